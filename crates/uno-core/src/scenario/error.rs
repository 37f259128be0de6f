//! Why a scenario is malformed: [`ScenarioError`] (exit status 2), one
//! line naming the place.

use std::fmt;

use crate::action::{FormError, VERBS};
use crate::error::{RulesError, SetupError};
use crate::game::{MAX_SEATS, MIN_SEATS};

/// Why a scenario is malformed (exit status 2). Every variant displays as
/// one line: where (a path such as `actions[3].card`), then what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScenarioError {
    /// Not JSON.
    Json {
        line: usize,
        column: usize,
        message: String,
    },
    /// JSON cut off before its end.
    Truncated {
        line: usize,
        column: usize,
        message: String,
    },
    MissingField {
        path: String,
        field: &'static str,
        why: &'static str,
    },
    UnknownField {
        path: String,
        field: String,
        /// The fields allowed there, comma-separated.
        expected: String,
    },
    WrongType {
        path: String,
        expected: &'static str,
        found: &'static str,
    },
    UnknownCard {
        path: String,
        text: String,
    },
    UnknownColor {
        path: String,
        text: String,
    },
    UnknownVerb {
        path: String,
        verb: String,
    },
    /// A seat (`by`, `target`, `dealer`, `to_act`) outside 0..players.
    SeatOutsideTable {
        path: String,
        seat: i128,
        players: usize,
    },
    /// R2.1: 2 to 10 players.
    Players {
        path: String,
        players: i128,
    },
    /// A value of the right type that means nothing here.
    InvalidValue {
        path: String,
        why: String,
    },
    DeckAndPosition,
    Rules {
        path: String,
        error: RulesError,
    },
    /// The start cannot be built (an impossible position, too many copies).
    Setup {
        path: String,
        error: SetupError,
    },
}

impl ScenarioError {
    /// A stable name for the kind of problem.
    pub fn code(&self) -> &'static str {
        match self {
            ScenarioError::Json { .. } => "bad_json",
            ScenarioError::Truncated { .. } => "truncated",
            ScenarioError::MissingField { .. } => "missing_field",
            ScenarioError::UnknownField { .. } => "unknown_field",
            ScenarioError::WrongType { .. } => "wrong_type",
            ScenarioError::UnknownCard { .. } => "unknown_card",
            ScenarioError::UnknownColor { .. } => "unknown_color",
            ScenarioError::UnknownVerb { .. } => "unknown_verb",
            ScenarioError::SeatOutsideTable { .. } => "seat_outside_table",
            ScenarioError::Players { .. } => "players",
            ScenarioError::InvalidValue { .. } => "invalid_value",
            ScenarioError::DeckAndPosition => "deck_and_position",
            ScenarioError::Rules { error, .. } => error.code(),
            ScenarioError::Setup { error, .. } => error.code(),
        }
    }

    /// Always 2: a malformed scenario.
    pub fn exit_code(&self) -> u8 {
        2
    }

    /// Where the problem is: a path into the document (`actions[3].card`),
    /// `line L column C` for JSON syntax, or empty for the whole document.
    pub fn path(&self) -> String {
        match self {
            ScenarioError::Json { line, column, .. }
            | ScenarioError::Truncated { line, column, .. } => {
                format!("line {line} column {column}")
            }
            ScenarioError::DeckAndPosition => String::new(),
            ScenarioError::MissingField { path, field, .. } => {
                if path.is_empty() {
                    field.to_string()
                } else {
                    format!("{path}.{field}")
                }
            }
            ScenarioError::UnknownField { path, .. }
            | ScenarioError::WrongType { path, .. }
            | ScenarioError::UnknownCard { path, .. }
            | ScenarioError::UnknownColor { path, .. }
            | ScenarioError::UnknownVerb { path, .. }
            | ScenarioError::SeatOutsideTable { path, .. }
            | ScenarioError::Players { path, .. }
            | ScenarioError::InvalidValue { path, .. }
            | ScenarioError::Rules { path, .. }
            | ScenarioError::Setup { path, .. } => path.clone(),
        }
    }

    fn what(&self) -> String {
        match self {
            ScenarioError::Json { message, .. } => format!("not valid JSON: {message}"),
            ScenarioError::Truncated { message, .. } => {
                format!("the file ends too early (truncated?): {message}")
            }
            ScenarioError::MissingField { why, .. } => format!("required field is missing{why}"),
            ScenarioError::UnknownField {
                field, expected, ..
            } => format!("unknown field {field:?} (expected {expected})"),
            ScenarioError::WrongType {
                expected, found, ..
            } => format!("expected {expected}, found {found}"),
            ScenarioError::UnknownCard { text, .. } => {
                crate::card::ParseCardError::Card(text.clone()).to_string()
            }
            ScenarioError::UnknownColor { text, .. } => {
                crate::card::ParseCardError::Color(text.clone()).to_string()
            }
            ScenarioError::UnknownVerb { verb, .. } => {
                format!("unknown verb {verb:?} (expected one of {})", VERBS.join(", "))
            }
            ScenarioError::SeatOutsideTable { seat, players, .. } => format!(
                "seat {seat} is outside the table (seats are 0 to {} for {players} players)",
                players.saturating_sub(1)
            ),
            ScenarioError::Players { players, .. } => {
                format!("{players}: a game needs {MIN_SEATS} to {MAX_SEATS} players (R2.1)")
            }
            ScenarioError::InvalidValue { why, .. } => why.clone(),
            ScenarioError::DeckAndPosition => {
                "both \"deck\" and \"position\" are given: a scenario starts from a deal or from a position, not both".into()
            }
            ScenarioError::Rules { error, .. } => error.to_string(),
            // The path already says "position".
            ScenarioError::Setup {
                error: SetupError::Position(why),
                ..
            } => why.clone(),
            ScenarioError::Setup { error, .. } => error.to_string(),
        }
    }
}

impl fmt::Display for ScenarioError {
    /// One line: `PATH: WHAT`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let path = self.path();
        let what = one_line(&self.what());
        if path.is_empty() {
            write!(f, "{what}")
        } else {
            write!(f, "{path}: {what}")
        }
    }
}

impl std::error::Error for ScenarioError {}

/// Joins the lines of a message (some library messages span several).
fn one_line(s: &str) -> String {
    if !s.contains(['\n', '\r']) {
        return s.to_string();
    }
    s.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A fault in the JSON form (of the document, its position or one of its
/// actions, read by the readers of [`crate::action::form`]) is the
/// scenario error of the same name, at the same place.
impl From<FormError> for ScenarioError {
    fn from(e: FormError) -> ScenarioError {
        match e {
            FormError::MissingField { path, field, why } => {
                ScenarioError::MissingField { path, field, why }
            }
            FormError::UnknownField {
                path,
                field,
                expected,
            } => ScenarioError::UnknownField {
                path,
                field,
                expected,
            },
            FormError::WrongType {
                path,
                expected,
                found,
            } => ScenarioError::WrongType {
                path,
                expected,
                found,
            },
            FormError::UnknownCard { path, text } => ScenarioError::UnknownCard { path, text },
            FormError::UnknownColor { path, text } => ScenarioError::UnknownColor { path, text },
            FormError::UnknownVerb { path, verb } => ScenarioError::UnknownVerb { path, verb },
            FormError::Seat { path, seat, seats } => ScenarioError::SeatOutsideTable {
                path,
                seat,
                players: seats.unwrap_or(256),
            },
            FormError::InvalidValue { path, why } => ScenarioError::InvalidValue { path, why },
        }
    }
}
