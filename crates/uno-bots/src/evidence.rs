//! What one seat may infer about the other hands from the events projected
//! for it: the input of [`Observation::determinize`].
//!
//! Two kinds of knowledge are kept per seat, both attached to the *hand*
//! (so they travel with it when hands are swapped or rotated):
//! - **known cards**, certainly in that hand: the hand a challenge showed us
//!   (R8.3, `HandRevealed` with its cards), our own old hand after a swap
//!   (`HandsSwapped`, R13 7/0) or a rotation (`HandsRotated`, R13
//!   zero_rotates). A known card leaves the set when its holder plays a card
//!   of that type; everything is forgotten when hands are shuffled (R8.4).
//! - **voids**, soft evidence: a set of card types the hand probably lacks,
//!   with the number of cards it has drawn since (each may be one of them).
//!   A seat that drew at its turn could play nothing: no card of the colour
//!   in play, none of the top card's number or symbol, no wild (R5, R6.1 is
//!   the player's right, so this is only evidence; cards that move hands,
//!   R13 7/0, are left out, as a player may keep them on purpose). A W+4 found innocent by
//!   a challenge (R8.3) proves its player held no card of the colour before.
//!
//! Also kept: the colour each seat last played or named (a hint of what it
//! holds), the outcome of every public W+4 challenge per seat (its bluff
//! rate, across rounds), and the public state between observations (top
//! card, colour, direction, hand sizes, discard pile, a waiting penalty),
//! from which another seat's decisions can be modelled.
//!
//! Everything here comes from [`SeenEvent`]s and [`Observation`]s of the
//! tracking seat only; [`Evidence::violations`] and
//! [`Evidence::determinize`] read a [`Game`] only when it is a sample made
//! by [`Observation::determinize`].
//!
//! This is the lower half of [`crate::knowledge::Knowledge`], which adds an
//! optional particle belief ([`crate::belief`]) on top: the heuristic and
//! the belief read the evidence, and the knowledge holds both, so no
//! module below the belief needs the belief's type.

use smallvec::SmallVec;
use uno_core::event::DrawReason;
use uno_core::game::MAX_SEATS;
use uno_core::{
    Card, CardCounts, CardMask, Color, Direction, EventKind, Game, Observation, Pending, Seat,
    SeatSet, SeenEvent,
};

use crate::table::Seen;

/// Most voids remembered per hand (the oldest is dropped first).
const MAX_VOIDS: usize = 4;
/// A void whose hand has drawn this many cards since says little: dropped.
const VOID_FORGET: u8 = 3;

/// Card types a hand probably lacks: it holds at most `allowed` of them
/// (the cards it drew since the evidence).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Void {
    pub mask: CardMask,
    pub allowed: u8,
}

/// What one hand is believed to hold or lack.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct HandInfo {
    known: CardCounts,
    voids: SmallVec<[Void; MAX_VOIDS]>,
}

impl HandInfo {
    fn clear(&mut self) {
        self.known.clear();
        self.voids.clear();
    }

    /// The hand drew `n` unseen cards: each may belong to a void.
    fn drew(&mut self, n: u16) {
        self.drew_first(self.voids.len(), n);
    }

    /// Like [`HandInfo::drew`], for the `k` oldest voids only.
    fn drew_first(&mut self, k: usize, n: u16) {
        let n = n.min(255) as u8;
        for v in self.voids.iter_mut().take(k) {
            v.allowed = v.allowed.saturating_add(n);
        }
        self.voids.retain(|v| v.allowed < VOID_FORGET);
    }

    /// The hand played `c`.
    fn played(&mut self, c: Card) {
        self.known.remove(c);
        // A card from a void must have come from a later draw; a void that
        // allowed none was wrong evidence (a player may draw at will).
        self.voids.retain(|v| !v.mask.contains(c) || v.allowed > 0);
        for v in &mut self.voids {
            if v.mask.contains(c) {
                v.allowed -= 1;
            }
        }
    }

    fn add_void(&mut self, mask: CardMask) {
        if mask.is_empty() {
            return;
        }
        if self.voids.len() == MAX_VOIDS {
            self.voids.remove(0);
        }
        self.voids.push(Void { mask, allowed: 0 });
    }
}

/// Evidence tracked by one seat (see the module docs).
#[derive(Clone, Debug)]
pub struct Evidence {
    me: Seat,
    n: usize,
    hands: [HandInfo; MAX_SEATS],
    /// Our own hand as far as we know it: exact after a sync with an
    /// observation, kept up to date by our draws and plays; after a swap
    /// or rotation, the known part of the hand we received.
    mine: CardCounts,
    /// Seats not playing this round (R13 last_holding_loses, R12.2).
    gone: SeatSet,
    top: Option<Card>,
    color: Option<Color>,
    /// The seat drawing at its turn (R6.3 draws continue), and whether
    /// that draw added a void that allows the card drawn last (R6.2).
    drawing: Option<(Seat, bool)>,
    /// Seats eliminated from the game (R12.2).
    eliminated: SeatSet,
    deck_size: usize,
    /// The last W+4: its player and the colour in play before it (R8.3).
    last_wd4: Option<(Seat, Option<Color>)>,
    last_color: [Option<Color>; MAX_SEATS],
    last_named: [Option<Color>; MAX_SEATS],
    /// Public W+4 challenges per offender: (guilty, total), all rounds.
    challenges: [(u16, u16); MAX_SEATS],
    /// Whether a held WIB counts as the colour in play (R5.4/R9).
    /// R5.4/R9: the cards that count as holding each colour
    /// ([`uno_core::Rules::color_mask`]).
    holds: [u64; 4],
    /// Cards a player may rather keep than play although it can: those
    /// that move hands (R13 7/0, R8.4). Left out of voids. `None` until
    /// the rules are known.
    optional: Option<CardMask>,
    /// Public state, tracked between observations for the belief: hand
    /// sizes, direction, the discard pile (bottom first), whether a draw
    /// penalty waits (R7.3, R8.2, R13).
    sizes: [u8; MAX_SEATS],
    dir: Direction,
    discard: Vec<Card>,
    penalty_open: bool,
}

impl Evidence {
    /// Evidence of `seat` at a table of `players`.
    pub fn new(seat: Seat, players: usize) -> Evidence {
        Evidence {
            me: seat,
            n: players.min(MAX_SEATS),
            hands: Default::default(),
            mine: CardCounts::new(),
            gone: SeatSet::EMPTY,
            top: None,
            color: None,
            drawing: None,
            eliminated: SeatSet::EMPTY,
            deck_size: 0,
            last_wd4: None,
            last_color: [None; MAX_SEATS],
            last_named: [None; MAX_SEATS],
            challenges: [(0, 0); MAX_SEATS],
            holds: Color::ALL.map(|col| CardMask::of_color(col).0),
            optional: None,
            sizes: [0; MAX_SEATS],
            dir: Direction::Cw,
            discard: Vec::new(),
            penalty_open: false,
        }
    }

    /// The public facts of the table as tracked, seen from `seat`: the
    /// situation in which `seat` decides (for modelling its choices).
    pub fn seen_from(&self, seat: Seat) -> Option<Seen> {
        Some(Seen {
            me: seat,
            players: self.n,
            sizes: self.sizes,
            gone: self.gone,
            dir: self.dir,
            top: self.top?,
            color: self.color,
            turnable: self.turnable(),
        })
    }

    /// Cards an item box could turn now (all unseen-pile cards but the top
    /// discard), from the tracked sizes.
    fn turnable(&self) -> usize {
        self.draw_pile_size() + self.discard.len().saturating_sub(1)
    }

    /// The draw pile size implied by the tracked state.
    pub fn draw_pile_size(&self) -> usize {
        let in_hands: usize = self.sizes[..self.n].iter().map(|&k| k as usize).sum();
        self.deck_size.saturating_sub(in_hands + self.discard.len())
    }

    /// The tracked discard pile, bottom first.
    pub fn discard(&self) -> &[Card] {
        &self.discard
    }

    /// Whether a draw penalty waits for its victim (tracked).
    pub fn penalty_open(&self) -> bool {
        self.penalty_open
    }

    /// Our own hand as tracked.
    pub fn mine(&self) -> &CardCounts {
        &self.mine
    }

    pub fn players(&self) -> usize {
        self.n
    }

    /// Reads what the tracking needs from the rules (once), as the game
    /// `obs` sees compiled them (the cards that move hands, R10.4: one
    /// mask, not each card's effects built again for every new tracker).
    pub fn set_rules(&mut self, obs: &Observation<'_>) {
        if self.optional.is_some() {
            return;
        }
        let rules = obs.rules();
        self.holds = Color::ALL.map(|col| rules.color_mask(col).0);
        self.deck_size = rules.deck_size();
        self.optional = Some(obs.hand_moving_mask());
    }

    /// A tracker already synchronised with `obs` (for a bot that joins a
    /// round in progress, or a test).
    pub fn from_observation(obs: &Observation<'_>) -> Evidence {
        let mut k = Evidence::new(obs.seat(), obs.players());
        k.sync(obs);
        k
    }

    pub fn seat(&self) -> Seat {
        self.me
    }

    /// Refreshes what the observation shows for sure: our hand, the table,
    /// who still plays. Call it whenever the bot is given an observation.
    pub fn sync(&mut self, obs: &Observation<'_>) {
        self.mine = *obs.hand();
        self.top = Some(obs.top());
        self.color = obs.color();
        self.set_rules(obs);
        self.gone = SeatSet::EMPTY;
        for s in Seat::all(self.n) {
            if !obs.is_active(s) {
                self.gone.insert(s);
            }
            self.sizes[s.index()] = obs.hand_size(s).min(255) as u8;
        }
        self.dir = obs.direction();
        self.discard.clear();
        self.discard.extend_from_slice(obs.discard_pile());
        self.penalty_open = matches!(
            obs.pending(),
            Some(Pending::AcceptOrChallenge | Pending::StackOrDraw)
        );
    }

    /// Cards believed in each seat's hand, one entry per seat (our own is
    /// empty): what [`Observation::determinize`] takes as `known`.
    pub fn known(&self) -> Vec<CardCounts> {
        (0..self.n)
            .map(|s| {
                if s == self.me.index() {
                    CardCounts::new()
                } else {
                    self.hands[s].known
                }
            })
            .collect()
    }

    /// The cards known to be in `seat`'s hand.
    pub fn known_of(&self, seat: Seat) -> &CardCounts {
        &self.hands[seat.index()].known
    }

    /// The voids of `seat`'s hand (soft evidence, see [`Void`]).
    pub fn voids(&self, seat: Seat) -> &[Void] {
        &self.hands[seat.index()].voids
    }

    /// Whether `seat` probably holds no card of `color`: a void covering
    /// the colour that allows none.
    pub fn lacks_color(&self, seat: Seat, color: Color) -> bool {
        self.color_void(seat, color) == Some(0)
    }

    /// The evidence that `seat` holds no card of `color`: the fewest
    /// cards it may have taken since, among the voids covering the colour
    /// (`None`: no such void).
    pub fn color_void(&self, seat: Seat, color: Color) -> Option<u8> {
        let m = CardMask::of_color(color).0;
        self.hands[seat.index()]
            .voids
            .iter()
            .filter(|v| v.mask.0 & m == m)
            .map(|v| v.allowed)
            .min()
    }

    /// The colour of the last coloured card `seat` played.
    pub fn last_color(&self, seat: Seat) -> Option<Color> {
        self.last_color[seat.index()]
    }

    /// The colour `seat` last named with a wild.
    pub fn last_named(&self, seat: Seat) -> Option<Color> {
        self.last_named[seat.index()]
    }

    /// Public W+4 challenges against `seat`: (found guilty, total).
    pub fn challenges(&self, seat: Seat) -> (u16, u16) {
        self.challenges[seat.index()]
    }

    /// The seat that played the last W+4 this round and the colour in
    /// play before it (what a challenge judges, R8.3).
    pub fn last_wd4(&self) -> Option<(Seat, Option<Color>)> {
        self.last_wd4
    }

    /// How often `seat` seems to bluff a W+4, from public challenges, with
    /// a prior of one bluff in six.
    pub fn bluff_rate(&self, seat: Seat) -> f32 {
        let (g, t) = self.challenges[seat.index()];
        (g as f32 + 0.5) / (t as f32 + 3.0)
    }

    /// The next seat still in the round from `s` in `dir`.
    fn neighbour(&self, s: Seat, dir: Direction) -> Seat {
        let n = self.n;
        let mut t = s;
        for _ in 0..n {
            t = t.step(dir, n);
            if !self.gone.contains(t) {
                return t;
            }
        }
        s
    }

    /// Takes in one event projected for our seat.
    pub fn observe(&mut self, e: &SeenEvent) {
        self.track_public(e);
        let me = self.me;
        // R6.2/R6.3: a draw at a turn ends with its last card played,
        // kept (`Passed`), or, silently, unplayable: then the void made
        // for the draw no longer waits on that card.
        if let Some((d, pending)) = self.drawing {
            let same_turn = match &e.kind {
                EventKind::Drew {
                    seat,
                    reason: DrawReason::Turn,
                    ..
                }
                | EventKind::Played { seat, .. }
                | EventKind::Passed { seat } => *seat == d,
                EventKind::Reshuffled { .. } | EventKind::NothingToDraw { .. } => true,
                _ => false,
            };
            if !same_turn {
                if pending {
                    if let Some(v) = self.hands[d.index()].voids.last_mut() {
                        v.allowed = v.allowed.saturating_sub(1);
                    }
                }
                self.drawing = None;
            }
        }
        match &e.kind {
            EventKind::RoundStarted { .. } => {
                for h in &mut self.hands {
                    h.clear();
                }
                self.mine.clear();
                self.top = None;
                self.color = None;
                self.last_wd4 = None;
                self.last_color = [None; MAX_SEATS];
                self.last_named = [None; MAX_SEATS];
                // Seats out of the last round play again.
                self.gone = self.eliminated;
            }
            EventKind::Dealt { seat, .. } if *seat == me => {
                if let Some(cards) = &e.cards {
                    for &c in cards {
                        self.mine.add(c);
                    }
                }
            }
            EventKind::FirstCard { card } => {
                self.top = Some(*card);
                self.color = card.color();
            }
            EventKind::Played {
                seat, cards, color, ..
            } => {
                let s = seat.index();
                let before = self.color;
                // R6.2: a card just drawn is played (the void allowed it).
                self.drawing = None;
                for &c in cards {
                    if *seat == me {
                        self.mine.remove(c);
                    } else {
                        self.hands[s].played(c);
                    }
                }
                let last = *cards.last().expect("a play has a card");
                if let Some(c) = last.color() {
                    self.last_color[s] = Some(c);
                }
                if color.is_some() {
                    self.last_named[s] = *color;
                }
                self.top = Some(last);
                self.color = last.color().or(*color).or(before);
                if last.is_draw_four() {
                    self.last_wd4 = Some((*seat, before));
                }
            }
            EventKind::Drew {
                seat,
                count,
                reason,
            } => {
                let s = seat.index();
                if *seat == me {
                    if let Some(cards) = &e.cards {
                        for &c in cards {
                            self.mine.add(c);
                        }
                    }
                    return;
                }
                if *reason == DrawReason::Turn {
                    if let Some((d, pending)) = self.drawing {
                        if d == *seat {
                            // R6.3: the card drawn before this one was not
                            // playable (outside this turn's void), but may
                            // belong to older voids.
                            let h = &mut self.hands[s];
                            let k = h.voids.len() - usize::from(pending);
                            h.drew_first(k, *count);
                            return;
                        }
                    }
                    self.hands[s].drew(*count);
                    // R6.1: it could play nothing (as far as we can tell);
                    // the card it drew may be playable (R6.2): allowed
                    // until we know.
                    let mut pending = false;
                    if let (Some(col), Some(top)) = (self.color, self.top) {
                        let mut m = CardMask::of_color(col).0 | CardMask::WILDS.0;
                        if let Some(r) = top.rank_index() {
                            m |= CardMask::of_rank(r).0;
                        }
                        m &= !self.optional.unwrap_or_default().0;
                        self.hands[s].add_void(CardMask(m));
                        if let Some(v) = self.hands[s].voids.last_mut() {
                            v.allowed = 1;
                        }
                        pending = true;
                    }
                    self.drawing = Some((*seat, pending));
                } else {
                    self.hands[s].drew(*count);
                }
            }
            EventKind::Passed { .. } => {
                // R6.2: it kept the playable card it drew: the void of the
                // draw allows it.
                self.drawing = None;
            }
            EventKind::ColorChosen { seat, color } => {
                self.color = Some(*color);
                self.last_named[seat.index()] = Some(*color);
            }
            EventKind::ItemRevealed { card, .. } => {
                self.top = Some(*card);
                if let Some(c) = card.color() {
                    self.color = Some(c);
                }
            }
            EventKind::Challenged {
                offender, guilty, ..
            } => {
                let o = offender.index();
                self.challenges[o].1 += 1;
                if *guilty {
                    self.challenges[o].0 += 1;
                } else if let Some((s, Some(prev))) = self.last_wd4 {
                    if s == *offender && s != me {
                        // R8.3: innocent: it held no card of that colour.
                        self.hands[o].add_void(CardMask(self.holds[prev as usize]));
                    }
                }
            }
            EventKind::HandRevealed { to, of } if *to == me && *of != me => {
                if let Some(cards) = &e.cards {
                    let h = &mut self.hands[of.index()];
                    h.clear();
                    h.known = CardCounts::from_cards(cards.iter().copied());
                }
            }
            EventKind::HandsSwapped { a, b } => {
                let (a, b) = (a.index(), b.index());
                self.hands.swap(a, b);
                let me = me.index();
                if a == me || b == me {
                    let other = if a == me { b } else { a };
                    // Our old hand went there; we hold what was known of theirs.
                    let received = self.hands[me].known;
                    self.hands[me].clear();
                    self.hands[other].clear();
                    self.hands[other].known = self.mine;
                    self.mine = received;
                }
            }
            EventKind::HandsRotated { direction } => {
                let old = self.hands.clone();
                let old_mine = self.mine;
                for s in Seat::all(self.n) {
                    if self.gone.contains(s) {
                        continue;
                    }
                    let to = self.neighbour(s, *direction).index();
                    if s == me {
                        self.hands[to] = HandInfo {
                            known: old_mine,
                            voids: SmallVec::new(),
                        };
                    } else if to == me.index() {
                        self.mine = old[s.index()].known;
                        self.hands[to].clear();
                    } else {
                        self.hands[to] = old[s.index()].clone();
                    }
                }
            }
            EventKind::HandsShuffled { .. } => {
                for h in &mut self.hands {
                    h.clear();
                }
                self.mine.clear();
            }
            EventKind::WentOut { seat } => {
                self.gone.insert(*seat);
                self.hands[seat.index()].clear();
            }
            EventKind::Eliminated { seat } => {
                self.eliminated.insert(*seat);
                self.gone.insert(*seat);
                self.hands[seat.index()].clear();
            }
            _ => {}
        }
    }

    /// Hand sizes, direction, discard pile and waiting penalty (R7.3,
    /// R8.2, R13), from an event.
    fn track_public(&mut self, e: &SeenEvent) {
        match &e.kind {
            EventKind::RoundStarted { .. } => {
                self.sizes = [0; MAX_SEATS];
                self.dir = Direction::Cw;
                self.discard.clear();
                self.penalty_open = false;
            }
            EventKind::Dealt { seat, count } => self.sizes[seat.index()] = (*count).min(255) as u8,
            EventKind::FirstCard { card } | EventKind::ItemRevealed { card, .. } => {
                self.discard.push(*card)
            }
            EventKind::Played { seat, cards, .. } => {
                let k = &mut self.sizes[seat.index()];
                *k = k.saturating_sub(cards.len() as u8);
                self.discard.extend_from_slice(cards);
                let last = *cards.last().expect("a play has a card");
                if last.is_draw_two() || last.is_draw_four() {
                    self.penalty_open = true;
                }
            }
            EventKind::Drew {
                seat,
                count,
                reason,
            } => {
                let k = &mut self.sizes[seat.index()];
                *k = k.saturating_add((*count).min(255) as u8);
                if *reason == DrawReason::Penalty {
                    self.penalty_open = false;
                }
            }
            EventKind::Challenged { .. } | EventKind::Skipped { .. } => self.penalty_open = false,
            EventKind::Reshuffled { .. } => {
                if let Some(&top) = self.discard.last() {
                    self.discard.clear();
                    self.discard.push(top);
                }
            }
            EventKind::DirectionChanged { direction } => self.dir = *direction,
            EventKind::HandsSwapped { a, b } => self.sizes.swap(a.index(), b.index()),
            EventKind::HandsRotated { direction } => {
                let old = self.sizes;
                for s in Seat::all(self.n) {
                    if !self.gone.contains(s) {
                        let to = self.neighbour(s, *direction);
                        self.sizes[to.index()] = old[s.index()];
                    }
                }
            }
            EventKind::HandsShuffled { sizes } => {
                for (s, &k) in sizes.iter().enumerate().take(MAX_SEATS) {
                    self.sizes[s] = k.min(255) as u8;
                }
            }
            EventKind::WentOut { seat } => self.sizes[seat.index()] = 0,
            _ => {}
        }
    }

    /// Whether a play by `seat` now is a choice at an ordinary turn (not
    /// a drawn card, a stacked penalty or a jump-in), from tracked state.
    pub(crate) fn ordinary_turn(&self, seat: Seat) -> bool {
        !self.penalty_open && self.drawing.is_none_or(|(d, _)| d != seat)
    }

    /// Whether a turn draw by `seat` now starts its turn's drawing (R6.3
    /// draws after the first continue the same choice).
    pub(crate) fn first_draw(&self, seat: Seat) -> bool {
        self.drawing.is_none_or(|(d, _)| d != seat)
    }

    /// How far a sampled game contradicts the voids: the cards in each
    /// hand beyond what its voids allow. Only for games made by
    /// [`Observation::determinize`].
    pub fn violations(&self, sample: &Game) -> u32 {
        let mut total = 0;
        for s in Seat::all(self.n.min(sample.players())) {
            if s == self.me {
                continue;
            }
            let hand = sample.hand(s);
            for v in &self.hands[s.index()].voids {
                let held: u32 = CardMask(hand.mask().0 & v.mask.0)
                    .iter()
                    .map(|c| hand.count(c) as u32)
                    .sum();
                total += held.saturating_sub(v.allowed as u32);
            }
        }
        total
    }

    /// A determinized sample of the game `obs` sees: the known cards
    /// placed, and among up to `tries` samples the first that respects
    /// every void (else the one that breaks the fewest).
    pub fn determinize(&self, obs: &Observation<'_>, seed: u64, tries: u32) -> Game {
        let known = self.known();
        let mut best: Option<(u32, Game)> = None;
        for t in 0..tries.max(1) as u64 {
            let g = obs.determinize(
                &known,
                seed.wrapping_add(t.wrapping_mul(0x9e37_79b9_7f4a_7c15)),
            );
            let v = self.violations(&g);
            if v == 0 {
                return g;
            }
            if best.as_ref().is_none_or(|(bv, _)| v < *bv) {
                best = Some((v, g));
            }
        }
        best.expect("at least one try").1
    }
}
