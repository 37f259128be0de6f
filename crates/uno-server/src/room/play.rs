//! The game: dealing it (`start`, `rematch`), the fairness window for UNO
//! catches (docs/protocol.md "Fairness"), applying an action (committed
//! to the database before anyone hears of it), and the game's end.

use std::sync::Arc;

use tokio::time::Instant;
use uno_core::{rotation_seed, Action, Seat};

use super::deal::turns_for;
use super::deal::{deal, feed};
use super::lobby::bot_nickname;
use super::{Held, Live, Occupant, Origin, Room, SeatRecord, MAX_SEATS};
use crate::fair;
use crate::metrics::{Outcome, Source};
use crate::protocol::{error_text, ErrorCode, ServerMsg, PROTOCOL_VERSION as V};
use crate::store::{NewGame, SeatResult, Write};

/// What became of a submitted action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Submitted {
    Applied,
    Held,
}

impl Room {
    /// The entry point of every action: the fairness window, then apply.
    pub(super) async fn submit(
        &mut self,
        seat: Seat,
        action: Action,
        origin: Origin,
    ) -> Result<Submitted, ErrorCode> {
        let now = Instant::now();
        let grace = self.shared.cfg.uno_grace;
        let live = self.live.as_ref().ok_or(ErrorCode::NoGame)?;
        if live.held.iter().any(|h| h.release_at <= now) {
            self.flush_held().await;
        }
        let live = self.live.as_mut().ok_or(ErrorCode::NoGame)?;
        if let Action::Catch { target } = action {
            if let Some((x, t0)) = live.exposed {
                if x == target && seat != target && now < t0 + grace && !live.over {
                    let release_at = t0 + grace;
                    live.held.push(Held {
                        seat,
                        action,
                        origin,
                        release_at,
                    });
                    if let Origin::Client { conn, id, .. } = origin {
                        let member = live.seats[seat.index()].member().unwrap_or(0);
                        let text = ServerMsg::Held {
                            v: V,
                            id,
                            release_in_ms: (release_at - now).as_millis() as u64,
                        }
                        .to_text();
                        self.send_to(member, conn, text);
                    }
                    return Ok(Submitted::Held);
                }
            }
        }
        let exposed_seat = live.exposed.map(|e| e.0);
        let held = !live.held.is_empty();
        let closes = !action.is_uno_or_catch() && Some(seat) != exposed_seat;
        if held && closes {
            self.flush_held().await;
        }
        let own_call = action == Action::Uno && Some(seat) == exposed_seat;
        self.apply(seat, action, origin).await?;
        if own_call && self.live.as_ref().is_some_and(|l| !l.held.is_empty()) {
            self.flush_held().await;
        }
        Ok(Submitted::Applied)
    }

    pub(super) async fn flush_held(&mut self) {
        let Some(live) = self.live.as_mut() else {
            return;
        };
        let held = std::mem::take(&mut live.held);
        for h in held {
            if let Err(e) = self.apply(h.seat, h.action, h.origin).await {
                self.reply_error(h.seat, h.origin, &e);
            }
        }
    }

    pub(super) fn reply_error(&mut self, seat: Seat, origin: Origin, e: &ErrorCode) {
        if let Origin::Client { conn, id, .. } = origin {
            let member = self
                .live
                .as_ref()
                .and_then(|l| l.seats.get(seat.index()))
                .and_then(|c| c.member());
            if let Some(m) = member {
                self.send_to(m, conn, error_text(id, e));
            }
        }
    }

    /// Applies one action, commits it, then tells everyone.
    pub(super) async fn apply(
        &mut self,
        seat: Seat,
        action: Action,
        origin: Origin,
    ) -> Result<(), ErrorCode> {
        let live = self.live.as_mut().ok_or(ErrorCode::NoGame)?;
        let before = live.game.clone();
        let prev_to_act = live.game.to_act();
        let prev_exposed = live.game.exposed();
        let mut events = Vec::new();
        let source = match origin {
            Origin::Client { .. } => Source::Client,
            Origin::Bot => Source::Bot,
            Origin::Server => Source::Server,
        };
        if let Err(e) = live.game.apply(seat, &action, &mut events) {
            self.shared.stats.action(Outcome::Refused, source);
            return Err(ErrorCode::rejected(&e));
        }
        let write = Write::Action {
            game: live.id,
            idx: live.seq,
            seat,
            action: serde_json::to_string(&action).expect("actions serialize"),
        };
        if let Err(e) = self.shared.db.write(write).await {
            tracing::error!(room = %self.code, "cannot record an action: {e}");
            if let Some(l) = self.live.as_mut() {
                l.game = before;
            }
            self.shared.stats.action(Outcome::NotRecorded, source);
            let code = self.db_err(&e);
            if code == ErrorCode::StorageUnavailable {
                self.retry_later();
            }
            return Err(code);
        }
        self.shared.stats.action(Outcome::Accepted, source);
        let now = Instant::now();
        let live = self.live.as_mut().expect("still live");
        live.seq += 1;
        // The verb only: what was played is in the update, what was
        // drawn is hidden from the others (R6) and is never logged.
        tracing::debug!(seat = seat.get(), action = action.verb(), seq = live.seq - 1, source = ?source, "action applied");
        live.turns.applied(seat, &action, prev_to_act);
        let ex = live.game.exposed();
        if ex != prev_exposed {
            live.exposed = ex.map(|s| (s, now));
        }
        feed(&mut live.seats, &events);
        let over = live.game.game_over();
        self.schedule(now, Some(seat), prev_to_act);
        self.broadcast_update(Some(seat), &events, origin);
        if over {
            self.finish().await;
        }
        Ok(())
    }

    pub(super) async fn finish(&mut self) {
        tracing::debug!("game over");
        let Some(live) = self.live.as_mut() else {
            return;
        };
        if live.over {
            return;
        }
        live.over = true;
        live.turn = None;
        live.bot_due = None;
        live.round_pause = None;
        live.held.clear();
        let g = &live.game;
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
            seed: live.seed.to_string(),
            salt: live.salt.clone(),
            commitment: live.commitment.clone(),
            replay: format!("/api/games/{id}/replay"),
        }
        .to_text()
        .into();
        if let Err(e) = self.shared.db.write(write.clone()).await {
            // Every move is stored, so a restart finishes the game again
            // (`pending_finish`); here the next game waits for it.
            tracing::error!(room = %self.code, "cannot record the end of game {id}: {e}");
            self.unrecorded_end = Some(Box::new(write));
        }
        self.shared.stats.add_game();
        self.send_all(|_| Some(text.clone()));
        self.broadcast_room();
        let offer: Arc<str> = ServerMsg::RematchOffer { v: V }.to_text().into();
        self.send_all(|to| to.host.then(|| offer.clone()));
    }

    pub(super) async fn start_game(&mut self) -> Result<(), ErrorCode> {
        let n = self.lobby.len();
        if !(2..=MAX_SEATS).contains(&n) {
            return Err(ErrorCode::NotEnoughPlayers(n));
        }
        if let Some(end) = self.unrecorded_end.take() {
            // The last game's end first (its results, its players' ratings).
            if let Err(e) = self.shared.db.write((*end).clone()).await {
                self.unrecorded_end = Some(end);
                return Err(self.db_err(&e));
            }
        }
        let (seed, salt) = fair::new_seed();
        let commitment = fair::commitment(seed, &salt);
        let (game, events) = deal(&self.shared, &self.rules, n, seed)
            .map_err(|e| ErrorCode::InvalidRules(e.to_string()))?;
        let records: Vec<SeatRecord> = self
            .lobby
            .iter()
            .enumerate()
            .map(|(seat, o)| match o {
                Occupant::Member(id) => {
                    let m = self.member(*id);
                    SeatRecord {
                        occupant: o.clone(),
                        nickname: m.map(|m| m.nickname.clone()).unwrap_or_default(),
                        guest_id: m.map(|m| m.guest_id),
                    }
                }
                Occupant::Bot(_) => SeatRecord {
                    occupant: o.clone(),
                    nickname: bot_nickname(&self.lobby, seat),
                    guest_id: None,
                },
            })
            .collect();
        let game_no = self.last_game_no + 1;
        let id = self
            .shared
            .db
            .write(Write::StartGame(NewGame {
                room: self.code.clone(),
                game_no,
                rules: serde_json::to_string(&self.rules_spec).expect("json"),
                players: n,
                seats: serde_json::to_string(&records).expect("json"),
                seed,
                salt: salt.clone(),
                commitment: commitment.clone(),
            }))
            .await
            .map_err(|e| self.db_err(&e))?;
        self.last_game_no = game_no;
        let mut ctls = self.seat_ctls(records, seed);
        feed(&mut ctls, &events);
        let now = Instant::now();
        let turns = turns_for(&ctls, rotation_seed(seed));
        for c in ctls.iter_mut() {
            if let Some(m) = c.member() {
                if !self.member_connected(m) {
                    c.away_since = Some(now);
                }
            }
        }
        self.live = Some(Box::new(Live {
            id,
            game_no,
            game,
            seed,
            salt,
            commitment: commitment.clone(),
            seats: ctls,
            seq: 0,
            over: false,
            held: Vec::new(),
            exposed: None,
            turn: None,
            round_pause: None,
            bot_due: None,
            turns,
        }));
        self.schedule(now, None, None);
        let info = self.info();
        let started: Arc<str> = ServerMsg::GameStarted {
            v: V,
            game_id: id,
            game_no,
            commitment,
            seats: &info.seats,
        }
        .to_text()
        .into();
        self.send_all(|_| Some(started.clone()));
        self.broadcast_room();
        self.broadcast_update(None, &events, Origin::Server);
        Ok(())
    }
}
