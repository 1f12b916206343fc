"""The Hint's "why" on the game screen: once the hint's move is known, what its line does (session/advice:
the line played out on a copy of what the player may know, on a thread of its own so the window keeps
drawing) is worded by text/advice.py and shown in a card over the Kansas City panel until a move is
made: the line's steps in order, what it does to the purse and the score pad, and the one margin
against the next best. The card belongs to the decision it was asked for: a move, an undo or another
hint drops it, and the player closes it (Hint again, a click anywhere, Esc). It never lies over what
the hint rings: where the Kansas City panel holds a ringed piece (a job market's worker, a foresight
tile), it goes to the first other place clear of every ring."""
from __future__ import annotations

import logging
import random
import threading

import pygame

from ...ai.plan import Cancelled
from ...failures import report_once
from ...session.advice import advise
from ...text import advice as words
from ...text import i18n
from ..kit import canvas, draw, theme
from ..kit.canvas import as_canvas
from ..kit.paint import veil
from ..kit.part import SOON, Part
from ..kit.widgets import INK, PAPER, wrap

log = logging.getLogger(__name__)

RECT = pygame.Rect(1526, 176, 384, 300)
# Where the card may stand, in order: over the Kansas City panel (foresight, job market), then over the
# trail's right, middle and left thirds, each from the top (the railroad above stays in sight).
PLACES = ((RECT.x, RECT.y), (1134, 176), (1134, 450), (560, 176), (16, 176), (16, 450))
SIZES = (21, 19)  # the words' size: the largest at which the card fits above BOTTOM (19 is 12.7 px at 1280x720)
# Words too many for the card at the smaller size take a wider card over the trail, never a smaller
# size (17 was 11 px at 1280x720): the widths, tried in order.
WIDTHS = (RECT.w, 2 * RECT.w)
GAP = 6  # more between two sentences
BOTTOM = 830  # the card ends above the objectives and the Hint, Undo, Menu and Log buttons
EDGE = theme.HINT_BLUE  # as the hint's rings on the board


class WhyCard(Part):
    """A part of the game scene (parts.py): drawn while the decision on screen is the one it is for."""

    def __init__(self, stamp=lambda: None, rings=lambda: ()) -> None:
        self.stamp_now = stamp  # the decision on screen now (the controller's stamp)
        self.rings = rings  # the logical rects the hint rings now: the card keeps clear of them
        self.stamp: object = None  # the decision the card is for
        self.sentences: list | None = None  # text/advice.Sentence, in order
        self.advice = None  # the session/advice.Advice they word
        self.rect = pygame.Rect(RECT)
        self._lines: tuple = (None, [])  # (the sentences wrapped, [(line, first line of a sentence)])
        self._job = 0  # bumps on every request: a finished thread whose number is old is ignored
        self._lock = threading.Lock()
        self._say: tuple = (None, None)  # (how the sentence is said, the language it was said in)
        self._closing = False  # a click outside the card: it closes after the click went on below

    @property
    def shown(self) -> bool:
        return self.stamp is not None

    @property
    def sentence(self) -> str | None:
        """The card's words as one text (None while they are being worked out)."""
        if self.sentences is None:
            return None
        return " ".join(s.text for s in self.sentences)

    def explain(self, game, seat: int, move, stamp: object, seats, seed: int) -> None:
        """Start working out what `move`'s line does (the hint just given for the decision `stamp`)."""
        with self._lock:
            self._job += 1
            job = self._job
        self.stamp, self.sentences, self.advice = stamp, None, None
        clone = game.clone()  # the thread reads its own copy: the scene's game moves on

        def run() -> None:
            advice = sentences = say = None
            try:
                advice = advise(clone, seat, move, random.Random(seed), cancelled=lambda: self._job != job)
                say = lambda: words.hint_sentences(advice, clone, seats)  # said again in a new language
                sentences = say()
            except Cancelled:  # another request, a move or an undo came first: nobody waits for this
                advice = sentences = None
            except Exception:  # noqa: BLE001 (the hint's why must never stop the game)
                report_once(log, "The hint's why", move)
                advice = sentences = None
            with self._lock:
                if self._job == job:
                    self.advice, self.sentences, self._say = advice, sentences, (say, i18n.language())
                    if sentences is None:
                        self.stamp = None

        threading.Thread(target=run, name="hint-why", daemon=True).start()

    def drop(self) -> None:
        self._closing = False
        with self._lock:
            self._job += 1
        self.stamp, self.sentences, self.advice = None, None, None

    def covers(self, pos) -> bool:
        return self.shown and self.rect.collidepoint(pos)

    def handle(self, event, pos) -> bool:
        """Esc closes the card; a click closes it too, and reaches what lies under the card only
        when it was outside it (a click elsewhere goes on to the board)."""
        if not self.shown or self.stamp_now() != self.stamp:  # not on screen: nothing of it to close
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.drop()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and pos is not None and event.button in (1, 2, 3):
            if self.rect.collidepoint(pos):
                self.drop()
                return True
            # Closed once the click has gone on below: the Hint button, pressed again, still finds
            # the card open and closes it with its rings (TurnFlow.ask_hint) instead of asking anew.
            self._closing = True
        return False

    def update(self, dt: float) -> None:
        if self._closing:
            self._closing = False
            self.drop()

    def wake_in(self) -> float | None:
        """The why is being worked out on its thread: its words must show when they come."""
        return SOON if self.shown and self.sentences is None else None

    def _wrapped(self) -> tuple[int, list[tuple[str, bool]], int, int]:
        """(size, [(line, first line of a sentence)], height, width): the narrowest card, at the
        largest size, whose lines fit above BOTTOM."""
        texts = tuple(s.text for s in self.sentences) if self.sentences is not None else (words.THINKING,)
        if self._lines[0] != texts:  # wrapping costs more than a frame can spare every time
            self._lines = (texts, lay_out(texts))
        return self._lines[1]

    def place(self, height: int, width: int = RECT.w) -> pygame.Rect:
        return clear_place(height, self.rings(), width)

    def look(self) -> tuple:
        return (self.shown, self.sentence)

    def rects(self, size) -> list[pygame.Rect]:
        return [self.rect.inflate(8, 8)] if self.shown else []

    def draw(self, surf) -> None:
        if not self.shown or self.stamp_now() != self.stamp:
            return
        say, language = self._say
        if self.sentences is not None and say is not None and language != i18n.language():  # a switch in Settings
            with self._lock:
                self.sentences, self._say = say(), (say, i18n.language())
        size, lines, height, width = self._wrapped()
        self.rect = self.place(height, width)
        surf = as_canvas(surf)
        surf.blit(veil(self.rect.size, PAPER, 245, 12), self.rect.topleft)
        draw.rect(surf, EDGE, self.rect, width=4, border_radius=12)
        surf.blit(canvas.font(22, bold=True).render(words.TITLE, True, INK), (self.rect.x + 14, self.rect.y + 10))
        font = canvas.font(size)
        y = self.rect.y + 44
        for i, (line, first) in enumerate(lines):
            if first and i:
                y += GAP
            surf.blit(font.render(line, True, INK), (self.rect.x + 14, y))
            y += line_height(size)


def lay_out(texts) -> tuple[int, list[tuple[str, bool]], int, int]:
    """(size, [(line, first line of a sentence)], height, width) for these sentences: the narrowest of
    WIDTHS at the largest of SIZES where they fit above BOTTOM (else the widest at the smallest)."""
    for width in WIDTHS:
        for size in SIZES:
            lines = []
            for text in texts:
                lines += [(ln, i == 0) for i, ln in enumerate(wrap(text, size, width - 28))]
            height = card_height(size, lines)
            if RECT.y + height <= BOTTOM:
                return size, lines, height, width
    return size, lines, height, width


def clear_place(height: int, rings, width: int = RECT.w) -> pygame.Rect:
    """The first of PLACES where a card this tall and wide covers none of `rings` (the hint's rings,
    drawn a little larger than their pieces), lies on the screen and ends above BOTTOM; the first
    such place when none is clear."""
    rings = [pygame.Rect(r).inflate(20, 20) for r in rings]
    places = [(x, y) for x, y in PLACES if x + width <= 1910] or [(16, RECT.y)]
    first = pygame.Rect(*places[0], width, height)
    for x, y in places:
        rect = pygame.Rect(x, y, width, height)
        if rect.bottom <= max(BOTTOM, first.bottom) and rect.collidelist(rings) == -1:
            return rect
    return first


def line_height(size: int) -> int:
    return size + 5


def card_height(size: int, lines) -> int:
    """The card's height for these wrapped lines at this size: the title, the lines, a gap between two
    sentences."""
    starts = sum(1 for _ln, first in lines[1:] if first)
    return 52 + line_height(size) * len(lines) + GAP * starts
