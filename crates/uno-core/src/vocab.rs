//! The shared vocabulary of the rules: the direction of play (R2.4) and
//! the R9 items, used by the game, its events and its views alike. It
//! depends on nothing but cards and the effect vocabulary, so `event` and
//! `game` need not import each other.

use serde::{Deserialize, Serialize};

use crate::card::{Card, Color};
use crate::rules::{Effect, Target};

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

/// The R9 items.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Item {
    Mushroom,
    BananaPeel,
    GreenShell,
    Lightning,
    BobOmb,
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
