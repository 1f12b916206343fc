"""Fee badges on the trail: while a player chooses where to move, every space ahead that would charge
them for passing or stopping shows what it costs ("$2"), edged in the colour of whoever is paid
(an opponent for a private building, the bank's ink-and-paper for a hazard or teepee).

The amounts come from the engine's own fee rule (Game.path_fees), asked about the decision's legal
paths; nothing of the rule is repeated here.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache

import pygame

from ...engine import board
from ...text import i18n
from ...text import table as table_words
from ..kit import canvas, draw
from ..kit.canvas import Pic, as_canvas
from ..kit.paint import color, player_rgb
from .zoom import VIEW, Zoom

BADGE_SIZE = 22  # logical font size: about 15 px at 1280x720
BORDER = 3


def fees_ahead(game, moves: Iterable) -> dict[str, tuple[int, int]]:
    """{space name: (fee, owner or -1 for the bank)} for every space on the legal paths among `moves`
    that would charge the player to move; empty when this decision's moves pay no fees."""
    if not game.pays_fees:
        return {}
    seen: dict[str, tuple[int, int]] = {}
    for m in moves:
        for space, fee, receiver in game.path_fees(m):
            seen.setdefault(board.SPACES[space], (fee, receiver))
    return seen


def badge(fee: int, edge: tuple[int, int, int]) -> Pic:
    """A dark pill with the amount in paper colour, edged in the receiver's colour."""
    return _badge(fee, edge, i18n.language())  # the amount is written as the language writes money


@lru_cache(maxsize=128)
def _badge(fee: int, edge: tuple[int, int, int], _language: str) -> Pic:
    img = canvas.text(table_words.bar_money(fee), BADGE_SIZE, color("paper"), bold=True)
    h = img.get_height() + 2
    w = max(h, img.get_width() + 14)

    def paint(s) -> None:
        draw.rect(s, edge, s.get_rect(), border_radius=h // 2)
        draw.rect(s, color("ink"), s.get_rect().inflate(-2 * BORDER, -2 * BORDER), border_radius=h // 2 - BORDER)
        s.blit(img, img.get_rect(center=(round(w / 2), round(h / 2))))

    return canvas.drawn((w, h), paint)


def badge_rect(space_rect: Sequence[int], size: tuple[int, int], bottom: int) -> pygame.Rect:
    """Where a space's badge goes: centred on its bottom edge, mostly below it, where the art has
    the least to say (hands and points sit in the corners, actions and names higher up; the next
    trail row is more than half a badge further down). The trail's last row sits just above the
    prompt line, which would cut that badge: there it is lifted onto the space's bottom-left corner,
    over the hand it charges for, and half out to the left, leaving the points at the right visible."""
    x, y, w, h = space_rect[:4]
    r = pygame.Rect((0, 0), size)
    r.midtop = (x + w // 2, y + h - size[1] // 3)
    if r.bottom > bottom:
        r.bottom = bottom
        r.left = x - size[0] // 3
    return r


def draw_fees(surf, fees: dict[str, tuple[int, int]], layout, colors: Sequence[int],
              zoom: Zoom | None = None) -> list[tuple[str, pygame.Rect]]:
    """Draw the badges (by the spaces as the zoomed trail shows them, cut to its region); returns
    (space, badge rect) for each drawn, in logical coordinates of the screen."""
    surf = as_canvas(surf)
    out = []
    bottom = layout.rect("areas", "prompt")[1] - 2
    zoomed = zoom is not None and zoom.on
    clip = surf.get_clip()
    if zoomed:
        surf.set_clip(clip.clip(VIEW))
    for name, (fee, owner) in fees.items():
        space = layout.rect("trail", name)
        if zoomed:
            if zoom.shown(space) is None:
                continue
            space = zoom.rect(space)
        edge = player_rgb(colors[owner]) if 0 <= owner < len(colors) else color("paper")
        img = badge(fee, edge)
        r = badge_rect(space, img.get_size(), bottom)
        surf.blit(img, r)
        out.append((name, r))
    if zoomed:
        surf.set_clip(clip)
    return out
