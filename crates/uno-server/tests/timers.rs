//! Timers and fairness, with tokio's paused clock: the server runs in
//! process (rooms, connections over in-memory channels, SQLite written
//! inline), so the clock only moves when everything waits.
//! - the turn timer draws, then keeps, for a player whose time runs out;
//! - after repeated timeouts a bot stands in until the player returns;
//! - a disconnection longer than the grace gets a bot; reconnecting with
//!   the seat token takes the seat back with the full view;
//! - the UNO grace window: a catch that comes too soon is held, and the
//!   exposed player's own call, arriving within the window, wins.

use std::time::Duration;

use serde_json::{json, Value};
use tokio::time::Instant;
use uno_server::conn::LocalClient;
use uno_server::hub::{CreateRoom, JoinRoom, Membership, RulesArg};
use uno_server::ids::RoomCode;
use uno_server::{Config, Db, Hub};

struct Setup {
    hub: Hub,
    code: RoomCode,
    members: Vec<Membership>,
    clients: Vec<LocalClient>,
    _dir: tempfile::TempDir,
}

async fn setup(cfg: Config, timer: u32, rules: Value, names: &[&str]) -> Setup {
    // The clock is paused, so a connection's rate-limit bucket never
    // refills: without this, a long game would hit `rate_limited`.
    let cfg = Config {
        msg_rate: 1_000_000,
        ..cfg
    };
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open_inline(&dir.path().join("t.db")).unwrap();
    let hub = Hub::new(db, cfg);
    let rules: RulesArg = serde_json::from_value(rules).unwrap();
    let host = hub
        .create_room(
            CreateRoom {
                nickname: names[0].into(),
                player_token: None,
                rules: Some(rules),
                turn_timer_s: Some(timer),
                spectator: false,
                public: false,
                quick: None,
                hints: false,
                daily: None,
            },
            None,
        )
        .await
        .unwrap();
    let code = host.code.clone();
    let mut members = vec![host];
    for n in &names[1..] {
        members.push(
            hub.join(
                &code,
                JoinRoom {
                    nickname: n.to_string(),
                    player_token: None,
                    spectator: false,
                },
            )
            .await
            .unwrap(),
        );
    }
    let mut clients = Vec::new();
    for m in &members {
        clients.push(hello(&hub, m).await.0);
    }
    clients[0].send(&json!({"type": "start"}));
    for c in clients.iter_mut() {
        c.recv_type("game_started").await.unwrap();
    }
    Setup {
        hub,
        code,
        members,
        clients,
        _dir: dir,
    }
}

async fn hello(hub: &Hub, m: &Membership) -> (LocalClient, Value) {
    let mut c = LocalClient::spawn(hub);
    c.send(&json!({"type": "hello", "v": 1, "room": m.code, "token": m.token}));
    let w = c.recv_type("welcome").await.unwrap();
    (c, w)
}

/// The next update a client receives; a refusal fails the test at once
/// (rather than waiting forever for an update that will not come).
async fn update(c: &mut LocalClient) -> Value {
    loop {
        let v = c.recv().await.expect("open");
        match v["type"].as_str() {
            Some("update") => return v,
            Some("error") => panic!("refused: {v}"),
            _ => {}
        }
    }
}

/// Reads until the state says `pred`; returns that update.
async fn until(c: &mut LocalClient, pred: impl Fn(&Value) -> bool) -> Value {
    loop {
        let v = c.recv().await.expect("open");
        if v["type"] == "update" && pred(&v) {
            return v;
        }
    }
}

/// Reads until a `room` message whose room satisfies `pred`; returns how
/// long that took on the (paused) clock.
async fn room_change(c: &mut LocalClient, pred: impl Fn(&Value) -> bool) -> Duration {
    let t0 = Instant::now();
    loop {
        let v = c.recv().await.unwrap();
        if v["type"] == "room" && pred(&v["room"]) {
            return t0.elapsed();
        }
    }
}

/// The disconnect grace of these tests (30 s) passed, and not much more.
fn assert_grace(waited: Duration) {
    assert!(
        waited >= Duration::from_secs(30) && waited < Duration::from_secs(32),
        "{waited:?}"
    );
}

fn to_act(v: &Value) -> Option<u64> {
    v["state"]["to_act"].as_u64()
}

#[tokio::test(start_paused = true)]
async fn the_turn_timer_draws_then_keeps_and_a_bot_stands_in() {
    let cfg = Config {
        timeouts_before_bot: 2,
        ..Config::default()
    };
    let mut s = setup(cfg, 10, json!("classic"), &["Ada", "Bob"]).await;
    let mut first = until(&mut s.clients[0], |_| true).await;
    let seat = to_act(&first).unwrap();
    if first["state"]["pending"] == "choose_color" {
        // R3: a first `W` has the first player choose the colour before
        // the turn. That player does so here, so the timer below starts on
        // an ordinary turn.
        s.clients[seat as usize]
            .send(&json!({"type": "act", "action": {"do": "choose_color", "color": "R"}}));
        first = until(&mut s.clients[0], |v| v["by"] == seat).await;
        assert_eq!(first["events"][0]["type"], "color_chosen", "{first}");
        assert_eq!(to_act(&first), Some(seat));
    }
    let before = first["state"]["hand_sizes"][seat as usize]
        .as_u64()
        .unwrap();
    let t0 = Instant::now();
    // Nobody moves: after 10 s the server draws for the seat, then keeps.
    let drew = until(&mut s.clients[0], |v| v["by"] == seat).await;
    let waited = t0.elapsed();
    assert!(
        waited >= Duration::from_secs(10) && waited < Duration::from_secs(11),
        "{waited:?}"
    );
    assert_eq!(drew["events"][0]["type"], "drew");
    let kept = if to_act(&drew) == Some(seat) {
        let p = until(&mut s.clients[0], |v| v["by"] == seat).await;
        assert_eq!(p["events"][0]["type"], "passed");
        p
    } else {
        drew
    };
    assert_eq!(to_act(&kept), Some(1 - seat), "the turn passed on");
    assert_eq!(
        kept["state"]["hand_sizes"][seat as usize].as_u64().unwrap(),
        before + 1
    );
    // The other player times out too, then the first one again: a second
    // timeout in a row puts a bot in that seat.
    let mut stood_in = false;
    for _ in 0..40 {
        let v = s.clients[0].recv().await.unwrap();
        if v["type"] == "room" && v["room"]["seats"][seat as usize]["bot_standing_in"] == true {
            stood_in = true;
            break;
        }
    }
    assert!(stood_in, "a bot stands in after repeated timeouts");
    // The bot plays that seat from now on: its turns take the bot's
    // thinking time, not the 10 s timer.
    let mut turn_began = None;
    loop {
        let v = update(&mut s.clients[0]).await;
        if let (true, Some(began)) = (v["by"] == seat, turn_began) {
            let took = Instant::now() - began;
            assert!(took < Duration::from_secs(2), "{took:?}");
            break;
        }
        turn_began = (to_act(&v) == Some(seat)).then(Instant::now);
    }
    // The player comes back: the seat is theirs again.
    let i = seat as usize;
    s.clients[i].drain();
    s.clients[i].send(&json!({"type": "resume", "id": 5}));
    loop {
        let v = s.clients[i].recv().await.unwrap();
        if v["type"] == "room" && v["room"]["seats"][i]["bot_standing_in"] == false {
            break;
        }
    }
}

#[tokio::test(start_paused = true)]
async fn a_long_disconnection_gets_a_bot_and_the_token_takes_the_seat_back() {
    let cfg = Config {
        disconnect_grace: Duration::from_secs(30),
        ..Config::default()
    };
    let mut s = setup(cfg, 0, json!("classic"), &["Ada", "Bob", "Cid"]).await;
    // Bob goes away.
    let bob = s.clients.remove(1);
    drop(bob);
    let waited = room_change(&mut s.clients[0], |r| {
        r["seats"][1]["bot_standing_in"] == true
    })
    .await;
    assert_grace(waited);
    assert!(!s.hub.room_info(&s.code).await.unwrap().seats[1].connected);
    // Bob reconnects with his seat token: his seat and his view come back.
    let (mut b, w) = hello(&s.hub, &s.members[1]).await;
    assert_eq!(w["you"]["seat"], 1);
    assert_eq!(w["state"]["seat"], 1);
    assert_eq!(
        w["state"]["hand"].as_array().unwrap().len() as u64,
        w["state"]["hand_sizes"][1].as_u64().unwrap()
    );
    let info = s.hub.room_info(&s.code).await.unwrap();
    assert!(!info.seats[1].bot_standing_in);
    assert!(info.seats[1].connected);
    b.drain();
}

/// The host role: handed over on request (host only), and passed on by
/// itself when the host has been away for the disconnect grace while
/// others are here, to the seated member who has been here longest; it
/// is saved, so it survives the room being reloaded.
#[tokio::test(start_paused = true)]
async fn the_host_role_is_handed_over_and_passes_on_when_the_host_is_gone() {
    let cfg = Config {
        disconnect_grace: Duration::from_secs(30),
        ..Config::default()
    };
    let mut s = setup(cfg, 0, json!("classic"), &["Ada", "Bob", "Cid"]).await;
    let host_of = |info: &uno_server::protocol::RoomInfo| {
        info.members
            .iter()
            .filter(|m| m.host)
            .map(|m| m.member_id.to_string())
            .collect::<Vec<_>>()
    };
    assert_eq!(host_of(&s.hub.room_info(&s.code).await.unwrap()), ["1"]);
    // Only the host hands over, and only to a member of the room.
    s.clients[1].send(&json!({"type": "transfer_host", "member_id": 2, "id": 7}));
    let e = s.clients[1].recv_type("error").await.unwrap();
    assert_eq!(e["code"], "not_host");
    s.clients[0].send(&json!({"type": "transfer_host", "member_id": 9, "id": 8}));
    let e = s.clients[0].recv_type("error").await.unwrap();
    assert_eq!(e["code"], "bad_message");
    assert_eq!(host_of(&s.hub.room_info(&s.code).await.unwrap()), ["1"]);
    // Ada hands it to Cid.
    s.clients[0].send(&json!({"type": "transfer_host", "member_id": 3, "id": 9}));
    assert_eq!(s.clients[0].recv_type("ok").await.unwrap()["id"], 9);
    assert_eq!(host_of(&s.hub.room_info(&s.code).await.unwrap()), ["3"]);
    // Cid goes away: after the grace, the role passes to the seated
    // member here longest (Ada, member 1), not before.
    let cid = s.clients.remove(2);
    drop(cid);
    let waited = room_change(&mut s.clients[1], |r| r["members"][0]["host"] == true).await;
    assert_grace(waited);
    assert_eq!(host_of(&s.hub.room_info(&s.code).await.unwrap()), ["1"]);
    // It was saved: the database says so too.
    let code = s.code.clone();
    let rec = s.hub.db().load_room(&code).await.unwrap().unwrap();
    let hosts: Vec<String> = rec
        .members
        .iter()
        .filter(|m| m.host)
        .map(|m| m.id.to_string())
        .collect();
    assert_eq!(hosts, ["1"]);
    // Everyone leaves; Bob comes back much later. Ada, the absent host,
    // gets the whole grace from Bob's return, not from her departure.
    s.clients.clear();
    tokio::time::sleep(Duration::from_secs(100)).await;
    let (mut bob, _) = hello(&s.hub, &s.members[1]).await;
    let waited = room_change(&mut bob, |r| r["members"][1]["host"] == true).await;
    assert_grace(waited);
}

/// Plays until some seat is exposed (one card left, UNO not called):
/// the seat to act plays down to one card without calling when it can.
async fn expose(s: &mut Setup) -> (usize, Value) {
    let n = s.clients.len();
    let mut last: Vec<Value> = Vec::new();
    for c in s.clients.iter_mut() {
        c.send(&json!({"type": "sync"}));
        last.push(c.recv_type("welcome").await.unwrap());
    }
    for _ in 0..500 {
        if let Some(e) = last[0]["state"]["exposed"].as_array().unwrap().first() {
            return (e.as_u64().unwrap() as usize, last[0].clone());
        }
        let Some(seat) = last[0]["state"]["to_act"].as_u64() else {
            // Between rounds the server deals by itself.
            for (i, c) in s.clients.iter_mut().enumerate() {
                last[i] = update(c).await;
            }
            continue;
        };
        let me = &last[seat as usize];
        let hand = me["state"]["hand"].as_array().unwrap().len();
        let legal = me["legal"].as_array().unwrap();
        let quiet = |a: &&Value| a["do"] != "uno" && a["do"] != "catch" && a["uno"] != true;
        let action = legal
            .iter()
            .filter(quiet)
            .find(|a| hand == 2 && a["do"] == "play" && a["cards"].as_array().unwrap().len() == 1)
            .or_else(|| {
                legal
                    .iter()
                    .filter(quiet)
                    .find(|a| a["do"] != "play" || hand > 2)
            })
            .or_else(|| legal.iter().find(quiet))
            .unwrap()
            .clone();
        s.clients[seat as usize].send(&json!({"type": "act", "action": action}));
        for (i, c) in s.clients.iter_mut().enumerate() {
            last[i] = update(c).await;
        }
        let _ = n;
    }
    panic!("nobody got exposed");
}

fn rules_small_hands() -> Value {
    json!({"preset": "classic", "options": {"hand_size": 3}, "scoring": {"method": "none"}})
}

#[tokio::test(start_paused = true)]
async fn a_catch_within_the_grace_window_waits_for_the_exposed_players_call() {
    let cfg = Config {
        uno_grace: Duration::from_millis(1000),
        ..Config::default()
    };
    let mut s = setup(cfg, 0, rules_small_hands(), &["Ada", "Bob"]).await;
    let (x, _) = expose(&mut s).await;
    let catcher = 1 - x;
    // The catcher is fast: 50 ms after the play. The catch is held.
    tokio::time::sleep(Duration::from_millis(50)).await;
    s.clients[catcher]
        .send(&json!({"type": "act", "id": 7, "action": {"do": "catch", "target": x}}));
    let held = s.clients[catcher].recv_type("held").await.unwrap();
    assert_eq!(held["id"], 7);
    let left = held["release_in_ms"].as_u64().unwrap();
    assert!((900..=1000).contains(&left), "{left}");
    // The exposed player calls 400 ms after the play: the call wins.
    tokio::time::sleep(Duration::from_millis(350)).await;
    s.clients[x].send(&json!({"type": "act", "action": {"do": "uno"}}));
    let called = update(&mut s.clients[catcher]).await;
    assert_eq!(called["events"][0]["type"], "uno_called");
    let released = update(&mut s.clients[catcher]).await;
    assert_eq!(released["ack"], 7, "the held catch is answered");
    assert_eq!(released["events"][0]["type"], "catch_failed");
}

#[tokio::test(start_paused = true)]
async fn a_held_catch_stands_when_the_exposed_player_stays_silent() {
    let cfg = Config {
        uno_grace: Duration::from_millis(1000),
        ..Config::default()
    };
    let mut s = setup(cfg, 0, rules_small_hands(), &["Ada", "Bob"]).await;
    let (x, before) = expose(&mut s).await;
    let catcher = 1 - x;
    let size = before["state"]["hand_sizes"][x].as_u64().unwrap();
    let t0 = Instant::now();
    s.clients[catcher]
        .send(&json!({"type": "act", "id": 8, "action": {"do": "catch", "target": x}}));
    s.clients[catcher].recv_type("held").await.unwrap();
    let caught = update(&mut s.clients[catcher]).await;
    assert!(
        t0.elapsed() >= Duration::from_millis(990),
        "released at the end of the window"
    );
    assert_eq!(caught["ack"], 8);
    assert_eq!(caught["events"][0]["type"], "caught");
    assert_eq!(caught["state"]["hand_sizes"][x].as_u64().unwrap(), size + 2);
}

#[tokio::test(start_paused = true)]
async fn a_catch_after_the_window_applies_at_once() {
    let cfg = Config {
        uno_grace: Duration::from_millis(1000),
        ..Config::default()
    };
    let mut s = setup(cfg, 0, rules_small_hands(), &["Ada", "Bob"]).await;
    let (x, _) = expose(&mut s).await;
    let catcher = 1 - x;
    tokio::time::sleep(Duration::from_millis(1500)).await;
    s.clients[catcher]
        .send(&json!({"type": "act", "id": 9, "action": {"do": "catch", "target": x}}));
    let v = s.clients[catcher].recv().await.unwrap();
    assert_eq!(v["type"], "update", "not held: {v}");
    assert_eq!(v["events"][0]["type"], "caught");
}

/// Between rounds every update and `welcome` say when the next round is
/// dealt by itself (`next_round_ms`, the round pause), so that a page can
/// count down (issue 22 §4 point 7); during a round they do not.
#[tokio::test(start_paused = true)]
async fn between_rounds_the_updates_count_down_to_the_next_deal() {
    let cfg = Config {
        round_pause: Duration::from_millis(4000),
        ..Config::default()
    };
    let rules = json!({"preset": "classic", "options": {"hand_size": 1},
        "scoring": {"method": "winner_takes_all", "game_end": "hands:2"}});
    let mut s = setup(cfg, 0, rules, &["Ada", "Bob"]).await;
    let mut last: Vec<Value> = Vec::new();
    for c in s.clients.iter_mut() {
        c.send(&json!({"type": "sync"}));
        last.push(c.recv_type("welcome").await.unwrap());
    }
    for _ in 0..500 {
        if last[0]["state"]["round_over"] == true {
            for v in &last {
                let ms = v["next_round_ms"]
                    .as_u64()
                    .expect("next_round_ms between rounds");
                assert!(ms > 0 && ms <= 4000, "{ms}");
            }
            // A `welcome` (a page reloaded between rounds) says it too.
            s.clients[1].send(&json!({"type": "sync"}));
            let w = s.clients[1].recv_type("welcome").await.unwrap();
            let ms = w["next_round_ms"]
                .as_u64()
                .expect("next_round_ms in welcome");
            assert!(ms <= 4000, "{ms}");
            return;
        }
        for v in &last {
            assert!(
                v.get("next_round_ms").is_none(),
                "no countdown during a round: {v}"
            );
        }
        let seat = to_act(&last[0]).expect("a seat to act during the round") as usize;
        let action = last[seat]["legal"]
            .as_array()
            .unwrap()
            .iter()
            .find(|a| a["do"] != "uno" && a["do"] != "catch")
            .unwrap()
            .clone();
        s.clients[seat].send(&json!({"type": "act", "action": action}));
        for (i, c) in s.clients.iter_mut().enumerate() {
            last[i] = update(c).await;
        }
    }
    panic!("the round did not end");
}
