//! The bots see no hidden information: two copies of a bot with the same
//! seed, fed the same projected events, one shown the real game and the
//! other a copy whose hidden cards were re-dealt (`Game::permute_hidden`),
//! choose the same action at every decision of a round, out-of-turn ones
//! included. The same harness shows that the research-only `peek` does
//! see them (it is shown the true game through `Bot::look`).

use uno_bots::hard::{HardBot, HardConfig};
use uno_bots::{make_bot, Bot, Level};
use uno_core::{Action, Event, Game, Rules, RulesSpec, Seat, Viewer};

fn rules(preset: &str, house: &[&str]) -> Rules {
    RulesSpec {
        preset: Some(preset.to_string()),
        house: house.iter().map(|s| s.to_string()).collect(),
        ..Default::default()
    }
    .resolve()
    .expect("valid rules")
}

fn make(level: Level, seed: u64, tree: bool) -> Box<dyn Bot> {
    let cfg = HardConfig {
        tree,
        ..HardConfig::quick()
    };
    match level {
        Level::Hard => Box::new(HardBot::with_config(seed, cfg)),
        Level::Peek => Box::new(HardBot::peek_with_config(seed, cfg)),
        l => make_bot(l, seed),
    }
}

/// Plays a round with `level` (twice: `a` sees the game, `b` a re-dealt
/// copy) at seat `me` and medium bots elsewhere; returns the decisions
/// compared and how many differed (only `peek` may differ: for every
/// other level the test fails at the first difference).
fn twin_round(
    rules: &Rules,
    players: usize,
    me: Seat,
    level: Level,
    seed: u64,
    tree: bool,
) -> (u32, u32) {
    let mut game = Game::new(rules.clone(), players, seed).expect("valid game");
    let n = players as Seat;
    let mut a = make(level, seed, tree);
    let mut b = make(level, seed, tree);
    let peek = level == Level::Peek;
    let mut differ = 0;
    let mut others: Vec<Box<dyn Bot>> = (0..n)
        .map(|s| make_bot(Level::Medium, seed + 100 + s as u64))
        .collect();
    let mut compared = 0;
    let mut k = 0u64;
    let step = |game: &mut Game,
                a: &mut Box<dyn Bot>,
                b: &mut Box<dyn Bot>,
                others: &mut Vec<Box<dyn Bot>>,
                s: Seat,
                act: &Action| {
        let mut ev: Vec<Event> = Vec::new();
        game.apply(s, act, &mut ev).expect("bots play legally");
        for e in &ev {
            let mine = e.project(Viewer::Seat(me));
            a.observe(&mine);
            b.observe(&mine);
            for (t, bot) in others.iter_mut().enumerate() {
                if t as Seat != me {
                    bot.observe(&e.project(Viewer::Seat(t as Seat)));
                }
            }
        }
    };
    for _ in 0..3000 {
        if game.round_over() {
            return (compared, differ);
        }
        let to_act = game.to_act().expect("in a round");
        // Out-of-turn chances, as the driver offers them.
        for s in 0..n {
            if s == to_act || game.round_over() {
                continue;
            }
            let chosen = if s == me {
                k += 1;
                let twin = game.permute_hidden(me, seed ^ k);
                if a.sees_all() {
                    a.look(&game);
                    b.look(&twin);
                }
                let x = a.react(&game.observe(me));
                let y = b.react(&twin.observe(me));
                differ += (x != y) as u32;
                assert!(
                    peek || x == y,
                    "react differs with hidden cards re-dealt (seed {seed})"
                );
                compared += 1;
                x
            } else {
                others[s as usize].react(&game.observe(s))
            };
            if let Some(act) = chosen {
                step(&mut game, &mut a, &mut b, &mut others, s, &act);
            }
        }
        if game.round_over() {
            return (compared, differ);
        }
        let s = game.to_act().expect("in a round");
        let act = if s == me {
            k += 1;
            let twin = game.permute_hidden(me, seed ^ k);
            assert_eq!(twin.view(Viewer::Seat(me)), game.view(Viewer::Seat(me)));
            if a.sees_all() {
                a.look(&game);
                b.look(&twin);
            }
            let x = a.act(&game.observe(me));
            let y = b.act(&twin.observe(me));
            differ += (x != y) as u32;
            assert!(
                peek || x == y,
                "act differs with hidden cards re-dealt (seed {seed})"
            );
            compared += 1;
            x
        } else {
            others[s as usize].act(&game.observe(s))
        };
        step(&mut game, &mut a, &mut b, &mut others, s, &act);
    }
    panic!("round did not end");
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
                    (seed % players as u64) as Seat,
                    level,
                    seed + 1000 * i as u64,
                    false,
                )
                .0;
            }
        }
    }
    assert!(compared > 2000, "{compared}");
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
                    (seed % players as u64) as Seat,
                    Level::Hard,
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
            (seed % players as u64) as Seat,
            Level::Peek,
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
