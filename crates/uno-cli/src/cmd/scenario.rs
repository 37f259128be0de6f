//! `uno scenario FILE`: run a scenario file (the format of `scenarios/README.md`).

use std::path::PathBuf;

use uno_core::scenario::Scenario;

use super::{fail, input_name, print, read_input};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The scenario file (JSON), or `-` for standard input
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
}

/// Runs the scenario; returns the exit status (0, 1 or 2).
pub fn run(args: &Args) -> u8 {
    let bytes = match read_input(&args.file) {
        Ok(b) => b,
        Err(e) => return fail("scenario", &e),
    };
    let result = Scenario::parse_bytes(&bytes).and_then(|s| s.run());
    match result {
        Ok(out) => {
            print(&out.to_json());
            out.exit_code()
        }
        Err(e) => fail("scenario", &format!("{}: {e}", input_name(&args.file))),
    }
}
