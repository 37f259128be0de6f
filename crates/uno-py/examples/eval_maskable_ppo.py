"""Evaluates a policy saved by train_maskable_ppo.py against bots.

    python examples/eval_maskable_ppo.py /tmp/uno_ppo --rounds 2000
"""

from __future__ import annotations

import argparse
import json
import time

import torch
from sb3_contrib import MaskablePPO
from stable_baselines3.common.vec_env import DummyVecEnv, VecNormalize

from uno_env.gym import UnoGym

from train_maskable_ppo import wilson


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--rounds", type=int, default=2000)
    ap.add_argument("--opponent", default="random")
    ap.add_argument("--seed", type=int, default=12346)
    ap.add_argument("--max-actions", type=int, default=2000)
    a = ap.parse_args()
    torch.set_num_threads(1)
    model = MaskablePPO.load(a.path + ".zip", device="cpu")
    dummy = DummyVecEnv([lambda: UnoGym(opponents=a.opponent)])
    norm = VecNormalize.load(a.path + "_vecnormalize.pkl", dummy)
    norm.training = False
    env = UnoGym(rules="classic", players=2, opponents=a.opponent, max_actions=a.max_actions)
    wins = truncated = steps = 0
    t0 = time.time()
    obs, info = env.reset(seed=a.seed)
    for r in range(a.rounds):
        while True:
            act, _ = model.predict(
                norm.normalize_obs(obs[None, :]),
                action_masks=info["action_mask"][None, :],
                deterministic=True,
            )
            obs, reward, term, trunc, info = env.step(int(act[0]))
            steps += 1
            if term or trunc:
                break
        wins += reward > 0
        truncated += trunc
        obs, info = env.reset()
    lo, hi = wilson(wins, a.rounds)
    print(
        json.dumps(
            {
                "rounds": a.rounds,
                "wins": int(wins),
                "win_rate": round(wins / a.rounds, 4),
                "ci95": [round(lo, 4), round(hi, 4)],
                "truncated": int(truncated),
                "learner_decisions": steps,
                "seconds": round(time.time() - t0, 1),
            }
        )
    )


if __name__ == "__main__":
    main()
