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
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

use crate::action::{Action, Play, Seat};
use crate::card::{Card, CardCounts, CardMask, Color, NUM_TYPES};
use crate::error::{ActionError, SetupError};
use crate::event::{DrawReason, Event, EventCards, EventKind, EventSink, Item, SeenEvent};
use crate::rules::{Effect, FirstCard, GameEnd, Rules, ScoringMethod, Target};
pub use crate::seed::round_seed;

/// Most seats at a table (R2.1).
pub const MAX_SEATS: usize = 10;
/// Fewest seats at a table (R2.1).
pub const MIN_SEATS: usize = 2;

/// Direction of play (R2.4: clockwise is to the left, seat + 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    Cw,
    Ccw,
}

impl Direction {
    pub fn flipped(self) -> Direction {
        match self {
            Direction::Cw => Direction::Ccw,
            Direction::Ccw => Direction::Cw,
        }
    }
}

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

/// The kind of pending decision, as named in SCENARIOS.md (`null` is an
/// ordinary turn).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pending {
    ChooseColor,
    AcceptOrChallenge,
    PlayOrPass,
    ChoosePlayer,
    StackOrDraw,
    ComplyOrPenalty,
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

static MUSHROOM: [Effect; 1] = [Effect::ExtraTurn];
static BANANA: [Effect; 1] = [Effect::Draw(Target::Previous, 2)];
static GREEN_SHELL: [Effect; 1] = [Effect::Draw(Target::Chosen, 1)];
static LIGHTNING: [Effect; 2] = [Effect::EveryoneElseDraws(1), Effect::ExtraTurn];
static BOB_OMB: [Effect; 2] = [Effect::Draw(Target::SelfSeat, 2), Effect::NameColor];

impl Item {
    /// R9: the item for a turned card.
    pub fn for_card(card: Card) -> Item {
        match card.color() {
            Some(Color::Red) => Item::Mushroom,
            Some(Color::Yellow) => Item::BananaPeel,
            Some(Color::Green) => Item::GreenShell,
            Some(Color::Blue) => Item::Lightning,
            None => Item::BobOmb,
        }
    }
    /// R9 items in R14's vocabulary.
    pub fn effects(self) -> &'static [Effect] {
        match self {
            Item::Mushroom => &MUSHROOM,
            Item::BananaPeel => &BANANA,
            Item::GreenShell => &GREEN_SHELL,
            Item::Lightning => &LIGHTNING,
            Item::BobOmb => &BOB_OMB,
        }
    }
}

/// Rules compiled into lookup tables: the one place card behaviour is read.
#[derive(Debug)]
pub(crate) struct Table {
    pub rules: Rules,
    effects: Vec<Vec<Effect>>,
    /// Card types whose effects move hands (R10.4).
    hand_moving: u64,
    /// Wild types that name a colour with the play (all but the item box, R5.3).
    names_color: u64,
    /// Number cards whose play may carry a swap `target` (R13 7/0).
    takes_target: u64,
    /// R5.2/R5.3: playable types by top card and colour in play.
    matches: Vec<[u64; 4]>,
    /// R5.4/R9: a held WIB counts as the colour in play.
    wib_counts: bool,
    /// Every card of the deck, in type order (copied, then shuffled).
    deck_cards: Vec<Card>,
}

impl Table {
    pub(crate) fn new(rules: Rules) -> Table {
        let effects: Vec<Vec<Effect>> = Card::all().map(|c| rules.effects_of(c)).collect();
        let mut hand_moving = 0;
        let mut names_color = 0;
        let mut takes_target = 0;
        for c in Card::all() {
            let e = &effects[c.index()];
            if e.iter().any(Effect::moves_hands) {
                hand_moving |= c.bit();
            }
            // R5.3: every wild names its colour with the play but the
            // Item Box, whose colour comes from R9; a WC does whatever its
            // rule, `reveal_and_item` included (R8.5, R14).
            if c.is_wild() && c != Card::ITEM_BOX {
                names_color |= c.bit();
            }
            if c.is_number()
                && e.iter()
                    .any(|x| matches!(x, Effect::SwapHands(Target::Chosen)))
            {
                takes_target |= c.bit();
            }
        }
        let matches = Card::all()
            .map(|top| {
                let mut row = [0u64; 4];
                for col in Color::ALL {
                    let mut m = CardMask::of_color(col).0 | CardMask::WILDS.0;
                    if let Some(r) = top.rank_index() {
                        m |= CardMask::of_rank(r).0;
                    }
                    row[col as usize] = m;
                }
                row
            })
            .collect();
        let wib_counts = rules.deck[Card::ITEM_BOX.index()] > 0;
        let deck_cards = Card::all()
            .flat_map(|c| std::iter::repeat_n(c, rules.deck[c.index()] as usize))
            .collect();
        Table {
            deck_cards,
            rules,
            effects,
            hand_moving,
            names_color,
            takes_target,
            matches,
            wib_counts,
        }
    }
}

/// Rules compiled once into the engine's lookup tables, to share between
/// many games (`Game::from_compiled`, `Game::restart`).
#[derive(Clone, Debug)]
pub struct CompiledRules(Arc<Table>);

impl CompiledRules {
    pub fn new(rules: Rules) -> CompiledRules {
        CompiledRules(Arc::new(Table::new(rules)))
    }
    pub fn rules(&self) -> &Rules {
        &self.0.rules
    }
}

/// One game of UNO: the whole table, hidden cards included. Clients get
/// [`crate::view::SeatView`]s and projected events, never this.
#[derive(Clone, Debug)]
pub struct Game {
    pub(crate) t: Arc<Table>,
    pub(crate) n: u8,
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
    pub(crate) honour: Option<(String, u8)>,
    pub(crate) reveal: Option<Reveal>,
}

impl PartialEq for Game {
    fn eq(&self, o: &Game) -> bool {
        self.t.rules == o.t.rules
            && self.n == o.n
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
            && self.honour == o.honour
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
    pub events: Vec<SeenEvent>,
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
    // ----- construction -------------------------------------------------

    /// A new game: R2.2 dealer (the rules' fixed seat or the draw), R2.3
    /// deal, R3 first card.
    pub fn new(rules: Rules, players: usize, seed: u64) -> Result<Game, SetupError> {
        Game::new_with_events(rules, players, seed, None, &mut crate::event::NoEvents)
    }

    /// Like [`Game::new`], sharing rules compiled once (for simulations).
    pub fn from_compiled(
        rules: &CompiledRules,
        players: usize,
        seed: u64,
    ) -> Result<Game, SetupError> {
        let mut g = Game::blank_with(rules.0.clone(), players, seed)?;
        g.check_deck_size()?;
        g.restart(seed);
        Ok(g)
    }

    /// Starts a new game in place with a new seed, keeping the rules and
    /// seat count and reusing this game's memory. Equivalent to
    /// `Game::from_compiled(rules, players, seed)`.
    pub fn restart(&mut self, seed: u64) {
        self.seed = seed;
        self.reseed(1);
        self.scores = [0; MAX_SEATS];
        self.eliminated = 0;
        self.game_winners = 0;
        self.round = 0;
        let dealer = match self.rules().dealer {
            Some(d) if d < self.n => d,
            _ => self.draw_for_dealer(&mut crate::event::NoEvents),
        };
        let mut pile = std::mem::take(&mut self.draw);
        self.fill_pile(&mut pile, &[]);
        self.begin_round(dealer, pile, &mut crate::event::NoEvents);
    }

    /// One round's deal, computed from that round's seed alone: what a
    /// game whose round `round` (1-based) draws from `round_seed` deals,
    /// with `dealer` dealing and the `eliminated` seats (R12.2) left out.
    /// `dealer` may be `None` only for round 1: the rules' fixed dealer,
    /// else the R2.2 draw (made with round 1's seed, as a game does).
    ///
    /// In a game seeded with `s`, round `r`'s deal is
    /// `deal_round(rules, players, r, Some(dealer), eliminated, round_seed(s, r))`
    /// (with `dealer: None` in round 1): the deal uses the same code as the
    /// game. So a player told one round's seed can check that round's deal
    /// without knowing any other round's.
    pub fn deal_round(
        rules: &CompiledRules,
        players: usize,
        round: u32,
        dealer: Option<Seat>,
        eliminated: &[Seat],
        round_seed: u64,
    ) -> Result<RoundDeal, SetupError> {
        let mut g = Game::blank_with(rules.0.clone(), players, 0)?;
        g.check_deck_size()?;
        if round == 0 {
            return Err(SetupError::Position("round numbers start at 1".into()));
        }
        for &s in eliminated {
            if s as usize >= players {
                return Err(SetupError::Seat(s));
            }
            g.eliminated |= 1 << s;
        }
        if g.active_count() < 2 {
            return Err(SetupError::Position(
                "at least two seats must still be in the game".into(),
            ));
        }
        g.rng = Pcg64Mcg::seed_from_u64(round_seed);
        g.round = round - 1;
        let mut events: Vec<Event> = Vec::new();
        let dealer = match dealer {
            Some(d) if (d as usize) >= players => return Err(SetupError::Seat(d)),
            Some(d) => d,
            None if round == 1 => match g.rules().dealer {
                Some(d) if (d as usize) < players => d,
                Some(d) => return Err(SetupError::Seat(d)),
                None => g.draw_for_dealer(&mut events),
            },
            None => {
                return Err(SetupError::Position(
                    "the dealer of a round after the first must be given".into(),
                ))
            }
        };
        if g.is_eliminated(dealer) {
            return Err(SetupError::Position(format!(
                "the dealer, seat {dealer}, is eliminated"
            )));
        }
        let pile = g.fresh_pile(&[]);
        g.begin_round(dealer, pile, &mut events);
        let events: Vec<SeenEvent> = events
            .iter()
            .map(|e| e.project(crate::event::Viewer::Referee))
            .collect();
        let mut hands = vec![Vec::new(); players];
        let mut first_card = None;
        for e in &events {
            match e.kind {
                EventKind::Dealt { seat, .. } => {
                    hands[seat as usize] = e.cards.iter().flatten().copied().collect();
                }
                EventKind::FirstCard { card } => first_card = Some(card),
                _ => {}
            }
        }
        Ok(RoundDeal {
            round,
            dealer,
            hands,
            first_card: first_card.expect("a round turns a first card"),
            events,
        })
    }

    fn check_deck_size(&self) -> Result<(), SetupError> {
        let needed = self.rules().hand_size as usize * self.n as usize + 1;
        if self.rules().deck_size() < needed {
            return Err(SetupError::DeckTooSmall {
                deck: self.rules().deck_size(),
                hand: self.rules().hand_size,
                players: self.n,
            });
        }
        Ok(())
    }

    /// Like [`Game::new`], with an explicit dealer and the start-up events.
    pub fn new_with_events<E: EventSink>(
        rules: Rules,
        players: usize,
        seed: u64,
        dealer: Option<Seat>,
        ev: &mut E,
    ) -> Result<Game, SetupError> {
        let mut g = Game::blank(rules, players, seed)?;
        g.check_deck_size()?;
        let dealer = match dealer.or(g.rules().dealer) {
            Some(d) if (d as usize) < players => d,
            Some(d) => return Err(SetupError::Seat(d)),
            None => g.draw_for_dealer(ev),
        };
        let pile = g.fresh_pile(&[]);
        g.begin_round(dealer, pile, ev);
        Ok(g)
    }

    /// A game with no cards dealt: shared by every constructor. Its
    /// generator is round 1's.
    pub(crate) fn blank(rules: Rules, players: usize, seed: u64) -> Result<Game, SetupError> {
        Game::blank_with(Arc::new(Table::new(rules)), players, seed)
    }

    fn blank_with(t: Arc<Table>, players: usize, seed: u64) -> Result<Game, SetupError> {
        if !(MIN_SEATS..=MAX_SEATS).contains(&players) {
            return Err(SetupError::Players(players));
        }
        Ok(Game {
            t,
            n: players as u8,
            seed,
            rng: Pcg64Mcg::seed_from_u64(round_seed(seed, 1)),
            hands: [CardCounts::default(); MAX_SEATS],
            draw: Vec::with_capacity(128),
            discard: Vec::with_capacity(128),
            color: None,
            dir: Direction::Cw,
            phase: Phase::RoundOver,
            penalty: Penalty::default(),
            res: Resolution::default(),
            exposed: None,
            skips: [0; MAX_SEATS],
            blocked: 0,
            out: 0,
            eliminated: 0,
            first_out: None,
            scores: [0; MAX_SEATS],
            round: 0,
            dealer: 0,
            round_winner: None,
            game_winners: 0,
            round_points: [0; MAX_SEATS],
            honour: None,
            reveal: None,
        })
    }

    /// Seeds the generator for round `round` (1-based).
    #[inline]
    pub(crate) fn reseed(&mut self, round: u32) {
        self.rng = Pcg64Mcg::seed_from_u64(round_seed(self.seed, round));
    }

    /// A draw pile (top last): `top` (top first) over the rest of the deck
    /// shuffled. The caller has checked that `top` fits in the deck.
    pub(crate) fn fresh_pile(&mut self, top: &[Card]) -> Vec<Card> {
        let mut rest = Vec::with_capacity(self.rules().deck_size());
        self.fill_pile(&mut rest, top);
        rest
    }

    fn fill_pile(&mut self, rest: &mut Vec<Card>, top: &[Card]) {
        rest.clear();
        if top.is_empty() {
            rest.extend_from_slice(&self.t.deck_cards);
            shuffle(rest, &mut self.rng);
            return;
        }
        let mut counts = self.rules().deck;
        for c in top {
            counts[c.index()] -= 1;
        }
        for (i, &k) in counts.iter().enumerate() {
            rest.extend(std::iter::repeat_n(Card::from_index(i), k as usize));
        }
        shuffle(rest, &mut self.rng);
        // `rest` is drawn from its end; put the listed top cards after it.
        rest.extend(top.iter().rev());
    }

    /// R2.2: each player draws; the highest number deals; action and wild
    /// cards count as zero; tied players draw again. The cards drawn are
    /// sampled from the deck without replacement (the same as drawing from
    /// a shuffled deck), then go back.
    pub(crate) fn draw_for_dealer<E: EventSink>(&mut self, ev: &mut E) -> Seat {
        let mut counts = self.rules().deck;
        let mut left: u32 = counts.iter().map(|&k| k as u32).sum();
        let mut contenders: Seats = (0..self.n).collect();
        loop {
            if (left as usize) < contenders.len() {
                return contenders[0];
            }
            let mut draws: SmallVec<[(Seat, Card); MAX_SEATS]> = SmallVec::new();
            for &s in &contenders {
                let mut k = self.rng.random_range(0..left);
                let mut i = 0;
                while k >= counts[i] as u32 {
                    k -= counts[i] as u32;
                    i += 1;
                }
                counts[i] -= 1;
                left -= 1;
                draws.push((s, Card::from_index(i)));
            }
            let value = |c: &Card| c.number_value().unwrap_or(0);
            let best = draws.iter().map(|(_, c)| value(c)).max().unwrap_or(0);
            let tied: Seats = draws
                .iter()
                .filter(|(_, c)| value(c) == best)
                .map(|(s, _)| *s)
                .collect();
            let decided = (tied.len() == 1).then(|| tied[0]);
            ev.emit(|| {
                EventKind::DealerDraw {
                    draws: draws.to_vec(),
                    dealer: decided,
                }
                .into()
            });
            if let Some(d) = decided {
                return d;
            }
            contenders = tied;
        }
    }

    /// Deals a round from `pile` (top last) and turns the first card.
    pub(crate) fn begin_round<E: EventSink>(&mut self, dealer: Seat, pile: Vec<Card>, ev: &mut E) {
        self.round += 1;
        self.dealer = dealer;
        for h in &mut self.hands[..self.n as usize] {
            h.clear();
        }
        self.draw = pile;
        self.discard.clear();
        self.color = None;
        self.dir = Direction::Cw;
        self.penalty = Penalty::default();
        self.res = Resolution::default();
        self.exposed = None;
        self.skips = [0; MAX_SEATS];
        self.blocked = 0;
        self.out = 0;
        self.first_out = None;
        self.round_winner = None;
        self.round_points = [0; MAX_SEATS];
        self.honour = None;
        self.reveal = None;
        let round = self.round;
        ev.emit(|| EventKind::RoundStarted { round, dealer }.into());
        // R2.3: one card at a time, from the dealer's left, clockwise.
        let order = self.seats_from(dealer, Direction::Cw, true);
        let records = std::mem::size_of::<E>() > 0;
        let mut dealt: Vec<EventCards> = Vec::new();
        if records {
            dealt.resize(MAX_SEATS, EventCards::new());
        }
        for _ in 0..self.rules().hand_size {
            for &s in &order {
                if let Some(c) = self.draw.pop() {
                    self.hands[s as usize].add(c);
                    if records {
                        dealt[s as usize].push(c);
                    }
                }
            }
        }
        if records {
            for &s in &order {
                let count = self.hands[s as usize].len() as u16;
                let cards = std::mem::take(&mut dealt[s as usize]);
                ev.emit(|| Event::secret(EventKind::Dealt { seat: s, count }, cards, s, s));
            }
        }
        self.turn_first_card(ev);
    }

    /// R3: the first card.
    fn turn_first_card<E: EventSink>(&mut self, ev: &mut E) {
        let dealer = self.dealer;
        let left = self.neighbour(dealer, Direction::Cw);
        let rule = self.rules().first_card;
        let mut card = self.pop_for_first_card();
        match rule {
            FirstCard::Official => {
                // R3: a W+4 goes back, the deck is shuffled, a new card is turned.
                let mut tries = 0;
                while card.is_draw_four() && tries < 64 && !self.draw.is_empty() {
                    ev.emit(|| EventKind::FirstCardReturned { card }.into());
                    self.draw.push(card);
                    shuffle(&mut self.draw, &mut self.rng);
                    card = self.pop_for_first_card();
                    tries += 1;
                }
            }
            FirstCard::IgnoreActions => {
                // R3 ignore_actions: turn cards on top until a number or a
                // wild other than W+4 shows.
                let mut tries = 0;
                while (card.is_action() || card.is_draw_four()) && tries < 256 {
                    ev.emit(|| EventKind::FirstCard { card }.into());
                    self.discard.push(card);
                    if self.draw.is_empty() && !self.reshuffle(ev) {
                        break;
                    }
                    card = self.pop_for_first_card();
                    tries += 1;
                }
            }
            FirstCard::AsDealerPlayed => {}
        }
        self.discard.push(card);
        self.color = card.color();
        ev.emit(|| EventKind::FirstCard { card }.into());
        if rule == FirstCard::AsDealerPlayed {
            // R3 as_dealer_played: the dealer has "played" the card.
            if card.is_draw_two() || card.is_draw_four() {
                self.penalty = Penalty {
                    total: if card.is_draw_two() { 2 } else { 4 },
                    kind: if card.is_draw_two() {
                        PenaltyKind::DrawTwo
                    } else {
                        PenaltyKind::DrawFour
                    },
                    forced: true,
                    offender: dealer,
                    ..Penalty::default()
                };
            }
            self.start_resolution(dealer, card, None);
            if self.names_color(card) {
                self.phase = Phase::ChooseColor { seat: dealer };
            } else {
                self.resolve(ev);
            }
            return;
        }
        // Official (and ignore_actions, which only leaves numbers and wilds).
        match card.rank_index() {
            Some(10) if rule == FirstCard::Official => {
                ev.emit(|| EventKind::Skipped { seat: left }.into());
                self.phase = Phase::Turn {
                    seat: self.neighbour(left, Direction::Cw),
                };
            }
            Some(11) if rule == FirstCard::Official => {
                self.dir = Direction::Ccw;
                let direction = self.dir;
                ev.emit(|| EventKind::DirectionChanged { direction }.into());
                self.phase = Phase::Turn { seat: dealer };
            }
            Some(12) if rule == FirstCard::Official => {
                self.force_draw(left, 2, DrawReason::FirstCard, ev);
                ev.emit(|| EventKind::Skipped { seat: left }.into());
                self.phase = Phase::Turn {
                    seat: self.neighbour(left, Direction::Cw),
                };
            }
            Some(_) => self.phase = Phase::Turn { seat: left },
            None => self.phase = Phase::ChooseColor { seat: left },
        }
    }

    fn pop_for_first_card(&mut self) -> Card {
        // Setup guarantees a card is left after dealing.
        self.draw.pop().unwrap_or(Card::WILD)
    }

    // ----- accessors ----------------------------------------------------

    pub fn rules(&self) -> &Rules {
        &self.t.rules
    }
    pub fn players(&self) -> usize {
        self.n as usize
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
        let h = &self.rules().house;
        self.exposed.is_some()
            || (h.jump_in && matches!(self.phase, Phase::Turn { .. }))
            || (h.jump_in_draw_two && matches!(self.phase, Phase::StackOrDraw { .. }))
    }
    pub fn scores(&self) -> &[i64] {
        &self.scores[..self.n as usize]
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
        (0..self.n)
            .filter(|s| self.game_winners & (1 << s) != 0)
            .collect()
    }
    /// Points each hand held when the round ended (R12.1).
    pub fn round_points(&self) -> &[u32] {
        &self.round_points[..self.n as usize]
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
    /// The honour rule waiting for an answer: its text and penalty.
    pub fn honour(&self) -> Option<(&str, u8)> {
        self.honour.as_ref().map(|(t, p)| (t.as_str(), *p))
    }
    pub fn last_reveal(&self) -> Option<&Reveal> {
        self.reveal.as_ref()
    }
    /// Total cards in hands and piles (conserved through a round).
    pub fn card_count(&self) -> usize {
        self.hands.iter().map(CardCounts::len).sum::<usize>() + self.draw.len() + self.discard.len()
    }

    // ----- seat arithmetic ----------------------------------------------

    #[inline]
    fn step(&self, s: Seat, dir: Direction) -> Seat {
        match dir {
            Direction::Cw => {
                if s + 1 == self.n {
                    0
                } else {
                    s + 1
                }
            }
            Direction::Ccw => {
                if s == 0 {
                    self.n - 1
                } else {
                    s - 1
                }
            }
        }
    }

    /// The next active seat from `s` in `dir` (skip markers ignored).
    #[inline]
    pub(crate) fn neighbour(&self, s: Seat, dir: Direction) -> Seat {
        let mut t = self.step(s, dir);
        let mut guard = 0;
        while !self.is_active(t) && guard < MAX_SEATS {
            t = self.step(t, dir);
            guard += 1;
        }
        t
    }

    /// R4.2: the seat whose turn comes after `s`, passing over seats that
    /// must lose a turn (R7.1, R14 skip).
    fn next_turn_seat<E: EventSink>(&mut self, s: Seat, ev: &mut E) -> Seat {
        let mut t = self.neighbour(s, self.dir);
        for _ in 0..(MAX_SEATS * 256) {
            let k = &mut self.skips[t as usize];
            if *k == 0 {
                break;
            }
            *k -= 1;
            ev.emit(|| EventKind::Skipped { seat: t }.into());
            t = self.neighbour(t, self.dir);
        }
        t
    }

    /// Active seats in turn order starting after `from` (optionally
    /// including `from` last).
    fn seats_from(&self, from: Seat, dir: Direction, include_from: bool) -> Seats {
        let mut v = Seats::new();
        let mut t = from;
        for _ in 0..self.n {
            t = self.step(t, dir);
            if t == from && !include_from {
                break;
            }
            if self.is_active(t) {
                v.push(t);
            }
            if t == from {
                break;
            }
        }
        v
    }

    fn active_count(&self) -> usize {
        let all = (1u16 << self.n) - 1;
        (all & !(self.out | self.eliminated)).count_ones() as usize
    }

    // ----- piles --------------------------------------------------------

    /// R6.4: the discard pile but its top becomes the draw pile.
    fn reshuffle<E: EventSink>(&mut self, ev: &mut E) -> bool {
        if self.discard.len() <= 1 {
            return false;
        }
        let top = self.discard.pop().expect("len > 1");
        std::mem::swap(&mut self.draw, &mut self.discard);
        self.discard.push(top);
        shuffle(&mut self.draw, &mut self.rng);
        let cards = self.draw.len() as u16;
        ev.emit(|| EventKind::Reshuffled { cards }.into());
        true
    }

    /// Takes the top card of the draw pile, reshuffling first if needed.
    fn take_card<E: EventSink>(&mut self, ev: &mut E) -> Option<Card> {
        if self.draw.is_empty() && !self.reshuffle(ev) {
            return None;
        }
        self.draw.pop()
    }

    /// `seat` draws `n` cards (R6.4: whatever can be drawn).
    fn force_draw<E: EventSink>(&mut self, seat: Seat, n: u16, reason: DrawReason, ev: &mut E) {
        let mut got = EventCards::new();
        let mut count = 0u16;
        for _ in 0..n {
            match self.take_card(ev) {
                Some(c) => {
                    self.hands[seat as usize].add(c);
                    count += 1;
                    if std::mem::size_of::<E>() > 0 {
                        got.push(c);
                    }
                }
                None => break,
            }
        }
        if count > 0 {
            self.blocked = 0;
            ev.emit(|| {
                Event::secret(
                    EventKind::Drew {
                        seat,
                        count,
                        reason,
                    },
                    got,
                    seat,
                    seat,
                )
            });
        }
        if count < n {
            let missing = n - count;
            ev.emit(|| EventKind::NothingToDraw { seat, missing }.into());
        }
    }

    // ----- legality -----------------------------------------------------

    #[inline]
    fn names_color(&self, c: Card) -> bool {
        self.t.names_color & c.bit() != 0
    }

    /// R5.4: whether `seat` holds a card of colour `col` (a WIB counts in a
    /// deck that has them).
    #[inline]
    fn holds_color(&self, seat: Seat, col: Color) -> bool {
        let mut m = CardMask::of_color(col).0;
        if self.t.wib_counts {
            m |= Card::ITEM_BOX.bit();
        }
        self.hands[seat as usize].mask().0 & m != 0
    }

    /// The card types `seat` may play at an ordinary turn, as a mask:
    /// those that match (R5), less a last card that R13 `no_action_finish`
    /// forbids. Exactly the cards of the one-card `play` actions
    /// [`Game::legal_actions`] lists at a turn.
    #[inline]
    pub fn playable_mask(&self, seat: Seat) -> CardMask {
        let m = self.matching_mask(seat);
        let hand = &self.hands[seat as usize];
        if hand.len() == 1 && self.t.rules.house.no_action_finish {
            return CardMask(m.0 & CardMask::NUMBERS.0);
        }
        m
    }

    /// R5: the card types in `seat`'s hand that match the top card and the
    /// colour in play (R5.4 `wd4_strict` applied).
    #[inline]
    fn matching_mask(&self, seat: Seat) -> CardMask {
        let Some(col) = self.color else {
            return CardMask::EMPTY;
        };
        let hand = self.hands[seat as usize].mask().0;
        let mut m = hand & self.t.matches[self.top().index()][col as usize];
        if m & Card::WILD_DRAW_FOUR.bit() != 0
            && self.rules().house.wd4_strict
            && self.holds_color(seat, col)
        {
            m &= !Card::WILD_DRAW_FOUR.bit();
        }
        CardMask(m)
    }

    /// R13: whether `card` may be stacked on the waiting penalty.
    fn stackable(&self, seat: Seat, card: Card) -> bool {
        let h = &self.rules().house;
        let ok = match self.penalty.kind {
            PenaltyKind::DrawTwo => {
                (card.is_draw_two() && h.stack_draw_two) || (card.is_draw_four() && h.stack_mixed)
            }
            PenaltyKind::DrawFour => card.is_draw_four() && h.stack_draw_four,
            PenaltyKind::None => false,
        };
        if ok && card.is_draw_four() && h.wd4_strict {
            // R13 stack_draw_four: under wd4_strict each stacked W+4 must be legal.
            if let Some(col) = self.color {
                return !self.holds_color(seat, col);
            }
        }
        ok
    }

    /// Whether any stacking is possible on the waiting penalty at all.
    fn stacking_possible(&self) -> bool {
        let h = &self.rules().house;
        match self.penalty.kind {
            PenaltyKind::DrawTwo => h.stack_draw_two || h.stack_mixed,
            PenaltyKind::DrawFour => h.stack_draw_four,
            PenaltyKind::None => false,
        }
    }

    /// Checks a play completely; returns nothing but an error.
    fn check_play(&self, seat: Seat, play: &Play, ctx: PlayCtx) -> Result<(), ActionError> {
        let hand = &self.hands[seat as usize];
        let n = play.cards.len();
        if n == 0 {
            return Err(ActionError::MultiPlayNotAllowed("a play needs a card"));
        }
        if n > 1 {
            if !self.rules().house.multi_play {
                return Err(ActionError::MultiPlayNotAllowed("multi_play is off (R13)"));
            }
            if ctx != PlayCtx::Turn {
                return Err(ActionError::MultiPlayNotAllowed(
                    "only at an ordinary turn (R13 multi_play)",
                ));
            }
            let num = play.cards[0].number_value();
            if num.is_none() || play.cards.iter().any(|c| c.number_value() != num) {
                return Err(ActionError::MultiPlayNotAllowed(
                    "only number cards of one number (R13 multi_play)",
                ));
            }
        }
        if n == 1 {
            if !hand.contains(play.cards[0]) {
                return Err(ActionError::CardNotInHand(play.cards[0]));
            }
        } else {
            for (i, &c) in play.cards.iter().enumerate() {
                let wanted = play.cards[..=i].iter().filter(|&&x| x == c).count();
                if (hand.count(c) as usize) < wanted {
                    return Err(ActionError::CardNotInHand(c));
                }
            }
        }
        let first = play.first();
        match ctx {
            PlayCtx::Turn => {
                if !self.matching_mask(seat).contains(first) {
                    let why = if first.is_draw_four() {
                        "you hold a card of the colour in play (R5.4 wd4_strict)"
                    } else {
                        "it matches neither the colour nor the number or symbol (R5.2)"
                    };
                    return Err(ActionError::CardNotPlayable { card: first, why });
                }
            }
            PlayCtx::Drawn(d) => {
                if first != d {
                    return Err(ActionError::CardNotPlayable {
                        card: first,
                        why: "only the card just drawn may be played (R6.2)",
                    });
                }
            }
            PlayCtx::Stack => {
                if !self.stackable(seat, first) {
                    return Err(ActionError::CardNotPlayable {
                        card: first,
                        why: "it cannot be stacked on the waiting penalty (R13)",
                    });
                }
            }
            PlayCtx::JumpIn => {}
        }
        let last = play.last();
        if self.rules().house.no_action_finish && hand.len() == n && !last.is_number() {
            return Err(ActionError::ActionFinishNotAllowed);
        }
        if self.names_color(last) && play.color.is_none() {
            return Err(ActionError::ColorRequired(last));
        }
        if let Some(t) = play.target {
            if self.t.takes_target & last.bit() != 0 {
                self.check_target(seat, t)?;
            }
        }
        Ok(())
    }

    fn check_target(&self, seat: Seat, t: Seat) -> Result<(), ActionError> {
        if t >= self.n {
            return Err(ActionError::InvalidTarget {
                target: t,
                why: "no such seat",
            });
        }
        if t == seat {
            return Err(ActionError::InvalidTarget {
                target: t,
                why: "a player cannot choose themselves",
            });
        }
        if !self.is_active(t) {
            return Err(ActionError::InvalidTarget {
                target: t,
                why: "that player is out of the round",
            });
        }
        Ok(())
    }

    /// R13 jump_in / jump_in_draw_two: whether this out-of-turn play is a
    /// valid jump-in (else it is `not_your_turn`).
    fn is_jump_in(&self, seat: Seat, play: &Play) -> bool {
        if play.cards.len() != 1 || seat >= self.n || !self.is_active(seat) {
            return false;
        }
        let c = play.first();
        if !self.hands[seat as usize].contains(c) {
            return false;
        }
        let h = &self.rules().house;
        match self.phase {
            Phase::Turn { .. } => h.jump_in && !c.is_wild() && c == self.top(),
            Phase::StackOrDraw { .. } => {
                h.jump_in_draw_two && self.penalty.kind == PenaltyKind::DrawTwo && c.is_draw_two()
            }
            _ => false,
        }
    }

    // ----- apply --------------------------------------------------------

    /// Applies `action` by `seat`. On success the events it caused were
    /// sent to `ev`; on error nothing changed and nothing was sent.
    pub fn apply<E: EventSink>(
        &mut self,
        seat: Seat,
        action: &Action,
        ev: &mut E,
    ) -> Result<(), ActionError> {
        if seat >= self.n {
            return Err(ActionError::NoSuchSeat(seat));
        }
        // 1. Is the game or round over?
        match self.phase {
            Phase::GameOver => return Err(ActionError::GameOver),
            Phase::RoundOver => {
                if *action != Action::NextRound {
                    return Err(ActionError::RoundOver);
                }
                self.next_round(ev);
                return Ok(());
            }
            _ => {
                if *action == Action::NextRound {
                    return Err(ActionError::RoundNotOver);
                }
            }
        }
        let to_act = self.phase.seat().expect("in a round");
        // Out-of-turn verbs any seat may use (R10).
        match *action {
            Action::Uno => {
                self.call_uno(seat, ev);
                return Ok(());
            }
            Action::Catch { target } => {
                if target >= self.n || target == seat {
                    return Err(ActionError::InvalidTarget {
                        target,
                        why: if target == seat {
                            "a player cannot catch themselves (R10.3)"
                        } else {
                            "no such seat"
                        },
                    });
                }
                self.catch(seat, target, ev);
                return Ok(());
            }
            _ => {}
        }
        // 2. Whose turn?
        if seat != to_act {
            if let Action::Play(p) = action {
                if self.is_jump_in(seat, p) {
                    self.check_play(seat, p, PlayCtx::JumpIn)?;
                    self.close_exposure(seat);
                    self.do_play(seat, p, true, ev);
                    self.settle_exposure();
                    return Ok(());
                }
            }
            return Err(ActionError::NotYourTurn { by: seat, to_act });
        }
        // 3. The decision pending, then 4. the card.
        let pending = |verb: &'static str| ActionError::DecisionPending {
            verb,
            expected: self.phase.expects(),
        };
        match (self.phase, action) {
            (_, Action::Challenge) if !matches!(self.phase, Phase::AcceptOrChallenge { .. }) => {
                return Err(ActionError::CannotChallenge)
            }
            (Phase::Turn { .. }, Action::Pass) => return Err(ActionError::PassNotAllowed),
            (Phase::Turn { .. }, Action::Play(p)) => {
                self.check_play(seat, p, PlayCtx::Turn)?;
                self.close_exposure(seat);
                self.do_play(seat, p, false, ev);
            }
            (Phase::Turn { .. }, Action::Draw) => {
                self.close_exposure(seat);
                self.draw_at_turn(seat, ev);
            }
            (Phase::PlayOrPass { card, .. }, Action::Play(p)) => {
                self.check_play(seat, p, PlayCtx::Drawn(card))?;
                self.close_exposure(seat);
                self.do_play(seat, p, false, ev);
            }
            (Phase::PlayOrPass { .. }, Action::Pass) => {
                self.close_exposure(seat);
                ev.emit(|| EventKind::Passed { seat }.into());
                self.phase = Phase::Turn {
                    seat: self.next_turn_seat(seat, ev),
                };
            }
            (
                Phase::AcceptOrChallenge { .. } | Phase::StackOrDraw { .. },
                Action::Accept | Action::Draw,
            ) => {
                self.close_exposure(seat);
                self.take_penalty(seat, ev);
            }
            (Phase::AcceptOrChallenge { .. } | Phase::StackOrDraw { .. }, Action::Play(p)) => {
                if !self.stacking_possible() {
                    return Err(pending(action.verb()));
                }
                self.check_play(seat, p, PlayCtx::Stack)?;
                self.close_exposure(seat);
                self.do_play(seat, p, false, ev);
            }
            (Phase::AcceptOrChallenge { .. }, Action::Challenge) => {
                self.close_exposure(seat);
                self.challenge(seat, ev);
            }
            (Phase::ChooseColor { .. }, Action::ChooseColor { color }) => {
                self.close_exposure(seat);
                self.color = Some(*color);
                let color = *color;
                ev.emit(|| EventKind::ColorChosen { seat, color }.into());
                if self.res.depth > 0 {
                    self.resolve(ev);
                } else {
                    // R3: a first wild: its chooser then plays.
                    self.phase = Phase::Turn { seat };
                }
            }
            (Phase::ChoosePlayer { .. }, Action::ChoosePlayer { target }) => {
                self.check_target(seat, *target)?;
                self.close_exposure(seat);
                let target = *target;
                *self.res.chosen_slot() = Some(target);
                ev.emit(|| EventKind::PlayerChosen { seat, target }.into());
                self.resolve(ev);
            }
            (Phase::ComplyOrPenalty { .. }, Action::Comply) => {
                self.close_exposure(seat);
                self.honour = None;
                ev.emit(|| EventKind::Complied { seat }.into());
                self.resolve(ev);
            }
            (Phase::ComplyOrPenalty { .. }, Action::Penalty) => {
                self.close_exposure(seat);
                let n = self.honour.take().map(|(_, p)| p).unwrap_or(1);
                self.force_draw(seat, n as u16, DrawReason::Honour, ev);
                self.resolve(ev);
            }
            (_, a) => return Err(pending(a.verb())),
        }
        self.settle_exposure();
        Ok(())
    }

    /// Applies an action that the caller guarantees is legal (for example
    /// one built from [`Game::playable_mask`] by a simulation bot). In
    /// release builds the ordinary-turn routes (a one-card play, a draw,
    /// play-or-pass) skip validation; every other action, and every
    /// action whenever debug assertions are on (tests), goes through
    /// [`Game::apply`], and an illegal one panics there. The rules code that
    /// runs is the same either way.
    pub fn apply_trusted<E: EventSink>(&mut self, seat: Seat, action: &Action, ev: &mut E) {
        if !cfg!(debug_assertions) && self.phase.seat() == Some(seat) {
            match (self.phase, action) {
                (Phase::Turn { .. }, Action::Play(p)) if p.cards.len() == 1 => {
                    self.close_exposure(seat);
                    self.do_play(seat, p, false, ev);
                    self.settle_exposure();
                    return;
                }
                (Phase::PlayOrPass { card, .. }, Action::Play(p)) if p.cards[..] == [card] => {
                    self.close_exposure(seat);
                    self.do_play(seat, p, false, ev);
                    self.settle_exposure();
                    return;
                }
                (Phase::Turn { .. }, Action::Draw) => {
                    self.close_exposure(seat);
                    self.draw_at_turn(seat, ev);
                    self.settle_exposure();
                    return;
                }
                _ => {}
            }
        }
        if let Err(e) = self.apply(seat, action, ev) {
            panic!("apply_trusted: seat {seat} sent {action}, which is illegal: {e}");
        }
    }

    /// Applies an action and returns its events (convenience).
    pub fn apply_collect(
        &mut self,
        seat: Seat,
        action: &Action,
    ) -> Result<Vec<Event>, ActionError> {
        let mut ev = Vec::new();
        self.apply(seat, action, &mut ev)?;
        Ok(ev)
    }

    // ----- R10: UNO -----------------------------------------------------

    /// R10.2: another seat's action (not catch/uno) closes the window.
    #[inline]
    fn close_exposure(&mut self, actor: Seat) {
        if let Some(e) = self.exposed {
            if e != actor {
                self.exposed = None;
            }
        }
    }

    /// R10.2: the window closes when the hand is no longer exactly one card.
    #[inline]
    fn settle_exposure(&mut self) {
        if let Some(e) = self.exposed {
            if self.hands[e as usize].len() != 1 || self.round_over() {
                self.exposed = None;
            }
        }
    }

    fn call_uno<E: EventSink>(&mut self, seat: Seat, ev: &mut E) {
        if self.exposed == Some(seat) {
            self.exposed = None;
            ev.emit(|| EventKind::UnoCalled { seat }.into());
        } else {
            ev.emit(|| EventKind::UnoNotCounted { seat }.into());
        }
    }

    fn catch<E: EventSink>(&mut self, by: Seat, target: Seat, ev: &mut E) {
        if self.exposed == Some(target) {
            self.exposed = None;
            ev.emit(|| EventKind::Caught { by, target }.into());
            self.force_draw(target, 2, DrawReason::Caught, ev);
        } else {
            ev.emit(|| EventKind::CatchFailed { by, target }.into());
        }
    }

    // ----- plays and draws ----------------------------------------------

    fn start_resolution(&mut self, player: Seat, card: Card, chosen: Option<Seat>) {
        self.res = Resolution {
            player,
            depth: 1,
            chosen,
            ..Resolution::default()
        };
        self.res.frames[0] = Frame {
            source: Source::Card(card),
            idx: 0,
        };
    }

    /// A validated play (R5, R7, R8, R13).
    fn do_play<E: EventSink>(&mut self, seat: Seat, play: &Play, jump_in: bool, ev: &mut E) {
        let prev_color = self.color;
        self.blocked = 0;
        {
            let hand = &mut self.hands[seat as usize];
            for &c in &play.cards {
                hand.remove(c);
                self.discard.push(c);
            }
        }
        let top = play.last();
        self.color = top.color().or(play.color).or(prev_color);
        let color = if self.names_color(top) {
            play.color
        } else {
            None
        };
        ev.emit(|| {
            EventKind::Played {
                seat,
                cards: play.cards.clone(),
                color,
                jump_in,
            }
            .into()
        });
        // Draw penalties (R7.3, R8.2, R13 stacking).
        if top.is_draw_two() || top.is_draw_four() {
            let add = if top.is_draw_two() { 2 } else { 4 };
            if self.penalty.total > 0 {
                self.penalty.total += add;
                self.penalty.challengeable = false;
            } else {
                let guilty =
                    top.is_draw_four() && prev_color.is_some_and(|c| self.holds_color(seat, c));
                self.penalty = Penalty {
                    total: add,
                    kind: PenaltyKind::DrawTwo,
                    challengeable: top.is_draw_four() && self.rules().challenge,
                    forced: false,
                    offender: seat,
                    prev_color,
                    guilty,
                };
            }
            self.penalty.kind = if top.is_draw_two() {
                PenaltyKind::DrawTwo
            } else {
                PenaltyKind::DrawFour
            };
        }
        // R10.1/R10.4: a play leaving one card exposes its player, unless
        // it called UNO or moves hands.
        if self.hands[seat as usize].len() == 1 && self.t.hand_moving & top.bit() == 0 {
            if play.uno {
                ev.emit(|| EventKind::UnoCalled { seat }.into());
            } else {
                self.exposed = Some(seat);
                ev.emit(|| EventKind::Exposed { seat }.into());
            }
        }
        let chosen = if self.t.takes_target & top.bit() != 0 {
            play.target
        } else {
            None
        };
        self.start_resolution(seat, top, chosen);
        if self.t.effects[top.index()].is_empty() {
            // Numbers, Draw Twos, W, W+4: nothing to resolve.
            self.res.depth = 0;
            self.finish_play(ev);
        } else {
            self.resolve(ev);
        }
    }

    /// R6.2/R6.3: a draw at an ordinary turn.
    fn draw_at_turn<E: EventSink>(&mut self, seat: Seat, ev: &mut E) {
        let until = self.rules().house.draw_until_playable;
        let mut drew = false;
        loop {
            let Some(c) = self.take_card(ev) else {
                ev.emit(|| EventKind::NothingToDraw { seat, missing: 1 }.into());
                if !drew && self.turn_blocked(seat, ev) {
                    return;
                }
                break;
            };
            drew = true;
            self.blocked = 0;
            self.hands[seat as usize].add(c);
            ev.emit(|| {
                Event::secret(
                    EventKind::Drew {
                        seat,
                        count: 1,
                        reason: DrawReason::Turn,
                    },
                    smallvec::smallvec![c],
                    seat,
                    seat,
                )
            });
            if self.playable_mask(seat).contains(c) {
                self.phase = Phase::PlayOrPass { seat, card: c };
                return;
            }
            if !until {
                break;
            }
        }
        self.phase = Phase::Turn {
            seat: self.next_turn_seat(seat, ev),
        };
    }

    /// R6.5: `seat`, at an ordinary turn, found nothing to draw. If it
    /// could not play either, the turn counts towards a block; once every
    /// seat still in has had such a turn in a row, the round ends blocked.
    /// Returns true when it did.
    #[cold]
    fn turn_blocked<E: EventSink>(&mut self, seat: Seat, ev: &mut E) -> bool {
        if !self.playable_mask(seat).is_empty() {
            // A player who could have played but drew breaks the run.
            self.blocked = 0;
            return false;
        }
        self.blocked |= 1 << seat;
        let still_in = ((1u16 << self.n) - 1) & !(self.out | self.eliminated);
        if self.blocked & still_in != still_in {
            return false;
        }
        // The turn order from the seat that would have acted next.
        let mut next = self.neighbour(seat, self.dir);
        for _ in 0..self.n {
            if self.skips[next as usize] == 0 {
                break;
            }
            next = self.neighbour(next, self.dir);
        }
        let mut order = Seats::new();
        order.push(next);
        order.extend(self.seats_from(next, self.dir, false));
        let zt = self.rules().zero_counts_ten;
        let key = |s: &Seat| {
            let h = &self.hands[*s as usize];
            (h.points(zt), h.len())
        };
        // Lowest points, then fewest cards, then first in turn order.
        let winner = *order.iter().min_by_key(|s| key(s)).expect("two seats in");
        ev.emit(|| EventKind::RoundBlocked { winner }.into());
        self.res = Resolution::default();
        self.penalty = Penalty::default();
        if self.rules().house.last_holding_loses {
            // Highest points, then more cards, then last in turn order
            // (max_by_key keeps the last of equal keys).
            let holder = *order.iter().max_by_key(|s| key(s)).expect("two seats in");
            let first = self.first_out.unwrap_or(winner);
            self.end_round_with(Some(first), Some(holder), ev);
        } else {
            self.end_round_with(Some(winner), None, ev);
        }
        true
    }

    /// The seat facing the penalty draws it all and loses the turn.
    fn take_penalty<E: EventSink>(&mut self, seat: Seat, ev: &mut E) {
        let total = self.penalty.total;
        self.penalty = Penalty::default();
        self.force_draw(seat, total, DrawReason::Penalty, ev);
        ev.emit(|| EventKind::Skipped { seat }.into());
        self.phase = Phase::Turn {
            seat: self.next_turn_seat(seat, ev),
        };
    }

    /// R8.3.
    fn challenge<E: EventSink>(&mut self, seat: Seat, ev: &mut E) {
        let p = self.penalty;
        self.penalty = Penalty::default();
        let offender = p.offender;
        let guilty = p.guilty;
        let shown = self.hands[offender as usize].to_vec();
        ev.emit(|| {
            EventKind::Challenged {
                challenger: seat,
                offender,
                guilty,
            }
            .into()
        });
        ev.emit(|| {
            Event::secret(
                EventKind::HandRevealed {
                    to: seat,
                    of: offender,
                },
                shown.iter().copied().collect(),
                seat,
                offender,
            )
        });
        self.reveal = Some(Reveal {
            to: seat,
            of: offender,
            cards: shown,
        });
        if guilty {
            self.force_draw(offender, 4, DrawReason::Challenge, ev);
            self.phase = Phase::Turn { seat };
        } else {
            self.force_draw(seat, p.total + 2, DrawReason::Challenge, ev);
            ev.emit(|| EventKind::Skipped { seat }.into());
            self.phase = Phase::Turn {
                seat: self.next_turn_seat(seat, ev),
            };
        }
    }

    // ----- the resolver (R8, R9, R13, R14) ------------------------------

    fn effect_at(&self, f: Frame) -> Option<&Effect> {
        match f.source {
            Source::Card(c) => self.t.effects[c.index()].get(f.idx as usize),
            Source::Item(i) => i.effects().get(f.idx as usize),
        }
    }

    /// The seats an effect target names, in turn order; `None` when a
    /// chosen player must be asked for first.
    fn targets(&self, t: Target, player: Seat) -> Option<Seats> {
        let mut v = Seats::new();
        match t {
            Target::Next => v.push(self.neighbour(player, self.dir)),
            Target::Previous => v.push(self.neighbour(player, self.dir.flipped())),
            Target::SelfSeat => v.push(player),
            Target::Chosen => v.push(self.res.chosen()?),
            Target::AllOthers => v = self.seats_from(player, self.dir, false),
        }
        Some(v)
    }

    /// Runs effects until one needs a decision or all are done.
    fn resolve<E: EventSink>(&mut self, ev: &mut E) {
        // Fast path for the commonest cards: a lone Skip or Reverse (R7.1,
        // R7.2), resolved exactly as the general loop below would.
        if self.res.depth == 1 && self.res.frames[0].idx == 0 {
            if let Source::Card(c) = self.res.frames[0].source {
                if let [only] = self.t.effects[c.index()].as_slice() {
                    let player = self.res.player;
                    match only {
                        Effect::Skip(Target::Next) => {
                            let s = self.neighbour(player, self.dir);
                            self.skips[s as usize] += 1;
                            self.res.depth = 0;
                            self.finish_play(ev);
                            return;
                        }
                        Effect::Reverse => {
                            self.reverse(player, ev);
                            self.res.depth = 0;
                            self.finish_play(ev);
                            return;
                        }
                        _ => {}
                    }
                }
            }
        }
        while self.res.depth > 0 {
            let d = self.res.depth as usize - 1;
            let frame = self.res.frames[d];
            let Some(effect) = self.effect_at(frame) else {
                self.res.depth -= 1;
                continue;
            };
            // Cheap clone: only honour rules carry a String.
            let effect = effect.clone();
            self.res.frames[d].idx += 1;
            let player = self.res.player;
            // A chosen target is asked for when first needed (R14).
            let needs_choice = match &effect {
                Effect::Draw(t, _) | Effect::Skip(t) | Effect::SwapHands(t) => *t == Target::Chosen,
                Effect::Honour { target, .. } => *target == Target::Chosen,
                _ => false,
            };
            if needs_choice && self.res.chosen().is_none() {
                self.res.frames[d].idx -= 1;
                self.phase = Phase::ChoosePlayer { seat: player };
                return;
            }
            match effect {
                Effect::Draw(t, n) => {
                    for s in self.targets(t, player).unwrap_or_default() {
                        let reason = match frame.source {
                            Source::Item(_) => DrawReason::Item,
                            Source::Card(_) => DrawReason::Effect,
                        };
                        self.force_draw(s, n as u16, reason, ev);
                    }
                }
                Effect::Skip(t) => {
                    for s in self.targets(t, player).unwrap_or_default() {
                        self.skips[s as usize] += 1;
                    }
                }
                Effect::Reverse => self.reverse(player, ev),
                Effect::SwapHands(t) => {
                    if let Some(&s) = self.targets(t, player).unwrap_or_default().first() {
                        if s != player {
                            self.hands.swap(player as usize, s as usize);
                            ev.emit(|| EventKind::HandsSwapped { a: player, b: s }.into());
                        }
                    }
                }
                Effect::RotateHands => self.rotate_hands(player, ev),
                Effect::ShuffleHands => self.shuffle_hands(player, ev),
                Effect::ExtraTurn => self.res.extra_turn = true,
                Effect::EveryoneElseDraws(n) => {
                    let reason = match frame.source {
                        Source::Item(_) => DrawReason::Item,
                        Source::Card(_) => DrawReason::Effect,
                    };
                    for s in self.seats_from(player, self.dir, false) {
                        self.force_draw(s, n as u16, reason, ev);
                    }
                }
                Effect::FewestCardsDraw(n) => {
                    // R8.6: among the other players (option: counting self).
                    let pool =
                        self.seats_from(player, self.dir, self.rules().badtz_maru_counts_self);
                    let min = pool.iter().map(|&s| self.hand_size(s)).min().unwrap_or(0);
                    let hit: Seats = pool
                        .into_iter()
                        .filter(|&s| self.hand_size(s) == min)
                        .collect();
                    for s in hit {
                        self.force_draw(s, n as u16, DrawReason::Effect, ev);
                    }
                }
                Effect::RevealAndItem => {
                    // R9: turn the top card of the draw pile.
                    match self.take_card(ev) {
                        None => {
                            // R9: nothing to turn: the player names a
                            // colour; until then none is in play.
                            ev.emit(|| EventKind::NoItem { seat: player }.into());
                            self.color = None;
                            self.phase = Phase::ChooseColor { seat: player };
                            return;
                        }
                        Some(card) => {
                            self.discard.push(card);
                            // R9: the turned card's colour is in play; a
                            // turned wild (Bob-omb) leaves none until its
                            // colour is named (SCENARIOS output `color`).
                            self.color = card.color();
                            let item = Item::for_card(card);
                            ev.emit(|| {
                                EventKind::ItemRevealed {
                                    seat: player,
                                    card,
                                    item,
                                }
                                .into()
                            });
                            if d + 1 < self.res.frames.len() {
                                self.res.frames[d + 1] = Frame {
                                    source: Source::Item(item),
                                    idx: 0,
                                };
                                self.res.depth += 1;
                            }
                        }
                    }
                }
                Effect::NameColor => {
                    self.phase = Phase::ChooseColor { seat: player };
                    return;
                }
                Effect::Honour {
                    text,
                    penalty,
                    target,
                } => {
                    let targets = self.targets(target, player).unwrap_or_default();
                    let i = self.res.sub as usize;
                    if i < targets.len() {
                        let s = targets[i];
                        self.res.sub += 1;
                        self.res.frames[d].idx -= 1;
                        ev.emit(|| {
                            EventKind::HonourAsked {
                                seat: s,
                                text: text.clone(),
                                penalty,
                            }
                            .into()
                        });
                        self.honour = Some((text, penalty));
                        self.phase = Phase::ComplyOrPenalty { seat: s };
                        return;
                    }
                    self.res.sub = 0;
                }
            }
        }
        self.finish_play(ev);
    }

    /// R7.2: the direction flips; with two players in the round it acts
    /// as a Skip.
    fn reverse<E: EventSink>(&mut self, player: Seat, ev: &mut E) {
        self.dir = self.dir.flipped();
        let direction = self.dir;
        ev.emit(|| EventKind::DirectionChanged { direction }.into());
        if self.active_count() == 2 {
            let other = self.neighbour(player, self.dir);
            self.skips[other as usize] += 1;
        }
    }

    /// R13 zero_rotates: each hand passes to the next player.
    fn rotate_hands<E: EventSink>(&mut self, player: Seat, ev: &mut E) {
        let order = self.seats_from(player, self.dir, true);
        if order.len() < 2 {
            return;
        }
        let old = self.hands;
        for (i, &s) in order.iter().enumerate() {
            let to = order[(i + 1) % order.len()];
            self.hands[to as usize] = old[s as usize];
        }
        let direction = self.dir;
        ev.emit(|| EventKind::HandsRotated { direction }.into());
    }

    /// R8.4: all hands gathered, shuffled, dealt from the next player.
    fn shuffle_hands<E: EventSink>(&mut self, player: Seat, ev: &mut E) {
        let order = self.seats_from(player, self.dir, true);
        let mut all: Vec<Card> = Vec::new();
        for &s in &order {
            all.extend(self.hands[s as usize].iter());
            self.hands[s as usize].clear();
        }
        shuffle(&mut all, &mut self.rng);
        for (i, c) in all.into_iter().enumerate() {
            self.hands[order[i % order.len()] as usize].add(c);
        }
        let sizes = (0..self.n).map(|s| self.hand_size(s) as u16).collect();
        ev.emit(|| EventKind::HandsShuffled { sizes }.into());
    }

    /// After a play's effects: R11 going out, then the next turn (R4.2).
    fn finish_play<E: EventSink>(&mut self, ev: &mut E) {
        let player = self.res.player;
        self.honour = None;
        // Going out is rare: only then is turn order worked out.
        let any_empty = (0..self.n).any(|s| self.hands[s as usize].is_empty() && self.is_active(s));
        if any_empty && self.going_out(player, ev) {
            return;
        }
        let extra = self.res.extra_turn && self.is_active(player);
        self.res.depth = 0;
        self.res.extra_turn = false;
        self.res.chosen = None;
        self.res.item_chosen = None;
        self.res.sub = 0;
        if self.penalty.total > 0 {
            // R7.3, R8.2: a Draw Two or W+4 hits the next player in turn
            // order; a skip mark waits for its seat's next ordinary turn
            // (R14 `skip(T)`), so it does not divert the penalty.
            let victim = self.neighbour(player, self.dir);
            self.face_penalty(victim, ev);
        } else if extra {
            self.phase = Phase::Turn { seat: player };
        } else {
            self.phase = Phase::Turn {
                seat: self.next_turn_seat(player, ev),
            };
        }
    }

    /// R11/R13: some hand is empty. Returns true when the round ended.
    #[cold]
    fn going_out<E: EventSink>(&mut self, player: Seat, ev: &mut E) -> bool {
        // R11.2: the first empty hand in turn order, from the player.
        let mut empty_in_order = Seats::new();
        if self.hands[player as usize].is_empty() && self.is_active(player) {
            empty_in_order.push(player);
        }
        for s in self.seats_from(player, self.dir, false) {
            if self.hands[s as usize].is_empty() {
                empty_in_order.push(s);
            }
        }
        // R11.1: a going-out Draw Two or W+4 is drawn first, at once and
        // whole, by the next player in turn order, who loses the turn: no
        // stacking, no challenge. It counts for scoring.
        let victim = (self.penalty.total > 0).then(|| self.neighbour(player, self.dir));
        if !self.rules().house.last_holding_loses {
            if let Some(victim) = victim {
                let total = self.penalty.total;
                self.penalty = Penalty::default();
                self.force_draw(victim, total, DrawReason::Penalty, ev);
            }
            self.res = Resolution::default();
            self.end_round(Some(empty_in_order[0]), ev);
            return true;
        }
        // R13 last_holding_loses: those who went out leave the round.
        for &s in &empty_in_order {
            self.out |= 1 << s;
            self.first_out.get_or_insert(s);
            ev.emit(|| EventKind::WentOut { seat: s }.into());
        }
        if let Some(victim) = victim {
            // R11.1: the round goes on, but the penalty is still forced.
            self.res = Resolution::default();
            if self.active_count() <= 1 {
                let total = self.penalty.total;
                self.penalty = Penalty::default();
                self.force_draw(victim, total, DrawReason::Penalty, ev);
                let first = self.first_out;
                self.end_round(first, ev);
            } else {
                self.penalty.forced = true;
                self.face_penalty(victim, ev);
            }
            return true;
        }
        if self.active_count() <= 1 {
            self.res = Resolution::default();
            let first = self.first_out;
            self.end_round(first, ev);
            return true;
        }
        false
    }

    /// The next player meets a waiting penalty (R7.3, R8.2, R13).
    fn face_penalty<E: EventSink>(&mut self, seat: Seat, ev: &mut E) {
        let p = self.penalty;
        if !p.forced {
            if p.challengeable {
                self.phase = Phase::AcceptOrChallenge { seat };
                return;
            }
            if self.stacking_possible() {
                let total = p.total;
                ev.emit(|| EventKind::PenaltyPending { total }.into());
                self.phase = Phase::StackOrDraw { seat };
                return;
            }
        }
        self.take_penalty(seat, ev);
    }

    // ----- R11/R12: end of round and game ---------------------------------

    fn end_round<E: EventSink>(&mut self, winner: Option<Seat>, ev: &mut E) {
        self.end_round_with(winner, None, ev)
    }

    /// Ends the round. `holder`, under `last_holding_loses`, is the player
    /// left holding cards (R6.5 names one when several still hold cards);
    /// otherwise it is the one seat still in.
    fn end_round_with<E: EventSink>(
        &mut self,
        winner: Option<Seat>,
        holder: Option<Seat>,
        ev: &mut E,
    ) {
        let zt = self.rules().zero_counts_ten;
        let n = self.n as usize;
        for s in 0..n {
            self.round_points[s] = self.hands[s].points(zt);
        }
        if let Some(w) = winner {
            // R6.5: a blocked round's winner is scored as if out: their own
            // remaining cards count for nothing (a winner who went out
            // holds none anyway).
            self.round_points[w as usize] = 0;
        }
        self.round_winner = winner;
        self.exposed = None;
        let scoring = self.rules().scoring;
        let in_game: Seats = (0..self.n).filter(|&s| !self.is_eliminated(s)).collect();
        let mut winners: Option<Seats> = None;
        if self.rules().house.last_holding_loses {
            // R13: the last player holding cards loses; all others win.
            let loser = holder.or_else(|| in_game.iter().copied().find(|&s| self.is_active(s)));
            winners = Some(
                in_game
                    .iter()
                    .copied()
                    .filter(|&s| Some(s) != loser)
                    .collect(),
            );
        } else if let Some(w) = winner {
            let others: Seats = in_game.iter().copied().filter(|&s| s != w).collect();
            let sum: u64 = others
                .iter()
                .map(|&s| self.round_points[s as usize] as u64)
                .sum();
            match scoring.method {
                ScoringMethod::WinnerTakesAll => self.scores[w as usize] += sum as i64,
                ScoringMethod::Average => {
                    let k = others.len().max(1) as u64;
                    // R12.2: rounded to the nearest integer, halves up.
                    self.scores[w as usize] += ((2 * sum + k) / (2 * k)) as i64;
                }
                ScoringMethod::Penalty => {
                    for &s in &in_game {
                        self.scores[s as usize] += self.round_points[s as usize] as i64;
                    }
                }
                ScoringMethod::None => winners = Some(smallvec::smallvec![w]),
            }
        }
        let (points, scores) = (&self.round_points[..n], &self.scores[..n]);
        ev.emit(|| {
            EventKind::RoundEnded {
                winner,
                points: points.to_vec(),
                scores: scores.to_vec(),
            }
            .into()
        });
        if winners.is_none() {
            winners = self.game_end_check(&in_game, ev);
        }
        match winners {
            Some(w) => {
                self.game_winners = w.iter().fold(0, |m, &s| m | (1 << s));
                let list = w.to_vec();
                ev.emit(|| EventKind::GameEnded { winners: list }.into());
                self.phase = Phase::GameOver;
            }
            None => self.phase = Phase::RoundOver,
        }
    }

    /// R12.2 game ends; R12.3 ties are shared.
    fn game_end_check<E: EventSink>(&mut self, in_game: &Seats, ev: &mut E) -> Option<Seats> {
        let sc = self.rules().scoring;
        let low_wins = sc.method == ScoringMethod::Penalty;
        let best_of = |g: &Game, pool: &Seats| -> Seats {
            let key = |s: &Seat| g.scores[*s as usize];
            let best = if low_wins {
                pool.iter().map(key).min()
            } else {
                pool.iter().map(key).max()
            };
            pool.iter()
                .copied()
                .filter(|s| Some(key(s)) == best)
                .collect()
        };
        let reached = |g: &Game, s: Seat| g.scores[s as usize] >= sc.target as i64;
        match sc.game_end {
            GameEnd::Hands(n) => (self.round >= n).then(|| best_of(self, in_game)),
            GameEnd::Target => in_game
                .iter()
                .any(|&s| reached(self, s))
                .then(|| best_of(self, in_game)),
            GameEnd::Elimination => {
                let out: Seats = in_game
                    .iter()
                    .copied()
                    .filter(|&s| reached(self, s))
                    .collect();
                let left: Seats = in_game
                    .iter()
                    .copied()
                    .filter(|&s| !reached(self, s))
                    .collect();
                if left.is_empty() {
                    // Everyone left reached it together: lowest total wins.
                    return Some(best_of(self, in_game));
                }
                for &s in &out {
                    self.eliminated |= 1 << s;
                    ev.emit(|| EventKind::Eliminated { seat: s }.into());
                }
                (left.len() == 1).then_some(left)
            }
        }
    }

    /// R2.2: the deal passes to the left; a new round from a fresh deck.
    fn next_round<E: EventSink>(&mut self, ev: &mut E) {
        let mut d = self.step(self.dealer, Direction::Cw);
        for _ in 0..self.n {
            if !self.is_eliminated(d) {
                break;
            }
            d = self.step(d, Direction::Cw);
        }
        // The round's own generator, before anything is shuffled.
        self.reseed(self.round + 1);
        let mut pile = std::mem::take(&mut self.draw);
        self.fill_pile(&mut pile, &[]);
        self.begin_round(d, pile, ev);
    }

    // ----- legal actions --------------------------------------------------

    /// Every action `seat` may take now, out-of-turn ones included: plays
    /// (with each colour for wilds, and with and without an UNO call when
    /// the play leaves one card), draws, answers, jump-ins, catches, UNO
    /// calls. Swaps are listed without a target (it is asked for next).
    /// `uno` by a seat that is not exposed and a catch of a seat that is not
    /// exposed are also accepted, with no effect (R10.1, R10.3); they are
    /// not listed.
    pub fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        out.clear();
        if seat >= self.n {
            return;
        }
        match self.phase {
            Phase::GameOver => return,
            Phase::RoundOver => {
                out.push(Action::NextRound);
                return;
            }
            _ => {}
        }
        if let Some(e) = self.exposed {
            if e == seat {
                out.push(Action::Uno);
            } else {
                out.push(Action::Catch { target: e });
            }
        }
        let to_act = self.phase.seat().expect("in a round");
        if seat != to_act {
            if !self.is_active(seat) {
                return;
            }
            let h = &self.rules().house;
            let hand = &self.hands[seat as usize];
            match self.phase {
                Phase::Turn { .. } if h.jump_in => {
                    let top = self.top();
                    if !top.is_wild() && hand.contains(top) {
                        self.push_plays(seat, top, out);
                    }
                }
                Phase::StackOrDraw { .. }
                    if h.jump_in_draw_two && self.penalty.kind == PenaltyKind::DrawTwo =>
                {
                    for c in CardMask(hand.mask().0 & CardMask::DRAW_TWOS.0).iter() {
                        self.push_plays(seat, c, out);
                    }
                }
                _ => {}
            }
            return;
        }
        match self.phase {
            Phase::Turn { .. } => {
                for c in self.playable_mask(seat).iter() {
                    self.push_plays(seat, c, out);
                }
                if self.rules().house.multi_play {
                    self.push_multi_plays(seat, out);
                }
                out.push(Action::Draw);
            }
            Phase::PlayOrPass { card, .. } => {
                self.push_plays(seat, card, out);
                out.push(Action::Pass);
            }
            Phase::ChooseColor { .. } => {
                out.extend(Color::ALL.map(|color| Action::ChooseColor { color }));
            }
            Phase::ChoosePlayer { .. } => {
                for t in 0..self.n {
                    if t != seat && self.is_active(t) {
                        out.push(Action::ChoosePlayer { target: t });
                    }
                }
            }
            Phase::AcceptOrChallenge { .. } | Phase::StackOrDraw { .. } => {
                out.push(Action::Draw);
                out.push(Action::Accept);
                if matches!(self.phase, Phase::AcceptOrChallenge { .. }) {
                    out.push(Action::Challenge);
                }
                if self.stacking_possible() {
                    for c in self.hands[seat as usize].mask().iter() {
                        if self.stackable(seat, c) {
                            self.push_plays(seat, c, out);
                        }
                    }
                }
            }
            Phase::ComplyOrPenalty { .. } => {
                out.push(Action::Comply);
                out.push(Action::Penalty);
            }
            Phase::RoundOver | Phase::GameOver => {}
        }
    }

    /// The plays of one card: a colour for each wild that names one, with
    /// and without an UNO call when it leaves one card, unless R13
    /// no_action_finish forbids it.
    fn push_plays(&self, seat: Seat, c: Card, out: &mut Vec<Action>) {
        let hand = &self.hands[seat as usize];
        if self.rules().house.no_action_finish && hand.len() == 1 && !c.is_number() {
            return;
        }
        let calls: &[bool] = if hand.len() == 2 && self.t.hand_moving & c.bit() == 0 {
            &[true, false]
        } else {
            &[false]
        };
        for &uno in calls {
            if self.names_color(c) {
                for col in Color::ALL {
                    out.push(Action::Play(Play {
                        uno,
                        ..Play::wild(c, col)
                    }));
                }
            } else {
                out.push(Action::Play(Play {
                    uno,
                    ..Play::card(c)
                }));
            }
        }
    }

    /// R13 multi_play: for each playable number card, every multiset of
    /// further same-number cards, with each choice of the card on top.
    fn push_multi_plays(&self, seat: Seat, out: &mut Vec<Action>) {
        let hand = &self.hands[seat as usize];
        for first in self.playable_mask(seat).iter().filter(|c| c.is_number()) {
            let num = first.number_value().expect("number");
            let mut avail = [0u8; 4];
            for col in Color::ALL {
                let c = Card::number(col, num);
                avail[col as usize] = hand.count(c) - u8::from(c == first);
            }
            // Enumerate counts k[col] in 0..=avail[col], not all zero.
            let mut k = [0u8; 4];
            loop {
                let mut i = 0;
                while i < 4 {
                    if k[i] < avail[i] {
                        k[i] += 1;
                        break;
                    }
                    k[i] = 0;
                    i += 1;
                }
                if i == 4 {
                    break;
                }
                let extra: Vec<Card> = Color::ALL
                    .iter()
                    .flat_map(|&col| {
                        std::iter::repeat_n(Card::number(col, num), k[col as usize] as usize)
                    })
                    .collect();
                let total = 1 + extra.len();
                let left = hand.len() - total;
                let mut lasts: Vec<Card> = extra.clone();
                lasts.dedup();
                for &last in &lasts {
                    let mut cards: crate::action::PlayCards = smallvec::smallvec![first];
                    let mut rest = extra.clone();
                    let pos = rest.iter().position(|&c| c == last).expect("present");
                    rest.remove(pos);
                    cards.extend(rest);
                    cards.push(last);
                    let calls: &[bool] = if left == 1 && self.t.hand_moving & last.bit() == 0 {
                        &[true, false]
                    } else {
                        &[false]
                    };
                    for &uno in calls {
                        out.push(Action::Play(Play {
                            cards: cards.clone(),
                            color: None,
                            target: None,
                            uno,
                        }));
                    }
                }
            }
        }
    }

    /// All seats' legal actions, concatenated with their seat.
    pub fn all_legal_actions(&self) -> Vec<(Seat, Action)> {
        let mut all = Vec::new();
        let mut buf = Vec::new();
        for s in 0..self.n {
            self.legal_actions(s, &mut buf);
            all.extend(buf.drain(..).map(|a| (s, a)));
        }
        all
    }

    /// For tests and tools: the number of card types (64).
    pub const CARD_TYPES: usize = NUM_TYPES;
}

impl Game {
    /// A copy of this game in which every card `seat` cannot see (other
    /// players' hands and the draw pile) is dealt anew at random, keeping
    /// every hand size and the draw pile size. Everything public and the
    /// seat's own hand are unchanged, so `view(Viewer::Seat(seat))` is too.
    /// The game seed and the generator are replaced too (derived from
    /// `seed`), so later shuffles and later rounds' deals are not the real
    /// ones either. For tests of hidden information and for tools; bots
    /// never get a Game.
    pub fn permute_hidden(&self, seat: Seat, seed: u64) -> Game {
        let mut g = self.clone();
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        g.hide_future(seed);
        let mut pool: Vec<Card> = g.draw.clone();
        let others: Seats = (0..g.n).filter(|&s| s != seat).collect();
        for &s in &others {
            pool.extend(g.hands[s as usize].iter());
        }
        shuffle(&mut pool, &mut rng);
        let mut it = pool.into_iter();
        for &s in &others {
            let k = g.hands[s as usize].len();
            g.hands[s as usize] = CardCounts::from_cards(it.by_ref().take(k));
        }
        g.draw = it.collect();
        g
    }
}

impl Game {
    /// Replaces the game seed and the current generator with ones derived
    /// from `seed`, so a copy's future (reshuffles, later rounds) is not
    /// the real game's.
    fn hide_future(&mut self, seed: u64) {
        self.rng = Pcg64Mcg::seed_from_u64(seed ^ 0x5851_f42d_4c95_7f2d);
        self.seed = seed.rotate_left(32) ^ 0x2545_f491_4f6c_dd1d;
    }
}

impl Game {
    /// A game consistent with what `seat` knows, for search (R14 never
    /// changes; only hidden cards move): other players' hands and the draw
    /// pile are re-dealt at random from the cards `seat` cannot see, each
    /// hand keeping its size and holding at least the cards in `known` for
    /// it (cards the seat saw go there: a challenge reveal, a swap). The
    /// random generator and the game seed are replaced, so future shuffles
    /// and later rounds' deals are not the real ones, and a waiting W+4's
    /// guilt is judged on the sampled hand.
    /// Known cards that no longer fit (the pool lacks them, or a hand is
    /// too small) are dropped.
    pub(crate) fn determinized(&self, seat: Seat, known: &[CardCounts], seed: u64) -> Game {
        let mut g = self.clone();
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let others: Seats = (0..g.n).filter(|&s| s != seat).collect();
        let mut pool = CardCounts::default();
        for c in g.draw.iter() {
            pool.add(*c);
        }
        for &s in &others {
            for c in g.hands[s as usize].iter() {
                pool.add(c);
            }
        }
        let sizes: Vec<usize> = (0..g.n).map(|s| g.hands[s as usize].len()).collect();
        for &s in &others {
            g.hands[s as usize].clear();
            if let Some(k) = known.get(s as usize) {
                for c in k.iter() {
                    if g.hands[s as usize].len() < sizes[s as usize] && pool.remove(c) {
                        g.hands[s as usize].add(c);
                    }
                }
            }
        }
        let mut rest = pool.to_vec();
        shuffle(&mut rest, &mut rng);
        let mut it = rest.into_iter();
        for &s in &others {
            let missing = sizes[s as usize] - g.hands[s as usize].len();
            for c in it.by_ref().take(missing) {
                g.hands[s as usize].add(c);
            }
        }
        g.draw = it.collect();
        g.hide_future(seed);
        if g.penalty.challengeable {
            let p = g.penalty;
            g.penalty.guilty = p.prev_color.is_some_and(|c| g.holds_color(p.offender, c));
        }
        if g.reveal.as_ref().is_some_and(|r| r.to != seat) {
            g.reveal = None;
        }
        g
    }
}
