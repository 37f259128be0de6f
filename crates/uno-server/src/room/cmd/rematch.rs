//! `rematch`: after a game, the host deals another to the same table.

use super::{Caller, Reply};
use crate::protocol::ErrorCode;
use crate::room::Room;

pub(super) struct Rematch;

impl Rematch {
    pub(super) async fn apply(self, room: &mut Room, from: Caller) -> Result<Reply, ErrorCode> {
        room.host(from.member)?;
        match &room.live {
            None => return Err(ErrorCode::NoGame),
            Some(l) if !l.over => return Err(ErrorCode::GameNotOver),
            Some(_) => {}
        }
        room.start_game().await?;
        Ok(Reply::Ok)
    }
}
