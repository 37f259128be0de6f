//! Rule-based play: one scoring heuristic, parameterised by a [`Style`].
//! `easy` and `medium` are two styles of it, and `hard` uses a third
//! (deterministic, uninformed) as the default policy of its playouts.
//! The numbers in the scores are [`Weights`]: `easy` and `medium` play
//! hand-set ones, and `hard`'s playouts play its own seat with weights
//! fitted against `medium` ([`Weights::TUNED`], [`Weights::TUNED_DUEL`];
//! `examples/tune.rs`).
//!
//! At an ordinary turn every playable card (and, under `multi_play`, every
//! multi-card play) gets a score; the best one is played, or the seat draws
//! when nothing scores above drawing. The score rewards, roughly in order:
//! going out (unless a hand-moving last card would hand the win to someone
//! else, R11.2); hurting a next player who is about to go out (Skip, Draw
//! Two, W+4, effects aimed at the next player); staying in the colour the
//! hand holds most of (R5); shedding points (R12.1); hand moves (R13 7/0,
//! R8.4) that leave us with fewer cards. It penalises spending a wild while
//! other cards can be played, and leaving only action or wild cards under
//! `no_action_finish`. Wild colours go to the colour the hand holds most,
//! or one the next player seems to lack.
//!
//! Other decisions: stack when a card can be stacked (R13); challenge a W+4
//! (R8.3) when the estimated chance that its player held the colour is
//! high enough; swap hands with the player holding the fewest cards; aim
//! chosen draws (Green Shell, R9; R14 `chosen`) at the leader; comply with
//! honour rules (R8.5); call UNO with the play; catch exposed players
//! (R10.2); jump in (R13) when the card is worth playing.
//!
//! Split by job:
//! - [`style`]: [`Style`], the knobs of one way of playing;
//! - [`weights`]: [`Weights`], the numbers behind the scores;
//! - [`eval`]: the score of a play and the colour to name, and
//!   [`model_turn`] (the model of other players behind [`crate::belief`]);
//! - this module: [`Heuristic`], the decisions (turn, drawn card, penalty,
//!   chosen player, out-of-turn chances).
//!
//! It reads the table through [`crate::table`] and what the seat has
//! inferred through [`crate::evidence`], never the knowledge tracker's
//! belief, so the belief can use [`model_turn`] without an import circle.

pub mod eval;
pub mod style;
pub mod weights;

use std::sync::Arc;

use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use smallvec::smallvec;
use uno_core::rules::ScoringMethod;
use uno_core::{
    Action, Card, CardCounts, CardMask, Color, Direction, Observation, Pending, Play, Rules, Seat,
};

pub use self::eval::model_turn;
use self::eval::Ctx;
pub use self::style::Style;
pub use self::weights::Weights;
use crate::evidence::Evidence;
// The table's facts live below the heuristic (the belief and the evidence
// read them too); re-exported here, where they have always been found.
pub use crate::table::{CardTable, Seen};

/// The next seat still in the round from `s` in `dir`.
pub(crate) fn neighbour(obs: &Observation<'_>, s: Seat, dir: Direction) -> Seat {
    let n = obs.players();
    let mut t = s;
    for _ in 0..n {
        t = t.step(dir, n);
        if obs.is_active(t) {
            return t;
        }
    }
    s
}

/// The rule-based policy (see the module docs).
#[derive(Clone, Debug)]
pub struct Heuristic {
    style: Style,
    rng: Pcg64Mcg,
    buf: Vec<Action>,
    table: Option<Arc<CardTable>>,
    /// Research only ([`Heuristic::see_partner`]).
    partner_seen: Option<[u8; 4]>,
}

impl Heuristic {
    pub fn new(style: Style, seed: u64) -> Heuristic {
        Heuristic {
            style,
            rng: Pcg64Mcg::seed_from_u64(seed),
            buf: Vec::new(),
            table: None,
            partner_seen: None,
        }
    }

    /// As [`Heuristic::new`]`(style, seed)`, keeping the card table
    /// built for the last game's rules to check against the next ones
    /// ([`CardTable::unverify`]): a bot reset for every game of a
    /// simulation builds it once.
    pub fn renew(&mut self, style: Style, seed: u64) {
        self.style = style;
        self.rng = Pcg64Mcg::seed_from_u64(seed);
        self.buf.clear();
        self.partner_seen = None;
        CardTable::unverify(&mut self.table);
    }

    /// Research only (R15, `medium-peek`): the partner's cards per colour,
    /// seen, for the decisions until the next call (`None`: inferred from
    /// the events, as every level does). Measures how much more the
    /// partner-aware play would win if it knew its partner's colours.
    pub fn see_partner(&mut self, colours: Option<[u8; 4]>) {
        self.partner_seen = colours;
    }

    pub fn style(&self) -> &Style {
        &self.style
    }

    /// Plays with other weights from now on.
    pub fn set_weights(&mut self, weights: Weights) {
        self.style.weights = weights;
    }

    /// The card table for `rules`, moved out of the cache (no reference
    /// counting on this hot path); `put_table` puts it back.
    fn take_table(&mut self, rules: &Rules) -> Arc<CardTable> {
        CardTable::refresh(&mut self.table, rules);
        self.table.take().expect("filled by refresh")
    }

    fn put_table(&mut self, table: Arc<CardTable>) {
        self.table = Some(table);
    }

    fn roll(&mut self, p: f64) -> bool {
        p > 0.0 && self.rng.random_bool(p.min(1.0))
    }

    fn play_action(
        &mut self,
        ctx: &Ctx,
        table: &CardTable,
        hand: &CardCounts,
        cards: &[Card],
    ) -> Action {
        let last = *cards.last().expect("a play has a card");
        let mut p = Play {
            cards: cards.iter().copied().collect(),
            color: None,
            target: None,
            uno: false,
        };
        if table.names_color(last) {
            let mut rem = *hand;
            for &c in cards {
                rem.remove(c);
            }
            p.color = Some(eval::best_color(ctx, &rem));
        }
        p.uno = ctx.len == cards.len() + 1
            && !table.moves_hands(last)
            && !self.roll(self.style.forget_uno);
        Action::Play(p)
    }

    /// An ordinary turn (R4.1).
    fn turn(&mut self, obs: &Observation<'_>, know: Option<&Evidence>) -> Action {
        let table = self.take_table(obs.rules());
        let r = self.turn_with(&table, obs, know);
        self.put_table(table);
        r
    }

    fn turn_with(
        &mut self,
        table: &CardTable,
        obs: &Observation<'_>,
        know: Option<&Evidence>,
    ) -> Action {
        let ctx = Ctx::new(obs, table, know, &self.style, self.partner_seen);
        let hand = obs.hand();
        // The observation's mask already leaves out a last action card
        // under R13 no_action_finish.
        let mask = obs.playable_mask();
        let mut cands: smallvec::SmallVec<[Card; 16]> = mask.iter().collect();
        if cands.is_empty() {
            return Action::Draw;
        }
        if self.roll(self.style.blunder) {
            let c = cands[self.rng.random_range(0..cands.len())];
            return self.play_action(&ctx, table, hand, &[c]);
        }
        let bluff_ok = ctx.threat_next >= 0.6 && self.roll(self.style.bluff);
        if ctx.holds_cur && !bluff_ok {
            cands.retain(|c| !c.is_draw_four());
        }
        let mut best: Option<(f32, smallvec::SmallVec<[Card; 4]>)> = None;
        for &c in &cands {
            let mut s = eval::score(&ctx, table, hand, &[c]);
            if self.style.noise > 0.0 {
                s += self.rng.random_range(-self.style.noise..self.style.noise);
            }
            if best.as_ref().is_none_or(|(b, _)| s > *b) {
                best = Some((s, smallvec![c]));
            }
        }
        if obs.rules().multi_play() && Heuristic::has_multi(hand, mask) {
            obs.legal_actions(&mut self.buf);
            for a in &self.buf {
                if let Action::Play(p) = a {
                    if p.cards.len() > 1 && p.uno == (p.cards.len() + 1 == ctx.len) {
                        let s = eval::score(&ctx, table, hand, &p.cards);
                        if best.as_ref().is_none_or(|(b, _)| s > *b) {
                            best = Some((s, p.cards.iter().copied().collect()));
                        }
                    }
                }
            }
        }
        match best {
            Some((s, cards)) if s > ctx.w.draw => self.play_action(&ctx, table, hand, &cards),
            _ => Action::Draw,
        }
    }

    /// R13 multi_play: whether some playable number has a second copy.
    fn has_multi(hand: &CardCounts, mask: CardMask) -> bool {
        mask.iter().filter_map(|c| c.number_value()).any(|n| {
            Color::ALL
                .iter()
                .map(|&col| hand.count(Card::number(col, n)) as u32)
                .sum::<u32>()
                >= 2
        })
    }

    /// R6.2: play the card just drawn, or keep it.
    fn play_or_pass(&mut self, obs: &Observation<'_>, know: Option<&Evidence>) -> Action {
        let table = self.take_table(obs.rules());
        let r = self.play_or_pass_with(&table, obs, know);
        self.put_table(table);
        r
    }

    fn play_or_pass_with(
        &mut self,
        table: &CardTable,
        obs: &Observation<'_>,
        know: Option<&Evidence>,
    ) -> Action {
        let Some(card) = obs.drawn() else {
            return Action::Pass;
        };
        let ctx = Ctx::new(obs, table, know, &self.style, self.partner_seen);
        if !eval::allowed(&ctx, card) {
            return Action::Pass;
        }
        if card.is_draw_four()
            && ctx.holds_cur
            && !(ctx.threat_next >= 0.6 && self.roll(self.style.bluff))
        {
            return Action::Pass;
        }
        let hand = obs.hand();
        let s = eval::score(&ctx, table, hand, &[card]);
        if s > ctx.w.pass {
            self.play_action(&ctx, table, hand, &[card])
        } else {
            Action::Pass
        }
    }

    /// R8.3: the estimated chance that the W+4 waiting for us is a bluff.
    pub fn guilt_estimate(obs: &Observation<'_>, know: Option<&Evidence>) -> f32 {
        let me = obs.seat();
        let offender = neighbour(obs, me, obs.direction().flipped());
        let (offender, prev) = match know.and_then(|k| k.last_wd4()) {
            Some((s, c)) => (s, c),
            None => {
                let d = obs.discard_pile();
                let prev = d.len().checked_sub(2).and_then(|i| d[i].color());
                (offender, prev)
            }
        };
        let Some(prev) = prev else {
            return 0.0;
        };
        if know.is_some_and(|k| k.lacks_color(offender, prev)) {
            return 0.02;
        }
        // The share of `prev` among the cards we cannot see.
        let rules = obs.rules();
        let mut unseen = [0i32; 64];
        for c in Card::all() {
            unseen[c.index()] = rules.count(c) as i32 - obs.hand().count(c) as i32;
        }
        for &c in obs.discard_pile() {
            unseen[c.index()] -= 1;
        }
        let total: i32 = unseen.iter().map(|&k| k.max(0)).sum();
        let mut of_col: i32 = CardMask::of_color(prev)
            .iter()
            .map(|c| unseen[c.index()].max(0))
            .sum();
        if rules.in_deck(Card::ITEM_BOX) {
            of_col += unseen[Card::ITEM_BOX.index()].max(0);
        }
        let f = if total > 0 {
            of_col as f32 / total as f32
        } else {
            0.25
        };
        let h = obs.hand_size(offender) as i32;
        let mut holds = 1.0 - (1.0 - f).powi(h);
        let recent = know.is_some_and(|k| {
            k.last_color(offender) == Some(prev) || k.last_named(offender) == Some(prev)
        });
        if recent {
            holds = 0.5 + 0.5 * holds;
        }
        // How readily the offender bluffs: public challenges, else a prior.
        let r = know.map_or(0.17, |k| k.bluff_rate(offender));
        let b = (r * 0.43 / (1.0 - r).max(0.05)).min(1.0);
        let num = b * holds;
        num / (num + (1.0 - holds)).max(1e-6)
    }

    /// R8.2/R13: a waiting penalty: stack, challenge or take it.
    fn penalty(&mut self, obs: &Observation<'_>, know: Option<&Evidence>) -> Action {
        let table = self.take_table(obs.rules());
        let r = self.penalty_with(&table, obs, know);
        self.put_table(table);
        r
    }

    fn penalty_with(
        &mut self,
        table: &CardTable,
        obs: &Observation<'_>,
        know: Option<&Evidence>,
    ) -> Action {
        obs.legal_actions(&mut self.buf);
        let ctx = Ctx::new(obs, table, know, &self.style, self.partner_seen);
        // Stack (R13), with a Draw Two before a W+4.
        let mut stack: Option<Card> = None;
        for a in &self.buf {
            if let Action::Play(p) = a {
                let c = p.first();
                if stack.is_none_or(|s| s.is_draw_four() && !c.is_draw_four()) {
                    stack = Some(c);
                }
            }
        }
        if let Some(c) = stack {
            return self.play_action(&ctx, table, obs.hand(), &[c]);
        }
        let can_challenge = self.buf.contains(&Action::Challenge);
        if can_challenge && Heuristic::guilt_estimate(obs, know) > self.style.challenge_at {
            return Action::Challenge;
        }
        Action::Accept
    }

    /// A player to choose (R13 swaps, R9 Green Shell, R14 `chosen`): the
    /// one with the fewest cards, whether we take their hand or hit them.
    fn choose_player(&mut self, obs: &Observation<'_>) -> Action {
        let me = obs.seat();
        let low_wins = obs.rules().scoring().method == ScoringMethod::Penalty;
        // R15: never the partner while an opponent can be chosen.
        let partner = self.partner(obs);
        let mut best: Option<(Seat, (bool, usize, i64))> = None;
        for t in Seat::all(obs.players()) {
            if t == me || !obs.is_active(t) {
                continue;
            }
            // Fewest cards first (the best hand to take, the leader to hit);
            // ties: the best score.
            let sc = obs.scores()[t.index()];
            let key = (
                Some(t) == partner,
                obs.hand_size(t),
                if low_wins { sc } else { -sc },
            );
            if best.is_none_or(|(_, k)| key < k) {
                best = Some((t, key));
            }
        }
        match best {
            Some((target, _)) => Action::ChoosePlayer { target },
            None => {
                obs.legal_actions(&mut self.buf);
                self.buf.first().cloned().unwrap_or(Action::Draw)
            }
        }
    }

    /// R15: the partner this style plays for (`None`: no teams, or
    /// team-blind).
    fn partner(&self, obs: &Observation<'_>) -> Option<Seat> {
        if self.style.team {
            obs.partner()
        } else {
            None
        }
    }

    /// The seat's decision when the game waits for it.
    pub fn act(&mut self, obs: &Observation<'_>, know: Option<&Evidence>) -> Action {
        // Free actions first (R10.2): they do not end the turn. R15: the
        // partner is not caught.
        if let Some(e) = obs.exposed().filter(|&e| Some(e) != self.partner(obs)) {
            if !self.roll(self.style.miss_catch) {
                return if e == obs.seat() {
                    Action::Uno
                } else {
                    Action::Catch { target: e }
                };
            }
        }
        // With the draw pile empty, cards only move in small circles (a
        // recycled Reverse, Item Box or Badtz-Maru, R6.4), and a fixed
        // policy can follow one for ever: there, one decision in four is a
        // random legal one, so every round ends.
        if obs.draw_pile_size() == 0
            && matches!(obs.pending(), None | Some(Pending::PlayOrPass))
            && self.rng.random_bool(0.25)
        {
            obs.legal_actions(&mut self.buf);
            self.buf
                .retain(|a| !matches!(a, Action::Uno | Action::Catch { .. }));
            if !self.buf.is_empty() {
                let i = self.rng.random_range(0..self.buf.len());
                return self.buf.swap_remove(i);
            }
        }
        match obs.pending() {
            None => self.turn(obs, know),
            Some(Pending::PlayOrPass) => self.play_or_pass(obs, know),
            Some(Pending::AcceptOrChallenge) | Some(Pending::StackOrDraw) => {
                self.penalty(obs, know)
            }
            Some(Pending::ChooseColor) => {
                let table = CardTable::for_rules(&mut self.table, obs.rules());
                let ctx = Ctx::new(obs, &table, know, &self.style, self.partner_seen);
                Action::ChooseColor {
                    color: eval::best_color(&ctx, obs.hand()),
                }
            }
            Some(Pending::ChoosePlayer) => self.choose_player(obs),
            Some(Pending::ComplyOrPenalty) => {
                if self.roll(self.style.honour_penalty) {
                    Action::Penalty
                } else {
                    Action::Comply
                }
            }
        }
    }

    /// Out-of-turn chances: an UNO call, a catch, a jump-in (R10, R13).
    pub fn react(&mut self, obs: &Observation<'_>, know: Option<&Evidence>) -> Option<Action> {
        let me = obs.seat();
        if let Some(e) = obs.exposed().filter(|&e| Some(e) != self.partner(obs)) {
            if !self.roll(self.style.miss_catch) {
                return Some(if e == me {
                    Action::Uno
                } else {
                    Action::Catch { target: e }
                });
            }
        }
        let rules = obs.rules();
        if !(rules.jump_in_possible(None) || rules.jump_in_possible(Some(Pending::StackOrDraw))) {
            return None;
        }
        obs.legal_actions(&mut self.buf);
        let mut pick: Option<Card> = None;
        for a in &self.buf {
            if let Action::Play(p) = a {
                pick = Some(p.first());
                break;
            }
        }
        let c = pick?;
        if self.roll(self.style.miss_jump_in) {
            return None;
        }
        let table = CardTable::for_rules(&mut self.table, obs.rules());
        let ctx = Ctx::new(obs, &table, know, &self.style, self.partner_seen);
        if !eval::allowed(&ctx, c) {
            return None;
        }
        let hand = obs.hand();
        let s = if c.is_draw_two() && obs.pending() == Some(Pending::StackOrDraw) {
            // R13 jump_in_draw_two: the penalty passes on from us.
            1.0
        } else {
            eval::score(&ctx, &table, hand, &[c])
        };
        (s > ctx.w.pass).then(|| self.play_action(&ctx, &table, hand, &[c]))
    }
}
