"""The load screen: every saved slot (name, date, seats, round), newest first, plus the last finished
game (its score pad can be reopened). A bad file is listed with what is wrong with it and cannot be
loaded; a file that turns out bad when loaded shows its message here. Nothing here changes a file but
Delete, which removes a saved slot after a second press confirms it.

LoadGameScene(app, on_load=None): on_load(match) opens the loaded match; by default the app opens it
(app.open_match: its game scene with the autosave attached, or the score pad for a finished game).
Replay opens the chosen game, finished or not, in the replay viewer; the game in progress (the
autosave Continue resumes) is listed too, so it can be replayed from here.
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from ...storage import store
from ...text import after_game as words
from ...text import formats, menus, problems
from ..kit.canvas import as_canvas
from ..kit.layout import load as load_layout
from ..kit.row_list import ERROR_INK, RowChooser, problem_of
from ..kit.widgets import INK, Button, backdrop, fit_text, panel, text, wrap
from . import Scene

LAID = load_layout().get("screens", "load_game")  # layout.json's screens/load_game
PANEL = pygame.Rect(LAID["panel"])
ROW_X, ROW_W, ROW_H, ROW_TOP = 200, 1520, 96, 190
ROWS_SHOWN = 5


class LoadGameScene(RowChooser, Scene):
    def __init__(self, app, on_load: Callable[[object], None] | None = None) -> None:
        super().__init__(app)
        self.on_load = on_load or app.open_match
        self.rows: list[store.SlotInfo] = store.list_slots()
        for row in self.rows:
            if row.kept:  # a game the autosave kept: its name in the player's words
                row.name = menus.kept_game(row.kept, row.kept_at, row.copy)
        in_progress = store.continue_info()
        if in_progress is not None:
            in_progress.name = words.IN_PROGRESS
            self.rows.insert(0, in_progress)
        finished = store.last_finished()
        if finished is not None:
            finished.name = menus.LAST_FINISHED
            self.rows.append(finished)
        self.row_origin, self.rows_shown = (ROW_X, ROW_TOP, ROW_W, ROW_H), ROWS_SHOWN
        self.selected = 0 if self.rows else -1
        self.top = 0  # first row shown (scrolling)
        self.message = ""  # the last load failure, in full
        self.load_button = Button(LAID["load"], menus.LOAD, self.load)
        self.back_button = Button(LAID["back"], menus.BACK, self.back)
        self.delete_button = Button(LAID["delete"], menus.DELETE, self.delete)
        self.replay_button = Button(LAID["replay"], menus.REPLAY, self.replay)
        self.confirming: int | None = None  # the row whose Delete waits for its second press
        self._sync_buttons()

    # ---- behaviour ----
    def row_chosen(self) -> None:
        self.confirming = None
        error = self.rows[self.selected].error
        self.message = problems.say(error) if error else ""
        self._sync_buttons()

    def _sync_buttons(self) -> None:
        self.load_button.enabled = 0 <= self.selected < len(self.rows) and self.rows[self.selected].error is None
        self.replay_button.enabled = self.load_button.enabled
        # Saved slots only (a damaged one too): the game in progress and the last finished game are not slots.
        self.delete_button.enabled = (0 <= self.selected < len(self.rows)
                                      and self.rows[self.selected].path.parent == store.slots_dir())
        self.delete_button.label = menus.DELETE_CONFIRM if self.confirming is not None else menus.DELETE

    def back(self) -> None:
        """Back: first out of a Delete waiting for its confirmation, then off the screen."""
        if self.confirming is not None:
            self.confirming = None
            self.message = ""
            self._sync_buttons()
            return
        self.app.pop()

    def delete(self) -> None:
        """Delete the chosen slot: the first press asks, the second deletes."""
        if not self.delete_button.enabled:
            return
        row = self.rows[self.selected]
        if self.confirming != self.selected:
            self.confirming = self.selected
            self.message = menus.delete_asked(row.name)
            self._sync_buttons()
            return
        self.confirming = None
        problem = store.delete_slot(row.path)
        if problem is not None:
            self.message = problems.say(problem)
        else:
            self.message = menus.deleted(row.name)
            del self.rows[self.selected]
            self.selected = min(self.selected, len(self.rows) - 1)
            self.top = max(0, min(self.top, len(self.rows) - ROWS_SHOWN))
        self._sync_buttons()

    def replay(self) -> None:
        """The chosen game in the replay viewer (Back returns here); a file that does not replay is
        named on the row, as for Load."""
        if not self.replay_button.enabled:
            return
        row = self.rows[self.selected]
        try:
            replay, seats = store.load_replay(row.path)
        except store.SaveError as e:
            row.error = e.whole
            self.message = problems.say(e)
            self._sync_buttons()
            return
        self.app.open("replay", replay=replay, seats=seats)

    def load(self) -> None:
        if not self.load_button.enabled:
            return
        row = self.rows[self.selected]
        try:
            match = store.load_game(row.path)
        except store.SaveError as e:
            row.error = e.whole  # keep it on the row, so it is not tried again by accident
            self.message = problems.say(e)
            self._sync_buttons()
            return
        self.on_load(match)

    def handle(self, event, pos) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.back()
            elif event.key == pygame.K_DELETE:
                self.delete()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.load()
            else:
                self.row_event(event, pos)
            return
        if any(b.handle(event, pos) for b in (self.load_button, self.replay_button, self.delete_button,
                                              self.back_button)):
            return
        clicked = self.row_event(event, pos)
        if clicked is not None and clicked >= 0:
            self.select(clicked)

    # ---- drawing ----
    def draw(self, surf) -> None:
        surf = as_canvas(surf)
        surf.blit(backdrop(surf.get_size(), 150), (0, 0))
        panel(surf, PANEL, menus.LOAD_A_GAME)
        if not self.rows:
            text(surf, menus.NO_SAVES, (960, 450), 34, INK, "center")
        for i in self.visible_rows():
            self._draw_row(surf, self.rows[i], self.row_rect(i), i == self.selected)
        self.draw_count(surf, (PANEL.right - 40, PANEL.bottom - 16))
        if self.message:
            self._draw_message(surf)
        self.load_button.draw(surf)
        self.replay_button.draw(surf)
        self.delete_button.draw(surf)
        self.back_button.draw(surf)

    def _draw_row(self, surf, row: store.SlotInfo, rect: pygame.Rect, selected: bool) -> None:
        self.draw_row_box(surf, rect, selected)
        x, w = rect.x + 24, rect.w - 48
        text(surf, fit_text(row.name, 34, w - 320, bold=True), (x, rect.y + 10), 34, INK, bold=True)
        if row.error:
            # The file's name and folder are on the row already: show the problem alone.
            text(surf, fit_text(menus.cannot_load(problem_of(row)), 26, w), (x, rect.y + 54), 26, ERROR_INK)
            return
        text(surf, formats.date_time(row.date_text), (rect.right - 24, rect.y + 14), 26, INK, "topright")
        status = menus.FINISHED if row.over else menus.round_of(row.round)
        text(surf, status, (rect.right - 24, rect.y + 54), 26, INK, "topright")
        text(surf, fit_text(menus.seats_line(row.seats), 26, w - 200), (x, rect.y + 54), 26, INK)

    def _draw_message(self, surf) -> None:
        for k, line in enumerate(wrap(self.message, 24, ROW_W - 360)[:2]):
            text(surf, line, (ROW_X, PANEL.bottom - 90 + 28 * k), 24, ERROR_INK)
