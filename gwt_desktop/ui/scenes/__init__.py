"""Scenes of the client: each handles events, updates and draws in the logical 1920x1080 space.

A scene is a Part (ui/kit/part.py, the one protocol of everything on screen) with a place on the
app's stack: the app calls, on the one on top, handle() with every event, update() and draw() every
frame; enter() when a scene is put on the stack and leave() when it goes for good (popped, replaced,
dropped back to the title, or the window closing), so a scene that starts threads stops them there.
busy(), wake_in() and look() tell the app when the scene is still, so the window rests: the app draws
a frame after input, while busy() (something moves: frames at 60 a second), when look() differs from
the last frame's (a bot's move arrived, a message ended) or when wake_in()'s timer is due; otherwise
it sleeps until input or that timer. draw() may return the logical rects it changed (only those are
scaled to the window), None for all of it. clickable() lists what can be clicked now, as (logical
rect, label): the keyboard ring, the tests and the monkey all click through it.

A scene never imports another scene: it asks the app for the next one by name (`app.open("menu",
match=...)`, `app.open_match(match)`, `app.to_title()`, `app.pop()`), and the app, which knows
every scene, makes it. So the scenes form no import circle and each can be read alone.
"""
from __future__ import annotations

from ..kit.part import Clickable, Part

__all__ = ["Clickable", "Part", "Scene"]


class Scene(Part):
    """A screen on the app's stack: the Part protocol with nothing to do, and the stack's two calls."""

    def __init__(self, app) -> None:
        self.app = app

    def enter(self) -> None:
        """Put on the app's stack."""

    def leave(self) -> None:
        """Gone from the stack for good: stop whatever the scene runs."""
