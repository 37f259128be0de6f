//! The client commands a room takes, one small unit each (as mini-redis's
//! `cmd/`). Every command is a type with two steps:
//!
//! - `parse` turns the wire form ([`ClientBody`], docs/protocol.md
//!   "Client messages") into the command, checking everything the message
//!   alone can say (a bot level, a chat text, rules, a turn timer);
//! - `apply` runs it against the room: who may, in which state, then the
//!   change, saved before anyone is told. No command does I/O: one that
//!   changes what is stored (the seats, the settings, the host role, a
//!   game dealt, an invitation) makes its change and queues its write as
//!   a step (`Step::Save`, room/save.rs); the room's driver performs it,
//!   then tells everyone and answers, or undoes the change and answers
//!   the store's error. One that must read first (the day's secret of a
//!   daily room, a bot account) queues the read as a step too.
//!
//! A command that fails changes nothing; its error goes back to the
//! sender with the message's `id`. One that succeeds is answered with
//! `ok` ([`Reply::Ok`], sent after the messages it caused) unless it
//! answered itself ([`Reply::Done`]: `act`'s `update` with `ack`, `sync`'s
//! `welcome`, `ping`'s `pong`) or is answered by the driver after its
//! write.

mod act;
mod add_bot;
mod chat;
mod configure;
mod hello;
mod hint;
mod invite_bot;
mod leave_seat;
mod move_seat;
mod ping;
mod rematch;
mod remove_seat;
mod resume;
mod stand_in;
mod start;
mod sync;
mod take_seat;
mod transfer_host;

use super::Room;
use crate::protocol::{ClientBody, ErrorCode, ServerMsg, PROTOCOL_VERSION as V};

/// Who sent a command (room/mod.rs: the driver answers it too).
pub(in crate::room) use super::Caller;

/// How a command that succeeded is answered.
enum Reply {
    /// With `ok`.
    Ok,
    /// The command sent its own answer.
    Done,
}

/// Every client command.
enum Command {
    Hello(hello::Hello),
    Act(act::Act),
    TakeSeat(take_seat::TakeSeat),
    LeaveSeat(leave_seat::LeaveSeat),
    AddBot(add_bot::AddBot),
    InviteBot(invite_bot::InviteBot),
    RemoveSeat(remove_seat::RemoveSeat),
    MoveSeat(move_seat::MoveSeat),
    Configure(configure::Configure),
    TransferHost(transfer_host::TransferHost),
    Start(start::Start),
    Rematch(rematch::Rematch),
    Resume(resume::Resume),
    StandIn(stand_in::StandIn),
    Chat(chat::Chat),
    Sync(sync::Sync),
    Hint(hint::Hint),
    Ping(ping::Ping),
}

impl Command {
    fn parse(body: ClientBody) -> Result<Command, ErrorCode> {
        Ok(match body {
            ClientBody::Hello { .. } => Command::Hello(hello::Hello),
            ClientBody::Act { action } => Command::Act(act::Act::parse(action)),
            ClientBody::TakeSeat { seat } => Command::TakeSeat(take_seat::TakeSeat::parse(seat)),
            ClientBody::LeaveSeat => Command::LeaveSeat(leave_seat::LeaveSeat),
            ClientBody::AddBot {
                account: Some(name),
                ..
            } => Command::InviteBot(invite_bot::InviteBot::parse(&name)?),
            ClientBody::AddBot { level, seat, .. } => {
                Command::AddBot(add_bot::AddBot::parse(&level, seat)?)
            }
            ClientBody::RemoveSeat { seat } => {
                Command::RemoveSeat(remove_seat::RemoveSeat::parse(seat))
            }
            ClientBody::MoveSeat { from, to } => {
                Command::MoveSeat(move_seat::MoveSeat::parse(from, to))
            }
            ClientBody::Configure {
                rules,
                turn_timer_s,
                public,
                hints,
            } => Command::Configure(
                configure::Configure::parse(rules, turn_timer_s, public)?.with_hints(hints),
            ),
            ClientBody::TransferHost { member_id } => {
                Command::TransferHost(transfer_host::TransferHost::parse(member_id))
            }
            ClientBody::Start => Command::Start(start::Start),
            ClientBody::Rematch => Command::Rematch(rematch::Rematch),
            ClientBody::Resume => Command::Resume(resume::Resume),
            ClientBody::StandIn => Command::StandIn(stand_in::StandIn),
            ClientBody::Chat { text } => Command::Chat(chat::Chat::parse(&text)?),
            ClientBody::Sync => Command::Sync(sync::Sync),
            ClientBody::Hint => Command::Hint(hint::Hint),
            ClientBody::Ping => Command::Ping(ping::Ping),
        })
    }

    fn apply(self, room: &mut Room, from: Caller) -> Result<Reply, ErrorCode> {
        match self {
            Command::Hello(c) => c.apply(),
            Command::Act(c) => c.apply(room, from),
            Command::TakeSeat(c) => c.apply(room, from),
            Command::LeaveSeat(c) => c.apply(room, from),
            Command::AddBot(c) => c.apply(room, from),
            Command::InviteBot(c) => c.apply(room, from),
            Command::RemoveSeat(c) => c.apply(room, from),
            Command::MoveSeat(c) => c.apply(room, from),
            Command::Configure(c) => c.apply(room, from),
            Command::TransferHost(c) => c.apply(room, from),
            Command::Start(c) => c.apply(room, from),
            Command::Rematch(c) => c.apply(room, from),
            Command::Resume(c) => c.apply(room, from),
            Command::StandIn(c) => c.apply(room, from),
            Command::Chat(c) => c.apply(room, from),
            Command::Sync(c) => c.apply(room, from),
            Command::Hint(c) => c.apply(room, from),
            Command::Ping(c) => c.apply(room, from),
        }
    }
}

/// Parses and applies one client message of an authenticated connection.
pub(in crate::room) fn run(
    room: &mut Room,
    from: Caller,
    body: ClientBody,
) -> Result<(), ErrorCode> {
    let cmd = Command::parse(body)?;
    if let Reply::Ok = cmd.apply(room, from)? {
        let ok = ServerMsg::Ok { v: V, id: from.id }.to_text();
        room.send_to(from.member, from.conn, ok);
    }
    Ok(())
}
