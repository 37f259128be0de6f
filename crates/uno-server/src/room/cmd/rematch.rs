//! `rematch`: after a game, the host deals another to the same table;
//! answered by the driver once the game is stored (room/start.rs).

use super::{Caller, Reply};
use crate::protocol::ErrorCode;
use crate::room::Room;

pub(super) struct Rematch;

impl Rematch {
    pub(super) fn apply(self, room: &mut Room, from: Caller) -> Result<Reply, ErrorCode> {
        room.host(from.member)?;
        if !room.over() {
            return Err(if room.playing() {
                ErrorCode::GameNotOver
            } else {
                ErrorCode::NoGame
            });
        }
        room.start_game(Some(from))?;
        Ok(Reply::Done)
    }
}
