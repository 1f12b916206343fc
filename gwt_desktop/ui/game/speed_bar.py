"""The game screen's speed controls, at the right end of the prompt bar in a game with computer seats:
the computer's pace (the one in Settings: a click takes the next quicker, round from Instant to Slow,
saved at once), Skip (N: the show
running now ends and every move waiting for the pace is played at once) and To my turn (F: the
computers play at once, without shows, until a person has to decide).

The bar only asks its scene through three callbacks and reads the pace; the scene keeps the state."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from ...text import speed as words
from ..kit import canvas, draw, theme
from ..kit.canvas import as_canvas
from ..kit.widgets import INK, PAPER, Button

GAP = 6
WIDTHS = (100, 150, 148)  # skip, fast forward, pace (rightmost: the one shown on a person's turn too)
FONT = 18
MARGIN = 16  # a label's room inside its button, both sides together


def widths() -> tuple[int, ...]:
    """The buttons' widths in the current language: WIDTHS, or wider where a label needs it (German's
    "Tempo: Langsam" and "Bis ich dran bin (F)" did not fit), so no label runs past its button."""
    font = canvas.font(FONT, bold=True)
    labels = ((words.SKIP,), (words.FAST_FORWARD, words.FAST_FORWARD_ON),
              tuple(words.pace_label(p) for p, _ in words.PACES))
    return tuple(max(w, *(font.size(t)[0] + MARGIN for t in ts)) for w, ts in zip(WIDTHS, labels, strict=True))


def next_pace(pace: float) -> float:
    """The pace a click on the pace button takes after `pace`: the next quicker one, from the slowest to
    Instant and round again (Slow, Normal, Quick, Instant, Slow, ...), starting from the nearest offered
    one. (It took the next in the list as Settings shows it, Instant to Slow: Normal, Slow, Instant,
    Quick, a jump from the slowest to the quickest in the middle.)"""
    values = sorted((v for v, _ in words.PACES), reverse=True)  # slowest first: seconds a move stays
    here = min(range(len(values)), key=lambda i: abs(values[i] - pace))
    return values[(here + 1) % len(values)]


class SpeedBar:
    def __init__(self, prompt_rect, pace: Callable[[], float], set_pace: Callable[[float], None],
                 skip: Callable[[], None], fast_forward: Callable[[], None]) -> None:
        r = pygame.Rect(prompt_rect)
        self.widths = widths()
        self.width = sum(self.widths) + GAP * len(self.widths)
        x = r.right - self.width
        rects = []
        for w in self.widths:
            rects.append(pygame.Rect(x, r.y + 3, w, r.h - 6))
            x += w + GAP
        self.pace = pace
        self.buttons = {
            "skip": Button(tuple(rects[0]), words.SKIP, skip),
            "ffwd": Button(tuple(rects[1]), words.FAST_FORWARD, fast_forward),
            "pace": Button(tuple(rects[2]), words.pace_label(pace()), lambda: set_pace(next_pace(self.pace()))),
        }
        self.skip, self.fast_forward = skip, fast_forward
        self.compact = False  # a person's turn: only the pace (skipping and fast forward are for computer turns)

    def _shown(self) -> list[Button]:
        return [self.buttons["pace"]] if self.compact else list(self.buttons.values())

    def prompt_rect(self, prompt_rect) -> pygame.Rect:
        """What is left of the prompt bar for its words."""
        r = pygame.Rect(prompt_rect)
        r.width -= (self.widths[-1] + GAP) if self.compact else self.width
        return r

    def covers(self, pos) -> bool:
        return any(b.rect.collidepoint(pos) for b in self._shown())

    def handle(self, event, pos) -> bool:
        if event.type == pygame.KEYDOWN and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            if event.key == pygame.K_n:
                self.skip()
                return True
            if event.key == pygame.K_f:
                self.fast_forward()
                return True
            return False
        return any(b.handle(event, pos) for b in self._shown())

    def draw(self, surf, forwarding: bool) -> None:
        surf = as_canvas(surf)
        self.buttons["pace"].label = words.pace_label(self.pace())
        self.buttons["ffwd"].label = words.FAST_FORWARD_ON if forwarding else words.FAST_FORWARD
        font = canvas.font(FONT, bold=True)
        for name, b in self.buttons.items():
            if self.compact and name != "pace":
                continue
            on = b.hover or (name == "ffwd" and forwarding)
            fill = theme.BUTTON_ON if on else theme.BUTTON
            draw.rect(surf, fill, b.rect, border_radius=6)
            draw.rect(surf, INK, b.rect, width=2, border_radius=6)
            t = font.render(b.label, True, PAPER)
            surf.blit(t, t.get_rect(center=b.rect.center))
