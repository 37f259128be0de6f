"""Rounds won by exported policies (greedy, seat 0) against a built-in bot,
with 95% Wilson intervals: the trainer's learning checks (docs/python.md).

    python crates/uno-py/examples/eval_learned.py runs/a/learned.safetensors \
        runs/b/learned.safetensors --rounds 2000 --players 2,4 --opponent medium

Every file plays the same deals (table seeds fixed by ``--seed`` and the
seat count), so two policies are compared on equal cards. Prints one JSON
line per file and seat count.
"""

import argparse
import json
import math

import torch

from uno_env import train


def wilson(wins: int, n: int, z: float = 1.96):
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return c - h, c + h


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--rounds", type=int, default=2000)
    ap.add_argument("--players", default="2,4")
    ap.add_argument("--opponent", default="medium")
    ap.add_argument("--rules", default="classic")
    ap.add_argument("--seed", type=int, default=20_000)
    ap.add_argument("--threads", type=int, default=1)
    a = ap.parse_args()
    torch.set_num_threads(a.threads)
    for path in a.files:
        model = train.load_exported(path)
        for p in (int(x) for x in a.players.split(",")):
            rate = train.evaluate(model, a.rules, a.opponent, p, a.rounds, seed=a.seed + p)
            wins = round(rate * a.rounds)
            lo, hi = wilson(wins, a.rounds)
            print(json.dumps({
                "file": path, "players": p, "opponent": a.opponent, "rounds": a.rounds,
                "wins": wins, "rate": round(rate, 4), "ci95": [round(lo, 4), round(hi, 4)],
            }), flush=True)


if __name__ == "__main__":
    main()
