//! The privileged state: what a seat cannot see (every other hand and the
//! draw pile), for training a critic with perfect information
//! (PerfectDou's perfect-information distillation). **Never an input of
//! a policy that plays**: a policy must see the observation only
//! (`encode::write_obs`). It is written only by its own calls
//! (`VecEnv.state`, `Env.state`), never with the observation.
//!
//! Layout (float32, [`STATE_LEN`] wide whatever the seat count, like the
//! observation; docs/python.md "Privileged state"):
//!
//! - `STATE_HANDS + (k - 1) * NUM_TYPES + type`, `k` in `1..MAX_SEATS`:
//!   the count of each card type in the hand of the seat `k` places after
//!   the observer clockwise (the observation's seat slots, R2.4; the
//!   observer's own hand is in the observation, slot 0 is left out).
//!   Slots of seats not at the table stay 0.
//! - `STATE_DRAW + type`: the draw pile's cards by type (its order is not
//!   given).
//! - `STATE_DRAW_SIZE`: the draw pile's size.

use uno_core::card::NUM_TYPES;
use uno_core::game::MAX_SEATS;
use uno_core::{Game, Seat};

pub const STATE_HANDS: usize = 0;
pub const STATE_DRAW: usize = STATE_HANDS + (MAX_SEATS - 1) * NUM_TYPES;
pub const STATE_DRAW_SIZE: usize = STATE_DRAW + NUM_TYPES;
/// Width of the privileged state vector.
pub const STATE_LEN: usize = STATE_DRAW_SIZE + 1;

/// Writes the cards `seat` cannot see in `game` into `out` (length
/// [`STATE_LEN`]).
pub fn write_state(game: &Game, seat: Seat, out: &mut [f32]) {
    out.fill(0.0);
    let n = game.players();
    let me = seat.index();
    for k in 1..n {
        let other = Seat::new(((me + k) % n) as u8);
        let base = STATE_HANDS + (k - 1) * NUM_TYPES;
        for c in game.hand(other).iter() {
            out[base + c.index()] += 1.0;
        }
    }
    let pile = game.draw_pile_counts();
    for c in pile.iter() {
        out[STATE_DRAW + c.index()] += 1.0;
    }
    out[STATE_DRAW_SIZE] = pile.len() as f32;
}
