//! A change the store must take before anyone hears of it, as one step
//! for the driver (`Step::Save`). The room decides and makes the
//! change at once (the seats, the settings, the host role, a member
//! joining) and keeps what it replaced; the driver writes; then
//! [`Room::saved`] tells everyone and answers whoever asked, or, the
//! store refusing, puts back what was there and answers the error
//! (`storage_unavailable` for a full or read-only database). A new game
//! is the one change made after its write, since the store gives its id
//! (room/start.rs).

use std::sync::Arc;

use tokio::sync::oneshot;
use tokio::time::Instant;
use uno_core::{Event, Game, Rules, RulesSpec};

use super::{Caller, Joined, Occupant, Room, SeatRecord, Stage};
use crate::ids::MemberId;
use crate::protocol::{error_text, ErrorCode, ServerMsg, PROTOCOL_VERSION as V};
use crate::store::{StoreError, Write};

/// What the driver's `Step::Save` carries (queued by `Room::save`).
#[derive(Debug)]
pub(super) struct Save {
    /// Written in this order; the first one refused stops the rest.
    writes: Vec<Write>,
    change: Change,
    /// Who asked, answered `ok` once everyone is told, or the error.
    /// None: the room's own change (a timer's), whose refusal is logged.
    from: Option<Caller>,
}

/// What the writes of a [`Save`] carry into the room.
pub(super) enum Change {
    /// The seats changed (a seating command, a quick table's fill):
    /// the seats before. `then_start`: the quick table starts once they
    /// are saved.
    Seats {
        old: Vec<Occupant>,
        then_start: bool,
    },
    /// The settings changed (`configure`): what they were.
    Settings(Box<Configured>),
    /// The host role passed from `old` to `to`.
    Host { old: Option<MemberId>, to: MemberId },
    /// A member joined (seated when `joined.seat` is some), answered
    /// through `reply`; one write, the member's and the seats' together.
    Join {
        joined: Joined,
        reply: oneshot::Sender<Result<Joined, ErrorCode>>,
    },
    /// A game dealt, put in play once the store has it (its id).
    Start(Box<Dealt>),
    /// Nothing the room shows, nothing to put back: an invitation to a
    /// bot account; an idle public table turned private (it stays so
    /// when the store refuses, as nobody is there to list it for).
    Stored,
}

impl std::fmt::Debug for Change {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl Change {
    fn name(&self) -> &'static str {
        match self {
            Change::Seats { .. } => "seats",
            Change::Settings(_) => "settings",
            Change::Host { .. } => "host",
            Change::Join { .. } => "join",
            Change::Start(_) => "start",
            Change::Stored => "write",
        }
    }
}

/// The settings a `configure` changes, as they were.
pub(super) struct Configured {
    rules: Rules,
    rules_spec: RulesSpec,
    turn_timer_s: u32,
    public: bool,
    fill_at: Option<Instant>,
    hints: bool,
}

/// A game dealt and not yet stored ([`Change::Start`], room/start.rs).
pub(super) struct Dealt {
    pub(super) game_no: u32,
    pub(super) seed: u64,
    pub(super) salt: String,
    pub(super) commitment: String,
    pub(super) records: Vec<SeatRecord>,
    pub(super) game: Game,
    pub(super) events: Vec<Event>,
    /// The last game's end (refused by the store when it ended) is
    /// written first.
    pub(super) end_first: bool,
}

impl Save {
    /// Writes `writes`, then keeps `change` (or puts back what it
    /// replaced) and answers `from`.
    pub(super) fn new(writes: Vec<Write>, change: Change, from: Option<Caller>) -> Save {
        Save {
            writes,
            change,
            from,
        }
    }

    /// The writes, for the driver (which then calls [`Room::saved`]).
    pub(super) fn take_writes(&mut self) -> Vec<Write> {
        std::mem::take(&mut self.writes)
    }
}

impl Room {
    /// The seats as they are now, to be written.
    pub(super) fn seats_write(&self) -> Write {
        Write::Lobby {
            room: self.code.clone(),
            lobby: self.lobby.clone(),
        }
    }

    /// The settings as they are now, to be put back by
    /// [`Change::Settings`].
    pub(super) fn configured(&self) -> Box<Configured> {
        Box::new(Configured {
            rules: self.rules.clone(),
            rules_spec: self.rules_spec.clone(),
            turn_timer_s: self.turn_timer_s,
            public: self.public.public,
            fill_at: self.public.fill_at,
            hints: self.public.hints,
        })
    }

    /// The driver wrote `stored` of the save's writes; `written` is the
    /// last one's answer. Taken: everyone is told, then the caller gets
    /// `ok`. Refused: what the change replaced is back (what was stored
    /// before the refusal stays), and the caller gets the error (none
    /// when the room is closing: a lost lease is not the client's error).
    pub(super) fn saved(&mut self, s: Save, stored: usize, written: Result<i64, StoreError>) {
        let Save { change, from, .. } = s;
        let what = change.name();
        let answer = match written {
            Ok(id) => {
                self.keep(change, id);
                Ok(())
            }
            Err(e) => {
                let code = self.db_err(&e);
                self.undo(change, stored, &code);
                Err(code)
            }
        };
        match (from, answer) {
            (Some(from), Ok(())) => {
                let ok = ServerMsg::Ok { v: V, id: from.id }.to_text();
                self.send_to(from.member, from.conn, ok);
            }
            (Some(from), Err(code)) => self.refuse(from, &code),
            (None, Err(code)) => {
                tracing::warn!(room = %self.code, "{what} not saved: {code}");
            }
            (None, Ok(())) => {}
        }
    }

    /// Answers `from` with an error, unless the room is closing.
    pub(super) fn refuse(&mut self, from: Caller, code: &ErrorCode) {
        if !self.closing() {
            self.send_to(from.member, from.conn, error_text(from.id, code));
        }
    }

    fn keep(&mut self, change: Change, id: i64) {
        match change {
            Change::Seats { then_start, .. } => {
                self.broadcast_room();
                if then_start {
                    self.quick_start();
                }
            }
            Change::Settings(_) => self.broadcast_room(),
            Change::Host { old, to } => {
                tracing::info!(room = %self.code, from = ?old, to = %to, "host role handed over");
                self.broadcast_room();
                if self.over() {
                    // A finished game's rematch offer goes to the new host.
                    let offer: Arc<str> = ServerMsg::RematchOffer { v: V }.to_text().into();
                    self.send_all(|r| (r.member == to).then(|| offer.clone()));
                }
            }
            Change::Join { joined, reply } => {
                self.broadcast_room();
                let _ = reply.send(Ok(joined));
            }
            Change::Start(dealt) => self.started(*dealt, id),
            Change::Stored => {}
        }
    }

    fn undo(&mut self, change: Change, stored: usize, code: &ErrorCode) {
        match change {
            Change::Seats { old, .. } => self.lobby = old,
            Change::Settings(c) => {
                let Configured {
                    rules,
                    rules_spec,
                    turn_timer_s,
                    public,
                    fill_at,
                    hints,
                } = *c;
                self.rules = rules;
                self.rules_spec = rules_spec;
                self.turn_timer_s = turn_timer_s;
                self.public.public = public;
                self.public.fill_at = fill_at;
                self.public.hints = hints;
            }
            Change::Host { old, .. } => self.host_kept(old),
            Change::Join { joined, reply } => {
                // The membership and the seat were one write: neither
                // was stored.
                let me = Occupant::Member(joined.member_id);
                self.lobby.retain(|o| *o != me);
                self.members.retain(|m| m.id != joined.member_id);
                let _ = reply.send(Err(code.clone()));
            }
            Change::Start(dealt) => {
                // The last game's end, written first, is recorded now.
                if dealt.end_first && stored > 0 {
                    if let Stage::Over { unrecorded, .. } = &mut self.stage {
                        *unrecorded = None;
                    }
                }
            }
            Change::Stored => {}
        }
    }
}
