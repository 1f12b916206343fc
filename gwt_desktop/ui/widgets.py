"""Widgets drawn in the 1920x1080 logical space: buttons with the shared button sprites."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from . import assets

INK = (59, 36, 20)
PAPER = (245, 232, 204)


class Button:
    def __init__(self, rect: tuple[int, int, int, int], label: str, on_click: Callable[[], None],
                 enabled: bool = True) -> None:
        self.rect = pygame.Rect(rect)
        self.label = label
        self.on_click = on_click
        self.enabled = enabled
        self.hover = False
        self.pressed = False

    def handle(self, event: pygame.event.Event, pos: tuple[float, float] | None) -> bool:
        """Feed an event with its logical mouse position; returns True when the button used it."""
        if pos is None or not self.enabled:
            return False
        inside = self.rect.collidepoint(pos)
        if event.type == pygame.MOUSEMOTION:
            self.hover = inside
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and inside:
            self.pressed = True
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and inside:
                assets.play("click.wav")
                self.on_click()
                return True
        return False

    def draw(self, surf: pygame.Surface) -> None:
        state = "disabled" if not self.enabled else "pressed" if self.pressed else "hover" if self.hover else "normal"
        surf.blit(assets.scaled(f"ui/button_{state}.png", self.rect.size), self.rect)
        text = assets.font(40, display=True).render(self.label, True, PAPER if self.enabled else (170, 160, 150))
        surf.blit(text, text.get_rect(center=self.rect.center))
