"""4,000 random mouse and key events across the scenes: no exception, and every move any match
recorded replays as legal. The long run is a tool, not a test: `python -m tools.monkey`
(100,000 events by default, a few minutes)."""
from __future__ import annotations

from tools.monkey import run


def test_monkey_4000_events_across_scenes(tmp_path, monkeypatch):
    monkeypatch.setenv("GWT_HOME", str(tmp_path))
    out = run(4000, seed=4)
    assert out["events"] >= 4000
    # It went through the title, games and their hand-offs and menus, and games were played on.
    assert {"TitleScene", "GameScene", "HandoffScene"} <= set(out["scenes"])
    assert out["games"] > 3 and out["moves_replayed"] > 30
