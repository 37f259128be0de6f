//! Typed errors. Every message is one line that says what was wrong and
//! where, ready for `uno sim: MESSAGE` on standard error.

use std::path::PathBuf;

use uno_bots::BotFault;
use uno_core::rules::RulesError;
use uno_core::SetupError;

/// Why a simulation could not run or finish.
#[derive(Debug, thiserror::Error)]
pub enum SimError {
    /// A flag's value is not acceptable (the message names the flag).
    #[error("{0}")]
    Usage(String),
    /// The rules (preset, file, house switches, scoring) are not valid.
    #[error("{source_name}: {error}")]
    Rules {
        /// `--rules NAME`, the rules file, or the flag at fault.
        source_name: String,
        error: String,
    },
    /// The table cannot be dealt (R2.1 seat count, a deck too small).
    #[error("cannot set up a game: {0}")]
    Setup(SetupError),
    /// A bot chose an action the engine rejected (a bug in the bot).
    #[error("game {index} (seed {seed}): {fault}")]
    Bot {
        index: u64,
        seed: u64,
        fault: Box<BotFault>,
    },
    /// Reading or writing a file or directory failed.
    #[error("{what} {}: {error}", path.display())]
    Io {
        what: &'static str,
        path: PathBuf,
        error: std::io::Error,
    },
    /// Drawing the plot failed.
    #[error("cannot draw the plot {}: {message}", path.display())]
    Plot { path: PathBuf, message: String },
    /// The thread pool could not be started.
    #[error("cannot start {threads} worker threads: {message}")]
    Threads { threads: usize, message: String },
    /// An external bot (`--bot NAME=COMMAND`) failed its trial start, the
    /// handshake asked before anything is played
    /// ([`crate::args::check_externals`]).
    #[error("--bot {label}: {message}; nothing was played")]
    BotStart { label: String, message: String },
}

impl SimError {
    pub(crate) fn usage(msg: impl Into<String>) -> SimError {
        SimError::Usage(msg.into())
    }

    pub(crate) fn rules(source_name: impl Into<String>, error: &RulesError) -> SimError {
        SimError::Rules {
            source_name: source_name.into(),
            error: one_line(&error.to_string()),
        }
    }

    /// A rules preset or house rule that names nothing (the one lookup of
    /// typed names): a rules error of the flag that gave it.
    pub(crate) fn unknown_rules_name(
        flag: &'static str,
        error: &uno_core::rules::lookup::UnknownName,
    ) -> SimError {
        SimError::Rules {
            source_name: flag.to_string(),
            error: error.to_string(),
        }
    }

    pub(crate) fn io(
        what: &'static str,
        path: impl Into<PathBuf>,
        error: std::io::Error,
    ) -> SimError {
        SimError::Io {
            what,
            path: path.into(),
            error,
        }
    }

    /// A stable name for the kind of error (for tests and scripts).
    pub fn code(&self) -> &'static str {
        match self {
            SimError::Usage(_) => "usage",
            SimError::Rules { .. } => "rules",
            SimError::Setup(_) => "setup",
            SimError::Bot { .. } => "bot_fault",
            SimError::Io { .. } => "io",
            SimError::Plot { .. } => "plot",
            SimError::Threads { .. } => "threads",
            SimError::BotStart { .. } => "bot_start",
        }
    }
}

/// Joins a multi-line message (TOML parse errors quote the source) into
/// one line, dropping blank lines and source excerpts.
pub(crate) fn one_line(msg: &str) -> String {
    let is_excerpt = |l: &str| {
        l.starts_with('|')
            || l.split_once('|').is_some_and(|(pre, _)| {
                !pre.trim().is_empty() && pre.trim().chars().all(|c| c.is_ascii_digit())
            })
    };
    msg.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !is_excerpt(l))
        .collect::<Vec<_>>()
        .join(": ")
}

#[cfg(test)]
mod tests {
    #[test]
    fn multi_line_messages_become_one_line() {
        let m =
            "TOML parse error at line 1, column 5\n  |\n1 | a = = 1\n  |     ^\ninvalid string\n";
        assert_eq!(
            super::one_line(m),
            "TOML parse error at line 1, column 5: invalid string"
        );
    }
}
