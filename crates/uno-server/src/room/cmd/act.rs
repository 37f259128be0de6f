//! `act` (action): an action for the sender's own seat; the seat comes
//! from the seat token, never from the message. A bot standing in gives
//! the seat back first. Answered by the `update` whose `ack` is the
//! message's id, or by `held` for a catch inside the UNO grace window.

use uno_core::Action;

use super::{Caller, Reply};
use crate::protocol::ErrorCode;
use crate::room::{Origin, Room};

pub(super) struct Act {
    action: Action,
}

impl Act {
    pub(super) fn parse(action: Action) -> Act {
        Act { action }
    }

    pub(super) async fn apply(self, room: &mut Room, from: Caller) -> Result<Reply, ErrorCode> {
        let live = room.live.as_ref().ok_or(ErrorCode::NoGame)?;
        let seat = live.seat_of(from.member).ok_or(ErrorCode::NotSeated)?;
        if room.take_back(seat) {
            room.broadcast_room();
        }
        let origin = Origin::Client {
            conn: from.conn,
            id: from.id,
            arrived: from.arrived,
        };
        room.submit(seat, self.action, origin).await?;
        Ok(Reply::Done)
    }
}
