"""The prompt bar above the board: whose turn (in the seat's colour), then one line of words (a short
message such as a hint, else what the pointed-at target does, else what is being decided), and at the
right, where there is room, the latest log sentence."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from ...text import i18n, menus, seat_name
from ..kit import canvas, theme
from ..kit import draw as shapes
from ..kit.canvas import as_canvas
from ..kit.paint import player_rgb, seat_mark
from ..kit.widgets import INK, PAPER, fit_text, rendered

MESSAGE_RGB = theme.ERROR
LAST_RGB = theme.QUIET


class Message:
    """A short message that takes the prompt line for a while ("Not a choice now", a hint). Its words
    are a sentence, or a callable that says it in the language of the moment (a message that may
    outlast a switch of language in Settings: the hint, where you are); a sentence said in another
    language than the one now has gone with the switch."""

    def __init__(self) -> None:
        self._said: tuple[str | Callable[[], str], str | Callable[[], str] | None, str] | None = None
        self._words: tuple[str, str | None, str | None] | None = None  # (language, text, brief) as said last
        self.until = 0.0
        self.while_others_play = False  # an answer to a click in another's turn: it outlives their moves

    def _in_language(self) -> tuple[str, str | None, str | None] | None:
        """(language, text, brief) now: said once per language (read every frame)."""
        said, language = self._said, i18n.language()
        if said is None or (not callable(said[0]) and said[2] != language):
            return None
        if self._words is None or self._words[0] != language:
            text, brief = (words() if callable(words) else words for words in said[:2])
            self._words = (language, text, brief)
        return self._words

    @property
    def text(self) -> str | None:
        words = self._in_language()
        return words[1] if words is not None else None

    @property
    def brief(self) -> str | None:
        """Shorter words for a bar too narrow for the text (a longer language)."""
        words = self._in_language()
        return words[2] if words is not None else None

    def say(self, text: str | Callable[[], str], now: float, seconds: float, while_others_play: bool = False,
            brief: str | Callable[[], str] | None = None) -> None:
        self._said, self._words = (text, brief, i18n.language()), None
        self.until = now + seconds
        self.while_others_play = while_others_play

    def expire(self, now: float) -> None:
        if self._said is not None and now > self.until:
            self._said = None

    def clear(self) -> None:
        self._said = None


def draw(surf, rect, seat, thinking: bool, line: str, line_rgb, last: str | None) -> None:
    surf = as_canvas(surf)
    r = pygame.Rect(rect)
    shapes.rect(surf, PAPER, r, border_radius=8)
    shapes.rect(surf, INK, r, width=2, border_radius=8)
    who = menus.turn_tag(seat_name(seat), not seat.is_human, thinking)
    # rendered(): the same words every frame of a show are rendered once (cached), not per frame
    tag = rendered(who, 22, theme.WHITE, bold=True)
    tag_r = pygame.Rect(r.x + 4, r.y + 3, tag.get_width() + 28 + r.h, r.h - 6)
    shapes.rect(surf, player_rgb(seat.color), tag_r, border_radius=6)
    seat_mark(surf, seat.color, (tag_r.x + r.h // 2 + 4, tag_r.centery), tag_r.h * 0.4, chip=True)
    surf.blit(tag, tag.get_rect(midleft=(tag_r.x + 14 + r.h, tag_r.centery)))
    x = tag_r.right + 14
    size = line_size(line, r.right - x - 10)
    text = rendered(fit_text(line, size, r.right - x - 10), size, tuple(line_rgb))
    surf.blit(text, text.get_rect(midleft=(x, r.centery)))
    room = r.right - 12 - (x + text.get_width() + 40)
    # The latest log sentence only where it fits whole (the log holds it in full): never cut.
    if last and room > 160 and canvas.font(LAST_SIZE).size(last)[0] <= room:
        small = rendered(last, LAST_SIZE, LAST_RGB)
        surf.blit(small, small.get_rect(midright=(r.right - 12, r.centery)))


LINE_SIZES = (22, 20, 18)  # the prompt line's font, largest that fits (18 is 12 px at 1280x720)
LAST_SIZE = 19


def line_size(line: str, width: int) -> int:
    """The largest of LINE_SIZES at which the line fits `width` (the smallest if none does)."""
    return next((s for s in LINE_SIZES if canvas.font(s).size(line)[0] <= width), LINE_SIZES[-1])


def line_width(rect, seat_name: str, human: bool, thinking: bool) -> int:  # the name as shown (text.seat_name)
    """The room the prompt line has in the bar, after the whose-turn tag and its seat mark (as draw()
    lays it out)."""
    who = menus.turn_tag(seat_name, not human, thinking)
    r = pygame.Rect(rect)
    tag_w = canvas.font(22, bold=True).size(who)[0] + 28 + r.h
    return r.right - (r.x + 4 + tag_w + 14) - 10


def fits(line: str, rect, seat_name: str, human: bool, thinking: bool) -> bool:
    """Whether the line fits whole at the smallest size (else the scene shows its brief sentence)."""
    return canvas.font(LINE_SIZES[-1]).size(line)[0] <= line_width(rect, seat_name, human, thinking)
