"""Drawing in logical units at the window's own resolution.

Every scene lays itself out on the logical 1920x1080 canvas (theme.CANVAS), whatever the window. A
`Canvas` is where it draws: physical pixels (a pygame Surface) and the mapping from logical units to
them, `physical = logical * k + offset`. The app's canvas has the window's own pixels (k = 2/3 in a
1280x720 window, 4/3 at 2560x1440, 2 at 3840x2160), so nothing is ever scaled as a whole: a line is
drawn k times as thick, a word is rendered at k times its size, a sprite is scaled once per size from
its art. The board's trail draws through a second mapping (its zoom and pan: ui/board/zoom.py).

A `Pic` is a picture in logical units whose pixels are made for each k on demand and kept: a line of
text (`text`), a sprite (`sprite`), a drawn badge (`drawn`). Code measures and places it in logical
units (`get_rect`, `get_size`) and blits it onto a Canvas, which asks it for its pixels at its own k.

Words are measured at the scale they are drawn at (`measuring`): a font at 13 px is not two thirds
as wide as at 19, so a line that must fit its box (a button's label, a wrapped paragraph) is fitted
with the widths it has in the window's pixels. The app sets the window's scale (`set_scale`); a
picture drawn at another scale (the zoomed trail, a tile drawn once) is measured at its own.

The drawing calls mirror pygame's (`blit`, `fill`, `subsurface`, `set_clip`; ui/kit/draw.py for
pygame.draw's), and every one also takes a plain pygame Surface, taken as a canvas at k = 1: what
draws on a canvas of the game draws the same on a surface of its own (a chart written to a PNG).
"""
from __future__ import annotations

import math
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import cache, lru_cache

import pygame

from . import assets

# Tests set this, so that a plain surface blitted onto a scaled canvas (a picture forgotten in logical
# pixels, which the canvas can only scale, softly) fails where it happens instead.
STRICT = os.environ.get("GWT_STRICT_CANVAS") == "1"
KEPT_SCALES = 2  # pixels a Pic keeps: for the window's scale and one more (a resize, the zoomed trail)
_SCALES = [1.0]  # the scale words are measured at now: the window's, then any `measuring` inside it


def scale() -> float:
    """The scale words are measured at now (the window's, unless a picture of another is being drawn)."""
    return _SCALES[-1]


def set_scale(k: float) -> None:
    """The window's scale, which words are measured at (the app, when its canvas is made)."""
    _SCALES[0] = k


@contextmanager
def measuring(k: float) -> Iterator[None]:
    """Words measured at scale k meanwhile (a picture or a region drawn at that scale)."""
    _SCALES.append(k)
    try:
        yield
    finally:
        _SCALES.pop()


def _frect(r) -> pygame.FRect:
    return r if isinstance(r, pygame.FRect) else pygame.FRect(r)


class _Sized:
    """A logical size (w, h) answered as pygame's Surface answers its own: the Canvas's and a Pic's."""

    __slots__ = ()
    w: float
    h: float

    def get_size(self) -> tuple[int, int]:
        return (round(self.w), round(self.h))

    def get_width(self) -> int:
        return round(self.w)

    def get_height(self) -> int:
        return round(self.h)

    def get_rect(self, **where) -> pygame.Rect:
        r = pygame.Rect(0, 0, round(self.w), round(self.h))
        for name, value in where.items():
            setattr(r, name, value)
        return r


class Canvas(_Sized):
    """A drawing target in logical units over physical pixels (see the module's docstring)."""

    __slots__ = ("h", "k", "ox", "oy", "surface", "w")

    def __init__(self, surface: pygame.Surface, k: float = 1.0, size: tuple[float, float] | None = None,
                 offset: tuple[float, float] = (0.0, 0.0)) -> None:
        self.surface = surface
        self.k = k
        self.ox, self.oy = offset
        if size is None:
            size = (surface.get_width() / k, surface.get_height() / k)
        self.w, self.h = size

    @classmethod
    def new(cls, size, k: float = 1.0, alpha: bool = False) -> Canvas:
        """A blank canvas of a logical size at scale k (transparent with alpha, else black)."""
        w, h = size
        surf = pygame.Surface((max(1, round(w * k)), max(1, round(h * k))), pygame.SRCALPHA if alpha else 0)
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            surf = surf.convert_alpha() if alpha else surf.convert()
        return cls(surf, k, (w, h))

    def layer(self, size, alpha: bool = True) -> Canvas:
        """A blank canvas of a logical size at this canvas's scale (a panel drawn once, then blitted)."""
        return Canvas.new(size, self.k, alpha)

    # ---- logical to physical ----
    def px(self, pos) -> tuple[int, int]:
        """A logical point's physical pixel."""
        return (round(pos[0] * self.k + self.ox), round(pos[1] * self.k + self.oy))

    def to_px(self, rect) -> pygame.Rect:
        """A logical rect's physical pixels: both edges mapped, so rects that touch still touch; a
        rect with a size keeps at least one pixel of it."""
        try:
            x, y, w, h = rect
        except (TypeError, ValueError):  # ((x, y), (w, h))
            x, y, w, h = pygame.FRect(rect)
        k, ox, oy = self.k, self.ox, self.oy
        x0, y0 = round(x * k + ox), round(y * k + oy)
        x1, y1 = round((x + w) * k + ox), round((y + h) * k + oy)
        return pygame.Rect(x0, y0, max(x1 - x0, 1 if w > 0 else 0), max(y1 - y0, 1 if h > 0 else 0))

    def to_logical(self, prect) -> pygame.Rect:
        """The logical rect covering physical pixels."""
        k = self.k
        x0 = (prect[0] - self.ox) / k
        y0 = (prect[1] - self.oy) / k
        x1 = (prect[0] + prect[2] - self.ox) / k
        y1 = (prect[1] + prect[3] - self.oy) / k
        left, top = int(x0 // 1), int(y0 // 1)
        return pygame.Rect(left, top, -int(-x1 // 1) - left, -int(-y1 // 1) - top)

    def length(self, v: float) -> int:
        """A logical length (a line's width, a radius) in pixels: at least one when it is not zero."""
        return max(1, round(v * self.k)) if v > 0 else 0

    # ---- what pygame's Surface answers, in logical units (and _Sized's size) ----
    def get_at(self, pos):
        x, y = self.px(pos)
        sw, sh = self.surface.get_size()
        return self.surface.get_at((min(max(x, 0), sw - 1), min(max(y, 0), sh - 1)))

    def get_clip(self) -> pygame.Rect:
        return self.to_logical(self.surface.get_clip())

    def set_clip(self, rect) -> None:
        self.surface.set_clip(None if rect is None else self.to_px(rect))

    def set_alpha(self, alpha, flags: int = 0) -> None:
        self.surface.set_alpha(alpha, flags)

    def get_alpha(self):
        return self.surface.get_alpha()

    def get_flags(self) -> int:
        return self.surface.get_flags()

    def fill(self, color, rect=None, special_flags: int = 0) -> pygame.Rect:
        done = self.surface.fill(color, None if rect is None else self.to_px(rect), special_flags)
        return self.to_logical(done)

    def copy(self) -> Canvas:
        return Canvas(self.surface.copy(), self.k, (self.w, self.h), (self.ox, self.oy))

    def convert(self) -> Canvas:
        return Canvas(self.surface.convert(), self.k, (self.w, self.h), (self.ox, self.oy))

    def convert_alpha(self) -> Canvas:
        return Canvas(self.surface.convert_alpha(), self.k, (self.w, self.h), (self.ox, self.oy))

    def subsurface(self, rect) -> Canvas:
        """The canvas inside a logical rect, sharing these pixels; its own logical (0, 0) is the rect's
        corner, and it maps to exactly the pixels this canvas maps the rect's points to."""
        r = _frect(rect)
        box = self.to_px(r).clip(self.surface.get_rect())
        ox = r.x * self.k + self.ox - box.x
        oy = r.y * self.k + self.oy - box.y
        return Canvas(self.surface.subsurface(box), self.k, (r.w, r.h), (ox, oy))

    def magnified(self, f: float) -> Canvas:
        """These pixels seen f times as large: a logical unit here is f of this canvas's (an enlarged
        board drawn as crisply as the small one; the zoomed trail)."""
        return Canvas(self.surface, self.k * f, (self.w / f, self.h / f), (self.ox, self.oy))

    def blit(self, source, dest, area=None, special_flags: int = 0) -> pygame.Rect:
        """Draw a Canvas, a Pic or a plain surface (taken at k = 1) with its top left at a logical point.
        A Pic given a rect of its own size (its get_rect, placed) is centred in it: a word rendered at
        k times its size is not exactly k times as wide, and centred it sits where the layout put it."""
        k = self.k
        if isinstance(source, Canvas):
            pixels = source.surface
            if area is not None:
                area = source.to_px(area)
            if abs(source.k - k) > 1e-9:
                pixels, area = _rescaled(pixels, area, k / source.k)
        elif isinstance(source, Pic):
            pixels = source.pixels(k)
            if area is not None:
                area = pygame.Rect(round(area[0] * k), round(area[1] * k), round(area[2] * k), round(area[3] * k))
        else:
            pixels = source
            if k != 1.0:
                if STRICT:
                    raise TypeError("a plain surface blitted onto a scaled canvas: make it a Pic or a Canvas")
                pixels, area = _rescaled(pixels, area, k)
        ox, oy = self.ox, self.oy
        if len(dest) == 4:
            x, y, w, h = dest
            if isinstance(source, Pic) and area is None and abs(w - source.w) <= 1 and abs(h - source.h) <= 1:
                x0, y0 = round(x * k + ox), round(y * k + oy)
                at = (x0 + (round((x + w) * k + ox) - x0 - pixels.get_width()) // 2,
                      y0 + (round((y + h) * k + oy) - y0 - pixels.get_height()) // 2)
            else:
                at = (round(x * k + ox), round(y * k + oy))
        else:
            at = (round(dest[0] * k + ox), round(dest[1] * k + oy))
        done = self.surface.blit(pixels, at, area, special_flags)
        # The logical rect touched (the notice strip's caller reads it; most blits' callers do not).
        left, top = int((done.x - ox) / k // 1), int((done.y - oy) / k // 1)
        return pygame.Rect(left, top, -int(-(done.right - ox) / k // 1) - left, -int(-(done.bottom - oy) / k // 1) - top)


def _rescaled(pixels: pygame.Surface, area, f: float):
    """Pixels of another scale brought to this one (only a picture forgotten at another scale: soft)."""
    if area is not None:
        pixels = pixels.subsurface(pygame.Rect(area).clip(pixels.get_rect()))
    w, h = pixels.get_size()
    return pygame.transform.smoothscale(pixels, (max(1, round(w * f)), max(1, round(h * f)))), None


def as_canvas(surf) -> Canvas:
    """A Canvas as it is, a plain surface as a canvas at k = 1."""
    return surf if isinstance(surf, Canvas) else Canvas(surf)


def scale_of(surf) -> float:
    """The physical pixels per logical unit of a canvas (1 for a plain surface)."""
    return surf.k if isinstance(surf, Canvas) else 1.0


class Pic(_Sized):
    """A picture of a logical size whose pixels are made for each scale on demand (see the module)."""

    __slots__ = ("_made", "_make", "h", "w")

    def __init__(self, size, make: Callable[[float], pygame.Surface]) -> None:
        self.w, self.h = size
        self._make = make
        self._made: dict[float, pygame.Surface] = {}

    def pixels(self, k: float) -> pygame.Surface:
        """The picture's pixels at k physical pixels per logical unit (made once, then kept)."""
        made = self._made.get(k)
        if made is None:
            if len(self._made) >= KEPT_SCALES:
                self._made.pop(next(iter(self._made)))
            made = self._made[k] = self._make(k)
        return made


def _converted(surf: pygame.Surface) -> pygame.Surface:
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert_alpha()
    return surf


def font_px(size: float, k: float) -> int:
    """The font size in pixels that draws a logical size at scale k."""
    return max(1, round(size * k))


def measure(words: str, size: int, display: bool = False, bold: bool = False) -> tuple[int, int]:
    """(width, height) of a line of words at a logical font size, in logical units, as drawn at the
    scale of the moment (rounded up: the words fit what they are measured to fit)."""
    return _measure(words, size, display, bold, _SCALES[-1])


@lru_cache(maxsize=4096)  # the same labels are measured every frame (6 a frame, 20 us each at 2560x1440)
def _measure(words: str, size: int, display: bool, bold: bool, k: float) -> tuple[int, int]:
    if k == 1.0:
        return assets.font(size, display, bold).size(words)
    w, h = assets.font(font_px(size, k), display, bold).size(words)
    return (math.ceil(w / k - 1e-6), math.ceil(h / k - 1e-6))


def text(words: str, size: int, color: tuple, display: bool = False, bold: bool = False) -> Pic:
    """One line of text at a logical font size, rendered at k times that size for a canvas of scale k;
    its logical size is its measure at the scale of the moment."""
    return _text(words, size, tuple(color), display, bold, _SCALES[-1])


@lru_cache(maxsize=1024)  # bounded: money and summary lines keep producing new texts all game
def _text(words: str, size: int, color: tuple, display: bool, bold: bool, _scale: float) -> Pic:
    def make(k: float) -> pygame.Surface:
        return assets.font(font_px(size, k), display, bold).render(words, True, color)

    return Pic(measure(words, size, display, bold), make)


class Font:
    """A font at a logical size: it measures words in logical units at the scale of the moment
    (`measuring`) and renders Pics (`text`), so code that renders with a font draws crisp at every
    scale; the rest (get_linesize, ...) is pygame's font at the logical size."""

    __slots__ = ("_spec", "raw")

    def __init__(self, size: int, display: bool = False, bold: bool = False) -> None:
        self.raw = assets.font(size, display, bold)
        self._spec = (size, display, bold)

    def render(self, words: str, antialias: bool = True, color=(0, 0, 0)) -> Pic:
        size, display, bold = self._spec
        return text(words, size, tuple(color), display, bold)

    def size(self, words: str) -> tuple[int, int]:
        return measure(words, *self._spec)

    def __getattr__(self, name: str):
        return getattr(self.raw, name)


@cache
def font(size: int, display: bool = False, bold: bool = False) -> Font:
    """The game's font at a logical size (assets.font's, drawn through `text`)."""
    return Font(size, display, bold)


@lru_cache(maxsize=assets.SCALED_KEPT)
def sprite(name: str, size: tuple[int, int]) -> Pic:
    """art/<name> at a logical size: scaled once for each scale straight from the art's own pixels."""
    def make(k: float) -> pygame.Surface:
        # Scaled here and kept only by the Pic (a scaled copy kept by assets as well doubled the board's
        # art in memory: 33 MB at 3840x2160).
        return _converted(assets.scale(name, (max(1, round(size[0] * k)), max(1, round(size[1] * k)))))

    return Pic(size, make)


def drawn(size, paint: Callable[[Canvas], None], alpha: bool = True) -> Pic:
    """A picture drawn by `paint` on a blank canvas of a logical size, once for each scale (a badge,
    a building's glyphs): cache the Pic, and its pixels are kept with it."""
    def make(k: float) -> pygame.Surface:
        c = Canvas.new(size, k, alpha)
        with measuring(k):
            paint(c)
        return c.surface

    return Pic(size, make)


def clear_caches() -> None:
    """Forget the pictures (with the fonts and sprites they are made from: assets.clear_caches)."""
    for fn in (_text, _measure, sprite, font):
        fn.cache_clear()


assets.on_clear(clear_caches)
