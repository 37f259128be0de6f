//! `uno arena`: one-line errors, small runs that finish, the JSON report's
//! fields, `peek` and budgets by name, and external bots with their
//! faults counted.

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
    let d = std::env::temp_dir().join(format!("uno-arena-cmd-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn sh_bot(mode: &str) -> String {
    let script = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../uno-bots/tests/bots/sh_bot.sh"
    );
    format!("sh '{script}' {mode}")
}

fn json(o: &Output) -> serde_json::Value {
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    serde_json::from_slice(&o.stdout).expect("JSON on stdout")
}

fn bot<'a>(v: &'a serde_json::Value, name: &str) -> &'a serde_json::Value {
    v["bots"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["name"] == name)
        .unwrap_or_else(|| panic!("no bot {name} in {v}"))
}

#[test]
fn bad_input_is_one_line_and_exit_2() {
    for (args, want) in [
        (
            vec!["arena", "--bots", "random,genius"],
            "unknown bot \"genius\"",
        ),
        (vec!["arena", "--bots", "random"], "at least 2"),
        (vec!["arena", "--bots", "random,random"], "given twice"),
        (
            vec!["arena", "--bots", "random,medium@5ms"],
            "only hard and peek",
        ),
        (
            vec!["arena", "--bots", "random,easy", "--gauntlet", "medium"],
            "--gauntlet medium: not one of the bots",
        ),
        (
            vec!["arena", "--bots", "random,easy", "--players", "1"],
            "--players 1",
        ),
        (
            vec!["arena", "--bots", "random,easy", "--rounds", "0"],
            "--rounds",
        ),
        (
            vec!["arena", "--bots", "random,x", "--bot", "hard=cat"],
            "built-in",
        ),
        (
            vec!["arena", "--bots", "random,easy", "--plot", "a.gif"],
            ".svg or .png",
        ),
    ] {
        let o = uno(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.starts_with("uno arena: "), "{args:?}: {err}");
        assert!(err.contains(want), "{args:?}: {err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
        assert!(o.stdout.is_empty());
    }
}

#[test]
fn a_small_round_robin_finishes_and_writes_json_and_a_plot() {
    let dir = scratch("rr");
    let file = dir.join("arena.json");
    let plot = dir.join("ratings.svg");
    let o = uno(&[
        "arena",
        "--bots",
        "random,easy",
        "--rounds",
        "30",
        "--seed",
        "5",
        "--threads",
        "2",
        "--bootstrap",
        "50",
        "--json",
        file.to_str().unwrap(),
        "--plot",
        plot.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.contains("random vs easy"), "{text}");
    assert!(text.contains("Bradley–Terry"), "{text}");
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    for key in [
        "scheme",
        "players",
        "rules",
        "rounds_per_pairing",
        "seed",
        "seconds",
        "command",
        "rating",
        "bots",
        "pairings",
    ] {
        assert!(v.get(key).is_some(), "{key} in {v}");
    }
    assert_eq!(v["scheme"], "round_robin");
    assert_eq!(v["rounds_per_pairing"], 30);
    assert_eq!(v["rating"]["model"], "bradley_terry_mm");
    // No medium: the mean rating is 1500.
    assert!(v["rating"]["anchor"].is_null());
    let (r, e) = (bot(&v, "random"), bot(&v, "easy"));
    let mean = (r["rating"].as_f64().unwrap() + e["rating"].as_f64().unwrap()) / 2.0;
    assert!((mean - 1500.0).abs() < 1e-6, "{mean}");
    for b in [r, e] {
        for key in ["rating_ci95", "rounds", "cost", "research", "kind"] {
            assert!(b.get(key).is_some(), "{key} in {b}");
        }
        assert_eq!(b["rounds"], 30);
        assert!(b["cost"]["decisions"].as_u64().unwrap() > 0);
        assert!(b["cost"]["p99_ms"].as_f64().unwrap() >= b["cost"]["median_ms"].as_f64().unwrap());
        let ci = b["rating_ci95"].as_array().unwrap();
        assert!(ci[0].as_f64().unwrap() <= b["rating"].as_f64().unwrap());
    }
    let p = &v["pairings"][0];
    assert_eq!(p["rounds"], 30);
    // 1v1: both bots hold one seat in every round.
    assert_eq!(p["a_win"]["trials"], 30);
    assert_eq!(p["b_win"]["trials"], 30);
    assert_eq!(
        p["a_win"]["wins"].as_u64().unwrap() + p["b_win"]["wins"].as_u64().unwrap(),
        30 - p["no_winner"].as_u64().unwrap()
    );
    let svg = std::fs::read_to_string(&plot).unwrap();
    assert!(svg.contains("<svg") && svg.contains("easy"));
    // Same seed, same results (no time budgets here).
    let again = json(&uno(&[
        "arena",
        "--bots",
        "random,easy",
        "--rounds",
        "30",
        "--seed",
        "5",
        "--threads",
        "1",
        "--bootstrap",
        "50",
        "--json",
        "-",
    ]));
    assert_eq!(again["pairings"], v["pairings"]);
    assert_eq!(again["bots"][0]["rating"], v["bots"][0]["rating"]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn peek_and_budgets_are_accepted_by_name_in_a_gauntlet() {
    let v = json(&uno(&[
        "arena",
        "--bots",
        "medium,peek@300,hard@300",
        "--gauntlet",
        "medium",
        "--players",
        "3",
        "--rounds",
        "2",
        "--bootstrap",
        "20",
        "--json",
        "-",
    ]));
    assert_eq!(v["scheme"], "gauntlet");
    assert_eq!(v["gauntlet"], "medium");
    assert_eq!(v["rating"]["anchor"], "medium");
    assert_eq!(bot(&v, "medium")["rating"], 1500.0);
    assert_eq!(bot(&v, "peek@300")["research"], true);
    assert_eq!(bot(&v, "hard@300")["research"], false);
    assert_eq!(v["pairings"].as_array().unwrap().len(), 2);
    for p in v["pairings"].as_array().unwrap() {
        assert_eq!(p["a"], "medium");
        // 3 seats: each bot is alone at a seat in one of the two rounds.
        assert_eq!(
            p["b_win"]["trials"].as_u64().unwrap() + p["unfinished"].as_u64().unwrap(),
            1
        );
    }
    // Markdown rows name the research bot.
    let o = uno(&[
        "arena",
        "--bots",
        "medium,peek@300",
        "--rounds",
        "2",
        "--bootstrap",
        "20",
        "--markdown",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let md = String::from_utf8_lossy(&o.stdout);
    assert!(md.contains("| `peek@300` (sees all hands) |"), "{md}");
    assert!(md.contains("| `medium` | 1500 (anchor) |"), "{md}");
    assert!(md.contains("uno arena --bots medium,peek@300"), "{md}");
}

/// A trained network from a file (`learned@FILE`, as `uno_env.train`
/// exports it) plays in the arena beside the embedded `learned`; a file
/// that is not a network is refused before anything is played.
#[test]
fn a_learned_network_from_a_file_takes_a_seat() {
    let weights = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../uno-bots/weights/learned.safetensors"
    );
    let mine = format!("learned@{weights}");
    let v = json(&uno(&[
        "arena",
        "--bots",
        &format!("random,learned,{mine}"),
        "--rounds",
        "4",
        "--bootstrap",
        "20",
        "--json",
        "-",
    ]));
    assert_eq!(v["pairings"].as_array().unwrap().len(), 3);
    let b = bot(&v, &mine);
    assert_eq!(b["research"], false);
    // The same network as the embedded one, on the same deals: even.
    let p = v["pairings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["a"] == "learned" && p["b"] == mine.as_str())
        .unwrap_or_else(|| panic!("no learned vs {mine} in {v}"));
    assert_eq!(
        p["a_win"]["wins"].as_u64().unwrap(),
        p["b_win"]["wins"].as_u64().unwrap(),
        "{p}"
    );

    let dir = scratch("learned-file");
    let junk = dir.join("junk.safetensors");
    std::fs::write(&junk, b"{}").unwrap();
    let o = uno(&[
        "arena",
        "--bots",
        &format!("random,learned@{}", junk.display()),
    ]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.starts_with("uno arena: ") && err.contains("cannot load the network"),
        "{err}"
    );
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
}

#[test]
fn external_bots_play_and_their_faults_are_counted() {
    let good = format!("sh1={}", sh_bot("first"));
    let bad = format!("sh2={}", sh_bot("illegal"));
    let o = uno(&[
        "arena",
        "--bots",
        "sh1,sh2,random",
        "--bot",
        &good,
        "--bot",
        &bad,
        "--gauntlet",
        "random",
        "--rounds",
        "2",
        "--bootstrap",
        "20",
        "--json",
        "-",
    ]);
    let v = json(&o);
    let (b1, b2) = (bot(&v, "sh1"), bot(&v, "sh2"));
    assert_eq!(b1["kind"], "external");
    assert!(b1["command"].as_str().unwrap().contains("sh_bot.sh"));
    assert_eq!(b1["faults"]["illegal"], 0);
    assert!(b1["cost"]["decisions"].as_u64().unwrap() > 0);
    // The illegal bot answers index 999 from its 3rd decision on: refused
    // every time, once per decision, in both rounds.
    assert!(b2["faults"]["illegal"].as_u64().unwrap() >= 2, "{b2}");
    assert_eq!(b2["faults"]["timeouts"], 0);
    assert!(bot(&v, "random")["faults"].is_null());
    assert!(String::from_utf8_lossy(&o.stderr).contains("external bot sh2"));
}

/// A bot whose command never runs (not found, exits before the handshake,
/// answers the handshake wrongly) is refused before anything is played,
/// exit 2, naming the bot and what happened: it used to be played by the
/// fallback in every round and rated like any other bot. The JSON file
/// asked for is not written.
#[test]
fn a_bot_that_never_runs_is_refused_before_the_tournament() {
    let dir = scratch("never-runs");
    let out = dir.join("report.json");
    let exits = format!("early={}", "echo 'cannot load the model' >&2; exit 3");
    let bad_hello = format!("bh={}", sh_bot("badhello"));
    for (bot, want) in [
        (
            "nf=/nonexistent/dir/my-bot --fast",
            "--bot nf: the bot exited with status 127 (the shell's status for a command not found) before the handshake (command: /nonexistent/dir/my-bot --fast); nothing was played",
        ),
        (
            exits.as_str(),
            "--bot early: the bot exited with status 3 before the handshake",
        ),
        (bad_hello.as_str(), "--bot bh: bad handshake"),
    ] {
        let name = bot.split_once('=').unwrap().0;
        let lineup = format!("{name},random");
        let o = uno(&[
            "arena",
            "--bot",
            bot,
            "--bots",
            &lineup,
            "--rounds",
            "2",
            "--json",
            out.to_str().unwrap(),
        ]);
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{bot}: {err}");
        assert!(err.contains(&format!("uno arena: {want}")), "{bot}: {err}");
        assert!(o.stdout.is_empty(), "{bot}: nothing rated");
        assert!(!out.exists(), "{bot}: no report written");
        // The fallback's per-game message is not printed: nothing played.
        assert!(!err.contains("fallback"), "{bot}: {err}");
    }
    // The bot's own stderr still reaches the user (here its last words).
    let o = uno(&[
        "arena",
        "--bot",
        &exits,
        "--bots",
        "early,random",
        "--rounds",
        "2",
    ]);
    assert!(String::from_utf8_lossy(&o.stderr).contains("cannot load the model"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The report's first line names the rules as `uno sim` does
/// (`uno_core::Rules::label`): it listed killer's house rules one by one
/// on the classic deck ("classic + stack_draw_two, stack_draw_four, …").
#[test]
fn the_header_names_the_rules_as_uno_sim_does() {
    let first = first_line_of_two_rounds("killer", "seven_swap");
    assert!(
        first.starts_with("uno arena: round-robin, killer + seven_swap rules, 2 seats"),
        "{first}"
    );
    // Two rounds are one deal played twice: "1 paired deal", not "deals".
    assert!(
        first.contains("2 rounds per pairing (1 paired deal),"),
        "{first}"
    );
}

/// The first line (the header) of `uno arena` playing `easy` against
/// `random` for two rounds on `rules` with `house`.
fn first_line_of_two_rounds(rules: &str, house: &str) -> String {
    let o = uno(&[
        "arena",
        "--rules",
        rules,
        "--house",
        house,
        "--bots",
        "easy,random",
        "--rounds",
        "2",
        "--bootstrap",
        "0",
        "--threads",
        "1",
    ]);
    assert!(
        o.status.success(),
        "{rules} + {house}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    let text = String::from_utf8_lossy(&o.stdout);
    text.lines().next().unwrap_or_default().to_string()
}

/// `uno arena` takes names as `uno play` and `uno sim` do (the one lookup
/// of typed names, R1, R13): `Hello_Kitty`, `hello-kitty`, `HELLO-KITTY`;
/// an unknown house rule is one line naming every valid one.
#[test]
fn names_are_taken_in_any_case_with_dash_or_underscore() {
    for typed in ["Hello_Kitty", "hello-kitty", "HELLO-KITTY"] {
        let first = first_line_of_two_rounds(typed, "Seven-Swap");
        assert!(
            first.contains("hello-kitty + seven_swap rules"),
            "{typed}: {first}"
        );
    }
    let o = uno(&["arena", "--house", "Tele-Port", "--bots", "easy,random"]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(
        err.starts_with("uno arena: --house: unknown house rule \"Tele-Port\"; expected one of: "),
        "{err}"
    );
    assert!(err.contains("jump_in") && err.contains("german"), "{err}");
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
}
