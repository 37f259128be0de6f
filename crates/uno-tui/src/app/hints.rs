//! `uno play --hints`: the `h` key shows the coach's choice for the
//! person's decision at hand ([`uno_bots::coach`]), rated from seat 0's
//! own view only: the coach is fed the events projected for seat 0 and
//! reads seat 0's observation, never the game.

use uno_bots::coach::{Coach, CoachConfig};
use uno_core::{Event, Viewer};

use super::App;
use crate::narrate::HUMAN;

/// The coach's budget for a hint: actions simulated per decision (about
/// a third of a second in a release build on one core; docs/coach.md).
pub const HINT_STEPS: u64 = 100_000;

impl App {
    /// Turns hints on (`uno play --hints`): a coach for seat 0. On a game
    /// freshly dealt it is shown the deal's events as seat 0 saw them.
    pub fn enable_hints(&mut self) {
        if self.coach.is_some() {
            return;
        }
        let cfg = CoachConfig {
            steps: HINT_STEPS,
            ..CoachConfig::default()
        };
        let mut coach = Coach::new(self.seed ^ 0x6869_6e74, cfg);
        if self.played.is_empty() && self.table.game().round() == 1 {
            let mut events: Vec<Event> = Vec::new();
            let mut twin = self.table.game().clone();
            twin.restart_with_events(self.table.game().seed(), &mut events);
            if twin == *self.table.game() {
                for e in &events {
                    coach.observe(&e.project(Viewer::Seat(HUMAN)));
                }
            }
        }
        self.coach = Some(Box::new(coach));
    }

    /// Whether hints are on.
    pub fn hints(&self) -> bool {
        self.coach.is_some()
    }

    /// Feeds the coach one batch of events (as seat 0 sees them).
    pub(super) fn coach_observe(&mut self, events: &[Event]) {
        if let Some(c) = self.coach.as_mut() {
            for e in events {
                c.observe(&e.project(Viewer::Seat(HUMAN)));
            }
        }
    }

    /// The `h` key: the coach's choice for the decision at hand, in the
    /// status line.
    pub(super) fn hint(&mut self) {
        let Some(coach) = self.coach.as_mut() else {
            self.status = Some("Hints are off: start the game with uno play --hints".into());
            return;
        };
        let obs = self.table.game().observe(HUMAN);
        let msg = match coach.advise(&obs) {
            None => "No decision of yours to hint now".to_string(),
            Some(a) => {
                let best = a.best_action();
                let mut msg = format!(
                    "Hint: {best} (about {:.0}% to win the round)",
                    100.0 * a.best_win()
                );
                // The runner-up, so the person sees how close it is.
                let second = (0..a.ratings.len())
                    .filter(|&i| i != a.best)
                    .max_by(|&x, &y| a.ratings[x].win.total_cmp(&a.ratings[y].win));
                if let Some(i) = second {
                    let r = &a.ratings[i];
                    msg.push_str(&format!("; next best {} {:.0}%", r.action, 100.0 * r.win));
                }
                msg
            }
        };
        self.status = Some(msg);
    }
}
