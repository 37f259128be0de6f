//! The [`Player`] trait: a seat as the simulator's driver plays it, every
//! [`Bot`] and the research-only players (`peek`). Above [`crate::bot`]
//! only.

use uno_core::{Action, Game, Seat, SeenEvent};

use crate::bot::Bot;

/// A seat as the simulator's driver ([`crate::driver`]) plays it: every
/// [`Bot`] (through the blanket implementation, shown only its seat's
/// [`uno_core::Observation`]), and the research-only [`crate::peek::Peek`], which is
/// handed the whole [`Game`] before each decision. Only the simulator, the
/// arena and the research examples drive `Player`s; the server and the
/// terminal game hold `Box<dyn Bot>`, so a research bot cannot sit there
/// (by type, not by a name check).
///
/// The methods mirror [`Bot`]'s; with both traits in scope, call them as
/// `Player::act(p, game, seat)`.
pub trait Player: Send {
    fn name(&self) -> &'static str;
    /// The seat's action when the game waits for `seat`.
    fn act(&mut self, game: &Game, seat: Seat) -> Action;
    /// An out-of-turn chance of `seat` (see [`Bot::react`]).
    fn react(&mut self, game: &Game, seat: Seat) -> Option<Action>;
    fn reacts(&self) -> bool;
    fn wants_events(&self) -> bool;
    fn observe(&mut self, event: &SeenEvent);
    fn reset(&mut self, seed: u64) -> bool;
    fn trusted(&self) -> bool;
    /// Whether a decision must run off an async runtime (see
    /// [`Bot::needs_own_thread`]); every `Bot` answers for itself, `peek`
    /// says `true`, a wrapper should ask what it wraps.
    fn needs_own_thread(&self) -> bool {
        false
    }
    /// Whether this player sees more than its seat (research only).
    fn is_research(&self) -> bool {
        false
    }
}

impl<B: Bot + ?Sized> Player for B {
    #[inline]
    fn name(&self) -> &'static str {
        Bot::name(self)
    }
    #[inline(always)]
    fn act(&mut self, game: &Game, seat: Seat) -> Action {
        Bot::act(self, &game.observe(seat))
    }
    #[inline]
    fn react(&mut self, game: &Game, seat: Seat) -> Option<Action> {
        Bot::react(self, &game.observe(seat))
    }
    #[inline]
    fn reacts(&self) -> bool {
        Bot::reacts(self)
    }
    #[inline]
    fn wants_events(&self) -> bool {
        Bot::wants_events(self)
    }
    #[inline]
    fn observe(&mut self, event: &SeenEvent) {
        Bot::observe(self, event)
    }
    #[inline]
    fn reset(&mut self, seed: u64) -> bool {
        Bot::reset(self, seed)
    }
    #[inline]
    fn trusted(&self) -> bool {
        Bot::trusted(self)
    }
    #[inline]
    fn needs_own_thread(&self) -> bool {
        Bot::needs_own_thread(self)
    }
}
