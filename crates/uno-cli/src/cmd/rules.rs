//! `uno rules`: presets, house rules, options and scoring methods (R1,
//! R12–R14) from the engine's rules catalogue, and rules files (R14).

use std::path::{Path, PathBuf};

use uno_core::catalogue::cards::{CardEntry, CardSection};
use uno_core::catalogue::{catalogue, OptionKind};
use uno_core::rules::lookup;
use uno_core::{Rules, RulesFormat, RulesSpec};

use super::{fail, input_name, print, read_input};

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(subcommand)]
    pub command: Option<RulesCommand>,
}

#[derive(Debug, clap::Subcommand)]
pub enum RulesCommand {
    /// List deck presets, house presets, house rules, options, scoring
    /// methods, game ends, cards, items and bot levels (the default)
    List,
    /// Print a preset's complete rules, as TOML (or JSON with --json)
    Show {
        /// Print JSON instead of TOML
        #[arg(long)]
        json: bool,
        /// A deck preset (classic, shuffle-hands, hello-kitty, mario-kart)
        /// or a house preset (killer, german), in any case, with - or _
        #[arg(value_name = "NAME")]
        name: String,
    },
    /// Load a rules file (TOML or JSON) and print it back normalized
    ///
    /// The format is taken from the extension (.toml, .json); otherwise
    /// both are tried. The output is in the file's format unless --json or
    /// --toml says otherwise. Exit status 2, with a one-line message, when
    /// the file is not valid rules or cannot deal a round even at the
    /// smallest table (two players, R2.1, R2.3; four with teams, R15.1),
    /// or, with --players, at a table of that many.
    Check {
        /// Print JSON
        #[arg(long, conflicts_with = "toml")]
        json: bool,
        /// Print TOML
        #[arg(long)]
        toml: bool,
        /// Check the rules at a table of N players (a rules file does not
        /// say how many play): R2.1, the deal (R2.3), teams (R15.1)
        #[arg(long, value_name = "N")]
        players: Option<usize>,
        /// The rules file, or `-` for standard input
        #[arg(value_name = "FILE")]
        file: PathBuf,
    },
}

/// "1 point", "20 points".
fn points(n: u32) -> String {
    if n == 1 {
        "1 point".into()
    } else {
        format!("{n} points")
    }
}

/// The table sizes (R2.1: 2 to 10 players) these rules deal a round for
/// (R2.3: a hand to each and a first card).
pub fn dealable_players(rules: &Rules) -> Vec<usize> {
    (2..=10).filter(|&n| rules.check_deal(n).is_ok()).collect()
}

/// Rules that deal some table sizes but not all (R2.1): the sizes they
/// deal, as `uno play` and `uno serve` would find them.
fn deals_too_few(rules: &Rules) -> Option<String> {
    let ok = dealable_players(rules);
    let (Some(&lo), Some(&hi)) = (ok.first(), ok.last()) else {
        return None;
    };
    if hi == 10 {
        return None;
    }
    let why = rules.check_deal(hi + 1).err()?;
    let bots = if hi == 2 {
        "`uno play --bots 1`".to_string()
    } else {
        format!("`uno play --bots 1` to `--bots {}`", hi - 1)
    };
    let sizes = if lo == hi {
        lo.to_string()
    } else {
        format!("{lo} to {hi}")
    };
    Some(format!(
        "these rules deal only for {sizes} players ({bots}; `uno serve` needs a deal for 10): {why} (R2.3)"
    ))
}

/// Why the rules cannot deal a round at a table of `players`, or, without
/// one, even at the smallest table they allow (two seats, R2.1; four with
/// teams, R15.1), if they cannot: the deck must hold a hand for each seat
/// and a first card (R2.3), and teams must be possible (R15.1).
fn deals_nobody(rules: &Rules, players: Option<usize>) -> Option<String> {
    let smallest = if rules.teams().on() { 4 } else { 2 };
    match uno_core::Game::new(rules.clone(), players.unwrap_or(smallest), 0) {
        Ok(_) => None,
        Err(e) if players.is_some() => Some(format!("these rules cannot be played: {e}")),
        Err(e) => Some(format!(
            "these rules cannot deal a round, even at the smallest table: {e}"
        )),
    }
}

/// Runs `uno rules …`; returns the exit status.
pub fn run(args: &Args) -> u8 {
    match &args.command {
        None | Some(RulesCommand::List) => {
            print(&listing());
            0
        }
        // R1, R13: `KILLER`, `Hello_Kitty` (the one lookup of typed names).
        Some(RulesCommand::Show { json, name }) => match lookup::preset_rules(name) {
            Ok(r) => {
                print(&if *json { r.to_json() } else { r.to_toml() });
                0
            }
            Err(e) => fail("rules show", &e.to_string()),
        },
        Some(RulesCommand::Check {
            json,
            toml,
            players,
            file,
        }) => check(file, *json, *toml, *players),
    }
}

/// One line per preset, house rule, option, scoring method and game end,
/// from the engine's rules catalogue (`uno_core::catalogue`).
pub fn listing() -> String {
    let c = catalogue();
    let mut out = String::from("deck presets (R1):\n");
    for p in &c.deck_presets {
        out.push_str(&format!("  {:<22}{}\n", p.name, p.description));
    }
    out.push_str("house presets (R13; on the classic deck):\n");
    for p in &c.house_presets {
        out.push_str(&format!(
            "  {:<22}{} [{}]\n",
            p.name,
            p.description,
            p.house.join(", ")
        ));
    }
    out.push_str("house rules (R13):\n");
    for r in &c.house_rules {
        // What a rule excludes is said once, in brackets (a description's
        // own "(excludes zero_rotates)" is left out, issue 32 §4.11).
        let own = format!(" (excludes {})", r.excludes.join(", "));
        let description = r.description.replace(&own, "");
        let mut line = format!("  {:<22}{}", r.name, description);
        if !r.implies.is_empty() {
            line.push_str(&format!(" [implies {}]", r.implies.join(", ")));
        }
        if !r.excludes.is_empty() {
            line.push_str(&format!(" [excludes {}]", r.excludes.join(", ")));
        }
        out.push_str(&line);
        out.push('\n');
    }
    out.push_str("options (the [options] and [scoring] tables of a rules file, R14):\n");
    for o in &c.options {
        let name = format!("{}.{}", o.section, o.name);
        let values = match &o.kind {
            OptionKind::Bool => "true or false".to_string(),
            OptionKind::Int { min, max } => format!("{min} to {max}"),
            OptionKind::Choice { values } => {
                values.iter().map(|v| v.name).collect::<Vec<_>>().join(", ")
            }
            OptionKind::GameEnd => c
                .game_ends
                .iter()
                .map(|e| e.syntax)
                .collect::<Vec<_>>()
                .join(", "),
            OptionKind::WcRules { max } => format!("up to {max} WC rules"),
            OptionKind::Deck { max_count } => format!("card counts 0 to {max_count}"),
        };
        let default = match &o.default {
            serde_json::Value::Null => String::new(),
            v => format!("; default {v}"),
        };
        out.push_str(&format!(
            "  {name:<31} {} ({values}{default}; {})\n",
            o.description, o.rule
        ));
    }
    out.push_str("scoring methods (R12.2):\n");
    for m in &c.scoring_methods {
        out.push_str(&format!("  {:<22}{}\n", m.name, m.description));
    }
    out.push_str("game ends (R12.2):\n");
    for e in &c.game_ends {
        let only = if e.methods.is_empty() {
            String::new()
        } else {
            format!(" (only with {})", e.methods.join(", "))
        };
        out.push_str(&format!("  {:<22}{}{only}\n", e.syntax, e.description));
    }
    out.push_str(&cards_listing(&c.cards));
    out.push_str("bot levels (`uno play --level`, the server's add_bot):\n");
    for b in uno_server::catalogue::served().bot_levels {
        let extra = if b.offered {
            ""
        } else {
            " (not offered in the lobby)"
        };
        out.push_str(&format!("  {:<22}{}{extra}\n", b.name, b.description));
    }
    out.push_str("\n`uno rules show NAME` prints a preset's complete rules; `uno rules check FILE` checks a rules file.\n");
    out
}

/// The catalogue's cards (R1, R7–R9, R12.1), a line per rank of the four
/// colours and per wild, then the R9 items.
fn cards_listing(c: &CardSection) -> String {
    let mut out =
        String::from("cards (R1; notation, name, points R12.1, copies in each deck preset):\n");
    let decks = |e: &CardEntry| {
        e.decks
            .iter()
            .map(|(d, n)| format!("{d} {n}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let colored: Vec<&CardEntry> = c.cards.iter().filter(|e| e.color.is_some()).collect();
    let per_color = colored.len() / c.colors.len().max(1);
    for rank in 0..per_color {
        let same: Vec<&CardEntry> = (0..c.colors.len())
            .filter_map(|col| colored.get(col * per_color + rank).copied())
            .collect();
        let (Some(first), Some(last)) = (same.first(), same.last()) else {
            continue;
        };
        let codes = same.iter().map(|e| e.code.as_str()).collect::<Vec<_>>();
        out.push_str(&format!(
            "  {:<22}{} … {}: {}; of each colour: {} ({})\n",
            codes.join(" "),
            first.title,
            last.title,
            points(first.points),
            decks(first),
            first.rule
        ));
    }
    for e in c.cards.iter().filter(|e| e.color.is_none()) {
        let decks = if e.decks.is_empty() {
            "in no preset's deck".to_string()
        } else {
            decks(e)
        };
        out.push_str(&format!(
            "  {:<22}{}: {}; {decks} ({})\n",
            e.code,
            e.title,
            points(e.points),
            e.rule
        ));
    }
    out.push_str("items (R9; the turned card's colour gives the item):\n");
    for i in &c.items {
        let color = i
            .color
            .and_then(|l| c.colors.iter().find(|x| x.letter == l))
            .map_or("a wild", |x| x.name);
        let effects = i.effects.iter().map(|e| e.to_string()).collect::<Vec<_>>();
        out.push_str(&format!(
            "  {:<22}{} ({color}): {} [{}]\n",
            i.name,
            i.title,
            i.effect_for("the Item Box's player"),
            effects.join(", ")
        ));
    }
    out
}

fn check(file: &Path, json: bool, toml: bool, players: Option<usize>) -> u8 {
    let name = input_name(file);
    let bytes = match read_input(file) {
        Ok(b) => b,
        Err(e) => return fail("rules check", &e),
    };
    let Ok(text) = String::from_utf8(bytes) else {
        return fail("rules check", &format!("{name}: not UTF-8 text"));
    };
    let ext = file.extension().and_then(|e| e.to_str());
    let loaded = RulesSpec::from_text(&text, ext)
        .and_then(|(spec, format)| spec.resolve().map(|rules| (rules, format)));
    match loaded {
        Ok((rules, format)) => {
            let too_few = || players.is_none().then(|| deals_too_few(&rules)).flatten();
            if let Some(why) = deals_nobody(&rules, players).or_else(too_few) {
                return fail("rules check", &format!("{name}: {why}"));
            }
            // R13: a scoring last_holding_loses does not use (a warning:
            // the file is valid and prints back as it is).
            if let Some(w) = rules.unused_scoring() {
                eprintln!("uno rules check: warning: {name}: {w}");
            }
            let format = if json {
                RulesFormat::Json
            } else if toml {
                RulesFormat::Toml
            } else {
                format
            };
            print(&match format {
                RulesFormat::Toml => rules.to_toml(),
                RulesFormat::Json => rules.to_json(),
            });
            0
        }
        Err(e) => fail("rules check", &format!("{name}: {e}")),
    }
}
