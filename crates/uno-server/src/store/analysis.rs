//! Analysis jobs (issue 31 §1, docs/coach.md "On the server"): a player
//! who sat at a finished game asks for the coach's analysis of their
//! seat; the request is a row in `analysis_jobs`, which any instance's
//! workers claim (PostgreSQL: `FOR UPDATE SKIP LOCKED`; SQLite: one
//! conditional `UPDATE`, its writes are serial), run, and report on
//! (progress, then the result's JSON). A claim is a lease: a worker
//! extends it with each progress report, and a job whose lease ran out
//! (its instance stopped) is claimed again, up to [`MAX_ATTEMPTS`] times.
//! Written once for both back-ends, like `ops`; the table is
//! `schema::V_ANALYSIS`.

use super::sql::{one, Conn, Row, Val};
use super::StoreError;
use crate::ids::{GameId, GuestId, JobId};

/// Claims of one job at most: a job whose workers died this often (it
/// may be what stops them) fails instead of being claimed again.
pub const MAX_ATTEMPTS: i64 = 3;

/// The writes of analysis jobs ([`super::Write::Analysis`]).
#[derive(Clone, Debug)]
pub enum AnalysisWrite {
    /// Asks for seat `seat` of game `game` by guest `guest`: gives the
    /// job's id (the existing one when it was asked for before; a failed
    /// one is queued again), or [`REFUSED_PLAYER`] when the guest has
    /// `per_player` jobs queued or running, or [`REFUSED_QUEUE`] when
    /// `queue` jobs are queued.
    Request {
        game: GameId,
        seat: u8,
        guest: GuestId,
        per_player: i64,
        queue: i64,
    },
    /// Claims the oldest queued job, or one whose claim lapsed, for
    /// `worker` until `lease_until` (ms); gives its id, or 0.
    Claim { worker: String, lease_until: i64 },
    /// Progress of a claimed job, extending the claim; gives 1, or 0
    /// when `worker` no longer holds it.
    Progress {
        id: JobId,
        worker: String,
        done: i64,
        total: i64,
        lease_until: i64,
    },
    /// The job's result (`state` `done`), or its error (`failed`); gives
    /// 1, or 0 when `worker` no longer holds it.
    Finish {
        id: JobId,
        worker: String,
        result: Result<String, String>,
    },
}

/// [`AnalysisWrite::Request`]'s answer: the guest has too many jobs.
pub const REFUSED_PLAYER: i64 = -1;
/// The queue is full.
pub const REFUSED_QUEUE: i64 = -2;

const FIND: &str = "SELECT id, CAST(CASE WHEN state = 'failed' THEN 1 ELSE 0 END AS BIGINT)
     FROM analysis_jobs WHERE job_key = $1";
const PENDING_OF: &str = "SELECT COUNT(*) FROM analysis_jobs
     WHERE guest_id = $1 AND state IN ('queued', 'running')";
const QUEUED: &str = "SELECT COUNT(*) FROM analysis_jobs WHERE state = 'queued'";
const INSERT: &str = "INSERT INTO analysis_jobs
     (job_key, game, seat, guest_id, state, created_ms, updated_ms)
     VALUES ($1, $2, $3, $4, 'queued', $5, $5)
     ON CONFLICT (job_key) DO NOTHING RETURNING id";
const REQUEUE: &str = "UPDATE analysis_jobs SET state = 'queued', done = 0, total = 0,
     worker = NULL, lease_ms = NULL, attempts = 0, error = NULL, updated_ms = $2
     WHERE id = $1 AND state = 'failed'";
/// Jobs whose claims lapsed too often fail.
const GIVE_UP: &str = "UPDATE analysis_jobs SET state = 'failed', updated_ms = $1,
     error = 'the analysis stopped with its server too often'
     WHERE state = 'running' AND lease_ms < $1 AND attempts >= $2";
const CLAIM_PG: &str = "UPDATE analysis_jobs SET state = 'running', worker = $1,
     lease_ms = $2, attempts = attempts + 1, updated_ms = $3
     WHERE id = (SELECT id FROM analysis_jobs
                 WHERE state = 'queued' OR (state = 'running' AND lease_ms < $3)
                 ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
     RETURNING id";
/// SQLite's writes are serial: the condition is checked and the row
/// taken in one statement.
const CLAIM_SQLITE: &str = "UPDATE analysis_jobs SET state = 'running', worker = $1,
     lease_ms = $2, attempts = attempts + 1, updated_ms = $3
     WHERE id = (SELECT id FROM analysis_jobs
                 WHERE state = 'queued' OR (state = 'running' AND lease_ms < $3)
                 ORDER BY id LIMIT 1)
     RETURNING id";
const PROGRESS: &str = "UPDATE analysis_jobs SET done = $3, total = $4, lease_ms = $5,
     updated_ms = $6 WHERE id = $1 AND worker = $2 AND state = 'running'";
const FINISH: &str = "UPDATE analysis_jobs SET state = $3, result = $4, error = $5,
     done = CASE WHEN $3 = 'done' THEN total ELSE done END,
     lease_ms = NULL, updated_ms = $6
     WHERE id = $1 AND worker = $2 AND state = 'running'";
const JOB: &str = "SELECT id, game, seat, guest_id, state, done, total, attempts,
     result, error, updated_ms FROM analysis_jobs WHERE job_key = $1";
const JOB_BY_ID: &str = "SELECT id, game, seat, guest_id, state, done, total, attempts,
     result, error, updated_ms FROM analysis_jobs WHERE id = $1";

fn job_key(game: GameId, seat: u8) -> String {
    format!("{game}:{seat}")
}

/// Applies one analysis write at `now` (ms), in the caller's transaction.
pub(crate) async fn apply<C: Conn>(c: &C, w: &AnalysisWrite, now: i64) -> Result<i64, C::Error> {
    use Val::*;
    match w {
        AnalysisWrite::Request {
            game,
            seat,
            guest,
            per_player,
            queue,
        } => {
            let key = job_key(*game, *seat);
            let found = c.ints(FIND, &[Text(&key)], 2).await?;
            if let Some(f) = &found {
                if f[1] == 0 {
                    return Ok(f[0]);
                }
            }
            let pending = c.ints(PENDING_OF, &[BigInt(guest.to_db())], 1).await?;
            if pending.map_or(0, |v| v[0]) >= *per_player {
                return Ok(REFUSED_PLAYER);
            }
            let queued = c.ints(QUEUED, &[], 1).await?;
            if queued.map_or(0, |v| v[0]) >= *queue {
                return Ok(REFUSED_QUEUE);
            }
            if let Some(f) = found {
                c.exec(REQUEUE, &[BigInt(f[0]), BigInt(now)]).await?;
                return Ok(f[0]);
            }
            let p = [
                Text(&key),
                BigInt(game.to_db()),
                Int(i32::from(*seat)),
                BigInt(guest.to_db()),
                BigInt(now),
            ];
            if let Some(id) = c.ints(INSERT, &p, 1).await? {
                return Ok(id[0]);
            }
            // Asked for at the same moment by another request.
            Ok(c.ints(FIND, &[Text(&key)], 1).await?.map_or(0, |v| v[0]))
        }
        AnalysisWrite::Claim {
            worker,
            lease_until,
        } => {
            c.exec(GIVE_UP, &[BigInt(now), Int(MAX_ATTEMPTS as i32)])
                .await?;
            let sql = if C::POSTGRES { CLAIM_PG } else { CLAIM_SQLITE };
            let p = [Text(worker), BigInt(*lease_until), BigInt(now)];
            Ok(c.ints(sql, &p, 1).await?.map_or(0, |v| v[0]))
        }
        AnalysisWrite::Progress {
            id,
            worker,
            done,
            total,
            lease_until,
        } => {
            let p = [
                BigInt(id.to_db()),
                Text(worker),
                Int(i32::try_from(*done).unwrap_or(i32::MAX)),
                Int(i32::try_from(*total).unwrap_or(i32::MAX)),
                BigInt(*lease_until),
                BigInt(now),
            ];
            c.exec(PROGRESS, &p).await.map(|n| n as i64)
        }
        AnalysisWrite::Finish { id, worker, result } => {
            let (state, res, err) = match result {
                Ok(r) => ("done", Some(r.as_str()), None),
                Err(e) => ("failed", None, Some(e.as_str())),
            };
            let p = [
                BigInt(id.to_db()),
                Text(worker),
                Text(state),
                OptText(res),
                OptText(err),
                BigInt(now),
            ];
            c.exec(FINISH, &p).await.map(|n| n as i64)
        }
    }
}

/// One job's row.
#[derive(Clone, Debug, PartialEq)]
pub struct JobRow {
    pub id: JobId,
    pub game: GameId,
    pub seat: u8,
    pub guest: GuestId,
    /// `queued`, `running`, `done` or `failed`.
    pub state: String,
    pub done: i64,
    pub total: i64,
    pub attempts: i64,
    /// The result's JSON, once done.
    pub result: Option<String>,
    pub error: Option<String>,
    pub updated_ms: i64,
}

fn job_row(r: &dyn Row) -> Result<JobRow, StoreError> {
    Ok(JobRow {
        id: JobId::from_db(r.int(0)?),
        game: GameId::from_db(r.int(1)?),
        seat: u8::try_from(r.int(2)?).map_err(|_| StoreError::Data("seat out of range".into()))?,
        guest: GuestId::from_db(r.int(3)?),
        state: r.text(4)?,
        done: r.int(5)?,
        total: r.int(6)?,
        attempts: r.int(7)?,
        result: r.opt_text(8)?,
        error: r.opt_text(9)?,
        updated_ms: r.int(10)?,
    })
}

pub(crate) async fn read_job<C: Conn>(
    c: &C,
    game: GameId,
    seat: u8,
) -> Result<Option<JobRow>, StoreError> {
    let key = job_key(game, seat);
    Ok(one(c.rows(JOB, &[Val::Text(&key)], job_row).await?))
}

pub(crate) async fn read_job_by_id<C: Conn>(
    c: &C,
    id: JobId,
) -> Result<Option<JobRow>, StoreError> {
    Ok(one(c
        .rows(JOB_BY_ID, &[Val::BigInt(id.to_db())], job_row)
        .await?))
}

const CLAIMABLE: &str = "SELECT id FROM analysis_jobs
     WHERE state = 'queued' OR (state = 'running' AND lease_ms < $1) LIMIT 1";

/// Whether a job may be claimed at `now` (a read: an idle worker looks
/// before it writes a claim).
pub(crate) async fn claimable<C: Conn>(c: &C, now: i64) -> Result<bool, StoreError> {
    let rows = c.rows(CLAIMABLE, &[Val::BigInt(now)], |r| r.int(0)).await?;
    Ok(!rows.is_empty())
}
