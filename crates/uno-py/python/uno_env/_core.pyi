"""Type stubs of the Rust extension `uno_env._core` (see docs/python.md)."""

from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple, Union

import numpy as np
import numpy.typing as npt

RulesArg = Union[None, str, Mapping[str, Any]]

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

class Env:
    """One table: a game, bots at some seats, the decision waiting for a
    seat played from Python."""

    def __init__(
        self,
        rules: RulesArg = None,
        players: int = 2,
        bots: Optional[Sequence[Optional[str]]] = None,
        seed: int = 0,
        until: str = "round",
        reward: str = "win_lose",
        history: int = 0,
        max_actions: int = 20000,
    ) -> None: ...
    @staticmethod
    def from_scenario(
        text: str,
        bots: Optional[Sequence[Optional[str]]] = None,
        until: str = "round",
        reward: str = "win_lose",
        history: int = 0,
        max_actions: int = 20000,
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

class Bot:
    """A built-in bot (random, chaos, easy, medium, hard) as a policy."""

    def __init__(self, level: str = "random", seed: int = 0) -> None: ...
    @property
    def name(self) -> str: ...
    def act(self, env: Env) -> int: ...

class VecEnv:
    def __init__(
        self,
        num_envs: int,
        rules: RulesArg = None,
        players: int = 2,
        bots: Optional[Sequence[Optional[str]]] = None,
        seed: int = 0,
        threads: int = 1,
        until: str = "round",
        reward: str = "win_lose",
        history: int = 0,
        max_actions: int = 20000,
    ) -> None: ...
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
def rules_toml(rules: RulesArg = None) -> str: ...
def action_size(rules: RulesArg = None, players: int = 2) -> int: ...
