//! Persistence: a room comes back exactly where it was after the server
//! goes away (here: a new server process-in-miniature on the same SQLite
//! file; `uno-cli/tests/serve_restart.rs` kills a real process with
//! SIGKILL). Players reconnect with their seat tokens and get the full view.

mod common;

use common::*;
use serde_json::json;
use uno_client::client::Table;
use uno_server::Config;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rooms_come_back_after_a_restart() {
    let mut srv = TestServer::start(Config::fast()).await;
    let host = srv
        .create_room(json!({"nickname": "Ada", "turn_timer_s": 0, "rules": "killer"}))
        .await;
    let code = host["code"].as_str().unwrap().to_string();
    let bob = srv.join(&code, "Bob").await;
    let cid = srv.join(&code, "Cid").await;
    let lobby_only = srv.create_room(json!({"nickname": "Dee"})).await;
    let (mut a, _) = srv.connect(&host).await;
    let (b, _) = srv.connect(&bob).await;
    let (c, _) = srv.connect(&cid).await;
    assert_eq!(
        request(&mut a, json!({"type": "start"}), 1).await["type"],
        "ok"
    );
    let wa = request(&mut a, json!({"type": "sync"}), 2).await;
    let mut b = b;
    let mut c = c;
    let wb = request(&mut b, json!({"type": "sync"}), 2).await;
    let wc = request(&mut c, json!({"type": "sync"}), 2).await;
    let mut table = Table::new(vec![a, b, c], vec![wa, wb, wc]);
    for _ in 0..25 {
        if !table.step().await.unwrap() {
            break;
        }
    }
    // The server deals a new round by itself: when the last step ended a
    // round (the deal is secret, so it may), look again until that deal
    // is done, rather than for a fixed time that a slow machine overruns.
    let deadline = tokio::time::Instant::now() + T;
    let mut id = 500;
    let ws_all = loop {
        let mut ws_all = Vec::new();
        for ws in table.clients.iter_mut() {
            id += 1;
            ws_all.push(request(ws, json!({"type": "sync"}), id).await);
        }
        let seq0 = &ws_all[0]["room"]["game"]["seq"];
        let settled = ws_all.iter().all(|w| {
            &w["room"]["game"]["seq"] == seq0
                && (w["state"]["round_over"] != true || w["state"]["game_over"] == true)
        });
        if settled {
            break ws_all;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the next round was not dealt: {ws_all:?}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    };
    let mut views = Vec::new();
    let mut legal = Vec::new();
    let mut seqs = Vec::new();
    let mut round_info = Vec::new();
    for (w, ws) in ws_all.iter().zip(table.clients.drain(..)) {
        let g = &w["room"]["game"];
        round_info.push(json!([
            g["round"],
            g["round_commitment"],
            g.get("round_reveal")
        ]));
        views.push((w["state"].clone(), 0));
        legal.push(w["legal"].clone());
        seqs.push(w["room"]["game"]["seq"].as_u64().unwrap());
        ws.close().await;
    }
    let seq = seqs[0];
    assert!(seqs.iter().all(|s| *s == seq));
    srv.stop().await;

    // A new server on the same database (on PostgreSQL: another instance,
    // which takes the room over once the first one's lease has run out).
    let spec = srv.db_spec.clone();
    let srv2 = TestServer::start_on(spec, Config::fast()).await;
    let info = srv2.get_taking_over(&format!("/api/rooms/{code}")).await.1;
    assert_eq!(info["status"], "playing");
    assert_eq!(info["game"]["seq"], seq);
    let mut clients = Vec::new();
    let mut welcomes = Vec::new();
    for (i, m) in [&host, &bob, &cid].into_iter().enumerate() {
        let (ws, w) = srv2.connect(m).await;
        assert_eq!(
            w["room"]["game"]["seq"], seq,
            "no acknowledged move is lost"
        );
        assert_eq!(w["state"], views[i].0, "the full view comes back");
        assert_eq!(w["legal"], legal[i]);
        let g = &w["room"]["game"];
        assert_eq!(
            json!([g["round"], g["round_commitment"], g.get("round_reveal")]),
            round_info[i],
            "the round's commitment (and reveal, between rounds) derive from the stored seed and salt"
        );
        assert_eq!(g["round_commitment"].as_str().map(str::len), Some(64));
        clients.push(ws);
        welcomes.push(w);
    }
    let mut table = Table::new(clients, welcomes);
    for _ in 0..10 {
        if !table.step().await.unwrap() {
            break;
        }
    }
    assert!(table.seq() > seq, "play goes on");
    // A room still in its lobby comes back too.
    let (_, w) = srv2.connect(&lobby_only).await;
    assert_eq!(w["room"]["status"], "lobby");
    assert_eq!(w["you"]["host"], true);
}
