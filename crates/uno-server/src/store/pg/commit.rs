//! A commit whose result is unknown (issue 29 point 7): the connection
//! broke after `COMMIT` was sent, so the transaction may or may not have
//! been kept. Every write transaction learns its transaction id and its
//! session's process id first ([`XID_SQL`], pipelined with the writes);
//! when `COMMIT` fails without an answer from the server, [`resolve`] asks
//! on a fresh connection what became of that transaction
//! (`txid_status`), after making sure that the old session is gone (it is
//! terminated if it lingers, so it cannot commit after the answer). The
//! writers then report what the database kept: success for a transaction
//! that committed (the room goes on; nothing is rolled back that the
//! database kept), `storage_unavailable` for one that did not.

use std::time::Duration;

use deadpool_postgres::Pool;
use tokio::time::Instant;

/// The transaction's id and its session's process id.
pub(super) const XID_SQL: &str = "SELECT txid_current(), pg_backend_pid()";

/// How long [`resolve`] keeps asking (a restarting server takes a few
/// seconds to take connections again).
const RESOLVE_WITHIN: Duration = Duration::from_secs(10);

/// How long the old session may still run before it is terminated.
const LINGER: Duration = Duration::from_millis(200);

/// What became of a transaction whose commit got no answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Fate {
    Committed,
    Aborted,
    /// The database could not be asked within [`RESOLVE_WITHIN`].
    Unknown,
}

/// Asks the database what became of transaction `xid` (run by the session
/// `pid`), on a fresh connection from `pool`.
pub(super) async fn resolve(pool: &Pool, xid: i64, pid: i32) -> Fate {
    let start = Instant::now();
    let deadline = start + RESOLVE_WITHIN;
    loop {
        if let Some(fate) = ask(pool, xid, pid, start.elapsed() >= LINGER).await {
            return fate;
        }
        if Instant::now() >= deadline {
            return Fate::Unknown;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// One try: `None` while the answer is not final yet (the old session
/// still runs, or the database cannot be reached).
async fn ask(pool: &Pool, xid: i64, pid: i32, terminate: bool) -> Option<Fate> {
    let c = match pool.get().await {
        Ok(c) => c,
        Err(e) => {
            tracing::debug!("unknown commit: no connection yet: {e}");
            return None;
        }
    };
    // Only once the session that sent the COMMIT is gone is the status
    // final: while it runs it may still commit.
    let alive = c
        .query_opt("SELECT 1 FROM pg_stat_activity WHERE pid = $1", &[&pid])
        .await
        .ok()?
        .is_some();
    if alive {
        if terminate {
            let _ = c
                .query_opt("SELECT pg_terminate_backend($1)", &[&pid])
                .await;
        }
        return None;
    }
    let row = c
        .query_one("SELECT txid_status($1)::text", &[&xid])
        .await
        .ok()?;
    match row.get::<_, Option<String>>(0).as_deref() {
        Some("committed") => Some(Fate::Committed),
        Some("aborted") => Some(Fate::Aborted),
        // "in progress" with the session gone cannot last; too old to
        // know (NULL) cannot happen seconds later.
        Some(_) => None,
        None => Some(Fate::Unknown),
    }
}
