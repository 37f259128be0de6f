//! What a bot's decision reads of the table, for its own seat or to model
//! another seat's: [`CardTable`], what each card type does under one rule
//! set (read once from the rules, R14), and [`Seen`], the public facts of
//! the moment (hand sizes, direction, top card, colour in play).
//!
//! Both sit below the heuristic, the knowledge tracker and the belief,
//! which all read them.

use std::sync::Arc;

use uno_core::card::NUM_TYPES;
use uno_core::game::MAX_SEATS;
use uno_core::rules::{Effect, Target};
use uno_core::{Card, CardCounts, CardMask, Color, Direction, Observation, Rules, Seat, SeatSet};

/// The value of a card's effects, split by whom they hit.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(crate) struct EffectValue {
    /// Always.
    pub(crate) base: f32,
    /// Times the next player's threat.
    pub(crate) next: f32,
    /// Times the leader's threat.
    pub(crate) lead: f32,
}

/// What the heuristic needs to know of each card type under one rule set
/// (R14 makes every wild's behaviour data, so it is read from the rules).
#[derive(Clone, Debug)]
pub struct CardTable {
    key: usize,
    rules: Rules,
    /// Wilds that name a colour with the play (all but item boxes, R5.3).
    pub names_color: u64,
    /// Cards whose effects swap hands with a chosen player (R13 7/0, R14).
    pub swap: u64,
    /// Cards whose effects rotate hands (R13 zero_rotates, R14).
    pub rotate: u64,
    /// Cards whose effects shuffle hands (R8.4, R14).
    pub shuffle: u64,
    /// Cards whose effects reverse the direction (R7.2, R14).
    pub reverse: u64,
    /// Cards with a `chosen` draw or skip: aimed at a player (R9, R14).
    pub attack_chosen: u64,
    /// Cards that turn an item (R9).
    pub item: u64,

    value: [EffectValue; NUM_TYPES],
    /// R5.4/R9: the cards that count as holding each colour
    /// ([`Rules::color_mask`]: a held WIB counts as the colour in play).
    holds: [u64; 4],
    /// Cards a hand may finish with ([`Rules::may_finish_with`], R13
    /// `no_action_finish`).
    finish: u64,
    /// Whether some card may not finish a hand (R13 `no_action_finish`).
    finish_limited: bool,
}

impl CardTable {
    pub fn new(rules: &Rules) -> CardTable {
        let mut t = CardTable {
            key: rules as *const Rules as usize,
            rules: rules.clone(),
            names_color: 0,
            swap: 0,
            rotate: 0,
            shuffle: 0,
            reverse: 0,
            attack_chosen: 0,
            item: 0,
            value: [EffectValue::default(); NUM_TYPES],
            holds: Color::ALL.map(|col| rules.color_mask(col).0),
            finish: 0,
            finish_limited: Card::all().any(|c| !rules.may_finish_with(c)),
        };
        for c in Card::all() {
            let effects = rules.effects(c);
            if rules.names_color(c) {
                t.names_color |= c.bit();
            }
            if rules.may_finish_with(c) {
                t.finish |= c.bit();
            }
            let mut v = EffectValue::default();
            for e in &effects {
                match *e {
                    Effect::Draw(Target::Next, n) => {
                        v.base += 0.5 * n as f32;
                        v.next += n as f32;
                    }
                    Effect::Draw(Target::Previous, n) => v.base += 0.4 * n as f32,
                    Effect::Draw(Target::Chosen, n) => {
                        t.attack_chosen |= c.bit();
                        v.base += 0.5 * n as f32;
                        v.lead += n as f32;
                    }
                    Effect::Draw(Target::SelfSeat, n) => v.base -= 0.9 * n as f32,
                    Effect::Draw(Target::AllOthers, n) | Effect::EveryoneElseDraws(n) => {
                        v.base += n as f32;
                        v.lead += 0.5 * n as f32;
                    }
                    Effect::Skip(Target::Next) => {
                        v.base += 0.6;
                        v.next += 2.0;
                    }
                    Effect::Skip(Target::Chosen) => {
                        t.attack_chosen |= c.bit();
                        v.base += 0.5;
                        v.lead += 1.5;
                    }
                    Effect::Skip(Target::Previous) => v.base += 0.2,
                    Effect::Skip(Target::SelfSeat) => v.base -= 1.0,
                    Effect::Skip(Target::AllOthers) => {
                        v.base += 1.5;
                        v.next += 2.0;
                    }
                    Effect::Reverse => t.reverse |= c.bit(),
                    Effect::SwapHands(_) => t.swap |= c.bit(),
                    Effect::RotateHands => t.rotate |= c.bit(),
                    Effect::ShuffleHands => t.shuffle |= c.bit(),
                    Effect::ExtraTurn => v.base += 1.2,
                    Effect::FewestCardsDraw(n) => {
                        v.base += 0.5 * n as f32;
                        v.lead += n as f32;
                    }
                    Effect::RevealAndItem => {
                        t.item |= c.bit();
                        v.base += 0.8;
                    }
                    Effect::NameColor => {}
                    Effect::Honour { penalty, .. } => v.base += 0.1 * penalty as f32,
                }
            }
            t.value[c.index()] = v;
        }
        t
    }

    /// The table for `rules`, reusing `cache` when it is for the same
    /// rules (games cloned from one another share their rules' address).
    pub fn for_rules(cache: &mut Option<Arc<CardTable>>, rules: &Rules) -> Arc<CardTable> {
        CardTable::refresh(cache, rules);
        Arc::clone(cache.as_ref().expect("filled above"))
    }

    /// Makes `cache` hold the table for `rules`.
    pub fn refresh(cache: &mut Option<Arc<CardTable>>, rules: &Rules) {
        let key = rules as *const Rules as usize;
        match cache {
            Some(t) if t.key == key => {}
            Some(t) if t.rules == *rules => Arc::make_mut(t).key = key,
            _ => *cache = Some(Arc::new(CardTable::new(rules))),
        }
    }

    /// Makes `cache` compare its rules with the next ones it is asked for
    /// instead of trusting their address: for a bot reset for a new game,
    /// whose rules may sit where the last game's were and differ. Equal
    /// rules keep the table (not built again for every game).
    pub fn unverify(cache: &mut Option<Arc<CardTable>>) {
        if let Some(t) = cache {
            Arc::make_mut(t).key = 0;
        }
    }

    /// R5.4/R9: the cards that count as holding `col`
    /// ([`Rules::color_mask`]).
    pub fn color_mask(&self, col: Color) -> CardMask {
        CardMask(self.holds[col as usize])
    }
    /// [`Rules::names_color`] (R5.3, R8.5, R9).
    pub fn names_color(&self, c: Card) -> bool {
        self.names_color & c.bit() != 0
    }
    pub fn moves_hands(&self, c: Card) -> bool {
        (self.swap | self.rotate | self.shuffle) & c.bit() != 0
    }

    /// The rules the table was read from.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The value of `c`'s effects (R7, R9, R14), split by whom they hit.
    pub(crate) fn value(&self, c: Card) -> EffectValue {
        self.value[c.index()]
    }

    /// Cards a hand may finish with ([`Rules::may_finish_with`], R13
    /// `no_action_finish`), as a bit set.
    pub fn finish(&self) -> u64 {
        self.finish
    }

    /// Whether some card may not finish a hand (R13 `no_action_finish`).
    pub fn finish_limited(&self) -> bool {
        self.finish_limited
    }
}

/// The public facts a decision reads, for any seat: from an observation,
/// or, to model another seat's decision, from tracked events.
#[derive(Clone, Copy, Debug)]
pub struct Seen {
    pub me: Seat,
    pub players: usize,
    pub sizes: [u8; MAX_SEATS],
    /// Seats out of the round.
    pub gone: SeatSet,
    pub dir: Direction,
    pub top: Card,
    pub color: Option<Color>,
    /// Cards an item box could turn (R9, R6.4: all but the top card).
    pub turnable: usize,
}

impl Seen {
    pub fn of(obs: &Observation<'_>) -> Seen {
        let mut sizes = [0u8; MAX_SEATS];
        let mut gone = SeatSet::EMPTY;
        for s in Seat::all(obs.players()) {
            sizes[s.index()] = obs.hand_size(s).min(255) as u8;
            if !obs.is_active(s) {
                gone.insert(s);
            }
        }
        Seen {
            me: obs.seat(),
            players: obs.players(),
            sizes,
            gone,
            dir: obs.direction(),
            top: obs.top(),
            color: obs.color(),
            turnable: obs.draw_pile_size() + obs.discard_pile().len().saturating_sub(1),
        }
    }

    pub fn is_active(&self, s: Seat) -> bool {
        !self.gone.contains(s)
    }

    /// The next seat still in the round from `s` in `dir`.
    pub fn neighbour(&self, s: Seat, dir: Direction) -> Seat {
        let n = self.players;
        let mut t = s;
        for _ in 0..n {
            t = t.step(dir, n);
            if self.is_active(t) {
                return t;
            }
        }
        s
    }

    /// The card types of `hand` playable at an ordinary turn: the rules'
    /// one definition ([`Rules::playable`]: R5, R5.4, R13
    /// `no_action_finish`), as [`Observation::playable_mask`] gives it for
    /// the seat's own hand.
    pub fn playable(&self, table: &CardTable, hand: &CardCounts) -> CardMask {
        table
            .rules
            .playable(self.top, self.color, hand.mask(), hand.len())
    }
}
