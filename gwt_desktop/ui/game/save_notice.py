"""The game scene's notice that the autosave failed: a paper panel over the board that stays until
the player dismisses it (OK), shown once per failure (the same failure move after move is not shown
again once dismissed; a new one is). The game goes on under it; the title says it again."""
from __future__ import annotations

import pygame

from ...problem import Problem
from ...text import menus, problems
from ..kit import draw, theme
from ..kit.canvas import as_canvas
from ..kit.widgets import INK, Button, panel, text, wrap

RECT = pygame.Rect(300, 190, 1320, 190)
WARN = theme.ERROR


class SaveNotice:
    def __init__(self) -> None:
        self.problem: Problem | None = None  # the failure shown (worded when drawn: text/problems.say)
        self._dismissed: set[Problem] = set()
        self.ok = Button((RECT.right - 210, RECT.bottom - 86, 180, 66), "OK", self.dismiss, size=32)

    @property
    def text(self) -> str | None:
        return problems.say(self.problem) if self.problem is not None else None

    def offer(self, error: Problem | None) -> None:
        """The saver's current error (None: all is well); shown unless it is the one dismissed."""
        if error is not None and error not in self._dismissed:
            self.problem = error

    def dismiss(self) -> None:
        if self.problem is not None:
            self._dismissed.add(self.problem)
        self.problem = None

    def clickable(self) -> list[tuple[tuple, str]]:
        return [(tuple(self.ok.rect), menus.DISMISS_SAVE_NOTICE)] if self.problem is not None else []

    def handle(self, event, pos) -> bool:
        """True when the notice took the event (its OK, or a click on the panel itself)."""
        if self.problem is None:
            return False
        if self.ok.handle(event, pos):
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and pos is not None \
            and RECT.collidepoint(pos)

    def draw(self, surf) -> None:
        surf = as_canvas(surf)
        if self.problem is None:
            return
        panel(surf, RECT)
        draw.rect(surf, WARN, RECT, width=4, border_radius=14)
        text(surf, menus.NOT_SAVING, (RECT.x + 32, RECT.y + 18), 32, WARN, bold=True)
        for k, line in enumerate(wrap(self.text, 26, RECT.w - 300)[:3]):
            text(surf, line, (RECT.x + 32, RECT.y + 64 + 34 * k), 26, INK)
        self.ok.draw(surf)
