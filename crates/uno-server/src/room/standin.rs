//! Bots at the table: a bot's seat, and the medium bot that stands in
//! for a player who timed out or left, until the player returns; the bot
//! tick that lets them act.
//!
//! Whose decision comes next is the engine's table contract,
//! [`uno_core::Table`], kept in the live game between ticks (its rotation
//! seeded `rotation_seed(seed)`, bot seats seeded `seat_seed(seed, seat)`,
//! as the terminal game and the Python table do, so a table of bots plays
//! as the simulator plays it). Only bots that react are offerable; people
//! act when they like, and the table itself opens a round of offers when
//! the seat to act acts, whoever sends it. A tick takes one decision that
//! changes the game: a bot's reaction (offers a bot lets pass are passed
//! at once), or the bot to act's action
//! (decided by the driver, off the async workers for a bot that
//! [`uno_bots::Bot::needs_own_thread`]).
//! One difference from the simulator, for people's sake: a catch inside
//! the `uno_grace` window is held (docs/protocol.md "Fairness"); with
//! `uno_grace` 0 the room plays exactly as the driver does.

use tokio::time::Instant;
use uno_bots::{make_bot, BotFault, Level, SeatRunner, Settled};
use uno_core::{Decision, Seat};

use super::driver::{Step, Then};
use super::{Origin, Room, Stage};

pub(super) fn bot_seed(seed: u64, seat: usize, salt: u64) -> u64 {
    seed ^ (0x9E37_79B9_7F4A_7C15u64.wrapping_mul(seat as u64 + 1)) ^ salt
}

impl Room {
    pub(super) fn stand_in(&mut self, seat: Seat) {
        let Stage::Playing(live) = &mut self.stage else {
            return;
        };
        let seed = bot_seed(live.seed, seat.index(), live.seq.wrapping_add(1));
        let c = &mut live.seats[seat.index()];
        if c.bot.is_some() {
            return;
        }
        tracing::debug!(room = %self.code, seat = seat.get(), "a bot stands in");
        c.bot = Some(make_bot(Level::Medium, seed));
        c.standing_in = true;
        c.away_since = None;
        // The seat runner reads the line-up again (the stand-in reacts).
        let live = &mut **live;
        live.runner.seat(&live.seats, &mut live.table);
        self.schedule(Instant::now(), None, None);
    }

    /// The player is back: the bot standing in leaves the seat.
    pub(super) fn take_back(&mut self, seat: Seat) -> bool {
        let Some(live) = self.live_mut() else {
            return false;
        };
        let c = &mut live.seats[seat.index()];
        c.timeouts = 0;
        c.away_since = None;
        if !c.standing_in {
            return false;
        }
        c.bot = None;
        c.standing_in = false;
        // A person is never offered; the seat runner reads the line-up
        // again.
        live.table.set_offerable(seat, false);
        live.runner.seat(&live.seats, &mut live.table);
        let now = Instant::now();
        live.turn = None;
        self.schedule(now, None, None);
        true
    }

    /// The bots' timer: if it is still due, the bot tick.
    pub(super) fn bots_due(&mut self) {
        let now = Instant::now();
        let Some(live) = self.playing_mut() else {
            return;
        };
        if live.bot_due.is_none_or(|t| t > now) {
            return;
        }
        live.bot_due = None;
        self.bot_tick();
    }

    /// One decision that changes the game: the next bot offered a
    /// reaction that takes it (offers let pass are skipped at once), or
    /// the bot to act ([`Step::BotAct`]). Each offered bot is asked and
    /// its answer settled by the seat runner (`uno_bots::SeatRunner`:
    /// a rejected reaction lets the chance pass, with a fault logged and
    /// counted); what it submits is a step for the driver; a reaction held
    /// or refused brings the tick back here.
    pub(super) fn bot_tick(&mut self) {
        let Some(live) = self.playing_mut() else {
            return;
        };
        let mut faults = Vec::new();
        let step = loop {
            match live.table.decision() {
                Decision::RoundOver | Decision::GameOver => break None,
                Decision::Act(s) => {
                    if live.seats[s.index()].bot.is_none() {
                        break None;
                    }
                    break Some(Step::BotAct(s));
                }
                d @ Decision::Offer(s) => {
                    let Some(bot) = live.seats[s.index()].bot.as_mut() else {
                        let _ = live.table.pass(s);
                        continue;
                    };
                    let Some(answer) = SeatRunner::ask(bot, live.table.game(), d) else {
                        break None;
                    };
                    match live.runner.settle(&mut live.table, answer) {
                        Settled::Passed { fault, .. } => faults.extend(fault),
                        Settled::Apply {
                            seat,
                            action,
                            fault,
                            ..
                        } => {
                            faults.extend(fault);
                            break Some(Step::Submit {
                                seat,
                                action,
                                origin: Origin::Bot,
                                then: Then::BotReact,
                            });
                        }
                        Settled::Stuck(f) => {
                            faults.push(f);
                            break None;
                        }
                    }
                }
            }
        };
        for f in &faults {
            self.bot_fault(f);
        }
        self.next_first(step);
    }

    /// A bot's answer was rejected (a bug in the bot): the seat runner
    /// has already applied its one fallback (the default action, or the
    /// chance passed); the room logs it and counts it. The verb only:
    /// the card it chose is its seat's secret.
    pub(super) fn bot_fault(&self, f: &BotFault) {
        tracing::error!(
            room = %self.code,
            seat = f.seat.get(),
            bot = f.bot,
            action = f.action.verb(),
            code = f.error.code(),
            "bot answer rejected: {}",
            f.error
        );
        self.shared
            .stats
            .bot_fault(crate::metrics::BotFault::Illegal, f.bot);
    }
}
