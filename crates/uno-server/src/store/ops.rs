//! Every write and read the server makes, written once for both
//! back-ends: the SQL text (PostgreSQL's `$N` placeholders, read as `?N`
//! by SQLite), its parameters and how its rows become records. Which
//! transaction a write runs in, group commit, savepoints and leases are
//! the back-ends' (store::sqlite, store::pg).

use uno_core::{Action, Seat};

use super::sql::{member_id, one, room_code, Conn, Row, Val};
use super::{
    hash_from, json, GameRow, GameSummary, HistoryQuery, MemberRecord, PlayerStats, ResultRow,
    RoomRecord, StoreError, Write,
};
use crate::ids::{GameId, GuestId, RoomCode};
use crate::seating::{Occupant, Settings};

// ----- writes -----------------------------------------------------------------

const INSERT_GUEST: &str =
    "INSERT INTO guests (token_hash, nickname, created_ms) VALUES ($1, $2, $3) RETURNING id";
const FORGET_GUEST: &str = "DELETE FROM guests WHERE id = $1
   AND NOT EXISTS (SELECT 1 FROM members WHERE guest_id = $1)
   AND NOT EXISTS (SELECT 1 FROM results WHERE guest_id = $1)";
const INSERT_ROOM: &str =
    "INSERT INTO rooms (code, created_ms, settings, lobby) VALUES ($1, $2, $3, $4)";
const INSERT_MEMBER: &str =
    "INSERT INTO members (room, id, guest_id, nickname, token_hash, host, joined_ms)
     VALUES ($1, $2, $3, $4, $5, $6, $7)";
const SET_LOBBY: &str = "UPDATE rooms SET lobby = $2 WHERE code = $1";
const SET_HOST: &str = "UPDATE members SET host = (id = $2) WHERE room = $1";
const SET_SETTINGS: &str = "UPDATE rooms SET settings = $2 WHERE code = $1";
const INSERT_GAME: &str =
    "INSERT INTO games (room, game_no, rules, players, seats, seed, salt, commitment, started_ms)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id";
const INSERT_ACTION: &str =
    "INSERT INTO actions (game, idx, seat, action, at_ms) VALUES ($1, $2, $3, $4, $5)";
const FINISH_GAME: &str =
    "UPDATE games SET finished_ms = $2, winners = $3, scores = $4, rounds = $5 WHERE id = $1";
const INSERT_RESULT: &str =
    "INSERT INTO results (game, seat, guest_id, bot, nickname, score, winner)
     VALUES ($1, $2, $3, $4, $5, $6, $7)";

/// A room's settings or seats, or a game's rules or seats, as the JSON
/// text the `rooms` and `games` tables keep (crate::seating and
/// `RulesSpec`: plain data, which always serializes).
fn to_json<T: serde::Serialize>(v: &T) -> String {
    serde_json::to_string(v).expect("settings, rules and seats serialize")
}

fn int(n: impl TryInto<i32>, what: &str) -> Result<Val<'static>, StoreError> {
    n.try_into()
        .map(Val::Int)
        .map_err(|_| StoreError::Data(format!("{what} does not fit the database's INTEGER")))
}

/// Applies one write at time `now` (ms); the new row's id where there is
/// one, the number of guests deleted for [`Write::ForgetGuest`], else 0.
/// Values that do not fit their columns are refused before any SQL runs
/// (`Ok(Err)`); a driver error is `Err`.
pub(crate) async fn apply<C: Conn>(
    c: &C,
    w: &Write,
    now: i64,
) -> Result<Result<i64, StoreError>, C::Error> {
    use Val::*;
    match w {
        Write::Together(writes) => {
            // In the caller's savepoint (store/sqlite.rs): a refusal of
            // any part rolls back the parts before it too.
            let mut last = 0;
            for w in writes {
                match Box::pin(apply(c, w, now)).await? {
                    Ok(v) => last = v,
                    Err(e) => return Ok(Err(e)),
                }
            }
            Ok(Ok(last))
        }
        Write::Guest {
            token_hash,
            nickname,
        } => c
            .insert_id(
                INSERT_GUEST,
                &[Bytes(&token_hash[..]), Text(nickname), BigInt(now)],
            )
            .await
            .map(Ok),
        Write::Botnet(w) => super::botnet::apply(c, w, now).await.map(Ok),
        Write::Account(w) => super::accounts::apply(c, w, now).await,
        Write::ForgetGuest { id } => c
            .exec(FORGET_GUEST, &[Val::guest(*id)])
            .await
            .map(|n| Ok(n as i64)),
        Write::Room {
            code,
            settings,
            lobby,
        } => c
            .exec(
                INSERT_ROOM,
                &[
                    Val::code(code),
                    BigInt(now),
                    Owned(to_json(settings)),
                    Owned(to_json(lobby)),
                ],
            )
            .await
            .map(|_| Ok(0)),
        Write::Member {
            room,
            id,
            guest_id,
            nickname,
            token_hash,
            host,
        } => {
            let member = match Val::member(*id) {
                Ok(v) => v,
                Err(e) => return Ok(Err(e)),
            };
            let p = [
                Val::code(room),
                member,
                Val::guest(*guest_id),
                Text(nickname),
                Bytes(&token_hash[..]),
                Flag(*host),
                BigInt(now),
            ];
            c.exec(INSERT_MEMBER, &p)
                .await
                .map(|_| Ok(i64::from(id.to_db())))
        }
        Write::Lobby { room, lobby } => c
            .exec(SET_LOBBY, &[Val::code(room), Owned(to_json(lobby))])
            .await
            .map(|_| Ok(0)),
        Write::Host { room, host } => {
            let host = match Val::member(*host) {
                Ok(v) => v,
                Err(e) => return Ok(Err(e)),
            };
            c.exec(SET_HOST, &[Val::code(room), host])
                .await
                .map(|_| Ok(0))
        }
        Write::Settings { room, settings } => c
            .exec(SET_SETTINGS, &[Val::code(room), Owned(to_json(settings))])
            .await
            .map(|_| Ok(0)),
        Write::StartGame(g) => {
            let (game_no, players) = match (
                int(g.game_no, "a game number"),
                int(g.players, "a player count"),
            ) {
                (Ok(a), Ok(b)) => (a, b),
                (Err(e), _) | (_, Err(e)) => return Ok(Err(e)),
            };
            let p = [
                Val::code(&g.room),
                game_no,
                Owned(to_json(&g.rules)),
                players,
                Owned(to_json(&g.seats)),
                // Text: a u64 seed does not fit a signed 64-bit column.
                Owned(g.seed.to_string()),
                Text(&g.salt),
                Text(&g.commitment),
                BigInt(now),
            ];
            c.insert_id(INSERT_GAME, &p).await.map(Ok)
        }
        Write::Action {
            game,
            idx,
            seat,
            action,
        } => {
            let Ok(idx) = i64::try_from(*idx) else {
                return Ok(Err(StoreError::Data("an action index out of range".into())));
            };
            let p = [
                Val::game(*game),
                BigInt(idx),
                Int(i32::from(seat.get())),
                Owned(serde_json::to_string(action).expect("actions serialize")),
                BigInt(now),
            ];
            c.exec(INSERT_ACTION, &p).await.map(|_| Ok(0))
        }
        Write::FinishGame {
            game,
            winners,
            scores,
            rounds,
            results,
        } => {
            let rounds = match int(*rounds, "a round count") {
                Ok(v) => v,
                Err(e) => return Ok(Err(e)),
            };
            if let Err(e) = super::ratings::check(results) {
                return Ok(Err(e));
            }
            let p = [
                Val::game(*game),
                BigInt(now),
                Owned(serde_json::to_string(winners).expect("seats serialize")),
                Owned(serde_json::to_string(scores).expect("scores serialize")),
                rounds,
            ];
            c.exec(FINISH_GAME, &p).await?;
            for r in results {
                let p = [
                    Val::game(*game),
                    Int(i32::from(r.seat.get())),
                    OptBigInt(r.guest_id.map(GuestId::to_db)),
                    OptText(r.bot.as_deref()),
                    Text(&r.nickname),
                    BigInt(r.score),
                    Flag(r.winner),
                ];
                c.exec(INSERT_RESULT, &p).await?;
            }
            // The ratings, in the same transaction (store::ratings).
            Ok(super::ratings::rate(c, game.to_db(), results, now)
                .await?
                .map(|()| 0))
        }
        Write::Public(p) => super::listing::apply(c, p, now).await,
        Write::Daily(d) => super::daily::apply(c, d, now).await,
        Write::Analysis(w) => super::analysis::apply(c, w, now).await.map(Ok),
    }
}

// ----- reads ------------------------------------------------------------------

fn u32_of(n: i64, what: &str) -> Result<u32, StoreError> {
    u32::try_from(n).map_err(|_| StoreError::Data(format!("{what} out of range: {n}")))
}

fn seat_of(n: i64) -> Result<Seat, StoreError> {
    u8::try_from(n)
        .map(Seat::new)
        .map_err(|_| StoreError::Data(format!("seat out of range: {n}")))
}

/// The guest with this token hash: id and nickname.
pub(crate) async fn guest_by_token<C: Conn>(
    c: &C,
    token_hash: &[u8; 32],
) -> Result<Option<(GuestId, String)>, StoreError> {
    let rows = c
        .rows(
            // A guest's own token, or the player token of a browser
            // signed in to the guest's account (store/accounts.rs) while
            // its session lasts: an expired session's token authorises
            // nothing, whether or not it has been purged yet.
            "SELECT id, nickname FROM guests WHERE token_hash = $1
             UNION ALL SELECT g.id, g.nickname FROM account_sessions s
             JOIN guests g ON g.id = s.guest_id
             WHERE s.player_hash = $1 AND s.expires_ms >= $2",
            &[Val::Bytes(&token_hash[..]), Val::BigInt(super::now_ms())],
            |r| Ok((GuestId::from_db(r.int(0)?), r.text(1)?)),
        )
        .await?;
    Ok(one(rows))
}

/// Whether a room with this code was ever created.
pub(crate) async fn room_exists<C: Conn>(c: &C, code: &RoomCode) -> Result<bool, StoreError> {
    let rows = c
        .rows(
            "SELECT 1 FROM rooms WHERE code = $1",
            &[Val::code(code)],
            |_| Ok(()),
        )
        .await?;
    Ok(!rows.is_empty())
}

fn member(r: &dyn Row) -> Result<MemberRecord, StoreError> {
    Ok(MemberRecord {
        id: member_id(r.int(0)?)?,
        guest_id: GuestId::from_db(r.int(1)?),
        nickname: r.text(2)?,
        token_hash: hash_from(r.bytes(3)?)?,
        host: r.flag(4)?,
    })
}

/// Everything needed to bring a room back: settings, lobby, members,
/// and the unfinished game with its full action log.
pub(crate) async fn load_room<C: Conn>(
    c: &C,
    code: &RoomCode,
) -> Result<Option<RoomRecord>, StoreError> {
    let p = [Val::code(code)];
    let Some((settings, lobby)) = one(c
        .rows(
            "SELECT settings, lobby FROM rooms WHERE code = $1 AND open = 1",
            &p,
            |r| Ok((r.text(0)?, r.text(1)?)),
        )
        .await?)
    else {
        return Ok(None);
    };
    let settings: Settings = json(&settings)?;
    let lobby: Vec<Occupant> = json(&lobby)?;
    let members = c
        .rows(
            "SELECT id, guest_id, nickname, token_hash, host FROM members WHERE room = $1 ORDER BY id",
            &p,
            member,
        )
        .await?;
    let last_game_no = one(c
        .rows(
            "SELECT COALESCE(MAX(game_no), 0) FROM games WHERE room = $1",
            &p,
            |r| r.int(0),
        )
        .await?)
    .unwrap_or(0);
    let open_game = one(
        c.rows(
            "SELECT id FROM games WHERE room = $1 AND finished_ms IS NULL ORDER BY game_no DESC LIMIT 1",
            &p,
            |r| r.int(0).map(GameId::from_db),
        )
        .await?,
    );
    let game = match open_game {
        Some(id) => game(c, id).await?,
        None => None,
    };
    Ok(Some(RoomRecord {
        code: code.clone(),
        settings,
        lobby,
        members,
        game,
        last_game_no: u32_of(last_game_no, "game number")?,
    }))
}

fn game_head(r: &dyn Row) -> Result<GameRow, StoreError> {
    let id = GameId::from_db(r.int(0)?);
    let seed = r.text(6)?;
    Ok(GameRow {
        id,
        room: room_code(&r.text(1)?)?,
        game_no: u32_of(r.int(2)?, "game number")?,
        rules: json(&r.text(3)?)?,
        players: u32_of(r.int(4)?, "player count")? as usize,
        seats: json(&r.text(5)?)?,
        seed: seed
            .parse()
            .map_err(|_| StoreError::Data(format!("game {id}: bad seed")))?,
        salt: r.text(7)?,
        commitment: r.text(8)?,
        started_ms: r.int(9)?,
        finished_ms: r.opt_int(10)?,
        winners: r.opt_text(11)?.as_deref().map(json).transpose()?,
        scores: r.opt_text(12)?.as_deref().map(json).transpose()?,
        rounds: r
            .opt_int(13)?
            .map(|n| u32_of(n, "round count"))
            .transpose()?,
        actions: Vec::new(),
    })
}

/// A game row and its action log.
pub(crate) async fn game<C: Conn>(c: &C, id: GameId) -> Result<Option<GameRow>, StoreError> {
    let p = [Val::game(id)];
    let Some(mut g) = one(c
        .rows(
            "SELECT id, room, game_no, rules, players, seats, seed, salt, commitment,
                    started_ms, finished_ms, winners, scores, rounds
             FROM games WHERE id = $1",
            &p,
            game_head,
        )
        .await?)
    else {
        return Ok(None);
    };
    let log = c
        .rows(
            "SELECT idx, seat, action FROM actions WHERE game = $1 ORDER BY idx",
            &p,
            |r| Ok((r.int(0)?, r.int(1)?, r.text(2)?)),
        )
        .await?;
    g.actions.reserve(log.len());
    for (expect, (idx, seat, text)) in log.into_iter().enumerate() {
        if idx != expect as i64 {
            return Err(StoreError::Data(format!(
                "game {id}: action {expect} missing from the log"
            )));
        }
        g.actions.push((seat_of(seat)?, json::<Action>(&text)?));
    }
    Ok(Some(g))
}

fn result_row(r: &dyn Row) -> Result<ResultRow, StoreError> {
    Ok(ResultRow {
        seat: seat_of(r.int(0)?)?,
        player_id: r.opt_int(1)?,
        bot: r.opt_text(2)?,
        nickname: r.text(3)?,
        score: r.int(4)?,
        winner: r.flag(5)?,
        team: None,
    })
}

/// The team of each seat under R15.6, from a stored game's rules (`None`
/// everywhere without teams, or when the rules no longer resolve).
fn teams_of(rules: &uno_core::RulesSpec, players: usize) -> Vec<Option<u8>> {
    let teams = rules.resolve().ok().map(|r| r.teams());
    Seat::all(players)
        .map(|s| teams.and_then(|t| t.team_of(s, players)))
        .collect()
}

/// A finished game's summary.
pub(crate) async fn summary<C: Conn>(c: &C, id: GameId) -> Result<Option<GameSummary>, StoreError> {
    let Some(g) = game(c, id).await? else {
        return Ok(None);
    };
    let Some(finished_ms) = g.finished_ms else {
        return Ok(None);
    };
    let mut seats = c
        .rows(
            "SELECT seat, guest_id, bot, nickname, score, winner FROM results WHERE game = $1 ORDER BY seat",
            &[Val::game(id)],
            result_row,
        )
        .await?;
    let teams = teams_of(&g.rules, g.players);
    for row in &mut seats {
        row.team = teams.get(row.seat.index()).copied().flatten();
    }
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

/// Finished games, newest first.
pub(crate) async fn history<C: Conn>(
    c: &C,
    q: &HistoryQuery,
) -> Result<Vec<GameSummary>, StoreError> {
    let limit = q.limit.unwrap_or(20).clamp(1, 100) as i64;
    let before = q.before.unwrap_or(i64::MAX);
    // The CASTs give PostgreSQL the type of a NULL parameter.
    let ids = c
        .rows(
            "SELECT g.id FROM games g
             WHERE g.finished_ms IS NOT NULL AND g.id < $1
               AND (CAST($2 AS TEXT) IS NULL OR g.room = $2)
               AND (CAST($3 AS BIGINT) IS NULL
                    OR EXISTS (SELECT 1 FROM results r WHERE r.game = g.id AND r.guest_id = $3))
             ORDER BY g.id DESC LIMIT $4",
            &[
                Val::BigInt(before),
                Val::OptText(q.room.as_deref()),
                Val::OptBigInt(q.player),
                Val::BigInt(limit),
            ],
            |r| r.int(0).map(GameId::from_db),
        )
        .await?;
    let mut out = Vec::with_capacity(ids.len());
    for id in ids {
        if let Some(s) = summary(c, id).await? {
            out.push(s);
        }
    }
    Ok(out)
}

fn stats_row(r: &dyn Row) -> Result<PlayerStats, StoreError> {
    let games = r.int(2)?;
    let wins = r.int(3)?;
    Ok(PlayerStats {
        player_id: r.int(0)?,
        nickname: r.text(1)?,
        games: games as u64,
        wins: wins as u64,
        win_rate: if games > 0 {
            wins as f64 / games as f64
        } else {
            0.0
        },
        total_score: r.int(4)?,
        last_played_ms: r.opt_int(5)?,
    })
}

/// `winner` is a boolean on PostgreSQL and 0/1 on SQLite: counted with a
/// CASE both read; SUMs cast back to 64-bit integers (PostgreSQL's SUM of
/// a BIGINT is NUMERIC).
macro_rules! stats_sql {
    ($where:literal, $order:literal) => {
        concat!(
            "SELECT g.id, g.nickname, CAST(COUNT(r.game) AS BIGINT),
                    CAST(COALESCE(SUM(CASE WHEN r.winner THEN 1 ELSE 0 END), 0) AS BIGINT),
                    CAST(COALESCE(SUM(r.score), 0) AS BIGINT), MAX(gm.finished_ms)
             FROM guests g
             JOIN results r ON r.guest_id = g.id
             JOIN games gm ON gm.id = r.game ",
            $where,
            " GROUP BY g.id, g.nickname ",
            $order
        )
    };
}

/// A guest's statistics over finished games.
pub(crate) async fn player_stats<C: Conn>(
    c: &C,
    player: i64,
) -> Result<Option<PlayerStats>, StoreError> {
    let p = [Val::BigInt(player)];
    if let Some(s) = one(c
        .rows(stats_sql!("WHERE g.id = $1", ""), &p, stats_row)
        .await?)
    {
        return Ok(Some(s));
    }
    // A guest who has not finished a game yet.
    let nickname = one(c
        .rows("SELECT nickname FROM guests WHERE id = $1", &p, |r| {
            r.text(0)
        })
        .await?);
    Ok(nickname.map(|nickname| PlayerStats {
        player_id: player,
        nickname,
        games: 0,
        wins: 0,
        win_rate: 0.0,
        total_score: 0,
        last_played_ms: None,
    }))
}
