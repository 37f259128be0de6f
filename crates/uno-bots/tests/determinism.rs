//! Same seeds, same game: a game's seed, the bots' seeds and the driver's
//! seed fix the whole game, whichever bots play.

use uno_bots::hard::{HardBot, HardConfig};
use uno_bots::{make_bot, play_game, Bot, Level, Outcome, Until};
use uno_core::{Action, Game, Rules, Seat};

fn lineup(levels: &[Level], seed: u64, quick_hard: bool) -> Vec<Box<dyn Bot>> {
    levels
        .iter()
        .enumerate()
        .map(|(s, &l)| -> Box<dyn Bot> {
            let bot_seed = seed * 10 + s as u64;
            if l == Level::Hard && quick_hard {
                Box::new(HardBot::with_config(bot_seed, HardConfig::quick()))
            } else {
                make_bot(l, bot_seed)
            }
        })
        .collect()
}

fn run(
    rules: &Rules,
    levels: &[Level],
    seed: u64,
    until: Until,
    quick_hard: bool,
) -> (Outcome, Game, Vec<(Seat, Action)>) {
    let mut game = Game::new(rules.clone(), levels.len(), seed).expect("valid game");
    let mut bots = lineup(levels, seed, quick_hard);
    let mut log = Vec::new();
    let out = play_game(&mut game, &mut bots, until, seed, |_, s, a, _| {
        log.push((s, a.clone()))
    })
    .expect("bots play legally");
    (out, game, log)
}

#[test]
fn same_seeds_same_game() {
    use Level::*;
    let lineups: [&[Level]; 4] = [
        &[Easy, Medium, Hard],
        &[Random, Chaos, Easy, Medium, Hard],
        &[Hard, Medium],
        &[Medium, Easy, Medium, Easy, Random, Chaos],
    ];
    for name in [
        "classic",
        "killer",
        "german",
        "shuffle-hands",
        "hello-kitty",
        "mario-kart",
    ] {
        let rules = Rules::named(name).expect("preset");
        for (i, levels) in lineups.iter().enumerate() {
            let seed = 7 + i as u64;
            let until = if levels.contains(&Hard) {
                Until::Round
            } else {
                Until::Game
            };
            let (o1, g1, l1) = run(&rules, levels, seed, until, true);
            let (o2, g2, l2) = run(&rules, levels, seed, until, true);
            assert_eq!(l1, l2, "{name} {levels:?}: actions differ");
            assert_eq!(o1, o2, "{name} {levels:?}: outcomes differ");
            assert!(g1 == g2, "{name} {levels:?}: final states differ");
        }
    }
}

/// The default `hard` (the budget `make_bot` gives) is deterministic too.
#[test]
fn default_hard_is_deterministic() {
    let rules = Rules::named("classic").expect("preset");
    let (o1, g1, l1) = run(
        &rules,
        &[Level::Hard, Level::Medium],
        3,
        Until::Round,
        false,
    );
    let (o2, g2, l2) = run(
        &rules,
        &[Level::Hard, Level::Medium],
        3,
        Until::Round,
        false,
    );
    assert_eq!(l1, l2);
    assert_eq!(o1, o2);
    assert!(g1 == g2);
}

/// `alone_against` (the measuring loop of the strength and tune examples):
/// the same results, in deal order, whatever the number of threads; under
/// R13 `last_holding_loses` a win is going out, so several seats win.
#[test]
fn alone_against_does_not_depend_on_threads() {
    let classic = Rules::named("classic").expect("preset");
    let spec = uno_core::RulesSpec {
        house: vec!["last_holding_loses".into()],
        ..Default::default()
    };
    let last_loses = spec.resolve().expect("valid rules");
    for (rules, players) in [(&classic, 3), (&last_loses, 4)] {
        let run = |threads| {
            uno_bots::alone_against(
                rules,
                players,
                10..70,
                threads,
                |seed| make_bot(Level::Easy, seed),
                |seed| make_bot(Level::Medium, seed),
            )
            .expect("bots play legally")
        };
        let one = run(1);
        assert_eq!(one.len(), 60);
        assert!(one.iter().all(|r| r.turns > 0));
        assert_eq!(run(3), one);
        assert_eq!(run(200), one, "more threads than deals");
        let wins = one.iter().filter(|r| r.won).count();
        if rules.players_leave_when_out() {
            // Three of the four seats go out in every round.
            assert!(wins > 60 / 2, "{wins} of 60");
        } else {
            assert!(wins < 60 / 2, "easy alone against medium: {wins} of 60");
        }
    }
    // R2.1: a table of 11 is an error, not a panic, and nothing is played.
    let e = uno_bots::alone_against(
        &classic,
        11,
        0..10,
        2,
        |seed| make_bot(Level::Easy, seed),
        |seed| make_bot(Level::Medium, seed),
    )
    .expect_err("11 players");
    assert!(matches!(e, uno_bots::MeasureError::Setup(_)), "{e:?}");
    assert!(e.to_string().contains("2 to 10"), "{e}");
}

/// A bot reset for a new game (`Bot::reset`, as the simulator reuses its
/// bots from game to game) plays that game as a bot made afresh with the
/// same seed, also when the new game's rules differ from the last one's
/// (the heuristic keeps the card table it built, checked against the new
/// rules). Whole games of one preset, then another, each against fresh
/// bots on the same seeds.
#[test]
fn a_reset_bot_plays_as_a_new_one() {
    use Level::*;
    let levels = [Easy, Medium, Random, Medium];
    let mut reused = lineup(&levels, 1, false);
    let presets = ["classic", "hello-kitty", "classic", "mario-kart", "killer"];
    for (i, name) in presets.into_iter().enumerate() {
        let rules = Rules::named(name).expect("preset");
        let seed = 40 + i as u64;
        for (s, b) in reused.iter_mut().enumerate() {
            assert!(b.reset(seed * 10 + s as u64), "{} reseeds", b.name());
        }
        let mut game = Game::new(rules.clone(), levels.len(), seed).expect("valid game");
        let mut log = Vec::new();
        let out = play_game(&mut game, &mut reused, Until::Game, seed, |_, s, a, _| {
            log.push((s, a.clone()))
        })
        .expect("bots play legally");
        let (fresh_out, fresh_game, fresh_log) = run(&rules, &levels, seed, Until::Game, false);
        assert_eq!(log, fresh_log, "{name}: actions differ after a reset");
        assert_eq!(out, fresh_out, "{name}: outcomes differ after a reset");
        assert!(
            game == fresh_game,
            "{name}: final states differ after a reset"
        );
    }
}
