"""The trainer's files: the exported policy (format ``uno-mlp-1``, the
contract with the Rust ``learned`` bot: docs/learned.md) written and read
back, the learning curve's plot, and the command line's table entries
and league. PyTorch, safetensors and matplotlib
are imported where they are used, so this module imports without them
(only ``uno_env.train`` needs PyTorch to import)."""

from __future__ import annotations

import csv
import os
from typing import TYPE_CHECKING, Dict, List, Optional, Tuple, Union

import uno_env

if TYPE_CHECKING:
    import torch

    from .train import Policy

FORMAT = "uno-mlp-1"


def export(model: "Policy", path: str, meta: Optional[Dict[str, str]] = None) -> None:
    """Writes the policy as safetensors (format ``uno-mlp-1``): F32 tensors
    ``norm.mean``, ``norm.inv_std``, ``layers.{i}.weight/bias``,
    ``policy.weight/bias``, ``value.weight/bias``."""
    from safetensors.torch import save_file

    sd = model.state_dict()
    tensors = {"norm.mean": sd["norm.mean"], "norm.inv_std": sd["norm.inv_std"]}
    for k, v in sd.items():
        if k.startswith(("layers.", "policy.", "value.")):
            tensors[k] = v
    tensors = {k: v.detach().float().contiguous().clone() for k, v in tensors.items()}
    metadata = {
        "format": FORMAT,
        "obs_size": str(model.obs_size),
        "action_size": str(model.action_size),
        "history": "0",
        # The trainer's observations have no history: the evidence block
        # is what may follow the base.
        "evidence": "1" if model.obs_size == uno_env.OBS_BASE + uno_env.EVIDENCE_LEN else "0",
        "hidden": ",".join(map(str, model.hidden)),
    }
    metadata.update(meta or {})
    tmp = path + ".tmp"
    save_file(tensors, tmp, metadata=metadata)
    os.replace(tmp, path)


def widen_for_teams(tensors: Dict[str, "torch.Tensor"]) -> None:
    """Widens the tensors of a network of the first layout (before the
    R15 team block) in place, as the Rust bot does (``policy.rs``
    ``widen_for_teams``): the block's inputs get zero mean, zero scale and
    zero weight, so the network plays exactly as before."""
    import torch

    at = uno_env.OBS_TEAM
    block = uno_env.OBS_BASE - uno_env.OBS_TEAM
    for name in ("norm.mean", "norm.inv_std"):
        t = tensors[name]
        tensors[name] = torch.cat([t[:at], torch.zeros(block, dtype=t.dtype), t[at:]])
    w = tensors["layers.0.weight"]
    pad = torch.zeros(w.shape[0], block, dtype=w.dtype)
    tensors["layers.0.weight"] = torch.cat([w[:, :at], pad, w[:, at:]], dim=1)


def widen_for_evidence(tensors: Dict[str, "torch.Tensor"]) -> None:
    """Appends the evidence block's inputs to a network without them, in
    place: zero mean, zero scale and zero weight, so the network plays
    exactly as before until a fine-tune (``--evidence --init``) teaches it
    what the block is worth."""
    import torch

    block = uno_env.EVIDENCE_LEN
    for name in ("norm.mean", "norm.inv_std"):
        t = tensors[name]
        tensors[name] = torch.cat([t, torch.zeros(block, dtype=t.dtype)])
    w = tensors["layers.0.weight"]
    tensors["layers.0.weight"] = torch.cat([w, torch.zeros(w.shape[0], block, dtype=w.dtype)], dim=1)


def read_exported(path: str):
    """An exported file's metadata and tensors, checked and read as the
    Rust bot reads them: ``(meta, tensors, obs_size, action_size,
    hidden)``. A file of the first layout (before the R15 team block)
    comes back widened, the block added with zero weight and scale.
    Raises ``ValueError`` naming the file for anything else."""
    import torch
    from safetensors import safe_open

    try:
        with safe_open(path, framework="pt") as f:
            meta = f.metadata() or {}
            tensors = {k: f.get_tensor(k) for k in f.keys()}
    except FileNotFoundError as e:
        raise ValueError(f"{path}: no such file") from e
    except Exception as e:  # safetensors' own error type for a bad header
        raise ValueError(f"{path}: not a safetensors file ({e})") from e
    if meta.get("format") != FORMAT:
        raise ValueError(f"{path}: not a {FORMAT} file (format={meta.get('format')!r})")
    try:
        hidden = [int(x) for x in meta["hidden"].split(",")]
        obs_size = int(meta["obs_size"])
        action_size = int(meta["action_size"])
        history = int(meta.get("history", "0"))
        evidence = {"0": False, "1": True}[meta.get("evidence", "0")]
    except (KeyError, ValueError) as e:
        raise ValueError(f"{path}: bad {FORMAT} metadata ({e})") from e
    expected = uno_env.OBS_BASE + history * (uno_env.OBS_TOP - uno_env.OBS_HAND)
    expected += uno_env.EVIDENCE_LEN if evidence else 0
    team_block = uno_env.OBS_BASE - uno_env.OBS_TEAM
    if not evidence and obs_size + team_block == expected and "norm.mean" in tensors and "layers.0.weight" in tensors:
        # A file of the first layout (before the R15 team block): read as
        # the Rust bot reads it, the block added with zero weight and scale.
        widen_for_teams(tensors)
        obs_size = expected
    elif obs_size != expected:
        raise ValueError(
            f"{path}: observation size {obs_size}, but history {history}"
            f"{' and the evidence block' if evidence else ''} give {expected} "
            f"(or {expected - team_block} without the team block)"
        )
    return meta, tensors, obs_size, action_size, hidden


def load_exported(path: str) -> "Policy":
    """Reads an exported file back into a :class:`Policy`."""
    from .train import Policy

    _, tensors, obs_size, action_size, hidden = read_exported(path)
    model = Policy(obs_size, action_size, hidden)
    sd = model.state_dict()
    for k, v in tensors.items():
        sd[k] = v
    model.load_state_dict(sd)
    return model


def average(paths: List[str], out: str, command: str = "") -> Dict[str, str]:
    """Writes the mean of exported networks of one shape to ``out`` (a
    "model soup" of fine-tunes of one network: their weights averaged).
    The networks' input normalisations differ, so each first layer is
    first folded into the map it is on the raw observation (weight
    ``W * inv_std``, bias ``b - (W * inv_std) @ mean``); those maps are
    averaged, with the other layers, and the result is written back under
    the last file's normalisation (its statistics stay those of a real
    run, so a fine-tune from it keeps updating them sensibly). The
    metadata are the last file's, with ``averaged`` (the files) and
    ``command``. Raises ``ValueError`` for fewer than two files or files
    of different shapes. Returns the metadata written."""
    import torch

    from .train import Policy

    if len(paths) < 2:
        raise ValueError("average needs two exported networks or more")
    folded = []
    shape = None
    meta: Dict[str, str] = {}
    last: Dict[str, "torch.Tensor"] = {}
    for p in paths:
        meta, t, obs_size, action_size, hidden = read_exported(p)
        if shape is None:
            shape = (obs_size, action_size, hidden)
        elif (obs_size, action_size, hidden) != shape:
            raise ValueError(
                f"{p}: {obs_size} inputs, {action_size} actions, hidden {hidden}; "
                f"{paths[0]} has {shape[0]}, {shape[1]}, {shape[2]}: not one shape"
            )
        last = t = {k: v.double() for k, v in t.items()}
        w = t["layers.0.weight"] * t["norm.inv_std"][None, :]
        folded.append(dict(t, **{"layers.0.weight": w, "layers.0.bias": t["layers.0.bias"] - w @ t["norm.mean"]}))
    assert shape is not None
    mean = {k: sum(t[k] for t in folded) / len(folded) for k in folded[0]}
    # Back under the last file's normalisation; an input it gives zero
    # scale (a first-layout file's team block) gets scale 1 and mean 0.
    m, s = last["norm.mean"].clone(), last["norm.inv_std"].clone()
    m[s == 0] = 0
    s[s == 0] = 1
    w = mean["layers.0.weight"]
    mean["layers.0.bias"] = mean["layers.0.bias"] + w @ m
    mean["layers.0.weight"] = w / s[None, :]
    mean["norm.mean"], mean["norm.inv_std"] = m, s
    model = Policy(shape[0], shape[1], shape[2])
    sd = model.state_dict()
    for k, v in mean.items():
        sd[k] = v.float()
    model.load_state_dict(sd)
    keep = {k: v for k, v in meta.items() if k not in ("format", "obs_size", "action_size", "history", "evidence", "hidden", "init")}
    keep.update({"averaged": ",".join(paths), "command": command or f"average {' '.join(paths)}"})
    export(model, out, keep)
    return keep


def init_policy(model: "Policy", path: str) -> str:
    """Starts ``model`` (a trainer's policy) from ``path``: an exported
    file (``uno-mlp-1``; the first layout is widened for the team block,
    as :func:`read_exported` does) or a trainer's ``checkpoint.pt`` (its
    ``model``; the optimizer, the league pool and the counters are not
    taken). Returns a line saying what was loaded.

    The layers, the policy head and the value head are copied (a file
    without ``value.*`` leaves the value head freshly initialised and
    says so). The normalizer continues from the file's statistics as if
    they came from the file's ``samples`` (its metadata; 10^6 if absent),
    so fine-tuning barely moves them; a feature the file never scales
    (the team block of a first-layout file: zero weight, zero scale) gets
    mean 0 and unit scale, and its zero weights are free to learn (the
    trainer then gives such inputs the scale they have at its tables,
    :meth:`uno_env.train.Trainer.scale_fresh_inputs`).
    A file whose hidden layers are narrower than the model's (as many
    layers) is widened by :func:`widen_hidden` and plays as it did.
    Raises ``ValueError`` naming the file when it does not fit the model
    (another format, wider hidden layers or another count of them,
    observation or action size)."""
    import torch

    try:
        with open(path, "rb") as f:
            head = f.read(2)
    except FileNotFoundError as e:
        raise ValueError(f"{path}: no such file") from e
    if head == b"PK":  # torch.save's zip: a trainer checkpoint
        try:
            state = torch.load(path, weights_only=False)
            sd = state["model"]
            hidden = [int(x) for x in state["config"]["hidden"]]
        except (KeyError, TypeError, RuntimeError) as e:
            raise ValueError(f"{path}: not a uno_env.train checkpoint ({e})") from e
        tensors = {k: v for k, v in sd.items() if k.split(".")[0] in ("layers", "policy", "value")}
        tensors["norm.mean"], tensors["norm.inv_std"] = sd["norm.mean"], sd["norm.inv_std"]
        obs_size, action_size = int(sd["norm.mean"].shape[0]), int(sd["policy.bias"].shape[0])
        team_block = uno_env.OBS_BASE - uno_env.OBS_TEAM
        if obs_size + team_block == model.obs_size:
            widen_for_teams(tensors)
            obs_size = model.obs_size
        count = float(state.get("samples") or 1e6)
        kind = f"checkpoint (update {state.get('update')})"
    else:
        meta, tensors, obs_size, action_size, hidden = read_exported(path)
        count = float(meta.get("samples") or 1e6)
        kind = f"{FORMAT} file ({meta.get('updates', '?')} updates)"
    if obs_size + uno_env.EVIDENCE_LEN == model.obs_size:
        # A network without the evidence block, for a run with it
        # (``--evidence``): the block starts at zero weight.
        widen_for_evidence(tensors)
        obs_size = model.obs_size
    widened = ""
    if hidden != list(model.hidden):
        h = ",".join(map(str, hidden))
        if not (len(hidden) == len(model.hidden) and all(n >= o for n, o in zip(model.hidden, hidden))):
            raise ValueError(
                f"{path}: hidden layers {h}, but this run's are "
                f"{','.join(map(str, model.hidden))} (pass --hidden {h}, or wider layers as many)"
            )
        widen_hidden(tensors, hidden, model)
        widened = f"; its hidden layers {h} widened to {','.join(map(str, model.hidden))} (the new units " \
                  "start with zero outgoing weights: the same play)"
    if obs_size != model.obs_size:
        hint = ""
        if obs_size == model.obs_size + uno_env.EVIDENCE_LEN:
            hint = " (the file reads the evidence block: pass --evidence)"
        raise ValueError(f"{path}: observation size {obs_size}, this run's is {model.obs_size}{hint}")
    if action_size != model.action_size:
        raise ValueError(f"{path}: {action_size} actions, this run's rules have {model.action_size}")
    sd = model.state_dict()
    missing = [k for k in sd if k.split(".")[0] in ("layers", "policy") and k not in tensors]
    if missing:
        raise ValueError(f"{path}: no tensor {missing[0]}")
    for k, v in tensors.items():
        if k not in sd or k.startswith("norm."):
            continue
        if tuple(v.shape) != tuple(sd[k].shape):
            raise ValueError(f"{path}: {k} has shape {tuple(v.shape)}, expected {tuple(sd[k].shape)}")
        sd[k] = v.float()
    mean = tensors["norm.mean"].double()
    inv = tensors["norm.inv_std"].double()
    unscaled = inv <= 0
    mean[unscaled] = 0.0
    inv[unscaled] = 1.0
    sd["norm.mean"], sd["norm.mean64"] = mean.float(), mean
    sd["norm.inv_std"], sd["norm.var"] = inv.float(), 1.0 / inv**2
    sd["norm.count"] = torch.tensor(count, dtype=torch.float64)
    model.load_state_dict(sd)
    value = "value.weight" in tensors and "value.bias" in tensors
    return (
        f"init: policy {'and value head ' if value else ''}from {path}, a {kind}"
        + ("" if value else "; no value head in the file: the value head starts fresh")
        + (f"; {int(unscaled.sum())} inputs it never saw (the team or evidence block) start at zero weight"
           if unscaled.any() else "")
        + widened
    )


def widen_hidden(tensors: Dict[str, "torch.Tensor"], hidden: List[int], model: "Policy") -> None:
    """Widens a network's hidden layers in place to ``model``'s sizes
    (as many layers, each at least as wide), keeping what it computes: a
    unit it had keeps its weights and takes nothing from the new units of
    the layer below; a new unit takes ``model``'s fresh initial weights
    from every unit below; the heads' weights from new units are zero. The
    new units learn from the first update on (their outgoing weights get
    gradients from their activations)."""
    import torch

    fresh = model.state_dict()
    for i, h in enumerate(hidden):
        w, b = tensors[f"layers.{i}.weight"], tensors[f"layers.{i}.bias"]
        w2 = fresh[f"layers.{i}.weight"].clone()
        b2 = fresh[f"layers.{i}.bias"].clone()
        w2[:h] = 0.0
        w2[:h, : w.shape[1]] = w
        b2[:h] = b
        tensors[f"layers.{i}.weight"], tensors[f"layers.{i}.bias"] = w2, b2
    for head in ("policy", "value"):
        if f"{head}.weight" not in tensors:
            continue
        w = tensors[f"{head}.weight"]
        w2 = torch.zeros(w.shape[0], model.hidden[-1], dtype=w.dtype)
        w2[:, : w.shape[1]] = w
        tensors[f"{head}.weight"] = w2


def plot(curve_csv: str, out: str) -> None:
    """The learning curve: win rate against each evaluation opponent over
    training time (needs matplotlib)."""
    # Not a dependency of the package (only of the plot).
    import matplotlib  # type: ignore[import-not-found]

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt  # type: ignore[import-not-found]

    with open(curve_csv) as f:
        rows = list(csv.DictReader(f))
    if not rows:
        raise SystemExit(f"{curve_csv}: no evaluations yet")
    minutes = [float(r["seconds"]) / 60 for r in rows]
    fig, ax = plt.subplots(figsize=(7, 4), dpi=120)
    for col in rows[0]:
        if col in ("seconds", "update", "samples", "agent_steps"):
            continue
        opp, _, entry = col.rpartition("_")
        if entry.endswith("pairs"):
            p = int(entry[: -len("pairs")])
            label = f"with a {opp} partner vs {p - 2} × {opp}, teams of 2 (team wins)"
        else:
            p = int(entry.rstrip("p"))
            label = f"vs {opp}, 1v1" if p == 2 else f"vs {p - 1} × {opp}, {p} seats"
        ax.plot(minutes, [float(r[col]) for r in rows], label=label)
    ax.set_xlabel("training time (minutes; evaluations not counted)")
    ax.set_ylabel("rounds won by the greedy policy")
    ax.set_ylim(0, 1)
    ax.grid(alpha=0.3)
    ax.legend()
    fig.tight_layout()
    fig.savefig(out)


# ----- the command line's entries ---------------------------------------------


def seats(entry: Union[int, str]) -> Tuple[int, Optional[str]]:
    """A ``--players`` entry as (seat count, teams): ``4`` -> (4, None),
    ``"4pairs"`` -> (4, "pairs") (partners sit opposite, R15.1)."""
    text = str(entry).strip()
    teams = None
    if text.endswith("pairs"):
        text, teams = text[: -len("pairs")], "pairs"
    try:
        n = int(text)
    except ValueError:
        raise SystemExit(f"--players: {entry!r} is not a seat count (2 to 10) or NNpairs")
    if not 2 <= n <= 10:
        raise SystemExit("--players: seat counts are 2 to 10")
    if teams and n % 2:
        raise SystemExit(f"--players: {entry}: pairs need an even seat count")
    return n, teams


def group_label(entry: Union[int, str], opponent: str) -> str:
    """A group's name in the logs: ``2p-medium``, ``4pairs-self``."""
    n, teams = seats(entry)
    return f"{n}{teams}-{opponent}" if teams else f"{n}p-{opponent}"


def parse_players(text: str) -> List[Union[int, str]]:
    out: List[Union[int, str]] = []
    for part in text.split(","):
        n, teams = seats(part)
        out.append(f"{n}pairs" if teams else n)
    return out


def parse_league(text: str) -> Dict[str, float]:
    out: Dict[str, float] = {}
    for part in text.split(","):
        name, _, w = part.partition("=")
        name = name.strip()
        if not name:
            raise SystemExit(f"--league: empty entry in {text!r}")
        try:
            weight = float(w) if w else 1.0
        except ValueError:
            raise SystemExit(f"--league: {w!r} is not a weight (name=weight)")
        if weight <= 0:
            raise SystemExit(f"--league: weight of {name} must be positive")
        out[name] = weight
    return out
