"""The Hint button's advice: the strongest level's move (ai.hint.LEVEL, Expert) for the human to move,
thought on its own BotWorker thread, kept only while the decision it was asked for is still the one on
screen."""
from __future__ import annotations

import random

from ...ai.hint import LEVEL
from ...ai.worker import BotWorker
from ...engine import Move

BUDGET = None  # the level's own (ai.base.budget_of)


class Hints:
    def __init__(self, rng: random.Random) -> None:
        self.worker = BotWorker()
        self.rng = rng
        self.move: Move | None = None  # the advice on screen (its pieces get a blue ring)
        self.asked_for: tuple | None = None  # the controller stamp of the decision it was asked for
        self.kept: Move | None = None  # the plan's next step, given as the advice without a search

    @property
    def busy(self) -> bool:
        return self.worker.busy

    @property
    def waiting(self) -> bool:
        return self.worker.busy or self.asked_for is not None

    def ask(self, game, stamp: tuple, plan: Move | None = None) -> None:
        """Think of the advice for the decision `stamp`; or, given the `plan`'s next step (the moves
        made since the last hint followed its line and uncovered nothing), give that step: the plan
        stands, and its why says how it compares with the next best."""
        self.move = None
        self.asked_for = stamp
        self.kept = plan
        if plan is None:
            self.worker.start(game, game.to_move, LEVEL, BUDGET, self.rng.getrandbits(32))

    def poll(self, stamp: tuple, legal) -> Move | None:
        """The advice once it is there and still fits the decision `stamp` (None otherwise)."""
        move, self.kept = (self.kept, None) if self.kept is not None else (self.worker.poll(), None)
        if move is None:
            return None
        if self.asked_for != stamp or move not in legal:
            self.asked_for = None  # the decision changed while it was thought: it no longer applies
            return None
        self.asked_for = None
        self.move = move
        return move

    def drop(self) -> None:
        """A move was made: the advice and any thinking belonged to the decision before it."""
        self.move = self.asked_for = self.kept = None
        self.worker.cancel()
