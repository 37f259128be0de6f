//! `move_seat` (from, to): the host moves a lobby seat's occupant; the
//! others shift.

use super::{Caller, Reply};
use crate::protocol::ErrorCode;
use crate::room::Room;

pub(super) struct MoveSeat {
    from: u8,
    to: u8,
}

impl MoveSeat {
    pub(super) fn parse(from: u8, to: u8) -> MoveSeat {
        MoveSeat { from, to }
    }

    pub(super) fn apply(self, room: &mut Room, from: Caller) -> Result<Reply, ErrorCode> {
        room.host(from.member)?;
        let (a, b) = (self.from as usize, self.to as usize);
        room.change_seats(from, |l| {
            if a >= l.len() || b >= l.len() {
                return Err(ErrorCode::BadSeat);
            }
            let o = l.remove(a);
            l.insert(b, o);
            Ok(())
        })?;
        // Answered by the driver once the seats are saved.
        Ok(Reply::Done)
    }
}
