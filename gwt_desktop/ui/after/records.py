"""The Records screen: how you did against each computer level and player count (wins and mean score
of the human seats), and every finished game, newest first, each opened in the replay viewer.

A record file that cannot be read is listed with its message (naming the file) and cannot be opened;
nothing here changes or removes a file (storage.records).
"""
from __future__ import annotations

import pygame

from ...storage import records, store
from ...storage.save_format import SaveError
from ...text import after_game as words
from ...text import formats, menus, problems, seat_name
from ...text import review as review_words
from ..kit import draw
from ..kit.canvas import as_canvas
from ..kit.layout import load as load_layout
from ..kit.paint import player_rgb
from ..kit.row_list import ERROR_INK, RowChooser, problem_of
from ..kit.widgets import INK, MUTED, PAPER_DARK, Button, backdrop, fit_text, panel, text
from ..scenes import Scene

LAID = load_layout().get("screens", "records")  # layout.json's screens/records
PANEL = pygame.Rect(LAID["panel"])
TABLE_X, TABLE_Y, TABLE_ROW = 150, 130, 42
COLS = (0, 220, 560, 760, 1000)  # Players, Computers, Games, Wins, Mean score (offsets from TABLE_X)
STANDINGS_SHOWN = 5
ROW_X, ROW_W, ROW_H = 130, 1660, 92
ROWS_SHOWN = 5


class RecordsScene(RowChooser, Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        every = records.list_records()
        self.standings = records.standings(every)  # the human seats' results: a computers' game adds none
        self.yours = [r for r in every if r.yours]
        self.computers = [r for r in every if not r.yours]  # kept apart, listed only when asked for
        self.showing_computers = False
        self.rows = self.yours
        self.selected = 0 if self.rows else -1
        self.clicked = -1  # the row last clicked: a click opens only a row clicked just before it
        self.top = 0
        self.message = ""
        self.list_top = TABLE_Y + TABLE_ROW * (min(STANDINGS_SHOWN, max(1, len(self.standings))) + 1) + 60
        self.row_origin, self.rows_shown = (ROW_X, self.list_top + 40, ROW_W, ROW_H), ROWS_SHOWN
        self.back_button = Button(LAID["back"], menus.BACK, app.pop)
        self.computers_button = Button(LAID["computers"], words.computer_games_button(len(self.computers), False),
                                       self.toggle_computers)
        self.review_button = Button(LAID["review"], review_words.REVIEW, self.review_selected)
        self.replay_button = Button(LAID["replay"], menus.REPLAY, self.open_selected)
        self._sync()

    def toggle_computers(self) -> None:
        """Between your games and the games among computers only."""
        self.showing_computers = not self.showing_computers
        self.rows = self.computers if self.showing_computers else self.yours
        self.computers_button.label = words.computer_games_button(len(self.computers), self.showing_computers)
        self.selected, self.top, self.message = (0 if self.rows else -1), 0, ""
        self._sync()

    # ---- behaviour ----
    def row_chosen(self) -> None:
        error = self.rows[self.selected].error
        self.message = problems.say(error) if error else ""
        self._sync()

    def _sync(self) -> None:
        self.replay_button.enabled = 0 <= self.selected < len(self.rows) and not self.rows[self.selected].error
        # A review rates a person's turns: a game among computers has none.
        self.review_button.enabled = self.replay_button.enabled and any(
            s.is_human for s in self.rows[self.selected].seats)
        self.computers_button.enabled = bool(self.computers)

    def _opened(self):
        """The chosen game's replay and seats, or None (its problem then shown on its row)."""
        row = self.rows[self.selected]
        try:
            return store.load_replay(row.path)
        except SaveError as e:
            row.error, self.message = e.whole, problems.say(e)
            self._sync()
            return None

    def open_selected(self, clicked: bool = False) -> None:
        """The chosen game's replay (`clicked`: by a double click on its row, whose rest the replay lets settle)."""
        if self.replay_button.enabled and (opened := self._opened()) is not None:
            self.app.open("replay", replay=opened[0], seats=opened[1], clicked=clicked)

    def review_selected(self) -> None:
        if self.review_button.enabled and (opened := self._opened()) is not None:
            self.app.open("review", replay=opened[0], seats=opened[1])

    def clickable(self) -> list[tuple[tuple, str]]:
        out = [(tuple(self.row_rect(i)), formats.date_time(self.rows[i].date_text) or self.rows[i].path.name)
               for i in self.visible_rows()]
        out += [(tuple(b.rect), b.label) for b in (self.back_button, self.computers_button, self.review_button,
                                                   self.replay_button) if b.enabled]
        return out

    def handle(self, event, pos) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.pop()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.open_selected()
            else:
                self.row_event(event, pos)
            return
        if (self.replay_button.handle(event, pos) or self.back_button.handle(event, pos)
                or self.review_button.handle(event, pos) or self.computers_button.handle(event, pos)):
            return
        clicked = self.row_event(event, pos)
        if clicked is not None:
            # A second click on the row the first chose opens it; the row chosen on opening (the
            # newest) is not one the player clicked, so one click on it only chooses it (it opened the
            # replay at once, and the double click's second press then moved the replay's slider).
            if clicked >= 0 and clicked == self.selected == self.clicked:
                self.clicked = -1
                self.open_selected(clicked=True)
                return
            if clicked >= 0:
                self.select(clicked)
            self.clicked = clicked if clicked >= 0 and self.selected == clicked else -1

    # ---- drawing ----
    def draw(self, surf) -> None:
        surf = as_canvas(surf)
        surf.blit(backdrop(surf.get_size(), 150), (0, 0))
        panel(surf, PANEL, words.RECORDS_TITLE)
        self._draw_standings(surf)
        text(surf, words.COMPUTER_GAMES if self.showing_computers else words.FINISHED_GAMES,
             (ROW_X, self.list_top), 30, INK, bold=True)
        if not self.rows:
            text(surf, words.NO_RECORDS, (960, self.list_top + 120), 32, INK, "center")
        for i in self.visible_rows():
            self._draw_row(surf, self.rows[i], self.row_rect(i), i == self.selected)
        self.draw_count(surf, (PANEL.right - 40, self.list_top + 36), MUTED)
        if self.message:  # the chosen row's problem in full, with the file's folder
            text(surf, fit_text(self.message, 24, ROW_W), (ROW_X, PANEL.bottom - 40), 24, ERROR_INK)
        self.replay_button.draw(surf)
        self.review_button.draw(surf)
        self.back_button.draw(surf)
        if self.computers:
            self.computers_button.draw(surf)

    def _draw_standings(self, surf) -> None:
        for x, head in zip(COLS, words.STANDING_HEADS):
            text(surf, head, (TABLE_X + x, TABLE_Y), 26, MUTED, bold=True)
        if not self.standings:
            text(surf, "—", (TABLE_X, TABLE_Y + TABLE_ROW), 28, MUTED)
        for k, s in enumerate(self.standings[:STANDINGS_SHOWN]):
            y = TABLE_Y + TABLE_ROW * (k + 1)
            if k % 2 == 0:
                draw.rect(surf, PAPER_DARK, (TABLE_X - 16, y - 4, 1250, TABLE_ROW), border_radius=6)
            cells = words.standing_line(s.players, s.level, s.games, s.wins, s.mean_score)
            for x, cell in zip(COLS, cells):
                text(surf, cell, (TABLE_X + x, y), 28, INK)
        if len(self.standings) > STANDINGS_SHOWN:
            text(surf, words.and_more(len(self.standings) - STANDINGS_SHOWN), (TABLE_X + 1260, TABLE_Y + TABLE_ROW),
                 24, MUTED)

    def _draw_row(self, surf, row: records.GameRecord, rect: pygame.Rect, selected: bool) -> None:
        self.draw_row_box(surf, rect, selected)
        x = rect.x + 24
        if row.error:
            text(surf, fit_text(row.path.name, 30, rect.w - 48, bold=True), (x, rect.y + 10), 30, INK, bold=True)
            text(surf, fit_text(words.bad_record(problem_of(row)), 26, rect.w - 48), (x, rect.y + 52), 26, ERROR_INK)
            return
        text(surf, formats.date_time(row.date_text), (x, rect.y + 10), 30, INK, bold=True)
        text(surf, words.record_line(row.players, row.level(), row.rounds), (x + 290, rect.y + 12), 26, INK)
        if row.deal_code:
            text(surf, words.deal_code(row.deal_code), (rect.right - 24, rect.y + 12), 26, MUTED, "topright")
        cx = x
        for i, seat in enumerate(row.seats):
            won = i in row.winners
            draw.circle(surf, player_rgb(seat.color), (cx + 10, rect.y + 66), 10)
            r = text(surf, fit_text(words.record_seat(seat_name(seat), row.scores[i], won), 26, 360, bold=won), (cx + 28, rect.y + 66), 26, INK, "midleft", bold=won)
            cx = r.right + 34
