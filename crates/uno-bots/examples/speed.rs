use std::time::Instant;
use uno_bots::{make_bot, play_game, Level, Until};
use uno_core::{CompiledRules, Game, Rules};
fn main() {
    let n: usize = std::env::args().nth(1).map(|a| a.parse().unwrap()).unwrap_or(2);
    let games = 400_000u64;
    let rules = CompiledRules::new(Rules::named("classic").unwrap());
    let mut g = Game::from_compiled(&rules, n, 0).unwrap();
    let mut bots: Vec<_> = (0..n).map(|s| make_bot(Level::Random, s as u64)).collect();
    let t = Instant::now();
    let mut turns = 0;
    for i in 0..games {
        g.restart(i);
        let o = play_game(&mut g, &mut bots, Until::Round, i, |_, _, _, _| {}).unwrap();
        turns += o.turns;
    }
    let s = t.elapsed().as_secs_f64();
    println!("{n}p: {:.0} games/s, {:.1} turns/game, {:.1} ns/turn", games as f64 / s, turns as f64 / games as f64, s * 1e9 / turns as f64);
}
