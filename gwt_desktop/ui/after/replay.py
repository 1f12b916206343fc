"""The replay viewer: any finished, saved or autosaved game, stepped through move by move and turn by
turn, forwards and backwards, on the board as one seat saw it (or, for a finished game, with every
hand face up), the log scrolling with it.

Keys: Left/Right a move, Up/Down or PageUp/PageDown a turn, Home/End the start and the end, K the next
Kansas City visit (Shift+K the one before), 1-4 the next turn of that player, F1 the rules help (with
these keys above it), Esc back. The slider under the board covers the whole game (click or drag).
Positions come from session.replay.Replay, which keeps a clone every few moves, so any jump is quick.

The board is the game's own BoardView drawn from `game.view(seat)` at full size and shown scaled
(redrawn only when the position or the seat changes), leaving a column for the log and a band for
the controls.
"""
from __future__ import annotations

import pygame

from ...engine import EventKind
from ...session.replay import Replay
from ...session.review import human_seats
from ...session.turn_reasons import ReasonWorker, judged_levels
from ...text import advice, card_name, menus, seat_name
from ...text import after_game as words
from ...text import review as review_words
from ...text import rules_help as rules_words
from ...text.advice import turn_sentence
from ..board.board_view import BoardView
from ..kit import draw, theme
from ..kit.canvas import Canvas, as_canvas
from ..kit.layout import load as load_layout
from ..kit.paint import player_rgb
from ..kit.sentences import log_lines
from ..kit.widgets import (
    INK,
    MUTED,
    PAPER,
    PAPER_DARK,
    Button,
    Segmented,
    fit_text,
    panel,
    rendered,
    text,
    wrap,
)
from ..scenes import Scene

SCALE = 0.84
BOARD = pygame.Rect(0, 0, round(1920 * SCALE), round(1080 * SCALE))  # 1613 x 907
SIDE = pygame.Rect(BOARD.right + 6, 8, 1920 - BOARD.right - 14, BOARD.h - 8)
BAND_Y = BOARD.bottom + 6
SLIDER = pygame.Rect(24, BAND_Y + 58, 1872, 28)
ROW_Y = BAND_Y + 100
KC_TICK = theme.COST


class Slider:
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

    def draw(self, surf, index: int, rounds: list[int], visits: list[int]) -> None:
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


class ReplayScene(Scene):
    def __init__(self, app, replay: Replay, seats, start: int | None = None) -> None:
        super().__init__(app)
        self.replay = replay
        self.seats = list(seats)
        self.names = [seat_name(s) for s in self.seats]
        self.layout = load_layout()
        self.board = BoardView(self.layout)
        self.message = ""  # the answer of a jump that had nowhere to go
        human = next((i for i, s in enumerate(self.seats) if s.is_human), 0)
        options = [*self.names, words.FACE_UP] if replay.finished else list(self.names)
        # A finished game with a person at the table can be reviewed (ui/after/review.py): its button
        # stands before the seat row, which then is narrower.
        reviewable = replay.finished and bool(human_seats(self.seats))
        seat_x = 1216 if reviewable else 1000
        self.seat = Segmented((seat_x, BAND_Y + 4, 1896 - seat_x, 48), options, human,
                              on_change=lambda _: self._dirty(), size=26)
        self.review_button = (Button((1000, BAND_Y + 2, 200, 52), review_words.REVIEW, self.open_review, size=26)
                              if reviewable else None)
        self.slider = Slider(SLIDER, len(replay), self.go)
        b = lambda x, w, label, action: Button((x, ROW_Y, w, 60), label, action, size=26)
        self.buttons = [
            b(24, 150, words.PREVIOUS_TURN, self.previous_turn),
            b(182, 150, words.PREVIOUS_MOVE, self.back),
            b(340, 150, words.NEXT_MOVE, self.forward),
            b(498, 150, words.NEXT_TURN, self.next_turn),
            b(664, 290, words.NEXT_KANSAS_CITY, self.next_kansas_city),
        ]
        # "Next turn of" stands right of the Kansas City button and the players' buttons right of it,
        # by its width in the language of the moment (German's ran into the button at a fixed x).
        label_w = rendered(words.NEXT_TURN_OF, 24, MUTED).get_width()
        self.turn_label = pygame.Rect(self.buttons[-1].rect.right + 14, ROW_Y, label_w, 60)
        x = self.turn_label.right + 10
        w = min(190, (1700 - x) // max(1, len(self.names)) - 8)
        self.turn_buttons = [b(x + i * (w + 8), w, fit_text(name, 26, w - 20), lambda i=i: self.next_turn_of(i))
                             for i, name in enumerate(self.names)]
        self.back_button = b(1746, 150, menus.BACK, self.close)
        self._lines = [log_lines(replay.events_of(i), self.seats, None) for i in range(len(replay))]
        # Why each computer turn that matters was played (session/turn_reasons.py): worked out
        # on a thread, then shown under the turn's last move (move index -> [(player, sentence)]).
        self._why: dict[int, list[tuple[int, str]]] = {}
        self._merged: dict[int, list[tuple[int, str]]] = {}  # move index -> its sentences with the reason
        levels = judged_levels(self.seats)
        self._reasons: ReasonWorker | None = ReasonWorker(replay, levels).start() if any(levels) else None
        self._round_marks = [t.start for t in replay.turns if t.number and t.number % replay.players == 0]
        self._shown: Canvas | None = None  # the board as the replay shows it, smaller, at the window's scale
        self._shown_key: tuple | None = None
        self._side: Canvas | None = None
        self._side_key: tuple | None = None
        self.log_scroll = 0
        self._pointer = (0, 0)  # the last logical mouse position (wheel events carry none)
        self.go(replay.index if start is None else start)

    # ---- moving ----
    def go(self, index: int) -> None:
        self.replay.seek(index)
        self.message = ""
        self.log_scroll = 0

    def _jump(self, game, missing: str) -> None:
        self.message = "" if game is not None else missing
        self.log_scroll = 0

    def forward(self) -> None:
        self.go(self.replay.index + 1)

    def back(self) -> None:
        self.go(self.replay.index - 1)

    def next_turn(self) -> None:
        self.replay.next_turn()
        self.message, self.log_scroll = "", 0

    def previous_turn(self) -> None:
        self.replay.previous_turn()
        self.message, self.log_scroll = "", 0

    def next_kansas_city(self) -> None:
        self._jump(self.replay.next_kansas_city(), words.NO_MORE_KANSAS_CITY)

    def previous_kansas_city(self) -> None:
        self._jump(self.replay.previous_kansas_city(), words.NO_EARLIER_KANSAS_CITY)

    def next_turn_of(self, player: int) -> None:
        self._jump(self.replay.next_turn_of(player), words.no_more_turns(self.names[player]))

    def close(self) -> None:
        self.app.pop()

    def open_review(self) -> None:
        self.app.open("review", replay=Replay(self.replay.options, self.replay.moves, self.replay.names),
                      seats=self.seats)

    def _band_buttons(self) -> list:
        return [*self.buttons, *self.turn_buttons, self.back_button, *([self.review_button] if self.review_button else [])]

    def _dirty(self) -> None:
        self._shown_key = None

    # ---- what is shown ----
    @property
    def face_up(self) -> bool:
        return self.seat.selected >= len(self.names)

    @property
    def viewer(self) -> int:
        """Whose board lies at the bottom: the chosen seat, or (face up) the player to move."""
        return self.replay.game.to_move if self.face_up else self.seat.selected

    def view(self) -> dict:
        if self.face_up:
            view = self.replay.open_view()
            view["viewer"] = self.viewer
            return view
        return self.replay.view(self.viewer)

    def position_line(self) -> str:
        r = self.replay
        turn = r.turn_at()
        whose = None if r.at_end and r.finished else self.names[turn.player]
        return words.replay_position(r.index, len(r), turn.round(r.players), whose, r.finished)

    def log_lines(self) -> list[tuple[int, str, bool]]:
        """(player, sentence, of the last move?) for every move up to the position, oldest first; a
        computer turn's reason follows its last move."""
        i = self.replay.index
        lines = self._merged
        out = [(p, s, False) for k in range(max(0, i - 1)) for p, s in lines.get(k, self._lines[k])]
        if i:
            out += [(p, s, True) for p, s in lines.get(i - 1, self._lines[i - 1])]
        return out

    # ---- the computer turns' reasons, from their thread ----
    def update(self, dt: float) -> None:
        worker = self._reasons
        if worker is None or worker.result is None:
            return
        self._reasons = None
        for number, why in worker.result.items():
            turn = self.replay.turns[number]
            if turn.end > turn.start and 0 <= why.player < len(self.names):
                k = turn.end - 1
                self._why[k] = [(why.player, turn_sentence(why, self.seats).text)]
                # Between the turn's last sentences and the next turn's start, which its last move began.
                events = self.replay.events_of(k)
                cut = next((j for j, e in enumerate(events) if e.kind == EventKind.TURN), len(events))
                self._merged[k] = (log_lines(events[:cut], self.seats, None) + self._why[k]
                                   + log_lines(events[cut:], self.seats, None))
        self._side_key = None  # the log column shows them

    def busy(self) -> bool:
        """The reasons are being worked out: their words must show when they come."""
        return self._reasons is not None

    def leave(self) -> None:
        if self._reasons is not None:
            self._reasons.stop()

    def clickable(self) -> list[tuple[tuple, str]]:
        out = [(tuple(b.rect), b.label) for b in self._band_buttons()]
        out += [(tuple(self.seat.segment(i)), words.seen_by(o) if i < len(self.names) else o)
                for i, o in enumerate(self.seat.options)]
        return [*out, (tuple(self.slider.rect), "slider")]

    # ---- events ----
    def handle(self, event, pos) -> None:
        if event.type == pygame.KEYDOWN:
            self._key(event)
            return
        if event.type == pygame.MOUSEMOTION and pos is not None:
            self._pointer = pos
        if event.type == pygame.MOUSEWHEEL and SIDE.collidepoint(self._pointer):
            self.log_scroll = max(0, self.log_scroll + event.y)  # the wheel over the log scrolls it back
            return
        if self.slider.handle(event, pos):
            return
        if self.seat.handle(event, pos):
            return
        for w in self._band_buttons():
            if w.handle(event, pos):
                return

    def _key(self, event) -> None:
        k = event.key
        shift = event.mod & pygame.KMOD_SHIFT
        if k in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.close()
        elif k == pygame.K_F1:  # the rules help, as in the game and on the title, with the Replay's keys
            self.app.open("rules_help", note=rules_words.REPLAY_KEYS)
        elif k == pygame.K_RIGHT:
            self.forward()
        elif k == pygame.K_LEFT:
            self.back()
        elif k in (pygame.K_DOWN, pygame.K_PAGEDOWN):
            self.next_turn()
        elif k in (pygame.K_UP, pygame.K_PAGEUP):
            self.previous_turn()
        elif k == pygame.K_HOME:
            self.go(0)
        elif k == pygame.K_END:
            self.go(len(self.replay))
        elif k == pygame.K_k:
            self.previous_kansas_city() if shift else self.next_kansas_city()
        elif pygame.K_1 <= k <= pygame.K_4 and k - pygame.K_1 < len(self.names):
            self.next_turn_of(k - pygame.K_1)

    # ---- drawing ----
    def draw(self, surf) -> None:
        surf = as_canvas(surf)
        surf.fill(theme.REPLAY_BAND)
        key = (self.replay.index, self.seat.selected, surf.k)
        if key != self._shown_key or self._shown is None:
            # The whole board drawn at SCALE of the canvas's size, as crisply as in a game.
            self._shown = self._shown if self._shown is not None and self._shown.k == surf.k else \
                surf.layer(BOARD.size, alpha=False)
            self.board.draw(self._shown.magnified(SCALE), self.view(), self.seats, seat=self.viewer)
            self._shown_key = key
        surf.blit(self._shown, BOARD)
        self._draw_side(surf)
        self._draw_band(surf)

    def _draw_band(self, surf) -> None:
        band = pygame.Rect(0, BAND_Y - 2, 1920, 1080 - BAND_Y + 2)
        draw.rect(surf, PAPER, band)
        draw.line(surf, INK, band.topleft, band.topright, 3)
        text(surf, fit_text(self.position_line(), 30, 960, bold=True), (24, BAND_Y + 28), 30, INK, "midleft",
             bold=True)
        self.seat.draw(surf)
        self.slider.draw(surf, self.replay.index, self._round_marks, self.replay.kansas_city)
        for b in self._band_buttons():
            b.draw(surf)
        text(surf, words.NEXT_TURN_OF, self.turn_label.midright, 24, MUTED, "midright")
        for b, seat in zip(self.turn_buttons, self.seats):  # whose button it is, in their colour
            draw.rect(surf, player_rgb(seat.color), (b.rect.x + 12, b.rect.bottom - 12, b.rect.w - 24, 6))

    def _draw_side(self, surf) -> None:
        """The log column (and the hands, face up): drawn again only when the position, the seat, the
        scroll or the message changed, since wrapping hundreds of sentences costs more than a frame."""
        key = (self.replay.index, self.seat.selected, self.log_scroll, self.message, surf.k)
        if self._side_key != key or self._side is None:
            self._side = surf.layer(SIDE.size)
            self._render_side(self._side)
            self._side_key = key
        surf.blit(self._side, SIDE)

    def _render_side(self, surf) -> None:
        box = surf.get_rect()
        panel(surf, box)
        y = 12
        if self.face_up:
            y = self._draw_hands(surf, y)
        text(surf, words.LOG_HEAD, (14, y), 26, INK, bold=True)
        y += 38
        if self.message:
            for line in wrap(self.message, 24, box.w - 28)[:2]:
                text(surf, line, (14, y), 24, theme.ERROR)
                y += 28
        room = (box.bottom - 10 - y) // 27
        # Only the newest sentences that can show are wrapped, newest first.
        rows: list[tuple[int, str, bool, bool]] = []  # (player, line, of the last move?, a reason?)
        for p, s, last in reversed(self.log_lines()):
            rows[:0] = [(p, ln, last, s.startswith(advice.HEAD)) for ln in wrap(s, 22, box.w - 40)]
            if len(rows) >= room + self.log_scroll:
                break
        self.log_scroll = min(self.log_scroll, max(0, len(rows) - room))
        end = len(rows) - self.log_scroll
        shown = rows[max(0, end - room):end]
        top = box.bottom - 10 - 27 * len(shown)
        for k, (p, line, last, why) in enumerate(shown):
            yy = top + 27 * k
            if last:
                draw.rect(surf, theme.MARKED_ROW, (6, yy - 1, box.w - 12, 27))
            if 0 <= p < len(self.seats):
                draw.rect(surf, player_rgb(self.seats[p].color), (10, yy + 4, 6, 18))
            text(surf, line, (24, yy), 22, theme.REASON if why else INK)

    def _draw_hands(self, surf, y: int) -> int:
        """Every player's hand, face up (a finished game keeps no secrets)."""
        view = self.replay.open_view()
        text(surf, words.HANDS_HEAD, (14, y), 26, INK, bold=True)
        y += 36
        for p, pl in enumerate(view["players"]):
            cards = [words.cards_of_a_kind(n, card_name(c)) for c, n in pl["hand"].items()]
            draw.circle(surf, player_rgb(self.seats[p].color), (22, y + 13), 8)
            lines = wrap(words.hand_line(self.names[p], cards), 22, surf.get_width() - 50)[:3]
            for ln in lines:
                text(surf, ln, (36, y), 22, INK)
                y += 26
            y += 6
        draw.line(surf, MUTED, (12, y + 2), (surf.get_width() - 12, y + 2), 1)
        return y + 12


