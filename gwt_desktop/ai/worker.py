"""Runs a bot on a worker thread so the window keeps drawing: start(), poll() each frame, cancel().

The worker is handed a determinized clone (what the seat may know), never the real game. An exception
inside the bot is logged and the move falls back to Random's, so a broken bot never stops a game.
"""
from __future__ import annotations

import logging
import random
import threading

from ..engine import Game, Move
from .base import make_bot
from .random_bot import RandomBot

log = logging.getLogger(__name__)


class BotWorker:
    def __init__(self) -> None:
        self._thread: threading.Thread | None = None
        self._result: Move | None = None
        self._cancel = threading.Event()
        self._lock = threading.Lock()
        self._job = 0

    @property
    def busy(self) -> bool:
        return self._thread is not None and self._result is None

    def start(self, game: Game, seat: int, level: str, budget: float = 1.0, seed: int | None = None) -> None:
        """Think about `seat`'s move in `game` (the real game: the worker determinizes it here)."""
        self.cancel()
        rng = random.Random(seed)
        clone = game.determinize(seat, rng)
        self._cancel = threading.Event()
        self._result = None
        self._job += 1
        job, cancel = self._job, self._cancel
        self._thread = threading.Thread(target=self._run, args=(job, cancel, clone, seat, level, budget, rng),
                                        name=f"bot-{level}-{seat}", daemon=True)
        self._thread.start()

    def _run(self, job, cancel, clone, seat, level, budget, rng) -> None:
        try:
            move = make_bot(level).choose(clone, seat, rng, budget)
            if move not in clone.legal_moves():
                raise RuntimeError(f"bot {level} returned an illegal move {move}")
        except Exception:  # a bot's bug must never stop the game: fall back to Random
            log.exception("bot %s failed; playing a random move instead", level)
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
        """Forget the current job; its answer, if it ever comes, is dropped."""
        with self._lock:
            self._job += 1
            self._cancel.set()
            self._result = None
        self._thread = None
