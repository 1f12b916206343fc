"""The Hint button's helper: what the strongest level (Expert) would play for a seat, without touching the game."""
from __future__ import annotations

import random

from ..engine import Game, Move
from .driver import think

LEVEL = "expert"  # the level whose move the Hint shows (ui/game/hints.py runs this level on its worker)


def hint(game: Game, seat: int, budget: float = 1.0, seed: int | None = None, cancelled=None,
         level: str = LEVEL) -> Move:
    """That level's move for `seat` in `game`, through the driver on the seat's view (the game is never
    changed, and nothing the seat cannot see is used). Blocks for about `budget` seconds: the client
    runs it through a BotWorker (level LEVEL) to keep drawing, or calls it directly with a short budget."""
    if game.is_over or game.to_move != seat:
        raise ValueError(f"no hint: seat {seat} is not the one to move")
    return think(game, seat, random.Random(seed), budget, level, cancelled=cancelled).move


def why(game: Game, seat: int, move: Move, seed: int | None = None, cancelled=None, level: str = LEVEL):
    """What that level's judgement saw behind the hint `move`, by Hard's beam (Expert's too): it and the
    best other first move, each with the value of its best turn, what that turn does and the named
    parts where it ends (ai/explain.py; text/hint_why.py words it)."""
    from .explain import explain

    return explain(game, seat, move, random.Random(seed), cancelled, level=level)
