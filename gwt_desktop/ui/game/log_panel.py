"""The game log: a sentence for every event of the match, kept as the match grows (and rebuilt when
an undo shrinks it), shown on demand (L or the Log button) as a panel scrolled with the wheel."""
from __future__ import annotations

import pygame

from ...text import menus
from ..kit import assets
from ..kit.paint import player_rgb
from ..kit.widgets import INK, PAPER, wrap
from .sentences import log_lines

RECT = pygame.Rect(1520, 180, 396, 612)
KEEP = 2000  # sentences kept; the panel shows the newest 60 of what is scrolled to


class LogPanel:
    def __init__(self) -> None:
        self.lines: list[tuple[int, str]] = []  # (player or -1, sentence)
        self.logged = 0  # events of the match's log already in sentences
        self.open = False
        self.scroll = 0  # lines scrolled back from the newest

    def catch_up(self, match) -> None:
        """Sentences for the events not logged yet."""
        events = match.log[self.logged:]
        self.logged = len(match.log)
        if not events:
            return
        self.lines.extend(log_lines(events, match.seats, match.game))
        if len(self.lines) > KEEP:
            del self.lines[:-KEEP]

    def rebuild(self, match) -> None:
        """The match's log shrank (an undo): every sentence again."""
        self.lines, self.logged = [], 0
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
        if not self.open:
            return
        r = RECT
        pygame.draw.rect(surf, PAPER, r, border_radius=10)
        pygame.draw.rect(surf, INK, r, width=3, border_radius=10)
        head = assets.font(26, bold=True).render(menus.GAME_LOG, True, INK)
        surf.blit(head, (r.x + 14, r.y + 8))
        font = assets.font(19)
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
                pygame.draw.circle(surf, color, (r.x + 16, y + 12), 6)
