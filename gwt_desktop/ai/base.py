"""The bot interface and the level registry."""
from __future__ import annotations

import random
from typing import Protocol

from ..engine import Game, Move


class Bot(Protocol):
    name: str

    def choose(self, game: Game, seat: int, rng: random.Random, budget: float) -> Move:
        """One move from game.legal_moves() for `seat` (== game.to_move).

        `game` is what the seat may know (a determinize()d clone, the bot's own to change), `rng` the
        bot's only source of chance, `budget` the seconds it may think. Must return promptly when
        `budget` is small; long searches should also check `cancelled()` if one is given.
        """
        ...


def make_bot(level: str) -> Bot:
    from .random_bot import RandomBot

    bots = {"random": RandomBot}
    try:
        return bots[level]()
    except KeyError:
        # Levels not built yet play as Random: a seat always gets a bot that plays legally.
        return RandomBot()
