//! Plays games with bots. After every action, seats with out-of-turn
//! actions (a catch, an UNO call, a jump-in) are offered them, starting
//! from a seat drawn at random so no seat is always first (in a live game
//! the first to arrive wins; here every seat gets the same chance).

use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use smallvec::SmallVec;
use uno_core::game::Phase;
use uno_core::{Action, ActionError, Event, Game, NoEvents, Seat, Viewer};

use crate::Bot;

/// How far to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Until {
    /// The current round only.
    Round,
    /// The whole game (R12: to the target, or as the scoring says).
    Game,
}

/// Up to ten values, one per seat, kept inline (no allocation per game).
pub type PerSeat<T> = SmallVec<[T; 10]>;

/// What happened in a played game. Allocation-free for games of up to
/// four rounds, so simulations can play millions.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    pub rounds: u32,
    /// Every action applied, out-of-turn ones included.
    pub actions: u64,
    /// Ordinary turns taken (a play or a draw at one's turn, R4.1).
    pub turns: u64,
    /// Out-of-turn actions (catches, UNO calls, jump-ins) applied.
    pub reactions: u64,
    /// Ordinary turns in each round played.
    pub round_turns: SmallVec<[u64; 4]>,
    pub round_winners: SmallVec<[Option<Seat>; 4]>,
    /// Points held in each hand at the end of each round (R12.1).
    pub round_points: SmallVec<[PerSeat<u32>; 4]>,
    /// Game winners (R12.3: ties shared); empty when only a round was played.
    pub game_winners: PerSeat<Seat>,
    pub scores: PerSeat<i64>,
}

/// A bot chose an action the engine rejected: always a bug in the bot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BotFault {
    pub seat: Seat,
    pub bot: &'static str,
    pub action: Action,
    pub error: ActionError,
}

impl std::fmt::Display for BotFault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "bot {} at seat {} chose {} which was rejected: {} ({})",
            self.bot,
            self.seat,
            self.action,
            self.error,
            self.error.code()
        )
    }
}

impl std::error::Error for BotFault {}

/// Plays `game` with `bots` (one per seat) until the round or game ends.
/// `seed` drives the driver's own choices (who is offered reactions
/// first). `on_action` sees every applied action (for records and stats).
pub fn play_game<B: Bot>(
    game: &mut Game,
    bots: &mut [B],
    until: Until,
    seed: u64,
    mut on_action: impl FnMut(&Game, Seat, &Action, &[Event]),
) -> Result<Outcome, BotFault> {
    assert_eq!(bots.len(), game.players(), "one bot per seat");
    let n = game.players() as Seat;
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut want_events = [false; 10];
    let mut trusted = [false; 10];
    for (s, b) in bots.iter().enumerate() {
        want_events[s] = b.wants_events();
        trusted[s] = b.trusted();
    }
    let any_events = want_events.iter().any(|&w| w);
    let mut events: Vec<Event> = Vec::new();
    let mut out = Outcome::default();
    out.round_turns.push(0);
    let mut started_round = game.round();

    let mut apply = |game: &mut Game,
                     bots: &mut [B],
                     seat: Seat,
                     action: Action,
                     out: &mut Outcome,
                     events: &mut Vec<Event>|
     -> Result<(), BotFault> {
        let fault = |error| BotFault {
            seat,
            bot: bots[seat as usize].name(),
            action: action.clone(),
            error,
        };
        events.clear();
        if any_events {
            game.apply(seat, &action, events).map_err(fault)?;
            for (s, bot) in bots.iter_mut().enumerate() {
                if want_events[s] {
                    for e in events.iter() {
                        bot.observe(&e.project(Viewer::Seat(s as Seat)));
                    }
                }
            }
        } else if trusted[seat as usize] {
            game.apply_trusted(seat, &action, &mut NoEvents);
        } else {
            game.apply(seat, &action, &mut NoEvents).map_err(fault)?;
        }
        out.actions += 1;
        on_action(game, seat, &action, events);
        Ok(())
    };

    loop {
        if game.round_over() {
            out.rounds += 1;
            out.round_winners.push(game.round_winner());
            out.round_points
                .push(game.round_points().iter().copied().collect());
            if game.game_over() || until == Until::Round {
                break;
            }
            apply(game, bots, 0, Action::NextRound, &mut out, &mut events)?;
            out.round_turns.push(0);
            started_round = game.round();
            continue;
        }
        debug_assert!(game.round() == started_round);
        if game.reactions_possible() {
            let first = rng.random_range(0..n);
            for k in 0..n {
                let s = (first + k) % n;
                // Re-read each time: a jump-in moves the turn (R13).
                if game.round_over() || Some(s) == game.to_act() {
                    continue;
                }
                let obs = game.observe(s);
                if let Some(a) = bots[s as usize].react(&obs) {
                    apply(game, bots, s, a, &mut out, &mut events)?;
                    out.reactions += 1;
                }
            }
            if game.round_over() {
                continue;
            }
        }
        let seat = game
            .to_act()
            .expect("a round in progress has a seat to act");
        if matches!(game.phase(), Phase::Turn { .. }) {
            out.turns += 1;
            if let Some(t) = out.round_turns.last_mut() {
                *t += 1;
            }
        }
        let action = bots[seat as usize].act(&game.observe(seat));
        apply(game, bots, seat, action, &mut out, &mut events)?;
    }
    out.game_winners = game.game_winners().into_iter().collect();
    out.scores = game.scores().iter().copied().collect();
    Ok(out)
}
