//! `remove_seat` (seat): the host removes a lobby seat's occupant (a bot,
//! or a player, who then watches).

use super::{Caller, Reply};
use crate::protocol::ErrorCode;
use crate::room::Room;

pub(super) struct RemoveSeat {
    seat: u8,
}

impl RemoveSeat {
    pub(super) fn parse(seat: u8) -> RemoveSeat {
        RemoveSeat { seat }
    }

    pub(super) fn apply(self, room: &mut Room, from: Caller) -> Result<Reply, ErrorCode> {
        room.host(from.member)?;
        let seat = self.seat as usize;
        room.change_seats(from, |l| {
            if seat >= l.len() {
                return Err(ErrorCode::BadSeat);
            }
            l.remove(seat);
            Ok(())
        })?;
        // Answered by the driver once the seats are saved.
        Ok(Reply::Done)
    }
}
