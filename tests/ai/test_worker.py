"""The worker thread: a move arrives by polling, cancel stops a thinking Hard bot promptly, a broken bot
falls back to Random's move, and the hint never changes the game."""
from __future__ import annotations

import time

import pytest

from gwt_desktop.ai import hard, hint, worker
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


def test_cancel_stops_a_thinking_hard_bot_within_100_ms(monkeypatch):
    monkeypatch.setattr(hard, "LOOK_MARGIN", float("inf"))  # always search, however clear the choice
    g = midgame(2, 5, 30, "turn")
    w = BotWorker()
    w.start(g, g.to_move, "hard", 30.0, seed=1)  # would think for 30 s
    time.sleep(0.3)
    assert w.busy
    t = time.perf_counter()
    w.cancel()
    assert w.join(0.1), "the bot thread was still running 100 ms after cancel()"
    assert time.perf_counter() - t < 0.1
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
def test_a_broken_bot_falls_back_to_random(monkeypatch, how):
    monkeypatch.setattr(worker, "make_bot", lambda level: Broken(how))
    g = midgame(2, 5, 30, "turn")
    w = BotWorker()
    w.start(g, g.to_move, "hard", 0.1, seed=1)
    move = wait(w)
    assert move in g.legal_moves()
    assert w.last_error is not None


def snapshot(g) -> tuple:
    s = g.s
    return (repr([g.view(p) for p in range(s.n)]), [(pl.hand[:], pl.draw[:]) for pl in s.players],
            s.market_stack[:], s.obj_stack[:], [st[:] for st in s.kc_stacks], s.rng.getstate(), s.stack[:],
            len(g.events))


def test_hint_never_changes_the_game():
    g = midgame(2, 6, 50, "turn")
    seat = g.to_move
    before = snapshot(g)
    move = hint(g, seat, budget=0.3, seed=4)
    assert move in g.legal_moves()
    assert snapshot(g) == before


def test_hint_refuses_a_seat_not_to_move():
    g = midgame(2, 6, 50, "turn")
    with pytest.raises(ValueError):
        hint(g, 1 - g.to_move, budget=0.1)
