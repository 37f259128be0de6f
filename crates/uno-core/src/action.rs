//! Actions a seat can take (SCENARIOS.md's verbs), and their parsing.

use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

use crate::card::{Card, Color};

/// A seat number, 0..players, clockwise (R2.4).
pub type Seat = u8;

/// The cards of one play: one card, or several under `multi_play` (R13),
/// in the order they are put down (the last becomes the top card).
pub type PlayCards = SmallVec<[Card; 2]>;

/// A play from the hand (R5), possibly out of turn (a jump-in, R13).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Play {
    /// At least one card: an empty list is refused when parsed (R4.4: a
    /// play puts down a card).
    #[serde(deserialize_with = "nonempty_cards")]
    pub cards: PlayCards,
    /// The colour named with a wild (R5.3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub color: Option<Color>,
    /// The player to swap with for a 7 or 0 (R13); asked later if absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<Seat>,
    /// Call UNO with the play (R10.1).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub uno: bool,
}

/// Parses a play's `cards`, refusing an empty list: every [`Play`] made
/// by serde has the card [`Play::first`] and [`Play::last`] rely on.
fn nonempty_cards<'de, D: serde::Deserializer<'de>>(d: D) -> Result<PlayCards, D::Error> {
    let cards = PlayCards::deserialize(d)?;
    if cards.is_empty() {
        return Err(serde::de::Error::custom(
            "a play needs at least one card (cards is empty)",
        ));
    }
    Ok(cards)
}

impl Play {
    pub fn card(card: Card) -> Play {
        Play {
            cards: smallvec::smallvec![card],
            color: None,
            target: None,
            uno: false,
        }
    }
    pub fn wild(card: Card, color: Color) -> Play {
        Play {
            color: Some(color),
            ..Play::card(card)
        }
    }
    /// The first card (the one that must be legal).
    pub fn first(&self) -> Card {
        self.cards[0]
    }
    /// The card that ends on top.
    pub fn last(&self) -> Card {
        *self.cards.last().expect("a play has at least one card")
    }
}

/// Every decision a seat can send (SCENARIOS.md "Actions").
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum Action {
    Play(Play),
    Draw,
    Pass,
    Accept,
    Challenge,
    ChooseColor { color: Color },
    ChoosePlayer { target: Seat },
    Uno,
    Catch { target: Seat },
    Comply,
    Penalty,
    NextRound,
}

impl Action {
    /// The verb as written in scenarios.
    pub fn verb(&self) -> &'static str {
        match self {
            Action::Play(_) => "play",
            Action::Draw => "draw",
            Action::Pass => "pass",
            Action::Accept => "accept",
            Action::Challenge => "challenge",
            Action::ChooseColor { .. } => "choose_color",
            Action::ChoosePlayer { .. } => "choose_player",
            Action::Uno => "uno",
            Action::Catch { .. } => "catch",
            Action::Comply => "comply",
            Action::Penalty => "penalty",
            Action::NextRound => "next_round",
        }
    }

    /// Out-of-turn verbs that never close anyone's UNO window (R10.2).
    pub fn is_uno_or_catch(&self) -> bool {
        matches!(self, Action::Uno | Action::Catch { .. })
    }
}

impl std::fmt::Display for Action {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Action::Play(p) => {
                write!(f, "play")?;
                for c in &p.cards {
                    write!(f, " {c}")?;
                }
                if let Some(c) = p.color {
                    write!(f, " ({c})")?;
                }
                if let Some(t) = p.target {
                    write!(f, " -> seat {t}")?;
                }
                if p.uno {
                    write!(f, " UNO!")?;
                }
                Ok(())
            }
            Action::ChooseColor { color } => write!(f, "choose_color {color}"),
            Action::ChoosePlayer { target } => write!(f, "choose_player {target}"),
            Action::Catch { target } => write!(f, "catch {target}"),
            other => write!(f, "{}", other.verb()),
        }
    }
}

#[cfg(test)]
mod play_serde_tests {
    use super::*;

    /// R4.4: a `play` whose `cards` list is empty is refused by serde, as
    /// the scenario parser refuses it; one card still parses.
    #[test]
    fn r4_4_a_play_with_no_cards_is_refused_when_parsed() {
        let err = serde_json::from_str::<Play>(r#"{"cards": []}"#).unwrap_err();
        assert!(err.to_string().contains("at least one card"), "{err}");
        let ok: Play = serde_json::from_str(r#"{"cards": ["R5"]}"#).unwrap();
        assert_eq!(ok.first(), "R5".parse().unwrap());
        let a = serde_json::to_string(&Action::Play(Play::card(ok.first()))).unwrap();
        let empty = a.replace("[\"R5\"]", "[]");
        assert_ne!(a, empty);
        assert!(serde_json::from_str::<Action>(&empty).is_err(), "{empty}");
        assert!(serde_json::from_str::<Action>(&a).is_ok(), "{a}");
    }
}
