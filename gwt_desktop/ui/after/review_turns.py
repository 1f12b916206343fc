"""The game review's list of turns (layout.json's screens/review/list), under the seat row that
chooses whose turns are shown in hot-seat (or the one person's name): each turn's round, rating and
points lost, the turning points ringed, a turn where the player followed the Hint marked "Hint";
Up/Down, Home/End, the wheel and a click choose and scroll."""
from __future__ import annotations

import pygame

from ...session import review as R
from ...text import menus
from ...text import review as words
from ..kit import draw, theme
from ..kit.part import Clickable, Part
from ..kit.widgets import INK, MUTED, Segmented, fit_text, text
from .review_place import ReviewPlace

RATING_W = 200  # the rating's room in a row
# The Hint's mark ends this far left of a row's right edge: clear of the points lost ("-12", bold, is 36
# wide at the right's 16), and leaving the longest rating its room ("Ungenauigkeit", bold: 178).
MARK_RIGHT = 70
MARK_SIZE = 18


class TurnList(Part):
    def __init__(self, place: ReviewPlace, laid: dict) -> None:
        self.place = place
        self.rect = pygame.Rect(laid["list"])
        self.row_h = laid["list_row"]
        self.count_at = (self.rect.right, pygame.Rect(laid["board"]).bottom + 10)  # "1-10 of 32", under the list
        self.top = 0  # the first row shown

        def choose_seat(index: int) -> None:
            place.seat = index
            place.choose(None)

        seats = pygame.Rect(laid["seats"])
        self.seats = seats
        self.seat = Segmented(seats, [place.names[p] for p in place.people], 0, on_change=choose_seat,
                              size=26) if len(place.people) > 1 else None
        place.chose.append(self.scroll_to_chosen)

    def rows_shown(self) -> int:
        return max(1, self.rect.h // self.row_h)

    def scroll_to_chosen(self) -> None:
        chosen = self.place.selected
        if chosen is not None:
            self.top = min(max(self.top, chosen - self.rows_shown() + 1), chosen)

    def row_rect(self, i: int) -> pygame.Rect:
        k = i - self.top
        if not 0 <= k < self.rows_shown():
            return pygame.Rect(0, 0, 0, 0)
        return pygame.Rect(self.rect.x, self.rect.y + k * self.row_h, self.rect.w, self.row_h - 4)

    def _visible(self, turns) -> range:
        return range(self.top, min(len(turns), self.top + self.rows_shown()))

    def clickable(self) -> Clickable:
        out = []
        if self.seat is not None:
            out += [(tuple(self.seat.segment(i)), o) for i, o in enumerate(self.seat.options)]
        turns = self.place.turns()
        return out + [(tuple(self.row_rect(i)), words.round_name(turns[i].round)) for i in self._visible(turns)]

    def covers(self, pos) -> bool:
        return self.rect.collidepoint(pos) or self.seats.collidepoint(pos)

    def handle(self, event, pos) -> bool:
        place = self.place
        turns = place.turns()
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_UP and place.selected is not None:
                place.choose(place.selected - 1)
            elif event.key == pygame.K_DOWN and place.selected is not None:
                place.choose(place.selected + 1)
            elif event.key == pygame.K_HOME:
                place.choose(0)
            elif event.key == pygame.K_END:
                place.choose(len(turns) - 1)
            else:
                return False
            return True
        if self.seat is not None and self.seat.handle(event, pos):
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.top = max(0, min(max(0, len(turns) - self.rows_shown()), self.top - event.y))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and pos is not None:
            for i in self._visible(turns):
                if self.row_rect(i).collidepoint(pos):
                    place.choose(i)
                    return True
        return False

    def draw(self, surf) -> None:
        place = self.place
        if self.seat is not None:
            self.seat.draw(surf)
        elif place.player is not None:
            text(surf, place.names[place.player], (self.seats.x, self.seats.centery), 34, INK, "midleft", bold=True)
        turns = place.turns()
        if not turns:
            return
        head = words.whose_turns(place.names[place.player]) if self.seat is not None else words.TURNS_HEAD
        text(surf, head, (self.rect.x, self.rect.y - 38), 26, INK, bold=True)
        points = set(place.turning())
        for i in self._visible(turns):
            t = turns[i]
            r = self.row_rect(i)
            chosen = i == place.selected
            draw.rect(surf, theme.ROW_SELECTED if chosen else theme.ROW, r, border_radius=8)
            if chosen:
                draw.rect(surf, INK, r, 2, border_radius=8)
            rating = t.rating
            draw.circle(surf, theme.RATINGS[rating], (r.x + 22, r.centery), 11)
            if t.number in points:
                draw.circle(surf, INK, (r.x + 22, r.centery), 15, 3)
            bold = t.number in points
            text(surf, words.round_name(t.round), (r.x + 48, r.centery), 24, INK, "midleft", bold=bold)
            room = RATING_W
            if place.followed(t):  # the player followed the Hint in this turn: marked in its colour
                mark = text(surf, words.HINT_MARK, (r.right - MARK_RIGHT, r.centery), MARK_SIZE, theme.HINT_BLUE,
                            "midright", bold=True)
                room = min(room, mark.x - 8 - (r.x + 170))
            text(surf, fit_text(words.rating_name(rating), 24, room, bold), (r.x + 170, r.centery), 24, INK, "midleft",
                 bold=bold)
            if rating != R.FORCED:
                text(surf, words.lost_cell(t.cost, rating == R.UNCLEAR), (r.right - 16, r.centery), 24, INK,
                     "midright", bold=bold)
        if len(turns) > self.rows_shown():
            text(surf, menus.showing_rows(self.top + 1, min(len(turns), self.top + self.rows_shown()), len(turns)),
                 self.count_at, 22, MUTED, "topright")
