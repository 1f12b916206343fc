"""The credits screen: every source that asks for attribution (icons CC BY 3.0, fonts OFL), in the
player's language from text/credits.py, each line wrapped to the panel."""
from __future__ import annotations

import pygame

from ...text import credits, menus
from ..kit import canvas, draw
from ..kit.canvas import as_canvas
from ..kit.layout import load as load_layout
from ..kit.widgets import INK, PAPER, Button, backdrop, wrap
from . import Scene

LAID = load_layout().get("screens", "credits")  # layout.json's screens/credits

class CreditsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.lines = credits.lines()
        self.back = Button(LAID["back"], menus.BACK, app.pop)

    def clickable(self) -> list[tuple[tuple, str]]:
        return [(tuple(self.back.rect), self.back.label)]

    def handle(self, event, pos) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.app.pop()
            return
        self.back.handle(event, pos)

    def draw(self, surf) -> None:
        surf = as_canvas(surf)
        surf.blit(backdrop(surf.get_size(), 150), (0, 0))
        # Drawn, not the panel sprite: stretched that far its border turns thick and blurry.
        panel = pygame.Rect(LAID["panel"])
        draw.rect(surf, PAPER, panel, border_radius=24)
        draw.rect(surf, INK, panel, width=6, border_radius=24)
        head = canvas.font(72, display=True).render(menus.CREDITS, True, INK)
        surf.blit(head, head.get_rect(midtop=(960, 100)))
        body = canvas.font(30)
        y = 220
        for line in self.lines:
            indent = len(line) - len(line.lstrip())
            for row in wrap(line, 30, panel.right - 60 - 220 - 12 * indent) if line else [""]:
                if row:
                    surf.blit(body.render(row, True, INK), (220 + 12 * indent, y))
                y += 44
        self.back.draw(surf)
