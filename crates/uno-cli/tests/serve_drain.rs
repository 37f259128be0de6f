//! `uno serve` on SIGTERM (issue 22 §2): it drains — takes no new room,
//! commits what is queued, tells every client to reconnect (a `bye` with
//! code `wrong_instance`, as after a lost lease), releases its leases — and
//! exits 0 within `--drain-timeout-s`. Started again on the same port and
//! database, it picks up where it left off: the load test's clients
//! reconnect with their seat tokens and no acknowledged move is lost.

use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use uno_client::client::{block_on, get, post, WsClient};

mod common;
use common::{spawn_serve, spawn_serve_at, UNO};

/// The drain bound these tests give the server, and the slack they allow
/// for the process to start exiting on a loaded machine.
const DRAIN_S: u64 = 3;
const SLACK: Duration = Duration::from_secs(3);

fn sigterm(child: &Child) {
    let ok = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap()
        .success();
    assert!(ok, "kill -TERM");
}

/// Waits for the server to exit after SIGTERM: exit status 0, within the
/// drain bound.
fn exits_cleanly(child: &mut Child) -> Duration {
    let t0 = Instant::now();
    loop {
        if let Some(st) = child.try_wait().unwrap() {
            assert!(st.success(), "uno serve exits 0 after SIGTERM: {st}");
            return t0.elapsed();
        }
        if t0.elapsed() > Duration::from_secs(DRAIN_S) + SLACK {
            let _ = child.kill();
            panic!("uno serve still running {:?} after SIGTERM", t0.elapsed());
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// The JSON report: the last line of standard output.
fn report(stdout: &[u8]) -> Value {
    let text = String::from_utf8_lossy(stdout);
    let last = text.lines().last().unwrap_or_default();
    serde_json::from_str(last).unwrap_or_else(|e| panic!("no report ({e}): {text}"))
}

#[test]
fn a_client_connected_at_sigterm_is_told_to_reconnect_and_the_server_exits_0() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("uno.db");
    let db = db.to_str().unwrap();
    let drain = DRAIN_S.to_string();
    let args = ["--log", "warn", "--drain-timeout-s", &drain, "--db", db];
    let (mut server, addr) = spawn_serve(&args);
    let (st, host) = block_on(post(addr, "/api/rooms", &json!({"nickname": "Ann"}))).unwrap();
    assert_eq!(st, 201, "{host}");
    let code = host["code"].as_str().unwrap().to_string();
    let token = host["token"].as_str().unwrap().to_string();
    let got = block_on(async {
        let mut ws = WsClient::connect(addr).await.unwrap();
        let w = ws.hello(&code, &token).await.unwrap();
        assert_eq!(w["type"], "welcome", "{w}");
        sigterm(&server);
        let mut got = Vec::new();
        loop {
            match ws.recv_timeout(Duration::from_secs(DRAIN_S) + SLACK).await {
                Ok(Some(v)) => got.push(v),
                Ok(None) => return got,
                Err(e) => panic!("the connection stayed open ({e}): {got:?}"),
            }
        }
    });
    let took = exits_cleanly(&mut server);
    let bye = got
        .iter()
        .find(|v| v["type"] == "bye")
        .unwrap_or_else(|| panic!("no bye: {got:?}"));
    assert_eq!(
        bye["code"], "wrong_instance",
        "the lost lease's code: {bye}"
    );
    assert!(
        bye["message"].as_str().unwrap().contains("shutting down"),
        "{bye}"
    );
    eprintln!("exited {took:?} after SIGTERM");

    // Started again on the same file and port: the room and the seat token
    // are as before.
    let (mut again, _) = spawn_serve_at(&addr.to_string(), &args);
    block_on(async {
        let mut ws = WsClient::connect(addr).await.unwrap();
        let w = ws.hello(&code, &token).await.unwrap();
        assert_eq!(w["type"], "welcome", "{w}");
        assert_eq!(w["you"]["host"], true, "{w}");
    });
    again.kill().unwrap();
    again.wait().unwrap();
}

#[test]
fn sigterm_under_load_loses_no_acknowledged_move_and_clients_resume_after_the_restart() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("uno.db");
    let db = db.to_str().unwrap();
    let drain = DRAIN_S.to_string();
    let args = [
        "--max-rooms-per-client",
        "100",
        "--max-rooms",
        "100",
        "--msg-rate",
        "50",
        "--round-pause-ms",
        "0",
        "--bot-delay-ms",
        "0",
        "--drain-timeout-s",
        &drain,
        "--log",
        "warn",
        "--db",
        db,
    ];
    let (mut server, addr) = spawn_serve(&args);
    let load = Command::new(UNO)
        .args(["loadtest", "--server", &addr.to_string()])
        .args([
            "--rooms",
            "4",
            "--clients-per-room",
            "2",
            "--think-ms",
            "25",
        ])
        .args([
            "--duration-s",
            "12",
            "--idle-s",
            "0",
            "--rules",
            "mario-kart",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // SIGTERM once the tables are playing.
    let start = Instant::now();
    loop {
        let (_, stats) = block_on(get(addr, "/api/stats")).unwrap();
        if stats["actions"].as_u64().unwrap_or(0) >= 40 {
            break;
        }
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "no play: {stats}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    sigterm(&server);
    let took = exits_cleanly(&mut server);
    let (mut again, _) = spawn_serve_at(&addr.to_string(), &args);
    let out = load.wait_with_output().unwrap();
    again.kill().unwrap();
    again.wait().unwrap();
    let r = report(&out.stdout);
    assert!(
        out.status.success(),
        "{r}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    eprintln!("exited {took:?} after SIGTERM; {r}");
    // Every one of the 8 sockets was told to reconnect, and came back.
    assert!(
        r["byes"]["wrong_instance"].as_u64().unwrap_or(0) >= 8,
        "{r}"
    );
    assert!(r["resumed"].as_u64().unwrap() >= 8, "{r}");
    assert_eq!(r["not_resumed"], 0, "{r}");
    assert_eq!(r["acked_lost"], 0, "{r}");
    // Play went on after the restart: games finished on the new server.
    assert!(r["finished_games_checked"].as_u64().unwrap() >= 1, "{r}");
}
