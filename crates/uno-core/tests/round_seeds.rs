//! Per-round seeds: round `r` of a game seeded `s` draws from
//! `round_seed(s, r)` alone, so its deal is `Game::deal_round` of that
//! seed (and the public dealer and eliminated seats), and copies made for
//! search (`determinize`, `permute_hidden`) do not know the real game's
//! later rounds.

use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use uno_core::card::Card;
use uno_core::event::{Event, EventKind};
use uno_core::{
    round_seed, Action, CompiledRules, Direction, Game, Position, Rules, RulesSpec, Seat, Setup,
    Start, Viewer,
};

/// Each seat's dealt cards in the last deal among `events` (referee view).
fn dealt_hands(events: &[Event], players: usize) -> Vec<Vec<Card>> {
    let start = events
        .iter()
        .rposition(|e| matches!(e.kind, EventKind::RoundStarted { .. }))
        .expect("a deal");
    let mut hands = vec![Vec::new(); players];
    for e in &events[start..] {
        if let EventKind::Dealt { seat, .. } = e.kind {
            let seen = e.referee();
            hands[seat.index()] = seen.cards.expect("the referee sees a deal").to_vec();
        }
    }
    hands
}

fn first_card(events: &[Event]) -> Card {
    events
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::FirstCard { card } => Some(card),
            _ => None,
        })
        .next_back()
        .expect("a first card")
}

fn eliminated(g: &Game) -> Vec<Seat> {
    Seat::all(g.players())
        .filter(|&s| g.is_eliminated(s))
        .collect()
}

/// Plays one random legal action of the seat to act (`next_round` between rounds).
fn step(g: &mut Game, rng: &mut Pcg64Mcg, events: &mut Vec<Event>) {
    let seat = g.to_act().unwrap_or(Seat::new(0));
    let mut legal = Vec::new();
    g.legal_actions(seat, &mut legal);
    let a = legal[rng.random_range(0..legal.len())].clone();
    events.clear();
    g.apply(seat, &a, events).expect("a legal action");
}

fn multi_round_rules() -> Vec<Rules> {
    let spec = |json: &str| -> Rules {
        serde_json::from_str::<RulesSpec>(json)
            .unwrap()
            .resolve()
            .unwrap()
    };
    vec![
        spec(r#"{"preset": "classic", "scoring": {"target": 200}}"#),
        // Eliminations: later rounds are dealt to fewer seats.
        spec(
            r#"{"preset": "classic", "scoring": {"method": "penalty", "target": 60, "game_end": "elimination"}}"#,
        ),
        spec(
            r#"{"preset": "mario-kart", "options": {"first_card": "as_dealer_played"}, "scoring": {"target": 150}}"#,
        ),
        spec(
            r#"{"preset": "classic", "options": {"first_card": "ignore_actions"}, "scoring": {"game_end": "hands:4"}}"#,
        ),
    ]
}

#[test]
fn every_rounds_deal_is_a_function_of_its_round_seed_alone() {
    let mut rounds_checked = 0;
    let mut eliminated_rounds = 0;
    for rules in multi_round_rules() {
        let compiled = CompiledRules::new(rules.clone());
        for players in [2, 3, 5] {
            for seed in 0..6u64 {
                let mut events = Vec::new();
                let mut g =
                    Game::new_with_events(rules.clone(), players, seed, None, &mut events).unwrap();
                assert_eq!(g.seed(), seed);
                let mut rng = Pcg64Mcg::seed_from_u64(seed);
                loop {
                    // A round was just dealt: check it from its seed alone.
                    let r = g.round();
                    assert_eq!(g.current_round_seed(), round_seed(seed, r));
                    let dealer = (r > 1).then(|| g.dealer());
                    let out = eliminated(&g);
                    let deal =
                        Game::deal_round(&compiled, players, r, dealer, &out, round_seed(seed, r))
                            .unwrap();
                    assert_eq!(deal.dealer, g.dealer(), "round {r}");
                    assert_eq!(deal.hands, dealt_hands(&events, players), "round {r}");
                    assert_eq!(deal.first_card, first_card(&events), "round {r}");
                    for s in &out {
                        assert!(deal.hands[s.index()].is_empty());
                    }
                    rounds_checked += 1;
                    eliminated_rounds += usize::from(!out.is_empty());
                    // Another seed for this round deals something else.
                    let other = Game::deal_round(
                        &compiled,
                        players,
                        r,
                        dealer,
                        &out,
                        round_seed(seed, r) ^ 1,
                    )
                    .unwrap();
                    assert_ne!(other.hands, deal.hands);
                    // Play to the end of the round, then deal the next one.
                    while !g.round_over() {
                        step(&mut g, &mut rng, &mut events);
                    }
                    if g.game_over() {
                        break;
                    }
                    step(&mut g, &mut rng, &mut events);
                    assert_eq!(g.round(), r + 1);
                }
            }
        }
    }
    assert!(rounds_checked > 150, "{rounds_checked} rounds");
    assert!(eliminated_rounds > 0, "no round after an elimination");
}

#[test]
fn restart_and_every_constructor_use_round_ones_seed() {
    let rules = Rules::default();
    let compiled = CompiledRules::new(rules.clone());
    let mut reused = Game::from_compiled(&compiled, 4, 99).unwrap();
    for seed in [0, 1, 77, u64::MAX] {
        reused.restart(seed);
        let mut events = Vec::new();
        let g = Game::new_with_events(rules.clone(), 4, seed, None, &mut events).unwrap();
        let deal = Game::deal_round(&compiled, 4, 1, None, &[], round_seed(seed, 1)).unwrap();
        assert_eq!(deal.hands, dealt_hands(&events, 4));
        assert_eq!(deal.dealer, g.dealer());
        assert_eq!(deal.events[0], events[0].referee(), "the draw for dealer");
        assert!(reused == g);
        let built = Setup {
            rules: rules.clone(),
            players: 4,
            seed,
            dealer: None,
            start: Start::Deal {
                top: vec!["R1".parse().unwrap()],
            },
        }
        .build(&mut uno_core::NoEvents)
        .unwrap();
        assert_eq!(built.dealer(), g.dealer(), "R2.2 draws from round 1's seed");
        assert_eq!(built.current_round_seed(), round_seed(seed, 1));
    }
}

#[test]
fn a_position_shuffles_its_draw_pile_with_its_rounds_seed() {
    let pile = |round: u32| {
        let setup = Setup {
            rules: Rules::default(),
            players: 2,
            seed: 5,
            dealer: None,
            start: Start::Position(Position {
                hands: vec![vec!["R1".parse().unwrap()], vec!["B2".parse().unwrap()]],
                discard: vec!["R5".parse().unwrap()],
                round: Some(round),
                ..Position::default()
            }),
        };
        let g = setup.build(&mut uno_core::NoEvents).unwrap();
        assert_eq!(g.current_round_seed(), round_seed(5, round));
        g.draw_pile_top_first()
    };
    assert_eq!(pile(3), pile(3));
    assert_ne!(pile(2), pile(3));
}

#[test]
fn deal_round_refuses_what_no_game_deals() {
    let c = CompiledRules::new(Rules::default());
    assert!(
        Game::deal_round(&c, 3, 0, Some(Seat::new(0)), &[], 1).is_err(),
        "round 0"
    );
    assert!(
        Game::deal_round(&c, 3, 2, None, &[], 1).is_err(),
        "no dealer after round 1"
    );
    assert!(
        Game::deal_round(&c, 3, 2, Some(Seat::new(3)), &[], 1).is_err(),
        "dealer off the table"
    );
    assert!(
        Game::deal_round(&c, 3, 2, Some(Seat::new(1)), &[Seat::new(1)], 1).is_err(),
        "eliminated dealer"
    );
    assert!(
        Game::deal_round(
            &c,
            3,
            2,
            Some(Seat::new(0)),
            &[Seat::new(1), Seat::new(2)],
            1
        )
        .is_err(),
        "one seat left"
    );
    assert!(
        Game::deal_round(&c, 11, 1, None, &[], 1).is_err(),
        "11 seats"
    );
    assert!(Game::deal_round(&c, 3, 2, Some(Seat::new(0)), &[Seat::new(1)], 1).is_ok());
}

/// A game of several rounds, played to the end of round 1.
fn after_round_one(seed: u64) -> Game {
    let rules: Rules = serde_json::from_str::<RulesSpec>(r#"{"scoring": {"target": 10000}}"#)
        .unwrap()
        .resolve()
        .unwrap();
    let mut g = Game::new(rules, 3, seed).unwrap();
    let mut rng = Pcg64Mcg::seed_from_u64(seed ^ 0xabc);
    let mut ev = Vec::new();
    while !g.round_over() {
        step(&mut g, &mut rng, &mut ev);
    }
    assert!(!g.game_over());
    g
}

fn next_deal(g: &Game) -> Vec<Vec<Card>> {
    let mut g = g.clone();
    let mut ev = Vec::new();
    g.apply(Seat::new(0), &Action::NextRound, &mut ev).unwrap();
    dealt_hands(&ev, g.players())
}

#[test]
fn search_copies_do_not_see_the_next_rounds_deal() {
    for seed in 0..10 {
        let g = after_round_one(seed);
        let real = next_deal(&g);
        // The real next round is round 2's seed's deal.
        let c = CompiledRules::new(g.rules().clone());
        let dealer = g.dealer().step(Direction::Cw, 3);
        let expected = Game::deal_round(&c, 3, 2, Some(dealer), &[], round_seed(seed, 2)).unwrap();
        assert_eq!(real, expected.hands);
        for seat in Seat::all(3) {
            let sample = g.observe(seat).determinize(&[], seed ^ 17);
            assert_eq!(sample.view(Viewer::Seat(seat)), g.view(Viewer::Seat(seat)));
            assert_ne!(sample.seed(), g.seed(), "the game seed leaks into a sample");
            assert_ne!(next_deal(&sample), real, "a sample knows round 2's deal");
            let twin = g.permute_hidden(seat, seed ^ 23);
            assert_ne!(twin.seed(), g.seed(), "the game seed leaks into a twin");
            assert_ne!(next_deal(&twin), real, "a twin knows round 2's deal");
            // Different samples differ from each other too.
            let other = g.observe(seat).determinize(&[], seed ^ 18);
            assert_ne!(next_deal(&other), next_deal(&sample));
        }
    }
}
