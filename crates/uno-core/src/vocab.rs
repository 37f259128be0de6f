//! The shared vocabulary of the rules: the direction of play (R2.4), the
//! R9 items and the kinds of pending decision ([`Pending`]), used by the
//! rules, the game, its events and its views alike. It depends on nothing
//! but cards, so `rules`, `event` and `game` need not import each other
//! (an item's effects, in R14's vocabulary, are given by `rules`).

use serde::{Deserialize, Serialize};

use crate::card::{Card, Color};

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
