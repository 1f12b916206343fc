"""The end counter: one line under the job market, above the seat bars, always in view — how many more
workers until the end is triggered, and once it is, who still plays ("Last round: Orange and Green
still play"). Its tooltip says what adds workers (each Kansas City visit's worker tiles, with what a
visit would add now). The numbers are the engine's rule queries (GameContext.end_count, once per
position); the words are text/glance.py's; the line is drawn once per position and blitted after."""
from __future__ import annotations

import pygame

from ...text import Tooltip, glance
from ..kit import assets, theme
from ..kit.widgets import INK, PAPER, fit_text
from .parts import Quiet

KEY = "end_counter"  # its tooltip's key
SIZE = 20  # 13 px at 1280x720
LAST_ROUND_FILL = theme.BANNER  # the end banner's red


class EndCounter(Quiet):
    def __init__(self, ctx) -> None:
        self.ctx = ctx
        self.rect = pygame.Rect(ctx.layout.rect("areas", "end_counter"))
        self._drawn: tuple[object, pygame.Surface] | None = None  # (position stamp, the line)

    def text(self) -> tuple[str, bool]:
        """The line and whether it is the last round."""
        ctx = self.ctx
        left, _, final = ctx.end_count()
        if final is None:
            return glance.end_counter(left), False
        names = [ctx.match.seats[p].name for p in final]
        human = ctx.human_to_act() and bool(final) and final[0] == ctx.viewer()
        return glance.last_round(names, yours=human), True

    def tooltip(self, key: str):
        if key != KEY:
            return None
        _, (fewest, most), final = self.ctx.end_count()
        line, _ = self.text()
        lines = (glance.what_adds_workers(fewest, most),) if final is None else ()
        return Tooltip(line, None, lines)

    def key_at(self, pos) -> str | None:
        return KEY if self.rect.collidepoint(pos) else None

    def _line(self) -> pygame.Surface:
        stamp = self.ctx.stamp
        if self._drawn is None or self._drawn[0] != stamp:
            line, last = self.text()
            surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            if last:
                pygame.draw.rect(surf, LAST_ROUND_FILL, surf.get_rect(), border_radius=6)
            words = fit_text(line, SIZE, self.rect.w - 12, bold=True)
            img = assets.font(SIZE, bold=True).render(words, True, PAPER if last else INK)
            surf.blit(img, img.get_rect(midleft=(6, self.rect.h // 2)))
            self._drawn = (stamp, surf)
        return self._drawn[1]

    def draw(self, surf) -> None:
        if self.ctx.game.is_over:
            return
        surf.blit(self._line(), self.rect)
