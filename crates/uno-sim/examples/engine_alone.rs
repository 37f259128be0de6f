//! The engine alone, for issue 29 §6's breakdown of `uno sim`'s time:
//! the same games as the speed example (`uno sim --bots random,...
//! --seed 1 --threads 1`, one round each: the same game seeds, bot seeds
//! and so the same winners, which it prints to check), played by a bare
//! loop over `Game` (`restart`, the `random` bot's `act` on the seat's
//! observation, `apply_trusted`) without the table contract, the seat
//! runner, the driver's outcome or the simulator's tally. What the speed
//! example spends beyond this is those layers' cost.
//!
//! `cargo run --release -p uno-sim --example engine_alone -- [GAMES] [SEATS]`
//! (default: 1,000,000 games at 2 seats). Valid only while no seat is
//! offered out-of-turn chances (the `random` bot never reacts).

use std::time::Instant;

use uno_bots::random::RandomBot;
use uno_bots::Bot;
use uno_core::{game_seed, seat_seed, Game, NoEvents, Rules, Seat};

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args
        .next()
        .and_then(|a| a.parse().ok())
        .unwrap_or(1_000_000);
    let n: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(2);
    let mut game =
        Game::new(Rules::named("classic").expect("a preset"), n, 1).expect("2 to 10 seats");
    let mut bots: Vec<RandomBot> = (0..n).map(|s| RandomBot::new(s as u64)).collect();
    let (mut actions, mut wins) = (0u64, vec![0u64; n]);
    // The deal's share, timed on one game in 64 (timing every one would
    // cost more than some deals).
    let mut restart_ns = 0u128;
    let t = Instant::now();
    for i in 0..games {
        let seed = game_seed(1, i);
        let t0 = (i % 64 == 0).then(Instant::now);
        game.restart(seed);
        for (s, b) in bots.iter_mut().enumerate() {
            b.reset(seat_seed(seed, Seat::new(s as u8)));
        }
        if let Some(t0) = t0 {
            restart_ns += t0.elapsed().as_nanos() * 64;
        }
        while let Some(s) = game.to_act() {
            let a = bots[s.index()].act(&game.observe(s));
            game.apply_trusted(s, &a, &mut NoEvents);
            actions += 1;
        }
        if let Some(w) = game.round_winner() {
            wins[w.index()] += 1;
        }
    }
    let el = t.elapsed().as_secs_f64();
    println!(
        "{n} seats: {games} rounds in {el:.2} s: {:.0} rounds/s, {:.1} actions/round, \
         deal and bot reset about {:.0} ns a round (check: wins {wins:?})",
        games as f64 / el,
        actions as f64 / games as f64,
        restart_ns as f64 / games as f64
    );
}
