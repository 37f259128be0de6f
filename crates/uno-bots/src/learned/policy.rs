//! The `learned` bot's network: an MLP read from a safetensors file in the
//! `uno-mlp-1` format (the contract with the Python trainer, docs/python.md),
//! validated on load and evaluated in plain Rust.
//!
//! The format: every tensor F32, row-major, in PyTorch's `nn.Linear`
//! layout (a weight is `[out, in]`):
//!
//! - `norm.mean` `[obs]`, `norm.inv_std` `[obs]`: the input is
//!   `x' = (x - mean) * inv_std`;
//! - `layers.{i}.weight` `[h_i, h_{i-1}]`, `layers.{i}.bias` `[h_i]` for
//!   `i = 0..L` (at least one hidden layer, each followed by ReLU);
//! - `policy.weight` `[A, h_L]`, `policy.bias` `[A]`: logits over the
//!   action indices `0..A` of [`crate::encode::Space`];
//! - `value.weight` `[1, h_L]`, `value.bias` `[1]`: the value of the
//!   position for the seat (about -1 for a loss to 1 for a win).
//!
//! Metadata (string to string): `format` = `uno-mlp-1`, `obs_size`
//! (= [`encode::obs_len`]`(history, evidence)`), `action_size`, `history`
//! (the number of past discards in the observation, 0 if absent),
//! `evidence` (1 when the observation ends with the evidence block,
//! [`encode::write_evidence`]; 0 if absent), and free-form
//! keys (`command`, `seed`, `steps`, `rules`, `players`, …) kept for
//! listings.

use std::collections::BTreeMap;
use std::fmt;

use safetensors::{Dtype, SafeTensors};

use crate::encode;

/// The `format` metadata value this reader understands.
pub const FORMAT: &str = "uno-mlp-1";

/// Most hidden layers and widest layer a file may have: a bound on the
/// memory a file can make us allocate (the trainer's nets are far smaller).
const MAX_LAYERS: usize = 16;
const MAX_WIDTH: usize = 1 << 14;

/// Why a weights file was refused. [`WeightsError::code`] is stable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WeightsError {
    /// Not a readable safetensors file.
    Parse(String),
    /// `format` metadata missing or not [`FORMAT`].
    Format(Option<String>),
    /// A required metadata key is missing or not a number.
    Metadata {
        key: &'static str,
        found: Option<String>,
    },
    /// A required tensor is missing.
    Missing(String),
    /// A tensor is not F32.
    Dtype { name: String, found: String },
    /// A tensor's shape does not chain with its neighbours or the metadata.
    Shape {
        name: String,
        expected: Vec<usize>,
        found: Vec<usize>,
    },
    /// `obs_size` is not the observation length for `history` and
    /// `evidence`.
    ObsSize {
        obs_size: usize,
        history: usize,
        evidence: bool,
        expected: usize,
    },
    /// Too many layers or too wide a layer.
    TooLarge(String),
    /// A tensor with a NaN or an infinity.
    NotFinite(String),
    /// A tensor this format does not have (a typo in the exporter).
    Unexpected(String),
    /// The file could not be read.
    Io(String),
}

impl WeightsError {
    /// A stable, machine-readable code.
    pub fn code(&self) -> &'static str {
        match self {
            WeightsError::Parse(_) => "weights_parse",
            WeightsError::Format(_) => "weights_format",
            WeightsError::Metadata { .. } => "weights_metadata",
            WeightsError::Missing(_) => "weights_missing_tensor",
            WeightsError::Dtype { .. } => "weights_dtype",
            WeightsError::Shape { .. } => "weights_shape",
            WeightsError::ObsSize { .. } => "weights_obs_size",
            WeightsError::TooLarge(_) => "weights_too_large",
            WeightsError::NotFinite(_) => "weights_not_finite",
            WeightsError::Unexpected(_) => "weights_unexpected_tensor",
            WeightsError::Io(_) => "weights_io",
        }
    }
}

impl fmt::Display for WeightsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WeightsError::Parse(m) => write!(f, "not a safetensors file: {m}"),
            WeightsError::Format(None) => {
                write!(f, "no `format` metadata (expected {FORMAT:?})")
            }
            WeightsError::Format(Some(x)) => {
                write!(f, "format {x:?} is not {FORMAT:?}")
            }
            WeightsError::Metadata { key, found: None } => {
                write!(f, "metadata {key:?} is missing")
            }
            WeightsError::Metadata {
                key: "evidence",
                found: Some(v),
            } => write!(f, "metadata \"evidence\" = {v:?} is not 0 or 1"),
            WeightsError::Metadata {
                key,
                found: Some(v),
            } => write!(f, "metadata {key:?} = {v:?} is not a whole number"),
            WeightsError::Missing(n) => write!(f, "tensor {n:?} is missing"),
            WeightsError::Dtype { name, found } => {
                write!(f, "tensor {name:?} is {found}, expected F32")
            }
            WeightsError::Shape {
                name,
                expected,
                found,
            } => write!(
                f,
                "tensor {name:?} has shape {found:?}, expected {expected:?}"
            ),
            WeightsError::ObsSize {
                obs_size,
                history,
                evidence,
                expected,
            } => write!(
                f,
                "obs_size {obs_size} does not match this engine's observation \
                 ({expected} values with history {history}{})",
                if *evidence {
                    " and the evidence block"
                } else {
                    ""
                }
            ),
            WeightsError::TooLarge(m) => write!(f, "network too large: {m}"),
            WeightsError::NotFinite(n) => {
                write!(f, "tensor {n:?} holds a NaN or an infinity")
            }
            WeightsError::Unexpected(n) => {
                write!(f, "tensor {n:?} is not part of the {FORMAT} format")
            }
            WeightsError::Io(m) => write!(f, "cannot read the weights file: {m}"),
        }
    }
}

impl std::error::Error for WeightsError {}

/// A fully connected layer, `out = W in + b` (`W` row-major `[out, in]`).
#[derive(Clone, Debug)]
struct Dense {
    inputs: usize,
    outputs: usize,
    w: Vec<f32>,
    b: Vec<f32>,
}

impl Dense {
    /// Row `j` of `W` times `x`, plus `b[j]`.
    #[inline]
    fn row(&self, j: usize, x: &[f32]) -> f32 {
        let w = &self.w[j * self.inputs..(j + 1) * self.inputs];
        self.b[j] + dot(w, x)
    }

    /// `out = W x + b`, then ReLU if `relu`.
    fn forward(&self, x: &[f32], out: &mut [f32], relu: bool) {
        debug_assert_eq!(x.len(), self.inputs);
        for (j, o) in out[..self.outputs].iter_mut().enumerate() {
            let v = self.row(j, x);
            *o = if relu { v.max(0.0) } else { v };
        }
    }
}

/// A dot product in eight independent lanes (the compiler vectorizes it).
#[inline]
fn dot(a: &[f32], b: &[f32]) -> f32 {
    let n = a.len().min(b.len());
    let (a, b) = (&a[..n], &b[..n]);
    let mut acc = [0.0f32; 8];
    let mut ca = a.chunks_exact(8);
    let mut cb = b.chunks_exact(8);
    for (x, y) in (&mut ca).zip(&mut cb) {
        for k in 0..8 {
            acc[k] += x[k] * y[k];
        }
    }
    let mut s = 0.0;
    for (x, y) in ca.remainder().iter().zip(cb.remainder()) {
        s += x * y;
    }
    s + ((acc[0] + acc[4]) + (acc[1] + acc[5])) + ((acc[2] + acc[6]) + (acc[3] + acc[7]))
}

/// A validated `uno-mlp-1` network.
#[derive(Clone, Debug)]
pub struct Policy {
    history: usize,
    evidence: bool,
    mean: Vec<f32>,
    inv_std: Vec<f32>,
    hidden: Vec<Dense>,
    policy: Dense,
    value: Dense,
    metadata: BTreeMap<String, String>,
}

/// Buffers for one evaluation, reused across decisions (no allocation on
/// the decision path).
#[derive(Clone, Debug, Default)]
pub struct Scratch {
    /// The observation as [`encode::write_obs`] writes it.
    pub obs: Vec<f32>,
    a: Vec<f32>,
    b: Vec<f32>,
}

impl Policy {
    /// Reads and validates a `uno-mlp-1` safetensors file.
    pub fn from_bytes(bytes: &[u8]) -> Result<Policy, WeightsError> {
        let (_, meta) =
            SafeTensors::read_metadata(bytes).map_err(|e| WeightsError::Parse(e.to_string()))?;
        let st = SafeTensors::deserialize(bytes).map_err(|e| WeightsError::Parse(e.to_string()))?;
        let metadata: BTreeMap<String, String> = meta
            .metadata()
            .as_ref()
            .map(|m| m.iter().map(|(k, v)| (k.clone(), v.clone())).collect())
            .unwrap_or_default();
        match metadata.get("format") {
            Some(f) if f == FORMAT => {}
            other => return Err(WeightsError::Format(other.cloned())),
        }
        let number = |key: &'static str, default: Option<usize>| -> Result<usize, WeightsError> {
            match metadata.get(key) {
                None => default.ok_or(WeightsError::Metadata { key, found: None }),
                Some(v) => v.trim().parse().map_err(|_| WeightsError::Metadata {
                    key,
                    found: Some(v.clone()),
                }),
            }
        };
        let obs_size = number("obs_size", None)?;
        let action_size = number("action_size", None)?;
        let history = number("history", Some(0))?;
        // Bounded before anything is computed from it.
        if history > 1024 {
            return Err(WeightsError::TooLarge(format!("history {history}")));
        }
        let evidence = match number("evidence", Some(0))? {
            0 => false,
            1 => true,
            _ => {
                return Err(WeightsError::Metadata {
                    key: "evidence",
                    found: metadata.get("evidence").cloned(),
                })
            }
        };
        let expected = encode::obs_len(history, evidence);
        // A file of the first layout (no R15 team block) is read with the
        // block added and ignored: it plays as it did.
        let old_layout =
            !evidence && obs_size + encode::OBS_BASE - encode::OBS_BASE_NO_TEAMS == expected;
        if obs_size != expected && !old_layout {
            return Err(WeightsError::ObsSize {
                obs_size,
                history,
                evidence,
                expected,
            });
        }
        if action_size == 0 || action_size > MAX_WIDTH * 16 {
            return Err(WeightsError::TooLarge(format!(
                "action_size {action_size} (expected 1..={})",
                MAX_WIDTH * 16
            )));
        }

        let mut used = 0usize;
        let mut tensor =
            |name: &str, shape: &[Option<usize>]| -> Result<(Vec<usize>, Vec<f32>), WeightsError> {
                let t = st
                    .tensor(name)
                    .map_err(|_| WeightsError::Missing(name.to_string()))?;
                used += 1;
                if t.dtype() != Dtype::F32 {
                    return Err(WeightsError::Dtype {
                        name: name.to_string(),
                        found: format!("{:?}", t.dtype()),
                    });
                }
                let found = t.shape().to_vec();
                let fits = found.len() == shape.len()
                    && found
                        .iter()
                        .zip(shape)
                        .all(|(f, e)| e.is_none_or(|e| *f == e));
                if !fits {
                    return Err(WeightsError::Shape {
                        name: name.to_string(),
                        // Unknown dimensions (a hidden width) shown as found.
                        expected: shape
                            .iter()
                            .enumerate()
                            .map(|(i, e)| e.unwrap_or_else(|| found.get(i).copied().unwrap_or(0)))
                            .collect(),
                        found,
                    });
                }
                if found.iter().any(|&d| d == 0 || d > MAX_WIDTH * 16) {
                    return Err(WeightsError::TooLarge(format!(
                        "tensor {name:?} has shape {found:?}"
                    )));
                }
                let data: Vec<f32> = t
                    .data()
                    .chunks_exact(4)
                    .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                    .collect();
                if data.iter().any(|x| !x.is_finite()) {
                    return Err(WeightsError::NotFinite(name.to_string()));
                }
                Ok((found, data))
            };

        let (_, mean) = tensor("norm.mean", &[Some(obs_size)])?;
        let (_, inv_std) = tensor("norm.inv_std", &[Some(obs_size)])?;
        let mut hidden = Vec::new();
        let mut width = obs_size;
        while st
            .tensor(&format!("layers.{}.weight", hidden.len()))
            .is_ok()
            || st.tensor(&format!("layers.{}.bias", hidden.len())).is_ok()
        {
            let i = hidden.len();
            if i == MAX_LAYERS {
                return Err(WeightsError::TooLarge(format!(
                    "more than {MAX_LAYERS} hidden layers"
                )));
            }
            let (shape, w) = tensor(&format!("layers.{i}.weight"), &[None, Some(width)])?;
            let out = shape[0];
            if out > MAX_WIDTH {
                return Err(WeightsError::TooLarge(format!(
                    "layer {i} has {out} units (at most {MAX_WIDTH})"
                )));
            }
            let (_, b) = tensor(&format!("layers.{i}.bias"), &[Some(out)])?;
            hidden.push(Dense {
                inputs: width,
                outputs: out,
                w,
                b,
            });
            width = out;
        }
        if hidden.is_empty() {
            return Err(WeightsError::Missing("layers.0.weight".to_string()));
        }
        let (mut mean, mut inv_std) = (mean, inv_std);
        if old_layout {
            widen_for_teams(&mut mean, &mut inv_std, &mut hidden[0]);
        }
        let (_, pw) = tensor("policy.weight", &[Some(action_size), Some(width)])?;
        let (_, pb) = tensor("policy.bias", &[Some(action_size)])?;
        let (_, vw) = tensor("value.weight", &[Some(1), Some(width)])?;
        let (_, vb) = tensor("value.bias", &[Some(1)])?;
        if used != st.len() {
            let known = |n: &str| {
                n.starts_with("norm.")
                    || n.starts_with("policy.")
                    || n.starts_with("value.")
                    || n.strip_prefix("layers.")
                        .and_then(|r| r.split_once('.'))
                        .and_then(|(i, _)| i.parse::<usize>().ok())
                        .is_some_and(|i| i < hidden.len())
            };
            let mut names = st.names();
            names.sort();
            let odd = names
                .into_iter()
                .find(|n| !known(n))
                .unwrap_or("?")
                .to_string();
            return Err(WeightsError::Unexpected(odd));
        }
        Ok(Policy {
            history,
            evidence,
            mean,
            inv_std,
            hidden,
            policy: Dense {
                inputs: width,
                outputs: action_size,
                w: pw,
                b: pb,
            },
            value: Dense {
                inputs: width,
                outputs: 1,
                w: vw,
                b: vb,
            },
            metadata,
        })
    }

    /// Reads and validates a weights file.
    pub fn load(path: &std::path::Path) -> Result<Policy, WeightsError> {
        let bytes = std::fs::read(path)
            .map_err(|e| WeightsError::Io(format!("{}: {e}", path.display())))?;
        Policy::from_bytes(&bytes)
    }

    /// Past discards in the observation (metadata `history`).
    pub fn history(&self) -> usize {
        self.history
    }
    /// Whether its observation ends with the evidence block (metadata
    /// `evidence`, [`encode::write_evidence`]).
    pub fn evidence(&self) -> bool {
        self.evidence
    }
    /// The observation length it reads.
    pub fn obs_size(&self) -> usize {
        self.mean.len()
    }
    /// The action indices it has logits for: `0..action_size`.
    pub fn action_size(&self) -> usize {
        self.policy.outputs
    }
    /// The hidden layers' widths.
    pub fn hidden_sizes(&self) -> Vec<usize> {
        self.hidden.iter().map(|d| d.outputs).collect()
    }
    /// The file's metadata (`format`, `obs_size`, `command`, `seed`, …).
    pub fn metadata(&self) -> &BTreeMap<String, String> {
        &self.metadata
    }

    /// Buffers sized for this network.
    pub fn scratch(&self) -> Scratch {
        let widest = self.hidden.iter().map(|d| d.outputs).max().unwrap_or(0);
        Scratch {
            obs: vec![0.0; self.obs_size()],
            a: vec![0.0; widest.max(self.obs_size())],
            b: vec![0.0; widest],
        }
    }

    /// Runs the normalization and the hidden layers on `s.obs`; returns
    /// the last hidden layer's activations (inside `s`).
    fn trunk<'s>(&self, s: &'s mut Scratch) -> &'s [f32] {
        let n = self.obs_size();
        let Scratch { obs, a, b } = s;
        for ((x, (m, k)), o) in obs[..n]
            .iter()
            .zip(self.mean.iter().zip(&self.inv_std))
            .zip(a.iter_mut())
        {
            *o = (x - m) * k;
        }
        let (mut cur, mut next) = (a, b);
        for d in &self.hidden {
            d.forward(&cur[..d.inputs], next, true);
            std::mem::swap(&mut cur, &mut next);
        }
        let w = self.policy.inputs;
        &cur[..w]
    }

    /// Every logit and the value for the observation in `s.obs` (the
    /// parity test's path; a decision computes only the logits it needs,
    /// [`Policy::best`]).
    pub fn evaluate(&self, s: &mut Scratch, logits: &mut Vec<f32>) -> f32 {
        let h = self.trunk(s);
        logits.clear();
        logits.resize(self.policy.outputs, 0.0);
        self.policy.forward(h, logits, false);
        self.value.row(0, h)
    }

    /// The value of the observation in `s.obs` for its seat.
    pub fn value(&self, s: &mut Scratch) -> f32 {
        let h = self.trunk(s);
        self.value.row(0, h)
    }

    /// Of `candidates` (action indices, `None` for one without a logit),
    /// the position of the one with the highest logit for the observation
    /// in `s.obs`, the first on ties; `None` if none has a logit.
    pub fn best(&self, s: &mut Scratch, candidates: &[Option<usize>]) -> Option<usize> {
        if !candidates
            .iter()
            .any(|c| c.is_some_and(|i| i < self.policy.outputs))
        {
            return None;
        }
        let h = self.trunk(s);
        let mut best: Option<(usize, f32)> = None;
        for (k, c) in candidates.iter().enumerate() {
            let Some(i) = c.filter(|&i| i < self.policy.outputs) else {
                continue;
            };
            let l = self.policy.row(i, h);
            if best.is_none_or(|(_, b)| l > b) {
                best = Some((k, l));
            }
        }
        best.map(|(k, _)| k)
    }
}

/// Turns a first-layout network (its input without [`encode::OBS_TEAM`])
/// into one of today's layout that computes the same: the team block's
/// inputs get mean 0, scale 0 and zero weights, so they change nothing.
fn widen_for_teams(mean: &mut Vec<f32>, inv_std: &mut Vec<f32>, first: &mut Dense) {
    let (at, k) = (
        encode::OBS_TEAM,
        encode::OBS_BASE - encode::OBS_BASE_NO_TEAMS,
    );
    mean.splice(at..at, std::iter::repeat_n(0.0, k));
    inv_std.splice(at..at, std::iter::repeat_n(0.0, k));
    let old = first.inputs;
    let mut w = Vec::with_capacity(first.outputs * (old + k));
    for row in first.w.chunks_exact(old) {
        w.extend_from_slice(&row[..at]);
        w.extend(std::iter::repeat_n(0.0, k));
        w.extend_from_slice(&row[at..]);
    }
    first.w = w;
    first.inputs = old + k;
}
