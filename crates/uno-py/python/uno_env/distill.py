"""Expert iteration for ``learned`` (issue 31): train the policy on the
choices ``hard`` would have made at the decisions ``learned`` reached.

    cargo run --release -p uno-bots --example distill -- data/d2 2 8000 1000000
    python -m uno_env.distill --init crates/uno-bots/weights/learned.safetensors \\
        --data data/d2 --out distilled.safetensors

The data (the ``distill`` example's ``PREFIX.obs``, ``.legal``, ``.label``)
holds, for each decision of ``learned`` with a choice, the observation, the
legal actions and ``hard``'s action there (``hard`` seated in ``learned``'s
shadow, shown the same events, so its belief is its own). The loss is the
cross-entropy of the policy over the legal actions against ``hard``'s
action, plus ``--keep`` times the KL divergence from the starting policy
(the teacher of what ``hard`` does not say) and ``--keep-value`` times the
squared change of the value head's output (the coach reads it); the
observation normalization is the starting network's, unchanged. A part of
the decisions (``--holdout``) is kept out to report how often the policy
agrees with ``hard`` before and after. Writes a ``uno-mlp-1`` file as
``uno_env.train`` exports one.
"""

from __future__ import annotations

import argparse
import copy
import sys
import time
from typing import List, Optional, Sequence, Tuple

import numpy as np

try:
    import torch
except ImportError as _missing:
    raise ImportError(
        "uno_env.distill needs PyTorch: pip install torch safetensors (CPU-only torch: "
        "pip install torch --index-url https://download.pytorch.org/whl/cpu)",
        name=__name__,
    ) from _missing

from .train import NEG, adam
from .train_files import export, load_exported

#: The base action space's size (the ``distill`` example's ``.legal`` rows).
ACTIONS = 255


def read(prefix: str, obs_size: int) -> Tuple[np.ndarray, np.ndarray, np.ndarray]:
    """One ``distill`` data set: observations, legal masks, labels. Raises
    ``ValueError`` naming the file when the three do not agree."""
    obs = np.fromfile(prefix + ".obs", dtype="<f4")
    legal = np.fromfile(prefix + ".legal", dtype=np.uint8)
    label = np.fromfile(prefix + ".label", dtype="<u2").astype(np.int64)
    n = len(label)
    if obs.size != n * obs_size or legal.size != n * ACTIONS:
        raise ValueError(
            f"{prefix}: {n} labels but {obs.size} observation floats ({obs_size} a row) "
            f"and {legal.size} legal bytes ({ACTIONS} a row)"
        )
    obs, legal = obs.reshape(n, obs_size), legal.reshape(n, ACTIONS).astype(bool)
    if n and not legal[np.arange(n), label].all():
        raise ValueError(f"{prefix}: a label is not among its row's legal actions")
    return obs, legal, label


def agreement(model, obs: torch.Tensor, legal: torch.Tensor, label: torch.Tensor) -> float:
    """How often the policy's choice (the highest legal logit, as the
    ``learned`` bot chooses) is the label."""
    with torch.no_grad():
        logits, _ = model(obs)
        pred = logits.masked_fill(~legal, NEG).argmax(1)
    return float((pred == label).float().mean()) if len(label) else float("nan")


def distill(
    init: str,
    data: Sequence[str],
    out: str,
    epochs: int = 3,
    lr: float = 1e-4,
    batch: int = 1024,
    keep: float = 0.5,
    keep_value: float = 1.0,
    holdout: float = 0.05,
    seed: int = 1,
    threads: int = 2,
    command: str = "",
    log=print,
) -> dict:
    torch.manual_seed(seed)
    torch.set_num_threads(max(1, threads))
    model = load_exported(init)
    teacher = copy.deepcopy(model).eval()
    parts = [read(p, model.obs_size) for p in data]
    obs = torch.from_numpy(np.concatenate([p[0] for p in parts]))
    legal = torch.from_numpy(np.concatenate([p[1] for p in parts]))
    label = torch.from_numpy(np.concatenate([p[2] for p in parts]))
    if legal.shape[1] < model.action_size:
        legal = torch.nn.functional.pad(legal, (0, model.action_size - legal.shape[1]))
    n = len(label)
    gen = torch.Generator().manual_seed(seed)
    order = torch.randperm(n, generator=gen)
    cut = int(n * holdout)
    test, train = order[:cut], order[cut:]
    with torch.no_grad():
        t_logits, t_value = teacher(obs)
    before = agreement(model, obs[test], legal[test], label[test])
    log(f"{n} decisions ({len(train)} to train, {len(test)} held out); agreement with hard before: {before:.4f}")
    opt = adam(model.parameters(), lr)
    started = time.time()
    for epoch in range(epochs):
        perm = train[torch.randperm(len(train), generator=gen)]
        tot = {"ce": 0.0, "kl": 0.0, "v": 0.0}
        steps = 0
        for i in range(0, len(perm), batch):
            idx = perm[i : i + batch]
            m = legal[idx]
            logits, value = model(obs[idx])
            logp = torch.log_softmax(logits.masked_fill(~m, NEG), 1)
            ce = -logp.gather(1, label[idx][:, None]).mean()
            tp = torch.softmax(t_logits[idx].masked_fill(~m, NEG), 1)
            kl = (tp * (torch.log(tp.clamp_min(1e-12)) - logp)).masked_fill(~m, 0.0).sum(1).mean()
            v = ((value - t_value[idx]) ** 2).mean()
            loss = ce + keep * kl + keep_value * v
            opt.zero_grad()
            loss.backward()
            opt.step()
            tot["ce"] += ce.item()
            tot["kl"] += kl.item()
            tot["v"] += v.item()
            steps += 1
        now = agreement(model, obs[test], legal[test], label[test])
        log(
            f"epoch {epoch + 1}: ce {tot['ce'] / steps:.4f} kl {tot['kl'] / steps:.4f} "
            f"value change {tot['v'] / steps:.5f}; held-out agreement {now:.4f} ({time.time() - started:.0f} s)"
        )
    after = agreement(model, obs[test], legal[test], label[test])
    meta = {
        "command": command,
        "distilled_from": init,
        "distill_data": ",".join(data),
        "distill_decisions": str(n),
        "distill_agreement": f"{before:.4f}->{after:.4f}",
    }
    export(model, out, meta)
    log(f"wrote {out}")
    return {"decisions": n, "before": before, "after": after}


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m uno_env.distill", description=__doc__.split("\n\n")[0])
    ap.add_argument("--init", required=True, help="the network to start from (uno-mlp-1 safetensors)")
    ap.add_argument("--data", required=True, action="append", help="a distill example's output prefix (repeatable)")
    ap.add_argument("--out", required=True, help="the file to write")
    ap.add_argument("--epochs", type=int, default=3)
    ap.add_argument("--lr", type=float, default=1e-4)
    ap.add_argument("--batch", type=int, default=1024)
    ap.add_argument("--keep", type=float, default=0.5, help="weight of the KL divergence from the starting policy")
    ap.add_argument("--keep-value", type=float, default=1.0, help="weight of the value head's squared change")
    ap.add_argument("--holdout", type=float, default=0.05)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--threads", type=int, default=2)
    a = ap.parse_args(argv)
    try:
        distill(
            a.init, a.data, a.out, a.epochs, a.lr, a.batch, a.keep, a.keep_value, a.holdout, a.seed, a.threads,
            command="python -m uno_env.distill " + " ".join(sys.argv[1:] if argv is None else argv),
        )
    except (ValueError, OSError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
