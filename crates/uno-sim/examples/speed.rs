//! Rounds per second of `uno sim --bots random,... --threads 1 --seed 1`
//! without the CLI: the same [`uno_sim::simulate`] (its worker, the
//! bots' driver and seat runner), at 2 and 4 seats, to compare with the
//! ceiling loop (`shared/bench/ceiling`) in the same minute.
//!
//! `cargo run --release -p uno-sim --example speed -- [GAMES] [SEATS...]`
//! (default: 2,000,000 games at 2 and at 4 seats).

use std::time::Instant;

use uno_bots::{Level, Until};
use uno_core::Rules;
use uno_sim::{simulate, Config};

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args
        .next()
        .and_then(|a| a.parse().ok())
        .unwrap_or(2_000_000);
    let mut seats: Vec<usize> = args.filter_map(|a| a.parse().ok()).collect();
    if seats.is_empty() {
        seats = vec![2, 4];
    }
    for n in seats {
        let mut cfg = Config::new(
            Rules::named("classic").unwrap(),
            vec![Level::Random; n],
            games,
        )
        .expect("a classic table");
        // As `uno sim` without `--whole-games`: one round per game.
        cfg.until = Until::Round;
        cfg.seed = 1;
        cfg.threads = 1;
        let t = Instant::now();
        let out = simulate(&cfg, &indicatif::ProgressBar::hidden()).expect("the simulation");
        let s = t.elapsed().as_secs_f64();
        let rounds = out.tally.rounds;
        let t = &out.tally;
        println!(
            "{n} seats: {games} games, {rounds} rounds in {s:.2} s: {:.0} rounds/s, {:.1} turns/round, {:.1} ns/turn \
             (check: {} turns, {} actions, wins {:?})",
            rounds as f64 / s,
            t.turns as f64 / rounds as f64,
            s * 1e9 / t.turns as f64,
            t.turns,
            t.actions,
            &t.wins[..n],
        );
    }
}
