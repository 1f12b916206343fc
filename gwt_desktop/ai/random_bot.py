"""Random: a uniformly random legal move. The floor every other bot must beat, and the fallback."""
from __future__ import annotations


class RandomBot:
    name = "random"

    def choose(self, game, seat, rng, budget, cancelled=None):
        return rng.choice(game.legal_moves())
