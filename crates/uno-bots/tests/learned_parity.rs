//! Rust against PyTorch: the embedded `learned` network, evaluated here on
//! observations recorded from real games (classic rules, 2 and 4 seats and
//! 4 seats in R15 pairs, turn decisions and out-of-turn offers, R10.2),
//! gives the logits and the
//! value PyTorch computed for them (within 1e-4, absolute plus relative)
//! and the same choice among the recorded legal actions.
//!
//! The fixture, `tests/data/learned_parity.json`, is written by
//! `scripts/learned-parity PYTHON` from the embedded weights; it records
//! their length and FNV-1a hash, so new weights with an old fixture fail
//! here with that command in the message.

use serde::Deserialize;
use uno_bots::encode;
use uno_bots::learned::{Policy, EMBEDDED};

#[derive(Deserialize)]
struct Fixture {
    weights_len: usize,
    weights_fnv1a64: String,
    obs_size: usize,
    action_size: usize,
    history: usize,
    /// The observations end with the evidence block (recorded from tables
    /// that keep each seat's notes, as the bot keeps its own).
    #[serde(default)]
    evidence: bool,
    records: Vec<Record>,
}

#[derive(Deserialize)]
struct Record {
    players: usize,
    /// `"pairs"`: recorded at a table with R15 teams (the team block set).
    #[serde(default)]
    teams: Option<String>,
    offer: bool,
    /// Sparse: (index, value) of the non-zero entries.
    obs: Vec<(usize, f32)>,
    legal: Vec<usize>,
    logits: Vec<f32>,
    value: f32,
    argmax: Option<usize>,
}

fn fnv1a64(data: &[u8]) -> u64 {
    data.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

fn close(a: f32, b: f32) -> bool {
    (a - b).abs() <= 1e-4 + 1e-4 * b.abs()
}

#[test]
fn rust_matches_pytorch_on_recorded_observations() {
    let text = include_str!("data/learned_parity.json");
    let fx: Fixture = serde_json::from_str(text).expect("the fixture parses");
    let hash = format!("{:016x}", fnv1a64(EMBEDDED));
    assert!(
        fx.weights_len == EMBEDDED.len() && fx.weights_fnv1a64 == hash,
        "tests/data/learned_parity.json was recorded from other weights \
         ({} bytes, {}; embedded: {} bytes, {hash}): run `scripts/learned-parity PYTHON`",
        fx.weights_len,
        fx.weights_fnv1a64,
        EMBEDDED.len()
    );
    let p = Policy::embedded();
    // A fixture recorded before the R15 team block has observations of
    // the first layout: their entries from the block's place on move up
    // by its size (the embedded file is of that layout too; the reader
    // adds the block with zero weight).
    let shift = p.obs_size() - fx.obs_size;
    assert!(shift == 0 || shift == encode::OBS_BASE - encode::OBS_BASE_NO_TEAMS);
    assert_eq!(fx.evidence, p.evidence());
    assert_eq!(
        fx.obs_size + shift,
        encode::obs_len(fx.history, fx.evidence)
    );
    let at = |i: usize| {
        if i >= encode::OBS_TEAM {
            i + shift
        } else {
            i
        }
    };
    assert_eq!(fx.history, p.history());
    assert_eq!(fx.action_size, p.action_size());

    let mut s = p.scratch();
    let mut logits = Vec::new();
    let (mut offers, mut seats, mut teams) = (0, [0; 11], 0);
    let mut worst = 0f32;
    for (n, r) in fx.records.iter().enumerate() {
        s.obs.fill(0.0);
        for &(i, v) in &r.obs {
            s.obs[at(i)] = v;
        }
        // The team block is set exactly at the team tables.
        let block = s.obs[encode::OBS_TEAM..encode::OBS_BASE]
            .iter()
            .any(|&x| x != 0.0);
        assert_eq!(block, r.teams.is_some(), "record {n}: team block");
        teams += usize::from(r.teams.is_some());
        let value = p.evaluate(&mut s, &mut logits);
        assert_eq!(logits.len(), r.logits.len(), "record {n}");
        for (i, (a, b)) in logits.iter().zip(&r.logits).enumerate() {
            assert!(close(*a, *b), "record {n}: logit {i} is {a}, PyTorch {b}");
            worst = worst.max((a - b).abs());
        }
        assert!(
            close(value, r.value),
            "record {n}: value {value}, PyTorch {}",
            r.value
        );
        // The same choice among the legal actions (first on ties).
        let cands: Vec<Option<usize>> = r.legal.iter().map(|&i| Some(i)).collect();
        let best = p.best(&mut s, &cands).map(|k| r.legal[k]);
        assert_eq!(best, r.argmax, "record {n}: argmax over {:?}", r.legal);
        assert_eq!(r.offer, r.legal.contains(&encode::DECLINE), "record {n}");
        offers += usize::from(r.offer);
        seats[r.players] += 1;
    }
    assert!(fx.records.len() >= 200, "{}", fx.records.len());
    assert!(
        offers >= 20 && seats[2] >= 50 && seats[4] >= 50 && teams >= 50,
        "{offers} {seats:?} {teams}"
    );
    eprintln!(
        "{} records ({offers} offers, {teams} with teams), largest logit difference {worst:e}",
        fx.records.len()
    );
}

/// The embedded network was fine-tuned with teams (docs/learned.md): it
/// reads the R15 team block. The same observation from a table without
/// teams, with the partner marked (slots 0 and 2, as at four seats in
/// pairs), gives other logits.
#[test]
fn the_embedded_network_reads_the_team_block() {
    let text = include_str!("data/learned_parity.json");
    let fx: Fixture = serde_json::from_str(text).expect("the fixture parses");
    let p = Policy::embedded();
    assert_eq!(p.obs_size(), fx.obs_size);
    let mut s = p.scratch();
    let (mut plain, mut marked) = (Vec::new(), Vec::new());
    let (mut seen, mut changed) = (0, 0);
    for r in fx
        .records
        .iter()
        .filter(|r| r.teams.is_none() && r.players == 4)
    {
        s.obs.fill(0.0);
        for &(i, v) in &r.obs {
            s.obs[i] = v;
        }
        p.evaluate(&mut s, &mut plain);
        s.obs[encode::OBS_TEAM] = 1.0;
        s.obs[encode::OBS_TEAM + 2] = 1.0;
        p.evaluate(&mut s, &mut marked);
        seen += 1;
        changed += usize::from(plain != marked);
    }
    assert!(seen >= 50 && changed == seen, "{changed} of {seen}");
}

/// A first-layout network (inputs without the R15 team block), made here:
/// a small one with fixed pseudo-random weights, written as safetensors.
fn first_layout_file(action_size: usize) -> Vec<u8> {
    use safetensors::tensor::{serialize, Dtype, TensorView};
    use std::collections::HashMap;
    let (obs, hidden) = (encode::OBS_BASE_NO_TEAMS, 8);
    let mut state = 0x9e37_79b9_7f4a_7c15_u64;
    let mut numbers = |n: usize, lo: f32, hi: f32| -> Vec<u8> {
        (0..n)
            .flat_map(|_| {
                state = state
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                let u = (state >> 40) as f32 / (1u64 << 24) as f32;
                (lo + (hi - lo) * u).to_le_bytes()
            })
            .collect()
    };
    let tensors: Vec<(&str, Vec<usize>, Vec<u8>)> = vec![
        ("norm.mean", vec![obs], numbers(obs, -0.5, 0.5)),
        ("norm.inv_std", vec![obs], numbers(obs, 0.5, 2.0)),
        (
            "layers.0.weight",
            vec![hidden, obs],
            numbers(hidden * obs, -0.3, 0.3),
        ),
        ("layers.0.bias", vec![hidden], numbers(hidden, -0.1, 0.1)),
        (
            "policy.weight",
            vec![action_size, hidden],
            numbers(action_size * hidden, -1.0, 1.0),
        ),
        (
            "policy.bias",
            vec![action_size],
            numbers(action_size, -0.1, 0.1),
        ),
        ("value.weight", vec![1, hidden], numbers(hidden, -1.0, 1.0)),
        ("value.bias", vec![1], numbers(1, -0.1, 0.1)),
    ];
    let views: Vec<(&str, TensorView<'_>)> = tensors
        .iter()
        .map(|(n, shape, data)| {
            (
                *n,
                TensorView::new(Dtype::F32, shape.clone(), data).unwrap(),
            )
        })
        .collect();
    let meta: HashMap<String, String> = [
        ("format", "uno-mlp-1".to_string()),
        ("obs_size", obs.to_string()),
        ("action_size", action_size.to_string()),
        ("history", "0".to_string()),
        ("hidden", hidden.to_string()),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v))
    .collect();
    serialize(views, Some(meta)).expect("serializes")
}

/// Any first-layout file read today (a network trained before the block,
/// `learned@FILE`): whatever the R15 team block holds, its logits and
/// value are exactly those of an empty block, so it plays with teams as it
/// did before the block.
#[test]
fn the_team_block_changes_nothing_for_a_first_layout_file() {
    let text = include_str!("data/learned_parity.json");
    let fx: Fixture = serde_json::from_str(text).expect("the fixture parses");
    let p =
        Policy::from_bytes(&first_layout_file(fx.action_size)).expect("a first-layout file loads");
    assert_eq!(p.obs_size(), encode::obs_len(0, false));
    // The recorded observations without their evidence block, if any (a
    // first-layout file has none).
    let recorded = fx.obs_size - if fx.evidence { encode::EVIDENCE_LEN } else { 0 };
    let shift = p.obs_size() - recorded;
    let mut s = p.scratch();
    let (mut plain, mut marked) = (Vec::new(), Vec::new());
    let mut differ = 0;
    for (n, r) in fx.records.iter().enumerate() {
        s.obs.fill(0.0);
        for &(i, v) in r.obs.iter().filter(|&&(i, _)| i < recorded) {
            s.obs[if i >= encode::OBS_TEAM { i + shift } else { i }] = v;
        }
        s.obs[encode::OBS_TEAM..encode::OBS_BASE].fill(0.0);
        let v0 = p.evaluate(&mut s, &mut plain);
        s.obs[encode::OBS_TEAM] = 1.0;
        s.obs[encode::OBS_TEAM + 2] = 1.0;
        let v1 = p.evaluate(&mut s, &mut marked);
        assert_eq!(v0.to_bits(), v1.to_bits(), "record {n}: value");
        assert_eq!(plain, marked, "record {n}: logits");
        differ += usize::from(plain.iter().any(|&x| x != plain[0]));
    }
    // The made-up network is not constant: the comparison means something.
    assert!(differ > 0);
}
