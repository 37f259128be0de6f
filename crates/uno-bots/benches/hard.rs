//! One decision of `hard` (default budget) and of `medium`, from the same
//! mid-game positions (classic rules, 2 and 4 players).
//!
//! `cargo bench -p uno-bots --bench hard`

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use uno_bots::hard::HardBot;
use uno_bots::rule_bot::RuleBot;
use uno_bots::{make_bot, Bot, Level};
use uno_core::{Action, Game, Rules};

/// A position reached by medium bots after some turns, where the seat to
/// act has a real choice (several playable cards).
fn position(players: usize, seed: u64) -> Game {
    let rules = Rules::named("classic").expect("preset");
    for s in seed.. {
        let mut game = Game::new(rules.clone(), players, s).expect("game");
        let mut bots: Vec<Box<dyn Bot>> = (0..players)
            .map(|i| make_bot(Level::Medium, s + i as u64))
            .collect();
        let mut legal = Vec::new();
        for turn in 0..200 {
            if game.round_over() {
                break;
            }
            let seat = game.to_act().expect("in a round");
            if turn >= 10 && game.pending().is_none() {
                game.legal_actions(seat, &mut legal);
                let plays = legal
                    .iter()
                    .filter(|a| matches!(a, Action::Play(_)))
                    .count();
                if plays >= 3 {
                    return game;
                }
            }
            let a = bots[seat.index()].act(&game.observe(seat));
            game.apply_collect(seat, &a).expect("legal");
        }
    }
    unreachable!("some seed reaches such a position")
}

fn decisions(c: &mut Criterion) {
    for players in [2, 4] {
        let game = position(players, 1);
        let seat = game.to_act().expect("in a round");
        let mut hard = HardBot::new(7);
        c.bench_function(&format!("hard decision, classic {players}p"), |b| {
            b.iter(|| black_box(hard.act(black_box(&game.observe(seat)))))
        });
        let mut medium = RuleBot::medium(7);
        c.bench_function(&format!("medium decision, classic {players}p"), |b| {
            b.iter(|| black_box(medium.act(black_box(&game.observe(seat)))))
        });
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = decisions
}
criterion_main!(benches);
