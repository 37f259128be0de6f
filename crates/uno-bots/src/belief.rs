//! A particle belief over the hidden hands, for `hard`'s determinizations.
//!
//! Each particle is one full hypothesis of where the cards a seat cannot
//! see are: every other hand, and the draw pile (as a multiset). Particles
//! follow the projected events: an opponent's draw moves random cards from
//! the pile into its hand; a play takes the card from the hand (a
//! hypothesis without it is repaired and nearly ruled out); a card we see
//! leave the pile (our draw, an item, R9) weighs each hypothesis by its
//! chance of being there; a reshuffle (R6.4) puts the known discards back.
//!
//! The choices of the other players are evidence too. Each is assumed to
//! play, most of the time, as the deterministic heuristic would
//! ([`crate::heuristic::model_turn`]), and otherwise to pick any of its
//! options at random: at an ordinary turn, the hypotheses of its hand under
//! which the heuristic would have made the same play (or drawn) gain
//! weight. Against the `medium` bot this recovers much of what its hand
//! holds; against a player who does not play like it, the random part of
//! the model keeps every hypothesis alive.
//!
//! The weights are normalised after each update and the particles
//! resampled when too few carry the weight. Events the particles cannot
//! follow exactly (hands swapped, rotated or shuffled with ours, R8.4,
//! R13) reset the belief, which is dealt again at the next observation
//! from the tracker's known cards and voids.

use std::sync::Arc;

use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use uno_core::event::DrawReason;
use uno_core::game::MAX_SEATS;
use uno_core::{Card, CardCounts, CardMask, Color, EventKind, Observation, Seat, SeenEvent};

use crate::evidence::Evidence;
use crate::heuristic::model_turn;
use crate::table::{CardTable, Seen};

/// How often another player is assumed to choose as the heuristic would.
const FOLLOWS_MODEL: f64 = 0.97;
/// Samples dealt per particle when it is (re)built, to respect the voids.
const DEAL_TRIES: u32 = 6;

/// One hypothesis: every hidden hand, and the draw pile.
#[derive(Clone, Debug, Default)]
struct Part {
    hands: [CardCounts; MAX_SEATS],
    pool: CardCounts,
}

/// A random card of `c` (each copy equally likely).
fn random_card(c: &CardCounts, rng: &mut Pcg64Mcg) -> Option<Card> {
    if c.is_empty() {
        return None;
    }
    let mut k = rng.random_range(0..c.len());
    for t in c.mask().iter() {
        let n = c.count(t) as usize;
        if k < n {
            return Some(t);
        }
        k -= n;
    }
    None
}

impl Part {
    /// Makes seat `j`'s hand hold `c` (it is about to play it): if it did
    /// not, `c` is swapped in for a random card of that hand, which takes
    /// `c`'s place (the pile or another hand).
    fn give(&mut self, j: Seat, c: Card, rng: &mut Pcg64Mcg) {
        let j = j.index();
        if self.hands[j].contains(c) {
            return;
        }
        // Swap one of j's cards for `c`, wherever the hypothesis put it.
        let x = random_card(&self.hands[j], rng);
        if let Some(x) = x {
            self.hands[j].remove(x);
        }
        if self.pool.remove(c) {
            if let Some(x) = x {
                self.pool.add(x);
            }
        } else if let Some(k) = (0..MAX_SEATS).find(|&k| self.hands[k].contains(c)) {
            self.hands[k].remove(c);
            if let Some(x) = x {
                self.hands[k].add(x);
            }
        }
        self.hands[j].add(c);
    }

    /// Moves every card of `mask` out of seat `j`'s hand, each swapped
    /// for a random pile card outside `mask` (as far as the pile allows).
    fn clear_of(&mut self, j: Seat, mask: CardMask, rng: &mut Pcg64Mcg) {
        let j = j.index();
        let outside = CardCounts::from_cards(self.pool.iter().filter(|c| !mask.contains(*c)));
        let mut outside = outside;
        let held: Vec<Card> = self.hands[j].iter().filter(|c| mask.contains(*c)).collect();
        for c in held {
            let Some(y) = random_card(&outside, rng) else {
                break;
            };
            outside.remove(y);
            self.pool.remove(y);
            self.hands[j].remove(c);
            self.hands[j].add(y);
            self.pool.add(c);
        }
    }

    /// `c` leaves the draw pile where we see it (repaired when the
    /// hypothesis put it in a hand: that hand takes a pile card instead).
    fn reveal(&mut self, c: Card, rng: &mut Pcg64Mcg) {
        if self.pool.remove(c) {
            return;
        }
        if let Some(j) = (0..MAX_SEATS).find(|&j| self.hands[j].contains(c)) {
            if let Some(y) = random_card(&self.pool, rng) {
                self.pool.remove(y);
                self.hands[j].remove(c);
                self.hands[j].add(y);
            }
        }
    }

    /// Seat `j` draws `n` cards from the pile.
    fn draw(&mut self, j: Seat, n: u16, rng: &mut Pcg64Mcg) {
        for _ in 0..n {
            match random_card(&self.pool, rng) {
                Some(c) => {
                    self.pool.remove(c);
                    self.hands[j.index()].add(c);
                }
                None => break,
            }
        }
    }
}

/// The particle belief (see the module docs).
#[derive(Clone, Debug)]
pub struct Belief {
    target: usize,
    parts: Vec<Part>,
    w: Vec<f64>,
    rng: Pcg64Mcg,
    ready: bool,
    table: Option<Arc<CardTable>>,
    /// Resets since the start (for tests and tuning).
    rebuilds: u32,
}

impl Belief {
    pub fn new(particles: usize, seed: u64) -> Belief {
        Belief {
            target: particles.max(1),
            parts: Vec::new(),
            w: Vec::new(),
            rng: Pcg64Mcg::seed_from_u64(seed),
            ready: false,
            table: None,
            rebuilds: 0,
        }
    }

    /// Whether the particles follow the game now.
    pub fn is_ready(&self) -> bool {
        self.ready
    }

    /// How many times the belief was dealt anew.
    pub fn rebuilds(&self) -> u32 {
        self.rebuilds
    }

    /// The effective number of particles (1 / Σw²).
    pub fn effective(&self) -> f64 {
        1.0 / self.w.iter().map(|w| w * w).sum::<f64>().max(1e-300)
    }

    /// The hidden hands of one hypothesis drawn by weight (`u` uniform in
    /// [0, 1)), one entry per seat (ours empty): the `known` argument of
    /// [`Observation::determinize`], which then places every card of it.
    pub fn sample(&self, u: f64, players: usize) -> Option<&[CardCounts]> {
        if !self.ready {
            return None;
        }
        let mut acc = 0.0;
        let mut pick = self.parts.len() - 1;
        for (i, w) in self.w.iter().enumerate() {
            acc += w;
            if u < acc {
                pick = i;
                break;
            }
        }
        Some(&self.parts[pick].hands[..players])
    }

    /// The cards we cannot see, by the observation: the deck less our hand
    /// and the discard pile.
    fn unseen(obs: &Observation<'_>) -> CardCounts {
        let rules = obs.rules();
        let mut counts = [0i32; 64];
        for c in Card::all() {
            counts[c.index()] = rules.count(c) as i32 - obs.hand().count(c) as i32;
        }
        for &c in obs.discard_pile() {
            counts[c.index()] -= 1;
        }
        let mut u = CardCounts::new();
        for c in Card::all() {
            u.add_n(c, counts[c.index()].clamp(0, 255) as u8);
        }
        u
    }

    /// Checks the particles against an observation; deals them anew when
    /// they do not match it (or were reset).
    pub fn sync(&mut self, k: &Evidence, obs: &Observation<'_>) {
        CardTable::for_rules(&mut self.table, obs.rules());
        let me = obs.seat();
        let n = obs.players();
        if self.ready {
            let mut ok = self.parts.iter().all(|p| {
                p.pool.len() == obs.draw_pile_size()
                    && Seat::all(n).all(|s| s == me || p.hands[s.index()].len() == obs.hand_size(s))
            });
            let p = &self.parts[0];
            if ok {
                // Same cards in the hidden world as the observation says.
                let mut all = p.pool;
                for s in 0..n {
                    for c in p.hands[s].iter() {
                        all.add(c);
                    }
                }
                ok = all == Belief::unseen(obs);
            }
            if ok {
                return;
            }
        }
        self.deal(k, obs);
    }

    /// Deals every particle from the unseen cards: the tracker's known
    /// cards first, then at random, keeping of a few deals the one that
    /// breaks the fewest voids.
    fn deal(&mut self, k: &Evidence, obs: &Observation<'_>) {
        self.rebuilds += 1;
        let me = obs.seat();
        let n = obs.players();
        let unseen = Belief::unseen(obs);
        self.parts.clear();
        for _ in 0..self.target {
            let mut best: Option<(u32, Part)> = None;
            for _ in 0..DEAL_TRIES {
                let mut p = Part {
                    pool: unseen,
                    ..Part::default()
                };
                for s in Seat::all(n) {
                    if s == me {
                        continue;
                    }
                    let size = obs.hand_size(s);
                    let h = &mut p.hands[s.index()];
                    for c in k.known_of(s).iter() {
                        if h.len() < size && p.pool.remove(c) {
                            h.add(c);
                        }
                    }
                }
                for s in Seat::all(n) {
                    if s == me {
                        continue;
                    }
                    let missing = obs.hand_size(s) - p.hands[s.index()].len();
                    p.draw(s, missing as u16, &mut self.rng);
                }
                let v: u32 = Seat::all(n)
                    .filter(|&s| s != me)
                    .map(|s| {
                        let h = &p.hands[s.index()];
                        k.voids(s)
                            .iter()
                            .map(|v| {
                                let held: u32 = CardMask(h.mask().0 & v.mask.0)
                                    .iter()
                                    .map(|c| h.count(c) as u32)
                                    .sum();
                                held.saturating_sub(v.allowed as u32)
                            })
                            .sum::<u32>()
                    })
                    .sum();
                if best.as_ref().is_none_or(|(bv, _)| v < *bv) {
                    best = Some((v, p));
                }
                if v == 0 {
                    break;
                }
            }
            self.parts.push(best.expect("one deal").1);
        }
        let w = 1.0 / self.parts.len() as f64;
        self.w = vec![w; self.parts.len()];
        self.ready = true;
    }

    /// The chance that seat `j`, holding `hand` in the situation `seen`,
    /// makes this choice at an ordinary turn: `Some((card, colour))` for a
    /// one-card play, `None` for a draw.
    fn choice_likelihood(
        table: &CardTable,
        k: &Evidence,
        seen: &Seen,
        hand: &CardCounts,
        choice: Option<(Card, Option<Color>)>,
    ) -> f64 {
        let options = seen.playable(table, hand).iter().count() as f64 + 1.0;
        let model = model_turn(table, seen, hand, Some(k));
        let (follows, random) = match (choice, model) {
            (None, None) => (1.0, 1.0 / options),
            (None, Some(_)) => (0.0, 1.0 / options),
            (Some((c, col)), m) => {
                let named = table.names_color(c);
                let random = if named { 0.25 } else { 1.0 } / options;
                let follows = match m {
                    Some((mc, mcol)) if mc == c => {
                        if named && mcol != col {
                            // The colour also depends on what that player
                            // knows of its neighbour, which we only guess.
                            0.3
                        } else {
                            1.0
                        }
                    }
                    _ => 0.0,
                };
                (follows, random)
            }
        };
        FOLLOWS_MODEL * follows + (1.0 - FOLLOWS_MODEL) * random
    }

    /// Takes in one event; `k` is the tracker as it was before the event.
    pub fn observe(&mut self, k: &Evidence, e: &SeenEvent) {
        if !self.ready {
            return;
        }
        let me = k.seat();
        let Some(table) = self.table.clone() else {
            self.ready = false;
            return;
        };
        match &e.kind {
            EventKind::RoundStarted { .. }
            | EventKind::HandsShuffled { .. }
            | EventKind::HandsRotated { .. } => self.ready = false,
            EventKind::HandsSwapped { a, b } => {
                if *a == me || *b == me {
                    self.ready = false;
                } else {
                    for p in &mut self.parts {
                        p.hands.swap(a.index(), b.index());
                    }
                }
            }
            EventKind::Played {
                seat,
                cards,
                color,
                jump_in,
            } => {
                if *seat == me {
                    return;
                }
                let j = *seat;
                let seen = (!*jump_in && cards.len() == 1 && k.ordinary_turn(j))
                    .then(|| k.seen_from(j))
                    .flatten();
                for (p, w) in self.parts.iter_mut().zip(self.w.iter_mut()) {
                    // A hypothesis without the card is moved to one with
                    // it (swapping it in for a random card of that hand).
                    if let Some(seen) = &seen {
                        p.give(j, cards[0], &mut self.rng);
                        *w *= Belief::choice_likelihood(
                            &table,
                            k,
                            seen,
                            &p.hands[j.index()],
                            Some((cards[0], *color)),
                        );
                    }
                    // Card by card (R13 multi_play may put two copies).
                    for &c in cards {
                        p.give(j, c, &mut self.rng);
                        p.hands[j.index()].remove(c);
                    }
                }
                if seen.is_some() {
                    self.normalise();
                }
            }
            EventKind::Drew {
                seat,
                count,
                reason,
            } => {
                if *seat == me {
                    if let Some(cards) = &e.cards {
                        for &c in cards {
                            for p in &mut self.parts {
                                p.reveal(c, &mut self.rng);
                            }
                        }
                    }
                    return;
                }
                let j = *seat;
                let seen = (*reason == DrawReason::Turn && k.first_draw(j) && !k.penalty_open())
                    .then(|| k.seen_from(j))
                    .flatten();
                for p in &mut self.parts {
                    if let Some(seen) = &seen {
                        // It drew: as the model would have, mostly, so
                        // most hypotheses are moved to a hand with nothing
                        // the heuristic would have played.
                        let hand = &p.hands[j.index()];
                        if model_turn(&table, seen, hand, Some(k)).is_some()
                            && self.rng.random_bool(FOLLOWS_MODEL)
                        {
                            let playable = seen.playable(&table, hand);
                            p.clear_of(j, playable, &mut self.rng);
                        }
                    }
                    p.draw(j, *count, &mut self.rng);
                }
            }
            EventKind::ItemRevealed { card, .. } => {
                for p in &mut self.parts {
                    p.reveal(*card, &mut self.rng);
                }
            }
            EventKind::Reshuffled { .. } => {
                let d = k.discard();
                let back = &d[..d.len().saturating_sub(1)];
                for p in &mut self.parts {
                    for &c in back {
                        p.pool.add(c);
                    }
                }
            }
            EventKind::HandRevealed { to, of } if *to == me && *of != me => {
                if let Some(cards) = &e.cards {
                    let shown = CardCounts::from_cards(cards.iter().copied());
                    for p in &mut self.parts {
                        let o = of.index();
                        for c in p.hands[o].iter().collect::<Vec<_>>() {
                            p.pool.add(c);
                        }
                        p.hands[o].clear();
                        for c in shown.iter() {
                            if !p.pool.remove(c) {
                                // Another hand held it here: give it a pile card.
                                if let Some(x) = (0..MAX_SEATS).find(|&x| p.hands[x].contains(c)) {
                                    p.hands[x].remove(c);
                                    if let Some(y) = random_card(&p.pool, &mut self.rng) {
                                        p.pool.remove(y);
                                        p.hands[x].add(y);
                                    }
                                }
                            }
                            p.hands[o].add(c);
                        }
                    }
                }
            }
            EventKind::Challenged {
                offender, guilty, ..
            } if *offender != me => {
                // R8.3: guilty exactly when the W+4 player held the colour
                // in play before it (a WIB counts, R9).
                if let Some((s, Some(prev))) = k.last_wd4() {
                    if s == *offender {
                        let m = table.color_mask(prev).0;
                        for p in &mut self.parts {
                            let held = p.hands[s.index()].mask().0 & m != 0;
                            if held && !*guilty {
                                p.clear_of(s, CardMask(m), &mut self.rng);
                            } else if !held && *guilty {
                                // Swap one of its cards for one of that colour.
                                let of_col: CardCounts = CardCounts::from_cards(
                                    p.pool.iter().filter(|c| m & c.bit() != 0),
                                );
                                if let Some(c) = random_card(&of_col, &mut self.rng) {
                                    p.give(s, c, &mut self.rng);
                                }
                            }
                        }
                    }
                }
            }
            _ => {}
        }
    }

    /// Normalises the weights; resamples when fewer than half the
    /// particles carry them; resets when no hypothesis is left.
    fn normalise(&mut self) {
        let total: f64 = self.w.iter().sum();
        if total.is_nan() || total <= 1e-300 || !total.is_finite() {
            self.ready = false;
            return;
        }
        for w in &mut self.w {
            *w /= total;
        }
        if self.effective() < self.parts.len() as f64 * 0.5 {
            self.resample();
        }
    }

    /// Systematic resampling: particles copied in proportion to weight.
    fn resample(&mut self) {
        let n = self.parts.len();
        let step = 1.0 / n as f64;
        let mut u = self.rng.random::<f64>() * step;
        let mut acc = 0.0;
        let mut i = 0;
        let mut next = Vec::with_capacity(n);
        for (j, w) in self.w.iter().enumerate() {
            acc += w;
            while u < acc && i < n {
                next.push(self.parts[j].clone());
                u += step;
                i += 1;
            }
        }
        while next.len() < n {
            next.push(self.parts[n - 1].clone());
        }
        self.parts = next;
        self.w = vec![step; n];
    }
}
