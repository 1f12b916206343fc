"""Runs a bot on a worker thread so the window keeps drawing: start(), poll() each frame, cancel().

The worker is handed the real game and determinizes it here, so the bot only ever sees a clone with
what its seat may know. An exception inside the bot is logged and the move falls back to Random's, so
a broken bot never stops a game. cancel() (new game, undo, quit) sets the job's flag; every search
checks it every few hundred microseconds and stops, so the thread is gone well within 100 ms.

Bots are kept per (seat, level) between jobs: Hard remembers the plan of its turn, so the later
decisions of that turn cost almost nothing. cancel() forgets them (an undo may rewind the plan).
"""
from __future__ import annotations

import logging
import random
import threading

from ..engine import Game, Move
from .base import DEFAULT_BUDGET, make_bot
from .plan import Cancelled
from .random_bot import RandomBot

log = logging.getLogger(__name__)


class BotWorker:
    def __init__(self) -> None:
        self._thread: threading.Thread | None = None
        self._last: threading.Thread | None = None  # the latest thread, even once cancelled (join)
        self._result: Move | None = None
        self._cancel = threading.Event()
        self._lock = threading.Lock()
        self._job = 0
        self._bots: dict[tuple[int, str], object] = {}
        self.last_error: str | None = None  # the last bot failure, for a log line or a test

    @property
    def busy(self) -> bool:
        return self._thread is not None and self._result is None

    def start(self, game: Game, seat: int, level: str, budget: float | None = 1.0, seed: int | None = None) -> None:
        """Think about `seat`'s move in `game` (the real game: the worker determinizes it here).

        budget: seconds per decision (None: the level's own, base.DEFAULT_BUDGET). The hint runs the
        same way with level "hard" for the human's seat."""
        self.cancel()
        if budget is None:
            budget = DEFAULT_BUDGET.get(level, 1.0)
        rng = random.Random(seed)
        clone = game.determinize(seat, rng)
        self._cancel = threading.Event()
        self._result = None
        self._job += 1
        bot = self._bots.get((seat, level))
        if bot is None:
            bot = self._bots[(seat, level)] = make_bot(level)
        job, cancel = self._job, self._cancel
        self._thread = threading.Thread(target=self._run, args=(job, cancel, bot, clone, seat, level, budget, rng),
                                        name=f"bot-{level}-{seat}", daemon=True)
        self._last = self._thread
        self._thread.start()

    def _run(self, job, cancel, bot, clone, seat, level, budget, rng) -> None:
        try:
            move = bot.choose(clone, seat, rng, budget, cancel.is_set)
            if move not in clone.legal_moves():
                raise RuntimeError(f"bot {level} returned an illegal move {move}")
        except Cancelled:
            return  # nobody waits for this answer any more
        except Exception as exc:  # a bot's bug must never stop the game: fall back to Random
            log.exception("bot %s failed; playing a random move instead", level)
            self.last_error = f"{type(exc).__name__}: {exc}"
            move = RandomBot().choose(clone, seat, rng, budget)
        with self._lock:
            if job == self._job and not cancel.is_set():
                self._result = move

    def poll(self) -> Move | None:
        """The bot's move once it is ready (then the worker is idle again), else None."""
        with self._lock:
            move, self._result = self._result, None
        if move is not None:
            self._thread = None
        return move

    def cancel(self) -> None:
        """Forget the current job; its thread stops at its next check and its answer is dropped."""
        with self._lock:
            self._job += 1
            self._cancel.set()
            self._result = None
        if self._thread is not None:
            self._bots.clear()  # the cancelled thread may still hold one: never share it with the next job
        self._thread = None

    def join(self, timeout: float | None = None) -> bool:
        """Wait for the latest thread (cancelled or not) to end; True when it is no longer running."""
        t = self._last
        if t is not None:
            t.join(timeout)
            return not t.is_alive()
        return True
