"""The rules of Great Western Trail (1st edition). Standard library only; never imports pygame.

The one door: new_game(...) -> Game, and Game's to_move / prompt / legal_moves() / apply() / clone().
"""
from .game import Game
from .moves import IllegalMove, Move
from .reveal import reveals
from .setup import new_game

__all__ = ["Game", "IllegalMove", "Move", "new_game", "reveals"]
