//! `uno analyse --calibrate N`: how well the coach's win probabilities
//! match what happens. Rounds are played here between bots of one level
//! (`--bots`, default `medium`; classic rules, `--players` seats), each
//! recorded as a scenario and reviewed like any recorded game; in each
//! round [`PER_ROUND`] decisions are drawn at random (all seats) and
//! rated. Each position gives a prediction, the estimated chance to win
//! after the action played, and an outcome, whether that seat won the
//! round. The report is a reliability table: positions binned by
//! prediction, with the mean prediction, the observed win rate and its 95%
//! (Wilson) interval per bin, and the Brier score against that of always
//! predicting the base rate. Positions in one round share its outcome, so
//! the intervals are a little narrower than they should be.

use rand::seq::index::sample;
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;
use serde_json::json;
use uno_bots::review::{count_decisions, review_picked};
use uno_bots::{play_game, AnyBot, Level, Until};
use uno_core::scenario::Scenario;
use uno_core::{Game, Rules};

use super::analyse::{progress_bar, Args};
use super::{fail, print};

/// Decisions rated per round played.
pub const PER_ROUND: usize = 2;
/// Bins of the reliability table.
const BINS: usize = 10;

/// One position: the prediction and whether the seat won.
type Point = (f64, bool);

pub fn run(args: &Args, n: u64) -> u8 {
    let level: Level = match args.bots.parse() {
        Ok(l) => l,
        Err(e) => return fail("analyse", &format!("--bots: {e}")),
    };
    if !(2..=10).contains(&args.players) {
        return fail("analyse", "--players: a table has 2 to 10 seats (R2.1)");
    }
    if n == 0 {
        return fail("analyse", "--calibrate: at least 1 position");
    }
    let threads = args.threads.clamp(1, 64);
    let rounds = n.div_ceil(PER_ROUND as u64);
    let bar = progress_bar(args.quiet, n);
    let results: Vec<Result<Vec<Point>, String>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads as u64)
            .map(|t| {
                let bar = &bar;
                s.spawn(move || -> Result<Vec<Point>, String> {
                    let mut points = Vec::new();
                    for r in (t..rounds).step_by(threads) {
                        points.extend(one_round(args, level, r)?);
                        bar.inc(PER_ROUND as u64);
                    }
                    Ok(points)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|_| Err("a worker panicked".into())))
            .collect()
    });
    bar.finish_and_clear();
    let mut points = Vec::new();
    for r in results {
        match r {
            Ok(p) => points.extend(p),
            Err(e) => return fail("analyse", &e),
        }
    }
    points.truncate(n as usize);
    let table = Table::of(&points);
    if args.json {
        print(&serde_json::to_string_pretty(&table.to_json(args)).expect("JSON serializes"));
    } else {
        print(&table.to_markdown(args));
    }
    0
}

/// Plays round `r` (its own seeds), records it, rates [`PER_ROUND`] of
/// its decisions drawn at random.
fn one_round(args: &Args, level: Level, r: u64) -> Result<Vec<Point>, String> {
    let rules = Rules::named("classic").map_err(|e| e.to_string())?;
    let seed = args.seed.wrapping_mul(1_000_003).wrapping_add(r);
    let mut game = Game::new(rules.clone(), args.players, seed).map_err(|e| e.to_string())?;
    let mut bots: Vec<AnyBot> = (0..args.players as u64)
        .map(|s| AnyBot::new(level, seed.wrapping_mul(16).wrapping_add(s)))
        .collect();
    let mut record = Vec::new();
    play_game(&mut game, &mut bots, Until::Round, seed, |_, seat, a, _| {
        record.push((seat, a.clone()))
    })
    .map_err(|e| e.to_string())?;
    let scenario = Scenario::from_record(&rules, args.players, seed, rules.dealer(), &record);
    let total = count_decisions(&scenario, &[]).map_err(|e| e.to_string())?;
    let mut rng = Pcg64Mcg::seed_from_u64(seed ^ 0x0063_616c_6962);
    let picked = sample(&mut rng, total, PER_ROUND.min(total)).into_vec();
    let review = review_picked(
        &scenario,
        &[],
        args.coach(),
        seed,
        |i| picked.contains(&i),
        |_| {},
    )
    .map_err(|e| e.to_string())?;
    Ok(review
        .decisions
        .iter()
        .filter_map(|d| Some((d.win(), review.won(d.seat, d.round)?)))
        .collect())
}

/// The reliability table.
struct Table {
    /// Per bin: positions, mean prediction, wins.
    bins: Vec<(usize, f64, usize)>,
    positions: usize,
    brier: f64,
    base_rate: f64,
    brier_base: f64,
}

impl Table {
    fn of(points: &[Point]) -> Table {
        let mut bins = vec![(0usize, 0f64, 0usize); BINS];
        for &(p, won) in points {
            let b = ((p * BINS as f64) as usize).min(BINS - 1);
            bins[b].0 += 1;
            bins[b].1 += p;
            bins[b].2 += won as usize;
        }
        for b in &mut bins {
            if b.0 > 0 {
                b.1 /= b.0 as f64;
            }
        }
        let n = points.len().max(1) as f64;
        let base_rate = points.iter().filter(|x| x.1).count() as f64 / n;
        let o = |w: bool| if w { 1.0 } else { 0.0 };
        let brier = points.iter().map(|&(p, w)| (p - o(w)).powi(2)).sum::<f64>() / n;
        let brier_base = points
            .iter()
            .map(|&(_, w)| (base_rate - o(w)).powi(2))
            .sum::<f64>()
            / n;
        Table {
            bins,
            positions: points.len(),
            brier,
            base_rate,
            brier_base,
        }
    }

    fn to_markdown(&self, args: &Args) -> String {
        use std::fmt::Write;
        let mut s = String::new();
        let _ = writeln!(
            s,
            "{} positions from {}-seat classic rounds of `{}` (seed {}, {} steps per decision)\n",
            self.positions, args.players, args.bots, args.seed, args.steps
        );
        let _ = writeln!(
            s,
            "| predicted | positions | mean predicted | observed | 95% interval |"
        );
        let _ = writeln!(s, "|---|---:|---:|---:|---|");
        for (i, &(count, mean, wins)) in self.bins.iter().enumerate() {
            let lo = i as f64 / BINS as f64;
            let range = format!("{:.0}–{:.0}%", 100.0 * lo, 100.0 * (lo + 1.0 / BINS as f64));
            if count == 0 {
                let _ = writeln!(s, "| {range} | 0 | | | |");
                continue;
            }
            let (a, b) = wilson(wins, count);
            let _ = writeln!(
                s,
                "| {range} | {count} | {:.1}% | {:.1}% | [{:.1}, {:.1}] |",
                100.0 * mean,
                100.0 * wins as f64 / count as f64,
                100.0 * a,
                100.0 * b
            );
        }
        let _ = writeln!(
            s,
            "\nBrier score {:.4} (always predicting the base rate {:.1}%: {:.4})",
            self.brier,
            100.0 * self.base_rate,
            self.brier_base
        );
        s
    }

    fn to_json(&self, args: &Args) -> serde_json::Value {
        json!({
            "positions": self.positions,
            "players": args.players,
            "bots": args.bots,
            "seed": args.seed,
            "steps": args.steps,
            "bins": self.bins.iter().enumerate().map(|(i, &(count, mean, wins))| {
                let (lo, hi) = wilson(wins, count);
                json!({
                    "from": i as f64 / BINS as f64,
                    "to": (i + 1) as f64 / BINS as f64,
                    "positions": count,
                    "mean_predicted": mean,
                    "observed": if count > 0 { wins as f64 / count as f64 } else { 0.0 },
                    "interval": [lo, hi],
                })
            }).collect::<Vec<_>>(),
            "brier": self.brier,
            "base_rate": self.base_rate,
            "brier_base_rate": self.brier_base,
        })
    }
}

/// The 95% Wilson score interval of `k` successes in `n`.
fn wilson(k: usize, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (k, n, z) = (k as f64, n as f64, 1.96f64);
    let p = k / n;
    let d = 1.0 + z * z / n;
    let c = (p + z * z / (2.0 * n)) / d;
    let h = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / d;
    ((c - h).max(0.0), (c + h).min(1.0))
}
