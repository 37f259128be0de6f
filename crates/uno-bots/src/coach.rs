//! The coach: every sensible action of one seat's decision rated by its
//! estimated chance to win the round, from that seat's information only
//! (its [`Observation`] and the events projected for it, never the
//! [`uno_core::Game`]). `uno analyse` rates every decision of a recorded
//! game with it, and the terminal game's hints (`uno play --hints`) show
//! its choice.
//!
//! **The estimator** is `hard`'s determinized search
//! ([`crate::hard`]), made flat: each sample is a hypothesis of the
//! hidden hands drawn from the seat's particle belief
//! ([`crate::belief`], weighed by how well it explains the others'
//! choices) and dealt by `Observation::determinize`; every candidate is
//! played from the same samples (common random numbers) to the end of the
//! round, the seat's own later decisions by `hard`'s information-set tree
//! and tuned heuristic, the others by the `medium` heuristic (the
//! opponent model). A candidate's win probability is its mean result: 1
//! for a round won, 0 for one lost (under `last_holding_loses`: not being
//! the last holding cards, R13); a playout cut at its action cap counts
//! the hand-size estimate `hard` uses. Unlike `hard`, nothing is halved
//! away and no default must be beaten: every candidate gets every sample,
//! so the ratings are comparable.
//!
//! **The cost** is bounded per decision: [`CoachConfig::steps`] simulated
//! actions (at least [`CoachConfig::min_samples`] samples, at most
//! [`CoachConfig::max_samples`]); a decision with one candidate gets
//! [`CoachConfig::min_samples`] samples only.
//!
//! **Candidates** are the legal actions less the equivalent ones, as
//! `hard` keeps them: `draw` where `accept` means the same, a play
//! without its UNO call where one with it exists (always call), and no
//! UNO calls or catches (free actions, R10.2, not decisions). The W+4
//! challenge (R8.3) is rated too, but the samples judge guilt poorly (see
//! `hard`'s docs), so a challenge decision is never marked a mistake.
//!
//! **A mistake** ([`Advice::mark`]): the action played loses at least
//! [`MISTAKE`] (a [`Mark::Blunder`] at [`BLUNDER`]) of win probability
//! against the best candidate, and the gap is beyond
//! [`MARK_SE`] standard errors of the paired difference (sample by
//! sample), so noise alone marks nothing.

use uno_core::{Action, Observation, Pending, SeenEvent};

use crate::hard::{keep_candidates, HardBot, HardConfig};
use crate::knowledge::Tracker;

/// A loss of win probability from this on marks a mistake.
pub const MISTAKE: f64 = 0.10;
/// A loss from this on marks a blunder.
pub const BLUNDER: f64 = 0.25;
/// A mark also needs the loss to exceed this many standard errors of the
/// paired difference between the best candidate and the one played.
pub const MARK_SE: f64 = 2.0;

/// The coach's budget per decision.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CoachConfig {
    /// Samples per decision at least (each candidate is played out once
    /// per sample).
    pub min_samples: u32,
    /// And at most.
    pub max_samples: u32,
    /// Actions simulated per decision, all candidates together; samples
    /// are drawn until it is spent (after `min_samples`).
    pub steps: u64,
    /// The search's settings (belief particles, tree, playout cap).
    pub search: HardConfig,
}

impl Default for CoachConfig {
    /// About 60 ms a decision on one core of a release build for a
    /// classic 2-seat game (docs/coach.md has the measurement).
    fn default() -> Self {
        CoachConfig {
            min_samples: 32,
            max_samples: 400,
            steps: 200_000,
            search: HardConfig::default(),
        }
    }
}

impl CoachConfig {
    /// A small budget for tests and quick looks.
    pub fn quick() -> CoachConfig {
        CoachConfig {
            min_samples: 24,
            max_samples: 120,
            steps: 30_000,
            search: HardConfig {
                particles: 64,
                ..HardConfig::default()
            },
        }
    }
}

/// How bad a decision was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Mark {
    Mistake,
    Blunder,
}

/// One candidate's rating.
#[derive(Clone, Debug, PartialEq)]
pub struct Rating {
    pub action: Action,
    /// Estimated chance to win the round after this action (0–1).
    pub win: f64,
    /// Standard error of `win`.
    pub se: f64,
    /// Standard error of the paired difference between the best
    /// candidate's results and this one's (0 for the best).
    pub gap_se: f64,
}

/// The coach's view of one decision.
#[derive(Clone, Debug, PartialEq)]
pub struct Advice {
    /// Every candidate, in the order of the legal actions.
    pub ratings: Vec<Rating>,
    /// The index of the best candidate in `ratings`.
    pub best: usize,
    /// Samples drawn, and actions simulated.
    pub samples: u32,
    pub steps: u64,
    /// Whether marks are given at this decision (not for a W+4 challenge,
    /// R8.3, nor when there was one candidate only).
    pub judged: bool,
}

impl Advice {
    /// The best candidate's action.
    pub fn best_action(&self) -> &Action {
        &self.ratings[self.best].action
    }

    /// The best candidate's win probability.
    pub fn best_win(&self) -> f64 {
        self.ratings[self.best].win
    }

    /// The candidate that `action` is (a play with or without its UNO
    /// call, `draw` for `accept`), if any: UNO calls, catches and
    /// `next_round` are not decisions the coach rates.
    pub fn find(&self, action: &Action) -> Option<usize> {
        self.ratings
            .iter()
            .position(|r| same_decision(&r.action, action))
    }

    /// Win probability lost by candidate `i` against the best.
    pub fn loss(&self, i: usize) -> f64 {
        (self.best_win() - self.ratings[i].win).max(0.0)
    }

    /// The mark candidate `i` earns, if any (see the module docs).
    pub fn mark(&self, i: usize) -> Option<Mark> {
        if !self.judged {
            return None;
        }
        let loss = self.loss(i);
        if loss <= MARK_SE * self.ratings[i].gap_se {
            return None;
        }
        if loss >= BLUNDER {
            Some(Mark::Blunder)
        } else if loss >= MISTAKE {
            Some(Mark::Mistake)
        } else {
            None
        }
    }
}

/// Whether candidate `c` is the decision `a` (the UNO call that goes with
/// a play aside; `draw` where the candidates keep `accept`).
fn same_decision(c: &Action, a: &Action) -> bool {
    match (c, a) {
        (Action::Play(p), Action::Play(q)) => {
            p.cards == q.cards && p.color == q.color && p.target == q.target
        }
        (Action::Accept, Action::Draw) => true,
        _ => c == a,
    }
}

/// The coach of one seat: follows the events projected for it, as a bot
/// does, and rates the seat's decisions on request.
pub struct Coach {
    cfg: CoachConfig,
    search: HardBot,
    tracker: Tracker,
    buf: Vec<Action>,
}

impl Coach {
    /// A coach with the given budget; `seed` fixes its samples, so the
    /// same events and observations give the same advice.
    pub fn new(seed: u64, cfg: CoachConfig) -> Coach {
        Coach {
            cfg,
            search: HardBot::with_config(seed, cfg.search),
            tracker: if cfg.search.particles > 0 {
                Tracker::with_belief(cfg.search.particles, seed ^ 0x0063_6f61_6368)
            } else {
                Tracker::new()
            },
            buf: Vec::new(),
        }
    }

    pub fn config(&self) -> &CoachConfig {
        &self.cfg
    }

    /// Takes in one event projected for the coached seat.
    pub fn observe(&mut self, e: &SeenEvent) {
        self.tracker.observe(e);
    }

    /// Rates the decision `obs` shows its seat; `None` when the seat has
    /// nothing to decide but free actions (R10.2) or the round is over.
    pub fn advise(&mut self, obs: &Observation<'_>) -> Option<Advice> {
        if obs.round_over() || obs.to_act() != Some(obs.seat()) {
            return None;
        }
        obs.legal_actions(&mut self.buf);
        let mut cands = Vec::new();
        keep_candidates(&self.buf, true, &mut cands);
        if cands.is_empty() {
            return None;
        }
        let know = self.tracker.sync(obs);
        let (min, max) = if cands.len() == 1 {
            (self.cfg.min_samples, self.cfg.min_samples)
        } else {
            (self.cfg.min_samples, self.cfg.max_samples)
        };
        let (results, steps) = self
            .search
            .rate_all(obs, know, &cands, (min, max, self.cfg.steps));
        let samples = results.first().map_or(0, |r| r.len() as u32);
        // Results above 1 or below 0 (points as a tie-break, R12) are
        // wins and losses: the coach rates the chance to win.
        let results: Vec<Vec<f64>> = results
            .iter()
            .map(|r| r.iter().map(|&v| (v as f64).clamp(0.0, 1.0)).collect())
            .collect();
        let means: Vec<f64> = results.iter().map(|r| mean(r)).collect();
        let best = (0..means.len())
            .max_by(|&a, &b| means[a].total_cmp(&means[b]).then(b.cmp(&a)))
            .expect("at least one candidate");
        let ratings = cands
            .into_iter()
            .enumerate()
            .map(|(i, action)| {
                let diff: Vec<f64> = results[best]
                    .iter()
                    .zip(&results[i])
                    .map(|(b, x)| b - x)
                    .collect();
                Rating {
                    action,
                    win: means[i],
                    se: std_err(&results[i]),
                    gap_se: if i == best { 0.0 } else { std_err(&diff) },
                }
            })
            .collect::<Vec<_>>();
        let judged = ratings.len() > 1 && obs.pending() != Some(Pending::AcceptOrChallenge);
        Some(Advice {
            ratings,
            best,
            samples,
            steps,
            judged,
        })
    }
}

fn mean(x: &[f64]) -> f64 {
    if x.is_empty() {
        0.0
    } else {
        x.iter().sum::<f64>() / x.len() as f64
    }
}

/// The standard error of the mean of `x`.
fn std_err(x: &[f64]) -> f64 {
    let n = x.len();
    if n < 2 {
        return 0.0;
    }
    let m = mean(x);
    let var = x.iter().map(|v| (v - m) * (v - m)).sum::<f64>() / (n - 1) as f64;
    (var / n as f64).sqrt()
}
