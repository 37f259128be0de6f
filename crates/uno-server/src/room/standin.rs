//! Bots at the table: a bot's seat, and the medium bot that stands in
//! for a player who timed out or left, until the player returns; the bot
//! tick that lets them act.
//!
//! Whose decision comes next is the engine's one turn loop,
//! [`uno_core::Turns`], kept in the live game between ticks (seeded with
//! `rotation_seed(seed)`, bot seats seeded `seat_seed(seed, seat)`, as the
//! terminal game and the Python table do, so a table of bots plays as the
//! simulator's driver plays it). Only bots that react are offerable;
//! people act when they like, and an action of the seat to act, whoever
//! sends it, opens a round of offers (`Room::apply` tells the loop). A
//! tick takes one decision that changes the game: a bot's reaction
//! (offers let pass are skipped at once), or the bot to act's action.
//! One difference from the simulator, for people's sake: a catch inside
//! the `uno_grace` window is held (docs/protocol.md "Fairness"); with
//! `uno_grace` 0 the room plays exactly as the driver does.

use tokio::time::Instant;
use uno_bots::{make_bot, Bot, Level};
use uno_core::{Decision, Seat};

use super::play::Submitted;
use super::timers::timeout_action;
use super::{Origin, Room};
use crate::metrics::BotFault;
use crate::protocol::ErrorCode;

pub(super) fn bot_seed(seed: u64, seat: usize, salt: u64) -> u64 {
    seed ^ (0x9E37_79B9_7F4A_7C15u64.wrapping_mul(seat as u64 + 1)) ^ salt
}

impl Room {
    pub(super) fn stand_in(&mut self, seat: Seat) {
        let Some(live) = self.live.as_mut() else {
            return;
        };
        if live.over {
            return;
        }
        let seed = bot_seed(live.seed, seat.index(), live.seq.wrapping_add(1));
        let c = &mut live.seats[seat.index()];
        if c.bot.is_some() {
            return;
        }
        tracing::debug!(room = %self.code, seat = seat.get(), "a bot stands in");
        let bot = make_bot(Level::Medium, seed);
        live.turns.set_offerable(seat, bot.reacts());
        let c = &mut live.seats[seat.index()];
        c.bot = Some(bot);
        c.standing_in = true;
        c.away_since = None;
        self.schedule(Instant::now(), None, None);
    }

    /// The player is back: the bot standing in leaves the seat.
    pub(super) fn take_back(&mut self, seat: Seat) -> bool {
        let Some(live) = self.live.as_mut() else {
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
        live.turns.set_offerable(seat, false);
        let now = Instant::now();
        live.turn = None;
        self.schedule(now, None, None);
        true
    }

    pub(super) async fn bot_tick(&mut self) {
        let Some(live) = self.live.as_mut() else {
            return;
        };
        if live.over {
            return;
        }
        let s = loop {
            let Some(live) = self.live.as_mut() else {
                return;
            };
            match live.turns.next(&live.game) {
                Decision::RoundOver | Decision::GameOver => return,
                Decision::Act(s) => break s,
                Decision::Offer(s) => {
                    let Some(bot) = live.seats[s.index()].bot.as_mut() else {
                        continue;
                    };
                    let Some(a) = bot.react(&live.game.observe(s)) else {
                        continue;
                    };
                    let level = bot.name();
                    match self.submit(s, a, Origin::Bot).await {
                        Ok(Submitted::Applied) => return,
                        Ok(Submitted::Held) => {}
                        Err(e) => {
                            if matches!(e, ErrorCode::Rejected { .. }) {
                                self.shared.stats.bot_fault(BotFault::Illegal, level);
                            }
                            tracing::warn!(room = %self.code, seat = s.get(), "bot reaction rejected: {e}")
                        }
                    }
                }
            }
        };
        let Some(live) = self.live.as_mut() else {
            return;
        };
        let Some(bot) = live.seats[s.index()].bot.as_mut() else {
            return;
        };
        let action = if bot.name() == "hard" {
            // Search takes tens of ms: off the async workers.
            let mut bot = live.seats[s.index()].bot.take().expect("checked");
            let game = live.game.clone();
            match tokio::task::spawn_blocking(move || {
                let a = bot.act(&game.observe(s));
                (bot, a)
            })
            .await
            {
                Ok((bot, a)) => {
                    if let Some(l) = self.live.as_mut() {
                        l.seats[s.index()].bot = Some(bot);
                    }
                    a
                }
                Err(e) => {
                    // The bot panicked (or its thread was cancelled at
                    // shutdown): the seat is left without its bot.
                    if e.is_panic() {
                        self.shared.stats.bot_fault(BotFault::Crash, "hard");
                    }
                    tracing::error!(room = %self.code, seat = s.get(), "bot failed: {e}");
                    return;
                }
            }
        } else {
            bot.act(&live.game.observe(s))
        };
        let level = self
            .live
            .as_ref()
            .and_then(|l| l.seats[s.index()].bot.as_ref())
            .map(|b| b.name());
        if let Err(e) = self.submit(s, action.clone(), Origin::Bot).await {
            if let (ErrorCode::Rejected { .. }, Some(level)) = (&e, level) {
                self.shared.stats.bot_fault(BotFault::Illegal, level);
            }
            tracing::error!(room = %self.code, seat = s.get(), %action, "bot action rejected: {e}");
            let fallback = self.live.as_ref().and_then(|l| timeout_action(&l.game, s));
            if let Some(a) = fallback {
                let _ = self.submit(s, a, Origin::Server).await;
            }
        }
    }
}
