//! Shared test helpers: a server on port 0 with a real SQLite file (or,
//! with `UNO_TEST_BACKEND=postgres`, a fresh database on the PostgreSQL
//! server `UNO_TEST_PG_URL` names: `scripts/test` runs the suite both
//! ways), and clients that play random legal moves.
#![allow(dead_code)]

use std::net::SocketAddr;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Duration;

use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use serde_json::{json, Value};
use tokio::sync::oneshot;
use uno_client::client::{self, WsClient};
use uno_server::{Config, Db, Hub};

pub const T: Duration = Duration::from_secs(20);

/// The PostgreSQL server for tests (`UNO_TEST_PG_URL`), if any.
/// A room code for a test (a well-formed one: six of the code alphabet).
pub fn code(s: &str) -> uno_server::ids::RoomCode {
    uno_server::ids::RoomCode::parse(s).expect("a well-formed room code")
}

pub fn pg_url() -> Option<String> {
    std::env::var("UNO_TEST_PG_URL")
        .ok()
        .filter(|s| !s.is_empty())
}

/// Whether this run's servers use PostgreSQL (`UNO_TEST_BACKEND=postgres`).
pub fn on_postgres() -> bool {
    std::env::var("UNO_TEST_BACKEND").is_ok_and(|b| b == "postgres")
}

/// A fresh PostgreSQL database for one test server.
pub async fn fresh_pg_database() -> String {
    static N: AtomicU32 = AtomicU32::new(0);
    let url = pg_url().expect("UNO_TEST_BACKEND=postgres needs UNO_TEST_PG_URL");
    let name = format!(
        "uno_t_{}_{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    );
    uno_server::store::pg::fresh_database(&url, &name)
        .await
        .unwrap()
}

/// How long a test server's room leases last on PostgreSQL.
pub const TEST_LEASE: Duration = Duration::from_millis(1000);

pub struct TestServer {
    pub addr: SocketAddr,
    pub hub: Hub,
    /// The database: a SQLite file's path or a PostgreSQL URL.
    pub db_spec: String,
    pub dir: Option<tempfile::TempDir>,
    stop: Option<oneshot::Sender<()>>,
    task: Option<tokio::task::JoinHandle<()>>,
}

impl TestServer {
    pub async fn start(cfg: Config) -> TestServer {
        let dir = tempfile::tempdir().unwrap();
        let spec = if on_postgres() {
            fresh_pg_database().await
        } else {
            dir.path().join("uno.db").to_string_lossy().into_owned()
        };
        let mut s = TestServer::start_on(spec, cfg).await;
        s.dir = Some(dir);
        s
    }

    /// A server on the database `db_spec` (a SQLite path or a PostgreSQL URL).
    pub async fn start_on(db_spec: String, cfg: Config) -> TestServer {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let instance = uno_server::store::Instance::new(TEST_LEASE);
        instance.set_addr(format!("http://{addr}"));
        let db = Db::connect(&db_spec, instance).await.unwrap();
        let hub = Hub::new(db, cfg);
        let (stop, rx) = oneshot::channel::<()>();
        let h = hub.clone();
        let task = tokio::spawn(async move {
            uno_server::serve_hub(listener, h, async {
                let _ = rx.await;
            })
            .await
            .unwrap();
        });
        TestServer {
            addr,
            hub,
            db_spec,
            dir: None,
            stop: Some(stop),
            task: Some(task),
        }
    }

    /// Stops accepting connections (rooms in memory are left alone).
    pub async fn stop(&mut self) {
        if let Some(s) = self.stop.take() {
            let _ = s.send(());
        }
        if let Some(t) = self.task.take() {
            let _ = tokio::time::timeout(Duration::from_secs(5), t).await;
        }
    }

    pub async fn post(&self, path: &str, body: Value) -> (u16, Value) {
        client::post(self.addr, path, &body).await.unwrap()
    }

    pub async fn get(&self, path: &str) -> (u16, Value) {
        client::get(self.addr, path).await.unwrap()
    }

    /// `GET path`, retried while another instance still holds the room
    /// (`wrong_instance`: its lease has not run out yet), for at most 10 s.
    pub async fn get_taking_over(&self, path: &str) -> (u16, Value) {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
        loop {
            let (st, v) = self.get(path).await;
            if st != 421 || tokio::time::Instant::now() > deadline {
                return (st, v);
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// Creates a room; returns the membership (code, token, …).
    pub async fn create_room(&self, body: Value) -> Value {
        let (st, v) = self.post("/api/rooms", body).await;
        assert_eq!(st, 201, "{v}");
        v
    }

    pub async fn join(&self, code: &str, nickname: &str) -> Value {
        let (st, v) = self
            .post(
                &format!("/api/rooms/{code}/join"),
                json!({"nickname": nickname}),
            )
            .await;
        assert_eq!(st, 200, "{v}");
        v
    }

    pub async fn spectate(&self, code: &str, nickname: &str) -> Value {
        let (st, v) = self
            .post(
                &format!("/api/rooms/{code}/join"),
                json!({"nickname": nickname, "spectator": true}),
            )
            .await;
        assert_eq!(st, 200, "{v}");
        v
    }

    /// Creates a room from `body`, connects its host and starts a game
    /// of the host (seat 0) against an `easy` bot (requests 1 and 2 on
    /// the host's socket): the room's creation answer and the socket.
    pub async fn start_against_easy(&self, body: Value) -> (Value, WsClient) {
        let host = self.create_room(body).await;
        let (mut ws, _) = self.connect(&host).await;
        let r = request(&mut ws, json!({"type": "add_bot", "level": "easy"}), 1).await;
        assert_eq!(r["type"], "ok", "{r}");
        let r = request(&mut ws, json!({"type": "start"}), 2).await;
        assert_eq!(r["type"], "ok", "{r}");
        (host, ws)
    }

    /// A WebSocket authenticated with a membership; returns the welcome too.
    pub async fn connect(&self, m: &Value) -> (WsClient, Value) {
        let mut ws = WsClient::connect(self.addr).await.unwrap();
        let w = ws
            .hello(m["code"].as_str().unwrap(), m["token"].as_str().unwrap())
            .await
            .unwrap();
        assert_eq!(w["type"], "welcome", "{w}");
        (ws, w)
    }
}

/// Sends a message and waits for its reply (`ok` or `error` with the id).
pub async fn request(ws: &mut WsClient, msg: Value, id: u64) -> Value {
    request_all(ws, msg, id).await.0
}

/// Like [`request`], also returning the messages that came before the reply.
pub async fn request_all(ws: &mut WsClient, mut msg: Value, id: u64) -> (Value, Vec<Value>) {
    msg["id"] = json!(id);
    ws.send(&msg).await.unwrap();
    let mut before = Vec::new();
    loop {
        let v = ws.recv_timeout(T).await.unwrap().expect("open");
        let answer = v["id"] == json!(id)
            && (v["type"] == "ok"
                || v["type"] == "error"
                || v["type"] == "welcome"
                || v["type"] == "pong"
                || v["type"] == "hint");
        // An `act` taken is answered by the update that carries its id.
        if answer || (v["type"] == "update" && v["ack"] == json!(id)) {
            return (v, before);
        }
        before.push(v);
    }
}

/// Picks a random legal action for a seat (never `next_round`: the server
/// deals the next round itself), or `None`.
pub fn pick(legal: &Value, my_turn: bool, rng: &mut Pcg64Mcg) -> Option<Value> {
    let legal = legal.as_array()?;
    let uno: Vec<&Value> = legal.iter().filter(|a| a["do"] == "uno").collect();
    if let Some(a) = uno.first() {
        if rng.random_bool(0.8) {
            return Some((*a).clone());
        }
    }
    let catches: Vec<&Value> = legal.iter().filter(|a| a["do"] == "catch").collect();
    if let Some(a) = catches.first() {
        if rng.random_bool(0.3) {
            return Some((*a).clone());
        }
    }
    if !my_turn && rng.random_bool(0.7) {
        return None;
    }
    client::random_action(legal, !my_turn, rng)
}

/// Plays random legal moves until the game ends; returns every frame
/// received (as text) and the `game_over` message.
pub async fn play_until_over(mut ws: WsClient, seed: u64) -> (WsClient, Vec<String>, Value) {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut frames = Vec::new();
    let mut next_id = 1000u64;
    let mut seat: Option<u64>;
    loop {
        let Ok(text) = tokio::time::timeout(Duration::from_secs(60), ws.recv_raw()).await else {
            panic!(
                "no message for 60 s; the last ones: {:?}",
                &frames[frames.len().saturating_sub(2)..]
            );
        };
        let text = text.expect("the connection stays open");
        let v: Value = serde_json::from_str(&text).unwrap();
        frames.push(text);
        match v["type"].as_str().unwrap_or("") {
            "game_over" => return (ws, frames, v),
            // A refused action (a race lost, or too many messages): look
            // at the table again before acting.
            "error" => {
                if v["code"] == "rate_limited" {
                    tokio::time::sleep(Duration::from_millis(500)).await;
                }
                ws.send(&json!({"type": "sync"})).await.unwrap();
            }
            "update" | "welcome" if v.get("state").is_some() => {
                let state = &v["state"];
                seat = state["seat"].as_u64();
                let my_turn = seat.is_some() && state["to_act"].as_u64() == seat;
                if let Some(action) = pick(&v["legal"], my_turn, &mut rng) {
                    next_id += 1;
                    ws.send(&json!({"type": "act", "id": next_id, "action": action}))
                        .await
                        .unwrap();
                }
            }
            _ => {}
        }
    }
}

/// Syncs until the seat of `ws` is to act: returns that `welcome`, or
/// `None` once the game is over first. Also returns every message
/// received on the way, in order (the `welcome`s included). With a
/// secret deal a round can end before a given seat ever acts (R7.2,
/// R7.4: with two players a Skip, Reverse or Draw Two keeps the turn), so
/// a test that needs that seat in a running game checks it here. Once it
/// is the seat's decision, nothing moves until the seat acts (no turn
/// timer in these tests).
pub async fn until_my_turn(ws: &mut WsClient, id: &mut u64) -> (Option<Value>, Vec<Value>) {
    let deadline = tokio::time::Instant::now() + T;
    let mut seen = Vec::new();
    loop {
        *id += 1;
        let (w, before) = request_all(ws, json!({"type": "sync"}), *id).await;
        assert_eq!(w["type"], "welcome", "{w}");
        seen.extend(before);
        seen.push(w.clone());
        let s = &w["state"];
        if w["room"]["status"] != "playing" || s["game_over"] == true {
            return (None, seen);
        }
        if s["seat"].is_u64() && s["to_act"] == s["seat"] {
            return (Some(w), seen);
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the seat never came to act: {w}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}
