//! Ratings in the database (crate::ratings has the method), for both
//! back-ends: the update a finished game makes, in the transaction that
//! writes its results ([`rate`], called by `ops::apply` for
//! `Write::FinishGame`). The reads behind `GET /api/leaderboard` and
//! `GET /api/players/{id}` are `store/ratings_read.rs`.
//!
//! Concurrency: the rows of the game's identities are locked in key order
//! (`UPDATE … RETURNING`, which takes PostgreSQL's row lock until the
//! commit) before they are read, so two games finishing at once on two
//! instances update a shared player one after the other, each from the
//! other's result. PostgreSQL's writer also takes a transaction-level
//! advisory lock before a game's results (store::pg), so rating updates
//! never deadlock, and runs the games of one pipelined batch one after
//! another. SQLite has one writer.

use std::collections::BTreeMap;

use super::sql::{Conn, Val};
use super::{SeatResult, StoreError};
use crate::ratings::{rate_game, Identity, RatedSeat, Rating};

const ENSURE: &str = "INSERT INTO ratings
     (player, guest_id, bot, rating_e6, rd_e6, volatility_e9, games, wins, updated_ms)
     VALUES ($1, $2, $3, $4, $5, $6, 0, 0, $7) ON CONFLICT (player) DO NOTHING";
/// Locks the row (PostgreSQL) and reads it.
const LOCK_READ: &str = "UPDATE ratings SET games = games WHERE player = $1
     RETURNING rating_e6, rd_e6, volatility_e9";
/// Whether the game was played in a room that allows hints (issue 31:
/// such games are never rated). The settings are serde's compact JSON
/// (room::Settings), where the flag is written `"hints":true` or not at all.
const HINTS_ROOM: &str = "SELECT CAST(COUNT(*) AS BIGINT) FROM games g
     JOIN rooms r ON r.code = g.room
     WHERE g.id = $1 AND r.settings LIKE '%\"hints\":true%'";
const SET: &str = "UPDATE ratings SET rating_e6 = $2, rd_e6 = $3, volatility_e9 = $4,
     games = games + 1, wins = wins + $5, updated_ms = $6 WHERE player = $1";
const HISTORY: &str = "INSERT INTO rating_history
     (player, game, place, opponents, rating_before_e6, rd_before_e6, rating_e6, rd_e6,
      volatility_e9, at_ms)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)";

/// The identity a seat is rated as: its guest (a player, or a player a
/// bot stood in for), else its built-in bot level.
pub(crate) fn identity(r: &SeatResult) -> Option<Identity> {
    match (&r.guest_id, &r.bot) {
        (Some(g), _) => Some(Identity::Guest(g.to_db())),
        (None, Some(level)) => Some(Identity::Bot(level.clone())),
        (None, None) => None,
    }
}

/// Checks a game's places before anything of its end is written: 1 to
/// the number of seats.
pub(crate) fn check(results: &[SeatResult]) -> Result<(), StoreError> {
    match results
        .iter()
        .find(|r| r.place == 0 || r.place as usize > results.len())
    {
        Some(bad) => Err(StoreError::Data(format!(
            "seat {}: place {} out of range",
            bad.seat.get(),
            bad.place
        ))),
        None => Ok(()),
    }
}

/// Rates a finished game (crate::ratings): nothing when fewer than two
/// distinct identities played, nor for a room with hints (issue 31). Places are checked first ([`check`]); a
/// driver error is `Err` (it aborts the transaction, results included).
pub(crate) async fn rate<C: Conn>(
    c: &C,
    game: i64,
    results: &[SeatResult],
    now: i64,
) -> Result<Result<(), StoreError>, C::Error> {
    let seats: Vec<RatedSeat> = results
        .iter()
        .filter_map(|r| {
            identity(r).map(|who| RatedSeat {
                who,
                place: r.place,
                team: r.team,
            })
        })
        .collect();
    let mut who: Vec<Identity> = seats.iter().map(|s| s.who.clone()).collect();
    who.sort();
    who.dedup();
    if who.len() < 2 {
        return Ok(Ok(()));
    }
    if c.ints(HINTS_ROOM, &[Val::BigInt(game)], 1)
        .await?
        .is_some_and(|v| v[0] > 0)
    {
        return Ok(Ok(()));
    }
    // In key order, so that two games lock shared rows in the same order.
    let keys: Vec<String> = who.iter().map(Identity::key).collect();
    let mut order: Vec<usize> = (0..who.len()).collect();
    order.sort_by(|&a, &b| keys[a].cmp(&keys[b]));
    let fresh = Rating::default().to_fixed();
    let mut before = BTreeMap::new();
    for &i in &order {
        let (guest, bot) = match &who[i] {
            Identity::Guest(g) => (Some(*g), None),
            Identity::Bot(level) => (None, Some(level.as_str())),
        };
        c.exec(
            ENSURE,
            &[
                Val::Text(&keys[i]),
                Val::OptBigInt(guest),
                Val::OptText(bot),
                Val::BigInt(fresh.0),
                Val::BigInt(fresh.1),
                Val::BigInt(fresh.2),
                Val::BigInt(now),
            ],
        )
        .await?;
        let Some(v) = c.ints(LOCK_READ, &[Val::Text(&keys[i])], 3).await? else {
            return Ok(Err(StoreError::Data(format!(
                "the rating of {} vanished",
                keys[i]
            ))));
        };
        before.insert(who[i].clone(), Rating::from_fixed(v[0], v[1], v[2]));
    }
    for ch in rate_game(&seats, &before) {
        let key = ch.who.key();
        let (r, rd, vol) = ch.after.to_fixed();
        let (r0, rd0, _) = ch.before.to_fixed();
        // Both small: places were checked, pairs are at most seats².
        let place = Val::Int(i32::try_from(ch.place).unwrap_or(i32::MAX));
        let opponents = Val::Int(i32::try_from(ch.opponents).unwrap_or(i32::MAX));
        c.exec(
            SET,
            &[
                Val::Text(&key),
                Val::BigInt(r),
                Val::BigInt(rd),
                Val::BigInt(vol),
                Val::BigInt(i64::from(ch.won)),
                Val::BigInt(now),
            ],
        )
        .await?;
        c.exec(
            HISTORY,
            &[
                Val::Text(&key),
                Val::BigInt(game),
                place,
                opponents,
                Val::BigInt(r0),
                Val::BigInt(rd0),
                Val::BigInt(r),
                Val::BigInt(rd),
                Val::BigInt(vol),
                Val::BigInt(now),
            ],
        )
        .await?;
    }
    Ok(Ok(()))
}
