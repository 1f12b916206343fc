"""The title screen: the game's name over the board art and the way into everything else.

Continue and Load wait for saved games; they are drawn disabled with a note saying so, rather than
hidden, so the menu does not jump when they arrive. F1 opens the rules help here too.
"""
from __future__ import annotations

import pygame

from .. import assets
from ..widgets import PAPER, Button, shade, text
from . import Scene
from .credits import CreditsScene

BUTTON_W, BUTTON_H, GAP = 440, 74, 12


class TitleScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        entries = [
            ("New game", self.new_game, True, ""),
            ("Continue", lambda: None, False, "Arrives with saved games"),
            ("Load game", lambda: None, False, "Arrives with saved games"),
            ("Rules", self.rules, True, ""),
            ("Settings", self.settings, True, ""),
            ("Credits", lambda: app.push(CreditsScene(app)), True, ""),
            ("Quit", app.quit, True, ""),
        ]
        top = 372
        self.buttons = [
            Button((960 - BUTTON_W // 2, top + i * (BUTTON_H + GAP), BUTTON_W, BUTTON_H), label, action,
                   enabled=enabled, size=36, note=note)
            for i, (label, action, enabled, note) in enumerate(entries)
        ]

    def button(self, label: str) -> Button:
        """The button with this label (tests and keyboard shortcuts find buttons by what they say)."""
        return next(b for b in self.buttons if b.label == label)

    def new_game(self) -> None:
        from .new_game import NewGameScene

        self.app.push(NewGameScene(self.app))

    def rules(self) -> None:
        from .rules_help import RulesHelpScene

        self.app.push(RulesHelpScene(self.app))

    def settings(self) -> None:
        from .settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def handle(self, event, pos) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.quit()
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_n):
                self.new_game()
                return
            if event.key == pygame.K_F1:
                self.rules()
                return
        for b in self.buttons:
            b.handle(event, pos)

    def draw(self, surf) -> None:
        surf.blit(assets.scaled("board_background.png", surf.get_size()), (0, 0))
        shade(surf, 160)
        surf.blit(assets.scaled("ui/app_icon_256.png", (150, 150)), (885, 24))
        text(surf, "Great Western Trail", (960, 252), 112, PAPER, "center", display=True)
        text(surf, "first edition  ·  2 to 4 players  ·  gwt_desktop", (960, 334), 34, PAPER, "center")
        for b in self.buttons:
            b.draw(surf)
        for b in self.buttons:
            b.draw_note(surf)
        text(surf, "An unofficial fan implementation; see Credits.", (960, 1062), 26, (220, 205, 180), "midbottom")
