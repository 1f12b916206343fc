"""Real input for client tests: clicks and keys posted as pygame events in window pixels, as the OS
delivers them, then one frame of the app. One place, so every scene test clicks the same way."""
from __future__ import annotations

import pygame

from gwt_desktop.ui.kit.layout import fit


def window_pos(app, logical) -> tuple[int, int]:
    scale, dx, dy = fit(app.window.get_size())
    return (round(logical[0] * scale + dx), round(logical[1] * scale + dy))


def centre(rect) -> tuple[float, float]:
    return (rect[0] + rect[2] / 2, rect[1] + rect[3] / 2)


def click(app, logical, button: int = 1, dt: float = 1 / 60) -> None:
    """A click at a logical point (the pointer moves there first), then one frame."""
    pos = window_pos(app, logical)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    app.step(dt)


def key(app, k: int, unicode: str = "", times: int = 1, mod: int = 0) -> None:
    """`times` presses of one key (down and up), then one frame."""
    for _ in range(times):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=unicode, scancode=0))
    app.step()
