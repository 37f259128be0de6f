//! What a room tells its members: the public room state ([`RoomInfo`]),
//! `welcome`, `update` (each projected for its receiver: a seat's view or
//! a spectator's, never anyone else's hand), queued as [`Outgoing`]
//! messages that the driver delivers.

use std::sync::Arc;

use tokio::time::Instant;
use uno_core::{Event, EventKind, Seat, Viewer};

use super::lobby::bot_nickname;
use super::{lobby_seat, Occupant, Origin, Outgoing, Recipient, Room, Stage, MAX_SEATS};
use crate::fair;
use crate::ids::{ConnId, MemberId};
use crate::protocol::{
    GameInfo, MemberInfo, RoomInfo, SeatInfo, ServerMsg, You, PROTOCOL_VERSION as V,
};

impl Room {
    pub(super) fn lobby_seat_info(&self, seat: usize, o: &Occupant) -> SeatInfo {
        match o {
            Occupant::Member(id) => SeatInfo {
                seat: lobby_seat(seat),
                kind: "player".into(),
                nickname: self
                    .member(*id)
                    .map(|m| m.nickname.clone())
                    .unwrap_or_default(),
                member_id: Some(*id),
                level: None,
                connected: self.member_connected(*id),
                bot_standing_in: false,
                bot_account: self.member(*id).is_some_and(|m| m.bot_account),
            },
            Occupant::Bot(l) => SeatInfo {
                seat: lobby_seat(seat),
                kind: "bot".into(),
                nickname: bot_nickname(&self.lobby, seat),
                member_id: None,
                level: Some(l.clone()),
                connected: true,
                bot_standing_in: false,
                bot_account: false,
            },
        }
    }

    pub(super) fn info(&self) -> RoomInfo {
        let over = self.over();
        let seats = match &self.stage {
            Stage::Playing(live) => live
                .seats
                .iter()
                .enumerate()
                .map(|(s, c)| SeatInfo {
                    seat: lobby_seat(s),
                    kind: match c.occupant {
                        Occupant::Member(_) => "player".into(),
                        Occupant::Bot(_) => "bot".into(),
                    },
                    nickname: c.nickname.clone(),
                    member_id: c.member(),
                    level: match &c.occupant {
                        Occupant::Bot(l) => Some(l.clone()),
                        Occupant::Member(_) => None,
                    },
                    connected: match c.member() {
                        Some(m) => self.member_connected(m),
                        None => true,
                    },
                    bot_standing_in: c.standing_in,
                    bot_account: c
                        .member()
                        .and_then(|m| self.member(m))
                        .is_some_and(|m| m.bot_account),
                })
                .collect(),
            _ => self
                .lobby
                .iter()
                .enumerate()
                .map(|(s, o)| self.lobby_seat_info(s, o))
                .collect(),
        };
        let seat_in = |id: MemberId| -> Option<Seat> {
            match &self.stage {
                Stage::Playing(l) => l.seat_of(id),
                _ => self
                    .lobby
                    .iter()
                    .position(|o| *o == Occupant::Member(id))
                    .map(lobby_seat),
            }
        };
        RoomInfo {
            code: self.code.clone(),
            share_path: format!("/r/{}", self.code),
            status: self.status().into(),
            rules: self.rules_spec.clone(),
            turn_timer_s: self.turn_timer_s,
            public: self.public.public,
            quick: self.quick_info(),
            hints: self.public.hints,
            seats,
            members: self
                .members
                .iter()
                .map(|m| MemberInfo {
                    member_id: m.id,
                    nickname: m.nickname.clone(),
                    host: m.host,
                    connected: !m.conns.is_empty(),
                    seat: seat_in(m.id),
                    bot_account: m.bot_account,
                })
                .collect(),
            game: self.live().map(|l| GameInfo {
                game_id: l.id,
                game_no: l.game_no,
                commitment: l.commitment.clone(),
                seq: l.seq,
                over,
                round: l.table.game().round(),
                round_commitment: l.round_commitment(),
                round_reveal: l.round_reveal(),
                seed: (over && !l.sealed).then(|| l.seed.to_string()),
                salt: (over && !l.sealed).then(|| l.salt.clone()),
            }),
        }
    }

    // ----- sending --------------------------------------------------------------

    /// Queues a message for every connection for which `render` gives a
    /// text (the driver delivers them after the step).
    pub(super) fn send_all(&mut self, mut render: impl FnMut(Recipient) -> Option<Arc<str>>) {
        for m in &self.members {
            for c in &m.conns {
                let to = Recipient {
                    member: m.id,
                    host: m.host,
                    conn: c.id,
                };
                if let Some(text) = render(to) {
                    self.outbox.push(Outgoing {
                        member: m.id,
                        conn: c.id,
                        text,
                    });
                }
            }
        }
    }

    pub(super) fn send_to(&mut self, member: MemberId, conn: ConnId, text: String) {
        if self
            .member(member)
            .is_some_and(|m| m.conns.iter().any(|c| c.id == conn))
        {
            self.outbox.push(Outgoing {
                member,
                conn,
                text: text.into(),
            });
        }
    }

    pub(super) fn broadcast_room(&mut self) {
        let info = self.info();
        let text: Arc<str> = ServerMsg::Room { v: V, room: &info }.to_text().into();
        self.send_all(|_| Some(text.clone()));
    }

    pub(super) fn deadline_ms(&self) -> Option<u64> {
        let live = self.live()?;
        let (_, t) = live.turn?;
        Some(t.saturating_duration_since(Instant::now()).as_millis() as u64)
    }

    /// Between rounds: the time left until the next round is dealt by itself.
    pub(super) fn next_round_ms(&self) -> Option<u64> {
        let t = self.live()?.round_pause?;
        Some(t.saturating_duration_since(Instant::now()).as_millis() as u64)
    }

    pub(super) fn send_welcome(&mut self, member: MemberId, conn: ConnId, id: Option<u64>) {
        let Some(m) = self.member(member) else { return };
        let seat = self.seat_of(member);
        let you = You {
            member_id: m.id,
            nickname: m.nickname.clone(),
            host: m.host,
            seat,
        };
        let info = self.info();
        let deadline_ms = self.deadline_ms();
        let next_round_ms = self.next_round_ms();
        let text = match self.live() {
            Some(live) => {
                let viewer = seat.map(Viewer::Seat).unwrap_or(Viewer::Spectator);
                let state = live.table.view(viewer);
                let mut legal = Vec::new();
                if let Some(s) = seat {
                    live.table.game().legal_actions(s, &mut legal);
                }
                ServerMsg::Welcome {
                    v: V,
                    id,
                    you: &you,
                    room: &info,
                    state: Some(&state),
                    legal: seat.map(|_| legal.as_slice()),
                    deadline_ms,
                    next_round_ms,
                }
                .to_text()
            }
            None => ServerMsg::Welcome {
                v: V,
                id,
                you: &you,
                room: &info,
                state: None,
                legal: None,
                deadline_ms: None,
                next_round_ms: None,
            }
            .to_text(),
        };
        self.send_to(member, conn, text);
    }

    /// Sends one applied action to everyone, each projected for its viewer.
    pub(super) fn broadcast_update(&mut self, by: Option<Seat>, events: &[Event], origin: Origin) {
        let Some(live) = self.live() else {
            return;
        };
        let deadline_ms = self.deadline_ms();
        let next_round_ms = self.next_round_ms();
        let starts_round = events
            .iter()
            .any(|e| matches!(e.kind, EventKind::RoundStarted { .. }));
        let commitment = starts_round.then(|| live.commitment.clone());
        // The round dealt by this update is committed to; the round ended
        // by it is revealed (fair.rs).
        let round = starts_round.then(|| live.table.game().round());
        let round_commitment = starts_round.then(|| live.round_commitment());
        let ends_round = events.iter().any(|e| {
            matches!(
                e.kind,
                EventKind::RoundEnded { .. } | EventKind::GameEnded { .. }
            )
        });
        let round_reveal = (ends_round && !live.sealed).then(|| {
            let ended = live.table.game().round() - u32::from(starts_round);
            fair::round_reveal(live.seed, &live.salt, ended)
        });
        let seq = live.seq;
        let game = live.table.game();
        let render = |seat: Option<Seat>, ack: Option<u64>| -> Arc<str> {
            let viewer = seat.map(Viewer::Seat).unwrap_or(Viewer::Spectator);
            let seen: Vec<_> = events.iter().map(|e| e.project(viewer)).collect();
            let state = game.view(viewer);
            let mut legal = Vec::new();
            if let Some(s) = seat {
                game.legal_actions(s, &mut legal);
            }
            ServerMsg::Update {
                v: V,
                seq,
                by,
                ack,
                events: &seen,
                state: &state,
                legal: seat.map(|_| legal.as_slice()),
                deadline_ms,
                next_round_ms,
                commitment: commitment.as_deref(),
                round,
                round_commitment: round_commitment.as_deref(),
                round_reveal: round_reveal.as_ref(),
            }
            .to_text()
            .into()
        };
        let mut cache: [Option<Arc<str>>; MAX_SEATS + 1] = Default::default();
        let seats: Vec<(MemberId, Option<Seat>)> = self
            .members
            .iter()
            .filter(|m| !m.conns.is_empty())
            .map(|m| (m.id, live.seat_of(m.id)))
            .collect();
        let mut texts: Vec<(MemberId, ConnId, Arc<str>)> = Vec::new();
        for m in &self.members {
            let Some(&(_, seat)) = seats.iter().find(|(id, _)| *id == m.id) else {
                continue;
            };
            for c in &m.conns {
                let ack = match origin {
                    Origin::Client { conn, id, .. } if conn == c.id => Some(id),
                    _ => None,
                };
                let text = match ack {
                    Some(id) => render(seat, id),
                    None => {
                        let k = seat.map(|s| s.index()).unwrap_or(MAX_SEATS);
                        cache[k].get_or_insert_with(|| render(seat, None)).clone()
                    }
                };
                texts.push((m.id, c.id, text));
            }
        }
        self.send_all(|to| {
            texts
                .iter()
                .find(|(mid, cid, _)| *mid == to.member && *cid == to.conn)
                .map(|t| t.2.clone())
        });
        if let Origin::Client { arrived, .. } = origin {
            self.shared.stats.round_trip(arrived);
        }
    }
}
