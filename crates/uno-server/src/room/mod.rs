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
//! The room is a reducer: its life is one [`Stage`] value (lobby,
//! playing, over, closing), a command goes in and what must happen comes
//! out as data: [`Step`]s still to do (an action to apply, a bot's turn,
//! a timer's move), store writes, messages queued for connections
//! ([`Outgoing`]) and deadlines kept in the state. Only the task's driver
//! loop (`driver`) awaits the store and delivers messages: it applies one
//! step, then asks what is next, so play, timers and bots never call each
//! other round in a loop.
//!
//! Where things are:
//! - this file: the room's state (members, seats, the stage and its live
//!   game), the commands it takes from the hub and the connections
//!   ([`RoomCmd`]);
//! - `driver`: the task's loop, the one place that performs steps, store
//!   writes and deliveries;
//! - [`cmd`]: the client commands, one file each (parse, then apply);
//! - `save`: a change saved by the driver before anyone hears of it
//!   (seats, settings, the host role, a member joining, a new game);
//! - `lobby`: joining, the seats of the next game, the host role;
//! - `start`: dealing a game (start, rematch, quick and daily tables);
//! - `play`: the fairness window, applying an action, the end;
//! - `deal`: the deal on shared tables and the bots' view of events;
//! - `timers`: deadlines and what is due when they come;
//! - `hint`: a player's coach answering `hint` (rooms with hints);
//! - `standin`: bot seats and bots standing in for absent players;
//! - `broadcast`: the room state, `welcome` and `update` per receiver;
//! - `persist`: a new room, a stored room brought back (replay);
//! - `public`: public tables' lobby rows, quick tables' bots and start;
//! - `shared`: what every room shares with the hub (database,
//!   configuration, counters, the map of loaded rooms).
//!
//! The room's logic is tested in paused time without sockets in
//! `crate::room_tests` (through the hub, which a test inside this module
//! could not import without an import circle).

mod bot_accounts;
mod broadcast;
mod cmd;
mod daily;
mod deal;
mod driver;
mod hint;
mod lobby;
mod persist;
mod play;
mod public;
mod save;
mod shared;
mod standin;
mod start;
mod timers;

pub use crate::seating::{Occupant, SeatRecord, Settings};
pub use public::{new_row, QuickSettings, QUICK_SEATS};
pub(crate) use shared::{Entry, Shared, Stats};

use driver::Step;

use std::collections::VecDeque;
use std::sync::Arc;

use futures_channel::mpsc;
use tokio::sync::oneshot;
use tokio::time::Instant;
use uno_bots::{Bot, Level, SeatRunner};
use uno_core::{Action, Rules, RulesSpec, Seat, Table};

use crate::fair;
use crate::ids::{ConnId, GameId, GuestId, MemberId, RoomCode};
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
    pub id: ConnId,
    pub tx: mpsc::Sender<Out>,
    /// The `id` of the `hello` that attaches it, echoed in the `welcome`.
    pub hello_id: Option<u64>,
}

/// A connection as a member holds it (the `hello`'s id is not kept).
#[derive(Debug)]
struct Attached {
    id: ConnId,
    tx: mpsc::Sender<Out>,
}

/// A message queued for one connection; the driver delivers it after the
/// step that made it (a connection whose queue is full is dropped then).
#[derive(Debug)]
pub struct Outgoing {
    pub member: MemberId,
    pub conn: ConnId,
    pub text: Arc<str>,
}

/// Who sent a client command (`cmd`): the member, the connection, and the message's
/// `id` that the answer carries.
#[derive(Clone, Copy, Debug)]
pub(in crate::room) struct Caller {
    pub(in crate::room) member: MemberId,
    pub(in crate::room) conn: ConnId,
    pub(in crate::room) id: Option<u64>,
    /// When the message's frame reached the connection task.
    pub(in crate::room) arrived: tokio::time::Instant,
}

/// Why a room's task ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Closing {
    /// This instance lost the room's lease (a write refused with
    /// `NotOwner`, or the hub's renewal found it gone): connections get
    /// the `wrong_instance` bye with [`LEASE_LOST_MESSAGE`].
    LeaseLost,
    /// The server is shutting down: the same bye, [`SHUTDOWN_MESSAGE`].
    Shutdown,
    /// Nobody has been here for `idle_unload`: the room unloads (no
    /// connection is left to tell).
    Idle,
}

/// The room's life, one value: what used to be flags
/// (`pending_finish`, `lease_lost`, `shutting_down`, `unrecorded_end`,
/// `live.over`) is which stage the room is in and what that stage holds.
enum Stage {
    /// Seating the first game.
    Lobby,
    /// A game is being played. (A stored game loaded after its last
    /// action but before its record is finished by the driver first.)
    Playing(Box<Live>),
    /// The last game is over; the lobby seats the next one (rematch).
    /// `unrecorded`: its end, when the database refused to record it
    /// (full, read-only), written before the next game starts.
    Over {
        game: Box<Live>,
        unrecorded: Option<Box<crate::store::Write>>,
    },
    /// The task closes its connections and ends after this step.
    Closing(Closing),
}

/// Who a message in [`Room::send_all`] is for.
#[derive(Clone, Copy)]
struct Recipient {
    member: MemberId,
    host: bool,
    conn: ConnId,
}

/// The answer to a join.
#[derive(Clone, Debug)]
pub struct Joined {
    pub member_id: MemberId,
    pub token: String,
    pub seat: Option<Seat>,
}

/// Commands a room takes.
pub enum RoomCmd {
    Join {
        nickname: String,
        guest_id: GuestId,
        spectator: bool,
        /// The guest is a bot account (its seat shows a bot badge).
        bot_account: bool,
        reply: oneshot::Sender<Result<Joined, ErrorCode>>,
    },
    Attach {
        token_hash: [u8; 32],
        conn: Conn,
        reply: oneshot::Sender<Result<MemberId, ErrorCode>>,
    },
    Detach {
        member: MemberId,
        conn: ConnId,
    },
    Msg {
        member: MemberId,
        conn: ConnId,
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
    /// A player deleted their account (`POST /api/account/delete`,
    /// [`crate::Hub::forget_guest`]): the room names that guest's members
    /// `anonymous` from now on, in the lobby, at the table and in what it
    /// writes next (its listing row, the game's seats and results), and
    /// answers once its memory holds the new name.
    Forget {
        guest: GuestId,
        reply: oneshot::Sender<()>,
    },
    /// The server is shutting down ([`crate::Hub::drain`]): the room
    /// applies what it holds back (UNO catches in their window), closes
    /// its connections as after a lost lease (so that clients reconnect)
    /// and its task ends; what it has committed is where a restarted
    /// server or another instance takes it up.
    Shutdown,
}

/// Hints (issue 31) are for private rooms only, whose games are then not
/// rated (store/ratings.rs): refused with `hints_not_allowed` for a
/// public room or a quick match.
pub(crate) fn check_hints(hints: bool, public: bool, quick: bool) -> Result<(), ErrorCode> {
    match (hints, quick, public) {
        (true, true, _) => Err(ErrorCode::HintsNotAllowed("quick-match")),
        (true, false, true) => Err(ErrorCode::HintsNotAllowed("public")),
        _ => Ok(()),
    }
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
        .map_err(|e| ErrorCode::InvalidRules(e.into()))
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
    id: MemberId,
    guest_id: GuestId,
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
    guest_id: Option<GuestId>,
    /// The bot playing this seat: a bot seat's own, or one standing in.
    bot: Option<Box<dyn Bot>>,
    /// A player's coach in a room with hints (issue 31): fed the events
    /// projected for this seat, as a bot is, and asked by `hint`.
    coach: Option<Box<uno_bots::coach::Coach>>,
    standing_in: bool,
    timeouts: u32,
    away_since: Option<Instant>,
}

impl SeatCtl {
    fn member(&self) -> Option<MemberId> {
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
        conn: ConnId,
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
    id: GameId,
    game_no: u32,
    seed: u64,
    salt: String,
    commitment: String,
    seats: Vec<SeatCtl>,
    seq: u64,
    held: Vec<Held>,
    /// The exposed seat and since when (R10.2).
    exposed: Option<(Seat, Instant)>,
    /// The seat whose turn timer runs, and its deadline.
    turn: Option<(Seat, Instant)>,
    round_pause: Option<Instant>,
    bot_due: Option<Instant>,
    /// A daily deal's game (room/daily.rs): its seed and salt (and each
    /// round's) are not revealed when it ends, but when its day is over.
    sealed: bool,
    /// The game and whose decision comes next (the engine's table
    /// contract: applying an action keeps the turn bookkeeping itself).
    table: Table,
    /// How the seats' bots are asked and shown their events (the seat
    /// runner every front end uses), seated again when a bot stands in
    /// or leaves.
    runner: SeatRunner,
}

impl Live {
    /// The current round's commitment (fair.rs).
    fn round_commitment(&self) -> String {
        fair::round_commitment(self.seed, &self.salt, self.table.game().round())
    }

    /// The current round's seed and salt, once the round is over.
    fn round_reveal(&self) -> Option<RoundReveal> {
        (self.table.game().round_over() && !self.sealed)
            .then(|| fair::round_reveal(self.seed, &self.salt, self.table.game().round()))
    }

    fn seat_of(&self, member: MemberId) -> Option<Seat> {
        self.seats
            .iter()
            .position(|c| c.occupant == Occupant::Member(member))
            .map(lobby_seat)
    }
}

pub(crate) struct Room {
    code: RoomCode,
    shared: Arc<Shared>,
    rules: Rules,
    rules_spec: RulesSpec,
    turn_timer_s: u32,
    members: Vec<Member>,
    lobby: Vec<Occupant>,
    /// Lobby, playing, over or closing (with the game where there is one).
    stage: Stage,
    last_game_no: u32,
    /// When the last connection left (for unloading).
    idle_since: Option<Instant>,
    gen: u64,
    /// Public tables and quick match (`public`).
    public: public::PublicState,
    /// Steps still to do, in order (the driver takes them one by one).
    todo: VecDeque<Step>,
    /// Messages made by the current step, delivered by the driver.
    outbox: Vec<Outgoing>,
}

impl Room {
    fn member(&self, id: MemberId) -> Option<&Member> {
        self.members.iter().find(|m| m.id == id)
    }

    fn connected(&self) -> bool {
        self.members.iter().any(|m| !m.conns.is_empty())
    }

    fn member_connected(&self, id: MemberId) -> bool {
        self.member(id).is_some_and(|m| !m.conns.is_empty())
    }

    fn playing(&self) -> bool {
        matches!(self.stage, Stage::Playing(_))
    }

    fn over(&self) -> bool {
        matches!(self.stage, Stage::Over { .. })
    }

    fn closing(&self) -> bool {
        matches!(self.stage, Stage::Closing(_))
    }

    /// The game being played or the last one (over).
    fn live(&self) -> Option<&Live> {
        match &self.stage {
            Stage::Playing(l) | Stage::Over { game: l, .. } => Some(l),
            Stage::Lobby | Stage::Closing(_) => None,
        }
    }

    fn live_mut(&mut self) -> Option<&mut Live> {
        match &mut self.stage {
            Stage::Playing(l) | Stage::Over { game: l, .. } => Some(l),
            Stage::Lobby | Stage::Closing(_) => None,
        }
    }

    /// The game being played (not one that is over).
    fn playing_mut(&mut self) -> Option<&mut Live> {
        match &mut self.stage {
            Stage::Playing(l) => Some(l),
            _ => None,
        }
    }

    /// The task will end: closes with `why` unless it is closing already.
    fn close(&mut self, why: Closing) {
        if !self.closing() {
            self.stage = Stage::Closing(why);
        }
    }

    fn status(&self) -> &'static str {
        match &self.stage {
            Stage::Lobby => "lobby",
            Stage::Over { .. } => "finished",
            Stage::Playing(_) => "playing",
            Stage::Closing(_) => "closing",
        }
    }

    fn host(&self, member: MemberId) -> Result<(), ErrorCode> {
        if self.member(member).is_some_and(|m| m.host) {
            Ok(())
        } else {
            Err(ErrorCode::NotHost)
        }
    }

    /// The member's seat: in the game (even a finished one), else in the lobby.
    fn seat_of(&self, member: MemberId) -> Option<Seat> {
        match self.live() {
            Some(l) => l.seat_of(member),
            None => self
                .lobby
                .iter()
                .position(|o| *o == Occupant::Member(member))
                .map(lobby_seat),
        }
    }

    /// Whether `member` holds a seat (in the lobby or the game).
    fn seated(&self, member: MemberId) -> bool {
        self.lobby.contains(&Occupant::Member(member))
            || self.live().is_some_and(|l| l.seat_of(member).is_some())
    }

    /// A database error of a room write, as the client hears it. A write
    /// refused because this instance lost the room's lease marks the room
    /// for closing ([`Room::close_for_lost_lease`]) and is `wrong_instance`
    /// (owner unknown here): nothing was changed, and the request may be
    /// made again through the balancer ([`crate::Hub::join`] retries it).
    fn db_err(&mut self, e: &crate::store::StoreError) -> ErrorCode {
        match e {
            crate::store::StoreError::NotOwner => {
                self.close(Closing::LeaseLost);
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

    // ----- commands ---------------------------------------------------------------

    fn handle(&mut self, cmd: RoomCmd) {
        match cmd {
            RoomCmd::Join {
                nickname,
                guest_id,
                spectator,
                bot_account,
                reply,
            } => self.join(nickname, guest_id, spectator, bot_account, reply),
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
                if let Some(seat) = self.live().and_then(|l| l.seat_of(member)) {
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
                if let Err(e) = cmd::run(self, from, msg.body) {
                    // A lost lease is not the client's error: the room
                    // closes the connection with `wrong_instance` instead.
                    if !self.closing() {
                        self.send_to(member, conn, error_text(from.id, &e));
                    }
                }
            }
            RoomCmd::Info { reply } => {
                let _ = reply.send(self.info());
            }
            RoomCmd::Forget { guest, reply } => {
                self.forget(guest);
                let _ = reply.send(());
            }
            RoomCmd::LeaseLost => self.close(Closing::LeaseLost),
            RoomCmd::Shutdown => {
                // Catches held in their fairness window were answered
                // `held`: apply them now rather than drop them.
                self.todo.push_back(Step::FlushHeld);
                self.todo.push_back(Step::Close(Closing::Shutdown));
            }
        }
    }
}
