//! `easy` and `medium`: the rule-based [`Heuristic`] in two styles.
//!
//! `easy` slips (a random playable card now and then, noisy scores),
//! forgets UNO calls, misses catches and jump-ins, sometimes takes an
//! honour penalty, never bluffs and tracks nothing. `medium` plays every
//! rule of thumb, tracks [`crate::evidence::Evidence`] from its events (the colours the
//! next player lacks, the W+4 player's recent colours and bluff record)
//! and bluffs a W+4 now and then when the next player is about to go out.

use uno_core::{Action, Observation, SeenEvent};

use crate::bot::Bot;
use crate::heuristic::{Heuristic, Style};
use crate::knowledge::{Knowledge, Tracker};

pub struct RuleBot {
    name: &'static str,
    style: Style,
    heuristic: Heuristic,
    /// Used by an informed style only (it costs the event projection).
    tracker: Tracker,
    informed: bool,
}

impl RuleBot {
    /// A bot playing `style`; `informed` bots track knowledge from events.
    pub fn new(name: &'static str, style: Style, informed: bool, seed: u64) -> RuleBot {
        RuleBot {
            name,
            style,
            heuristic: Heuristic::new(style, seed),
            tracker: Tracker::new(),
            informed,
        }
    }

    pub fn easy(seed: u64) -> RuleBot {
        RuleBot::new("easy", Style::EASY, false, seed)
    }

    pub fn medium(seed: u64) -> RuleBot {
        RuleBot::new("medium", Style::MEDIUM, true, seed)
    }

    /// Research only: see [`Heuristic::see_partner`].
    pub fn see_partner(&mut self, colours: Option<[u8; 4]>) {
        self.heuristic.see_partner(colours);
    }

    fn sync(&mut self, obs: &Observation<'_>) {
        if self.informed {
            self.tracker.sync(obs);
        }
    }
}

impl Bot for RuleBot {
    fn name(&self) -> &'static str {
        self.name
    }

    fn act(&mut self, obs: &Observation<'_>) -> Action {
        self.sync(obs);
        self.heuristic
            .act(obs, self.tracker.get().map(Knowledge::evidence))
    }

    fn react(&mut self, obs: &Observation<'_>) -> Option<Action> {
        self.sync(obs);
        self.heuristic
            .react(obs, self.tracker.get().map(Knowledge::evidence))
    }

    fn wants_events(&self) -> bool {
        self.informed
    }

    /// As [`RuleBot::new`] with the same name and style, the heuristic's
    /// card table kept ([`Heuristic::renew`]).
    fn reset(&mut self, seed: u64) -> bool {
        self.heuristic.renew(self.style, seed);
        self.tracker = Tracker::new();
        true
    }

    fn observe(&mut self, event: &SeenEvent) {
        if self.informed {
            self.tracker.observe(event);
        }
    }
}
