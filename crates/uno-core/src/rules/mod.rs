//! Rules as data (RULES.md R14).
//!
//! [`RulesSpec`] is the file format (TOML or JSON): a preset name, a list of
//! house-rule switches, valued options and scoring, each optional. It
//! resolves into [`Rules`], the one value a game is played under, which
//! prints back to a fully explicit [`RulesSpec`] that loads to the same
//! value. Editions and presets are data: a deck preset is a table of card
//! counts plus option defaults, and every wild's behaviour is a list of
//! [`Effect`]s interpreted by one resolver in `game/resolve.rs`.
//!
//! Module map, one job per file:
//! - `value.rs`: the [`Rules`] value, its validation, its plain values.
//! - `presets.rs`: the decks of R1 ([`DeckPreset`]), the house presets of
//!   R13 ([`HousePreset`]), and the test matrix [`house_variants`].
//! - `house.rs`: the R13 house rules, one enum ([`HouseRule`]) with one
//!   table of data (names, titles, descriptions, implications, exclusions).
//! - `questions.rs`: what the rules answer (`may_stack`, `may_jump_in`,
//!   `effects`, `decisions`, …): every house rule's behaviour.
//! - `effect.rs`: the effect vocabulary of R14 and its parser, `WC` rules.
//! - `scoring.rs`: scoring methods and game ends (R12).
//! - `teams.rs`: partnerships (R15): the `teams` option, teams and
//!   partners by seat.
//! - `spec.rs`: the file form ([`RulesSpec`]), reading and printing.
//! - `label.rs`: the one way the tools name a set of rules
//!   ([`Rules::label`]).
//! - [`lookup`]: the one lookup of names a person types (presets, house
//!   rules, scoring methods, game ends, teams) in any case and with `-`
//!   or `_`, with an error listing the valid names; files stay exact.
//! - `compiled.rs`: the questions' answers cached as bit masks.

mod compiled;
mod effect;
mod house;
mod label;
pub mod lookup;
mod presets;
mod questions;
mod scoring;
mod spec;
mod teams;
mod value;

pub use compiled::CompiledRules;
pub(crate) use compiled::Table;
pub use effect::{Effect, Target, WcRule};
pub use house::{HouseRule, HouseRuleInfo};
pub use presets::{DeckPreset, HousePreset, HOUSE_PRESETS};
pub use scoring::{GameEnd, Scoring, ScoringMethod};
pub use spec::{house_variants, OptionsSpec, RulesFormat, RulesSpec, ScoringSpec};
pub use teams::Teams;
pub use value::{FirstCard, Rules};

pub use crate::error::RulesError;
