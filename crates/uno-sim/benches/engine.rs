//! Engine micro-benchmarks (uno-core and uno-bots only): legal-action
//! generation, `apply` of a random legal action on a cloned game, and
//! whole random rounds with 2 and 4 players.
//!
//! `cargo bench -p uno-sim --bench engine`

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use std::hint::black_box;
use uno_bots::{make_bot, play_game, Level, Until};
use uno_core::{Action, CompiledRules, Game, NoEvents, Rules, Seat};

/// Positions from random play: for each seed, the game after a random
/// number of random legal actions, with the seat to act.
fn positions(rules: &CompiledRules, players: usize, count: u64) -> Vec<(Game, Seat)> {
    let mut rng = Pcg64Mcg::seed_from_u64(1);
    let mut out = Vec::new();
    let mut legal = Vec::new();
    for seed in 0..count {
        let mut g = Game::from_compiled(rules, players, seed).unwrap();
        let steps = rng.random_range(0..40);
        for _ in 0..steps {
            let Some(seat) = g.to_act() else { break };
            g.legal_actions(seat, &mut legal);
            let a = legal[rng.random_range(0..legal.len())].clone();
            g.apply(seat, &a, &mut NoEvents).unwrap();
        }
        if let Some(seat) = g.to_act() {
            out.push((g, seat));
        }
    }
    out
}

fn legal_actions(c: &mut Criterion) {
    let mut group = c.benchmark_group("legal_actions");
    for (name, players) in [("classic", 2), ("classic", 4), ("killer", 4)] {
        let rules = CompiledRules::new(Rules::named(name).unwrap());
        let pos = positions(&rules, players, 256);
        let mut buf: Vec<Action> = Vec::with_capacity(64);
        group.throughput(Throughput::Elements(pos.len() as u64));
        group.bench_function(format!("{name}_{players}p"), |b| {
            b.iter(|| {
                let mut n = 0;
                for (g, seat) in &pos {
                    g.legal_actions(*seat, &mut buf);
                    n += buf.len();
                }
                black_box(n)
            })
        });
    }
    group.finish();
}

fn apply(c: &mut Criterion) {
    let mut group = c.benchmark_group("apply");
    let rules = CompiledRules::new(Rules::named("classic").unwrap());
    let mut rng = Pcg64Mcg::seed_from_u64(2);
    let mut legal = Vec::new();
    let cases: Vec<(Game, Seat, Action)> = positions(&rules, 4, 256)
        .into_iter()
        .map(|(g, seat)| {
            g.legal_actions(seat, &mut legal);
            let a = legal[rng.random_range(0..legal.len())].clone();
            (g, seat, a)
        })
        .collect();
    group.throughput(Throughput::Elements(cases.len() as u64));
    group.bench_function("clone_only_4p", |b| {
        b.iter(|| {
            for (g, _, _) in &cases {
                black_box(g.clone());
            }
        })
    });
    group.bench_function("clone_and_apply_4p", |b| {
        b.iter(|| {
            for (g, seat, a) in &cases {
                let mut g = g.clone();
                g.apply(*seat, a, &mut NoEvents).unwrap();
                black_box(&g);
            }
        })
    });
    group.bench_function("clone_and_apply_collect_events_4p", |b| {
        b.iter(|| {
            for (g, seat, a) in &cases {
                let mut g = g.clone();
                black_box(g.apply_collect(*seat, a).unwrap());
            }
        })
    });
    group.finish();
}

fn random_round(c: &mut Criterion) {
    let mut group = c.benchmark_group("random_round");
    let rules = CompiledRules::new(Rules::named("classic").unwrap());
    for players in [2usize, 4] {
        let mut game = Game::from_compiled(&rules, players, 0).unwrap();
        let mut seed = 0u64;
        group.throughput(Throughput::Elements(1));
        group.bench_function(format!("{players}p"), |b| {
            b.iter_batched(
                || {
                    seed += 1;
                    let bots: Vec<_> = (0..players)
                        .map(|s| make_bot(Level::Random, seed * 16 + s as u64))
                        .collect();
                    (seed, bots)
                },
                |(seed, mut bots)| {
                    game.restart(seed);
                    let o = play_game(&mut game, &mut bots, Until::Round, seed, |_, _, _, _| {})
                        .unwrap();
                    black_box(o.turns)
                },
                BatchSize::SmallInput,
            )
        });
    }
    group.finish();
}

criterion_group!(benches, legal_actions, apply, random_round);
criterion_main!(benches);
