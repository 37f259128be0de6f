//! `uno play`'s flags ([`PlayArgs`]) and what they resolve to ([`Config`]):
//! the rules, the bots' line-up, the seed. Everything is checked here,
//! before the terminal is touched, so a bad flag is a one-line error.

use std::path::{Path, PathBuf};
use std::time::Duration;

use uno_bots::Level;
use uno_core::catalogue;
use uno_core::rules::{lookup, GameEnd, RulesSpec, ScoringMethod, Teams};
use uno_core::Rules;

use crate::TuiError;

/// The default reaction window (`--react-ms`): as long as the server's
/// grace window for catches plus time to see the chance and press a key.
pub const DEFAULT_REACT_MS: u64 = 1500;

/// Most bots at a table: ten seats (R2.1), one of them yours.
pub const MAX_BOTS: usize = 9;

/// Play UNO in the terminal against bots. You are always seat 0.
#[derive(Clone, Debug, clap::Args)]
pub struct PlayArgs {
    /// Rules preset: a deck preset or a house preset on the classic deck
    /// (the names come from the rules catalogue; see `rules_help`)
    #[arg(
        long,
        value_name = "NAME",
        default_value = "classic",
        conflicts_with = "rules_file",
        help = rules_help()
    )]
    pub rules: String,

    /// A rules file (TOML or JSON, see `uno rules check`) instead of a preset
    #[arg(long, value_name = "FILE")]
    pub rules_file: Option<PathBuf>,

    /// House rules to switch on, comma-separated (see `house_help`)
    #[arg(long, value_name = "A,B", value_delimiter = ',', help = house_help())]
    pub house: Vec<String>,

    /// Scoring method (see `scoring_help`)
    #[arg(long, value_name = "METHOD", value_parser = parse_scoring, help = scoring_help())]
    pub scoring: Option<ScoringMethod>,

    /// Points that end the game (default: the preset's, 500)
    #[arg(long, value_name = "POINTS", value_parser = clap::value_parser!(u32).range(1..))]
    pub target: Option<u32>,

    /// When the game ends (see `game_end_help`)
    #[arg(long, value_name = "END", value_parser = parse_game_end, help = game_end_help())]
    pub game_end: Option<GameEnd>,

    /// Number of bots (1 to 9), all of --level
    #[arg(long, value_name = "N", default_value_t = 3, conflicts_with = "lineup",
          value_parser = clap::value_parser!(u8).range(1..=MAX_BOTS as i64))]
    pub bots: u8,

    /// The bots' level: easy, medium, hard or learned (also random, chaos)
    #[arg(long, value_name = "LEVEL", default_value = "medium", conflicts_with = "lineup",
          value_parser = parse_level)]
    pub level: Level,

    /// One level per bot, seats 1, 2, … in order (e.g. medium,hard,easy);
    /// replaces --bots and --level
    #[arg(long, value_name = "L1,L2", value_delimiter = ',', value_parser = parse_level)]
    pub lineup: Vec<Level>,

    /// Seed of the deal and the bots (default: from the clock; the screen
    /// shows it so a game can be replayed)
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,

    /// Pause before each bot action, in milliseconds, so you can follow
    #[arg(long, value_name = "MS", default_value_t = 400)]
    pub delay_ms: u64,

    /// When you can call UNO, catch a player or jump in, the bots wait this
    /// long (in milliseconds, if longer than --delay-ms) so you can
    #[arg(long, value_name = "MS", default_value_t = DEFAULT_REACT_MS)]
    pub react_ms: u64,

    /// Hints: the h key shows the coach's choice for your decision at hand,
    /// rated from your seat's view only (docs/coach.md)
    #[arg(long)]
    pub hints: bool,

    /// No colours (also when the NO_COLOR environment variable is set)
    #[arg(long)]
    pub no_color: bool,

    /// The language of the game: en, ko, ja, zh-CN, es, fr, de, pt-BR
    /// (default: from LC_ALL, LC_MESSAGES or LANG, e.g. ko_KR.UTF-8)
    #[arg(long, value_name = "LANG")]
    pub lang: Option<String>,
    /// Partnerships (R15): `pairs` plays in teams of two, partners
    /// opposite (4, 6, 8 or 10 players: 3, 5, 7 or 9 bots); your partner
    /// is marked and the scores are by team.
    #[arg(long, value_name = "TEAMS", value_parser = parse_teams)]
    pub teams: Option<Teams>,
}

impl Default for PlayArgs {
    fn default() -> Self {
        PlayArgs {
            rules: "classic".into(),
            rules_file: None,
            house: Vec::new(),
            scoring: None,
            target: None,
            game_end: None,
            bots: 3,
            level: Level::Medium,
            lineup: Vec::new(),
            seed: None,
            delay_ms: 400,
            react_ms: DEFAULT_REACT_MS,
            hints: false,
            no_color: false,
            lang: None,
            teams: None,
        }
    }
}

fn parse_level(s: &str) -> Result<Level, String> {
    s.parse().map_err(|e: uno_bots::BotError| e.to_string())
}

/// `--rules`'s help: every preset of the rules catalogue (R1, R13).
fn rules_help() -> String {
    format!(
        "Rules preset: {} (the house presets play on the classic deck; `uno rules` describes them)",
        catalogue::preset_names()
    )
}

/// `--house`'s help: every house rule of the catalogue (R13).
fn house_help() -> String {
    format!(
        "House rules to switch on, comma-separated: {} (or a house preset; `uno rules` describes them)",
        catalogue::house_rule_names()
    )
}

/// `--scoring`'s help: every scoring method of the catalogue (R12.2).
fn scoring_help() -> String {
    format!(
        "Scoring method: {} (default: the preset's)",
        catalogue::scoring_method_names()
    )
}

/// `--game-end`'s help: every game end of the catalogue (R12.2).
fn game_end_help() -> String {
    let ends: Vec<&str> = catalogue::catalogue()
        .game_ends
        .iter()
        .map(|e| e.syntax)
        .collect();
    format!(
        "When the game ends: {} (default: the preset's)",
        ends.join(", ")
    )
}

/// `--scoring`: a method of R12.2 in any case, with `-` or `_` (the one
/// lookup of typed names, [`lookup`]).
fn parse_scoring(s: &str) -> Result<ScoringMethod, String> {
    lookup::scoring_method(s).map_err(|e| e.to_string())
}

/// `--teams`: R15's `none` or `pairs`, in any case.
fn parse_teams(s: &str) -> Result<Teams, String> {
    lookup::teams(s).map_err(|e| e.to_string())
}

/// `--game-end`: R12.2's `target`, `elimination` or `hands:N`.
fn parse_game_end(s: &str) -> Result<GameEnd, String> {
    lookup::game_end(s).map_err(|e| e.to_string())
}

/// What the flags resolve to.
#[derive(Clone, Debug)]
pub struct Config {
    pub rules: Rules,
    /// How the rules are named on screen (the preset or the file name).
    pub rules_name: String,
    /// The bots' levels, for seats 1, 2, … (seat 0 is the person).
    pub lineup: Vec<Level>,
    pub seed: u64,
    pub delay: Duration,
    /// The bots' pause while the person has an out-of-turn chance.
    pub react: Duration,
    /// Whether to use colours (off with --no-color or NO_COLOR).
    pub color: bool,
    /// The person's language (`--lang`, else `LC_ALL`/`LC_MESSAGES`/`LANG`):
    /// one of uno-i18n's tags ("en", "ko", …).
    pub lang: &'static str,
}

impl Config {
    /// Resolves and checks the flags; reads the rules file if one is given.
    pub fn from_args(args: &PlayArgs) -> Result<Config, TuiError> {
        let lineup = if args.lineup.is_empty() {
            vec![args.level; args.bots as usize]
        } else {
            args.lineup.clone()
        };
        if lineup.is_empty() || lineup.len() > MAX_BOTS {
            return Err(TuiError::Bots(lineup.len()));
        }
        let (mut spec, rules_name) = match &args.rules_file {
            Some(path) => (read_spec(path)?, file_label(path)),
            None => {
                // R1, R13: `Hello_Kitty` is `hello-kitty` (the one lookup).
                let preset = lookup::preset(&args.rules)?;
                (
                    RulesSpec {
                        preset: Some(preset.to_string()),
                        ..RulesSpec::default()
                    },
                    preset.to_string(),
                )
            }
        };
        for h in &args.house {
            if !h.trim().is_empty() {
                // R13: a house rule or a house preset, `Jump-In` as `jump_in`.
                spec.house.push(lookup::house(h)?.name().to_string());
            }
        }
        if let Some(m) = args.scoring {
            spec.scoring.method = Some(m);
        }
        if let Some(t) = args.target {
            spec.scoring.target = Some(t);
        }
        if let Some(g) = args.game_end {
            spec.scoring.game_end = Some(g);
        }
        if let Some(t) = args.teams {
            spec.teams = Some(t);
        }
        let rules = spec.resolve()?;
        if rules.scoring().method == ScoringMethod::None {
            // R12.2: nothing to reach; said rather than ignored.
            if args.target.is_some() {
                return Err(TuiError::NoScore("--target"));
            }
            if args.game_end.is_some() {
                return Err(TuiError::NoScore("--game-end"));
            }
        }
        let seed = args.seed.unwrap_or_else(clock_seed);
        let no_color_env = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        Ok(Config {
            rules,
            rules_name,
            lineup,
            seed,
            delay: Duration::from_millis(args.delay_ms),
            react: Duration::from_millis(args.react_ms),
            color: !(args.no_color || no_color_env),
            lang: match &args.lang {
                Some(l) => pick_lang(l)?,
                None => uno_i18n::negotiate::from_env(),
            },
        })
    }
}

/// `--lang`'s language: one of ours, by its tag or a locale of it
/// (`de`, `de-AT`, `fr_FR.UTF-8`, `pt`). One we do not have is an error
/// naming those we have (it used to give English without a word, so a
/// typo looked like a missing translation). `LANG` and the like still
/// fall back to English: they are the whole system's, not a request.
fn pick_lang(wish: &str) -> Result<&'static str, TuiError> {
    let tag = uno_i18n::negotiate::pick([wish]);
    let primary = wish
        .trim()
        .split(['-', '_', '.', '@'])
        .next()
        .unwrap_or("")
        .to_ascii_lowercase();
    if tag == "en" && primary != "en" {
        let tags: Vec<&str> = uno_i18n::LANGUAGES.iter().map(|l| l.tag).collect();
        return Err(TuiError::Unknown {
            what: "language",
            name: wish.to_string(),
            expected: tags.join(", "),
        });
    }
    Ok(tag)
}

/// A seed from the clock (the default of `--seed`).
pub(crate) fn clock_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    // Keep it short enough to type back in: 9 digits.
    (nanos % 1_000_000_000) as u64
}

fn file_label(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.display().to_string())
}

/// Reads a rules file as a [`RulesSpec`]: TOML or JSON by extension, or
/// by its first character.
fn read_spec(path: &Path) -> Result<RulesSpec, TuiError> {
    let fail = |message: String| TuiError::RulesFile {
        path: path.display().to_string(),
        message,
    };
    let text = std::fs::read_to_string(path).map_err(|e| fail(e.to_string()))?;
    RulesSpec::from_text(&text, path.extension().and_then(|e| e.to_str()))
        .map(|(spec, _)| spec)
        .map_err(|e| fail(one_line(&e.to_string())))
}

/// TOML errors come with source excerpts over several lines: keep the
/// message lines only.
fn one_line(msg: &str) -> String {
    msg.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('|') && !l.contains(" | "))
        .collect::<Vec<_>>()
        .join(": ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use uno_core::rules::HouseRule;

    /// Whether every house rule in `names` is on (R13).
    fn on(rules: &uno_core::Rules, names: &[&str]) -> bool {
        let enabled = rules.house_rules();
        names.iter().all(|n| enabled.contains(n))
    }
    use clap::Parser;

    #[derive(Parser)]
    struct Cli {
        #[command(flatten)]
        play: PlayArgs,
    }

    fn parse(args: &[&str]) -> Result<PlayArgs, clap::Error> {
        Cli::try_parse_from(std::iter::once("play").chain(args.iter().copied())).map(|c| c.play)
    }

    #[test]
    fn defaults() {
        let a = parse(&[]).unwrap();
        let c = Config::from_args(&a).unwrap();
        assert_eq!(c.lineup, vec![Level::Medium; 3]);
        assert_eq!(c.rules.scoring().target, 500);
        assert_eq!(c.rules_name, "classic");
        assert_eq!(c.delay, Duration::from_millis(400));
    }

    #[test]
    fn flags_resolve() {
        let a = parse(&[
            "--rules",
            "mario-kart",
            "--house",
            "jump_in,stack_draw_two",
            "--scoring",
            "winner-takes-all",
            "--target",
            "200",
            "--lineup",
            "easy,hard",
            "--seed",
            "9",
            "--delay-ms",
            "0",
        ])
        .unwrap();
        let c = Config::from_args(&a).unwrap();
        assert_eq!(c.lineup, vec![Level::Easy, Level::Hard]);
        assert!(on(&c.rules, &["jump_in", "stack_draw_two"]));
        assert_eq!(c.rules.scoring().method, ScoringMethod::WinnerTakesAll);
        assert_eq!(c.rules.scoring().target, 200);
        assert_eq!(c.seed, 9);
        assert_eq!(c.delay, Duration::ZERO);
    }

    #[test]
    fn bad_flags_are_errors_not_panics() {
        assert!(parse(&["--bots", "0"]).is_err());
        assert!(parse(&["--bots", "10"]).is_err());
        assert!(parse(&["--level", "genius"]).is_err());
        assert!(parse(&["--lineup", "easy,nope"]).is_err());
        assert!(parse(&["--scoring", "most"]).is_err());
        assert!(parse(&["--target", "0"]).is_err());
        assert!(parse(&["--game-end", "hands:0"]).is_err());
        assert!(parse(&["--bots", "2", "--lineup", "easy"]).is_err());
        assert!(parse(&["--rules", "classic", "--rules-file", "x.toml"]).is_err());
        let unknown = parse(&["--rules", "poker"]).unwrap();
        assert!(matches!(
            Config::from_args(&unknown),
            Err(TuiError::Name(_))
        ));
        let house = parse(&["--house", "teleport"]).unwrap();
        assert!(matches!(Config::from_args(&house), Err(TuiError::Name(_))));
        let missing = parse(&["--rules-file", "/nonexistent/rules.toml"]).unwrap();
        let err = Config::from_args(&missing).unwrap_err();
        assert!(matches!(err, TuiError::RulesFile { .. }), "{err}");
        let many = PlayArgs {
            lineup: vec![Level::Easy; 10],
            ..PlayArgs::default()
        };
        assert!(matches!(Config::from_args(&many), Err(TuiError::Bots(10))));
    }

    /// The help and the errors name the choices of the rules catalogue
    /// (R1, R12.2, R13), one line each.
    #[test]
    fn help_and_errors_name_the_catalogues_choices() {
        use clap::CommandFactory;
        let help = Cli::command().render_help().to_string();
        let names = Rules::preset_names()
            .into_iter()
            .chain(HouseRule::ALL.map(HouseRule::name))
            .chain(ScoringMethod::ALL.map(ScoringMethod::name));
        for name in names {
            assert!(help.contains(name), "--help should name {name}:\n{help}");
        }
        for e in catalogue::catalogue().game_ends {
            assert!(help.contains(e.syntax), "--help should name {}", e.syntax);
        }
        let err = Config::from_args(&parse(&["--rules", "poker"]).unwrap())
            .unwrap_err()
            .to_string();
        for p in Rules::preset_names() {
            assert!(err.contains(p), "{err}");
        }
        let err = Config::from_args(&parse(&["--house", "jump_in,teleport"]).unwrap())
            .unwrap_err()
            .to_string();
        assert!(err.contains("\"teleport\""), "{err}");
        for h in HouseRule::ALL {
            assert!(err.contains(h.name()), "{err}");
        }
        assert!(!err.contains('\n'), "{err}");
        // House presets are accepted as --house names, as the engine does.
        let c = Config::from_args(&parse(&["--house", "german"]).unwrap()).unwrap();
        assert!(on(&c.rules, &["zero_swap"]));
        let err = parse(&["--scoring", "most"]).unwrap_err().to_string();
        for m in ScoringMethod::ALL {
            assert!(err.contains(m.name()), "{err}");
        }
    }

    /// R12.2: under scoring `none` (Mario Kart's) one round is the whole
    /// game; `--target` and `--game-end` were taken and ignored (the
    /// header even said "3 rounds" for `hands:3`). They are refused with
    /// the way to keep score; with a scoring method they are fine.
    #[test]
    fn a_target_without_a_score_is_refused() {
        for flags in [
            &["--rules", "mario-kart", "--target", "300"][..],
            &["--rules", "mario-kart", "--game-end", "hands:3"],
            &["--scoring", "none", "--target", "100"],
        ] {
            let err = Config::from_args(&parse(flags).unwrap())
                .unwrap_err()
                .to_string();
            assert!(
                err.contains("has no effect") && err.contains("R12.2"),
                "{flags:?}: {err}"
            );
        }
        let ok = parse(&[
            "--rules",
            "mario-kart",
            "--scoring",
            "winner_takes_all",
            "--target",
            "300",
        ]);
        let c = Config::from_args(&ok.unwrap()).unwrap();
        assert_eq!(c.rules.scoring().target, 300);
        assert!(Config::from_args(&parse(&["--rules", "mario-kart"]).unwrap()).is_ok());
    }

    /// Names are taken in any case and with `-` or `_`, through the one
    /// lookup of typed names (`uno_core::rules::lookup`, the one `uno sim`,
    /// `uno arena` and `uno rules show` use): `--rules Hello_Kitty`,
    /// `--house Jump-In`, `--teams Pairs`, `--scoring Penalty`,
    /// `--game-end Hands:2` (R1, R12.2, R13, R15).
    #[test]
    fn names_are_taken_in_any_case_with_dash_or_underscore() {
        for typed in ["Hello_Kitty", "hello-kitty", "HELLO-KITTY"] {
            let c = Config::from_args(&parse(&["--rules", typed]).unwrap()).unwrap();
            assert_eq!(c.rules_name, "hello-kitty", "{typed}");
            assert_eq!(c.rules, Rules::named("hello-kitty").unwrap(), "{typed}");
        }
        let c = Config::from_args(
            &parse(&[
                "--rules",
                "Shuffle_HANDS",
                "--house",
                "Jump-In,SEVEN-swap,German",
                "--teams",
                "Pairs",
                "--scoring",
                "Penalty",
                "--game-end",
                "Hands:2",
            ])
            .unwrap(),
        )
        .unwrap();
        assert_eq!(c.rules_name, "shuffle-hands");
        assert!(on(&c.rules, &["jump_in", "seven_swap", "zero_swap"]));
        assert_eq!(c.rules.teams(), Teams::Pairs);
        assert_eq!(c.rules.scoring().method, ScoringMethod::Penalty);
        assert_eq!(c.rules.scoring().game_end, GameEnd::Hands(2));
        // An unknown name: one line, the name as typed, every valid name.
        let err = Config::from_args(&parse(&["--rules", "Poker_Night"]).unwrap())
            .unwrap_err()
            .to_string();
        assert!(
            err.starts_with("unknown rules preset \"Poker_Night\"; expected one of: "),
            "{err}"
        );
        for p in Rules::preset_names() {
            assert!(err.contains(p), "{err}");
        }
        let err = Config::from_args(&parse(&["--house", "Tele-Port"]).unwrap())
            .unwrap_err()
            .to_string();
        assert!(err.contains("\"Tele-Port\""), "{err}");
        assert!(err.contains("jump_in") && err.contains("german"), "{err}");
        assert!(!err.contains('\n'), "{err}");
    }

    /// `--lang` takes our languages and their locales; another is an
    /// error that names ours (it used to play in English silently).
    #[test]
    fn an_unknown_language_is_an_error_naming_ours() {
        let lang = |l: &str| Config::from_args(&parse(&["--lang", l]).unwrap()).map(|c| c.lang);
        assert_eq!(lang("de").unwrap(), "de");
        assert_eq!(lang("fr_FR.UTF-8").unwrap(), "fr");
        assert_eq!(lang("pt").unwrap(), "pt-BR");
        assert_eq!(lang("en-GB").unwrap(), "en");
        assert_eq!(lang("ZH").unwrap(), "zh-CN");
        for bad in ["xx", "german", "", "C"] {
            let err = lang(bad).unwrap_err().to_string();
            assert!(err.contains("unknown language"), "{bad}: {err}");
            for tag in ["en", "ko", "ja", "zh-CN", "es", "fr", "de", "pt-BR"] {
                assert!(err.contains(tag), "{bad}: {err}");
            }
        }
    }

    #[test]
    fn rules_file_with_overrides() {
        let dir = std::env::temp_dir().join(format!("uno-tui-args-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("table.toml");
        std::fs::write(
            &path,
            "preset = \"classic\"\nhouse = [\"jump_in\"]\n[scoring]\ntarget = 300\n",
        )
        .unwrap();
        let a = parse(&[
            "--rules-file",
            path.to_str().unwrap(),
            "--house",
            "multi_play",
        ])
        .unwrap();
        let c = Config::from_args(&a).unwrap();
        assert!(on(&c.rules, &["jump_in", "multi_play"]));
        assert_eq!(c.rules.scoring().target, 300);
        assert_eq!(c.rules_name, "table.toml");
        std::fs::write(&path, "bogus = 1\n").unwrap();
        let err = Config::from_args(&a).unwrap_err().to_string();
        assert!(!err.contains('\n'), "{err}");
        std::fs::remove_dir_all(&dir).ok();
    }
}
