"""The title screen: the game's name over the board art, and the way to the credits."""
from __future__ import annotations

import pygame

from .. import assets
from ..widgets import PAPER, Button
from . import Scene
from .credits import CreditsScene


class TitleScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.buttons = [
            Button((760, 640, 400, 96), "Credits", lambda: app.push(CreditsScene(app))),
            Button((760, 760, 400, 96), "Quit", app.quit),
        ]

    def handle(self, event, pos) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return
        for b in self.buttons:
            b.handle(event, pos)

    def draw(self, surf) -> None:
        surf.blit(assets.scaled("board_background.png", surf.get_size()), (0, 0))
        shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        shade.fill((40, 24, 12, 150))
        surf.blit(shade, (0, 0))
        surf.blit(assets.scaled("ui/app_icon_256.png", (256, 256)), (832, 90))
        title = assets.font(120, display=True).render("Great Western Trail", True, PAPER)
        surf.blit(title, title.get_rect(center=(960, 440)))
        sub = assets.font(36).render("first edition  ·  2 to 4 players  ·  gwt_desktop", True, PAPER)
        surf.blit(sub, sub.get_rect(center=(960, 540)))
        for b in self.buttons:
            b.draw(surf)
        note = assets.font(26).render("An unofficial fan implementation; see Credits.", True, (220, 205, 180))
        surf.blit(note, note.get_rect(center=(960, 1030)))
