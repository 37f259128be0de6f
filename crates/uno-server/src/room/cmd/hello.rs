//! `hello` (room, token): authenticates a connection. The connection
//! handles it before it belongs to a room (conn.rs); one that reaches the
//! room is a second `hello`, refused.

use super::Reply;
use crate::protocol::ErrorCode;

pub(super) struct Hello;

impl Hello {
    pub(super) fn apply(self) -> Result<Reply, ErrorCode> {
        Err(ErrorCode::AlreadyAuthenticated)
    }
}
