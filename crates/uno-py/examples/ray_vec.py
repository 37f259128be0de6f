"""The vectorized simulation spread over Ray actors: each actor owns one
`uno_env.VecEnv` (a batch of tables stepped in Rust) and steps it with
random legal actions chosen in NumPy; the driver sums what they report.

    pip install ray uno_env            # uno_env: pip install ./crates/uno-py
    python examples/ray_vec.py --actors 2 --envs 512 --seconds 20
    python examples/ray_vec.py --address auto ...   # on a running Ray cluster

Every actor gets its own seed (base seed + actor number), so a run is
reproducible for a seed and actor count.
"""

from __future__ import annotations

import argparse
import json
import time

import numpy as np
import ray


@ray.remote(num_cpus=1)
class Worker:
    def __init__(self, envs: int, players: int, seed: int, rules: str):
        import uno_env

        self.v = uno_env.VecEnv(envs, rules, players, seed=seed)
        self.v.reset()
        self.rng = np.random.default_rng(seed)

    def run(self, seconds: float) -> dict:
        steps = 0
        wins = np.zeros(self.v.players)
        start_eps = self.v.episodes_done
        t0 = time.perf_counter()
        while time.perf_counter() - t0 < seconds:
            for _ in range(10):
                obs, mask, rew, term, trunc, agent = self.v.step(self.v.random_actions(self.rng))
                wins += (rew > 0).sum(axis=0)
                steps += self.v.num_envs
        dt = time.perf_counter() - t0
        return {
            "agent_steps": steps,
            "episodes": self.v.episodes_done - start_eps,
            "seconds": dt,
            "wins_by_seat": wins.tolist(),
        }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--actors", type=int, default=2)
    ap.add_argument("--envs", type=int, default=512)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--rules", default="classic")
    ap.add_argument("--seconds", type=float, default=20.0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--address", default=None, help="a Ray cluster (default: a local instance)")
    a = ap.parse_args()
    ray.init(address=a.address, num_cpus=None if a.address else a.actors, include_dashboard=False)
    workers = [Worker.remote(a.envs, a.players, a.seed + i, a.rules) for i in range(a.actors)]
    ray.get([w.run.remote(0.5) for w in workers])  # warm-up
    t0 = time.perf_counter()
    results = ray.get([w.run.remote(a.seconds) for w in workers])
    wall = time.perf_counter() - t0
    steps = sum(r["agent_steps"] for r in results)
    eps = sum(r["episodes"] for r in results)
    wins = np.sum([r["wins_by_seat"] for r in results], axis=0)
    print(
        json.dumps(
            {
                "actors": a.actors,
                "envs_per_actor": a.envs,
                "players": a.players,
                "wall_seconds": round(wall, 2),
                "agent_steps": steps,
                "episodes": eps,
                "agent_steps_per_s": round(steps / wall),
                "episodes_per_s": round(eps / wall, 1),
                "win_share_by_seat": (wins / max(wins.sum(), 1)).round(4).tolist(),
                "cluster_cpus": ray.cluster_resources().get("CPU"),
            }
        )
    )
    ray.shutdown()


if __name__ == "__main__":
    main()
