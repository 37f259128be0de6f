"""PPO on :class:`uno_env.VecEnv`: batched NumPy in and out, CPU PyTorch,
against a league of built-in bots and earlier snapshots of itself.

    python -m uno_env.train --out runs/ppo --minutes 30          # train
    python -m uno_env.train --out runs/smoke --updates 2 --smoke # a few seconds
    python -m uno_env.train export runs/ppo/checkpoint.pt learned.safetensors
    python -m uno_env.train plot runs/ppo/curve.csv curve.png    # needs matplotlib

Needs ``torch`` and ``safetensors``: ``pip install torch --index-url
https://download.pytorch.org/whl/cpu`` (the CPU-only build: a plain ``pip
install torch`` on Linux brings about 5 GB of CUDA libraries this trainer
never uses) and ``pip install safetensors``.

How it plays (docs/python.md, "Training"):

- The tables are split into groups, one :class:`VecEnv` each, by seat count
  (``--players 2,4``) and opponent (``--league medium=3,easy=1,self=4``:
  weights of the share of tables). In a bot group the learner has seat 0
  and the other seats are built-in bots stepped in Rust, so every decision
  the group returns is the learner's. In a ``self`` group every seat is
  played from Python: the learner holds one seat per table (table ``i``:
  seat ``i % players``) and the other seats are played by an opponent
  policy, the current one or a snapshot from the league pool.
- A rollout is ``--steps`` vector steps per group; the learner's decisions
  in a table form its trajectory, the terminal reward (``win_lose``: +1 to
  the winner, -1/(n-1) to the others) goes to its last decision, and GAE
  runs over each table's own decisions. At the end of a rollout a self
  group plays on (with negative actions for tables already waiting for the
  learner) until every table waits for the learner, so every unfinished
  trajectory is bootstrapped from the learner's next decision.
- Every ``--snapshot-every`` updates the policy joins the pool (at most
  ``--pool`` snapshots, the oldest leaves); at every rollout the self-play
  tables take one opponent: the current policy with probability
  ``--self-latest`` (then one forward pass serves every table), else a
  snapshot drawn uniformly.
- Observations are normalized by running mean and variance, frozen into
  the model's ``norm`` buffers, so an exported file needs no side data.
- ``--critic perfect``: the advantages' values come from a :class:`Critic`
  that also sees every hand (``VecEnv.state()``; PerfectDou); the policy
  and the exported file are as with ``--critic obs`` (docs/python.md).

Determinism: with ``--updates N`` (a count, not a time) and the same seed,
thread count and versions, two runs give identical weights.

Speed is reported as learner samples per second (decisions trained on)
and agent steps per second (every decision taken by a policy in Python,
the learner's and the league's; built-in bots' decisions, stepped in Rust,
are not counted), over training time (rollouts and updates; evaluations
excluded).
"""

from __future__ import annotations

import argparse
import copy
import csv
import json
import math
import os
import sys
import time
from dataclasses import asdict, dataclass, field
from typing import Dict, List, Optional, Sequence, Tuple, Union

import numpy as np

try:
    import torch
    from torch import nn
except ImportError as _missing:
    # An ImportError, not SystemExit: a program that walks the package (a
    # documentation generator, a test collector) must be able to go on.
    raise ImportError(
        "uno_env.train needs PyTorch: pip install torch safetensors (CPU-only torch: "
        "pip install torch --index-url https://download.pytorch.org/whl/cpu)",
        name=__name__,
    ) from _missing

import uno_env

from .train_files import (  # noqa: E402,F401
    FORMAT, average, export, group_label, init_policy, load_exported, parse_league, parse_players, plot,
    seats,
)


# ----- the model -------------------------------------------------------------


class Normalizer(nn.Module):
    """Running mean and variance of observations (Chan et al.'s parallel
    update), applied as ``(x - mean) * inv_std``; the buffers are what an
    exported file stores."""

    # The buffers (registered in __init__), for the type checker.
    mean: torch.Tensor
    inv_std: torch.Tensor
    var: torch.Tensor
    count: torch.Tensor
    mean64: torch.Tensor

    def __init__(self, size: int):
        super().__init__()
        self.register_buffer("mean", torch.zeros(size))
        self.register_buffer("inv_std", torch.ones(size))
        self.register_buffer("var", torch.ones(size, dtype=torch.float64))
        self.register_buffer("count", torch.zeros((), dtype=torch.float64))
        self.register_buffer("mean64", torch.zeros(size, dtype=torch.float64))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) * self.inv_std

    @torch.no_grad()
    def update(self, x: np.ndarray) -> None:
        if len(x) == 0:
            return
        b = torch.from_numpy(x)
        # The batch's mean and variance as matrix products (a third of the
        # time of PyTorch's column reductions on a (samples, features)
        # batch); float32 within the batch, float64 across batches.
        w = torch.full((1, len(b)), 1.0 / len(b))
        mean = (w @ b)[0]
        d = b - mean
        d.mul_(d)
        bm = mean.double()
        bv = (w @ d)[0].double()
        n = float(len(b))
        tot = self.count + n
        delta = bm - self.mean64
        self.mean64 += delta * n / tot
        m2 = self.var * self.count + bv * n + delta**2 * self.count * n / tot
        self.var = m2 / tot
        self.count = tot
        self.mean.copy_(self.mean64.float())
        # Features that never vary (a slot for a seat count not played)
        # keep unit scale rather than exploding.
        std = torch.sqrt(self.var).clamp_min(1e-2)
        self.inv_std.copy_((1.0 / std).float())


class Policy(nn.Module):
    """An MLP: normalized observation -> ReLU layers -> action logits and
    a value. The layout is the exported file's (``layers.{i}``,
    ``policy``, ``value``, ``norm.mean``, ``norm.inv_std``)."""

    def __init__(self, obs_size: int, action_size: int, hidden: Sequence[int]):
        super().__init__()
        self.obs_size, self.action_size, self.hidden = obs_size, action_size, list(hidden)
        self.norm = Normalizer(obs_size)
        sizes = [obs_size] + list(hidden)
        linears = [nn.Linear(a, b) for a, b in zip(sizes, sizes[1:])]
        self.layers = nn.ModuleList(linears)
        self.policy = nn.Linear(sizes[-1], action_size)
        self.value = nn.Linear(sizes[-1], 1)
        for layer in linears:
            nn.init.orthogonal_(layer.weight, math.sqrt(2))
            nn.init.zeros_(layer.bias)
        nn.init.orthogonal_(self.policy.weight, 0.01)
        nn.init.zeros_(self.policy.bias)
        nn.init.orthogonal_(self.value.weight, 1.0)
        nn.init.zeros_(self.value.bias)

    def forward(
        self, obs: torch.Tensor, normalized: bool = False
    ) -> Tuple[torch.Tensor, torch.Tensor]:
        """Logits and values; ``normalized``: ``obs`` went through
        ``self.norm`` already (the update normalizes its whole batch once,
        as the statistics do not change while it learns)."""
        h = obs if normalized else self.norm(obs)
        for layer in self.layers:
            h = torch.relu(layer(h))
        return self.policy(h), self.value(h).squeeze(-1)


class Critic(nn.Module):
    """The value of a decision from the observation and the privileged
    state (``VecEnv.state()``): an MLP of its own, never exported, used
    for the advantages only while training (``--critic perfect``)."""

    def __init__(self, obs_size: int, state_size: int, hidden: Sequence[int]):
        super().__init__()
        self.norm = Normalizer(obs_size + state_size)
        sizes = [obs_size + state_size] + list(hidden)
        linears = [nn.Linear(a, b) for a, b in zip(sizes, sizes[1:])]
        self.layers = nn.ModuleList(linears)
        self.value = nn.Linear(sizes[-1], 1)
        for layer in linears:
            nn.init.orthogonal_(layer.weight, math.sqrt(2))
            nn.init.zeros_(layer.bias)
        nn.init.orthogonal_(self.value.weight, 1.0)
        nn.init.zeros_(self.value.bias)

    def forward(self, x: torch.Tensor, normalized: bool = False) -> torch.Tensor:
        """Values of ``x``: observations and states side by side."""
        h = x if normalized else self.norm(x)
        for layer in self.layers:
            h = torch.relu(layer(h))
        return self.value(h).squeeze(-1)


CRITICS = ("obs", "perfect")

NEG = -1e9

PRECISIONS = ("fp32", "bf16")


def autocast(precision: str):
    """The network's matrix products in bfloat16 (``bf16``: PyTorch's CPU
    autocast; the weights, the optimizer and the softmaxes stay in
    float32), or all in float32 (``fp32``, the default). bf16 pays on
    CPUs with AMX or AVX-512 BF16 units (docs/learning.md)."""
    return torch.autocast("cpu", dtype=torch.bfloat16, enabled=precision == "bf16")



def adam(params, lr: float) -> torch.optim.Adam:
    """Adam, fused: one kernel steps every parameter (PyTorch's CPU default
    steps the tensors one by one; 5% of the trainer's speed). PyTorch
    before 2.4 has no fused Adam on the CPU: the plain one then."""
    try:
        return torch.optim.Adam(params, lr=lr, eps=1e-5, fused=True)
    except (RuntimeError, TypeError):
        return torch.optim.Adam(params, lr=lr, eps=1e-5)


def masked(logits: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    return logits.masked_fill(~mask, NEG)


def legal_rows(mask: torch.Tensor, act: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """The legal actions of each row, for a softmax over them only: their
    indices (N x L, L the most any row has; a row's legal ones first, in
    index order, then padding), which of those columns are legal, and the
    column of ``act`` (the action taken, legal).

    A softmax over a row's legal logits equals the softmax over all 255
    with the others masked to -1e9 (theirs is exactly 0), and so do its
    log-probabilities, entropy and gradients; the element-wise work is on
    L columns instead of 255 (in classic L is 13 or 14 in a batch of the trainer)."""
    rows, cols = mask.nonzero(as_tuple=True)  # row by row, columns ascending
    counts = torch.bincount(rows, minlength=len(mask))
    width = max(int(counts.max()), 1) if len(mask) else 1
    starts = torch.cumsum(counts, 0) - counts
    idx = torch.zeros((len(mask), width), dtype=torch.int64)
    idx[rows, torch.arange(len(rows)) - starts[rows]] = cols
    legal = torch.arange(width)[None, :] < counts[:, None]
    col = (idx == act[:, None]).to(torch.uint8).argmax(1)
    return idx, legal, col


@torch.no_grad()
def sample(
    model: Policy,
    obs: np.ndarray,
    mask: np.ndarray,
    gen: torch.Generator,
    greedy: bool = False,
    precision: str = "fp32",
) -> Tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Actions (drawn from the policy over the legal ones, or its argmax
    with ``greedy``), their log-probabilities and the values, for a batch
    of observations."""
    o = torch.from_numpy(obs)
    m = torch.from_numpy(mask).bool()
    with autocast(precision):
        logits, value = model(o)
    logits, value = masked(logits.float(), m), value.float()
    lsm = torch.log_softmax(logits, -1)
    if greedy:
        a = logits.argmax(-1)
    else:
        # Inverse CDF: one uniform per row (a third of the time of
        # Gumbel-max's one per action). u > 0, so the first index whose
        # cumulative probability reaches u * total has a probability > 0:
        # a legal action.
        cdf = torch.softmax(logits, -1).cumsum_(-1)
        u = torch.rand((len(cdf), 1), generator=gen).clamp_(1e-12, 1.0) * cdf[:, -1:]
        a = torch.searchsorted(cdf, u).squeeze(1).clamp_(max=cdf.shape[1] - 1)
    logp = lsm.gather(1, a[:, None]).squeeze(1)
    return a.numpy(), logp.numpy(), value.numpy()


# ----- configuration ---------------------------------------------------------


# What the command line sets about learning (a resumed run may change them).
LEARNING_SETTINGS = ("lr", "epochs", "minibatch", "ent_coef")


def resume_changes(before: Dict, now: Dict) -> List[str]:
    """The learning settings a resumed run changes, one line each (e.g.
    ``lr 0.0003 -> 0.0006 (the checkpoint's run: --lr 0.0003)``)."""
    out = []
    for k in LEARNING_SETTINGS:
        if k in before and before[k] != now[k]:
            flag = "--" + k.replace("_", "-")
            out.append(f"{k} {before[k]} -> {now[k]} (the checkpoint's run: {flag} {before[k]})")
    return out


@dataclass
class Config:
    out: str = "runs/ppo"
    seed: int = 1
    rules: str = "classic"
    # Seat counts (ints) and team tables ("4pairs": 4 seats, R15 pairs).
    players: List[Union[int, str]] = field(default_factory=lambda: [2, 4])
    league: Dict[str, float] = field(
        default_factory=lambda: {"medium": 3.0, "easy": 1.0, "random": 0.5, "self": 3.5}
    )
    envs: int = 512
    steps: int = 64
    hidden: List[int] = field(default_factory=lambda: [256, 256])
    # One pass over each rollout at twice the step size learns as much per
    # second of training as two passes at 3e-4 (the defaults before
    # 2026-11-30), and takes 1.3x the learner decisions a second on the 2
    # cores (docs/python.md, "Training speed").
    lr: float = 6e-4
    gamma: float = 1.0
    lam: float = 0.95
    clip: float = 0.2
    epochs: int = 1
    minibatch: int = 4096
    ent_coef: float = 0.01
    vf_coef: float = 0.5
    max_grad_norm: float = 0.5
    snapshot_every: int = 10
    pool: int = 8
    self_latest: float = 0.5
    updates: int = 0
    minutes: float = 0.0
    eval_every: float = 60.0
    eval_rounds: int = 1000
    checkpoint_every: float = 300.0
    threads: int = 0
    precision: str = "fp32"
    critic: str = "obs"
    init: str = ""
    # Observations with the evidence block (docs/python.md, "Observation").
    evidence: bool = False

    def group_plan(self) -> List[Tuple[Union[int, str], str, int]]:
        """(players, opponent, tables) per group: the tables split evenly
        by seat count, then by league weight (at least one table each)."""
        plan = []
        total_w = sum(self.league.values())
        per_count = self.envs // len(self.players)
        for p in self.players:
            for name, w in self.league.items():
                n = max(1, int(round(per_count * w / total_w)))
                plan.append((p, name, n))
        return plan


# ----- groups of tables -------------------------------------------------------


def table_plan(cfg: Config, part: int = 0, parts: int = 1) -> List[Tuple[Union[int, str], str, int, int]]:
    """(players, opponent, tables, seed) per group: ``cfg.group_plan()``
    with each group's seed, or with ``parts > 1`` part ``part`` of it (a
    Ray actor's share, uno_env.train_ray): each group's tables split as
    evenly as they go, part 0 with the group's own seed, the others with
    seeds of their own; groups left with no table are dropped."""
    plan = []
    for i, (p, opp, n) in enumerate(cfg.group_plan()):
        k = n // parts + (1 if part < n % parts else 0)
        if k:
            plan.append((p, opp, k, cfg.seed * 1_000_003 + i * 7919 + part * 104_729))
    return plan


#: Observations per table kind that give the fresh inputs their scale
#: (:meth:`Trainer.scale_fresh_inputs`).
FRESH_SAMPLE = 6400


class Group:
    """One VecEnv: a seat count (with or without teams) and an opponent
    kind. At a team table the learner's partner is of the opponent kind
    too: the same bot level in a bot group, the self-play opponent's
    policy in a self group; the reward is the team's (the env's)."""

    def __init__(self, cfg: Config, players: Union[int, str], opponent: str, n: int, seed: int):
        self.entry = players
        players, teams = seats(players)
        self.players, self.opponent, self.n = players, opponent, n
        self.self_play = opponent == "self"
        bots = None if self.self_play else [None] + [opponent] * (players - 1)
        self.env = uno_env.VecEnv(
            n, rules=cfg.rules, players=players, bots=bots, seed=seed, reward="win_lose",
            teams=teams, evidence=cfg.evidence,
        )
        self.learner = (
            np.arange(n, dtype=np.int64) % players if self.self_play else np.zeros(n, np.int64)
        )
        self.obs, self.mask, self.agent = self.env.reset()
        self.episodes = 0
        self.wins = 0

    def label(self) -> str:
        return group_label(self.entry, self.opponent)


class Buffer:
    """A rollout of every table: (T, N) arrays with a valid flag (the
    learner decided there)."""

    #: The privileged states of the learner's decisions: set only with a
    #: critic of the trainer's own (``--critic perfect``), absent otherwise.
    state: np.ndarray

    def __init__(self, t: int, n: int, obs_size: int, act_size: int):
        self.obs = np.zeros((t, n, obs_size), np.float32)
        self.mask = np.zeros((t, n, act_size), np.bool_)
        self.act = np.zeros((t, n), np.int64)
        self.logp = np.zeros((t, n), np.float32)
        self.val = np.zeros((t, n), np.float32)
        self.rew = np.zeros((t, n), np.float32)
        self.done = np.zeros((t, n), np.bool_)
        self.valid = np.zeros((t, n), np.bool_)

    def clear(self) -> None:
        self.rew.fill(0)
        self.done.fill(False)
        self.valid.fill(False)


# ----- the trainer -------------------------------------------------------------


class Trainer:
    """The learner and the rollout's tables (``plan``: :func:`table_plan`'s
    list; a Ray actor holds its share of the tables, a Ray learner one
    table per group, never stepped: uno_env.train_ray)."""

    def __init__(self, cfg: Config, plan: Optional[List[Tuple[Union[int, str], str, int, int]]] = None):
        self.cfg = cfg
        if cfg.threads:
            torch.set_num_threads(cfg.threads)
        torch.manual_seed(cfg.seed)
        self.rng = np.random.default_rng(cfg.seed)
        self.gen = torch.Generator().manual_seed(cfg.seed)
        self.groups = [
            Group(cfg, p, opp, n, seed=seed)
            for p, opp, n, seed in (table_plan(cfg) if plan is None else plan)
        ]
        # Table k of the whole set is table k - start[g] of group g.
        self.start = np.cumsum([0] + [g.n for g in self.groups])
        self.n = int(self.start[-1])
        g0 = self.groups[0].env
        self.obs_size, self.act_size = g0.obs_size, g0.action_size
        self.model = Policy(self.obs_size, self.act_size, cfg.hidden)
        self.opp_model = Policy(self.obs_size, self.act_size, cfg.hidden)
        self.opp_latest = True
        self.critic = self._make_critic()
        params = list(self.model.parameters())
        if self.critic is not None:
            params += list(self.critic.parameters())
        self.opt = adam(params, cfg.lr)
        self.buf = Buffer(cfg.steps, self.n, self.obs_size, self.act_size)
        if self.critic is not None:
            self.buf.state = np.zeros((cfg.steps, self.n, self.state_size), np.float32)
        self.learner = np.concatenate([g.learner for g in self.groups])
        self.last = np.full(self.n, -1, np.int64)
        self.pool: List[Dict[str, torch.Tensor]] = []
        self.update = 0
        self.samples = 0
        self.agent_steps = 0
        self.elapsed = 0.0
        self.faults = 0
        self.recent: List[Dict[str, float]] = []
        self._gather()

    # --- opponents ---

    def choose_opponents(self) -> None:
        """The self-play tables' opponent for the next rollout: the current
        policy, or a snapshot from the pool."""
        if not self.pool or self.rng.random() < self.cfg.self_latest:
            self.opp_latest = True
        else:
            self.opp_latest = False
            self.opp_model.load_state_dict(self.pool[int(self.rng.integers(len(self.pool)))])

    def snapshot(self) -> None:
        self.pool.append(copy.deepcopy(self.model.state_dict()))
        if len(self.pool) > self.cfg.pool:
            self.pool.pop(0)

    # --- rollout ---

    def _gather(self) -> None:
        self.obs = np.concatenate([g.obs for g in self.groups])
        self.mask = np.concatenate([g.mask for g in self.groups]).astype(np.bool_)
        self.agent = np.concatenate([g.agent for g in self.groups])

    def _step(self, acts: np.ndarray) -> None:
        """Steps every group (negative actions leave a table as it is),
        then gathers the outputs and hands terminal rewards to each
        table's last learner decision."""
        for gi, g in enumerate(self.groups):
            a = acts[self.start[gi] : self.start[gi + 1]]
            if (a < 0).all():
                continue
            try:
                g.obs, g.mask, rew, term, trunc, g.agent = g.env.step(a)
            except uno_env.UnoError as e:
                self._recover(gi, g, a, e)
                continue
            ended = term | trunc
            if not ended.any():
                continue
            rows = np.nonzero(ended)[0]
            k = rows + self.start[gi]
            lt = self.last[k]
            ok = lt >= 0
            r = rew[rows, g.learner[rows]]
            self.buf.rew[lt[ok], k[ok]] += r[ok]
            self.buf.done[lt[ok], k[ok]] = True
            self.last[k] = -1
            fin = rows[term[rows]]
            g.episodes += len(fin)
            g.wins += int((rew[fin, g.learner[fin]] > 0).sum())
        self._gather()

    def _recover(self, gi: int, g: Group, acts: np.ndarray, e: Exception) -> None:
        """A step the engine refused (a defect: the actions come from the
        legal masks). Report it with what is needed to replay it, drop the
        group's part of this rollout and restart its tables."""
        self.faults += 1
        path = os.path.join(self.cfg.out, f"fault-{self.faults}.npz")
        os.makedirs(self.cfg.out, exist_ok=True)
        np.savez(path, obs=g.obs, mask=g.mask, agent=g.agent, acts=acts,
                 episodes=np.array([g.env.episodes_done]))
        print(f"uno_env.train: {g.label()}: step refused ({e}); saved {path}; "
              "the group restarts", file=sys.stderr, flush=True)
        cols = slice(self.start[gi], self.start[gi + 1])
        self.buf.valid[:, cols] = False
        self.buf.done[:, cols] = False
        self.buf.rew[:, cols] = 0.0
        self.last[cols] = -1
        g.obs, g.mask, g.agent = g.env.reset(seed=int(self.rng.integers(2**63)))

    def _opponents(self, rows: np.ndarray, acts: np.ndarray) -> None:
        if rows.any():
            opp = self.model if self.opp_latest else self.opp_model
            a, _, _ = sample(opp, self.obs[rows], self.mask[rows], self.gen, precision=self.cfg.precision)
            acts[rows] = a
            self.agent_steps += int(rows.sum())

    def _advance_to_learner(self) -> None:
        """Let the self-play opponents play until every table waits for
        its learner (bounded: episodes are capped by max_actions)."""
        for _ in range(100_000):
            other = self.agent != self.learner
            if not other.any():
                return
            acts = np.full(self.n, -1, np.int64)
            self._opponents(other, acts)
            self._step(acts)
        raise RuntimeError("a self-play table never returned to the learner")

    def rollout(self) -> np.ndarray:
        """Fills the buffer; returns the bootstrap values (the value of
        each table's next learner decision)."""
        buf = self.buf
        buf.clear()
        self.last.fill(-1)  # earlier rollouts' transitions are closed
        self._advance_to_learner()
        for t in range(self.cfg.steps):
            rows = self.agent == self.learner
            acts = np.full(self.n, -1, np.int64)
            if self.opp_latest:
                # One forward pass for every table.
                a, logp, val = sample(
                    self.model, self.obs, self.mask, self.gen, precision=self.cfg.precision
                )
                acts[:] = a
                self.agent_steps += int((~rows).sum())
                logp, val = logp[rows], val[rows]
            else:
                a, logp, val = sample(
                    self.model, self.obs[rows], self.mask[rows], self.gen, precision=self.cfg.precision
                )
                acts[rows] = a
                self._opponents(~rows, acts)
            idx = np.nonzero(rows)[0]
            buf.obs[t, idx] = self.obs[idx]
            buf.mask[t, idx] = self.mask[idx]
            buf.act[t, idx] = acts[idx]
            buf.logp[t, idx] = logp
            buf.val[t, idx] = val
            if self.critic is not None:
                self._critic_values(t, idx)
            buf.valid[t, idx] = True
            self.last[idx] = t
            self.samples += len(idx)
            self.agent_steps += len(idx)
            self._step(acts)
        self._advance_to_learner()
        if self.critic is not None:
            return self._critic_eval(self.obs, self._states())
        with torch.no_grad(), autocast(self.cfg.precision):
            _, v = self.model(torch.from_numpy(self.obs))
        return v.float().numpy()

    # --- learning ---

    def advantages(self, boot: np.ndarray) -> Tuple[np.ndarray, ...]:
        """GAE over each table's own decisions (a column of the buffer,
        valid rows only): the next value of a learner decision is that of
        the table's next learner decision, or the bootstrap."""
        cfg, buf = self.cfg, self.buf
        t_len, n = buf.valid.shape
        adv = np.zeros((t_len, n), np.float32)
        next_val = boot.astype(np.float32).copy()
        next_adv = np.zeros(n, np.float32)
        for t in range(t_len - 1, -1, -1):
            v = buf.valid[t]
            nonterm = 1.0 - buf.done[t].astype(np.float32)
            delta = buf.rew[t] + cfg.gamma * next_val * nonterm - buf.val[t]
            at = delta + cfg.gamma * cfg.lam * nonterm * next_adv
            adv[t] = np.where(v, at, 0.0)
            next_val = np.where(v, buf.val[t], next_val)
            next_adv = np.where(v, at, next_adv)
        sel = buf.valid
        batch: Tuple[np.ndarray, ...] = (
            buf.obs[sel], buf.mask[sel], buf.act[sel], buf.logp[sel], adv[sel], adv[sel] + buf.val[sel],
        )
        if self.critic is not None:
            batch += (buf.state[sel],)
        return batch

    def learn(self, batch) -> Dict[str, float]:
        cfg = self.cfg
        obs, mask, act, logp_old, adv, ret = (torch.from_numpy(x) for x in batch[:6])
        n = len(obs)
        cin = self._critic_input(batch)
        with torch.no_grad():
            obs = self.model.norm(obs)  # once, not per minibatch and epoch
            if cfg.precision == "bf16":
                # Cast once too: autocast would cast each minibatch.
                obs = obs.to(torch.bfloat16)
        stats = {"pg": 0.0, "vf": 0.0, "ent": 0.0, "kl": 0.0, "clipfrac": 0.0}
        if cin is not None:
            stats["vf_obs"] = 0.0
        count = 0
        # The softmax is taken over each row's legal actions only (once per
        # update: which they are does not change while it learns).
        idx, legal, col = legal_rows(mask, act)
        for _ in range(cfg.epochs):
            perm = torch.randperm(n, generator=self.gen)
            for s in range(0, n, cfg.minibatch):
                i = perm[s : s + cfg.minibatch]
                with autocast(cfg.precision):
                    logits, v = self.model(obs.index_select(0, i), normalized=True)
                logits = masked(logits.gather(1, idx[i]).float(), legal[i])
                v = v.float()
                lsm = torch.log_softmax(logits, -1)
                lp = lsm.gather(1, col[i][:, None]).squeeze(1)
                ratio = torch.exp(lp - logp_old[i])
                a = adv[i]
                a = (a - a.mean()) / (a.std() + 1e-8)
                pg = torch.max(-a * ratio, -a * ratio.clamp(1 - cfg.clip, 1 + cfg.clip)).mean()
                vf = 0.5 * ((v - ret[i]) ** 2).mean()
                if cin is not None:
                    # The critic's loss (its values made the advantages);
                    # the policy's own value head learns the same returns.
                    vf_obs = vf
                    vf = self._critic_loss(cin[i], ret[i])
                # softmax, not exp(lsm): exp of the masked entries' huge
                # negatives takes a slow path (about 10x) in PyTorch's CPU kernel.
                p = torch.softmax(logits, -1)
                ent = -(p * lsm).sum(-1).mean()
                loss = pg + cfg.vf_coef * vf - cfg.ent_coef * ent
                if cin is not None:
                    loss = loss + cfg.vf_coef * vf_obs
                self.opt.zero_grad(set_to_none=True)
                loss.backward()
                nn.utils.clip_grad_norm_(self.model.parameters(), cfg.max_grad_norm, foreach=True)
                if cin is not None and self.critic is not None:
                    nn.utils.clip_grad_norm_(self.critic.parameters(), cfg.max_grad_norm, foreach=True)
                self.opt.step()
                with torch.no_grad():
                    stats["pg"] += pg.item()
                    stats["vf"] += vf.item()
                    stats["ent"] += ent.item()
                    stats["kl"] += ((ratio - 1) - torch.log(ratio)).mean().item()
                    stats["clipfrac"] += ((ratio - 1).abs() > cfg.clip).float().mean().item()
                    if cin is not None:
                        stats["vf_obs"] += vf_obs.item()
                count += 1
        out = {k: v / max(count, 1) for k, v in stats.items()}
        out["ev"] = explained_variance(batch[5] - batch[4], batch[5])
        return out

    # --- the perfect critic (``--critic perfect``) ---

    def _make_critic(self) -> Optional[Critic]:
        if self.cfg.critic not in CRITICS:
            raise ValueError(f"critic must be one of {CRITICS}, not {self.cfg.critic!r}")
        if self.cfg.critic == "obs":
            return None
        self.state_size = self.groups[0].env.state_size
        return Critic(self.obs_size, self.state_size, self.cfg.hidden)

    def _states(self) -> np.ndarray:
        """The privileged state of every table's waiting decision."""
        return np.concatenate([g.env.state() for g in self.groups])

    @torch.no_grad()
    def _critic_eval(self, obs: np.ndarray, state: np.ndarray) -> np.ndarray:
        x = torch.from_numpy(np.concatenate((obs, state), axis=1))
        assert self.critic is not None
        with autocast(self.cfg.precision):
            v = self.critic(x)
        return v.float().numpy()

    def _critic_values(self, t: int, idx: np.ndarray) -> None:
        """Records the learner decisions' states at rollout step ``t`` and
        puts the critic's values in place of the policy head's."""
        st = self._states()[idx]
        self.buf.state[t, idx] = st
        self.buf.val[t, idx] = self._critic_eval(self.obs[idx], st)

    def _critic_input(self, batch) -> Optional[torch.Tensor]:
        """The critic's normalized inputs for a learning batch (once, as
        the policy's observations), or None without a perfect critic."""
        if self.critic is None:
            return None
        with torch.no_grad():
            return self.critic.norm(torch.from_numpy(np.concatenate((batch[0], batch[6]), axis=1)))

    def _critic_loss(self, x: torch.Tensor, ret: torch.Tensor) -> torch.Tensor:
        assert self.critic is not None
        with autocast(self.cfg.precision):
            v = self.critic(x, normalized=True)
        return 0.5 * ((v.float() - ret) ** 2).mean()

    def critic_summary(self) -> Dict[str, float]:
        """The advantages' critic's value loss and explained variance (and
        the policy head's value loss), means of the last 10 updates."""
        last = self.recent[-10:]
        keys = [k for k in ("vf", "ev", "vf_obs") if last and k in last[0]]
        return {f"{k}_last10": round(float(np.mean([r[k] for r in last])), 4) for k in keys}

    # --- evaluation, checkpoints ---

    def evaluate(self, opponent: str, players: Union[int, str], rounds: int, seed: int) -> float:
        n, teams = seats(players)
        return evaluate(
            self.model, self.cfg.rules, opponent, n, rounds, seed, teams=teams,
            evidence=self.cfg.evidence,
        )

    def init_from(self, path: str) -> str:
        """``--init``: the policy and its value head from an exported file
        or a checkpoint (:func:`uno_env.train_files.init_policy`); the
        starting network is also the league pool's first snapshot."""
        note = init_policy(self.model, path)
        fresh = self.fresh_inputs()
        if fresh.any():
            self.scale_fresh_inputs(fresh)
            note += f"; their scale from {FRESH_SAMPLE} random-play observations per table kind"
        self.snapshot()
        return note

    def fresh_inputs(self) -> torch.Tensor:
        """The inputs the starting file never saw (added at zero weight
        with mean 0 and unit scale: the team block of a first-layout file,
        the evidence block of a file without it)."""
        n = self.model.norm
        w = self.model.state_dict()["layers.0.weight"]
        return torch.eq(w, 0).all(dim=0) & torch.eq(n.mean, 0) & torch.eq(n.inv_std, 1)

    @torch.no_grad()
    def scale_fresh_inputs(self, fresh: torch.Tensor) -> None:
        """Gives the inputs the file never saw the mean and scale they have
        at this run's tables (random play, seeded by the run's seed), as
        if measured over the file's samples: their zero weights then learn
        at the pace of every other input (an input left at unit scale
        where its spread is a fifth of that learns five times slower).
        The network's play does not change (their weights are zero)."""
        rng = np.random.default_rng(self.cfg.seed)
        rows = []
        for entry in self.cfg.players:
            players, teams = seats(entry)
            env = uno_env.VecEnv(
                FRESH_SAMPLE // 100, rules=self.cfg.rules, players=players,
                seed=self.cfg.seed, teams=teams, evidence=self.cfg.evidence,
            )
            obs, _, _ = env.reset()
            for _ in range(100):
                rows.append(obs.copy())
                obs, *_ = env.step(env.random_actions(rng))
        x = torch.from_numpy(np.concatenate(rows)).double()
        mean, var = x.mean(dim=0), x.var(dim=0, unbiased=False)
        n = self.model.norm
        n.mean64[fresh], n.var[fresh] = mean[fresh], var[fresh]
        n.mean[fresh] = n.mean64[fresh].float()
        # As Normalizer.update scales: a feature that never varies keeps a
        # bounded scale.
        n.inv_std[fresh] = (1.0 / n.var[fresh].sqrt().clamp_min(1e-2)).float()

    def save(self, path: str) -> None:
        state = {
            "config": asdict(self.cfg),
            "model": self.model.state_dict(),
            "critic": None if self.critic is None else self.critic.state_dict(),
            "opt": self.opt.state_dict(),
            "pool": self.pool,
            "update": self.update,
            "samples": self.samples,
            "agent_steps": self.agent_steps,
            "elapsed": self.elapsed,
        }
        tmp = path + ".tmp"
        torch.save(state, tmp)
        os.replace(tmp, path)

    def load(self, path: str) -> None:
        state = torch.load(path, weights_only=False)
        self.model.load_state_dict(state["model"])
        if self.critic is not None:
            if state.get("critic") is None:
                raise SystemExit(f"{path}: trained with --critic obs; resume it with --critic obs")
            self.critic.load_state_dict(state["critic"])
        self.opt.load_state_dict(state["opt"])
        # The learning settings come from the command line, not the
        # checkpoint: say when they differ (the defaults changed on
        # 2026-11-30, so a run begun before goes on with other ones).
        for note in resume_changes(state.get("config", {}), asdict(self.cfg)):
            print(f"uno_env.train: --resume: {note}", file=sys.stderr, flush=True)
        self.pool = state["pool"]
        self.update = state["update"]
        self.samples = state["samples"]
        self.agent_steps = state["agent_steps"]
        self.elapsed = state["elapsed"]

    # --- the loop ---

    def run(self, log=print) -> Dict[str, float]:
        cfg = self.cfg
        os.makedirs(cfg.out, exist_ok=True)
        curve_path = os.path.join(cfg.out, "curve.csv")
        new_curve = not os.path.exists(curve_path)
        curve = open(curve_path, "a", newline="")
        writer = csv.writer(curve)
        evals: List[Tuple[str, Union[int, str]]] = [("random", 2), ("medium", 2), ("medium", 4)]
        evals += [("medium", p) for p in cfg.players if seats(p)[1]]  # with a medium partner
        cols = [f"{o}_{p}" if seats(p)[1] else f"{o}_{p}p" for o, p in evals]
        if new_curve:
            writer.writerow(["seconds", "update", "samples", "agent_steps"] + cols)
        t0 = time.perf_counter() - self.elapsed
        next_eval = 0.0 if self.update == 0 else self.elapsed + cfg.eval_every
        next_ckpt = self.elapsed + cfg.checkpoint_every
        summary: Dict[str, float] = {}
        train_time = 0.0
        while True:
            now = time.perf_counter() - t0
            if cfg.updates and self.update >= cfg.updates:
                break
            if cfg.minutes and now >= cfg.minutes * 60:
                break
            if cfg.eval_every and now >= next_eval:
                te = time.perf_counter()
                rates = [
                    self.evaluate(o, p, cfg.eval_rounds, seed=10_000 + i)
                    for i, (o, p) in enumerate(evals)
                ]
                writer.writerow(
                    [f"{now:.1f}", self.update, self.samples, self.agent_steps]
                    + [f"{r:.4f}" for r in rates]
                )
                curve.flush()
                log(
                    f"eval t={now:.0f}s update={self.update} "
                    + " ".join(f"{c.replace('_', '/')}={r:.3f}" for c, r in zip(cols, rates))
                )
                next_eval = now + cfg.eval_every
                t0 += time.perf_counter() - te  # evaluation is not training time
            tu = time.perf_counter()
            self.choose_opponents()
            boot = self.rollout()
            batch = self.advantages(boot)
            stats = self.learn(batch)
            # After learning, so the update saw the statistics its samples
            # were taken with; the next rollout uses the new ones.
            self.model.norm.update(batch[0])
            if self.critic is not None:
                self.critic.norm.update(np.concatenate((batch[0], batch[6]), axis=1))
            self.update += 1
            self.recent.append(stats)
            del self.recent[:-10]
            train_time += time.perf_counter() - tu
            if self.update % cfg.snapshot_every == 0:
                self.snapshot()
            self.elapsed = time.perf_counter() - t0
            if self.update % 10 == 0 or cfg.updates and self.update == cfg.updates:
                wins = {g.label(): (g.wins / g.episodes if g.episodes else float("nan")) for g in self.groups}
                log(
                    f"update {self.update} t={self.elapsed:.0f}s samples={self.samples} "
                    f"samples/s={self.samples / max(self.elapsed, 1e-9):.0f} "
                    + " ".join(f"{k}={v:.4f}" for k, v in stats.items())
                    + " train-wins "
                    + " ".join(f"{k}={v:.2f}" for k, v in wins.items())
                )
            if self.elapsed >= next_ckpt:
                self.save(os.path.join(cfg.out, "checkpoint.pt"))
                export(self.model, os.path.join(cfg.out, "learned.safetensors"), self.meta())
                next_ckpt = self.elapsed + cfg.checkpoint_every
        curve.close()
        self.save(os.path.join(cfg.out, "checkpoint.pt"))
        export(self.model, os.path.join(cfg.out, "learned.safetensors"), self.meta())
        summary = {
            "updates": self.update,
            "samples": self.samples,
            "agent_steps": self.agent_steps,
            "seconds": round(self.elapsed, 2),
            "faults": self.faults,
            "train_seconds": round(train_time, 2),
            "samples_per_s": round(self.samples / max(train_time, 1e-9)),
            "agent_steps_per_s": round(self.agent_steps / max(train_time, 1e-9)),
        }
        summary.update(self.critic_summary())
        return summary

    def meta(self) -> Dict[str, str]:
        return {
            "rules": self.cfg.rules,
            "players": ",".join(map(str, self.cfg.players)),
            "seed": str(self.cfg.seed),
            "critic": self.cfg.critic,
            **({"init": self.cfg.init} if self.cfg.init else {}),
            "updates": str(self.update),
            "samples": str(self.samples),
            "command": " ".join(["python -m uno_env.train"] + sys.argv[1:]),
        }


def explained_variance(pred: np.ndarray, target: np.ndarray) -> float:
    """1 - Var(target - pred) / Var(target): 1 for a perfect value, 0 for
    one no better than the mean, negative for worse (nan for no data)."""
    var = float(np.var(target))
    if len(target) == 0 or var == 0.0:
        return float("nan")
    return 1.0 - float(np.var(target - pred)) / var


# ----- evaluation ----------------------------------------------------------------


@torch.no_grad()
def evaluate(
    model: Policy, rules: str, opponent: str, players: int, rounds: int, seed: int, envs: int = 250,
    teams: Optional[str] = None, evidence: bool = False,
) -> float:
    """Share of rounds the greedy policy wins at seat 0 against built-in
    bots at the other seats (each table's seed fixed by ``seed``); with
    ``teams``, rounds its team wins, its partner a bot of the same level.
    ``evidence``: the policy reads observations with the evidence block."""
    env = uno_env.VecEnv(
        min(envs, rounds),
        rules=rules,
        players=players,
        bots=[None] + [opponent] * (players - 1),
        seed=seed,
        teams=teams,
        evidence=evidence,
    )
    obs, mask, _ = env.reset()
    wins = done = 0
    gen = torch.Generator().manual_seed(seed)
    while done < rounds:
        a, _, _ = sample(model, obs, mask, gen, greedy=True)
        obs, mask, rew, term, trunc, _ = env.step(a)
        ended = term | trunc
        if ended.any():
            take = np.nonzero(ended)[0][: rounds - done]
            wins += int((rew[take, 0] > 0).sum())
            done += len(take)
    return wins / rounds


# ----- command line ------------------------------------------------------------------


def main(argv: Optional[Sequence[str]] = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "export":
        if len(argv) != 3:
            raise SystemExit("usage: python -m uno_env.train export CHECKPOINT OUT.safetensors")
        state = torch.load(argv[1], weights_only=False)
        cfg = Config(**state["config"])
        g = uno_env.VecEnv(
            1, rules=cfg.rules, players=seats(cfg.players[0])[0], evidence=cfg.evidence
        )
        model = Policy(g.obs_size, g.action_size, cfg.hidden)
        model.load_state_dict(state["model"])
        export(model, argv[2], {"rules": cfg.rules, "seed": str(cfg.seed), "updates": str(state["update"])})
        print(json.dumps({"exported": argv[2], "bytes": os.path.getsize(argv[2])}))
        return 0
    if argv and argv[0] == "average":
        if len(argv) < 4:
            raise SystemExit("usage: python -m uno_env.train average OUT.safetensors IN.safetensors IN.safetensors [...]")
        try:
            average(argv[2:], argv[1], "python -m uno_env.train " + " ".join(argv))
        except (ValueError, OSError) as e:
            raise SystemExit(f"uno_env.train: average: {e}")
        print(json.dumps({"averaged": argv[2:], "out": argv[1], "bytes": os.path.getsize(argv[1])}))
        return 0
    if argv and argv[0] == "plot":
        if len(argv) != 3:
            raise SystemExit("usage: python -m uno_env.train plot CURVE.csv OUT.png")
        plot(argv[1], argv[2])
        return 0
    ap = argparse.ArgumentParser(prog="python -m uno_env.train", description=__doc__.split("\n\n")[0])
    d = Config()
    ap.add_argument("--out", default=d.out, help="folder for checkpoint.pt, learned.safetensors, curve.csv")
    ap.add_argument("--seed", type=int, default=d.seed)
    ap.add_argument("--rules", default=d.rules, help="a preset name")
    ap.add_argument("--players", default="2,4",
                    help="seat counts, comma-separated; NNpairs: NN seats in R15 teams of two (4pairs)")
    ap.add_argument("--league", default="medium=3,easy=1,random=0.5,self=3.5",
                    help="opponents and their share of the tables: bot levels and `self`")
    ap.add_argument("--envs", type=int, default=d.envs, help="tables in all")
    ap.add_argument("--steps", type=int, default=d.steps, help="vector steps per rollout")
    ap.add_argument("--hidden", default="256,256")
    ap.add_argument("--lr", type=float, default=d.lr, help="Adam's step size (before 2026-11-30: 3e-4)")
    ap.add_argument("--epochs", type=int, default=d.epochs,
                    help="passes over each rollout's decisions per update (before 2026-11-30: 2, with --lr 3e-4)")
    ap.add_argument("--minibatch", type=int, default=d.minibatch)
    ap.add_argument("--ent-coef", type=float, default=d.ent_coef)
    ap.add_argument("--updates", type=int, default=0, help="stop after this many updates (deterministic)")
    ap.add_argument("--minutes", type=float, default=0.0, help="stop after this much training time")
    ap.add_argument("--eval-every", type=float, default=d.eval_every, help="seconds; 0: never")
    ap.add_argument("--eval-rounds", type=int, default=d.eval_rounds)
    ap.add_argument("--checkpoint-every", type=float, default=d.checkpoint_every, help="seconds")
    ap.add_argument("--snapshot-every", type=int, default=d.snapshot_every)
    ap.add_argument("--threads", type=int, default=0, help="torch threads (0: torch's default)")
    ap.add_argument("--precision", choices=PRECISIONS, default=d.precision,
                    help="the network's matrix products: fp32, or bf16 (CPU autocast; fast with AMX/AVX-512 BF16)")
    ap.add_argument("--critic", choices=CRITICS, default=d.critic,
                    help="the advantages' critic: obs (the policy's value head) or perfect "
                         "(a critic of its own that also sees every hand and the draw pile; "
                         "training only, never exported)")
    ap.add_argument("--resume", action="store_true", help="continue from OUT/checkpoint.pt")
    ap.add_argument("--evidence", action="store_true",
                    help="observations end with the evidence block: what each seat "
                         "remembers of the others (docs/python.md); with --init from a "
                         "network without it, the block starts at zero weight")
    ap.add_argument("--init", metavar="PATH", default="",
                    help="start the policy and value head from an exported learned.safetensors "
                         "or a checkpoint.pt (fine-tuning; the optimizer starts fresh); a --hidden "
                         "wider than the file's widens it, keeping its play")
    ap.add_argument("--smoke", action="store_true", help="tiny sizes for a test run")
    ap.add_argument("--ray", metavar="ADDRESS",
                    help="rollouts on Ray actors (needs ray): auto, ray://HOST:PORT, or local (start one here)")
    ap.add_argument("--ray-actors", type=int, default=0,
                    help="Ray actors (default: the cluster's CPUs less one for the learner, at least 1)")
    ap.add_argument("--ray-overlap", action="store_true",
                    help="the actors' next rollout runs during the update (its samples one update old)")
    ap.add_argument("--ray-timeout", type=float, default=None, metavar="SECONDS",
                    help="stop (saving the checkpoint) when an actor has not answered a rollout "
                         "within this (default 600)")
    a = ap.parse_args(argv)
    players = parse_players(a.players)
    try:
        hidden = [int(x) for x in a.hidden.split(",")]
    except ValueError:
        raise SystemExit("--hidden takes comma-separated integers")
    if a.init and a.resume:
        raise SystemExit("--init starts a run, --resume continues one: choose one")
    if not a.updates and not a.minutes:
        raise SystemExit("say how long: --updates N or --minutes M")
    if (a.ray_actors or a.ray_overlap or a.ray_timeout is not None) and not a.ray:
        raise SystemExit("--ray-actors, --ray-overlap and --ray-timeout go with --ray ADDRESS")
    if a.ray_timeout is not None and not a.ray_timeout > 0:
        raise SystemExit("--ray-timeout: a positive number of seconds")
    if a.ray_actors < 0:
        raise SystemExit("--ray-actors: a positive count")
    if a.epochs < 1:
        raise SystemExit("--epochs: at least 1 pass over each rollout")
    if not a.lr > 0:
        raise SystemExit("--lr: a positive step size")
    cfg = Config(
        out=a.out, seed=a.seed, rules=a.rules, players=players, league=parse_league(a.league),
        envs=a.envs, steps=a.steps, hidden=hidden, lr=a.lr, epochs=a.epochs,
        minibatch=a.minibatch, ent_coef=a.ent_coef, updates=a.updates, minutes=a.minutes,
        eval_every=a.eval_every, eval_rounds=a.eval_rounds, checkpoint_every=a.checkpoint_every,
        snapshot_every=a.snapshot_every, threads=a.threads, precision=a.precision,
        critic=a.critic, init=a.init, evidence=a.evidence,
    )
    if a.smoke:
        cfg.envs, cfg.steps, cfg.hidden, cfg.minibatch = 32, 16, [32, 32], 256
        cfg.eval_rounds, cfg.snapshot_every = 20, 1
    if a.ray:
        return _main_ray(cfg, a)
    try:
        trainer = Trainer(cfg)
    except uno_env.UnoError as e:
        raise SystemExit(f"uno_env.train: {e}")
    if a.resume:
        trainer.load(os.path.join(cfg.out, "checkpoint.pt"))
    elif a.init:
        try:
            print(trainer.init_from(a.init), file=sys.stderr, flush=True)
        except (ValueError, OSError) as e:
            raise SystemExit(f"uno_env.train: --init: {e}")
    summary = trainer.run(log=lambda s: print(s, file=sys.stderr, flush=True))
    print(json.dumps(summary))
    return 0


def _main_ray(cfg: Config, a: argparse.Namespace) -> int:
    """``--ray``: the same run with the rollouts on Ray actors
    (uno_env.train_ray; Ray is imported only here)."""
    try:
        from uno_env import train_ray
    except ImportError as e:
        raise SystemExit(f"uno_env.train: --ray needs Ray ({e}): pip install ray")
    timeout = train_ray.DEFAULT_TIMEOUT if a.ray_timeout is None else a.ray_timeout
    summary = train_ray.main(asdict(cfg), a.ray, a.ray_actors, a.resume, a.ray_overlap, timeout)
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
