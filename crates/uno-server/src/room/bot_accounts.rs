//! Bot accounts at the table (crate::bot_accounts): which members are
//! bots, for the badge in `SeatInfo` and `MemberInfo`.

use super::Room;
use crate::ids::GuestId;

impl Room {
    /// Marks the members whose guest is one of `bots` as bot accounts
    /// (a room loaded from the database: the flag lives in
    /// `bot_accounts`, not in `members`).
    pub(crate) fn mark_bot_accounts(&mut self, bots: &[GuestId]) {
        for m in &mut self.members {
            m.bot_account = bots.contains(&m.guest_id);
        }
    }
}
