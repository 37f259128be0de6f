//! Rules as data (RULES.md R14).
//!
//! [`RulesSpec`] is the file format (TOML or JSON): a preset name, a list of
//! house-rule switches, valued options and scoring, each optional. It
//! resolves into [`Rules`], the one value a game is played under, which
//! prints back to a fully explicit [`RulesSpec`] that loads to the same
//! value. Editions and presets are data: a deck preset is a table of card
//! counts plus option defaults, and every wild's behaviour is a list of
//! [`Effect`]s interpreted by one resolver in `game.rs`.

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::card::{Card, CardCounts, CardMask, Color, MAX_CUSTOM, NUM_TYPES};
use crate::game::Pending;

mod compiled;
pub use compiled::CompiledRules;
pub(crate) use compiled::Table;

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

/// R3: how the first card of a round is treated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FirstCard {
    Official,
    AsDealerPlayed,
    IgnoreActions,
}

/// R12.2 scoring methods.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ScoringMethod {
    WinnerTakesAll,
    Average,
    Penalty,
    None,
}

impl ScoringMethod {
    pub const ALL: [ScoringMethod; 4] = [
        ScoringMethod::WinnerTakesAll,
        ScoringMethod::Average,
        ScoringMethod::Penalty,
        ScoringMethod::None,
    ];
    pub fn name(self) -> &'static str {
        match self {
            ScoringMethod::WinnerTakesAll => "winner_takes_all",
            ScoringMethod::Average => "average",
            ScoringMethod::Penalty => "penalty",
            ScoringMethod::None => "none",
        }
    }
    pub fn describe(self) -> &'static str {
        match self {
            ScoringMethod::WinnerTakesAll => {
                "the round's winner scores every other hand; first to the target wins (official)"
            }
            ScoringMethod::Average => {
                "the winner scores the average of the other hands, rounded half up"
            }
            ScoringMethod::Penalty => {
                "everyone scores their own hand, the winner 0; lowest total wins (game_end target, elimination or hands:N)"
            }
            ScoringMethod::None => "one round is the whole game (the Mario Kart default)",
        }
    }
}

/// R12.2 game end conditions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameEnd {
    Target,
    Elimination,
    Hands(u32),
}

impl fmt::Display for GameEnd {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameEnd::Target => write!(f, "target"),
            GameEnd::Elimination => write!(f, "elimination"),
            GameEnd::Hands(n) => write!(f, "hands:{n}"),
        }
    }
}

impl FromStr for GameEnd {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "target" => Ok(GameEnd::Target),
            "elimination" => Ok(GameEnd::Elimination),
            _ => match s.strip_prefix("hands:").map(str::parse::<u32>) {
                Some(Ok(n)) if n >= 1 => Ok(GameEnd::Hands(n)),
                _ => Err(format!(
                    "unknown game_end {s:?} (expected target, elimination or hands:N with N >= 1)"
                )),
            },
        }
    }
}

impl Serialize for GameEnd {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for GameEnd {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        String::deserialize(d)?
            .parse()
            .map_err(serde::de::Error::custom)
    }
}

/// R12: how points are counted and when the game ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Scoring {
    pub method: ScoringMethod,
    pub target: u32,
    pub game_end: GameEnd,
}

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

/// The effect vocabulary of R14, interpreted by the resolver in `game.rs`.
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

/// The house rules of R13 (all off by default). Private to the rules
/// module: everything else asks [`Rules`] the questions these switches
/// answer ([`Rules::may_stack`], [`Rules::may_jump_in`], …).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
struct House {
    stack_draw_two: bool,
    stack_draw_four: bool,
    stack_mixed: bool,
    jump_in: bool,
    jump_in_draw_two: bool,
    seven_swap: bool,
    zero_rotates: bool,
    zero_swap: bool,
    draw_until_playable: bool,
    multi_play: bool,
    no_action_finish: bool,
    last_holding_loses: bool,
    wd4_strict: bool,
}

/// One line per house rule, for `uno rules` and the docs.
pub const HOUSE_RULES: &[(&str, &str)] = &[
    (
        "stack_draw_two",
        "answer a Draw Two with any Draw Two; the first who cannot draws the total",
    ),
    (
        "stack_draw_four",
        "likewise W+4 on W+4; a stacked W+4 cannot be challenged",
    ),
    (
        "stack_mixed",
        "a W+4 may also be stacked on a Draw Two penalty (implies both stacking rules)",
    ),
    (
        "jump_in",
        "play a card identical to the top card out of turn; play continues from you",
    ),
    (
        "jump_in_draw_two",
        "German rule: any Draw Two may be played out of turn on a waiting Draw Two penalty",
    ),
    (
        "seven_swap",
        "playing a 7 swaps hands with a player of your choice",
    ),
    (
        "zero_rotates",
        "playing a 0 passes every hand to the next player",
    ),
    (
        "zero_swap",
        "playing a 0 swaps hands with a player of your choice (excludes zero_rotates)",
    ),
    (
        "draw_until_playable",
        "draw until a playable card comes (R6.3)",
    ),
    (
        "multi_play",
        "play several number cards of one number at once",
    ),
    (
        "no_action_finish",
        "your last card may not be an action or wild card",
    ),
    (
        "last_holding_loses",
        "players who go out leave; the last player holding cards loses",
    ),
    (
        "wd4_strict",
        "an illegal Wild Draw Four is rejected instead of being a bluff (R5.4)",
    ),
];

/// R13 implications: turning on the first rule turns on the others too
/// (applied when rules resolve; `stack_mixed` implies both stacking rules,
/// `jump_in_draw_two` implies `stack_draw_two`). Read by [`House::close`]
/// and by the catalogue.
pub const IMPLIES: &[(&str, &[&str])] = &[
    ("stack_mixed", &["stack_draw_two", "stack_draw_four"]),
    ("jump_in_draw_two", &["stack_draw_two"]),
];

/// R13 exclusions: pairs of house rules that cannot both be on (rules
/// naming both are refused). Read by validation and by the catalogue.
pub const EXCLUDES: &[(&str, &str)] = &[("zero_rotates", "zero_swap")];

/// House-rule presets of R13.
pub const HOUSE_PRESETS: &[(&str, &str, &[&str])] = &[
    (
        "killer",
        "draw until playable, jump-in, stack Draw Twos and W+4s, zeros rotate hands",
        &[
            "draw_until_playable",
            "jump_in",
            "stack_draw_two",
            "stack_draw_four",
            "zero_rotates",
        ],
    ),
    (
        "german",
        "zero swap, jump-in (also on Draw Two penalties), stack Draw Twos",
        &["zero_swap", "jump_in", "jump_in_draw_two", "stack_draw_two"],
    ),
];

/// The rule matrix the test suites (and studies) sweep for one deck: no
/// house rules, the `killer` and `german` presets, then each R13 house
/// rule alone; each with its house-rule names. Default options and
/// scoring (R12 winner takes all, target 500).
pub fn house_variants(deck: DeckPreset) -> Vec<(Vec<&'static str>, Rules)> {
    let mut names: Vec<Vec<&'static str>> = vec![vec![], vec!["killer"], vec!["german"]];
    names.extend(HOUSE_RULES.iter().map(|(n, _)| vec![*n]));
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

impl House {
    fn flag_mut(&mut self, name: &str) -> Option<&mut bool> {
        Some(match name {
            "stack_draw_two" => &mut self.stack_draw_two,
            "stack_draw_four" => &mut self.stack_draw_four,
            "stack_mixed" => &mut self.stack_mixed,
            "jump_in" => &mut self.jump_in,
            "jump_in_draw_two" => &mut self.jump_in_draw_two,
            "seven_swap" => &mut self.seven_swap,
            "zero_rotates" => &mut self.zero_rotates,
            "zero_swap" => &mut self.zero_swap,
            "draw_until_playable" => &mut self.draw_until_playable,
            "multi_play" => &mut self.multi_play,
            "no_action_finish" => &mut self.no_action_finish,
            "last_holding_loses" => &mut self.last_holding_loses,
            "wd4_strict" => &mut self.wd4_strict,
            _ => return None,
        })
    }

    /// Turns on a switch or a preset (`killer`, `german`) by name.
    fn enable(&mut self, name: &str) -> Result<(), RulesError> {
        if let Some((_, _, list)) = HOUSE_PRESETS.iter().find(|(n, _, _)| *n == name) {
            for n in *list {
                self.enable(n)?;
            }
            return Ok(());
        }
        match self.flag_mut(name) {
            Some(f) => {
                *f = true;
                Ok(())
            }
            None => Err(RulesError::UnknownHouseRule(name.to_string())),
        }
    }

    /// The names of the switches that are on, in R13's order.
    fn enabled(&self) -> Vec<&'static str> {
        let mut copy = *self;
        HOUSE_RULES
            .iter()
            .filter(|(n, _)| *copy.flag_mut(n).expect("listed"))
            .map(|(n, _)| *n)
            .collect()
    }

    /// R13 implications: stack_mixed implies both stacking rules,
    /// jump_in_draw_two implies stack_draw_two.
    fn close(&mut self) {
        for (rule, implied) in IMPLIES {
            if *self.flag_mut(rule).expect("IMPLIES names house rules") {
                for r in *implied {
                    *self.flag_mut(r).expect("IMPLIES names house rules") = true;
                }
            }
        }
    }
}

/// A game's complete rules (R14). The only ways in are [`RulesSpec::resolve`]
/// (and what calls it: [`Rules::named`], [`Rules::from_spec`],
/// [`Rules::from_toml`], [`Rules::from_json`]) and [`Rules::preset`]; the
/// fields are private, so every value of this type has been validated.
///
/// The value answers the questions the engine, views and bots ask (what
/// may be stacked on what, who may jump in with what, may a hand finish
/// with this card, what a card does, which decisions can arise), so no
/// code outside this module reads a house-rule switch (R13).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// The deck preset this table starts from (for printing).
    preset: DeckPreset,
    /// Card counts per type (R1, or a custom deck).
    deck: [u8; NUM_TYPES],
    first_card: FirstCard,
    hand_size: u8,
    /// R8.2: whether a W+4 may be challenged.
    challenge: bool,
    /// R2.2 option: a fixed dealer seat for round 1 instead of the draw.
    dealer: Option<u8>,
    badtz_maru_counts_self: bool,
    zero_counts_ten: bool,
    house: House,
    scoring: Scoring,
    /// Rules of `WC1`, `WC2`, … in order.
    wc: Vec<WcRule>,
}

/// Why a rules value is not acceptable.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    #[error("unknown rules preset {0:?} (expected classic, shuffle-hands, hello-kitty, mario-kart, killer or german)")]
    UnknownPreset(String),
    #[error("unknown house rule {0:?} (see `uno rules`)")]
    UnknownHouseRule(String),
    #[error("zero_rotates and zero_swap cannot both be on (R13)")]
    ZeroConflict,
    #[error("game_end = elimination needs scoring method penalty (R12.2)")]
    EliminationNeedsPenalty,
    #[error("hand_size must be at least 1")]
    HandSize,
    #[error("target must be at least 1")]
    Target,
    #[error("the deck lists {0} with count {1}, more than 255")]
    DeckCount(String, u32),
    #[error("bad deck entry: {0}")]
    DeckCard(String),
    #[error("the deck is empty")]
    EmptyDeck,
    #[error("the deck has no card that can start a round (R3 needs a card other than W+4)")]
    NoStartingCard,
    #[error("{0} is in the deck but has no rule (R14: give it one in `wc`)")]
    MissingWcRule(String),
    #[error("wc lists {0} rules, more than the 7 WC cards there can be")]
    TooManyWcRules(usize),
    #[error("{0}")]
    Parse(String),
}

impl RulesError {
    pub fn code(&self) -> &'static str {
        match self {
            RulesError::UnknownPreset(_) => "unknown_preset",
            RulesError::UnknownHouseRule(_) => "unknown_house_rule",
            RulesError::Parse(_) => "parse_error",
            _ => "invalid_rules",
        }
    }
}

/// The file form of [`Rules`] (R14), as read from TOML or JSON: every part
/// optional, unknown names rejected.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RulesSpec {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub preset: Option<String>,
    #[serde(default)]
    pub house: Vec<String>,
    #[serde(default)]
    pub options: OptionsSpec,
    #[serde(default)]
    pub scoring: ScoringSpec,
}

/// Valued options of R3–R13 in a rules file.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OptionsSpec {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_card: Option<FirstCard>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hand_size: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub challenge: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dealer: Option<u8>,
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
}

/// Scoring in a rules file.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScoringSpec {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub method: Option<ScoringMethod>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game_end: Option<GameEnd>,
}

impl Default for Rules {
    fn default() -> Self {
        Rules::preset(DeckPreset::Classic)
    }
}

impl Rules {
    /// The rules of a deck preset with its defaults (R1, R3, R8.5, R12).
    pub fn preset(p: DeckPreset) -> Rules {
        let mut r = Rules {
            preset: p,
            deck: p.counts(),
            first_card: FirstCard::Official,
            hand_size: 7,
            challenge: true,
            dealer: None,
            badtz_maru_counts_self: false,
            zero_counts_ten: false,
            house: House::default(),
            scoring: Scoring {
                method: ScoringMethod::WinnerTakesAll,
                target: 500,
                game_end: GameEnd::Target,
            },
            wc: Vec::new(),
        };
        match p {
            DeckPreset::ShuffleHands => {
                r.wc = vec![
                    WcRule::honour("Next player: tell a joke"),
                    WcRule::honour("Next player: sing a line of a song"),
                    WcRule::honour("Next player: say UNO backwards three times"),
                ];
            }
            DeckPreset::MarioKart => {
                r.first_card = FirstCard::IgnoreActions;
                r.scoring.method = ScoringMethod::None;
            }
            _ => {}
        }
        r
    }

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
            .chain(HOUSE_PRESETS.iter().map(|(n, _, _)| *n))
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
            house: self.house.enabled().into_iter().map(String::from).collect(),
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

    /// Total number of cards in the deck.
    pub fn deck_size(&self) -> usize {
        self.deck.iter().map(|&n| n as usize).sum()
    }

    /// R2.3: the deck deals `players` hands of [`Rules::hand_size`] and
    /// turns a first card, or this says why not.
    pub fn check_deal(&self, players: usize) -> Result<(), crate::SetupError> {
        let needed = self.hand_size() as usize * players + 1;
        if self.deck_size() < needed {
            return Err(crate::SetupError::DeckTooSmall {
                deck: self.deck_size(),
                hand: self.hand_size(),
                players: players as u8,
            });
        }
        Ok(())
    }

    /// The effect list of a card type under these rules: the themed wilds
    /// in R14's vocabulary, house effects of 7 and 0 (R13), `WC` rules.
    /// Draw Two and W+4 are penalty cards handled by the penalty mechanism
    /// (R7.3, R8.2, R13 stacking), so their lists are empty.
    pub fn effects(&self, card: Card) -> Vec<Effect> {
        use crate::card::{Face, Rank, WildKind};
        match card.face() {
            Face::Colored(_, Rank::Skip) => vec![Effect::Skip(Target::Next)],
            Face::Colored(_, Rank::Reverse) => vec![Effect::Reverse],
            Face::Colored(_, Rank::DrawTwo) => vec![],
            Face::Colored(_, Rank::Number(7)) if self.house.seven_swap => {
                vec![Effect::SwapHands(Target::Chosen)]
            }
            Face::Colored(_, Rank::Number(0)) if self.house.zero_rotates => {
                vec![Effect::RotateHands]
            }
            Face::Colored(_, Rank::Number(0)) if self.house.zero_swap => {
                vec![Effect::SwapHands(Target::Chosen)]
            }
            Face::Colored(_, Rank::Number(_)) => vec![],
            Face::Wild(WildKind::Wild | WildKind::DrawFour) => vec![],
            Face::Wild(WildKind::ShuffleHands) => vec![Effect::ShuffleHands],
            Face::Wild(WildKind::BadtzMaru) => vec![Effect::FewestCardsDraw(4)],
            Face::Wild(WildKind::ItemBox) => vec![Effect::RevealAndItem],
            Face::Wild(WildKind::Custom(n)) => self
                .wc
                .get(n as usize - 1)
                .map(WcRule::effects)
                .unwrap_or_default(),
        }
    }

    fn validate(&self) -> Result<(), RulesError> {
        let mut house = self.house;
        for (a, b) in EXCLUDES {
            let on = |h: &mut House, n| *h.flag_mut(n).expect("EXCLUDES names house rules");
            if on(&mut house, a) && on(&mut house, b) {
                // The one exclusion of R13 (zero_rotates with zero_swap).
                return Err(RulesError::ZeroConflict);
            }
        }
        if self.scoring.game_end == GameEnd::Elimination
            && self.scoring.method != ScoringMethod::Penalty
        {
            return Err(RulesError::EliminationNeedsPenalty);
        }
        if self.hand_size == 0 {
            return Err(RulesError::HandSize);
        }
        if self.scoring.target == 0 {
            return Err(RulesError::Target);
        }
        if self.deck_size() == 0 {
            return Err(RulesError::EmptyDeck);
        }
        if self.deck_size() == self.deck[Card::WILD_DRAW_FOUR.index()] as usize {
            return Err(RulesError::NoStartingCard);
        }
        if self.wc.len() > MAX_CUSTOM as usize {
            return Err(RulesError::TooManyWcRules(self.wc.len()));
        }
        for n in 1..=MAX_CUSTOM {
            let c = Card::custom(n);
            if self.deck[c.index()] > 0 && self.wc.len() < n as usize {
                return Err(RulesError::MissingWcRule(c.to_string()));
            }
        }
        Ok(())
    }
}

/// Read access to the plain (non-house) values of R1–R12 and R14.
impl Rules {
    /// The deck preset these rules start from (R1; for printing).
    pub fn deck_preset(&self) -> DeckPreset {
        self.preset
    }
    /// Card counts per type, indexed by [`Card::index`] (R1, R14).
    pub fn deck(&self) -> &[u8; NUM_TYPES] {
        &self.deck
    }
    /// How many cards of type `card` the deck holds (R1, R14).
    #[inline]
    pub fn count(&self, card: Card) -> u8 {
        self.deck[card.index()]
    }
    /// Whether the deck holds at least one `card` (R1, R14).
    #[inline]
    pub fn in_deck(&self, card: Card) -> bool {
        self.count(card) > 0
    }
    /// R3: how the first card of a round is treated.
    pub fn first_card(&self) -> FirstCard {
        self.first_card
    }
    /// R2.3: cards dealt to each player.
    pub fn hand_size(&self) -> u8 {
        self.hand_size
    }
    /// R2.2 option: a fixed dealer seat for round 1 instead of the draw.
    pub fn dealer(&self) -> Option<u8> {
        self.dealer
    }
    /// R12: how points are counted and when the game ends.
    pub fn scoring(&self) -> Scoring {
        self.scoring
    }
    /// R8.5/R14: the rules of `WC1`, `WC2`, … in order.
    pub fn wc(&self) -> &[WcRule] {
        &self.wc
    }
    /// R8.2: whether a single W+4 may be challenged (a stacked one never
    /// may, R13 `stack_draw_four`).
    #[inline]
    pub fn challenge_allowed(&self) -> bool {
        self.challenge
    }
    /// R8.6: whether the Badtz-Maru's player counts among those with the
    /// fewest cards.
    #[inline]
    pub fn badtz_maru_counts_self(&self) -> bool {
        self.badtz_maru_counts_self
    }
    /// R12.1: the points a card scores in a hand (a 0 counts 10 under the
    /// `zero_counts_ten` option).
    #[inline]
    pub fn card_points(&self, card: Card) -> u32 {
        card.points(self.zero_counts_ten)
    }
    /// R12.1: the points of a whole hand ([`Rules::card_points`] summed).
    #[inline]
    pub fn hand_points(&self, hand: &CardCounts) -> u32 {
        hand.points(self.zero_counts_ten)
    }
    /// The names of the R13 house rules that are on, in R13's order (for
    /// display and the file form; code asks the questions below instead).
    pub fn house_rules(&self) -> Vec<&'static str> {
        self.house.enabled()
    }
}

/// The questions house rules (R13) and card behaviour (R5, R8, R9, R14)
/// answer. These are the definitions; [`CompiledRules`] caches their
/// answers as bit masks for the engine's hot path.
impl Rules {
    /// R5.2/R5.3: the card types that match `top` with `color` in play:
    /// the colour, the same number or symbol, and every wild (R5.4's
    /// `wd4_strict` is applied by [`Rules::playable`], not here).
    pub fn matches(&self, top: Card, color: Color) -> CardMask {
        CardMask(compiled::match_row(top, color))
    }

    /// R5.4/R9: the card types that count as holding `color` (a held Wild
    /// Item Box counts as every colour in a deck that has them).
    pub fn color_mask(&self, color: Color) -> CardMask {
        let mut m = CardMask::of_color(color).0;
        if self.in_deck(Card::ITEM_BOX) {
            m |= Card::ITEM_BOX.bit();
        }
        CardMask(m)
    }

    /// The card types of `hand` (`hand_len` cards in all) playable at an
    /// ordinary turn on `top` with `color` in play: R5 matching, less a W+4
    /// the hand may not play under `wd4_strict` (R5.4), less a last card
    /// R13 `no_action_finish` forbids. The one definition of "playable"
    /// ([`crate::Game::playable_mask`] is this, cached).
    pub fn playable(
        &self,
        top: Card,
        color: Option<Color>,
        hand: CardMask,
        hand_len: usize,
    ) -> CardMask {
        let Some(col) = color else {
            return CardMask::EMPTY;
        };
        CardMask(compiled::playable_bits(
            compiled::match_row(top, col),
            self.house.wd4_strict,
            self.color_mask(col).0,
            self.finish_mask(),
            hand.0,
            hand_len,
        ))
    }

    /// R5.4 `wd4_strict`: a W+4 may be played (or stacked, R13) only by a
    /// hand that holds no card of the colour in play.
    #[inline]
    pub fn wd4_must_be_legal(&self) -> bool {
        self.house.wd4_strict
    }

    /// R13 `stack_draw_two`, `stack_draw_four`, `stack_mixed`: whether
    /// `card` may be stacked on a waiting penalty made by `penalty_card`
    /// (a Draw Two or a W+4; anything else makes no penalty). A Draw Two
    /// takes any Draw Two (`stack_draw_two`) or a W+4 (`stack_mixed`); a
    /// W+4 takes only a W+4 (`stack_draw_four`). Under `wd4_strict` a
    /// stacked W+4 must also be legal, which depends on the hand
    /// ([`Rules::wd4_must_be_legal`]).
    pub fn may_stack(&self, penalty_card: Card, card: Card) -> bool {
        let h = &self.house;
        if penalty_card.is_draw_two() {
            (card.is_draw_two() && h.stack_draw_two) || (card.is_draw_four() && h.stack_mixed)
        } else if penalty_card.is_draw_four() {
            card.is_draw_four() && h.stack_draw_four
        } else {
            false
        }
    }

    /// R13: whether any card may be stacked on a penalty made by
    /// `penalty_card` (so the player facing it decides `stack_or_draw`).
    pub fn stacking_on(&self, penalty_card: Card) -> bool {
        Card::all().any(|c| self.may_stack(penalty_card, c))
    }

    /// R13 `jump_in`: whether a player other than the one to act may play
    /// `card` out of turn at an ordinary turn with `top` on the discard
    /// pile: the card must be identical to the top card; wilds never.
    pub fn may_jump_in(&self, top: Card, card: Card) -> bool {
        self.house.jump_in && card == top && !card.is_wild()
    }

    /// R13 `jump_in_draw_two` (German rules): whether any player may play
    /// `card` out of turn while a penalty made by `penalty_card` waits:
    /// any Draw Two on a Draw Two penalty.
    pub fn may_jump_in_on(&self, penalty_card: Card, card: Card) -> bool {
        self.house.jump_in_draw_two && penalty_card.is_draw_two() && card.is_draw_two()
    }

    /// R13 `jump_in`, `jump_in_draw_two`: whether a jump-in can be offered
    /// at all while the game waits for `pending` (`None`: an ordinary
    /// turn; `StackOrDraw`: a waiting stacked penalty).
    pub fn jump_in_possible(&self, pending: Option<Pending>) -> bool {
        match pending {
            None => self.house.jump_in,
            Some(Pending::StackOrDraw) => self.house.jump_in_draw_two,
            Some(_) => false,
        }
    }

    /// R13 `no_action_finish`: whether a hand may play `card` as its last
    /// card (only number cards may be, under that rule).
    #[inline]
    pub fn may_finish_with(&self, card: Card) -> bool {
        !self.house.no_action_finish || card.is_number()
    }

    /// The card types a hand may finish with (R13 `no_action_finish`).
    fn finish_mask(&self) -> u64 {
        Card::all()
            .filter(|&c| self.may_finish_with(c))
            .fold(0, |m, c| m | c.bit())
    }

    /// R6.3/R13 `draw_until_playable`: a player who cannot or will not
    /// play draws until a playable card comes (else one card).
    #[inline]
    pub fn draws_until_playable(&self) -> bool {
        self.house.draw_until_playable
    }

    /// R13 `multi_play`: several number cards of one number may be played
    /// at once at an ordinary turn.
    #[inline]
    pub fn multi_play(&self) -> bool {
        self.house.multi_play
    }

    /// R13 `last_holding_loses`: players who go out leave the round, which
    /// goes on until one player still holds cards; that player loses.
    #[inline]
    pub fn players_leave_when_out(&self) -> bool {
        self.house.last_holding_loses
    }

    /// R5.3, R8.5, R9, R14: whether playing `card` names a colour with the
    /// play: every wild but the Wild Item Box, whose colour comes from the
    /// turned card (R9). A WC names one whatever its rule.
    #[inline]
    pub fn names_color(&self, card: Card) -> bool {
        card.is_wild() && card != Card::ITEM_BOX
    }

    /// R13 `seven_swap`/`zero_swap`: whether a play of `card` may carry a
    /// chosen swap target (a number card whose effect swaps with a chosen
    /// player).
    pub fn takes_target(&self, card: Card) -> bool {
        card.is_number()
            && self
                .effects(card)
                .iter()
                .any(|e| matches!(e, Effect::SwapHands(Target::Chosen)))
    }

    /// R10.4: whether `card`'s effects move cards between hands (such a
    /// play exposes no one): R8.4 Shuffle Hands, R13 `seven_swap`,
    /// `zero_rotates`, `zero_swap`, a WC's `swap_hands`/`rotate_hands`.
    pub fn moves_hands(&self, card: Card) -> bool {
        self.effects(card).iter().any(Effect::moves_hands)
    }

    /// The pending decisions (SCENARIOS.md, [`Pending`]) that can arise
    /// in a game under these rules, in [`Pending`]'s order:
    /// `choose_color` always (R3 a wild first card, R5.3, R9); `play_or_pass`
    /// always (R6.2); `accept_or_challenge` when a W+4 is in the deck and
    /// challenges are on (R8.2); `stack_or_draw` when a penalty card in the
    /// deck can be stacked on (R13 stacking); `choose_player` when a card
    /// in the deck may need a chosen player (R13 `seven_swap`/`zero_swap`,
    /// a WC with a `chosen` target, R9's green shell); `comply_or_penalty`
    /// when an honour WC is in the deck (R8.5).
    pub fn decisions(&self) -> Vec<Pending> {
        let in_deck = |c: Card| self.in_deck(c);
        let draw_twos = Color::ALL.map(Card::draw_two);
        let penalty_cards = draw_twos
            .iter()
            .copied()
            .chain([Card::WILD_DRAW_FOUR])
            .filter(|&c| in_deck(c));
        let stack = penalty_cards
            .into_iter()
            .any(|p| Card::all().any(|c| in_deck(c) && self.may_stack(p, c)));
        let effects: Vec<(Card, Vec<Effect>)> = Card::all()
            .filter(|&c| in_deck(c))
            .map(|c| (c, self.effects(c)))
            .collect();
        let chosen = |e: &Effect| match e {
            Effect::Draw(t, _) | Effect::Skip(t) | Effect::SwapHands(t) => *t == Target::Chosen,
            Effect::Honour { target, .. } => *target == Target::Chosen,
            // R9: the green shell hits a chosen player.
            Effect::RevealAndItem => true,
            _ => false,
        };
        let choose_player = effects.iter().any(|(_, es)| es.iter().any(chosen));
        let honour = effects
            .iter()
            .any(|(_, es)| es.iter().any(|e| matches!(e, Effect::Honour { .. })));
        [
            (Pending::ChooseColor, true),
            (
                Pending::AcceptOrChallenge,
                self.challenge && in_deck(Card::WILD_DRAW_FOUR),
            ),
            (Pending::PlayOrPass, true),
            (Pending::ChoosePlayer, choose_player),
            (Pending::StackOrDraw, stack),
            (Pending::ComplyOrPenalty, honour),
        ]
        .into_iter()
        .filter(|&(_, on)| on)
        .map(|(p, _)| p)
        .collect()
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
        } else if HOUSE_PRESETS.iter().any(|(n, _, _)| *n == name) {
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

#[cfg(test)]
mod tests {
    use super::*;

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
    fn r13_presets_and_implications() {
        let k = Rules::named("killer").unwrap();
        assert!(k.house.draw_until_playable && k.house.jump_in && k.house.zero_rotates);
        assert!(k.house.stack_draw_two && k.house.stack_draw_four && !k.house.stack_mixed);
        let g = Rules::named("german").unwrap();
        assert!(g.house.zero_swap && g.house.jump_in_draw_two && g.house.stack_draw_two);
        let m = RulesSpec {
            house: vec!["stack_mixed".into()],
            ..Default::default()
        }
        .resolve()
        .unwrap();
        assert!(m.house.stack_draw_two && m.house.stack_draw_four);
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
        assert_eq!(zero.resolve(), Err(RulesError::ZeroConflict));
        assert!(Rules::from_toml("preset = \"classic\"\nbogus = 1").is_err());
        assert!(Rules::from_toml("[scoring]\ngame_end = \"elimination\"").is_err());
        assert!(Rules::from_json(r#"{"options": {"deck": {"Q7": 2}}}"#).is_err());
        assert!(Rules::from_json(r#"{"options": {"deck": {"WC1": 1}}}"#).is_err());
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

    fn with(house: &[&str]) -> Rules {
        RulesSpec {
            house: house.iter().map(|s| s.to_string()).collect(),
            ..Default::default()
        }
        .resolve()
        .unwrap()
    }

    fn c(s: &str) -> Card {
        s.parse().unwrap()
    }

    /// R13, rule by rule: each house rule alone changes exactly the
    /// answers its line in the rule book defines, on a few cards.
    #[test]
    fn r13_each_house_rule_answers_as_the_rule_book_defines() {
        let (d2, g2, wd4, w, r5, b5, rs) = (
            c("R+2"),
            c("G+2"),
            c("W+4"),
            c("W"),
            c("R5"),
            c("B5"),
            c("RS"),
        );
        for (name, _) in HOUSE_RULES {
            let r = with(&[name]);
            let on = |n: &str| r.house_rules().contains(&n);
            assert!(on(name), "{name}");
            // stack_draw_two: any Draw Two on a Draw Two penalty.
            let two = on("stack_draw_two");
            assert_eq!(r.may_stack(d2, g2), two, "{name}: R+2 on R+2 penalty");
            assert_eq!(r.stacking_on(d2), two || on("stack_mixed"), "{name}");
            assert!(!r.may_stack(d2, r5) && !r.may_stack(r5, d2), "{name}");
            // stack_draw_four: W+4 on W+4; never a Draw Two on a W+4.
            assert_eq!(r.may_stack(wd4, wd4), on("stack_draw_four"), "{name}");
            assert!(!r.may_stack(wd4, d2), "{name}: not the other way round");
            // stack_mixed: a W+4 on a Draw Two penalty.
            assert_eq!(r.may_stack(d2, wd4), on("stack_mixed"), "{name}");
            // jump_in: identical cards only, wilds never.
            let j = on("jump_in");
            assert_eq!(r.may_jump_in(r5, r5), j, "{name}");
            assert_eq!(r.may_jump_in(rs, rs), j, "{name}");
            assert!(!r.may_jump_in(r5, b5) && !r.may_jump_in(w, w) && !r.may_jump_in(wd4, wd4));
            assert_eq!(r.jump_in_possible(None), j, "{name}");
            // jump_in_draw_two: any Draw Two on a Draw Two penalty.
            let j2 = on("jump_in_draw_two");
            assert_eq!(r.may_jump_in_on(d2, g2), j2, "{name}");
            assert!(
                !r.may_jump_in_on(wd4, g2) && !r.may_jump_in_on(d2, wd4),
                "{name}"
            );
            assert_eq!(r.jump_in_possible(Some(Pending::StackOrDraw)), j2, "{name}");
            assert!(!r.jump_in_possible(Some(Pending::ChooseColor)), "{name}");
            // seven_swap / zero_swap / zero_rotates: effects, targets, hands.
            let seven = on("seven_swap");
            assert_eq!(r.takes_target(c("Y7")), seven, "{name}");
            assert_eq!(r.moves_hands(c("Y7")), seven, "{name}");
            assert_eq!(r.takes_target(c("Y0")), on("zero_swap"), "{name}");
            assert_eq!(
                r.moves_hands(c("Y0")),
                on("zero_swap") || on("zero_rotates")
            );
            assert_eq!(
                r.effects(c("Y0")) == vec![Effect::RotateHands],
                on("zero_rotates"),
                "{name}"
            );
            assert!(!r.takes_target(r5) && !r.moves_hands(r5), "{name}");
            // draw_until_playable, multi_play, last_holding_loses, wd4_strict.
            assert_eq!(r.draws_until_playable(), on("draw_until_playable"));
            assert_eq!(r.multi_play(), on("multi_play"), "{name}");
            assert_eq!(r.players_leave_when_out(), on("last_holding_loses"));
            assert_eq!(r.wd4_must_be_legal(), on("wd4_strict"), "{name}");
            // no_action_finish: only a number card may be the last.
            let naf = on("no_action_finish");
            assert!(
                r.may_finish_with(r5) && r.may_finish_with(c("G0")),
                "{name}"
            );
            for card in [rs, d2, w, wd4, c("BR")] {
                assert_eq!(r.may_finish_with(card), !naf, "{name} {card}");
            }
            // Not house rules: names_color (R5.3/R9), points (R12.1).
            assert!(r.names_color(w) && r.names_color(wd4) && !r.names_color(Card::ITEM_BOX));
            assert!(!r.names_color(r5), "{name}");
            assert_eq!(r.card_points(d2), 20);
            assert_eq!(r.card_points(w), 50);
        }
    }

    /// R5, R5.4, R13 no_action_finish: the one definition of "playable".
    #[test]
    fn r5_playable_applies_wd4_strict_and_no_action_finish() {
        let hand = |cards: &[&str]| CardMask(cards.iter().fold(0, |m, s| m | c(s).bit()));
        let plain = Rules::default();
        let top = c("R5");
        let red = Some(Color::Red);
        let h = hand(&["R1", "B5", "G7", "W+4"]);
        let all = hand(&["R1", "B5", "W+4"]);
        assert_eq!(plain.playable(top, red, h, 4), all);
        assert_eq!(plain.playable(top, None, h, 4), CardMask::EMPTY);
        // R5.4 wd4_strict: holding red, the W+4 is not playable.
        let strict = with(&["wd4_strict"]);
        assert_eq!(strict.playable(top, red, h, 4), hand(&["R1", "B5"]));
        assert_eq!(
            strict.playable(top, red, hand(&["G7", "W+4"]), 2),
            hand(&["W+4"])
        );
        // R13 no_action_finish: a last Skip may not be played.
        let naf = with(&["no_action_finish"]);
        assert_eq!(naf.playable(top, red, hand(&["RS"]), 1), CardMask::EMPTY);
        assert_eq!(plain.playable(top, red, hand(&["RS"]), 1), hand(&["RS"]));
        assert_eq!(naf.playable(top, red, hand(&["R1"]), 1), hand(&["R1"]));
        // R9: in the Mario Kart deck a held WIB counts as the colour.
        let mk = Rules::preset(DeckPreset::MarioKart);
        assert!(mk.color_mask(Color::Blue).contains(Card::ITEM_BOX));
        assert!(!plain.color_mask(Color::Blue).contains(Card::ITEM_BOX));
    }

    /// The compiled tables answer exactly what the rules answer, for
    /// every card, under every house rule and preset of every deck.
    #[test]
    fn r14_compiled_tables_agree_with_the_questions() {
        let d2 = c("B+2");
        for deck in DeckPreset::ALL {
            for (house, r) in house_variants(deck) {
                let t = Table::new(r.clone());
                let top = c("G3");
                for card in Card::all() {
                    let msg = format!("{} {house:?} {card}", deck.name());
                    assert_eq!(t.may_finish_with(card), r.may_finish_with(card), "{msg}");
                    assert_eq!(
                        t.may_stack_on_draw_two(card),
                        r.may_stack(d2, card),
                        "{msg}"
                    );
                    assert_eq!(t.may_stack_on_draw_four(card), r.may_stack(c("W+4"), card));
                    assert_eq!(
                        t.may_jump_in(card, card),
                        r.may_jump_in(card, card),
                        "{msg}"
                    );
                    assert_eq!(t.may_jump_in(top, card), r.may_jump_in(top, card), "{msg}");
                    assert_eq!(t.may_jump_in_on_draw_two(card), r.may_jump_in_on(d2, card));
                    assert_eq!(t.names_color & card.bit() != 0, r.names_color(card));
                    assert_eq!(t.takes_target & card.bit() != 0, r.takes_target(card));
                    assert_eq!(t.hand_moving & card.bit() != 0, r.moves_hands(card));
                    for col in Color::ALL {
                        let hand = CardMask(card.bit() | c("W+4").bit() | c("R2").bit());
                        for len in [1, 3] {
                            assert_eq!(
                                t.playable(card, Some(col), hand.0, len),
                                r.playable(card, Some(col), hand, len),
                                "{msg} {col:?} {len}"
                            );
                        }
                    }
                }
                assert_eq!(t.stacking_on_draw_two(), r.stacking_on(d2));
                assert_eq!(t.stacking_on_draw_four(), r.stacking_on(c("W+4")));
                assert_eq!(t.jump_in_at_turns(), r.jump_in_possible(None));
                assert_eq!(
                    t.jump_in_on_penalties(),
                    r.jump_in_possible(Some(Pending::StackOrDraw))
                );
            }
        }
    }

    /// Which pending decisions can arise (SCENARIOS.md), by rules.
    #[test]
    fn r13_r8_decisions_that_can_arise() {
        use Pending::*;
        assert_eq!(
            Rules::default().decisions(),
            vec![ChooseColor, AcceptOrChallenge, PlayOrPass]
        );
        let no_challenge = RulesSpec {
            options: OptionsSpec {
                challenge: Some(false),
                ..Default::default()
            },
            ..Default::default()
        }
        .resolve()
        .unwrap();
        assert_eq!(no_challenge.decisions(), vec![ChooseColor, PlayOrPass]);
        assert!(with(&["stack_draw_two"]).decisions().contains(&StackOrDraw));
        assert!(with(&["seven_swap"]).decisions().contains(&ChoosePlayer));
        assert!(!with(&["zero_rotates"]).decisions().contains(&ChoosePlayer));
        let sh = Rules::named("shuffle-hands").unwrap().decisions();
        assert!(sh.contains(&ComplyOrPenalty) && !sh.contains(&ChoosePlayer));
        let mk = Rules::named("mario-kart").unwrap().decisions();
        assert!(mk.contains(&ChoosePlayer) && mk.contains(&AcceptOrChallenge));
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
