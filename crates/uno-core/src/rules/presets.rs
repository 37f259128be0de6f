//! Presets (R1, R13): the four decks of R1 ([`DeckPreset`]) and the
//! house-rule presets of R13 ([`HousePreset`]), and how a name in a
//! rules file's `house` list turns rules on. (A deck preset's other
//! defaults are [`Rules::preset`](super::Rules::preset)'s.)

use serde::{Deserialize, Serialize};

use super::house::{House, HouseRule};
use crate::card::{Card, Color, NUM_TYPES};
use crate::error::RulesError;

/// The four decks of R1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DeckPreset {
    Classic,
    ShuffleHands,
    HelloKitty,
    MarioKart,
}

impl DeckPreset {
    pub const ALL: [DeckPreset; 4] = [
        DeckPreset::Classic,
        DeckPreset::ShuffleHands,
        DeckPreset::HelloKitty,
        DeckPreset::MarioKart,
    ];
    pub fn name(self) -> &'static str {
        match self {
            DeckPreset::Classic => "classic",
            DeckPreset::ShuffleHands => "shuffle-hands",
            DeckPreset::HelloKitty => "hello-kitty",
            DeckPreset::MarioKart => "mario-kart",
        }
    }
    pub fn describe(self) -> &'static str {
        match self {
            DeckPreset::Classic => "the official 108-card deck (R1)",
            DeckPreset::ShuffleHands => {
                "classic + Wild Shuffle Hands + three Wild Customizable cards, 112 cards (R1, R8.4, R8.5)"
            }
            DeckPreset::HelloKitty => "classic + 4 Wild Badtz-Maru, 112 cards (R1, R8.6)",
            DeckPreset::MarioKart => {
                "76 numbers, 24 action cards, 4 W+4 and 8 Wild Item Box, no plain wild; one-round games (R1, R9)"
            }
        }
    }
    pub fn from_name(s: &str) -> Option<DeckPreset> {
        DeckPreset::ALL.into_iter().find(|p| p.name() == s)
    }

    /// R1: the card counts of the preset's deck.
    pub fn counts(self) -> [u8; NUM_TYPES] {
        let mut d = [0u8; NUM_TYPES];
        for c in Color::ALL {
            d[Card::number(c, 0).index()] = 1;
            for n in 1..=9 {
                d[Card::number(c, n).index()] = 2;
            }
            d[Card::skip(c).index()] = 2;
            d[Card::reverse(c).index()] = 2;
            d[Card::draw_two(c).index()] = 2;
        }
        d[Card::WILD.index()] = 4;
        d[Card::WILD_DRAW_FOUR.index()] = 4;
        match self {
            DeckPreset::Classic => {}
            DeckPreset::ShuffleHands => {
                d[Card::SHUFFLE_HANDS.index()] = 1;
                for n in 1..=3 {
                    d[Card::custom(n).index()] = 1;
                }
            }
            DeckPreset::HelloKitty => d[Card::BADTZ_MARU.index()] = 4,
            DeckPreset::MarioKart => {
                d[Card::WILD.index()] = 0;
                d[Card::ITEM_BOX.index()] = 8;
            }
        }
        d
    }
}

/// A house-rule preset of R13: a named set of house rules, played on the
/// classic deck when named as a rules preset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HousePreset {
    /// The name in rules files (`preset = "killer"`, `house = ["killer"]`).
    pub name: &'static str,
    pub title: &'static str,
    pub description: &'static str,
    /// The house rules it turns on (before R13's implications).
    pub rules: &'static [HouseRule],
}

/// The house-rule presets of R13.
pub const HOUSE_PRESETS: [HousePreset; 2] = [
    HousePreset {
        name: "killer",
        title: "Killer",
        description: "draw until playable, jump-in, stack Draw Twos and W+4s, zeros rotate hands",
        rules: &[
            HouseRule::DrawUntilPlayable,
            HouseRule::JumpIn,
            HouseRule::StackDrawTwo,
            HouseRule::StackDrawFour,
            HouseRule::ZeroRotates,
        ],
    },
    HousePreset {
        name: "german",
        title: "German",
        description: "zero swap, jump-in (also on Draw Two penalties), stack Draw Twos",
        rules: &[
            HouseRule::ZeroSwap,
            HouseRule::JumpIn,
            HouseRule::JumpInDrawTwo,
            HouseRule::StackDrawTwo,
        ],
    },
];

impl HousePreset {
    /// The house preset named `name`, if any.
    pub fn named(name: &str) -> Option<&'static HousePreset> {
        HOUSE_PRESETS.iter().find(|p| p.name == name)
    }
}

impl House {
    /// Turns on a rule or a house preset (`killer`, `german`) by name.
    pub(super) fn enable(&mut self, name: &str) -> Result<(), RulesError> {
        if let Some(p) = HousePreset::named(name) {
            for &r in p.rules {
                self.insert(r);
            }
            return Ok(());
        }
        self.insert(name.parse()?);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{house_variants, Rules, RulesSpec};

    #[test]
    fn r1_deck_sizes() {
        assert_eq!(Rules::preset(DeckPreset::Classic).deck_size(), 108);
        assert_eq!(Rules::preset(DeckPreset::ShuffleHands).deck_size(), 112);
        assert_eq!(Rules::preset(DeckPreset::HelloKitty).deck_size(), 112);
        assert_eq!(Rules::preset(DeckPreset::MarioKart).deck_size(), 112);
        let mk = Rules::preset(DeckPreset::MarioKart);
        assert_eq!(mk.deck[Card::WILD.index()], 0);
        assert_eq!(mk.deck[Card::ITEM_BOX.index()], 8);
    }

    #[test]
    fn r13_presets_and_implications() {
        use HouseRule::*;
        let k = Rules::named("killer").unwrap();
        assert!(k.house.has(DrawUntilPlayable) && k.house.has(JumpIn) && k.house.has(ZeroRotates));
        assert!(
            k.house.has(StackDrawTwo) && k.house.has(StackDrawFour) && !k.house.has(StackMixed)
        );
        let g = Rules::named("german").unwrap();
        assert!(g.house.has(ZeroSwap) && g.house.has(JumpInDrawTwo) && g.house.has(StackDrawTwo));
        let m = RulesSpec {
            house: vec!["stack_mixed".into()],
            ..Default::default()
        }
        .resolve()
        .unwrap();
        assert!(m.house.has(StackDrawTwo) && m.house.has(StackDrawFour));
        // Every preset names only rules, none twice, none excluded by another.
        for p in HOUSE_PRESETS {
            let mut h = House::default();
            h.enable(p.name).unwrap();
            assert_eq!(h.iter().count(), p.rules.len(), "{}", p.name);
            assert_eq!(h.conflict(), None, "{}", p.name);
            assert_eq!(HousePreset::named(p.name), Some(&p));
            assert!(
                HouseRule::from_name(p.name).is_none(),
                "{} is also a rule",
                p.name
            );
        }
    }

    /// The matrix: none, each house preset, each house rule alone.
    #[test]
    fn house_variants_cover_every_preset_and_rule() {
        let v = house_variants(DeckPreset::Classic);
        assert_eq!(v.len(), 1 + HOUSE_PRESETS.len() + HouseRule::COUNT);
        for r in HouseRule::ALL {
            let (_, rules) = v.iter().find(|(n, _)| n == &[r.name()]).unwrap();
            assert!(rules.house.has(r), "{r}");
        }
    }
}
