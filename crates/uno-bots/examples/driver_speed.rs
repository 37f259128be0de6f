//! Quick speed check of the random baseline through `play_game` (the
//! `uno sim` figures are the ones to quote; `uno-sim`'s example `speed`
//! runs its worker): `cargo run --release -p uno-bots --example driver_speed -- 2`.
//! (Named apart from `uno-sim`'s `speed`: two examples of one name in a
//! workspace overwrite each other's binary in `target/*/examples`.)
use std::time::Instant;
use uno_bots::random::RandomBot;
use uno_bots::{make_bot, play_game, Level, Until};
use uno_core::{CompiledRules, Game, Rules};
fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .map(|a| a.parse().unwrap())
        .unwrap_or(2);
    let games: u64 = std::env::args()
        .nth(2)
        .map(|a| a.parse().unwrap())
        .unwrap_or(400_000);
    let boxed = std::env::args().nth(3).is_some_and(|a| a == "boxed");
    let rules = CompiledRules::new(Rules::named("classic").unwrap());
    let mut g = Game::from_compiled(&rules, n, 0).unwrap();
    let mut dynbots: Vec<_> = (0..n).map(|s| make_bot(Level::Random, s as u64)).collect();
    let mut bots: Vec<_> = (0..n).map(|s| RandomBot::new(s as u64)).collect();
    let t = Instant::now();
    let mut turns = 0;
    for i in 0..games {
        g.restart(i);
        let o = if boxed {
            play_game(&mut g, &mut dynbots, Until::Round, i, |_, _, _, _| {})
        } else {
            play_game(&mut g, &mut bots, Until::Round, i, |_, _, _, _| {})
        };
        turns += o.unwrap().turns;
    }
    let s = t.elapsed().as_secs_f64();
    println!(
        "{n}p{}: {:.0} games/s, {:.1} turns/game, {:.1} ns/turn",
        if boxed { " boxed" } else { "" },
        games as f64 / s,
        turns as f64 / games as f64,
        s * 1e9 / turns as f64
    );
}
