"""The game log: a sentence for every event of the match, kept as the match grows (and rebuilt when
an undo shrinks it), shown on demand (L or the Log button) as a panel scrolled with the wheel. A
computer turn's reason (session/turn_reasons.py, worked out on a thread) goes in after the turn's last
sentence when it comes."""
from __future__ import annotations

import pygame

from ...engine import EventKind
from ...text import menus
from ..kit import canvas, draw
from ..kit.canvas import as_canvas
from ..kit.paint import player_rgb
from ..kit.sentences import log_lines
from ..kit.widgets import INK, PAPER, wrap

RECT = pygame.Rect(1520, 180, 396, 612)
KEEP = 2000  # sentences kept; the panel shows the newest 60 of what is scrolled to


class LogPanel:
    def __init__(self) -> None:
        self.lines: list[tuple[int, str]] = []  # (player or -1, sentence)
        self.logged = 0  # events of the match's log already in sentences
        self.open = False
        self.scroll = 0  # lines scrolled back from the newest
        self.reasons: dict[int, tuple[int, str]] = {}  # the log's length at a turn's end -> (player, its reason)
        self._marks: dict[int, int] = {}  # the log's length at a turn's start -> the lines before it

    def catch_up(self, match) -> None:
        """Sentences for the events not logged yet (and the reasons that go between them)."""
        log = match.log
        while self.logged < len(log):
            # In stretches that end where a turn starts: a turn's reason goes just before the next one.
            upto = next((i for i in range(self.logged + 1, len(log)) if log[i].kind == EventKind.TURN), len(log))
            self.lines.extend(log_lines(log[self.logged:upto], match.seats, match.game))
            self.logged = upto
            self._marks[upto] = len(self.lines)
            if upto in self.reasons:
                self.lines.append(self.reasons[upto])
        if len(self.lines) > KEEP:
            cut = len(self.lines) - KEEP
            del self.lines[:cut]
            self._marks = {k: v - cut for k, v in self._marks.items() if v >= cut}

    def add_reason(self, at: int, line: tuple[int, str]) -> None:
        """A computer turn's reason, for the turn that ends where the log is `at` events long (the next
        turn's start, or the log's end)."""
        self.reasons[at] = line
        if at in self._marks and at <= self.logged:
            i = self._marks[at]
            self.lines.insert(i, line)
            self._marks = {k: v + 1 if k > at else v for k, v in self._marks.items()}

    def rebuild(self, match) -> None:
        """The match's log shrank (an undo): every sentence again (a reason of a turn undone goes too)."""
        self.lines, self.logged, self._marks = [], 0, {}
        self.reasons = {k: v for k, v in self.reasons.items() if k <= len(match.log)}
        self.catch_up(match)

    @property
    def last(self) -> str | None:
        """The newest sentence: what just happened."""
        return self.lines[-1][1] if self.lines else None

    def toggle(self) -> None:
        self.open = not self.open
        self.scroll = 0

    def wheel(self, dy: int) -> None:
        if self.open:
            self.scroll = max(0, min(len(self.lines) - 1, self.scroll + dy))

    def covers(self, pos) -> bool:
        return self.open and RECT.collidepoint(pos)

    def draw(self, surf, seats) -> None:
        surf = as_canvas(surf)
        if not self.open:
            return
        r = RECT
        draw.rect(surf, PAPER, r, border_radius=10)
        draw.rect(surf, INK, r, width=3, border_radius=10)
        head = canvas.font(26, bold=True).render(menus.GAME_LOG, True, INK)
        surf.blit(head, (r.x + 14, r.y + 8))
        font = canvas.font(19)
        y = r.bottom - 12
        end = len(self.lines) - self.scroll
        for who, text in reversed(self.lines[max(0, end - 60):end]):
            rows = wrap(text, 19, r.w - 40) or [""]
            for row in reversed(rows):
                y -= 24
                if y < r.y + 46:
                    return
                surf.blit(font.render(row, True, INK), (r.x + 28, y))
            if who >= 0:
                color = player_rgb(seats[who].color) if who < len(seats) else INK
                draw.circle(surf, color, (r.x + 16, y + 12), 6)
