//! Search sampling: games that differ from this one only in what a seat cannot see (tests of hidden information, determinization for bots).

use super::*;

impl Game {
    /// A copy of this game in which every card `seat` cannot see (other
    /// players' hands and the draw pile) is dealt anew at random, keeping
    /// every hand size and the draw pile size. Everything public and the
    /// seat's own hand are unchanged, so `view(Viewer::Seat(seat))` is too.
    /// The game seed and the generator are replaced too (derived from
    /// `seed`), so later shuffles and later rounds' deals are not the real
    /// ones either. For tests of hidden information and for tools; bots
    /// never get a Game.
    pub fn permute_hidden(&self, seat: Seat, seed: u64) -> Game {
        let mut g = self.clone();
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        g.hide_future(seed);
        let mut pool: Vec<Card> = g.draw.cards_unordered().to_vec();
        let others: Seats = Seat::all(g.players()).filter(|&s| s != seat).collect();
        for &s in &others {
            pool.extend(g.hands[s.index()].iter());
        }
        shuffle(&mut pool, &mut rng);
        let mut it = pool.into_iter();
        for &s in &others {
            let k = g.hands[s.index()].len();
            g.hands[s.index()] = CardCounts::from_cards(it.by_ref().take(k));
        }
        g.draw = DrawPile::from_cards(it.collect());
        g
    }
}

impl Game {
    /// Replaces the game seed and the current generator with ones derived
    /// from `seed`, so a copy's future (reshuffles, later rounds) is not
    /// the real game's.
    pub(super) fn hide_future(&mut self, seed: u64) {
        self.rng = Pcg64Mcg::seed_from_u64(seed ^ 0x5851_f42d_4c95_7f2d);
        self.seed = seed.rotate_left(32) ^ 0x2545_f491_4f6c_dd1d;
    }
}

impl Game {
    /// A game consistent with what `seat` knows, for search (R14 never
    /// changes; only hidden cards move): other players' hands and the draw
    /// pile are re-dealt at random from the cards `seat` cannot see, each
    /// hand keeping its size and holding at least the cards in `known` for
    /// it (cards the seat saw go there: a challenge reveal, a swap). The
    /// random generator and the game seed are replaced, so future shuffles
    /// and later rounds' deals are not the real ones, and a waiting W+4's
    /// guilt is judged on the sampled hand.
    /// Known cards that no longer fit (the pool lacks them, or a hand is
    /// too small) are dropped.
    pub(crate) fn determinized(&self, seat: Seat, known: &[CardCounts], seed: u64) -> Game {
        let mut g = self.clone();
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let others: Seats = Seat::all(g.players()).filter(|&s| s != seat).collect();
        let mut pool = CardCounts::default();
        for c in g.draw.cards_unordered() {
            pool.add(*c);
        }
        for &s in &others {
            for c in g.hands[s.index()].iter() {
                pool.add(c);
            }
        }
        let sizes: Vec<usize> = Seat::all(g.players())
            .map(|s| g.hands[s.index()].len())
            .collect();
        for &s in &others {
            g.hands[s.index()].clear();
            if let Some(k) = known.get(s.index()) {
                for c in k.iter() {
                    if g.hands[s.index()].len() < sizes[s.index()] && pool.remove(c) {
                        g.hands[s.index()].add(c);
                    }
                }
            }
        }
        let mut rest = pool.to_vec();
        shuffle(&mut rest, &mut rng);
        let mut it = rest.into_iter();
        for &s in &others {
            let missing = sizes[s.index()] - g.hands[s.index()].len();
            for c in it.by_ref().take(missing) {
                g.hands[s.index()].add(c);
            }
        }
        g.draw = DrawPile::from_cards(it.collect());
        g.hide_future(seed);
        let mut phase = g.phase;
        if let Some(p) = phase.penalty_mut().filter(|p| p.challengeable) {
            p.guilty = p.prev_color.is_some_and(|c| g.holds_color(p.offender, c));
        }
        g.phase = phase;
        if g.reveal.as_ref().is_some_and(|r| r.to != seat) {
            g.reveal = None;
        }
        g
    }
}
