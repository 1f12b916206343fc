"""The Replay's band under the board (layout.json's screens/replay): the position line, the seat row
(whose eyes; face up for a finished game) with the review's button before it, the slider over the
whole game (click or drag; Kansas City visits and rounds marked) and the row of buttons; and the
keys that do what the buttons do.

Keys: Left/Right a move, Up/Down or PageUp/PageDown a turn, Home/End the start and the end, K the next
Kansas City visit (Shift+K the one before), 1-4 the next turn of that player, F1 the rules help (with
these keys above it), Esc back."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from ...text import after_game as words
from ...text import menus
from ...text import review as review_words
from ..kit import draw, theme
from ..kit.canvas import as_canvas
from ..kit.paint import player_rgb
from ..kit.part import Clickable, Part
from ..kit.widgets import INK, MUTED, PAPER, PAPER_DARK, Button, Segmented, fit_text, rendered, text
from .replay_place import ReplayPlace

KC_TICK = theme.COST


class Slider(Part):
    """A track over every position of the game; click or drag the knob to jump. Marks the Kansas City
    visits (red) and the first turn of each round (ink)."""

    def __init__(self, rect, last: int, on_change) -> None:
        self.rect = pygame.Rect(rect)
        self.last = max(1, last)
        self.on_change = on_change
        self.dragging = False

    def x_of(self, index: int) -> int:
        return round(self.rect.x + self.rect.w * index / self.last)

    def index_at(self, x: float) -> int:
        return max(0, min(self.last, round((x - self.rect.x) * self.last / self.rect.w)))

    def handle(self, event, pos) -> bool:
        if pos is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.inflate(0, 24).collidepoint(pos):
            self.dragging = True
            self.on_change(self.index_at(pos[0]))
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self.on_change(self.index_at(pos[0]))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        return False

    def draw_marked(self, surf, index: int, rounds: list[int], visits: list[int]) -> None:
        surf = as_canvas(surf)
        track = self.rect.inflate(0, -12)
        draw.rect(surf, PAPER_DARK, track, border_radius=8)
        draw.rect(surf, INK, track, 2, border_radius=8)
        for i in rounds:
            x = self.x_of(i)
            draw.line(surf, MUTED, (x, track.y + 3), (x, track.bottom - 4), 1)
        for i in visits:
            x = self.x_of(i)
            draw.line(surf, KC_TICK, (x, self.rect.y - 2), (x, self.rect.bottom + 2), 3)
        x = self.x_of(index)
        knob = pygame.Rect(0, 0, 22, self.rect.h + 14)
        knob.center = (x, self.rect.centery)
        draw.rect(surf, INK, knob, border_radius=6)
        draw.rect(surf, PAPER, knob.inflate(-8, -8), border_radius=4)


class ReplayBand(Part):
    def __init__(self, place: ReplayPlace, rects: dict, *, close: Callable[[], None],
                 rules_help: Callable[[], None], review: Callable[[], None] | None) -> None:
        """`rects`: layout.json's screens/replay; `review` opens the game's review (None: this game
        cannot be reviewed, and the seat row takes the button's room)."""
        self.place = place
        self.rect = pygame.Rect(rects["band"])
        self.position = pygame.Rect(rects["position"])
        self.close, self.rules_help = close, rules_help
        replay, names = place.replay, place.names
        options = [*names, words.FACE_UP] if replay.finished else list(names)
        self.seat = Segmented(rects["seats_beside_review" if review else "seats"], options, place.seat,
                              on_change=self._choose, size=26)
        self.review_button = Button(rects["review"], review_words.REVIEW, review, size=26) if review else None
        self.slider = Slider(rects["slider"], len(replay), place.go)
        laid = rects["buttons"]
        b = lambda r, label, action: Button(r, label, action, size=26)
        self.buttons = [
            b(laid["previous_turn"], words.PREVIOUS_TURN, place.previous_turn),
            b(laid["previous_move"], words.PREVIOUS_MOVE, place.back),
            b(laid["next_move"], words.NEXT_MOVE, place.forward),
            b(laid["next_turn"], words.NEXT_TURN, place.next_turn),
            b(laid["next_kansas_city"], words.NEXT_KANSAS_CITY, place.next_kansas_city),
        ]
        # "Next turn of" stands right of the Kansas City button and the players' buttons right of it,
        # by its width in the language of the moment (German's ran into the button at a fixed x).
        row = pygame.Rect(laid["turns_of"])
        label_w = rendered(words.NEXT_TURN_OF, 24, MUTED).get_width()
        self.turn_label = pygame.Rect(row.x + 14, row.y, label_w, row.h)
        x = self.turn_label.right + 10
        w = min(190, (row.right - x) // max(1, len(names)) - 8)
        self.turn_buttons = [b((x + i * (w + 8), row.y, w, row.h), fit_text(name, 26, w - 20),
                               lambda i=i: place.next_turn_of(i))
                             for i, name in enumerate(names)]
        self.back_button = b(laid["back"], menus.BACK, close)
        self._round_marks = [t.start for t in replay.turns if t.number and t.number % replay.players == 0]

    def _choose(self, index: int) -> None:
        self.place.seat = index

    def widgets(self) -> list:
        return [*self.buttons, *self.turn_buttons, self.back_button, *([self.review_button] if self.review_button else [])]

    def clickable(self) -> Clickable:
        place = self.place
        out = [(tuple(b.rect), b.label) for b in self.widgets()]
        out += [(tuple(self.seat.segment(i)), words.seen_by(o) if i < len(place.names) else o)
                for i, o in enumerate(self.seat.options)]
        return [*out, (tuple(self.slider.rect), "slider")]

    def covers(self, pos) -> bool:
        return self.rect.collidepoint(pos)

    # ---- events ----
    def handle(self, event, pos) -> bool:
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if self.slider.handle(event, pos) or self.seat.handle(event, pos):
            return True
        return any(w.handle(event, pos) for w in self.widgets())

    def _key(self, event) -> bool:
        place = self.place
        k = event.key
        shift = event.mod & pygame.KMOD_SHIFT
        if k in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.close()
        elif k == pygame.K_F1:  # the rules help, as in the game and on the title, with the Replay's keys
            self.rules_help()
        elif k == pygame.K_RIGHT:
            place.forward()
        elif k == pygame.K_LEFT:
            place.back()
        elif k in (pygame.K_DOWN, pygame.K_PAGEDOWN):
            place.next_turn()
        elif k in (pygame.K_UP, pygame.K_PAGEUP):
            place.previous_turn()
        elif k == pygame.K_HOME:
            place.go(0)
        elif k == pygame.K_END:
            place.go(len(place.replay))
        elif k == pygame.K_k:
            place.previous_kansas_city() if shift else place.next_kansas_city()
        elif pygame.K_1 <= k <= pygame.K_4 and k - pygame.K_1 < len(place.names):
            place.next_turn_of(k - pygame.K_1)
        else:
            return False
        return True

    # ---- drawing ----
    def draw(self, surf) -> None:
        place = self.place
        band = self.rect
        draw.rect(surf, PAPER, band)
        draw.line(surf, INK, band.topleft, band.topright, 3)
        at = self.position.midleft
        text(surf, fit_text(place.position_line(), 30, self.position.w, bold=True), at, 30, INK, "midleft", bold=True)
        self.seat.draw(surf)
        self.slider.draw_marked(surf, place.replay.index, self._round_marks, place.replay.kansas_city)
        for b in self.widgets():
            b.draw(surf)
        text(surf, words.NEXT_TURN_OF, self.turn_label.midright, 24, MUTED, "midright")
        for b, seat in zip(self.turn_buttons, place.seats):  # whose button it is, in their colour
            draw.rect(surf, player_rgb(seat.color), (b.rect.x + 12, b.rect.bottom - 12, b.rect.w - 24, 6))
