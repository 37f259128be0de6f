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

/// `uno sim ARGS --json --threads 2`, which must succeed with nothing on
/// standard error (no progress bar off a terminal): its summary.
fn sim_json(args: &[&str]) -> serde_json::Value {
    let all: Vec<&str> = ["sim"]
        .iter()
        .chain(args)
        .chain(&["--json", "--threads", "2"])
        .copied()
        .collect();
    let o = uno(&all);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(
        o.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    serde_json::from_slice(&o.stdout).expect("JSON on stdout")
}

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("uno-sim-cmd-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn json_summary_has_the_documented_keys() {
    let v = sim_json(&[
        "--games",
        "200",
        "--bots",
        "random,easy,random",
        "--seed",
        "3",
    ]);
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

/// Issue 13: ten random bots on Mario Kart, game 326 of seed 2 used to
/// loop for ever (every card in hands, nobody able to play). R6.5 ends a
/// blocked round; the run finishes with every game finished.
#[test]
fn the_mario_kart_run_that_hung_finishes() {
    let bots = ["random"; 10].join(",");
    let o = uno(&[
        "sim",
        "--rules",
        "mario-kart",
        "--bots",
        &bots,
        "--games",
        "327",
        "--seed",
        "2",
        "--threads",
        "1",
        "--json",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["games"], 327);
    assert_eq!(v["games_unfinished"], 0);
}

/// `--max-actions`: a capped game is reported unfinished with its seed,
/// in text and JSON; 0 is refused.
#[test]
fn max_actions_reports_unfinished_games() {
    let o = uno(&["sim", "--games", "40", "--seed", "1", "--max-actions", "20"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.starts_with("40 single rounds"), "{text}");
    let line = text
        .lines()
        .find(|l| l.starts_with("UNFINISHED"))
        .unwrap_or_else(|| panic!("no UNFINISHED line:\n{text}"));
    assert!(
        line.contains("20 actions") && line.contains("(seed "),
        "{line}"
    );
    let o = uno(&[
        "sim",
        "--games",
        "40",
        "--seed",
        "1",
        "--max-actions",
        "20",
        "--json",
    ]);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let unfinished = v["games_unfinished"].as_u64().unwrap();
    assert!(unfinished > 0);
    assert_eq!(v["games"].as_u64().unwrap() + unfinished, 40);
    assert!(v["unfinished"][0]["seed"].is_u64());
    let o = uno(&["sim", "--games", "4", "--max-actions", "0"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("--max-actions must be at least 1"));
}

/// The README's `--record DIR` works alone: every 100th game is saved.
#[test]
fn record_alone_saves_every_hundredth_game() {
    let dir = scratch("record-alone");
    let rec = dir.join("games");
    let o = uno(&[
        "sim",
        "--games",
        "250",
        "--record",
        rec.to_str().unwrap(),
        "-q",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let mut names: Vec<String> = std::fs::read_dir(&rec)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["game-000.json", "game-100.json", "game-200.json"]);
    let o = uno(&["scenario", rec.join("game-100.json").to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0));
    std::fs::remove_dir_all(&dir).ok();
}

/// The help texts point to the scenario format's real document.
#[test]
fn help_points_to_the_scenario_format_in_the_repository() {
    for cmd in ["scenario", "sim"] {
        let o = uno(&[cmd, "--help"]);
        let help = String::from_utf8_lossy(&o.stdout);
        assert!(!help.contains("SCENARIOS.md"), "{cmd}: {help}");
        assert!(help.contains("scenarios/README.md"), "{cmd}: {help}");
    }
    let docs = concat!(env!("CARGO_MANIFEST_DIR"), "/../../");
    assert!(std::path::Path::new(docs)
        .join("scenarios/README.md")
        .is_file());
    let rules = std::fs::read_to_string(format!("{docs}docs/rules.md")).unwrap();
    assert!(!rules.contains("SCENARIOS.md"));
}

/// R15: `uno sim --rules-file teams.toml --json` prints `team_win_rate`,
/// one entry per team with its 95% interval, beside the per-seat figures;
/// partners' rates are their team's; `--teams pairs` does the same, and a
/// table of 3 with teams is refused (R15.1).
#[test]
fn r15_sim_reports_team_win_rates() {
    let dir = scratch("teams");
    let teams = dir.join("teams.toml");
    std::fs::write(&teams, "teams = \"pairs\"\n").unwrap();
    let o = uno(&[
        "sim",
        "--rules-file",
        teams.to_str().unwrap(),
        "--bots",
        "medium,random,medium,random",
        "--games",
        "200",
        "--json",
        "--threads",
        "2",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("JSON on stdout");
    let teams = v["team_win_rate"].as_array().expect("team_win_rate");
    assert_eq!(teams.len(), 2);
    let mut total = 0;
    for (t, e) in teams.iter().enumerate() {
        assert_eq!(e["team"], t);
        assert_eq!(e["seats"], serde_json::json!([t, t + 2]));
        let ci = e["ci95"].as_array().unwrap();
        let rate = e["rate"].as_f64().unwrap();
        assert!(ci[0].as_f64().unwrap() <= rate && rate <= ci[1].as_f64().unwrap());
        // Partners win together: each seat's rate is its team's.
        for s in [t, t + 2] {
            assert_eq!(v["win_rate_by_seat"][s].as_f64().unwrap(), rate);
        }
        total += e["wins"].as_u64().unwrap();
    }
    assert_eq!(total, 200, "one team wins each round");
    assert_eq!(teams[0]["bots"], serde_json::json!(["medium", "medium"]));
    // Two mediums beat two randoms.
    assert!(
        teams[0]["rate"].as_f64().unwrap() > 0.6,
        "{}",
        v["team_win_rate"]
    );
    // --teams pairs on a preset, and the text names the teams.
    let o = uno(&[
        "sim",
        "--teams",
        "pairs",
        "--bots",
        "random,random,random,random,random,random",
        "--games",
        "30",
        "--threads",
        "1",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(String::from_utf8_lossy(&o.stdout).contains("win rate by team"));
    // Without teams there is no team_win_rate.
    let o = uno(&["sim", "--games", "10", "--json", "--threads", "1"]);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert!(v.get("team_win_rate").is_none());
    // R15.1: three seats cannot form teams.
    let o = uno(&["sim", "--teams", "pairs", "--bots", "random,random,random"]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("R15.1") && err.lines().count() == 1, "{err}");
    std::fs::remove_dir_all(&dir).ok();
}

/// `uno sim --bot` refuses a bot whose command never runs before playing,
/// like `uno arena` (exit 2, the bot's name and what happened); it used to
/// play every game with the fallback in its seat and print a summary.
#[test]
fn a_bot_that_never_runs_is_refused_before_playing() {
    let o = uno(&[
        "sim",
        "--bot",
        "nf=/nonexistent/dir/my-bot",
        "--bots",
        "nf,random",
        "--games",
        "3",
    ]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains("uno sim: --bot nf: the bot exited with status 127 (the shell's status for a command not found) before the handshake"),
        "{err}"
    );
    assert!(o.stdout.is_empty(), "no summary");
    // A bot that passes the handshake and fails later is counted, not
    // refused: it exits at its 3rd decision of each game.
    let script = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../uno-bots/tests/bots/sh_bot.sh"
    );
    let late = format!("late=sh '{script}' exit");
    let o = uno(&[
        "sim",
        "--bot",
        &late,
        "--bots",
        "late,random",
        "--games",
        "2",
        "--json",
        "--threads",
        "1",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("JSON on stdout");
    assert_eq!(v["seats"][0]["faults"]["crashes"], 2, "{v}");
    assert_eq!(v["seats"][0]["faults"]["timeouts"], 0, "{v}");
}

/// The header names the rules asked for (`uno_core::Rules::label`, the
/// one naming `uno arena` and the plots use too): it said
/// "custom (classic)" for killer with penalty scoring.
#[test]
fn the_header_names_the_rules_asked_for() {
    for (flags, want) in [
        (
            vec!["--rules", "killer", "--scoring", "penalty"],
            "3 single rounds of killer, scoring penalty, 2 seats",
        ),
        (
            vec!["--rules", "killer"],
            "3 single rounds of killer, 2 seats",
        ),
        (
            vec!["--house", "seven_swap", "--target", "300"],
            "3 single rounds of classic + seven_swap, target 300, 2 seats",
        ),
    ] {
        let mut args = vec!["sim", "--games", "3", "--threads", "1"];
        args.extend(&flags);
        let o = uno(&args);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let text = String::from_utf8_lossy(&o.stdout);
        let first = text.lines().next().unwrap_or_default();
        assert!(first.starts_with(want), "{flags:?}: {first}");
    }
    // One round or game is said in the singular ("1 single rounds" before).
    for (flags, want) in [
        (vec![], "1 single round of classic, 2 seats"),
        (
            vec!["--whole-games", "--game-end", "hands:2"],
            "1 game of classic, game_end hands:2, 2 seats",
        ),
    ] {
        let mut args = vec!["sim", "--games", "1", "--threads", "1"];
        args.extend(&flags);
        let o = uno(&args);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        assert!(
            o.stderr.is_empty(),
            "{}",
            String::from_utf8_lossy(&o.stderr)
        );
        let text = String::from_utf8_lossy(&o.stdout);
        let first = text.lines().next().unwrap_or_default();
        assert!(first.starts_with(want), "{flags:?}: {first}");
    }
}

/// R12.2: the target and the game end end whole games; without
/// `--whole-games` each game is one round, so they are not used, and the
/// run says so on standard error (it said nothing) and goes on.
#[test]
fn a_game_end_without_whole_games_is_reported_unused() {
    for (flags, want) in [
        (
            vec!["--game-end", "hands:2"],
            Some("--game-end is not used"),
        ),
        (vec!["--target", "200"], Some("--target is not used")),
        (
            vec!["--target", "200", "--game-end", "target"],
            Some("--target and --game-end are not used"),
        ),
        (vec!["--whole-games", "--target", "200"], None),
    ] {
        let mut args = vec!["sim", "--games", "2", "--threads", "1"];
        args.extend(&flags);
        let o = uno(&args);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let err = String::from_utf8_lossy(&o.stderr);
        match want {
            Some(w) => {
                assert!(err.starts_with("uno sim: warning: "), "{flags:?}: {err}");
                assert!(
                    err.contains(w) && err.contains("--whole-games"),
                    "{flags:?}: {err}"
                );
            }
            None => assert!(err.is_empty(), "{flags:?}: {err}"),
        }
    }
}

/// R13 last_holding_loses: "scoring is `none`". An explicit
/// `--scoring penalty` under it is not used: the run goes on (exit 0) and
/// says so on stderr; it used to be silently unscored. `uno arena` warns
/// the same way (its rules file may ask for scoring).
#[test]
fn an_unused_scoring_under_last_holding_loses_is_a_warning() {
    let o = uno(&[
        "sim",
        "--house",
        "last_holding_loses",
        "--scoring",
        "penalty",
        "--whole-games",
        "--games",
        "3",
        "--threads",
        "1",
    ]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "{err}");
    assert!(
        err.contains("uno sim: warning: scoring penalty is not used: under last_holding_loses"),
        "{err}"
    );
    assert!(!o.stdout.is_empty());
    // Without the flag, or without the house rule: no warning.
    for flags in [
        vec!["--house", "last_holding_loses"],
        vec!["--scoring", "penalty"],
    ] {
        let mut args = vec!["sim", "--games", "3", "--threads", "1"];
        args.extend(&flags);
        let o = uno(&args);
        assert!(o.status.success());
        assert!(
            !String::from_utf8_lossy(&o.stderr).contains("warning"),
            "{flags:?}"
        );
    }
    let dir = scratch("lhl-arena");
    let file = dir.join("lhl.toml");
    std::fs::write(
        &file,
        "house = [\"last_holding_loses\"]\n[scoring]\nmethod = \"average\"\n",
    )
    .unwrap();
    let o = uno(&[
        "arena",
        "--rules-file",
        file.to_str().unwrap(),
        "--bots",
        "easy,random",
        "--rounds",
        "2",
        "--bootstrap",
        "0",
        "--threads",
        "1",
    ]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "{err}");
    assert!(
        err.contains("uno arena: warning: scoring average is not used"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `uno sim` takes names as `uno play` does (the one lookup of typed
/// names, R1, R12.2, R13): `Hello_Kitty`, `hello-kitty`, `HELLO-KITTY`
/// are one preset, `Jump-In` is `jump_in`; an unknown one is one line
/// naming every preset.
#[test]
fn names_are_taken_in_any_case_with_dash_or_underscore() {
    for typed in ["Hello_Kitty", "hello-kitty", "HELLO-KITTY"] {
        let o = uno(&[
            "sim",
            "--rules",
            typed,
            "--house",
            "Jump-In",
            "--scoring",
            "Average",
            "--games",
            "4",
            "--bots",
            "random,random",
            "--quiet",
        ]);
        assert!(
            o.status.success(),
            "{typed}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        let text = String::from_utf8_lossy(&o.stdout);
        assert!(text.contains("hello-kitty + jump_in"), "{typed}: {text}");
    }
    let o = uno(&["sim", "--rules", "Poker_Night", "--games", "1"]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(
        err.starts_with(
            "uno sim: --rules: unknown rules preset \"Poker_Night\"; expected one of: "
        ),
        "{err}"
    );
    for name in uno_core::Rules::preset_names() {
        assert!(err.contains(name), "{err}");
    }
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
}

#[test]
fn the_text_summary_keeps_its_rates_in_one_column_for_long_bot_names() {
    let o = uno(&[
        "sim",
        "--games",
        "20",
        "--bots",
        "hard@2000,random,easy",
        "--seed",
        "1",
        "--threads",
        "1",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = String::from_utf8(o.stdout).unwrap();
    // Where each line's rate (the first "0." or "1.0") starts.
    let column = |prefix: &str| -> Vec<usize> {
        text.lines()
            .filter(|l| l.starts_with(prefix))
            .map(|l| {
                let at = |p: &str| l.find(p).unwrap_or(usize::MAX);
                at(" 0.").min(at(" 1.0"))
            })
            .collect()
    };
    for prefix in ["  seat ", "  hard@2000 ", "  random ", "  easy "] {
        let cols = column(prefix);
        assert!(!cols.is_empty(), "no line starts with {prefix:?}:\n{text}");
    }
    let seats = column("  seat ");
    assert_eq!(seats.len(), 3, "{text}");
    assert!(
        seats.iter().all(|&c| c == seats[0]),
        "seat rates out of line:\n{text}"
    );
    let bots: Vec<usize> = ["  hard@2000 ", "  random ", "  easy "]
        .iter()
        .flat_map(|p| column(p))
        .collect();
    assert!(
        bots.iter().all(|&c| c == bots[0]),
        "bot rates out of line:\n{text}"
    );
}

#[test]
fn a_level_pooled_over_partners_is_as_sure_as_its_team_not_twice_as_sure() {
    // `uno sim` in teams of two (R15), seed 3: its JSON summary.
    let sim = |games: &str, bots: &str| {
        sim_json(&[
            "--games", games, "--bots", bots, "--teams", "pairs", "--seed", "3",
        ])
    };
    let pair = |x: &serde_json::Value| [x[0].as_f64().unwrap(), x[1].as_f64().unwrap()];
    // The two `medium` seats are partners and win together (R15.3), so
    // the pooled level's interval counts games, as its team's does.
    let v = sim("300", "medium,easy,medium,easy");
    let level = pair(&v["win_rate_by_bot_ci95"]["medium"]);
    let team = pair(&v["team_win_rate"][0]["ci95"]);
    assert!(
        (level[0] - team[0]).abs() < 2e-3 && (level[1] - team[1]).abs() < 2e-3,
        "medium pooled {level:?}, its team {team:?}"
    );
    // Opposite teams, one `medium` in each: exactly one of them wins
    // every round, so the pooled rate is one half, with no spread.
    let v = sim("100", "medium,easy,easy,medium");
    assert_eq!(v["win_rate_by_bot"]["medium"], 0.5);
    assert_eq!(pair(&v["win_rate_by_bot_ci95"]["medium"]), [0.5, 0.5]);
}
