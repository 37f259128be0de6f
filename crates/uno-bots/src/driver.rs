//! Plays games with bots (any [`Player`]: every `Bot`, and the
//! research-only `peek`) on the engine's table contract, [`Table`], with
//! the one seat runner ([`crate::runner::SeatRunner`]): after
//! every action of the seat to act (and when a round is dealt), seats
//! with out-of-turn actions (a catch or an UNO call, R10.2; a jump-in,
//! R13) are offered them, starting from a seat drawn at random so no seat
//! is always first (in a live game the first to arrive wins; here every
//! seat gets the same chance). The terminal game, the server's rooms and
//! the Python table drive the same [`Table`], so the same seeds give the
//! same game everywhere. Bots that keep memory see every event: a game
//! freshly dealt's start-up events (the first card included) before the
//! first decision, then each action's events before the next.
//!
//! No loop here can run for ever: a round that has not ended after
//! [`DEFAULT_MAX_ROUND_ACTIONS`] actions (or the cap given to
//! [`play_game_capped_into`]) is stopped and the outcome says so
//! ([`Outcome::capped`]). The rules end every round (R6.5 ends a blocked
//! one), but not always soon: a capped round is either a very long one
//! (see [`DEFAULT_MAX_ROUND_ACTIONS`]) or a bug in the engine or the
//! rules, to report with the game's seed; a higher cap tells which.

use smallvec::SmallVec;
use uno_core::game::Phase;
use uno_core::{Action, Decision, Event, Game, Seat, Table};

use crate::runner::{SeatRunner, Step};
use crate::Player;

/// How far to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Until {
    /// The current round only.
    Round,
    /// The whole game (R12: to the target, or as the scoring says).
    Game,
}

/// The default cap on the actions of one round: a million, low enough
/// that a round that never ends is stopped in a second or so with the
/// fast bots. Most rounds take tens to a few thousand actions (a 10-seat
/// Mario Kart round of `chaos` bots a few thousand), but in Hello Kitty
/// every Wild Badtz-Maru makes the players nearest to going out draw 4
/// (R8.6), and with nine or ten seats of bots that act at random a round
/// can take millions (docs/rules.md, "An observation for researchers");
/// raise the cap to play those out.
pub const DEFAULT_MAX_ROUND_ACTIONS: u64 = 1_000_000;

/// Up to ten values, one per seat, kept inline (no allocation per game).
pub type PerSeat<T> = SmallVec<[T; 10]>;

/// What happened in a played game. Allocation-free for games of up to
/// four rounds, so simulations can play millions.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    pub rounds: u32,
    /// Every action applied, out-of-turn ones included.
    pub actions: u64,
    /// Ordinary turns taken (a play or a draw at one's turn, R4.1).
    pub turns: u64,
    /// Out-of-turn actions (catches, UNO calls, jump-ins) applied.
    pub reactions: u64,
    /// The seat that took the game's first ordinary turn (R4.1; after
    /// R3's first-card effects), if one was taken.
    pub first_turn: Option<Seat>,
    /// Ordinary turns in each round played.
    pub round_turns: SmallVec<[u64; 4]>,
    pub round_winners: SmallVec<[Option<Seat>; 4]>,
    /// Points held in each hand at the end of each round (R12.1).
    pub round_points: SmallVec<[PerSeat<u32>; 4]>,
    /// Game winners (R12.3: ties shared); empty when only a round was played.
    pub game_winners: PerSeat<Seat>,
    pub scores: PerSeat<i64>,
    /// The last round was stopped unfinished after the cap on its actions
    /// (see [`play_game_capped_into`]); it is not counted in `rounds`.
    pub capped: bool,
}

pub use crate::runner::BotFault;

/// Why [`alone_against`] could not measure.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MeasureError {
    /// The rules cannot deal a round to this many players (R2).
    Setup(uno_core::SetupError),
    /// A bot chose an action the engine rejected.
    Bot(BotFault),
}

impl std::fmt::Display for MeasureError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MeasureError::Setup(e) => write!(f, "cannot deal: {e}"),
            MeasureError::Bot(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for MeasureError {}

impl From<uno_core::SetupError> for MeasureError {
    fn from(e: uno_core::SetupError) -> Self {
        MeasureError::Setup(e)
    }
}

impl From<BotFault> for MeasureError {
    fn from(e: BotFault) -> Self {
        MeasureError::Bot(e)
    }
}

/// One deal of [`alone_against`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LoneResult {
    /// Whether the lone bot won the round (R11; under
    /// `last_holding_loses`, whether it went out, R13).
    pub won: bool,
    /// Turns the round took.
    pub turns: u64,
}

/// Measures one bot against another: for each deal `i` in `deals`, a
/// single round of `rules` dealt by `Game::new(rules, players, i)` with
/// the bot of `lone` alone at seat `i mod players` and bots of `other`
/// at the rest, each made with the seed `1000 i + seat`. The deals are
/// split between `threads`; the results, in deal order, do not depend on
/// their number. Used by the `strength` and `tune` examples and the
/// tests of the fitted weights. Rules that cannot deal `players` a
/// round are an error before anything is played.
pub fn alone_against<P, L, O>(
    rules: &uno_core::Rules,
    players: usize,
    deals: std::ops::Range<u64>,
    threads: usize,
    lone: L,
    other: O,
) -> Result<Vec<LoneResult>, MeasureError>
where
    P: Player,
    L: Fn(u64) -> P + Sync,
    O: Fn(u64) -> P + Sync,
{
    // Whether a round can be dealt does not depend on the deal's seed.
    Game::new(rules.clone(), players, deals.start)?;
    let n = deals.end.saturating_sub(deals.start);
    let per = n.div_ceil(threads.max(1) as u64).max(1);
    let chunks: Vec<std::ops::Range<u64>> = (0..n.div_ceil(per))
        .map(|t| deals.start + t * per..(deals.start + (t + 1) * per).min(deals.end))
        .collect();
    let (lone, other) = (&lone, &other);
    let parts: Vec<Result<Vec<LoneResult>, BotFault>> = std::thread::scope(|scope| {
        let handles: Vec<_> = chunks
            .into_iter()
            .map(|chunk| {
                scope.spawn(move || {
                    let mut out = Vec::with_capacity(chunk.clone().count());
                    for i in chunk {
                        let seat = Seat::try_from((i % players as u64) as usize)
                            .expect("checked above: a table has at most ten seats");
                        let mut game = Game::new(rules.clone(), players, i)
                            .expect("checked above: dealing does not depend on the seed");
                        let mut bots: Vec<P> = (0..players)
                            .map(|s| {
                                let seed = i.wrapping_mul(1000).wrapping_add(s as u64);
                                if s == seat.index() {
                                    lone(seed)
                                } else {
                                    other(seed)
                                }
                            })
                            .collect();
                        let o = play_game(&mut game, &mut bots, Until::Round, i, |_, _, _, _| {})?;
                        let won = if rules.players_leave_when_out() {
                            o.game_winners.contains(&seat)
                        } else {
                            o.round_winners.first().copied().flatten() == Some(seat)
                        };
                        out.push(LoneResult {
                            won,
                            turns: o.turns,
                        });
                    }
                    Ok(out)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a measuring thread panicked"))
            .collect()
    });
    let mut all = Vec::with_capacity(n as usize);
    for p in parts {
        all.extend(p?);
    }
    Ok(all)
}

/// Plays `game` with `bots` (one per seat) until the round or game ends.
/// `seed` drives the driver's own choices (who is offered reactions
/// first). `on_action` sees every applied action (for records and stats).
pub fn play_game<P: Player>(
    game: &mut Game,
    bots: &mut [P],
    until: Until,
    seed: u64,
    on_action: impl FnMut(&Game, Seat, &Action, &[Event]),
) -> Result<Outcome, BotFault> {
    let mut out = Outcome::default();
    play_game_into(game, bots, until, seed, &mut out, on_action)?;
    Ok(out)
}

/// [`play_game`], writing the outcome into `out` (cleared first), so a
/// caller playing many games reuses one. After a fault `out` is partly
/// filled and means nothing.
pub fn play_game_into<P: Player>(
    game: &mut Game,
    bots: &mut [P],
    until: Until,
    seed: u64,
    out: &mut Outcome,
    on_action: impl FnMut(&Game, Seat, &Action, &[Event]),
) -> Result<(), BotFault> {
    play_game_capped_into(
        game,
        bots,
        until,
        seed,
        DEFAULT_MAX_ROUND_ACTIONS,
        out,
        on_action,
    )
}

/// [`play_game_into`] with a cap on the actions of each round: a round
/// still going after `max_round_actions` actions is stopped where it is,
/// `out.capped` is set and the game is left mid-round. A cap of 0 counts
/// as 1.
///
/// The decisions come from the engine's table, [`Table`] its rotation seeded
/// with `seed` (its module documentation has the semantics, R10.2 and R13
/// included); seats whose player reacts are offerable. The cap is checked
/// before each round of offers and the decision of the seat to act that
/// follows it.
pub fn play_game_capped_into<P: Player>(
    game: &mut Game,
    bots: &mut [P],
    until: Until,
    seed: u64,
    max_round_actions: u64,
    out: &mut Outcome,
    mut on_action: impl FnMut(&Game, Seat, &Action, &[Event]),
) -> Result<(), BotFault> {
    let max_round_actions = max_round_actions.max(1);
    assert_eq!(bots.len(), game.players(), "one bot per seat");
    let mut table = Table::with_rotation(game, seed);
    let mut runner = SeatRunner::new(bots, &mut table);
    if runner.any_events() {
        feed_deal(table.game(), bots, &runner);
    }
    out.clear();
    out.round_turns.push(0);
    // Turns of the current round, written to `out` when it ends.
    let mut round_turns = 0u64;
    // `out.actions` when the current round began.
    let mut round_start = 0u64;
    // The next decision is the first after an action of the seat to act
    // (or a deal): the cap is checked there.
    let mut fresh = true;
    // A line-up of baseline bots (trusted, never reacting, wanting no
    // events) takes the runner's hot route, with the same bookkeeping.
    let quiet = runner.quiet();

    loop {
        let decision = if quiet {
            runner.run_quiet(&mut table, bots, |game, seat, applied| match applied {
                None => {
                    if fresh && out.actions - round_start >= max_round_actions {
                        // Stopped below, as any capped round.
                        return false;
                    }
                    fresh = false;
                    if matches!(game.phase(), Phase::Turn { .. }) {
                        round_turns += 1;
                        out.first_turn.get_or_insert(seat);
                    }
                    true
                }
                Some(action) => {
                    out.actions += 1;
                    on_action(game, seat, action, &[]);
                    fresh = true;
                    true
                }
            })
        } else {
            table.decision()
        };
        match decision {
            Decision::Act(seat) | Decision::Offer(seat) => {
                if fresh {
                    fresh = false;
                    if out.actions - round_start >= max_round_actions {
                        // A round that does not end: stop it, unfinished.
                        if let Some(t) = out.round_turns.last_mut() {
                            *t = round_turns;
                        }
                        out.turns += round_turns;
                        out.capped = true;
                        break;
                    }
                }
                if decision == Decision::Act(seat)
                    && matches!(table.game().phase(), Phase::Turn { .. })
                {
                    round_turns += 1;
                    out.first_turn.get_or_insert(seat);
                }
            }
            Decision::RoundOver | Decision::GameOver => {
                if let Some(t) = out.round_turns.last_mut() {
                    *t = round_turns;
                }
                out.turns += round_turns;
                round_turns = 0;
                out.rounds += 1;
                out.round_winners.push(table.game().round_winner());
                out.round_points
                    .push(table.game().round_points().iter().copied().collect());
                if decision == Decision::GameOver || until == Until::Round {
                    break;
                }
                if let Err(error) = runner.next_round(&mut table, bots) {
                    return Err(BotFault {
                        seat: Seat::new(0),
                        bot: bots[0].name(),
                        action: Action::NextRound,
                        error,
                    });
                }
                out.actions += 1;
                on_action(
                    table.game(),
                    Seat::new(0),
                    &Action::NextRound,
                    runner.events(),
                );
                fresh = true;
                out.round_turns.push(0);
                round_start = out.actions;
                continue;
            }
        }
        match runner.decide(&mut table, bots, decision) {
            Step::Applied {
                seat,
                action,
                reaction,
                fault,
            } => {
                if let Some(f) = fault {
                    return Err(f);
                }
                out.actions += 1;
                on_action(table.game(), seat, &action, runner.events());
                if reaction {
                    out.reactions += 1;
                } else {
                    // An action of the seat to act opens a round of offers.
                    fresh = true;
                }
            }
            Step::Passed { fault, .. } => {
                if let Some(f) = fault {
                    return Err(f);
                }
            }
            Step::Stuck(f) => return Err(f),
            // Every seat has a player; the round's end is handled above.
            Step::Waiting(_) | Step::RoundOver | Step::GameOver => {
                unreachable!("every seat has a player")
            }
        }
    }
    let game = table.game();
    out.game_winners.extend(game.game_winners());
    out.scores.extend(game.scores().iter().copied());
    Ok(())
}

/// Shows the bots that want events the start-up events of a game freshly
/// dealt (the R2.2 draw for dealer, the R2.3 deal, the R3 first card), as
/// every other front end does (the server's rooms, the terminal game, the
/// Python table): a bot that keeps memory must not play round 1 without
/// knowing the first card, and the same seed must give the same game
/// everywhere (issue 19). The events are those of the same game dealt
/// again; a game that is not freshly dealt (a position, a round in
/// progress) is left as it is: its caller feeds what its bots saw.
fn feed_deal<P: Player>(game: &Game, bots: &mut [P], runner: &SeatRunner) {
    if game.round() != 1 {
        return;
    }
    let mut events = Vec::new();
    let mut twin = game.clone();
    twin.restart_with_events(game.seed(), &mut events);
    if twin == *game {
        runner.observe(bots, &events);
    }
}

impl Outcome {
    /// Empties every field, keeping the memory.
    pub fn clear(&mut self) {
        self.rounds = 0;
        self.actions = 0;
        self.turns = 0;
        self.reactions = 0;
        self.first_turn = None;
        self.round_turns.clear();
        self.round_winners.clear();
        self.round_points.clear();
        self.game_winners.clear();
        self.scores.clear();
        self.capped = false;
    }
}
