//! The one lookup of the names a person types on a command line (`uno play
//! --rules Hello_Kitty`, `uno sim --house Jump-In`, `uno rules show
//! KILLER`): rules presets (R1, R13), house rules and house presets (R13),
//! scoring methods and game ends (R12.2) and teams (R15), each in any case
//! and with `-` or `_` between its words, resolved to the engine's own
//! value and name. An unknown name is an [`UnknownName`] that lists every
//! valid one.
//!
//! The candidates are read from the lists where the names are defined
//! ([`Rules::preset_names`], [`HouseRule::ALL`], [`HOUSE_PRESETS`],
//! [`ScoringMethod::ALL`], [`Teams::ALL`]), so a new name is found here
//! with nothing to add.
//!
//! Files and the wire keep their names exact: a rules file (R14), a
//! scenario file (SCENARIOS.md) and the server's `rules` (docs/protocol.md)
//! name things as the catalogue writes them, and [`RulesSpec::resolve`]
//! and [`Rules::named`] take only those.
//!
//! [`RulesSpec::resolve`]: super::RulesSpec::resolve

use std::fmt;

use super::house::HouseRule;
use super::presets::{HousePreset, HOUSE_PRESETS};
use super::scoring::{GameEnd, ScoringMethod};
use super::teams::Teams;
use super::value::Rules;

/// What kind of name was looked up (for the error's words).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameKind {
    /// A rules preset: a deck preset (R1) or a house preset (R13).
    Preset,
    /// A house rule or a house preset (R13).
    HouseRule,
    /// A scoring method (R12.2).
    ScoringMethod,
    /// A game end (R12.2).
    GameEnd,
    /// Partnerships (R15).
    Teams,
}

impl fmt::Display for NameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            NameKind::Preset => "rules preset",
            NameKind::HouseRule => "house rule",
            NameKind::ScoringMethod => "scoring method",
            NameKind::GameEnd => "game end",
            NameKind::Teams => "teams",
        })
    }
}

/// A typed name that names nothing of its kind: the name as typed and
/// every valid name, on one line.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown {kind} {name:?}; expected one of: {expected}")]
pub struct UnknownName {
    pub kind: NameKind,
    /// The name as it was typed.
    pub name: String,
    /// Every valid name, comma-separated.
    pub expected: String,
}

/// A house-rule name as typed: one R13 rule, or a house preset that turns
/// several on (`--house german`, as a rules file's `house` list takes it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HouseName {
    Rule(HouseRule),
    Preset(&'static HousePreset),
}

impl HouseName {
    /// The name as rules files write it (`jump_in`, `german`).
    pub fn name(self) -> &'static str {
        match self {
            HouseName::Rule(r) => r.name(),
            HouseName::Preset(p) => p.name,
        }
    }
}

/// The form two names are compared in: no surrounding blanks, lower case,
/// `_` for `-` and for a run of blanks (`Hello_Kitty`, `hello-kitty`,
/// `HELLO-KITTY` and `"hello kitty"`, as a title reads, are one).
fn key(s: &str) -> String {
    s.split_whitespace()
        .collect::<Vec<_>>()
        .join("_")
        .to_ascii_lowercase()
        .replace('-', "_")
}

/// The candidate whose name has the key of `typed`.
fn find<T: Copy>(
    typed: &str,
    candidates: impl IntoIterator<Item = (&'static str, T)>,
) -> Option<T> {
    let want = key(typed);
    candidates
        .into_iter()
        .find(|(name, _)| key(name) == want)
        .map(|(_, v)| v)
}

fn unknown(kind: NameKind, typed: &str, expected: String) -> UnknownName {
    UnknownName {
        kind,
        name: typed.trim().to_string(),
        expected,
    }
}

/// A rules preset (R1 deck, or R13 house preset on the classic deck) by a
/// typed name: its name as [`Rules::named`] takes it (`hello-kitty`).
pub fn preset(typed: &str) -> Result<&'static str, UnknownName> {
    let names = Rules::preset_names();
    find(typed, names.iter().map(|&n| (n, n)))
        .ok_or_else(|| unknown(NameKind::Preset, typed, names.join(", ")))
}

/// The rules of a preset by a typed name ([`preset`], then
/// [`Rules::named`]).
pub fn preset_rules(typed: &str) -> Result<Rules, UnknownName> {
    let name = preset(typed)?;
    Ok(Rules::named(name).expect("every preset name resolves"))
}

/// A house rule or house preset (R13) by a typed name (`Jump-In`).
pub fn house(typed: &str) -> Result<HouseName, UnknownName> {
    let rules = HouseRule::ALL.map(|r| (r.name(), HouseName::Rule(r)));
    let presets = HOUSE_PRESETS.iter().map(|p| (p.name, HouseName::Preset(p)));
    find(typed, rules.into_iter().chain(presets)).ok_or_else(|| {
        let presets: Vec<&str> = HOUSE_PRESETS.iter().map(|p| p.name).collect();
        unknown(
            NameKind::HouseRule,
            typed,
            format!(
                "{}, or a house preset: {}",
                HouseRule::ALL.map(HouseRule::name).join(", "),
                presets.join(", ")
            ),
        )
    })
}

/// A scoring method (R12.2) by a typed name (`Winner-Takes-All`).
pub fn scoring_method(typed: &str) -> Result<ScoringMethod, UnknownName> {
    find(typed, ScoringMethod::ALL.map(|m| (m.name(), m))).ok_or_else(|| {
        unknown(
            NameKind::ScoringMethod,
            typed,
            ScoringMethod::ALL.map(ScoringMethod::name).join(", "),
        )
    })
}

/// Partnerships (R15) by a typed name (`Pairs`).
pub fn teams(typed: &str) -> Result<Teams, UnknownName> {
    find(typed, Teams::ALL.map(|t| (t.name(), t))).ok_or_else(|| {
        unknown(
            NameKind::Teams,
            typed,
            Teams::ALL.map(Teams::name).join(", "),
        )
    })
}

/// A game end (R12.2) as typed: `target`, `elimination` or `hands:N` with
/// N at least 1, in any case.
pub fn game_end(typed: &str) -> Result<GameEnd, UnknownName> {
    typed.trim().to_ascii_lowercase().parse().map_err(|_| {
        unknown(
            NameKind::GameEnd,
            typed,
            "target, elimination, hands:N (N >= 1)".to_string(),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::DeckPreset;

    /// R1, R13: a preset is found in any case, with `-` or `_`; its
    /// catalogue name comes back.
    #[test]
    fn r1_r13_presets_in_any_case_with_dash_or_underscore() {
        for typed in [
            "Hello_Kitty",
            "hello-kitty",
            "HELLO-KITTY",
            " hello_KITTY ",
            "Hello Kitty",
        ] {
            assert_eq!(preset(typed), Ok("hello-kitty"), "{typed}");
        }
        assert_eq!(preset("KILLER"), Ok("killer"));
        assert_eq!(preset("Mario_Kart"), Ok("mario-kart"));
        for name in Rules::preset_names() {
            assert_eq!(preset(name), Ok(name));
            assert_eq!(preset(&name.to_uppercase()), Ok(name));
        }
        assert_eq!(
            preset_rules("Hello_Kitty").unwrap(),
            Rules::preset(DeckPreset::HelloKitty)
        );
    }

    /// An unknown preset is one line naming every preset.
    #[test]
    fn an_unknown_preset_lists_every_preset() {
        let e = preset("Poker_Night").unwrap_err();
        assert_eq!(e.kind, NameKind::Preset);
        let msg = e.to_string();
        assert!(
            msg.starts_with("unknown rules preset \"Poker_Night\"; expected one of: "),
            "{msg}"
        );
        for name in Rules::preset_names() {
            assert!(msg.contains(name), "{msg}");
        }
        assert!(!msg.contains('\n'));
        assert!(preset("").is_err());
        assert!(preset_rules("uno-flip").is_err());
    }

    /// R13: house rules and house presets, in any case, `-` or `_`.
    #[test]
    fn r13_house_rules_and_presets_in_any_case() {
        assert_eq!(house("Jump-In"), Ok(HouseName::Rule(HouseRule::JumpIn)));
        // A title as the catalogue and the page write it (R13).
        assert_eq!(
            house("Last holding loses"),
            Ok(HouseName::Rule(HouseRule::LastHoldingLoses))
        );
        assert_eq!(house("SEVEN-swap").map(HouseName::name), Ok("seven_swap"));
        assert_eq!(house("German").map(HouseName::name), Ok("german"));
        for r in HouseRule::ALL {
            assert_eq!(house(r.name()), Ok(HouseName::Rule(r)));
            assert_eq!(
                house(&r.name().replace('_', "-").to_uppercase()),
                Ok(HouseName::Rule(r))
            );
        }
        let msg = house("Tele-Port").unwrap_err().to_string();
        assert!(msg.starts_with("unknown house rule \"Tele-Port\""), "{msg}");
        for r in HouseRule::ALL {
            assert!(msg.contains(r.name()), "{msg}");
        }
        for p in HOUSE_PRESETS {
            assert!(msg.contains(p.name), "{msg}");
        }
        // A deck preset is not a house rule.
        assert!(house("hello-kitty").is_err());
    }

    /// R12.2, R15: scoring methods, game ends and teams likewise.
    #[test]
    fn r12_r15_scoring_game_end_and_teams_in_any_case() {
        assert_eq!(
            scoring_method("Winner-Takes-All"),
            Ok(ScoringMethod::WinnerTakesAll)
        );
        assert_eq!(scoring_method("PENALTY"), Ok(ScoringMethod::Penalty));
        let msg = scoring_method("most").unwrap_err().to_string();
        for m in ScoringMethod::ALL {
            assert!(msg.contains(m.name()), "{msg}");
        }
        assert_eq!(game_end("Target"), Ok(GameEnd::Target));
        assert_eq!(game_end(" HANDS:3 "), Ok(GameEnd::Hands(3)));
        let msg = game_end("hands:0").unwrap_err().to_string();
        assert!(msg.contains("unknown game end \"hands:0\""), "{msg}");
        assert!(msg.contains("hands:N"), "{msg}");
        assert_eq!(teams("Pairs"), Ok(Teams::Pairs));
        assert_eq!(teams("NONE"), Ok(Teams::None));
        let msg = teams("trios").unwrap_err().to_string();
        assert!(msg.contains("none, pairs"), "{msg}");
    }

    /// Files stay exact: the lookup is for typed names only (R14). Their
    /// error for an unknown preset names every preset too (its list is
    /// written in `error.rs`, a leaf: this keeps it in step).
    #[test]
    fn r14_rules_files_keep_exact_names() {
        assert!(Rules::named("Hello_Kitty").is_err());
        let e = Rules::from_toml("preset = \"Hello_Kitty\"").unwrap_err();
        for name in Rules::preset_names() {
            assert!(e.to_string().contains(name), "{e}");
        }
        assert!(Rules::from_toml("house = [\"Jump-In\"]").is_err());
    }
}
