//! The effect vocabulary of R14 ([`Effect`], [`Target`]), its written
//! form and parser (`"draw(next, 2)"`), the rule of a Wild Customizable
//! card ([`WcRule`], R8.5), and the R9 items in this vocabulary.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::vocab::Item;

/// Who an effect applies to (R14).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    Next,
    Previous,
    Chosen,
    SelfSeat,
    AllOthers,
}

impl Target {
    fn name(self) -> &'static str {
        match self {
            Target::Next => "next",
            Target::Previous => "previous",
            Target::Chosen => "chosen",
            Target::SelfSeat => "self",
            Target::AllOthers => "all_others",
        }
    }
    fn parse(s: &str) -> Option<Target> {
        Some(match s {
            "next" => Target::Next,
            "previous" => Target::Previous,
            "chosen" => Target::Chosen,
            "self" => Target::SelfSeat,
            "all_others" => Target::AllOthers,
            _ => return None,
        })
    }
}

impl Serialize for Target {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for Target {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        Target::parse(&s).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "unknown target {s:?} (expected next, previous, chosen, self or all_others)"
            ))
        })
    }
}

/// The effect vocabulary of R14, interpreted by the one resolver in `game/resolve.rs`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Effect {
    /// `draw(target, n)`: each target draws `n` (not a stackable penalty).
    Draw(Target, u8),
    /// `skip(target)`: each target loses its next ordinary turn.
    Skip(Target),
    /// `reverse`: R7.2 (with two players in the round it acts as a Skip).
    Reverse,
    /// `swap_hands(target)`: the card's player swaps hands with one player.
    SwapHands(Target),
    /// `rotate_hands`: every hand passes to the next player (current direction).
    RotateHands,
    /// `shuffle_hands`: R8.4.
    ShuffleHands,
    /// `extra_turn`: the card's player takes another turn.
    ExtraTurn,
    /// `everyone_else_draws(n)`.
    EveryoneElseDraws(u8),
    /// `fewest_cards_draw(n)`: R8.6.
    FewestCardsDraw(u8),
    /// `reveal_and_item`: R9.
    RevealAndItem,
    /// `name_color`: the card's player names the colour (the Bob-omb's last step).
    NameColor,
    /// `honour(text, penalty[, target])`: R8.5 honour rule.
    Honour {
        text: String,
        penalty: u8,
        target: Target,
    },
}

impl Effect {
    /// Effects that move cards between hands (R10.4: such a play exposes no one).
    pub fn moves_hands(&self) -> bool {
        matches!(
            self,
            Effect::SwapHands(_) | Effect::RotateHands | Effect::ShuffleHands
        )
    }
}

impl fmt::Display for Effect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Effect::Draw(t, n) => write!(f, "draw({}, {n})", t.name()),
            Effect::Skip(t) => write!(f, "skip({})", t.name()),
            Effect::Reverse => write!(f, "reverse"),
            Effect::SwapHands(t) => write!(f, "swap_hands({})", t.name()),
            Effect::RotateHands => write!(f, "rotate_hands"),
            Effect::ShuffleHands => write!(f, "shuffle_hands"),
            Effect::ExtraTurn => write!(f, "extra_turn"),
            Effect::EveryoneElseDraws(n) => write!(f, "everyone_else_draws({n})"),
            Effect::FewestCardsDraw(n) => write!(f, "fewest_cards_draw({n})"),
            Effect::RevealAndItem => write!(f, "reveal_and_item"),
            Effect::NameColor => write!(f, "name_color"),
            Effect::Honour {
                text,
                penalty,
                target,
            } => write!(
                f,
                "honour({}, {penalty}, {})",
                serde_json::to_string(text).unwrap_or_default(),
                target.name()
            ),
        }
    }
}

impl FromStr for Effect {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let err = |why: &str| format!("bad effect {s:?}: {why}");
        let t = s.trim();
        let (name, args) = match t.find('(') {
            Some(i) => {
                let inner = t[i + 1..]
                    .strip_suffix(')')
                    .ok_or_else(|| err("missing ')'"))?;
                (t[..i].trim(), Some(inner))
            }
            None => (t, None),
        };
        if name == "honour" || name == "honor" {
            let inner = args.ok_or_else(|| err("honour needs (text, penalty)"))?;
            let inner = inner.trim_start();
            if !inner.starts_with('"') {
                return Err(err("honour's text must be a quoted string"));
            }
            // Find the closing quote of the JSON string literal.
            let mut end = None;
            let mut escaped = false;
            for (i, ch) in inner.char_indices().skip(1) {
                if escaped {
                    escaped = false;
                } else if ch == '\\' {
                    escaped = true;
                } else if ch == '"' {
                    end = Some(i);
                    break;
                }
            }
            let end = end.ok_or_else(|| err("unterminated text"))?;
            let text: String =
                serde_json::from_str(&inner[..=end]).map_err(|e| err(&e.to_string()))?;
            let rest: Vec<&str> = inner[end + 1..]
                .split(',')
                .map(str::trim)
                .filter(|a| !a.is_empty())
                .collect();
            let penalty = match rest.first() {
                Some(p) => p.parse().map_err(|_| err("penalty must be a number"))?,
                None => 1,
            };
            let target = match rest.get(1) {
                Some(x) => Target::parse(x).ok_or_else(|| err("unknown target"))?,
                None => Target::Next,
            };
            if rest.len() > 2 {
                return Err(err("too many arguments"));
            }
            return Ok(Effect::Honour {
                text,
                penalty,
                target,
            });
        }
        let args: Vec<&str> = match args {
            Some(a) if !a.trim().is_empty() => a.split(',').map(str::trim).collect(),
            _ => Vec::new(),
        };
        let target = |i: usize| -> Result<Target, String> {
            args.get(i)
                .and_then(|a| Target::parse(a))
                .ok_or_else(|| err("expected a target: next, previous, chosen, self or all_others"))
        };
        let count = |i: usize| -> Result<u8, String> {
            args.get(i)
                .and_then(|a| a.parse::<u8>().ok())
                .ok_or_else(|| err("expected a card count (0-255)"))
        };
        let arity = |n: usize| -> Result<(), String> {
            if args.len() == n {
                Ok(())
            } else {
                Err(err(&format!("expected {n} argument(s)")))
            }
        };
        let e = match name {
            "draw" => {
                arity(2)?;
                Effect::Draw(target(0)?, count(1)?)
            }
            "skip" => {
                arity(1)?;
                Effect::Skip(target(0)?)
            }
            "reverse" => {
                arity(0)?;
                Effect::Reverse
            }
            "swap_hands" => {
                arity(1)?;
                let t = target(0)?;
                if matches!(t, Target::SelfSeat | Target::AllOthers) {
                    return Err(err(
                        "swap_hands takes one other player: next, previous or chosen",
                    ));
                }
                Effect::SwapHands(t)
            }
            "rotate_hands" => {
                arity(0)?;
                Effect::RotateHands
            }
            "shuffle_hands" => {
                arity(0)?;
                Effect::ShuffleHands
            }
            "extra_turn" => {
                arity(0)?;
                Effect::ExtraTurn
            }
            "everyone_else_draws" => {
                arity(1)?;
                Effect::EveryoneElseDraws(count(0)?)
            }
            "fewest_cards_draw" => {
                arity(1)?;
                Effect::FewestCardsDraw(count(0)?)
            }
            "reveal_and_item" => {
                arity(0)?;
                Effect::RevealAndItem
            }
            "name_color" => {
                arity(0)?;
                Effect::NameColor
            }
            _ => return Err(err(&format!("unknown effect name {name}"))),
        };
        Ok(e)
    }
}

impl Serialize for Effect {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Effect {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        String::deserialize(d)?
            .parse()
            .map_err(serde::de::Error::custom)
    }
}

/// The rule of one Wild Customizable card (R8.5, R14).
///
/// Read by hand, not as an untagged enum: serde's untagged message ("data
/// did not match any variant") hides the real fault, such as an unknown
/// effect name, which this reader names.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(untagged)]
pub enum WcRule {
    /// An enforced rule: effects the engine carries out.
    Effects { effects: Vec<Effect> },
    /// An honour rule: free text; the target complies or draws `penalty`.
    Honour {
        honour: String,
        #[serde(default = "one")]
        penalty: u8,
        #[serde(default = "next")]
        target: Target,
    },
}

/// Every field either form of a [`WcRule`] may have.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WcRuleFields {
    effects: Option<Vec<Effect>>,
    honour: Option<String>,
    penalty: Option<u8>,
    target: Option<Target>,
}

impl<'de> Deserialize<'de> for WcRule {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        let f = WcRuleFields::deserialize(d)?;
        match (f.effects, f.honour) {
            (Some(effects), None) => {
                if f.penalty.is_some() || f.target.is_some() {
                    return Err(D::Error::custom(
                        "penalty and target belong to an honour rule, not to an effects rule (R14)",
                    ));
                }
                Ok(WcRule::Effects { effects })
            }
            (None, Some(honour)) => Ok(WcRule::Honour {
                honour,
                penalty: f.penalty.unwrap_or_else(one),
                target: f.target.unwrap_or_else(next),
            }),
            (Some(_), Some(_)) => Err(D::Error::custom(
                "a WC rule has either effects or honour, not both (R14)",
            )),
            (None, None) => Err(D::Error::custom(
                "a WC rule needs effects = [EFFECT, ...] or honour = TEXT (R14)",
            )),
        }
    }
}

fn one() -> u8 {
    1
}
fn next() -> Target {
    Target::Next
}

impl WcRule {
    pub fn honour(text: &str) -> WcRule {
        WcRule::Honour {
            honour: text.to_string(),
            penalty: 1,
            target: Target::Next,
        }
    }
    /// The rule as an effect list.
    pub fn effects(&self) -> Vec<Effect> {
        match self {
            WcRule::Effects { effects } => effects.clone(),
            WcRule::Honour {
                honour,
                penalty,
                target,
            } => vec![Effect::Honour {
                text: honour.clone(),
                penalty: *penalty,
                target: *target,
            }],
        }
    }
}

static MUSHROOM: [Effect; 1] = [Effect::ExtraTurn];
static BANANA: [Effect; 1] = [Effect::Draw(Target::Previous, 2)];
static GREEN_SHELL: [Effect; 1] = [Effect::Draw(Target::Chosen, 1)];
static LIGHTNING: [Effect; 2] = [Effect::EveryoneElseDraws(1), Effect::ExtraTurn];
static BOB_OMB: [Effect; 2] = [Effect::Draw(Target::SelfSeat, 2), Effect::NameColor];

impl Item {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::Card;
    use crate::rules::Rules;

    /// R14: a WC rule's faults are named (serde's untagged enum said only
    /// "data did not match any variant"), in JSON and TOML alike.
    #[test]
    fn wc_rule_errors_name_the_fault() {
        let json = |wc: &str| Rules::from_json(&format!(r#"{{"options": {{"wc": [{wc}]}}}}"#));
        let e = json(r#"{"effects": ["skip(next)", "explode(next)"]}"#).unwrap_err();
        assert!(e.to_string().contains("unknown effect name explode"), "{e}");
        let e = Rules::from_toml("[options]\nwc = [{ effects = [\"explode\"] }]\n").unwrap_err();
        assert!(e.to_string().contains("unknown effect name explode"), "{e}");
        let e = json(r#"{"effects": ["skip(next)"], "honour": "sing"}"#).unwrap_err();
        assert!(e.to_string().contains("either effects or honour"), "{e}");
        let e = json(r#"{"effects": ["skip(next)"], "penalty": 2}"#).unwrap_err();
        assert!(e.to_string().contains("belong to an honour rule"), "{e}");
        let e = json("{}").unwrap_err();
        assert!(e.to_string().contains("needs effects"), "{e}");
        let e = json(r#"{"effects": [], "colour": "red"}"#).unwrap_err();
        assert!(e.to_string().contains("unknown field"), "{e}");
        // Both forms still read, with the honour rule's defaults.
        let rules = json(r#"{"honour": "sing"}, {"effects": ["draw(next, 2)"]}"#).unwrap();
        assert_eq!(rules.wc()[0], WcRule::honour("sing"));
        assert_eq!(
            rules.wc()[1],
            WcRule::Effects {
                effects: vec![Effect::Draw(Target::Next, 2)]
            }
        );
        assert_eq!(Rules::from_json(&rules.to_json()).unwrap(), rules);
    }

    #[test]
    fn r14_effect_vocabulary_round_trips() {
        for s in [
            "draw(next, 2)",
            "skip(previous)",
            "reverse",
            "swap_hands(chosen)",
            "rotate_hands",
            "shuffle_hands",
            "extra_turn",
            "everyone_else_draws(1)",
            "fewest_cards_draw(4)",
            "reveal_and_item",
            "name_color",
            "honour(\"Sing, \\\"loudly\\\"\", 2, all_others)",
        ] {
            let e: Effect = s.parse().unwrap();
            assert_eq!(e.to_string().parse::<Effect>().unwrap(), e, "{s}");
        }
        assert_eq!(
            "honour(\"Dance\", 1)".parse::<Effect>().unwrap(),
            Effect::Honour {
                text: "Dance".into(),
                penalty: 1,
                target: Target::Next
            }
        );
        for bad in [
            "draw(next)",
            "fly(next)",
            "swap_hands(self)",
            "draw(nobody, 2)",
            "honour(x, 1)",
        ] {
            assert!(bad.parse::<Effect>().is_err(), "{bad}");
        }
    }

    #[test]
    fn r14_wc_rules_in_json() {
        let r = Rules::from_json(
            r#"{"preset": "shuffle-hands", "options": {"wc": [
                {"effects": ["draw(next, 2)", "skip(next)"]},
                {"honour": "Hop", "penalty": 2, "target": "previous"}]}}"#,
        )
        .unwrap();
        assert_eq!(
            r.effects(Card::custom(1)),
            vec![Effect::Draw(Target::Next, 2), Effect::Skip(Target::Next)]
        );
        assert_eq!(
            r.effects(Card::custom(3)),
            WcRule::honour("Next player: say UNO backwards three times").effects()
        );
    }
}
