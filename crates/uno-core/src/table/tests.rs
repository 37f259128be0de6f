//! The table against the turn loop driven by hand (the protocol every
//! front end used before the table), and the table's own rules.

use super::*;
use crate::{NoEvents, Rules, RulesSpec};

fn rules(house: &[&str]) -> Rules {
    RulesSpec {
        preset: Some("classic".into()),
        house: house.iter().map(|s| s.to_string()).collect(),
        ..Default::default()
    }
    .resolve()
    .unwrap()
}

/// A tiny deterministic chooser (no bot crate here).
struct Pick(u64);
impl Pick {
    fn next(&mut self, n: usize) -> usize {
        self.0 = crate::seed::mix(self.0, 99);
        (self.0 % n as u64) as usize
    }
}

/// One whole game driven through `Turns` by hand, as front ends did:
/// note who was to act, apply, tell `applied`. Offers are taken half the
/// time. Returns the decisions and the actions.
fn by_hand(house: &[&str], seed: u64, offerable: &[bool]) -> Vec<(Decision, Option<Action>)> {
    let mut game = Game::new(rules(house), offerable.len(), seed).unwrap();
    let mut turns = Turns::new(rotation_seed(seed));
    for (s, &o) in Seat::all(offerable.len()).zip(offerable) {
        turns.set_offerable(s, o);
    }
    let mut pick = Pick(seed);
    let mut legal = Vec::new();
    let mut out = Vec::new();
    for _ in 0..20_000 {
        let d = turns.next(&game);
        let a = match d {
            Decision::GameOver => {
                out.push((d, None));
                break;
            }
            Decision::RoundOver => Action::NextRound,
            Decision::Offer(_) => {
                if pick.next(2) == 0 {
                    out.push((d, None));
                    continue;
                }
                let l = turns.legal();
                l[pick.next(l.len())].clone()
            }
            Decision::Act(s) => {
                game.legal_actions(s, &mut legal);
                legal[pick.next(legal.len())].clone()
            }
        };
        let seat = match d {
            Decision::Act(s) | Decision::Offer(s) => s,
            _ => Seat::new(0),
        };
        let before = game.to_act();
        game.apply(seat, &a, &mut NoEvents).unwrap();
        turns.applied(seat, &a, before);
        out.push((d, Some(a)));
    }
    out
}

/// The same game through the table.
fn on_table(house: &[&str], seed: u64, offerable: &[bool]) -> Vec<(Decision, Option<Action>)> {
    let game = Game::new(rules(house), offerable.len(), seed).unwrap();
    let mut table = Table::new(game);
    for (s, &o) in Seat::all(offerable.len()).zip(offerable) {
        table.set_offerable(s, o);
    }
    let mut pick = Pick(seed);
    let mut legal = Vec::new();
    let mut out = Vec::new();
    for _ in 0..20_000 {
        let d = table.decision();
        // Asking again gives the same decision.
        assert_eq!(table.decision(), d);
        match d {
            Decision::GameOver => {
                out.push((d, None));
                break;
            }
            Decision::RoundOver => {
                table.next_round(&mut NoEvents).unwrap();
                out.push((d, Some(Action::NextRound)));
            }
            Decision::Offer(s) => {
                if pick.next(2) == 0 {
                    table.pass(s).unwrap();
                    out.push((d, None));
                    continue;
                }
                let l = table.offer_legal();
                let a = l[pick.next(l.len())].clone();
                table.apply(s, &a, &mut NoEvents).unwrap();
                out.push((d, Some(a)));
            }
            Decision::Act(s) => {
                table.game().legal_actions(s, &mut legal);
                let a = legal[pick.next(legal.len())].clone();
                table.apply(s, &a, &mut NoEvents).unwrap();
                out.push((d, Some(a)));
            }
        }
    }
    out
}

/// R10.2 catches and UNO calls, R13 jump-ins: the table plays exactly
/// the games the hand-driven loop plays (rounds of offers, rotation,
/// skips), over several seat counts and offerable line-ups.
#[test]
fn the_table_keeps_the_loops_semantics() {
    let mut offers = 0;
    for seed in 0..30u64 {
        for (house, offerable) in [
            (&["jump_in"][..], &[false, true, true, true][..]),
            (&["jump_in", "seven_swap"][..], &[true, true, true][..]),
            (&[][..], &[true, false][..]),
            (
                &["jump_in_draw_two", "stack_draw_two"][..],
                &[false, false, false, false, false][..],
            ),
        ] {
            let a = by_hand(house, seed, offerable);
            let b = on_table(house, seed, offerable);
            assert_eq!(a, b, "seed {seed}, {house:?}, {offerable:?}");
            assert!(a.len() > 50, "{}", a.len());
            offers += a
                .iter()
                .filter(|(d, _)| matches!(d, Decision::Offer(_)))
                .count();
        }
    }
    assert!(offers > 100, "{offers}");
}

/// An open offer: `pass` by another seat is refused and changes nothing;
/// an action by anyone closes it; with no offer open, `pass` is refused.
#[test]
fn offers_are_answered_once() {
    let mut seen = 0;
    for seed in 0..200u64 {
        let game = Game::new(rules(&["jump_in"]), 4, seed).unwrap();
        let mut table = Table::new(game);
        for s in Seat::all(4) {
            table.set_offerable(s, true);
        }
        let mut legal = Vec::new();
        for _ in 0..400 {
            match table.decision() {
                Decision::Offer(s) => {
                    seen += 1;
                    assert!(!table.offer_legal().is_empty());
                    let other = Seat::new((s.get() + 1) % 4);
                    assert_eq!(table.pass(other), Err(PassError { seat: other }));
                    assert_eq!(table.decision(), Decision::Offer(s));
                    // The seat to act acts instead: the offer closes.
                    let to_act = table.game().to_act().unwrap();
                    table.game().legal_actions(to_act, &mut legal);
                    let a = legal[0].clone();
                    table.apply(to_act, &a, &mut NoEvents).unwrap();
                    assert_eq!(table.open_offer(), None);
                    assert!(table.offer_legal().is_empty());
                    assert!(table.pass(s).is_err());
                }
                Decision::Act(s) => {
                    assert!(table.pass(s).is_err());
                    table.game().legal_actions(s, &mut legal);
                    let a = legal[legal.len() - 1].clone();
                    table.apply(s, &a, &mut NoEvents).unwrap();
                }
                _ => break,
            }
        }
    }
    assert!(seen > 10, "{seen}");
}

/// A rejected action changes nothing: the same decision is open after.
#[test]
fn a_rejected_action_changes_nothing() {
    let game = Game::new(rules(&[]), 3, 4).unwrap();
    let mut table = Table::new(game);
    let d = table.decision();
    let Decision::Act(s) = d else { panic!("{d:?}") };
    let other = Seat::new((s.get() + 1) % 3);
    let before = table.game().clone();
    assert!(table.apply(other, &Action::Draw, &mut NoEvents).is_err());
    assert!(table.next_round(&mut NoEvents).is_err());
    assert_eq!(*table.game(), before);
    assert_eq!(table.decision(), d);
}

/// The default action (a person's timeout, a bot's illegal answer) is
/// legal wherever the game waits for the seat, over house rules that ask
/// every kind of decision (R4.2, R5.3, R8.3, R13); `None` for the others.
#[test]
fn the_default_action_is_always_legal() {
    let houses: [&[&str]; 4] = [
        &[],
        &["stack_draw_two", "seven_swap", "draw_until_playable"],
        &["jump_in", "zero_swap", "multi_play"],
        &["stack_mixed", "wd4_strict", "zero_rotates"],
    ];
    let mut checked = 0;
    for house in houses {
        let Ok(rules) = RulesSpec {
            preset: Some("classic".into()),
            house: house.iter().map(|s| s.to_string()).collect(),
            ..Default::default()
        }
        .resolve() else {
            continue;
        };
        for seed in 0..20u64 {
            let mut table = Table::new(Game::new(rules.clone(), 4, seed).unwrap());
            let mut legal = Vec::new();
            let mut pick = Pick(seed);
            for _ in 0..3000 {
                match table.decision() {
                    Decision::Act(s) => {
                        for o in Seat::all(4).filter(|&o| o != s) {
                            assert_eq!(table.default_action(o), None);
                        }
                        table.game().legal_actions(s, &mut legal);
                        let d = table.default_action(s).expect("the seat to act");
                        assert!(legal.contains(&d), "{d} not in {legal:?}");
                        checked += 1;
                        // Play the default now and then, so every phase comes.
                        let a = if pick.next(3) == 0 {
                            d
                        } else {
                            legal[pick.next(legal.len())].clone()
                        };
                        table.apply(s, &a, &mut NoEvents).unwrap();
                    }
                    Decision::RoundOver => {
                        assert_eq!(table.default_action(Seat::new(0)), None);
                        table.next_round(&mut NoEvents).unwrap();
                    }
                    Decision::GameOver => break,
                    Decision::Offer(_) => unreachable!("no seat is offerable"),
                }
            }
        }
    }
    assert!(checked > 1000, "{checked}");
}

/// A table over a borrowed game, restarted: the game is the caller's.
#[test]
fn a_table_may_borrow_its_game() {
    let mut game = Game::new(rules(&[]), 2, 1).unwrap();
    {
        let mut table = Table::new(&mut game);
        table.restart(5, &mut NoEvents);
        let Decision::Act(s) = table.decision() else {
            panic!()
        };
        table.apply(s, &Action::Draw, &mut NoEvents).unwrap();
    }
    assert_eq!(game.seed(), 5);
    assert_eq!(game.round(), 1);
}
