"""The game scene's parts that only adapt a drawing. Every part keeps the one protocol of everything
on screen (ui/kit/part.py).

The scene holds its parts in a list in z-order (the first drawn first): each frame it updates and
draws them in that order; an event goes to the topmost part first and stops at the first that
consumes it; a point is covered when any part covers it. For the window's rest (app.py) the scene
asks each part whether it moves (busy: frames at 60 a second) or when it changes by itself (wake_in:
look again then), what it shows that may change without input (look), where it lies over the
board's glows (rects), where its moving pieces are (moving) and what it redraws alone on a timer
(tick, refresh: the glows' shimmer): the scene's answers are loops over its parts. No part is handed
the scene: each gets the shared GameContext (context.py), the turn's flow (turn_flow.py) or the few
callables it needs.
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from ...session.turn_reasons import TurnJudge, judged_levels
from ...text import i18n, seat_name
from ...text.advice import turn_sentence
from ...text.notices import prompt_warning
from ..board.board_view import BoardView
from ..board.offers import board_extras
from ..board.trail_fees import draw_fees
from ..kit.part import SOON, Part
from ..kit.sentences import prompt_line
from ..kit.widgets import INK
from . import deliveries, end_banner, log_panel, overlays, prompt_bar, save_notice, table_panel
from .log_panel import LogPanel
from .magnifier import Magnifier
from .save_notice import SaveNotice
from .speed_bar import SpeedBar
from .standing import banner_text
from .table_panel import TablePanel

PULSE_STEP = 1 / 20  # the glows' shimmer (BoardView._pulse) advances in steps this long when all else is still:
# a 1.2 s pulse in 24 steps still reads as smooth, and 30 steps a second cost over 3% of a core (window.md)


class SoundsPart(Part):
    """The game's sounds: each applied move's (ui/kit/sound.py chooses them from its events) and a
    click on something that is not a choice. A listener of the flow; it draws nothing."""

    def __init__(self, app) -> None:
        self.app = app  # its Sounds (on, off, muted with M)

    def moved(self, move, events, mover) -> None:
        self.app.sounds.events(events)

    def refused(self) -> None:
        self.app.sounds.error()


class BoardPart(Part):
    """The board from the screen's eyes (board_view.py), with what lies on it: the hand cover of a
    hot-seat screen nobody has taken, the fees ahead, the hint's and the picked pieces' rings. When
    the board redraws with its pieces elsewhere, `moved_pieces()` lays the targets out again."""

    def __init__(self, ctx, board: BoardView, *, shown: Callable[[dict], dict], hinted: Callable[[], object],
                 moved_pieces: Callable[[], None], text_scale: Callable[[], float] = lambda: 1.0) -> None:
        self.ctx = ctx
        self.board = board
        self.shown = shown  # the view as the shows want it drawn (pieces in flight left out)
        self.text_scale = text_scale  # the Text size setting's: the board's own words grow with it
        self.hinted = hinted  # the Hint's move on screen, or None
        self.moved_pieces = moved_pieces
        self.fee_badges: list[tuple[str, pygame.Rect]] = []  # (space, logical rect) drawn last frame
        self._redraws = -1

    def draw(self, surf) -> None:
        ctx = self.ctx
        c = ctx.controller
        glow = c.board_keys() if ctx.human_to_act() else set()
        standing = ctx.standing()
        shown = self.shown(ctx.view())
        if standing is not None:
            shown = {**shown, "scores": list(standing.totals)}
        shown = board_extras(shown, ctx.game, ctx.viewer(), self.text_scale())  # city offers, text size
        self.board.draw(surf, shown, ctx.match.seats, highlight=glow, seat=ctx.viewer())
        if self.board.redraws != self._redraws:  # the pieces are only ever placed anew by a redraw
            self._redraws = self.board.redraws
            comps, keys = self.board.components(), self.board.keys()
            if comps != ctx.components or keys != ctx.drawn_keys:
                ctx.components, ctx.drawn_keys = comps, keys
                self.moved_pieces()
        if ctx.hands_covered:
            overlays.hand_cover(surf, ctx.layout.rect("areas", "hand"))
        self.fee_badges = draw_fees(surf, ctx.trail_fees(), ctx.layout, [s.color for s in ctx.match.seats],
                                    zoom=self.board.zoom)
        move = self.hinted()
        hinted = set(c.keys(move)) if move is not None else set()
        overlays.rings(surf, ctx.components, ctx.targets, hinted, c.picked)

    def _glowing(self) -> bool:
        ctx = self.ctx
        return ctx.human_to_act() and ctx.controller.any_board_keys()

    def wake_in(self) -> float | None:
        """The glowing targets shimmer (BoardView._pulse) as long as any glows, a step every
        PULSE_STEP: the time to the next step (a frame must also show the glow once the targets are
        laid out for the pieces just drawn)."""
        if not self._glowing():
            return None
        step = round(PULSE_STEP * 1000)  # in whole milliseconds, as tick() counts: a float modulo
        # gave 1e-16 s at a step's first millisecond, and the loop spun through it (window.md)
        return (step - pygame.time.get_ticks() % step) / 1000

    def tick(self) -> int | None:
        """The shimmer's step while the glows shimmer."""
        return pygame.time.get_ticks() // round(PULSE_STEP * 1000) if self._glowing() else None

    def moving(self) -> list[pygame.Rect]:
        """The glows' boxes: they shimmer while anything else moves."""
        return self.board.glow_boxes()

    def refresh(self, surf, above: list[pygame.Rect]) -> list[pygame.Rect]:
        """The shimmer alone. A pulse is a ring of one colour drawn over the very pixels the last step's
        ring covered (pygame's rects are not smoothed), so where nothing is drawn over a glow's box but
        the pulses themselves, the rings are drawn again and nothing else; a box a fee badge or a ring
        reaches is restored from the board's composed layer and its pulses, badges and rings drawn
        again inside it, clipped. A glow under anything else (`above`: a panel, a tooltip, a button)
        keeps its colour until the next whole frame. The rects changed, for the app to show."""
        ctx = self.ctx
        board = self.board
        badges = self.fee_badges
        move = self.hinted()
        hinted = set(ctx.controller.keys(move)) if move is not None else set()
        ringed = hinted or ctx.controller.picked
        fees = None
        out = []
        for box in board.glow_boxes():
            if box.collidelist(above) != -1:
                continue
            surf.set_clip(box)
            near = [(space, r) for space, r in badges if r.colliderect(box)]
            if not (near or ringed):
                board.pulse(surf, box)
            else:
                if fees is None:
                    fees = dict(ctx.trail_fees())
                board.restore(surf, box)
                board.pulse(surf, box)
                shown = {space: fees[space] for space, _ in near if space in fees}
                if shown:
                    draw_fees(surf, shown, ctx.layout, [s.color for s in ctx.match.seats], zoom=board.zoom)
                overlays.rings(surf, ctx.components, ctx.targets, hinted, ctx.controller.picked)
            surf.set_clip(None)
            out.append(box)
        return out

    def rects(self, size) -> list[pygame.Rect]:
        """The cover of a hot-seat screen's hand, over the glows there."""
        ctx = self.ctx
        return [pygame.Rect(ctx.layout.rect("areas", "hand"))] if ctx.hands_covered else []


class PromptPart(Part):
    """The prompt bar (prompt_bar.py) and, in a game with computer seats, the speed controls at its right
    end (speed_bar.py): whose turn, then a short message, else what the pointed-at target does, else
    what is being decided; at the right the latest log sentence where it fits."""

    def __init__(self, ctx, speed: SpeedBar | None, *, hover_line: Callable[[], str | None],
                 thinking: Callable[[], bool], forwarding: Callable[[], bool],
                 last: Callable[[], str | None]) -> None:
        self.ctx = ctx
        self.speed = speed
        self.hover_line = hover_line
        self.thinking = thinking  # the computer to move is thinking on its thread
        self.forwarding = forwarding  # fast forward is on
        self.last = last  # the newest log sentence

    def handle(self, event, pos) -> bool:
        return self.speed is not None and self.speed.handle(event, pos)

    def update(self, dt: float) -> None:
        self.ctx.message.expire(self.ctx.clock)

    def covers(self, pos) -> bool:
        return self.speed is not None and self.speed.covers(pos)

    def wake_in(self) -> float | None:
        """A short message holds the prompt line until its time is up."""
        return SOON if self.ctx.message.text is not None else None

    def look(self) -> tuple:
        return (self.ctx.message.text,)

    def rects(self, size) -> list[pygame.Rect]:
        return [pygame.Rect(self.ctx.layout.rect("areas", "prompt")).inflate(8, 8)]

    def decision_line(self, rect) -> str:
        """What is being decided, whole: the full sentence, else its brief one, else that without the
        player's name (the tag names them). In a computer's turn, beside the whole speed bar, a line
        that still does not fit is left out (the log tells what the computer did), never cut."""
        ctx = self.ctx
        seat = ctx.match.seat_to_move
        thinking = self.thinking()
        for brief, bare in ((False, False), (True, False), (True, True)):
            line = prompt_line(ctx.game, ctx.match.seats, brief, bare)
            if prompt_bar.fits(line, rect, seat_name(seat), seat.is_human, thinking):
                return line
        return line if ctx.human_to_act() else ""

    def draw(self, surf) -> None:
        ctx = self.ctx
        rect = ctx.layout.rect("areas", "prompt")
        if self.speed is not None:
            self.speed.compact = ctx.human_to_act()
            self.speed.draw(surf, self.forwarding())
            rect = self.speed.prompt_rect(rect)
        hovered = None if ctx.message.text else self.hover_line()
        if ctx.message.text:
            line, rgb = ctx.message.text, prompt_bar.MESSAGE_RGB
            seat = ctx.match.seat_to_move
            if ctx.message.brief and not prompt_bar.fits(line, rect, seat_name(seat), seat.is_human, self.thinking()):
                line = ctx.message.brief
        elif hovered is not None:
            line, rgb = hovered, INK
        else:
            line, rgb = self.decision_line(rect), INK
            warning = deliveries.warning(ctx)  # once per position; then whether Kansas City glows
            if warning and deliveries.kansas_city_glows(ctx):  # the herd reaches only one city: said before the move there is chosen
                line = prompt_warning(seat_name(ctx.match.seat_to_move), warning)
        prompt_bar.draw(surf, rect, ctx.match.seat_to_move, self.thinking(), line, rgb, self.last())


class EndBannerPart(Part):
    """The end-of-game banner above the trail (end_banner.py)."""

    def __init__(self, ctx) -> None:
        self.ctx = ctx
        self.rect: pygame.Rect | None = None  # where it was drawn last (None: not shown)

    def draw(self, surf) -> None:
        ctx = self.ctx
        names = [seat_name(s) for s in ctx.match.seats]
        self.rect = end_banner.draw(surf, banner_text(ctx.view(), names, bool(ctx.end_moves()), ctx.end_count()[2]))

    def rects(self, size) -> list[pygame.Rect]:
        return [] if self.rect is None else [self.rect]


class TablePart(Part):
    """The whole-table panels (table_panel.py), opened from the seat bars, keys 1-4 and S. What a panel
    shows changes only with the position or the eyes (the flow's news) or when another panel opens:
    between those the panel as drawn is blitted, without asking it whether it changed."""

    def __init__(self, panel: TablePanel, ctx) -> None:
        self.panel = panel
        self.ctx = ctx
        self._stale = True
        self._shown: tuple | None = None  # the panel drawn last
        self._language = i18n.language()  # the language it was drawn in

    def changed(self, *news) -> None:
        self._stale = True

    def handle(self, event, pos) -> bool:
        return self.panel.handle(event, pos, len(self.ctx.match.seats), self.ctx.seat_at)

    def covers(self, pos) -> bool:
        return self.panel.covers(pos)

    def rects(self, size) -> list[pygame.Rect]:
        return [] if self.panel.open is None else [table_panel.AREA.inflate(40, 40)]

    def draw(self, surf) -> None:
        panel = self.panel
        if panel.open is None:
            return
        if not self._stale and panel.open == self._shown and self._language == i18n.language():
            panel.blit(surf)
            return
        self._language = i18n.language()
        ctx = self.ctx
        seats = ctx.match.seats
        panel.draw(surf, ctx.view(), ctx.standing(), [s.color for s in seats], [seat_name(s) for s in seats],
                   show_hand=not ctx.hands_covered)
        self._stale, self._shown = False, panel.open


class LogPart(Part):
    """The game log (log_panel.py): L and the Log button open it, the wheel scrolls it. Each computer
    turn that matters gets its why there (session/turn_reasons.TurnJudge: judged on a thread once the
    turn ends; wake_in() soon until it is in), and `told` hands it on (the recap, the line beside the seat)."""

    def __init__(self, panel: LogPanel, match) -> None:
        self.panel = panel
        self.match = match
        self.judge = TurnJudge(judged_levels(match.seats))
        self.judge.begin(match.game)
        self.told: list[Callable[[object], None]] = []  # called with each TurnWhy as it comes
        self.whys: dict[int, object] = {}  # the reasons' facts by where they go, to say them again
        self._language = i18n.language()

    def _reason(self, why) -> tuple[int, str]:
        return why.player, turn_sentence(why, self.match.seats).text

    def update(self, dt: float) -> None:
        for at, why in self.judge.take():
            seats = self.match.seats
            if 0 <= why.player < len(seats):
                self.whys[at] = why
                self.panel.add_reason(at, self._reason(why))
                for listener in self.told:
                    listener(why)

    def wake_in(self) -> float | None:
        """A computer turn's reason is being worked out: it must show when it comes."""
        return SOON if self.judge.working else None

    def rects(self, size) -> list[pygame.Rect]:
        return [log_panel.RECT] if self.panel.open else []

    def handle(self, event, pos) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.panel.wheel(event.y)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
            self.panel.toggle()
            return True
        return False

    def covers(self, pos) -> bool:
        return self.panel.covers(pos)

    def close(self) -> bool:
        """Close the log; False when it was not open."""
        was, self.panel.open = self.panel.open, False
        return was

    def last(self) -> str | None:
        """The newest sentence (the prompt bar's right end), in the language of the moment."""
        self._in_language()
        return self.panel.last

    def _in_language(self) -> None:
        if self._language != i18n.language():  # a switch in Settings: every sentence in the new language
            self._language = i18n.language()
            self.panel.reasons = {at: self._reason(why) for at, why in self.whys.items()}
            self.panel.rebuild(self.match)

    def draw(self, surf) -> None:
        self._in_language()
        self.panel.draw(surf, self.match.seats)

    # the flow's news
    def searched(self, move, found) -> None:
        """A computer's move is about to be played, with what the search that chose it found."""
        self.judge.searched(move, found)

    def moved(self, move, events, mover) -> None:
        self.panel.catch_up(self.match)
        self.judge.moved(mover, move, events, self.match.game, len(self.match.log))

    def leave(self) -> None:
        """The scene leaves: a why still being worked out stops."""
        self.judge.stop()

    def undone(self) -> None:
        self.panel.rebuild(self.match)
        self.whys = {k: v for k, v in self.whys.items() if k in self.panel.reasons}
        self.judge.begin(self.match.game)


class SaveNoticePart(Part):
    """The autosave's failure notice (save_notice.py), over everything but the lens."""

    def __init__(self, notice: SaveNotice, saver: Callable[[], object]) -> None:
        self.notice = notice
        self.saver = saver  # the match's autosaver now (None: not saved)

    def handle(self, event, pos) -> bool:
        return self.notice.handle(event, pos)

    def update(self, dt: float) -> None:
        saver = self.saver()
        self.notice.offer(saver.error if saver is not None else None)

    def draw(self, surf) -> None:
        self.notice.draw(surf)

    def wake_in(self) -> float | None:
        """While a write is under way its failure may still come and must show without input."""
        saver = self.saver()
        return SOON if saver is not None and saver.writing else None

    def look(self) -> tuple:
        return (self.notice.problem,)

    def rects(self, size) -> list[pygame.Rect]:
        return [] if self.notice.problem is None else [save_notice.RECT.inflate(8, 8)]

    def clickable(self) -> list[tuple[tuple, str]]:
        return self.notice.clickable()


class LensSample(Part):
    """Where the magnifier takes its copy of the canvas: above the panels, below the tooltips."""

    def __init__(self, lens: Magnifier, text_size: Callable[[], str]) -> None:
        self.lens = lens
        self.text_size = text_size

    def draw(self, surf) -> None:
        self.lens.text_size = self.text_size()
        self.lens.sample(surf)


class LensPart(Part):
    """The magnifier (magnifier.py) on top of everything: G turns it on and off, it follows the pointer
    and keeps clear of the tooltip. It consumes nothing: the parts below see the pointer and G too."""

    def __init__(self, lens: Magnifier, say: Callable[[str], None], avoid: Callable[[tuple], object],
                 on_words: Callable[[], str], off_words: Callable[[], str]) -> None:
        self.lens = lens
        self.say = say
        self.avoid = avoid  # the tooltip's rect on a canvas of a given size
        self.words = (on_words, off_words)

    def handle(self, event, pos) -> bool:
        if event.type == pygame.MOUSEMOTION and pos is not None:
            self.lens.point(pos)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_g:
            self.say(self.words[0]() if self.lens.toggle() else self.words[1]())
        return False

    def draw(self, surf) -> None:
        self.lens.draw(surf, avoid=self.avoid(surf.get_size()))

    def rects(self, size) -> list[pygame.Rect] | None:
        """On, it copies what lies under the pointer: every frame is drawn whole."""
        return None if self.lens.on else []
