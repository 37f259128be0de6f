//! `take_seat` (seat?): a member takes the next free lobby seat (`seat`,
//! when given, must be that one).

use super::{Caller, Reply};
use crate::protocol::ErrorCode;
use crate::room::{Occupant, Room, MAX_SEATS};

pub(super) struct TakeSeat {
    seat: Option<u8>,
}

impl TakeSeat {
    pub(super) fn parse(seat: Option<u8>) -> TakeSeat {
        TakeSeat { seat }
    }

    pub(super) fn apply(self, room: &mut Room, from: Caller) -> Result<Reply, ErrorCode> {
        let me = Occupant::Member(from.member);
        room.change_seats(from, |l| {
            if l.contains(&me) {
                return Err(ErrorCode::AlreadySeated);
            }
            if l.len() >= MAX_SEATS {
                return Err(ErrorCode::RoomFull);
            }
            match self.seat {
                Some(k) if (k as usize) < l.len() => return Err(ErrorCode::SeatTaken),
                Some(k) if k as usize > l.len() => return Err(ErrorCode::BadSeat),
                _ => {}
            }
            l.push(me);
            Ok(())
        })?;
        // Answered by the driver once the seats are saved.
        Ok(Reply::Done)
    }
}
