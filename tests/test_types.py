"""The type checker over the rooms below the screens (engine, session, storage, text), as
pyproject.toml's [tool.mypy] sets it: a wrong type there fails the suite, naming the file and line."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def cache(tmp_path_factory):
    """mypy's cache, this module's own: two runs at once (xdist, another checkout) never share one, and
    the second test here reads the standard library's types the first one parsed (0.8 s of CPU to 0.2 s)."""
    return tmp_path_factory.mktemp("mypy-cache")


def _mypy(cache, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "MYPY_CACHE_DIR": str(cache)}
    return subprocess.run([sys.executable, "-m", "mypy", "--no-error-summary", *args], check=False, cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=600)


def test_the_middle_rooms_type_check(cache):
    run = _mypy(cache)
    assert run.returncode == 0, "mypy found type errors:\n" + run.stdout + run.stderr


def test_the_check_reports_a_wrong_type(cache, tmp_path):
    # The check is live: a module of the checked rooms with a wrong return type is reported.
    bad = tmp_path / "bad.py"
    bad.write_text("def f() -> int:\n    return 'not a number'\n")
    run = _mypy(cache, str(bad))
    assert run.returncode == 1 and "bad.py:2" in run.stdout, run.stdout + run.stderr
