//! Exact integer tallies (merged in game order, so a run's numbers never
//! depend on how games were split between threads), histograms with
//! exact quantiles, and Wilson score intervals.

use serde::Serialize;
use uno_bots::external::{Fault, FaultKind};

use crate::effects::EffectCounts;

/// z for a two-sided 95% interval.
pub const Z95: f64 = 1.959_963_984_540_054;

/// A proportion with its Wilson score interval (95%).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Rate {
    pub wins: u64,
    pub trials: u64,
    pub rate: f64,
    /// `[low, high]`.
    pub ci95: [f64; 2],
}

impl Rate {
    pub fn new(wins: u64, trials: u64) -> Rate {
        let rate = if trials == 0 {
            0.0
        } else {
            wins as f64 / trials as f64
        };
        Rate {
            wins,
            trials,
            rate,
            ci95: wilson(wins, trials, Z95),
        }
    }

    /// Whether `p` lies inside the interval.
    pub fn contains(&self, p: f64) -> bool {
        self.ci95[0] <= p && p <= self.ci95[1]
    }
}

/// The Wilson score interval for `k` successes in `n` trials.
pub fn wilson(k: u64, n: u64, z: f64) -> [f64; 2] {
    if n == 0 {
        return [0.0, 1.0];
    }
    wilson_p(k as f64 / n as f64, n as f64, z)
}

/// A pooled proportion (R15 and level pooling): `seats` seats of each
/// game are counted together, so its rate is the share of (game, seat)
/// pairs won. Those seats are not independent trials (partners win
/// together, R15.3; without teams usually only one of them wins), so the
/// interval takes the games as the trials: the variance of each game's
/// share of those seats that won, from `wins_sq` (the sum over games of
/// the square of the seats' wins in that game), turns into an effective
/// number of trials for the Wilson interval. With one seat it is
/// [`Rate::new`] exactly.
pub fn pooled_rate(wins: u64, wins_sq: u64, games: u64, seats: u64) -> Rate {
    let trials = games * seats;
    if seats <= 1 || games == 0 {
        return Rate::new(wins, trials);
    }
    let n = games as f64;
    let k = seats as f64;
    let p = wins as f64 / trials as f64;
    // Sample variance of a game's share x = y / k (y: that game's wins).
    let var_x = if games > 1 {
        (wins_sq as f64 / (k * k) - n * p * p) / (n - 1.0)
    } else {
        0.0
    };
    let n_eff = if p <= 0.0 || p >= 1.0 {
        // No spread to measure: as sure as that many games, not seats.
        n
    } else if var_x <= 1e-12 * p * (1.0 - p) {
        // No spread at all (a seat of the level wins every game, one at
        // a time), up to the rounding of the sums: the rate is exact.
        f64::INFINITY
    } else {
        p * (1.0 - p) / (var_x / n)
    };
    Rate {
        wins,
        trials,
        rate: p,
        ci95: wilson_p(p, n_eff, Z95),
    }
}

/// The Wilson score interval for a proportion `p` over `n` trials (an
/// effective number for pooled seats, not always whole; infinite when
/// the rate is exact).
fn wilson_p(p: f64, n: f64, z: f64) -> [f64; 2] {
    if n.is_infinite() {
        return [p, p];
    }
    let z2 = z * z;
    let denom = 1.0 + z2 / n;
    let center = (p + z2 / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denom;
    [(center - half).max(0.0), (center + half).min(1.0)]
}

/// Counts of non-negative integer values (value = index).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Hist {
    counts: Vec<u64>,
    total: u64,
    sum: u128,
}

impl Hist {
    #[inline]
    pub fn add(&mut self, value: u64) {
        let v = value as usize;
        if v >= self.counts.len() {
            self.counts.resize(v + 1, 0);
        }
        self.counts[v] += 1;
        self.total += 1;
        self.sum += value as u128;
    }

    pub fn merge(&mut self, o: &Hist) {
        if o.counts.len() > self.counts.len() {
            self.counts.resize(o.counts.len(), 0);
        }
        for (a, b) in self.counts.iter_mut().zip(&o.counts) {
            *a += b;
        }
        self.total += o.total;
        self.sum += o.sum;
    }

    pub fn total(&self) -> u64 {
        self.total
    }

    pub fn mean(&self) -> f64 {
        if self.total == 0 {
            0.0
        } else {
            self.sum as f64 / self.total as f64
        }
    }

    /// The nearest-rank quantile `q` (0 < q ≤ 1): the smallest value with
    /// at least `q` of the observations at or below it.
    pub fn quantile(&self, q: f64) -> u64 {
        if self.total == 0 {
            return 0;
        }
        let rank = ((q * self.total as f64).ceil() as u64).clamp(1, self.total);
        let mut seen = 0;
        for (v, &c) in self.counts.iter().enumerate() {
            seen += c;
            if seen >= rank {
                return v as u64;
            }
        }
        self.max()
    }

    pub fn max(&self) -> u64 {
        self.counts.iter().rposition(|&c| c > 0).unwrap_or(0) as u64
    }

    /// `(value, count)` for every value observed.
    pub fn iter(&self) -> impl Iterator<Item = (u64, u64)> + '_ {
        self.counts
            .iter()
            .enumerate()
            .filter(|(_, &c)| c > 0)
            .map(|(v, &c)| (v as u64, c))
    }

    pub fn summary(&self) -> Spread {
        Spread {
            count: self.total,
            mean: self.mean(),
            median: self.quantile(0.5),
            p95: self.quantile(0.95),
            max: self.max(),
        }
    }
}

/// Mean, median and 95th percentile of a distribution.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Spread {
    /// Observations.
    pub count: u64,
    pub mean: f64,
    pub median: u64,
    pub p95: u64,
    pub max: u64,
}

/// Everything counted over a set of games. Integer sums only: merging is
/// exact and order-independent.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub games: u64,
    pub rounds: u64,
    pub turns: u64,
    pub actions: u64,
    pub reactions: u64,
    /// Games won by each seat (a shared win counts for every tied winner).
    pub wins: [u64; 10],
    /// Games won by both seats `a` and `b` (`a != b`; partners, R15.3,
    /// R12.3 ties, R13 last_holding_loses), for the intervals of pooled
    /// seats ([`pooled_rate`]). The diagonal stays zero: it is `wins`.
    pub co_wins: [[u64; 10]; 10],
    /// Games in which the seat that took the first turn of round 1 is known.
    pub first_games: u64,
    /// …and won.
    pub first_wins: u64,
    /// Games won by each team (R15, teams numbered from 0; zero without
    /// teams). A tie between teams counts for each.
    pub team_wins: [u64; 5],
    /// Games with more than one winner (R12.3; with teams, more than one
    /// winning team), and with none.
    pub shared_wins: u64,
    pub no_winner: u64,
    pub turns_per_round: Hist,
    pub points_per_round: Hist,
    pub turns_per_game: Hist,
    pub effects: Option<EffectCounts>,
    /// Games stopped unfinished by the cap on a round's actions
    /// (`--max-actions`); not counted in anything above.
    pub unfinished: u64,
    /// The first [`UNFINISHED_LISTED`] of them, in game order: (index, seed).
    pub unfinished_games: Vec<(u64, u64)>,
    /// External bots' faults by seat (zero for built-in bots).
    pub faults: [Faults; 10],
}

/// An external bot's faults (docs/bot-protocol.md), by kind. Each one
/// was also reported on standard error when it happened, and the seat's
/// fallback bot (`medium`) made the decision or played on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Faults {
    /// No answer within the time allowed from a child still running (the
    /// child is killed).
    pub timeouts: u64,
    /// The child could not be started, exited (its exit status or signal
    /// is in the message), or closed its input or output: never counted
    /// as a timeout.
    pub crashes: u64,
    /// An answer that is not JSON, or a bad handshake.
    pub malformed: u64,
    /// An answer that names no legal action (refused, never applied).
    pub illegal: u64,
}

impl Faults {
    /// Counts one fault of an `uno_bots::external::ExternalBot`.
    pub fn count(&mut self, fault: &Fault) {
        match fault.kind {
            FaultKind::Timeout => self.timeouts += 1,
            FaultKind::Crash => self.crashes += 1,
            FaultKind::Malformed => self.malformed += 1,
            FaultKind::Illegal => self.illegal += 1,
        }
    }

    pub fn total(&self) -> u64 {
        self.timeouts + self.crashes + self.malformed + self.illegal
    }

    pub fn merge(&mut self, o: &Faults) {
        self.timeouts += o.timeouts;
        self.crashes += o.crashes;
        self.malformed += o.malformed;
        self.illegal += o.illegal;
    }

    /// `2 timeouts, 0 crashes, 1 malformed, 0 illegal`.
    pub fn describe(&self) -> String {
        format!(
            "{} timeout{}, {} crash{}, {} malformed, {} illegal",
            self.timeouts,
            if self.timeouts == 1 { "" } else { "s" },
            self.crashes,
            if self.crashes == 1 { "" } else { "es" },
            self.malformed,
            self.illegal
        )
    }
}

/// How many unfinished games a tally lists by index and seed.
pub const UNFINISHED_LISTED: usize = 100;

impl Tally {
    pub fn merge(&mut self, o: &Tally) {
        self.games += o.games;
        self.rounds += o.rounds;
        self.turns += o.turns;
        self.actions += o.actions;
        self.reactions += o.reactions;
        for (a, b) in self.wins.iter_mut().zip(o.wins) {
            *a += b;
        }
        for (ra, rb) in self.co_wins.iter_mut().zip(&o.co_wins) {
            for (a, b) in ra.iter_mut().zip(rb) {
                *a += b;
            }
        }
        for (a, b) in self.team_wins.iter_mut().zip(o.team_wins) {
            *a += b;
        }
        self.first_games += o.first_games;
        self.first_wins += o.first_wins;
        self.shared_wins += o.shared_wins;
        self.no_winner += o.no_winner;
        self.turns_per_round.merge(&o.turns_per_round);
        self.points_per_round.merge(&o.points_per_round);
        self.turns_per_game.merge(&o.turns_per_game);
        match (&mut self.effects, &o.effects) {
            (Some(a), Some(b)) => a.merge(b),
            (None, Some(b)) => self.effects = Some(b.clone()),
            _ => {}
        }
        self.unfinished += o.unfinished;
        let room = UNFINISHED_LISTED.saturating_sub(self.unfinished_games.len());
        self.unfinished_games
            .extend(o.unfinished_games.iter().take(room).copied());
        for (a, b) in self.faults.iter_mut().zip(&o.faults) {
            a.merge(b);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pooled_rates_count_games_not_seats() {
        // One seat: the plain Wilson interval.
        assert_eq!(pooled_rate(30, 30, 100, 1), Rate::new(30, 100));
        // Two partners who always win together (R15.3), 219 games of 300:
        // as sure as 219 of 300, not 438 of 600.
        let r = pooled_rate(438, 4 * 219, 300, 2);
        let w = wilson(219, 300, Z95);
        assert!((r.rate - 0.73).abs() < 1e-12);
        assert!(
            (r.ci95[0] - w[0]).abs() < 1e-3 && (r.ci95[1] - w[1]).abs() < 1e-3,
            "{r:?} {w:?}"
        );
        let naive = wilson(438, 600, Z95);
        assert!(r.ci95[1] - r.ci95[0] > naive[1] - naive[0] + 0.01);
        // Two seats on opposite teams, one of them wins every game: the
        // pooled rate is exactly one half.
        assert_eq!(pooled_rate(300, 300, 300, 2).ci95, [0.5, 0.5]);
        // The same with three seats (a third, not a float-exact share):
        // the rounding of the sums is no spread.
        let r = pooled_rate(1000, 1000, 1000, 3);
        assert_eq!(r.ci95, [r.rate, r.rate]);
        // Three seats of which at most one wins (no teams): narrower than
        // 9,000 independent trials would be, wider than nothing.
        let r = pooled_rate(1971, 1971, 3000, 3);
        let naive = wilson(1971, 9000, Z95);
        assert!(r.ci95[1] - r.ci95[0] < naive[1] - naive[0]);
        assert!(r.ci95[0] < r.rate && r.rate < r.ci95[1]);
        // Never won, or always: the games' count, not the seats'.
        assert_eq!(pooled_rate(0, 0, 50, 2).ci95, wilson(0, 50, Z95));
    }

    #[test]
    fn wilson_matches_known_values() {
        // 50 of 100: 0.4038 to 0.5962.
        let [lo, hi] = wilson(50, 100, Z95);
        assert!(
            (lo - 0.4038).abs() < 1e-4 && (hi - 0.5962).abs() < 1e-4,
            "{lo} {hi}"
        );
        // 0 of 10: 0 to 0.2775.
        let [lo, hi] = wilson(0, 10, Z95);
        assert_eq!(lo, 0.0);
        assert!((hi - 0.2775).abs() < 1e-4, "{hi}");
        assert_eq!(wilson(0, 0, Z95), [0.0, 1.0]);
        let r = Rate::new(7, 10);
        assert!(r.contains(r.rate));
    }

    #[test]
    fn quantiles_are_nearest_rank() {
        let mut h = Hist::default();
        for v in 1..=100 {
            h.add(v);
        }
        assert_eq!(h.quantile(0.5), 50);
        assert_eq!(h.quantile(0.95), 95);
        assert_eq!(h.max(), 100);
        assert!((h.mean() - 50.5).abs() < 1e-12);
        let mut g = Hist::default();
        g.add(1000);
        h.merge(&g);
        assert_eq!(h.total(), 101);
        assert_eq!(h.max(), 1000);
        assert_eq!(Hist::default().quantile(0.5), 0);
    }
}
