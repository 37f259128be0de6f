//! `uno verify`: a seed commitment checks out, or does not; with the game
//! as a scenario file, the file's seed and its replay are checked too.

use std::process::Command;

use uno_server::fair;

const UNO: &str = env!("CARGO_BIN_EXE_uno");

fn verify(args: &[&str]) -> (i32, serde_json::Value) {
    let out = Command::new(UNO).arg("verify").args(args).output().unwrap();
    let report = serde_json::from_slice(&out.stdout).unwrap_or_default();
    (out.status.code().unwrap_or(-1), report)
}

#[test]
fn commitments_and_replays_are_checked() {
    let c = fair::commitment(101, "ab12");
    let (code, r) = verify(&["--commitment", &c, "--seed", "101", "--salt", "ab12"]);
    assert_eq!(code, 0, "{r}");
    assert_eq!(r["commitment_ok"], true);
    let (code, r) = verify(&["--commitment", &c, "--seed", "102", "--salt", "ab12"]);
    assert_eq!(code, 1);
    assert_eq!(r["commitment_ok"], false);
    // A scenario with that seed replays.
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../scenarios/r01-classic-deck.json"
    );
    let (code, r) = verify(&[
        "--commitment",
        &c,
        "--seed",
        "101",
        "--salt",
        "ab12",
        "--scenario",
        file,
    ]);
    assert_eq!(code, 0, "{r}");
    assert_eq!(r["scenario"]["seed_matches"], true);
    assert_eq!(r["scenario"]["replays"], true);
    // The same file against another game's seed does not.
    let c2 = fair::commitment(7, "ab12");
    let (code, r) = verify(&[
        "--commitment",
        &c2,
        "--seed",
        "7",
        "--salt",
        "ab12",
        "--scenario",
        file,
    ]);
    assert_eq!(code, 1);
    assert_eq!(r["scenario"]["seed_matches"], false);
}
