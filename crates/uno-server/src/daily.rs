//! The daily deal (issue 30 §4; docs/protocol.md "The daily deal").
//!
//! Each UTC day has one secret, an engine seed `M` and a salt `K` drawn
//! as every game's are (`fair::new_seed`), kept in `daily_days`
//! (store/daily.rs): the first instance that needs the day's row inserts
//! it and every instance then reads the same one. Its commitment
//! `fair::commitment(M, K)` is shown from the start of the day; `M` and
//! `K` are revealed once the day is over (`GET /api/daily/{day}` for a
//! past day), so `uno verify --commitment C --seed M --salt K` checks it.
//!
//! The deal: [`rules`] (classic, one round: `game_end = "hands:1"`), the
//! player at seat 1 (index 0) and three bots at the next seats, of the
//! levels [`BOTS`] (`easy`, `medium`, `hard`). The game is dealt from
//! `M` and each bot is seeded from `M` and its seat (`seat_seed`), as
//! every room seeds its bots; `hard` searches a fixed number of steps,
//! not a time, so bots decide the same for the same history. Everyone
//! meets the same deal and the same opponents.
//!
//! One attempt per identity (a guest, `player_token`) per day: the
//! attempt is claimed in `daily_attempts` (keyed by day and guest) when
//! it starts, and a second start is refused with `daily_already_played`.
//! An attempt left unfinished still counts: it is listed as unfinished
//! below the ranked ones, and its player may go back to the same game
//! (same room) while the day lasts.
//!
//! The table ranks finished attempts: won first, then fewest own turns
//! (the ordinary turns the player took: each play-or-draw decision,
//! R4.1), then fewest points left in hand (R12.1); equal results share
//! a place. A result is written the first time the day's table is read
//! after its game ended. A daily game's seed and salt are sealed until
//! the day is over; then anyone may replay every finished attempt with
//! all hands open.

use serde::Serialize;
use serde_json::{json, Value};
use uno_core::game::Phase;
use uno_core::{Game, RulesSpec, Seat, Viewer};

use crate::api_error::ApiError;
use crate::days::{civil_from_days, day_number, ends_ms, previous};
use crate::errors::store_err;
use crate::fair;
use crate::hub::{CreateRoom, Hub, Membership, RulesArg};
use crate::ids::GuestId;
use crate::protocol::ErrorCode;
use crate::store::daily::{AttemptRow, DailyWrite, DayRow};
use crate::store::{GameRow, StoreError};

/// The bots' levels, at seats 2, 3 and 4 (indices 1 to 3).
pub const BOTS: &[&str] = &["easy", "medium", "hard"];

/// The player's seat (index) in every attempt.
pub const PLAYER_SEAT: u8 = 0;

/// The turn timer of a daily game, in seconds.
pub const TURN_TIMER_S: u32 = 60;

/// Rows of each list in the day's table at most.
const TABLE_LIMIT: i64 = 100;

/// The daily deal's rules: classic, one round.
pub fn rules() -> RulesSpec {
    serde_json::from_value(json!({
        "preset": "classic",
        "scoring": {"game_end": "hands:1"}
    }))
    .expect("the daily rules parse")
}

/// Today's day: `--daily-day`, else the UTC date.
pub fn today(hub: &Hub) -> String {
    if let Some(d) = &hub.cfg().daily_day {
        return d.clone();
    }
    civil_from_days(crate::store::now_ms().div_euclid(86_400_000))
}

/// The day's row, inserted by the first instance that needs it.
async fn ensure_day(hub: &Hub, day: &str) -> Result<DayRow, ErrorCode> {
    let db = hub.db();
    if let Some(r) = db.daily_day(day).await.map_err(store_err)? {
        return Ok(r);
    }
    let (seed, salt) = fair::new_seed();
    db.daily_write(DailyWrite::Day {
        day: day.to_string(),
        seed,
        salt: salt.clone(),
        commitment: fair::commitment(seed, &salt),
    })
    .await
    .map_err(store_err)?;
    // Another instance may have inserted it first: theirs is the day's.
    db.daily_day(day)
        .await
        .map_err(store_err)?
        .ok_or(ErrorCode::Internal)
}

/// The guest a bearer token names: (id, nickname), or `bad_token`.
async fn guest(hub: &Hub, token: &str) -> Result<(GuestId, String), ErrorCode> {
    hub.db()
        .guest_by_token(fair::token_hash(token))
        .await
        .map_err(store_err)?
        .ok_or(ErrorCode::BadToken)
}

/// The answer to `POST /api/daily/start`: the room to join, as a room's
/// creator gets it, and the day.
#[derive(Serialize)]
pub struct Started {
    pub day: String,
    #[serde(flatten)]
    pub membership: Membership,
}

/// Starts `token`'s attempt at today's deal: a private room with the
/// player and the day's bots, whose game is dealt from the day's secret.
/// A second start by the same identity is refused
/// (`daily_already_played`) and changes nothing. (Two starts racing on
/// two instances both pass the first check; the attempt row decides, and
/// the loser's room, made but never given out, is left unvisited.)
pub async fn start(
    hub: &Hub,
    token: &str,
    client: Option<std::net::IpAddr>,
) -> Result<Started, ErrorCode> {
    let (guest_id, nickname) = guest(hub, token).await?;
    let day = today(hub);
    ensure_day(hub, &day).await?;
    let db = hub.db();
    if db
        .daily_attempt(&day, guest_id)
        .await
        .map_err(store_err)?
        .is_some()
    {
        return Err(ErrorCode::DailyAlreadyPlayed);
    }
    let bot_account = db.is_bot_account(guest_id).await.map_err(store_err)?;
    let m = hub
        .create_room(
            CreateRoom {
                nickname: nickname.clone(),
                player_token: Some(token.to_string()),
                rules: Some(RulesArg::Spec(rules())),
                turn_timer_s: Some(TURN_TIMER_S),
                spectator: false,
                public: false,
                quick: None,
                hints: false,
                daily: Some((day.clone(), BOTS)),
            },
            client,
        )
        .await?;
    let made = db
        .daily_write(DailyWrite::Attempt {
            day: day.clone(),
            guest: guest_id,
            nickname,
            bot_account,
            room: m.code.clone(),
        })
        .await
        .map_err(store_err)?;
    if made == 0 {
        return Err(ErrorCode::DailyAlreadyPlayed);
    }
    Ok(Started { day, membership: m })
}

/// An attempt's result from its finished game: (won, own turns, points
/// left in hand) of the player's seat.
pub fn result_of(g: &GameRow) -> Result<(bool, u32, i64), StoreError> {
    let rules = g
        .rules
        .resolve()
        .map_err(|e| StoreError::Data(e.to_string()))?;
    let mut events = Vec::new();
    let mut game = Game::new_with_events(rules, g.players, g.seed, None, &mut events)
        .map_err(|e| StoreError::Data(e.to_string()))?;
    let me = Seat::new(PLAYER_SEAT);
    let mut turns = 0u32;
    for (seat, action) in &g.actions {
        if *seat == me && matches!(game.phase(), Phase::Turn { seat, .. } if seat == me) {
            turns += 1;
        }
        events.clear();
        game.apply(*seat, action, &mut events)
            .map_err(|e| StoreError::Data(format!("game {} does not replay: {e}", g.id)))?;
    }
    let won = g.winners.as_ref().is_some_and(|w| w.contains(&me));
    let points = i64::from(game.rules().hand_points(game.hand(me)));
    Ok((won, turns, points))
}

/// Writes the results of `day`'s attempts whose games have ended since
/// the table was last read.
async fn settle(hub: &Hub, day: &str) -> Result<(), StoreError> {
    let db = hub.db();
    for (guest, game) in db.daily_pending(day).await? {
        let Some(g) = db.game(game).await? else {
            continue;
        };
        let Some(finished_ms) = g.finished_ms else {
            continue;
        };
        let (won, turns, points) = result_of(&g)?;
        db.daily_write(DailyWrite::Result {
            day: day.to_string(),
            guest,
            game,
            finished_ms,
            won,
            turns,
            points,
        })
        .await?;
    }
    Ok(())
}

/// An attempt as the day's table shows it.
fn entry(a: &AttemptRow, place: Option<i64>, revealed: bool) -> Value {
    let mut v = json!({
        "player_id": a.player_id,
        "nickname": a.nickname,
        "bot_account": a.bot_account,
        "finished": a.finished_ms.is_some(),
    });
    if let Some(p) = place {
        v["place"] = json!(p);
    }
    if a.finished_ms.is_some() {
        v["won"] = json!(a.won.unwrap_or(false));
        v["turns"] = json!(a.turns.unwrap_or(0));
        v["points"] = json!(a.points.unwrap_or(0));
        if let Some(id) = a.game_id {
            v["game_id"] = json!(id);
            if revealed {
                v["replay"] = json!(format!("/api/games/{id}/replay"));
                v["replay_page"] = json!(format!("/#replay/{id}"));
            }
        }
    }
    v
}

fn key(a: &AttemptRow) -> (bool, u32, i64) {
    (
        a.won.unwrap_or(false),
        a.turns.unwrap_or(0),
        a.points.unwrap_or(0),
    )
}

/// The day's deal, its table and (with a token) the asker's attempt;
/// seed and salt only for a past day. `no_such_day` for a day that is
/// not a date, is in the future, or (past) was never dealt.
pub async fn day_view(hub: &Hub, day: &str, token: Option<&str>) -> Result<Value, ErrorCode> {
    let Some(n) = day_number(day) else {
        return Err(ErrorCode::NoSuchDay);
    };
    let today = today(hub);
    let today_n = day_number(&today).unwrap_or(n);
    if n > today_n {
        return Err(ErrorCode::NoSuchDay);
    }
    let revealed = n < today_n;
    let row = if revealed {
        hub.db()
            .daily_day(day)
            .await
            .map_err(store_err)?
            .ok_or(ErrorCode::NoSuchDay)?
    } else {
        ensure_day(hub, day).await?
    };
    let you = match token {
        Some(t) => Some(guest(hub, t).await?.0),
        None => None,
    };
    settle(hub, day).await.map_err(store_err)?;
    let db = hub.db();
    let t = db.daily_table(day, TABLE_LIMIT).await.map_err(store_err)?;
    let mut ranked = Vec::with_capacity(t.ranked.len());
    let mut place = 0i64;
    for (i, a) in t.ranked.iter().enumerate() {
        if i == 0 || key(a) != key(&t.ranked[i - 1]) {
            place = i as i64 + 1;
        }
        ranked.push(entry(a, Some(place), revealed));
    }
    let unfinished: Vec<Value> = t
        .unfinished
        .iter()
        .map(|a| entry(a, None, revealed))
        .collect();
    let mut v = json!({
        "day": row.day,
        "today": !revealed,
        "ends_ms": ends_ms(day),
        "commitment": row.commitment,
        "rules": rules(),
        "seat": PLAYER_SEAT,
        "bots": BOTS.iter().enumerate().map(|(i, l)| json!({"seat": i + 1, "level": l})).collect::<Vec<_>>(),
        "turn_timer_s": TURN_TIMER_S,
        "table": {
            "attempts": t.attempts,
            "finished": t.finished,
            "ranked": ranked,
            "unfinished": unfinished,
        },
        "you": Value::Null,
    });
    if revealed {
        v["seed"] = json!(row.seed.to_string());
        v["salt"] = json!(row.salt);
        v["verify"] = json!(format!(
            "uno verify --commitment {} --seed {} --salt {}",
            row.commitment, row.seed, row.salt
        ));
    }
    if let Some(g) = you {
        if let Some(a) = db.daily_attempt(day, g).await.map_err(store_err)? {
            let place = match a.finished_ms {
                Some(_) => {
                    let (won, turns, points) = key(&a);
                    Some(
                        db.daily_better(day, won, turns, points)
                            .await
                            .map_err(store_err)?
                            + 1,
                    )
                }
                None => None,
            };
            let mut e = entry(&a, place, revealed);
            // The player's own game, to go back to while the day lasts.
            if a.finished_ms.is_none() && !revealed {
                e["room"] = json!(a.room);
            }
            v["you"] = e;
        }
    }
    Ok(v)
}

/// `GET /api/daily`: today's deal, plus yesterday's reveal (its day,
/// commitment, seed, salt and `uno verify` line) when it was dealt.
pub async fn today_view(hub: &Hub, token: Option<&str>) -> Result<Value, ErrorCode> {
    let day = today(hub);
    let mut v = day_view(hub, &day, token).await?;
    let yesterday = match previous(&day) {
        Some(p) => hub.db().daily_day(&p).await.map_err(store_err)?,
        None => None,
    };
    v["yesterday"] = match yesterday {
        Some(r) => json!({
            "day": r.day,
            "commitment": r.commitment,
            "seed": r.seed.to_string(),
            "salt": r.salt,
            "verify": format!(
                "uno verify --commitment {} --seed {} --salt {}",
                r.commitment, r.seed, r.salt
            ),
        }),
        None => Value::Null,
    };
    Ok(v)
}

/// Whether a finished game is a daily deal's, and whether its day is over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seal {
    /// Not a daily deal's game.
    None,
    /// A daily game whose day is not over: its secrets, its scenario and
    /// its replay (but the player's own) wait.
    Sealed,
    /// A daily game of a past day: open to all, every hand shown.
    Revealed,
}

/// The seal of game `g` (crate::http's game, replay and scenario routes).
pub async fn seal_of(hub: &Hub, g: &GameRow) -> Result<Seal, ApiError> {
    let Some(day) = hub.db().daily_day_of_room(&g.room).await? else {
        return Ok(Seal::None);
    };
    let today = today(hub);
    Ok(match (day_number(&day), day_number(&today)) {
        (Some(d), Some(t)) if d < t => Seal::Revealed,
        _ => Seal::Sealed,
    })
}

/// A game record or replay of a sealed daily game, without its secrets.
pub fn redact(v: &mut Value) {
    if let Some(o) = v.as_object_mut() {
        for k in ["seed", "salt"] {
            if o.contains_key(k) {
                o.insert(k.into(), Value::Null);
            }
        }
        if o.contains_key("round_reveals") {
            o.insert("round_reveals".into(), json!([]));
        }
        o.insert("daily_sealed".into(), json!(true));
    }
}

/// Every seat's hand at this point of a revealed daily game: the replay
/// state's `hands` (one list of cards per seat).
pub fn open_hands(v: &mut Value, game: &Game) {
    let hands: Vec<Value> = Seat::all(game.players())
        .map(|s| {
            serde_json::to_value(game.view(Viewer::Seat(s)))
                .ok()
                .and_then(|mut view| view.get_mut("hand").map(Value::take))
                .unwrap_or(Value::Null)
        })
        .collect();
    if let Some(state) = v.get_mut("state").and_then(Value::as_object_mut) {
        state.insert("hands".into(), Value::Array(hands));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rules_are_classic_for_one_round() {
        let r = rules().resolve().unwrap();
        assert_eq!(r.to_spec().preset.as_deref(), Some("classic"));
        assert!(serde_json::to_string(&rules()).unwrap().contains("hands:1"));
    }
}
