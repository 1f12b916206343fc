"""The one protocol of everything on screen: a widget, a part of a screen, a whole screen (a scene).

Each takes events with their logical mouse position and says whether it used one, is updated and
drawn every frame, and tells the resting window (app.py) when it must be drawn again: `busy()`
while something of it moves (frames at 60 a second), `wake_in()` when it will change by itself (a
caret's blink, a message's end, a thread's answer to look for), `look()` what it shows that may
change without input (a frame is drawn when a look changes). A screen made of parts (the game scene,
the Replay, the review) walks one list of them in z-order, and its answers are loops over that list:
an event goes to the topmost part first and stops at the first that uses it; the screen is busy
while a part is, wakes at the soonest part's time, looks as all its parts look.

For the frames that redraw only what changed (the game scene's): `rects(size)` says where a part
lies over what may be redrawn alone (None: the part can only be drawn whole, every frame: the
magnifier copies what lies under it); `moving()`, while busy, where what moves was and is drawn;
`tick()` and `refresh()` a change a part makes by itself on a timer (the glows' shimmer), drawn
again alone where nothing lies over it.

Every method has a default that does nothing, so a part says only what it does: a Scene
(ui/scenes/__init__.py) adds enter and leave, a Widget (widgets.py) its rect.
"""
from __future__ import annotations

import pygame

Clickable = list[tuple[tuple, str]]

SOON = 0.05  # seconds: a part that waits for a thread's answer or a timer is looked at again this soon


class Part:
    """The protocol with nothing to do: a part overrides what it needs."""

    def handle(self, event: pygame.event.Event, pos: tuple[float, float] | None) -> bool:
        """One event; pos is the logical mouse position (None for non-mouse events). True: used."""
        return False

    def update(self, dt: float) -> None:
        """Once a frame, before drawing, with the seconds since the last."""

    def draw(self, surf) -> list | None:
        """Draw on the canvas; a whole screen may return the logical rects it changed (None: all)."""
        return None

    def covers(self, pos) -> bool:
        """Whether the part lies over what is below it at a logical point (clicks and tooltips go to it)."""
        return False

    def busy(self) -> bool:
        """Something of it moves now (a show, a flashing line, a held key): frames at 60 a second."""
        return False

    def wake_in(self) -> float | None:
        """Seconds until it changes by itself (a timer, a thread's answer to look for: SOON);
        None: only input changes it."""
        return None

    def look(self) -> object:
        """What it shows that may change without input: any value that differs when it must be drawn
        again (compared with ==, after update())."""
        return ()

    def clickable(self) -> Clickable:
        """What can be clicked now, as (logical rect, label): the keyboard ring, the tests and the
        monkey all click through it."""
        return []

    def rects(self, size) -> list[pygame.Rect] | None:
        """Where it is drawn now over what may be redrawn alone, on a canvas of `size`; None: it can be
        drawn only whole (every frame is then drawn whole)."""
        return []

    def moving(self) -> list[pygame.Rect] | None:
        """While busy: where what moves was drawn last frame and is drawn now, so only that box need be
        drawn again; None: the whole frame."""
        return None if self.busy() else []

    def tick(self) -> object:
        """The step of a change it makes by itself on a timer and redraws alone (refresh); None: none."""
        return None

    def refresh(self, surf, above: list[pygame.Rect]) -> list[pygame.Rect]:
        """Draw that change again, and nothing else, where nothing in `above` lies over it: the rects drawn."""
        return []


class Assembly:
    """A screen made of parts (the Replay, the review): its answers are loops over `self.parts`, in
    z-order, as the module's docstring says. Put before the screen's own base (`class X(Assembly, Scene)`)."""
    parts: list[Part]

    def handle(self, event: pygame.event.Event, pos: tuple[float, float] | None) -> bool:
        return any(part.handle(event, pos) for part in reversed(self.parts))

    def update(self, dt: float) -> None:
        for part in self.parts:
            part.update(dt)

    def busy(self) -> bool:
        return any(part.busy() for part in self.parts)

    def wake_in(self) -> float | None:
        waits = [w for w in (part.wake_in() for part in self.parts) if w is not None]
        return min(waits) if waits else None

    def look(self) -> tuple:
        return tuple(part.look() for part in self.parts)
