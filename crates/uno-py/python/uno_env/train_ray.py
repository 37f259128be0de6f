"""The trainer's rollouts on Ray actors: ``python -m uno_env.train --ray ADDRESS``.

    python -m uno_env.train --ray local --ray-actors 2 --out runs/ppo --minutes 30
    ray start --head --port 6379 --num-cpus 7        # on the learner's machine
    ray start --address HEAD:6379 --num-cpus 32      # on every other machine
    python -m uno_env.train --ray auto --out runs/ppo --minutes 600

The learner stays in the script's process: the PPO update, the optimizer,
the league pool, the logs, the checkpoints and the export (it is
:class:`uno_env.train.Trainer`, with one table per group that it never
steps). Each actor is a
:class:`~uno_env.train.Trainer` too, holding its share of every group's
tables (:func:`uno_env.train.table_plan`: the same seat counts, the same
league opponents, built-in bots stepped in Rust), and runs the very
rollout the local trainer runs (``Trainer.rollout``) with the weights the
learner puts in Ray's object store once per update, and the self-play
opponent of that rollout (the current policy or a snapshot of the league
pool) likewise (and a critic of the trainer's own, ``--critic perfect``,
with the policy). It returns the rollout's arrays; the learner writes them
into its buffer, side by side, and learns from them as it does locally.

Determinism: actor 0 continues the learner's random stream (its generator
state goes out with the weights and comes back with the rollout), the
other actors have streams of their own. With one actor the tables, their
seeds and every random draw are the local run's, so ``--ray-actors 1``
trains exactly as the local trainer with the same seed and ``--threads 1``
(tests/test_train_ray.py). With several actors each group's tables are
split across them with other seeds: the run is another, equally valid one,
the same again for the same seed and actor count.

``--ray-overlap``: the actors' next rollout starts when one comes back,
with the weights of that moment, and runs while the learner learns from
the one that came back (samples one update old; the actors keep their own
random streams).

``--ray-timeout SECONDS`` (default 600): an actor that has not answered
a rollout by then, or that died (its process or node lost), stops the run
with a message saying so; the updates made so far are saved in
``OUT/checkpoint.pt`` first, so ``--resume`` goes on from them.

Ray is needed only here (``pip install ray``); ``uno_env.train`` imports
this module only with ``--ray``.
"""

from __future__ import annotations

import logging
import os
import sys
import time
from dataclasses import asdict
from typing import Any, Dict, List, Optional

import numpy as np
import torch

try:
    import ray
except ImportError as _missing:
    raise ImportError("uno_env.train --ray needs Ray: pip install ray", name=__name__) from _missing

import uno_env
from uno_env import train

# Seconds to wait for the actors' answer to one rollout (``--ray-timeout``).
DEFAULT_TIMEOUT = 600.0


class RolloutFailed(Exception):
    """An actor died or gave no answer within the timeout."""


def _numpy_state(model: torch.nn.Module) -> Dict[str, np.ndarray]:
    return {k: v.detach().cpu().numpy() for k, v in model.state_dict().items()}


def _load(model: torch.nn.Module, state: Dict[str, np.ndarray]) -> None:
    # The object store's arrays are read-only: copies (the weights are small).
    model.load_state_dict({k: torch.from_numpy(np.array(v)) for k, v in state.items()})


class RolloutWorker:
    """Part ``part`` of ``parts`` of the tables (a Ray actor: ``RolloutActor``)."""

    def __init__(self, cfg: dict, part: int, parts: int):
        c = train.Config(**cfg)
        c.threads = 1  # one CPU per actor
        self.part = part
        self.t = train.Trainer(c, plan=train.table_plan(c, part, parts))
        if part:
            self.t.gen.manual_seed(c.seed * 1_000_003 + part)
            self.t.rng = np.random.default_rng([c.seed, part])

    def tables(self) -> int:
        return self.t.n

    def rollout(self, weights, opponent, gen_state) -> dict:
        """One rollout with the learner's weights (and the self-play
        opponent's, None: the current policy); ``gen_state``: the learner's
        random stream to continue (actor 0), or None (this actor's own)."""
        c0 = time.process_time()
        t = self.t
        _load(t.model, weights["model"])
        if weights.get("critic") is not None:
            assert t.critic is not None, "a critic's weights for a trainer without one"
            _load(t.critic, weights["critic"])
        t.opp_latest = opponent is None
        if opponent is not None:
            _load(t.opp_model, opponent)
        if gen_state is not None:
            t.gen.set_state(torch.from_numpy(np.array(gen_state)))
        t.samples = t.agent_steps = t.faults = 0
        boot = t.rollout()
        b = t.buf
        v = b.valid.copy()
        return {
            # Only the learner's decisions' observations and masks travel.
            "obs": b.obs[v], "mask": b.mask[v],
            "state": b.state[v] if getattr(b, "state", None) is not None else None,
            "act": b.act, "logp": b.logp, "val": b.val, "rew": b.rew, "done": b.done,
            "valid": v, "boot": boot,
            "samples": t.samples, "agent_steps": t.agent_steps, "faults": t.faults,
            "groups": [(g.label(), g.episodes, g.wins) for g in t.groups],
            "gen": t.gen.get_state().numpy(),
            "cpu": time.process_time() - c0,
        }


RolloutActor = ray.remote(num_cpus=1)(RolloutWorker)


class _Wins:
    """A group's training episodes and wins, summed over the actors."""

    def __init__(self, label: str, opponent: str):
        self._label, self.opponent = label, opponent
        self.episodes = self.wins = 0

    def label(self) -> str:
        return self._label


class RayTrainer(train.Trainer):
    """The learner: :class:`uno_env.train.Trainer` whose rollout is the
    actors' (its own tables, one per group, are never stepped)."""

    def __init__(self, cfg: train.Config, actors: int, overlap: bool = False,
                 timeout: float = DEFAULT_TIMEOUT):
        self.overlap = overlap
        self.timeout = timeout
        self._pending: Optional[list] = None
        full = train.table_plan(cfg)
        # One table per group, never stepped: the sizes, and a bad league
        # entry or rule preset refused here rather than in an actor.
        super().__init__(cfg, plan=[(p, opp, 1, seed) for p, opp, _, seed in full])
        plans = [train.table_plan(cfg, k, actors) for k in range(actors)]
        if not all(plans):
            raise SystemExit(
                f"uno_env.train: --ray-actors {actors} is more than the {sum(n for *_, n, _ in full)} tables"
            )
        self.n = sum(n for _, _, n, _ in full)
        self.buf = train.Buffer(cfg.steps, self.n, self.obs_size, self.act_size)
        if getattr(self, "critic", None) is not None:
            # A critic of the trainer's own (--critic perfect): its weights go
            # out with the policy's, the privileged states come back.
            self.buf.state = np.zeros((cfg.steps, self.n, self.state_size), np.float32)
        self.cols = np.cumsum([0] + [sum(n for _, _, n, _ in plan) for plan in plans])
        # The groups' win counts (a Ray learner steps no tables of its own).
        groups: List[Any] = []
        self.groups = groups
        by_label: Dict[str, _Wins] = {}
        for p, opp, _, _ in full:
            w = _Wins(train.group_label(p, opp), opp)
            by_label[w.label()] = w
            groups.append(w)
        self._by_label = by_label
        self.actor_cpu = 0.0  # the actors' CPU seconds in rollouts (examples/train_speed.py)
        d = asdict(cfg)
        # Ray's actor handles (their methods' `.remote` is Ray's typing's blind spot).
        self.actors: List[Any] = [RolloutActor.remote(d, k, actors) for k in range(actors)]
        sizes = self._get([a.tables.remote() for a in self.actors], "start")
        assert sizes == list(np.diff(self.cols)), (sizes, self.cols)

    def _get(self, refs: list, what: str) -> list:
        """The actors' answers, waited for at most ``self.timeout`` seconds
        (a hung actor or a lost node must not stop the run for ever): an
        actor that died or did not answer in time raises
        :class:`RolloutFailed`."""
        try:
            return ray.get(refs, timeout=self.timeout)
        except ray.exceptions.GetTimeoutError:
            raise RolloutFailed(
                f"a rollout actor gave no answer to its {what} within {self.timeout:g} s (--ray-timeout)"
            ) from None
        except ray.exceptions.RayError as e:
            raise RolloutFailed(f"a rollout actor failed in its {what}: {type(e).__name__}: {e}") from None

    def close(self) -> None:
        """Ends the actors (they hold a CPU each)."""
        for a in self.actors:
            ray.kill(a)
        self.actors = []
        self._pending = None

    def _launch(self, gen: Optional[np.ndarray]) -> list:
        """Starts every actor's rollout with the current weights."""
        critic = getattr(self, "critic", None)
        weights = ray.put({
            "model": _numpy_state(self.model),
            "critic": None if critic is None else _numpy_state(critic),
        })
        opponent = None if self.opp_latest else ray.put(_numpy_state(self.opp_model))
        return [
            a.rollout.remote(weights, opponent, gen if k == 0 else None)
            for k, a in enumerate(self.actors)
        ]

    def rollout(self) -> np.ndarray:
        if self.overlap:
            # The rollout started at the last call (with the weights before
            # the last update), and the next one with the current weights,
            # to run while this one is learned from. The actors keep their
            # own random streams.
            if self._pending is None:
                self._pending = self._launch(None)
            outs = self._get(self._pending, "rollout")
            self._pending = self._launch(None)
        else:
            outs = self._get(self._launch(self.gen.get_state().numpy()), "rollout")
        b = self.buf
        for o, c0, c1 in zip(outs, self.cols[:-1], self.cols[1:]):
            v = o["valid"]
            b.valid[:, c0:c1] = v
            b.obs[:, c0:c1][v] = o["obs"]
            b.mask[:, c0:c1][v] = o["mask"]
            if o["state"] is not None:
                b.state[:, c0:c1][v] = o["state"]
            for k in ("act", "logp", "val", "rew", "done"):
                getattr(b, k)[:, c0:c1] = o[k]
            self.samples += o["samples"]
            self.agent_steps += o["agent_steps"]
            self.faults += o["faults"]
            self.actor_cpu += o["cpu"]
        for w in self.groups:
            w.episodes = w.wins = 0
        for o in outs:
            for label, episodes, wins in o["groups"]:
                self._by_label[label].episodes += episodes
                self._by_label[label].wins += wins
        if not self.overlap:
            self.gen.set_state(torch.from_numpy(np.array(outs[0]["gen"])))
        return np.concatenate([o["boot"] for o in outs])


def start(address: str, actors: int) -> int:
    """Connects to Ray (``local``: starts an instance here; a program that
    is connected already keeps its connection) and returns the number of
    actors: ``actors``, or the cluster's CPUs less one for the learner (at
    least 1)."""
    if ray.is_initialized():
        pass
    elif address == "local":
        ray.init(
            address="local",
            num_cpus=max(os.cpu_count() or 1, actors),
            include_dashboard=False,
            logging_level=logging.WARNING,
        )
    else:
        try:
            ray.init(address=address, logging_level=logging.WARNING)
        except ConnectionError as e:
            raise SystemExit(f"uno_env.train: --ray {address}: {e}")
    if actors:
        return actors
    return max(1, int(ray.cluster_resources().get("CPU", 1)) - 1)


def main(cfg: dict, address: str, actors: int, resume: bool, overlap: bool = False,
         timeout: float = DEFAULT_TIMEOUT) -> Dict[str, float]:
    c = train.Config(**cfg)
    connected = ray.is_initialized()
    n = start(address, actors)
    trainer = None
    try:
        try:
            trainer = RayTrainer(c, n, overlap, timeout)
        except uno_env.UnoError as e:
            raise SystemExit(f"uno_env.train: {e}")
        except RolloutFailed as e:
            raise SystemExit(f"uno_env.train: --ray: {e}")
        if resume:
            trainer.load(os.path.join(c.out, "checkpoint.pt"))
        elif c.init:
            try:
                print(trainer.init_from(c.init), file=sys.stderr, flush=True)
            except (ValueError, OSError) as e:
                raise SystemExit(f"uno_env.train: --init: {e}")
        log = lambda s: print(s, file=sys.stderr, flush=True)  # noqa: E731
        log(f"ray: {n} rollout actors, {trainer.n} tables: {', '.join(str(int(x)) for x in np.diff(trainer.cols))}")
        try:
            summary = trainer.run(log=log)
        except RolloutFailed as e:
            # The updates made so far are kept: --resume goes on from them.
            path = os.path.join(c.out, "checkpoint.pt")
            trainer.save(path)
            raise SystemExit(
                f"uno_env.train: --ray: {e}; {trainer.update} updates saved in {path} (--resume goes on)"
            )
        summary["ray_actors"] = n
        summary["ray_overlap"] = overlap
        return summary
    finally:
        if trainer is not None:
            trainer.close()
        if not connected:
            ray.shutdown()
