"""The computer seats' turns in the game scene: each decision is asked of a BotWorker thread (over a
determinized clone, so a bot never sees what its seat may not) while the window keeps drawing, and
the answer waits in `pending` until the scene's pace lets it be played."""
from __future__ import annotations

import random

from ...ai.base import budget_of
from ...ai.driver import think
from ...ai.worker import BotWorker
from ...engine import Move


class BotTurns:
    def __init__(self, rng: random.Random, budget: float | None = None) -> None:
        self.worker = BotWorker()
        self.rng = rng  # the scene's bot seeds: the same deal plays the same computer moves
        self.budget = budget  # None: each level's own (ai.base.budget_of)
        self.pending: Move | None = None  # an answer waiting for the pace
        self.found = None  # what the search that chose `pending` found (ai/plan.Found), None if none did
        self.thinking = False  # a job for the seat to move is on the worker

    def answer(self, game, seat) -> Move | None:
        """The computer seat's move for the game as it is, once its thread has one; until then None,
        with a job started when none runs (a finished job that gave no answer is started again)."""
        if self.pending is None:
            # Collect a finished answer before anything else: start() would cancel and drop it.
            self.pending = self.worker.poll()
            if self.pending is not None:
                self.thinking = False
                self.found = self.worker.found
            elif not self.thinking or not self.worker.busy:
                budget = self.budget if self.budget is not None else budget_of(seat.level)
                self.worker.start(game, game.to_move, seat.level, budget, self.rng.getrandbits(32))
                self.thinking = True
                self.pending = self.worker.poll()  # a quick bot (Random) is often done already
                if self.pending is not None:
                    self.thinking = False
                    self.found = self.worker.found
        return self.pending

    def fallback(self, game) -> Move:
        """A safe move when the clone's answer is not legal in the real game (it should always be)."""
        return think(game, game.to_move, self.rng, 0.0, "random").move

    def news(self):
        """Once: what the watchdog did when it gave up on a computer (ai/worker.Fallback), or None."""
        news, self.worker.fallback = self.worker.fallback, None
        return news

    def played(self) -> None:
        """A move was applied: whatever was waiting belonged to the decision before it."""
        self.pending = None
        self.found = None

    def stop(self) -> None:
        """Cancel the job on the thread (the scene leaves)."""
        self.thinking = False
        self.pending = None
        self.found = None
        self.worker.cancel()
