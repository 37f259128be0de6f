//! [`AnyBot`]: a bot of any level behind one type, with the baseline
//! `random` bot dispatched statically (no virtual call, inlined) for the
//! simulator's fast path; [`AnyPlayer`]: that, or any other [`Player`]
//! (the research-only `peek`), for the simulator and the arena.

use uno_core::{Action, Game, Observation, Seat, SeenEvent};

use crate::bot::Bot;
use crate::level::{make_bot, Level};
use crate::player::Player;
use crate::random::RandomBot;

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
            AnyBot::Random(b) => level == Level::Random && Bot::reset(b, seed),
            AnyBot::Other(b) => Bot::name(b) == level.name() && Bot::reset(b, seed),
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
        each!(self, b => Bot::name(b))
    }
    #[inline(always)]
    fn act(&mut self, obs: &Observation<'_>) -> Action {
        each!(self, b => Bot::act(b, obs))
    }
    #[inline]
    fn react(&mut self, obs: &Observation<'_>) -> Option<Action> {
        each!(self, b => Bot::react(b, obs))
    }
    fn reacts(&self) -> bool {
        each!(self, b => Bot::reacts(b))
    }
    fn wants_events(&self) -> bool {
        each!(self, b => Bot::wants_events(b))
    }
    fn observe(&mut self, event: &SeenEvent) {
        each!(self, b => Bot::observe(b, event))
    }
    fn trusted(&self) -> bool {
        each!(self, b => Bot::trusted(b))
    }
    fn reset(&mut self, seed: u64) -> bool {
        each!(self, b => Bot::reset(b, seed))
    }
    fn needs_own_thread(&self) -> bool {
        each!(self, b => Bot::needs_own_thread(b))
    }
}

/// A seat of the simulator or the arena: any bot ([`AnyBot`], `random`
/// still dispatched statically), or another [`Player`]: the research-only
/// [`crate::peek::Peek`], or a wrapper (a stopwatch, an event tap).
/// Made by [`crate::spec::BotSpec::make`], renewed by `AnyPlayer::renew`
/// (there too, above this module).
pub enum AnyPlayer {
    Bot(AnyBot),
    Other(Box<dyn Player>),
}

impl From<AnyBot> for AnyPlayer {
    fn from(b: AnyBot) -> AnyPlayer {
        AnyPlayer::Bot(b)
    }
}

macro_rules! each_player {
    ($self:ident, $b:ident => $e:expr) => {
        match $self {
            AnyPlayer::Bot($b) => $e,
            AnyPlayer::Other(boxed) => {
                let $b = &**boxed;
                $e
            }
        }
    };
    (mut $self:ident, $b:ident => $e:expr) => {
        match $self {
            AnyPlayer::Bot($b) => $e,
            AnyPlayer::Other(boxed) => {
                let $b = &mut **boxed;
                $e
            }
        }
    };
}

impl Player for AnyPlayer {
    fn name(&self) -> &'static str {
        each_player!(self, b => Player::name(b))
    }
    #[inline(always)]
    fn act(&mut self, game: &Game, seat: Seat) -> Action {
        each_player!(mut self, b => Player::act(b, game, seat))
    }
    #[inline]
    fn react(&mut self, game: &Game, seat: Seat) -> Option<Action> {
        each_player!(mut self, b => Player::react(b, game, seat))
    }
    fn reacts(&self) -> bool {
        each_player!(self, b => Player::reacts(b))
    }
    fn wants_events(&self) -> bool {
        each_player!(self, b => Player::wants_events(b))
    }
    fn observe(&mut self, event: &SeenEvent) {
        each_player!(mut self, b => Player::observe(b, event))
    }
    fn reset(&mut self, seed: u64) -> bool {
        each_player!(mut self, b => Player::reset(b, seed))
    }
    fn trusted(&self) -> bool {
        each_player!(self, b => Player::trusted(b))
    }
    fn needs_own_thread(&self) -> bool {
        each_player!(self, b => Player::needs_own_thread(b))
    }
    fn is_research(&self) -> bool {
        each_player!(self, b => Player::is_research(b))
    }
}
