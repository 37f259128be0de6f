//! The knowledge tracker and determinization, checked by a referee that
//! sees every hand:
//! - the tracker is sound: every card it believes in a seat's hand is
//!   there (challenge reveals, swaps, rotations, shuffles, plays);
//! - `obs.determinize(&tracker.known(), seed)` gives the same view for the
//!   seat, conserves the cards, and puts the known cards in the hands the
//!   tracker names (always possible, since the tracker is sound);
//! - the likely voids are mostly right.

use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use uno_bots::heuristic::{Heuristic, Style};
use uno_bots::knowledge::Knowledge;
use uno_core::{Action, CardCounts, Direction, Event, Game, Rules, RulesSpec, Seat, Viewer};

fn rules(preset: &str, house: &[&str]) -> Rules {
    RulesSpec {
        preset: Some(preset.to_string()),
        house: house.iter().map(|s| s.to_string()).collect(),
        ..Default::default()
    }
    .resolve()
    .expect("valid rules")
}

fn table() -> Vec<Rules> {
    vec![
        rules("classic", &[]),
        rules("killer", &[]),
        rules("german", &[]),
        rules("classic", &["seven_swap", "last_holding_loses"]),
        rules(
            "classic",
            &["zero_rotates", "seven_swap", "last_holding_loses"],
        ),
        rules("shuffle-hands", &["seven_swap"]),
        rules("mario-kart", &["zero_swap"]),
        rules("hello-kitty", &["multi_play", "zero_rotates"]),
    ]
}

fn subset(a: &CardCounts, b: &CardCounts) -> bool {
    a.mask().iter().all(|c| a.count(c) <= b.count(c))
}

#[derive(Default, Debug)]
struct Stats {
    steps: u64,
    known_cards: u64,
    samples: u64,
    samples_with_known: u64,
    void_checks: u64,
    void_violations: u64,
}

/// Plays one round with heuristic players (medium and easy seats, so
/// there are bluffs, challenges and missed UNO calls), checking the
/// trackers after every action.
fn play_round(rules: &Rules, players: usize, seed: u64, st: &mut Stats) {
    let mut game = Game::new(rules.clone(), players, seed).expect("valid game");
    let n = players;
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut know: Vec<Knowledge> = Seat::all(n).map(|s| Knowledge::new(s, players)).collect();
    let mut bots: Vec<Heuristic> = Seat::all(n)
        .map(|s| {
            let style = if s.index() % 2 == 0 {
                Style::MEDIUM
            } else {
                Style::EASY
            };
            Heuristic::new(style, seed ^ u64::from(s.get()))
        })
        .collect();
    let apply = |game: &mut Game, know: &mut [Knowledge], s: Seat, a: &Action| {
        let mut ev: Vec<Event> = Vec::new();
        game.apply(s, a, &mut ev)
            .expect("heuristic actions are legal");
        for (t, k) in Seat::all(know.len()).zip(know.iter_mut()) {
            for e in &ev {
                k.observe(&e.project(Viewer::Seat(t)));
            }
        }
    };
    for _ in 0..5000 {
        if game.round_over() {
            return;
        }
        let to_act = game.to_act().expect("in a round");
        for s in Seat::all(n) {
            if s == to_act || game.round_over() {
                continue;
            }
            know[s.index()].sync(&game.observe(s));
            if let Some(a) = bots[s.index()].react(&game.observe(s), Some(&know[s.index()])) {
                apply(&mut game, &mut know, s, &a);
            }
        }
        if game.round_over() {
            return;
        }
        let s = game.to_act().expect("in a round");
        know[s.index()].sync(&game.observe(s));
        let a = bots[s.index()].act(&game.observe(s), Some(&know[s.index()]));
        apply(&mut game, &mut know, s, &a);
        if game.round_over() {
            return;
        }
        st.steps += 1;
        // Soundness of every tracker.
        for (t, k) in know.iter().enumerate() {
            for u in Seat::all(n) {
                if u.index() == t {
                    continue;
                }
                let known = k.known_of(u);
                st.known_cards += known.len() as u64;
                assert!(
                    subset(known, game.hand(u)),
                    "seat {t} believes {known:?} in seat {u}'s hand {:?}",
                    game.hand(u)
                );
            }
            st.void_checks += 1;
            st.void_violations += k.violations(&game) as u64;
        }
        // A determinization for one seat.
        let t: Seat = Seat::new(rng.random_range(0..n as u8));
        let obs = game.observe(t);
        let known = know[t.index()].known();
        let seed2: u64 = rng.random();
        for sample in [
            obs.determinize(&known, seed2),
            know[t.index()].determinize(&obs, seed2, 8),
        ] {
            st.samples += 1;
            assert_eq!(
                sample.view(Viewer::Seat(t)),
                game.view(Viewer::Seat(t)),
                "view changed"
            );
            assert_eq!(
                sample.card_count(),
                game.card_count(),
                "cards not conserved"
            );
            let mut any = false;
            for u in Seat::all(n) {
                if u != t {
                    any |= !known[u.index()].is_empty();
                    assert!(
                        subset(&known[u.index()], sample.hand(u)),
                        "known cards {:?} of seat {u} not placed: {:?}",
                        known[u.index()],
                        sample.hand(u)
                    );
                }
            }
            st.samples_with_known += any as u64;
        }
    }
    panic!("round did not end");
}

#[test]
fn tracker_is_sound_and_determinization_respects_it() {
    let mut st = Stats::default();
    for (i, r) in table().iter().enumerate() {
        for k in 0..60u64 {
            let players = 2 + (k as usize % 5);
            play_round(r, players, 1000 * i as u64 + k, &mut st);
        }
    }
    eprintln!("{st:?}");
    assert!(st.samples > 10_000, "{st:?}");
    // The swaps, rotations and challenges gave the trackers something to know.
    assert!(st.samples_with_known > st.samples / 20, "{st:?}");
    assert!(st.known_cards > 10_000, "{st:?}");
    // Voids are soft evidence, but the real hands almost always respect
    // them (easy seats blunder, so not always).
    assert!(st.void_violations * 50 < st.void_checks, "{st:?}");
}

/// A 7 swap (R13): the player knows the whole hand it gave away.
#[test]
fn swap_gives_our_old_hand_to_the_other_seat() {
    let r = rules("classic", &["seven_swap"]);
    let mut found = 0;
    for seed in 0..400u64 {
        let mut game = Game::new(r.clone(), 3, seed).expect("game");
        let mut know: Vec<Knowledge> = Seat::all(3)
            .map(|s| Knowledge::from_observation(&game.observe(s)))
            .collect();
        let mut bots: Vec<Heuristic> = (0..3).map(|s| Heuristic::new(Style::MEDIUM, s)).collect();
        for _ in 0..300 {
            if game.round_over() {
                break;
            }
            let s = game.to_act().expect("in a round");
            know[s.index()].sync(&game.observe(s));
            let a = bots[s.index()].act(&game.observe(s), Some(&know[s.index()]));
            let ev = game.apply_collect(s, &a).expect("legal");
            for (t, k) in Seat::all(know.len()).zip(know.iter_mut()) {
                for e in &ev {
                    k.observe(&e.project(Viewer::Seat(t)));
                }
            }
            for e in &ev {
                if let uno_core::EventKind::HandsSwapped { a, b } = e.kind {
                    let other = if a == s { b } else { a };
                    let known = know[s.index()].known_of(other);
                    assert!(subset(known, game.hand(other)));
                    assert_eq!(
                        known.len(),
                        game.hand_size(other),
                        "the whole hand is known"
                    );
                    found += 1;
                }
            }
        }
    }
    assert!(found > 50, "only {found} swaps seen");
}

#[test]
fn challenge_reveal_is_known_to_the_challenger_only() {
    let r = rules("classic", &[]);
    let mut reveals = 0;
    for seed in 0..3000u64 {
        let mut game = Game::new(r.clone(), 2, seed).expect("game");
        let mut know: Vec<Knowledge> = Seat::all(2)
            .map(|s| Knowledge::from_observation(&game.observe(s)))
            .collect();
        // Easy seats bluff never; a challenger that always challenges finds innocents.
        let mut bots: Vec<Heuristic> = (0..2)
            .map(|s| Heuristic::new(Style::EASY, seed * 2 + s))
            .collect();
        for _ in 0..400 {
            if game.round_over() {
                break;
            }
            let s = game.to_act().expect("in a round");
            know[s.index()].sync(&game.observe(s));
            let a = if game.pending() == Some(uno_core::Pending::AcceptOrChallenge) {
                Action::Challenge
            } else {
                bots[s.index()].act(&game.observe(s), Some(&know[s.index()]))
            };
            let ev = game.apply_collect(s, &a).expect("legal");
            for (t, k) in Seat::all(know.len()).zip(know.iter_mut()) {
                for e in &ev {
                    k.observe(&e.project(Viewer::Seat(t)));
                }
            }
            if a == Action::Challenge {
                let offender = s.step(Direction::Cw, 2);
                let known = know[s.index()].known_of(offender);
                assert!(subset(known, game.hand(offender)));
                // Innocent: the whole hand is known; guilty: all but the 4 drawn.
                assert!(known.len() + 4 >= game.hand_size(offender));
                assert!(!known.is_empty() || game.hand_size(offender) <= 4);
                reveals += 1;
            }
        }
    }
    assert!(reveals > 100, "only {reveals} challenges");
}

/// The particle belief follows the game: at every observation of the
/// tracking seat, each sampled hypothesis has every hidden hand at its
/// true size, made of cards that seat cannot see, so the determinization
/// places all of it; and it is dealt anew only when hands were moved with
/// ours or a round began.
#[test]
fn belief_stays_consistent_with_the_game() {
    let mut samples = 0u64;
    for (i, r) in table().iter().enumerate() {
        for seed in 0..12u64 {
            let players = 2 + (seed as usize % 4);
            let mut game =
                Game::new(r.clone(), players, 500 + seed + 100 * i as u64).expect("game");
            let mut know = Knowledge::new(Seat::new(0), players).with_belief(64, seed);
            let mut bots: Vec<Heuristic> = Seat::all(players)
                .map(|s| Heuristic::new(Style::MEDIUM, seed * 7 + u64::from(s.get())))
                .collect();
            // Deals so far, and whether hands moved with ours since the last.
            let (mut deals, mut moved) = (0u32, true);
            for step in 0..2000u64 {
                if game.round_over() {
                    break;
                }
                let s = game.to_act().expect("in a round");
                if s == Seat::new(0) {
                    know.sync(&game.observe(Seat::new(0)));
                    deals += u32::from(moved);
                    moved = false;
                    let b = know.belief().expect("enabled");
                    assert!(b.is_ready());
                    assert_eq!(
                        b.rebuilds(),
                        deals,
                        "{:?} seed {seed} step {step}",
                        r.house_rules()
                    );
                    for k in 0..4 {
                        let hands = b.sample(k as f64 / 4.0, players).expect("ready").to_vec();
                        let sample = game.observe(Seat::new(0)).determinize(&hands, step * 4 + k);
                        for j in Seat::all(players).skip(1) {
                            assert_eq!(
                                sample.hand(j),
                                &hands[j.index()],
                                "hypothesis placed whole"
                            );
                        }
                        assert_eq!(
                            sample.view(Viewer::Seat(Seat::new(0))),
                            game.view(Viewer::Seat(Seat::new(0)))
                        );
                        samples += 1;
                    }
                }
                let a = bots[s.index()].act(&game.observe(s), None);
                let ev = game.apply_collect(s, &a).expect("legal");
                for e in &ev {
                    use uno_core::EventKind as K;
                    match e.kind {
                        K::HandsShuffled { .. } | K::HandsRotated { .. } => moved = true,
                        K::HandsSwapped { a, b } if a == Seat::new(0) || b == Seat::new(0) => {
                            moved = true
                        }
                        _ => {}
                    }
                    know.observe(&e.project(Viewer::Seat(Seat::new(0))));
                }
            }
        }
    }
    assert!(samples > 1000, "{samples}");
}
