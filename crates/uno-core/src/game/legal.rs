//! Legality: which cards match (R5), stacking (R13), checks of a play before anything changes (R4.4), jump-ins (R13).

use super::*;

impl Game {
    // ----- legality -----------------------------------------------------

    #[inline]
    pub(super) fn names_color(&self, c: Card) -> bool {
        self.table.names_color & c.bit() != 0
    }

    /// R5.4: whether `seat` holds a card of colour `col` (a WIB counts in a
    /// deck that has them).
    #[inline]
    pub(super) fn holds_color(&self, seat: Seat, col: Color) -> bool {
        self.table
            .holds_color(self.hands[seat.index()].mask().0, col)
    }

    /// The card types `seat` may play at an ordinary turn, as a mask:
    /// those that match (R5), less a last card that R13 `no_action_finish`
    /// forbids ([`Rules::playable`], cached). Exactly the cards of the
    /// one-card `play` actions [`Game::legal_actions`] lists at a turn.
    #[inline]
    pub fn playable_mask(&self, seat: Seat) -> CardMask {
        let hand = &self.hands[seat.index()];
        self.table
            .playable(self.top(), self.color, hand.mask().0, hand.len())
    }

    /// R5: the card types in `seat`'s hand that match the top card and the
    /// colour in play (R5.4 `wd4_strict` applied).
    #[inline]
    pub(super) fn matching_mask(&self, seat: Seat) -> CardMask {
        let Some(col) = self.color else {
            return CardMask::EMPTY;
        };
        self.table
            .matching(self.top(), col, self.hands[seat.index()].mask().0)
    }

    /// R13: whether `card` may be stacked on the waiting penalty.
    pub(super) fn stackable(&self, seat: Seat, card: Card, p: &Penalty) -> bool {
        let ok = match p.kind {
            PenaltyKind::DrawTwo => self.table.may_stack_on_draw_two(card),
            PenaltyKind::DrawFour => self.table.may_stack_on_draw_four(card),
        };
        if ok && card.is_draw_four() && self.table.wd4_must_be_legal() {
            // R13 stack_draw_four: under wd4_strict each stacked W+4 must be legal.
            if let Some(col) = self.color {
                return !self.holds_color(seat, col);
            }
        }
        ok
    }

    /// Whether any stacking is possible on the waiting penalty at all.
    pub(super) fn stacking_possible(&self, p: &Penalty) -> bool {
        match p.kind {
            PenaltyKind::DrawTwo => self.table.stacking_on_draw_two(),
            PenaltyKind::DrawFour => self.table.stacking_on_draw_four(),
        }
    }

    /// Checks a play completely; returns nothing but an error.
    pub(super) fn check_play(
        &self,
        seat: Seat,
        play: &Play,
        ctx: PlayCtx,
    ) -> Result<(), ActionError> {
        let hand = &self.hands[seat.index()];
        let n = play.cards.len();
        if n == 0 {
            return Err(ActionError::MultiPlayNotAllowed("a play needs a card"));
        }
        if n > 1 {
            if !self.rules().multi_play() {
                return Err(ActionError::MultiPlayNotAllowed("multi_play is off (R13)"));
            }
            if ctx != PlayCtx::Turn {
                return Err(ActionError::MultiPlayNotAllowed(
                    "only at an ordinary turn (R13 multi_play)",
                ));
            }
            let num = play.cards[0].number_value();
            if num.is_none() || play.cards.iter().any(|c| c.number_value() != num) {
                return Err(ActionError::MultiPlayNotAllowed(
                    "only number cards of one number (R13 multi_play)",
                ));
            }
        }
        if n == 1 {
            if !hand.contains(play.cards[0]) {
                return Err(ActionError::CardNotInHand(play.cards[0]));
            }
        } else {
            for (i, &c) in play.cards.iter().enumerate() {
                let wanted = play.cards[..=i].iter().filter(|&&x| x == c).count();
                if (hand.count(c) as usize) < wanted {
                    return Err(ActionError::CardNotInHand(c));
                }
            }
        }
        let first = play.first();
        match ctx {
            PlayCtx::Turn => {
                if !self.matching_mask(seat).contains(first) {
                    let why = if first.is_draw_four() {
                        "you hold a card of the colour in play (R5.4 wd4_strict)"
                    } else {
                        "it matches neither the colour nor the number or symbol (R5.2)"
                    };
                    return Err(ActionError::CardNotPlayable { card: first, why });
                }
            }
            PlayCtx::Drawn(d) => {
                if first != d {
                    return Err(ActionError::CardNotPlayable {
                        card: first,
                        why: "only the card just drawn may be played (R6.2)",
                    });
                }
            }
            PlayCtx::Stack(p) => {
                if !self.stackable(seat, first, &p) {
                    return Err(ActionError::CardNotPlayable {
                        card: first,
                        why: "it cannot be stacked on the waiting penalty (R13)",
                    });
                }
            }
            PlayCtx::JumpIn => {}
        }
        let last = play.last();
        if hand.len() == n && !self.table.may_finish_with(last) {
            return Err(ActionError::ActionFinishNotAllowed);
        }
        if self.names_color(last) && play.color.is_none() {
            return Err(ActionError::ColorRequired(last));
        }
        if let Some(t) = play.target {
            if self.table.takes_target & last.bit() != 0 {
                self.check_target(seat, t)?;
            }
        }
        Ok(())
    }

    pub(super) fn check_target(&self, seat: Seat, t: Seat) -> Result<(), ActionError> {
        if t.index() >= self.players() {
            return Err(ActionError::InvalidTarget {
                target: t,
                why: "no such seat",
            });
        }
        if t == seat {
            return Err(ActionError::InvalidTarget {
                target: t,
                why: "a player cannot choose themselves",
            });
        }
        if !self.is_active(t) {
            return Err(ActionError::InvalidTarget {
                target: t,
                why: "that player is out of the round",
            });
        }
        Ok(())
    }

    /// R13 jump_in / jump_in_draw_two: whether this out-of-turn play is a
    /// valid jump-in (else it is `not_your_turn`).
    pub(super) fn is_jump_in(&self, seat: Seat, play: &Play) -> bool {
        if play.cards.len() != 1 || seat.index() >= self.players() || !self.is_active(seat) {
            return false;
        }
        let c = play.first();
        if !self.hands[seat.index()].contains(c) {
            return false;
        }
        match self.phase {
            Phase::Turn { .. } => self.table.may_jump_in(self.top(), c),
            Phase::StackOrDraw { penalty, .. } => {
                penalty.on_draw_two() && self.table.may_jump_in_on_draw_two(c)
            }
            _ => false,
        }
    }
}
