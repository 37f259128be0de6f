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

use std::path::Path;
use std::sync::{Arc, Mutex};

use rusqlite::{params, Connection, OptionalExtension};
use serde::{Deserialize, Serialize};
use tokio::sync::oneshot;
use uno_core::{Action, Seat};

pub mod pg;
pub use pg::{Instance, Owner};

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
}

/// Migration 2 (both back-ends): which instance drives which room, until
/// when (ms since the epoch, by the database's clock on PostgreSQL).
/// SQLite has the table for the same schema; one server owns a SQLite file,
/// so it never needs a lease.
pub(crate) const MIGRATION_LEASES: &str = r#"
CREATE TABLE room_leases (
    room TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    addr TEXT NOT NULL,
    expires_ms BIGINT NOT NULL
);
CREATE INDEX room_leases_owner ON room_leases (owner);
"#;

/// The migrations, in order; `PRAGMA user_version` counts those applied.
/// `pg::MIGRATIONS` is the same schema in PostgreSQL's types.
const MIGRATIONS: &[&str] = &[
    r#"
CREATE TABLE guests (
    id INTEGER PRIMARY KEY,
    token_hash BLOB NOT NULL UNIQUE,
    nickname TEXT NOT NULL,
    created_ms INTEGER NOT NULL
);
CREATE TABLE rooms (
    code TEXT PRIMARY KEY,
    created_ms INTEGER NOT NULL,
    settings TEXT NOT NULL,
    lobby TEXT NOT NULL,
    open INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE members (
    room TEXT NOT NULL,
    id INTEGER NOT NULL,
    guest_id INTEGER NOT NULL,
    nickname TEXT NOT NULL,
    token_hash BLOB NOT NULL,
    host INTEGER NOT NULL,
    joined_ms INTEGER NOT NULL,
    PRIMARY KEY (room, id)
) WITHOUT ROWID;
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    room TEXT NOT NULL,
    game_no INTEGER NOT NULL,
    rules TEXT NOT NULL,
    players INTEGER NOT NULL,
    seats TEXT NOT NULL,
    seed TEXT NOT NULL,
    salt TEXT NOT NULL,
    commitment TEXT NOT NULL,
    started_ms INTEGER NOT NULL,
    finished_ms INTEGER,
    winners TEXT,
    scores TEXT,
    rounds INTEGER
);
CREATE INDEX games_room ON games (room, game_no);
CREATE INDEX games_finished ON games (finished_ms);
CREATE TABLE actions (
    game INTEGER NOT NULL,
    idx INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    action TEXT NOT NULL,
    at_ms INTEGER NOT NULL,
    PRIMARY KEY (game, idx)
) WITHOUT ROWID;
CREATE TABLE results (
    game INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    guest_id INTEGER,
    bot TEXT,
    nickname TEXT NOT NULL,
    score INTEGER NOT NULL,
    winner INTEGER NOT NULL,
    PRIMARY KEY (game, seat)
) WITHOUT ROWID;
CREATE INDEX results_guest ON results (guest_id);
"#,
    MIGRATION_LEASES,
];

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
    /// A guest made for a join that then failed: deleted unless a
    /// membership or a game result names it (then nothing changes).
    /// Gives 1 when it was deleted.
    ForgetGuest {
        id: i64,
    },
    Room {
        code: String,
        settings: String,
        lobby: String,
    },
    Member {
        room: String,
        id: u32,
        guest_id: i64,
        nickname: String,
        token_hash: [u8; 32],
        host: bool,
    },
    Lobby {
        room: String,
        lobby: String,
    },
    /// The host role passed to member `host`.
    Host {
        room: String,
        host: u32,
    },
    Settings {
        room: String,
        settings: String,
    },
    StartGame(NewGame),
    Action {
        game: i64,
        idx: u64,
        seat: Seat,
        action: String,
    },
    FinishGame {
        game: i64,
        winners: Vec<Seat>,
        scores: Vec<i64>,
        rounds: u32,
        results: Vec<SeatResult>,
    },
}

#[derive(Clone, Debug)]
pub struct NewGame {
    pub room: String,
    pub game_no: u32,
    pub rules: String,
    pub players: usize,
    pub seats: String,
    pub seed: u64,
    pub salt: String,
    pub commitment: String,
}

#[derive(Clone, Debug)]
pub struct SeatResult {
    pub seat: Seat,
    pub guest_id: Option<i64>,
    pub bot: Option<String>,
    pub nickname: String,
    pub score: i64,
    pub winner: bool,
}

/// A room as stored.
#[derive(Clone, Debug)]
pub struct RoomRecord {
    pub code: String,
    pub settings: String,
    pub lobby: String,
    pub members: Vec<MemberRecord>,
    /// The game in progress, if any.
    pub game: Option<GameRow>,
    /// The highest game number played in the room (0: none).
    pub last_game_no: u32,
}

#[derive(Clone, Debug)]
pub struct MemberRecord {
    pub id: u32,
    pub guest_id: i64,
    pub nickname: String,
    pub token_hash: [u8; 32],
    pub host: bool,
}

/// A game row with its action log.
#[derive(Clone, Debug)]
pub struct GameRow {
    pub id: i64,
    pub room: String,
    pub game_no: u32,
    pub rules: String,
    pub players: usize,
    pub seats: String,
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
    pub game_id: i64,
    pub room: String,
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

/// One database connection and every query the server makes.
pub struct Store {
    conn: Connection,
}

fn hash_from(v: Vec<u8>) -> Result<[u8; 32], StoreError> {
    v.try_into()
        .map_err(|_| StoreError::Data("a token hash is not 32 bytes".into()))
}

fn json<T: for<'de> Deserialize<'de>>(s: &str) -> Result<T, StoreError> {
    serde_json::from_str(s).map_err(|e| StoreError::Data(e.to_string()))
}

impl Store {
    /// Opens (creating if needed) and migrates the database at `path`.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        let conn = Connection::open(path)?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        // A 256 KiB page cache per connection (the default is 2 MiB): the
        // server appends to a few B-trees and reads single games, and the
        // operating system caches the file anyway (docs/scaling.md).
        conn.pragma_update(None, "cache_size", -256)?;
        let mut store = Store { conn };
        store.migrate()?;
        Ok(store)
    }

    fn migrate(&mut self) -> Result<(), StoreError> {
        let version: usize = self
            .conn
            .pragma_query_value(None, "user_version", |r| r.get::<_, i64>(0))?
            as usize;
        if version > MIGRATIONS.len() {
            return Err(StoreError::Data(format!(
                "the database is at schema version {version}, newer than this server ({})",
                MIGRATIONS.len()
            )));
        }
        for (i, m) in MIGRATIONS.iter().enumerate().skip(version) {
            let tx = self.conn.transaction()?;
            tx.execute_batch(m)?;
            tx.pragma_update(None, "user_version", (i + 1) as i64)?;
            tx.commit()?;
        }
        Ok(())
    }

    /// Applies several writes in one transaction; each gets its own result
    /// (a failed write is rolled back alone, through a savepoint).
    pub fn write_batch(
        &mut self,
        writes: &[Write],
    ) -> Result<Vec<Result<i64, StoreError>>, StoreError> {
        let mut tx = self.conn.transaction()?;
        let mut out = Vec::with_capacity(writes.len());
        for w in writes {
            let sp = tx.savepoint()?;
            let r = Store::apply(&sp, w);
            if r.is_ok() {
                sp.commit()?;
            } else {
                drop(sp); // rolls back this write only
            }
            out.push(r);
        }
        tx.commit()?;
        Ok(out)
    }

    /// One write in its own transaction.
    pub fn write(&mut self, w: &Write) -> Result<i64, StoreError> {
        self.write_batch(std::slice::from_ref(w))?
            .pop()
            .expect("one result per write")
    }

    fn apply(c: &Connection, w: &Write) -> Result<i64, StoreError> {
        let now = now_ms();
        match w {
            Write::Guest {
                token_hash,
                nickname,
            } => {
                c.execute(
                    "INSERT INTO guests (token_hash, nickname, created_ms) VALUES (?1, ?2, ?3)",
                    params![&token_hash[..], nickname, now],
                )?;
                Ok(c.last_insert_rowid())
            }
            Write::ForgetGuest { id } => {
                let n = c.execute(
                    "DELETE FROM guests WHERE id = ?1
                       AND NOT EXISTS (SELECT 1 FROM members WHERE guest_id = ?1)
                       AND NOT EXISTS (SELECT 1 FROM results WHERE guest_id = ?1)",
                    params![id],
                )?;
                Ok(n as i64)
            }
            Write::Room {
                code,
                settings,
                lobby,
            } => {
                c.execute(
                    "INSERT INTO rooms (code, created_ms, settings, lobby) VALUES (?1, ?2, ?3, ?4)",
                    params![code, now, settings, lobby],
                )?;
                Ok(0)
            }
            Write::Member {
                room,
                id,
                guest_id,
                nickname,
                token_hash,
                host,
            } => {
                c.execute(
                    "INSERT INTO members (room, id, guest_id, nickname, token_hash, host, joined_ms)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                    params![room, id, guest_id, nickname, &token_hash[..], host, now],
                )?;
                Ok(*id as i64)
            }
            Write::Lobby { room, lobby } => {
                c.execute(
                    "UPDATE rooms SET lobby = ?2 WHERE code = ?1",
                    params![room, lobby],
                )?;
                Ok(0)
            }
            Write::Host { room, host } => {
                c.execute(
                    "UPDATE members SET host = (id = ?2) WHERE room = ?1",
                    params![room, host],
                )?;
                Ok(0)
            }
            Write::Settings { room, settings } => {
                c.execute(
                    "UPDATE rooms SET settings = ?2 WHERE code = ?1",
                    params![room, settings],
                )?;
                Ok(0)
            }
            Write::StartGame(g) => {
                c.execute(
                    "INSERT INTO games (room, game_no, rules, players, seats, seed, salt, commitment, started_ms)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
                    params![
                        g.room,
                        g.game_no,
                        g.rules,
                        g.players as i64,
                        g.seats,
                        g.seed.to_string(),
                        g.salt,
                        g.commitment,
                        now
                    ],
                )?;
                Ok(c.last_insert_rowid())
            }
            Write::Action {
                game,
                idx,
                seat,
                action,
            } => {
                c.execute(
                    "INSERT INTO actions (game, idx, seat, action, at_ms) VALUES (?1, ?2, ?3, ?4, ?5)",
                    params![game, *idx as i64, seat, action, now],
                )?;
                Ok(0)
            }
            Write::FinishGame {
                game,
                winners,
                scores,
                rounds,
                results,
            } => {
                c.execute(
                    "UPDATE games SET finished_ms = ?2, winners = ?3, scores = ?4, rounds = ?5 WHERE id = ?1",
                    params![
                        game,
                        now,
                        serde_json::to_string(winners).expect("json"),
                        serde_json::to_string(scores).expect("json"),
                        rounds
                    ],
                )?;
                for r in results {
                    c.execute(
                        "INSERT INTO results (game, seat, guest_id, bot, nickname, score, winner)
                         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                        params![game, r.seat, r.guest_id, r.bot, r.nickname, r.score, r.winner],
                    )?;
                }
                Ok(0)
            }
        }
    }

    /// The guest with this token hash: id and nickname.
    pub fn guest_by_token(
        &self,
        token_hash: &[u8; 32],
    ) -> Result<Option<(i64, String)>, StoreError> {
        Ok(self
            .conn
            .query_row(
                "SELECT id, nickname FROM guests WHERE token_hash = ?1",
                params![&token_hash[..]],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()?)
    }

    /// Whether a room with this code was ever created.
    pub fn room_exists(&self, code: &str) -> Result<bool, StoreError> {
        Ok(self
            .conn
            .query_row("SELECT 1 FROM rooms WHERE code = ?1", params![code], |_| {
                Ok(())
            })
            .optional()?
            .is_some())
    }

    /// Everything needed to bring a room back: settings, lobby, members,
    /// and the unfinished game with its full action log.
    pub fn load_room(&self, code: &str) -> Result<Option<RoomRecord>, StoreError> {
        let Some((settings, lobby)) = self
            .conn
            .query_row(
                "SELECT settings, lobby FROM rooms WHERE code = ?1 AND open = 1",
                params![code],
                |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?)),
            )
            .optional()?
        else {
            return Ok(None);
        };
        let mut stmt = self.conn.prepare_cached(
            "SELECT id, guest_id, nickname, token_hash, host FROM members WHERE room = ?1 ORDER BY id",
        )?;
        let rows = stmt.query_map(params![code], |r| {
            Ok((
                r.get::<_, u32>(0)?,
                r.get::<_, i64>(1)?,
                r.get::<_, String>(2)?,
                r.get::<_, Vec<u8>>(3)?,
                r.get::<_, bool>(4)?,
            ))
        })?;
        let mut members = Vec::new();
        for row in rows {
            let (id, guest_id, nickname, hash, host) = row?;
            members.push(MemberRecord {
                id,
                guest_id,
                nickname,
                token_hash: hash_from(hash)?,
                host,
            });
        }
        let last_game_no: u32 = self.conn.query_row(
            "SELECT COALESCE(MAX(game_no), 0) FROM games WHERE room = ?1",
            params![code],
            |r| r.get(0),
        )?;
        let open_game: Option<i64> = self
            .conn
            .query_row(
                "SELECT id FROM games WHERE room = ?1 AND finished_ms IS NULL ORDER BY game_no DESC LIMIT 1",
                params![code],
                |r| r.get(0),
            )
            .optional()?;
        let game = match open_game {
            Some(id) => self.game(id)?,
            None => None,
        };
        Ok(Some(RoomRecord {
            code: code.to_string(),
            settings,
            lobby,
            members,
            game,
            last_game_no,
        }))
    }

    /// A game row and its action log.
    pub fn game(&self, id: i64) -> Result<Option<GameRow>, StoreError> {
        let row = self
            .conn
            .query_row(
                "SELECT id, room, game_no, rules, players, seats, seed, salt, commitment,
                        started_ms, finished_ms, winners, scores, rounds
                 FROM games WHERE id = ?1",
                params![id],
                |r| {
                    Ok((
                        r.get::<_, i64>(0)?,
                        r.get::<_, String>(1)?,
                        r.get::<_, u32>(2)?,
                        r.get::<_, String>(3)?,
                        r.get::<_, i64>(4)?,
                        r.get::<_, String>(5)?,
                        r.get::<_, String>(6)?,
                        r.get::<_, String>(7)?,
                        r.get::<_, String>(8)?,
                        r.get::<_, i64>(9)?,
                        r.get::<_, Option<i64>>(10)?,
                        r.get::<_, Option<String>>(11)?,
                        r.get::<_, Option<String>>(12)?,
                        r.get::<_, Option<u32>>(13)?,
                    ))
                },
            )
            .optional()?;
        let Some((
            id,
            room,
            game_no,
            rules,
            players,
            seats,
            seed,
            salt,
            commitment,
            started_ms,
            finished_ms,
            winners,
            scores,
            rounds,
        )) = row
        else {
            return Ok(None);
        };
        let mut stmt = self
            .conn
            .prepare_cached("SELECT idx, seat, action FROM actions WHERE game = ?1 ORDER BY idx")?;
        let rows = stmt.query_map(params![id], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, u8>(1)?,
                r.get::<_, String>(2)?,
            ))
        })?;
        let mut actions = Vec::new();
        for (expect, row) in rows.enumerate() {
            let (idx, seat, text) = row?;
            if idx != expect as i64 {
                return Err(StoreError::Data(format!(
                    "game {id}: action {expect} missing from the log"
                )));
            }
            actions.push((seat, json::<Action>(&text)?));
        }
        Ok(Some(GameRow {
            id,
            room,
            game_no,
            rules,
            players: players as usize,
            seats,
            seed: seed
                .parse()
                .map_err(|_| StoreError::Data(format!("game {id}: bad seed")))?,
            salt,
            commitment,
            started_ms,
            finished_ms,
            winners: winners.as_deref().map(json).transpose()?,
            scores: scores.as_deref().map(json).transpose()?,
            rounds,
            actions,
        }))
    }

    fn results(&self, game: i64) -> Result<Vec<ResultRow>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT seat, guest_id, bot, nickname, score, winner FROM results WHERE game = ?1 ORDER BY seat",
        )?;
        let rows = stmt.query_map(params![game], |r| {
            Ok(ResultRow {
                seat: r.get(0)?,
                player_id: r.get(1)?,
                bot: r.get(2)?,
                nickname: r.get(3)?,
                score: r.get(4)?,
                winner: r.get(5)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// A finished game's summary.
    pub fn summary(&self, id: i64) -> Result<Option<GameSummary>, StoreError> {
        let Some(g) = self.game(id)? else {
            return Ok(None);
        };
        let Some(finished_ms) = g.finished_ms else {
            return Ok(None);
        };
        Ok(Some(GameSummary {
            game_id: g.id,
            room: g.room,
            game_no: g.game_no,
            players: g.players,
            started_ms: g.started_ms,
            finished_ms,
            rounds: g.rounds.unwrap_or(0),
            winners: g.winners.unwrap_or_default(),
            scores: g.scores.unwrap_or_default(),
            seats: self.results(id)?,
        }))
    }

    /// Finished games, newest first.
    pub fn history(&self, q: &HistoryQuery) -> Result<Vec<GameSummary>, StoreError> {
        let limit = q.limit.unwrap_or(20).clamp(1, 100) as i64;
        let before = q.before.unwrap_or(i64::MAX);
        let mut stmt = self.conn.prepare_cached(
            "SELECT g.id FROM games g
             WHERE g.finished_ms IS NOT NULL AND g.id < ?1
               AND (?2 IS NULL OR g.room = ?2)
               AND (?3 IS NULL OR EXISTS (SELECT 1 FROM results r WHERE r.game = g.id AND r.guest_id = ?3))
             ORDER BY g.id DESC LIMIT ?4",
        )?;
        let ids: Vec<i64> = stmt
            .query_map(params![before, q.room, q.player, limit], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            if let Some(s) = self.summary(id)? {
                out.push(s);
            }
        }
        Ok(out)
    }

    fn stats_query(
        &self,
        where_: &str,
        order_limit: &str,
        p: &[&dyn rusqlite::ToSql],
    ) -> Result<Vec<PlayerStats>, StoreError> {
        let sql = format!(
            "SELECT g.id, g.nickname, COUNT(r.game), COALESCE(SUM(r.winner), 0),
                    COALESCE(SUM(r.score), 0), MAX(gm.finished_ms)
             FROM guests g
             JOIN results r ON r.guest_id = g.id
             JOIN games gm ON gm.id = r.game
             {where_}
             GROUP BY g.id
             {order_limit}"
        );
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let rows = stmt.query_map(p, |r| {
            let games: i64 = r.get(2)?;
            let wins: i64 = r.get(3)?;
            Ok(PlayerStats {
                player_id: r.get(0)?,
                nickname: r.get(1)?,
                games: games as u64,
                wins: wins as u64,
                win_rate: if games > 0 {
                    wins as f64 / games as f64
                } else {
                    0.0
                },
                total_score: r.get(4)?,
                last_played_ms: r.get(5)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// A guest's statistics over finished games.
    pub fn player_stats(&self, player: i64) -> Result<Option<PlayerStats>, StoreError> {
        let mut v = self.stats_query("WHERE g.id = ?1", "", &[&player])?;
        if let Some(s) = v.pop() {
            return Ok(Some(s));
        }
        // A guest who has not finished a game yet.
        Ok(self
            .conn
            .query_row(
                "SELECT nickname FROM guests WHERE id = ?1",
                params![player],
                |r| r.get::<_, String>(0),
            )
            .optional()?
            .map(|nickname| PlayerStats {
                player_id: player,
                nickname,
                games: 0,
                wins: 0,
                win_rate: 0.0,
                total_score: 0,
                last_played_ms: None,
            }))
    }

    /// Guests ranked by wins, then win rate, then fewer games.
    pub fn leaderboard(&self, limit: u32) -> Result<Vec<PlayerStats>, StoreError> {
        let limit = limit.clamp(1, 100) as i64;
        self.stats_query(
            "",
            "ORDER BY SUM(r.winner) DESC, CAST(SUM(r.winner) AS REAL) / COUNT(r.game) DESC, COUNT(r.game) ASC, g.id ASC LIMIT ?1",
            &[&limit],
        )
    }
}

// ----- the async handle -------------------------------------------------------

type Reply = oneshot::Sender<Result<i64, StoreError>>;

enum Mode {
    /// A writer thread with group commit.
    Thread(std::sync::mpsc::Sender<(Write, Reply)>),
    /// Writes on the caller's task (tests with paused time).
    Inline(Mutex<Store>),
}

struct SqliteDb {
    mode: Mode,
    read: Mutex<Store>,
    inline: bool,
}

enum Backend {
    Sqlite(SqliteDb),
    Postgres(pg::PgDb),
}

/// The server's handle on the database (cheap to clone): the storage API,
/// whichever the back-end.
#[derive(Clone)]
pub struct Db(Arc<Backend>);

/// Writes committed together at most.
const MAX_BATCH: usize = 512;

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
        let mut writer = Store::open(path)?;
        let read = Store::open(path)?;
        let (tx, rx) = std::sync::mpsc::channel::<(Write, Reply)>();
        std::thread::Builder::new()
            .name("uno-db-writer".into())
            .spawn(move || {
                let mut batch = Vec::with_capacity(MAX_BATCH);
                let mut replies = Vec::with_capacity(MAX_BATCH);
                while let Ok(first) = rx.recv() {
                    batch.push(first.0);
                    replies.push(first.1);
                    while batch.len() < MAX_BATCH {
                        match rx.try_recv() {
                            Ok((w, r)) => {
                                batch.push(w);
                                replies.push(r);
                            }
                            Err(_) => break,
                        }
                    }
                    match writer.write_batch(&batch) {
                        Ok(results) => {
                            for (r, reply) in results.into_iter().zip(replies.drain(..)) {
                                let _ = reply.send(r);
                            }
                        }
                        Err(e) => {
                            tracing::error!("database commit failed: {e}");
                            let msg = e.to_string();
                            for reply in replies.drain(..) {
                                let _ = reply.send(Err(StoreError::Data(msg.clone())));
                            }
                        }
                    }
                    batch.clear();
                }
            })
            .map_err(|e| StoreError::Data(format!("cannot start the writer thread: {e}")))?;
        Ok(Db(Arc::new(Backend::Sqlite(SqliteDb {
            mode: Mode::Thread(tx),
            read: Mutex::new(read),
            inline: false,
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
    ) -> Result<Option<(i64, String)>, StoreError> {
        match &*self.0 {
            Backend::Postgres(p) => p.guest_by_token(&token_hash).await,
            Backend::Sqlite(_) => {
                self.sqlite_read(move |s| s.guest_by_token(&token_hash))
                    .await
            }
        }
    }

    /// Whether a room with this code was ever created.
    pub async fn room_exists(&self, code: &str) -> Result<bool, StoreError> {
        match &*self.0 {
            Backend::Postgres(p) => p.room_exists(code).await,
            Backend::Sqlite(_) => {
                let c = code.to_string();
                self.sqlite_read(move |s| s.room_exists(&c)).await
            }
        }
    }

    /// Everything needed to bring a room back (see [`Store::load_room`]).
    pub async fn load_room(&self, code: &str) -> Result<Option<RoomRecord>, StoreError> {
        match &*self.0 {
            Backend::Postgres(p) => p.load_room(code).await,
            Backend::Sqlite(_) => {
                let c = code.to_string();
                self.sqlite_read(move |s| s.load_room(&c)).await
            }
        }
    }

    /// A game row and its action log.
    pub async fn game(&self, id: i64) -> Result<Option<GameRow>, StoreError> {
        match &*self.0 {
            Backend::Postgres(p) => p.game(id).await,
            Backend::Sqlite(_) => self.sqlite_read(move |s| s.game(id)).await,
        }
    }

    /// A finished game's summary.
    pub async fn summary(&self, id: i64) -> Result<Option<GameSummary>, StoreError> {
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

    /// Guests ranked by wins, then win rate, then fewer games.
    pub async fn leaderboard(&self, limit: u32) -> Result<Vec<PlayerStats>, StoreError> {
        match &*self.0 {
            Backend::Postgres(p) => p.leaderboard(limit).await,
            Backend::Sqlite(_) => self.sqlite_read(move |s| s.leaderboard(limit)).await,
        }
    }

    /// Claims `room` for this instance before it drives it. SQLite: always
    /// granted (one server owns the file). PostgreSQL: granted when no
    /// other instance holds a live lease on it; otherwise that instance.
    pub async fn claim(&self, room: &str) -> Result<Result<(), Owner>, StoreError> {
        match &*self.0 {
            Backend::Sqlite(_) => Ok(Ok(())),
            Backend::Postgres(p) => p.claim(room).await,
        }
    }

    /// Extends this instance's leases; returns the rooms it holds
    /// (PostgreSQL; SQLite: `None`, nothing to renew).
    pub async fn renew(&self) -> Result<Option<Vec<String>>, StoreError> {
        match &*self.0 {
            Backend::Sqlite(_) => Ok(None),
            Backend::Postgres(p) => p.renew().await.map(Some),
        }
    }

    /// Gives up this instance's lease on `room` (PostgreSQL).
    pub async fn release(&self, room: &str) -> Result<(), StoreError> {
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
        s.write(&Write::Room {
            code: "ABCDEF".into(),
            settings: "{}".into(),
            lobby: "[]".into(),
        })
        .unwrap();
        s.write(&Write::Member {
            room: "ABCDEF".into(),
            id: 1,
            guest_id: g,
            nickname: "Ada".into(),
            token_hash: [2; 32],
            host: true,
        })
        .unwrap();
        let game = s
            .write(&Write::StartGame(NewGame {
                room: "ABCDEF".into(),
                game_no: 1,
                rules: "{}".into(),
                players: 2,
                seats: "[]".into(),
                seed: u64::MAX,
                salt: "00".into(),
                commitment: "c".into(),
            }))
            .unwrap();
        // A duplicate action index fails alone; the batch still commits.
        let r = s
            .write_batch(&[
                Write::Action {
                    game,
                    idx: 0,
                    seat: 1,
                    action: r#"{"do":"draw"}"#.into(),
                },
                Write::Action {
                    game,
                    idx: 0,
                    seat: 1,
                    action: r#"{"do":"pass"}"#.into(),
                },
            ])
            .unwrap();
        assert!(r[0].is_ok() && r[1].is_err());
        drop(s);
        let s = Store::open(&path).unwrap();
        let room = s.load_room("ABCDEF").unwrap().unwrap();
        assert_eq!(room.members.len(), 1);
        assert_eq!(room.members[0].token_hash, [2; 32]);
        let gr = room.game.unwrap();
        assert_eq!(gr.seed, u64::MAX);
        assert_eq!(gr.actions, vec![(1, Action::Draw)]);
        assert_eq!(s.guest_by_token(&[1; 32]).unwrap().unwrap().1, "Ada");
        assert!(s.load_room("NOPE").unwrap().is_none());
        std::fs::remove_dir_all(&dir).ok();
    }
}
