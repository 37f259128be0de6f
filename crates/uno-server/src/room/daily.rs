//! A daily deal's room (issue 30 §4, crate::daily): the player and the
//! day's bots are seated when it is made, its one game is dealt from the
//! day's secret (stored in `daily_days`, never in the room) as soon as the
//! room runs, and that game's seed and salt stay sealed when it ends
//! (`Live::sealed`): they are revealed by `GET /api/daily/{day}` once the
//! day is over. A daily room plays one game: a rematch is refused.

use super::{Occupant, Room, Stage};
use crate::errors::store_err;
use crate::protocol::ErrorCode;

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

    /// The secret a game of this room is dealt from: the day's, for a
    /// daily room's first game (a second one is refused); `None` for any
    /// other room (a fresh secret, `fair::new_seed`).
    pub(super) async fn daily_secret(&mut self) -> Result<Option<(u64, String)>, ErrorCode> {
        let Some(day) = self.public.daily.clone() else {
            return Ok(None);
        };
        if self.last_game_no > 0 {
            return Err(ErrorCode::DailyAlreadyPlayed);
        }
        // Nothing of the room is held across the read (a room is not Sync).
        let db = self.shared.db.clone();
        let row = db.daily_day(&day).await.map_err(store_err)?;
        match row {
            Some(r) => Ok(Some((r.seed, r.salt))),
            None => {
                tracing::error!(day, "a daily room whose day has no secret");
                Err(ErrorCode::Internal)
            }
        }
    }

    /// Deals a daily room's game when it has none yet (the room was just
    /// made, or was loaded before its game could be dealt).
    pub(super) async fn start_daily_if_due(&mut self) {
        if self.public.daily.is_none()
            || self.last_game_no > 0
            || !matches!(self.stage, Stage::Lobby)
        {
            return;
        }
        if let Err(e) = self.start_game().await {
            tracing::warn!(room = %self.code, "the daily deal could not be dealt yet: {e}");
        }
    }
}
