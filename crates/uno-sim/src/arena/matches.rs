//! Playing the matches: every pairing's paired deals on a thread pool,
//! each deal twice with the same cards (A alone at the deal's seat, then
//! B), each seat's bot timed by a stopwatch, and each bot's decision
//! times and faults merged from every deal.

use std::sync::Mutex;
use std::time::Instant;

use indicatif::ProgressBar;
use rayon::prelude::*;
use uno_bots::driver::play_game_capped_into;
use uno_bots::external::{ErrorLog, ExternalBot};
use uno_bots::{AnyBot, AnyPlayer, Outcome, Player, Until};
use uno_core::{Action, Game, Seat, SeenEvent};

use super::config::{ArenaConfig, Entrant};
use super::latency::LatencyHist;
use crate::error::SimError;
use crate::play::spec_bot;
use crate::seeds::{bot_seed, driver_seed, game_seed};
use crate::stats::Faults;

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

/// How a round of a pairing ended, seen from the bot holding one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum End {
    SoloWon,
    OthersWon,
    NoWinner,
    Unfinished,
}

/// One deal of one pairing: `ends[0]` with A alone at the deal's seat,
/// `ends[1]` with B alone there.
#[derive(Clone, Copy, Debug)]
pub(super) struct DealResult {
    pub(super) ends: [End; 2],
}

/// Costs and faults, per bot, merged from every deal.
#[derive(Default)]
pub(super) struct BotTotals {
    pub(super) times: LatencyHist,
    pub(super) faults: Faults,
    pub(super) rounds: u64,
}

fn make_bot(
    cfg: &ArenaConfig,
    bot: usize,
    seat: usize,
    seed: u64,
) -> (AnyPlayer, Option<ErrorLog>) {
    match &cfg.entrants[bot] {
        Entrant::BuiltIn(spec) => (spec_bot(spec, seed), None),
        Entrant::Team([first, partner]) => {
            // R15.1: the team's first seat (below N/2) plays the first
            // bot of the line-up, the partner opposite the second.
            let spec = if seat < cfg.players / 2 {
                first
            } else {
                partner
            };
            (spec_bot(spec, seed), None)
        }
        Entrant::External(spec) => {
            let seat = Seat::try_from(seat).expect("a table has at most ten seats (R2.1)");
            let b = ExternalBot::start(spec.clone(), seat, cfg.players, seed);
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
    // The deal's solo side: a seat, or with teams (R15) a team.
    let solo_side = (deal % cfg.sides() as u64) as usize;
    let mut ends = [End::NoWinner; 2];
    let mut game = Game::from_compiled(&cfg.rules, n, seed).map_err(SimError::Setup)?;
    let mut outcome = Outcome::default();
    for (g, (solo, rest)) in [(a, b), (b, a)].into_iter().enumerate() {
        game.restart(seed);
        let owner: Vec<usize> = (0..n)
            .map(|s| {
                if cfg.side_of(s) == solo_side {
                    solo
                } else {
                    rest
                }
            })
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
                Some(w) if cfg.side_of(w.index()) == solo_side => End::SoloWon,
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
pub(super) type Played = (Vec<Vec<DealResult>>, Vec<BotTotals>, f64);

/// Plays every pairing's deals on `cfg.threads` threads.
pub(super) fn play_all(cfg: &ArenaConfig, progress: &ProgressBar) -> Result<Played, SimError> {
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
