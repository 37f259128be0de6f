//! `add_bot` (level, seat?): the host seats a bot (`easy`, `medium` or
//! `hard`) at `seat`, or last.

use uno_bots::Level;

use super::{Caller, Reply};
use crate::protocol::ErrorCode;
use crate::room::{parse_level, Occupant, Room, MAX_SEATS};

pub(super) struct AddBot {
    level: Level,
    seat: Option<u8>,
}

impl AddBot {
    pub(super) fn parse(level: &str, seat: Option<u8>) -> Result<AddBot, ErrorCode> {
        Ok(AddBot {
            level: parse_level(level)?,
            seat,
        })
    }

    pub(super) fn apply(self, room: &mut Room, from: Caller) -> Result<Reply, ErrorCode> {
        room.host(from.member)?;
        room.change_seats(from, |l| {
            if l.len() >= MAX_SEATS {
                return Err(ErrorCode::RoomFull);
            }
            let at = self.seat.map(|s| s as usize).unwrap_or(l.len());
            if at > l.len() {
                return Err(ErrorCode::BadSeat);
            }
            l.insert(at, Occupant::Bot(self.level.name().to_string()));
            Ok(())
        })?;
        // Answered by the driver once the seats are saved.
        Ok(Reply::Done)
    }
}
