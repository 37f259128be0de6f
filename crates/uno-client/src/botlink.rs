//! `uno bot`: a program that speaks docs/bot-protocol.md takes a seat on a
//! server (issue 21, "any bot online"; docs/bot-protocol.md "Playing
//! online").
//!
//! The program runs here, as in `uno arena` ([`ExternalBot`]: the same
//! handshake, per-decision timeout and fault rules); the seat is played
//! through the server's WebSocket as a bot account (`POST /api/bots`,
//! shown with a bot badge). Only the seat's view crosses the wire: each
//! decision the program gets is built from the server's own `welcome` and
//! `update` frames for this seat (`state`, a `SeatView`; `events`, the
//! seat's `SeenEvent`s; `legal`), so it can never see more than a person
//! in that seat sees in the browser.
//!
//! Faults, as in the arena, with the server's stand-in bot (`medium`, the
//! bot that plays for an absent player) as the fallback:
//! - a timeout, a crash or a bad handshake: the bridge sends `stand_in`
//!   and the stand-in plays the seat for the rest of the game; the next
//!   game starts the program afresh;
//! - a malformed or illegal answer to an `act`: refused, never sent; the
//!   bridge sends `stand_in`, the stand-in makes that decision, and the
//!   bridge takes the seat back with its next action (an `act` does that);
//! - a malformed or illegal answer to a `react`: refused; the moment passes.
//!
//! Every fault is printed on stderr (`external bot NAME: …`).
//!
//! The bridge plays game after game (the host's rematches) until the room
//! goes away, `--games` games are over, or Ctrl-C; a dropped socket is
//! reconnected with the seat token. Given neither `--room` nor `--queue`,
//! it waits for a host's invitation (`add_bot` with `account`: the bot's
//! name), asking `GET /api/bots/invitation` every second.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use serde_json::{json, Value};
use uno_bots::external::{Choice, ExternalBot, ExternalSpec};
use uno_core::rules::lookup;
use uno_core::{Action, Seat};

use crate::client::{self, WsClient};

/// `uno bot`'s arguments.
#[derive(Clone, Debug, clap::Args)]
pub struct BotArgs {
    /// The server's address: http://HOST:PORT
    #[arg(long)]
    pub server: String,
    /// Join this room and take a free seat (the host starts the game).
    /// With neither --room nor --queue, the bot waits for invitations: a
    /// host invites it by its name (`add_bot` with `account`)
    #[arg(long, conflicts_with = "queue")]
    pub room: Option<String>,
    /// Quick match: a public table of these rules (a preset name such as
    /// classic, in any case, with - or _), through `POST /api/quick`
    #[arg(long)]
    pub queue: Option<String>,
    /// The bot account's nickname (a new account is made unless
    /// --token-file names one)
    #[arg(long, default_value = "bot")]
    pub name: String,
    /// Keep the bot account here: read if the file exists, else the new
    /// account is written to it (the same bot on the leaderboard next time)
    #[arg(long)]
    pub token_file: Option<PathBuf>,
    /// Time the program has for one decision, in ms (1 to 600,000)
    #[arg(long, default_value_t = 2000,
          value_parser = clap::value_parser!(u64).range(1..=600_000))]
    pub timeout_ms: u64,
    /// Stop after this many games have ended (default: play until the
    /// room goes away or Ctrl-C)
    #[arg(long)]
    pub games: Option<u32>,
    /// The bot program and its arguments (after --)
    #[arg(last = true, required = true, num_args = 1..)]
    pub command: Vec<String>,
}

/// `uno bot`: runs until the room goes away, `--games` games ended, or
/// Ctrl-C. Errors are one line.
pub fn run(args: &BotArgs) -> Result<(), String> {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start a runtime: {e}"))?
        .block_on(async {
            tokio::select! {
                r = run_async(args) => r,
                _ = tokio::signal::ctrl_c() => {
                    eprintln!("uno bot: interrupted");
                    Ok(())
                }
            }
        })
}

/// `http://HOST:PORT` (or `HOST:PORT`) as a socket address.
pub async fn server_addr(url: &str) -> Result<SocketAddr, String> {
    let rest = if let Some(r) = url.strip_prefix("http://") {
        r
    } else if url.starts_with("https://") || url.starts_with("wss://") {
        return Err(format!(
            "--server {url}: TLS is not supported; use http:// (through a local proxy if need be)"
        ));
    } else {
        url.strip_prefix("ws://").unwrap_or(url)
    };
    let hostport = rest.split('/').next().unwrap_or("");
    if hostport.is_empty() {
        return Err(format!("--server {url:?}: expected http://HOST:PORT"));
    }
    let hostport = if hostport.contains(':') && !hostport.ends_with(']') {
        hostport.to_string()
    } else {
        format!("{hostport}:80")
    };
    let mut found = tokio::net::lookup_host(hostport.as_str())
        .await
        .map_err(|e| format!("--server {url}: {e}"))?;
    found
        .next()
        .ok_or_else(|| format!("--server {url}: no address"))
}

/// A bot account: its guest id and token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Account {
    pub player_id: i64,
    pub player_token: String,
}

/// A seat token for a room.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seated {
    pub code: String,
    pub token: String,
}

fn api_error(what: &str, status: u16, body: &Value) -> String {
    match body["error"]["message"].as_str() {
        Some(m) => format!("{what}: {m} ({status})"),
        None => format!("{what}: HTTP {status} {body}"),
    }
}

/// The bot account from `token_file`, or a new one (`POST /api/bots`),
/// written to `token_file` when given.
pub async fn account(
    addr: SocketAddr,
    name: &str,
    token_file: Option<&std::path::Path>,
) -> Result<Account, String> {
    if let Some(path) = token_file {
        if path.exists() {
            let text = std::fs::read_to_string(path)
                .map_err(|e| format!("--token-file {}: {e}", path.display()))?;
            let v: Value = serde_json::from_str(&text)
                .map_err(|e| format!("--token-file {}: {e}", path.display()))?;
            return match (v["player_id"].as_i64(), v["player_token"].as_str()) {
                (Some(id), Some(t)) => Ok(Account {
                    player_id: id,
                    player_token: t.to_string(),
                }),
                _ => Err(format!(
                    "--token-file {}: expected {{\"player_id\", \"player_token\"}}",
                    path.display()
                )),
            };
        }
    }
    let (st, v) = client::post(addr, "/api/bots", &json!({ "nickname": name }))
        .await
        .map_err(|e| format!("cannot reach the server: {e}"))?;
    if st != 201 {
        return Err(api_error("cannot make a bot account", st, &v));
    }
    let acct = match (v["player_id"].as_i64(), v["player_token"].as_str()) {
        (Some(id), Some(t)) => Account {
            player_id: id,
            player_token: t.to_string(),
        },
        _ => return Err(format!("cannot make a bot account: unexpected answer {v}")),
    };
    if let Some(path) = token_file {
        std::fs::write(path, format!("{v}\n"))
            .map_err(|e| format!("--token-file {}: {e}", path.display()))?;
    }
    Ok(acct)
}

/// Joins room `code` as the bot account and takes a free seat.
pub async fn join_room(
    addr: SocketAddr,
    code: &str,
    name: &str,
    acct: &Account,
) -> Result<Seated, String> {
    let (st, v) = client::post(
        addr,
        &format!("/api/rooms/{code}/join"),
        &json!({"nickname": name, "player_token": acct.player_token}),
    )
    .await
    .map_err(|e| format!("cannot reach the server: {e}"))?;
    if st != 200 {
        return Err(api_error(&format!("cannot join room {code}"), st, &v));
    }
    if v["seat"].is_null() {
        return Err(format!(
            "room {code} has no free seat for the bot (full, or a game is in progress)"
        ));
    }
    match (v["code"].as_str(), v["token"].as_str()) {
        (Some(c), Some(t)) => Ok(Seated {
            code: c.to_string(),
            token: t.to_string(),
        }),
        _ => Err(format!("cannot join room {code}: unexpected answer {v}")),
    }
}

/// The quick match (`POST /api/quick`): a seat at a public table of
/// `rules`. Sent: `{nickname, player_token, rules}` (the shape of the
/// `lobby` branch at the time of writing; the issue's sketch was
/// `{token, rules}` → `{room, …}`). Read: the room's code (`code` or
/// `room`) and the seat token where the answer seats the bot at once
/// (`membership.token`, or `token`); else the bot joins the room it names.
/// The one place to adapt if the endpoint's shape changes.
pub async fn quick_match(
    addr: SocketAddr,
    rules: &str,
    name: &str,
    acct: &Account,
) -> Result<Seated, String> {
    let (st, v) = client::post(
        addr,
        "/api/quick",
        &json!({"nickname": name, "player_token": acct.player_token, "rules": rules}),
    )
    .await
    .map_err(|e| format!("cannot reach the server: {e}"))?;
    if !(200..300).contains(&st) {
        return Err(api_error("quick match", st, &v));
    }
    let code = v["code"]
        .as_str()
        .or_else(|| v["room"].as_str())
        .ok_or_else(|| format!("quick match: no room in {v}"))?
        .to_string();
    match v["membership"]["token"].as_str().or(v["token"].as_str()) {
        Some(t) => Ok(Seated {
            code,
            token: t.to_string(),
        }),
        None => join_room(addr, &code, name, acct).await,
    }
}

/// `sh -c` text that runs `argv` as given (each word single-quoted).
pub fn shell_command(argv: &[String]) -> String {
    argv.iter()
        .map(|a| {
            if !a.is_empty()
                && a.chars()
                    .all(|c| c.is_ascii_alphanumeric() || "-_./=:@%+,".contains(c))
            {
                a.clone()
            } else {
                format!("'{}'", a.replace('\'', r"'\''"))
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// `--queue`'s preset as the protocol names it (`hello-kitty`), from a
/// name typed in any case with `-` or `_` (the one lookup of typed names,
/// R1, R13); checked before the server is reached.
fn queue_preset(args: &BotArgs) -> Result<Option<&'static str>, String> {
    args.queue
        .as_deref()
        .map(lookup::preset)
        .transpose()
        .map_err(|e| format!("--queue: {e}"))
}

async fn run_async(args: &BotArgs) -> Result<(), String> {
    let queue = queue_preset(args)?;
    let addr = server_addr(&args.server).await?;
    let acct = account(addr, &args.name, args.token_file.as_deref()).await?;
    let mut spec = ExternalSpec::new(&args.name, &shell_command(&args.command));
    spec.timeout = Duration::from_millis(args.timeout_ms);
    let mut bridge = Bridge::new(spec, args.games);
    let seated = match (&args.room, &args.queue) {
        (Some(code), _) => join_room(addr, code, &args.name, &acct).await?,
        (None, Some(_)) => {
            let rules = queue.expect("--queue was checked");
            quick_match(addr, rules, &args.name, &acct).await?
        }
        (None, None) => {
            eprintln!(
                "uno bot: bot account {} ({}) waits for invitations",
                acct.player_id, args.name
            );
            loop {
                let code = wait_invitation(addr, &acct).await?;
                match join_room(addr, &code, &args.name, &acct).await {
                    Ok(seated) => {
                        eprintln!("uno bot: invited to room {code}");
                        bridge.play(addr, &seated).await?;
                        if bridge.done() {
                            return Ok(());
                        }
                    }
                    Err(e) => eprintln!("uno bot: {e}"),
                }
            }
        }
    };
    eprintln!(
        "uno bot: bot account {} ({}) seated in room {}",
        acct.player_id, args.name, seated.code
    );
    bridge.play(addr, &seated).await
}

/// Asks the server for an invitation every second (which also keeps the
/// account online: docs/protocol.md "Bot accounts") until one comes; the
/// room's code.
pub async fn wait_invitation(addr: SocketAddr, acct: &Account) -> Result<String, String> {
    let auth = format!("Bearer {}", acct.player_token);
    let mut failures = 0;
    loop {
        match client::http_text_with(
            addr,
            "GET",
            "/api/bots/invitation",
            None,
            &[("Authorization", auth.as_str())],
        )
        .await
        {
            Ok((200, text)) => {
                failures = 0;
                let v: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
                if let Some(code) = v["room"].as_str() {
                    return Ok(code.to_string());
                }
            }
            Ok((st, text)) => {
                let v: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
                return Err(api_error("cannot wait for invitations", st, &v));
            }
            Err(e) => {
                failures += 1;
                if failures > 30 {
                    return Err(format!("cannot reach the server: {e}"));
                }
            }
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
}

/// How a session with the server ended.
enum End {
    /// The socket closed: reconnect.
    Dropped,
    /// Done: the room is gone, or enough games were played.
    Done,
}

/// One seat's bridge between the server and the program.
struct Bridge {
    spec: ExternalSpec,
    /// Stop after this many games.
    games: Option<u32>,
    games_over: u32,
    member: Option<u32>,
    seat: Option<Seat>,
    /// The game being played and the program playing it.
    game_id: Option<i64>,
    bot: Option<ExternalBot>,
    /// The program failed for good this game: the stand-in plays.
    given_up: bool,
    /// The stand-in makes the current decision (a refused answer); the
    /// seat is taken back with the next action of ours.
    standing_in: bool,
    /// Events for the program since its last decision.
    events: Vec<Value>,
    /// The latest state and legal actions, and whether they are new.
    state: Value,
    legal: Value,
    fresh: bool,
    next_id: u64,
    /// The stand-in holds the seat at our request (`stand_in` sent, no
    /// `act` or reconnection since): no need to ask again.
    handed_over: bool,
    /// A `sync` is on its way (one at a time).
    syncing: bool,
    /// When the last message went out (messages are paced under the
    /// server's rate limit, docs/protocol.md "Limits").
    last_sent: Option<tokio::time::Instant>,
}

/// The least time between two messages: under the server's default rate
/// (20 a second).
const PACE: Duration = Duration::from_millis(60);

impl Bridge {
    fn new(spec: ExternalSpec, games: Option<u32>) -> Bridge {
        Bridge {
            spec,
            games,
            games_over: 0,
            member: None,
            seat: None,
            game_id: None,
            bot: None,
            given_up: false,
            standing_in: false,
            events: Vec::new(),
            state: Value::Null,
            legal: Value::Null,
            fresh: false,
            next_id: 0,
            handed_over: false,
            syncing: false,
            last_sent: None,
        }
    }

    /// Plays through sessions, reconnecting a dropped socket (up to about
    /// a minute of failed tries in a row).
    async fn play(&mut self, addr: SocketAddr, seated: &Seated) -> Result<(), String> {
        let mut failures = 0u32;
        loop {
            match self.session(addr, seated).await {
                Ok(End::Done) => return Ok(()),
                Ok(End::Dropped) => failures = 0,
                Err(e) if failures >= 12 => return Err(e),
                Err(e) => {
                    failures += 1;
                    eprintln!("uno bot: {e}; reconnecting");
                }
            }
            tokio::time::sleep(Duration::from_millis(250 * u64::from(failures.min(20) + 1))).await;
        }
    }

    /// One WebSocket session: hello, then frames until the socket closes.
    async fn session(&mut self, addr: SocketAddr, seated: &Seated) -> Result<End, String> {
        let mut ws = WsClient::connect_room(addr, &seated.code)
            .await
            .map_err(|e| format!("cannot connect: {e}"))?;
        let welcome = ws
            .hello(&seated.code, &seated.token)
            .await
            .map_err(|e| format!("no welcome: {e}"))?;
        if welcome["type"] == "error" {
            let code = welcome["code"].as_str().unwrap_or("");
            let msg = welcome["message"].as_str().unwrap_or("");
            return match code {
                "no_such_room" | "bad_token" => {
                    eprintln!("uno bot: the room is gone ({msg})");
                    Ok(End::Done)
                }
                _ => Err(format!("hello refused: {msg}")),
            };
        }
        self.on_frame(&mut ws, &welcome).await?;
        loop {
            if self.done() {
                ws.close().await;
                return Ok(End::Done);
            }
            let Some(v) = ws.recv().await else {
                return Ok(End::Dropped);
            };
            if v["type"] == "bye" {
                eprintln!(
                    "uno bot: the server closed the connection: {}",
                    v["message"].as_str().unwrap_or("")
                );
                return Ok(End::Dropped);
            }
            self.on_frame(&mut ws, &v).await?;
            // Catch up with frames already here before deciding: a
            // decision is only taken on the latest state.
            while let Ok(Some(v)) = tokio::time::timeout(Duration::ZERO, ws.recv()).await {
                self.on_frame(&mut ws, &v).await?;
            }
            self.decide(&mut ws).await?;
        }
    }

    fn done(&self) -> bool {
        self.games.is_some_and(|n| self.games_over >= n)
    }

    async fn send(&mut self, ws: &mut WsClient, v: Value) -> Result<(), String> {
        if let Some(t) = self.last_sent {
            tokio::time::sleep_until(t + PACE).await;
        }
        self.last_sent = Some(tokio::time::Instant::now());
        match v["type"].as_str() {
            Some("act") => self.handed_over = false, // an act takes the seat back
            Some("stand_in") => self.handed_over = true,
            Some("sync") => self.syncing = true,
            _ => {}
        }
        ws.send(&v).await.map_err(|e| format!("send: {e}"))
    }

    /// Hands the seat to the server's stand-in, unless it holds it already.
    async fn stand_in(&mut self, ws: &mut WsClient) -> Result<(), String> {
        if self.handed_over {
            return Ok(());
        }
        self.send(ws, json!({"type": "stand_in"})).await
    }

    /// Takes in one frame from the server.
    async fn on_frame(&mut self, ws: &mut WsClient, v: &Value) -> Result<(), String> {
        match v["type"].as_str() {
            Some("welcome") => {
                self.syncing = false;
                self.member = v["you"]["member_id"].as_u64().map(|m| m as u32);
                self.seat = v["you"]["seat"].as_u64().map(|s| Seat::new(s as u8));
                let game = &v["room"]["game"];
                let id = game["game_id"].as_i64();
                if game["over"] == false {
                    self.enter_game(id);
                    // A reconnection takes the seat back from a stand-in;
                    // so may a `sync` that follows a refused `stand_in`.
                    self.handed_over = v["room"]["seats"].as_array().is_some_and(|seats| {
                        seats.iter().any(|s| {
                            s["member_id"].as_u64().map(|m| m as u32) == self.member
                                && s["bot_standing_in"] == true
                        })
                    });
                    // If the program failed for good, hand it over again.
                    if self.given_up {
                        self.stand_in(ws).await?;
                    }
                    self.standing_in = false;
                } else if id.is_some() && id == self.game_id {
                    // The game ended while the socket was down.
                    self.games_over += 1;
                    self.leave_game();
                }
                self.take_state(v);
            }
            Some("game_started") => {
                if let Some(s) = v["seats"].as_array().and_then(|seats| {
                    seats
                        .iter()
                        .find(|s| s["member_id"].as_u64().map(|m| m as u32) == self.member)
                }) {
                    self.seat = s["seat"].as_u64().map(|s| Seat::new(s as u8));
                }
                self.enter_game(v["game_id"].as_i64());
            }
            Some("update") => {
                if let Some(ev) = v["events"].as_array() {
                    self.events.extend(ev.iter().cloned());
                }
                if self.standing_in
                    && v["by"].as_u64().map(|s| Seat::new(s as u8)) == self.seat
                    && self.seat.is_some()
                {
                    // The stand-in made the decision the program could not.
                    self.standing_in = false;
                }
                self.take_state(v);
            }
            Some("game_over") => {
                self.games_over += 1;
                self.leave_game();
            }
            Some("error") => {
                // An action of ours that came too late (the state moved
                // on) or was refused: ask for the state again, once (after
                // a second when the server found us too fast).
                eprintln!(
                    "uno bot: the server refused: {}",
                    v["message"].as_str().unwrap_or("")
                );
                if !self.syncing {
                    if v["code"] == "rate_limited" {
                        tokio::time::sleep(Duration::from_secs(1)).await;
                    }
                    self.send(ws, json!({"type": "sync"})).await?;
                }
            }
            _ => {}
        }
        Ok(())
    }

    fn take_state(&mut self, v: &Value) {
        if !v["state"].is_null() {
            self.state = v["state"].clone();
            self.legal = v["legal"].clone();
            self.fresh = true;
        }
    }

    /// A new game (or the one in progress, after a reconnection).
    fn enter_game(&mut self, game_id: Option<i64>) {
        if game_id.is_some() && game_id == self.game_id {
            return;
        }
        self.leave_game();
        self.game_id = game_id;
    }

    /// The game ended: the program is told (`quit`) and stops.
    fn leave_game(&mut self) {
        self.bot = None; // Drop sends quit.
        self.game_id = None;
        self.given_up = false;
        self.standing_in = false;
        self.handed_over = false;
        self.events.clear();
    }

    /// Asks the program about the latest state, if it is new and the seat
    /// has something to decide.
    async fn decide(&mut self, ws: &mut WsClient) -> Result<(), String> {
        if !std::mem::take(&mut self.fresh) {
            return Ok(());
        }
        let Some(seat) = self.seat else {
            return Ok(());
        };
        if self.game_id.is_none()
            || self.given_up
            || self.standing_in
            || self.state["game_over"] == true
        {
            return Ok(());
        }
        // The server deals the next round by itself: `next_round` is
        // never the program's to choose.
        let legal: Vec<Action> = self
            .legal
            .as_array()
            .map(|l| {
                l.iter()
                    .filter(|a| a["do"] != "next_round")
                    .filter_map(|a| serde_json::from_value(a.clone()).ok())
                    .collect()
            })
            .unwrap_or_default();
        if legal.is_empty() {
            return Ok(());
        }
        let react = self.state["to_act"].as_u64() != Some(u64::from(seat.get()));
        let events = std::mem::take(&mut self.events);
        let state = &self.state;
        let (spec, slot) = (&self.spec, &mut self.bot);
        // The program may take up to its timeout: block this worker, not
        // the runtime's timers.
        let (choice, alive) = tokio::task::block_in_place(|| {
            let bot = slot.get_or_insert_with(|| {
                // A fresh program for each game (as in the arena).
                let players = state["players"].as_u64().unwrap_or(2) as usize;
                let seed = self.game_id.unwrap_or(0) as u64 ^ u64::from(seat.get());
                ExternalBot::start(spec.clone(), seat, players, seed)
            });
            (bot.ask(react, state, events, &legal), bot.alive())
        });
        match choice {
            Choice::Index(i) => {
                self.next_id += 1;
                let id = self.next_id;
                let action = serde_json::to_value(&legal[i]).unwrap_or(Value::Null);
                self.send(ws, json!({"type": "act", "id": id, "action": action}))
                    .await?;
            }
            Choice::Pass => {}
            Choice::Fallback if !alive => {
                // Timeout, crash, bad handshake: the stand-in plays the
                // seat for the rest of the game.
                self.given_up = true;
                self.stand_in(ws).await?;
            }
            Choice::Fallback if !react => {
                // A refused answer: the stand-in makes this decision.
                self.standing_in = true;
                self.stand_in(ws).await?;
            }
            Choice::Fallback => {} // a refused reaction: the moment passes
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `--queue` takes a preset as typed (R1, R13: the one lookup of
    /// typed names) and sends the protocol's name; an unknown one names
    /// every preset.
    #[test]
    fn the_queue_preset_is_looked_up() {
        use clap::Parser;
        #[derive(Parser)]
        struct Cli {
            #[command(flatten)]
            bot: BotArgs,
        }
        let parse = |extra: &[&str]| {
            let mut argv = vec!["bot", "--server", "http://127.0.0.1:1"];
            argv.extend_from_slice(extra);
            argv.extend(["--", "true"]);
            Cli::try_parse_from(argv).unwrap().bot
        };
        for typed in ["Hello_Kitty", "hello-kitty", "HELLO-KITTY"] {
            let a = parse(&["--queue", typed]);
            assert_eq!(queue_preset(&a), Ok(Some("hello-kitty")), "{typed}");
        }
        let e = queue_preset(&parse(&["--queue", "Poker_Night"])).unwrap_err();
        assert!(
            e.starts_with("--queue: unknown rules preset \"Poker_Night\"; expected one of: "),
            "{e}"
        );
        for name in uno_core::Rules::preset_names() {
            assert!(e.contains(name), "{e}");
        }
        assert_eq!(queue_preset(&parse(&[])), Ok(None));
    }

    #[test]
    fn shell_words_are_quoted() {
        let argv: Vec<String> = ["python3", "my bot.py", "it's", "--x=1"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(shell_command(&argv), r"python3 'my bot.py' 'it'\''s' --x=1");
        assert_eq!(shell_command(&["".to_string()]), "''");
    }

    #[test]
    fn server_addresses() {
        client::block_on(async {
            assert_eq!(
                server_addr("http://127.0.0.1:8080").await.unwrap(),
                "127.0.0.1:8080".parse().unwrap()
            );
            assert_eq!(
                server_addr("127.0.0.1:9000/").await.unwrap(),
                "127.0.0.1:9000".parse().unwrap()
            );
            assert!(server_addr("https://example.org")
                .await
                .unwrap_err()
                .contains("TLS"));
            assert!(server_addr("http://").await.is_err());
        });
    }
}
