"""Kill the playing process with SIGKILL mid-game, again and again: Continue resumes with nothing lost
but the move in flight, and the game played across the crashes is the one played without them."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from gwt_desktop.storage import store

from .crash_player import choose, new_match

SEED = 34  # a game long enough for both (the city step asked since save format 2 changed the game 31 played)
pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL (POSIX)")


def reference(learn: bool) -> tuple[list[str], list[dict | None]]:
    """The game played without a crash, and its guide's state after each move (None: no guide)."""
    m = new_match(SEED, learn)
    guides = [m.guide.state() if m.guide else None]
    while not m.game.is_over:
        m.apply(choose(m, SEED))
        guides.append(m.guide.state() if m.guide and m.guide.active else None)
    return m.moves, guides


def start(home: Path, learn: bool) -> subprocess.Popen:
    env = dict(os.environ, GWT_HOME=str(home))
    return subprocess.Popen([sys.executable, str(Path(__file__).with_name("crash_player.py")), str(SEED),
                             *(["learn"] if learn else [])],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)


@pytest.mark.parametrize("learn", [False, True], ids=["game", "guided_game"])
def test_sigkill_loses_nothing_but_the_move_in_flight(gwt_home, learn):
    """The guided game too: its guide's progress is saved with it and resumes exactly."""
    ref, ref_guides = reference(learn)
    targets = (30, 90, 150) if learn else (40, 120, 200)
    assert len(ref) > targets[-1] + 90  # the kills below land well before the end even if the player runs ahead
    resumed_at, held_at_kill = [], []
    for target in targets:
        proc = start(gwt_home, learn)
        first = proc.stdout.readline().split()
        applied = durable = 0
        if first[0] == "resumed":
            resumed_at.append(int(first[1]))
            durable = int(first[1])
        else:
            applied, durable = int(first[0]), max(durable, int(first[1]))
        for line in proc.stdout:
            applied, held = (int(x) for x in line.split())
            durable = max(durable, held)
            if applied >= target:
                break
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
        # Read through the text stream, not communicate(): the loop above may have read lines ahead into
        # its buffer, which communicate() (reading the pipe itself) would lose; on a busy machine that
        # was a dozen moves, and the count below came out short.
        rest, err = proc.stdout.read(), proc.stderr.read()
        assert proc.returncode == -signal.SIGKILL, err
        for line in rest.splitlines():  # what it printed before the kill landed
            applied, held = (int(x) for x in line.split())
            durable = max(durable, held)
        loaded = store.load_game(store.autosave_path())
        saved = loaded.moves
        assert (loaded.guide.state() if loaded.guide else None) == ref_guides[len(saved)]
        # Every move the autosave was known to hold is there, whole, and at most the move in flight is
        # missing: each move is handed to the writer only once the one before it is on disk (writer.put),
        # even at this player's pace of a move every 2 ms.
        assert max(durable, applied - 1) <= len(saved) <= applied + 1
        assert saved == ref[: len(saved)]
        held_at_kill.append(len(saved))
    # Each run went on from exactly what the last one had saved.
    assert resumed_at == held_at_kill[:2] and held_at_kill[0] > 0 and held_at_kill[2] > held_at_kill[1]
    # The last run plays to the end: the finished game is the reference game.
    proc = start(gwt_home, learn)
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 0, err
    assert out.split()[-1] == "over"
    assert not store.has_continue()
    assert store.load_game(store.last_finished().path).moves == ref
