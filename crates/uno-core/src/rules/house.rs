//! The house rules of R13 as one enum, [`HouseRule`], with one table of
//! data: each rule's name as written in rules files, its display title,
//! a one-line description, its rule number, and the rules it implies or
//! excludes. The table is the one list of house rules: [`HouseRule::ALL`],
//! the names [`Rules`](super::Rules) reads and prints, the catalogue
//! (`uno rules`, `GET /api/rules`) and [`super::house_variants`] are all
//! read from it.
//!
//! A new house rule is one row of the table below (its variant and its
//! data) plus its behaviour in the rules' questions (`questions.rs`);
//! every exhaustive `match` on [`HouseRule`] then fails to compile until
//! it handles the new rule.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::error::RulesError;

/// One house rule's row of the R13 table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HouseRuleInfo {
    /// The name in rules files (`house = ["jump_in"]`), `uno rules` and
    /// the protocol.
    pub name: &'static str,
    /// The display title.
    pub title: &'static str,
    /// One line: what the rule does.
    pub description: &'static str,
    /// Where the rule book defines it.
    pub rule: &'static str,
    /// Rules this one turns on too (R13 "implies").
    pub implies: &'static [HouseRule],
    /// Rules that cannot be on together with this one (R13 "exclusive").
    pub excludes: &'static [HouseRule],
}

/// Writes the enum, its `ALL` list and its `info` table from one list of
/// rows, so the three cannot disagree.
macro_rules! house_rules {
    ($(
        $(#[doc = $doc:literal])*
        $variant:ident {
            name: $name:literal,
            title: $title:literal,
            description: $description:literal,
            rule: $rule:literal,
            implies: [$($implied:ident),* $(,)?],
            excludes: [$($excluded:ident),* $(,)?] $(,)?
        }
    )*) => {
        /// The house rules of R13 (all off by default), in R13's order.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum HouseRule {
            $( $(#[doc = $doc])* $variant, )*
        }

        impl HouseRule {
            /// How many house rules there are.
            pub const COUNT: usize = 0 $(+ house_rules!(@one $variant))*;

            /// Every house rule, in R13's order.
            pub const ALL: [HouseRule; HouseRule::COUNT] = [$(HouseRule::$variant),*];

            /// This rule's row of the table.
            pub const fn info(self) -> &'static HouseRuleInfo {
                match self {
                    $(HouseRule::$variant => &HouseRuleInfo {
                        name: $name,
                        title: $title,
                        description: $description,
                        rule: $rule,
                        implies: &[$(HouseRule::$implied),*],
                        excludes: &[$(HouseRule::$excluded),*],
                    },)*
                }
            }
        }
    };
    (@one $variant:ident) => {
        1
    };
}

house_rules! {
    /// Facing a Draw Two, play any Draw Two instead of drawing.
    StackDrawTwo {
        name: "stack_draw_two",
        title: "Stack Draw Twos",
        description: "answer a Draw Two with any Draw Two; the first who cannot draws the total",
        rule: "R13",
        implies: [],
        excludes: [],
    }
    /// `W+4` on `W+4`; a stacked one cannot be challenged.
    StackDrawFour {
        name: "stack_draw_four",
        title: "Stack Wild Draw Fours",
        description: "likewise W+4 on W+4; a stacked W+4 cannot be challenged",
        rule: "R13",
        implies: [],
        excludes: [],
    }
    /// A `W+4` may also be stacked on a Draw Two penalty.
    StackMixed {
        name: "stack_mixed",
        title: "Mixed stacking",
        description: "a W+4 may also be stacked on a Draw Two penalty (implies both stacking rules)",
        rule: "R13",
        implies: [StackDrawTwo, StackDrawFour],
        excludes: [],
    }
    /// Play a card identical to the top card out of turn.
    JumpIn {
        name: "jump_in",
        title: "Jump-in",
        description: "play a card identical to the top card out of turn; play continues from you",
        rule: "R13",
        implies: [],
        excludes: [],
    }
    /// German rules: any Draw Two out of turn on a waiting Draw Two penalty.
    JumpInDrawTwo {
        name: "jump_in_draw_two",
        title: "Jump in on Draw Twos",
        description: "German rule: any Draw Two may be played out of turn on a waiting Draw Two penalty",
        rule: "R13",
        implies: [StackDrawTwo],
        excludes: [],
    }
    /// Playing a 7 swaps hands with a chosen player.
    SevenSwap {
        name: "seven_swap",
        title: "Seven swaps",
        description: "playing a 7 swaps hands with a player of your choice",
        rule: "R13",
        implies: [],
        excludes: [],
    }
    /// Playing a 0 passes every hand on.
    ZeroRotates {
        name: "zero_rotates",
        title: "Zero rotates",
        description: "playing a 0 passes every hand to the next player",
        rule: "R13",
        implies: [],
        excludes: [ZeroSwap],
    }
    /// Playing a 0 swaps hands with a chosen player (German rules).
    ZeroSwap {
        name: "zero_swap",
        title: "Zero swaps",
        description: "playing a 0 swaps hands with a player of your choice (excludes zero_rotates)",
        rule: "R13",
        implies: [],
        excludes: [ZeroRotates],
    }
    /// R6.3: draw until a playable card comes.
    DrawUntilPlayable {
        name: "draw_until_playable",
        title: "Draw until playable",
        description: "draw until a playable card comes (R6.3)",
        rule: "R13",
        implies: [],
        excludes: [],
    }
    /// Several number cards of one number at once.
    MultiPlay {
        name: "multi_play",
        title: "Play several",
        description: "play several number cards of one number at once",
        rule: "R13",
        implies: [],
        excludes: [],
    }
    /// The last card may not be an action or wild card.
    NoActionFinish {
        name: "no_action_finish",
        title: "No action finish",
        description: "your last card may not be an action or wild card",
        rule: "R13",
        implies: [],
        excludes: [],
    }
    /// Players who go out leave; the last one holding cards loses.
    LastHoldingLoses {
        name: "last_holding_loses",
        title: "Last holding loses",
        description: "players who go out leave; the last player holding cards loses",
        rule: "R13",
        implies: [],
        excludes: [],
    }
    /// R5.4: an illegal `W+4` is rejected instead of being a bluff.
    Wd4Strict {
        name: "wd4_strict",
        title: "Strict Wild Draw Four",
        description: "an illegal Wild Draw Four is rejected instead of being a bluff (R5.4)",
        rule: "R13",
        implies: [],
        excludes: [],
    }
}

// `House` keeps the switches in a `u32`.
const _: () = assert!(HouseRule::COUNT <= 32);

impl HouseRule {
    /// The name in rules files.
    pub const fn name(self) -> &'static str {
        self.info().name
    }

    /// The rule named `name` in rules files, if any.
    pub fn from_name(name: &str) -> Option<HouseRule> {
        HouseRule::ALL.into_iter().find(|r| r.name() == name)
    }

    const fn bit(self) -> u32 {
        1 << self as u32
    }
}

impl fmt::Display for HouseRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for HouseRule {
    type Err = RulesError;
    fn from_str(s: &str) -> Result<Self, RulesError> {
        HouseRule::from_name(s).ok_or_else(|| RulesError::UnknownHouseRule(s.to_string()))
    }
}

impl Serialize for HouseRule {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for HouseRule {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        String::deserialize(d)?
            .parse()
            .map_err(serde::de::Error::custom)
    }
}

/// The house rules that are on: a set of [`HouseRule`]s. Private to the
/// rules module: everything else asks [`Rules`](super::Rules) the
/// questions these switches answer (`may_stack`, `may_jump_in`, …).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(super) struct House(u32);

impl House {
    /// Whether `rule` is on.
    #[inline]
    pub(super) fn has(self, rule: HouseRule) -> bool {
        self.0 & rule.bit() != 0
    }

    /// Turns `rule` on.
    pub(super) fn insert(&mut self, rule: HouseRule) {
        self.0 |= rule.bit();
    }

    /// The rules that are on, in R13's order.
    pub(super) fn iter(self) -> impl Iterator<Item = HouseRule> {
        HouseRule::ALL.into_iter().filter(move |&r| self.has(r))
    }

    /// R13 implications: every rule an enabled rule implies is on too
    /// (`stack_mixed` turns on both stacking rules, `jump_in_draw_two`
    /// turns on `stack_draw_two`), to a fixed point.
    pub(super) fn close(&mut self) {
        loop {
            let before = *self;
            for r in before.iter() {
                for &i in r.info().implies {
                    self.insert(i);
                }
            }
            if *self == before {
                return;
            }
        }
    }

    /// R13 exclusions: the first pair of enabled rules that cannot both
    /// be on, in R13's order.
    pub(super) fn conflict(self) -> Option<(HouseRule, HouseRule)> {
        self.iter().find_map(|a| {
            a.info()
                .excludes
                .iter()
                .find(|&&b| self.has(b))
                .map(|&b| (a, b))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// R13: every rule round-trips through its name, and the table's
    /// order is the enum's.
    #[test]
    fn r13_every_house_rule_round_trips_through_its_name() {
        for (i, r) in HouseRule::ALL.into_iter().enumerate() {
            assert_eq!(r as usize, i, "{r:?} is out of order in ALL");
            assert_eq!(r.name().parse::<HouseRule>(), Ok(r));
            assert_eq!(r.to_string(), r.name());
            let json = serde_json::to_string(&r).unwrap();
            assert_eq!(json, format!("\"{}\"", r.name()));
            assert_eq!(serde_json::from_str::<HouseRule>(&json).unwrap(), r);
            assert!(!r.info().title.is_empty() && !r.info().description.is_empty());
            assert!(r.info().rule.starts_with('R'), "{r}");
        }
        let names: std::collections::BTreeSet<_> = HouseRule::ALL.map(HouseRule::name).into();
        assert_eq!(names.len(), HouseRule::COUNT, "names are unique");
        assert_eq!(
            "teleport".parse::<HouseRule>(),
            Err(RulesError::UnknownHouseRule("teleport".into()))
        );
        assert!(serde_json::from_str::<HouseRule>("\"teleport\"").is_err());
    }

    /// R13: implications and exclusions name other known rules, an
    /// exclusion goes both ways, and no rule implies one it excludes.
    #[test]
    fn r13_implications_and_exclusions_name_known_rules() {
        for r in HouseRule::ALL {
            let info = r.info();
            for &i in info.implies {
                assert!(HouseRule::ALL.contains(&i) && i != r, "{r} implies {i}");
                assert!(!info.excludes.contains(&i), "{r} implies and excludes {i}");
            }
            for &x in info.excludes {
                assert!(HouseRule::ALL.contains(&x) && x != r, "{r} excludes {x}");
                assert!(x.info().excludes.contains(&r), "{x} should exclude {r} too");
            }
        }
        assert_eq!(
            HouseRule::StackMixed.info().implies,
            [HouseRule::StackDrawTwo, HouseRule::StackDrawFour]
        );
        assert_eq!(
            HouseRule::ZeroSwap.info().excludes,
            [HouseRule::ZeroRotates]
        );
    }

    /// R13: closing a set applies implications; a conflict is found.
    #[test]
    fn r13_a_house_set_closes_and_finds_conflicts() {
        let mut h = House::default();
        h.enable("jump_in_draw_two").unwrap();
        h.close();
        assert_eq!(
            h.iter().collect::<Vec<_>>(),
            [HouseRule::JumpInDrawTwo, HouseRule::StackDrawTwo]
                .into_iter()
                .collect::<std::collections::BTreeSet<_>>()
                .into_iter()
                .collect::<Vec<_>>()
        );
        assert_eq!(h.conflict(), None);
        h.enable("zero_swap").unwrap();
        h.enable("zero_rotates").unwrap();
        assert_eq!(
            h.conflict(),
            Some((HouseRule::ZeroRotates, HouseRule::ZeroSwap))
        );
        assert_eq!(
            h.enable("teleport"),
            Err(RulesError::UnknownHouseRule("teleport".into()))
        );
    }
}
