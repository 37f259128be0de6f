"""The PPO trainer (uno_env.train): a smoke run from the command line,
determinism for a seed, GAE over each table's own decisions, the
exported file read back, bad arguments refused."""

import json
import subprocess
import sys

import numpy as np
import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("safetensors")

from uno_env import train  # noqa: E402


def small(out, **kw):
    cfg = train.Config(
        out=str(out),
        envs=24,
        steps=12,
        hidden=[16, 16],
        minibatch=128,
        updates=3,
        eval_every=0,
        snapshot_every=1,
        threads=1,
    )
    for k, v in kw.items():
        setattr(cfg, k, v)
    return cfg


def test_smoke_run_from_the_command_line(tmp_path):
    out = tmp_path / "run"
    p = subprocess.run(
        [sys.executable, "-m", "uno_env.train", "--smoke", "--updates", "3", "--out", str(out),
         "--threads", "1"],
        capture_output=True, text=True, timeout=600,
    )
    assert p.returncode == 0, p.stderr
    summary = json.loads(p.stdout.strip().splitlines()[-1])
    assert summary["updates"] == 3
    assert summary["samples"] > 0 and summary["agent_steps"] >= summary["samples"]
    assert summary["samples_per_s"] > 0
    for f in ("checkpoint.pt", "learned.safetensors", "curve.csv"):
        assert (out / f).stat().st_size > 0
    rows = (out / "curve.csv").read_text().splitlines()
    assert rows[0].startswith("seconds,update,samples,agent_steps,random_2p")
    assert len(rows) >= 2  # the evaluation before the first update
    # The exported file is what the Rust bot reads: format and sizes.
    from safetensors import safe_open

    with safe_open(str(out / "learned.safetensors"), framework="pt") as f:
        meta = f.metadata()
        keys = set(f.keys())
    assert meta["format"] == "uno-mlp-1"
    assert int(meta["obs_size"]) == train.uno_env.VecEnv(1).obs_size
    assert {"norm.mean", "norm.inv_std", "layers.0.weight", "layers.1.bias",
            "policy.weight", "value.bias"} <= keys
    # Resume continues from the checkpoint.
    p = subprocess.run(
        [sys.executable, "-m", "uno_env.train", "--smoke", "--updates", "5", "--out", str(out),
         "--threads", "1", "--resume"],
        capture_output=True, text=True, timeout=600,
    )
    assert p.returncode == 0, p.stderr
    assert json.loads(p.stdout.strip().splitlines()[-1])["updates"] == 5


def test_resume_says_which_learning_settings_changed(tmp_path, capsys):
    # The defaults changed on 2026-11-30 (--epochs 2 --lr 3e-4 before): a
    # run resumed with other settings goes on with them, and says so.
    out = tmp_path / "run"
    train.Trainer(small(out, epochs=2, lr=3e-4, updates=1)).run(log=lambda s: None)
    capsys.readouterr()
    t = train.Trainer(small(out, updates=2))
    t.load(str(out / "checkpoint.pt"))
    err = capsys.readouterr().err
    assert "--resume: lr 0.0003 -> 0.0006 (the checkpoint's run: --lr 0.0003)" in err
    assert "--resume: epochs 2 -> 1 (the checkpoint's run: --epochs 2)" in err
    assert "minibatch" not in err and t.update == 1
    # Its checkpoint keeps the new settings: resumed with them, nothing said.
    t.run(log=lambda s: None)
    capsys.readouterr()
    train.Trainer(small(out, updates=3)).load(str(out / "checkpoint.pt"))
    assert capsys.readouterr().err == ""


def weights(cfg):
    t = train.Trainer(cfg)
    t.run(log=lambda s: None)
    return {k: v.clone() for k, v in t.model.state_dict().items()}, t


def test_same_seed_same_weights_other_seed_other_weights(tmp_path):
    a, ta = weights(small(tmp_path / "a", seed=5))
    b, _ = weights(small(tmp_path / "b", seed=5))
    c, _ = weights(small(tmp_path / "c", seed=6))
    assert a.keys() == b.keys()
    assert all(torch.equal(a[k], b[k]) for k in a)
    assert not all(torch.equal(a[k], c[k]) for k in a)
    # Both kinds of group were played, and the league grew.
    kinds = {g.opponent for g in ta.groups}
    assert "self" in kinds and "medium" in kinds
    assert len(ta.pool) == 3
    assert sum(g.episodes for g in ta.groups) > 0


def test_gae_runs_over_each_tables_own_decisions(tmp_path):
    t = train.Trainer(small(tmp_path / "g", envs=8, steps=4, league={"self": 1.0}, players=[2]))
    t.cfg.gamma, t.cfg.lam = 1.0, 0.5
    buf = t.buf
    buf.clear()
    # Table 0: learner decisions at t=0 and t=2 (an opponent's at t=1),
    # the episode ends after t=2 with reward +1; another begins at t=3.
    buf.valid[[0, 2, 3], 0] = True
    buf.val[0, 0], buf.val[2, 0], buf.val[3, 0] = 0.2, 0.5, 0.1
    buf.rew[2, 0], buf.done[2, 0] = 1.0, True
    boot = np.full(t.n, 0.4, np.float32)
    obs, mask, act, logp, adv, ret = t.advantages(boot)
    # Valid rows come out in (t, table) order.
    assert len(adv) == int(buf.valid.sum()) == 3
    a2 = 1.0 - 0.5                      # terminal: r - V(s2)
    a0 = (0.5 - 0.2) + 0.5 * a2         # delta0 + lam * adv2 (gamma = 1)
    a3 = 0.4 - 0.1                      # bootstrapped from the next decision
    np.testing.assert_allclose(adv, [a0, a2, a3], rtol=1e-6)
    np.testing.assert_allclose(ret, [a0 + 0.2, a2 + 0.5, a3 + 0.1], rtol=1e-6)


def test_terminal_rewards_reach_the_learner_in_self_play(tmp_path):
    t = train.Trainer(small(tmp_path / "s", envs=16, steps=400, league={"self": 1.0}, players=[2, 4]))
    t.choose_opponents()
    # An untrained policy's rounds can outlast one rollout: roll until
    # every group has finished an episode (a few rollouts at most).
    for _ in range(8):
        before = [g.episodes for g in t.groups]
        boot = t.rollout()
        buf = t.buf
        # Every table waits for its learner after a rollout.
        assert (t.agent == t.learner).all()
        for gi, g in enumerate(t.groups):
            assert (g.agent == g.learner).all()
            cols = slice(t.start[gi], t.start[gi + 1])
            # Each finished episode's reward landed on one learner decision.
            assert buf.done[:, cols].sum() >= g.episodes - before[gi]
        if all(g.episodes > 0 for g in t.groups):
            break
    assert all(g.episodes > 0 for g in t.groups), [g.episodes for g in t.groups]
    r = buf.rew[buf.done]
    allowed = np.array([1.0, -1.0, -1 / 3])  # win_lose at 2 and 4 seats
    assert np.all(np.isclose(r[:, None], allowed[None, :], atol=1e-6).any(axis=1))
    assert not buf.rew[~buf.done].any()
    assert np.all(buf.valid[buf.done])
    assert len(boot) == t.n


def test_exported_file_reads_back_to_the_same_policy(tmp_path):
    cfg = small(tmp_path / "e", updates=1)
    _, t = weights(cfg)
    path = str(tmp_path / "p.safetensors")
    train.export(t.model, path, {"seed": "1"})
    m = train.load_exported(path)
    env = train.uno_env.VecEnv(32, players=4, seed=3)
    obs, mask, _ = env.reset()
    with torch.no_grad():
        l1, v1 = t.model(torch.from_numpy(obs))
        l2, v2 = m(torch.from_numpy(obs))
    assert torch.equal(l1, l2) and torch.equal(v1, v2)
    # The normalizer was fitted (not the identity) and is in the file.
    assert not torch.equal(m.norm.inv_std, torch.ones_like(m.norm.inv_std))
    bad = tmp_path / "bad.safetensors"
    from safetensors.torch import save_file

    save_file({"x": torch.zeros(1)}, str(bad), metadata={"format": "other"})
    with pytest.raises(ValueError, match="uno-mlp-1"):
        train.load_exported(str(bad))


@pytest.mark.parametrize(
    "args, message",
    [
        (["--updates", "1", "--players", "1"], "seat counts are 2 to 10"),
        (["--updates", "1", "--league", "medium=x"], "not a weight"),
        (["--updates", "1", "--league", "nobody=1"], "nobody"),
        (["--updates", "1", "--rules", "no-such-preset"], "no-such-preset"),
        ([], "--updates N or --minutes M"),
        (["--updates", "1", "--precision", "fp16"], "invalid choice: 'fp16'"),
        (["--updates", "1", "--ray", "local", "--ray-timeout", "0"], "--ray-timeout: a positive number of seconds"),
        (["--updates", "1", "--ray-timeout", "5"], "go with --ray ADDRESS"),
        (["--updates", "1", "--epochs", "0"], "--epochs: at least 1"),
        (["--updates", "1", "--lr=-1e-4"], "--lr: a positive step size"),
    ],
)
def test_bad_arguments_are_refused_clearly(tmp_path, args, message):
    p = subprocess.run(
        [sys.executable, "-m", "uno_env.train", "--smoke", "--out", str(tmp_path / "x")] + args,
        capture_output=True, text=True, timeout=120,
    )
    assert p.returncode != 0
    assert message in p.stderr
    assert "Traceback" not in p.stderr


def test_a_refused_step_is_reported_and_the_group_restarts(tmp_path):
    """The engine refusing a step is a defect (actions come from the legal
    masks): the trainer saves what it needs to replay it, drops that
    group's part of the rollout and goes on."""
    cfg = small(tmp_path / "f", updates=2)
    t = train.Trainer(cfg)
    g = t.groups[0]
    real = g.env.step
    calls = {"n": 0}

    def flaky(actions):
        calls["n"] += 1
        if calls["n"] == 3:
            raise train.uno_env.UnoError("episode_over: table 0: the episode is over")
        return real(actions)

    g.env.step = flaky
    summary = t.run(log=lambda s: None)
    assert summary["faults"] == 1 and summary["updates"] == 2
    saved = np.load(tmp_path / "f" / "fault-1.npz")
    assert saved["acts"].shape == (g.n,) and saved["obs"].shape[0] == g.n
    assert (g.mask.sum(1) > 0).all()


def test_sampling_draws_legal_actions_with_the_policys_probabilities():
    """The rollout's sampler (inverse CDF over the masked softmax): never
    an illegal action, each legal one as often as its probability says."""
    torch.manual_seed(0)
    model = train.Policy(8, 6, [4])
    with torch.no_grad():
        model.policy.weight.zero_()
        model.policy.bias.copy_(torch.tensor([0.0, 1.0, -1.0, 2.0, 0.5, 3.0]))
    n = 40_000
    obs = np.zeros((n, 8), np.float32)
    mask = np.zeros((n, 6), np.bool_)
    mask[:, [0, 1, 3]] = True  # 2, 4 and 5 are illegal (5 has the largest logit)
    gen = torch.Generator().manual_seed(1)
    a, logp, _ = train.sample(model, obs, mask, gen)
    assert set(np.unique(a)) <= {0, 1, 3}
    want = torch.softmax(torch.tensor([0.0, 1.0, 2.0]), 0).numpy()
    got = np.array([(a == k).mean() for k in (0, 1, 3)])
    assert np.abs(got - want).max() < 0.01, (got, want)
    assert np.allclose(logp, np.log(want)[np.searchsorted([0, 1, 3], a)], atol=1e-5)
    # Greedy takes the best legal action.
    g, _, _ = train.sample(model, obs[:5], mask[:5], gen, greedy=True)
    assert (g == 3).all()


def test_the_update_s_softmax_over_legal_actions_equals_the_masked_one():
    """learn() takes the softmax over each row's legal actions only
    (legal_rows): the log-probability of the action taken, the entropy
    and the gradients of the logits are those of the masked softmax over
    all actions, for rows of 1 to 60 legal actions."""
    torch.manual_seed(3)
    n, width = 500, 255
    counts = torch.randint(1, 61, (n,))
    mask = torch.zeros((n, width), dtype=torch.bool)
    for r in range(n):
        mask[r, torch.randperm(width)[: counts[r]]] = True
    act = torch.tensor([int(np.random.default_rng(r).choice(np.nonzero(mask[r].numpy())[0]))
                        for r in range(n)])
    idx, legal, col = train.legal_rows(mask, act)
    assert idx.shape == (n, int(counts.max())) and legal.sum(1).tolist() == counts.tolist()
    assert (idx.gather(1, col[:, None]).squeeze(1) == act).all()
    assert mask.gather(1, idx)[legal].all()

    def loss(logits, full):
        if full:
            m = train.masked(logits, mask)
            lsm = torch.log_softmax(m, -1)
            lp = lsm.gather(1, act[:, None]).squeeze(1)
        else:
            m = train.masked(logits.gather(1, idx), legal)
            lsm = torch.log_softmax(m, -1)
            lp = lsm.gather(1, col[:, None]).squeeze(1)
        ent = -(torch.softmax(m, -1) * lsm).sum(-1)
        return lp, ent

    x = torch.randn(n, width, requires_grad=True)
    outs, grads = [], []
    for full in (True, False):
        lp, ent = loss(x, full)
        x.grad = None
        (lp.sum() - 0.3 * ent.sum()).backward()
        outs.append((lp.detach(), ent.detach()))
        grads.append(x.grad.clone())
    assert torch.allclose(outs[0][0], outs[1][0], atol=1e-5)
    assert torch.allclose(outs[0][1], outs[1][1], atol=1e-5)
    assert torch.allclose(grads[0], grads[1], atol=1e-6)
    assert grads[1][~mask].abs().max() == 0  # illegal logits get no gradient


def test_bf16_precision_trains_and_is_deterministic(tmp_path):
    """--precision bf16: the matrix products in bfloat16 (CPU autocast),
    weights and optimizer in float32; same seed, same weights."""
    a, ta = weights(small(tmp_path / "a", precision="bf16", updates=2))
    b, _ = weights(small(tmp_path / "b", precision="bf16", updates=2))
    init = train.Trainer(small(tmp_path / "c", precision="bf16")).model.state_dict()
    assert all(v.dtype != torch.bfloat16 for v in a.values())
    assert all(torch.isfinite(v).all() for v in a.values() if v.is_floating_point())
    assert all(torch.equal(a[k], b[k]) for k in a)
    assert not torch.equal(a["layers.0.weight"], init["layers.0.weight"])
    assert ta.faults == 0 and ta.samples > 0
