//! Seeds: the one derivation every front end uses (the simulator and the
//! arena, the terminal game, the server's rooms, the Python table), so
//! the same seed plays the same game everywhere (docs/determinism.md):
//!
//! - [`game_seed`]: the seeds of successive games of a series (a
//!   simulation run, an arena's deals), the first game seeded with the
//!   series' seed itself;
//! - [`rotation_seed`]: the seed of a table's rotation of out-of-turn
//!   offers ([`crate::Table`]);
//! - [`seat_seed`]: the seed of the bot at each seat;
//! - [`round_seed`]: the seed of each round's deal (below).
//!
//! Round seeds: how a game's seed becomes one seed per round.
//!
//! A game has one 64-bit seed, but no round draws from it directly. Round
//! `r` (1-based) draws every random choice it makes (the R2.2 draw for
//! dealer before round 1, the deal, R3's reshuffle of a returned W+4,
//! every R6.4 reshuffle, a Shuffle Hands shuffle) from its own generator,
//! seeded with [`round_seed`]`(game_seed, r)`. So one round's deal depends
//! only on the rules, the seats, the dealer, the eliminated seats and that
//! round's seed, and revealing a round's seed tells nothing about the
//! seeds (and deals) of the rounds after it: the derivation is one-way.

use sha2::digest::generic_array::GenericArray;

use crate::Seat;

/// The seed of round `round` (1-based) of a game seeded with `game_seed`:
/// the first 8 bytes, read little-endian, of
/// `sha256("uno-round-v1:" + decimal(game_seed) + ":" + decimal(round))`.
///
/// Stable across versions: a recorded game replays to the same deals.
///
/// ```
/// use sha2::{Digest, Sha256};
/// let h = Sha256::digest(b"uno-round-v1:42:1");
/// let want = u64::from_le_bytes(h[..8].try_into().unwrap());
/// assert_eq!(uno_core::round_seed(42, 1), want);
/// ```
pub fn round_seed(game_seed: u64, round: u32) -> u64 {
    // "uno-round-v1:" + at most 20 + ":" + at most 10 digits: at most 44
    // bytes, so the message and its padding fit in one 64-byte block,
    // compressed once (what `Sha256::digest` does, without its buffering:
    // this runs at every deal; the tests compare it with `digest`).
    let mut block = [0u8; 64];
    let mut len = 0;
    let mut put = |b: &[u8]| {
        block[len..len + b.len()].copy_from_slice(b);
        len += b.len();
    };
    put(b"uno-round-v1:");
    put(decimal(game_seed, &mut [0u8; 20]));
    put(b":");
    put(decimal(round as u64, &mut [0u8; 20]));
    // SHA-256 padding (FIPS 180-4 §5.1.1): a 1 bit, zeros, the length in
    // bits as a big-endian u64 in the last 8 bytes.
    block[len] = 0x80;
    block[56..].copy_from_slice(&((len as u64) * 8).to_be_bytes());
    let mut state = SHA256_H0;
    sha2::compress256(
        &mut state,
        std::slice::from_ref(GenericArray::from_slice(&block)),
    );
    // The digest's first 8 bytes are the first two state words, big-endian.
    let mut first = [0u8; 8];
    first[..4].copy_from_slice(&state[0].to_be_bytes());
    first[4..].copy_from_slice(&state[1].to_be_bytes());
    u64::from_le_bytes(first)
}

/// SHA-256's initial hash value (FIPS 180-4 §5.3.3).
const SHA256_H0: [u32; 8] = [
    0x6a09_e667,
    0xbb67_ae85,
    0x3c6e_f372,
    0xa54f_f53a,
    0x510e_527f,
    0x9b05_688c,
    0x1f83_d9ab,
    0x5be0_cd19,
];

/// The seed of the rotation of a table whose game is seeded `game_seed`
/// (who is offered out-of-turn chances first, [`crate::Table`]).
pub fn rotation_seed(game_seed: u64) -> u64 {
    mix(game_seed, 0)
}

/// The seed of the bot at `seat` of a table whose game is seeded
/// `game_seed`.
pub fn seat_seed(game_seed: u64, seat: Seat) -> u64 {
    mix(game_seed, 1 + u64::from(seat.get()))
}

/// The seed of game `index` (0-based) of a series of games seeded
/// `series` (`uno sim --seed`, an arena's deals): game 0 is seeded
/// `series` itself, so `uno sim --seed S` plays first the game that
/// `uno play --seed S`, the Python table's `reset(seed=S)` and the server
/// with game seed `S` play; each later game is seeded
/// `mix(series, GAMES + index) >> 11`, which fits in 53 bits (it survives
/// JSON readers that hold numbers as doubles). A game's seed depends on
/// the series' seed and its index alone, so a game is the same whichever
/// thread plays it.
pub fn game_seed(series: u64, index: u64) -> u64 {
    if index == 0 {
        series
    } else {
        mix(series, GAMES_STREAM.wrapping_add(index)) >> 11
    }
}

/// The first stream of [`game_seed`] (streams 0 to 10 are the rotation's
/// and the seats').
const GAMES_STREAM: u64 = 0x6761_6d65_0000_0000;

/// Mixes a seed with a stream number (splitmix64's finaliser over
/// `seed ^ stream × φ`).
pub fn mix(seed: u64, stream: u64) -> u64 {
    let mut z = seed ^ stream.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// `v` in decimal, written at the end of `out`, two digits at a time.
fn decimal(mut v: u64, out: &mut [u8; 20]) -> &[u8] {
    const PAIRS: &[u8; 200] = b"0001020304050607080910111213141516171819\
        2021222324252627282930313233343536373839\
        4041424344454647484950515253545556575859\
        6061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899";
    let mut i = out.len();
    while v >= 100 {
        let d = (v % 100) as usize * 2;
        v /= 100;
        i -= 2;
        out[i..i + 2].copy_from_slice(&PAIRS[d..d + 2]);
    }
    if v >= 10 {
        let d = v as usize * 2;
        i -= 2;
        out[i..i + 2].copy_from_slice(&PAIRS[d..d + 2]);
    } else {
        i -= 1;
        out[i] = b'0' + v as u8;
    }
    &out[i..]
}

#[cfg(test)]
mod tests {
    use super::*;
    use sha2::{Digest, Sha256};

    fn reference(seed: u64, round: u32) -> u64 {
        let h = Sha256::digest(format!("uno-round-v1:{seed}:{round}").as_bytes());
        u64::from_le_bytes(h[..8].try_into().unwrap())
    }

    #[test]
    fn matches_the_documented_formula() {
        for (seed, round) in [
            (0, 0),
            (0, 1),
            (9, 10),
            (42, 1),
            (42, 2),
            (1_234_567_890, 77),
            (u64::MAX, u32::MAX),
        ] {
            assert_eq!(
                round_seed(seed, round),
                reference(seed, round),
                "{seed}:{round}"
            );
        }
    }

    /// The one-block compression and the two-digit decimal against
    /// `Sha256::digest` of `format!`: every length of either number.
    #[test]
    fn matches_the_formula_for_every_length() {
        let mut seeds = vec![0, 9, 10, 99, 100, 101, 999, 1000, u64::MAX];
        let mut p = 1u64;
        for _ in 0..19 {
            p *= 10;
            seeds.extend([p - 1, p, p + 1, p + 37]);
        }
        let mut x = 0x1234_5678_9abc_def0u64;
        for _ in 0..200 {
            x = mix(x, 1);
            seeds.push(x);
            seeds.push(x >> (x % 64));
        }
        let rounds = [0, 1, 9, 10, 99, 100, 12_345, 999_999_999, u32::MAX];
        for &seed in &seeds {
            for &round in &rounds {
                assert_eq!(
                    round_seed(seed, round),
                    reference(seed, round),
                    "{seed}:{round}"
                );
            }
        }
    }

    #[test]
    fn known_answer() {
        // Pinned, so the derivation never drifts: `printf uno-round-v1:42:1 |
        // sha256sum` begins 13 00 8c 1a 84 6b 28 ad.
        assert_eq!(round_seed(42, 1), KNOWN_42_1);
    }

    const KNOWN_42_1: u64 = 0xad28_6b84_1a8c_0013;

    /// The table seeds are pinned: a change here changes every recorded
    /// game's rotation and bots (docs/determinism.md).
    #[test]
    fn table_seeds_are_pinned() {
        assert_eq!(rotation_seed(42), mix(42, 0));
        assert_eq!(seat_seed(42, Seat::new(3)), mix(42, 4));
        assert_eq!(mix(0, 0), 0xe220_a839_7b1d_cdaf);
        assert_eq!(game_seed(7, 0), 7);
        assert_eq!(game_seed(u64::MAX, 0), u64::MAX);
        let later: Vec<u64> = (1..100).map(|i| game_seed(7, i)).collect();
        assert!(later.iter().all(|&g| g < 1 << 53));
        let mut distinct = later.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), later.len());
        assert_ne!(game_seed(7, 1), game_seed(8, 1));
    }

    #[test]
    fn rounds_and_games_differ() {
        assert_ne!(round_seed(42, 1), round_seed(42, 2));
        assert_ne!(round_seed(42, 1), round_seed(43, 1));
        // Not a concatenation ambiguity: "1:12" vs "11:2".
        assert_ne!(round_seed(1, 12), round_seed(11, 2));
    }
}
