"""Gymnasium's env checker and a few hundred random masked episodes."""

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import uno_env
from uno_env.gym import UnoGym


@pytest.mark.parametrize(
    "kw",
    [
        dict(rules="classic", players=2, opponents="random"),
        dict(rules="classic", players=4, opponents=["easy", "medium", "random"], seat=2),
        dict(rules={"preset": "classic", "house": ["jump_in", "stack_draw_two"]}, players=3, opponents="medium", obs="dict"),
        dict(rules="mario-kart", players=3, opponents="chaos", reward="place"),
        dict(rules={"preset": "classic", "scoring": {"target": 150}}, players=2, until="game", reward="points"),
    ],
)
def test_check_env(kw):
    # check_env steps with unmasked random actions: "ignore" them.
    check_env(UnoGym(illegal="ignore", **kw), skip_render_check=True)
    check_env(UnoGym(illegal="lose", **kw), skip_render_check=True)
    env = UnoGym(**kw)
    rng = np.random.default_rng(0)
    obs, info = env.reset(seed=1)
    rewards = []
    for _ in range(30):
        done = False
        while not done:
            legal = np.flatnonzero(info["action_mask"])
            assert np.array_equal(legal, np.flatnonzero(env.action_masks()))
            # Draw only when nothing else is legal (uniform random play
            # draws so often that it loses nearly every round).
            if len(legal) > 1:
                legal = legal[legal != uno_env.DRAW]
            obs, r, done, trunc, info = env.step(int(rng.choice(legal)))
            done = done or trunc
            assert env.observation_space.contains(obs)
        rewards.append(r)
        obs, info = env.reset()
    assert any(r > 0 for r in rewards) and len(set(rewards)) > 1, rewards


def test_win_rate_of_medium_policy_beats_random():
    # A built-in bot as a policy on the gym's table: medium beats random.
    env = UnoGym(rules="classic", players=2, opponents="random")
    bot = uno_env.Bot("medium", seed=1)
    wins = 0
    obs, info = env.reset(seed=5)
    for _ in range(300):
        done = False
        while not done:
            obs, r, done, _, info = env.step(bot.act(env.core))
        wins += r > 0
        obs, info = env.reset()
    assert wins / 300 > 0.55


def test_same_seed_same_episode():
    a, b = UnoGym(players=3), UnoGym(players=3)
    oa, _ = a.reset(seed=11)
    ob, _ = b.reset(seed=11)
    assert np.array_equal(oa, ob)
    rng = np.random.default_rng(0)
    for _ in range(50):
        act = int(rng.choice(np.flatnonzero(a.action_masks())))
        ra = a.step(act)
        rb = b.step(act)
        assert np.array_equal(ra[0], rb[0]) and ra[1:4] == rb[1:4]
        if ra[2]:
            break


def test_illegal_actions():
    env = UnoGym(players=2)
    obs, info = env.reset(seed=3)
    illegal = int(np.flatnonzero(~info["action_mask"])[0])
    with pytest.raises(uno_env.UnoError):
        env.step(illegal)
    assert np.array_equal(env.reset(seed=3)[0], obs)
    env = UnoGym(players=2, illegal="ignore")
    obs, info = env.reset(seed=3)
    o2, r, term, trunc, info2 = env.step(illegal)
    assert np.array_equal(o2, obs) and r == 0 and not term and info2["illegal"]
    env = UnoGym(players=2, illegal="lose")
    env.reset(seed=3)
    o2, r, term, trunc, info2 = env.step(illegal)
    assert r == -1 and term
