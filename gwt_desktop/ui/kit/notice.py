"""A short message drawn over any scene (a bad settings file, "Sound off"): a paper strip near the
top of the canvas that fades out during its last half second."""
from __future__ import annotations

from functools import lru_cache

import pygame

from . import assets, theme

INK = theme.ART_INK
PAPER = theme.ART_PAPER
EDGE = theme.WOOD


@lru_cache(maxsize=8)
def _strip(text: str) -> pygame.Surface:
    font = assets.font(28, bold=True)
    words = font.render(text if len(text) < 140 else text[:137] + "...", True, INK)
    w, h = words.get_width() + 48, words.get_height() + 24
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(s, PAPER, (0, 0, w, h), border_radius=12)
    pygame.draw.rect(s, EDGE, (0, 0, w, h), width=3, border_radius=12)
    s.blit(words, (24, 12))
    return s


def draw_notice(surf: pygame.Surface, text: str, seconds_left: float) -> pygame.Rect:
    """Draw the strip; returns where."""
    strip = _strip(text)
    strip.set_alpha(round(255 * min(1.0, max(0.0, seconds_left) / 0.5)))
    return surf.blit(strip, strip.get_rect(midtop=(surf.get_width() // 2, 16)))
