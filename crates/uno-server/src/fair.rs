//! Provably fair deals and unguessable tokens.
//!
//! Every game has two secrets, drawn from the operating system's CSPRNG
//! when it is dealt: the engine seed `M` (64 bits) and the salt key `K`
//! (16 bytes, lower-case hex). They are stored with the game (`seed`,
//! `salt`) and everything below derives from them.
//!
//! - **The game commitment**, published in `game_started` before any card:
//!   `commitment(M, K)`, where
//!   `commitment(seed, salt) = hex(sha256("uno-seed-v1:" + decimal(seed) + ":" + salt))`.
//!   It binds every round of the game in advance. `M` and `K` are revealed
//!   when the game ends (`game_over`, the game's record).
//! - **Round `r`** (1-based) is dealt from its own seed
//!   `s_r = uno_core::round_seed(M, r)`, the first 8 bytes (little-endian)
//!   of `sha256("uno-round-v1:" + decimal(M) + ":" + decimal(r))`: the
//!   engine draws every card of round `r`, and nothing else, from `s_r`.
//!   Its salt is `salt_r` = the first 32 hex digits of
//!   `hex(sha256("uno-salt-v1:" + K + ":" + decimal(r)))`, and its
//!   commitment `c_r = commitment(s_r, salt_r)`: the same formula as the
//!   game's, so `uno verify --commitment c_r --seed s_r --salt salt_r`
//!   checks a round.
//! - `c_r` is published in the `update` that deals round `r` (and in the
//!   room's game info while round `r` is played); `s_r` and `salt_r` are
//!   revealed in the `update` whose events end round `r`. Both derivations
//!   are one-way, so a round's reveal gives away no other round: the only
//!   way from `s_r` back to `M` (and so to round `r + 1`) is to try all
//!   2^64 seeds, and `salt_r` says nothing about `K`. With `s_r`, the rules, the seats, the dealer and the eliminated
//!   seats anyone can recompute round `r`'s deal (`uno verify --round r
//!   --seed s_r --players N --dealer D`, `uno_core::Game::deal_round`);
//!   with `M` and `K` at the end, anyone can check that every `s_r` and
//!   `salt_r` came from the game commitment (`--game-seed`, `--salt-key`).
//!
//! The salts keep a 64-bit seed from being found by brute force from its
//! commitment.

use rand::RngCore;
use sha2::{Digest, Sha256};
use uno_core::round_seed;

use crate::protocol::RoundReveal;

/// A fresh secret: `n` bytes from the thread CSPRNG (ChaCha, seeded by
/// the operating system).
fn random_bytes<const N: usize>() -> [u8; N] {
    let mut b = [0u8; N];
    rand::rng().fill_bytes(&mut b);
    b
}

/// A new seat or guest token: 256 bits, hex.
pub fn new_token() -> String {
    hex::encode(random_bytes::<32>())
}

/// What the server stores for a token: its sha256.
pub fn token_hash(token: &str) -> [u8; 32] {
    Sha256::digest(token.as_bytes()).into()
}

/// Compares two hashes in time independent of where they differ.
pub fn same_hash(a: &[u8; 32], b: &[u8; 32]) -> bool {
    a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// A new game seed and its salt (hex).
pub fn new_seed() -> (u64, String) {
    (
        u64::from_le_bytes(random_bytes::<8>()),
        hex::encode(random_bytes::<16>()),
    )
}

/// The commitment to `seed` with `salt`.
pub fn commitment(seed: u64, salt: &str) -> String {
    hex::encode(Sha256::digest(
        format!("uno-seed-v1:{seed}:{salt}").as_bytes(),
    ))
}

/// The salt of round `round`, derived from the game's salt key: the first
/// 32 hex digits of `hex(sha256("uno-salt-v1:" + salt_key + ":" + decimal(round)))`.
pub fn round_salt(salt_key: &str, round: u32) -> String {
    let mut h = hex::encode(Sha256::digest(
        format!("uno-salt-v1:{salt_key}:{round}").as_bytes(),
    ));
    h.truncate(32);
    h
}

/// The commitment to round `round` of the game with engine seed `seed`
/// and salt key `salt_key`.
pub fn round_commitment(seed: u64, salt_key: &str, round: u32) -> String {
    commitment(round_seed(seed, round), &round_salt(salt_key, round))
}

/// What is revealed of round `round` when it ends: its seed, its salt and
/// the commitment they open.
pub fn round_reveal(seed: u64, salt_key: &str, round: u32) -> RoundReveal {
    let s = round_seed(seed, round);
    let salt = round_salt(salt_key, round);
    RoundReveal {
        round,
        seed: s.to_string(),
        commitment: commitment(s, &salt),
        salt,
    }
}

/// Whether `commitment` commits to `seed` with `salt`.
pub fn verify(seed: u64, salt: &str, commitment_hex: &str) -> bool {
    commitment(seed, salt).eq_ignore_ascii_case(commitment_hex.trim())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commitments_check() {
        let (seed, salt) = new_seed();
        let c = commitment(seed, &salt);
        assert_eq!(c.len(), 64);
        assert!(verify(seed, &salt, &c));
        assert!(!verify(seed.wrapping_add(1), &salt, &c));
        assert!(!verify(seed, "00", &c));
        // A known answer, so the format never drifts.
        assert_eq!(
            commitment(42, "00"),
            hex::encode(Sha256::digest(b"uno-seed-v1:42:00"))
        );
    }

    #[test]
    fn round_commitments_follow_the_documented_formulas() {
        let (m, k) = (42u64, "00112233445566778899aabbccddeeff");
        // Known answers, computed with `printf ... | sha256sum`:
        // "uno-round-v1:42:1" begins 13 00 8c 1a 84 6b 28 ad.
        assert_eq!(round_seed(m, 1), 0xad28_6b84_1a8c_0013);
        let salt_1 = hex::encode(Sha256::digest(
            b"uno-salt-v1:00112233445566778899aabbccddeeff:1",
        ));
        assert_eq!(round_salt(k, 1), salt_1[..32]);
        assert_eq!(round_salt(k, 1).len(), 32);
        let c1 = round_commitment(m, k, 1);
        assert!(verify(round_seed(m, 1), &round_salt(k, 1), &c1));
        let r = round_reveal(m, k, 1);
        assert_eq!(r.round, 1);
        assert_eq!(r.seed, round_seed(m, 1).to_string());
        assert_eq!(r.salt, round_salt(k, 1));
        assert_eq!(r.commitment, c1);
        // Rounds, seeds and keys all matter; no round repeats the game's.
        let c2 = round_commitment(m, k, 2);
        assert_ne!(c1, c2);
        assert_ne!(round_salt(k, 1), round_salt(k, 2));
        assert_ne!(c1, round_commitment(m + 1, k, 1));
        assert_ne!(c1, round_commitment(m, "00", 1));
        assert_ne!(c1, commitment(m, k));
    }

    #[test]
    fn tokens_are_long_and_distinct() {
        let a = new_token();
        let b = new_token();
        assert_eq!(a.len(), 64);
        assert_ne!(a, b);
        assert!(same_hash(&token_hash(&a), &token_hash(&a)));
        assert!(!same_hash(&token_hash(&a), &token_hash(&b)));
    }
}
