//! Seed derivation: every game's seed comes from the run's seed and the
//! game's index, every bot's from the game's seed and its seat, so a game
//! is the same whichever thread plays it and whatever else is played.

/// SplitMix64's finaliser: a bijective mix of 64 bits.
#[inline]
pub fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The seed of game `index` of a run seeded with `seed`: the seed given to
/// `Game::restart` (and written in recorded scenarios). It fits in 53 bits
/// so that it survives JSON readers that hold numbers as doubles.
#[inline]
pub fn game_seed(seed: u64, index: u64) -> u64 {
    mix(mix(seed) ^ index.wrapping_mul(0xd6e8_feb8_6659_fd93)) >> 11
}

/// The seed of the bot at `seat` in the game seeded with `game_seed`.
#[inline]
pub fn bot_seed(game_seed: u64, seat: usize) -> u64 {
    mix(game_seed ^ mix(0x626f_7473 + seat as u64))
}

/// The seed of the driver's own choices (who is offered reactions first).
#[inline]
pub fn driver_seed(game_seed: u64) -> u64 {
    mix(game_seed ^ 0x6472_6976_6572_0000)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeds_differ_by_index_seat_and_run() {
        let a = game_seed(1, 0);
        assert_ne!(a, game_seed(1, 1));
        assert_ne!(a, game_seed(2, 0));
        assert_ne!(bot_seed(a, 0), bot_seed(a, 1));
        assert_ne!(driver_seed(a), bot_seed(a, 0));
        assert_eq!(a, game_seed(1, 0));
        assert!(game_seed(u64::MAX, u64::MAX) < 1 << 53);
    }
}
