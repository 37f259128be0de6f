//! The game (dealt in room/start.rs): the fairness window for UNO catches
//! (docs/protocol.md "Fairness"), applying an action in two halves around
//! the driver's write (`prepare`, then `committed`: nobody hears of it
//! before the database has it), what follows a refused action, and the
//! game's end (`finish_game`, then `finished`).

use std::sync::Arc;

use tokio::time::Instant;
use uno_core::game::Phase;
use uno_core::{Action, Event, Seat, Table};

use super::deal::feed;
use super::driver::{Step, Then};
use super::{Held, Occupant, Origin, Room, Stage};
use crate::ids::GameId;
use crate::metrics::{Outcome, Source};
use crate::protocol::{error_text, ErrorCode, ServerMsg, PROTOCOL_VERSION as V};
use crate::store::{SeatResult, StoreError, Write};

/// An action applied to the game but not yet committed: the driver
/// writes [`Prepared::write`], then [`Room::committed`] tells everyone,
/// or puts the game back as it was.
pub(super) struct Prepared {
    pub(super) write: Write,
    seat: Seat,
    action: Action,
    origin: Origin,
    source: Source,
    before: Table,
    events: Vec<Event>,
    prev_to_act: Option<Seat>,
    prev_exposed: Option<Seat>,
}

/// The record of a game that just ended: the driver writes it, then
/// [`Room::finished`] tells everyone.
pub(super) struct Finished {
    pub(super) write: Write,
    id: GameId,
    text: Arc<str>,
}

impl Room {
    /// The entry point of every action: the fairness window (a catch
    /// inside it is held), then [`Step::Apply`].
    pub(super) fn submit(&mut self, seat: Seat, action: Action, origin: Origin, then: Then) {
        let now = Instant::now();
        let grace = self.shared.cfg.uno_grace;
        let Some(live) = self.live_mut() else {
            return self.refused(seat, origin, then, ErrorCode::NoGame);
        };
        if live.held.iter().any(|h| h.release_at <= now) {
            // The catches whose window ended come first; then this
            // action is looked at again.
            return self.next_first([
                Step::FlushHeld,
                Step::Submit {
                    seat,
                    action,
                    origin,
                    then,
                },
            ]);
        }
        let over = !matches!(self.stage, Stage::Playing(_));
        let live = self.live_mut().expect("checked");
        if let Action::Catch { target } = action {
            if let Some((x, t0)) = live.exposed {
                if x == target && seat != target && now < t0 + grace && !over {
                    let release_at = t0 + grace;
                    live.held.push(Held {
                        seat,
                        action,
                        origin,
                        release_at,
                    });
                    if then == Then::BotReact {
                        // The bot's offer is answered: the tick goes on.
                        let _ = live.table.pass(seat);
                    }
                    let member = live.seats[seat.index()].member();
                    if let (Origin::Client { conn, id, .. }, Some(member)) = (origin, member) {
                        let text = ServerMsg::Held {
                            v: V,
                            id,
                            release_in_ms: (release_at - now).as_millis() as u64,
                        }
                        .to_text();
                        self.send_to(member, conn, text);
                    }
                    if then == Then::BotReact {
                        self.next_first([Step::BotTick]);
                    }
                    return;
                }
            }
        }
        let exposed_seat = live.exposed.map(|e| e.0);
        let held = !live.held.is_empty();
        let closes = !action.is_uno_or_catch() && Some(seat) != exposed_seat;
        let own_call = action == Action::Uno && Some(seat) == exposed_seat;
        let apply = Step::Apply {
            seat,
            action,
            origin,
            then,
            flush_after: own_call,
        };
        if held && closes {
            self.next_first([Step::FlushHeld, apply]);
        } else {
            self.next_first([apply]);
        }
    }

    /// Applies the held catches, in arrival order.
    pub(super) fn flush_held(&mut self) {
        let Some(live) = self.live_mut() else {
            return;
        };
        let held = std::mem::take(&mut live.held);
        self.next_first(held.into_iter().map(|h| Step::Apply {
            seat: h.seat,
            action: h.action,
            origin: h.origin,
            then: Then::Nothing,
            flush_after: false,
        }));
    }

    pub(super) fn reply_error(&mut self, seat: Seat, origin: Origin, e: &ErrorCode) {
        // A lost lease is not the client's error: the room closes the
        // connection with `wrong_instance` instead.
        if self.closing() {
            return;
        }
        if let Origin::Client { conn, id, .. } = origin {
            let member = self
                .live()
                .and_then(|l| l.seats.get(seat.index()))
                .and_then(|c| c.member());
            if let Some(m) = member {
                self.send_to(m, conn, error_text(id, e));
            }
        }
    }

    /// Applies one action to the game; the write that commits it is the
    /// driver's to do.
    pub(super) fn prepare(
        &mut self,
        seat: Seat,
        action: Action,
        origin: Origin,
    ) -> Result<Prepared, ErrorCode> {
        let source = match origin {
            Origin::Client { .. } => Source::Client,
            Origin::Bot => Source::Bot,
            Origin::Server => Source::Server,
        };
        let live = self.live_mut().ok_or(ErrorCode::NoGame)?;
        let before = live.table.clone();
        let prev_to_act = live.table.game().to_act();
        let prev_exposed = live.table.game().exposed();
        let mut events = Vec::new();
        // The table keeps whose decision comes next itself.
        if let Err(e) = live.table.apply(seat, &action, &mut events) {
            self.shared.stats.action(Outcome::Refused, source);
            return Err(ErrorCode::rejected(&e));
        }
        let write = Write::Action {
            game: live.id,
            idx: live.seq,
            seat,
            action: action.clone(),
        };
        Ok(Prepared {
            write,
            seat,
            action,
            origin,
            source,
            before,
            events,
            prev_to_act,
            prev_exposed,
        })
    }

    /// The store answered the write of a prepared action: tell everyone
    /// and queue what follows it, or put the game back as it was.
    pub(super) fn committed(
        &mut self,
        p: Prepared,
        written: Result<i64, StoreError>,
        then: Then,
        flush_after: bool,
    ) {
        let Prepared {
            seat,
            action,
            origin,
            source,
            before,
            events,
            prev_to_act,
            prev_exposed,
            ..
        } = p;
        if let Err(e) = written {
            tracing::error!(room = %self.code, "cannot record an action: {e}");
            if let Some(l) = self.live_mut() {
                l.table = before;
            }
            self.shared.stats.action(Outcome::NotRecorded, source);
            let code = self.db_err(&e);
            if code == ErrorCode::StorageUnavailable {
                self.retry_later();
            }
            return self.refused(seat, origin, then, code);
        }
        self.shared.stats.action(Outcome::Accepted, source);
        let now = Instant::now();
        let Some(live) = self.live_mut() else {
            return;
        };
        live.seq += 1;
        // The verb only: what was played is in the update, what was
        // drawn is hidden from the others (R6) and is never logged.
        tracing::debug!(seat = seat.get(), action = action.verb(), seq = live.seq - 1, source = ?source, "action applied");
        let ex = live.table.game().exposed();
        if ex != prev_exposed {
            live.exposed = ex.map(|s| (s, now));
        }
        feed(&live.runner, &mut live.seats, &events);
        let held = !live.held.is_empty();
        let keep = match then {
            // Draw, then keep (R6.2).
            Then::TimeoutKeep(s) => Some(
                matches!(live.table.game().phase(), Phase::PlayOrPass { seat: t, .. } if t == s),
            ),
            _ => None,
        };
        self.schedule(now, Some(seat), prev_to_act);
        self.broadcast_update(Some(seat), &events, origin);
        let mut next = Vec::new();
        if flush_after && held {
            next.push(Step::FlushHeld);
        }
        if let (Then::TimeoutKeep(s), Some(keep)) = (then, keep) {
            if keep {
                next.push(Step::Submit {
                    seat: s,
                    action: Action::Pass,
                    origin: Origin::Server,
                    then: Then::Nothing,
                });
            }
            next.push(Step::CountTimeout(s));
        }
        self.next_first(next);
    }

    /// An action was refused (by the rules, or the store could not keep
    /// it): the client hears why, and what was to follow it is decided.
    pub(super) fn refused(&mut self, seat: Seat, origin: Origin, then: Then, e: ErrorCode) {
        self.reply_error(seat, origin, &e);
        match then {
            Then::Nothing => {
                if let Origin::Server = origin {
                    tracing::debug!(room = %self.code, seat = seat.get(), "server action refused: {e}");
                }
            }
            // Nothing could be stored: tried again shortly
            // (`retry_later`), and not counted against the player.
            Then::TimeoutKeep(_) if e == ErrorCode::StorageUnavailable => {}
            Then::TimeoutKeep(s) => self.next_first([Step::CountTimeout(s)]),
            // A bot's answer, settled by the seat runner (a rejected
            // answer is a fault counted there, `Room::bot_fault`), was not
            // applied after all: the position moved before its turn came
            // (held catches applied first) or nothing could be stored. The
            // seat runner's one fallback: the chance passes (the tick goes
            // on), or the default action is played.
            Then::BotReact => {
                tracing::warn!(room = %self.code, seat = seat.get(), "bot reaction not applied: {e}");
                if let Some(l) = self.playing_mut() {
                    l.runner.fall_back(&mut l.table, seat, true);
                }
                self.next_first([Step::BotTick]);
            }
            Then::BotAct(s) => {
                tracing::warn!(room = %self.code, seat = s.get(), "bot action not applied: {e}");
                let fallback = self
                    .playing_mut()
                    .and_then(|l| l.runner.fall_back(&mut l.table, s, false));
                if let Some(action) = fallback {
                    self.next_first([Step::Submit {
                        seat: s,
                        action,
                        origin: Origin::Server,
                        then: Then::Nothing,
                    }]);
                }
            }
        }
    }

    /// Whether the game being played has ended and is still to be
    /// recorded (the driver asks after every step; a stored game loaded
    /// after its last action but before its record, too).
    pub(super) fn finish_due(&self) -> bool {
        matches!(&self.stage, Stage::Playing(l) if l.table.game().game_over())
    }

    /// The game is over: the room moves to [`Stage::Over`] and gives the
    /// record for the driver to write.
    pub(super) fn finish_game(&mut self) -> Finished {
        tracing::debug!("game over");
        let Stage::Playing(mut live) = std::mem::replace(&mut self.stage, Stage::Lobby) else {
            unreachable!("finish_due said playing");
        };
        live.turn = None;
        live.bot_due = None;
        live.round_pause = None;
        live.held.clear();
        let g = live.table.game();
        let winners = g.game_winners();
        let scores = g.scores().to_vec();
        // Each seat's place rates it (crate::ratings: R12 decides it).
        let won: Vec<usize> = winners.iter().map(|s| s.index()).collect();
        let places = crate::ratings::places(&won, &scores, g.rules().scoring().method);
        let results = live
            .seats
            .iter()
            .zip(Seat::all(live.seats.len()))
            .map(|(c, seat)| SeatResult {
                seat,
                guest_id: c.guest_id,
                bot: match &c.occupant {
                    Occupant::Bot(l) => Some(l.clone()),
                    Occupant::Member(_) => None,
                },
                nickname: c.nickname.clone(),
                score: scores[seat.index()],
                winner: winners.contains(&seat),
                place: places[seat.index()],
                team: g.rules().teams().team_of(seat, live.seats.len()),
            })
            .collect();
        let write = Write::FinishGame {
            game: live.id,
            winners: winners.clone(),
            scores: scores.clone(),
            rounds: g.round(),
            results,
        };
        let id = live.id;
        let text: Arc<str> = ServerMsg::GameOver {
            v: V,
            game_id: id,
            winners: &winners,
            scores: &scores,
            seed: (!live.sealed).then(|| live.seed.to_string()),
            salt: (!live.sealed).then(|| live.salt.clone()),
            commitment: live.commitment.clone(),
            replay: format!("/api/games/{id}/replay"),
        }
        .to_text()
        .into();
        self.stage = Stage::Over {
            game: live,
            unrecorded: None,
        };
        Finished { write, id, text }
    }

    /// The store answered the write of a game's end.
    pub(super) fn finished(&mut self, f: Finished, written: Result<i64, StoreError>) {
        let Finished { write, id, text } = f;
        if let Err(e) = written {
            // Every move is stored, so a restart finishes the game again
            // (`finish_due` after the replay); here the next game waits
            // for it.
            tracing::error!(room = %self.code, "cannot record the end of game {id}: {e}");
            if let Stage::Over { unrecorded, .. } = &mut self.stage {
                *unrecorded = Some(Box::new(write));
            }
        }
        self.shared.stats.add_game();
        self.send_all(|_| Some(text.clone()));
        self.broadcast_room();
        let offer: Arc<str> = ServerMsg::RematchOffer { v: V }.to_text().into();
        self.send_all(|to| to.host.then(|| offer.clone()));
    }
}
