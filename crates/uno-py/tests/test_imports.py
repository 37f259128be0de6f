"""Issue 31 §4: every module of the package can be imported by a program
that walks it (a documentation generator, a test collector); without
PyTorch, ``uno_env.train`` raises ``ImportError`` instead of ending the
process."""

import subprocess
import sys
import textwrap


def run(code: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_train_without_torch_raises_import_error():
    # `sys.modules["torch"] = None` makes `import torch` fail as if PyTorch
    # were not installed.
    out = run(
        """
        import sys
        sys.modules["torch"] = None
        try:
            import uno_env.train
        except ImportError as e:
            print("ImportError:", e)
        else:
            print("imported")
        print("still running")
        """
    )
    assert out.returncode == 0, out.stderr
    assert "ImportError: uno_env.train needs PyTorch" in out.stdout
    assert "still running" in out.stdout


def test_walking_the_package_without_torch_survives():
    out = run(
        """
        import importlib, pkgutil, sys
        sys.modules["torch"] = None
        import uno_env
        failed = []
        for m in pkgutil.walk_packages(uno_env.__path__, "uno_env."):
            try:
                importlib.import_module(m.name)
            except ImportError as e:
                failed.append(m.name)
        print("failed:", ",".join(sorted(failed)))
        """
    )
    assert out.returncode == 0, out.stderr
    # Only the trainer and its Ray part (uno_env.train_ray) need PyTorch.
    assert "failed: uno_env.train,uno_env.train_ray\n" in out.stdout
