//! Events: what an action caused, and what each seat may see of it.
//!
//! An [`Event`] is public data ([`EventKind`], serializable) plus, for some
//! kinds, a secret: the cards drawn or revealed, with the seats allowed to
//! see them. `Event` itself cannot be serialized. Secrecy is a matter of
//! types: a client (a seat or a spectator) only ever gets a [`SeenEvent`],
//! made by [`Event::project`] for one [`Viewer`]; the referee's record with
//! every card ([`RefereeEvent`], from [`Event::referee`]) is another type,
//! for scenario output, replays of finished games and tests, and cannot be
//! passed where a client's event is expected.

use serde::Serialize;
use smallvec::SmallVec;

use crate::action::{PlayCards, Seat};
use crate::card::{Card, Color};
pub use crate::vocab::{Direction, Item};

/// Cards carried by an event.
pub type EventCards = SmallVec<[Card; 4]>;

/// Why cards were drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DrawReason {
    /// R6: a draw at the player's own turn.
    Turn,
    /// R3: a Draw Two (or W+4 as dealer-played) turned as the first card.
    FirstCard,
    /// R7.3, R8.2, R13: a Draw Two / W+4 penalty, stacked or not.
    Penalty,
    /// R8.3: a challenge (the guilty player's 4 or the challenger's 6).
    Challenge,
    /// R10.2: caught without calling UNO.
    Caught,
    /// R8, R14: a card's effect.
    Effect,
    /// R8.5: the penalty for not honouring a rule.
    Honour,
    /// R9: an item.
    Item,
}

/// The public part of an event. Every variant serializes with a `type`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum EventKind {
    /// R2.2: the cards drawn to choose the first dealer (shown to all).
    DealerDraw {
        draws: Vec<(Seat, Card)>,
        dealer: Option<Seat>,
    },
    RoundStarted {
        round: u32,
        dealer: Seat,
        /// R15.6: the team of every seat, in seat order (absent without
        /// teams).
        #[serde(skip_serializing_if = "Option::is_none")]
        teams: Option<Vec<u8>>,
    },
    /// R2.3: cards dealt to a seat (the cards are secret).
    Dealt {
        seat: Seat,
        count: u16,
    },
    /// R3: the card turned to start the discard pile.
    FirstCard {
        card: Card,
    },
    /// R3: a first W+4 goes back into the deck, which is shuffled.
    FirstCardReturned {
        card: Card,
    },
    Played {
        seat: Seat,
        cards: PlayCards,
        #[serde(skip_serializing_if = "Option::is_none")]
        color: Option<Color>,
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        jump_in: bool,
    },
    /// Cards drawn (the cards are secret to the drawer).
    Drew {
        seat: Seat,
        count: u16,
        reason: DrawReason,
    },
    /// R6.4: nothing left to draw; `missing` cards were not drawn.
    NothingToDraw {
        seat: Seat,
        missing: u16,
    },
    /// R6.4: the discard pile (but its top) became the draw pile.
    Reshuffled {
        cards: u16,
    },
    Passed {
        seat: Seat,
    },
    ColorChosen {
        seat: Seat,
        color: Color,
    },
    PlayerChosen {
        seat: Seat,
        target: Seat,
    },
    /// A seat lost its turn (R7.1, R7.3, R7.4, R14 skip).
    Skipped {
        seat: Seat,
    },
    DirectionChanged {
        direction: Direction,
    },
    /// R13 stacking: the penalty now waiting.
    PenaltyPending {
        total: u16,
    },
    /// R8.3.
    Challenged {
        challenger: Seat,
        offender: Seat,
        guilty: bool,
    },
    /// R8.3: the offender's hand shown to the challenger (secret).
    HandRevealed {
        to: Seat,
        of: Seat,
    },
    HandsSwapped {
        a: Seat,
        b: Seat,
    },
    HandsRotated {
        direction: Direction,
    },
    /// R8.4: new hand sizes after Wild Shuffle Hands.
    HandsShuffled {
        sizes: Vec<u16>,
    },
    /// R9: the card turned by a Wild Item Box and its item.
    ItemRevealed {
        seat: Seat,
        card: Card,
        item: Item,
    },
    /// R9 with an empty draw pile and discard: no item.
    NoItem {
        seat: Seat,
    },
    /// R8.5: an honour rule asks `seat` to comply or draw `penalty`.
    HonourAsked {
        seat: Seat,
        text: String,
        penalty: u8,
    },
    Complied {
        seat: Seat,
    },
    /// R10.1: a call that counts.
    UnoCalled {
        seat: Seat,
    },
    /// R10.1: a call by a seat that is not exposed does not count.
    UnoNotCounted {
        seat: Seat,
    },
    /// R10.2: the seat holds one card and has not called UNO.
    Exposed {
        seat: Seat,
    },
    Caught {
        by: Seat,
        target: Seat,
    },
    /// R10.3.
    CatchFailed {
        by: Seat,
        target: Seat,
    },
    /// R13 last_holding_loses: the seat went out and leaves the round.
    WentOut {
        seat: Seat,
    },
    /// R6.5: every player still in, in consecutive ordinary turns, could
    /// neither play nor draw: the round ends at once, and `winner` (the
    /// lowest hand) wins it as if they had gone out.
    RoundBlocked {
        winner: Seat,
    },
    /// R11, R12.
    RoundEnded {
        winner: Option<Seat>,
        points: Vec<u32>,
        scores: Vec<i64>,
        /// R15.3: the winner's team (absent without teams).
        #[serde(skip_serializing_if = "Option::is_none")]
        team: Option<u8>,
    },
    /// R12.2 elimination.
    Eliminated {
        seat: Seat,
    },
    GameEnded {
        winners: Vec<Seat>,
        /// R15.4: the winners' teams (absent without teams).
        #[serde(skip_serializing_if = "Vec::is_empty")]
        teams: Vec<u8>,
    },
}

/// A client looking at an event or a view: a seat, or a spectator. (The
/// referee, who sees everything, is not a viewer: see [`Event::referee`].)
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Viewer {
    Seat(Seat),
    Spectator,
}

/// A secret attached to an event: cards, and the seats that may see them.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Secret {
    cards: EventCards,
    audience: [Seat; 2],
}

/// An event as the engine records it (not serializable).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    pub kind: EventKind,
    secret: Option<Secret>,
}

/// An event as one client may see it: the public kind, plus the secret
/// cards only when the viewer is entitled to them. The only event type a
/// client is sent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeenEvent {
    #[serde(flatten)]
    pub kind: EventKind,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cards: Option<EventCards>,
}

/// An event with every card it carries, as the referee sees it: scenario
/// output (SCENARIOS.md), replays of finished games, round-deal checks and
/// tests. Never sent to a live client: it is a different type from
/// [`SeenEvent`], so it cannot be.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RefereeEvent {
    #[serde(flatten)]
    pub kind: EventKind,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cards: Option<EventCards>,
}

impl Event {
    pub fn public(kind: EventKind) -> Event {
        Event { kind, secret: None }
    }
    /// An event whose `cards` only `a` and `b` may see.
    pub fn secret(kind: EventKind, cards: EventCards, a: Seat, b: Seat) -> Event {
        Event {
            kind,
            secret: Some(Secret {
                cards,
                audience: [a, b],
            }),
        }
    }
    /// Whether `seat` may see the event's secret cards (a public event
    /// shows none): otherwise it sees what a spectator sees.
    #[inline]
    pub fn shows_cards_to(&self, seat: Seat) -> bool {
        self.secret
            .as_ref()
            .is_some_and(|s| s.audience.contains(&seat))
    }
    /// The event as `viewer` may see it.
    pub fn project(&self, viewer: Viewer) -> SeenEvent {
        let cards = self.secret.as_ref().and_then(|s| match viewer {
            Viewer::Seat(v) if s.audience.contains(&v) => Some(s.cards.clone()),
            _ => None,
        });
        SeenEvent {
            kind: self.kind.clone(),
            cards,
        }
    }
    /// The event with every card it carries (referee information).
    pub fn referee(&self) -> RefereeEvent {
        RefereeEvent {
            kind: self.kind.clone(),
            cards: self.secret.as_ref().map(|s| s.cards.clone()),
        }
    }
}

impl From<EventKind> for Event {
    fn from(kind: EventKind) -> Event {
        Event::public(kind)
    }
}

/// Where `apply` reports events. `Vec<Event>` collects them; [`NoEvents`]
/// drops them without building them (the simulator's fast path).
pub trait EventSink {
    fn emit(&mut self, make: impl FnOnce() -> Event);
}

impl EventSink for Vec<Event> {
    #[inline]
    fn emit(&mut self, make: impl FnOnce() -> Event) {
        self.push(make());
    }
}

/// An [`EventSink`] that discards everything.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoEvents;

impl EventSink for NoEvents {
    #[inline(always)]
    fn emit(&mut self, _make: impl FnOnce() -> Event) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    /// R8.3 and R6: a drawn or revealed card reaches only its audience;
    /// the referee's record, a different type, carries it.
    #[test]
    fn secrets_reach_their_audience_and_the_referee_only() {
        let e = Event::secret(
            EventKind::Drew {
                seat: Seat::new(1),
                count: 1,
                reason: DrawReason::Turn,
            },
            smallvec::smallvec![Card::WILD],
            Seat::new(1),
            Seat::new(1),
        );
        assert_eq!(
            e.project(Viewer::Seat(Seat::new(1))).cards.as_deref(),
            Some(&[Card::WILD][..])
        );
        assert_eq!(e.project(Viewer::Seat(Seat::new(0))).cards, None);
        assert_eq!(e.project(Viewer::Spectator).cards, None);
        // Who sees the cards, and that a seat outside the audience sees
        // what a spectator sees (the bots' runner projects once for them).
        assert!(e.shows_cards_to(Seat::new(1)));
        assert!(!e.shows_cards_to(Seat::new(0)));
        assert_eq!(
            e.project(Viewer::Seat(Seat::new(0))),
            e.project(Viewer::Spectator)
        );
        let public = Event::public(EventKind::UnoCalled { seat: Seat::new(1) });
        assert!(!public.shows_cards_to(Seat::new(1)));
        let r = e.referee();
        assert_eq!(r.cards.as_deref(), Some(&[Card::WILD][..]));
        // The same JSON shape for both: the kind, then the cards if shown.
        let seen = serde_json::to_value(e.project(Viewer::Spectator)).unwrap();
        assert_eq!(seen["type"], "drew");
        assert!(seen.get("cards").is_none());
        assert_eq!(serde_json::to_value(r).unwrap()["cards"][0], "W");
    }
}
