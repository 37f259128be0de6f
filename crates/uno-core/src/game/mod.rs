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
//! The draw pile is shuffled as it is drawn (`game/pile.rs`): one Fisher–Yates
//! step per card taken, the same numbers in the same order as the whole
//! shuffle at once, so the same seed deals the same cards.

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
pub use crate::seatset::SeatSet;
pub use crate::seed::round_seed;

/// Most seats at a table (R2.1).
pub const MAX_SEATS: usize = 10;
/// Fewest seats at a table (R2.1).
pub const MIN_SEATS: usize = 2;

mod actions;
mod apply;
mod deal;
mod legal;
mod pile;
mod play;
mod resolve;
mod sample;
mod score;
mod seats;

use pile::{shuffle, DrawPile};

pub use crate::rules::CompiledRules;
pub(crate) use crate::rules::Table;
pub use crate::vocab::{Direction, Item, Pending};

/// The decision the game waits for. Exactly one at a time, and all of it:
/// each variant carries everything its decision needs (the penalty being
/// answered, the effect resolution in progress, the card just drawn), and
/// every in-round variant carries the R10.2 reaction window, `exposed`:
/// the seat that may still call UNO or be caught while the decision waits.
/// Nothing about the pending decision lives anywhere else in [`Game`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
// `repr(u8)` with `seat` and `exposed` first in every in-round variant:
// they sit at the same offset in each, so that `seat()` and `exposed()`
// (read on every action) can compile to a load and a range check. LLVM
// does not always merge the arms: inlined in `draw_at_turn`, `exposed()`
// is still a jump table on the tag (seen in the release build's
// disassembly, 2026-12-01).
#[repr(u8)]
pub enum Phase {
    /// An ordinary turn: play or draw (R4.1).
    Turn { seat: Seat, exposed: Option<Seat> },
    /// R6.2: `card` was just drawn and is playable: play it or pass.
    PlayOrPass {
        seat: Seat,
        exposed: Option<Seat>,
        card: Card,
    },
    /// A colour asked for: by a play's effects (`res`: R9 Bob-omb or an
    /// empty draw pile, R3 `as_dealer_played` wilds), or, with `res` `None`,
    /// by the R3 first wild, after which the chooser plays.
    ChooseColor {
        seat: Seat,
        exposed: Option<Seat>,
        res: Option<Resolution>,
    },
    /// A player asked for by the effects being resolved (R13 swaps, R9
    /// Green Shell, R14 `chosen`).
    ChoosePlayer {
        seat: Seat,
        exposed: Option<Seat>,
        res: Resolution,
    },
    /// R8.2: a single W+4 waits: accept or challenge (or stack, R13).
    AcceptOrChallenge {
        seat: Seat,
        exposed: Option<Seat>,
        penalty: Penalty,
    },
    /// R13: a stacked penalty waits: stack on it or draw it all.
    StackOrDraw {
        seat: Seat,
        exposed: Option<Seat>,
        penalty: Penalty,
    },
    /// R8.5: an honour rule of the effects being resolved waits for its
    /// target's answer.
    ComplyOrPenalty {
        seat: Seat,
        exposed: Option<Seat>,
        res: Resolution,
    },
    /// R11: the round is over; `next_round` deals the next one.
    RoundOver,
    /// R12: the game is over.
    GameOver,
}

impl Phase {
    /// The seat whose decision the game waits for.
    #[inline]
    pub fn seat(&self) -> Option<Seat> {
        match *self {
            Phase::Turn { seat, .. }
            | Phase::PlayOrPass { seat, .. }
            | Phase::ChooseColor { seat, .. }
            | Phase::ChoosePlayer { seat, .. }
            | Phase::AcceptOrChallenge { seat, .. }
            | Phase::StackOrDraw { seat, .. }
            | Phase::ComplyOrPenalty { seat, .. } => Some(seat),
            Phase::RoundOver | Phase::GameOver => None,
        }
    }
    #[inline]
    pub fn pending(&self) -> Option<Pending> {
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
    /// The R10.2 reaction window: the seat that may still call UNO or be
    /// caught (`None` between rounds).
    #[inline]
    pub fn exposed(&self) -> Option<Seat> {
        match *self {
            Phase::Turn { exposed, .. }
            | Phase::PlayOrPass { exposed, .. }
            | Phase::ChooseColor { exposed, .. }
            | Phase::ChoosePlayer { exposed, .. }
            | Phase::AcceptOrChallenge { exposed, .. }
            | Phase::StackOrDraw { exposed, .. }
            | Phase::ComplyOrPenalty { exposed, .. } => exposed,
            Phase::RoundOver | Phase::GameOver => None,
        }
    }
    /// The reaction window of an in-round decision, to open or close it.
    #[inline]
    fn exposed_mut(&mut self) -> Option<&mut Option<Seat>> {
        match self {
            Phase::Turn { exposed, .. }
            | Phase::PlayOrPass { exposed, .. }
            | Phase::ChooseColor { exposed, .. }
            | Phase::ChoosePlayer { exposed, .. }
            | Phase::AcceptOrChallenge { exposed, .. }
            | Phase::StackOrDraw { exposed, .. }
            | Phase::ComplyOrPenalty { exposed, .. } => Some(exposed),
            Phase::RoundOver | Phase::GameOver => None,
        }
    }
    /// The draw penalty the seat to act answers now (R7.3, R8.2, R13).
    #[inline]
    pub fn penalty(&self) -> Option<&Penalty> {
        match self {
            Phase::AcceptOrChallenge { penalty, .. } | Phase::StackOrDraw { penalty, .. } => {
                Some(penalty)
            }
            _ => None,
        }
    }
    /// Any penalty the decision holds: the one being answered, or the one
    /// a play whose effects wait for a decision will pass on.
    fn penalty_mut(&mut self) -> Option<&mut Penalty> {
        match self {
            Phase::AcceptOrChallenge { penalty, .. } | Phase::StackOrDraw { penalty, .. } => {
                Some(penalty)
            }
            Phase::ChooseColor { res: Some(res), .. }
            | Phase::ChoosePlayer { res, .. }
            | Phase::ComplyOrPenalty { res, .. } => res.penalty.as_mut(),
            _ => None,
        }
    }
    fn expects(&self) -> &'static str {
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

/// The card on top of a draw penalty (R13: what may be stacked on it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum PenaltyKind {
    DrawTwo,
    DrawFour,
}

/// A draw penalty passed to the next player (R7.3, R8.2, R13): carried by
/// the play that made it while its effects resolve, then answered in
/// [`Phase::AcceptOrChallenge`] or [`Phase::StackOrDraw`] (or drawn at once).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Penalty {
    total: u16,
    kind: PenaltyKind,
    /// A single W+4 with `challenge` on (R8.2, R13: a stacked one is not).
    challengeable: bool,
    /// R3, R11.1: drawn at once, no stacking or challenge.
    forced: bool,
    offender: Seat,
    /// R8.3: the colour in play before the W+4.
    prev_color: Option<Color>,
    /// R8.3: judged when the W+4 was played, against the colour before it.
    guilty: bool,
}

impl Penalty {
    /// The cards it makes its victim draw.
    pub fn total(&self) -> u16 {
        self.total
    }
    /// The seat that played the card that started it.
    pub fn offender(&self) -> Seat {
        self.offender
    }
    /// Whether a Draw Two is on top of it (R13 `jump_in_draw_two`,
    /// stacking); else a W+4 is.
    pub fn on_draw_two(&self) -> bool {
        self.kind == PenaltyKind::DrawTwo
    }
}

/// An R9 item being resolved under the card that revealed it, and the
/// index of its next effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct ItemFrame {
    item: Item,
    next: u8,
}

/// The effects of a played card being resolved (R14), and, under its
/// `reveal_and_item`, an item's (R9). Resumable across decisions: a
/// decision the effects need holds it in its [`Phase`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Resolution {
    player: Seat,
    card: Card,
    /// The index of the card's next effect.
    next: u8,
    item: Option<ItemFrame>,
    /// The card's `chosen` player (R14), asked for when first needed.
    chosen: Option<Seat>,
    /// The Green Shell's victim (R9): always asked for, never the card's
    /// `chosen` player, and never stored as it.
    item_chosen: Option<Seat>,
    extra_turn: bool,
    /// Progress through an honour rule with several targets.
    sub: u8,
    /// The draw penalty the play passes to the next player once its
    /// effects are done (R7.3, R8.2, R13).
    penalty: Option<Penalty>,
}

impl Resolution {
    fn new(player: Seat, card: Card, chosen: Option<Seat>, penalty: Option<Penalty>) -> Self {
        Resolution {
            player,
            card,
            next: 0,
            item: None,
            chosen,
            item_chosen: None,
            extra_turn: false,
            sub: 0,
            penalty,
        }
    }
    /// The seat whose play is being resolved.
    pub fn player(&self) -> Seat {
        self.player
    }
    /// The card whose effects are being resolved.
    pub fn card(&self) -> Card {
        self.card
    }
    /// The R9 item being resolved under the card, if any.
    pub fn item(&self) -> Option<Item> {
        self.item.map(|f| f.item)
    }
    /// The effect to run next, from the item if one is being resolved.
    #[inline]
    fn current<'t>(&self, table: &'t Table) -> Option<&'t Effect> {
        match self.item {
            Some(f) => f.item.effects().get(f.next as usize),
            None => table.effects[self.card.index()].get(self.next as usize),
        }
    }
    #[inline]
    fn next_mut(&mut self) -> &mut u8 {
        match &mut self.item {
            Some(f) => &mut f.next,
            None => &mut self.next,
        }
    }
    /// Whether the effect being resolved is an item's (R9), not the card's.
    fn in_item(&self) -> bool {
        self.item.is_some()
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

/// What a challenger was shown (R8.3).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Reveal {
    pub to: Seat,
    pub of: Seat,
    pub cards: Vec<Card>,
}

/// The compiled rules a game shares with others (one `Arc` per
/// simulation). Two are equal when their rules are.
#[derive(Clone, Debug)]
pub(crate) struct Shared(pub(crate) Arc<Table>);

impl PartialEq for Shared {
    fn eq(&self, o: &Shared) -> bool {
        Arc::ptr_eq(&self.0, &o.0) || self.0.rules == o.0.rules
    }
}

impl std::ops::Deref for Shared {
    type Target = Table;
    #[inline]
    fn deref(&self) -> &Table {
        &self.0
    }
}

/// One game of UNO: the whole table, hidden cards included. Clients get
/// [`crate::view::SeatView`]s and projected events, never this.
///
/// Equality is derived: two games are equal when every field is, so a
/// new field cannot be left out of it (the R4.4 invariant "a rejected
/// action changes nothing" compares whole games).
#[derive(Clone, Debug, PartialEq)]
pub struct Game {
    pub(crate) table: Shared,
    /// Seats at the table (R2.1).
    pub(crate) seat_count: u8,
    /// The game seed: round `r` draws from `round_seed(seed, r)`.
    pub(crate) seed: u64,
    /// The current round's generator.
    pub(crate) rng: Pcg64Mcg,
    pub(crate) hands: [CardCounts; MAX_SEATS],
    /// Top of the draw pile is the last element; shuffled lazily
    /// (`game/pile.rs`): a card leaves it by [`DrawPile::pop`] with the round's
    /// generator, which nothing else uses before [`DrawPile::settle`].
    pub(crate) draw: DrawPile,
    /// Top of the discard pile is the last element.
    pub(crate) discard: Vec<Card>,
    pub(crate) color: Option<Color>,
    pub(crate) dir: Direction,
    /// The pending decision, all of it.
    pub(crate) phase: Phase,
    /// R14 `skip(T)`, R7.1: skip marks, each used up by its seat's next
    /// ordinary turn. Table state, not decision state: a mark outlives
    /// the decisions between its card and that turn (a Draw Two played
    /// meanwhile still hits the next player, who answers it as usual),
    /// like a token in front of the seat.
    skips: [u8; MAX_SEATS],
    /// R6.5: the seats whose ordinary turns since the last card moved found
    /// nothing to play and nothing to draw; all active seats: blocked. A
    /// record of past turns, not decision state: no decision reads it but
    /// the blocked-round check after such a turn.
    blocked: SeatSet,
    /// Seats that went out under `last_holding_loses` (this round).
    pub(crate) out: SeatSet,
    /// Seats eliminated from the game (R12.2 elimination).
    pub(crate) eliminated: SeatSet,
    /// The first seat out this round (R13 `last_holding_loses`): the
    /// round's winner.
    pub(crate) first_out: Option<Seat>,
    pub(crate) scores: [i64; MAX_SEATS],
    pub(crate) round: u32,
    pub(crate) dealer: Seat,
    pub(crate) round_winner: Option<Seat>,
    pub(crate) game_winners: SeatSet,
    pub(crate) round_points: [u32; MAX_SEATS],
    /// R8.3: what the last challenger of this round was shown. Not
    /// decision state: the challenge is answered when it is made, and the
    /// record stays for the rest of the round as what that seat knows
    /// (its view's `revealed`).
    pub(crate) reveal: Option<Reveal>,
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

/// How a play is being made, for validation.
#[derive(Clone, Copy, PartialEq, Eq)]
enum PlayCtx {
    Turn,
    Drawn(Card),
    /// Stacked on the penalty being answered (R13).
    Stack(Penalty),
    JumpIn,
}

impl Game {
    /// The next decision is `seat`'s ordinary turn; the R10.2 reaction
    /// window stays as it is.
    #[inline]
    pub(super) fn give_turn(&mut self, seat: Seat) {
        let exposed = self.phase.exposed();
        self.phase = Phase::Turn { seat, exposed };
    }

    // ----- accessors ----------------------------------------------------

    pub fn rules(&self) -> &Rules {
        &self.table.rules
    }
    /// R10.4: the card types whose effects move cards between hands
    /// ([`Rules::moves_hands`] for every type, compiled once with the
    /// rules: a bit test instead of building each card's effects).
    #[inline]
    pub fn hand_moving_mask(&self) -> CardMask {
        CardMask(self.table.hand_moving)
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
        &self.hands[seat.index()]
    }
    pub fn hand_size(&self, seat: Seat) -> usize {
        self.hands[seat.index()].len()
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
    /// The draw pile, top first (referee information). The pile is
    /// shuffled as it is drawn (`game/pile.rs`): this runs the shuffle's steps
    /// still owed on a copy.
    pub fn draw_pile_top_first(&self) -> Vec<Card> {
        self.draw.top_first(&self.rng)
    }
    /// The cards of the draw pile in no order (referee information),
    /// without working out the order.
    pub fn draw_pile_counts(&self) -> CardCounts {
        CardCounts::from_cards(self.draw.cards_unordered().iter().copied())
    }
    /// The cards the player to act draws if they accept or draw now.
    pub fn penalty(&self) -> u16 {
        self.phase.penalty().map_or(0, Penalty::total)
    }
    /// Seats that could be caught for not calling UNO (R10.2).
    #[inline]
    pub fn exposed(&self) -> Option<Seat> {
        self.phase.exposed()
    }
    /// Whether a seat other than the one to act could have an out-of-turn
    /// action now: a catch or an UNO call while a seat is exposed (R10.2),
    /// a jump-in during an ordinary turn (R13 `jump_in`), a Draw Two
    /// jump-in while a Draw Two penalty waits (R13 `jump_in_draw_two`).
    /// Drivers (the simulator's, the terminal game's, the server's rooms)
    /// offer reactions only then.
    pub fn reactions_possible(&self) -> bool {
        self.phase.exposed().is_some()
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
        matches!(self.phase, Phase::GameOver)
    }
    pub fn round_winner(&self) -> Option<Seat> {
        self.round_winner
    }
    pub fn game_winners(&self) -> Vec<Seat> {
        self.game_winners.iter().collect()
    }
    /// Points each hand held when the round ended (R12.1).
    pub fn round_points(&self) -> &[u32] {
        &self.round_points[..self.seat_count as usize]
    }
    /// Whether the seat still plays in this round (not out, not eliminated).
    #[inline]
    pub fn is_active(&self, seat: Seat) -> bool {
        !self.out.union(self.eliminated).contains(seat)
    }
    pub fn is_eliminated(&self, seat: Seat) -> bool {
        self.eliminated.contains(seat)
    }
    pub fn has_left_round(&self, seat: Seat) -> bool {
        self.out.contains(seat)
    }
    /// The seats still playing this round (not out, not eliminated).
    pub fn active_seats(&self) -> SeatSet {
        SeatSet::first(self.seat_count as usize)
            .difference(self.out)
            .difference(self.eliminated)
    }
    /// Seats eliminated from the game (R12.2).
    pub fn eliminated_seats(&self) -> SeatSet {
        self.eliminated
    }
    /// Seats out of this round (R13 `last_holding_loses`).
    pub fn out_seats(&self) -> SeatSet {
        self.out
    }
    /// The honour rule waiting for an answer (R8.5): its text and penalty,
    /// read from the effect being resolved (the rules hold the text; the
    /// game keeps no copy).
    pub fn honour(&self) -> Option<(&str, u8)> {
        let Phase::ComplyOrPenalty { res, .. } = &self.phase else {
            return None;
        };
        match res.current(&self.table)? {
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

#[cfg(test)]
mod tests;
