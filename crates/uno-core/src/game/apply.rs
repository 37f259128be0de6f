//! `apply`: routing an action by the pending decision (the SCENARIOS error order), the trusted fast path, and R10's UNO calls and catches.

use super::*;

impl Game {
    // ----- apply --------------------------------------------------------

    /// Applies `action` by `seat`. On success the events it caused were
    /// sent to `ev`; on error nothing changed and nothing was sent.
    pub fn apply<E: EventSink>(
        &mut self,
        seat: Seat,
        action: &Action,
        ev: &mut E,
    ) -> Result<(), ActionError> {
        if seat.index() >= self.players() {
            return Err(ActionError::NoSuchSeat(seat));
        }
        // 1. Is the game or round over?
        match self.phase {
            Phase::GameOver => return Err(ActionError::GameOver),
            Phase::RoundOver => {
                if *action != Action::NextRound {
                    return Err(ActionError::RoundOver);
                }
                self.next_round(ev);
                return Ok(());
            }
            _ => {
                if *action == Action::NextRound {
                    return Err(ActionError::RoundNotOver);
                }
            }
        }
        let to_act = self.phase.seat().expect("in a round");
        // Out-of-turn verbs any seat may use (R10).
        match *action {
            Action::Uno => {
                self.call_uno(seat, ev);
                return Ok(());
            }
            Action::Catch { target } => {
                if target.index() >= self.players() || target == seat {
                    return Err(ActionError::InvalidTarget {
                        target,
                        why: if target == seat {
                            "a player cannot catch themselves (R10.3)"
                        } else {
                            "no such seat"
                        },
                    });
                }
                self.catch(seat, target, ev);
                return Ok(());
            }
            _ => {}
        }
        // 2. Whose turn?
        if seat != to_act {
            if let Action::Play(p) = action {
                if self.is_jump_in(seat, p) {
                    self.check_play(seat, p, PlayCtx::JumpIn)?;
                    // R13 jump_in_draw_two: a Draw Two jumped in adds to
                    // the penalty waiting.
                    let answering = self.phase.penalty().copied();
                    self.close_exposure(seat);
                    self.do_play(seat, p, true, answering, ev);
                    self.settle_exposure();
                    return Ok(());
                }
            }
            return Err(ActionError::NotYourTurn { by: seat, to_act });
        }
        // 3. The decision pending, then 4. the card.
        let pending = |verb: &'static str| ActionError::DecisionPending {
            verb,
            expected: self.phase.expects(),
        };
        match (self.phase, action) {
            (_, Action::Challenge) if !matches!(self.phase, Phase::AcceptOrChallenge { .. }) => {
                return Err(ActionError::CannotChallenge)
            }
            (Phase::Turn { .. }, Action::Pass) => return Err(ActionError::PassNotAllowed),
            (Phase::Turn { .. }, Action::Play(p)) => {
                self.check_play(seat, p, PlayCtx::Turn)?;
                self.close_exposure(seat);
                self.do_play(seat, p, false, None, ev);
            }
            (Phase::Turn { .. }, Action::Draw) => {
                self.close_exposure(seat);
                self.draw_at_turn(seat, ev);
            }
            (Phase::PlayOrPass { card, .. }, Action::Play(p)) => {
                self.check_play(seat, p, PlayCtx::Drawn(card))?;
                self.close_exposure(seat);
                self.do_play(seat, p, false, None, ev);
            }
            (Phase::PlayOrPass { .. }, Action::Pass) => {
                self.close_exposure(seat);
                ev.emit(|| EventKind::Passed { seat }.into());
                let next = self.next_turn_seat(seat, ev);
                self.give_turn(next);
            }
            (
                Phase::AcceptOrChallenge { penalty, .. } | Phase::StackOrDraw { penalty, .. },
                Action::Accept | Action::Draw,
            ) => {
                self.close_exposure(seat);
                self.take_penalty(seat, penalty, ev);
            }
            (
                Phase::AcceptOrChallenge { penalty, .. } | Phase::StackOrDraw { penalty, .. },
                Action::Play(p),
            ) => {
                if !self.stacking_possible(&penalty) {
                    return Err(pending(action.verb()));
                }
                self.check_play(seat, p, PlayCtx::Stack(penalty))?;
                self.close_exposure(seat);
                self.do_play(seat, p, false, Some(penalty), ev);
            }
            (Phase::AcceptOrChallenge { penalty, .. }, Action::Challenge) => {
                self.close_exposure(seat);
                self.challenge(seat, penalty, ev);
            }
            (Phase::ChooseColor { res, .. }, Action::ChooseColor { color }) => {
                self.close_exposure(seat);
                self.color = Some(*color);
                let color = *color;
                ev.emit(|| EventKind::ColorChosen { seat, color }.into());
                match res {
                    Some(res) => self.resolve(res, ev),
                    // R3: a first wild: its chooser then plays.
                    None => self.give_turn(seat),
                }
            }
            (Phase::ChoosePlayer { mut res, .. }, Action::ChoosePlayer { target }) => {
                self.check_target(seat, *target)?;
                self.close_exposure(seat);
                let target = *target;
                *res.chosen_slot() = Some(target);
                ev.emit(|| EventKind::PlayerChosen { seat, target }.into());
                self.resolve(res, ev);
            }
            (Phase::ComplyOrPenalty { res, .. }, Action::Comply) => {
                self.close_exposure(seat);
                ev.emit(|| EventKind::Complied { seat }.into());
                self.resolve(res, ev);
            }
            (Phase::ComplyOrPenalty { res, .. }, Action::Penalty) => {
                let n = self.honour().map(|(_, p)| p).unwrap_or(1);
                self.close_exposure(seat);
                self.force_draw(seat, n as u16, DrawReason::Honour, ev);
                self.resolve(res, ev);
            }
            (_, a) => return Err(pending(a.verb())),
        }
        self.settle_exposure();
        Ok(())
    }

    /// Applies an action that the caller guarantees is legal (for example
    /// one built from [`Game::playable_mask`] by a simulation bot). In
    /// release builds the ordinary-turn routes (a one-card play, a draw,
    /// play-or-pass) skip validation; every other action, and every
    /// action whenever debug assertions are on (tests), goes through
    /// [`Game::apply`], and an illegal one panics there. The rules code that
    /// runs is the same either way.
    #[inline(always)]
    pub fn apply_trusted<E: EventSink>(&mut self, seat: Seat, action: &Action, ev: &mut E) {
        if !cfg!(debug_assertions) && self.phase.seat() == Some(seat) {
            match (self.phase, action) {
                (Phase::Turn { .. }, Action::Play(p)) if p.cards.len() == 1 => {
                    self.close_exposure(seat);
                    self.do_play(seat, p, false, None, ev);
                    self.settle_exposure();
                    return;
                }
                (Phase::PlayOrPass { card, .. }, Action::Play(p)) if p.cards[..] == [card] => {
                    self.close_exposure(seat);
                    self.do_play(seat, p, false, None, ev);
                    self.settle_exposure();
                    return;
                }
                (Phase::Turn { .. }, Action::Draw) => {
                    self.close_exposure(seat);
                    self.draw_at_turn(seat, ev);
                    self.settle_exposure();
                    return;
                }
                _ => {}
            }
        }
        if let Err(e) = self.apply(seat, action, ev) {
            panic!("apply_trusted: seat {seat} sent {action}, which is illegal: {e}");
        }
    }

    /// Applies an action and returns its events (convenience).
    pub fn apply_collect(
        &mut self,
        seat: Seat,
        action: &Action,
    ) -> Result<Vec<Event>, ActionError> {
        let mut ev = Vec::new();
        self.apply(seat, action, &mut ev)?;
        Ok(ev)
    }

    // ----- R10: UNO -----------------------------------------------------

    /// R10.2: another seat's action (not catch/uno) closes the window.
    #[inline]
    pub(super) fn close_exposure(&mut self, actor: Seat) {
        if let Some(exposed) = self.phase.exposed_mut() {
            if exposed.is_some_and(|e| e != actor) {
                *exposed = None;
            }
        }
    }

    /// R10.1: a play left `seat` one card without a call: the window opens.
    #[inline]
    pub(super) fn expose(&mut self, seat: Seat) {
        if let Some(exposed) = self.phase.exposed_mut() {
            *exposed = Some(seat);
        }
    }

    /// R10.2: the window closes when the hand is no longer exactly one card.
    #[inline]
    pub(super) fn settle_exposure(&mut self) {
        // Between rounds there is no window at all (RoundOver, GameOver).
        let hands = &self.hands;
        if let Some(exposed) = self.phase.exposed_mut() {
            if exposed.is_some_and(|e| hands[e.index()].len() != 1) {
                *exposed = None;
            }
        }
    }

    /// Closes the window on `seat`: returns whether it was open on it.
    fn close_on(&mut self, seat: Seat) -> bool {
        match self.phase.exposed_mut() {
            Some(exposed) if *exposed == Some(seat) => {
                *exposed = None;
                true
            }
            _ => false,
        }
    }

    pub(super) fn call_uno<E: EventSink>(&mut self, seat: Seat, ev: &mut E) {
        if self.close_on(seat) {
            ev.emit(|| EventKind::UnoCalled { seat }.into());
        } else {
            ev.emit(|| EventKind::UnoNotCounted { seat }.into());
        }
    }

    pub(super) fn catch<E: EventSink>(&mut self, by: Seat, target: Seat, ev: &mut E) {
        if self.close_on(target) {
            ev.emit(|| EventKind::Caught { by, target }.into());
            self.force_draw(target, 2, DrawReason::Caught, ev);
        } else {
            ev.emit(|| EventKind::CatchFailed { by, target }.into());
        }
    }
}
