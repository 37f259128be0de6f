"""MaskablePPO trains on UnoGym unchanged: the training example's smoke
run (a few hundred steps, a short evaluation). Skipped where sb3-contrib
and torch are not installed (they are not in the default test run:
`pip install torch sb3-contrib` and run this file)."""

import json
import pathlib
import subprocess
import sys

import pytest

pytest.importorskip("sb3_contrib")

EXAMPLE = pathlib.Path(__file__).resolve().parents[1] / "examples" / "train_maskable_ppo.py"


@pytest.mark.parametrize("extra", [[], ["--shaping", "0.05"]])
def test_maskable_ppo_smoke(tmp_path, extra):
    out = subprocess.run(
        [sys.executable, str(EXAMPLE), "--smoke", "--out", str(tmp_path / "ppo")] + extra,
        capture_output=True,
        text=True,
        check=True,
        timeout=600,
    ).stdout
    result = json.loads(out.strip().splitlines()[-1])
    assert result["timesteps"] >= 512
    assert result["eval_rounds"] == 50
    assert 0.0 <= result["win_rate"] <= 1.0
    assert (tmp_path / "ppo.zip").exists()
