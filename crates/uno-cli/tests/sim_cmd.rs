//! `uno sim`: JSON summary keys, recorded games that `uno scenario`
//! replays, and one-line errors with exit status 2.

use std::path::PathBuf;
use std::process::{Command, Output};

const UNO: &str = env!("CARGO_BIN_EXE_uno");

fn uno(args: &[&str]) -> Output {
    Command::new(UNO)
        .args(args)
        .output()
        .expect("the uno binary starts")
}

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("uno-sim-cmd-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn json_summary_has_the_documented_keys() {
    let o = uno(&[
        "sim",
        "--games",
        "200",
        "--bots",
        "random,easy,random",
        "--seed",
        "3",
        "--json",
        "--threads",
        "2",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("JSON on stdout");
    for key in [
        "games",
        "seconds",
        "games_per_sec",
        "turns_per_game",
        "win_rate_by_bot",
        "win_rate_by_seat",
        "win_rate_by_bot_ci95",
        "win_rate_by_seat_ci95",
        "first_player",
    ] {
        assert!(v.get(key).is_some(), "{key}");
    }
    assert_eq!(v["games"], 200);
    assert!(v["win_rate_by_bot"]["easy"].is_number());
    // Nothing but the summary on stdout; no progress bar off a terminal.
    assert!(
        o.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
}

#[test]
fn recorded_games_replay_with_uno_scenario() {
    let dir = scratch("record");
    let rec = dir.join("games");
    let csv = dir.join("games.csv");
    let o = uno(&[
        "sim",
        "--games",
        "12",
        "--rules",
        "killer",
        "--bots",
        "chaos,random,medium",
        "--record",
        rec.to_str().unwrap(),
        "--record-games",
        "0,5,11",
        "--csv",
        csv.to_str().unwrap(),
        "-q",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let csv = std::fs::read_to_string(&csv).unwrap();
    let rows: Vec<Vec<&str>> = csv
        .lines()
        .skip(1)
        .map(|l| l.split(',').collect())
        .collect();
    assert_eq!(rows.len(), 12);
    for i in [0usize, 5, 11] {
        let file = rec.join(format!("game-{i:02}.json"));
        let o = uno(&["scenario", file.to_str().unwrap()]);
        assert_eq!(
            o.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&o.stderr)
        );
        let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        assert_eq!(v["ok"], true);
        let state = &v["state"];
        assert_eq!(state["round_over"], true);
        let winner = state["round_winner"]
            .as_u64()
            .map(|w| w.to_string())
            .unwrap_or_default();
        let winners: Vec<String> = state["game_winners"]
            .as_array()
            .unwrap()
            .iter()
            .map(|w| w.to_string())
            .collect();
        let expected = if state["game_over"] == true {
            winners.join(" ")
        } else {
            winner
        };
        assert_eq!(rows[i][7], expected, "game {i}: winners");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_flags_exit_2_with_one_line() {
    for (args, want) in [
        (vec!["sim", "--bots", "random"], "2 to 10 seats"),
        (
            vec![
                "sim",
                "--bots",
                "random,random,random,random,random,random,random,random,random,random,random",
            ],
            "2 to 10 seats",
        ),
        (vec!["sim", "--bots", "random,wizard"], "unknown bot"),
        (vec!["sim", "--rules", "poker"], "unknown rules preset"),
        (
            vec!["sim", "--house", "zero_swap,zero_rotates"],
            "zero_rotates and zero_swap",
        ),
        (vec!["sim", "--plot", "x.gif"], ".svg or .png"),
    ] {
        let o = uno(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(o.stderr).unwrap();
        assert!(
            err.starts_with("uno sim: ") && err.contains(want),
            "{args:?}: {err}"
        );
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
        assert!(o.stdout.is_empty());
    }
}
