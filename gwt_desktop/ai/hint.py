"""The Hint button's helper: what the strongest level (Expert) would play for a seat, without touching the game."""
from __future__ import annotations

import random

from ..engine import Game, Move

LEVEL = "expert"  # the level whose move the Hint shows (ui/game/hints.py runs this level on its worker)


def why(game: Game, seat: int, move: Move, seed: int | None = None, cancelled=None):
    """What the judgement saw behind the hint `move` (Hard's or Expert's: Expert judges by Hard's search
    too): it and the best other first move, each with the value of its best turn and what that turn
    does (ai/explain.py; text/hint_why.py words it)."""
    from .explain import explain

    return explain(game, seat, move, random.Random(seed), cancelled)
