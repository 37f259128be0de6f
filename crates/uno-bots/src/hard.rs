//! `hard`: determinized search with information-set trees below the root.
//!
//! For each decision with more than one sensible action, the bot samples
//! games consistent with what its seat knows and, for every candidate
//! action, plays each sample on to the end of the round. Every other seat
//! plays a fast default policy, the opponent model: the `medium`
//! heuristic without randomness or knowledge ([`Style::PLAYOUT`]),
//! catches and jump-ins included. The bot's own later decisions in a
//! playout follow the same heuristic with the weights fitted against
//! `medium` ([`Weights::tuned`], [`HardConfig::tuned`]), which play
//! better than `medium`'s own. The action with the best average result
//! is chosen.
//!
//! - **Samples.** Each is a hypothesis of the hidden hands drawn from the
//!   tracker's [`crate::belief::Belief`] (hypotheses weighed by how well
//!   they explain the other players' choices), placed by
//!   [`uno_core::Observation::determinize`], which re-deals the rest into
//!   the draw pile; the view from the bot's seat is unchanged. Without a
//!   belief, samples respect the known cards and likely voids
//!   ([`Knowledge::determinize`]). The research-only `peek`
//!   ([`crate::peek::Peek`]) searches the true hands instead (only the draw
//!   pile is shuffled): the ceiling of this search at this budget.
//! - **Root: sequential halving.** The step budget (or the time budget,
//!   `hard@100ms`) is split into rounds; every remaining candidate is
//!   played from the same samples (common random numbers), and after each
//!   round the worse half is dropped. The `medium` heuristic's own choice
//!   stays in the race, and the search leaves it only for a candidate
//!   whose results beat it, sample by sample, by more than a standard
//!   error ([`HardConfig::margin_se`]): noise alone does not move the bot
//!   off a sound rule of thumb.
//! - **Below the root: information-set MCTS** ([`HardConfig::tree`],
//!   single observer). Under each root action grows a tree of this seat's
//!   own later decisions, reached by its own actions (open loop: what the
//!   others did and drew in between is sampled anew each time). In each
//!   sample the bot's next decisions walk the tree, choosing among the
//!   actions legal in that sample by UCB1 over their availability counts;
//!   a node plays as the policy would until it has been visited
//!   [`HardConfig::widen_at`] times, so a young tree costs nothing over
//!   the flat search. One node is added per iteration, down to
//!   [`HardConfig::max_depth`] decisions; the rest is a playout.
//! - **Result of a playout.** 1 for a round won (under
//!   `last_holding_loses`: for not being the last holding cards), 0 for a
//!   loss; points count a little under penalty scoring and break ties
//!   otherwise (R12.2). A playout cut by [`HardConfig::max_playout_actions`]
//!   is judged by hand sizes ([`HardBot`]'s `evaluate`).
//!
//! Decisions that sampling judges badly are left to the heuristic: a W+4
//! challenge (R8.3; the samples overrate guilt: against `medium`, which
//! hardly ever bluffs, searching it challenged 68 times in 258 decisions
//! where 2 were bluffs; `examples/challenge.rs` measures it, and
//! [`HardConfig::search_challenge`] turns the search on), honour rules
//! (comply), UNO calls and catches (always), jump-ins (when the card is
//! worth playing). Colour choices, swap targets (R13) and the choice of
//! player for an item (R9) are legal actions like any other and searched.
//!
//! The budget is counted in simulated actions, so the bot is deterministic
//! given its seed; [`HardConfig::time_limit`] (`hard@100ms`) budgets it
//! in wall-clock time instead.

use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use uno_core::rules::ScoringMethod;
use uno_core::{
    Action, Card, CardCounts, Color, Direction, Game, NoEvents, Observation, Pending, Phase, Seat,
    SeenEvent,
};

use crate::bot::Bot;
use crate::heuristic::{Heuristic, Style, Weights};
use crate::knowledge::{Knowledge, Tracker};

/// How many standard errors a candidate's mean result must beat the
/// heuristic's choice by (paired by sample) for the search to prefer it.
pub const MARGIN_SE: f64 = 1.0;

/// A search budget other than the default: in wall-clock time per
/// decision (`hard@100ms`) or in simulated actions (`hard@50000`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Budget {
    Time(Duration),
    Steps(u64),
}

/// The search budget of one decision.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HardConfig {
    /// Work per decision: the actions simulated in all playouts together.
    /// Samples are drawn until it is spent (playouts are longer at a
    /// larger table, so this keeps the time per decision steadier than a
    /// count of playouts would).
    pub steps: u64,
    /// Determinized samples per decision at least (each candidate is
    /// played out once per sample), whatever the step budget.
    pub min_samples: u32,
    /// And at most.
    pub max_samples: u32,
    /// Sequential halving of the candidates (else all get every sample).
    pub halving: bool,
    /// Particles of the belief over the hidden hands (0: none; samples
    /// then respect only the known cards and likely voids).
    pub particles: usize,
    /// Without a belief: samples drawn to find one that respects the
    /// likely voids.
    pub determinize_tries: u32,
    /// A playout stops after this many actions and is judged by hand sizes.
    pub max_playout_actions: u32,
    /// Playouts apply the policy's actions with `Game::apply_trusted`
    /// (unvalidated in release builds; the heuristic's actions are legal
    /// by construction, which the tests check with validation on).
    pub trusted: bool,
    /// A wall-clock cap per decision. Off by default: with it on, the
    /// number of playouts (and so the choice) depends on the machine.
    pub time_limit: Option<Duration>,
    /// Information-set MCTS below each root action (a tree over the
    /// bot's own later decisions) instead of playing them by the policy.
    pub tree: bool,
    /// The tree's exploration constant (UCB1 with availability counts).
    pub ucb_c: f32,
    /// Own decisions below the root that get tree nodes; deeper ones are
    /// left to the playout policy.
    pub max_depth: u32,
    /// Visits of a tree node before its actions other than the policy's
    /// are tried.
    pub widen_at: u32,
    /// How many standard errors a searched action must beat the `medium`
    /// heuristic's choice by to be preferred to it (see [`MARGIN_SE`]).
    pub margin_se: f32,
    /// This seat's own later decisions in the playouts follow the
    /// heuristic with [`Weights::tuned`] for the table's size (fitted
    /// against `medium` by `examples/tune.rs`) instead of `medium`'s
    /// weights; the other seats always play `medium`'s.
    pub tuned: bool,
    /// Search the W+4 challenge (R8.3) too, on samples of the offender's
    /// hand from the belief (whose weights follow how the offender chose
    /// to play the W+4), instead of the heuristic's guilt estimate.
    pub search_challenge: bool,
    /// The choice the search must beat by [`HardConfig::margin_se`]
    /// (its prior over the root actions) is the `learned` policy's
    /// instead of the `medium` heuristic's (issue 20: `hard` that learns).
    pub learned_prior: bool,
    /// R15: team-blind (research, `hard-blind`): the playouts' players
    /// and the evaluation take every other seat for an opponent, as before
    /// partnerships. By default `hard` plays for its team: its playouts'
    /// heuristic plays for each seat's team, and a round won by its
    /// partner is a win.
    pub team_blind: bool,
}

impl Default for HardConfig {
    /// Decides within 50 ms on one core in a release build: see
    /// `examples/hard_timing.rs` and `benches/hard.rs`.
    fn default() -> Self {
        HardConfig {
            steps: 200_000,
            min_samples: 16,
            max_samples: 2000,
            halving: true,
            particles: 256,
            determinize_tries: 8,
            max_playout_actions: 1500,
            trusted: true,
            time_limit: None,
            tree: true,
            ucb_c: 0.6,
            max_depth: 3,
            widen_at: 16,
            margin_se: MARGIN_SE as f32,
            tuned: true,
            search_challenge: false,
            learned_prior: false,
            team_blind: false,
        }
    }
}

impl HardConfig {
    /// This budget with another limit: a time per decision (the step
    /// budget then only bounds it from above) or a number of steps.
    pub fn with_budget(self, budget: Budget) -> HardConfig {
        match budget {
            Budget::Steps(steps) => HardConfig { steps, ..self },
            Budget::Time(d) => HardConfig {
                steps: u64::MAX / 4,
                max_samples: u32::MAX / 4,
                time_limit: Some(d),
                ..self
            },
        }
    }

    /// A small budget for tests.
    pub fn quick() -> HardConfig {
        HardConfig {
            steps: 3_000,
            min_samples: 2,
            max_samples: 50,
            particles: 32,
            determinize_tries: 4,
            ..HardConfig::default()
        }
    }
}

/// Whether candidate `a` is the choice `d` of a policy (which may add an
/// UNO call to a play, or draw where the candidates keep `accept`).
fn same_choice(a: &Action, d: &Action) -> bool {
    match (a, d) {
        (Action::Play(p), Action::Play(q)) => p.cards == q.cards && p.color == q.color,
        (Action::Accept, Action::Draw) => true,
        _ => a == d,
    }
}

/// Keeps in `out` one action of each group of equivalent ones in `all`
/// (see [`HardBot::candidates`]); the challenge only when it is searched.
pub(crate) fn keep_candidates(all: &[Action], challenge: bool, out: &mut Vec<Action>) {
    out.clear();
    let has_accept = all.contains(&Action::Accept);
    for a in all {
        let keep = match a {
            Action::Draw => !has_accept,
            // Searched by `peek` (on the true hand) and, when set, by `hard`.
            Action::Challenge => challenge,
            Action::Uno | Action::Catch { .. } => false,
            Action::Play(p) if !p.uno => !all.iter().any(
                |b| matches!(b, Action::Play(q) if q.uno && q.cards == p.cards && q.color == p.color),
            ),
            _ => true,
        };
        if keep {
            out.push(a.clone());
        }
    }
}

/// The `hard` bot (see the module docs).
pub struct HardBot {
    cfg: HardConfig,
    rng: Pcg64Mcg,
    tracker: Tracker,
    /// Decides what is not searched (challenges, honour, reactions).
    medium: Heuristic,
    /// The playouts' default policy, for every other seat: the model of
    /// the others.
    policy: Heuristic,
    /// The playouts' policy for this seat's own later decisions.
    own: Heuristic,
    buf: Vec<Action>,
    /// Totals of the last search (for tests and benches): samples, playouts.
    last_search: (u32, u32),
    /// Actions simulated in the current search.
    steps: u64,
    /// `peek` (research only, only inside a [`crate::peek::Peek`]): searches the true
    /// hands shown before each decision instead of sampled ones.
    peek: bool,
    /// The hands last shown to a `peek` bot.
    truth: Vec<CardCounts>,
    /// The tree search's buffers: candidates, available edges, path.
    tree_bufs: TreeBufs,
    /// The prior when [`HardConfig::learned_prior`] is set.
    learned: Option<crate::learned::Learned>,
}

type TreeBufs = (Vec<Action>, Vec<usize>, Vec<(u32, usize)>);

/// `style`, team-blind when the configuration is (R15).
fn team_style(style: Style, cfg: &HardConfig) -> Style {
    if cfg.team_blind {
        style.blind()
    } else {
        style
    }
}

impl HardBot {
    pub fn new(seed: u64) -> HardBot {
        HardBot::with_config(seed, HardConfig::default())
    }

    pub fn with_config(seed: u64, cfg: HardConfig) -> HardBot {
        HardBot {
            cfg,
            rng: Pcg64Mcg::seed_from_u64(seed),
            tracker: if cfg.particles > 0 {
                Tracker::with_belief(cfg.particles, seed ^ 0x6265_6c69_6566)
            } else {
                Tracker::new()
            },
            medium: Heuristic::new(team_style(Style::MEDIUM, &cfg), seed ^ 0x6d65_6469_756d),
            policy: Heuristic::new(team_style(Style::PLAYOUT, &cfg), seed),
            own: Heuristic::new(team_style(Style::PLAYOUT, &cfg), seed ^ 0x006f_776e),
            buf: Vec::new(),
            last_search: (0, 0),
            steps: 0,
            peek: false,
            truth: Vec::new(),
            tree_bufs: TreeBufs::default(),
            learned: cfg
                .learned_prior
                .then(|| crate::learned::Learned::new(seed ^ 0x006c_6561_726e)),
        }
    }

    /// `peek`'s search: on the true hands shown by [`HardBot::look`]
    /// (research only; only [`crate::peek::Peek`] makes one).
    pub(crate) fn peeking(seed: u64, cfg: HardConfig) -> HardBot {
        HardBot {
            peek: true,
            ..HardBot::with_config(seed, cfg)
        }
    }

    /// The true hands, before a decision of a `peek` bot.
    pub(crate) fn look(&mut self, game: &Game) {
        self.truth.clear();
        self.truth
            .extend(Seat::all(game.players()).map(|s| *game.hand(s)));
    }

    /// Whether the W+4 challenge is searched rather than left to the
    /// heuristic.
    fn searches_challenge(&self) -> bool {
        self.peek || self.cfg.search_challenge
    }

    /// A game to search: the true hands for `peek` (only the draw pile is
    /// shuffled), else a sample of what the seat cannot see.
    fn sample(&self, obs: &Observation<'_>, know: &Knowledge, seed: u64) -> Game {
        if self.peek && self.truth.len() == obs.players() {
            obs.determinize(&self.truth, seed)
        } else {
            know.determinize(obs, seed, self.cfg.determinize_tries)
        }
    }

    /// Samples and playouts of the last search (0, 0 when none was needed).
    pub fn last_search(&self) -> (u32, u32) {
        self.last_search
    }

    /// The actions worth searching: one of each group of equivalent ones
    /// (`draw` and `accept`; a play with and without an UNO call: always
    /// call), without what the heuristic decides.
    fn candidates(&mut self, obs: &Observation<'_>) {
        obs.legal_actions(&mut self.buf);
        let all = std::mem::take(&mut self.buf);
        keep_candidates(&all, self.searches_challenge(), &mut self.buf);
    }

    /// Sequential halving over the candidates: the step budget is split
    /// into rounds; each round plays every remaining candidate once per
    /// sample (the same samples for all: common random numbers), then
    /// keeps the better half by average result.
    fn search(
        &mut self,
        obs: &Observation<'_>,
        know: &Knowledge,
        default: Option<usize>,
    ) -> Action {
        let me = obs.seat();
        let cands = std::mem::take(&mut self.buf);
        let k = cands.len();
        let start = Instant::now();
        // Each candidate's results, sample by sample (the same samples for
        // all candidates still in the race).
        let mut results: Vec<Vec<f32>> = vec![Vec::new(); k];
        // Below each root action, a tree of this seat's later decisions.
        let mut trees: Vec<Vec<Node>> = (0..k).map(|_| Vec::new()).collect();
        let mut alive: Vec<usize> = (0..k).collect();
        let rounds = if self.cfg.halving {
            (usize::BITS - (k - 1).leading_zeros()).max(1) as u64
        } else {
            1
        };
        let (mut samples, mut playouts) = (0u32, 0u32);
        self.steps = 0;
        let total = |r: &[f32]| r.iter().map(|&x| x as f64).sum::<f64>();
        for round in 0..rounds {
            let round_end = (self.cfg.steps as u128 * (round + 1) as u128 / rounds as u128) as u64;
            // A time budget is split between the halving rounds likewise.
            let round_time = self
                .cfg
                .time_limit
                .map(|limit| limit.mul_f64((round + 1) as f64 / rounds as f64));
            let mut in_round = 0u32;
            loop {
                let enough = if round == 0 {
                    in_round >= self.cfg.min_samples.max(1)
                } else {
                    in_round >= 1
                };
                if enough {
                    if self.steps >= round_end || samples >= self.cfg.max_samples {
                        break;
                    }
                    if round_time.is_some_and(|limit| start.elapsed() >= limit) {
                        break;
                    }
                }
                let seed = self.rng.random::<u64>();
                let sample = self.sample(obs, know, seed);
                for &j in &alive {
                    let mut g = sample.clone();
                    let v = if g.apply(me, &cands[j], &mut NoEvents).is_ok() {
                        if self.cfg.tree {
                            self.descend(&mut g, me, &mut trees[j])
                        } else {
                            self.playout(&mut g, me)
                        }
                    } else {
                        // Cannot happen for a legal action; never choose it.
                        -1e6
                    };
                    results[j].push(v);
                    playouts += 1;
                }
                samples += 1;
                in_round += 1;
            }
            if alive.len() <= 1 {
                break;
            }
            // Every survivor has played the same samples: compare totals.
            alive.sort_by(|&a, &b| {
                total(&results[b])
                    .total_cmp(&total(&results[a]))
                    .then(a.cmp(&b))
            });
            if round + 1 < rounds {
                alive.truncate(alive.len().div_ceil(2));
                // The heuristic's choice stays in the race to the end.
                if let Some(d) = default {
                    if !alive.contains(&d) {
                        alive.push(d);
                    }
                }
            }
        }
        self.last_search = (samples, playouts);
        let mut best = alive[0];
        if let Some(d) = default {
            // Leave the heuristic's choice only for one the samples show
            // to be better, beyond their noise (paired by sample).
            if d != best && !self.clearly_better(&results[best], &results[d]) {
                best = d;
            }
        }
        let choice = cands[best].clone();
        self.buf = cands;
        choice
    }

    /// Whether results `a` beat results `b` (paired sample by sample) by
    /// more than one standard error of their mean difference.
    fn clearly_better(&self, a: &[f32], b: &[f32]) -> bool {
        let n = a.len().min(b.len());
        if n < 2 {
            return false;
        }
        let d: Vec<f64> = (0..n).map(|i| (a[i] - b[i]) as f64).collect();
        let mean = d.iter().sum::<f64>() / n as f64;
        let var = d.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / (n - 1) as f64;
        mean > self.cfg.margin_se as f64 * (var / n as f64).sqrt()
    }

    /// Plays `g` to the end of the round (or the action cap) with the
    /// default policy; returns the result for `me`.
    fn playout(&mut self, g: &mut Game, me: Seat) -> f32 {
        self.advance(g, me, None)
            .expect("a playout runs to the end of the round or the cap")
    }

    /// Plays `g` on with the default policy to the end of the round or the
    /// action cap (returning the result for `me`) or, given `stop`, until
    /// `me` has a decision with more than one candidate (`None`; the
    /// candidates are then in `stop`).
    fn advance(
        &mut self,
        g: &mut Game,
        me: Seat,
        mut stop: Option<&mut Vec<Action>>,
    ) -> Option<f32> {
        let n = g.players();
        // R13 jump-ins, as the rules answer them (asked once per playout).
        let draw_two = Card::draw_two(Color::Red);
        let jump_on_two = Card::all()
            .filter(|&c| g.rules().may_jump_in_on(draw_two, c))
            .fold(0, |m, c| m | c.bit());
        for _ in 0..self.cfg.max_playout_actions {
            self.steps += 1;
            if g.round_over() {
                return Some(HardBot::result(g, me, self.side(g, me)));
            }
            let to_act = g.to_act().expect("a round in progress has a seat to act");
            // Out-of-turn chances, as the driver offers them (R10, R13).
            if g.reactions_possible() {
                let exposed = g.exposed().is_some();
                let top = g.top();
                let turn = matches!(g.phase(), Phase::Turn { .. });
                let mut s = to_act;
                for _ in 1..n {
                    s = s.step(Direction::Cw, n);
                    // Ask only a seat that has something to do (cheap).
                    let hand = g.hand(s);
                    let worth = exposed
                        || (turn && g.rules().may_jump_in(top, top) && hand.contains(top))
                        || (!turn && hand.mask().0 & jump_on_two != 0);
                    if !worth {
                        continue;
                    }
                    if let Some(a) = self.policy.react(&g.observe(s), None) {
                        if g.apply(s, &a, &mut NoEvents).is_ok() && !a.is_uno_or_catch() {
                            break;
                        }
                    }
                    if g.round_over() {
                        break;
                    }
                }
                if g.round_over() {
                    return Some(HardBot::result(g, me, self.side(g, me)));
                }
            }
            let s = g.to_act().expect("a round in progress has a seat to act");
            if let Some(legal) = stop.as_deref_mut() {
                if s == me && g.exposed().is_none() {
                    g.legal_actions(me, &mut self.buf);
                    keep_candidates(&self.buf, self.searches_challenge(), legal);
                    if legal.len() > 1 {
                        return None;
                    }
                }
            }
            let a = if s == me {
                self.own.act(&g.observe(s), None)
            } else {
                self.policy.act(&g.observe(s), None)
            };
            if self.cfg.trusted {
                g.apply_trusted(s, &a, &mut NoEvents);
            } else if g.apply(s, &a, &mut NoEvents).is_err() {
                // The policy's actions are legal; fall back just in case.
                g.legal_actions(s, &mut self.buf);
                let a = self.buf[0].clone();
                g.apply(s, &a, &mut NoEvents)
                    .expect("a listed action is legal");
            }
        }
        Some(HardBot::evaluate(g, me, self.side(g, me)))
    }

    /// An unfinished round judged by hand sizes: each active seat's
    /// chance to win taken as proportional to `exp(-β·cards - δ·turns
    /// until it plays)` (β and δ fitted on rounds between `medium` bots).
    /// R15: the partner whose win counts as `me`'s (`None` without teams
    /// or when team-blind).
    fn side(&self, g: &Game, me: Seat) -> Option<Seat> {
        if self.cfg.team_blind {
            None
        } else {
            g.partner(me)
        }
    }

    /// With a `partner` (R15), the team's chance: both partners' shares.
    fn evaluate(g: &Game, me: Seat, partner: Option<Seat>) -> f32 {
        let n = g.players();
        let active = g.active_seats().len() as f32;
        let beta = (0.1 + 0.05 * active).min(0.5);
        let delta = 0.05;
        let lose = g.rules().players_leave_when_out();
        let sign = if lose { 1.0 } else { -1.0 };
        let first = g.to_act().unwrap_or(me);
        let (mut mine, mut total) = (0.0, 0.0);
        let mut s = first;
        for d in 0..n {
            if g.is_active(s) {
                let w = (sign * beta * g.hand_size(s) as f32 - delta * d as f32).exp();
                total += w;
                if s == me || Some(s) == partner {
                    mine += w;
                }
            }
            s = s.step(g.direction(), n);
        }
        let p = if total > 0.0 { mine / total } else { 0.0 };
        if lose {
            1.0 - p
        } else {
            p
        }
    }

    /// The value of a finished round for `me` (R11, R12, R13), or with a
    /// `partner` for the team (R15.3, R15.4).
    pub(crate) fn result(g: &Game, me: Seat, partner: Option<Seat>) -> f32 {
        let rules = g.rules();
        if rules.players_leave_when_out() {
            // The one still in the round is the loser.
            return if g.is_active(me) { 0.0 } else { 1.0 };
        }
        let won = g
            .round_winner()
            .is_some_and(|w| w == me || Some(w) == partner);
        let mut v = if won { 1.0 } else { 0.0 };
        if rules.scoring().method == ScoringMethod::Penalty {
            // Every hand's points count against its holder (R15.4: and
            // the team's against the team).
            let pts =
                g.round_points()[me.index()] + partner.map_or(0, |p| g.round_points()[p.index()]);
            v -= 0.002 * pts.min(200) as f32;
        } else if won {
            // A tie-break only: winning matters far more than by how much.
            let pts: u32 = g.round_points().iter().sum();
            v += 0.00005 * pts.min(400) as f32;
        }
        v
    }
}

/// One action of a node of the search tree, with its statistics.
struct Edge {
    action: Action,
    /// Iterations through this edge, and their total result.
    n: u32,
    w: f64,
    /// Iterations in which this action was legal at its node (ISMCTS
    /// availability: the UCB term uses it instead of the parent's visits).
    avail: u32,
    /// The node of the bot's next decision after it (index into the tree).
    child: Option<u32>,
}

/// A node: the bot's own information set, reached by its own actions
/// (open loop: what the others did and what was drawn in between is
/// sampled again in every iteration).
#[derive(Default)]
struct Node {
    edges: Vec<Edge>,
    /// Iterations through this node.
    visits: u32,
}

impl HardBot {
    /// The rest of an iteration after a root action was applied to the
    /// sampled game `g`: information-set MCTS over this seat's later
    /// decisions (single observer: `tree` holds only this seat's
    /// decisions, reached by its own actions; every other seat, and this
    /// seat below the tree, plays the playout policy, the opponent model).
    /// Walks the tree choosing among the actions legal in this sample by
    /// UCB1 over their availability, adds one node, plays the rest out and
    /// backs the result up; returns it.
    fn descend(&mut self, g: &mut Game, me: Seat, tree: &mut Vec<Node>) -> f32 {
        // Buffers kept between iterations (lent out while `self` plays).
        let (mut legal, mut avail, mut path) = std::mem::take(&mut self.tree_bufs);
        if let Some(v) = self.advance(g, me, Some(&mut legal)) {
            self.tree_bufs = (legal, avail, path);
            return v;
        }
        if tree.is_empty() {
            tree.push(Node::default());
        }
        path.clear();
        let mut node = 0u32;
        let mut depth = 1u32;
        let value = loop {
            // `legal`: this seat's candidates in this sample (from
            // `advance`); `avail`: the edges of `node` they are.
            avail.clear();
            // Until the node has been visited `widen_at` times, this seat
            // plays on as the policy would (the flat search's
            // continuation); then every legal action competes by UCB1.
            let policy_choice = if tree[node as usize].visits < self.cfg.widen_at {
                let d = self.own.act(&g.observe(me), None);
                legal.iter().position(|a| same_choice(a, &d))
            } else {
                None
            };
            tree[node as usize].visits += 1;
            let edges = &mut tree[node as usize].edges;
            for a in &legal {
                let i = match edges.iter().position(|e| e.action == *a) {
                    Some(i) => i,
                    None => {
                        edges.push(Edge {
                            action: a.clone(),
                            n: 0,
                            w: 0.0,
                            avail: 0,
                            child: None,
                        });
                        edges.len() - 1
                    }
                };
                avail.push(i);
            }
            let mut pick = policy_choice.map(|j| avail[j]);
            let mut best = if pick.is_some() {
                f64::INFINITY
            } else {
                f64::NEG_INFINITY
            };
            for &i in &avail {
                let e = &mut edges[i];
                e.avail += 1;
                let u = if e.n == 0 {
                    f64::INFINITY
                } else {
                    e.w / e.n as f64
                        + self.cfg.ucb_c as f64 * ((e.avail as f64).ln() / e.n as f64).sqrt()
                };
                if u > best {
                    best = u;
                    pick = Some(i);
                }
            }
            let Some(i) = pick else {
                break self.playout(g, me);
            };
            let expand = edges[i].n == 0;
            let action = edges[i].action.clone();
            path.push((node, i));
            if g.apply(me, &action, &mut NoEvents).is_err() {
                // Cannot happen for a legal action.
                break self.playout(g, me);
            }
            depth += 1;
            if expand || depth > self.cfg.max_depth {
                break self.playout(g, me);
            }
            // On to this seat's next decision worth a node.
            if let Some(v) = self.advance(g, me, Some(&mut legal)) {
                break v;
            }
            node = match tree[node as usize].edges[i].child {
                Some(c) => c,
                None => {
                    tree.push(Node::default());
                    let c = (tree.len() - 1) as u32;
                    tree[node as usize].edges[i].child = Some(c);
                    c
                }
            };
        };
        let v = value as f64;
        for &(nd, i) in &path {
            let e = &mut tree[nd as usize].edges[i];
            e.n += 1;
            e.w += v;
        }
        self.tree_bufs = (legal, avail, path);
        value
    }
}

impl Bot for HardBot {
    fn name(&self) -> &'static str {
        if self.peek {
            "peek"
        } else if self.cfg.team_blind {
            "hard-blind"
        } else {
            "hard"
        }
    }

    fn act(&mut self, obs: &Observation<'_>) -> Action {
        self.last_search = (0, 0);
        // The tracker is lent out while `self` searches.
        let mut tracker = std::mem::take(&mut self.tracker);
        let action = self.decide(obs, tracker.sync(obs));
        self.tracker = tracker;
        action
    }

    fn react(&mut self, obs: &Observation<'_>) -> Option<Action> {
        let know = self.tracker.sync(obs);
        self.medium.react(obs, Some(know))
    }

    fn wants_events(&self) -> bool {
        true
    }

    /// As new, with the same budget.
    fn reset(&mut self, seed: u64) -> bool {
        *self = HardBot {
            peek: self.peek,
            ..HardBot::with_config(seed, self.cfg)
        };
        true
    }

    fn observe(&mut self, event: &SeenEvent) {
        self.tracker.observe(event);
        // A prior network that reads the evidence block keeps its notes.
        self.learned.iter_mut().for_each(|l| l.observe(event));
    }

    /// A decision searches for its whole budget.
    fn needs_own_thread(&self) -> bool {
        true
    }
}

impl HardBot {
    /// A decision, with what the seat knows.
    fn decide(&mut self, obs: &Observation<'_>, know: &Knowledge) -> Action {
        match obs.pending() {
            Some(Pending::ComplyOrPenalty) => return self.medium.act(obs, Some(know)),
            Some(Pending::AcceptOrChallenge)
                if !self.searches_challenge()
                    && Heuristic::guilt_estimate(obs, Some(know))
                        > self.medium.style().challenge_at =>
            {
                return Action::Challenge;
            }
            _ => {}
        }
        if let Some(e) = obs.exposed() {
            // Free actions before the turn (R10.2).
            return if e == obs.seat() {
                Action::Uno
            } else {
                Action::Catch { target: e }
            };
        }
        self.own.set_weights(if self.cfg.tuned {
            Weights::tuned(obs.players())
        } else {
            Weights::MEDIUM
        });
        self.candidates(obs);
        match self.buf.len() {
            0 => self.medium.act(obs, Some(know)),
            1 => self.buf[0].clone(),
            _ => {
                let d = match &mut self.learned {
                    Some(l) => Bot::act(l, obs),
                    None => self.medium.act(obs, Some(know)),
                };
                let default = self.buf.iter().position(|a| same_choice(a, &d));
                self.search(obs, know, default)
            }
        }
    }
}

/// The coach's estimate ([`crate::coach`]): every candidate is played
/// from the same samples (no halving, no default to beat), each as `hard`
/// plays it on (the tree below the root, the playout policy).
impl HardBot {
    /// Each candidate's results, sample by sample, and the actions
    /// simulated: at least `min_samples` samples, then more until
    /// `steps` actions are simulated or `max_samples` are drawn.
    pub(crate) fn rate_all(
        &mut self,
        obs: &Observation<'_>,
        know: &Knowledge,
        cands: &[Action],
        (min_samples, max_samples, steps): (u32, u32, u64),
    ) -> (Vec<Vec<f32>>, u64) {
        let me = obs.seat();
        self.own.set_weights(if self.cfg.tuned {
            Weights::tuned(obs.players())
        } else {
            Weights::MEDIUM
        });
        let mut results: Vec<Vec<f32>> = vec![Vec::new(); cands.len()];
        let mut trees: Vec<Vec<Node>> = cands.iter().map(|_| Vec::new()).collect();
        self.steps = 0;
        let mut n = 0;
        while n < max_samples.max(1) && (n < min_samples.max(1) || self.steps < steps) {
            let seed = self.rng.random::<u64>();
            let sample = self.sample(obs, know, seed);
            for (j, a) in cands.iter().enumerate() {
                let mut g = sample.clone();
                let v = if g.apply(me, a, &mut NoEvents).is_ok() {
                    if self.cfg.tree {
                        self.descend(&mut g, me, &mut trees[j])
                    } else {
                        self.playout(&mut g, me)
                    }
                } else {
                    // Cannot happen for a legal action: rate it lost.
                    0.0
                };
                results[j].push(v);
            }
            n += 1;
        }
        (results, self.steps)
    }
}

#[cfg(test)]
mod tests {
    use super::{HardBot, HardConfig};
    use smallvec::smallvec;
    use uno_core::rules::Teams;
    use uno_core::{
        Action, Card, Color, Game, NoEvents, Play, Position, RulesSpec, Seat, Setup, Start,
    };

    /// A 4-seat round in which seat 2 (seat 0's partner with teams,
    /// R15.1) holds one Red 5 and is to play on a Red 9.
    fn partner_to_go_out(teams: bool) -> Game {
        let rules = RulesSpec {
            preset: Some("classic".into()),
            teams: teams.then_some(Teams::Pairs),
            ..RulesSpec::default()
        }
        .resolve()
        .expect("classic");
        let many = |c| (1..=5).map(|n| Card::number(c, n)).collect::<Vec<_>>();
        Setup {
            rules,
            players: 4,
            seed: 3,
            dealer: None,
            start: Start::Position(Position {
                hands: vec![
                    many(Color::Yellow),
                    many(Color::Blue),
                    vec![Card::number(Color::Red, 5)],
                    many(Color::Green),
                ],
                discard: vec![Card::number(Color::Red, 9)],
                to_act: Some(Seat::try_from(2).expect("a seat")),
                ..Position::default()
            }),
        }
        .build(&mut NoEvents)
        .expect("a valid position")
    }

    #[test]
    fn a_round_won_by_the_partner_scores_as_a_win() {
        let (me, partner) = (
            Seat::try_from(0).expect("a seat"),
            Seat::try_from(2).expect("a seat"),
        );
        let mut g = partner_to_go_out(true);
        // Unfinished: the team's chance counts the partner's short hand.
        let hard = HardBot::new(1);
        let blind = HardBot::with_config(
            1,
            HardConfig {
                team_blind: true,
                ..HardConfig::default()
            },
        );
        assert_eq!(hard.side(&g, me), Some(partner));
        assert_eq!(blind.side(&g, me), None);
        let team_chance = HardBot::evaluate(&g, me, hard.side(&g, me));
        let own_chance = HardBot::evaluate(&g, me, blind.side(&g, me));
        assert!(
            team_chance > 0.5 && own_chance < 0.2,
            "{team_chance} {own_chance}"
        );
        // R15.3: the partner goes out, the team wins the round.
        let out = Action::Play(Play {
            cards: smallvec![Card::number(Color::Red, 5)],
            color: None,
            target: None,
            uno: false,
        });
        g.apply(partner, &out, &mut NoEvents).expect("legal");
        assert_eq!(g.round_winner(), Some(partner));
        assert!(HardBot::result(&g, me, hard.side(&g, me)) >= 1.0);
        assert_eq!(HardBot::result(&g, me, blind.side(&g, me)), 0.0);
        // Without teams there is no partner to count.
        let g = partner_to_go_out(false);
        assert_eq!(hard.side(&g, me), None);
    }

    #[test]
    fn only_a_difference_beyond_the_noise_leaves_the_default() {
        let bot = HardBot::new(1);
        let same = [1.0f32, 0.0, 1.0, 0.0, 1.0, 0.0];
        assert!(!bot.clearly_better(&same, &same), "a tie keeps the default");
        // Better on every sample: clearly better.
        let a = [1.0f32; 12];
        let b = [
            1.0f32, 0.0, 1.0, 0.0, 1.0, 0.0, 1.0, 0.0, 1.0, 0.0, 1.0, 0.0,
        ];
        assert!(bot.clearly_better(&a, &b));
        assert!(!bot.clearly_better(&b, &a));
        // Wins and losses that cancel out are noise.
        let (mut c, mut d) = ([0.0f32; 40], [0.0f32; 40]);
        c[7] = 1.0;
        c[20] = 1.0;
        d[3] = 1.0;
        assert!(!bot.clearly_better(&c, &d));
        // Too few samples to say.
        assert!(!bot.clearly_better(&[1.0], &[0.0]));
    }
}
