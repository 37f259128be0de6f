//! The game: state, the pending decision ([`Phase`]), `apply`, and the one
//! effect resolver (R4–R13).
//!
//! `apply` validates an action completely before it changes anything, so a
//! rejected action leaves the game exactly as it was (R4.4). A game is
//! deterministic given its rules, seat count, seed and action list.
//!
//! Each round draws from its own generator, seeded with
//! [`round_seed`]`(game seed, round)` when the round starts (before the
//! R2.2 draw for dealer in round 1, before the deal in later rounds): a
//! round's deal is a function of the rules, the seats, the dealer, the
//! eliminated seats and that round's seed alone ([`Game::deal_round`]).

use std::sync::Arc;

use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use serde::Serialize;
use smallvec::SmallVec;

use crate::action::{Action, Play, Seat};
use crate::card::{Card, CardCounts, CardMask, Color, NUM_TYPES};
use crate::error::{ActionError, SetupError};
use crate::event::{DrawReason, Event, EventCards, EventKind, EventSink, RefereeEvent};
use crate::rules::{Effect, FirstCard, GameEnd, Rules, ScoringMethod, Target};
pub use crate::seed::round_seed;

/// Most seats at a table (R2.1).
pub const MAX_SEATS: usize = 10;
/// Fewest seats at a table (R2.1).
pub const MIN_SEATS: usize = 2;

mod actions;
mod apply;
mod deal;
mod legal;
mod play;
mod resolve;
mod sample;
mod score;
mod seats;

pub use crate::rules::CompiledRules;
pub(crate) use crate::rules::Table;
pub use crate::vocab::{Direction, Item, Pending};

/// The decision the game waits for. Exactly one at a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// An ordinary turn: play or draw (R4.1).
    Turn { seat: Seat },
    /// R6.2: `card` was just drawn and is playable: play it or pass.
    PlayOrPass { seat: Seat, card: Card },
    /// A colour asked for after a play (R3 first wild, R9 Bob-omb).
    ChooseColor { seat: Seat },
    /// A player asked for after a play (R13 swaps, R9 Green Shell, R14 chosen).
    ChoosePlayer { seat: Seat },
    /// R8.2: a single W+4 waits: accept or challenge (or stack, R13).
    AcceptOrChallenge { seat: Seat },
    /// R13: a stacked penalty waits: stack on it or draw it all.
    StackOrDraw { seat: Seat },
    /// R8.5: an honour rule waits for its target's answer.
    ComplyOrPenalty { seat: Seat },
    /// R11: the round is over; `next_round` deals the next one.
    RoundOver,
    /// R12: the game is over.
    GameOver,
}

impl Phase {
    /// The seat whose decision the game waits for.
    pub fn seat(self) -> Option<Seat> {
        match self {
            Phase::Turn { seat }
            | Phase::PlayOrPass { seat, .. }
            | Phase::ChooseColor { seat }
            | Phase::ChoosePlayer { seat }
            | Phase::AcceptOrChallenge { seat }
            | Phase::StackOrDraw { seat }
            | Phase::ComplyOrPenalty { seat } => Some(seat),
            Phase::RoundOver | Phase::GameOver => None,
        }
    }
    pub fn pending(self) -> Option<Pending> {
        match self {
            Phase::Turn { .. } | Phase::RoundOver | Phase::GameOver => None,
            Phase::PlayOrPass { .. } => Some(Pending::PlayOrPass),
            Phase::ChooseColor { .. } => Some(Pending::ChooseColor),
            Phase::ChoosePlayer { .. } => Some(Pending::ChoosePlayer),
            Phase::AcceptOrChallenge { .. } => Some(Pending::AcceptOrChallenge),
            Phase::StackOrDraw { .. } => Some(Pending::StackOrDraw),
            Phase::ComplyOrPenalty { .. } => Some(Pending::ComplyOrPenalty),
        }
    }
    fn expects(self) -> &'static str {
        match self {
            Phase::Turn { .. } => "a play or a draw",
            Phase::PlayOrPass { .. } => "play or pass",
            Phase::ChooseColor { .. } => "choose_color",
            Phase::ChoosePlayer { .. } => "choose_player",
            Phase::AcceptOrChallenge { .. } => "accept or challenge",
            Phase::StackOrDraw { .. } => "a stacked card or draw",
            Phase::ComplyOrPenalty { .. } => "comply or penalty",
            Phase::RoundOver => "next_round",
            Phase::GameOver => "nothing",
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
enum PenaltyKind {
    #[default]
    None,
    DrawTwo,
    DrawFour,
}

/// A draw penalty waiting for the next player (R7.3, R8.2, R13).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
struct Penalty {
    total: u16,
    kind: PenaltyKind,
    /// A single W+4 with `challenge` on (R8.2, R13: a stacked one is not).
    challengeable: bool,
    /// R3: a first card's penalty is drawn at once, no stacking or challenge.
    forced: bool,
    offender: Seat,
    /// R8.3: the colour in play before the W+4.
    prev_color: Option<Color>,
    /// R8.3: judged when the W+4 was played, against the colour before it.
    guilty: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Source {
    Card(Card),
    Item(Item),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Frame {
    source: Source,
    idx: u8,
}

/// The effects of the card being resolved (R14): a card frame and, under
/// it, an item frame (R9). Resumable across decisions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Resolution {
    player: Seat,
    frames: [Frame; 2],
    depth: u8,
    /// The card's `chosen` player (R14), asked for when first needed.
    chosen: Option<Seat>,
    /// The Green Shell's victim (R9): always asked for, never the card's
    /// `chosen` player, and never stored as it.
    item_chosen: Option<Seat>,
    extra_turn: bool,
    /// Progress through an honour rule with several targets.
    sub: u8,
}

impl Resolution {
    /// Whether the effect being resolved is an item's (R9), not the card's.
    fn in_item(&self) -> bool {
        let d = (self.depth as usize).saturating_sub(1);
        matches!(self.frames[d].source, Source::Item(_))
    }
    /// The `chosen` player of the frame being resolved: the card's (R14)
    /// or the item's own (R9 Green Shell).
    fn chosen(&self) -> Option<Seat> {
        if self.in_item() {
            self.item_chosen
        } else {
            self.chosen
        }
    }
    fn chosen_slot(&mut self) -> &mut Option<Seat> {
        if self.in_item() {
            &mut self.item_chosen
        } else {
            &mut self.chosen
        }
    }
}

impl Default for Resolution {
    fn default() -> Self {
        let f = Frame {
            source: Source::Card(Card::WILD),
            idx: 0,
        };
        Resolution {
            player: 0,
            frames: [f, f],
            depth: 0,
            chosen: None,
            item_chosen: None,
            extra_turn: false,
            sub: 0,
        }
    }
}

/// What a challenger was shown (R8.3).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Reveal {
    pub to: Seat,
    pub of: Seat,
    pub cards: Vec<Card>,
}

/// One game of UNO: the whole table, hidden cards included. Clients get
/// [`crate::view::SeatView`]s and projected events, never this.
#[derive(Clone, Debug)]
pub struct Game {
    pub(crate) table: Arc<Table>,
    /// Seats at the table (R2.1).
    pub(crate) seat_count: u8,
    /// The game seed: round `r` draws from `round_seed(seed, r)`.
    pub(crate) seed: u64,
    /// The current round's generator.
    pub(crate) rng: Pcg64Mcg,
    pub(crate) hands: [CardCounts; MAX_SEATS],
    /// Top of the draw pile is the last element.
    pub(crate) draw: Vec<Card>,
    /// Top of the discard pile is the last element.
    pub(crate) discard: Vec<Card>,
    pub(crate) color: Option<Color>,
    pub(crate) dir: Direction,
    pub(crate) phase: Phase,
    penalty: Penalty,
    res: Resolution,
    pub(crate) exposed: Option<Seat>,
    skips: [u8; MAX_SEATS],
    /// R6.5: the seats whose ordinary turns since the last card moved found
    /// nothing to play and nothing to draw; all active seats: blocked.
    blocked: u16,
    /// Seats that went out under `last_holding_loses` (this round).
    pub(crate) out: u16,
    /// Seats eliminated from the game (R12.2 elimination).
    pub(crate) eliminated: u16,
    /// The first seat out this round (R13 `last_holding_loses`): the
    /// round's winner.
    pub(crate) first_out: Option<Seat>,
    pub(crate) scores: [i64; MAX_SEATS],
    pub(crate) round: u32,
    pub(crate) dealer: Seat,
    pub(crate) round_winner: Option<Seat>,
    pub(crate) game_winners: u16,
    pub(crate) round_points: [u32; MAX_SEATS],
    pub(crate) reveal: Option<Reveal>,
}

impl PartialEq for Game {
    fn eq(&self, o: &Game) -> bool {
        self.table.rules == o.table.rules
            && self.seat_count == o.seat_count
            && self.seed == o.seed
            && self.rng == o.rng
            && self.hands == o.hands
            && self.draw == o.draw
            && self.discard == o.discard
            && self.color == o.color
            && self.dir == o.dir
            && self.phase == o.phase
            && self.penalty == o.penalty
            && self.res == o.res
            && self.exposed == o.exposed
            && self.skips == o.skips
            && self.blocked == o.blocked
            && self.out == o.out
            && self.eliminated == o.eliminated
            && self.first_out == o.first_out
            && self.scores == o.scores
            && self.round == o.round
            && self.dealer == o.dealer
            && self.round_winner == o.round_winner
            && self.game_winners == o.game_winners
            && self.round_points == o.round_points
            && self.reveal == o.reveal
    }
}

type Seats = SmallVec<[Seat; MAX_SEATS]>;

/// One round's deal ([`Game::deal_round`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RoundDeal {
    pub round: u32,
    pub dealer: Seat,
    /// Each seat's cards as dealt, in the order dealt (R2.3); empty for an
    /// eliminated seat.
    pub hands: Vec<Vec<Card>>,
    /// The card turned up to start the discard pile (R3), after any W+4
    /// returned or (`ignore_actions`) action cards turned over it.
    pub first_card: Card,
    /// Everything the deal did, referee view: the R2.2 draw for dealer
    /// (round 1 only), `round_started`, `dealt` with the cards,
    /// `first_card` and what R3 made of it.
    pub events: Vec<RefereeEvent>,
}

/// Fisher–Yates shuffle with one multiply-shift bounded draw per card
/// (Lemire's method without the rejection step: the bias for n <= 512 is
/// below 2^-54, far under anything a simulation could measure).
fn shuffle(cards: &mut [Card], rng: &mut Pcg64Mcg) {
    use rand::RngCore;
    let mut i = cards.len();
    while i > 1 {
        let j = ((rng.next_u64() as u128 * i as u128) >> 64) as usize;
        i -= 1;
        // j < i + 1 == the old i, so both indices are in bounds.
        let (a, b) = (cards[i], cards[j]);
        cards[i] = b;
        cards[j] = a;
    }
}

/// How a play is being made, for validation.
#[derive(Clone, Copy, PartialEq, Eq)]
enum PlayCtx {
    Turn,
    Drawn(Card),
    Stack,
    JumpIn,
}

impl Game {
    // ----- accessors ----------------------------------------------------

    pub fn rules(&self) -> &Rules {
        &self.table.rules
    }
    pub fn players(&self) -> usize {
        self.seat_count as usize
    }
    #[inline]
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// The seat whose decision the game waits for (`None` between rounds).
    #[inline]
    pub fn to_act(&self) -> Option<Seat> {
        self.phase.seat()
    }
    #[inline]
    pub fn pending(&self) -> Option<Pending> {
        self.phase.pending()
    }
    #[inline]
    pub fn hand(&self, seat: Seat) -> &CardCounts {
        &self.hands[seat as usize]
    }
    pub fn hand_size(&self, seat: Seat) -> usize {
        self.hands[seat as usize].len()
    }
    #[inline]
    pub fn top(&self) -> Card {
        *self.discard.last().expect("a round always has a top card")
    }
    /// The colour in play (R5.1); `None` only while a first wild waits for
    /// its colour.
    pub fn color(&self) -> Option<Color> {
        self.color
    }
    pub fn direction(&self) -> Direction {
        self.dir
    }
    pub fn draw_pile_size(&self) -> usize {
        self.draw.len()
    }
    pub fn discard_pile(&self) -> &[Card] {
        &self.discard
    }
    /// The draw pile, top first (referee information).
    pub fn draw_pile_top_first(&self) -> Vec<Card> {
        self.draw.iter().rev().copied().collect()
    }
    /// The cards the player to act draws if they accept or draw now.
    pub fn penalty(&self) -> u16 {
        match self.phase {
            Phase::AcceptOrChallenge { .. } | Phase::StackOrDraw { .. } => self.penalty.total,
            _ => 0,
        }
    }
    /// Seats that could be caught for not calling UNO (R10.2).
    #[inline]
    pub fn exposed(&self) -> Option<Seat> {
        self.exposed
    }
    /// Whether a seat other than the one to act could have an out-of-turn
    /// action now: a catch or an UNO call while a seat is exposed (R10.2),
    /// a jump-in during an ordinary turn (R13 `jump_in`), a Draw Two
    /// jump-in while a Draw Two penalty waits (R13 `jump_in_draw_two`).
    /// Drivers (the simulator's, the terminal game's, the server's rooms)
    /// offer reactions only then.
    pub fn reactions_possible(&self) -> bool {
        self.exposed.is_some()
            || (self.table.jump_in_at_turns() && matches!(self.phase, Phase::Turn { .. }))
            || (self.table.jump_in_on_penalties()
                && matches!(self.phase, Phase::StackOrDraw { .. }))
    }
    pub fn scores(&self) -> &[i64] {
        &self.scores[..self.seat_count as usize]
    }
    pub fn round(&self) -> u32 {
        self.round
    }
    pub fn dealer(&self) -> Seat {
        self.dealer
    }
    /// The game seed (referee information: it determines every deal).
    pub fn seed(&self) -> u64 {
        self.seed
    }
    /// The current round's seed, [`round_seed`]`(seed, round)`: the one
    /// seed the current round's deal and shuffles came from (referee
    /// information until the round is over).
    pub fn current_round_seed(&self) -> u64 {
        round_seed(self.seed, self.round)
    }
    #[inline]
    pub fn round_over(&self) -> bool {
        matches!(self.phase, Phase::RoundOver | Phase::GameOver)
    }
    pub fn game_over(&self) -> bool {
        self.phase == Phase::GameOver
    }
    pub fn round_winner(&self) -> Option<Seat> {
        self.round_winner
    }
    pub fn game_winners(&self) -> Vec<Seat> {
        (0..self.seat_count)
            .filter(|s| self.game_winners & (1 << s) != 0)
            .collect()
    }
    /// Points each hand held when the round ended (R12.1).
    pub fn round_points(&self) -> &[u32] {
        &self.round_points[..self.seat_count as usize]
    }
    /// Whether the seat still plays in this round (not out, not eliminated).
    pub fn is_active(&self, seat: Seat) -> bool {
        (self.out | self.eliminated) & (1 << seat) == 0
    }
    pub fn is_eliminated(&self, seat: Seat) -> bool {
        self.eliminated & (1 << seat) != 0
    }
    pub fn has_left_round(&self, seat: Seat) -> bool {
        self.out & (1 << seat) != 0
    }
    /// The honour rule waiting for an answer (R8.5): its text and penalty,
    /// read from the effect being resolved (the rules hold the text; the
    /// game keeps no copy).
    pub fn honour(&self) -> Option<(&str, u8)> {
        if !matches!(self.phase, Phase::ComplyOrPenalty { .. }) {
            return None;
        }
        let d = self.res.depth.checked_sub(1)? as usize;
        match self.effect_at(self.res.frames[d])? {
            Effect::Honour { text, penalty, .. } => Some((text.as_str(), *penalty)),
            _ => None,
        }
    }
    pub fn last_reveal(&self) -> Option<&Reveal> {
        self.reveal.as_ref()
    }
    /// Total cards in hands and piles (conserved through a round).
    pub fn card_count(&self) -> usize {
        self.hands.iter().map(CardCounts::len).sum::<usize>() + self.draw.len() + self.discard.len()
    }
}
