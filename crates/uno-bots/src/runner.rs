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
//! `step` is three parts, which a front end that cannot do them in one
//! go calls itself (the server's rooms: a bot that searches is asked on a
//! thread of its own, and an action is written to the store before
//! anyone hears of it): [`SeatRunner::ask`] hands the bot its
//! observation and has its [`Answer`] (on any thread: it needs only the
//! bot and the game), [`SeatRunner::settle`] checks the answer against
//! the table with the one fallback policy below ([`Settled`]), and the
//! front end applies what was settled and shows the bots its events
//! ([`SeatRunner::apply`], or its own `Table::apply` then
//! [`SeatRunner::observe`]).
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
//! construction ([`Player::trusted`]) take `Table::apply_trusted`. A
//! line-up of such bots that never react and want no events (the
//! simulator's baseline bots) may be played by [`SeatRunner::run_quiet`],
//! decision after decision with no [`Step`] between them: the same game.

use std::borrow::BorrowMut;

use uno_core::{
    default_action, Action, ActionError, Decision, Event, Game, Seat, SeenEvent, Table, Viewer,
};

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

/// A bot's answer to one decision of the table ([`SeatRunner::ask`]),
/// not applied yet: settle it with [`SeatRunner::settle`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    pub seat: Seat,
    /// An answer to an out-of-turn offer (else the seat's turn).
    pub reaction: bool,
    /// The action; `None`: the out-of-turn chance is let pass.
    pub action: Option<Action>,
    /// The bot's level, for a [`BotFault`].
    pub bot: &'static str,
}

/// What a settled [`Answer`] comes to ([`SeatRunner::settle`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Settled {
    /// `seat`'s `action` is to be applied (`reaction`: an answer to an
    /// offer). With `fault`, the bot's answer was rejected and `action`
    /// is the default action that replaces it.
    Apply {
        seat: Seat,
        action: Action,
        reaction: bool,
        fault: Option<BotFault>,
    },
    /// The out-of-turn chance of `seat` was let pass (the table's offer is
    /// passed); with `fault`, because the bot's answer was rejected.
    Passed { seat: Seat, fault: Option<BotFault> },
    /// Neither the bot's answer nor the default action is accepted (a bug
    /// in the engine; never seen): nothing changed.
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
    /// Every seat has a bot, trusted, that never reacts and wants no
    /// events: [`SeatRunner::run_quiet`] may play the line-up.
    quiet: bool,
    keep: bool,
    events: Vec<Event>,
}

/// Shows every event of `events`, in order, to each seat of `seats` that
/// `wants` it (`show(seat, item, event)`), projected for that seat: once
/// for all the seats it shows no cards to (they see the same public
/// event), once for each seat it shows its cards to. The one projection
/// loop of the bots and of the learners' notes (crates/uno-py).
pub fn show_events<T>(
    events: &[Event],
    seats: &mut [T],
    mut wants: impl FnMut(Seat, &mut T) -> bool,
    mut show: impl FnMut(Seat, &mut T, &SeenEvent),
) {
    let n = seats.len().min(MAX_SEATS);
    for e in events {
        let mut public = None;
        for (s, item) in Seat::all(n).zip(seats.iter_mut()) {
            if !wants(s, item) {
                continue;
            }
            if e.shows_cards_to(s) {
                show(s, item, &e.project(Viewer::Seat(s)));
            } else {
                show(
                    s,
                    item,
                    public.get_or_insert_with(|| e.project(Viewer::Spectator)),
                );
            }
        }
    }
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
        self.read(bots);
        for (s, slot) in Seat::all(bots.len().min(MAX_SEATS)).zip(bots) {
            if let Some(p) = slot.player_ref() {
                table.set_offerable(s, p.reacts());
            }
        }
    }

    /// A runner for `bots` whose table is not made yet (the server's
    /// room replays a stored game on the bare game first): it shows the
    /// bots their events ([`SeatRunner::observe`]); [`SeatRunner::seat`]
    /// it on its table before a decision is taken.
    pub fn for_line_up<S: Slot>(bots: &[S]) -> SeatRunner {
        let mut r = SeatRunner::default();
        r.read(bots);
        r
    }

    /// Reads what the line-up wants: events, trusted answers.
    fn read<S: Slot>(&mut self, bots: &[S]) {
        self.want_events = [false; MAX_SEATS];
        self.trusted = [false; MAX_SEATS];
        self.quiet = bots.len() <= MAX_SEATS;
        for (s, slot) in Seat::all(bots.len().min(MAX_SEATS)).zip(bots) {
            if let Some(p) = slot.player_ref() {
                self.want_events[s.index()] = p.wants_events();
                self.trusted[s.index()] = p.trusted();
                self.quiet &= p.trusted() && !p.reacts() && !p.wants_events();
            } else {
                self.quiet = false;
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

    /// Whether [`SeatRunner::run_quiet`] may play this line-up: every
    /// seat has a bot whose answers are legal by construction, that never
    /// reacts and wants no events, and no events are kept.
    pub fn quiet(&self) -> bool {
        self.quiet && !self.keep
    }

    /// The hot route of a quiet line-up ([`SeatRunner::quiet`]; the
    /// simulator's baseline bots): the decisions of the seat to act one
    /// after another, each bot's answer applied unvalidated
    /// (`Table::apply_trusted`, no events), with none of [`Step`]'s
    /// bookkeeping between them. `each(game, seat, None)` is called before
    /// each decision (false: stop there, the decision not taken, a
    /// caller's cap on actions) and `each(game, seat, Some(action))`
    /// after it. Returns the first decision it did not take: the end of
    /// the round or game, an offer (a seat made offerable by the front
    /// end), or the decision `each` stopped at; [`SeatRunner::decide`]
    /// takes it as usual. The same decisions, the same answers and so the
    /// same game as taking them one by one with [`SeatRunner::step`].
    #[inline]
    pub fn run_quiet<S: Slot, G: BorrowMut<Game>>(
        &mut self,
        table: &mut Table<G>,
        bots: &mut [S],
        mut each: impl FnMut(&Game, Seat, Option<&Action>) -> bool,
    ) -> Decision {
        let quiet = self.quiet();
        self.events.clear();
        loop {
            let d = table.decision();
            let Decision::Act(seat) = d else {
                return d;
            };
            if !quiet || !each(table.game(), seat, None) {
                return d;
            }
            let Some(p) = bots.get_mut(seat.index()).and_then(|b| b.player()) else {
                return d;
            };
            let action = p.act(table.game(), seat);
            table.apply_trusted(seat, &action, &mut uno_core::NoEvents);
            each(table.game(), seat, Some(&action));
        }
    }

    /// Shows `events` (a game's start-up events: the R2.2 draw for dealer,
    /// the R2.3 deal, the R3 first card) to the bots that want them, each
    /// projected for its seat. Every bot sees the events in their order;
    /// an event is projected once for all the seats it shows no cards to
    /// (they see the same public event) and once for each seat it shows
    /// its cards to.
    pub fn observe<S: Slot>(&self, bots: &mut [S], events: &[Event]) {
        if !self.any_events {
            return;
        }
        let want = &self.want_events;
        show_events(
            events,
            bots,
            |s, slot| want[s.index()] && slot.player().is_some(),
            |_, slot, e| {
                if let Some(p) = slot.player() {
                    p.observe(e);
                }
            },
        );
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
        let i = seat.index();
        if self.trusted[i] && !self.any_events && !self.keep {
            // The hot route: legal by construction, no events.
            let action = p.act(table.game(), seat);
            self.events.clear();
            table.apply_trusted(seat, &action, &mut uno_core::NoEvents);
            return Step::Applied {
                seat,
                action,
                reaction: false,
                fault: None,
            };
        }
        let answer = SeatRunner::ask(p, table.game(), d).expect("a decision to act");
        self.answer(table, bots, answer)
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
        let answer = SeatRunner::ask(p, table.game(), d).expect("an offer");
        self.answer(table, bots, answer)
    }

    /// [`SeatRunner::step`] once the bot has answered: settled and
    /// applied in one go (the answer tried by applying it).
    #[inline(always)]
    fn answer<S: Slot, G: BorrowMut<Game>>(
        &mut self,
        table: &mut Table<G>,
        bots: &mut [S],
        answer: Answer,
    ) -> Step {
        let settled = self.settle_by(table, answer, |r, t, s, a| r.apply(t, bots, s, a));
        match settled {
            Settled::Apply {
                seat,
                action,
                reaction,
                fault,
            } => Step::Applied {
                seat,
                action,
                reaction,
                fault,
            },
            Settled::Passed { seat, fault } => Step::Passed { seat, fault },
            Settled::Stuck(fault) => Step::Stuck(fault),
        }
    }

    /// Asks `bot`, the player of the seat of decision `d`, for its answer
    /// to it, without applying anything: its action when `d` is
    /// [`Decision::Act`], its reaction (or none) at an
    /// [`Decision::Offer`]; `None` for the end of a round or of the game.
    /// It needs only the bot and the game, so a front end that must not
    /// wait for a bot (the server's rooms, for a bot that
    /// [`Player::needs_own_thread`]) may move both to another thread to
    /// ask there; it then [`SeatRunner::settle`]s the answer on its table.
    pub fn ask<P: Player + ?Sized>(bot: &mut P, game: &Game, d: Decision) -> Option<Answer> {
        let (seat, reaction, action) = match d {
            Decision::Act(seat) => (seat, false, Some(bot.act(game, seat))),
            Decision::Offer(seat) => (seat, true, bot.react(game, seat)),
            Decision::RoundOver | Decision::GameOver => return None,
        };
        Some(Answer {
            seat,
            reaction,
            action,
            bot: bot.name(),
        })
    }

    /// Settles a bot's `answer` ([`SeatRunner::ask`]) against `table`, with
    /// the one fallback policy (see the module documentation), without
    /// applying the action: an offer let pass is passed on the table
    /// ([`Settled::Passed`]); an action the engine accepts here is to be
    /// applied ([`Settled::Apply`]); one it rejects (tried on a copy of
    /// the game: nothing changes) is replaced by the default action, or
    /// at an offer the chance passes, with the [`BotFault`]. The front end
    /// then applies [`Settled::Apply`]'s action with
    /// [`SeatRunner::apply`] or its own `Table::apply` (the server's rooms
    /// write it to their store first), and shows the bots the events
    /// ([`SeatRunner::observe`]).
    pub fn settle<G: BorrowMut<Game>>(&mut self, table: &mut Table<G>, answer: Answer) -> Settled {
        self.settle_by(table, answer, |_, t, s, a| {
            t.game().clone().apply(s, a, &mut uno_core::NoEvents)
        })
    }

    /// The one fallback policy for a bot's decision that cannot be its
    /// own answer: at the seat's turn the default action
    /// ([`uno_core::default_action`], `None` when there is none: the
    /// engine is stuck), at an offer the chance passed (the table's offer
    /// is passed, and `None` is returned). [`SeatRunner::settle`] applies
    /// it to a rejected answer; a front end applies it, too, to an answer
    /// it settled but could not apply after all (the server's room: the
    /// position moved before the answer's turn came, or nothing could be
    /// stored).
    pub fn fall_back<G: BorrowMut<Game>>(
        &self,
        table: &mut Table<G>,
        seat: Seat,
        reaction: bool,
    ) -> Option<Action> {
        if reaction {
            let _ = table.pass(seat);
            None
        } else {
            default_action(table.game(), seat)
        }
    }

    /// The policy of [`SeatRunner::settle`], `try_apply` telling whether
    /// an action is accepted ([`SeatRunner::step`]: by applying it).
    #[inline(always)]
    fn settle_by<G: BorrowMut<Game>>(
        &mut self,
        table: &mut Table<G>,
        answer: Answer,
        mut try_apply: impl FnMut(&mut Self, &mut Table<G>, Seat, &Action) -> Result<(), ActionError>,
    ) -> Settled {
        let Answer {
            seat,
            reaction,
            action,
            bot,
        } = answer;
        let Some(action) = action else {
            let _ = table.pass(seat);
            return Settled::Passed { seat, fault: None };
        };
        match try_apply(self, table, seat, &action) {
            Ok(()) => Settled::Apply {
                seat,
                action,
                reaction,
                fault: None,
            },
            Err(error) => self.rejected(
                table,
                BotFault {
                    seat,
                    bot,
                    action,
                    error,
                },
                reaction,
                try_apply,
            ),
        }
    }

    /// The bot's answer was rejected: the fallback instead.
    #[cold]
    #[inline(never)]
    fn rejected<G: BorrowMut<Game>>(
        &mut self,
        table: &mut Table<G>,
        fault: BotFault,
        reaction: bool,
        mut try_apply: impl FnMut(&mut Self, &mut Table<G>, Seat, &Action) -> Result<(), ActionError>,
    ) -> Settled {
        let seat = fault.seat;
        if reaction {
            self.fall_back(table, seat, true);
            return Settled::Passed {
                seat,
                fault: Some(fault),
            };
        }
        let Some(default) = self.fall_back(table, seat, false) else {
            return Settled::Stuck(fault);
        };
        match try_apply(self, table, seat, &default) {
            Ok(()) => Settled::Apply {
                seat,
                action: default,
                reaction: false,
                fault: Some(fault),
            },
            Err(_) => Settled::Stuck(fault),
        }
    }
}
