//! The scenario file's types (SCENARIOS.md "Input"), and how a scenario
//! is written back (a recorded game as a scenario, [`Scenario::to_json`]).

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;

use crate::action::{Action, Seat};
use crate::card::{Card, Color};
use crate::error::RulesError;
use crate::rules::{Rules, RulesSpec};
use crate::setup::Position;

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

    /// The rules' name as the tools print it in a header or a title
    /// ([`Rules::label`]: `killer`, `killer, scoring penalty`); a rules
    /// object that does not resolve is called after its preset,
    /// `classic (custom)`.
    pub fn label(&self) -> String {
        match self {
            RulesRef::Name(n) => n.clone(),
            RulesRef::Spec(s) => s.resolve().map(|r| r.label()).unwrap_or_else(|_| {
                format!("{} (custom)", s.preset.as_deref().unwrap_or("classic"))
            }),
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

impl Scenario {
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
