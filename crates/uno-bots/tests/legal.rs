//! Every bot level sends only legal actions (`play_game` returns
//! `Err(BotFault)` otherwise, and a trusted bot's illegal action panics in
//! the engine), over the whole rules matrix: every deck preset (R1) ×
//! house variant (none, killer, german, each R13 rule alone) × 2–10 seats,
//! with mixed line-ups of random, chaos, easy, medium and hard (and the
//! research-only peek). `hard` and `peek` play with a small budget and in
//! fewer games.
//!
//! Some rounds go on for ever: chaos never tries to finish, and a
//! position can loop (every card in the hands, and a WIB turning the one
//! card left into a Mushroom again and again, for a bot that always plays
//! its drawn card). A round still going after `ROUND_CAP` actions is
//! stopped as a stalemate; line-ups of easy, medium and hard must finish.
//!
//! `UNO_BOT_GAMES` sets the games per (house variant, seat count) cell
//! (default 20: 16 × 9 × 20 = 2,880 games per deck, plus 144 with hard).

use std::panic::{catch_unwind, panic_any, resume_unwind, AssertUnwindSafe};
use std::time::Instant;

use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use uno_bots::hard::{HardBot, HardConfig};
use uno_bots::peek::Peek;
use uno_bots::{make_bot, play_game, AnyBot, AnyPlayer, Bot, Level, Until};
use uno_core::rules::{house_variants, DeckPreset};
use uno_core::{Action, Card, Event, Game, Rules, RulesSpec, Seat};

/// Actions in one round before it is called a stalemate.
const ROUND_CAP: u64 = 3_000;

/// The panic payload that stops a stalemated game.
struct Stalemate;

/// Keeps the default panic message for real panics only.
fn quiet_stalemates() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let default = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !info.payload().is::<Stalemate>() {
                default(info);
            }
        }));
    });
}

fn games_per_cell() -> u64 {
    std::env::var("UNO_BOT_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20)
}

/// The bot of `level`, or the research-only `peek` (a `Player`, not a
/// `Bot`) when `peek`.
fn bot(level: Level, peek: bool, seed: u64) -> AnyPlayer {
    match level {
        _ if peek => AnyPlayer::Other(Box::new(Peek::with_config(seed, HardConfig::quick()))),
        Level::Hard => {
            AnyBot::Other(Box::new(HardBot::with_config(seed, HardConfig::quick()))).into()
        }
        _ => AnyBot::Other(make_bot(level, seed)).into(),
    }
}

const CHEAP: [Level; 4] = [Level::Random, Level::Chaos, Level::Easy, Level::Medium];

/// A random line-up of cheap bots, `first` at seat 0, with one chaos bot
/// at most (chaos never tries to finish, so a table of them drags on).
fn lineup(rng: &mut Pcg64Mcg, players: usize, first: Level) -> Vec<Level> {
    let mut v = vec![first];
    let mut chaos = first == Level::Chaos;
    for _ in 1..players {
        let mut l = CHEAP[rng.random_range(0..CHEAP.len())];
        if l == Level::Chaos && chaos {
            l = CHEAP[rng.random_range(0..CHEAP.len())];
            if l == Level::Chaos {
                l = Level::Medium;
            }
        }
        chaos |= l == Level::Chaos;
        v.push(l);
    }
    v
}

/// Plays one game; returns its rounds, or `None` for a stalemate.
fn play(rules: &Rules, players: usize, seed: u64, lineup: &[Level], until: Until) -> Option<u32> {
    play_with(rules, players, seed, lineup, None, until)
}

/// [`play`], with `peek` at seat `peek` if given.
fn play_with(
    rules: &Rules,
    players: usize,
    seed: u64,
    lineup: &[Level],
    peek: Option<usize>,
    until: Until,
) -> Option<u32> {
    quiet_stalemates();
    let mut game = Game::new(rules.clone(), players, seed).expect("valid game");
    let mut bots: Vec<AnyPlayer> = lineup
        .iter()
        .enumerate()
        .map(|(s, &l)| {
            bot(
                l,
                peek == Some(s),
                seed.wrapping_mul(31).wrapping_add(s as u64),
            )
        })
        .collect();
    let (mut round, mut actions) = (0u32, 0u64);
    let on_action = |g: &Game, _: Seat, _: &Action, _: &[Event]| {
        if g.round() != round {
            round = g.round();
            actions = 0;
        }
        actions += 1;
        if actions > ROUND_CAP {
            panic_any(Stalemate);
        }
    };
    let result = catch_unwind(AssertUnwindSafe(|| {
        play_game(&mut game, &mut bots, until, seed, on_action)
    }));
    match result {
        Ok(Ok(out)) => {
            assert!(game.round_over(), "play_game stops at the end of a round");
            if until == Until::Game {
                assert!(game.game_over(), "a whole game is played out");
            }
            Some(out.rounds)
        }
        Ok(Err(fault)) => panic!(
            "{fault}\nrules: {}\nplayers {players}, seed {seed}, line-up {lineup:?}",
            rules.to_json()
        ),
        Err(payload) if payload.is::<Stalemate>() => None,
        Err(payload) => {
            eprintln!(
                "panic with rules {}\nplayers {players}, seed {seed}, line-up {lineup:?}",
                rules.to_json()
            );
            resume_unwind(payload)
        }
    }
}

#[derive(Default)]
struct Tally {
    games: u64,
    hard_games: u64,
    rounds: u64,
    stalemates: u64,
    /// Games and stalemates among line-ups of easy, medium and hard only.
    goal_games: u64,
    goal_stalemates: u64,
}

impl Tally {
    fn add(&mut self, lineup: &[Level], r: Option<u32>) {
        let goal = lineup
            .iter()
            .all(|l| matches!(l, Level::Easy | Level::Medium | Level::Hard));
        self.goal_games += goal as u64;
        match r {
            Some(n) => self.rounds += n as u64,
            None => {
                self.stalemates += 1;
                self.goal_stalemates += goal as u64;
            }
        }
    }

    /// Random and chaos may drag a round on for ever (they do not try to
    /// finish); the other bots must finish their rounds.
    fn check(&self) {
        assert!(
            self.goal_stalemates * 100 <= self.goal_games,
            "{} of {} games of easy, medium and hard did not finish",
            self.goal_stalemates,
            self.goal_games
        );
    }
}

fn run_deck(deck: DeckPreset) {
    let start = Instant::now();
    let per_cell = games_per_cell();
    let mut rng = Pcg64Mcg::seed_from_u64(deck as u64 + 17);
    let mut t = Tally::default();
    for (_, rules) in house_variants(deck) {
        for players in 2..=10usize {
            for k in 0..per_cell {
                let seed: u64 = rng.random();
                // Each cheap level in turn sits at seat 0.
                let levels = lineup(&mut rng, players, CHEAP[k as usize % CHEAP.len()]);
                // One game in eight is played to its end (R12).
                let until = if k % 8 == 7 {
                    Until::Game
                } else {
                    Until::Round
                };
                t.add(&levels, play(&rules, players, seed, &levels, until));
                t.games += 1;
            }
            // And one round with hard in a random seat.
            let seed: u64 = rng.random();
            let mut levels = lineup(&mut rng, players, Level::Medium);
            levels[rng.random_range(0..players)] = Level::Hard;
            t.add(&levels, play(&rules, players, seed, &levels, Until::Round));
            t.hard_games += 1;
            // The research-only peek, shown the true game by the driver,
            // must play legally too (its samples keep the true hands).
            if matches!(players, 2 | 4 | 7 | 10) {
                let seed: u64 = rng.random();
                let mut levels = lineup(&mut rng, players, Level::Medium);
                let at = rng.random_range(0..players);
                levels[at] = Level::Hard;
                t.add(
                    &levels,
                    play_with(&rules, players, seed, &levels, Some(at), Until::Round),
                );
                t.hard_games += 1;
            }
        }
    }
    eprintln!(
        "{}: {} games + {} with hard or peek, {} rounds, {} stalemates ({} without random or chaos), no illegal action ({:.1}s)",
        deck.name(),
        t.games,
        t.hard_games,
        t.rounds,
        t.stalemates,
        t.goal_stalemates,
        start.elapsed().as_secs_f64()
    );
    t.check();
}

#[test]
fn bots_play_legally_classic() {
    run_deck(DeckPreset::Classic);
}

#[test]
fn bots_play_legally_shuffle_hands() {
    run_deck(DeckPreset::ShuffleHands);
}

#[test]
fn bots_play_legally_hello_kitty() {
    run_deck(DeckPreset::HelloKitty);
}

#[test]
fn bots_play_legally_mario_kart() {
    run_deck(DeckPreset::MarioKart);
}

/// Custom WC cards with enforced effects (R14): every effect of the
/// vocabulary, chosen targets included.
#[test]
fn bots_play_legally_with_custom_effects() {
    let rules = Rules::from_json(
        r#"{"preset": "shuffle-hands", "house": ["seven_swap", "multi_play", "stack_mixed"],
            "options": {"wc": [
              {"effects": ["draw(chosen, 2)", "skip(chosen)", "swap_hands(chosen)"]},
              {"effects": ["rotate_hands", "extra_turn", "everyone_else_draws(1)", "reverse"]},
              {"effects": ["reveal_and_item", "fewest_cards_draw(2)", "draw(self, 1)", "skip(all_others)"]}
            ]}}"#,
    )
    .expect("valid rules");
    let mut rng = Pcg64Mcg::seed_from_u64(5);
    let mut t = Tally::default();
    for k in 0..300u64 {
        let players = 2 + (k as usize % 9);
        let mut levels = lineup(&mut rng, players, CHEAP[k as usize % CHEAP.len()]);
        if k % 10 == 0 {
            levels[0] = Level::Hard;
        }
        t.add(
            &levels,
            play(&rules, players, rng.random(), &levels, Until::Round),
        );
        t.games += 1;
    }
    t.check();
}

/// R13 `no_action_finish`: `random` (trusted, so an illegal play would
/// panic the engine) never goes out on an action or wild card. It once
/// did: `Observation::playable_mask` did not apply the rule.
#[test]
fn random_respects_no_action_finish() {
    let rules = RulesSpec {
        house: vec!["no_action_finish".into()],
        ..Default::default()
    }
    .resolve()
    .expect("valid rules");
    let mut rng = Pcg64Mcg::seed_from_u64(3);
    for _ in 0..2000 {
        let players = rng.random_range(2..=6);
        let mut game = Game::new(rules.clone(), players, rng.random()).expect("valid game");
        let mut bots: Vec<Box<dyn Bot>> = (0..players)
            .map(|s| make_bot(Level::Random, s as u64))
            .collect();
        let mut last_play: Vec<Option<Card>> = vec![None; players];
        play_game(&mut game, &mut bots, Until::Round, 0, |_, s, a, _| {
            if let Action::Play(p) = a {
                last_play[s.index()] = Some(p.last());
            }
        })
        .expect("random only plays legal actions");
        assert!(game.round_over(), "play_game returns at the round's end");
        // R13: whoever went out did so on a number card.
        if let Some(w) = game.round_winner() {
            if game.hand_size(w) == 0 {
                let card = last_play[w.index()].expect("the winner played");
                assert!(card.is_number(), "seat {w} went out on {card}");
            }
        }
    }
}
