//! The PostgreSQL back-end of [`super::Db`]: the same tables as SQLite
//! (PostgreSQL types), versioned migrations applied at start under an
//! advisory lock (so instances starting together migrate once), and a
//! `deadpool-postgres` pool. Writes are group-committed: a writer takes
//! whatever has queued up and sends it pipelined in one transaction,
//! committed before any writer hears back; a few writers run at once
//! ([`WRITERS`]).
//!
//! Rooms are owned through leases (`room_leases`): an instance claims a
//! room before it drives it, renews its leases while it runs, and every
//! room-scoped write checks, in its transaction and with the lease row
//! locked (`FOR KEY SHARE`), that this instance still holds the room. An
//! instance that lost a room (its lease expired and another instance
//! claimed it) can therefore never write to it again.

use std::sync::Arc;
use std::time::Duration;

use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod};
use futures_util::future::join_all;
use tokio::sync::{mpsc, oneshot};
use tokio_postgres::{GenericClient, NoTls};
use uno_core::Action;

use super::{
    hash_from, json, now_ms, GameRow, GameSummary, HistoryQuery, MemberRecord, PlayerStats,
    ResultRow, RoomRecord, StoreError, Write,
};

/// The migrations, in order; `uno_schema.version` counts those applied.
/// The same tables and columns as the SQLite migrations.
const MIGRATIONS: &[&str] = &[
    r#"
CREATE TABLE guests (
    id BIGSERIAL PRIMARY KEY,
    token_hash BYTEA NOT NULL UNIQUE,
    nickname TEXT NOT NULL,
    created_ms BIGINT NOT NULL
);
CREATE TABLE rooms (
    code TEXT PRIMARY KEY,
    created_ms BIGINT NOT NULL,
    settings TEXT NOT NULL,
    lobby TEXT NOT NULL,
    open INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE members (
    room TEXT NOT NULL,
    id INTEGER NOT NULL,
    guest_id BIGINT NOT NULL,
    nickname TEXT NOT NULL,
    token_hash BYTEA NOT NULL,
    host BOOLEAN NOT NULL,
    joined_ms BIGINT NOT NULL,
    PRIMARY KEY (room, id)
);
CREATE TABLE games (
    id BIGSERIAL PRIMARY KEY,
    room TEXT NOT NULL,
    game_no INTEGER NOT NULL,
    rules TEXT NOT NULL,
    players INTEGER NOT NULL,
    seats TEXT NOT NULL,
    seed TEXT NOT NULL,
    salt TEXT NOT NULL,
    commitment TEXT NOT NULL,
    started_ms BIGINT NOT NULL,
    finished_ms BIGINT,
    winners TEXT,
    scores TEXT,
    rounds INTEGER
);
CREATE INDEX games_room ON games (room, game_no);
CREATE INDEX games_finished ON games (finished_ms);
CREATE TABLE actions (
    game BIGINT NOT NULL,
    idx BIGINT NOT NULL,
    seat INTEGER NOT NULL,
    action TEXT NOT NULL,
    at_ms BIGINT NOT NULL,
    PRIMARY KEY (game, idx)
);
CREATE TABLE results (
    game BIGINT NOT NULL,
    seat INTEGER NOT NULL,
    guest_id BIGINT,
    bot TEXT,
    nickname TEXT NOT NULL,
    score BIGINT NOT NULL,
    winner BOOLEAN NOT NULL,
    PRIMARY KEY (game, seat)
);
CREATE INDEX results_guest ON results (guest_id);
"#,
    super::MIGRATION_LEASES,
];

/// The advisory lock key under which migrations run ("uno" + 1).
const MIGRATION_LOCK: i64 = 0x756e_6f01;

/// The database's clock, in ms since the Unix epoch (leases use it, so
/// instances' clocks need not agree).
const DB_NOW: &str = "(extract(epoch from clock_timestamp()) * 1000)::bigint";

/// Who this instance is, for room leases.
#[derive(Clone, Debug)]
pub struct Instance {
    /// A name unique to this process.
    pub id: String,
    /// Where clients (or an operator) reach this instance.
    pub addr: Arc<std::sync::OnceLock<String>>,
    /// How long a lease lasts without renewal.
    pub ttl: Duration,
}

impl Instance {
    /// A new identity: host name, process id and a random suffix.
    pub fn new(ttl: Duration) -> Instance {
        let host = std::fs::read_to_string("/proc/sys/kernel/hostname")
            .map(|h| h.trim().to_string())
            .unwrap_or_default();
        Instance {
            id: format!(
                "{host}/{}/{:08x}",
                std::process::id(),
                rand::random::<u32>()
            ),
            addr: Arc::new(std::sync::OnceLock::new()),
            ttl,
        }
    }

    /// Sets the address other instances report for this one (once).
    pub fn set_addr(&self, addr: String) {
        let _ = self.addr.set(addr);
    }
}

/// Another instance's claim on a room.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Owner {
    pub instance: String,
    pub addr: String,
}

type Reply = oneshot::Sender<Result<i64, StoreError>>;

pub struct PgDb {
    pool: Pool,
    writer: mpsc::UnboundedSender<(Write, Reply)>,
    pub(crate) me: Instance,
}

fn pg(e: tokio_postgres::Error) -> StoreError {
    pg_ref(&e)
}

fn pool_err(e: impl std::fmt::Display) -> StoreError {
    StoreError::Postgres(format!("connection pool: {e}"))
}

/// Writes committed together at most.
const MAX_BATCH: usize = 512;

/// Batches in flight at once, each on its own connection. A room awaits
/// each of its writes before the next, so batches in parallel never
/// reorder one room's writes; PostgreSQL flushes concurrent commits'
/// WAL together.
const WRITERS: usize = 4;

impl PgDb {
    /// Connects, migrates, and starts the writer task.
    pub async fn connect(url: &str, me: Instance) -> Result<PgDb, StoreError> {
        let cfg: tokio_postgres::Config = url
            .parse()
            .map_err(|e| StoreError::Postgres(format!("bad PostgreSQL URL: {e}")))?;
        let mgr = Manager::from_config(
            cfg,
            NoTls,
            ManagerConfig {
                recycling_method: RecyclingMethod::Fast,
            },
        );
        let pool = Pool::builder(mgr)
            .max_size(16)
            .wait_timeout(Some(Duration::from_secs(10)))
            .create_timeout(Some(Duration::from_secs(10)))
            .runtime(deadpool_postgres::Runtime::Tokio1)
            .build()
            .map_err(pool_err)?;
        {
            let mut c = pool.get().await.map_err(pool_err)?;
            migrate(&mut c).await?;
        }
        let (tx, rx) = mpsc::unbounded_channel();
        let rx = Arc::new(tokio::sync::Mutex::new(rx));
        for _ in 0..WRITERS {
            tokio::spawn(writer(pool.clone(), rx.clone(), me.id.clone()));
        }
        Ok(PgDb {
            pool,
            writer: tx,
            me,
        })
    }

    pub async fn write(&self, w: Write) -> Result<i64, StoreError> {
        let (rtx, rrx) = oneshot::channel();
        self.writer.send((w, rtx)).map_err(|_| StoreError::Closed)?;
        rrx.await.map_err(|_| StoreError::Closed)?
    }

    async fn client(&self) -> Result<deadpool_postgres::Object, StoreError> {
        self.pool.get().await.map_err(pool_err)
    }

    pub async fn guest_by_token(
        &self,
        token_hash: &[u8; 32],
    ) -> Result<Option<(i64, String)>, StoreError> {
        let c = self.client().await?;
        let st = c
            .prepare_cached("SELECT id, nickname FROM guests WHERE token_hash = $1")
            .await
            .map_err(pg)?;
        let row = c.query_opt(&st, &[&&token_hash[..]]).await.map_err(pg)?;
        Ok(row.map(|r| (r.get(0), r.get(1))))
    }

    pub async fn room_exists(&self, code: &str) -> Result<bool, StoreError> {
        let c = self.client().await?;
        Ok(c.query_opt("SELECT 1 FROM rooms WHERE code = $1", &[&code])
            .await
            .map_err(pg)?
            .is_some())
    }

    pub async fn load_room(&self, code: &str) -> Result<Option<RoomRecord>, StoreError> {
        let c = self.client().await?;
        let Some(room) = c
            .query_opt(
                "SELECT settings, lobby FROM rooms WHERE code = $1 AND open = 1",
                &[&code],
            )
            .await
            .map_err(pg)?
        else {
            return Ok(None);
        };
        let mut members = Vec::new();
        for r in c
            .query(
                "SELECT id, guest_id, nickname, token_hash, host FROM members WHERE room = $1 ORDER BY id",
                &[&code],
            )
            .await
            .map_err(pg)?
        {
            members.push(MemberRecord {
                id: r.get::<_, i32>(0) as u32,
                guest_id: r.get(1),
                nickname: r.get(2),
                token_hash: hash_from(r.get::<_, Vec<u8>>(3))?,
                host: r.get(4),
            });
        }
        let last_game_no: i32 = c
            .query_one(
                "SELECT COALESCE(MAX(game_no), 0) FROM games WHERE room = $1",
                &[&code],
            )
            .await
            .map_err(pg)?
            .get(0);
        let open_game: Option<i64> = c
            .query_opt(
                "SELECT id FROM games WHERE room = $1 AND finished_ms IS NULL ORDER BY game_no DESC LIMIT 1",
                &[&code],
            )
            .await
            .map_err(pg)?
            .map(|r| r.get(0));
        let game = match open_game {
            Some(id) => game_on(&**c, id).await?,
            None => None,
        };
        Ok(Some(RoomRecord {
            code: code.to_string(),
            settings: room.get(0),
            lobby: room.get(1),
            members,
            game,
            last_game_no: last_game_no as u32,
        }))
    }

    pub async fn game(&self, id: i64) -> Result<Option<GameRow>, StoreError> {
        let c = self.client().await?;
        game_on(&**c, id).await
    }

    pub async fn summary(&self, id: i64) -> Result<Option<GameSummary>, StoreError> {
        let c = self.client().await?;
        summary_on(&**c, id).await
    }

    pub async fn history(&self, q: &HistoryQuery) -> Result<Vec<GameSummary>, StoreError> {
        let limit = q.limit.unwrap_or(20).clamp(1, 100) as i64;
        let before = q.before.unwrap_or(i64::MAX);
        let c = self.client().await?;
        let rows = c
            .query(
                "SELECT g.id FROM games g
                 WHERE g.finished_ms IS NOT NULL AND g.id < $1
                   AND ($2::text IS NULL OR g.room = $2)
                   AND ($3::bigint IS NULL OR EXISTS (SELECT 1 FROM results r WHERE r.game = g.id AND r.guest_id = $3))
                 ORDER BY g.id DESC LIMIT $4",
                &[&before, &q.room, &q.player, &limit],
            )
            .await
            .map_err(pg)?;
        let mut out = Vec::with_capacity(rows.len());
        for r in rows {
            if let Some(s) = summary_on(&**c, r.get(0)).await? {
                out.push(s);
            }
        }
        Ok(out)
    }

    async fn stats_query(
        &self,
        where_: &str,
        order_limit: &str,
        p: &[&(dyn tokio_postgres::types::ToSql + Sync)],
    ) -> Result<Vec<PlayerStats>, StoreError> {
        let sql = format!(
            "SELECT g.id, g.nickname, COUNT(r.game)::bigint,
                    COALESCE(SUM(CASE WHEN r.winner THEN 1 ELSE 0 END), 0)::bigint,
                    COALESCE(SUM(r.score), 0)::bigint, MAX(gm.finished_ms)
             FROM guests g
             JOIN results r ON r.guest_id = g.id
             JOIN games gm ON gm.id = r.game
             {where_}
             GROUP BY g.id
             {order_limit}"
        );
        let c = self.client().await?;
        let rows = c.query(&sql, p).await.map_err(pg)?;
        Ok(rows
            .into_iter()
            .map(|r| {
                let games: i64 = r.get(2);
                let wins: i64 = r.get(3);
                PlayerStats {
                    player_id: r.get(0),
                    nickname: r.get(1),
                    games: games as u64,
                    wins: wins as u64,
                    win_rate: if games > 0 {
                        wins as f64 / games as f64
                    } else {
                        0.0
                    },
                    total_score: r.get(4),
                    last_played_ms: r.get(5),
                }
            })
            .collect())
    }

    pub async fn player_stats(&self, player: i64) -> Result<Option<PlayerStats>, StoreError> {
        let mut v = self.stats_query("WHERE g.id = $1", "", &[&player]).await?;
        if let Some(s) = v.pop() {
            return Ok(Some(s));
        }
        let c = self.client().await?;
        Ok(
            c.query_opt("SELECT nickname FROM guests WHERE id = $1", &[&player])
                .await
                .map_err(pg)?
                .map(|r| PlayerStats {
                    player_id: player,
                    nickname: r.get(0),
                    games: 0,
                    wins: 0,
                    win_rate: 0.0,
                    total_score: 0,
                    last_played_ms: None,
                }),
        )
    }

    pub async fn leaderboard(&self, limit: u32) -> Result<Vec<PlayerStats>, StoreError> {
        let limit = limit.clamp(1, 100) as i64;
        self.stats_query(
            "",
            "ORDER BY SUM(CASE WHEN r.winner THEN 1 ELSE 0 END) DESC,
                      SUM(CASE WHEN r.winner THEN 1.0 ELSE 0.0 END) / COUNT(r.game) DESC,
                      COUNT(r.game) ASC, g.id ASC LIMIT $1",
            &[&limit],
        )
        .await
    }

    // ----- leases -------------------------------------------------------------

    fn addr(&self) -> String {
        self.me.addr.get().cloned().unwrap_or_default()
    }

    /// Claims `room` for this instance: granted when nobody holds it, when
    /// this instance already does, or when the holder's lease expired.
    /// Otherwise the holder.
    pub async fn claim(&self, room: &str) -> Result<Result<(), Owner>, StoreError> {
        let mut c = self.client().await?;
        let ttl = self.me.ttl.as_millis() as i64;
        // An expired lease is deleted, not updated: the delete waits for
        // the old holder's writes in flight (they hold the row with FOR KEY
        // SHARE), while renewals, which only move `expires_ms`, never do.
        let tx = c.transaction().await.map_err(pg)?;
        tx.execute(
            &format!(
                "DELETE FROM room_leases WHERE room = $1 AND (owner = $2 OR expires_ms < {DB_NOW})"
            ),
            &[&room, &self.me.id],
        )
        .await
        .map_err(pg)?;
        let got = tx
            .query_opt(
                &format!(
                    "INSERT INTO room_leases (room, owner, addr, expires_ms)
                     VALUES ($1, $2, $3, {DB_NOW} + $4)
                     ON CONFLICT (room) DO NOTHING RETURNING owner"
                ),
                &[&room, &self.me.id, &self.addr(), &ttl],
            )
            .await
            .map_err(pg)?;
        tx.commit().await.map_err(pg)?;
        if got.is_some() {
            return Ok(Ok(()));
        }
        let row = c
            .query_opt(
                "SELECT owner, addr FROM room_leases WHERE room = $1",
                &[&room],
            )
            .await
            .map_err(pg)?;
        Ok(Err(match row {
            Some(r) => Owner {
                instance: r.get(0),
                addr: r.get(1),
            },
            // Released between the two statements: say so, the caller retries.
            None => Owner {
                instance: String::new(),
                addr: String::new(),
            },
        }))
    }

    /// Extends every lease this instance holds; returns the rooms held.
    pub async fn renew(&self) -> Result<Vec<String>, StoreError> {
        let c = self.client().await?;
        let ttl = self.me.ttl.as_millis() as i64;
        let sql = format!(
            "UPDATE room_leases SET expires_ms = {DB_NOW} + $2 WHERE owner = $1 RETURNING room"
        );
        Ok(c.query(&sql, &[&self.me.id, &ttl])
            .await
            .map_err(pg)?
            .into_iter()
            .map(|r| r.get(0))
            .collect())
    }

    /// Gives up this instance's lease on `room`, if it holds it.
    pub async fn release(&self, room: &str) -> Result<(), StoreError> {
        let c = self.client().await?;
        c.execute(
            "DELETE FROM room_leases WHERE room = $1 AND owner = $2",
            &[&room, &self.me.id],
        )
        .await
        .map_err(pg)?;
        Ok(())
    }
}

async fn migrate(c: &mut deadpool_postgres::Object) -> Result<(), StoreError> {
    let tx = c.transaction().await.map_err(pg)?;
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])
        .await
        .map_err(pg)?;
    tx.batch_execute("CREATE TABLE IF NOT EXISTS uno_schema (version INTEGER NOT NULL)")
        .await
        .map_err(pg)?;
    let version: i32 = match tx
        .query_opt("SELECT version FROM uno_schema", &[])
        .await
        .map_err(pg)?
    {
        Some(r) => r.get(0),
        None => {
            tx.execute("INSERT INTO uno_schema (version) VALUES (0)", &[])
                .await
                .map_err(pg)?;
            0
        }
    };
    let version = version as usize;
    if version > MIGRATIONS.len() {
        return Err(StoreError::Data(format!(
            "the database is at schema version {version}, newer than this server ({})",
            MIGRATIONS.len()
        )));
    }
    for (i, m) in MIGRATIONS.iter().enumerate().skip(version) {
        tx.batch_execute(m).await.map_err(pg)?;
        tx.execute("UPDATE uno_schema SET version = $1", &[&((i + 1) as i32)])
            .await
            .map_err(pg)?;
    }
    tx.commit().await.map_err(pg)
}

async fn game_on(c: &impl GenericClient, id: i64) -> Result<Option<GameRow>, StoreError> {
    let Some(r) = c
        .query_opt(
            "SELECT id, room, game_no, rules, players, seats, seed, salt, commitment,
                    started_ms, finished_ms, winners, scores, rounds
             FROM games WHERE id = $1",
            &[&id],
        )
        .await
        .map_err(pg)?
    else {
        return Ok(None);
    };
    let mut actions = Vec::new();
    for (expect, a) in c
        .query(
            "SELECT idx, seat, action FROM actions WHERE game = $1 ORDER BY idx",
            &[&id],
        )
        .await
        .map_err(pg)?
        .into_iter()
        .enumerate()
    {
        let idx: i64 = a.get(0);
        if idx != expect as i64 {
            return Err(StoreError::Data(format!(
                "game {id}: action {expect} missing from the log"
            )));
        }
        let seat: i32 = a.get(1);
        let text: String = a.get(2);
        actions.push((seat as u8, json::<Action>(&text)?));
    }
    let seed: String = r.get(6);
    let winners: Option<String> = r.get(11);
    let scores: Option<String> = r.get(12);
    Ok(Some(GameRow {
        id: r.get(0),
        room: r.get(1),
        game_no: r.get::<_, i32>(2) as u32,
        rules: r.get(3),
        players: r.get::<_, i32>(4) as usize,
        seats: r.get(5),
        seed: seed
            .parse()
            .map_err(|_| StoreError::Data(format!("game {id}: bad seed")))?,
        salt: r.get(7),
        commitment: r.get(8),
        started_ms: r.get(9),
        finished_ms: r.get(10),
        winners: winners.as_deref().map(json).transpose()?,
        scores: scores.as_deref().map(json).transpose()?,
        rounds: r.get::<_, Option<i32>>(13).map(|n| n as u32),
        actions,
    }))
}

async fn summary_on(c: &impl GenericClient, id: i64) -> Result<Option<GameSummary>, StoreError> {
    let Some(g) = game_on(c, id).await? else {
        return Ok(None);
    };
    let Some(finished_ms) = g.finished_ms else {
        return Ok(None);
    };
    let seats = c
        .query(
            "SELECT seat, guest_id, bot, nickname, score, winner FROM results WHERE game = $1 ORDER BY seat",
            &[&id],
        )
        .await
        .map_err(pg)?
        .into_iter()
        .map(|r| ResultRow {
            seat: r.get::<_, i32>(0) as u8,
            player_id: r.get(1),
            bot: r.get(2),
            nickname: r.get(3),
            score: r.get(4),
            winner: r.get(5),
        })
        .collect();
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
        seats,
    }))
}

// ----- the writer -------------------------------------------------------------

/// A write's outcome inside a batch: a database error aborts the batch's
/// transaction (the batch is then retried one write per transaction); a
/// refused write (this instance does not hold the room) does not.
enum Outcome {
    Done(i64),
    Refused(StoreError),
    Failed(tokio_postgres::Error),
}

async fn writer(
    pool: Pool,
    rx: Arc<tokio::sync::Mutex<mpsc::UnboundedReceiver<(Write, Reply)>>>,
    me: String,
) {
    let mut batch = Vec::with_capacity(MAX_BATCH);
    let mut replies = Vec::with_capacity(MAX_BATCH);
    loop {
        {
            // One writer takes what has queued up; the others wait their turn.
            let mut rx = rx.lock().await;
            let Some((w, r)) = rx.recv().await else {
                return;
            };
            batch.push(w);
            replies.push(r);
            while batch.len() < MAX_BATCH {
                match rx.try_recv() {
                    Ok((w, r)) => {
                        batch.push(w);
                        replies.push(r);
                    }
                    Err(_) => break,
                }
            }
        }
        let results = match pool.get().await {
            Ok(mut c) => write_batch(&mut c, &batch, &me).await,
            Err(e) => {
                let msg = format!("connection pool: {e}");
                tracing::error!("database commit failed: {msg}");
                batch
                    .iter()
                    .map(|_| Err(StoreError::Postgres(msg.clone())))
                    .collect()
            }
        };
        for (r, reply) in results.into_iter().zip(replies.drain(..)) {
            let _ = reply.send(r);
        }
        batch.clear();
    }
}

/// Applies `writes` in one transaction, pipelined; where one fails, each
/// write again in a transaction of its own, so a failed write fails alone.
async fn write_batch(
    c: &mut deadpool_postgres::Object,
    writes: &[Write],
    me: &str,
) -> Vec<Result<i64, StoreError>> {
    if writes.len() > 1 {
        match c.transaction().await {
            Ok(tx) => {
                let outs = join_all(writes.iter().map(|w| apply(&tx, w, me))).await;
                if outs.iter().all(|o| !matches!(o, Outcome::Failed(_))) {
                    match tx.commit().await {
                        Ok(()) => {
                            return outs
                                .into_iter()
                                .map(|o| match o {
                                    Outcome::Done(v) => Ok(v),
                                    Outcome::Refused(e) => Err(e),
                                    Outcome::Failed(e) => Err(pg(e)),
                                })
                                .collect();
                        }
                        Err(e) => {
                            // Whether it committed is unknown: retrying
                            // could apply a write twice.
                            tracing::error!("database commit failed: {e}");
                            return writes.iter().map(|_| Err(pg_ref(&e))).collect();
                        }
                    }
                }
                let _ = tx.rollback().await;
            }
            Err(e) => {
                tracing::error!("cannot begin a transaction: {e}");
                return writes.iter().map(|_| Err(pg_ref(&e))).collect();
            }
        }
    }
    let mut out = Vec::with_capacity(writes.len());
    for w in writes {
        out.push(write_one(c, w, me).await);
    }
    out
}

/// The server's own words where there are some ("db error" alone says
/// nothing).
fn pg_ref(e: &tokio_postgres::Error) -> StoreError {
    match e.as_db_error() {
        Some(d) => StoreError::Postgres(format!("{} ({})", d.message(), d.code().code())),
        None => StoreError::Postgres(e.to_string()),
    }
}

async fn write_one(
    c: &mut deadpool_postgres::Object,
    w: &Write,
    me: &str,
) -> Result<i64, StoreError> {
    let tx = c.transaction().await.map_err(pg)?;
    match apply(&tx, w, me).await {
        Outcome::Done(v) => {
            tx.commit().await.map_err(pg)?;
            Ok(v)
        }
        Outcome::Refused(e) => Err(e),
        Outcome::Failed(e) => Err(pg(e)),
    }
}

/// Which room a write belongs to, for the lease check.
enum Scope<'a> {
    None,
    Room(&'a str),
    Game(i64),
}

fn scope(w: &Write) -> Scope<'_> {
    match w {
        Write::Guest { .. } | Write::ForgetGuest { .. } => Scope::None,
        Write::Room { code, .. } => Scope::Room(code),
        Write::Member { room, .. }
        | Write::Lobby { room, .. }
        | Write::Host { room, .. }
        | Write::Settings { room, .. } => Scope::Room(room),
        Write::StartGame(g) => Scope::Room(&g.room),
        Write::Action { game, .. } | Write::FinishGame { game, .. } => Scope::Game(*game),
    }
}

async fn apply(tx: &deadpool_postgres::Transaction<'_>, w: &Write, me: &str) -> Outcome {
    match apply_inner(tx, w, me).await {
        Ok(Ok(v)) => Outcome::Done(v),
        Ok(Err(e)) => Outcome::Refused(e),
        Err(e) => Outcome::Failed(e),
    }
}

async fn apply_inner(
    tx: &deadpool_postgres::Transaction<'_>,
    w: &Write,
    me: &str,
) -> Result<Result<i64, StoreError>, tokio_postgres::Error> {
    // The lease check: the lease row stays locked (FOR KEY SHARE) until
    // the commit, so no other instance can take the room over in between
    // (a takeover deletes the row); renewals do not wait for it.
    let held = match scope(w) {
        Scope::None => true,
        Scope::Room(room) => {
            let st = tx
                .prepare_cached(
                    "SELECT 1 FROM room_leases WHERE room = $1 AND owner = $2 FOR KEY SHARE",
                )
                .await?;
            tx.query_opt(&st, &[&room, &me]).await?.is_some()
        }
        Scope::Game(game) => {
            let st = tx
                .prepare_cached(
                    "SELECT 1 FROM room_leases l JOIN games g ON g.room = l.room
                     WHERE g.id = $1 AND l.owner = $2 FOR KEY SHARE OF l",
                )
                .await?;
            tx.query_opt(&st, &[&game, &me]).await?.is_some()
        }
    };
    if !held {
        return Ok(Err(StoreError::NotOwner));
    }
    let now = now_ms();
    let v = match w {
        Write::Guest {
            token_hash,
            nickname,
        } => {
            let st = tx
                .prepare_cached(
                    "INSERT INTO guests (token_hash, nickname, created_ms) VALUES ($1, $2, $3) RETURNING id",
                )
                .await?;
            tx.query_one(&st, &[&&token_hash[..], nickname, &now])
                .await?
                .get(0)
        }
        Write::ForgetGuest { id } => {
            let n = tx
                .execute(
                    "DELETE FROM guests WHERE id = $1
                       AND NOT EXISTS (SELECT 1 FROM members WHERE guest_id = $1)
                       AND NOT EXISTS (SELECT 1 FROM results WHERE guest_id = $1)",
                    &[id],
                )
                .await?;
            n as i64
        }
        Write::Room {
            code,
            settings,
            lobby,
        } => {
            tx.execute(
                "INSERT INTO rooms (code, created_ms, settings, lobby) VALUES ($1, $2, $3, $4)",
                &[code, &now, settings, lobby],
            )
            .await?;
            0
        }
        Write::Member {
            room,
            id,
            guest_id,
            nickname,
            token_hash,
            host,
        } => {
            let st = tx
                .prepare_cached(
                    "INSERT INTO members (room, id, guest_id, nickname, token_hash, host, joined_ms)
                     VALUES ($1, $2, $3, $4, $5, $6, $7)",
                )
                .await?;
            tx.execute(
                &st,
                &[
                    room,
                    &(*id as i32),
                    guest_id,
                    nickname,
                    &&token_hash[..],
                    host,
                    &now,
                ],
            )
            .await?;
            *id as i64
        }
        Write::Lobby { room, lobby } => {
            let st = tx
                .prepare_cached("UPDATE rooms SET lobby = $2 WHERE code = $1")
                .await?;
            tx.execute(&st, &[room, lobby]).await?;
            0
        }
        Write::Host { room, host } => {
            tx.execute(
                "UPDATE members SET host = (id = $2) WHERE room = $1",
                &[room, &(*host as i32)],
            )
            .await?;
            0
        }
        Write::Settings { room, settings } => {
            tx.execute(
                "UPDATE rooms SET settings = $2 WHERE code = $1",
                &[room, settings],
            )
            .await?;
            0
        }
        Write::StartGame(g) => {
            let st = tx
                .prepare_cached(
                    "INSERT INTO games (room, game_no, rules, players, seats, seed, salt, commitment, started_ms)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id",
                )
                .await?;
            tx.query_one(
                &st,
                &[
                    &g.room,
                    &(g.game_no as i32),
                    &g.rules,
                    &(g.players as i32),
                    &g.seats,
                    &g.seed.to_string(),
                    &g.salt,
                    &g.commitment,
                    &now,
                ],
            )
            .await?
            .get(0)
        }
        Write::Action {
            game,
            idx,
            seat,
            action,
        } => {
            let st = tx
                .prepare_cached(
                    "INSERT INTO actions (game, idx, seat, action, at_ms) VALUES ($1, $2, $3, $4, $5)",
                )
                .await?;
            tx.execute(&st, &[game, &(*idx as i64), &(*seat as i32), action, &now])
                .await?;
            0
        }
        Write::FinishGame {
            game,
            winners,
            scores,
            rounds,
            results,
        } => {
            tx.execute(
                "UPDATE games SET finished_ms = $2, winners = $3, scores = $4, rounds = $5 WHERE id = $1",
                &[
                    game,
                    &now,
                    &serde_json::to_string(winners).expect("json"),
                    &serde_json::to_string(scores).expect("json"),
                    &(*rounds as i32),
                ],
            )
            .await?;
            let st = tx
                .prepare_cached(
                    "INSERT INTO results (game, seat, guest_id, bot, nickname, score, winner)
                     VALUES ($1, $2, $3, $4, $5, $6, $7)",
                )
                .await?;
            for r in results {
                tx.execute(
                    &st,
                    &[
                        game,
                        &(r.seat as i32),
                        &r.guest_id,
                        &r.bot,
                        &r.nickname,
                        &r.score,
                        &r.winner,
                    ],
                )
                .await?;
            }
            0
        }
    };
    Ok(Ok(v))
}

/// Test support: a fresh, empty database next to the one `admin_url`
/// names (same server and user); returns its URL.
pub async fn fresh_database(admin_url: &str, name: &str) -> Result<String, StoreError> {
    let (client, conn) = tokio_postgres::connect(admin_url, NoTls)
        .await
        .map_err(pg)?;
    let task = tokio::spawn(conn);
    let ident: String = name
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect();
    client
        .batch_execute(&format!("DROP DATABASE IF EXISTS {ident}"))
        .await
        .map_err(pg)?;
    client
        .batch_execute(&format!("CREATE DATABASE {ident}"))
        .await
        .map_err(pg)?;
    drop(client);
    let _ = task.await;
    // postgres://user@host:port/db?…: replace the database name.
    let (base, query) = match admin_url.split_once('?') {
        Some((b, q)) => (b, Some(q)),
        None => (admin_url, None),
    };
    let scheme_end = base.find("://").map(|i| i + 3).unwrap_or(0);
    let base = match base[scheme_end..].find('/') {
        Some(i) => &base[..scheme_end + i],
        None => base,
    };
    let mut url = format!("{base}/{ident}");
    if let Some(q) = query {
        url.push('?');
        url.push_str(q);
    }
    Ok(url)
}
