//! An instance that loses a room's lease (docs/scaling.md "Several
//! instances") closes the room's connections: each client gets a `bye`
//! with code `wrong_instance` and the socket closes, so that it reconnects
//! through the load balancer; no client ever sees an `internal` error for
//! it. Needs a PostgreSQL server (`UNO_TEST_PG_URL`, which `scripts/test`
//! sets to a throw-away cluster); without one these tests say so and pass.

mod common;

use std::time::Duration;

use common::{fresh_pg_database, pg_url, TestServer};
use serde_json::{json, Value};
use uno_server::store::Instance;
use uno_server::{Config, Db};

fn skip(test: &str) -> bool {
    if pg_url().is_none() {
        eprintln!("{test}: UNO_TEST_PG_URL is not set: skipped (scripts/test sets it)");
        return true;
    }
    false
}

/// Takes room `code` away from whoever holds it: its lease is expired in
/// the database and a second instance ("http://b:2") claims it, as after
/// a renewal that came too late. The holder renews its leases every third
/// of the test lease (about 333 ms), and a renewal that lands between the
/// expiry and the claim gives the lease back to it; so the second
/// instance is opened first, and the expiry and the claim are retried
/// until the claim wins the race (on a loaded machine the renewal won it
/// now and then).
async fn take_over(url: &str, code: &str) -> Db {
    let (client, conn) = tokio_postgres::connect(url, tokio_postgres::NoTls)
        .await
        .unwrap();
    tokio::spawn(conn);
    let me = Instance::new(Duration::from_secs(60));
    me.set_addr("http://b:2".into());
    let b = Db::open_postgres(url, me).await.unwrap();
    let mut last = None;
    for _ in 0..20 {
        let n = client
            .execute(
                "UPDATE room_leases SET expires_ms = 0 WHERE room = $1",
                &[&code],
            )
            .await
            .unwrap();
        assert_eq!(n, 1, "the room was leased");
        match b.claim(&common::code(code)).await.unwrap() {
            Ok(()) => return b,
            Err(owner) => last = Some(owner),
        }
    }
    panic!("the room's holder renewed its lease before every claim: {last:?}");
}

/// `uno_lease_takeovers_total` as `/metrics` shows it.
fn lease_takeovers(srv: &TestServer) -> u64 {
    let text = uno_server::metrics::render(&srv.hub);
    text.lines()
        .find_map(|l| l.strip_prefix("uno_lease_takeovers_total "))
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or_else(|| panic!("no uno_lease_takeovers_total in {text}"))
}

/// Everything the client receives until the connection closes (at most
/// 5 s: the lease renewal runs every third of the test lease, 1 s).
async fn until_closed(ws: &mut uno_client::client::WsClient) -> Vec<Value> {
    let mut got = Vec::new();
    loop {
        match ws.recv_timeout(Duration::from_secs(5)).await {
            Ok(Some(v)) => got.push(v),
            Ok(None) => return got,
            Err(e) => panic!("the connection stayed open ({e}); received {got:?}"),
        }
    }
}

/// The client's last message is the documented `bye`, and nothing before
/// it is an error.
fn check_closed_cleanly(got: &[Value]) {
    let last = got.last().expect("a bye before the close");
    assert_eq!(last["type"], "bye", "{got:?}");
    assert_eq!(last["code"], "wrong_instance", "{got:?}");
    assert!(
        last["message"]
            .as_str()
            .is_some_and(|m| m.contains("load balancer")),
        "{got:?}"
    );
    assert!(
        got.iter().all(|v| v["type"] != "error"),
        "no error (no `internal`) before the bye: {got:?}"
    );
}

async fn room_with_two(srv: &TestServer) -> (Value, Value) {
    let host = srv.create_room(json!({"nickname": "Ada"})).await;
    let code = host["code"].as_str().unwrap().to_string();
    let guest = srv.join(&code, "Bob").await;
    (host, guest)
}

/// Found at the renewal: idle clients are closed without sending anything.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lost_lease_found_at_renewal_closes_the_clients() {
    if skip("lost_lease_found_at_renewal_closes_the_clients") {
        return;
    }
    let url = fresh_pg_database().await;
    let srv = TestServer::start_on(url.clone(), Config::fast()).await;
    let (host, guest) = room_with_two(&srv).await;
    let code = host["code"].as_str().unwrap();
    let (mut a, _) = srv.connect(&host).await;
    let (mut b, _) = srv.connect(&guest).await;
    let takeovers = lease_takeovers(&srv);
    let _b_db = take_over(&url, code).await;
    // The claim of an expired lease held by another instance is a takeover
    // (uno_lease_takeovers_total counts per process; other tests of this
    // binary may add theirs).
    assert!(lease_takeovers(&srv) > takeovers);
    check_closed_cleanly(&until_closed(&mut a).await);
    check_closed_cleanly(&until_closed(&mut b).await);
    // Reconnecting to the old instance now names the new holder.
    let mut ws = uno_client::client::WsClient::connect(srv.addr)
        .await
        .unwrap();
    let e = ws
        .hello(code, host["token"].as_str().unwrap())
        .await
        .unwrap();
    assert_eq!(e["type"], "error", "{e}");
    assert_eq!(e["code"], "wrong_instance", "{e}");
    assert_eq!(e["owner"], "http://b:2", "{e}");
}

/// Found by a write: a move made after the lease passed is refused by the
/// database (`NotOwner`); the client gets the `bye`, not `internal`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lost_lease_found_by_a_write_closes_the_clients() {
    if skip("lost_lease_found_by_a_write_closes_the_clients") {
        return;
    }
    let url = fresh_pg_database().await;
    let srv = TestServer::start_on(url.clone(), Config::fast()).await;
    let (host, guest) = room_with_two(&srv).await;
    let code = host["code"].as_str().unwrap();
    let (mut a, _) = srv.connect(&host).await;
    let (mut b, _) = srv.connect(&guest).await;
    // Settle: what the connections brought (room updates) is read first.
    while let Ok(Some(_)) = a.recv_timeout(Duration::from_millis(200)).await {}
    let _b_db = take_over(&url, code).await;
    // Straight away (before the next renewal, a third of a second away at
    // most): a write the database refuses.
    a.send(&json!({"type": "configure", "v": 1, "id": 7, "turn_timer_s": 30}))
        .await
        .unwrap();
    check_closed_cleanly(&until_closed(&mut a).await);
    check_closed_cleanly(&until_closed(&mut b).await);
}

/// Found by an HTTP join's write: the join is refused with `421`
/// `wrong_instance` naming the new holder (it was one `500` before), and
/// nothing of it was kept.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lost_lease_found_by_an_http_join_names_the_new_holder() {
    if skip("lost_lease_found_by_an_http_join_names_the_new_holder") {
        return;
    }
    let url = fresh_pg_database().await;
    let srv = TestServer::start_on(url.clone(), Config::fast()).await;
    let host = srv.create_room(json!({"nickname": "Ada"})).await;
    let code = host["code"].as_str().unwrap();
    let (mut a, _) = srv.connect(&host).await;
    while let Ok(Some(_)) = a.recv_timeout(Duration::from_millis(200)).await {}
    let b_db = take_over(&url, code).await;
    // Straight away, before the next renewal finds out.
    let (st, v) = srv
        .post(
            &format!("/api/rooms/{code}/join"),
            json!({"nickname": "Bob"}),
        )
        .await;
    assert_eq!(st, 421, "{v}");
    assert_eq!(v["error"]["code"], "wrong_instance", "{v}");
    assert_eq!(v["error"]["owner"], "http://b:2", "{v}");
    check_closed_cleanly(&until_closed(&mut a).await);
    // The room as the new holder reads it: Bob never joined.
    let room = b_db
        .load_room(&common::code(code))
        .await
        .unwrap()
        .expect("the room");
    let names: Vec<&str> = room.members.iter().map(|m| m.nickname.as_str()).collect();
    assert_eq!(names, ["Ada"], "{names:?}");
}
