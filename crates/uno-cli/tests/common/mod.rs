//! Shared by the tests that start the `uno` binary as a server.
// Each test crate uses part of this module.
#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use uno_client::client::{pause, WsClient};

pub const UNO: &str = env!("CARGO_BIN_EXE_uno");

/// Starts `uno serve --bind 127.0.0.1:0` with `args` after those; returns
/// the child and the address it printed on its first line.
pub fn spawn_serve(args: &[&str]) -> (Child, SocketAddr) {
    spawn_serve_at("127.0.0.1:0", args)
}

/// Starts `uno serve --bind BIND` with `args` after those (a fixed port:
/// a server started again where clients will look for it).
pub fn spawn_serve_at(bind: &str, args: &[&str]) -> (Child, SocketAddr) {
    let mut child = Command::new(UNO)
        .args(["serve", "--bind", bind])
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("uno serve starts");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let addr = line
        .split("http://")
        .nth(1)
        .and_then(|s| s.split_whitespace().next())
        .unwrap_or_else(|| panic!("no address in {line:?}"))
        .parse()
        .unwrap();
    (child, addr)
}

/// `uno serve` on the SQLite file `db`, with no pause between rounds and
/// no bot delay.
pub fn serve(db: &Path) -> (Child, SocketAddr) {
    let db = db.to_str().expect("a UTF-8 path");
    spawn_serve(&[
        "--round-pause-ms",
        "0",
        "--bot-delay-ms",
        "0",
        "--log",
        "warn",
        "--db",
        db,
    ])
}

/// `sync` and the `welcome` it brings.
pub async fn sync(ws: &mut WsClient) -> Value {
    ws.send(&json!({"type": "sync", "id": 9})).await.unwrap();
    ws.recv_type("welcome", Duration::from_secs(10))
        .await
        .unwrap()
}

/// Every client's `welcome` once none is between rounds (the server
/// deals the next round by itself, so a test that ended a round on the
/// secret deal waits for that deal rather than for a fixed time) and all
/// show the same move.
pub async fn settled(clients: &mut [WsClient]) -> Vec<Value> {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let mut all = Vec::new();
        for ws in clients.iter_mut() {
            all.push(sync(ws).await);
        }
        let seq0 = &all[0]["room"]["game"]["seq"];
        if all.iter().all(|w| {
            &w["room"]["game"]["seq"] == seq0
                && (w["state"]["round_over"] != true || w["state"]["game_over"] == true)
        }) {
            return all;
        }
        assert!(
            Instant::now() < deadline,
            "the next round was not dealt: {all:?}"
        );
        pause(Duration::from_millis(50)).await;
    }
}
