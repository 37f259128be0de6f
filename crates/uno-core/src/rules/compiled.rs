//! Rules compiled into lookup tables ([`CompiledRules`]): the answers of
//! [`Rules`]' questions (R5, R13, R14), computed once from those questions
//! and cached as bit masks for the engine's hot path.

use std::sync::Arc;

use super::effect::Effect;
use super::value::Rules;
use crate::card::{Card, CardMask, Color, NUM_TYPES};

/// R5.2/R5.3: the card types that match `top` with `col` in play (the
/// colour, the same number or symbol, every wild).
pub(super) fn match_row(top: Card, col: Color) -> u64 {
    let mut m = CardMask::of_color(col).0 | CardMask::WILDS.0;
    if let Some(r) = top.rank_index() {
        m |= CardMask::of_rank(r).0;
    }
    m
}

/// The one definition of "playable at an ordinary turn" in bits, shared by
/// [`Rules::playable`] and [`Table::playable`]: the hand's matching cards
/// (`matching`, R5), less a W+4 when `wd4_strict` is on and the hand holds
/// a card of `holds` (R5.4), less any card outside `finish` when it is the
/// hand's last (R13 `no_action_finish`).
#[inline]
pub(super) fn playable_bits(
    matching: u64,
    wd4_strict: bool,
    holds: u64,
    finish: u64,
    hand: u64,
    hand_len: usize,
) -> u64 {
    let mut m = hand & matching;
    if m & Card::WILD_DRAW_FOUR.bit() != 0 && wd4_strict && hand & holds != 0 {
        m &= !Card::WILD_DRAW_FOUR.bit();
    }
    if hand_len == 1 {
        m &= finish;
    }
    m
}

/// Rules compiled into lookup tables: the one place card behaviour is read.
/// Every mask is the answer of one of [`Rules`]' questions for every card.
#[derive(Debug)]
pub(crate) struct Table {
    pub(crate) rules: Rules,
    pub(crate) effects: Vec<Vec<Effect>>,
    /// Types with effects to resolve (R14: `effects` not empty), so that
    /// a play of a plain card skips the resolver with one bit test.
    pub(crate) has_effects: u64,
    /// Card types whose effects move hands ([`Rules::moves_hands`], R10.4).
    pub(crate) hand_moving: u64,
    /// Wild types that name a colour with the play ([`Rules::names_color`],
    /// all but the item box, R5.3).
    pub(crate) names_color: u64,
    /// Number cards whose play may carry a swap `target`
    /// ([`Rules::takes_target`], R13 7/0).
    pub(crate) takes_target: u64,
    /// R5.2/R5.3: playable types by top card and colour in play (inline:
    /// read at every turn, one load less than through a `Vec`).
    pub(crate) matches: [[u64; 4]; NUM_TYPES],
    /// Every card of the deck, in type order (copied, then shuffled).
    pub(crate) deck_cards: Vec<Card>,
    /// R5.4/R9: the types that count as holding each colour
    /// ([`Rules::color_mask`]).
    holds: [u64; 4],
    /// R5.4 `wd4_strict` ([`Rules::wd4_must_be_legal`]).
    wd4_strict: bool,
    /// Types a hand may finish with ([`Rules::may_finish_with`], R13
    /// `no_action_finish`).
    finish: u64,
    /// Types that may be stacked on a Draw Two penalty and on a W+4
    /// penalty ([`Rules::may_stack`], R13 stacking).
    stack_on_draw_two: u64,
    stack_on_draw_four: u64,
    /// Types that may jump in when identical to the top card at an
    /// ordinary turn ([`Rules::may_jump_in`], R13 `jump_in`).
    jump_in: u64,
    /// Types that may jump in on a waiting Draw Two penalty
    /// ([`Rules::may_jump_in_on`], R13 `jump_in_draw_two`).
    jump_in_on_draw_two: u64,
}

impl Table {
    pub(crate) fn new(rules: Rules) -> Table {
        let effects: Vec<Vec<Effect>> = Card::all().map(|c| rules.effects(c)).collect();
        let mask =
            |f: &dyn Fn(Card) -> bool| Card::all().filter(|&c| f(c)).fold(0, |m, c| m | c.bit());
        let draw_two = Card::draw_two(Color::Red);
        let matches = std::array::from_fn(|i| {
            let top = Card::from_index(i);
            Color::ALL.map(|col| rules.matches(top, col).0)
        });
        let has_effects = Card::all()
            .filter(|c| !effects[c.index()].is_empty())
            .fold(0, |m, c| m | c.bit());
        let deck_cards = Card::all()
            .flat_map(|c| std::iter::repeat_n(c, rules.count(c) as usize))
            .collect();
        Table {
            hand_moving: mask(&|c| rules.moves_hands(c)),
            names_color: mask(&|c| rules.names_color(c)),
            takes_target: mask(&|c| rules.takes_target(c)),
            matches,
            has_effects,
            deck_cards,
            holds: Color::ALL.map(|col| rules.color_mask(col).0),
            wd4_strict: rules.wd4_must_be_legal(),
            finish: mask(&|c| rules.may_finish_with(c)),
            stack_on_draw_two: mask(&|c| rules.may_stack(draw_two, c)),
            stack_on_draw_four: mask(&|c| rules.may_stack(Card::WILD_DRAW_FOUR, c)),
            jump_in: mask(&|c| rules.may_jump_in(c, c)),
            jump_in_on_draw_two: mask(&|c| rules.may_jump_in_on(draw_two, c)),
            effects,
            rules,
        }
    }

    /// [`Rules::playable`], cached: the types of a hand (mask `hand`,
    /// `hand_len` cards) playable at an ordinary turn on `top` with
    /// `color` in play (R5, R5.4, R13 `no_action_finish`).
    #[inline]
    pub(crate) fn playable(
        &self,
        top: Card,
        color: Option<Color>,
        hand: u64,
        hand_len: usize,
    ) -> CardMask {
        let Some(col) = color else {
            return CardMask::EMPTY;
        };
        CardMask(playable_bits(
            self.matches[top.index() % NUM_TYPES][col as usize],
            self.wd4_strict,
            self.holds[col as usize],
            self.finish,
            hand,
            hand_len,
        ))
    }

    /// R5 with R5.4 `wd4_strict`: the types of `hand` that match `top`
    /// with `col` in play, whatever the hand's size.
    #[inline]
    pub(crate) fn matching(&self, top: Card, col: Color, hand: u64) -> CardMask {
        CardMask(playable_bits(
            self.matches[top.index() % NUM_TYPES][col as usize],
            self.wd4_strict,
            self.holds[col as usize],
            u64::MAX,
            hand,
            usize::MAX,
        ))
    }

    /// R5.4/R9: whether a hand (mask `hand`) holds a card of `col`.
    #[inline]
    pub(crate) fn holds_color(&self, hand: u64, col: Color) -> bool {
        hand & self.holds[col as usize] != 0
    }

    /// [`Rules::wd4_must_be_legal`] (R5.4 `wd4_strict`).
    #[inline]
    pub(crate) fn wd4_must_be_legal(&self) -> bool {
        self.wd4_strict
    }

    /// [`Rules::may_finish_with`] (R13 `no_action_finish`).
    #[inline]
    pub(crate) fn may_finish_with(&self, card: Card) -> bool {
        self.finish & card.bit() != 0
    }

    /// [`Rules::may_stack`] on a Draw Two penalty (R13).
    #[inline]
    pub(crate) fn may_stack_on_draw_two(&self, card: Card) -> bool {
        self.stack_on_draw_two & card.bit() != 0
    }

    /// [`Rules::may_stack`] on a W+4 penalty (R13).
    #[inline]
    pub(crate) fn may_stack_on_draw_four(&self, card: Card) -> bool {
        self.stack_on_draw_four & card.bit() != 0
    }

    /// [`Rules::stacking_on`] a Draw Two penalty (R13).
    #[inline]
    pub(crate) fn stacking_on_draw_two(&self) -> bool {
        self.stack_on_draw_two != 0
    }

    /// [`Rules::stacking_on`] a W+4 penalty (R13).
    #[inline]
    pub(crate) fn stacking_on_draw_four(&self) -> bool {
        self.stack_on_draw_four != 0
    }

    /// [`Rules::may_jump_in`] (R13 `jump_in`).
    #[inline]
    pub(crate) fn may_jump_in(&self, top: Card, card: Card) -> bool {
        card == top && self.jump_in & card.bit() != 0
    }

    /// [`Rules::may_jump_in_on`] a Draw Two penalty (R13 `jump_in_draw_two`).
    #[inline]
    pub(crate) fn may_jump_in_on_draw_two(&self, card: Card) -> bool {
        self.jump_in_on_draw_two & card.bit() != 0
    }

    /// The types that may jump in on a Draw Two penalty, as a mask
    /// (R13 `jump_in_draw_two`).
    #[inline]
    pub(crate) fn jump_in_on_draw_two_mask(&self) -> CardMask {
        CardMask(self.jump_in_on_draw_two)
    }

    /// [`Rules::jump_in_possible`] at an ordinary turn (R13 `jump_in`).
    #[inline]
    pub(crate) fn jump_in_at_turns(&self) -> bool {
        self.jump_in != 0
    }

    /// [`Rules::jump_in_possible`] while a stacked penalty waits
    /// (R13 `jump_in_draw_two`).
    #[inline]
    pub(crate) fn jump_in_on_penalties(&self) -> bool {
        self.jump_in_on_draw_two != 0
    }
}

/// Rules compiled once into the engine's lookup tables, to share between
/// many games (`Game::from_compiled`, `Game::restart`).
#[derive(Clone, Debug)]
pub struct CompiledRules(pub(crate) Arc<Table>);

impl CompiledRules {
    pub fn new(rules: Rules) -> CompiledRules {
        CompiledRules(Arc::new(Table::new(rules)))
    }
    pub fn rules(&self) -> &Rules {
        &self.0.rules
    }
}
