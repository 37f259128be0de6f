//! Ratings for `uno arena`: a Bradley–Terry model fitted by Hunter's MM
//! algorithm to pairwise outcomes, on the Elo scale, with percentile
//! bootstrap intervals over deals.
//!
//! Model: bot `i` has a strength `γᵢ > 0` and beats `j` with probability
//! `γᵢ / (γᵢ + γⱼ)`. The Elo rating is `400·log10(γᵢ)` shifted so that the
//! anchor bot has [`ANCHOR_RATING`] (or, without an anchor, so that the
//! mean rating is [`ANCHOR_RATING`]); a difference of 400 points means
//! odds of 10 to 1.
//!
//! Every pair that met gets [`PRIOR_WINS`] virtual wins each way, so a
//! bot that never won (or never lost) still has a finite rating; with a
//! few hundred rounds per pairing this moves ratings by well under the
//! intervals.

use serde::Serialize;

use crate::seeds::mix;

/// The rating of the anchor bot (or the mean, without an anchor).
pub const ANCHOR_RATING: f64 = 1500.0;

/// Virtual wins given each way to every pair that met.
pub const PRIOR_WINS: f64 = 0.5;

/// Wins of each bot over each other: `wins[i][j]` is how often `i` beat
/// `j` (weighted; see `arena`).
#[derive(Clone, Debug, PartialEq)]
pub struct Pairwise {
    pub wins: Vec<Vec<f64>>,
}

impl Pairwise {
    pub fn new(bots: usize) -> Pairwise {
        Pairwise {
            wins: vec![vec![0.0; bots]; bots],
        }
    }

    pub fn bots(&self) -> usize {
        self.wins.len()
    }

    pub fn add(&mut self, winner: usize, loser: usize, weight: f64) {
        self.wins[winner][loser] += weight;
    }
}

/// Fits the Bradley–Terry strengths by MM (Hunter 2004) and returns the
/// Elo-scale ratings, anchored at `anchor` (or with mean
/// [`ANCHOR_RATING`]). Bots that met nobody get the anchor's rating.
pub fn fit(data: &Pairwise, anchor: Option<usize>) -> Vec<f64> {
    let k = data.bots();
    let mut w = data.wins.clone();
    for (i, row) in w.iter_mut().enumerate() {
        for (j, x) in row.iter_mut().enumerate() {
            if i != j && (data.wins[i][j] > 0.0 || data.wins[j][i] > 0.0) {
                *x += PRIOR_WINS;
            }
        }
    }
    let total: Vec<f64> = (0..k).map(|i| w[i].iter().sum()).collect();
    let mut gamma = vec![1.0f64; k];
    for _ in 0..10_000 {
        let mut next = gamma.clone();
        for i in 0..k {
            let denom: f64 = (0..k)
                .filter(|&j| j != i)
                .map(|j| (w[i][j] + w[j][i]) / (gamma[i] + gamma[j]))
                .sum();
            if denom > 0.0 && total[i] > 0.0 {
                next[i] = total[i] / denom;
            }
        }
        // Fix the scale: geometric mean 1.
        let mean_log = next.iter().map(|g| g.ln()).sum::<f64>() / k as f64;
        for g in &mut next {
            *g = (g.ln() - mean_log).exp();
        }
        let change = next
            .iter()
            .zip(&gamma)
            .map(|(a, b)| (a / b).ln().abs())
            .fold(0.0, f64::max);
        gamma = next;
        if change < 1e-12 {
            break;
        }
    }
    let mut r: Vec<f64> = gamma.iter().map(|g| 400.0 * g.log10()).collect();
    let shift = match anchor {
        Some(a) => ANCHOR_RATING - r[a],
        None => ANCHOR_RATING - r.iter().sum::<f64>() / k as f64,
    };
    for x in &mut r {
        *x += shift;
    }
    r
}

/// The probability that a bot rated `a` beats one rated `b`.
pub fn expected(a: f64, b: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf((b - a) / 400.0))
}

/// One resampling unit: a deal of one pairing and what it contributed
/// (`a` beat `b` this much, `b` beat `a` that much).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Unit {
    pub a: usize,
    pub b: usize,
    pub a_wins: f64,
    pub b_wins: f64,
}

/// Ratings with their 95% intervals.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Ratings {
    pub rating: Vec<f64>,
    /// Percentile bootstrap: the 2.5th and 97.5th percentiles of the
    /// ratings refitted on `samples` resamplings (`None` with 0 samples).
    pub ci95: Vec<Option<[f64; 2]>>,
    pub samples: usize,
}

/// Fits the ratings on `groups` (one list of units per pairing) and
/// bootstraps them: each sample draws, within every pairing, as many
/// deals as it played, with replacement, and refits. Deterministic for a
/// `seed`.
pub fn rate(
    bots: usize,
    groups: &[Vec<Unit>],
    anchor: Option<usize>,
    samples: usize,
    seed: u64,
) -> Ratings {
    let mut all = Pairwise::new(bots);
    for u in groups.iter().flatten() {
        all.add(u.a, u.b, u.a_wins);
        all.add(u.b, u.a, u.b_wins);
    }
    let rating = fit(&all, anchor);
    let mut draws: Vec<Vec<f64>> = vec![Vec::with_capacity(samples); bots];
    let mut state = mix(seed ^ 0x626f_6f74_7374_7261);
    let mut next = || {
        state = mix(state);
        state
    };
    for _ in 0..samples {
        let mut p = Pairwise::new(bots);
        for g in groups {
            let n = g.len() as u64;
            for _ in 0..n {
                let u = &g[(next() % n) as usize];
                p.add(u.a, u.b, u.a_wins);
                p.add(u.b, u.a, u.b_wins);
            }
        }
        for (i, r) in fit(&p, anchor).into_iter().enumerate() {
            draws[i].push(r);
        }
    }
    let ci95 = draws
        .into_iter()
        .map(|mut d| {
            if d.is_empty() {
                return None;
            }
            d.sort_by(f64::total_cmp);
            Some([percentile(&d, 0.025), percentile(&d, 0.975)])
        })
        .collect();
    Ratings {
        rating,
        ci95,
        samples,
    }
}

/// Linear interpolation between order statistics of sorted `d`.
fn percentile(d: &[f64], q: f64) -> f64 {
    let x = q * (d.len() - 1) as f64;
    let lo = x.floor() as usize;
    let hi = x.ceil() as usize;
    d[lo] + (d[hi] - d[lo]) * (x - lo as f64)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Synthetic games between bots of known Elo ratings.
    fn synthetic(truth: &[f64], deals: usize, seed: u64) -> Vec<Vec<Unit>> {
        let mut state = seed;
        let mut uniform = || {
            state = mix(state);
            (state >> 11) as f64 / (1u64 << 53) as f64
        };
        let mut groups = Vec::new();
        for a in 0..truth.len() {
            for b in a + 1..truth.len() {
                let p = expected(truth[a], truth[b]);
                let g = (0..deals)
                    .map(|_| {
                        // Two games per deal, as the arena plays them.
                        let mut u = Unit {
                            a,
                            b,
                            a_wins: 0.0,
                            b_wins: 0.0,
                        };
                        for _ in 0..2 {
                            if uniform() < p {
                                u.a_wins += 1.0;
                            } else {
                                u.b_wins += 1.0;
                            }
                        }
                        u
                    })
                    .collect();
                groups.push(g);
            }
        }
        groups
    }

    #[test]
    fn the_fit_recovers_known_strengths() {
        let truth = [1500.0, 1300.0, 1650.0, 1900.0];
        let groups = synthetic(&truth, 3000, 7);
        let r = rate(truth.len(), &groups, Some(0), 0, 1);
        assert_eq!(r.rating[0], 1500.0, "the anchor is fixed");
        assert!(
            r.ci95.iter().all(Option::is_none),
            "no samples, no intervals"
        );
        for (i, (&est, &want)) in r.rating.iter().zip(&truth).enumerate() {
            assert!((est - want).abs() < 20.0, "bot {i}: {est} vs {want}");
        }
    }

    #[test]
    fn bootstrap_intervals_cover_the_truth_about_95_percent_of_the_time() {
        let truth = [1500.0, 1350.0, 1600.0];
        let (mut covered, mut checks, mut width) = (0, 0, 0.0);
        for rep in 0..40 {
            let groups = synthetic(&truth, 150, 100 + rep);
            let r = rate(truth.len(), &groups, Some(0), 200, rep);
            for (i, &want) in truth.iter().enumerate().skip(1) {
                let [lo, hi] = r.ci95[i].unwrap();
                assert!(lo <= r.rating[i] && r.rating[i] <= hi);
                checks += 1;
                width += hi - lo;
                if lo <= want && want <= hi {
                    covered += 1;
                }
            }
            assert_eq!(r.ci95[0], Some([1500.0, 1500.0]), "the anchor is fixed");
        }
        // 80 intervals at 95%: fewer than 70 covering would be very unlikely.
        assert!(
            covered >= 70,
            "{covered} of {checks} intervals cover the truth"
        );
        // 600 games a pairing: about ±45 Elo.
        let mean = width / checks as f64;
        assert!((50.0..130.0).contains(&mean), "mean width {mean}");
    }

    #[test]
    fn a_gauntlet_star_is_identified_and_fewer_games_widen_the_intervals() {
        // Only games against bot 0 (a gauntlet).
        let truth = [1500.0, 1200.0, 1800.0];
        let groups: Vec<Vec<Unit>> = synthetic(&truth, 400, 3)
            .into_iter()
            .filter(|g| g[0].a == 0)
            .collect();
        assert_eq!(groups.len(), 2);
        let r = rate(3, &groups, Some(0), 300, 2);
        assert!((r.rating[1] - 1200.0).abs() < 60.0, "{:?}", r.rating);
        assert!((r.rating[2] - 1800.0).abs() < 60.0, "{:?}", r.rating);
        let [lo, hi] = r.ci95[1].unwrap();
        assert!(
            hi - lo > 40.0,
            "800 games give a wide interval: [{lo}, {hi}]"
        );
        // Deterministic for a seed.
        assert_eq!(r, rate(3, &groups, Some(0), 300, 2));
    }

    #[test]
    fn a_bot_that_never_wins_has_a_finite_rating_and_mean_anchoring_works() {
        let mut p = Pairwise::new(2);
        p.add(0, 1, 20.0);
        let r = fit(&p, None);
        assert!(r.iter().all(|x| x.is_finite()));
        assert!(r[0] > r[1] + 300.0, "{r:?}");
        assert!(((r[0] + r[1]) / 2.0 - ANCHOR_RATING).abs() < 1e-6);
        // Equal records: equal ratings.
        let mut p = Pairwise::new(3);
        for (a, b) in [(0, 1), (1, 2), (2, 0)] {
            p.add(a, b, 10.0);
            p.add(b, a, 10.0);
        }
        let r = fit(&p, Some(1));
        for x in r {
            assert!((x - ANCHOR_RATING).abs() < 1e-6);
        }
    }
}
