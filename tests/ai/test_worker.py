"""The worker thread and the driver under it: a move arrives by polling, cancel stops a thinking Hard
bot promptly, a broken bot falls back to the next simpler level, a bot that never answers is given
up on by the watchdog, and the hint never changes the game."""
from __future__ import annotations

import random
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from gwt_desktop.ai import driver, hard
from gwt_desktop.ai.hint import LEVEL
from gwt_desktop.ai.worker import BotWorker

from .positions import midgame


def wait(w: BotWorker, timeout: float = 20.0):
    end = time.perf_counter() + timeout
    while time.perf_counter() < end:
        move = w.poll()
        if move is not None:
            return move
        time.sleep(0.005)
    raise AssertionError("the worker gave no move in time")


def test_worker_returns_a_legal_move():
    g = midgame(2, 5, 30, "turn")
    w = BotWorker()
    w.start(g, g.to_move, "medium", 0.2, seed=1)
    move = wait(w)
    assert move in g.legal_moves()
    assert not w.busy


def test_cancel_stops_a_thinking_hard_bot(monkeypatch):
    monkeypatch.setattr(hard, "LOOK_MARGIN", float("inf"))  # always search, however clear the choice
    g = midgame(2, 5, 30, "turn")
    w = BotWorker()
    thinking = threading.Event()
    real_choose = hard.HardBot.choose

    def choose(self, game, seat, rng, budget, cancelled=None):
        thinking.set()
        return real_choose(self, game, seat, rng, budget, cancelled)

    monkeypatch.setattr(hard.HardBot, "choose", choose)
    w.start(g, g.to_move, "hard", 30.0, seed=1)  # would think for 30 s
    assert thinking.wait(20) and w.busy
    t = time.perf_counter()
    w.cancel()
    # A generous deadline for a loaded machine; the budget was 30 s, so ending at all is the proof.
    assert w.join(10), "the bot thread was still running 10 s after cancel()"
    print(f"stopped {time.perf_counter() - t:.3f} s after cancel()")
    assert w.poll() is None and not w.busy


class Broken:
    name = "broken"

    def __init__(self, how: str) -> None:
        self.how = how

    def choose(self, game, seat, rng, budget, cancelled=None):
        if self.how == "raise":
            raise ZeroDivisionError("a bug in a bot")
        return game.legal_moves()[0].__class__("not_a_move", ())


@pytest.mark.parametrize("how", ["raise", "illegal"])
def test_a_broken_bot_falls_back_to_the_next_simpler_level(monkeypatch, how):
    real = driver.make_bot
    monkeypatch.setattr(driver, "make_bot", lambda level: Broken(how) if level == "hard" else real(level))
    monkeypatch.setattr("gwt_desktop.ai.worker.make_bot", lambda level: Broken(how) if level == "hard" else real(level))
    g = midgame(2, 5, 30, "turn")
    w = BotWorker()
    w.start(g, g.to_move, "hard", 0.1, seed=1)
    move = wait(w)
    assert move in g.legal_moves()
    assert w.last_error is not None and w.last_error.startswith("hard")


def test_every_level_broken_still_gives_a_legal_move(monkeypatch):
    monkeypatch.setattr(driver, "make_bot", lambda level: Broken("raise"))
    g = midgame(2, 5, 30, "turn")
    answer = driver.think(g, g.to_move, random.Random(1), 0.1, "hard")
    assert answer.move in g.legal_moves() and answer.level == "random"
    assert [e.split()[0] for e in answer.errors] == ["hard", "medium", "easy", "random"]


class Hung:
    """A bot that never answers and ignores cancel (a hang in a C call, a busy loop)."""

    name = "hung"
    started = threading.Event()
    release = threading.Event()

    def choose(self, game, seat, rng, budget, cancelled=None):
        Hung.started.set()
        Hung.release.wait()  # never set by the test: the thread is abandoned, as a real hang would be
        return game.legal_moves()[0]


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_a_bot_that_never_answers_is_replaced_by_the_next_level_past_the_hard_limit(monkeypatch, caplog):
    real = driver.make_bot
    monkeypatch.setattr("gwt_desktop.ai.worker.make_bot", lambda level: Hung() if level == "hard" else real(level))
    g = midgame(2, 5, 30, "turn")
    clock = FakeClock()
    w = BotWorker(clock=clock)
    w.start(g, g.to_move, "hard", 1.0, seed=1)
    assert Hung.started.wait(20)
    assert w.poll() is None and w.busy  # within the limit: still waiting
    clock.now = driver.hard_limit(1.0) - 0.01
    assert w.poll() is None and w.fallback is None
    clock.now = driver.hard_limit(1.0) + 0.01  # 5 s: five times the budget, and at least 5 s
    move = wait(w)
    assert move in g.legal_moves()
    assert "hard computer took over 5 s" in w.fallback and "medium" in w.fallback
    assert "medium" in caplog.text
    stuck = [t for t in threading.enumerate() if t.name.startswith("bot-hard")]
    assert stuck and all(t.daemon for t in stuck)  # abandoned, and it cannot hold up quitting


def test_the_hard_limit_is_five_budgets_and_at_least_five_seconds():
    assert driver.hard_limit(0.1) == 5.0 and driver.hard_limit(1.0) == 5.0 and driver.hard_limit(3.0) == 15.0
    assert [driver.simpler(lv) for lv in ("hard", "medium", "easy", "random")] == ["medium", "easy", "random", None]


def test_a_stuck_bot_thread_never_holds_up_quitting():
    code = ("import threading, time\n"
            "from gwt_desktop.ai import worker\n"
            "from tests.ai.positions import midgame\n"
            "class Hung:\n"
            "    name = 'hung'\n"
            "    def choose(self, *a, **k):\n"
            "        threading.Event().wait()\n"
            "worker.make_bot = lambda level: Hung()\n"
            "g = midgame(2, 5, 30, 'turn')\n"
            "w = worker.BotWorker()\n"
            "w.start(g, g.to_move, 'hard', 1.0, seed=1)\n"
            "time.sleep(0.2)\n"
            "w.cancel()\n"
            "print('quitting', flush=True)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False,
                          cwd=Path(__file__).parents[2])
    assert done.returncode == 0 and "quitting" in done.stdout, done.stderr


def test_hint_never_changes_the_game():
    g = midgame(2, 6, 50, "turn")
    seat = g.to_move
    before = snapshot(g)
    move = driver.think(g, seat, random.Random(4), 0.3, LEVEL).move  # what the Hint's worker runs
    assert move in g.legal_moves()
    assert snapshot(g) == before


def snapshot(g) -> tuple:
    s = g.state
    return (repr([g.view(p) for p in range(s.n)]), [(pl.hand[:], pl.draw[:]) for pl in s.players],
            s.market_stack[:], s.obj_stack[:], [st[:] for st in s.kc_stacks], s.rng.getstate(), s.stack[:],
            len(g.events))
