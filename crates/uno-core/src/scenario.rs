//! Scenario files (SCENARIOS.md): parse, run, report. Pure: no I/O.
//!
//! A scenario is one JSON document: rules, seats, a seed, a start (a deal,
//! possibly with a stacked deck, or a position) and a list of actions.
//!
//! - [`Scenario::parse`] checks the document completely before anything
//!   runs; every problem becomes a [`ScenarioError`] (exit status 2) whose
//!   message is one line naming the place, such as
//!   `actions[3].card: unknown card "Q7" (…)`.
//! - [`Scenario::run`] builds the game ([`Setup::build`]), applies the
//!   actions in order and stops at the first rejected one (exit status 1).
//!   The result, a [`ScenarioOutput`], serializes to SCENARIOS.md's
//!   "Output", the referee's events ([`RefereeEvent`], every card shown).
//! - [`Scenario::from_record`] writes a played game back as a scenario (the
//!   simulator saves games this way); [`Scenario::to_json`] prints it.
//!
//! ```
//! use uno_core::scenario::run_scenario;
//! let out = run_scenario(r#"{"rules": "classic", "players": 2, "seed": 1,
//!     "position": {"hands": [["B7", "Y3"], ["G2", "G4"]], "discard": ["B2"]},
//!     "actions": [{"by": 0, "do": "play", "card": "B7"}]}"#).unwrap();
//! assert_eq!(out.exit_code(), 0);
//! assert_eq!(out.state.exposed, vec![0]);
//! ```

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::{Map, Value};

use crate::action::{Action, Play, PlayCards, Seat};
use crate::card::{Card, Color};
use crate::error::{ActionError, SetupError};
use crate::event::{Event, RefereeEvent};
use crate::game::{Direction, Game, Pending, MAX_SEATS, MIN_SEATS};
use crate::rules::{Rules, RulesError, RulesSpec};
use crate::setup::{Position, Setup, Start};

// ----- the file --------------------------------------------------------------

/// The `rules` of a scenario: a preset name (a deck preset or a house
/// preset on the classic deck) or a rules object (R14's file form).
#[derive(Clone, Debug, PartialEq)]
pub enum RulesRef {
    Name(String),
    Spec(RulesSpec),
}

impl RulesRef {
    /// The rules this names, validated.
    pub fn resolve(&self) -> Result<Rules, RulesError> {
        match self {
            RulesRef::Name(n) => Rules::named(n),
            RulesRef::Spec(s) => s.resolve(),
        }
    }

    /// The shortest way to write `rules`: a preset name when one gives
    /// exactly these rules, else the fully explicit object.
    pub fn of(rules: &Rules) -> RulesRef {
        Rules::preset_names()
            .into_iter()
            .find(|n| Rules::named(n).as_ref() == Ok(rules))
            .map(|n| RulesRef::Name(n.to_string()))
            .unwrap_or_else(|| RulesRef::Spec(rules.to_spec()))
    }
}

impl Serialize for RulesRef {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            RulesRef::Name(n) => s.serialize_str(n),
            RulesRef::Spec(spec) => spec.serialize(s),
        }
    }
}

/// One action of the list: the seat sending it and what it sends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScenarioAction {
    pub by: Seat,
    pub action: Action,
}

/// The file form of an action (`{"by": 0, "do": "play", "card": "R7"}`).
#[derive(Serialize)]
struct ActionOut<'a> {
    by: Seat,
    #[serde(rename = "do")]
    verb: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    card: Option<Card>,
    #[serde(skip_serializing_if = "Option::is_none")]
    cards: Option<&'a [Card]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    color: Option<Color>,
    #[serde(skip_serializing_if = "Option::is_none")]
    target: Option<Seat>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    uno: bool,
}

impl Serialize for ScenarioAction {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut out = ActionOut {
            by: self.by,
            verb: self.action.verb(),
            card: None,
            cards: None,
            color: None,
            target: None,
            uno: false,
        };
        match &self.action {
            Action::Play(p) => {
                if p.cards.len() == 1 {
                    out.card = Some(p.cards[0]);
                } else {
                    out.cards = Some(&p.cards);
                }
                out.color = p.color;
                out.target = p.target;
                out.uno = p.uno;
            }
            Action::ChooseColor { color } => out.color = Some(*color),
            Action::ChoosePlayer { target } | Action::Catch { target } => {
                out.target = Some(*target)
            }
            _ => {}
        }
        out.serialize(s)
    }
}

/// A scenario file (SCENARIOS.md "Input"), checked: every card, colour,
/// verb and seat is known to be well formed, and at most one of `deck` and
/// `position` is given. Whether the start is possible is checked by
/// [`Scenario::run`] (through [`Setup::build`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Scenario {
    pub rules: RulesRef,
    pub players: usize,
    pub seed: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dealer: Option<Seat>,
    /// The top of the deck, top first, for a deal.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deck: Option<Vec<Card>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub position: Option<Position>,
    pub actions: Vec<ScenarioAction>,
}

/// The name SCENARIOS.md gives the format.
pub type ScenarioFile = Scenario;

impl<'de> Deserialize<'de> for Scenario {
    /// The same checks as [`Scenario::parse`], the message as a serde error.
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = Value::deserialize(d)?;
        Scenario::from_value(&v).map_err(serde::de::Error::custom)
    }
}

/// Parses a scenario and runs it: the whole of `uno scenario` but the I/O.
pub fn run_scenario(text: &str) -> Result<ScenarioOutput, ScenarioError> {
    Scenario::parse(text)?.run()
}

/// Like [`run_scenario`], for bytes that may not be UTF-8.
pub fn run_scenario_bytes(bytes: &[u8]) -> Result<ScenarioOutput, ScenarioError> {
    Scenario::parse_bytes(bytes)?.run()
}

/// The exit status of `uno scenario` for a result: 0 every action applied,
/// 1 an action rejected, 2 a malformed scenario.
pub fn exit_code(result: &Result<ScenarioOutput, ScenarioError>) -> u8 {
    match result {
        Ok(out) => out.exit_code(),
        Err(e) => e.exit_code(),
    }
}

// ----- errors ----------------------------------------------------------------

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
        expected: &'static str,
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

// ----- parsing ---------------------------------------------------------------

/// The verbs of SCENARIOS.md "Actions".
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

const TOP_FIELDS: &[&str] = &[
    "rules", "players", "seed", "dealer", "deck", "position", "actions",
];
const TOP_EXPECTED: &str = "rules, players, seed, dealer, deck, position, actions";
const ACTION_FIELDS: &[&str] = &["by", "do", "card", "cards", "color", "target", "uno"];
const ACTION_EXPECTED: &str = "by, do, card, cards, color, target, uno";
const POSITION_FIELDS: &[&str] = &[
    "hands",
    "discard",
    "color",
    "draw_pile",
    "to_act",
    "direction",
    "dealer",
    "scores",
    "round",
];
const POSITION_EXPECTED: &str =
    "hands, discard, color, draw_pile, to_act, direction, dealer, scores, round";

fn join(path: &str, key: &str) -> String {
    if path.is_empty() {
        key.to_string()
    } else {
        format!("{path}.{key}")
    }
}

fn index(path: &str, i: usize) -> String {
    format!("{path}[{i}]")
}

fn kind(v: &Value) -> &'static str {
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

fn wrong(path: &str, expected: &'static str, v: &Value) -> ScenarioError {
    ScenarioError::WrongType {
        path: path.to_string(),
        expected,
        found: kind(v),
    }
}

fn object<'a>(
    v: &'a Value,
    path: &str,
    allowed: &[&str],
    expected: &'static str,
) -> Result<&'a Map<String, Value>, ScenarioError> {
    let Value::Object(m) = v else {
        return Err(wrong(
            if path.is_empty() { "(document)" } else { path },
            "an object",
            v,
        ));
    };
    if let Some(k) = m.keys().find(|k| !allowed.contains(&k.as_str())) {
        return Err(ScenarioError::UnknownField {
            path: if path.is_empty() {
                "(document)".into()
            } else {
                path.to_string()
            },
            field: k.clone(),
            expected,
        });
    }
    Ok(m)
}

/// An optional field: absent and `null` are the same.
fn opt<'a>(m: &'a Map<String, Value>, key: &str) -> Option<&'a Value> {
    m.get(key).filter(|v| !v.is_null())
}

fn req<'a>(
    m: &'a Map<String, Value>,
    path: &str,
    key: &'static str,
    why: &'static str,
) -> Result<&'a Value, ScenarioError> {
    opt(m, key).ok_or_else(|| ScenarioError::MissingField {
        path: path.to_string(),
        field: key,
        why,
    })
}

/// A JSON integer as i128 (every JSON integer serde_json keeps fits).
fn integer(v: &Value, path: &str) -> Result<i128, ScenarioError> {
    match v {
        Value::Number(n) => n
            .as_i64()
            .map(i128::from)
            .or_else(|| n.as_u64().map(i128::from))
            .ok_or_else(|| wrong(path, "an integer", v)),
        _ => Err(wrong(path, "an integer", v)),
    }
}

fn seat(v: &Value, path: &str, players: usize) -> Result<Seat, ScenarioError> {
    let s = integer(v, path)?;
    if s < 0 || s >= players as i128 {
        return Err(ScenarioError::SeatOutsideTable {
            path: path.to_string(),
            seat: s,
            players,
        });
    }
    Ok(s as Seat)
}

fn string<'a>(v: &'a Value, path: &str) -> Result<&'a str, ScenarioError> {
    v.as_str().ok_or_else(|| wrong(path, "a string", v))
}

fn card(v: &Value, path: &str) -> Result<Card, ScenarioError> {
    let s = v
        .as_str()
        .ok_or_else(|| wrong(path, "a card (a string such as \"R7\")", v))?;
    s.parse().map_err(|_| ScenarioError::UnknownCard {
        path: path.to_string(),
        text: s.to_string(),
    })
}

fn cards(v: &Value, path: &str) -> Result<Vec<Card>, ScenarioError> {
    let a = v
        .as_array()
        .ok_or_else(|| wrong(path, "an array of cards", v))?;
    a.iter()
        .enumerate()
        .map(|(i, c)| card(c, &index(path, i)))
        .collect()
}

fn color(v: &Value, path: &str) -> Result<Color, ScenarioError> {
    let s = v
        .as_str()
        .ok_or_else(|| wrong(path, "a colour (R, Y, G or B)", v))?;
    s.parse().map_err(|_| ScenarioError::UnknownColor {
        path: path.to_string(),
        text: s.to_string(),
    })
}

impl Scenario {
    /// Parses and checks a scenario document.
    pub fn parse(text: &str) -> Result<Scenario, ScenarioError> {
        Scenario::parse_bytes(text.as_bytes())
    }

    /// Parses and checks a scenario document given as bytes.
    pub fn parse_bytes(bytes: &[u8]) -> Result<Scenario, ScenarioError> {
        let v: Value = serde_json::from_slice(bytes).map_err(json_error)?;
        Scenario::from_value(&v)
    }

    /// Checks a scenario document already read as JSON.
    pub fn from_value(v: &Value) -> Result<Scenario, ScenarioError> {
        let m = object(v, "", TOP_FIELDS, TOP_EXPECTED)?;
        let rules = parse_rules(req(m, "", "rules", "")?)?;
        let pv = req(m, "", "players", "")?;
        let p = integer(pv, "players")?;
        if !(MIN_SEATS as i128..=MAX_SEATS as i128).contains(&p) {
            return Err(ScenarioError::Players {
                path: "players".into(),
                players: p,
            });
        }
        let players = p as usize;
        let sv = req(m, "", "seed", "")?;
        let seed =
            u64::try_from(integer(sv, "seed")?).map_err(|_| ScenarioError::InvalidValue {
                path: "seed".into(),
                why: "a seed is an integer from 0 to 2^64-1".into(),
            })?;
        let dealer = opt(m, "dealer")
            .map(|v| seat(v, "dealer", players))
            .transpose()?;
        if opt(m, "deck").is_some() && opt(m, "position").is_some() {
            return Err(ScenarioError::DeckAndPosition);
        }
        let deck = opt(m, "deck").map(|v| cards(v, "deck")).transpose()?;
        let position = opt(m, "position")
            .map(|v| parse_position(v, players))
            .transpose()?;
        let av = req(m, "", "actions", "")?;
        let list = av
            .as_array()
            .ok_or_else(|| wrong("actions", "an array of actions", av))?;
        let actions = list
            .iter()
            .enumerate()
            .map(|(i, a)| parse_action(a, &index("actions", i), players))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Scenario {
            rules,
            players,
            seed,
            dealer,
            deck,
            position,
            actions,
        })
    }
}

fn json_error(e: serde_json::Error) -> ScenarioError {
    let (line, column) = (e.line(), e.column());
    let full = e.to_string();
    let suffix = format!(" at line {line} column {column}");
    let message = full.strip_suffix(&suffix).unwrap_or(&full).to_string();
    if e.is_eof() {
        ScenarioError::Truncated {
            line,
            column,
            message,
        }
    } else {
        ScenarioError::Json {
            line,
            column,
            message,
        }
    }
}

fn parse_rules(v: &Value) -> Result<RulesRef, ScenarioError> {
    let r = match v {
        Value::String(s) => RulesRef::Name(s.clone()),
        Value::Object(_) => {
            let spec: RulesSpec = serde_json::from_value(v.clone()).map_err(|e| {
                let (path, why) = locate_rules_error(v).unwrap_or(("rules".into(), e.to_string()));
                ScenarioError::Rules {
                    path,
                    error: RulesError::Parse(why),
                }
            })?;
            RulesRef::Spec(spec)
        }
        _ => return Err(wrong("rules", "a preset name or a rules object", v)),
    };
    if let Err(error) = r.resolve() {
        return Err(ScenarioError::Rules {
            path: rules_error_path(&r, &error),
            error,
        });
    }
    Ok(r)
}

/// Where in a rules object a parse error is, and why: each part is read on
/// its own, since serde's message names no place.
fn locate_rules_error(v: &Value) -> Option<(String, String)> {
    use crate::rules::{OptionsSpec, ScoringSpec};
    /// Reads `{key: v}` as `T`; the error message if it fails.
    fn part<T: serde::de::DeserializeOwned>(key: &str, v: &Value) -> Option<String> {
        let mut m = Map::new();
        m.insert(key.to_string(), v.clone());
        serde_json::from_value::<T>(Value::Object(m))
            .err()
            .map(|e| e.to_string())
    }
    for (key, val) in v.as_object()? {
        let path = join("rules", key);
        match key.as_str() {
            "options" | "scoring" => {
                let Some(o) = val.as_object() else {
                    return Some((path, format!("expected an object, found {}", kind(val))));
                };
                for (k, x) in o {
                    let kp = join(&path, k);
                    if let (true, Some(list)) = (k == "wc", x.as_array()) {
                        if let Some(found) = locate_wc_error(&kp, list) {
                            return Some(found);
                        }
                    }
                    let err = if key == "options" {
                        part::<OptionsSpec>(k, x)
                    } else {
                        part::<ScoringSpec>(k, x)
                    };
                    if let Some(why) = err {
                        return Some((kp, why));
                    }
                }
            }
            "preset" | "house" => {
                if let Some(why) = part::<RulesSpec>(key, val) {
                    return Some((path, why));
                }
            }
            _ => {
                if let Some(why) = part::<RulesSpec>(key, val) {
                    return Some(("rules".into(), why));
                }
            }
        }
    }
    None
}

/// The first `wc` rule that does not read, and why.
fn locate_wc_error(path: &str, list: &[Value]) -> Option<(String, String)> {
    use crate::rules::{Effect, WcRule};
    for (i, rule) in list.iter().enumerate() {
        if serde_json::from_value::<WcRule>(rule.clone()).is_ok() {
            continue;
        }
        let rp = index(path, i);
        if let Some(effects) = rule.get("effects").and_then(Value::as_array) {
            for (j, e) in effects.iter().enumerate() {
                let why = match e.as_str() {
                    Some(t) => t.parse::<Effect>().err(),
                    None => Some(format!("expected an effect, found {}", kind(e))),
                };
                if let Some(why) = why {
                    return Some((index(&join(&rp, "effects"), j), why));
                }
            }
        }
        return Some((
            rp,
            "expected {\"effects\": [EFFECT, ...]} or {\"honour\": TEXT, \"penalty\": N, \"target\": TARGET} (R14)"
                .into(),
        ));
    }
    None
}

/// Where in `rules` a rules error is.
fn rules_error_path(r: &RulesRef, e: &RulesError) -> String {
    let RulesRef::Spec(spec) = r else {
        return "rules".into();
    };
    match e {
        RulesError::UnknownPreset(_) => "rules.preset".into(),
        RulesError::UnknownHouseRule(name) => match spec.house.iter().position(|h| h == name) {
            Some(i) => format!("rules.house[{i}]"),
            None => "rules.house".into(),
        },
        RulesError::DeckCard(_)
        | RulesError::DeckCount(..)
        | RulesError::EmptyDeck
        | RulesError::NoStartingCard
            if spec.options.deck.is_some() =>
        {
            "rules.options.deck".into()
        }
        _ => "rules".into(),
    }
}

fn parse_position(v: &Value, players: usize) -> Result<Position, ScenarioError> {
    let path = "position";
    let m = object(v, path, POSITION_FIELDS, POSITION_EXPECTED)?;
    let hv = req(m, path, "hands", "")?;
    let hp = join(path, "hands");
    let hands = hv
        .as_array()
        .ok_or_else(|| wrong(&hp, "an array of hands", hv))?
        .iter()
        .enumerate()
        .map(|(i, h)| cards(h, &index(&hp, i)))
        .collect::<Result<Vec<_>, _>>()?;
    if hands.len() != players {
        return Err(ScenarioError::Setup {
            path: hp,
            error: SetupError::Position(format!("{} hands for {players} players", hands.len())),
        });
    }
    let discard = cards(req(m, path, "discard", "")?, &join(path, "discard"))?;
    let color = opt(m, "color")
        .map(|c| color(c, &join(path, "color")))
        .transpose()?;
    let draw_pile = opt(m, "draw_pile")
        .map(|d| cards(d, &join(path, "draw_pile")))
        .transpose()?;
    let to_act = opt(m, "to_act")
        .map(|s| seat(s, &join(path, "to_act"), players))
        .transpose()?;
    let direction = opt(m, "direction")
        .map(|d| {
            let dp = join(path, "direction");
            match string(d, &dp)? {
                "cw" => Ok(Direction::Cw),
                "ccw" => Ok(Direction::Ccw),
                other => Err(ScenarioError::InvalidValue {
                    path: dp,
                    why: format!("unknown direction {other:?} (expected \"cw\" or \"ccw\")"),
                }),
            }
        })
        .transpose()?;
    let dealer = opt(m, "dealer")
        .map(|s| seat(s, &join(path, "dealer"), players))
        .transpose()?;
    let scores = opt(m, "scores")
        .map(|s| {
            let sp = join(path, "scores");
            s.as_array()
                .ok_or_else(|| wrong(&sp, "an array of scores", s))?
                .iter()
                .enumerate()
                .map(|(i, x)| {
                    let ip = index(&sp, i);
                    i64::try_from(integer(x, &ip)?).map_err(|_| ScenarioError::InvalidValue {
                        path: ip,
                        why: "a score is a 64-bit integer".into(),
                    })
                })
                .collect::<Result<Vec<_>, _>>()
        })
        .transpose()?;
    let round = opt(m, "round")
        .map(|r| {
            let rp = join(path, "round");
            u32::try_from(integer(r, &rp)?)
                .ok()
                .filter(|&n| n >= 1)
                .ok_or_else(|| ScenarioError::InvalidValue {
                    path: rp,
                    why: "a round number is an integer from 1".into(),
                })
        })
        .transpose()?;
    Ok(Position {
        hands,
        discard,
        color,
        draw_pile,
        to_act,
        direction,
        dealer,
        scores,
        round,
    })
}

fn parse_action(v: &Value, path: &str, players: usize) -> Result<ScenarioAction, ScenarioError> {
    let m = object(v, path, ACTION_FIELDS, ACTION_EXPECTED)?;
    let by = seat(req(m, path, "by", "")?, &join(path, "by"), players)?;
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
        .map(|t| seat(t, &join(path, "target"), players))
        .transpose()?;
    let uno = match opt(m, "uno") {
        None => false,
        Some(Value::Bool(b)) => *b,
        Some(other) => return Err(wrong(&join(path, "uno"), "true or false", other)),
    };
    let need_target = |why: &'static str| {
        target_f.ok_or(ScenarioError::MissingField {
            path: path.to_string(),
            field: "target",
            why,
        })
    };
    let action = match verb {
        "play" => {
            let cards: PlayCards = match (card_f, cards_f) {
                (Some(c), None) => smallvec::smallvec![c],
                (None, Some(cs)) if !cs.is_empty() => cs.into_iter().collect(),
                (None, Some(_)) => {
                    return Err(ScenarioError::InvalidValue {
                        path: join(path, "cards"),
                        why: "a play needs at least one card".into(),
                    })
                }
                (Some(_), Some(_)) => {
                    return Err(ScenarioError::InvalidValue {
                        path: path.to_string(),
                        why: "give \"card\" or \"cards\", not both".into(),
                    })
                }
                (None, None) => {
                    return Err(ScenarioError::MissingField {
                        path: path.to_string(),
                        field: "card",
                        why: " (play needs \"card\", or \"cards\" under multi_play)",
                    })
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
            color: color_f.ok_or(ScenarioError::MissingField {
                path: path.to_string(),
                field: "color",
                why: " (choose_color needs the colour)",
            })?,
        },
        "choose_player" => Action::ChoosePlayer {
            target: need_target(" (choose_player needs the seat chosen)")?,
        },
        "uno" => Action::Uno,
        "catch" => Action::Catch {
            target: need_target(" (catch needs the seat caught)")?,
        },
        "comply" => Action::Comply,
        "penalty" => Action::Penalty,
        "next_round" => Action::NextRound,
        other => {
            return Err(ScenarioError::UnknownVerb {
                path: dp,
                verb: other.to_string(),
            })
        }
    };
    Ok(ScenarioAction { by, action })
}

// ----- running ---------------------------------------------------------------

/// An action the game rejected (SCENARIOS.md "Output" `error`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Rejection {
    /// The action's position in the list, from 0.
    pub index: usize,
    /// [`ActionError::code`].
    pub code: &'static str,
    pub message: String,
    #[serde(skip)]
    pub error: ActionError,
}

/// The state part of the output (SCENARIOS.md "Output" `state`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ScenarioState {
    pub round: u32,
    pub to_act: Option<Seat>,
    pub pending: Option<Pending>,
    pub direction: Direction,
    pub top: Option<Card>,
    pub color: Option<Color>,
    /// Every seat's cards, sorted.
    pub hands: Vec<Vec<Card>>,
    pub draw_pile_size: usize,
    pub penalty: u16,
    pub exposed: Vec<Seat>,
    pub round_over: bool,
    pub round_winner: Option<Seat>,
    pub scores: Vec<i64>,
    pub game_over: bool,
    pub game_winners: Vec<Seat>,
}

impl ScenarioState {
    /// The referee's picture of `game`.
    pub fn of(game: &Game) -> ScenarioState {
        let n = game.players() as Seat;
        ScenarioState {
            round: game.round(),
            to_act: game.to_act(),
            pending: game.pending(),
            direction: game.direction(),
            top: game.discard_pile().last().copied(),
            color: game.color(),
            hands: (0..n).map(|s| game.hand(s).to_vec()).collect(),
            draw_pile_size: game.draw_pile_size(),
            penalty: game.penalty(),
            exposed: game.exposed().into_iter().collect(),
            round_over: game.round_over(),
            round_winner: game.round_winner(),
            scores: game.scores().to_vec(),
            game_over: game.game_over(),
            game_winners: game.game_winners(),
        }
    }
}

/// What running a scenario gives (SCENARIOS.md "Output").
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ScenarioOutput {
    /// Every action was applied.
    pub ok: bool,
    /// How many actions were applied (those before a rejected one).
    pub applied: usize,
    pub error: Option<Rejection>,
    /// The state after the last applied action.
    pub state: ScenarioState,
    /// Everything that happened, start-up included, as the referee sees it.
    pub events: Vec<RefereeEvent>,
}

impl ScenarioOutput {
    /// 0 when every action was applied, 1 when one was rejected.
    pub fn exit_code(&self) -> u8 {
        if self.ok {
            0
        } else {
            1
        }
    }

    /// Pretty JSON, as `uno scenario` prints it.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("the output always serializes")
    }
}

impl Scenario {
    /// The engine's [`Setup`] for this scenario.
    pub fn setup(&self) -> Result<Setup, ScenarioError> {
        let rules = self.rules.resolve().map_err(|error| ScenarioError::Rules {
            path: rules_error_path(&self.rules, &error),
            error,
        })?;
        let start = match (&self.deck, &self.position) {
            (Some(_), Some(_)) => return Err(ScenarioError::DeckAndPosition),
            (None, Some(p)) => Start::Position(p.clone()),
            (deck, None) => Start::Deal {
                top: deck.clone().unwrap_or_default(),
            },
        };
        Ok(Setup {
            rules,
            players: self.players,
            seed: self.seed,
            dealer: self.dealer,
            start,
        })
    }

    /// Builds the starting game, reporting start-up events to `events`.
    pub fn build(&self, events: &mut Vec<Event>) -> Result<Game, ScenarioError> {
        let setup = self.setup()?;
        setup.build(events).map_err(|error| {
            let path = match &error {
                SetupError::Players(_) => "players",
                SetupError::Rules(_) | SetupError::DeckTooSmall { .. } => "rules",
                SetupError::Seat(_) if self.position.is_none() => "dealer",
                _ if self.position.is_some() => "position",
                _ => "deck",
            };
            ScenarioError::Setup {
                path: path.into(),
                error,
            }
        })
    }

    /// Runs the scenario: builds the game and applies the actions in order,
    /// stopping at the first rejected one (R4.4: it changes nothing, so the
    /// state reported is the state just before it).
    pub fn run(&self) -> Result<ScenarioOutput, ScenarioError> {
        let (game, out) = self.run_game()?;
        drop(game);
        Ok(out)
    }

    /// Like [`Scenario::run`], also handing back the game as it ends.
    pub fn run_game(&self) -> Result<(Game, ScenarioOutput), ScenarioError> {
        let mut events = Vec::new();
        let mut game = self.build(&mut events)?;
        let mut error = None;
        let mut applied = 0;
        for (i, a) in self.actions.iter().enumerate() {
            if (a.by as usize) >= game.players() {
                // Only a hand-built Scenario can get here: parse checks seats.
                return Err(ScenarioError::SeatOutsideTable {
                    path: join(&index("actions", i), "by"),
                    seat: a.by.into(),
                    players: game.players(),
                });
            }
            match game.apply(a.by, &a.action, &mut events) {
                Ok(()) => applied += 1,
                Err(e) => {
                    error = Some(Rejection {
                        index: i,
                        code: e.code(),
                        message: e.to_string(),
                        error: e,
                    });
                    break;
                }
            }
        }
        let out = ScenarioOutput {
            ok: error.is_none(),
            applied,
            error,
            state: ScenarioState::of(&game),
            events: events.iter().map(Event::referee).collect(),
        };
        Ok((game, out))
    }

    // ----- writing ---------------------------------------------------------

    /// A scenario that replays a recorded game: the rules, the table, the
    /// seed, the dealer if one was fixed, and every action in order. It
    /// starts from a deal from a deck shuffled by `seed`, as
    /// [`Game::new_with_events`] does.
    pub fn from_record(
        rules: &Rules,
        players: usize,
        seed: u64,
        dealer: Option<Seat>,
        actions: &[(Seat, Action)],
    ) -> Scenario {
        Scenario {
            rules: RulesRef::of(rules),
            players,
            seed,
            dealer,
            deck: None,
            position: None,
            actions: actions
                .iter()
                .map(|(by, action)| ScenarioAction {
                    by: *by,
                    action: action.clone(),
                })
                .collect(),
        }
    }

    /// The scenario as pretty JSON, in SCENARIOS.md's format.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a scenario always serializes")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const POS: &str = r#"{"hands": [["B7", "Y3"], ["G2", "G4"]], "discard": ["Y1", "B2"],
        "draw_pile": ["R1", "R2", "R3"]}"#;

    fn doc(actions: &str) -> String {
        format!(
            r#"{{"rules": "classic", "players": 2, "seed": 1, "position": {POS}, "actions": {actions}}}"#
        )
    }

    fn err(text: &str) -> ScenarioError {
        match run_scenario(text) {
            Err(e) => e,
            Ok(o) => panic!("expected a malformed scenario, got {}", o.to_json()),
        }
    }

    #[test]
    fn plays_a_card_and_reports_the_state() {
        let out = run_scenario(&doc(r#"[{"by": 0, "do": "play", "card": "B7"}]"#)).unwrap();
        assert_eq!(out.exit_code(), 0);
        assert!(out.ok);
        assert_eq!(out.applied, 1);
        let s = &out.state;
        assert_eq!(s.top, Some("B7".parse().unwrap()));
        assert_eq!(s.color, Some(Color::Blue));
        assert_eq!(s.to_act, Some(1));
        assert_eq!(s.exposed, vec![0]);
        assert_eq!(s.draw_pile_size, 3);
        let json: Value = serde_json::from_str(&out.to_json()).unwrap();
        assert_eq!(
            json["state"]["hands"],
            serde_json::json!([["Y3"], ["G2", "G4"]])
        );
        assert_eq!(json["state"]["pending"], Value::Null);
        assert_eq!(json["state"]["direction"], "cw");
        assert_eq!(json["error"], Value::Null);
        assert!(json["events"]
            .as_array()
            .unwrap()
            .iter()
            .all(|e| e["type"].is_string()));
    }

    #[test]
    fn a_rejected_action_stops_the_run_with_its_code() {
        let out = run_scenario(&doc(
            r#"[{"by": 0, "do": "play", "card": "B7"}, {"by": 0, "do": "draw"}, {"by": 1, "do": "draw"}]"#,
        ))
        .unwrap();
        assert_eq!(out.exit_code(), 1);
        assert!(!out.ok);
        assert_eq!(out.applied, 1);
        let e = out.error.as_ref().unwrap();
        assert_eq!((e.index, e.code), (1, "not_your_turn"));
        assert_eq!(out.state.to_act, Some(1));
        let json: Value = serde_json::from_str(&out.to_json()).unwrap();
        assert_eq!(
            json["error"]
                .as_object()
                .unwrap()
                .keys()
                .collect::<Vec<_>>(),
            vec!["code", "index", "message"]
        );
    }

    #[test]
    fn malformed_documents_name_the_place() {
        let cases: &[(&str, &str, &str)] = &[
            (
                &doc(r#"[{"by": 0, "do": "play", "card": "Q7"}]"#),
                "unknown_card",
                "actions[0].card: unknown card \"Q7\"",
            ),
            (
                &doc(r#"[{"by": 2, "do": "draw"}]"#),
                "seat_outside_table",
                "actions[0].by: seat 2",
            ),
            (
                &doc(r#"[{"by": -1, "do": "draw"}]"#),
                "seat_outside_table",
                "actions[0].by: seat -1",
            ),
            (
                &doc(r#"[{"by": 0, "do": "catch", "target": 5}]"#),
                "seat_outside_table",
                "actions[0].target",
            ),
            (
                &doc(r#"[{"by": 0, "do": "jump"}]"#),
                "unknown_verb",
                "actions[0].do: unknown verb",
            ),
            (
                &doc(r#"[{"by": 0, "do": "play"}]"#),
                "missing_field",
                "actions[0].card: required field is missing (play needs",
            ),
            (
                &doc(r#"[{"by": 0, "do": "catch"}]"#),
                "missing_field",
                "actions[0].target: required field is missing (catch",
            ),
            (
                &doc(r#"[{"by": 0, "do": "choose_color", "color": "P"}]"#),
                "unknown_color",
                "actions[0].color: unknown colour",
            ),
            (
                &doc(r#"[{"do": "draw"}]"#),
                "missing_field",
                "actions[0].by: required field is missing",
            ),
            (
                &doc(r#"[{"by": 0, "do": "draw", "colour": "R"}]"#),
                "unknown_field",
                "actions[0]: unknown field \"colour\"",
            ),
            (
                &doc(r#"[{"by": 0, "do": "play", "cards": []}]"#),
                "invalid_value",
                "actions[0].cards",
            ),
            (
                &doc(r#"[{"by": 0.5, "do": "draw"}]"#),
                "wrong_type",
                "actions[0].by: expected an integer",
            ),
            (&doc(r#"{}"#), "wrong_type", "actions: expected an array"),
            (
                r#"{"rules": "classic", "players": 2, "seed": 1,
                  "position": {"hands": [["R1"], ["ZZ"]], "discard": ["R9"]}, "actions": []}"#,
                "unknown_card",
                "position.hands[1][0]: unknown card \"ZZ\"",
            ),
            (
                r#"{"rules": "uno-flip", "players": 2, "seed": 1, "actions": []}"#,
                "unknown_preset",
                "rules: unknown rules preset",
            ),
            (
                r#"{"rules": {"house": ["jump_in", "jump_out"]}, "players": 2, "seed": 1, "actions": []}"#,
                "unknown_house_rule",
                "rules.house[1]: unknown house rule \"jump_out\"",
            ),
            (
                r#"{"rules": {"options": {"first_card": "sideways"}}, "players": 2, "seed": 1, "actions": []}"#,
                "parse_error",
                "rules.options.first_card: unknown variant `sideways`",
            ),
            (
                r#"{"rules": "classic", "players": 1, "seed": 1, "actions": []}"#,
                "players",
                "players: 1: a game needs",
            ),
            (
                r#"{"rules": "classic", "players": 11, "seed": 1, "actions": []}"#,
                "players",
                "players: 11: a game needs",
            ),
            (
                r#"{"rules": "classic", "players": 2, "seed": -3, "actions": []}"#,
                "invalid_value",
                "seed: ",
            ),
            (
                r#"{"rules": "classic", "players": 2, "actions": []}"#,
                "missing_field",
                "seed: required field is missing",
            ),
            (
                r#"{"rules": "classic", "players": 2, "seed": 1, "dealer": 2, "actions": []}"#,
                "seat_outside_table",
                "dealer: seat 2",
            ),
            (
                r#"{"rules": "classic", "players": 2, "seed": 1, "deck": ["R1"], "position": {}, "actions": []}"#,
                "deck_and_position",
                "both \"deck\" and \"position\"",
            ),
            (
                r#"{"rules": "classic", "players": 2, "seed": 1, "deck": ["R0", "R0"], "actions": []}"#,
                "too_many_copies",
                "deck: R0 appears 2 times",
            ),
            (
                r#"{"rules": "classic", "players": 2, "seed": 1,
                  "position": {"hands": [["R1"], ["R2"]], "discard": []}, "actions": []}"#,
                "impossible_position",
                "position: the discard pile is empty",
            ),
            (
                r#"{"rules": "classic", "players": 3, "seed": 1,
                  "position": {"hands": [["R1"], ["R2"]], "discard": ["R3"]}, "actions": []}"#,
                "impossible_position",
                "position.hands: 2 hands for 3 players",
            ),
            (
                r#"{"rules": "classic", "players": 2, "seed": 1,
                  "position": {"hands": [["R1"], ["R2"]], "discard": ["R3"], "direction": "up"}, "actions": []}"#,
                "invalid_value",
                "position.direction: unknown direction",
            ),
            (
                r#"{"rules": "classic", "players": 2, "seed": 1, "actions": [], "comment": "x"}"#,
                "unknown_field",
                "(document): unknown field \"comment\"",
            ),
            ("[1, 2]", "wrong_type", "(document): expected an object"),
            (
                "{\"rules\": \"classic\",\n \"players\": 2,,",
                "bad_json",
                "line 2 column 15: not valid JSON",
            ),
            (
                "{\"rules\": \"classic\",\n \"players\": 2",
                "truncated",
                "line 2 column 13: the file ends too early",
            ),
            ("", "truncated", "line 1 column 0"),
        ];
        for (text, code, start) in cases {
            let e = err(text);
            let msg = e.to_string();
            assert_eq!(e.code(), *code, "{msg}");
            assert!(
                msg.starts_with(start),
                "{msg:?} does not start with {start:?}"
            );
            assert!(!msg.contains('\n'), "{msg:?}");
            assert_eq!(e.exit_code(), 2);
        }
    }

    #[test]
    fn optional_fields_may_be_null() {
        let text = r#"{"rules": "classic", "players": 2, "seed": 1, "dealer": null, "deck": null,
            "position": {"hands": [["R1"], ["R2"]], "discard": ["R3"], "color": null, "to_act": null},
            "actions": [{"by": 0, "do": "play", "card": "R1", "color": null, "uno": null}]}"#;
        let out = run_scenario(text).unwrap();
        assert_eq!(out.exit_code(), 0);
        assert!(out.state.round_over);
        assert_eq!(out.state.round_winner, Some(0));
    }

    #[test]
    fn a_deal_with_a_stacked_deck() {
        // Two players, dealer 1: seat 0 gets the 1st, 3rd, … cards.
        let top: Vec<String> = (0..15).map(|i| format!("\"R{}\"", 1 + i % 9)).collect();
        let text = format!(
            r#"{{"rules": "classic", "players": 2, "seed": 3, "dealer": 1, "deck": [{}], "actions": []}}"#,
            top.join(", ")
        );
        let out = run_scenario(&text).unwrap();
        let s = &out.state;
        let hand = |v: &[&str]| v.iter().map(|c| c.parse().unwrap()).collect::<Vec<Card>>();
        assert_eq!(
            s.hands[0],
            hand(&["R1", "R2", "R3", "R4", "R5", "R7", "R9"])
        );
        assert_eq!(
            s.hands[1],
            hand(&["R1", "R2", "R3", "R4", "R5", "R6", "R8"])
        );
        assert_eq!(s.top, Some("R6".parse().unwrap()));
        assert_eq!(s.to_act, Some(0));
        assert_eq!(s.draw_pile_size, 108 - 15);
        assert!(out
            .events
            .iter()
            .any(|e| matches!(e.kind, crate::event::EventKind::FirstCard { .. })));
    }

    #[test]
    fn a_deal_from_a_shuffled_deck_matches_game_new() {
        let text = r#"{"rules": "mario-kart", "players": 5, "seed": 99, "actions": []}"#;
        let (game, out) = Scenario::parse(text).unwrap().run_game().unwrap();
        let direct = Game::new(Rules::named("mario-kart").unwrap(), 5, 99).unwrap();
        assert!(game == direct);
        assert_eq!(out.state, ScenarioState::of(&direct));
    }

    #[test]
    fn from_record_replays_the_same_game() {
        for (name, players, seed) in [
            ("classic", 4, 1),
            ("killer", 3, 2),
            ("mario-kart", 5, 3),
            ("german", 2, 4),
        ] {
            let rules = Rules::named(name).unwrap();
            let mut game = Game::new(rules.clone(), players, seed).unwrap();
            let mut record = Vec::new();
            let mut legal = Vec::new();
            for step in 0..300u64 {
                if game.game_over() {
                    break;
                }
                let all = game.all_legal_actions();
                let (seat, action) = all[(step as usize * 7 + seed as usize) % all.len()].clone();
                game.apply(seat, &action, &mut crate::event::NoEvents)
                    .unwrap();
                record.push((seat, action));
                game.legal_actions(0, &mut legal);
            }
            let sc = Scenario::from_record(&rules, players, seed, None, &record);
            let json = sc.to_json();
            let back = Scenario::parse(&json).unwrap();
            assert_eq!(back, sc, "{name}");
            let (replayed, out) = back.run_game().unwrap();
            assert_eq!(out.exit_code(), 0, "{name}");
            assert_eq!(out.applied, record.len());
            assert!(replayed == game, "{name}: the replay differs");
        }
    }

    #[test]
    fn rules_are_written_by_name_when_a_preset_fits() {
        let sc = Scenario::from_record(&Rules::named("german").unwrap(), 3, 0, Some(1), &[]);
        let v: Value = serde_json::from_str(&sc.to_json()).unwrap();
        assert_eq!(v["rules"], "german");
        assert_eq!(v["dealer"], 1);
        let mut spec = Rules::named("classic").unwrap().to_spec();
        spec.options.hand_size = Some(5);
        let custom = spec.resolve().unwrap();
        let sc = Scenario::from_record(&custom, 3, 0, None, &[]);
        let back = Scenario::parse(&sc.to_json()).unwrap();
        assert_eq!(back.rules.resolve().unwrap(), custom);
    }

    #[test]
    fn actions_write_in_the_file_form() {
        let a = ScenarioAction {
            by: 2,
            action: Action::Play(Play {
                uno: true,
                ..Play::wild(Card::WILD, Color::Green)
            }),
        };
        assert_eq!(
            serde_json::to_value(&a).unwrap(),
            serde_json::json!({"by": 2, "do": "play", "card": "W", "color": "G", "uno": true})
        );
        let c = ScenarioAction {
            by: 0,
            action: Action::Catch { target: 1 },
        };
        assert_eq!(
            serde_json::to_value(&c).unwrap(),
            serde_json::json!({"by": 0, "do": "catch", "target": 1})
        );
    }

    #[test]
    fn deserialize_applies_the_same_checks() {
        let ok: Result<Scenario, _> = serde_json::from_str(&doc("[]"));
        assert!(ok.is_ok());
        let bad: Result<Scenario, _> = serde_json::from_str(&doc(r#"[{"by": 0, "do": "fly"}]"#));
        assert!(bad.unwrap_err().to_string().contains("actions[0].do"));
    }
}
