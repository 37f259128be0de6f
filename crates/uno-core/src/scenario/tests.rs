use super::*;
use crate::action::{Action, Play};
use crate::card::{Card, Color};
use crate::game::Game;
use crate::rules::Rules;
use crate::Seat;
use serde_json::Value;

const POS: &str = r#"{"hands": [["B7", "Y3"], ["G2", "G4"]], "discard": ["Y1", "B2"],
    "draw_pile": ["R1", "R2", "R3"]}"#;

fn doc(actions: &str) -> String {
    format!(
        r#"{{"rules": "classic", "players": 2, "seed": 1, "position": {POS}, "actions": {actions}}}"#
    )
}

fn err(text: &str) -> ScenarioError {
    match run_scenario(text) {
        Err(e) => e,
        Ok(o) => panic!("expected a malformed scenario, got {}", o.to_json()),
    }
}

#[test]
fn plays_a_card_and_reports_the_state() {
    let out = run_scenario(&doc(r#"[{"by": 0, "do": "play", "card": "B7"}]"#)).unwrap();
    assert_eq!(out.exit_code(), 0);
    assert!(out.ok);
    assert_eq!(out.applied, 1);
    let s = &out.state;
    assert_eq!(s.top, Some("B7".parse().unwrap()));
    assert_eq!(s.color, Some(Color::Blue));
    assert_eq!(s.to_act, Some(Seat::new(1)));
    assert_eq!(s.exposed, vec![Seat::new(0)]);
    assert_eq!(s.draw_pile_size, 3);
    let json: Value = serde_json::from_str(&out.to_json()).unwrap();
    assert_eq!(
        json["state"]["hands"],
        serde_json::json!([["Y3"], ["G2", "G4"]])
    );
    assert_eq!(json["state"]["pending"], Value::Null);
    assert_eq!(json["state"]["direction"], "cw");
    assert_eq!(json["error"], Value::Null);
    assert!(json["events"]
        .as_array()
        .unwrap()
        .iter()
        .all(|e| e["type"].is_string()));
}

#[test]
fn a_rejected_action_stops_the_run_with_its_code() {
    let out = run_scenario(&doc(
        r#"[{"by": 0, "do": "play", "card": "B7"}, {"by": 0, "do": "draw"}, {"by": 1, "do": "draw"}]"#,
    ))
    .unwrap();
    assert_eq!(out.exit_code(), 1);
    assert!(!out.ok);
    assert_eq!(out.applied, 1);
    let e = out.error.as_ref().unwrap();
    assert_eq!((e.index, e.code), (1, "not_your_turn"));
    assert_eq!(out.state.to_act, Some(Seat::new(1)));
    let json: Value = serde_json::from_str(&out.to_json()).unwrap();
    assert_eq!(
        json["error"]
            .as_object()
            .unwrap()
            .keys()
            .collect::<Vec<_>>(),
        vec!["code", "index", "message"]
    );
}

#[test]
fn malformed_documents_name_the_place() {
    let cases: &[(&str, &str, &str)] = &[
        (
            &doc(r#"[{"by": 0, "do": "play", "card": "Q7"}]"#),
            "unknown_card",
            "actions[0].card: unknown card \"Q7\"",
        ),
        (
            &doc(r#"[{"by": 2, "do": "draw"}]"#),
            "seat_outside_table",
            "actions[0].by: seat 2",
        ),
        (
            &doc(r#"[{"by": -1, "do": "draw"}]"#),
            "seat_outside_table",
            "actions[0].by: seat -1",
        ),
        (
            &doc(r#"[{"by": 0, "do": "catch", "target": 5}]"#),
            "seat_outside_table",
            "actions[0].target",
        ),
        (
            &doc(r#"[{"by": 0, "do": "jump"}]"#),
            "unknown_verb",
            "actions[0].do: unknown verb",
        ),
        (
            &doc(r#"[{"by": 0, "do": "play"}]"#),
            "missing_field",
            "actions[0].card: required field is missing (play needs",
        ),
        (
            &doc(r#"[{"by": 0, "do": "catch"}]"#),
            "missing_field",
            "actions[0].target: required field is missing (catch",
        ),
        (
            &doc(r#"[{"by": 0, "do": "choose_color", "color": "P"}]"#),
            "unknown_color",
            "actions[0].color: unknown colour",
        ),
        (
            &doc(r#"[{"do": "draw"}]"#),
            "missing_field",
            "actions[0].by: required field is missing",
        ),
        (
            &doc(r#"[{"by": 0, "do": "draw", "colour": "R"}]"#),
            "unknown_field",
            "actions[0]: unknown field \"colour\"",
        ),
        (
            &doc(r#"[{"by": 0, "do": "play", "cards": []}]"#),
            "invalid_value",
            "actions[0].cards",
        ),
        (
            &doc(r#"[{"by": 0.5, "do": "draw"}]"#),
            "wrong_type",
            "actions[0].by: expected an integer",
        ),
        (&doc(r#"{}"#), "wrong_type", "actions: expected an array"),
        (
            r#"{"rules": "classic", "players": 2, "seed": 1,
              "position": {"hands": [["R1"], ["ZZ"]], "discard": ["R9"]}, "actions": []}"#,
            "unknown_card",
            "position.hands[1][0]: unknown card \"ZZ\"",
        ),
        (
            r#"{"rules": "uno-flip", "players": 2, "seed": 1, "actions": []}"#,
            "unknown_preset",
            "rules: unknown rules preset",
        ),
        (
            r#"{"rules": {"house": ["jump_in", "jump_out"]}, "players": 2, "seed": 1, "actions": []}"#,
            "unknown_house_rule",
            "rules.house[1]: unknown house rule \"jump_out\"",
        ),
        (
            r#"{"rules": {"options": {"first_card": "sideways"}}, "players": 2, "seed": 1, "actions": []}"#,
            "parse_error",
            "rules.options.first_card: unknown variant `sideways`",
        ),
        (
            r#"{"rules": "classic", "players": 1, "seed": 1, "actions": []}"#,
            "players",
            "players: 1: a game needs",
        ),
        (
            r#"{"rules": "classic", "players": 11, "seed": 1, "actions": []}"#,
            "players",
            "players: 11: a game needs",
        ),
        (
            r#"{"rules": "classic", "players": 2, "seed": -3, "actions": []}"#,
            "invalid_value",
            "seed: ",
        ),
        (
            r#"{"rules": "classic", "players": 2, "actions": []}"#,
            "missing_field",
            "seed: required field is missing",
        ),
        (
            r#"{"rules": "classic", "players": 2, "seed": 1, "dealer": 2, "actions": []}"#,
            "seat_outside_table",
            "dealer: seat 2",
        ),
        (
            r#"{"rules": "classic", "players": 2, "seed": 1, "deck": ["R1"], "position": {}, "actions": []}"#,
            "deck_and_position",
            "both \"deck\" and \"position\"",
        ),
        (
            r#"{"rules": "classic", "players": 2, "seed": 1, "deck": ["R0", "R0"], "actions": []}"#,
            "too_many_copies",
            "deck: R0 appears 2 times",
        ),
        (
            r#"{"rules": "classic", "players": 2, "seed": 1,
              "position": {"hands": [["R1"], ["R2"]], "discard": []}, "actions": []}"#,
            "impossible_position",
            "position: the discard pile is empty",
        ),
        (
            r#"{"rules": "classic", "players": 3, "seed": 1,
              "position": {"hands": [["R1"], ["R2"]], "discard": ["R3"]}, "actions": []}"#,
            "impossible_position",
            "position.hands: 2 hands for 3 players",
        ),
        (
            r#"{"rules": "classic", "players": 2, "seed": 1,
              "position": {"hands": [["R1"], ["R2"]], "discard": ["R3"], "direction": "up"}, "actions": []}"#,
            "invalid_value",
            "position.direction: unknown direction",
        ),
        (
            r#"{"rules": "classic", "players": 2, "seed": 1, "actions": [], "comment": "x"}"#,
            "unknown_field",
            "(document): unknown field \"comment\"",
        ),
        ("[1, 2]", "wrong_type", "(document): expected an object"),
        (
            "{\"rules\": \"classic\",\n \"players\": 2,,",
            "bad_json",
            "line 2 column 15: not valid JSON",
        ),
        (
            "{\"rules\": \"classic\",\n \"players\": 2",
            "truncated",
            "line 2 column 13: the file ends too early",
        ),
        ("", "truncated", "line 1 column 0"),
    ];
    for (text, code, start) in cases {
        let e = err(text);
        let msg = e.to_string();
        assert_eq!(e.code(), *code, "{msg}");
        assert!(
            msg.starts_with(start),
            "{msg:?} does not start with {start:?}"
        );
        assert!(!msg.contains('\n'), "{msg:?}");
        assert_eq!(e.exit_code(), 2);
    }
}

#[test]
fn optional_fields_may_be_null() {
    let text = r#"{"rules": "classic", "players": 2, "seed": 1, "dealer": null, "deck": null,
        "position": {"hands": [["R1"], ["R2"]], "discard": ["R3"], "color": null, "to_act": null},
        "actions": [{"by": 0, "do": "play", "card": "R1", "color": null, "uno": null}]}"#;
    let out = run_scenario(text).unwrap();
    assert_eq!(out.exit_code(), 0);
    assert!(out.state.round_over);
    assert_eq!(out.state.round_winner, Some(Seat::new(0)));
}

#[test]
fn a_deal_with_a_stacked_deck() {
    // Two players, dealer 1: seat 0 gets the 1st, 3rd, … cards.
    let top: Vec<String> = (0..15).map(|i| format!("\"R{}\"", 1 + i % 9)).collect();
    let text = format!(
        r#"{{"rules": "classic", "players": 2, "seed": 3, "dealer": 1, "deck": [{}], "actions": []}}"#,
        top.join(", ")
    );
    let out = run_scenario(&text).unwrap();
    let s = &out.state;
    let hand = |v: &[&str]| v.iter().map(|c| c.parse().unwrap()).collect::<Vec<Card>>();
    assert_eq!(
        s.hands[0],
        hand(&["R1", "R2", "R3", "R4", "R5", "R7", "R9"])
    );
    assert_eq!(
        s.hands[1],
        hand(&["R1", "R2", "R3", "R4", "R5", "R6", "R8"])
    );
    assert_eq!(s.top, Some("R6".parse().unwrap()));
    assert_eq!(s.to_act, Some(Seat::new(0)));
    assert_eq!(s.draw_pile_size, 108 - 15);
    assert!(out
        .events
        .iter()
        .any(|e| matches!(e.kind, crate::event::EventKind::FirstCard { .. })));
}

#[test]
fn a_deal_from_a_shuffled_deck_matches_game_new() {
    let text = r#"{"rules": "mario-kart", "players": 5, "seed": 99, "actions": []}"#;
    let (game, out) = Scenario::parse(text).unwrap().run_game().unwrap();
    let direct = Game::new(Rules::named("mario-kart").unwrap(), 5, 99).unwrap();
    assert!(game == direct);
    assert_eq!(out.state, ScenarioState::of(&direct));
}

#[test]
fn from_record_replays_the_same_game() {
    for (name, players, seed) in [
        ("classic", 4, 1),
        ("killer", 3, 2),
        ("mario-kart", 5, 3),
        ("german", 2, 4),
    ] {
        let rules = Rules::named(name).unwrap();
        let mut game = Game::new(rules.clone(), players, seed).unwrap();
        let mut record = Vec::new();
        let mut legal = Vec::new();
        for step in 0..300u64 {
            if game.game_over() {
                break;
            }
            let all = game.all_legal_actions();
            let (seat, action) = all[(step as usize * 7 + seed as usize) % all.len()].clone();
            game.apply(seat, &action, &mut crate::event::NoEvents)
                .unwrap();
            record.push((seat, action));
            game.legal_actions(Seat::new(0), &mut legal);
        }
        let sc = Scenario::from_record(&rules, players, seed, None, &record);
        let json = sc.to_json();
        let back = Scenario::parse(&json).unwrap();
        assert_eq!(back, sc, "{name}");
        let (replayed, out) = back.run_game().unwrap();
        assert_eq!(out.exit_code(), 0, "{name}");
        assert_eq!(out.applied, record.len());
        assert!(replayed == game, "{name}: the replay differs");
    }
}

#[test]
fn rules_are_written_by_name_when_a_preset_fits() {
    let sc = Scenario::from_record(
        &Rules::named("german").unwrap(),
        3,
        0,
        Some(Seat::new(1)),
        &[],
    );
    let v: Value = serde_json::from_str(&sc.to_json()).unwrap();
    assert_eq!(v["rules"], "german");
    assert_eq!(v["dealer"], 1);
    let mut spec = Rules::named("classic").unwrap().to_spec();
    spec.options.hand_size = Some(5);
    let custom = spec.resolve().unwrap();
    let sc = Scenario::from_record(&custom, 3, 0, None, &[]);
    let back = Scenario::parse(&sc.to_json()).unwrap();
    assert_eq!(back.rules.resolve().unwrap(), custom);
}

#[test]
fn actions_write_in_the_file_form() {
    let a = ScenarioAction {
        by: Seat::new(2),
        action: Action::Play(Play {
            uno: true,
            ..Play::wild(Card::WILD, Color::Green)
        }),
    };
    assert_eq!(
        serde_json::to_value(&a).unwrap(),
        serde_json::json!({"by": 2, "do": "play", "card": "W", "color": "G", "uno": true})
    );
    let c = ScenarioAction {
        by: Seat::new(0),
        action: Action::Catch {
            target: Seat::new(1),
        },
    };
    assert_eq!(
        serde_json::to_value(&c).unwrap(),
        serde_json::json!({"by": 0, "do": "catch", "target": 1})
    );
}

#[test]
fn deserialize_applies_the_same_checks() {
    let ok: Result<Scenario, _> = serde_json::from_str(&doc("[]"));
    assert!(ok.is_ok());
    let bad: Result<Scenario, _> = serde_json::from_str(&doc(r#"[{"by": 0, "do": "fly"}]"#));
    assert!(bad.unwrap_err().to_string().contains("actions[0].do"));
}
