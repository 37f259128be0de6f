//! `learned`: a policy network trained by reinforcement learning on the
//! Python environment (`uno_env`, crates/uno-py) and evaluated here in
//! plain Rust, with no Python and nothing downloaded at run time.
//!
//! - [`encode`]: the one observation vector and action space, shared with
//!   `uno_env` (the trainer sees exactly what this bot sees).
//! - [`policy`]: the network ([`Policy`]), read from a `uno-mlp-1`
//!   safetensors file and validated on load.
//!
//! The default network is embedded in the binary from
//! `crates/uno-bots/weights/learned.safetensors` ([`Policy::embedded`]).
//!
//! How [`Learned`] decides: it encodes its seat's [`Observation`] with
//! [`encode::write_obs`] (and, for a network whose observation has the
//! evidence block, what its seat remembers of the others from the events
//! it was shown, [`encode::write_evidence`]: it is a [`Bot`], it sees
//! nothing more), and picks, among the
//! legal actions encoded by [`encode::Space::encode`], the one with the
//! highest logit (ties: the first listed), deterministically. Offered an
//! out-of-turn chance (an UNO call or a catch, R10.2; a jump-in, R13), it
//! weighs `DECLINE` (let it pass) against the offered actions and returns
//! `None` if `DECLINE` wins. A legal action whose index the network has no
//! logit for (the R13 multi-play block, when the file covers only the base
//! space) is never chosen; if no legal action has a logit, the bot falls
//! back to the `medium` heuristic's choice (its style, without the event
//! tracking `medium` adds), so it always answers.

pub mod encode;
pub mod policy;

use std::sync::{Arc, OnceLock};

use uno_core::{Action, Observation, SeenEvent};

use crate::bot::Bot;
use crate::heuristic::{Heuristic, Style};
use crate::knowledge::Tracker;
use encode::Space;
pub use policy::{Policy, Scratch, WeightsError};

/// The embedded default weights (`weights/learned.safetensors`).
pub static EMBEDDED: &[u8] = include_bytes!("../../weights/learned.safetensors");

impl Policy {
    /// The embedded default network, parsed once per process.
    ///
    /// # Panics
    /// If the embedded file is invalid: a build defect that the crate's
    /// tests (`learned::tests::embedded_weights_load`, the parity test)
    /// catch before release.
    pub fn embedded() -> Arc<Policy> {
        static CELL: OnceLock<Arc<Policy>> = OnceLock::new();
        CELL.get_or_init(|| {
            Arc::new(Policy::from_bytes(EMBEDDED).unwrap_or_else(|e| {
                panic!("the embedded weights/learned.safetensors is invalid: {e}")
            }))
        })
        .clone()
    }
}

/// The `learned` bot: argmax of the policy over the legal actions.
pub struct Learned {
    policy: Arc<Policy>,
    scratch: Scratch,
    legal: Vec<Action>,
    candidates: Vec<Option<usize>>,
    fallback: Heuristic,
    /// What its seat remembers of the others, kept from the events (only
    /// for a network that reads the evidence block).
    tracker: Option<Tracker>,
    /// Decisions that fell back to the heuristic (no legal action had a
    /// logit); for tests and diagnostics.
    fallbacks: u64,
}

impl Learned {
    /// The bot on the embedded network. `seed` feeds only the fallback
    /// heuristic's rare random choices; the network itself is
    /// deterministic.
    pub fn new(seed: u64) -> Learned {
        Learned::with_policy(Policy::embedded(), seed)
    }

    /// The bot on another network (a checkpoint under evaluation).
    pub fn with_policy(policy: Arc<Policy>, seed: u64) -> Learned {
        Learned {
            scratch: policy.scratch(),
            legal: Vec::with_capacity(64),
            candidates: Vec::with_capacity(64),
            fallback: Heuristic::new(Style::MEDIUM, seed),
            tracker: policy.evidence().then(Tracker::new),
            fallbacks: 0,
            policy,
        }
    }

    pub fn policy(&self) -> &Arc<Policy> {
        &self.policy
    }

    /// The network's input at its last decision (or [`Learned::value`]):
    /// what it saw, for tests and diagnostics.
    pub fn last_input(&self) -> &[f32] {
        &self.scratch.obs
    }

    /// How many decisions fell back to the heuristic.
    pub fn fallbacks(&self) -> u64 {
        self.fallbacks
    }

    /// Encodes `obs` into the scratch buffer and the legal actions into
    /// `candidates` (plus `DECLINE` last when `offer`); returns the
    /// position of the best one, `None` when none has a logit.
    fn choose(&mut self, obs: &Observation<'_>, offer: bool) -> Option<usize> {
        self.encode(obs, offer);
        obs.legal_actions(&mut self.legal);
        let space = Space::new(obs.rules(), obs.players());
        let seat = obs.seat();
        self.candidates.clear();
        self.candidates
            .extend(self.legal.iter().map(|a| space.encode(seat, a)));
        if offer {
            self.candidates.push(Some(encode::DECLINE));
        }
        self.policy.best(&mut self.scratch, &self.candidates)
    }

    /// The value the network gives `obs` for its seat (for a search that
    /// cuts playouts off; not used to choose).
    pub fn value(&mut self, obs: &Observation<'_>, offer: bool) -> f32 {
        self.encode(obs, offer);
        self.policy.value(&mut self.scratch)
    }

    /// Writes the network's input for `obs` into the scratch buffer.
    fn encode(&mut self, obs: &Observation<'_>, offer: bool) {
        let base = encode::obs_len(self.policy.history(), false);
        let (head, tail) = self.scratch.obs.split_at_mut(base);
        encode::write_obs(obs, offer, self.policy.history(), head);
        if let Some(t) = &mut self.tracker {
            encode::write_evidence(t.sync(obs), tail);
        }
    }
}

impl Bot for Learned {
    fn name(&self) -> &'static str {
        "learned"
    }

    fn act(&mut self, obs: &Observation<'_>) -> Action {
        match self.choose(obs, false) {
            Some(k) => self.legal.swap_remove(k),
            None => {
                self.fallbacks += 1;
                self.fallback.act(obs, None)
            }
        }
    }

    fn react(&mut self, obs: &Observation<'_>) -> Option<Action> {
        match self.choose(obs, true) {
            // `DECLINE` is the last candidate.
            Some(k) if k == self.legal.len() => None,
            Some(k) => Some(self.legal.swap_remove(k)),
            None => {
                self.fallbacks += 1;
                self.fallback.react(obs, None)
            }
        }
    }

    fn wants_events(&self) -> bool {
        self.tracker.is_some()
    }

    fn observe(&mut self, event: &SeenEvent) {
        if let Some(t) = &mut self.tracker {
            t.observe(event);
        }
    }

    fn reset(&mut self, seed: u64) -> bool {
        self.fallback.renew(Style::MEDIUM, seed);
        if self.tracker.is_some() {
            self.tracker = Some(Tracker::new());
        }
        self.fallbacks = 0;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embedded_weights_load() {
        let p = Policy::embedded();
        assert_eq!(p.obs_size(), encode::obs_len(p.history(), p.evidence()));
        assert!(p.action_size() >= encode::BASE_ACTIONS);
        assert_eq!(
            p.metadata().get("format").map(String::as_str),
            Some(policy::FORMAT)
        );
        assert!(!p.hidden_sizes().is_empty());
    }
}
