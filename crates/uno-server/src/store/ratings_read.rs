//! The ratings' reads, for both back-ends (crate::ratings has the
//! method, `store/ratings.rs` the update): the leaderboard and a player's
//! page (`GET /api/leaderboard`, `GET /api/players/{id}`).

use serde::{Deserialize, Serialize};

use super::sql::{one, Conn, Row, Val};
use super::{GameSummary, HistoryQuery, StoreError};
use crate::ids::GameId;
use crate::ratings::{Identity, Rating};

fn round(x: f64, places: i32) -> f64 {
    let k = 10f64.powi(places);
    (x * k).round() / k
}

/// A rating as the API shows it.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct RatingInfo {
    /// Glicko-2 rating (two decimals).
    pub rating: f64,
    /// Rating deviation (RD).
    pub rd: f64,
    pub volatility: f64,
    /// The 95% interval, rating ± 1.96 RD.
    pub interval: [f64; 2],
    /// Rated games played, and won (a first place, shared or not).
    pub games: u64,
    pub wins: u64,
    pub win_rate: f64,
    /// When the rating last changed (ms since the epoch).
    pub last_played_ms: i64,
}

impl RatingInfo {
    fn new(r: Rating, games: i64, wins: i64, updated_ms: i64) -> RatingInfo {
        let (lo, hi) = r.interval();
        RatingInfo {
            rating: round(r.rating, 2),
            rd: round(r.rd, 2),
            volatility: round(r.volatility, 6),
            interval: [round(lo, 2), round(hi, 2)],
            games: games.max(0) as u64,
            wins: wins.max(0) as u64,
            win_rate: if games > 0 {
                wins as f64 / games as f64
            } else {
                0.0
            },
            last_played_ms: updated_ms,
        }
    }
}

/// A rated identity: a leaderboard row.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct RatedPlayer {
    /// The identity's key: `guest:ID` or `bot:LEVEL`.
    pub player: String,
    /// The guest's id (`GET /api/players/{id}`), for guests.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub player_id: Option<i64>,
    /// A bot: a built-in level, or a bot account (`uno bot`, a guest with
    /// a row in `bot_accounts`).
    pub bot: bool,
    /// The built-in bot's level.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub level: Option<String>,
    pub nickname: String,
    #[serde(flatten)]
    pub rating: RatingInfo,
}

fn rated_row(r: &dyn Row) -> Result<RatedPlayer, StoreError> {
    let player = r.text(0)?;
    let player_id = r.opt_int(1)?;
    let level = r.opt_text(2)?;
    let nickname = match (&level, r.opt_text(3)?) {
        (Some(l), _) => format!("{l} bot"),
        (None, Some(n)) => n,
        (None, None) => player.clone(),
    };
    let rating = Rating::from_fixed(r.int(4)?, r.int(5)?, r.int(6)?);
    Ok(RatedPlayer {
        player,
        player_id,
        bot: level.is_some() || r.opt_int(10)?.is_some(),
        level,
        nickname,
        rating: RatingInfo::new(rating, r.int(7)?, r.int(8)?, r.int(9)?),
    })
}

macro_rules! rated_sql {
    ($where:literal, $tail:literal) => {
        concat!(
            "SELECT r.player, r.guest_id, r.bot, g.nickname, r.rating_e6, r.rd_e6,
                    r.volatility_e9, r.games, r.wins, r.updated_ms, ba.guest_id
             FROM ratings r LEFT JOIN guests g ON g.id = r.guest_id
             LEFT JOIN bot_accounts ba ON ba.guest_id = r.guest_id ",
            $where,
            " ",
            $tail
        )
    };
}

/// Rated identities by rating, highest first (then more games); bots too
/// unless `bots` is false. Identities without a rated game are left out.
pub(crate) async fn leaderboard<C: Conn>(
    c: &C,
    limit: u32,
    bots: bool,
) -> Result<Vec<RatedPlayer>, StoreError> {
    let p = [Val::BigInt(limit.clamp(1, 100) as i64)];
    if bots {
        c.rows(
            rated_sql!(
                "WHERE r.games > 0",
                "ORDER BY r.rating_e6 DESC, r.games DESC, r.player ASC LIMIT $1"
            ),
            &p,
            rated_row,
        )
        .await
    } else {
        c.rows(
            rated_sql!(
                "WHERE r.games > 0 AND r.bot IS NULL AND ba.guest_id IS NULL",
                "ORDER BY r.rating_e6 DESC, r.games DESC, r.player ASC LIMIT $1"
            ),
            &p,
            rated_row,
        )
        .await
    }
}

/// One point of a rating's history: what one game did.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct RatingPoint {
    pub game_id: GameId,
    pub at_ms: i64,
    /// The identity's place in the game (1 the best).
    pub place: u32,
    /// Pairwise results the game counted.
    pub opponents: u32,
    pub rating_before: f64,
    pub rd_before: f64,
    pub rating: f64,
    pub rd: f64,
}

fn point(r: &dyn Row) -> Result<RatingPoint, StoreError> {
    let before = Rating::from_fixed(r.int(4)?, r.int(5)?, 0);
    let after = Rating::from_fixed(r.int(6)?, r.int(7)?, 0);
    Ok(RatingPoint {
        game_id: GameId::from_db(r.int(0)?),
        at_ms: r.int(1)?,
        place: r.int(2)?.clamp(0, u32::MAX as i64) as u32,
        opponents: r.int(3)?.clamp(0, u32::MAX as i64) as u32,
        rating_before: round(before.rating, 2),
        rd_before: round(before.rd, 2),
        rating: round(after.rating, 2),
        rd: round(after.rd, 2),
    })
}

/// A recent game on a player's page.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct RecentGame {
    #[serde(flatten)]
    pub game: GameSummary,
    /// What the game did to the rating, when it was rated.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rating: Option<RatingPoint>,
    /// The replay (`GET`), and the web page's replay view.
    pub replay: String,
    pub replay_page: String,
}

/// A player's page: identity, rating, its history and recent games.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct PlayerPage {
    pub player: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub player_id: Option<i64>,
    pub bot: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub level: Option<String>,
    pub nickname: String,
    /// The current rating (`null` before the first rated game).
    pub rating: Option<RatingInfo>,
    /// The rating after each rated game, oldest first (the last
    /// [`HISTORY_POINTS`]).
    pub history: Vec<RatingPoint>,
    /// The newest finished games, newest first.
    pub games: Vec<RecentGame>,
}

/// Rating history points on a player's page.
pub const HISTORY_POINTS: i64 = 200;
/// Recent games on a player's page.
pub const RECENT_GAMES: u32 = 10;

/// A player's page (guest or bot); `None` when there is no such guest, or
/// no such bot has been rated.
pub(crate) async fn player_page<C: Conn>(
    c: &C,
    who: &Identity,
) -> Result<Option<PlayerPage>, StoreError> {
    let key = who.key();
    let rated = one(c
        .rows(
            rated_sql!("WHERE r.player = $1", ""),
            &[Val::Text(&key)],
            rated_row,
        )
        .await?);
    let bot_account = match who {
        Identity::Guest(id) => one(c
            .rows(
                "SELECT guest_id FROM bot_accounts WHERE guest_id = $1",
                &[Val::BigInt(*id)],
                |r| r.int(0),
            )
            .await?)
        .is_some(),
        Identity::Bot(_) => false,
    };
    let (player_id, level, nickname) = match who {
        Identity::Guest(id) => {
            let Some(nickname) = one(c
                .rows(
                    "SELECT nickname FROM guests WHERE id = $1",
                    &[Val::BigInt(*id)],
                    |r| r.text(0),
                )
                .await?)
            else {
                return Ok(None);
            };
            (Some(*id), None, nickname)
        }
        Identity::Bot(level) => {
            if rated.is_none() {
                return Ok(None);
            }
            (None, Some(level.clone()), format!("{level} bot"))
        }
    };
    let mut history = c
        .rows(
            "SELECT game, at_ms, place, opponents, rating_before_e6, rd_before_e6, rating_e6, rd_e6
             FROM rating_history WHERE player = $1 ORDER BY game DESC LIMIT $2",
            &[Val::Text(&key), Val::BigInt(HISTORY_POINTS)],
            point,
        )
        .await?;
    history.reverse();
    let ids: Vec<GameId> = match who {
        // Every finished game of the guest's, rated or not.
        Identity::Guest(id) => super::ops::history(
            c,
            &HistoryQuery {
                player: Some(*id),
                limit: Some(RECENT_GAMES),
                ..HistoryQuery::default()
            },
        )
        .await?
        .into_iter()
        .map(|g| g.game_id)
        .collect(),
        Identity::Bot(_) => {
            c.rows(
                "SELECT game FROM rating_history WHERE player = $1 ORDER BY game DESC LIMIT $2",
                &[Val::Text(&key), Val::BigInt(RECENT_GAMES as i64)],
                |r| r.int(0).map(GameId::from_db),
            )
            .await?
        }
    };
    let mut games = Vec::with_capacity(ids.len());
    for id in ids {
        let Some(game) = super::ops::summary(c, id).await? else {
            continue;
        };
        let rating = match history.iter().find(|p| p.game_id == id) {
            Some(p) => Some(p.clone()),
            None => one(c
                .rows(
                    "SELECT game, at_ms, place, opponents, rating_before_e6, rd_before_e6, rating_e6, rd_e6
                     FROM rating_history WHERE player = $1 AND game = $2",
                    &[Val::Text(&key), Val::game(id)],
                    point,
                )
                .await?),
        };
        games.push(RecentGame {
            game,
            rating,
            replay: format!("/api/games/{id}/replay"),
            replay_page: format!("/#replay/{id}"),
        });
    }
    Ok(Some(PlayerPage {
        player: key,
        player_id,
        bot: level.is_some() || bot_account,
        level,
        nickname,
        rating: rated.map(|r| r.rating),
        history,
        games,
    }))
}
