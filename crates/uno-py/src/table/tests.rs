//! The evidence block of the learners' table against the `learned` bot's:
//! one game, the learners' observations written by the table and, for
//! every decision, the input a `learned` bot (a network that reads the
//! block) builds at that seat from the events the seat runner shows it.
//! They must be equal: a network trained on the table plays as it learned.

use std::collections::HashMap;
use std::sync::Arc;

use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use safetensors::tensor::TensorView;
use safetensors::Dtype;
use uno_bots::learned::{Learned, Policy};
use uno_core::rules::{house_variants, DeckPreset};

use super::*;

/// A network of the evidence layout (its weights do not matter here: the
/// inputs are compared).
fn evidence_policy() -> Arc<Policy> {
    let obs = encode::obs_len(0, true);
    let actions = encode::BASE_ACTIONS;
    let h = 4;
    let tensors: Vec<(&str, Vec<usize>, Vec<f32>)> = vec![
        ("norm.mean", vec![obs], vec![0.0; obs]),
        ("norm.inv_std", vec![obs], vec![1.0; obs]),
        ("layers.0.weight", vec![h, obs], vec![0.01; h * obs]),
        ("layers.0.bias", vec![h], vec![0.0; h]),
        ("policy.weight", vec![actions, h], vec![0.0; actions * h]),
        ("policy.bias", vec![actions], vec![0.0; actions]),
        ("value.weight", vec![1, h], vec![0.0; h]),
        ("value.bias", vec![1], vec![0.0]),
    ];
    let bytes: Vec<(String, Vec<usize>, Vec<u8>)> = tensors
        .iter()
        .map(|(n, s, d)| {
            let b = d.iter().flat_map(|x| x.to_le_bytes()).collect();
            (n.to_string(), s.clone(), b)
        })
        .collect();
    let views = bytes.iter().map(|(n, s, b)| {
        (
            n.clone(),
            TensorView::new(Dtype::F32, s.clone(), b).unwrap(),
        )
    });
    let meta: HashMap<String, String> = [
        ("format", "uno-mlp-1".to_string()),
        ("obs_size", obs.to_string()),
        ("action_size", actions.to_string()),
        ("history", "0".to_string()),
        ("evidence", "1".to_string()),
        ("hidden", h.to_string()),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v))
    .collect();
    let file = safetensors::serialize(views, Some(meta)).unwrap();
    let p = Policy::from_bytes(&file).unwrap();
    assert!(p.evidence());
    Arc::new(p)
}

/// Plays one episode of learners only, at random, and compares at every
/// decision; returns how many decisions had some evidence set.
fn compare(rules: &CompiledRules, players: usize, seed: u64) -> (usize, usize) {
    let mut t = Table::new(
        rules,
        vec![None; players],
        seed,
        Until::Round,
        Reward::WinLose,
        0,
    )
    .unwrap();
    t.set_evidence(true);
    t.max_actions = 3_000;
    t.log = Some(Vec::new());
    t.reset(seed).unwrap();
    // The bots' side: the same deal, the same actions, the events shown
    // by the seat runner as at every front end.
    let policy = evidence_policy();
    let mut mirror = GameTable::with_rotation(
        Game::from_compiled(rules, players, t.seed).unwrap(),
        rotation_seed(t.seed),
    );
    let mut bots: Vec<Learned> = (0..players)
        .map(|_| Learned::with_policy(policy.clone(), 0))
        .collect();
    let mut runner = SeatRunner::new(&bots, &mut mirror);
    let mut events = Vec::new();
    mirror.restart(t.seed, &mut events);
    runner.observe(&mut bots, &events);
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut applied = 0;
    let (mut decisions, mut used) = (0, 0);
    let base = encode::obs_len(0, false);
    let mut mine = vec![0.0; t.obs_len()];
    while let Some((seat, offer)) = t.current() {
        let log = t.log.as_ref().unwrap();
        for (s, a) in &log[applied..] {
            runner
                .apply(&mut mirror, &mut bots, *s, a)
                .expect("the table's actions are legal");
        }
        applied = log.len();
        assert_eq!(mirror.game(), t.game());
        let bot = &mut bots[seat.index()];
        bot.value(&mirror.game().observe(seat), offer);
        t.write_obs(seat, &mut mine);
        if bot.last_input() != &mine[..] {
            let log = t.log.as_ref().unwrap();
            for (s, a) in &log[log.len().saturating_sub(8)..] {
                eprintln!("{s}: {a}");
            }
            eprintln!("the last actions above; rules {}", rules.rules().to_json());
        }
        assert_eq!(
            bot.last_input(),
            &mine[..],
            "seed {seed}, {players} seats, decision {decisions} of seat {seat}"
        );
        decisions += 1;
        used += usize::from(mine[base..].iter().any(|&x| x != 0.0 && x != 1.0 / 6.0));
        let legal = t.legal();
        let i = legal[rng.random_range(0..legal.len())];
        t.step(i64::from(i)).unwrap();
    }
    (decisions, used)
}

#[test]
fn the_tables_evidence_is_the_learned_bots() {
    let (mut decisions, mut used) = (0, 0);
    for (deck, players) in [
        (DeckPreset::Classic, 2),
        (DeckPreset::Classic, 4),
        (DeckPreset::HelloKitty, 3),
        (DeckPreset::MarioKart, 5),
    ] {
        for (k, (_, rules)) in house_variants(deck).into_iter().enumerate().step_by(3) {
            let rules = CompiledRules::new(rules);
            let (d, u) = compare(&rules, players, 100 + k as u64);
            decisions += d;
            used += u;
        }
    }
    assert!(decisions > 1_000, "{decisions}");
    assert!(used > decisions / 4, "{used} of {decisions}");
}
