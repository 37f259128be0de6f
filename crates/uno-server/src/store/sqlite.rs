//! The SQLite back-end: [`Store`], one synchronous rusqlite connection
//! running the statements of [`super::ops`]. What is SQLite's own: the
//! pragmas (WAL, `synchronous = NORMAL`), the schema version in `PRAGMA
//! user_version`, a savepoint per write inside a group commit, and the
//! writer thread ([`spawn_writer`]) that commits whatever has queued up
//! in one transaction before it answers anyone, and a checkpointer thread
//! that copies the WAL into the database file beside it, so that no commit
//! waits for a checkpoint and its fsync (issue 22: the latency tail).

use std::path::Path;

use futures_util::FutureExt;
use rusqlite::types::{ToSqlOutput, ValueRef};
use rusqlite::{params_from_iter, Connection, OptionalExtension, ToSql};
use tokio::sync::oneshot;

use super::schema::{render, Dialect, MIGRATIONS};
use super::sql::{sqlite_placeholders, Conn, Row, Val};
use super::{
    now_ms, ops, ratings_read, GameRow, GameSummary, HistoryQuery, PlayerPage, PlayerStats,
    RatedPlayer, RoomRecord, StoreError, Write,
};
use crate::ids::{GameId, GuestId, RoomCode};
use crate::ratings::Identity;

/// Whether a SQLite error means that the database cannot store anything
/// now (rather than that one write was wrong): a full disk (or
/// `max_page_count` reached), a read-only file or file system, an I/O
/// error, no memory, a lock held too long.
pub(super) fn storage_failure(e: &rusqlite::Error) -> bool {
    use rusqlite::ffi::ErrorCode as C;
    matches!(
        e.sqlite_error_code(),
        Some(
            C::DiskFull
                | C::ReadOnly
                | C::SystemIoFailure
                | C::CannotOpen
                | C::OutOfMemory
                | C::DatabaseBusy
                | C::DatabaseLocked
        )
    )
}

/// A SQLite error of a commit as a [`StoreError`].
fn classify(e: rusqlite::Error) -> StoreError {
    if storage_failure(&e) {
        StoreError::Unavailable(e.to_string())
    } else {
        StoreError::Sqlite(e)
    }
}

/// One database connection and every query the server makes.
pub struct Store {
    conn: Connection,
}

/// Runs one of [`ops`]' futures on the SQLite connection: it never waits
/// (every statement runs when first polled), so it is ready at once.
pub(super) fn ready<T>(f: impl std::future::Future<Output = T>) -> T {
    now(f)
}

fn now<T>(f: impl std::future::Future<Output = T>) -> T {
    f.now_or_never()
        .expect("a SQLite statement finishes when first polled")
}

impl ToSql for Val<'_> {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        match self {
            Val::Int(n) => n.to_sql(),
            Val::BigInt(n) => n.to_sql(),
            Val::OptBigInt(n) => n.to_sql(),
            Val::Text(s) => s.to_sql(),
            Val::OptText(s) => s.to_sql(),
            Val::Owned(s) => s.to_sql(),
            Val::Bytes(b) => b.to_sql(),
            Val::Flag(b) => b.to_sql(),
        }
    }
}

/// A row's values, copied out of rusqlite's borrowed row.
struct SqliteRow<'r, 's>(&'r rusqlite::Row<'s>);

impl Row for SqliteRow<'_, '_> {
    fn int(&self, i: usize) -> Result<i64, StoreError> {
        Ok(self.0.get(i)?)
    }
    fn opt_int(&self, i: usize) -> Result<Option<i64>, StoreError> {
        Ok(self.0.get(i)?)
    }
    fn text(&self, i: usize) -> Result<String, StoreError> {
        Ok(self.0.get(i)?)
    }
    fn opt_text(&self, i: usize) -> Result<Option<String>, StoreError> {
        Ok(self.0.get(i)?)
    }
    fn bytes(&self, i: usize) -> Result<Vec<u8>, StoreError> {
        Ok(self.0.get(i)?)
    }
    fn flag(&self, i: usize) -> Result<bool, StoreError> {
        match self.0.get_ref(i)? {
            ValueRef::Integer(n) => Ok(n != 0),
            other => Err(StoreError::Data(format!(
                "column {i}: a flag stored as {:?}",
                other.data_type()
            ))),
        }
    }
}

impl Conn for Connection {
    type Error = rusqlite::Error;

    async fn exec(&self, sql: &'static str, p: &[Val<'_>]) -> Result<u64, rusqlite::Error> {
        let mut st = self.prepare_cached(&sqlite_placeholders(sql))?;
        Ok(st.execute(params_from_iter(p.iter()))? as u64)
    }

    async fn insert_id(&self, sql: &'static str, p: &[Val<'_>]) -> Result<i64, rusqlite::Error> {
        let mut st = self.prepare_cached(&sqlite_placeholders(sql))?;
        let mut rows = st.query(params_from_iter(p.iter()))?;
        let row = rows.next()?.ok_or(rusqlite::Error::QueryReturnedNoRows)?;
        let id = row.get(0)?;
        // Stepped to the end, as SQLite asks of RETURNING.
        while rows.next()?.is_some() {}
        Ok(id)
    }

    async fn ints(
        &self,
        sql: &'static str,
        p: &[Val<'_>],
        n: usize,
    ) -> Result<Option<Vec<i64>>, rusqlite::Error> {
        let mut st = self.prepare_cached(&sqlite_placeholders(sql))?;
        let mut rows = st.query(params_from_iter(p.iter()))?;
        let Some(row) = rows.next()? else {
            return Ok(None);
        };
        let out = (0..n)
            .map(|i| row.get(i))
            .collect::<Result<Vec<i64>, _>>()?;
        // Stepped to the end, as SQLite asks of RETURNING.
        while rows.next()?.is_some() {}
        Ok(Some(out))
    }

    async fn rows<T>(
        &self,
        sql: &'static str,
        p: &[Val<'_>],
        f: fn(&dyn Row) -> Result<T, StoreError>,
    ) -> Result<Vec<T>, StoreError> {
        let mut st = self.prepare_cached(&sqlite_placeholders(sql))?;
        let mut rows = st.query(params_from_iter(p.iter()))?;
        let mut out = Vec::new();
        while let Some(r) = rows.next()? {
            out.push(f(&SqliteRow(r))?);
        }
        Ok(out)
    }
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
            tx.execute_batch(&render(Dialect::Sqlite, m))?;
            tx.pragma_update(None, "user_version", (i + 1) as i64)?;
            tx.commit()?;
        }
        Ok(())
    }

    /// Applies several writes in one transaction; each gets its own result
    /// (a failed write is rolled back alone, through a savepoint). A write
    /// that fails because the database cannot store anything (a full disk,
    /// a read-only file, an I/O error: [`storage_failure`]) fails the whole
    /// batch with [`StoreError::Unavailable`]: SQLite may have rolled the
    /// transaction back by itself, so the writes before it are not kept
    /// either, and nobody is told that they were.
    pub fn write_batch(
        &mut self,
        writes: &[Write],
    ) -> Result<Vec<Result<i64, StoreError>>, StoreError> {
        let mut tx = self.conn.transaction().map_err(classify)?;
        let mut out = Vec::with_capacity(writes.len());
        for w in writes {
            let sp = tx.savepoint().map_err(classify)?;
            let r = match now(ops::apply(&*sp, w, now_ms())) {
                Ok(r) => r,
                Err(e) if storage_failure(&e) || sp.is_autocommit() => {
                    // Dropping the savepoint and the transaction rolls
                    // back whatever SQLite has not rolled back itself.
                    return Err(StoreError::Unavailable(e.to_string()));
                }
                Err(e) => Err(e.into()),
            };
            if r.is_ok() {
                sp.commit().map_err(classify)?;
            } else {
                drop(sp); // rolls back this write only
            }
            out.push(r);
        }
        tx.commit().map_err(classify)?;
        Ok(out)
    }

    /// One write in its own transaction.
    pub fn write(&mut self, w: &Write) -> Result<i64, StoreError> {
        self.write_batch(std::slice::from_ref(w))?
            .pop()
            .unwrap_or(Err(StoreError::Closed))
    }

    /// The guest with this token hash: id and nickname.
    pub fn guest_by_token(
        &self,
        token_hash: &[u8; 32],
    ) -> Result<Option<(GuestId, String)>, StoreError> {
        now(ops::guest_by_token(&self.conn, token_hash))
    }

    /// Whether guest `guest` is a bot account (store/botnet.rs).
    pub fn is_bot_account(&self, guest: GuestId) -> Result<bool, StoreError> {
        now(super::botnet::is_bot_account(&self.conn, guest))
    }

    /// The online bot account called `nickname` (store/botnet.rs).
    pub fn online_bot(&self, nickname: &str, since_ms: i64) -> Result<Option<GuestId>, StoreError> {
        now(super::botnet::online_bot(&self.conn, nickname, since_ms))
    }

    /// A bot account's oldest invitation (store/botnet.rs).
    pub fn bot_invitation(&self, guest: GuestId) -> Result<Option<RoomCode>, StoreError> {
        now(super::botnet::invitation(&self.conn, guest))
    }

    /// Whether a room with this code was ever created.
    pub fn room_exists(&self, code: &RoomCode) -> Result<bool, StoreError> {
        now(ops::room_exists(&self.conn, code))
    }

    /// Everything needed to bring a room back: settings, lobby, members,
    /// and the unfinished game with its full action log.
    pub fn load_room(&self, code: &RoomCode) -> Result<Option<RoomRecord>, StoreError> {
        now(ops::load_room(&self.conn, code))
    }

    /// A game row and its action log.
    pub fn game(&self, id: GameId) -> Result<Option<GameRow>, StoreError> {
        now(ops::game(&self.conn, id))
    }

    /// A finished game's summary.
    pub fn summary(&self, id: GameId) -> Result<Option<GameSummary>, StoreError> {
        now(ops::summary(&self.conn, id))
    }

    /// Finished games, newest first.
    pub fn history(&self, q: &HistoryQuery) -> Result<Vec<GameSummary>, StoreError> {
        now(ops::history(&self.conn, q))
    }

    /// A guest's statistics over finished games.
    pub fn player_stats(&self, player: i64) -> Result<Option<PlayerStats>, StoreError> {
        now(ops::player_stats(&self.conn, player))
    }

    /// Rated players by rating (see [`super::Db::rating_leaderboard`]).
    pub fn rating_leaderboard(
        &self,
        limit: u32,
        bots: bool,
    ) -> Result<Vec<RatedPlayer>, StoreError> {
        now(ratings_read::leaderboard(&self.conn, limit, bots))
    }

    /// A player's page (see [`super::Db::player_page`]).
    pub fn player_page(&self, who: &Identity) -> Result<Option<PlayerPage>, StoreError> {
        now(ratings_read::player_page(&self.conn, who))
    }

    /// The connection, for the listing's statements (store/listing.rs).
    pub(super) fn conn(&self) -> &Connection {
        &self.conn
    }

    /// The schema version (`PRAGMA user_version`).
    pub fn schema_version(&self) -> Result<i64, StoreError> {
        Ok(self
            .conn
            .pragma_query_value(None, "user_version", |r| r.get(0))
            .optional()?
            .unwrap_or(0))
    }
}

pub(super) type Reply = oneshot::Sender<Result<i64, StoreError>>;

/// A fault the writer connection takes on, for tests ([`super::Db::set_sqlite_fault`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SqliteFault {
    /// Writes as usual.
    None,
    /// The database may not grow past its current page count: SQLITE_FULL
    /// as soon as a write needs a new page (as on a full disk).
    Full,
    /// SQLITE_READONLY on every write (as with a read-only file).
    ReadOnly,
}

/// The fault the writer takes on before its next commit, if any.
#[derive(Clone, Default)]
pub(super) struct PendingFault(std::sync::Arc<std::sync::Mutex<Option<SqliteFault>>>);

impl PendingFault {
    pub(super) fn set(&self, f: SqliteFault) {
        *self.0.lock().unwrap_or_else(|p| p.into_inner()) = Some(f);
    }

    fn take(&self) -> Option<SqliteFault> {
        self.0.lock().unwrap_or_else(|p| p.into_inner()).take()
    }
}

impl Store {
    /// Applies a test fault to this connection ([`SqliteFault`]).
    pub(super) fn take_fault(&self, f: SqliteFault) -> Result<(), StoreError> {
        // SQLite's largest page count (the default limit).
        const NO_LIMIT: i64 = 4_294_967_294;
        let limit = match f {
            SqliteFault::Full => self
                .conn
                .pragma_query_value(None, "page_count", |r| r.get::<_, i64>(0))?,
            _ => NO_LIMIT,
        };
        self.conn.pragma_update(None, "max_page_count", limit)?;
        self.conn
            .pragma_update(None, "query_only", f == SqliteFault::ReadOnly)?;
        Ok(())
    }
}

/// Writes committed together at most.
const MAX_BATCH: usize = 512;

/// How long the checkpointer waits after a commit before it checkpoints,
/// so that one checkpoint covers the commits of a busy moment.
const CHECKPOINT_DELAY: std::time::Duration = std::time::Duration::from_millis(200);

/// WAL pages (4 KiB each) past which a checkpoint also restarts the WAL.
const RESTART_PAGES: i64 = 2000;

/// Starts the checkpointer: after commits, a checkpoint on a connection of
/// its own. SQLite's automatic checkpoint would run inside the commit that
/// crosses 1,000 WAL pages, on the writer thread, and every write queued
/// behind it would wait for it and its fsyncs.
///
/// A passive checkpoint copies the WAL into the database file and syncs it
/// without blocking the writer. Under steady writes it never quite catches
/// up (the writer appends while it copies), so the WAL would only grow;
/// when it holds more than [`RESTART_PAGES`], a restart checkpoint follows:
/// it holds the writer back only for the few pages written since the
/// passive one and a sync, and the next commit writes the WAL from its
/// beginning again.
fn spawn_checkpointer(path: &Path) -> Result<std::sync::mpsc::SyncSender<()>, StoreError> {
    let conn = Connection::open(path)?;
    conn.busy_timeout(std::time::Duration::from_secs(5))?;
    let (tx, rx) = std::sync::mpsc::sync_channel::<()>(1);
    let checkpoint = move |mode: &str| {
        conn.query_row(&format!("PRAGMA wal_checkpoint({mode})"), [], |r| {
            r.get::<_, i64>(1)
        })
    };
    std::thread::Builder::new()
        .name("uno-db-checkpoint".into())
        .spawn(move || {
            while rx.recv().is_ok() {
                std::thread::sleep(CHECKPOINT_DELAY);
                // Commits during the delay are covered by this checkpoint.
                while rx.try_recv().is_ok() {}
                let t0 = std::time::Instant::now();
                let done = checkpoint("PASSIVE").and_then(|pages| {
                    if pages > RESTART_PAGES {
                        checkpoint("RESTART")
                    } else {
                        Ok(pages)
                    }
                });
                match done {
                    Ok(pages) => {
                        tracing::trace!(pages, ms = t0.elapsed().as_millis() as u64, "checkpoint")
                    }
                    Err(e) => tracing::warn!("checkpoint failed: {e}"),
                }
            }
        })
        .map_err(|e| StoreError::Data(format!("cannot start the checkpoint thread: {e}")))?;
    Ok(tx)
}

/// Starts the writer thread: it takes whatever has queued up, commits it
/// in one transaction and then answers each writer (group commit). The
/// database file at `path` is checkpointed by a thread of its own.
pub(super) fn spawn_writer(
    mut writer: Store,
    path: &Path,
    fault: PendingFault,
) -> Result<std::sync::mpsc::Sender<(Write, Reply)>, StoreError> {
    writer.conn.pragma_update(None, "wal_autocheckpoint", 0)?;
    let checkpoint = spawn_checkpointer(path)?;
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
                if let Some(f) = fault.take() {
                    match writer.take_fault(f) {
                        Ok(()) => tracing::warn!("test fault on the database writer: {f:?}"),
                        Err(e) => tracing::warn!("cannot set the test fault {f:?}: {e}"),
                    }
                }
                let t0 = std::time::Instant::now();
                let done = writer.write_batch(&batch);
                crate::metrics::store().commit("sqlite", batch.len(), t0.elapsed(), done.is_ok());
                // Full: a checkpoint is already due and covers this commit.
                let _ = checkpoint.try_send(());
                match done {
                    Ok(results) => {
                        for (r, reply) in results.into_iter().zip(replies.drain(..)) {
                            let _ = reply.send(r);
                        }
                    }
                    Err(e) => {
                        // Nothing of the batch was stored: every writer
                        // hears so (and no one that it was stored).
                        tracing::error!(writes = replies.len(), "database commit failed: {e}");
                        let unavailable = matches!(e, StoreError::Unavailable(_));
                        let msg = e.to_string();
                        for reply in replies.drain(..) {
                            let _ = reply.send(Err(if unavailable {
                                StoreError::Unavailable(msg.clone())
                            } else {
                                StoreError::Data(msg.clone())
                            }));
                        }
                    }
                }
                batch.clear();
            }
        })
        .map_err(|e| StoreError::Data(format!("cannot start the writer thread: {e}")))?;
    Ok(tx)
}
