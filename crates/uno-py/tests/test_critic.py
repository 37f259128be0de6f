"""The privileged state (`VecEnv.state`, `Env.state`: every other hand and
the draw pile, for a critic that sees every hand while training) and the
trainer's `--critic perfect`, whose exported policy must be the same file
as `--critic obs`'s: no trace of the critic, loadable by the Rust bot."""

import numpy as np
import pytest

import uno_env

T = 64  # card types
M64 = (1 << 64) - 1


def mix(seed: int, stream: int) -> int:
    """`table::mix` (splitmix64): VecEnv table i's first episode is seeded
    mix(mix(seed, i), 0)."""
    z = (seed ^ (stream * 0x9E3779B97F4A7C15)) & M64
    z = (z + 0x9E3779B97F4A7C15) & M64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
    return z ^ (z >> 31)


def hidden_from_observations(env: uno_env.Env, seat: int) -> np.ndarray:
    """The state computed another way: each other seat's hand from that
    seat's own observation, the draw pile as the deck less every hand and
    the discard pile."""
    n = env.players
    out = np.zeros(uno_env.STATE_SIZE, np.float32)
    for k in range(1, n):
        o = env.observe((seat + k) % n)
        out[uno_env.STATE_HANDS + (k - 1) * T : uno_env.STATE_HANDS + k * T] = o[
            uno_env.OBS_HAND : uno_env.OBS_HAND + T
        ]
    return out


CASES = [
    ("classic", 2),
    ("classic", 4),
    ({"preset": "classic", "house": ["seven_swap", "stack_draw_two"]}, 3),
    ("classic", 10),
]


def test_layout_constants():
    assert uno_env.STATE_HANDS == 0
    assert uno_env.STATE_DRAW == 9 * T
    assert uno_env.STATE_DRAW_SIZE == uno_env.STATE_DRAW + T
    assert uno_env.STATE_SIZE == uno_env.STATE_DRAW_SIZE + 1
    v = uno_env.VecEnv(2, players=3)
    assert v.state_size == uno_env.STATE_SIZE
    assert uno_env.Env("classic", 2).state_size == uno_env.STATE_SIZE


@pytest.mark.parametrize("rules,players", CASES)
def test_state_is_every_other_hand_and_the_draw_pile(rules, players):
    rng = np.random.default_rng(players)
    checked = 0
    for seed in range(3):
        env = uno_env.Env(rules, players, seed=seed, max_actions=1500)
        deck = None
        while not env.done:
            seat, _ = env.decision()
            s = env.state(seat)
            o = env.observe(seat)
            want = hidden_from_observations(env, seat)
            hands = slice(uno_env.STATE_HANDS, uno_env.STATE_DRAW)
            assert np.array_equal(s[hands], want[hands])
            # Slots of seats not at the table are empty.
            assert s[uno_env.STATE_HANDS + (players - 1) * T : uno_env.STATE_DRAW].sum() == 0
            # Each hidden hand's size is the public one (slot k: k clockwise).
            for k in range(1, players):
                size = s[uno_env.STATE_HANDS + (k - 1) * T : uno_env.STATE_HANDS + k * T].sum()
                assert size == o[uno_env.OBS_HAND_SIZES + k]
            draw = s[uno_env.STATE_DRAW : uno_env.STATE_DRAW + T]
            assert draw.sum() == s[uno_env.STATE_DRAW_SIZE] == o[uno_env.OBS_DRAW_PILE]
            # Every card is somewhere: own hand, other hands, discards,
            # draw pile; the total per type never changes in a round.
            total = (
                o[uno_env.OBS_HAND : uno_env.OBS_HAND + T]
                + s[hands].reshape(9, T).sum(0)
                + o[uno_env.OBS_DISCARD : uno_env.OBS_DISCARD + T]
                + draw
            )
            if deck is None:
                deck = total
            assert np.array_equal(total, deck)
            checked += 1
            env.step(int(rng.choice(env.legal_actions())))
        assert deck.sum() == 108  # the classic deck
    assert checked > 50


@pytest.mark.parametrize("players", [2, 4])
def test_vecenv_state_matches_each_table(players):
    """VecEnv.state()[i] is table i's state for the seat it waits for
    (checked against an Env dealt the same episode, stepped alike)."""
    n, seed = 5, 7
    vec = uno_env.VecEnv(n, players=players, seed=seed)
    _, _, agent = vec.reset()
    envs = [uno_env.Env("classic", players, seed=mix(mix(seed, i), 0)) for i in range(n)]
    live = np.ones(n, bool)
    rng = np.random.default_rng(0)
    steps = 0
    while live.any() and steps < 400:
        s = vec.state()
        assert s.shape == (n, uno_env.STATE_SIZE) and s.dtype == np.float32
        acts = np.full(n, -1, np.int64)
        for i in np.nonzero(live)[0]:
            seat, _ = envs[i].decision()
            assert seat == agent[i]
            assert np.array_equal(s[i], envs[i].state(seat))
            acts[i] = int(rng.choice(envs[i].legal_actions()))
            envs[i].step(int(acts[i]))
        _, _, _, term, trunc, agent = vec.step(acts)
        live &= ~(term | trunc)
        for i in np.nonzero(live)[0]:
            assert not envs[i].done
        steps += 1
    assert steps > 20


def test_hidden_cards_change_the_state_not_the_observation():
    rng = np.random.default_rng(3)
    compared = differed = 0
    for seed in range(3):
        env = uno_env.Env("classic", 3, seed=seed)
        k = 0
        while not env.done:
            seat, _ = env.decision()
            k += 1
            twin = env.permute_hidden(seat, 100 * seed + k)
            assert np.array_equal(env.observe(seat), twin.observe(seat))
            a, b = env.state(seat), twin.state(seat)
            # Re-dealt: the same sizes, other cards.
            for j in range(2):
                sl = slice(j * T, (j + 1) * T)
                assert a[sl].sum() == b[sl].sum()
            assert a[uno_env.STATE_DRAW_SIZE] == b[uno_env.STATE_DRAW_SIZE]
            compared += 1
            differed += not np.array_equal(a, b)
            env.step(int(rng.choice(env.legal_actions())))
    assert compared > 30
    assert differed > compared * 0.9


def test_state_is_not_in_the_observation_or_the_step():
    """The step's outputs are what they were (no array of state_size) and
    the observation has the same width as without a critic."""
    v = uno_env.VecEnv(3, players=2)
    out = v.reset()
    assert [x.shape[-1] for x in out[:2]] == [v.obs_size, v.action_size]
    out = v.step(v.random_actions(np.random.default_rng(0)))
    assert all(x.shape[-1] != v.state_size for x in out if x.ndim == 2)
    assert v.obs_size == uno_env.OBS_BASE
