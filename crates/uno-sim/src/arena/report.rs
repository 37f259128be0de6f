//! The report of a run ([`ArenaReport`], `--json`): pairwise outcomes
//! from the deals' ends, Bradley–Terry ratings with bootstrap intervals
//! ([`crate::rating`]), win rates with Wilson intervals, and each bot's
//! cost per decision.

use serde::Serialize;
use uno_core::scenario::RulesRef;

use super::config::{ArenaConfig, Entrant};
use super::latency::Cost;
use super::matches::{BotTotals, DealResult, End};
use crate::rating::{rate, Unit, ANCHOR_RATING, PRIOR_WINS};
use crate::stats::{Faults, Rate};

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
    /// A's win rate in the rounds where A held one seat, or with teams
    /// one team (Wilson 95%).
    pub a_win: Rate,
    /// B's likewise.
    pub b_win: Rate,
    /// 1/N (with teams, 1/teams): the win rate of an equal bot at one
    /// side.
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
    /// The sides of a deal: `players`, or with teams (R15) the number of
    /// teams; a bot holds one side against the others (parity 1/sides).
    pub sides: usize,
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

pub(super) fn build_report(
    cfg: &ArenaConfig,
    by_pairing: &[Vec<DealResult>],
    totals: &[BotTotals],
    seconds: f64,
    command: String,
) -> ArenaReport {
    // Sides: seats, or with teams (R15) teams; a side of A is alone
    // against the other sides, all B's.
    let n = cfg.sides();
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
                Entrant::Team(pair) => ("team", pair.iter().any(|s| s.is_research()), None),
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
        players: cfg.players,
        sides: n,
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
