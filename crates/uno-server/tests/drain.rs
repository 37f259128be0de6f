//! A server shutting down drains (issue 22 §2; docs/scaling.md "Shutting
//! down, and a full disk"): once draining it creates and loads no room
//! (`shutting_down`), every connected client gets the lost lease's `bye`
//! (`wrong_instance`, so it reconnects), and its leases are released: on
//! PostgreSQL another instance serves the room at once, without waiting
//! for the lease to run out. (`crates/uno-cli/tests/serve_drain.rs` sends
//! the real binary a real SIGTERM.)

mod common;

use std::time::Duration;

use common::{on_postgres, request, TestServer};
use serde_json::{json, Value};
use uno_server::Config;

/// Everything the client receives until the connection closes.
async fn until_closed(ws: &mut uno_client::client::WsClient) -> Vec<Value> {
    let mut got = Vec::new();
    loop {
        match ws.recv_timeout(Duration::from_secs(10)).await {
            Ok(Some(v)) => got.push(v),
            Ok(None) => return got,
            Err(e) => panic!("the connection stayed open ({e}); received {got:?}"),
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draining_server_refuses_new_rooms_tells_clients_to_reconnect_and_frees_its_rooms() {
    let mut a = TestServer::start(Config::fast()).await;
    let (host, mut ws) = a
        .start_against_easy(json!({"nickname": "Ann", "turn_timer_s": 0}))
        .await;
    let code = host["code"].as_str().unwrap().to_string();
    let w = request(&mut ws, json!({"type": "sync"}), 3).await;
    let seq = w["room"]["game"]["seq"].as_u64().unwrap();

    // Draining: no new room, with a clear code; the loaded room goes on.
    a.hub.begin_drain();
    let (st, v) = a.post("/api/rooms", json!({"nickname": "Bob"})).await;
    assert_eq!(
        (st, v["error"]["code"].as_str()),
        (503, Some("shutting_down")),
        "{v}"
    );
    let w = request(&mut ws, json!({"type": "sync"}), 4).await;
    assert_eq!(w["type"], "welcome", "{w}");

    // The shutdown: the client hears the lost lease's bye, and the socket
    // closes.
    let t0 = std::time::Instant::now();
    a.stop().await;
    let took = t0.elapsed();
    let got = until_closed(&mut ws).await;
    let bye = got
        .iter()
        .find(|v| v["type"] == "bye")
        .unwrap_or_else(|| panic!("no bye: {got:?}"));
    assert_eq!(bye["code"], "wrong_instance", "{bye}");
    assert!(took < Duration::from_secs(5), "drained in {took:?}");
    assert_eq!(a.hub.server_stats().rooms_loaded, 0, "every room ended");

    // Another instance (a restart on SQLite) serves the room at once: on
    // PostgreSQL the lease was released, so no `wrong_instance` while it
    // runs out (it would for TEST_LEASE, 1 s).
    let b = TestServer::start_on(a.db_spec.clone(), Config::fast()).await;
    let (st, info) = b.get(&format!("/api/rooms/{code}")).await;
    assert_eq!(st, 200, "served at once: {info}");
    assert!(info["game"]["seq"].as_u64().unwrap() >= seq, "{info}");
    let (_ws, w) = b.connect(&host).await;
    assert_eq!(w["room"]["status"], "playing", "{w}");
    if on_postgres() {
        eprintln!("PostgreSQL: the room moved to the other instance at once");
    }
}

/// The metrics listener joins the drain (issue 29 point 3; the server's
/// tasks in crate::process): it answers while the server runs, and once
/// the server has returned after its shutdown signal nothing listens on
/// its port any more (it used to run on, with a shutdown that never
/// came). The presence reports and lease renewal are joined the same way.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_metrics_listener_stops_with_the_drain() {
    use tokio::net::{TcpListener, TcpStream};
    let dir = tempfile::tempdir().unwrap();
    let db = uno_server::Db::open(&dir.path().join("uno.db")).unwrap();
    let hub = uno_server::Hub::new(db, Config::fast());
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let metrics = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let maddr = metrics.local_addr().unwrap();
    let (stop, rx) = tokio::sync::oneshot::channel::<()>();
    let server = tokio::spawn(uno_server::serve_hub_with_metrics(
        listener,
        Some(metrics),
        hub,
        async {
            let _ = rx.await;
        },
    ));
    let (st, text) = uno_client::client::http_text(maddr, "GET", "/metrics", None)
        .await
        .unwrap();
    assert_eq!(st, 200, "{text}");
    assert!(text.contains("# TYPE"), "{text}");
    stop.send(()).unwrap();
    tokio::time::timeout(Duration::from_secs(10), server)
        .await
        .expect("drained within 10 s")
        .unwrap()
        .unwrap();
    assert!(
        TcpStream::connect(maddr).await.is_err(),
        "the metrics listener is closed once the server has drained"
    );
}
