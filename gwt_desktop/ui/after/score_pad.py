"""The score pad at the end of a game: every category for every player, totals, the winner(s).

Points come from the engine's `score_sheet()` only (never recounted here). Pointing at a cell lists
the items behind it ("Building 4a on space 1 by A: +3", text/after_game.py item_line). Ties are shared, as the rules say (docs/RULES.md §12.3);
the money left is shown beneath the totals because many tables settle a tie by it.

A finished game's pad can be opened again later: the load screen lists the last finished game.
When the pad appears the game is kept in your record (storage.records; once per game). A second tab
shows the post-game charts (ui/after/charts.py); Replay opens the game in the replay viewer; the deal code
under the table deals the same game again on New game, and Copy code puts it on the clipboard.
"""
from __future__ import annotations

import pygame

from ...session.deal_code import code_of
from ...session.replay import Replay
from ...session.review import human_seats
from ...storage import records
from ...storage.save_format import SaveError
from ...text import after_game as words
from ...text import menus, player_name, problems, seat_name
from ...text import review as review_words
from ..kit import canvas, clipboard, draw, theme
from ..kit.canvas import as_canvas
from ..kit.layout import load as load_layout
from ..kit.paint import seat_mark, veil
from ..kit.widgets import (
    INK,
    MUTED,
    PAPER_DARK,
    Button,
    Segmented,
    backdrop,
    fit_text,
    fitting_size,
    panel,
    text,
    wrap,
)
from ..scenes import Scene
from .charts import ChartsTab

LAID = load_layout().get("screens", "score_pad")  # layout.json's screens/score_pad
PANEL = pygame.Rect(LAID["panel"])
PANEL_LEFT = PANEL.x
TABLE_X, TABLE_Y = 130, 150
LABEL_W = 470
ROW_H = 50
TABLE_W = 1660


class ScorePadScene(Scene):
    def __init__(self, app, match) -> None:
        super().__init__(app)
        self.match = match
        self.sheets = match.game.score_sheet()
        self.categories = [(c["key"], words.category_name(c["key"])) for c in self.sheets[0]["categories"]]
        self.col_w = (TABLE_W - LABEL_W) // len(self.sheets)
        self.hovered: tuple[int, int] | None = None  # (player, category index)
        self._static = None  # the pad drawn once (a Canvas at the window's scale)
        entries = ((menus.REPLAY, self.open_replay), (menus.NEW_GAME, self.new_game), (words.TO_TITLE, app.to_title))
        if human_seats(match.seats):  # a person's turns to review
            entries = ((review_words.REVIEW, self.open_review), *entries)
        w, gap = (400, 40) if len(entries) == 3 else (340, 36)
        row = pygame.Rect(LAID["buttons"])  # the buttons centred in it
        self.buttons = [Button((row.centerx - (len(entries) * w + (len(entries) - 1) * gap) // 2 + i * (w + gap), row.y,
                                w, row.h), label, action) for i, (label, action) in enumerate(entries)]
        self.tab = Segmented(LAID["tab"], words.TABS, 0, size=30)
        self.code = code_of(match.game)
        self.copy_button = Button(LAID["copy_code"], menus.COPY_CODE, self.copy_code, enabled=self.code is not None,
                                  size=26)
        self._replay: Replay | None = None
        self.charts = ChartsTab(self.replay, match.seats, (self.code or "").replace("-", ""))

    def enter(self) -> None:
        """The game is kept in your record when its pad first appears (once per game, whatever
        opens the pad again); a disk that refuses costs a notice, nothing more."""
        try:
            records.record_game(self.match)
        except SaveError as e:
            self.app.notify(words.not_recorded(problems.say(e)), 8.0)

    def replay(self) -> Replay:
        if self._replay is None:
            self._replay = Replay.of_match(self.match)
        return self._replay

    def open_replay(self) -> None:
        replay = self.replay()
        replay.seek(len(replay))
        self.app.open("replay", replay=replay, seats=self.match.seats)

    def open_review(self) -> None:
        self.app.open("review", replay=self.replay(), seats=self.match.seats)

    def copy_code(self) -> None:
        if self.code is not None:
            self.app.notify(words.CODE_COPIED if clipboard.copy(self.code) else words.CODE_NOT_COPIED)

    # ---- what the pad says ----
    def name(self, p: int) -> str:
        try:
            return seat_name(self.match.seats[p])
        except (AttributeError, IndexError):
            return player_name(self.sheets[p]["name"]) or menus.default_player(p + 1)

    def color(self, p: int) -> int:
        try:
            return self.match.seats[p].color
        except (AttributeError, IndexError):
            return p

    def winners(self) -> list[int]:
        return [sh["player"] for sh in self.sheets if sh["winner"]]

    def verdict(self) -> str:
        won = self.winners()
        best = self.sheets[won[0]]["total"]
        names = [self.name(p) for p in won]
        if len(won) == 1:
            return words.wins_with(names[0], best)
        return words.share_the_win(names, best)

    def tie_note(self) -> str:
        """Under a shared win: the money left, which some tables use to break the tie (the rules do not)."""
        won = self.winners()
        if len(won) < 2:
            return ""
        money = ", ".join(words.seat_money(self.name(p), self.sheets[p]["money"]) for p in won)
        return words.tie_note(money)

    @property
    def on_charts(self) -> bool:
        return self.tab.selected == 1

    def clickable(self) -> list[tuple[tuple, str]]:
        out = [(tuple(b.rect), b.label) for b in self.buttons]
        out += [(tuple(self.tab.segment(i)), o) for i, o in enumerate(self.tab.options)]
        if self.on_charts:
            return out + self.charts.clickable()
        return out + ([(tuple(self.copy_button.rect), self.copy_button.label)] if self.copy_button.enabled else [])

    def deal(self) -> str:
        """What deals this game again from the New game screen: its deal code (or, for a seed no code
        carries, the seed and the building sides)."""
        if self.code is not None:
            return words.deal_code(self.code)
        options = getattr(self.match, "options", {}) or {}
        return words.seed_line(self.match.seed, options.get("building_sides", "a") != "a", len(self.sheets))

    def button(self, label: str) -> Button:
        return next(b for b in self.buttons if b.label == label)

    def new_game(self) -> None:
        self.app.to_title()
        self.app.open("new_game")

    # ---- geometry ----
    def cell(self, p: int, row: int) -> pygame.Rect:
        """Row 0 is the names; rows 1..11 the categories; then the total and the money left."""
        return pygame.Rect(TABLE_X + LABEL_W + p * self.col_w, TABLE_Y + row * ROW_H, self.col_w, ROW_H)

    def handle(self, event, pos) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.to_title()
            return
        if self.tab.handle(event, pos):
            self.hovered = None
            return
        if self.on_charts:
            if not self.charts.handle(event, pos):
                for b in self.buttons:
                    if b.handle(event, pos):
                        return
            return
        if self.copy_button.handle(event, pos):
            return
        if event.type == pygame.MOUSEMOTION and pos is not None:
            self.hovered = None
            for p in range(len(self.sheets)):
                for c in range(len(self.categories)):
                    if self.cell(p, c + 1).collidepoint(pos):
                        self.hovered = (p, c)
        for b in self.buttons:
            if b.handle(event, pos):
                return

    # ---- drawing ----
    def draw(self, surf) -> None:
        surf = as_canvas(surf)
        if self.on_charts:
            surf.blit(backdrop(surf.get_size(), 150), (0, 0))
            panel(surf, PANEL)
            text(surf, words.CHART_TITLES[self.charts.key], (130, 40), 52, INK, display=True)
            self.charts.draw(surf)
        else:
            # The pad never changes: drawn once, then one blit a frame under the buttons and the tooltip.
            if self._static is None or self._static.get_size() != surf.get_size() or self._static.k != surf.k:
                self._static = surf.layer(surf.get_size(), alpha=False)
                self._draw_pad(self._static)
            surf.blit(self._static, (0, 0))
            self.copy_button.draw(surf)
        self.tab.draw(surf)
        for b in self.buttons:
            b.draw(surf)
        if self.hovered is not None and not self.on_charts:
            self._draw_items(surf, *self.hovered)

    def _draw_pad(self, surf) -> None:
        surf.blit(backdrop(surf.get_size(), 150), (0, 0))
        panel(surf, PANEL)
        text(surf, words.FINAL_SCORES, (960, 40), 60, INK, "midtop", display=True)
        n = len(self.sheets)
        rows = len(self.categories) + 3
        won = set(self.winners())
        for p in range(n):
            col = self.cell(p, 0).union(self.cell(p, rows - 1))
            if p in won:
                draw.rect(surf, theme.MARKED_ROW, col, border_radius=8)
        for r in range(1, rows):
            if r % 2 == 0:
                band = pygame.Rect(TABLE_X, TABLE_Y + r * ROW_H, TABLE_W, ROW_H)
                surf.blit(veil(band.size, PAPER_DARK, 110, 0), band.topleft)
        # Names across the top, each in its player colour.
        for p in range(n):
            c = self.cell(p, 0)
            label = fit_text(self.name(p), 30, c.width - 60, bold=True)
            w = canvas.font(30, bold=True).size(label)[0] + 40
            x = c.centerx - w // 2  # the colour dot and the name centred together over the column
            seat_mark(surf, self.color(p), (x + 14, c.centery), 14, chip=True)  # colour and mark
            text(surf, label, (x + 40, c.centery), 30, INK, "midleft", bold=True)
        for i, (_, label) in enumerate(self.categories):
            y = TABLE_Y + (i + 1) * ROW_H + ROW_H // 2
            text(surf, label, (TABLE_X + 16, y), 30, INK, "midleft")
            for p, sh in enumerate(self.sheets):
                pts = sh["categories"][i]["points"]
                c = self.cell(p, i + 1)
                text(surf, str(pts), (c.centerx, c.centery), 30, INK if pts else MUTED, "center")
        total_row = len(self.categories) + 1
        y_line = TABLE_Y + total_row * ROW_H
        draw.line(surf, INK, (TABLE_X, y_line), (TABLE_X + TABLE_W, y_line), 4)
        text(surf, words.TOTAL, (TABLE_X + 16, y_line + ROW_H // 2), 34, INK, "midleft", bold=True)
        text(surf, words.MONEY_LEFT, (TABLE_X + 16, y_line + ROW_H + ROW_H // 2), 26, MUTED, "midleft")
        for p, sh in enumerate(self.sheets):
            c = self.cell(p, total_row)
            text(surf, str(sh["total"]), c.center, 38, INK, "center", bold=True)
            m = self.cell(p, total_row + 1)
            text(surf, words.money_left(sh["money"]), m.center, 26, MUTED, "center")
        self.draw_footer(surf)

    def draw_footer(self, surf) -> list[tuple[str, pygame.Rect]]:
        """Under the table: the verdict and, under a shared win, the note on money left, in the room
        left of the deal code (a tie's longer verdict, "... share the win with 48 points each", ran
        into "Deal code"); the deal code at the right. What was drawn where, by name."""
        drawn = []
        top = TABLE_Y + (len(self.categories) + 3) * ROW_H + 6
        if self.code is not None:
            drawn.append(("deal", text(surf, words.DEAL_CODE, (1590, 870), 24, MUTED, "topright")))
            drawn.append(("deal", text(surf, self.code, (1590, 894), 30, INK, "topright", bold=True)))
        else:
            drawn.append(("deal", text(surf, fit_text(self.deal(), 24, 900), (1810, 930), 24, MUTED, "bottomright")))
        right = min(r.left for _, r in drawn) - 24
        room = pygame.Rect(PANEL_LEFT + 30, top, right - PANEL_LEFT - 30, 0)
        verdict = self.verdict()
        size = fitting_size(verdict, 40, room.w, display=True)
        lines = wrap(verdict, size, room.w, display=True) or [verdict]
        y = top
        for line in lines:
            r = text(surf, line, (room.centerx, y), size, INK, "midtop", display=True)
            drawn.append(("verdict", r))
            y = r.bottom
        note = self.tie_note()
        if note:
            drawn.append(("note", text(surf, note, (room.centerx, y), fitting_size(note, 24, room.w), MUTED,
                                       "midtop")))
        return drawn

    def _draw_items(self, surf, p: int, c: int) -> None:
        cat = self.sheets[p]["categories"][c]
        lines = [words.item_line(item) for item in cat["items"]] or [words.NOTHING_HERE]
        head = words.breakdown_head(self.name(p), self.categories[c][1])
        # As wide as the longest line, up to the canvas: a breakdown line is never cut ("left …").
        width = min(1880, max([canvas.font(26).size(s)[0] for s in lines] + [canvas.font(26, bold=True).size(head)[0]]) + 40)
        height = 56 + 34 * len(lines)
        anchor = self.cell(p, c + 1)
        x = min(max(anchor.centerx - width // 2, 20), max(20, 1900 - width))
        y = anchor.bottom + 6 if anchor.bottom + 6 + height < 1060 else anchor.y - 6 - height
        box = pygame.Rect(x, y, width, height)
        draw.rect(surf, theme.FIELD, box, border_radius=10)
        draw.rect(surf, INK, box, width=3, border_radius=10)
        text(surf, head, (x + 20, y + 12), 26, INK, bold=True)
        for i, s in enumerate(lines):
            text(surf, fit_text(s, 26, width - 40), (x + 20, y + 48 + 34 * i), 26, INK)

