//! `hint`: the coach's choice for the sender's decision at hand (issue
//! 31 §2), in a room with hints only; answered by `hint` (room/hint.rs)
//! once the coach has thought, or by an error: `hints_off`, `no_game`,
//! `not_seated`, `no_decision`.

use super::{Caller, Reply};
use crate::protocol::ErrorCode;
use crate::room::driver::Step;
use crate::room::{Room, Stage};

pub(super) struct Hint;

impl Hint {
    pub(super) fn apply(self, room: &mut Room, from: Caller) -> Result<Reply, ErrorCode> {
        if !room.public.hints {
            return Err(ErrorCode::HintsOff);
        }
        let Stage::Playing(live) = &room.stage else {
            return Err(ErrorCode::NoGame);
        };
        let seat = live.seat_of(from.member).ok_or(ErrorCode::NotSeated)?;
        let g = live.table.game();
        if g.round_over() || g.to_act() != Some(seat) {
            return Err(ErrorCode::NoDecision);
        }
        room.todo.push_back(Step::Hint {
            seat,
            member: from.member,
            conn: from.conn,
            id: from.id,
        });
        Ok(Reply::Done)
    }
}
