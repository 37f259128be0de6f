"""The type stubs agree with the built extension: mypy's stubtest, with
its default arguments, over the whole package (``_core.pyi`` against
``uno_env._core``, and the Python modules, which mypy must also check
without errors). No allowlist: every difference is fixed in the stub.
``test.sh`` installs mypy; where it is missing the test is skipped."""

import importlib.util
import os
import subprocess
import sys

import pytest


@pytest.mark.skipif(importlib.util.find_spec("mypy") is None, reason="mypy is not installed")
def test_stubtest_passes(tmp_path):
    env = dict(os.environ)
    # mypy's cache beside the interpreter (warm when test.sh reuses its
    # environment, UNO_PY_VENV), not in the checkout.
    env["MYPY_CACHE_DIR"] = os.path.join(sys.prefix, "mypy-cache")
    out = subprocess.run(
        [sys.executable, "-m", "mypy.stubtest", "uno_env"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert out.returncode == 0, out.stdout + out.stderr
    assert "Success: no issues found" in out.stdout
