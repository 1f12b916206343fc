"""The Replay's board: the game's own BoardView drawn from the position's view at full size, shown
scaled into its place (layout.json's screens/replay/board), drawn again only when the position or the
seat changes."""
from __future__ import annotations

import pygame

from ..board.board_view import BoardView
from ..kit.canvas import Canvas
from ..kit.part import Part
from .replay_place import ReplayPlace


class ReplayBoard(Part):
    def __init__(self, place: ReplayPlace, board: BoardView, rect, scale: float) -> None:
        self.place = place
        self.board = board
        self.rect = pygame.Rect(rect)
        self.scale = scale  # of the canvas: the rect's size, unrounded
        self._shown: Canvas | None = None  # the board as the replay shows it, smaller, at the window's scale
        self._shown_key: tuple | None = None

    def covers(self, pos) -> bool:
        return self.rect.collidepoint(pos)

    def draw(self, surf) -> None:
        place = self.place
        key = (place.replay.index, place.seat, surf.k)
        if key != self._shown_key or self._shown is None:
            # The whole board drawn at its scale of the canvas's size, as crisply as in a game.
            if self._shown is None or self._shown.k != surf.k:
                self._shown = surf.layer(self.rect.size, alpha=False)
            self.board.draw(self._shown.magnified(self.scale), place.view(), place.seats, seat=place.viewer)
            self._shown_key = key
        surf.blit(self._shown, self.rect)
