//! Scoring (R12): the methods of R12.2, the ways a game can end, and the
//! [`Scoring`] a game is played under.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// R12.2 scoring methods.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ScoringMethod {
    WinnerTakesAll,
    Average,
    Penalty,
    None,
}

impl ScoringMethod {
    pub const ALL: [ScoringMethod; 4] = [
        ScoringMethod::WinnerTakesAll,
        ScoringMethod::Average,
        ScoringMethod::Penalty,
        ScoringMethod::None,
    ];
    pub fn name(self) -> &'static str {
        match self {
            ScoringMethod::WinnerTakesAll => "winner_takes_all",
            ScoringMethod::Average => "average",
            ScoringMethod::Penalty => "penalty",
            ScoringMethod::None => "none",
        }
    }
    pub fn describe(self) -> &'static str {
        match self {
            ScoringMethod::WinnerTakesAll => {
                "the round's winner scores every other hand; first to the target wins (official)"
            }
            ScoringMethod::Average => {
                "the winner scores the average of the other hands, rounded half up"
            }
            ScoringMethod::Penalty => {
                "everyone scores their own hand, the winner 0; lowest total wins (game_end target, elimination or hands:N)"
            }
            ScoringMethod::None => "one round is the whole game (the Mario Kart default)",
        }
    }
}

/// R12.2 game end conditions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameEnd {
    Target,
    Elimination,
    Hands(u32),
}

impl fmt::Display for GameEnd {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameEnd::Target => write!(f, "target"),
            GameEnd::Elimination => write!(f, "elimination"),
            GameEnd::Hands(n) => write!(f, "hands:{n}"),
        }
    }
}

impl FromStr for GameEnd {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "target" => Ok(GameEnd::Target),
            "elimination" => Ok(GameEnd::Elimination),
            _ => match s.strip_prefix("hands:").map(str::parse::<u32>) {
                Some(Ok(n)) if n >= 1 => Ok(GameEnd::Hands(n)),
                _ => Err(format!(
                    "unknown game_end {s:?} (expected target, elimination or hands:N with N >= 1)"
                )),
            },
        }
    }
}

impl Serialize for GameEnd {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for GameEnd {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        String::deserialize(d)?
            .parse()
            .map_err(serde::de::Error::custom)
    }
}

/// R12: how points are counted and when the game ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Scoring {
    pub method: ScoringMethod,
    pub target: u32,
    pub game_end: GameEnd,
}
