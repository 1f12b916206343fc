"""The choice panel: "Which one?" over the trail, listing the moves a click left that the board cannot
tell apart (two paths to one space, which cows to pay with), one row each, in columns of nine."""
from __future__ import annotations

import pygame

from ...text import menus
from ..kit import canvas, draw, theme
from ..kit.canvas import as_canvas
from ..kit.widgets import INK, PAPER, fit_text
from .decision_bar import GLOW, Target

TOP = 236
CENTER_X = 760  # the trail's middle
WIDTH, LINE = 700, 46
ROWS = 9


def lay_out(labels: list[str]) -> list[Target]:
    """Rects for the rows ("choice:0", "choice:1", ...) of these labels: as wide as the longest label
    needs (the panel widens up to the trail's width rather than cut a fee off a path's row)."""
    if not labels:
        return []
    cols = (len(labels) + ROWS - 1) // ROWS
    need = max(canvas.font(FONT).size(label)[0] for label in labels) + 20 + 12
    width = min(1480 // cols, max(WIDTH, need))
    x0 = max(16, CENTER_X - (cols * width) // 2)
    out: list[Target] = []
    for i, label in enumerate(labels):
        col, row = divmod(i, ROWS)
        r = pygame.Rect(x0 + col * width + 6, TOP + 44 + row * LINE, width - 12, LINE - 6)
        out.append((f"choice:{i}", r, label))
    return out


def draw_box(surf, targets: list[Target]) -> None:
    """The panel under the rows; drawn before the decision bar, which it may overlap, and the rows
    after it (draw_rows)."""
    surf = as_canvas(surf)
    if not targets:
        return
    box = targets[0][1].unionall([t[1] for t in targets]).inflate(24, 24)
    box.y -= 44
    box.h += 44
    draw.rect(surf, PAPER, box, border_radius=12)
    draw.rect(surf, INK, box, width=3, border_radius=12)
    head = canvas.font(26, bold=True).render(menus.WHICH_ONE, True, INK)
    surf.blit(head, (box.x + 16, box.y + 10))


FONT, SMALL = 24, 20


def row_size(label: str, r: pygame.Rect) -> int:
    """24, or 20 when the words would not fit the row at 24."""
    return FONT if canvas.font(FONT).size(label)[0] <= r.w - 20 else SMALL


def fits(label: str, r: pygame.Rect) -> bool:
    return canvas.font(row_size(label, r)).size(label)[0] <= r.w - 20


def draw_rows(surf, targets: list[Target], hover: str | None) -> None:
    surf = as_canvas(surf)
    for key, r, label in targets:
        on = key == hover
        draw.rect(surf, theme.CHOICE_ON if on else theme.CHOICE, r, border_radius=6)
        draw.rect(surf, GLOW if not on else theme.CHOICE_EDGE_ON, r, width=3, border_radius=6)
        size = row_size(label, r)
        t = canvas.font(size).render(fit_text(label, size, r.w - 20), True, INK)
        surf.blit(t, t.get_rect(midleft=(r.x + 10, r.centery)))
