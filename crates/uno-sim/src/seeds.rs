//! Seed derivation: the engine's one derivation (`uno_core::seed`, the
//! same in every front end). Game `index` of a run seeded `seed` is
//! seeded [`game_seed`]`(seed, index)` (game 0 with `seed` itself, so
//! `uno sim --seed S` plays first the game `uno play --seed S` and the
//! Python table's `reset(seed=S)` play), its bots
//! [`uno_core::seat_seed`] and its rotation of out-of-turn offers
//! [`uno_core::rotation_seed`]. A game is the same whichever thread plays
//! it and whatever else is played.

use uno_core::Seat;

/// SplitMix64's finaliser: a bijective mix of 64 bits (the ratings'
/// bootstrap draws from it; no game seed does).
#[inline]
pub fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The seed of game `index` of a run seeded with `seed`: the seed given to
/// `Game::restart` (and written in recorded scenarios):
/// [`uno_core::game_seed`].
#[inline]
pub fn game_seed(seed: u64, index: u64) -> u64 {
    uno_core::game_seed(seed, index)
}

/// The seed of the bot at `seat` in the game seeded with `game_seed`:
/// [`uno_core::seat_seed`].
#[inline]
pub fn bot_seed(game_seed: u64, seat: usize) -> u64 {
    let seat = Seat::try_from(seat).expect("a table has at most ten seats (R2.1)");
    uno_core::seat_seed(game_seed, seat)
}

/// The seed of the rotation of out-of-turn offers in the game seeded
/// with `game_seed`: [`uno_core::rotation_seed`].
#[inline]
pub fn driver_seed(game_seed: u64) -> u64 {
    uno_core::rotation_seed(game_seed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeds_differ_by_index_seat_and_run() {
        let a = game_seed(1, 0);
        assert_eq!(a, 1, "game 0 is seeded with the run's seed");
        assert_ne!(a, game_seed(1, 1));
        assert_ne!(game_seed(1, 1), game_seed(2, 1));
        assert_ne!(bot_seed(a, 0), bot_seed(a, 1));
        assert_ne!(driver_seed(a), bot_seed(a, 0));
        assert!(game_seed(u64::MAX, u64::MAX) < 1 << 53);
        assert_eq!(
            (bot_seed(9, 2), driver_seed(9)),
            (
                uno_core::seat_seed(9, Seat::new(2)),
                uno_core::rotation_seed(9)
            )
        );
    }
}
