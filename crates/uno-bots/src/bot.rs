//! The bot interface and the levels by name.

use std::fmt;
use std::str::FromStr;

use uno_core::{Action, Observation, SeenEvent};

/// A player. One instance plays one seat of one game.
pub trait Bot: Send {
    /// The level name (`random`, `easy`, …).
    fn name(&self) -> &'static str;

    /// Chooses the seat's action when the game waits for it. `obs` is
    /// the seat's observation; `obs.legal_actions` lists what is allowed
    /// (and is never empty when this is called). Must return one of them.
    fn act(&mut self, obs: &Observation<'_>) -> Action;

    /// Offered when the seat is not the one to act but has out-of-turn
    /// actions (a catch, an UNO call, a jump-in): return one of
    /// `obs.legal_actions`, or `None` to let the moment pass.
    fn react(&mut self, _obs: &Observation<'_>) -> Option<Action> {
        None
    }

    /// Whether [`Bot::react`] may ever return an action. A bot that
    /// says `false` (its `react` is always `None` and changes nothing) is
    /// not offered reactions, which saves the driver the work.
    fn reacts(&self) -> bool {
        true
    }

    /// Whether this bot wants [`Bot::observe`] calls (projecting events
    /// costs time; the fast baseline bots do not need them).
    fn wants_events(&self) -> bool {
        false
    }

    /// Every event this seat may see, in order, projected for the seat.
    fn observe(&mut self, _event: &SeenEvent) {}

    /// Makes the bot as `make_bot(level, seed)` would, reusing its memory;
    /// returns false if this bot cannot (the caller then makes a new one).
    fn reset(&mut self, _seed: u64) -> bool {
        false
    }

    /// Whether every action this bot returns is legal by construction, so
    /// the driver may use `Game::apply_trusted` (validation is skipped on
    /// the hot routes in release builds only; tests still validate).
    fn trusted(&self) -> bool {
        false
    }
}

impl<B: Bot + ?Sized> Bot for Box<B> {
    fn name(&self) -> &'static str {
        (**self).name()
    }
    fn act(&mut self, obs: &Observation<'_>) -> Action {
        (**self).act(obs)
    }
    fn react(&mut self, obs: &Observation<'_>) -> Option<Action> {
        (**self).react(obs)
    }
    fn reacts(&self) -> bool {
        (**self).reacts()
    }
    fn wants_events(&self) -> bool {
        (**self).wants_events()
    }
    fn observe(&mut self, event: &SeenEvent) {
        (**self).observe(event)
    }
    fn trusted(&self) -> bool {
        (**self).trusted()
    }
    fn reset(&mut self, seed: u64) -> bool {
        (**self).reset(seed)
    }
}

/// The bot levels selectable by name everywhere.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    Random,
    Chaos,
    Easy,
    Medium,
    Hard,
}

impl Level {
    pub const ALL: [Level; 5] = [
        Level::Random,
        Level::Chaos,
        Level::Easy,
        Level::Medium,
        Level::Hard,
    ];
    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Chaos => "chaos",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An unknown bot name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BotError(pub String);

impl fmt::Display for BotError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown bot {:?} (expected random, chaos, easy, medium or hard)",
            self.0
        )
    }
}

impl std::error::Error for BotError {}

impl FromStr for Level {
    type Err = BotError;
    fn from_str(s: &str) -> Result<Level, BotError> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| BotError(s.to_string()))
    }
}

/// A bot of `level`, seeded (bots are deterministic given their seed).
pub fn make_bot(level: Level, seed: u64) -> Box<dyn Bot> {
    match level {
        Level::Random => Box::new(crate::random::RandomBot::new(seed)),
        Level::Chaos => Box::new(crate::chaos::ChaosBot::new(seed)),
        Level::Easy => Box::new(crate::rule_bot::RuleBot::easy(seed)),
        Level::Medium => Box::new(crate::rule_bot::RuleBot::medium(seed)),
        Level::Hard => Box::new(crate::hard::HardBot::new(seed)),
    }
}
