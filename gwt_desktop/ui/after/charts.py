"""The post-game charts, drawn with pygame in the game's own style (paper, ink, the players' colours
and the art's fonts) from session.game_stats data, and saved as PNG files on request.

Drawn with pygame rather than a plotting library: four kinds of chart need lines, bars and text,
which pygame draws in a few milliseconds, and a plotting library would add tens of megabytes to the
bundle for them. Sizes are logical (1920x1080 canvas): no text under 24 px, so the charts stay
legible at 1280x720. Colour is never the only cue: each player's line carries their seat's mark (the
triangle, ring, cross or dots their pieces carry on the board) and is labelled with the name at its end.
"""
from __future__ import annotations

import io
import math
import time
from pathlib import Path

import pygame

from ...session.game_stats import BigTurn, CategoryPoints, GameStats, LineChart
from ...storage.files import why_not_written, write_atomic
from ...storage.paths import FolderProblem, subfolder
from ...text import after_game as words
from ...text import player_name, problems, seat_name
from ..kit import draw, theme
from ..kit.canvas import Canvas, as_canvas
from ..kit.paint import player_rgb, seat_mark
from ..kit.widgets import INK, MUTED, PAPER, PAPER_DARK, fit_text, fitting_size, text, wrap

CHART_SIZE = (1660, 700)  # what a chart fills on the score pad, and the size of its PNG
GRID = theme.GRID
CATEGORY_RGB = theme.CATEGORIES  # the eleven score-pad categories, in scoring.CATEGORIES order


# ---- helpers ----
def nice_step(span: float, ticks: int = 6) -> int:
    """A round step (1, 2, 5 x 10^k) giving about `ticks` grid lines over `span`."""
    raw = max(span, 1) / ticks
    power = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 5, 10):
        if raw <= m * power:
            return max(1, int(m * power))
    return max(1, int(10 * power))


def _swatch(surf, x: int, y: int, rgb, color_index: int | None = None) -> None:
    """A legend entry: a category's colour box, or a player's chip (their colour with their seat's
    mark, paint.seat_mark: the same mark their pieces carry on the board)."""
    if color_index is None:
        box = pygame.Rect(x, y - 12, 24, 24)
        draw.rect(surf, rgb, box, border_radius=4)
        draw.rect(surf, INK, box, 2, border_radius=4)
    else:
        seat_mark(surf, color_index, (x + 12, y), 13, chip=True)


def _spread(ys: list[float], gap: int, lo: float, hi: float) -> list[float]:
    """Label heights pushed apart by at least `gap`, kept within lo..hi, in the order given."""
    order = sorted(range(len(ys)), key=lambda i: ys[i])
    out = list(ys)
    for k in range(1, len(order)):
        a, b = order[k - 1], order[k]
        out[b] = max(out[b], out[a] + gap)
    over = max(0.0, out[order[-1]] - hi) if order else 0.0
    for i in order:
        out[i] = max(lo, out[i] - over)
    return out


# ---- the charts ----
def _value_axis(surf, plot: pygame.Rect, top: int, lo: float, hi: float, units: str):
    """The value axis of a chart: lo..hi widened to whole nice steps, a gridline and its value at each
    step (the zero line heavier), the units above; returns y_of(value) on that scale."""
    step = nice_step(hi - lo)
    lo = math.floor(lo / step) * step
    hi = max(lo + step, math.ceil(hi / step) * step)

    def y_of(v: float) -> float:
        return plot.bottom - (v - lo) * plot.h / (hi - lo)

    text(surf, units, (plot.x + 12, top + 4), 26, MUTED)
    for v in range(lo, hi + 1, step):
        y = y_of(v)
        draw.line(surf, INK if v == 0 else GRID, (plot.x, y), (plot.right, y), 3 if v == 0 else 1)
        text(surf, str(v), (plot.x - 16, y), 26, MUTED, "midright")
    return y_of


def line_chart(surf, rect, chart: LineChart, colors: list[int]) -> None:
    """Rounds across, one line per player, the value at each round's end; names at the line ends."""
    r = pygame.Rect(rect)
    plot = pygame.Rect(r.x + 110, r.y + 44, r.w - 110 - 250, r.h - 44 - 80)
    values = [v for s in chart.series for v in s.values] or [0]
    rounds = chart.rounds or (1,)

    def x_of(k: int) -> float:
        return plot.x + (plot.w * k / (len(rounds) - 1) if len(rounds) > 1 else plot.w / 2)

    y_of = _value_axis(surf, plot, r.y, min(0, min(values)), max(values), words.Y_UNITS[chart.key])
    every = max(1, math.ceil(len(rounds) / 16))
    for k, rnd in enumerate(rounds):
        if k % every == 0 or k == len(rounds) - 1:
            x = x_of(k)
            draw.line(surf, GRID, (x, plot.bottom), (x, plot.bottom + 8), 2)
            text(surf, str(rnd), (x, plot.bottom + 12), 26, MUTED, "midtop")
    text(surf, words.X_LABEL, (plot.centerx, plot.bottom + 42), 26, MUTED, "midtop")
    draw.line(surf, INK, plot.bottomleft, plot.topleft, 3)
    ends = []
    for s in chart.series:
        rgb = player_rgb(colors[s.player])
        pts = [(x_of(k), y_of(v)) for k, v in enumerate(s.values)]
        if len(pts) > 1:
            draw.lines(surf, INK, False, pts, 7)  # a dark edge keeps light colours visible on paper
            draw.lines(surf, rgb, False, pts, 4)
        every_marker = max(1, math.ceil(len(pts) / 12))
        for k, p in enumerate(pts):
            if k % every_marker == 0 or k == len(pts) - 1:
                seat_mark(surf, colors[s.player], (round(p[0]), round(p[1])), 11, chip=True)
        if pts:
            ends.append((s, pts[-1]))
    label_ys = _spread([p[1] for _, p in ends], 34, plot.y, plot.bottom)
    for (s, p), y in zip(ends, label_ys):
        x = plot.right + 24
        draw.line(surf, MUTED, (p[0] + 10, p[1]), (x - 4, y), 1)
        _swatch(surf, x, round(y), player_rgb(colors[s.player]), colors[s.player])
        label = words.series_end(player_name(s.name), s.values[-1])
        at = fitting_size(label, 28, 190, bold=True)  # a longer language a size smaller; a long name still cut
        text(surf, fit_text(label, at, 190, bold=True), (x + 32, y), at, INK, "midleft", bold=True)


def category_chart(surf, rect, cats: CategoryPoints, colors: list[int]) -> list[tuple[int, float, pygame.Rect]]:
    """One stacked bar per player, a block per score-pad category (negative ones below the zero line),
    and the total marked at its own height: the positive blocks reach their sum, so with a negative
    block the total lies below the bar's top (it was written on the top: a bar reaching 45 labelled 35).
    Returns each total as drawn: (its value, the height it marks, its label's rect)."""
    marked = []
    r = pygame.Rect(rect)
    legend_w = 400
    plot = pygame.Rect(r.x + 110, r.y + 44, r.w - 110 - legend_w - 40, r.h - 44 - 80)
    ups = [sum(v for v in s.values if v > 0) for s in cats.series]
    downs = [sum(v for v in s.values if v < 0) for s in cats.series]
    y_of = _value_axis(surf, plot, r.y, min([0, *downs]), max([1, *ups]), words.Y_UNITS["score_race"])
    n = len(cats.series)
    slot = plot.w / max(1, n)
    bar_w = min(180, slot * 0.55)
    for i, s in enumerate(cats.series):
        cx = plot.x + slot * (i + 0.5)
        up = down = 0
        for k, v in enumerate(s.values):
            if not v:
                continue
            a, b = (up, up + v) if v > 0 else (down + v, down)
            if v > 0:
                up += v
            else:
                down += v
            block = pygame.Rect(round(cx - bar_w / 2), round(y_of(b)), round(bar_w), round(y_of(a) - y_of(b)))
            draw.rect(surf, CATEGORY_RGB[k % len(CATEGORY_RGB)], block)
            draw.rect(surf, INK, block, 2)
            if block.h >= 28:
                ink = PAPER if k in (1, 3, 6) else INK
                text(surf, str(v), block.center, 24, ink, "center", bold=True)
        total = cats.totals[i]
        if down:  # a line across the bar at the total's height, the total beside it
            y = y_of(total)
            draw.line(surf, INK, (cx - bar_w / 2 - 8, y), (cx + bar_w / 2 + 8, y), 4)
            label = text(surf, str(total), (cx + bar_w / 2 + 12, y), 30, INK, "midleft", bold=True)
        else:  # the top of the bar is the total
            y = y_of(up)
            label = text(surf, str(total), (cx, y - 6), 30, INK, "midbottom", bold=True)
        marked.append((total, y, label))
        _swatch(surf, round(cx - bar_w / 2) - 2, plot.bottom + 40, player_rgb(colors[s.player]), colors[s.player])
        text(surf, fit_text(player_name(s.name), 28, round(slot) - 40, bold=True), (cx - bar_w / 2 + 30, plot.bottom + 40),
             28, INK, "midleft", bold=True)
    used = [k for k in range(len(cats.categories)) if any(s.values[k] for s in cats.series)]
    x, y = plot.right + 40, plot.y + 10
    for k in used:
        _swatch(surf, x, y + 14, CATEGORY_RGB[k % len(CATEGORY_RGB)])
        text(surf, fit_text(words.category_name(cats.categories[k]), 26, legend_w - 40), (x + 36, y + 14), 26, INK, "midleft")
        y += 44
    return marked


def big_turns_chart(surf, rect, big_turns: tuple[tuple[BigTurn, ...], ...], names: list[str],
                    colors: list[int], sentences) -> None:
    """Per player a column: their biggest turns, a bar for the points each gained, and what they did.
    `sentences(turn)` gives the log sentences of a turn's notable events."""
    r = pygame.Rect(rect)
    n = max(1, len(big_turns))
    col_w = r.w // n
    best = max([1, *(b.gain for turns in big_turns for b in turns)])
    for p, turns in enumerate(big_turns):
        x = r.x + p * col_w + 20
        w = col_w - 40
        rgb = player_rgb(colors[p])
        _swatch(surf, x, r.y + 20, rgb, colors[p])
        text(surf, fit_text(names[p], 30, w - 40, bold=True), (x + 34, r.y + 20), 30, INK, "midleft", bold=True)
        y = r.y + 60
        if not turns:
            text(surf, words.NO_TURNS, (x, y), 26, MUTED)
        for b in turns:
            text(surf, words.big_turn_head(b.round, b.gain), (x, y), 28, INK, bold=True)
            bar = pygame.Rect(x, y + 38, max(6, round(w * 0.8 * max(0, b.gain) / best)), 22)
            draw.rect(surf, rgb, bar, border_radius=4)
            draw.rect(surf, INK, bar, 2, border_radius=4)
            text(surf, words.money_change(b.money), (bar.right + 10, bar.centery), 24, MUTED, "midleft")
            yy = y + 70
            lines, left = turn_lines(sentences(b), w)
            for ln in lines:
                text(surf, ln, (x, yy), 24, INK)
                yy += 28
            if left:
                text(surf, words.more_in_replay(left), (x, yy), 24, MUTED)
            y += 70 + 28 * TURN_ROWS + 12


TURN_ROWS = 5  # rows of words under each biggest turn's bar


def turn_lines(sentences: list[str], width: int) -> tuple[list[str], int]:
    """A biggest turn's sentences wrapped into TURN_ROWS rows, each sentence whole or not at all (one
    was cut mid-way at the fourth row: "...(free hazard or"), and how many had no room: the last row
    then says so."""
    rows: list[str] = []
    for i, s in enumerate(sentences):
        wrapped = wrap(s, 24, width)
        room = TURN_ROWS if i == len(sentences) - 1 else TURN_ROWS - 1  # a row kept for "and N more"
        if len(rows) + len(wrapped) > room:
            return rows, len(sentences) - i
        rows += wrapped
    return rows, 0


def draw_chart(surf, rect, key: str, stats: GameStats, colors: list[int], names: list[str], sentences) -> None:
    """Chart `key` (text.after_game.CHARTS) into rect, without title: the score pad draws its own."""
    surf = as_canvas(surf)
    if key == "categories":
        category_chart(surf, rect, stats.categories, colors)
    elif key == "big_turns":
        big_turns_chart(surf, rect, stats.big_turns, names, colors, sentences)
    else:
        line_chart(surf, rect, getattr(stats, key), colors)


def render(key: str, stats: GameStats, colors: list[int], names: list[str], sentences,
           size: tuple[int, int] = (CHART_SIZE[0], CHART_SIZE[1] + 110)) -> pygame.Surface:
    """A chart alone on paper, with its title and note (what a PNG holds), at its own size."""
    surf = Canvas.new(size)
    surf.fill(PAPER)
    draw.rect(surf, PAPER_DARK, surf.get_rect(), 6)
    text(surf, words.CHART_TITLES[key], (30, 18), 44, INK, display=True)
    note = words.CHART_NOTES[key]
    at = fitting_size(note, 26, size[0] - 60)  # a longer language: a size smaller rather than cut
    text(surf, fit_text(note, at, size[0] - 60), (30, 72), at, MUTED)
    draw_chart(surf, (20, 110, size[0] - 40, size[1] - 130), key, stats, colors, names, sentences)
    return surf.surface


CHARTS_FOLDER = "charts"  # inside the data folder


def png_bytes(surface: pygame.Surface) -> bytes:
    """The surface as PNG bytes, encoded in memory: no file is opened by the encoder, so a named pipe
    or a link where the file goes can neither hang the window nor be written through."""
    buf = io.BytesIO()
    pygame.image.save(surface, buf, "chart.png")  # the name hint picks the format
    return buf.getvalue()


def save_png(surface: pygame.Surface, key: str, tag: str = "") -> Path:
    """Write a chart as charts/<key>-<tag>-<time>.png in the data folder, through the one safe writer
    (files.write_atomic: an exclusive temporary file, never through a link, renamed over the name);
    paths.FolderProblem when charts/ is a file or a link, OSError when the disk refuses, pygame.error
    when the encoder does."""
    data = png_bytes(surface)
    folder = subfolder(CHARTS_FOLDER)
    stem = "-".join(x for x in (key, tag, time.strftime("%Y%m%d-%H%M%S")) if x)
    path = folder / f"{stem}.png"
    try:
        write_atomic(path, data)
    except OSError as e:
        e.filename = str(path)  # the chart's name, not the temporary file's, for the message
        raise
    return path


class ChartsTab:
    """The score pad's second tab: a row choosing the chart, the chart, and "Save as PNG" (into the
    data folder's charts/, the path then shown under the chooser). The figures are made from the
    replay on first use (session.game_stats: a few tens of milliseconds) and each chart is drawn once."""

    def __init__(self, replay_of, seats, tag: str = "") -> None:
        from ..kit.widgets import Button, Segmented

        self._replay_of = replay_of  # () -> Replay, made when first needed
        self.seats = list(seats)
        self.tag = tag  # in the PNG's name (the deal code), so two games' charts do not mix
        self.chooser = Segmented((130, 124, 1400, 62), [words.CHART_TITLES[k] for k in words.CHARTS], 0,
                                 on_change=lambda _: self._say(""), size=28)
        self.save_button = Button((1560, 124, 230, 62), words.SAVE_AS_PNG, self.save, size=28)
        self.area = pygame.Rect(130, 250, 1660, 660)
        self.message = ""
        self._stats: GameStats | None = None
        self._drawn: dict[tuple[str, float], Canvas] = {}  # each chart drawn once per scale

    @property
    def key(self) -> str:
        return words.CHARTS[self.chooser.selected]

    @property
    def stats(self) -> GameStats:
        if self._stats is None:
            from ...session.game_stats import game_stats

            self._stats = game_stats(self._replay_of())
        return self._stats

    def sentences(self, turn: BigTurn) -> list[str]:
        from ..kit.sentences import log_lines

        return [s for _, s in log_lines(list(turn.events), self.seats, None)]

    def _args(self):
        return self.stats, [s.color for s in self.seats], [seat_name(s) for s in self.seats], self.sentences

    def save(self) -> None:
        try:
            path = save_png(render(self.key, *self._args()), self.key, self.tag)
        except FolderProblem as e:  # charts/ a file or a link: its own sentence names it
            self._say(words.chart_not_saved(problems.say(e)))
            return
        except OSError as e:
            self._say(words.chart_not_saved(problems.say(why_not_written(e, getattr(e, "filename", None)
                                                                            or CHARTS_FOLDER))))
            return
        except pygame.error as e:
            self._say(words.chart_not_saved(str(e)))
            return
        self._say(words.saved_chart(path))

    def _say(self, message: str) -> None:
        self.message = message

    def clickable(self) -> list[tuple[tuple, str]]:
        return [(tuple(self.chooser.segment(i)), o) for i, o in enumerate(self.chooser.options)] + [
            (tuple(self.save_button.rect), self.save_button.label)]

    def handle(self, event, pos) -> bool:
        return self.chooser.handle(event, pos) or self.save_button.handle(event, pos)

    def draw(self, surf) -> None:
        surf = as_canvas(surf)
        self.chooser.draw(surf)
        self.save_button.draw(surf)
        note = self.message or words.CHART_NOTES[self.key]
        at = fitting_size(note, 26, 1660)
        text(surf, fit_text(note, at, 1660), (130, 204), at, INK if self.message else MUTED)
        chart = self._drawn.get((self.key, surf.k))
        if chart is None:
            chart = surf.layer(self.area.size)
            draw_chart(chart, chart.get_rect(), self.key, *self._args())
            self._drawn[self.key, surf.k] = chart
        surf.blit(chart, self.area)
