//! A whole game over real sockets: create, join, seat a bot, start, play
//! to the end, the seed revealed and checked, then the game's record:
//! history, replay, scenario, statistics, leaderboard, and a rematch.

mod common;

use common::*;
use serde_json::json;
use uno_core::scenario::Scenario;
use uno_server::{fair, Config};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_game_and_its_record() {
    let srv = TestServer::start(Config::fast()).await;
    let host = srv
        .create_room(json!({
            "nickname": "Ada",
            "rules": {"preset": "classic", "scoring": {"method": "none"}},
            "turn_timer_s": 0
        }))
        .await;
    let code = host["code"].as_str().unwrap().to_string();
    assert_eq!(host["share_path"], format!("/r/{code}"));
    assert_eq!(host["seat"], 0);
    assert_eq!(host["token"].as_str().unwrap().len(), 64);
    let bob = srv.join(&code, "Bob").await;
    assert_eq!(bob["seat"], 1);

    let (mut hws, welcome) = srv.connect(&host).await;
    assert_eq!(welcome["you"]["host"], true);
    assert_eq!(welcome["room"]["status"], "lobby");
    let (mut bws, _) = srv.connect(&bob).await;

    // Only the host adds bots and starts.
    let r = request(&mut bws, json!({"type": "add_bot", "level": "easy"}), 1).await;
    assert_eq!(r["code"], "not_host");
    let r = request(&mut bws, json!({"type": "start"}), 2).await;
    assert_eq!(r["code"], "not_host");
    let r = request(&mut hws, json!({"type": "add_bot", "level": "easy"}), 3).await;
    assert_eq!(r["type"], "ok", "{r}");
    let r = request(
        &mut hws,
        json!({"type": "add_bot", "level": "grandmaster"}),
        4,
    )
    .await;
    assert_eq!(r["code"], "bad_message");
    let info = srv.get(&format!("/api/rooms/{code}")).await.1;
    assert_eq!(info["seats"].as_array().unwrap().len(), 3);
    assert_eq!(info["seats"][2]["kind"], "bot");

    let (r, before) = request_all(&mut hws, json!({"type": "start"}), 5).await;
    assert_eq!(r["type"], "ok", "{r}");
    let started = before.iter().find(|m| m["type"] == "game_started").unwrap();
    let commitment = started["commitment"].as_str().unwrap().to_string();
    assert_eq!(commitment.len(), 64);
    // The host's client read past the first update: ask for the state again.
    hws.send(&json!({"type": "sync"})).await.unwrap();

    let (h, b) = tokio::join!(
        tokio::spawn(play_until_over(hws, 1)),
        tokio::spawn(play_until_over(bws, 2))
    );
    let (mut hws, _, over) = h.unwrap();
    let (_bws, _, over_b) = b.unwrap();
    assert_eq!(over, over_b);
    let seed: u64 = over["seed"].as_str().unwrap().parse().unwrap();
    let salt = over["salt"].as_str().unwrap();
    assert_eq!(over["commitment"], commitment.as_str());
    assert!(
        fair::verify(seed, salt, &commitment),
        "the revealed seed matches the commitment"
    );
    let game_id = over["game_id"].as_i64().unwrap();

    // The host is offered a rematch.
    hws.recv_type("rematch_offer", T).await.unwrap();

    // The record.
    let (st, g) = srv.get(&format!("/api/games/{game_id}")).await;
    assert_eq!(st, 200, "{g}");
    assert_eq!(g["commitment"], commitment.as_str());
    let n_actions = g["actions"].as_u64().unwrap() as usize;
    assert!(n_actions > 0);
    let (_, replay) = srv.get(&format!("/api/games/{game_id}/replay")).await;
    let steps = replay["steps"].as_array().unwrap();
    assert_eq!(steps.len(), n_actions + 1);
    for step in steps {
        for e in step["events"].as_array().unwrap() {
            // Only a played card is public; a reshuffle's `cards` is a count.
            if e["type"] != "played" {
                assert!(
                    !e["cards"].is_array(),
                    "a replay shows no hidden cards: {e}"
                );
            }
        }
    }
    let (_, one) = srv
        .get(&format!("/api/games/{game_id}/replay?step=1"))
        .await;
    assert_eq!(one["step"], 1);
    assert_eq!(one["state"]["hand"], json!([]));
    let (st, _) = srv
        .get(&format!(
            "/api/games/{game_id}/replay?step={}",
            n_actions + 1
        ))
        .await;
    assert_eq!(st, 404);
    // A player of the game who sends their token sees the replay from
    // their own seat, and after the game its hands are no secret to the
    // players who sat at it: every card, every hand (issue 31 §1).
    let as_player = |path: String, token: String| async move {
        let auth = format!("Bearer {token}");
        let (st, text) =
            client::http_text_with(srv.addr, "GET", &path, None, &[("Authorization", &auth)])
                .await
                .unwrap();
        (
            st,
            serde_json::from_str::<serde_json::Value>(&text).unwrap(),
        )
    };
    let ada_token = host["player_token"].as_str().unwrap().to_string();
    let (st, mine) = as_player(format!("/api/games/{game_id}/replay"), ada_token.clone()).await;
    assert_eq!(st, 200, "{mine}");
    assert_eq!(mine["viewer"], 0);
    assert_eq!(
        replay["viewer"],
        serde_json::Value::Null,
        "no token: a spectator's view"
    );
    let mut dealt_shown = [false; 3];
    for step in mine["steps"].as_array().unwrap() {
        for e in step["events"].as_array().unwrap() {
            if e["type"] == "dealt" && e["cards"].is_array() {
                if let Some(s) = e["seat"].as_u64() {
                    dealt_shown[s as usize] = true;
                }
            }
        }
    }
    assert_eq!(dealt_shown, [true; 3], "Ada's replay shows every deal");
    let (_, one) = as_player(format!("/api/games/{game_id}/replay?step=1"), ada_token).await;
    assert_eq!(one["viewer"], 0);
    assert!(
        !one["state"]["hand"].as_array().unwrap().is_empty(),
        "Ada's hand after step 1: {one}"
    );
    let hands = one["state"]["hands"].as_array().expect("every hand");
    assert_eq!(hands.len(), 3);
    assert_eq!(hands[0], one["state"]["hand"], "her own among them");
    for (i, h) in hands.iter().enumerate() {
        assert_eq!(
            h.as_array().unwrap().len() as u64,
            one["state"]["hand_sizes"][i].as_u64().unwrap()
        );
    }
    let (st, bad) = as_player(format!("/api/games/{game_id}/replay"), "0".repeat(64)).await;
    assert_eq!(
        (st, bad["error"]["code"].as_str()),
        (401, Some("bad_token"))
    );
    // A guest who did not play this game sees a spectator's replay.
    let (st, eve) = srv.post("/api/guests", json!({"nickname": "Eve"})).await;
    assert_eq!(st, 200, "{eve}");
    let eve_token = eve["player_token"].as_str().unwrap().to_string();
    let (st, theirs) = as_player(format!("/api/games/{game_id}/replay"), eve_token).await;
    assert_eq!(st, 200);
    assert_eq!(theirs["viewer"], serde_json::Value::Null);
    assert_eq!(theirs["steps"], replay["steps"], "the spectator's steps");
    assert_eq!(theirs["state"]["hand"], json!([]));
    let (st, text) = client::http_text(
        srv.addr,
        "GET",
        &format!("/api/games/{game_id}/scenario"),
        None,
    )
    .await
    .unwrap();
    assert_eq!(st, 200);
    let scenario = Scenario::parse(&text).unwrap();
    assert_eq!(scenario.seed, seed);
    let out = scenario.run().unwrap();
    assert!(out.ok);
    assert!(out.state.game_over);
    assert_eq!(json!(out.state.game_winners), over["winners"]);

    let (_, hist) = srv.get(&format!("/api/games?room={code}")).await;
    assert_eq!(hist["games"].as_array().unwrap().len(), 1);
    let pid = host["player_id"].as_i64().unwrap();
    let (_, hist) = srv.get(&format!("/api/games?player={pid}")).await;
    assert_eq!(hist["games"][0]["game_id"], game_id);
    let (st, stats) = srv.get(&format!("/api/players/{pid}/stats")).await;
    assert_eq!(st, 200);
    assert_eq!(stats["games"], 1);
    assert_eq!(stats["nickname"], "Ada");
    let (_, lb) = srv.get("/api/leaderboard").await;
    let players = lb["players"].as_array().unwrap();
    assert_eq!(
        players.len(),
        3,
        "two guests and the easy bot are rated (crate::ratings)"
    );
    assert_eq!(players.iter().filter(|p| p["bot"] == true).count(), 1);

    // A rematch deals a new game with a new commitment. The host's client
    // played as fast as updates came and may have spent its allowance of
    // messages (a token bucket, 20 a second): let it refill first.
    tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
    let (r, before) = request_all(&mut hws, json!({"type": "rematch"}), 9).await;
    assert_eq!(r["type"], "ok", "{r}");
    let again = before.iter().find(|m| m["type"] == "game_started").unwrap();
    assert_ne!(again["commitment"], commitment.as_str());
    assert_eq!(again["game_no"], 2);
}

use uno_client::client;
