//! The bots' names ("Ada", "Linus", …) and the seeds of rematches. Both
//! depend only on the game's seed, so a seed gives the same table every
//! time (the pseudo-terminal tests rely on it).

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_pcg::Pcg64;

/// Short first names (at most 5 letters, so "Grace (learned)" fits the
/// players panel), all different.
pub const NAMES: [&str; 16] = [
    "Ada", "Alan", "Grace", "Hedy", "Linus", "Radia", "Ken", "Joan", "Eva", "Katie", "Dana",
    "Niko", "Rosa", "Theo", "Mira", "Omar",
];

/// The stream of the name shuffle (other streams seed the deal, the turn
/// order and the bots).
const NAME_STREAM: u64 = 0x4e41_4d45; // "NAME"

/// The names of `bots` bots for a game seeded `seed`: different names, in
/// seat order 1, 2, …; deterministic for a seed.
pub fn bot_names(seed: u64, bots: usize) -> Vec<String> {
    let mut names = NAMES.to_vec();
    names.shuffle(&mut Pcg64::seed_from_u64(seed ^ NAME_STREAM));
    (0..bots)
        .map(|i| match names.get(i) {
            Some(n) => (*n).to_string(),
            // More bots than names cannot happen (10 seats, R2.1), but a
            // name is never empty.
            None => format!("Bot {}", i + 1),
        })
        .collect()
}

/// The seed of the rematch after a game seeded `seed`: a new deal, still
/// short enough to type back in (9 digits), and the same for a seed.
pub fn rematch_seed(seed: u64) -> u64 {
    let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    let next = (z ^ (z >> 31)) % 1_000_000_000;
    if next == seed {
        (seed + 1) % 1_000_000_000
    } else {
        next
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_distinct_deterministic_and_short() {
        for seed in 0..200 {
            let names = bot_names(seed, 9);
            assert_eq!(names, bot_names(seed, 9), "seed {seed}");
            let mut sorted = names.clone();
            sorted.sort();
            sorted.dedup();
            assert_eq!(sorted.len(), 9, "seed {seed}: {names:?}");
            assert!(names.iter().all(|n| !n.is_empty() && n.len() <= 5));
            // Fewer bots: the first names of the same shuffle.
            assert_eq!(bot_names(seed, 3), names[..3]);
        }
        // Different seeds give different tables (not always, but mostly).
        let distinct: std::collections::BTreeSet<Vec<String>> =
            (0..50).map(|s| bot_names(s, 3)).collect();
        assert!(distinct.len() > 40, "{}", distinct.len());
        for n in NAMES {
            assert!(!n.starts_with("Seat"), "{n}");
        }
    }

    #[test]
    fn rematch_seeds_change_and_stay_short() {
        let mut seed = 7;
        for _ in 0..1000 {
            let next = rematch_seed(seed);
            assert_ne!(next, seed);
            assert!(next < 1_000_000_000);
            assert_eq!(next, rematch_seed(seed));
            seed = next;
        }
        assert_ne!(rematch_seed(u64::MAX), u64::MAX);
    }
}
