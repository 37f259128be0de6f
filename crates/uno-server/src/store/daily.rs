//! The daily deal's tables (issue 30 §4, crate::daily, docs/protocol.md
//! "The daily deal"): `daily_days`, one row per UTC day with its secret
//! (engine seed and salt, as `fair::new_seed` draws them) and their
//! commitment, and `daily_attempts`, one row per identity (guest) per
//! day: the room its attempt is played in and, once its game is over,
//! the result the day's table ranks (won, own turns, points left).
//!
//! Every instance sharing the database meets the same day: the first one
//! that needs a day's row inserts it (`ON CONFLICT DO NOTHING`), and all
//! then read the row that is there. An attempt is claimed the same way,
//! so two starts by one identity, on any instances, make one attempt.
//! Written once for both back-ends, like `ops`.

use serde::Serialize;

use super::sql::{one, Conn, Row, Val};
use super::StoreError;
use crate::ids::{GameId, GuestId, RoomCode};

const INSERT_DAY: &str = "INSERT INTO daily_days (day, seed, salt, commitment, created_ms)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (day) DO NOTHING";
const INSERT_ATTEMPT: &str =
    "INSERT INTO daily_attempts (day, guest_id, nickname, bot_account, room, started_ms)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (day, guest_id) DO NOTHING";
const SET_RESULT: &str = "UPDATE daily_attempts
     SET game = $3, finished_ms = $4, won = $5, turns = $6, points = $7
     WHERE day = $1 AND guest_id = $2 AND finished_ms IS NULL";
const DAY: &str = "SELECT day, seed, salt, commitment FROM daily_days WHERE day = $1";
const ATTEMPT: &str = "SELECT day, guest_id, nickname, bot_account, room, game, started_ms,
       finished_ms, won, turns, points
     FROM daily_attempts WHERE day = $1 AND guest_id = $2";
/// Finished attempts, best first (the table's order, crate::daily).
const RANKED: &str = "SELECT day, guest_id, nickname, bot_account, room, game, started_ms,
       finished_ms, won, turns, points
     FROM daily_attempts WHERE day = $1 AND finished_ms IS NOT NULL
     ORDER BY won DESC, turns, points, finished_ms, guest_id LIMIT $2";
const UNFINISHED: &str = "SELECT day, guest_id, nickname, bot_account, room, game, started_ms,
       finished_ms, won, turns, points
     FROM daily_attempts WHERE day = $1 AND finished_ms IS NULL
     ORDER BY started_ms, guest_id LIMIT $2";
/// Finished attempts strictly better than (won, turns, points).
const BETTER: &str = "SELECT COUNT(*) FROM daily_attempts
     WHERE day = $1 AND finished_ms IS NOT NULL
       AND (won > $2 OR (won = $2 AND (turns < $3 OR (turns = $3 AND points < $4))))";
const COUNTS: &str = "SELECT COUNT(*), COUNT(finished_ms) FROM daily_attempts WHERE day = $1";
/// Attempts of `day` whose game has ended but whose result is not yet
/// written: the guest and the game.
const PENDING: &str = "SELECT a.guest_id, g.id FROM daily_attempts a
     JOIN games g ON g.room = a.room
     WHERE a.day = $1 AND a.finished_ms IS NULL AND g.finished_ms IS NOT NULL";
const DAY_OF_ROOM: &str = "SELECT day FROM daily_attempts WHERE room = $1";

/// The daily deal's writes ([`super::Write::Daily`]).
#[derive(Clone, Debug)]
pub enum DailyWrite {
    /// The day's secret, unless the day has one already (then nothing
    /// changes: read the row back).
    Day {
        day: String,
        seed: u64,
        salt: String,
        commitment: String,
    },
    /// An identity's attempt at the day's deal, played in `room`. Gives 1
    /// when it was made, 0 when the identity had one already (nothing
    /// changes then).
    Attempt {
        day: String,
        guest: GuestId,
        nickname: String,
        bot_account: bool,
        room: RoomCode,
    },
    /// The result of an attempt whose game ended (written once).
    Result {
        day: String,
        guest: GuestId,
        game: GameId,
        finished_ms: i64,
        won: bool,
        turns: u32,
        points: i64,
    },
}

/// A day's secret and its commitment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DayRow {
    pub day: String,
    pub seed: u64,
    pub salt: String,
    pub commitment: String,
}

/// One attempt as stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AttemptRow {
    pub day: String,
    pub player_id: GuestId,
    pub nickname: String,
    /// A bot account (`POST /api/bots`) played it.
    pub bot_account: bool,
    pub room: RoomCode,
    pub game_id: Option<GameId>,
    pub started_ms: i64,
    pub finished_ms: Option<i64>,
    pub won: Option<bool>,
    pub turns: Option<u32>,
    pub points: Option<i64>,
}

/// Applies one daily write at `now` (ms).
pub(crate) async fn apply<C: Conn>(
    c: &C,
    w: &DailyWrite,
    now: i64,
) -> Result<Result<i64, StoreError>, C::Error> {
    use Val::*;
    let n = match w {
        DailyWrite::Day {
            day,
            seed,
            salt,
            commitment,
        } => {
            // Text: a u64 seed does not fit a signed 64-bit column.
            let p = [
                Text(day),
                Owned(seed.to_string()),
                Text(salt),
                Text(commitment),
                BigInt(now),
            ];
            c.exec(INSERT_DAY, &p).await?
        }
        DailyWrite::Attempt {
            day,
            guest,
            nickname,
            bot_account,
            room,
        } => {
            let p = [
                Text(day),
                BigInt(guest.to_db()),
                Text(nickname),
                Flag(*bot_account),
                Text(room.as_str()),
                BigInt(now),
            ];
            c.exec(INSERT_ATTEMPT, &p).await?
        }
        DailyWrite::Result {
            day,
            guest,
            game,
            finished_ms,
            won,
            turns,
            points,
        } => {
            let Ok(turns) = i32::try_from(*turns) else {
                return Ok(Err(StoreError::Data("a turn count out of range".into())));
            };
            let p = [
                Text(day),
                BigInt(guest.to_db()),
                BigInt(game.to_db()),
                BigInt(*finished_ms),
                Int(i32::from(*won)),
                Int(turns),
                BigInt(*points),
            ];
            c.exec(SET_RESULT, &p).await?
        }
    };
    Ok(Ok(n as i64))
}

fn day_row(r: &dyn Row) -> Result<DayRow, StoreError> {
    let seed = r.text(1)?;
    Ok(DayRow {
        day: r.text(0)?,
        seed: seed
            .parse()
            .map_err(|_| StoreError::Data(format!("a daily seed is not a number: {seed:?}")))?,
        salt: r.text(2)?,
        commitment: r.text(3)?,
    })
}

fn attempt(r: &dyn Row) -> Result<AttemptRow, StoreError> {
    Ok(AttemptRow {
        day: r.text(0)?,
        player_id: GuestId::from_db(r.int(1)?),
        nickname: r.text(2)?,
        bot_account: r.flag(3)?,
        room: RoomCode::from_db(&r.text(4)?).map_err(StoreError::Data)?,
        game_id: r.opt_int(5)?.map(GameId::from_db),
        started_ms: r.int(6)?,
        finished_ms: r.opt_int(7)?,
        won: r.opt_int(8)?.map(|w| w != 0),
        turns: r
            .opt_int(9)?
            .map(|t| u32::try_from(t).map_err(|_| StoreError::Data("turns out of range".into())))
            .transpose()?,
        points: r.opt_int(10)?,
    })
}

/// The reads of the daily deal, on one connection.
pub(crate) async fn day<C: Conn>(c: &C, day: &str) -> Result<Option<DayRow>, StoreError> {
    Ok(one(c.rows(DAY, &[Val::Text(day)], day_row).await?))
}

pub(crate) async fn attempt_of<C: Conn>(
    c: &C,
    day: &str,
    guest: GuestId,
) -> Result<Option<AttemptRow>, StoreError> {
    let rows = c
        .rows(
            ATTEMPT,
            &[Val::Text(day), Val::BigInt(guest.to_db())],
            attempt,
        )
        .await?;
    Ok(one(rows))
}

/// What the day's table needs, read on one connection.
#[derive(Clone, Debug, Default)]
pub struct DayTable {
    /// Finished attempts, best first (at most the limit asked).
    pub ranked: Vec<AttemptRow>,
    /// Attempts started and not finished (at most the limit asked).
    pub unfinished: Vec<AttemptRow>,
    pub attempts: i64,
    pub finished: i64,
}

pub(crate) async fn table<C: Conn>(c: &C, day: &str, limit: i64) -> Result<DayTable, StoreError> {
    let p = [Val::Text(day), Val::BigInt(limit)];
    let ranked = c.rows(RANKED, &p, attempt).await?;
    let unfinished = c.rows(UNFINISHED, &p, attempt).await?;
    let counts = c
        .rows(COUNTS, &[Val::Text(day)], |r| Ok((r.int(0)?, r.int(1)?)))
        .await?;
    let (attempts, finished) = one(counts).unwrap_or((0, 0));
    Ok(DayTable {
        ranked,
        unfinished,
        attempts,
        finished,
    })
}

pub(crate) async fn better<C: Conn>(
    c: &C,
    day: &str,
    won: bool,
    turns: u32,
    points: i64,
) -> Result<i64, StoreError> {
    let p = [
        Val::Text(day),
        Val::Int(i32::from(won)),
        Val::Int(i32::try_from(turns).unwrap_or(i32::MAX)),
        Val::BigInt(points),
    ];
    Ok(one(c.rows(BETTER, &p, |r| r.int(0)).await?).unwrap_or(0))
}

pub(crate) async fn pending<C: Conn>(
    c: &C,
    day: &str,
) -> Result<Vec<(GuestId, GameId)>, StoreError> {
    c.rows(PENDING, &[Val::Text(day)], |r| {
        Ok((GuestId::from_db(r.int(0)?), GameId::from_db(r.int(1)?)))
    })
    .await
}

pub(crate) async fn day_of_room<C: Conn>(
    c: &C,
    room: &RoomCode,
) -> Result<Option<String>, StoreError> {
    Ok(one(c
        .rows(DAY_OF_ROOM, &[Val::Text(room.as_str())], |r| r.text(0))
        .await?))
}
