"""The end counter: one line under the job market, above the seat bars, always in view — how many more
workers until the end is triggered, and once it is, who still plays ("Last round: Orange and Green
still play"). Its tooltip says what adds workers (each Kansas City visit's worker tiles, with what a
visit would add now). The numbers are the engine's rule queries (GameContext.end_count, once per
position); the words are text/glance.py's; the line is drawn once per position and blitted after."""
from __future__ import annotations

import pygame

from ...text import Tooltip, glance, i18n, seat_name
from ..kit import canvas, draw, theme
from ..kit.canvas import Pic, as_canvas
from ..kit.part import Part
from ..kit.widgets import INK, PAPER, fit_text

KEY = "end_counter"  # its tooltip's key
SIZES = (20, 18)  # 13 px at 1280x720, 12 px for a long last round
LAST_ROUND_FILL = theme.BANNER  # the end banner's red


def fits(line: str, rect) -> bool:
    """Whether the line fits the counter whole at its smallest size."""
    return canvas.font(SIZES[-1], bold=True).size(line)[0] <= pygame.Rect(rect).w - 12


class EndCounter(Part):
    def __init__(self, ctx) -> None:
        self.ctx = ctx
        self.rect = pygame.Rect(ctx.layout.rect("areas", "end_counter"))
        self._drawn: tuple[object, Pic] | None = None  # ((position stamp, language), the line)
        self._look: tuple | None = None  # (words, last round, near) of the picture below
        self._surface: Pic | None = None

    def _last(self) -> tuple[list[str], bool] | None:
        """In the last round: who still plays (names, the one playing now first) and whether it is the
        viewer's own last turn now; None before."""
        ctx = self.ctx
        final = ctx.end_count()[2]
        if final is None:
            return None
        names = [seat_name(ctx.match.seats[p]) for p in final]
        return names, ctx.human_to_act() and bool(final) and final[0] == ctx.viewer()

    def near(self) -> bool:
        """One Kansas City visit now could trigger the end (what it would add reaches the count)."""
        left, (_, most), final = self.ctx.end_count()
        return final is None and 0 < left <= most

    def text(self, brief: bool = False) -> tuple[str, bool]:
        """The line (`brief`: its shorter one) and whether it is the last round."""
        last = self._last()
        if last is None:
            return glance.end_counter(self.ctx.end_count()[0], brief=brief), False
        return glance.last_turns(*last, brief=brief), True

    def tooltip(self, key: str):
        if key != KEY:
            return None
        _, (fewest, most), _ = self.ctx.end_count()
        last = self._last()
        if last is not None:
            return Tooltip(glance.last_round(*last), None, ())
        return Tooltip(self.text()[0], None, (glance.what_adds_workers(fewest, most),))

    def key_at(self, pos) -> str | None:
        return KEY if self.rect.collidepoint(pos) else None

    def _line(self) -> Pic:
        """The line as drawn: its words worked out once per position, rendered again only when they
        change (most moves leave the count as it was)."""
        stamp = (self.ctx.stamp, i18n.language())
        if self._drawn is None or self._drawn[0] != stamp:
            line, last = self.text()
            if not fits(line, self.rect):  # a longer language: the shorter line, never one cut
                line = self.text(brief=True)[0]
            look = (line, last, self.near())
            if self._look != look:
                self._look = look
                self._surface = self._render(*look)
            self._drawn = (stamp, self._surface)
        return self._drawn[1]

    def _render(self, line: str, last: bool, near: bool) -> Pic:
        room = self.rect.w - 12
        size = next((s for s in SIZES if canvas.font(s, bold=True).size(line)[0] <= room), SIZES[-1])
        words = fit_text(line, size, room, bold=True)
        ink = PAPER if last else theme.ERROR if near else INK  # red: a visit now could end it
        img = canvas.font(size, bold=True).render(words, True, ink)

        def paint(surf) -> None:
            if last:
                draw.rect(surf, LAST_ROUND_FILL, surf.get_rect(), border_radius=6)
            surf.blit(img, img.get_rect(midleft=(6, self.rect.h // 2)))

        return canvas.drawn(self.rect.size, paint)

    def rects(self, size) -> list[pygame.Rect]:
        return [self.rect.inflate(8, 8)]

    def draw(self, surf) -> None:
        if self.ctx.game.is_over:
            return
        as_canvas(surf).blit(self._line(), self.rect.topleft)
