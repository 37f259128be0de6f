//! The room option `hints` (issue 31, docs/protocol.md): off by default,
//! refused with `hints_not_allowed` for a public room or a quick match (at
//! creation and by `configure`), and a game in a room with hints is not
//! rated. `hint` answers the player whose decision it is with one of their
//! legal actions, and no one else.

mod common;

use common::*;
use serde_json::json;
use uno_server::Config;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hints_are_refused_in_public_rooms_and_unrated_in_private_ones() {
    let srv = TestServer::start(Config::fast()).await;
    // Public with hints: refused, and no room is made.
    let (st, body) = srv
        .post(
            "/api/rooms",
            json!({"nickname": "Ada", "public": true, "hints": true}),
        )
        .await;
    assert_eq!(st, 400, "{body}");
    assert_eq!(body["error"]["code"], "hints_not_allowed", "{body}");
    let (_, lobby) = srv.get("/api/lobby").await;
    assert_eq!(lobby["counts"]["tables_waiting"], 0, "{lobby}");
    // Quick matches take no hints option at all.
    let (st, body) = srv
        .post("/api/quick", json!({"nickname": "Ada", "hints": true}))
        .await;
    assert_eq!(st, 400, "{body}");

    // A private room with hints.
    let host = srv
        .create_room(json!({
            "nickname": "Ada",
            "hints": true,
            "rules": {"preset": "classic", "scoring": {"method": "none"}},
            "turn_timer_s": 0
        }))
        .await;
    let code = host["code"].as_str().unwrap().to_string();
    let bob_m = srv.join(&code, "Bob").await;
    let (mut hws, _) = srv.connect(&host).await;
    let (bws, _) = srv.connect(&bob_m).await;
    // Listing it in the public lobby is refused while hints are on.
    let r = request(&mut hws, json!({"type": "configure", "public": true}), 1).await;
    assert_eq!(r["type"], "error", "{r}");
    assert_eq!(r["code"], "hints_not_allowed", "{r}");
    let r = request(&mut hws, json!({"type": "add_bot", "level": "medium"}), 2).await;
    assert_eq!(r["type"], "ok", "{r}");
    let r = request(&mut hws, json!({"type": "start"}), 3).await;
    assert_eq!(r["type"], "ok", "{r}");
    hws.send(&json!({"type": "sync"})).await.unwrap();
    let (h, b) = tokio::join!(
        tokio::spawn(play_until_over(hws, 21)),
        tokio::spawn(play_until_over(bws, 22))
    );
    let (mut hws, _, over) = h.unwrap();
    drop(b.unwrap());
    assert!(over["game_id"].as_i64().is_some(), "{over}");
    // The game is recorded, but nobody is rated.
    let (_, lb) = srv.get("/api/leaderboard").await;
    assert_eq!(
        lb["players"],
        json!([]),
        "a game with hints is not rated: {lb}"
    );
    // With hints turned off the room may go public (after a second: the
    // game's last messages count against the 20-a-second limit).
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    let r = request(
        &mut hws,
        json!({"type": "configure", "hints": false, "public": true}),
        4,
    )
    .await;
    assert_eq!(r["type"], "ok", "{r}");
    // The room is public now (its finished game keeps it off the lobby's
    // list until a rematch: room/public.rs `table_row`).
    let w = request(&mut hws, json!({"type": "sync"}), 5).await;
    assert_eq!(w["type"], "welcome", "{w}");
    assert_eq!(w["room"]["public"], true, "{w}");
}

/// `hint` (issue 31 §2): the player to act gets the coach's choice, one of
/// their own legal actions, with its chance to win the round and the other
/// candidates (none rated higher); the other player, who has nothing to
/// decide, gets `no_decision`; a room without hints says `hints_off`, a
/// room without a game `no_game`. Two people and no bot, no turn timer:
/// nothing moves unless the test moves it, whatever the deal (R3).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hint_is_one_of_the_deciding_players_legal_actions() {
    let srv = TestServer::start(Config::fast()).await;
    let plain = srv.create_room(json!({"nickname": "Cy"})).await;
    let (mut cws, _) = srv.connect(&plain).await;
    let r = request(&mut cws, json!({"type": "hint"}), 1).await;
    assert_eq!(r["code"], "hints_off", "{r}");

    let host = srv
        .create_room(json!({
            "nickname": "Ada",
            "hints": true,
            "rules": {"preset": "classic", "scoring": {"method": "none"}},
            "turn_timer_s": 0
        }))
        .await;
    let code = host["code"].as_str().unwrap().to_string();
    let bob = srv.join(&code, "Bob").await;
    let (mut a, w) = srv.connect(&host).await;
    assert_eq!(w["room"]["hints"], true, "{w}");
    let (mut b, _) = srv.connect(&bob).await;
    let r = request(&mut a, json!({"type": "hint"}), 2).await;
    assert_eq!(r["code"], "no_game", "{r}");
    let r = request(&mut a, json!({"type": "start"}), 3).await;
    assert_eq!(r["type"], "ok", "{r}");
    let mut id = 10;
    let mut next = || {
        id += 1;
        id
    };
    for turn in 0..6 {
        let wa = request(&mut a, json!({"type": "sync"}), next()).await;
        let state = &wa["state"];
        assert_eq!(state["round_over"], false, "turn {turn}: {wa}");
        let a_acts = state["to_act"] == state["seat"];
        let (x, y) = if a_acts {
            (&mut a, &mut b)
        } else {
            (&mut b, &mut a)
        };
        let wx = request(x, json!({"type": "sync"}), next()).await;
        let legal = wx["legal"].as_array().expect("legal actions").clone();
        let h = request(x, json!({"type": "hint"}), next()).await;
        assert_eq!(h["type"], "hint", "turn {turn}: {h}");
        assert!(
            legal.contains(&h["action"]),
            "turn {turn}: {h} not in {legal:?}"
        );
        let win = h["win"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&win), "{h}");
        let mut last = win;
        for o in h["others"].as_array().unwrap() {
            assert!(legal.contains(&o["action"]), "{o} not in {legal:?}");
            let w = o["win"].as_f64().unwrap();
            assert!(w <= last, "candidates best first, none above the hint: {h}");
            last = w;
        }
        let r = request(y, json!({"type": "hint"}), next()).await;
        assert_eq!(r["code"], "no_decision", "turn {turn}: {r}");
        let act = next();
        let r = request(x, json!({"type": "act", "action": h["action"]}), act).await;
        assert_eq!(r["type"], "update", "the hinted action is taken: {r}");
    }
}
