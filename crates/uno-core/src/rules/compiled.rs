//! Rules compiled into lookup tables ([`CompiledRules`]): the one place the
//! engine reads what a card does and which house rules are on.

use std::sync::Arc;

use crate::card::{Card, CardMask, Color};
use crate::rules::{Effect, Rules, Target};

/// Rules compiled into lookup tables: the one place card behaviour is read.
#[derive(Debug)]
pub(crate) struct Table {
    pub(crate) rules: Rules,
    pub(crate) effects: Vec<Vec<Effect>>,
    /// Card types whose effects move hands (R10.4).
    pub(crate) hand_moving: u64,
    /// Wild types that name a colour with the play (all but the item box, R5.3).
    pub(crate) names_color: u64,
    /// Number cards whose play may carry a swap `target` (R13 7/0).
    pub(crate) takes_target: u64,
    /// R5.2/R5.3: playable types by top card and colour in play.
    pub(crate) matches: Vec<[u64; 4]>,
    /// R5.4/R9: a held WIB counts as the colour in play.
    pub(crate) wib_counts: bool,
    /// Every card of the deck, in type order (copied, then shuffled).
    pub(crate) deck_cards: Vec<Card>,
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
pub struct CompiledRules(pub(crate) Arc<Table>);

impl CompiledRules {
    pub fn new(rules: Rules) -> CompiledRules {
        CompiledRules(Arc::new(Table::new(rules)))
    }
    pub fn rules(&self) -> &Rules {
        &self.0.rules
    }
}
