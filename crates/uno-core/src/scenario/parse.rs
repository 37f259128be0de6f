//! Reading and checking a scenario document: every problem becomes a
//! [`ScenarioError`] naming its place. The readers of single values and
//! the action parser are [`crate::action`]'s, shared with the protocol.

use serde_json::{Map, Value};

use super::{RulesRef, Scenario, ScenarioAction, ScenarioError};
use crate::action::form::{
    cards, color, index, integer, join, kind, object, opt, req, seat, string, wrong,
};
use crate::action::{Action, ACTION_FIELDS};
use crate::error::{RulesError, SetupError};
use crate::game::{MAX_SEATS, MIN_SEATS};
use crate::rules::RulesSpec;
use crate::setup::Position;
use crate::vocab::Direction;

const TOP_FIELDS: &[&str] = &[
    "rules", "players", "seed", "dealer", "deck", "position", "actions",
];
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
        let m = object(v, "", TOP_FIELDS, &[])?;
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
            .map(|v| seat(v, "dealer", Some(players)))
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
        _ => return Err(wrong("rules", "a preset name or a rules object", v).into()),
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
pub(super) fn rules_error_path(r: &RulesRef, e: &RulesError) -> String {
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
    let m = object(v, path, POSITION_FIELDS, &[])?;
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
        .map(|s| seat(s, &join(path, "to_act"), Some(players)))
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
        .map(|s| seat(s, &join(path, "dealer"), Some(players)))
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

/// One action of the list: its `by`, then the action itself, read by the
/// one action parser ([`Action::from_fields`], as the protocol reads it).
fn parse_action(v: &Value, path: &str, players: usize) -> Result<ScenarioAction, ScenarioError> {
    let m = object(v, path, &ACTION_FIELDS, &["by"])?;
    let by = seat(req(m, path, "by", "")?, &join(path, "by"), Some(players))?;
    let action = Action::from_fields(m, path, Some(players))?;
    Ok(ScenarioAction { by, action })
}
