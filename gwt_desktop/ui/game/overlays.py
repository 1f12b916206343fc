"""What the game scene draws over the board: the cover over the hand when nobody has taken the
screen (hot-seat), the blue rings of the hint's pieces and the rings of the pieces already picked in
a half-made choice."""
from __future__ import annotations

import pygame

from ...text import menus
from ..kit import canvas, draw, theme
from ..kit.canvas import as_canvas
from ..kit.widgets import INK, PAPER

HINT_RING = theme.HINT_BLUE
PICKED = theme.PICKED


def hand_cover(surf, rect) -> None:
    surf = as_canvas(surf)
    r = pygame.Rect(rect)
    draw.rect(surf, theme.BUTTON, r, border_radius=10)
    draw.rect(surf, INK, r, width=3, border_radius=10)
    font = canvas.font(26, bold=True)
    for i, line in enumerate((menus.HANDS_HIDDEN, menus.UNTIL_TAKEN)):
        t = font.render(line, True, PAPER)
        surf.blit(t, t.get_rect(center=(r.centerx, r.centery - 18 + 36 * i)))


def rings(surf, components, targets, hinted: set[str], picked) -> None:
    """Blue rings round the hinted move's board pieces and buttons, then the picked pieces' rings."""
    if not hinted and not picked:  # the usual case, every shimmer frame: nothing to ring
        return
    surf = as_canvas(surf)
    for key, rect in components:
        if key in hinted:
            draw.rect(surf, HINT_RING, pygame.Rect(rect).inflate(14, 14), width=5, border_radius=8)
    for key, r, _ in targets:
        if key in hinted:
            draw.rect(surf, HINT_RING, r.inflate(16, 16), width=5, border_radius=10)
    for key, rect in components:
        if key in picked:
            draw.rect(surf, PICKED, pygame.Rect(rect).inflate(8, 8), width=4, border_radius=6)
