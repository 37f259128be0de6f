//! The [`Bot`] trait: what a level of play is to every front end. The
//! bottom of the crate: it uses nothing else of it (the levels, the
//! factory and the driver are built on it; `scripts/check-structure`
//! checks that nothing here imports them back).

use uno_core::{Action, Observation, SeenEvent};

/// A player. One instance plays one seat of one game. A bot receives
/// only what its seat sees: its [`Observation`] (with its legal actions)
/// and, if it asks, the events projected for its seat. Nothing in this
/// trait hands it the [`uno_core::Game`]; the research-only `peek`, which sees every
/// hand, is not a `Bot` but a `Player` (`crate::player`, `crate::peek`), so the
/// server and the terminal game, which seat `Box<dyn Bot>`, cannot seat it.
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

    /// Whether one decision may take long enough (a search, a child
    /// process's answer) that a server must run it off its async runtime
    /// (`spawn_blocking`) rather than on a worker that other rooms share.
    /// `false` for the levels that answer in microseconds; `hard` (and
    /// anything that searches) says `true`.
    fn needs_own_thread(&self) -> bool {
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
    fn needs_own_thread(&self) -> bool {
        (**self).needs_own_thread()
    }
}
