"""The game's four small buttons, always there and never a move (so not in clickable()): Hint, Undo,
Menu and Log, in the layout's button slots beside the objectives (Done has its place in the
decision bar). Ctrl+Z is Undo's key. A part of the game scene (parts.py's protocol)."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from ...text import menus
from ..kit import draw, theme
from ..kit.canvas import as_canvas
from ..kit.widgets import INK, PAPER, Button, fitting_size, rendered


class GameButtons:
    def __init__(self, layout, hint: Callable[[], None], undo: Callable[[], None],
                 menu: Callable[[], None], log: Callable[[], None], *, can_undo: Callable[[], bool],
                 can_hint: Callable[[], bool], log_open: Callable[[], bool]) -> None:
        slot = lambda name: layout.rect("objectives", "buttons", name)
        self.undo = undo
        self.can_undo, self.can_hint, self.log_open = can_undo, can_hint, log_open
        self.buttons = {
            "hint": Button(slot("done"), menus.HINT, hint),
            "undo": Button(slot("undo"), menus.UNDO, undo),
            "menu": Button(slot("menu"), menus.MENU, menu),
            "log": Button(slot("log"), menus.LOG, log),
        }

    def __getitem__(self, name: str) -> Button:
        return self.buttons[name]

    def handle(self, event, pos) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:  # Undo's key
                self.undo()
                return True
            return False
        return any(b.handle(event, pos) for b in self.buttons.values())

    def update(self, dt: float) -> None:
        self.buttons["undo"].enabled = self.can_undo()
        self.buttons["hint"].enabled = self.can_hint()

    def covers(self, pos) -> bool:
        return any(b.rect.collidepoint(pos) for b in self.buttons.values())

    def busy(self) -> bool:
        return False

    def draw(self, surf) -> None:
        surf = as_canvas(surf)
        log_open = self.log_open()
        for name, b in self.buttons.items():
            on = b.enabled and (b.hover or (name == "log" and log_open))
            fill = theme.BUTTON_ON if on else theme.BUTTON if b.enabled else theme.BUTTON_OFF
            draw.rect(surf, fill, b.rect, border_radius=8)
            draw.rect(surf, INK, b.rect, width=2, border_radius=8)
            # Rendered once per label and colour; a longer word (German "Rückgängig") shrinks to fit.
            size = fitting_size(b.label, 22, b.rect.width - 10, False, True)
            t = rendered(b.label, size, PAPER if b.enabled else theme.BUTTON_OFF_TEXT, False, True)
            surf.blit(t, t.get_rect(center=b.rect.center))
