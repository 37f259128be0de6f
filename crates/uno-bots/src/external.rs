//! [`ExternalBot`]: a bot played by a child process over the line protocol
//! of `docs/bot-protocol.md` (JSON lines on the child's stdin/stdout).
//!
//! The child receives only its seat's [`uno_core::SeatView`], the
//! [`SeenEvent`]s projected for its seat, and its legal actions; it never
//! receives the game. Every answer is checked against the legal actions
//! before it is returned, so an illegal answer is refused, never applied.
//!
//! Faults (reported on stderr and counted in [`ExternalBot::errors`]):
//! - a malformed answer, or an index that is not one of the legal
//!   actions: this decision is made by the fallback bot (`medium`); the
//!   child keeps its seat;
//! - an answer to an earlier decision (an `id` below the current one: the
//!   late answer to a decision the fallback made, or a second answer):
//!   skipped, and the game reads on for the current decision (printed on
//!   stderr, not a fault), so one stray line cannot put every later
//!   answer one decision behind;
//! - no answer within the timeout, a closed stdout, an exited child, or a
//!   line longer than [`MAX_LINE_BYTES`]: the child is killed (on Unix its
//!   whole process group: `sh` and whatever it started) and the fallback
//!   bot plays the seat for the rest of the game.
//!
//! A child that exits is reported as having exited, with its exit status
//! or signal ([`FaultKind::Crash`]), never as a timeout, even when a
//! process it started still holds its stdout open (a helper, Python's
//! resource tracker): while waiting for an answer the game also watches
//! the child itself. A child that closes its stdout and runs on is
//! reported as having closed its output.
//!
//! A child cannot make the game hold more than a few of its lines: at most
//! [`READ_AHEAD`] lines are read before the game asks for them (a child
//! writing more waits on its full pipe), each at most [`MAX_LINE_BYTES`].

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, SyncSender};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use uno_core::{Action, Observation, Seat, SeenEvent};

use crate::bot::Bot;
use crate::rule_bot::RuleBot;

/// The protocol version this side speaks.
pub const PROTOCOL_VERSION: u64 = 1;

/// The default time a child has for one decision.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_millis(2000);

/// The longest line a child may write (an answer is a few dozen bytes).
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// Lines of a child read before the game asks for them.
pub const READ_AHEAD: usize = 16;

/// How often a decision's wait looks whether the child has exited.
const EXIT_POLL: Duration = Duration::from_millis(20);

/// How long the game waits, once the child's output has closed, for its
/// exit status, to say how it ended (a child that exits is reaped within
/// milliseconds; only one that closed its stdout and runs on waits it
/// out).
const EXIT_STATUS_WAIT: Duration = Duration::from_secs(2);

/// How long the game waits, once the child has exited while a process it
/// started holds its stdout open, for the lines it wrote before it exited.
const LAST_LINES_WAIT: Duration = Duration::from_millis(500);

/// What went wrong with an external bot (docs/bot-protocol.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FaultKind {
    /// No answer within the time allowed (the child is killed), the
    /// child still running.
    Timeout,
    /// The child could not be started, exited (the message gives its exit
    /// status or signal), or closed its input or output.
    Crash,
    /// An answer that is not JSON or is too long, or a bad handshake.
    Malformed,
    /// An answer that names no legal action (refused, never applied).
    Illegal,
}

/// One fault of an external bot: its kind and what was seen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    pub kind: FaultKind,
    pub message: String,
}

impl std::fmt::Display for Fault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

/// The faults of one external bot, shared with whoever reports them.
pub type ErrorLog = Arc<Mutex<Vec<Fault>>>;

/// How an external bot is started.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExternalSpec {
    /// A label for reports (`name` in `--bot name=command`).
    pub label: String,
    /// Run with `sh -c`.
    pub command: String,
    pub timeout: Duration,
}

impl ExternalSpec {
    pub fn new(label: &str, command: &str) -> ExternalSpec {
        ExternalSpec {
            label: label.to_string(),
            command: command.to_string(),
            timeout: DEFAULT_TIMEOUT,
        }
    }

    /// Parses `name=command` (the form of `--bot`).
    pub fn parse(s: &str) -> Result<ExternalSpec, String> {
        let (name, cmd) = s
            .split_once('=')
            .ok_or_else(|| format!("expected name=command, got {s:?}"))?;
        let (name, cmd) = (name.trim(), cmd.trim());
        if name.is_empty() || cmd.is_empty() {
            return Err(format!("expected name=command, got {s:?}"));
        }
        Ok(ExternalSpec::new(name, cmd))
    }
}

struct Proc {
    child: Child,
    /// Lines for the child's stdin, written by a thread of their own: a
    /// child that answers without reading fills the pipe, and then that
    /// thread waits, never the game (the answer's timeout still applies).
    stdin: Sender<Vec<u8>>,
    lines: Receiver<Line>,
}

/// One line from the child, or the news that it wrote one too long.
enum Line {
    Text(String),
    TooLong,
}

/// Reads the child's lines into `tx` until its output ends, it writes a
/// line over [`MAX_LINE_BYTES`], or the game stops listening.
fn read_lines(out: impl Read, tx: SyncSender<Line>) {
    let mut r = BufReader::new(out);
    let mut buf = Vec::new();
    loop {
        buf.clear();
        match (&mut r)
            .take(MAX_LINE_BYTES as u64 + 1)
            .read_until(b'\n', &mut buf)
        {
            Ok(0) | Err(_) => return,
            Ok(_) => {}
        }
        let line = if buf.last() == Some(&b'\n') || buf.len() <= MAX_LINE_BYTES {
            while matches!(buf.last(), Some(b'\n' | b'\r')) {
                buf.pop();
            }
            Line::Text(String::from_utf8_lossy(&buf).into_owned())
        } else {
            Line::TooLong
        };
        let stop = matches!(line, Line::TooLong);
        if tx.send(line).is_err() || stop {
            return;
        }
    }
}

impl Proc {
    /// The child's exit status if it exits within `wait` (it may have
    /// exited already).
    fn status_within(&mut self, wait: Duration) -> Option<ExitStatus> {
        let deadline = Instant::now() + wait;
        loop {
            match self.child.try_wait() {
                Ok(Some(status)) => return Some(status),
                Ok(None) if Instant::now() < deadline => {
                    std::thread::sleep(Duration::from_millis(5))
                }
                Ok(None) | Err(_) => return None,
            }
        }
    }

    /// Kills the child and everything it started. The command runs under
    /// `sh -c`, which does not always `exec` it (dash does not): killing
    /// `sh` alone left the bot itself running, orphaned, for as long as it
    /// liked (a bot stuck in a loop: for ever), holding the game's stderr
    /// open. So the child leads a process group of its own, and the whole
    /// group is killed, before `sh` is reaped (its pid, the group's id,
    /// cannot be reused until then). When `sh` was reaped already (it
    /// exited, and [`Proc::status_within`] read its status to report it),
    /// the group's id stays reserved for as long as any process of the
    /// group lives, which is the case that matters (a helper of the bot
    /// still running); with none left there is nothing to kill.
    fn kill(mut self) {
        #[cfg(unix)]
        if let Ok(pid) = libc::pid_t::try_from(self.child.id()) {
            // SAFETY: kill(2) takes no pointers; -pid names the group the
            // child leads (set in `spawn`), whose leader is not reaped yet.
            unsafe {
                libc::kill(-pid, libc::SIGKILL);
            }
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A seat played by a child process (see the module docs).
pub struct ExternalBot {
    spec: ExternalSpec,
    proc: Option<Proc>,
    fallback: RuleBot,
    /// Events seen since the last decision sent, as JSON.
    pending_events: Vec<Value>,
    next_id: u64,
    /// The name the child gave in its handshake.
    bot_name: Option<String>,
    errors: ErrorLog,
    buf: Vec<Action>,
    /// Faults are logged but not printed ([`ExternalBot::probe`]).
    quiet: bool,
}

impl ExternalBot {
    /// Starts `spec.command` and does the handshake for `seat` of a
    /// `players`-seat game. A failure to start is reported like any other
    /// fault: the fallback bot plays the seat.
    pub fn start(spec: ExternalSpec, seat: Seat, players: usize, seed: u64) -> ExternalBot {
        Self::start_with(spec, seat, players, seed, false)
    }

    /// Starts `spec.command` for seat 0 of a `players`-seat game, does the
    /// handshake and lets the child go (`quit`), printing nothing: the name
    /// the child gave, or the fault that stopped it (it could not be
    /// started, exited before the handshake, with its exit status, timed
    /// out, or answered the handshake wrongly). `uno sim` and `uno arena`
    /// ask this once per external bot before they play, so that a command
    /// that never runs is refused instead of played by the fallback in
    /// every game.
    pub fn probe(spec: ExternalSpec, players: usize) -> Result<String, Fault> {
        let bot = Self::start_with(spec, Seat::new(0), players, 0, true);
        if let Some(f) = bot.errors().into_iter().next() {
            return Err(f);
        }
        Ok(bot.bot_name.clone().unwrap_or_else(|| "unnamed".into()))
    }

    fn start_with(
        spec: ExternalSpec,
        seat: Seat,
        players: usize,
        seed: u64,
        quiet: bool,
    ) -> ExternalBot {
        let mut bot = ExternalBot {
            spec,
            proc: None,
            fallback: RuleBot::medium(seed),
            pending_events: Vec::new(),
            next_id: 0,
            bot_name: None,
            errors: ErrorLog::default(),
            buf: Vec::new(),
            quiet,
        };
        match bot.spawn() {
            Ok(p) => bot.proc = Some(p),
            Err(e) => bot.fault(FaultKind::Crash, format!("cannot start: {e}"), true),
        }
        let hello = format!(
            "{{\"type\":\"hello\",\"protocol\":{PROTOCOL_VERSION},\"seat\":{seat},\"players\":{players},\"seed\":{seed}}}"
        );
        if bot.send_line(hello) {
            match bot.next_line(Instant::now() + bot.spec.timeout) {
                Some(Reply::Json(v)) => match parse_hello(&v) {
                    Ok(name) => bot.bot_name = Some(name),
                    Err(e) => bot.fault(FaultKind::Malformed, format!("bad handshake: {e}"), true),
                },
                Some(Reply::NotJson { shown, error }) => bot.fault(
                    FaultKind::Malformed,
                    format!(
                        "bad handshake: expected {{\"type\":\"hello\",…}} as the first line, \
                         got {shown:?} (not JSON: {error}; write logs to stderr, not stdout)"
                    ),
                    true,
                ),
                None => {}
            }
        }
        bot
    }

    fn spawn(&self) -> std::io::Result<Proc> {
        let mut cmd = Command::new("sh");
        cmd.arg("-c")
            .arg(&self.spec.command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit());
        // A process group of its own, so that `Proc::kill` reaches every
        // process of the bot, not only `sh`.
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut cmd, 0);
        let mut child = cmd.spawn()?;
        let mut stdin = child.stdin.take().expect("piped stdin");
        let stdout = child.stdout.take().expect("piped stdout");
        let (to_child, for_child) = mpsc::channel::<Vec<u8>>();
        std::thread::spawn(move || {
            for line in for_child {
                if stdin.write_all(&line).and_then(|_| stdin.flush()).is_err() {
                    break;
                }
            }
        });
        let (tx, rx) = mpsc::sync_channel(READ_AHEAD);
        std::thread::spawn(move || read_lines(stdout, tx));
        Ok(Proc {
            child,
            stdin: to_child,
            lines: rx,
        })
    }

    /// The label from the spec.
    pub fn label(&self) -> &str {
        &self.spec.label
    }

    /// The name the child gave in its handshake, if it gave one.
    pub fn bot_name(&self) -> Option<&str> {
        self.bot_name.as_deref()
    }

    /// Every fault so far, in order.
    pub fn errors(&self) -> Vec<Fault> {
        self.errors.lock().map(|e| e.clone()).unwrap_or_default()
    }

    /// A handle on the fault log that outlives the bot (for summaries).
    pub fn error_log(&self) -> ErrorLog {
        self.errors.clone()
    }

    /// Whether the child still plays (no fatal fault yet).
    pub fn alive(&self) -> bool {
        self.proc.is_some()
    }

    fn fault(&mut self, kind: FaultKind, msg: String, fatal: bool) {
        let tail = if fatal {
            "; the fallback bot (medium) plays the seat from now on"
        } else {
            "; the fallback bot (medium) makes this decision"
        };
        if !self.quiet {
            eprintln!("external bot {}: {msg}{tail}", self.spec.label);
        }
        if let Ok(mut e) = self.errors.lock() {
            e.push(Fault { kind, message: msg });
        }
        if fatal {
            if let Some(p) = self.proc.take() {
                p.kill();
            }
        }
    }

    /// Sends one line to the child. `false` after a fatal fault
    /// (reported).
    fn send_line(&mut self, mut line: String) -> bool {
        line.push('\n');
        let Some(p) = self.proc.as_mut() else {
            return false;
        };
        if p.stdin.send(line.into_bytes()).is_err() {
            let msg = match p.status_within(EXIT_STATUS_WAIT) {
                Some(status) => self.ended(status),
                None => format!(
                    "cannot write to the bot{}: it closed its input (stdin) and is still running",
                    self.when()
                ),
            };
            self.fault(FaultKind::Crash, msg, true);
            return false;
        }
        true
    }

    /// `the bot exited with status 3 at decision 3`: how the child ended
    /// ([`exit_words`]) and where the game was ([`ExternalBot::when`]).
    fn ended(&self, status: ExitStatus) -> String {
        format!("the bot {}{}", exit_words(status), self.when())
    }

    /// Where the game was when the child stopped: before the handshake,
    /// or at decision N.
    fn when(&self) -> String {
        match self.next_id {
            0 if self.bot_name.is_none() => " before the handshake".to_string(),
            0 => " after the handshake".to_string(),
            n => format!(" at decision {n}"),
        }
    }

    /// Waits until `deadline` for the child's next line. `None` after a
    /// fatal fault (reported): no line in time, a line too long, or the
    /// child's output closed.
    fn next_line(&mut self, deadline: Instant) -> Option<Reply> {
        let timeout = self.spec.timeout;
        let p = self.proc.as_mut()?;
        let result = loop {
            // Checked here, not left to `recv_timeout`: with no time left
            // it still returns a line that is ready, so a bot writing late
            // answers without end would keep a decision open for ever.
            let now = Instant::now();
            if now >= deadline {
                break Err(RecvTimeoutError::Timeout);
            }
            match p.lines.recv_timeout((deadline - now).min(EXIT_POLL)) {
                Err(RecvTimeoutError::Timeout) => {}
                r => break r.map_err(|_| RecvTimeoutError::Disconnected).map(Ok),
            }
            // No line yet: has the child exited? Its output may still be
            // open (a process it started holds it), so this is the only
            // way to tell an exit from a slow answer.
            if let Ok(Some(status)) = p.child.try_wait() {
                // The lines it wrote before it exited come first.
                let wait = deadline
                    .saturating_duration_since(Instant::now())
                    .min(LAST_LINES_WAIT);
                match p.lines.recv_timeout(wait) {
                    Ok(line) => break Ok(Ok(line)),
                    Err(_) => break Ok(Err(status)),
                }
            }
        };
        let result = match result {
            Ok(Err(status)) => {
                let msg = self.ended(status);
                self.fault(FaultKind::Crash, msg, true);
                return None;
            }
            Ok(Ok(line)) => Ok(line),
            Err(e) => Err(e),
        };
        match result {
            Ok(Line::TooLong) => {
                self.fault(
                    FaultKind::Malformed,
                    format!("malformed answer: a line longer than {MAX_LINE_BYTES} bytes"),
                    true,
                );
                None
            }
            Ok(Line::Text(answer)) => Some(match serde_json::from_str::<Value>(&answer) {
                Ok(v) => Reply::Json(v),
                Err(e) => Reply::NotJson {
                    shown: answer.chars().take(80).collect(),
                    error: e.to_string(),
                },
            }),
            Err(RecvTimeoutError::Timeout) => {
                let what = if self.next_id == 0 {
                    "no answer to the handshake"
                } else {
                    "no answer"
                };
                self.fault(
                    FaultKind::Timeout,
                    format!("{what} within {} ms", timeout.as_millis()),
                    true,
                );
                None
            }
            Err(RecvTimeoutError::Disconnected) => {
                // Its output is closed: say whether it exited, and how.
                let msg = match self
                    .proc
                    .as_mut()
                    .and_then(|p| p.status_within(EXIT_STATUS_WAIT))
                {
                    Some(status) => self.ended(status),
                    None => format!(
                        "the bot closed its output (stdout){} and is still running",
                        self.when()
                    ),
                };
                self.fault(FaultKind::Crash, msg, true);
                None
            }
        }
    }

    /// Asks the child to choose among `obs.legal_actions`. `Ok(None)` is
    /// a pass (reactions only); `Err(())` means the fallback decides.
    fn decide(&mut self, obs: &Observation<'_>, kind: &str) -> Result<Option<Action>, ()> {
        obs.legal_actions(&mut self.buf);
        if self.proc.is_none() {
            self.pending_events.clear();
            return Err(());
        }
        let events = std::mem::take(&mut self.pending_events);
        let legal = std::mem::take(&mut self.buf);
        let r = match self.ask(kind == "react", &json_or_null(&obs.view()), events, &legal) {
            Choice::Index(i) => Ok(Some(legal[i].clone())),
            Choice::Pass => Ok(None),
            Choice::Fallback => Err(()),
        };
        self.buf = legal;
        r
    }

    /// One decision from parts that came from elsewhere: `view` (a
    /// [`uno_core::SeatView`] as JSON), the `events` (`SeenEvent`s as JSON)
    /// since the previous decision, and the seat's `legal` actions. The
    /// online bridge (`uno bot`) builds them from a server's `update`
    /// frames, which hold only the seat's view. `react`: the seat may act
    /// out of turn but need not (a pass is allowed). Faults are reported
    /// and logged as for [`Bot::act`]; then the answer is
    /// [`Choice::Fallback`].
    pub fn ask(
        &mut self,
        react: bool,
        view: &Value,
        events: Vec<Value>,
        legal: &[Action],
    ) -> Choice {
        if self.proc.is_none() {
            return Choice::Fallback;
        }
        let kind = if react { "react" } else { "act" };
        self.next_id += 1;
        let id = self.next_id;
        let legal_json: Vec<Value> = legal
            .iter()
            .enumerate()
            .map(|(i, a)| json!({ "index": i, "action": a }))
            .collect();
        // `type` and `id` first, so that the simplest bots can read them
        // without a JSON parser (docs/bot-protocol.md).
        let msg = format!(
            "{{\"type\":\"{kind}\",\"id\":{id},\"view\":{view},\"events\":{},\"legal\":{}}}",
            Value::Array(events),
            Value::Array(legal_json),
        );
        if !self.send_line(msg) {
            return Choice::Fallback;
        }
        let deadline = Instant::now() + self.spec.timeout;
        loop {
            let answer = match self.next_line(deadline) {
                None => return Choice::Fallback,
                Some(Reply::Json(v)) => v,
                Some(Reply::NotJson { shown, error }) => {
                    self.fault(
                        FaultKind::Malformed,
                        format!("malformed answer {shown:?}: {error}"),
                        false,
                    );
                    return Choice::Fallback;
                }
            };
            // An answer to an earlier decision (one the fallback made after
            // a malformed line, or a second answer): it comes too late to
            // count, and taking it for this decision's answer would put
            // every later answer one decision behind. Skip it and read on.
            if let Some(old) = answer.get("id").and_then(Value::as_u64).filter(|&n| n < id) {
                eprintln!(
                    "external bot {}: skipped a late answer to decision {old} (now at {id}): {}",
                    self.spec.label,
                    shorten(&answer.to_string())
                );
                continue;
            }
            return match parse_choice(&answer, id, legal.len(), react) {
                Ok(Some(i)) => Choice::Index(i),
                Ok(None) => Choice::Pass,
                Err(e) => {
                    self.fault(
                        FaultKind::Illegal,
                        format!("refused answer {}: {e}", shorten(&answer.to_string())),
                        false,
                    );
                    Choice::Fallback
                }
            };
        }
    }
}

/// How a child ended, for messages: `exited with status 3`, `was killed
/// by signal 9 (SIGKILL)`. The child is `sh -c COMMAND`, so statuses 126,
/// 127 and 128 + N are the shell's own (the command could not be run, was
/// not found, was killed by signal N), and say so.
fn exit_words(status: ExitStatus) -> String {
    if let Some(code) = status.code() {
        let why = match code {
            127 => " (the shell's status for a command not found)".to_string(),
            126 => " (the shell's status for a command that cannot be run)".to_string(),
            129..=192 => format!(
                " (the shell's status for a command killed by signal {}{})",
                code - 128,
                signal_name(code - 128)
            ),
            _ => String::new(),
        };
        return format!("exited with status {code}{why}");
    }
    #[cfg(unix)]
    if let Some(sig) = std::os::unix::process::ExitStatusExt::signal(&status) {
        return format!("was killed by signal {sig}{}", signal_name(sig));
    }
    format!("ended ({status})")
}

/// ` (SIGKILL)` for the common signals, else nothing.
fn signal_name(sig: i32) -> &'static str {
    match sig {
        1 => " (SIGHUP)",
        2 => " (SIGINT)",
        6 => " (SIGABRT)",
        9 => " (SIGKILL)",
        11 => " (SIGSEGV)",
        13 => " (SIGPIPE)",
        15 => " (SIGTERM)",
        _ => "",
    }
}

/// At most 80 characters of `s`, for messages.
fn shorten(s: &str) -> String {
    match s.char_indices().nth(80) {
        Some((i, _)) => format!("{}…", &s[..i]),
        None => s.to_string(),
    }
}

/// One line from the child, parsed.
enum Reply {
    Json(Value),
    /// Not JSON: the line's start, and the parser's error.
    NotJson {
        shown: String,
        error: String,
    },
}

/// What a child chose for one decision ([`ExternalBot::ask`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// The index of one of the legal actions.
    Index(usize),
    /// A reaction let pass.
    Pass,
    /// No usable answer (a fault, already reported): the fallback decides.
    Fallback,
}

fn json_or_null<T: serde::Serialize>(x: &T) -> Value {
    serde_json::to_value(x).unwrap_or(Value::Null)
}

fn parse_hello(v: &Value) -> Result<String, String> {
    if v.get("type").and_then(Value::as_str) != Some("hello") {
        return Err(format!("expected {{\"type\":\"hello\",…}}, got {v}"));
    }
    match v.get("protocol") {
        Some(p) if p.as_u64() == Some(PROTOCOL_VERSION) => {}
        Some(p) => {
            return Err(format!(
                "\"protocol\": {p} is not supported (this side speaks {PROTOCOL_VERSION})"
            ))
        }
        None => {
            return Err(format!(
                "no \"protocol\" (this side speaks {PROTOCOL_VERSION}: \"protocol\":{PROTOCOL_VERSION})"
            ))
        }
    }
    Ok(v.get("name")
        .and_then(Value::as_str)
        .unwrap_or("unnamed")
        .to_string())
}

/// Checks an answer `{"id": id, "index": i}` (`"index": null` passes a
/// reaction). Returns the chosen index.
fn parse_choice(v: &Value, id: u64, n: usize, may_pass: bool) -> Result<Option<usize>, String> {
    if !v.is_object() {
        return Err(format!("expected an object {{\"id\":{id},\"index\":…}}"));
    }
    if v.get("id").and_then(Value::as_u64) != Some(id) {
        return Err(format!("expected \"id\": {id}"));
    }
    match v.get("index") {
        Some(Value::Null) | None if may_pass => Ok(None),
        Some(Value::Number(x)) => match x.as_u64() {
            Some(i) if (i as usize) < n => Ok(Some(i as usize)),
            _ if n == 0 => Err(format!("index {x}: there is no legal action")),
            _ => Err(format!(
                "index {x} is not a legal action (the indices are 0 to {}, as in \"legal\")",
                n - 1
            )),
        },
        _ => Err("expected \"index\": a legal action's index".to_string()),
    }
}

impl Bot for ExternalBot {
    fn name(&self) -> &'static str {
        "external"
    }

    fn act(&mut self, obs: &Observation<'_>) -> Action {
        match self.decide(obs, "act") {
            Ok(Some(a)) => a,
            // `act` cannot pass: parse_choice refuses a missing index.
            Ok(None) | Err(()) => self.fallback.act(obs),
        }
    }

    fn react(&mut self, obs: &Observation<'_>) -> Option<Action> {
        match self.decide(obs, "react") {
            Ok(a) => a,
            Err(()) => self.fallback.react(obs),
        }
    }

    fn wants_events(&self) -> bool {
        true
    }

    /// A decision waits on the child, up to its timeout (2 s by default).
    fn needs_own_thread(&self) -> bool {
        true
    }

    fn observe(&mut self, event: &SeenEvent) {
        self.fallback.observe(event);
        if self.proc.is_some() {
            match serde_json::to_value(event) {
                Ok(v) => self.pending_events.push(v),
                Err(e) => eprintln!("external bot {}: event not sent: {e}", self.spec.label),
            }
        }
    }
}

impl Drop for ExternalBot {
    fn drop(&mut self) {
        if let Some(mut p) = self.proc.take() {
            let _ = p.stdin.send(b"{\"type\":\"quit\"}\n".to_vec());
            // A moment to leave on its own, then it is killed.
            let deadline = std::time::Instant::now() + Duration::from_millis(200);
            while std::time::Instant::now() < deadline {
                if let Ok(Some(_)) = p.child.try_wait() {
                    return;
                }
                std::thread::sleep(Duration::from_millis(5));
            }
            p.kill();
        }
    }
}
