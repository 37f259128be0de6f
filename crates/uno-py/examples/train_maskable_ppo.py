"""Trains sb3-contrib's MaskablePPO on UnoGym (1v1 against `random` bots),
saves the policy, and evaluates it over many rounds with a 95% interval.

    python examples/train_maskable_ppo.py --minutes 30 --out /tmp/uno_ppo
    python examples/train_maskable_ppo.py --smoke          # a few hundred steps

Needs: pip install torch --index-url https://download.pytorch.org/whl/cpu
(CPU torch is enough; PyPI's brings about 5 GB of CUDA libraries), then
pip install sb3-contrib.
"""

from __future__ import annotations

import argparse
import json
import math
import time

import gymnasium
import numpy as np
import torch
from sb3_contrib import MaskablePPO
from sb3_contrib.common.wrappers import ActionMasker
from stable_baselines3.common.callbacks import BaseCallback
from stable_baselines3.common.vec_env import DummyVecEnv, VecNormalize

import uno_env
from uno_env.gym import UnoGym


class Shaping(gymnasium.Wrapper):
    """Potential-based reward shaping (Ng et al. 1999), for training only:
    adds gamma * phi(s') - phi(s) to the reward, phi = coef * (the mean
    hand size of the others - the own hand size), phi = 0 at the end. It
    does not change which policies are optimal; the evaluation uses the
    plain win/lose reward."""

    def __init__(self, env, coef: float, gamma: float):
        super().__init__(env)
        self.coef, self.gamma = coef, gamma
        self.n = env.unwrapped.players
        self.phi = 0.0

    def _phi(self, obs) -> float:
        sizes = obs[uno_env.OBS_HAND_SIZES : uno_env.OBS_HAND_SIZES + self.n]
        return self.coef * (float(sizes[1:].sum()) / (self.n - 1) - float(sizes[0]))

    def reset(self, **kw):
        obs, info = self.env.reset(**kw)
        self.phi = self._phi(obs)
        return obs, info

    def step(self, action):
        obs, reward, term, trunc, info = self.env.step(action)
        phi = 0.0 if term or trunc else self._phi(obs)
        reward = float(reward) + self.gamma * phi - self.phi
        self.phi = phi
        return obs, reward, term, trunc, info


def make_env(seed: int, opponent: str, shaping: float = 0.0, gamma: float = 0.995):
    def thunk():
        uno = UnoGym(rules="classic", players=2, opponents=opponent)
        env = Shaping(uno, shaping, gamma) if shaping else uno
        env.reset(seed=seed)
        return ActionMasker(env, lambda e: uno.action_masks())

    return thunk


class TimeLimit(BaseCallback):
    """Stops training after `seconds` of wall time."""

    def __init__(self, seconds: float):
        super().__init__()
        self.deadline = time.time() + seconds

    def _on_step(self) -> bool:
        return time.time() < self.deadline


def wilson(wins: float, n: int, z: float = 1.96):
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return c - h, c + h


def evaluate(model, norm: VecNormalize, rounds: int, opponent: str, seed: int):
    env = UnoGym(rules="classic", players=2, opponents=opponent, max_actions=2000)
    wins = 0.0
    obs, info = env.reset(seed=seed)
    done_rounds = 0
    while done_rounds < rounds:
        o = norm.normalize_obs(obs[None, :])
        action, _ = model.predict(o, action_masks=info["action_mask"][None, :], deterministic=True)
        obs, reward, term, trunc, info = env.step(int(action[0]))
        if term or trunc:
            wins += 1.0 if reward > 0 else 0.0
            done_rounds += 1
            obs, info = env.reset()
    lo, hi = wilson(wins, rounds)
    return wins / rounds, lo, hi


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--minutes", type=float, default=30.0, help="training wall time")
    ap.add_argument("--timesteps", type=int, default=50_000_000, help="upper bound on steps")
    ap.add_argument("--envs", type=int, default=64, help="UnoGym tables stepped together")
    ap.add_argument("--n-steps", type=int, default=128, help="steps per table per update")
    ap.add_argument("--batch", type=int, default=512)
    ap.add_argument("--epochs", type=int, default=4)
    ap.add_argument("--lr", type=float, default=3e-4)
    ap.add_argument("--ent", type=float, default=0.01)
    ap.add_argument("--gamma", type=float, default=0.995)
    ap.add_argument("--net", default="128,128", help="hidden layer sizes")
    ap.add_argument(
        "--shaping",
        type=float,
        default=0.0,
        help="potential-based shaping coefficient per card (training only; 0: plain win/lose)",
    )
    ap.add_argument("--opponent", default="random")
    ap.add_argument("--eval-rounds", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default="/tmp/uno_ppo")
    ap.add_argument("--threads", type=int, default=1, help="torch threads")
    ap.add_argument("--smoke", action="store_true", help="a few hundred steps, small evaluation")
    ap.add_argument("--resume", default=None, help="continue training a saved policy (path without .zip)")
    a = ap.parse_args()
    torch.set_num_threads(a.threads)
    if a.smoke:
        a.timesteps, a.envs, a.eval_rounds, a.minutes = 512, 2, 50, 5.0

    venv = VecNormalize(
        DummyVecEnv(
            [make_env(a.seed * 1000 + i, a.opponent, a.shaping, a.gamma) for i in range(a.envs)]
        ),
        norm_obs=True,
        norm_reward=False,
    )
    n_steps = 128 if a.smoke else a.n_steps
    if a.resume:
        venv = VecNormalize.load(a.resume + "_vecnormalize.pkl", venv.venv)
        model = MaskablePPO.load(a.resume + ".zip", env=venv, device="cpu")
    else:
        model = MaskablePPO(
            "MlpPolicy",
            venv,
            n_steps=n_steps,
            batch_size=a.batch if not a.smoke else 64,
            n_epochs=a.epochs,
            learning_rate=a.lr,
            gamma=a.gamma,
            ent_coef=a.ent,
            policy_kwargs={"net_arch": [int(x) for x in a.net.split(",")]},
            seed=a.seed,
            verbose=0,
        )
    t0 = time.time()
    model.learn(
        total_timesteps=a.timesteps,
        callback=TimeLimit(a.minutes * 60),
        reset_num_timesteps=not a.resume,
    )
    train_s = time.time() - t0
    model.save(a.out)
    venv.save(a.out + "_vecnormalize.pkl")
    venv.training = False
    t1 = time.time()
    rate, lo, hi = evaluate(model, venv, a.eval_rounds, a.opponent, seed=a.seed + 12345)
    result = {
        "timesteps": int(model.num_timesteps),
        "train_seconds": round(train_s, 1),
        "eval_rounds": a.eval_rounds,
        "win_rate": round(rate, 4),
        "ci95": [round(lo, 4), round(hi, 4)],
        "eval_seconds": round(time.time() - t1, 1),
        "opponent": a.opponent,
        "config": {k: getattr(a, k) for k in ("envs", "n_steps", "batch", "epochs", "lr", "ent", "gamma", "net", "threads", "shaping")},
        "saved": a.out + ".zip",
    }
    print(json.dumps(result))


if __name__ == "__main__":
    main()
