"""The game scene: a thin assembler of the parts around the board and of the turn's flow.

The board is drawn from game.view(eyes) for the seat whose eyes the screen is: the one human with a
single human seat, the human who last confirmed a hand-off in hot-seat, whoever moves when every
seat is a computer (the demo). What the parts share lives in GameContext (context.py); the turn's
flow (turn_flow.py: every applied move, undo, the computers' pacing, the Hint, fast forward,
hand-offs, the end) tells the parts what happened through its listeners. Autosave listens on the
match itself.

The parts keep the one protocol of everything on screen (ui/kit/part.py: handle, update, draw, covers;
busy, wake_in, look, rects, moving, tick and refresh for the window's rest) and sit in one list in z-order, the first drawn first: the board, the
targets (decision bar, choice panel; the clicks no part above took), the end banner, the prompt bar
with the speed controls, the four game buttons, "Since your last turn", the hint's why, the guide's
callout, the table panels, the log, the trail's zoom (its buttons; the wheel, +/-, 0 and a drag on the
trail), the magnifier's sample, the shows (every move's animation), the keyboard ring, the tooltips,
the autosave notice and the magnifier. An event goes to the topmost part first and stops where it is
consumed. What the scene tells the window (busy, wake_in, look), where a show's frame may redraw
only a box and what the glows' shimmer redraws alone are loops over the parts: the scene calls no part
by name once it is assembled.
"""
from __future__ import annotations

import pygame

from ...storage import autosave
from ...text import notices, seat_name
from ...text import table as table_words
from ..board.board_view import BoardView
from ..kit.layout import load as load_layout
from ..kit.part import SOON
from ..scenes import Scene
from .buttons import GameButtons
from .context import GameContext
from .end_counter import EndCounter
from .guide_overlay import GuideCardPart, GuidePart
from .keys import KeysPart
from .log_panel import LogPanel
from .magnifier import Magnifier
from .parts import (
    BoardPart,
    EndBannerPart,
    LensPart,
    LensSample,
    LogPart,
    Part,
    PromptPart,
    SaveNoticePart,
    SoundsPart,
    TablePart,
)
from .recap_panel import TurnRecap
from .rival_line import RivalLine
from .save_notice import SaveNotice
from .shows import ShowsPart
from .speed_bar import SpeedBar
from .table_panel import TablePanel
from .targets import TargetsPart
from .tooltips import TooltipsPart
from .trail_zoom import TrailZoom
from .turn_flow import TurnFlow
from .why_card import WhyCard

SHOW_BOX_MAX = 0.4  # a show's frame redraws only its box while that is at most this share of the canvas
WHERE_SECONDS = 8.0  # the "where you are" line after a load holds the prompt this long


class GameScene(Scene):
    def __init__(self, app, match, *, pace: float | None = None, bot_budget: float | None = None,
                 guide=None) -> None:
        super().__init__(app)
        self.match = match
        parts: list[Part] = []  # filled below, in z-order; the callables handed out read it, not the scene
        self.parts = parts
        ctx = self.ctx = GameContext(match, load_layout())
        def hint_rings() -> list:
            """The logical rects of the pieces and buttons the Hint rings now (overlays.rings)."""
            move = self.flow.hints.move
            if move is None:
                return []
            keys = set(ctx.controller.keys(move))
            return ([rect for key, rect in ctx.components if key in keys]
                    + [r for key, r, _ in ctx.targets if key in keys])

        self.why_card = WhyCard(lambda: ctx.controller.stamp, hint_rings)  # the hint's why
        flow = self.flow = TurnFlow(ctx, app, self.why_card, on_top=lambda: app.scene is self, pace=pace,
                                    bot_budget=bot_budget)
        self.log = panel = LogPanel()
        panel.catch_up(match)
        log = LogPart(panel, match)
        self.table = TablePanel(ctx.layout)  # a seat's whole board, everyone's running score (1-4, S)
        self.sounds = sounds = SoundsPart(app)
        self.targets_part = targets = TargetsPart(ctx, flow, refused=sounds.refused,
                                                  log_covers=panel.covers, table_covers=self.table.covers,
                                                  close_log=log.close)
        self.save_notice = save_notice = SaveNotice()  # the autosave failed: stays until dismissed

        def covers(pos) -> bool:
            """Whether one of the scene's parts lies over the board at a logical point."""
            return any(part.covers(pos) for part in parts)

        def clickable() -> list[tuple[tuple, str]]:
            """What can be clicked now, as (logical rect, label): exactly what glows."""
            out = save_notice.clickable()  # the game goes on under it: both can be clicked
            if self.guide is not None and self.guide.modal():  # the guide's card is read first
                return out + self.guide.card_clickable()
            return out if flow.ended else out + targets.clickable()

        self.covers, self.clickable = covers, clickable
        self.turn_recap = TurnRecap(ctx)  # "Since your last turn"
        self.rival_line = RivalLine(ctx)  # a computer turn's why beside its seat
        log.told += [self.turn_recap.told, self.rival_line.show]
        self.log_part = log
        self.guide = None  # the guided first game
        if guide is not None:
            self.guide = GuidePart(guide, ctx, relayout=targets.lay_out, clickable=clickable)
            targets.focus = self.guide.focus
        self.speed: SpeedBar | None = None  # the speed controls, in a game with computer seats
        if any(not s.is_human for s in match.seats):
            self.speed = SpeedBar(ctx.layout.rect("areas", "prompt"), lambda: flow.chosen_pace, flow.set_pace,
                                  flow.skip, flow.toggle_fast_forward)
        self.buttons = GameButtons(ctx.layout, flow.ask_hint, flow.undo, flow.open_menu, panel.toggle,
                                   undo_refused=flow.undo_refused, hint_refused=flow.hint_refused,
                                   log_open=lambda: panel.open, say=ctx.say)
        self.shows = shows = ShowsPart(ctx, app, pace=lambda: flow.pace)  # every move's animation
        self.keys = keys = KeysPart(ctx, app, clickable=clickable, press=targets.press, done_rect=targets.done_rect,
                                    showing=lambda: shows.animator.busy, skip_show=shows.animator.skip)
        self.tooltips = tooltips = TooltipsPart(ctx, app, covers=covers)
        self.board = BoardView(ctx.layout, zoom=ctx.zoom)
        def moved_pieces() -> None:
            shown = (list(ctx.targets), ctx.controller.board_keys())
            targets.sync()
            # The targets follow the pieces just drawn: if they changed, one more frame shows them.
            self._stale = self._stale or (list(ctx.targets), ctx.controller.board_keys()) != shown

        self.board_part = BoardPart(ctx, self.board, shown=shows.shown, hinted=lambda: flow.hints.move,
                                    moved_pieces=moved_pieces,
                                    text_scale=lambda: getattr(app.settings, "text_scale", 1.0))
        self.lens = Magnifier()  # G: what is under the pointer, enlarged
        self.end_counter = EndCounter(ctx)  # how many more workers until the end, the last round
        tooltips.own_tips.append((self.end_counter.key_at, self.end_counter.tooltip))
        tooltips.own_tips.append((self.buttons.key_at, self.buttons.tooltip))  # why Hint or Undo is greyed
        table = TablePart(self.table, ctx)
        self.banner = EndBannerPart(ctx)
        self.trail_zoom = TrailZoom(ctx.zoom, glowing_at=targets.key_at, press=targets.press, say=ctx.say,
                                    covered=lambda pos: any(p.covers(pos) for p in parts if p is not self.trail_zoom))
        parts += [
            self.board_part, targets, self.banner, self.end_counter,
            PromptPart(ctx, self.speed, hover_line=targets.hover_line, thinking=lambda: flow.bots.thinking,
                       forwarding=lambda: flow.fast_forward, last=log.last),
            self.buttons, self.rival_line, self.turn_recap, self.why_card,
            *([self.guide] if self.guide is not None else []),
            table, log, self.trail_zoom,
            LensSample(self.lens, lambda: getattr(app.settings, "text_size", "normal")),
            shows, keys, tooltips, SaveNoticePart(save_notice, lambda: autosave.saver_of(match)),
            LensPart(self.lens, ctx.say, tooltips.view.rect, lambda: table_words.MAGNIFIER_ON,
                     lambda: table_words.MAGNIFIER_OFF),
        ]
        if self.guide is not None:  # the guide's overview and debriefs: over everything, read first
            parts.append(GuideCardPart(self.guide))
            flow.finish_hold = self.guide.modal  # the end's debrief is read before the score pad opens
        # What follows a move, an undo, a hand-off, in this order (the guide before the targets: it
        # narrows the candidates they lay out).
        guided = [self.guide.moved] if self.guide is not None else []
        flow.searched.append(log.searched)
        flow.moved += [table.changed, log.moved, *guided, targets.moved, self.turn_recap.moved,
                       lambda move, events, mover: shows.after_move(move, events),
                       sounds.moved, tooltips.moved, keys.moved]
        flow.undone += [self.turn_recap.undone, log.undone, targets.undone, table.changed]
        flow.taken += [targets.taken, self.turn_recap.taken, table.changed]
        flow.hinted.append(self.turn_recap.panel.close)  # the why card takes its place
        flow.skip_shows, flow.holding = shows.skip_shows, shows.holding
        flow.recap_lines = self.turn_recap.lines
        # What the last frames drew, for the app's resting loop and the frames that redraw a part only.
        self._stale = False  # the last frame's targets were laid out after it was drawn
        self._input = True  # an event came since the last whole frame
        self._drawn: tuple | None = None  # what the last whole frame showed (_shimmer_only compares)
        targets.sync()
        if match.moves and not match.game.is_over and ctx.humans:
            self._say_where()

    def _say_where(self) -> None:
        """A game opened where it was left (Load, Continue): a line on where you are."""
        ctx = self.ctx
        seats, g = ctx.match.seats, ctx.game
        standing = ctx.standing()
        scores = [(seat_name(s), standing.totals[i]) for i, s in enumerate(seats)] if standing is not None else []
        yours = g.to_move == ctx.viewer() and seats[g.to_move].is_human and not ctx.hotseat
        mover = seat_name(seats[g.to_move])
        rnd = ctx.match.round
        ctx.say(lambda: notices.where_you_are(rnd, mover, yours, scores), WHERE_SECONDS,
                while_others_play=True, brief=lambda: notices.where_you_are(rnd, mover, yours, []))

    # ---- the Scene protocol, over the parts ----
    def handle(self, event, pos) -> None:
        self._input = True
        if self.flow.ended:
            return
        for part in reversed(self.parts):
            if part.handle(event, pos):
                return

    def update(self, dt: float) -> None:
        self.ctx.clock += dt
        for part in self.parts:
            part.update(dt)
        self.flow.update(dt)

    def draw(self, surf) -> list[pygame.Rect] | None:
        """Every part in z-order; or, when only the glows' shimmer changed, just what the parts redraw
        alone (refresh); or, while only a show's pieces move, the parts clipped to the box they moved
        in (pixel for pixel the whole frame there). Returns the rects changed, None for the whole canvas."""
        size = surf.get_size()
        if not self.busy() and self._same_as_drawn(size):
            above = self._above(size)
            return [r for part in self.parts for r in part.refresh(surf, above)]
        box = self._show_box(size)
        self._input = self._stale = False
        surf.set_clip(box)
        try:
            for part in self.parts:
                part.draw(surf)
        finally:
            surf.set_clip(None)
        self._drawn = (self._look_still(), self.board.composed_key())
        return None if box is None else [box]

    # ---- stillness: when the window may rest (app.py's loop) ----
    def busy(self) -> bool:
        """Frames at 60 a second: a part moves (a move's show runs or waits to be planned, a recap
        line flashes), or the targets were laid out after the last frame for pieces it drew anew."""
        return self._stale or any(part.busy() for part in self.parts)

    def wake_in(self) -> float | None:
        """A part or the flow waits for something (a computer's turn, a thread's answer, a message's or
        a tooltip's timer, the glows' shimmer): look again at the soonest, and draw only if look()
        changed."""
        waits = [SOON] if self.flow.waiting() else []
        for part in self.parts:
            wait = SOON if part.busy() else part.wake_in()
            if wait is not None:
                waits.append(wait)
        return min(waits) if waits else None

    def look(self) -> tuple:
        """What update() changes on screen without input (input itself always draws): the game and
        the words on it, then the steps of what the parts redraw alone (the glows' shimmer)."""
        return (self._look_still(), tuple(part.tick() for part in self.parts))

    def _look_still(self) -> tuple:
        return (self.flow.look(), *(part.look() for part in self.parts))

    # ---- frames that redraw a part only ----
    def _same_as_drawn(self, size) -> bool:
        """No input since the last frame, the canvas still holds it (no notice went over it), no part
        must be drawn whole, and the board and the words are as it drew them."""
        return (self.app.canvas_by is self and not self._input and not self._stale and self._drawn is not None
                and self._above(size) is not None
                and self._drawn == (self._look_still(), self.board.composed_key()))

    def _above(self, size) -> list[pygame.Rect] | None:
        """Everything the parts draw over what they redraw alone; None when a part can be drawn only whole."""
        out = []
        for part in self.parts:
            rects = part.rects(size)
            if rects is None:
                return None
            out += rects
        return out

    def _show_box(self, size) -> pygame.Rect | None:
        """While only pieces move, where the frame differs from the last one: where each moving part's
        pieces were and are (a show's, and the glows, which shimmer). None: the whole frame (input came,
        the board or the words changed, a show began or ended, a piece landed, something moves that
        says no box, the lens or the guide is on)."""
        if not self._same_as_drawn(size):
            return None
        rects = []
        for part in self.parts:
            moving = part.moving()
            if moving is None:
                return None
            rects += moving
        if not rects:
            return None
        box = rects[0].unionall(rects[1:])
        return box if box.w * box.h <= SHOW_BOX_MAX * 1920 * 1080 else None

    def leave(self) -> None:
        """The scene is leaving the stack (quit, new game, the window closing): stop its threads."""
        self.flow.leave()
        self.log_part.leave()
