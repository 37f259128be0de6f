#!/usr/bin/env bash
# Builds the Python package `uno_env` (this crate) into a throw-away
# virtual environment and runs its pytest tests. scripts/test runs it.
#
#   crates/uno-py/test.sh [PYTEST ARGS]
#
# Environment: PYTHON (default python3); UNO_PY_VENV: a virtual environment
# to create or reuse (default: a temporary one, removed at exit);
# UNO_PY_TORCH_INDEX: the package index torch comes from (default PyTorch's
# CPU-only index, below; "pypi" for PyPI's).
# Installs maturin, pytest, numpy, pettingzoo, gymnasium, pygame
# (PettingZoo's tic-tac-toe, compared with in test_pettingzoo.py), torch and
# safetensors (the trainer's smoke test), ray (the trainer's rollouts on
# Ray actors, tests/test_train_ray.py: an 80 MB wheel, 240 MB installed),
# rlcard 1.2.0 (examples/bots/rlcard_rule_bot.py) and mypy (its stubtest
# checks the type stubs, tests/test_stubs.py) from PyPI into that
# environment; nothing outside it. On a machine without Python's venv
# module it installs Debian's python3-venv when run as root.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
py="${PYTHON:-python3}"

if ! "$py" -c 'import venv, ensurepip' 2>/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get update && apt-get install -y python3 python3-venv
    py=python3
  else
    echo "crates/uno-py/test.sh: $py with the venv module is needed (Debian: apt-get install python3-venv)" >&2
    exit 1
  fi
fi

if [ -n "${UNO_PY_VENV:-}" ]; then
  venv="$UNO_PY_VENV"
else
  venv="$(mktemp -d "${TMPDIR:-/tmp}/uno-py-venv.XXXXXX")"
  trap 'rm -rf "$venv"' EXIT
fi
[ -x "$venv/bin/python" ] || "$py" -m venv "$venv"
# PyPI's torch for Linux brings its CUDA libraries: about 5.5 GB installed,
# which no test uses. torch comes from PyTorch's CPU-only index first (as
# docs/python.md tells researchers to install it); where that index cannot
# be reached, from PyPI with the rest. No pip cache (it would hold the same
# again); the free space is printed so that a full disk is plain in the log
# (CI ran out of disk here in stop 26).
df -h "$venv" | sed 's/^/crates\/uno-py\/test.sh: /'
torch_index="${UNO_PY_TORCH_INDEX:-https://download.pytorch.org/whl/cpu}"
if [ "$torch_index" != pypi ]; then
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-cache-dir \
    --retries 1 --timeout 30 torch --index-url "$torch_index" ||
    echo "crates/uno-py/test.sh: torch from $torch_index failed; torch from PyPI (with its CUDA libraries)" >&2
fi
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-cache-dir \
  "maturin>=1.5,<2" pytest numpy pettingzoo gymnasium pygame torch safetensors ray "rlcard==1.2.0" mypy

# The extension is built with the dev profile (optimized dependencies,
# no LTO), in the workspace's target folder unless CARGO_TARGET_DIR names one.
(
  # shellcheck disable=SC1091
  . "$venv/bin/activate"
  cd "$here"
  CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target}" maturin develop --quiet
  # The crate's own Rust tests (the learners' table against the bots' seat
  # runner, the Gymnasium step's modes), linked with the interpreter's
  # libpython as a plain cargo build is.
  CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target}" cargo test --quiet --lib
)
cd "$here"
"$venv/bin/python" -m pytest -q tests "$@"
