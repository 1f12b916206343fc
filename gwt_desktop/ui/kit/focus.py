"""Keyboard play: Tab walks through what can be clicked now (the scene's clickable()), Shift+Tab goes
back, Enter takes the focused target as if it were clicked. Pure bookkeeping plus a focus ring;
the scene turns "take it" into a click at the target's centre, so keyboard and mouse share one path.
"""
from __future__ import annotations

from collections.abc import Sequence

import pygame

from ...text import menus
from . import draw, theme
from .canvas import as_canvas

Target = tuple[tuple, str]  # (logical rect, label), as clickable() returns them
# White with a dark edge: distinct from the board's yellow glow and the blue "picked" frame.
RING = theme.WHITE
RING_DARK = theme.ART_INK
TAG = theme.ART_PAPER


def _reading_order(targets: Sequence[Target]) -> list[Target]:
    """Top to bottom in bands of 40 px, then left to right: the order a reader scans the board."""
    return sorted(targets, key=lambda t: (round(t[0][1] / 40), t[0][0]))


class FocusRing:
    def __init__(self) -> None:
        self.targets: list[Target] = []
        self.index = -1  # -1: nothing focused (the mouse is in charge)

    def sync(self, targets: Sequence[Target]) -> None:
        """New clickable targets; the focus stays on the same target when it is still there."""
        current = self.current
        self.targets = _reading_order(targets)
        self.index = -1
        if current is not None:
            for i, t in enumerate(self.targets):
                if tuple(t[0]) == tuple(current[0]):
                    self.index = i
                    break

    @property
    def current(self) -> Target | None:
        return self.targets[self.index] if 0 <= self.index < len(self.targets) else None

    def step(self, back: bool = False) -> Target | None:
        if not self.targets:
            self.index = -1
            return None
        if self.index < 0:
            self.index = len(self.targets) - 1 if back else 0
        else:
            self.index = (self.index + (-1 if back else 1)) % len(self.targets)
        return self.current

    def clear(self) -> None:
        self.index = -1

    def draw(self, surf) -> None:
        """The ring, and the target's label on a tag above it (what Enter will do)."""
        cur = self.current
        if cur is None:
            return
        from .widgets import rendered

        surf = as_canvas(surf)
        r = pygame.Rect(cur[0]).inflate(14, 14)
        draw.rect(surf, RING_DARK, r.inflate(8, 8), width=4, border_radius=10)
        draw.rect(surf, RING, r, width=5, border_radius=8)
        label = rendered(menus.enter_takes(cur[1])[:80], 24, RING_DARK, bold=True)
        tag = label.get_rect(midbottom=(r.centerx, r.top - 8)).inflate(16, 8)
        tag.clamp_ip(surf.get_rect())
        draw.rect(surf, TAG, tag, border_radius=6)
        draw.rect(surf, RING_DARK, tag, width=2, border_radius=6)
        surf.blit(label, label.get_rect(center=tag.center))
