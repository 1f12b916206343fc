"""The in-game menu (Esc in the game): Resume, Save game, Settings, New game, Quit to title.

An overlay: it keeps the last frame of the game underneath, dimmed, so the player sees where they
were. Save game is drawn disabled until saves arrive.
"""
from __future__ import annotations

import pygame

from ..widgets import Button, panel, shade
from . import Scene

W, H = 560, 640


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
            ("Resume", self.resume, True, ""),
            ("Save game", lambda: None, False, "Arrives with saved games"),
            ("Settings", self.settings, True, ""),
            ("New game", self.new_game, True, ""),
            ("Quit to title", app.to_title, True, ""),
        ]
        self.buttons = [Button((x + 60, y + 120 + i * 98, W - 120, 84), label, action, enabled=enabled,
                               size=36, note=note)
                        for i, (label, action, enabled, note) in enumerate(entries)]

    def button(self, label: str) -> Button:
        return next(b for b in self.buttons if b.label == label)

    def resume(self) -> None:
        self.app.pop()

    def settings(self) -> None:
        from .settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def new_game(self) -> None:
        from .new_game import NewGameScene

        self.app.to_title()
        self.app.push(NewGameScene(self.app))

    def handle(self, event, pos) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.resume()
            return
        for b in self.buttons:
            if b.handle(event, pos):
                return

    def draw(self, surf) -> None:
        surf.blit(self.backdrop, (0, 0))
        panel(surf, self.rect, "Menu")
        for b in self.buttons:
            b.draw(surf)
        for b in self.buttons:
            b.draw_note(surf)
