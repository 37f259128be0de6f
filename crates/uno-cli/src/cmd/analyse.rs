//! `uno analyse FILE`: every decision of a recorded game (a scenario file,
//! as `uno sim --record` and the server's `/api/games/{id}/scenario` write
//! them) rated by the coach (`uno_bots::coach`, docs/coach.md) from its
//! seat's information at the time: the action played, the best one, their
//! estimated win probabilities, mistakes marked, and the win probability
//! over the game; as text, JSON (`--json`) and an SVG plot (`--plot`).
//! `uno analyse --calibrate N` measures the estimate's calibration
//! ([`super::calibrate`]).

use std::io::IsTerminal;
use std::path::PathBuf;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde_json::Value;
use uno_bots::coach::CoachConfig;
use uno_bots::review::{count_decisions, review, Review};
use uno_core::scenario::Scenario;
use uno_core::Seat;

use super::{fail, input_name, print, read_input};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The recorded game: a scenario file (JSON), or `-` for standard input
    #[arg(value_name = "FILE", required_unless_present = "calibrate")]
    pub file: Option<PathBuf>,
    /// Only this seat's decisions (default: every seat's)
    #[arg(long, value_name = "N")]
    pub seat: Option<u8>,
    /// Print JSON: a `decisions` list, a summary per seat
    #[arg(long)]
    pub json: bool,
    /// Draw each seat's win probability over the game, mistakes marked, as SVG
    #[arg(long, value_name = "OUT.svg")]
    pub plot: Option<PathBuf>,
    /// Seeds the coach's samples (the same seed gives the same analysis)
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Actions simulated per decision, all candidates together (the cost
    /// of one decision; docs/coach.md)
    #[arg(long, value_name = "N", default_value_t = CoachConfig::default().steps)]
    pub steps: u64,
    /// No progress bar on standard error
    #[arg(long)]
    pub quiet: bool,
    /// Instead of analysing FILE: measure the calibration on N positions
    /// from games played here between --bots (docs/coach.md)
    #[arg(long, value_name = "N", conflicts_with_all = ["file", "seat", "plot"])]
    pub calibrate: Option<u64>,
    /// With --calibrate: the players' level (every seat)
    #[arg(
        long,
        value_name = "LEVEL",
        default_value = "medium",
        requires = "calibrate"
    )]
    pub bots: String,
    /// With --calibrate: the table's size
    #[arg(long, value_name = "N", default_value_t = 2, requires = "calibrate")]
    pub players: usize,
    /// With --calibrate: threads (results do not depend on it)
    #[arg(long, value_name = "N", default_value_t = 1, requires = "calibrate")]
    pub threads: usize,
}

impl Args {
    /// The coach's budget these flags ask for.
    pub fn coach(&self) -> CoachConfig {
        CoachConfig {
            steps: self.steps,
            ..CoachConfig::default()
        }
    }
}

/// Runs `uno analyse FILE` (`--calibrate N` is `cmd::calibrate`, chosen
/// by `main`); returns the exit status (0, or 2 for bad input).
pub fn run(args: &Args) -> u8 {
    let Some(file) = &args.file else {
        return fail("analyse", "a recorded game (FILE) is required");
    };
    if let Some(p) = &args.plot {
        if !p.extension().is_some_and(|e| e.eq_ignore_ascii_case("svg")) {
            return fail(
                "analyse",
                &format!("--plot {}: the file name must end in .svg", p.display()),
            );
        }
    }
    let bytes = match read_input(file) {
        Ok(b) => b,
        Err(e) => return fail("analyse", &e),
    };
    let scenario = match Scenario::parse_bytes(&bytes) {
        Ok(s) => s,
        Err(e) => return fail("analyse", &format!("{}: {e}", input_name(file))),
    };
    let seats: Vec<Seat> = args.seat.map(Seat::new).into_iter().collect();
    let total = match count_decisions(&scenario, &seats) {
        Ok(n) => n,
        Err(e) => return fail("analyse", &format!("{}: {e}", input_name(file))),
    };
    let bar = progress_bar(args.quiet, total as u64);
    let result = review(&scenario, &seats, args.coach(), args.seed, |_| bar.inc(1));
    bar.finish_and_clear();
    let r = match result {
        Ok(r) => r,
        Err(e) => return fail("analyse", &format!("{}: {e}", input_name(file))),
    };
    if let Some(p) = &args.plot {
        if let Err(e) = super::analyse_plot::plot(&r, p) {
            return fail("analyse", &format!("--plot {}: {e}", p.display()));
        }
    }
    if args.json {
        print(&serde_json::to_string_pretty(&to_json(&r, args)).expect("JSON serializes"));
    } else {
        print(&to_text(&r));
    }
    0
}

/// The progress bar on standard error (decisions rated); hidden with
/// `--quiet` or when standard error is not a terminal.
pub fn progress_bar(quiet: bool, total: u64) -> ProgressBar {
    if quiet || !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
    if let Ok(style) = ProgressStyle::with_template(
        "{elapsed_precise} [{wide_bar}] {human_pos}/{human_len} decisions  ETA {eta}",
    ) {
        bar.set_style(style.progress_chars("=> "));
    }
    bar
}

use uno_bots::review_json::summaries;

/// The `--json` document (docs/coach.md; `uno_bots::review_json`, which
/// the server's analysis shares).
pub fn to_json(r: &Review, args: &Args) -> Value {
    uno_bots::review_json::to_json(r, &args.coach(), args.seed)
}

/// The text report: one line per decision, a summary per seat.
pub fn to_text(r: &Review) -> String {
    use std::fmt::Write;
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{:>5} {:>5} {:>4}  {:<28} {:>6}  {:<28} {:>6}  mark",
        "step", "round", "seat", "played", "win", "best", "win"
    );
    for d in &r.decisions {
        let same = d.played == d.advice.best;
        let _ = writeln!(
            s,
            "{:>5} {:>5} {:>4}  {:<28} {:>5.1}%  {:<28} {:>5.1}%  {}",
            d.index,
            d.round,
            d.seat,
            d.action.to_string(),
            100.0 * d.win(),
            if same {
                "=".to_string()
            } else {
                d.best().to_string()
            },
            100.0 * d.best_win(),
            match (d.mark(), d.missed_uno) {
                (Some(uno_bots::coach::Mark::Blunder), false) => "?? blunder",
                (Some(uno_bots::coach::Mark::Blunder), true) => "?? blunder, no UNO call",
                (_, true) => "?  mistake, no UNO call",
                (Some(uno_bots::coach::Mark::Mistake), false) => "?  mistake",
                (None, false) if d.forced() => "(forced)",
                (None, false) => "",
            }
        );
    }
    for x in summaries(r) {
        let _ = writeln!(
            s,
            "seat {}: {}, {} with a choice, {}, {}{}, mean loss {:.1} points of win probability",
            x.seat,
            count(x.decisions, "decision", "decisions"),
            x.judged,
            count(x.mistakes, "mistake", "mistakes"),
            count(x.blunders, "blunder", "blunders"),
            match x.missed_uno {
                0 => String::new(),
                n => format!(" ({} without an UNO call)", count(n, "play", "plays")),
            },
            100.0 * x.mean_loss
        );
    }
    for (n, w) in &r.round_wins {
        let won: Vec<String> = Seat::all(r.players)
            .filter(|s| w[s.index()])
            .map(|s| s.to_string())
            .collect();
        let _ = writeln!(s, "round {n}: won by seat {}", won.join(", "));
    }
    s
}

/// `n` with its noun: "1 mistake", "2 mistakes".
fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}
