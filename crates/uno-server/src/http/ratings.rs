//! `GET /api/leaderboard` and `GET /api/players/{id}` (docs/protocol.md
//! "Ratings").

use axum::extract::{Path, RawQuery, State};
use axum::Json;
use serde_json::{json, Value};

use super::{query, query_limit};
use crate::api_error::ApiError;
use crate::hub::Hub;
use crate::protocol::ErrorCode;
use crate::ratings::Identity;
use crate::store::PlayerPage;

/// Rated players (bots included unless `bots=0`) by rating, highest
/// first: `{"players": [...]}`, at most `limit` (1 to 100, default 20).
pub async fn leaderboard(
    State(hub): State<Hub>,
    RawQuery(q): RawQuery,
) -> Result<Json<Value>, ApiError> {
    let q = query(&q);
    let limit = query_limit(&q)?.unwrap_or(20);
    let bots = match q.iter().find(|(k, _)| k == "bots").map(|(_, v)| v.as_str()) {
        None | Some("1") | Some("true") => true,
        Some("0") | Some("false") => false,
        Some(_) => {
            return Err(ApiError(ErrorCode::BadMessage(
                "bots must be 0 or 1".into(),
            )))
        }
    };
    let rows = hub.db().rating_leaderboard(limit, bots).await?;
    Ok(Json(json!({ "players": rows })))
}

/// A player's page: `{id}` is a guest's id (`12` or `guest:12`) or a
/// built-in bot level (`bot:medium`).
pub async fn player(
    State(hub): State<Hub>,
    Path(id): Path<String>,
) -> Result<Json<PlayerPage>, ApiError> {
    let who = Identity::parse(&id).ok_or(ApiError(ErrorCode::NoSuchPlayer))?;
    let page = hub.db().player_page(who).await?;
    Ok(Json(page.ok_or(ApiError(ErrorCode::NoSuchPlayer))?))
}
