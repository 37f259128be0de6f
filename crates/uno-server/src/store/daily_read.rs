//! The daily deal's reads and writes as [`Db`] methods (store/daily.rs
//! has the statements), on either back-end.

use super::daily::{
    attempt_of, better, day as read_day, day_of_room, pending, table, AttemptRow, DailyWrite,
    DayRow, DayTable,
};
use super::{sqlite, Backend, Db, StoreError, Write};
use crate::ids::{GameId, GuestId, RoomCode};

/// Runs one of the reads above on either back-end.
macro_rules! read {
    ($db:expr, |$c:ident| $body:expr) => {
        match &*$db.0 {
            Backend::Postgres(p) => {
                let client = p.client().await?;
                let $c = &super::pg::PgConn(&client);
                $body.await
            }
            Backend::Sqlite(_) => {
                $db.sqlite_read(move |s| {
                    let $c = s.conn();
                    sqlite::ready($body)
                })
                .await
            }
        }
    };
}

impl Db {
    /// Commits one daily write (see [`DailyWrite`]).
    pub async fn daily_write(&self, w: DailyWrite) -> Result<i64, StoreError> {
        self.write(Write::Daily(w)).await
    }

    /// The secret of `day`, if the day has one.
    pub async fn daily_day(&self, day: &str) -> Result<Option<DayRow>, StoreError> {
        let day = day.to_string();
        read!(self, |c| read_day(c, &day))
    }

    /// `guest`'s attempt at the deal of `day`, if any.
    pub async fn daily_attempt(
        &self,
        day: &str,
        guest: GuestId,
    ) -> Result<Option<AttemptRow>, StoreError> {
        let day = day.to_string();
        read!(self, |c| attempt_of(c, &day, guest))
    }

    /// The table of `day`: up to `limit` finished attempts best first, up
    /// to `limit` unfinished ones, and the counts.
    pub async fn daily_table(&self, day: &str, limit: i64) -> Result<DayTable, StoreError> {
        let day = day.to_string();
        read!(self, |c| table(c, &day, limit))
    }

    /// How many finished attempts of `day` rank strictly above this result.
    pub async fn daily_better(
        &self,
        day: &str,
        won: bool,
        turns: u32,
        points: i64,
    ) -> Result<i64, StoreError> {
        let day = day.to_string();
        read!(self, |c| better(c, &day, won, turns, points))
    }

    /// Attempts of `day` whose game has ended and whose result is still
    /// to be written: (guest, game).
    pub async fn daily_pending(&self, day: &str) -> Result<Vec<(GuestId, GameId)>, StoreError> {
        let day = day.to_string();
        read!(self, |c| pending(c, &day))
    }

    /// The day whose deal room `room` plays, if it is a daily room.
    pub async fn daily_day_of_room(&self, room: &RoomCode) -> Result<Option<String>, StoreError> {
        let room = room.clone();
        read!(self, |c| day_of_room(c, &room))
    }
}
