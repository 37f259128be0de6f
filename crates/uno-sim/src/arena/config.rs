//! The command line of `uno arena` ([`ArenaArgs`]) and its validation into
//! an [`ArenaConfig`]: the entrants, the pairings (round-robin or
//! gauntlet), the anchor, the rules and the seats (R2.1).

use std::path::PathBuf;

use uno_bots::external::ExternalSpec;
use uno_bots::BotSpec;
use uno_core::{CompiledRules, Game, Seat};

use crate::args::{plot_format, ExternalArgs, RulesArgs};
use crate::error::SimError;

/// `uno arena`: rate bots against each other.
///
/// Plays paired deals (each deal twice, the bots' seats swapped) for every
/// pairing, fits Bradley–Terry ratings on the Elo scale (medium = 1500
/// when present) with 95% bootstrap intervals, and reports win rates with
/// Wilson intervals and each bot's cost per decision. See docs/arena.md.
#[derive(Clone, Debug, Default, clap::Args)]
pub struct ArenaArgs {
    /// The bots, comma-separated: random, chaos, easy, medium, hard, learned, peek
    /// (research only: sees every hand), medium-peek (research only: sees its
    /// partner's colours), easy-blind, medium-blind, hard-blind (take their
    /// partner for an opponent), hard/peek with a budget (hard@50ms,
    /// hard@50000), learned@FILE, team line-ups A+B (with --teams), or names
    /// given by --bot
    #[arg(long, value_name = "BOTS", value_delimiter = ',', required = true)]
    pub bots: Vec<String>,

    #[command(flatten)]
    pub external: ExternalArgs,

    /// Play NAME against each other bot only (default: round-robin, every
    /// pair)
    #[arg(long, value_name = "NAME")]
    pub gauntlet: Option<String>,

    /// Seats at the table (2 to 10): a match of A and B seats A once and B
    /// N−1 times, and then the other way round, on the same deal
    #[arg(long, value_name = "N", default_value_t = 2)]
    pub players: usize,

    /// Rounds per pairing, played as paired deals (an odd number is
    /// rounded up)
    #[arg(long, value_name = "N", default_value_t = 200)]
    pub rounds: u64,

    #[command(flatten)]
    pub rules: RulesArgs,

    /// Seed of the whole run: deal d is seeded from (seed, d)
    #[arg(long, default_value_t = 0)]
    pub seed: u64,

    /// Worker threads [default: all cores]
    #[arg(long, short = 'j', value_name = "N")]
    pub threads: Option<usize>,

    /// The bot rated 1500 [default: medium when it plays, else the mean
    /// rating is 1500]
    #[arg(long, value_name = "NAME")]
    pub anchor: Option<String>,

    /// Bootstrap samples for the rating intervals (0: no intervals)
    #[arg(long, value_name = "N", default_value_t = 1000)]
    pub bootstrap: usize,

    /// No progress bar (it is also hidden when stderr is not a terminal)
    #[arg(long, short = 'q')]
    pub quiet: bool,

    /// Write the report as JSON to FILE (`-`: standard output, instead of
    /// the text)
    #[arg(long, value_name = "FILE")]
    pub json: Option<PathBuf>,

    /// Print the report as Markdown tables (the README's strength tables)
    #[arg(long)]
    pub markdown: bool,

    /// Draw the ratings with their intervals to FILE (.svg or .png)
    #[arg(long, value_name = "FILE")]
    pub plot: Option<PathBuf>,

    /// Stop a round that has not ended after N actions (counted as
    /// unfinished, no winner) [default: 1000000]
    #[arg(long, value_name = "N")]
    pub max_actions: Option<u64>,
}

/// A bot of the arena.
#[derive(Clone, Debug)]
pub enum Entrant {
    BuiltIn(BotSpec),
    External(ExternalSpec),
    /// R15: a team line-up `A+B` (with `--teams pairs` only): the team's
    /// first seat (`t`) plays A, the partner's (`t + N/2`) plays B.
    Team([BotSpec; 2]),
}

impl Entrant {
    /// The built-in bot this entrant seats at `seat` of a table of
    /// `players` (`None`: an external bot).
    pub fn spec_at(&self, seat: usize, players: usize) -> Option<&BotSpec> {
        match self {
            Entrant::BuiltIn(s) => Some(s),
            Entrant::External(_) => None,
            Entrant::Team(pair) => Some(&pair[usize::from(seat >= players / 2)]),
        }
    }
}

/// A validated arena run.
#[derive(Clone, Debug)]
pub struct ArenaConfig {
    pub rules: CompiledRules,
    pub names: Vec<String>,
    pub entrants: Vec<Entrant>,
    pub pairings: Vec<(usize, usize)>,
    pub gauntlet: Option<usize>,
    pub players: usize,
    /// Deals per pairing (each played twice).
    pub deals: u64,
    pub seed: u64,
    pub threads: usize,
    pub anchor: Option<usize>,
    pub bootstrap: usize,
    pub max_actions: u64,
}

impl ArenaConfig {
    /// The sides a deal is played between: one per seat, or with teams
    /// (R15) one per team. A pairing seats A on one side and B on the
    /// others.
    pub fn sides(&self) -> usize {
        let teams = self.rules.rules().teams();
        if teams.on() {
            teams.count(self.players)
        } else {
            self.players
        }
    }

    /// The side of `seat`: the seat itself, or its team (R15.1).
    pub fn side_of(&self, seat: usize) -> usize {
        let teams = self.rules.rules().teams();
        Seat::try_from(seat)
            .ok()
            .and_then(|s| teams.team_of(s, self.players))
            .map_or(seat, usize::from)
    }
}

impl ArenaConfig {
    pub fn from_args(a: &ArenaArgs) -> Result<ArenaConfig, SimError> {
        let externals = a.external.specs()?;
        let mut names: Vec<String> = Vec::new();
        let mut entrants = Vec::new();
        for raw in &a.bots {
            let name = raw.trim();
            if name.is_empty() {
                return Err(SimError::usage("--bots: an empty name"));
            }
            let parse = |n: &str| {
                n.trim()
                    .parse::<BotSpec>()
                    .map_err(|e| SimError::usage(format!("--bots: {e} (or a name given by --bot)")))
            };
            let entrant = match externals.iter().find(|e| e.label == name) {
                Some(e) => Entrant::External(e.clone()),
                None => match name.split_once('+') {
                    Some((x, y)) => Entrant::Team([parse(x)?, parse(y)?]),
                    None => Entrant::BuiltIn(parse(name)?),
                },
            };
            // The canonical name: `HARD@100ms` is `hard@100ms`.
            let name = match &entrant {
                Entrant::BuiltIn(spec) => spec.to_string(),
                Entrant::External(e) => e.label.clone(),
                Entrant::Team([x, y]) => format!("{x}+{y}"),
            };
            if names.contains(&name) {
                return Err(SimError::usage(format!("--bots: {name} is given twice")));
            }
            names.push(name);
            entrants.push(entrant);
        }
        if names.len() < 2 {
            return Err(SimError::usage(
                "--bots: an arena needs at least 2 different bots",
            ));
        }
        if let Some(e) = externals.iter().find(|e| !names.contains(&e.label)) {
            return Err(SimError::usage(format!(
                "--bot {}: not named in --bots",
                e.label
            )));
        }
        let find = |flag: &str, n: &str| -> Result<usize, SimError> {
            let canon = n
                .parse::<BotSpec>()
                .map(|s| s.to_string())
                .unwrap_or_else(|_| n.trim().to_string());
            names.iter().position(|x| *x == canon).ok_or_else(|| {
                SimError::usage(format!(
                    "{flag} {n}: not one of the bots ({})",
                    names.join(", ")
                ))
            })
        };
        let gauntlet = a
            .gauntlet
            .as_deref()
            .map(|g| find("--gauntlet", g))
            .transpose()?;
        let anchor = match &a.anchor {
            Some(n) => Some(find("--anchor", n)?),
            None => names.iter().position(|n| n == "medium"),
        };
        let k = names.len();
        let pairings: Vec<(usize, usize)> = match gauntlet {
            Some(g) => (0..k).filter(|&i| i != g).map(|i| (g, i)).collect(),
            None => (0..k)
                .flat_map(|i| (i + 1..k).map(move |j| (i, j)))
                .collect(),
        };
        if !(2..=10).contains(&a.players) {
            return Err(SimError::usage(format!(
                "--players {}: a table has 2 to 10 seats (R2.1)",
                a.players
            )));
        }
        if a.rounds == 0 {
            return Err(SimError::usage("--rounds must be at least 1"));
        }
        let threads = match a.threads {
            Some(0) => return Err(SimError::usage("--threads must be at least 1")),
            Some(t) => t,
            None => std::thread::available_parallelism().map_or(1, |n| n.get()),
        };
        let max_actions = match a.max_actions {
            Some(0) => return Err(SimError::usage("--max-actions must be at least 1")),
            Some(n) => n,
            None => uno_bots::driver::DEFAULT_MAX_ROUND_ACTIONS,
        };
        if let Some(p) = &a.plot {
            plot_format(p)?;
        }
        let rules = a.rules.build()?;
        let teams = rules.teams().on();
        if !teams {
            if let Some(n) = names
                .iter()
                .zip(&entrants)
                .find_map(|(n, e)| matches!(e, Entrant::Team(_)).then_some(n))
            {
                return Err(SimError::usage(format!(
                    "--bots {n}: a team line-up needs --teams pairs (R15)"
                )));
            }
        }
        let rules = CompiledRules::new(rules);
        Game::from_compiled(&rules, a.players, 0).map_err(SimError::Setup)?;
        Ok(ArenaConfig {
            rules,
            names,
            entrants,
            pairings,
            gauntlet,
            players: a.players,
            deals: a.rounds.div_ceil(2),
            seed: a.seed,
            threads,
            anchor,
            bootstrap: a.bootstrap,
            max_actions,
        })
    }

    /// Rounds each pairing plays.
    pub fn rounds_per_pairing(&self) -> u64 {
        self.deals * 2
    }

    /// Every round of the run.
    pub fn total_rounds(&self) -> u64 {
        self.pairings.len() as u64 * self.rounds_per_pairing()
    }
}
