"""4,000 random mouse and key events across the scenes: no exception, and every move any match
recorded replays as legal. The long run is a tool, not a test: `python -m tools.monkey`
(100,000 events by default, a few minutes)."""
from __future__ import annotations

import threading

from tools.monkey import run, thinkers


def test_monkey_4000_events_across_scenes(tmp_path, monkeypatch):
    monkeypatch.setenv("GWT_HOME", str(tmp_path))
    out = run(4000, seed=4)
    assert out["events"] >= 4000
    # It went through the title, games and their hand-offs and menus, and games were played on.
    assert {"TitleScene", "GameScene", "HandoffScene"} <= set(out["scenes"])
    # The monkey sets a fresh table every 50 frames (250 here) and waits for the computer's threads
    # each frame, so neither the count of games nor the computer's moves hangs on the machine's speed.
    assert out["games"] >= out["games_started_directly"] >= 5 and out["moves_replayed"] > 30


def test_the_monkey_waits_only_for_the_threads_it_started():
    """A bot another test left hung on purpose (tests/ai/test_worker.py) in the same process is not
    waited for on every frame."""
    release = threading.Event()
    hung = threading.Thread(target=release.wait, name="bot-hard-0", daemon=True)
    hung.start()
    theirs = set(threading.enumerate())
    new = threading.Thread(target=release.wait, name="bot-medium-1", daemon=True)
    new.start()
    try:
        assert thinkers(theirs) == [new]
    finally:
        release.set()
