//! The bots see no hidden information: two copies of a bot with the same
//! seed, fed the same projected events, one shown the real game and the
//! other a copy whose hidden cards were re-dealt (`Game::permute_hidden`),
//! choose the same action at every decision of a round, out-of-turn ones
//! (R10.2 catches and UNO calls, R13 jump-ins) included, offered in the
//! order of the engine's table contract (`uno_core::Table`).
//!
//! Every level is covered: `every_level_sees_no_hidden_cards` runs over
//! `Level::ALL` (random, chaos, easy, medium, hard, learned: a new level is
//! covered as soon as it exists), and the tests below it go deeper for
//! easy, medium, hard and learned. (External bots are child processes whose answers the
//! engine validates; they get the same observation as the built-in ones
//! and are not run here. What `uno bot` sends a program online is checked
//! line by line against the seat's projection, with a re-dealt twin at
//! every step, in `crates/uno-cli/tests/bot_online.rs`.) The same harness shows that the research-only
//! `peek`, a `Player` and not a `Bot`, does see them: it is handed the
//! whole game before each decision.

use uno_bots::hard::{HardBot, HardConfig};
use uno_bots::peek::Peek;
use uno_bots::{make_bot, AnyBot, AnyPlayer, Bot, Level, Player};
use uno_core::{Decision, Event, Game, Rules, RulesSpec, Seat, Table, Viewer};

fn rules(preset: &str, house: &[&str]) -> Rules {
    RulesSpec {
        preset: Some(preset.to_string()),
        house: house.iter().map(|s| s.to_string()).collect(),
        ..Default::default()
    }
    .resolve()
    .expect("valid rules")
}

/// The player under test: a level, or `peek` (`None`).
fn make(level: Option<Level>, seed: u64, tree: bool) -> AnyPlayer {
    let cfg = HardConfig {
        tree,
        ..HardConfig::quick()
    };
    match level {
        None => AnyPlayer::Other(Box::new(Peek::with_config(seed, cfg))),
        Some(Level::Hard) => AnyBot::Other(Box::new(HardBot::with_config(seed, cfg))).into(),
        Some(l) => AnyBot::new(l, seed).into(),
    }
}

/// Plays a round with `level` (`None`: `peek`) at seat `me`, twice over:
/// `a` is handed the game, `b` a re-dealt copy (the same for `me`), and
/// medium bots elsewhere; returns the decisions compared and how many
/// differed (only `peek` may differ: for every other level the test fails
/// at the first difference).
fn twin_round(
    rules: &Rules,
    players: usize,
    me: Seat,
    level: Option<Level>,
    seed: u64,
    tree: bool,
) -> (u32, u32) {
    let game = Game::new(rules.clone(), players, seed).expect("valid game");
    let n = players;
    let mut a = make(level, seed, tree);
    let mut b = make(level, seed, tree);
    let peek = level.is_none();
    let mut differ = 0;
    let mut others: Vec<Box<dyn Bot>> = Seat::all(n)
        .map(|s| make_bot(Level::Medium, seed + 100 + u64::from(s.get())))
        .collect();
    let mut table = Table::with_rotation(game, seed);
    for s in Seat::all(n) {
        let reacts = if s == me {
            a.reacts()
        } else {
            Bot::reacts(&others[s.index()])
        };
        table.set_offerable(s, reacts);
    }
    let mut compared = 0;
    let mut k = 0u64;
    for _ in 0..3000 {
        let (s, offer) = match table.decision() {
            Decision::Act(s) => (s, false),
            Decision::Offer(s) => (s, true),
            Decision::RoundOver | Decision::GameOver => return (compared, differ),
        };
        let game = table.game();
        let chosen = if s == me {
            k += 1;
            let twin = game.permute_hidden(me, seed ^ k);
            assert_eq!(twin.view(Viewer::Seat(me)), game.view(Viewer::Seat(me)));
            let (x, y) = if offer {
                (a.react(game, me), b.react(&twin, me))
            } else {
                (Some(a.act(game, me)), Some(b.act(&twin, me)))
            };
            differ += (x != y) as u32;
            assert!(
                peek || x == y,
                "{} differs with hidden cards re-dealt ({level:?}, seed {seed})",
                if offer { "react" } else { "act" }
            );
            compared += 1;
            x
        } else {
            let obs = game.observe(s);
            let bot = &mut others[s.index()];
            if offer {
                Bot::react(bot, &obs)
            } else {
                Some(Bot::act(bot, &obs))
            }
        };
        let Some(act) = chosen else {
            table.pass(s).expect("an open offer");
            continue;
        };
        let mut ev: Vec<Event> = Vec::new();
        table.apply(s, &act, &mut ev).expect("bots play legally");
        for e in &ev {
            let mine = e.project(Viewer::Seat(me));
            a.observe(&mine);
            b.observe(&mine);
            for (t, bot) in Seat::all(others.len()).zip(others.iter_mut()) {
                if t != me {
                    Bot::observe(bot, &e.project(Viewer::Seat(t)));
                }
            }
        }
    }
    panic!(
        "round did not end ({level:?} at seat {me}, {players} seats, seed {seed}, rules {})",
        rules.to_json()
    );
}

/// Every level, out-of-turn chances included (jump-ins, UNO catches).
#[test]
fn every_level_sees_no_hidden_cards() {
    let tables = [
        rules("classic", &[]),
        rules("classic", &["jump_in", "seven_swap"]),
        rules("killer", &[]),
    ];
    for level in Level::ALL {
        let mut compared = 0;
        for (i, r) in tables.iter().enumerate() {
            let rounds = if level == Level::Hard { 3 } else { 12 };
            for seed in 0..rounds {
                let players = 2 + (seed as usize % 3);
                compared += twin_round(
                    r,
                    players,
                    Seat::new((seed % players as u64) as u8),
                    Some(level),
                    seed + 1000 * i as u64,
                    true,
                )
                .0;
            }
        }
        assert!(compared > 60, "{level}: {compared}");
    }
}

#[test]
fn medium_and_easy_see_no_hidden_cards() {
    let mut compared = 0;
    for (i, r) in [
        rules("classic", &[]),
        rules("killer", &[]),
        rules("german", &[]),
        rules("mario-kart", &["seven_swap"]),
    ]
    .iter()
    .enumerate()
    {
        for seed in 0..40u64 {
            let players = 2 + (seed as usize % 5);
            for level in [Level::Easy, Level::Medium] {
                compared += twin_round(
                    r,
                    players,
                    Seat::new((seed % players as u64) as u8),
                    Some(level),
                    seed + 1000 * i as u64,
                    false,
                )
                .0;
            }
        }
    }
    assert!(compared > 2000, "{compared}");
}

/// `learned` reads only its seat's observation vector: over more rules,
/// R13 multi-play (no logits there: the fallback heuristic's share) and
/// jump-ins (offers) included, 2 to 6 seats.
#[test]
fn learned_sees_no_hidden_cards() {
    let mut compared = 0;
    for (i, r) in [
        rules("classic", &[]),
        rules("classic", &["jump_in", "multi_play"]),
        rules("german", &[]),
        rules("mario-kart", &["seven_swap"]),
    ]
    .iter()
    .enumerate()
    {
        for seed in 0..25u64 {
            let players = 2 + (seed as usize % 5);
            compared += twin_round(
                r,
                players,
                Seat::new((seed % players as u64) as u8),
                Some(Level::Learned),
                seed + 1000 * i as u64,
                false,
            )
            .0;
        }
    }
    assert!(compared > 1000, "{compared}");
}

#[test]
fn hard_sees_no_hidden_cards() {
    let mut compared = 0;
    for (i, r) in [
        rules("classic", &[]),
        rules("killer", &[]),
        rules("shuffle-hands", &["seven_swap"]),
    ]
    .iter()
    .enumerate()
    {
        for seed in 0..12u64 {
            let players = 2 + (seed as usize % 3);
            // The information-set tree search (the default) and the flat
            // evaluation.
            for tree in [true, false] {
                compared += twin_round(
                    r,
                    players,
                    Seat::new((seed % players as u64) as u8),
                    Some(Level::Hard),
                    seed + 1000 * i as u64,
                    tree,
                )
                .0;
            }
        }
    }
    assert!(HardConfig::quick().tree, "the default search is the tree");
    assert!(compared > 400, "{compared}");
}

/// The harness can tell: `peek`, shown the true game, chooses differently
/// from its twin shown a re-dealt one at some decisions.
#[test]
fn peek_sees_the_hidden_cards() {
    let (mut compared, mut differ) = (0, 0);
    for seed in 0..8u64 {
        let players = 2 + (seed as usize % 3);
        let (c, d) = twin_round(
            &rules("classic", &[]),
            players,
            Seat::new((seed % players as u64) as u8),
            None,
            seed,
            true,
        );
        compared += c;
        differ += d;
    }
    assert!(compared > 100, "{compared}");
    assert!(
        differ > 0,
        "peek never used the true hands ({compared} decisions)"
    );
}
