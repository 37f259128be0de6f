"""The PettingZoo AEC environment: one agent per seat (``player_0`` ...).

Decisions are asked for in the order the engine's bot driver uses: after
each action of the seat to act, every other seat with an out-of-turn
action (an UNO call, a catch, a jump-in) gets an extra agent turn, in a
rotating order; its mask holds those actions and ``DECLINE`` (let the
chance pass). Then the seat to act decides (its ordinary turn, or the
pending answer: colour, player, challenge, ...). ``infos[agent]["offer"]``
says whether the turn is such a chance, and ``infos[agent]["legal_moves"]``
lists the legal action indices in the engine's order (the non-zero entries of the observation's
``action_mask``; empty once the agent is done).

An episode is one round (``until="round"``) or a whole game
(``until="game"``); at its end every agent is terminated with its final
reward (``reward`` = ``"win_lose"``, ``"points"`` or ``"place"``). An
episode that reaches ``max_actions`` actions (0: no limit) is truncated
with zero rewards.

An action outside the agent's ``action_mask`` (one the engine rejects)
is handled as ``illegal`` says. ``"lose"`` (the default, as PettingZoo's
classic environments do with ``TerminateIllegalWrapper``): the episode
ends as a loss for that agent: its reward is -1, every other agent's 0,
every agent is terminated, and ``infos[agent]["illegal"]`` holds the
engine's code. ``"raise"``: :class:`uno_env.UnoError` with that code,
nothing changes. ``"ignore"``: nothing changes, the same agent acts
again, ``infos[agent]["illegal"]`` holds the code.

``reuse_obs=True`` makes ``observe``/``last`` write into one preallocated
dict of arrays instead of new arrays per call (faster; every observation
overwrites the previous one, so copy what you keep).
"""

from __future__ import annotations

import operator
from typing import Any, Dict, Optional

import numpy as np
from gymnasium import spaces
# PettingZoo ships no type information (no py.typed marker).
from pettingzoo import AECEnv  # type: ignore[import-untyped]
from pettingzoo.utils import wrappers  # type: ignore[import-untyped]
from pettingzoo.utils.env_logger import EnvLogger  # type: ignore[import-untyped]

from . import _action_index, _core, _error, _render, with_teams

#: Observation bounds (counts, sizes and scores stay well inside).
OBS_BOUND = 1.0e6


class UnoAEC(AECEnv):
    metadata = {
        "render_modes": ["ansi", "human"],
        "name": "uno_v0",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        rules: Any = None,
        players: int = 2,
        until: str = "round",
        reward: str = "win_lose",
        history: int = 0,
        scenario: Optional[str] = None,
        render_mode: Optional[str] = None,
        max_actions: int = 20_000,
        reuse_obs: bool = False,
        illegal: str = "lose",
        teams: Optional[str] = None,
        evidence: bool = False,
    ) -> None:
        super().__init__()
        if illegal not in ("raise", "ignore", "lose"):
            raise _error("illegal", f'expected "raise", "ignore" or "lose", not {illegal!r}')
        self.illegal = illegal
        if scenario is not None:
            self._env = _core.Env.from_scenario(
                scenario, None, until, reward, history, max_actions, evidence=evidence
            )
        else:
            self._env = _core.Env(
                with_teams(rules, teams),
                players,
                None,
                0,
                until,
                reward,
                history,
                max_actions,
                evidence=evidence,
            )
        self._scenario = scenario is not None
        n = self._env.players
        self.possible_agents = [f"player_{i}" for i in range(n)]
        self._seat = {a: i for i, a in enumerate(self.possible_agents)}
        self._names = tuple(self.possible_agents)
        self.agents = self.possible_agents[:]
        obs_space = spaces.Dict(
            {
                "observation": spaces.Box(
                    -OBS_BOUND, OBS_BOUND, (self._env.obs_size,), np.float32
                ),
                "action_mask": spaces.Box(0, 1, (self._env.action_size,), np.int8),
            }
        )
        self.observation_spaces = {a: obs_space for a in self.possible_agents}
        self.action_spaces = {
            a: spaces.Discrete(self._env.action_size) for a in self.possible_agents
        }
        self.render_mode = render_mode
        self._seed_rng = np.random.default_rng()
        self._reuse: Optional[Dict[str, np.ndarray]] = None
        if reuse_obs:
            self._reuse = {
                "observation": np.zeros(self._env.obs_size, np.float32),
                "action_mask": np.zeros(self._env.action_size, np.int8),
            }

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    @property
    def core(self) -> _core.Env:
        """The underlying :class:`uno_env.Env`."""
        return self._env

    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None):
        if seed is not None:
            try:
                s = operator.index(seed)
            except TypeError:
                s = None  # not an int: NumPy's seeding refuses it (TypeError)
            if s is not None and s < 0:
                # NumPy's own message ("expected non-negative integer")
                # names no argument.
                raise _error("seed", f"seed must be 0 or more, not {s}")
            self._seed_rng = np.random.default_rng(seed)
        episode_seed = int(self._seed_rng.integers(0, 2**63 - 1))
        self._env.reset(episode_seed)
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: Dict[str, Dict[str, Any]] = {a: {} for a in self.agents}
        # The same dicts by seat, for the engine to fill (step_infos).
        self._info_list = [self.infos[a] for a in self.possible_agents]
        self._skip_agent_selection = None
        self._live = True
        seat = self._env.decision_infos(self._info_list)
        if seat < 0:
            self._finish()
        else:
            self.agent_selection = self._names[seat]

    def _finish(self) -> None:
        self._live = False
        for info in self.infos.values():
            info["legal_moves"] = []
        r = self._env.rewards()
        for i, a in enumerate(self.possible_agents):
            if a in self.rewards:
                self.rewards[a] = float(r[i])
                # Rewards are zero until the end, so every cumulative
                # reward was zero before this step.
                self._cumulative_rewards[a] = float(r[i])
        if self._env.truncated:
            self.truncations = {a: True for a in self.agents}
        else:
            self.terminations = {a: True for a in self.agents}
        if not hasattr(self, "agent_selection") or self.agent_selection not in self.agents:
            self.agent_selection = self.agents[0]

    def observe(self, agent: str):
        r = self._reuse
        if r is None:
            return self._env.observe_dict(self._seat[agent])
        self._env.observe_into(self._seat[agent], r["observation"], r["action_mask"])
        return r

    def last(self, observe: bool = True):
        agent = self.agent_selection
        obs: Optional[Dict[str, Any]]
        if not observe:
            obs = None
        elif self._reuse is None:
            obs = self._env.observe_dict(self._seat[agent])
        else:
            obs = self._reuse
            self._env.observe_into(self._seat[agent], obs["observation"], obs["action_mask"])
        return (
            obs,
            self._cumulative_rewards[agent],
            self.terminations[agent],
            self.truncations[agent],
            self.infos[agent],
        )

    def agent_iter(self, max_iter: int = 2**63):
        """Yields ``agent_selection`` until every agent is done (or
        ``max_iter`` times); step() once per agent yielded."""
        return _agent_iter(self, max_iter)

    def step(self, action) -> None:
        # While the episode runs every reward is zero (they are only set
        # at its end, in _finish), so PettingZoo's per-step reward
        # bookkeeping (_clear_rewards, _accumulate_rewards) would change
        # nothing and is skipped; the engine (step_infos) applies the action,
        # names the next seat and fills its info in one call.
        if not self._live:
            self._was_dead_step(action)
            return
        try:
            seat = self._step_infos(action)
        except _core.UnoError as e:
            if self.illegal == "raise" or e.code == "usage":
                raise
            self._illegal_move(e.code)
            return
        if seat >= 0:
            self.agent_selection = self._names[seat]
        else:
            self._finish()
        if self.render_mode == "human":
            self.render()

    def _step_infos(self, action) -> int:
        try:
            return self._env.step_infos(action, self._info_list)
        except TypeError:
            if action is None:
                raise ValueError(
                    f"{self.agent_selection} is not done: step() needs an action index, not None"
                ) from None
            return self._env.step_infos(_action_index(action), self._info_list)

    def _illegal_move(self, code: str) -> None:
        """An action the engine rejected (nothing changed), under
        ``illegal="ignore"`` or ``"lose"``."""
        agent = self.agent_selection
        if self.illegal == "lose":
            # As TerminateIllegalWrapper: the offender -1, the others 0,
            # the episode over (the table is done, so every mask is zero).
            EnvLogger.warn_on_illegal_move()
            self._env.forfeit()
            self._finish()
        self.infos[agent]["illegal"] = code
        if self.render_mode == "human":
            self.render()

    def render(self):
        """``"ansi"``: the table as a line of text; ``"human"``: that line
        printed, ``None`` returned (PettingZoo's convention, which
        ``pettingzoo.test.render_test`` checks); no mode: ``None`` and a
        warning, as PettingZoo's classic environments do."""
        return _render(
            self.render_mode,
            self._render_text,
            "You are calling render method without specifying any render mode.",
        )

    def _render_text(self) -> str:
        d = self._env.decision()
        if d is None:
            return f"episode over; rewards {self._env.rewards()}"
        seat, offer = d
        v = self._env.view(seat)
        kind = "chance" if offer else (v["pending"] or "turn")
        return (
            f"seat {seat} ({kind}): top {v['top']} colour {v['color']} "
            f"hand {' '.join(v['hand'])} sizes {v['hand_sizes']}"
        )

    def close(self) -> None:
        pass


def _agent_iter(env: UnoAEC, max_iter: int):
    for _ in range(max_iter):
        if not env.agents:
            return
        yield env.agent_selection


def raw_env(**kwargs) -> UnoAEC:
    return UnoAEC(**kwargs)


def env(**kwargs):
    """The AEC environment wrapped in PettingZoo's order enforcing wrapper."""
    return wrappers.OrderEnforcingWrapper(UnoAEC(**kwargs))
