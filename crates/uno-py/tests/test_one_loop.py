"""One turn loop for every front end: the Python table asks for decisions
as the simulator's driver does (the engine's `Turns`, R10.2 catches and
UNO calls, R13 jump-ins), so the same seed and line-up give the same
actions, out-of-turn ones included, in the same order."""

import pytest

from uno_env import _core

# Jump-ins and seven swaps make out-of-turn offers frequent.
RULES = {"preset": "classic", "house": ["jump_in", "seven_swap"]}


@pytest.mark.parametrize("seed", [1, 2, 3, 7, 11])
def test_table_and_driver_play_the_same_actions(seed):
    levels = ["medium", "easy", "medium", "chaos"]
    table = _core.trace_actions(levels, seed, rules=RULES)
    driver = _core.trace_actions(levels, seed, rules=RULES, driver=True)
    assert len(table) > 10
    assert table == driver


def test_whole_games_agree_and_reactions_happen():
    # `easy` forgets a quarter of its UNO calls (R10.2) and two `medium`s
    # can catch it: out-of-turn actions happen, and the rotation decides
    # who catches first.
    levels = ["random", "easy", "medium", "medium"]
    catches = 0
    for seed in range(4):
        table = _core.trace_actions(levels, seed, rules=RULES, whole_game=True)
        driver = _core.trace_actions(
            levels, seed, rules=RULES, whole_game=True, driver=True
        )
        assert table == driver
        catches += sum(1 for _, a in table if a.startswith("catch"))
    assert catches > 0


def test_unknown_level_is_an_error():
    with pytest.raises(_core.UnoError):
        _core.trace_actions(["medium", "wizard"], 1)
