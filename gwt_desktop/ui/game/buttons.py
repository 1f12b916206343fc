"""The game's four small buttons, always there and never a move (so not in clickable()): Hint, Undo,
Menu and Log, in the layout's button slots beside the objectives (Done has its place in the
decision bar)."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from ...text import menus
from ..kit import assets, theme
from ..kit.widgets import INK, PAPER, Button


class GameButtons:
    def __init__(self, layout, hint: Callable[[], None], undo: Callable[[], None],
                 menu: Callable[[], None], log: Callable[[], None]) -> None:
        slot = lambda name: layout.rect("objectives", "buttons", name)
        self.buttons = {
            "hint": Button(slot("done"), menus.HINT, hint),
            "undo": Button(slot("undo"), menus.UNDO, undo),
            "menu": Button(slot("menu"), menus.MENU, menu),
            "log": Button(slot("log"), menus.LOG, log),
        }

    def __getitem__(self, name: str) -> Button:
        return self.buttons[name]

    def handle(self, event, pos) -> bool:
        return any(b.handle(event, pos) for b in self.buttons.values())

    def covers(self, pos) -> bool:
        return any(b.rect.collidepoint(pos) for b in self.buttons.values())

    def draw(self, surf, log_open: bool) -> None:
        font = assets.font(22, bold=True)
        for name, b in self.buttons.items():
            on = b.enabled and (b.hover or (name == "log" and log_open))
            fill = theme.BUTTON_ON if on else theme.BUTTON if b.enabled else theme.BUTTON_OFF
            pygame.draw.rect(surf, fill, b.rect, border_radius=8)
            pygame.draw.rect(surf, INK, b.rect, width=2, border_radius=8)
            t = font.render(b.label, True, PAPER if b.enabled else theme.BUTTON_OFF_TEXT)
            surf.blit(t, t.get_rect(center=b.rect.center))
