//! The seat runner's parts, as the server's rooms call them (a bot asked
//! with `SeatRunner::ask`, its answer settled with `SeatRunner::settle`,
//! the settled action applied and its events shown to the bots), play the
//! same game as `SeatRunner::step`, with the same one fallback policy for
//! a rejected answer (the default action at a turn, the chance passed at
//! an offer) and the same faults.

use uno_bots::{make_bot, Bot, BotFault, Level, SeatRunner, Settled, Step};
use uno_core::{
    rotation_seed, seat_seed, Action, ActionError, Decision, Game, Observation, Rules, RulesSpec,
    Seat, SeenEvent, Table,
};

/// Jump-ins and seven swaps make out-of-turn offers frequent.
fn rules() -> Rules {
    RulesSpec {
        preset: Some("classic".into()),
        house: vec!["jump_in".into(), "seven_swap".into()],
        ..RulesSpec::default()
    }
    .resolve()
    .expect("valid rules")
}

/// A medium bot that, at every `every`-th decision, answers a catch of
/// its own seat (always rejected, R10.3) instead: at its turn and at its
/// offers alike.
struct Wrong {
    inner: Box<dyn Bot>,
    every: u32,
    n: u32,
}

impl Wrong {
    fn wrong_now(&mut self) -> bool {
        self.n += 1;
        self.n.is_multiple_of(self.every)
    }
}

impl Bot for Wrong {
    fn name(&self) -> &'static str {
        "wrong"
    }
    fn act(&mut self, obs: &Observation<'_>) -> Action {
        if self.wrong_now() {
            return Action::Catch { target: obs.seat() };
        }
        self.inner.act(obs)
    }
    fn react(&mut self, obs: &Observation<'_>) -> Option<Action> {
        if self.wrong_now() {
            return Some(Action::Catch { target: obs.seat() });
        }
        self.inner.react(obs)
    }
    fn wants_events(&self) -> bool {
        self.inner.wants_events()
    }
    fn observe(&mut self, event: &SeenEvent) {
        self.inner.observe(event)
    }
}

const PLAYERS: usize = 4;

fn lineup(seed: u64) -> Vec<Box<dyn Bot>> {
    Seat::all(PLAYERS)
        .map(|s| {
            let bot = make_bot(Level::Medium, seat_seed(seed, s));
            if s.index() % 2 == 1 {
                Box::new(Wrong {
                    inner: bot,
                    every: 5,
                    n: 0,
                }) as Box<dyn Bot>
            } else {
                bot
            }
        })
        .collect()
}

/// A game dealt with its start-up events shown to the bots.
fn start(seed: u64, bots: &mut [Box<dyn Bot>]) -> (Table, SeatRunner) {
    let mut events = Vec::new();
    let game = Game::new_with_events(rules(), PLAYERS, seed, None, &mut events).unwrap();
    let mut table = Table::with_rotation(game, rotation_seed(seed));
    let runner = SeatRunner::new(bots, &mut table);
    runner.observe(bots, &events);
    (table, runner)
}

type Trace = Vec<(Seat, Action)>;

/// The game played with `step`, and how many of its faults were at an
/// offer.
fn by_step(seed: u64) -> (Trace, Vec<BotFault>, usize) {
    let mut bots = lineup(seed);
    let (mut table, mut runner) = start(seed, &mut bots);
    let (mut trace, mut faults, mut at_offer) = (Vec::new(), Vec::new(), 0);
    for _ in 0..200_000 {
        match runner.step(&mut table, &mut bots) {
            Step::Applied {
                seat,
                action,
                fault,
                ..
            } => {
                trace.push((seat, action));
                faults.extend(fault);
            }
            Step::Passed { fault, .. } => {
                at_offer += fault.is_some() as usize;
                faults.extend(fault);
            }
            Step::RoundOver => runner.next_round(&mut table, &mut bots).unwrap(),
            Step::GameOver => return (trace, faults, at_offer),
            s @ (Step::Waiting(_) | Step::Stuck(_)) => panic!("seed {seed}: {s:?}"),
        }
    }
    panic!("seed {seed}: no end");
}

/// The game played as the server's room plays it: asked (here on a
/// thread of its own, the bot and a copy of the game moved there and
/// back), settled, then applied.
fn by_parts(seed: u64) -> (Trace, Vec<BotFault>) {
    let mut bots = lineup(seed);
    let (mut table, mut runner) = start(seed, &mut bots);
    let (mut trace, mut faults) = (Vec::new(), Vec::new());
    for _ in 0..200_000 {
        let d = table.decision();
        let s = match d {
            Decision::Act(s) | Decision::Offer(s) => s,
            Decision::RoundOver => {
                runner.next_round(&mut table, &mut bots).unwrap();
                continue;
            }
            Decision::GameOver => return (trace, faults),
        };
        let answer = if s.index() == 0 {
            let mut bot = std::mem::replace(&mut bots[0], make_bot(Level::Random, 0));
            let game = table.game().clone();
            let (bot, answer) = std::thread::spawn(move || {
                let a = SeatRunner::ask(&mut bot, &game, d);
                (bot, a)
            })
            .join()
            .unwrap();
            bots[0] = bot;
            answer
        } else {
            SeatRunner::ask(&mut bots[s.index()], table.game(), d)
        };
        let answer = answer.expect("a seat's decision");
        assert_eq!((answer.seat, answer.reaction), (s, d == Decision::Offer(s)));
        let before = table.game().clone();
        match runner.settle(&mut table, answer) {
            Settled::Apply {
                seat,
                action,
                fault,
                ..
            } => {
                assert_eq!(table.game(), &before, "settling applies nothing");
                runner.apply(&mut table, &mut bots, seat, &action).unwrap();
                trace.push((seat, action));
                faults.extend(fault);
            }
            Settled::Passed { fault, .. } => faults.extend(fault),
            Settled::Stuck(f) => panic!("seed {seed}: stuck: {f}"),
        }
    }
    panic!("seed {seed}: no end");
}

#[test]
fn asked_settled_and_applied_plays_as_step() {
    let (mut at_turn, mut at_offer) = (0, 0);
    for seed in 0..6u64 {
        let (trace, faults, offers) = by_step(seed);
        assert!(trace.len() > 20, "a whole game");
        assert_eq!(by_parts(seed), (trace, faults.clone()), "seed {seed}");
        for f in &faults {
            assert_eq!(f.bot, "wrong");
            assert_eq!(f.seat.index() % 2, 1);
            assert_eq!(f.action, Action::Catch { target: f.seat });
            assert!(matches!(f.error, ActionError::InvalidTarget { .. }));
        }
        at_turn += faults.len() - offers;
        at_offer += offers;
    }
    // Both halves of the policy were used: the default action at a turn,
    // the chance passed at an offer.
    assert!(at_turn > 0, "no answer at a turn was rejected");
    assert!(at_offer > 0, "no answer at an offer was rejected");
}

#[test]
fn the_fallback_is_the_default_action_or_the_chance_passed() {
    let seed = 3;
    let mut bots = lineup(seed);
    let (mut table, mut runner) = start(seed, &mut bots);
    let Decision::Act(s) = table.decision() else {
        panic!("a round starts with a turn");
    };
    let wrong = Action::Catch { target: s };
    let answer = uno_bots::Answer {
        seat: s,
        reaction: false,
        action: Some(wrong.clone()),
        bot: "wrong",
    };
    let default = table.default_action(s).expect("a default action");
    match runner.settle(&mut table, answer) {
        Settled::Apply {
            seat,
            action,
            reaction: false,
            fault: Some(f),
        } => {
            assert_eq!((seat, &action, &f.action, f.seat), (s, &default, &wrong, s));
            assert_eq!(f.bot, "wrong");
        }
        other => panic!("{other:?}"),
    }
    // A chance let pass, and a rejected reaction: the offer is passed.
    assert_eq!(runner.fall_back(&mut table, s, false), Some(default));
    let game = table.game().clone();
    let passed = runner.settle(
        &mut table,
        uno_bots::Answer {
            seat: s,
            reaction: true,
            action: None,
            bot: "wrong",
        },
    );
    assert_eq!(
        passed,
        Settled::Passed {
            seat: s,
            fault: None
        }
    );
    assert_eq!(table.game(), &game);
}

/// A bot that answers as the bot it wraps but does not say its answers
/// are legal by construction: the driver then takes the general route
/// (each answer validated, one `Step` at a time) instead of the runner's
/// hot route for quiet line-ups (`SeatRunner::run_quiet`).
struct Untrusted(uno_bots::random::RandomBot);

impl Bot for Untrusted {
    fn name(&self) -> &'static str {
        "untrusted"
    }
    fn act(&mut self, obs: &Observation<'_>) -> Action {
        self.0.act(obs)
    }
    fn reset(&mut self, seed: u64) -> bool {
        self.0.reset(seed)
    }
}

/// The hot route plays the same games as the general one: the same
/// outcome (actions, turns by round, first turn, winners, points, scores)
/// for whole games under several presets, and the same stop when the cap
/// on a round's actions is reached (tiny caps included, and the cap of 1).
#[test]
fn the_quiet_route_plays_as_step_by_step() {
    use uno_bots::driver::{play_game_capped_into, Outcome, Until};
    use uno_bots::random::RandomBot;
    let mut checked = 0;
    for preset in ["classic", "mario-kart", "hello-kitty", "shuffle-hands"] {
        let rules = Rules::named(preset).expect("a preset");
        for seed in 0..40u64 {
            let players = 2 + (seed % 5) as usize;
            let cap = [1, 2, 7, 40, 1_000_000][(seed % 5) as usize];
            let until = if seed % 2 == 0 {
                Until::Game
            } else {
                Until::Round
            };
            let play = |quiet: bool| {
                let mut game = Game::new(rules.clone(), players, seed).expect("a table");
                let mut out = Outcome::default();
                let mut seen = Vec::new();
                let on_action = |_: &Game, s: Seat, a: &Action, _: &[uno_core::Event]| {
                    seen.push((s, a.clone()))
                };
                let bots = (0..players).map(|s| seat_seed(seed, Seat::new(s as u8)));
                if quiet {
                    let mut bots: Vec<RandomBot> = bots.map(RandomBot::new).collect();
                    assert!(SeatRunner::for_line_up(&bots).quiet());
                    play_game_capped_into(
                        &mut game, &mut bots, until, seed, cap, &mut out, on_action,
                    )
                } else {
                    let mut bots: Vec<Untrusted> =
                        bots.map(|b| Untrusted(RandomBot::new(b))).collect();
                    assert!(!SeatRunner::for_line_up(&bots).quiet());
                    play_game_capped_into(
                        &mut game, &mut bots, until, seed, cap, &mut out, on_action,
                    )
                }
                .expect("no bot fault");
                (out, seen, game)
            };
            let (quiet, general) = (play(true), play(false));
            assert_eq!(quiet.0, general.0, "{preset} seed {seed} cap {cap}");
            assert_eq!(quiet.1, general.1, "{preset} seed {seed}: the actions seen");
            assert_eq!(
                quiet.2, general.2,
                "{preset} seed {seed}: the final position"
            );
            assert!(quiet.0.actions > 0);
            checked += usize::from(quiet.0.capped);
        }
    }
    assert!(checked > 20, "capped rounds compared: {checked}");
}
