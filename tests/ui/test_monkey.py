"""20,000 random mouse and key events across the scenes: no exception, and every move any match
recorded replays as legal. (`python -m gwt_desktop.tools.monkey --events 100000` runs the long one.)"""
from __future__ import annotations

from gwt_desktop.tools.monkey import run


def test_monkey_20000_events_across_scenes(tmp_path, monkeypatch):
    monkeypatch.setenv("GWT_HOME", str(tmp_path))
    out = run(20000, seed=3)
    assert out["events"] >= 20000
    # It went through the title, games and their hand-offs and menus, and games were played on.
    assert {"TitleScene", "GameScene", "HandoffScene"} <= set(out["scenes"])
    assert out["games"] > 5 and out["moves_replayed"] > 100
