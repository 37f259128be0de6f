"""UNO for reinforcement learning, on the project's Rust engine.

- :class:`Env`: one table (the engine's game, bots at some seats, the
  decision waiting for a seat played from Python).
- :class:`VecEnv`: N tables stepped in Rust per call, NumPy arrays out.
- :mod:`uno_env.pettingzoo`: the PettingZoo AEC environment (``UnoAEC``).
- :mod:`uno_env.gym`: the Gymnasium single-agent environment (``UnoGym``),
  registered as ``uno_env/Uno-v0`` when Gymnasium is installed
  (``gymnasium.make("uno_env/Uno-v0", players=4)`` after ``import uno_env``).
- :class:`Bot`: a built-in bot as a policy; :func:`sim`: ``uno sim --json``.

Rules are a preset name (``"classic"``, ``"mario-kart"``, ...), a TOML text,
or a dict in the rules-file form (``{"preset": "classic", "house":
["jump_in"], "scoring": {"method": "penalty"}}``). Rejected input raises
:class:`UnoError` with the engine's ``code`` and ``message``.
The action and observation encodings are documented in docs/python.md.
"""

from __future__ import annotations

import importlib.util
import json
from typing import Any, Callable, Optional, Sequence

import numpy as np

from . import _core
from ._core import (  # noqa: F401
    ACCEPT,
    BASE_ACTIONS,
    CATCH,
    CHALLENGE,
    CHOOSE_COLOR,
    CHOOSE_PLAYER,
    COMPLY,
    DECLINE,
    DRAW,
    EV_BLUFF,
    EV_KNOWN,
    EV_LACKS,
    EV_LAST_COLOR,
    EV_NAMED,
    EVIDENCE_LEN,
    EVIDENCE_PER_SEAT,
    NEXT_ROUND,
    OBS_ACTIVE,
    OBS_BASE,
    OBS_COLOR,
    OBS_DECISION,
    OBS_DIRECTION,
    OBS_DISCARD,
    OBS_DISCARD_SIZE,
    OBS_DRAW_PILE,
    OBS_DRAWN,
    OBS_EXPOSED,
    OBS_HAND,
    OBS_HAND_SIZES,
    OBS_HONOUR,
    OBS_HAND_COLORS,
    OBS_PENALTY,
    OBS_PLAYABLE,
    OBS_PLAYERS,
    OBS_REVEALED,
    OBS_SCORES,
    OBS_TEAM,
    OBS_TO_ACT,
    OBS_TOP,
    PASS,
    PENALTY,
    STATE_DRAW,
    STATE_DRAW_SIZE,
    STATE_HANDS,
    STATE_SIZE,
    UNO,
    Bot,
    Env,
    UnoError,
    action_size,
    presets,
    rules_toml,
)

__all__ = [
    "Bot",
    "Env",
    "GYM_ID",
    "PETTINGZOO_ID",
    "UnoError",
    "VecEnv",
    "action_size",
    "presets",
    "rules_toml",
    "sim",
    "with_teams",
    "DECLINE",
]


def _error(code: str, message: str) -> UnoError:
    """An :class:`UnoError` raised by the Python layer, with ``code`` and
    ``message`` set as the engine's errors have them."""
    e = UnoError(f"{code}: {message}")
    e.code = code
    e.message = message
    return e


def _action_index(action: Any) -> int:
    """The action index in ``action``: an int, a NumPy integer, an integer
    array of one element (what a policy's ``predict`` may give), or a
    float that holds an integer exactly (``3.0``, as before). Anything
    else is refused with ``TypeError`` naming it: a float with a fraction
    (``3.7``) is no action index, and is never rounded (it was truncated
    to 3 and played). The environments call this only when the engine
    refused the action's type (the fast path takes ints and NumPy integers
    directly)."""
    a = np.asarray(action)
    if a.size == 1:
        if a.dtype.kind in "iu":
            return int(a.reshape(()))
        if a.dtype.kind == "f":
            x = float(a.reshape(()))
            if x.is_integer():
                return int(x)
    what = (
        f"an ndarray of {a.size} {a.dtype}"
        if isinstance(action, np.ndarray)
        else f"{type(action).__name__} {action!r}"
    )
    raise TypeError(
        f"an action is one integer index (an int or a NumPy integer), not {what}"
        + (" (a float is never rounded)" if a.dtype.kind == "f" else "")
    )


def _render(render_mode: Optional[str], text: Callable[[], str], warning: str) -> Optional[str]:
    """What ``render()`` answers in ``render_mode`` (the Gymnasium and
    PettingZoo environments alike): ``"ansi"``, the table as a line of
    text; ``"human"``, that line printed and ``None``; no mode, ``None``
    and ``warning`` logged, as their own environments do."""
    if render_mode is None:
        import gymnasium

        gymnasium.logger.warn(warning)
        return None
    if render_mode == "human":
        print(text())
        return None
    return text()


def with_teams(rules: Any, teams: Optional[str]) -> Any:
    """``rules`` with R15 partnerships set (``teams="pairs"``): every
    environment's ``teams`` argument. ``rules`` is what the environments
    take (``None`` for classic, a preset name, a TOML text or a dict);
    ``teams=None`` leaves them as they are. With teams, rewards are the
    team's (docs/python.md "Rewards")."""
    if teams is None:
        return rules
    if not isinstance(teams, str):
        raise _error("teams", f'expected "pairs" or None, not {teams!r}')
    if rules is None:
        return {"preset": "classic", "teams": teams}
    if isinstance(rules, dict):
        return {**rules, "teams": teams}
    if isinstance(rules, str):
        if "=" in rules or "\n" in rules:
            # A TOML text: a top-level key goes before any [table].
            return f"teams = {json.dumps(teams)}\n{rules}"
        return {"preset": rules.strip(), "teams": teams}
    return rules


class VecEnv:
    """N tables stepped in Rust per call.

    Every seat whose entry in ``bots`` is ``None`` (all of them by
    default: self-play) is played from Python; the others by built-in
    bots. Each table reports the decision it waits for: ``agent[i]`` is
    the seat, ``obs[i]`` its observation, ``mask[i]`` its legal actions.

    ``step(actions)`` returns ``(obs, mask, rewards, terminated,
    truncated, agent)``: ``rewards`` is ``(num_envs, players)`` float32,
    non-zero only where ``terminated`` is true (the final rewards of every
    seat); ``truncated`` marks episodes stopped at ``max_actions`` actions
    (0: no limit), whose rewards are zero; finished tables
    are reset at once (their new episode's seed is derived from ``seed``,
    the table's number and its episode count), so results are the same
    for a seed whatever ``threads`` is.
    """

    def __init__(
        self,
        num_envs: int,
        rules: Any = None,
        players: int = 2,
        bots: Optional[Sequence[Optional[str]]] = None,
        seed: int = 0,
        threads: int = 1,
        until: str = "round",
        reward: str = "win_lose",
        history: int = 0,
        max_actions: int = 20_000,
        teams: Optional[str] = None,
        evidence: bool = False,
    ) -> None:
        self._v = _core.VecEnv(
            num_envs,
            with_teams(rules, teams),
            players,
            None if bots is None else list(bots),
            seed,
            threads,
            until,
            reward,
            history,
            max_actions,
            evidence=evidence,
        )
        self.num_envs = num_envs
        self.players = self._v.players
        self.obs_size = self._v.obs_size
        self.action_size = self._v.action_size
        #: Width of :meth:`state`'s rows.
        self.state_size = self._v.state_size

    def reset(self, seed: Optional[int] = None):
        """Restarts every table: ``(obs, mask, agent)``."""
        return self._v.reset(seed)

    def step(self, actions):
        """One action index per table:
        ``(obs, mask, rewards, terminated, truncated, agent)``. A negative
        index leaves that table as it is (a self-play trainer waiting for
        one seat steps only the tables where another seat is to act)."""
        a = np.asarray(actions)
        if a.size and a.dtype.kind not in "iu":
            # Cast to int64, 3.7 would be played as 3 (and True as 1).
            raise TypeError(
                f"VecEnv.step needs integer action indices (any integer dtype), "
                f"not an array of {a.dtype}" + (" (floats are not rounded)" if a.dtype.kind == "f" else "")
            )
        if a.dtype.kind == "u" and a.size and a.max() > np.iinfo(np.int64).max:
            # Cast to int64, it would turn negative: "leave the table as it is".
            raise _error("actions", f"an action index of {a.max()} is past any action space")
        return self._v.step(np.ascontiguousarray(a, dtype=np.int64))

    def state(self):
        """**For training critics only; never a policy's input.** The
        privileged state of each table's waiting decision:
        ``(num_envs, state_size)`` float32 with what ``agent[i]`` cannot
        see: every other seat's hand by card type (slot ``k - 1``: the seat
        ``k`` places clockwise, as the observation's seat slots) and the
        draw pile's cards by type and its size (layout: docs/python.md,
        "Privileged state"; ``STATE_HANDS``, ``STATE_DRAW``,
        ``STATE_DRAW_SIZE``). A separate call from ``reset``/``step``, so
        no observation carries it: a critic with perfect information
        (PerfectDou) may use it while training, a policy that plays must
        not."""
        return self._v.state()

    def legal(self):
        """Legal action indices as ``(flat, offsets)`` (CSR form)."""
        return self._v.legal()

    def random_actions(self, rng: np.random.Generator) -> np.ndarray:
        """A uniformly random legal action per table, chosen in NumPy."""
        flat, offsets = self._v.legal()
        counts = np.diff(offsets)
        pick = offsets[:-1] + (rng.random(self.num_envs) * counts).astype(np.int64)
        return flat[pick].astype(np.int64)

    @property
    def episodes_done(self) -> int:
        return self._v.episodes_done


def sim(**flags: Any) -> dict:
    """Runs ``uno sim`` with ``flags`` and returns its ``--json`` summary.

    Flags are the command's long options with ``_`` for ``-``: ``bots``
    (a list of levels or a comma-separated string), ``games``, ``seed``,
    ``threads``, ``rules``, ``house`` (list), ``whole_games`` (bool),
    ``target``, ``scoring``, ``game_end``, ``effects`` (bool).
    """
    args = []
    for key, value in flags.items():
        name = "--" + key.replace("_", "-")
        if isinstance(value, bool):
            if value:
                args.append(name)
        elif isinstance(value, (list, tuple)):
            args += [name, ",".join(str(v) for v in value)]
        elif value is not None:
            args += [name, str(value)]
    return json.loads(_core.sim_json(args + ["--json", "--quiet"]))


def __getattr__(name: str):
    if name == "UnoAEC":
        from .pettingzoo import UnoAEC

        return UnoAEC
    if name == "UnoGym":
        from .gym import UnoGym

        return UnoGym
    raise AttributeError(name)


#: The Gymnasium id of :class:`uno_env.gym.UnoGym` (its keyword arguments
#: pass through ``gymnasium.make``).
GYM_ID = "uno_env/Uno-v0"


def _register_gymnasium() -> None:
    """Registers :data:`GYM_ID` with Gymnasium, as packages of environments
    do on import (``import uno_env; gymnasium.register_envs(uno_env)``).
    Without Gymnasium installed nothing happens; the entry point is a
    string, so ``uno_env.gym`` is imported only by ``make``. The
    environment truncates its own episodes (``max_actions``), so no
    ``max_episode_steps``."""
    if importlib.util.find_spec("gymnasium") is None:
        return
    import gymnasium

    if GYM_ID not in gymnasium.registry:
        gymnasium.register(id=GYM_ID, entry_point="uno_env.gym:UnoGym")


#: The PettingZoo id of :func:`uno_env.pettingzoo.env` (the AEC environment
#: in PettingZoo's order enforcing wrapper; its keyword arguments pass
#: through ``pettingzoo.make``).
PETTINGZOO_ID = "uno_env/uno-v0"


def _register_pettingzoo() -> None:
    """Registers :data:`PETTINGZOO_ID` in PettingZoo's registry of AEC
    environments (``pettingzoo.register``, PettingZoo 1.27 and later: its
    documented way for third-party environments; before, PettingZoo had
    no registry and nothing happens), so that
    ``pettingzoo.make("aec", "uno_env/uno-v0", players=4)`` works after
    ``import uno_env``. Without PettingZoo nothing happens; the entry
    point is a string, so ``uno_env.pettingzoo`` is imported only by
    ``make``."""
    if importlib.util.find_spec("pettingzoo") is None:
        return
    import pettingzoo  # type: ignore[import-untyped]  # (no py.typed marker)

    register = getattr(pettingzoo, "register", None)
    registry = getattr(pettingzoo, "aec_registry", None)
    if register is None or registry is None:
        return
    if PETTINGZOO_ID not in registry:
        register("aec", PETTINGZOO_ID, entry_point="uno_env.pettingzoo:env")


_register_gymnasium()
_register_pettingzoo()
