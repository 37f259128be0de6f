//! `uno`: the command-line front end of the UNO platform. Thin: it parses
//! arguments and hands each subcommand to its module.
//!
//! Module map:
//! - [`cmd`]: what the subcommands share: reading a file or standard input,
//!   one-line error messages, writing to standard output.
//! - [`cmd::scenario`]: `uno scenario FILE` runs a scenario file
//!   (scenarios/README.md) and prints the result as JSON; exit 0, 1 or 2.
//! - [`cmd::rules`]: `uno rules` lists presets, house rules and scoring
//!   methods; `uno rules show NAME` prints a preset's rules; `uno rules
//!   check FILE` loads a rules file and prints it back normalized (R14).
//! - [`cmd::analyse`]: `uno analyse FILE` rates every decision of a
//!   recorded game with the coach (text, `--json`, `--plot`, drawn by
//!   [`cmd::analyse_plot`]); `uno analyse --calibrate N` measures its
//!   calibration ([`cmd::calibrate`]).
//!
//! - `uno sim` and `uno arena` live in the `uno-sim` crate.
//! - `uno serve` (also `uno` with no subcommand), `uno loadtest` and
//!   `uno verify`, `uno backup` and `uno bot` live in the `uno-server`
//!   crate.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod cmd;

/// Counts live heap bytes for `uno serve`'s `/api/stats` (and so for
/// `uno loadtest`); otherwise the system allocator, unchanged.
#[global_allocator]
static HEAP: uno_server::heap::Counting = uno_server::heap::Counting;

/// UNO: a game server with its web page (`uno serve`, what `uno` alone
/// runs) and a terminal game (`uno play`), with bots; tools to simulate,
/// check rules and run scenarios.
#[derive(Debug, Parser)]
#[command(name = "uno", version, propagate_version = true)]
struct Cli {
    /// With no subcommand, `uno` runs `uno serve` with its defaults.
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Run a scenario file and print the resulting state and events as JSON
    ///
    /// Exit status: 0 when every action was applied, 1 when an action was
    /// rejected (the output shows the state just before it and the error),
    /// 2 when the scenario is malformed (a one-line message on standard
    /// error, nothing on standard output). The format is described in
    /// scenarios/README.md (in the source repository).
    Scenario(cmd::scenario::Args),
    /// List rule presets, house rules and scoring methods; show or check rules
    Rules(cmd::rules::Args),
    /// Rate every decision of a recorded game (a scenario file) from its
    /// seat's view: the action played, the coach's best, win probabilities,
    /// mistakes; JSON and an SVG plot
    ///
    /// The coach is `hard`'s determinized search, every candidate played
    /// out from the same samples of the hidden hands; each decision is
    /// rated from what its seat knew then (docs/coach.md, in the source
    /// repository). `--calibrate N` measures instead how well its win
    /// probabilities match the outcomes, on N positions of games played
    /// between bots.
    Analyse(cmd::analyse::Args),
    /// Play in the terminal against bots (you are seat 0): arrow or number
    /// keys and Enter play a card, d draws, u calls UNO, ? lists the keys
    Play(uno_tui::PlayArgs),
    /// Simulate many games between bots: win rates with 95% intervals,
    /// game lengths, points, card effects; CSV, plot and recorded games
    ///
    /// Results depend only on the flags and --seed, never on --threads. A
    /// shared win (R12.3) counts as a win for each tied winner. The summary
    /// goes to standard output (text, or JSON with --json); a bad flag is a
    /// one-line message on standard error and exit status 2.
    Sim(uno_sim::SimArgs),
    /// Rate bots against each other: round-robin or gauntlet matches in
    /// paired deals, Bradley–Terry ratings on the Elo scale with 95%
    /// intervals, win rates, cost per decision; JSON, Markdown and a plot
    ///
    /// Each deal of a pairing is played twice, the two bots' seats swapped
    /// (with N seats: A alone against N−1 B, then B alone against N−1 A).
    /// Ratings are anchored at medium = 1500 when medium plays (else the
    /// mean is 1500). Results depend only on the flags and --seed, except
    /// for bots with a time budget (hard@100ms) and external bots. See
    /// docs/arena.md (in the source repository).
    Arena(uno_sim::ArenaArgs),
    /// Run the game server: web page, JSON API and WebSockets on
    /// 127.0.0.1:8080, games kept in an SQLite file (the default command)
    Serve(uno_server::ServeArgs),
    /// Load-test a server over real WebSockets (loopback only): N rooms of
    /// clients and bots; reports actions/s, latency and server memory
    Loadtest(uno_client::LoadtestArgs),
    /// Check seed commitments (a game's or a round's), a round's seed and
    /// deal, and replay a finished game's scenario
    Verify(uno_client::VerifyArgs),
    /// Back up the server's SQLite database, safe while `uno serve` runs on
    /// it (SQLite's online backup); restore by serving the copy
    ///
    /// The copy is checked before it takes the name OUT; an existing OUT
    /// is replaced only with --force. A PostgreSQL database is backed up
    /// with `pg_dump -Fc` and restored with `pg_restore`
    /// (docs/operations.md, in the source repository).
    Backup(uno_server::BackupArgs),
    /// Put a bot program online: it plays a seat on a server through the
    /// WebSocket as a bot account (docs/bot-protocol.md, "Playing online")
    ///
    /// `uno bot --server http://HOST:PORT --room CODE -- python3 my_bot.py`
    /// runs the program here and plays its seat, game after game, until the
    /// room goes away or Ctrl-C. The same per-decision timeout and fault
    /// rules as `uno arena` apply; the server's stand-in bot (medium) is the
    /// fallback. Faults are reported on standard error.
    Bot(uno_client::botlink::BotArgs),
}

fn main() -> ExitCode {
    HEAP.installed();
    let cli = Cli::parse();
    let command = cli
        .command
        .unwrap_or_else(|| Command::Serve(uno_server::ServeArgs::default()));
    let code = match command {
        Command::Scenario(args) => cmd::scenario::run(&args),
        Command::Rules(args) => cmd::rules::run(&args),
        Command::Analyse(args) => match args.calibrate {
            Some(n) => cmd::calibrate::run(&args, n),
            None => cmd::analyse::run(&args),
        },
        Command::Play(args) => match uno_tui::run(&args) {
            Ok(()) => 0,
            Err(e) => cmd::fail("play", &e.to_string()),
        },
        Command::Sim(args) => match uno_sim::run(&args) {
            Ok(()) => 0,
            Err(e) => cmd::fail("sim", &e.to_string()),
        },
        Command::Arena(args) => match uno_sim::arena::run(&args) {
            Ok(()) => 0,
            Err(e) => cmd::fail("arena", &e.to_string()),
        },
        Command::Serve(args) => match uno_server::run(&args) {
            Ok(()) => 0,
            Err(e) => cmd::fail("serve", &e.to_string()),
        },
        Command::Loadtest(args) => match uno_client::loadtest::run(&args) {
            Ok(()) => 0,
            Err(e) => cmd::fail("loadtest", &e.to_string()),
        },
        Command::Verify(args) => match uno_client::verify::run(&args) {
            Ok(true) => 0,
            Ok(false) => 1,
            Err(e) => cmd::fail("verify", &e),
        },
        Command::Backup(args) => match uno_server::backup::run(&args) {
            Ok(()) => 0,
            Err(e) => cmd::fail("backup", &e),
        },
        Command::Bot(args) => match uno_client::botlink::run(&args) {
            Ok(()) => 0,
            Err(e) => cmd::fail("bot", &e),
        },
    };
    ExitCode::from(code)
}
