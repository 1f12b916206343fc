"""Beside a computer's seat bar, once a turn of its that matters is over: one line of why
(session/turn_reasons: what the turn did, the best other first move and the margin; text/advice's
words), while the computers play on, for SECONDS at most. It gives way when a person decides (the
"Since your last turn" recap then has the same line) and lets clicks through. A part of the game
scene (parts.py's protocol); pygame drawing only."""
from __future__ import annotations

import pygame

from ...text.advice import turn_sentence
from ..kit import canvas, draw, theme
from ..kit.canvas import as_canvas
from ..kit.paint import player_rgb, veil
from ..kit.part import SOON, Part
from ..kit.widgets import INK, PAPER, wrap
from .trail_zoom import buttons as zoom_buttons

SECONDS = 8.0
WIDTH = 540
SIZE = 19
LINE = 23  # from one line's top to the next's
PAD = 8  # between the card's edge and its words, above the first line and below the last one's descenders
GAP = 12  # between the card and the seat bar


class RivalLine(Part):
    def __init__(self, ctx) -> None:
        self.ctx = ctx
        self.why = None  # the TurnWhy shown
        self.until = 0.0  # scene time it goes at
        self._lines: tuple = (None, [])  # (text, wrapped lines)

    def show(self, why) -> None:
        """A computer turn's why has come (LogPart.told)."""
        self.why = why
        self.until = self.ctx.clock + SECONDS

    @property
    def shown(self) -> bool:
        ctx = self.ctx
        return self.why is not None and ctx.clock < self.until and not ctx.human_to_act() and not ctx.game.is_over

    def text(self) -> str | None:
        if self.why is None:
            return None
        return turn_sentence(self.why, self.ctx.match.seats).text

    # ---- the part ----
    def update(self, dt: float) -> None:
        if self.why is not None and self.ctx.clock >= self.until:
            self.why = None

    def wake_in(self) -> float | None:
        """While it is on screen: its going away is a change the next frames must show."""
        return SOON if self.shown else None

    def look(self) -> tuple:
        return (self.shown and id(self.why),)

    def rects(self, size) -> list[pygame.Rect]:
        box = self._box() if self.shown else None
        return [] if box is None else [box]

    def _box(self) -> pygame.Rect | None:
        """Where the card lies (and its lines, wrapped once per text), beside the seat's bar."""
        bar = next((pygame.Rect(r) for k, r in self.ctx.components if k == f"opponent:{self.why.player}"), None)
        if bar is None:
            return None
        text = self.text()
        if self._lines[0] != text:  # wrapping costs more than a frame can spare every time
            self._lines = (text, wrap(text, SIZE, WIDTH - 24))
        box = pygame.Rect(0, 0, WIDTH, height(len(self._lines[1])))
        box.midright = (bar.x - GAP, bar.centery)
        # Over the trail's right side, clear of the prompt line, the trail's zoom buttons in its bottom
        # right corner (drawn above the card) and the bars above and below the board.
        prompt = pygame.Rect(self.ctx.layout.rect("areas", "prompt"))
        bottom = min(prompt.y - 4, min(r.top for r in zoom_buttons().values()) - GAP)
        box.clamp_ip(pygame.Rect(0, 170, bar.x - GAP, bottom - 170))
        return box

    def draw(self, surf) -> None:
        box = self._box() if self.shown else None
        if box is None:
            return
        surf = as_canvas(surf)
        surf.blit(veil(box.size, PAPER, 240, 10), box.topleft)
        seats = self.ctx.match.seats
        edge = player_rgb(seats[self.why.player].color) if self.why.player < len(seats) else theme.QUIET
        draw.rect(surf, edge, box, width=4, border_radius=10)
        font = canvas.font(SIZE)
        for i, line in enumerate(self._lines[1]):
            surf.blit(font.render(line, True, INK), (box.x + 12, box.y + PAD + LINE * i))


def height(lines: int) -> int:
    """The card's height for this many lines: the last one whole, its descenders clear of the border."""
    return PAD + LINE * (lines - 1) + canvas.font(SIZE).get_linesize() + PAD
