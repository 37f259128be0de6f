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

use std::sync::Arc;
use std::time::Duration;

use futures_channel::mpsc;
use futures_util::StreamExt;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use serde::{Deserialize, Serialize};
use tokio::sync::oneshot;
use tokio::time::Instant;
use uno_bots::{make_bot, Bot, Level};
use uno_core::game::Phase;
use uno_core::{Action, Color, Event, EventKind, Game, Rules, RulesSpec, Seat, Viewer};

use crate::fair;
use crate::hub::Shared;
use crate::protocol::{
    check_chat, error_text, ClientBody, ClientMsg, ErrorCode, GameInfo, MemberInfo, RoomInfo,
    RoundReveal, SeatInfo, ServerMsg, You, PROTOCOL_VERSION as V,
};
use crate::store::{NewGame, RoomRecord, SeatResult, Write};

/// Most seats at a table (R2.1).
pub const MAX_SEATS: usize = 10;

/// What a connection receives from its room.
#[derive(Clone, Debug)]
pub enum Out {
    Text(Arc<str>),
}

/// A connection attached to a member. Its queue is a `futures-channel`
/// one: it allocates per queued message, not a block of slots up front,
/// so an idle connection costs a few hundred bytes (docs/scaling.md).
#[derive(Clone, Debug)]
pub struct Conn {
    pub id: u64,
    pub tx: mpsc::Sender<Out>,
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
    pub seat: Option<u8>,
}

/// Commands a room takes.
pub enum RoomCmd {
    Join {
        nickname: String,
        guest_id: i64,
        spectator: bool,
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
    },
    Info {
        reply: oneshot::Sender<RoomInfo>,
    },
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

/// Bot levels a host may seat.
pub fn parse_level(s: &str) -> Result<Level, ErrorCode> {
    match s.parse::<Level>() {
        Ok(l @ (Level::Easy | Level::Medium | Level::Hard | Level::Random)) => Ok(l),
        _ => Err(ErrorCode::BadMessage(format!(
            "unknown bot level {:?} (easy, medium or hard)",
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
    conns: Vec<Conn>,
    /// Since when this member has had no connection (None: connected).
    away_since: Option<Instant>,
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
    Client { conn: u64, id: Option<u64> },
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
    rng: Pcg64Mcg,
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
            .map(|s| s as Seat)
    }
}

fn bot_seed(seed: u64, seat: usize, salt: u64) -> u64 {
    seed ^ (0x9E37_79B9_7F4A_7C15u64.wrapping_mul(seat as u64 + 1)) ^ salt
}

/// What the server does for a player whose turn timer ran out.
fn timeout_action(g: &Game, seat: Seat) -> Option<Action> {
    if g.to_act() != Some(seat) {
        return None;
    }
    Some(match g.phase() {
        Phase::Turn { .. } => Action::Draw,
        Phase::PlayOrPass { .. } => Action::Pass,
        Phase::AcceptOrChallenge { .. } => Action::Accept,
        Phase::StackOrDraw { .. } => Action::Draw,
        Phase::ChooseColor { .. } => {
            let hand = g.hand(seat);
            let color = Color::ALL
                .into_iter()
                .max_by_key(|c| hand.iter().filter(|card| card.color() == Some(*c)).count())
                .unwrap_or(Color::Red);
            Action::ChooseColor { color }
        }
        Phase::ChoosePlayer { .. } => {
            let mut legal = Vec::new();
            g.legal_actions(seat, &mut legal);
            legal
                .into_iter()
                .find(|a| matches!(a, Action::ChoosePlayer { .. }))?
        }
        Phase::ComplyOrPenalty { .. } => Action::Penalty,
        Phase::RoundOver | Phase::GameOver => return None,
    })
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
}

/// A bot's name at the table: "medium bot", or "medium bot 2" when the
/// table has more than one bot of its level (numbered in seat order).
fn bot_nickname(lobby: &[Occupant], seat: usize) -> String {
    let Some(Occupant::Bot(level)) = lobby.get(seat) else {
        return String::new();
    };
    let same = |o: &Occupant| matches!(o, Occupant::Bot(l) if l == level);
    if lobby.iter().filter(|o| same(o)).count() < 2 {
        return format!("{level} bot");
    }
    let k = lobby[..=seat].iter().filter(|o| same(o)).count();
    format!("{level} bot {k}")
}

fn lobby_json(lobby: &[Occupant]) -> String {
    serde_json::to_string(lobby).expect("json")
}

impl Room {
    /// A new room with its host as its only member.
    pub(crate) fn new(
        code: String,
        shared: Arc<Shared>,
        gen: u64,
        rules: Rules,
        turn_timer_s: u32,
        host: (u32, i64, String, [u8; 32]),
        host_seated: bool,
    ) -> Room {
        let (id, guest_id, nickname, token_hash) = host;
        Room {
            code,
            shared,
            rules_spec: rules.to_spec(),
            rules,
            turn_timer_s,
            members: vec![Member {
                id,
                guest_id,
                nickname,
                token_hash,
                host: true,
                conns: Vec::new(),
                away_since: Some(Instant::now()),
            }],
            lobby: if host_seated {
                vec![Occupant::Member(id)]
            } else {
                Vec::new()
            },
            live: None,
            last_game_no: 0,
            idle_since: Some(Instant::now()),
            gen,
            pending_finish: false,
        }
    }

    /// Brings a stored room back: the game in progress is replayed from
    /// its seed and action log through the engine.
    pub(crate) fn load(rec: RoomRecord, shared: Arc<Shared>, gen: u64) -> Result<Room, String> {
        let settings: Settings =
            serde_json::from_str(&rec.settings).map_err(|e| format!("settings: {e}"))?;
        let rules = settings
            .rules
            .resolve()
            .map_err(|e| format!("rules: {e}"))?;
        let lobby: Vec<Occupant> =
            serde_json::from_str(&rec.lobby).map_err(|e| format!("lobby: {e}"))?;
        let members = rec
            .members
            .into_iter()
            .map(|m| Member {
                id: m.id,
                guest_id: m.guest_id,
                nickname: m.nickname,
                token_hash: m.token_hash,
                host: m.host,
                conns: Vec::new(),
                away_since: Some(Instant::now()),
            })
            .collect();
        let mut room = Room {
            code: rec.code,
            shared,
            rules_spec: rules.to_spec(),
            rules,
            turn_timer_s: settings.turn_timer_s,
            members,
            lobby,
            live: None,
            last_game_no: rec.last_game_no,
            idle_since: Some(Instant::now()),
            gen,
            pending_finish: false,
        };
        if let Some(g) = rec.game {
            let rules = RulesSpec::resolve(
                &serde_json::from_str(&g.rules).map_err(|e| format!("game rules: {e}"))?,
            )
            .map_err(|e| format!("game rules: {e}"))?;
            let seats: Vec<SeatRecord> =
                serde_json::from_str(&g.seats).map_err(|e| format!("game seats: {e}"))?;
            let (mut game, mut events) = deal(&room.shared, &rules, g.players, g.seed)
                .map_err(|e| format!("game {}: {e}", g.id))?;
            let mut ctls = room.seat_ctls(seats, g.seed);
            feed(&mut ctls, &events);
            for (i, (seat, action)) in g.actions.iter().enumerate() {
                events.clear();
                game.apply(*seat, action, &mut events).map_err(|e| {
                    format!(
                        "game {}: action {i} ({action}) by seat {seat} rejected on replay: {e}",
                        g.id
                    )
                })?;
                feed(&mut ctls, &events);
            }
            let seq = g.actions.len() as u64;
            let over = game.game_over();
            let exposed = game.exposed().map(|s| (s, Instant::now()));
            room.live = Some(Box::new(Live {
                id: g.id,
                game_no: g.game_no,
                game,
                seed: g.seed,
                salt: g.salt,
                commitment: g.commitment,
                seats: ctls,
                seq,
                over: false,
                held: Vec::new(),
                exposed,
                turn: None,
                round_pause: None,
                bot_due: None,
                rng: Pcg64Mcg::seed_from_u64(g.seed ^ seq),
            }));
            if over {
                // The process stopped between the last action and the
                // game's record: finish it now.
                room.pending_finish = true;
            }
        }
        Ok(room)
    }
}

/// Deals a game on shared compiled tables, with its start-up events.
/// (`Game::from_compiled` has no event sink, so the events come from a
/// twin dealt by `Game::new_with_events`; the two are the same game, and
/// if they ever were not, the twin is used.)
fn deal(
    shared: &Shared,
    rules: &Rules,
    players: usize,
    seed: u64,
) -> Result<(Game, Vec<Event>), uno_core::SetupError> {
    let mut events = Vec::new();
    let twin = Game::new_with_events(rules.clone(), players, seed, None, &mut events)?;
    match Game::from_compiled(&shared.compiled(rules), players, seed) {
        Ok(g) if g == twin => Ok((g, events)),
        _ => {
            tracing::warn!(
                "Game::from_compiled differs from Game::new_with_events; using the latter"
            );
            Ok((twin, events))
        }
    }
}

/// Hands the projected events to every bot that wants them.
fn feed(ctls: &mut [SeatCtl], events: &[Event]) {
    for (s, c) in ctls.iter_mut().enumerate() {
        if let Some(bot) = c.bot.as_mut() {
            if bot.wants_events() {
                for e in events {
                    bot.observe(&e.project(Viewer::Seat(s as Seat)));
                }
            }
        }
    }
}

/// What became of a submitted action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Submitted {
    Applied,
    Held,
}

impl Room {
    fn seat_ctls(&self, seats: Vec<SeatRecord>, seed: u64) -> Vec<SeatCtl> {
        seats
            .into_iter()
            .enumerate()
            .map(|(i, r)| {
                let bot = match &r.occupant {
                    Occupant::Bot(l) => Some(make_bot(
                        parse_level(l).unwrap_or(Level::Medium),
                        bot_seed(seed, i, 0),
                    )),
                    Occupant::Member(_) => None,
                };
                SeatCtl {
                    occupant: r.occupant,
                    nickname: r.nickname,
                    guest_id: r.guest_id,
                    bot,
                    standing_in: false,
                    timeouts: 0,
                    away_since: None,
                }
            })
            .collect()
    }

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
                .map(|s| s as Seat),
        }
    }

    fn lobby_seat_info(&self, seat: usize, o: &Occupant) -> SeatInfo {
        match o {
            Occupant::Member(id) => SeatInfo {
                seat: seat as u8,
                kind: "player".into(),
                nickname: self
                    .member(*id)
                    .map(|m| m.nickname.clone())
                    .unwrap_or_default(),
                member_id: Some(*id),
                level: None,
                connected: self.member_connected(*id),
                bot_standing_in: false,
            },
            Occupant::Bot(l) => SeatInfo {
                seat: seat as u8,
                kind: "bot".into(),
                nickname: bot_nickname(&self.lobby, seat),
                member_id: None,
                level: Some(l.clone()),
                connected: true,
                bot_standing_in: false,
            },
        }
    }

    fn info(&self) -> RoomInfo {
        let seats = match &self.live {
            Some(live) if !live.over => live
                .seats
                .iter()
                .enumerate()
                .map(|(s, c)| SeatInfo {
                    seat: s as u8,
                    kind: match c.occupant {
                        Occupant::Member(_) => "player".into(),
                        Occupant::Bot(_) => "bot".into(),
                    },
                    nickname: c.nickname.clone(),
                    member_id: c.member(),
                    level: match &c.occupant {
                        Occupant::Bot(l) => Some(l.clone()),
                        Occupant::Member(_) => None,
                    },
                    connected: match c.member() {
                        Some(m) => self.member_connected(m),
                        None => true,
                    },
                    bot_standing_in: c.standing_in,
                })
                .collect(),
            _ => self
                .lobby
                .iter()
                .enumerate()
                .map(|(s, o)| self.lobby_seat_info(s, o))
                .collect(),
        };
        let seat_in = |id: u32| -> Option<u8> {
            match &self.live {
                Some(l) if !l.over => l.seat_of(id),
                _ => self
                    .lobby
                    .iter()
                    .position(|o| *o == Occupant::Member(id))
                    .map(|s| s as u8),
            }
        };
        RoomInfo {
            code: self.code.clone(),
            share_path: format!("/r/{}", self.code),
            status: self.status().into(),
            rules: self.rules_spec.clone(),
            turn_timer_s: self.turn_timer_s,
            seats,
            members: self
                .members
                .iter()
                .map(|m| MemberInfo {
                    member_id: m.id,
                    nickname: m.nickname.clone(),
                    host: m.host,
                    connected: !m.conns.is_empty(),
                    seat: seat_in(m.id),
                })
                .collect(),
            game: self.live.as_ref().map(|l| GameInfo {
                game_id: l.id,
                game_no: l.game_no,
                commitment: l.commitment.clone(),
                seq: l.seq,
                over: l.over,
                round: l.game.round(),
                round_commitment: l.round_commitment(),
                round_reveal: l.round_reveal(),
                seed: l.over.then(|| l.seed.to_string()),
                salt: l.over.then(|| l.salt.clone()),
            }),
        }
    }

    // ----- sending --------------------------------------------------------------

    /// Sends to every connection for which `render` gives a text; drops
    /// connections whose queue is full (the client is too slow).
    fn send_all(&mut self, mut render: impl FnMut(Recipient) -> Option<Arc<str>>) {
        let mut failed = Vec::new();
        for m in &mut self.members {
            for c in &mut m.conns {
                let to = Recipient {
                    member: m.id,
                    host: m.host,
                    conn: c.id,
                };
                if let Some(text) = render(to) {
                    if c.tx.try_send(Out::Text(text)).is_err() {
                        failed.push((m.id, c.id));
                    }
                }
            }
        }
        for (m, c) in failed {
            tracing::info!(room = %self.code, member = m, "dropping a connection that does not keep up");
            self.drop_conn(m, c);
        }
    }

    fn send_to(&mut self, member: u32, conn: u64, text: String) {
        let text: Arc<str> = text.into();
        self.send_all(|to| (to.member == member && to.conn == conn).then(|| text.clone()));
    }

    fn broadcast_room(&mut self) {
        let info = self.info();
        let text: Arc<str> = ServerMsg::Room { v: V, room: &info }.to_text().into();
        self.send_all(|_| Some(text.clone()));
    }

    fn deadline_ms(&self) -> Option<u64> {
        let live = self.live.as_ref()?;
        let (_, t) = live.turn?;
        Some(t.saturating_duration_since(Instant::now()).as_millis() as u64)
    }

    fn send_welcome(&mut self, member: u32, conn: u64, id: Option<u64>) {
        let Some(m) = self.member(member) else { return };
        let seat = self.seat_of(member);
        let you = You {
            member_id: m.id,
            nickname: m.nickname.clone(),
            host: m.host,
            seat,
        };
        let info = self.info();
        let deadline_ms = self.deadline_ms();
        let text = match &self.live {
            Some(live) => {
                let viewer = seat.map(Viewer::Seat).unwrap_or(Viewer::Spectator);
                let state = live.game.view(viewer);
                let mut legal = Vec::new();
                if let Some(s) = seat {
                    live.game.legal_actions(s, &mut legal);
                }
                ServerMsg::Welcome {
                    v: V,
                    id,
                    you: &you,
                    room: &info,
                    state: Some(&state),
                    legal: seat.map(|_| legal.as_slice()),
                    deadline_ms,
                }
                .to_text()
            }
            None => ServerMsg::Welcome {
                v: V,
                id,
                you: &you,
                room: &info,
                state: None,
                legal: None,
                deadline_ms: None,
            }
            .to_text(),
        };
        self.send_to(member, conn, text);
    }

    /// Sends one applied action to everyone, each projected for its viewer.
    fn broadcast_update(&mut self, by: Option<Seat>, events: &[Event], origin: Origin) {
        let Some(live) = self.live.as_ref() else {
            return;
        };
        let deadline_ms = self.deadline_ms();
        let starts_round = events
            .iter()
            .any(|e| matches!(e.kind, EventKind::RoundStarted { .. }));
        let commitment = starts_round.then(|| live.commitment.clone());
        // The round dealt by this update is committed to; the round ended
        // by it is revealed (fair.rs).
        let round = starts_round.then(|| live.game.round());
        let round_commitment = starts_round.then(|| live.round_commitment());
        let ends_round = events.iter().any(|e| {
            matches!(
                e.kind,
                EventKind::RoundEnded { .. } | EventKind::GameEnded { .. }
            )
        });
        let round_reveal = ends_round.then(|| {
            let ended = live.game.round() - u32::from(starts_round);
            fair::round_reveal(live.seed, &live.salt, ended)
        });
        let seq = live.seq;
        let game = &live.game;
        let render = |seat: Option<Seat>, ack: Option<u64>| -> Arc<str> {
            let viewer = seat.map(Viewer::Seat).unwrap_or(Viewer::Spectator);
            let seen: Vec<_> = events.iter().map(|e| e.project(viewer)).collect();
            let state = game.view(viewer);
            let mut legal = Vec::new();
            if let Some(s) = seat {
                game.legal_actions(s, &mut legal);
            }
            ServerMsg::Update {
                v: V,
                seq,
                by,
                ack,
                events: &seen,
                state: &state,
                legal: seat.map(|_| legal.as_slice()),
                deadline_ms,
                commitment: commitment.as_deref(),
                round,
                round_commitment: round_commitment.as_deref(),
                round_reveal: round_reveal.as_ref(),
            }
            .to_text()
            .into()
        };
        let mut cache: [Option<Arc<str>>; MAX_SEATS + 1] = Default::default();
        let seats: Vec<(u32, Option<Seat>)> = self
            .members
            .iter()
            .filter(|m| !m.conns.is_empty())
            .map(|m| (m.id, live.seat_of(m.id)))
            .collect();
        let mut texts: Vec<(u32, u64, Arc<str>)> = Vec::new();
        for m in &self.members {
            let Some(&(_, seat)) = seats.iter().find(|(id, _)| *id == m.id) else {
                continue;
            };
            for c in &m.conns {
                let ack = match origin {
                    Origin::Client { conn, id } if conn == c.id => Some(id),
                    _ => None,
                };
                let text = match ack {
                    Some(id) => render(seat, id),
                    None => {
                        let k = seat.map(|s| s as usize).unwrap_or(MAX_SEATS);
                        cache[k].get_or_insert_with(|| render(seat, None)).clone()
                    }
                };
                texts.push((m.id, c.id, text));
            }
        }
        self.send_all(|to| {
            texts
                .iter()
                .find(|(mid, cid, _)| *mid == to.member && *cid == to.conn)
                .map(|t| t.2.clone())
        });
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
            tokio::select! {
                // The handlers' state lives on the heap only while they
                // run: an idle room keeps just its own fields.
                cmd = rx.next() => match cmd {
                    Some(cmd) => Box::pin(self.handle(cmd)).await,
                    None => break,
                },
                _ = tokio::time::sleep_until(deadline.unwrap_or(far)), if deadline.is_some() => {
                    if Box::pin(self.on_timer()).await {
                        // Unloading: refuse what is queued (callers retry and
                        // load the room again from the database).
                        rx.close();
                        while rx.try_recv().is_ok() {}
                        break;
                    }
                }
            }
        }
    }

    fn next_deadline(&self) -> Option<Instant> {
        let mut d: Option<Instant> = None;
        let mut consider = |t: Option<Instant>| {
            if let Some(t) = t {
                d = Some(d.map_or(t, |x| x.min(t)));
            }
        };
        if let Some(live) = &self.live {
            consider(live.held.iter().map(|h| h.release_at).min());
        }
        if !self.connected() {
            consider(self.idle_since.map(|t| t + self.shared.cfg.idle_unload));
            return d;
        }
        consider(self.host_handover_due());
        if let Some(live) = &self.live {
            consider(live.turn.map(|t| t.1));
            consider(live.round_pause);
            consider(live.bot_due);
            let grace = self.shared.cfg.disconnect_grace;
            for c in &live.seats {
                if c.bot.is_none() {
                    consider(c.away_since.map(|t| t + grace));
                }
            }
        }
        d
    }

    /// Handles whatever timer is due. Returns true when the room unloads.
    async fn on_timer(&mut self) -> bool {
        let now = Instant::now();
        if self
            .live
            .as_ref()
            .is_some_and(|l| l.held.iter().any(|h| h.release_at <= now))
        {
            self.flush_held().await;
        }
        if !self.connected() {
            let due = self
                .idle_since
                .is_some_and(|t| t + self.shared.cfg.idle_unload <= now);
            if due && self.shared.unload(&self.code, self.gen) {
                tracing::debug!(room = %self.code, "unloaded (idle)");
                return true;
            }
            return false;
        }
        if self.host_handover_due().is_some_and(|t| t <= now) {
            self.transfer_host(None).await;
        }
        let grace = self.shared.cfg.disconnect_grace;
        let away: Vec<usize> = self
            .live
            .as_ref()
            .map(|l| {
                l.seats
                    .iter()
                    .enumerate()
                    .filter(|(_, c)| {
                        c.bot.is_none() && c.away_since.is_some_and(|t| t + grace <= now)
                    })
                    .map(|(s, _)| s)
                    .collect()
            })
            .unwrap_or_default();
        if !away.is_empty() {
            for s in away {
                self.stand_in(s as Seat);
            }
            self.broadcast_room();
        }
        if let Some((seat, t)) = self.live.as_ref().and_then(|l| l.turn) {
            if t <= now {
                self.on_timeout(seat).await;
            }
        }
        if let Some(t) = self.live.as_ref().and_then(|l| l.round_pause) {
            if t <= now {
                if let Some(l) = self.live.as_mut() {
                    l.round_pause = None;
                }
                if let Err(e) = self.submit(0, Action::NextRound, Origin::Server).await {
                    tracing::debug!(room = %self.code, "next round: {e}");
                }
            }
        }
        if let Some(t) = self.live.as_ref().and_then(|l| l.bot_due) {
            if t <= now {
                if let Some(l) = self.live.as_mut() {
                    l.bot_due = None;
                }
                self.bot_tick().await;
            }
        }
        false
    }

    /// Recomputes the timers after a change.
    fn schedule(&mut self, now: Instant, by: Option<Seat>, prev_to_act: Option<Seat>) {
        let cfg = &self.shared.cfg;
        let timer = self.turn_timer_s;
        let Some(live) = self.live.as_mut() else {
            return;
        };
        if live.over {
            live.turn = None;
            live.bot_due = None;
            live.round_pause = None;
            return;
        }
        let g = &live.game;
        let to_act = g.to_act();
        match to_act {
            Some(s) if timer > 0 && live.seats[s as usize].bot.is_none() => {
                let restart = !matches!(live.turn, Some((ts, _)) if ts == s)
                    || by == Some(s)
                    || prev_to_act != Some(s);
                if restart {
                    live.turn = Some((s, now + Duration::from_secs(timer as u64)));
                }
            }
            _ => live.turn = None,
        }
        if g.round_over() && !g.game_over() {
            if live.round_pause.is_none() {
                live.round_pause = Some(now + cfg.round_pause);
            }
        } else {
            live.round_pause = None;
        }
        let bot_turn = to_act.is_some_and(|s| live.seats[s as usize].bot.is_some());
        let bot_react = g.reactions_possible()
            && live
                .seats
                .iter()
                .enumerate()
                .any(|(s, c)| c.bot.is_some() && Some(s as Seat) != to_act);
        live.bot_due = (bot_turn || bot_react).then(|| now + cfg.bot_delay);
    }

    /// The room was empty and someone connected: timers start afresh,
    /// the host hand-over's included (an absent host gets the whole grace
    /// from now, as an absent seated player does).
    fn resume(&mut self, now: Instant) {
        for m in &mut self.members {
            if m.away_since.is_some() {
                m.away_since = Some(now);
            }
        }
        let Some(live) = self.live.as_mut() else {
            return;
        };
        live.turn = None;
        live.round_pause = None;
        for c in live.seats.iter_mut() {
            if c.away_since.is_some() {
                c.away_since = Some(now);
            }
        }
        self.schedule(now, None, None);
    }

    fn stand_in(&mut self, seat: Seat) {
        let Some(live) = self.live.as_mut() else {
            return;
        };
        if live.over {
            return;
        }
        let seed = bot_seed(live.seed, seat as usize, live.seq.wrapping_add(1));
        let c = &mut live.seats[seat as usize];
        if c.bot.is_some() {
            return;
        }
        tracing::debug!(room = %self.code, seat, "a bot stands in");
        c.bot = Some(make_bot(Level::Medium, seed));
        c.standing_in = true;
        c.away_since = None;
        self.schedule(Instant::now(), None, None);
    }

    /// The player is back: the bot standing in leaves the seat.
    fn take_back(&mut self, seat: Seat) -> bool {
        let Some(live) = self.live.as_mut() else {
            return false;
        };
        let c = &mut live.seats[seat as usize];
        c.timeouts = 0;
        c.away_since = None;
        if !c.standing_in {
            return false;
        }
        c.bot = None;
        c.standing_in = false;
        let now = Instant::now();
        live.turn = None;
        self.schedule(now, None, None);
        true
    }

    async fn on_timeout(&mut self, seat: Seat) {
        let Some(live) = self.live.as_mut() else {
            return;
        };
        live.turn = None;
        let Some(action) = timeout_action(&live.game, seat) else {
            return;
        };
        tracing::debug!(room = %self.code, seat, %action, "turn timer ran out");
        if self.submit(seat, action, Origin::Server).await.is_ok() {
            // Draw, then keep (R6.2).
            let keep = self.live.as_ref().is_some_and(
                |l| matches!(l.game.phase(), Phase::PlayOrPass { seat: s, .. } if s == seat),
            );
            if keep {
                let _ = self.submit(seat, Action::Pass, Origin::Server).await;
            }
        }
        let limit = self.shared.cfg.timeouts_before_bot;
        let Some(live) = self.live.as_mut() else {
            return;
        };
        let c = &mut live.seats[seat as usize];
        c.timeouts += 1;
        if c.timeouts >= limit && c.bot.is_none() {
            self.stand_in(seat);
            self.broadcast_room();
        }
    }

    async fn bot_tick(&mut self) {
        let Some(live) = self.live.as_mut() else {
            return;
        };
        if live.over {
            return;
        }
        let n = live.game.players();
        if live.game.reactions_possible() {
            let first = live.rng.random_range(0..n);
            let to_act = live.game.to_act();
            let mut legal = Vec::new();
            for k in 0..n {
                let s = ((first + k) % n) as Seat;
                if Some(s) == to_act {
                    continue;
                }
                let Some(live) = self.live.as_mut() else {
                    return;
                };
                let Some(bot) = live.seats[s as usize].bot.as_mut() else {
                    continue;
                };
                live.game.legal_actions(s, &mut legal);
                if legal.is_empty() {
                    continue;
                }
                if let Some(a) = bot.react(&live.game.observe(s)) {
                    match self.submit(s, a, Origin::Bot).await {
                        Ok(Submitted::Applied) => return,
                        Ok(Submitted::Held) => {}
                        Err(e) => {
                            tracing::warn!(room = %self.code, seat = s, "bot reaction rejected: {e}")
                        }
                    }
                }
            }
        }
        let Some(live) = self.live.as_mut() else {
            return;
        };
        let Some(s) = live.game.to_act() else { return };
        let Some(bot) = live.seats[s as usize].bot.as_mut() else {
            return;
        };
        let action = if bot.name() == "hard" {
            // Search takes tens of ms: off the async workers.
            let mut bot = live.seats[s as usize].bot.take().expect("checked");
            let game = live.game.clone();
            match tokio::task::spawn_blocking(move || {
                let a = bot.act(&game.observe(s));
                (bot, a)
            })
            .await
            {
                Ok((bot, a)) => {
                    if let Some(l) = self.live.as_mut() {
                        l.seats[s as usize].bot = Some(bot);
                    }
                    a
                }
                Err(_) => return,
            }
        } else {
            bot.act(&live.game.observe(s))
        };
        if let Err(e) = self.submit(s, action.clone(), Origin::Bot).await {
            tracing::error!(room = %self.code, seat = s, %action, "bot action rejected: {e}");
            let fallback = self.live.as_ref().and_then(|l| timeout_action(&l.game, s));
            if let Some(a) = fallback {
                let _ = self.submit(s, a, Origin::Server).await;
            }
        }
    }

    // ----- actions --------------------------------------------------------------

    /// The entry point of every action: the fairness window, then apply.
    async fn submit(
        &mut self,
        seat: Seat,
        action: Action,
        origin: Origin,
    ) -> Result<Submitted, ErrorCode> {
        let now = Instant::now();
        let grace = self.shared.cfg.uno_grace;
        let live = self.live.as_ref().ok_or(ErrorCode::NoGame)?;
        if live.held.iter().any(|h| h.release_at <= now) {
            self.flush_held().await;
        }
        let live = self.live.as_mut().ok_or(ErrorCode::NoGame)?;
        if let Action::Catch { target } = action {
            if let Some((x, t0)) = live.exposed {
                if x == target && seat != target && now < t0 + grace && !live.over {
                    let release_at = t0 + grace;
                    live.held.push(Held {
                        seat,
                        action,
                        origin,
                        release_at,
                    });
                    if let Origin::Client { conn, id } = origin {
                        let member = live.seats[seat as usize].member().unwrap_or(0);
                        let text = ServerMsg::Held {
                            v: V,
                            id,
                            release_in_ms: (release_at - now).as_millis() as u64,
                        }
                        .to_text();
                        self.send_to(member, conn, text);
                    }
                    return Ok(Submitted::Held);
                }
            }
        }
        let exposed_seat = live.exposed.map(|e| e.0);
        let held = !live.held.is_empty();
        let closes = !action.is_uno_or_catch() && Some(seat) != exposed_seat;
        if held && closes {
            self.flush_held().await;
        }
        let own_call = action == Action::Uno && Some(seat) == exposed_seat;
        self.apply(seat, action, origin).await?;
        if own_call && self.live.as_ref().is_some_and(|l| !l.held.is_empty()) {
            self.flush_held().await;
        }
        Ok(Submitted::Applied)
    }

    async fn flush_held(&mut self) {
        let Some(live) = self.live.as_mut() else {
            return;
        };
        let held = std::mem::take(&mut live.held);
        for h in held {
            if let Err(e) = self.apply(h.seat, h.action, h.origin).await {
                self.reply_error(h.seat, h.origin, &e);
            }
        }
    }

    fn reply_error(&mut self, seat: Seat, origin: Origin, e: &ErrorCode) {
        if let Origin::Client { conn, id } = origin {
            let member = self
                .live
                .as_ref()
                .and_then(|l| l.seats.get(seat as usize))
                .and_then(|c| c.member());
            if let Some(m) = member {
                self.send_to(m, conn, error_text(id, e));
            }
        }
    }

    /// Applies one action, commits it, then tells everyone.
    async fn apply(&mut self, seat: Seat, action: Action, origin: Origin) -> Result<(), ErrorCode> {
        let live = self.live.as_mut().ok_or(ErrorCode::NoGame)?;
        let before = live.game.clone();
        let prev_to_act = live.game.to_act();
        let prev_exposed = live.game.exposed();
        let mut events = Vec::new();
        live.game
            .apply(seat, &action, &mut events)
            .map_err(|e| ErrorCode::rejected(&e))?;
        let write = Write::Action {
            game: live.id,
            idx: live.seq,
            seat,
            action: serde_json::to_string(&action).expect("actions serialize"),
        };
        if let Err(e) = self.shared.db.write(write).await {
            tracing::error!(room = %self.code, "cannot record an action: {e}");
            if let Some(l) = self.live.as_mut() {
                l.game = before;
            }
            return Err(ErrorCode::Internal);
        }
        self.shared.stats.add_action();
        let now = Instant::now();
        let live = self.live.as_mut().expect("still live");
        live.seq += 1;
        let ex = live.game.exposed();
        if ex != prev_exposed {
            live.exposed = ex.map(|s| (s, now));
        }
        feed(&mut live.seats, &events);
        let over = live.game.game_over();
        self.schedule(now, Some(seat), prev_to_act);
        self.broadcast_update(Some(seat), &events, origin);
        if over {
            self.finish().await;
        }
        Ok(())
    }

    async fn finish(&mut self) {
        let Some(live) = self.live.as_mut() else {
            return;
        };
        if live.over {
            return;
        }
        live.over = true;
        live.turn = None;
        live.bot_due = None;
        live.round_pause = None;
        live.held.clear();
        let g = &live.game;
        let winners = g.game_winners();
        let scores = g.scores().to_vec();
        let results = live
            .seats
            .iter()
            .enumerate()
            .map(|(s, c)| SeatResult {
                seat: s as Seat,
                guest_id: c.guest_id,
                bot: match &c.occupant {
                    Occupant::Bot(l) => Some(l.clone()),
                    Occupant::Member(_) => None,
                },
                nickname: c.nickname.clone(),
                score: scores[s],
                winner: winners.contains(&(s as Seat)),
            })
            .collect();
        let write = Write::FinishGame {
            game: live.id,
            winners: winners.clone(),
            scores: scores.clone(),
            rounds: g.round(),
            results,
        };
        let id = live.id;
        let text: Arc<str> = ServerMsg::GameOver {
            v: V,
            game_id: id,
            winners: &winners,
            scores: &scores,
            seed: live.seed.to_string(),
            salt: live.salt.clone(),
            commitment: live.commitment.clone(),
            replay: format!("/api/games/{id}/replay"),
        }
        .to_text()
        .into();
        if let Err(e) = self.shared.db.write(write).await {
            tracing::error!(room = %self.code, "cannot record the end of game {id}: {e}");
        }
        self.shared.stats.add_game();
        self.send_all(|_| Some(text.clone()));
        self.broadcast_room();
        let offer: Arc<str> = ServerMsg::RematchOffer { v: V }.to_text().into();
        self.send_all(|to| to.host.then(|| offer.clone()));
    }

    // ----- commands ---------------------------------------------------------------

    async fn handle(&mut self, cmd: RoomCmd) {
        match cmd {
            RoomCmd::Join {
                nickname,
                guest_id,
                spectator,
                reply,
            } => {
                let r = self.join(nickname, guest_id, spectator).await;
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
                let conn_id = conn.id;
                self.members[i].conns.push(conn);
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
                self.send_welcome(member, conn_id, None);
                self.broadcast_room();
            }
            RoomCmd::Detach { member, conn } => {
                self.drop_conn(member, conn);
                self.broadcast_room();
            }
            RoomCmd::Msg { member, conn, msg } => {
                let id = msg.id;
                if let Err(e) = self.on_msg(member, conn, *msg).await {
                    self.send_to(member, conn, error_text(id, &e));
                }
            }
            RoomCmd::Info { reply } => {
                let _ = reply.send(self.info());
            }
        }
    }

    /// When the host role passes on by itself: the host has been away
    /// (no connection) for `disconnect_grace` while someone else is here.
    fn host_handover_due(&self) -> Option<Instant> {
        let host = self.members.iter().find(|m| m.host);
        let others_here = self
            .members
            .iter()
            .any(|m| !m.conns.is_empty() && host.is_none_or(|h| h.id != m.id));
        if !others_here {
            return None;
        }
        match host {
            Some(h) => h.away_since.map(|t| t + self.shared.cfg.disconnect_grace),
            None => Some(Instant::now()),
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

    /// Hands the host role to `to`, or (None) to the member who has been
    /// here longest among those connected, seated players first. Saved
    /// before anyone is told; a finished game's rematch offer goes to the
    /// new host.
    async fn transfer_host(&mut self, to: Option<u32>) {
        let old = self.members.iter().find(|m| m.host).map(|m| m.id);
        let to = to.or_else(|| {
            self.members
                .iter()
                .filter(|m| !m.conns.is_empty() && Some(m.id) != old)
                .min_by_key(|m| (!self.seated(m.id), m.id))
                .map(|m| m.id)
        });
        let Some(to) = to else { return };
        let saved = self
            .shared
            .db
            .write(Write::Host {
                room: self.code.clone(),
                host: to,
            })
            .await;
        if saved.is_err() {
            tracing::error!(room = %self.code, "could not save the new host");
            return;
        }
        for m in &mut self.members {
            m.host = m.id == to;
        }
        tracing::info!(room = %self.code, from = ?old, to, "host role handed over");
        self.broadcast_room();
        if self.live.as_ref().is_some_and(|l| l.over) {
            let offer: Arc<str> = ServerMsg::RematchOffer { v: V }.to_text().into();
            self.send_all(|r| (r.member == to).then(|| offer.clone()));
        }
    }

    fn drop_conn(&mut self, member: u32, conn: u64) {
        let Some(m) = self.members.iter_mut().find(|m| m.id == member) else {
            return;
        };
        let before = m.conns.len();
        m.conns.retain(|c| c.id != conn);
        if m.conns.len() == before || !m.conns.is_empty() {
            return;
        }
        let now = Instant::now();
        m.away_since = Some(now);
        if let Some(live) = self.live.as_mut() {
            if let Some(seat) = live.seat_of(member) {
                let c = &mut live.seats[seat as usize];
                if !live.over && c.bot.is_none() {
                    c.away_since = Some(now);
                }
            }
        }
        if !self.connected() {
            self.idle_since = Some(now);
        }
    }

    async fn join(
        &mut self,
        nickname: String,
        guest_id: i64,
        spectator: bool,
    ) -> Result<Joined, ErrorCode> {
        if self.members.len() >= self.shared.cfg.max_members {
            return Err(ErrorCode::RoomFull);
        }
        let id = self.members.iter().map(|m| m.id).max().unwrap_or(0) + 1;
        let token = fair::new_token();
        let token_hash = fair::token_hash(&token);
        self.shared
            .db
            .write(Write::Member {
                room: self.code.clone(),
                id,
                guest_id,
                nickname: nickname.clone(),
                token_hash,
                host: false,
            })
            .await
            .map_err(|_| ErrorCode::Internal)?;
        self.members.push(Member {
            id,
            guest_id,
            nickname,
            token_hash,
            host: false,
            conns: Vec::new(),
            away_since: Some(Instant::now()),
        });
        let mut seat = None;
        if !spectator && !self.playing() && self.lobby.len() < MAX_SEATS {
            self.lobby.push(Occupant::Member(id));
            self.save_lobby().await?;
            seat = Some((self.lobby.len() - 1) as u8);
        }
        self.broadcast_room();
        Ok(Joined {
            member_id: id,
            token,
            seat,
        })
    }

    async fn save_lobby(&mut self) -> Result<(), ErrorCode> {
        self.shared
            .db
            .write(Write::Lobby {
                room: self.code.clone(),
                lobby: lobby_json(&self.lobby),
            })
            .await
            .map(|_| ())
            .map_err(|_| ErrorCode::Internal)
    }

    /// Applies a lobby change, saves it and tells everyone.
    async fn change_lobby(
        &mut self,
        f: impl FnOnce(&mut Vec<Occupant>) -> Result<(), ErrorCode>,
    ) -> Result<(), ErrorCode> {
        if self.playing() {
            return Err(ErrorCode::GameInProgress);
        }
        let mut lobby = self.lobby.clone();
        f(&mut lobby)?;
        let old = std::mem::replace(&mut self.lobby, lobby);
        if let Err(e) = self.save_lobby().await {
            self.lobby = old;
            return Err(e);
        }
        self.broadcast_room();
        Ok(())
    }

    async fn on_msg(&mut self, member: u32, conn: u64, msg: ClientMsg) -> Result<(), ErrorCode> {
        let id = msg.id;
        match msg.body {
            ClientBody::Hello { .. } => return Err(ErrorCode::AlreadyAuthenticated),
            ClientBody::Act { action } => {
                let live = self.live.as_ref().ok_or(ErrorCode::NoGame)?;
                let seat = live.seat_of(member).ok_or(ErrorCode::NotSeated)?;
                if self.take_back(seat) {
                    self.broadcast_room();
                }
                self.submit(seat, action, Origin::Client { conn, id })
                    .await?;
                return Ok(());
            }
            ClientBody::Resume => {
                let live = self.live.as_ref().ok_or(ErrorCode::NoGame)?;
                let seat = live.seat_of(member).ok_or(ErrorCode::NotSeated)?;
                if self.take_back(seat) {
                    self.broadcast_room();
                }
            }
            ClientBody::Sync => {
                self.send_welcome(member, conn, id);
                return Ok(());
            }
            ClientBody::Ping => {
                self.send_to(member, conn, ServerMsg::Pong { v: V, id }.to_text());
                return Ok(());
            }
            ClientBody::Chat { text } => {
                let text = check_chat(&text)?;
                let nickname = self
                    .member(member)
                    .map(|m| m.nickname.clone())
                    .unwrap_or_default();
                let out: Arc<str> = ServerMsg::Chat {
                    v: V,
                    member_id: member,
                    nickname: &nickname,
                    text: &text,
                }
                .to_text()
                .into();
                self.send_all(|_| Some(out.clone()));
            }
            ClientBody::TakeSeat { seat } => {
                self.change_lobby(|l| {
                    if l.contains(&Occupant::Member(member)) {
                        return Err(ErrorCode::AlreadySeated);
                    }
                    if l.len() >= MAX_SEATS {
                        return Err(ErrorCode::RoomFull);
                    }
                    match seat {
                        Some(k) if (k as usize) < l.len() => return Err(ErrorCode::SeatTaken),
                        Some(k) if k as usize > l.len() => return Err(ErrorCode::BadSeat),
                        _ => {}
                    }
                    l.push(Occupant::Member(member));
                    Ok(())
                })
                .await?;
            }
            ClientBody::LeaveSeat => {
                self.change_lobby(|l| {
                    let k = l
                        .iter()
                        .position(|o| *o == Occupant::Member(member))
                        .ok_or(ErrorCode::NotSeated)?;
                    l.remove(k);
                    Ok(())
                })
                .await?;
            }
            ClientBody::AddBot { level, seat } => {
                self.host(member)?;
                let level = parse_level(&level)?;
                self.change_lobby(|l| {
                    if l.len() >= MAX_SEATS {
                        return Err(ErrorCode::RoomFull);
                    }
                    let at = seat.map(|s| s as usize).unwrap_or(l.len());
                    if at > l.len() {
                        return Err(ErrorCode::BadSeat);
                    }
                    l.insert(at, Occupant::Bot(level.name().to_string()));
                    Ok(())
                })
                .await?;
            }
            ClientBody::RemoveSeat { seat } => {
                self.host(member)?;
                self.change_lobby(|l| {
                    if seat as usize >= l.len() {
                        return Err(ErrorCode::BadSeat);
                    }
                    l.remove(seat as usize);
                    Ok(())
                })
                .await?;
            }
            ClientBody::MoveSeat { from, to } => {
                self.host(member)?;
                self.change_lobby(|l| {
                    if from as usize >= l.len() || to as usize >= l.len() {
                        return Err(ErrorCode::BadSeat);
                    }
                    let o = l.remove(from as usize);
                    l.insert(to as usize, o);
                    Ok(())
                })
                .await?;
            }
            ClientBody::Configure {
                rules,
                turn_timer_s,
            } => {
                self.host(member)?;
                if self.playing() {
                    return Err(ErrorCode::GameInProgress);
                }
                let new_rules = match &rules {
                    Some(spec) => spec
                        .resolve()
                        .map_err(|e| ErrorCode::InvalidRules(e.to_string()))?,
                    None => self.rules.clone(),
                };
                let timer = match turn_timer_s {
                    Some(t) => check_turn_timer(t)?,
                    None => self.turn_timer_s,
                };
                let spec = new_rules.to_spec();
                let settings = Settings {
                    rules: spec.clone(),
                    turn_timer_s: timer,
                };
                self.shared
                    .db
                    .write(Write::Settings {
                        room: self.code.clone(),
                        settings: serde_json::to_string(&settings).expect("json"),
                    })
                    .await
                    .map_err(|_| ErrorCode::Internal)?;
                self.rules = new_rules;
                self.rules_spec = spec;
                self.turn_timer_s = timer;
                self.broadcast_room();
            }
            ClientBody::Start => {
                self.host(member)?;
                if self.playing() {
                    return Err(ErrorCode::GameInProgress);
                }
                self.start_game().await?;
            }
            ClientBody::TransferHost { member_id } => {
                self.host(member)?;
                if member_id == member {
                    return Err(ErrorCode::BadMessage("you are the host already".into()));
                }
                if self.member(member_id).is_none() {
                    return Err(ErrorCode::BadMessage(format!(
                        "no member {member_id} in this room"
                    )));
                }
                self.transfer_host(Some(member_id)).await;
            }
            ClientBody::Rematch => {
                self.host(member)?;
                match &self.live {
                    None => return Err(ErrorCode::NoGame),
                    Some(l) if !l.over => return Err(ErrorCode::GameNotOver),
                    Some(_) => {}
                }
                self.start_game().await?;
            }
        }
        self.send_to(member, conn, ServerMsg::Ok { v: V, id }.to_text());
        Ok(())
    }

    async fn start_game(&mut self) -> Result<(), ErrorCode> {
        let n = self.lobby.len();
        if !(2..=MAX_SEATS).contains(&n) {
            return Err(ErrorCode::NotEnoughPlayers(n));
        }
        let (seed, salt) = fair::new_seed();
        let commitment = fair::commitment(seed, &salt);
        let (game, events) = deal(&self.shared, &self.rules, n, seed)
            .map_err(|e| ErrorCode::InvalidRules(e.to_string()))?;
        let records: Vec<SeatRecord> = self
            .lobby
            .iter()
            .enumerate()
            .map(|(seat, o)| match o {
                Occupant::Member(id) => {
                    let m = self.member(*id);
                    SeatRecord {
                        occupant: o.clone(),
                        nickname: m.map(|m| m.nickname.clone()).unwrap_or_default(),
                        guest_id: m.map(|m| m.guest_id),
                    }
                }
                Occupant::Bot(_) => SeatRecord {
                    occupant: o.clone(),
                    nickname: bot_nickname(&self.lobby, seat),
                    guest_id: None,
                },
            })
            .collect();
        let game_no = self.last_game_no + 1;
        let id = self
            .shared
            .db
            .write(Write::StartGame(NewGame {
                room: self.code.clone(),
                game_no,
                rules: serde_json::to_string(&self.rules_spec).expect("json"),
                players: n,
                seats: serde_json::to_string(&records).expect("json"),
                seed,
                salt: salt.clone(),
                commitment: commitment.clone(),
            }))
            .await
            .map_err(|_| ErrorCode::Internal)?;
        self.last_game_no = game_no;
        let mut ctls = self.seat_ctls(records, seed);
        feed(&mut ctls, &events);
        let now = Instant::now();
        for c in ctls.iter_mut() {
            if let Some(m) = c.member() {
                if !self.member_connected(m) {
                    c.away_since = Some(now);
                }
            }
        }
        self.live = Some(Box::new(Live {
            id,
            game_no,
            game,
            seed,
            salt,
            commitment: commitment.clone(),
            seats: ctls,
            seq: 0,
            over: false,
            held: Vec::new(),
            exposed: None,
            turn: None,
            round_pause: None,
            bot_due: None,
            rng: Pcg64Mcg::seed_from_u64(seed.rotate_left(17)),
        }));
        self.schedule(now, None, None);
        let info = self.info();
        let started: Arc<str> = ServerMsg::GameStarted {
            v: V,
            game_id: id,
            game_no,
            commitment,
            seats: &info.seats,
        }
        .to_text()
        .into();
        self.send_all(|_| Some(started.clone()));
        self.broadcast_room();
        self.broadcast_update(None, &events, Origin::Server);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bots_of_one_level_get_numbers() {
        let b = |l: &str| Occupant::Bot(l.into());
        let lobby = vec![Occupant::Member(1), b("easy"), b("hard"), b("easy")];
        let names: Vec<String> = (0..lobby.len()).map(|s| bot_nickname(&lobby, s)).collect();
        assert_eq!(names, ["", "easy bot 1", "hard bot", "easy bot 2"]);
    }
}
