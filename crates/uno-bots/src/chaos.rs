//! A uniformly random legal action of any kind, out-of-turn ones included:
//! the baseline for robustness tests.

use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use uno_core::{Action, Observation};

use crate::bot::Bot;

pub struct ChaosBot {
    rng: Pcg64Mcg,
    buf: Vec<Action>,
}

impl ChaosBot {
    pub fn new(seed: u64) -> ChaosBot {
        ChaosBot {
            rng: Pcg64Mcg::seed_from_u64(seed),
            buf: Vec::new(),
        }
    }
}

impl Bot for ChaosBot {
    fn name(&self) -> &'static str {
        "chaos"
    }

    fn reset(&mut self, seed: u64) -> bool {
        self.rng = Pcg64Mcg::seed_from_u64(seed);
        true
    }

    fn act(&mut self, obs: &Observation<'_>) -> Action {
        obs.legal_actions(&mut self.buf);
        let i = self.rng.random_range(0..self.buf.len());
        self.buf.swap_remove(i)
    }

    fn react(&mut self, obs: &Observation<'_>) -> Option<Action> {
        obs.legal_actions(&mut self.buf);
        if self.buf.is_empty() || self.rng.random_bool(0.5) {
            return None;
        }
        let i = self.rng.random_range(0..self.buf.len());
        Some(self.buf.swap_remove(i))
    }
}
