//! The `learned` bot: its weights file is validated (every malformed file
//! gets a typed error, never a panic), its network computes what a plain
//! reference computes, it chooses by argmax over the legal actions
//! (`DECLINE` included when offered an out-of-turn chance: R10.2 catches
//! and UNO calls, R13 jump-ins), falls back to the heuristic when no legal
//! action has a logit (the R13 multi-play block with a base-space file),
//! and plays legal, reproducible games over every deck and house variant.
//! The Rust-vs-PyTorch parity on recorded observations is in
//! `tests/learned_parity.rs`.

use std::collections::HashMap;
use std::sync::Arc;

use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use safetensors::tensor::TensorView;
use safetensors::Dtype;
use uno_bots::encode::{self, Space};
use uno_bots::learned::{Learned, Policy, WeightsError};
use uno_bots::{make_bot, play_game, AnyPlayer, Bot, Level, Until};
use uno_core::rules::{house_variants, DeckPreset};
use uno_core::{Action, Decision, Game, Rules, Seat, Table};

/// A tensor for a test file: name, shape, values.
type T = (String, Vec<usize>, Vec<f32>);

fn t(name: &str, shape: &[usize], data: Vec<f32>) -> T {
    (name.to_string(), shape.to_vec(), data)
}

/// A safetensors file of F32 tensors with metadata.
fn file(tensors: &[T], meta: &[(&str, &str)]) -> Vec<u8> {
    let bytes: Vec<(String, Vec<usize>, Vec<u8>)> = tensors
        .iter()
        .map(|(n, s, d)| {
            (
                n.clone(),
                s.clone(),
                d.iter().flat_map(|x| x.to_le_bytes()).collect(),
            )
        })
        .collect();
    let views = bytes.iter().map(|(n, s, b)| {
        (
            n.clone(),
            TensorView::new(Dtype::F32, s.clone(), b).unwrap(),
        )
    });
    let meta: HashMap<String, String> = meta
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    safetensors::serialize(views, Some(meta)).unwrap()
}

fn meta(obs: usize, actions: usize) -> Vec<(&'static str, String)> {
    vec![
        ("format", "uno-mlp-1".to_string()),
        ("obs_size", obs.to_string()),
        ("action_size", actions.to_string()),
        ("history", "0".to_string()),
    ]
}

fn as_refs<'a>(m: &'a [(&'static str, String)]) -> Vec<(&'static str, &'a str)> {
    m.iter().map(|(k, v)| (*k, v.as_str())).collect()
}

/// A random network with hidden layers `hidden`, `actions` logits.
fn random_net(seed: u64, hidden: &[usize], actions: usize) -> Vec<T> {
    random_net_of(seed, hidden, actions, encode::obs_len(0, false))
}

/// [`random_net`] for observations of `obs` values.
fn random_net_of(seed: u64, hidden: &[usize], actions: usize, obs: usize) -> Vec<T> {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut r = |n: usize, scale: f32| -> Vec<f32> {
        (0..n)
            .map(|_| (rng.random::<f32>() * 2.0 - 1.0) * scale)
            .collect()
    };
    let mut v = vec![
        t("norm.mean", &[obs], r(obs, 0.5)),
        t(
            "norm.inv_std",
            &[obs],
            r(obs, 0.5).into_iter().map(|x| 1.0 + x).collect(),
        ),
    ];
    let mut width = obs;
    for (i, &h) in hidden.iter().enumerate() {
        v.push(t(
            &format!("layers.{i}.weight"),
            &[h, width],
            r(h * width, 0.2),
        ));
        v.push(t(&format!("layers.{i}.bias"), &[h], r(h, 0.1)));
        width = h;
    }
    v.push(t(
        "policy.weight",
        &[actions, width],
        r(actions * width, 0.3),
    ));
    v.push(t("policy.bias", &[actions], r(actions, 0.1)));
    v.push(t("value.weight", &[1, width], r(width, 0.3)));
    v.push(t("value.bias", &[1], r(1, 0.1)));
    v
}

fn load(tensors: &[T], m: &[(&'static str, String)]) -> Result<Policy, WeightsError> {
    Policy::from_bytes(&file(tensors, &as_refs(m)))
}

/// The reference: the same network in f64, written the plain way.
fn reference(tensors: &[T], x: &[f32]) -> (Vec<f64>, f64) {
    let get = |n: &str| tensors.iter().find(|t| t.0 == n).unwrap();
    let (mean, inv) = (&get("norm.mean").2, &get("norm.inv_std").2);
    let mut h: Vec<f64> = x
        .iter()
        .zip(mean.iter().zip(inv))
        .map(|(x, (m, k))| (f64::from(*x) - f64::from(*m)) * f64::from(*k))
        .collect();
    let linear = |h: &[f64], w: &T, b: &T| -> Vec<f64> {
        let (out, inp) = (w.1[0], w.1[1]);
        (0..out)
            .map(|j| {
                f64::from(b.2[j])
                    + (0..inp)
                        .map(|i| f64::from(w.2[j * inp + i]) * h[i])
                        .sum::<f64>()
            })
            .collect()
    };
    let mut i = 0;
    while let Some(w) = tensors.iter().find(|t| t.0 == format!("layers.{i}.weight")) {
        let b = get(&format!("layers.{i}.bias"));
        h = linear(&h, w, b).into_iter().map(|v| v.max(0.0)).collect();
        i += 1;
    }
    let logits = linear(&h, get("policy.weight"), get("policy.bias"));
    let value = linear(&h, get("value.weight"), get("value.bias"))[0];
    (logits, value)
}

/// Real positions, out-of-turn offers included: rounds of easy bots (who
/// forget UNO calls, so the others may catch them: R10.2) and medium ones.
fn positions(players: usize, seed: u64, n: usize) -> Vec<(Game, Seat, bool)> {
    let rules = Rules::named("classic").unwrap();
    let mut out = Vec::new();
    let game = Game::new(rules, players, seed).unwrap();
    let mut bots: Vec<Box<dyn Bot>> = (0..players)
        .map(|s| {
            let l = if s % 2 == 0 {
                Level::Easy
            } else {
                Level::Medium
            };
            make_bot(l, seed + s as u64)
        })
        .collect();
    let mut table = Table::with_rotation(game, seed);
    for s in Seat::all(players) {
        table.set_offerable(s, true);
    }
    while out.len() < n {
        let (s, offer) = match table.decision() {
            Decision::Act(s) => (s, false),
            Decision::Offer(s) => (s, true),
            Decision::RoundOver => {
                table.next_round(&mut uno_core::NoEvents).unwrap();
                continue;
            }
            Decision::GameOver => break,
        };
        out.push((table.game().clone(), s, offer));
        let obs = table.observe(s);
        let a = if offer {
            bots[s.index()].react(&obs)
        } else {
            Some(bots[s.index()].act(&obs))
        };
        match a {
            Some(a) => table.apply(s, &a, &mut uno_core::NoEvents).unwrap(),
            None => table.pass(s).unwrap(),
        }
    }
    out
}

/// `evaluate` and `best` agree with the f64 reference on real positions.
#[test]
fn network_matches_a_plain_reference() {
    for (seed, hidden) in [
        (1u64, vec![32usize, 16]),
        (2, vec![9]),
        (3, vec![24, 8, 12]),
    ] {
        let net = random_net(seed, &hidden, encode::BASE_ACTIONS);
        let p = load(&net, &meta(encode::obs_len(0, false), encode::BASE_ACTIONS)).unwrap();
        assert_eq!(p.hidden_sizes(), hidden);
        let mut s = p.scratch();
        let mut logits = Vec::new();
        let mut checked = 0;
        for players in [2, 4] {
            for (g, seat, offer) in positions(players, seed, 60) {
                let obs = g.observe(seat);
                encode::write_obs(&obs, offer, 0, &mut s.obs);
                let x = s.obs.clone();
                let value = p.evaluate(&mut s, &mut logits);
                let (want, want_value) = reference(&net, &x);
                assert!((f64::from(value) - want_value).abs() < 1e-4);
                for (a, b) in logits.iter().zip(&want) {
                    assert!(
                        (f64::from(*a) - b).abs() < 1e-4 * (1.0 + b.abs()),
                        "{a} vs {b}"
                    );
                }
                // The choice among the legal actions is the argmax.
                let mut legal = Vec::new();
                obs.legal_actions(&mut legal);
                let space = Space::new(g.rules(), players);
                let mut cands: Vec<Option<usize>> =
                    legal.iter().map(|a| space.encode(seat, a)).collect();
                if offer {
                    cands.push(Some(encode::DECLINE));
                }
                let k = p.best(&mut s, &cands).unwrap();
                let top = want[cands[k].unwrap()];
                for c in cands.iter().flatten() {
                    assert!(want[*c] <= top + 1e-5);
                }
                checked += 1;
            }
        }
        assert!(checked >= 100);
    }
}

/// A network whose every weight is zero decides by its policy bias alone.
fn bias_net(bias: &[(usize, f32)]) -> Arc<Policy> {
    let obs = encode::obs_len(0, false);
    let a = encode::BASE_ACTIONS;
    let mut b = vec![0.0; a];
    for &(i, v) in bias {
        b[i] = v;
    }
    let net = vec![
        t("norm.mean", &[obs], vec![0.0; obs]),
        t("norm.inv_std", &[obs], vec![1.0; obs]),
        t("layers.0.weight", &[4, obs], vec![0.0; 4 * obs]),
        t("layers.0.bias", &[4], vec![0.0; 4]),
        t("policy.weight", &[a, 4], vec![0.0; 4 * a]),
        t("policy.bias", &[a], b),
        t("value.weight", &[1, 4], vec![0.0; 4]),
        t("value.bias", &[1], vec![0.25]),
    ];
    Arc::new(load(&net, &meta(obs, a)).unwrap())
}

/// With `DRAW` favoured the bot draws at its turn; with all logits equal
/// it takes the first legal action (ties: first); offered a chance with
/// `DECLINE` favoured it lets it pass, with `UNO`/`CATCH` favoured it
/// takes it (R10.2).
#[test]
fn choice_is_the_argmax_over_legal_actions() {
    let rules = Rules::named("classic").unwrap();
    let game = Game::new(rules, 3, 5).unwrap();
    let seat = game.to_act().unwrap();
    let obs = game.observe(seat);
    let mut legal = Vec::new();
    obs.legal_actions(&mut legal);
    assert!(legal.contains(&Action::Draw));

    let mut draw = Learned::with_policy(bias_net(&[(encode::DRAW, 3.0)]), 1);
    assert_eq!(draw.act(&obs), Action::Draw);
    assert_eq!(draw.value(&obs, false), 0.25);
    let mut flat = Learned::with_policy(bias_net(&[]), 1);
    assert_eq!(flat.act(&obs), legal[0]);

    // Find out-of-turn offers: an UNO call or a catch (R10.2).
    let mut decline = Learned::with_policy(bias_net(&[(encode::DECLINE, 5.0)]), 1);
    let mut catch_all = {
        let mut bias: Vec<(usize, f32)> = (0..9).map(|k| (encode::CATCH + k, 6.0)).collect();
        bias.push((encode::UNO, 6.0));
        bias.push((encode::DECLINE, 5.0));
        Learned::with_policy(bias_net(&bias), 1)
    };
    let mut offers = 0;
    for seed in 0..40 {
        for (g, s, offer) in positions(2 + seed as usize % 3, seed, 400) {
            if !offer {
                continue;
            }
            offers += 1;
            let obs = g.observe(s);
            assert_eq!(decline.react(&obs), None);
            let a = catch_all
                .react(&obs)
                .expect("a catch or an UNO call is taken");
            assert!(matches!(a, Action::Uno | Action::Catch { .. }), "{a}");
            obs.legal_actions(&mut legal);
            assert!(legal.contains(&a));
        }
    }
    assert!(offers > 10, "{offers}");
    assert_eq!(decline.fallbacks() + catch_all.fallbacks(), 0);
}

/// A network with logits for a few indices only: when no legal action
/// has one, the heuristic decides, and the game stays legal.
#[test]
fn falls_back_to_the_heuristic_without_a_logit() {
    let obs = encode::obs_len(0, false);
    let a = 2; // Logits for the red 0 only (plain and with UNO).
    let net = random_net(9, &[8], a);
    let p = Arc::new(load(&net, &meta(obs, a)).unwrap());
    let rules = Rules::named("classic").unwrap();
    let mut game = Game::new(rules, 2, 3).unwrap();
    let mut bots = vec![
        Learned::with_policy(p.clone(), 1),
        Learned::with_policy(p, 2),
    ];
    play_game(&mut game, &mut bots, Until::Round, 3, |_, _, _, _| {}).expect("legal");
    assert!(game.round_over());
    assert!(bots[0].fallbacks() + bots[1].fallbacks() > 10);
}

#[test]
fn bad_files_are_refused_with_a_reason() {
    let obs = encode::obs_len(0, false);
    let a = encode::BASE_ACTIONS;
    let good = random_net(4, &[8, 6], a);
    let m = meta(obs, a);
    assert!(load(&good, &m).is_ok());

    let code = |r: Result<Policy, WeightsError>| r.unwrap_err().code();
    // Not safetensors at all.
    for junk in [
        &b""[..],
        b"hello",
        &[0xff; 64],
        &[8, 0, 0, 0, 0, 0, 0, 0, b'{', b'}'],
    ] {
        let e = Policy::from_bytes(junk).unwrap_err();
        assert_eq!(e.code(), "weights_parse", "{e}");
    }
    // A truncated good file.
    let bytes = file(&good, &as_refs(&m));
    for cut in [9, 100, bytes.len() / 2, bytes.len() - 1] {
        assert!(Policy::from_bytes(&bytes[..cut]).is_err());
    }
    // Metadata.
    let without = |key: &str| -> Vec<(&'static str, String)> {
        m.iter().filter(|(k, _)| *k != key).cloned().collect()
    };
    let with = |key: &'static str, v: &str| -> Vec<(&'static str, String)> {
        let mut x = without(key);
        x.push((key, v.to_string()));
        x
    };
    assert_eq!(code(load(&good, &without("format"))), "weights_format");
    assert_eq!(
        code(load(&good, &with("format", "uno-mlp-2"))),
        "weights_format"
    );
    assert_eq!(code(load(&good, &without("obs_size"))), "weights_metadata");
    assert_eq!(
        code(load(&good, &with("action_size", "many"))),
        "weights_metadata"
    );
    assert_eq!(
        code(load(&good, &with("obs_size", "459"))),
        "weights_obs_size"
    );
    // History 2 needs 2 × 64 more inputs than the tensors have.
    let e = load(&good, &with("history", "2")).unwrap_err();
    assert_eq!(e.code(), "weights_obs_size");
    assert!(
        load(&good, &without("history")).is_ok(),
        "history defaults to 0"
    );
    let mut h2: Vec<_> = with("history", "2")
        .into_iter()
        .filter(|(k, _)| *k != "obs_size")
        .collect();
    h2.push(("obs_size", encode::obs_len(2, false).to_string()));
    let e = load(&good, &h2).unwrap_err();
    assert_eq!(e.code(), "weights_shape", "{e}");
    assert!(e.to_string().contains("norm.mean"), "{e}");

    // Tensors.
    let drop = |name: &str| -> Vec<T> { good.iter().filter(|x| x.0 != name).cloned().collect() };
    let e = load(&drop("value.bias"), &m).unwrap_err();
    assert_eq!(e, WeightsError::Missing("value.bias".into()));
    assert_eq!(
        code(load(&drop("layers.0.bias"), &m)),
        "weights_missing_tensor"
    );
    let no_hidden: Vec<T> = good
        .iter()
        .filter(|x| !x.0.starts_with("layers."))
        .cloned()
        .collect();
    assert_eq!(code(load(&no_hidden, &m)), "weights_missing_tensor");
    // The layers do not chain (layer 1 reads 7 inputs, layer 0 gives 8).
    let mut broken = good.clone();
    for x in &mut broken {
        if x.0 == "layers.1.weight" {
            *x = t("layers.1.weight", &[6, 7], vec![0.0; 42]);
        }
    }
    let e = load(&broken, &m).unwrap_err();
    assert_eq!(e.code(), "weights_shape");
    assert!(e.to_string().contains("layers.1.weight"), "{e}");
    // The policy head is not `[action_size, h]`.
    assert_eq!(
        code(load(&good, &with("action_size", "300"))),
        "weights_shape"
    );
    // A NaN, an infinity.
    for bad in [f32::NAN, f32::INFINITY] {
        let mut x = good.clone();
        x[3].2[0] = bad;
        assert_eq!(code(load(&x, &m)), "weights_not_finite");
    }
    // A stray tensor.
    let mut x = good.clone();
    x.push(t("layers.7.weight_typo", &[1], vec![0.0]));
    assert_eq!(code(load(&x, &m)), "weights_unexpected_tensor");
    // Not F32.
    let mut f64s: Vec<(String, Vec<usize>, Vec<u8>)> = good
        .iter()
        .map(|(n, s, d)| {
            (
                n.clone(),
                s.clone(),
                d.iter().flat_map(|v| v.to_le_bytes()).collect(),
            )
        })
        .collect();
    f64s[0].2 = f64s[0].2.iter().flat_map(|&b| [b, 0]).collect();
    let views = f64s.iter().enumerate().map(|(i, (n, s, b))| {
        let dt = if i == 0 { Dtype::F64 } else { Dtype::F32 };
        (n.clone(), TensorView::new(dt, s.clone(), b).unwrap())
    });
    let mm: HashMap<String, String> = m.iter().map(|(k, v)| (k.to_string(), v.clone())).collect();
    let bytes = safetensors::serialize(views, Some(mm)).unwrap();
    assert_eq!(
        Policy::from_bytes(&bytes).unwrap_err().code(),
        "weights_dtype"
    );
    // A file that cannot be read.
    let e = Policy::load(std::path::Path::new("/nonexistent/learned.safetensors")).unwrap_err();
    assert_eq!(e.code(), "weights_io");
}

/// Random bytes and random corruptions of a good file never panic.
#[test]
fn corrupt_files_never_panic() {
    let good = file(
        &random_net(5, &[8], encode::BASE_ACTIONS),
        &as_refs(&meta(encode::obs_len(0, false), encode::BASE_ACTIONS)),
    );
    let mut rng = Pcg64Mcg::seed_from_u64(11);
    for _ in 0..2000 {
        let mut b = good.clone();
        for _ in 0..rng.random_range(1..4) {
            let i = rng.random_range(0..b.len().min(400));
            b[i] = rng.random();
        }
        let _ = Policy::from_bytes(&b);
    }
}

/// `learned` plays legal rounds on every deck × house variant (R1, R13)
/// at 2–10 seats, the multi-play block of R13 included (no logits there
/// in a base-space file: those plays are never chosen), and the same
/// seeds give the same game. A round is stopped after `CAP` actions: a
/// policy may draw (always legal, R6) rather than play for ever, as the
/// untrained placeholder network does when two of its copies are left
/// (`last_holding_loses`); the driver's cap does the same in `uno sim`.
#[test]
fn learned_plays_legally_everywhere() {
    const CAP: u64 = 5_000;
    let mut rng = Pcg64Mcg::seed_from_u64(20);
    let mut rounds = 0;
    let mut capped = 0;
    for deck in [
        DeckPreset::Classic,
        DeckPreset::ShuffleHands,
        DeckPreset::HelloKitty,
        DeckPreset::MarioKart,
    ] {
        for (_, rules) in house_variants(deck) {
            let players = rng.random_range(2..=10usize);
            let seed: u64 = rng.random();
            let play = |rules: &Rules, capped: &mut u32| {
                let mut game = Game::new(rules.clone(), players, seed).unwrap();
                let mut bots: Vec<AnyPlayer> = (0..players)
                    .map(|s| {
                        let l = if s % 2 == 0 {
                            Level::Learned
                        } else {
                            Level::Medium
                        };
                        uno_bots::AnyBot::new(l, seed + s as u64).into()
                    })
                    .collect();
                let mut log = Vec::new();
                let mut out = uno_bots::Outcome::default();
                uno_bots::driver::play_game_capped_into(
                    &mut game,
                    &mut bots,
                    Until::Round,
                    seed,
                    CAP,
                    &mut out,
                    |_, s, a, _| log.push((s, a.clone())),
                )
                .unwrap_or_else(|f| panic!("{f}: {}", rules.to_json()));
                *capped += u32::from(out.capped);
                log
            };
            let a = play(&rules, &mut capped);
            // R13 multi-play: no logit in the file, never chosen.
            for (s, act) in &a {
                if let Action::Play(p) = act {
                    assert!(s.index() % 2 == 1 || p.cards.len() == 1, "{act}");
                }
            }
            assert_eq!(a, play(&rules, &mut capped), "same seeds, same game");
            rounds += 1;
        }
    }
    assert!(rounds > 40, "{rounds}");
    eprintln!("{rounds} rounds, {} stopped at {CAP} actions", capped / 2);
}

/// The level by name, in the one list of levels.
#[test]
fn learned_is_a_level() {
    let l: Level = "learned".parse().unwrap();
    assert_eq!(l, Level::Learned);
    assert!(l.offered());
    assert_eq!(make_bot(l, 1).name(), "learned");
    assert!(Level::or_list(&[]).ends_with("hard or learned"));
    // As `uno sim --bots learned,medium` and `uno arena` take it: no budget.
    let spec: uno_bots::BotSpec = "learned".parse().unwrap();
    assert_eq!(spec.level, Level::Learned);
    assert_eq!(uno_bots::Player::name(&spec.make(3)), "learned");
    let e = "easy@100ms".parse::<uno_bots::BotSpec>().unwrap_err();
    assert!(e.to_string().contains("only hard and peek"), "{e}");
    assert!(e.to_string().contains("learned@FILE"), "{e}");
    let e = "learnt".parse::<uno_bots::BotSpec>().unwrap_err();
    assert!(
        e.to_string().contains("learned, peek or medium-peek"),
        "{e}"
    );
}

/// `hard` with `learned_prior` (issue 20, item 3): the choice the search
/// must beat is `learned`'s. With an infinite margin nothing is ever
/// shown better beyond the noise, so `hard` plays exactly what `learned`
/// plays (a play's UNO-calling twin counts as the same choice), at every
/// ordinary turn of real 2- and 4-seat positions.
#[test]
fn hard_with_a_learned_prior_keeps_learneds_choice_when_nothing_beats_it() {
    use uno_bots::hard::{HardBot, HardConfig};
    let cfg = HardConfig {
        learned_prior: true,
        margin_se: f32::INFINITY,
        steps: 2_000,
        tree: false,
        ..HardConfig::quick()
    };
    let mut compared = 0;
    for players in [2, 4] {
        for (i, (game, seat, offer)) in positions(players, 11, 120).into_iter().enumerate() {
            let obs = game.observe(seat);
            if offer || obs.exposed().is_some() || obs.pending().is_some() {
                continue;
            }
            let mut hard = HardBot::with_config(i as u64, cfg);
            let mut learned = Learned::new(i as u64);
            let h = Bot::act(&mut hard, &obs);
            let l = Bot::act(&mut learned, &obs);
            let same = match (&h, &l) {
                (Action::Play(p), Action::Play(q)) => p.cards == q.cards && p.color == q.color,
                _ => h == l,
            };
            assert!(
                same,
                "{players} seats, position {i}: hard {h:?}, learned {l:?}"
            );
            compared += 1;
        }
    }
    assert!(compared > 50, "only {compared} ordinary turns compared");
}

/// `learned@FILE` (what `uno sim`, `uno arena` and the strength example
/// take): the bot plays the file's network, not the embedded one; the
/// spec prints back with its path; a missing, empty or malformed file is
/// refused when the name is parsed, with the weights error's code.
#[test]
fn learned_at_a_file_plays_that_network() {
    let dir = std::env::temp_dir().join(format!("uno-learned-at-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("net.safetensors");
    let net = random_net(11, &[32], encode::BASE_ACTIONS);
    let m = meta(encode::obs_len(0, false), encode::BASE_ACTIONS);
    std::fs::write(&path, file(&net, &as_refs(&m))).unwrap();
    let name = format!("learned@{}", path.display());

    let spec: uno_bots::BotSpec = name.parse().unwrap();
    assert_eq!(spec.level, Level::Learned);
    assert_eq!(spec.to_string(), name);
    assert_eq!(spec.to_string().parse::<uno_bots::BotSpec>().unwrap(), spec);
    assert_ne!(spec, "learned".parse::<uno_bots::BotSpec>().unwrap());

    // Every decision is the file's network's, and at least one differs
    // from the embedded network's (so the file is what is played).
    let mut from_file = Learned::with_policy(Arc::new(load(&net, &m).unwrap()), 1);
    let mut embedded = Learned::new(1);
    let (mut seen, mut differ) = (0, 0);
    for seed in 0..6 {
        let mut by_spec = spec.make(seed);
        let AnyPlayer::Bot(by_spec) = &mut by_spec else {
            panic!("learned@FILE is a bot, not a research player");
        };
        for (g, s, offer) in positions(2 + seed as usize % 3, seed, 150) {
            let obs = g.observe(s);
            let (a, b, e) = if offer {
                (
                    by_spec.react(&obs),
                    from_file.react(&obs),
                    embedded.react(&obs),
                )
            } else {
                (
                    Some(by_spec.act(&obs)),
                    Some(from_file.act(&obs)),
                    Some(embedded.act(&obs)),
                )
            };
            assert_eq!(a, b, "seed {seed}");
            seen += 1;
            differ += usize::from(a != e);
        }
    }
    assert!(
        seen > 500 && differ > 0,
        "{seen} decisions, {differ} differ"
    );

    // Refused at parse time, with a reason.
    let missing = format!("learned@{}", dir.join("absent.safetensors").display());
    let e = missing
        .parse::<uno_bots::BotSpec>()
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("cannot load the network") && e.contains("absent"),
        "{e}"
    );
    let e = "learned@"
        .parse::<uno_bots::BotSpec>()
        .unwrap_err()
        .to_string();
    assert!(e.contains("weights file"), "{e}");
    let junk = dir.join("junk.safetensors");
    std::fs::write(&junk, b"not a safetensors file").unwrap();
    let e = format!("learned@{}", junk.display())
        .parse::<uno_bots::BotSpec>()
        .unwrap_err()
        .to_string();
    assert!(e.contains("cannot load the network"), "{e}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A network whose observation ends with the evidence block (metadata
/// `evidence` = 1): it loads, its bot asks for events and keeps what its
/// seat may infer from them, its games are legal and reproducible, and
/// the block changes its choices (a copy with the block's weights zeroed
/// chooses otherwise somewhere). Files whose size or flag do not fit are
/// refused with the weights error's code.
#[test]
fn an_evidence_network_reads_what_its_seat_remembers() {
    let obs = encode::obs_len(0, true);
    let mut net = random_net_of(12, &[32], encode::BASE_ACTIONS, obs);
    // Large weights on the block's inputs (the bluff rate's prior aside:
    // it is set without any event), so what the events add shows.
    let base = encode::obs_len(0, false);
    {
        let w = &mut net.iter_mut().find(|x| x.0 == "layers.0.weight").unwrap().2;
        for (i, x) in w.iter_mut().enumerate() {
            let col = i % obs;
            if col >= base {
                let k = (col - base) % encode::EVIDENCE_PER_SEAT;
                *x = if k == encode::EV_BLUFF {
                    0.0
                } else {
                    *x * 20.0
                };
            }
        }
    }
    let mut m = meta(obs, encode::BASE_ACTIONS);
    m.push(("evidence", "1".to_string()));
    let p = Arc::new(load(&net, &m).unwrap());
    assert!(p.evidence() && p.obs_size() == obs);
    let mut blind_net = net.clone();
    {
        let w = &mut blind_net
            .iter_mut()
            .find(|x| x.0 == "layers.0.weight")
            .unwrap()
            .2;
        for (i, x) in w.iter_mut().enumerate() {
            if i % obs >= base {
                *x = 0.0;
            }
        }
    }
    let blind = Arc::new(load(&blind_net, &m).unwrap());
    assert!(Learned::with_policy(p.clone(), 0).wants_events());
    // A network without the block asks for no events; the embedded one
    // asks for them exactly when it reads the block.
    let plain = load(
        &random_net(3, &[8], encode::BASE_ACTIONS),
        &meta(base, encode::BASE_ACTIONS),
    )
    .unwrap();
    assert!(!Learned::with_policy(Arc::new(plain), 0).wants_events());
    assert_eq!(
        Learned::new(0).wants_events(),
        Policy::embedded().evidence()
    );

    let rules = Rules::named("classic").unwrap();
    let mut differ = 0;
    for (players, seed) in [(2, 1u64), (2, 2), (3, 3), (4, 4), (4, 5)] {
        let play = |pol: &Arc<Policy>| {
            let mut game = Game::new(rules.clone(), players, seed).unwrap();
            let mut bots: Vec<Box<dyn Bot>> = (0..players)
                .map(|s| -> Box<dyn Bot> {
                    if s == 0 {
                        Box::new(Learned::with_policy(pol.clone(), seed))
                    } else {
                        make_bot(Level::Medium, seed + s as u64)
                    }
                })
                .collect();
            let mut log = Vec::new();
            play_game(&mut game, &mut bots, Until::Round, seed, |_, s, a, _| {
                log.push((s, a.clone()))
            })
            .unwrap();
            log
        };
        let a = play(&p);
        assert_eq!(a, play(&p), "same seeds, same game");
        differ += usize::from(a != play(&blind));
    }
    assert!(differ > 0, "the evidence block changed no choice");

    // Refusals: the flag without the block's inputs, the block without
    // the flag, a flag that is neither 0 nor 1.
    let e = load(&net, &meta(obs, encode::BASE_ACTIONS)).unwrap_err();
    assert_eq!(e.code(), "weights_obs_size", "{e}");
    let mut short = meta(base, encode::BASE_ACTIONS);
    short.push(("evidence", "1".to_string()));
    let e = load(&random_net(3, &[8], encode::BASE_ACTIONS), &short).unwrap_err();
    assert_eq!(e.code(), "weights_obs_size", "{e}");
    assert!(e.to_string().contains("evidence block"), "{e}");
    let mut two = meta(obs, encode::BASE_ACTIONS);
    two.push(("evidence", "2".to_string()));
    let e = load(&net, &two).unwrap_err();
    assert_eq!(e.code(), "weights_metadata", "{e}");
    assert!(e.to_string().contains("not 0 or 1"), "{e}");
}
