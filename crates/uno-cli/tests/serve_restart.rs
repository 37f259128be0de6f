//! `uno serve` is killed with SIGKILL in the middle of a game and started
//! again on the same database: the room comes back exactly where it was,
//! its players reconnect with their seat tokens and play on. No move that
//! a client saw acknowledged is lost.

use std::time::Duration;

use serde_json::json;
use uno_client::client::{block_on, post, Table, WsClient};

mod common;
use common::{serve, settled, sync};

#[test]
fn a_killed_server_brings_its_rooms_back() {
    let dir = std::env::temp_dir().join(format!("uno-serve-restart-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join("uno.db");
    let (mut child, addr) = serve(&db);

    let (host, bob, seq, views, legal) = block_on(async {
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
        let mut a = WsClient::connect(addr).await.unwrap();
        let mut b = WsClient::connect(addr).await.unwrap();
        a.hello(&code, host["token"].as_str().unwrap())
            .await
            .unwrap();
        b.hello(&code, bob["token"].as_str().unwrap())
            .await
            .unwrap();
        a.send(&json!({"type": "start"})).await.unwrap();
        a.recv_type("game_started", Duration::from_secs(10))
            .await
            .unwrap();
        // The binary counts its heap: the stats report it, and it is
        // plausible (more than nothing, less than the resident set).
        let (_, stats) = uno_client::client::get(addr, "/api/stats").await.unwrap();
        let heap = stats["heap_bytes"].as_u64().expect("heap_bytes");
        let rss = stats["rss_bytes"].as_u64().expect("rss_bytes");
        assert!(heap > 10_000 && heap < rss, "{stats}");
        let wa = sync(&mut a).await;
        let wb = sync(&mut b).await;
        let mut table = Table::new(vec![a, b], vec![wa, wb]);
        for _ in 0..20 {
            if !table.step().await.unwrap() {
                break;
            }
        }
        // The server deals a new round by itself: when the last step
        // ended a round (the deal is secret, so it may), look again until
        // that deal is done, rather than for a fixed time that a slow
        // machine overruns.
        let ws_all = settled(&mut table.clients).await;
        let mut views = Vec::new();
        let mut legal = Vec::new();
        let mut seq = 0;
        for w in &ws_all {
            seq = w["room"]["game"]["seq"].as_u64().unwrap();
            views.push(w["state"].clone());
            legal.push(w["legal"].clone());
        }
        assert!(seq >= 20);
        // Killed with the clients still connected.
        std::mem::forget(table);
        (host, bob, seq, views, legal)
    });
    child.kill().unwrap(); // SIGKILL
    child.wait().unwrap();

    let (mut child, addr) = serve(&db);
    block_on(async {
        let code = host["code"].as_str().unwrap();
        let mut clients = Vec::new();
        let mut welcomes = Vec::new();
        for (i, m) in [&host, &bob].into_iter().enumerate() {
            let mut ws = WsClient::connect(addr).await.unwrap();
            let w = ws.hello(code, m["token"].as_str().unwrap()).await.unwrap();
            assert_eq!(w["type"], "welcome", "{w}");
            assert_eq!(
                w["room"]["game"]["seq"], seq,
                "no acknowledged move is lost"
            );
            assert_eq!(w["state"], views[i], "the seat's full view comes back");
            assert_eq!(w["legal"], legal[i]);
            clients.push(ws);
            welcomes.push(w);
        }
        let mut table = Table::new(clients, welcomes);
        for _ in 0..5 {
            if !table.step().await.unwrap() {
                break;
            }
        }
        assert!(table.seq() > seq, "the game goes on");
    });
    child.kill().unwrap();
    child.wait().unwrap();
    std::fs::remove_dir_all(&dir).ok();
}
