"""The evidence block (``evidence=True``, docs/python.md "Observation"):
what each learner seat remembers of the others, kept from the events
projected for it. Its size and place, what a draw at a turn writes into
it (R5, R6.1), that it holds nothing hidden (a re-deal of the hidden
cards leaves it as it is), that copies and pickles keep it, and that
PettingZoo's and Gymnasium's checkers pass with it."""

import copy
import pickle
import warnings

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test

import uno_env
from uno_env.gym import UnoGym
from uno_env.pettingzoo import env as make_env

BASE = uno_env.OBS_BASE
PER = uno_env.EVIDENCE_PER_SEAT


def part(obs, slot):
    """The evidence of the seat ``slot`` places clockwise (1..9)."""
    start = BASE + (slot - 1) * PER
    return obs[start : start + PER]


def test_sizes_and_the_default():
    assert uno_env.EVIDENCE_LEN == 9 * PER
    plain = uno_env.Env("classic", 3, seed=1)
    ev = uno_env.Env("classic", 3, seed=1, evidence=True)
    assert (plain.evidence, ev.evidence) == (False, True)
    assert plain.obs_size == BASE
    assert ev.obs_size == BASE + uno_env.EVIDENCE_LEN
    # The block comes after the base and the history.
    h = uno_env.Env("classic", 3, seed=1, history=2, evidence=True)
    assert h.obs_size == BASE + 2 * 64 + uno_env.EVIDENCE_LEN
    v = uno_env.VecEnv(3, players=4, seed=2, evidence=True)
    obs, _, _ = v.reset()
    assert obs.shape == (3, BASE + uno_env.EVIDENCE_LEN) == (3, v.obs_size)
    # The base is the same with or without the block.
    seat, _ = ev.decision()
    assert np.array_equal(plain.observe(seat), ev.observe(seat)[:BASE])
    # At the start of a round nothing is known yet but the prior bluff
    # rate of every other seat; the slots beyond the table stay zero.
    first = ev.observe(seat)
    for k in (1, 2):
        p = part(first, k)
        assert p[uno_env.EV_BLUFF] == pytest.approx(1 / 6)
        assert not p[: uno_env.EV_BLUFF].any()
    for k in range(3, 10):
        assert not part(first, k).any()


def color_in_play(obs):
    c = obs[uno_env.OBS_COLOR : uno_env.OBS_COLOR + 4]
    return int(np.argmax(c)) if c.any() else None


def test_a_draw_at_a_turn_marks_the_colour_in_play_as_lacking():
    """R5/R6.1: a seat that draws at its turn rather than play shows it
    probably holds no card of the colour in play; every other seat's block
    says so in that seat's slot (1/2 while the card it drew may be of that
    colour, 1 once it is known unplayable)."""
    marked = 0
    for seed in range(40):
        env = uno_env.Env("classic", 3, seed=seed, evidence=True)
        rng = np.random.default_rng(seed)
        while not env.done and marked <= seed:
            seat, offer = env.decision()
            legal = env.legal_actions()
            obs = env.observe(seat)
            c = color_in_play(obs)
            if not offer and uno_env.DRAW in legal and c is not None and len(legal) > 1:
                env.step(uno_env.DRAW)
                if not env.done and env.decision() == (seat, False) and uno_env.PASS in env.legal_actions():
                    env.step(uno_env.PASS)
                if env.done:
                    break
                for other in range(3):
                    if other == seat:
                        continue
                    p = part(env.observe(other), (seat - other) % 3)
                    assert p[uno_env.EV_LACKS + c] in (0.5, 1.0), (seed, seat, other, c, p)
                marked += 1
                continue
            env.step(int(rng.choice(legal)))
    assert marked >= 20


CASES = [
    ("classic", 2),
    ("classic", 4),
    ({"preset": "classic", "house": ["jump_in", "seven_swap", "stack_draw_two"]}, 3),
    ("mario-kart", 3),
]


@pytest.mark.parametrize("rules,players", CASES)
def test_the_block_holds_nothing_hidden(rules, players):
    """Two games differing only in hidden cards give the seat the same
    observation, its evidence block included, at every decision; and the
    block is in use (some part of it is set)."""
    rng = np.random.default_rng(players)
    compared = used = 0
    for seed in range(3):
        env = uno_env.Env(rules, players, seed=seed, max_actions=1500, evidence=True)
        k = 0
        while not env.done:
            seat, _ = env.decision()
            k += 1
            twin = env.permute_hidden(seat, 1000 * seed + k)
            o = env.observe(seat)
            assert np.array_equal(o, twin.observe(seat))
            compared += 1
            block = o[BASE:].reshape(9, PER)[:, : uno_env.EV_BLUFF]
            used += bool(block.any())
            env.step(int(rng.choice(env.legal_actions())))
    assert compared > 50 and used > compared // 4


def play(env, rng, steps):
    for _ in range(steps):
        if env.done:
            break
        env.step(int(rng.choice(env.legal_actions())))


@pytest.mark.parametrize("bots", [None, [None, "medium", "easy"]])
@pytest.mark.parametrize("how", ["deepcopy", "pickle"])
def test_copies_and_pickles_keep_the_block(bots, how):
    # A position some way into a round (a seed whose round lasts).
    for seed in range(50):
        env = uno_env.Env("classic", 3, bots=bots, seed=seed, evidence=True)
        play(env, np.random.default_rng(1), 12)
        if not env.done:
            break
    assert not env.done
    twin = copy.deepcopy(env) if how == "deepcopy" else pickle.loads(pickle.dumps(env))
    assert twin.evidence
    for s in range(3):
        assert np.array_equal(env.observe(s), twin.observe(s))
    # Both play on alike, the same observations throughout.
    rng = np.random.default_rng(7)
    while not env.done:
        a = int(rng.choice(env.legal_actions()))
        env.step(a)
        twin.step(a)
        for s in range(3):
            assert np.array_equal(env.observe(s), twin.observe(s))
    assert twin.done


def test_pettingzoo_api_test_with_the_block():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(make_env(rules="classic", players=3, evidence=True), num_cycles=300)


def test_gymnasium_check_env_with_the_block():
    env = UnoGym(rules="classic", players=4, opponents="medium", evidence=True)
    check_env(env, skip_render_check=True)
    obs, _ = env.reset(seed=3)
    assert obs.shape == (BASE + uno_env.EVIDENCE_LEN,)
