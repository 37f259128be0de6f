//! One table for learning: a [`Game`], the bots at the seats no learner
//! holds, and the order in which decisions are asked for.
//!
//! Decisions are asked for by the engine's table contract
//! ([`uno_core::Table`], its rotation seeded with `rotation_seed(seed)`;
//! bots seeded `seat_seed(seed, seat)`, and asked by the one seat runner,
//! [`SeatRunner`]), as the simulator's driver, the terminal game and the
//! server ask them: after every action by the seat to act (and
//! when a round starts), if an out-of-turn action is possible (an UNO call
//! or a catch, R10.2; a jump-in, R13), every other offerable seat that has
//! one is offered the chance once, in a rotating order drawn from the
//! loop's generator; a learner offered a chance answers with one of its
//! legal actions or with `DECLINE`. Then the seat to act decides. Learner
//! seats and bots that react are offerable. Bots answer at once; the table
//! stops at the first decision that belongs to a learner.

use smallvec::SmallVec;
use uno_bots::evidence::Evidence;
use uno_bots::{make_bot, show_events, Bot, BotFault, Level, SeatRunner, Step, Until};
use uno_core::rules::ScoringMethod;
use uno_core::{
    rotation_seed, seat_seed, Action, CompiledRules, Decision, Event, Game, NoEvents, Seat,
    Table as GameTable,
};

use crate::encode::{self, Decoded, Space};

mod copy;
#[cfg(test)]
mod tests;

/// How final rewards are computed (docs/python.md "Rewards").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reward {
    /// +1 to the winner, -1/(n-1) to each other seat (zero-sum); shared
    /// game wins (R12.3 ties) split the +1.
    WinLose,
    /// R12 points: in a round, the winner gains every other hand's points
    /// and each other seat loses its own; over a whole game, each seat's
    /// score change (negated for `penalty` scoring, where less is better).
    Points,
    /// Place: +1 first, -1 last, linear between, ties averaged (by hand
    /// points at the end of a round, by score over a game).
    Place,
}

impl Reward {
    pub fn parse(s: &str) -> Result<Reward, String> {
        match s {
            "win_lose" | "winlose" | "win" => Ok(Reward::WinLose),
            "points" => Ok(Reward::Points),
            "place" => Ok(Reward::Place),
            _ => Err(format!(
                "unknown reward scheme {s:?} (expected win_lose, points or place)"
            )),
        }
    }
}

/// An error with a stable code, raised in Python as `uno_env.UnoError`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    pub code: String,
    pub message: String,
}

impl Failure {
    pub fn new(code: &str, message: impl Into<String>) -> Failure {
        Failure {
            code: code.to_string(),
            message: message.into(),
        }
    }
}

/// The most discards an observation may carry (`history`): more than any
/// deck holds, so no table needs more, and an observation stays a few
/// hundred kilobytes at most (a huge value would fail to allocate and end
/// the interpreter).
pub const MAX_HISTORY: usize = 1000;

fn check_history(history: usize) -> Result<(), Failure> {
    if history > MAX_HISTORY {
        return Err(Failure::new(
            "history",
            format!("history must be 0 to {MAX_HISTORY} (the last discards an observation carries), not {history}"),
        ));
    }
    Ok(())
}

/// Mixes a seed with a stream number (splitmix64), for per-seat and
/// per-episode seeds (`uno_core::seat_seed(s, k)` is `mix(s, 1 + k)`).
pub fn mix(seed: u64, stream: u64) -> u64 {
    let mut z = seed ^ stream.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Most actions one call may apply before the table gives up (a guard
/// against a bot that never ends a round; never reached in practice).
const MAX_ACTIONS_PER_ADVANCE: u32 = 1_000_000;

pub struct Table {
    /// The game and whose decision comes next (the engine's contract).
    table: GameTable,
    /// The game `reset` starts from, for tables loaded from a scenario.
    start: Option<Game>,
    /// The rules a table not loaded from a scenario deals from (for
    /// [`Table::replay`]).
    compiled: Option<CompiledRules>,
    /// The learners' action indices applied since the episode was dealt
    /// (and [`FORFEIT`] for a forfeit), when recorded: with the seed,
    /// they make the episode again ([`Table::replay`]). `Env` records
    /// them (for `copy.deepcopy` and `pickle`); `VecEnv` does not.
    pub steps: Option<Vec<i64>>,
    /// Whether [`Table::replay`] can make this table again: false for a
    /// copy whose hidden cards were re-dealt ([`Table::permuted`]).
    replayable: bool,
    pub space: Space,
    pub history: usize,
    /// Whether observations end with the evidence block
    /// ([`Table::set_evidence`]).
    evidence: bool,
    /// With `evidence`: what each learner seat remembers of the others,
    /// kept from the events projected for it, as the `learned` bot keeps
    /// it (`None` for the bots' seats).
    notes: Vec<Option<Evidence>>,
    pub reward: Reward,
    pub until: Until,
    levels: Vec<Option<Level>>,
    bots: Vec<Option<Box<dyn Bot>>>,
    /// Asks the bots and shows them their events.
    runner: SeatRunner,
    /// Every action applied this episode, when asked for (`trace`).
    pub log: Option<Vec<(Seat, Action)>>,
    /// The decision waiting for a learner: (seat, out-of-turn offer).
    current: Option<(Seat, bool)>,
    /// The encoded legal actions of `current`.
    legal: Vec<u32>,
    scratch: Vec<Action>,
    start_scores: [i64; 10],
    pub seed: u64,
    /// Actions applied this episode (learners' and bots').
    pub actions: u64,
    /// Episodes stop (truncated, zero rewards) after this many actions;
    /// 0 for no limit. Uniformly random play under some rules (many
    /// seats, a deck whose cards make others draw) can go on for very long.
    pub max_actions: u64,
    truncated: bool,
    /// The learner seat that ended the episode with an illegal action
    /// ([`Table::forfeit`]): it gets -1, every other seat 0.
    forfeited: Option<Seat>,
}

impl Table {
    /// A table of `rules` with `levels[s]` a bot level, or `None` for a
    /// seat played from outside.
    pub fn new(
        rules: &CompiledRules,
        levels: Vec<Option<Level>>,
        seed: u64,
        until: Until,
        reward: Reward,
        history: usize,
    ) -> Result<Table, Failure> {
        check_history(history)?;
        let players = levels.len();
        let game = Game::from_compiled(rules, players, seed)
            .map_err(|e| Failure::new(e.code(), e.to_string()))?;
        let mut t = Table::with_game(game, None, levels, seed, until, reward, history);
        t.compiled = Some(rules.clone());
        Ok(t)
    }

    /// A table that starts (and restarts on `reset`) from `game`.
    pub fn from_game(
        game: Game,
        levels: Vec<Option<Level>>,
        until: Until,
        reward: Reward,
        history: usize,
    ) -> Result<Table, Failure> {
        check_history(history)?;
        let seed = game.seed();
        Ok(Table::with_game(
            game.clone(),
            Some(game),
            levels,
            seed,
            until,
            reward,
            history,
        ))
    }

    fn with_game(
        game: Game,
        start: Option<Game>,
        levels: Vec<Option<Level>>,
        seed: u64,
        until: Until,
        reward: Reward,
        history: usize,
    ) -> Table {
        let space = Space::new(game.rules(), game.players());
        let mut t = Table {
            table: GameTable::with_rotation(game, rotation_seed(seed)),
            start,
            compiled: None,
            steps: None,
            replayable: true,
            space,
            history,
            evidence: false,
            notes: Vec::new(),
            reward,
            until,
            bots: levels.iter().map(|_| None).collect(),
            levels,
            runner: SeatRunner::default(),
            log: None,
            current: None,
            legal: Vec::new(),
            scratch: Vec::new(),
            start_scores: [0; 10],
            seed,
            actions: 0,
            max_actions: 0,
            truncated: false,
            forfeited: None,
        };
        t.make_bots();
        t
    }

    fn make_bots(&mut self) {
        for (s, level) in Seat::all(self.levels.len()).zip(self.levels.iter()) {
            let bot_seed = seat_seed(self.seed, s);
            self.bots[s.index()] = match level {
                None => None,
                Some(l) => {
                    let mut reused = false;
                    if let Some(b) = &mut self.bots[s.index()] {
                        reused = b.reset(bot_seed);
                    }
                    if reused {
                        self.bots[s.index()].take()
                    } else {
                        Some(make_bot(*l, bot_seed))
                    }
                }
            };
        }
        // Bots that react and learners may be offered out-of-turn chances.
        self.runner.seat(&self.bots, &mut self.table);
        for (s, b) in Seat::all(self.bots.len()).zip(self.bots.iter()) {
            if b.is_none() {
                self.table.set_offerable(s, true);
            }
        }
    }

    /// The game, to read.
    pub fn game(&self) -> &Game {
        self.table.game()
    }

    pub fn players(&self) -> usize {
        self.game().players()
    }

    /// Starts a new episode seeded with `seed` (a scenario table goes
    /// back to its position) and runs the bots to the first learner
    /// decision.
    ///
    /// The bots can end a round before any learner seat is asked
    /// anything (for example `medium` going out in 1v1 with Skips and
    /// Draw Twos, R7, before seat 0's first turn: about one deal in
    /// 250,000). Such a deal is no episode (nothing was decided, and
    /// Gymnasium's `reset` cannot report an episode that is already
    /// over), so the table deals again, seeded from `seed` and the
    /// attempt; `seed()` reports the seed actually dealt. A scenario
    /// position is kept as it is, and so is a table of bots alone.
    pub fn reset(&mut self, seed: u64) -> Result<(), Failure> {
        self.deal(seed)?;
        let mut attempt = 0;
        // Only a table with a learner seat waits for a decision; one of
        // bots alone (`trace_actions`) plays its whole episode here.
        let has_learner = self.bots.iter().any(Option::is_none);
        while has_learner && self.done() && self.start.is_none() && attempt < 100 {
            attempt += 1;
            self.deal(mix(seed, 0x5eed_0000 + attempt))?;
        }
        Ok(())
    }

    fn deal(&mut self, seed: u64) -> Result<(), Failure> {
        self.seed = seed;
        let mut events = Vec::new();
        match &self.start {
            Some(g) => self
                .table
                .set_game_with_rotation(g.clone(), rotation_seed(seed)),
            // The start-up events (draw for dealer, deal, first card):
            // the bots see them, as at every front end (issue 19).
            None => self.table.restart(seed, &mut events),
        }
        self.make_bots();
        self.runner.observe(&mut self.bots, &events);
        if self.evidence {
            let n = self.players();
            self.notes = Seat::all(n)
                .map(|s| self.bots[s.index()].is_none().then(|| Evidence::new(s, n)))
                .collect();
            note(&mut self.notes, &events);
        }
        self.current = None;
        if let Some(l) = &mut self.log {
            l.clear();
        }
        if let Some(s) = &mut self.steps {
            s.clear();
        }
        self.actions = 0;
        self.truncated = false;
        self.forfeited = None;
        self.start_scores = [0; 10];
        let n = self.players();
        self.start_scores[..n].copy_from_slice(self.table.game().scores());
        self.advance()
    }

    /// The decision waiting for a learner: (seat, out-of-turn offer).
    pub fn current(&self) -> Option<(Seat, bool)> {
        self.current
    }

    /// Whether the episode is over (the round, or the game with
    /// `until = game`).
    pub fn done(&self) -> bool {
        self.current.is_none()
    }

    /// Whether the episode stopped at `max_actions` (rewards are zero).
    pub fn truncated(&self) -> bool {
        self.truncated
    }

    /// Ends the episode as a loss for the seat whose decision is waiting
    /// (it chose an illegal action, under `illegal="lose"`, as
    /// PettingZoo's classic environments do): that seat's reward is -1,
    /// every other seat's 0, and the table is done. The game itself is
    /// untouched (no rule ends a round this way). Returns the seat, or
    /// `None` when the episode was already over.
    pub fn forfeit(&mut self) -> Option<Seat> {
        let (seat, _) = self.current.take()?;
        self.legal.clear();
        self.forfeited = Some(seat);
        if let Some(s) = &mut self.steps {
            s.push(FORFEIT);
        }
        Some(seat)
    }

    /// The seat that forfeited this episode ([`Table::forfeit`]).
    pub fn forfeited(&self) -> Option<Seat> {
        self.forfeited
    }

    /// The encoded legal actions of the waiting decision.
    pub fn legal(&self) -> &[u32] {
        &self.legal
    }

    /// Applies an action of a seat, projecting events to bots that want
    /// them. Nothing changes when the engine rejects it.
    fn apply(&mut self, seat: Seat, action: &Action) -> Result<(), Failure> {
        self.runner
            .apply(&mut self.table, &mut self.bots, seat, action)
            .map_err(|e| Failure::new(e.code(), e.to_string()))?;
        self.applied(seat, action);
        Ok(())
    }

    /// Observations with or without the evidence block (off by default;
    /// docs/python.md, "Observation"): each learner seat keeps, from the
    /// events projected for it, what it may infer of the others (who drew
    /// rather than play a colour, the colour each named last, …), as the
    /// `learned` bot does. Takes effect at the next deal (`reset`).
    pub fn set_evidence(&mut self, on: bool) {
        self.evidence = on;
        self.runner.keep_events(on);
        if !on {
            self.notes.clear();
        }
    }

    pub fn evidence(&self) -> bool {
        self.evidence
    }

    /// The length of an observation ([`encode::obs_len`]).
    pub fn obs_len(&self) -> usize {
        encode::obs_len(self.history, self.evidence)
    }

    /// Counts and logs an applied action (its events kept by the runner
    /// shown to the learners' notes).
    fn applied(&mut self, seat: Seat, action: &Action) {
        note(&mut self.notes, self.runner.events());
        self.actions += 1;
        if let Some(l) = &mut self.log {
            l.push((seat, action.clone()));
        }
    }

    /// Runs bots until a learner must decide or the episode ends. A bot's
    /// rejected answer gets the seat runner's one fallback (the default
    /// action, or the chance passes) and is then raised as `bot_fault`.
    fn advance(&mut self) -> Result<(), Failure> {
        self.current = None;
        self.legal.clear();
        for _ in 0..MAX_ACTIONS_PER_ADVANCE {
            if self.max_actions > 0 && self.actions >= self.max_actions {
                self.truncated = true;
                return Ok(());
            }
            match self.runner.step(&mut self.table, &mut self.bots) {
                Step::GameOver => return Ok(()),
                Step::RoundOver => {
                    if self.until == Until::Game {
                        self.apply(Seat::new(0), &Action::NextRound)?;
                        continue;
                    }
                    return Ok(());
                }
                Step::Waiting(Decision::Offer(s)) => {
                    self.scratch.clear();
                    self.scratch.extend_from_slice(self.table.offer_legal());
                    self.set_current(s, true);
                    return Ok(());
                }
                Step::Waiting(Decision::Act(s)) => {
                    self.table.game().legal_actions(s, &mut self.scratch);
                    self.set_current(s, false);
                    return Ok(());
                }
                // Only seats are waited for.
                Step::Waiting(_) => return Ok(()),
                Step::Applied {
                    seat,
                    action,
                    fault,
                    ..
                } => {
                    self.applied(seat, &action);
                    if let Some(f) = fault {
                        return Err(bot_fault(&f));
                    }
                }
                Step::Passed { fault, .. } => {
                    if let Some(f) = fault {
                        return Err(bot_fault(&f));
                    }
                }
                Step::Stuck(f) => return Err(bot_fault(&f)),
            }
        }
        Err(Failure::new(
            "stalled",
            format!("no learner decision and no end after {MAX_ACTIONS_PER_ADVANCE} actions"),
        ))
    }

    /// Records the waiting decision; `scratch` holds its legal actions.
    fn set_current(&mut self, seat: Seat, offer: bool) {
        self.current = Some((seat, offer));
        if let Some(Some(ev)) = self.notes.get_mut(seat.index()) {
            ev.sync(&self.table.game().observe(seat));
        }
        self.legal.clear();
        for a in &self.scratch {
            if let Some(i) = self.space.encode(seat, a) {
                self.legal.push(i as u32);
            }
        }
        if offer {
            self.legal.push(encode::DECLINE as u32);
        }
    }

    /// The learner's action at the waiting decision. A rejected action
    /// changes nothing and is reported with the engine's code.
    pub fn step(&mut self, index: i64) -> Result<(), Failure> {
        let Some((seat, offer)) = self.current else {
            return Err(Failure::new(
                "episode_over",
                "the episode is over: call reset() to start another",
            ));
        };
        let decoded = self
            .space
            .decode(seat, index)
            .map_err(|m| Failure::new("invalid_action_index", m))?;
        match decoded {
            Decoded::Decline => {
                if offer {
                    self.table
                        .pass(seat)
                        .map_err(|e| Failure::new(e.code(), e.to_string()))?;
                } else {
                    return Err(Failure::new(
                        "decline_not_offered",
                        format!(
                            "seat {seat} must decide ({}): decline only lets an out-of-turn chance pass",
                            pending_name(self.table.game())
                        ),
                    ));
                }
            }
            Decoded::Act(a) => {
                // The table keeps the bookkeeping: an action of the seat
                // to act opens a round of offers.
                self.apply(seat, &a)?;
            }
        }
        // Applied: recorded before the bots answer (a bot's fault in
        // `advance` comes after the action, which stands).
        if let Some(s) = &mut self.steps {
            s.push(index);
        }
        self.advance()
    }

    /// Whether `step(index)` would be accepted now, without changing
    /// anything: `Ok` or the error it would raise.
    pub fn check(&self, index: i64) -> Result<(), Failure> {
        let Some((seat, offer)) = self.current else {
            return Err(Failure::new("episode_over", "the episode is over"));
        };
        if self.legal.contains(&(index as u32)) && index >= 0 {
            return Ok(());
        }
        match self
            .space
            .decode(seat, index)
            .map_err(|m| Failure::new("invalid_action_index", m))?
        {
            Decoded::Decline if offer => Ok(()),
            Decoded::Decline => Err(Failure::new(
                "decline_not_offered",
                format!("seat {seat} must decide: decline only lets an out-of-turn chance pass"),
            )),
            Decoded::Act(a) => {
                let mut copy = self.table.game().clone();
                copy.apply(seat, &a, &mut NoEvents)
                    .map_err(|e| Failure::new(e.code(), e.to_string()))
            }
        }
    }

    /// The observation of `seat` (the engine's `Observation` only).
    pub fn write_obs(&self, seat: Seat, out: &mut [f32]) {
        let offer = self.current == Some((seat, true));
        let (head, tail) = out.split_at_mut(encode::obs_len(self.history, false));
        encode::write_obs(&self.table.game().observe(seat), offer, self.history, head);
        if self.evidence {
            match self.notes.get(seat.index()).and_then(Option::as_ref) {
                Some(ev) => encode::write_evidence(ev, tail),
                // A bot's seat: its memory is the bot's own.
                None => tail.fill(0.0),
            }
        }
    }

    /// The privileged state for `seat` (`crate::state`): the cards it
    /// cannot see. For training critics only, never a policy's input.
    pub fn write_state(&self, seat: Seat, out: &mut [f32]) {
        crate::state::write_state(self.table.game(), seat, out);
    }

    /// The action mask of `seat`: its legal actions if the table waits
    /// for it, else all zero.
    pub fn write_mask(&self, seat: Seat, out: &mut [u8]) {
        out.fill(0);
        if self.current.map(|c| c.0) == Some(seat) {
            for &i in &self.legal {
                out[i as usize] = 1;
            }
        }
    }

    /// Final rewards of every seat (zero until the episode is over).
    pub fn rewards(&self, out: &mut [f32]) {
        out.fill(0.0);
        if !self.done() || self.truncated {
            return;
        }
        if let Some(s) = self.forfeited {
            out[s.index()] = -1.0;
            return;
        }
        let n = self.players();
        let g = self.table.game();
        let whole = self.until == Until::Game;
        let penalty = g.rules().scoring().method == ScoringMethod::Penalty;
        // R15: with teams every reward is the team's. A round is won by the
        // round winner's team (R15.3), a game by both partners (R15.4,
        // `game_winners` has them); points are the team's, shared by its
        // members.
        let team = |s: Seat| g.team_of(s);
        let team_size = |s: Seat| {
            Seat::all(n)
                .filter(|&o| team(o).is_some() && team(o) == team(s))
                .count()
                .max(1) as f32
        };
        let teams = g.teams().is_some();
        match self.reward {
            Reward::WinLose => {
                let winners: SmallVec<[Seat; 10]> = if whole {
                    g.game_winners().into_iter().collect()
                } else if let Some(t) = g.round_winning_team() {
                    Seat::all(n).filter(|&s| team(s) == Some(t)).collect()
                } else {
                    g.round_winner().into_iter().collect()
                };
                let k = winners.len();
                if k == 0 || k == n {
                    return;
                }
                for (s, r) in Seat::all(n).zip(out.iter_mut()) {
                    *r = if winners.contains(&s) {
                        1.0 / k as f32
                    } else {
                        -1.0 / (n - k) as f32
                    };
                }
            }
            Reward::Points => {
                if whole {
                    for (s, r) in out.iter_mut().enumerate().take(n) {
                        // A team's total is on both partners' rows (R15.4).
                        let d = (g.scores()[s] - self.start_scores[s]) as f32
                            / team_size(Seat::new(s as u8));
                        *r = if penalty { -d } else { d };
                    }
                } else if let (true, Some(w)) = (teams, g.round_winner()) {
                    let pts = g.round_points();
                    let of = |t: Option<u8>| -> u32 {
                        Seat::all(n)
                            .filter(|&o| team(o) == t)
                            .map(|o| pts[o.index()])
                            .sum()
                    };
                    let total: u32 = pts.iter().sum();
                    let won = team(w);
                    for (seat, r) in Seat::all(n).zip(out.iter_mut()) {
                        let share = team_size(seat);
                        *r = if team(seat) == won {
                            (total - of(won)) as f32 / share
                        } else {
                            -(of(team(seat)) as f32) / share
                        };
                    }
                } else {
                    let pts = g.round_points();
                    let total: u32 = pts.iter().sum();
                    if let Some(w) = g.round_winner() {
                        for (s, r) in out.iter_mut().enumerate().take(n) {
                            *r = if s == w.index() {
                                (total - pts[s]) as f32
                            } else {
                                -(pts[s] as f32)
                            };
                        }
                    }
                }
            }
            Reward::Place => {
                // Lower key = better place.
                let key: SmallVec<[i64; 10]> = Seat::all(n)
                    .map(|seat| {
                        let s = seat.index();
                        if whole {
                            let sc = g.scores()[s];
                            let w = g.game_winners().contains(&seat);
                            let base = if penalty { sc } else { -sc };
                            if w {
                                i64::MIN / 2 + base
                            } else {
                                base
                            }
                        } else if teams {
                            // The team's place: won, else its hands' points.
                            if g.round_winning_team().is_some()
                                && team(seat) == g.round_winning_team()
                            {
                                -1
                            } else {
                                Seat::all(n)
                                    .filter(|&o| team(o) == team(seat))
                                    .map(|o| g.round_points()[o.index()] as i64)
                                    .sum()
                            }
                        } else if g.round_winner() == Some(seat) {
                            -1
                        } else {
                            g.round_points()[s] as i64
                        }
                    })
                    .collect();
                for s in 0..n {
                    let better = key.iter().filter(|&&k| k < key[s]).count() as f32;
                    let same = key.iter().filter(|&&k| k == key[s]).count() as f32;
                    let rank = better + (same - 1.0) / 2.0;
                    out[s] = 1.0 - 2.0 * rank / (n - 1) as f32;
                }
            }
        }
    }

    /// The action a bot of `level` would take at the waiting decision.
    pub fn bot_choice(&self, bot: &mut dyn Bot) -> Result<i64, Failure> {
        let Some((seat, offer)) = self.current else {
            return Err(Failure::new("episode_over", "the episode is over"));
        };
        let obs = self.table.game().observe(seat);
        let a = if offer {
            match bot.react(&obs) {
                None => return Ok(encode::DECLINE as i64),
                Some(a) => a,
            }
        } else {
            bot.act(&obs)
        };
        self.space
            .encode(seat, &a)
            .map(|i| i as i64)
            .ok_or_else(|| Failure::new("unencodable", format!("{a} has no action index")))
    }
}

fn pending_name(game: &Game) -> &'static str {
    match game.pending() {
        None => "an ordinary turn",
        Some(p) => match p {
            uno_core::Pending::ChooseColor => "choose_color",
            uno_core::Pending::AcceptOrChallenge => "accept_or_challenge",
            uno_core::Pending::PlayOrPass => "play_or_pass",
            uno_core::Pending::ChoosePlayer => "choose_player",
            uno_core::Pending::StackOrDraw => "stack_or_draw",
            uno_core::Pending::ComplyOrPenalty => "comply_or_penalty",
        },
    }
}

/// Shows `events` to the learner seats' `notes`, each projected for its
/// seat ([`show_events`], as the bots are shown them). A note is
/// refreshed from its seat's observation only when that seat is asked to
/// decide ([`Table::set_current`]), as a bot's tracker is when it is asked
/// to act: between its decisions a seat knows what the events told it,
/// so a network trained here reads what the `learned` bot reads.
fn note(notes: &mut [Option<Evidence>], events: &[Event]) {
    show_events(
        events,
        notes,
        |_, n| n.is_some(),
        |_, n, e| {
            if let Some(ev) = n {
                ev.observe(e);
            }
        },
    );
}

fn bot_fault(f: &BotFault) -> Failure {
    Failure::new(
        "bot_fault",
        format!(
            "bot {} at seat {} chose {}, which was rejected: {} ({})",
            f.bot,
            f.seat,
            f.action,
            f.error,
            f.error.code()
        ),
    )
}

impl Table {
    /// A copy of this table in which every card `seat` cannot see is
    /// re-dealt (`Game::permute_hidden`): the same decision waits, and
    /// `seat`'s observation must not change. Only for tables without bots
    /// (a bot's memory cannot be copied).
    pub fn permuted(&self, seat: Seat, seed: u64) -> Result<Table, Failure> {
        if self.bots.iter().any(Option::is_some) {
            return Err(Failure::new(
                "has_bots",
                "permute_hidden needs a table with no bots (every seat a learner)",
            ));
        }
        if seat.index() >= self.players() {
            return Err(Failure::new(
                "no_such_seat",
                format!("seat {seat} is not at this table"),
            ));
        }
        let mut t = self.without_bots(
            self.table
                .fork(self.table.game().permute_hidden(seat, seed)),
        );
        // The re-dealt cards come from no seed; the runner and log start anew.
        t.replayable = false;
        t.runner = SeatRunner::default();
        t.runner.keep_events(t.evidence);
        t.log = None;
        if let Some((s, offer)) = t.current {
            t.table.game().legal_actions(s, &mut t.scratch);
            t.set_current(s, offer);
        }
        Ok(t)
    }
}

/// In [`Table::steps`]: the waiting seat forfeited ([`Table::forfeit`]).
pub const FORFEIT: i64 = i64::MIN;

/// Which front end plays a [`trace`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Via {
    /// This crate's table (the learners' table, here with bots only).
    Table,
    /// The simulator's driver (`uno_bots::play_game`).
    Driver,
    /// `uno sim --seed SEED --games 1 --record DIR`: the simulator's
    /// worker plays game 0 (seeded `SEED` itself, `uno_core::game_seed`)
    /// and records it as a scenario, whose actions are read back.
    Simulator,
}

/// The actions of one episode (`until`) of a table of bots only, one
/// level per seat, seeded `seed`, as `(seat, action)` pairs: what the
/// table's one turn loop asked and the bots answered. `via` chooses the
/// front end: this table, the simulator's driver (`uno_bots::play_game`,
/// the bots seeded `seat_seed(seed, seat)`, its rotation
/// `rotation_seed(seed)`), or `uno sim`'s worker; all three must agree
/// (the cross-front-end test, `tests/test_one_loop.py`).
pub fn trace(
    rules: &CompiledRules,
    levels: &[Level],
    seed: u64,
    until: Until,
    via: Via,
) -> Result<Vec<(Seat, Action)>, Failure> {
    match via {
        Via::Table => {}
        Via::Driver => {
            let mut game = Game::from_compiled(rules, levels.len(), seed)
                .map_err(|e| Failure::new(e.code(), e.to_string()))?;
            let mut bots: Vec<Box<dyn Bot>> = Seat::all(levels.len())
                .zip(levels.iter())
                .map(|(s, &l)| make_bot(l, seat_seed(seed, s)))
                .collect();
            let mut log = Vec::new();
            uno_bots::play_game(
                &mut game,
                &mut bots,
                until,
                rotation_seed(seed),
                |_, s, a, _| log.push((s, a.clone())),
            )
            .map_err(|f| Failure::new("bot_fault", f.to_string()))?;
            return Ok(log);
        }
        Via::Simulator => return simulated(rules, levels, seed, until),
    }
    let mut t = Table::new(
        rules,
        levels.iter().map(|&l| Some(l)).collect(),
        seed,
        until,
        Reward::WinLose,
        0,
    )?;
    t.log = Some(Vec::new());
    t.reset(seed)?;
    Ok(t.log.take().unwrap_or_default())
}

/// [`Via::Simulator`]: game 0 of `uno sim`'s worker, recorded (nothing is
/// written to disk: the worker hands the scenario back as text).
fn simulated(
    rules: &CompiledRules,
    levels: &[Level],
    seed: u64,
    until: Until,
) -> Result<Vec<(Seat, Action)>, Failure> {
    let sim = |e: uno_sim::SimError| Failure::new(e.code(), e.to_string());
    let mut cfg = uno_sim::Config::new(rules.rules().clone(), levels.to_vec(), 1).map_err(sim)?;
    cfg.seed = seed;
    cfg.until = until;
    cfg.record = Some(uno_sim::RecordPlan {
        dir: std::env::temp_dir(),
        every: Some(1),
        games: Default::default(),
    });
    let mut worker = uno_sim::play::Worker::new(&cfg).map_err(sim)?;
    let played = worker
        .play(0, &mut uno_sim::stats::Tally::default())
        .map_err(sim)?;
    let text = played
        .scenario
        .ok_or_else(|| Failure::new("internal", "uno sim recorded no scenario for game 0"))?;
    let sc = uno_core::scenario::Scenario::parse(&text)
        .map_err(|e| Failure::new("internal", format!("uno sim's record: {e}")))?;
    if sc.seed != seed {
        return Err(Failure::new(
            "internal",
            format!("uno sim seeded game 0 with {}, not --seed {seed}", sc.seed),
        ));
    }
    Ok(sc
        .actions
        .iter()
        .map(|a| (a.by, a.action.clone()))
        .collect())
}
