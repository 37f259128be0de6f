//! The PostgreSQL back-end of [`super::Db`]: the schema and statements
//! of `store/schema.rs` and `store/ops.rs` (rendered in PostgreSQL's
//! types), versioned migrations applied at start under an advisory lock
//! (so instances starting together migrate once), and a
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

use deadpool_postgres::{GenericClient, Manager, ManagerConfig, Pool, RecyclingMethod};
use futures_util::future::join_all;
use tokio::sync::{mpsc, oneshot};
use tokio_postgres::types::{ToSql, Type};
use tokio_postgres::NoTls;

use super::schema::{render, Dialect, MIGRATIONS};
use super::sql::{Conn, Row, Val};
use super::{
    now_ms, ops, ratings_read, GameRow, GameSummary, HistoryQuery, PlayerPage, PlayerStats,
    RatedPlayer, RoomRecord, StoreError, Write,
};
use crate::ids::{GameId, GuestId, RoomCode};
use crate::ratings::Identity;

mod commit;

/// The advisory lock key under which migrations run ("uno" + 1).
const MIGRATION_LOCK: i64 = 0x756e_6f01;

/// The advisory lock key a game's end takes before it updates ratings
/// ("uno" + 2; store::ratings): held to the commit, it puts rating
/// updates one after another across writers and instances, so their row
/// locks never deadlock.
const RATINGS_LOCK: i64 = 0x756e_6f02;

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

impl From<tokio_postgres::Error> for StoreError {
    fn from(e: tokio_postgres::Error) -> StoreError {
        pg_ref(&e)
    }
}

/// No connection to be had (the server is down, restarting, refusing
/// connections, or every connection is busy past the pool's wait): the
/// database cannot store anything now.
fn pool_err(e: impl std::fmt::Display) -> StoreError {
    StoreError::Unavailable(format!("connection pool: {e}"))
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

    pub(super) async fn client(&self) -> Result<deadpool_postgres::Object, StoreError> {
        self.pool.get().await.map_err(pool_err)
    }

    pub async fn guest_by_token(
        &self,
        token_hash: &[u8; 32],
    ) -> Result<Option<(GuestId, String)>, StoreError> {
        ops::guest_by_token(&PgConn(&self.client().await?), token_hash).await
    }

    pub async fn is_bot_account(&self, guest: GuestId) -> Result<bool, StoreError> {
        super::botnet::is_bot_account(&PgConn(&self.client().await?), guest).await
    }

    pub async fn online_bot(
        &self,
        nickname: &str,
        since_ms: i64,
    ) -> Result<Option<GuestId>, StoreError> {
        super::botnet::online_bot(&PgConn(&self.client().await?), nickname, since_ms).await
    }

    pub async fn bot_invitation(&self, guest: GuestId) -> Result<Option<RoomCode>, StoreError> {
        super::botnet::invitation(&PgConn(&self.client().await?), guest).await
    }

    pub async fn room_exists(&self, code: &RoomCode) -> Result<bool, StoreError> {
        ops::room_exists(&PgConn(&self.client().await?), code).await
    }

    pub async fn load_room(&self, code: &RoomCode) -> Result<Option<RoomRecord>, StoreError> {
        ops::load_room(&PgConn(&self.client().await?), code).await
    }

    pub async fn game(&self, id: GameId) -> Result<Option<GameRow>, StoreError> {
        ops::game(&PgConn(&self.client().await?), id).await
    }

    pub async fn summary(&self, id: GameId) -> Result<Option<GameSummary>, StoreError> {
        ops::summary(&PgConn(&self.client().await?), id).await
    }

    pub async fn history(&self, q: &HistoryQuery) -> Result<Vec<GameSummary>, StoreError> {
        ops::history(&PgConn(&self.client().await?), q).await
    }

    pub async fn player_stats(&self, player: i64) -> Result<Option<PlayerStats>, StoreError> {
        ops::player_stats(&PgConn(&self.client().await?), player).await
    }

    pub async fn rating_leaderboard(
        &self,
        limit: u32,
        bots: bool,
    ) -> Result<Vec<RatedPlayer>, StoreError> {
        ratings_read::leaderboard(&PgConn(&self.client().await?), limit, bots).await
    }

    pub async fn player_page(&self, who: &Identity) -> Result<Option<PlayerPage>, StoreError> {
        ratings_read::player_page(&PgConn(&self.client().await?), who).await
    }

    // ----- leases -------------------------------------------------------------

    fn addr(&self) -> String {
        self.me.addr.get().cloned().unwrap_or_default()
    }

    /// Claims `room` for this instance: granted when nobody holds it, when
    /// this instance already does, or when the holder's lease expired.
    /// Otherwise the holder.
    pub async fn claim(&self, room: &RoomCode) -> Result<Result<(), Owner>, StoreError> {
        let room = room.as_str();
        let mut c = self.client().await?;
        let ttl = self.me.ttl.as_millis() as i64;
        // An expired lease is deleted, not updated: the delete waits for
        // the old holder's writes in flight (they hold the row with FOR KEY
        // SHARE), while renewals, which only move `expires_ms`, never do.
        let tx = c.transaction().await.map_err(pg)?;
        let expired = tx
            .query_opt(
                &format!(
                    "DELETE FROM room_leases WHERE room = $1 AND (owner = $2 OR expires_ms < {DB_NOW})
                     RETURNING owner"
                ),
                &[&room, &self.me.id],
            )
            .await
            .map_err(pg)?;
        // Another instance's lease, expired: a takeover (if the insert
        // below gets the room).
        let takeover = expired.is_some_and(|r| r.get::<_, String>(0) != self.me.id);
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
            if takeover {
                crate::metrics::store().lease_takeover();
                tracing::info!(room, "took over the room from an expired lease");
            }
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
    pub async fn renew(&self) -> Result<Vec<RoomCode>, StoreError> {
        let c = self.client().await?;
        let ttl = self.me.ttl.as_millis() as i64;
        let sql = format!(
            "UPDATE room_leases SET expires_ms = {DB_NOW} + $2 WHERE owner = $1 RETURNING room"
        );
        c.query(&sql, &[&self.me.id, &ttl])
            .await
            .map_err(pg)?
            .into_iter()
            .map(|r| super::sql::room_code(r.get(0)))
            .collect()
    }

    /// The members named `name` in the rooms this instance holds: room
    /// and guest (a deleted account's members, renamed by the store,
    /// which the rooms here may still hold under the old name).
    pub async fn members_named(&self, name: &str) -> Result<Vec<(RoomCode, GuestId)>, StoreError> {
        let c = self.client().await?;
        c.query(
            "SELECT m.room, m.guest_id FROM members m JOIN room_leases l ON l.room = m.room
             WHERE l.owner = $1 AND m.nickname = $2",
            &[&self.me.id, &name],
        )
        .await
        .map_err(pg)?
        .into_iter()
        .map(|r| {
            let guest: i64 = r.get(1);
            Ok((super::sql::room_code(r.get(0))?, GuestId::from_db(guest)))
        })
        .collect()
    }

    /// Gives up this instance's lease on `room`, if it holds it.
    pub async fn release(&self, room: &RoomCode) -> Result<(), StoreError> {
        let room = room.as_str();
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
        tx.batch_execute(&render(Dialect::Postgres, m))
            .await
            .map_err(pg)?;
        tx.execute("UPDATE uno_schema SET version = $1", &[&((i + 1) as i32)])
            .await
            .map_err(pg)?;
    }
    tx.commit().await.map_err(pg)
}

// ----- the writer -------------------------------------------------------------

/// A write's outcome inside a batch: a database error aborts the batch's
/// transaction (the batch is then retried one write per transaction); a
/// refused write (this instance does not hold the room) does not, except
/// a [`Write::Together`] refused part-way (`Undo`): its first parts must
/// not be committed, so the batch is retried one write per transaction
/// as well, where its own transaction is rolled back.
enum Outcome {
    Done(i64),
    Refused(StoreError),
    Undo(StoreError),
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
            Ok(mut c) => {
                // The commit's time, as the writers wait for it (without
                // the wait for a pooled connection).
                let t0 = std::time::Instant::now();
                let r = write_batch(&pool, &mut c, &batch, &me).await;
                // Failed: a database error for any of its writes (a write
                // refused for a lost lease is not a failed commit).
                let ok = !r.iter().any(|w| {
                    matches!(w, Err(StoreError::Postgres(_) | StoreError::Unavailable(_)))
                });
                crate::metrics::store().commit("postgres", batch.len(), t0.elapsed(), ok);
                r
            }
            Err(e) => {
                crate::metrics::store().commit_failed("postgres");
                let msg = format!("connection pool: {e}");
                tracing::error!("database commit failed: {msg}");
                batch
                    .iter()
                    .map(|_| Err(StoreError::Unavailable(msg.clone())))
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
    pool: &Pool,
    c: &mut deadpool_postgres::Object,
    writes: &[Write],
    me: &str,
) -> Vec<Result<i64, StoreError>> {
    if writes.len() > 1 {
        match c.transaction().await {
            Ok(tx) => {
                // The transaction's id, should its commit go unanswered
                // (store/pg/commit.rs); sent first, pipelined with the writes.
                let xid = async {
                    let st = tx.prepare_cached(commit::XID_SQL).await?;
                    tx.query_one(&st, &[]).await
                };
                // Pipelined, except a game's end: it reads and updates
                // ratings, so two in one transaction go one after the
                // other (each reads the other's update).
                fn ends(w: &Write) -> bool {
                    match w {
                        Write::FinishGame { .. } => true,
                        Write::Together(ws) => ws.iter().any(ends),
                        _ => false,
                    }
                }
                let t = &tx;
                let (xid, mut outs): (_, Vec<Option<Outcome>>) = tokio::join!(
                    xid,
                    join_all(writes.iter().map(|w| async move {
                        if ends(w) {
                            None
                        } else {
                            Some(apply(t, w, me).await)
                        }
                    }))
                );
                for (w, o) in writes.iter().zip(outs.iter_mut()) {
                    if o.is_none() {
                        *o = Some(apply(&tx, w, me).await);
                    }
                }
                let outs: Vec<Outcome> = outs.into_iter().flatten().collect();
                let xid = match xid {
                    Ok(row) => (row.get::<_, i64>(0), row.get::<_, i32>(1)),
                    Err(e) => {
                        tracing::error!("cannot write: {e}");
                        return writes.iter().map(|_| Err(pg_ref(&e))).collect();
                    }
                };
                if outs
                    .iter()
                    .all(|o| !matches!(o, Outcome::Failed(_) | Outcome::Undo(_)))
                {
                    let kept = match tx.commit().await {
                        Ok(()) => Ok(()),
                        Err(e) => settle(pool, xid, &e).await,
                    };
                    return match kept {
                        Ok(()) => outs
                            .into_iter()
                            .map(|o| match o {
                                Outcome::Done(v) => Ok(v),
                                Outcome::Refused(e) | Outcome::Undo(e) => Err(e),
                                Outcome::Failed(e) => Err(pg(e)),
                            })
                            .collect(),
                        // Not retried one by one: on an unknown outcome a
                        // retry could apply a write twice.
                        Err(e) => writes.iter().map(|_| Err(each(&e))).collect(),
                    };
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
        out.push(write_one(pool, c, w, me).await);
    }
    out
}

/// One failure of a whole batch, for each of its writes.
fn each(e: &StoreError) -> StoreError {
    match e {
        StoreError::Unavailable(m) => StoreError::Unavailable(m.clone()),
        StoreError::Postgres(m) => StoreError::Postgres(m.clone()),
        other => StoreError::Postgres(other.to_string()),
    }
}

/// The server's own words where there are some ("db error" alone says
/// nothing). An error that means the database cannot store anything now
/// (the connection is gone, the server shuts down or restarts, its disk
/// is full, it is read-only) is [`StoreError::Unavailable`], which
/// clients hear as `storage_unavailable` (crate::errors); the rest is
/// [`StoreError::Postgres`].
pub(super) fn pg_ref(e: &tokio_postgres::Error) -> StoreError {
    match e.as_db_error() {
        Some(d) => {
            let msg = format!("{} ({})", d.message(), d.code().code());
            if unavailable_state(d.code().code()) {
                StoreError::Unavailable(msg)
            } else {
                StoreError::Postgres(msg)
            }
        }
        None if e.is_closed() || is_io(e) => StoreError::Unavailable(e.to_string()),
        None => StoreError::Postgres(e.to_string()),
    }
}

/// SQLSTATEs that say the database cannot store anything now, rather than
/// that a statement was wrong: a connection exception (class 08),
/// insufficient resources (53: a full disk, out of memory, too many
/// connections), operator intervention by shutdown (57P01-57P03: admin
/// or crash shutdown, not accepting connections yet), a read-only
/// transaction (25006: a standby, `default_transaction_read_only`), an
/// I/O error (58030).
fn unavailable_state(code: &str) -> bool {
    code.starts_with("08")
        || code.starts_with("53")
        || code.starts_with("57P")
        || code == "25006"
        || code == "58030"
}

/// Whether the error came from the socket (read, write, connect).
fn is_io(e: &tokio_postgres::Error) -> bool {
    let mut src = std::error::Error::source(e);
    while let Some(s) = src {
        if s.is::<std::io::Error>() {
            return true;
        }
        src = s.source();
    }
    false
}

async fn write_one(
    pool: &Pool,
    c: &mut deadpool_postgres::Object,
    w: &Write,
    me: &str,
) -> Result<i64, StoreError> {
    let tx = c.transaction().await.map_err(pg)?;
    let xid = async {
        let st = tx.prepare_cached(commit::XID_SQL).await?;
        tx.query_one(&st, &[]).await
    };
    let (xid, out) = tokio::join!(xid, apply(&tx, w, me));
    let xid = xid.map_err(pg)?;
    match out {
        Outcome::Done(v) => {
            if let Err(e) = tx.commit().await {
                settle(pool, (xid.get(0), xid.get(1)), &e).await?;
            }
            Ok(v)
        }
        // Dropping the transaction rolls back a part-way `Together`.
        Outcome::Refused(e) | Outcome::Undo(e) => Err(e),
        Outcome::Failed(e) => Err(pg(e)),
    }
}

/// A failed `COMMIT` of transaction `xid` (with its session's process
/// id): `Ok` when the database kept it after all. A commit the server
/// refused (it answered with an error) was rolled back; one that got no
/// answer (the connection broke after `COMMIT` was sent) is looked up
/// (store/pg/commit.rs), so a writer never hears "failed" for a write the
/// database kept (issue 29 point 7).
async fn settle(
    pool: &Pool,
    (xid, pid): (i64, i32),
    e: &tokio_postgres::Error,
) -> Result<(), StoreError> {
    if e.as_db_error().is_some() {
        tracing::error!("database commit failed: {e}");
        return Err(pg_ref(e));
    }
    let fate = commit::resolve(pool, xid, pid).await;
    tracing::warn!(
        xid,
        ?fate,
        "the commit got no answer ({e}); the database says what it kept"
    );
    match fate {
        commit::Fate::Committed => Ok(()),
        commit::Fate::Aborted => Err(StoreError::Unavailable(format!(
            "the commit got no answer and was not kept: {e}"
        ))),
        commit::Fate::Unknown => Err(StoreError::Postgres(format!(
            "the commit got no answer, and whether it was kept is unknown: {e}"
        ))),
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
        Write::Guest { .. }
        | Write::Botnet(_)
        | Write::Account(_)
        | Write::ForgetGuest { .. }
        | Write::Daily(_)
        | Write::Analysis(_)
        // Each part is checked on its own (apply_inner).
        | Write::Together(_) => Scope::None,
        Write::Room { code, .. } => Scope::Room(code.as_str()),
        Write::Member { room, .. }
        | Write::Lobby { room, .. }
        | Write::Host { room, .. }
        | Write::Settings { room, .. } => Scope::Room(room.as_str()),
        Write::StartGame(g) => Scope::Room(g.room.as_str()),
        Write::Action { game, .. } | Write::FinishGame { game, .. } => Scope::Game(game.to_db()),
        Write::Public(p) => p.room().map_or(Scope::None, Scope::Room),
    }
}

async fn apply(tx: &deadpool_postgres::Transaction<'_>, w: &Write, me: &str) -> Outcome {
    match apply_inner(tx, w, me).await {
        Ok(Ok(v)) => Outcome::Done(v),
        // Its parts before the refused one are in the transaction.
        Ok(Err(e)) if matches!(w, Write::Together(_)) => Outcome::Undo(e),
        Ok(Err(e)) => Outcome::Refused(e),
        Err(e) => Outcome::Failed(e),
    }
}

async fn apply_inner(
    tx: &deadpool_postgres::Transaction<'_>,
    w: &Write,
    me: &str,
) -> Result<Result<i64, StoreError>, tokio_postgres::Error> {
    if let Write::Together(writes) = w {
        let mut last = 0;
        for w in writes {
            match Box::pin(apply_inner(tx, w, me)).await? {
                Ok(v) => last = v,
                Err(e) => return Ok(Err(e)),
            }
        }
        return Ok(Ok(last));
    }
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
    if matches!(w, Write::FinishGame { .. }) {
        let st = tx
            .prepare_cached("SELECT pg_advisory_xact_lock($1)")
            .await?;
        tx.execute(&st, &[&RATINGS_LOCK]).await?;
    }
    ops::apply(&PgConn(tx), w, now_ms()).await
}

// ----- the shared statements on PostgreSQL --------------------------------------

/// A client or transaction running [`ops`]' statements (prepared once per
/// connection and cached).
pub(super) struct PgConn<'a, C: GenericClient>(pub(super) &'a C);

impl ToSql for Val<'_> {
    fn to_sql(
        &self,
        ty: &Type,
        out: &mut bytes::BytesMut,
    ) -> Result<tokio_postgres::types::IsNull, Box<dyn std::error::Error + Sync + Send>> {
        match self {
            Val::Int(n) => n.to_sql(ty, out),
            Val::BigInt(n) => n.to_sql(ty, out),
            Val::OptBigInt(n) => n.to_sql(ty, out),
            Val::Text(s) => s.to_sql(ty, out),
            Val::OptText(s) => s.to_sql(ty, out),
            Val::Owned(s) => s.to_sql(ty, out),
            Val::Bytes(b) => b.to_sql(ty, out),
            Val::Flag(b) => b.to_sql(ty, out),
        }
    }

    fn accepts(_: &Type) -> bool {
        // Checked per value, in `to_sql_checked`.
        true
    }

    fn to_sql_checked(
        &self,
        ty: &Type,
        out: &mut bytes::BytesMut,
    ) -> Result<tokio_postgres::types::IsNull, Box<dyn std::error::Error + Sync + Send>> {
        match self {
            Val::Int(n) => n.to_sql_checked(ty, out),
            Val::BigInt(n) => n.to_sql_checked(ty, out),
            Val::OptBigInt(n) => n.to_sql_checked(ty, out),
            Val::Text(s) => s.to_sql_checked(ty, out),
            Val::OptText(s) => s.to_sql_checked(ty, out),
            Val::Owned(s) => s.to_sql_checked(ty, out),
            Val::Bytes(b) => b.to_sql_checked(ty, out),
            Val::Flag(b) => b.to_sql_checked(ty, out),
        }
    }
}

fn params<'a>(p: &'a [Val<'_>]) -> Vec<&'a (dyn ToSql + Sync)> {
    p.iter().map(|v| v as &(dyn ToSql + Sync)).collect()
}

impl Row for tokio_postgres::Row {
    fn int(&self, i: usize) -> Result<i64, StoreError> {
        self.opt_int(i)?
            .ok_or_else(|| StoreError::Data(format!("column {i}: NULL where a number belongs")))
    }
    fn opt_int(&self, i: usize) -> Result<Option<i64>, StoreError> {
        let ty = self
            .columns()
            .get(i)
            .map(|c| c.type_().clone())
            .ok_or_else(|| StoreError::Data(format!("no column {i}")))?;
        Ok(match ty {
            Type::INT2 => self.try_get::<_, Option<i16>>(i)?.map(i64::from),
            Type::INT4 => self.try_get::<_, Option<i32>>(i)?.map(i64::from),
            _ => self.try_get::<_, Option<i64>>(i)?,
        })
    }
    fn text(&self, i: usize) -> Result<String, StoreError> {
        Ok(self.try_get(i)?)
    }
    fn opt_text(&self, i: usize) -> Result<Option<String>, StoreError> {
        Ok(self.try_get(i)?)
    }
    fn bytes(&self, i: usize) -> Result<Vec<u8>, StoreError> {
        Ok(self.try_get(i)?)
    }
    fn flag(&self, i: usize) -> Result<bool, StoreError> {
        Ok(self.try_get(i)?)
    }
}

impl<C: GenericClient> Conn for PgConn<'_, C> {
    type Error = tokio_postgres::Error;
    const POSTGRES: bool = true;

    async fn exec(&self, sql: &'static str, p: &[Val<'_>]) -> Result<u64, tokio_postgres::Error> {
        let st = self.0.prepare_cached(sql).await?;
        self.0.execute(&st, &params(p)).await
    }

    async fn insert_id(
        &self,
        sql: &'static str,
        p: &[Val<'_>],
    ) -> Result<i64, tokio_postgres::Error> {
        let st = self.0.prepare_cached(sql).await?;
        Ok(self.0.query_one(&st, &params(p)).await?.get(0))
    }

    async fn ints(
        &self,
        sql: &'static str,
        p: &[Val<'_>],
        n: usize,
    ) -> Result<Option<Vec<i64>>, tokio_postgres::Error> {
        let st = self.0.prepare_cached(sql).await?;
        let Some(row) = self.0.query_opt(&st, &params(p)).await? else {
            return Ok(None);
        };
        (0..n)
            .map(|i| row.try_get::<_, i64>(i))
            .collect::<Result<Vec<_>, _>>()
            .map(Some)
    }

    async fn rows<T>(
        &self,
        sql: &'static str,
        p: &[Val<'_>],
        f: fn(&dyn Row) -> Result<T, StoreError>,
    ) -> Result<Vec<T>, StoreError> {
        let st = self.0.prepare_cached(sql).await?;
        self.0
            .query(&st, &params(p))
            .await?
            .iter()
            .map(|r| f(r))
            .collect()
    }
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
