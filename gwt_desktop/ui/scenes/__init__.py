"""Scenes of the client: each handles events, updates and draws in the logical 1920x1080 space."""
from __future__ import annotations

import pygame


class Scene:
    def __init__(self, app) -> None:
        self.app = app

    def handle(self, event: pygame.event.Event, pos: tuple[float, float] | None) -> None:
        """One event; pos is the mouse position in logical coordinates (None for non-mouse events)."""

    def update(self, dt: float) -> None:
        pass

    def draw(self, surf: pygame.Surface) -> None:
        pass
