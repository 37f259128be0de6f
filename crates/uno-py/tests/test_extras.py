"""Rewards for any seat count, bots as policies, `sim`, scenarios."""

import json
import pathlib
import subprocess

import numpy as np
import pytest

import uno_env

ROOT = pathlib.Path(__file__).resolve().parents[3]


def finish(env, rng):
    while not env.done:
        env.step(int(rng.choice(env.legal_actions())))
    return np.array(env.rewards())


@pytest.mark.parametrize("players", [2, 3, 5, 10])
def test_payoffs(players):
    rng = np.random.default_rng(players)
    for scheme in ("win_lose", "points", "place"):
        env = uno_env.Env("classic", players, seed=players, reward=scheme)
        r = finish(env, rng)
        view = env.view(0)
        winner = view["round_winner"]
        assert r.argmax() == winner
        if scheme == "win_lose":
            assert r[winner] == 1.0
            assert np.allclose(np.delete(r, winner), -1.0 / (players - 1))
        if scheme == "points":
            pts = np.array(view["round_points"])
            assert r[winner] == pts.sum()
            assert np.allclose(np.delete(r, winner), -np.delete(pts, winner))
        if scheme == "place":
            assert r.max() == 1.0 and r.min() >= -1.0
        assert abs(r.sum()) < 1e-4


def test_whole_game_rewards():
    env = uno_env.Env({"preset": "classic", "scoring": {"target": 100}}, 3, seed=3, until="game")
    r = finish(env, np.random.default_rng(0))
    v = env.view(0)
    assert v["game_over"]
    for w in v["game_winners"]:
        assert r[w] > 0


def test_bot_policy_is_legal_everywhere():
    rng = np.random.default_rng(0)
    for level in ("random", "chaos", "easy", "medium"):
        bot = uno_env.Bot(level, seed=3)
        env = uno_env.Env({"preset": "classic", "house": ["jump_in", "seven_swap"]}, 3, seed=1)
        for _ in range(3):
            while not env.done:
                a = bot.act(env)
                # Accepted by the engine (a bot may add an UNO call the
                # legal list leaves out, e.g. with a 7 that swaps hands).
                env.check(a)
                env.step(a)
            env.reset(int(rng.integers(1 << 30)))
    with pytest.raises(uno_env.UnoError) as e:
        uno_env.Bot("grandmaster")
    assert e.value.code == "unknown_bot"


def test_sim_returns_the_cli_summary():
    s = uno_env.sim(bots=["medium", "random"], games=300, seed=1, threads=1)
    assert s["games"] == 300
    assert json.dumps(s)
    again = uno_env.sim(bots="medium,random", games=300, seed=1, threads=2)
    timing = {"seconds", "threads", "games_per_sec"}
    strip = lambda d: {k: v for k, v in d.items() if k not in timing}  # noqa: E731
    assert strip(again) == strip(s)
    # The same summary as the command line's, where a built `uno` exists.
    for build in ("debug", "release"):
        exe = ROOT / "target" / build / "uno"
        if exe.exists():
            out = subprocess.run(
                [str(exe), "sim", "--bots", "medium,random", "--games", "300", "--seed", "1", "--json", "--quiet"],
                capture_output=True, text=True, check=True,
            ).stdout
            assert strip(json.loads(out)) == strip(s)
    with pytest.raises(uno_env.UnoError) as e:
        uno_env.sim(bots=["medium"], games=10)
    assert e.value.code == "usage"


def test_scenario_loads_into_an_environment(scenarios_dir):
    ok = 0
    for path in sorted(scenarios_dir.glob("*.json")):
        if path.name.endswith(".expect.json"):
            continue
        expect = json.loads(path.with_name(path.stem + ".expect.json").read_text())
        text = path.read_text()
        if expect.get("exit") != 0:
            with pytest.raises(uno_env.UnoError):
                uno_env.Env.from_scenario(text)
            continue
        try:
            env = uno_env.Env.from_scenario(text, max_actions=400)
        except uno_env.UnoError as e:
            assert e.code == "scenario_over"
            continue
        # The state matches the scenario's expected state where given.
        state = expect.get("state", {})
        seat, _ = env.decision()
        v = env.view(seat)
        if "to_act" in state and state["to_act"] is not None and v["to_act"] is not None:
            assert v["to_act"] == state["to_act"], path.name
        if "top" in state:
            assert v["top"] == state["top"], path.name
        rng = np.random.default_rng(0)
        finish(env, rng)
        env.reset()
        assert env.view(0)["top"] == v["top"]
        ok += 1
    assert ok > 50


def test_gym_from_scenario(scenarios_dir):
    from uno_env.gym import UnoGym

    text = (scenarios_dir / "combo-jump-in-draw-two.json").read_text()
    env = UnoGym(scenario=text, opponents="random")
    obs, info = env.reset(seed=0)
    assert info["action_mask"].any()


def test_a_deal_the_bots_finish_before_any_learner_decision_is_dealt_again():
    """Seed 252497 in 1v1 against `medium`: `medium` goes out (Skips,
    Draw Twos, R7) before seat 0 is asked anything. Such a deal is no
    episode: reset deals again (the seed it used is reported), so every
    API starts with a decision waiting (a VecEnv table once crashed a
    trainer on it: done at reset, so its next action was refused)."""
    e = uno_env.Env(players=2, bots=[None, "medium"])
    e.reset(252496)
    assert e.seed == 252496 and not e.done
    e.reset(252497)
    assert not e.done
    assert e.decision() is not None and e.decision()[0] == 0
    assert e.seed != 252497
    # The same deal again gives the same replacement (deterministic).
    again = uno_env.Env(players=2, bots=[None, "medium"])
    again.reset(252497)
    assert again.seed == e.seed
    np.testing.assert_array_equal(again.observe(0), e.observe(0))
