//! The table: one value that owns a [`Game`] and its turn bookkeeping,
//! and that every front end drives (the simulator and the arena, the
//! terminal game, the server's rooms, the Python table).
//!
//! A front end asks [`Table::decision`] whose decision comes next
//! ([`Decision`]: a seat to act, a seat offered an out-of-turn chance, the
//! end of the round or of the game), has that seat decide, and hands the
//! answer to [`Table::apply`] (or [`Table::pass`] to let an offer pass);
//! [`Table::next_round`] deals the next round. `apply` keeps the
//! bookkeeping itself: an action of the seat to act opens a round of
//! offers, a reaction does not; no front end tells the table who acted
//! before. Anyone may act at any moment (people act when they like): an
//! action is applied if the rules allow it, whoever it comes from, and
//! the next decision is re-read from the new position.
//!
//! The semantics of the turn loop (rounds of offers, the seeded rotation,
//! who is skipped) are those of [`crate::turns`], unchanged: the same game
//! seed, the same offerable seats and the same answers give the same game
//! in every front end (the cross-front-end tests pin it). A front end says
//! only which seats are offerable ([`Table::set_offerable`]: bots that
//! react, a learner's seat; people are never offered, they act when they
//! like).
//!
//! What the table does not do: ask bots (that is `uno-bots`'
//! `SeatRunner`), keep a log, or hold timers. It reads the game for
//! everyone ([`Table::game`], [`Table::observe`], [`Table::view`]) and
//! never hands out the game mutably, so the bookkeeping cannot be
//! bypassed.
//!
//! A table owns its game ([`Table`] is `Table<Game>`) or borrows it
//! mutably (`Table<&mut Game>`, for a caller that keeps its game between
//! calls, as the simulator reuses one game for millions). Nothing in the
//! loop allocates once the first offer has been made.

use std::borrow::BorrowMut;

use crate::game::Phase;
use crate::seed::rotation_seed;
use crate::turns::Turns;
use crate::{
    Action, ActionError, Color, Decision, EventSink, Game, Observation, Seat, SeatView, Viewer,
};

/// A game and whose decision comes next. See the module documentation.
#[derive(Clone, Debug)]
pub struct Table<G = Game> {
    game: G,
    turns: Turns,
    /// The seat of the offer [`Table::decision`] answered, until it is
    /// answered, let pass, or the position changes.
    offer: Option<Seat>,
}

impl<G: BorrowMut<Game>> Table<G> {
    /// A table over `game`, its rotation seeded
    /// [`rotation_seed`]`(game.seed())` (as in every front end), no seat
    /// offerable, a round of offers due (as when a round is dealt).
    pub fn new(game: G) -> Table<G> {
        let seed = rotation_seed(game.borrow().seed());
        Table::with_rotation(game, seed)
    }

    /// [`Table::new`] with the rotation seeded `rotation` (tests that show
    /// the rotation matters; research drivers that choose their own).
    pub fn with_rotation(game: G, rotation: u64) -> Table<G> {
        Table {
            game,
            turns: Turns::new(rotation),
            offer: None,
        }
    }

    /// The game, to read (views, observations, scores).
    #[inline]
    pub fn game(&self) -> &Game {
        self.game.borrow()
    }

    /// The game back, the table dropped.
    pub fn into_game(self) -> G {
        self.game
    }

    /// What `seat` may know, with its legal actions (what a bot is given).
    pub fn observe(&self, seat: Seat) -> Observation<'_> {
        self.game().observe(seat)
    }

    /// What `viewer` may see.
    pub fn view(&self, viewer: Viewer) -> SeatView {
        self.game().view(viewer)
    }

    /// Whether `seat` may be offered out-of-turn chances (a bot that
    /// reacts, a learner). People are not offerable: they act when they
    /// like. Seats beyond ten are ignored.
    pub fn set_offerable(&mut self, seat: Seat, yes: bool) {
        self.turns.set_offerable(seat, yes);
        if !yes && self.offer == Some(seat) {
            self.offer = None;
        }
    }

    /// Whether `seat` may be offered out-of-turn chances.
    pub fn offerable(&self, seat: Seat) -> bool {
        self.turns.offerable(seat)
    }

    /// The next decision. Asking again without answering gives the same
    /// decision (an offer stays open until it is answered with
    /// [`Table::apply`], let pass with [`Table::pass`], or the position
    /// changes: any action applied by anyone closes it, and the offered
    /// seat then counts as having let it pass, rule 4 of
    /// [`crate::turns`]).
    #[inline]
    pub fn decision(&mut self) -> Decision {
        if let Some(s) = self.offer {
            return Decision::Offer(s);
        }
        let d = self.turns.next(self.game.borrow());
        if let Decision::Offer(s) = d {
            self.offer = Some(s);
        }
        d
    }

    /// The legal actions of the seat of the open offer (never empty while
    /// an offer is open; empty otherwise).
    pub fn offer_legal(&self) -> &[Action] {
        if self.offer.is_some() {
            self.turns.legal()
        } else {
            &[]
        }
    }

    /// The open offer's seat, if [`Table::decision`] answered an offer that
    /// is not answered yet.
    pub fn open_offer(&self) -> Option<Seat> {
        self.offer
    }

    /// Lets the open offer of `seat` pass: the next decision is the next
    /// seat's offer, or the seat to act's. An error, changing nothing,
    /// when no offer to `seat` is open.
    pub fn pass(&mut self, seat: Seat) -> Result<(), PassError> {
        if self.offer != Some(seat) {
            return Err(PassError { seat });
        }
        self.offer = None;
        Ok(())
    }

    /// Whether [`Table::decision`] may answer [`Decision::Offer`] now (it may
    /// still find every remaining seat without a chance). For front ends
    /// that wait between decisions (the terminal game's bot delay).
    pub fn offers_pending(&self) -> bool {
        self.offer.is_some() || self.turns.offers_pending(self.game.borrow())
    }

    /// Applies `seat`'s `action` (validated by the rules; a rejected
    /// action changes nothing) and keeps the bookkeeping: an action of the
    /// seat to act, or a round dealt, opens a round of offers (rule 1); a
    /// reaction leaves the round of offers in progress. Events go to `ev`.
    #[inline]
    pub fn apply<E: EventSink>(
        &mut self,
        seat: Seat,
        action: &Action,
        ev: &mut E,
    ) -> Result<(), ActionError> {
        let before = self.game().to_act();
        self.game.borrow_mut().apply(seat, action, ev)?;
        self.applied(seat, action, before);
        Ok(())
    }

    /// [`Table::apply`] for an action known to be legal (a bot whose
    /// answers are legal by construction, `Game::apply_trusted`): release
    /// builds skip the validation on the hot routes. The simulator's
    /// baseline bots use it.
    #[inline(always)]
    pub fn apply_trusted<E: EventSink>(&mut self, seat: Seat, action: &Action, ev: &mut E) {
        let before = self.game().to_act();
        self.game.borrow_mut().apply_trusted(seat, action, ev);
        self.applied(seat, action, before);
    }

    #[inline]
    fn applied(&mut self, seat: Seat, action: &Action, before: Option<Seat>) {
        self.offer = None;
        self.turns.applied(seat, action, before);
    }

    /// Deals the next round (R12: the round is over and the game goes
    /// on); a round of offers opens. An error, changing nothing, when the
    /// round is not over or the game is.
    pub fn next_round<E: EventSink>(&mut self, ev: &mut E) -> Result<(), ActionError> {
        self.apply(Seat::new(0), &Action::NextRound, ev)
    }

    /// Starts a new game seeded `seed` on the same table (same rules,
    /// seats and offerable seats), its rotation reseeded
    /// [`rotation_seed`]`(seed)`; the start-up events (R2.2, R2.3, R3) go
    /// to `ev`.
    pub fn restart<E: EventSink>(&mut self, seed: u64, ev: &mut E) {
        self.game.borrow_mut().restart_with_events(seed, ev);
        self.turns.reseed(rotation_seed(seed));
        self.offer = None;
    }

    /// [`Table::restart`] with the rotation seeded `rotation`.
    pub fn restart_with_rotation<E: EventSink>(&mut self, seed: u64, rotation: u64, ev: &mut E) {
        self.game.borrow_mut().restart_with_events(seed, ev);
        self.turns.reseed(rotation);
        self.offer = None;
    }

    /// Puts `game` on the table in place of the current one (a scenario's
    /// position played again), the rotation reseeded
    /// [`rotation_seed`]`(game.seed())`; offerable seats are kept.
    pub fn set_game(&mut self, game: Game) {
        let seed = rotation_seed(game.seed());
        *self.game.borrow_mut() = game;
        self.turns.reseed(seed);
        self.offer = None;
    }

    /// [`Table::set_game`] with the rotation seeded `rotation`.
    pub fn set_game_with_rotation(&mut self, game: Game, rotation: u64) {
        *self.game.borrow_mut() = game;
        self.turns.reseed(rotation);
        self.offer = None;
    }

    /// A copy of this table's bookkeeping (rotation, offerable seats, the
    /// round of offers and the open offer) over `game`: the same position
    /// with its hidden cards re-dealt (`Game::permute_hidden`), for
    /// searches and tests that a seat's view does not depend on them.
    pub fn fork<H: BorrowMut<Game>>(&self, game: H) -> Table<H> {
        Table {
            game,
            turns: self.turns.clone(),
            offer: self.offer,
        }
    }

    /// The action a seat that does not answer gets: what a person who
    /// timed out is given (the server's turn timer), and what a bot whose
    /// answer was illegal is given instead (`uno-bots`' seat runner).
    /// See [`default_action`].
    pub fn default_action(&self, seat: Seat) -> Option<Action> {
        default_action(self.game(), seat)
    }
}

/// The passive action of `seat` when the game waits for it, or `None`
/// when it does not (another seat to act, the round or game over): draw
/// at a turn (R4.1) or at a penalty (R13 stacking), keep a drawn card
/// (R4.2), accept a Wild Draw Four (R8.3), take the penalty rather than
/// comply (R13), the colour the hand holds most of (R5.3; red for a hand
/// without colours), the first seat offered (R13 `seven_swap`). Always
/// legal when it is `Some`.
pub fn default_action(g: &Game, seat: Seat) -> Option<Action> {
    if g.to_act() != Some(seat) {
        return None;
    }
    Some(match g.phase() {
        Phase::Turn { .. } => Action::Draw,
        Phase::PlayOrPass { .. } => Action::Pass,
        Phase::AcceptOrChallenge { .. } => Action::Accept,
        Phase::StackOrDraw { .. } => Action::Draw,
        Phase::ChooseColor { .. } => {
            let hand = g.hand(seat);
            let color = Color::ALL
                .into_iter()
                .max_by_key(|c| hand.iter().filter(|card| card.color() == Some(*c)).count())
                .unwrap_or(Color::Red);
            Action::ChooseColor { color }
        }
        Phase::ChoosePlayer { .. } => {
            let mut legal = Vec::new();
            g.legal_actions(seat, &mut legal);
            legal
                .into_iter()
                .find(|a| matches!(a, Action::ChoosePlayer { .. }))?
        }
        Phase::ComplyOrPenalty { .. } => Action::Penalty,
        Phase::RoundOver | Phase::GameOver => return None,
    })
}

/// [`Table::pass`] for a seat that holds no open offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PassError {
    pub seat: Seat,
}

impl PassError {
    /// A stable code, like [`ActionError::code`].
    pub fn code(&self) -> &'static str {
        "no_offer"
    }
}

impl std::fmt::Display for PassError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "seat {} has no out-of-turn chance to let pass",
            self.seat
        )
    }
}

impl std::error::Error for PassError {}

#[cfg(test)]
mod tests;
