//! Equality of games sees the whole decision (issue 19): two games that
//! differ only in what their `Phase` carries compare unequal, so the R4.4
//! invariant "a rejected action changes nothing" covers the decision too.

use super::*;

fn game() -> Game {
    Game::new(Rules::named("classic").unwrap(), 4, 7).unwrap()
}

fn penalty(total: u16) -> Penalty {
    Penalty {
        total,
        kind: PenaltyKind::DrawFour,
        challengeable: true,
        forced: false,
        offender: Seat::new(0),
        prev_color: Some(Color::Red),
        guilty: false,
    }
}

fn with_phase(g: &Game, phase: Phase) -> Game {
    let mut h = g.clone();
    h.phase = phase;
    h
}

#[test]
fn games_differing_only_in_decision_state_are_unequal() {
    let g = game();
    assert_eq!(g, g.clone());
    let seat = Seat::new(1);

    // R10.2: the reaction window.
    let a = with_phase(
        &g,
        Phase::Turn {
            seat,
            exposed: None,
        },
    );
    let b = with_phase(
        &g,
        Phase::Turn {
            seat,
            exposed: Some(Seat::new(0)),
        },
    );
    assert_ne!(a, b);
    assert_eq!(b.exposed(), Some(Seat::new(0)));
    assert_eq!(a.exposed(), None);

    // R6.2: the card just drawn.
    let drawn = |card| {
        with_phase(
            &g,
            Phase::PlayOrPass {
                seat,
                card,
                exposed: None,
            },
        )
    };
    assert_ne!(drawn(Card::WILD), drawn(Card::WILD_DRAW_FOUR));

    // R8.2, R8.3: the penalty being answered, its hidden guilt included.
    let facing = |p: Penalty| {
        with_phase(
            &g,
            Phase::AcceptOrChallenge {
                seat,
                penalty: p,
                exposed: None,
            },
        )
    };
    assert_ne!(facing(penalty(4)), facing(penalty(8)));
    let guilty = Penalty {
        guilty: true,
        ..penalty(4)
    };
    assert_ne!(facing(penalty(4)), facing(guilty));
    assert_eq!(facing(penalty(8)).penalty(), 8);

    // R14: the effects being resolved, their progress and chosen player.
    let res = Resolution::new(Seat::new(0), Card::WILD, None, None);
    let asking = |res: Resolution| {
        with_phase(
            &g,
            Phase::ChoosePlayer {
                seat,
                res,
                exposed: None,
            },
        )
    };
    let further = Resolution { next: 1, ..res };
    let chosen = Resolution {
        chosen: Some(Seat::new(2)),
        ..res
    };
    let carrying = Resolution {
        penalty: Some(penalty(4)),
        ..res
    };
    assert_ne!(asking(res), asking(further));
    assert_ne!(asking(res), asking(chosen));
    assert_ne!(asking(res), asking(carrying));

    // R3: a first wild's colour (no resolution) is not a play's (R8.1).
    let colour = |res| {
        with_phase(
            &g,
            Phase::ChooseColor {
                seat,
                res,
                exposed: None,
            },
        )
    };
    assert_ne!(colour(None), colour(Some(res)));
}

#[test]
fn equality_compares_the_rules_too() {
    let a = Game::new(Rules::named("classic").unwrap(), 4, 7).unwrap();
    let b = Game::new(Rules::named("classic").unwrap(), 4, 7).unwrap();
    // Separately compiled, equal rules: equal games.
    assert_eq!(a, b);
    let mut c = b.clone();
    c.table = Shared(Arc::new(Table::new(Rules::named("killer").unwrap())));
    assert_ne!(a, c);
}

#[test]
fn the_decision_stays_a_cheap_copy() {
    // `game.phase()` copies it on the hot path: keep it small.
    assert!(
        std::mem::size_of::<Phase>() <= 32,
        "{}",
        std::mem::size_of::<Phase>()
    );
}

/// R6.1: the draw pile is drawn in the order `draw_pile_top_first` shows,
/// though it is shuffled as it is drawn (one step per card taken), and
/// `draw_pile_counts` holds the same cards.
#[test]
fn the_pile_is_drawn_in_the_order_it_shows() {
    let mut g = game();
    let mut draws = 0;
    for _ in 0..200 {
        let Some(seat) = g.to_act() else { break };
        let pile = g.draw_pile_top_first();
        assert_eq!(
            g.draw_pile_counts(),
            CardCounts::from_cards(pile.iter().copied())
        );
        assert_eq!(pile.len(), g.draw_pile_size());
        if matches!(g.phase, Phase::Turn { .. }) && !pile.is_empty() {
            let before = *g.hand(seat);
            g.apply(seat, &Action::Draw, &mut crate::event::NoEvents)
                .expect("a draw is legal at a turn");
            let after = g.hand(seat);
            assert_eq!(after.len(), before.len() + 1);
            assert_eq!(after.count(pile[0]), before.count(pile[0]) + 1);
            draws += 1;
        } else {
            let mut legal = Vec::new();
            g.legal_actions(seat, &mut legal);
            g.apply(seat, &legal[0], &mut crate::event::NoEvents)
                .expect("a legal action");
        }
    }
    assert!(draws >= 20, "{draws} draws");
}
