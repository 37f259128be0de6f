//! `uno rules`: the listing names every preset, house rule and scoring
//! method; `uno rules show NAME` round-trips through `uno rules check`;
//! bad files exit 2 with one line.

use std::path::PathBuf;
use std::process::{Command, Output};

use uno_core::rules::{HouseRule, ScoringMethod, HOUSE_PRESETS};
use uno_core::{DeckPreset, Rules};

const UNO: &str = env!("CARGO_BIN_EXE_uno");

fn uno(args: &[&str]) -> Output {
    Command::new(UNO)
        .args(args)
        .output()
        .expect("the uno binary starts")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("UTF-8 output")
}

/// A fresh scratch directory for one test.
fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("uno-rules-cmd-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn assert_bad(what: &str, o: &Output, prefix: &str) {
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{what}: {err}");
    assert!(o.stdout.is_empty(), "{what}: stdout {:?}", stdout(o));
    assert_eq!(err.lines().count(), 1, "{what}: {err:?}");
    assert!(err.starts_with(prefix), "{what}: {err:?}");
}

#[test]
fn the_listing_names_everything_one_line_each() {
    for args in [&["rules"][..], &["rules", "list"][..]] {
        let o = uno(args);
        assert_eq!(o.status.code(), Some(0));
        let text = stdout(&o);
        let names: Vec<&str> = DeckPreset::ALL
            .iter()
            .map(|p| p.name())
            .chain(HOUSE_PRESETS.iter().map(|p| p.name))
            .chain(HouseRule::ALL.map(HouseRule::name))
            .chain(ScoringMethod::ALL.iter().map(|m| m.name()))
            .collect();
        for name in names {
            let lines = text
                .lines()
                .filter(|l| l.split_whitespace().next() == Some(name))
                .count();
            assert_eq!(lines, 1, "{name} should open exactly one line of:\n{text}");
        }
        for p in DeckPreset::ALL {
            assert!(text.contains(p.describe()), "{}", p.name());
        }
        for r in HouseRule::ALL {
            // (Its "(excludes …)" is said once, in the line's brackets.)
            let d = r.info().description;
            let d = d.split(" (excludes").next().unwrap_or(d);
            assert!(text.contains(d), "{r}");
        }
    }
}

/// The listing comes from the rules catalogue: R13 implications and
/// exclusions, every option with its limits, every game end (R12.2).
#[test]
fn the_listing_shows_the_catalogue() {
    let text = stdout(&uno(&["rules"]));
    let line = |first: &str| {
        text.lines()
            .find(|l| l.split_whitespace().next() == Some(first))
            .unwrap_or_else(|| panic!("no line for {first} in:\n{text}"))
            .to_string()
    };
    assert!(line("stack_mixed").contains("[implies stack_draw_two, stack_draw_four]"));
    assert!(line("jump_in_draw_two").contains("[implies stack_draw_two]"));
    assert!(line("zero_swap").contains("[excludes zero_rotates]"));
    assert!(line("zero_rotates").contains("[excludes zero_swap]"));
    assert!(!line("jump_in").contains('['));
    assert!(line("options.hand_size").contains("1 to 255; default 7; R2.3"));
    assert!(line("options.first_card").contains("official, as_dealer_played, ignore_actions"));
    assert!(line("scoring.target").contains("default 500"));
    assert!(line("options.badtz_maru_counts_self").contains("default false; R8.6"));
    assert!(line("elimination").contains("only with penalty"));
    assert!(line("hands:N").contains("a fixed number of rounds"));
    // Cards (R1), items (R9) and bot levels, as the server serves them.
    assert!(line("R7").contains("Red 7 … Blue 7: 7 points; of each colour: classic 2"));
    assert!(line("WIB").contains("Wild Item Box: 50 points; mario-kart 8 (R9)"));
    assert!(line("W").contains("classic 4") && !line("W").contains("mario-kart"));
    assert!(line("WC7").contains("in no preset's deck"));
    assert!(line("mushroom")
        .contains("Mushroom (red): the Item Box's player plays again at once [extra_turn]"));
    assert!(line("bob_omb").contains("(a wild)"));
    assert!(line("medium").contains("plays sensibly"));
    assert!(line("chaos").contains("not offered"));
}

#[test]
fn show_round_trips_through_check_for_every_preset() {
    let dir = scratch("round-trip");
    for name in Rules::preset_names() {
        let expected = Rules::named(name).unwrap();
        for (flag, ext) in [(None, "toml"), (Some("--json"), "json")] {
            let mut args = vec!["rules", "show"];
            args.extend(flag);
            args.push(name);
            let shown = uno(&args);
            assert_eq!(shown.status.code(), Some(0), "show {name} {ext}");
            let text = stdout(&shown);
            let loaded = match ext {
                "toml" => Rules::from_toml(&text),
                _ => Rules::from_json(&text),
            };
            assert_eq!(loaded.as_ref(), Ok(&expected), "{name} as {ext}");

            // With the extension, and without one (both formats are tried).
            for file in [
                dir.join(format!("{name}.{ext}")),
                dir.join(format!("{name}-{ext}")),
            ] {
                std::fs::write(&file, &text).unwrap();
                let checked = uno(&["rules", "check", file.to_str().unwrap()]);
                assert_eq!(
                    checked.status.code(),
                    Some(0),
                    "check {}: {}",
                    file.display(),
                    String::from_utf8_lossy(&checked.stderr)
                );
                assert_eq!(
                    stdout(&checked),
                    text,
                    "check {} prints it back",
                    file.display()
                );
            }
            // And across formats.
            let other = if ext == "toml" { "--json" } else { "--toml" };
            let file = dir.join(format!("{name}.{ext}"));
            let crossed = uno(&["rules", "check", other, file.to_str().unwrap()]);
            assert_eq!(crossed.status.code(), Some(0));
            let back = match ext {
                "toml" => Rules::from_json(&stdout(&crossed)),
                _ => Rules::from_toml(&stdout(&crossed)),
            };
            assert_eq!(back.as_ref(), Ok(&expected), "{name} {ext} {other}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn check_normalizes_a_partial_file() {
    let dir = scratch("partial");
    let file = dir.join("mine.toml");
    std::fs::write(&file, "preset = \"mario-kart\"\nhouse = [\"jump_in\"]\n").unwrap();
    let o = uno(&["rules", "check", file.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0));
    let text = stdout(&o);
    assert!(text.contains("first_card = \"ignore_actions\""), "{text}");
    assert!(text.contains("method = \"none\""), "{text}");
    let r = Rules::from_toml(&text).unwrap();
    assert!(r.may_jump_in(
        uno_core::Card::number(uno_core::Color::Red, 5),
        uno_core::Card::number(uno_core::Color::Red, 5)
    ));
    let _ = std::fs::remove_dir_all(&dir);
}

/// `uno rules show` takes a preset's name as `uno play`, `uno sim` and
/// `uno arena` do (the one lookup of typed names, R1, R13): any case,
/// `-` or `_`.
#[test]
fn show_takes_names_in_any_case_with_dash_or_underscore() {
    let canonical = stdout(&uno(&["rules", "show", "hello-kitty"]));
    for typed in ["Hello_Kitty", "HELLO-KITTY", "hello_kitty"] {
        let o = uno(&["rules", "show", typed]);
        assert_eq!(o.status.code(), Some(0), "{typed}");
        assert_eq!(stdout(&o), canonical, "{typed}");
    }
    assert_eq!(
        Rules::from_toml(&canonical),
        Ok(Rules::named("hello-kitty").unwrap())
    );
    let o = uno(&["rules", "show", "--json", "KILLER"]);
    assert_eq!(
        Rules::from_json(&stdout(&o)),
        Ok(Rules::named("killer").unwrap())
    );
}

#[test]
fn bad_names_and_files_exit_2_with_one_line() {
    assert_bad(
        "unknown preset",
        &uno(&["rules", "show", "uno-flip"]),
        "uno rules show: unknown rules preset \"uno-flip\"; expected one of: ",
    );
    let err = String::from_utf8(uno(&["rules", "show", "Poker_Night"]).stderr).unwrap();
    for name in Rules::preset_names() {
        assert!(err.contains(name), "{err}");
    }
    let dir = scratch("bad");
    let cases = [
        ("unknown-field.toml", "preset = \"classic\"\nbogus = 1\n"),
        ("unknown-preset.toml", "preset = \"uno-flip\"\n"),
        ("unknown-house.json", "{\"house\": [\"jump_out\"]}"),
        ("bad-syntax.json", "{\"preset\": "),
        ("bad-syntax.toml", "preset = \n"),
        ("conflict.toml", "house = [\"zero_rotates\", \"zero_swap\"]\n"),
        ("neither", "this is not rules"),
        ("wrong-kind.toml", "{\"preset\": \"classic\"}"),
        ("bad-effect.json", "{\"preset\": \"shuffle-hands\", \"options\": {\"wc\": [{\"effects\": [\"fly(next)\"]}]}}"),
    ];
    for (name, text) in cases {
        let file = dir.join(name);
        std::fs::write(&file, text).unwrap();
        assert_bad(
            name,
            &uno(&["rules", "check", file.to_str().unwrap()]),
            "uno rules check: ",
        );
    }
    std::fs::write(dir.join("binary.toml"), [0xffu8, 0xfe, 0]).unwrap();
    assert_bad(
        "not UTF-8",
        &uno(&["rules", "check", dir.join("binary.toml").to_str().unwrap()]),
        "uno rules check: ",
    );
    assert_bad(
        "no such file",
        &uno(&["rules", "check", dir.join("missing.toml").to_str().unwrap()]),
        "uno rules check: ",
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn every_subcommand_has_help() {
    for args in [
        &["--help"][..],
        &["scenario", "--help"][..],
        &["rules", "--help"][..],
        &["rules", "list", "--help"][..],
        &["rules", "show", "--help"][..],
        &["rules", "check", "--help"][..],
        &["help", "scenario"][..],
        &["sim", "--help"][..],
        &["play", "--help"][..],
        &["serve", "--help"][..],
        &["verify", "--help"][..],
        &["loadtest", "--help"][..],
    ] {
        let o = uno(args);
        assert_eq!(o.status.code(), Some(0), "{args:?}");
        assert!(stdout(&o).contains("Usage:"), "{args:?}");
    }
    // An unknown subcommand: a usage error, not a panic. (No subcommand
    // at all serves the game: see serve_restart.rs.)
    assert_eq!(uno(&["fly"]).status.code(), Some(2));
}

/// An unknown effect in a WC rule is named (R14), in TOML and JSON alike,
/// by `uno rules check`, `uno sim --rules-file` and `uno play
/// --rules-file`; not serde's "did not match any variant".
#[test]
fn an_unknown_effect_is_named_in_toml_and_json() {
    let dir = scratch("effect");
    let toml = dir.join("bad.toml");
    std::fs::write(
        &toml,
        "preset = \"shuffle-hands\"\n[options]\nwc = [{ effects = [\"skip(next)\", \"explode(next)\"] }]\n",
    )
    .unwrap();
    let json = dir.join("bad.json");
    std::fs::write(
        &json,
        r#"{"preset": "shuffle-hands", "options": {"wc": [{"effects": ["explode(next)"]}]}}"#,
    )
    .unwrap();
    for file in [&toml, &json] {
        let f = file.to_str().unwrap();
        for (args, prefix) in [
            (vec!["rules", "check", f], "uno rules check: "),
            (vec!["sim", "--games", "2", "--rules-file", f], "uno sim: "),
            (vec!["play", "--rules-file", f, "--seed", "1"], "uno play: "),
        ] {
            let o = uno(&args);
            assert_bad(&format!("{args:?}"), &o, prefix);
            let err = String::from_utf8_lossy(&o.stderr);
            assert!(
                err.contains("unknown effect name explode"),
                "{args:?}: {err}"
            );
            assert!(!err.contains("did not match"), "{args:?}: {err}");
        }
    }
    // The other malformed WC rules say what a rule is.
    let both = dir.join("both.json");
    std::fs::write(
        &both,
        r#"{"options": {"wc": [{"effects": ["skip(next)"], "honour": "sing"}]}}"#,
    )
    .unwrap();
    let o = uno(&["rules", "check", both.to_str().unwrap()]);
    assert_bad("both", &o, "uno rules check: ");
    assert!(String::from_utf8_lossy(&o.stderr).contains("either effects or honour"));
    std::fs::remove_dir_all(&dir).ok();
}

/// R2.1, R2.3: rules whose deck cannot deal a round even to two players
/// are refused by `uno rules check`, saying so.
#[test]
fn check_refuses_a_deck_that_cannot_deal_a_round() {
    let dir = scratch("deck");
    let small = dir.join("small.toml");
    std::fs::write(
        &small,
        "[options]\nhand_size = 7\ndeck = { R1 = 1, R2 = 1, R3 = 1, R4 = 1, R5 = 1 }\n",
    )
    .unwrap();
    let o = uno(&["rules", "check", small.to_str().unwrap()]);
    assert_bad("5 cards, hands of 7", &o, "uno rules check: ");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("cannot deal a round")
            && err.contains("smallest table")
            && err.contains("the deck has 5 cards, too few to deal 7 to each of 2 players"),
        "{err}"
    );
    // Fifteen cards deal hands of 7 to two players and a first card, and
    // no more: refused, saying so (R2.1: a table takes 2 to 10; issue 32
    // §4.11, as `uno play` and `uno serve` would find it).
    let two = dir.join("two.toml");
    std::fs::write(
        &two,
        "[options]\nhand_size = 7\ndeck = { R1 = 5, R2 = 5, R3 = 5 }\n",
    )
    .unwrap();
    let o = uno(&["rules", "check", two.to_str().unwrap()]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("these rules deal only for 2 players (`uno play --bots 1`"),
        "{err}"
    );
    // 75 cards deal hands of 7 to ten players and a first card.
    let enough = dir.join("enough.toml");
    std::fs::write(
        &enough,
        "[options]\nhand_size = 7\ndeck = { R1 = 25, R2 = 25, R3 = 25 }\n",
    )
    .unwrap();
    let o = uno(&["rules", "check", enough.to_str().unwrap()]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// R15.1: `uno rules check` accepts a `teams = "pairs"` file (checked at
/// the smallest table teams allow, 4) and refuses it at 3 players
/// (`--players 3`, exit 2, naming R15.1); R15.4/R15.5 refusals name their
/// rule.
#[test]
fn r15_check_takes_teams_and_refuses_three_players() {
    let dir = scratch("teams");
    let teams = dir.join("teams.toml");
    std::fs::write(&teams, "teams = \"pairs\"\n").unwrap();
    let path = teams.to_str().unwrap();
    let o = uno(&["rules", "check", path]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(stdout(&o).contains("teams = \"pairs\""), "{}", stdout(&o));
    let back = Rules::from_toml(&stdout(&o)).unwrap();
    assert!(back.teams().on());
    for n in ["4", "6", "8", "10"] {
        let o = uno(&["rules", "check", "--players", n, path]);
        assert_eq!(o.status.code(), Some(0), "{n} players");
    }
    for n in ["3", "2", "5"] {
        let o = uno(&["rules", "check", "--players", n, path]);
        assert_bad(&format!("{n} players"), &o, "uno rules check: ");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(
            err.contains("R15.1") && err.contains("4, 6, 8 or 10"),
            "{err}"
        );
    }
    // Without teams, --players checks the deal at that table (R2.1).
    let plain = dir.join("plain.toml");
    std::fs::write(&plain, "preset = \"classic\"\n").unwrap();
    let o = uno(&["rules", "check", "--players", "3", plain.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0));
    let o = uno(&["rules", "check", "--players", "11", plain.to_str().unwrap()]);
    assert_bad("11 players", &o, "uno rules check: ");
    // The same option in JSON, and the modes teams refuse.
    for (name, text, rule) in [
        (
            "elim.json",
            r#"{"options": {"teams": "pairs"}, "scoring": {"method": "penalty", "game_end": "elimination"}}"#,
            "R15.4",
        ),
        (
            "lhl.toml",
            "teams = \"pairs\"\nhouse = [\"last_holding_loses\"]\n",
            "R15.5",
        ),
        ("trios.toml", "teams = \"trios\"\n", "R15"),
    ] {
        let f = dir.join(name);
        std::fs::write(&f, text).unwrap();
        let o = uno(&["rules", "check", f.to_str().unwrap()]);
        assert_bad(name, &o, "uno rules check: ");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains(rule), "{name}: {err}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// Issue 32 §4 point 11: `uno rules` says each thing once and counts
/// points in the singular when there is one; `uno rules check` refuses a
/// hand too big for some table sizes (R2.1, R2.3), saying which it deals
/// for, as `uno play` does; `uno --help` says what the program is.
#[test]
fn newcomer_wording() {
    let list = stdout(&uno(&["rules"]));
    for line in list.lines() {
        assert!(
            !(line.contains("(excludes") && line.contains("[excludes")),
            "said twice: {line}"
        );
        assert!(!line.contains(" 1 points"), "plural of one: {line}");
    }
    assert!(
        list.contains("1 point;"),
        "a 1-point card is listed: {list}"
    );

    let dir = scratch("hand30");
    let file = dir.join("big.toml");
    std::fs::write(&file, "preset = \"classic\"\n[options]\nhand_size = 30\n").unwrap();
    let o = uno(&["rules", "check", file.to_str().unwrap()]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_ne!(o.status.code(), Some(0), "hand_size 30 is refused: {err}");
    assert!(o.stdout.is_empty());
    assert!(
        err.contains("these rules deal only for 2 to 3 players (`uno play --bots 1` to `--bots 2`"),
        "{err}"
    );
    // The same rules at a size that deals every table are accepted.
    std::fs::write(&file, "preset = \"classic\"\n[options]\nhand_size = 10\n").unwrap();
    assert_eq!(
        uno(&["rules", "check", file.to_str().unwrap()])
            .status
            .code(),
        Some(0)
    );
    let _ = std::fs::remove_dir_all(&dir);

    let help = stdout(&uno(&["--help"]));
    let first = help.lines().next().unwrap_or("");
    assert!(
        first.contains("game server") && first.contains("terminal game"),
        "{first}"
    );
    assert!(
        !help.contains("run scenarios, inspect and check rules"),
        "{help}"
    );
}

/// R13 last_holding_loses: "scoring is `none`". A file that asks for
/// another method under it is valid (exit 0, printed back as it is) but
/// gets a warning on stderr saying the method is not used and why; the
/// same file printed back by the tools (the deck preset's own scoring
/// written out) gets none. It used to pass silently.
#[test]
fn check_warns_when_last_holding_loses_leaves_a_scoring_unused() {
    let dir = scratch("lhl");
    let asked = dir.join("lhl.toml");
    std::fs::write(
        &asked,
        "preset = \"classic\"\nhouse = [\"last_holding_loses\"]\n[scoring]\nmethod = \"penalty\"\n",
    )
    .unwrap();
    let o = uno(&["rules", "check", asked.to_str().unwrap()]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(0), "{err}");
    assert!(stdout(&o).contains("method = \"penalty\""));
    assert!(err.starts_with("uno rules check: warning: "), "{err}");
    assert!(
        err.contains("lhl.toml: scoring penalty is not used: under last_holding_loses"),
        "{err}"
    );
    assert!(err.contains("R13"), "{err}");
    let quiet = dir.join("quiet.toml");
    std::fs::write(
        &quiet,
        "preset = \"classic\"\nhouse = [\"last_holding_loses\"]\n[scoring]\nmethod = \"winner_takes_all\"\ntarget = 500\n",
    )
    .unwrap();
    let o = uno(&["rules", "check", quiet.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0));
    assert!(
        o.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let _ = std::fs::remove_dir_all(&dir);
}
