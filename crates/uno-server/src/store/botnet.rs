//! Bot accounts (issue 21, "any bot online"; docs/protocol.md "Bot
//! accounts"): a guest made by `POST /api/bots` for `uno bot` has a row in
//! `bot_accounts`, so the table and the leaderboard can show it with a bot
//! badge; `seen_ms` is when it last asked for invitations (it is online
//! while that is recent), and `bot_invites` holds the rooms hosts invited
//! it to. Written once for both back-ends, like `ops`.

use super::sql::{one, room_code, Conn, Row, Val};
use super::StoreError;
use crate::ids::{GuestId, RoomCode};

const INSERT_GUEST: &str =
    "INSERT INTO guests (token_hash, nickname, created_ms) VALUES ($1, $2, $3) RETURNING id";
const INSERT_BOT: &str = "INSERT INTO bot_accounts (guest_id, created_ms) VALUES ($1, $2)";
const SEEN: &str = "UPDATE bot_accounts SET seen_ms = $2 WHERE guest_id = $1";
const INVITE: &str = "INSERT INTO bot_invites (guest_id, room, created_ms) VALUES ($1, $2, $3)
     ON CONFLICT (guest_id, room) DO NOTHING";
const UNINVITE: &str = "DELETE FROM bot_invites WHERE guest_id = $1 AND room = $2";
const IS_BOT: &str = "SELECT 1 FROM bot_accounts WHERE guest_id = $1";
const ONLINE_BY_NAME: &str =
    "SELECT b.guest_id FROM bot_accounts b JOIN guests g ON g.id = b.guest_id
     WHERE g.nickname = $1 AND b.seen_ms >= $2 ORDER BY b.seen_ms DESC LIMIT 1";
const INVITATION: &str =
    "SELECT room FROM bot_invites WHERE guest_id = $1 ORDER BY created_ms, room LIMIT 1";

/// The writes of bot accounts ([`super::Write::Botnet`]).
#[derive(Clone, Debug)]
pub enum BotWrite {
    /// A bot account: a guest and its row in `bot_accounts`, together.
    /// Gives the guest's id.
    Guest {
        token_hash: [u8; 32],
        nickname: String,
    },
    /// The bot asked for invitations now (it is online).
    Seen { guest: GuestId },
    /// A host invited the bot to `room` (once per room).
    Invite { guest: GuestId, room: RoomCode },
    /// The bot took (or turned down) its invitation to `room`.
    Uninvite { guest: GuestId, room: RoomCode },
}

/// Applies one bot-account write at `now` (ms), in the caller's
/// transaction; the new guest's id, else 0.
pub(crate) async fn apply<C: Conn>(c: &C, w: &BotWrite, now: i64) -> Result<i64, C::Error> {
    use Val::*;
    match w {
        BotWrite::Guest {
            token_hash,
            nickname,
        } => {
            let id = c
                .insert_id(
                    INSERT_GUEST,
                    &[Bytes(&token_hash[..]), Text(nickname), BigInt(now)],
                )
                .await?;
            c.exec(INSERT_BOT, &[BigInt(id), BigInt(now)]).await?;
            Ok(id)
        }
        BotWrite::Seen { guest } => c
            .exec(SEEN, &[Val::guest(*guest), BigInt(now)])
            .await
            .map(|_| 0),
        BotWrite::Invite { guest, room } => c
            .exec(INVITE, &[Val::guest(*guest), Val::code(room), BigInt(now)])
            .await
            .map(|_| 0),
        BotWrite::Uninvite { guest, room } => c
            .exec(UNINVITE, &[Val::guest(*guest), Val::code(room)])
            .await
            .map(|_| 0),
    }
}

/// Whether guest `guest` is a bot account.
pub(crate) async fn is_bot_account<C: Conn>(c: &C, guest: GuestId) -> Result<bool, StoreError> {
    let rows = c
        .rows(IS_BOT, &[Val::guest(guest)], |_: &dyn Row| Ok(()))
        .await?;
    Ok(!rows.is_empty())
}

/// The bot account called `nickname` that asked for invitations at or
/// after `since_ms` (the latest such, if several share the name).
pub(crate) async fn online_bot<C: Conn>(
    c: &C,
    nickname: &str,
    since_ms: i64,
) -> Result<Option<GuestId>, StoreError> {
    let rows = c
        .rows(
            ONLINE_BY_NAME,
            &[Val::Text(nickname), Val::BigInt(since_ms)],
            |r| r.int(0).map(GuestId::from_db),
        )
        .await?;
    Ok(one(rows))
}

/// The room of the bot's oldest invitation, if any.
pub(crate) async fn invitation<C: Conn>(
    c: &C,
    guest: GuestId,
) -> Result<Option<RoomCode>, StoreError> {
    let rows = c
        .rows(INVITATION, &[Val::guest(guest)], |r| room_code(&r.text(0)?))
        .await?;
    Ok(one(rows))
}
