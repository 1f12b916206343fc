"""The game's four small buttons, always there and never a move (so not in clickable()): Hint, Undo,
Menu and Log, in the layout's button slots beside the objectives (Done has its place in the
decision bar). Ctrl+Z is Undo's key. A part of the game scene (parts.py's protocol).

Hint and Undo are greyed while they can do nothing, and say why: in a tooltip when pointed at, on the
prompt line when pressed. Whether they can is asked when they are drawn and pressed, never kept from
an earlier update: a computer's move that gives the turn to a person is made after the parts' update,
and a button greyed from before it stayed greyed on screen until the next input."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from ...text import Tooltip, menus
from ..kit import draw, theme
from ..kit.canvas import as_canvas
from ..kit.part import Part
from ..kit.widgets import INK, PAPER, Button, fitting_size, rendered

KEY = "game_button:"  # the tooltip keys of the greyed buttons: game_button:hint, game_button:undo


class GameButtons(Part):
    def __init__(self, layout, hint: Callable[[], None], undo: Callable[[], None],
                 menu: Callable[[], None], log: Callable[[], None], *, undo_refused: Callable[[], str | None],
                 hint_refused: Callable[[], str | None], log_open: Callable[[], bool],
                 say: Callable[[str], None]) -> None:
        slot = lambda name: layout.rect("objectives", "buttons", name)
        self.undo = undo
        # Why each is greyed now, in words (None: it is not).
        self.refused = {"undo": undo_refused, "hint": hint_refused}
        self.log_open, self.say = log_open, say
        self.buttons = {
            "hint": Button(slot("done"), menus.HINT, hint),
            "undo": Button(slot("undo"), menus.UNDO, undo),
            "menu": Button(slot("menu"), menus.MENU, menu),
            "log": Button(slot("log"), menus.LOG, log),
        }

    def __getitem__(self, name: str) -> Button:
        return self.buttons[name]

    def _sync(self) -> dict[str, str]:
        """Each button's state as it is now; the greyed ones' reasons."""
        why = {name: refused() for name, refused in self.refused.items()}
        for name, reason in why.items():
            self.buttons[name].enabled = reason is None
        return {name: reason for name, reason in why.items() if reason is not None}

    def handle(self, event, pos) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:  # Undo's key
                self.undo()
                return True
            return False
        greyed = self._sync()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and pos is not None:
            for name, reason in greyed.items():
                if self.buttons[name].rect.collidepoint(pos):
                    self.say(reason)  # a press on a greyed button is answered with why
                    return True
        return any(b.handle(event, pos) for b in self.buttons.values())

    def update(self, dt: float) -> None:
        pass

    def key_at(self, pos) -> str | None:
        """The tooltip key of a greyed button under a logical point (its reason is its tooltip)."""
        for name in self._sync():
            if self.buttons[name].rect.collidepoint(pos):
                return KEY + name
        return None

    def tooltip(self, key: str):
        if not key.startswith(KEY):
            return None
        name = key[len(KEY):]
        reason = self._sync().get(name)
        return Tooltip(self.buttons[name].label, None, (reason,)) if reason is not None else None

    def covers(self, pos) -> bool:
        return any(b.rect.collidepoint(pos) for b in self.buttons.values())

    def rects(self, size) -> list[pygame.Rect]:
        return [b.rect.inflate(8, 8) for b in self.buttons.values()]

    def draw(self, surf) -> None:
        surf = as_canvas(surf)
        b = self.buttons  # their words in the language of the moment (a switch in Settings shows at once)
        b["hint"].label, b["undo"].label, b["menu"].label, b["log"].label = menus.HINT, menus.UNDO, menus.MENU, menus.LOG
        self._sync()
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
