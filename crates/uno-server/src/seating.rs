//! A room as the store keeps it: its settings, the seats of its next
//! game, and the seats of a game it started. The room (`room`) owns and changes them; the store
//! (`store::Write::Room`, `Lobby`, `Settings`, and `RoomRecord` read back)
//! turns them into the JSON text of the `rooms` table and back. Their
//! serde forms are that text: change them only with a migration.

use serde::{Deserialize, Serialize};
use uno_core::RulesSpec;

use crate::ids::{GuestId, MemberId};

/// Who holds a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Occupant {
    Member(MemberId),
    Bot(String),
}

/// A seat of a started game as stored (`store::NewGame`, `GameRow`):
/// who held it, under which name, and the guest behind a member (none
/// for a bot, and in rows written before guests were recorded).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatRecord {
    pub occupant: Occupant,
    pub nickname: String,
    #[serde(default)]
    pub guest_id: Option<GuestId>,
}

/// A room's settings as stored.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    pub rules: RulesSpec,
    pub turn_timer_s: u32,
    /// Listed in the public lobby (room/public.rs).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub public: bool,
    /// A quick-match table (room/public.rs).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub quick: Option<QuickSettings>,
    /// Hints allowed (issue 31): never public nor quick, never rated.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub hints: bool,
    /// A daily deal's room: the day (YYYY-MM-DD) whose secret it deals
    /// (room/daily.rs, crate::daily).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub daily: Option<String>,
}

/// What makes a room a quick-match table (stored with its settings).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuickSettings {
    /// Seats at the table (players and, when the wait runs out, bots).
    pub seats: u32,
    /// The level of the bots that fill the empty seats (the host's choice).
    pub bots: String,
    /// The preset the table was opened for (quick matches pick by it).
    pub preset: String,
}
