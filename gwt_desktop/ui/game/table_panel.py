"""The whole table, open to all: one seat's board as the cardboard shows it, and everyone's running score.

Two panels over the trail, opened from the seat bars (a click, or the keys 1-4 for the seats in
turn order, S for the scores) and closed with Esc, a right click, a click outside or the same key:

- a seat's board: its player board enlarged (the one drawn at the bottom of the screen, re-drawn for
  that seat: unlocked disc spaces, workers, certificates, buildings still in supply), and beside and
  below it what a player across the table sees: the running score by category, the buildings it
  owns on the trail, its hazards, teepees and station masters at a size that tells them apart, its
  engine, stations and cities, how many cards it holds and has to draw, its face-up discard pile and
  its objective area. Only the screen's view is read, so a rival's hand is never in it; for the
  screen's own seat the hand shows too unless the hot-seat screen covers hands.
- the scores: every player's score pad as it would stand if the game ended now (standing.py).

Each panel is drawn once into its own surface and kept until what it shows changes (a signature of
its part of the view), so an open panel costs one blit a frame.
"""
from __future__ import annotations

import json
import logging

import pygame

from ...failures import report_once
from ...text import table as words
from ..board.seat_parts import draw_player_board
from ..kit import canvas, draw, paint
from ..kit.canvas import Canvas, Pic, as_canvas
from ..kit.layout import Layout
from ..kit.paint import Painter, card_sprite, color, player_rgb, tile_sprite
from ..kit.widgets import INK, MUTED, PAPER, PAPER_DARK, wrap
from .standing import Standing

log = logging.getLogger(__name__)

AREA = pygame.Rect(8, 178, 1504, 650)  # over the trail and the prompt; the seat bars stay visible
BOARD_SCALE = 1.3
FONT = 22  # the panel's smallest text: 22 logical px are 14.7 px at 1280x720


def _shifted(data, dx: int, dy: int):
    """A copy of a layout subtree with every rect moved by (dx, dy)."""
    if isinstance(data, list) and len(data) == 4 and all(isinstance(v, int) for v in data):
        return [data[0] + dx, data[1] + dy, data[2], data[3]]
    if isinstance(data, dict):
        return {k: _shifted(v, dx, dy) for k, v in data.items()}
    if isinstance(data, list):
        return [_shifted(v, dx, dy) for v in data]
    return data


class TablePanel:
    """Which panel is open ("seat", player) or ("scores", None), and its cached drawing."""

    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        area = layout.rect("player_board", "area")
        self._board_area = area
        # The player board's own layout moved to the origin, so one seat's board draws into a small surface.
        self._board_layout = Layout({**layout.data, "player_board": _shifted(layout.get("player_board"),
                                                                             -area[0], -area[1])})
        self.open: tuple[str, int | None] | None = None
        self._surf: Canvas | None = None
        self._sig: str | None = None
        self.redraws = 0

    # ---- opening and closing ----
    def toggle(self, what: str, player: int | None = None) -> None:
        want = (what, player)
        self.open = None if self.open == want else want

    def close(self) -> bool:
        was = self.open is not None
        self.open = None
        return was

    def covers(self, pos) -> bool:
        return self.open is not None and AREA.collidepoint(pos)

    def handle(self, event, pos, players: int, seat_at) -> bool:
        """Open, switch and close the panels; True when the event was used here. `seat_at(pos)` is the
        player whose seat bar is at a logical point (None elsewhere). While a panel is open every click
        and Esc is the panel's: nothing under it is played by accident."""
        if event.type == pygame.KEYDOWN:
            k = event.key
            if pygame.K_1 <= k <= pygame.K_4 and k - pygame.K_1 < players and not event.mod & pygame.KMOD_CTRL:
                self.toggle("seat", k - pygame.K_1)
                return True
            if k == pygame.K_s and not event.mod & pygame.KMOD_CTRL:
                self.toggle("scores")
                return True
            if k == pygame.K_ESCAPE and self.open is not None:
                self.close()
                return True
            return False
        if event.type != pygame.MOUSEBUTTONDOWN or pos is None:
            return False
        seat = seat_at(pos)
        if event.button == 1 and seat is not None:
            self.toggle("seat", seat)
            return True
        if self.open is not None and event.button in (1, 3):
            self.close()
            return True
        return False

    # ---- drawing ----
    def draw(self, surf, view: dict, standing: Standing | None, colors: list[int], names: list[str],
             show_hand: bool) -> None:
        if self.open is None:
            return
        surf = as_canvas(surf)
        what, player = self.open
        if what == "seat" and not (player is not None and 0 <= player < len(view["players"])):
            self.open = None
            return
        part = view["players"] if what == "scores" else [view["players"][player], view["sides"],
                                                         _owned(view, player)]
        sig = json.dumps([what, player, part, standing and standing.totals, standing and standing.categories,
                          colors, names, show_hand, view.get("end_trigger"), view["to_move"], surf.k],
                         separators=(",", ":"), default=str)
        if sig != self._sig or self._surf is None:
            self._surf = surf.layer(AREA.size)
            try:
                if what == "seat":
                    self._draw_seat(self._surf, view, player, standing, colors, names, show_hand)
                else:
                    self._draw_scores(self._surf, view, standing, colors, names)
            except Exception:  # noqa: BLE001 (a panel must never stop the game: it closes)
                report_once(log, f"The table panel {what}", self.open)
                self.open = None
                return
            self._sig = sig
            self.redraws += 1
        surf.blit(self._surf, AREA.topleft)

    def blit(self, surf) -> None:
        """The open panel as last drawn, when nothing it shows can have changed since."""
        if self.open is not None and self._surf is not None:
            as_canvas(surf).blit(self._surf, AREA.topleft)

    def _frame(self, s: Canvas, rgb, title: str) -> None:
        r = s.get_rect()
        draw.rect(s, PAPER, r, border_radius=14)
        draw.rect(s, rgb, r, 5, border_radius=14)
        _text(s, title, (24, 14), 32, INK, bold=True)
        _text(s, words.SEAT_KEYS, (r.w - 20, 22), FONT, MUTED,
              anchor="topright")

    def _draw_seat(self, s, view, player, standing, colors, names, show_hand) -> None:
        pl = view["players"][player]
        rgb = player_rgb(colors[player])
        name = names[player]
        you = player == view["viewer"]
        self._frame(s, rgb, words.board_title(name, you))
        # The player board, as it is drawn for its own seat, enlarged: drawn at the larger scale itself.
        _, _, aw, ah = self._board_area
        w, h = round(aw * BOARD_SCALE), round(ah * BOARD_SCALE)
        p = Painter(s.subsurface((16, 60, w, h)).magnified(BOARD_SCALE), self._board_layout, colors)
        with canvas.measuring(p.surf.k):
            draw_player_board(p, view, player, name)
        # Right column: the running score, then the facts the player board does not print.
        x, y, col_w = 16 + w + 20, 62, AREA.w - (16 + w + 20) - 20
        if standing is not None and player < len(standing.totals):
            # The heading on one line where a size down to FONT allows (German's is long), else in rows.
            heading = words.if_ended_now(standing.totals[player])
            size = next((z for z in (26, 24, FONT) if canvas.font(z, False, True).size(heading)[0] <= col_w), FONT)
            y = _rows(s, heading, (x, y), size, col_w, size + 6, bold=True) + 4
            for _key, label, pts in standing.categories[player]:
                _text(s, label, (x + 8, y), FONT, INK)
                _text(s, str(pts), (x + col_w, y), FONT, INK, bold=True, anchor="topright")
                y += 26
            y += 8
        for line in words.seat_facts(pl):
            y = _rows(s, line, (x, y), FONT, col_w, 28)
        # Below the board: buildings on the trail, tiles, the discard pile, the objective area, the hand.
        top = 60 + h + 12
        left = 16
        owned = _owned(view, player)
        c = colors[player]
        tiles = list(pl["hazards"]) + list(pl["teepees"]) + list(pl["masters"])
        row_h = 64
        _text(s, words.counted(words.BUILDINGS_ON_TRAIL, len(owned)), (left, top), FONT, INK, bold=True)
        bx = left
        for _space, building in owned:
            img = _sprite(f"buildings/private_{building}_p{c}.png", (row_h, row_h))
            s.blit(img, (bx, top + 28))
            bx += row_h + 8
        if not owned:
            _text(s, words.NONE_YET, (left, top + 40), FONT, MUTED)
        tx = max(bx + 24, left + 560)
        _text(s, words.counted(words.OWNED_TILES, len(tiles)), (tx, top), FONT, INK, bold=True)
        for k, tile in enumerate(tiles):
            if tx + (k + 1) * (row_h + 6) > AREA.w - 16:
                break
            s.blit(_sprite(tile_sprite(tile), (row_h, row_h)), (tx + k * (row_h + 6), top + 28))
        if not tiles:
            _text(s, words.NONE_YET, (tx, top + 40), FONT, MUTED)
        # The card row: discard pile face up (newest last), the objective area, and the hand for its owner.
        top2 = top + 28 + row_h + 24
        cw, ch = 54, 75
        cx = left
        rows = [(words.DISCARD_PILE, pl["discard"])]
        if show_hand and "hand" in pl:
            rows.append((words.HAND, [k for k, n in pl["hand"].items() for _ in range(n)]))
        rows.append((words.OBJECTIVE_AREA, pl["objectives"]))
        for label, cards in rows:
            _text(s, words.counted(label, len(cards)), (cx, top2), FONT, INK, bold=True)
            step = cw + 4
            room = 420 if label == words.DISCARD_PILE else 380
            if len(cards) > 1:
                step = min(step, (room - cw) / (len(cards) - 1))
            for k, card in enumerate(cards):
                img = _sprite(card_sprite(card, c), (cw, ch))
                s.blit(img, (round(cx + k * step), top2 + 28))
            if not cards:
                _text(s, words.EMPTY, (cx, top2 + 40), FONT, MUTED)
            cx += room + 40

    def _draw_scores(self, s, view, standing, colors, names) -> None:
        self._frame(s, color("wood"), words.SCORES_TITLE)
        if standing is None:
            return
        n = len(standing.totals)
        label_w = 330
        col_w = min(260, (AREA.w - 40 - label_w) // n)
        x0, y0 = 24, 70
        for p in range(n):
            cx = x0 + label_w + p * col_w + col_w // 2
            draw.circle(s, player_rgb(colors[p]), (cx, y0 + 16), 14)
            _text(s, names[p], (cx, y0 + 36), 24, INK, bold=True, anchor="midtop")
        y = y0 + 76
        cats = standing.categories
        for k, (_key, label, _) in enumerate(cats[0]):
            if k % 2 == 0:
                draw.rect(s, PAPER_DARK, (x0 - 8, y - 3, label_w + n * col_w + 16, 30), border_radius=4)
            _text(s, label, (x0, y), FONT, INK)
            for p in range(n):
                cx = x0 + label_w + p * col_w + col_w // 2
                _text(s, str(cats[p][k][2]), (cx, y), FONT, INK, anchor="midtop")
            y += 32
        draw.line(s, INK, (x0, y + 4), (x0 + label_w + n * col_w, y + 4), 2)
        y += 14
        _text(s, words.TOTAL, (x0, y), 26, INK, bold=True)
        best = max(standing.totals)
        for p in range(n):
            cx = x0 + label_w + p * col_w + col_w // 2
            _text(s, str(standing.totals[p]), (cx, y), 26, color("gain") if standing.totals[p] == best else INK,
                  bold=True, anchor="midtop")
        y += 44
        _text(s, words.SCORES_NOTE, (x0, y), 20, MUTED)


def _owned(view: dict, player: int) -> list[tuple[str, str]]:
    """(trail space, building "6a") of every private building this player has on the trail."""
    return [(space, c["building"]) for space, c in view["trail"].items()
            if c and c.get("building") and c.get("owner") == player]


def _sprite(name: str, size: tuple[int, int]) -> Pic:
    return paint.worded_scaled(name, size)  # a starting objective's START in the current language


def _rows(surf, words: str, pos, size: int, width: int, step: int, bold: bool = False) -> int:
    """A sentence in as many rows as it needs within `width` (a longer language takes more rows,
    never a cut one); the y below its last row."""
    x, y = pos
    for row in wrap(words, size, width, bold=bold):
        _text(surf, row, (x, y), size, INK, bold=bold)
        y += step
    return y


def _text(surf, words: str, pos, size: int, rgb, bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
    img = canvas.font(size, False, bold).render(words, True, rgb)
    r = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surf.blit(img, r)
    return r
