//! Legal-action generation: every action a seat may take now, out-of-turn ones included.

use super::*;

impl Game {
    // ----- legal actions --------------------------------------------------

    /// Every action `seat` may take now, out-of-turn ones included: plays
    /// (with each colour for wilds, and with and without an UNO call when
    /// the play leaves one card), draws, answers, jump-ins, catches, UNO
    /// calls. Swaps are listed without a target (it is asked for next).
    /// `uno` by a seat that is not exposed and a catch of a seat that is not
    /// exposed are also accepted, with no effect (R10.1, R10.3); they are
    /// not listed.
    pub fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        out.clear();
        if seat.index() >= self.players() {
            return;
        }
        match self.phase {
            Phase::GameOver => return,
            Phase::RoundOver => {
                out.push(Action::NextRound);
                return;
            }
            _ => {}
        }
        if let Some(e) = self.phase.exposed() {
            if e == seat {
                out.push(Action::Uno);
            } else {
                out.push(Action::Catch { target: e });
            }
        }
        let to_act = self.phase.seat().expect("in a round");
        if seat != to_act {
            if !self.is_active(seat) {
                return;
            }
            let hand = &self.hands[seat.index()];
            match self.phase {
                Phase::Turn { .. } if self.table.jump_in_at_turns() => {
                    let top = self.top();
                    if self.table.may_jump_in(top, top) && hand.contains(top) {
                        self.push_plays(seat, top, out);
                    }
                }
                Phase::StackOrDraw { penalty, .. }
                    if self.table.jump_in_on_penalties() && penalty.on_draw_two() =>
                {
                    let jumpers = self.table.jump_in_on_draw_two_mask();
                    for c in CardMask(hand.mask().0 & jumpers.0).iter() {
                        self.push_plays(seat, c, out);
                    }
                }
                _ => {}
            }
            return;
        }
        match self.phase {
            Phase::Turn { .. } => {
                for c in self.playable_mask(seat).iter() {
                    self.push_plays(seat, c, out);
                }
                if self.rules().multi_play() {
                    self.push_multi_plays(seat, out);
                }
                out.push(Action::Draw);
            }
            Phase::PlayOrPass { card, .. } => {
                self.push_plays(seat, card, out);
                out.push(Action::Pass);
            }
            Phase::ChooseColor { .. } => {
                out.extend(Color::ALL.map(|color| Action::ChooseColor { color }));
            }
            Phase::ChoosePlayer { .. } => {
                for t in Seat::all(self.players()) {
                    if t != seat && self.is_active(t) {
                        out.push(Action::ChoosePlayer { target: t });
                    }
                }
            }
            Phase::AcceptOrChallenge { penalty, .. } | Phase::StackOrDraw { penalty, .. } => {
                out.push(Action::Draw);
                out.push(Action::Accept);
                if matches!(self.phase, Phase::AcceptOrChallenge { .. }) {
                    out.push(Action::Challenge);
                }
                if self.stacking_possible(&penalty) {
                    for c in self.hands[seat.index()].mask().iter() {
                        if self.stackable(seat, c, &penalty) {
                            self.push_plays(seat, c, out);
                        }
                    }
                }
            }
            Phase::ComplyOrPenalty { .. } => {
                out.push(Action::Comply);
                out.push(Action::Penalty);
            }
            Phase::RoundOver | Phase::GameOver => {}
        }
    }

    /// The plays of one card: a colour for each wild that names one, with
    /// and without an UNO call when it leaves one card, unless R13
    /// no_action_finish forbids it.
    pub(super) fn push_plays(&self, seat: Seat, c: Card, out: &mut Vec<Action>) {
        let hand = &self.hands[seat.index()];
        if hand.len() == 1 && !self.table.may_finish_with(c) {
            return;
        }
        let calls: &[bool] = if hand.len() == 2 && self.table.hand_moving & c.bit() == 0 {
            &[true, false]
        } else {
            &[false]
        };
        for &uno in calls {
            if self.names_color(c) {
                for col in Color::ALL {
                    out.push(Action::Play(Play {
                        uno,
                        ..Play::wild(c, col)
                    }));
                }
            } else {
                out.push(Action::Play(Play {
                    uno,
                    ..Play::card(c)
                }));
            }
        }
    }

    /// R13 multi_play: for each playable number card, every multiset of
    /// further same-number cards, with each choice of the card on top.
    pub(super) fn push_multi_plays(&self, seat: Seat, out: &mut Vec<Action>) {
        let hand = &self.hands[seat.index()];
        for first in self.playable_mask(seat).iter().filter(|c| c.is_number()) {
            let num = first.number_value().expect("number");
            let mut avail = [0u8; 4];
            for col in Color::ALL {
                let c = Card::number(col, num);
                avail[col as usize] = hand.count(c) - u8::from(c == first);
            }
            // Enumerate counts k[col] in 0..=avail[col], not all zero.
            let mut k = [0u8; 4];
            loop {
                let mut i = 0;
                while i < 4 {
                    if k[i] < avail[i] {
                        k[i] += 1;
                        break;
                    }
                    k[i] = 0;
                    i += 1;
                }
                if i == 4 {
                    break;
                }
                let extra: Vec<Card> = Color::ALL
                    .iter()
                    .flat_map(|&col| {
                        std::iter::repeat_n(Card::number(col, num), k[col as usize] as usize)
                    })
                    .collect();
                let total = 1 + extra.len();
                let left = hand.len() - total;
                let mut lasts: Vec<Card> = extra.clone();
                lasts.dedup();
                for &last in &lasts {
                    let mut cards: crate::action::PlayCards = smallvec::smallvec![first];
                    let mut rest = extra.clone();
                    let pos = rest.iter().position(|&c| c == last).expect("present");
                    rest.remove(pos);
                    cards.extend(rest);
                    cards.push(last);
                    let calls: &[bool] = if left == 1 && self.table.hand_moving & last.bit() == 0 {
                        &[true, false]
                    } else {
                        &[false]
                    };
                    for &uno in calls {
                        out.push(Action::Play(Play {
                            cards: cards.clone(),
                            color: None,
                            target: None,
                            uno,
                        }));
                    }
                }
            }
        }
    }

    /// All seats' legal actions, concatenated with their seat.
    pub fn all_legal_actions(&self) -> Vec<(Seat, Action)> {
        let mut all = Vec::new();
        let mut buf = Vec::new();
        for s in Seat::all(self.players()) {
            self.legal_actions(s, &mut buf);
            all.extend(buf.drain(..).map(|a| (s, a)));
        }
        all
    }

    /// For tests and tools: the number of card types (64).
    pub const CARD_TYPES: usize = NUM_TYPES;
}
