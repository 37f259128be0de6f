//! `uno play --hints`: the `h` key shows the coach's choice for the
//! person's decision at hand ([`uno_bots::coach`]), rated from seat 0's
//! own view only: the coach is fed the events projected for seat 0 and
//! reads seat 0's observation, never the game.

use uno_bots::coach::{Coach, CoachConfig};
use uno_core::{Action, Event, Viewer};

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
    /// status line, in the person's language.
    pub(super) fn hint(&mut self) {
        let Some(coach) = self.coach.as_mut() else {
            self.status = Some(self.narrator.t("tui-say-hints-off"));
            return;
        };
        let obs = self.table.game().observe(HUMAN);
        let msg = match coach.advise(&obs) {
            None => self.narrator.t("tui-say-no-hint"),
            Some(a) => {
                let pct = |w: f64| format!("{:.0}", 100.0 * w);
                let mut msg = self.narrator.ta(
                    "tui-say-hint",
                    &[
                        ("what", self.action_words(a.best_action()).into()),
                        ("pct", pct(a.best_win()).into()),
                    ],
                );
                // The runner-up, so the person sees how close it is.
                let second = (0..a.ratings.len())
                    .filter(|&i| i != a.best)
                    .max_by(|&x, &y| a.ratings[x].win.total_cmp(&a.ratings[y].win));
                if let Some(i) = second {
                    let r = &a.ratings[i];
                    msg = self.narrator.ta(
                        "tui-say-hint-next",
                        &[
                            ("hint", msg.into()),
                            ("what", self.action_words(&r.action).into()),
                            ("pct", pct(r.win).into()),
                        ],
                    );
                }
                msg
            }
        };
        self.status = Some(msg);
    }

    /// An action as the page's hints word it (`hint-what`): "play red 7
    /// and name blue", "draw a card", "choose Ada".
    fn action_words(&self, action: &Action) -> String {
        let n = &self.narrator;
        let (what, cards, colour, player) = match action {
            Action::Play(p) => {
                let cards: Vec<String> = p.cards.iter().map(|&c| n.card_name(c)).collect();
                let what = if p.color.is_some() {
                    "play-colour"
                } else {
                    "play"
                };
                (what, n.list(&cards), p.color, None)
            }
            Action::Draw => ("draw", String::new(), None, None),
            Action::Pass => ("pass", String::new(), None, None),
            Action::Accept => ("accept", String::new(), None, None),
            Action::Challenge => ("challenge", String::new(), None, None),
            Action::Comply => ("comply", String::new(), None, None),
            Action::Penalty => ("penalty", String::new(), None, None),
            Action::ChooseColor { color } => ("colour", String::new(), Some(*color), None),
            Action::ChoosePlayer { target } => ("player", String::new(), None, Some(*target)),
            // Not decisions the coach rates: the engine's words.
            other => return other.to_string(),
        };
        n.ta(
            "hint-what",
            &[
                ("do", what.into()),
                ("cards", cards.into()),
                (
                    "colour",
                    colour.map(|c| n.color_name(c)).unwrap_or_default().into(),
                ),
                (
                    "player",
                    player.map(|s| n.name(s)).unwrap_or_default().into(),
                ),
            ],
        )
    }
}
