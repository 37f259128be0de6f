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
    # check_env steps with unmasked random actions: the default
    # (illegal="lose") and "ignore" pass it.
    check_env(UnoGym(**kw), skip_render_check=True)
    check_env(UnoGym(illegal="ignore", **kw), skip_render_check=True)
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


def test_check_env_with_default_arguments():
    # Issue 20: Gymnasium's checker, exactly as its docs call it.
    check_env(UnoGym())


def test_registered_with_gymnasium(recwarn):
    # `import uno_env` registers uno_env/Uno-v0 (keyword arguments pass
    # through make); made that way the environment has a spec, so
    # check_env also checks its render modes, and Gymnasium's own idiom
    # for masked sampling, action_space.sample(info["action_mask"]) (an
    # int8 mask, as Taxi's), draws only legal actions. No warning from
    # the checker nor from make's passive checker.
    import gymnasium

    gymnasium.register_envs(uno_env)
    check_env(gymnasium.make(uno_env.GYM_ID).unwrapped)
    env = gymnasium.make(uno_env.GYM_ID, players=3, opponents="medium", render_mode="ansi")
    assert env.spec.id == "uno_env/Uno-v0" and env.unwrapped.players == 3
    env.action_space.seed(7)
    for episode in range(20):
        obs, info = env.reset(seed=episode)
        assert info["action_mask"].dtype == np.int8
        done = False
        while not done:
            action = env.action_space.sample(info["action_mask"])
            assert info["action_mask"][action] == 1
            obs, reward, term, trunc, info = env.step(action)
            done = term or trunc
        assert term and "illegal" not in info and reward in (1.0, -0.5)
    assert env.render().startswith("top ")
    assert not [str(w.message) for w in recwarn.list if "gymnasium" in w.filename], [
        str(w.message) for w in recwarn.list
    ]


def test_scenario_env_passes_check_env(scenarios_dir):
    text = (scenarios_dir / "combo-jump-in-draw-two.json").read_text()
    check_env(UnoGym(scenario=text, opponents="random"), skip_render_check=True)


def test_illegal_action_loses_by_default():
    env = UnoGym(players=3, opponents="random")
    obs, info = env.reset(seed=3)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    o2, r, term, trunc, info2 = env.step(illegal)
    assert (r, term, trunc) == (-1.0, True, False)
    assert isinstance(r, float) and isinstance(term, bool)
    assert info2["illegal"] and isinstance(info2["illegal"], str)
    assert not info2["action_mask"].any() and not env.action_masks().any()
    assert env.observation_space.contains(o2)
    # The table is over: the offender -1, every other seat 0.
    assert env.core.done and env.core.rewards() == [-1.0, 0.0, 0.0]
    # A step after the end is a usage error whatever `illegal` is.
    with pytest.raises(uno_env.UnoError) as e:
        env.step(int(np.flatnonzero(info["action_mask"])[0]))
    assert e.value.code == "episode_over"
    # An index outside the action space is illegal too.
    env.reset(seed=4)
    assert env.step(10**9)[1:3] == (-1.0, True)
    # reset starts a normal episode again.
    obs, info = env.reset(seed=3)
    assert info["action_mask"].any() and not env.core.done
    assert env.core.rewards() == [0.0, 0.0, 0.0]


def test_illegal_actions_raise_and_ignore():
    env = UnoGym(players=2, illegal="raise")
    obs, info = env.reset(seed=3)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    with pytest.raises(uno_env.UnoError) as e:
        env.step(illegal)
    assert e.value.code and e.value.code != "episode_over"
    # Nothing changed: the same decision waits.
    assert np.array_equal(env.action_masks(), info["action_mask"])
    assert np.array_equal(env.reset(seed=3)[0], obs)
    env = UnoGym(players=2, illegal="ignore")
    obs, info = env.reset(seed=3)
    o2, r, term, trunc, info2 = env.step(illegal)
    assert np.array_equal(o2, obs) and r == 0 and not term and not trunc
    assert info2["illegal"] == e.value.code
    assert np.array_equal(info2["action_mask"], info["action_mask"])
    # ... and a legal action afterwards is played as usual.
    legal = int(np.flatnonzero(info2["action_mask"])[0])
    assert "illegal" not in env.step(legal)[4]
    with pytest.raises(uno_env.UnoError):
        UnoGym(illegal="sometimes")


def test_dict_observations_and_action_types():
    env = UnoGym(players=2, obs="dict")
    obs, info = env.reset(seed=8)
    assert env.observation_space.contains(obs)
    assert np.array_equal(obs["action_mask"], info["action_mask"])
    assert obs["action_mask"].dtype == np.int8 and info["action_mask"].dtype == np.int8
    legal = np.flatnonzero(info["action_mask"])
    # Two arrays, not one: changing the info's changes nothing else.
    info["action_mask"][:] = 0
    assert obs["action_mask"].any() and env.action_masks().any()
    # NumPy integers, 0-d arrays and floats holding an integer are taken.
    for a in (np.int64(legal[0]), np.array(legal[0]), float(legal[0])):
        obs, info = env.reset(seed=8)
        o, r, term, trunc, i = env.step(a)
        assert env.observation_space.contains(o) and "illegal" not in i
    with pytest.raises(TypeError):
        env.step(None)


def test_render_modes():
    # No render mode: None and Gymnasium's warning (as its own
    # environments do; the text was returned). "ansi": the text. "human":
    # the text printed, None returned, and reset and step render.
    g = UnoGym(players=3, opponents="easy")
    g.reset(seed=1)
    with pytest.warns(UserWarning, match="without specifying any render mode"):
        assert g.render() is None
    ansi = UnoGym(players=3, opponents="easy", render_mode="ansi")
    ansi.reset(seed=1)
    text = ansi.render()
    assert text.startswith("top ") and "hand " in text


def test_human_render_prints(capsys):
    ansi = UnoGym(players=3, opponents="easy", render_mode="ansi")
    ansi.reset(seed=1)
    g = UnoGym(players=3, opponents="easy", render_mode="human")
    capsys.readouterr()
    g.reset(seed=1)
    assert capsys.readouterr().out == ansi.render() + "\n"
    assert g.render() is None
    assert capsys.readouterr().out == ansi.render() + "\n"
    a = int(np.flatnonzero(g.action_masks())[0])
    g.step(a)
    ansi.step(a)
    assert capsys.readouterr().out == ansi.render() + "\n"


def test_an_unknown_render_mode_is_refused():
    with pytest.raises(uno_env.UnoError) as e:
        UnoGym(render_mode="rgb_array")
    assert e.value.code == "render_mode" and "rgb_array" in e.value.message


def test_check_env_checks_every_render_mode(capsys):
    # Made through the registry, check_env makes the environment in each
    # declared render mode ("ansi", "human") and checks what render returns.
    import gymnasium

    check_env(gymnasium.make(uno_env.GYM_ID, players=3).unwrapped)
    assert capsys.readouterr().out.startswith("top ")


def test_step_refuses_float_actions_and_takes_numpy_integers():
    # A float with a fraction was truncated (int(3.7) == 3) and played.
    g = UnoGym(players=3, opponents="medium", illegal="raise")
    g.reset(seed=3)
    before = (g.core.actions, g.action_masks().tobytes())
    a = int(np.flatnonzero(g.action_masks())[0])
    for bad in (a + 0.7, np.float64(a + 0.5), np.float32(a + 0.25), np.array([a + 0.2]),
                np.array([a, a]), np.array([True]), float("nan"), "3", None):
        with pytest.raises(TypeError, match="integer index") as e:
            g.step(bad)
        assert type(bad).__name__ in str(e.value)
        assert (g.core.actions, g.action_masks().tobytes()) == before
    twin = UnoGym(players=3, opponents="medium", illegal="raise")
    twin.reset(seed=3)
    # NumPy integers, integer arrays of one element, and floats that hold
    # an integer exactly (taken before, and still).
    for step in (np.int64, np.int16, np.uint16, lambda a: np.array(a), lambda a: np.array([a]),
                 float, np.float64, lambda a: np.array([float(a)])):
        a = int(np.flatnonzero(g.action_masks())[0])
        out, want = g.step(step(a)), twin.step(a)
        assert np.array_equal(out[0], want[0]) and out[1:4] == want[1:4]
        if out[2] or out[3]:
            g.reset(seed=4)
            twin.reset(seed=4)
