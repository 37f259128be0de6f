//! Bot accounts (issue 21, "any bot online"): `POST /api/bots` makes a
//! guest flagged as a bot (store/botnet.rs), which `uno bot` (the bridge,
//! [`crate::botlink`]) then seats at a table like any player. Its seat and
//! membership carry `bot_account: true`, the web page's bot badge.
//!
//! Abuse limit: one client address may make at most
//! `--max-rooms-per-client` bot accounts (the rooms-per-client setting,
//! reused) in any [`WINDOW`]; more are refused with `too_many_bots` (429).
//! A bot that keeps its token (`uno bot --token-file`) needs no new
//! account when it reconnects or plays again.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use axum::body::Bytes;
use axum::extract::{ConnectInfo, State};
use axum::http::StatusCode;
use axum::Json;
use serde::{Deserialize, Serialize};

use crate::api_error::ApiError;
use crate::hub::Hub;
use crate::protocol::{check_nickname, ErrorCode};
use crate::store::{BotWrite, Write};

/// The window of the per-address limit on new bot accounts.
pub const WINDOW: Duration = Duration::from_secs(3600);

/// A bot account is online (a host may invite it) while its last call to
/// `GET /api/bots/invitation` is at most this old (ms). `uno bot` waiting
/// for invitations asks every second.
pub const ONLINE_MS: i64 = 10_000;

/// New bot accounts per client address in the last [`WINDOW`].
#[derive(Default)]
pub(crate) struct BotLimiter {
    made: Mutex<HashMap<IpAddr, VecDeque<Instant>>>,
}

impl BotLimiter {
    /// Counts one more account for `ip` at `now` if fewer than `max` were
    /// made in the window before; false (nothing counted) otherwise.
    pub(crate) fn admit(&self, ip: IpAddr, max: usize, now: Instant) -> bool {
        let mut made = self.made.lock().unwrap_or_else(|p| p.into_inner());
        // Forget addresses whose window has passed (bounded memory).
        made.retain(|_, q| {
            while q.front().is_some_and(|t| now.duration_since(*t) >= WINDOW) {
                q.pop_front();
            }
            !q.is_empty()
        });
        let q = made.entry(ip).or_default();
        if q.len() >= max {
            if q.is_empty() {
                made.remove(&ip);
            }
            return false;
        }
        q.push_back(now);
        true
    }
}

/// A new bot account: the guest's id and token (keep it: it is the bot's
/// identity on the leaderboard).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct BotAccount {
    pub player_id: i64,
    pub player_token: String,
    pub nickname: String,
    pub bot: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NewBot {
    nickname: String,
}

impl Hub {
    /// Makes a bot account for `nickname` (checked as any nickname), at
    /// most `max_rooms_per_client` per client address an hour.
    pub async fn create_bot_account(
        &self,
        nickname: &str,
        client: Option<IpAddr>,
    ) -> Result<BotAccount, ErrorCode> {
        let nickname = check_nickname(nickname)?;
        let max = self.cfg().max_rooms_per_client;
        if let Some(ip) = client {
            if !self.0.bot_limiter.admit(ip, max, Instant::now()) {
                return Err(ErrorCode::TooManyBots(max));
            }
        }
        let token = crate::fair::new_token();
        let id = self
            .db()
            .write(Write::Botnet(BotWrite::Guest {
                token_hash: crate::fair::token_hash(&token),
                nickname: nickname.clone(),
            }))
            .await
            .map_err(|e| {
                tracing::error!("{e}");
                ErrorCode::Internal
            })?;
        Ok(BotAccount {
            player_id: id,
            player_token: token,
            nickname,
            bot: true,
        })
    }
}

impl Hub {
    /// The members of a stored room that are bot accounts (their guest
    /// ids), to mark them when the room is loaded again.
    pub(crate) async fn bot_guests(
        &self,
        rec: &crate::store::RoomRecord,
    ) -> Result<Vec<i64>, crate::store::StoreError> {
        let mut bots = Vec::new();
        for m in &rec.members {
            if !bots.contains(&m.guest_id) && self.db().is_bot_account(m.guest_id).await? {
                bots.push(m.guest_id);
            }
        }
        Ok(bots)
    }
}

/// `GET /api/bots/invitation` with `Authorization: Bearer <player_token>`
/// of a bot account: marks the bot online and hands it its oldest
/// invitation, `{"room": CODE}` (taken off the list), or `{"room": null}`.
pub(crate) async fn invitation(
    State(hub): State<Hub>,
    headers: axum::http::HeaderMap,
) -> Result<Json<serde_json::Value>, ApiError> {
    let token = headers
        .get(axum::http::header::AUTHORIZATION)
        .and_then(|a| a.to_str().ok())
        .and_then(|a| a.strip_prefix("Bearer "))
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .ok_or(ApiError(ErrorCode::BadToken))?;
    let (guest, _) = hub
        .db()
        .guest_by_token(crate::fair::token_hash(token))
        .await?
        .ok_or(ApiError(ErrorCode::BadToken))?;
    if !hub.db().is_bot_account(guest).await? {
        return Err(ApiError(ErrorCode::BadToken));
    }
    let db = hub.db();
    db.write(Write::Botnet(BotWrite::Seen { guest })).await?;
    let room = db.bot_invitation(guest).await?;
    if let Some(r) = &room {
        db.write(Write::Botnet(BotWrite::Uninvite {
            guest,
            room: r.clone(),
        }))
        .await?;
    }
    Ok(Json(serde_json::json!({ "room": room })))
}

/// `POST /api/bots` `{"nickname"}` → 201 [`BotAccount`].
pub(crate) async fn create_bot(
    State(hub): State<Hub>,
    ConnectInfo(addr): ConnectInfo<std::net::SocketAddr>,
    headers: axum::http::HeaderMap,
    bytes: Bytes,
) -> Result<(StatusCode, Json<BotAccount>), ApiError> {
    let req: NewBot = serde_json::from_slice(&bytes).map_err(|e| {
        ApiError(if e.is_syntax() || e.is_eof() {
            ErrorCode::BadJson(e.to_string())
        } else {
            ErrorCode::BadMessage(e.to_string())
        })
    })?;
    let ip = crate::http::client_ip(hub.cfg(), &headers, addr.ip());
    let bot = hub.create_bot_account(&req.nickname, Some(ip)).await?;
    Ok((StatusCode::CREATED, Json(bot)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_limit_counts_per_address_within_the_window() {
        let l = BotLimiter::default();
        let t0 = Instant::now();
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let b: IpAddr = "10.0.0.2".parse().unwrap();
        assert!(l.admit(a, 2, t0));
        assert!(l.admit(a, 2, t0 + Duration::from_secs(1)));
        assert!(
            !l.admit(a, 2, t0 + Duration::from_secs(2)),
            "a third within the hour"
        );
        assert!(
            l.admit(b, 2, t0 + Duration::from_secs(2)),
            "another address"
        );
        // The first one leaves the window: room for one more.
        assert!(l.admit(a, 2, t0 + WINDOW));
        assert!(!l.admit(a, 2, t0 + WINDOW));
        assert!(!l.admit(a, 0, t0), "a limit of 0 admits none");
    }
}
