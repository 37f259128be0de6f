"""The vectorized API: shapes, masks, automatic reset, rewards, and the
same results for a seed whatever the number of threads."""

import numpy as np
import pytest

import uno_env


def run(v, steps, seed=0):
    rng = np.random.default_rng(seed)
    obs, mask, agent = v.reset()
    out = []
    for _ in range(steps):
        a = v.random_actions(rng)
        assert mask[np.arange(v.num_envs), a].all()
        step = v.step(a)
        obs, mask = step[0], step[1]
        out.append(tuple(x.copy() for x in step))
    return out


@pytest.mark.parametrize("players", [2, 4])
def test_threads_do_not_change_results(players):
    a = run(uno_env.VecEnv(64, "classic", players, seed=9, threads=1), 200)
    b = run(uno_env.VecEnv(64, "classic", players, seed=9, threads=3), 200)
    for x, y in zip(a, b):
        for p, q in zip(x, y):
            assert np.array_equal(p, q)


def test_shapes_rewards_and_autoreset():
    v = uno_env.VecEnv(32, {"preset": "classic", "house": ["jump_in"]}, 3, seed=2)
    obs, mask, agent = v.reset()
    assert obs.shape == (32, v.obs_size) and obs.dtype == np.float32
    assert mask.shape == (32, v.action_size) and mask.dtype == np.uint8
    rng = np.random.default_rng(0)
    finished = 0
    for _ in range(3000):
        obs, mask, rew, done, trunc, agent = v.step(v.random_actions(rng))
        assert rew.shape == (32, 3)
        assert not (done & trunc).any()
        done = done | trunc
        assert not rew[~done].any()
        if (done & ~trunc).any():
            r = rew[done & ~trunc]
            assert np.allclose(r.sum(axis=1), 0.0, atol=1e-5)
            assert np.allclose(r.max(axis=1), 1.0)
        finished += int(done.sum())
        # Every table waits for a decision after an automatic reset.
        assert (mask.sum(axis=1) > 0).all()
        # The agent's observation says it is its decision (or a chance).
        rows = np.arange(32)
        decision = obs[:, uno_env.OBS_DECISION : uno_env.OBS_DECISION + 9]
        assert (decision.sum(axis=1) == 1).all()
        assert (agent >= 0).all() and (agent < 3).all()
        del rows
    assert finished == v.episodes_done and finished > 20


def test_single_learner_against_bots():
    v = uno_env.VecEnv(16, "classic", 2, bots=[None, "random"], seed=4)
    obs, mask, agent = v.reset()
    rng = np.random.default_rng(0)
    for _ in range(500):
        obs, mask, rew, done, trunc, agent = v.step(v.random_actions(rng))
        assert (agent == 0).all()
    assert v.episodes_done > 10


def test_legal_matches_mask():
    v = uno_env.VecEnv(8, {"preset": "classic", "house": ["multi_play"]}, 2, seed=1)
    obs, mask, agent = v.reset()
    rng = np.random.default_rng(0)
    for _ in range(200):
        flat, off = v.legal()
        for i in range(8):
            assert np.array_equal(np.sort(flat[off[i] : off[i + 1]]), np.flatnonzero(mask[i]))
        obs, mask = v.step(v.random_actions(rng))[:2]


def test_truncation_at_max_actions():
    # Hello Kitty at 5 seats under uniformly random play can run very long.
    v = uno_env.VecEnv(4, "hello-kitty", 5, seed=0, max_actions=300)
    v.reset()
    rng = np.random.default_rng(0)
    truncated = 0
    for _ in range(400):
        obs, mask, rew, done, trunc, agent = v.step(v.random_actions(rng))
        assert not rew[trunc].any()
        truncated += int(trunc.sum())
    assert truncated > 0


@pytest.mark.parametrize("bots", [None, [None, "easy", "random"]])
def test_step_before_reset_plays_the_first_episodes(bots):
    # As Env is dealt when made, so is every table of a VecEnv: step(),
    # legal() and random_actions() before reset() used to see tables that
    # waited for nothing (step: "episode_over: table 0: the episode is
    # over"; random_actions: an IndexError on the empty legal lists).
    fresh = uno_env.VecEnv(16, "classic", 3, bots=bots, seed=4)
    twin = uno_env.VecEnv(16, "classic", 3, bots=bots, seed=4)
    obs, mask, agent = twin.reset()
    flat, offsets = fresh.legal()
    assert (np.diff(offsets) > 0).all()
    assert np.array_equal(fresh.state(), twin.state())
    for (f, o), (g, p) in zip([fresh.legal()], [twin.legal()]):
        assert np.array_equal(f, g) and np.array_equal(o, p)
    a = fresh.random_actions(np.random.default_rng(2))
    b = twin.random_actions(np.random.default_rng(2))
    assert np.array_equal(a, b)
    assert mask[np.arange(16), a].all()
    for x, y in zip(fresh.step(a), twin.step(b)):
        assert np.array_equal(x, y)


def vec_outputs(v):
    return [x.copy() for x in v.legal()] + [v.state()]


# (Not int8: indices run to 254 and more.)
@pytest.mark.parametrize("dtype", [np.int16, np.int32, np.int64, np.uint8,
                                   np.uint16, np.uint32, np.uint64, np.intp])
def test_step_takes_every_integer_dtype(dtype):
    a, b = uno_env.VecEnv(16, "classic", 3, seed=5), uno_env.VecEnv(16, "classic", 3, seed=5)
    rng = np.random.default_rng(2)
    for _ in range(50):
        acts = a.random_actions(rng)
        for x, y in zip(a.step(acts), b.step(acts.astype(dtype))):
            assert np.array_equal(x, y)
    # A list of ints is an integer array too.
    acts = a.random_actions(rng)
    for x, y in zip(a.step(acts), b.step([int(i) for i in acts])):
        assert np.array_equal(x, y)


@pytest.mark.parametrize("bad", [
    lambda acts: acts + 0.7,                     # 3.7 was played as 3
    lambda acts: acts.astype(np.float64),        # even whole floats
    lambda acts: acts.astype(np.float32),
    lambda acts: acts.astype(np.float16),
    lambda acts: acts > 1,                       # bool: True was played as 1
    lambda acts: acts.astype(object),
    lambda acts: acts.astype(np.complex64),
    lambda acts: [float(i) for i in acts],
])
def test_step_refuses_non_integer_actions_and_changes_nothing(bad):
    v, twin = uno_env.VecEnv(8, "classic", 2, seed=3), uno_env.VecEnv(8, "classic", 2, seed=3)
    acts = v.random_actions(np.random.default_rng(1))
    given = np.asarray(bad(acts))
    with pytest.raises(TypeError) as e:
        v.step(bad(acts))
    assert str(given.dtype) in str(e.value)
    assert "integer" in str(e.value)
    assert all(np.array_equal(x, y) for x, y in zip(vec_outputs(v), vec_outputs(twin)))
    for x, y in zip(v.step(acts), twin.step(acts)):
        assert np.array_equal(x, y)


def test_step_refuses_unsigned_indices_past_int64():
    # Cast to int64 they turned negative: "leave the table as it is".
    v = uno_env.VecEnv(2, "classic", 2, seed=1)
    acts = v.random_actions(np.random.default_rng(0)).astype(np.uint64)
    acts[1] = np.uint64(2**63 + 5)
    with pytest.raises(uno_env.UnoError) as e:
        v.step(acts)
    assert e.value.code == "actions" and str(2**63 + 5) in e.value.message
