//! Helpers shared by the random-game test suites (`invariants.rs`,
//! `perft.rs`): the listed form of an action, and a random player.

// Each test binary uses its own subset of these helpers.
#![allow(dead_code)]

use rand::Rng;
use rand_pcg::Pcg64Mcg;
use uno_core::card::Card;
use uno_core::{Action, Game, Play, Seat};

/// Any card type (the 64 types of `Card::from_index`).
pub fn random_card(rng: &mut Pcg64Mcg) -> Card {
    Card::from_index(rng.random_range(0..64))
}

/// The listed form of an accepted action: no swap target (asked for
/// later), no colour on a card that names none, no UNO flag, and the
/// middle cards of a multi-play in canonical order.
pub fn canonical(a: &Action) -> Action {
    match a {
        Action::Play(p) if !p.cards.is_empty() => {
            let last = p.last();
            let mut cards = p.cards.clone();
            if cards.len() > 2 {
                let n = cards.len();
                cards[1..n - 1].sort();
            }
            Action::Play(Play {
                cards,
                color: if last.is_wild() && last != Card::ITEM_BOX {
                    p.color
                } else {
                    None
                },
                target: None,
                uno: false,
            })
        }
        other => other.clone(),
    }
}

/// Whether `a` by `seat` is one of its legal actions, up to [`canonical`].
pub fn listed(g: &Game, seat: Seat, a: &Action) -> bool {
    let mut legal = Vec::new();
    g.legal_actions(seat, &mut legal);
    let want = canonical(a);
    legal.iter().any(|l| canonical(l) == want)
}

/// Chooses the next action like a careless but not hopeless player: mostly
/// the seat to act, which plays whenever it can and prefers plain cards to
/// wilds and Draw Twos; sometimes any seat's out-of-turn action (catch,
/// UNO, jump-in). A purely uniform player makes some rule sets (Hello Kitty
/// with `killer` and 6+ players) run for millions of actions per round:
/// R8.6 keeps dragging the leader back while the whole deck sits in hands.
pub fn choose(rng: &mut Pcg64Mcg, g: &Game, buf: &mut Vec<Action>) -> (Seat, Action) {
    // Drawn as a u8, as when a seat was one: the seeds' games stay the same.
    let n = g.players() as u8;
    if g.round_over() {
        return (Seat::new(rng.random_range(0..n)), Action::NextRound);
    }
    let to_act = g.to_act().expect("in a round");
    if rng.random_bool(0.12) {
        let s = Seat::new(rng.random_range(0..n));
        g.legal_actions(s, buf);
        if !buf.is_empty() {
            return (s, buf[rng.random_range(0..buf.len())].clone());
        }
    }
    g.legal_actions(to_act, buf);
    assert!(
        !buf.is_empty(),
        "no legal action for seat {to_act} in {:?}",
        g.phase()
    );
    let plays: Vec<&Action> = buf
        .iter()
        .filter(|a| matches!(a, Action::Play(_)))
        .collect();
    let plain: Vec<&Action> = plays
        .iter()
        .copied()
        .filter(|a| match a {
            Action::Play(p) => !p.last().is_wild() && !p.last().is_draw_two(),
            _ => false,
        })
        .collect();
    if !plain.is_empty() && rng.random_bool(0.8) {
        return (to_act, plain[rng.random_range(0..plain.len())].clone());
    }
    if !plays.is_empty() && rng.random_bool(0.97) {
        return (to_act, plays[rng.random_range(0..plays.len())].clone());
    }
    (to_act, buf[rng.random_range(0..buf.len())].clone())
}
