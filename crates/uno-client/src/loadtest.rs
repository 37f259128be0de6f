//! `uno loadtest`: opens N rooms of WebSocket clients (and optionally
//! bots) against a server on this machine, lets them play for a while,
//! and reports rooms, sockets, actions per second, the latency from an
//! action's send to its acknowledged update (p50/p99/max and a histogram)
//! and the server's memory (resident set size from `/proc`).
//!
//! Tables play as real ones do: games to the end, then a rematch, with
//! every kind of action a person sends (issue 29 point 5): plays, draws,
//! passes, challenges of a Wild Draw Four (half the time one may), colour
//! and player choices, UNO calls (a client that is exposed forgets to call
//! one time in four), catches of an exposed player (each other client
//! tries, half the time) and the host's rematch. Each is sent with an `id`
//! and timed to its answer (the acknowledging `update`, the `ok` of a
//! rematch, or the `error` refusing it); the report gives the latency per
//! kind. The overall figure leaves catches out: a catch is held for the
//! UNO grace window (docs/protocol.md "Fairness"), so it measures the
//! window, not the server.
//!
//! A client
//! whose socket drops (an instance killed behind the balancer, a server
//! restarted) reconnects with its seat token as the web page does; the
//! report gives the time to resume, and every move a client saw
//! acknowledged is checked afterwards (in the welcome after a reconnect,
//! with a last `sync` at the end, and in the stored record of every
//! finished game): a lost acknowledged move is counted and makes the run
//! fail.
//!
//! Loopback only, bounded in rooms (5,000), clients and time (10
//! minutes), and it stops by itself. By default it starts its own
//! `uno serve` on a free port with a temporary database and limits fit
//! for the test, and stops it at the end; `--server ADDR --pid PID` load
//! a server started by hand instead (start it with a high
//! `--max-rooms-per-client`).

use std::net::{SocketAddr, ToSocketAddrs};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use serde_json::{json, Value};
use tokio::sync::{watch, Semaphore};
use tokio::time::Instant;

use crate::client::{self, WsClient};
use uno_core::rules::lookup;
use uno_server::hub::rss_of;

/// `uno loadtest`: rooms of WebSocket clients against a server on this machine.
#[derive(Clone, Debug, clap::Args)]
pub struct LoadtestArgs {
    /// A running server or load balancer (HOST:PORT on loopback); by
    /// default one server is started on a free port with a temporary
    /// database. Sockets connect to /ws?room=CODE, so a balancer routes
    /// each room to one instance
    #[arg(long, visible_alias = "target")]
    pub server: Option<String>,
    /// The database of the server started by the load test (without
    /// --server): a postgres:// URL; default a temporary SQLite file
    #[arg(long)]
    pub db: Option<String>,
    /// The running server's process id, to read its memory (with --server;
    /// otherwise its /api/stats is used)
    #[arg(long)]
    pub pid: Option<u32>,
    /// Rooms to open (at most 5000)
    #[arg(long, default_value_t = 100)]
    pub rooms: usize,
    /// WebSocket players per room
    #[arg(long, default_value_t = 4)]
    pub clients_per_room: usize,
    /// Server-side bots per room (easy)
    #[arg(long, default_value_t = 0)]
    pub bots_per_room: usize,
    /// Seconds of play to measure (at most 600)
    #[arg(long, default_value_t = 30)]
    pub duration_s: u64,
    /// A client's mean thinking time before it acts, in ms
    #[arg(long, default_value_t = 1000)]
    pub think_ms: u64,
    /// Seconds to wait, all games dealt and nobody playing, before the
    /// idle memory is read
    #[arg(long, default_value_t = 5)]
    pub idle_s: u64,
    /// Rooms set up at once
    #[arg(long, default_value_t = 16)]
    pub parallel: usize,
    /// The rules of every room: a preset name (`uno rules`; any case, - or
    /// _), sent as `POST /api/rooms` names it; `mario-kart` games are one
    /// round long
    #[arg(long, default_value = "classic")]
    pub rules: String,
}

const MAX_ROOMS: usize = 5000;
const MAX_DURATION_S: u64 = 600;

struct Spawned {
    child: Child,
    dir: std::path::PathBuf,
}

impl Drop for Spawned {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn spawn_server(args: &LoadtestArgs) -> Result<(Spawned, SocketAddr), String> {
    use std::io::BufRead;
    let exe = std::env::current_exe().map_err(|e| format!("cannot find the uno binary: {e}"))?;
    let dir = std::env::temp_dir().join(format!("uno-loadtest-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let rooms = (args.rooms * 2 + 100).to_string();
    let mut child = Command::new(exe)
        .args([
            "serve",
            "--bind",
            "127.0.0.1:0",
            "--max-rooms-per-client",
            &rooms,
            "--max-rooms",
            &rooms,
            "--msg-rate",
            "50",
            "--bot-delay-ms",
            "300",
            "--round-pause-ms",
            "1000",
            "--log",
            "warn",
            "--db",
        ])
        .arg(match &args.db {
            Some(url) => std::ffi::OsString::from(url),
            None => dir.join("loadtest.db").into_os_string(),
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .map_err(|e| format!("cannot start uno serve: {e}"))?;
    let mut line = String::new();
    let stdout = child.stdout.take().ok_or("no stdout")?;
    std::io::BufReader::new(stdout)
        .read_line(&mut line)
        .map_err(|e| format!("uno serve: {e}"))?;
    let addr = line
        .split("http://")
        .nth(1)
        .and_then(|s| s.split_whitespace().next())
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| format!("uno serve did not say where it listens: {line:?}"))?;
    Ok((Spawned { child, dir }, addr))
}

fn loopback(server: &str) -> Result<SocketAddr, String> {
    let addr = server
        .to_socket_addrs()
        .map_err(|e| format!("{server}: {e}"))?
        .next()
        .ok_or_else(|| format!("{server}: no address"))?;
    if !addr.ip().is_loopback() {
        return Err(format!(
            "{addr} is not a loopback address: the load test only targets this machine"
        ));
    }
    Ok(addr)
}

/// Latencies and counts from all clients.
#[derive(Default)]
struct Tally {
    sent: AtomicU64,
    acked: AtomicU64,
    errors: AtomicU64,
    lat_us: std::sync::Mutex<Vec<u32>>,
    /// The same per kind of action (its verb; `rematch`), catches included.
    lat_by_kind: std::sync::Mutex<std::collections::BTreeMap<String, Vec<u32>>>,
    /// Sockets lost and connected again (with the time it took, in µs).
    resumed_us: std::sync::Mutex<Vec<u64>>,
    /// Sockets lost and not connected again before the end.
    not_resumed: AtomicU64,
    /// Acknowledged moves the server no longer had.
    lost: AtomicU64,
    /// The `bye` messages received, by code.
    byes: std::sync::Mutex<std::collections::BTreeMap<String, u64>>,
    /// The highest acknowledged `seq` of every game a client played.
    acked_games: std::sync::Mutex<std::collections::HashMap<i64, u64>>,
    /// The `error` messages received, by code (races are `not_your_turn`
    /// and the like; a failed database write is `internal`).
    refused: std::sync::Mutex<std::collections::BTreeMap<String, u64>>,
    /// When play began, and per second of play since then the actions
    /// acknowledged and refused: the figures before, during and after a
    /// fault injected mid-run (`scripts/soak`).
    start: std::sync::OnceLock<Instant>,
    timeline: std::sync::Mutex<Vec<[u64; 2]>>,
}

impl Tally {
    /// Counts one acknowledged (`k` 0) or refused (`k` 1) action in the
    /// current second of play.
    fn tick(&self, k: usize) {
        let Some(start) = self.start.get() else {
            return;
        };
        let sec = start.elapsed().as_secs() as usize;
        let mut t = self.timeline.lock().unwrap_or_else(|e| e.into_inner());
        if t.len() <= sec {
            t.resize(sec + 1, [0, 0]);
        }
        t[sec][k] += 1;
    }

    /// One answered request of kind `kind`, `us` after it was sent; the
    /// overall figure leaves catches out (held for the grace window).
    fn answered(&self, kind: &str, us: u32) {
        if kind != "catch" {
            self.lat_us
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push(us);
        }
        self.lat_by_kind
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .entry(kind.to_string())
            .or_default()
            .push(us);
    }

    fn lost_move(&self, what: String) {
        eprintln!("uno loadtest: an acknowledged move was lost: {what}");
        self.lost.fetch_add(1, Ordering::Relaxed);
    }
}

struct Player {
    ws: WsClient,
    host: bool,
    code: String,
    token: String,
    /// The game the seat plays now (from `welcome` and `game_started`).
    game: Option<i64>,
    /// The highest `seq` acknowledged to this client in that game.
    acked_seq: u64,
}

impl Player {
    /// Records the game a `welcome` shows and checks that it still holds
    /// every move acknowledged to this client.
    fn check_welcome(&mut self, w: &Value, tally: &Tally) {
        let game = &w["room"]["game"];
        let (Some(id), Some(seq)) = (game["game_id"].as_i64(), game["seq"].as_u64()) else {
            return;
        };
        if self.game == Some(id) && seq < self.acked_seq {
            tally.lost_move(format!(
                "room {} game {id}: seq {seq} after {} acknowledged",
                self.code, self.acked_seq
            ));
        }
        if self.game != Some(id) {
            self.game = Some(id);
            self.acked_seq = 0;
        }
    }

    /// Connects again with the seat token, until a `welcome` or `until`.
    async fn reconnect(&mut self, addr: SocketAddr, until: Instant) -> Option<Value> {
        let mut wait = Duration::from_millis(50);
        while Instant::now() < until {
            if let Ok(mut ws) = WsClient::connect_room(addr, &self.code).await {
                if let Ok(w) = ws.hello(&self.code, &self.token).await {
                    if w["type"] == "welcome" {
                        self.ws = ws;
                        return Some(w);
                    }
                }
            }
            tokio::time::sleep(wait).await;
            wait = (wait * 2).min(Duration::from_secs(1));
        }
        None
    }
}

/// Upper bounds (ms) of the latency histogram's buckets; the last is open.
const BUCKETS_MS: [u32; 10] = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];

/// The samples in each bucket of [`BUCKETS_MS`], then those above.
fn histogram_counts(sorted_us: &[u32]) -> Vec<Value> {
    let mut out = Vec::new();
    let mut from = 0;
    for b in BUCKETS_MS {
        let to = sorted_us.partition_point(|&us| us <= b * 1000);
        out.push(json!(to - from));
        from = to;
    }
    out.push(json!(sorted_us.len() - from));
    out
}

/// The latency histogram as one line: `<=1 ms: 812, <=2 ms: 40, ...`.
fn histogram(sorted_us: &[u32]) -> String {
    let labels = BUCKETS_MS
        .iter()
        .map(|b| format!("<={b} ms"))
        .chain([">1000 ms".to_string()]);
    labels
        .zip(histogram_counts(sorted_us))
        .map(|(l, n)| format!("{l}: {n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A room's members, created over HTTP.
async fn create_room(
    addr: SocketAddr,
    i: usize,
    args: &LoadtestArgs,
) -> Result<(String, Vec<String>), String> {
    let e = |e: client::ClientError| e.to_string();
    let (st, host) = client::post(
        addr,
        "/api/rooms",
        &json!({"nickname": format!("lt{i}-0"), "turn_timer_s": 60, "rules": args.rules}),
    )
    .await
    .map_err(e)?;
    if st != 201 {
        return Err(format!("creating a room: {host}"));
    }
    let code = host["code"].as_str().unwrap_or_default().to_string();
    let mut tokens = vec![host["token"].as_str().unwrap_or_default().to_string()];
    for k in 1..args.clients_per_room {
        let (st, m) = client::post(
            addr,
            &format!("/api/rooms/{code}/join"),
            &json!({"nickname": format!("lt{i}-{k}")}),
        )
        .await
        .map_err(e)?;
        if st != 200 {
            return Err(format!("joining: {m}"));
        }
        tokens.push(m["token"].as_str().unwrap_or_default().to_string());
    }
    Ok((code, tokens))
}

/// Connects a room's players and seats its bots.
async fn connect_room(
    addr: SocketAddr,
    code: String,
    tokens: Vec<String>,
    bots: usize,
) -> Result<Vec<Player>, String> {
    let e = |e: client::ClientError| e.to_string();
    let mut players = Vec::new();
    for (k, token) in tokens.into_iter().enumerate() {
        let mut ws = WsClient::connect_room(addr, &code).await.map_err(e)?;
        let w = ws.hello(&code, &token).await.map_err(e)?;
        if w["type"] != "welcome" {
            return Err(format!("hello: {w}"));
        }
        players.push(Player {
            ws,
            host: k == 0,
            code: code.clone(),
            token,
            game: None,
            acked_seq: 0,
        });
    }
    for _ in 0..bots {
        players[0]
            .ws
            .send(&json!({"type": "add_bot", "level": "easy"}))
            .await
            .map_err(e)?;
    }
    Ok(players)
}

/// One client: plays its seat when it is its turn, after thinking;
/// reconnects with its token when its socket drops.
async fn play(
    mut p: Player,
    addr: SocketAddr,
    seed: u64,
    think: Duration,
    tally: Arc<Tally>,
    mut stop: watch::Receiver<bool>,
) {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut next_id = 1u64;
    // The turn's action in flight (one at a time).
    let mut outstanding: Option<(u64, Instant)> = None;
    // Every request in flight, by id: its kind and when it was sent.
    let mut pending: std::collections::HashMap<u64, (String, Instant)> = Default::default();
    // The out-of-turn calls already sent in this state (an UNO call, a
    // catch of a seat), so each is sent once per chance.
    let mut called: Option<(u64, Vec<String>)> = None;
    let mut act_at: Option<(Instant, Value)> = None;
    let far = Instant::now() + Duration::from_secs(86_400);
    // The state as the last message showed it.
    p.ws.send(&json!({"type": "sync"})).await.ok();
    loop {
        let wake = act_at.as_ref().map(|a| a.0).unwrap_or(far);
        let msg = tokio::select! {
            _ = stop.changed() => break,
            _ = tokio::time::sleep_until(wake), if act_at.is_some() => {
                let (_, action) = act_at.take().expect("checked");
                next_id += 1;
                outstanding = Some((next_id, Instant::now()));
                let kind = action["do"].as_str().unwrap_or("?").to_string();
                pending.insert(next_id, (kind, Instant::now()));
                tally.sent.fetch_add(1, Ordering::Relaxed);
                // A failed send shows as the connection's end below.
                let _ = p.ws.send(&json!({"type": "act", "id": next_id, "action": action})).await;
                continue;
            }
            msg = p.ws.recv() => msg,
        };
        if let Some(v) = msg.as_ref().filter(|v| v["type"] == "bye") {
            let code = v["code"].as_str().unwrap_or("?").to_string();
            *tally
                .byes
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .entry(code)
                .or_insert(0) += 1;
        }
        let v = match msg {
            Some(v) if v["type"] != "bye" => v,
            // The connection ended: connect again, as the page does.
            _ => {
                let lost_at = Instant::now();
                let until = lost_at + Duration::from_secs(60);
                let w = tokio::select! {
                    _ = stop.changed() => None,
                    w = p.reconnect(addr, until) => w,
                };
                let Some(w) = w else {
                    tally.not_resumed.fetch_add(1, Ordering::Relaxed);
                    p.note_game(&tally);
                    return;
                };
                tally
                    .resumed_us
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .push(lost_at.elapsed().as_micros() as u64);
                outstanding = None;
                act_at = None;
                pending.clear();
                w
            }
        };
        // The answer to a request in flight: timed by its kind.
        let answered = match v["type"].as_str() {
            Some("update") => v["ack"].as_u64(),
            Some("ok") | Some("error") => v["id"].as_u64(),
            _ => None,
        };
        if let Some((kind, at)) = answered.and_then(|id| pending.remove(&id)) {
            if v["type"] != "error" {
                let us = at.elapsed().as_micros().min(u32::MAX as u128) as u32;
                tally.answered(&kind, us);
            }
        }
        match v["type"].as_str() {
            Some("game_started") => {
                // Requests never answered (a catch whose game ended) are
                // forgotten, not kept for ever.
                pending.retain(|_, (_, at)| at.elapsed() < Duration::from_secs(30));
                p.note_game(&tally);
                p.game = v["game_id"].as_i64();
                p.acked_seq = 0;
            }
            Some("update") | Some("welcome") => {
                if v["type"] == "welcome" {
                    p.check_welcome(&v, &tally);
                }
                if let (Some((id, _)), Some(ack)) = (outstanding, v["ack"].as_u64()) {
                    if ack == id {
                        tally.acked.fetch_add(1, Ordering::Relaxed);
                        tally.tick(0);
                        outstanding = None;
                        p.acked_seq = p.acked_seq.max(v["seq"].as_u64().unwrap_or(0));
                    }
                }
                let state = &v["state"];
                let me = state["seat"].as_u64();
                if me.is_some()
                    && state["to_act"].as_u64() == me
                    && outstanding.is_none()
                    && act_at.is_none()
                {
                    let legal = v["legal"].as_array();
                    // A Wild Draw Four may be challenged (R7): half the time.
                    let challenge = legal
                        .and_then(|l| l.iter().find(|a| a["do"] == "challenge"))
                        .filter(|_| rng.random_bool(0.5))
                        .cloned();
                    if let Some(a) = challenge
                        .or_else(|| legal.and_then(|l| client::random_action(l, false, &mut rng)))
                    {
                        let ms = think.as_millis() as u64;
                        let wait = if ms == 0 {
                            0
                        } else {
                            rng.random_range(ms / 2..=ms * 3 / 2)
                        };
                        act_at = Some((Instant::now() + Duration::from_millis(wait), a));
                    }
                } else if let Some(legal) = v["legal"].as_array() {
                    // Out of turn: call UNO when exposed (R10.2; forgotten
                    // one time in four, which gives the others a catch),
                    // catch an exposed seat half the time. Once per chance.
                    let seq = v["seq"].as_u64().unwrap_or(0);
                    if called.as_ref().is_none_or(|c| c.0 != seq) {
                        called = Some((seq, Vec::new()));
                    }
                    for a in legal {
                        let (kind, p_send) = match a["do"].as_str() {
                            Some("uno") => ("uno", 0.75),
                            Some("catch") => ("catch", 0.5),
                            _ => continue,
                        };
                        let key = a.to_string();
                        let done = called.as_mut().expect("set above");
                        if done.1.contains(&key) {
                            continue;
                        }
                        done.1.push(key);
                        if !rng.random_bool(p_send) {
                            continue;
                        }
                        next_id += 1;
                        pending.insert(next_id, (kind.to_string(), Instant::now()));
                        let _ =
                            p.ws.send(&json!({"type": "act", "id": next_id, "action": a}))
                                .await;
                    }
                }
            }
            Some("error") => {
                tally.errors.fetch_add(1, Ordering::Relaxed);
                tally.tick(1);
                *tally
                    .refused
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .entry(v["code"].as_str().unwrap_or("?").to_string())
                    .or_insert(0) += 1;
                if v["id"].as_u64().is_some() && outstanding.map(|o| o.0) == v["id"].as_u64() {
                    outstanding = None;
                }
                let _ = p.ws.send(&json!({"type": "sync"})).await;
            }
            Some("rematch_offer") if p.host => {
                next_id += 1;
                pending.insert(next_id, ("rematch".to_string(), Instant::now()));
                let _ = p.ws.send(&json!({"type": "rematch", "id": next_id})).await;
            }
            _ => {}
        }
    }
    // A last look: the server still holds every move acknowledged to us.
    if p.ws.send(&json!({"type": "sync"})).await.is_ok() {
        if let Ok(w) = p.ws.recv_type("welcome", Duration::from_secs(5)).await {
            p.check_welcome(&w, &tally);
        }
    }
    p.note_game(&tally);
    p.ws.close().await;
}

impl Player {
    /// Keeps this client's highest acknowledged `seq` of its game for the
    /// check of the stored records at the end.
    fn note_game(&self, tally: &Tally) {
        if let (Some(id), true) = (self.game, self.acked_seq > 0) {
            let mut games = tally.acked_games.lock().unwrap_or_else(|e| e.into_inner());
            let seq = games.entry(id).or_insert(0);
            *seq = (*seq).max(self.acked_seq);
        }
    }
}

/// Checks the stored record of every finished game against the moves
/// clients saw acknowledged in it; returns the games checked.
async fn check_finished(addr: SocketAddr, tally: &Tally) -> usize {
    let games: Vec<(i64, u64)> = tally
        .acked_games
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .iter()
        .map(|(&g, &s)| (g, s))
        .collect();
    let mut checked = 0;
    for (id, seq) in games {
        // A game still in progress answers 404 here; its moves were
        // checked by the clients' last `sync`.
        if let Ok((200, g)) = client::get(addr, &format!("/api/games/{id}")).await {
            checked += 1;
            let stored = g["actions"].as_u64().unwrap_or(0);
            if stored < seq {
                tally.lost_move(format!(
                    "game {id}: {stored} actions stored, {seq} acknowledged"
                ));
            }
        }
    }
    checked
}

fn percentile(sorted: &[u32], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let k = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[k] as f64 / 1000.0
}

fn mib(b: u64) -> f64 {
    b as f64 / (1024.0 * 1024.0)
}

async fn server_stats(addr: SocketAddr) -> Value {
    client::get(addr, "/api/stats")
        .await
        .map(|r| r.1)
        .unwrap_or(Value::Null)
}

/// The server's memory at one moment: resident set size, and live heap
/// bytes when the server counts them (the `uno` binary does).
#[derive(Clone, Copy, Default)]
struct Mem {
    rss: u64,
    heap: Option<u64>,
}

async fn mem(addr: SocketAddr, pid: Option<u32>) -> Mem {
    let stats = server_stats(addr).await;
    let rss = pid
        .and_then(rss_of)
        .or_else(|| stats["rss_bytes"].as_u64())
        .unwrap_or(0);
    Mem {
        rss,
        heap: stats["heap_bytes"].as_u64(),
    }
}

/// KiB per `n` between two readings.
fn kib(a: u64, b: u64, n: usize) -> f64 {
    a.saturating_sub(b) as f64 / 1024.0 / n as f64
}

/// Runs the load test and prints its report.
pub fn run(args: &LoadtestArgs) -> Result<(), String> {
    if args.rooms == 0 || args.rooms > MAX_ROOMS {
        return Err(format!("--rooms must be 1 to {MAX_ROOMS}"));
    }
    if args.clients_per_room == 0
        || args.clients_per_room + args.bots_per_room > 10
        || args.clients_per_room + args.bots_per_room < 2
    {
        return Err("a room has 2 to 10 seats: --clients-per-room plus --bots-per-room".into());
    }
    if args.duration_s == 0 || args.duration_s > MAX_DURATION_S {
        return Err(format!("--duration-s must be 1 to {MAX_DURATION_S}"));
    }
    // R1, R13: the preset as typed (`Hello_Kitty`), checked before a server
    // starts and sent as the protocol names it (`hello-kitty`).
    let preset = lookup::preset(&args.rules).map_err(|e| format!("--rules: {e}"))?;
    let args = &LoadtestArgs {
        rules: preset.to_string(),
        ..args.clone()
    };
    let (spawned, addr) = match &args.server {
        Some(s) => (None, loopback(s)?),
        None => {
            let (s, a) = spawn_server(args)?;
            (Some(s), a)
        }
    };
    let pid = match &spawned {
        Some(s) => Some(s.child.id()),
        None => args.pid,
    };
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let r = rt.block_on(load(args, addr, pid));
    drop(spawned);
    r
}

async fn load(args: &LoadtestArgs, addr: SocketAddr, pid: Option<u32>) -> Result<(), String> {
    let sockets = args.rooms * args.clients_per_room;
    println!(
        "uno loadtest: {} rooms x ({} clients + {} bots), {} sockets, against http://{addr}{}",
        args.rooms,
        args.clients_per_room,
        args.bots_per_room,
        sockets,
        pid.map(|p| format!(" (pid {p})")).unwrap_or_default()
    );
    tokio::time::sleep(Duration::from_millis(500)).await;
    let base = mem(addr, pid).await;

    // Create every room and its members (HTTP), then connect (WebSocket).
    let t0 = Instant::now();
    let sem = Arc::new(Semaphore::new(args.parallel.max(1)));
    let mut tasks = Vec::new();
    for i in 0..args.rooms {
        let sem = sem.clone();
        let a = args.clone();
        tasks.push(tokio::spawn(async move {
            let _permit = sem.acquire().await.expect("open");
            create_room(addr, i, &a).await
        }));
    }
    let mut created = Vec::new();
    for t in tasks {
        created.push(t.await.map_err(|e| e.to_string())??);
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let rooms_only = mem(addr, pid).await;
    let mut tasks = Vec::new();
    for (code, tokens) in created {
        let sem = sem.clone();
        let bots = args.bots_per_room;
        tasks.push(tokio::spawn(async move {
            let _permit = sem.acquire().await.expect("open");
            connect_room(addr, code, tokens, bots).await
        }));
    }
    let mut rooms = Vec::new();
    for t in tasks {
        rooms.push(t.await.map_err(|e| e.to_string())??);
    }
    let setup = t0.elapsed();
    tokio::time::sleep(Duration::from_millis(500)).await;
    let lobby = mem(addr, pid).await;

    // Deal every game; nobody plays yet.
    for players in rooms.iter_mut() {
        players[0]
            .ws
            .send(&json!({"type": "start"}))
            .await
            .map_err(|e| e.to_string())?;
    }
    tokio::time::sleep(Duration::from_secs(args.idle_s)).await;
    let idle = mem(addr, pid).await;
    let stats0 = server_stats(addr).await;
    println!(
        "setup: {} rooms created and {} sockets connected in {:.1} s",
        args.rooms,
        sockets,
        setup.as_secs_f64()
    );
    let per_room_idle = idle.rss.saturating_sub(base.rss) as f64 / args.rooms as f64;
    println!(
        "memory (server RSS): {:.1} MiB at start; {:.1} MiB with the rooms created ({:.1} KiB per room); \
{:.1} MiB with every socket connected ({:.1} KiB per socket); {:.1} MiB with every game dealt and idle ({:.1} KiB per game): \
{:.1} KiB per idle room with its {} sockets",
        mib(base.rss),
        mib(rooms_only.rss),
        kib(rooms_only.rss, base.rss, args.rooms),
        mib(lobby.rss),
        kib(lobby.rss, rooms_only.rss, sockets),
        mib(idle.rss),
        kib(idle.rss, lobby.rss, args.rooms),
        per_room_idle / 1024.0,
        args.clients_per_room
    );
    if let (Some(b), Some(r), Some(l), Some(i)) =
        (base.heap, rooms_only.heap, lobby.heap, idle.heap)
    {
        println!(
            "memory (server live heap): {:.1} MiB at start; {:.1} KiB per room created; {:.1} KiB per socket; \
{:.1} KiB per game dealt: {:.1} KiB per idle room without its sockets, {:.1} KiB with its {} sockets",
            mib(b),
            kib(r, b, args.rooms),
            kib(l, r, sockets),
            kib(i, l, args.rooms),
            kib(r, b, args.rooms) + kib(i, l, args.rooms),
            kib(i, b, args.rooms),
            args.clients_per_room
        );
    }

    // Play.
    let tally = Arc::new(Tally::default());
    let (stop_tx, stop_rx) = watch::channel(false);
    let think = Duration::from_millis(args.think_ms);
    let mut tasks = Vec::new();
    let mut seed = 1u64;
    let _ = tally.start.set(Instant::now());
    let start_unix_ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or(0);
    // A fault injected by hand (or by scripts/soak) is timed against this.
    println!("play: started at {start_unix_ms} ms since the Unix epoch");
    for players in rooms {
        for p in players {
            seed += 1;
            tasks.push(tokio::spawn(play(
                p,
                addr,
                seed,
                think,
                tally.clone(),
                stop_rx.clone(),
            )));
        }
    }
    let t1 = Instant::now();
    tokio::time::sleep(Duration::from_secs(args.duration_s)).await;
    let elapsed = t1.elapsed().as_secs_f64();
    let stats1 = server_stats(addr).await;
    let busy = mem(addr, pid).await;
    let _ = stop_tx.send(true);
    for t in tasks {
        let _ = tokio::time::timeout(Duration::from_secs(10), t).await;
    }
    let finished_checked = check_finished(addr, &tally).await;
    let actions = stats1["actions"]
        .as_u64()
        .unwrap_or(0)
        .saturating_sub(stats0["actions"].as_u64().unwrap_or(0));
    let games = stats1["games_finished"]
        .as_u64()
        .unwrap_or(0)
        .saturating_sub(stats0["games_finished"].as_u64().unwrap_or(0));
    // Everyone gone: what a room with its game in progress costs with
    // nobody connected (it stays loaded until --idle-unload-s).
    tokio::time::sleep(Duration::from_secs(2)).await;
    let left = mem(addr, pid).await;
    let mut lat = std::mem::take(&mut *tally.lat_us.lock().unwrap_or_else(|e| e.into_inner()));
    lat.sort_unstable();
    let acked = tally.acked.load(Ordering::Relaxed);
    println!(
        "load: {:.1} s: {} actions applied by the server ({:.0}/s), {} games finished; clients sent {} actions, {} acknowledged ({:.0}/s), {} refused (races)",
        elapsed,
        actions,
        actions as f64 / elapsed,
        games,
        tally.sent.load(Ordering::Relaxed),
        acked,
        acked as f64 / elapsed,
        tally.errors.load(Ordering::Relaxed),
    );
    if args.server.is_some() {
        println!(
            "(behind a load balancer, the server's counts and memory are one instance's, the one /api/stats reached; \
the clients' acknowledged actions count them all)"
        );
    }
    println!(
        "latency, action sent -> its update received: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms ({} samples)",
        percentile(&lat, 0.50),
        percentile(&lat, 0.99),
        percentile(&lat, 1.0),
        lat.len()
    );
    println!("latency histogram: {}", histogram(&lat));
    let mut by_kind =
        std::mem::take(&mut *tally.lat_by_kind.lock().unwrap_or_else(|e| e.into_inner()));
    let mut kinds = serde_json::Map::new();
    for (kind, l) in by_kind.iter_mut() {
        l.sort_unstable();
        println!(
            "latency of {kind}: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms ({} samples{})",
            percentile(l, 0.50),
            percentile(l, 0.99),
            percentile(l, 1.0),
            l.len(),
            if kind == "catch" {
                "; held for the UNO grace window"
            } else {
                ""
            }
        );
        kinds.insert(
            kind.clone(),
            json!({"p50": percentile(l, 0.5), "p99": percentile(l, 0.99), "max": percentile(l, 1.0), "samples": l.len()}),
        );
    }
    let mut resumed =
        std::mem::take(&mut *tally.resumed_us.lock().unwrap_or_else(|e| e.into_inner()));
    resumed.sort_unstable();
    let resume_ms = |p: f64| {
        if resumed.is_empty() {
            0.0
        } else {
            resumed[((resumed.len() - 1) as f64 * p).round() as usize] as f64 / 1000.0
        }
    };
    let not_resumed = tally.not_resumed.load(Ordering::Relaxed);
    let lost = tally.lost.load(Ordering::Relaxed);
    println!(
        "connections lost and resumed: {} (time to resume p50 {:.0} ms, p99 {:.0} ms, max {:.0} ms), not resumed: {}",
        resumed.len(),
        resume_ms(0.5),
        resume_ms(0.99),
        resume_ms(1.0),
        not_resumed
    );
    let byes = std::mem::take(&mut *tally.byes.lock().unwrap_or_else(|e| e.into_inner()));
    if !byes.is_empty() {
        println!("the server said bye: {byes:?}");
    }
    let refused = std::mem::take(&mut *tally.refused.lock().unwrap_or_else(|e| e.into_inner()));
    if !refused.is_empty() {
        println!("refused actions by code: {refused:?}");
    }
    let mut timeline =
        std::mem::take(&mut *tally.timeline.lock().unwrap_or_else(|e| e.into_inner()));
    // Whole seconds of play only (the last, partial one is the stop).
    timeline.truncate(elapsed as usize);
    println!(
        "acknowledged per second of play: {}",
        timeline
            .iter()
            .map(|t| t[0].to_string())
            .collect::<Vec<_>>()
            .join(" ")
    );
    println!(
        "acknowledged moves lost: {lost} (checked in every reconnection's welcome, a last sync per client, \
and the stored record of {finished_checked} finished games)"
    );
    println!(
        "memory under load: {:.1} MiB RSS{}; after every client left: {:.1} MiB RSS{}",
        mib(busy.rss),
        busy.heap
            .map(|h| format!(", {:.1} MiB heap", mib(h)))
            .unwrap_or_default(),
        mib(left.rss),
        left.heap
            .zip(base.heap)
            .map(|(h, b)| format!(
                ", {:.1} MiB heap ({:.1} KiB per room with its game and no sockets)",
                mib(h),
                kib(h, b, args.rooms)
            ))
            .unwrap_or_default(),
    );
    let report = json!({
        "rooms": args.rooms,
        "sockets": sockets,
        "bots_per_room": args.bots_per_room,
        "setup_s": setup.as_secs_f64(),
        "rss_start_bytes": base.rss,
        "rss_rooms_bytes": rooms_only.rss,
        "rss_lobby_bytes": lobby.rss,
        "rss_idle_bytes": idle.rss,
        "rss_busy_bytes": busy.rss,
        "rss_left_bytes": left.rss,
        "heap_bytes": {"start": base.heap, "rooms": rooms_only.heap, "lobby": lobby.heap, "idle": idle.heap, "busy": busy.heap, "left": left.heap},
        "bytes_per_idle_room": per_room_idle,
        "duration_s": elapsed,
        "actions": actions,
        "actions_per_s": actions as f64 / elapsed,
        "acked_per_s": acked as f64 / elapsed,
        "games_finished": games,
        "latency_ms": {"p50": percentile(&lat, 0.5), "p99": percentile(&lat, 0.99), "max": percentile(&lat, 1.0), "samples": lat.len()},
        "latency_by_kind_ms": kinds,
        "latency_histogram": BUCKETS_MS.iter().map(|b| format!("<={b}ms")).chain(["+inf".to_string()])
            .zip(histogram_counts(&lat)).collect::<serde_json::Map<String, Value>>(),
        "resumed": resumed.len(),
        "resume_ms": {"p50": resume_ms(0.5), "p99": resume_ms(0.99), "max": resume_ms(1.0)},
        "not_resumed": not_resumed,
        "byes": byes,
        "refused_by_code": refused,
        "play_start_unix_ms": start_unix_ms,
        "timeline_acked": timeline.iter().map(|t| t[0]).collect::<Vec<_>>(),
        "timeline_refused": timeline.iter().map(|t| t[1]).collect::<Vec<_>>(),
        "acked_lost": lost,
        "finished_games_checked": finished_checked,
    });
    println!("{report}");
    if lost > 0 {
        return Err(format!("{lost} acknowledged moves were lost"));
    }
    Ok(())
}
