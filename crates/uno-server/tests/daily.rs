//! The daily deal (issue 30 §4; docs/protocol.md "The daily deal"): one
//! deal a day for everyone, one attempt per identity, the day's table,
//! and the reveal once the day is over (checked with `uno verify`'s own
//! code). "Today" is set with `Config::daily_day` (`--daily-day`), so a
//! test makes "yesterday" by starting a second server on the same
//! database with the next day. Runs on SQLite, and on PostgreSQL with
//! `UNO_TEST_BACKEND=postgres`.

mod common;

use clap::Parser;
use common::*;
use serde_json::{json, Value};
use uno_client::client;
use uno_server::ids::{GameId, RoomCode};
use uno_server::store::daily::DailyWrite;
use uno_server::Config;

fn cfg(day: &str) -> Config {
    Config {
        daily_day: Some(day.to_string()),
        ..Config::fast()
    }
}

async fn guest(srv: &TestServer, name: &str) -> String {
    let (st, v) = srv.post("/api/guests", json!({"nickname": name})).await;
    assert_eq!(st, 200, "{v}");
    v["player_token"].as_str().unwrap().to_string()
}

async fn call(srv: &TestServer, method: &str, path: &str, token: Option<&str>) -> (u16, Value) {
    let auth = token.map(|t| format!("Bearer {t}"));
    let headers: Vec<(&str, &str)> = auth
        .as_deref()
        .map(|a| vec![("Authorization", a)])
        .unwrap_or_default();
    let body = (method == "POST").then_some("");
    let (st, text) = client::http_text_with(srv.addr, method, path, body, &headers)
        .await
        .unwrap();
    (st, serde_json::from_str(&text).unwrap_or(Value::Null))
}

/// The deal as a player first sees it: their hand, the top card, every
/// hand's size, the dealer and who acts.
fn first_look(welcome: &Value) -> Value {
    let s = &welcome["state"];
    json!([
        s["hand"],
        s["top"],
        s["hand_sizes"],
        s["dealer"],
        s["to_act"],
        s["color"]
    ])
}

/// `uno verify` run on the line the API shows (its own argument parser
/// and code, as the command runs them): whether it checks.
fn uno_verify(line: &str) -> bool {
    #[derive(Parser)]
    struct Cli {
        #[command(flatten)]
        args: uno_client::verify::VerifyArgs,
    }
    let words: Vec<&str> = line.split_whitespace().collect();
    assert_eq!(&words[..2], ["uno", "verify"], "{line}");
    let cli = Cli::try_parse_from(std::iter::once("uno").chain(words[2..].iter().copied()))
        .expect("the verify line parses");
    uno_client::verify::run(&cli.args).expect("verify runs")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn everyone_meets_the_same_deal_once_and_it_is_revealed_the_next_day() {
    let mut srv = TestServer::start(cfg("2026-03-10")).await;
    let (st, today) = srv.get("/api/daily").await;
    assert_eq!(st, 200, "{today}");
    assert_eq!(today["day"], "2026-03-10");
    assert_eq!(today["today"], true);
    assert!(today.get("seed").is_none() && today.get("salt").is_none());
    assert_eq!(today["yesterday"], Value::Null);
    assert_eq!(today["bots"][2]["level"], "hard");
    let commitment = today["commitment"].as_str().unwrap().to_string();
    assert_eq!(commitment.len(), 64);

    let ada = guest(&srv, "Ada").await;
    let bob = guest(&srv, "Bob").await;
    let mut looks = Vec::new();
    let mut games = Vec::new();
    for (i, token) in [&ada, &bob].into_iter().enumerate() {
        let (st, m) = call(&srv, "POST", "/api/daily/start", Some(token)).await;
        assert_eq!(st, 201, "{m}");
        assert_eq!(m["day"], "2026-03-10");
        assert_eq!(m["seat"], 0);
        let (ws, w) = srv.connect(&m).await;
        // The game is the day's: its commitment is the day's.
        assert_eq!(w["room"]["game"]["commitment"], commitment.as_str(), "{w}");
        let seats = &w["room"]["seats"];
        assert_eq!(seats.as_array().unwrap().len(), 4, "{w}");
        looks.push(first_look(&w));
        // The welcome is read: a sync sends the state again, for the
        // player to act on when the first turn is theirs.
        let mut ws = ws;
        ws.send(&json!({"type": "sync"})).await.unwrap();
        let (_ws, frames, over) = play_until_over(ws, 40 + i as u64).await;
        // Sealed: no seed or salt at the end of the game, no round reveal.
        assert!(
            over.get("seed").is_none() && over.get("salt").is_none(),
            "{over}"
        );
        assert!(
            frames.iter().all(|f| !f.contains("round_reveal")),
            "a round of the daily deal was revealed"
        );
        games.push(over["game_id"].as_i64().unwrap());
    }
    assert_eq!(looks[0], looks[1], "two attempts saw different deals");
    // Seven cards dealt, or more when the first card made the player draw
    // (R3: a Draw Two or a Wild Draw Four turned up).
    let hand = looks[0][0].as_array().map_or(0, Vec::len);
    assert!(hand >= 7 && json!(hand) == looks[0][2][0], "{}", looks[0]);

    // A second attempt is refused and changes nothing.
    let (before_st, before) = call(&srv, "GET", "/api/daily", Some(&ada)).await;
    assert_eq!(before_st, 200, "{before}");
    let (st, e) = call(&srv, "POST", "/api/daily/start", Some(&ada)).await;
    assert_eq!(st, 409, "{e}");
    assert_eq!(e["error"]["code"], "daily_already_played");
    let (_, after) = call(&srv, "GET", "/api/daily", Some(&ada)).await;
    assert_eq!(before["table"], after["table"]);
    assert_eq!(before["you"], after["you"]);

    // The day's table: both results, ranked, with your place.
    let table = &after["table"];
    assert_eq!(table["attempts"], 2);
    assert_eq!(table["finished"], 2);
    let ranked = table["ranked"].as_array().unwrap();
    assert_eq!(ranked.len(), 2, "{table}");
    let key = |e: &Value| {
        (
            !e["won"].as_bool().unwrap(),
            e["turns"].as_u64().unwrap(),
            e["points"].as_i64().unwrap(),
        )
    };
    assert!(key(&ranked[0]) <= key(&ranked[1]), "{table}");
    let me = &after["you"];
    assert_eq!(me["nickname"], "Ada");
    let mine = ranked.iter().find(|e| e["nickname"] == "Ada").unwrap();
    assert_eq!(me["place"], mine["place"]);
    assert!(ranked.iter().all(|e| e.get("replay").is_none()));

    // Before the reveal: no scenario, no spectator's replay; the player's
    // own replay without the secrets.
    let g = games[0];
    let (st, e) = srv.get(&format!("/api/games/{g}/scenario")).await;
    assert_eq!(
        (st, e["error"]["code"].as_str()),
        (403, Some("daily_not_revealed"))
    );
    let (st, e) = srv.get(&format!("/api/games/{g}/replay")).await;
    assert_eq!(
        (st, e["error"]["code"].as_str()),
        (403, Some("daily_not_revealed"))
    );
    let (st, own) = call(&srv, "GET", &format!("/api/games/{g}/replay"), Some(&ada)).await;
    assert_eq!(st, 200, "{own}");
    assert_eq!(own["viewer"], 0);
    assert_eq!(own["seed"], Value::Null);
    let (st, rec) = srv.get(&format!("/api/games/{g}")).await;
    assert_eq!(st, 200, "{rec}");
    assert_eq!((&rec["seed"], &rec["salt"]), (&Value::Null, &Value::Null));

    // The next day: yesterday's secret is revealed and checks.
    srv.stop().await;
    let spec = srv.db_spec.clone();
    let _keep = srv;
    let srv2 = TestServer::start_on(spec, cfg("2026-03-11")).await;
    let (st, next) = srv2.get("/api/daily").await;
    assert_eq!(st, 200, "{next}");
    assert_eq!(next["day"], "2026-03-11");
    assert_ne!(
        next["commitment"],
        commitment.as_str(),
        "a new day, a new deal"
    );
    let y = &next["yesterday"];
    assert_eq!(y["day"], "2026-03-10");
    assert_eq!(y["commitment"], commitment.as_str());
    let seed: u64 = y["seed"].as_str().unwrap().parse().unwrap();
    let salt = y["salt"].as_str().unwrap();
    assert!(uno_server::fair::verify(seed, salt, &commitment));
    assert!(uno_verify(y["verify"].as_str().unwrap()));
    assert!(!uno_verify(&format!(
        "uno verify --commitment {commitment} --seed {} --salt {salt}",
        seed.wrapping_add(1)
    )));
    let (st, past) = call(&srv2, "GET", "/api/daily/2026-03-10", Some(&bob)).await;
    assert_eq!(st, 200, "{past}");
    assert_eq!(past["today"], false);
    assert_eq!(past["seed"], y["seed"]);
    assert_eq!(
        past["table"]["ranked"],
        after["table"]["ranked"]
            .clone()
            .as_array()
            .unwrap()
            .iter()
            .map(|e| {
                let mut e = e.clone();
                let id = e["game_id"].as_i64().unwrap();
                e["replay"] = json!(format!("/api/games/{id}/replay"));
                e["replay_page"] = json!(format!("/#replay/{id}"));
                e
            })
            .collect::<Value>()
    );
    assert_eq!(past["you"]["nickname"], "Bob");

    // Every finished attempt replays for anyone, every hand open.
    for g in games {
        let (st, r) = srv2.get(&format!("/api/games/{g}/replay")).await;
        assert_eq!(st, 200, "{r}");
        assert_eq!(r["seed"], y["seed"]);
        let hands = r["state"]["hands"].as_array().unwrap();
        assert_eq!(hands.len(), 4);
        let (st, r0) = srv2.get(&format!("/api/games/{g}/replay?step=0")).await;
        assert_eq!(st, 200, "{r0}");
        let sizes: Vec<usize> = r0["state"]["hands"]
            .as_array()
            .unwrap()
            .iter()
            .map(|h| h.as_array().unwrap().len())
            .collect();
        assert_eq!(json!(sizes), r0["state"]["hand_sizes"], "{r0}");
        let (st, _) = srv2.get(&format!("/api/games/{g}/scenario")).await;
        assert_eq!(st, 200);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_table_ranks_won_then_turns_then_points() {
    let srv = TestServer::start(cfg("2026-05-02")).await;
    let db = srv.hub.db();
    let day = "2026-05-01";
    db.daily_write(DailyWrite::Day {
        day: day.into(),
        seed: 7,
        salt: "00112233445566778899aabbccddeeff".into(),
        commitment: uno_server::fair::commitment(7, "00112233445566778899aabbccddeeff"),
    })
    .await
    .unwrap();
    // (name, result): won, turns, points; None: not finished.
    type Result3 = Option<(bool, u32, i64)>;
    let rows: [(&str, Result3); 7] = [
        ("lost-many-turns", Some((false, 9, 3))),
        ("won-slow", Some((true, 12, 0))),
        ("lost-few-points", Some((false, 5, 3))),
        ("unfinished", None),
        ("won-fast", Some((true, 8, 0))),
        ("lost-more-points", Some((false, 5, 40))),
        ("tied", Some((false, 5, 3))),
    ];
    let mut ids = Vec::new();
    for (i, (name, result)) in rows.iter().enumerate() {
        let token = guest(&srv, name).await;
        let (st, me) = call(&srv, "GET", "/api/daily/2026-05-01", Some(&token)).await;
        assert_eq!(st, 200, "{me}");
        let id = i64::try_from(i).unwrap() + 1000;
        let guest_id = db
            .guest_by_token(uno_server::fair::token_hash(&token))
            .await
            .unwrap()
            .unwrap()
            .0;
        let made = db
            .daily_write(DailyWrite::Attempt {
                day: day.into(),
                guest: guest_id,
                nickname: name.to_string(),
                bot_account: *name == "tied",
                room: RoomCode::random(),
            })
            .await
            .unwrap();
        assert_eq!(made, 1);
        // The same identity again: nothing changes.
        let again = db
            .daily_write(DailyWrite::Attempt {
                day: day.into(),
                guest: guest_id,
                nickname: "again".into(),
                bot_account: false,
                room: RoomCode::random(),
            })
            .await
            .unwrap();
        assert_eq!(again, 0);
        if let Some((won, turns, points)) = result {
            db.daily_write(DailyWrite::Result {
                day: day.into(),
                guest: guest_id,
                game: GameId::from_db(id),
                finished_ms: 1_000 + id,
                won: *won,
                turns: *turns,
                points: *points,
            })
            .await
            .unwrap();
        }
        ids.push(token);
    }
    let (st, v) = call(&srv, "GET", "/api/daily/2026-05-01", Some(&ids[6])).await;
    assert_eq!(st, 200, "{v}");
    let ranked: Vec<(String, i64)> = v["table"]["ranked"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["nickname"].as_str().unwrap().to_string(),
                e["place"].as_i64().unwrap(),
            )
        })
        .collect();
    let want: Vec<(String, i64)> = [
        ("won-fast", 1),
        ("won-slow", 2),
        ("lost-few-points", 3),
        ("tied", 3),
        ("lost-more-points", 5),
        ("lost-many-turns", 6),
    ]
    .iter()
    .map(|(n, p)| (n.to_string(), *p))
    .collect();
    assert_eq!(ranked, want, "{v}");
    assert_eq!(v["table"]["unfinished"][0]["nickname"], "unfinished");
    assert_eq!(v["table"]["unfinished"][0]["finished"], false);
    assert_eq!(v["table"]["attempts"], 7);
    assert_eq!(v["table"]["finished"], 6);
    assert_eq!(v["you"]["place"], 3, "a shared place");
    assert_eq!(v["you"]["bot_account"], true);
    let tied = &v["table"]["ranked"][3];
    assert_eq!(tied["bot_account"], true, "{tied}");
    let (_, u) = call(&srv, "GET", "/api/daily/2026-05-01", Some(&ids[3])).await;
    assert_eq!(u["you"]["finished"], false);
    assert!(u["you"].get("place").is_none(), "{u}");
    assert!(
        u["you"].get("room").is_none(),
        "a past day's game is not resumed"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_days_and_tokens_are_refused() {
    let srv = TestServer::start(cfg("2026-05-02")).await;
    for day in ["2026-02-30", "2026-05-03", "tomorrow", "2026-04-30"] {
        let (st, v) = srv.get(&format!("/api/daily/{day}")).await;
        assert_eq!(
            (st, v["error"]["code"].as_str()),
            (404, Some("no_such_day")),
            "{day}: {v}"
        );
    }
    let (st, v) = call(&srv, "POST", "/api/daily/start", None).await;
    assert_eq!(
        (st, v["error"]["code"].as_str()),
        (401, Some("bad_token")),
        "{v}"
    );
    let (st, v) = call(&srv, "POST", "/api/daily/start", Some("nope")).await;
    assert_eq!(
        (st, v["error"]["code"].as_str()),
        (401, Some("bad_token")),
        "{v}"
    );
    let (st, v) = call(&srv, "GET", "/api/daily", Some("nope")).await;
    assert_eq!(
        (st, v["error"]["code"].as_str()),
        (401, Some("bad_token")),
        "{v}"
    );
    let (st, v) = srv.get("/api/daily/2026-05-02").await;
    assert_eq!(st, 200, "{v}");
    assert!(v.get("seed").is_none(), "today is not revealed: {v}");
}

/// A database that cannot store anything (a read-only SQLite file): the
/// daily routes answer `storage_unavailable` (the one mapping,
/// crate::errors) and nothing changes; once it can store again, the
/// start goes through. (SQLite only: the fault is SQLite's.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn storage_errors_say_storage_unavailable() {
    if on_postgres() {
        return;
    }
    let srv = TestServer::start(cfg("2026-06-01")).await;
    let ada = guest(&srv, "Ada").await;
    srv.hub
        .db()
        .set_sqlite_fault(uno_server::store::SqliteFault::ReadOnly);
    // Today's row cannot be written: neither the view nor a start.
    let (st, v) = call(&srv, "GET", "/api/daily", None).await;
    assert_eq!(
        (st, v["error"]["code"].as_str()),
        (503, Some("storage_unavailable")),
        "{v}"
    );
    let (st, v) = call(&srv, "POST", "/api/daily/start", Some(&ada)).await;
    assert_eq!(
        (st, v["error"]["code"].as_str()),
        (503, Some("storage_unavailable")),
        "{v}"
    );
    srv.hub
        .db()
        .set_sqlite_fault(uno_server::store::SqliteFault::None);
    let (st, v) = call(&srv, "GET", "/api/daily", Some(&ada)).await;
    assert_eq!(st, 200, "{v}");
    assert_eq!(v["table"]["attempts"], 0, "the refused start left nothing");
    assert_eq!(v["you"], Value::Null);
    let (st, m) = call(&srv, "POST", "/api/daily/start", Some(&ada)).await;
    assert_eq!(st, 201, "{m}");
}
