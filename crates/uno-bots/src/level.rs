//! The factory by name: [`Level`], the levels selectable everywhere (the
//! server, the web page, `uno play`), what people choosing an opponent are
//! told of each, and [`make_bot`]. Above the levels it makes; nothing
//! below imports it.

use std::fmt;
use std::str::FromStr;

use crate::bot::Bot;
use crate::chaos::ChaosBot;
use crate::hard::HardBot;
use crate::learned::Learned;
use crate::random::RandomBot;
use crate::rule_bot::RuleBot;

/// The bot levels selectable by name everywhere.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    Random,
    Chaos,
    Easy,
    Medium,
    Hard,
    Learned,
}

impl Level {
    pub const ALL: [Level; 6] = [
        Level::Random,
        Level::Chaos,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Learned,
    ];
    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Chaos => "chaos",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Learned => "learned",
        }
    }
}

/// What people choosing an opponent are told about each level (the
/// server's `GET /api/rules`, from which the web page's lobby takes its
/// list; `uno rules`).
impl Level {
    /// The display name: `Easy`, …
    pub fn title(self) -> &'static str {
        match self {
            Level::Random => "Random",
            Level::Chaos => "Chaos",
            Level::Easy => "Easy",
            Level::Medium => "Medium",
            Level::Hard => "Hard",
            Level::Learned => "Learned",
        }
    }

    /// How it plays, in one line.
    pub fn describe(self) -> &'static str {
        match self {
            Level::Random => "plays a random playable card; the research baseline",
            Level::Chaos => {
                "any legal action at random, out-of-turn ones included; for robustness tests"
            }
            Level::Easy => "plays a legal card, without a plan",
            Level::Medium => "plays sensibly: keeps wilds, calls UNO, catches",
            Level::Hard => "tracks cards and searches ahead",
            Level::Learned => {
                "a neural network trained by reinforcement learning on classic rules \
                 (about as strong as medium under other rules); one quick look per move"
            }
        }
    }

    /// Whether it is offered to people choosing an opponent (the web
    /// page's lobby, `uno play`'s help): `easy`, `medium`, `hard`,
    /// `learned`. The others are baselines for research and tests.
    pub fn offered(self) -> bool {
        matches!(
            self,
            Level::Easy | Level::Medium | Level::Hard | Level::Learned
        )
    }
}

impl Level {
    /// Every level's name, then `extra`, as a sentence's list:
    /// `random, chaos, easy, medium, hard or learned` (error messages and
    /// help texts take it from here, so a new level joins them).
    pub fn or_list(extra: &[&str]) -> String {
        let names: Vec<&str> = Level::ALL
            .iter()
            .map(|l| l.name())
            .chain(extra.iter().copied())
            .collect();
        match names.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
            _ => names.join(""),
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
            "unknown bot {:?} (expected {})",
            self.0,
            Level::or_list(&[])
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
        Level::Random => Box::new(RandomBot::new(seed)),
        Level::Chaos => Box::new(ChaosBot::new(seed)),
        Level::Easy => Box::new(RuleBot::easy(seed)),
        Level::Medium => Box::new(RuleBot::medium(seed)),
        Level::Hard => Box::new(HardBot::new(seed)),
        Level::Learned => Box::new(Learned::new(seed)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every level has a title and a one-line description for the lobby;
    /// the offered ones are the levels `Level::from_str` takes (never
    /// `peek`, which sees every hand).
    #[test]
    fn levels_have_titles_and_descriptions() {
        for l in Level::ALL {
            assert!(l.title().eq_ignore_ascii_case(l.name()), "{l}");
            let d = l.describe();
            assert!(!d.is_empty() && !d.ends_with('.'), "{l}: {d:?}");
            if l.offered() {
                assert_eq!(l.name().parse::<Level>(), Ok(l));
            }
        }
        let offered: Vec<_> = Level::ALL.into_iter().filter(|l| l.offered()).collect();
        assert_eq!(
            offered,
            [Level::Easy, Level::Medium, Level::Hard, Level::Learned]
        );
    }
}
