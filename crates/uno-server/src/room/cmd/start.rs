//! `start`: the host deals a game to the lobby's table (2–10 seats);
//! answered by the driver once the game is stored (room/start.rs).

use super::{Caller, Reply};
use crate::protocol::ErrorCode;
use crate::room::Room;

pub(super) struct Start;

impl Start {
    pub(super) fn apply(self, room: &mut Room, from: Caller) -> Result<Reply, ErrorCode> {
        room.host(from.member)?;
        if room.playing() {
            return Err(ErrorCode::GameInProgress);
        }
        room.start_game(Some(from))?;
        Ok(Reply::Done)
    }
}
