"""Quitting stops every computer's thread at the quit event and every process by the time App.close
returns, a stopped (SIGSTOP) search process included."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pygame
import pytest

from gwt_desktop.app import QUIT_WAIT
from gwt_desktop.session.match import make_match


def bot_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name.startswith("bot-")]


def wait_until(condition, timeout: float = 30.0) -> None:
    end = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < end, "the condition did not come true in time"
        time.sleep(0.005)


def test_the_quit_event_tells_a_thinking_hard_computer_to_stop_at_once(app, monkeypatch):
    from gwt_desktop.ai import hard

    monkeypatch.setattr(hard, "LOOK_MARGIN", float("inf"))  # always search, however clear the choice
    monkeypatch.setattr(hard.HardBot, "look", True)  # past the turn's end, as Expert does, until the clock
    app.open_match(make_match(2, 5, 0, "hard"), autosave=False, pace=0.0, bot_budget=30.0)
    app.step()
    scene = app.scene
    worker = scene.flow.bots.worker
    wait_until(lambda: worker.busy and bot_threads())
    job = worker._last
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step()
    assert not app.running and job.cancel.is_set()  # told at the quit event, not later at close()
    assert job.done.wait(10)
    app.close()
    assert not worker.threads()


def test_close_waits_no_longer_than_its_limit_for_a_thread_that_ignores_its_flag(app, monkeypatch):
    release = threading.Event()

    class Hung:
        name = "hung"

        def choose(self, game, seat, rng, budget, cancelled=None):
            release.wait()
            return game.legal_moves()[0]

    monkeypatch.setattr("gwt_desktop.ai.worker.make_bot", lambda level: Hung())
    app.open_match(make_match(2, 5, 0, "hard"), autosave=False, pace=0.0, bot_budget=1.0)
    app.step()
    wait_until(lambda: bot_threads())
    t = time.perf_counter()
    app.close()
    took = time.perf_counter() - t
    release.set()
    print(f"close() took {took:.3f} s")
    assert took < QUIT_WAIT + 2.0  # not held for the hang: a daemon, left to the exit


@pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="needs SIGSTOP (POSIX)")
def test_quit_with_experts_search_process_stopped_exits_and_leaves_no_process(tmp_path):
    code = ("import os, signal, time\n"
            "from gwt_desktop.ai import expert_search\n"
            "from gwt_desktop.app import App\n"
            "from gwt_desktop.session.match import make_match\n"
            "app = App((1280, 720))\n"
            "app.open_match(make_match(2, 5, 0, 'expert'), autosave=False, pace=0.0, bot_budget=60.0)\n"
            "end = time.monotonic() + 60\n"
            "while expert_search._child is None or expert_search._child.next_id < 1:\n"
            "    assert time.monotonic() < end\n"
            "    app.step(0.01)\n"
            "pid = expert_search._child.process.pid\n"
            "os.kill(pid, signal.SIGSTOP)\n"
            "t = time.perf_counter()\n"
            "app.close()\n"
            "print(pid, round(time.perf_counter() - t, 3), flush=True)\n")
    env = dict(os.environ, GWT_HOME=str(tmp_path / "home"), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False,
                          cwd=Path(__file__).parents[2], env=env)
    assert done.returncode == 0, done.stderr
    pid, seconds = done.stdout.split()[-2:]
    print(f"App.close() took {seconds} s")
    with pytest.raises(ProcessLookupError):
        os.kill(int(pid), 0)  # killed and reaped, not left behind stopped
