//! All database access. [`Db`] is the storage API the server uses, with
//! two back-ends behind it:
//!
//! - SQLite (the default: a file, nothing to install): [`Store`], one
//!   synchronous rusqlite connection. Writes go to one writer thread that
//!   commits whatever has queued up in a single transaction (group commit)
//!   and then answers each writer: when `Db::write` returns, the row is
//!   committed (WAL mode, `synchronous = NORMAL`: durable across a killed
//!   process). Reads use a second connection on a blocking task.
//!   [`Db::open_inline`] runs writes on the caller's task instead, for
//!   tests with paused time. One server owns the file.
//! - PostgreSQL ([`pg`]): the same tables and migrations, a connection
//!   pool, group commit as one pipelined transaction per batch, and room
//!   leases so that several instances share one database and never drive
//!   the same room (docs/scaling.md).
//!
//! Either way an action is committed before anyone hears of it.
//!
//! What is written once for both: the schema and its migrations
//! (`store/schema.rs`, one description rendered in each back-end's types)
//! and every write and read (`store/ops.rs`: the SQL text, parameters and
//! how rows become records), over two small traits (`store/sql.rs`). What
//! each back-end keeps as its own is what truly differs: connections,
//! where the schema version is kept, transactions and group commit
//! (`store/sqlite.rs`: savepoints in one transaction on a writer thread;
//! [`pg`]: pipelined batches on a pool, retried one write at a time), and
//! PostgreSQL's room leases.

use std::path::Path;
use std::sync::{Arc, Mutex};

use serde::{Deserialize, Serialize};
use tokio::sync::oneshot;
use uno_core::{Action, RulesSpec, Seat};

use crate::ids::{GameId, GuestId, JobId, MemberId, RoomCode};
use crate::seating::{Occupant, SeatRecord, Settings};

pub mod accounts;
mod accounts_read;
pub mod analysis;
mod botnet;
pub mod daily;
mod daily_read;
pub mod listing;
mod ops;
pub use botnet::BotWrite;
pub mod pg;
mod ratings;
mod ratings_read;
mod schema;
mod sql;
mod sqlite;
pub use pg::{Instance, Owner};
pub use ratings_read::{PlayerPage, RatedPlayer, RatingInfo, RatingPoint, RecentGame};
pub use sqlite::{SqliteFault, Store};

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database: {0}")]
    Sqlite(#[from] rusqlite::Error),
    #[error("stored data: {0}")]
    Data(String),
    #[error("database: {0}")]
    Postgres(String),
    #[error("this instance no longer holds the room (its lease passed to another instance)")]
    NotOwner,
    #[error("the database writer has stopped")]
    Closed,
    /// The database cannot store anything now: the disk is full, the file
    /// or its file system is read-only, an I/O error (SQLite). The whole
    /// commit was rolled back; the next one may succeed once space returns
    /// or the file is writable again (issue 22, docs/scaling.md "Shutting
    /// down, and a full disk").
    #[error("the database cannot store anything now: {0}")]
    Unavailable(String),
}

impl StoreError {
    /// Whether the database cannot store (or read) anything now, rather
    /// than that one write or row was wrong: [`StoreError::Unavailable`]
    /// (a full disk, a read-only file, PostgreSQL gone, restarting or
    /// refusing connections), a SQLite read that met the same
    /// ([`sqlite::storage_failure`]), or the writer stopped. Clients hear
    /// `storage_unavailable` (crate::errors).
    pub fn is_unavailable(&self) -> bool {
        match self {
            StoreError::Unavailable(_) | StoreError::Closed => true,
            StoreError::Sqlite(e) => sqlite::storage_failure(e),
            StoreError::Data(_) | StoreError::Postgres(_) | StoreError::NotOwner => false,
        }
    }

    /// The same error with `what` said first.
    pub fn context(self, what: &str) -> StoreError {
        match self {
            StoreError::Unavailable(m) => StoreError::Unavailable(format!("{what}: {m}")),
            StoreError::Postgres(m) => StoreError::Postgres(format!("{what}: {m}")),
            other => other,
        }
    }
}

/// Milliseconds since the Unix epoch.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

/// One write. Each is applied atomically; several may share a commit.
#[derive(Clone, Debug)]
pub enum Write {
    Guest {
        token_hash: [u8; 32],
        nickname: String,
    },
    /// Bot accounts and their invitations (store/botnet.rs).
    Botnet(BotWrite),
    /// Accounts, passkeys, sessions, codes (store/accounts.rs).
    Account(accounts::AccountWrite),
    /// A guest made for a join that then failed: deleted unless a
    /// membership or a game result names it (then nothing changes).
    /// Gives 1 when it was deleted.
    ForgetGuest {
        id: GuestId,
    },
    /// A new room; the store writes its settings and seats as JSON.
    Room {
        code: RoomCode,
        settings: Settings,
        lobby: Vec<Occupant>,
    },
    Member {
        room: RoomCode,
        id: MemberId,
        guest_id: GuestId,
        nickname: String,
        token_hash: [u8; 32],
        host: bool,
    },
    Lobby {
        room: RoomCode,
        lobby: Vec<Occupant>,
    },
    /// The host role passed to member `host`.
    Host {
        room: RoomCode,
        host: MemberId,
    },
    Settings {
        room: RoomCode,
        settings: Settings,
    },
    StartGame(NewGame),
    /// One applied action; the store writes it as the protocol's JSON.
    Action {
        game: GameId,
        idx: u64,
        seat: Seat,
        action: uno_core::Action,
    },
    FinishGame {
        game: GameId,
        winners: Vec<Seat>,
        scores: Vec<i64>,
        rounds: u32,
        results: Vec<SeatResult>,
    },
    /// The public listing's tables (store/listing.rs).
    Public(listing::PublicWrite),
    /// The daily deal's tables (store/daily.rs).
    Daily(daily::DailyWrite),
    /// Analysis jobs (store/analysis.rs).
    Analysis(analysis::AnalysisWrite),
    /// Several writes applied as one, in order: all of them or none (a
    /// member joining and the seat they take). The last one's answer.
    Together(Vec<Write>),
}

/// The id of the game a [`Write::StartGame`] recorded: that write's answer.
pub fn game_written(answer: i64) -> GameId {
    GameId::from_db(answer)
}

#[derive(Clone, Debug)]
pub struct NewGame {
    pub room: RoomCode,
    pub game_no: u32,
    /// The game's rules as the room set them (stored as their JSON).
    pub rules: RulesSpec,
    pub players: usize,
    /// Who held each seat (stored as JSON).
    pub seats: Vec<SeatRecord>,
    pub seed: u64,
    pub salt: String,
    pub commitment: String,
}

#[derive(Clone, Debug)]
pub struct SeatResult {
    pub seat: Seat,
    pub guest_id: Option<GuestId>,
    pub bot: Option<String>,
    pub nickname: String,
    pub score: i64,
    pub winner: bool,
    /// The seat's place in the game (1 the best; equal places shared),
    /// which rates it (crate::ratings::places).
    pub place: u32,
    /// The seat's team under R15 (`None` without teams): partners are
    /// not rated against each other (crate::ratings).
    pub team: Option<u8>,
}

/// A room as stored.
#[derive(Clone, Debug)]
pub struct RoomRecord {
    pub code: RoomCode,
    /// The settings and seats (stored as JSON; a row that does not read
    /// back fails the load of that room alone).
    pub settings: Settings,
    pub lobby: Vec<Occupant>,
    pub members: Vec<MemberRecord>,
    /// The game in progress, if any.
    pub game: Option<GameRow>,
    /// The highest game number played in the room (0: none).
    pub last_game_no: u32,
}

#[derive(Clone, Debug)]
pub struct MemberRecord {
    pub id: MemberId,
    pub guest_id: GuestId,
    pub nickname: String,
    pub token_hash: [u8; 32],
    pub host: bool,
}

/// A game row with its action log.
#[derive(Clone, Debug)]
pub struct GameRow {
    pub id: GameId,
    pub room: RoomCode,
    pub game_no: u32,
    /// The game's rules as the room set them (stored as their JSON).
    pub rules: RulesSpec,
    pub players: usize,
    /// Who held each seat (stored as JSON).
    pub seats: Vec<SeatRecord>,
    pub seed: u64,
    pub salt: String,
    pub commitment: String,
    pub started_ms: i64,
    pub finished_ms: Option<i64>,
    pub winners: Option<Vec<Seat>>,
    pub scores: Option<Vec<i64>>,
    pub rounds: Option<u32>,
    pub actions: Vec<(Seat, Action)>,
}

/// A finished game in a history listing.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct GameSummary {
    pub game_id: GameId,
    pub room: RoomCode,
    pub game_no: u32,
    pub players: usize,
    pub started_ms: i64,
    pub finished_ms: i64,
    pub rounds: u32,
    pub winners: Vec<Seat>,
    pub scores: Vec<i64>,
    pub seats: Vec<ResultRow>,
}

#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct ResultRow {
    pub seat: Seat,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub player_id: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bot: Option<String>,
    pub nickname: String,
    pub score: i64,
    pub winner: bool,
    /// The seat's team under R15.6 (`None` without teams), from the
    /// game's rules.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub team: Option<u8>,
}

/// A guest's record over finished games.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct PlayerStats {
    pub player_id: i64,
    pub nickname: String,
    pub games: u64,
    pub wins: u64,
    pub win_rate: f64,
    pub total_score: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_played_ms: Option<i64>,
}

/// A filter for [`Store::history`].
#[derive(Clone, Debug, Default, Deserialize)]
pub struct HistoryQuery {
    pub room: Option<String>,
    pub player: Option<i64>,
    pub limit: Option<u32>,
    /// Only games with an id below this (paging).
    pub before: Option<i64>,
}

fn hash_from(v: Vec<u8>) -> Result<[u8; 32], StoreError> {
    v.try_into()
        .map_err(|_| StoreError::Data("a token hash is not 32 bytes".into()))
}

fn json<T: for<'de> Deserialize<'de>>(s: &str) -> Result<T, StoreError> {
    serde_json::from_str(s).map_err(|e| StoreError::Data(e.to_string()))
}

// ----- the async handle -------------------------------------------------------

enum Mode {
    /// A writer thread with group commit.
    Thread(std::sync::mpsc::Sender<(Write, sqlite::Reply)>),
    /// Writes on the caller's task (tests with paused time).
    Inline(Mutex<Store>),
}

struct SqliteDb {
    mode: Mode,
    read: Mutex<Store>,
    inline: bool,
    /// A fault for the writer to take on before its next commit (tests).
    fault: sqlite::PendingFault,
}

enum Backend {
    Sqlite(SqliteDb),
    Postgres(pg::PgDb),
}

/// The server's handle on the database (cheap to clone): the storage API,
/// whichever the back-end.
#[derive(Clone)]
pub struct Db(Arc<Backend>);

/// The schema version this server migrates to (the number of migrations):
/// SQLite keeps the version a database is at in `PRAGMA user_version`.
pub fn schema_version() -> usize {
    schema::MIGRATIONS.len()
}

/// Whether `spec` (`--db`, `DATABASE_URL`) names a PostgreSQL database
/// rather than a SQLite file.
pub fn is_postgres_url(spec: &str) -> bool {
    spec.starts_with("postgres://") || spec.starts_with("postgresql://")
}

impl Db {
    /// Opens the database `spec` names: a `postgres://` URL (connected,
    /// migrated, leases under `instance`) or a SQLite file path.
    pub async fn connect(spec: &str, instance: Instance) -> Result<Db, StoreError> {
        if is_postgres_url(spec) {
            Db::open_postgres(spec, instance).await
        } else {
            let path = std::path::PathBuf::from(spec);
            tokio::task::spawn_blocking(move || Db::open(&path))
                .await
                .map_err(|_| StoreError::Closed)?
        }
    }

    /// Connects to PostgreSQL and migrates it; `instance` names this
    /// server in room leases.
    pub async fn open_postgres(url: &str, instance: Instance) -> Result<Db, StoreError> {
        Ok(Db(Arc::new(Backend::Postgres(
            pg::PgDb::connect(url, instance).await?,
        ))))
    }

    /// Opens the SQLite database with a writer thread (group commit).
    pub fn open(path: &Path) -> Result<Db, StoreError> {
        let writer = Store::open(path)?;
        let read = Store::open(path)?;
        let fault = sqlite::PendingFault::default();
        let tx = sqlite::spawn_writer(writer, path, fault.clone())?;
        Ok(Db(Arc::new(Backend::Sqlite(SqliteDb {
            mode: Mode::Thread(tx),
            read: Mutex::new(read),
            inline: false,
            fault,
        }))))
    }

    /// Opens the SQLite database with writes and reads on the caller's task.
    pub fn open_inline(path: &Path) -> Result<Db, StoreError> {
        let writer = Store::open(path)?;
        let read = Store::open(path)?;
        Ok(Db(Arc::new(Backend::Sqlite(SqliteDb {
            mode: Mode::Inline(Mutex::new(writer)),
            read: Mutex::new(read),
            inline: true,
            fault: Default::default(),
        }))))
    }

    /// "sqlite" or "postgres".
    pub fn backend(&self) -> &'static str {
        match &*self.0 {
            Backend::Sqlite(_) => "sqlite",
            Backend::Postgres(_) => "postgres",
        }
    }

    /// Whether several instances may share this database (PostgreSQL):
    /// rooms are then claimed with leases before they are driven.
    pub fn shared(&self) -> bool {
        matches!(&*self.0, Backend::Postgres(_))
    }

    /// This instance in room leases (PostgreSQL only).
    pub fn instance(&self) -> Option<&Instance> {
        match &*self.0 {
            Backend::Sqlite(_) => None,
            Backend::Postgres(p) => Some(&p.me),
        }
    }

    /// For tests only: makes the SQLite writer connection refuse writes as
    /// a full disk (`PRAGMA max_page_count` at the database's current size:
    /// SQLITE_FULL once its free pages are used) or a read-only file
    /// (`PRAGMA query_only`: SQLITE_READONLY), or lifts that
    /// ([`SqliteFault::None`]); taken on before the next commit. A real
    /// full disk or read-only file system does the same from outside
    /// (`scripts/soak.d/sqlite-full.sh`, `sqlite-readonly.sh`). PostgreSQL:
    /// nothing.
    pub fn set_sqlite_fault(&self, fault: SqliteFault) {
        if let Backend::Sqlite(s) = &*self.0 {
            match &s.mode {
                Mode::Thread(_) => s.fault.set(fault),
                Mode::Inline(store) => {
                    let store = store.lock().unwrap_or_else(|p| p.into_inner());
                    if let Err(e) = store.take_fault(fault) {
                        tracing::warn!("cannot set the test fault {fault:?}: {e}");
                    }
                }
            }
        }
    }

    /// Commits one write; returns the new row id where there is one.
    pub async fn write(&self, w: Write) -> Result<i64, StoreError> {
        match &*self.0 {
            Backend::Sqlite(s) => match &s.mode {
                Mode::Thread(tx) => {
                    let (rtx, rrx) = oneshot::channel();
                    tx.send((w, rtx)).map_err(|_| StoreError::Closed)?;
                    rrx.await.map_err(|_| StoreError::Closed)?
                }
                Mode::Inline(store) => store.lock().unwrap_or_else(|p| p.into_inner()).write(&w),
            },
            Backend::Postgres(p) => p.write(w).await,
        }
    }

    /// Makes a guest identity ([`Write::Guest`]); its id.
    pub async fn create_guest(
        &self,
        token_hash: [u8; 32],
        nickname: String,
    ) -> Result<GuestId, StoreError> {
        self.write(Write::Guest {
            token_hash,
            nickname,
        })
        .await
        .map(GuestId::from_db)
    }

    /// Records a new game ([`Write::StartGame`]); its id.
    pub async fn start_game(&self, g: NewGame) -> Result<GameId, StoreError> {
        self.write(Write::StartGame(g)).await.map(game_written)
    }

    /// Runs a read query on SQLite's read connection.
    async fn sqlite_read<T: Send + 'static>(
        &self,
        f: impl FnOnce(&Store) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, StoreError> {
        let Backend::Sqlite(s) = &*self.0 else {
            return Err(StoreError::Data("not a SQLite database".into()));
        };
        if s.inline {
            let store = s.read.lock().unwrap_or_else(|p| p.into_inner());
            return f(&store);
        }
        let shared = self.0.clone();
        tokio::task::spawn_blocking(move || {
            let Backend::Sqlite(s) = &*shared else {
                unreachable!("checked above")
            };
            let store = s.read.lock().unwrap_or_else(|p| p.into_inner());
            f(&store)
        })
        .await
        .map_err(|_| StoreError::Closed)?
    }

    /// The guest with this token hash: id and nickname.
    pub async fn guest_by_token(
        &self,
        token_hash: [u8; 32],
    ) -> Result<Option<(GuestId, String)>, StoreError> {
        match &*self.0 {
            Backend::Postgres(p) => p.guest_by_token(&token_hash).await,
            Backend::Sqlite(_) => {
                self.sqlite_read(move |s| s.guest_by_token(&token_hash))
                    .await
            }
        }
    }

    /// Whether guest `guest` is a bot account (made by `POST /api/bots`;
    /// store/botnet.rs).
    pub async fn is_bot_account(&self, guest: GuestId) -> Result<bool, StoreError> {
        match &*self.0 {
            Backend::Postgres(p) => p.is_bot_account(guest).await,
            Backend::Sqlite(_) => self.sqlite_read(move |s| s.is_bot_account(guest)).await,
        }
    }

    /// The online bot account called `nickname` (it asked for invitations
    /// at or after `since_ms`), if any.
    pub async fn online_bot(
        &self,
        nickname: &str,
        since_ms: i64,
    ) -> Result<Option<GuestId>, StoreError> {
        match &*self.0 {
            Backend::Postgres(p) => p.online_bot(nickname, since_ms).await,
            Backend::Sqlite(_) => {
                let n = nickname.to_string();
                self.sqlite_read(move |s| s.online_bot(&n, since_ms)).await
            }
        }
    }

    /// The room a bot account was invited to (the oldest invitation).
    pub async fn bot_invitation(&self, guest: GuestId) -> Result<Option<RoomCode>, StoreError> {
        match &*self.0 {
            Backend::Postgres(p) => p.bot_invitation(guest).await,
            Backend::Sqlite(_) => self.sqlite_read(move |s| s.bot_invitation(guest)).await,
        }
    }

    /// Whether a room with this code was ever created.
    pub async fn room_exists(&self, code: &RoomCode) -> Result<bool, StoreError> {
        match &*self.0 {
            Backend::Postgres(p) => p.room_exists(code).await,
            Backend::Sqlite(_) => {
                let c = code.clone();
                self.sqlite_read(move |s| s.room_exists(&c)).await
            }
        }
    }

    /// Everything needed to bring a room back (see [`Store::load_room`]).
    pub async fn load_room(&self, code: &RoomCode) -> Result<Option<RoomRecord>, StoreError> {
        match &*self.0 {
            Backend::Postgres(p) => p.load_room(code).await,
            Backend::Sqlite(_) => {
                let c = code.clone();
                self.sqlite_read(move |s| s.load_room(&c)).await
            }
        }
    }

    /// A game row and its action log.
    pub async fn game(&self, id: GameId) -> Result<Option<GameRow>, StoreError> {
        match &*self.0 {
            Backend::Postgres(p) => p.game(id).await,
            Backend::Sqlite(_) => self.sqlite_read(move |s| s.game(id)).await,
        }
    }

    /// A finished game's summary.
    pub async fn summary(&self, id: GameId) -> Result<Option<GameSummary>, StoreError> {
        match &*self.0 {
            Backend::Postgres(p) => p.summary(id).await,
            Backend::Sqlite(_) => self.sqlite_read(move |s| s.summary(id)).await,
        }
    }

    /// Finished games, newest first.
    pub async fn history(&self, q: HistoryQuery) -> Result<Vec<GameSummary>, StoreError> {
        match &*self.0 {
            Backend::Postgres(p) => p.history(&q).await,
            Backend::Sqlite(_) => self.sqlite_read(move |s| s.history(&q)).await,
        }
    }

    /// A guest's statistics over finished games.
    pub async fn player_stats(&self, player: i64) -> Result<Option<PlayerStats>, StoreError> {
        match &*self.0 {
            Backend::Postgres(p) => p.player_stats(player).await,
            Backend::Sqlite(_) => self.sqlite_read(move |s| s.player_stats(player)).await,
        }
    }

    /// Rated players by rating, highest first; bots too unless `bots` is
    /// false (crate::ratings).
    pub async fn rating_leaderboard(
        &self,
        limit: u32,
        bots: bool,
    ) -> Result<Vec<RatedPlayer>, StoreError> {
        match &*self.0 {
            Backend::Postgres(p) => p.rating_leaderboard(limit, bots).await,
            Backend::Sqlite(_) => {
                self.sqlite_read(move |s| s.rating_leaderboard(limit, bots))
                    .await
            }
        }
    }

    /// The public listing (store/listing.rs).
    pub async fn listing(&self) -> Result<listing::Listing, StoreError> {
        let now = now_ms();
        match &*self.0 {
            Backend::Postgres(p) => listing::read(&pg::PgConn(&p.client().await?), true, now).await,
            Backend::Sqlite(_) => {
                self.sqlite_read(move |s| sqlite::ready(listing::read(s.conn(), false, now)))
                    .await
            }
        }
    }

    /// A player's page: rating, its history, recent games (`None`: no such
    /// guest, or a bot never rated).
    pub async fn player_page(
        &self,
        who: crate::ratings::Identity,
    ) -> Result<Option<PlayerPage>, StoreError> {
        match &*self.0 {
            Backend::Postgres(p) => p.player_page(&who).await,
            Backend::Sqlite(_) => self.sqlite_read(move |s| s.player_page(&who)).await,
        }
    }

    /// Takes the quick-match lock of `preset` (every instance's).
    pub async fn quick_lock(&self, preset: &str) -> Result<listing::QuickLock, StoreError> {
        let pg = match &*self.0 {
            Backend::Postgres(p) => Some(p.client().await?),
            Backend::Sqlite(_) => None,
        };
        listing::QuickLock::take(pg, preset).await
    }

    /// A waiting quick-match table of `preset` with a free seat, its row
    /// updated since `fresh_since` (ms); take [`Db::quick_lock`] first.
    pub async fn quick_find(
        &self,
        preset: &str,
        fresh_since: i64,
    ) -> Result<Option<RoomCode>, StoreError> {
        match &*self.0 {
            Backend::Postgres(p) => {
                listing::quick_find(&pg::PgConn(&p.client().await?), preset, fresh_since).await
            }
            Backend::Sqlite(_) => {
                let preset = preset.to_string();
                self.sqlite_read(move |s| {
                    sqlite::ready(listing::quick_find(s.conn(), &preset, fresh_since))
                })
                .await
            }
        }
    }

    /// The analysis job of seat `seat` in game `game`, if asked for.
    pub async fn analysis_job(
        &self,
        game: GameId,
        seat: u8,
    ) -> Result<Option<analysis::JobRow>, StoreError> {
        match &*self.0 {
            Backend::Postgres(p) => {
                analysis::read_job(&pg::PgConn(&p.client().await?), game, seat).await
            }
            Backend::Sqlite(_) => {
                self.sqlite_read(move |s| sqlite::ready(analysis::read_job(s.conn(), game, seat)))
                    .await
            }
        }
    }

    /// Claims the oldest claimable analysis job for `worker` until
    /// `lease_until` (ms): its id, or `None` when there is none.
    pub async fn analysis_claim(
        &self,
        worker: &str,
        lease_until: i64,
    ) -> Result<Option<JobId>, StoreError> {
        let id = self
            .write(Write::Analysis(analysis::AnalysisWrite::Claim {
                worker: worker.to_string(),
                lease_until,
            }))
            .await?;
        Ok((id != 0).then_some(JobId::from_db(id)))
    }

    /// Whether an analysis job may be claimed now (store/analysis.rs).
    pub async fn analysis_claimable(&self) -> Result<bool, StoreError> {
        let now = now_ms();
        match &*self.0 {
            Backend::Postgres(p) => analysis::claimable(&pg::PgConn(&p.client().await?), now).await,
            Backend::Sqlite(_) => {
                self.sqlite_read(move |s| sqlite::ready(analysis::claimable(s.conn(), now)))
                    .await
            }
        }
    }

    /// The analysis job with this id.
    pub async fn analysis_job_by_id(
        &self,
        id: JobId,
    ) -> Result<Option<analysis::JobRow>, StoreError> {
        match &*self.0 {
            Backend::Postgres(p) => {
                analysis::read_job_by_id(&pg::PgConn(&p.client().await?), id).await
            }
            Backend::Sqlite(_) => {
                self.sqlite_read(move |s| sqlite::ready(analysis::read_job_by_id(s.conn(), id)))
                    .await
            }
        }
    }

    /// Claims `room` for this instance before it drives it. SQLite: always
    /// granted (one server owns the file). PostgreSQL: granted when no
    /// other instance holds a live lease on it; otherwise that instance.
    pub async fn claim(&self, room: &RoomCode) -> Result<Result<(), Owner>, StoreError> {
        match &*self.0 {
            Backend::Sqlite(_) => Ok(Ok(())),
            Backend::Postgres(p) => p.claim(room).await,
        }
    }

    /// Extends this instance's leases; returns the rooms it holds
    /// (PostgreSQL; SQLite: `None`, nothing to renew).
    pub async fn renew(&self) -> Result<Option<Vec<RoomCode>>, StoreError> {
        match &*self.0 {
            Backend::Sqlite(_) => Ok(None),
            Backend::Postgres(p) => p.renew().await.map(Some),
        }
    }

    /// The members named `name` in the rooms this instance holds, with
    /// their rooms (PostgreSQL, for [`crate::hub::lease_loop`]; SQLite:
    /// none, its one server renames its rooms itself).
    pub async fn members_named(&self, name: &str) -> Result<Vec<(RoomCode, GuestId)>, StoreError> {
        match &*self.0 {
            Backend::Sqlite(_) => Ok(Vec::new()),
            Backend::Postgres(p) => p.members_named(name).await,
        }
    }

    /// Gives up this instance's lease on `room` (PostgreSQL).
    pub async fn release(&self, room: &RoomCode) -> Result<(), StoreError> {
        match &*self.0 {
            Backend::Sqlite(_) => Ok(()),
            Backend::Postgres(p) => p.release(room).await,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn migrates_writes_and_loads() {
        let code = RoomCode::parse("ABCDEF").unwrap();
        let dir = std::env::temp_dir().join(format!("uno-store-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("t.db");
        let _ = std::fs::remove_file(&path);
        let mut s = Store::open(&path).unwrap();
        let g = s
            .write(&Write::Guest {
                token_hash: [1; 32],
                nickname: "Ada".into(),
            })
            .unwrap();
        let lobby = vec![
            Occupant::Member(MemberId::FIRST),
            Occupant::Bot("easy".into()),
        ];
        s.write(&Write::Room {
            code: code.clone(),
            settings: Settings::default(),
            lobby: lobby.clone(),
        })
        .unwrap();
        s.write(&Write::Member {
            room: code.clone(),
            id: MemberId::FIRST,
            guest_id: GuestId::from_db(g),
            nickname: "Ada".into(),
            token_hash: [2; 32],
            host: true,
        })
        .unwrap();
        let game = s
            .write(&Write::StartGame(NewGame {
                room: code.clone(),
                game_no: 1,
                rules: RulesSpec::default(),
                players: 2,
                seats: Vec::new(),
                seed: u64::MAX,
                salt: "00".into(),
                commitment: "c".into(),
            }))
            .unwrap();
        // A duplicate action index fails alone; the batch still commits.
        let r = s
            .write_batch(&[
                Write::Action {
                    game: GameId::from_db(game),
                    idx: 0,
                    seat: Seat::new(1),
                    action: uno_core::Action::Draw,
                },
                Write::Action {
                    game: GameId::from_db(game),
                    idx: 0,
                    seat: Seat::new(1),
                    action: uno_core::Action::Pass,
                },
            ])
            .unwrap();
        assert!(r[0].is_ok() && r[1].is_err());
        drop(s);
        let s = Store::open(&path).unwrap();
        let room = s.load_room(&code).unwrap().unwrap();
        assert_eq!(room.members.len(), 1);
        assert_eq!(room.members[0].token_hash, [2; 32]);
        // The seats and settings come back as they were written.
        assert_eq!(room.lobby, lobby);
        assert_eq!(room.settings, Settings::default());
        // The stored text is the seats' serde form (crate::seating).
        let stored: String = s
            .conn()
            .query_row("SELECT lobby FROM rooms WHERE code = 'ABCDEF'", [], |r| {
                r.get(0)
            })
            .unwrap();
        assert_eq!(stored, r#"[{"member":1},{"bot":"easy"}]"#);
        let gr = room.game.unwrap();
        assert_eq!(gr.seed, u64::MAX);
        assert_eq!(gr.actions, vec![(Seat::new(1), Action::Draw)]);
        assert_eq!(s.guest_by_token(&[1; 32]).unwrap().unwrap().1, "Ada");
        assert!(s
            .load_room(&RoomCode::parse("NQPE22").unwrap())
            .unwrap()
            .is_none());
        std::fs::remove_dir_all(&dir).ok();
    }

    /// A member and the seat they take (room/lobby.rs `join`): a part
    /// refused rolls back the parts before it (issue 29 §2).
    #[test]
    fn writes_together_are_all_or_nothing() {
        let code = RoomCode::parse("ABCDEF").unwrap();
        let dir = std::env::temp_dir().join(format!("uno-together-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("t.db");
        let _ = std::fs::remove_file(&path);
        let mut s = Store::open(&path).unwrap();
        let g = GuestId::from_db(
            s.write(&Write::Guest {
                token_hash: [1; 32],
                nickname: "Ada".into(),
            })
            .unwrap(),
        );
        s.write(&Write::Room {
            code: code.clone(),
            settings: Settings::default(),
            lobby: Vec::new(),
        })
        .unwrap();
        let member = |id: MemberId, name: &str| Write::Member {
            room: code.clone(),
            id,
            guest_id: g,
            nickname: name.into(),
            token_hash: [id.to_db() as u8; 32],
            host: false,
        };
        let seated = vec![Occupant::Member(MemberId::FIRST)];
        // The second part is refused before any SQL runs (a game number
        // that does not fit the column): the member is not kept either.
        let refused = s.write(&Write::Together(vec![
            member(MemberId::FIRST, "Ada"),
            Write::StartGame(NewGame {
                room: code.clone(),
                game_no: u32::MAX,
                rules: RulesSpec::default(),
                players: 2,
                seats: Vec::new(),
                seed: 1,
                salt: "00".into(),
                commitment: "c".into(),
            }),
        ]));
        assert!(matches!(refused, Err(StoreError::Data(_))), "{refused:?}");
        let room = s.load_room(&code).unwrap().unwrap();
        assert!(room.members.is_empty() && room.game.is_none());
        // Both parts taken.
        s.write(&Write::Together(vec![
            member(MemberId::FIRST, "Ada"),
            Write::Lobby {
                room: code.clone(),
                lobby: seated.clone(),
            },
        ]))
        .unwrap();
        let room = s.load_room(&code).unwrap().unwrap();
        assert_eq!(room.members.len(), 1);
        assert_eq!(room.lobby, seated);
        // On a read-only file nothing of it is kept.
        s.take_fault(SqliteFault::ReadOnly).unwrap();
        let r = s.write(&Write::Together(vec![
            member(MemberId::FIRST.next(), "Bob"),
            Write::Lobby {
                room: code.clone(),
                lobby: Vec::new(),
            },
        ]));
        assert!(matches!(r, Err(StoreError::Unavailable(_))), "{r:?}");
        drop(s);
        let s = Store::open(&path).unwrap();
        let room = s.load_room(&code).unwrap().unwrap();
        assert_eq!(room.members.len(), 1);
        assert_eq!(room.lobby, seated);
        std::fs::remove_dir_all(&dir).ok();
    }
}
