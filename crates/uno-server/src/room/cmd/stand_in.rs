//! `stand_in`: a seated player hands the seat to the stand-in bot
//! (`medium`, the bot that stands in for an absent player) until they send
//! `resume`. `uno bot` sends it when its program times out, crashes or
//! answers wrongly, so the fallback is the same bot as in `uno arena`
//! (docs/bot-protocol.md "Playing online").

use super::{Caller, Reply};
use crate::protocol::ErrorCode;
use crate::room::{Room, Stage};

pub(super) struct StandIn;

impl StandIn {
    pub(super) fn apply(self, room: &mut Room, from: Caller) -> Result<Reply, ErrorCode> {
        let Stage::Playing(live) = &room.stage else {
            return Err(ErrorCode::NoGame);
        };
        let seat = live.seat_of(from.member).ok_or(ErrorCode::NotSeated)?;
        let before = live.seats[seat.index()].standing_in;
        room.stand_in(seat);
        if !before {
            room.broadcast_room();
        }
        Ok(Reply::Ok)
    }
}
