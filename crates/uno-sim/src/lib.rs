//! `uno-sim`: plays many UNO games between bots on all cores and reports
//! what happened (`uno sim`).
//!
//! Module map:
//! - [`args`]: the command line ([`SimArgs`], a clap `Args`) and its
//!   validation into a [`Config`] (rules, line-up, which games to record).
//! - [`seeds`]: game seeds from (run seed, game index), bot seeds from
//!   (game seed, seat).
//! - [`play`]: a [`play::Worker`] owns one `Game`, restarted in place for
//!   every game, and plays it through `uno_bots::play_game`.
//! - [`runner`]: the thread pool (rayon) and the in-order merge of chunks
//!   of games; CSV lines and recorded scenarios are written there.
//! - [`stats`]: exact integer tallies, histograms, Wilson intervals.
//! - [`effects`]: card effects counted from events (`--effects`).
//! - [`summary`]: the report, as text or JSON.
//! - [`plot`]: the SVG/PNG plot (plotters).
//! - [`error`]: [`SimError`], one-line messages.
//! - [`arena`]: `uno arena`, matches between bots in paired deals, rated
//!   by [`rating`] (Bradley–Terry on the Elo scale, bootstrap intervals).
//!
//! Results are identical for a given `--seed` whatever `--threads` is:
//! every game depends only on the seed and its index, and every number is
//! an integer sum merged in game order.
//!
//! Win rates count a shared win (R12.3 ties) as a win for each tied
//! winner. `win_rate_by_bot` pools the seats of a level: its rate is the
//! share of (game, seat) pairs of that level won, so it is comparable to
//! the fair share 1/N; its interval takes the games as the trials (the
//! seats of one game are not independent: partners win together, R15.3,
//! and otherwise usually only one of them wins), see
//! [`stats::pooled_rate`].
//!
//! ```
//! use uno_sim::{simulate, Config};
//! use uno_bots::Level;
//! use uno_core::Rules;
//! let cfg = Config::new(Rules::named("classic").unwrap(), vec![Level::Random; 3], 50).unwrap();
//! let out = simulate(&cfg, &indicatif::ProgressBar::hidden()).unwrap();
//! assert_eq!(out.summary.games, 50);
//! ```

pub mod arena;
pub mod args;
pub mod effects;
pub mod error;
pub mod play;
pub mod plot;
pub mod rating;
pub mod runner;
pub mod seeds;
pub mod stats;
pub mod summary;

use std::io::{IsTerminal, Write};
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressState, ProgressStyle};

pub use arena::ArenaArgs;
pub use args::{Config, RecordPlan, RulesArgs, SimArgs};
pub use error::SimError;
pub use runner::{simulate, SimOutput};
pub use summary::Summary;

/// `uno sim`: validates the flags, plays the games, writes the files asked
/// for and prints the summary on standard output.
pub fn run(args: &SimArgs) -> Result<(), SimError> {
    let cfg = Config::from_args(args)?;
    args::warn_unused_scoring("sim", cfg.rules.rules());
    // R12.2: a target and a game end end whole games; single rounds (the
    // default) never reach them.
    if !args.whole_games {
        let given: Vec<&str> = [
            ("--target", args.target.is_some()),
            ("--game-end", args.game_end.is_some()),
        ]
        .into_iter()
        .filter_map(|(flag, on)| on.then_some(flag))
        .collect();
        if !given.is_empty() {
            eprintln!(
                "uno sim: warning: {} {} not used: each game is a single round unless --whole-games is given (R12.2: the target and the game end end whole games)",
                given.join(" and "),
                if given.len() == 1 { "is" } else { "are" }
            );
        }
    }
    args::check_externals(cfg.externals.iter().flatten(), cfg.players())?;
    let bar = progress_bar(&cfg);
    let out = simulate(&cfg, &bar);
    bar.finish_and_clear();
    let out = out?;
    if let Some(path) = &cfg.plot {
        plot::plot(&out, path)?;
    }
    let text = if cfg.json {
        out.summary.to_json()
    } else {
        out.summary.to_text()
    };
    let mut stdout = std::io::stdout().lock();
    // A closed pipe means the reader has gone: not an error worth a word.
    let _ = stdout.write_all(text.as_bytes());
    if !text.ends_with('\n') {
        let _ = stdout.write_all(b"\n");
    }
    let _ = stdout.flush();
    Ok(())
}

/// The progress bar on standard error: games/s and time left; hidden with
/// `--quiet` or when standard error is not a terminal.
fn progress_bar(cfg: &Config) -> ProgressBar {
    if cfg.quiet || !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(cfg.games), ProgressDrawTarget::stderr());
    if let Ok(style) = ProgressStyle::with_template(
        "{elapsed_precise} [{wide_bar}] {human_pos}/{human_len} games  {rate}  ETA {eta}",
    ) {
        let rate = |state: &ProgressState, w: &mut dyn std::fmt::Write| {
            let r = state.per_sec();
            let _ = if r >= 100.0 {
                write!(w, "{r:.0} games/s")
            } else {
                write!(w, "{r:.2} games/s")
            };
        };
        bar.set_style(style.with_key("rate", rate).progress_chars("=> "));
    }
    bar.enable_steady_tick(Duration::from_millis(200));
    bar
}
