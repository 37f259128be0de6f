//! Plays and draws: a validated play (R5, R7, R8), a draw at a turn (R6, R6.5), penalties (R7.3, R8.2) and challenges (R8.3).

use super::*;

impl Game {
    // ----- plays and draws ----------------------------------------------

    /// A validated play (R5, R7, R8, R13). `answering` is the penalty the
    /// play is stacked (or jumped in) on.
    #[inline]
    pub(super) fn do_play<E: EventSink>(
        &mut self,
        seat: Seat,
        play: &Play,
        jump_in: bool,
        answering: Option<Penalty>,
        ev: &mut E,
    ) {
        let prev_color = self.color;
        self.blocked = SeatSet::EMPTY;
        {
            let hand = &mut self.hands[seat.index()];
            for &c in &play.cards {
                hand.remove(c);
                self.discard.push(c);
            }
        }
        let top = play.last();
        self.color = top.color().or(play.color).or(prev_color);
        let color = if self.names_color(top) {
            play.color
        } else {
            None
        };
        ev.emit(|| {
            EventKind::Played {
                seat,
                cards: play.cards.clone(),
                color,
                jump_in,
            }
            .into()
        });
        // Draw penalties (R7.3, R8.2, R13 stacking).
        let penalty = if top.is_draw_two() || top.is_draw_four() {
            let (add, kind) = if top.is_draw_two() {
                (2, PenaltyKind::DrawTwo)
            } else {
                (4, PenaltyKind::DrawFour)
            };
            Some(match answering {
                Some(mut p) => {
                    p.total += add;
                    p.challengeable = false;
                    p.kind = kind;
                    p
                }
                None => Penalty {
                    total: add,
                    kind,
                    challengeable: top.is_draw_four() && self.rules().challenge_allowed(),
                    forced: false,
                    offender: seat,
                    prev_color,
                    guilty: top.is_draw_four()
                        && prev_color.is_some_and(|c| self.holds_color(seat, c)),
                },
            })
        } else {
            answering
        };
        // R10.1/R10.4: a play leaving one card exposes its player, unless
        // it called UNO or moves hands.
        if self.hands[seat.index()].len() == 1 && self.table.hand_moving & top.bit() == 0 {
            if play.uno {
                ev.emit(|| EventKind::UnoCalled { seat }.into());
            } else {
                self.expose(seat);
                ev.emit(|| EventKind::Exposed { seat }.into());
            }
        }
        let chosen = if self.table.takes_target & top.bit() != 0 {
            play.target
        } else {
            None
        };
        let res = Resolution::new(seat, top, chosen, penalty);
        if self.table.has_effects & top.bit() == 0 {
            // Numbers, Draw Twos, W, W+4: nothing to resolve.
            self.finish_play(res, ev);
        } else {
            self.resolve(res, ev);
        }
    }

    /// R6.2/R6.3: a draw at an ordinary turn.
    pub(super) fn draw_at_turn<E: EventSink>(&mut self, seat: Seat, ev: &mut E) {
        let until = self.rules().draws_until_playable();
        let mut drew = false;
        loop {
            let Some(c) = self.take_card(ev) else {
                ev.emit(|| EventKind::NothingToDraw { seat, missing: 1 }.into());
                if !drew && self.turn_blocked(seat, ev) {
                    return;
                }
                break;
            };
            drew = true;
            self.blocked = SeatSet::EMPTY;
            self.hands[seat.index()].add(c);
            ev.emit(|| {
                Event::secret(
                    EventKind::Drew {
                        seat,
                        count: 1,
                        reason: DrawReason::Turn,
                    },
                    smallvec::smallvec![c],
                    seat,
                    seat,
                )
            });
            if self.playable_mask(seat).contains(c) {
                let exposed = self.phase.exposed();
                self.phase = Phase::PlayOrPass {
                    seat,
                    card: c,
                    exposed,
                };
                return;
            }
            if !until {
                break;
            }
        }
        let next = self.next_turn_seat(seat, ev);
        self.give_turn(next);
    }

    /// R6.5: `seat`, at an ordinary turn, found nothing to draw. If it
    /// could not play either, the turn counts towards a block; once every
    /// seat still in has had such a turn in a row, the round ends blocked.
    /// Returns true when it did.
    #[cold]
    pub(super) fn turn_blocked<E: EventSink>(&mut self, seat: Seat, ev: &mut E) -> bool {
        if !self.playable_mask(seat).is_empty() {
            // A player who could have played but drew breaks the run.
            self.blocked = SeatSet::EMPTY;
            return false;
        }
        self.blocked.insert(seat);
        if !self.blocked.is_superset(self.active_seats()) {
            return false;
        }
        // The turn order from the seat that would have acted next.
        let mut next = self.neighbour(seat, self.dir);
        for _ in 0..self.seat_count {
            if self.skips[next.index()] == 0 {
                break;
            }
            next = self.neighbour(next, self.dir);
        }
        let mut order = Seats::new();
        order.push(next);
        order.extend(self.seats_from(next, self.dir, false));
        let key = |s: &Seat| {
            let h = &self.hands[s.index()];
            (self.table.rules.hand_points(h), h.len())
        };
        // Lowest points, then fewest cards, then first in turn order.
        let winner = *order.iter().min_by_key(|s| key(s)).expect("two seats in");
        ev.emit(|| EventKind::RoundBlocked { winner }.into());
        if self.rules().players_leave_when_out() {
            // Highest points, then more cards, then last in turn order
            // (max_by_key keeps the last of equal keys).
            let holder = *order.iter().max_by_key(|s| key(s)).expect("two seats in");
            let first = self.first_out.unwrap_or(winner);
            self.end_round_with(Some(first), Some(holder), ev);
        } else {
            self.end_round_with(Some(winner), None, ev);
        }
        true
    }

    /// The seat facing the penalty draws it all and loses the turn.
    pub(super) fn take_penalty<E: EventSink>(&mut self, seat: Seat, p: Penalty, ev: &mut E) {
        self.force_draw(seat, p.total, DrawReason::Penalty, ev);
        ev.emit(|| EventKind::Skipped { seat }.into());
        let next = self.next_turn_seat(seat, ev);
        self.give_turn(next);
    }

    /// R8.3.
    pub(super) fn challenge<E: EventSink>(&mut self, seat: Seat, p: Penalty, ev: &mut E) {
        let offender = p.offender;
        let guilty = p.guilty;
        let shown = self.hands[offender.index()].to_vec();
        ev.emit(|| {
            EventKind::Challenged {
                challenger: seat,
                offender,
                guilty,
            }
            .into()
        });
        ev.emit(|| {
            Event::secret(
                EventKind::HandRevealed {
                    to: seat,
                    of: offender,
                },
                shown.iter().copied().collect(),
                seat,
                offender,
            )
        });
        self.reveal = Some(Reveal {
            to: seat,
            of: offender,
            cards: shown,
        });
        if guilty {
            self.force_draw(offender, 4, DrawReason::Challenge, ev);
            // R8.3: the challenger takes an ordinary turn, so a skip mark
            // on them (R14 `skip(T)`) is used up by it and play moves on.
            let seat = if self.skips[seat.index()] > 0 {
                self.skips[seat.index()] -= 1;
                ev.emit(|| EventKind::Skipped { seat }.into());
                self.next_turn_seat(seat, ev)
            } else {
                seat
            };
            self.give_turn(seat);
        } else {
            self.force_draw(seat, p.total + 2, DrawReason::Challenge, ev);
            ev.emit(|| EventKind::Skipped { seat }.into());
            let next = self.next_turn_seat(seat, ev);
            self.give_turn(next);
        }
    }
}
