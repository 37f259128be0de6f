//! Measures bot strength: rounds won by one level against another.
//!
//! `cargo run --release -p uno-bots --example strength -- A B PLAYERS ROUNDS [RULES] [THREADS]`
//! (a bot name as `uno sim` takes it: a level, `peek`, `hard@100ms`, `hard@STEPS`)
//! plays ROUNDS single rounds (`Until::Round`) of one `A` bot against
//! PLAYERS-1 `B` bots, the `A` seat rotating so it is sometimes first to
//! play, and prints A's win rate with a 95% interval (Wilson) next to
//! parity (1/PLAYERS). RULES is a preset name (default classic).

use std::time::Instant;

use uno_bots::hard::{HardBot, HardConfig};
use uno_bots::peek::Peek;
use uno_bots::{AnyBot, AnyPlayer, BotSpec, Level};

/// `A`'s bot; for experiments, `HARD_CFG=tree=0,ucb=0.6,depth=3,cut=1500,steps=N,prior=learned`
/// changes the search of a `hard` or `peek` A.
fn make_a(spec: &BotSpec, seed: u64) -> AnyPlayer {
    let Ok(over) = std::env::var("HARD_CFG") else {
        return spec.make(seed);
    };
    let mut cfg = HardConfig::default();
    if let Some(b) = spec.budget {
        cfg = cfg.with_budget(b);
    }
    for kv in over.split(',').filter(|s| !s.is_empty()) {
        let (k, v) = kv.split_once('=').expect("key=value");
        match k {
            "tree" => cfg.tree = v == "1",
            "ucb" => cfg.ucb_c = v.parse().expect("ucb"),
            "depth" => cfg.max_depth = v.parse().expect("depth"),
            "cut" => cfg.max_playout_actions = v.parse().expect("cut"),
            "steps" => cfg.steps = v.parse().expect("steps"),
            "halving" => cfg.halving = v == "1",
            "widen" => cfg.widen_at = v.parse().expect("widen"),
            "challenge" => cfg.search_challenge = v == "1",
            "margin" => cfg.margin_se = v.parse().expect("margin"),
            "particles" => cfg.particles = v.parse().expect("particles"),
            "tuned" => cfg.tuned = v == "1",
            "prior" => cfg.learned_prior = v == "learned",
            _ => panic!("unknown HARD_CFG key {k}"),
        }
    }
    match spec.level {
        _ if spec.peek => AnyPlayer::Other(Box::new(Peek::with_config(seed, cfg))),
        Level::Hard => AnyBot::Other(Box::new(HardBot::with_config(seed, cfg))).into(),
        _ => spec.make(seed),
    }
}
use uno_core::Rules;

fn wilson(wins: f64, n: f64) -> (f64, f64) {
    let z = 1.96;
    let p = wins / n;
    let d = 1.0 + z * z / n;
    let c = (p + z * z / (2.0 * n)) / d;
    let h = z * ((p * (1.0 - p) / n) + z * z / (4.0 * n * n)).sqrt() / d;
    (c - h, c + h)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let spec = |s: &str| s.parse::<BotSpec>().unwrap_or_else(|e| panic!("{e}"));
    let a = spec(args.first().map_or("hard", String::as_str));
    let b = spec(args.get(1).map_or("medium", String::as_str));
    let players: usize = args.get(2).map_or(Ok(2), |s| s.parse()).expect("players");
    let rounds: u64 = args.get(3).map_or(Ok(2000), |s| s.parse()).expect("rounds");
    let rules_name = args.get(4).cloned().unwrap_or_else(|| "classic".into());
    let threads: u64 = args.get(5).map_or(Ok(2), |s| s.parse()).expect("threads");
    let rules = Rules::named(&rules_name).expect("rules preset");
    let start = Instant::now();
    let results = uno_bots::alone_against(
        &rules,
        players,
        0..rounds,
        threads as usize,
        |seed| make_a(&a, seed),
        |seed| b.make(seed),
    )
    .unwrap_or_else(|e| {
        eprintln!("strength: {e}");
        std::process::exit(2)
    });
    let wins = results.iter().filter(|r| r.won).count() as u64;
    let n = results.len() as u64;
    let turns: u64 = results.iter().map(|r| r.turns).sum();
    let (lo, hi) = wilson(wins as f64, n as f64);
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{a} vs {}x{b} ({rules_name}, {players} players): {a} won {wins}/{n} = {:.1}% [95% {:.1}-{:.1}%], parity {:.1}%; {:.1}s, {:.1} us/turn/thread",
        players - 1,
        100.0 * wins as f64 / n as f64,
        100.0 * lo,
        100.0 * hi,
        100.0 / players as f64,
        secs,
        1e6 * secs * threads as f64 / turns.max(1) as f64
    );
}
