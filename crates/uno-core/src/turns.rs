//! Whose decision comes next: the one turn loop every front end drives
//! (the simulator and the arena, the terminal game, the server's rooms,
//! the Python table).
//!
//! [`Turns::next`] reads the [`Game`] and answers with a [`Decision`]:
//! a seat to act, a seat offered an out-of-turn chance, or the end of the
//! round or game. The front end applies what the seat chose (or lets an
//! offer pass), tells [`Turns::applied`], and asks again. `Turns` holds no
//! borrow of the game between calls, so a front end with its own event
//! loop (the server: timers, people acting when they like) keeps it next
//! to its game and asks whenever it is ready.
//!
//! The semantics, the same in every front end:
//!
//! 1. A *round of offers* opens when a round is dealt (the first one, or
//!    after `next_round`) and after every action by the seat to act; an
//!    out-of-turn action (a reaction) does not open one (so reactions
//!    cannot chain for ever).
//! 2. When a round of offers opens, it is empty unless an out-of-turn
//!    action is possible at all ([`Game::reactions_possible`]: a catch or
//!    an UNO call while a seat is exposed, R10.2; a jump-in, R13
//!    `jump_in`, `jump_in_draw_two`) and some seat may be offered
//!    ([`Turns::set_offerable`]). Only then a first seat is drawn from the
//!    seeded generator (uniformly, so no seat is always first: at a real
//!    table the first to arrive wins), and the seats are offered in seat
//!    order from it, wrapping round, each at most once.
//! 3. A seat is skipped when it is not offerable, when it is the seat to
//!    act (re-read at each offer: a jump-in moves the turn, R13), or when
//!    it has no legal action then (a catch already made, an UNO already
//!    called, a card no longer matching, R10.2/R13).
//! 4. An offered seat answers with one of its legal actions (applied at
//!    once) or lets the chance pass; the remaining seats of the round of
//!    offers are offered next, in the new position.
//! 5. When no offer is left, the seat to act decides.
//!
//! Which seats are offerable is the front end's choice: bots that may
//! react ([`Turns::set_offerable`]), a learner's seat at the Python table.
//! People at a terminal or in a browser are never offered: they act when
//! they like, and a person's out-of-turn action is a reaction like a
//! bot's (rule 1). With no offerable seat the generator is never drawn
//! and a decision costs a few comparisons, which keeps the simulator's
//! hot loop fast.
//!
//! `Turns` never allocates after its first offer (a fixed queue of at most
//! ten seats, one reused buffer of legal actions).

use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

use crate::{Action, Game, Seat, SeatSet};

/// Most seats a table has (R2.1).
const MAX_SEATS: usize = 10;

/// The decision the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Decision {
    /// The seat to act must decide (an ordinary turn or a pending
    /// decision: a colour, a challenge, a penalty, …).
    Act(Seat),
    /// The seat may take an out-of-turn action (catch, UNO call, jump-in;
    /// R10.2, R13) or let the chance pass. [`Turns::legal`] holds its
    /// legal actions (never empty).
    Offer(Seat),
    /// The round is over and the game goes on: the front end deals the
    /// next round (`Action::NextRound`) when it wants to.
    RoundOver,
    /// The game is over (R12).
    GameOver,
}

/// The turn loop's state: the rotation's generator, the offerable seats
/// and the round of offers in progress. See the module documentation.
#[derive(Clone, Debug)]
pub(crate) struct Turns {
    rng: Pcg64Mcg,
    /// Bit `s`: seat `s` may be offered out-of-turn chances.
    offerable: SeatSet,
    queue: [Seat; MAX_SEATS],
    len: u8,
    pos: u8,
    /// A round of offers opens at the next call of [`Turns::next`].
    due: bool,
    legal: Vec<Action>,
}

impl Turns {
    /// A loop whose rotation is drawn from `seed`, with no offerable seat
    /// and a round of offers due (as when a round is dealt).
    pub fn new(seed: u64) -> Turns {
        Turns {
            rng: Pcg64Mcg::seed_from_u64(seed),
            offerable: SeatSet::EMPTY,
            queue: [Seat::new(0); MAX_SEATS],
            len: 0,
            pos: 0,
            due: true,
            legal: Vec::new(),
        }
    }

    /// Starts afresh for a new game: the generator reseeded, no round of
    /// offers in progress, one due. The offerable seats are kept.
    pub fn reseed(&mut self, seed: u64) {
        self.rng = Pcg64Mcg::seed_from_u64(seed);
        self.len = 0;
        self.pos = 0;
        self.due = true;
    }

    /// Whether `seat` may be offered out-of-turn chances (a bot that
    /// reacts, a learner). Seats beyond ten are ignored.
    pub fn set_offerable(&mut self, seat: Seat, yes: bool) {
        if seat.index() < MAX_SEATS {
            if yes {
                self.offerable.insert(seat);
            } else {
                self.offerable.remove(seat);
            }
        }
    }

    /// Whether `seat` may be offered out-of-turn chances.
    pub fn offerable(&self, seat: Seat) -> bool {
        seat.index() < MAX_SEATS && self.offerable.contains(seat)
    }

    /// The legal actions of the seat of the last [`Decision::Offer`].
    pub fn legal(&self) -> &[Action] {
        &self.legal
    }

    /// Whether [`Turns::next`] may answer [`Decision::Offer`] now (it may
    /// still find every remaining seat without a chance). For front ends
    /// that wait between decisions (the terminal game's bot delay).
    pub fn offers_pending(&self, game: &Game) -> bool {
        if game.round_over() {
            return false;
        }
        if self.due {
            !self.offerable.is_empty() && game.reactions_possible()
        } else {
            self.pos < self.len
        }
    }

    /// The next decision of `game`. Call it again after applying what was
    /// decided (and telling [`Turns::applied`]); after an offer that was
    /// let pass, just call it again.
    #[inline]
    pub fn next(&mut self, game: &Game) -> Decision {
        // The hot route (the simulator's baseline bots): with no seat to
        // offer anything, the seat to act decides, or the round is over.
        if self.offerable.is_empty() {
            if let Some(s) = game.to_act() {
                self.due = false;
                self.len = 0;
                self.pos = 0;
                return Decision::Act(s);
            }
        }
        self.next_offer(game)
    }

    /// [`Turns::next`] when some seat may be offered a chance.
    #[inline(never)]
    fn next_offer(&mut self, game: &Game) -> Decision {
        if game.round_over() {
            self.len = 0;
            self.pos = 0;
            self.due = true;
            return if game.game_over() {
                Decision::GameOver
            } else {
                Decision::RoundOver
            };
        }
        if self.due {
            self.due = false;
            self.pos = 0;
            self.len = 0;
            if !self.offerable.is_empty() && game.reactions_possible() {
                // Drawn as a u8, as ever: the rotation of a seed must not
                // change (n <= MAX_SEATS, so the cast is exact).
                let n = game.players().min(MAX_SEATS) as u8;
                let first = self.rng.random_range(0..n);
                for k in 0..n {
                    self.queue[k as usize] = Seat::new((first + k) % n);
                }
                self.len = n;
            }
        }
        let to_act = game.to_act();
        while self.pos < self.len {
            let s = self.queue[self.pos as usize];
            self.pos += 1;
            if Some(s) == to_act || !self.offerable(s) {
                continue;
            }
            game.legal_actions(s, &mut self.legal);
            if self.legal.is_empty() {
                continue;
            }
            return Decision::Offer(s);
        }
        match to_act {
            Some(s) => Decision::Act(s),
            // A round in progress always has a seat to act; answer
            // something harmless rather than panic.
            None => Decision::RoundOver,
        }
    }

    /// Tells the loop that `seat`'s `action` was applied; `to_act_before`
    /// is the seat to act just before it. An action of the seat to act,
    /// or a new round dealt, opens a round of offers (rule 1); a reaction
    /// leaves the round of offers in progress as it is.
    #[inline]
    pub fn applied(&mut self, seat: Seat, action: &Action, to_act_before: Option<Seat>) {
        if to_act_before == Some(seat) || matches!(action, Action::NextRound) {
            self.opened();
        }
    }

    /// Opens a round of offers at the next [`Turns::next`] (the seat to
    /// act acted, a round was dealt), ending the one in progress.
    #[inline]
    fn opened(&mut self) {
        self.due = true;
        self.len = 0;
        self.pos = 0;
    }
}

pub use crate::seed::{rotation_seed, seat_seed};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Rules, RulesSpec};

    fn rules(house: &[&str]) -> Rules {
        RulesSpec {
            preset: Some("classic".into()),
            house: house.iter().map(|s| s.to_string()).collect(),
            ..Default::default()
        }
        .resolve()
        .unwrap()
    }

    /// With no offerable seat the loop only ever names the seat to act,
    /// and the round's end.
    #[test]
    fn without_offerable_seats_only_the_seat_to_act_decides() {
        let mut game = Game::new(rules(&["jump_in"]), 4, 7).unwrap();
        let mut t = Turns::new(1);
        let mut legal = Vec::new();
        for _ in 0..2000 {
            match t.next(&game) {
                Decision::Act(s) => {
                    assert_eq!(Some(s), game.to_act());
                    game.legal_actions(s, &mut legal);
                    let a = legal[0].clone();
                    game.apply(s, &a, &mut crate::NoEvents).unwrap();
                    t.applied(s, &a, Some(s));
                }
                Decision::Offer(_) => panic!("no seat is offerable"),
                Decision::RoundOver | Decision::GameOver => return,
            }
        }
        panic!("the round did not end");
    }

    /// R13 jump-in, R10.2 catches: every offer goes to an offerable seat
    /// other than the seat to act, with legal actions; each seat at most
    /// once per round of offers; offers rotate from a drawn first seat.
    #[test]
    fn offers_follow_the_rotation_once_per_round_of_offers() {
        let mut firsts = [0u32; 4];
        let mut offers = 0;
        for seed in 0..40u64 {
            let mut game = Game::new(rules(&["jump_in"]), 4, seed).unwrap();
            let mut t = Turns::new(seed);
            for s in Seat::all(4).skip(1) {
                t.set_offerable(s, true);
            }
            let mut legal = Vec::new();
            let mut seen: Vec<Seat> = Vec::new();
            for _ in 0..3000 {
                match t.next(&game) {
                    Decision::Offer(s) => {
                        offers += 1;
                        assert!(s != Seat::new(0), "seat 0 is not offerable");
                        assert_ne!(Some(s), game.to_act());
                        assert!(!t.legal().is_empty());
                        assert!(
                            !seen.contains(&s),
                            "{s} offered twice in one round of offers"
                        );
                        if seen.is_empty() {
                            firsts[s.index()] += 1;
                        } else {
                            // Seat order from the first, wrapping round.
                            let (first, last) = (seen[0], *seen.last().unwrap());
                            assert!(
                                (s.index() + 4 - first.index()) % 4
                                    > (last.index() + 4 - first.index()) % 4
                            );
                        }
                        seen.push(s);
                        // Take a jump-in or a catch now and then.
                        if seed % 2 == 0 {
                            let a = t.legal()[0].clone();
                            let before = game.to_act();
                            game.apply(s, &a, &mut crate::NoEvents).unwrap();
                            t.applied(s, &a, before);
                        }
                    }
                    Decision::Act(s) => {
                        seen.clear();
                        game.legal_actions(s, &mut legal);
                        let a = legal[legal.len() - 1].clone();
                        game.apply(s, &a, &mut crate::NoEvents).unwrap();
                        t.applied(s, &a, Some(s));
                    }
                    Decision::RoundOver | Decision::GameOver => break,
                }
            }
        }
        assert!(offers > 50, "{offers}");
        assert!(
            firsts[1] > 0 && firsts[2] > 0 && firsts[3] > 0,
            "{firsts:?}"
        );
    }

    /// The same seed, game and answers give the same decisions (the
    /// rotation is the generator's alone); a reseed starts it again.
    #[test]
    fn the_rotation_is_seeded() {
        let run = |t: &mut Turns| {
            let mut game = Game::new(rules(&["jump_in"]), 3, 5).unwrap();
            let mut out = Vec::new();
            let mut legal = Vec::new();
            for _ in 0..500 {
                let d = t.next(&game);
                out.push(d);
                match d {
                    Decision::Offer(_) => {}
                    Decision::Act(s) => {
                        game.legal_actions(s, &mut legal);
                        let a = legal[0].clone();
                        game.apply(s, &a, &mut crate::NoEvents).unwrap();
                        t.applied(s, &a, Some(s));
                    }
                    _ => break,
                }
            }
            out
        };
        let mut t = Turns::new(9);
        for s in Seat::all(3) {
            t.set_offerable(s, true);
        }
        let a = run(&mut t);
        t.reseed(9);
        assert_eq!(a, run(&mut t));
        assert!(a.iter().any(|d| matches!(d, Decision::Offer(_))));
    }
}
