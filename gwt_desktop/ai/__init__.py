"""Computer opponents. No pygame here: bots see only a determinized clone of the game.

The one interface (base.Bot): choose(game, seat, rng, budget) -> one of game.legal_moves().
make_bot(level) builds the bot for a seat level ("random", "easy", "medium", "hard").
"""
from __future__ import annotations

from .base import Bot, make_bot

__all__ = ["Bot", "make_bot"]
