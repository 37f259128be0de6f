//! The rules catalogue: everything a rules file (R14) can name, as one
//! serializable value for user interfaces (the server's `GET /api/rules`,
//! the web page's rule forms, `uno rules`, `uno play --help`).
//!
//! It is read from the engine's own items in [`crate::rules`] wherever they
//! exist: deck presets from [`DeckPreset::ALL`] and [`Rules::preset`],
//! house presets from [`HOUSE_PRESETS`], house rules (with their titles,
//! R13 implications and exclusions) from [`HouseRule::ALL`]'s table,
//! scoring methods from [`ScoringMethod::ALL`], and every default from the
//! explicit form of the preset's rules ([`Rules::to_spec`]). Only what the
//! rules keep as code rather than data is written here, and each such
//! table is checked against the engine by this module's tests: the R12.2
//! game-end kinds, the limits of the valued options, and display titles
//! of decks and scoring methods.

use serde::Serialize;
use serde_json::Value;

use crate::card::MAX_CUSTOM;
use crate::game::MAX_SEATS;
use crate::rules::{
    DeckPreset, FirstCard, HouseRule, Rules, RulesSpec, ScoringMethod, Teams, HOUSE_PRESETS,
};

pub mod cards;

/// The whole catalogue.
#[derive(Clone, Debug, Serialize)]
pub struct Catalogue {
    /// The decks of R1, in `DeckPreset::ALL` order.
    pub deck_presets: Vec<DeckPresetEntry>,
    /// The house-rule presets of R13 (on the classic deck).
    pub house_presets: Vec<HousePresetEntry>,
    /// The house rules of R13, in the engine's order.
    pub house_rules: Vec<HouseRuleEntry>,
    /// The valued settings of a rules file: its `options` table, then its
    /// `scoring` table (each entry says which).
    pub options: Vec<OptionEntry>,
    /// R12.2 scoring methods (the values of the `method` option).
    pub scoring_methods: Vec<Choice>,
    /// R12.2 game-end kinds (the forms of the `game_end` option).
    pub game_ends: Vec<GameEndEntry>,
    /// Colours, card types and R9 items: `colors`, `cards`, `items` ([`cards`]).
    #[serde(flatten)]
    pub cards: cards::CardSection,
}

/// One deck preset (R1).
#[derive(Clone, Debug, Serialize)]
pub struct DeckPresetEntry {
    pub name: &'static str,
    pub title: &'static str,
    pub description: &'static str,
    /// The rule that describes the deck's own cards.
    pub rule: &'static str,
    /// Cards in the deck.
    pub cards: usize,
    /// The preset's complete rules, every default explicit (first card,
    /// hand size, `WC` rules, scoring, …): `Rules::preset(p).to_spec()`.
    pub defaults: RulesSpec,
}

/// One house-rule preset (R13).
#[derive(Clone, Debug, Serialize)]
pub struct HousePresetEntry {
    pub name: &'static str,
    pub title: &'static str,
    pub description: &'static str,
    pub rule: &'static str,
    /// The deck preset it plays on.
    pub deck: &'static str,
    /// The house rules it turns on.
    pub house: Vec<&'static str>,
}

/// One house rule (R13).
#[derive(Clone, Debug, Serialize)]
pub struct HouseRuleEntry {
    pub name: &'static str,
    pub title: &'static str,
    pub description: &'static str,
    pub rule: &'static str,
    /// Rules this one turns on too.
    pub implies: Vec<&'static str>,
    /// Rules that cannot be on together with this one.
    pub excludes: Vec<&'static str>,
    /// Under this rule one round is the whole game and it is not scored
    /// (R13 `last_holding_loses`: "scoring is `none`"; R12.2), so a form
    /// leaves the scoring out while it is on.
    pub unscored: bool,
    /// This rule cannot be played by teams (R15.5).
    pub no_teams: bool,
}

/// A named value with a display title and a one-line description.
#[derive(Clone, Debug, Serialize)]
pub struct Choice {
    pub name: &'static str,
    pub title: &'static str,
    pub description: &'static str,
}

/// One valued setting of a rules file.
#[derive(Clone, Debug, Serialize)]
pub struct OptionEntry {
    pub name: &'static str,
    /// The table of a rules file it belongs in: `options` or `scoring`.
    pub section: &'static str,
    pub title: &'static str,
    pub description: &'static str,
    pub rule: &'static str,
    /// The classic deck's value (`null`: not set); a deck preset's own
    /// defaults are in its `defaults`.
    pub default: Value,
    #[serde(flatten)]
    pub kind: OptionKind,
}

/// What values an option takes.
#[derive(Clone, Debug, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum OptionKind {
    Bool,
    /// A whole number from `min` to `max`.
    Int {
        min: u32,
        max: u32,
    },
    /// One of `values`.
    Choice {
        values: Vec<Choice>,
    },
    /// `target`, `elimination` or `hands:N` (see the catalogue's `game_ends`).
    GameEnd,
    /// A list of up to `max` rules, one per `WC` card in order (R8.5, R14):
    /// `{"effects": [...]}` or `{"honour": text, "penalty": n, "target": t}`.
    WcRules {
        max: u32,
    },
    /// A map from card notation to a count from 0 to `max_count` (R14).
    Deck {
        max_count: u32,
    },
}

/// One way a game can end (R12.2).
#[derive(Clone, Debug, Serialize)]
pub struct GameEndEntry {
    pub name: &'static str,
    pub title: &'static str,
    pub description: &'static str,
    pub rule: &'static str,
    /// How it is written in a rules file.
    pub syntax: &'static str,
    /// The smallest N of `hands:N`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub min: Option<u32>,
    /// The scoring methods it is allowed with (empty: any).
    pub methods: Vec<&'static str>,
}

/// The catalogue of the engine's rules.
pub fn catalogue() -> Catalogue {
    Catalogue {
        deck_presets: DeckPreset::ALL.iter().map(|&p| deck_preset(p)).collect(),
        house_presets: HOUSE_PRESETS
            .iter()
            .map(|p| HousePresetEntry {
                name: p.name,
                title: p.title,
                description: p.description,
                rule: "R13",
                deck: DeckPreset::Classic.name(),
                house: p.rules.iter().map(|r| r.name()).collect(),
            })
            .collect(),
        house_rules: HouseRule::ALL
            .iter()
            .map(|r| {
                let info = r.info();
                // Asked of the rules themselves, never of the name.
                let spec = |teams| RulesSpec {
                    house: vec![info.name.to_string()],
                    teams,
                    ..Default::default()
                };
                let alone = spec(None)
                    .resolve()
                    .expect("every house rule is valid alone (R13)");
                HouseRuleEntry {
                    name: info.name,
                    title: info.title,
                    description: info.description,
                    rule: info.rule,
                    implies: info.implies.iter().map(|r| r.name()).collect(),
                    excludes: info.excludes.iter().map(|r| r.name()).collect(),
                    unscored: alone.players_leave_when_out(),
                    no_teams: spec(Some(Teams::Pairs)).resolve().is_err(),
                }
            })
            .collect(),
        options: options(),
        scoring_methods: scoring_methods(),
        game_ends: game_ends(),
        cards: cards::section(),
    }
}

/// Every name `--rules` / a rules file's `preset` accepts, comma-separated
/// (for help texts and error messages).
pub fn preset_names() -> String {
    Rules::preset_names().join(", ")
}

/// Every house rule's name, comma-separated.
pub fn house_rule_names() -> String {
    HouseRule::ALL.map(HouseRule::name).join(", ")
}

/// Every scoring method's name, comma-separated.
pub fn scoring_method_names() -> String {
    ScoringMethod::ALL.map(ScoringMethod::name).join(", ")
}

fn deck_preset(p: DeckPreset) -> DeckPresetEntry {
    let rules = Rules::preset(p);
    DeckPresetEntry {
        name: p.name(),
        title: deck_title(p),
        description: p.describe(),
        rule: match p {
            DeckPreset::Classic => "R1",
            DeckPreset::ShuffleHands => "R8.4",
            DeckPreset::HelloKitty => "R8.6",
            DeckPreset::MarioKart => "R9",
        },
        cards: rules.deck_size(),
        defaults: rules.to_spec(),
    }
}

/// Display titles of the deck presets (the engine's names are
/// identifiers; house rules and house presets carry their own titles).
fn deck_title(p: DeckPreset) -> &'static str {
    match p {
        DeckPreset::Classic => "Classic",
        DeckPreset::ShuffleHands => "Shuffle Hands",
        DeckPreset::HelloKitty => "Hello Kitty",
        DeckPreset::MarioKart => "Mario Kart",
    }
}

/// R3: the first-card rules.
const FIRST_CARDS: [FirstCard; 3] = [
    FirstCard::Official,
    FirstCard::AsDealerPlayed,
    FirstCard::IgnoreActions,
];

fn first_card_choice(f: FirstCard) -> Choice {
    // The names are the rules file's (serde); a test checks they agree.
    let (name, title, description) = match f {
        FirstCard::Official => (
            "official",
            "Official",
            "the first card acts for the dealer's left (Skip, Reverse, Draw Two, Wild); a Wild Draw Four is reshuffled",
        ),
        FirstCard::AsDealerPlayed => (
            "as_dealer_played",
            "As if the dealer played it",
            "the dealer counts as having played it, all effects included",
        ),
        FirstCard::IgnoreActions => (
            "ignore_actions",
            "Ignore actions",
            "action cards and Wild Draw Fours are covered until a number or wild shows (the Mario Kart default)",
        ),
    };
    Choice {
        name,
        title,
        description,
    }
}

/// R15: the values of the `teams` option.
fn team_choices() -> Vec<Choice> {
    Teams::ALL
        .iter()
        .map(|&t| Choice {
            name: t.name(),
            title: match t {
                Teams::None => "Each for themselves",
                Teams::Pairs => "Partners (2 vs 2 and more)",
            },
            description: t.describe(),
        })
        .collect()
}

fn scoring_methods() -> Vec<Choice> {
    ScoringMethod::ALL
        .iter()
        .map(|&m| Choice {
            name: m.name(),
            title: match m {
                ScoringMethod::WinnerTakesAll => "Winner takes all",
                ScoringMethod::Average => "Average",
                ScoringMethod::Penalty => "Penalty",
                ScoringMethod::None => "One round",
            },
            description: m.describe(),
        })
        .collect()
}

fn game_ends() -> Vec<GameEndEntry> {
    vec![
        GameEndEntry {
            name: "target",
            title: "At the target",
            description: "the game ends when someone reaches the target score",
            rule: "R12.2",
            syntax: "target",
            min: None,
            methods: vec![],
        },
        GameEndEntry {
            name: "elimination",
            title: "Elimination",
            description: "reaching the target knocks a player out; the last one left wins",
            rule: "R12.2",
            syntax: "elimination",
            min: None,
            methods: vec![ScoringMethod::Penalty.name()],
        },
        GameEndEntry {
            name: "hands",
            title: "After N rounds",
            description: "a fixed number of rounds instead of a target; the best total wins",
            rule: "R12.2",
            syntax: "hands:N",
            min: Some(1),
            methods: vec![],
        },
    ]
}

fn options() -> Vec<OptionEntry> {
    // Defaults: the classic deck's rules in their fully explicit form.
    let classic =
        serde_json::to_value(Rules::default().to_spec()).expect("rules always serialize to JSON");
    let default = |section: &str, name: &str| classic[section][name].clone();
    let u8_max = u8::MAX as u32;
    let opt = |name, title, description, rule, kind| OptionEntry {
        name,
        section: "options",
        title,
        description,
        rule,
        default: default("options", name),
        kind,
    };
    let score = |name, title, description, kind| OptionEntry {
        name,
        section: "scoring",
        title,
        description,
        rule: "R12.2",
        default: default("scoring", name),
        kind,
    };
    vec![
        opt(
            "first_card",
            "First card",
            "how the first card of a round acts",
            "R3",
            OptionKind::Choice {
                values: FIRST_CARDS.into_iter().map(first_card_choice).collect(),
            },
        ),
        opt(
            "hand_size",
            "Hand size",
            "cards dealt to each player",
            "R2.3",
            OptionKind::Int { min: 1, max: u8_max },
        ),
        opt(
            "challenge",
            "Challenges allowed",
            "a Wild Draw Four can be challenged",
            "R8.2",
            OptionKind::Bool,
        ),
        opt(
            "dealer",
            "Dealer",
            "a fixed dealer seat (0 first) for round 1 instead of the draw; a seat not at the table is ignored",
            "R2.2",
            OptionKind::Int {
                min: 0,
                max: MAX_SEATS as u32 - 1,
            },
        ),
        opt(
            "badtz_maru_counts_self",
            "Badtz-Maru counts its player",
            "the player of a Wild Badtz-Maru can be among the fewest",
            "R8.6",
            OptionKind::Bool,
        ),
        opt(
            "badtz_maru_cards",
            "Badtz-Maru cards in the deck",
            "the number of Wild Badtz-Maru in the deck, whatever the preset (left out: the deck's own count)",
            "R8.6",
            OptionKind::Int { min: 0, max: u8_max },
        ),
        opt(
            "zero_counts_ten",
            "Zeros count 10",
            "a 0 left in a hand is worth 10 points",
            "R12.1",
            OptionKind::Bool,
        ),
        opt(
            "wc",
            "Customizable wilds",
            "the rule of each Wild Customizable card, WC1 first: enforced effects or an honour rule",
            "R8.5",
            OptionKind::WcRules {
                max: MAX_CUSTOM as u32,
            },
        ),
        opt(
            "deck",
            "Custom deck",
            "card counts by notation, replacing the preset's deck",
            "R14",
            OptionKind::Deck { max_count: u8_max },
        ),
        opt(
            "teams",
            "Teams",
            "partners sit opposite and win, score and lose together (4, 6, 8 or 10 players; not with elimination or last_holding_loses)",
            "R15",
            OptionKind::Choice {
                values: team_choices(),
            },
        ),
        score(
            "method",
            "Scoring method",
            "how the points of a round are counted",
            OptionKind::Choice {
                values: scoring_methods(),
            },
        ),
        score(
            "target",
            "Target score",
            "the score that ends the game",
            OptionKind::Int {
                min: 1,
                max: u32::MAX,
            },
        ),
        score(
            "game_end",
            "The game ends",
            "when the game ends (elimination with penalty scoring only)",
            OptionKind::GameEnd,
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{OptionsSpec, RulesError, ScoringSpec};
    use crate::Seat;
    use serde_json::json;
    use std::collections::BTreeSet;

    fn with_house(names: &[&str]) -> Result<Rules, RulesError> {
        RulesSpec {
            house: names.iter().map(|s| s.to_string()).collect(),
            ..Default::default()
        }
        .resolve()
    }

    fn set<'a>(v: impl IntoIterator<Item = &'a str>) -> BTreeSet<&'a str> {
        v.into_iter().collect()
    }

    #[test]
    fn r13_implications_agree_with_the_engine() {
        let c = catalogue();
        assert_eq!(c.house_rules.len(), HouseRule::COUNT);
        for r in &c.house_rules {
            let rules = with_house(&[r.name]).unwrap();
            let on = set(rules.house_rules());
            let expected = set(std::iter::once(r.name).chain(r.implies.iter().copied()));
            assert_eq!(on, expected, "{} alone", r.name);
        }
        let mixed = c.house_rules.iter().find(|r| r.name == "stack_mixed");
        assert_eq!(
            mixed.unwrap().implies,
            ["stack_draw_two", "stack_draw_four"]
        );
        // Every name in the entries is a house rule.
        for r in &c.house_rules {
            for n in r.implies.iter().chain(&r.excludes) {
                assert!(HouseRule::from_name(n).is_some(), "{n}");
            }
        }
    }

    #[test]
    fn r13_exclusions_agree_with_the_engine() {
        let c = catalogue();
        for a in &c.house_rules {
            for b in &c.house_rules {
                let refused = with_house(&[a.name, b.name]).is_err();
                assert_eq!(
                    refused,
                    a.excludes.contains(&b.name),
                    "{} with {}",
                    a.name,
                    b.name
                );
            }
        }
        assert_eq!(
            with_house(&["zero_swap", "zero_rotates"]),
            Err(RulesError::HouseConflict("zero_rotates", "zero_swap"))
        );
        let zs = c
            .house_rules
            .iter()
            .find(|r| r.name == "zero_swap")
            .unwrap();
        assert_eq!(zs.excludes, ["zero_rotates"]);
    }

    /// R13 `last_holding_loses` ("scoring is `none`"), R15.5: the form
    /// reads which rules leave the scoring out and cannot be played by
    /// teams from the catalogue, and the engine agrees.
    #[test]
    fn r13_r15_5_unscored_and_solo_rules_are_marked() {
        let c = catalogue();
        let marked = |f: fn(&HouseRuleEntry) -> bool| -> Vec<&str> {
            c.house_rules
                .iter()
                .filter(|r| f(r))
                .map(|r| r.name)
                .collect()
        };
        assert_eq!(marked(|r| r.unscored), ["last_holding_loses"]);
        assert_eq!(marked(|r| r.no_teams), ["last_holding_loses"]);
        let teams = RulesSpec {
            house: vec!["last_holding_loses".into()],
            teams: Some(Teams::Pairs),
            ..Default::default()
        };
        assert_eq!(teams.resolve(), Err(RulesError::TeamsLastHoldingLoses));
        let json = serde_json::to_value(&c).unwrap();
        let entry = &json["house_rules"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["name"] == "last_holding_loses")
            .unwrap();
        assert_eq!(entry["unscored"], true);
        assert_eq!(entry["no_teams"], true);
    }

    #[test]
    fn r13_house_presets_turn_on_their_rules() {
        let c = catalogue();
        assert_eq!(c.house_presets.len(), HOUSE_PRESETS.len());
        let implies = |name: &str| -> Vec<&'static str> {
            let r = HouseRule::from_name(name).unwrap();
            r.info().implies.iter().map(|i| i.name()).collect()
        };
        for p in &c.house_presets {
            let rules = Rules::named(p.name).unwrap();
            assert_eq!(rules.deck_preset().name(), p.deck, "{}", p.name);
            let closed = p
                .house
                .iter()
                .flat_map(|h| std::iter::once(*h).chain(implies(h)));
            assert_eq!(set(rules.house_rules()), set(closed), "{}", p.name);
        }
        let killer = c.house_presets.iter().find(|p| p.name == "killer").unwrap();
        assert!(killer.house.contains(&"zero_rotates"));
    }

    #[test]
    fn r1_deck_presets_carry_their_defaults() {
        let c = catalogue();
        let names: Vec<_> = c.deck_presets.iter().map(|p| p.name).collect();
        assert_eq!(names, DeckPreset::ALL.map(DeckPreset::name));
        for p in &c.deck_presets {
            assert_eq!(p.cards, 108 + 4 * (p.name != "classic") as usize);
            let r = p.defaults.resolve().unwrap();
            assert_eq!(r, Rules::preset(DeckPreset::from_name(p.name).unwrap()));
        }
        let mk = &c.deck_presets[3];
        assert_eq!(
            mk.defaults.options.first_card,
            Some(FirstCard::IgnoreActions)
        );
        assert_eq!(mk.defaults.scoring.method, Some(ScoringMethod::None));
        let sh = &c.deck_presets[1];
        assert_eq!(sh.defaults.options.wc.as_ref().map(Vec::len), Some(3));
    }

    #[test]
    fn every_entry_has_a_title_and_a_rule() {
        let c = catalogue();
        let titled = c
            .deck_presets
            .iter()
            .map(|p| (p.name, p.title, p.rule))
            .chain(c.house_presets.iter().map(|p| (p.name, p.title, p.rule)))
            .chain(c.house_rules.iter().map(|p| (p.name, p.title, p.rule)))
            .chain(c.options.iter().map(|p| (p.name, p.title, p.rule)))
            .chain(c.game_ends.iter().map(|p| (p.name, p.title, p.rule)));
        for (name, title, rule) in titled {
            assert!(!title.is_empty(), "{name} has no title");
            assert!(rule.starts_with('R'), "{name}: {rule}");
        }
        for m in &c.scoring_methods {
            assert!(!m.title.is_empty() && !m.description.is_empty());
        }
    }

    /// The options list names every field of a rules file's `options` and
    /// `scoring` tables, no more.
    #[test]
    fn r14_options_cover_the_file_format() {
        let full = RulesSpec {
            preset: None,
            house: vec![],
            teams: None,
            options: OptionsSpec {
                first_card: Some(FirstCard::Official),
                hand_size: Some(7),
                challenge: Some(true),
                dealer: Some(Seat::new(0)),
                badtz_maru_counts_self: Some(false),
                badtz_maru_cards: Some(0),
                zero_counts_ten: Some(false),
                wc: Some(vec![]),
                deck: Some(Default::default()),
                teams: Some(Teams::None),
            },
            scoring: ScoringSpec {
                method: Some(ScoringMethod::WinnerTakesAll),
                target: Some(500),
                game_end: Some(crate::rules::GameEnd::Target),
            },
        };
        let v = serde_json::to_value(full).unwrap();
        for section in ["options", "scoring"] {
            let fields: BTreeSet<&str> = v[section]
                .as_object()
                .unwrap()
                .keys()
                .map(String::as_str)
                .collect();
            let listed = set(catalogue()
                .options
                .iter()
                .filter(|o| o.section == section)
                .map(|o| o.name));
            assert_eq!(fields, listed, "{section}");
        }
    }

    fn resolve_one(section: &str, name: &str, value: Value) -> Result<Rules, RulesError> {
        let mut spec = json!({ section: { name: value } });
        // A Badtz-Maru count and a fixed dealer need nothing else; a WC
        // list and a deck are checked by their own tests in `rules`.
        if name == "game_end" {
            spec["scoring"]["method"] = json!("penalty");
        }
        Rules::from_json(&spec.to_string())
    }

    #[test]
    fn option_limits_and_choices_agree_with_the_engine() {
        for o in catalogue().options {
            match &o.kind {
                OptionKind::Int { min, max } => {
                    assert!(
                        resolve_one(o.section, o.name, json!(min)).is_ok(),
                        "{}",
                        o.name
                    );
                    assert!(
                        resolve_one(o.section, o.name, json!(max)).is_ok(),
                        "{}",
                        o.name
                    );
                    if *min > 0 {
                        let below = resolve_one(o.section, o.name, json!(min - 1));
                        assert!(below.is_err(), "{} below {min}", o.name);
                    }
                    if o.name != "dealer" {
                        let above = resolve_one(o.section, o.name, json!(*max as u64 + 1));
                        assert!(above.is_err(), "{} above {max}", o.name);
                    }
                }
                OptionKind::Choice { values } => {
                    for v in values {
                        assert!(resolve_one(o.section, o.name, json!(v.name)).is_ok());
                    }
                    assert!(resolve_one(o.section, o.name, json!("bogus")).is_err());
                    assert!(
                        values.iter().any(|v| json!(v.name) == o.default),
                        "{}",
                        o.name
                    );
                }
                OptionKind::Bool => {
                    assert!(o.default.is_boolean(), "{}", o.name);
                    for b in [true, false] {
                        assert!(resolve_one(o.section, o.name, json!(b)).is_ok());
                    }
                }
                OptionKind::GameEnd => {
                    for e in catalogue().game_ends {
                        let text = e.syntax.replace('N', "3");
                        assert!(resolve_one(o.section, o.name, json!(text)).is_ok());
                    }
                    assert!(resolve_one(o.section, o.name, json!("hands:0")).is_err());
                }
                OptionKind::WcRules { max } => {
                    let rule = json!({"honour": "Hop"});
                    let ok = json!(vec![rule.clone(); *max as usize]);
                    let over = json!(vec![rule; *max as usize + 1]);
                    assert!(resolve_one(o.section, o.name, ok).is_ok());
                    assert!(resolve_one(o.section, o.name, over).is_err());
                }
                OptionKind::Deck { max_count } => {
                    let ok = json!({"R1": max_count});
                    let over = json!({"R1": max_count + 1});
                    assert!(resolve_one(o.section, o.name, ok).is_ok());
                    assert!(resolve_one(o.section, o.name, over).is_err());
                }
            }
        }
    }

    #[test]
    fn r3_first_card_names_are_the_file_formats() {
        for f in FIRST_CARDS {
            assert_eq!(json!(f), json!(first_card_choice(f).name));
        }
    }

    #[test]
    fn the_classic_defaults_are_the_engines() {
        let c = catalogue();
        let get = |n: &str| &c.options.iter().find(|o| o.name == n).unwrap().default;
        assert_eq!(get("hand_size"), &json!(7));
        assert_eq!(get("challenge"), &json!(true));
        assert_eq!(get("first_card"), &json!("official"));
        assert_eq!(get("dealer"), &Value::Null);
        assert_eq!(get("method"), &json!("winner_takes_all"));
        assert_eq!(get("target"), &json!(500));
        assert_eq!(get("game_end"), &json!("target"));
    }

    #[test]
    fn r12_game_ends_are_allowed_with_the_listed_methods_only() {
        for e in catalogue().game_ends {
            let end = e.syntax.replace('N', "2");
            for m in ScoringMethod::ALL {
                let spec = json!({"scoring": {"method": m.name(), "game_end": end}});
                let ok = Rules::from_json(&spec.to_string()).is_ok();
                let allowed = e.methods.is_empty() || e.methods.contains(&m.name());
                assert_eq!(ok, allowed, "{} with {}", e.name, m.name());
            }
        }
    }

    #[test]
    fn the_catalogue_serializes_with_kinds() {
        let v = serde_json::to_value(catalogue()).unwrap();
        let hand = v["options"]
            .as_array()
            .unwrap()
            .iter()
            .find(|o| o["name"] == "hand_size")
            .unwrap();
        assert_eq!(hand["kind"], "int");
        assert_eq!(hand["min"], 1);
        assert_eq!(hand["section"], "options");
        assert_eq!(v["deck_presets"][0]["defaults"]["scoring"]["target"], 500);
        assert_eq!(
            v["house_rules"][2]["implies"],
            json!(["stack_draw_two", "stack_draw_four"])
        );
    }
}
