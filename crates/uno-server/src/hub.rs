//! The rooms a server holds: creating, finding, loading (from the
//! database, replaying any game in progress) and unloading them; guests;
//! counters for `/api/stats`.
//!
//! On a shared database (PostgreSQL) several instances serve the same
//! rooms, and each room is driven by one of them: an instance claims a
//! room's lease before loading it ([`Db::claim`]), renews its leases every
//! third of their lifetime ([`lease_loop`]) and releases a room when it
//! unloads it. A request for a room another live instance holds gets
//! `wrong_instance` with that instance's address; when an instance dies,
//! its leases run out and the next request for each of its rooms (which
//! the load balancer now sends to another instance) loads the room from
//! the database and replays its game, as after a restart. A new room is
//! written to the database but not loaded by the instance that created it:
//! the first request for it, routed by its code, loads it where the
//! balancer sends the room's traffic.

use std::net::IpAddr;
use std::sync::atomic::Ordering;
use std::sync::Arc;

use futures_channel::mpsc;
use futures_util::SinkExt;
use serde::{Deserialize, Serialize};
use tokio::sync::oneshot;
use uno_core::{Rules, RulesSpec, Seat};

use crate::config::Config;
use crate::errors::store_err;
use crate::fair;
use crate::ids::{ConnId, GuestId, MemberId, RoomCode};
use crate::protocol::{check_nickname, ErrorCode, RoomInfo};
use crate::room::{
    check_deals_full_table, check_turn_timer, Conn, Entry, Joined, Occupant, Room, RoomCmd,
    Settings, Shared, Stats,
};
use crate::store::accounts::ANONYMOUS;
use crate::store::{Db, Write};

/// The rules of a new room: a preset name or a rules object (R14).
#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
pub enum RulesArg {
    Name(String),
    Spec(RulesSpec),
}

impl RulesArg {
    pub fn resolve(&self) -> Result<Rules, ErrorCode> {
        match self {
            RulesArg::Name(n) => Rules::named(n),
            RulesArg::Spec(s) => s.resolve(),
        }
        .map_err(|e| ErrorCode::InvalidRules(e.into()))
    }
}

/// `POST /api/rooms`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateRoom {
    pub nickname: String,
    #[serde(default)]
    pub player_token: Option<String>,
    #[serde(default)]
    pub rules: Option<RulesArg>,
    #[serde(default)]
    pub turn_timer_s: Option<u32>,
    /// The host watches instead of taking the first seat.
    #[serde(default)]
    pub spectator: bool,
    /// Listed in the public listing (`GET /api/lobby`; crate::listing).
    #[serde(default)]
    pub public: bool,
    /// A quick-match table (`POST /api/quick` only).
    #[serde(skip)]
    pub quick: Option<crate::room::QuickSettings>,
    /// Hints allowed (issue 31): private rooms only, never rated.
    #[serde(default)]
    pub hints: bool,
    /// A daily deal's room (`POST /api/daily/start` only; crate::daily):
    /// the day and the levels of the bots seated after the player.
    #[serde(skip)]
    pub daily: Option<(String, &'static [&'static str])>,
}

/// `POST /api/rooms/{code}/join`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JoinRoom {
    pub nickname: String,
    #[serde(default)]
    pub player_token: Option<String>,
    #[serde(default)]
    pub spectator: bool,
}

/// The answer to creating or joining a room.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Membership {
    pub code: RoomCode,
    pub share_path: String,
    pub member_id: MemberId,
    /// The seat token: keep it to reconnect. Shown once.
    pub token: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seat: Option<Seat>,
    pub player_id: GuestId,
    /// A new guest identity's token, when the request brought none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub player_token: Option<String>,
}

/// A new guest identity.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Guest {
    pub player_id: GuestId,
    pub player_token: String,
    pub nickname: String,
}

/// Server counters.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ServerStats {
    pub pid: u32,
    pub uptime_s: u64,
    pub rooms_loaded: usize,
    pub rooms_created: u64,
    pub connections: u64,
    pub connections_total: u64,
    pub actions: u64,
    pub games_finished: u64,
    /// Resident memory of the process (Linux), bytes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rss_bytes: Option<u64>,
    /// Live heap bytes (when the `uno` binary's counting allocator is
    /// installed: [`crate::heap`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub heap_bytes: Option<u64>,
}

/// The resident set size of process `pid` (Linux `/proc`), in bytes.
pub fn rss_of(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

/// A room code from user input (a URL, a client message), checked once
/// here: `no_such_room` when it cannot be one.
pub fn normalize_code(code: &str) -> Result<RoomCode, ErrorCode> {
    RoomCode::parse(code).ok_or(ErrorCode::NoSuchRoom)
}

fn internal(e: impl std::fmt::Display) -> ErrorCode {
    tracing::error!("{e}");
    ErrorCode::Internal
}

/// The server's rooms (cheap to clone).
#[derive(Clone)]
pub struct Hub(pub(crate) Arc<Shared>);

impl Hub {
    pub fn new(db: Db, cfg: Config) -> Hub {
        Hub(Arc::new(Shared::new(db, cfg)))
    }

    pub fn cfg(&self) -> &Config {
        &self.0.cfg
    }

    pub fn db(&self) -> &Db {
        &self.0.db
    }

    pub(crate) fn stats(&self) -> &Stats {
        &self.0.stats
    }

    pub(crate) fn next_conn_id(&self) -> ConnId {
        ConnId::numbered(self.0.next_conn.fetch_add(1, Ordering::Relaxed))
    }

    pub fn server_stats(&self) -> ServerStats {
        let s = &self.0.stats;
        let pid = std::process::id();
        ServerStats {
            pid,
            uptime_s: self.0.started.elapsed().as_secs(),
            rooms_loaded: self.0.rooms.lock().unwrap_or_else(|p| p.into_inner()).len(),
            rooms_created: s.rooms_created.get(),
            connections: s.connections.get().max(0) as u64,
            connections_total: s.connections_total.get(),
            actions: s.actions_accepted(),
            games_finished: s.games.get(),
            rss_bytes: rss_of(pid),
            heap_bytes: crate::heap::live_bytes(),
        }
    }

    /// A new guest identity with a persistent token.
    pub async fn create_guest(&self, nickname: &str) -> Result<Guest, ErrorCode> {
        let nickname = check_nickname(nickname)?;
        let token = fair::new_token();
        let id = self
            .0
            .db
            .create_guest(fair::token_hash(&token), nickname.clone())
            .await
            .map_err(store_err)?;
        Ok(Guest {
            player_id: id,
            player_token: token,
            nickname,
        })
    }

    /// The guest for a token, or a new one.
    async fn guest(
        &self,
        token: Option<&str>,
        nickname: &str,
    ) -> Result<(GuestId, Option<String>), ErrorCode> {
        match token {
            Some(t) => {
                let hash = fair::token_hash(t);
                let found = self.0.db.guest_by_token(hash).await.map_err(store_err)?;
                found.map(|(id, _)| (id, None)).ok_or(ErrorCode::BadToken)
            }
            None => {
                let g = self.create_guest(nickname).await?;
                Ok((g.player_id, Some(g.player_token)))
            }
        }
    }

    /// Creates a room; its creator is its host (seated unless `spectator`).
    pub async fn create_room(
        &self,
        req: CreateRoom,
        client: Option<IpAddr>,
    ) -> Result<Membership, ErrorCode> {
        let nickname = check_nickname(&req.nickname)?;
        let rules = match &req.rules {
            Some(r) => r.resolve()?,
            None => Rules::default(),
        };
        check_deals_full_table(&rules)?;
        let turn_timer_s = check_turn_timer(req.turn_timer_s.unwrap_or(30))?;
        crate::room::check_hints(req.hints, req.public, req.quick.is_some())?;
        if req.public && req.quick.is_none() {
            // Public rooms are limited per address and per guest (a quick
            // match counted itself: crate::listing).
            let guest = match req.player_token.as_deref() {
                Some(t) => self
                    .0
                    .db
                    .guest_by_token(fair::token_hash(t))
                    .await
                    .map_err(store_err)?
                    .map(|g| g.0),
                None => None,
            };
            self.0.public_limits.check(client, guest)?;
        }
        // Reserve a room for this client.
        if let Some(ip) = client {
            let mut pc = self.0.per_client.lock().unwrap_or_else(|p| p.into_inner());
            let n = pc.entry(ip).or_insert(0);
            if *n >= self.0.cfg.max_rooms_per_client {
                return Err(ErrorCode::TooManyRooms(self.0.cfg.max_rooms_per_client));
            }
            *n += 1;
        }
        let r = self
            .create_room_reserved(req, nickname, rules, turn_timer_s, client)
            .await;
        if r.is_err() {
            if let Some(ip) = client {
                self.0.release_client(ip);
            }
        }
        r
    }

    async fn create_room_reserved(
        &self,
        req: CreateRoom,
        nickname: String,
        rules: Rules,
        turn_timer_s: u32,
        client: Option<IpAddr>,
    ) -> Result<Membership, ErrorCode> {
        if self.draining() {
            return Err(ErrorCode::ShuttingDown);
        }
        if self.0.rooms.lock().unwrap_or_else(|p| p.into_inner()).len() >= self.0.cfg.max_rooms {
            return Err(ErrorCode::ServerFull);
        }
        let (guest_id, player_token) = self.guest(req.player_token.as_deref(), &nickname).await?;
        let code = loop {
            let code = RoomCode::random();
            if self
                .0
                .rooms
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .contains_key(&code)
            {
                continue;
            }
            if !self.0.db.room_exists(&code).await.map_err(store_err)? {
                break code;
            }
        };
        let public = req.public || req.quick.is_some();
        let settings = Settings {
            rules: rules.to_spec(),
            turn_timer_s,
            public,
            quick: req.quick.clone(),
            hints: req.hints,
            daily: req.daily.as_ref().map(|d| d.0.clone()),
        };
        let row = public.then(|| {
            let mut row = crate::room::new_row(&code, &rules, &nickname, req.quick.as_ref());
            row.taken = u32::from(!req.spectator);
            row
        });
        let mut lobby: Vec<Occupant> = if req.spectator {
            vec![]
        } else {
            vec![Occupant::Member(MemberId::FIRST)]
        };
        if let Some((_, bots)) = &req.daily {
            lobby.extend(bots.iter().map(|l| Occupant::Bot((*l).to_string())));
        }
        let shared = self.0.db.shared();
        if shared {
            // The room's writes check its lease: hold it while creating.
            if self.0.db.claim(&code).await.map_err(store_err)?.is_err() {
                return Err(ErrorCode::Internal);
            }
        }
        self.0
            .db
            .write(Write::Room {
                code: code.clone(),
                settings,
                lobby,
            })
            .await
            .map_err(store_err)?;
        let token = fair::new_token();
        let token_hash = fair::token_hash(&token);
        self.0
            .db
            .write(Write::Member {
                room: code.clone(),
                id: MemberId::FIRST,
                guest_id,
                nickname: nickname.clone(),
                token_hash,
                host: true,
            })
            .await
            .map_err(store_err)?;
        if let Some(row) = &row {
            // Listed (and found by quick matches) from now on, before
            // anyone loads the room (crate::listing).
            self.0
                .db
                .write(Write::Public(crate::store::listing::PublicWrite::Table(
                    row.clone(),
                )))
                .await
                .map_err(store_err)?;
        }
        self.0.stats.rooms_created.inc();
        if shared {
            // Loaded where the balancer sends the room's requests (by code).
            self.0.db.release(&code).await.map_err(store_err)?;
            // The client's reservation lasts as long as an unvisited room
            // stays loaded on a single server (--idle-unload-s): the room
            // lives on whichever instance its code routes to.
            if let Some(ip) = client {
                let shared = self.0.clone();
                let hold = self.0.cfg.idle_unload;
                tokio::spawn(async move {
                    tokio::time::sleep(hold).await;
                    shared.release_client(ip);
                });
            }
            return Ok(Membership {
                share_path: format!("/r/{code}"),
                code,
                member_id: MemberId::FIRST,
                token,
                seat: (!req.spectator).then_some(Seat::new(0)),
                player_id: guest_id,
                player_token,
            });
        }
        let gen = self.0.next_gen.fetch_add(1, Ordering::Relaxed);
        let mut room = Room::new(
            code.clone(),
            self.0.clone(),
            gen,
            rules,
            turn_timer_s,
            (MemberId::FIRST, guest_id, nickname, token_hash),
            !req.spectator,
        );
        room.set_public(public, req.quick.clone(), row);
        room.set_hints(req.hints);
        if let Some((day, bots)) = req.daily.clone() {
            room.make_daily(day, bots);
        }
        let (tx, rx) = mpsc::channel(256);
        self.0
            .rooms
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(code.clone(), Entry { tx, gen, client });
        // Every event of the room's task is logged inside its span (the
        // room code; JSON logs carry it as `span.room`).
        let span = tracing::info_span!("room", room = %code);
        tokio::spawn(tracing::Instrument::instrument(
            Box::new(room).run(rx),
            span,
        ));
        Ok(Membership {
            share_path: format!("/r/{code}"),
            code,
            member_id: MemberId::FIRST,
            token,
            seat: (!req.spectator).then_some(Seat::new(0)),
            player_id: guest_id,
            player_token,
        })
    }

    /// The room's task, loading the room from the database if needed.
    async fn room(&self, code: &RoomCode) -> Result<mpsc::Sender<RoomCmd>, ErrorCode> {
        if let Some(e) = self
            .0
            .rooms
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get(code)
        {
            return Ok(e.tx.clone());
        }
        // Shutting down: no room is loaded here any more (its clients
        // reconnect to the restarted server or another instance).
        if self.draining() {
            return Err(ErrorCode::ShuttingDown);
        }
        // A shared database: this instance must hold the room's lease
        // before it reads the room (then no other instance writes to it).
        if let Err(owner) = self.0.db.claim(code).await.map_err(store_err)? {
            if !self.0.db.room_exists(code).await.map_err(store_err)? {
                return Err(ErrorCode::NoSuchRoom);
            }
            return Err(ErrorCode::WrongInstance { owner: owner.addr });
        }
        let rec = match self.0.db.load_room(code).await {
            Ok(Some(rec)) => rec,
            other => {
                if self.0.db.shared() {
                    let _ = self.0.db.release(code).await;
                }
                return Err(match other {
                    Err(e) => store_err(e),
                    _ => ErrorCode::NoSuchRoom,
                });
            }
        };
        let bots = self.bot_guests(&rec).await.map_err(store_err)?;
        let full = {
            let rooms = self.0.rooms.lock().unwrap_or_else(|p| p.into_inner());
            if let Some(e) = rooms.get(code) {
                return Ok(e.tx.clone());
            }
            rooms.len() >= self.0.cfg.max_rooms
        };
        if full {
            if self.0.db.shared() {
                let _ = self.0.db.release(code).await;
            }
            return Err(ErrorCode::ServerFull);
        }
        let mut rooms = self.0.rooms.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(e) = rooms.get(code) {
            return Ok(e.tx.clone());
        }
        let gen = self.0.next_gen.fetch_add(1, Ordering::Relaxed);
        let mut room = Room::load(rec, self.0.clone(), gen)
            .map_err(|e| internal(format!("room {code}: {e}")))?;
        room.mark_bot_accounts(&bots);
        let (tx, rx) = mpsc::channel(256);
        rooms.insert(
            code.clone(),
            Entry {
                tx: tx.clone(),
                gen,
                client: None,
            },
        );
        drop(rooms);
        tracing::debug!(room = %code, "loaded from the database");
        // Every event of the room's task is logged inside its span (the
        // room code; JSON logs carry it as `span.room`).
        let span = tracing::info_span!("room", room = %code);
        tokio::spawn(tracing::Instrument::instrument(
            Box::new(room).run(rx),
            span,
        ));
        Ok(tx)
    }

    /// Whether the server is shutting down ([`Hub::drain`]).
    pub fn draining(&self) -> bool {
        self.0.draining.load(Ordering::Acquire)
    }

    /// The first step of a shutdown: from now on no room is created or
    /// loaded (`shutting_down`); rooms already loaded go on until
    /// [`Hub::drain`] closes them.
    pub fn begin_drain(&self) {
        self.0.draining.store(true, Ordering::Release);
    }

    /// Shuts the rooms down (SIGTERM, Ctrl-C; docs/scaling.md "Shutting
    /// down, and a full disk"): no new room is created or loaded; every
    /// loaded room finishes the commands queued before this (their writes
    /// commit before they are announced, as always), applies the catches
    /// it holds back, tells each of its clients to reconnect (a `bye` with
    /// code `wrong_instance`, close 1012, as after a lost lease) and ends.
    /// On a shared database each room's lease is then released, so that
    /// another instance takes the room at once rather than when the lease
    /// runs out. Returns once every room has ended and every connection
    /// has closed, or at `deadline`: the rooms still running then and
    /// their connections, and the leases not yet released, are the
    /// numbers in [`Drained`].
    pub async fn drain(&self, deadline: tokio::time::Instant) -> Drained {
        self.begin_drain();
        let t0 = std::time::Instant::now();
        let rooms: Vec<(RoomCode, mpsc::Sender<RoomCmd>)> = self
            .0
            .rooms
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .iter()
            .map(|(code, e)| (code.clone(), e.tx.clone()))
            .collect();
        let connections = self.0.stats.connections.get().max(0) as u64;
        tracing::info!(rooms = rooms.len(), connections, "draining");
        let codes: Vec<RoomCode> = rooms.iter().map(|r| r.0.clone()).collect();
        let sends = rooms.into_iter().map(|(_, mut tx)| async move {
            // A room that has already ended: nothing to close.
            let _ = tx.send(RoomCmd::Shutdown).await;
        });
        let _ = tokio::time::timeout_at(deadline, futures_util::future::join_all(sends)).await;
        // Rooms leave the map as they end; connections close once their
        // `bye` is out.
        loop {
            let rooms = self.0.rooms.lock().unwrap_or_else(|p| p.into_inner()).len();
            let conns = self.0.stats.connections.get();
            if (rooms == 0 && conns <= 0) || tokio::time::Instant::now() >= deadline {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
        // Closed sockets linger for their clients' FIN (ws.rs: a reset
        // would discard the `bye` unread); a moment for that.
        let linger = tokio::time::Instant::now() + std::time::Duration::from_millis(100);
        tokio::time::sleep_until(linger.min(deadline)).await;
        let mut leases_held = 0;
        if self.0.db.shared() {
            for code in &codes {
                let released = tokio::time::timeout_at(deadline, self.0.db.release(code)).await;
                if !matches!(released, Ok(Ok(()))) {
                    leases_held += 1;
                }
            }
        }
        let d = Drained {
            rooms_left: self.0.rooms.lock().unwrap_or_else(|p| p.into_inner()).len(),
            connections_left: self.0.stats.connections.get().max(0) as u64,
            leases_held,
            ms: t0.elapsed().as_millis() as u64,
        };
        if d.rooms_left > 0 || d.connections_left > 0 || d.leases_held > 0 {
            tracing::warn!(
                rooms = d.rooms_left,
                connections = d.connections_left,
                leases = d.leases_held,
                ms = d.ms,
                "drain timed out: these are dropped"
            );
        } else {
            tracing::info!(rooms = codes.len(), ms = d.ms, "drained");
        }
        d
    }

    /// Tells every room loaded here that `guest` deleted their account
    /// (`POST /api/account/delete`): each names its members of that guest
    /// [`ANONYMOUS`] ([`RoomCmd::Forget`]). Waits for the rooms' answers until
    /// `deadline`; a room that ends meanwhile is loaded again from the
    /// store, which holds the new name already. Rooms that other
    /// instances drive hear of it from their lease loop ([`lease_loop`]).
    pub async fn forget_guest(&self, guest: GuestId, deadline: tokio::time::Instant) {
        let rooms: Vec<mpsc::Sender<RoomCmd>> = self
            .0
            .rooms
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .values()
            .map(|e| e.tx.clone())
            .collect();
        let asks = rooms.into_iter().map(|mut tx| async move {
            let (reply, answer) = oneshot::channel();
            if tx.send(RoomCmd::Forget { guest, reply }).await.is_ok() {
                let _ = answer.await;
            }
        });
        let _ = tokio::time::timeout_at(deadline, futures_util::future::join_all(asks)).await;
    }

    /// Sends a command to a room and waits for its answer, retrying once
    /// the room was unloading.
    async fn request<T>(
        &self,
        code: &RoomCode,
        mut make: impl FnMut(oneshot::Sender<T>) -> RoomCmd,
    ) -> Result<(T, mpsc::Sender<RoomCmd>), ErrorCode> {
        for _ in 0..3 {
            let mut tx = self.room(code).await?;
            let (rtx, rrx) = oneshot::channel();
            if tx.send(make(rtx)).await.is_err() {
                let mut rooms = self.0.rooms.lock().unwrap_or_else(|p| p.into_inner());
                if rooms.get(code).is_some_and(|e| e.tx.same_receiver(&tx)) {
                    rooms.remove(code);
                }
                continue;
            }
            if let Ok(v) = rrx.await {
                return Ok((v, tx));
            }
        }
        Err(ErrorCode::Internal)
    }

    /// Makes sure this instance drives room `code` (loading it, on a shared
    /// database claiming it first): `no_such_room`, or `wrong_instance`
    /// naming the instance that does.
    pub async fn serve_room(&self, code: &RoomCode) -> Result<(), ErrorCode> {
        self.room(code).await.map(|_| ())
    }

    /// Joins a room as a player (a free lobby seat) or a spectator.
    pub async fn join(&self, code: &RoomCode, req: JoinRoom) -> Result<Membership, ErrorCode> {
        let code = code.clone();
        let nickname = check_nickname(&req.nickname)?;
        // The room must exist before a guest is made for it.
        self.room(&code).await?;
        let (guest_id, player_token) = self.guest(req.player_token.as_deref(), &nickname).await?;
        let bot_account = player_token.is_none()
            && self
                .0
                .db
                .is_bot_account(guest_id)
                .await
                .map_err(store_err)?;
        let joined = self
            .join_as(&code, &nickname, guest_id, req.spectator, bot_account)
            .await;
        let Joined {
            member_id,
            token,
            seat,
        } = match joined {
            Ok(j) => j,
            Err(e) => {
                if player_token.is_some() {
                    // The guest made for this join names nobody: forget it
                    // (best effort; a leftover row is harmless).
                    if let Err(db) = self.0.db.write(Write::ForgetGuest { id: guest_id }).await {
                        tracing::warn!("cannot forget guest {guest_id} of a failed join: {db}");
                    }
                }
                return Err(e);
            }
        };
        Ok(Membership {
            share_path: format!("/r/{code}"),
            code,
            member_id,
            token,
            seat,
            player_id: guest_id,
            player_token,
        })
    }

    /// The room's part of a join: seats `guest_id` (or makes it a
    /// spectator) in room `code`.
    async fn join_as(
        &self,
        code: &RoomCode,
        nickname: &str,
        guest_id: GuestId,
        spectator: bool,
        bot_account: bool,
    ) -> Result<Joined, ErrorCode> {
        let mut tries = 0;
        loop {
            let (joined, _) = self
                .request(code, |reply| RoomCmd::Join {
                    nickname: nickname.to_string(),
                    guest_id,
                    spectator,
                    bot_account,
                    reply,
                })
                .await?;
            tries += 1;
            match joined {
                // This instance lost the room while joining (the write was
                // refused, nothing changed): once more, which loads the
                // room again here or names the instance that holds it.
                Err(ErrorCode::WrongInstance { owner }) if owner.is_empty() && tries < 2 => {}
                other => return other,
            }
        }
    }

    /// Authenticates a connection with a seat token.
    pub(crate) async fn attach(
        &self,
        code: &RoomCode,
        token: &str,
        conn: Conn,
    ) -> Result<(MemberId, mpsc::Sender<RoomCmd>), ErrorCode> {
        if token.len() != 64 || !token.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(ErrorCode::BadToken);
        }
        let token_hash = fair::token_hash(&token.to_ascii_lowercase());
        let (r, tx) = self
            .request(code, |reply| RoomCmd::Attach {
                token_hash,
                conn: conn.clone(),
                reply,
            })
            .await?;
        Ok((r?, tx))
    }

    /// The public state of a room.
    pub async fn room_info(&self, code: &RoomCode) -> Result<RoomInfo, ErrorCode> {
        Ok(self.request(code, |reply| RoomCmd::Info { reply }).await?.0)
    }
}

/// What `/metrics` reads (`crate::metrics`, which does not import the hub).
impl crate::metrics::Scraped for Hub {
    fn counters(&self) -> &Stats {
        self.stats()
    }
    fn gauges(&self) -> crate::metrics::Gauges {
        let s = self.server_stats();
        crate::metrics::Gauges {
            rooms_loaded: s.rooms_loaded,
            rss_bytes: s.rss_bytes,
            heap_bytes: s.heap_bytes,
        }
    }
}

/// What [`Hub::drain`] left behind at its deadline (all 0: a clean drain).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Drained {
    pub rooms_left: usize,
    pub connections_left: u64,
    /// Leases (shared database) not released: they run out by themselves.
    pub leases_held: usize,
    /// How long the drain took.
    pub ms: u64,
}

/// Renews this instance's room leases every third of their lifetime while
/// the server runs (shared databases only). A room whose lease was lost
/// (this instance could not renew it in time, or another instance claimed
/// it after it expired) is dropped from the map and its task told to stop:
/// the room sends each of its connections a `bye` with code
/// `wrong_instance` and closes it, so that clients reconnect through the
/// load balancer (docs/protocol.md "Several instances"). Its writes are
/// refused by the database from then on, and requests for it get
/// `wrong_instance` or load it again here once nobody holds it.
pub async fn lease_loop(hub: Hub) {
    let Some(me) = hub.0.db.instance().cloned() else {
        return;
    };
    let period = (me.ttl / 3).max(std::time::Duration::from_millis(100));
    let mut tick = tokio::time::interval(period);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        // Rooms loaded from here on were claimed after the renewal below.
        let gen_before = hub.0.next_gen.load(Ordering::Relaxed);
        let held = match hub.0.db.renew().await {
            Ok(Some(h)) => h,
            Ok(None) => return,
            Err(e) => {
                tracing::warn!("cannot renew room leases: {e}");
                continue;
            }
        };
        let held: std::collections::HashSet<RoomCode> = held.into_iter().collect();
        {
            let mut rooms = hub.0.rooms.lock().unwrap_or_else(|p| p.into_inner());
            let lost: Vec<RoomCode> = rooms
                .iter()
                .filter(|(code, e)| e.gen < gen_before && !held.contains(*code))
                .map(|(code, _)| code.clone())
                .collect();
            for code in lost {
                tracing::warn!(room = %code, "lease lost: dropping the room");
                if let Some(e) = rooms.remove(&code) {
                    if let Some(ip) = e.client {
                        hub.0.release_client(ip);
                    }
                    let mut tx = e.tx;
                    tokio::spawn(async move {
                        let _ = tx.send(RoomCmd::LeaseLost).await;
                    });
                }
            }
        }
        forget_deleted(&hub).await;
    }
}

/// A player who deleted their account through another instance is named
/// [`ANONYMOUS`] in the store's members; the rooms held here that may
/// still show the old name are told ([`RoomCmd::Forget`]; a room whose
/// member has that name already changes nothing). Never waits on a room:
/// one whose queue is full is told at the next renewal, so the renewals
/// keep their pace.
async fn forget_deleted(hub: &Hub) {
    let named = match hub.0.db.members_named(ANONYMOUS).await {
        Ok(n) => n,
        Err(e) => {
            tracing::warn!("cannot read the members of deleted accounts: {e}");
            return;
        }
    };
    for (code, guest) in named {
        let tx = hub
            .0
            .rooms
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get(&code)
            .map(|e| e.tx.clone());
        if let Some(mut tx) = tx {
            let (reply, _) = oneshot::channel();
            let _ = tx.try_send(RoomCmd::Forget { guest, reply });
        }
    }
}
