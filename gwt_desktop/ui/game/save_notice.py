"""The game scene's notice that the autosave failed: a paper panel over the board that stays until
the player dismisses it (OK), shown once per failure (the same failure move after move is not shown
again once dismissed; a new one is). The game goes on under it; the title says it again."""
from __future__ import annotations

import pygame

from ...text import menus
from ..kit import draw, theme
from ..kit.canvas import as_canvas
from ..kit.widgets import INK, Button, panel, text, wrap

RECT = pygame.Rect(300, 190, 1320, 190)
WARN = theme.ERROR


class SaveNotice:
    def __init__(self) -> None:
        self.text: str | None = None
        self._dismissed: set[str] = set()
        self.ok = Button((RECT.right - 210, RECT.bottom - 86, 180, 66), "OK", self.dismiss, size=32)

    def offer(self, error: str | None) -> None:
        """The saver's current error (None: all is well); shown unless it is the one dismissed."""
        if error and error not in self._dismissed:
            self.text = error

    def dismiss(self) -> None:
        if self.text:
            self._dismissed.add(self.text)
        self.text = None

    def clickable(self) -> list[tuple[tuple, str]]:
        return [(tuple(self.ok.rect), menus.DISMISS_SAVE_NOTICE)] if self.text else []

    def handle(self, event, pos) -> bool:
        """True when the notice took the event (its OK, or a click on the panel itself)."""
        if not self.text:
            return False
        if self.ok.handle(event, pos):
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and pos is not None \
            and RECT.collidepoint(pos)

    def draw(self, surf) -> None:
        surf = as_canvas(surf)
        if not self.text:
            return
        panel(surf, RECT)
        draw.rect(surf, WARN, RECT, width=4, border_radius=14)
        text(surf, menus.NOT_SAVING, (RECT.x + 32, RECT.y + 18), 32, WARN, bold=True)
        for k, line in enumerate(wrap(self.text, 26, RECT.w - 300)[:3]):
            text(surf, line, (RECT.x + 32, RECT.y + 64 + 34 * k), 26, INK)
        self.ok.draw(surf)
