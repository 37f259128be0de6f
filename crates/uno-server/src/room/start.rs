//! Dealing a game (`start`, `rematch`, a quick table's start, a daily
//! room's deal) in two halves around the driver's write: the room checks
//! the table and deals ([`Room::start_game`], [`Room::deal_game`]), the
//! driver writes the game (after the last game's end, when the store
//! refused that before), then [`Room::started`] puts it in play and tells
//! everyone. A daily room reads its day's secret first
//! ([`Step::DailyDeal`]). Nothing changes before the store has the game:
//! it gives the game's id.

use std::sync::Arc;

use tokio::time::Instant;
use uno_bots::SeatRunner;
use uno_core::rotation_seed;

use super::deal::{deal, feed, table_for};
use super::driver::Step;
use super::lobby::bot_nickname;
use super::save::{Change, Dealt};
use super::{Caller, Live, Occupant, Origin, Room, SeatRecord, Stage, MAX_SEATS};
use crate::fair;
use crate::protocol::{ErrorCode, ServerMsg, PROTOCOL_VERSION as V};
use crate::store::{NewGame, Write};

impl Room {
    /// Deals a game to the lobby's table (2–10 seats) unless refused at
    /// once; `from`, who asked, is answered by the driver once the game
    /// is stored (after the `game_started`, `room` and first `update`).
    pub(super) fn start_game(&mut self, from: Option<Caller>) -> Result<(), ErrorCode> {
        let n = self.lobby.len();
        if !(2..=MAX_SEATS).contains(&n) {
            return Err(ErrorCode::NotEnoughPlayers(n));
        }
        if self.public.daily.is_some() {
            // A daily room plays its day's one game, from the day's
            // secret (room/daily.rs), read by the driver.
            if self.last_game_no > 0 {
                return Err(ErrorCode::DailyAlreadyPlayed);
            }
            self.next_first([Step::DailyDeal { from }]);
            return Ok(());
        }
        self.deal_game(from, fair::new_seed())
    }

    /// Deals from the secret `(seed, salt)` and queues the game's write.
    pub(super) fn deal_game(
        &mut self,
        from: Option<Caller>,
        (seed, salt): (u64, String),
    ) -> Result<(), ErrorCode> {
        let n = self.lobby.len();
        let commitment = fair::commitment(seed, &salt);
        let (game, events) = deal(&self.shared, &self.rules, n, seed)
            .map_err(|e| ErrorCode::InvalidRules(e.into()))?;
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
        let mut writes = Vec::new();
        if let Stage::Over {
            unrecorded: Some(end),
            ..
        } = &self.stage
        {
            // The last game's end first (its results, its players' ratings).
            writes.push((**end).clone());
        }
        let end_first = !writes.is_empty();
        writes.push(Write::StartGame(NewGame {
            room: self.code.clone(),
            game_no,
            rules: self.rules_spec.clone(),
            players: n,
            seats: records.clone(),
            seed,
            salt: salt.clone(),
            commitment: commitment.clone(),
        }));
        let dealt = Dealt {
            game_no,
            seed,
            salt,
            commitment,
            records,
            game,
            events,
            end_first,
        };
        self.save(writes, Change::Start(Box::new(dealt)), from);
        Ok(())
    }

    /// The store has the game (`id`): it is in play, and everyone is told.
    pub(super) fn started(&mut self, d: Dealt, id: i64) {
        let id = crate::store::game_written(id);
        self.last_game_no = d.game_no;
        let mut ctls = self.seat_ctls(d.records, d.seed);
        let mut runner = SeatRunner::for_line_up(&ctls);
        feed(&runner, &mut ctls, &d.events);
        let now = Instant::now();
        let table = table_for(d.game, &ctls, rotation_seed(d.seed), &mut runner);
        for c in ctls.iter_mut() {
            if let Some(m) = c.member() {
                if !self.member_connected(m) {
                    c.away_since = Some(now);
                }
            }
        }
        self.stage = Stage::Playing(Box::new(Live {
            id,
            game_no: d.game_no,
            seed: d.seed,
            salt: d.salt,
            commitment: d.commitment.clone(),
            seats: ctls,
            seq: 0,
            held: Vec::new(),
            exposed: None,
            turn: None,
            round_pause: None,
            bot_due: None,
            sealed: self.public.daily.is_some(),
            table,
            runner,
        }));
        self.schedule(now, None, None);
        let info = self.info();
        let started: Arc<str> = ServerMsg::GameStarted {
            v: V,
            game_id: id,
            game_no: d.game_no,
            commitment: d.commitment,
            seats: &info.seats,
        }
        .to_text()
        .into();
        self.send_all(|_| Some(started.clone()));
        self.broadcast_room();
        self.broadcast_update(None, &d.events, Origin::Server);
    }
}
