"""The hot-seat hand-off: a screen that covers the whole table (hands, objectives, everything) until
the next human confirms "I am <name>", so nobody sees another player's hand by accident."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from ...text import menus, seat_name
from ...text import recap as recap_words
from ..kit import assets, theme
from ..kit.paint import player_rgb, seat_mark
from ..kit.widgets import PAPER, Button, fit_text, text
from . import Scene


class HandoffScene(Scene):
    """`player` takes the screen: on_confirm(player) when they say so, on_menu() for Esc (the game's
    menu, so a hot-seat game can be left without showing a hand)."""

    def __init__(self, app, seat, player: int, on_confirm: Callable[[int], None],
                 on_menu: Callable[[], None], recap: list[str] | None = None) -> None:
        super().__init__(app)
        self.recap = list(recap or [])  # what the others did since this player's last move (public)
        self.seat = seat
        self.player = player
        self.on_confirm = on_confirm
        self.on_menu = on_menu
        self.button = Button((710, 620, 500, 110), menus.i_am(seat_name(self.seat)), self.confirm)

    def confirm(self) -> None:
        self.on_confirm(self.player)
        if self.app.scene is self:
            self.app.pop()

    def clickable(self) -> list[tuple[tuple, str]]:
        return [(tuple(self.button.rect), self.button.label)]

    def handle(self, event, pos) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.on_menu()
            return
        self.button.handle(event, pos)

    def draw(self, surf) -> None:
        # Only the background art: nothing of the table may show through.
        surf.blit(assets.scaled("board_background.png", surf.get_size()), (0, 0))
        shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        shade.fill((*theme.SHADE, 215))
        surf.blit(shade, (0, 0))
        rgb = player_rgb(self.seat.color)
        pygame.draw.circle(surf, rgb, (960, 300), 70)
        pygame.draw.circle(surf, PAPER, (960, 300), 70, width=6)
        seat_mark(surf, self.seat.color, (960, 300), 44)  # the seat's mark as well as its colour
        head = assets.font(80, display=True).render(menus.pass_the_screen(seat_name(self.seat)), True, PAPER)
        surf.blit(head, head.get_rect(center=(960, 450)))
        sub = assets.font(32).render(menus.LOOK_AWAY, True,
                                     theme.ON_DARK)
        surf.blit(sub, sub.get_rect(center=(960, 540)))
        self.button.draw(surf)
        if self.recap:  # public facts only: where they went, what they bought, built, delivered
            text(surf, recap_words.HEADING, (960, 770), 30, PAPER, "midtop", bold=True)
            for k, line in enumerate(self.recap[:8]):
                text(surf, fit_text(line, 26, 1500), (960, 812 + 31 * k), 26, theme.ON_DARK, "midtop")
