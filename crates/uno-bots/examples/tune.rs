//! Fits the heuristic's [`Weights`] against `medium` by SPSA
//! (simultaneous perturbation stochastic approximation, the method chess
//! engines tune their evaluation with).
//!
//! `cargo run --release -p uno-bots --example tune -- PLAYERS ITERATIONS ROUNDS [THREADS]`
//!
//! The bot being tuned plays as `hard`'s playouts play its own seat
//! (deterministic, no knowledge tracking) alone against PLAYERS-1 `medium`
//! bots in single rounds of classic rules (`TUNE_RULES`: another preset). Each iteration draws a random
//! direction, plays the weights moved a step each way along it on the same
//! ROUNDS deals (common random numbers: the bot at seat `i mod PLAYERS` of
//! deal `i`), and moves the weights toward the side that won more. Every
//! weight moves relative to its scale (its `medium` value, at least 0.05).
//!
//! At the end it plays the start and the fitted weights on 100,000 fresh
//! deals each (the same deals for both) and prints their win rates with
//! 95% intervals and the fitted weights as Rust, for [`Weights::TUNED`]
//! or [`Weights::TUNED_DUEL`].
//!
//! `TUNE_FROM=tuned` starts from the fitted weights instead of `medium`'s
//! (with ITERATIONS 0: only compares them); `TUNE_RULES=NAME` plays
//! another preset.

use std::time::Instant;

use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use uno_bots::heuristic::{Style, Weights};
use uno_bots::rule_bot::RuleBot;
use uno_core::Rules;

/// Rounds won by `w` (as the playout policy of its own seat) alone against
/// `players - 1` `medium` bots, over deals `first..first + rounds`.
fn wins(w: &Weights, players: usize, first: u64, rounds: u64, threads: u64) -> u64 {
    let name = std::env::var("TUNE_RULES").unwrap_or_else(|_| "classic".into());
    let rules = Rules::named(&name).expect("a rules preset");
    let style = Style {
        weights: *w,
        ..Style::PLAYOUT
    };
    uno_bots::alone_against(
        &rules,
        players,
        first..first + rounds,
        threads as usize,
        |seed| Box::new(RuleBot::new("tuned", style, false, seed)),
        |seed| Box::new(RuleBot::medium(seed)),
    )
    .unwrap_or_else(|e| {
        eprintln!("tune: {e}");
        std::process::exit(2)
    })
    .iter()
    .filter(|r| r.won)
    .count() as u64
}

fn wilson(wins: u64, n: u64) -> (f64, f64, f64) {
    let (w, n) = (wins as f64, n as f64);
    let z = 1.96;
    let p = w / n;
    let d = 1.0 + z * z / n;
    let c = (p + z * z / (2.0 * n)) / d;
    let h = z * ((p * (1.0 - p) / n) + z * z / (4.0 * n * n)).sqrt() / d;
    (100.0 * p, 100.0 * (c - h), 100.0 * (c + h))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, d: u64| args.get(i).map_or(Ok(d), |s| s.parse()).expect("a number");
    let players = arg(0, 2) as usize;
    let iterations = arg(1, 300);
    let rounds = arg(2, 10_000);
    let threads = arg(3, 2);
    // From `medium`'s weights, or (`TUNE_FROM=tuned`) from the fitted ones.
    let from_tuned = std::env::var("TUNE_FROM").is_ok_and(|v| v == "tuned");
    let start = if from_tuned {
        Weights::tuned(players)
    } else {
        Weights::MEDIUM
    };
    // Each weight's scale: its `medium` value (at least 0.05).
    let scale: Vec<f32> = Weights::MEDIUM
        .to_array()
        .iter()
        .map(|x| x.abs().max(0.05))
        .collect();
    let start = start.to_array();
    // θ: the weights in units of their scale.
    let mut theta: Vec<f64> = start
        .iter()
        .zip(&scale)
        .map(|(x, s)| (x / s) as f64)
        .collect();
    let weights = |theta: &[f64]| {
        let mut a = [0f32; Weights::LEN];
        for i in 0..Weights::LEN {
            a[i] = theta[i] as f32 * scale[i];
        }
        Weights::from_array(a)
    };
    // SPSA gains (Spall's guidelines): perturbation c_k, step a_k.
    let (c0, a0, big_a) = (0.25f64, 8.0f64, iterations as f64 / 10.0);
    let mut rng = Pcg64Mcg::seed_from_u64(0x7475_6e65);
    let t0 = Instant::now();
    for k in 0..iterations {
        let ck = c0 / ((k + 1) as f64).powf(0.101);
        let ak = a0 / ((k + 1) as f64 + big_a).powf(0.602);
        let delta: Vec<f64> = (0..Weights::LEN)
            .map(|_| if rng.random_bool(0.5) { 1.0 } else { -1.0 })
            .collect();
        let plus: Vec<f64> = theta.iter().zip(&delta).map(|(t, d)| t + ck * d).collect();
        let minus: Vec<f64> = theta.iter().zip(&delta).map(|(t, d)| t - ck * d).collect();
        // Fresh deals each iteration, the same for both sides.
        let first = 1_000_000 + k * rounds;
        let wp = wins(&weights(&plus), players, first, rounds, threads);
        let wm = wins(&weights(&minus), players, first, rounds, threads);
        let diff = (wp as f64 - wm as f64) / rounds as f64;
        for i in 0..Weights::LEN {
            theta[i] += ak * diff / (2.0 * ck * delta[i]);
        }
        if (k + 1) % 25 == 0 || k + 1 == iterations {
            eprintln!(
                "iteration {}/{}: +{:.2}% / -{:.2}%, {:.0}s",
                k + 1,
                iterations,
                100.0 * wp as f64 / rounds as f64,
                100.0 * wm as f64 / rounds as f64,
                t0.elapsed().as_secs_f64()
            );
        }
    }
    let fitted = weights(&theta);
    let check = 100_000;
    let base = wins(&Weights::MEDIUM, players, 0, check, threads);
    let tuned = wins(&fitted, players, 0, check, threads);
    let show = |name: &str, w: u64| {
        let (p, lo, hi) = wilson(w, check);
        println!(
            "{name}: won {w}/{check} = {p:.2}% [{lo:.2}, {hi:.2}] alone against {} medium (parity {:.1}%)",
            players - 1,
            100.0 / players as f64
        );
    };
    show("medium weights", base);
    if from_tuned {
        show(
            "start weights",
            wins(&Weights::from_array(start), players, 0, check, threads),
        );
    }
    show("fitted weights", tuned);
    println!("{:.0}s; the fitted weights:", t0.elapsed().as_secs_f64());
    for (name, v) in Weights::NAMES.iter().zip(fitted.to_array()) {
        println!("    {name}: {v:.3},");
    }
}
