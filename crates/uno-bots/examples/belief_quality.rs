//! How much `hard`'s belief knows of the hidden hands (a diagnostic).
//!
//! `cargo run --release -p uno-bots --example belief_quality -- [players] [rounds] [rules]`
//!
//! Seat 0 is `hard` playing against `medium` bots. Before each of its
//! decisions this program (which, unlike the bot, is shown the true game)
//! compares three guesses of every other hand with the truth:
//! - `belief`: the particle belief, updated by every event and by how the
//!   others chose (what `hard` searches on);
//! - `voids`: the same tracker's known cards and voids, dealt afresh
//!   (no evidence from the others' choices);
//! - `blind`: hand sizes only, every unseen card equally likely.
//!
//! For each it prints the expected share of a hand guessed right
//! (Σ min(expected count, true count) / hand size, card by card) and the
//! error of the colours' shares (half the L1 distance), averaged over
//! decisions and opponents; and the same for the next player alone.

use std::sync::{Arc, Mutex};

use uno_bots::belief::Belief;
use uno_bots::hard::HardBot;
use uno_bots::heuristic::{model_turn, CardTable, Seen};
use uno_bots::knowledge::Tracker;
use uno_bots::{make_bot, play_game, AnyBot, AnyPlayer, Bot, Level, Player, Until};
use uno_core::game::MAX_SEATS;
use uno_core::{Action, Card, CardCounts, Color, Game, Observation, Rules, Seat, SeenEvent};

#[derive(Default, Clone, Copy)]
struct Acc {
    n: f64,
    hit: f64,
    col: f64,
}

impl Acc {
    fn add(&mut self, hit: f64, col: f64) {
        self.n += 1.0;
        self.hit += hit;
        self.col += col;
    }
}

#[derive(Default)]
struct Stats {
    all: [Acc; 3],
    next: [Acc; 3],
    /// `medium`'s ordinary turns: [same card and colour, same card, model
    /// plays but it drew, model draws but it played, other card].
    model: [u64; 5],
}

/// A `medium` seat that also asks the belief's model of it what it would
/// do at each ordinary turn, and counts how often the two agree.
struct Checked {
    bot: Box<dyn Bot>,
    tracker: Tracker,
    table: CardTable,
    stats: Arc<Mutex<Stats>>,
}

impl Bot for Checked {
    fn name(&self) -> &'static str {
        "medium"
    }
    fn act(&mut self, obs: &Observation<'_>) -> Action {
        let k = self.tracker.sync(obs).clone();
        let a = Bot::act(&mut self.bot, obs);
        if obs.pending().is_none() && obs.exposed().is_none() && obs.draw_pile_size() > 0 {
            let m = model_turn(&self.table, &Seen::of(obs), obs.hand(), Some(&k));
            let i = match (&a, m) {
                (Action::Play(p), Some((c, col))) if p.cards.len() == 1 && p.cards[0] == c => {
                    if p.color == col {
                        0
                    } else {
                        1
                    }
                }
                (Action::Draw, Some(_)) => 2,
                (Action::Play(_), None) => 3,
                (Action::Draw, None) => 0,
                _ => 4,
            };
            self.stats.lock().unwrap().model[i] += 1;
        }
        a
    }
    fn react(&mut self, obs: &Observation<'_>) -> Option<Action> {
        Bot::react(&mut self.bot, obs)
    }
    fn reacts(&self) -> bool {
        Bot::reacts(&self.bot)
    }
    fn wants_events(&self) -> bool {
        true
    }
    fn observe(&mut self, e: &SeenEvent) {
        self.tracker.observe(e);
        Bot::observe(&mut self.bot, e);
    }
}

/// Expected counts per card for seat `s` from a belief (stratified draws).
fn marginals(b: &Belief, players: usize, s: Seat) -> [f64; 64] {
    let mut m = [0.0; 64];
    const K: usize = 256;
    for i in 0..K {
        let u = (i as f64 + 0.5) / K as f64;
        if let Some(h) = b.sample(u, players) {
            for c in h[s.index()].iter() {
                m[c.index()] += 1.0 / K as f64;
            }
        }
    }
    m
}

fn score(m: &[f64; 64], truth: &CardCounts) -> (f64, f64) {
    let size = truth.len().max(1) as f64;
    let mut hit = 0.0;
    let mut pc = [0.0; 5];
    let mut tc = [0.0; 5];
    let total: f64 = m.iter().sum::<f64>().max(1e-9);
    for c in Card::all() {
        let t = truth.count(c) as f64;
        hit += m[c.index()].min(t);
        let k = c
            .color()
            .map_or(4, |col| Color::ALL.iter().position(|&x| x == col).unwrap());
        pc[k] += m[c.index()] / total;
        tc[k] += t / size;
    }
    let l1: f64 = pc.iter().zip(tc.iter()).map(|(a, b)| (a - b).abs()).sum();
    (hit / size, l1 / 2.0)
}

struct Probe {
    bot: HardBot,
    tracker: Tracker,
    truth: Vec<CardCounts>,
    seed: u64,
    stats: Arc<Mutex<Stats>>,
}

/// A research [`Player`]: shown the true game (to score the guesses), it
/// decides as `hard` does, on the seat's observation alone.
impl Player for Probe {
    fn name(&self) -> &'static str {
        "probe"
    }
    fn act(&mut self, game: &Game, seat: Seat) -> Action {
        self.truth = Seat::all(game.players().min(MAX_SEATS))
            .map(|s| *game.hand(s))
            .collect();
        let obs = &game.observe(seat);
        let n = obs.players();
        let me = obs.seat();
        let k = self.tracker.sync(obs).clone();
        if let Some(b) = k.belief().filter(|b| b.is_ready()) {
            let mut fresh = Belief::new(256, self.seed);
            fresh.sync(&k, obs);
            // Blind: a belief with no knowledge of voids or known cards.
            let mut blind = Belief::new(256, self.seed ^ 1);
            let blank = uno_bots::knowledge::Knowledge::new(me, n);
            blind.sync(&blank, obs);
            self.seed = self.seed.wrapping_add(1);
            let next = uno_bots::heuristic::Seen::of(obs).neighbour(me, obs.direction());
            let mut st = self.stats.lock().unwrap();
            for s in Seat::all(n) {
                if s == me || !obs.is_active(s) || self.truth[s.index()].is_empty() {
                    continue;
                }
                for (i, bel) in [b, &fresh, &blind].into_iter().enumerate() {
                    let (h, c) = score(&marginals(bel, n, s), &self.truth[s.index()]);
                    st.all[i].add(h, c);
                    if s == next {
                        st.next[i].add(h, c);
                    }
                }
            }
        }
        Bot::act(&mut self.bot, obs)
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
        self.tracker.observe(e);
        Bot::observe(&mut self.bot, e);
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
    let players: usize = args.first().map_or(Ok(4), |s| s.parse()).expect("players");
    let rounds: u64 = args.get(1).map_or(Ok(100), |s| s.parse()).expect("rounds");
    let rules = Rules::named(args.get(2).map_or("classic", String::as_str)).expect("rules");
    let stats = Arc::new(Mutex::new(Stats::default()));
    let particles: usize =
        std::env::var("PARTICLES").map_or(256, |s| s.parse().expect("PARTICLES"));
    for i in 0..rounds {
        let mut game = Game::new(rules.clone(), players, i).expect("game");
        let mut bots: Vec<AnyPlayer> = vec![AnyPlayer::Other(Box::new(Probe {
            bot: HardBot::new(i),
            tracker: Tracker::with_belief(particles, i ^ 0xbe11ef),
            truth: Vec::new(),
            seed: i,
            stats: stats.clone(),
        }))];
        for s in 1..players {
            let checked: Box<dyn Bot> = Box::new(Checked {
                bot: make_bot(Level::Medium, i * 1000 + s as u64),
                tracker: Tracker::new(),
                table: CardTable::new(&rules),
                stats: stats.clone(),
            });
            bots.push(AnyBot::Other(checked).into());
        }
        play_game(&mut game, &mut bots, Until::Round, i, |_, _, _, _| {}).expect("legal");
    }
    let st = stats.lock().unwrap();
    println!(
        "{players} players, {rounds} rounds; share of a hand guessed right / colour-share error"
    );
    for (i, name) in ["belief", "voids", "blind"].iter().enumerate() {
        let (a, x) = (st.all[i], st.next[i]);
        println!(
            "{name:>7}: all opponents {:.3} / {:.3} (n={})   next player {:.3} / {:.3}",
            a.hit / a.n,
            a.col / a.n,
            a.n,
            x.hit / x.n,
            x.col / x.n
        );
    }
    let m = st.model;
    let t: u64 = m.iter().sum::<u64>().max(1);
    let pc = |x: u64| 100.0 * x as f64 / t as f64;
    println!(
        "medium's {t} ordinary turns against its model: same {:.1}%, same card other colour {:.1}%, drew where the model plays {:.1}%, played where the model draws {:.1}%, another card {:.1}%",
        pc(m[0]), pc(m[1]), pc(m[2]), pc(m[3]), pc(m[4])
    );
}
