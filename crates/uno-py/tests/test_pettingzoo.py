"""PettingZoo's own API test and seed test, for several rule sets and
seat counts, and the out-of-turn chances as extra agent turns."""

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test

import uno_env
from uno_env.pettingzoo import UnoAEC, env as make_env

CASES = [
    dict(rules="classic", players=2),
    dict(rules="classic", players=4, reward="place"),
    dict(rules={"preset": "classic", "house": ["jump_in", "seven_swap", "stack_draw_two"]}, players=3),
    dict(rules="mario-kart", players=5, reward="points"),
    dict(rules={"preset": "classic", "scoring": {"target": 100}}, players=3, until="game"),
    dict(rules="killer", players=10),
]


@pytest.mark.parametrize("kw", CASES)
def test_api(kw):
    api_test(make_env(**kw), num_cycles=300)


@pytest.mark.parametrize("kw", CASES[:4])
def test_seed(kw):
    seed_test(lambda: make_env(**kw), num_cycles=300)


def play(env, rng):
    env.reset(seed=7)
    offers = 0
    for agent in env.agent_iter():
        obs, reward, term, trunc, info = env.last()
        if term or trunc:
            env.step(None)
            continue
        offers += bool(info.get("offer"))
        legal = np.flatnonzero(obs["action_mask"])
        env.step(int(rng.choice(legal)))
    return offers


def test_out_of_turn_chances_are_agent_turns():
    # Jump-ins and catches are offered as extra turns with DECLINE.
    env = UnoAEC(rules={"preset": "classic", "house": ["jump_in"]}, players=4)
    rng = np.random.default_rng(3)
    total = 0
    for _ in range(5):
        total += play(env, rng)
    assert total > 0


def test_rewards_are_zero_sum_and_the_winner_gets_one():
    rng = np.random.default_rng(4)
    for players in (2, 3, 6):
        env = UnoAEC(rules="classic", players=players)
        for _ in range(3):
            env.reset(seed=int(rng.integers(1 << 30)))
            final = {}
            for agent in env.agent_iter():
                obs, reward, term, trunc, info = env.last()
                if term or trunc:
                    final[agent] = reward
                    env.step(None)
                    continue
                env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            values = sorted(final.values())
            assert len(values) == players
            assert abs(sum(values)) < 1e-5
            assert values[-1] == pytest.approx(1.0)
            assert values[0] == pytest.approx(-1.0 / (players - 1))
