//! Malformed scenarios (scenarios/README.md: exit 2, a one-line message on
//! standard error, nothing on standard output), and fuzzing: no input,
//! however broken, makes `uno scenario` or `run_scenario` panic.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use proptest::prelude::*;
use serde_json::{json, Value};
use uno_core::scenario::{
    run_scenario, run_scenario_bytes, Scenario, ScenarioError, ScenarioOutput, ScenarioState,
};
use uno_core::Seat;
use uno_core::{Action, Card, Color, Game, Play, Rules, RulesSpec};

const UNO: &str = env!("CARGO_BIN_EXE_uno");
const REPO_SCENARIOS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../scenarios");
const SHARED_SCENARIOS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared/scenarios");

/// A valid scenario: exit 0.
const VALID: &str = r#"{
  "rules": "classic",
  "players": 3,
  "seed": 7,
  "position": {
    "hands": [["R1", "R2", "W"], ["R3", "G4"], ["R5", "B6"]],
    "discard": ["G9", "R9"],
    "draw_pile": ["R7", "Y2", "G3"],
    "to_act": 0,
    "direction": "cw",
    "scores": [0, 10, 20]
  },
  "actions": [
    {"by": 0, "do": "play", "card": "R1"},
    {"by": 1, "do": "play", "card": "R3"},
    {"by": 2, "do": "draw"},
    {"by": 2, "do": "pass"}
  ]
}
"#;

/// Valid deals, one per preset family.
const DEALS: &[&str] = &[
    r#"{"rules": "classic", "players": 4, "seed": 1, "actions": []}"#,
    r#"{"rules": "killer", "players": 3, "seed": 2, "dealer": 0, "actions": []}"#,
    r#"{"rules": "german", "players": 5, "seed": 3, "actions": []}"#,
    r#"{"rules": "mario-kart", "players": 2, "seed": 4, "actions": []}"#,
    r#"{"rules": "shuffle-hands", "players": 6, "seed": 5, "actions": []}"#,
    r#"{"rules": "hello-kitty", "players": 10, "seed": 6, "deck": ["WBM", "R1"], "actions": []}"#,
    r#"{"rules": {"preset": "classic", "house": ["seven_swap", "multi_play", "last_holding_loses",
        "no_action_finish", "stack_mixed", "wd4_strict"]}, "players": 3, "seed": 8, "actions": []}"#,
];

fn uno(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(UNO)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the uno binary starts");
    // The child may exit before reading everything: ignore a broken pipe.
    let _ = child.stdin.take().unwrap().write_all(stdin);
    child.wait_with_output().unwrap()
}

/// Exit 2, nothing on stdout, one line on stderr.
fn assert_malformed(what: &str, out: &Output) {
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        out.status.code(),
        Some(2),
        "{what}: status {} stderr {stderr}",
        out.status
    );
    assert!(stdout.is_empty(), "{what}: stdout {stdout:?}");
    assert_eq!(stderr.lines().count(), 1, "{what}: stderr {stderr:?}");
    assert!(stderr.ends_with('\n'), "{what}: stderr {stderr:?}");
    assert!(
        stderr.starts_with("uno scenario: "),
        "{what}: stderr {stderr:?}"
    );
}

fn with(base: &str, edit: impl FnOnce(&mut Value)) -> String {
    let mut v: Value = serde_json::from_str(base).unwrap();
    edit(&mut v);
    v.to_string()
}

#[test]
fn the_valid_examples_are_valid() {
    let out = uno(&["scenario", "-"], VALID.as_bytes());
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["applied"], 4);
    for d in DEALS {
        assert_eq!(run_scenario(d).map(|o| o.exit_code()), Ok(0), "{d}");
    }
}

#[test]
fn malformed_scenarios_exit_2_with_one_line() {
    let cases: Vec<(&str, String)> = vec![
        ("empty input", String::new()),
        ("not JSON", "rules: classic".into()),
        ("bad JSON", VALID.replace("\"seed\": 7,", "\"seed\": 7,,")),
        ("a JSON array", "[]".into()),
        ("a JSON string", "\"classic\"".into()),
        ("truncated", VALID[..VALID.len() / 2].into()),
        ("trailing garbage", format!("{VALID} x")),
        ("unknown card in a hand", VALID.replace("\"G4\"", "\"Q7\"")),
        (
            "unknown card in an action",
            VALID.replace("\"card\": \"R1\"", "\"card\": \"R10\""),
        ),
        (
            "unknown card in the deck",
            DEALS[0].replace("\"actions\"", "\"deck\": [\"X\"], \"actions\""),
        ),
        (
            "unknown colour",
            with(
                VALID,
                |v| {
                    v["actions"][0] = json!({"by": 0, "do": "play", "card": "W", "color": "purple"})
                },
            ),
        ),
        (
            "unknown colour of the position",
            with(VALID, |v| v["position"]["color"] = json!("P")),
        ),
        ("unknown verb", VALID.replace("\"pass\"", "\"fold\"")),
        (
            "verb not a string",
            with(VALID, |v| v["actions"][3]["do"] = json!(3)),
        ),
        (
            "unknown rules name",
            VALID.replace("\"classic\"", "\"uno-flip\""),
        ),
        (
            "unknown house rule",
            with(VALID, |v| v["rules"] = json!({"house": ["jump_out"]})),
        ),
        (
            "unknown rules option",
            with(VALID, |v| v["rules"] = json!({"options": {"speed": 3}})),
        ),
        (
            "unknown scoring method",
            with(VALID, |v| {
                v["rules"] = json!({"scoring": {"method": "most"}})
            }),
        ),
        (
            "rules not a name or object",
            with(VALID, |v| v["rules"] = json!(7)),
        ),
        ("one player", with(DEALS[0], |v| v["players"] = json!(1))),
        (
            "eleven players",
            with(DEALS[0], |v| v["players"] = json!(11)),
        ),
        ("no players", with(DEALS[0], |v| v["players"] = json!(0))),
        (
            "players not a number",
            with(DEALS[0], |v| v["players"] = json!("4")),
        ),
        (
            "seat outside the table (by)",
            VALID.replace(
                "{\"by\": 2, \"do\": \"pass\"}",
                "{\"by\": 3, \"do\": \"pass\"}",
            ),
        ),
        (
            "negative seat",
            VALID.replace(
                "{\"by\": 2, \"do\": \"pass\"}",
                "{\"by\": -1, \"do\": \"pass\"}",
            ),
        ),
        (
            "seat outside the table (target)",
            with(VALID, |v| {
                v["actions"][3] = json!({"by": 2, "do": "catch", "target": 9})
            }),
        ),
        (
            "seat outside the table (dealer)",
            with(DEALS[0], |v| v["dealer"] = json!(4)),
        ),
        (
            "seat outside the table (to_act)",
            with(VALID, |v| v["position"]["to_act"] = json!(3)),
        ),
        (
            "missing card",
            with(VALID, |v| v["actions"][0] = json!({"by": 0, "do": "play"})),
        ),
        (
            "missing colour",
            with(VALID, |v| {
                v["actions"][0] = json!({"by": 0, "do": "choose_color"})
            }),
        ),
        (
            "missing target",
            with(VALID, |v| {
                v["actions"][0] = json!({"by": 0, "do": "choose_player"})
            }),
        ),
        (
            "missing by",
            with(VALID, |v| v["actions"][0] = json!({"do": "draw"})),
        ),
        (
            "missing rules",
            with(VALID, |v| {
                v.as_object_mut().unwrap().remove("rules");
            }),
        ),
        (
            "missing players",
            with(VALID, |v| {
                v.as_object_mut().unwrap().remove("players");
            }),
        ),
        (
            "missing actions",
            with(VALID, |v| {
                v.as_object_mut().unwrap().remove("actions");
            }),
        ),
        (
            "missing hands",
            with(VALID, |v| {
                v["position"].as_object_mut().unwrap().remove("hands");
            }),
        ),
        (
            "unknown top-level field",
            with(VALID, |v| v["colour"] = json!("R")),
        ),
        (
            "unknown action field",
            with(VALID, |v| v["actions"][0]["colour"] = json!("R")),
        ),
        (
            "unknown position field",
            with(VALID, |v| v["position"]["top"] = json!("R9")),
        ),
        (
            "both deck and position",
            with(VALID, |v| v["deck"] = json!(["R1"])),
        ),
        (
            "too many copies in a position",
            with(VALID, |v| v["position"]["draw_pile"] = json!(["R0", "R0"])),
        ),
        (
            "too many copies in a deck",
            with(DEALS[0], |v| {
                v["deck"] = json!(["W+4", "W+4", "W+4", "W+4", "W+4"])
            }),
        ),
        (
            "a card the preset lacks",
            with(VALID, |v| v["position"]["hands"][0][0] = json!("WIB")),
        ),
        (
            "too few hands",
            with(VALID, |v| {
                v["position"]["hands"].as_array_mut().unwrap().pop();
            }),
        ),
        (
            "an empty hand",
            with(VALID, |v| v["position"]["hands"][1] = json!([])),
        ),
        (
            "an empty discard pile",
            with(VALID, |v| v["position"]["discard"] = json!([])),
        ),
        (
            "a wild on top without a colour",
            with(VALID, |v| v["position"]["discard"] = json!(["W"])),
        ),
        (
            "a colour that contradicts the top",
            with(VALID, |v| v["position"]["color"] = json!("B")),
        ),
        (
            "a bad direction",
            with(VALID, |v| v["position"]["direction"] = json!("left")),
        ),
        (
            "scores for the wrong table",
            with(VALID, |v| v["position"]["scores"] = json!([0, 0])),
        ),
        (
            "round 0",
            with(VALID, |v| v["position"]["round"] = json!(0)),
        ),
        ("a negative seed", with(VALID, |v| v["seed"] = json!(-1))),
        (
            "a fractional seat",
            with(VALID, |v| v["actions"][0]["by"] = json!(0.5)),
        ),
        (
            "uno not a boolean",
            with(VALID, |v| v["actions"][0]["uno"] = json!("yes")),
        ),
        (
            "an empty cards list",
            with(VALID, |v| {
                v["actions"][0] = json!({"by": 0, "do": "play", "cards": []})
            }),
        ),
        (
            "card and cards",
            with(VALID, |v| v["actions"][0]["cards"] = json!(["R1"])),
        ),
        (
            "actions not a list",
            with(VALID, |v| v["actions"] = json!({"by": 0})),
        ),
    ];
    let mut failures = Vec::new();
    for (what, text) in &cases {
        let out = uno(&["scenario", "-"], text.as_bytes());
        if let Err(e) = std::panic::catch_unwind(|| assert_malformed(what, &out)) {
            failures.push(
                e.downcast_ref::<String>()
                    .cloned()
                    .unwrap_or_else(|| what.to_string()),
            );
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn input_that_is_not_utf8_or_missing() {
    let mut bytes = VALID.as_bytes().to_vec();
    bytes[VALID.find("R5").unwrap()] = 0xff;
    assert_malformed("not UTF-8", &uno(&["scenario", "-"], &bytes));
    assert_malformed("NUL bytes", &uno(&["scenario", "-"], b"\0\0\0"));
    assert_malformed(
        "no such file",
        &uno(&["scenario", "/nonexistent/uno/scenario.json"], b""),
    );
}

#[test]
fn every_prefix_of_a_valid_file_is_handled_by_the_binary() {
    let last_brace = VALID.rfind('}').unwrap();
    for end in 0..=VALID.len() {
        let out = uno(&["scenario", "-"], &VALID.as_bytes()[..end]);
        if end <= last_brace {
            assert_malformed(&format!("prefix of {end} bytes"), &out);
        } else {
            assert_eq!(out.status.code(), Some(0), "prefix of {end} bytes");
        }
    }
}

/// Every scenario file at hand (repo and shared examples), as text.
fn scenario_files() -> Vec<(String, String)> {
    let mut v = Vec::new();
    for dir in [REPO_SCENARIOS, SHARED_SCENARIOS] {
        let Ok(entries) = std::fs::read_dir(dir) else {
            continue;
        };
        for e in entries.filter_map(Result::ok) {
            let p = e.path();
            let name = p.file_name().unwrap().to_string_lossy().to_string();
            if name.ends_with(".json") && !name.ends_with(".expect.json") {
                if let Ok(text) = std::fs::read_to_string(&p) {
                    v.push((name, text));
                }
            }
        }
    }
    v.sort();
    v
}

fn check_result(r: &Result<ScenarioOutput, ScenarioError>) {
    match r {
        Ok(out) => {
            let json = out.to_json();
            assert!(json.starts_with('{'));
            assert_eq!(out.exit_code(), u8::from(!out.ok));
            assert_eq!(out.ok, out.error.is_none());
        }
        Err(e) => {
            let msg = e.to_string();
            assert!(!msg.is_empty() && !msg.contains('\n'), "{msg:?}");
            assert!(!e.code().is_empty());
            assert_eq!(e.exit_code(), 2);
        }
    }
}

#[test]
fn every_prefix_of_every_scenario_file_is_handled() {
    let mut files = scenario_files();
    files.push(("VALID".into(), VALID.into()));
    for (name, text) in &files {
        let full_ok = serde_json::from_str::<Value>(text).is_ok();
        let last_brace = text.rfind('}').unwrap_or(0);
        for end in (0..text.len()).filter(|&i| text.is_char_boundary(i)) {
            let r = run_scenario(&text[..end]);
            check_result(&r);
            if full_ok && end <= last_brace {
                assert!(r.is_err(), "{name}: prefix of {end} bytes was accepted");
            }
        }
    }
}

// ----- proptest ----------------------------------------------------------------

const WORDS: &[&str] = &[
    "R0",
    "R1",
    "R7",
    "RS",
    "RR",
    "R+2",
    "Y3",
    "Y+2",
    "G0",
    "G7",
    "GS",
    "B2",
    "BR",
    "B+2",
    "W",
    "W+4",
    "WSH",
    "WC1",
    "WC2",
    "WC4",
    "WBM",
    "WIB",
    "Q7",
    "r5",
    "",
    "R",
    "Y",
    "G",
    "B",
    "red",
    "play",
    "draw",
    "pass",
    "accept",
    "challenge",
    "choose_color",
    "choose_player",
    "uno",
    "catch",
    "comply",
    "penalty",
    "next_round",
    "classic",
    "killer",
    "german",
    "mario-kart",
    "hello-kitty",
    "shuffle-hands",
    "cw",
    "ccw",
    "jump_in",
    "stack_mixed",
    "seven_swap",
    "zero_rotates",
    "zero_swap",
    "multi_play",
    "last_holding_loses",
    "no_action_finish",
    "draw_until_playable",
    "wd4_strict",
    "official",
    "as_dealer_played",
    "ignore_actions",
    "penalty",
    "elimination",
    "hands:2",
    "target",
    "draw(next, 2)",
    "skip(next)",
    "swap_hands(chosen)",
    "reveal_and_item",
];

const KEYS: &[&str] = &[
    "rules",
    "players",
    "seed",
    "dealer",
    "deck",
    "position",
    "actions",
    "by",
    "do",
    "card",
    "cards",
    "color",
    "target",
    "uno",
    "hands",
    "discard",
    "draw_pile",
    "to_act",
    "direction",
    "scores",
    "round",
    "preset",
    "house",
    "options",
    "scoring",
    "first_card",
    "hand_size",
    "challenge",
    "wc",
    "method",
    "game_end",
    "effects",
    "honour",
];

fn word() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => prop::sample::select(WORDS).prop_map(String::from),
        1 => ".{0,8}",
    ]
}

fn key() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => prop::sample::select(KEYS).prop_map(String::from),
        1 => "[a-z_]{0,6}",
    ]
}

fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        (-3i64..12).prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        any::<f64>().prop_filter_map("finite", |f| serde_json::Number::from_f64(f)
            .map(Value::Number)),
        word().prop_map(Value::String),
    ];
    leaf.prop_recursive(5, 96, 8, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..8).prop_map(Value::Array),
            prop::collection::vec((key(), inner), 0..8)
                .prop_map(|kv| Value::Object(kv.into_iter().collect())),
        ]
    })
}

const CARDS: &[&str] = &[
    "R0", "R1", "R7", "RS", "RR", "R+2", "Y3", "Y7", "Y+2", "G0", "G7", "GS", "B2", "B7", "BR",
    "B+2", "W", "W+4", "WSH", "WC1", "WBM", "WIB",
];
const VERBS: &[&str] = &[
    "play",
    "draw",
    "pass",
    "accept",
    "challenge",
    "choose_color",
    "choose_player",
    "uno",
    "catch",
    "comply",
    "penalty",
    "next_round",
];

/// A card name: nearly always a real one.
fn card() -> impl Strategy<Value = Value> {
    prop_oneof![
        300 => prop::sample::select(CARDS).prop_map(Value::from),
        1 => prop::sample::select(&["Q7", "", "R", "r5", "WC9"][..]).prop_map(Value::from),
    ]
}

/// A seat: nearly always at the table.
fn seat_of(players: i64) -> impl Strategy<Value = i64> {
    prop_oneof![
        300 => 0..players.max(1),
        1 => -1..=players,
    ]
}

/// A random action, nearly always well formed (fields fit the verb).
fn action(players: i64) -> impl Strategy<Value = Value> {
    (
        seat_of(players),
        prop::sample::select(VERBS),
        prop::collection::vec(card(), 1..4),
        prop_oneof![
            300 => prop::sample::select(&["R", "Y", "G", "B"][..]),
            1 => Just("P"),
        ],
        seat_of(players),
        any::<bool>(),
        0u8..4,
    )
        .prop_map(|(by, verb, cards, color, target, uno, extra)| {
            let mut v = json!({"by": by, "do": verb});
            match verb {
                "play" => {
                    if cards.len() > 1 && extra == 0 {
                        v["cards"] = cards.clone().into();
                    } else {
                        v["card"] = cards[0].clone();
                    }
                    if extra > 0 {
                        v["color"] = color.into();
                    }
                    if extra == 3 {
                        v["target"] = target.into();
                    }
                    if uno {
                        v["uno"] = true.into();
                    }
                }
                "choose_color" => v["color"] = color.into(),
                "choose_player" | "catch" => v["target"] = target.into(),
                _ => {}
            }
            v
        })
}

/// A random, nearly always well-formed scenario: a deal (sometimes with a
/// stacked deck) or a position, rules from the presets and house rules,
/// and random actions, to drive the engine through odd sequences.
fn structured() -> impl Strategy<Value = Value> {
    prop_oneof![20 => 2i64..=10, 1 => prop::sample::select(&[0i64, 1, 11][..])].prop_flat_map(|players| {
        let n = players.clamp(0, 12) as usize;
        (
            prop_oneof![
                prop::sample::select(&WORDS[42..48]).prop_map(Value::from),
                prop::collection::vec(prop::sample::select(&WORDS[50..60]), 0..4)
                    .prop_map(|h| json!({"preset": "classic", "house": h})),
                prop::sample::select(&["official", "as_dealer_played", "ignore_actions"][..])
                    .prop_map(|f| json!({"preset": "shuffle-hands", "options": {"first_card": f, "hand_size": 2}})),
            ],
            any::<u64>(),
            prop::option::weighted(
                0.3,
                (
                    prop::collection::vec(prop::collection::vec(card(), 1..4), n..=n),
                    prop::collection::vec(card(), 1..3),
                    prop::option::of(prop::collection::vec(card(), 0..6)),
                    prop::option::of(prop::sample::select(&["R", "Y", "G", "B"][..])),
                    prop::option::of(0..players.max(1)),
                ),
            ),
            prop::option::weighted(0.2, prop::collection::vec(card(), 0..6)),
            prop::collection::vec(action(players), 0..40),
        )
            .prop_map(move |(rules, seed, position, deck, actions)| {
                let mut v = json!({"rules": rules, "players": players, "seed": seed, "actions": actions});
                if let Some((hands, discard, draw_pile, color, to_act)) = position {
                    let mut p = json!({"hands": hands, "discard": discard});
                    if let Some(d) = draw_pile {
                        p["draw_pile"] = d.into();
                    }
                    if let Some(c) = color {
                        p["color"] = c.into();
                    }
                    if let Some(t) = to_act {
                        p["to_act"] = t.into();
                    }
                    v["position"] = p;
                } else if let Some(d) = deck {
                    v["deck"] = d.into();
                }
                v
            })
    })
}

/// Every JSON pointer into `v`.
fn pointers(v: &Value, at: String, out: &mut Vec<String>) {
    match v {
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                pointers(x, format!("{at}/{i}"), out);
            }
        }
        Value::Object(m) => {
            for (k, x) in m {
                pointers(
                    x,
                    format!("{at}/{}", k.replace('~', "~0").replace('/', "~1")),
                    out,
                );
            }
        }
        _ => {}
    }
    out.push(at);
}

#[derive(Debug, Clone)]
enum Mutation {
    Replace(prop::sample::Index, Value),
    Remove(prop::sample::Index),
    Insert(prop::sample::Index, String, Value),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        3 => (any::<prop::sample::Index>(), json_value()).prop_map(|(i, v)| Mutation::Replace(i, v)),
        2 => any::<prop::sample::Index>().prop_map(Mutation::Remove),
        1 => (any::<prop::sample::Index>(), key(), json_value()).prop_map(|(i, k, v)| Mutation::Insert(i, k, v)),
    ]
}

fn mutate(v: &mut Value, m: &Mutation) {
    let mut ps = Vec::new();
    pointers(v, String::new(), &mut ps);
    match m {
        Mutation::Replace(i, new) => {
            if let Some(node) = v.pointer_mut(i.get::<String>(&ps)) {
                *node = new.clone();
            }
        }
        Mutation::Remove(i) => {
            let p = i.get(&ps).clone();
            if let Some((parent, last)) = p.rsplit_once('/') {
                match v.pointer_mut(parent) {
                    Some(Value::Object(o)) => {
                        o.remove(&last.replace("~1", "/").replace("~0", "~"));
                    }
                    Some(Value::Array(a)) => {
                        if let Ok(k) = last.parse::<usize>() {
                            if k < a.len() {
                                a.remove(k);
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
        Mutation::Insert(i, k, new) => match v.pointer_mut(i.get::<String>(&ps)) {
            Some(Value::Object(o)) => {
                o.insert(k.clone(), new.clone());
            }
            Some(Value::Array(a)) => a.push(new.clone()),
            _ => {}
        },
    }
}

fn bases() -> Vec<Value> {
    let mut v: Vec<Value> = scenario_files()
        .iter()
        .filter_map(|(_, t)| serde_json::from_str(t).ok())
        .collect();
    v.push(serde_json::from_str(VALID).unwrap());
    v.extend(
        DEALS
            .iter()
            .map(|d| serde_json::from_str::<Value>(d).unwrap()),
    );
    v
}

/// Rules for the recorded games: every preset, and a few tables with many
/// house rules and short games (so that rounds end and new ones start).
fn game_rules() -> Vec<Rules> {
    let mut v: Vec<Rules> = Rules::preset_names()
        .into_iter()
        .map(|n| Rules::named(n).unwrap())
        .collect();
    let specs = [
        json!({"house": ["seven_swap", "zero_swap", "multi_play", "no_action_finish", "stack_mixed"],
               "options": {"hand_size": 3},
               "scoring": {"method": "penalty", "target": 30, "game_end": "elimination"}}),
        json!({"preset": "shuffle-hands", "house": ["last_holding_loses", "jump_in", "wd4_strict"],
               "options": {"hand_size": 2, "first_card": "as_dealer_played"}}),
        json!({"preset": "hello-kitty", "house": ["zero_rotates", "draw_until_playable", "jump_in_draw_two"],
               "options": {"hand_size": 2, "badtz_maru_counts_self": true, "challenge": false},
               "scoring": {"method": "average", "game_end": "hands:3"}}),
        json!({"preset": "mario-kart", "house": ["stack_draw_four", "seven_swap"],
               "options": {"hand_size": 2, "first_card": "official"},
               "scoring": {"method": "winner_takes_all", "target": 40}}),
    ];
    for spec in specs {
        let spec: RulesSpec = serde_json::from_value(spec).unwrap();
        v.push(spec.resolve().unwrap());
    }
    v
}

/// Any action at all, legal or not, by a seat at the table.
fn any_action(players: u8) -> impl Strategy<Value = (Seat, Action)> {
    let card = prop::sample::select(CARDS).prop_map(|c| c.parse::<Card>().unwrap());
    let color = prop::sample::select(&Color::ALL[..]);
    (
        0..players,
        0usize..12,
        prop::collection::vec(card, 1..3),
        prop::option::of(color),
        0..players,
        any::<bool>(),
    )
        .prop_map(|(by, verb, cards, color, target, uno)| {
            let (by, target) = (Seat::new(by), Seat::new(target));
            let action = match verb {
                0 => Action::Play(Play {
                    cards: cards.into_iter().collect(),
                    color,
                    target: Some(target).filter(|_| uno),
                    uno,
                }),
                1 => Action::Draw,
                2 => Action::Pass,
                3 => Action::Accept,
                4 => Action::Challenge,
                5 => Action::ChooseColor {
                    color: color.unwrap_or(Color::Red),
                },
                6 => Action::ChoosePlayer { target },
                7 => Action::Uno,
                8 => Action::Catch { target },
                9 => Action::Comply,
                10 => Action::Penalty,
                _ => Action::NextRound,
            };
            (by, action)
        })
}

#[derive(Debug, Clone)]
enum Step {
    Legal(prop::sample::Index),
    Any(Seat, Action),
}

fn recorded_game() -> impl Strategy<Value = (usize, u8, u64, Vec<Step>)> {
    (0..game_rules().len(), 2u8..=10, any::<u64>()).prop_flat_map(|(r, n, seed)| {
        let step = prop_oneof![
            4 => any::<prop::sample::Index>().prop_map(Step::Legal),
            1 => any_action(n).prop_map(|(by, a)| Step::Any(by, a)),
        ];
        (
            Just(r),
            Just(n),
            Just(seed),
            prop::collection::vec(step, 0..400),
        )
    })
}

proptest! {
    // 512 cases each; PROPTEST_CASES=N asks for more (or fewer).
    #![proptest_config(ProptestConfig {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(512),
        ..ProptestConfig::default()
    })]

    /// Games of legal moves mixed with arbitrary ones: every rejected move
    /// leaves the game unchanged (R4.4); the record, written with
    /// `Scenario::from_record` and run as a scenario, replays to the same
    /// state.
    #[test]
    fn recorded_games_replay_as_scenarios((r, n, seed, steps) in recorded_game()) {
        let rules = game_rules().swap_remove(r);
        let mut game = Game::new(rules.clone(), n as usize, seed).unwrap();
        let mut record = Vec::new();
        for step in steps {
            if game.game_over() {
                break;
            }
            let (by, action) = match step {
                Step::Legal(i) => {
                    let all = game.all_legal_actions();
                    prop_assert!(!all.is_empty(), "no legal action in {:?}", game.phase());
                    i.get(&all).clone()
                }
                Step::Any(by, a) => (by, a),
            };
            let before = game.clone();
            match game.apply(by, &action, &mut uno_core::NoEvents) {
                Ok(()) => record.push((by, action)),
                Err(e) => {
                    prop_assert!(game == before, "rejected {action} ({}) changed the game", e.code());
                }
            }
        }
        if std::env::var_os("UNO_FUZZ_STATS").is_some() {
            eprintln!("STAT rounds={} moves={} over={}", game.round(), record.len(), game.game_over());
        }
        let json = Scenario::from_record(&rules, n as usize, seed, None, &record).to_json();
        let out = run_scenario(&json);
        prop_assert!(out.is_ok(), "{:?}", out.err());
        let out = out.unwrap();
        prop_assert_eq!(out.exit_code(), 0, "{:?}", out.error);
        prop_assert_eq!(out.applied, record.len());
        prop_assert_eq!(&out.state, &ScenarioState::of(&game));
    }

    #[test]
    fn random_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..256)) {
        check_result(&run_scenario_bytes(&bytes));
        check_result(&run_scenario(&String::from_utf8_lossy(&bytes)));
    }

    #[test]
    fn random_json_never_panics(v in json_value()) {
        check_result(&run_scenario(&v.to_string()));
    }

    #[test]
    fn random_scenarios_never_panic(v in structured()) {
        let r = run_scenario(&v.to_string());
        check_result(&r);
        if std::env::var_os("UNO_FUZZ_STATS").is_some() {
            match &r {
                Ok(o) => eprintln!("STAT ok applied={}", o.applied),
                Err(e) => eprintln!("STAT err {}", e.code()),
            }
        }
    }

    #[test]
    fn mutated_scenarios_never_panic(
        pick in any::<prop::sample::Index>(),
        muts in prop::collection::vec(mutation(), 1..4),
    ) {
        let bases = bases();
        let mut v = pick.get(&bases).clone();
        for m in &muts {
            mutate(&mut v, m);
        }
        check_result(&run_scenario(&v.to_string()));
    }

    #[test]
    fn mutated_text_never_panics(
        pick in any::<prop::sample::Index>(),
        at in any::<prop::sample::Index>(),
        junk in "[\\[\\]{}\",:0-9a-zA-Z+ -]{0,4}",
        cut in 0usize..4,
    ) {
        let files = scenario_files();
        let text = if files.is_empty() { VALID.to_string() } else { pick.get(&files).1.clone() };
        let bounds: Vec<usize> = (0..=text.len()).filter(|&i| text.is_char_boundary(i)).collect();
        let i = *at.get(&bounds);
        let j = bounds.iter().copied().find(|&j| j >= (i + cut).min(text.len())).unwrap_or(text.len());
        let mutated = format!("{}{}{}", &text[..i], junk, &text[j..]);
        check_result(&run_scenario(&mutated));
    }
}
