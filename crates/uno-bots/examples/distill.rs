//! Expert iteration's data for `learned` (issue 31, research): rounds of
//! `learned` against `medium`, and at every decision of `learned` with
//! more than one choice, what `hard` (seated in its shadow: shown the same
//! events, so its belief is the one it would have) would have chosen
//! there. `learned` plays its own choice (the states are the ones its
//! policy reaches, as DAgger collects them); `hard`'s is the label.
//! `uno_env.distill` (crates/uno-py/python) trains the network on them.
//!
//! `cargo run --release -p uno-bots --example distill -- OUT PLAYERS DEALS [FIRST] [THREADS] [PRIOR]`
//!
//! `hard` searches with `learned`'s choice as its prior (PRIOR `learned`,
//! the default: `HardConfig::learned_prior`, so it leaves `learned`'s
//! choice only for one its playouts show better by a margin, and the
//! labels are `learned`'s play improved by search) or with the `medium`
//! heuristic's (PRIOR `medium`, `hard` as it plays).
//!
//! Deal `i` (FIRST ≤ i < FIRST + DEALS) is `Game::new(classic, PLAYERS, i)`
//! with `learned` at seat `i mod PLAYERS` and `medium` elsewhere, as the
//! `strength` example deals them (so evaluate on other deals). Writes
//! `OUT.obs` (little-endian f32, `obs_len(0)` a row), `OUT.legal` (one
//! byte per action of the base space a row: 1 where legal; `DECLINE`
//! legal at an offer) and `OUT.label` (little-endian u16: `hard`'s action
//! index), one row per decision, and prints how many it wrote.

use std::io::Write;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use uno_bots::driver::{play_game, Until};
use uno_bots::hard::{HardBot, HardConfig};
use uno_bots::learned::encode::{self, Space, BASE_ACTIONS};
use uno_bots::learned::Learned;
use uno_bots::rule_bot::RuleBot;
use uno_bots::{AnyBot, AnyPlayer, Bot, Player};
use uno_core::{Action, Game, Observation, Rules, Seat, SeenEvent};

/// What one thread collected.
#[derive(Default)]
struct Rows {
    obs: Vec<f32>,
    legal: Vec<u8>,
    label: Vec<u16>,
}

/// `learned` playing, `hard` in its shadow.
struct Shadow {
    learned: Learned,
    hard: HardBot,
    legal: Vec<Action>,
    rows: Arc<Mutex<Rows>>,
}

impl Shadow {
    /// Records `hard`'s answer `label` at `obs` when there was a choice.
    fn record(&mut self, obs: &Observation<'_>, offer: bool, label: Option<usize>) {
        obs.legal_actions(&mut self.legal);
        let space = Space::new(obs.rules(), obs.players());
        let mut mask = vec![0u8; BASE_ACTIONS];
        let mut n = 0;
        for a in &self.legal {
            if let Some(k) = space.encode(obs.seat(), a).filter(|&k| k < BASE_ACTIONS) {
                n += usize::from(mask[k] == 0);
                mask[k] = 1;
            }
        }
        if offer {
            mask[encode::DECLINE] = 1;
            n += 1;
        }
        let Some(label) = label.filter(|&k| k < BASE_ACTIONS && mask[k] == 1) else {
            return;
        };
        if n < 2 {
            return;
        }
        let mut row = vec![0f32; encode::obs_len(0)];
        encode::write_obs(obs, offer, 0, &mut row);
        let mut rows = self.rows.lock().expect("rows");
        rows.obs.extend_from_slice(&row);
        rows.legal.extend_from_slice(&mask);
        rows.label.push(label as u16);
    }
}

impl Player for Shadow {
    fn name(&self) -> &'static str {
        "learned"
    }
    fn act(&mut self, game: &Game, seat: Seat) -> Action {
        let obs = game.observe(seat);
        let expert = Bot::act(&mut self.hard, &obs);
        let space = Space::new(obs.rules(), obs.players());
        self.record(&obs, false, space.encode(seat, &expert));
        Bot::act(&mut self.learned, &obs)
    }
    fn react(&mut self, game: &Game, seat: Seat) -> Option<Action> {
        let obs = game.observe(seat);
        let expert = Bot::react(&mut self.hard, &obs);
        let space = Space::new(obs.rules(), obs.players());
        let label = match &expert {
            None => Some(encode::DECLINE),
            Some(a) => space.encode(seat, a),
        };
        self.record(&obs, true, label);
        Bot::react(&mut self.learned, &obs)
    }
    fn reacts(&self) -> bool {
        true
    }
    fn wants_events(&self) -> bool {
        true
    }
    fn observe(&mut self, event: &SeenEvent) {
        Bot::observe(&mut self.hard, event);
        Bot::observe(&mut self.learned, event);
    }
    fn reset(&mut self, seed: u64) -> bool {
        Bot::reset(&mut self.hard, seed) && Bot::reset(&mut self.learned, seed)
    }
    fn trusted(&self) -> bool {
        false
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 3 {
        eprintln!("usage: distill OUT PLAYERS DEALS [FIRST] [THREADS]");
        std::process::exit(2);
    }
    let out = args[0].clone();
    let players: usize = args[1].parse().expect("PLAYERS: 2 to 10");
    let deals: u64 = args[2].parse().expect("DEALS: a count");
    let first: u64 = args.get(3).map_or(0, |a| a.parse().expect("FIRST: a deal"));
    let threads: u64 = args.get(4).map_or(2, |a| a.parse().expect("THREADS"));
    let cfg = HardConfig {
        learned_prior: match args.get(5).map_or("learned", String::as_str) {
            "learned" => true,
            "medium" => false,
            other => panic!("PRIOR: learned or medium, not {other}"),
        },
        ..HardConfig::default()
    };
    let rules = Rules::named("classic").expect("the classic preset");
    let rows = Arc::new(Mutex::new(Rows::default()));
    let t = Instant::now();
    std::thread::scope(|scope| {
        for k in 0..threads {
            let (rules, rows) = (&rules, rows.clone());
            scope.spawn(move || {
                let mut i = first + k;
                while i < first + deals {
                    let lone = (i % players as u64) as usize;
                    let mut game = Game::new(rules.clone(), players, i).expect("2 to 10 seats");
                    let mut bots: Vec<AnyPlayer> = (0..players)
                        .map(|s| {
                            let seed = i.wrapping_mul(1000).wrapping_add(s as u64);
                            if s == lone {
                                AnyPlayer::Other(Box::new(Shadow {
                                    learned: Learned::new(seed),
                                    hard: HardBot::with_config(seed, cfg),
                                    legal: Vec::new(),
                                    rows: rows.clone(),
                                }))
                            } else {
                                AnyBot::Other(Box::new(RuleBot::medium(seed))).into()
                            }
                        })
                        .collect();
                    play_game(&mut game, &mut bots, Until::Round, i, |_, _, _, _| {})
                        .expect("legal actions only");
                    i += threads;
                }
            });
        }
    });
    let rows = rows.lock().expect("rows");
    let write = |ext: &str, bytes: &[u8]| {
        let path = format!("{out}.{ext}");
        let mut f = std::fs::File::create(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        f.write_all(bytes).unwrap_or_else(|e| panic!("{path}: {e}"));
    };
    let obs: Vec<u8> = rows.obs.iter().flat_map(|x| x.to_le_bytes()).collect();
    let label: Vec<u8> = rows.label.iter().flat_map(|x| x.to_le_bytes()).collect();
    write("obs", &obs);
    write("legal", &rows.legal);
    write("label", &label);
    println!(
        "{} decisions from {deals} deals at {players} seats in {:.0} s ({} inputs, {BASE_ACTIONS} actions)",
        rows.label.len(),
        t.elapsed().as_secs_f64(),
        encode::obs_len(0)
    );
}
