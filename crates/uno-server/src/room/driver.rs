//! The room's task: the one loop that does I/O. It takes a command or
//! wakes at the room's next deadline, lets the room decide (the room's
//! methods change its state and queue [`Step`]s and messages, as data),
//! then performs the steps one at a time (a store write, a bot's decision
//! on its own thread) and delivers the queued messages; after each step
//! it asks the room what is next (a step queued, a game that ended and
//! must be recorded), until nothing is.
//!
//! Steps replace what used to be calls round in a loop between play,
//! timers and stand-ins: the timer says a bot is due (`BotTick`), the bot
//! tick says which bot decides (`BotAct`) and what it submits (`Submit`),
//! the submission says what is applied (`Apply`) and what follows it
//! (`Then`), and the driver is the only one that runs them.

use std::sync::Arc;
use std::time::Duration;

use futures_channel::mpsc;
use futures_util::StreamExt;
use tokio::time::Instant;
use uno_bots::{SeatRunner, Settled};
use uno_core::{Action, Decision, Seat};

use super::save::{Change, Save};
use super::{
    Caller, Closing, Origin, Out, Room, RoomCmd, Stage, LEASE_LOST_MESSAGE, SHUTDOWN_MESSAGE,
};
use crate::ids::{ConnId, MemberId};
use crate::store::Write;

/// Something the room has still to do, as data; the driver performs it.
#[derive(Debug)]
pub(super) enum Step {
    /// An action for `seat`: the fairness window first (a catch inside
    /// it is held), then [`Step::Apply`].
    Submit {
        seat: Seat,
        action: Action,
        origin: Origin,
        then: Then,
    },
    /// Apply an action, commit it to the store, then tell everyone.
    /// `flush_after`: the exposed player's own UNO call, after which the
    /// catches held for that player are applied.
    Apply {
        seat: Seat,
        action: Action,
        origin: Origin,
        then: Then,
        flush_after: bool,
    },
    /// Apply the held catches, in arrival order.
    FlushHeld,
    /// The turn timer of `seat` ran out.
    Timeout(Seat),
    /// Count a timeout against `seat` (a bot stands in after enough).
    CountTimeout(Seat),
    /// A bot stands in for the absent player of `seat`.
    StandIn(Seat),
    /// The pause between rounds is over.
    NextRound,
    /// The bots' timer (`bot_delay` after a change): the bot tick if it
    /// is still due.
    BotsDue,
    /// The bots' turn: the next reaction offered, or the bot to act.
    BotTick,
    /// The bot of `seat` decides its action (on its own thread if it
    /// needs one, [`uno_bots::Bot::needs_own_thread`]).
    BotAct(Seat),
    /// The coach answers a player's `hint` (on a thread of its own).
    Hint {
        seat: Seat,
        member: MemberId,
        conn: ConnId,
        id: Option<u64>,
    },
    /// A change the room made, saved before anyone hears of it
    /// (room/save.rs): the writes, then everyone told and the caller
    /// answered, or, refused, the change undone and the caller told why.
    Save(Box<Save>),
    /// A daily room's deal: the day's secret is read, then the game
    /// dealt from it (room/daily.rs, room/start.rs).
    DailyDeal { from: Option<Caller> },
    /// `add_bot` with an account: the bot account is looked up, then
    /// invited (room/cmd/invite_bot.rs).
    FindBot { name: String, from: Caller },
    /// The host role passes on (the host has been away long enough).
    HandOver,
    /// The public side's timer (a quick table's fill, an idle table).
    PublicTimer,
    /// Nobody has been here for `idle_unload`: leave the lobby, unload.
    Unload,
    /// The task closes its connections and ends.
    Close(Closing),
}

/// What follows an action once it has been applied or refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Then {
    Nothing,
    /// The turn timer's move for this seat: draw, then keep (R6.2), and
    /// the timeout counted unless nothing could be stored.
    TimeoutKeep(Seat),
    /// A bot's reaction: held or refused, the bot tick goes on to the
    /// next offer.
    BotReact,
    /// A bot's action: refused, the turn timer's answer is played for it.
    BotAct(Seat),
}

impl Room {
    /// The room's task.
    pub(crate) async fn run(mut self: Box<Self>, mut rx: mpsc::Receiver<RoomCmd>) {
        // A daily deal's room deals its game as soon as it runs
        // (room/daily.rs).
        self.start_daily_if_due();
        // A stored game that ended before its record was written is
        // finished first (`finish_due`).
        Box::pin(self.drive()).await;
        loop {
            if self.closing() {
                break;
            }
            let deadline = self.next_deadline();
            let far = Instant::now() + Duration::from_secs(86_400);
            tokio::select! {
                // The handlers' state lives on the heap only while they
                // run: an idle room keeps just its own fields.
                cmd = rx.next() => match cmd {
                    Some(cmd) => self.handle(cmd),
                    None => break,
                },
                _ = tokio::time::sleep_until(deadline.unwrap_or(far)), if deadline.is_some() => {
                    let due = self.due(Instant::now());
                    self.todo.extend(due);
                }
            }
            Box::pin(self.drive()).await;
            if !self.closing() {
                if let Some((w, row)) = self.public_sync() {
                    let written = self.shared.db.write(w).await;
                    self.public_synced(row, written);
                }
                self.deliver();
            }
        }
        self.end();
        // Unloading: refuse what is queued (callers retry and load the
        // room again from the database, or meet `wrong_instance` where
        // another instance holds it).
        rx.close();
        while rx.try_recv().is_ok() {}
    }

    /// Performs the queued steps, then whatever the room says is next,
    /// delivering the messages of each step as soon as it is done.
    pub(super) async fn drive(&mut self) {
        loop {
            self.deliver();
            if self.closing() {
                self.todo.clear();
                return;
            }
            if self.finish_due() {
                // The game ended: recorded before anything else happens
                // (a catch still held is dropped with it).
                let f = self.finish_game();
                let written = self.shared.db.write(f.write.clone()).await;
                self.finished(f, written);
            } else if let Some(step) = self.todo.pop_front() {
                Box::pin(self.perform(step)).await;
            } else {
                return;
            }
        }
    }

    /// Queues the saving of a change made now (room/save.rs), before
    /// any other step.
    pub(super) fn save(&mut self, writes: Vec<Write>, change: Change, from: Option<Caller>) {
        self.next_first([Step::Save(Box::new(Save::new(writes, change, from)))]);
    }

    /// Queues steps ahead of those already queued, in their order.
    pub(super) fn next_first(&mut self, steps: impl IntoIterator<Item = Step>) {
        let steps: Vec<Step> = steps.into_iter().collect();
        for s in steps.into_iter().rev() {
            self.todo.push_front(s);
        }
    }

    async fn perform(&mut self, step: Step) {
        match step {
            Step::Submit {
                seat,
                action,
                origin,
                then,
            } => self.submit(seat, action, origin, then),
            Step::Apply {
                seat,
                action,
                origin,
                then,
                flush_after,
            } => match self.prepare(seat, action, origin) {
                Err(e) => self.refused(seat, origin, then, e),
                Ok(p) => {
                    let written = self.shared.db.write(p.write.clone()).await;
                    self.committed(p, written, then, flush_after);
                }
            },
            Step::FlushHeld => self.flush_held(),
            Step::Timeout(seat) => self.on_timeout(seat),
            Step::CountTimeout(seat) => self.count_timeout(seat),
            Step::StandIn(seat) => {
                self.stand_in(seat);
                self.broadcast_room();
            }
            Step::NextRound => self.next_round(),
            Step::BotsDue => self.bots_due(),
            Step::BotTick => self.bot_tick(),
            Step::BotAct(seat) => self.bot_act(seat).await,
            Step::Hint {
                seat,
                member,
                conn,
                id,
            } => self.hint(seat, member, conn, id).await,
            Step::Save(mut s) => {
                let mut stored = 0;
                let mut written = Ok(0);
                for w in s.take_writes() {
                    written = self.shared.db.write(w).await;
                    if written.is_err() {
                        break;
                    }
                    stored += 1;
                }
                self.saved(*s, stored, written);
            }
            Step::DailyDeal { from } => {
                let Some(day) = self.public.daily.clone() else {
                    return;
                };
                let secret = super::daily::day_secret(self.shared.db.clone(), day).await;
                self.daily_read(from, secret);
            }
            Step::FindBot { name, from } => {
                let since = crate::store::now_ms() - crate::bot_limits::ONLINE_MS;
                let db = self.shared.db.clone();
                let found = db.online_bot(&name, since).await;
                self.bot_found(found, from);
            }
            Step::HandOver => self.transfer_host(None, None),
            Step::PublicTimer => self.on_public_timer(Instant::now()),
            Step::Unload => {
                if let Some(gone) = self.public_gone() {
                    if let Err(e) = self.shared.db.write(gone).await {
                        tracing::warn!(room = %self.code, "cannot remove the lobby row: {e}");
                    }
                }
                if self.shared.unload(&self.code, self.gen) {
                    tracing::debug!(room = %self.code, "unloaded (idle)");
                    self.close(Closing::Idle);
                }
            }
            Step::Close(why) => self.close(why),
        }
    }

    /// A bot decides: asked by the seat runner (`uno_bots::SeatRunner::ask`)
    /// on a thread of its own when it searches (tens of ms, off the async
    /// workers), else here; its answer is settled against the table here
    /// (a rejected answer: the default action instead, the fault logged
    /// and counted), then submitted, so that it is written to the store
    /// before it is applied for everyone.
    async fn bot_act(&mut self, s: Seat) {
        let Some(live) = self.playing_mut() else {
            return;
        };
        let d = Decision::Act(s);
        let Some(bot) = live.seats[s.index()].bot.as_mut() else {
            return;
        };
        let answer = if bot.needs_own_thread() {
            let level = bot.name();
            let mut bot = live.seats[s.index()].bot.take().expect("checked");
            let game = live.table.game().clone();
            match tokio::task::spawn_blocking(move || {
                let a = SeatRunner::ask(&mut bot, &game, d);
                (bot, a)
            })
            .await
            {
                Ok((bot, a)) => {
                    if let Some(l) = self.playing_mut() {
                        l.seats[s.index()].bot = Some(bot);
                    }
                    a
                }
                Err(e) => {
                    // The bot panicked (or its thread was cancelled at
                    // shutdown): the seat is left without its bot.
                    if e.is_panic() {
                        self.shared
                            .stats
                            .bot_fault(crate::metrics::BotFault::Crash, level);
                    }
                    tracing::error!(room = %self.code, seat = s.get(), "bot failed: {e}");
                    return;
                }
            }
        } else {
            SeatRunner::ask(bot, live.table.game(), d)
        };
        let Some(answer) = answer else {
            return;
        };
        let Some(live) = self.playing_mut() else {
            return;
        };
        let settled = live.runner.settle(&mut live.table, answer);
        let step = match settled {
            Settled::Apply {
                seat,
                action,
                fault: None,
                ..
            } => Some(Step::Submit {
                seat,
                action,
                origin: Origin::Bot,
                then: Then::BotAct(seat),
            }),
            // The default action, as the turn timer would play it.
            Settled::Apply {
                seat,
                action,
                fault: Some(f),
                ..
            } => {
                self.bot_fault(&f);
                Some(Step::Submit {
                    seat,
                    action,
                    origin: Origin::Server,
                    then: Then::Nothing,
                })
            }
            Settled::Passed { fault, .. } => {
                if let Some(f) = fault {
                    self.bot_fault(&f);
                }
                None
            }
            Settled::Stuck(f) => {
                self.bot_fault(&f);
                None
            }
        };
        self.next_first(step);
    }

    /// Delivers the queued messages; drops connections whose queue is
    /// full (the client is too slow).
    pub(super) fn deliver(&mut self) {
        if self.outbox.is_empty() {
            return;
        }
        let mut failed = Vec::new();
        for o in std::mem::take(&mut self.outbox) {
            let Some(m) = self.members.iter_mut().find(|m| m.id == o.member) else {
                continue;
            };
            let Some(c) = m.conns.iter_mut().find(|c| c.id == o.conn) else {
                continue;
            };
            if c.tx.try_send(Out::Text(o.text)).is_err() && !failed.contains(&(o.member, o.conn)) {
                failed.push((o.member, o.conn));
            }
        }
        for (m, c) in failed {
            tracing::info!(room = %self.code, member = %m, "dropping a connection that does not keep up");
            self.drop_conn(m, c);
        }
    }

    /// The task ends. After a lost lease or at shutdown every connection
    /// gets a `bye` with code `wrong_instance` and is closed (WebSocket
    /// 1012), so that its client reconnects through the load balancer to
    /// the instance that holds the room now, or to the restarted server
    /// (docs/protocol.md "Several instances"). The room leaves the hub's
    /// map; its state stays in the database, where the next holder loads
    /// it from.
    fn end(&mut self) {
        self.deliver();
        let message = match self.stage {
            Stage::Closing(Closing::LeaseLost) => {
                tracing::warn!(room = %self.code, "lease lost: closing the room's connections");
                LEASE_LOST_MESSAGE
            }
            Stage::Closing(Closing::Shutdown) => {
                tracing::debug!(room = %self.code, "shutting down: closing the room's connections");
                SHUTDOWN_MESSAGE
            }
            // Unloaded (idle), or the hub dropped the queue.
            _ => return,
        };
        let text: Arc<str> = crate::protocol::ServerMsg::Bye {
            v: crate::protocol::PROTOCOL_VERSION,
            code: "wrong_instance",
            message,
        }
        .to_text()
        .into();
        for m in self.members.iter_mut() {
            for c in m.conns.drain(..) {
                let mut tx = c.tx;
                let _ = tx.try_send(Out::Close {
                    text: text.clone(),
                    ws_code: 1012,
                    reason: "wrong_instance",
                });
            }
        }
        self.shared.unload(&self.code, self.gen);
    }
}
