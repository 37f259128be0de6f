//! Measures team play (R15) as `uno arena --teams pairs` does, without
//! building the CLI: the same deals, seats, seeds and driver, so its
//! figures are the arena's.
//!
//! `cargo run --profile test -p uno-bots --example teams -- A B [PLAYERS] [ROUNDS] [SEED] [THREADS] [FIRST]`
//!
//! A and B are bots as `uno arena` takes them, or team line-ups `X+Y`
//! (the team's first seat, below N/2, plays X, its partner Y). Deal `d`
//! (seeded `uno_core::game_seed(SEED, d)`) is played twice: A holding team
//! `d mod (N/2)` and B every other team, then the other way round. It
//! prints A's team win rate over the rounds where A held one team, with
//! a Wilson 95% interval, next to parity (2/N), and the deals won by A in
//! both games, in neither, or in one. FIRST (default 0) starts at deal
//! FIRST instead of 0, to split a long run into parts whose counts add up.

use std::time::Instant;

use uno_bots::driver::play_game_capped_into;
use uno_bots::{AnyPlayer, BotSpec, Outcome, Until};
use uno_core::rules::{RulesSpec, Teams};
use uno_core::{Game, Seat};

/// A side's bots: one spec, or a line-up for the team's two seats.
#[derive(Clone)]
struct Side([BotSpec; 2]);

impl Side {
    fn parse(s: &str) -> Side {
        let spec = |s: &str| s.parse::<BotSpec>().unwrap_or_else(|e| panic!("{s}: {e}"));
        match s.split_once('+') {
            Some((a, b)) => Side([spec(a), spec(b)]),
            None => Side([spec(s), spec(s)]),
        }
    }

    fn make(&self, seat: usize, players: usize, seed: u64) -> AnyPlayer {
        self.0[usize::from(seat >= players / 2)].make(seed)
    }
}

fn wilson(wins: f64, n: f64) -> (f64, f64) {
    let z = 1.96;
    let p = wins / n;
    let d = 1.0 + z * z / n;
    let c = (p + z * z / (2.0 * n)) / d;
    let h = z * ((p * (1.0 - p) / n) + z * z / (4.0 * n * n)).sqrt() / d;
    (c - h, c + h)
}

/// Whether A's team won each of the deal's two games (`None`: no winner
/// or unfinished).
fn play_deal(
    rules: &uno_core::Rules,
    players: usize,
    series: u64,
    deal: u64,
    a: &Side,
    b: &Side,
) -> [Option<bool>; 2] {
    let teams = players / 2;
    let seed = uno_core::game_seed(series, deal);
    let solo = (deal % teams as u64) as usize;
    let mut game = Game::new(rules.clone(), players, seed).expect("a dealable table");
    let mut out = Outcome::default();
    let mut ends = [None; 2];
    for (g, (lone, rest)) in [(a, b), (b, a)].into_iter().enumerate() {
        game.restart(seed);
        let mut bots: Vec<AnyPlayer> = (0..players)
            .map(|s| {
                let side = if s % teams == solo { lone } else { rest };
                let seat = Seat::try_from(s).expect("at most ten seats");
                side.make(s, players, uno_core::seat_seed(seed, seat))
            })
            .collect();
        play_game_capped_into(
            &mut game,
            &mut bots,
            Until::Round,
            uno_core::rotation_seed(seed),
            100_000,
            &mut out,
            |_, _, _, _| {},
        )
        .expect("built-in bots do not fault");
        if !out.capped {
            if let Some(w) = out.round_winners.last().copied().flatten() {
                // A's team won: A held the solo team in game 0, B in game 1.
                let solo_won = w.index() % teams == solo;
                ends[g] = Some(if g == 0 { solo_won } else { !solo_won });
            }
        }
    }
    ends
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, d: &str| args.get(i).cloned().unwrap_or_else(|| d.to_string());
    let a = Side::parse(&arg(0, "medium"));
    let b = Side::parse(&arg(1, "medium-blind"));
    let players: usize = arg(2, "4").parse().expect("players");
    let rounds: u64 = arg(3, "4000").parse().expect("rounds");
    let series: u64 = arg(4, "1").parse().expect("seed");
    let threads: u64 = arg(5, "2").parse().expect("threads");
    let first: u64 = arg(6, "0").parse().expect("first deal");
    let rules = RulesSpec {
        preset: Some("classic".into()),
        teams: Some(Teams::Pairs),
        ..RulesSpec::default()
    }
    .resolve()
    .expect("classic with teams");
    let deals = rounds.div_ceil(2);
    let start = Instant::now();
    let per = deals.div_ceil(threads.max(1));
    let results: Vec<[Option<bool>; 2]> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let (a, b, rules) = (&a, &b, &rules);
                scope.spawn(move || {
                    (first + t * per..first + ((t + 1) * per).min(deals))
                        .map(|d| play_deal(rules, players, series, d, a, b))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a thread panicked"))
            .collect()
    });
    let (mut wins, mut n, mut both, mut none, mut split) = (0u64, 0u64, 0, 0, 0);
    for r in &results {
        for w in r.iter().flatten() {
            n += 1;
            wins += u64::from(*w);
        }
        match r {
            [Some(true), Some(true)] => both += 1,
            [Some(false), Some(false)] => none += 1,
            _ => split += 1,
        }
    }
    let (lo, hi) = wilson(wins as f64, n as f64);
    println!(
        "{} vs {}: {players} seats, {n} rounds ({deals} deals from {first}, seed {series}): \
         A's team won {wins}, {:.1}% [{:.1}, {:.1}] (parity {:.1}%); deals won twice {both}, \
         never {none}, once {split}; {:.0} s",
        arg(0, "medium"),
        arg(1, "medium-blind"),
        100.0 * wins as f64 / n as f64,
        100.0 * lo,
        100.0 * hi,
        200.0 / players as f64,
        start.elapsed().as_secs_f64(),
    );
}
