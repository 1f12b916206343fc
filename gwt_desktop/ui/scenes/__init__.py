"""Scenes of the client: each handles events, updates and draws in the logical 1920x1080 space.

The app keeps a stack of scenes and calls, on the one on top, handle() with every event, update()
and draw() every frame; enter() when a scene is put on the stack and leave() when it goes for good
(popped, replaced, dropped back to the title, or the window closing), so a scene that starts
threads stops them there. clickable() lists what can be clicked now, as (logical rect, label): the
keyboard ring, the tests and the monkey all click through it.

A scene never imports another scene: it asks the app for the next one by name (`app.open("menu",
match=...)`, `app.open_match(match)`, `app.to_title()`, `app.pop()`), and the app, which knows
every scene, makes it. So the scenes form no import circle and each can be read alone.
"""
from __future__ import annotations

import pygame

Clickable = list[tuple[tuple, str]]


class Scene:
    """The protocol with nothing to do: scenes override what they need."""

    def __init__(self, app) -> None:
        self.app = app

    def enter(self) -> None:
        """Put on the app's stack."""

    def leave(self) -> None:
        """Gone from the stack for good: stop whatever the scene runs."""

    def handle(self, event: pygame.event.Event, pos: tuple[float, float] | None) -> None:
        """One event; pos is the mouse position in logical coordinates (None for non-mouse events)."""

    def update(self, dt: float) -> None:
        pass

    def draw(self, surf: pygame.Surface) -> None:
        pass

    def clickable(self) -> Clickable:
        return []
