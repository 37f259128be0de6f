//! The heuristic's weights: the fitted ones (`Weights::TUNED`,
//! `Weights::TUNED_DUEL`, from `examples/tune.rs`) play better against
//! `medium` than `medium`'s own, on the same deals.

use uno_bots::alone_against;
use uno_bots::heuristic::{Style, Weights};
use uno_bots::rule_bot::RuleBot;
use uno_core::Rules;

#[test]
fn weights_round_trip_through_their_numbers() {
    for w in [Weights::MEDIUM, Weights::TUNED, Weights::TUNED_DUEL] {
        assert_eq!(Weights::from_array(w.to_array()), w);
    }
    let mut names = Weights::NAMES.to_vec();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), Weights::LEN, "every number has its own name");
    assert_eq!(Weights::tuned(2), Weights::TUNED_DUEL);
    assert_eq!(Weights::tuned(4), Weights::TUNED);
    assert_eq!(
        Style::MEDIUM.weights,
        Weights::MEDIUM,
        "medium is unchanged"
    );
}

/// For each deal `first..first + rounds` of classic rules: whether the
/// heuristic with `w` (deterministic, no knowledge tracking: as `hard`'s
/// playouts play its seat) won alone at seat `i mod players` against
/// `medium` bots.
fn results(w: Weights, players: usize, first: u64, rounds: u64) -> Vec<bool> {
    let rules = Rules::named("classic").expect("preset");
    let style = Style {
        weights: w,
        ..Style::PLAYOUT
    };
    alone_against(
        &rules,
        players,
        first..first + rounds,
        2,
        |seed| Box::new(RuleBot::new("tuned", style, false, seed)),
        |seed| Box::new(RuleBot::medium(seed)),
    )
    .expect("bots play legally")
    .iter()
    .map(|r| r.won)
    .collect()
}

/// Fitted against medium's weights on the same deals (not the deals the
/// tuner fitted them on): the fitted weights must win more, by more than
/// three standard errors of the paired difference.
fn fitted_beat_medium(players: usize, rounds: u64) {
    let first = 50_000_000;
    let tuned = results(Weights::tuned(players), players, first, rounds);
    let base = results(Weights::MEDIUM, players, first, rounds);
    let d: Vec<f64> = tuned
        .iter()
        .zip(&base)
        .map(|(&a, &b)| a as u8 as f64 - b as u8 as f64)
        .collect();
    let n = d.len() as f64;
    let mean = d.iter().sum::<f64>() / n;
    let var = d.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0);
    let se = (var / n).sqrt();
    let rate = |r: &[bool]| 100.0 * r.iter().filter(|&&x| x).count() as f64 / n;
    assert!(
        mean > 3.0 * se,
        "{players} players: fitted {:.2}% against medium's weights {:.2}% (difference {:.2} ± {:.2} points)",
        rate(&tuned),
        rate(&base),
        100.0 * mean,
        100.0 * se
    );
}

#[test]
fn fitted_weights_beat_medium_weights_in_1v1() {
    fitted_beat_medium(2, 20_000);
}

#[test]
fn fitted_weights_beat_medium_weights_at_four_seats() {
    fitted_beat_medium(4, 20_000);
}
