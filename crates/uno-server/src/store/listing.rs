//! The public listing's tables (issue 21, docs/protocol.md "Public tables
//! and quick match"): `lobby_tables`, one row per public room that a room
//! task keeps current (its rules, seats taken and free, host, waiting or
//! playing), and `lobby_presence`, each instance's count of open
//! connections. Both back-ends run the same statements, except where
//! noted: the listing on PostgreSQL shows only rooms some live
//! instance drives (an unexpired lease), so a crashed instance's rows
//! drop out by themselves; SQLite has one server, which clears the table
//! when it starts.
//!
//! Quick match ([`super::Db::quick_pick`]) picks a waiting quick-match
//! table of the asked rules and counts a seat on it in one step, under a
//! lock every instance shares (PostgreSQL: an advisory lock; SQLite: one
//! process, a mutex), so two requests never both open a table.

use serde::{Deserialize, Serialize};

use super::sql::{Conn, Row, Val};
use super::StoreError;
use crate::ids::RoomCode;

/// A public room's row as its room task writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableRow {
    pub code: RoomCode,
    pub public: bool,
    /// A quick-match table (opened by `POST /api/quick`).
    pub quick: bool,
    /// The rules' preset name (`classic`, `killer`, ...), or `custom`.
    pub preset: String,
    /// The rules in a few words (the preset and any house rules).
    pub summary: String,
    /// Seats at the table (a quick table's size; else the most a room takes).
    pub seats: u32,
    /// Seats taken (players and bots) in the lobby or the game.
    pub taken: u32,
    /// The host's nickname (checked as every nickname is).
    pub host: String,
    /// `waiting` (in the lobby) or `playing`.
    pub state: String,
    /// Members connected now.
    pub online: u32,
}

/// The public listing's writes ([`super::Write::Public`]).
#[derive(Clone, Debug)]
pub enum PublicWrite {
    /// A public room's row, inserted or updated (its first `created_ms` kept).
    Table(TableRow),
    /// The room left the listing (private again, finished, idle, unloaded).
    Gone { code: RoomCode },
    /// A quick match counted a seat on this table.
    Claim { code: RoomCode },
    /// An instance's open connections.
    Presence { instance: String, online: i64 },
    /// Every row of `lobby_tables` (SQLite, when its one server starts).
    Clear,
}

impl PublicWrite {
    /// The room whose lease the write needs (PostgreSQL), if any: a row
    /// is written only by the instance that drives its room; a claim
    /// comes from whichever instance took the quick-match request.
    pub fn room(&self) -> Option<&str> {
        match self {
            PublicWrite::Table(t) => Some(t.code.as_str()),
            PublicWrite::Gone { code } => Some(code.as_str()),
            PublicWrite::Claim { .. } | PublicWrite::Presence { .. } | PublicWrite::Clear => None,
        }
    }
}

/// A row of `GET /api/lobby`.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct ListedTable {
    pub code: RoomCode,
    pub quick: bool,
    pub preset: String,
    pub rules: String,
    pub seats: u32,
    pub taken: u32,
    pub free: u32,
    pub host: String,
    pub state: String,
    pub online: u32,
    pub created_ms: i64,
    pub updated_ms: i64,
}

/// Live counts of `GET /api/lobby`.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq, Eq)]
pub struct ListingCounts {
    /// Open connections on every instance that reported in the last
    /// [`PRESENCE_FRESH_MS`].
    pub players_online: i64,
    pub tables_waiting: i64,
    pub games_in_progress: i64,
}

/// The public listing as `GET /api/lobby` serves it.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq, Eq)]
pub struct Listing {
    pub waiting: Vec<ListedTable>,
    pub playing: Vec<ListedTable>,
    pub counts: ListingCounts,
}

/// An instance's presence counts this long after its last report.
pub const PRESENCE_FRESH_MS: i64 = 15_000;

/// Rows of each list at most.
const LIST_LIMIT: i64 = 50;

const UPSERT_TABLE: &str = "INSERT INTO lobby_tables
     (code, public, quick, preset, summary, seats, taken, host, state, online, created_ms, updated_ms)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)
     ON CONFLICT (code) DO UPDATE SET public = excluded.public, quick = excluded.quick,
       preset = excluded.preset, summary = excluded.summary, seats = excluded.seats,
       taken = excluded.taken, host = excluded.host, state = excluded.state,
       online = excluded.online, updated_ms = excluded.updated_ms";
const DELETE_TABLE: &str = "DELETE FROM lobby_tables WHERE code = $1";
const CLAIM: &str = "UPDATE lobby_tables SET taken = taken + 1, updated_ms = $2 WHERE code = $1";
const PRESENCE: &str = "INSERT INTO lobby_presence (instance, online, updated_ms) VALUES ($1, $2, $3)
     ON CONFLICT (instance) DO UPDATE SET online = excluded.online, updated_ms = excluded.updated_ms";
const CLEAR: &str = "DELETE FROM lobby_tables";

fn int(n: u32) -> Val<'static> {
    Val::Int(i32::try_from(n).unwrap_or(i32::MAX))
}

/// Applies one listing write at `now` (ms).
pub(crate) async fn apply<C: Conn>(
    c: &C,
    w: &PublicWrite,
    now: i64,
) -> Result<Result<i64, StoreError>, C::Error> {
    use Val::*;
    let n = match w {
        PublicWrite::Table(t) => {
            let p = [
                Text(t.code.as_str()),
                Flag(t.public),
                Flag(t.quick),
                Text(&t.preset),
                Text(&t.summary),
                int(t.seats),
                int(t.taken),
                Text(&t.host),
                Text(&t.state),
                int(t.online),
                BigInt(now),
            ];
            c.exec(UPSERT_TABLE, &p).await?
        }
        PublicWrite::Gone { code } => c.exec(DELETE_TABLE, &[Text(code.as_str())]).await?,
        PublicWrite::Claim { code } => c.exec(CLAIM, &[Text(code.as_str()), BigInt(now)]).await?,
        PublicWrite::Presence { instance, online } => {
            c.exec(PRESENCE, &[Text(instance), BigInt(*online), BigInt(now)])
                .await?
        }
        PublicWrite::Clear => c.exec(CLEAR, &[]).await?,
    };
    Ok(Ok(n as i64))
}

fn table(r: &dyn Row) -> Result<ListedTable, StoreError> {
    let u = |i: usize| -> Result<u32, StoreError> {
        u32::try_from(r.int(i)?).map_err(|_| StoreError::Data(format!("column {i} out of range")))
    };
    let (seats, taken) = (u(4)?, u(5)?);
    Ok(ListedTable {
        code: RoomCode::from_db(&r.text(0)?).map_err(StoreError::Data)?,
        quick: r.flag(1)?,
        preset: r.text(2)?,
        rules: r.text(3)?,
        seats,
        taken,
        free: seats.saturating_sub(taken),
        host: r.text(6)?,
        state: r.text(7)?,
        online: u(8)?,
        created_ms: r.int(9)?,
        updated_ms: r.int(10)?,
    })
}

/// Both lists in one statement (one snapshot: a table that starts
/// playing meanwhile is in one list, never both): the newest rows of each
/// state. SQLite: every row (one server, which cleared the table when it
/// started).
const LIST_SQLITE: &str = "SELECT * FROM (SELECT code, quick, preset, summary, seats, taken, host,
         state, online, created_ms, updated_ms
       FROM lobby_tables WHERE public = $1 AND state = 'waiting'
       ORDER BY created_ms DESC, code LIMIT $2) AS w
     UNION ALL
     SELECT * FROM (SELECT code, quick, preset, summary, seats, taken, host,
         state, online, created_ms, updated_ms
       FROM lobby_tables WHERE public = $1 AND state = 'playing'
       ORDER BY created_ms DESC, code LIMIT $2) AS p";
/// PostgreSQL: rows whose room a live instance drives (by the database's
/// clock, as leases are): a room created but not yet visited, or left
/// behind by a crashed instance, is not shown.
const LIST_PG: &str = "SELECT * FROM (SELECT code, quick, preset, summary, seats, taken, host,
         state, online, created_ms, updated_ms
       FROM lobby_tables t WHERE public = $1 AND state = 'waiting'
         AND EXISTS (SELECT 1 FROM room_leases l WHERE l.room = t.code
                     AND l.expires_ms > (extract(epoch from clock_timestamp()) * 1000)::bigint)
       ORDER BY created_ms DESC, code LIMIT $2) AS w
     UNION ALL
     SELECT * FROM (SELECT code, quick, preset, summary, seats, taken, host,
         state, online, created_ms, updated_ms
       FROM lobby_tables t WHERE public = $1 AND state = 'playing'
         AND EXISTS (SELECT 1 FROM room_leases l WHERE l.room = t.code
                     AND l.expires_ms > (extract(epoch from clock_timestamp()) * 1000)::bigint)
       ORDER BY created_ms DESC, code LIMIT $2) AS p";
/// How many rows of each state the lists hold in all.
const COUNT_SQLITE: &str =
    "SELECT state, COUNT(*) FROM lobby_tables WHERE public = $1 GROUP BY state";
const COUNT_PG: &str = "SELECT state, COUNT(*) FROM lobby_tables t WHERE public = $1
       AND EXISTS (SELECT 1 FROM room_leases l WHERE l.room = t.code
                   AND l.expires_ms > (extract(epoch from clock_timestamp()) * 1000)::bigint)
     GROUP BY state";
const PRESENCE_SUM: &str = "SELECT online FROM lobby_presence WHERE updated_ms > $1";

/// The public listing: public tables waiting and playing, and the live counts.
pub(crate) async fn read<C: Conn>(c: &C, shared: bool, now: i64) -> Result<Listing, StoreError> {
    let sql = if shared { LIST_PG } else { LIST_SQLITE };
    let rows = c
        .rows(sql, &[Val::Flag(true), Val::BigInt(LIST_LIMIT)], table)
        .await?;
    let newest = |v: &mut Vec<ListedTable>| {
        v.sort_by(|a, b| b.created_ms.cmp(&a.created_ms).then(a.code.cmp(&b.code)))
    };
    let (mut waiting, mut playing): (Vec<_>, Vec<_>) =
        rows.into_iter().partition(|t| t.state == "waiting");
    newest(&mut waiting);
    newest(&mut playing);
    let by_state: Vec<(String, i64)> = c
        .rows(
            if shared { COUNT_PG } else { COUNT_SQLITE },
            &[Val::Flag(true)],
            |r| Ok((r.text(0)?, r.int(1)?)),
        )
        .await?;
    let count = |s: &str| by_state.iter().find(|(k, _)| k == s).map_or(0, |(_, n)| *n);
    let online: Vec<i64> = c
        .rows(PRESENCE_SUM, &[Val::BigInt(now - PRESENCE_FRESH_MS)], |r| {
            r.int(0)
        })
        .await?;
    Ok(Listing {
        waiting,
        playing,
        counts: ListingCounts {
            players_online: online.iter().sum(),
            tables_waiting: count("waiting"),
            games_in_progress: count("playing"),
        },
    })
}

/// The oldest quick-match table of `preset` waiting with a free seat.
const QUICK_FIND: &str = "SELECT code FROM lobby_tables
     WHERE quick = $1 AND preset = $2 AND state = 'waiting' AND taken < seats
       AND updated_ms > $3
     ORDER BY created_ms, code LIMIT 1";

/// A waiting quick table of `preset` with a seat free, touched since
/// `fresh_since` (ms).
pub(crate) async fn quick_find<C: Conn>(
    c: &C,
    preset: &str,
    fresh_since: i64,
) -> Result<Option<RoomCode>, StoreError> {
    let rows = c
        .rows(
            QUICK_FIND,
            &[Val::Flag(true), Val::Text(preset), Val::BigInt(fresh_since)],
            |r| RoomCode::from_db(&r.text(0)?).map_err(StoreError::Data),
        )
        .await?;
    Ok(rows.into_iter().next())
}

/// The advisory lock key of quick matches of `preset` (PostgreSQL).
pub(crate) fn quick_lock_key(preset: &str) -> i64 {
    // FNV-1a: stable across instances and builds.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in b"uno-quick:".iter().chain(preset.as_bytes()) {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h as i64
}

/// The quick-match lock of one preset, held until [`QuickLock::release`]
/// (or drop): in this process a mutex, and on PostgreSQL also a session
/// advisory lock on a connection of its own, so that every instance
/// waits for it.
pub struct QuickLock {
    pg: Option<(deadpool_postgres::Object, i64)>,
    _local: tokio::sync::OwnedMutexGuard<()>,
}

fn local_lock() -> std::sync::Arc<tokio::sync::Mutex<()>> {
    static LOCK: std::sync::OnceLock<std::sync::Arc<tokio::sync::Mutex<()>>> =
        std::sync::OnceLock::new();
    LOCK.get_or_init(Default::default).clone()
}

impl QuickLock {
    pub(crate) async fn take(
        pg: Option<deadpool_postgres::Object>,
        preset: &str,
    ) -> Result<QuickLock, StoreError> {
        let local = local_lock().lock_owned().await;
        let pg = match pg {
            Some(c) => {
                let key = quick_lock_key(preset);
                c.execute("SELECT pg_advisory_lock($1)", &[&key])
                    .await
                    .map_err(|e| StoreError::from(e).context("quick-match lock"))?;
                Some((c, key))
            }
            None => None,
        };
        Ok(QuickLock { pg, _local: local })
    }

    /// Lets the next quick match of this preset go on.
    pub async fn release(mut self) {
        if let Some((c, key)) = self.pg.take() {
            unlock(c, key).await;
        }
    }
}

async fn unlock(c: deadpool_postgres::Object, key: i64) {
    if let Err(e) = c.execute("SELECT pg_advisory_unlock($1)", &[&key]).await {
        // The connection must not go back to the pool holding the lock.
        tracing::warn!("cannot release the quick-match lock: {e}");
        let _ = deadpool_postgres::Object::take(c);
    }
}

impl Drop for QuickLock {
    fn drop(&mut self) {
        if let Some((c, key)) = self.pg.take() {
            tokio::spawn(unlock(c, key));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lock_keys_are_stable_and_differ_by_preset() {
        assert_eq!(quick_lock_key("classic"), quick_lock_key("classic"));
        assert_ne!(quick_lock_key("classic"), quick_lock_key("killer"));
    }

    #[test]
    fn only_a_rows_own_room_needs_a_lease() {
        let gone = PublicWrite::Gone {
            code: RoomCode::parse("ABCDEF").unwrap(),
        };
        assert_eq!(gone.room(), Some("ABCDEF"));
        let claim = PublicWrite::Claim {
            code: RoomCode::parse("ABCDEF").unwrap(),
        };
        assert_eq!(claim.room(), None);
    }
}
