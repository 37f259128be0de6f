//! The summary of a run: built from a [`Tally`], printed as text or JSON.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use serde::Serialize;
use uno_bots::{Level, Until};

use crate::stats::Faults;
use uno_core::scenario::RulesRef;

use crate::args::Config;
use crate::effects::EffectCounts;
use crate::stats::{pooled_rate, Rate, Spread, Tally};

/// One seat's results.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SeatResult {
    pub seat: usize,
    pub bot: String,
    #[serde(flatten)]
    pub win: Rate,
    /// An external bot's faults (`null` for a built-in bot).
    pub faults: Option<Faults>,
}

/// One bot level's results, its seats pooled: `trials` counts every
/// (game, seat) of the level and `rate` is the share of them won; the
/// interval takes the games as the trials ([`crate::stats::pooled_rate`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BotResult {
    pub bot: String,
    pub seats: Vec<usize>,
    #[serde(flatten)]
    pub win: Rate,
    /// An external bot's faults, its seats pooled (`null` for a built-in
    /// bot).
    pub faults: Option<Faults>,
}

/// One team's results (R15): both partners' games, won together.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TeamResult {
    pub team: usize,
    /// Its seats: `team` and `team + N/2` (R15.1).
    pub seats: Vec<usize>,
    /// The bots at those seats, in seat order.
    pub bots: Vec<String>,
    /// Games won by the team out of all games, with the 95% Wilson
    /// interval.
    #[serde(flatten)]
    pub win: Rate,
}

/// The first player's advantage: how often the seat that took the first
/// ordinary turn of round 1 won the game, against the fair share: what
/// a seat wins when seats do not matter (see [`fair_share`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FirstPlayer {
    #[serde(flatten)]
    pub win: Rate,
    /// The fair share, `fair_share.0 / fair_share.1`: 1/N, 1/(N/2) with
    /// teams, (N−1)/N under `last_holding_loses`.
    pub fair: f64,
    /// rate − fair.
    pub advantage: f64,
    /// Whether the fair share lies outside the 95% interval.
    pub significant: bool,
    /// The fair share as a fraction (numerator, denominator), for the
    /// text and the plot.
    #[serde(skip)]
    pub fair_share: (usize, usize),
}

/// The share of games a seat wins when seats do not matter, as a
/// fraction: one winner among N players (1/N); with teams (R15.3,
/// R15.4) a seat wins with its partner, one team of N/2 (1/(N/2)); under
/// R13 `last_holding_loses` every player but the one left holding cards
/// wins ((N−1)/N). Ties (R12.3) are rare and left out.
pub fn fair_share(rules: &uno_core::Rules, players: usize) -> (usize, usize) {
    if rules.teams().on() {
        (1, players / 2)
    } else if rules.players_leave_when_out() {
        (players - 1, players)
    } else {
        (1, players)
    }
}

/// A game stopped by the cap on a round's actions (`--max-actions`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Unfinished {
    /// Its index in the run (from 0).
    pub game: u64,
    /// The seed it was dealt from (`Game::restart`, the scenario's seed).
    pub seed: u64,
}

/// Everything `uno sim` reports. Win rates count a shared win (R12.3) as a
/// win for each tied winner, so with ties the seats' rates add up to more
/// than 1 (`games_with_shared_win` says how often). So do they with teams
/// (R15: both partners win) and under R13 `last_holding_loses` (every
/// player but the loser wins), which are not ties.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Summary {
    /// Finished games: everything below counts these only.
    pub games: u64,
    /// Games stopped unfinished by the cap on a round's actions (a bug in
    /// the rules or the engine: every round ends, R6.5); not in `games`.
    pub games_unfinished: u64,
    /// The first 100 of them, with their seeds.
    pub unfinished: Vec<Unfinished>,
    /// The cap: actions in one round (`--max-actions`).
    pub max_actions: u64,
    /// `games` (to the end R12 sets) or `rounds` (one round each).
    pub mode: &'static str,
    pub rules: RulesRef,
    pub bots: Vec<String>,
    pub seed: u64,
    pub threads: usize,
    pub seconds: f64,
    pub games_per_sec: f64,
    /// Ordinary turns (R4.1) per game; out-of-turn actions not counted.
    pub turns_per_game: f64,
    pub rounds_per_game: f64,
    /// Every applied action per game (turns, answers, catches, jump-ins…).
    pub actions_per_game: f64,
    /// Seat → fraction of games won.
    pub win_rate_by_seat: Vec<f64>,
    pub win_rate_by_seat_ci95: Vec<[f64; 2]>,
    /// Bot level → fraction of games won per seat of that level (its
    /// seats pooled).
    pub win_rate_by_bot: BTreeMap<String, f64>,
    /// Its 95% interval, with the games as the trials
    /// ([`crate::stats::pooled_rate`]).
    pub win_rate_by_bot_ci95: BTreeMap<String, [f64; 2]>,
    pub seats: Vec<SeatResult>,
    pub by_bot: Vec<BotResult>,
    /// R15: one entry per team, with its 95% interval (absent without
    /// teams). The fair share is 1 / (number of teams).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub team_win_rate: Option<Vec<TeamResult>>,
    pub first_player: FirstPlayer,
    pub games_with_shared_win: u64,
    pub games_without_winner: u64,
    pub turns_per_round: Spread,
    /// R12.1 points left in the other hands at the end of each round.
    pub points_per_round: Spread,
    /// With `--effects` only.
    pub effects: Option<EffectCounts>,
}

impl Summary {
    pub fn new(cfg: &Config, t: &Tally, seconds: f64) -> Summary {
        let games = t.games.max(1) as f64;
        let n = cfg.players();
        let seats: Vec<SeatResult> = (0..n)
            .map(|s| SeatResult {
                seat: s,
                bot: cfg.seat_name(s),
                win: Rate::new(t.wins[s], t.games),
                faults: cfg.is_external(s).then_some(t.faults[s]),
            })
            .collect();
        // Built-in levels first (in level order), then external bots.
        let key = |s: usize| -> (Option<&str>, Level, String) {
            let spec = &cfg.lineup[s];
            match &cfg.externals.get(s) {
                Some(Some(ext)) => (Some(ext.label.as_str()), spec.level, String::new()),
                _ => (None, spec.level, spec.to_string()),
            }
        };
        let mut keys: Vec<(Option<&str>, Level, String)> = (0..n).map(key).collect();
        keys.sort();
        keys.dedup();
        let by_bot: Vec<BotResult> = keys
            .iter()
            .map(|k| {
                let at: Vec<usize> = (0..n).filter(|&s| key(s) == *k).collect();
                let wins = at.iter().map(|&s| t.wins[s]).sum();
                let faults = cfg.is_external(at[0]).then(|| {
                    let mut f = Faults::default();
                    for &s in &at {
                        f.merge(&t.faults[s]);
                    }
                    f
                });
                // Σ over games of (the level's wins in the game)².
                let wins_sq = at
                    .iter()
                    .flat_map(|&a| at.iter().map(move |&b| (a, b)))
                    .map(|(a, b)| if a == b { t.wins[a] } else { t.co_wins[a][b] })
                    .sum();
                BotResult {
                    bot: cfg.seat_name(at[0]),
                    win: pooled_rate(wins, wins_sq, t.games, at.len() as u64),
                    seats: at,
                    faults,
                }
            })
            .collect();
        let teams = cfg.rules.rules().teams();
        let team_win_rate = teams.on().then(|| {
            (0..teams.count(n))
                .map(|team| {
                    let seats: Vec<usize> = teams
                        .seats(team as u8, n)
                        .into_iter()
                        .map(|s| s.index())
                        .collect();
                    TeamResult {
                        team,
                        bots: seats.iter().map(|&s| cfg.seat_name(s)).collect(),
                        seats,
                        win: Rate::new(t.team_wins[team], t.games),
                    }
                })
                .collect()
        });
        let first = Rate::new(t.first_wins, t.first_games);
        let fair_share = fair_share(cfg.rules.rules(), n);
        let fair = fair_share.0 as f64 / fair_share.1 as f64;
        Summary {
            games: t.games,
            games_unfinished: t.unfinished,
            unfinished: t
                .unfinished_games
                .iter()
                .map(|&(game, seed)| Unfinished { game, seed })
                .collect(),
            max_actions: cfg.max_actions,
            mode: match cfg.until {
                Until::Round => "rounds",
                Until::Game => "games",
            },
            rules: RulesRef::of(cfg.rules.rules()),
            bots: (0..n).map(|s| cfg.seat_name(s)).collect(),
            seed: cfg.seed,
            threads: cfg.threads,
            seconds,
            games_per_sec: if seconds > 0.0 {
                t.games as f64 / seconds
            } else {
                0.0
            },
            turns_per_game: t.turns as f64 / games,
            rounds_per_game: t.rounds as f64 / games,
            actions_per_game: t.actions as f64 / games,
            win_rate_by_seat: seats.iter().map(|s| s.win.rate).collect(),
            win_rate_by_seat_ci95: seats.iter().map(|s| s.win.ci95).collect(),
            win_rate_by_bot: by_bot.iter().map(|b| (b.bot.clone(), b.win.rate)).collect(),
            win_rate_by_bot_ci95: by_bot.iter().map(|b| (b.bot.clone(), b.win.ci95)).collect(),
            seats,
            by_bot,
            team_win_rate,
            first_player: FirstPlayer {
                win: first,
                fair,
                advantage: first.rate - fair,
                significant: !first.contains(fair),
                fair_share,
            },
            games_with_shared_win: t.shared_wins,
            games_without_winner: t.no_winner,
            turns_per_round: t.turns_per_round.summary(),
            points_per_round: t.points_per_round.summary(),
            effects: t.effects.clone(),
        }
    }

    /// The summary without what depends on the machine (time, speed,
    /// threads): equal for equal flags and seed.
    pub fn timeless(&self) -> Summary {
        Summary {
            threads: 0,
            seconds: 0.0,
            games_per_sec: 0.0,
            ..self.clone()
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a summary always serializes")
    }

    /// The human-readable summary.
    pub fn to_text(&self) -> String {
        let mut s = String::new();
        let rules = self.rules.label();
        let played = self.games + self.games_unfinished;
        let _ = writeln!(
            s,
            "{played} {} of {rules}, {} seats: {} (seed {}, {} thread{})",
            match (self.mode == "rounds", played == 1) {
                (true, true) => "single round",
                (true, false) => "single rounds",
                (false, true) => "game",
                (false, false) => "games",
            },
            self.bots.len(),
            self.bots.join(", "),
            self.seed,
            self.threads,
            if self.threads == 1 { "" } else { "s" }
        );
        let speed = if self.games_per_sec >= 100.0 {
            format!("{:.0}", self.games_per_sec)
        } else {
            format!("{:.3}", self.games_per_sec)
        };
        let _ = writeln!(s, "time            {:.3} s, {speed} games/s", self.seconds);
        let _ = writeln!(
            s,
            "per game        {:.1} turns, {:.2} rounds, {:.1} actions",
            self.turns_per_game, self.rounds_per_game, self.actions_per_game
        );
        let spread = |x: &Spread| {
            format!(
                "mean {:.1}, median {}, p95 {}, max {}",
                x.mean, x.median, x.p95, x.max
            )
        };
        let _ = writeln!(s, "turns/round     {}", spread(&self.turns_per_round));
        let _ = writeln!(s, "points/round    {}", spread(&self.points_per_round));
        // The bot column as wide as its longest name (`hard@20000`,
        // `learned@FILE`), so the rates stay in one column.
        let w = self
            .seats
            .iter()
            .map(|r| r.bot.chars().count())
            .max()
            .unwrap_or(0)
            .max(7);
        let _ = writeln!(s, "\nwin rate by seat (95% Wilson interval):");
        for r in &self.seats {
            let _ = writeln!(
                s,
                "  seat {:<2} {:<w$} {:>7.4}  [{:.4}, {:.4}]  {} wins",
                r.seat, r.bot, r.win.rate, r.win.ci95[0], r.win.ci95[1], r.win.wins
            );
        }
        let _ = writeln!(s, "win rate by bot (per seat, seats of a level pooled):");
        let w = w.max(10);
        for b in &self.by_bot {
            let _ = writeln!(
                s,
                "  {:<w$} {:>7.4}  [{:.4}, {:.4}]  {} wins in {} seat-games",
                b.bot, b.win.rate, b.win.ci95[0], b.win.ci95[1], b.win.wins, b.win.trials
            );
        }
        if let Some(teams) = &self.team_win_rate {
            let _ = writeln!(s, "win rate by team (R15, partners opposite):");
            for t in teams {
                let seats: Vec<String> = t
                    .seats
                    .iter()
                    .zip(&t.bots)
                    .map(|(s, b)| format!("{s} {b}"))
                    .collect();
                let _ = writeln!(
                    s,
                    "  team {:<2} {:<22} {:>7.4}  [{:.4}, {:.4}]  {} wins",
                    t.team,
                    seats.join(" + "),
                    t.win.rate,
                    t.win.ci95[0],
                    t.win.ci95[1],
                    t.win.wins
                );
            }
        }
        for r in &self.seats {
            if let Some(f) = &r.faults {
                let _ = writeln!(
                    s,
                    "external bot    seat {} {}: {} fault{} ({})",
                    r.seat,
                    r.bot,
                    f.total(),
                    if f.total() == 1 { "" } else { "s" },
                    f.describe()
                );
            }
        }
        let f = &self.first_player;
        let _ = writeln!(
            s,
            "first player    {:.4} [{:.4}, {:.4}] vs {}/{} = {:.4}: advantage {:+.4}{}",
            f.win.rate,
            f.win.ci95[0],
            f.win.ci95[1],
            f.fair_share.0,
            f.fair_share.1,
            f.fair,
            f.advantage,
            if f.significant {
                " (significant)"
            } else {
                " (within the interval)"
            }
        );
        if self.games_unfinished > 0 {
            // The text names ten; the JSON lists up to a hundred.
            let listed: Vec<String> = self
                .unfinished
                .iter()
                .take(10)
                .map(|u| format!("game {} (seed {})", u.game, u.seed))
                .collect();
            let more = self.games_unfinished - listed.len() as u64;
            let _ = writeln!(
                s,
                "UNFINISHED      {} of {} games: a round passed {} actions (--max-actions: a very long round, or a bug if a higher cap never ends it), not counted above: {}{}",
                self.games_unfinished,
                self.games + self.games_unfinished,
                self.max_actions,
                listed.join(", "),
                if more > 0 {
                    format!(" and {more} more")
                } else {
                    String::new()
                }
            );
        }
        if self.games_with_shared_win > 0 || self.games_without_winner > 0 {
            let _ = writeln!(
                s,
                "ties            {} games with a shared win (a win for each), {} without a winner",
                self.games_with_shared_win, self.games_without_winner
            );
        }
        if let Some(fx) = &self.effects {
            let _ = writeln!(s, "\ncard effects (total, per game):");
            let games = self.games.max(1) as f64;
            for (name, n) in fx.rows() {
                if n > 0 {
                    let _ = writeln!(s, "  {name:<18} {n:>12} {:>10.3}", n as f64 / games);
                }
            }
        }
        s
    }
}
