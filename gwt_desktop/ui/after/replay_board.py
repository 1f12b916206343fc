"""The Replay's board: the game's own BoardView drawn from the position's view at full size, shown
scaled into its place (layout.json's screens/replay/board), drawn again only when the position, the
seat or the trail's zoom changes.

The trail zooms as in a game (ui/game/trail_zoom.py, the same part and the same Zoom of
ui/board/zoom.py): the wheel over the trail, + − 0, a drag on the zoomed trail and its three buttons.
The board is drawn in its own logical coordinates and shown smaller here, so the pointer is carried
into them (`to_board`) before the zoom sees it, and its buttons are drawn with the board."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from ..board.board_view import BoardView
from ..board.zoom import Zoom
from ..game.trail_zoom import TrailZoom
from ..kit.canvas import Canvas
from ..kit.part import Part
from .replay_place import ReplayPlace


class ReplayBoard(Part):
    def __init__(self, place: ReplayPlace, board: BoardView, rect, scale: float,
                 say: Callable[[str], None] = lambda text: None) -> None:
        self.place = place
        self.board = board
        self.rect = pygame.Rect(rect)
        self.scale = scale  # of the canvas: the rect's size, unrounded
        if board.zoom is None:
            board.zoom = Zoom()
        self.zoom = board.zoom
        # Nothing on a replayed board is clicked: every press on the zoomed trail may drag it.
        self.trail_zoom = TrailZoom(self.zoom, covered=lambda pos: False, glowing_at=lambda pos: None,
                                    press=lambda pos: None, say=say)
        self._shown: Canvas | None = None  # the board as the replay shows it, smaller, at the window's scale
        self._shown_key: tuple | None = None

    def to_board(self, pos) -> tuple[float, float]:
        """A point of the screen in the board's own logical coordinates."""
        return ((pos[0] - self.rect.x) / self.scale, (pos[1] - self.rect.y) / self.scale)

    def covers(self, pos) -> bool:
        return self.rect.collidepoint(pos)

    def handle(self, event, pos) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if pos is None:
                return False
            if event.type == pygame.MOUSEBUTTONDOWN and not self.rect.collidepoint(pos):
                return False  # a press elsewhere is the band's or the log's, never a drag of the trail
            return self.trail_zoom.handle(event, self.to_board(pos))
        return self.trail_zoom.handle(event, pos)

    def busy(self) -> bool:
        return self.trail_zoom.busy()

    def look(self) -> tuple:
        return (self.zoom.key(), self.trail_zoom.hover)

    def draw(self, surf) -> None:
        place = self.place
        key = (place.replay.index, place.seat, surf.k, self.zoom.key(), self.trail_zoom.hover)
        if key != self._shown_key or self._shown is None:
            # The whole board drawn at its scale of the canvas's size, as crisply as in a game.
            if self._shown is None or self._shown.k != surf.k:
                self._shown = surf.layer(self.rect.size, alpha=False)
            shown = self._shown.magnified(self.scale)
            self.board.draw(shown, place.view(), place.seats, seat=place.viewer)
            self.trail_zoom.draw(shown)
            self._shown_key = key
        surf.blit(self._shown, self.rect)
