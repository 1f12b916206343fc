"""Computer opponents. No pygame here: bots see only a determinized clone of the game.

The one interface (base.Bot): choose(game, seat, rng, budget, cancelled=None) -> one of
game.legal_moves(). make_bot(level) builds the bot for a seat level ("random", "easy", "medium",
"hard", "expert"); the Hint runs hint.LEVEL (Expert) for a human; worker.BotWorker runs
either on a thread so the window keeps drawing (Expert's search then runs in a process of its own).
"""
from __future__ import annotations

from .base import DEFAULT_BUDGET, LEVELS, Bot, make_bot

__all__ = ["DEFAULT_BUDGET", "LEVELS", "Bot", "make_bot"]
