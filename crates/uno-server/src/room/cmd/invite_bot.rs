//! `add_bot` with `account`: the host invites the online bot account of
//! that name (a `uno bot` waiting for invitations) to the room. The
//! invitation is kept in the database (`bot_invites`, store/botnet.rs), so
//! it reaches the bot whichever instance it asks; the bot then joins like
//! anyone (`POST /api/rooms/{code}/join`) and takes a free seat. The
//! driver looks the account up (`Step::FindBot`), then writes the
//! invitation (`Change::Stored`) and answers `ok`.

use super::{Caller, Reply};
use crate::ids::GuestId;
use crate::protocol::{check_nickname, ErrorCode};
use crate::room::driver::Step;
use crate::room::save::Change;
use crate::room::{Room, MAX_SEATS};
use crate::store::{BotWrite, StoreError, Write};

pub(super) struct InviteBot {
    name: String,
}

impl InviteBot {
    pub(super) fn parse(name: &str) -> Result<InviteBot, ErrorCode> {
        Ok(InviteBot {
            name: check_nickname(name)?,
        })
    }

    pub(super) fn apply(self, room: &mut Room, from: Caller) -> Result<Reply, ErrorCode> {
        room.host(from.member)?;
        if room.playing() {
            return Err(ErrorCode::GameInProgress);
        }
        if room.lobby.len() >= MAX_SEATS {
            return Err(ErrorCode::RoomFull);
        }
        room.next_first([Step::FindBot {
            name: self.name,
            from,
        }]);
        // Answered by the driver once the invitation is saved.
        Ok(Reply::Done)
    }
}

impl Room {
    /// The driver looked the bot account up: invited if it is online.
    pub(in crate::room) fn bot_found(
        &mut self,
        found: Result<Option<GuestId>, StoreError>,
        from: Caller,
    ) {
        let guest = match found {
            Ok(Some(guest)) => guest,
            Ok(None) => return self.refuse(from, &ErrorCode::BotOffline),
            Err(e) => {
                let code = self.db_err(&e);
                return self.refuse(from, &code);
            }
        };
        let write = Write::Botnet(BotWrite::Invite {
            guest,
            room: self.code.clone(),
        });
        self.save(vec![write], Change::Stored, Some(from));
    }
}
