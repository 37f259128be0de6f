//! Time per `learned` decision in real games, on one thread.
//!
//! `cargo run --release -p uno-bots --example learned_timing -- [PLAYERS] [ROUNDS] [RULES]`
//! (defaults: 4 seats, 200 rounds, classic) plays ROUNDS rounds of one
//! `learned` against `medium`s and prints the distribution of the time its
//! decisions took, turn decisions and out-of-turn offers (R10.2) together:
//! encoding the observation, the network and the choice among the legal
//! actions. The goal is a median of at most 1 ms.

use std::sync::{Arc, Mutex};
use std::time::Instant;

use uno_bots::learned::Learned;
use uno_bots::{make_bot, play_game, Bot, Level, Until};
use uno_core::{Action, Game, Observation, Rules};

struct Timed {
    bot: Learned,
    log: Arc<Mutex<Vec<f64>>>,
}

impl Bot for Timed {
    fn name(&self) -> &'static str {
        "learned"
    }
    fn act(&mut self, obs: &Observation<'_>) -> Action {
        let t = Instant::now();
        let a = self.bot.act(obs);
        self.log.lock().unwrap().push(t.elapsed().as_secs_f64());
        a
    }
    fn react(&mut self, obs: &Observation<'_>) -> Option<Action> {
        let t = Instant::now();
        let a = self.bot.react(obs);
        self.log.lock().unwrap().push(t.elapsed().as_secs_f64());
        a
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let players: usize = args.first().and_then(|s| s.parse().ok()).unwrap_or(4);
    let rounds: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(200);
    let rules = Rules::named(args.get(2).map_or("classic", String::as_str))
        .unwrap_or_else(|e| panic!("{e}"));
    let log = Arc::new(Mutex::new(Vec::new()));
    let started = Instant::now();
    for r in 0..rounds {
        let mut game = Game::new(rules.clone(), players, r).expect("valid game");
        let mut bots: Vec<Box<dyn Bot>> = vec![Box::new(Timed {
            bot: Learned::new(r),
            log: log.clone(),
        })];
        for s in 1..players {
            bots.push(make_bot(Level::Medium, r * 16 + s as u64));
        }
        play_game(&mut game, &mut bots, Until::Round, r, |_, _, _, _| {}).expect("legal");
    }
    let mut t = log.lock().unwrap().clone();
    t.sort_by(f64::total_cmp);
    let q = |p: f64| t[((t.len() - 1) as f64 * p) as usize] * 1e6;
    let p = Learned::new(0).policy().clone();
    println!(
        "learned ({} inputs, hidden {:?}, {} logits): {} decisions in {rounds} rounds at {players} seats ({:.1}s)",
        p.obs_size(),
        p.hidden_sizes(),
        p.action_size(),
        t.len(),
        started.elapsed().as_secs_f64()
    );
    println!(
        "per decision: median {:.1} µs, p90 {:.1} µs, p99 {:.1} µs, max {:.1} µs, mean {:.1} µs",
        q(0.5),
        q(0.9),
        q(0.99),
        q(1.0),
        t.iter().sum::<f64>() / t.len() as f64 * 1e6
    );
}
