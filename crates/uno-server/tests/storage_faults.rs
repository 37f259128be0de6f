//! A SQLite database that cannot store anything (issue 22 §2): a read-only
//! file (`PRAGMA query_only`: SQLITE_READONLY) or a full disk (`PRAGMA
//! max_page_count`: SQLITE_FULL), through the test hook
//! [`uno_server::Db::set_sqlite_fault`]. An action is refused with
//! `storage_unavailable` (docs/protocol.md), changes nothing (the game
//! stays at its last acknowledged move: R4.4's "the game is unchanged"
//! holds for a refused write too), the server keeps running, and play goes
//! on by itself once the database takes writes again (bots and the next
//! round included). What was acknowledged is in the database after a
//! restart. SQLite only: on PostgreSQL these tests say so and pass.

mod common;

use std::time::Duration;

use common::{on_postgres, request, TestServer};
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;
use serde_json::{json, Value};
use uno_client::client::{self, WsClient};
use uno_server::store::SqliteFault;
use uno_server::Config;

/// Fast settings, and room for the tests' many `sync`s (20 a second is the
/// default limit).
fn cfg() -> Config {
    Config {
        msg_rate: 1000,
        ..Config::fast()
    }
}

fn skip(test: &str) -> bool {
    if on_postgres() {
        eprintln!("{test}: a SQLite fault; skipped on PostgreSQL");
        return true;
    }
    false
}

/// A table of the host (seat 0) and an easy bot, playing.
async fn table(srv: &TestServer) -> (Value, WsClient) {
    srv.start_against_easy(json!({"nickname": "Ann", "turn_timer_s": 0}))
        .await
}

/// The room as the host sees it now (a `sync`'s `welcome`).
async fn sync(ws: &mut WsClient, id: u64) -> Value {
    let w = request(ws, json!({"type": "sync"}), id).await;
    assert_eq!(w["type"], "welcome", "{w}");
    w
}

fn seq(w: &Value) -> u64 {
    w["room"]["game"]["seq"].as_u64().unwrap_or(0)
}

fn my_turn(w: &Value) -> bool {
    let s = &w["state"];
    s["seat"].as_u64().is_some() && s["seat"] == s["to_act"]
}

/// Waits (at most `within`) until the host may act in a running game;
/// returns that view, or `None` (the game is over, or the bot did not
/// move: its write was refused).
async fn wait_turn(ws: &mut WsClient, id: &mut u64, within: Duration) -> Option<Value> {
    let until = tokio::time::Instant::now() + within;
    loop {
        *id += 1;
        let w = sync(ws, *id).await;
        if w["room"]["status"] != "playing" {
            return None;
        }
        if my_turn(&w) && w["legal"].as_array().is_some_and(|l| !l.is_empty()) {
            return Some(w);
        }
        if tokio::time::Instant::now() >= until {
            return None;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Sends one of the view's legal actions; returns the answer: the `update`
/// acknowledging it or the `error` refusing it.
async fn act(ws: &mut WsClient, w: &Value, id: u64, rng: &mut Pcg64Mcg) -> (Value, Value) {
    let action =
        client::random_action(w["legal"].as_array().unwrap(), false, rng).expect("a legal action");
    act_with(ws, &action, id).await
}

async fn act_with(ws: &mut WsClient, action: &Value, id: u64) -> (Value, Value) {
    ws.send(&json!({"type": "act", "id": id, "action": action}))
        .await
        .unwrap();
    loop {
        let v = ws
            .recv_timeout(Duration::from_secs(20))
            .await
            .unwrap()
            .expect("the connection stays open");
        let acked = v["type"] == "update" && v["ack"] == json!(id);
        let refused = v["type"] == "error" && v["id"] == json!(id);
        if acked || refused {
            return (action.clone(), v);
        }
    }
}

/// After a restart on the same file, the game is at least where the last
/// acknowledged move left it.
async fn check_after_restart(mut srv: TestServer, host: &Value, game: &Value, acked: u64) {
    srv.stop().await;
    let srv2 = TestServer::start_on(srv.db_spec.clone(), Config::fast()).await;
    let (_ws, w) = srv2.connect(host).await;
    if w["room"]["game"]["game_id"] == *game {
        assert!(seq(&w) >= acked, "acknowledged seq {acked}, stored {w}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_read_only_database_refuses_the_action_changes_nothing_and_recovers() {
    if skip("read-only") {
        return;
    }
    let srv = TestServer::start(cfg()).await;
    let (host, mut ws) = table(&srv).await;
    let mut rng = Pcg64Mcg::seed_from_u64(7);
    let mut id = 10;
    let before = wait_turn(&mut ws, &mut id, Duration::from_secs(20))
        .await
        .expect("the host's turn");

    srv.hub.db().set_sqlite_fault(SqliteFault::ReadOnly);
    id += 1;
    let (action, r) = act(&mut ws, &before, id, &mut rng).await;
    assert_eq!(r["type"], "error", "{r}");
    assert_eq!(r["code"], "storage_unavailable", "{r}");
    assert!(
        r["message"].as_str().unwrap().contains("nothing changed"),
        "{r}"
    );
    // Nothing changed: the same view, the same sequence number.
    id += 1;
    let after = sync(&mut ws, id).await;
    assert_eq!(
        after["state"], before["state"],
        "the refused action left no trace"
    );
    assert_eq!(seq(&after), seq(&before));
    assert_eq!(after["legal"], before["legal"]);
    // New rooms and guests are refused too, with the same code (HTTP 503).
    let (st, v) = srv.post("/api/rooms", json!({"nickname": "Bob"})).await;
    assert_eq!(
        (st, v["error"]["code"].as_str()),
        (503, Some("storage_unavailable")),
        "{v}"
    );
    // The server keeps serving reads.
    assert_eq!(srv.get("/api/stats").await.0, 200);

    // Writable again: the same action is taken.
    srv.hub.db().set_sqlite_fault(SqliteFault::None);
    id += 1;
    let (_, r) = act_with(&mut ws, &action, id).await;
    assert_eq!(r["type"], "update", "{r}");
    let acked = r["seq"].as_u64().unwrap();
    assert_eq!(acked, seq(&before) + 1, "{r}");
    let (st, v) = srv.post("/api/rooms", json!({"nickname": "Bob"})).await;
    assert_eq!(st, 201, "{v}");
    let game = before["room"]["game"]["game_id"].clone();
    check_after_restart(srv, &host, &game, acked).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_database_refuses_writes_keeps_the_last_committed_move_and_play_resumes() {
    if skip("full") {
        return;
    }
    let srv = TestServer::start(cfg()).await;
    let (host, mut ws) = table(&srv).await;
    let mut rng = Pcg64Mcg::seed_from_u64(11);
    let mut id = 10;
    wait_turn(&mut ws, &mut id, Duration::from_secs(20))
        .await
        .expect("the host's turn");
    // The database may not grow: SQLITE_FULL once its free space is used.
    srv.hub.db().set_sqlite_fault(SqliteFault::Full);
    let mut refused = None;
    let mut acked = 0;
    let mut game = Value::Null;
    for _ in 0..3000 {
        let Some(w) = wait_turn(&mut ws, &mut id, Duration::from_secs(3)).await else {
            id += 1;
            let w = sync(&mut ws, id).await;
            if w["room"]["status"] == "finished" {
                id += 1;
                let r = request(&mut ws, json!({"type": "rematch"}), id).await;
                if r["type"] == "error" {
                    // The game's end or the new game could not be stored.
                    assert_eq!(r["code"], "storage_unavailable", "{r}");
                    refused = Some(w);
                    break;
                }
                continue;
            }
            // The bot's move was refused: it waits for the database.
            assert!(!my_turn(&w), "{w}");
            refused = Some(w);
            break;
        };
        id += 1;
        let (_, r) = act(&mut ws, &w, id, &mut rng).await;
        if r["type"] == "error" {
            assert_eq!(r["code"], "storage_unavailable", "{r}");
            id += 1;
            let after = sync(&mut ws, id).await;
            assert_eq!(
                after["state"], w["state"],
                "the refused action left no trace"
            );
            assert_eq!(seq(&after), seq(&w));
            refused = Some(after);
            break;
        }
        acked = r["seq"].as_u64().unwrap();
        game = w["room"]["game"]["game_id"].clone();
    }
    let refused = refused.expect("SQLITE_FULL within 3,000 actions");
    // While full, nothing moves (the bot's retries are refused too).
    tokio::time::sleep(Duration::from_millis(2500)).await;
    id += 1;
    let still = sync(&mut ws, id).await;
    assert_eq!(seq(&still), seq(&refused), "{still}");
    assert_eq!(still["state"], refused["state"]);
    assert_eq!(srv.get("/api/stats").await.0, 200, "the server is up");

    // Space returns: play goes on by itself (the bot's move is retried
    // within a second or so) and the host's moves are taken.
    srv.hub.db().set_sqlite_fault(SqliteFault::None);
    let mut moved = 0;
    while moved < 10 {
        match wait_turn(&mut ws, &mut id, Duration::from_secs(10)).await {
            Some(w) => {
                id += 1;
                let (_, r) = act(&mut ws, &w, id, &mut rng).await;
                assert_eq!(r["type"], "update", "{r}");
                acked = r["seq"].as_u64().unwrap();
                game = w["room"]["game"]["game_id"].clone();
                moved += 1;
            }
            None => {
                id += 1;
                let w = sync(&mut ws, id).await;
                assert_eq!(w["room"]["status"], "finished", "play resumed: {w}");
                id += 1;
                let r = request(&mut ws, json!({"type": "rematch"}), id).await;
                assert_eq!(r["type"], "ok", "{r}");
            }
        }
    }
    check_after_restart(srv, &host, &game, acked).await;
}

/// Quick match and bot accounts on a database that cannot store anything
/// (issue 29 point 3): a read-only file and a full disk are answered
/// `storage_unavailable` (503: retry later, nothing changed), not
/// `internal`, and both work again once the database takes writes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn quick_match_and_bot_accounts_say_storage_unavailable_on_a_full_or_read_only_disk() {
    if skip("quick match and bot accounts") {
        return;
    }
    let srv = TestServer::start(Config {
        max_rooms_per_client: 100_000,
        public_rate: 100_000,
        max_rooms: 100_000,
        ..cfg()
    })
    .await;
    let unavailable = |what: &str, (st, v): (u16, Value)| {
        assert_eq!(
            (st, v["error"]["code"].as_str()),
            (503, Some("storage_unavailable")),
            "{what}: {v}"
        );
    };
    // A waiting quick-match table: the next quick match claims a seat on
    // it (a write), the one after a full table opens a new one.
    let (st, v) = srv.post("/api/quick", json!({"nickname": "Ann"})).await;
    assert_eq!(st, 200, "{v}");

    srv.hub.db().set_sqlite_fault(SqliteFault::ReadOnly);
    unavailable(
        "quick match, read-only",
        srv.post("/api/quick", json!({"nickname": "Bob"})).await,
    );
    unavailable(
        "bot account, read-only",
        srv.post("/api/bots", json!({"nickname": "Robo"})).await,
    );
    srv.hub.db().set_sqlite_fault(SqliteFault::None);
    let (st, v) = srv.post("/api/bots", json!({"nickname": "Robo"})).await;
    assert_eq!(st, 201, "{v}");

    // Full: the database may not grow, so writes fail once its free
    // space is used up (each new account and table takes some).
    srv.hub.db().set_sqlite_fault(SqliteFault::Full);
    let mut refused = None;
    for i in 0..5000 {
        let r = srv
            .post("/api/bots", json!({"nickname": format!("Robo{i}")}))
            .await;
        if r.0 != 201 {
            refused = Some(r);
            break;
        }
    }
    unavailable(
        "bot account, full",
        refused.expect("full within 5,000 accounts"),
    );
    let mut refused = None;
    for i in 0..2000 {
        let r = srv
            .post("/api/quick", json!({"nickname": format!("P{i}")}))
            .await;
        if r.0 != 200 {
            refused = Some(r);
            break;
        }
    }
    unavailable(
        "quick match, full",
        refused.expect("full within 2,000 quick matches"),
    );
    srv.hub.db().set_sqlite_fault(SqliteFault::None);
    let (st, v) = srv.post("/api/quick", json!({"nickname": "Cy"})).await;
    assert_eq!(st, 200, "{v}");
    let (st, v) = srv.post("/api/bots", json!({"nickname": "Robot"})).await;
    assert_eq!(st, 201, "{v}");
}
