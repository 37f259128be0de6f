//! Tests of the wire protocol's parsing and checks (`super`).

use super::*;

fn code(text: &str) -> &'static str {
    match parse_client(text, 4096) {
        Ok(m) => panic!("expected an error, got {m:?}"),
        Err((_, e)) => e.code(),
    }
}

#[test]
fn parses_every_type() {
    let ok = [
        r#"{"type":"hello","v":1,"room":"ABC","token":"x"}"#,
        r#"{"type":"act","id":3,"action":{"do":"play","cards":["R7"]}}"#,
        r#"{"type":"act","action":{"do":"draw"}}"#,
        r#"{"type":"take_seat"}"#,
        r#"{"type":"take_seat","seat":2}"#,
        r#"{"type":"leave_seat"}"#,
        r#"{"type":"add_bot","level":"easy"}"#,
        r#"{"type":"remove_seat","seat":1}"#,
        r#"{"type":"move_seat","from":1,"to":0}"#,
        r#"{"type":"configure","turn_timer_s":20,"rules":{"preset":"killer"}}"#,
        r#"{"type":"configure","public":true}"#,
        r#"{"type":"start"}"#,
        r#"{"type":"rematch"}"#,
        r#"{"type":"resume"}"#,
        r#"{"type":"chat","text":"hi"}"#,
        r#"{"type":"sync"}"#,
        r#"{"type":"ping","v":1}"#,
    ];
    for t in ok {
        parse_client(t, 4096).unwrap_or_else(|e| panic!("{t}: {e:?}"));
    }
    let m = parse_client(r#"{"type":"act","id":3,"action":{"do":"draw"}}"#, 4096).unwrap();
    assert_eq!(m.id, Some(3));
    assert_eq!(
        m.body,
        ClientBody::Act {
            action: Action::Draw
        }
    );
}

#[test]
fn typed_errors() {
    assert_eq!(code("{"), "bad_json");
    assert_eq!(code("[1]"), "bad_message");
    assert_eq!(code(r#"{"type":"dance"}"#), "unknown_type");
    assert_eq!(code(r#"{"type":7}"#), "bad_message");
    assert_eq!(code(r#"{"id":1}"#), "bad_message");
    assert_eq!(code(r#"{"type":"act"}"#), "bad_message");
    assert_eq!(
        code(r#"{"type":"act","action":{"do":"fly"}}"#),
        "bad_message"
    );
    assert_eq!(
        code(r#"{"type":"act","action":{"do":"play","cards":["Q9"]}}"#),
        "bad_message"
    );
    assert_eq!(
        code(r#"{"type":"hello","room":"A","token":"t"}"#),
        "bad_message"
    );
    assert_eq!(code(r#"{"type":"ping","v":2}"#), "unsupported_version");
    assert_eq!(code(r#"{"type":"ping","id":-1}"#), "bad_message");
    assert_eq!(code(r#"{"type":"remove_seat","seat":300}"#), "bad_message");
    let big = format!(r#"{{"type":"chat","text":"{}"}}"#, "a".repeat(5000));
    assert_eq!(code(&big), "message_too_large");
}

#[test]
fn nicknames_are_plain_text() {
    assert_eq!(check_nickname("  Ada ").unwrap(), "Ada");
    assert_eq!(check_nickname("Zoë 🦄").unwrap(), "Zoë 🦄");
    for bad in [
        "",
        "   ",
        "<b>x</b>",
        "a\u{202E}b",
        "a\nb",
        "x&y",
        &"n".repeat(25),
    ] {
        assert_eq!(
            check_nickname(bad).unwrap_err().code(),
            "invalid_nickname",
            "{bad:?}"
        );
    }
    assert!(check_chat("<script>alert(1)</script> is only text").is_ok());
    assert!(check_chat("a\u{0007}").is_err());
}

#[test]
fn invisible_and_blank_looking_characters_are_refused_as_a_class() {
    for table in [DEFAULT_IGNORABLE, OTHER_FORMAT, BLANK_LOOKING] {
        for w in table.windows(2) {
            assert!(
                w[0].0 <= w[0].1 && w[0].1 < w[1].0,
                "sorted, disjoint: {w:?}"
            );
        }
    }
    // The examples of issue 12 (U+00AD, U+034F, U+3164 and more), each
    // default-ignorable; every code point of every range is refused.
    for c in [
        0x00AD, 0x034F, 0x3164, 0x200B, 0x2060, 0xFEFF, 0x115F, 0x1160, 0xFFA0,
    ] {
        assert!(
            in_table(DEFAULT_IGNORABLE, char::from_u32(c).unwrap()),
            "{c:X}"
        );
    }
    for &(lo, hi) in DEFAULT_IGNORABLE
        .iter()
        .chain(OTHER_FORMAT)
        .chain(BLANK_LOOKING)
    {
        for c in (lo..=hi).filter_map(char::from_u32) {
            let nick = format!("a{c}b");
            assert_eq!(
                check_nickname(&nick).unwrap_err().code(),
                "invalid_nickname",
                "U+{:04X}",
                c as u32
            );
        }
    }
    for c in ['\u{00A0}', '\u{2003}', '\u{3000}', '\u{2028}', '\u{1680}'] {
        assert!(check_nickname(&format!("a{c}b")).is_err(), "{c:?}");
        assert!(
            check_chat(&format!("a{c}b")).is_ok(),
            "chat may space: {c:?}"
        );
    }
    for c in ['\u{00AD}', '\u{200D}', '\u{E0041}', '\u{0600}', '\u{FE00}'] {
        assert!(check_chat(&format!("a{c}b")).is_err(), "{c:?}");
    }
    assert!(check_chat("I \u{2764}\u{FE0F} UNO").is_ok());
    assert!(check_nickname("\u{2764}\u{FE0F}").is_err());
    // Neighbours of the ranges, and ordinary text, pass.
    for ok in [
        "\u{00AC}\u{00AE}",
        "\u{034E}\u{0350}",
        "\u{3163}\u{3165}",
        "Zoë",
        "李",
        "ナ",
        "ก่",
    ] {
        assert!(check_nickname(ok).is_ok(), "{ok:?}");
    }
}

#[test]
fn peek_id_finds_the_id_of_any_object() {
    assert_eq!(
        peek_id(r#"{"type":"act","id":9,"action":{}}"#, 4096),
        Some(9)
    );
    assert_eq!(peek_id(r#"{"type":"nope","id":3}"#, 4096), Some(3));
    assert_eq!(peek_id(r#"{"id":-1}"#, 4096), None);
    assert_eq!(peek_id("[1]", 4096), None);
    assert_eq!(peek_id(r#"{"id":2}"#, 4), None, "over the size limit");
}

fn json_value() -> impl proptest::strategy::Strategy<Value = Value> {
    use proptest::prelude::*;
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<f64>().prop_map(|f| serde_json::json!(f)),
        "[a-zA-Z0-9_+ ]{0,12}".prop_map(Value::String),
        prop::sample::select(CLIENT_TYPES.to_vec()).prop_map(|t| Value::String(t.into())),
    ];
    leaf.prop_recursive(4, 64, 8, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::btree_map(
                prop_oneof![
                    Just("type".to_string()),
                    Just("action".to_string()),
                    Just("do".to_string()),
                    Just("cards".to_string()),
                    Just("id".to_string()),
                    Just("v".to_string()),
                    "[a-z]{1,6}"
                ],
                inner,
                0..6
            )
            .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(2000))]

    /// Any text: a message or a typed error, never a panic.
    #[test]
    fn parser_never_panics_on_text(text in ".{0,300}") {
        let _ = parse_client(&text, 4096);
    }

    /// Any JSON: accepted only with a known type; errors have codes.
    #[test]
    fn parser_types_every_json(v in json_value()) {
        match parse_client(&v.to_string(), 4096) {
            Ok(m) => {
                let ty = v["type"].as_str().unwrap_or("");
                proptest::prop_assert!(CLIENT_TYPES.contains(&ty), "{ty}");
                let _ = m;
            }
            Err((_, e)) => proptest::prop_assert!(!e.code().is_empty()),
        }
    }
}

/// Issue 32: rules the engine refuses reach the client as a reason and
/// its arguments (`uno_core::Problem`), which the page words from
/// `problem-<reason>` in the reader's language; every reason has its
/// message in English, with exactly the arguments the server sends
/// (`uno-i18n`'s check keeps the other languages in step). `parse` and
/// `position` carry the parser's own English and fall back on it.
#[test]
fn refused_rules_go_out_as_a_reason_and_arguments_the_page_words() {
    use uno_core::rules::RulesError;
    use uno_core::SetupError;
    let english = uno_i18n::check::messages(uno_i18n::ftl("en").unwrap()).unwrap();
    let rules = [
        RulesError::UnknownPreset("x".into()),
        RulesError::UnknownHouseRule("x".into()),
        RulesError::HouseConflict("zero_rotates", "zero_swap"),
        RulesError::EliminationNeedsPenalty,
        RulesError::TeamsElimination,
        RulesError::TeamsLastHoldingLoses,
        RulesError::HandSize,
        RulesError::Target,
        RulesError::DeckCount("R1".into(), 300),
        RulesError::DeckCard("Q9".into()),
        RulesError::EmptyDeck,
        RulesError::NoStartingCard,
        RulesError::MissingWcRule("WC1".into()),
        RulesError::TooManyWcRules(9),
    ];
    let setup = [
        SetupError::Players(1),
        SetupError::DeckTooSmall {
            deck: 108,
            hand: 30,
            players: 4,
        },
        SetupError::TooManyCopies {
            card: "R7".parse().unwrap(),
            have: 3,
            deck: 2,
        },
        SetupError::Seat(uno_core::Seat::new(11)),
        SetupError::TeamPlayers(3),
    ];
    let problems = rules
        .iter()
        .map(|e| e.problem())
        .chain(setup.iter().map(|e| e.problem()));
    for p in problems {
        let id = format!("problem-{}", p.reason);
        let vars = english
            .get(&id)
            .unwrap_or_else(|| panic!("{id} is not in locales/en/uno.ftl"));
        let mut used: Vec<&str> = vars
            .content
            .iter()
            .chain(&vars.selectors)
            .map(String::as_str)
            .collect();
        used.sort();
        used.dedup();
        let mut sent: Vec<&str> = p.args.iter().map(|(k, _)| *k).collect();
        sent.sort();
        assert_eq!(used, sent, "{id}");
    }
    // On the wire: the code, the English message, and reason + args.
    let e = ErrorCode::InvalidRules(SetupError::TeamPlayers(3).into());
    let v: serde_json::Value = serde_json::from_str(&error_text(Some(4), &e)).unwrap();
    assert_eq!(v["code"], "invalid_rules");
    assert_eq!(v["reason"], "team-players");
    assert_eq!(v["args"], serde_json::json!({"count": 3}));
    assert!(v["message"].as_str().unwrap().contains("R15.1"), "{v}");
    // A refusal the engine did not word has neither.
    let e = ErrorCode::InvalidRules(String::from("quick match takes a preset name").into());
    let v: serde_json::Value = serde_json::from_str(&error_text(None, &e)).unwrap();
    assert!(v.get("reason").is_none() && v.get("args").is_none(), "{v}");
}
