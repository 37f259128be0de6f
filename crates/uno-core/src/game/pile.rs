//! The draw pile, shuffled lazily: a Fisher–Yates shuffle run from the
//! top of the pile down, one step each time a card is taken (R2.3, R6.1,
//! R6.4).
//!
//! The shuffle fixes the pile's positions from the top down: step `k`
//! swaps position `k` with a uniform position `j <= k` and leaves it
//! final. A card is taken from the top, so only the steps down to the top
//! position must have run when it is taken; the rest can wait. Run that
//! way, the steps draw the same numbers in the same order as the whole
//! shuffle at once would, so every card comes out where the eager shuffle
//! put it: same seed, same deal, same game. What may not happen meanwhile
//! is another use of the round's generator (R8.4's shuffle of hands, a
//! new shuffle): those call [`DrawPile::settle`] first, which runs the
//! steps still owed, exactly as the eager shuffle had run them before.
//! A round plays about a third of the deck, so most steps are never run.

use rand::RngCore;
use rand_pcg::Pcg64Mcg;

use crate::card::Card;

/// The draw pile (top last), its lowest `pending` positions not yet
/// shuffled into place.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct DrawPile {
    cards: Vec<Card>,
    /// Positions `0..pending` still owe their shuffle steps (`pending <=
    /// cards.len()`); positions from `pending` up are final.
    pending: usize,
}

/// One Fisher–Yates step: position `k` swaps with a uniform `j <= k`
/// (one multiply-shift bounded draw: Lemire's method without the
/// rejection step, whose bias for `k < 512` is below 2^-54, far under
/// anything a simulation could measure).
#[inline(always)]
fn step(cards: &mut [Card], k: usize, rng: &mut Pcg64Mcg) {
    let j = ((rng.next_u64() as u128 * (k as u128 + 1)) >> 64) as usize;
    // j <= k always (the product is below (k + 1) << 64): the `min`
    // changes nothing but lets the compiler drop the bounds checks.
    cards.swap(k, j.min(k));
}

/// Fisher–Yates shuffle of `cards`, all at once (the steps of
/// [`DrawPile`], from the top position down).
pub(crate) fn shuffle(cards: &mut [Card], rng: &mut Pcg64Mcg) {
    for k in (1..cards.len()).rev() {
        step(cards, k, rng);
    }
}

impl DrawPile {
    pub(crate) fn with_capacity(n: usize) -> DrawPile {
        DrawPile {
            cards: Vec::with_capacity(n),
            pending: 0,
        }
    }

    /// A pile in exactly this order (top last), nothing owed.
    pub(crate) fn from_cards(cards: Vec<Card>) -> DrawPile {
        DrawPile { cards, pending: 0 }
    }

    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.cards.len()
    }

    #[inline]
    pub(crate) fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// The cards in no particular order (a multiset: what is hidden).
    pub(crate) fn cards_unordered(&self) -> &[Card] {
        &self.cards
    }

    /// Empties the pile; the steps owed are dropped with its cards (the
    /// round's generator is about to be replaced, or the pile refilled).
    pub(crate) fn clear(&mut self) {
        self.cards.clear();
        self.pending = 0;
    }

    /// Refills the pile with `rest` shuffled (lazily) under `top` (top
    /// first), which stay on top in that order.
    pub(crate) fn fill(&mut self, rest: impl IntoIterator<Item = Card>, top: &[Card]) {
        self.clear();
        self.cards.extend(rest);
        self.pending = self.cards.len();
        self.cards.extend(top.iter().rev());
    }

    /// Shuffles the whole pile (lazily), after any steps still owed.
    pub(crate) fn shuffle(&mut self, rng: &mut Pcg64Mcg) {
        self.settle(rng);
        self.pending = self.cards.len();
    }

    /// Puts `card` on top, after any steps still owed.
    pub(crate) fn push(&mut self, card: Card, rng: &mut Pcg64Mcg) {
        self.settle(rng);
        self.cards.push(card);
    }

    /// Takes the top card: runs its shuffle step first if it still owes
    /// one.
    #[inline]
    pub(crate) fn pop(&mut self, rng: &mut Pcg64Mcg) -> Option<Card> {
        let top = self.cards.len().checked_sub(1)?;
        if self.pending > top {
            // Only the top position is owed here: every earlier take ran
            // the steps above it.
            if top > 0 {
                step(&mut self.cards, top, rng);
            }
            self.pending = top;
        }
        self.cards.pop()
    }

    /// Removes the top `n` cards (which must be final: cards put over the
    /// shuffled part by [`DrawPile::fill`]).
    pub(crate) fn drop_top(&mut self, n: usize) {
        let keep = self.cards.len().saturating_sub(n).max(self.pending);
        self.cards.truncate(keep);
    }

    /// Runs every step still owed, as the eager shuffle would have: call
    /// before the round's generator is used for anything else.
    pub(crate) fn settle(&mut self, rng: &mut Pcg64Mcg) {
        for k in (1..self.pending).rev() {
            step(&mut self.cards, k, rng);
        }
        self.pending = 0;
    }

    /// The pile in its order, top first, as it will be drawn (`rng` is the
    /// round's generator, left as it is: the steps run on a copy).
    pub(crate) fn top_first(&self, rng: &Pcg64Mcg) -> Vec<Card> {
        let mut pile = self.clone();
        pile.settle(&mut rng.clone());
        pile.cards.into_iter().rev().collect()
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;

    use super::*;

    fn deck(n: usize) -> Vec<Card> {
        (0..n).map(|i| Card::from_index(i % 54)).collect()
    }

    /// Taking cards one by one from the lazy pile gives the eager
    /// shuffle's order and leaves the generator where it leaves it, for
    /// every pile size, with a settle after any number of takes.
    #[test]
    fn lazy_takes_are_the_eager_shuffle() {
        for n in 0..120usize {
            for settle_after in [0, 1, 2, n / 2, n.saturating_sub(1), n] {
                let seed = (n * 131 + settle_after) as u64;
                let mut eager = deck(n);
                let mut rng_e = Pcg64Mcg::seed_from_u64(seed);
                shuffle(&mut eager, &mut rng_e);
                let mut lazy = DrawPile::default();
                let mut rng_l = Pcg64Mcg::seed_from_u64(seed);
                lazy.fill(deck(n), &[]);
                assert_eq!(
                    lazy.top_first(&rng_l),
                    eager.iter().rev().copied().collect::<Vec<_>>()
                );
                let mut got = Vec::new();
                for i in 0..n {
                    if i == settle_after {
                        lazy.settle(&mut rng_l);
                    }
                    got.push(lazy.pop(&mut rng_l).expect("a card left"));
                }
                assert_eq!(lazy.pop(&mut rng_l), None);
                let want: Vec<Card> = eager.iter().rev().copied().collect();
                assert_eq!(got, want, "n {n}, settled after {settle_after}");
                assert_eq!(rng_l.next_u64(), rng_e.next_u64(), "generator, n {n}");
            }
        }
    }

    /// Cards put on top by `fill` come first, in order, and owe no step.
    #[test]
    fn top_cards_stay_on_top() {
        let top = [Card::from_index(3), Card::from_index(7)];
        let mut rng = Pcg64Mcg::seed_from_u64(5);
        let mut pile = DrawPile::default();
        pile.fill(deck(20), &top);
        let before = rng.clone();
        assert_eq!(pile.pop(&mut rng), Some(top[0]));
        assert_eq!(pile.pop(&mut rng), Some(top[1]));
        assert_eq!(rng, before, "no step for the cards on top");
        pile.fill(deck(20), &top);
        pile.drop_top(2);
        assert_eq!(pile.len(), 20);
    }
}
