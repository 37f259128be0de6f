//! The room's stored changes (room/save.rs): `configure`, `transfer_host`,
//! a join, `start` and `rematch`, a quick table's fill and start, and an
//! invitation to a bot account are decided by the room and written by its
//! driver before anyone hears of them: the messages they cause come after
//! the write, then the caller's `ok`. Refused by the store (read-only),
//! the caller hears `storage_unavailable`, nobody else hears anything,
//! and the room and the store are as before; once the store takes writes
//! again, the same request goes through.

use serde_json::{json, Value};

use super::*;
use crate::hub::JoinRoom;
use crate::protocol::ErrorCode;
use crate::seating::QuickSettings;
use crate::store::SqliteFault;

/// Reads whatever `c` was sent (its messages before the test's requests).
async fn drain(c: &mut Client) {
    while c.next(Duration::from_millis(50)).await.is_some() {}
}

/// Nothing more reaches `c` (within a second of paused time).
async fn quiet(c: &mut Client) {
    if let Some(got) = c.next(Duration::from_secs(1)).await {
        panic!("unexpected: {got:?}");
    }
}

fn fault(c: &Client, f: SqliteFault) {
    c.hub.db().set_sqlite_fault(f);
}

/// The error `c` hears for its request `id`.
async fn refused(c: &mut Client, id: u64) -> Value {
    let e = next_text(c).await;
    assert_eq!((&e["type"], &e["id"]), (&json!("error"), &json!(id)), "{e}");
    e
}

/// The answer `ok` to request `id`.
async fn ok(c: &mut Client, id: u64) {
    let ok = next_text(c).await;
    assert_eq!((&ok["type"], &ok["id"]), (&json!("ok"), &json!(id)), "{ok}");
}

async fn stored(c: &Client) -> crate::store::RoomRecord {
    let rec = c.hub.db().load_room(&c.code).await.expect("read");
    rec.expect("the room")
}

/// The seats in their stored form (crate::seating's serde form).
fn seats_json(seats: &[crate::seating::Occupant]) -> String {
    serde_json::to_string(seats).expect("seats serialize")
}

async fn stored_settings(c: &Client) -> Value {
    serde_json::to_value(stored(c).await.settings).expect("settings")
}

/// Bo joins the room (seated when a seat is free) and connects; both
/// clients have read what the join and the connection sent them.
async fn bo_joins(c: &mut Client) -> Client {
    let m = c
        .hub
        .join(
            &c.code,
            JoinRoom {
                nickname: "Bo".into(),
                player_token: None,
                spectator: false,
            },
        )
        .await
        .expect("joined");
    let mut bo = connect(&c.hub, &c.code, &m.token, 2).await;
    drain(c).await;
    drain(&mut bo).await;
    bo
}

#[tokio::test(start_paused = true)]
async fn configure_is_saved_before_anyone_hears_of_it() {
    let mut c = room(cfg(), false, 0).await;
    let mut bo = bo_joins(&mut c).await;
    let change = json!({"type": "configure", "turn_timer_s": 45, "hints": true,
        "rules": {"preset": "classic", "scoring": {"method": "none"}}});

    let before = c.hub.room_info(&c.code).await.expect("the room");
    let stored_before = stored_settings(&c).await;
    fault(&c, SqliteFault::ReadOnly);
    let id = c.send(change.clone()).await;
    assert_eq!(refused(&mut c, id).await["code"], "storage_unavailable");
    quiet(&mut bo).await;
    let info = c.hub.room_info(&c.code).await.expect("the room");
    assert_eq!((info.turn_timer_s, info.hints), (0, false), "as before");
    assert_eq!(info.rules, before.rules, "the rules as before");
    assert_eq!(stored_settings(&c).await, stored_before);

    fault(&c, SqliteFault::None);
    let id = c.send(change).await;
    for m in [next_text(&mut c).await, next_text(&mut bo).await] {
        assert_eq!(m["type"], "room", "{m}");
        assert_eq!(m["room"]["turn_timer_s"], 45, "{m}");
        assert_eq!(m["room"]["hints"], true, "{m}");
    }
    ok(&mut c, id).await;
    let s = stored_settings(&c).await;
    assert_eq!(
        (&s["turn_timer_s"], &s["hints"]),
        (&json!(45), &json!(true))
    );
    assert_eq!(s["rules"]["scoring"]["method"], "none", "{s}");
}

#[tokio::test(start_paused = true)]
async fn transfer_host_is_saved_before_anyone_hears_of_it() {
    let mut c = room(cfg(), false, 0).await;
    let mut bo = bo_joins(&mut c).await;
    let hosts = |rec: &crate::store::RoomRecord| -> Vec<bool> {
        rec.members.iter().map(|m| m.host).collect()
    };

    fault(&c, SqliteFault::ReadOnly);
    let id = c
        .send(json!({"type": "transfer_host", "member_id": bo.member}))
        .await;
    assert_eq!(refused(&mut c, id).await["code"], "storage_unavailable");
    quiet(&mut bo).await;
    let info = c.hub.room_info(&c.code).await.expect("the room");
    let host: Vec<bool> = info.members.iter().map(|m| m.host).collect();
    assert_eq!(host, [true, false], "Ada is still the host");
    assert_eq!(hosts(&stored(&c).await), [true, false]);
    // Still the host: Ada may try again.
    fault(&c, SqliteFault::None);
    let id = c
        .send(json!({"type": "transfer_host", "member_id": bo.member}))
        .await;
    for m in [next_text(&mut c).await, next_text(&mut bo).await] {
        assert_eq!(m["type"], "room", "{m}");
        assert_eq!(m["room"]["members"][1]["host"], true, "{m}");
    }
    ok(&mut c, id).await;
    assert_eq!(hosts(&stored(&c).await), [false, true]);
    // Ada is not the host any more.
    let id = c.send(json!({"type": "start"})).await;
    assert_eq!(refused(&mut c, id).await["code"], "not_host");
}

/// The host role passes on by itself once the host has been away for
/// `disconnect_grace`, saved before anyone hears of it. Refused by the
/// store, the host keeps the role and the hand-over is tried again a
/// second later (`STORAGE_RETRY`), not over and over at once (which, in
/// paused time, would never let the clock move).
#[tokio::test(start_paused = true)]
async fn an_absent_hosts_role_passes_on_once_saved() {
    let grace = Duration::from_secs(10);
    let cfg = Config {
        disconnect_grace: grace,
        ..cfg()
    };
    let mut c = room(cfg, false, 0).await;
    let mut bo = bo_joins(&mut c).await;
    fault(&c, SqliteFault::ReadOnly);
    let (member, conn) = (c.member, c.conn);
    c.room
        .send(RoomCmd::Detach { member, conn })
        .await
        .expect("queued");
    let away = next_text(&mut bo).await;
    assert_eq!(away["room"]["members"][0]["connected"], false, "{away}");
    // Three times the grace: the hand-over is refused again and again.
    if let Some(got) = bo.next(grace * 3).await {
        panic!("unexpected: {got:?}");
    }
    let info = c.hub.room_info(&c.code).await.expect("the room");
    let host: Vec<bool> = info.members.iter().map(|m| m.host).collect();
    assert_eq!(host, [true, false], "Ada is still the host");
    let hosts = |rec: &crate::store::RoomRecord| -> Vec<bool> {
        rec.members.iter().map(|m| m.host).collect()
    };
    assert_eq!(hosts(&stored(&c).await), [true, false]);

    fault(&c, SqliteFault::None);
    let handed = bo.until("room", Duration::from_secs(2)).await;
    assert_eq!(handed["room"]["members"][1]["host"], true, "{handed}");
    assert_eq!(hosts(&stored(&c).await), [false, true]);
}

#[tokio::test(start_paused = true)]
async fn a_join_is_saved_before_anyone_hears_of_it() {
    let mut c = room(cfg(), false, 0).await;
    drain(&mut c).await;
    // A guest made before the store turns read-only (the hub's write).
    let guest = c.hub.create_guest("Bo").await.expect("a guest");
    let join = || JoinRoom {
        nickname: "Bo".into(),
        player_token: Some(guest.player_token.clone()),
        spectator: false,
    };

    fault(&c, SqliteFault::ReadOnly);
    let e = c.hub.join(&c.code, join()).await.expect_err("refused");
    assert_eq!(e, ErrorCode::StorageUnavailable);
    quiet(&mut c).await;
    let info = c.hub.room_info(&c.code).await.expect("the room");
    assert_eq!((info.members.len(), info.seats.len()), (1, 1), "as before");
    let rec = stored(&c).await;
    assert_eq!(
        (rec.members.len(), seats_json(&rec.lobby).as_str()),
        (1, r#"[{"member":1}]"#)
    );

    fault(&c, SqliteFault::None);
    let m = c.hub.join(&c.code, join()).await.expect("joined");
    assert_eq!(m.seat.map(|s| s.get()), Some(1));
    let room_msg = next_text(&mut c).await;
    assert_eq!(room_msg["type"], "room", "{room_msg}");
    assert_eq!(room_msg["room"]["members"][1]["nickname"], "Bo");
    assert_eq!(
        room_msg["room"]["seats"][1]["member_id"],
        json!(m.member_id)
    );
    let rec = stored(&c).await;
    assert_eq!(rec.members.len(), 2);
    assert_eq!(seats_json(&rec.lobby), r#"[{"member":1},{"member":2}]"#);
}

/// The messages up to the `ok` of request `id` (which is not included).
async fn until_ok(c: &mut Client, id: u64) -> Vec<Value> {
    let mut got = Vec::new();
    loop {
        let m = next_text(c).await;
        if m["type"] == "ok" && m["id"] == json!(id) {
            return got;
        }
        assert_ne!(m["type"], "error", "{m}");
        got.push(m);
    }
}

/// `start`, then (the game over) `rematch`: each is refused with
/// `storage_unavailable` while the store is read-only, the room as
/// before; then dealt, stored, and announced (`game_started`, `room`, the
/// first `update`) before the host's `ok`.
#[tokio::test(start_paused = true)]
async fn start_and_rematch_are_saved_before_anyone_hears_of_them() {
    let mut c = room(cfg(), true, 0).await;
    // One round is the game (no scoring), so that it ends soon.
    let id = c
        .send(json!({"type": "configure", "rules": {"preset": "classic", "scoring": {"method": "none"}}}))
        .await;
    let id2 = c.send(json!({"type": "add_bot", "level": "easy"})).await;
    let id3 = c.send(json!({"type": "add_bot", "level": "easy"})).await;
    for id in [id, id2, id3] {
        until_ok(&mut c, id).await;
    }

    for (request, status, games) in [("start", "lobby", 0), ("rematch", "finished", 1)] {
        fault(&c, SqliteFault::ReadOnly);
        let id = c.send(json!({ "type": request })).await;
        assert_eq!(refused(&mut c, id).await["code"], "storage_unavailable");
        quiet(&mut c).await;
        let info = c.hub.room_info(&c.code).await.expect("the room");
        assert_eq!(info.status, status, "as before");
        assert_eq!(stored(&c).await.last_game_no, games);

        fault(&c, SqliteFault::None);
        let id = c.send(json!({ "type": request })).await;
        let before_ok = until_ok(&mut c, id).await;
        let kinds: Vec<&str> = before_ok
            .iter()
            .filter_map(|m| m["type"].as_str())
            .collect();
        assert_eq!(kinds[..3], ["game_started", "room", "update"], "{kinds:?}");
        assert_eq!(before_ok[0]["game_no"], games + 1);
        let rec = stored(&c).await;
        assert_eq!(rec.last_game_no, games + 1);
        let game = rec.game.expect("the game is stored");
        assert_eq!(
            json!(game.commitment),
            before_ok[0]["commitment"],
            "the announced game is the stored one"
        );
        if request == "start" {
            // The bots play the round out.
            c.until("game_over", Duration::from_secs(600)).await;
            c.until("rematch_offer", Duration::from_secs(1)).await;
            drain(&mut c).await;
        }
    }
}

/// A quick table whose wait ran out fills its empty seats with its bots,
/// saved before anyone hears of it, then deals; refused by the store,
/// the seats are as before and no game starts.
#[tokio::test(start_paused = true)]
async fn a_quick_table_fills_and_starts_once_its_seats_are_saved() {
    let wait = Duration::from_secs(5);
    for read_only in [true, false] {
        let req = CreateRoom {
            nickname: "Ada".into(),
            player_token: None,
            rules: None,
            turn_timer_s: Some(0),
            spectator: false,
            public: true,
            quick: Some(QuickSettings {
                seats: 3,
                bots: "easy".into(),
                preset: "classic".into(),
            }),
            hints: false,
            daily: None,
        };
        let mut c = room_as(
            Config {
                quick_wait: wait,
                ..cfg()
            },
            req,
        )
        .await;
        drain(&mut c).await;
        if read_only {
            fault(&c, SqliteFault::ReadOnly);
            quiet(&mut c).await;
            tokio::time::sleep(wait).await;
            quiet(&mut c).await;
            let info = c.hub.room_info(&c.code).await.expect("the room");
            assert_eq!((info.status.as_str(), info.seats.len()), ("lobby", 1));
            let rec = stored(&c).await;
            assert_eq!(
                (seats_json(&rec.lobby).as_str(), rec.last_game_no),
                (r#"[{"member":1}]"#, 0)
            );
            continue;
        }
        let filled = c.until("room", wait + Duration::from_secs(1)).await;
        let seats = filled["room"]["seats"].as_array().expect("seats");
        assert_eq!(seats.len(), 3, "{filled}");
        assert_eq!(
            seats_json(&stored(&c).await.lobby),
            r#"[{"member":1},{"bot":"easy"},{"bot":"easy"}]"#
        );
        let started = next_text(&mut c).await;
        assert_eq!(started["type"], "game_started", "{started}");
        assert_eq!(stored(&c).await.last_game_no, 1);
    }
}

/// `add_bot` with an account: the driver looks the account up, then
/// writes the invitation before the host's `ok`; refused by the store,
/// no invitation is kept.
#[tokio::test(start_paused = true)]
async fn an_invitation_is_saved_before_the_host_hears_ok() {
    let mut c = room(cfg(), false, 0).await;
    drain(&mut c).await;
    let bot = c
        .hub
        .create_bot_account("Robo", None)
        .await
        .expect("a bot account");
    // It asks for invitations: online, none yet.
    let asked = c.hub.take_bot_invitation(&bot.player_token).await;
    assert_eq!(asked.expect("asked"), None);
    let id = c
        .send(json!({"type": "add_bot", "level": "easy", "account": "Nobody"}))
        .await;
    assert_eq!(refused(&mut c, id).await["code"], "bot_offline");
    let invite = json!({"type": "add_bot", "level": "easy", "account": "Robo"});

    fault(&c, SqliteFault::ReadOnly);
    let id = c.send(invite.clone()).await;
    assert_eq!(refused(&mut c, id).await["code"], "storage_unavailable");
    fault(&c, SqliteFault::None);
    let asked = c.hub.take_bot_invitation(&bot.player_token).await;
    assert_eq!(asked.expect("asked"), None, "no invitation was kept");

    let id = c.send(invite).await;
    ok(&mut c, id).await;
    let asked = c.hub.take_bot_invitation(&bot.player_token).await;
    assert_eq!(asked.expect("asked"), Some(c.code.clone()));
}
