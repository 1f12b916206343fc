"""The hot-seat hand-off: a screen that covers the whole table (hands, objectives, everything) until
the next human confirms "I am <name>", so nobody sees another player's hand by accident."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from ...text import menus, seat_name
from ...text import recap as recap_words
from ..kit import canvas, draw, theme
from ..kit.canvas import as_canvas
from ..kit.layout import load as load_layout
from ..kit.paint import player_rgb, seat_mark
from ..kit.widgets import PAPER, Button, backdrop, fit_text, text
from . import Scene

LAID = load_layout().get("screens", "handoff")  # layout.json's screens/handoff
RECAP_TOP = 812  # the first recap line; the heading above it, the scroll buttons in the heading's row
RECAP_ROWS = 7  # lines shown at once; the rest scroll (wheel, arrow keys, Page Up/Down, the two buttons)
RECAP_ROW_H = 31
RECAP_WIDTH = 1500


class HandoffScene(Scene):
    """`player` takes the screen: on_confirm(player) when they say so, on_menu() for Esc (the game's
    menu, so a hot-seat game can be left without showing a hand). Every line of what the others did
    since this player's last move is there: a few at a time, scrolled, the confirm button fixed."""

    def __init__(self, app, seat, player: int, on_confirm: Callable[[int], None],
                 on_menu: Callable[[], None], recap: list[str] | None = None) -> None:
        super().__init__(app)
        self.recap = list(recap or [])  # what the others did since this player's last move (public)
        self.top = 0  # the first recap line shown, oldest first
        self.seat = seat
        self.player = player
        self.on_confirm = on_confirm
        self.on_menu = on_menu
        self.button = Button(LAID["confirm"], menus.i_am(seat_name(self.seat)), self.confirm)
        self.earlier = Button((1290, RECAP_TOP - 50, 200, 42), recap_words.EARLIER,
                              lambda: self.scroll(-RECAP_ROWS), size=24)
        self.later = Button((1510, RECAP_TOP - 50, 200, 42), recap_words.LATER,
                            lambda: self.scroll(RECAP_ROWS), size=24)
        self.scroll(0)

    @property
    def scrolls(self) -> bool:
        return len(self.recap) > RECAP_ROWS

    def scroll(self, by: int) -> None:
        self.top = max(0, min(self.top + by, len(self.recap) - RECAP_ROWS))
        self.earlier.enabled = self.top > 0
        self.later.enabled = self.top + RECAP_ROWS < len(self.recap)

    def shown(self) -> list[str]:
        """The recap lines on screen now."""
        return self.recap[self.top:self.top + RECAP_ROWS]

    def confirm(self) -> None:
        self.on_confirm(self.player)
        if self.app.scene is self:
            self.app.pop()

    def clickable(self) -> list[tuple[tuple, str]]:
        out = [(tuple(self.button.rect), self.button.label)]
        if self.scrolls:
            out += [(tuple(b.rect), b.label) for b in (self.earlier, self.later) if b.enabled]
        return out

    def handle(self, event, pos) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.on_menu()
            return
        if self.scrolls:
            if event.type == pygame.MOUSEWHEEL:
                self.scroll(-3 * event.y)
                return
            if event.type == pygame.KEYDOWN and event.key in _SCROLL_KEYS:
                self.scroll(_SCROLL_KEYS[event.key])
                return
            if self.earlier.handle(event, pos) or self.later.handle(event, pos):
                return
        self.button.handle(event, pos)

    def draw(self, surf) -> None:
        # Only the background art: nothing of the table may show through.
        surf = as_canvas(surf)
        surf.blit(backdrop(surf.get_size(), 215), (0, 0))
        rgb = player_rgb(self.seat.color)
        draw.circle(surf, rgb, (960, 300), 70)
        draw.circle(surf, PAPER, (960, 300), 70, width=6)
        seat_mark(surf, self.seat.color, (960, 300), 44)  # the seat's mark as well as its colour
        head = canvas.font(80, display=True).render(menus.pass_the_screen(seat_name(self.seat)), True, PAPER)
        surf.blit(head, head.get_rect(center=(960, 450)))
        sub = canvas.font(32).render(menus.LOOK_AWAY, True,
                                     theme.ON_DARK)
        surf.blit(sub, sub.get_rect(center=(960, 540)))
        self.button.draw(surf)
        if self.recap:  # public facts only: where they went, what they bought, built, delivered
            text(surf, recap_words.HEADING, (960, RECAP_TOP - 42), 30, PAPER, "midtop", bold=True)
            for k, line in enumerate(self.shown()):
                text(surf, fit_text(line, 26, RECAP_WIDTH), (960, RECAP_TOP + RECAP_ROW_H * k), 26,
                     theme.ON_DARK, "midtop")
            if self.scrolls:
                self.earlier.draw(surf)
                self.later.draw(surf)
                last = self.top + len(self.shown())
                text(surf, menus.showing_rows(self.top + 1, last, len(self.recap)),
                     (960, RECAP_TOP + RECAP_ROW_H * RECAP_ROWS + 2), 20, theme.FOOTNOTE, "midtop")


_SCROLL_KEYS = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -RECAP_ROWS, pygame.K_PAGEDOWN: RECAP_ROWS,
                pygame.K_HOME: -10_000, pygame.K_END: 10_000}
