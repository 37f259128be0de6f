//! [`AnyBot`]: a bot of any level behind one type, with the baseline
//! `random` bot dispatched statically (no virtual call, inlined) for the
//! simulator's fast path.

use uno_core::{Action, Observation, SeenEvent};

use crate::random::RandomBot;
use crate::{make_bot, Bot, Level};

/// A bot of any level.
pub enum AnyBot {
    Random(RandomBot),
    Other(Box<dyn Bot>),
}

impl AnyBot {
    pub fn new(level: Level, seed: u64) -> AnyBot {
        match level {
            Level::Random => AnyBot::Random(RandomBot::new(seed)),
            other => AnyBot::Other(make_bot(other, seed)),
        }
    }

    /// Makes this bot as `AnyBot::new(level, seed)` would, reusing it
    /// when it can.
    pub fn renew(&mut self, level: Level, seed: u64) {
        let reused = match self {
            AnyBot::Random(b) => level == Level::Random && b.reset(seed),
            AnyBot::Other(b) => b.name() == level.name() && b.reset(seed),
        };
        if !reused {
            *self = AnyBot::new(level, seed);
        }
    }
}

macro_rules! each {
    ($self:ident, $b:ident => $e:expr) => {
        match $self {
            AnyBot::Random($b) => $e,
            AnyBot::Other($b) => $e,
        }
    };
}

impl Bot for AnyBot {
    fn name(&self) -> &'static str {
        each!(self, b => b.name())
    }
    #[inline]
    fn act(&mut self, obs: &Observation<'_>) -> Action {
        each!(self, b => b.act(obs))
    }
    #[inline]
    fn react(&mut self, obs: &Observation<'_>) -> Option<Action> {
        each!(self, b => b.react(obs))
    }
    fn reacts(&self) -> bool {
        each!(self, b => b.reacts())
    }
    fn wants_events(&self) -> bool {
        each!(self, b => b.wants_events())
    }
    fn observe(&mut self, event: &SeenEvent) {
        each!(self, b => b.observe(event))
    }
    fn trusted(&self) -> bool {
        each!(self, b => b.trusted())
    }
    fn reset(&mut self, seed: u64) -> bool {
        each!(self, b => b.reset(seed))
    }
    fn sees_all(&self) -> bool {
        each!(self, b => b.sees_all())
    }
    fn look(&mut self, game: &uno_core::Game) {
        each!(self, b => b.look(game))
    }
}
