"""The trainer's files: the exported policy (format ``uno-mlp-1``, the
contract with the Rust ``learned`` bot: docs/learned.md) written and read
back, and the learning curve's plot. PyTorch, safetensors and matplotlib
are imported where they are used, so this module imports without them
(only ``uno_env.train`` needs PyTorch to import)."""

from __future__ import annotations

import csv
import os
from typing import TYPE_CHECKING, Dict, Optional

import uno_env

if TYPE_CHECKING:
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
        "hidden": ",".join(map(str, model.hidden)),
    }
    metadata.update(meta or {})
    tmp = path + ".tmp"
    save_file(tensors, tmp, metadata=metadata)
    os.replace(tmp, path)


def load_exported(path: str) -> "Policy":
    """Reads an exported file back into a :class:`Policy`."""
    import torch
    from safetensors import safe_open

    from .train import Policy

    with safe_open(path, framework="pt") as f:
        meta = f.metadata() or {}
        if meta.get("format") != FORMAT:
            raise ValueError(f"{path}: not a {FORMAT} file (format={meta.get('format')!r})")
        tensors = {k: f.get_tensor(k) for k in f.keys()}
    hidden = [int(x) for x in meta["hidden"].split(",")]
    obs_size = int(meta["obs_size"])
    history = int(meta.get("history", "0"))
    expected = uno_env.OBS_BASE + history * (uno_env.OBS_TOP - uno_env.OBS_HAND)
    team_block = uno_env.OBS_BASE - uno_env.OBS_TEAM
    if obs_size + team_block == expected:
        # A file of the first layout (before the R15 team block): read as
        # the Rust bot reads it, the block added with zero weight and scale.
        at = uno_env.OBS_TEAM
        for name in ("norm.mean", "norm.inv_std"):
            t = tensors[name]
            tensors[name] = torch.cat([t[:at], torch.zeros(team_block, dtype=t.dtype), t[at:]])
        w = tensors["layers.0.weight"]
        pad = torch.zeros(w.shape[0], team_block, dtype=w.dtype)
        tensors["layers.0.weight"] = torch.cat([w[:, :at], pad, w[:, at:]], dim=1)
        obs_size = expected
    model = Policy(obs_size, int(meta["action_size"]), hidden)
    sd = model.state_dict()
    for k, v in tensors.items():
        sd[k] = v
    model.load_state_dict(sd)
    return model


def plot(curve_csv: str, out: str) -> None:
    """The learning curve: win rate against each evaluation opponent over
    training time (needs matplotlib)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    with open(curve_csv) as f:
        rows = list(csv.DictReader(f))
    if not rows:
        raise SystemExit(f"{curve_csv}: no evaluations yet")
    minutes = [float(r["seconds"]) / 60 for r in rows]
    fig, ax = plt.subplots(figsize=(7, 4), dpi=120)
    for col in rows[0]:
        if col in ("seconds", "update", "samples", "agent_steps"):
            continue
        opp, _, seats = col.rpartition("_")
        p = int(seats.rstrip("p"))
        label = f"vs {opp}, 1v1" if p == 2 else f"vs {p - 1} × {opp}, {p} seats"
        ax.plot(minutes, [float(r[col]) for r in rows], label=label)
    ax.set_xlabel("training time (minutes; evaluations not counted)")
    ax.set_ylabel("rounds won by the greedy policy")
    ax.set_ylim(0, 1)
    ax.grid(alpha=0.3)
    ax.legend()
    fig.tight_layout()
    fig.savefig(out)
