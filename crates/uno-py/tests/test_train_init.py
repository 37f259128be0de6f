"""Fine-tuning (``uno_env.train --init``) and team tables (``--players
2,4pairs``): a run started from an exported network or a checkpoint plays
exactly as that network before it learns (the first layout's missing team
block at zero weight), files that do not fit are refused with a clear
error, and a smoke run trains and evaluates at a team table."""

import json
import pathlib
import subprocess
import sys

import numpy as np
import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("safetensors")

from safetensors.torch import save_file  # noqa: E402

from uno_env import train, train_files  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[3]
SHIPPED = ROOT / "crates" / "uno-bots" / "weights" / "learned.safetensors"
TEAM = train.uno_env.OBS_TEAM
BLOCK = train.uno_env.OBS_BASE - train.uno_env.OBS_TEAM


def cfg(out, **kw):
    c = train.Config(out=str(out), envs=16, steps=8, hidden=[16, 16], minibatch=64, updates=1,
                     eval_every=0, snapshot_every=1, threads=1, players=[2, "4pairs"],
                     league={"medium": 1.0, "self": 1.0})
    for k, v in kw.items():
        setattr(c, k, v)
    return c


def sample_obs(evidence=False):
    """Observations of 2-seat tables and 4-seat team tables (team block
    set), from random self-play; with the evidence block if asked."""
    rng = np.random.default_rng(5)
    out = []
    for players, teams in ((2, None), (4, "pairs")):
        env = train.uno_env.VecEnv(8, players=players, teams=teams, seed=9, evidence=evidence)
        obs, mask, _ = env.reset()
        for _ in range(6):
            out.append(obs.copy())
            obs, mask, *_ = env.step(env.random_actions(rng))
    obs = np.concatenate(out)
    assert obs[:, TEAM:TEAM + BLOCK].any(), "the team tables set the team block"
    return torch.from_numpy(obs)


def outputs(model, obs):
    with torch.no_grad():
        return model(obs)


def first_layout_file(path, hidden=(16, 16)):
    """A random network written in the first layout (458 inputs, no team
    block); returns it as a 468-input Policy with zero team weights."""
    n = train.uno_env.VecEnv(1)
    model = train.Policy(n.obs_size, n.action_size, list(hidden))
    with torch.no_grad():
        model.layers[0].weight[:, TEAM:TEAM + BLOCK] = 0
        model.norm.mean.uniform_(-0.5, 0.5)
        model.norm.inv_std.uniform_(0.5, 2.0)
        model.norm.mean[TEAM:TEAM + BLOCK] = 0
        model.norm.inv_std[TEAM:TEAM + BLOCK] = 0
    sd = model.state_dict()
    keep = lambda t: torch.cat([t[..., :TEAM], t[..., TEAM + BLOCK:]], dim=-1).contiguous()  # noqa: E731
    tensors = {"norm.mean": keep(sd["norm.mean"]), "norm.inv_std": keep(sd["norm.inv_std"]),
               "layers.0.weight": keep(sd["layers.0.weight"])}
    for k, v in sd.items():
        if k.startswith(("layers.", "policy.", "value.")) and k not in tensors:
            tensors[k] = v.contiguous()
    save_file(tensors, str(path), metadata={
        "format": train.FORMAT, "obs_size": str(n.obs_size - BLOCK), "action_size": str(n.action_size),
        "history": "0", "hidden": ",".join(map(str, hidden)), "samples": "5000000"})
    return model


def test_init_from_a_first_layout_file_plays_as_it_did(tmp_path):
    ref = first_layout_file(tmp_path / "old.safetensors")
    t = train.Trainer(cfg(tmp_path / "run"))
    note = t.init_from(str(tmp_path / "old.safetensors"))
    assert "value head" in note and f"{BLOCK} inputs" in note, note
    obs = sample_obs()
    for a, b in zip(outputs(t.model, obs), outputs(ref, obs)):
        torch.testing.assert_close(a, b, rtol=1e-5, atol=1e-5)
    # The team block gets the scale it has at the run's tables (zero scale
    # would keep its weights from ever learning; unit scale would slow
    # them) and the statistics carry the file's weight.
    assert "their scale from" in note, note
    team_scale = t.model.norm.inv_std[TEAM:TEAM + BLOCK]
    assert (team_scale > 0).all() and (team_scale != 1).any(), team_scale
    assert float(t.model.norm.count) == 5_000_000
    assert (t.model.layers[0].weight[:, TEAM:TEAM + BLOCK] == 0).all()
    # The starting network is the league's first past self.
    assert len(t.pool) == 1
    # Exported again, it is the same network (now in the 468 layout).
    train.export(t.model, str(tmp_path / "new.safetensors"))
    back = train.load_exported(str(tmp_path / "new.safetensors"))
    for a, b in zip(outputs(back, obs), outputs(ref, obs)):
        torch.testing.assert_close(a, b, rtol=1e-5, atol=1e-5)


@pytest.mark.skipif(not SHIPPED.exists(), reason="no shipped network")
def test_init_from_the_shipped_network(tmp_path):
    meta = train_files.read_exported(str(SHIPPED))[0]
    evidence = meta.get("evidence") == "1"
    ref = train.load_exported(str(SHIPPED))
    t = train.Trainer(cfg(tmp_path / "run", hidden=list(ref.hidden), evidence=evidence))
    t.init_from(str(SHIPPED))
    obs = sample_obs(evidence)
    for a, b in zip(outputs(t.model, obs), outputs(ref, obs)):
        torch.testing.assert_close(a, b, rtol=1e-5, atol=1e-5)


def test_init_widens_the_hidden_layers_and_plays_as_before(tmp_path):
    """``--init FILE --hidden`` wider than the file's: the network is
    widened, plays exactly as it did, and its new units learn."""
    ref = first_layout_file(tmp_path / "h16.safetensors")
    t = train.Trainer(cfg(tmp_path / "run", hidden=[24, 32]))
    note = t.init_from(str(tmp_path / "h16.safetensors"))
    assert "hidden layers 16,16 widened to 24,32" in note, note
    obs = sample_obs()
    for a, b in zip(outputs(t.model, obs), outputs(ref, obs)):
        torch.testing.assert_close(a, b, rtol=1e-5, atol=1e-5)
    # The new units compute something (fresh incoming weights) but feed
    # nothing yet; the old units take nothing from the new ones below.
    assert t.model.layers[0].weight[16:].abs().sum() > 0
    assert (t.model.layers[1].weight[:16, 16:] == 0).all()
    assert (t.model.policy.weight[:, 16:] == 0).all() and (t.model.value.weight[:, 16:] == 0).all()
    t.run(log=lambda s: None)
    assert t.model.policy.weight[:, 16:].abs().sum() > 0, "the new units learn"
    # Exported and read back (as the Rust bot reads it), the wider network.
    train.export(t.model, str(tmp_path / "wide.safetensors"))
    assert train.load_exported(str(tmp_path / "wide.safetensors")).hidden == [24, 32]


def test_init_from_a_checkpoint(tmp_path):
    t = train.Trainer(cfg(tmp_path / "a", updates=2))
    t.run(log=lambda s: None)
    src = train.Trainer(cfg(tmp_path / "b"))
    src.load(str(tmp_path / "a" / "checkpoint.pt"))
    u = train.Trainer(cfg(tmp_path / "c", seed=7))
    assert "checkpoint (update 2)" in u.init_from(str(tmp_path / "a" / "checkpoint.pt"))
    obs = sample_obs()
    for a, b in zip(outputs(u.model, obs), outputs(src.model, obs)):
        torch.testing.assert_close(a, b, rtol=1e-5, atol=1e-5)
    assert u.update == 0 and u.samples == 0  # a new run, not a resumed one


def test_files_that_do_not_fit_are_refused(tmp_path):
    first_layout_file(tmp_path / "h32.safetensors", hidden=(32, 32))
    t = train.Trainer(cfg(tmp_path / "run"))
    with pytest.raises(ValueError, match=r"hidden layers 32,32, but this run's are 16,16 \(pass --hidden 32,32, "
                       r"or wider layers as many\)"):
        t.init_from(str(tmp_path / "h32.safetensors"))
    # Another count of layers is refused too (only widening keeps the play).
    three = train.Trainer(cfg(tmp_path / "run3", hidden=[32, 32, 32]))
    with pytest.raises(ValueError, match=r"hidden layers 32,32, but this run's are 32,32,32"):
        three.init_from(str(tmp_path / "h32.safetensors"))
    save_file({"x": torch.zeros(2)}, str(tmp_path / "other.safetensors"), metadata={"format": "other-1"})
    with pytest.raises(ValueError, match="not a uno-mlp-1 file"):
        t.init_from(str(tmp_path / "other.safetensors"))
    (tmp_path / "junk.bin").write_bytes(b"\x00" * 64)
    with pytest.raises(ValueError, match="not a safetensors file"):
        t.init_from(str(tmp_path / "junk.bin"))
    with pytest.raises(ValueError, match="no such file"):
        t.init_from(str(tmp_path / "missing.safetensors"))
    # Nothing was changed by a refused file.
    assert t.pool == [] and float(t.model.norm.count) == 0


def run_cli(*args, timeout=600):
    return subprocess.run([sys.executable, "-m", "uno_env.train", *args],
                          capture_output=True, text=True, timeout=timeout)


def test_command_line_init_refusals(tmp_path):
    first_layout_file(tmp_path / "old.safetensors", hidden=(64, 64))
    p = run_cli("--smoke", "--updates", "1", "--out", str(tmp_path / "r"),
                "--init", str(tmp_path / "old.safetensors"))
    assert p.returncode != 0 and "--init:" in p.stderr and "pass --hidden 64,64" in p.stderr, p.stderr
    p = run_cli("--smoke", "--updates", "1", "--out", str(tmp_path / "r"), "--resume",
                "--init", str(tmp_path / "old.safetensors"))
    assert p.returncode != 0 and "choose one" in p.stderr
    for bad, msg in (("3pairs", "pairs need an even seat count"), ("4x", "not a seat count"),
                     ("12pairs", "seat counts are 2 to 10")):
        p = run_cli("--smoke", "--updates", "1", "--players", bad, "--out", str(tmp_path / "r"))
        assert p.returncode != 0 and msg in p.stderr, (bad, p.stderr)


def test_smoke_fine_tune_with_teams_from_the_command_line(tmp_path):
    first_layout_file(tmp_path / "old.safetensors", hidden=(32, 32))
    out = tmp_path / "run"
    p = run_cli("--smoke", "--updates", "2", "--players", "2,4,4pairs", "--threads", "1",
                "--league", "medium=1,self=1", "--lr", "1e-4", "--eval-every", "1",
                "--init", str(tmp_path / "old.safetensors"), "--out", str(out))
    assert p.returncode == 0, p.stderr
    assert "init: policy and value head from" in p.stderr
    assert "4pairs-medium=" in p.stderr and "4pairs-self=" in p.stderr
    summary = json.loads(p.stdout.strip().splitlines()[-1])
    assert summary["updates"] == 2 and summary["samples"] > 0
    header = (out / "curve.csv").read_text().splitlines()[0].split(",")
    assert header[-1] == "medium_4pairs", header
    from safetensors import safe_open

    with safe_open(str(out / "learned.safetensors"), framework="pt") as f:
        meta = f.metadata()
    assert meta["players"] == "2,4,4pairs"
    assert meta["init"] == str(tmp_path / "old.safetensors")
    assert int(meta["obs_size"]) == train.uno_env.OBS_BASE


def test_team_groups_reward_the_team_and_evaluate_with_a_partner(tmp_path):
    t = train.Trainer(cfg(tmp_path / "run", league={"medium": 1.0}))
    g = [g for g in t.groups if g.label() == "4pairs-medium"][0]
    assert g.players == 4 and g.env.obs_size == t.obs_size
    # Rewards handed to the learner's decisions are its team's: +-1/2.
    t.choose_opponents()
    t.rollout()
    cols = slice(t.start[1], t.start[2])
    r = t.buf.rew[:, cols][t.buf.done[:, cols]]
    assert len(r) and set(np.round(r, 4)) <= {0.5, -0.5}, r
    rate = t.evaluate("medium", "4pairs", rounds=40, seed=3)
    assert 0.0 <= rate <= 1.0


def random_network(path, seed, hidden=(16, 16)):
    """A random 468-input network with its own normalisation, exported."""
    torch.manual_seed(seed)
    n = train.uno_env.VecEnv(1)
    model = train.Policy(n.obs_size, n.action_size, list(hidden))
    with torch.no_grad():
        model.norm.mean.uniform_(-0.5, 0.5)
        model.norm.inv_std.uniform_(0.5, 3.0)
    train.export(model, str(path), {"samples": str(1000 * seed)})
    return model


def first_layer(model, obs):
    with torch.no_grad():
        return model.layers[0](model.norm(obs))


def test_average_of_networks_averages_their_maps(tmp_path):
    a = random_network(tmp_path / "a.safetensors", 1)
    b = random_network(tmp_path / "b.safetensors", 2)
    obs = sample_obs()
    # A network averaged with itself is itself.
    train.average([str(tmp_path / "a.safetensors")] * 2, str(tmp_path / "aa.safetensors"))
    aa = train.load_exported(str(tmp_path / "aa.safetensors"))
    for x, y in zip(outputs(aa, obs), outputs(a, obs)):
        torch.testing.assert_close(x, y, rtol=1e-4, atol=1e-4)
    # Two networks with different normalisations: the first layer is the
    # mean of the two maps on the raw observation, the other layers the
    # mean of the weights, under the last file's normalisation.
    meta = train.average([str(tmp_path / "a.safetensors"), str(tmp_path / "b.safetensors")],
                         str(tmp_path / "ab.safetensors"))
    ab = train.load_exported(str(tmp_path / "ab.safetensors"))
    torch.testing.assert_close(first_layer(ab, obs), (first_layer(a, obs) + first_layer(b, obs)) / 2,
                               rtol=1e-4, atol=1e-4)
    torch.testing.assert_close(ab.policy.weight, (a.policy.weight + b.policy.weight) / 2)
    torch.testing.assert_close(ab.layers[1].bias, (a.layers[1].bias + b.layers[1].bias) / 2)
    torch.testing.assert_close(ab.norm.inv_std, b.norm.inv_std)
    torch.testing.assert_close(ab.norm.mean, b.norm.mean)
    # A naive mean of the weights and statistics would be another network.
    mean = lambda x, y: (x + y) / 2  # noqa: E731
    naive = ((obs - mean(a.norm.mean, b.norm.mean)) * mean(a.norm.inv_std, b.norm.inv_std)) \
        @ mean(a.layers[0].weight, b.layers[0].weight).T + mean(a.layers[0].bias, b.layers[0].bias)
    assert not torch.allclose(first_layer(ab, obs), naive.detach(), atol=1e-3)
    assert meta["averaged"] == f"{tmp_path / 'a.safetensors'},{tmp_path / 'b.safetensors'}"
    assert meta["samples"] == "2000"


def test_average_refuses_what_does_not_fit(tmp_path):
    random_network(tmp_path / "a.safetensors", 1)
    random_network(tmp_path / "h32.safetensors", 2, hidden=(32, 32))
    with pytest.raises(ValueError, match="two exported networks or more"):
        train.average([str(tmp_path / "a.safetensors")], str(tmp_path / "out.safetensors"))
    with pytest.raises(ValueError, match="not one shape"):
        train.average([str(tmp_path / "a.safetensors"), str(tmp_path / "h32.safetensors")],
                      str(tmp_path / "out.safetensors"))
    assert not (tmp_path / "out.safetensors").exists()
    run = lambda *args: subprocess.run([sys.executable, "-m", "uno_env.train", "average", *args],  # noqa: E731
                                       capture_output=True, text=True)
    r = run(str(tmp_path / "out.safetensors"), str(tmp_path / "a.safetensors"), str(tmp_path / "missing.safetensors"))
    assert r.returncode != 0 and "missing.safetensors: no such file" in r.stderr, r.stderr
    r = run(str(tmp_path / "out.safetensors"), str(tmp_path / "a.safetensors"))
    assert r.returncode != 0 and "usage: python -m uno_env.train average" in r.stderr, r.stderr
    r = run(str(tmp_path / "out.safetensors"), str(tmp_path / "a.safetensors"), str(tmp_path / "a.safetensors"))
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["out"] == str(tmp_path / "out.safetensors")
    assert train.load_exported(str(tmp_path / "out.safetensors")).hidden == [16, 16]


def evidence_obs():
    """Observations with the evidence block, from random play at 2 and 4
    seats (the block in use)."""
    rng = np.random.default_rng(3)
    out = []
    for players in (2, 4):
        env = train.uno_env.VecEnv(8, players=players, seed=4, evidence=True)
        obs, mask, _ = env.reset()
        for _ in range(12):
            out.append(obs.copy())
            obs, mask, *_ = env.step(env.random_actions(rng))
    obs = np.concatenate(out)
    assert obs[:, train.uno_env.OBS_BASE:].any()
    return torch.from_numpy(obs)


def test_init_with_evidence_from_a_network_without_it_plays_as_it_did(tmp_path):
    """``--evidence --init FILE``: the block's inputs start at zero weight
    (at the tables' scale, so they learn), the network plays as it did, and
    its export says ``evidence`` = 1 and reads back the same."""
    plain = tmp_path / "plain-start.safetensors"
    first_layout_file(tmp_path / "old.safetensors")
    t0 = train.Trainer(cfg(tmp_path / "run0"))
    t0.init_from(str(tmp_path / "old.safetensors"))
    train.export(t0.model, str(plain))
    ref = train.load_exported(str(plain))
    t = train.Trainer(cfg(tmp_path / "run", hidden=list(ref.hidden), evidence=True))
    base = train.uno_env.OBS_BASE
    assert t.obs_size == base + train.uno_env.EVIDENCE_LEN
    note = t.init_from(str(plain))
    assert f"{train.uno_env.EVIDENCE_LEN} inputs" in note, note
    obs = evidence_obs()
    for a, b in zip(outputs(t.model, obs), outputs(ref, obs[:, :base])):
        torch.testing.assert_close(a, b, rtol=1e-5, atol=1e-5)
    assert (t.model.layers[0].weight[:, base:] == 0).all()
    # The block's scale is what the run's tables show (its colour
    # evidence is set now and then: a scale well above 1), not unit scale.
    lacks = t.model.norm.inv_std[base + train.uno_env.EV_LACKS:base + train.uno_env.EV_LACKS + 4]
    assert (lacks > 1.5).all(), lacks
    assert "their scale from" in note
    path = str(tmp_path / "ev.safetensors")
    train.export(t.model, path, t.meta())
    meta, _, obs_size, _, _ = train_files.read_exported(path)
    assert meta["evidence"] == "1" and obs_size == base + train.uno_env.EVIDENCE_LEN
    back = train.load_exported(path)
    for a, b in zip(outputs(back, obs), outputs(ref, obs[:, :base])):
        torch.testing.assert_close(a, b, rtol=1e-5, atol=1e-5)
    # Without the flag the export says 0, and a file that claims the block
    # without its inputs is refused.
    train.export(ref, str(tmp_path / "plain.safetensors"))
    assert train_files.read_exported(str(tmp_path / "plain.safetensors"))[0]["evidence"] == "0"
    sd = {k: v.contiguous() for k, v in ref.state_dict().items()
          if k.startswith(("layers.", "policy.", "value.", "norm.mean", "norm.inv_std"))
          and k not in ("norm.mean64",)}
    save_file(sd, str(tmp_path / "liar.safetensors"), metadata={
        "format": train.FORMAT, "obs_size": str(base), "action_size": str(ref.action_size),
        "history": "0", "evidence": "1", "hidden": ",".join(map(str, ref.hidden))})
    with pytest.raises(ValueError, match="evidence block"):
        train_files.read_exported(str(tmp_path / "liar.safetensors"))
    # A network with the block, for a run without it: refused, with the
    # flag to pass.
    t2 = train.Trainer(cfg(tmp_path / "run2", hidden=list(ref.hidden)))
    with pytest.raises(ValueError, match="pass --evidence"):
        t2.init_from(path)


def test_smoke_run_with_evidence_from_the_command_line(tmp_path):
    out = tmp_path / "run"
    p = run_cli("--smoke", "--updates", "2", "--players", "2,4", "--threads", "1",
                "--league", "medium=1,self=1", "--eval-every", "1", "--evidence",
                "--out", str(out))
    assert p.returncode == 0, p.stderr
    from safetensors import safe_open

    with safe_open(str(out / "learned.safetensors"), framework="pt") as f:
        meta = f.metadata()
    assert meta["evidence"] == "1"
    assert int(meta["obs_size"]) == train.uno_env.OBS_BASE + train.uno_env.EVIDENCE_LEN
