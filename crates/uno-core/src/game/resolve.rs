//! The one effect resolver (R8, R9, R13, R14), resumable across decisions, and the end of a play: going out (R11) and the next turn (R4.2).

use super::*;

impl Game {
    // ----- the resolver (R8, R9, R13, R14) ------------------------------

    /// The seats an effect target names, in turn order; `None` when a
    /// chosen player must be asked for first.
    pub(super) fn targets(&self, t: Target, player: Seat, chosen: Option<Seat>) -> Option<Seats> {
        let mut v = Seats::new();
        match t {
            Target::Next => v.push(self.neighbour(player, self.dir)),
            Target::Previous => v.push(self.neighbour(player, self.dir.flipped())),
            Target::SelfSeat => v.push(player),
            Target::Chosen => v.push(chosen?),
            Target::AllOthers => v = self.seats_from(player, self.dir, false),
        }
        Some(v)
    }

    /// Runs the effects of `res` until one needs a decision (which then
    /// holds `res` in its [`Phase`]) or all are done.
    pub(super) fn resolve<E: EventSink>(&mut self, mut res: Resolution, ev: &mut E) {
        // Fast path for the commonest cards: a lone Skip or Reverse (R7.1,
        // R7.2), resolved exactly as the general loop below would.
        if res.next == 0 && res.item.is_none() {
            if let [only] = self.table.effects[res.card.index()].as_slice() {
                let player = res.player;
                match only {
                    Effect::Skip(Target::Next) => {
                        let s = self.neighbour(player, self.dir);
                        self.skips[s.index()] += 1;
                        self.finish_play(res, ev);
                        return;
                    }
                    Effect::Reverse => {
                        self.reverse(player, ev);
                        self.finish_play(res, ev);
                        return;
                    }
                    _ => {}
                }
            }
        }
        loop {
            let in_item = res.in_item();
            let Some(effect) = res.current(&self.table) else {
                // The item's effects are done: back to the card's; the
                // card's are done: the play is.
                if res.item.take().is_some() {
                    continue;
                }
                break;
            };
            // Cheap clone: only honour rules carry a String.
            let effect = effect.clone();
            *res.next_mut() += 1;
            let player = res.player;
            // A chosen target is asked for when first needed (R14).
            let needs_choice = match &effect {
                Effect::Draw(t, _) | Effect::Skip(t) | Effect::SwapHands(t) => *t == Target::Chosen,
                Effect::Honour { target, .. } => *target == Target::Chosen,
                _ => false,
            };
            if needs_choice && res.chosen().is_none() {
                *res.next_mut() -= 1;
                let exposed = self.phase.exposed();
                self.phase = Phase::ChoosePlayer {
                    seat: player,
                    res,
                    exposed,
                };
                return;
            }
            let reason = if in_item {
                DrawReason::Item
            } else {
                DrawReason::Effect
            };
            let chosen = res.chosen();
            match effect {
                Effect::Draw(t, n) => {
                    for s in self.targets(t, player, chosen).unwrap_or_default() {
                        self.force_draw(s, n as u16, reason, ev);
                    }
                }
                Effect::Skip(t) => {
                    for s in self.targets(t, player, chosen).unwrap_or_default() {
                        self.skips[s.index()] += 1;
                    }
                }
                Effect::Reverse => self.reverse(player, ev),
                Effect::SwapHands(t) => {
                    if let Some(&s) = self.targets(t, player, chosen).unwrap_or_default().first() {
                        if s != player {
                            self.hands.swap(player.index(), s.index());
                            ev.emit(|| EventKind::HandsSwapped { a: player, b: s }.into());
                        }
                    }
                }
                Effect::RotateHands => self.rotate_hands(player, ev),
                Effect::ShuffleHands => self.shuffle_hands(player, ev),
                Effect::ExtraTurn => res.extra_turn = true,
                Effect::EveryoneElseDraws(n) => {
                    for s in self.seats_from(player, self.dir, false) {
                        self.force_draw(s, n as u16, reason, ev);
                    }
                }
                Effect::FewestCardsDraw(n) => {
                    // R8.6: among the other players (option: counting self).
                    let pool =
                        self.seats_from(player, self.dir, self.rules().badtz_maru_counts_self());
                    let min = pool.iter().map(|&s| self.hand_size(s)).min().unwrap_or(0);
                    let hit: Seats = pool
                        .into_iter()
                        .filter(|&s| self.hand_size(s) == min)
                        .collect();
                    for s in hit {
                        self.force_draw(s, n as u16, DrawReason::Effect, ev);
                    }
                }
                Effect::RevealAndItem => {
                    // R9: turn the top card of the draw pile.
                    match self.take_card(ev) {
                        None => {
                            // R9: nothing to turn: the player names a
                            // colour; until then none is in play.
                            ev.emit(|| EventKind::NoItem { seat: player }.into());
                            self.color = None;
                            let exposed = self.phase.exposed();
                            self.phase = Phase::ChooseColor {
                                seat: player,
                                res: Some(res),
                                exposed,
                            };
                            return;
                        }
                        Some(card) => {
                            self.discard.push(card);
                            // R9: the turned card's colour is in play; a
                            // turned wild (Bob-omb) leaves none until its
                            // colour is named (SCENARIOS output `color`).
                            self.color = card.color();
                            let item = Item::for_card(card);
                            ev.emit(|| {
                                EventKind::ItemRevealed {
                                    seat: player,
                                    card,
                                    item,
                                }
                                .into()
                            });
                            // Items reveal no items: only a card's effect
                            // opens one.
                            if !in_item {
                                res.item = Some(ItemFrame { item, next: 0 });
                            }
                        }
                    }
                }
                Effect::NameColor => {
                    let exposed = self.phase.exposed();
                    self.phase = Phase::ChooseColor {
                        seat: player,
                        res: Some(res),
                        exposed,
                    };
                    return;
                }
                Effect::Honour {
                    text,
                    penalty,
                    target,
                } => {
                    let targets = self.targets(target, player, chosen).unwrap_or_default();
                    let i = res.sub as usize;
                    if i < targets.len() {
                        let s = targets[i];
                        res.sub += 1;
                        *res.next_mut() -= 1;
                        ev.emit(|| {
                            EventKind::HonourAsked {
                                seat: s,
                                text: text.clone(),
                                penalty,
                            }
                            .into()
                        });
                        let exposed = self.phase.exposed();
                        self.phase = Phase::ComplyOrPenalty {
                            seat: s,
                            res,
                            exposed,
                        };
                        return;
                    }
                    res.sub = 0;
                }
            }
        }
        self.finish_play(res, ev);
    }

    /// R7.2: the direction flips; with two players in the round it acts
    /// as a Skip.
    pub(super) fn reverse<E: EventSink>(&mut self, player: Seat, ev: &mut E) {
        self.dir = self.dir.flipped();
        let direction = self.dir;
        ev.emit(|| EventKind::DirectionChanged { direction }.into());
        if self.active_count() == 2 {
            let other = self.neighbour(player, self.dir);
            self.skips[other.index()] += 1;
        }
    }

    /// R13 zero_rotates: each hand passes to the next player.
    pub(super) fn rotate_hands<E: EventSink>(&mut self, player: Seat, ev: &mut E) {
        let order = self.seats_from(player, self.dir, true);
        if order.len() < 2 {
            return;
        }
        let old = self.hands;
        for (i, &s) in order.iter().enumerate() {
            let to = order[(i + 1) % order.len()];
            self.hands[to.index()] = old[s.index()];
        }
        let direction = self.dir;
        ev.emit(|| EventKind::HandsRotated { direction }.into());
    }

    /// R8.4: all hands gathered, shuffled, dealt from the next player.
    pub(super) fn shuffle_hands<E: EventSink>(&mut self, player: Seat, ev: &mut E) {
        let order = self.seats_from(player, self.dir, true);
        let mut all: Vec<Card> = Vec::new();
        for &s in &order {
            all.extend(self.hands[s.index()].iter());
            self.hands[s.index()].clear();
        }
        // The pile's owed steps come first: they drew first in the round.
        self.draw.settle(&mut self.rng);
        shuffle(&mut all, &mut self.rng);
        for (i, c) in all.into_iter().enumerate() {
            self.hands[order[i % order.len()].index()].add(c);
        }
        let sizes = Seat::all(self.players())
            .map(|s| self.hand_size(s) as u16)
            .collect();
        ev.emit(|| EventKind::HandsShuffled { sizes }.into());
    }

    /// After a play's effects: R11 going out, then the next turn (R4.2).
    #[inline]
    pub(super) fn finish_play<E: EventSink>(&mut self, res: Resolution, ev: &mut E) {
        let player = res.player;
        // Going out is rare: only then is turn order worked out. Only a
        // card that moves hands can empty another seat's hand (R11.2).
        let any_empty = if self.table.hand_moving & res.card.bit() == 0 {
            self.hands[player.index()].is_empty() && self.is_active(player)
        } else {
            Seat::all(self.players()).any(|s| self.hands[s.index()].is_empty() && self.is_active(s))
        };
        if any_empty && self.going_out(player, res.penalty, ev) {
            return;
        }
        if let Some(p) = res.penalty {
            // R7.3, R8.2: a Draw Two or W+4 hits the next player in turn
            // order; a skip mark waits for its seat's next ordinary turn
            // (R14 `skip(T)`), so it does not divert the penalty.
            let victim = self.neighbour(player, self.dir);
            self.face_penalty(victim, p, ev);
        } else if res.extra_turn && self.is_active(player) {
            self.give_turn(player);
        } else {
            let next = self.next_turn_seat(player, ev);
            self.give_turn(next);
        }
    }

    /// R11/R13: some hand is empty. Returns true when the round ended.
    #[cold]
    pub(super) fn going_out<E: EventSink>(
        &mut self,
        player: Seat,
        penalty: Option<Penalty>,
        ev: &mut E,
    ) -> bool {
        // R11.2: the first empty hand in turn order, from the player.
        let mut empty_in_order = Seats::new();
        if self.hands[player.index()].is_empty() && self.is_active(player) {
            empty_in_order.push(player);
        }
        for s in self.seats_from(player, self.dir, false) {
            if self.hands[s.index()].is_empty() {
                empty_in_order.push(s);
            }
        }
        // R11.1: a going-out Draw Two or W+4 is drawn first, at once and
        // whole, by the next player in turn order, who loses the turn: no
        // stacking, no challenge. It counts for scoring.
        let victim = penalty.map(|p| (self.neighbour(player, self.dir), p));
        if !self.rules().players_leave_when_out() {
            if let Some((victim, p)) = victim {
                self.force_draw(victim, p.total, DrawReason::Penalty, ev);
            }
            self.end_round(Some(empty_in_order[0]), ev);
            return true;
        }
        // R13 last_holding_loses: those who went out leave the round.
        for &s in &empty_in_order {
            self.out.insert(s);
            self.first_out.get_or_insert(s);
            ev.emit(|| EventKind::WentOut { seat: s }.into());
        }
        if let Some((victim, mut p)) = victim {
            // R11.1: the round goes on, but the penalty is still forced.
            if self.active_count() <= 1 {
                self.force_draw(victim, p.total, DrawReason::Penalty, ev);
                let first = self.first_out;
                self.end_round(first, ev);
            } else {
                p.forced = true;
                self.face_penalty(victim, p, ev);
            }
            return true;
        }
        if self.active_count() <= 1 {
            let first = self.first_out;
            self.end_round(first, ev);
            return true;
        }
        false
    }

    /// The next player meets a waiting penalty (R7.3, R8.2, R13).
    pub(super) fn face_penalty<E: EventSink>(&mut self, seat: Seat, penalty: Penalty, ev: &mut E) {
        if !penalty.forced {
            let exposed = self.phase.exposed();
            if penalty.challengeable {
                self.phase = Phase::AcceptOrChallenge {
                    seat,
                    penalty,
                    exposed,
                };
                return;
            }
            if self.stacking_possible(&penalty) {
                let total = penalty.total;
                ev.emit(|| EventKind::PenaltyPending { total }.into());
                self.phase = Phase::StackOrDraw {
                    seat,
                    penalty,
                    exposed,
                };
                return;
            }
        }
        self.take_penalty(seat, penalty, ev);
    }
}
