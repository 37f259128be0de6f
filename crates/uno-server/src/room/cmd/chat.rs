//! `chat` (text): plain text to everyone in the room, 1–300 characters
//! with no control or invisible characters (checked when parsed).

use std::sync::Arc;

use super::{Caller, Reply};
use crate::protocol::{check_chat, ErrorCode, ServerMsg, PROTOCOL_VERSION as V};
use crate::room::Room;

pub(super) struct Chat {
    text: String,
}

impl Chat {
    pub(super) fn parse(text: &str) -> Result<Chat, ErrorCode> {
        Ok(Chat {
            text: check_chat(text)?,
        })
    }

    pub(super) fn apply(self, room: &mut Room, from: Caller) -> Result<Reply, ErrorCode> {
        let nickname = room
            .member(from.member)
            .map(|m| m.nickname.clone())
            .unwrap_or_default();
        let out: Arc<str> = ServerMsg::Chat {
            v: V,
            member_id: from.member,
            nickname: &nickname,
            text: &self.text,
        }
        .to_text()
        .into();
        room.send_all(|_| Some(out.clone()));
        Ok(Reply::Ok)
    }
}
