"""R15 partnerships in the Python environments (issue 30 §3): every
environment takes ``teams``, the standard checkers pass with teams on, and
rewards are the team's: partners (seat ``s`` and ``s + N/2``, R15.1) always
get the same reward, the round winner's team wins (R15.3)."""

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test

import uno_env
from uno_env.gym import UnoGym
from uno_env.pettingzoo import env as make_env


@pytest.mark.parametrize("players", [4, 6])
@pytest.mark.parametrize("reward", ["win_lose", "points", "place"])
def test_pettingzoo_api_with_teams(players, reward):
    api_test(make_env(players=players, teams="pairs", reward=reward), num_cycles=300)


def test_pettingzoo_api_with_teams_default_arguments():
    api_test(make_env(players=4, teams="pairs"))


@pytest.mark.parametrize("reward", ["win_lose", "points", "place"])
def test_gymnasium_check_env_with_teams(reward):
    env = UnoGym(players=4, opponents=["medium", "random", "medium"], teams="pairs", reward=reward)
    check_env(env, skip_render_check=True)


def _partner(s, n):
    return (s + n // 2) % n


@pytest.mark.parametrize("players", [4, 8])
@pytest.mark.parametrize("reward", ["win_lose", "points", "place"])
def test_partners_share_every_reward(players, reward):
    # Self-play on 16 tables, a random legal action at each (never a draw
    # while something else is legal, or rounds last for ever).
    v = uno_env.VecEnv(16, players=players, teams="pairs", reward=reward, seed=3)
    rng = np.random.default_rng(players)
    obs, mask, agent = v.reset()
    done = 0
    for _ in range(200000):
        actions = np.empty(16, dtype=np.int64)
        for i in range(16):
            legal = np.flatnonzero(mask[i])
            if len(legal) > 1:
                legal = legal[legal != uno_env.DRAW]
            actions[i] = rng.choice(legal)
        obs, mask, rewards, term, trunc, agent = v.step(actions)
        for i in np.flatnonzero(term):
            r = rewards[i]
            for s in range(players):
                assert r[s] == pytest.approx(r[_partner(s, players)]), (reward, r)
            if reward != "points":
                assert r.sum() == pytest.approx(0.0, abs=1e-4), r
            else:
                # The winners' points are the losers' (R15.4, winner_takes_all).
                assert r.sum() == pytest.approx(0.0, abs=1e-3), r
            if reward == "win_lose":
                # One team won: its two seats get +1/2 each (R15.3).
                assert sorted(r)[-2:] == pytest.approx([0.5, 0.5]), r
            done += 1
        if done >= 40:
            break
    assert done >= 40


def test_round_winner_team_wins_in_the_aec_env():
    env = make_env(players=4, teams="pairs")
    rng = np.random.default_rng(7)
    for episode in range(10):
        env.reset(seed=episode)
        for agent in env.agent_iter(20000):
            obs, reward, term, trunc, info = env.last()
            if term or trunc:
                env.step(None)
                continue
            legal = np.flatnonzero(obs["action_mask"])
            if len(legal) > 1:
                legal = legal[legal != uno_env.DRAW]
            env.step(int(rng.choice(legal)))
        r = env.unwrapped.core.rewards()
        assert r[0] == r[2] and r[1] == r[3], r
        assert sorted(r) == pytest.approx([-0.5, -0.5, 0.5, 0.5]), r


@pytest.mark.parametrize("rules", [None, "classic", {"preset": "classic"}, 'preset = "classic"\n'])
def test_teams_joins_every_form_of_rules(rules):
    env = UnoGym(rules=rules, players=4, opponents="random", teams="pairs")
    env.reset(seed=1)


def test_teams_need_an_even_table():
    # R15.1: pairs with 4, 6, 8 or 10 players only.
    with pytest.raises(uno_env.UnoError, match="R15.1"):
        UnoGym(players=3, opponents="random", teams="pairs")
    with pytest.raises(uno_env.UnoError, match="R15.1"):
        uno_env.VecEnv(2, players=5, teams="pairs")


@pytest.mark.parametrize("players", [4, 6])
def test_the_observation_marks_the_team(players):
    # R15.1 is public: OBS_TEAM marks the observer's team by relative slot
    # (itself at 0, its partner opposite); without teams the block is empty.
    block = slice(uno_env.OBS_TEAM, uno_env.OBS_TEAM + 10)
    v = uno_env.VecEnv(4, players=players, teams="pairs", seed=5)
    obs, mask, agent = v.reset()
    for i in range(4):
        assert np.flatnonzero(obs[i][block]).tolist() == [0, players // 2]
    v = uno_env.VecEnv(4, players=players, seed=5)
    obs, mask, agent = v.reset()
    assert not obs[:, block].any()


def test_first_layout_weights_load_with_the_team_block_ignored(tmp_path):
    # A file of the first layout (before the team block, as the first
    # shipped `learned` was): the trainer reads it as the Rust bot does,
    # with the block's inputs weighted zero.
    torch = pytest.importorskip("torch")
    pytest.importorskip("safetensors")
    from test_train_init import first_layout_file

    from uno_env import train

    first_layout_file(tmp_path / "old.safetensors")
    model = train.load_exported(str(tmp_path / "old.safetensors"))
    v = uno_env.VecEnv(4, players=4, teams="pairs", seed=5)
    obs, mask, agent = v.reset()
    x = torch.from_numpy(obs)
    assert x.shape[1] == model.obs_size
    blank = x.clone()
    blank[:, uno_env.OBS_TEAM : uno_env.OBS_BASE] = 0
    assert not torch.equal(x, blank)
    with torch.no_grad():
        a, b = model(x), model(blank)
    for p, q in zip(a, b):
        assert torch.equal(p, q)


def test_the_shipped_network_reads_the_team_block():
    # The shipped `learned` was fine-tuned with teams (docs/learned.md).
    torch = pytest.importorskip("torch")
    pytest.importorskip("safetensors")
    from uno_env import train

    import pathlib

    shipped = pathlib.Path(__file__).resolve().parents[2] / "uno-bots/weights/learned.safetensors"
    model = train.load_exported(str(shipped))
    # It may also read the evidence block (docs/learned.md item 7).
    evidence = model.obs_size == uno_env.OBS_BASE + uno_env.EVIDENCE_LEN
    assert evidence or model.obs_size == uno_env.OBS_BASE
    v = uno_env.VecEnv(4, players=4, teams="pairs", seed=5, evidence=evidence)
    obs, mask, agent = v.reset()
    x = torch.from_numpy(obs)
    blank = x.clone()
    blank[:, uno_env.OBS_TEAM : uno_env.OBS_BASE] = 0
    with torch.no_grad():
        (la, va), (lb, vb) = model(x), model(blank)
    assert not torch.equal(la, lb) and not torch.equal(va, vb)
