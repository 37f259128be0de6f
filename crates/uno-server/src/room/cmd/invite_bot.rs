//! `add_bot` with `account`: the host invites the online bot account of
//! that name (a `uno bot` waiting for invitations) to the room. The
//! invitation is kept in the database (`bot_invites`, store/botnet.rs), so
//! it reaches the bot whichever instance it asks; the bot then joins like
//! anyone (`POST /api/rooms/{code}/join`) and takes a free seat.

use super::{Caller, Reply};
use crate::bot_limits::ONLINE_MS;
use crate::protocol::{check_nickname, ErrorCode};
use crate::room::{Room, MAX_SEATS};
use crate::store::{now_ms, BotWrite, Write};

pub(super) struct InviteBot {
    name: String,
}

impl InviteBot {
    pub(super) fn parse(name: &str) -> Result<InviteBot, ErrorCode> {
        Ok(InviteBot {
            name: check_nickname(name)?,
        })
    }

    pub(super) async fn apply(self, room: &mut Room, from: Caller) -> Result<Reply, ErrorCode> {
        room.host(from.member)?;
        if room.playing() {
            return Err(ErrorCode::GameInProgress);
        }
        if room.lobby.len() >= MAX_SEATS {
            return Err(ErrorCode::RoomFull);
        }
        let db = room.shared.db.clone();
        let guest = db
            .online_bot(&self.name, now_ms() - ONLINE_MS)
            .await
            .map_err(|e| room.db_err(&e))?
            .ok_or(ErrorCode::BotOffline)?;
        db.write(Write::Botnet(BotWrite::Invite {
            guest,
            room: room.code.clone(),
        }))
        .await
        .map_err(|e| room.db_err(&e))?;
        Ok(Reply::Ok)
    }
}
