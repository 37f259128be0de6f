//! `uno verify`: checks a game's fairness after the fact. Given the seed
//! and salt revealed at the end of a game and the commitment published
//! before its deal, checks the commitment; given also the game as a
//! scenario file (`GET /api/games/{id}/scenario`), checks that the file
//! uses that seed and that every recorded action replays through the
//! engine, and prints the outcome.

use std::path::PathBuf;

use serde_json::json;
use uno_core::scenario::Scenario;

use crate::fair;

/// `uno verify`: check a seed commitment and replay a finished game.
#[derive(Clone, Debug, clap::Args)]
pub struct VerifyArgs {
    /// The commitment published at the start of the game (hex sha256)
    #[arg(long)]
    pub commitment: String,
    /// The seed revealed at the end of the game
    #[arg(long)]
    pub seed: u64,
    /// The salt revealed with it (hex)
    #[arg(long)]
    pub salt: String,
    /// The game as a scenario file (`-` for standard input)
    #[arg(long)]
    pub scenario: Option<PathBuf>,
}

/// Runs the checks; prints a JSON report. Ok(true) when all pass.
pub fn run(args: &VerifyArgs) -> Result<bool, String> {
    let commitment_ok = fair::verify(args.seed, &args.salt, &args.commitment);
    let mut report = json!({
        "commitment_ok": commitment_ok,
        "expected_commitment": fair::commitment(args.seed, &args.salt),
    });
    let mut ok = commitment_ok;
    if let Some(path) = &args.scenario {
        let text = if path.as_os_str() == "-" {
            std::io::read_to_string(std::io::stdin()).map_err(|e| format!("standard input: {e}"))?
        } else {
            std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?
        };
        let s = Scenario::parse(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        let seed_ok = s.seed == args.seed;
        let out = s.run().map_err(|e| format!("{}: {e}", path.display()))?;
        ok &= seed_ok && out.ok;
        report["scenario"] = json!({
            "seed_matches": seed_ok,
            "replays": out.ok,
            "actions": out.applied,
            "error": out.error,
            "game_over": out.state.game_over,
            "winners": out.state.game_winners,
            "scores": out.state.scores,
        });
    }
    report["ok"] = json!(ok);
    println!("{}", serde_json::to_string_pretty(&report).expect("json"));
    Ok(ok)
}
