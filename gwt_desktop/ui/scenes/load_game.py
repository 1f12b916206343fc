"""The load screen: every saved slot (name, date, seats, round), newest first, plus the last finished
game (its score pad can be reopened). A bad file is listed with what is wrong with it and cannot be
loaded; a file that turns out bad when loaded shows its message here. Nothing here changes a file.

LoadGameScene(app, on_load=None): on_load(match) opens the loaded match; by default the game scene
replaces this one (with the autosave attached), or the score pad for a finished game.
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from ... import saves
from .. import assets
from ..widgets import INK, PAPER, Button
from . import Scene

PANEL = pygame.Rect(160, 60, 1600, 820)
ROW_X, ROW_W, ROW_H, ROW_TOP = 200, 1520, 96, 190
ROWS_SHOWN = 5
ERROR_INK = (150, 30, 20)
SELECTED = (226, 196, 140)


def open_match(app, match) -> None:
    """Show a loaded match: the game scene in place of the load screen, or its score pad if it is over."""
    if match.game.is_over:
        from .score_pad import ScorePadScene

        app.replace(ScorePadScene(app, match))
        return
    from .game import GameScene

    saves.autosave(match)  # from now on this is the game Continue resumes
    app.replace(GameScene(app, match))


class LoadGameScene(Scene):
    def __init__(self, app, on_load: Callable[[object], None] | None = None) -> None:
        super().__init__(app)
        self.on_load = on_load or (lambda match: open_match(app, match))
        self.rows: list[saves.SlotInfo] = saves.list_slots()
        finished = saves.last_finished()
        if finished is not None:
            finished.name = "Last finished game"
            self.rows.append(finished)
        self.selected = 0 if self.rows else -1
        self.top = 0  # first row shown (scrolling)
        self.message = ""  # the last load failure, in full
        self.load_button = Button((1260, 920, 400, 96), "Load", self.load)
        self.back_button = Button((260, 920, 400, 96), "Back", app.pop)
        self._sync_buttons()

    # ---- behaviour ----
    def row_rect(self, i: int) -> pygame.Rect:
        """Where row i is drawn (logical), or an empty rect when it is scrolled out of view."""
        k = i - self.top
        if not 0 <= k < ROWS_SHOWN:
            return pygame.Rect(0, 0, 0, 0)
        return pygame.Rect(ROW_X, ROW_TOP + k * (ROW_H + 8), ROW_W, ROW_H)

    def select(self, i: int) -> None:
        if not self.rows:
            return
        self.selected = max(0, min(len(self.rows) - 1, i))
        self.top = min(max(self.top, self.selected - ROWS_SHOWN + 1), self.selected)
        row = self.rows[self.selected]
        self.message = row.error or ""
        self._sync_buttons()

    def _sync_buttons(self) -> None:
        self.load_button.enabled = 0 <= self.selected < len(self.rows) and self.rows[self.selected].error is None

    def load(self) -> None:
        if not self.load_button.enabled:
            return
        row = self.rows[self.selected]
        try:
            match = saves.load_game(row.path)
        except saves.SaveError as e:
            row.error = str(e)  # keep it on the row, so it is not tried again by accident
            self.message = str(e)
            self._sync_buttons()
            return
        self.on_load(match)

    def handle(self, event, pos) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.pop()
            elif event.key == pygame.K_UP:
                self.select(self.selected - 1)
            elif event.key == pygame.K_DOWN:
                self.select(self.selected + 1)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.load()
            return
        if event.type == pygame.MOUSEWHEEL:
            self.top = max(0, min(max(0, len(self.rows) - ROWS_SHOWN), self.top - event.y))
            return
        if self.load_button.handle(event, pos) or self.back_button.handle(event, pos):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and pos is not None:
            for i in range(self.top, min(len(self.rows), self.top + ROWS_SHOWN)):
                if self.row_rect(i).collidepoint(pos):
                    self.select(i)
                    return

    # ---- drawing ----
    def draw(self, surf) -> None:
        surf.blit(assets.scaled("board_background.png", surf.get_size()), (0, 0))
        shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        shade.fill((40, 24, 12, 150))
        surf.blit(shade, (0, 0))
        pygame.draw.rect(surf, PAPER, PANEL, border_radius=24)
        pygame.draw.rect(surf, INK, PANEL, width=6, border_radius=24)
        head = assets.font(64, display=True).render("Load a game", True, INK)
        surf.blit(head, head.get_rect(midtop=(960, 85)))
        if not self.rows:
            empty = assets.font(34).render("No saved games yet. Save one from the menu during a game.", True, INK)
            surf.blit(empty, empty.get_rect(center=(960, 450)))
        for i in range(self.top, min(len(self.rows), self.top + ROWS_SHOWN)):
            self._draw_row(surf, self.rows[i], self.row_rect(i), i == self.selected)
        if len(self.rows) > ROWS_SHOWN:
            more = assets.font(24).render(f"{self.top + 1}-{min(len(self.rows), self.top + ROWS_SHOWN)} of "
                                          f"{len(self.rows)}  (scroll or arrow keys)", True, INK)
            surf.blit(more, more.get_rect(bottomright=(PANEL.right - 40, PANEL.bottom - 16)))
        if self.message:
            self._draw_message(surf)
        self.load_button.draw(surf)
        self.back_button.draw(surf)

    def _draw_row(self, surf, row: saves.SlotInfo, rect: pygame.Rect, selected: bool) -> None:
        pygame.draw.rect(surf, SELECTED if selected else (238, 222, 190), rect, border_radius=12)
        pygame.draw.rect(surf, INK, rect, width=3 if selected else 1, border_radius=12)
        name = assets.font(34, bold=True).render(_fit(row.name, 40), True, INK)
        surf.blit(name, (rect.x + 24, rect.y + 10))
        small = assets.font(26)
        if row.error:
            # The file's name and folder are on the row already: show the problem alone.
            problem = row.error.removeprefix(row.path.name + " ").removesuffix(f" (in {row.path.parent})")
            line = small.render("Cannot be loaded: " + _fit(problem, 90), True, ERROR_INK)
            surf.blit(line, (rect.x + 24, rect.y + 54))
            return
        when = small.render(row.date_text, True, INK)
        surf.blit(when, when.get_rect(topright=(rect.right - 24, rect.y + 14)))
        status = "finished" if row.over else f"round {row.round}"
        right = small.render(status, True, INK)
        surf.blit(right, right.get_rect(topright=(rect.right - 24, rect.y + 54)))
        seats = small.render(_fit(row.seats_text, 95), True, INK)
        surf.blit(seats, (rect.x + 24, rect.y + 54))

    def _draw_message(self, surf) -> None:
        box = pygame.Rect(ROW_X, PANEL.bottom - 90, ROW_W - 360, 60)
        font = assets.font(24)
        words, lines, line = self.message.split(), [], ""
        for w in words:  # wrap to the box, at most two lines
            test = (line + " " + w).strip()
            if font.size(test)[0] > box.w and line:
                lines.append(line)
                line = w
            else:
                line = test
        lines.append(line)
        for k, text in enumerate(lines[:2]):
            surf.blit(font.render(_fit(text, 140), True, ERROR_INK), (box.x, box.y + k * 28))


def _fit(text: str, n: int) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"
