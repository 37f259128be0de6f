//! Scenario files (SCENARIOS.md): parse, run, report. Pure: no I/O.
//!
//! A scenario is one JSON document: rules, seats, a seed, a start (a deal,
//! possibly with a stacked deck, or a position) and a list of actions.
//!
//! - [`Scenario::parse`] checks the document completely before anything
//!   runs; every problem becomes a [`ScenarioError`] (exit status 2) whose
//!   message is one line naming the place, such as
//!   `actions[3].card: unknown card "Q7" (…)`.
//! - [`Scenario::run`] builds the game ([`Setup::build`]), applies the
//!   actions in order and stops at the first rejected one (exit status 1).
//!   The result, a [`ScenarioOutput`], serializes to SCENARIOS.md's
//!   "Output", the referee's events ([`RefereeEvent`], every card shown).
//! - [`Scenario::from_record`] writes a played game back as a scenario (the
//!   simulator saves games this way); [`Scenario::to_json`] prints it.
//!
//! ```
//! use uno_core::scenario::run_scenario;
//! let out = run_scenario(r#"{"rules": "classic", "players": 2, "seed": 1,
//!     "position": {"hands": [["B7", "Y3"], ["G2", "G4"]], "discard": ["B2"]},
//!     "actions": [{"by": 0, "do": "play", "card": "B7"}]}"#).unwrap();
//! assert_eq!(out.exit_code(), 0);
//! assert_eq!(out.state.exposed, vec![uno_core::Seat::new(0)]);
//! ```
//!
//! Module map: `format.rs` (the file's types and how they print),
//! `parse.rs` (reading and checking a document; actions are read by the
//! one action parser, [`crate::action::Action::from_fields`]), `error.rs`
//! ([`ScenarioError`]), `run.rs` (running and the output).

mod error;
mod format;
mod parse;
mod run;
#[cfg(test)]
mod tests;

pub use crate::action::VERBS;
pub use error::ScenarioError;
pub use format::{RulesRef, Scenario, ScenarioAction, ScenarioFile};
pub use run::{Rejection, ScenarioOutput, ScenarioState};

/// Parses a scenario and runs it: the whole of `uno scenario` but the I/O.
pub fn run_scenario(text: &str) -> Result<ScenarioOutput, ScenarioError> {
    Scenario::parse(text)?.run()
}

/// Like [`run_scenario`], for bytes that may not be UTF-8.
pub fn run_scenario_bytes(bytes: &[u8]) -> Result<ScenarioOutput, ScenarioError> {
    Scenario::parse_bytes(bytes)?.run()
}

/// The exit status of `uno scenario` for a result: 0 every action applied,
/// 1 an action rejected, 2 a malformed scenario.
pub fn exit_code(result: &Result<ScenarioOutput, ScenarioError>) -> u8 {
    match result {
        Ok(out) => out.exit_code(),
        Err(e) => e.exit_code(),
    }
}
