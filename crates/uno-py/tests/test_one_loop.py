"""One turn loop for every front end: the Python table asks for decisions
as the simulator's driver and `uno sim` do (the engine's table contract,
`uno_core::Table`: R10.2 catches and UNO calls, R13 jump-ins), so the same
seed and line-up give the same actions, out-of-turn ones included, in the
same order. (`crates/uno-cli/tests/one_loop.rs` adds the terminal game
and the server.)"""

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
    # `uno sim --seed SEED --games 1 --record DIR`: game 0 is seeded SEED
    # itself; its recorded actions are the same.
    simulator = _core.trace_actions(levels, seed, rules=RULES, simulator=True)
    assert simulator == table


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
        simulator = _core.trace_actions(
            levels, seed, rules=RULES, whole_game=True, simulator=True
        )
        assert simulator == table
        catches += sum(1 for _, a in table if a.startswith("catch"))
    assert catches > 0


def test_another_seed_is_another_game():
    # The comparisons above could not fail if every front end ignored the
    # seed: a different seed gives different actions.
    levels = ["medium", "easy", "medium", "chaos"]
    a = _core.trace_actions(levels, 1, rules=RULES, simulator=True)
    b = _core.trace_actions(levels, 2, rules=RULES, simulator=True)
    assert a != b


def test_unknown_level_is_an_error():
    with pytest.raises(_core.UnoError):
        _core.trace_actions(["medium", "wizard"], 1)
    with pytest.raises(_core.UnoError):
        _core.trace_actions(["medium", "wizard"], 1, simulator=True)


def test_driver_and_simulator_together_is_an_error():
    with pytest.raises(_core.UnoError):
        _core.trace_actions(["medium", "easy"], 1, driver=True, simulator=True)
