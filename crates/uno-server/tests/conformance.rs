//! The server against docs/protocol.md, as an outside client finds it,
//! over real sockets (issue 12, "Protocol defects"): the replies that
//! carry the `id` of the message they answer, a flood's `bye` and close
//! frame delivered before the socket closes, the HTTP API's own refusals
//! as JSON errors, nicknames that refuse invisible and blank-looking
//! characters as a class, and the places where behaviour and document
//! once disagreed.

mod common;

use std::collections::BTreeMap;

use common::*;
use serde_json::{json, Value};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use uno_client::client::{self, WsClient};
use uno_server::Config;

/// A masked client frame, built by hand (RFC 6455 §5.2).
fn client_frame(first: u8, payload: &[u8]) -> Vec<u8> {
    let mask = [0x3a, 0x91, 0x07, 0xc4];
    assert!(payload.len() < 126);
    let mut v = vec![first, 0x80 | payload.len() as u8];
    v.extend(mask);
    v.extend(payload.iter().enumerate().map(|(i, b)| b ^ mask[i % 4]));
    v
}

/// A raw TCP connection upgraded to a WebSocket by hand.
async fn raw_ws(srv: &TestServer) -> TcpStream {
    let mut tcp = TcpStream::connect(srv.addr).await.unwrap();
    tcp.write_all(
        b"GET /ws HTTP/1.1\r\nHost: uno\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\
          Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n",
    )
    .await
    .unwrap();
    let mut head = Vec::new();
    while !head.ends_with(b"\r\n\r\n") {
        head.push(tcp.read_u8().await.unwrap());
    }
    let head = String::from_utf8(head).unwrap();
    assert!(head.starts_with("HTTP/1.1 101"), "{head}");
    tcp
}

/// Server frames parsed from bytes: (first byte, payload) each.
fn frames(mut b: &[u8]) -> Vec<(u8, Vec<u8>)> {
    let mut out = Vec::new();
    while b.len() >= 2 {
        let (len, at) = match b[1] & 0x7f {
            126 => (u16::from_be_bytes([b[2], b[3]]) as usize, 4),
            127 => (
                u64::from_be_bytes(b[2..10].try_into().unwrap()) as usize,
                10,
            ),
            n => (n as usize, 2),
        };
        assert!(b.len() >= at + len, "a cut frame");
        out.push((b[0], b[at..at + len].to_vec()));
        b = &b[at + len..];
    }
    assert!(b.is_empty(), "trailing bytes");
    out
}

/// A room with its host connected; returns the membership and socket.
async fn room_with_host(srv: &TestServer) -> (Value, WsClient) {
    let host = srv
        .create_room(json!({"nickname": "Ada", "turn_timer_s": 0}))
        .await;
    let (ws, _) = srv.connect(&host).await;
    (host, ws)
}

// ----- 1. welcome carries the hello's id -------------------------------------

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn welcome_answers_hello_with_its_id() {
    let srv = TestServer::start(Config::fast()).await;
    let host = srv.create_room(json!({"nickname": "Ada"})).await;
    let mut ws = WsClient::connect(srv.addr).await.unwrap();
    ws.send(&json!({"type": "hello", "v": 1, "id": 41,
        "room": host["code"], "token": host["token"]}))
        .await
        .unwrap();
    let w = ws.recv_type("welcome", T).await.unwrap();
    assert_eq!(w["id"], 41, "{w}");
    assert_eq!(w["you"]["member_id"], 1);
    // `sync`'s welcome carries its own id; a hello without one, none.
    let s = request(&mut ws, json!({"type": "sync"}), 42).await;
    assert_eq!(
        (s["type"].as_str(), s["id"].as_u64()),
        (Some("welcome"), Some(42))
    );
    let mut ws2 = WsClient::connect(srv.addr).await.unwrap();
    let w2 = ws2
        .hello(
            host["code"].as_str().unwrap(),
            host["token"].as_str().unwrap(),
        )
        .await
        .unwrap();
    assert_eq!(w2["type"], "welcome");
    assert!(w2.get("id").is_none(), "{w2}");
}

// ----- 2. rate_limited names the dropped message -----------------------------

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rate_limited_errors_carry_the_dropped_messages_id() {
    let srv = TestServer::start(Config::fast()).await;
    let (_host, mut ws) = room_with_host(&srv).await;
    // 80 pings at once: a burst of 40 passes (the hello took one token),
    // the rest are dropped (20/s refill aside); fewer than 50 refusals, so
    // the connection stays.
    for id in 1..=80u64 {
        ws.send(&json!({"type": "ping", "id": id})).await.unwrap();
    }
    let mut answers: BTreeMap<u64, String> = BTreeMap::new();
    while answers.len() < 80 {
        let v = ws.recv_timeout(T).await.unwrap().expect("still open");
        let kind = match v["type"].as_str() {
            Some("pong") => "pong".to_string(),
            Some("error") => v["code"].as_str().unwrap().to_string(),
            _ => continue,
        };
        let id = v["id"].as_u64().unwrap_or_else(|| panic!("no id: {v}"));
        assert!(answers.insert(id, kind).is_none(), "{id} answered twice");
    }
    assert_eq!(
        answers.keys().copied().collect::<Vec<_>>(),
        (1..=80).collect::<Vec<_>>()
    );
    let limited: Vec<u64> = answers
        .iter()
        .filter(|(_, k)| *k == "rate_limited")
        .map(|(id, _)| *id)
        .collect();
    assert!(limited.len() >= 10, "{answers:?}");
    assert!(
        answers.values().all(|k| k == "pong" || k == "rate_limited"),
        "{answers:?}"
    );
    // The burst (40, less the hello's token) went through.
    assert!(limited.iter().all(|&id| id >= 40), "{limited:?}");
}

// ----- 3. a flood's bye and close frame arrive -------------------------------

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_is_closed_gracefully_with_bye_and_close_frame() {
    let srv = TestServer::start(Config::fast()).await;
    for round in 0..3 {
        let mut tcp = raw_ws(&srv).await;
        // 100 frames in one write: 40 pass, more than 50 are refused, and
        // the server closes with frames still unread.
        let mut flood = Vec::new();
        for id in 0..100 {
            flood.extend(client_frame(
                0x81,
                format!(r#"{{"type":"sync","id":{id}}}"#).as_bytes(),
            ));
        }
        tcp.write_all(&flood).await.unwrap();
        // Read until the close frame, then close our side as a client does.
        let mut got = Vec::new();
        let mut buf = [0u8; 4096];
        let close = loop {
            let n = tokio::time::timeout(T, tcp.read(&mut buf))
                .await
                .expect("the server answers")
                .unwrap_or_else(|e| panic!("round {round}: the connection was reset: {e}"));
            assert!(n > 0, "round {round}: the end before a close frame");
            got.extend_from_slice(&buf[..n]);
            if let Some(c) = last_close(&got) {
                break c;
            }
        };
        tcp.shutdown().await.unwrap();
        let mut rest = Vec::new();
        tcp.read_to_end(&mut rest)
            .await
            .unwrap_or_else(|e| panic!("round {round}: reset after the close: {e}"));
        assert!(rest.is_empty(), "nothing after the close frame: {rest:?}");
        assert_eq!(close, 1008);
        let fs = frames(&got);
        let texts: Vec<Value> = fs
            .iter()
            .filter(|(op, _)| *op == 0x81)
            .map(|(_, p)| serde_json::from_slice(p).unwrap())
            .collect();
        let bye = texts.last().unwrap();
        assert_eq!(bye["type"], "bye", "{bye}");
        assert_eq!(bye["code"], "rate_limited");
        assert_eq!(fs.last().unwrap().0, 0x88, "the close frame comes last");
        let limited = texts.iter().filter(|v| v["code"] == "rate_limited").count();
        assert!(limited > 50, "{limited}");
    }
}

/// The close code, once `bytes` end with a complete close frame.
fn last_close(bytes: &[u8]) -> Option<u16> {
    let mut b = bytes;
    let mut code = None;
    while b.len() >= 2 {
        let (len, at) = match b[1] & 0x7f {
            126 if b.len() >= 4 => (u16::from_be_bytes([b[2], b[3]]) as usize, 4),
            126 => return None,
            127 => return None,
            n => (n as usize, 2),
        };
        if b.len() < at + len {
            return None;
        }
        code = (b[0] == 0x88 && len >= 2).then(|| u16::from_be_bytes([b[at], b[at + 1]]));
        b = &b[at + len..];
    }
    code
}

// ----- 4. HTTP: 413 and 405 are JSON errors ----------------------------------

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn oversized_bodies_and_wrong_methods_get_json_errors() {
    let srv = TestServer::start(Config::fast()).await;
    let big = json!({"nickname": "Ada", "pad": "x".repeat(70 * 1024)}).to_string();
    for path in ["/api/rooms", "/api/guests"] {
        let (st, text) = client::http_text(srv.addr, "POST", path, Some(&big))
            .await
            .unwrap();
        assert_eq!(st, 413, "{path}: {text}");
        let v: Value = serde_json::from_str(&text).unwrap_or_else(|_| panic!("{text}"));
        assert_eq!(v["error"]["code"], "message_too_large", "{v}");
        assert!(
            v["error"]["message"].as_str().unwrap().contains("65536"),
            "{v}"
        );
    }
    // Just under the limit is read (and refused for what it says).
    let under = json!({"nickname": "Ada", "pad": "x".repeat(60 * 1024)}).to_string();
    let (st, v) = client::http(srv.addr, "POST", "/api/rooms", Some(&under))
        .await
        .unwrap();
    assert_eq!(
        (st, v["error"]["code"].as_str()),
        (400, Some("bad_message")),
        "{v}"
    );

    for (method, path) in [
        ("DELETE", "/api/rooms"),
        ("GET", "/api/rooms"),
        ("PUT", "/api/health"),
        ("POST", "/api/games"),
        ("DELETE", "/ws"),
    ] {
        let (st, text) = client::http_text(srv.addr, method, path, Some("{}"))
            .await
            .unwrap();
        assert_eq!(st, 405, "{method} {path}: {text}");
        let v: Value = serde_json::from_str(&text).unwrap_or_else(|_| panic!("{text}"));
        assert_eq!(v["error"]["code"], "method_not_allowed", "{v}");
    }
    // The Allow header survives.
    let mut tcp = TcpStream::connect(srv.addr).await.unwrap();
    tcp.write_all(b"DELETE /api/health HTTP/1.1\r\nHost: uno\r\nConnection: close\r\n\r\n")
        .await
        .unwrap();
    let mut resp = String::new();
    tcp.read_to_string(&mut resp).await.unwrap();
    let lower = resp.to_ascii_lowercase();
    assert!(lower.contains("\r\nallow: get"), "{resp}");
    assert!(lower.contains("content-type: application/json"), "{resp}");
}

// ----- 5. invisible and blank-looking nicknames ------------------------------

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nicknames_refuse_invisible_and_blank_looking_characters() {
    let srv = TestServer::start(Config::fast()).await;
    let host = srv.create_room(json!({"nickname": "Ada"})).await;
    let code = host["code"].as_str().unwrap();
    // The ones the issue names, and others of the same classes:
    // Default_Ignorable_Code_Point, other format characters, non-ASCII
    // spaces, the Braille blank, private use.
    let bad = [
        '\u{00AD}',
        '\u{034F}',
        '\u{3164}',
        '\u{200B}',
        '\u{2060}',
        '\u{FEFF}',
        '\u{115F}',
        '\u{1160}',
        '\u{FFA0}',
        '\u{061C}',
        '\u{17B4}',
        '\u{180E}',
        '\u{200D}',
        '\u{2064}',
        '\u{FE0F}',
        '\u{1BCA0}',
        '\u{1D173}',
        '\u{E0041}',
        '\u{E0100}',
        '\u{0600}',
        '\u{FFF9}',
        '\u{00A0}',
        '\u{2003}',
        '\u{3000}',
        '\u{2800}',
        '\u{E000}',
    ];
    for c in bad {
        let nick = format!("Bo{c}b");
        for (path, body) in [
            ("/api/guests".to_string(), json!({"nickname": nick})),
            ("/api/rooms".to_string(), json!({"nickname": nick})),
            (format!("/api/rooms/{code}/join"), json!({"nickname": nick})),
        ] {
            let (st, v) = srv.post(&path, body).await;
            assert_eq!(
                (st, v["error"]["code"].as_str()),
                (400, Some("invalid_nickname")),
                "U+{:04X} at {path}: {v}",
                c as u32
            );
        }
    }
    // A name of only fillers is refused too, and nothing was created.
    let (st, _) = srv
        .post("/api/guests", json!({"nickname": "\u{3164}\u{3164}"}))
        .await;
    assert_eq!(st, 400);
    let info = srv.get(&format!("/api/rooms/{code}")).await.1;
    assert_eq!(info["members"].as_array().unwrap().len(), 1, "{info}");
    // Ordinary names in any script still pass.
    for ok in [
        "Zoë",
        "李小龍",
        "Ada Lovelace",
        "Ωmega 🦄",
        "José-María",
        "ناصر",
    ] {
        let (st, v) = srv.post("/api/guests", json!({"nickname": ok})).await;
        assert_eq!(st, 200, "{ok}: {v}");
        assert_eq!(v["nickname"], ok);
    }
}

// ----- where behaviour and document once disagreed ---------------------------

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ping_before_hello_is_answered() {
    let srv = TestServer::start(Config::fast()).await;
    let mut ws = WsClient::connect(srv.addr).await.unwrap();
    let p = request(&mut ws, json!({"type": "ping"}), 5).await;
    assert_eq!(
        (p["type"].as_str(), p["id"].as_u64()),
        (Some("pong"), Some(5)),
        "{p}"
    );
    // Anything else still needs a hello.
    let e = request(&mut ws, json!({"type": "sync"}), 6).await;
    assert_eq!(e["code"], "not_authenticated", "{e}");
    // And the connection authenticates as usual afterwards.
    let host = srv.create_room(json!({"nickname": "Ada"})).await;
    let w = ws
        .hello(
            host["code"].as_str().unwrap(),
            host["token"].as_str().unwrap(),
        )
        .await
        .unwrap();
    assert_eq!(w["type"], "welcome", "{w}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn leave_seat_during_a_game_not_seated_for_spectators() {
    let srv = TestServer::start(Config::fast()).await;
    let (host, mut hws) = room_with_host(&srv).await;
    let code = host["code"].as_str().unwrap();
    let spec = srv.spectate(code, "Sam").await;
    let (mut sws, _) = srv.connect(&spec).await;
    // In the lobby a spectator has no seat to leave.
    let e = request(&mut sws, json!({"type": "leave_seat"}), 1).await;
    assert_eq!(e["code"], "not_seated", "{e}");
    let r = request(&mut hws, json!({"type": "add_bot", "level": "easy"}), 2).await;
    assert_eq!(r["type"], "ok", "{r}");
    let r = request(&mut hws, json!({"type": "start"}), 3).await;
    assert_eq!(r["type"], "ok", "{r}");
    // During the game: the spectator is not seated; the seated host may
    // not leave a game in progress.
    let e = request(&mut sws, json!({"type": "leave_seat"}), 4).await;
    assert_eq!(e["code"], "not_seated", "{e}");
    let e = request(&mut hws, json!({"type": "leave_seat"}), 5).await;
    assert_eq!(e["code"], "game_in_progress", "{e}");
    let info = srv.get(&format!("/api/rooms/{code}")).await.1;
    assert_eq!(info["seats"].as_array().unwrap().len(), 2, "{info}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn limit_out_of_range_is_refused() {
    let srv = TestServer::start(Config::fast()).await;
    for path in ["/api/games", "/api/leaderboard"] {
        for bad in ["0", "101", "1000", "-1", "lots"] {
            let (st, v) = srv.get(&format!("{path}?limit={bad}")).await;
            assert_eq!(
                (st, v["error"]["code"].as_str()),
                (400, Some("bad_message")),
                "{path}?limit={bad}: {v}"
            );
        }
        for good in ["1", "20", "100"] {
            let (st, v) = srv.get(&format!("{path}?limit={good}")).await;
            assert_eq!(st, 200, "{path}?limit={good}: {v}");
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rules_that_do_not_load_are_invalid_rules() {
    let srv = TestServer::start(Config::fast()).await;
    for rules in [
        json!({"preset": "classic", "options": {"hand_size": 1000}}),
        json!({"preset": "classic", "options": {"hand_size": -1}}),
        json!({"preset": "classic", "house": ["no_such_rule"]}),
        json!({"preset": "poker"}),
    ] {
        let (st, v) = srv
            .post("/api/rooms", json!({"nickname": "Ada", "rules": rules}))
            .await;
        assert_eq!(
            (st, v["error"]["code"].as_str()),
            (400, Some("invalid_rules")),
            "{rules}: {v}"
        );
    }
    // Over the WebSocket, `configure` says the same and changes nothing.
    let (host, mut ws) = room_with_host(&srv).await;
    let before = srv
        .get(&format!("/api/rooms/{}", host["code"].as_str().unwrap()))
        .await
        .1;
    let e = request(
        &mut ws,
        json!({"type": "configure", "rules": {"preset": "classic", "options": {"hand_size": 1000}}}),
        1,
    )
    .await;
    assert_eq!(e["code"], "invalid_rules", "{e}");
    let e = request(&mut ws, json!({"type": "configure", "turn_timer_s": 2}), 2).await;
    assert_eq!(e["code"], "invalid_settings", "{e}");
    let after = srv
        .get(&format!("/api/rooms/{}", host["code"].as_str().unwrap()))
        .await
        .1;
    assert_eq!(before, after);
    // A good configure still works.
    let r = request(
        &mut ws,
        json!({"type": "configure", "rules": {"preset": "classic", "options": {"hand_size": 5}}}),
        3,
    )
    .await;
    assert_eq!(r["type"], "ok", "{r}");
}
