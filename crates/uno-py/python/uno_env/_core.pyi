"""Type stubs of the Rust extension `uno_env._core` (see docs/python.md).

`python -m mypy.stubtest uno_env` checks them against the built module
(tests/test_stubs.py). PyO3 classes are made by `__new__` (their `#[new]`,
not `__init__`) and cannot be subclassed (`@final`)."""

from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple, Union, final

import numpy as np
import numpy.typing as npt

# Private: not a name of the module at runtime.
_RulesArg = Union[None, str, Mapping[str, Any]]

__all__ = [
    "UnoError",
    "Env",
    "VecEnv",
    "Bot",
    "sim_json",
    "presets",
    "rules_toml",
    "action_size",
    "trace_actions",
    "_env_from_state",
    "DRAW",
    "PASS",
    "ACCEPT",
    "CHALLENGE",
    "CHOOSE_COLOR",
    "CHOOSE_PLAYER",
    "UNO",
    "CATCH",
    "COMPLY",
    "PENALTY",
    "NEXT_ROUND",
    "DECLINE",
    "BASE_ACTIONS",
    "OBS_BASE",
    "OBS_HAND",
    "OBS_TOP",
    "OBS_COLOR",
    "OBS_DECISION",
    "OBS_DRAWN",
    "OBS_HAND_SIZES",
    "OBS_ACTIVE",
    "OBS_TO_ACT",
    "OBS_EXPOSED",
    "OBS_SCORES",
    "OBS_DIRECTION",
    "OBS_PENALTY",
    "OBS_DRAW_PILE",
    "OBS_DISCARD_SIZE",
    "OBS_PLAYERS",
    "OBS_HONOUR",
    "OBS_DISCARD",
    "OBS_REVEALED",
    "OBS_PLAYABLE",
    "OBS_HAND_COLORS",
    "OBS_TEAM",
    "EVIDENCE_LEN",
    "EVIDENCE_PER_SEAT",
    "EV_LACKS",
    "EV_NAMED",
    "EV_LAST_COLOR",
    "EV_KNOWN",
    "EV_BLUFF",
    "STATE_HANDS",
    "STATE_DRAW",
    "STATE_DRAW_SIZE",
    "STATE_SIZE",
]

class UnoError(Exception):
    code: str
    message: str

DRAW: int
PASS: int
ACCEPT: int
CHALLENGE: int
CHOOSE_COLOR: int
CHOOSE_PLAYER: int
UNO: int
CATCH: int
COMPLY: int
PENALTY: int
NEXT_ROUND: int
DECLINE: int
BASE_ACTIONS: int
OBS_BASE: int
OBS_PLAYABLE: int
OBS_HAND_COLORS: int
OBS_TEAM: int
# The evidence block (``evidence=True``): docs/python.md.
EVIDENCE_LEN: int
EVIDENCE_PER_SEAT: int
EV_LACKS: int
EV_NAMED: int
EV_LAST_COLOR: int
EV_KNOWN: int
EV_BLUFF: int
# The privileged state (training critics only): docs/python.md.
STATE_HANDS: int
STATE_DRAW: int
STATE_DRAW_SIZE: int
STATE_SIZE: int
OBS_HAND: int
OBS_TOP: int
OBS_COLOR: int
OBS_DECISION: int
OBS_DRAWN: int
OBS_HAND_SIZES: int
OBS_ACTIVE: int
OBS_TO_ACT: int
OBS_EXPOSED: int
OBS_SCORES: int
OBS_DIRECTION: int
OBS_PENALTY: int
OBS_DRAW_PILE: int
OBS_DISCARD_SIZE: int
OBS_PLAYERS: int
OBS_HONOUR: int
OBS_DISCARD: int
OBS_REVEALED: int

@final
class Env:
    """One table: a game, bots at some seats, the decision waiting for a
    seat played from Python. `copy.deepcopy`, `copy.copy` and `pickle`
    give an independent table that plays on exactly as this one would."""

    def __new__(
        cls,
        rules: _RulesArg = None,
        players: int = 2,
        bots: Optional[Sequence[Optional[str]]] = None,
        seed: int = 0,
        until: str = "round",
        reward: str = "win_lose",
        history: int = 0,
        max_actions: int = 20000,
        *,
        evidence: bool = False,
    ) -> Env: ...
    @staticmethod
    def from_scenario(
        text: str,
        bots: Optional[Sequence[Optional[str]]] = None,
        until: str = "round",
        reward: str = "win_lose",
        history: int = 0,
        max_actions: int = 20000,
        *,
        evidence: bool = False,
    ) -> "Env": ...
    def reset(self, seed: Optional[int] = None) -> None: ...
    def step(self, action: int) -> None: ...
    def check(self, action: int) -> None: ...
    def gym_step(
        self, action: int, seat: int, illegal: str, dict_obs: bool
    ) -> Tuple[Any, float, bool, bool, Dict[str, Any]]: ...
    def gym_reset(
        self, seed: int, seat: int, dict_obs: bool
    ) -> Tuple[Any, Dict[str, Any], bool]: ...
    def forfeit(self) -> Optional[int]: ...
    def decision(self) -> Optional[Tuple[int, bool]]: ...
    @property
    def done(self) -> bool: ...
    @property
    def truncated(self) -> bool: ...
    @property
    def players(self) -> int: ...
    @property
    def action_size(self) -> int: ...
    @property
    def obs_size(self) -> int: ...
    @property
    def evidence(self) -> bool: ...
    @property
    def seed(self) -> int: ...
    @property
    def actions(self) -> int: ...
    def observe(self, seat: int) -> npt.NDArray[np.float32]: ...
    @property
    def state_size(self) -> int: ...
    def state(self, seat: int) -> npt.NDArray[np.float32]: ...
    def action_mask(self, seat: int) -> npt.NDArray[np.int8]: ...
    def observe_with_mask(
        self, seat: int
    ) -> Tuple[npt.NDArray[np.float32], npt.NDArray[np.int8]]: ...
    def observe_dict(self, seat: int) -> Dict[str, npt.NDArray[Any]]: ...
    def observe_into(
        self, seat: int, obs: npt.NDArray[np.float32], mask: npt.NDArray[np.int8]
    ) -> None: ...
    def step_next(self, action: int) -> int: ...
    def decision_code(self) -> int: ...
    def step_infos(self, action: int, infos: List[Dict[str, Any]]) -> int: ...
    def decision_infos(self, infos: List[Dict[str, Any]]) -> int: ...
    def legal_actions(self) -> List[int]: ...
    def rewards(self) -> List[float]: ...
    def describe(self, action: int, seat: Optional[int] = None) -> str: ...
    def view(self, seat: int) -> Dict[str, Any]: ...
    def permute_hidden(self, seat: int, seed: int) -> "Env": ...
    def rules_toml(self) -> str: ...
    def __deepcopy__(self, memo: Any, /) -> Env: ...
    def __copy__(self) -> Env: ...
    def __reduce__(self) -> Tuple[Any, Tuple[Dict[str, Any]]]: ...

@final
class Bot:
    """A built-in bot (random, chaos, easy, medium, hard) as a policy."""

    def __new__(cls, level: str = "random", seed: int = 0) -> Bot: ...
    @property
    def name(self) -> str: ...
    def act(self, env: Env) -> int: ...

@final
class VecEnv:
    def __new__(
        cls,
        num_envs: int,
        rules: _RulesArg = None,
        players: int = 2,
        bots: Optional[Sequence[Optional[str]]] = None,
        seed: int = 0,
        threads: int = 1,
        until: str = "round",
        reward: str = "win_lose",
        history: int = 0,
        max_actions: int = 20000,
        *,
        evidence: bool = False,
    ) -> VecEnv: ...
    @property
    def num_envs(self) -> int: ...
    @property
    def obs_size(self) -> int: ...
    @property
    def action_size(self) -> int: ...
    @property
    def players(self) -> int: ...
    @property
    def episodes_done(self) -> int: ...
    def reset(
        self, seed: Optional[int] = None
    ) -> Tuple[npt.NDArray[np.float32], npt.NDArray[np.uint8], npt.NDArray[np.int64]]: ...
    def step(
        self, actions: npt.NDArray[np.int64]
    ) -> Tuple[
        npt.NDArray[np.float32],
        npt.NDArray[np.uint8],
        npt.NDArray[np.float32],
        npt.NDArray[np.bool_],
        npt.NDArray[np.bool_],
        npt.NDArray[np.int64],
    ]: ...
    def legal(self) -> Tuple[npt.NDArray[np.int32], npt.NDArray[np.int64]]: ...
    @property
    def state_size(self) -> int: ...
    def state(self) -> npt.NDArray[np.float32]: ...

def sim_json(args: List[str]) -> str: ...
def presets() -> List[str]: ...
def rules_toml(rules: _RulesArg = None) -> str: ...
def action_size(rules: _RulesArg = None, players: int = 2) -> int: ...
def trace_actions(
    levels: List[str],
    seed: int,
    rules: _RulesArg = None,
    whole_game: bool = False,
    driver: bool = False,
    simulator: bool = False,
) -> List[Tuple[int, str]]: ...
def _env_from_state(state: Dict[str, Any]) -> Env: ...
