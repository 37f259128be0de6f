import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[3]


@pytest.fixture
def scenarios_dir():
    return ROOT / "scenarios"
