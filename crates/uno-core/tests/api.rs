//! Engine API contracts: constructors agree, events and views keep
//! secrets (R8.3 reveals go to the challenger only), errors change nothing.

use uno_core::event::EventKind;
use uno_core::rules::DeckPreset;
use uno_core::{Action, CompiledRules, Direction, Game, Play, Rules, Seat, Viewer};

#[test]
fn from_compiled_and_restart_equal_new() {
    for preset in Rules::preset_names() {
        let rules = Rules::named(preset).unwrap();
        let compiled = CompiledRules::new(rules.clone());
        for players in [2, 5, 10] {
            let mut reused = Game::from_compiled(&compiled, players, 1).unwrap();
            for seed in 0..20 {
                let fresh = Game::new(rules.clone(), players, seed).unwrap();
                assert!(Game::from_compiled(&compiled, players, seed).unwrap() == fresh);
                reused.restart(seed);
                assert!(reused == fresh, "{preset} {players} {seed}");
            }
        }
    }
}

#[test]
fn r2_1_seat_counts_are_checked() {
    for bad in [0, 1, 11, 50] {
        assert!(Game::new(Rules::default(), bad, 0).is_err());
    }
    let mut spec = Rules::default().to_spec();
    spec.options.hand_size = Some(11);
    let big = spec.resolve().unwrap();
    assert!(
        Game::new(big, 10, 0).is_err(),
        "110 cards cannot come from 108"
    );
}

#[test]
fn setup_deal_with_stacked_deck_matches_new_and_reports_the_dealer_draw() {
    use uno_core::{Setup, Start};
    let rules = Rules::default();
    let plain = Setup {
        rules: rules.clone(),
        players: 3,
        seed: 5,
        dealer: None,
        start: Start::Deal { top: vec![] },
    };
    let mut ev = Vec::new();
    let g = plain.build(&mut ev).unwrap();
    assert!(g == Game::new(rules.clone(), 3, 5).unwrap());
    let stacked = Setup {
        start: Start::Deal {
            top: vec!["R1".parse().unwrap()],
        },
        ..plain
    };
    let mut ev2 = Vec::new();
    let g2 = stacked.build(&mut ev2).unwrap();
    assert_eq!(g2.dealer(), g.dealer(), "R2.2: same seed, same dealer");
    assert!(matches!(ev2[0].kind, EventKind::DealerDraw { .. }));
}

#[test]
fn r2_3_a_position_whose_deck_cannot_deal_a_round_is_rejected() {
    use uno_core::{Position, Setup, Start};
    let rules = uno_core::RulesSpec {
        options: uno_core::rules::OptionsSpec {
            deck: Some([("R1".to_string(), 3), ("R2".to_string(), 3)].into()),
            ..Default::default()
        },
        ..Default::default()
    }
    .resolve()
    .unwrap();
    let setup = Setup {
        rules,
        players: 2,
        seed: 1,
        dealer: None,
        start: Start::Position(Position {
            hands: vec![vec!["R1".parse().unwrap()], vec!["R2".parse().unwrap()]],
            discard: vec!["R1".parse().unwrap()],
            ..Default::default()
        }),
    };
    let err = setup.build(&mut Vec::new()).unwrap_err();
    assert_eq!(err.code(), "deck_too_small");
}

#[test]
fn drawn_cards_are_seen_only_by_the_drawer() {
    let mut g = Game::new(Rules::preset(DeckPreset::Classic), 3, 9).unwrap();
    // Play until someone draws at their turn.
    for _ in 0..500 {
        let seat = g.to_act().unwrap();
        if g.pending().is_none() {
            let ev = g.apply_collect(seat, &Action::Draw).unwrap();
            let drew = ev
                .iter()
                .find(|e| matches!(e.kind, EventKind::Drew { .. }))
                .expect("a draw event");
            assert!(drew.project(Viewer::Seat(seat)).cards.is_some());
            assert!(drew.referee().cards.is_some());
            for other in Seat::all(3) {
                if other != seat {
                    assert!(drew.project(Viewer::Seat(other)).cards.is_none());
                }
            }
            assert!(drew.project(Viewer::Spectator).cards.is_none());
            let json =
                serde_json::to_string(&drew.project(Viewer::Seat(seat.step(Direction::Cw, 3))))
                    .unwrap();
            assert!(!json.contains("\"cards\""), "{json}");
            return;
        }
        let mut legal = Vec::new();
        g.legal_actions(seat, &mut legal);
        g.apply(seat, &legal[0], &mut Vec::new()).unwrap();
    }
    panic!("nobody drew");
}

#[test]
fn r4_4_rejected_actions_change_nothing() {
    let mut g = Game::new(Rules::default(), 4, 3).unwrap();
    let before = g.clone();
    let seat = g.to_act().unwrap();
    let other = seat.step(Direction::Cw, 4);
    let card = g.hand(other).iter().next().unwrap();
    let err = g.apply(other, &Action::Play(Play::card(card)), &mut Vec::new());
    assert_eq!(err.unwrap_err().code(), "not_your_turn");
    assert!(g == before);
    assert_eq!(
        g.apply(Seat::new(9), &Action::Draw, &mut Vec::new())
            .unwrap_err()
            .code(),
        "no_such_seat"
    );
    assert!(g == before);
}

#[test]
fn spectator_view_holds_no_cards_of_any_hand() {
    let g = Game::new(Rules::default(), 4, 11).unwrap();
    let v = g.view(Viewer::Spectator);
    assert!(v.hand.is_empty());
    assert_eq!(v.hand_sizes, vec![7, 7, 7, 7]);
    let json = serde_json::to_value(&v).unwrap();
    assert_eq!(json["hand"], serde_json::json!([]));
    let mine = g.view(Viewer::Seat(Seat::new(2)));
    assert_eq!(mine.hand.len(), 7);
}

/// Out-of-turn actions are possible only when R10.2 or a jump-in house
/// rule (R13) allows one. `reactions_possible` is the drivers' cheap test:
/// it never misses a moment when a seat other than the one to act has a
/// legal action, and without an exposed seat or a jump-in rule it is false.
#[test]
fn reactions_possible_matches_the_legal_actions_of_other_seats() {
    use rand::{Rng, SeedableRng};
    let (mut seen, mut seen_others) = ([0usize; 2], 0usize);
    for (name, jump) in [("classic", false), ("classic", true), ("killer", false)] {
        let mut spec = Rules::named(name).unwrap().to_spec();
        if jump {
            spec.house.push("jump_in".into());
        }
        let rules = spec.resolve().unwrap();
        for seed in 0..40u64 {
            let mut g = Game::new(rules.clone(), 4, seed).unwrap();
            let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
            let mut legal = Vec::new();
            for _ in 0..400 {
                let Some(to_act) = g.to_act() else { break };
                let others_can = Seat::all(4).filter(|&s| s != to_act).any(|s| {
                    g.legal_actions(s, &mut legal);
                    !legal.is_empty()
                });
                let msg = format!("{name} jump={jump} seed {seed}");
                assert!(
                    !others_can || g.reactions_possible(),
                    "missed a reaction: {msg}"
                );
                let r = g.rules();
                if g.exposed().is_none()
                    && !r.jump_in_possible(None)
                    && !r.jump_in_possible(Some(uno_core::Pending::StackOrDraw))
                {
                    assert!(!g.reactions_possible(), "{msg}");
                }
                seen[usize::from(g.reactions_possible())] += 1;
                seen_others += usize::from(others_can);
                g.legal_actions(to_act, &mut legal);
                let a = legal[rng.random_range(0..legal.len())].clone();
                g.apply(to_act, &a, &mut uno_core::event::NoEvents).unwrap();
            }
        }
    }
    assert!(
        seen[0] > 0 && seen[1] > 0 && seen_others > 0,
        "{seen:?} {seen_others}"
    );
}

/// R14: a rules file's form, decided in one place for every command: the
/// extension when there is one, else the first character, then the other
/// form; the error is the first form's.
#[test]
fn r14_a_rules_file_is_read_as_toml_or_json() {
    use uno_core::{RulesFormat, RulesSpec};
    let toml = "preset = \"mario-kart\"\nhouse = [\"jump_in\"]\n";
    let json = r#"{"preset": "mario-kart", "house": ["jump_in"]}"#;
    let want = Rules::from_toml(toml).expect("valid TOML rules");
    for (text, ext, format) in [
        (toml, Some("toml"), RulesFormat::Toml),
        (toml, Some("TOML"), RulesFormat::Toml),
        (toml, None, RulesFormat::Toml),
        (toml, Some("txt"), RulesFormat::Toml),
        (json, Some("json"), RulesFormat::Json),
        (json, None, RulesFormat::Json),
        // TOML has no `{` at the top: a leading `{` means JSON.
        (json, Some("rules"), RulesFormat::Json),
    ] {
        let (spec, f) = RulesSpec::from_text(text, ext).expect("parses");
        assert_eq!(f, format, "{ext:?}");
        assert_eq!(spec.resolve().expect("valid"), want, "{ext:?}");
    }
    // The extension is believed: JSON in a .toml file is a TOML error.
    let e = RulesSpec::from_text(json, Some("toml")).expect_err("not TOML");
    assert_eq!(e.code(), "parse_error");
    // Neither form: the first form's error (TOML here, by the first
    // character).
    let e = RulesSpec::from_text("preset = ", None).expect_err("neither");
    assert_eq!(e.code(), "parse_error");
    assert!(!e.to_string().contains("expected value at line"), "{e}");
    // Parsing does not validate: an unknown preset parses, then fails.
    let (spec, _) = RulesSpec::from_text("preset = \"nope\"", None).expect("parses");
    assert_eq!(
        spec.resolve().expect_err("unknown").code(),
        "unknown_preset"
    );
}

/// R14: a rules file is a table (a JSON object, a TOML table), and so are
/// its `options` and `scoring`: an array, which serde's derived code would
/// read field by field (`[]` the classic rules, `["mario-kart"]` Mario
/// Kart), or a scalar is refused with what was expected, in files and in
/// JSON values (the server's API); tables print and read back as before.
#[test]
fn r14_a_rules_file_and_its_parts_are_tables() {
    use serde::Deserialize;
    use uno_core::RulesSpec;
    for (text, ext, expected) in [
        ("[]", Some("json"), "a table of rules"),
        (r#"["mario-kart"]"#, Some("json"), "a table of rules"),
        (r#""classic""#, Some("json"), "a table of rules"),
        (r#"{"options": [1]}"#, Some("json"), "a table of options"),
        (
            r#"{"preset": "classic", "scoring": ["penalty"]}"#,
            None,
            "a table of scoring",
        ),
        ("options = [1]", Some("toml"), "a table of options"),
        ("scoring = 5", None, "a table of scoring"),
    ] {
        let e = RulesSpec::from_text(text, ext).expect_err(text);
        assert_eq!(e.code(), "parse_error", "{text}");
        assert!(e.to_string().contains(expected), "{text}: {e}");
    }
    assert!(Rules::from_json("[]").is_err());
    for value in [
        serde_json::json!([]),
        serde_json::json!(["classic", []]),
        serde_json::json!({"preset": "classic", "options": ["official"]}),
    ] {
        let e = <RulesSpec as Deserialize>::deserialize(&value).expect_err("not a table");
        assert!(e.to_string().contains("a table of"), "{value}: {e}");
    }
    for name in Rules::preset_names() {
        let rules = Rules::named(name).expect("a preset");
        let spec = rules.to_spec();
        let json = serde_json::to_string(&spec).expect("prints");
        assert_eq!(
            Rules::from_json(&json).expect("reads back"),
            rules,
            "{name}"
        );
        assert_eq!(
            Rules::from_toml(&rules.to_toml()).expect("reads back"),
            rules,
            "{name}"
        );
    }
}

/// R15.1, R15.6: with teams, every constructor refuses a table teams
/// cannot be formed at; the round's start, its end and the game's end name
/// the teams in their events; every view names each seat's team, and a
/// seat's observation knows its partner (public: it is in the rules).
#[test]
fn r15_teams_are_named_in_events_and_views() {
    let rules = Rules::from_toml("teams = \"pairs\"\n[scoring]\nmethod = \"none\"").unwrap();
    let compiled = CompiledRules::new(rules.clone());
    for n in [2, 3, 5, 7, 9] {
        let e = Game::new(rules.clone(), n, 0).unwrap_err();
        assert!(e.to_string().contains("R15.1"), "{e}");
        assert!(Game::from_compiled(&compiled, n, 0).is_err());
    }
    for n in [4usize, 6, 8, 10] {
        let mut events = Vec::new();
        let mut g = Game::new_with_events(rules.clone(), n, 7, None, &mut events).unwrap();
        let teams: Vec<u8> = (0..n).map(|s| (s % (n / 2)) as u8).collect();
        let started = events
            .iter()
            .find_map(|e| match &e.kind {
                EventKind::RoundStarted { teams, .. } => Some(teams.clone()),
                _ => None,
            })
            .expect("round_started");
        assert_eq!(started.as_ref(), Some(&teams));
        let json = serde_json::to_value(events[0].referee()).unwrap();
        assert!(json.get("type").is_some());
        for s in Seat::all(n) {
            assert_eq!(g.view(Viewer::Seat(s)).teams.as_ref(), Some(&teams));
            let partner = Seat::new(((s.index() + n / 2) % n) as u8);
            assert_eq!(g.observe(s).partner(), Some(partner));
            assert_eq!(g.observe(s).team_of(partner), Some(teams[s.index()]));
        }
        // Play the round out: the seat to act plays when it can.
        let mut buf = Vec::new();
        let mut events = Vec::new();
        for _ in 0..100_000 {
            if g.round_over() {
                break;
            }
            let s = g.to_act().unwrap();
            g.legal_actions(s, &mut buf);
            let a = buf
                .iter()
                .find(|a| matches!(a, Action::Play(_)))
                .unwrap_or(&buf[0])
                .clone();
            g.apply(s, &a, &mut events).unwrap();
        }
        let w = g.round_winner().expect("a winner");
        let team = teams[w.index()];
        let ended = events.iter().find_map(|e| match &e.kind {
            EventKind::RoundEnded { team, .. } => Some(*team),
            _ => None,
        });
        assert_eq!(ended, Some(Some(team)));
        let game_teams = events.iter().find_map(|e| match &e.kind {
            EventKind::GameEnded { winners, teams } => Some((winners.clone(), teams.clone())),
            _ => None,
        });
        // R15.4 none: the winning team wins the game, both partners.
        let partner = g.partner(w).unwrap();
        let mut both = vec![w, partner];
        both.sort();
        assert_eq!(game_teams, Some((both.clone(), vec![team])));
        assert_eq!(g.game_winners(), both);
        assert_eq!(g.winning_teams(), vec![team]);
    }
    // Without teams nothing is added.
    let g = Game::new(Rules::default(), 4, 1).unwrap();
    assert_eq!(g.view(Viewer::Spectator).teams, None);
    let v = serde_json::to_value(g.view(Viewer::Spectator)).unwrap();
    assert!(v.get("teams").is_none());
}
