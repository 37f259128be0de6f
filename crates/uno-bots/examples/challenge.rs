//! How well `hard` judges W+4 challenges (R8.3): the heuristic's guilt
//! estimate against the search on samples of the offender's hand.
//!
//! `cargo run --release -p uno-bots --example challenge -- [PLAYERS] [ROUNDS] [RULES]`
//! plays ROUNDS rounds of one `hard` (its challenges searched) against
//! `medium`s. At every challenge decision of `hard`'s seat it records what
//! the heuristic would do, what the search chose, and the truth (found by
//! challenging on a copy of the real game, which only this harness sees),
//! and prints how many cards each way of deciding would have cost.

use std::sync::{Arc, Mutex};

use uno_bots::hard::{HardBot, HardConfig};
use uno_bots::heuristic::{Heuristic, Style};
use uno_bots::{make_bot, play_game, AnyBot, AnyPlayer, Bot, Level, Player, Until};
use uno_core::{Action, Event, EventKind, Game, Pending, Rules, Seat, SeenEvent};

#[derive(Default, Debug)]
struct Tally {
    decisions: u64,
    guilty: u64,
    heuristic_challenges: u64,
    search_challenges: u64,
    /// Cards this seat drew over all decisions, deciding each way.
    heuristic_cost: u64,
    search_cost: u64,
    /// Cards the offender drew for a successful challenge, each way.
    heuristic_gain: u64,
    search_gain: u64,
}

struct Probe {
    bot: HardBot,
    truth: Option<Game>,
    tally: Arc<Mutex<Tally>>,
}

/// A research [`Player`]: the harness (not the bot, which decides on the
/// seat's observation) keeps the true game to score answers.
impl Player for Probe {
    fn name(&self) -> &'static str {
        "hard"
    }
    fn act(&mut self, game: &Game, seat: Seat) -> Action {
        self.truth = Some(game.clone());
        let obs = &game.observe(seat);
        let a = Bot::act(&mut self.bot, obs);
        if obs.pending() == Some(Pending::AcceptOrChallenge) {
            let g = self.truth.as_ref().expect("shown the game");
            let mut copy = g.clone();
            let mut ev: Vec<Event> = Vec::new();
            copy.apply(obs.seat(), &Action::Challenge, &mut ev)
                .expect("a challenge is legal here");
            let guilty = ev
                .iter()
                .any(|e| matches!(e.kind, EventKind::Challenged { guilty: true, .. }));
            let h = Heuristic::guilt_estimate(obs, None)
                > Heuristic::new(Style::MEDIUM, 0).style().challenge_at;
            let s = a == Action::Challenge;
            let cost = |challenge: bool| match (challenge, guilty) {
                (false, _) => 4,
                (true, true) => 0,
                (true, false) => 6,
            };
            let mut t = self.tally.lock().unwrap();
            t.decisions += 1;
            t.guilty += guilty as u64;
            t.heuristic_challenges += h as u64;
            t.search_challenges += s as u64;
            t.heuristic_cost += cost(h);
            t.search_cost += cost(s);
            t.heuristic_gain += (h && guilty) as u64 * 4;
            t.search_gain += (s && guilty) as u64 * 4;
        }
        a
    }
    fn react(&mut self, game: &Game, seat: Seat) -> Option<Action> {
        Bot::react(&mut self.bot, &game.observe(seat))
    }
    fn reacts(&self) -> bool {
        Bot::reacts(&self.bot)
    }
    fn wants_events(&self) -> bool {
        true
    }
    fn observe(&mut self, e: &SeenEvent) {
        Bot::observe(&mut self.bot, e)
    }
    fn reset(&mut self, _seed: u64) -> bool {
        false
    }
    fn trusted(&self) -> bool {
        false
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let players: usize = args.first().map_or(4, |s| s.parse().expect("players"));
    let rounds: u64 = args.get(1).map_or(400, |s| s.parse().expect("rounds"));
    let rules = Rules::named(args.get(2).map_or("classic", String::as_str)).expect("rules");
    let tally = Arc::new(Mutex::new(Tally::default()));
    for i in 0..rounds {
        let me = (i % players as u64) as usize;
        let mut game = Game::new(rules.clone(), players, i).expect("game");
        let mut bots: Vec<AnyPlayer> = (0..players)
            .map(|s| -> AnyPlayer {
                let seed = i * 1000 + s as u64;
                if s == me {
                    AnyPlayer::Other(Box::new(Probe {
                        bot: HardBot::with_config(
                            seed,
                            HardConfig {
                                search_challenge: true,
                                ..HardConfig::default()
                            },
                        ),
                        truth: None,
                        tally: tally.clone(),
                    }))
                } else {
                    AnyBot::Other(make_bot(Level::Medium, seed)).into()
                }
            })
            .collect();
        play_game(&mut game, &mut bots, Until::Round, i, |_, _, _, _| {}).expect("legal");
    }
    let t = tally.lock().unwrap();
    println!("{t:#?}");
}
