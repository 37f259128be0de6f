//! A finished game's analysis in the background (issue 31 §1,
//! docs/protocol.md "Analysis"): a player who sat at the game asks for
//! their seat's analysis, a worker runs the coach and stores the result
//! (the shape of `uno analyse --json --seat N`), and only that player is
//! served it; the per-player and queue limits are refused with their
//! codes; a job whose worker died is claimed again once its lease lapses
//! (a restart, or on PostgreSQL another instance). Runs on SQLite and,
//! with `UNO_TEST_BACKEND=postgres`, on PostgreSQL.

mod common;

use std::time::{Duration, Instant};

use common::*;
use serde_json::{json, Value};
use uno_client::client;
use uno_server::ids::GameId;
use uno_server::store::now_ms;
use uno_server::Config;

fn cfg(workers: usize, steps: u64) -> Config {
    Config {
        analysis_workers: workers,
        analysis_steps: steps,
        analysis_poll: Duration::from_millis(100),
        analysis_lease: Duration::from_secs(2),
        ..Config::fast()
    }
}

/// `METHOD path` with `Authorization: Bearer token` (none: no header).
async fn call(srv: &TestServer, method: &str, path: &str, token: Option<&str>) -> (u16, Value) {
    let auth = token.map(|t| format!("Bearer {t}"));
    let headers: Vec<(&str, &str)> = auth
        .as_deref()
        .map(|a| vec![("Authorization", a)])
        .unwrap_or_default();
    let (st, text) = client::http_text_with(srv.addr, method, path, None, &headers)
        .await
        .unwrap();
    (st, serde_json::from_str(&text).unwrap_or(Value::Null))
}

/// A room of `host` (a new guest, or `token`'s) with `others` more
/// humans and `bots` medium bots; plays one round to its end with the
/// humans playing random legal moves. Returns the game id, each
/// human's membership (the host's first) and whether the host had a
/// turn.
async fn finished_game(
    srv: &TestServer,
    token: Option<&str>,
    others: usize,
    bots: usize,
    hand_size: u32,
    seed: u64,
) -> (i64, Vec<Value>, bool) {
    let mut body = json!({
        "nickname": "Ada",
        "rules": {"preset": "classic", "options": {"hand_size": hand_size},
                  "scoring": {"method": "none"}},
        "turn_timer_s": 0
    });
    if let Some(t) = token {
        body["player_token"] = json!(t);
    }
    let host = srv.create_room(body).await;
    let code = host["code"].as_str().unwrap().to_string();
    let mut members = vec![host.clone()];
    for i in 0..others {
        members.push(srv.join(&code, &format!("Bob{i}")).await);
    }
    let mut clients = Vec::new();
    for m in &members {
        clients.push(srv.connect(m).await.0);
    }
    for i in 0..bots {
        let r = request(
            &mut clients[0],
            json!({"type": "add_bot", "level": "medium"}),
            10 + i as u64,
        )
        .await;
        assert_eq!(r["type"], "ok", "{r}");
    }
    let r = request(&mut clients[0], json!({"type": "start"}), 3).await;
    assert_eq!(r["type"], "ok", "{r}");
    let mut tasks = Vec::new();
    for (i, mut ws) in clients.into_iter().enumerate() {
        ws.send(&json!({"type": "sync"})).await.unwrap();
        tasks.push(tokio::spawn(play_until_over(ws, seed + i as u64)));
    }
    let mut game_id = 0;
    let mut host_acted = false;
    for (i, t) in tasks.into_iter().enumerate() {
        let (_, frames, over) = t.await.unwrap();
        game_id = over["game_id"].as_i64().unwrap();
        if i == 0 {
            host_acted = frames.iter().any(|f| had_the_turn(f));
        }
    }
    (game_id, members, host_acted)
}

/// Whether a frame shows its receiver's seat to act: a decision the
/// coach rates (a play, a draw, a pass, a challenge or an accept).
fn had_the_turn(frame: &str) -> bool {
    let v: Value = serde_json::from_str(frame).unwrap();
    let s = &v["state"];
    s["seat"].is_u64() && s["to_act"] == s["seat"]
}

/// [`finished_game`] again until the host had a turn: with a secret
/// deal, a round can end before the host ever acts (in a 2-seat round
/// the bot's Skips, Reverses and Draw Twos keep the turn, R7.2 and R7.4, and its
/// last card goes out, R11), and such a seat has no decisions to rate.
async fn finished_game_with_a_turn(
    srv: &TestServer,
    others: usize,
    bots: usize,
    hand_size: u32,
    seed: u64,
) -> (i64, Vec<Value>) {
    for attempt in 0..20 {
        let (game, members, acted) =
            finished_game(srv, None, others, bots, hand_size, seed + 100 * attempt).await;
        if acted {
            return (game, members);
        }
        eprintln!("game {game}: the host had no turn; another round");
    }
    panic!("the host had no turn in 20 rounds")
}

fn token(m: &Value) -> String {
    m["player_token"].as_str().unwrap().to_string()
}

/// Polls `GET …/analysis` until the job is done (or failed); returns
/// the last answer and the progress values seen on the way.
async fn wait_done(srv: &TestServer, game: i64, tok: &str, limit: Duration) -> (Value, Vec<i64>) {
    let t0 = Instant::now();
    let mut seen = Vec::new();
    loop {
        let (st, v) = call(
            srv,
            "GET",
            &format!("/api/games/{game}/analysis"),
            Some(tok),
        )
        .await;
        assert_eq!(st, 200, "{v}");
        seen.push(v["done"].as_i64().unwrap());
        if v["status"] == "done" || v["status"] == "failed" {
            return (v, seen);
        }
        assert!(t0.elapsed() < limit, "not done after {limit:?}: {v}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Checks a done job's document: the seat's decisions only, in the
/// shape `uno analyse --json` prints.
fn check_document(v: &Value, seat: u64) -> usize {
    assert_eq!(v["status"], "done", "{v}");
    assert_eq!(v["seat"], seat);
    assert_eq!(v["done"], v["total"], "{v}");
    let a = &v["analysis"];
    assert_eq!(a["seats"], json!([seat]), "{a}");
    assert!(a["coach"]["steps"].as_u64().unwrap() > 0);
    let ds = a["decisions"].as_array().unwrap();
    assert!(!ds.is_empty(), "a round has decisions: {a}");
    assert_eq!(ds.len() as i64, v["total"].as_i64().unwrap());
    for d in ds {
        assert_eq!(d["seat"], seat, "only the asker's seat: {d}");
        let (w, b) = (d["win"].as_f64().unwrap(), d["best_win"].as_f64().unwrap());
        assert!((0.0..=1.0).contains(&w) && (0.0..=1.0).contains(&b), "{d}");
        assert!(b >= w, "best_win >= win: {d}");
        assert!(d["action"].is_object() && d["best"].is_object(), "{d}");
        assert!(d["best_text"].is_string() && d["index"].is_u64(), "{d}");
        assert!(
            d["mark"].is_null() || d["mark"] == "mistake" || d["mark"] == "blunder",
            "{d}"
        );
    }
    let summary = a["summary"].as_array().unwrap();
    assert_eq!(summary.len(), 1);
    assert_eq!(summary[0]["seat"], seat);
    ds.len()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_gets_their_own_seats_analysis_and_nobody_else_does() {
    // The server's own budget (`--analysis-steps` default) on a 4-seat
    // classic round: two people and two medium bots.
    let steps = Config::default().analysis_steps;
    let srv = TestServer::start(cfg(1, steps)).await;
    let (game, ms) = finished_game_with_a_turn(&srv, 1, 2, 7, 40).await;
    let (ada, bob) = (token(&ms[0]), token(&ms[1]));
    let path = format!("/api/games/{game}/analysis");

    // Before anyone asked: nothing to serve.
    let (st, v) = call(&srv, "GET", &path, Some(&ada)).await;
    assert_eq!(
        (st, v["error"]["code"].as_str()),
        (404, Some("no_analysis")),
        "{v}"
    );
    // No token, a wrong token, a guest who did not sit there, no game.
    let (st, v) = call(&srv, "POST", &path, None).await;
    assert_eq!(
        (st, v["error"]["code"].as_str()),
        (401, Some("not_authenticated")),
        "{v}"
    );
    let bad = "0".repeat(64);
    let (st, v) = call(&srv, "POST", &path, Some(&bad)).await;
    assert_eq!(
        (st, v["error"]["code"].as_str()),
        (401, Some("bad_token")),
        "{v}"
    );
    let (_, eve) = srv.post("/api/guests", json!({"nickname": "Eve"})).await;
    let eve = eve["player_token"].as_str().unwrap().to_string();
    let (st, v) = call(&srv, "POST", &path, Some(&eve)).await;
    assert_eq!(
        (st, v["error"]["code"].as_str()),
        (403, Some("not_seated")),
        "{v}"
    );
    let (st, v) = call(&srv, "GET", &path, Some(&eve)).await;
    assert_eq!(
        (st, v["error"]["code"].as_str()),
        (403, Some("not_seated")),
        "{v}"
    );
    let (st, v) = call(&srv, "POST", "/api/games/999999/analysis", Some(&ada)).await;
    assert_eq!(
        (st, v["error"]["code"].as_str()),
        (404, Some("no_such_game")),
        "{v}"
    );

    // Ada asks; asking again gives the same job.
    let t0 = Instant::now();
    let (st, v) = call(&srv, "POST", &path, Some(&ada)).await;
    assert!(st == 202 || st == 200, "{st} {v}");
    assert_eq!(v["seat"], 0);
    let (st, again) = call(&srv, "POST", &path, Some(&ada)).await;
    assert!(st == 202 || st == 200, "{st} {again}");
    assert_eq!(again["seat"], 0);
    let (done, seen) = wait_done(&srv, game, &ada, Duration::from_secs(300)).await;
    let took = t0.elapsed();
    let n = check_document(&done, 0);
    assert!(
        seen.windows(2).all(|w| w[0] <= w[1]),
        "progress only grows: {seen:?}"
    );
    eprintln!(
        "analysis of seat 0 of a 4-seat classic round ({n} decisions, {steps} steps each): {:.2} s, {:.0} ms a decision",
        took.as_secs_f64(),
        1000.0 * took.as_secs_f64() / n as f64
    );
    // Bob sat there too, but is served only his own seat's, which he
    // has not asked for.
    let (st, v) = call(&srv, "GET", &path, Some(&bob)).await;
    assert_eq!(
        (st, v["error"]["code"].as_str()),
        (404, Some("no_analysis")),
        "{v}"
    );
    assert!(v.get("analysis").is_none());
    // The replay shows every hand to the players who sat there, and
    // none to anyone else.
    let (_, rep) = call(
        &srv,
        "GET",
        &format!("/api/games/{game}/replay?step=1"),
        Some(&bob),
    )
    .await;
    let hands = rep["state"]["hands"].as_array().expect("every hand");
    assert_eq!(hands.len(), 4);
    assert!(hands.iter().all(|h| h.is_array()), "{rep}");
    let (_, rep) = call(
        &srv,
        "GET",
        &format!("/api/games/{game}/replay?step=1"),
        Some(&eve),
    )
    .await;
    assert!(rep["state"].get("hands").is_none(), "{rep}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn limits_per_player_and_queue_are_refused() {
    // No worker here: the jobs stay queued.
    let srv = TestServer::start(Config {
        analysis_queue: 4,
        ..cfg(0, 2_000)
    })
    .await;
    let (g1, ms, _) = finished_game(&srv, None, 1, 0, 2, 1).await;
    let ada = token(&ms[0]);
    let bob = token(&ms[1]);
    let (g2, _, _) = finished_game(&srv, Some(&ada), 0, 1, 2, 3).await;
    let (g3, _, _) = finished_game(&srv, Some(&ada), 0, 1, 2, 5).await;
    for g in [g1, g2] {
        let (st, v) = call(
            &srv,
            "POST",
            &format!("/api/games/{g}/analysis"),
            Some(&ada),
        )
        .await;
        assert_eq!(st, 202, "{v}");
        assert_eq!(v["status"], "queued");
    }
    // A third of Ada's own: refused, and nothing is queued.
    let (st, v) = call(
        &srv,
        "POST",
        &format!("/api/games/{g3}/analysis"),
        Some(&ada),
    )
    .await;
    assert_eq!(
        (st, v["error"]["code"].as_str()),
        (429, Some("analysis_limit")),
        "{v}"
    );
    let (st, _) = call(
        &srv,
        "GET",
        &format!("/api/games/{g3}/analysis"),
        Some(&ada),
    )
    .await;
    assert_eq!(st, 404);
    // Asking again for one already queued is no new job.
    let (st, v) = call(
        &srv,
        "POST",
        &format!("/api/games/{g1}/analysis"),
        Some(&ada),
    )
    .await;
    assert_eq!(st, 202, "{v}");
    // Bob's and Cy's fill the queue (4); a fifth request is refused as
    // busy, though Cy has only one of his own waiting.
    let (st, v) = call(
        &srv,
        "POST",
        &format!("/api/games/{g1}/analysis"),
        Some(&bob),
    )
    .await;
    assert_eq!(st, 202, "{v}");
    let (_, other) = srv.post("/api/guests", json!({"nickname": "Cy"})).await;
    let cy = token(&other);
    let (g4, _, _) = finished_game(&srv, Some(&cy), 0, 1, 2, 7).await;
    let (st, v) = call(
        &srv,
        "POST",
        &format!("/api/games/{g4}/analysis"),
        Some(&cy),
    )
    .await;
    assert_eq!(st, 202, "{v}");
    let (g5, _, _) = finished_game(&srv, Some(&cy), 0, 1, 2, 9).await;
    let (st, v) = call(
        &srv,
        "POST",
        &format!("/api/games/{g5}/analysis"),
        Some(&cy),
    )
    .await;
    assert_eq!(
        (st, v["error"]["code"].as_str()),
        (503, Some("analysis_busy")),
        "{v}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_job_whose_worker_died_is_claimed_again() {
    let mut a = TestServer::start(cfg(0, 2_000)).await;
    let (game, ms) = finished_game_with_a_turn(&a, 0, 1, 3, 11).await;
    let ada = token(&ms[0]);
    let path = format!("/api/games/{game}/analysis");
    let (st, v) = call(&a, "POST", &path, Some(&ada)).await;
    assert_eq!(st, 202, "{v}");
    // A worker claims it and dies (its lease lapses in 300 ms).
    let id = a
        .hub
        .db()
        .analysis_claim("a worker that died", now_ms() + 300)
        .await
        .unwrap();
    assert!(id.is_some());
    let (_, v) = call(&a, "GET", &path, Some(&ada)).await;
    assert_eq!(v["status"], "running", "{v}");
    a.stop().await;
    // Another instance (on SQLite: the server restarted) with a worker.
    let b = TestServer::start_on(a.db_spec.clone(), cfg(1, 2_000)).await;
    let (done, _) = wait_done(&b, game, &ada, Duration::from_secs(120)).await;
    check_document(&done, 0);
    let job = b
        .hub
        .db()
        .analysis_job(GameId::from_db(game), 0)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(job.attempts, 2, "claimed by the dead worker, then again");
}
