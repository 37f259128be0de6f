//! `uno verify`: a seed commitment checks out, or does not; with the game
//! as a scenario file, the file's seed and its replay are checked too. Per
//! round: a round seed and salt check against the game's engine seed and
//! salt key, and a round is dealt from its seed alone.

use std::process::Command;

use uno_core::Seat;
use uno_server::fair;

const UNO: &str = env!("CARGO_BIN_EXE_uno");

fn verify(args: &[&str]) -> (i32, serde_json::Value) {
    let out = Command::new(UNO).arg("verify").args(args).output().unwrap();
    let report = serde_json::from_slice(&out.stdout).unwrap_or_default();
    (out.status.code().unwrap_or(-1), report)
}

/// Exit status and standard error.
fn verify_err(args: &[&str]) -> (i32, String) {
    let out = Command::new(UNO).arg("verify").args(args).output().unwrap();
    assert!(out.stdout.is_empty());
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn commitments_and_replays_are_checked() {
    let c = fair::commitment(101, "ab12");
    let (code, r) = verify(&["--commitment", &c, "--seed", "101", "--salt", "ab12"]);
    assert_eq!(code, 0, "{r}");
    assert_eq!(r["commitment_ok"], true);
    let (code, r) = verify(&["--commitment", &c, "--seed", "102", "--salt", "ab12"]);
    assert_eq!(code, 1);
    assert_eq!(r["commitment_ok"], false);
    // A scenario with that seed replays.
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../scenarios/r01-classic-deck.json"
    );
    let (code, r) = verify(&[
        "--commitment",
        &c,
        "--seed",
        "101",
        "--salt",
        "ab12",
        "--scenario",
        file,
    ]);
    assert_eq!(code, 0, "{r}");
    assert_eq!(r["scenario"]["seed_matches"], true);
    assert_eq!(r["scenario"]["replays"], true);
    // The same file against another game's seed does not.
    let c2 = fair::commitment(7, "ab12");
    let (code, r) = verify(&[
        "--commitment",
        &c2,
        "--seed",
        "7",
        "--salt",
        "ab12",
        "--scenario",
        file,
    ]);
    assert_eq!(code, 1);
    assert_eq!(r["scenario"]["seed_matches"], false);
}

#[test]
fn round_seeds_and_salts_check_against_the_game_secrets() {
    let (m, k) = (987_654_321u64, "0f1e2d3c4b5a69788796a5b4c3d2e1f0");
    let s2 = uno_core::round_seed(m, 2);
    let salt2 = fair::round_salt(k, 2);
    let c2 = fair::round_commitment(m, k, 2);
    let (m_s, s2_s) = (m.to_string(), s2.to_string());
    // A round's commitment opens with the round's seed and salt, with
    // today's flags alone.
    let (code, r) = verify(&["--commitment", &c2, "--seed", &s2_s, "--salt", &salt2]);
    assert_eq!(code, 0, "{r}");
    // And that seed and salt are round 2's of the game (M, K).
    let all = [
        "--commitment",
        &c2,
        "--seed",
        &s2_s,
        "--salt",
        &salt2,
        "--round",
        "2",
        "--game-seed",
        &m_s,
        "--salt-key",
        k,
    ];
    let (code, r) = verify(&all);
    assert_eq!(code, 0, "{r}");
    assert_eq!(r["commitment_ok"], true);
    assert_eq!(r["round_seed_ok"], true);
    assert_eq!(r["round_salt_ok"], true);
    assert_eq!(r["ok"], true);
    // Round 3's claim with round 2's seed fails, and says what was expected.
    let (code, r) = verify(&["--seed", &s2_s, "--round", "3", "--game-seed", &m_s]);
    assert_eq!(code, 1, "{r}");
    assert_eq!(r["round_seed_ok"], false);
    assert_eq!(
        r["expected_round_seed"],
        uno_core::round_seed(m, 3).to_string()
    );
    // Another game's seed does not give this round seed.
    let other = (m + 1).to_string();
    let (code, r) = verify(&["--seed", &s2_s, "--round", "2", "--game-seed", &other]);
    assert_eq!(code, 1, "{r}");
    // A salt that is not round 2's.
    let salt3 = fair::round_salt(k, 3);
    let (code, r) = verify(&[
        "--seed",
        &s2_s,
        "--salt",
        &salt3,
        "--round",
        "2",
        "--salt-key",
        k,
    ]);
    assert_eq!(code, 1, "{r}");
    assert_eq!(r["round_salt_ok"], false);
    assert_eq!(r["expected_round_salt"], salt2);
}

/// Each seat's dealt cards and the first card, from `Dealt`/`FirstCard` events.
fn deal_of(events: &[uno_core::Event], players: usize) -> (Vec<Vec<String>>, String) {
    use uno_core::EventKind;
    let mut hands = vec![Vec::new(); players];
    let mut first = String::new();
    for e in events {
        match e.kind {
            EventKind::Dealt { seat, .. } => {
                let seen = e.referee();
                hands[seat.index()] = seen.cards.unwrap().iter().map(|c| c.to_string()).collect();
            }
            EventKind::FirstCard { card } => first = card.to_string(),
            _ => {}
        }
    }
    (hands, first)
}

fn hands_of(report: &serde_json::Value) -> Vec<Vec<String>> {
    serde_json::from_value(report["deal"]["hands"].clone()).unwrap()
}

#[test]
fn a_round_is_dealt_from_its_seed_alone() {
    use uno_core::{Action, Game, Rules};
    let m = 4242u64;
    let rules = Rules::named("classic").unwrap();
    // The game's round 1, as dealt.
    let mut ev = Vec::new();
    let mut g = Game::new_with_events(rules.clone(), 3, m, None, &mut ev).unwrap();
    let (hands1, first1) = deal_of(&ev, 3);
    let s1 = uno_core::round_seed(m, 1).to_string();
    let (code, r) = verify(&["--seed", &s1, "--round", "1", "--players", "3"]);
    assert_eq!(code, 0, "{r}");
    assert_eq!(r["ok"], true);
    assert_eq!(r["deal"]["dealer"], g.dealer().get());
    assert_eq!(hands_of(&r), hands1);
    assert_eq!(r["deal"]["first_card"], first1);
    assert_eq!(r["deal"]["events"][0]["type"], "dealer_draw");
    // The game seed itself is not round 1's seed: it deals something else.
    let (_, wrong) = verify(&["--seed", &m.to_string(), "--round", "1", "--players", "3"]);
    assert_ne!(hands_of(&wrong), hands1);

    // Round 2, after the first legal action of each turn ends round 1.
    let mut legal = Vec::new();
    while !g.round_over() {
        let seat = g.to_act().unwrap();
        g.legal_actions(seat, &mut legal);
        ev.clear();
        g.apply(seat, &legal[0], &mut ev).unwrap();
    }
    assert!(!g.game_over());
    ev.clear();
    g.apply(Seat::new(0), &Action::NextRound, &mut ev).unwrap();
    assert_eq!(g.round(), 2);
    let (hands2, first2) = deal_of(&ev, 3);
    let s2 = uno_core::round_seed(m, 2).to_string();
    let dealer = g.dealer().to_string();
    let deal = |rules: &str| {
        verify(&[
            "--seed",
            &s2,
            "--round",
            "2",
            "--players",
            "3",
            "--dealer",
            &dealer,
            "--rules",
            rules,
        ])
    };
    let (code, r) = deal("classic");
    assert_eq!(code, 0, "{r}");
    assert_eq!(hands_of(&r), hands2);
    assert_eq!(r["deal"]["first_card"], first2);
    // A preset's name as typed (R1): the one lookup of typed names.
    let (code, r) = deal("CLASSIC");
    assert_eq!(code, 0, "{r}");
    assert_eq!(hands_of(&r), hands2);
    // Rules as a JSON object (as `GET /api/games/{id}` gives them).
    let json_rules = r#"{"preset": "classic", "options": {"hand_size": 5}}"#;
    let (code, r) = deal(json_rules);
    assert_eq!(code, 0, "{r}");
    assert!(hands_of(&r).iter().all(|h| h.len() == 5));
    // After round 1 the dealer must be given.
    let (code, err) = verify_err(&["--seed", &s2, "--round", "2", "--players", "3"]);
    assert_eq!(code, 2);
    assert!(err.contains("dealer"), "{err}");
}

#[test]
fn verify_refuses_incomplete_requests() {
    // Nothing to check.
    let (code, err) = verify_err(&["--seed", "1"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("nothing to check"), "{err}");
    // A commitment needs its salt; --players needs --round; unknown rules.
    assert_eq!(verify_err(&["--seed", "1", "--commitment", "ab"]).0, 2);
    assert_eq!(verify_err(&["--seed", "1", "--players", "3"]).0, 2);
    let (code, err) = verify_err(&[
        "--seed",
        "1",
        "--round",
        "1",
        "--players",
        "3",
        "--rules",
        "uno-flip",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("uno-flip"), "{err}");
    assert!(err.contains("expected one of: "), "{err}");
    assert!(err.contains("hello-kitty"), "{err}");
}
