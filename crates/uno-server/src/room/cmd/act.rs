//! `act` (action): an action for the sender's own seat; the seat comes
//! from the seat token, never from the message. A bot standing in gives
//! the seat back first. Answered by the `update` whose `ack` is the
//! message's id, or by `held` for a catch inside the UNO grace window.

use uno_core::Action;

use super::{Caller, Reply};
use crate::protocol::ErrorCode;
use crate::room::driver::{Step, Then};
use crate::room::{Origin, Room};

pub(super) struct Act {
    action: Action,
}

impl Act {
    pub(super) fn parse(action: Action) -> Act {
        Act { action }
    }

    pub(super) fn apply(self, room: &mut Room, from: Caller) -> Result<Reply, ErrorCode> {
        let live = room.live().ok_or(ErrorCode::NoGame)?;
        let seat = live.seat_of(from.member).ok_or(ErrorCode::NotSeated)?;
        if room.take_back(seat) {
            room.broadcast_room();
        }
        let origin = Origin::Client {
            conn: from.conn,
            id: from.id,
            arrived: from.arrived,
        };
        // Applied by the room's driver next; a refusal goes back to this
        // connection with the message's id (`Room::refused`).
        room.todo.push_back(Step::Submit {
            seat,
            action: self.action,
            origin,
            then: Then::Nothing,
        });
        Ok(Reply::Done)
    }
}
