//! A recorded game reviewed by the [`Coach`]: every decision of the seats
//! asked for, rated from that seat's information at that moment
//! (`uno analyse`).
//!
//! The review replays the record on the engine, but hands each seat's
//! coach only what that seat saw: the events projected for it
//! ([`uno_core::Event::project`]) and its [`Observation`] before each of
//! its decisions. A decision is an action the seat sent when it was to
//! act, other than an UNO call or a catch (free actions, R10.2) and
//! `next_round`; out-of-turn jump-ins (R13) are not rated either.
//!
//! A play that left its seat exposed (R10.1: one card left, no UNO call
//! with it) is followed until the window closes (R10.2): if the seat did
//! not call before then (it was caught, or another seat acted, or its hand
//! changed), the decision is marked as a missed UNO call
//! ([`Decision::missed_uno`]), at least a mistake. The coach rates a play
//! as if made with its call, so its win probabilities cannot show this.

use uno_core::scenario::{Scenario, ScenarioError};
use uno_core::{Action, Game, Observation, Seat, Viewer};

use crate::coach::{Advice, Coach, CoachConfig, Mark};
use crate::hard::HardBot;

/// One rated decision.
#[derive(Clone, Debug, PartialEq)]
pub struct Decision {
    /// The action's index in the record (0-based).
    pub index: usize,
    /// The round it was in (1-based).
    pub round: u32,
    pub seat: Seat,
    /// The action sent.
    pub action: Action,
    /// The coach's ratings.
    pub advice: Advice,
    /// The candidate that the action sent is, in `advice.ratings`.
    pub played: usize,
    /// R10.1: the play left the seat one card without an UNO call, and it
    /// did not call before the window closed (R10.2: caught, another seat
    /// acted, or its hand changed). Such a decision is marked at least a
    /// mistake ([`Decision::mark`]). `false` while the record ends with the
    /// window still open.
    pub missed_uno: bool,
}

impl Decision {
    /// The estimated win probability after the action played.
    pub fn win(&self) -> f64 {
        self.advice.ratings[self.played].win
    }
    /// After the best action.
    pub fn best_win(&self) -> f64 {
        self.advice.best_win()
    }
    pub fn best(&self) -> &Action {
        self.advice.best_action()
    }
    /// Win probability lost against the best action.
    pub fn loss(&self) -> f64 {
        self.advice.loss(self.played)
    }
    /// The coach's mark for the loss of win probability; a missed UNO
    /// call ([`Decision::missed_uno`]) is at least a mistake, whatever the
    /// loss and also for a forced decision: the risk of a catch and a
    /// 2-card penalty (R10.2) is not in the ratings, which rate each play
    /// with its call.
    pub fn mark(&self) -> Option<Mark> {
        match self.advice.mark(self.played) {
            None if self.missed_uno => Some(Mark::Mistake),
            m => m,
        }
    }
    /// Whether the seat had one candidate only.
    pub fn forced(&self) -> bool {
        self.advice.ratings.len() == 1
    }
}

/// A reviewed game.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    pub players: usize,
    /// The seats reviewed.
    pub seats: Vec<Seat>,
    pub decisions: Vec<Decision>,
    /// For each round that ended, its number and whether each seat won
    /// it (R11; under `last_holding_loses`, whether it went out, R13).
    pub round_wins: Vec<(u32, Vec<bool>)>,
}

impl Review {
    /// Whether `seat` won round `round`; `None` if that round
    /// did not end in the record.
    pub fn won(&self, seat: Seat, round: u32) -> Option<bool> {
        let (_, r) = self.round_wins.iter().find(|(n, _)| *n == round)?;
        r.get(seat.index()).copied()
    }
}

/// Why a record cannot be reviewed.
#[derive(Debug)]
pub enum ReviewError {
    /// The scenario does not build (a bad rule name, an impossible
    /// position).
    Scenario(ScenarioError),
    /// An action of the record is rejected by the engine.
    Rejected {
        index: usize,
        action: Action,
        error: uno_core::ActionError,
    },
    /// A seat asked for is not at the table.
    Seat { seat: Seat, players: usize },
}

impl std::fmt::Display for ReviewError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReviewError::Scenario(e) => e.fmt(f),
            ReviewError::Rejected {
                index,
                action,
                error,
            } => write!(
                f,
                "actions[{index}] ({action}) is rejected: {error} ({})",
                error.code()
            ),
            ReviewError::Seat { seat, players } => write!(
                f,
                "seat {seat} is not at the table (seats 0 to {})",
                players - 1
            ),
        }
    }
}

impl std::error::Error for ReviewError {}

/// Whether `action` by `seat` in `game` (before it is applied) is a
/// decision the coach rates (see the module docs).
fn is_decision(game: &Game, seat: Seat, action: &Action) -> bool {
    game.to_act() == Some(seat)
        && !matches!(
            action,
            Action::Uno | Action::Catch { .. } | Action::NextRound
        )
}

/// The decisions of `seats` (all seats when empty) in the record (cheap:
/// no rating), for a progress bar.
pub fn count_decisions(scenario: &Scenario, seats: &[Seat]) -> Result<usize, ReviewError> {
    let mut game = scenario
        .build(&mut Vec::new())
        .map_err(ReviewError::Scenario)?;
    let mut n = 0;
    for (index, a) in scenario.actions.iter().enumerate() {
        if (seats.is_empty() || seats.contains(&a.by)) && is_decision(&game, a.by, &a.action) {
            n += 1;
        }
        game.apply(a.by, &a.action, &mut uno_core::NoEvents)
            .map_err(|error| ReviewError::Rejected {
                index,
                action: a.action.clone(),
                error,
            })?;
    }
    Ok(n)
}

/// Reviews the decisions of `seats` (all seats when empty) in a recorded
/// game; `seed` fixes the coaches' samples. `progress` is called after
/// each decision rated.
pub fn review(
    scenario: &Scenario,
    seats: &[Seat],
    cfg: CoachConfig,
    seed: u64,
    progress: impl FnMut(&Decision),
) -> Result<Review, ReviewError> {
    review_picked(scenario, seats, cfg, seed, |_| true, progress)
}

/// [`review`], rating only the decisions `pick` chooses by their number
/// (0, 1, … among the decisions of `seats`, as [`count_decisions`]
/// counts them); the coaches follow every event all the same.
pub fn review_picked(
    scenario: &Scenario,
    seats: &[Seat],
    cfg: CoachConfig,
    seed: u64,
    mut pick: impl FnMut(usize) -> bool,
    mut progress: impl FnMut(&Decision),
) -> Result<Review, ReviewError> {
    let mut events = Vec::new();
    let mut game = scenario.build(&mut events).map_err(ReviewError::Scenario)?;
    let players = game.players();
    let seats: Vec<Seat> = if seats.is_empty() {
        Seat::all(players).collect()
    } else {
        seats.to_vec()
    };
    if let Some(&seat) = seats.iter().find(|s| s.index() >= players) {
        return Err(ReviewError::Seat { seat, players });
    }
    let mut coaches: Vec<Option<Coach>> = Seat::all(players)
        .map(|s| {
            seats.contains(&s).then(|| {
                let k = s.index() as u64 + 1;
                Coach::new(seed ^ k.wrapping_mul(0x9e37_79b9_7f4a_7c15), cfg)
            })
        })
        .collect();
    let feed = |coaches: &mut [Option<Coach>], events: &[uno_core::Event]| {
        for (s, c) in Seat::all(players).zip(coaches.iter_mut()) {
            if let Some(c) = c {
                for e in events {
                    c.observe(&e.project(Viewer::Seat(s)));
                }
            }
        }
    };
    feed(&mut coaches, &events);
    let mut out = Review {
        players,
        seats: seats.clone(),
        decisions: Vec::new(),
        round_wins: Vec::new(),
    };
    let mut ordinal = 0;
    // A rated play that left its seat exposed (R10.1), while the window to
    // call or catch is open: (its index in `out.decisions`, the seat).
    let mut exposed: Option<(usize, Seat)> = None;
    for (index, a) in scenario.actions.iter().enumerate() {
        if a.by.index() >= players {
            return Err(ReviewError::Seat {
                seat: a.by,
                players,
            });
        }
        if let Some(coach) = coaches[a.by.index()].as_mut() {
            let decision = is_decision(&game, a.by, &a.action);
            ordinal += decision as usize;
            if decision && pick(ordinal - 1) {
                let obs: Observation<'_> = game.observe(a.by);
                if let Some(advice) = coach.advise(&obs) {
                    if let Some(played) = advice.find(&a.action) {
                        let d = Decision {
                            index,
                            round: game.round(),
                            seat: a.by,
                            action: a.action.clone(),
                            advice,
                            played,
                            missed_uno: false,
                        };
                        progress(&d);
                        out.decisions.push(d);
                    }
                }
            }
        }
        let was_over = game.round_over();
        let rated = out.decisions.last().is_some_and(|d| d.index == index);
        events.clear();
        game.apply(a.by, &a.action, &mut events)
            .map_err(|error| ReviewError::Rejected {
                index,
                action: a.action.clone(),
                error,
            })?;
        feed(&mut coaches, &events);
        // R10.2: the window closes when the seat calls, is caught, another
        // seat acts or the seat's hand changes; only its own call in time
        // makes the play right.
        if let Some((i, seat)) = exposed {
            if game.exposed() != Some(seat) {
                let called = a.by == seat && a.action == Action::Uno;
                out.decisions[i].missed_uno = !called;
                exposed = None;
            }
        }
        if rated && game.exposed() == Some(a.by) {
            exposed = Some((out.decisions.len() - 1, a.by));
        }
        if game.round_over() && !was_over {
            out.round_wins.push((
                game.round(),
                Seat::all(players)
                    .map(|s| HardBot::result(&game, s, game.partner(s)) >= 0.5)
                    .collect(),
            ));
        }
    }
    Ok(out)
}
