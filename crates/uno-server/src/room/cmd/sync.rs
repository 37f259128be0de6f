//! `sync`: the full state again, as a `welcome` carrying the message's id.

use super::{Caller, Reply};
use crate::protocol::ErrorCode;
use crate::room::Room;

pub(super) struct Sync;

impl Sync {
    pub(super) fn apply(self, room: &mut Room, from: Caller) -> Result<Reply, ErrorCode> {
        room.send_welcome(from.member, from.conn, from.id);
        Ok(Reply::Done)
    }
}
