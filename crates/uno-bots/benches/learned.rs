//! One decision of `learned` (the embedded network), from mid-game
//! positions (classic rules, 2 and 4 players): encoding, network, choice.
//!
//! `cargo bench -p uno-bots --bench learned`; `examples/learned_timing.rs`
//! gives the distribution over the decisions of real games.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use uno_bots::learned::Learned;
use uno_bots::{make_bot, Bot, Level};
use uno_core::{Game, Rules};

/// The position after `turns` decisions of medium bots.
fn position(players: usize, seed: u64, turns: usize) -> Game {
    let rules = Rules::named("classic").expect("preset");
    let mut game = Game::new(rules, players, seed).expect("game");
    let mut bots: Vec<Box<dyn Bot>> = (0..players)
        .map(|i| make_bot(Level::Medium, seed + i as u64))
        .collect();
    for _ in 0..turns {
        let Some(seat) = game.to_act().filter(|_| !game.round_over()) else {
            break;
        };
        let a = bots[seat.index()].act(&game.observe(seat));
        game.apply_collect(seat, &a).expect("legal");
    }
    game
}

fn decisions(c: &mut Criterion) {
    for players in [2, 4] {
        let game = position(players, 1, 12);
        let seat = game.to_act().expect("in a round");
        let mut learned = Learned::new(7);
        c.bench_function(&format!("learned decision, classic {players}p"), |b| {
            b.iter(|| black_box(learned.act(black_box(&game.observe(seat)))))
        });
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(50);
    targets = decisions
}
criterion_main!(benches);
