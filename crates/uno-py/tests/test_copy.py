"""`copy.deepcopy`, `copy.copy` and `pickle` of the environments (`Env`,
`UnoGym`, the PettingZoo environment, wrapped or not): the copy plays on
exactly as the original, bots (and their random streams) included: the
same observations, masks, rewards and endings for the same actions, over
the end of the episode and the next ones. Tree search copies environments,
vector wrappers pickle them."""

import copy
import pickle

import gymnasium
import numpy as np
import pytest

import uno_env
from uno_env import UnoError
from uno_env.gym import UnoGym
from uno_env.pettingzoo import UnoAEC, env as aec_env

COPIES = {
    "deepcopy": copy.deepcopy,
    "pickle": lambda x: pickle.loads(pickle.dumps(x)),
}
# `Env` shares nothing with a copy, so its `copy.copy` is a whole copy too.
# (`UnoGym` and `UnoAEC` are Python objects: `copy.copy` is Python's
# shallow copy, which shares their table; docs/python.md says so.)
ENV_COPIES = {**COPIES, "copy": copy.copy}


def table_state(e):
    """Everything a caller can see of a table."""
    n = e.players
    return (
        [e.observe(s).tobytes() for s in range(n)],
        [e.action_mask(s).tobytes() for s in range(n)],
        [e.state(s).tobytes() for s in range(n)],
        e.decision(),
        e.actions,
        e.done,
        e.truncated,
        e.rewards(),
        e.seed,
    )


def play_env_side_by_side(tables, rng, steps):
    """Random legal actions (out-of-turn chances included), the same on
    every table; reset (no seed: each table derives the next seed) at the
    end of an episode. Returns the episodes played."""
    episodes = 0
    for _ in range(steps):
        states = [table_state(t) for t in tables]
        assert all(s == states[0] for s in states[1:])
        if tables[0].done:
            for t in tables:
                t.reset()
            episodes += 1
            continue
        a = int(rng.choice(tables[0].legal_actions()))
        for t in tables:
            t.step(a)
    return episodes


ENV_CASES = [
    # (`hard` searches, far slower than these in the test build.)
    dict(rules="classic", players=3, bots=[None, "chaos", "medium"]),
    dict(rules="classic", players=2, bots=[None, "learned"]),
    dict(rules={"preset": "classic", "house": ["jump_in", "seven_swap", "stack_draw_two"]},
         players=4, bots=[None, "easy", None, "chaos"]),
    dict(rules={"preset": "classic", "teams": "pairs"}, players=4, bots=[None, "medium", None, "easy"],
         reward="points"),
    dict(rules={"preset": "classic", "scoring": {"target": 100}}, players=3,
         bots=[None, "random", "medium"], until="game", reward="place"),
    dict(rules="mario-kart", players=3, history=4, max_actions=300),
    dict(rules="classic", players=2, bots=[None, "random"], max_actions=25),
]


@pytest.mark.parametrize("how", sorted(ENV_COPIES))
@pytest.mark.parametrize("kw", ENV_CASES)
def test_env_copy_plays_on_as_the_original(kw, how):
    rng = np.random.default_rng(5)
    env = uno_env.Env(seed=11, **kw)
    # Into the episode (and past the first episode's end for some).
    play_env_side_by_side([env], rng, 40)
    twin = ENV_COPIES[how](env)
    assert twin is not env
    assert table_state(twin) == table_state(env)
    episodes = play_env_side_by_side([env, twin], rng, 400)
    assert episodes >= 1
    # The copy is a table of its own: stepping one leaves the other.
    if not env.done:
        before = table_state(twin)
        env.step(env.legal_actions()[0])
        assert table_state(twin) == before


@pytest.mark.parametrize("how", sorted(ENV_COPIES))
def test_a_copy_with_bots_is_not_a_fresh_table(how):
    # The bots' streams matter: a table dealt afresh from the same seed,
    # then given the same learner actions, is the same table too (that is
    # how a copy is made); a table whose bots were seeded otherwise is not.
    rng = np.random.default_rng(3)
    kw = dict(rules="classic", players=4, bots=[None, "random", "random", "random"])
    env = uno_env.Env(seed=7, **kw)
    other = uno_env.Env(seed=8, **kw)
    play_env_side_by_side([env], rng, 30)
    twin = ENV_COPIES[how](env)
    assert table_state(twin) == table_state(env)
    assert table_state(other) != table_state(env)


def test_scenario_table_copies(scenarios_dir):
    text = (scenarios_dir / "r08-wd4-challenge-guilty.json").read_text()
    rng = np.random.default_rng(2)
    env = uno_env.Env.from_scenario(text, bots=None)
    twin = pickle.loads(pickle.dumps(env))
    deep = copy.deepcopy(env)
    assert table_state(twin) == table_state(env) == table_state(deep)
    play_env_side_by_side([env, twin, deep], rng, 200)


def test_illegal_lose_and_forfeit_are_copied():
    rng = np.random.default_rng(4)
    env = uno_env.Env("classic", 3, bots=[None, "medium", "easy"], seed=2)
    play_env_side_by_side([env], rng, 5)
    assert env.forfeit() is not None
    for how in ENV_COPIES.values():
        twin = how(env)
        assert table_state(twin) == table_state(env)
        assert twin.rewards() == env.rewards() and twin.done
        with pytest.raises(UnoError) as e:
            twin.step(0)
        assert e.value.code == "episode_over"


def test_permuted_table_deep_copies_but_does_not_pickle():
    env = uno_env.Env("classic", 3, seed=1)
    p = env.permute_hidden(0, 5)
    assert table_state(copy.deepcopy(p)) == table_state(p)
    with pytest.raises(TypeError, match="permute_hidden"):
        pickle.dumps(p)


def test_a_pickle_that_does_not_replay_is_refused():
    # A pickle is the table's making, seed and actions, with a digest of
    # the position: a table made again elsewhere that is not there (a
    # build whose engine deals otherwise) is refused, not a silent other
    # game. Simulated by changing the recorded seed or actions.
    env = uno_env.Env("classic", 3, bots=[None, "medium", "medium"], seed=3)
    rng = np.random.default_rng(0)
    play_env_side_by_side([env], rng, 6)
    make, (state,) = env.__reduce__()
    assert make(dict(state)) is not None
    for change in (dict(seed=state["seed"] + 1), dict(digest=state["digest"] ^ 1),
                   dict(format="uno_env.Env/0")):
        with pytest.raises(UnoError) as e:
            make({**state, **change})
        assert e.value.code == "state", change
    if state["steps"]:
        with pytest.raises(UnoError) as e:
            make({**state, "steps": state["steps"][:-1]})
        assert e.value.code == "state"


def same_obs(a, b):
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(np.array_equal(a[k], b[k]) for k in a)
    return np.array_equal(a, b)


def play_gym_side_by_side(envs, rng, steps):
    episodes = 0
    for _ in range(steps):
        mask = envs[0].action_masks()
        for g in envs[1:]:
            assert np.array_equal(g.action_masks(), mask)
        a = int(rng.choice(np.flatnonzero(mask)))
        outs = [g.step(a) for g in envs]
        for o in outs[1:]:
            assert same_obs(o[0], outs[0][0])
            assert o[1:4] == outs[0][1:4]
            assert np.array_equal(o[4]["action_mask"], outs[0][4]["action_mask"])
            assert o[4]["offer"] == outs[0][4]["offer"]
        if outs[0][2] or outs[0][3]:
            # No seed: each draws it from its own np_random, which is copied.
            resets = [g.reset() for g in envs]
            for r in resets[1:]:
                assert same_obs(r[0], resets[0][0])
            episodes += 1
    return episodes


@pytest.mark.parametrize("how", sorted(COPIES))
@pytest.mark.parametrize("kw", [
    dict(players=3, opponents=["chaos", "medium"]),
    dict(players=4, opponents="learned", seat=2, obs="dict"),
    dict(players=4, opponents=["medium", "easy", "random"], teams="pairs", reward="points"),
    dict(rules={"preset": "classic", "house": ["jump_in"]}, players=3, opponents="chaos", illegal="ignore"),
])
def test_gym_copy_plays_on_as_the_original(kw, how):
    rng = np.random.default_rng(8)
    g = UnoGym(**kw)
    g.reset(seed=3)
    play_gym_side_by_side([g], rng, 30)
    twin = COPIES[how](g)
    assert isinstance(twin, UnoGym) and twin.core is not g.core
    assert play_gym_side_by_side([g, twin], rng, 600) >= 2


def test_gym_made_by_gymnasium_copies():
    rng = np.random.default_rng(1)
    g = gymnasium.make(uno_env.GYM_ID, players=3, opponents="medium")
    g.reset(seed=1)
    twin = copy.deepcopy(g)
    pickled = pickle.loads(pickle.dumps(g))
    assert twin.spec.id == pickled.spec.id == uno_env.GYM_ID
    envs = [g, twin, pickled]
    for _ in range(300):
        mask = g.unwrapped.action_masks()
        a = int(rng.choice(np.flatnonzero(mask)))
        outs = [e.step(a) for e in envs]
        for o in outs[1:]:
            assert np.array_equal(o[0], outs[0][0]) and o[1:4] == outs[0][1:4]
        if outs[0][2] or outs[0][3]:
            for e in envs:
                e.reset()


def aec_view(e):
    u = e.unwrapped
    if not u.agents:
        return (u.rewards, u._cumulative_rewards, u.terminations, u.truncations)
    agent = e.agent_selection
    obs, rew, term, trunc, info = e.last()
    return (
        agent,
        {k: v.tobytes() for k, v in obs.items()},
        rew, term, trunc,
        {a: dict(i) for a, i in u.infos.items()},
        dict(u._cumulative_rewards),
        list(u.agents),
    )


def play_aec_side_by_side(envs, rng, steps):
    episodes = 0
    for _ in range(steps):
        views = [aec_view(e) for e in envs]
        assert all(v == views[0] for v in views[1:])
        if not envs[0].agents:
            for e in envs:
                e.reset()
            episodes += 1
            continue
        obs, _, term, trunc, info = envs[0].last()
        a = None if term or trunc else int(rng.choice(info["legal_moves"]))
        for e in envs:
            e.step(a)
    return episodes


@pytest.mark.parametrize("how", sorted(COPIES))
@pytest.mark.parametrize("make", [
    lambda: aec_env(players=4),
    lambda: aec_env(rules={"preset": "classic", "house": ["jump_in"]}, players=3, reuse_obs=True,
                    max_actions=300),
    lambda: UnoAEC(players=2, illegal="ignore"),
])
def test_pettingzoo_copy_plays_on_as_the_original(make, how):
    rng = np.random.default_rng(6)
    e = make()
    e.reset(seed=4)
    play_aec_side_by_side([e], rng, 25)
    twin = COPIES[how](e)
    assert type(twin) is type(e) and twin.unwrapped.core is not e.unwrapped.core
    # The seat infos the engine fills are the same dicts as `infos`.
    u = twin.unwrapped
    assert all(u._info_list[i] is u.infos[a] for i, a in enumerate(u.possible_agents))
    if u._reuse is not None:
        assert u._reuse["observation"] is not e.unwrapped._reuse["observation"]
    assert play_aec_side_by_side([e, twin], rng, 2000) >= 1


def test_vec_env_is_not_picklable():
    # Its tables do not record their actions (the cost would be every
    # table's): refused as Python refuses what it cannot pickle.
    v = uno_env.VecEnv(2, "classic", 2)
    with pytest.raises(TypeError):
        pickle.dumps(v)
    with pytest.raises(TypeError):
        copy.deepcopy(v)


def test_gymnasium_async_vector_env_takes_pickled_environments():
    # AsyncVectorEnv with the "spawn" start method pickles each env_fns
    # closure (cloudpickle), here with an environment already under way:
    # each worker's copy plays on as the original.
    g = UnoGym(players=3, opponents="medium")
    g.reset(seed=5)
    g.step(int(np.flatnonzero(g.action_masks())[0]))
    twin = copy.deepcopy(g)
    v = gymnasium.vector.AsyncVectorEnv([lambda: g, lambda: twin], context="spawn")
    try:
        for k in range(200):
            m = g.action_masks()
            a = int(np.flatnonzero(m)[k % int(m.sum())])
            obs, rew, term, trunc, info = v.step(np.array([a, a]))
            want = g.step(a)
            assert np.array_equal(obs[0], want[0]) and np.array_equal(obs[1], want[0])
            assert rew[0] == rew[1] == want[1]
            if want[2] or want[3]:
                break
        assert term[0] or trunc[0]
    finally:
        v.close()
