//! Time per `hard` decision in real games (release build, one thread).
//!
//! `cargo run --release -p uno-bots --example hard_timing -- [PLAYERS] [ROUNDS] [RULES] [BUDGET]`
//! (BUDGET: simulated actions, `50000`, or a time, `100ms`; default: `hard`'s)
//! plays ROUNDS rounds of one `hard` against `medium`s and prints the
//! distribution of the time `hard` took for the decisions it searched.

use std::sync::{Arc, Mutex};
use std::time::Instant;

use uno_bots::hard::{HardBot, HardConfig};
use uno_bots::{make_bot, play_game, Bot, Level, Until};
use uno_core::{Action, Game, Observation, Rules, SeenEvent};

/// (seconds, playouts) per searched decision.
type Log = Arc<Mutex<Vec<(f64, u32)>>>;

struct Timed {
    bot: HardBot,
    log: Log,
}

impl Bot for Timed {
    fn name(&self) -> &'static str {
        "hard"
    }
    fn act(&mut self, obs: &Observation<'_>) -> Action {
        let t = Instant::now();
        let a = self.bot.act(obs);
        let (_, playouts) = self.bot.last_search();
        if playouts > 0 {
            let secs = t.elapsed().as_secs_f64();
            self.log.lock().expect("log").push((secs, playouts));
        }
        a
    }
    fn react(&mut self, obs: &Observation<'_>) -> Option<Action> {
        self.bot.react(obs)
    }
    fn wants_events(&self) -> bool {
        true
    }
    fn observe(&mut self, e: &SeenEvent) {
        self.bot.observe(e)
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let players: usize = args.first().map_or(Ok(2), |s| s.parse()).expect("players");
    let rounds: u64 = args.get(1).map_or(Ok(50), |s| s.parse()).expect("rounds");
    let name = args.get(2).map_or("classic", String::as_str);
    let rules = Rules::named(name).expect("rules");
    let mut cfg = HardConfig::default();
    if let Some(b) = args.get(3) {
        let spec: uno_bots::BotSpec = format!("hard@{b}")
            .parse()
            .unwrap_or_else(|e| panic!("{e}"));
        cfg = cfg.with_budget(spec.budget.expect("a budget"));
    }
    let log: Log = Arc::default();
    for i in 0..rounds {
        let mut game = Game::new(rules.clone(), players, i).expect("game");
        let seat = (i % players as u64) as usize;
        let mut bots: Vec<Box<dyn Bot>> = (0..players)
            .map(|s| -> Box<dyn Bot> {
                if s == seat {
                    Box::new(Timed {
                        bot: HardBot::with_config(i, cfg),
                        log: Arc::clone(&log),
                    })
                } else {
                    make_bot(Level::Medium, i * 100 + s as u64)
                }
            })
            .collect();
        play_game(&mut game, &mut bots, Until::Round, i, |_, _, _, _| {}).expect("legal");
    }
    let mut v = log.lock().expect("log").clone();
    v.sort_by(|a, b| a.0.total_cmp(&b.0));
    let n = v.len().max(1);
    let mean = v.iter().map(|x| x.0).sum::<f64>() / n as f64;
    let pct = |p: f64| {
        v.get(((n - 1) as f64 * p) as usize)
            .map_or(0.0, |x| x.0 * 1e3)
    };
    let po = v.iter().map(|x| x.1 as f64).sum::<f64>() / n as f64;
    println!(
        "{name}, {players} players: {} searched decisions; mean {:.2} ms, median {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms; {:.0} playouts/decision, {:.1} us/playout",
        v.len(),
        mean * 1e3,
        pct(0.5),
        pct(0.9),
        pct(0.99),
        pct(1.0),
        po,
        mean * 1e6 / po.max(1.0)
    );
}
