//! The command line (`uno sim …`) and its validation into a [`Config`].

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use uno_bots::external::ExternalSpec;
use uno_bots::{BotSpec, Until};
use uno_core::rules::lookup;
use uno_core::{CompiledRules, Game, Rules, RulesSpec};

use crate::error::SimError;

/// The rules flags shared by `uno sim` and `uno arena`: a preset or a
/// rules file, and house rules on top.
#[derive(Clone, Debug, Default, clap::Args)]
pub struct RulesArgs {
    /// Rules preset: classic, shuffle-hands, hello-kitty, mario-kart,
    /// killer or german, in any case, with - or _ [default: classic]
    #[arg(long, value_name = "NAME", conflicts_with = "rules_file")]
    pub rules: Option<String>,

    /// Rules file (R14), TOML or JSON (by extension, else by content)
    #[arg(long, value_name = "FILE")]
    pub rules_file: Option<PathBuf>,

    /// House rules to switch on, comma-separated (R13 names or the
    /// presets killer, german; any case, - or _)
    #[arg(long, value_name = "A,B", value_delimiter = ',')]
    pub house: Vec<String>,

    /// Partnerships (R15): `pairs` seats partners opposite (4, 6, 8 or 10
    /// seats), `none` plays each for themselves [default: the rules']
    #[arg(long, value_name = "TEAMS")]
    pub teams: Option<String>,
}

/// The external-bot flags shared by `uno sim` and `uno arena`
/// (docs/bot-protocol.md).
#[derive(Clone, Debug, clap::Args)]
pub struct ExternalArgs {
    /// An external bot (docs/bot-protocol.md), usable by NAME in --bots;
    /// repeatable. Each game starts COMMAND afresh for each of its seats
    #[arg(long = "bot", value_name = "NAME=COMMAND")]
    pub bot: Vec<String>,

    /// Time an external bot has for its handshake and for each decision,
    /// in milliseconds (a bot that takes longer is stopped and `medium`
    /// plays its seat: a timeout fault)
    #[arg(long, value_name = "MS", default_value_t = DEFAULT_BOT_TIMEOUT_MS)]
    pub bot_timeout: u64,
}

/// `--bot-timeout`'s default: the protocol's default time per answer.
const DEFAULT_BOT_TIMEOUT_MS: u64 = uno_bots::external::DEFAULT_TIMEOUT.as_millis() as u64;

impl Default for ExternalArgs {
    fn default() -> Self {
        ExternalArgs {
            bot: Vec::new(),
            bot_timeout: DEFAULT_BOT_TIMEOUT_MS,
        }
    }
}

impl ExternalArgs {
    /// The external bots of these flags, each with `--bot-timeout`.
    pub fn specs(&self) -> Result<Vec<ExternalSpec>, SimError> {
        if !(1..=600_000).contains(&self.bot_timeout) {
            return Err(SimError::usage(format!(
                "--bot-timeout {}: expected 1 to 600000 milliseconds",
                self.bot_timeout
            )));
        }
        let mut specs = parse_externals(&self.bot)?;
        for e in &mut specs {
            e.timeout = std::time::Duration::from_millis(self.bot_timeout);
        }
        Ok(specs)
    }
}

/// `uno sim`: play many games between bots and report win rates with
/// confidence intervals, game lengths, points and card effects.
///
/// Results depend only on the flags and `--seed`, never on `--threads`.
#[derive(Clone, Debug, Default, clap::Args)]
pub struct SimArgs {
    /// Number of games to play
    #[arg(long, short = 'n', value_name = "N", default_value_t = 1000)]
    pub games: u64,

    /// Play whole games, until the rules' scoring ends them (R12: the
    /// target, hands:N, ...). Default: each game is a single round, the
    /// unit research toolkits such as RLCard call a game
    #[arg(long)]
    pub whole_games: bool,

    #[command(flatten)]
    pub rules: RulesArgs,

    /// Score that ends the game (R12.2)
    #[arg(long, value_name = "POINTS")]
    pub target: Option<u32>,

    /// Scoring method: winner_takes_all, average, penalty or none (R12.2)
    #[arg(long, value_name = "METHOD")]
    pub scoring: Option<String>,

    /// How the game ends: target, elimination or hands:N (R12.2)
    #[arg(long, value_name = "END")]
    pub game_end: Option<String>,

    /// The line-up, one bot per seat in seat order: random, chaos, easy,
    /// medium, hard, learned, the research-only peek (sees every hand),
    /// medium-peek (sees its partner's colours) and easy-blind,
    /// medium-blind, hard-blind (take their partner for an opponent), hard
    /// and peek with a budget (hard@100ms, hard@50000 simulated actions),
    /// learned@FILE, or a name given by --bot; 2 to 10 seats
    #[arg(
        long,
        value_name = "LEVELS",
        value_delimiter = ',',
        default_value = "random,random"
    )]
    pub bots: Vec<String>,

    #[command(flatten)]
    pub external: ExternalArgs,

    /// Seed of the whole run: game i is seeded from (seed, i), each bot
    /// from (game seed, seat)
    #[arg(long, default_value_t = 0)]
    pub seed: u64,

    /// Worker threads [default: all cores]
    #[arg(long, short = 'j', value_name = "N")]
    pub threads: Option<usize>,

    /// No progress bar (it is also hidden when stderr is not a terminal)
    #[arg(long, short = 'q')]
    pub quiet: bool,

    /// Print the summary as JSON instead of text
    #[arg(long)]
    pub json: bool,

    /// Count card effects (cards played by type, items, challenges,
    /// catches, jump-ins, swaps); costs speed: events are collected
    #[arg(long)]
    pub effects: bool,

    /// Write one CSV line per game to FILE
    #[arg(long, value_name = "FILE")]
    pub csv: Option<PathBuf>,

    /// Draw the game-length histogram and the win rates to FILE (.svg or
    /// .png)
    #[arg(long, value_name = "FILE")]
    pub plot: Option<PathBuf>,

    /// Save games as scenario files in DIR (the format of
    /// scenarios/README.md; `uno scenario FILE` replays one): every 100th
    /// game (0, 100, 200, …) unless --record-every or --record-games choose
    /// others, and always every unfinished game (see --max-actions)
    #[arg(long, value_name = "DIR")]
    pub record: Option<PathBuf>,

    /// Record every K-th game (games 0, K, 2K, …) [default with --record
    /// alone: 100]
    #[arg(long, value_name = "K", requires = "record")]
    pub record_every: Option<u64>,

    /// Record these games (indices from 0), comma-separated
    #[arg(long, value_name = "I,J", value_delimiter = ',', requires = "record")]
    pub record_games: Vec<u64>,

    /// Stop a round that has not ended after N actions and report its game
    /// as unfinished, with its seed: a very long round (Hello Kitty with
    /// 9-10 seats of random-acting bots can take millions, R8.6) or a rules
    /// or engine bug (every round ends, R6.5); a higher N tells which
    /// [default: 1000000]
    #[arg(long, value_name = "N")]
    pub max_actions: Option<u64>,
}

/// `--record DIR` alone records every this many games.
pub const DEFAULT_RECORD_EVERY: u64 = 100;

/// Which games to save as scenarios, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordPlan {
    pub dir: PathBuf,
    pub every: Option<u64>,
    pub games: BTreeSet<u64>,
}

impl RecordPlan {
    /// Whether game `index` is recorded.
    #[inline]
    pub fn selects(&self, index: u64) -> bool {
        self.every.is_some_and(|k| index.is_multiple_of(k)) || self.games.contains(&index)
    }
}

/// A validated simulation: everything [`crate::simulate`] needs.
#[derive(Clone, Debug)]
pub struct Config {
    pub rules: CompiledRules,
    /// One bot per seat (`medium`, the fallback, for an external seat).
    pub lineup: Vec<BotSpec>,
    /// Per seat: the external bot playing it, if any (`--bot`).
    pub externals: Vec<Option<ExternalSpec>>,
    pub games: u64,
    pub until: Until,
    pub seed: u64,
    pub threads: usize,
    /// Collect events and count card effects.
    pub effects: bool,
    pub record: Option<RecordPlan>,
    pub csv: Option<PathBuf>,
    pub plot: Option<PathBuf>,
    pub json: bool,
    pub quiet: bool,
    /// The cap on one round's actions (`--max-actions`).
    pub max_actions: u64,
}

impl Config {
    /// A configuration with defaults: `games` whole games of `rules`
    /// between `lineup`, seed 0, one thread, nothing written.
    pub fn new<L: Into<BotSpec>>(
        rules: Rules,
        lineup: Vec<L>,
        games: u64,
    ) -> Result<Config, SimError> {
        let lineup: Vec<BotSpec> = lineup.into_iter().map(Into::into).collect();
        check_seats(lineup.len())?;
        let rules = CompiledRules::new(rules);
        Game::from_compiled(&rules, lineup.len(), 0).map_err(SimError::Setup)?;
        Ok(Config {
            rules,
            externals: vec![None; lineup.len()],
            lineup,
            games,
            until: Until::Game,
            seed: 0,
            threads: 1,
            effects: false,
            record: None,
            csv: None,
            plot: None,
            json: false,
            quiet: true,
            max_actions: uno_bots::driver::DEFAULT_MAX_ROUND_ACTIONS,
        })
    }

    /// Validates the command line.
    pub fn from_args(a: &SimArgs) -> Result<Config, SimError> {
        if a.games == 0 {
            return Err(SimError::usage("--games must be at least 1"));
        }
        let (lineup, externals) = parse_lineup_with(&a.bots, &a.external.specs()?)?;
        let rules = build_rules(a)?;
        let mut cfg = Config::new(rules, lineup, a.games)?;
        cfg.externals = externals;
        cfg.until = if a.whole_games {
            Until::Game
        } else {
            Until::Round
        };
        cfg.seed = a.seed;
        cfg.threads = match a.threads {
            Some(0) => return Err(SimError::usage("--threads must be at least 1")),
            Some(t) => t,
            None => std::thread::available_parallelism().map_or(1, |n| n.get()),
        };
        cfg.effects = a.effects;
        cfg.csv = a.csv.clone();
        cfg.plot = a.plot.clone();
        if let Some(p) = &a.plot {
            plot_format(p)?;
        }
        cfg.json = a.json;
        cfg.quiet = a.quiet;
        cfg.max_actions = match a.max_actions {
            Some(0) => return Err(SimError::usage("--max-actions must be at least 1")),
            Some(n) => n,
            None => uno_bots::driver::DEFAULT_MAX_ROUND_ACTIONS,
        };
        cfg.record = match &a.record {
            None => None,
            Some(dir) => {
                let every = if a.record_every.is_none() && a.record_games.is_empty() {
                    Some(DEFAULT_RECORD_EVERY)
                } else {
                    a.record_every
                };
                if a.record_every == Some(0) {
                    return Err(SimError::usage("--record-every must be at least 1"));
                }
                if let Some(&g) = a.record_games.iter().find(|&&g| g >= a.games) {
                    return Err(SimError::usage(format!(
                        "--record-games: game {g} is not played (games are numbered 0 to {})",
                        a.games - 1
                    )));
                }
                Some(RecordPlan {
                    dir: dir.clone(),
                    every,
                    games: a.record_games.iter().copied().collect(),
                })
            }
        };
        Ok(cfg)
    }

    /// The name of the bot at `seat`: its spec (`hard@100ms`), or its
    /// `--bot` label.
    pub fn seat_name(&self, seat: usize) -> String {
        match &self.externals.get(seat) {
            Some(Some(spec)) => spec.label.clone(),
            _ => self.lineup[seat].to_string(),
        }
    }

    /// Whether `seat` is played by an external bot (`--bot`).
    pub fn is_external(&self, seat: usize) -> bool {
        matches!(self.externals.get(seat), Some(Some(_)))
    }

    pub fn players(&self) -> usize {
        self.lineup.len()
    }
}

/// The plot's image format, from the file's extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlotFormat {
    Svg,
    Png,
}

pub(crate) fn plot_format(path: &Path) -> Result<PlotFormat, SimError> {
    let ext = path
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    match ext.as_deref() {
        Some("svg") => Ok(PlotFormat::Svg),
        Some("png") => Ok(PlotFormat::Png),
        _ => Err(SimError::usage(format!(
            "--plot {}: the file name must end in .svg or .png",
            path.display()
        ))),
    }
}

fn check_seats(n: usize) -> Result<(), SimError> {
    if !(2..=10).contains(&n) {
        let bots = if n == 1 { "bot" } else { "bots" };
        return Err(SimError::usage(format!(
            "--bots: {n} {bots} given; a table has 2 to 10 seats (R2.1), one bot per seat"
        )));
    }
    Ok(())
}

/// `--bots hard@100ms,medium`: one bot spec per seat.
pub fn parse_lineup(names: &[String]) -> Result<Vec<BotSpec>, SimError> {
    let lineup = names
        .iter()
        .map(|s| s.parse::<BotSpec>())
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| SimError::usage(format!("--bots: {e}")))?;
    check_seats(lineup.len())?;
    Ok(lineup)
}

/// The `--bot name=command` specs, checked: well formed, not named like a
/// built-in bot (`hard`, `peek`, `hard@100ms`), no name twice.
pub fn parse_externals(specs: &[String]) -> Result<Vec<ExternalSpec>, SimError> {
    let mut known: Vec<ExternalSpec> = Vec::new();
    for s in specs {
        let spec = ExternalSpec::parse(s).map_err(|e| SimError::usage(format!("--bot: {e}")))?;
        if spec.label.parse::<BotSpec>().is_ok() {
            return Err(SimError::usage(format!(
                "--bot: {:?} is a built-in level; give the external bot another name",
                spec.label
            )));
        }
        if known.iter().any(|k| k.label == spec.label) {
            return Err(SimError::usage(format!(
                "--bot: {:?} given twice",
                spec.label
            )));
        }
        if spec.label.contains(',') {
            return Err(SimError::usage(format!(
                "--bot: {:?}: a name cannot contain a comma",
                spec.label
            )));
        }
        known.push(spec);
    }
    Ok(known)
}

/// Prints `uno COMMAND: warning: …` on standard error when the rules ask
/// for scoring that they do not use ([`Rules::unused_scoring`]: R13
/// `last_holding_loses` is unscored). A warning, not an error: the run goes
/// on under the rules as the rule book plays them.
pub fn warn_unused_scoring(command: &str, rules: &Rules) {
    if let Some(w) = rules.unused_scoring() {
        eprintln!("uno {command}: warning: {w}");
    }
}

/// Starts each external bot once and does the handshake
/// ([`ExternalBot::probe`](uno_bots::external::ExternalBot::probe)) before
/// anything is played, for a table of `players`: a command that is not
/// found, exits before the handshake, does not answer it in time or answers
/// it wrongly is refused with its name and what happened, instead of being
/// played by the fallback bot in every game and rated. Each bot is
/// checked once, in the order given. A bot that passes and fails later has
/// its faults counted as before.
pub fn check_externals<'a>(
    specs: impl IntoIterator<Item = &'a ExternalSpec>,
    players: usize,
) -> Result<(), SimError> {
    let mut seen: Vec<&str> = Vec::new();
    for spec in specs {
        if seen.contains(&spec.label.as_str()) {
            continue;
        }
        seen.push(&spec.label);
        uno_bots::external::ExternalBot::probe(spec.clone(), players).map_err(|f| {
            let hint = if f.kind == uno_bots::external::FaultKind::Timeout {
                "; --bot-timeout MS gives it more time"
            } else {
                ""
            };
            SimError::BotStart {
                label: spec.label.clone(),
                message: format!("{f} (command: {}){hint}", spec.command),
            }
        })?;
    }
    Ok(())
}

/// `--bots` with the external bots of `--bot` ([`ExternalArgs::specs`]):
/// a name given by `--bot` is that external bot (its seat's spec is
/// `medium`, the fallback); any other name is a [`BotSpec`]
/// (`hard@100ms`, `peek`).
#[allow(clippy::type_complexity)]
pub fn parse_lineup_with(
    names: &[String],
    known: &[ExternalSpec],
) -> Result<(Vec<BotSpec>, Vec<Option<ExternalSpec>>), SimError> {
    let mut levels = Vec::new();
    let mut externals = Vec::new();
    for name in names {
        match known.iter().find(|k| k.label == name.trim()) {
            Some(spec) => {
                levels.push(BotSpec::new(uno_bots::Level::Medium));
                externals.push(Some(spec.clone()));
            }
            None => {
                let l = name.parse::<BotSpec>().map_err(|e| {
                    SimError::usage(format!("--bots: {e} (or a name given by --bot)"))
                })?;
                levels.push(l);
                externals.push(None);
            }
        }
    }
    check_seats(levels.len())?;
    Ok((levels, externals))
}

impl RulesArgs {
    /// The rules spec of these flags, and what to call its source in an
    /// error; the base (preset or file) is checked alone first.
    pub fn spec(&self) -> Result<(RulesSpec, String), SimError> {
        let (mut spec, source) = match &self.rules_file {
            Some(path) => {
                let text = std::fs::read_to_string(path)
                    .map_err(|e| SimError::io("cannot read rules file", path, e))?;
                let ext = path.extension().and_then(|e| e.to_str());
                let name = path.display().to_string();
                let rules = RulesSpec::from_text(&text, ext)
                    .and_then(|(spec, _)| spec.resolve())
                    .map_err(|e| SimError::rules(&name, &e))?;
                (rules.to_spec(), name)
            }
            None => {
                // R1, R13: `Hello_Kitty` is `hello-kitty`, as in `uno play`
                // (the one lookup of typed names).
                let name = match &self.rules {
                    Some(typed) => lookup::preset(typed)
                        .map_err(|e| SimError::unknown_rules_name("--rules", &e))?,
                    None => "classic",
                };
                let spec = RulesSpec {
                    preset: Some(name.to_string()),
                    ..RulesSpec::default()
                };
                (spec, format!("--rules {name}"))
            }
        };
        // Check the base alone first so an error names its real source.
        spec.resolve().map_err(|e| SimError::rules(&source, &e))?;
        for h in &self.house {
            if !h.trim().is_empty() {
                // R13: a house rule or a house preset, `Jump-In` as `jump_in`.
                let name =
                    lookup::house(h).map_err(|e| SimError::unknown_rules_name("--house", &e))?;
                spec.house.push(name.name().to_string());
            }
        }
        if let Some(t) = &self.teams {
            let teams = lookup::teams(t).map_err(|e| SimError::usage(format!("--teams: {e}")))?;
            spec.teams = None;
            spec.options.teams = Some(teams);
        }
        Ok((spec, source))
    }

    /// The rules of these flags, validated by the engine.
    pub fn build(&self) -> Result<Rules, SimError> {
        let (spec, source) = self.spec()?;
        spec.resolve()
            .map_err(|e| SimError::rules(format!("{source} with the flags given"), &e))
    }
}

/// The rules of the command line: a preset or a rules file, then the
/// house switches and scoring flags on top, validated by the engine.
pub fn build_rules(a: &SimArgs) -> Result<Rules, SimError> {
    let (mut spec, source) = a.rules.spec()?;
    if let Some(t) = a.target {
        spec.scoring.target = Some(t);
    }
    if let Some(m) = &a.scoring {
        let method =
            lookup::scoring_method(m).map_err(|e| SimError::usage(format!("--scoring: {e}")))?;
        spec.scoring.method = Some(method);
    }
    if let Some(g) = &a.game_end {
        let end = lookup::game_end(g).map_err(|e| SimError::usage(format!("--game-end: {e}")))?;
        spec.scoring.game_end = Some(end);
    }
    spec.resolve()
        .map_err(|e| SimError::rules(format!("{source} with the flags given"), &e))
}

#[cfg(test)]
mod tests {
    use super::*;
    use uno_core::rules::{GameEnd, ScoringMethod, Teams};

    fn args(bots: &str) -> SimArgs {
        SimArgs {
            games: 10,
            bots: bots.split(',').map(String::from).collect(),
            ..SimArgs::default()
        }
    }

    #[test]
    fn bad_line_ups_are_one_line_errors() {
        for (bots, want) in [
            ("random", "1 bot given"),
            (
                "random,random,random,random,random,random,random,random,random,random,random",
                "11 bots given",
            ),
            ("random,genius", "unknown bot \"genius\""),
        ] {
            let e = Config::from_args(&args(bots)).unwrap_err();
            assert!(e.to_string().contains(want), "{bots}: {e}");
            assert!(!e.to_string().contains('\n'));
        }
    }

    #[test]
    fn bad_rules_are_one_line_errors() {
        let mut a = args("random,random");
        a.rules.rules = Some("poker".into());
        let e = Config::from_args(&a).unwrap_err();
        assert!(e.to_string().contains("unknown rules preset"), "{e}");
        let mut a = args("random,random");
        a.rules.house = vec!["zero_swap".into(), "zero_rotates".into()];
        assert_eq!(Config::from_args(&a).unwrap_err().code(), "rules");
        let mut a = args("random,random");
        a.rules.house = vec!["flying_cards".into()];
        assert!(Config::from_args(&a)
            .unwrap_err()
            .to_string()
            .contains("flying_cards"));
        let mut a = args("random,random");
        a.scoring = Some("golf".into());
        assert_eq!(Config::from_args(&a).unwrap_err().code(), "usage");
        let mut a = args("random,random");
        a.game_end = Some("hands:0".into());
        assert_eq!(Config::from_args(&a).unwrap_err().code(), "usage");
    }

    /// `uno sim` and `uno arena` (one `RulesArgs`) take names as `uno play`
    /// does, through the one lookup of typed names: any case, `-` or `_`
    /// (R1, R12.2, R13, R15); an unknown one is a rules error of its flag
    /// naming every valid name.
    #[test]
    fn names_are_taken_in_any_case_with_dash_or_underscore() {
        for typed in ["Hello_Kitty", "hello-kitty", "HELLO-KITTY"] {
            let flags = RulesArgs {
                rules: Some(typed.into()),
                ..RulesArgs::default()
            };
            assert_eq!(
                flags.build().unwrap(),
                Rules::named("hello-kitty").unwrap(),
                "{typed}"
            );
            assert_eq!(flags.spec().unwrap().1, "--rules hello-kitty");
        }
        let mut a = args("random,random,random,random");
        a.rules.rules = Some("Shuffle_Hands".into());
        a.rules.house = vec!["Jump-In".into(), "GERMAN".into()];
        a.rules.teams = Some("Pairs".into());
        a.scoring = Some("Winner-Takes-All".into());
        a.game_end = Some("Hands:2".into());
        let r = build_rules(&a).unwrap();
        assert!(r.house_rules().contains(&"jump_in") && r.house_rules().contains(&"zero_swap"));
        assert_eq!(r.teams(), Teams::Pairs);
        assert_eq!(r.scoring().method, ScoringMethod::WinnerTakesAll);
        assert_eq!(r.scoring().game_end, GameEnd::Hands(2));
        assert_eq!(r.deck(), Rules::named("shuffle-hands").unwrap().deck());
        for (flag, set) in [
            (
                "--rules",
                &(|a: &mut SimArgs| a.rules.rules = Some("Poker_Night".into()))
                    as &dyn Fn(&mut SimArgs),
            ),
            ("--house", &|a: &mut SimArgs| {
                a.rules.house = vec!["Tele-Port".into()]
            }),
        ] {
            let mut a = args("random,random");
            set(&mut a);
            let e = Config::from_args(&a).unwrap_err();
            assert_eq!(e.code(), "rules", "{e}");
            let msg = e.to_string();
            assert!(msg.starts_with(&format!("{flag}: unknown ")), "{msg}");
            assert!(msg.contains("expected one of: "), "{msg}");
            assert!(
                msg.contains("hello-kitty") || msg.contains("jump_in"),
                "{msg}"
            );
            assert!(!msg.contains('\n'), "{msg}");
        }
    }

    #[test]
    fn flags_change_the_rules() {
        let mut a = args("random,random");
        a.rules.rules = Some("mario-kart".into());
        a.rules.house = vec!["jump_in".into(), "killer".into()];
        a.target = Some(200);
        a.scoring = Some("penalty".into());
        a.game_end = Some("hands:3".into());
        let r = build_rules(&a).unwrap();
        let on = r.house_rules();
        assert!(on.contains(&"jump_in") && on.contains(&"zero_rotates"));
        assert_eq!(r.scoring().target, 200);
        assert_eq!(r.scoring().method, ScoringMethod::Penalty);
        assert_eq!(r.scoring().game_end, GameEnd::Hands(3));
        assert_eq!(r.deck(), Rules::named("mario-kart").unwrap().deck());
    }

    #[test]
    fn record_defaults_and_plot_needs_an_extension() {
        let mut a = args("random,random");
        a.record = Some("x".into());
        // --record alone: every 100th game.
        let plan = Config::from_args(&a).unwrap().record.unwrap();
        assert_eq!(plan.every, Some(DEFAULT_RECORD_EVERY));
        assert!(plan.selects(0) && plan.selects(200) && !plan.selects(1));
        a.record_games = vec![3];
        let plan = Config::from_args(&a).unwrap().record.unwrap();
        assert_eq!(plan.every, None, "a chosen game replaces the default");
        assert!(plan.selects(3) && !plan.selects(0));
        a.record_games = vec![10];
        assert!(Config::from_args(&a)
            .unwrap_err()
            .to_string()
            .contains("game 10"));
        let mut a = args("random,random");
        a.plot = Some("out.gif".into());
        assert!(Config::from_args(&a)
            .unwrap_err()
            .to_string()
            .contains(".svg or .png"));
        let mut a = args("random,random");
        a.games = 0;
        assert_eq!(Config::from_args(&a).unwrap_err().code(), "usage");
        let mut a = args("random,random");
        a.max_actions = Some(0);
        assert_eq!(Config::from_args(&a).unwrap_err().code(), "usage");
    }
}
