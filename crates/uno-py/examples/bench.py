"""Speed, side by side: RLCard 1.2.0's UNO environment and uno_env, random
legal actions, 2 and 4 players, one process (one core unless threads > 1).

    pip install rlcard==1.2.0 pettingzoo gymnasium   # and uno_env (release build)
    python examples/bench.py --seconds 10

Prints agent-steps/s (decisions taken, every seat, out-of-turn chances
included) and games/s (rounds: RLCard's unit) for each API.

RLCard's `env.run` is timed with two agents: its own `RandomAgent` (whose
`eval_step` draws with `np.random.choice` and builds a probability table
every step) and `choice`, which draws with `random.choice` from the legal
ids, as our AEC loop does from info["legal_moves"] (the action mask's
non-zero indices). `uno_env AEC
reuse` is the AEC environment with `reuse_obs=True` (observations written
into one preallocated dict of arrays instead of new arrays per step). The ratios of
the AEC environment to `env.run` (same run) are printed at the end.

Two random policies for uno_env: `uniform` draws uniformly from the legal
actions (drawing is always legal in UNO, R4.1, so rounds are long), and
`play-first` draws only when nothing else is legal, as RLCard's legal
actions force; games/s is comparable with RLCard's only for the second.
"""

from __future__ import annotations

import argparse
import json
import time

import numpy as np

import uno_env
from uno_env.pettingzoo import UnoAEC


def timed(fn, seconds):
    """Runs fn() -> (steps, games) repeatedly for about `seconds`."""
    steps = games = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        s, g = fn()
        steps += s
        games += g
    dt = time.perf_counter() - t0
    return steps / dt, games / dt


class ChoiceAgent:
    """RLCard agent drawing with the same chooser as our AEC loop
    (`random.choice` over the legal action ids), instead of RandomAgent's
    `eval_step`, which also builds a probability table every step."""

    use_raw = False

    def __init__(self, rng):
        self.choice = rng.choice

    def step(self, state):
        return self.choice(list(state["legal_actions"]))

    def eval_step(self, state):
        return self.choice(list(state["legal_actions"])), {}


def rlcard_run(players, seconds, agent="random"):
    import random

    import rlcard
    from rlcard.agents import RandomAgent

    env = rlcard.make("uno", config={"seed": 0, "game_num_players": players})
    if agent == "random":
        np.random.seed(0)
        env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(players)])
    else:
        rng = random.Random(0)
        env.set_agents([ChoiceAgent(rng) for _ in range(players)])

    def one():
        traj, _ = env.run(is_training=False)
        return sum((len(t) - 1) // 2 for t in traj), 1

    return timed(one, seconds)


def rlcard_step(players, seconds):
    import rlcard

    env = rlcard.make("uno", config={"seed": 0, "game_num_players": players})
    rng = np.random.default_rng(0)

    def one():
        state, _ = env.reset()
        steps = 0
        while not env.is_over():
            legal = list(state["legal_actions"].keys())
            state, _ = env.step(legal[rng.integers(len(legal))])
            steps += 1
        return steps, 1

    return timed(one, seconds)


def drop_draw(legal, mask=None):
    """Play-first: without DRAW unless it is the only legal action."""
    if len(legal) > 1:
        legal = [a for a in legal if a != uno_env.DRAW] or legal
    return legal


def core_env(players, seconds, policy):
    import random

    env = uno_env.Env("classic", players, seed=1, max_actions=0)
    rng = np.random.default_rng(0)
    choice = random.Random(0).choice

    def one():
        env.reset(int(rng.integers(1 << 62)))
        steps = 0
        while not env.done:
            legal = env.legal_actions()
            if policy == "play-first":
                legal = drop_draw(legal)
            env.step(choice(legal))
            steps += 1
        return steps, 1

    return timed(one, seconds)


def aec(players, seconds, policy, reuse=False):
    """The PettingZoo loop as a user writes it: agent_iter, last() (the
    observation is built every step), one of the legal actions
    (info["legal_moves"], the mask's non-zero indices) drawn with
    random.choice, as ChoiceAgent does from RLCard's state["legal_actions"]."""
    import random

    env = UnoAEC(rules="classic", players=players, max_actions=0, reuse_obs=reuse)
    rng = np.random.default_rng(0)
    choice = random.Random(0).choice
    draw = uno_env.DRAW
    play_first = policy == "play-first"

    def one():
        env.reset(seed=int(rng.integers(1 << 62)))
        steps = 0
        for agent in env.agent_iter():
            obs, reward, term, trunc, info = env.last()
            if term or trunc:
                env.step(None)
                continue
            legal = info["legal_moves"]
            if play_first and len(legal) > 1 and draw in legal:
                legal = [a for a in legal if a != draw]
            env.step(choice(legal))
            steps += 1
        return steps, 1

    return timed(one, seconds)


def vec(players, seconds, policy, threads, num_envs):
    v = uno_env.VecEnv(num_envs, "classic", players, seed=1, threads=threads, max_actions=0)
    rng = np.random.default_rng(0)
    v.reset()
    draw = uno_env.DRAW
    n = num_envs

    def actions():
        flat, off = v.legal()
        counts = np.diff(off)
        if policy == "play-first":
            row_counts = np.repeat(counts, counts)
            keep = (flat != draw) | (row_counts == 1)
            flat = flat[keep]
            counts = np.add.reduceat(keep.astype(np.int64), off[:-1])
            off = np.concatenate(([0], np.cumsum(counts)))
        pick = off[:-1] + (rng.random(n) * counts).astype(np.int64)
        return flat[pick].astype(np.int64)

    def one():
        before = v.episodes_done
        for _ in range(20):
            v.step(actions())
        return 20 * n, v.episodes_done - before

    return timed(one, seconds)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=5.0, help="per measurement")
    ap.add_argument("--players", default="2,4")
    ap.add_argument("--envs", type=int, default=1024)
    ap.add_argument("--threads", default="1,2")
    ap.add_argument("--no-rlcard", action="store_true")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    rows = []

    def report(api, players, policy, threads, r):
        row = {
            "api": api,
            "players": players,
            "policy": policy,
            "threads": threads,
            "agent_steps_per_s": round(r[0]),
            "games_per_s": round(r[1], 1),
        }
        rows.append(row)
        if not a.json:
            print(
                f"{api:<18} {players}p {policy:<10} threads={threads}  "
                f"{row['agent_steps_per_s']:>10,} agent-steps/s  {row['games_per_s']:>10,.1f} games/s",
                flush=True,
            )

    for players in [int(p) for p in a.players.split(",")]:
        if not a.no_rlcard:
            report("rlcard env.run", players, "random", 1, rlcard_run(players, a.seconds))
            report("rlcard env.run", players, "choice", 1, rlcard_run(players, a.seconds, "choice"))
            report("rlcard env.step", players, "random", 1, rlcard_step(players, a.seconds))
        for policy in ("uniform", "play-first"):
            report("uno_env.Env", players, policy, 1, core_env(players, a.seconds, policy))
            report("uno_env AEC", players, policy, 1, aec(players, a.seconds, policy))
            report("uno_env AEC reuse", players, policy, 1, aec(players, a.seconds, policy, True))
            for t in [int(x) for x in a.threads.split(",")]:
                report(f"uno_env.VecEnv", players, policy, t, vec(players, a.seconds, policy, t, a.envs))
    ratios = []
    for players in sorted({r["players"] for r in rows}):
        ref = {
            r["policy"]: r
            for r in rows
            if r["players"] == players and r["api"] == "rlcard env.run"
        }
        for r in rows:
            if r["players"] != players or not r["api"].startswith("uno_env AEC"):
                continue
            for agent, base in ref.items():
                ratios.append(
                    {
                        "players": players,
                        "aec": r["api"],
                        "aec_policy": r["policy"],
                        "rlcard_agent": agent,
                        "agent_steps_x": round(r["agent_steps_per_s"] / base["agent_steps_per_s"], 2),
                        "games_x": round(r["games_per_s"] / base["games_per_s"], 2),
                    }
                )
    if a.json:
        print(json.dumps({"rows": rows, "aec_vs_rlcard_env_run": ratios}, indent=1))
    else:
        for q in ratios:
            print(
                f"{q['aec']:<18} {q['players']}p {q['aec_policy']:<10} / rlcard env.run {q['rlcard_agent']:<6}: "
                f"{q['agent_steps_x']:>6.2f}x agent-steps/s  {q['games_x']:>6.2f}x games/s"
            )


if __name__ == "__main__":
    main()
