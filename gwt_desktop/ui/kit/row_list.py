"""A scene's list of file rows with one chosen (the Load screen's saves, the Records screen's games):
where each row is, choosing one, scrolling, the keys and clicks that do it, and the row's box.

A scene mixes RowChooser in, sets `rows`, `row_origin` (x, y, w, h of the first row shown) and
`rows_shown`, and gets row_rect/select/visible_rows; `row_chosen()` is called after every choice
(to enable its buttons and show the chosen row's problem)."""
from __future__ import annotations

import pygame

from ...text import menus, problems
from . import draw, theme
from .widgets import INK, text

ROW_GAP = 8
SELECTED = theme.ROW_SELECTED
UNSELECTED = theme.ROW
ERROR_INK = theme.ERROR


class RowChooser:
    rows: list
    row_origin: tuple[int, int, int, int]
    rows_shown: int = 5
    selected: int = -1
    top: int = 0  # first row shown (scrolling)

    def row_rect(self, i: int) -> pygame.Rect:
        """Where row i is drawn (logical), or an empty rect when it is scrolled out of view."""
        k = i - self.top
        if not 0 <= k < self.rows_shown:
            return pygame.Rect(0, 0, 0, 0)
        x, y, w, h = self.row_origin
        return pygame.Rect(x, y + k * (h + ROW_GAP), w, h)

    def visible_rows(self) -> range:
        return range(self.top, min(len(self.rows), self.top + self.rows_shown))

    def select(self, i: int) -> None:
        if not self.rows:
            return
        self.selected = max(0, min(len(self.rows) - 1, i))
        self.top = min(max(self.top, self.selected - self.rows_shown + 1), self.selected)
        self.row_chosen()

    def row_chosen(self) -> None:
        """After every choice: the scene's buttons and message follow the chosen row."""

    def row_event(self, event, pos) -> int | None:
        """Up/Down/Home/End choose, the wheel scrolls, a click chooses a row. Returns the row clicked
        (so a scene may open a row clicked a second time), -1 for any other event used, None if unused."""
        if event.type == pygame.KEYDOWN:
            moves = {pygame.K_UP: self.selected - 1, pygame.K_DOWN: self.selected + 1, pygame.K_HOME: 0,
                     pygame.K_END: len(self.rows) - 1}
            if event.key in moves:
                self.select(moves[event.key])
                return -1
            return None
        if event.type == pygame.MOUSEWHEEL:
            self.top = max(0, min(max(0, len(self.rows) - self.rows_shown), self.top - event.y))
            return -1
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and pos is not None:
            for i in self.visible_rows():
                if self.row_rect(i).collidepoint(pos):
                    return i
        return None

    def draw_row_box(self, surf, rect: pygame.Rect, selected: bool) -> None:
        draw.rect(surf, SELECTED if selected else UNSELECTED, rect, border_radius=12)
        draw.rect(surf, INK, rect, width=3 if selected else 1, border_radius=12)

    def draw_count(self, surf, pos, color=INK) -> None:
        """ "1-5 of 9 (scroll or arrow keys)" when the rows do not all fit."""
        if len(self.rows) > self.rows_shown:
            text(surf, menus.showing_rows(self.top + 1, min(len(self.rows), self.top + self.rows_shown), len(self.rows)),
                 pos, 24, color, "bottomright")


def problem_of(row) -> str:
    """A bad row's problem without its file's folder (the list says where its files are)."""
    return problems.say_short(row.error)
