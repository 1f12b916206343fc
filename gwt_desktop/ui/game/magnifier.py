"""The magnifier: a lens beside the pointer showing what is under it enlarged, so the board's smallest
prints (city names, the arrows' points between cities, the objective cards, station masters, the
auxiliary actions, the small hazard and teepee icons) read at 1280x720 without hovering each one.

G turns it on and off in a game; the Text size setting makes it larger. It samples the canvas's own
pixels under the pointer and draws them ZOOM[size] times as large onto the same canvas. At 1280x720
the board's smallest print, 5 px in the window, is 5 * 2.5 = 12.5 px in the lens at "normal"
(tests/ui/test_magnifier.py measures it). About 0.3 ms a frame while on, nothing when off. (The
trail's own zoom, ui/board/zoom.py, draws the trail anew at its scale instead: crisp.)
"""
from __future__ import annotations

import pygame

from ..kit import draw
from ..kit.canvas import as_canvas
from ..kit.widgets import INK, PAPER

# How many times larger the lens shows the board than the window does, per text-size setting.
ZOOM = {"normal": 2.5, "large": 3.0, "larger": 3.5}
LENS = (480, 300)  # the lens's size on the logical canvas (320x200 px at 1280x720)
GAP = 40  # between the pointer and the lens


def lens_rect(pos, canvas: tuple[int, int], size: tuple[int, int] = LENS, avoid=None) -> pygame.Rect:
    """Where the lens goes: above and right of the pointer, else above-left, below-right, below-left,
    the first that stays on the canvas and clear of `avoid` (the tooltip); never over the pointer
    itself, so what is being looked at stays in sight."""
    w, h = size
    x, y = int(pos[0]), int(pos[1])
    screen = pygame.Rect(0, 0, *canvas)
    tries = [pygame.Rect(left, top, w, h) for top in (y - GAP - h, y + GAP) for left in (x + GAP, x - GAP - w)]
    for r in tries:
        if screen.contains(r) and (avoid is None or not r.colliderect(avoid)):
            return r
    for r in tries:
        if screen.contains(r):
            return r
    r = tries[0]
    r.clamp_ip(screen)
    return r


def source_rect(pos, zoom: float, canvas: tuple[int, int], size: tuple[int, int] = LENS) -> pygame.Rect:
    """The part of the canvas the lens enlarges: centred on the pointer, kept on the canvas."""
    w, h = round(size[0] / zoom), round(size[1] / zoom)
    r = pygame.Rect(0, 0, w, h)
    r.center = (int(pos[0]), int(pos[1]))
    r.clamp_ip(pygame.Rect(0, 0, *canvas))
    return r


class Magnifier:
    def __init__(self) -> None:
        self.on = False
        self.pos: tuple[float, float] | None = None
        self.text_size = "normal"
        self._sample: tuple[pygame.Surface, float] | None = None  # (its pixels, the canvas's scale)
        self._rect: pygame.Rect | None = None

    @property
    def zoom(self) -> float:
        return ZOOM.get(self.text_size, ZOOM["normal"])

    def toggle(self) -> bool:
        self.on = not self.on
        return self.on

    def point(self, pos) -> None:
        self.pos = pos

    def sample(self, surf) -> None:
        """Take the enlarged copy of what is under the pointer now (before tooltips are drawn, so the
        lens shows the board, not the tooltip about it)."""
        self._sample = None
        if not self.on or self.pos is None:
            return
        surf = as_canvas(surf)
        size = surf.get_size()
        src = source_rect(self.pos, self.zoom, size)
        self._rect = lens_rect(self.pos, size)
        pixels = pygame.transform.smoothscale(surf.subsurface(src).surface, surf.to_px(self._rect).size)
        self._sample = (pixels, surf.k)

    def draw(self, surf, avoid=None) -> pygame.Rect | None:
        """Draw the lens taken by sample(), clear of `avoid` (the tooltip's rect) where it can be."""
        surf = as_canvas(surf)
        if self._sample is None or self._rect is None or self._sample[1] != surf.k:
            return None
        r = self._rect = lens_rect(self.pos, surf.get_size(), self._rect.size, avoid)
        surf.surface.blit(self._sample[0], surf.to_px(r).topleft)
        draw.rect(surf, INK, r.inflate(8, 8), 5, border_radius=10)
        draw.rect(surf, PAPER, r.inflate(2, 2), 2, border_radius=8)
        return r
