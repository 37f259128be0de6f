//! Heap allocations and speed per game of the simulator's worker, against
//! the bare `play_game` loop with bots made per game and bots reused.
//!
//! `cargo run --release -p uno-sim --example alloc_per_game -- PLAYERS GAMES [game]`
//! (`game`: whole games instead of single rounds).

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use uno_bots::{make_bot, play_game, Level, Until};
use uno_core::{CompiledRules, Game, Rules};
use uno_sim::play::Worker;
use uno_sim::stats::Tally;
use uno_sim::Config;

struct Counting;
static ALLOCS: AtomicU64 = AtomicU64::new(0);

// SAFETY: forwards to the system allocator, only counting calls.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        ALLOCS.fetch_add(1, Ordering::Relaxed);
        unsafe { System.alloc(l) }
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        unsafe { System.dealloc(p, l) }
    }
    unsafe fn realloc(&self, p: *mut u8, l: Layout, n: usize) -> *mut u8 {
        ALLOCS.fetch_add(1, Ordering::Relaxed);
        unsafe { System.realloc(p, l, n) }
    }
}

#[global_allocator]
static A: Counting = Counting;

/// Runs `f`, returning (games per second, allocations per game).
fn measure(games: u64, mut f: impl FnMut(u64)) -> (f64, f64) {
    let before = ALLOCS.load(Ordering::Relaxed);
    let t = Instant::now();
    for i in 0..games {
        f(i);
    }
    let s = t.elapsed().as_secs_f64();
    let allocs = ALLOCS.load(Ordering::Relaxed) - before;
    (games as f64 / s, allocs as f64 / games as f64)
}

fn main() {
    let mut args = std::env::args().skip(1);
    let n: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(2);
    let games: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(200_000);
    let until = if args.next().as_deref() == Some("game") {
        Until::Game
    } else {
        Until::Round
    };
    let rules = CompiledRules::new(Rules::named("classic").unwrap());
    let mut g = Game::from_compiled(&rules, n, 0).unwrap();
    let made = measure(games, |i| {
        g.restart(i);
        let mut bots: Vec<_> = (0..n)
            .map(|s| make_bot(Level::Random, i * 16 + s as u64))
            .collect();
        play_game(&mut g, &mut bots, until, i, |_, _, _, _| {}).unwrap();
    });
    let mut bots: Vec<_> = (0..n).map(|s| make_bot(Level::Random, s as u64)).collect();
    let reused = measure(games, |i| {
        g.restart(i);
        play_game(&mut g, &mut bots, until, i, |_, _, _, _| {}).unwrap();
    });
    let mut cfg = Config::new(
        Rules::named("classic").unwrap(),
        vec![Level::Random; n],
        games,
    )
    .unwrap();
    cfg.until = until;
    let mut w = Worker::new(&cfg).unwrap();
    let mut tally = Tally::default();
    let sim = measure(games, |i| {
        w.play(i, &mut tally).unwrap();
    });
    println!("{n} players, {until:?}, {games} games:");
    for (name, (rate, allocs)) in [
        ("play_game, bots made per game", made),
        ("play_game, bots reused (not reseeded)", reused),
        ("uno-sim worker", sim),
    ] {
        println!("  {name:<40} {rate:>10.0} games/s {allocs:>8.2} allocations/game");
    }
}
