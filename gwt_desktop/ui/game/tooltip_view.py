"""Draws the tooltip of the hovered component: after a short delay, near the mouse, always inside
the canvas, with the component's picture enlarged beside its words.

The words come from a provider (key -> text.Tooltip or None), so this module knows nothing of
the game. The box is rendered once per (key, version) and then only blitted: the scene bumps the
version (invalidate()) when the board changes under a tooltip.
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from ...text import Tooltip, i18n, menus
from ..kit import canvas, draw, paint, theme
from ..kit.canvas import Pic, as_canvas
from ..kit.widgets import wrap

DELAY = 0.45  # seconds of hovering before the box appears
COLUMN = 560  # text column width in logical pixels
TITLE, BODY = 34, 24  # 23 and 16 px tall at 1280x720
SPRITE = 176  # the enlarged picture's longer side
PAD = 16
INK = theme.ART_INK
PAPER = theme.ART_PAPER
EDGE = theme.WOOD
WARN = theme.COST


def render(tip: Tooltip, scale: float = 1.0) -> Pic:
    """The finished tooltip box for one tooltip; `scale` is the Text size setting's (1.0 normal)."""
    title_size, body_size, width = (round(v * scale) for v in (TITLE, BODY, COLUMN))
    title_font = canvas.font(title_size, display=True)
    body = canvas.font(body_size)
    bold = canvas.font(body_size, bold=True)
    pic = None
    if tip.sprite:
        try:
            img = paint.worded(tip.sprite)  # with its printed words in the current language
            w, h = img.get_size()
            k = min(SPRITE / max(w, h), 2.0)  # small icons get blocky past 2x
            pic = paint.worded_scaled(tip.sprite, (max(1, round(w * k)), max(1, round(h * k))))
        except (pygame.error, FileNotFoundError):
            pic = None
    rows: list[tuple[Pic, int]] = []  # (a line, gap before)
    for line in wrap(tip.title, title_size, width, display=True):
        rows.append((title_font.render(line, True, INK), 0))
    for i, text in enumerate(tip.lines):
        for j, line in enumerate(wrap(text, body_size, width)):
            rows.append((body.render(line, True, INK), 8 if (j == 0 and i == 0) else 3 if j == 0 else 0))
    if tip.why_not:
        for j, line in enumerate(wrap(menus.not_now(tip.why_not), body_size, width, bold=True)):
            rows.append((bold.render(line, True, WARN), 10 if j == 0 else 0))
    text_h = sum(s.get_height() + gap for s, gap in rows)
    text_w = max(s.get_width() for s, _ in rows)
    pic_w = (pic.get_width() + PAD) if pic else 0
    w = PAD + pic_w + text_w + PAD
    h = PAD + max(text_h, pic.get_height() if pic else 0) + PAD

    def paint_box(box) -> None:
        draw.rect(box, (*theme.SHADOW, 70), (4, 6, w - 4, h - 6), border_radius=12)  # soft shadow
        draw.rect(box, PAPER, (0, 0, w - 4, h - 6), border_radius=12)
        draw.rect(box, EDGE, (0, 0, w - 4, h - 6), width=3, border_radius=12)
        if pic:
            box.blit(pic, (PAD, PAD))
        y = PAD
        for s, gap in rows:
            y += gap
            box.blit(s, (PAD + pic_w, y))
            y += s.get_height()

    return canvas.drawn((w, h), paint_box)


class TooltipView:
    def __init__(self, provider: Callable[[str], Tooltip | None], delay: float = DELAY) -> None:
        self.provider = provider
        self.delay = delay
        self.key: str | None = None
        self.pos: tuple[float, float] = (0, 0)
        self.waited = 0.0
        self.version = 0
        self._cache: tuple[tuple, Pic | None] | None = None
        self._tip: tuple | None = None  # (the tooltip, the scale) the cached box shows
        self.scale = 1.0  # the Text size setting's

    def hover(self, key: str | None, pos: tuple[float, float] | None) -> None:
        """The component under the mouse now (None: nothing); a new key restarts the delay."""
        if pos is not None:
            self.pos = pos
        if key != self.key:
            self.key = key
            self.waited = 0.0

    def hide(self) -> None:
        """A click or a key: the box goes away until the mouse rests on something again."""
        self.key = None
        self.waited = 0.0

    def invalidate(self) -> None:
        self.version += 1

    def update(self, dt: float) -> None:
        if self.key is not None:
            self.waited += dt

    @property
    def visible(self) -> bool:
        return self.key is not None and self.waited >= self.delay

    def surface(self) -> Pic | None:
        if self.key is None:
            return None
        ident = (self.key, self.version, self.scale, i18n.language())  # a switch in Settings: its words anew
        if self._cache is None or self._cache[0] != ident:
            tip = self.provider(self.key)
            # A move changes the board under the tooltip, seldom its words: the same words are not
            # rendered again (a box is ~1 ms, on the frame that already repaints the board).
            if self._cache is None or self._tip != (tip, self.scale):
                self._cache = (ident, render(tip, self.scale) if tip is not None else None)
                self._tip = (tip, self.scale)
            else:
                self._cache = (ident, self._cache[1])
        return self._cache[1]

    def place(self, size: tuple[int, int], canvas: tuple[int, int]) -> tuple[int, int]:
        """Below-right of the mouse, flipped left/up when it would leave the canvas."""
        x, y = self.pos
        w, h = size
        left = x + 24 if x + 24 + w <= canvas[0] else x - 16 - w
        top = y + 28 if y + 28 + h <= canvas[1] else y - 12 - h
        return (round(min(max(0, left), canvas[0] - w)), round(min(max(0, top), canvas[1] - h)))

    def rect(self, canvas: tuple[int, int]) -> pygame.Rect | None:
        box = self.surface() if self.visible else None
        if box is None:
            return None
        return pygame.Rect(self.place(box.get_size(), canvas), box.get_size())

    def draw(self, surf) -> None:
        surf = as_canvas(surf)
        r = self.rect(surf.get_size())
        if r is not None:
            surf.blit(self.surface(), r.topleft)
