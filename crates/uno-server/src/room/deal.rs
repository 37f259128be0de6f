//! The deal on shared compiled tables, the bots' view of events and the
//! turn loop of a table's seats: what both a new game (`play`) and a
//! stored game replayed (`persist`) use.

use uno_bots::{Bot, SeatRunner, Slot};
use uno_core::{Event, Game, Rules, Seat, Table, Viewer};

use super::{SeatCtl, Shared};

/// Deals a game on shared compiled tables, with its start-up events.
/// (`Game::from_compiled` has no event sink, so the events come from a
/// twin dealt by `Game::new_with_events`; the two are the same game, and
/// if they ever were not, the twin is used.)
pub(super) fn deal(
    shared: &Shared,
    rules: &Rules,
    players: usize,
    seed: u64,
) -> Result<(Game, Vec<Event>), uno_core::SetupError> {
    let mut events = Vec::new();
    let twin = Game::new_with_events(rules.clone(), players, seed, None, &mut events)?;
    match Game::from_compiled(&shared.compiled(rules), players, seed) {
        Ok(g) if g == twin => Ok((g, events)),
        _ => {
            tracing::warn!(
                "Game::from_compiled differs from Game::new_with_events; using the latter"
            );
            Ok((twin, events))
        }
    }
}

/// Hands the events to every bot that wants them, each projected for its
/// seat (the seat runner, `uno_bots::SeatRunner::observe`), and to every
/// player's coach (hints, issue 31).
pub(super) fn feed(runner: &SeatRunner, ctls: &mut [SeatCtl], events: &[Event]) {
    for (s, c) in Seat::all(ctls.len()).zip(ctls.iter_mut()) {
        if let Some(coach) = c.coach.as_mut() {
            for e in events {
                coach.observe(&e.project(Viewer::Seat(s)));
            }
        }
    }
    runner.observe(ctls, events);
}

/// The table of `game` whose seats are `seats`: its rotation seeded
/// `rotation`, `runner` seated on it (the seats of bots that react
/// offerable).
pub(super) fn table_for(
    game: Game,
    seats: &[SeatCtl],
    rotation: u64,
    runner: &mut SeatRunner,
) -> Table {
    let mut t = Table::with_rotation(game, rotation);
    runner.seat(seats, &mut t);
    t
}

/// A seat's bot, as the seat runner asks it (the bot of a bot seat, or
/// one standing in; none for a person).
impl Slot for SeatCtl {
    type P = dyn Bot;
    fn player(&mut self) -> Option<&mut (dyn Bot + 'static)> {
        self.bot.as_deref_mut()
    }
    fn player_ref(&self) -> Option<&(dyn Bot + 'static)> {
        self.bot.as_deref()
    }
}
