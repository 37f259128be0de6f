//! The bot interface and the levels by name.

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use std::time::Duration;

use uno_core::{Action, Game, Observation, Seat, SeenEvent};

/// A player. One instance plays one seat of one game. A bot receives
/// only what its seat sees: its [`Observation`] (with its legal actions)
/// and, if it asks, the events projected for its seat. Nothing in this
/// trait hands it the [`Game`]; the research-only `peek`, which sees every
/// hand, is not a `Bot` but a [`Player`] ([`crate::hard::Peek`]), so the
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

    /// Whether a decision takes long enough (a search: tens of ms) that
    /// an async caller must run it off its workers (the server's rooms
    /// use `spawn_blocking` for such a bot).
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
    fn needs_own_thread(&self) -> bool {
        (**self).needs_own_thread()
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

/// A seat as the simulator's driver ([`crate::driver`]) plays it: every
/// [`Bot`] (through the blanket implementation, shown only its seat's
/// [`Observation`]), and the research-only [`crate::hard::Peek`], which is
/// handed the whole [`Game`] before each decision. Only the simulator, the
/// arena and the research examples drive `Player`s; the server and the
/// terminal game hold `Box<dyn Bot>`, so a research bot cannot sit there
/// (by type, not by a name check).
///
/// The methods mirror [`Bot`]'s; with both traits in scope, call them as
/// `Player::act(p, game, seat)`.
pub trait Player: Send {
    fn name(&self) -> &'static str;
    /// The seat's action when the game waits for `seat`.
    fn act(&mut self, game: &Game, seat: Seat) -> Action;
    /// An out-of-turn chance of `seat` (see [`Bot::react`]).
    fn react(&mut self, game: &Game, seat: Seat) -> Option<Action>;
    fn reacts(&self) -> bool;
    fn wants_events(&self) -> bool;
    fn observe(&mut self, event: &SeenEvent);
    fn reset(&mut self, seed: u64) -> bool;
    fn trusted(&self) -> bool;
    /// Whether this player sees more than its seat (research only).
    fn is_research(&self) -> bool {
        false
    }
}

impl<B: Bot + ?Sized> Player for B {
    #[inline]
    fn name(&self) -> &'static str {
        Bot::name(self)
    }
    #[inline]
    fn act(&mut self, game: &Game, seat: Seat) -> Action {
        Bot::act(self, &game.observe(seat))
    }
    #[inline]
    fn react(&mut self, game: &Game, seat: Seat) -> Option<Action> {
        Bot::react(self, &game.observe(seat))
    }
    #[inline]
    fn reacts(&self) -> bool {
        Bot::reacts(self)
    }
    #[inline]
    fn wants_events(&self) -> bool {
        Bot::wants_events(self)
    }
    #[inline]
    fn observe(&mut self, event: &SeenEvent) {
        Bot::observe(self, event)
    }
    #[inline]
    fn reset(&mut self, seed: u64) -> bool {
        Bot::reset(self, seed)
    }
    #[inline]
    fn trusted(&self) -> bool {
        Bot::trusted(self)
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
                "a neural network trained by reinforcement learning; one quick look per move"
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
        Level::Random => Box::new(crate::random::RandomBot::new(seed)),
        Level::Chaos => Box::new(crate::chaos::ChaosBot::new(seed)),
        Level::Easy => Box::new(crate::rule_bot::RuleBot::easy(seed)),
        Level::Medium => Box::new(crate::rule_bot::RuleBot::medium(seed)),
        Level::Hard => Box::new(crate::hard::HardBot::new(seed)),
        Level::Learned => Box::new(crate::learned::Learned::new(seed)),
    }
}

/// A search budget other than the default: in wall-clock time per
/// decision (`hard@100ms`) or in simulated actions (`hard@50000`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Budget {
    Time(Duration),
    Steps(u64),
}

/// A `learned` network read from a file (`learned@FILE`, a `uno-mlp-1`
/// safetensors file as `uno_env.train` exports it): the path as given
/// (the spec prints back with it) and the network, validated when the
/// spec is parsed. Two specs are the same bot when their paths are.
#[derive(Clone, Debug)]
pub struct WeightsFile {
    pub path: Arc<str>,
    pub policy: Arc<crate::learned::Policy>,
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
    /// The level; `Hard` for `peek`.
    pub level: Level,
    pub budget: Option<Budget>,
    /// Research only: `peek`, `hard`'s search on the true hands (it sees
    /// every hand, not the draw pile's order), the ceiling for a bot at
    /// `hard`'s budget. Not a [`Level`], so the server, the web page and
    /// `uno play` cannot name it, and not a [`Bot`]: [`BotSpec::make`]
    /// makes it as a [`Player`] for the simulator and the arena.
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
    /// `peek` as the research-only [`crate::hard::Peek`].
    pub fn make(&self, seed: u64) -> crate::AnyPlayer {
        use crate::hard::{HardBot, HardConfig, Peek};
        use crate::{AnyBot, AnyPlayer};
        let mut cfg = self.budget.map_or_else(HardConfig::default, |b| {
            HardConfig::default().with_budget(b)
        });
        cfg.team_blind = self.blind;
        if self.blind {
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
        if self.peek {
            return AnyPlayer::Other(Box::new(Peek::with_config(seed, cfg)));
        }
        if let Some(w) = &self.weights {
            let bot = crate::learned::Learned::with_policy(w.policy.clone(), seed);
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
        f.write_str(if self.peek { "peek" } else { self.level.name() })?;
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
        let peek = name.eq_ignore_ascii_case("peek");
        let level = if peek {
            Level::Hard
        } else {
            name.parse::<Level>().map_err(|_| {
                SpecError(format!(
                    "unknown bot {:?} (expected {}, \
                     with a budget for hard and peek: hard@100ms, hard@50000, \
                     or learned@FILE for a trained network)",
                    name.chars().take(40).collect::<String>(),
                    Level::or_list(&["peek"])
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
            let policy = crate::learned::Policy::load(std::path::Path::new(b)).map_err(|e| {
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
        ] {
            let spec: BotSpec = s.parse().unwrap();
            assert_eq!(spec.to_string(), s);
        }
        assert_eq!(
            "HARD@100ms".parse::<BotSpec>().unwrap().budget,
            Some(Budget::Time(Duration::from_millis(100)))
        );
        assert!("peek".parse::<BotSpec>().unwrap().is_research());
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
        ] {
            assert!(bad.parse::<BotSpec>().is_err(), "{bad} must be refused");
        }
        // `peek` is never a level by name: the server and `uno play` refuse it.
        assert!("peek".parse::<Level>().is_err());
    }
}
