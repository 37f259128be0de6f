//! What one seat knows of the hidden hands: the [`Evidence`] it infers
//! from the events projected for it (known cards, likely voids, last
//! colours, bluff rates, the public state; [`crate::evidence`]) and,
//! optionally, a [`Belief`] (particles over the hidden hands,
//! [`crate::belief`]) that follows the same events. Together they are the
//! input of [`Observation::determinize`] for `hard`'s search.
//!
//! [`Knowledge`] dereferences to its [`Evidence`], so everything the
//! evidence answers (`lacks_color`, `known`, `voids`, …) is asked of the
//! knowledge directly, and a `&Knowledge` is accepted where the heuristic
//! takes `&Evidence`. [`Tracker`] holds a knowledge for a bot that learns
//! its seat from its first observation.

use std::ops::Deref;

use uno_core::{Game, Observation, Seat, SeenEvent};

pub use crate::belief::Belief;
pub use crate::evidence::{Evidence, Void};

/// Knowledge tracked by one seat (see the module docs).
#[derive(Clone, Debug)]
pub struct Knowledge {
    evidence: Evidence,
    /// The particle belief, when enabled (see [`Knowledge::with_belief`]).
    belief: Option<Box<Belief>>,
}

impl Deref for Knowledge {
    type Target = Evidence;

    fn deref(&self) -> &Evidence {
        &self.evidence
    }
}

impl Knowledge {
    /// Knowledge of `seat` at a table of `players`.
    pub fn new(seat: Seat, players: usize) -> Knowledge {
        Knowledge {
            evidence: Evidence::new(seat, players),
            belief: None,
        }
    }

    /// Also keeps a [`Belief`] of `particles` samples of the hidden hands
    /// (for `hard`), seeded by `seed`.
    pub fn with_belief(mut self, particles: usize, seed: u64) -> Knowledge {
        self.belief = Some(Box::new(Belief::new(particles, seed)));
        self
    }

    pub fn belief(&self) -> Option<&Belief> {
        self.belief.as_deref()
    }

    /// The evidence alone (also reached through `Deref`).
    pub fn evidence(&self) -> &Evidence {
        &self.evidence
    }

    /// A tracker already synchronised with `obs` (for a bot that joins a
    /// round in progress, or a test).
    pub fn from_observation(obs: &Observation<'_>) -> Knowledge {
        let mut k = Knowledge::new(obs.seat(), obs.players());
        k.sync(obs);
        k
    }

    /// Reads what the tracking needs from the rules (once).
    pub fn set_rules(&mut self, obs: &Observation<'_>) {
        self.evidence.set_rules(obs);
    }

    /// Refreshes what the observation shows for sure: our hand, the table,
    /// who still plays; then checks the belief against it. Call it
    /// whenever the bot is given an observation.
    pub fn sync(&mut self, obs: &Observation<'_>) {
        self.evidence.sync(obs);
        if let Some(b) = self.belief.as_deref_mut() {
            b.sync(&self.evidence, obs);
        }
    }

    /// Takes in one event projected for our seat.
    pub fn observe(&mut self, e: &SeenEvent) {
        // The belief reads the state before the event.
        if let Some(b) = self.belief.as_deref_mut() {
            b.observe(&self.evidence, e);
        }
        self.evidence.observe(e);
    }

    /// A determinized sample of the game `obs` sees: a hypothesis of the
    /// belief when it follows the game, else the known cards placed and
    /// the voids respected as far as `tries` samples allow
    /// ([`Evidence::determinize`]).
    pub fn determinize(&self, obs: &Observation<'_>, seed: u64, tries: u32) -> Game {
        if let Some(b) = self.belief.as_deref() {
            // A hypothesis of the belief places every hidden hand.
            let u = (seed >> 11) as f64 / (1u64 << 53) as f64;
            if let Some(hands) = b.sample(u, self.players()) {
                return obs.determinize(hands, seed);
            }
        }
        self.evidence.determinize(obs, seed, tries)
    }
}

/// A [`Knowledge`] for a bot that learns its seat only from its first
/// observation: events seen before it are kept and replayed then.
#[derive(Clone, Debug, Default)]
pub struct Tracker {
    knowledge: Option<Knowledge>,
    backlog: Vec<SeenEvent>,
    /// Particles and seed of a belief to keep (0: none).
    belief: (usize, u64),
}

impl Tracker {
    pub fn new() -> Tracker {
        Tracker::default()
    }

    /// A tracker whose knowledge keeps a [`Belief`] of `particles`.
    pub fn with_belief(particles: usize, seed: u64) -> Tracker {
        Tracker {
            belief: (particles, seed),
            ..Tracker::default()
        }
    }

    pub fn observe(&mut self, e: &SeenEvent) {
        match &mut self.knowledge {
            Some(k) => k.observe(e),
            None => self.backlog.push(e.clone()),
        }
    }

    /// The knowledge, synchronised with `obs` (see [`Knowledge::sync`]).
    pub fn sync(&mut self, obs: &Observation<'_>) -> &Knowledge {
        let (particles, seed) = self.belief;
        let k = self.knowledge.get_or_insert_with(|| {
            let k = Knowledge::new(obs.seat(), obs.players());
            if particles > 0 {
                k.with_belief(particles, seed)
            } else {
                k
            }
        });
        for e in self.backlog.drain(..) {
            k.observe(&e);
        }
        k.sync(obs);
        k
    }

    pub fn get(&self) -> Option<&Knowledge> {
        self.knowledge.as_ref()
    }
}
