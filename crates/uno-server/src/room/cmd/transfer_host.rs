//! `transfer_host` (member_id): the host hands the role to another member
//! (saved before it is announced, then answered by the driver).

use super::{Caller, Reply};
use crate::ids::MemberId;
use crate::protocol::ErrorCode;
use crate::room::Room;

pub(super) struct TransferHost {
    to: MemberId,
}

impl TransferHost {
    pub(super) fn parse(member_id: MemberId) -> TransferHost {
        TransferHost { to: member_id }
    }

    pub(super) fn apply(self, room: &mut Room, from: Caller) -> Result<Reply, ErrorCode> {
        room.host(from.member)?;
        if self.to == from.member {
            return Err(ErrorCode::BadMessage("you are the host already".into()));
        }
        if room.member(self.to).is_none() {
            return Err(ErrorCode::BadMessage(format!(
                "no member {} in this room",
                self.to
            )));
        }
        room.transfer_host(Some(self.to), Some(from));
        Ok(Reply::Done)
    }
}
