"""Every test here writes under its own GWT_HOME, never into a real user's data folder."""
from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def gwt_home(tmp_path, monkeypatch):
    monkeypatch.setenv("GWT_HOME", str(tmp_path / "home"))
    return tmp_path / "home"
