//! Plays games with bots. After every action, seats with out-of-turn
//! actions (a catch, an UNO call, a jump-in) are offered them, starting
//! from a seat drawn at random so no seat is always first (in a live game
//! the first to arrive wins; here every seat gets the same chance).
//!
//! No loop here can run for ever: a round that has not ended after
//! [`DEFAULT_MAX_ROUND_ACTIONS`] actions (or the cap given to
//! [`play_game_capped_into`]) is stopped and the outcome says so
//! ([`Outcome::capped`]). The rules end every round (R6.5 ends a blocked
//! one), so a capped round is a bug in the engine or the rules to report,
//! with the game's seed.

use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use smallvec::SmallVec;
use uno_core::game::Phase;
use uno_core::{Action, ActionError, Event, Game, NoEvents, Seat, Viewer};

use crate::Bot;

/// How far to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Until {
    /// The current round only.
    Round,
    /// The whole game (R12: to the target, or as the scoring says).
    Game,
}

/// The default cap on the actions of one round: far above any real round
/// (a 10-seat Mario Kart round of `chaos` bots takes a few thousand), low
/// enough that a round that never ends is stopped in well under a second.
pub const DEFAULT_MAX_ROUND_ACTIONS: u64 = 100_000;

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

/// A bot chose an action the engine rejected: always a bug in the bot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BotFault {
    pub seat: Seat,
    pub bot: &'static str,
    pub action: Action,
    pub error: ActionError,
}

impl std::fmt::Display for BotFault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "bot {} at seat {} chose {} which was rejected: {} ({})",
            self.bot,
            self.seat,
            self.action,
            self.error,
            self.error.code()
        )
    }
}

impl std::error::Error for BotFault {}

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
pub fn alone_against<L, O>(
    rules: &uno_core::Rules,
    players: usize,
    deals: std::ops::Range<u64>,
    threads: usize,
    lone: L,
    other: O,
) -> Result<Vec<LoneResult>, MeasureError>
where
    L: Fn(u64) -> Box<dyn Bot> + Sync,
    O: Fn(u64) -> Box<dyn Bot> + Sync,
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
                        let seat = (i % players as u64) as usize;
                        let mut game = Game::new(rules.clone(), players, i)
                            .expect("checked above: dealing does not depend on the seed");
                        let mut bots: Vec<Box<dyn Bot>> = (0..players)
                            .map(|s| {
                                let seed = i.wrapping_mul(1000).wrapping_add(s as u64);
                                if s == seat {
                                    lone(seed)
                                } else {
                                    other(seed)
                                }
                            })
                            .collect();
                        let o = play_game(&mut game, &mut bots, Until::Round, i, |_, _, _, _| {})?;
                        let won = if rules.players_leave_when_out() {
                            o.game_winners.contains(&(seat as Seat))
                        } else {
                            o.round_winners.first().copied().flatten() == Some(seat as Seat)
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
pub fn play_game<B: Bot>(
    game: &mut Game,
    bots: &mut [B],
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
pub fn play_game_into<B: Bot>(
    game: &mut Game,
    bots: &mut [B],
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
pub fn play_game_capped_into<B: Bot>(
    game: &mut Game,
    bots: &mut [B],
    until: Until,
    seed: u64,
    max_round_actions: u64,
    out: &mut Outcome,
    mut on_action: impl FnMut(&Game, Seat, &Action, &[Event]),
) -> Result<(), BotFault> {
    let max_round_actions = max_round_actions.max(1);
    assert_eq!(bots.len(), game.players(), "one bot per seat");
    let n = game.players() as Seat;
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut want_events = [false; 10];
    let mut trusted = [false; 10];
    let mut any_react = false;
    // Research bots (`peek`) are shown the true game before deciding.
    let mut sees_all = [false; 10];
    for (s, b) in bots.iter().enumerate() {
        sees_all[s] = b.sees_all();
        want_events[s] = b.wants_events();
        trusted[s] = b.trusted();
        any_react |= b.reacts();
    }
    let any_events = want_events.iter().any(|&w| w);
    // Seats whose actions take the hot route: trusted bots, no events.
    let fast = if any_events { [false; 10] } else { trusted };
    let ctx = Ctx {
        want_events,
        trusted,
        any_events,
    };
    let mut events: Vec<Event> = Vec::new();
    out.clear();
    out.round_turns.push(0);
    let mut started_round = game.round();
    // Turns of the current round, written to `out` when it ends.
    let mut round_turns = 0u64;
    // `out.actions` when the current round began.
    let mut round_start = 0u64;

    loop {
        if game.round_over() {
            if let Some(t) = out.round_turns.last_mut() {
                *t = round_turns;
            }
            out.turns += round_turns;
            round_turns = 0;
            out.rounds += 1;
            out.round_winners.push(game.round_winner());
            out.round_points
                .push(game.round_points().iter().copied().collect());
            if game.game_over() || until == Until::Round {
                break;
            }
            apply(
                &ctx,
                game,
                bots,
                0,
                Action::NextRound,
                out,
                &mut events,
                &mut on_action,
            )?;
            out.round_turns.push(0);
            started_round = game.round();
            round_start = out.actions;
            continue;
        }
        if out.actions - round_start >= max_round_actions {
            // A round that does not end: stop it, unfinished.
            if let Some(t) = out.round_turns.last_mut() {
                *t = round_turns;
            }
            out.turns += round_turns;
            out.capped = true;
            break;
        }
        debug_assert!(game.round() == started_round);
        // Only bots that may react are offered reactions: the others'
        // `react` is `None` whatever happens, and the driver's random
        // draw below is its own (it decides nothing else).
        if any_react && game.reactions_possible() {
            let first = rng.random_range(0..n);
            for k in 0..n {
                let s = (first + k) % n;
                // Re-read each time: a jump-in moves the turn (R13).
                if game.round_over() || Some(s) == game.to_act() {
                    continue;
                }
                if sees_all[s as usize] {
                    bots[s as usize].look(game);
                }
                let obs = game.observe(s);
                if let Some(a) = bots[s as usize].react(&obs) {
                    apply(&ctx, game, bots, s, a, out, &mut events, &mut on_action)?;
                    out.reactions += 1;
                }
            }
            if game.round_over() {
                continue;
            }
        }
        let seat = game
            .to_act()
            .expect("a round in progress has a seat to act");
        if matches!(game.phase(), Phase::Turn { .. }) {
            round_turns += 1;
        }
        if sees_all[seat as usize] {
            bots[seat as usize].look(game);
        }
        let action = bots[seat as usize].act(&game.observe(seat));
        if fast[seat as usize] {
            // The hot route (`apply` below, inlined by hand): no events
            // are collected, so `events` stays empty.
            game.apply_trusted(seat, &action, &mut NoEvents);
            out.actions += 1;
            on_action(game, seat, &action, &events);
        } else {
            apply(
                &ctx,
                game,
                bots,
                seat,
                action,
                out,
                &mut events,
                &mut on_action,
            )?;
        }
    }
    out.game_winners.extend(game.game_winners());
    out.scores.extend(game.scores().iter().copied());
    Ok(())
}

/// What `apply` needs to know about the line-up.
struct Ctx {
    want_events: [bool; 10],
    trusted: [bool; 10],
    any_events: bool,
}

/// Applies one action: validated unless the seat's bot is trusted and no
/// bot wants events, events projected to the bots that want them.
#[allow(clippy::too_many_arguments)]
fn apply<B: Bot>(
    ctx: &Ctx,
    game: &mut Game,
    bots: &mut [B],
    seat: Seat,
    action: Action,
    out: &mut Outcome,
    events: &mut Vec<Event>,
    on_action: &mut impl FnMut(&Game, Seat, &Action, &[Event]),
) -> Result<(), BotFault> {
    events.clear();
    if ctx.any_events {
        if let Err(error) = game.apply(seat, &action, events) {
            return Err(fault(bots, seat, action, error));
        }
        for (s, bot) in bots.iter_mut().enumerate() {
            if ctx.want_events[s] {
                for e in events.iter() {
                    bot.observe(&e.project(Viewer::Seat(s as Seat)));
                }
            }
        }
    } else if ctx.trusted[seat as usize] {
        game.apply_trusted(seat, &action, &mut NoEvents);
    } else if let Err(error) = game.apply(seat, &action, &mut NoEvents) {
        return Err(fault(bots, seat, action, error));
    }
    out.actions += 1;
    on_action(game, seat, &action, events);
    Ok(())
}

#[cold]
#[inline(never)]
fn fault<B: Bot>(bots: &[B], seat: Seat, action: Action, error: ActionError) -> BotFault {
    BotFault {
        seat,
        bot: bots[seat as usize].name(),
        action,
        error,
    }
}

impl Outcome {
    /// Empties every field, keeping the memory.
    pub fn clear(&mut self) {
        self.rounds = 0;
        self.actions = 0;
        self.turns = 0;
        self.reactions = 0;
        self.round_turns.clear();
        self.round_winners.clear();
        self.round_points.clear();
        self.game_winners.clear();
        self.scores.clear();
        self.capped = false;
    }
}
