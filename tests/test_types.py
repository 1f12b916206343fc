"""The type checker over the rooms below the screens (engine, session, storage, text), as
pyproject.toml's [tool.mypy] sets it: a wrong type there fails the suite, naming the file and line."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _mypy(tmp_path, *args: str) -> subprocess.CompletedProcess:
    # A cache of its own: two runs at once (xdist, another checkout) never share one.
    env = {**os.environ, "MYPY_CACHE_DIR": str(tmp_path / "mypy-cache")}
    return subprocess.run([sys.executable, "-m", "mypy", "--no-error-summary", *args], check=False, cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=600)


def test_the_middle_rooms_type_check(tmp_path):
    run = _mypy(tmp_path)
    assert run.returncode == 0, "mypy found type errors:\n" + run.stdout + run.stderr


def test_the_check_reports_a_wrong_type(tmp_path):
    # The check is live: a module of the checked rooms with a wrong return type is reported.
    bad = tmp_path / "bad.py"
    bad.write_text("def f() -> int:\n    return 'not a number'\n")
    run = _mypy(tmp_path, str(bad))
    assert run.returncode == 1 and "bad.py:2" in run.stdout, run.stdout + run.stderr
