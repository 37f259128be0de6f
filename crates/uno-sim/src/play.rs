//! Playing one game: a worker owns one [`Game`], restarted in place for
//! each game, and plays it with the line-up's bots through
//! [`uno_bots::play_game`], counting into a [`Tally`].

use uno_bots::driver::play_game_capped_into;
use uno_bots::external::{ErrorLog, ExternalBot};
use uno_bots::{AnyBot, AnyPlayer, BotSpec, Outcome, Player};
use uno_core::scenario::Scenario;
use uno_core::{Action, Game, Seat, SeatSet, SeenEvent};

use crate::args::Config;
use crate::effects::EffectCounts;
use crate::error::SimError;
use crate::seeds::{bot_seed, driver_seed, game_seed};
use crate::stats::{Tally, UNFINISHED_LISTED};

/// One game's result: a CSV line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameRow {
    pub index: u64,
    /// The seed given to `Game::restart` (and written in a recording).
    pub seed: u64,
    /// The dealer of round 1 (R2.2).
    pub dealer: Seat,
    /// The seat that took the first ordinary turn of round 1.
    pub first_seat: Option<Seat>,
    pub rounds: u32,
    pub turns: u64,
    pub actions: u64,
    /// Winners (R12.3: ties shared).
    pub winners: SeatSet,
    /// Final scores (`players` of them are meaningful).
    pub scores: [i64; 10],
}

impl GameRow {
    pub fn winner_seats(&self) -> impl Iterator<Item = Seat> + '_ {
        self.winners.iter()
    }
}

/// A played game: its row and, when it was chosen for recording, its
/// scenario file.
pub struct Played {
    pub row: GameRow,
    pub scenario: Option<String>,
}

/// Forwards everything to the bot it wraps, but asks for events, so that
/// `play_game` collects them and hands them to `on_action` (the effect
/// counts). The wrapped bot sees events only if it wanted them.
struct Tap {
    inner: AnyPlayer,
    forward: bool,
}

impl Player for Tap {
    fn name(&self) -> &'static str {
        self.inner.name()
    }
    fn act(&mut self, game: &Game, seat: Seat) -> Action {
        self.inner.act(game, seat)
    }
    fn react(&mut self, game: &Game, seat: Seat) -> Option<Action> {
        self.inner.react(game, seat)
    }
    fn reacts(&self) -> bool {
        self.inner.reacts()
    }
    fn wants_events(&self) -> bool {
        true
    }
    fn observe(&mut self, event: &SeenEvent) {
        if self.forward {
            self.inner.observe(event);
        }
    }
    fn reset(&mut self, seed: u64) -> bool {
        self.inner.reset(seed)
    }
    fn trusted(&self) -> bool {
        self.inner.trusted()
    }
    fn is_research(&self) -> bool {
        self.inner.is_research()
    }
}

/// A built-in bot of `spec`, seeded: `random` dispatched statically,
/// `peek` as the research-only player.
pub fn spec_bot(spec: &BotSpec, seed: u64) -> AnyPlayer {
    spec.make(seed)
}

/// Makes `bot` as [`spec_bot`] would, reusing it where it can.
pub fn renew_bot(bot: &mut AnyPlayer, spec: &BotSpec, seed: u64) {
    bot.renew(spec, seed);
}

/// The bot for `seat` in the game of `seed`: its spec's bot, or its
/// external bot (a fresh child process, docs/bot-protocol.md) with the
/// log its faults go to.
fn seat_bot(cfg: &Config, seat: usize, seed: u64) -> (AnyPlayer, Option<ErrorLog>) {
    match cfg.externals.get(seat) {
        Some(Some(spec)) => {
            let bot = ExternalBot::start(
                spec.clone(),
                Seat::try_from(seat).expect("a table has at most ten seats (R2.1)"),
                cfg.players(),
                bot_seed(seed, seat),
            );
            let log = bot.error_log();
            (AnyBot::Other(Box::new(bot)).into(), Some(log))
        }
        _ => (spec_bot(&cfg.lineup[seat], bot_seed(seed, seat)), None),
    }
}

/// A worker's reusable state: one game, one seat of bots, buffers.
pub struct Worker<'c> {
    cfg: &'c Config,
    game: Game,
    bots: Vec<AnyPlayer>,
    /// Per seat: the fault log of its external bot this game.
    logs: Vec<Option<ErrorLog>>,
    /// The last game's outcome (reused: no copy, no allocation).
    outcome: Outcome,
    record: Vec<(Seat, Action)>,
}

impl<'c> Worker<'c> {
    pub fn new(cfg: &'c Config) -> Result<Worker<'c>, SimError> {
        let game =
            Game::from_compiled(&cfg.rules, cfg.players(), cfg.seed).map_err(SimError::Setup)?;
        Ok(Worker {
            cfg,
            game,
            bots: Vec::with_capacity(cfg.players()),
            logs: vec![None; cfg.players()],
            outcome: Outcome::default(),
            record: Vec::new(),
        })
    }

    /// The game as the last [`Worker::play`] left it.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Plays game `index` of the run and counts it into `tally`.
    pub fn play(&mut self, index: u64, tally: &mut Tally) -> Result<Played, SimError> {
        let cfg = self.cfg;
        let seed = game_seed(cfg.seed, index);
        self.game.restart(seed);
        let dealer = self.game.dealer();
        // Every game gets bots as `make_bot(level, bot_seed)` would make
        // them, whichever worker plays it: reused where they can reseed.
        if cfg.effects {
            self.bots.clear();
            for s in 0..cfg.lineup.len() {
                let (inner, log) = seat_bot(cfg, s, seed);
                self.logs[s] = log;
                if s == 0 {
                    let forward = inner.wants_events();
                    self.bots
                        .push(AnyPlayer::Other(Box::new(Tap { inner, forward })));
                } else {
                    self.bots.push(inner);
                }
            }
        } else if self.bots.len() != cfg.lineup.len() {
            self.bots.clear();
            for s in 0..cfg.lineup.len() {
                let (bot, log) = seat_bot(cfg, s, seed);
                self.bots.push(bot);
                self.logs[s] = log;
            }
        } else {
            for (s, spec) in cfg.lineup.iter().enumerate() {
                if cfg.is_external(s) {
                    // One child process per seat per game.
                    let (bot, log) = seat_bot(cfg, s, seed);
                    self.bots[s] = bot;
                    self.logs[s] = log;
                } else {
                    renew_bot(&mut self.bots[s], spec, bot_seed(seed, s));
                }
            }
        }
        // With --record every game's actions are kept until it is known
        // whether it is chosen or unfinished (unfinished ones are always
        // saved: they are bug reports).
        let recording = cfg.record.is_some();
        if cfg.effects && tally.effects.is_none() {
            tally.effects = Some(EffectCounts::default());
        }

        let Worker {
            game,
            bots,
            logs,
            outcome,
            record,
            ..
        } = self;
        record.clear();
        let fault = |fault| SimError::Bot {
            index,
            seed,
            fault: Box::new(fault),
        };
        if cfg.effects || recording {
            let mut effects = tally.effects.as_mut();
            play_game_capped_into(
                game,
                bots,
                cfg.until,
                driver_seed(seed),
                cfg.max_actions,
                outcome,
                |_: &Game, seat: Seat, action: &Action, events| {
                    if let Some(fx) = effects.as_deref_mut() {
                        if !matches!(action, Action::NextRound) {
                            fx.count(events);
                        }
                    }
                    if recording {
                        record.push((seat, action.clone()));
                    }
                },
            )
            .map_err(fault)?;
        } else {
            // The hot route: nothing to see per action.
            play_game_capped_into(
                game,
                bots,
                cfg.until,
                driver_seed(seed),
                cfg.max_actions,
                outcome,
                |_: &Game, _: Seat, _: &Action, _: &[_]| {},
            )
            .map_err(fault)?;
        }
        let first_seat = outcome.first_turn;
        // External bots' faults, by seat (also counted for capped games).
        for (s, log) in logs.iter().enumerate() {
            if let Some(log) = log {
                if let Ok(messages) = log.lock() {
                    for m in messages.iter() {
                        tally.faults[s].count(m);
                    }
                }
            }
        }
        let outcome = &*outcome;
        let turns = outcome.round_turns.iter().sum();
        let winners = if outcome.capped {
            // Stopped by the cap: reported by seed, counted nowhere else.
            tally.unfinished += 1;
            if tally.unfinished_games.len() < UNFINISHED_LISTED {
                tally.unfinished_games.push((index, seed));
            }
            SeatSet::EMPTY
        } else {
            let winners = winners(game, outcome);
            count(
                tally,
                game,
                outcome,
                &outcome.round_turns,
                turns,
                winners,
                first_seat,
            );
            winners
        };
        let mut scores = [0i64; 10];
        scores[..outcome.scores.len()].copy_from_slice(&outcome.scores);
        let row = GameRow {
            index,
            seed,
            dealer,
            first_seat,
            rounds: outcome.rounds,
            turns,
            actions: outcome.actions,
            winners,
            scores,
        };
        let chosen = cfg
            .record
            .as_ref()
            .is_some_and(|r| r.selects(index) || outcome.capped);
        let scenario = chosen.then(|| {
            let rules = cfg.rules.rules();
            // The dealer is written only when the rules fix it: a scenario
            // with an explicit dealer skips R2.2's draw, which the seeded
            // game made, and would deal differently.
            Scenario::from_record(rules, cfg.players(), seed, rules.dealer(), record).to_json()
        });
        Ok(Played { row, scenario })
    }
}

/// The game's winners (R12.3: all tied winners), or the round's winner
/// when only a round was played and it did not end the game (with teams,
/// R15.3, the round winner and their partner).
fn winners(game: &Game, o: &Outcome) -> SeatSet {
    if game.game_over() {
        o.game_winners.iter().copied().collect()
    } else {
        match o.round_winners.last() {
            Some(&Some(w)) => {
                let mut set = SeatSet::single(w);
                if let Some(p) = game.partner(w) {
                    set.insert(p);
                }
                set
            }
            _ => SeatSet::EMPTY,
        }
    }
}

fn count(
    t: &mut Tally,
    game: &Game,
    o: &Outcome,
    round_turns: &[u64],
    turns: u64,
    winners: SeatSet,
    first: Option<Seat>,
) {
    t.games += 1;
    t.rounds += u64::from(o.rounds);
    t.turns += turns;
    t.actions += o.actions;
    t.reactions += o.reactions;
    for s in winners {
        t.wins[s.index()] += 1;
    }
    if winners.len() > 1 {
        for a in winners {
            for b in winners {
                if a != b {
                    t.co_wins[a.index()][b.index()] += 1;
                }
            }
        }
    }
    // R15: a team wins when its players do; a tie is shared between teams.
    let mut teams = 0u16;
    for s in winners {
        if let Some(team) = game.team_of(s) {
            teams |= 1 << team;
        }
    }
    for (team, w) in t.team_wins.iter_mut().enumerate() {
        *w += u64::from(teams >> team & 1);
    }
    let sides = if game.rules().teams().on() {
        teams.count_ones() as usize
    } else if game.rules().players_leave_when_out() {
        // R13 last_holding_loses: everyone but the loser wins, by rule,
        // not by a tie (R12.3): one side, whatever its size.
        usize::from(!winners.is_empty())
    } else {
        winners.len()
    };
    match sides {
        0 => t.no_winner += 1,
        1 => {}
        _ => t.shared_wins += 1,
    }
    if let Some(f) = first {
        t.first_games += 1;
        if winners.contains(f) {
            t.first_wins += 1;
        }
    }
    for &turns in round_turns.iter().take(o.rounds as usize) {
        t.turns_per_round.add(turns);
    }
    for (w, points) in o.round_winners.iter().zip(&o.round_points) {
        // R12.1: the points left in the other hands, what the round's
        // winner scores under winner_takes_all (R15.4: with teams, the
        // partner's hand scores nothing: its points are 0 already).
        let p: u64 = points
            .iter()
            .zip(Seat::all(points.len()))
            .filter(|&(_, s)| Some(s) != *w)
            .map(|(&p, _)| u64::from(p))
            .sum();
        t.points_per_round.add(p);
    }
    t.turns_per_game.add(turns);
}
