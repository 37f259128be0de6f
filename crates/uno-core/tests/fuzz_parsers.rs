//! Fuzzing of the text parsers with proptest: scenario files
//! (SCENARIOS.md), rules files (R14: `Rules::from_json`, `Rules::from_toml`,
//! `RulesSpec::resolve`), card notation (RULES.md's table) and the effect
//! vocabulary (R14).
//!
//! Inputs are arbitrary strings and bytes, and structured documents (valid
//! scenarios and rules, some played a few moves deep) with random
//! mutations: a value replaced, a key removed or added, a number nudged to
//! an edge, an array element duplicated.
//!
//! Properties: parsing never panics and gives either a value or a typed
//! error with a non-empty code and message (exit status 2 for scenarios);
//! running a parsed scenario never panics and reports every rejection with
//! a code; valid rules print and parse back to equal rules (TOML, JSON and
//! the spec form); cards and effects print and parse back to themselves.
//! A panic anywhere fails the test (nothing is caught).
//!
//! 256 cases per property by default; `PROPTEST_CASES=20000 cargo test -p
//! uno-core --release --test fuzz_parsers` runs longer.

use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use serde_json::{json, Map, Value};
use uno_core::card::Card;
use uno_core::rules::{Effect, Rules, RulesSpec};
use uno_core::scenario::{RulesRef, Scenario, ScenarioAction, VERBS};

// ----- vocabulary ------------------------------------------------------------

const PRESETS: &[&str] = &[
    "classic",
    "shuffle-hands",
    "hello-kitty",
    "mario-kart",
    "killer",
    "german",
];
/// Every R13 switch and house preset, from the rules module.
fn house_names() -> Vec<&'static str> {
    let rules = uno_core::HouseRule::ALL.map(uno_core::HouseRule::name);
    rules
        .into_iter()
        .chain(uno_core::rules::HOUSE_PRESETS.iter().map(|p| p.name))
        .collect()
}
const EFFECT_NAMES: &[&str] = &[
    "draw",
    "skip",
    "reverse",
    "swap_hands",
    "rotate_hands",
    "shuffle_hands",
    "extra_turn",
    "everyone_else_draws",
    "fewest_cards_draw",
    "reveal_and_item",
    "name_color",
    "honour",
    "honor",
];
const TARGETS: &[&str] = &["next", "previous", "chosen", "self", "all_others"];
const WORDS: &[&str] = &[
    "R0",
    "R7",
    "Y+2",
    "GS",
    "BR",
    "W",
    "W+4",
    "WSH",
    "WBM",
    "WIB",
    "WC1",
    "WC3",
    "WC7",
    "WC8",
    "WC0",
    "R",
    "Y",
    "G",
    "B",
    "red",
    "cw",
    "ccw",
    "target",
    "elimination",
    "hands:3",
    "hands:0",
    "penalty",
    "none",
    "average",
    "winner_takes_all",
    "official",
    "as_dealer_played",
    "ignore_actions",
    "play",
    "draw",
    "catch",
    "next",
    "chosen",
    "draw(next, 2)",
    "skip(chosen)",
    "reveal_and_item",
    "",
    " ",
    "\u{0}",
    "é",
    "R10",
    "+2",
];

fn all_words() -> Vec<&'static str> {
    let mut w: Vec<&'static str> = WORDS.to_vec();
    w.extend(PRESETS);
    w.extend(house_names());
    w.extend(EFFECT_NAMES);
    w.extend(VERBS);
    w.extend([
        "rules",
        "players",
        "seed",
        "dealer",
        "deck",
        "position",
        "actions",
        "hands",
        "discard",
        "color",
        "draw_pile",
        "to_act",
        "direction",
        "scores",
        "round",
        "by",
        "do",
        "card",
        "cards",
        "target",
        "uno",
        "preset",
        "house",
        "options",
        "scoring",
        "first_card",
        "hand_size",
        "challenge",
        "badtz_maru_counts_self",
        "badtz_maru_cards",
        "zero_counts_ten",
        "teams",
        "pairs",
        "wc",
        "method",
        "game_end",
        "effects",
        "honour",
    ]);
    w
}

// ----- arbitrary JSON --------------------------------------------------------

fn arb_leaf() -> impl Strategy<Value = Value> {
    prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        prop_oneof![
            -3i64..300,
            any::<i64>(),
            Just(i64::MIN),
            Just(i64::MAX),
            Just(255),
            Just(256),
            Just(65_536)
        ]
        .prop_map(|n| json!(n)),
        any::<u64>().prop_map(|n| json!(n)),
        any::<f64>().prop_map(|f| json!(f)),
        prop::sample::select(all_words()).prop_map(|s| Value::String(s.to_string())),
        ".{0,12}".prop_map(Value::String),
    ]
}

fn arb_key() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => prop::sample::select(all_words()).prop_map(str::to_string),
        1 => "[a-z_/~]{0,8}",
    ]
}

fn arb_json() -> impl Strategy<Value = Value> {
    arb_leaf().prop_recursive(3, 24, 5, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..5).prop_map(Value::Array),
            prop::collection::btree_map(arb_key(), inner, 0..5)
                .prop_map(|m| Value::Object(m.into_iter().collect::<Map<_, _>>())),
        ]
    })
}

// ----- structured documents --------------------------------------------------

fn pick<'a>(rng: &mut Pcg64Mcg, xs: &[&'a str]) -> &'a str {
    xs[rng.random_range(0..xs.len())]
}

fn card_text(rng: &mut Pcg64Mcg) -> String {
    Card::from_index(rng.random_range(0..64)).to_string()
}

fn cards_json(rng: &mut Pcg64Mcg, max: usize) -> Value {
    let k = rng.random_range(0..=max);
    Value::Array((0..k).map(|_| json!(card_text(rng))).collect())
}

/// One effect, written as R14 does, usually well formed.
fn effect_text(rng: &mut Pcg64Mcg) -> String {
    let name = pick(rng, EFFECT_NAMES);
    match name {
        "draw" => format!("draw({}, {})", pick(rng, TARGETS), rng.random_range(0..5)),
        "skip" | "swap_hands" => format!("{name}({})", pick(rng, TARGETS)),
        "everyone_else_draws" | "fewest_cards_draw" => {
            format!("{name}({})", rng.random_range(0..5))
        }
        "honour" | "honor" => format!(
            "{name}({}, {}, {})",
            json!(pick(rng, WORDS)),
            rng.random_range(0..3),
            pick(rng, TARGETS)
        ),
        other => other.to_string(),
    }
}

fn wc_rule(rng: &mut Pcg64Mcg) -> Value {
    if rng.random_bool(0.5) {
        let k = rng.random_range(0..4);
        json!({"effects": (0..k).map(|_| effect_text(rng)).collect::<Vec<_>>()})
    } else {
        json!({"honour": pick(rng, WORDS), "penalty": rng.random_range(0..3),
               "target": pick(rng, TARGETS)})
    }
}

/// A rules object (R14's file form), usually valid.
fn rules_object(rng: &mut Pcg64Mcg) -> Value {
    let mut o = Map::new();
    if rng.random_bool(0.8) {
        o.insert("preset".into(), json!(pick(rng, PRESETS)));
    }
    let k = rng.random_range(0..3);
    let house: Vec<&str> = (0..k).map(|_| pick(rng, &house_names())).collect();
    o.insert("house".into(), json!(house));
    let mut opt = Map::new();
    if rng.random_bool(0.3) {
        opt.insert(
            "first_card".into(),
            json!(pick(
                rng,
                &["official", "as_dealer_played", "ignore_actions"]
            )),
        );
    }
    if rng.random_bool(0.3) {
        opt.insert("hand_size".into(), json!(rng.random_range(1..12)));
    }
    for b in ["challenge", "badtz_maru_counts_self", "zero_counts_ten"] {
        if rng.random_bool(0.2) {
            opt.insert(b.into(), json!(rng.random_bool(0.5)));
        }
    }
    if rng.random_bool(0.2) {
        opt.insert("badtz_maru_cards".into(), json!(rng.random_range(0..6)));
    }
    if rng.random_bool(0.2) {
        opt.insert("dealer".into(), json!(rng.random_range(0..4)));
    }
    // R15: teams, in the options or at the top of the file.
    if rng.random_bool(0.25) {
        let teams = json!(pick(rng, &["pairs", "none", "pairs", "trios"]));
        if rng.random_bool(0.7) {
            opt.insert("teams".into(), teams);
        } else {
            o.insert("teams".into(), teams);
        }
    }
    if rng.random_bool(0.3) {
        let k = rng.random_range(0..4);
        opt.insert(
            "wc".into(),
            Value::Array((0..k).map(|_| wc_rule(rng)).collect()),
        );
    }
    if rng.random_bool(0.2) {
        let mut deck = Map::new();
        for _ in 0..rng.random_range(1..12) {
            deck.insert(card_text(rng), json!(rng.random_range(0..12)));
        }
        opt.insert("deck".into(), Value::Object(deck));
    }
    o.insert("options".into(), Value::Object(opt));
    let mut sc = Map::new();
    if rng.random_bool(0.3) {
        sc.insert(
            "method".into(),
            json!(pick(
                rng,
                &["winner_takes_all", "average", "penalty", "none"]
            )),
        );
    }
    if rng.random_bool(0.3) {
        sc.insert("target".into(), json!(rng.random_range(1..600)));
    }
    if rng.random_bool(0.3) {
        sc.insert(
            "game_end".into(),
            json!(pick(rng, &["target", "elimination", "hands:2", "hands:1"])),
        );
    }
    o.insert("scoring".into(), Value::Object(sc));
    Value::Object(o)
}

fn random_action(rng: &mut Pcg64Mcg, players: usize) -> Value {
    let mut a = Map::new();
    a.insert("by".into(), json!(rng.random_range(0..players)));
    let verb = pick(rng, &VERBS);
    a.insert("do".into(), json!(verb));
    match verb {
        "play" => {
            if rng.random_bool(0.9) {
                a.insert("card".into(), json!(card_text(rng)));
            } else {
                a.insert("cards".into(), cards_json(rng, 3));
            }
            if rng.random_bool(0.5) {
                a.insert("color".into(), json!(pick(rng, &["R", "Y", "G", "B"])));
            }
        }
        "choose_color" => {
            a.insert("color".into(), json!(pick(rng, &["R", "Y", "G", "B"])));
        }
        "choose_player" | "catch" => {
            a.insert("target".into(), json!(rng.random_range(0..players)));
        }
        _ => {}
    }
    Value::Object(a)
}

/// A scenario document, usually valid; when it runs, extended by up to 60
/// legal actions (and a few random ones) so mutations land deep in a game.
fn scenario_doc(seed: u64) -> Value {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let players = rng.random_range(2..=10usize);
    let rules = if rng.random_bool(0.4) {
        json!(pick(&mut rng, PRESETS))
    } else {
        rules_object(&mut rng)
    };
    let mut doc = Map::new();
    doc.insert("rules".into(), rules);
    doc.insert("players".into(), json!(players));
    doc.insert("seed".into(), json!(rng.random::<u64>()));
    if rng.random_bool(0.3) {
        doc.insert("dealer".into(), json!(rng.random_range(0..players)));
    }
    match rng.random_range(0..3) {
        0 => {}
        1 => {
            doc.insert("deck".into(), cards_json(&mut rng, 10));
        }
        _ => {
            let hands: Vec<Value> = (0..players)
                .map(|_| {
                    let mut h = cards_json(&mut rng, 5);
                    if h.as_array().is_some_and(Vec::is_empty) && rng.random_bool(0.8) {
                        h = json!([card_text(&mut rng)]);
                    }
                    h
                })
                .collect();
            let mut p = Map::new();
            p.insert("hands".into(), Value::Array(hands));
            let mut discard = cards_json(&mut rng, 3);
            if let Some(d) = discard.as_array_mut() {
                if d.is_empty() {
                    d.push(json!("R5"));
                }
            }
            let top_wild = discard
                .as_array()
                .and_then(|d| d.last())
                .and_then(Value::as_str)
                .is_some_and(|t| t.starts_with('W'));
            p.insert("discard".into(), discard);
            if top_wild || rng.random_bool(0.2) {
                p.insert("color".into(), json!(pick(&mut rng, &["R", "Y", "G", "B"])));
            }
            if rng.random_bool(0.5) {
                p.insert("draw_pile".into(), cards_json(&mut rng, 8));
            }
            if rng.random_bool(0.5) {
                p.insert("to_act".into(), json!(rng.random_range(0..players)));
            }
            if rng.random_bool(0.3) {
                p.insert("direction".into(), json!(pick(&mut rng, &["cw", "ccw"])));
            }
            if rng.random_bool(0.2) {
                p.insert(
                    "scores".into(),
                    json!(vec![rng.random_range(0..400); players]),
                );
            }
            if rng.random_bool(0.1) {
                p.insert("round".into(), json!(rng.random_range(1..4)));
            }
            doc.insert("position".into(), Value::Object(p));
        }
    }
    let mut actions: Vec<Value> = Vec::new();
    let doc_v = {
        doc.insert("actions".into(), json!([]));
        Value::Object(doc.clone())
    };
    if let Ok(sc) = Scenario::from_value(&doc_v) {
        if let Ok((mut g, _)) = sc.run_game() {
            for _ in 0..rng.random_range(0..60) {
                let all = g.all_legal_actions();
                if all.is_empty() || rng.random_bool(0.03) {
                    actions.push(random_action(&mut rng, players));
                    break;
                }
                let (by, action) = all[rng.random_range(0..all.len())].clone();
                g.apply(by, &action, &mut Vec::new())
                    .expect("a listed action applies");
                actions.push(serde_json::to_value(ScenarioAction { by, action }).unwrap());
            }
        }
    } else {
        for _ in 0..rng.random_range(0..4) {
            actions.push(random_action(&mut rng, players));
        }
    }
    doc.insert("actions".into(), Value::Array(actions));
    Value::Object(doc)
}

// ----- mutations -------------------------------------------------------------

/// One mutation: which node (modulo the node count), what to do, and a
/// value to use.
type Mutation = (u32, u8, Value);

fn escape(key: &str) -> String {
    key.replace('~', "~0").replace('/', "~1")
}

fn pointers(v: &Value, at: String, out: &mut Vec<String>) {
    out.push(at.clone());
    match v {
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                pointers(x, format!("{at}/{i}"), out);
            }
        }
        Value::Object(m) => {
            for (k, x) in m {
                pointers(x, format!("{at}/{}", escape(k)), out);
            }
        }
        _ => {}
    }
}

fn mutate(doc: &mut Value, (which, op, with): &Mutation) {
    let mut all = Vec::new();
    pointers(doc, String::new(), &mut all);
    let at = &all[*which as usize % all.len()];
    let (parent, last) = match at.rfind('/') {
        Some(i) => (at[..i].to_string(), Some(at[i + 1..].to_string())),
        None => (String::new(), None),
    };
    let node = doc.pointer_mut(at).expect("a listed pointer");
    match op % 6 {
        // Replace the node.
        0 => *node = with.clone(),
        // Remove it from its parent (the document itself: empty it).
        1 => {
            let unescape = |s: &str| s.replace("~1", "/").replace("~0", "~");
            match (doc.pointer_mut(&parent), last) {
                (Some(Value::Object(m)), Some(k)) => {
                    m.remove(&unescape(&k));
                }
                (Some(Value::Array(a)), Some(i)) => {
                    a.remove(i.parse::<usize>().expect("an index"));
                }
                _ => *doc = Value::Null,
            }
        }
        // Add to an object or an array; else replace.
        2 => match node {
            Value::Object(m) => {
                let key = with
                    .as_str()
                    .map(str::to_string)
                    .unwrap_or_else(|| "extra".into());
                m.insert(key, with.clone());
            }
            Value::Array(a) => a.push(with.clone()),
            other => *other = with.clone(),
        },
        // Nudge a number to a neighbour or an edge.
        3 => {
            if let Some(n) = node.as_i64() {
                let k = with.as_i64().unwrap_or(1);
                *node = match k.rem_euclid(5) {
                    0 => json!(n.saturating_add(1)),
                    1 => json!(n.saturating_sub(1)),
                    2 => json!(-1),
                    3 => json!(u64::MAX),
                    _ => json!(n as f64 + 0.5),
                };
            } else {
                *node = with.clone();
            }
        }
        // Change a string's case or pad it.
        4 => {
            if let Some(s) = node.as_str() {
                *node = json!(if with.as_bool() == Some(true) {
                    s.to_lowercase()
                } else {
                    format!(" {s} ")
                });
            } else {
                *node = Value::Array(vec![node.clone()]);
            }
        }
        // Duplicate an array's first element, or wrap the node.
        _ => match node {
            Value::Array(a) if !a.is_empty() => {
                let first = a[0].clone();
                a.push(first);
            }
            other => *other = Value::Array(vec![other.clone()]),
        },
    }
}

fn arb_mutations() -> impl Strategy<Value = Vec<Mutation>> {
    prop::collection::vec((any::<u32>(), any::<u8>(), arb_json()), 0..4)
}

// ----- properties ------------------------------------------------------------

/// Parse a scenario; if it parses, it writes back to an equal scenario,
/// and running it never panics and explains every failure.
fn check_scenario_text(text: &[u8]) -> Result<(), TestCaseError> {
    match Scenario::parse_bytes(text) {
        Err(e) => {
            prop_assert!(!e.code().is_empty());
            prop_assert!(!e.to_string().is_empty());
            prop_assert!(!e.to_string().contains('\n'), "one line: {}", e);
            prop_assert_eq!(e.exit_code(), 2);
        }
        Ok(sc) => {
            let back = Scenario::parse(&sc.to_json());
            prop_assert_eq!(back.as_ref(), Ok(&sc), "written back as {}", sc.to_json());
            match sc.run() {
                Err(e) => {
                    prop_assert!(!e.code().is_empty());
                    prop_assert!(!e.to_string().is_empty());
                    prop_assert_eq!(e.exit_code(), 2);
                }
                Ok(out) => {
                    prop_assert!(out.applied <= sc.actions.len());
                    match &out.error {
                        None => prop_assert!(out.ok && out.applied == sc.actions.len()),
                        Some(r) => {
                            prop_assert!(!out.ok && r.index == out.applied);
                            prop_assert!(!r.code.is_empty() && !r.message.is_empty());
                        }
                    }
                    prop_assert!(!out.to_json().is_empty());
                }
            }
        }
    }
    Ok(())
}

/// Rules from a text: Ok rules round-trip through every printed form, an
/// error has a code and a message.
fn check_rules(result: Result<Rules, uno_core::rules::RulesError>) -> Result<(), TestCaseError> {
    match result {
        Err(e) => {
            prop_assert!(!e.code().is_empty());
            prop_assert!(!e.to_string().is_empty());
        }
        Ok(r) => {
            let toml = r.to_toml();
            let back = Rules::from_toml(&toml);
            prop_assert_eq!(back.as_ref(), Ok(&r), "TOML:\n{}", toml);
            let json = r.to_json();
            let back = Rules::from_json(&json);
            prop_assert_eq!(back.as_ref(), Ok(&r), "JSON:\n{}", json);
            let back = r.to_spec().resolve();
            prop_assert_eq!(back.as_ref(), Ok(&r));
            // The scenario writer's short form resolves to the same rules.
            let back = RulesRef::of(&r).resolve();
            prop_assert_eq!(back.as_ref(), Ok(&r));
        }
    }
    Ok(())
}

/// A JSON value as TOML text, when TOML can hold it (no nulls, a table).
fn to_toml_text(v: &Value) -> Option<String> {
    toml::to_string(v).ok()
}

proptest! {
    #[test]
    fn scenario_arbitrary_text(s in ".{0,200}") {
        check_scenario_text(s.as_bytes())?;
    }

    #[test]
    fn scenario_arbitrary_bytes(b in prop::collection::vec(any::<u8>(), 0..200)) {
        check_scenario_text(&b)?;
    }

    #[test]
    fn scenario_arbitrary_json(v in arb_json()) {
        check_scenario_text(v.to_string().as_bytes())?;
    }

    #[test]
    fn scenario_structured_and_mutated(seed in any::<u64>(), muts in arb_mutations()) {
        let mut doc = scenario_doc(seed);
        for m in &muts {
            mutate(&mut doc, m);
        }
        let text = serde_json::to_string_pretty(&doc).unwrap();
        check_scenario_text(text.as_bytes())?;
        // Cut short: a truncated file is malformed, never a panic.
        let cut = (seed as usize) % text.len().max(1);
        if text.is_char_boundary(cut) {
            check_scenario_text(&text.as_bytes()[..cut])?;
        }
    }

    #[test]
    fn rules_arbitrary_text(s in ".{0,200}") {
        check_rules(Rules::from_json(&s))?;
        check_rules(Rules::from_toml(&s))?;
    }

    #[test]
    fn rules_arbitrary_json(v in arb_json()) {
        check_rules(Rules::from_json(&v.to_string()))?;
        if let Some(t) = to_toml_text(&v) {
            check_rules(Rules::from_toml(&t))?;
        }
        if let Ok(spec) = serde_json::from_value::<RulesSpec>(v) {
            check_rules(spec.resolve())?;
        }
    }

    #[test]
    fn rules_structured_and_mutated(seed in any::<u64>(), muts in arb_mutations()) {
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let mut doc = rules_object(&mut rng);
        for m in &muts {
            mutate(&mut doc, m);
        }
        check_rules(Rules::from_json(&doc.to_string()))?;
        if let Some(t) = to_toml_text(&doc) {
            check_rules(Rules::from_toml(&t))?;
            // A line dropped from the TOML text.
            let lines: Vec<&str> = t.lines().collect();
            if !lines.is_empty() {
                let drop = (seed as usize) % lines.len();
                let cut: Vec<&str> = lines.iter().enumerate()
                    .filter(|(i, _)| *i != drop).map(|(_, l)| *l).collect();
                check_rules(Rules::from_toml(&cut.join("\n")))?;
            }
        }
        if let Ok(spec) = serde_json::from_value::<RulesSpec>(doc) {
            check_rules(spec.resolve())?;
        }
    }

    #[test]
    fn card_notation(s in prop_oneof![
        "[RYGBWrygbw ][0-9SRCHBMI+2 ]{0,3}",
        "WC[0-9]{0,3}",
        ".{0,6}",
    ]) {
        match s.parse::<Card>() {
            Ok(c) => {
                // Case-insensitive, surrounding blanks ignored; printed in
                // the canonical compact form, which parses back.
                prop_assert_eq!(c.to_string(), s.trim().to_ascii_uppercase());
                prop_assert_eq!(c.to_string().parse::<Card>(), Ok(c));
            }
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
    }

    #[test]
    fn effect_notation(s in prop_oneof![
        (prop::sample::select(EFFECT_NAMES), prop::collection::vec(
            prop_oneof![
                prop::sample::select(TARGETS).prop_map(str::to_string),
                (0u32..300).prop_map(|n| n.to_string()),
                ".{0,4}".prop_map(|t| serde_json::to_string(&t).unwrap()),
                ".{0,4}",
            ], 0..4), any::<bool>())
            .prop_map(|(n, args, paren)| if paren {
                format!("{n}({})", args.join(", "))
            } else {
                n.to_string()
            }),
        ".{0,30}",
    ]) {
        match s.parse::<Effect>() {
            Ok(e) => {
                let printed = e.to_string();
                prop_assert_eq!(printed.parse::<Effect>(), Ok(e), "printed {}", printed);
            }
            Err(msg) => prop_assert!(!msg.is_empty()),
        }
    }
}

/// Every card type prints and parses back (R1's notation table).
#[test]
fn every_card_round_trips() {
    for i in 0..64 {
        let c = Card::from_index(i);
        assert_eq!(c.to_string().parse::<Card>(), Ok(c), "{c}");
        assert_eq!(c.to_string().to_lowercase().parse::<Card>(), Ok(c), "{c}");
    }
}

/// The structured generator makes scenarios that run, so mutations are
/// applied to real games, not only to malformed files.
#[test]
fn structured_scenarios_mostly_run() {
    let mut ran = 0;
    let mut deep = 0;
    for seed in 0..200 {
        let doc = scenario_doc(seed);
        if let Ok(out) = Scenario::from_value(&doc).and_then(|s| s.run()) {
            ran += 1;
            if out.ok && out.applied >= 10 {
                deep += 1;
            }
        }
    }
    assert!(ran >= 60, "only {ran} of 200 generated scenarios run");
    assert!(deep >= 20, "only {deep} of 200 run 10 actions or more");
}
