"""How well a trained run's critic predicts the outcome, on fresh rollouts
it never trained on (docs/python.md, "A critic that sees every hand").

    python crates/uno-py/examples/critic_fit.py runs/a/checkpoint.pt --rollouts 4

Loads the checkpoint (``--critic obs`` or ``perfect``), plays
``--rollouts`` rollouts of its own league without learning, and compares
the values of every learner decision whose round ended inside the rollout
with the round's actual result for that seat (the Monte Carlo return:
γ = 1, the reward is the round's only one). Prints the explained variance
and the mean squared error of the advantages' critic, and of the policy's
own value head (the exported one), as JSON.
"""

import argparse
import json

import numpy as np
import torch

from uno_env import train


def fit(pred: np.ndarray, target: np.ndarray) -> dict:
    return {
        "ev": round(train.explained_variance(pred, target), 4),
        "mse": round(float(np.mean((pred - target) ** 2)), 4),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("checkpoint")
    ap.add_argument("--rollouts", type=int, default=4)
    ap.add_argument("--seed", type=int, default=777, help="the rollouts' seed (not the training's)")
    ap.add_argument("--threads", type=int, default=1)
    a = ap.parse_args()
    state = torch.load(a.checkpoint, weights_only=False)
    cfg = train.Config(**state["config"])
    cfg.seed, cfg.threads, cfg.out = a.seed, a.threads, "/nonexistent"
    t = train.Trainer(cfg)
    t.load(a.checkpoint)
    crit, head, outcome = [], [], []
    for _ in range(a.rollouts):
        t.choose_opponents()
        t.rollout()
        buf = t.buf
        # The result of each decision's round, where it ended in the rollout:
        # the reward at the round's last learner decision, carried back.
        ret = np.zeros_like(buf.rew)
        known = np.zeros_like(buf.valid)
        carry = np.zeros(t.n, np.float32)
        have = np.zeros(t.n, bool)
        for s in range(buf.valid.shape[0] - 1, -1, -1):
            v, d = buf.valid[s], buf.done[s]
            carry = np.where(d, buf.rew[s], carry)
            have = np.where(d, True, have)
            ret[s] = np.where(v, carry, 0.0)
            known[s] = v & have
        sel = known
        crit.append(buf.val[sel])
        with torch.no_grad(), train.autocast(cfg.precision):
            _, v = t.model(torch.from_numpy(buf.obs[sel]))
        head.append(v.float().numpy())
        outcome.append(ret[sel])
    crit, head, outcome = (np.concatenate(x) for x in (crit, head, outcome))
    print(json.dumps({
        "checkpoint": a.checkpoint, "critic": cfg.critic, "decisions": int(len(outcome)),
        "advantages_critic": fit(crit, outcome), "policy_value_head": fit(head, outcome),
    }))


if __name__ == "__main__":
    main()
