"""A short message drawn over any scene (a bad settings file, "Sound off"): a paper strip near the
top of the canvas that fades out during its last half second."""
from __future__ import annotations

from functools import lru_cache

import pygame

from . import canvas, draw, theme
from .canvas import Pic, as_canvas

INK = theme.ART_INK
PAPER = theme.ART_PAPER
EDGE = theme.WOOD


@lru_cache(maxsize=8)
def _strip(text: str) -> Pic:
    words = canvas.text(text if len(text) < 140 else text[:137] + "...", 28, INK, bold=True)
    w, h = words.get_width() + 48, words.get_height() + 24

    def paint(c) -> None:
        draw.rect(c, PAPER, (0, 0, w, h), border_radius=12)
        draw.rect(c, EDGE, (0, 0, w, h), width=3, border_radius=12)
        c.blit(words, words.get_rect(topleft=(24, 12)))

    return canvas.drawn((w, h), paint)


def draw_notice(surf, text: str, seconds_left: float) -> pygame.Rect:
    """Draw the strip; returns where."""
    surf = as_canvas(surf)
    strip = _strip(text)
    pixels = strip.pixels(surf.k)
    pixels.set_alpha(round(255 * min(1.0, max(0.0, seconds_left) / 0.5)))
    return surf.blit(strip, strip.get_rect(midtop=(surf.get_width() // 2, 16)))
