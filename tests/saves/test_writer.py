"""The autosave's one persistent writer thread: a stuck disk never holds up the game's thread, a burst
of moves leaves only the newest save to write, the thread is the same one for every save and game,
and a failing write does not stop it."""
from __future__ import annotations

import json
import random
import threading

from gwt_desktop.session.match import Match
from gwt_desktop.storage import autosave, store

from ..said import say
from .conftest import make_seats, play


def writers() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name == "autosave" and t.is_alive()]


def test_a_stuck_disk_never_blocks_the_game_and_only_the_newest_save_is_written(monkeypatch):
    m = Match(make_seats(3), 21)
    saver = autosave.Autosaver(m)
    entered, release = threading.Event(), threading.Event()
    written: list[tuple[threading.Thread, int]] = []  # (the writing thread, moves in what it wrote)
    real = autosave.write_atomic

    def stuck_disk(path, data):
        written.append((threading.current_thread(), len(json.loads(data)["moves"])))
        entered.set()
        release.wait()  # the disk hangs until the test lets it go
        real(path, data)

    monkeypatch.setattr(autosave, "write_atomic", stuck_disk)
    play(m, 1, random.Random(21))
    assert entered.wait(30)  # the writer is inside its first write, and stays there
    # 150 more moves, each an autosave, on a thread of their own: if any waited for the disk, the
    # player would still be waiting when the join gives up.
    player = threading.Thread(target=play, args=(m, 150, random.Random(22)))
    player.start()
    player.join(timeout=60)
    stuck = player.is_alive()
    release.set()
    assert not stuck, "an autosave waited for the disk"
    assert saver.flush()
    # The write in progress, then one write of the newest game: the 149 saves between were replaced.
    assert [n for _, n in written] == [1, 151]
    assert {t for t, _ in written} == {saver._writer} and len(writers()) == 1
    assert store.load_game(store.autosave_path()).moves == m.moves and saver.saved_moves == 151


def test_one_writer_thread_serves_every_save_and_every_game():
    first = Match(make_seats(2), 5)
    saver = autosave.Autosaver(first)
    play(first, 1, random.Random(5))
    assert saver.flush()
    thread = saver._writer
    assert thread is not None and thread.is_alive()  # idle, not ended
    for _ in range(5):  # at a person's pace: each save written before the next move
        play(first, 1, random.Random(6))
        assert saver.flush() and saver._writer is thread and thread.is_alive()
    second = Match(make_seats(3), 7)  # a new game (its saver keeps the first game as a slot)
    other = autosave.Autosaver(second)
    play(second, 3, random.Random(7))
    assert other.flush() and other._writer is thread and writers() == [thread]
    assert store.load_game(store.autosave_path()).moves == second.moves
    assert other.kept is not None and store.load_game(other.kept).moves == first.moves


def test_a_write_that_fails_oddly_is_reported_and_the_writer_goes_on(monkeypatch, caplog):
    m = Match(make_seats(2), 9)
    saver = autosave.Autosaver(m)
    real = autosave.write_atomic
    calls = []

    def odd_once(path, data):
        calls.append(path)
        if len(calls) == 1:
            raise RuntimeError("odd failure")
        real(path, data)

    monkeypatch.setattr(autosave, "write_atomic", odd_once)
    play(m, 1, random.Random(9))
    assert saver.flush()
    assert saver.error and "odd failure" in say(saver.error) and "odd failure" in caplog.text
    play(m, 1, random.Random(10))
    assert saver.flush() and saver.error is None and saver.saved_moves == 2
    assert store.load_game(store.autosave_path()).moves == m.moves
