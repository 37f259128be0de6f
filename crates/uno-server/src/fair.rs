//! Provably fair deals and unguessable tokens.
//!
//! Before any card of a game is dealt the server publishes
//! `commitment = hex(sha256("uno-seed-v1:" + seed + ":" + salt))`, where
//! `seed` is the engine seed in decimal and `salt` 16 random bytes in
//! lower-case hex (the salt keeps a 64-bit seed from being found by brute
//! force). The seed and salt are revealed when the game ends; with them
//! and the action log anyone can replay the game (`uno verify`,
//! `uno scenario`) and see that the deal was the one committed to.
//!
//! The engine draws every card of every round from the one seed, so the
//! commitment is per game: it is published with the game and repeated at
//! the start of each round; revealing a seed after a round would reveal
//! the deals of the rounds still to come.

use rand::RngCore;
use sha2::{Digest, Sha256};

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
    fn tokens_are_long_and_distinct() {
        let a = new_token();
        let b = new_token();
        assert_eq!(a.len(), 64);
        assert_ne!(a, b);
        assert!(same_hash(&token_hash(&a), &token_hash(&a)));
        assert!(!same_hash(&token_hash(&a), &token_hash(&b)));
    }
}
