//! The wire protocol (docs/protocol.md): client messages and their parser,
//! server messages, and the stable error codes.
//!
//! Every message is one JSON object with a `type`. Client messages may
//! carry an `id` (echoed in the reply, for correlation) and a `v` (the
//! protocol version; only `hello` must carry it). Server messages always
//! carry `v`.
//!
//! Game state and events only ever appear here as [`SeatView`] and
//! [`SeenEvent`]: the engine's projections for one viewer. Nothing else in
//! this module can hold a card.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use uno_core::{Action, RulesSpec, Seat, SeatView, SeenEvent};

use crate::ids::{GameId, MemberId, RoomCode};

/// The protocol version this server speaks.
pub const PROTOCOL_VERSION: u32 = 1;

/// What is wrong with a rules value: the English text (the error's
/// `message`) and, when the engine found it, the same in no language
/// (`uno_core::Problem`: sent as the error's `reason` and `args`, which
/// the page words in its reader's language, issue 32).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesDetail {
    pub text: String,
    pub problem: Option<uno_core::Problem>,
}

impl std::fmt::Display for RulesDetail {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

impl From<String> for RulesDetail {
    fn from(text: String) -> RulesDetail {
        RulesDetail {
            text,
            problem: None,
        }
    }
}

impl From<uno_core::rules::RulesError> for RulesDetail {
    fn from(e: uno_core::rules::RulesError) -> RulesDetail {
        RulesDetail {
            text: e.to_string(),
            problem: Some(e.problem()),
        }
    }
}

impl From<uno_core::SetupError> for RulesDetail {
    fn from(e: uno_core::SetupError) -> RulesDetail {
        // Through a rules error, the text without its "invalid rules: ".
        let text = match &e {
            uno_core::SetupError::Rules(r) => r.to_string(),
            other => other.to_string(),
        };
        RulesDetail {
            text,
            problem: Some(e.problem()),
        }
    }
}

/// Why a client message or request was refused. Each has a stable code
/// (docs/protocol.md lists them). A refused message never changes state.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ErrorCode {
    #[error("the message is not valid JSON: {0}")]
    BadJson(String),
    #[error("unknown message type {0:?}")]
    UnknownType(String),
    #[error("malformed message: {0}")]
    BadMessage(String),
    #[error("unsupported protocol version {0} (this server speaks {PROTOCOL_VERSION})")]
    UnsupportedVersion(u64),
    #[error("the message is larger than {0} bytes")]
    MessageTooLarge(usize),
    #[error("too many messages: at most {0} per second")]
    RateLimited(u32),
    #[error("send hello with a seat token first")]
    NotAuthenticated,
    #[error("this connection is already authenticated")]
    AlreadyAuthenticated,
    #[error("unknown or wrong token")]
    BadToken,
    #[error("no room with that code")]
    NoSuchRoom,
    #[error("only the host can do that")]
    NotHost,
    #[error("you do not hold a seat in this game")]
    NotSeated,
    #[error("a game is in progress")]
    GameInProgress,
    #[error("no game is in progress")]
    NoGame,
    #[error("that seat is taken")]
    SeatTaken,
    #[error("no such seat")]
    BadSeat,
    #[error("you already hold a seat")]
    AlreadySeated,
    #[error("the room is full")]
    RoomFull,
    /// Too many public rooms or quick matches (issue 21).
    #[error("too many requests: at most {0} a minute; try again shortly")]
    TooManyRequests(u32),
    #[error("too many rooms: at most {0} per client")]
    TooManyRooms(usize),
    #[error("too many new bot accounts: at most {0} an hour per client")]
    TooManyBots(usize),
    #[error("no bot account of that name is waiting for invitations")]
    BotOffline,
    #[error("the server holds as many rooms as it may")]
    ServerFull,
    #[error("invalid nickname: {0}")]
    InvalidNickname(&'static str),
    #[error("invalid chat message: {0}")]
    InvalidChat(&'static str),
    #[error("invalid rules: {0}")]
    InvalidRules(RulesDetail),
    #[error("invalid room settings: {0}")]
    InvalidSettings(String),
    /// Issue 31: hints are for private, unrated rooms only.
    #[error("hints are not allowed in a {0} room (only in private, unrated rooms)")]
    HintsNotAllowed(&'static str),
    /// `hint` in a room whose host has not allowed hints (issue 31).
    #[error("this room does not allow hints (its host can allow them in the lobby, for private, unrated games)")]
    HintsOff,
    /// `hint` when the sender's seat has no decision to make.
    #[error("you have no decision to make right now")]
    NoDecision,
    #[error("a game needs 2 to 10 seats; the table has {0}")]
    NotEnoughPlayers(usize),
    #[error("the game is not over")]
    GameNotOver,
    #[error("no finished game with that id")]
    NoSuchGame,
    #[error("no player with that id")]
    NoSuchPlayer,
    #[error("not found")]
    NotFound,
    /// An HTTP method the path does not take.
    #[error("method not allowed")]
    MethodNotAllowed,
    /// A request to `/ws` that is not a valid WebSocket upgrade.
    #[error("not a WebSocket upgrade: {0}")]
    BadUpgrade(&'static str),
    /// The engine rejected the action: its own code (R4.4).
    #[error("{message}")]
    Rejected { code: &'static str, message: String },
    /// Several instances share the database and another one drives this
    /// room (docs/protocol.md, docs/scaling.md): `owner` is its address,
    /// empty where this instance has just lost the room and does not know
    /// who took it.
    #[error(
        "another server instance drives this room{}; retry through the load balancer",
        owner_note(.owner)
    )]
    WrongInstance { owner: String },
    /// The database cannot store anything now (a full disk, a read-only
    /// file): the request changed nothing; it may be made again once the
    /// operator has freed space (docs/protocol.md, docs/scaling.md).
    #[error("the server cannot store anything right now (its disk is full or its database read-only); nothing changed: try again shortly")]
    StorageUnavailable,
    /// The server is shutting down (SIGTERM): it takes no new room;
    /// connect again in a moment (docs/scaling.md).
    #[error("the server is shutting down; try again in a moment")]
    ShuttingDown,
    /// The daily deal (crate::daily): this identity has played (or
    /// started) the day's deal already; one attempt a day.
    #[error("you have already played today's deal (one attempt a day); see the day's table")]
    DailyAlreadyPlayed,
    /// A daily deal's game before its day is over: its secrets, its
    /// scenario and its replay (except the player's own) wait for the reveal.
    #[error("this daily deal is revealed when its day (UTC) is over")]
    DailyNotRevealed,
    /// A day with no daily deal (not a date, in the future, or none was dealt).
    #[error("no daily deal for that day (days are YYYY-MM-DD, UTC, up to today)")]
    NoSuchDay,
    /// Analyses (crate::analysis): too many of the player's own queued.
    #[error("you have {0} analyses waiting already; ask again when one is done")]
    AnalysisLimit(usize),
    /// The analysis queue is full.
    #[error("the server has too many analyses waiting; try again in a few minutes")]
    AnalysisBusy,
    /// No analysis was asked for this seat of this game.
    #[error("no analysis of your seat in this game was asked for")]
    NoAnalysis,
    #[error("internal error")]
    Internal,
}

impl ErrorCode {
    pub fn code(&self) -> &'static str {
        match self {
            ErrorCode::BadJson(_) => "bad_json",
            ErrorCode::UnknownType(_) => "unknown_type",
            ErrorCode::BadMessage(_) => "bad_message",
            ErrorCode::UnsupportedVersion(_) => "unsupported_version",
            ErrorCode::MessageTooLarge(_) => "message_too_large",
            ErrorCode::RateLimited(_) | ErrorCode::TooManyRequests(_) => "rate_limited",
            ErrorCode::NotAuthenticated => "not_authenticated",
            ErrorCode::AlreadyAuthenticated => "already_authenticated",
            ErrorCode::BadToken => "bad_token",
            ErrorCode::NoSuchRoom => "no_such_room",
            ErrorCode::NotHost => "not_host",
            ErrorCode::NotSeated => "not_seated",
            ErrorCode::GameInProgress => "game_in_progress",
            ErrorCode::NoGame => "no_game",
            ErrorCode::SeatTaken => "seat_taken",
            ErrorCode::BadSeat => "bad_seat",
            ErrorCode::AlreadySeated => "already_seated",
            ErrorCode::RoomFull => "room_full",
            ErrorCode::TooManyRooms(_) => "too_many_rooms",
            ErrorCode::TooManyBots(_) => "too_many_bots",
            ErrorCode::BotOffline => "bot_offline",
            ErrorCode::ServerFull => "server_full",
            ErrorCode::InvalidNickname(_) => "invalid_nickname",
            ErrorCode::InvalidChat(_) => "invalid_chat",
            ErrorCode::InvalidRules(_) => "invalid_rules",
            ErrorCode::InvalidSettings(_) => "invalid_settings",
            ErrorCode::HintsNotAllowed(_) => "hints_not_allowed",
            ErrorCode::HintsOff => "hints_off",
            ErrorCode::NoDecision => "no_decision",
            ErrorCode::NotEnoughPlayers(_) => "not_enough_players",
            ErrorCode::GameNotOver => "game_not_over",
            ErrorCode::NoSuchGame => "no_such_game",
            ErrorCode::NoSuchPlayer => "no_such_player",
            ErrorCode::NotFound => "not_found",
            ErrorCode::MethodNotAllowed => "method_not_allowed",
            ErrorCode::BadUpgrade(_) => "bad_upgrade",
            ErrorCode::Rejected { code, .. } => code,
            ErrorCode::WrongInstance { .. } => "wrong_instance",
            ErrorCode::StorageUnavailable => "storage_unavailable",
            ErrorCode::ShuttingDown => "shutting_down",
            ErrorCode::DailyAlreadyPlayed => "daily_already_played",
            ErrorCode::DailyNotRevealed => "daily_not_revealed",
            ErrorCode::NoSuchDay => "no_such_day",
            ErrorCode::AnalysisLimit(_) => "analysis_limit",
            ErrorCode::AnalysisBusy => "analysis_busy",
            ErrorCode::NoAnalysis => "no_analysis",
            ErrorCode::Internal => "internal",
        }
    }

    /// The instance that drives the room, for `wrong_instance` (none when
    /// it is not known).
    pub fn owner(&self) -> Option<&str> {
        match self {
            ErrorCode::WrongInstance { owner } if !owner.is_empty() => Some(owner),
            _ => None,
        }
    }

    /// The refusal in no language (`reason` and `args` on the wire), for
    /// rules the engine refused.
    pub fn problem(&self) -> Option<&uno_core::Problem> {
        match self {
            ErrorCode::InvalidRules(d) => d.problem.as_ref(),
            _ => None,
        }
    }

    /// The HTTP status for this error in the JSON API.
    pub fn http_status(&self) -> u16 {
        match self {
            ErrorCode::BadToken | ErrorCode::NotAuthenticated => 401,
            ErrorCode::NotHost | ErrorCode::NotSeated | ErrorCode::DailyNotRevealed => 403,
            ErrorCode::NoSuchRoom
            | ErrorCode::NoSuchDay
            | ErrorCode::NoSuchGame
            | ErrorCode::NoSuchPlayer
            | ErrorCode::NoAnalysis
            | ErrorCode::BotOffline
            | ErrorCode::NotFound => 404,
            ErrorCode::MethodNotAllowed => 405,
            ErrorCode::MessageTooLarge(_) => 413,
            ErrorCode::BadUpgrade(_) => 426,
            ErrorCode::RateLimited(_)
            | ErrorCode::TooManyRequests(_)
            | ErrorCode::TooManyRooms(_)
            | ErrorCode::TooManyBots(_)
            | ErrorCode::AnalysisLimit(_) => 429,
            ErrorCode::ServerFull
            | ErrorCode::StorageUnavailable
            | ErrorCode::ShuttingDown
            | ErrorCode::AnalysisBusy => 503,
            ErrorCode::Internal => 500,
            // 421 Misdirected Request: this instance does not serve the room.
            ErrorCode::WrongInstance { .. } => 421,
            ErrorCode::GameInProgress
            | ErrorCode::NoGame
            | ErrorCode::SeatTaken
            | ErrorCode::RoomFull
            | ErrorCode::AlreadySeated
            | ErrorCode::DailyAlreadyPlayed
            | ErrorCode::GameNotOver => 409,
            _ => 400,
        }
    }

    pub fn rejected(e: &uno_core::ActionError) -> ErrorCode {
        ErrorCode::Rejected {
            code: e.code(),
            message: e.to_string(),
        }
    }
}

/// ` (ADDRESS)` for a known owner of a room, else nothing.
fn owner_note(owner: &str) -> String {
    if owner.is_empty() {
        String::new()
    } else {
        format!(" ({owner})")
    }
}

// ----- client messages --------------------------------------------------------

/// A message from a client, as parsed by [`parse_client`].
#[derive(Clone, Debug, PartialEq)]
pub struct ClientMsg {
    /// The client's correlation id, echoed in the reply.
    pub id: Option<u64>,
    pub body: ClientBody,
}

/// The message types a client may send.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ClientBody {
    /// Authenticate this connection for a room with a seat token.
    Hello {
        room: String,
        token: String,
    },
    /// An action for the client's own seat (the engine's action form).
    Act {
        action: Action,
    },
    /// Take a seat in the lobby (the first free one if `seat` is absent).
    TakeSeat {
        #[serde(default)]
        seat: Option<u8>,
    },
    /// Give up one's lobby seat and watch.
    LeaveSeat,
    /// Host: add a bot (`easy`, `medium`, `hard`, `learned`), or with
    /// `account`, invite the online bot account of that name (`uno bot`
    /// waiting for invitations; docs/protocol.md "Bot accounts").
    AddBot {
        #[serde(default)]
        level: String,
        #[serde(default)]
        seat: Option<u8>,
        #[serde(default)]
        account: Option<String>,
    },
    /// Host: remove a seat (a bot, or a player, who then watches).
    RemoveSeat {
        seat: u8,
    },
    /// Host: move the occupant of seat `from` to seat `to` (others shift).
    MoveSeat {
        from: u8,
        to: u8,
    },
    /// Host: change the rules or the turn timer in the lobby.
    Configure {
        /// A rules object (R14), read by the command (`invalid_rules`
        /// when it does not load).
        #[serde(default)]
        rules: Option<Value>,
        #[serde(default)]
        turn_timer_s: Option<u32>,
        /// List the room in the public lobby, or stop listing it.
        #[serde(default)]
        public: Option<bool>,
        /// Allow hints (issue 31): private, unrated rooms only.
        #[serde(default)]
        hints: Option<bool>,
    },
    /// Host: hand the host role to another member.
    TransferHost {
        member_id: MemberId,
    },
    /// Host: start the game with the seated players and bots.
    Start,
    /// Host: after a game, start another with the same table.
    Rematch,
    /// Take one's seat back from the bot that stood in.
    Resume,
    /// Hand one's seat to the stand-in bot (`medium`) until `resume`: what
    /// `uno bot` does when its program fails (docs/bot-protocol.md).
    StandIn,
    /// Plain-text chat to the room.
    Chat {
        text: String,
    },
    /// Ask for the full state again.
    Sync,
    /// The coach's choice for the sender's decision at hand, from the
    /// sender's seat's view only (issue 31; rooms with `hints`).
    Hint,
    Ping,
}

/// Every `type` a client may send.
pub const CLIENT_TYPES: &[&str] = &[
    "hello",
    "act",
    "take_seat",
    "leave_seat",
    "add_bot",
    "remove_seat",
    "move_seat",
    "configure",
    "transfer_host",
    "start",
    "rematch",
    "resume",
    "stand_in",
    "chat",
    "sync",
    "hint",
    "ping",
];

/// Parses one text frame. Errors are typed; nothing here panics on any
/// input (a proptest fuzzes it).
pub fn parse_client(text: &str, max_bytes: usize) -> Result<ClientMsg, (Option<u64>, ErrorCode)> {
    if text.len() > max_bytes {
        return Err((None, ErrorCode::MessageTooLarge(max_bytes)));
    }
    let value: Value =
        serde_json::from_str(text).map_err(|e| (None, ErrorCode::BadJson(e.to_string())))?;
    let Value::Object(map) = &value else {
        return Err((
            None,
            ErrorCode::BadMessage("a message is a JSON object".into()),
        ));
    };
    let id = match map.get("id") {
        None | Some(Value::Null) => None,
        Some(v) => match v.as_u64() {
            Some(n) => Some(n),
            None => {
                return Err((
                    None,
                    ErrorCode::BadMessage("id must be a non-negative integer".into()),
                ))
            }
        },
    };
    match map.get("v") {
        None | Some(Value::Null) => {}
        Some(v) => match v.as_u64() {
            Some(n) if n == PROTOCOL_VERSION as u64 => {}
            Some(n) => return Err((id, ErrorCode::UnsupportedVersion(n))),
            None => return Err((id, ErrorCode::BadMessage("v must be an integer".into()))),
        },
    }
    let ty = match map.get("type") {
        Some(Value::String(t)) => t.as_str(),
        Some(_) => return Err((id, ErrorCode::BadMessage("type must be a string".into()))),
        None => return Err((id, ErrorCode::BadMessage("missing type".into()))),
    };
    if !CLIENT_TYPES.contains(&ty) {
        let mut shown: String = ty.chars().take(40).collect();
        if shown.len() < ty.len() {
            shown.push('…');
        }
        return Err((id, ErrorCode::UnknownType(shown)));
    }
    if ty == "hello" && map.get("v").is_none() {
        return Err((id, ErrorCode::BadMessage("hello must carry v".into())));
    }
    let body =
        ClientBody::deserialize(value).map_err(|e| (id, ErrorCode::BadMessage(e.to_string())))?;
    Ok(ClientMsg { id, body })
}

// ----- server messages --------------------------------------------------------

/// A seat as everyone may see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    pub seat: Seat,
    /// `player` or `bot`.
    pub kind: String,
    pub nickname: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub member_id: Option<MemberId>,
    /// The bot level, for a bot seat.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub level: Option<String>,
    pub connected: bool,
    /// A bot stands in for the absent or idle player (R: turn timer).
    pub bot_standing_in: bool,
    /// The player is a bot account (`uno bot`, docs/bot-protocol.md
    /// "Playing online"): shown with a bot badge.
    #[serde(default)]
    pub bot_account: bool,
}

/// A room member as everyone may see it (no tokens).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MemberInfo {
    pub member_id: MemberId,
    pub nickname: String,
    pub host: bool,
    pub connected: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seat: Option<Seat>,
    /// A bot account (`uno bot`): shown with a bot badge.
    #[serde(default)]
    pub bot_account: bool,
}

/// Public facts of the game in progress (or just finished).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameInfo {
    pub game_id: GameId,
    pub game_no: u32,
    /// The game commitment (to the engine seed and salt key), published
    /// before any card.
    pub commitment: String,
    pub seq: u64,
    pub over: bool,
    /// The round being played (or just ended) and its commitment.
    #[serde(default)]
    pub round: u32,
    #[serde(default)]
    pub round_commitment: String,
    /// The current round's seed and salt, once that round is over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round_reveal: Option<RoundReveal>,
    /// The engine seed and salt key, revealed once the game is over.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seed: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub salt: Option<String>,
}

/// One round's seed and salt, revealed when the round ends, with the
/// commitment they open (`fair`, docs/protocol.md "Seed commitments").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundReveal {
    pub round: u32,
    /// The round seed, in decimal.
    pub seed: String,
    pub salt: String,
    pub commitment: String,
}

/// The public state of a room.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RoomInfo {
    pub code: RoomCode,
    pub share_path: String,
    /// `lobby`, `playing` or `finished`.
    pub status: String,
    pub rules: RulesSpec,
    pub turn_timer_s: u32,
    /// Listed in the public lobby (`GET /api/lobby`).
    #[serde(default)]
    pub public: bool,
    /// A quick-match table: its size, its bots, when they fill in.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub quick: Option<QuickInfo>,
    /// Hints allowed (issue 31): a `hint` is answered; games are unrated.
    #[serde(default)]
    pub hints: bool,
    /// The table: in the lobby the seats for the next game, else the game's.
    pub seats: Vec<SeatInfo>,
    pub members: Vec<MemberInfo>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game: Option<GameInfo>,
}

/// A quick-match table as clients see it in the room state (issue 21).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuickInfo {
    pub seats: u32,
    pub bots: String,
    pub preset: String,
    /// Milliseconds until bots fill the empty seats and the game starts
    /// (while the table waits and someone is at it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fill_in_ms: Option<u64>,
}

/// Who the connection is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct You {
    pub member_id: MemberId,
    pub nickname: String,
    pub host: bool,
    /// The seat in the game in progress, or in the lobby.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seat: Option<Seat>,
}

/// Messages the server sends (serialize only; tests read them as JSON).
#[derive(Clone, Debug, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMsg<'a> {
    /// The reply to `hello` and to `sync`: everything the viewer may know.
    Welcome {
        v: u32,
        #[serde(skip_serializing_if = "Option::is_none")]
        id: Option<u64>,
        you: &'a You,
        room: &'a RoomInfo,
        #[serde(skip_serializing_if = "Option::is_none")]
        state: Option<&'a SeatView>,
        #[serde(skip_serializing_if = "Option::is_none")]
        legal: Option<&'a [Action]>,
        #[serde(skip_serializing_if = "Option::is_none")]
        deadline_ms: Option<u64>,
        /// Between rounds: milliseconds until the next round is dealt by
        /// itself (the round pause), as in `update`.
        #[serde(skip_serializing_if = "Option::is_none")]
        next_round_ms: Option<u64>,
    },
    /// The room changed (seats, members, rules, connections).
    Room { v: u32, room: &'a RoomInfo },
    /// A game started: the seed's commitment comes before any card.
    GameStarted {
        v: u32,
        game_id: GameId,
        game_no: u32,
        commitment: String,
        seats: &'a [SeatInfo],
    },
    /// One applied action: its events and the resulting state, both
    /// projected for this viewer; `legal` are this seat's actions now.
    Update {
        v: u32,
        /// The number of actions applied in this game so far.
        seq: u64,
        /// The seat whose action this was (absent for the deal at the start).
        #[serde(skip_serializing_if = "Option::is_none")]
        by: Option<Seat>,
        /// Set on the update that answers the client's own `act` (its id).
        #[serde(skip_serializing_if = "Option::is_none")]
        ack: Option<u64>,
        events: &'a [SeenEvent],
        state: &'a SeatView,
        #[serde(skip_serializing_if = "Option::is_none")]
        legal: Option<&'a [Action]>,
        /// Milliseconds the seat to act has left, when a turn timer runs.
        #[serde(skip_serializing_if = "Option::is_none")]
        deadline_ms: Option<u64>,
        /// Between rounds: milliseconds until the server deals the next
        /// round by itself (the round pause, `--round-pause-ms`), so that a
        /// client can count down.
        #[serde(skip_serializing_if = "Option::is_none")]
        next_round_ms: Option<u64>,
        /// The game commitment, repeated on every update that starts a round.
        #[serde(skip_serializing_if = "Option::is_none")]
        commitment: Option<&'a str>,
        /// On an update that starts a round: the round and its commitment.
        #[serde(skip_serializing_if = "Option::is_none")]
        round: Option<u32>,
        #[serde(skip_serializing_if = "Option::is_none")]
        round_commitment: Option<&'a str>,
        /// On an update that ends a round: that round's seed and salt.
        #[serde(skip_serializing_if = "Option::is_none")]
        round_reveal: Option<&'a RoundReveal>,
    },
    /// The game ended: the seed is revealed so anyone can check the deal.
    GameOver {
        v: u32,
        game_id: GameId,
        winners: &'a [Seat],
        scores: &'a [i64],
        /// Absent for a daily deal's game until its day is over (crate::daily).
        #[serde(skip_serializing_if = "Option::is_none")]
        seed: Option<String>,
        #[serde(skip_serializing_if = "Option::is_none")]
        salt: Option<String>,
        commitment: String,
        replay: String,
    },
    /// To the host at the end of a game.
    RematchOffer { v: u32 },
    /// A catch was received and is held for the grace window (ms).
    Held {
        v: u32,
        #[serde(skip_serializing_if = "Option::is_none")]
        id: Option<u64>,
        release_in_ms: u64,
    },
    Chat {
        v: u32,
        member_id: MemberId,
        nickname: &'a str,
        text: &'a str,
    },
    Ok {
        v: u32,
        #[serde(skip_serializing_if = "Option::is_none")]
        id: Option<u64>,
    },
    Pong {
        v: u32,
        #[serde(skip_serializing_if = "Option::is_none")]
        id: Option<u64>,
    },
    /// The answer to `hint`: the coach's best action and its estimated
    /// chance to win the round, then the other candidates, best first.
    Hint {
        v: u32,
        #[serde(skip_serializing_if = "Option::is_none")]
        id: Option<u64>,
        action: &'a Action,
        win: f64,
        others: Vec<HintOption<'a>>,
    },
    Error {
        v: u32,
        #[serde(skip_serializing_if = "Option::is_none")]
        id: Option<u64>,
        code: &'a str,
        message: String,
        /// `wrong_instance`: the address of the instance that drives the room.
        #[serde(skip_serializing_if = "Option::is_none")]
        owner: Option<&'a str>,
        /// `invalid_rules` from the engine: `reason` and `args`
        /// (`uno_core::Problem`), for the client to word.
        #[serde(flatten, skip_serializing_if = "Option::is_none")]
        problem: Option<&'a uno_core::Problem>,
    },
    /// Sent just before the server closes the connection, saying why.
    Bye {
        v: u32,
        code: &'a str,
        message: &'a str,
    },
}

/// One candidate of a [`ServerMsg::Hint`].
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct HintOption<'a> {
    pub action: &'a Action,
    pub win: f64,
}

impl ServerMsg<'_> {
    pub fn to_text(&self) -> String {
        serde_json::to_string(self).expect("server messages always serialize")
    }
}

/// An error message for `id`.
pub fn error_text(id: Option<u64>, e: &ErrorCode) -> String {
    ServerMsg::Error {
        v: PROTOCOL_VERSION,
        id,
        code: e.code(),
        message: e.to_string(),
        owner: e.owner(),
        problem: e.problem(),
    }
    .to_text()
}

/// The check shared by nicknames: 1–24 characters of plain text.
pub fn check_nickname(raw: &str) -> Result<String, ErrorCode> {
    let nick = raw.trim();
    let n = nick.chars().count();
    if n == 0 {
        return Err(ErrorCode::InvalidNickname("empty"));
    }
    if n > MAX_NICKNAME_CHARS {
        return Err(ErrorCode::InvalidNickname("longer than 24 characters"));
    }
    if nick.chars().any(|c| forbidden_char(c) || blank_looking(c)) {
        return Err(ErrorCode::InvalidNickname(
            "control, invisible, blank-looking or formatting characters",
        ));
    }
    if nick.contains(['<', '>', '&', '"', '\'', '`']) {
        return Err(ErrorCode::InvalidNickname(
            "markup characters (< > & \" ' `)",
        ));
    }
    Ok(nick.to_string())
}

/// Longest nickname, in characters.
pub const MAX_NICKNAME_CHARS: usize = 24;
/// Longest chat message, in characters.
pub const MAX_CHAT_CHARS: usize = 300;

/// Chat is plain text: no control or invisible formatting characters.
pub fn check_chat(raw: &str) -> Result<String, ErrorCode> {
    let text = raw.trim();
    if text.is_empty() {
        return Err(ErrorCode::InvalidChat("empty"));
    }
    if text.chars().count() > MAX_CHAT_CHARS {
        return Err(ErrorCode::InvalidChat("longer than 300 characters"));
    }
    // Emoji presentation selectors are the one default-ignorable kind a
    // chat line may carry ("❤️" is U+2764 U+FE0F); nicknames refuse them.
    let emoji_style = |c: char| matches!(c, '\u{FE0E}' | '\u{FE0F}');
    if text.chars().any(|c| forbidden_char(c) && !emoji_style(c)) {
        return Err(ErrorCode::InvalidChat(
            "control, invisible or formatting characters",
        ));
    }
    Ok(text.to_string())
}

/// Characters refused in any text: controls (Cc), Unicode's
/// default-ignorable code points, and the other format characters (Cf).
fn forbidden_char(c: char) -> bool {
    c.is_control() || in_table(DEFAULT_IGNORABLE, c) || in_table(OTHER_FORMAT, c)
}

/// Characters refused in nicknames besides [`forbidden_char`]s: those that
/// look blank or render as nothing of their own (a nickname must be told
/// apart from another at a glance).
fn blank_looking(c: char) -> bool {
    (c.is_whitespace() && c != ' ') || in_table(BLANK_LOOKING, c)
}

fn in_table(table: &[(u32, u32)], c: char) -> bool {
    let c = c as u32;
    table
        .binary_search_by(|&(lo, hi)| {
            if hi < c {
                std::cmp::Ordering::Less
            } else if lo > c {
                std::cmp::Ordering::Greater
            } else {
                std::cmp::Ordering::Equal
            }
        })
        .is_ok()
}

/// Unicode's `Default_Ignorable_Code_Point` property (DerivedCoreProperties.txt),
/// as sorted inclusive ranges: code points that render as nothing when a
/// font lacks them (soft hyphen, combining grapheme joiner, Hangul
/// fillers, zero-width characters, bidi controls, variation selectors,
/// tags…). The set has been the same since Unicode 6.1;
/// `perl scripts/unicode-tables.pl` prints it from the Unicode data Perl
/// ships, to compare.
const DEFAULT_IGNORABLE: &[(u32, u32)] = &[
    (0x00AD, 0x00AD),
    (0x034F, 0x034F),
    (0x061C, 0x061C),
    (0x115F, 0x1160),
    (0x17B4, 0x17B5),
    (0x180B, 0x180F),
    (0x200B, 0x200F),
    (0x202A, 0x202E),
    (0x2060, 0x206F),
    (0x3164, 0x3164),
    (0xFE00, 0xFE0F),
    (0xFEFF, 0xFEFF),
    (0xFFA0, 0xFFA0),
    (0xFFF0, 0xFFF8),
    (0x1BCA0, 0x1BCA3),
    (0x1D173, 0x1D17A),
    (0xE0000, 0xE0FFF),
];

/// Format characters (general category Cf) that are not default-ignorable
/// (prepended concatenation marks, interlinear annotation controls,
/// Egyptian hieroglyph format controls), sorted inclusive ranges from the
/// same data (Unicode 15 added U+13439–U+1343F to the last range).
const OTHER_FORMAT: &[(u32, u32)] = &[
    (0x0600, 0x0605),
    (0x06DD, 0x06DD),
    (0x070F, 0x070F),
    (0x0890, 0x0891),
    (0x08E2, 0x08E2),
    (0xFFF9, 0xFFFB),
    (0x110BD, 0x110BD),
    (0x110CD, 0x110CD),
    (0x13430, 0x1343F),
];

/// Blank-looking characters that are neither whitespace nor
/// default-ignorable: the Braille blank, the null notehead, the object
/// replacement character, and the private-use areas (no standard glyph at
/// all). Sorted inclusive ranges.
const BLANK_LOOKING: &[(u32, u32)] = &[
    (0x2800, 0x2800),    // BRAILLE PATTERN BLANK
    (0xE000, 0xF8FF),    // private use
    (0xFFFC, 0xFFFC),    // OBJECT REPLACEMENT CHARACTER
    (0x1D159, 0x1D159),  // MUSICAL SYMBOL NULL NOTEHEAD
    (0xF0000, 0x10FFFF), // supplementary private use areas
];

/// The `id` of a client message, when it is one a parse would find (for
/// naming a message that was dropped unread: `rate_limited`).
pub fn peek_id(text: &str, max_bytes: usize) -> Option<u64> {
    #[derive(Deserialize)]
    struct Id {
        id: Option<u64>,
    }
    // Only an object (serde would read a struct from `[1]` too).
    if text.len() > max_bytes || !text.trim_start().starts_with('{') {
        return None;
    }
    serde_json::from_str::<Id>(text).ok()?.id
}

#[cfg(test)]
mod tests;
