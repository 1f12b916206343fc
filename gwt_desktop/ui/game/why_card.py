"""The Hint's "why" on the game screen: once the hint's move is known, what the judgement saw behind it
(ai/hint.why, on a thread of its own so the window keeps drawing) is worded by text/hint_why.py and
shown in a card over the Kansas City panel until a move is made. The card belongs to the decision it
was asked for: a move, an undo or another hint drops it."""
from __future__ import annotations

import logging
import threading

import pygame

from ...ai.hint import why
from ...text import hint_why as words
from ..kit import canvas, draw, theme
from ..kit.canvas import as_canvas
from ..kit.paint import veil
from ..kit.widgets import INK, PAPER, wrap

log = logging.getLogger(__name__)

RECT = pygame.Rect(1526, 176, 384, 300)
SIZE = 21
EDGE = theme.HINT_BLUE  # as the hint's rings on the board


class WhyCard:
    """A part of the game scene (parts.py): drawn while the decision on screen is the one it is for."""

    def __init__(self, stamp=lambda: None) -> None:
        self.stamp_now = stamp  # the decision on screen now (the controller's stamp)
        self.stamp: object = None  # the decision the card is for
        self.sentence: str | None = None
        self.rect = pygame.Rect(RECT)
        self._lines: list[str] = []
        self._job = 0  # bumps on every request: a finished thread whose number is old is ignored
        self._lock = threading.Lock()

    @property
    def shown(self) -> bool:
        return self.stamp is not None

    def explain(self, game, seat: int, move, stamp: object, seats, seed: int) -> None:
        """Start working out why `move` (the hint just given for the decision `stamp`)."""
        with self._lock:
            self._job += 1
            job = self._job
        self.stamp, self.sentence, self._lines = stamp, None, []
        clone = game.clone()  # the thread reads its own copy: the scene's game moves on

        def run() -> None:
            try:
                expl = why(clone, seat, move, seed, cancelled=lambda: self._job != job)
                sentence = words.hint_sentence(expl, clone, seats, seat)
            except Exception:
                log.exception("no why for the hint %s", move)
                sentence = None
            with self._lock:
                if self._job == job:
                    self.sentence = sentence
                    if sentence is None:
                        self.stamp = None

        threading.Thread(target=run, name="hint-why", daemon=True).start()

    def drop(self) -> None:
        with self._lock:
            self._job += 1
        self.stamp, self.sentence, self._lines = None, None, []

    def covers(self, pos) -> bool:
        return self.shown and self.rect.collidepoint(pos)

    def handle(self, event, pos) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def busy(self) -> bool:
        """The why is being worked out on its thread: its words must show when they come."""
        return self.shown and self.sentence is None

    def draw(self, surf) -> None:
        if not self.shown or self.stamp_now() != self.stamp:
            return
        text = self.sentence or words.THINKING
        if not self._lines or self._lines[0] != text:
            self._lines = [text, *wrap(text, SIZE, RECT.w - 28)]
        lines = self._lines[1:]
        self.rect = pygame.Rect(RECT.x, RECT.y, RECT.w, 56 + 27 * len(lines))
        surf = as_canvas(surf)
        surf.blit(veil(self.rect.size, PAPER, 245, 12), self.rect.topleft)
        draw.rect(surf, EDGE, self.rect, width=4, border_radius=12)
        surf.blit(canvas.font(22, bold=True).render(words.TITLE, True, INK), (self.rect.x + 14, self.rect.y + 10))
        font = canvas.font(SIZE)
        for i, line in enumerate(lines):
            surf.blit(font.render(line, True, INK), (self.rect.x + 14, self.rect.y + 44 + 27 * i))
