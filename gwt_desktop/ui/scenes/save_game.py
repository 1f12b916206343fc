"""Save to a named slot (from the in-game menu): a name field filled with a suggestion, Save and Back.

An overlay over the last game frame. Saving under a name that exists replaces that slot (the load
screen lists one row per name). A disk error is shown here, naming the file; the game goes on.
"""
from __future__ import annotations

import pygame

from ... import saves
from ..widgets import Button, TextField, panel, shade, text, wrap
from . import Scene

W, H = 900, 470
ERROR_INK = (150, 30, 20)


def suggested_name(match) -> str:
    """'Ann, Bea, Cat · round 7', cut to fit a slot name."""
    tail = f" · round {match.round}"
    names = ", ".join(s.name for s in match.seats)
    room = saves.MAX_NAME - len(tail)
    return (names if len(names) <= room else names[: room - 1] + "…") + tail


class SaveGameScene(Scene):
    def __init__(self, app, match) -> None:
        super().__init__(app)
        self.match = match
        self.backdrop = app.canvas.copy()
        shade(self.backdrop, 140)
        x, y = 960 - W // 2, 540 - H // 2
        self.rect = pygame.Rect(x, y, W, H)
        self.field = TextField((x + 60, y + 150, W - 120, 72), suggested_name(match), max_len=saves.MAX_NAME)
        self.field.focus()
        self.save_button = Button((x + W - 60 - 300, y + H - 130, 300, 84), "Save", self.save, size=36)
        self.back_button = Button((x + 60, y + H - 130, 300, 84), "Back", app.pop, size=36)
        self.message = ""
        self.failed = False
        self.saved_to = None

    def save(self) -> None:
        name = self.field.value.strip()
        if not name:
            self.message, self.failed = "Give the save a name.", True
            return
        try:
            self.saved_to = saves.save_slot(self.match, name)
        except saves.SaveError as e:
            self.message, self.failed = str(e), True
            return
        self.message, self.failed = f"Saved as “{name}”: Load game on the title lists it.", False

    def handle(self, event, pos) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.save()
                return
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
                return
        if self.field.handle(event, pos):
            return
        for b in (self.save_button, self.back_button):
            if b.handle(event, pos):
                return

    def update(self, dt: float) -> None:
        self.field.update(dt)

    def draw(self, surf) -> None:
        surf.blit(self.backdrop, (0, 0))
        panel(surf, self.rect, "Save game")
        text(surf, "Name of the save", (self.rect.x + 60, self.rect.y + 104), 28)
        self.field.draw(surf)
        for i, line in enumerate(wrap(self.message, 26, W - 120)[:2]):
            text(surf, line, (self.rect.x + 60, self.rect.y + 236 + 32 * i), 26,
                 ERROR_INK if self.failed else (40, 90, 30))
        self.save_button.draw(surf)
        self.back_button.draw(surf)
