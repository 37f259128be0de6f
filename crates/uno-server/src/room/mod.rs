//! One room: its members, its lobby (the seats of the next game) and its
//! game. A room is one task ([`Room::run`]) that owns all of it and takes
//! commands one at a time from a channel, so actions are applied strictly
//! in the order they arrive, each committed to the database before anyone
//! hears of its result.
//!
//! Out-of-turn fairness (docs/protocol.md "Fairness"): a `catch` of a
//! player exposed less than `uno_grace` ago is held until the grace window
//! ends; the exposed player's own `uno` call, if it arrives in the
//! meantime, is applied first. A held catch is released early, in arrival
//! order, when an action that would close the window (R10.2) arrives.
//!
//! Timers: the turn timer acts for a player whose time runs out (draw,
//! then keep; the mildest answer to any other decision); after
//! `timeouts_before_bot` expiries in a row, or a disconnection longer than
//! `disconnect_grace`, a bot stands in until the player returns. A room
//! nobody is connected to is paused: no timer runs and no bot moves.
//!
//! Where things are:
//! - this file: the room's state (members, seats, the live game), the
//!   commands it takes from the hub and the connections ([`RoomCmd`]), and
//!   the task's loop;
//! - [`cmd`]: the client commands, one file each (parse, then apply);
//! - `lobby`: joining, the seats of the next game, the host role;
//! - `play`: dealing, the fairness window, applying an action, the end;
//! - `deal`: the deal on shared tables and the bots' view of events;
//! - `timers`: deadlines and what is due when they come;
//! - `standin`: bot seats and bots standing in for absent players;
//! - `broadcast`: the room state, `welcome` and `update` per receiver;
//! - `persist`: a new room, a stored room brought back (replay);
//! - `public`: public tables' lobby rows, quick tables' bots and start;
//! - `shared`: what every room shares with the hub (database,
//!   configuration, counters, the map of loaded rooms).

mod bot_accounts;
mod broadcast;
mod cmd;
mod deal;
mod lobby;
mod persist;
mod play;
mod public;
mod shared;
mod standin;
mod timers;

pub use public::{new_row, QuickSettings, QUICK_SEATS};
pub(crate) use shared::{Entry, Shared, Stats};

use std::sync::Arc;
use std::time::Duration;

use futures_channel::mpsc;
use futures_util::StreamExt;
use serde::{Deserialize, Serialize};
use tokio::sync::oneshot;
use tokio::time::Instant;
use uno_bots::{Bot, Level};
use uno_core::{Action, Game, Rules, RulesSpec, Seat, Turns};

use crate::fair;
use crate::protocol::{error_text, ClientMsg, ErrorCode, RoomInfo, RoundReveal};

/// The `bye` message of a room whose lease this instance lost.
pub const LEASE_LOST_MESSAGE: &str =
    "this server instance no longer drives the room; reconnect through the load balancer";

/// The `bye` message of a room whose server is shutting down (SIGTERM):
/// the same code as a lost lease, `wrong_instance`, so clients reconnect.
pub const SHUTDOWN_MESSAGE: &str =
    "this server is shutting down; reconnect in a moment (to its restart or through the load balancer)";

/// Most seats at a table (R2.1).
pub const MAX_SEATS: usize = 10;

/// The seat at position `i` of the lobby or the table (R2.1: a room has
/// at most [`MAX_SEATS`], so every position is a seat number).
pub(super) fn lobby_seat(i: usize) -> Seat {
    Seat::try_from(i).expect("a room has at most ten seats (R2.1)")
}

/// What a connection receives from its room.
#[derive(Clone, Debug)]
pub enum Out {
    Text(Arc<str>),
    /// A last message (a `bye`), then the connection closes with this
    /// WebSocket close code and reason.
    Close {
        text: Arc<str>,
        ws_code: u16,
        reason: &'static str,
    },
}

/// A connection attached to a member. Its queue is a `futures-channel`
/// one: it allocates per queued message, not a block of slots up front,
/// so an idle connection costs a few hundred bytes (docs/scaling.md).
#[derive(Clone, Debug)]
pub struct Conn {
    pub id: u64,
    pub tx: mpsc::Sender<Out>,
    /// The `id` of the `hello` that attaches it, echoed in the `welcome`.
    pub hello_id: Option<u64>,
}

/// A connection as a member holds it (the `hello`'s id is not kept).
#[derive(Debug)]
struct Attached {
    id: u64,
    tx: mpsc::Sender<Out>,
}

/// Who a message in [`Room::send_all`] is for.
#[derive(Clone, Copy)]
struct Recipient {
    member: u32,
    host: bool,
    conn: u64,
}

/// The answer to a join.
#[derive(Clone, Debug)]
pub struct Joined {
    pub member_id: u32,
    pub token: String,
    pub seat: Option<Seat>,
}

/// Commands a room takes.
pub enum RoomCmd {
    Join {
        nickname: String,
        guest_id: i64,
        spectator: bool,
        /// The guest is a bot account (its seat shows a bot badge).
        bot_account: bool,
        reply: oneshot::Sender<Result<Joined, ErrorCode>>,
    },
    Attach {
        token_hash: [u8; 32],
        conn: Conn,
        reply: oneshot::Sender<Result<u32, ErrorCode>>,
    },
    Detach {
        member: u32,
        conn: u64,
    },
    Msg {
        member: u32,
        conn: u64,
        msg: Box<ClientMsg>,
        /// When the frame reached the connection task.
        arrived: Instant,
    },
    Info {
        reply: oneshot::Sender<RoomInfo>,
    },
    /// This instance lost the room's lease (docs/scaling.md): the room
    /// closes its connections and its task ends.
    LeaseLost,
    /// The server is shutting down ([`crate::Hub::drain`]): the room
    /// applies what it holds back (UNO catches in their window), closes
    /// its connections as after a lost lease (so that clients reconnect)
    /// and its task ends; what it has committed is where a restarted
    /// server or another instance takes it up.
    Shutdown,
}

/// Who holds a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Occupant {
    Member(u32),
    Bot(String),
}

/// A room's settings as stored.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Settings {
    pub rules: RulesSpec,
    pub turn_timer_s: u32,
    /// Listed in the public lobby (room/public.rs).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub public: bool,
    /// A quick-match table (room/public.rs).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub quick: Option<QuickSettings>,
}

/// A seat of a started game as stored.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct SeatRecord {
    occupant: Occupant,
    nickname: String,
    #[serde(default)]
    guest_id: Option<i64>,
}

/// Turn timer values a room accepts (0: off).
pub fn check_turn_timer(s: u32) -> Result<u32, ErrorCode> {
    if s == 0 || (5..=3600).contains(&s) {
        Ok(s)
    } else {
        Err(ErrorCode::InvalidSettings(
            "turn_timer_s is 0 (off) or 5 to 3600".into(),
        ))
    }
}

/// Rules are checked when a room is created, not only at Start: a room
/// may seat up to ten (R2.1), so its deck must deal every seat a hand and
/// turn a first card (R2.3). The refusal is Start's own message.
pub fn check_deals_full_table(rules: &Rules) -> Result<(), ErrorCode> {
    rules
        .check_deal(MAX_SEATS)
        .map_err(|e| ErrorCode::InvalidRules(e.to_string()))
}

/// Bot levels a host may seat.
pub fn parse_level(s: &str) -> Result<Level, ErrorCode> {
    match s.parse::<Level>() {
        Ok(l @ (Level::Easy | Level::Medium | Level::Hard | Level::Learned | Level::Random)) => {
            Ok(l)
        }
        _ => Err(ErrorCode::BadMessage(format!(
            "unknown bot level {:?} (random, easy, medium, hard or learned)",
            s.chars().take(20).collect::<String>()
        ))),
    }
}

struct Member {
    id: u32,
    guest_id: i64,
    nickname: String,
    token_hash: [u8; 32],
    host: bool,
    conns: Vec<Attached>,
    /// Since when this member has had no connection (None: connected).
    away_since: Option<Instant>,
    /// A bot account (`POST /api/bots`, `uno bot`): shown with a bot badge.
    bot_account: bool,
}

struct SeatCtl {
    occupant: Occupant,
    nickname: String,
    guest_id: Option<i64>,
    /// The bot playing this seat: a bot seat's own, or one standing in.
    bot: Option<Box<dyn Bot>>,
    standing_in: bool,
    timeouts: u32,
    away_since: Option<Instant>,
}

impl SeatCtl {
    fn member(&self) -> Option<u32> {
        match self.occupant {
            Occupant::Member(m) => Some(m),
            Occupant::Bot(_) => None,
        }
    }
}

/// Where an action came from.
#[derive(Clone, Copy, Debug)]
enum Origin {
    Client {
        conn: u64,
        id: Option<u64>,
        /// When its frame reached the connection (the round trip's start).
        arrived: Instant,
    },
    Bot,
    Server,
}

struct Held {
    seat: Seat,
    action: Action,
    origin: Origin,
    release_at: Instant,
}

struct Live {
    id: i64,
    game_no: u32,
    game: Game,
    seed: u64,
    salt: String,
    commitment: String,
    seats: Vec<SeatCtl>,
    seq: u64,
    over: bool,
    held: Vec<Held>,
    /// The exposed seat and since when (R10.2).
    exposed: Option<(Seat, Instant)>,
    /// The seat whose turn timer runs, and its deadline.
    turn: Option<(Seat, Instant)>,
    round_pause: Option<Instant>,
    bot_due: Option<Instant>,
    /// Whose decision comes next (the engine's one turn loop; `standin`).
    turns: Turns,
}

impl Live {
    /// The current round's commitment (fair.rs).
    fn round_commitment(&self) -> String {
        fair::round_commitment(self.seed, &self.salt, self.game.round())
    }

    /// The current round's seed and salt, once the round is over.
    fn round_reveal(&self) -> Option<RoundReveal> {
        self.game
            .round_over()
            .then(|| fair::round_reveal(self.seed, &self.salt, self.game.round()))
    }

    fn seat_of(&self, member: u32) -> Option<Seat> {
        self.seats
            .iter()
            .position(|c| c.occupant == Occupant::Member(member))
            .map(lobby_seat)
    }
}

pub(crate) struct Room {
    code: String,
    shared: Arc<Shared>,
    rules: Rules,
    rules_spec: RulesSpec,
    turn_timer_s: u32,
    members: Vec<Member>,
    lobby: Vec<Occupant>,
    live: Option<Box<Live>>,
    last_game_no: u32,
    /// When the last connection left (for unloading).
    idle_since: Option<Instant>,
    gen: u64,
    /// A loaded game that ended before its record was written.
    pending_finish: bool,
    /// This instance no longer holds the room's lease (a write was refused
    /// with `NotOwner`, or the hub's renewal found it gone): the task
    /// closes every connection and ends after the current command.
    lease_lost: bool,
    /// The server is shutting down: like `lease_lost`, the task closes
    /// every connection (telling clients to reconnect) and ends.
    shutting_down: bool,
    /// The end of the last game, when the database refused to record it
    /// (full, read-only): written before the next game starts.
    unrecorded_end: Option<Box<crate::store::Write>>,
    /// Public tables and quick match (`public`).
    public: public::PublicState,
}

impl Room {
    fn member(&self, id: u32) -> Option<&Member> {
        self.members.iter().find(|m| m.id == id)
    }

    fn connected(&self) -> bool {
        self.members.iter().any(|m| !m.conns.is_empty())
    }

    fn member_connected(&self, id: u32) -> bool {
        self.member(id).is_some_and(|m| !m.conns.is_empty())
    }

    fn playing(&self) -> bool {
        self.live.as_ref().is_some_and(|l| !l.over)
    }

    fn status(&self) -> &'static str {
        match &self.live {
            None => "lobby",
            Some(l) if l.over => "finished",
            Some(_) => "playing",
        }
    }

    fn host(&self, member: u32) -> Result<(), ErrorCode> {
        if self.member(member).is_some_and(|m| m.host) {
            Ok(())
        } else {
            Err(ErrorCode::NotHost)
        }
    }

    /// The member's seat: in the game (even a finished one), else in the lobby.
    fn seat_of(&self, member: u32) -> Option<Seat> {
        match &self.live {
            Some(l) => l.seat_of(member),
            None => self
                .lobby
                .iter()
                .position(|o| *o == Occupant::Member(member))
                .map(lobby_seat),
        }
    }

    /// Whether `member` holds a seat (in the lobby or the game).
    fn seated(&self, member: u32) -> bool {
        self.lobby.contains(&Occupant::Member(member))
            || self
                .live
                .as_ref()
                .is_some_and(|l| l.seat_of(member).is_some())
    }

    // ----- the task -------------------------------------------------------------

    pub(crate) async fn run(mut self: Box<Self>, mut rx: mpsc::Receiver<RoomCmd>) {
        if self.pending_finish {
            self.pending_finish = false;
            Box::pin(self.finish()).await;
        }
        loop {
            let deadline = self.next_deadline();
            let far = Instant::now() + Duration::from_secs(86_400);
            let unload = tokio::select! {
                // The handlers' state lives on the heap only while they
                // run: an idle room keeps just its own fields.
                cmd = rx.next() => match cmd {
                    Some(cmd) => {
                        Box::pin(self.handle(cmd)).await;
                        false
                    }
                    None => break,
                },
                _ = tokio::time::sleep_until(deadline.unwrap_or(far)), if deadline.is_some() => {
                    Box::pin(self.on_timer()).await
                }
            };
            if !unload {
                self.sync_public().await;
            }
            if self.lease_lost || self.shutting_down {
                self.close_for_lost_lease();
            }
            if unload || self.lease_lost || self.shutting_down {
                // Unloading: refuse what is queued (callers retry and
                // load the room again from the database, or meet
                // `wrong_instance` where another instance holds it).
                rx.close();
                while rx.try_recv().is_ok() {}
                break;
            }
        }
    }

    /// A database error of a room write, as the client hears it. A write
    /// refused because this instance lost the room's lease marks the room
    /// for closing ([`Room::close_for_lost_lease`]) and is `wrong_instance`
    /// (owner unknown here): nothing was changed, and the request may be
    /// made again through the balancer ([`crate::Hub::join`] retries it).
    fn db_err(&mut self, e: &crate::store::StoreError) -> ErrorCode {
        match e {
            crate::store::StoreError::NotOwner => {
                self.lease_lost = true;
                ErrorCode::WrongInstance {
                    owner: String::new(),
                }
            }
            // A full disk, a read-only file, the database gone: nothing
            // was stored, and the room's state is as before (issue 22);
            // the one mapping (crate::errors).
            e => crate::errors::store_code(e),
        }
    }

    /// This instance no longer drives the room: every connection gets a
    /// `bye` with code `wrong_instance` and is closed (WebSocket 1012), so
    /// that its client reconnects through the load balancer to the
    /// instance that holds the room now (docs/protocol.md "Several
    /// instances"). The room leaves the hub's map; its state stays in the
    /// database, where the new holder loads it from.
    ///
    /// A server shutting down closes its rooms the same way (with
    /// [`SHUTDOWN_MESSAGE`]): the page and `uno loadtest` reconnect, to the
    /// restarted server or through the balancer to another instance.
    fn close_for_lost_lease(&mut self) {
        let message = if self.lease_lost {
            tracing::warn!(room = %self.code, "lease lost: closing the room's connections");
            LEASE_LOST_MESSAGE
        } else {
            tracing::debug!(room = %self.code, "shutting down: closing the room's connections");
            SHUTDOWN_MESSAGE
        };
        let text: Arc<str> = crate::protocol::ServerMsg::Bye {
            v: crate::protocol::PROTOCOL_VERSION,
            code: "wrong_instance",
            message,
        }
        .to_text()
        .into();
        for m in self.members.iter_mut() {
            for c in m.conns.drain(..) {
                let mut tx = c.tx;
                let _ = tx.try_send(Out::Close {
                    text: text.clone(),
                    ws_code: 1012,
                    reason: "wrong_instance",
                });
            }
        }
        self.shared.unload(&self.code, self.gen);
    }

    // ----- commands ---------------------------------------------------------------

    async fn handle(&mut self, cmd: RoomCmd) {
        match cmd {
            RoomCmd::Join {
                nickname,
                guest_id,
                spectator,
                bot_account,
                reply,
            } => {
                let r = self.join(nickname, guest_id, spectator, bot_account).await;
                let _ = reply.send(r);
            }
            RoomCmd::Attach {
                token_hash,
                conn,
                reply,
            } => {
                let Some(i) = self
                    .members
                    .iter()
                    .position(|m| fair::same_hash(&m.token_hash, &token_hash))
                else {
                    let _ = reply.send(Err(ErrorCode::BadToken));
                    return;
                };
                let was_connected = self.connected();
                let member = self.members[i].id;
                let Conn {
                    id: conn_id,
                    tx,
                    hello_id,
                } = conn;
                self.members[i].conns.push(Attached { id: conn_id, tx });
                self.members[i].away_since = None;
                if reply.send(Ok(member)).is_err() {
                    self.drop_conn(member, conn_id);
                    return;
                }
                let now = Instant::now();
                self.idle_since = None;
                if !was_connected {
                    self.resume(now);
                }
                if let Some(seat) = self.live.as_ref().and_then(|l| l.seat_of(member)) {
                    self.take_back(seat);
                }
                self.send_welcome(member, conn_id, hello_id);
                self.broadcast_room();
            }
            RoomCmd::Detach { member, conn } => {
                self.drop_conn(member, conn);
                self.broadcast_room();
            }
            RoomCmd::Msg {
                member,
                conn,
                msg,
                arrived,
            } => {
                let from = cmd::Caller {
                    member,
                    conn,
                    id: msg.id,
                    arrived,
                };
                if let Err(e) = cmd::run(self, from, msg.body).await {
                    // A lost lease is not the client's error: the room
                    // closes the connection with `wrong_instance` instead.
                    if !self.lease_lost {
                        self.send_to(member, conn, error_text(from.id, &e));
                    }
                }
            }
            RoomCmd::Info { reply } => {
                let _ = reply.send(self.info());
            }
            RoomCmd::LeaseLost => self.lease_lost = true,
            RoomCmd::Shutdown => {
                // Catches held in their fairness window were answered
                // `held`: apply them now rather than drop them.
                self.flush_held().await;
                self.shutting_down = true;
            }
        }
    }
}
