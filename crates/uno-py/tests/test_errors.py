"""Rejected input raises UnoError with the engine's code, never a crash,
and changes nothing (R4.4)."""

import numpy as np
import pytest

import uno_env
from uno_env import UnoError


def snapshot(env):
    return [
        (env.observe(s).tobytes(), env.action_mask(s).tobytes()) for s in range(env.players)
    ] + [env.decision(), env.actions]


def test_illegal_action_index_carries_the_engine_code_and_changes_nothing():
    env = uno_env.Env("classic", 3, seed=5)
    seat, offer = env.decision()
    mask = env.action_mask(seat)
    hand = env.observe(seat)[uno_env.OBS_HAND : uno_env.OBS_HAND + 64]
    # A coloured card the seat does not hold: card_not_in_hand.
    missing = next(c for c in range(52) if hand[c] == 0)
    before = snapshot(env)
    with pytest.raises(UnoError) as e:
        env.step(missing * 2)
    assert e.value.code == "card_not_in_hand"
    assert "not in the hand" in e.value.message
    assert snapshot(env) == before
    # Outside the space.
    with pytest.raises(UnoError) as e:
        env.step(env.action_size)
    assert e.value.code == "invalid_action_index"
    with pytest.raises(UnoError) as e:
        env.step(-1)
    assert e.value.code == "invalid_action_index"
    # Accept with no W+4 waiting: the engine's decision_pending.
    with pytest.raises(UnoError) as e:
        env.step(uno_env.ACCEPT)
    assert e.value.code == "decision_pending"
    # Decline when no chance is offered.
    assert not offer
    with pytest.raises(UnoError) as e:
        env.step(uno_env.DECLINE)
    assert e.value.code == "decline_not_offered"
    assert snapshot(env) == before
    assert mask.sum() >= 1


def test_malformed_rules_and_unknown_presets():
    with pytest.raises(UnoError) as e:
        uno_env.Env("no-such-preset")
    assert e.value.code == "unknown_preset"
    # The message lists every preset, as the command line's does.
    assert "hello-kitty" in str(e.value) and "mario-kart" in str(e.value)
    with pytest.raises(UnoError) as e:
        uno_env.Env({"preset": "classic", "house": ["no_such_rule"]})
    assert e.value.code == "unknown_house_rule"
    with pytest.raises(UnoError) as e:
        uno_env.Env({"preset": "classic", "colour": "red"})
    assert e.value.code == "parse_error"
    with pytest.raises(UnoError) as e:
        uno_env.Env({"preset": "classic", "house": ["zero_rotates", "zero_swap"]})
    assert e.value.code == "invalid_rules"
    with pytest.raises(UnoError) as e:
        uno_env.Env('preset = "classic"\n[options]\nhand_size = 0\n')
    assert e.value.code == "invalid_rules"
    with pytest.raises(UnoError) as e:
        uno_env.Env(42)
    assert e.value.code == "invalid_rules"


def test_bad_tables():
    with pytest.raises(UnoError) as e:
        uno_env.Env("classic", 11)
    assert e.value.code == "players"
    with pytest.raises(UnoError) as e:
        uno_env.Env("classic", 2, bots=[None, "grandmaster"])
    assert e.value.code == "unknown_bot"
    with pytest.raises(UnoError) as e:
        uno_env.Env("classic", 3, bots=[None, "random"])
    assert e.value.code == "bots"
    with pytest.raises(UnoError) as e:
        uno_env.Env("classic", 2, reward="money")
    assert e.value.code == "reward"
    with pytest.raises(UnoError) as e:
        uno_env.Env("classic", 2).observe(2)
    assert e.value.code == "no_such_seat"
    with pytest.raises(UnoError) as e:
        uno_env.VecEnv(4, "classic", 2, bots=["random", "random"])
    assert e.value.code == "bots"


def test_huge_sizes_are_refused_not_allocated(scenarios_dir):
    """A `history` or a `VecEnv` size too large to allocate is refused with
    a code; it used to end the interpreter ("memory allocation failed")
    or raise a Rust panic from `observe`."""
    with pytest.raises(UnoError) as e:
        uno_env.Env("classic", 2, history=2**40)
    assert e.value.code == "history"
    with pytest.raises(UnoError) as e:
        uno_env.VecEnv(4, "classic", 2, history=1001)
    assert e.value.code == "history"
    text = (scenarios_dir / "r08-wd4-challenge-guilty.json").read_text()
    with pytest.raises(UnoError) as e:
        uno_env.Env.from_scenario(text, history=10**9)
    assert e.value.code == "history"
    with pytest.raises(UnoError) as e:
        uno_env.VecEnv(10**12, "classic", 2)
    assert e.value.code == "num_envs"
    # The largest allowed history still makes a usable table.
    env = uno_env.Env("classic", 2, history=1000)
    assert env.observe(0).shape == (468 + 64 * 1000,)


def test_vec_rejects_a_batch_with_one_illegal_action_and_changes_nothing():
    v = uno_env.VecEnv(8, "classic", 3, seed=3)
    obs, mask, agent = v.reset()
    rng = np.random.default_rng(1)
    acts = v.random_actions(rng)
    bad = acts.copy()
    bad[5] = uno_env.CHALLENGE
    with pytest.raises(UnoError) as e:
        v.step(bad)
    assert e.value.code in ("cannot_challenge", "decision_pending")
    assert "table 5" in e.value.message
    with pytest.raises(UnoError) as e:
        v.step(acts[:3])
    assert e.value.code == "actions"
    # Nothing changed: the same legal actions are still waiting.
    v2 = uno_env.VecEnv(8, "classic", 3, seed=3)
    v2.reset()
    o1 = v.step(acts)
    o2 = v2.step(acts)
    for a, b in zip(o1, o2):
        assert np.array_equal(a, b)


def test_episode_over():
    env = uno_env.Env("classic", 2, seed=1)
    rng = np.random.default_rng(0)
    while not env.done:
        env.step(int(rng.choice(env.legal_actions())))
    with pytest.raises(UnoError) as e:
        env.step(0)
    assert e.value.code == "episode_over"


def test_errors_raised_by_the_python_layer_carry_code_and_message():
    # docs/python.md: every rejected input raises UnoError with `code` and
    # `message`, the Python wrappers' own checks included.
    from uno_env.gym import UnoGym
    from uno_env.pettingzoo import UnoAEC

    cases = [
        (lambda: UnoGym(seat=5), "no_such_seat"),
        (lambda: UnoGym(opponents=["random", "random"]), "bots"),
        (lambda: UnoGym(obs="image"), "obs"),
        (lambda: UnoGym(illegal="boom"), "illegal"),
        (lambda: UnoAEC(illegal="boom"), "illegal"),
        (lambda: uno_env.VecEnv(2, players=4, teams=2), "teams"),
    ]
    for make, code in cases:
        with pytest.raises(UnoError) as e:
            make()
        assert e.value.code == code, (code, str(e.value))
        assert e.value.message and str(e.value) == f"{code}: {e.value.message}"


def test_gym_bad_seat_count_gets_the_players_error():
    # UnoGym(players=0) said "bots: 0 opponents for 0 seats (need -1)".
    from uno_env.gym import UnoGym

    for players in (0, 1, 11):
        with pytest.raises(UnoError) as e:
            UnoGym(players=players)
        assert e.value.code == "players", str(e.value)
        assert "2 to 10" in e.value.message
    with pytest.raises(UnoError) as e:
        UnoGym(players=3, teams="pairs")
    assert e.value.code == "players"
    # A good table after the bad ones.
    g = UnoGym(players=3, opponents=["easy", "medium"])
    obs, info = g.reset(seed=1)
    assert info["action_mask"].any()


def test_gym_step_names_a_bad_illegal_mode_once():
    # Env.gym_step's message said "illegal: illegal: expected ...".
    env = uno_env.Env("classic", 2, bots=[None, "random"], seed=1)
    with pytest.raises(UnoError) as e:
        env.gym_step(uno_env.DRAW, 0, "bogus", False)
    assert e.value.code == "illegal"
    assert str(e.value) == 'illegal: expected "raise", "ignore" or "lose", not "bogus"'


def test_wrong_seed_types_raise_and_leave_the_environment_usable():
    # docs/python.md: Python's own exceptions, and the environment goes on.
    import gymnasium

    from uno_env.gym import UnoGym
    from uno_env.pettingzoo import env as aec_env

    env = uno_env.Env("classic", 3, seed=5)
    before = snapshot(env)
    for bad, exc in (("1", TypeError), (1.5, TypeError), (-1, UnoError), (2**64, UnoError)):
        with pytest.raises(exc) as e:
            env.reset(bad)
        assert "seed" in str(e.value)
        assert snapshot(env) == before
    with pytest.raises(TypeError, match="argument 'seed'"):
        uno_env.Env("classic", 2, seed="1")
    with pytest.raises(UnoError) as e:
        uno_env.Env("classic", -1)
    assert e.value.code == "players"
    with pytest.raises(TypeError):
        uno_env.Bot("easy", seed="1")

    v = uno_env.VecEnv(4, "classic", 2, seed=1)
    obs, mask, agent = v.reset()
    for bad, exc in (("1", TypeError), (-1, UnoError)):
        with pytest.raises(exc):
            v.reset(bad)
    twin = uno_env.VecEnv(4, "classic", 2, seed=1)
    twin.reset()
    assert all(np.array_equal(x, y) for x, y in zip(v.legal(), twin.legal()))
    v.step(v.random_actions(np.random.default_rng(0)))

    g = UnoGym()
    g.reset(seed=1)
    for bad in ("1", 1.5, -1):
        with pytest.raises(gymnasium.error.Error):
            g.reset(seed=bad)
    assert g.step(int(np.flatnonzero(g.action_masks())[0]))[0].shape == (g.core.obs_size,)

    a = aec_env()
    a.reset(seed=1)
    for bad, exc in (("1", TypeError), (1.5, TypeError), (-1, UnoError), (np.int64(-2), UnoError)):
        with pytest.raises(exc) as e:
            a.reset(seed=bad)
        if exc is UnoError:
            assert e.value.code == "seed" and e.value.message == f"seed must be 0 or more, not {bad}"
    agent = a.agent_selection
    a.step(a.infos[agent]["legal_moves"][0])


# Every unsigned count or seed the extension takes, with a constructor or
# call that takes it: a negative value (or one past 2**64 - 1) is refused
# with UnoError whose code is the argument's name, and a message naming it
# with the value (it was Python's OverflowError, "can't convert negative
# int to unsigned", naming nothing).
NEGATIVE = [
    ("players", lambda v: uno_env.Env("classic", v)),
    ("seed", lambda v: uno_env.Env("classic", 2, seed=v)),
    ("history", lambda v: uno_env.Env("classic", 2, history=v)),
    ("max_actions", lambda v: uno_env.Env("classic", 2, max_actions=v)),
    ("num_envs", lambda v: uno_env.VecEnv(v)),
    ("players", lambda v: uno_env.VecEnv(2, players=v)),
    ("seed", lambda v: uno_env.VecEnv(2, seed=v)),
    ("threads", lambda v: uno_env.VecEnv(2, threads=v)),
    ("history", lambda v: uno_env.VecEnv(2, history=v)),
    ("max_actions", lambda v: uno_env.VecEnv(2, max_actions=v)),
    ("seed", lambda v: uno_env.Bot("easy", seed=v)),
    ("players", lambda v: uno_env.action_size("classic", v)),
    ("seed", lambda v: uno_env._core.trace_actions(["random", "random"], v)),
    ("players", lambda v: __import__("uno_env.gym").gym.UnoGym(players=v)),
    ("history", lambda v: __import__("uno_env.gym").gym.UnoGym(history=v)),
    ("max_actions", lambda v: __import__("uno_env.pettingzoo").pettingzoo.UnoAEC(max_actions=v)),
    ("players", lambda v: __import__("uno_env.pettingzoo").pettingzoo.UnoAEC(players=v)),
]


@pytest.mark.parametrize("name,make", NEGATIVE)
@pytest.mark.parametrize("value", [-1, -(2**70), 2**64])
def test_out_of_range_counts_and_seeds_are_refused_by_name(name, make, value):
    with pytest.raises(UnoError) as e:
        make(value)
    assert e.value.code == name
    assert e.value.message.startswith(f"{name} must be ")
    assert e.value.message.endswith(f"not {value}")


def test_out_of_range_scenario_arguments_and_methods_change_nothing(scenarios_dir):
    text = (scenarios_dir / "r08-wd4-challenge-guilty.json").read_text()
    for kw, code in ((dict(history=-1), "history"), (dict(max_actions=-5), "max_actions")):
        with pytest.raises(UnoError) as e:
            uno_env.Env.from_scenario(text, **kw)
        assert e.value.code == code
    env = uno_env.Env("classic", 3, bots=[None, "medium", "easy"], seed=5)
    before = snapshot(env)
    for call in (lambda: env.reset(-3), lambda: env.permute_hidden(0, -1),
                 lambda: env.gym_reset(-1, 0, False)):
        with pytest.raises(UnoError) as e:
            call()
        assert e.value.code == "seed" and "not -" in e.value.message
        assert snapshot(env) == before
    v = uno_env.VecEnv(3, "classic", 2, seed=4)
    twin = uno_env.VecEnv(3, "classic", 2, seed=4)
    with pytest.raises(UnoError) as e:
        v.reset(-1)
    assert e.value.code == "seed"
    a = v.random_actions(np.random.default_rng(0))
    for x, y in zip(v.step(a), twin.step(a)):
        assert np.array_equal(x, y)
    # The largest seed is a seed.
    uno_env.Env("classic", 2, seed=2**64 - 1).reset(2**64 - 1)



def test_preset_names_are_taken_as_the_command_line_takes_them():
    """A preset name in any case, with -, _ or spaces, is the preset
    (uno_core::rules::lookup, as `uno sim --rules Hello_Kitty`); the same
    seed deals the same game."""
    want = uno_env.Env("hello-kitty")
    want.reset(seed=7)
    for name in ["Hello_Kitty", "HELLO-KITTY", " hello kitty "]:
        env = uno_env.Env(name)
        env.reset(seed=7)
        assert snapshot(env) == snapshot(want), name
    # A rules text or dict keeps the file format's exact names (R14).
    with pytest.raises(UnoError) as e:
        uno_env.Env({"preset": "Hello_Kitty"})
    assert e.value.code == "unknown_preset"
