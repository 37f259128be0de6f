//! `uno-tui`: `uno play`, a terminal game of UNO against bots.
//!
//! Module map:
//! - [`args`]: the flags ([`PlayArgs`]) and what they resolve to
//!   ([`args::Config`]: rules, the bots' line-up, seed, delay, colours).
//! - [`app`]: the game as a pure state machine ([`App`]): the engine's
//!   [`uno_core::Game`], the bots, the log, the person's selection; keys in
//!   ([`App::on_key`]), bot steps ([`App::tick`]), no I/O.
//! - [`narrate`]: the log's lines, from the events projected for the
//!   person's seat (never from hidden information), with the players'
//!   names ([`names`]: the bots' names and rematch seeds, from the seed).
//! - [`ui`]: drawing an [`App`] on a ratatui frame (80×24 and up, colours
//!   optional).
//! - [`setup`]: the new-game screen after a game over (rules preset,
//!   bots, level).
//! - [`term`]: the terminal loop: raw mode, the alternate screen, the
//!   bots' delay, and restoring the terminal on exit, error or panic.
//!
//! The person is always seat 0.

pub mod app;
pub mod args;
pub mod names;
pub mod narrate;
pub mod setup;
pub mod term;
pub mod ui;

pub use app::App;
pub use args::{Config, PlayArgs};

/// Why `uno play` could not run.
#[derive(Debug, thiserror::Error)]
pub enum TuiError {
    #[error("{0}")]
    Rules(#[from] uno_core::rules::RulesError),
    /// A rules preset or house rule that names nothing (the one lookup
    /// of typed names, `uno_core::rules::lookup`).
    #[error("{0}")]
    Name(#[from] uno_core::rules::lookup::UnknownName),
    #[error("unknown {what} {name:?}; expected one of: {expected}")]
    Unknown {
        what: &'static str,
        name: String,
        expected: String,
    },
    #[error("rules file {path}: {message}")]
    RulesFile { path: String, message: String },
    #[error("cannot start the game: {0}")]
    Setup(#[from] uno_core::SetupError),
    /// The rules cannot seat this many players: the deck is too small
    /// (R2.3) or teams of two need an even table (R15.1); `fits` says the
    /// sizes they can seat, as `uno rules check` says it, and `rule` the
    /// rule that decides.
    #[error("cannot start the game: {why}; these rules deal only for {fits} ({rule})")]
    Deal {
        why: uno_core::SetupError,
        fits: String,
        rule: &'static str,
    },
    #[error("{0} bots: a table has 1 to 9 bots besides you (R2.1: 2 to 10 players)")]
    Bots(usize),
    /// `--target` or `--game-end` with rules that keep no score (R12.2).
    #[error("{0} has no effect: these rules keep no score and one round is the whole game (scoring none, R12.2); add --scoring winner_takes_all, average or penalty to play to it")]
    NoScore(&'static str),
    #[error("uno play needs a terminal: standard output is not one")]
    NotATerminal,
    #[error("terminal: {0}")]
    Io(#[from] std::io::Error),
}

/// Runs `uno play`: checks the flags, then plays in the terminal until the
/// person quits. The terminal is restored whatever happens.
pub fn run(args: &PlayArgs) -> Result<(), TuiError> {
    let config = Config::from_args(args)?;
    // R13 `last_holding_loses` plays unscored: a scoring asked for with it
    // is not used. Said as `uno sim`, `uno arena` and `uno rules check` say
    // it (the same `Rules::unused_scoring`), on standard error before the
    // terminal is taken (it is there after the game), and on the game's
    // own status line (`App::new`).
    if let Some(w) = config.rules.unused_scoring() {
        eprintln!("uno play: warning: {w}");
    }
    let mut app = App::new(&config)?;
    if args.hints {
        app.enable_hints();
    }
    term::run_app(app, config.delay, config.react)
}
