//! The whole several-instance arrangement (docs/scaling.md): a real
//! PostgreSQL (`UNO_TEST_PG_URL`, a throw-away cluster `scripts/test`
//! starts), two `uno serve` processes on it, HAProxy with
//! `deploy/haproxy.cfg` in front, and WebSocket clients that only ever
//! talk to the balancer. Games are played in several rooms; the instance
//! that holds some of them is killed with SIGKILL mid-game; every room it
//! held resumes on the other instance within a few seconds, its players
//! reconnect with their seat tokens through the balancer, and each finds
//! its seq, hand and legal actions as before: no acknowledged move lost.
//!
//! Without `UNO_TEST_PG_URL` or `haproxy` the test says so and passes.

use std::net::{SocketAddr, TcpListener};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use uno_client::client::{block_on, get, pause, post, Table, WsClient};

mod common;
use common::{settled, spawn_serve, sync};
/// Room leases of the instances: a dead instance's rooms move this long
/// after its last renewal.
const LEASE_MS: &str = "1500";

struct Proc(Child);

impl Drop for Proc {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn serve(url: &str) -> (Proc, SocketAddr) {
    let (child, addr) = spawn_serve(&[
        "--db",
        url,
        "--lease-ms",
        LEASE_MS,
        "--round-pause-ms",
        "0",
        "--bot-delay-ms",
        "0",
        "--client-ip-header",
        "X-Forwarded-For",
        "--log",
        "warn",
    ]);
    (Proc(child), addr)
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

fn haproxy(lb: SocketAddr, a: SocketAddr, b: SocketAddr) -> Proc {
    let cfg = concat!(env!("CARGO_MANIFEST_DIR"), "/../../deploy/haproxy.cfg");
    Proc(
        Command::new("haproxy")
            .args(["-db", "-f", cfg])
            .env("UNO_LB_BIND", lb.to_string())
            .env("UNO_A", a.to_string())
            .env("UNO_B", b.to_string())
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("haproxy starts"),
    )
}

fn have_haproxy() -> bool {
    Command::new("haproxy")
        .arg("-v")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// A room of three players, all through the balancer.
struct Room {
    code: String,
    members: Vec<Value>,
}

async fn new_room(lb: SocketAddr, i: usize) -> Room {
    let (st, host) = post(
        lb,
        "/api/rooms",
        &json!({"nickname": format!("Host{i}"), "turn_timer_s": 0}),
    )
    .await
    .unwrap();
    assert_eq!(st, 201, "{host}");
    let code = host["code"].as_str().unwrap().to_string();
    let mut members = vec![host];
    for n in ["Bob", "Cid"] {
        let (st, m) = post(
            lb,
            &format!("/api/rooms/{code}/join"),
            &json!({"nickname": n}),
        )
        .await
        .unwrap();
        assert_eq!(st, 200, "{m}");
        members.push(m);
    }
    Room { code, members }
}

/// Connects a member through the balancer, retrying while the room is
/// between instances (`wrong_instance`, or a refused connection); returns
/// the welcome.
async fn reconnect(lb: SocketAddr, code: &str, token: &str, until: Instant) -> (WsClient, Value) {
    let mut last = String::new();
    while Instant::now() < until {
        match WsClient::connect_room(lb, code).await {
            Ok(mut ws) => match ws.hello(code, token).await {
                Ok(w) if w["type"] == "welcome" => return (ws, w),
                Ok(w) => last = w.to_string(),
                Err(e) => last = e.to_string(),
            },
            Err(e) => last = e.to_string(),
        }
        pause(Duration::from_millis(100)).await;
    }
    panic!("room {code} did not come back: {last}");
}

/// Which instance drives `code`: asked of each directly.
async fn driver(code: &str, a: SocketAddr, b: SocketAddr) -> Option<char> {
    let path = format!("/api/rooms/{code}");
    let (sa, _) = get(a, &path).await.unwrap_or((0, Value::Null));
    if sa == 200 {
        return Some('a');
    }
    let (sb, _) = get(b, &path).await.unwrap_or((0, Value::Null));
    (sb == 200).then_some('b')
}

#[test]
fn a_killed_instance_s_rooms_resume_on_the_other() {
    let Some(admin) = std::env::var("UNO_TEST_PG_URL")
        .ok()
        .filter(|s| !s.is_empty())
    else {
        eprintln!("cluster test: UNO_TEST_PG_URL is not set: skipped (scripts/test sets it)");
        return;
    };
    if !have_haproxy() {
        eprintln!("cluster test: haproxy is not installed: skipped (scripts/test installs it)");
        return;
    }
    let url = block_on(uno_server::store::pg::fresh_database(
        &admin,
        &format!("uno_cluster_{}", std::process::id()),
    ))
    .unwrap();
    let (mut pa, a) = serve(&url);
    let (pb, b) = serve(&url);
    let lb: SocketAddr = format!("127.0.0.1:{}", free_port()).parse().unwrap();
    let _lb = haproxy(lb, a, b);

    block_on(async {
        // The balancer answers.
        let t0 = Instant::now();
        while get(lb, "/api/health").await.map(|r| r.0).unwrap_or(0) != 200 {
            assert!(
                t0.elapsed() < Duration::from_secs(10),
                "haproxy did not come up"
            );
            pause(Duration::from_millis(50)).await;
        }
        // Rooms until both instances drive some (the codes are random).
        let mut rooms = Vec::new();
        let mut on = Vec::new();
        while rooms.len() < 6 || !on.contains(&'a') || !on.contains(&'b') {
            assert!(
                rooms.len() < 40,
                "every room hashed to one instance: {on:?}"
            );
            let r = new_room(lb, rooms.len()).await;
            // The join went through the balancer: the room's instance loaded it.
            on.push(driver(&r.code, a, b).await.expect("a room is driven"));
            rooms.push(r);
        }
        // Play in every room, all through the balancer.
        let mut tables = Vec::new();
        for r in &rooms {
            let mut clients = Vec::new();
            for m in &r.members {
                let mut ws = WsClient::connect_room(lb, &r.code).await.unwrap();
                let w = ws
                    .hello(&r.code, m["token"].as_str().unwrap())
                    .await
                    .unwrap();
                assert_eq!(w["type"], "welcome", "{w}");
                clients.push(ws);
            }
            clients[0].send(&json!({"type": "start"})).await.unwrap();
            clients[0]
                .recv_type("game_started", Duration::from_secs(10))
                .await
                .unwrap();
            let mut welcomes = Vec::new();
            for ws in clients.iter_mut() {
                welcomes.push(sync(ws).await);
            }
            let mut table = Table::new(clients, welcomes);
            for _ in 0..12 {
                if !table.step().await.unwrap() {
                    break;
                }
            }
            tables.push(table);
        }
        // What every player of the doomed instance's rooms last had
        // acknowledged.
        // The server deals a new round by itself: when a table's last
        // step ended a round (the deal is secret, so it may), look again
        // until that deal is done, rather than for a fixed time that a
        // slow machine overruns.
        let mut before = Vec::new();
        for (t, r) in tables.iter_mut().zip(&rooms) {
            let mut seen = Vec::new();
            for w in settled(&mut t.clients).await {
                assert_eq!(w["room"]["code"], r.code.as_str());
                seen.push((
                    w["room"]["game"]["seq"].clone(),
                    w["state"].clone(),
                    w["legal"].clone(),
                ));
            }
            before.push(seen);
        }
        let doomed: Vec<usize> = (0..rooms.len()).filter(|&i| on[i] == 'a').collect();
        let survivors: Vec<usize> = (0..rooms.len()).filter(|&i| on[i] == 'b').collect();
        // SIGKILL, with every client still connected.
        pa.0.kill().unwrap();
        pa.0.wait().unwrap();
        let killed = Instant::now();
        // The other instance's rooms never stopped.
        for &i in &survivors {
            let t = &mut tables[i];
            let s = t.seq();
            if t.step().await.unwrap() {
                assert!(t.seq() > s);
            }
        }
        // Every room of the killed instance comes back through the balancer.
        let mut slowest = Duration::ZERO;
        for &i in &doomed {
            let r = &rooms[i];
            let mut clients = Vec::new();
            let mut welcomes = Vec::new();
            for (k, m) in r.members.iter().enumerate() {
                let (ws, w) = reconnect(
                    lb,
                    &r.code,
                    m["token"].as_str().unwrap(),
                    killed + Duration::from_secs(20),
                )
                .await;
                slowest = slowest.max(killed.elapsed());
                let (seq, state, legal) = &before[i][k];
                assert_eq!(
                    &w["room"]["game"]["seq"], seq,
                    "no acknowledged move is lost"
                );
                assert_eq!(&w["state"], state, "the seat's full view comes back");
                assert_eq!(&w["legal"], legal);
                clients.push(ws);
                welcomes.push(w);
            }
            assert_eq!(driver(&r.code, a, b).await, Some('b'));
            let mut table = Table::new(clients, welcomes);
            let s = table.seq();
            for _ in 0..5 {
                if !table.step().await.unwrap() {
                    break;
                }
            }
            assert!(
                table.seq() > s || table.views[0].0["game_over"] == true,
                "play goes on"
            );
        }
        eprintln!(
            "cluster test: {} rooms on the killed instance, {} on the other; all back within {:.1} s of the SIGKILL",
            doomed.len(),
            survivors.len(),
            slowest.as_secs_f64()
        );
        assert!(
            slowest < Duration::from_secs(10),
            "rooms took {slowest:?} to come back"
        );
        // Shared data is read from any instance: a guest made through the
        // balancer is known to the surviving one.
        let (st, g) = post(lb, "/api/guests", &json!({"nickname": "Eve"}))
            .await
            .unwrap();
        assert_eq!(st, 200, "{g}");
        let id = g["player_id"].as_i64().unwrap();
        let (st, s) = get(b, &format!("/api/players/{id}/stats")).await.unwrap();
        assert_eq!((st, s["nickname"].as_str()), (200, Some("Eve")), "{s}");
        drop(tables);
    });
    drop(pb);
}

/// Public tables and quick match across instances (issue 21): a quick
/// match asked of one instance and one asked of the other land at the
/// same table (the pick is claimed in the database), the players join and
/// connect through the balancer, and both instances serve the same lobby
/// from the database. Two quick matches at the same moment, one on each
/// instance, open one table between them.
#[test]
fn the_lobby_and_a_quick_match_span_both_instances() {
    let Some(admin) = std::env::var("UNO_TEST_PG_URL")
        .ok()
        .filter(|s| !s.is_empty())
    else {
        eprintln!("cluster lobby test: UNO_TEST_PG_URL is not set: skipped (scripts/test sets it)");
        return;
    };
    if !have_haproxy() {
        eprintln!(
            "cluster lobby test: haproxy is not installed: skipped (scripts/test installs it)"
        );
        return;
    }
    let url = block_on(uno_server::store::pg::fresh_database(
        &admin,
        &format!("uno_cluster_lobby_{}", std::process::id()),
    ))
    .unwrap();
    let (pa, a) = serve(&url);
    let (pb, b) = serve(&url);
    let lb: SocketAddr = format!("127.0.0.1:{}", free_port()).parse().unwrap();
    let _lb = haproxy(lb, a, b);

    block_on(async {
        let t0 = Instant::now();
        while get(lb, "/api/health").await.map(|r| r.0).unwrap_or(0) != 200 {
            assert!(
                t0.elapsed() < Duration::from_secs(10),
                "haproxy did not come up"
            );
            pause(Duration::from_millis(50)).await;
        }
        // Ada asks instance a: she opens a table, and connects through the
        // balancer (which loads the room where its code routes).
        let (st, qa) = post(a, "/api/quick", &json!({"nickname": "Ada"}))
            .await
            .unwrap();
        assert_eq!(st, 200, "{qa}");
        assert_eq!(qa["opened"], true, "{qa}");
        let code = qa["code"].as_str().unwrap().to_string();
        let ada = &qa["membership"];
        let mut aws = WsClient::connect_room(lb, &code).await.unwrap();
        let w = aws
            .hello(&code, ada["token"].as_str().unwrap())
            .await
            .unwrap();
        assert_eq!(w["type"], "welcome", "{w}");
        assert_eq!(w["room"]["quick"]["seats"], 4);
        // Bo asks instance b: the same table; he joins through the balancer.
        let (st, qb) = post(b, "/api/quick", &json!({"nickname": "Bo"}))
            .await
            .unwrap();
        assert_eq!(st, 200, "{qb}");
        assert_eq!(
            (qb["opened"].as_bool(), qb["code"].as_str()),
            (Some(false), Some(code.as_str())),
            "{qb}"
        );
        let (st, bo) = post(
            lb,
            qb["join_path"].as_str().unwrap(),
            &json!({"nickname": "Bo"}),
        )
        .await
        .unwrap();
        assert_eq!(st, 200, "{bo}");
        assert_eq!(bo["seat"], 1);
        let mut bws = WsClient::connect_room(lb, &code).await.unwrap();
        let w = bws
            .hello(&code, bo["token"].as_str().unwrap())
            .await
            .unwrap();
        assert_eq!(w["type"], "welcome", "{w}");
        // Both instances serve the same lobby, from the database.
        let t0 = Instant::now();
        let listed = loop {
            let (_, la) = get(a, "/api/lobby").await.unwrap();
            let (_, lbb) = get(b, "/api/lobby").await.unwrap();
            let row = la["waiting"]
                .as_array()
                .and_then(|w| w.iter().find(|t| t["code"] == code.as_str()).cloned());
            if row
                .as_ref()
                .is_some_and(|r| r["taken"] == 2 && r["online"] == 2)
                && la["waiting"] == lbb["waiting"]
                // Each instance reports its connections every 2 s.
                && la["counts"]["players_online"].as_i64() >= Some(2)
            {
                break (la, lbb);
            }
            assert!(
                t0.elapsed() < Duration::from_secs(10),
                "the lobbies: {la} / {lbb}"
            );
            pause(Duration::from_millis(100)).await;
        };
        assert_eq!(listed.0["playing"], listed.1["playing"]);
        assert!(
            listed.0["counts"]["players_online"].as_i64().unwrap() >= 2,
            "{}",
            listed.0
        );
        // Two quick matches at the same moment, one on each instance: one table.
        let (cy, di) = (
            json!({"nickname": "Cy", "rules": "german"}),
            json!({"nickname": "Di", "rules": "german"}),
        );
        let (ra, rb) = tokio::join!(post(a, "/api/quick", &cy), post(b, "/api/quick", &di));
        let (ra, rb) = (ra.unwrap().1, rb.unwrap().1);
        assert_eq!(ra["code"], rb["code"], "{ra} / {rb}");
        assert_ne!(
            ra["opened"], rb["opened"],
            "exactly one opened it: {ra} / {rb}"
        );
        drop((aws, bws));
    });
    drop((pa, pb));
}
