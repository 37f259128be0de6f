//! Bot accounts (issue 21, "any bot online"): `POST /api/bots` makes a
//! guest flagged as a bot (store/botnet.rs), which `uno bot` (the bridge,
//! [`crate::botlink`]) then seats at a table like any player. Its seat and
//! membership carry `bot_account: true`, the web page's bot badge.
//!
//! Abuse limit: one client address may make at most
//! `--max-rooms-per-client` bot accounts (the rooms-per-client setting,
//! reused) in any hour ([`crate::bot_limits`]); more are refused with `too_many_bots` (429).
//! A bot that keeps its token (`uno bot --token-file`) needs no new
//! account when it reconnects or plays again.

use std::net::IpAddr;
use std::time::Instant;

use serde::{Deserialize, Serialize};

use crate::hub::Hub;
use crate::ids::{GuestId, RoomCode};
use crate::protocol::{check_nickname, ErrorCode};
use crate::store::{BotWrite, Write};

/// A new bot account: the guest's id and token (keep it: it is the bot's
/// identity on the leaderboard).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct BotAccount {
    pub player_id: i64,
    pub player_token: String,
    pub nickname: String,
    pub bot: bool,
}

/// `POST /api/bots`'s body.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewBot {
    pub nickname: String,
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
            .map_err(crate::errors::store_err)?;
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
    ) -> Result<Vec<GuestId>, crate::store::StoreError> {
        let mut bots = Vec::new();
        for m in &rec.members {
            if !bots.contains(&m.guest_id) && self.db().is_bot_account(m.guest_id).await? {
                bots.push(m.guest_id);
            }
        }
        Ok(bots)
    }
}

impl Hub {
    /// `GET /api/bots/invitation` for the bot account whose token is
    /// `token`: marks it online (a host may invite it for the next
    /// [`crate::bot_limits::ONLINE_MS`]) and hands it its oldest
    /// invitation, taken off the list. `bad_token` for a token that is not
    /// a bot account's.
    pub async fn take_bot_invitation(&self, token: &str) -> Result<Option<RoomCode>, ErrorCode> {
        let db = self.db();
        let internal = crate::errors::store_err;
        let (guest, _) = db
            .guest_by_token(crate::fair::token_hash(token))
            .await
            .map_err(internal)?
            .ok_or(ErrorCode::BadToken)?;
        if !db.is_bot_account(guest).await.map_err(internal)? {
            return Err(ErrorCode::BadToken);
        }
        db.write(Write::Botnet(BotWrite::Seen { guest }))
            .await
            .map_err(internal)?;
        let room = db.bot_invitation(guest).await.map_err(internal)?;
        if let Some(r) = &room {
            db.write(Write::Botnet(BotWrite::Uninvite {
                guest,
                room: r.clone(),
            }))
            .await
            .map_err(internal)?;
        }
        Ok(room)
    }
}
