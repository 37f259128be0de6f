//! The baseline "random agent" of research toolkits: plays a uniformly
//! random card among those it can play, draws only when it can play none,
//! plays a drawn card when it can, names a random colour, accepts every
//! Wild Draw Four, calls UNO with its play, never catches.
//!
//! One exception keeps every round finite: a card drawn as the last card
//! of the draw pile is kept half of the time. Always playing it can loop
//! for ever in the Mario Kart edition: a player who can play nothing draws
//! the one Wild Item Box recycled from the discard pile (R6.4), plays it,
//! turns the card it covered, gets a Mushroom (R9: another turn at once),
//! draws the same Item Box again, and so on. The draw pile is almost never
//! empty after a draw, so this changes nothing elsewhere.

use rand::{Rng, RngCore, SeedableRng};
use rand_pcg::Pcg64Mcg;
use uno_core::game::Pending;
use uno_core::{Action, Card, CardMask, Color, Observation, Play};

use crate::bot::Bot;

/// `rng.random_range(0..n)` for `1 <= n`, computed as rand 0.9 computes
/// it (Canon's method: one 32-bit draw, a second only when the first is
/// near a boundary), but inlined: the same draws give the same value, so
/// a seed still gives the same game (the test below checks it).
#[inline(always)]
fn below(rng: &mut Pcg64Mcg, n: u32) -> u32 {
    let m = u64::from(rng.next_u32()) * u64::from(n);
    let (mut hi, lo) = ((m >> 32) as u32, m as u32);
    if lo > n.wrapping_neg() {
        let hi2 = ((u64::from(rng.next_u32()) * u64::from(n)) >> 32) as u32;
        hi += u32::from(lo.checked_add(hi2).is_none());
    }
    hi
}

pub struct RandomBot {
    rng: Pcg64Mcg,
    buf: Vec<Action>,
}

impl RandomBot {
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: Pcg64Mcg::seed_from_u64(seed),
            buf: Vec::new(),
        }
    }

    /// A uniformly random card among the playable ones (a card type is
    /// as likely as the copies of it held).
    #[inline(always)]
    fn pick(&mut self, obs: &Observation<'_>, mask: CardMask) -> Card {
        let hand = obs.hand();
        let total = hand.count_in(mask);
        let mut r = below(&mut self.rng, total.max(1));
        let mut m = mask.0;
        while m != 0 {
            let c = Card::from_index(m.trailing_zeros() as usize);
            let k = hand.count(c) as u32;
            if r < k {
                return c;
            }
            r -= k;
            m &= m - 1;
        }
        Card::from_index(mask.0.trailing_zeros() as usize)
    }

    #[inline(always)]
    fn play(&mut self, obs: &Observation<'_>, card: Card) -> Action {
        let mut p = Play::card(card);
        if obs.rules().names_color(card) {
            p.color = Some(Color::ALL[below(&mut self.rng, 4) as usize]);
        }
        p.uno = obs.hand().len() == 2;
        Action::Play(p)
    }

    /// Anything the fast path does not cover: a random legal action,
    /// preferring the baseline's choices where they apply.
    #[cold]
    #[inline(never)]
    fn fallback(&mut self, obs: &Observation<'_>) -> Action {
        obs.legal_actions(&mut self.buf);
        let plays: Vec<usize> = (0..self.buf.len())
            .filter(|&i| matches!(&self.buf[i], Action::Play(p) if p.cards.len() == 1 && (p.uno || obs.hand().len() != 2)))
            .collect();
        let i = if !plays.is_empty() {
            plays[self.rng.random_range(0..plays.len())]
        } else {
            self.rng.random_range(0..self.buf.len())
        };
        self.buf.swap_remove(i)
    }
}

impl Bot for RandomBot {
    fn name(&self) -> &'static str {
        "random"
    }

    fn trusted(&self) -> bool {
        true
    }

    /// Never catches, never jumps in: `react` is always `None`.
    fn reacts(&self) -> bool {
        false
    }

    fn reset(&mut self, seed: u64) -> bool {
        self.rng = Pcg64Mcg::seed_from_u64(seed);
        true
    }

    #[inline(always)]
    fn act(&mut self, obs: &Observation<'_>) -> Action {
        match obs.pending() {
            None => {
                let m = obs.playable_mask();
                if m.is_empty() {
                    Action::Draw
                } else {
                    let c = self.pick(obs, m);
                    self.play(obs, c)
                }
            }
            Some(Pending::PlayOrPass) => match obs.drawn() {
                Some(_) if obs.draw_pile_size() == 0 && self.rng.random_bool(0.5) => Action::Pass,
                Some(c) => self.play(obs, c),
                None => Action::Pass,
            },
            Some(Pending::AcceptOrChallenge) => Action::Accept,
            Some(Pending::ChooseColor) => Action::ChooseColor {
                color: Color::ALL[below(&mut self.rng, 4) as usize],
            },
            Some(_) => self.fallback(obs),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `below` draws what `random_range` draws: same values, same
    /// generator state after (ranges of every size, near the boundaries
    /// where the second draw happens).
    #[test]
    fn below_is_random_range() {
        for seed in 0..200u64 {
            let mut a = Pcg64Mcg::seed_from_u64(seed);
            let mut b = a.clone();
            for n in (1..300u32).chain([4, 1 << 31, u32::MAX - 1, u32::MAX, 3 << 30]) {
                assert_eq!(below(&mut a, n), b.random_range(0..n), "seed {seed}, n {n}");
                let k = (n as usize).min(1 << 20);
                assert_eq!(
                    below(&mut a, k as u32) as usize,
                    b.random_range(0..k),
                    "usize range {k}"
                );
            }
            assert_eq!(a.next_u64(), b.next_u64());
        }
    }
}
