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


# ----- the trainer's --critic perfect ------------------------------------------------

def _train():
    """uno_env.train, or the test is skipped without torch/safetensors
    (the state's tests above run without them)."""
    pytest.importorskip("torch")
    pytest.importorskip("safetensors")
    from uno_env import train

    return train


def small(out, **kw):
    t = _train()
    cfg = t.Config(
        out=str(out), envs=24, steps=12, hidden=[16, 16], minibatch=128, updates=2,
        eval_every=0, snapshot_every=1, threads=1,
    )
    for k, v in kw.items():
        setattr(cfg, k, v)
    return cfg


def trained(cfg):
    t = _train().Trainer(cfg)
    summary = t.run(log=lambda s: None)
    return t, summary


def tensors(path):
    from safetensors import safe_open

    with safe_open(str(path), framework="pt") as f:
        return f.metadata(), {k: f.get_tensor(k) for k in f.keys()}


def test_perfect_critic_export_is_the_policy_alone_in_the_same_format(tmp_path):
    import torch

    train = _train()
    obs_t, _ = trained(small(tmp_path / "obs", critic="obs"))
    per_t, summary = trained(small(tmp_path / "per", critic="perfect"))
    assert per_t.critic is not None and obs_t.critic is None
    m_obs, t_obs = tensors(tmp_path / "obs" / "learned.safetensors")
    m_per, t_per = tensors(tmp_path / "per" / "learned.safetensors")
    # The same tensor names, shapes and dtypes: what the Rust bot reads.
    assert {k: (tuple(v.shape), v.dtype) for k, v in t_obs.items()} == {
        k: (tuple(v.shape), v.dtype) for k, v in t_per.items()
    }
    for key in ("format", "obs_size", "action_size", "history", "hidden"):
        assert m_obs[key] == m_per[key]
    assert m_per["critic"] == "perfect" and m_obs["critic"] == "obs"
    # Nothing of the critic: no tensor as wide as observation + state, no
    # critic weight among the exported ones, and it is the policy's own.
    wide = per_t.obs_size + uno_env.STATE_SIZE
    assert all(wide not in v.shape for v in t_per.values())
    crit = [p.detach() for p in per_t.critic.state_dict().values()]
    for v in t_per.values():
        assert not any(c.shape == v.shape and torch.equal(c.float(), v) for c in crit)
    sd = per_t.model.state_dict()
    for k, v in t_per.items():
        assert torch.equal(sd[k].float(), v), k
    # The file reads back to a policy that plays from observations only.
    m = train.load_exported(str(tmp_path / "per" / "learned.safetensors"))
    env = uno_env.VecEnv(8, players=4, seed=2)
    o, mask, _ = env.reset()
    with torch.no_grad():
        l1, v1 = per_t.model(torch.from_numpy(o))
        l2, v2 = m(torch.from_numpy(o))
    assert torch.equal(l1, l2) and torch.equal(v1, v2)
    # The summary reports the critic's fit.
    assert {"vf_last10", "ev_last10", "vf_obs_last10"} <= summary.keys()


def test_perfect_critic_values_come_from_observation_and_state(tmp_path):
    t = _train().Trainer(small(tmp_path / "v", critic="perfect", envs=16, steps=20, players=[4]))
    t.choose_opponents()
    boot = t.rollout()
    buf, sel = t.buf, t.buf.valid
    assert sel.sum() > 50 and len(boot) == t.n
    obs, state = buf.obs[sel], buf.state[sel]
    # The recorded states are the learner's decisions' (their hidden hands
    # have the public sizes of the observation in the same rows).
    for k in range(1, 4):
        size = state[:, (k - 1) * T : k * T].sum(1)
        np.testing.assert_array_equal(size, obs[:, uno_env.OBS_HAND_SIZES + k])
    np.testing.assert_array_equal(state[:, uno_env.STATE_DRAW_SIZE], obs[:, uno_env.OBS_DRAW_PILE])
    # The advantages' values are the critic's, and the critic reads the state.
    np.testing.assert_allclose(buf.val[sel], t._critic_eval(obs, state), rtol=1e-5, atol=1e-6)
    other = np.roll(state, 1, axis=0)
    assert not np.allclose(t._critic_eval(obs, other), buf.val[sel])
    # The bootstrap is the critic's too, at every table's next learner decision.
    np.testing.assert_allclose(boot, t._critic_eval(t.obs, t._states()), rtol=1e-5, atol=1e-6)
    batch = t.advantages(boot)
    assert len(batch) == 7 and batch[6].shape == (sel.sum(), uno_env.STATE_SIZE)


def test_perfect_critic_is_deterministic_and_resumes(tmp_path):
    import torch

    train = _train()
    a, _ = trained(small(tmp_path / "a", critic="perfect", seed=3))
    b, _ = trained(small(tmp_path / "b", critic="perfect", seed=3))
    for x, y in ((a.model, b.model), (a.critic, b.critic)):
        sx, sy = x.state_dict(), y.state_dict()
        assert all(torch.equal(sx[k], sy[k]) for k in sx)
    # The checkpoint holds the critic; a resumed trainer gets it back.
    c = train.Trainer(small(tmp_path / "a", critic="perfect", seed=3, updates=3))
    c.load(str(tmp_path / "a" / "checkpoint.pt"))
    sa, sc = a.critic.state_dict(), c.critic.state_dict()
    assert all(torch.equal(sa[k], sc[k]) for k in sa)
    assert c.run(log=lambda s: None)["updates"] == 3


def test_critic_argument(tmp_path, capsys):
    train = _train()
    with pytest.raises(SystemExit) as e:
        train.main(["--smoke", "--updates", "1", "--out", str(tmp_path / "x"), "--critic", "oracle"])
    assert e.value.code != 0
    assert "invalid choice: 'oracle'" in capsys.readouterr().err
    assert train.Config().critic == "obs"
    with pytest.raises(ValueError, match="critic must be one of"):
        train.Trainer(small(tmp_path / "y", critic="oracle"))
