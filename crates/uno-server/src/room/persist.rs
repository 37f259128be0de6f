//! A room and the database: a new room, a stored room brought back (its
//! game in progress replayed from the seed and the action log through
//! the engine), and the seats' bots.

use std::sync::Arc;

use tokio::time::Instant;
use uno_bots::{make_bot, Level, SeatRunner};
use uno_core::{rotation_seed, seat_seed, Rules};

use super::deal::table_for;
use super::deal::{deal, feed};
use super::{
    lobby_seat, parse_level, Live, Member, Occupant, Room, SeatCtl, SeatRecord, Shared, Stage,
};
use crate::ids::{GuestId, MemberId, RoomCode};
use crate::store::RoomRecord;

impl Room {
    /// A new room with its host as its only member.
    pub(crate) fn new(
        code: RoomCode,
        shared: Arc<Shared>,
        gen: u64,
        rules: Rules,
        turn_timer_s: u32,
        host: (MemberId, GuestId, String, [u8; 32]),
        host_seated: bool,
    ) -> Room {
        let (id, guest_id, nickname, token_hash) = host;
        Room {
            code,
            shared,
            rules_spec: rules.to_spec(),
            rules,
            turn_timer_s,
            members: vec![Member {
                id,
                guest_id,
                nickname,
                token_hash,
                host: true,
                conns: Vec::new(),
                away_since: Some(Instant::now()),
                bot_account: false,
            }],
            lobby: if host_seated {
                vec![Occupant::Member(id)]
            } else {
                Vec::new()
            },
            stage: Stage::Lobby,
            last_game_no: 0,
            idle_since: Some(Instant::now()),
            gen,
            public: Default::default(),
            todo: Default::default(),
            outbox: Vec::new(),
        }
    }

    /// Brings a stored room back: the game in progress is replayed from
    /// its seed and action log through the engine.
    pub(crate) fn load(rec: RoomRecord, shared: Arc<Shared>, gen: u64) -> Result<Room, String> {
        let settings = rec.settings;
        let rules = settings
            .rules
            .resolve()
            .map_err(|e| format!("rules: {e}"))?;
        let lobby = rec.lobby;
        let members = rec
            .members
            .into_iter()
            .map(|m| Member {
                id: m.id,
                guest_id: m.guest_id,
                nickname: m.nickname,
                token_hash: m.token_hash,
                host: m.host,
                conns: Vec::new(),
                away_since: Some(Instant::now()),
                // Marked by the hub once loaded (`mark_bot_accounts`).
                bot_account: false,
            })
            .collect();
        let mut room = Room {
            code: rec.code,
            shared,
            rules_spec: rules.to_spec(),
            rules,
            turn_timer_s: settings.turn_timer_s,
            members,
            lobby,
            stage: Stage::Lobby,
            last_game_no: rec.last_game_no,
            idle_since: Some(Instant::now()),
            gen,
            public: Default::default(),
            todo: Default::default(),
            outbox: Vec::new(),
        };
        room.set_public(settings.public, settings.quick, None);
        room.set_hints(settings.hints);
        room.set_daily(settings.daily);
        if let Some(g) = rec.game {
            let rules = g.rules.resolve().map_err(|e| format!("game rules: {e}"))?;
            let seats = g.seats;
            let (mut game, mut events) = deal(&room.shared, &rules, g.players, g.seed)
                .map_err(|e| format!("game {}: {e}", g.id))?;
            let mut ctls = room.seat_ctls(seats, g.seed);
            let mut runner = SeatRunner::for_line_up(&ctls);
            feed(&runner, &mut ctls, &events);
            for (i, (seat, action)) in g.actions.iter().enumerate() {
                events.clear();
                game.apply(*seat, action, &mut events).map_err(|e| {
                    format!(
                        "game {}: action {i} ({action}) by seat {seat} rejected on replay: {e}",
                        g.id
                    )
                })?;
                feed(&runner, &mut ctls, &events);
            }
            let seq = g.actions.len() as u64;
            let exposed = game.exposed().map(|s| (s, Instant::now()));
            let table = table_for(game, &ctls, rotation_seed(g.seed) ^ seq, &mut runner);
            // A game whose last action ended it is recorded first by the
            // driver (`Room::finish_due`): the process stopped between
            // that action and the game's record.
            room.stage = Stage::Playing(Box::new(Live {
                id: g.id,
                game_no: g.game_no,
                seed: g.seed,
                salt: g.salt,
                commitment: g.commitment,
                seats: ctls,
                seq,
                held: Vec::new(),
                exposed,
                turn: None,
                round_pause: None,
                bot_due: None,
                sealed: room.public.daily.is_some(),
                table,
                runner,
            }));
        }
        Ok(room)
    }
}

impl Room {
    pub(super) fn seat_ctls(&self, seats: Vec<SeatRecord>, seed: u64) -> Vec<SeatCtl> {
        seats
            .into_iter()
            .enumerate()
            .map(|(i, r)| {
                let bot = match &r.occupant {
                    Occupant::Bot(l) => Some(make_bot(
                        parse_level(l).unwrap_or(Level::Medium),
                        seat_seed(seed, lobby_seat(i)),
                    )),
                    Occupant::Member(_) => None,
                };
                let coach = match &r.occupant {
                    Occupant::Member(_) if self.public.hints => {
                        Some(Box::new(uno_bots::coach::Coach::new(
                            seat_seed(seed, lobby_seat(i)) ^ 0x6869_6e74,
                            super::hint::coach_config(),
                        )))
                    }
                    _ => None,
                };
                SeatCtl {
                    coach,
                    occupant: r.occupant,
                    nickname: r.nickname,
                    guest_id: r.guest_id,
                    bot,
                    standing_in: false,
                    timeouts: 0,
                    away_since: None,
                }
            })
            .collect()
    }
}
