"""The Hint button's helper: what the strongest level (Expert) would play for a seat, without touching the game."""
from __future__ import annotations

import random

from ..engine import Game, Move
from .base import make_bot

LEVEL = "expert"  # the level whose move the Hint shows (the game scene's worker runs this level too)


def hint(game: Game, seat: int, budget: float = 1.0, seed: int | None = None, cancelled=None,
         level: str = LEVEL) -> Move:
    """That level's move for `seat` in `game`, searched on a determinized clone (the game is never
    changed, and nothing the seat cannot see is used). Blocks for about `budget` seconds: the client runs
    it through a BotWorker (level LEVEL) to keep drawing, or calls it directly with a short budget."""
    if game.is_over or game.to_move != seat:
        raise ValueError(f"no hint: seat {seat} is not the one to move")
    rng = random.Random(seed)
    clone = game.determinize(seat, rng)
    return make_bot(level).choose(clone, seat, rng, budget, cancelled)
