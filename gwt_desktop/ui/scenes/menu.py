"""The in-game menu (Esc in the game): Resume, Save game, Settings, New game, Quit to title.

An overlay: it keeps the last frame of the game underneath, dimmed, so the player sees where they
were. Save game asks for a slot name in place (prefilled with the seats and round) and says where
it went, or why it could not be written.
"""
from __future__ import annotations

import time

import pygame

from ...storage import save_format, store
from ...text import i18n, menus, notices, problems, seat_name
from ..kit import theme
from ..kit.canvas import as_canvas
from ..kit.widgets import INK, MUTED, Button, TextField, panel, shade, text, wrap
from . import Scene

W, H = 600, 700
ERROR = theme.ERROR
# The buttons' words, read in the language of the moment: (module, name) per button, in their order.
LABELS = (*((menus, n) for n in ("RESUME", "SAVE_GAME", "SETTINGS", "NEW_GAME", "QUIT_TO_TITLE", "SAVE", "CANCEL")),
          (notices, "NEW_GAME_YES"), (notices, "NEW_GAME_NO"))


class MenuScene(Scene):
    def __init__(self, app, match=None) -> None:
        super().__init__(app)
        self.match = match
        # The game's last frame, dimmed once: redrawing the game under a still menu would be waste.
        self.backdrop = app.canvas.copy()
        shade(self.backdrop, 140)
        x, y = 960 - W // 2, 540 - H // 2
        self.rect = pygame.Rect(x, y, W, H)
        entries = [
            (menus.RESUME, self.resume),
            (menus.SAVE_GAME, self.ask_name),
            (menus.SETTINGS, self.settings),
            (menus.NEW_GAME, self.new_game),
            (menus.QUIT_TO_TITLE, app.to_title),
        ]
        self.buttons = [Button((x + 70, y + 120 + i * 98, W - 140, 84), label, action, size=36)
                        for i, (label, action) in enumerate(entries)]
        # Saving: a name field with Save / Cancel in place of the menu's buttons.
        self.saving = False
        self.name = TextField((x + 50, y + 200, W - 100, 76), "", max_len=save_format.MAX_NAME, size=30)
        self.save_buttons = [Button((x + 50, y + 320, 240, 84), menus.SAVE, self.save, size=34),
                             Button((x + W - 290, y + 320, 240, 84), menus.CANCEL, self.cancel, size=34)]
        # New game asks first: the game in progress is left (and kept in Load game once the new one starts).
        self.confirming = False
        self.confirm_buttons = [Button((x + 70, y + 350, W - 140, 84), notices.NEW_GAME_YES, self.start_new_game,
                                       size=34),
                                Button((x + 70, y + 448, W - 140, 84), notices.NEW_GAME_NO, self.keep_playing,
                                       size=34)]
        self.message = ""
        self.error = False
        self.button(menus.SAVE_GAME).enabled = match is not None and not match.game.is_over
        self._language = i18n.language()

    def _in_language(self) -> None:
        """A language chosen in Settings (opened from here) shows at once: the buttons' words, and the
        game under the menu drawn again in it."""
        if self._language == i18n.language():
            return
        self._language = i18n.language()
        self.message = ""  # said before the switch
        for b, (module, name) in zip(self.buttons + self.save_buttons + self.confirm_buttons, LABELS, strict=True):
            b.label = getattr(module, name)
        if self in self.app.scenes and self.app.scenes.index(self) > 0:
            below = self.app.scenes[self.app.scenes.index(self) - 1]
            self.backdrop = self.backdrop.layer(self.backdrop.get_size(), alpha=False)
            below.draw(self.backdrop)
            shade(self.backdrop, 140)

    def button(self, label: str) -> Button:
        return next(b for b in self.buttons + self.save_buttons + self.confirm_buttons if b.label == label)

    def clickable(self) -> list[tuple[tuple, str]]:
        if self.confirming:
            return [(tuple(b.rect), b.label) for b in self.confirm_buttons]
        if self.saving:
            return [(tuple(self.name.rect), menus.SAVE_NAME)] + [(tuple(b.rect), b.label) for b in self.save_buttons]
        return [(tuple(b.rect), b.label) for b in self.buttons if b.enabled]

    # ---- actions ----
    def resume(self) -> None:
        self.app.pop()

    def settings(self) -> None:
        self.app.open("settings")

    def new_game(self) -> None:
        """Asked first when a game is in progress: leaving it is a choice, not a slip."""
        if self.match is not None and not self.match.game.is_over:
            self.confirming = True
            return
        self.start_new_game()

    def keep_playing(self) -> None:
        self.confirming = False

    def start_new_game(self) -> None:
        """The form over the game (Back returns to it; Start leaves it), filled in with its seats."""
        self.confirming = False
        self.app.pop()
        self.app.open("new_game", seats=list(self.match.seats) if self.match is not None else None)

    def default_name(self) -> str:
        names = ", ".join(seat_name(s) for s in self.match.seats)
        return menus.default_save_name(names, self.match.round, time.strftime('%H:%M'))[:save_format.MAX_NAME]

    def ask_name(self) -> None:
        self.saving = True
        self.message = ""
        self.name.value = self.default_name()
        self.name.focus(True)

    def cancel(self) -> None:
        self.saving = False
        self.name.focus(False)

    def save(self) -> None:
        name = self.name.value.strip()
        if not name:
            self.message, self.error = menus.SAVE_NEEDS_NAME, True
            return
        try:
            path = store.save_slot(self.match, name)
        except store.SaveError as e:
            self.message, self.error = problems.say(e), True
            return
        self.message, self.error = menus.saved_as(name, path.parent), False
        self.cancel()

    # ---- scene ----
    def handle(self, event, pos) -> None:
        if self.confirming:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.keep_playing()
                return
            for b in self.confirm_buttons:
                if b.handle(event, pos):
                    return
            return
        if self.saving:
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.save()
                return
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.cancel()
                return
            if self.name.handle(event, pos):
                return
            for b in self.save_buttons:
                if b.handle(event, pos):
                    return
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.resume()
            return
        for b in self.buttons:
            if b.handle(event, pos):
                return

    def update(self, dt: float) -> None:
        self._in_language()
        self.name.update(dt)

    def busy(self) -> bool:
        return self.name.busy()

    def wake_in(self) -> float | None:
        return self.name.wake_in()

    def look(self) -> tuple:
        return self.name.look(), self._language

    def draw(self, surf) -> None:
        surf = as_canvas(surf)
        surf.blit(self.backdrop, (0, 0))
        if self.confirming:
            panel(surf, self.rect.inflate(0, -160).move(0, -40), notices.NEW_GAME_TITLE)
            for i, line in enumerate(wrap(notices.NEW_GAME_QUESTION, 28, W - 100)[:5]):
                text(surf, line, (self.rect.centerx, self.rect.y + 160 + 36 * i), 28, INK, "midtop")
            for b in self.confirm_buttons:
                b.draw(surf)
            return
        if self.saving:
            panel(surf, self.rect.inflate(0, -190).move(0, -95), menus.SAVE_GAME)  # a shorter box: no menu
            text(surf, menus.SAVE_NAME, (self.rect.x + 50, self.rect.y + 186), 26, MUTED, "bottomleft")
            self.name.draw(surf)
            for b in self.save_buttons:
                b.draw(surf)
            self._draw_message(surf, self.rect.y + 430)
            return
        panel(surf, self.rect, menus.MENU)
        for b in self.buttons:
            b.draw(surf)
        for b in self.buttons:
            b.draw_note(surf)
        self._draw_message(surf, self.rect.y + 614)

    def _draw_message(self, surf, y: int) -> None:
        for i, line in enumerate(wrap(self.message, 24, W - 80)[:3]):
            text(surf, line, (self.rect.centerx, y + 28 * i), 24, ERROR if self.error else INK, "midtop")
