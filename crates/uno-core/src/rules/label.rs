//! The one way the tools name a set of rules in a header or a title
//! ([`Rules::label`]): the nearest preset, then what differs from it.

use serde_json::Value;

use super::value::Rules;

impl Rules {
    /// The rules' name as `uno sim`, `uno arena` and their plots print
    /// it: a preset's name when these are exactly a preset's rules
    /// (`killer`), else the preset they differ least from, then each
    /// house rule added with `+` and each option or scoring value changed
    /// after a comma (`killer, scoring penalty`; `classic + seven_swap +
    /// jump_in, target 300, teams pairs`). A custom deck or custom `WC`
    /// effects read `custom deck`, `custom wc`.
    pub fn label(&self) -> String {
        let mine = self.to_spec();
        let mut best: Option<(usize, String)> = None;
        for name in Rules::preset_names() {
            let Ok(base) = Rules::named(name) else {
                continue;
            };
            let theirs = base.to_spec();
            // A base is a preset these rules add to: one with a house rule
            // these rules lack cannot be (a spec only switches rules on).
            if theirs.house.iter().any(|h| !mine.house.contains(h)) {
                continue;
            }
            let mut parts: Vec<String> = Vec::new();
            let added: Vec<&str> = mine
                .house
                .iter()
                .filter(|h| !theirs.house.contains(h))
                .map(String::as_str)
                .collect();
            let n_added = added.len();
            let mut label = name.to_string();
            for h in added {
                label.push_str(" + ");
                label.push_str(h);
            }
            changes(
                &serde_json::to_value(&theirs.options).unwrap_or(Value::Null),
                &serde_json::to_value(&mine.options).unwrap_or(Value::Null),
                &mut parts,
            );
            changes(
                &serde_json::to_value(&theirs.scoring).unwrap_or(Value::Null),
                &serde_json::to_value(&mine.scoring).unwrap_or(Value::Null),
                &mut parts,
            );
            let cost = n_added + parts.len();
            for p in parts {
                label.push_str(", ");
                label.push_str(&p);
            }
            if best.as_ref().is_none_or(|(c, _)| cost < *c) {
                best = Some((cost, label));
            }
        }
        best.map_or_else(|| self.deck_preset().name().to_string(), |(_, l)| l)
    }
}

/// `key value` for each key of the object `mine` whose value differs from
/// `base`'s (a key of `base` alone: `key none`). `method` reads `scoring`.
fn changes(base: &Value, mine: &Value, out: &mut Vec<String>) {
    let (Some(b), Some(m)) = (base.as_object(), mine.as_object()) else {
        return;
    };
    let keys = m
        .keys()
        .chain(b.keys().filter(|k| !m.contains_key(*k)))
        .collect::<Vec<_>>();
    for key in keys {
        let (old, new) = (b.get(key), m.get(key));
        if old == new {
            continue;
        }
        let name = if key == "method" {
            "scoring"
        } else {
            key.as_str()
        };
        out.push(match new {
            None | Some(Value::Null) => format!("{name} none"),
            Some(Value::String(s)) => format!("{name} {s}"),
            Some(v @ (Value::Number(_) | Value::Bool(_))) => format!("{name} {v}"),
            Some(_) => format!("custom {name}"),
        });
    }
}

#[cfg(test)]
mod tests {
    use crate::rules::{RulesSpec, ScoringMethod, Teams};

    use super::*;

    fn spec(preset: &str, house: &[&str]) -> RulesSpec {
        RulesSpec {
            preset: Some(preset.into()),
            house: house.iter().map(|h| h.to_string()).collect(),
            ..RulesSpec::default()
        }
    }

    #[test]
    fn a_preset_is_named_by_its_name() {
        for name in Rules::preset_names() {
            assert_eq!(Rules::named(name).unwrap().label(), name);
        }
    }

    #[test]
    fn changes_are_named_after_the_nearest_preset() {
        let mut s = spec("killer", &[]);
        s.scoring.method = Some(ScoringMethod::Penalty);
        assert_eq!(s.resolve().unwrap().label(), "killer, scoring penalty");
        let mut s = spec("classic", &["seven_swap"]);
        s.scoring.target = Some(300);
        s.options.teams = Some(Teams::Pairs);
        assert_eq!(
            s.resolve().unwrap().label(),
            "classic + seven_swap, teams pairs, target 300"
        );
        // killer's house rules written out one by one are killer.
        let killer = Rules::named("killer").unwrap();
        let houses: Vec<String> = killer.to_spec().house;
        let h: Vec<&str> = houses.iter().map(String::as_str).collect();
        assert_eq!(spec("classic", &h).resolve().unwrap().label(), "killer");
        let mut s = spec("mario-kart", &["jump_in"]);
        s.options.hand_size = Some(5);
        assert_eq!(
            s.resolve().unwrap().label(),
            "mario-kart + jump_in, hand_size 5"
        );
    }
}
