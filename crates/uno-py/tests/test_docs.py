"""The Python examples of docs/python.md and docs/learning.md run as
written, one after the other in one namespace (as a reader pastes them),
from the repository's root (they open scenario files by relative path).
Only the simulator's game count is cut (400 games of `hard` take minutes
on a small machine)."""

import os
import re

import pytest

from conftest import ROOT

DOCS = ["docs/python.md", "docs/learning.md"]
SHORTER = {"games=400": "games=4"}


def python_blocks(path):
    text = (ROOT / path).read_text(encoding="utf-8")
    return re.findall(r"```python\n(.*?)```", text, re.S)


def test_docs_have_python_examples():
    assert python_blocks("docs/python.md")


@pytest.mark.parametrize("path", DOCS)
def test_python_examples_run_as_written(path, monkeypatch):
    pytest.importorskip("gymnasium")
    pytest.importorskip("pettingzoo")
    monkeypatch.chdir(ROOT)
    namespace = {"__name__": "__docs__"}
    for i, block in enumerate(python_blocks(path)):
        for long, short in SHORTER.items():
            block = block.replace(long, short)
        code = compile(block, f"{path} (python block {i + 1})", "exec")
        exec(code, namespace)
