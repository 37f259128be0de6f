//! Public tables and quick match (issue 21; docs/protocol.md "Public
//! tables and quick match"): a public room keeps its row of the lobby
//! list (`lobby_tables`, store/listing.rs) current, a public table nobody
//! has been connected to for `public_idle` while it waits leaves the
//! lobby by itself (it turns private), and a quick-match table whose wait
//! ran out (`quick_wait`) while someone is at it fills its empty seats
//! with the host's choice of bots and starts; a quick table whose seats
//! are all taken starts at once.

use tokio::time::Instant;
use uno_core::Rules;

use super::save::Change;
use super::{Occupant, Room, Settings, MAX_SEATS};
use crate::protocol::{check_nickname, ErrorCode, QuickInfo};
use crate::store::listing::{PublicWrite, TableRow};
use crate::store::{StoreError, Write};

pub use crate::seating::QuickSettings;

/// Seats at a quick-match table.
pub const QUICK_SEATS: u32 = 4;

/// A room's public side.
#[derive(Debug, Default)]
pub(super) struct PublicState {
    pub(super) public: bool,
    pub(super) quick: Option<QuickSettings>,
    /// Hints allowed (issue 31; `check_hints`).
    pub(crate) hints: bool,
    /// A daily deal's room: its day (room/daily.rs).
    pub(crate) daily: Option<String>,
    /// When a quick table fills its empty seats with bots and starts.
    pub(super) fill_at: Option<Instant>,
    /// The lobby row last written (None: the room has no row).
    written: Option<TableRow>,
}

/// The preset whose rules these are, or `custom`.
pub fn preset_of(rules: &Rules) -> String {
    Rules::preset_names()
        .into_iter()
        .find(|n| Rules::named(n).is_ok_and(|r| r == *rules))
        .unwrap_or("custom")
        .to_string()
}

/// The rules in a few words: the preset, then any house rules (R13) the
/// preset does not turn on by itself.
pub fn summary_of(rules: &Rules) -> String {
    let preset = preset_of(rules);
    if preset != "custom" {
        return preset;
    }
    let spec = rules.to_spec();
    let base = spec.preset.clone().unwrap_or_else(|| "classic".into());
    if spec.house.is_empty() {
        format!("{base}, custom options")
    } else {
        format!("{base} + {}", spec.house.join(", "))
    }
}

/// A nickname as public lists show it: one that passes the nickname check
/// as it is (every stored one does), else `player`.
pub fn public_nickname(n: &str) -> String {
    check_nickname(n).unwrap_or_else(|_| "player".into())
}

/// The row of a room just created (written by the hub before anyone can
/// find it: quick matches must see a new table at once).
pub fn new_row(code: &str, rules: &Rules, host: &str, quick: Option<&QuickSettings>) -> TableRow {
    TableRow {
        code: code.to_string(),
        public: true,
        quick: quick.is_some(),
        preset: quick.map_or_else(|| preset_of(rules), |q| q.preset.clone()),
        summary: summary_of(rules),
        seats: quick.map_or(MAX_SEATS as u32, |q| q.seats),
        taken: 1,
        host: public_nickname(host),
        state: "waiting".into(),
        online: 0,
    }
}

impl Room {
    /// Makes the room public (or a quick table) as created or loaded;
    /// `written` is the row the hub already wrote for it.
    pub(crate) fn set_public(
        &mut self,
        public: bool,
        quick: Option<QuickSettings>,
        written: Option<TableRow>,
    ) {
        let wait = self.shared.cfg.quick_wait;
        self.public = PublicState {
            public,
            fill_at: quick.as_ref().map(|_| Instant::now() + wait),
            quick,
            written,
            hints: self.public.hints,
            daily: self.public.daily.take(),
        };
    }

    /// Allows hints or not (issue 31), as created or loaded.
    pub(crate) fn set_hints(&mut self, on: bool) {
        self.public.hints = on;
    }

    /// The room's settings as stored.
    pub(super) fn settings(&self) -> Settings {
        Settings {
            rules: self.rules_spec.clone(),
            turn_timer_s: self.turn_timer_s,
            public: self.public.public,
            quick: self.public.quick.clone(),
            hints: self.public.hints,
            daily: self.public.daily.clone(),
        }
    }

    /// The most seats the lobby gives out: a quick table's size, else ten
    /// (R2.1).
    pub(super) fn seat_limit(&self) -> usize {
        self.public
            .quick
            .as_ref()
            .map_or(MAX_SEATS, |q| q.seats as usize)
    }

    /// A rules change on a quick table is refused: quick matches pick
    /// tables by their rules.
    pub(super) fn check_rules_change(&self) -> Result<(), ErrorCode> {
        match &self.public.quick {
            Some(_) => Err(ErrorCode::InvalidSettings(
                "a quick-match table keeps the rules it was opened with".into(),
            )),
            None => Ok(()),
        }
    }

    /// Turns the room public or private (the host's `configure`).
    pub(super) fn set_public_flag(&mut self, public: bool) {
        self.public.public = public;
        if !public {
            self.public.fill_at = None;
        }
    }

    pub(super) fn quick_info(&self) -> Option<QuickInfo> {
        let q = self.public.quick.as_ref()?;
        let now = Instant::now();
        Some(QuickInfo {
            seats: q.seats,
            bots: q.bots.clone(),
            preset: q.preset.clone(),
            fill_in_ms: self
                .public
                .fill_at
                .filter(|_| self.live().is_none() && self.connected())
                .map(|t| t.saturating_duration_since(now).as_millis() as u64),
        })
    }

    /// The row the lobby should show for this room now (None: none).
    fn table_row(&self) -> Option<TableRow> {
        if !self.public.public {
            return None;
        }
        let (state, taken) = match self.live() {
            None => ("waiting", self.lobby.len()),
            Some(l) if self.playing() => ("playing", l.seats.len()),
            // A finished game: the table is not listed (a rematch lists
            // it again, as playing).
            Some(_) => return None,
        };
        let host = self
            .members
            .iter()
            .find(|m| m.host)
            .map(|m| public_nickname(&m.nickname))
            .unwrap_or_default();
        Some(TableRow {
            code: self.code.to_string(),
            public: true,
            quick: self.public.quick.is_some(),
            preset: match &self.public.quick {
                Some(q) => q.preset.clone(),
                None => preset_of(&self.rules),
            },
            summary: summary_of(&self.rules),
            seats: self.seat_limit() as u32,
            taken: taken as u32,
            host,
            state: state.into(),
            online: self.members.iter().filter(|m| !m.conns.is_empty()).count() as u32,
        })
    }

    /// The write of the room's lobby row when it changed, and the row it
    /// shows: the driver writes it after every command and timer of the
    /// room's task, then calls [`Room::public_synced`].
    pub(super) fn public_sync(&self) -> Option<(Write, Option<TableRow>)> {
        if self.closing() {
            return None;
        }
        let row = self.table_row();
        if row == self.public.written {
            return None;
        }
        let w = match &row {
            Some(r) => PublicWrite::Table(r.clone()),
            None => PublicWrite::Gone {
                code: self.code.to_string(),
            },
        };
        Some((Write::Public(w), row))
    }

    /// The store answered the write of the lobby row `row`.
    pub(super) fn public_synced(
        &mut self,
        row: Option<TableRow>,
        written: Result<i64, StoreError>,
    ) {
        match written {
            Ok(_) => self.public.written = row,
            Err(e) => {
                let _ = self.db_err(&e);
                tracing::warn!(room = %self.code, "cannot update the lobby row: {e}");
            }
        }
    }

    /// The room leaves the lobby before it unloads: the write that removes
    /// its row, if it has one (the driver only logs a refusal).
    pub(super) fn public_gone(&mut self) -> Option<Write> {
        self.public.written.take()?;
        Some(Write::Public(PublicWrite::Gone {
            code: self.code.to_string(),
        }))
    }

    /// When the public side has something to do: a quick table's fill
    /// (someone is at it), or a waiting public table's closing for
    /// idleness (nobody is). A full quick table is due at once: at `now`
    /// (the caller's clock reading, so that "due at `now`" holds when
    /// compared with that same reading; a fresh reading here made the
    /// room's task wake and find nothing due, in a busy loop, stop 29).
    pub(super) fn public_deadline(&self, now: Instant) -> Option<Instant> {
        if !self.public.public || self.live().is_some() {
            return None;
        }
        if self.connected() {
            let full = self.lobby.len() >= self.seat_limit();
            return self
                .public
                .fill_at
                .map(|t| if full { now.min(t) } else { t });
        }
        self.idle_since.map(|t| t + self.shared.cfg.public_idle)
    }

    /// Does what [`Room::public_deadline`] said is due.
    pub(super) fn on_public_timer(&mut self, now: Instant) {
        if self.public_deadline(now).is_none() {
            return;
        }
        let full = self.lobby.len() >= self.seat_limit();
        let connected = self.connected();
        let fill_due = self.public.fill_at.is_some_and(|t| t <= now || full);
        let idle_due = self
            .idle_since
            .is_some_and(|t| t + self.shared.cfg.public_idle <= now);
        if (connected && !fill_due) || (!connected && !idle_due) {
            return;
        }
        if !connected {
            // Nobody has been here for `public_idle`: the table leaves
            // the lobby and turns private (issue 21, "idle public tables
            // close by themselves"), and stays so if the store refuses
            // (a refusal is logged).
            tracing::info!(room = %self.code, "idle public table closed");
            self.public.public = false;
            self.public.fill_at = None;
            let write = Write::Settings {
                room: self.code.clone(),
                settings: self.settings(),
            };
            self.save(vec![write], Change::Stored, None);
            return;
        }
        self.public.fill_at = None;
        let Some(q) = self.public.quick.clone() else {
            return;
        };
        let seats = q.seats as usize;
        if self.lobby.len() >= seats {
            return self.quick_start();
        }
        // The empty seats take the table's bots; once they are saved,
        // the table starts (`Change::Seats`' `then_start`).
        let filled = self.swap_seats(|l| {
            while l.len() < seats {
                l.push(Occupant::Bot(q.bots.clone()));
            }
            Ok(())
        });
        match filled {
            Ok(old) => {
                let change = Change::Seats {
                    old,
                    then_start: true,
                };
                self.save(vec![self.seats_write()], change, None);
            }
            Err(e) => tracing::warn!(room = %self.code, "quick table could not start: {e}"),
        }
    }

    /// A quick table whose seats are all taken deals.
    pub(super) fn quick_start(&mut self) {
        tracing::info!(room = %self.code, "quick table starts");
        if let Err(e) = self.start_game(None) {
            tracing::warn!(room = %self.code, "quick table could not start: {e}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_are_named_and_others_are_custom() {
        assert_eq!(preset_of(&Rules::default()), "classic");
        assert_eq!(preset_of(&Rules::named("killer").unwrap()), "killer");
        let mut spec = Rules::default().to_spec();
        spec.options.hand_size = Some(5);
        let custom = spec.resolve().unwrap();
        assert_eq!(preset_of(&custom), "custom");
        assert!(summary_of(&custom).starts_with("classic"));
    }

    #[test]
    fn public_lists_never_show_a_nickname_that_fails_the_check() {
        assert_eq!(public_nickname("Ada"), "Ada");
        assert_eq!(public_nickname("<b>x</b>"), "player");
        assert_eq!(public_nickname("a\u{202e}b"), "player");
    }
}
