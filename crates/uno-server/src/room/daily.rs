//! A daily deal's room (issue 30 §4, crate::daily): the player and the
//! day's bots are seated when it is made, its one game is dealt from the
//! day's secret (stored in `daily_days`, never in the room) as soon as the
//! room runs, and that game's seed and salt stay sealed when it ends
//! (`Live::sealed`): they are revealed by `GET /api/daily/{day}` once the
//! day is over. A daily room plays one game: a rematch is refused.

use super::{Caller, Occupant, Room, Stage};
use crate::errors::store_err;
use crate::protocol::ErrorCode;
use crate::store::Db;

impl Room {
    /// Makes the room a daily deal's room (as loaded: its lobby is stored).
    pub(crate) fn set_daily(&mut self, day: Option<String>) {
        self.public.daily = day;
    }

    /// Makes a new room the deal of `day`: its bots (of these levels, in
    /// this order) take the seats after the player's.
    pub(crate) fn make_daily(&mut self, day: String, bots: &[&str]) {
        self.public.daily = Some(day);
        self.lobby
            .extend(bots.iter().map(|l| Occupant::Bot((*l).to_string())));
    }

    /// Deals a daily room's game when it has none yet (the room was just
    /// made, or was loaded before its game could be dealt); the driver
    /// then reads the day's secret (`Step::DailyDeal`).
    pub(super) fn start_daily_if_due(&mut self) {
        if self.public.daily.is_none()
            || self.last_game_no > 0
            || !matches!(self.stage, Stage::Lobby)
        {
            return;
        }
        if let Err(e) = self.start_game(None) {
            tracing::warn!(room = %self.code, "the daily deal could not be dealt yet: {e}");
        }
    }

    /// The driver read the day's secret (or could not): the game is
    /// dealt from it, or `from` hears why not.
    pub(super) fn daily_read(
        &mut self,
        from: Option<Caller>,
        secret: Result<(u64, String), ErrorCode>,
    ) {
        if let Err(e) = secret.and_then(|s| self.deal_game(from, s)) {
            match from {
                Some(from) => self.refuse(from, &e),
                None => {
                    tracing::warn!(room = %self.code, "the daily deal could not be dealt yet: {e}")
                }
            }
        }
    }
}

/// The secret a daily room's game is dealt from: the day's (the driver
/// reads it; nothing of the room is held across the read, as a room is
/// not `Sync`).
pub(super) async fn day_secret(db: Db, day: String) -> Result<(u64, String), ErrorCode> {
    match db.daily_day(&day).await.map_err(store_err)? {
        Some(r) => Ok((r.seed, r.salt)),
        None => {
            tracing::error!(day, "a daily room whose day has no secret");
            Err(ErrorCode::Internal)
        }
    }
}
