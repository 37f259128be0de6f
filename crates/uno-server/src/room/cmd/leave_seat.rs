//! `leave_seat`: a seated member gives up their lobby seat and watches.

use super::{Caller, Reply};
use crate::protocol::ErrorCode;
use crate::room::{Occupant, Room};

pub(super) struct LeaveSeat;

impl LeaveSeat {
    pub(super) fn apply(self, room: &mut Room, from: Caller) -> Result<Reply, ErrorCode> {
        let me = Occupant::Member(from.member);
        // A member with no lobby seat (a spectator) is told so, during a
        // game too (docs/protocol.md: `not_seated`).
        if !room.lobby.contains(&me) {
            return Err(ErrorCode::NotSeated);
        }
        room.change_seats(from, |l| {
            let k = l
                .iter()
                .position(|o| *o == me)
                .ok_or(ErrorCode::NotSeated)?;
            l.remove(k);
            Ok(())
        })?;
        // Answered by the driver once the seats are saved.
        Ok(Reply::Done)
    }
}
