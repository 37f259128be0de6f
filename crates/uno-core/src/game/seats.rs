//! Seat arithmetic (R2.4, R4.2: neighbours, skip marks, turn order) and the piles (R6.4: taking a card, reshuffling, penalty draws).

use super::*;

impl Game {
    // ----- seat arithmetic ----------------------------------------------

    #[inline]
    pub(super) fn step(&self, s: Seat, dir: Direction) -> Seat {
        s.step(dir, self.players())
    }

    /// The next active seat from `s` in `dir` (skip markers ignored).
    #[inline]
    pub(crate) fn neighbour(&self, s: Seat, dir: Direction) -> Seat {
        let mut t = self.step(s, dir);
        if self.out.union(self.eliminated).is_empty() {
            return t;
        }
        let mut guard = 0;
        while !self.is_active(t) && guard < MAX_SEATS {
            t = self.step(t, dir);
            guard += 1;
        }
        t
    }

    /// R4.2: the seat whose turn comes after `s`, passing over seats that
    /// must lose a turn (R7.1, R14 skip).
    #[inline(always)]
    pub(super) fn next_turn_seat<E: EventSink>(&mut self, s: Seat, ev: &mut E) -> Seat {
        let mut t = self.neighbour(s, self.dir);
        for _ in 0..(MAX_SEATS * 256) {
            let k = &mut self.skips[t.index()];
            if *k == 0 {
                break;
            }
            *k -= 1;
            ev.emit(|| EventKind::Skipped { seat: t }.into());
            t = self.neighbour(t, self.dir);
        }
        t
    }

    /// Active seats in turn order starting after `from` (optionally
    /// including `from` last).
    pub(super) fn seats_from(&self, from: Seat, dir: Direction, include_from: bool) -> Seats {
        let mut v = Seats::new();
        let mut t = from;
        for _ in 0..self.seat_count {
            t = self.step(t, dir);
            if t == from && !include_from {
                break;
            }
            if self.is_active(t) {
                v.push(t);
            }
            if t == from {
                break;
            }
        }
        v
    }

    pub(super) fn active_count(&self) -> usize {
        self.active_seats().len()
    }

    // ----- piles --------------------------------------------------------

    /// R6.4: the discard pile but its top becomes the draw pile. Called
    /// only when the draw pile is empty (so it owes no shuffle step).
    pub(super) fn reshuffle<E: EventSink>(&mut self, ev: &mut E) -> bool {
        debug_assert!(self.draw.is_empty(), "R6.4: only an empty pile is replaced");
        if self.discard.len() <= 1 {
            return false;
        }
        let top = self.discard.pop().expect("len > 1");
        let rest = self.discard.drain(..);
        self.draw.fill(rest, &[]);
        self.discard.push(top);
        let cards = self.draw.len() as u16;
        ev.emit(|| EventKind::Reshuffled { cards }.into());
        true
    }

    /// Takes the top card of the draw pile, reshuffling first if needed.
    pub(super) fn take_card<E: EventSink>(&mut self, ev: &mut E) -> Option<Card> {
        if self.draw.is_empty() && !self.reshuffle(ev) {
            return None;
        }
        self.draw.pop(&mut self.rng)
    }

    /// `seat` draws `n` cards (R6.4: whatever can be drawn).
    pub(super) fn force_draw<E: EventSink>(
        &mut self,
        seat: Seat,
        n: u16,
        reason: DrawReason,
        ev: &mut E,
    ) {
        let mut got = EventCards::new();
        let mut count = 0u16;
        for _ in 0..n {
            match self.take_card(ev) {
                Some(c) => {
                    self.hands[seat.index()].add(c);
                    count += 1;
                    if std::mem::size_of::<E>() > 0 {
                        got.push(c);
                    }
                }
                None => break,
            }
        }
        if count > 0 {
            self.blocked = SeatSet::EMPTY;
            ev.emit(|| {
                Event::secret(
                    EventKind::Drew {
                        seat,
                        count,
                        reason,
                    },
                    got,
                    seat,
                    seat,
                )
            });
        }
        if count < n {
            let missing = n - count;
            ev.emit(|| EventKind::NothingToDraw { seat, missing }.into());
        }
    }
}
