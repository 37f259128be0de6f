//! A room's clock: the next deadline the task sleeps until, and what is
//! due when it comes, as steps for the driver: held catches released, an
//! idle room unloaded, the host role handed on, bots standing in for
//! absent players, the turn timer acting for a player (draw, then keep;
//! the mildest answer to any other decision), the pause between rounds,
//! a bot's move. Deadlines are state (`Live::turn`, `round_pause`,
//! `bot_due`), set again by `schedule` after every change.

use std::time::Duration;

use tokio::time::Instant;
use uno_core::{Action, Seat};

use super::driver::{Step, Then};
use super::{lobby_seat, Origin, Room, Stage};

/// How long after a write the database refused (full, read-only) the
/// server tries its own moves again ([`Room::retry_later`]).
pub(super) const STORAGE_RETRY: Duration = Duration::from_secs(1);

impl Room {
    pub(super) fn next_deadline(&self) -> Option<Instant> {
        let mut d: Option<Instant> = None;
        let mut consider = |t: Option<Instant>| {
            if let Some(t) = t {
                d = Some(d.map_or(t, |x| x.min(t)));
            }
        };
        if let Some(live) = self.live() {
            consider(live.held.iter().map(|h| h.release_at).min());
        }
        consider(self.public_deadline(Instant::now()));
        if !self.connected() {
            consider(self.idle_since.map(|t| t + self.shared.cfg.idle_unload));
            return d;
        }
        consider(self.host_handover_due());
        if let Stage::Playing(live) = &self.stage {
            consider(live.turn.map(|t| t.1));
            consider(live.round_pause);
            consider(live.bot_due);
            let grace = self.shared.cfg.disconnect_grace;
            for c in &live.seats {
                if c.bot.is_none() {
                    consider(c.away_since.map(|t| t + grace));
                }
            }
        }
        d
    }

    /// What is due at `now`, as steps for the driver. Each step looks
    /// again when it runs (an earlier one may have moved its deadline).
    pub(super) fn due(&self, now: Instant) -> Vec<Step> {
        let mut due = Vec::new();
        if self
            .live()
            .is_some_and(|l| l.held.iter().any(|h| h.release_at <= now))
        {
            due.push(Step::FlushHeld);
        }
        // A full quick table's deadline is `now` itself ("at once").
        if self.public_deadline(now).is_some_and(|t| t <= now) {
            due.push(Step::PublicTimer);
        }
        if !self.connected() {
            if self
                .idle_since
                .is_some_and(|t| t + self.shared.cfg.idle_unload <= now)
            {
                due.push(Step::Unload);
            }
            return due;
        }
        if self.host_handover_due().is_some_and(|t| t <= now) {
            due.push(Step::HandOver);
        }
        let Stage::Playing(live) = &self.stage else {
            return due;
        };
        let grace = self.shared.cfg.disconnect_grace;
        for (s, c) in live.seats.iter().enumerate() {
            if c.bot.is_none() && c.away_since.is_some_and(|t| t + grace <= now) {
                due.push(Step::StandIn(lobby_seat(s)));
            }
        }
        if let Some((seat, t)) = live.turn {
            if t <= now {
                due.push(Step::Timeout(seat));
            }
        }
        if live.round_pause.is_some_and(|t| t <= now) {
            due.push(Step::NextRound);
        }
        if live.bot_due.is_some_and(|t| t <= now) {
            due.push(Step::BotsDue);
        }
        due
    }

    /// The pause between rounds is over: the next round is dealt.
    pub(super) fn next_round(&mut self) {
        let now = Instant::now();
        let Some(live) = self.playing_mut() else {
            return;
        };
        if live.round_pause.is_none_or(|t| t > now) {
            return;
        }
        live.round_pause = None;
        self.next_first([Step::Submit {
            seat: Seat::new(0),
            action: Action::NextRound,
            origin: Origin::Server,
            then: Then::Nothing,
        }]);
    }

    /// A write failed because the database cannot store anything now (a
    /// full disk, a read-only file; issue 22): the game is as before the
    /// action, and what the server does by itself (a bot's move, the next
    /// round, the turn timer's move) is tried again after
    /// [`STORAGE_RETRY`], so that play goes on by itself once the database
    /// takes writes again. Timers already set are left alone.
    pub(super) fn retry_later(&mut self) {
        let at = Instant::now() + STORAGE_RETRY;
        let timer = self.turn_timer_s;
        let Some(live) = self.playing_mut() else {
            return;
        };
        let g = live.table.game();
        if g.round_over() && !g.game_over() && live.round_pause.is_none() {
            live.round_pause = Some(at);
        }
        let to_act = g.to_act();
        let bot_turn = to_act.is_some_and(|s| live.seats[s.index()].bot.is_some());
        if (bot_turn || live.table.offers_pending()) && live.bot_due.is_none() {
            live.bot_due = Some(at);
        }
        if let Some(s) = to_act {
            if timer > 0 && live.seats[s.index()].bot.is_none() && live.turn.is_none() {
                live.turn = Some((s, at));
            }
        }
    }

    /// Recomputes the timers after a change.
    pub(super) fn schedule(&mut self, now: Instant, by: Option<Seat>, prev_to_act: Option<Seat>) {
        let cfg = &self.shared.cfg;
        let timer = self.turn_timer_s;
        // A game that is over has no timers (`finish_game` cleared them).
        let Stage::Playing(live) = &mut self.stage else {
            return;
        };
        let g = live.table.game();
        let to_act = g.to_act();
        match to_act {
            Some(s) if timer > 0 && live.seats[s.index()].bot.is_none() => {
                let restart = !matches!(live.turn, Some((ts, _)) if ts == s)
                    || by == Some(s)
                    || prev_to_act != Some(s);
                if restart {
                    live.turn = Some((s, now + Duration::from_secs(timer as u64)));
                }
            }
            _ => live.turn = None,
        }
        if g.round_over() && !g.game_over() {
            if live.round_pause.is_none() {
                live.round_pause = Some(now + cfg.round_pause);
            }
        } else {
            live.round_pause = None;
        }
        let bot_turn = to_act.is_some_and(|s| live.seats[s.index()].bot.is_some());
        // A bot may be offered an out-of-turn chance (the turn loop's
        // round of offers, `standin`).
        let bot_react = live.table.offers_pending();
        live.bot_due = (bot_turn || bot_react).then(|| now + cfg.bot_delay);
    }

    /// The room was empty and someone connected: timers start afresh,
    /// the host hand-over's included (an absent host gets the whole grace
    /// from now, as an absent seated player does).
    pub(super) fn resume(&mut self, now: Instant) {
        for m in &mut self.members {
            if m.away_since.is_some() {
                m.away_since = Some(now);
            }
        }
        let Some(live) = self.playing_mut() else {
            return;
        };
        live.turn = None;
        live.round_pause = None;
        for c in live.seats.iter_mut() {
            if c.away_since.is_some() {
                c.away_since = Some(now);
            }
        }
        self.schedule(now, None, None);
    }

    /// The turn timer of `seat` ran out (if it still has): the server
    /// plays the mildest answer for it, then counts the timeout.
    pub(super) fn on_timeout(&mut self, seat: Seat) {
        let now = Instant::now();
        let Some(live) = self.playing_mut() else {
            return;
        };
        if !live.turn.is_some_and(|(s, t)| s == seat && t <= now) {
            return;
        }
        live.turn = None;
        // The table's answer for a seat that does not answer (draw, keep,
        // the mildest answer to any other decision).
        let Some(action) = live.table.default_action(seat) else {
            return;
        };
        tracing::debug!(room = %self.code, seat = seat.get(), %action, "turn timer ran out");
        self.next_first([Step::Submit {
            seat,
            action,
            origin: Origin::Server,
            then: Then::TimeoutKeep(seat),
        }]);
    }

    /// One more timeout of `seat` in a row: after `timeouts_before_bot`,
    /// a bot stands in.
    pub(super) fn count_timeout(&mut self, seat: Seat) {
        let limit = self.shared.cfg.timeouts_before_bot;
        let Some(live) = self.live_mut() else {
            return;
        };
        let c = &mut live.seats[seat.index()];
        c.timeouts += 1;
        if c.timeouts >= limit && c.bot.is_none() {
            self.stand_in(seat);
            self.broadcast_room();
        }
    }
}
