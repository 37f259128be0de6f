//! The seat runner: how every front end has its bots play on a
//! [`uno_core::Table`] (the simulator's driver and the arena, the terminal
//! game, the Python table; the server's rooms and stand-ins).
//!
//! [`SeatRunner::step`] takes the table's next decision: for a seat with
//! a bot it hands the bot its seat's observation ([`Player::act`],
//! [`Player::react`]), applies the answer and shows every bot that wants
//! them the events of the action, each projected for its own seat
//! ([`uno_core::Event::project`]: never another seat's hidden cards);
//! for a seat without a bot (a person, a learner) it does nothing and
//! says whose decision is waiting. [`SeatRunner::apply`] applies a
//! person's action the same way, so bots see every action's events.
//!
//! **The one fallback policy** for an answer the engine rejects (a bot
//! bug; the out-of-process bots of docs/bot-protocol.md never send one,
//! they fall back inside [`crate::external`]): the rejected action
//! changes nothing (R4.4); at a decision of the seat to act, the seat
//! takes the table's default action ([`uno_core::default_action`]: the
//! passive choice a person who timed out gets, drawing at a turn,
//! accepting a Wild Draw Four, …); at an out-of-turn offer, the chance
//! passes. Either way the step reports the [`BotFault`], and the front
//! end says so in its own way: the simulator, the arena and the Python
//! table stop with it as an error (a bug to fix before any figure is
//! trusted), the terminal game writes it in its log, the server counts it
//! and logs it. The default action is the same in every front end, so a
//! game stays the same game everywhere even after a fault.
//!
//! Nothing here allocates per decision: events go to one reused buffer,
//! and are only collected when a bot wants them or the front end asks
//! ([`SeatRunner::keep_events`]); bots whose answers are legal by
//! construction ([`Player::trusted`]) take `Table::apply_trusted`.

use std::borrow::BorrowMut;

use uno_core::{default_action, Action, ActionError, Decision, Event, Game, Seat, Table, Viewer};

use crate::Player;

/// A bot chose an action the engine rejected: always a bug in the bot.
/// The seat runner has already applied its one fallback (the default
/// action, or the offer passed); the simulator's driver then stops the
/// game with this error.
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

/// Most seats a table has (R2.1).
const MAX_SEATS: usize = 10;

/// A seat's place in a front end's line-up: a player, or (for `Option`)
/// possibly nobody (a person, a learner).
pub trait Slot {
    type P: Player + ?Sized;
    fn player(&mut self) -> Option<&mut Self::P>;
    fn player_ref(&self) -> Option<&Self::P>;
}

impl<P: Player> Slot for P {
    type P = P;
    #[inline]
    fn player(&mut self) -> Option<&mut P> {
        Some(self)
    }
    #[inline]
    fn player_ref(&self) -> Option<&P> {
        Some(self)
    }
}

impl<P: Player> Slot for Option<P> {
    type P = P;
    #[inline]
    fn player(&mut self) -> Option<&mut P> {
        self.as_mut()
    }
    #[inline]
    fn player_ref(&self) -> Option<&P> {
        self.as_ref()
    }
}

/// What one [`SeatRunner::step`] did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// A bot's action was applied (`reaction`: an answer to an
    /// out-of-turn offer). With `fault`, the bot's answer was rejected and
    /// `action` is the default action that replaced it.
    Applied {
        seat: Seat,
        action: Action,
        reaction: bool,
        fault: Option<BotFault>,
    },
    /// A bot let its out-of-turn chance pass (with `fault`: its answer was
    /// rejected, so the chance passed).
    Passed { seat: Seat, fault: Option<BotFault> },
    /// The decision belongs to a seat without a bot (a person, a
    /// learner): [`Decision::Act`] or [`Decision::Offer`]. Nothing was
    /// done; the front end applies the seat's answer with
    /// [`SeatRunner::apply`] (or `Table::pass`).
    Waiting(Decision),
    /// The round is over and the game goes on (deal with
    /// [`SeatRunner::next_round`] when ready).
    RoundOver,
    /// The game is over (R12).
    GameOver,
    /// Neither the bot's answer nor the default action was accepted (a
    /// bug in the engine; never seen): nothing changed.
    Stuck(BotFault),
}

/// Asks the bots of a line-up and shows them their events. See the module
/// documentation. One runner serves one table; the line-up (`bots`, one
/// slot per seat) is passed to each call, so a front end keeps its bots
/// where it likes.
#[derive(Clone, Debug, Default)]
pub struct SeatRunner {
    want_events: [bool; MAX_SEATS],
    trusted: [bool; MAX_SEATS],
    any_events: bool,
    keep: bool,
    events: Vec<Event>,
}

impl SeatRunner {
    /// A runner for `bots` at `table`: the seats of bots that react are
    /// made offerable, those of bots that do not are not; seats without a
    /// bot are left as the front end set them (a learner may be
    /// offerable, a person never is).
    pub fn new<S: Slot, G: BorrowMut<Game>>(bots: &[S], table: &mut Table<G>) -> SeatRunner {
        let mut r = SeatRunner::default();
        r.seat(bots, table);
        r
    }

    /// Reads the line-up again (a bot replaced, a stand-in seated or
    /// gone): events wanted, trusted answers, offerable seats.
    pub fn seat<S: Slot, G: BorrowMut<Game>>(&mut self, bots: &[S], table: &mut Table<G>) {
        self.want_events = [false; MAX_SEATS];
        self.trusted = [false; MAX_SEATS];
        for (s, slot) in Seat::all(bots.len().min(MAX_SEATS)).zip(bots) {
            if let Some(p) = slot.player_ref() {
                self.want_events[s.index()] = p.wants_events();
                self.trusted[s.index()] = p.trusted();
                table.set_offerable(s, p.reacts());
            }
        }
        self.any_events = self.want_events.iter().any(|&w| w);
    }

    /// Keep every action's events for the front end ([`SeatRunner::events`])
    /// even when no bot wants them (the terminal game's log).
    pub fn keep_events(&mut self, yes: bool) {
        self.keep = yes;
    }

    /// The events of the last action applied (empty unless collected:
    /// a bot wants events, or [`SeatRunner::keep_events`]).
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// Whether any bot of the line-up wants events.
    pub fn any_events(&self) -> bool {
        self.any_events
    }

    /// Shows `events` (a game's start-up events: the R2.2 draw for dealer,
    /// the R2.3 deal, the R3 first card) to the bots that want them, each
    /// projected for its seat.
    pub fn observe<S: Slot>(&self, bots: &mut [S], events: &[Event]) {
        if !self.any_events {
            return;
        }
        for (s, slot) in Seat::all(bots.len().min(MAX_SEATS)).zip(bots.iter_mut()) {
            if self.want_events[s.index()] {
                if let Some(p) = slot.player() {
                    for e in events {
                        p.observe(&e.project(Viewer::Seat(s)));
                    }
                }
            }
        }
    }

    /// Applies `seat`'s `action` (a person's, a learner's, or any seat's)
    /// and shows its events to the bots; a rejected action changes
    /// nothing.
    pub fn apply<S: Slot, G: BorrowMut<Game>>(
        &mut self,
        table: &mut Table<G>,
        bots: &mut [S],
        seat: Seat,
        action: &Action,
    ) -> Result<(), ActionError> {
        self.events.clear();
        if self.any_events || self.keep {
            table.apply(seat, action, &mut self.events)?;
            if self.any_events {
                let events = std::mem::take(&mut self.events);
                self.observe(bots, &events);
                self.events = events;
            }
        } else {
            table.apply(seat, action, &mut uno_core::NoEvents)?;
        }
        Ok(())
    }

    /// Deals the next round (R12), the bots shown its events.
    pub fn next_round<S: Slot, G: BorrowMut<Game>>(
        &mut self,
        table: &mut Table<G>,
        bots: &mut [S],
    ) -> Result<(), ActionError> {
        self.apply(table, bots, Seat::new(0), &Action::NextRound)
    }

    /// Takes the table's next decision (see [`Step`]).
    #[inline]
    pub fn step<S: Slot, G: BorrowMut<Game>>(
        &mut self,
        table: &mut Table<G>,
        bots: &mut [S],
    ) -> Step {
        let d = table.decision();
        self.decide(table, bots, d)
    }

    /// [`SeatRunner::step`] on `d`, the decision the caller just had from
    /// `table.decision()` (for a front end that looks at it first).
    #[inline(always)]
    pub fn decide<S: Slot, G: BorrowMut<Game>>(
        &mut self,
        table: &mut Table<G>,
        bots: &mut [S],
        d: Decision,
    ) -> Step {
        debug_assert_eq!(table.decision(), d, "the decision the table waits for");
        match d {
            Decision::Act(seat) => self.act(table, bots, seat, d),
            Decision::Offer(seat) => self.offer(table, bots, seat, d),
            Decision::RoundOver => Step::RoundOver,
            Decision::GameOver => Step::GameOver,
        }
    }

    /// The seat to act's decision.
    #[inline(always)]
    fn act<S: Slot, G: BorrowMut<Game>>(
        &mut self,
        table: &mut Table<G>,
        bots: &mut [S],
        seat: Seat,
        d: Decision,
    ) -> Step {
        let Some(p) = bots.get_mut(seat.index()).and_then(|b| b.player()) else {
            return Step::Waiting(d);
        };
        let action = p.act(table.game(), seat);
        let i = seat.index();
        if self.trusted[i] && !self.any_events && !self.keep {
            // The hot route: legal by construction, no events.
            self.events.clear();
            table.apply_trusted(seat, &action, &mut uno_core::NoEvents);
            return Step::Applied {
                seat,
                action,
                reaction: false,
                fault: None,
            };
        }
        match self.apply(table, bots, seat, &action) {
            Ok(()) => Step::Applied {
                seat,
                action,
                reaction: false,
                fault: None,
            },
            Err(error) => self.fall_back(table, bots, seat, action, error),
        }
    }

    /// The seat to act's answer was rejected: the default action instead.
    #[cold]
    #[inline(never)]
    fn fall_back<S: Slot, G: BorrowMut<Game>>(
        &mut self,
        table: &mut Table<G>,
        bots: &mut [S],
        seat: Seat,
        action: Action,
        error: ActionError,
    ) -> Step {
        let fault = fault(bots, seat, action, error);
        let Some(default) = default_action(table.game(), seat) else {
            return Step::Stuck(fault);
        };
        match self.apply(table, bots, seat, &default) {
            Ok(()) => Step::Applied {
                seat,
                action: default,
                reaction: false,
                fault: Some(fault),
            },
            Err(_) => Step::Stuck(fault),
        }
    }

    /// An out-of-turn offer to `seat`.
    fn offer<S: Slot, G: BorrowMut<Game>>(
        &mut self,
        table: &mut Table<G>,
        bots: &mut [S],
        seat: Seat,
        d: Decision,
    ) -> Step {
        let Some(p) = bots.get_mut(seat.index()).and_then(|b| b.player()) else {
            return Step::Waiting(d);
        };
        let Some(action) = p.react(table.game(), seat) else {
            let _ = table.pass(seat);
            return Step::Passed { seat, fault: None };
        };
        match self.apply(table, bots, seat, &action) {
            Ok(()) => Step::Applied {
                seat,
                action,
                reaction: true,
                fault: None,
            },
            Err(error) => {
                let _ = table.pass(seat);
                Step::Passed {
                    seat,
                    fault: Some(fault(bots, seat, action, error)),
                }
            }
        }
    }
}

#[cold]
fn fault<S: Slot>(bots: &[S], seat: Seat, action: Action, error: ActionError) -> BotFault {
    BotFault {
        seat,
        bot: bots
            .get(seat.index())
            .and_then(|b| b.player_ref())
            .map_or("?", |p| p.name()),
        action,
        error,
    }
}
