//! `uno loadtest` (issue 22): tables play their games to the end and
//! rematch, the report has a latency histogram, and every move a client saw
//! acknowledged is checked afterwards. When the server is killed with
//! SIGKILL mid-run and started again, every client reconnects with its seat
//! token and no acknowledged move is lost.

use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;
use uno_client::client::{block_on, get};

mod common;
use common::{spawn_serve, spawn_serve_at, UNO};

/// The JSON report: the last line of standard output.
fn report(out: &Output) -> Value {
    let stdout = String::from_utf8_lossy(&out.stdout);
    let last = stdout.lines().last().unwrap_or_default();
    serde_json::from_str(last).unwrap_or_else(|e| {
        panic!(
            "no report ({e}): {stdout}\n{}",
            String::from_utf8_lossy(&out.stderr)
        )
    })
}

/// The histogram's buckets add up to the samples.
fn check_histogram(r: &Value) {
    let counts: u64 = r["latency_histogram"]
        .as_object()
        .expect("a histogram")
        .values()
        .map(|v| v.as_u64().unwrap())
        .sum();
    assert_eq!(counts, r["latency_ms"]["samples"].as_u64().unwrap(), "{r}");
    assert!(counts > 0, "{r}");
}

#[test]
fn games_are_played_to_the_end_and_every_acknowledged_move_is_checked() {
    let out = Command::new(UNO)
        .args([
            "loadtest",
            "--rooms",
            "3",
            "--clients-per-room",
            "2",
            "--think-ms",
            "25",
            "--duration-s",
            "8",
            "--idle-s",
            "0",
            "--rules",
            // A preset as typed (R9): sent as the protocol names it.
            "Mario_Kart",
        ])
        .output()
        .unwrap();
    let r = report(&out);
    assert!(out.status.success(), "{r}");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("latency histogram: <=1 ms: "), "{text}");
    check_histogram(&r);
    // Mario Kart games are one round (R9): several end and are rematched
    // in 8 s, and their stored records hold every acknowledged move.
    assert!(r["games_finished"].as_u64().unwrap() >= 2, "{r}");
    assert!(r["finished_games_checked"].as_u64().unwrap() >= 2, "{r}");
    assert_eq!(r["acked_lost"], 0, "{r}");
    assert_eq!(r["resumed"], 0, "nothing dropped: {r}");
    assert_eq!(r["byes"], serde_json::json!({}), "{r}");
}

/// An unknown preset is refused before any server starts, with every
/// valid name (the one lookup of typed names, R1, R13).
#[test]
fn an_unknown_preset_is_refused_before_anything_starts() {
    let out = Command::new(UNO)
        .args(["loadtest", "--rules", "Poker_Night", "--duration-s", "1"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("--rules: unknown rules preset \"Poker_Night\"; expected one of: "),
        "{err}"
    );
    for name in uno_core::Rules::preset_names() {
        assert!(err.contains(name), "{err}");
    }
    assert!(out.stdout.is_empty());
}

#[test]
fn clients_reconnect_after_a_kill_and_no_acknowledged_move_is_lost() {
    let dir = std::env::temp_dir().join(format!("uno-loadtest-kill-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join("uno.db");
    let db = db.to_str().unwrap();
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
    // Kill the server once the tables are playing.
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
    server.kill().unwrap();
    server.wait().unwrap();
    std::thread::sleep(Duration::from_millis(300));
    let (mut again, _) = spawn_serve_at(&addr.to_string(), &args);
    let out = load.wait_with_output().unwrap();
    again.kill().unwrap();
    again.wait().unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    let r = report(&out);
    assert!(out.status.success(), "{r}");
    check_histogram(&r);
    // Every one of the 8 sockets was dropped and came back.
    assert!(r["resumed"].as_u64().unwrap() >= 8, "{r}");
    assert_eq!(r["not_resumed"], 0, "{r}");
    assert_eq!(r["acked_lost"], 0, "{r}");
    // Play went on after the restart: games finished on the new server.
    assert!(r["finished_games_checked"].as_u64().unwrap() >= 1, "{r}");
}
