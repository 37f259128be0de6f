//! `uno analyse` (issue 31, docs/coach.md): the JSON's shape on a recorded
//! game, the mark of a deliberate blunder, the plot, and bad input.

use std::process::{Command, Output};

use serde_json::Value;

const UNO: &str = env!("CARGO_BIN_EXE_uno");

fn uno(args: &[&str]) -> Output {
    Command::new(UNO).args(args).output().expect("uno runs")
}

/// R13 `stack_draw_two`: seat 0 could stack its last card, a Draw Two,
/// and win; it takes the two cards instead.
const BLUNDER: &str = r#"{"rules": {"preset": "classic", "house": ["stack_draw_two"]},
  "players": 2, "seed": 3,
  "position": {"hands": [["R+2"], ["B+2", "G4", "Y7", "B1", "G9"]],
    "discard": ["B5"], "to_act": 1},
  "actions": [{"by": 1, "do": "play", "card": "B+2"}, {"by": 0, "do": "draw"}]}"#;

#[test]
fn json_has_a_decision_list_with_the_documented_fields() {
    let dir = tempfile::tempdir().unwrap();
    let rec = dir.path().join("rec");
    let out = uno(&[
        "sim",
        "--bots",
        "random,hard",
        "--games",
        "1",
        "--seed",
        "4",
        "--quiet",
        "--record",
        rec.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let game = rec.join("game-0.json");
    let svg = dir.path().join("a.svg");
    let out = uno(&[
        "analyse",
        game.to_str().unwrap(),
        "--json",
        "--steps",
        "5000",
        "--plot",
        svg.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    let ds = v["decisions"].as_array().unwrap();
    assert!(ds.len() >= 4, "{v}");
    let mut seats = std::collections::BTreeSet::new();
    for d in ds {
        let seat = d["seat"].as_u64().unwrap();
        seats.insert(seat);
        assert!(d["action"]["do"].is_string(), "{d}");
        assert!(d["best"]["do"].is_string(), "{d}");
        let (win, best) = (d["win"].as_f64().unwrap(), d["best_win"].as_f64().unwrap());
        assert!(
            (0.0..=1.0).contains(&win) && (0.0..=1.0).contains(&best),
            "{d}"
        );
        assert!(best >= win, "{d}");
        assert!(!d["ratings"].as_array().unwrap().is_empty());
    }
    assert_eq!(seats.len(), 2, "every seat without --seat");
    assert_eq!(v["summary"].as_array().unwrap().len(), 2);
    let plot = std::fs::read_to_string(&svg).unwrap();
    assert!(plot.starts_with("<svg"), "{}", &plot[..plot.len().min(80)]);
    // The x axis counts actions: its labels are whole numbers (the y
    // axis's are percentages).
    let labels: Vec<&str> = plot
        .split("</text>")
        .filter_map(|t| t.rsplit_once('>').map(|(_, s)| s.trim()))
        .filter(|s| s.starts_with(|c: char| c.is_ascii_digit()) && !s.ends_with('%'))
        .collect();
    assert!(labels.contains(&"0"), "{labels:?}");
    assert!(
        labels.iter().all(|l| l.parse::<u32>().is_ok()),
        "{labels:?}"
    );
    // --seat keeps one seat's decisions.
    let out = uno(&[
        "analyse",
        game.to_str().unwrap(),
        "--json",
        "--steps",
        "5000",
        "--seat",
        "1",
    ]);
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(v["decisions"]
        .as_array()
        .unwrap()
        .iter()
        .all(|d| d["seat"] == 1));
}

#[test]
fn a_draw_two_not_stacked_when_stacking_wins_is_marked() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("blunder.json");
    std::fs::write(&f, BLUNDER).unwrap();
    let out = uno(&[
        "analyse",
        f.to_str().unwrap(),
        "--json",
        "--seat",
        "0",
        "--steps",
        "20000",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    let d = &v["decisions"][0];
    assert_eq!(d["action"]["do"], "draw", "{d}");
    assert_eq!(d["best"]["cards"][0], "R+2", "{d}");
    assert_eq!(d["mark"], "blunder", "{d}");
    // The text output marks it too.
    let out = uno(&[
        "analyse",
        f.to_str().unwrap(),
        "--seat",
        "0",
        "--steps",
        "20000",
    ]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("blunder"));
}

#[test]
fn bad_input_is_one_line_and_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("blunder.json");
    std::fs::write(&f, BLUNDER).unwrap();
    for args in [
        vec!["analyse", "/nonexistent.json"],
        vec!["analyse", f.to_str().unwrap(), "--seat", "5"],
        vec!["analyse", f.to_str().unwrap(), "--plot", "x.png"],
    ] {
        let out = uno(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.starts_with("uno analyse: ") && err.trim().lines().count() == 1,
            "{err}"
        );
        assert!(out.stdout.is_empty());
    }
}

/// R10.1: seat 0 plays down to one card without calling UNO and seat 1
/// catches it. `uno analyse` marks the play (JSON `missed_uno`, the text
/// "no UNO call" and the seat's summary); it used to show it unmarked.
#[test]
fn a_play_to_one_card_without_an_uno_call_is_marked() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("no-uno.json");
    std::fs::write(
        &f,
        r#"{"rules": "classic", "players": 2, "seed": 7,
        "position": {"hands": [["R5", "G7"], ["B2", "Y4", "G1", "B9", "Y8"]],
            "discard": ["R3"], "to_act": 0},
        "actions": [{"by": 0, "do": "play", "card": "R5"},
                    {"by": 1, "do": "catch", "target": 0}]}"#,
    )
    .unwrap();
    let args = [
        "analyse",
        f.to_str().unwrap(),
        "--seat",
        "0",
        "--steps",
        "5000",
    ];
    let out = uno(&[&args[..], &["--json"]].concat());
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    let d = &v["decisions"][0];
    assert_eq!(d["missed_uno"], true, "{d}");
    assert_eq!(d["mark"], "mistake", "{d}");
    assert_eq!(v["summary"][0]["missed_uno"], 1, "{v}");
    let out = uno(&args);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("?  mistake, no UNO call"), "{text}");
    assert!(text.contains("(1 play without an UNO call)"), "{text}");
}
