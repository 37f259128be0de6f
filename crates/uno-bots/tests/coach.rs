//! The coach (issue 31): deliberately bad moves are marked, a random
//! player loses more per decision than `hard`, and the coach reads only its
//! seat's information.

use uno_bots::coach::{Coach, CoachConfig, Mark};
use uno_bots::review::{review, Review};
use uno_bots::{play_game, AnyBot, Level, Until};
use uno_core::scenario::Scenario;
use uno_core::{Action, Game, Rules, Seat};

fn seat(i: u8) -> Seat {
    Seat::new(i)
}

/// Reviews `text` (a scenario) for `seats` with the test budget.
fn reviewed(text: &str, seats: &[Seat], seed: u64) -> Review {
    let s = Scenario::parse(text).expect("a valid scenario");
    review(&s, seats, CoachConfig::quick(), seed, |_| {}).expect("the record replays")
}

/// R13 `stack_draw_two`: seat 0's last card is a Draw Two; stacking it on
/// the Draw Two played at it wins the round at once; taking the two cards
/// instead is marked (a blunder: the loss is most of the round).
#[test]
fn a_draw_two_not_stacked_when_stacking_wins_is_a_blunder() {
    let text = |answer: &str| {
        format!(
            r#"{{"rules": {{"preset": "classic", "house": ["stack_draw_two"]}},
            "players": 2, "seed": 3,
            "position": {{"hands": [["R+2"], ["B+2", "G4", "Y7", "B1", "G9"]],
                "discard": ["B5"], "to_act": 1}},
            "actions": [{{"by": 1, "do": "play", "card": "B+2"}}, {answer}]}}"#
        )
    };
    for seed in [1, 2, 3] {
        let bad = reviewed(&text(r#"{"by": 0, "do": "draw"}"#), &[seat(0)], seed);
        assert_eq!(bad.decisions.len(), 1);
        let d = &bad.decisions[0];
        assert_eq!(d.action, Action::Draw);
        assert!(
            matches!(d.best(), Action::Play(p) if p.cards[0].to_string() == "R+2"),
            "best {}",
            d.best()
        );
        assert!(
            d.best_win() > 0.99,
            "stacking the last card wins: {}",
            d.best_win()
        );
        assert_eq!(d.mark(), Some(Mark::Blunder), "loss {}", d.loss());
        // Stacking is not marked.
        let good = reviewed(
            &text(r#"{"by": 0, "do": "play", "card": "R+2"}"#),
            &[seat(0)],
            seed,
        );
        let d = &good.decisions[0];
        assert_eq!(d.loss(), 0.0);
        assert_eq!(d.mark(), None);
    }
}

/// A wild thrown away when a plain card would do: at a table of four,
/// seat 0 holds a wild and a red 5 on a red 3. The red 5 keeps the wild
/// for the last card, which then goes out whatever the three others do
/// meanwhile; the wild first leaves a red 5 that any change of colour
/// among them strands.
#[test]
fn a_wild_thrown_away_when_a_plain_card_would_do_is_a_mistake() {
    let text = |play: &str| {
        format!(
            r#"{{"rules": "classic", "players": 4, "seed": 5,
            "position": {{"hands": [["W", "R5"],
                ["R7", "G7", "B2", "Y4", "G1", "B9"],
                ["R1", "Y1", "G5", "B3", "Y8", "G8"],
                ["R9", "B9", "Y2", "G3", "B6", "Y6"]],
                "discard": ["B5", "R3"], "to_act": 0}},
            "actions": [{play}]}}"#
        )
    };
    for seed in [1, 2, 3] {
        let bad = reviewed(
            &text(r#"{"by": 0, "do": "play", "card": "W", "color": "R", "uno": true}"#),
            &[seat(0)],
            seed,
        );
        let d = &bad.decisions[0];
        assert!(
            matches!(d.best(), Action::Play(p) if p.cards[0].to_string() == "R5"),
            "best {}",
            d.best()
        );
        assert!(d.mark().is_some(), "loss {} not marked", d.loss());
        let good = reviewed(
            &text(r#"{"by": 0, "do": "play", "card": "R5", "uno": true}"#),
            &[seat(0)],
            seed,
        );
        assert_eq!(good.decisions[0].mark(), None);
    }
}

/// Plays one classic 2-seat round (seat 0 `a`, seat 1 `b`) and records it.
fn recorded(a: Level, b: Level, seed: u64) -> Scenario {
    let rules = Rules::named("classic").unwrap();
    let mut game = Game::new(rules.clone(), 2, seed).unwrap();
    let mut bots = vec![AnyBot::new(a, seed * 2), AnyBot::new(b, seed * 2 + 1)];
    let mut record = Vec::new();
    play_game(&mut game, &mut bots, Until::Round, seed, |_, s, a, _| {
        record.push((s, a.clone()))
    })
    .unwrap();
    Scenario::from_record(&rules, 2, seed, None, &record)
}

/// Over a few recorded rounds of `random` against `hard` (seats swapped),
/// the random player's mean loss per decision is larger.
#[test]
fn a_random_player_loses_more_per_decision_than_hard() {
    let (mut random, mut hard) = ((0.0, 0usize), (0.0, 0usize));
    for seed in 0..4u64 {
        let r = (seed % 2) as u8;
        let (a, b) = if r == 0 {
            (Level::Random, Level::Hard)
        } else {
            (Level::Hard, Level::Random)
        };
        let s = recorded(a, b, 100 + seed);
        let rv = review(&s, &[], CoachConfig::quick(), seed, |_| {}).unwrap();
        for d in rv.decisions.iter().filter(|d| d.advice.judged) {
            let acc = if d.seat == seat(r) {
                &mut random
            } else {
                &mut hard
            };
            acc.0 += d.loss();
            acc.1 += 1;
        }
    }
    assert!(random.1 >= 10 && hard.1 >= 10, "{random:?} {hard:?}");
    let (mr, mh) = (random.0 / random.1 as f64, hard.0 / hard.1 as f64);
    assert!(mr > mh, "random {mr:.4} per decision, hard {mh:.4}");
}

/// The coach reads only its seat's information: two games that differ
/// only in another seat's hidden cards (the rest of the deck, unseen, is
/// the draw pile) get the same advice.
#[test]
fn the_advice_depends_only_on_what_the_seat_sees() {
    let text = |other: &str| {
        format!(
            r#"{{"rules": "classic", "players": 2, "seed": 9,
            "position": {{"hands": [["R1", "G5", "B7", "W"], {other}],
                "discard": ["R3"], "to_act": 0}}, "actions": []}}"#
        )
    };
    let advise = |t: &str| {
        let s = Scenario::parse(t).unwrap();
        let game = s.build(&mut Vec::new()).unwrap();
        let mut coach = Coach::new(7, CoachConfig::quick());
        coach.advise(&game.observe(seat(0))).unwrap()
    };
    let a = advise(&text(r#"["R9", "G2", "B4"]"#));
    let b = advise(&text(r#"["W+4", "R+2", "Y9"]"#));
    assert_eq!(a, b);
    assert!(a.ratings.len() >= 3);
}

/// R10.1: a play that leaves one card must be called. Seat 0 plays down
/// to one card without `uno`; whether the play is marked depends on what
/// follows: caught, or the window closed by seat 1's next action, it is a
/// missed call (at least a mistake, though the coach rates the play
/// itself as the best); called with the play, or late but before the
/// window closed (R10.1 allows it), it is not. The coach used to ignore
/// the call altogether.
#[test]
fn a_play_to_one_card_without_an_uno_call_is_marked() {
    let text = |play: &str, then: &str| {
        format!(
            r#"{{"rules": "classic", "players": 2, "seed": 7,
            "position": {{"hands": [["R5", "G7"], ["B2", "Y4", "G1", "B9", "Y8"]],
                "discard": ["R3"], "to_act": 0}},
            "actions": [{play}{then}]}}"#
        )
    };
    let bare = r#"{"by": 0, "do": "play", "card": "R5"}"#;
    let called = r#"{"by": 0, "do": "play", "card": "R5", "uno": true}"#;
    for seed in [1, 2] {
        for (play, then, missed) in [
            (bare, r#", {"by": 1, "do": "draw"}"#, true),
            (bare, r#", {"by": 1, "do": "catch", "target": 0}"#, true),
            (called, r#", {"by": 1, "do": "draw"}"#, false),
            (
                bare,
                r#", {"by": 0, "do": "uno"}, {"by": 1, "do": "draw"}"#,
                false,
            ),
            // The record ends with the window open: not known, not marked.
            (bare, "", false),
        ] {
            let r = reviewed(&text(play, then), &[seat(0)], seed);
            assert_eq!(r.decisions.len(), 1, "{play}{then}");
            let d = &r.decisions[0];
            assert_eq!(d.missed_uno, missed, "{play}{then}");
            if missed {
                assert!(
                    matches!(d.mark(), Some(Mark::Mistake | Mark::Blunder)),
                    "{play}{then}: {:?}",
                    d.mark()
                );
                let j = uno_bots::review_json::to_json(&r, &CoachConfig::quick(), seed);
                assert_eq!(j["decisions"][0]["missed_uno"], true);
                assert_eq!(j["summary"][0]["missed_uno"], 1);
                assert!(
                    j["summary"][0]["mistakes"].as_u64().unwrap()
                        + j["summary"][0]["blunders"].as_u64().unwrap()
                        >= 1
                );
            } else {
                assert_eq!(d.mark(), None, "{play}{then}: loss {}", d.loss());
            }
        }
    }
}
