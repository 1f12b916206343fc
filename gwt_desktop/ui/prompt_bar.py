"""The prompt bar above the board: whose turn (in the seat's colour), then one line of words (a short
message such as a hint, else what the pointed-at target does, else what is being decided), and at the
right, where there is room, the latest log sentence."""
from __future__ import annotations

import pygame

from . import assets
from .paint import player_rgb, seat_mark
from .widgets import INK, PAPER, fit_text

MESSAGE_RGB = (150, 30, 20)
LAST_RGB = (110, 85, 60)


class Message:
    """A short message that takes the prompt line for a while ("Not a choice now", a hint)."""

    def __init__(self) -> None:
        self.text: str | None = None
        self.until = 0.0

    def say(self, text: str, now: float, seconds: float) -> None:
        self.text = text
        self.until = now + seconds

    def expire(self, now: float) -> None:
        if self.text and now > self.until:
            self.text = None

    def clear(self) -> None:
        self.text = None


def draw(surf, rect, seat, thinking: bool, line: str, line_rgb, last: str | None) -> None:
    r = pygame.Rect(rect)
    pygame.draw.rect(surf, PAPER, r, border_radius=8)
    pygame.draw.rect(surf, INK, r, width=2, border_radius=8)
    who = f"{seat.name}'s turn" + ("" if seat.is_human else " · computer")
    if not seat.is_human and thinking:
        who += " thinking…"
    tag = assets.font(22, bold=True).render(who, True, (255, 255, 255))
    tag_r = pygame.Rect(r.x + 4, r.y + 3, tag.get_width() + 28 + r.h, r.h - 6)
    pygame.draw.rect(surf, player_rgb(seat.color), tag_r, border_radius=6)
    seat_mark(surf, seat.color, (tag_r.x + r.h // 2 + 4, tag_r.centery), tag_r.h * 0.4, chip=True)
    surf.blit(tag, tag.get_rect(midleft=(tag_r.x + 14 + r.h, tag_r.centery)))
    x = tag_r.right + 14
    text = assets.font(22).render(fit_text(line, 22, r.right - x - 10), True, line_rgb)
    surf.blit(text, text.get_rect(midleft=(x, r.centery)))
    room = r.right - 12 - (x + text.get_width() + 40)
    if last and room > 160:
        small = assets.font(19).render(fit_text(last, 19, room), True, LAST_RGB)
        surf.blit(small, small.get_rect(midright=(r.right - 12, r.centery)))
