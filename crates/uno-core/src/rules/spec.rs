//! The file form of the rules (R14): [`RulesSpec`] as read from TOML or
//! JSON, how it resolves into a validated [`Rules`], and how a [`Rules`]
//! prints back to a fully explicit spec that loads to the same value;
//! rules by preset name ([`Rules::named`]) and the test matrix
//! [`house_variants`], both built as specs.

use std::collections::BTreeMap;

use serde::de::value::MapAccessDeserializer;
use serde::de::{MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::effect::WcRule;
use super::house::HouseRule;
use super::presets::{DeckPreset, HousePreset, HOUSE_PRESETS};
use super::scoring::{GameEnd, ScoringMethod};
use super::teams::Teams;
use super::value::{FirstCard, Rules};
use crate::card::{Card, NUM_TYPES};
use crate::error::RulesError;
use crate::seat::Seat;

/// The file form of [`Rules`] (R14), as read from TOML or JSON: every part
/// optional, unknown names rejected.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
// `remote = "Self"`: the derived code becomes the inherent functions
// `RulesSpec::deserialize`/`serialize`, which the table-only trait impls
// below call; read a spec through the trait
// (`<RulesSpec as Deserialize>::deserialize`, `serde_json::from_str`),
// never through the inherent function, which also takes a sequence.
#[serde(remote = "Self", deny_unknown_fields)]
pub struct RulesSpec {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub preset: Option<String>,
    #[serde(default)]
    pub house: Vec<String>,
    /// R15 partnerships written at the top of the file (`teams =
    /// "pairs"`), a shorthand for `options.teams`: giving both, with
    /// different values, is an error. Printed rules carry it in `options`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub teams: Option<Teams>,
    #[serde(default)]
    pub options: OptionsSpec,
    #[serde(default)]
    pub scoring: ScoringSpec,
}

/// Valued options of R3–R13 in a rules file.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
// `remote = "Self"`: the derived code is used by the map-only impls below.
#[serde(remote = "Self", deny_unknown_fields)]
pub struct OptionsSpec {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_card: Option<FirstCard>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hand_size: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub challenge: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dealer: Option<Seat>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub badtz_maru_counts_self: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub badtz_maru_cards: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub zero_counts_ten: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wc: Option<Vec<WcRule>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deck: Option<BTreeMap<String, u32>>,
    /// R15: `none` or `pairs`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub teams: Option<Teams>,
}

/// Scoring in a rules file.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
// `remote = "Self"`: the derived code is used by the map-only impls below.
#[serde(remote = "Self", deny_unknown_fields)]
pub struct ScoringSpec {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub method: Option<ScoringMethod>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game_end: Option<GameEnd>,
}

/// A rules file and its `options` and `scoring` parts are tables (a JSON
/// object, a TOML table), read by name: serde's derived code also reads a
/// struct from a sequence, field by field in order, so `[]` would have
/// been the classic rules and `["mario-kart"]` Mario Kart. Here anything
/// but a table is an error that says what was expected.
macro_rules! table_only {
    ($t:ty, $what:literal) => {
        impl<'de> Deserialize<'de> for $t {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                struct Table;
                impl<'de> Visitor<'de> for Table {
                    type Value = $t;
                    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                        f.write_str($what)
                    }
                    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<$t, A::Error> {
                        <$t>::deserialize(MapAccessDeserializer::new(map))
                    }
                }
                d.deserialize_map(Table)
            }
        }
        impl Serialize for $t {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                <$t>::serialize(self, s)
            }
        }
    };
}

table_only!(
    RulesSpec,
    "a table of rules (R14: preset, house, teams, options, scoring)"
);
table_only!(OptionsSpec, "a table of options (R14)");
table_only!(
    ScoringSpec,
    "a table of scoring (R12: method, target, game_end)"
);

impl Rules {
    /// A preset by name: a deck preset, or a house preset on the classic deck.
    pub fn named(name: &str) -> Result<Rules, RulesError> {
        RulesSpec {
            preset: Some(name.to_string()),
            ..Default::default()
        }
        .resolve()
    }

    /// Every name `Rules::named` accepts.
    pub fn preset_names() -> Vec<&'static str> {
        DeckPreset::ALL
            .iter()
            .map(|p| p.name())
            .chain(HOUSE_PRESETS.iter().map(|p| p.name))
            .collect()
    }

    pub fn from_spec(spec: &RulesSpec) -> Result<Rules, RulesError> {
        spec.resolve()
    }

    pub fn from_toml(text: &str) -> Result<Rules, RulesError> {
        let spec: RulesSpec = toml::from_str(text).map_err(|e| RulesError::Parse(e.to_string()))?;
        spec.resolve()
    }

    pub fn from_json(text: &str) -> Result<Rules, RulesError> {
        let spec: RulesSpec =
            serde_json::from_str(text).map_err(|e| RulesError::Parse(e.to_string()))?;
        spec.resolve()
    }

    /// The fully explicit file form: loading it gives back `self`.
    pub fn to_spec(&self) -> RulesSpec {
        let mut preset_deck = self.preset.counts();
        preset_deck[Card::BADTZ_MARU.index()] = self.deck[Card::BADTZ_MARU.index()];
        let deck = (preset_deck != self.deck).then(|| {
            Card::all()
                .filter(|c| self.deck[c.index()] > 0)
                .map(|c| (c.to_string(), self.deck[c.index()] as u32))
                .collect()
        });
        RulesSpec {
            preset: Some(self.preset.name().to_string()),
            house: self.house.iter().map(|r| r.name().to_string()).collect(),
            teams: None,
            options: OptionsSpec {
                first_card: Some(self.first_card),
                hand_size: Some(self.hand_size),
                challenge: Some(self.challenge),
                dealer: self.dealer,
                badtz_maru_counts_self: Some(self.badtz_maru_counts_self),
                badtz_maru_cards: Some(self.deck[Card::BADTZ_MARU.index()]),
                zero_counts_ten: Some(self.zero_counts_ten),
                wc: Some(self.wc.clone()),
                deck,
                teams: Some(self.teams),
            },
            scoring: ScoringSpec {
                method: Some(self.scoring.method),
                target: Some(self.scoring.target),
                game_end: Some(self.scoring.game_end),
            },
        }
    }

    pub fn to_toml(&self) -> String {
        toml::to_string(&self.to_spec()).expect("rules always serialize to TOML")
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(&self.to_spec()).expect("rules always serialize to JSON")
    }
}

/// The two written forms of a rules file (R14).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RulesFormat {
    Toml,
    Json,
}

impl RulesSpec {
    /// Reads a rules file's text, the one place every command decides
    /// its form: a file extension (`toml` or `json`, any case) decides it;
    /// without one, text starting with `{` is read as JSON and anything
    /// else as TOML, and when that fails the other form is tried (the
    /// first form's error is the one returned). Parses only:
    /// [`RulesSpec::resolve`] validates.
    pub fn from_text(
        text: &str,
        extension: Option<&str>,
    ) -> Result<(RulesSpec, RulesFormat), RulesError> {
        let parse = |f: RulesFormat| -> Result<RulesSpec, RulesError> {
            match f {
                RulesFormat::Toml => toml::from_str(text).map_err(|e| e.to_string()),
                RulesFormat::Json => serde_json::from_str(text).map_err(|e| e.to_string()),
            }
            .map_err(RulesError::Parse)
        };
        match extension.map(str::to_ascii_lowercase).as_deref() {
            Some("toml") => parse(RulesFormat::Toml).map(|s| (s, RulesFormat::Toml)),
            Some("json") => parse(RulesFormat::Json).map(|s| (s, RulesFormat::Json)),
            _ => {
                let (first, second) = if text.trim_start().starts_with('{') {
                    (RulesFormat::Json, RulesFormat::Toml)
                } else {
                    (RulesFormat::Toml, RulesFormat::Json)
                };
                match parse(first) {
                    Ok(s) => Ok((s, first)),
                    Err(e) => parse(second).map(|s| (s, second)).map_err(|_| e),
                }
            }
        }
    }

    /// Resolves the spec against its preset's defaults and validates it.
    pub fn resolve(&self) -> Result<Rules, RulesError> {
        let name = self.preset.as_deref().unwrap_or("classic");
        let mut rules = if let Some(p) = DeckPreset::from_name(name) {
            Rules::preset(p)
        } else if HousePreset::named(name).is_some() {
            let mut r = Rules::preset(DeckPreset::Classic);
            r.house.enable(name)?;
            r
        } else {
            return Err(RulesError::UnknownPreset(name.to_string()));
        };
        for h in &self.house {
            rules.house.enable(h)?;
        }
        rules.house.close();
        let o = &self.options;
        if let Some(deck) = &o.deck {
            let mut d = [0u8; NUM_TYPES];
            for (name, &n) in deck {
                let c: Card = name.parse().map_err(|e: crate::card::ParseCardError| {
                    RulesError::DeckCard(e.to_string())
                })?;
                if n > 255 {
                    return Err(RulesError::DeckCount(name.clone(), n));
                }
                d[c.index()] = n as u8;
            }
            rules.deck = d;
        }
        if let Some(n) = o.badtz_maru_cards {
            rules.deck[Card::BADTZ_MARU.index()] = n;
        }
        if let Some(v) = o.first_card {
            rules.first_card = v;
        }
        if let Some(v) = o.hand_size {
            rules.hand_size = v;
        }
        if let Some(v) = o.challenge {
            rules.challenge = v;
        }
        if o.dealer.is_some() {
            rules.dealer = o.dealer;
        }
        if let Some(v) = o.badtz_maru_counts_self {
            rules.badtz_maru_counts_self = v;
        }
        if let Some(v) = o.zero_counts_ten {
            rules.zero_counts_ten = v;
        }
        if let Some(wc) = &o.wc {
            for (i, rule) in wc.iter().enumerate() {
                if i < rules.wc.len() {
                    rules.wc[i] = rule.clone();
                } else {
                    rules.wc.push(rule.clone());
                }
            }
        }
        match (self.teams, o.teams) {
            (Some(a), Some(b)) if a != b => {
                return Err(RulesError::Parse(format!(
                    "teams is {a} at the top of the file but {b} in options (R15)"
                )))
            }
            (Some(t), _) | (None, Some(t)) => rules.teams = t,
            (None, None) => {}
        }
        let s = &self.scoring;
        if let Some(m) = s.method {
            rules.scoring.method = m;
        }
        if let Some(t) = s.target {
            rules.scoring.target = t;
        }
        if let Some(g) = s.game_end {
            rules.scoring.game_end = g;
        }
        rules.validate()?;
        Ok(rules)
    }
}

/// The rule matrix the test suites (and studies) sweep for one deck: no
/// house rules, the `killer` and `german` presets, then each R13 house
/// rule alone ([`HouseRule::ALL`]); each with its house-rule names.
/// Default options and scoring (R12 winner takes all, target 500).
pub fn house_variants(deck: DeckPreset) -> Vec<(Vec<&'static str>, Rules)> {
    let mut names: Vec<Vec<&'static str>> = vec![vec![]];
    names.extend(HOUSE_PRESETS.iter().map(|p| vec![p.name]));
    names.extend(HouseRule::ALL.iter().map(|r| vec![r.name()]));
    names
        .into_iter()
        .map(|house| {
            let rules = RulesSpec {
                preset: Some(deck.name().to_string()),
                house: house.iter().map(|s| s.to_string()).collect(),
                ..Default::default()
            }
            .resolve()
            .expect("every preset and house rule resolves");
            (house, rules)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r14_every_preset_round_trips_through_toml_and_json() {
        for name in Rules::preset_names() {
            let r = Rules::named(name).unwrap();
            let back = Rules::from_toml(&r.to_toml()).unwrap();
            assert_eq!(r, back, "{name} via TOML");
            let back = Rules::from_json(&r.to_json()).unwrap();
            assert_eq!(r, back, "{name} via JSON");
        }
    }

    #[test]
    fn bad_rules_are_rejected() {
        assert!(matches!(
            Rules::named("uno-flip"),
            Err(RulesError::UnknownPreset(_))
        ));
        let zero = RulesSpec {
            house: vec!["zero_rotates".into(), "zero_swap".into()],
            ..Default::default()
        };
        assert_eq!(
            zero.resolve(),
            Err(RulesError::HouseConflict("zero_rotates", "zero_swap"))
        );
        assert_eq!(
            zero.resolve().unwrap_err().to_string(),
            "zero_rotates and zero_swap cannot both be on (R13)"
        );
        assert!(Rules::from_toml("preset = \"classic\"\nbogus = 1").is_err());
        assert!(Rules::from_toml("[scoring]\ngame_end = \"elimination\"").is_err());
        assert!(Rules::from_json(r#"{"options": {"deck": {"Q7": 2}}}"#).is_err());
        assert!(Rules::from_json(r#"{"options": {"deck": {"WC1": 1}}}"#).is_err());
    }

    /// R15: `teams` in the options or at the top of the file; printed in
    /// the options; refused with elimination (R15.4) and
    /// `last_holding_loses` (R15.5), each error naming its rule.
    #[test]
    fn r15_teams_option() {
        let top = Rules::from_toml("teams = \"pairs\"").unwrap();
        let opt = Rules::from_toml("[options]\nteams = \"pairs\"").unwrap();
        assert_eq!(top, opt);
        assert!(top.teams().on());
        assert!(!Rules::default().teams().on());
        assert_eq!(Rules::from_toml(&top.to_toml()).unwrap(), top);
        assert_eq!(Rules::from_json(&top.to_json()).unwrap(), top);
        assert!(top.to_toml().contains("teams = \"pairs\""));
        assert_eq!(top.to_spec().teams, None, "printed in the options");
        let both = r#"{"teams": "pairs", "options": {"teams": "none"}}"#;
        assert!(Rules::from_json(both).is_err());
        let same = r#"{"teams": "pairs", "options": {"teams": "pairs"}}"#;
        assert_eq!(Rules::from_json(same).unwrap(), top);
        let elim = "teams = \"pairs\"\n[scoring]\nmethod = \"penalty\"\ngame_end = \"elimination\"";
        let e = Rules::from_toml(elim).unwrap_err();
        assert_eq!(e, RulesError::TeamsElimination);
        assert!(e.to_string().contains("R15.4"));
        let lhl = "teams = \"pairs\"\nhouse = [\"last_holding_loses\"]";
        let e = Rules::from_toml(lhl).unwrap_err();
        assert_eq!(e, RulesError::TeamsLastHoldingLoses);
        assert!(e.to_string().contains("R15.5"));
        assert!(Rules::from_toml("teams = \"trios\"").is_err());
        // R15.1: the seat count is checked when a game starts.
        for n in 2..=10 {
            let ok = top.check_deal(n).is_ok();
            assert_eq!(ok, n % 2 == 0 && n >= 4, "{n} players");
        }
        assert!(top.check_deal(3).unwrap_err().to_string().contains("R15.1"));
    }

    /// The value is built validated: the only ways in resolve a spec.
    #[test]
    fn rules_round_trip_through_their_spec() {
        for (_, r) in house_variants(DeckPreset::ShuffleHands) {
            assert_eq!(r.to_spec().resolve().unwrap(), r);
        }
        let mut bad = Rules::default().to_spec();
        bad.options.hand_size = Some(0);
        assert_eq!(bad.resolve(), Err(RulesError::HandSize));
    }
}
