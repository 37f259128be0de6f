"""The trainer's speed, side by side (docs/python.md, "Training speed").

Runs ``uno_env.train`` for a few updates in each configuration, the runs
interleaved (A, B, C, A, B, C, ...) so a shared machine's load falls on
all of them alike, and prints the medians of learner samples per second
of the training loop, per CPU-second (the process's own CPU time: the
fair figure when other work shares the cores) and per wall-second.

    python crates/uno-py/examples/train_speed.py --runs 3 --updates 4 \\
        --variant fp32 --variant bf16 --base 16a6c21

``--variant P`` runs the installed trainer with ``--precision P``
(``--variant P+C``: also ``--critic C``); ``--args "..."`` the installed
trainer with those arguments (``--args "--epochs 1"``);
``--base REV`` adds the trainer as it was at git revision REV (read with
``git show``), run on the same engine (with ``--base-args "..."``: those
arguments too, e.g. ``--precision bf16``); ``--ray-actors N`` adds the
installed trainer with ``--ray local --ray-actors N`` (its CPU time is the
learner's and the actors' rollouts'; Ray's start is not counted), and
``--ray-overlap N`` the same with ``--ray-overlap``.

    python crates/uno-py/examples/train_speed.py --runs 4 --updates 5 \
        --ray-actors 1 --ray-actors 2
"""

import argparse
import importlib.util
import json
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TRAIN = "crates/uno-py/python/uno_env/train.py"


def child(argv):
    """One run: ``child SOURCE ARGS...`` (SOURCE: a train.py path, or - for
    the installed one); prints the summary with the loop's CPU seconds."""
    source, args = argv[0], argv[1:]
    if source == "-":
        from uno_env import train as mod
    else:
        # A module of the installed package, so that the old trainer's
        # relative imports (``from .train_files import ...``) resolve.
        import uno_env  # noqa: F401

        spec = importlib.util.spec_from_file_location("uno_env._train_rev", source)
        mod = importlib.util.module_from_spec(spec)
        sys.modules["uno_env._train_rev"] = mod
        spec.loader.exec_module(mod)
    run = mod.Trainer.run

    def timed(self, *a, **k):
        c0 = time.process_time()
        out = run(self, *a, **k)
        # With --ray: plus the actors' CPU seconds in their rollouts.
        out["train_cpu_seconds"] = time.process_time() - c0 + getattr(self, "actor_cpu", 0.0)
        return out

    mod.Trainer.run = timed
    return mod.main(args)


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "child":
        sys.exit(child(sys.argv[2:]))
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--updates", type=int, default=4)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--variant", action="append", default=[],
                    help="a --precision value, or PRECISION+CRITIC (bf16+perfect: --critic perfect)")
    ap.add_argument("--args", action="append", default=[], metavar="ARGS",
                    help="also the installed trainer with these arguments, e.g. '--epochs 1'")
    ap.add_argument("--base", help="also the trainer at this git revision")
    ap.add_argument("--base-args", default="",
                    help="its own arguments, e.g. '--precision bf16' (for a revision that has them)")
    ap.add_argument("--ray-actors", type=int, action="append", default=[],
                    help="also the trainer with --ray local --ray-actors N (needs ray)")
    ap.add_argument("--ray-overlap", type=int, action="append", default=[],
                    help="also the trainer with --ray local --ray-actors N --ray-overlap")
    a = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix="train-speed-")
    variants = []
    for v in a.variant or ([] if a.args else ["fp32"]):
        p, _, critic = v.partition("+")
        name, extra = f"--precision {p}", ["--precision", p]
        if critic:
            name, extra = name + f" --critic {critic}", extra + ["--critic", critic]
        variants.append((name, "-", extra))
    variants += [(args, "-", shlex.split(args)) for args in a.args]
    if a.base:
        root = subprocess.run(["git", "rev-parse", "--show-toplevel"], cwd=HERE,
                              capture_output=True, text=True, check=True).stdout.strip()
        old = subprocess.run(["git", "show", f"{a.base}:{TRAIN}"], cwd=root,
                             capture_output=True, text=True, check=True).stdout
        path = os.path.join(tmp, "train_base.py")
        with open(path, "w") as f:
            f.write(old)
        name = f"train.py at {a.base}" + (f" {a.base_args}" if a.base_args else "")
        variants.insert(0, (name, path, a.base_args.split()))
    variants += [(f"--ray local --ray-actors {n}", "-", ["--ray", "local", "--ray-actors", str(n)])
                 for n in a.ray_actors]
    variants += [(f"--ray local --ray-actors {n} --ray-overlap", "-",
                  ["--ray", "local", "--ray-actors", str(n), "--ray-overlap"]) for n in a.ray_overlap]
    cpu = {v[0]: [] for v in variants}
    wall = {v[0]: [] for v in variants}
    for r in range(a.runs):
        for name, source, extra in variants:
            out = os.path.join(tmp, "run")
            cmd = [sys.executable, os.path.abspath(__file__), "child", source,
                   "--updates", str(a.updates), "--threads", str(a.threads), "--eval-every", "0",
                   "--checkpoint-every", "1e9", "--seed", "1", "--out", out] + extra
            p = subprocess.run(cmd, capture_output=True, text=True)
            if p.returncode != 0:
                sys.exit(f"{name}: failed:\n{p.stderr[-2000:]}")
            s = json.loads(p.stdout.strip().splitlines()[-1])
            cpu[name].append(s["samples"] / s["train_cpu_seconds"])
            wall[name].append(s["samples"] / s["train_seconds"])
            load = os.getloadavg()[0]
            print(f"run {r + 1} {name}: {cpu[name][-1]:,.0f} samples/CPU-s, "
                  f"{wall[name][-1]:,.0f} samples/s, load {load:.1f}", flush=True)
    print("\nmedians:")
    for name, _, _ in variants:
        print(f"  {name}: {statistics.median(cpu[name]):,.0f} samples/CPU-s, "
              f"{statistics.median(wall[name]):,.0f} samples/s")


if __name__ == "__main__":
    main()
