//! One turn loop for every front end (issue 19; one table contract, issue
//! 29): the same rules, seed and bot line-up played through the
//! simulator's driver, `uno sim` itself (its worker, with `--seed` and
//! `--record`: the recorded game 0), the terminal game (its `App`,
//! without a terminal), and the server's room (in-process, over its real
//! HTTP and WebSocket API) give the same sequence of
//! `(seat, action)` pairs, out-of-turn ones (R10.2 catches and UNO calls,
//! R13 jump-ins) included, in the same order. (The Python table has the
//! same test against the driver: `crates/uno-py/tests/test_one_loop.py`.)
//!
//! The line-up: seat 0 plays `random` (it never reacts: the terminal's
//! person is never offered, so the test plays the person with a random
//! bot's choices), seat 1 `easy`, which forgets a quarter of its UNO calls
//! (R10.2), seats 2 and 3 `medium`, which catch, call UNO and jump in: two
//! seats able to catch the same forgotten call make the rotation matter.
//! Every front end seeds its bots with `seat_seed(seed, seat)` and its
//! rotation with `rotation_seed(seed)`; `uno sim --seed S` plays game 0
//! with the seed S itself (`uno_core::game_seed`). The server's game seed is its own
//! (drawn at random, then revealed at the end): the driver and the
//! terminal game are run on it afterwards. The server's fairness window
//! for catches is set to 0 (it holds catches for people's sake).
//!
//! The fixed-seed test asserts that catches happen and that another
//! rotation seed changes the game on some of its seeds, so a front end
//! that offered reactions in another order would fail it.

use std::time::Duration;

use serde_json::{json, Value};
use uno_bots::{make_bot, play_game, Bot, Level, Until};
use uno_client::client::{self, WsClient};
use uno_core::scenario::Scenario;
use uno_core::{rotation_seed, seat_seed, Action, Game, Rules, RulesSpec, Seat};
use uno_server::{Config, Db, Hub};
use uno_sim::play::Worker;
use uno_sim::stats::Tally;
use uno_sim::RecordPlan;
use uno_tui::{App, Config as TuiConfig};

type Trace = Vec<(Seat, Action)>;

const LINEUP: [Level; 4] = [Level::Random, Level::Easy, Level::Medium, Level::Medium];

fn rules_json() -> Value {
    json!({
        "preset": "classic",
        "house": ["jump_in", "seven_swap"],
        "scoring": {"game_end": "hands:2"}
    })
}

fn rules() -> Rules {
    serde_json::from_value::<RulesSpec>(rules_json())
        .unwrap()
        .resolve()
        .unwrap()
}

/// The simulator's driver, the rotation seeded `rotation`.
fn driver(seed: u64, rotation: u64) -> Trace {
    let mut game = Game::new(rules(), LINEUP.len(), seed).unwrap();
    let mut bots: Vec<Box<dyn Bot>> = Seat::all(LINEUP.len())
        .zip(LINEUP.iter())
        .map(|(s, &l)| make_bot(l, seat_seed(seed, s)))
        .collect();
    let mut trace = Vec::new();
    play_game(&mut game, &mut bots, Until::Game, rotation, |_, s, a, _| {
        trace.push((s, a.clone()))
    })
    .unwrap();
    assert!(game.game_over());
    trace
}

/// `uno sim --seed SEED --games 1 --record DIR`: the simulator's worker
/// plays game 0 and records it as a scenario file, whose actions are read
/// back.
fn simulator(seed: u64) -> Trace {
    let mut cfg = uno_sim::Config::new(rules(), LINEUP.to_vec(), 1).unwrap();
    cfg.seed = seed;
    cfg.record = Some(RecordPlan {
        dir: std::env::temp_dir(),
        every: Some(1),
        games: Default::default(),
    });
    let mut worker = Worker::new(&cfg).unwrap();
    let played = worker.play(0, &mut Tally::default()).unwrap();
    assert_eq!(played.row.seed, seed, "game 0 is seeded with --seed");
    let sc = Scenario::parse(&played.scenario.expect("game 0 is recorded")).unwrap();
    assert_eq!(sc.seed, seed);
    sc.actions
        .iter()
        .map(|a| (a.by, a.action.clone()))
        .collect()
}

/// The terminal game: seat 0 is the person, played by keys' API
/// (`App::send`) with a random bot's choices on the person's observation.
fn terminal(seed: u64) -> Trace {
    let config = TuiConfig {
        rules: rules(),
        rules_name: "test".into(),
        lineup: LINEUP[1..].to_vec(),
        seed,
        delay: Duration::ZERO,
        react: Duration::ZERO,
        color: false,
        lang: "en",
    };
    let mut app = App::new(&config).unwrap();
    let mut person = make_bot(Level::Random, seat_seed(seed, Seat::new(0)));
    for _ in 0..100_000 {
        if app.bot_pending() {
            app.tick();
            continue;
        }
        let obs = app.observation();
        if obs.game_over() {
            break;
        }
        let action = if obs.round_over() {
            Action::NextRound
        } else {
            assert_eq!(
                obs.to_act(),
                Some(Seat::new(0)),
                "the game waits for the person"
            );
            person.act(&obs)
        };
        app.send(action);
        assert_eq!(app.status(), None, "the person's action was refused");
    }
    app.played().to_vec()
}

/// Sends a message and waits for its reply (`ok` or `error` with its id).
async fn request(ws: &mut WsClient, mut msg: Value, id: u64) -> Value {
    msg["id"] = json!(id);
    ws.send(&msg).await.unwrap();
    loop {
        let v = ws
            .recv_timeout(Duration::from_secs(20))
            .await
            .unwrap()
            .expect("open");
        if v["id"] == json!(id) && (v["type"] == "ok" || v["type"] == "error") {
            return v;
        }
    }
}

/// The server: a room whose host leaves its seat and watches four bots.
async fn server() -> (u64, Trace) {
    let dir = tempfile::tempdir().unwrap();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let instance = uno_server::store::Instance::new(Duration::from_secs(1));
    instance.set_addr(format!("http://{addr}"));
    let db_path = dir.path().join("uno.db");
    let db = Db::connect(&db_path.to_string_lossy(), instance)
        .await
        .unwrap();
    let cfg = Config {
        uno_grace: Duration::ZERO,
        ..Config::fast()
    };
    let hub = Hub::new(db, cfg);
    let (stop, rx) = tokio::sync::oneshot::channel::<()>();
    let task = tokio::spawn(async move {
        uno_server::serve_hub(listener, hub, async {
            let _ = rx.await;
        })
        .await
        .unwrap();
    });

    let (st, host) = client::post(
        addr,
        "/api/rooms",
        &json!({"nickname": "Host", "rules": rules_json(), "turn_timer_s": 0}),
    )
    .await
    .unwrap();
    assert_eq!(st, 201, "{host}");
    let mut ws = WsClient::connect(addr).await.unwrap();
    let w = ws
        .hello(
            host["code"].as_str().unwrap(),
            host["token"].as_str().unwrap(),
        )
        .await
        .unwrap();
    assert_eq!(w["type"], "welcome", "{w}");
    let r = request(&mut ws, json!({"type": "leave_seat"}), 1).await;
    assert_eq!(r["type"], "ok", "{r}");
    for (i, l) in LINEUP.iter().enumerate() {
        let msg = json!({"type": "add_bot", "level": l.name()});
        let r = request(&mut ws, msg, 2 + i as u64).await;
        assert_eq!(r["type"], "ok", "{r}");
    }
    let r = request(&mut ws, json!({"type": "start"}), 10).await;
    assert_eq!(r["type"], "ok", "{r}");
    let over = ws
        .recv_type("game_over", Duration::from_secs(60))
        .await
        .unwrap();
    let game_id = over["game_id"].as_i64().unwrap();
    let seed: u64 = over["seed"].as_str().unwrap().parse().unwrap();
    let (st, replay) = client::get(addr, &format!("/api/games/{game_id}/replay"))
        .await
        .unwrap();
    assert_eq!(st, 200, "{replay}");
    let trace = replay["steps"]
        .as_array()
        .unwrap()
        .iter()
        .skip(1)
        .map(|s| {
            let seat: Seat = serde_json::from_value(s["by"].clone()).unwrap();
            let action: Action = serde_json::from_value(s["action"].clone()).unwrap();
            (seat, action)
        })
        .collect();
    let _ = stop.send(());
    let _ = tokio::time::timeout(Duration::from_secs(5), task).await;
    (seed, trace)
}

/// Out-of-turn actions in a trace: UNO calls, catches, and plays by a
/// seat other than the one that acted before when no turn passed to it
/// (counted loosely: any UNO call or catch).
fn reactions(t: &Trace) -> usize {
    t.iter()
        .filter(|(_, a)| matches!(a, Action::Uno | Action::Catch { .. }))
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_front_end_plays_the_same_game() {
    let mut seen_reactions = 0;
    let mut told_apart = false;
    for _ in 0..3 {
        let (seed, on_server) = server().await;
        let sim = driver(seed, rotation_seed(seed));
        assert!(sim.len() > 20, "a whole game: {} actions", sim.len());
        assert_eq!(
            on_server, sim,
            "the server's room and the driver (seed {seed})"
        );
        let tui = terminal(seed);
        assert_eq!(tui, sim, "the terminal game and the driver (seed {seed})");
        assert_eq!(simulator(seed), sim, "uno sim and the driver (seed {seed})");
        seen_reactions += reactions(&sim);
        told_apart |= driver(seed, rotation_seed(seed) ^ 1) != sim;
    }
    // The server's seeds are its own (random): how often reactions and the
    // rotation mattered is reported, and asserted on fixed seeds below.
    eprintln!("UNO calls and catches: {seen_reactions}; rotation mattered: {told_apart}");
}

/// Seeds on which the server's room once played another game than the
/// driver: the driver's bots had not been shown round 1's start-up events
/// (the draw for dealer, the deal, the first card) while the server's and
/// the terminal's had, so a medium bot facing a W+4 on the first turn did
/// not know the colour it was played on and accepted where the others
/// challenged (R8.3). About one game in eighty.
const FIRST_CARD_SEEDS: [u64; 2] = [10_921_685_131_873_230_735, 12_110_113_785_795_113_003];

/// The terminal game, `uno sim` and the driver on fixed seeds (quicker than the
/// server; more games).
#[test]
fn the_terminal_game_plays_as_the_driver() {
    let mut told_apart = 0;
    let mut catches = 0;
    for seed in (0..12u64).chain(FIRST_CARD_SEEDS) {
        let sim = driver(seed, rotation_seed(seed));
        assert_eq!(terminal(seed), sim, "seed {seed}");
        assert_eq!(simulator(seed), sim, "uno sim, seed {seed}");
        told_apart += (driver(seed, rotation_seed(seed) ^ 1) != sim) as u32;
        catches += sim
            .iter()
            .filter(|(_, a)| matches!(a, Action::Catch { .. }))
            .count();
    }
    // The test has power: out-of-turn actions happen, and the order in
    // which seats are offered them changes games (so a front end offering
    // in another order would differ from the driver).
    assert!(catches > 0, "no catch in 12 games");
    assert!(told_apart > 0, "the rotation changed none of 14 games");
    eprintln!("catches: {catches}; seeds where the rotation mattered: {told_apart} of 14");
}

/// Bots see the deal everywhere: over many seeds (about one in eighty
/// starts with a W+4 whose challenge depends on the first card, R8.3),
/// the terminal game, whose bots are shown the start-up events, plays as
/// the driver.
#[test]
fn bots_see_the_first_deal_in_the_driver_too() {
    let mut differ = Vec::new();
    for seed in 1000..1400u64 {
        let sim = driver(seed, rotation_seed(seed));
        if terminal(seed) != sim || (seed % 10 == 0 && simulator(seed) != sim) {
            differ.push(seed);
        }
    }
    assert!(
        differ.is_empty(),
        "the terminal game and the driver differ on seeds {differ:?}"
    );
}
