//! `resume`: a seated player takes the seat back from the bot standing
//! in for them.

use super::{Caller, Reply};
use crate::protocol::ErrorCode;
use crate::room::Room;

pub(super) struct Resume;

impl Resume {
    pub(super) fn apply(self, room: &mut Room, from: Caller) -> Result<Reply, ErrorCode> {
        let live = room.live().ok_or(ErrorCode::NoGame)?;
        let seat = live.seat_of(from.member).ok_or(ErrorCode::NotSeated)?;
        if room.take_back(seat) {
            room.broadcast_room();
        }
        Ok(Reply::Ok)
    }
}
