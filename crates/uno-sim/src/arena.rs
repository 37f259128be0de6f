//! `uno arena`: matches between bots (built-in levels with budgets, the
//! research-only `peek`, external bots over docs/bot-protocol.md), rated
//! with Bradley–Terry on the Elo scale ([`crate::rating`]).
//!
//! Scheme (docs/arena.md):
//! - pairings: every pair of bots (round-robin), or the `--gauntlet` bot
//!   against each other one;
//! - a pairing of A and B plays `--rounds` single rounds as paired deals:
//!   deal `d` (seeded from `--seed` and `d` alone, so every pairing plays
//!   the same deals) is played twice with the same cards at every seat:
//!   once with A at seat `d mod N` and B in the other N−1 seats, once with
//!   B at that seat and A in the others. With 2 players that is each deal
//!   played with the seats swapped;
//! - a round's winner beats every seat of the other bot (a seat of its
//!   own bot is not an opponent): those are the pairwise outcomes the
//!   ratings are fitted to, with bootstrap intervals over deals;
//! - "win rate vs B" of A counts the rounds in which A held one seat
//!   (parity 1/N): with 2 players every round, with N > 2 the rounds of A
//!   alone against N−1 B's.
//!
//! Results depend only on the flags and `--seed` (never on `--threads`),
//! except where a bot has a time budget (`hard@100ms`) or is external.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io::{IsTerminal, Write as _};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressState, ProgressStyle};
use rayon::prelude::*;
use serde::Serialize;
use uno_bots::driver::play_game_capped_into;
use uno_bots::external::{ErrorLog, ExternalBot, ExternalSpec};
use uno_bots::{AnyBot, AnyPlayer, BotSpec, Outcome, Player, Until};
use uno_core::scenario::RulesRef;
use uno_core::{Action, CompiledRules, Game, Seat, SeenEvent};

use crate::args::{plot_format, ExternalArgs, RulesArgs};
use crate::error::SimError;
use crate::play::spec_bot;
use crate::rating::{rate, Unit, ANCHOR_RATING, PRIOR_WINS};
use crate::seeds::{bot_seed, driver_seed, game_seed};
use crate::stats::{Faults, Rate};

/// `uno arena`: rate bots against each other.
///
/// Plays paired deals (each deal twice, the bots' seats swapped) for every
/// pairing, fits Bradley–Terry ratings on the Elo scale (medium = 1500
/// when present) with 95% bootstrap intervals, and reports win rates with
/// Wilson intervals and each bot's cost per decision. See docs/arena.md.
#[derive(Clone, Debug, Default, clap::Args)]
pub struct ArenaArgs {
    /// The bots, comma-separated: random, chaos, easy, medium, hard, peek
    /// (research only: sees every hand), hard/peek with a budget
    /// (hard@50ms, hard@50000), or names given by --bot
    #[arg(long, value_name = "BOTS", value_delimiter = ',', required = true)]
    pub bots: Vec<String>,

    #[command(flatten)]
    pub external: ExternalArgs,

    /// Play NAME against each other bot only (default: round-robin, every
    /// pair)
    #[arg(long, value_name = "NAME")]
    pub gauntlet: Option<String>,

    /// Seats at the table (2 to 10): a match of A and B seats A once and B
    /// N−1 times, and then the other way round, on the same deal
    #[arg(long, value_name = "N", default_value_t = 2)]
    pub players: usize,

    /// Rounds per pairing, played as paired deals (an odd number is
    /// rounded up)
    #[arg(long, value_name = "N", default_value_t = 200)]
    pub rounds: u64,

    #[command(flatten)]
    pub rules: RulesArgs,

    /// Seed of the whole run: deal d is seeded from (seed, d)
    #[arg(long, default_value_t = 0)]
    pub seed: u64,

    /// Worker threads [default: all cores]
    #[arg(long, short = 'j', value_name = "N")]
    pub threads: Option<usize>,

    /// The bot rated 1500 [default: medium when it plays, else the mean
    /// rating is 1500]
    #[arg(long, value_name = "NAME")]
    pub anchor: Option<String>,

    /// Bootstrap samples for the rating intervals (0: no intervals)
    #[arg(long, value_name = "N", default_value_t = 1000)]
    pub bootstrap: usize,

    /// No progress bar (it is also hidden when stderr is not a terminal)
    #[arg(long, short = 'q')]
    pub quiet: bool,

    /// Write the report as JSON to FILE (`-`: standard output, instead of
    /// the text)
    #[arg(long, value_name = "FILE")]
    pub json: Option<PathBuf>,

    /// Print the report as Markdown tables (the README's strength tables)
    #[arg(long)]
    pub markdown: bool,

    /// Draw the ratings with their intervals to FILE (.svg or .png)
    #[arg(long, value_name = "FILE")]
    pub plot: Option<PathBuf>,

    /// Stop a round that has not ended after N actions (counted as
    /// unfinished, no winner) [default: 100000]
    #[arg(long, value_name = "N")]
    pub max_actions: Option<u64>,
}

/// A bot of the arena.
#[derive(Clone, Debug)]
pub enum Entrant {
    BuiltIn(BotSpec),
    External(ExternalSpec),
}

/// A validated arena run.
#[derive(Clone, Debug)]
pub struct ArenaConfig {
    pub rules: CompiledRules,
    pub names: Vec<String>,
    pub entrants: Vec<Entrant>,
    pub pairings: Vec<(usize, usize)>,
    pub gauntlet: Option<usize>,
    pub players: usize,
    /// Deals per pairing (each played twice).
    pub deals: u64,
    pub seed: u64,
    pub threads: usize,
    pub anchor: Option<usize>,
    pub bootstrap: usize,
    pub max_actions: u64,
}

impl ArenaConfig {
    pub fn from_args(a: &ArenaArgs) -> Result<ArenaConfig, SimError> {
        let externals = a.external.specs()?;
        let mut names: Vec<String> = Vec::new();
        let mut entrants = Vec::new();
        for raw in &a.bots {
            let name = raw.trim();
            if name.is_empty() {
                return Err(SimError::usage("--bots: an empty name"));
            }
            let entrant = match externals.iter().find(|e| e.label == name) {
                Some(e) => Entrant::External(e.clone()),
                None => Entrant::BuiltIn(name.parse::<BotSpec>().map_err(|e| {
                    SimError::usage(format!("--bots: {e} (or a name given by --bot)"))
                })?),
            };
            // The canonical name: `HARD@100ms` is `hard@100ms`.
            let name = match &entrant {
                Entrant::BuiltIn(spec) => spec.to_string(),
                Entrant::External(e) => e.label.clone(),
            };
            if names.contains(&name) {
                return Err(SimError::usage(format!("--bots: {name} is given twice")));
            }
            names.push(name);
            entrants.push(entrant);
        }
        if names.len() < 2 {
            return Err(SimError::usage(
                "--bots: an arena needs at least 2 different bots",
            ));
        }
        if let Some(e) = externals.iter().find(|e| !names.contains(&e.label)) {
            return Err(SimError::usage(format!(
                "--bot {}: not named in --bots",
                e.label
            )));
        }
        let find = |flag: &str, n: &str| -> Result<usize, SimError> {
            let canon = n
                .parse::<BotSpec>()
                .map(|s| s.to_string())
                .unwrap_or_else(|_| n.trim().to_string());
            names.iter().position(|x| *x == canon).ok_or_else(|| {
                SimError::usage(format!(
                    "{flag} {n}: not one of the bots ({})",
                    names.join(", ")
                ))
            })
        };
        let gauntlet = a
            .gauntlet
            .as_deref()
            .map(|g| find("--gauntlet", g))
            .transpose()?;
        let anchor = match &a.anchor {
            Some(n) => Some(find("--anchor", n)?),
            None => names.iter().position(|n| n == "medium"),
        };
        let k = names.len();
        let pairings: Vec<(usize, usize)> = match gauntlet {
            Some(g) => (0..k).filter(|&i| i != g).map(|i| (g, i)).collect(),
            None => (0..k)
                .flat_map(|i| (i + 1..k).map(move |j| (i, j)))
                .collect(),
        };
        if !(2..=10).contains(&a.players) {
            return Err(SimError::usage(format!(
                "--players {}: a table has 2 to 10 seats (R2.1)",
                a.players
            )));
        }
        if a.rounds == 0 {
            return Err(SimError::usage("--rounds must be at least 1"));
        }
        let threads = match a.threads {
            Some(0) => return Err(SimError::usage("--threads must be at least 1")),
            Some(t) => t,
            None => std::thread::available_parallelism().map_or(1, |n| n.get()),
        };
        let max_actions = match a.max_actions {
            Some(0) => return Err(SimError::usage("--max-actions must be at least 1")),
            Some(n) => n,
            None => uno_bots::driver::DEFAULT_MAX_ROUND_ACTIONS,
        };
        if let Some(p) = &a.plot {
            plot_format(p)?;
        }
        let rules = a.rules.build()?;
        let rules = CompiledRules::new(rules);
        Game::from_compiled(&rules, a.players, 0).map_err(SimError::Setup)?;
        Ok(ArenaConfig {
            rules,
            names,
            entrants,
            pairings,
            gauntlet,
            players: a.players,
            deals: a.rounds.div_ceil(2),
            seed: a.seed,
            threads,
            anchor,
            bootstrap: a.bootstrap,
            max_actions,
        })
    }

    /// Rounds each pairing plays.
    pub fn rounds_per_pairing(&self) -> u64 {
        self.deals * 2
    }

    /// Every round of the run.
    pub fn total_rounds(&self) -> u64 {
        self.pairings.len() as u64 * self.rounds_per_pairing()
    }
}

// ----- decision times ------------------------------------------------------------

/// Decision times in nanoseconds, in log buckets 1/16 of a power of two
/// wide (quantiles to within about 3%), exact below 32 ns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LatencyHist {
    counts: Vec<u64>,
    total: u64,
    sum_ns: u128,
    max_ns: u64,
}

impl Default for LatencyHist {
    fn default() -> LatencyHist {
        LatencyHist {
            counts: vec![0; 32 + 60 * 16],
            total: 0,
            sum_ns: 0,
            max_ns: 0,
        }
    }
}

impl LatencyHist {
    fn bucket(ns: u64) -> usize {
        if ns < 32 {
            return ns as usize;
        }
        let e = 63 - ns.leading_zeros() as usize; // ≥ 5
        let m = ((ns >> (e - 4)) & 15) as usize;
        32 + (e - 5) * 16 + m
    }

    /// The middle of bucket `b`, in nanoseconds.
    fn middle(b: usize) -> f64 {
        if b < 32 {
            return b as f64;
        }
        let e = (b - 32) / 16 + 5;
        let m = ((b - 32) % 16) as u64;
        let lo = (16 + m) << (e - 4);
        let hi = (17 + m) << (e - 4);
        (lo + hi) as f64 / 2.0
    }

    pub fn add(&mut self, d: Duration) {
        let ns = u64::try_from(d.as_nanos()).unwrap_or(u64::MAX);
        self.counts[Self::bucket(ns)] += 1;
        self.total += 1;
        self.sum_ns += u128::from(ns);
        self.max_ns = self.max_ns.max(ns);
    }

    pub fn merge(&mut self, o: &LatencyHist) {
        for (a, b) in self.counts.iter_mut().zip(&o.counts) {
            *a += b;
        }
        self.total += o.total;
        self.sum_ns += o.sum_ns;
        self.max_ns = self.max_ns.max(o.max_ns);
    }

    pub fn total(&self) -> u64 {
        self.total
    }

    /// The nearest-rank quantile `q`, in nanoseconds (bucket middles; the
    /// maximum for the top one).
    pub fn quantile_ns(&self, q: f64) -> f64 {
        if self.total == 0 {
            return 0.0;
        }
        let rank = ((q * self.total as f64).ceil() as u64).clamp(1, self.total);
        let mut seen = 0;
        for (b, &c) in self.counts.iter().enumerate() {
            seen += c;
            if seen >= rank {
                return Self::middle(b).min(self.max_ns as f64);
            }
        }
        self.max_ns as f64
    }

    pub fn summary(&self) -> Cost {
        let ms = |ns: f64| ns / 1e6;
        Cost {
            decisions: self.total,
            median_ms: ms(self.quantile_ns(0.5)),
            p99_ms: ms(self.quantile_ns(0.99)),
            mean_ms: if self.total == 0 {
                0.0
            } else {
                ms(self.sum_ns as f64 / self.total as f64)
            },
            max_ms: ms(self.max_ns as f64),
        }
    }
}

/// Wall time of `act` per decision.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Cost {
    pub decisions: u64,
    pub median_ms: f64,
    pub p99_ms: f64,
    pub mean_ms: f64,
    pub max_ms: f64,
}

/// A seat's bot with a stopwatch on [`Player::act`]; everything else is
/// forwarded (`peek`, a research [`Player`], is still shown the game).
struct Timed {
    inner: AnyPlayer,
    times: LatencyHist,
}

impl Player for Timed {
    fn name(&self) -> &'static str {
        self.inner.name()
    }
    fn act(&mut self, game: &Game, seat: Seat) -> Action {
        let t = Instant::now();
        let a = self.inner.act(game, seat);
        self.times.add(t.elapsed());
        a
    }
    fn react(&mut self, game: &Game, seat: Seat) -> Option<Action> {
        self.inner.react(game, seat)
    }
    fn reacts(&self) -> bool {
        self.inner.reacts()
    }
    fn wants_events(&self) -> bool {
        self.inner.wants_events()
    }
    fn observe(&mut self, event: &SeenEvent) {
        self.inner.observe(event)
    }
    fn reset(&mut self, seed: u64) -> bool {
        self.inner.reset(seed)
    }
    fn trusted(&self) -> bool {
        self.inner.trusted()
    }
}

// ----- playing -------------------------------------------------------------------

/// How a round of a pairing ended, seen from the bot holding one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum End {
    SoloWon,
    OthersWon,
    NoWinner,
    Unfinished,
}

/// One deal of one pairing: `ends[0]` with A alone at the deal's seat,
/// `ends[1]` with B alone there.
#[derive(Clone, Copy, Debug)]
struct DealResult {
    ends: [End; 2],
}

/// Costs and faults, per bot, merged from every deal.
#[derive(Default)]
struct BotTotals {
    times: LatencyHist,
    faults: Faults,
    rounds: u64,
}

fn make_bot(
    cfg: &ArenaConfig,
    bot: usize,
    seat: usize,
    seed: u64,
) -> (AnyPlayer, Option<ErrorLog>) {
    match &cfg.entrants[bot] {
        Entrant::BuiltIn(spec) => (spec_bot(*spec, seed), None),
        Entrant::External(spec) => {
            let b = ExternalBot::start(spec.clone(), seat as Seat, cfg.players, seed);
            let log = b.error_log();
            (AnyBot::Other(Box::new(b)).into(), Some(log))
        }
    }
}

fn play_deal(
    cfg: &ArenaConfig,
    pairing: usize,
    deal: u64,
    totals: &[Mutex<BotTotals>],
) -> Result<DealResult, SimError> {
    let (a, b) = cfg.pairings[pairing];
    let n = cfg.players;
    let seed = game_seed(cfg.seed, deal);
    let solo_seat = (deal % n as u64) as usize;
    let mut ends = [End::NoWinner; 2];
    let mut game = Game::from_compiled(&cfg.rules, n, seed).map_err(SimError::Setup)?;
    let mut outcome = Outcome::default();
    for (g, (solo, rest)) in [(a, b), (b, a)].into_iter().enumerate() {
        game.restart(seed);
        let owner: Vec<usize> = (0..n)
            .map(|s| if s == solo_seat { solo } else { rest })
            .collect();
        let mut logs = Vec::with_capacity(n);
        let mut bots: Vec<Timed> = Vec::with_capacity(n);
        for (s, &o) in owner.iter().enumerate() {
            let (inner, log) = make_bot(cfg, o, s, bot_seed(seed, s));
            logs.push(log);
            bots.push(Timed {
                inner,
                times: LatencyHist::default(),
            });
        }
        play_game_capped_into(
            &mut game,
            &mut bots,
            Until::Round,
            driver_seed(seed),
            cfg.max_actions,
            &mut outcome,
            |_, _, _, _| {},
        )
        .map_err(|fault| SimError::Bot {
            index: deal,
            seed,
            fault: Box::new(fault),
        })?;
        ends[g] = if outcome.capped {
            End::Unfinished
        } else {
            match outcome.round_winners.last().copied().flatten() {
                Some(w) if w as usize == solo_seat => End::SoloWon,
                Some(_) => End::OthersWon,
                None => End::NoWinner,
            }
        };
        // Close external bots before reading their fault logs.
        let times: Vec<LatencyHist> = bots.into_iter().map(|t| t.times).collect();
        for (s, &o) in owner.iter().enumerate() {
            if let Ok(mut t) = totals[o].lock() {
                t.times.merge(&times[s]);
                if let Some(log) = &logs[s] {
                    if let Ok(m) = log.lock() {
                        for msg in m.iter() {
                            t.faults.count(msg);
                        }
                    }
                }
            }
        }
        for bot in [solo, rest] {
            if let Ok(mut t) = totals[bot].lock() {
                t.rounds += 1;
            }
        }
    }
    Ok(DealResult { ends })
}

/// Every pairing's deals in order, each bot's totals, and the seconds.
type Played = (Vec<Vec<DealResult>>, Vec<BotTotals>, f64);

/// Plays every pairing's deals on `cfg.threads` threads.
fn play_all(cfg: &ArenaConfig, progress: &ProgressBar) -> Result<Played, SimError> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(cfg.threads)
        .thread_name(|i| format!("uno-arena-{i}"))
        .build()
        .map_err(|e| SimError::Threads {
            threads: cfg.threads,
            message: e.to_string(),
        })?;
    let totals: Vec<Mutex<BotTotals>> = (0..cfg.names.len())
        .map(|_| Mutex::new(BotTotals::default()))
        .collect();
    let deals = cfg.deals;
    let jobs = cfg.pairings.len() as u64 * deals;
    let started = Instant::now();
    let results: Vec<DealResult> = pool.install(|| {
        (0..jobs)
            .into_par_iter()
            .map(|j| {
                let r = play_deal(cfg, (j / deals) as usize, j % deals, &totals);
                progress.inc(2);
                r
            })
            .collect::<Result<Vec<_>, _>>()
    })?;
    let seconds = started.elapsed().as_secs_f64();
    let by_pairing = results
        .chunks(deals as usize)
        .map(<[DealResult]>::to_vec)
        .collect();
    let totals = totals
        .into_iter()
        .map(|m| m.into_inner().unwrap_or_default())
        .collect();
    Ok((by_pairing, totals, seconds))
}

// ----- the report ----------------------------------------------------------------

/// How the ratings were computed (docs/arena.md).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RatingMethod {
    /// `bradley_terry_mm`: Bradley–Terry, fitted by Hunter's MM algorithm.
    pub model: &'static str,
    /// `elo`: 400·log10 of the strength.
    pub scale: &'static str,
    /// The bot rated [`ANCHOR_RATING`], or `null`: the mean is.
    pub anchor: Option<String>,
    pub anchor_rating: f64,
    /// `percentile_bootstrap_over_deals`.
    pub interval: &'static str,
    pub bootstrap_samples: usize,
    /// Virtual wins each way for every pair that met.
    pub prior_wins: f64,
    /// `winner_beats_every_seat_of_the_other_bot`.
    pub outcomes: &'static str,
}

/// One bot's results.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BotReport {
    pub name: String,
    /// `built_in` or `external`.
    pub kind: &'static str,
    /// Sees every hand (`peek`): a ceiling, not a player.
    pub research: bool,
    /// An external bot's command.
    pub command: Option<String>,
    pub rating: f64,
    pub rating_ci95: Option<[f64; 2]>,
    /// Rounds it played in (at one seat or more).
    pub rounds: u64,
    /// Wall time of `act` per decision.
    pub cost: Cost,
    /// An external bot's faults (`null` for a built-in bot).
    pub faults: Option<Faults>,
}

/// One pairing's results.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PairingReport {
    pub a: String,
    pub b: String,
    pub rounds: u64,
    pub unfinished: u64,
    pub no_winner: u64,
    /// A's win rate in the rounds where A held one seat (Wilson 95%).
    pub a_win: Rate,
    /// B's likewise.
    pub b_win: Rate,
    /// 1/N: the win rate of an equal bot at one seat.
    pub parity: f64,
    /// Pairwise outcomes fitted: how often a seat of A beat one of B, and
    /// the other way round.
    pub a_beats_b: f64,
    pub b_beats_a: f64,
}

/// Everything `uno arena` reports (`--json`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ArenaReport {
    /// `round_robin` or `gauntlet`.
    pub scheme: &'static str,
    pub gauntlet: Option<String>,
    pub players: usize,
    pub rules: RulesRef,
    pub rounds_per_pairing: u64,
    pub deals_per_pairing: u64,
    pub seed: u64,
    pub threads: usize,
    pub seconds: f64,
    /// The command line that produced the report.
    pub command: String,
    pub rating: RatingMethod,
    /// Best rating first.
    pub bots: Vec<BotReport>,
    pub pairings: Vec<PairingReport>,
}

fn build_report(
    cfg: &ArenaConfig,
    by_pairing: &[Vec<DealResult>],
    totals: &[BotTotals],
    seconds: f64,
    command: String,
) -> ArenaReport {
    let n = cfg.players;
    let rest_weight = (n - 1) as f64;
    let mut groups: Vec<Vec<Unit>> = Vec::new();
    let mut pairings = Vec::new();
    for (p, deals) in by_pairing.iter().enumerate() {
        let (a, b) = cfg.pairings[p];
        let mut units = Vec::with_capacity(deals.len());
        let (mut a_wins, mut a_trials, mut b_wins, mut b_trials) = (0u64, 0u64, 0u64, 0u64);
        let (mut unfinished, mut no_winner) = (0u64, 0u64);
        for d in deals {
            let mut u = Unit {
                a,
                b,
                a_wins: 0.0,
                b_wins: 0.0,
            };
            // Game 0: A alone at the seat; game 1: B alone there.
            for (g, &end) in d.ends.iter().enumerate() {
                let (solo_is_a, solo_wins, solo_trials, rest_wins, rest_trials) = if g == 0 {
                    (true, &mut a_wins, &mut a_trials, &mut b_wins, &mut b_trials)
                } else {
                    (
                        false,
                        &mut b_wins,
                        &mut b_trials,
                        &mut a_wins,
                        &mut a_trials,
                    )
                };
                match end {
                    End::Unfinished => {
                        unfinished += 1;
                        continue;
                    }
                    End::NoWinner => no_winner += 1,
                    _ => {}
                }
                *solo_trials += 1;
                if n == 2 {
                    // The other bot holds one seat too.
                    *rest_trials += 1;
                }
                // The winner beats every seat of the other bot.
                let (solo_beats, rest_beats) = match end {
                    End::SoloWon => {
                        *solo_wins += 1;
                        (rest_weight, 0.0)
                    }
                    End::OthersWon => {
                        if n == 2 {
                            *rest_wins += 1;
                        }
                        (0.0, 1.0)
                    }
                    _ => (0.0, 0.0),
                };
                if solo_is_a {
                    u.a_wins += solo_beats;
                    u.b_wins += rest_beats;
                } else {
                    u.b_wins += solo_beats;
                    u.a_wins += rest_beats;
                }
            }
            units.push(u);
        }
        let (a_beats_b, b_beats_a) = units
            .iter()
            .fold((0.0, 0.0), |(x, y), u| (x + u.a_wins, y + u.b_wins));
        pairings.push(PairingReport {
            a: cfg.names[a].clone(),
            b: cfg.names[b].clone(),
            rounds: deals.len() as u64 * 2,
            unfinished,
            no_winner,
            a_win: Rate::new(a_wins, a_trials),
            b_win: Rate::new(b_wins, b_trials),
            parity: 1.0 / n as f64,
            a_beats_b,
            b_beats_a,
        });
        groups.push(units);
    }
    let ratings = rate(
        cfg.names.len(),
        &groups,
        cfg.anchor,
        cfg.bootstrap,
        cfg.seed,
    );
    let mut bots: Vec<BotReport> = cfg
        .names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let (kind, research, command) = match &cfg.entrants[i] {
                Entrant::BuiltIn(s) => ("built_in", s.is_research(), None),
                Entrant::External(e) => ("external", false, Some(e.command.clone())),
            };
            BotReport {
                name: name.clone(),
                kind,
                research,
                command,
                rating: ratings.rating[i],
                rating_ci95: ratings.ci95[i],
                rounds: totals[i].rounds,
                cost: totals[i].times.summary(),
                faults: (kind == "external").then_some(totals[i].faults),
            }
        })
        .collect();
    bots.sort_by(|x, y| y.rating.total_cmp(&x.rating));
    ArenaReport {
        scheme: if cfg.gauntlet.is_some() {
            "gauntlet"
        } else {
            "round_robin"
        },
        gauntlet: cfg.gauntlet.map(|g| cfg.names[g].clone()),
        players: n,
        rules: RulesRef::of(cfg.rules.rules()),
        rounds_per_pairing: cfg.rounds_per_pairing(),
        deals_per_pairing: cfg.deals,
        seed: cfg.seed,
        threads: cfg.threads,
        seconds,
        command,
        rating: RatingMethod {
            model: "bradley_terry_mm",
            scale: "elo",
            anchor: cfg.anchor.map(|a| cfg.names[a].clone()),
            anchor_rating: ANCHOR_RATING,
            interval: "percentile_bootstrap_over_deals",
            bootstrap_samples: cfg.bootstrap,
            prior_wins: PRIOR_WINS,
            outcomes: "winner_beats_every_seat_of_the_other_bot",
        },
        bots,
        pairings,
    }
}

/// `12.3 ms`, `4.1 µs`, `850 ns`.
pub fn human_ms(ms: f64) -> String {
    if ms >= 1000.0 {
        format!("{:.2} s", ms / 1000.0)
    } else if ms >= 10.0 {
        format!("{ms:.0} ms")
    } else if ms >= 1.0 {
        format!("{ms:.1} ms")
    } else if ms >= 0.01 {
        format!("{:.0} µs", ms * 1000.0)
    } else if ms >= 0.001 {
        format!("{:.1} µs", ms * 1000.0)
    } else {
        format!("{:.0} ns", ms * 1e6)
    }
}

fn pct(r: &Rate) -> String {
    if r.trials == 0 {
        return "–".into();
    }
    format!(
        "{:.1}% [{:.1}, {:.1}]",
        r.rate * 100.0,
        r.ci95[0] * 100.0,
        r.ci95[1] * 100.0
    )
}

fn rules_name(r: &RulesRef) -> String {
    match r {
        RulesRef::Name(n) => n.clone(),
        RulesRef::Spec(spec) => {
            let mut s = spec.preset.clone().unwrap_or_else(|| "classic".into());
            if !spec.house.is_empty() {
                let _ = write!(s, " + {}", spec.house.join(", "));
            }
            s
        }
    }
}

impl ArenaReport {
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a report always serializes")
    }

    /// A's win rate against B (A at one seat), if they met.
    pub fn win_rate(&self, a: &str, b: &str) -> Option<Rate> {
        self.pairings.iter().find_map(|p| {
            if p.a == a && p.b == b {
                Some(p.a_win)
            } else if p.b == a && p.a == b {
                Some(p.b_win)
            } else {
                None
            }
        })
    }

    /// The opponents shown as columns: the gauntlet bot, or every bot.
    fn columns(&self) -> Vec<String> {
        match &self.gauntlet {
            Some(g) => vec![g.clone()],
            None => self.bots.iter().map(|b| b.name.clone()).collect(),
        }
    }

    fn rating_cell(&self, b: &BotReport) -> String {
        if self.rating.anchor.as_deref() == Some(b.name.as_str()) {
            return format!("{:.0} (anchor)", b.rating);
        }
        match b.rating_ci95 {
            Some([lo, hi]) => format!("{:.0} [{lo:.0}, {hi:.0}]", b.rating),
            None => format!("{:.0}", b.rating),
        }
    }

    pub fn to_text(&self) -> String {
        let mut s = String::new();
        let _ = writeln!(
            s,
            "uno arena: {}, {} rules, {} seats, {} rounds per pairing ({} paired deals), seed {}, {} thread{}, {:.1} s",
            if self.scheme == "gauntlet" {
                format!("gauntlet of {}", self.gauntlet.as_deref().unwrap_or("?"))
            } else {
                "round-robin".to_string()
            },
            rules_name(&self.rules),
            self.players,
            self.rounds_per_pairing,
            self.deals_per_pairing,
            self.seed,
            self.threads,
            if self.threads == 1 { "" } else { "s" },
            self.seconds
        );
        let _ = writeln!(
            s,
            "ratings: Bradley–Terry on the Elo scale, {} = {:.0}; 95% intervals from {} bootstrap samples over deals",
            self.rating.anchor.as_deref().unwrap_or("the mean"),
            self.rating.anchor_rating,
            self.rating.bootstrap_samples
        );
        let w = self
            .bots
            .iter()
            .map(|b| b.name.chars().count())
            .max()
            .unwrap_or(4)
            .max(4);
        let _ = writeln!(
            s,
            "\n  {:<w$}  {:>6}  {:<13}  {:>7}  {:>10}  {:>10}  faults",
            "bot", "rating", "95% interval", "rounds", "median", "p99"
        );
        for b in &self.bots {
            let ci = match b.rating_ci95 {
                Some([lo, hi]) => format!("[{lo:.0}, {hi:.0}]"),
                None => "–".into(),
            };
            let faults = match &b.faults {
                Some(f) => format!("{} ({})", f.total(), f.describe()),
                None => "–".into(),
            };
            let _ = writeln!(
                s,
                "  {:<w$}  {:>6.0}  {:<13}  {:>7}  {:>10}  {:>10}  {faults}{}",
                b.name,
                b.rating,
                ci,
                b.rounds,
                human_ms(b.cost.median_ms),
                human_ms(b.cost.p99_ms),
                if b.research {
                    "  (research: sees every hand)"
                } else {
                    ""
                }
            );
        }
        let _ = writeln!(
            s,
            "\nwin rate at one seat against {} (Wilson 95%; parity {:.1}%):",
            if self.players == 2 {
                "the other".to_string()
            } else {
                format!("{} of the other", self.players - 1)
            },
            100.0 / self.players as f64
        );
        for p in &self.pairings {
            let _ = writeln!(
                s,
                "  {} vs {}: {} {}, {} {}{}",
                p.a,
                p.b,
                p.a,
                pct(&p.a_win),
                p.b,
                pct(&p.b_win),
                if p.unfinished + p.no_winner > 0 {
                    format!(
                        " ({} unfinished, {} without a winner)",
                        p.unfinished, p.no_winner
                    )
                } else {
                    String::new()
                }
            );
        }
        s
    }

    /// The report as Markdown: the ratings with win rates against each
    /// column's bot and the cost per decision, then the command.
    pub fn to_markdown(&self) -> String {
        let mut s = String::new();
        let cols = self.columns();
        let vs = |c: &str| {
            if self.players == 2 {
                format!("1v1 vs `{c}`")
            } else {
                format!("{}-player vs {} × `{c}`", self.players, self.players - 1)
            }
        };
        let _ = write!(s, "| bot | rating [95% CI] |");
        for c in &cols {
            let _ = write!(s, " {} |", vs(c));
        }
        let _ = writeln!(s, " cost per decision (median / p99) |");
        let _ = write!(s, "|---|---|");
        for _ in &cols {
            let _ = write!(s, "---|");
        }
        let _ = writeln!(s, "---|");
        for b in &self.bots {
            let name = if b.research {
                format!("`{}` (sees all hands)", b.name)
            } else {
                format!("`{}`", b.name)
            };
            let _ = write!(s, "| {name} | {} |", self.rating_cell(b));
            for c in &cols {
                let cell = if *c == b.name {
                    format!("{:.0}% (parity)", 100.0 / self.players as f64)
                } else {
                    self.win_rate(&b.name, c)
                        .map(|r| pct(&r))
                        .unwrap_or_else(|| "–".into())
                };
                let _ = write!(s, " {cell} |");
            }
            let mut cost = format!(
                "{} / {}",
                human_ms(b.cost.median_ms),
                human_ms(b.cost.p99_ms)
            );
            if let Some(f) = &b.faults {
                if f.total() > 0 {
                    let _ = write!(cost, " ({} faults: {})", f.total(), f.describe());
                }
            }
            let _ = writeln!(s, " {cost} |");
        }
        let _ = writeln!(
            s,
            "\n{} of {}, {} rounds per pairing, seed {}, {} thread{}, {:.0} s:\n\n```sh\n{}\n```",
            if self.scheme == "gauntlet" {
                "Gauntlet"
            } else {
                "Round-robin"
            },
            rules_name(&self.rules),
            self.rounds_per_pairing,
            self.seed,
            self.threads,
            if self.threads == 1 { "" } else { "s" },
            self.seconds,
            self.command
        );
        s
    }
}

/// The command line as typed, quoted for a POSIX shell where needed.
pub fn command_line() -> String {
    let quote = |a: &str| {
        if !a.is_empty()
            && a.chars()
                .all(|c| c.is_ascii_alphanumeric() || "-_.,/@=:+%".contains(c))
        {
            a.to_string()
        } else {
            format!("'{}'", a.replace('\'', "'\\''"))
        }
    };
    let mut args: Vec<String> = std::env::args().collect();
    if let Some(first) = args.first_mut() {
        // `uno`, not the path it was started by.
        if Path::new(first.as_str())
            .file_name()
            .is_some_and(|f| f == "uno")
        {
            *first = "uno".into();
        }
    }
    args.iter().map(|a| quote(a)).collect::<Vec<_>>().join(" ")
}

/// Plays the arena of `cfg` and builds its report.
pub fn play(
    cfg: &ArenaConfig,
    progress: &ProgressBar,
    command: String,
) -> Result<ArenaReport, SimError> {
    let (by_pairing, totals, seconds) = play_all(cfg, progress)?;
    Ok(build_report(cfg, &by_pairing, &totals, seconds, command))
}

/// `uno arena`: validates the flags, plays, writes the files asked for and
/// prints the report.
pub fn run(args: &ArenaArgs) -> Result<(), SimError> {
    let cfg = ArenaConfig::from_args(args)?;
    // Fail before playing when an output cannot be written.
    if let Some(path) = args.json.as_ref().filter(|p| p.as_os_str() != "-") {
        std::fs::write(path, b"").map_err(|e| SimError::io("cannot create", path, e))?;
    }
    let bar = progress_bar(args.quiet, cfg.total_rounds());
    let report = play(&cfg, &bar, command_line());
    bar.finish_and_clear();
    let report = report?;
    if let Some(path) = &args.plot {
        crate::plot::plot_ratings(&report, path)?;
    }
    let mut text = None;
    if let Some(path) = &args.json {
        let json = report.to_json();
        if path.as_os_str() == "-" {
            text = Some(json);
        } else {
            std::fs::write(path, format!("{json}\n"))
                .map_err(|e| SimError::io("cannot write", path, e))?;
        }
    }
    let text = text.unwrap_or_else(|| {
        if args.markdown {
            report.to_markdown()
        } else {
            report.to_text()
        }
    });
    let mut stdout = std::io::stdout().lock();
    let _ = stdout.write_all(text.as_bytes());
    if !text.ends_with('\n') {
        let _ = stdout.write_all(b"\n");
    }
    let _ = stdout.flush();
    Ok(())
}

fn progress_bar(quiet: bool, total: u64) -> ProgressBar {
    if quiet || !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
    if let Ok(style) = ProgressStyle::with_template(
        "{elapsed_precise} [{wide_bar}] {human_pos}/{human_len} rounds  {rate}  ETA {eta}",
    ) {
        let rate = |state: &ProgressState, w: &mut dyn std::fmt::Write| {
            let _ = write!(w, "{:.1} rounds/s", state.per_sec());
        };
        bar.set_style(style.with_key("rate", rate).progress_chars("=> "));
    }
    bar.enable_steady_tick(Duration::from_millis(200));
    bar
}

/// Ratings by bot name (for tests and scripts).
pub fn ratings_by_name(r: &ArenaReport) -> BTreeMap<String, f64> {
    r.bots.iter().map(|b| (b.name.clone(), b.rating)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(bots: &str) -> ArenaArgs {
        ArenaArgs {
            bots: bots.split(',').map(String::from).collect(),
            players: 2,
            rounds: 4,
            bootstrap: 20,
            threads: Some(1),
            quiet: true,
            ..ArenaArgs::default()
        }
    }

    #[test]
    fn latency_buckets_are_within_a_sixteenth() {
        for ns in [
            0u64,
            5,
            31,
            32,
            33,
            100,
            1000,
            12_345,
            10_000_000,
            987_654_321,
        ] {
            let b = LatencyHist::bucket(ns);
            let mid = LatencyHist::middle(b);
            assert!(
                (mid - ns as f64).abs() <= ns as f64 / 16.0 + 0.5,
                "{ns}: bucket {b} middle {mid}"
            );
        }
        let mut h = LatencyHist::default();
        for us in 1..=100u64 {
            h.add(Duration::from_micros(us));
        }
        let c = h.summary();
        assert_eq!(c.decisions, 100);
        assert!((c.median_ms - 0.050).abs() < 0.004, "{c:?}");
        assert!((c.p99_ms - 0.099).abs() < 0.007, "{c:?}");
        assert!((c.max_ms - 0.100).abs() < 1e-9);
    }

    #[test]
    fn bad_arenas_are_one_line_errors() {
        for (bots, want) in [
            ("medium", "at least 2"),
            ("medium,medium", "given twice"),
            ("medium,genius", "unknown bot \"genius\""),
            ("medium,hard@0ms", "budget"),
            ("medium,easy@10ms", "only hard and peek"),
        ] {
            let e = ArenaConfig::from_args(&args(bots)).unwrap_err();
            assert!(e.to_string().contains(want), "{bots}: {e}");
            assert_eq!(e.code(), "usage");
        }
        let mut a = args("medium,easy");
        a.gauntlet = Some("hard".into());
        assert!(ArenaConfig::from_args(&a)
            .unwrap_err()
            .to_string()
            .contains("--gauntlet hard: not one of the bots"));
        let mut a = args("medium,easy");
        a.players = 11;
        assert!(ArenaConfig::from_args(&a).is_err());
        let mut a = args("medium,easy");
        a.external.bot = vec!["ext=cat".into()];
        assert!(ArenaConfig::from_args(&a)
            .unwrap_err()
            .to_string()
            .contains("not named in --bots"));
        let mut a = args("medium,easy");
        a.rules.house = vec!["no_such_rule".into()];
        assert_eq!(ArenaConfig::from_args(&a).unwrap_err().code(), "rules");
        let mut a = args("medium,easy");
        a.plot = Some("x.gif".into());
        assert!(ArenaConfig::from_args(&a).is_err());
    }

    #[test]
    fn pairings_anchor_and_rounding() {
        let cfg = ArenaConfig::from_args(&args("easy,medium,random")).unwrap();
        assert_eq!(cfg.pairings, vec![(0, 1), (0, 2), (1, 2)]);
        assert_eq!(cfg.anchor, Some(1));
        let mut a = args("easy,medium,random,peek");
        a.gauntlet = Some("random".into());
        a.rounds = 5;
        let cfg = ArenaConfig::from_args(&a).unwrap();
        assert_eq!(cfg.pairings, vec![(2, 0), (2, 1), (2, 3)]);
        assert_eq!(cfg.rounds_per_pairing(), 6, "odd rounds are rounded up");
        let mut a = args("HARD@100ms,random");
        a.anchor = Some("hard@100ms".into());
        let cfg = ArenaConfig::from_args(&a).unwrap();
        assert_eq!(cfg.names, vec!["hard@100ms", "random"]);
        assert_eq!(cfg.anchor, Some(0));
        let cfg = ArenaConfig::from_args(&args("easy,random")).unwrap();
        assert_eq!(cfg.anchor, None, "no medium: the mean is 1500");
    }

    #[test]
    fn a_small_arena_is_deterministic_whatever_the_threads() {
        let mut a = args("random,medium,easy");
        a.rounds = 40;
        a.players = 3;
        a.seed = 9;
        let cfg = ArenaConfig::from_args(&a).unwrap();
        let hidden = ProgressBar::hidden();
        let one = play(&cfg, &hidden, "x".into()).unwrap();
        let mut cfg2 = cfg.clone();
        cfg2.threads = 3;
        let two = play(&cfg2, &hidden, "x".into()).unwrap();
        assert_eq!(one.pairings, two.pairings);
        assert_eq!(ratings_by_name(&one), ratings_by_name(&two));
        assert_eq!(one.rating.anchor.as_deref(), Some("medium"));
        assert_eq!(ratings_by_name(&one)["medium"], ANCHOR_RATING);
        for p in &one.pairings {
            assert_eq!(p.rounds, 40);
            // N = 3: each bot holds one seat in half the rounds.
            assert_eq!(p.a_win.trials + p.unfinished, 20, "{p:?}");
            assert_eq!(p.b_win.trials, 20);
        }
        for b in &one.bots {
            assert_eq!(b.rounds, 80, "two pairings of 40 rounds");
            assert!(b.cost.decisions > 0);
            assert!(b.faults.is_none());
        }
        let md = one.to_markdown();
        assert!(md.contains("| `medium` | 1500 (anchor) |"), "{md}");
        assert!(md.contains("3-player vs 2 × `random`"), "{md}");
        // Only the anchor is called so, even when another bot's interval
        // is a point (every bootstrap sample alike).
        let mut odd = one.clone();
        for b in &mut odd.bots {
            if b.name == "easy" {
                b.rating_ci95 = Some([b.rating, b.rating]);
            }
        }
        let md = odd.to_markdown();
        assert_eq!(md.matches("(anchor)").count(), 1, "{md}");
    }
}
