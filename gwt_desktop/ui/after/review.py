"""The game review: each of a person's turns rated by what it cost against the best line the judgement
finds (session/review.py), the turning points on the board with the better line and why, and where
the points went. Opened from the score pad, Records and the replay viewer, for a finished game.

The review is read from its cache (storage/reviews.py) when the game was reviewed before; otherwise it
is worked out in a process of its own (session.review.ReviewJob) while the screen shows its progress
and the turns judged so far; Stop ends it (Go on starts again where it stopped). In hot-seat every person's
turns are reviewed, and the seat row at the top chooses whose are shown.

Left: what the turns lost, the count of each rating, where the points went and the list of turns
(Up/Down, the wheel, a click). Right: the board where the chosen turn began, the better line's
pieces glowing (ui/game/controller.targets: the same keys a click would have used), and under it
the turn's headline, why, what was played and the better line, in the recap's words.
"""
from __future__ import annotations

import logging

import pygame

from ...failures import report_once
from ...session import review as R
from ...session.replay import Replay
from ...storage import reviews
from ...text import menus, problems, seat_name
from ...text import review as words
from ..board.board_view import BoardView
from ..game.controller import is_own, targets
from ..kit import draw, theme
from ..kit.canvas import Canvas, as_canvas
from ..kit.layout import load as load_layout
from ..kit.paint import player_rgb
from ..kit.sentences import guarded
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

log = logging.getLogger(__name__)

PANEL = pygame.Rect(16, 12, 1888, 1056)
# Top: the summary, the list of turns and the board where the chosen turn began; under them, across
# the screen, the chosen turn's words; the buttons at the bottom.
LEFT_X, LEFT_W = 48, 430  # the summary
COUNT_SPLIT = 250  # where the second column of the ratings' counts begins
LIST_X, LIST_W, LIST_TOP, LIST_ROW = 500, 470, 140, 42
BOARD_SCALE = 0.45
BOARD = pygame.Rect(1000, 96, round(1920 * BOARD_SCALE), round(1080 * BOARD_SCALE))  # 864 x 486
DETAIL_X, DETAIL_W = 48, 1816
DETAIL_Y = BOARD.bottom + 44  # under the board's caption
WHY_W = 600  # the turn's why, beside what was played and the better line
STEP_SIZES = (24, 22, 20)  # a line's steps, smaller only where a long line needs it
BUTTON_Y = 984
RING = 4  # the better line's rings on the scaled board (its own glow is thin at this scale)
POLL = 0.25  # seconds between looks at the review's progress


class ReviewScene(Scene):
    # The review is worked out in a process of its own beside the window (session.review.ReviewJob):
    # the window's thread keeps its frames. Tests that hold the review at a point run it on a thread.
    in_process = True

    def __init__(self, app, replay: Replay, seats) -> None:
        super().__init__(app)
        self.replay = replay
        self.seats = list(seats)
        self.names = [seat_name(s) for s in self.seats]
        self.people = R.human_seats(self.seats)
        self.review: R.Review | None = None
        self.job: R.ReviewJob | None = None
        self.message = ""  # a problem to say (the review could not be kept, or made)
        self.seat = Segmented((LIST_X, 26, LIST_W, 56), [self.names[p] for p in self.people], 0,
                              on_change=lambda _: self._choose(None), size=26) if len(self.people) > 1 else None
        self.selected: int | None = None  # index into self.turns()
        self._chosen = False  # the player chose a turn (the review's end then keeps it)
        self.top = 0
        self._shown: dict[int, R.Shown | None] = {}
        self._board = BoardView(load_layout())
        self._board_key: tuple | None = None
        self._board_image: Canvas | None = None  # the board at BOARD_SCALE, at the window's scale
        self.back_button = Button((48, BUTTON_Y, 300, 72), menus.BACK, app.pop, size=30)
        self.stop_button = Button((380, BUTTON_Y, 300, 72), words.STOP, self.stop, size=30)
        self.go_on_button = Button((380, BUTTON_Y, 300, 72), words.GO_ON, self.go_on, size=30)
        self.replay_button = Button((1524, BUTTON_Y, 340, 72), menus.REPLAY, self.open_replay, size=30)
        self.previous_button = Button((760, BUTTON_Y, 300, 72), words.PREVIOUS, lambda: self.step_turning(-1),
                                      size=30)
        self.next_button = Button((1092, BUTTON_Y, 300, 72), words.NEXT, lambda: self.step_turning(1), size=30)

    # ---- the review: cached, or worked out ----
    def enter(self) -> None:
        if not self.people:
            self.message = words.NO_PERSON
            return
        self.review = reviews.load(self.replay, self.seats, self.people)
        if self.review is None:
            self._start()
        else:
            self._choose(None)

    def _start(self, done: R.Review | None = None) -> None:
        own = Replay(self.replay.options, self.replay.moves, self.replay.names)  # the thread's own copy
        self.job = R.ReviewJob(own, self.people, done, process=self.in_process).start()

    def leave(self) -> None:
        if self.job is not None:
            self.job.stop()

    def stop(self) -> None:
        if self.job is not None and self.job.working:
            self.job.stop()

    def go_on(self) -> None:
        if self.job is not None and self.job.stopped:
            self._start(self.job.partial())

    def update(self, dt: float) -> None:
        job = self.job
        if job is None:
            return
        if self.selected is None and job.progress[0]:
            self._choose(0)  # the first turn judged, shown while the others are
        if job.working:
            return
        if job.result is not None:
            self.review, self.job = job.result, None
            problem = reviews.save(self.replay, self.seats, self.review)
            if problem:
                self.message = words.not_kept(problems.say(problem))
            if not self._chosen:  # nobody chose a turn meanwhile: the first turning point
                self._choose(None)
        elif job.failed:
            self.message, self.job = words.FAILED, None

    def wake_in(self) -> float | None:
        return POLL if self.job is not None and self.job.working else None

    def look(self) -> object:
        job = self.job
        return (job.progress, job.working) if job is not None else None

    # ---- what is shown ----
    @property
    def player(self) -> int | None:
        if not self.people:
            return None
        return self.people[self.seat.selected] if self.seat is not None else self.people[0]

    def current(self) -> R.Review | None:
        """The review as far as it goes: the whole one, or the turns judged so far."""
        if self.review is not None:
            return self.review
        return self.job.partial() if self.job is not None else None

    def turns(self) -> list[R.TurnReview]:
        review = self.current()
        return review.of(self.player) if review is not None and self.player is not None else []

    def turning(self) -> list[int]:
        """The turn numbers of the chosen seat's turning points (a whole review only)."""
        if self.review is None or self.player is None:
            return []
        return [t.number for t in self.review.turning_points(self.player)]

    def _choose(self, index: int | None) -> None:
        """Choose a turn of the list (None: the first turning point, else the first turn)."""
        turns = self.turns()
        if index is None:
            points = self.turning()
            index = next((i for i, t in enumerate(turns) if points and t.number == points[0]), 0)
        self.selected = max(0, min(len(turns) - 1, index)) if turns else None
        if self.selected is not None:
            rows = self.rows_shown()
            self.top = min(max(self.top, self.selected - rows + 1), self.selected)

    def step_turning(self, step: int) -> None:
        turns = self.turns()
        points = [i for i, t in enumerate(turns) if t.number in set(self.turning())]
        if not points:
            return
        at = self.selected if self.selected is not None else -1
        later = [i for i in points if (i > at if step > 0 else i < at)]
        self._choose((later[0] if step > 0 else later[-1]) if later else (points[0] if step > 0 else points[-1]))

    def shown(self, turn: R.TurnReview) -> R.Shown | None:
        key = turn.number
        if key not in self._shown:
            try:
                self._shown[key] = R.show(self.replay, turn)
            except Exception:  # noqa: BLE001 (reported once; a turn that cannot be shown again keeps its row, not its detail)
                report_once(log, "showing a reviewed turn", key)
                self._shown[key] = None
        return self._shown[key]

    def open_replay(self) -> None:
        turns = self.turns()
        if self.selected is None or not turns:
            return
        self.app.open("replay", replay=Replay(self.replay.options, self.replay.moves, self.replay.names),
                      seats=self.seats, start=turns[self.selected].start)

    # ---- events ----
    def rows_shown(self) -> int:
        return max(1, (BOARD.bottom + 4 - LIST_TOP) // LIST_ROW)

    def row_rect(self, i: int) -> pygame.Rect:
        k = i - self.top
        if not 0 <= k < self.rows_shown():
            return pygame.Rect(0, 0, 0, 0)
        return pygame.Rect(LIST_X, LIST_TOP + k * LIST_ROW, LIST_W, LIST_ROW - 4)

    def buttons(self) -> list[Button]:
        out = [self.back_button]
        if self.job is not None:
            out.append(self.go_on_button if self.job.stopped else self.stop_button)
        if self.review is not None and self.turning():
            out += [self.previous_button, self.next_button]
        if self.turns():
            out.append(self.replay_button)
        return out

    def clickable(self) -> list[tuple[tuple, str]]:
        out = [(tuple(b.rect), b.label) for b in self.buttons()]
        if self.seat is not None:
            out += [(tuple(self.seat.segment(i)), o) for i, o in enumerate(self.seat.options)]
        turns = self.turns()
        out += [(tuple(self.row_rect(i)), words.round_name(turns[i].round))
                for i in range(self.top, min(len(turns), self.top + self.rows_shown()))]
        return out

    def handle(self, event, pos) -> None:
        turns = self.turns()
        chosen = self.selected
        self._handle(event, pos, turns)
        self._chosen = self._chosen or self.selected != chosen

    def _handle(self, event, pos, turns) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.pop()
            elif event.key == pygame.K_UP and self.selected is not None:
                self._choose(self.selected - 1)
            elif event.key == pygame.K_DOWN and self.selected is not None:
                self._choose(self.selected + 1)
            elif event.key == pygame.K_HOME:
                self._choose(0)
            elif event.key == pygame.K_END:
                self._choose(len(turns) - 1)
            return
        if self.seat is not None and self.seat.handle(event, pos):
            return
        for b in self.buttons():
            if b.handle(event, pos):
                return
        if event.type == pygame.MOUSEWHEEL:
            self.top = max(0, min(max(0, len(turns) - self.rows_shown()), self.top - event.y))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and pos is not None:
            for i in range(self.top, min(len(turns), self.top + self.rows_shown())):
                if self.row_rect(i).collidepoint(pos):
                    self._choose(i)
                    return

    # ---- drawing ----
    def draw(self, surf) -> None:
        surf = as_canvas(surf)
        surf.blit(backdrop(surf.get_size(), 150), (0, 0))
        panel(surf, PANEL)
        text(surf, words.TITLE, (48, 24), 52, INK, display=True)
        if self.seat is not None:
            self.seat.draw(surf)
        elif self.player is not None:
            text(surf, self.names[self.player], (LIST_X, 54), 34, INK, "midleft", bold=True)
        self._draw_summary(surf)
        self._draw_list(surf)
        turns = self.turns()
        if self.selected is not None and self.selected < len(turns):
            self._draw_turn(surf, turns[self.selected])
        elif self.message:
            for k, line in enumerate(wrap(self.message, 28, DETAIL_W)[:4]):
                text(surf, line, (DETAIL_X, DETAIL_Y + 40 * k), 28, theme.ERROR)
        for b in self.buttons():
            b.draw(surf)

    def _draw_summary(self, surf) -> None:
        x, y = LEFT_X, 100
        job, review, seat = self.job, self.current(), self.player
        if job is not None:
            done, total = job.progress
            line = words.stopped(done, total) if job.stopped else words.progress(done, total)
            text(surf, line, (x, y), 28, INK, bold=True)
            bar = pygame.Rect(x, y + 44, LEFT_W, 22)
            draw.rect(surf, PAPER_DARK, bar, border_radius=8)
            if total:
                draw.rect(surf, theme.GAIN, (bar.x, bar.y, round(bar.w * done / total), bar.h), border_radius=8)
            draw.rect(surf, INK, bar, 2, border_radius=8)
            y += 90
        if review is None or seat is None:
            if self.message and job is None:
                for k, line in enumerate(wrap(self.message, 26, LEFT_W)[:5]):
                    text(surf, line, (x, y + 32 * k), 26, theme.ERROR)
            return
        turns = review.of(seat)
        head = words.lost_total(review.lost(seat), len(turns))
        text(surf, head, (x, y), fitting_size(head, 30, LEFT_W, bold=True), INK, bold=True)
        counts = review.counts(seat)
        keys = [k for k in (*R.RATINGS, R.UNCLEAR, R.FORCED) if k not in (R.FORCED, R.UNCLEAR) or counts[k]]
        for k, key in enumerate(keys):
            # Two columns, the first wider: it holds Inaccuracy, the longest name.
            cx, cy = x + (k % 2) * COUNT_SPLIT, y + 50 + (k // 2) * 36
            cell = words.count_cell(key, counts[key])
            draw.circle(surf, theme.RATINGS[key], (cx + 10, cy + 14), 10)
            room = (COUNT_SPLIT if k % 2 == 0 else LEFT_W - COUNT_SPLIT) - 36
            text(surf, cell, (cx + 28, cy), fitting_size(cell, 26, room), INK)
        y += 50 + 36 * ((len(keys) + 1) // 2)
        for line in wrap(words.legend(R.THRESHOLDS), 22, LEFT_W) + wrap(words.how_checked(R.HORIZON), 22, LEFT_W):
            text(surf, line, (x, y), 22, MUTED)
            y += 26
        y += 12
        text(surf, words.WHERE_HEAD, (x, y), 26, INK, bold=True)
        y += 36
        areas = review.by_area(seat)
        if not areas:
            text(surf, words.NOTHING_LOST, (x, y), 24, INK)
        bottom = BOARD.bottom + 10
        points = words.shares(v for _, v, _ in areas)  # whole points that add up to the total's
        for k, (area, _, n) in enumerate(areas):
            said = words.area_line(area, points[k], n)
            lines = wrap(said, 24, LEFT_W)
            rest = points[k:]
            if len(rest) > 1 and y + 29 * (len(lines) + 1) > bottom:  # the rest in one line, so they add up
                said = words.other_areas(sum(rest))
                lines = wrap(said, 24, LEFT_W)
            if y + 29 * len(lines) > bottom:
                break
            for line in lines:
                text(surf, line, (x, y), 24, INK)
                y += 29
            if len(rest) > 1 and said == words.other_areas(sum(rest)):
                break
        note = wrap(words.WHERE_NOTE, 22, LEFT_W)
        if areas and y + 26 * len(note) <= bottom:
            for line in note:
                text(surf, line, (x, y), 22, MUTED)
                y += 26
        if self.message:  # the review could not be kept: said under the summary
            for k, line in enumerate(wrap(self.message, 22, LEFT_W)[:2]):
                text(surf, line, (x, bottom - 52 + 26 * k), 22, theme.ERROR)

    def _draw_list(self, surf) -> None:
        turns = self.turns()
        if not turns:
            return
        seat = self.player
        head = words.whose_turns(self.names[seat]) if self.seat is not None else words.TURNS_HEAD
        text(surf, head, (LIST_X, LIST_TOP - 38), 26, INK, bold=True)
        points = set(self.turning())
        for i in range(self.top, min(len(turns), self.top + self.rows_shown())):
            t = turns[i]
            r = self.row_rect(i)
            chosen = i == self.selected
            draw.rect(surf, theme.ROW_SELECTED if chosen else theme.ROW, r, border_radius=8)
            if chosen:
                draw.rect(surf, INK, r, 2, border_radius=8)
            rating = t.rating
            draw.circle(surf, theme.RATINGS[rating], (r.x + 22, r.centery), 11)
            if t.number in points:
                draw.circle(surf, INK, (r.x + 22, r.centery), 15, 3)
            bold = t.number in points
            text(surf, words.round_name(t.round), (r.x + 48, r.centery), 24, INK, "midleft", bold=bold)
            text(surf, fit_text(words.rating_name(rating), 24, 200, bold), (r.x + 170, r.centery), 24, INK, "midleft",
                 bold=bold)
            if rating != R.FORCED:
                text(surf, words.lost_cell(t.cost, rating == R.UNCLEAR), (r.right - 16, r.centery), 24, INK,
                     "midright", bold=bold)
        if len(turns) > self.rows_shown():
            text(surf, menus.showing_rows(self.top + 1, min(len(turns), self.top + self.rows_shown()), len(turns)),
                 (LIST_X + LIST_W, BOARD.bottom + 10), 22, MUTED, "topright")

    def _draw_turn(self, surf, turn: R.TurnReview) -> None:
        shown = self.shown(turn) if turn.parts else None
        self._draw_board(surf, turn, shown)
        y = DETAIL_Y
        head = words.headline(turn.round, turn.rating, turn.cost)
        badge = 0
        if turn.number in set(self.turning()):
            r = text(surf, words.TURNING_POINT, (DETAIL_X + DETAIL_W, y + 4), 24, theme.REASON, "topright",
                     bold=True)
            badge = r.w + 24
        text(surf, head, (DETAIL_X, y), fitting_size(head, 30, DETAIL_W - badge, bold=True), INK, bold=True)
        y += 42
        if shown is None:
            return
        # Three columns: why, what was played, the better line (numbered steps).
        lines = [x.text for x in guarded("review.said", lambda: words.turn_words(turn, shown, self.seats), [])]
        bottom = BUTTON_Y - 10
        yy = y
        for sentence in lines:
            for line in wrap(sentence, 24, WHY_W):
                if yy + 29 > bottom:
                    break
                text(surf, line, (DETAIL_X, yy), 24, theme.REASON)
                yy += 29
            yy += 6
        columns = [(words.YOU_PLAYED, shown.played)]
        if shown.better is not None:
            columns.append((words.BETTER if turn.named else words.PREFERRED, shown.better))
        left = DETAIL_X + WHY_W + 40
        width = (DETAIL_X + DETAIL_W - left) // 2 - 20
        for k, (title, line) in enumerate(columns):
            items = guarded("review.steps", lambda line=line: words.steps(line, shown.start, self.seats), [])
            x = left + k * (width + 40)
            text(surf, title, (x, y), 24, INK, bold=True)
            self._draw_steps(surf, [i.text for i in items], x, y + 30, width, bottom)

    @staticmethod
    def _draw_steps(surf, items: list[str], x: int, y: int, width: int, bottom: int) -> None:
        """A line's steps, at the largest of a few sizes where all of them fit; where none does, as
        many as fit and a last line saying how many more there are (never a step cut silently)."""
        for size in STEP_SIZES:
            rows = [wrap(item, size, width) for item in items]
            if y + sum(len(r) for r in rows) * (size + 4) <= bottom:
                break
        step = size + 4
        for k, lines in enumerate(rows):
            left = len(rows) - k
            if y + step * (len(lines) + (1 if left > 1 else 0)) > bottom:
                text(surf, words.more_steps(left), (x, y), size, MUTED)
                return
            for line in lines:
                text(surf, line, (x, y), size, INK)
                y += step

    def _draw_board(self, surf, turn: R.TurnReview, shown: R.Shown | None) -> None:
        key = (turn.number, turn.player, shown is not None, surf.k)
        if key != self._board_key or self._board_image is None:
            game = shown.start if shown is not None else self.replay.position(turn.start)
            glow = set()
            if shown is not None:
                for before, move in shown.steps:
                    glow.update(k for k in targets(move, before) if not is_own(k))
            # The whole board drawn at BOARD_SCALE of the canvas's size, as crisply as in a game.
            if self._board_image is None or self._board_image.k != surf.k:
                self._board_image = surf.layer(BOARD.size, alpha=False)
            self._board.draw(self._board_image.magnified(BOARD_SCALE), game.view(turn.player), self.seats,
                             highlight=frozenset(glow), seat=turn.player)
            # The better line's pieces ringed again at this scale, where the board's own glow is thin.
            for r in self._board.glow_boxes():
                ring = pygame.Rect(round(r.x * BOARD_SCALE), round(r.y * BOARD_SCALE), round(r.w * BOARD_SCALE),
                                   round(r.h * BOARD_SCALE)).inflate(2 * RING, 2 * RING)
                draw.rect(self._board_image, theme.GLOW, ring, RING, border_radius=6)
            self._board_key = key
        surf.blit(self._board_image, BOARD)
        draw.rect(surf, INK, BOARD.inflate(4, 4), 2)
        color = player_rgb(self.seats[turn.player].color) if turn.player < len(self.seats) else INK
        draw.rect(surf, color, (BOARD.x, BOARD.bottom + 2, BOARD.w, 5))
        if shown is not None and shown.better is not None:
            note = words.BOARD_NOTE if turn.named else words.BOARD_NOTE_PREFERRED
            text(surf, note, (BOARD.centerx, BOARD.bottom + 10), fitting_size(note, 22, BOARD.w), MUTED, "midtop")
