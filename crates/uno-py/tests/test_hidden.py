"""Observations hold only what the seat may see (the engine's
Observation): two games differing only in hidden cards (the other hands
and the draw pile, re-dealt by the engine's `permute_hidden`) give the
seat identical observations and masks, at every decision of many rounds,
out-of-turn chances included. As the bots' test (uno-bots tests/hidden.rs)
does for bots."""

import numpy as np
import pytest

import uno_env

CASES = [
    ("classic", 2),
    ("classic", 4),
    ({"preset": "classic", "house": ["jump_in", "seven_swap", "stack_draw_two"]}, 3),
    ({"preset": "classic", "house": ["multi_play"]}, 2),
    ("mario-kart", 3),
    ("hello-kitty", 5),
    ("shuffle-hands", 4),
]


@pytest.mark.parametrize("rules,players", CASES)
def test_hidden_cards_do_not_change_the_observation(rules, players):
    rng = np.random.default_rng(players)
    compared = differed = 0
    for seed in range(4):
        env = uno_env.Env(rules, players, seed=seed, history=3, max_actions=1500)
        k = 0
        while not env.done:
            seat, _ = env.decision()
            k += 1
            twin = env.permute_hidden(seat, 1000 * seed + k)
            assert np.array_equal(env.observe(seat), twin.observe(seat))
            assert np.array_equal(env.action_mask(seat), twin.action_mask(seat))
            assert twin.decision() == env.decision()
            compared += 1
            # The re-deal really changed hidden cards: some other seat's
            # own observation differs (so the test above can fail).
            other = (seat + 1) % players
            if not np.array_equal(env.observe(other), twin.observe(other)):
                differed += 1
            env.step(int(rng.choice(env.legal_actions())))
    assert compared > 50
    assert differed > compared // 2


def test_observation_shows_own_hand_and_public_sizes():
    env = uno_env.Env("classic", 4, seed=9)
    seat, _ = env.decision()
    o = env.observe(seat)
    view = env.view(seat)
    assert o[uno_env.OBS_HAND : uno_env.OBS_HAND + 64].sum() == len(view["hand"])
    sizes = o[uno_env.OBS_HAND_SIZES : uno_env.OBS_HAND_SIZES + 10]
    # Relative order: slot k is the seat k places clockwise.
    for k in range(4):
        assert sizes[k] == view["hand_sizes"][(seat + k) % 4]
    assert sizes[4:].sum() == 0
    assert o[uno_env.OBS_TOP : uno_env.OBS_TOP + 64].sum() == 1


def test_playable_and_colour_count_features():
    # OBS_PLAYABLE marks the hand's card types that an ordinary turn may
    # play: exactly those with a legal play action in the mask (classic:
    # one action per card type, colour named for wilds, UNO call or not).
    # OBS_HAND_COLORS counts the hand by colour, wilds last.
    rng = np.random.default_rng(1)
    turns = 0
    for seed in range(6):
        env = uno_env.Env("classic", 3, seed=seed)
        while not env.done:
            seat, offer = env.decision()
            o = env.observe(seat)
            hand = o[uno_env.OBS_HAND : uno_env.OBS_HAND + 64]
            playable = o[uno_env.OBS_PLAYABLE : uno_env.OBS_PLAYABLE + 64]
            colours = o[uno_env.OBS_HAND_COLORS : uno_env.OBS_HAND_COLORS + 5]
            assert colours.sum() == hand.sum()
            for k in range(4):
                assert colours[k] == hand[13 * k : 13 * k + 13].sum()
            assert colours[4] == hand[52:].sum()
            assert set(np.flatnonzero(playable)) <= set(np.flatnonzero(hand))
            if not offer and o[uno_env.OBS_DECISION] == 1:
                turns += 1
                mask = env.action_mask(seat)
                for c in range(52):
                    assert bool(playable[c]) == bool(mask[2 * c] or mask[2 * c + 1]), c
                for w in range(12):
                    base = 104 + 10 * w
                    assert bool(playable[52 + w]) == bool(mask[base : base + 10].any()), w
            env.step(int(rng.choice(env.legal_actions())))
    assert turns > 100
