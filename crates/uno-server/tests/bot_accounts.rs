//! Bot accounts (issue 21, "any bot online"; docs/protocol.md "Bot
//! accounts"), on either back-end (`UNO_TEST_BACKEND=postgres` runs them
//! on PostgreSQL): `POST /api/bots`, the bot badge at the table (seats and
//! members, kept across a restart), invitations by name, `stand_in`, and
//! the per-address limit on new bot accounts.

mod common;

use std::time::Duration;

use common::*;
use serde_json::{json, Value};
use uno_client::client::http_text_with;
use uno_server::Config;

async fn new_bot(srv: &TestServer, name: &str) -> Value {
    let (st, v) = srv.post("/api/bots", json!({"nickname": name})).await;
    assert_eq!(st, 201, "{v}");
    assert_eq!(v["bot"], true);
    assert_eq!(v["nickname"], name);
    assert_eq!(v["player_token"].as_str().map(str::len), Some(64));
    v
}

async fn join_as(srv: &TestServer, code: &str, name: &str, token: &Value) -> Value {
    let (st, v) = srv
        .post(
            &format!("/api/rooms/{code}/join"),
            json!({"nickname": name, "player_token": token}),
        )
        .await;
    assert_eq!(st, 200, "{v}");
    v
}

/// `GET /api/bots/invitation` with a bearer token: status and body.
async fn invitation(srv: &TestServer, token: &str) -> (u16, Value) {
    let auth = format!("Bearer {token}");
    let (st, text) = http_text_with(
        srv.addr,
        "GET",
        "/api/bots/invitation",
        None,
        &[("Authorization", auth.as_str())],
    )
    .await
    .unwrap();
    (st, serde_json::from_str(&text).unwrap_or(Value::Null))
}

fn seat_named<'a>(room: &'a Value, name: &str) -> &'a Value {
    room["seats"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["nickname"] == name)
        .unwrap_or_else(|| panic!("no seat {name} in {room}"))
}

fn member_named<'a>(room: &'a Value, name: &str) -> &'a Value {
    room["members"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["nickname"] == name)
        .unwrap_or_else(|| panic!("no member {name} in {room}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_account_sits_with_its_badge_and_keeps_it_after_a_restart() {
    let mut srv = TestServer::start(Config::fast()).await;
    let bot = new_bot(&srv, "robo").await;
    let host = srv
        .create_room(json!({"nickname": "Ada", "turn_timer_s": 0}))
        .await;
    let code = host["code"].as_str().unwrap().to_string();
    let m = join_as(&srv, &code, "robo", &bot["player_token"]).await;
    assert!(m["seat"].is_number(), "{m}");
    assert!(m.get("player_token").is_none_or(Value::is_null), "{m}");
    // A person who joins has no badge.
    srv.join(&code, "Bob").await;
    let room = srv.get(&format!("/api/rooms/{code}")).await.1;
    assert_eq!(seat_named(&room, "robo")["bot_account"], true, "{room}");
    assert_eq!(seat_named(&room, "robo")["kind"], "player");
    assert_eq!(member_named(&room, "robo")["bot_account"], true);
    for who in ["Ada", "Bob"] {
        assert_eq!(seat_named(&room, who)["bot_account"], false, "{room}");
        assert_eq!(member_named(&room, who)["bot_account"], false, "{room}");
    }
    // The game's seats carry it too.
    let (mut a, w) = srv.connect(&host).await;
    assert_eq!(seat_named(&w["room"], "robo")["bot_account"], true);
    assert_eq!(
        request(&mut a, json!({"type": "start"}), 1).await["type"],
        "ok"
    );
    let playing = srv.get(&format!("/api/rooms/{code}")).await.1;
    assert_eq!(playing["status"], "playing");
    assert_eq!(seat_named(&playing, "robo")["bot_account"], true);
    a.close().await;
    // A new server (another instance on PostgreSQL) loads the room from
    // the database: the badge comes from `bot_accounts`.
    srv.stop().await;
    let srv2 = TestServer::start_on(srv.db_spec.clone(), Config::fast()).await;
    let again = srv2.get_taking_over(&format!("/api/rooms/{code}")).await.1;
    assert_eq!(again["status"], "playing", "{again}");
    assert_eq!(seat_named(&again, "robo")["bot_account"], true, "{again}");
    assert_eq!(member_named(&again, "robo")["bot_account"], true);
    assert_eq!(seat_named(&again, "Bob")["bot_account"], false);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_host_invites_an_online_bot_by_name() {
    let srv = TestServer::start(Config::fast()).await;
    let bot = new_bot(&srv, "inviteme").await;
    let token = bot["player_token"].as_str().unwrap();
    let host = srv.create_room(json!({"nickname": "Ada"})).await;
    let code = host["code"].as_str().unwrap();
    let (mut a, _) = srv.connect(&host).await;
    // Not online yet: it never asked for invitations.
    let r = request(&mut a, json!({"type": "add_bot", "account": "inviteme"}), 1).await;
    assert_eq!(r["code"], "bot_offline", "{r}");
    assert_eq!(invitation(&srv, token).await, (200, json!({"room": null})));
    let r = request(&mut a, json!({"type": "add_bot", "account": "inviteme"}), 2).await;
    assert_eq!(r["type"], "ok", "{r}");
    // Twice is one invitation; it is handed out once.
    let r = request(&mut a, json!({"type": "add_bot", "account": "inviteme"}), 3).await;
    assert_eq!(r["type"], "ok", "{r}");
    assert_eq!(invitation(&srv, token).await, (200, json!({"room": code})));
    assert_eq!(invitation(&srv, token).await, (200, json!({"room": null})));
    // Only the host invites; a name nobody runs, a malformed name.
    let bob = srv.join(code, "Bob").await;
    let (mut b, _) = srv.connect(&bob).await;
    let r = request(&mut b, json!({"type": "add_bot", "account": "inviteme"}), 4).await;
    assert_eq!(r["code"], "not_host", "{r}");
    let r = request(&mut a, json!({"type": "add_bot", "account": "nobody"}), 5).await;
    assert_eq!(r["code"], "bot_offline", "{r}");
    let r = request(&mut a, json!({"type": "add_bot", "account": "<b>"}), 6).await;
    assert_eq!(r["code"], "invalid_nickname", "{r}");
    // A person's token, or none that exists, cannot ask for invitations.
    let (_, guest) = srv.post("/api/guests", json!({"nickname": "Cid"})).await;
    let (st, _) = invitation(&srv, guest["player_token"].as_str().unwrap()).await;
    assert_eq!(st, 401);
    assert_eq!(invitation(&srv, &"0".repeat(64)).await.0, 401);
    // The ordinary add_bot still seats a level.
    let r = request(&mut a, json!({"type": "add_bot", "level": "easy"}), 7).await;
    assert_eq!(r["type"], "ok", "{r}");
    let r = request(&mut a, json!({"type": "add_bot"}), 8).await;
    assert_eq!(r["code"], "bad_message", "{r}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stand_in_hands_the_seat_to_the_medium_stand_in() {
    let srv = TestServer::start(Config::fast()).await;
    // The deal is secret: the medium bot can go out before Bob ever acts
    // (R7.4: with two players its Skips, Reverses and Draw Twos keep the
    // turn), and then there is no game left to hand over. Bob asks on his
    // first turn, when nothing moves until he does; a game over before
    // that is played again in a new room.
    let mut id = 10;
    let mut attempt = 0;
    let (code, _a, mut b) = loop {
        let host = srv
            .create_room(json!({
                "nickname": "Ada", "spectator": true, "turn_timer_s": 0,
                "rules": {"preset": "classic", "scoring": {"game_end": "hands:1"}}
            }))
            .await;
        let code = host["code"].as_str().unwrap().to_string();
        let bob = srv.join(&code, "Bob").await;
        let (mut a, _) = srv.connect(&host).await;
        let (mut b, _) = srv.connect(&bob).await;
        let r = request(&mut b, json!({"type": "stand_in"}), 1).await;
        assert_eq!(r["code"], "no_game", "{r}");
        assert_eq!(
            request(&mut a, json!({"type": "add_bot", "level": "medium"}), 1).await["type"],
            "ok"
        );
        assert_eq!(
            request(&mut a, json!({"type": "start"}), 2).await["type"],
            "ok"
        );
        let r = request(&mut a, json!({"type": "stand_in"}), 3).await;
        assert_eq!(r["code"], "not_seated", "a spectator has no seat: {r}");
        if until_my_turn(&mut b, &mut id).await.0.is_some() {
            break (code, a, b);
        }
        attempt += 1;
        assert!(attempt < 20, "Bob had no turn in 20 games");
        eprintln!("room {code}: the game ended before Bob had a turn; another room");
    };
    let code = code.as_str();
    let (r, mut seen) = request_all(&mut b, json!({"type": "stand_in"}), 2).await;
    assert_eq!(r["type"], "ok", "{r}");
    // Everyone hears that a bot stands in for Bob. (The stand-in may win
    // at once, as the medium bot may, so the room's own page says so only
    // while the game is still on.)
    let standing =
        |v: &Value| v["type"] == "room" && seat_named(&v["room"], "Bob")["bot_standing_in"] == true;
    while !seen.iter().any(standing) {
        seen.push(b.recv_timeout(T).await.unwrap().expect("open"));
    }
    let room = srv.get(&format!("/api/rooms/{code}")).await.1;
    if room["status"] == "playing" {
        assert_eq!(seat_named(&room, "Bob")["bot_standing_in"], true, "{room}");
    }
    // The stand-in (medium) and the medium bot play the game to its end
    // (one hand) without Bob.
    let over = match seen.into_iter().find(|v| v["type"] == "game_over") {
        Some(over) => over,
        None => b
            .recv_type("game_over", Duration::from_secs(60))
            .await
            .expect("the stand-in plays Bob's seat to the end"),
    };
    assert!(over["game_id"].as_i64().is_some());
    // After the game there is nothing to hand over.
    let r = request(&mut b, json!({"type": "stand_in"}), 3).await;
    assert_eq!(r["code"], "no_game", "{r}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn new_bot_accounts_are_limited_per_address() {
    let cfg = Config {
        max_rooms_per_client: 2,
        ..Config::fast()
    };
    let srv = TestServer::start(cfg).await;
    new_bot(&srv, "one").await;
    new_bot(&srv, "two").await;
    let (st, v) = srv.post("/api/bots", json!({"nickname": "three"})).await;
    assert_eq!(st, 429, "{v}");
    assert_eq!(v["error"]["code"], "too_many_bots", "{v}");
    // Bad bodies are refused as for guests.
    let (st, v) = srv.post("/api/bots", json!({"nickname": ""})).await;
    assert_eq!((st, &v["error"]["code"]), (400, &json!("invalid_nickname")));
    let (st, v) = srv.post("/api/bots", json!({"name": "x"})).await;
    assert_eq!((st, &v["error"]["code"]), (400, &json!("bad_message")));
}
