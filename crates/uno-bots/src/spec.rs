//! The factory as the simulator and the arena take it: [`BotSpec`], a
//! level or the research-only `peek`, with a search budget or a weights
//! file (`hard@100ms`, `learned@FILE`), made into an [`AnyPlayer`]. The
//! top of the factory: it uses [`crate::level`], [`crate::any`], the
//! levels and [`crate::peek`]; nothing else in the crate imports it.

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use crate::any::{AnyBot, AnyPlayer};
use crate::hard::{Budget, HardBot, HardConfig};
use crate::learned::{Learned, Policy};
use crate::level::Level;
use crate::peek::{MediumPeek, Peek};

/// A `learned` network read from a file (`learned@FILE`, a `uno-mlp-1`
/// safetensors file as `uno_env.train` exports it): the path as given
/// (the spec prints back with it) and the network, validated when the
/// spec is parsed. Two specs are the same bot when their paths are.
#[derive(Clone, Debug)]
pub struct WeightsFile {
    pub path: Arc<str>,
    pub policy: Arc<Policy>,
}

impl PartialEq for WeightsFile {
    fn eq(&self, other: &WeightsFile) -> bool {
        self.path == other.path
    }
}

impl Eq for WeightsFile {}

impl std::hash::Hash for WeightsFile {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.path.hash(h);
    }
}

/// A bot by name as the simulator and the arena take it: a level, `peek`,
/// for the searching levels an optional budget after `@` (`hard@100ms`,
/// `hard@2s`, `peek@50000`), and for `learned` an optional weights file
/// after `@` (`learned@runs/ppo/learned.safetensors`). The server, the web
/// page and `uno play` take a [`Level`], never a file.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BotSpec {
    /// The level; `Hard` for `peek`, `Medium` for `medium-peek`.
    pub level: Level,
    pub budget: Option<Budget>,
    /// Research only: `peek`, `hard`'s search on the true hands (it sees
    /// every hand, not the draw pile's order), the ceiling for a bot at
    /// `hard`'s budget; with `level` `Medium`, `medium-peek`, `medium`
    /// seeing its partner's colours (R15). Not a [`Level`], so the server, the web page and
    /// `uno play` cannot name it, and not a [`crate::bot::Bot`]: [`BotSpec::make`]
    /// makes it as a [`crate::player::Player`] for the simulator and the arena.
    pub peek: bool,
    /// `learned@FILE`: the network to play instead of the embedded one.
    pub weights: Option<WeightsFile>,
    /// Research (R15): `easy-blind`, `medium-blind`, `hard-blind`, the
    /// level team-blind, taking its partner for one more opponent (the
    /// play before partnerships), for comparison with the partner-aware
    /// level. Not a [`Level`]: the server and `uno play` cannot seat it.
    pub blind: bool,
}

impl BotSpec {
    pub fn new(level: Level) -> BotSpec {
        BotSpec {
            level,
            budget: None,
            peek: false,
            weights: None,
            blind: false,
        }
    }

    /// `peek` with `hard`'s default budget.
    pub fn peek() -> BotSpec {
        BotSpec {
            level: Level::Hard,
            budget: None,
            peek: true,
            weights: None,
            blind: false,
        }
    }

    /// A player of this spec, seeded: `random` dispatched statically,
    /// `peek` as the research-only [`Peek`].
    pub fn make(&self, seed: u64) -> AnyPlayer {
        let mut cfg = self.budget.map_or_else(HardConfig::default, |b| {
            HardConfig::default().with_budget(b)
        });
        cfg.team_blind = self.blind;
        if self.blind {
            use crate::bot::Bot;
            use crate::heuristic::Style;
            use crate::rule_bot::RuleBot;
            let bot: Box<dyn Bot> = match self.level {
                Level::Easy => {
                    Box::new(RuleBot::new("easy-blind", Style::EASY.blind(), false, seed))
                }
                Level::Medium => Box::new(RuleBot::new(
                    "medium-blind",
                    Style::MEDIUM.blind(),
                    true,
                    seed,
                )),
                _ => Box::new(HardBot::with_config(seed, cfg)),
            };
            return AnyPlayer::Bot(AnyBot::Other(bot));
        }
        if self.peek && self.level == Level::Medium {
            return AnyPlayer::Other(Box::new(MediumPeek::new(seed)));
        }
        if self.peek {
            return AnyPlayer::Other(Box::new(Peek::with_config(seed, cfg)));
        }
        if let Some(w) = &self.weights {
            let bot = Learned::with_policy(w.policy.clone(), seed);
            return AnyPlayer::Bot(AnyBot::Other(Box::new(bot)));
        }
        match self.budget {
            None => AnyPlayer::Bot(AnyBot::new(self.level, seed)),
            Some(_) => AnyPlayer::Bot(AnyBot::Other(Box::new(HardBot::with_config(seed, cfg)))),
        }
    }

    /// Whether the bot sees every hand (`peek`): research only.
    pub fn is_research(&self) -> bool {
        self.peek
    }
}

impl From<Level> for BotSpec {
    fn from(level: Level) -> BotSpec {
        BotSpec::new(level)
    }
}

impl fmt::Display for BotSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match (self.peek, self.level) {
            (true, Level::Medium) => "medium-peek",
            (true, _) => "peek",
            _ => self.level.name(),
        })?;
        if self.blind {
            f.write_str("-blind")?;
        }
        if let Some(w) = &self.weights {
            return write!(f, "@{}", w.path);
        }
        match self.budget {
            None => Ok(()),
            Some(Budget::Steps(k)) => write!(f, "@{k}"),
            Some(Budget::Time(d)) if d.subsec_millis() == 0 && d.as_secs() > 0 => {
                write!(f, "@{}s", d.as_secs())
            }
            Some(Budget::Time(d)) => write!(f, "@{}ms", d.as_millis()),
        }
    }
}

/// A bot name that does not parse as a [`BotSpec`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecError(pub String);

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SpecError {}

impl FromStr for BotSpec {
    type Err = SpecError;
    fn from_str(s: &str) -> Result<BotSpec, SpecError> {
        let s = s.trim();
        let (name, budget) = match s.split_once('@') {
            Some((n, b)) => (n.trim(), Some(b.trim())),
            None => (s, None),
        };
        // R15 research: `medium-blind` and the like, team-blind.
        let lower = name.to_ascii_lowercase();
        let (name, blind) = match lower.strip_suffix("-blind") {
            Some(n) if matches!(n, "easy" | "medium" | "hard") => (&name[..n.len()], true),
            _ => (name, false),
        };
        // R15 research: `medium` seeing its partner's colours.
        if name.eq_ignore_ascii_case("medium-peek") {
            if budget.is_some() {
                return Err(SpecError(format!("{s:?}: medium-peek takes no budget")));
            }
            return Ok(BotSpec {
                level: Level::Medium,
                budget: None,
                peek: true,
                weights: None,
                blind: false,
            });
        }
        let peek = name.eq_ignore_ascii_case("peek");
        let level = if peek {
            Level::Hard
        } else {
            name.parse::<Level>().map_err(|_| {
                SpecError(format!(
                    "unknown bot {:?} (expected {}, \
                     with a budget for hard and peek: hard@100ms, hard@50000, \
                     or learned@FILE for a trained network; for team research \
                     (R15), easy-blind, medium-blind or hard-blind)",
                    name.chars().take(40).collect::<String>(),
                    Level::or_list(&["peek", "medium-peek"])
                ))
            })?
        };
        let Some(b) = budget else {
            return Ok(BotSpec {
                level,
                budget: None,
                peek,
                weights: None,
                blind,
            });
        };
        if level == Level::Learned {
            if b.is_empty() {
                return Err(SpecError(format!(
                    "{s:?}: learned@FILE takes a weights file (uno-mlp-1 safetensors, \
                     as `python -m uno_env.train` exports it)"
                )));
            }
            let policy = Policy::load(std::path::Path::new(b)).map_err(|e| {
                SpecError(format!(
                    "{s:?}: cannot load the network ({}): {e}",
                    e.code()
                ))
            })?;
            return Ok(BotSpec {
                level,
                budget: None,
                peek: false,
                blind: false,
                weights: Some(WeightsFile {
                    path: b.into(),
                    policy: Arc::new(policy),
                }),
            });
        }
        if level != Level::Hard {
            return Err(SpecError(format!(
                "{s:?}: only hard and peek take a budget (@100ms, @2s or @STEPS), \
                 and learned a weights file (learned@FILE)"
            )));
        }
        let bad = || {
            SpecError(format!(
                "{s:?}: a budget is a time (100ms, 2s) or a number of simulated actions (50000), above 0"
            ))
        };
        let budget = if let Some(ms) = b.strip_suffix("ms") {
            let ms: u64 = ms.trim().parse().map_err(|_| bad())?;
            if ms == 0 || ms > 600_000 {
                return Err(bad());
            }
            Budget::Time(Duration::from_millis(ms))
        } else if let Some(secs) = b.strip_suffix('s') {
            let secs: f64 = secs.trim().parse().map_err(|_| bad())?;
            // Whole milliseconds, at least one (so the spec prints back).
            if !(0.001..=600.0).contains(&secs) {
                return Err(bad());
            }
            Budget::Time(Duration::from_millis((secs * 1000.0).round() as u64))
        } else {
            let k: u64 = b.parse().map_err(|_| bad())?;
            if k == 0 {
                return Err(bad());
            }
            Budget::Steps(k)
        };
        Ok(BotSpec {
            level,
            budget: Some(budget),
            peek,
            weights: None,
            blind,
        })
    }
}

impl AnyPlayer {
    /// Makes this player as `spec.make(seed)` would, reusing it when it
    /// can.
    pub fn renew(&mut self, spec: &BotSpec, seed: u64) {
        let reused = match self {
            AnyPlayer::Bot(b)
                if !spec.peek && !spec.blind && spec.budget.is_none() && spec.weights.is_none() =>
            {
                b.renew(spec.level, seed);
                true
            }
            AnyPlayer::Other(p) if spec.peek && spec.budget.is_none() => p.reset(seed),
            _ => false,
        };
        if !reused {
            *self = spec.make(seed);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::player::Player;

    /// A server runs a decision off its async runtime when the bot says
    /// so (issue 29.4), not by its name: `hard` and `peek` search.
    #[test]
    fn searching_players_need_their_own_thread() {
        use crate::bot::Bot;
        use crate::level::make_bot;
        for l in Level::ALL {
            assert_eq!(
                Bot::needs_own_thread(&make_bot(l, 1)),
                l == Level::Hard,
                "{l}"
            );
            let p = BotSpec::new(l).make(1);
            assert_eq!(Player::needs_own_thread(&p), l == Level::Hard, "{l}");
        }
        assert!(Player::needs_own_thread(&BotSpec::peek().make(1)));
        let budgeted: BotSpec = "hard@50000".parse().unwrap();
        assert!(Player::needs_own_thread(&budgeted.make(1)));
    }

    #[test]
    fn specs_parse_and_print_back() {
        for s in [
            "medium",
            "hard",
            "peek",
            "hard@100ms",
            "hard@2s",
            "peek@50000",
            "hard@1500ms",
            "medium-blind",
            "hard-blind",
            "hard-blind@200ms",
            "easy-blind",
            "medium-peek",
        ] {
            let spec: BotSpec = s.parse().unwrap();
            assert_eq!(spec.to_string(), s);
        }
        assert_eq!(
            "HARD@100ms".parse::<BotSpec>().unwrap().budget,
            Some(Budget::Time(Duration::from_millis(100)))
        );
        assert!("peek".parse::<BotSpec>().unwrap().is_research());
        let mp: BotSpec = "medium-peek".parse().unwrap();
        assert!(mp.is_research());
        assert!(Player::is_research(&mp.make(1)));
        assert!(!Player::needs_own_thread(&mp.make(1)));
        assert_eq!(
            "hard@1.5s".parse::<BotSpec>().unwrap().to_string(),
            "hard@1500ms"
        );
        for bad in [
            "medium@100ms",
            "hard@",
            "hard@0",
            "hard@-5ms",
            "hard@xs",
            "wizard",
            "hard@0ms",
            "hard@0.0001s",
            "hard@NaNs",
            "random-blind",
            "peek-blind",
            "medium-blind@100ms",
            "medium-peek@100ms",
            "medium-peek-blind",
        ] {
            assert!(bad.parse::<BotSpec>().is_err(), "{bad} must be refused");
        }
        // `peek` is never a level by name: the server and `uno play` refuse it.
        assert!("peek".parse::<Level>().is_err());
    }

    /// The refusal of an unknown name lists every name that parses: each
    /// level, the research players and the team-blind levels (R15).
    #[test]
    fn an_unknown_name_lists_every_name() {
        let err = "wizard".parse::<BotSpec>().unwrap_err().0;
        let mut names: Vec<String> = Level::ALL.iter().map(|l| l.to_string()).collect();
        names.extend(
            [
                "peek",
                "medium-peek",
                "easy-blind",
                "medium-blind",
                "hard-blind",
            ]
            .map(String::from),
        );
        for name in names {
            assert!(name.parse::<BotSpec>().is_ok(), "{name} parses");
            assert!(err.contains(&name), "{name} missing from: {err}");
        }
    }
}
