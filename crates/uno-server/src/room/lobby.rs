//! The lobby and the members: joining, the seats of the next game (saved,
//! then announced), who is host and how the role passes on, a connection
//! leaving.

use tokio::sync::oneshot;
use tokio::time::Instant;

use super::save::Change;
use super::timers::STORAGE_RETRY;
use super::{lobby_seat, Caller, Joined, Member, Occupant, Room, Stage, MAX_SEATS};
use crate::fair;
use crate::ids::{ConnId, GuestId, MemberId};
use crate::protocol::ErrorCode;
use crate::store::accounts::ANONYMOUS;
use crate::store::Write;

/// A bot's name at the table: "medium bot", or "medium bot 2" when the
/// table has more than one bot of its level (numbered in seat order).
pub(super) fn bot_nickname(lobby: &[Occupant], seat: usize) -> String {
    let Some(Occupant::Bot(level)) = lobby.get(seat) else {
        return String::new();
    };
    let same = |o: &Occupant| matches!(o, Occupant::Bot(l) if l == level);
    if lobby.iter().filter(|o| same(o)).count() < 2 {
        return format!("{level} bot");
    }
    let k = lobby[..=seat].iter().filter(|o| same(o)).count();
    format!("{level} bot {k}")
}

impl Room {
    /// When the host role passes on by itself: the host has been away
    /// (no connection) for `disconnect_grace` while someone else is here.
    pub(super) fn host_handover_due(&self) -> Option<Instant> {
        let host = self.members.iter().find(|m| m.host);
        let others_here = self
            .members
            .iter()
            .any(|m| !m.conns.is_empty() && host.is_none_or(|h| h.id != m.id));
        if !others_here {
            return None;
        }
        match host {
            Some(h) => h.away_since.map(|t| t + self.shared.cfg.disconnect_grace),
            None => Some(Instant::now()),
        }
    }

    /// Hands the host role to `to`, or (None) to the member who has been
    /// here longest among those connected, seated players first; saved
    /// before anyone is told ([`Change::Host`]: a finished game's rematch
    /// offer goes to the new host), and `from`, who asked, answered then.
    pub(super) fn transfer_host(&mut self, to: Option<MemberId>, from: Option<Caller>) {
        let old = self.members.iter().find(|m| m.host).map(|m| m.id);
        let to = to.or_else(|| {
            self.members
                .iter()
                .filter(|m| !m.conns.is_empty() && Some(m.id) != old)
                .min_by_key(|m| (!self.seated(m.id), m.id))
                .map(|m| m.id)
        });
        let Some(to) = to else { return };
        for m in &mut self.members {
            m.host = m.id == to;
        }
        let write = Write::Host {
            room: self.code.clone(),
            host: to,
        };
        self.save(vec![write], Change::Host { old, to }, from);
    }

    /// Names every member of `guest` [`ANONYMOUS`] (a deleted account,
    /// [`super::RoomCmd::Forget`]), in the lobby and at the table, and
    /// tells everyone when a name changed. Nothing is written here: the
    /// store renamed the stored members already; the listing row follows
    /// after the command (`public_sync`), and the game's results are
    /// written from these names when it ends.
    pub(super) fn forget(&mut self, guest: GuestId) {
        let name = ANONYMOUS;
        let mut changed = false;
        for m in self.members.iter_mut().filter(|m| m.guest_id == guest) {
            if m.nickname != name {
                m.nickname = name.to_string();
                changed = true;
            }
        }
        if let Some(live) = self.live_mut() {
            for c in live.seats.iter_mut().filter(|c| c.guest_id == Some(guest)) {
                if c.nickname != name {
                    c.nickname = name.to_string();
                    changed = true;
                }
            }
        }
        if changed {
            tracing::info!(room = %self.code, "a member's account was deleted: renamed");
            self.broadcast_room();
        }
    }

    /// The host role stays with `old` (the store refused to pass it on).
    /// An absent host's hand-over is tried again after [`STORAGE_RETRY`],
    /// not at once: the store may refuse for a while (a full disk).
    pub(super) fn host_kept(&mut self, old: Option<MemberId>) {
        let retry = Instant::now() + STORAGE_RETRY;
        let grace = self.shared.cfg.disconnect_grace;
        for m in &mut self.members {
            m.host = Some(m.id) == old;
            if m.host && m.away_since.is_some() {
                // Away as if since `retry - grace`: due again at `retry`.
                m.away_since = retry.checked_sub(grace).or(m.away_since);
            }
        }
    }

    pub(super) fn drop_conn(&mut self, member: MemberId, conn: ConnId) {
        let Some(m) = self.members.iter_mut().find(|m| m.id == member) else {
            return;
        };
        let before = m.conns.len();
        m.conns.retain(|c| c.id != conn);
        if m.conns.len() == before || !m.conns.is_empty() {
            return;
        }
        let now = Instant::now();
        m.away_since = Some(now);
        if let Stage::Playing(live) = &mut self.stage {
            if let Some(seat) = live.seat_of(member) {
                let c = &mut live.seats[seat.index()];
                if c.bot.is_none() {
                    c.away_since = Some(now);
                }
            }
        }
        if !self.connected() {
            self.idle_since = Some(now);
        }
    }

    /// A new member (`RoomCmd::Join`), seated when there is a free seat
    /// and they did not ask to watch: in the room at once, then saved
    /// ([`Change::Join`]: the member and the seats in one
    /// `Write::Together`) before anyone is told and `reply` answered.
    pub(super) fn join(
        &mut self,
        nickname: String,
        guest_id: GuestId,
        spectator: bool,
        bot_account: bool,
        reply: oneshot::Sender<Result<Joined, ErrorCode>>,
    ) {
        if self.members.len() >= self.shared.cfg.max_members {
            let _ = reply.send(Err(ErrorCode::RoomFull));
            return;
        }
        let id = self
            .members
            .iter()
            .map(|m| m.id)
            .max()
            .map_or(MemberId::FIRST, MemberId::next);
        let token = fair::new_token();
        let token_hash = fair::token_hash(&token);
        let mut parts = vec![Write::Member {
            room: self.code.clone(),
            id,
            guest_id,
            nickname: nickname.clone(),
            token_hash,
            host: false,
        }];
        self.members.push(Member {
            id,
            guest_id,
            nickname,
            token_hash,
            host: false,
            conns: Vec::new(),
            away_since: Some(Instant::now()),
            bot_account,
        });
        let mut seat = None;
        if !spectator && !self.playing() && self.lobby.len() < self.seat_limit().min(MAX_SEATS) {
            self.lobby.push(Occupant::Member(id));
            parts.push(self.seats_write());
            seat = Some(lobby_seat(self.lobby.len() - 1));
        }
        // The membership and the seat are stored together or not at all.
        let writes = vec![Write::Together(parts)];
        let joined = Joined {
            member_id: id,
            token,
            seat,
        };
        self.save(writes, Change::Join { joined, reply }, None);
    }

    /// A client's seating command (`take_seat`, `leave_seat`, `add_bot`,
    /// `remove_seat`, `move_seat`): checks and makes the change `f`, and
    /// queues its saving ([`Change::Seats`], next) for the driver, which
    /// writes it, then tells everyone and answers the caller
    /// ([`Room::saved`]). Nobody hears of the change before it is
    /// saved: the step runs before any other, and only it makes messages.
    pub(super) fn change_seats(
        &mut self,
        from: Caller,
        f: impl FnOnce(&mut Vec<Occupant>) -> Result<(), ErrorCode>,
    ) -> Result<(), ErrorCode> {
        let old = self.swap_seats(f)?;
        let change = Change::Seats {
            old,
            then_start: false,
        };
        self.save(vec![self.seats_write()], change, Some(from));
        Ok(())
    }

    /// Makes the seating change `f` on a copy of the seats (refused
    /// during a game, or by `f`: nothing changes) and puts it in place;
    /// gives the seats as they were, for the caller to restore if the
    /// store refuses the change.
    pub(super) fn swap_seats(
        &mut self,
        f: impl FnOnce(&mut Vec<Occupant>) -> Result<(), ErrorCode>,
    ) -> Result<Vec<Occupant>, ErrorCode> {
        if self.playing() {
            return Err(ErrorCode::GameInProgress);
        }
        let mut lobby = self.lobby.clone();
        f(&mut lobby)?;
        Ok(std::mem::replace(&mut self.lobby, lobby))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bots_of_one_level_get_numbers() {
        let b = |l: &str| Occupant::Bot(l.into());
        let lobby = vec![
            Occupant::Member(MemberId::FIRST),
            b("easy"),
            b("hard"),
            b("easy"),
        ];
        let names: Vec<String> = (0..lobby.len()).map(|s| bot_nickname(&lobby, s)).collect();
        assert_eq!(names, ["", "easy bot 1", "hard bot", "easy bot 2"]);
    }
}
