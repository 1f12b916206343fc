"""The banner above the trail about the end of the game: a warning while a move now would trigger it,
and the final round once it is triggered (who still has their last turn). Words from standing.py."""
from __future__ import annotations

import pygame

from ..kit import canvas, theme
from ..kit import draw as shapes
from ..kit.canvas import as_canvas
from ..kit.widgets import PAPER

RECT = pygame.Rect(330, 176, 860, 36)  # the band between the railroad and the trail's top row (it covers its road)
FILL = theme.BANNER
SIZE = 24  # 16 px tall at 1280x720


def draw(surf, text: str | None) -> pygame.Rect | None:
    """Draw the banner (nothing when text is None); returns where it is, for hover and tests."""
    surf = as_canvas(surf)
    if not text:
        return None
    font = canvas.font(SIZE, False, True)
    w = min(1480, font.size(text)[0] + 40)
    r = pygame.Rect(0, RECT.y, max(RECT.w, w), RECT.h)
    r.centerx = RECT.centerx
    r.x = max(12, min(r.x, 1512 - r.w))
    shapes.rect(surf, FILL, r, border_radius=10)
    shapes.rect(surf, PAPER, r, 2, border_radius=10)
    img = font.render(text, True, PAPER)
    surf.blit(img, img.get_rect(center=r.center))
    return r
