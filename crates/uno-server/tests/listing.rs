//! Public tables and quick match (issue 21, docs/protocol.md "Public
//! tables and quick match"): two guests who ask a moment apart share a
//! table, a table whose wait runs out fills with bots and starts (R2.1: a
//! game of the table's four seats), the lobby lists public tables waiting
//! and playing and never a private one, idle public tables leave the
//! lobby, and the limits on public rooms and quick matches hold. Runs on
//! SQLite, and on PostgreSQL with `UNO_TEST_BACKEND=postgres`.

mod common;

use std::time::Duration;

use common::*;
use serde_json::{json, Value};
use uno_server::Config;

fn cfg(quick_wait: Duration) -> Config {
    Config {
        quick_wait,
        ..Config::fast()
    }
}

async fn quick(srv: &TestServer, body: Value) -> Value {
    let (st, v) = srv.post("/api/quick", body).await;
    assert_eq!(st, 200, "{v}");
    v
}

/// A quick match, then the join an existing table asks for: the membership.
async fn quick_seat(srv: &TestServer, nickname: &str) -> (Value, bool) {
    let q = quick(srv, json!({"nickname": nickname})).await;
    if q["opened"] == true {
        return (q["membership"].clone(), true);
    }
    let path = q["join_path"].as_str().expect("a join path").to_string();
    assert_eq!(
        path,
        format!("/api/rooms/{}/join", q["code"].as_str().unwrap())
    );
    let (st, m) = srv.post(&path, json!({"nickname": nickname})).await;
    assert_eq!(st, 200, "{m}");
    (m, false)
}

async fn lobby(srv: &TestServer) -> Value {
    let (st, v) = srv.get("/api/lobby").await;
    assert_eq!(st, 200, "{v}");
    v
}

fn codes(list: &Value) -> Vec<String> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|t| t["code"].as_str().unwrap().to_string())
        .collect()
}

/// Polls the lobby until `f` holds (rows are written by room tasks a
/// moment after the change), for at most 10 s.
async fn lobby_until(srv: &TestServer, what: &str, f: impl Fn(&Value) -> bool) -> Value {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    loop {
        let l = lobby(srv).await;
        if f(&l) {
            return l;
        }
        assert!(tokio::time::Instant::now() < deadline, "{what}: {l}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_guests_quick_match_into_the_same_table() {
    let srv = TestServer::start(cfg(Duration::from_secs(600))).await;
    let (ada, opened) = quick_seat(&srv, "Ada").await;
    assert!(opened, "the first quick match opens a table");
    assert_eq!(ada["seat"], 0);
    let (bo, opened) = quick_seat(&srv, "Bo").await;
    assert!(!opened, "the second lands at the first's table");
    assert_eq!(bo["code"], ada["code"]);
    assert_eq!(bo["seat"], 1);
    let code = ada["code"].as_str().unwrap().to_string();
    let (_aws, welcome) = srv.connect(&ada).await;
    assert_eq!(welcome["room"]["public"], true);
    assert_eq!(welcome["room"]["quick"]["seats"], 4);
    assert_eq!(welcome["room"]["quick"]["bots"], "medium");
    let (_bws, _) = srv.connect(&bo).await;
    let l = lobby_until(&srv, "the table with two seats taken", |l| {
        l["waiting"]
            .as_array()
            .unwrap()
            .iter()
            .any(|t| t["code"] == code.as_str() && t["taken"] == 2 && t["online"] == 2)
    })
    .await;
    let t = l["waiting"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["code"] == code.as_str())
        .unwrap();
    assert_eq!(t["quick"], true);
    assert_eq!(t["preset"], "classic");
    assert_eq!(t["free"], 2);
    assert_eq!(t["host"], "Ada");
    assert_eq!(t["state"], "waiting");
    assert!(l["counts"]["tables_waiting"].as_i64().unwrap() >= 1);
    assert!(l["counts"]["players_online"].as_i64().unwrap() >= 2, "{l}");
    // Another preset opens a table of its own.
    let k = quick(&srv, json!({"nickname": "Cy", "rules": "killer"})).await;
    assert_eq!(k["opened"], true);
    assert_ne!(k["code"], ada["code"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn quick_matches_at_the_same_moment_share_one_table() {
    let srv = TestServer::start(cfg(Duration::from_secs(600))).await;
    let asks = (0..3).map(|i| {
        let body = json!({"nickname": format!("P{i}"), "rules": "german"});
        let srv = &srv;
        async move { quick(srv, body).await }
    });
    let answers = futures_util::future::join_all(asks).await;
    let opened = answers.iter().filter(|a| a["opened"] == true).count();
    assert_eq!(opened, 1, "exactly one opens the table: {answers:?}");
    let code = &answers[0]["code"];
    assert!(answers.iter().all(|a| &a["code"] == code), "{answers:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_wait_fills_the_table_with_bots_and_starts() {
    let srv = TestServer::start(cfg(Duration::from_millis(400))).await;
    let (ada, _) = quick_seat(&srv, "Ada").await;
    let (bo, _) = quick_seat(&srv, "Bo").await;
    assert_eq!(ada["code"], bo["code"]);
    let code = ada["code"].as_str().unwrap().to_string();
    let (mut aws, _) = srv.connect(&ada).await;
    let (mut bws, _) = srv.connect(&bo).await;
    let started = aws
        .recv_type("game_started", Duration::from_secs(10))
        .await
        .unwrap();
    bws.recv_type("game_started", Duration::from_secs(10))
        .await
        .unwrap();
    let seats = started["seats"].as_array().unwrap();
    // R2.1: the table's four seats, the two players first, then the
    // host's choice of bots (medium) in the empty ones.
    assert_eq!(seats.len(), 4, "{started}");
    assert_eq!(seats[0]["nickname"], "Ada");
    assert_eq!(seats[1]["nickname"], "Bo");
    for s in &seats[2..] {
        assert_eq!(s["kind"], "bot", "{started}");
        assert_eq!(s["level"], "medium", "{started}");
    }
    let l = lobby_until(&srv, "the game listed as playing", |l| {
        codes(&l["playing"]).contains(&code)
    })
    .await;
    assert!(!codes(&l["waiting"]).contains(&code));
    assert!(l["counts"]["games_in_progress"].as_i64().unwrap() >= 1);
    // Someone new is not sent to a table that is playing.
    let c = quick(&srv, json!({"nickname": "Cy"})).await;
    assert_eq!(c["opened"], true);
    assert_ne!(c["code"], code.as_str());
    // The game is watchable: a spectator joins it and sees the table.
    let watcher = srv.spectate(&code, "Vi").await;
    assert!(watcher.get("seat").is_none() || watcher["seat"].is_null());
    let (_vws, w) = srv.connect(&watcher).await;
    assert_eq!(w["room"]["status"], "playing");
    assert_eq!(
        w["state"]["hand"],
        json!([]),
        "a spectator holds no cards: {w}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_quick_table_starts_without_waiting() {
    let srv = TestServer::start(cfg(Duration::from_secs(600))).await;
    let mut members = Vec::new();
    for n in ["A1", "A2", "A3", "A4"] {
        members.push(quick_seat(&srv, n).await.0);
    }
    assert!(members.iter().all(|m| m["code"] == members[0]["code"]));
    let mut socks = Vec::new();
    for m in &members {
        socks.push(srv.connect(m).await.0);
    }
    let started = socks[0]
        .recv_type("game_started", Duration::from_secs(10))
        .await
        .unwrap();
    let seats = started["seats"].as_array().unwrap();
    assert_eq!(seats.len(), 4);
    assert!(seats.iter().all(|s| s["kind"] == "player"), "{started}");
    // A fifth lands at a new table.
    let (fifth, opened) = quick_seat(&srv, "A5").await;
    assert!(opened);
    assert_ne!(fifth["code"], members[0]["code"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobby_lists_public_rooms_and_never_private_ones() {
    let srv = TestServer::start(cfg(Duration::from_secs(600))).await;
    let private = srv.create_room(json!({"nickname": "Priv"})).await;
    let public = srv
        .create_room(json!({"nickname": "Pub", "public": true, "rules": "killer"}))
        .await;
    let playing = srv
        .create_room(json!({"nickname": "Play", "public": true}))
        .await;
    let (_p1, w) = srv.connect(&private).await;
    assert_eq!(w["room"]["public"], false);
    let (_p2, w) = srv.connect(&public).await;
    assert_eq!(w["room"]["public"], true);
    let (mut p3, _) = srv.connect(&playing).await;
    let r = request(&mut p3, json!({"type": "add_bot", "level": "easy"}), 1).await;
    assert_eq!(r["type"], "ok", "{r}");
    let r = request(&mut p3, json!({"type": "start"}), 2).await;
    assert_eq!(r["type"], "ok", "{r}");
    let (pc, pubc, playc) = (
        private["code"].as_str().unwrap().to_string(),
        public["code"].as_str().unwrap().to_string(),
        playing["code"].as_str().unwrap().to_string(),
    );
    let l = lobby_until(&srv, "both public rooms listed", |l| {
        codes(&l["waiting"]).contains(&pubc) && codes(&l["playing"]).contains(&playc)
    })
    .await;
    for list in [&l["waiting"], &l["playing"]] {
        assert!(!codes(list).contains(&pc), "a private room listed: {l}");
    }
    let t = l["waiting"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["code"] == pubc.as_str())
        .unwrap();
    assert_eq!(t["preset"], "killer");
    assert_eq!(t["rules"], "killer");
    assert_eq!(t["quick"], false);
    assert_eq!(t["seats"], 10);
    assert_eq!(t["taken"], 1);
    assert_eq!(t["host"], "Pub");
    assert!(t["created_ms"].as_i64().unwrap() > 0);
    let t = l["playing"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["code"] == playc.as_str())
        .unwrap();
    assert_eq!(t["taken"], 2);
    assert_eq!(t["state"], "playing");

    // The host of the private room makes it public, then private again.
    let (mut p1, _) = srv.connect(&private).await;
    let r = request(&mut p1, json!({"type": "configure", "public": true}), 3).await;
    assert_eq!(r["type"], "ok", "{r}");
    lobby_until(&srv, "the room made public", |l| {
        codes(&l["waiting"]).contains(&pc)
    })
    .await;
    let r = request(&mut p1, json!({"type": "configure", "public": false}), 4).await;
    assert_eq!(r["type"], "ok", "{r}");
    lobby_until(&srv, "the room private again", |l| {
        !codes(&l["waiting"]).contains(&pc)
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_quick_table_keeps_its_rules_and_only_the_host_configures() {
    let srv = TestServer::start(cfg(Duration::from_secs(600))).await;
    let (ada, _) = quick_seat(&srv, "Ada").await;
    let (bo, _) = quick_seat(&srv, "Bo").await;
    let (mut aws, _) = srv.connect(&ada).await;
    let r = request(
        &mut aws,
        json!({"type": "configure", "rules": {"preset": "killer"}}),
        1,
    )
    .await;
    assert_eq!(r["code"], "invalid_settings", "{r}");
    let (mut bws, _) = srv.connect(&bo).await;
    let r = request(&mut bws, json!({"type": "configure", "public": false}), 2).await;
    assert_eq!(r["code"], "not_host", "{r}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_idle_public_table_leaves_the_lobby() {
    let srv = TestServer::start(Config {
        public_idle: Duration::from_millis(300),
        ..cfg(Duration::from_secs(600))
    })
    .await;
    let host = srv
        .create_room(json!({"nickname": "Ida", "public": true}))
        .await;
    let code = host["code"].as_str().unwrap().to_string();
    let (ws, _) = srv.connect(&host).await;
    lobby_until(&srv, "listed while the host is there", |l| {
        codes(&l["waiting"]).contains(&code)
    })
    .await;
    ws.close().await;
    lobby_until(&srv, "gone once nobody is there", |l| {
        !codes(&l["waiting"]).contains(&code)
    })
    .await;
    // It turned private: coming back does not list it again.
    let (_ws, w) = srv.connect(&host).await;
    assert_eq!(w["room"]["public"], false);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn public_rooms_and_quick_matches_are_rate_limited() {
    let srv = TestServer::start(Config {
        public_rate: 3,
        ..cfg(Duration::from_secs(600))
    })
    .await;
    // One address: three public requests a minute, then `rate_limited`.
    quick(&srv, json!({"nickname": "R1"})).await;
    srv.create_room(json!({"nickname": "R2", "public": true}))
        .await;
    quick(&srv, json!({"nickname": "R3", "rules": "killer"})).await;
    let (st, v) = srv.post("/api/quick", json!({"nickname": "R4"})).await;
    assert_eq!(st, 429, "{v}");
    assert_eq!(v["error"]["code"], "rate_limited");
    let (st, v) = srv
        .post("/api/rooms", json!({"nickname": "R5", "public": true}))
        .await;
    assert_eq!(st, 429, "{v}");
    // Private rooms are not counted.
    srv.create_room(json!({"nickname": "R6"})).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_quick_requests_get_clear_errors() {
    let srv = TestServer::start(cfg(Duration::from_secs(600))).await;
    for (body, status, code) in [
        (
            json!({"nickname": "A", "rules": "nope"}),
            400,
            "invalid_rules",
        ),
        (
            json!({"nickname": "A", "rules": {"preset": "classic"}}),
            400,
            "bad_message",
        ),
        (
            json!({"nickname": "A", "bots": "genius"}),
            400,
            "bad_message",
        ),
        (
            json!({"nickname": "", "rules": "classic"}),
            400,
            "invalid_nickname",
        ),
        (
            json!({"nickname": "A", "player_token": "00"}),
            401,
            "bad_token",
        ),
        (json!({"nickname": "A", "extra": 1}), 400, "bad_message"),
    ] {
        let (st, v) = srv.post("/api/quick", body.clone()).await;
        assert_eq!(
            (st, v["error"]["code"].as_str()),
            (status, Some(code)),
            "{body}: {v}"
        );
    }
    let (st, v) = srv.get("/api/quick").await;
    assert_eq!(st, 405, "{v}");
}

/// Issue 32 §4.3: a quick match plays its preset for one hand (R12.2
/// `hands:1`), so that a game with strangers ends in minutes and is rated;
/// a room made by hand keeps the preset's target.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_quick_match_plays_one_hand() {
    let srv = TestServer::start(cfg(Duration::from_secs(600))).await;
    let (ada, opened) = quick_seat(&srv, "Ada").await;
    assert!(opened);
    let code = ada["code"].as_str().unwrap();
    let (st, info) = srv.get(&format!("/api/rooms/{code}")).await;
    assert_eq!(st, 200, "{info}");
    assert_eq!(info["rules"]["scoring"]["game_end"], "hands:1", "{info}");
    assert_eq!(info["rules"]["preset"], "classic", "{info}");
}

/// Quick match 2v2 (issue 30 §3, R15): `"teams": "pairs"` seats players at
/// a 2v2 table of the preset, never at the each-for-themselves table of
/// the same preset (nor the other way round); the table's rules have teams
/// and its lobby row says so; four players start it at once, in teams.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_v_two_quick_matches_keep_to_their_own_tables() {
    let srv = TestServer::start(cfg(Duration::from_secs(600))).await;
    let solo = quick(&srv, json!({"nickname": "S1"})).await;
    assert_eq!(solo["opened"], true, "{solo}");
    let first = quick(&srv, json!({"nickname": "T1", "teams": "pairs"})).await;
    assert_eq!(
        first["opened"], true,
        "a 2v2 player opens a table of their own: {first}"
    );
    assert_ne!(first["code"], solo["code"]);
    let code = first["code"].as_str().unwrap().to_string();
    let mut members = vec![first["membership"].clone()];
    for n in ["T2", "T3", "T4"] {
        let q = quick(&srv, json!({"nickname": n, "teams": "pairs"})).await;
        assert_eq!(q["code"], code.as_str(), "{q}");
        let (st, m) = srv
            .post(q["join_path"].as_str().unwrap(), json!({"nickname": n}))
            .await;
        assert_eq!(st, 200, "{m}");
        members.push(m);
    }
    // A plain quick match joins the plain table, not the 2v2 one.
    let plain = quick(&srv, json!({"nickname": "S2"})).await;
    assert_eq!(plain["code"], solo["code"], "{plain}");
    // An unknown teams value is refused.
    let (st, body) = srv
        .post("/api/quick", json!({"nickname": "X", "teams": "trios"}))
        .await;
    assert_eq!(st, 400, "{body}");
    let mut socks = Vec::new();
    for m in &members {
        let (ws, w) = srv.connect(m).await;
        assert_eq!(w["room"]["rules"]["options"]["teams"], "pairs", "{w}");
        socks.push(ws);
    }
    let started = socks[0]
        .recv_type("game_started", Duration::from_secs(10))
        .await
        .unwrap();
    assert_eq!(started["seats"].as_array().unwrap().len(), 4, "{started}");
    let update = socks[0]
        .recv_type("update", Duration::from_secs(10))
        .await
        .unwrap();
    assert_eq!(
        update["state"]["teams"],
        json!([0, 1, 0, 1]),
        "R15.1: partners opposite: {update}"
    );
}
