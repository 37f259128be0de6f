"""The trainer's rollouts on Ray actors (``python -m uno_env.train --ray``):
a run on a local Ray with two actors trains, writes its checkpoint and
export, and the exported policy plays; one actor trains exactly as the
local trainer; without Ray, ``--ray`` says what is missing and the
trainer runs as before. The Ray tests share one local Ray instance (its
start takes seconds on 2 cores) and are skipped where ``ray`` is not
installed (crates/uno-py/test.sh installs it)."""

import importlib.util
import json
import subprocess
import sys
import time

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("safetensors")

from uno_env import train  # noqa: E402

HAVE_RAY = importlib.util.find_spec("ray") is not None
needs_ray = pytest.mark.skipif(not HAVE_RAY, reason="ray is not installed (pip install ray)")


@pytest.fixture(scope="module")
def local_ray():
    import ray

    from uno_env import train_ray

    train_ray.start("local", 2)
    yield ray
    ray.shutdown()


def small(out, **kw):
    cfg = train.Config(
        out=str(out), envs=24, steps=12, hidden=[16, 16], minibatch=128, updates=3,
        eval_every=0, snapshot_every=1, threads=1,
    )
    for k, v in kw.items():
        setattr(cfg, k, v)
    return cfg


@needs_ray
def test_two_actors_train_checkpoint_export_and_the_export_plays(tmp_path, local_ray, capsys):
    out = tmp_path / "run"
    # The command line's path, in this process (train_ray keeps the
    # fixture's Ray connection and ends only its actors).
    rc = train.main(["--smoke", "--updates", "2", "--out", str(out), "--threads", "1",
                     "--eval-every", "0", "--ray", "local", "--ray-actors", "2"])
    assert rc == 0
    cap = capsys.readouterr()
    summary = json.loads(cap.out.strip().splitlines()[-1])
    assert summary["updates"] == 2 and summary["ray_actors"] == 2
    assert summary["samples"] > 0 and summary["agent_steps"] >= summary["samples"]
    assert summary["faults"] == 0
    # Both actors hold tables (--smoke: 32 tables in 8 groups).
    assert "ray: 2 rollout actors, 32 tables: 18, 14" in cap.err
    for f in ("checkpoint.pt", "learned.safetensors", "curve.csv"):
        assert (out / f).stat().st_size > 0
    state = torch.load(str(out / "checkpoint.pt"), weights_only=False)
    assert state["update"] == 2 and len(state["pool"]) == 2
    model = train.load_exported(str(out / "learned.safetensors"))
    # The normalizer learned from the actors' observations.
    assert not torch.equal(model.norm.inv_std, torch.ones_like(model.norm.inv_std))
    for players in (2, 4):
        rate = train.evaluate(model, "classic", "random", players, rounds=20, seed=3, envs=20)
        assert 0.0 <= rate <= 1.0
    # The actors were ended: their CPUs come back (asynchronously).
    total = local_ray.cluster_resources()["CPU"]
    deadline = time.monotonic() + 30
    while local_ray.available_resources().get("CPU", 0) < total and time.monotonic() < deadline:
        time.sleep(0.1)
    assert local_ray.available_resources().get("CPU", 0) == total


@needs_ray
@pytest.mark.parametrize("critic", ["obs", "perfect"])
def test_one_actor_trains_exactly_as_the_local_trainer(tmp_path, local_ray, critic):
    from uno_env import train_ray

    # self_latest=0: every rollout after the first plays a pool snapshot,
    # so the snapshots must reach the actor for the weights to match.
    cfg = dict(seed=7, updates=3, self_latest=0.0)
    # perfect: a critic of the trainer's own (its weights go out to the
    # actor, the privileged states come back).
    cfg["critic"] = critic
    local = train.Trainer(small(tmp_path / "local", **cfg))
    local.run(log=lambda s: None)
    remote = train_ray.RayTrainer(small(tmp_path / "ray", **cfg), 1)
    try:
        remote.run(log=lambda s: None)
    finally:
        remote.close()
    a, b = local.model.state_dict(), remote.model.state_dict()
    assert a.keys() == b.keys()
    assert all(torch.equal(a[k], b[k]) for k in a), [k for k in a if not torch.equal(a[k], b[k])]
    assert (local.samples, local.agent_steps) == (remote.samples, remote.agent_steps)
    assert [(g.label(), g.episodes, g.wins) for g in local.groups] == [
        (g.label(), g.episodes, g.wins) for g in remote.groups
    ]
    assert len(remote.pool) == 3 and remote.opp_latest is False
    # The optimizer's state too: the next update would match as well.
    sa, sb = local.opt.state_dict()["state"], remote.opt.state_dict()["state"]
    assert sa.keys() == sb.keys()
    assert all(torch.equal(sa[i]["exp_avg"], sb[i]["exp_avg"]) for i in sa)
    if critic != "obs":
        ca, cb = local.critic.state_dict(), remote.critic.state_dict()
        assert all(torch.equal(ca[k], cb[k]) for k in ca)


@needs_ray
def test_one_actor_fine_tunes_with_teams_exactly_as_the_local_trainer(tmp_path, local_ray):
    from test_train_init import first_layout_file

    from uno_env import train_ray

    first_layout_file(tmp_path / "old.safetensors")
    cfg = dict(seed=5, updates=2, players=[2, "4pairs"], league={"medium": 1.0, "self": 1.0})
    local = train.Trainer(small(tmp_path / "local", **cfg))
    local.init_from(str(tmp_path / "old.safetensors"))
    local.run(log=lambda s: None)
    remote = train_ray.RayTrainer(small(tmp_path / "ray", **cfg), 1)
    try:
        remote.init_from(str(tmp_path / "old.safetensors"))
        remote.run(log=lambda s: None)
    finally:
        remote.close()
    a, b = local.model.state_dict(), remote.model.state_dict()
    assert all(torch.equal(a[k], b[k]) for k in a), [k for k in a if not torch.equal(a[k], b[k])]
    labels = [(g.label(), g.episodes, g.wins) for g in remote.groups]
    assert labels == [(g.label(), g.episodes, g.wins) for g in local.groups]
    assert "4pairs-medium" in [x[0] for x in labels]


@needs_ray
def test_overlap_learns_from_rollouts_one_update_old(tmp_path, local_ray):
    from uno_env import train_ray

    local = train.Trainer(small(tmp_path / "local", seed=3, updates=1))
    local.run(log=lambda s: None)
    runs = {}
    for updates in (1, 3):
        t = train_ray.RayTrainer(small(tmp_path / f"o{updates}", seed=3, updates=updates), 1, overlap=True)
        try:
            t.run(log=lambda s: None)
            assert t._pending is not None  # the next rollout already runs
        finally:
            t.close()
        runs[updates] = t
    # The first rollout is the local one (the initial weights, the
    # actor's stream from the same seed); the learner's draws differ.
    assert runs[1].samples == local.samples and runs[1].agent_steps == local.agent_steps
    assert runs[3].update == 3 and runs[3].samples > 2 * local.samples
    w = runs[3].model.state_dict()
    assert all(torch.isfinite(v).all() for v in w.values())
    assert not all(torch.equal(w[k], local.model.state_dict()[k]) for k in w)


@needs_ray
def test_an_actor_that_does_not_answer_stops_the_run_with_its_updates_saved(tmp_path, local_ray, monkeypatch):
    """--ray-timeout: once the first update is made, the actors' answer is
    waited for 0.1 ms only (a rollout takes far longer): the run stops
    with a message naming the timeout, and checkpoint.pt holds the one
    update, from which --resume goes on."""
    from dataclasses import asdict

    from uno_env import train_ray

    real_get = train_ray.RayTrainer._get

    def impatient(self, refs, what):
        if what == "rollout" and self.update >= 1:
            self.timeout = 1e-4
        return real_get(self, refs, what)

    monkeypatch.setattr(train_ray.RayTrainer, "_get", impatient)
    out = tmp_path / "t"
    with pytest.raises(SystemExit) as e:
        train_ray.main(asdict(small(out, updates=3)), "local", 1, False)
    msg = str(e.value)
    assert "a rollout actor gave no answer to its rollout within 0.0001 s (--ray-timeout)" in msg, msg
    assert "1 updates saved in" in msg and "--resume" in msg, msg
    assert torch.load(str(out / "checkpoint.pt"), weights_only=False)["update"] == 1
    monkeypatch.setattr(train_ray.RayTrainer, "_get", real_get)
    summary = train_ray.main(asdict(small(out, updates=2)), "local", 1, True)
    assert summary["updates"] == 2
    # The actors were ended both times.
    deadline = time.monotonic() + 30
    total = local_ray.cluster_resources()["CPU"]
    while local_ray.available_resources().get("CPU", 0) < total and time.monotonic() < deadline:
        time.sleep(0.1)
    assert local_ray.available_resources().get("CPU", 0) == total


@needs_ray
def test_an_actor_that_died_is_reported_not_waited_for(tmp_path, local_ray):
    from uno_env import train_ray

    t = train_ray.RayTrainer(small(tmp_path / "d"), 1)
    try:
        local_ray.kill(t.actors[0])
        with pytest.raises(train_ray.RolloutFailed, match="a rollout actor failed in its rollout: .*Actor"):
            t.rollout()
    finally:
        t.close()


def test_without_ray_the_flag_says_so(tmp_path, monkeypatch):
    # Ray made unimportable: `import ray` raises ImportError.
    monkeypatch.setitem(sys.modules, "ray", None)
    monkeypatch.delitem(sys.modules, "uno_env.train_ray", raising=False)
    monkeypatch.delattr(train.uno_env, "train_ray", raising=False)
    args = ["--smoke", "--updates", "1", "--out", str(tmp_path / "a"), "--eval-every", "0"]
    with pytest.raises(SystemExit) as e:
        train.main(args + ["--ray", "local"])
    assert "--ray needs Ray" in str(e.value) and "pip install ray" in str(e.value)
    for extra in (["--ray-actors", "2"], ["--ray-overlap"], ["--ray-timeout", "5"]):
        with pytest.raises(SystemExit, match="--ray-actors, --ray-overlap and --ray-timeout go with --ray ADDRESS"):
            train.main(args + extra)


def test_the_trainer_runs_where_ray_is_not_installed(tmp_path):
    code = (
        "import sys; sys.modules['ray'] = None\n"
        "from uno_env import train\n"
        "assert 'uno_env.train_ray' not in sys.modules\n"
        "sys.exit(train.main(sys.argv[1:]))\n"
    )
    p = subprocess.run(
        [sys.executable, "-c", code, "--smoke", "--updates", "1", "--threads", "1",
         "--eval-every", "0", "--out", str(tmp_path / "b")],
        capture_output=True, text=True, timeout=120,
    )
    assert p.returncode == 0, p.stderr
    assert json.loads(p.stdout.strip().splitlines()[-1])["updates"] == 1
