//! `uno arena`: matches between bots (built-in levels with budgets, the
//! research-only `peek`, external bots over docs/bot-protocol.md), rated
//! with Bradley–Terry on the Elo scale ([`crate::rating`]).
//!
//! Scheme (docs/arena.md):
//! - pairings: every pair of bots (round-robin), or the `--gauntlet` bot
//!   against each other one;
//! - a pairing of A and B plays `--rounds` single rounds as paired deals:
//!   deal `d` (seeded from `--seed` and `d` alone, so every pairing plays
//!   the same deals) is played twice with the same cards at every seat:
//!   once with A at seat `d mod N` and B in the other N−1 seats, once with
//!   B at that seat and A in the others. With 2 players that is each deal
//!   played with the seats swapped;
//! - a round's winner beats every seat of the other bot (a seat of its
//!   own bot is not an opponent): those are the pairwise outcomes the
//!   ratings are fitted to, with bootstrap intervals over deals;
//! - "win rate vs B" of A counts the rounds in which A held one seat
//!   (parity 1/N): with 2 players every round, with N > 2 the rounds of A
//!   alone against N−1 B's.
//!
//! Results depend only on the flags and `--seed` (never on `--threads`),
//! except where a bot has a time budget (`hard@100ms`) or is external.
//!
//! Split by job:
//! - [`config`]: the flags ([`ArenaArgs`]) and their validation
//!   ([`ArenaConfig`]);
//! - [`matches`]: the paired deals of every pairing, on a thread pool;
//! - [`latency`]: decision times per bot ([`LatencyHist`], [`Cost`]);
//! - [`report`]: ratings and win rates ([`ArenaReport`]);
//! - [`tables`]: the report as text, Markdown and JSON;
//! - [`chart`]: the ratings drawn with their intervals (`--plot`);
//! - this module: the command ([`run`], [`play`]) and its progress bar.

pub mod chart;
pub mod config;
pub mod latency;
pub mod matches;
pub mod report;
pub mod tables;

use std::collections::BTreeMap;
use std::io::{IsTerminal, Write as _};
use std::path::Path;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressState, ProgressStyle};

pub use self::chart::plot_ratings;
pub use self::config::{ArenaArgs, ArenaConfig, Entrant};
pub use self::latency::{Cost, LatencyHist};
use self::matches::play_all;
use self::report::build_report;
pub use self::report::{ArenaReport, BotReport, PairingReport, RatingMethod};
pub use self::tables::human_ms;
use crate::error::SimError;

/// The command line as typed, quoted for a POSIX shell where needed.
pub fn command_line() -> String {
    let quote = |a: &str| {
        if !a.is_empty()
            && a.chars()
                .all(|c| c.is_ascii_alphanumeric() || "-_.,/@=:+%".contains(c))
        {
            a.to_string()
        } else {
            format!("'{}'", a.replace('\'', "'\\''"))
        }
    };
    let mut args: Vec<String> = std::env::args().collect();
    if let Some(first) = args.first_mut() {
        // `uno`, not the path it was started by.
        if Path::new(first.as_str())
            .file_name()
            .is_some_and(|f| f == "uno")
        {
            *first = "uno".into();
        }
    }
    args.iter().map(|a| quote(a)).collect::<Vec<_>>().join(" ")
}

/// Plays the arena of `cfg` and builds its report.
pub fn play(
    cfg: &ArenaConfig,
    progress: &ProgressBar,
    command: String,
) -> Result<ArenaReport, SimError> {
    let (by_pairing, totals, seconds) = play_all(cfg, progress)?;
    Ok(build_report(cfg, &by_pairing, &totals, seconds, command))
}

/// `uno arena`: validates the flags, plays, writes the files asked for and
/// prints the report.
pub fn run(args: &ArenaArgs) -> Result<(), SimError> {
    let cfg = ArenaConfig::from_args(args)?;
    crate::args::warn_unused_scoring("arena", cfg.rules.rules());
    // A bot whose command never runs is refused here, not rated.
    crate::args::check_externals(
        cfg.entrants.iter().filter_map(|e| match e {
            Entrant::External(spec) => Some(spec),
            _ => None,
        }),
        cfg.players,
    )?;
    // Fail before playing when an output cannot be written.
    if let Some(path) = args.json.as_ref().filter(|p| p.as_os_str() != "-") {
        std::fs::write(path, b"").map_err(|e| SimError::io("cannot create", path, e))?;
    }
    let bar = progress_bar(args.quiet, cfg.total_rounds());
    let report = play(&cfg, &bar, command_line());
    bar.finish_and_clear();
    let report = report?;
    if let Some(path) = &args.plot {
        plot_ratings(&report, path)?;
    }
    let mut text = None;
    if let Some(path) = &args.json {
        let json = report.to_json();
        if path.as_os_str() == "-" {
            text = Some(json);
        } else {
            std::fs::write(path, format!("{json}\n"))
                .map_err(|e| SimError::io("cannot write", path, e))?;
        }
    }
    let text = text.unwrap_or_else(|| {
        if args.markdown {
            report.to_markdown()
        } else {
            report.to_text()
        }
    });
    let mut stdout = std::io::stdout().lock();
    let _ = stdout.write_all(text.as_bytes());
    if !text.ends_with('\n') {
        let _ = stdout.write_all(b"\n");
    }
    let _ = stdout.flush();
    Ok(())
}

fn progress_bar(quiet: bool, total: u64) -> ProgressBar {
    if quiet || !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
    if let Ok(style) = ProgressStyle::with_template(
        "{elapsed_precise} [{wide_bar}] {human_pos}/{human_len} rounds  {rate}  ETA {eta}",
    ) {
        let rate = |state: &ProgressState, w: &mut dyn std::fmt::Write| {
            let _ = write!(w, "{:.1} rounds/s", state.per_sec());
        };
        bar.set_style(style.with_key("rate", rate).progress_chars("=> "));
    }
    bar.enable_steady_tick(Duration::from_millis(200));
    bar
}

/// Ratings by bot name (for tests and scripts).
pub fn ratings_by_name(r: &ArenaReport) -> BTreeMap<String, f64> {
    r.bots.iter().map(|b| (b.name.clone(), b.rating)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rating::ANCHOR_RATING;

    fn args(bots: &str) -> ArenaArgs {
        ArenaArgs {
            bots: bots.split(',').map(String::from).collect(),
            players: 2,
            rounds: 4,
            bootstrap: 20,
            threads: Some(1),
            quiet: true,
            ..ArenaArgs::default()
        }
    }

    #[test]
    fn bad_arenas_are_one_line_errors() {
        for (bots, want) in [
            ("medium", "at least 2"),
            ("medium,medium", "given twice"),
            ("medium,genius", "unknown bot \"genius\""),
            ("medium,hard@0ms", "budget"),
            ("medium,easy@10ms", "only hard and peek"),
        ] {
            let e = ArenaConfig::from_args(&args(bots)).unwrap_err();
            assert!(e.to_string().contains(want), "{bots}: {e}");
            assert_eq!(e.code(), "usage");
        }
        let mut a = args("medium,easy");
        a.gauntlet = Some("hard".into());
        assert!(ArenaConfig::from_args(&a)
            .unwrap_err()
            .to_string()
            .contains("--gauntlet hard: not one of the bots"));
        let mut a = args("medium,easy");
        a.players = 11;
        assert!(ArenaConfig::from_args(&a).is_err());
        let mut a = args("medium,easy");
        a.external.bot = vec!["ext=cat".into()];
        assert!(ArenaConfig::from_args(&a)
            .unwrap_err()
            .to_string()
            .contains("not named in --bots"));
        let mut a = args("medium,easy");
        a.rules.house = vec!["no_such_rule".into()];
        assert_eq!(ArenaConfig::from_args(&a).unwrap_err().code(), "rules");
        let mut a = args("medium,easy");
        a.plot = Some("x.gif".into());
        assert!(ArenaConfig::from_args(&a).is_err());
    }

    #[test]
    fn pairings_anchor_and_rounding() {
        let cfg = ArenaConfig::from_args(&args("easy,medium,random")).unwrap();
        assert_eq!(cfg.pairings, vec![(0, 1), (0, 2), (1, 2)]);
        assert_eq!(cfg.anchor, Some(1));
        let mut a = args("easy,medium,random,peek");
        a.gauntlet = Some("random".into());
        a.rounds = 5;
        let cfg = ArenaConfig::from_args(&a).unwrap();
        assert_eq!(cfg.pairings, vec![(2, 0), (2, 1), (2, 3)]);
        assert_eq!(cfg.rounds_per_pairing(), 6, "odd rounds are rounded up");
        let mut a = args("HARD@100ms,random");
        a.anchor = Some("hard@100ms".into());
        let cfg = ArenaConfig::from_args(&a).unwrap();
        assert_eq!(cfg.names, vec!["hard@100ms", "random"]);
        assert_eq!(cfg.anchor, Some(0));
        let cfg = ArenaConfig::from_args(&args("easy,random")).unwrap();
        assert_eq!(cfg.anchor, None, "no medium: the mean is 1500");
    }

    #[test]
    fn a_small_arena_is_deterministic_whatever_the_threads() {
        let mut a = args("random,medium,easy");
        a.rounds = 40;
        a.players = 3;
        a.seed = 9;
        let cfg = ArenaConfig::from_args(&a).unwrap();
        let hidden = ProgressBar::hidden();
        let one = play(&cfg, &hidden, "x".into()).unwrap();
        let mut cfg2 = cfg.clone();
        cfg2.threads = 3;
        let two = play(&cfg2, &hidden, "x".into()).unwrap();
        assert_eq!(one.pairings, two.pairings);
        assert_eq!(ratings_by_name(&one), ratings_by_name(&two));
        assert_eq!(one.rating.anchor.as_deref(), Some("medium"));
        assert_eq!(ratings_by_name(&one)["medium"], ANCHOR_RATING);
        for p in &one.pairings {
            assert_eq!(p.rounds, 40);
            // N = 3: each bot holds one seat in half the rounds.
            assert_eq!(p.a_win.trials + p.unfinished, 20, "{p:?}");
            assert_eq!(p.b_win.trials, 20);
        }
        for b in &one.bots {
            assert_eq!(b.rounds, 80, "two pairings of 40 rounds");
            assert!(b.cost.decisions > 0);
            assert!(b.faults.is_none());
        }
        let md = one.to_markdown();
        assert!(md.contains("| `medium` | 1500 (anchor) |"), "{md}");
        assert!(md.contains("3-player vs 2 × `random`"), "{md}");
        // Only the anchor is called so, even when another bot's interval
        // is a point (every bootstrap sample alike).
        let mut odd = one.clone();
        for b in &mut odd.bots {
            if b.name == "easy" {
                b.rating_ci95 = Some([b.rating, b.rating]);
            }
        }
        let md = odd.to_markdown();
        assert_eq!(md.matches("(anchor)").count(), 1, "{md}");
    }
}
