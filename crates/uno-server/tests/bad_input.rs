//! Bad input over real sockets: every malformed, unknown, oversized,
//! unauthorised or out-of-turn message gets its typed error, nothing
//! panics, the connection stays up (unless it floods), and the game is
//! unchanged. Also the HTTP API's refusals and limits.

mod common;

use std::time::Duration;

use common::*;
use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::TestRunner;
use serde_json::{json, Value};
use uno_client::client::WsClient;
use uno_server::Config;

/// The state a client sees, via `sync`.
async fn snapshot(ws: &mut WsClient, id: u64) -> Value {
    let w = request(ws, json!({"type": "sync"}), id).await;
    assert_eq!(w["type"], "welcome", "{w}");
    json!({"state": w["state"], "seq": w["room"]["game"]["seq"], "legal": w["legal"]})
}

/// Sends an action and waits for the update that acknowledges it.
async fn acted(ws: &mut WsClient, mut msg: Value, id: u64) {
    msg["id"] = json!(id);
    ws.send(&msg).await.unwrap();
    loop {
        let v = ws.recv_timeout(T).await.unwrap().expect("open");
        assert_ne!(v["type"], "error", "{msg} -> {v}");
        if v["type"] == "update" && v["ack"] == json!(id) {
            return;
        }
    }
}

async fn expect_error(ws: &mut WsClient, text: &str, code: &str) {
    ws.send_text(text).await.unwrap();
    let v = ws.recv_type("error", T).await.unwrap();
    assert_eq!(v["code"], code, "{text} -> {v}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_messages_get_typed_errors_and_change_nothing() {
    let srv = TestServer::start(Config::fast()).await;
    let host = srv
        .create_room(json!({"nickname": "Ada", "turn_timer_s": 0}))
        .await;
    let code = host["code"].as_str().unwrap().to_string();
    let bob = srv.join(&code, "Bob").await;
    let eve = srv.spectate(&code, "Eve").await;
    let (mut a, _) = srv.connect(&host).await;
    let (mut b, _) = srv.connect(&bob).await;
    let (mut e, _) = srv.connect(&eve).await;
    let r = request(&mut a, json!({"type": "start"}), 1).await;
    assert_eq!(r["type"], "ok");
    // The first card may leave a decision first (R3: after a first `W`
    // the first player chooses the colour). The checks below need an ordinary turn
    // (R4), so such a decision is settled with its first legal action.
    let mut id = 2;
    let (sa, sb, se, to_act) = loop {
        let sa = snapshot(&mut a, id).await;
        let sb = snapshot(&mut b, id + 1).await;
        let se = snapshot(&mut e, id + 2).await;
        id += 3;
        let to_act = sa["state"]["to_act"].as_u64().unwrap();
        let legal = &sa_or(&sa, &sb, to_act)["legal"];
        if legal.as_array().unwrap().iter().any(|x| x["do"] == "draw") {
            break (sa, sb, se, to_act);
        }
        assert!(id < 40, "no ordinary turn after the first card: {legal}");
        let settle = json!({"type": "act", "action": legal[0].clone()});
        let ws = if to_act == 0 { &mut a } else { &mut b };
        acted(ws, settle, id).await;
        id += 1;
    };
    assert_eq!(se["state"]["hand"], json!([]), "a spectator has no hand");
    let mover = if to_act == 0 { &mut a } else { &mut b };

    // Malformed and unknown.
    for (text, code) in [
        ("{", "bad_json"),
        ("not json at all", "bad_json"),
        ("[1,2]", "bad_message"),
        ("{}", "bad_message"),
        (r#"{"type":"teleport"}"#, "unknown_type"),
        (r#"{"type":"act"}"#, "bad_message"),
        (r#"{"type":"act","action":{"do":"fly"}}"#, "bad_message"),
        (
            r#"{"type":"act","action":{"do":"play","cards":["X9"]}}"#,
            "bad_message",
        ),
        (r#"{"type":"ping","v":99}"#, "unsupported_version"),
        (
            r#"{"type":"hello","v":1,"room":"AAAAAA","token":"00"}"#,
            "already_authenticated",
        ),
        (r#"{"type":"chat","text":"bell\u0007"}"#, "invalid_chat"),
        (r#"{"type":"take_seat"}"#, "game_in_progress"),
    ] {
        expect_error(mover, text, code).await;
    }
    expect_error(
        &mut a,
        r#"{"type":"add_bot","level":"easy"}"#,
        "game_in_progress",
    )
    .await;
    expect_error(&mut a, r#"{"type":"rematch"}"#, "game_not_over").await;
    let (mover, idle) = if to_act == 0 {
        (&mut a, &mut b)
    } else {
        (&mut b, &mut a)
    };
    // Host-only commands from a guest.
    expect_error(&mut e, r#"{"type":"start"}"#, "not_host").await;
    expect_error(&mut e, r#"{"type":"remove_seat","seat":0}"#, "not_host").await;
    // A spectator acts for no seat; a player only for its own, in turn.
    expect_error(
        &mut e,
        r#"{"type":"act","action":{"do":"draw"}}"#,
        "not_seated",
    )
    .await;
    expect_error(
        idle,
        r#"{"type":"act","action":{"do":"draw"}}"#,
        "not_your_turn",
    )
    .await;
    expect_error(
        idle,
        r#"{"type":"act","action":{"do":"catch","target":9}}"#,
        "invalid_target",
    )
    .await;
    // A card the mover does not hold.
    let hand: Vec<String> = sa_or(&sa, &sb, to_act)["state"]["hand"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap().to_string())
        .collect();
    let missing = ["R0", "Y0", "G0", "B0", "R1", "Y1"]
        .into_iter()
        .find(|c| !hand.iter().any(|h| h == c))
        .unwrap();
    expect_error(
        mover,
        &json!({"type": "act", "action": {"do": "play", "cards": [missing]}}).to_string(),
        "card_not_in_hand",
    )
    .await;
    expect_error(
        mover,
        r#"{"type":"act","action":{"do":"pass"}}"#,
        "pass_not_allowed",
    )
    .await;
    // Oversized (under the transport cap): an error, the socket stays.
    let big = json!({"type": "chat", "text": "x".repeat(6000)}).to_string();
    expect_error(mover, &big, "message_too_large").await;
    mover.send_binary(vec![1, 2, 3]).await.unwrap();
    assert_eq!(
        mover.recv_type("error", T).await.unwrap()["code"],
        "bad_message"
    );
    let p = request(mover, json!({"type": "ping"}), 77).await;
    assert_eq!(p["type"], "pong");
    // Chat is plain text: markup is carried as text, never interpreted.
    e.send(&json!({"type": "chat", "text": "<b>hi</b>"}))
        .await
        .unwrap();
    let c = a.recv_type("chat", T).await.unwrap();
    assert_eq!(c["text"], "<b>hi</b>");
    assert_eq!(c["nickname"], "Eve");

    // An out-of-turn flood: errors, then rate limiting; nothing changes.
    let idle_is_a = to_act != 0;
    let flooder = if idle_is_a { &mut a } else { &mut b };
    for _ in 0..70 {
        flooder
            .send_text(r#"{"type":"act","action":{"do":"draw"}}"#)
            .await
            .unwrap();
    }
    let mut codes = std::collections::BTreeMap::new();
    for _ in 0..70 {
        let v = flooder.recv_type("error", T).await.unwrap();
        *codes
            .entry(v["code"].as_str().unwrap().to_string())
            .or_insert(0) += 1;
    }
    assert!(
        codes.get("not_your_turn").copied().unwrap_or(0) >= 30,
        "{codes:?}"
    );
    assert!(
        codes.get("rate_limited").copied().unwrap_or(0) >= 1,
        "{codes:?}"
    );
    tokio::time::sleep(Duration::from_millis(2500)).await;

    // The game is exactly as it was, for everyone.
    assert_eq!(snapshot(&mut a, 90).await, sa);
    assert_eq!(snapshot(&mut b, 91).await, sb);
    assert_eq!(snapshot(&mut e, 92).await, se);

    // A frame over the transport cap closes that socket (1009), only it.
    let huge = "y".repeat(100_000);
    let _ = e.send_text(&huge).await;
    assert!(e.recv_timeout(T).await.unwrap().is_none(), "closed");
    assert_eq!(snapshot(&mut a, 93).await, sa);
}

fn sa_or<'a>(sa: &'a Value, sb: &'a Value, to_act: u64) -> &'a Value {
    if to_act == 0 {
        sa
    } else {
        sb
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tokens_are_checked() {
    let srv = TestServer::start(Config::fast()).await;
    let r1 = srv.create_room(json!({"nickname": "Ada"})).await;
    let r2 = srv.create_room(json!({"nickname": "Bea"})).await;
    let code1 = r1["code"].as_str().unwrap();
    let code2 = r2["code"].as_str().unwrap();
    let mut ws = WsClient::connect(srv.addr).await.unwrap();
    // Nothing before hello.
    expect_error(&mut ws, r#"{"type":"start"}"#, "not_authenticated").await;
    // A wrong token, a malformed one, a token of another room.
    let wrong = "0".repeat(64);
    for (room, token) in [
        (code1, wrong.as_str()),
        (code1, "short"),
        (code1, r2["token"].as_str().unwrap()),
        ("ZZZZZZ", r1["token"].as_str().unwrap()),
    ] {
        let v = ws.hello(room, token).await.unwrap();
        assert_eq!(v["type"], "error");
        assert!(
            v["code"] == "bad_token" || v["code"] == "no_such_room",
            "{v}"
        );
    }
    // The fifth failure closes the connection, saying why.
    let v = ws.hello(code2, &wrong).await.unwrap();
    assert_eq!(v["code"], "bad_token");
    let bye = ws.recv_timeout(T).await.unwrap().unwrap();
    assert_eq!(bye["type"], "bye");
    assert!(ws.recv_timeout(T).await.unwrap().is_none());
    // The right token still works, in upper case too.
    let mut ws = WsClient::connect(srv.addr).await.unwrap();
    let t = r1["token"].as_str().unwrap().to_ascii_uppercase();
    let w = ws.hello(&code1.to_ascii_lowercase(), &t).await.unwrap();
    assert_eq!(w["type"], "welcome", "{w}");
    assert_eq!(w["you"]["nickname"], "Ada");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn http_refusals_and_limits() {
    let srv = TestServer::start(Config {
        max_rooms_per_client: 2,
        ..Config::fast()
    })
    .await;
    let cases = [
        ("/api/rooms", "{", 400, "bad_json"),
        ("/api/rooms", "[]", 400, "bad_message"),
        (
            "/api/rooms",
            r#"{"nickname":"A","colour":"red"}"#,
            400,
            "bad_message",
        ),
        ("/api/rooms", r#"{"nickname":""}"#, 400, "invalid_nickname"),
        (
            "/api/rooms",
            r#"{"nickname":"aaaaaaaaaaaaaaaaaaaaaaaaa"}"#,
            400,
            "invalid_nickname",
        ),
        (
            "/api/rooms",
            r#"{"nickname":"<script>"}"#,
            400,
            "invalid_nickname",
        ),
        (
            "/api/rooms",
            r#"{"nickname":"A","rules":"poker"}"#,
            400,
            "invalid_rules",
        ),
        (
            "/api/rooms",
            r#"{"nickname":"A","rules":{"house":["zero_rotates","zero_swap"]}}"#,
            400,
            "invalid_rules",
        ),
        // R14: rules are a preset's name or a table, and so are their
        // options and scoring (an array was once read field by field).
        (
            "/api/rooms",
            r#"{"nickname":"A","rules":[]}"#,
            400,
            "invalid_rules",
        ),
        (
            "/api/rooms",
            r#"{"nickname":"A","rules":["mario-kart"]}"#,
            400,
            "invalid_rules",
        ),
        (
            "/api/rooms",
            r#"{"nickname":"A","rules":{"preset":"classic","scoring":["penalty"]}}"#,
            400,
            "invalid_rules",
        ),
        (
            "/api/rooms",
            r#"{"nickname":"A","turn_timer_s":2}"#,
            400,
            "invalid_settings",
        ),
        (
            "/api/rooms",
            r#"{"nickname":"A","player_token":"nope"}"#,
            401,
            "bad_token",
        ),
        (
            "/api/rooms/ZZZZZZ/join",
            r#"{"nickname":"A"}"#,
            404,
            "no_such_room",
        ),
        (
            "/api/rooms/%3Cx%3E/join",
            r#"{"nickname":"A"}"#,
            404,
            "no_such_room",
        ),
        (
            "/api/guests",
            r#"{"nickname":"a\u0000b"}"#,
            400,
            "invalid_nickname",
        ),
    ];
    for (path, body, status, code) in cases {
        let (st, v) = uno_client::client::http(srv.addr, "POST", path, Some(body))
            .await
            .unwrap();
        assert_eq!(
            (st, v["error"]["code"].as_str().unwrap_or("")),
            (status, code),
            "{path} {body}: {v}"
        );
    }
    for (path, status, code) in [
        ("/api/games/1", 404, "no_such_game"),
        ("/api/games/x/replay", 404, "no_such_game"),
        ("/api/players/99/stats", 404, "no_such_player"),
        ("/api/rooms/ABCDEF", 404, "no_such_room"),
        ("/api/nothing", 404, "not_found"),
        ("/api/games?limit=lots", 400, "bad_message"),
        // A plain GET of the WebSocket endpoint is told what it lacks.
        ("/ws", 426, "bad_upgrade"),
    ] {
        let (st, v) = srv.get(path).await;
        assert_eq!(
            (st, v["error"]["code"].as_str().unwrap_or("")),
            (status, code),
            "{path}: {v}"
        );
    }
    // Rules are checked at creation: a hand the deck cannot deal to a full
    // table of ten (R2.1, R2.3) is refused with Start's message, and the
    // refusal uses none of the client's rooms. 11 x 10 + 1 > 108; 10 fits.
    let too_big =
        json!({"nickname": "A", "rules": {"preset": "classic", "options": {"hand_size": 11}}});
    let (st, v) = srv.post("/api/rooms", too_big).await;
    assert_eq!(
        (st, v["error"]["code"].as_str().unwrap()),
        (400, "invalid_rules"),
        "{v}"
    );
    assert_eq!(
        v["error"]["message"],
        "invalid rules: the deck has 108 cards, too few to deal 11 to each of 10 players and turn a first card"
    );
    // And in no language, for the page to word (issue 32).
    assert_eq!(v["error"]["reason"], "deck-too-small");
    assert_eq!(
        v["error"]["args"],
        json!({"deck": 108, "hand": 11, "players": 10})
    );
    // Rooms per client.
    srv.create_room(json!({"nickname": "A"})).await;
    srv.create_room(json!({"nickname": "A"})).await;
    let (st, v) = srv.post("/api/rooms", json!({"nickname": "A"})).await;
    assert_eq!(
        (st, v["error"]["code"].as_str().unwrap()),
        (429, "too_many_rooms")
    );
    // The page and share links.
    let (st, page) = uno_client::client::http_text(srv.addr, "GET", "/", None)
        .await
        .unwrap();
    assert_eq!(st, 200);
    assert!(page.contains("<html"), "the embedded web page");
    let (st, _) = uno_client::client::http_text(srv.addr, "GET", "/r/ABCDEF", None)
        .await
        .unwrap();
    assert_eq!(st, 200);
    let (st, g) = srv.post("/api/guests", json!({"nickname": "Zoë"})).await;
    assert_eq!(st, 200);
    assert_eq!(g["player_token"].as_str().unwrap().len(), 64);
}

/// `configure` refuses rules whose deck cannot deal a full table with the
/// code and message room creation gives them (it used to answer `ok` and
/// leave the refusal to `start`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn configure_refuses_rules_that_cannot_deal_the_table() {
    // `configure` refuses the same rules with the same code and message
    // (R2.1, R2.3), where they are configured rather than at `start`, and
    // the room keeps its rules. hand_size 20 at ten seats: 201 > 108.
    let srv = TestServer::start(Config::fast()).await;
    let host = srv
        .create_room(json!({"nickname": "A", "turn_timer_s": 0}))
        .await;
    let code = host["code"].as_str().unwrap().to_string();
    let info = |v: Value| v["rules"].clone();
    let before = info(srv.get(&format!("/api/rooms/{code}")).await.1);
    let (mut ws, _) = srv.connect(&host).await;
    for (id, hand) in [(1, 11), (2, 20)] {
        let e = request(
            &mut ws,
            json!({"type": "configure", "rules": {"preset": "classic", "options": {"hand_size": hand}}}),
            id,
        )
        .await;
        assert_eq!(
            (e["type"].as_str(), e["code"].as_str()),
            (Some("error"), Some("invalid_rules")),
            "{e}"
        );
        let (st, v) = srv
            .post(
                "/api/rooms",
                json!({"nickname": "A", "rules": {"preset": "classic", "options": {"hand_size": hand}}}),
            )
            .await;
        assert_eq!(
            (st, v["error"]["code"].as_str()),
            (400, Some("invalid_rules")),
            "{v}"
        );
        assert_eq!(
            e["message"], v["error"]["message"],
            "configure and creation say the same"
        );
    }
    assert_eq!(before, info(srv.get(&format!("/api/rooms/{code}")).await.1));
    // The largest hand that deals ten seats is still accepted.
    let ok = request(
        &mut ws,
        json!({"type": "configure", "rules": {"preset": "classic", "options": {"hand_size": 10}}}),
        3,
    )
    .await;
    assert_eq!(ok["type"], "ok", "{ok}");
    drop(ws);
}

/// Random frames (structured and not) from a spectator and from a player
/// out of turn: each gets an answer, none changes the game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fuzzed_frames_change_nothing() {
    let srv = TestServer::start(Config {
        msg_rate: 10_000,
        ..Config::fast()
    })
    .await;
    let host = srv
        .create_room(json!({"nickname": "Ada", "turn_timer_s": 0}))
        .await;
    let code = host["code"].as_str().unwrap().to_string();
    srv.join(&code, "Bob").await;
    let eve = srv.spectate(&code, "Eve").await;
    let (mut a, _) = srv.connect(&host).await;
    let (mut e, _) = srv.connect(&eve).await;
    assert_eq!(
        request(&mut a, json!({"type": "start"}), 1).await["type"],
        "ok"
    );
    let before = snapshot(&mut e, 2).await;
    let mut runner = TestRunner::deterministic();
    let strategy = prop_oneof![
        any::<String>(),
        "[ -~]{0,60}",
        Just("{\"type\":\"act\",\"action\":".to_string()),
        (
            prop::sample::select(uno_server::protocol::CLIENT_TYPES.to_vec()),
            "[a-z_]{0,8}",
            any::<i64>()
        )
            .prop_map(|(t, k, n)| format!(
                "{{\"type\":\"{t}\",\"{k}\":{n},\"action\":{{\"do\":\"{k}\"}}}}"
            )),
    ];
    let mut sent = 0;
    for _ in 0..300 {
        let text = strategy.new_tree(&mut runner).unwrap().current();
        if text.contains("\"chat\"") || text.contains("sync") || text.contains("ping") {
            continue; // those are answered without an error
        }
        e.send_text(&text).await.unwrap();
        sent += 1;
    }
    let mut answered = 0;
    while answered < sent {
        let v = e.recv_timeout(T).await.unwrap().expect("still open");
        if v["type"] == "error" || v["type"] == "ok" {
            answered += 1;
        }
    }
    assert_eq!(snapshot(&mut e, 3).await, before);
}

/// A masked client frame, built by hand (RFC 6455 §5.2).
fn client_frame(first: u8, payload: &[u8]) -> Vec<u8> {
    let mask = [0x1f, 0x83, 0x5c, 0xe2];
    assert!(payload.len() < 126);
    let mut v = vec![first, 0x80 | payload.len() as u8];
    v.extend(mask);
    v.extend(payload.iter().enumerate().map(|(i, b)| b ^ mask[i % 4]));
    v
}

/// One server frame: its first byte and its payload.
async fn server_frame(tcp: &mut tokio::net::TcpStream) -> (u8, Vec<u8>) {
    use tokio::io::AsyncReadExt;
    let mut h = [0u8; 2];
    tcp.read_exact(&mut h).await.unwrap();
    assert_eq!(h[1] & 0x80, 0, "server frames are unmasked");
    let len = match h[1] & 0x7f {
        126 => tcp.read_u16().await.unwrap() as usize,
        127 => tcp.read_u64().await.unwrap() as usize,
        n => n as usize,
    };
    let mut p = vec![0u8; len];
    tcp.read_exact(&mut p).await.unwrap();
    (h[0], p)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn websocket_frames_over_a_real_socket() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let srv = TestServer::start(Config::fast()).await;
    let mut tcp = tokio::net::TcpStream::connect(srv.addr).await.unwrap();
    // The handshake, with RFC 6455's own example key (§1.3).
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
    assert!(head.contains("s3pPLMBiTxaQ9kYGzzhZRbK+xOo="), "{head}");

    // A ping is answered with its payload.
    tcp.write_all(&client_frame(0x89, b"p1")).await.unwrap();
    assert_eq!(server_frame(&mut tcp).await, (0x8A, b"p1".to_vec()));

    // A message in two fragments, a ping between them: one message.
    let mut bytes = client_frame(0x01, br#"{"type":"#);
    bytes.extend(client_frame(0x89, b"p2"));
    bytes.extend(client_frame(0x80, br#""sync","id":7}"#));
    tcp.write_all(&bytes).await.unwrap();
    assert_eq!(server_frame(&mut tcp).await, (0x8A, b"p2".to_vec()));
    let (op, text) = server_frame(&mut tcp).await;
    assert_eq!(op, 0x81, "one final text frame");
    let v: Value = serde_json::from_slice(&text).unwrap();
    assert_eq!(
        (v["code"].as_str(), v["id"].as_u64()),
        (Some("not_authenticated"), Some(7)),
        "{v}"
    );

    // An unmasked frame breaks the protocol: a close with 1002, then the end.
    tcp.write_all(&[0x81, 0x02, b'h', b'i']).await.unwrap();
    let (op, p) = server_frame(&mut tcp).await;
    assert_eq!(op, 0x88);
    assert_eq!(
        u16::from_be_bytes([p[0], p[1]]),
        1002,
        "{}",
        String::from_utf8_lossy(&p[2..])
    );
    let mut rest = Vec::new();
    tcp.read_to_end(&mut rest).await.unwrap();
    assert!(rest.is_empty(), "nothing after the close: {rest:?}");
}

/// A join refused by the room (`room_full`) leaves no player behind: the
/// guest made for it is forgotten, and an existing guest who joined with
/// its token is kept.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_join_leaves_no_new_player_behind() {
    let srv = TestServer::start(Config {
        max_members: 2,
        ..Config::fast()
    })
    .await;
    let host = srv.create_room(json!({"nickname": "Ada"})).await;
    let code = host["code"].as_str().unwrap().to_string();
    srv.join(&code, "Bob").await;
    // A guest of our own, to know the ids around it.
    let (st, g) = srv.post("/api/guests", json!({"nickname": "Cy"})).await;
    assert_eq!(st, 200, "{g}");
    let cy = g["player_id"].as_i64().unwrap();
    let token = g["player_token"].as_str().unwrap().to_string();
    // A newcomer without a token: a guest is made, then the room refuses.
    let (st, v) = srv
        .post(
            &format!("/api/rooms/{code}/join"),
            json!({"nickname": "Dee"}),
        )
        .await;
    assert_eq!(
        (st, v["error"]["code"].as_str()),
        (409, Some("room_full")),
        "{v}"
    );
    // The guest made for it had the next id (nothing else made guests in
    // between): it is no player.
    let (st, v) = srv.get(&format!("/api/players/{}/stats", cy + 1)).await;
    assert_eq!(
        (st, v["error"]["code"].as_str()),
        (404, Some("no_such_player")),
        "{v}"
    );
    // A guest joining with its token and refused stays a player.
    let (st, v) = srv
        .post(
            &format!("/api/rooms/{code}/join"),
            json!({"nickname": "Cy", "player_token": token}),
        )
        .await;
    assert_eq!(
        (st, v["error"]["code"].as_str()),
        (409, Some("room_full")),
        "{v}"
    );
    let (st, v) = srv.get(&format!("/api/players/{cy}/stats")).await;
    assert_eq!(st, 200, "{v}");
    assert_eq!(v["nickname"], "Cy");
}
