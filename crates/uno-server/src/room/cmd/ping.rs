//! `ping`: answered by `pong` with the message's id. (Before `hello` the
//! connection answers it itself: conn.rs.)

use super::{Caller, Reply};
use crate::protocol::{ErrorCode, ServerMsg, PROTOCOL_VERSION as V};
use crate::room::Room;

pub(super) struct Ping;

impl Ping {
    pub(super) fn apply(self, room: &mut Room, from: Caller) -> Result<Reply, ErrorCode> {
        let pong = ServerMsg::Pong { v: V, id: from.id }.to_text();
        room.send_to(from.member, from.conn, pong);
        Ok(Reply::Done)
    }
}
