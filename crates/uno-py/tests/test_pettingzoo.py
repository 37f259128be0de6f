"""PettingZoo's own API test and seed test, for several rule sets and
seat counts, and the out-of-turn chances as extra agent turns."""

import warnings

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


@pytest.mark.parametrize("kw", CASES + [dict(rules="classic", players=3, reuse_obs=True)])
def test_api(kw):
    api_test(make_env(**kw), num_cycles=300)


def test_api_with_default_arguments():
    # Issue 20: PettingZoo's checker, exactly as its docs call it.
    api_test(make_env())
    api_test(UnoAEC())


@pytest.mark.parametrize("wrapped", [False, True])
def test_illegal_action_loses_by_default(wrapped):
    # As PettingZoo's classic environments: the offender -1, the others 0,
    # every agent terminated.
    env = make_env(players=3) if wrapped else UnoAEC(players=3)
    env.reset(seed=5)
    offender = env.agent_selection
    mask = env.observe(offender)["action_mask"]
    env.step(int(np.flatnonzero(mask == 0)[0]))
    assert env.unwrapped.rewards == {a: (-1.0 if a == offender else 0.0) for a in env.possible_agents}
    assert all(env.terminations.values()) and not any(env.truncations.values())
    assert env.infos[offender]["illegal"]
    assert env.unwrapped.core.done
    assert env.unwrapped.core.rewards()[env.possible_agents.index(offender)] == -1.0
    # Every agent sees its final reward in last(), then steps out.
    seen = {}
    for agent in env.agent_iter(100):
        obs, reward, term, trunc, info = env.last()
        assert term and not trunc and info["legal_moves"] == []
        assert not obs["action_mask"].any()
        seen[agent] = reward
        env.step(None)
    assert env.agents == [] and seen == {a: (-1.0 if a == offender else 0.0) for a in env.possible_agents}
    # A new episode is a normal one.
    env.reset(seed=6)
    assert not any(env.terminations.values()) and env.unwrapped.core.rewards() == [0.0] * 3
    # An index outside the action space counts as illegal too.
    env.step(10**9)
    assert all(env.terminations.values())


def test_illegal_action_raise_and_ignore():
    env = UnoAEC(players=3, illegal="ignore")
    env.reset(seed=5)
    agent = env.agent_selection
    before = env.observe(agent)
    illegal = int(np.flatnonzero(before["action_mask"] == 0)[0])
    env.step(illegal)
    # Nothing changed: the same agent decides the same decision.
    assert env.agent_selection == agent and not any(env.terminations.values())
    assert env.infos[agent]["illegal"] and env.rewards[agent] == 0
    after = env.observe(agent)
    assert np.array_equal(after["observation"], before["observation"])
    assert np.array_equal(after["action_mask"], before["action_mask"])
    env.step(int(np.flatnonzero(after["action_mask"])[0]))
    assert env.core.actions == 1
    env = UnoAEC(players=3, illegal="raise")
    env.reset(seed=5)
    with pytest.raises(uno_env.UnoError):
        env.step(illegal)
    assert env.agent_selection == agent and not any(env.terminations.values())
    with pytest.raises(uno_env.UnoError):
        UnoAEC(illegal="never")


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


def reference_trajectory(kw, seed, choose):
    """The decisions, masks and rewards of one episode taken through the
    plain engine API (step, decision, observe, action_mask, rewards)."""
    env = UnoAEC(**kw)
    env.reset(seed=seed)
    core = env.core
    out = []
    while (d := core.decision()) is not None:
        seat, offer = d
        mask = core.action_mask(seat)
        out.append((seat, offer, core.observe(seat).tobytes(), mask.tobytes()))
        core.step(choose(mask))
    return out, list(core.rewards())


@pytest.mark.parametrize("kw", CASES[:4] + [dict(rules="classic", players=3, reuse_obs=True)])
def test_aec_loop_follows_the_engine(kw):
    # The AEC shell (step_next, observe_dict, the skipped reward
    # bookkeeping) gives the same decisions, observations, masks and final
    # rewards as the engine stepped directly, and every agent's reward is
    # its final one.
    def choose(mask):
        legal = np.flatnonzero(mask)
        return int(legal[(len(legal) * 7 + int(mask.sum())) % len(legal)])

    for seed in (1, 2):
        ref, ref_rewards = reference_trajectory(kw, seed, choose)
        env = UnoAEC(**kw)
        env.reset(seed=seed)
        got, final = [], {}
        for agent in env.agent_iter():
            obs, reward, term, trunc, info = env.last()
            if term or trunc:
                final[agent] = reward
                assert info["legal_moves"] == []
                env.step(None)
                continue
            assert reward == 0.0 and env.rewards[agent] == 0.0
            seat = int(agent.split("_")[1])
            assert sorted(info["legal_moves"]) == list(np.flatnonzero(obs["action_mask"]))
            got.append((seat, info["offer"], obs["observation"].tobytes(), obs["action_mask"].tobytes()))
            env.step(np.int64(choose(obs["action_mask"])))
        assert got == ref
        assert [final[a] for a in env.possible_agents] == pytest.approx(ref_rewards)


def test_aec_step_rejections_change_nothing():
    env = UnoAEC(rules="classic", players=3, illegal="raise")
    env.reset(seed=5)
    agent = env.agent_selection
    before = env.observe(agent)["observation"].copy()
    with pytest.raises(ValueError):
        env.step(None)  # a live agent needs an action
    mask = env.observe(agent)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    with pytest.raises(uno_env.UnoError):
        env.step(illegal)
    with pytest.raises(uno_env.UnoError) as e:
        env.step(10_000)
    assert e.value.code == "invalid_action_index"
    assert env.agent_selection == agent
    assert (env.observe(agent)["observation"] == before).all()
    # A float index is taken as the integer it holds.
    legal = int(np.flatnonzero(mask)[0])
    env.step(float(legal))
    assert env.core.actions >= 1


def test_step_next_observe_into():
    core = uno_env.Env("classic", 3, seed=11)
    obs = np.zeros(core.obs_size, np.float32)
    mask = np.zeros(core.action_size, np.int8)
    rng = np.random.default_rng(0)
    for _ in range(200):
        code = core.decision_code()
        d = core.decision()
        if d is None:
            assert code == -1
            core.reset(int(rng.integers(1 << 30)))
            continue
        assert code == 2 * d[0] + int(d[1])
        for seat in range(3):
            obs[:] = 7.0
            mask[:] = 7
            core.observe_into(seat, obs, mask)
            assert (obs == core.observe(seat)).all()
            assert (mask == core.action_mask(seat)).all()
        a = int(rng.choice(core.legal_actions()))
        code = core.step_next(a)
        d = core.decision()
        assert code == (-1 if d is None else 2 * d[0] + int(d[1]))
    with pytest.raises(uno_env.UnoError) as e:
        core.observe_into(0, np.zeros(3, np.float32), mask)
    assert e.value.code == "usage"
    frozen = np.zeros(core.obs_size, np.float32)
    frozen.flags.writeable = False
    with pytest.raises(uno_env.UnoError) as e:
        core.observe_into(0, frozen, mask)
    assert e.value.code == "usage" and not frozen.any()
    with pytest.raises(uno_env.UnoError) as e:
        core.observe_into(0, np.zeros(2 * core.obs_size, np.float32)[::2], mask)
    assert e.value.code == "usage"
    with pytest.raises(TypeError):
        core.observe_into(0, np.zeros(core.obs_size, np.float64), mask)


def test_step_infos_checks_its_list_first():
    core = uno_env.Env("classic", 3, seed=4)
    infos = [{} for _ in range(3)]
    seat = core.decision_infos(infos)
    assert seat == core.decision()[0]
    assert sorted(infos[seat]["legal_moves"]) == sorted(core.legal_actions())
    before = core.actions
    a = core.legal_actions()[0]
    for bad in ([{}, {}], [{}, {}, []]):
        with pytest.raises(uno_env.UnoError) as e:
            core.step_infos(a, bad)
        assert e.value.code == "usage"
        assert core.actions == before
    core.step_infos(a, infos)
    assert core.actions > before


def _tictactoe():
    """PettingZoo's tic-tac-toe, through its registry where it has one
    (1.27: importing ``pettingzoo.classic.tictactoe_v3`` is deprecated,
    a DeprecationWarning), else the module; skipped without pygame."""
    import pettingzoo

    try:
        if hasattr(pettingzoo, "make"):
            return pettingzoo.make("aec", "classic/tictactoe_v3")
        return pytest.importorskip("pettingzoo.classic.tictactoe_v3").env()
    except ImportError as e:
        pytest.skip(f"PettingZoo's tic-tac-toe cannot be imported: {e}")


def _api_test_warnings(env) -> set:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(env, num_cycles=200)
    return {str(w.message) for w in caught}


def test_api_test_warns_only_as_for_pettingzoos_own_classic_environments():
    # Issue 31 §4. The observation is what PettingZoo's classic
    # environments pass: a Dict of "observation" (Box) and "action_mask"
    # (Box of int8). api_test warns about Dict observations ("not a NumPy
    # array", "probably should be Box or Discrete") unless the
    # environment's name is on its own lists of exceptions, which name its
    # classic environments; tic-tac-toe under another name draws the same
    # warnings as ours.
    ours = _api_test_warnings(make_env())
    theirs_env = _tictactoe()
    theirs_env.unwrapped.metadata = dict(theirs_env.unwrapped.metadata, name="not_listed_v0")
    theirs = _api_test_warnings(theirs_env)
    assert ours <= theirs, f"warnings only we draw: {ours - theirs}"
    # Under its own name, tic-tac-toe draws none of the Dict warnings.
    listed = _api_test_warnings(_tictactoe())
    dict_warnings = {w for w in theirs if "NumPy array" in w or "probably should be" in w}
    assert dict_warnings, theirs
    assert not (dict_warnings & listed), dict_warnings & listed
    space = make_env().observation_space("player_0")
    assert set(space.spaces) == {"observation", "action_mask"}
    assert space["action_mask"].dtype == np.int8


def test_render_test_passes(capsys):
    # PettingZoo's render_test: "human" renders by printing and returns
    # None, "ansi" returns the text. render() in "human" mode returned
    # the text (and step() printed it), which render_test refuses.
    from pettingzoo.test import render_test

    render_test(lambda render_mode=None: make_env(render_mode=render_mode))
    env = make_env(players=3, render_mode="human")
    env.reset(seed=1)
    capsys.readouterr()
    assert env.render() is None
    printed = capsys.readouterr().out
    assert printed.startswith("seat ") and printed.count("\n") == 1
    env.step(env.infos[env.agent_selection]["legal_moves"][0])
    assert capsys.readouterr().out.startswith(("seat ", "episode over"))
    ansi = make_env(players=3, render_mode="ansi")
    ansi.reset(seed=1)
    assert ansi.render() == printed.rstrip("\n")


def test_render_without_a_mode_warns_and_returns_none(capsys):
    # As PettingZoo's classic environments (chess, go, rps, ...) do.
    env = UnoAEC()
    env.reset(seed=1)
    with pytest.warns(UserWarning, match="without specifying any render mode"):
        assert env.render() is None
    assert capsys.readouterr().out == ""


def test_step_refuses_float_actions_and_takes_numpy_integers():
    # A float with a fraction was truncated (int(3.7) == 3) and played.
    env = make_env(players=3)
    env.reset(seed=2)
    agent = env.agent_selection
    legal = env.infos[agent]["legal_moves"]
    before = (agent, env.unwrapped.core.actions, list(legal))
    for bad in (legal[0] + 0.7, np.float64(legal[0] + 0.1), np.array([legal[0] + 0.5]),
                np.array([True]), np.array([legal[0], legal[0]]), float("inf")):
        with pytest.raises(TypeError, match="integer index") as e:
            env.step(bad)
        assert type(bad).__name__ in str(e.value)
        assert (env.agent_selection, env.unwrapped.core.actions,
                list(env.infos[agent]["legal_moves"])) == before
    twin = make_env(players=3)
    twin.reset(seed=2)
    for step in (np.int64, np.int32, np.uint8, lambda a: np.array(a), lambda a: np.array([a]),
                 float, np.float64):
        agent = env.agent_selection
        a = env.infos[agent]["legal_moves"][0]
        env.step(step(a))
        twin.step(a)
        assert env.agent_selection == twin.agent_selection
        assert env.unwrapped.core.actions == twin.unwrapped.core.actions


def test_registered_with_pettingzoo():
    # PettingZoo 1.27's registry (pettingzoo.register / pettingzoo.make,
    # its documented way for third-party environments): `import uno_env`
    # registers the AEC environment as uno_env/uno-v0 (keyword arguments
    # pass through make), wrapped as env() wraps it.
    import pettingzoo

    if not hasattr(pettingzoo, "make"):
        pytest.skip(f"PettingZoo {pettingzoo.__version__} has no registry")
    assert uno_env.PETTINGZOO_ID in pettingzoo.aec_registry
    assert uno_env.PETTINGZOO_ID not in pettingzoo.parallel_registry
    env = pettingzoo.make("aec", uno_env.PETTINGZOO_ID, players=4, reward="place")
    assert isinstance(env.unwrapped, UnoAEC)
    assert type(env) is type(make_env())
    assert env.unwrapped.core.players == 4 and env.unwrapped.metadata["name"] == "uno_v0"
    # The id without a version resolves to it too.
    assert isinstance(pettingzoo.make("aec", "uno_env/uno").unwrapped, UnoAEC)
    api_test(env, num_cycles=100)
