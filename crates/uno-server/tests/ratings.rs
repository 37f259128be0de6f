//! Ratings (crate::ratings, docs/protocol.md "Ratings"): a finished game
//! changes its players' and bots' Glicko-2 ratings, in the transaction
//! that writes its results; the leaderboard orders by rating; a player's
//! page has the rating, its history and recent games with their replays.
//! Both back-ends (`UNO_TEST_BACKEND=postgres` runs the servers on
//! PostgreSQL, and the concurrency test on two instances sharing it).

mod common;

use std::time::Duration;

use common::*;
use serde_json::{json, Value};
use uno_core::Seat;
use uno_server::ids::{GuestId, RoomCode};
use uno_server::ratings::Identity;
use uno_server::seating::Settings;
use uno_server::store::{Instance, NewGame, SeatResult, Write};
use uno_server::{Config, Db};

fn close(a: &Value, b: f64) -> bool {
    a.as_f64().is_some_and(|a| (a - b).abs() < 0.05)
}

/// Checks a leaderboard row's shape: interval = rating ± 1.96 RD.
fn check_row(p: &Value) {
    let r = p["rating"].as_f64().unwrap();
    let rd = p["rd"].as_f64().unwrap();
    assert!(rd > 0.0 && rd < 350.0, "a rated game shrinks the RD: {p}");
    assert!(close(&p["interval"][0], r - 1.96 * rd), "{p}");
    assert!(close(&p["interval"][1], r + 1.96 * rd), "{p}");
    assert!(p["games"].as_u64().unwrap() >= 1);
    assert!(p["bot"].is_boolean());
}

/// Ada and Bob with a medium bot play a one-round game (R12.2 `none`:
/// the round's winner wins, the others share second place) to the end,
/// then a rematch: ratings, the leaderboard and the player pages follow.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finished_games_change_ratings_and_fill_the_player_page() {
    let srv = TestServer::start(Config::fast()).await;
    // Before any game: an empty leaderboard, Ada's page without a rating.
    let host = srv
        .create_room(json!({
            "nickname": "Ada",
            "rules": {"preset": "classic", "scoring": {"method": "none"}},
            "turn_timer_s": 0
        }))
        .await;
    let code = host["code"].as_str().unwrap().to_string();
    let ada = host["player_id"].as_i64().unwrap();
    let (_, lb) = srv.get("/api/leaderboard").await;
    assert_eq!(lb["players"], json!([]));
    let (st, page) = srv.get(&format!("/api/players/{ada}")).await;
    assert_eq!(st, 200, "{page}");
    assert_eq!(page["rating"], Value::Null);
    assert_eq!(page["nickname"], "Ada");
    assert_eq!(page["games"], json!([]));
    let bob_m = srv.join(&code, "Bob").await;
    let bob = bob_m["player_id"].as_i64().unwrap();
    let (mut hws, _) = srv.connect(&host).await;
    let (bws, _) = srv.connect(&bob_m).await;
    let r = request(&mut hws, json!({"type": "add_bot", "level": "medium"}), 1).await;
    assert_eq!(r["type"], "ok", "{r}");
    let r = request(&mut hws, json!({"type": "start"}), 2).await;
    assert_eq!(r["type"], "ok", "{r}");
    hws.send(&json!({"type": "sync"})).await.unwrap();
    let (h, b) = tokio::join!(
        tokio::spawn(play_until_over(hws, 11)),
        tokio::spawn(play_until_over(bws, 12))
    );
    let (mut hws, _, over) = h.unwrap();
    let (bws, _, _) = b.unwrap();
    let game1 = over["game_id"].as_i64().unwrap();
    let winners: Vec<u64> = over["winners"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w.as_u64().unwrap())
        .collect();
    assert_eq!(winners.len(), 1, "one round, one winner: {over}");
    let winner_key = match winners[0] {
        0 => format!("guest:{ada}"),
        1 => format!("guest:{bob}"),
        _ => "bot:medium".to_string(),
    };

    // The leaderboard: three rated identities, by rating, the winner on
    // top (up from 1500), the two others below 1500 (a loss to the
    // winner, a draw with each other).
    let (st, lb) = srv.get("/api/leaderboard").await;
    assert_eq!(st, 200, "{lb}");
    let players = lb["players"].as_array().unwrap();
    assert_eq!(players.len(), 3, "{lb}");
    for p in players {
        check_row(p);
        assert_eq!(p["games"], 1);
    }
    assert_eq!(players[0]["player"], winner_key.as_str(), "{lb}");
    assert!(players[0]["rating"].as_f64().unwrap() > 1500.0);
    assert_eq!(players[0]["wins"], 1);
    for p in &players[1..] {
        assert!(p["rating"].as_f64().unwrap() < 1500.0, "{p}");
        assert_eq!(p["wins"], 0);
    }
    let ratings: Vec<f64> = players
        .iter()
        .map(|p| p["rating"].as_f64().unwrap())
        .collect();
    assert!(
        ratings.windows(2).all(|w| w[0] >= w[1]),
        "by rating: {ratings:?}"
    );
    let bot = players
        .iter()
        .find(|p| p["bot"] == true)
        .expect("the bot is rated");
    assert_eq!(bot["player"], "bot:medium");
    assert_eq!(bot["level"], "medium");
    assert_eq!(bot["nickname"], "medium bot");
    assert!(bot.get("player_id").is_none());
    let guest = players.iter().find(|p| p["player_id"] == ada).unwrap();
    assert_eq!(
        (&guest["nickname"], &guest["bot"]),
        (&json!("Ada"), &json!(false))
    );
    // Without bots; a bad flag is refused.
    let (_, nobots) = srv.get("/api/leaderboard?bots=0").await;
    assert_eq!(nobots["players"].as_array().unwrap().len(), 2, "{nobots}");
    assert!(nobots["players"]
        .as_array()
        .unwrap()
        .iter()
        .all(|p| p["bot"] == false));
    let (st, e) = srv.get("/api/leaderboard?bots=maybe").await;
    assert_eq!((st, &e["error"]["code"]), (400, &json!("bad_message")));
    let (_, one) = srv.get("/api/leaderboard?limit=1").await;
    assert_eq!(one["players"].as_array().unwrap().len(), 1);

    // A rematch: the second game starts from the first one's ratings.
    hws.recv_type("rematch_offer", T).await.unwrap();
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let r = request(&mut hws, json!({"type": "rematch"}), 9).await;
    assert_eq!(r["type"], "ok", "{r}");
    hws.send(&json!({"type": "sync"})).await.unwrap();
    let mut bws = bws;
    bws.send(&json!({"type": "sync"})).await.unwrap();
    let (h, b) = tokio::join!(
        tokio::spawn(play_until_over(hws, 21)),
        tokio::spawn(play_until_over(bws, 22))
    );
    let (_hws, _, over2) = h.unwrap();
    b.unwrap();
    let game2 = over2["game_id"].as_i64().unwrap();
    assert!(game2 > game1);

    // Ada's page: her rating, its history over both games (each starting
    // where the last ended), both games newest first with their replays.
    for id in [ada.to_string(), format!("guest:{ada}")] {
        let (st, page) = srv.get(&format!("/api/players/{id}")).await;
        assert_eq!(st, 200, "{page}");
        assert_eq!(page["player"], format!("guest:{ada}"));
        assert_eq!(page["player_id"], ada);
        assert_eq!(page["bot"], false);
        assert_eq!(page["rating"]["games"], 2, "{page}");
        let hist = page["history"].as_array().unwrap();
        assert_eq!(hist.len(), 2, "{page}");
        assert_eq!(hist[0]["game_id"], game1);
        assert_eq!(hist[1]["game_id"], game2);
        assert!(close(&hist[0]["rating_before"], 1500.0));
        assert!(close(&hist[0]["rd_before"], 350.0));
        assert_eq!(hist[1]["rd_before"], hist[0]["rd"]);
        assert_eq!(hist[1]["rating_before"], hist[0]["rating"]);
        assert_eq!(hist[1]["rating"], page["rating"]["rating"]);
        // R12.2 `none`: the winner is first, everyone else second.
        let place1 = if winners[0] == 0 { 1 } else { 2 };
        assert_eq!(hist[0]["place"], place1);
        assert_eq!(hist[0]["opponents"], 2);
        let games = page["games"].as_array().unwrap();
        assert_eq!(games.len(), 2);
        assert_eq!(games[0]["game_id"], game2);
        assert_eq!(games[1]["game_id"], game1);
        assert_eq!(games[1]["replay"], format!("/api/games/{game1}/replay"));
        assert_eq!(games[1]["replay_page"], format!("/#replay/{game1}"));
        assert_eq!(games[1]["rating"], hist[0]);
        assert_eq!(games[1]["seats"].as_array().unwrap().len(), 3);
        // The replay link works.
        let (st, _) = srv.get(games[0]["replay"].as_str().unwrap()).await;
        assert_eq!(st, 200);
    }
    // The bot's page.
    let (st, page) = srv.get("/api/players/bot:medium").await;
    assert_eq!(st, 200, "{page}");
    assert_eq!(
        (&page["bot"], &page["level"]),
        (&json!(true), &json!("medium"))
    );
    assert_eq!(page["rating"]["games"], 2);
    assert_eq!(page["games"].as_array().unwrap().len(), 2);
    // The leaderboard after two games: everyone has two.
    let (_, lb) = srv.get("/api/leaderboard").await;
    let players = lb["players"].as_array().unwrap();
    assert_eq!(players.len(), 3);
    for p in players {
        check_row(p);
        assert_eq!(p["games"], 2);
    }
    // No such player: an unknown guest, a bot never rated, nonsense.
    for path in [
        "/api/players/999999",
        "/api/players/bot:grandmaster",
        "/api/players/abc",
        "/api/players/-1",
        "/api/players/bot:",
    ] {
        let (st, e) = srv.get(path).await;
        assert_eq!(
            (st, &e["error"]["code"]),
            (404, &json!("no_such_player")),
            "{path}"
        );
    }
}

// ----- the store: game ends at the same time -------------------------------------

fn seat(s: u8, guest: Option<GuestId>, bot: Option<&str>, place: u32) -> SeatResult {
    SeatResult {
        seat: Seat::new(s),
        guest_id: guest,
        bot: bot.map(str::to_string),
        nickname: "x".into(),
        score: 0,
        winner: place == 1,
        place,
        team: None,
    }
}

/// Games that end at the same time, in one group commit and (on
/// PostgreSQL) on two instances sharing the database, all count: a
/// player's rating history is one chain, each game starting from the
/// rating the one before left (no update lost to a race).
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn simultaneous_game_ends_are_rated_one_after_another() {
    let dir = tempfile::tempdir().unwrap();
    let dbs: Vec<Db> = if on_postgres() {
        let url = fresh_pg_database().await;
        let mut v = Vec::new();
        for name in ["a:1", "b:2"] {
            let me = Instance::new(Duration::from_secs(600));
            me.set_addr(format!("http://{name}"));
            v.push(Db::open_postgres(&url, me).await.unwrap());
        }
        v
    } else {
        vec![Db::open(&dir.path().join("uno.db")).unwrap()]
    };
    let x = dbs[0].create_guest([7; 32], "Xia".into()).await.unwrap();
    let y = dbs[0].create_guest([8; 32], "Yan".into()).await.unwrap();
    const PER_DB: u32 = 12;
    let mut ends = Vec::new();
    for (i, db) in dbs.iter().enumerate() {
        let room = RoomCode::parse(&format!("RATE{}X", i + 2)).unwrap();
        assert_eq!(db.claim(&room).await.unwrap(), Ok(()));
        db.write(Write::Room {
            code: room.clone(),
            settings: Settings::default(),
            lobby: vec![],
        })
        .await
        .unwrap();
        for k in 0..PER_DB {
            let game = db
                .start_game(NewGame {
                    room: room.clone(),
                    game_no: k + 1,
                    rules: uno_core::RulesSpec::default(),
                    players: 3,
                    seats: Vec::new(),
                    seed: 1,
                    salt: "00".into(),
                    commitment: "c".into(),
                })
                .await
                .unwrap();
            // Xia wins every other game; Yan and the easy bot share the rest.
            let xp = if k % 2 == 0 { 1 } else { 3 };
            let results = vec![
                seat(0, Some(x), None, xp),
                seat(1, Some(y), None, 2),
                seat(2, None, Some("easy"), if xp == 1 { 2 } else { 1 }),
            ];
            ends.push((
                db.clone(),
                Write::FinishGame {
                    game,
                    winners: vec![],
                    scores: vec![0, 0, 0],
                    rounds: 1,
                    results,
                },
            ));
        }
    }
    let total = ends.len();
    // All at once: they queue up and commit in batches.
    let outs = futures_util::future::join_all(
        ends.into_iter()
            .map(|(db, w)| async move { db.write(w).await }),
    )
    .await;
    for o in &outs {
        assert!(o.is_ok(), "{o:?}");
    }
    for who in [
        Identity::Guest(x.to_db()),
        Identity::Guest(y.to_db()),
        Identity::Bot("easy".into()),
    ] {
        let page = dbs[dbs.len() - 1]
            .player_page(who.clone())
            .await
            .unwrap()
            .unwrap();
        let rating = page.rating.as_ref().unwrap();
        assert_eq!(rating.games as usize, total, "{who:?}");
        assert_eq!(page.history.len(), total);
        // One chain: exactly one game starts from 1500 and every other
        // starts where a different game ended.
        let mut afters: Vec<f64> = page.history.iter().map(|p| p.rating).collect();
        let mut starts_fresh = 0;
        for p in &page.history {
            if let Some(i) = afters.iter().position(|&a| a == p.rating_before) {
                afters.swap_remove(i);
            } else {
                assert_eq!(
                    p.rating_before, 1500.0,
                    "{who:?}: a lost update: {:?}",
                    page.history
                );
                starts_fresh += 1;
            }
        }
        assert_eq!(starts_fresh, 1, "{who:?}");
        assert_eq!(
            afters,
            vec![rating.rating],
            "the chain ends at the current rating"
        );
    }
    // The leaderboard agrees, wins counted.
    let lb = dbs[0].rating_leaderboard(10, true).await.unwrap();
    assert_eq!(lb.len(), 3);
    let xia = lb.iter().find(|p| p.player_id == Some(x.to_db())).unwrap();
    assert_eq!(xia.rating.wins as usize, total / 2);
    assert_eq!(xia.nickname, "Xia");
}
