//! `uno`: the command-line front end of the UNO platform. Thin: it parses
//! arguments and hands each subcommand to its module.
//!
//! Module map:
//! - [`cmd`]: what the subcommands share: reading a file or standard input,
//!   one-line error messages, writing to standard output.
//! - [`cmd::scenario`]: `uno scenario FILE` runs a scenario file
//!   (SCENARIOS.md) and prints the result as JSON; exit 0, 1 or 2.
//! - [`cmd::rules`]: `uno rules` lists presets, house rules and scoring
//!   methods; `uno rules show NAME` prints a preset's rules; `uno rules
//!   check FILE` loads a rules file and prints it back normalized (R14).
//!
//! `play`, `sim` and `serve` will join them as modules of [`cmd`].

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod cmd;

/// UNO: run scenarios, inspect and check rules.
#[derive(Debug, Parser)]
#[command(name = "uno", version, propagate_version = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Run a scenario file and print the resulting state and events as JSON
    ///
    /// Exit status: 0 when every action was applied, 1 when an action was
    /// rejected (the output shows the state just before it and the error),
    /// 2 when the scenario is malformed (a one-line message on standard
    /// error, nothing on standard output). See SCENARIOS.md for the format.
    Scenario(cmd::scenario::Args),
    /// List rule presets, house rules and scoring methods; show or check rules
    Rules(cmd::rules::Args),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let code = match cli.command {
        Command::Scenario(args) => cmd::scenario::run(&args),
        Command::Rules(args) => cmd::rules::run(&args),
    };
    ExitCode::from(code)
}
