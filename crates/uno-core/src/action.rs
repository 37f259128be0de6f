//! Actions a seat can take (SCENARIOS.md's verbs), and their one parser.
//!
//! An action is written as one JSON object, `{"do": "play", "card": "R7"}`
//! (SCENARIOS.md "Actions", docs/protocol.md `act`). Scenario files and the
//! wire protocol read it with the same code, [`Action::from_fields`]
//! (through [`Action::from_value`], which is also `Action`'s serde
//! `Deserialize`). Its faults are [`FormError`]s, which name the place
//! (`cards[1]`) so that a scenario can report `actions[3].cards[1]:
//! unknown card "Q7" (…)`; the small readers in [`form`] serve the rest of
//! the scenario format too.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use smallvec::SmallVec;

use crate::card::{Card, Color};
pub use form::FormError;

pub use crate::seat::Seat;

/// The cards of one play: one card, or several under `multi_play` (R13),
/// in the order they are put down (the last becomes the top card).
pub type PlayCards = SmallVec<[Card; 2]>;

/// A play from the hand (R5), possibly out of turn (a jump-in, R13).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Play {
    /// At least one card: an empty list is refused when parsed (R4.4: a
    /// play puts down a card).
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

/// Every decision a seat can send (SCENARIOS.md "Actions"). It serializes
/// to the written form (`{"do": "play", "cards": ["R7"]}`) and reads back
/// through [`Action::from_value`].
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
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

// ----- the written form: the one action parser ---------------------------------

/// The verbs of SCENARIOS.md "Actions", as written in `do`.
pub const VERBS: [&str; 12] = [
    "play",
    "draw",
    "pass",
    "accept",
    "challenge",
    "choose_color",
    "choose_player",
    "uno",
    "catch",
    "comply",
    "penalty",
    "next_round",
];

/// The fields of an action's written form.
pub const ACTION_FIELDS: [&str; 6] = ["do", "card", "cards", "color", "target", "uno"];

impl Action {
    /// Reads the written form of an action (`{"do": "play", "card": "R7"}`):
    /// the one parser of scenario files and the wire protocol. `seats`
    /// bounds the seat numbers (`target`); `None` allows any seat number,
    /// for the engine to judge (R4.4). Paths in errors start at `action`
    /// (`action.cards[1]`), the field that carries it in the protocol.
    pub fn from_value(v: &Value, seats: Option<usize>) -> Result<Action, FormError> {
        let m = form::object(v, "action", &ACTION_FIELDS, &[])?;
        Action::from_fields(m, "action", seats)
    }

    /// Reads an action from an object whose field names have been checked
    /// (see [`form::object`]; a scenario's action also has `by`). `path` is
    /// where the object is, for errors.
    pub fn from_fields(
        m: &Map<String, Value>,
        path: &str,
        seats: Option<usize>,
    ) -> Result<Action, FormError> {
        use form::{card, cards, color, join, opt, req, seat, string};
        let dp = join(path, "do");
        let verb = string(req(m, path, "do", "")?, &dp)?;
        // Every field given is checked, whether or not the verb uses it.
        let card_f = opt(m, "card")
            .map(|c| card(c, &join(path, "card")))
            .transpose()?;
        let cards_f = opt(m, "cards")
            .map(|c| cards(c, &join(path, "cards")))
            .transpose()?;
        let color_f = opt(m, "color")
            .map(|c| color(c, &join(path, "color")))
            .transpose()?;
        let target_f = opt(m, "target")
            .map(|t| seat(t, &join(path, "target"), seats))
            .transpose()?;
        let uno = match opt(m, "uno") {
            None => false,
            Some(Value::Bool(b)) => *b,
            Some(other) => return Err(form::wrong(&join(path, "uno"), "true or false", other)),
        };
        let missing = |field: &'static str, why: &'static str| FormError::MissingField {
            path: path.to_string(),
            field,
            why,
        };
        let action = match verb {
            "play" => {
                let cards: PlayCards = match (card_f, cards_f) {
                    (Some(c), None) => smallvec::smallvec![c],
                    (None, Some(cs)) if !cs.is_empty() => cs.into_iter().collect(),
                    // R4.4: a play puts down at least one card.
                    (None, Some(_)) => {
                        return Err(FormError::InvalidValue {
                            path: join(path, "cards"),
                            why: "a play needs at least one card".into(),
                        })
                    }
                    (Some(_), Some(_)) => {
                        return Err(FormError::InvalidValue {
                            path: path.to_string(),
                            why: "give \"card\" or \"cards\", not both".into(),
                        })
                    }
                    (None, None) => {
                        return Err(missing(
                            "card",
                            " (play needs \"card\", or \"cards\" under multi_play)",
                        ))
                    }
                };
                Action::Play(Play {
                    cards,
                    color: color_f,
                    target: target_f,
                    uno,
                })
            }
            "draw" => Action::Draw,
            "pass" => Action::Pass,
            "accept" => Action::Accept,
            "challenge" => Action::Challenge,
            "choose_color" => Action::ChooseColor {
                color: color_f
                    .ok_or_else(|| missing("color", " (choose_color needs the colour)"))?,
            },
            "choose_player" => Action::ChoosePlayer {
                target: target_f
                    .ok_or_else(|| missing("target", " (choose_player needs the seat chosen)"))?,
            },
            "uno" => Action::Uno,
            "catch" => Action::Catch {
                target: target_f
                    .ok_or_else(|| missing("target", " (catch needs the seat caught)"))?,
            },
            "comply" => Action::Comply,
            "penalty" => Action::Penalty,
            "next_round" => Action::NextRound,
            other => {
                return Err(FormError::UnknownVerb {
                    path: dp,
                    verb: other.to_string(),
                })
            }
        };
        Ok(action)
    }
}

impl<'de> Deserialize<'de> for Action {
    /// [`Action::from_value`], its fault as a serde error (one line, with
    /// its place: `action.cards[0]: unknown card "Q9" (…)`).
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = Value::deserialize(d)?;
        Action::from_value(&v, None).map_err(serde::de::Error::custom)
    }
}

/// Readers of JSON forms (an action, a scenario file): each checks one
/// value and names its place when it is wrong.
pub mod form {
    use std::fmt;

    use serde_json::{Map, Value};

    use crate::card::{Card, Color, ParseCardError};
    use crate::seat::Seat;

    /// A fault in a JSON form: where (a path such as `actions[3].card`,
    /// `(document)` for the whole document) and what.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub enum FormError {
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
        /// A seat outside 0..seats (`seats`: `None` when no table bounds
        /// it, and then outside 0..=255).
        Seat {
            path: String,
            seat: i128,
            seats: Option<usize>,
        },
        /// A value of the right type that means nothing here.
        InvalidValue {
            path: String,
            why: String,
        },
    }

    impl FormError {
        /// Where the fault is (`cards[1]`; a missing field's own path).
        pub fn path(&self) -> String {
            match self {
                FormError::MissingField { path, field, .. } => join(path, field),
                FormError::UnknownField { path, .. }
                | FormError::WrongType { path, .. }
                | FormError::UnknownCard { path, .. }
                | FormError::UnknownColor { path, .. }
                | FormError::UnknownVerb { path, .. }
                | FormError::Seat { path, .. }
                | FormError::InvalidValue { path, .. } => path.clone(),
            }
        }

        /// What the fault is, without its place.
        pub fn what(&self) -> String {
            match self {
                FormError::MissingField { why, .. } => format!("required field is missing{why}"),
                FormError::UnknownField {
                    field, expected, ..
                } => format!("unknown field {field:?} (expected {expected})"),
                FormError::WrongType {
                    expected, found, ..
                } => format!("expected {expected}, found {found}"),
                FormError::UnknownCard { text, .. } => {
                    ParseCardError::Card(text.clone()).to_string()
                }
                FormError::UnknownColor { text, .. } => {
                    ParseCardError::Color(text.clone()).to_string()
                }
                FormError::UnknownVerb { verb, .. } => format!(
                    "unknown verb {verb:?} (expected one of {})",
                    super::VERBS.join(", ")
                ),
                FormError::Seat {
                    seat,
                    seats: Some(n),
                    ..
                } => format!(
                    "seat {seat} is outside the table (seats are 0 to {} for {n} players)",
                    n.saturating_sub(1)
                ),
                FormError::Seat {
                    seat, seats: None, ..
                } => format!("seat {seat} is not a seat number (0 to 255)"),
                FormError::InvalidValue { why, .. } => why.clone(),
            }
        }
    }

    impl fmt::Display for FormError {
        /// `PATH: WHAT`, or `WHAT` alone for the whole object.
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            let path = self.path();
            if path.is_empty() {
                write!(f, "{}", self.what())
            } else {
                write!(f, "{path}: {}", self.what())
            }
        }
    }

    impl std::error::Error for FormError {}

    /// `path.key` (`key` alone at the top).
    pub fn join(path: &str, key: &str) -> String {
        if path.is_empty() {
            key.to_string()
        } else {
            format!("{path}.{key}")
        }
    }

    /// `path[i]`.
    pub fn index(path: &str, i: usize) -> String {
        format!("{path}[{i}]")
    }

    /// What a JSON value is, for messages.
    pub fn kind(v: &Value) -> &'static str {
        match v {
            Value::Null => "null",
            Value::Bool(_) => "a boolean",
            Value::Number(n) if n.is_f64() => "a fractional number",
            Value::Number(_) => "a number",
            Value::String(_) => "a string",
            Value::Array(_) => "an array",
            Value::Object(_) => "an object",
        }
    }

    pub fn wrong(path: &str, expected: &'static str, v: &Value) -> FormError {
        FormError::WrongType {
            path: path.to_string(),
            expected,
            found: kind(v),
        }
    }

    /// An object whose fields are all in `allowed` or `also` (the error
    /// lists `also` first, then `allowed`). The top of a document is
    /// named `(document)`.
    pub fn object<'a>(
        v: &'a Value,
        path: &str,
        allowed: &[&str],
        also: &[&str],
    ) -> Result<&'a Map<String, Value>, FormError> {
        let shown = if path.is_empty() { "(document)" } else { path };
        let Value::Object(m) = v else {
            return Err(wrong(shown, "an object", v));
        };
        let known = |k: &str| allowed.contains(&k) || also.contains(&k);
        if let Some(k) = m.keys().find(|k| !known(k)) {
            return Err(FormError::UnknownField {
                path: shown.to_string(),
                field: k.clone(),
                expected: also
                    .iter()
                    .chain(allowed)
                    .copied()
                    .collect::<Vec<_>>()
                    .join(", "),
            });
        }
        Ok(m)
    }

    /// An optional field: absent and `null` are the same.
    pub fn opt<'a>(m: &'a Map<String, Value>, key: &str) -> Option<&'a Value> {
        m.get(key).filter(|v| !v.is_null())
    }

    /// A required field of the object at `path`.
    pub fn req<'a>(
        m: &'a Map<String, Value>,
        path: &str,
        key: &'static str,
        why: &'static str,
    ) -> Result<&'a Value, FormError> {
        opt(m, key).ok_or_else(|| FormError::MissingField {
            path: path.to_string(),
            field: key,
            why,
        })
    }

    /// A JSON integer as i128 (every JSON integer serde_json keeps fits).
    pub fn integer(v: &Value, path: &str) -> Result<i128, FormError> {
        match v {
            Value::Number(n) => n
                .as_i64()
                .map(i128::from)
                .or_else(|| n.as_u64().map(i128::from))
                .ok_or_else(|| wrong(path, "an integer", v)),
            _ => Err(wrong(path, "an integer", v)),
        }
    }

    /// A seat number, below `seats` (below 256 without a table).
    pub fn seat(v: &Value, path: &str, seats: Option<usize>) -> Result<Seat, FormError> {
        let s = integer(v, path)?;
        let limit = seats.map_or(256, |n| n.min(256) as i128);
        if s < 0 || s >= limit {
            return Err(FormError::Seat {
                path: path.to_string(),
                seat: s,
                seats,
            });
        }
        // 0 <= s < 256, checked above: the number fits a seat.
        Ok(Seat::new(s as u8))
    }

    pub fn string<'a>(v: &'a Value, path: &str) -> Result<&'a str, FormError> {
        v.as_str().ok_or_else(|| wrong(path, "a string", v))
    }

    /// A card in notation (`"R7"`).
    pub fn card(v: &Value, path: &str) -> Result<Card, FormError> {
        let s = v
            .as_str()
            .ok_or_else(|| wrong(path, "a card (a string such as \"R7\")", v))?;
        s.parse().map_err(|_| FormError::UnknownCard {
            path: path.to_string(),
            text: s.to_string(),
        })
    }

    /// An array of cards.
    pub fn cards(v: &Value, path: &str) -> Result<Vec<Card>, FormError> {
        let a = v
            .as_array()
            .ok_or_else(|| wrong(path, "an array of cards", v))?;
        a.iter()
            .enumerate()
            .map(|(i, c)| card(c, &index(path, i)))
            .collect()
    }

    /// A colour (`"R"`, `"red"`, …).
    pub fn color(v: &Value, path: &str) -> Result<Color, FormError> {
        let s = v
            .as_str()
            .ok_or_else(|| wrong(path, "a colour (R, Y, G or B)", v))?;
        s.parse().map_err(|_| FormError::UnknownColor {
            path: path.to_string(),
            text: s.to_string(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn read(v: Value) -> Result<Action, FormError> {
        Action::from_value(&v, None)
    }

    /// R4.4: a `play` whose `cards` list is empty is refused when parsed;
    /// one card still parses, as `card` or `cards`.
    #[test]
    fn r4_4_a_play_with_no_cards_is_refused_when_parsed() {
        let err = serde_json::from_str::<Action>(r#"{"do": "play", "cards": []}"#).unwrap_err();
        assert!(err.to_string().contains("at least one card"), "{err}");
        let r5: Card = "R5".parse().unwrap();
        let one = Action::Play(Play::card(r5));
        assert_eq!(
            read(json!({"do": "play", "cards": ["R5"]})),
            Ok(one.clone())
        );
        assert_eq!(read(json!({"do": "play", "card": "R5"})), Ok(one.clone()));
        let a = serde_json::to_string(&one).unwrap();
        assert_eq!(serde_json::from_str::<Action>(&a).unwrap(), one);
    }

    /// Every action reads back from what it serializes to (the protocol's
    /// `legal` lists and stored games are read this way).
    #[test]
    fn every_action_round_trips_through_its_written_form() {
        let c = |s: &str| -> Card { s.parse().unwrap() };
        let mut multi = Play::card(c("R5"));
        multi.cards.push(c("B5"));
        multi.target = Some(Seat::new(2));
        multi.uno = true;
        let all = [
            Action::Play(Play::wild(c("W+4"), Color::Green)),
            Action::Play(multi),
            Action::Draw,
            Action::Pass,
            Action::Accept,
            Action::Challenge,
            Action::ChooseColor { color: Color::Red },
            Action::ChoosePlayer {
                target: Seat::new(3),
            },
            Action::Uno,
            Action::Catch {
                target: Seat::new(1),
            },
            Action::Comply,
            Action::Penalty,
            Action::NextRound,
        ];
        let verbs: Vec<_> = all.iter().map(Action::verb).collect();
        for v in VERBS {
            assert!(verbs.contains(&v), "{v}");
        }
        for a in all {
            let v = serde_json::to_value(&a).unwrap();
            assert_eq!(read(v.clone()), Ok(a.clone()), "{v}");
            assert_eq!(v["do"], a.verb());
        }
    }

    /// Faults name their place and never panic.
    #[test]
    fn faults_name_the_place() {
        let cases = [
            (
                json!({"do": "play", "cards": ["R1", "Q9"]}),
                "action.cards[1]: unknown card \"Q9\"",
            ),
            (json!({"do": "fly"}), "action.do: unknown verb \"fly\""),
            (
                json!({"do": "catch"}),
                "action.target: required field is missing (catch",
            ),
            (
                json!({"do": "catch", "target": 256}),
                "action.target: seat 256 is not a seat number",
            ),
            (
                json!({"do": "catch", "target": -1}),
                "action.target: seat -1",
            ),
            (
                json!({"do": "draw", "colour": "R"}),
                "action: unknown field \"colour\"",
            ),
            (
                json!({"do": "play", "card": "R1", "cards": ["R1"]}),
                "action: give \"card\" or \"cards\"",
            ),
            (
                json!({"do": "choose_color", "color": 3}),
                "action.color: expected a colour",
            ),
            (
                json!({"do": "draw", "uno": "yes"}),
                "action.uno: expected true or false",
            ),
            (json!({}), "action.do: required field is missing"),
            (json!([1]), "action: expected an object"),
        ];
        for (v, start) in cases {
            let e = read(v.clone()).unwrap_err().to_string();
            assert!(
                e.starts_with(start),
                "{v}: {e:?} should start with {start:?}"
            );
        }
        // A table bounds the seats when one is given.
        let e = Action::from_value(&json!({"do": "catch", "target": 2}), Some(2)).unwrap_err();
        assert!(
            matches!(
                e,
                FormError::Seat {
                    seat: 2,
                    seats: Some(2),
                    ..
                }
            ),
            "{e}"
        );
        assert!(Action::from_value(&json!({"do": "catch", "target": 1}), Some(2)).is_ok());
    }
}
