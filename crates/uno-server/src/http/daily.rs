//! `GET /api/daily`, `GET /api/daily/{day}` and `POST /api/daily/start`
//! (docs/protocol.md "The daily deal"; crate::daily).

use std::net::SocketAddr;

use axum::extract::{ConnectInfo, Path, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::Json;
use serde_json::Value;

use super::client_ip;
use crate::api_error::ApiError;
use crate::daily::{self, Started};
use crate::hub::Hub;
use crate::protocol::ErrorCode;

/// The bearer token of `Authorization`, if the header is there; a
/// header that is not `Bearer <token>` is `bad_token`.
fn bearer(headers: &HeaderMap) -> Result<Option<&str>, ApiError> {
    let Some(auth) = headers.get(header::AUTHORIZATION) else {
        return Ok(None);
    };
    auth.to_str()
        .ok()
        .and_then(|a| a.strip_prefix("Bearer "))
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(Some)
        .ok_or(ApiError(ErrorCode::BadToken))
}

/// Today's deal, its table, your attempt (with a token) and yesterday's
/// reveal.
pub async fn today(State(hub): State<Hub>, headers: HeaderMap) -> Result<Json<Value>, ApiError> {
    Ok(Json(daily::today_view(&hub, bearer(&headers)?).await?))
}

/// One day's deal and table; seed and salt once the day is over.
pub async fn day(
    State(hub): State<Hub>,
    Path(day): Path<String>,
    headers: HeaderMap,
) -> Result<Json<Value>, ApiError> {
    Ok(Json(daily::day_view(&hub, &day, bearer(&headers)?).await?))
}

/// Starts the token's attempt at today's deal: a room to join (201).
pub async fn start(
    State(hub): State<Hub>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Result<(StatusCode, Json<Started>), ApiError> {
    let token = bearer(&headers)?.ok_or(ApiError(ErrorCode::BadToken))?;
    let ip = client_ip(hub.cfg(), &headers, addr.ip());
    let s = daily::start(&hub, token, Some(ip)).await?;
    Ok((StatusCode::CREATED, Json(s)))
}
