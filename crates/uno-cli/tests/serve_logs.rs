//! `uno serve --log-format json`: every line on standard error is one
//! JSON object with a timestamp, a level and a message; a room's events
//! carry its code; no token is ever logged. And `--metrics-addr` serves
//! the Prometheus text format on its own listener (crate uno_server::metrics).

use std::io::{BufRead, BufReader, Read};
use std::net::SocketAddr;
use std::process::{Command, Stdio};
use std::time::Duration;

use serde_json::{json, Value};
use uno_client::client::{block_on, http_text, post, WsClient};

mod common;
use common::UNO;

fn addr_in(line: &str) -> SocketAddr {
    line.split("http://")
        .nth(1)
        .and_then(|s| s.split(['/', ' ']).next())
        .unwrap_or_else(|| panic!("no address in {line:?}"))
        .parse()
        .unwrap()
}

#[test]
fn json_logs_and_a_metrics_listener() {
    let dir = tempfile_dir();
    let db = dir.join("uno.db");
    let mut child = Command::new(UNO)
        .args([
            "serve",
            "--bind",
            "127.0.0.1:0",
            "--metrics-addr",
            "127.0.0.1:0",
        ])
        .args([
            "--log",
            "debug",
            "--log-format",
            "json",
            "--bot-delay-ms",
            "0",
        ])
        .arg("--db")
        .arg(&db)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("uno serve starts");
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    out.read_line(&mut line).unwrap();
    let addr = addr_in(&line);
    line.clear();
    out.read_line(&mut line).unwrap();
    assert!(line.contains("/metrics"), "{line}");
    let maddr = addr_in(&line);
    let mut err = child.stderr.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = err.read_to_string(&mut s);
        s
    });

    let (code, tokens, verb, socks) = block_on(async {
        let (st, host) = post(
            addr,
            "/api/rooms",
            &json!({"nickname": "Ada", "turn_timer_s": 0}),
        )
        .await
        .unwrap();
        assert_eq!(st, 201, "{host}");
        let code = host["code"].as_str().unwrap().to_string();
        let (_, bob) = post(
            addr,
            &format!("/api/rooms/{code}/join"),
            &json!({"nickname": "Bob"}),
        )
        .await
        .unwrap();
        let mut tokens = Vec::new();
        let mut socks = Vec::new();
        for m in [&host, &bob] {
            let t = m["token"].as_str().unwrap().to_string();
            let mut ws = WsClient::connect(addr).await.unwrap();
            ws.hello(&code, &t).await.unwrap();
            tokens.push(t);
            socks.push(ws);
        }
        socks[0].send(&json!({"type": "start"})).await.unwrap();
        socks[0]
            .recv_type("game_started", Duration::from_secs(10))
            .await
            .unwrap();
        // Whoever is to act plays a legal action (the first turn may be a
        // decision: R3 deals from a secret seed).
        let mut verb = String::new();
        for ws in socks.iter_mut() {
            ws.send(&json!({"type": "sync", "id": 5})).await.unwrap();
            let w = ws
                .recv_type("welcome", Duration::from_secs(10))
                .await
                .unwrap();
            let state = &w["state"];
            if state["seat"].is_u64() && state["to_act"] == state["seat"] {
                let a: Value = w["legal"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .find(|a| a["do"] != "uno" && a["do"] != "catch")
                    .cloned()
                    .unwrap();
                verb = a["do"].as_str().unwrap().to_string();
                ws.send(&json!({"type": "act", "id": 6, "action": a}))
                    .await
                    .unwrap();
                let u = ws
                    .recv_type("update", Duration::from_secs(10))
                    .await
                    .unwrap();
                assert_eq!(u["ack"], 6, "{u}");
                break;
            }
        }
        assert!(!verb.is_empty(), "someone was to act");
        let (st, metrics) = http_text(maddr, "GET", "/metrics", None).await.unwrap();
        assert_eq!(st, 200);
        assert!(
            metrics.contains("uno_actions_total{outcome=\"accepted\",source=\"client\"} 1\n"),
            "{metrics}"
        );
        (code, tokens, verb, socks)
    });

    // SIGTERM with both players' WebSockets open: the server says so and
    // exits.
    let pid = child.id().to_string();
    let t0 = std::time::Instant::now();
    let st = Command::new("kill").args(["-TERM", &pid]).status().unwrap();
    assert!(st.success());
    let status = child.wait().unwrap();
    let took = t0.elapsed();
    assert!(status.success(), "{status}");
    // docs/operations.md: it exits well inside systemd's TimeoutStopSec.
    eprintln!("SIGTERM to exit: {took:?}");
    assert!(took < Duration::from_secs(5), "{took:?}");
    drop(socks);
    let log = reader.join().unwrap();

    let mut lines = 0;
    let mut saw_action = false;
    for l in log.lines() {
        lines += 1;
        let v: Value = serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l:?}"));
        assert!(v.is_object(), "{l}");
        for key in ["timestamp", "level", "message", "target"] {
            assert!(v.get(key).is_some(), "{key} in {l}");
        }
        assert!(
            ["TRACE", "DEBUG", "INFO", "WARN", "ERROR"].contains(&v["level"].as_str().unwrap()),
            "{l}"
        );
        for t in &tokens {
            assert!(!l.contains(t.as_str()), "a token in the log: {l}");
        }
        if v["message"] == "action applied" {
            assert_eq!(v["span"]["room"], code.as_str(), "{l}");
            assert_eq!(v["action"], verb.as_str(), "{l}");
            assert_eq!(v["source"], "Client", "{l}");
            saw_action = true;
        }
    }
    assert!(lines >= 3, "{log}");
    assert!(saw_action, "an action's line: {log}");
    assert!(log.contains("\"message\":\"shutting down\""), "{log}");
    let _ = std::fs::remove_dir_all(&dir);
}

fn tempfile_dir() -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("uno-serve-logs-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}
