"""The Hint button's level (LEVEL: the strongest, Expert; ui/game/hints.py runs it on a BotWorker) and its why."""
from __future__ import annotations

import random

from ..engine import Game, Move

LEVEL = "expert"  # the level whose move the Hint shows (ui/game/hints.py runs this level on its worker)


def why(game: Game, seat: int, move: Move, seed: int | None = None, cancelled=None, level: str = LEVEL):
    """What that level's judgement saw behind the hint `move`, by Hard's beam (Expert's too): it and the
    best other first move, each with the value of its best turn, what that turn does and the named
    parts where it ends (ai/explain.py; text/hint_why.py words it)."""
    from .explain import explain

    return explain(game, seat, move, random.Random(seed), cancelled, level=level)
