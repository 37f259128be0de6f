"""The Gymnasium single-agent environment: one learner seat, built-in bots
at the others (any level, any line-up).

Actions are ``Discrete(action_size)`` indices; the legal ones are in
``info["action_mask"]`` and ``action_masks()`` (what sb3-contrib's
``MaskablePPO`` reads). The learner also gets the out-of-turn chances the
bots get (UNO calls, catches, jump-ins), with ``DECLINE`` to let one pass.
Observations are a ``Box`` (``obs="box"``, the default) or a ``Dict`` with
``observation`` and ``action_mask`` (``obs="dict"``). The reward is 0 until
the episode ends, then the learner's final reward. An episode that
reaches ``max_actions`` actions (bots' included; 0: no limit) is
truncated with reward 0.

An action outside the mask (one the engine rejects) is handled as
``illegal`` says:

- ``"lose"`` (the default, as PettingZoo's classic environments do): the
  episode ends as a loss for the learner: reward -1, ``terminated``,
  ``info["illegal"]`` holds the engine's code. Gymnasium's ``check_env``
  steps with unmasked random actions, and passes with the defaults.
- ``"raise"``: :class:`uno_env.UnoError` (the engine's code); nothing changes.
- ``"ignore"``: nothing happens: reward 0, the same decision waits,
  ``info["illegal"]`` holds the code.

A step after the episode is over raises ``UnoError`` (``episode_over``)
whatever ``illegal`` is. ``step`` and ``reset`` are each one call into
the engine (``Env.gym_step``, ``Env.gym_reset``).
"""

from __future__ import annotations

from typing import Any, Optional, Sequence, Union

import gymnasium
import numpy as np
from gymnasium import spaces

from . import GYM_ID, _action_index, _core, _error, _render, with_teams

OBS_BOUND = 1.0e6


class UnoGym(gymnasium.Env):
    # render_fps: what Gymnasium's checkers expect of every render mode
    # (its text environments, Taxi and FrozenLake, declare 4 too).
    # "ansi": render() returns the table as a line of text; "human": it
    # prints that line (and reset and step render), returning None.
    metadata = {"render_modes": ["ansi", "human"], "render_fps": 4}

    def __init__(
        self,
        rules: Any = None,
        players: int = 2,
        opponents: Union[str, Sequence[str]] = "random",
        seat: int = 0,
        until: str = "round",
        reward: str = "win_lose",
        history: int = 0,
        obs: str = "box",
        scenario: Optional[str] = None,
        render_mode: Optional[str] = None,
        max_actions: int = 20_000,
        illegal: str = "lose",
        teams: Optional[str] = None,
        evidence: bool = False,
    ) -> None:
        if illegal not in ("raise", "ignore", "lose"):
            raise _error("illegal", f'expected "raise", "ignore" or "lose", not {illegal!r}')
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise _error(
                "render_mode", f'expected None, "ansi" or "human", not {render_mode!r}'
            )
        self.illegal = illegal
        if scenario is not None:
            probe = _core.Env.from_scenario(scenario)
            players = probe.players
        else:
            # The table itself first (rules, teams, seat count), so that a
            # bad seat count gets the engine's "players" error, not one
            # about the opponents list built from it.
            _core.Env(with_teams(rules, teams), players, None, 0, until, reward, history, max_actions)
        if isinstance(opponents, str):
            opponents = [opponents] * (players - 1)
        opponents = list(opponents)
        if len(opponents) != players - 1:
            raise _error(
                "bots", f"{len(opponents)} opponents for {players} seats (need {players - 1})"
            )
        if not 0 <= seat < players:
            raise _error("no_such_seat", f"seat {seat} is not at this table")
        bots: list = opponents[:seat] + [None] + opponents[seat:]
        if scenario is not None:
            self._env = _core.Env.from_scenario(
                scenario, bots, until, reward, history, max_actions, evidence=evidence
            )
        else:
            self._env = _core.Env(
                with_teams(rules, teams),
                players,
                bots,
                0,
                until,
                reward,
                history,
                max_actions,
                evidence=evidence,
            )
        self.seat = seat
        self.players = players
        self._dict = obs == "dict"
        if obs not in ("box", "dict"):
            raise _error("obs", f'expected "box" or "dict", not {obs!r}')
        box = spaces.Box(-OBS_BOUND, OBS_BOUND, (self._env.obs_size,), np.float32)
        if self._dict:
            self.observation_space = spaces.Dict(
                {
                    "observation": box,
                    "action_mask": spaces.Box(0, 1, (self._env.action_size,), np.int8),
                }
            )
        else:
            self.observation_space = box
        self.action_space = spaces.Discrete(self._env.action_size)
        self.render_mode = render_mode

    @property
    def core(self) -> _core.Env:
        return self._env

    def action_masks(self) -> np.ndarray:
        """The legal actions now (for sb3-contrib's MaskablePPO)."""
        return self._env.action_mask(self.seat).astype(bool)

    def reset(self, *, seed: Optional[int] = None, options: Optional[dict] = None):
        super().reset(seed=seed)
        # A table may end before the learner decides (a scenario, a
        # first card): start again until it waits for the learner.
        for _ in range(100):
            obs, info, done = self._env.gym_reset(
                int(self.np_random.integers(0, 2**63 - 1)), self.seat, self._dict
            )
            if not done:
                break
        if self.render_mode == "human":
            self.render()
        return obs, info

    def step(self, action):
        try:
            out = self._env.gym_step(action, self.seat, self.illegal, self._dict)
        except TypeError:
            # Not an int or a NumPy integer as such: a one-element integer
            # array is taken, anything else (a float) refused by name.
            out = self._env.gym_step(_action_index(action), self.seat, self.illegal, self._dict)
        if self.render_mode == "human":
            self.render()
        return out

    def render(self) -> Optional[str]:
        """``"ansi"``: the table as the learner sees it, a line of text;
        ``"human"``: that line printed, ``None`` returned; no render mode:
        ``None`` and a warning, as Gymnasium's own environments do."""
        return _render(
            self.render_mode,
            self._render_text,
            "You are calling render method without specifying any render mode. "
            "You can specify the render_mode at initialization, e.g. "
            f'gymnasium.make("{self.spec.id if self.spec is not None else GYM_ID}", '
            'render_mode="ansi")',
        )

    def _render_text(self) -> str:
        v = self._env.view(self.seat)
        return (
            f"top {v['top']} colour {v['color']} hand {' '.join(v['hand'])} "
            f"sizes {v['hand_sizes']} to act {v['to_act']}"
        )
