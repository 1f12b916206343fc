"""The game scene: a thin assembler of the parts around the board and of the turn's flow.

The board is drawn from game.view(eyes) for the seat whose eyes the screen is: the one human with a
single human seat, the human who last confirmed a hand-off in hot-seat, whoever moves when every
seat is a computer (the demo). What the parts share lives in GameContext (context.py); the turn's
flow (turn_flow.py: every applied move, undo, the computers' pacing, the Hint, fast forward,
hand-offs, the end) tells the parts what happened through its listeners. Autosave listens on the
match itself.

The parts keep one protocol (parts.py: handle, update, draw, covers, busy) and sit in one list in
z-order, the first drawn first: the board, the targets (decision bar, choice panel; the clicks no part
above took), the end banner, the prompt bar with the speed controls, the four game buttons, "Since
your last turn", the hint's why, the guide's callout, the table panels, the log, the magnifier's
sample, the extras (animations, keyboard ring, tooltips), the autosave notice and the magnifier.
An event goes to the topmost part first and stops where it is consumed.
"""
from __future__ import annotations

from ...session import autosave
from ...text import notices
from ...text import table as table_words
from ..board.board_view import BoardView
from ..kit.layout import load as load_layout
from ..scenes import Scene
from .buttons import GameButtons
from .context import GameContext
from .deliveries import ForcedDeliveries
from .end_counter import EndCounter
from .extras import GameExtras
from .guide_overlay import GuideCardPart, GuidePart
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
    TablePart,
)
from .recap_panel import TurnRecap
from .save_notice import SaveNotice
from .speed_bar import SpeedBar
from .table_panel import TablePanel
from .targets import TargetsPart
from .turn_flow import TurnFlow
from .why_card import WhyCard

WHERE_SECONDS = 8.0  # the "where you are" line after a load holds the prompt this long


class GameScene(Scene):
    def __init__(self, app, match, *, pace: float | None = None, bot_budget: float | None = None,
                 guide=None) -> None:
        super().__init__(app)
        self.match = match
        parts: list[Part] = []  # filled below, in z-order; the callables handed out read it, not the scene
        self.parts = parts
        ctx = self.ctx = GameContext(match, load_layout())
        self.why_card = WhyCard(lambda: ctx.controller.stamp)  # the hint's why
        flow = self.flow = TurnFlow(ctx, app, self.why_card, on_top=lambda: app.scene is self, pace=pace,
                                    bot_budget=bot_budget)
        self.log = panel = LogPanel()
        panel.catch_up(match)
        log = LogPart(panel, match)
        self.table = TablePanel(ctx.layout)  # a seat's whole board, everyone's running score (1-4, S)
        self.targets_part = targets = TargetsPart(ctx, flow, refused=lambda: app.sounds.error(),
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
        self.guide = None  # the guided first game
        if guide is not None:
            self.guide = GuidePart(guide, ctx, relayout=targets.lay_out, clickable=clickable)
            targets.focus = self.guide.focus
        self.speed: SpeedBar | None = None  # the speed controls, in a game with computer seats
        if any(not s.is_human for s in match.seats):
            self.speed = SpeedBar(ctx.layout.rect("areas", "prompt"), lambda: flow.chosen_pace, flow.set_pace,
                                  flow.skip, flow.toggle_fast_forward)
        self.buttons = GameButtons(ctx.layout, flow.ask_hint, flow.undo, flow.open_menu, panel.toggle,
                                   can_undo=flow.can_undo, log_open=lambda: panel.open,
                                   can_hint=lambda: ctx.human_to_act() and not flow.hints.busy)
        self.extras = extras = GameExtras(ctx, app, covers=covers, clickable=clickable, press=targets.press,
                                 done_rect=targets.done_rect, pace=lambda: flow.pace)  # tooltips, shows, keys
        self.board = BoardView(ctx.layout)
        self.board_part = BoardPart(ctx, self.board, shown=self.extras.shown, hinted=lambda: flow.hints.move,
                                    moved_pieces=targets.sync,
                                    text_scale=lambda: getattr(app.settings, "text_scale", 1.0))
        self.lens = Magnifier()  # G: what is under the pointer, enlarged
        self.deliveries = deliveries = ForcedDeliveries(ctx)  # told when the engine delivered without asking
        deliveries.undone()
        self.end_counter = EndCounter(ctx)  # how many more workers until the end, the last round
        extras.own_tips.append((self.end_counter.key_at, self.end_counter.tooltip))
        table = TablePart(self.table, ctx)
        parts += [
            self.board_part, targets, EndBannerPart(ctx), self.end_counter,
            PromptPart(ctx, self.speed, hover_line=targets.hover_line, thinking=lambda: flow.bots.thinking,
                       forwarding=lambda: flow.fast_forward, last=lambda: panel.last),
            self.buttons, self.turn_recap, self.why_card, *([self.guide] if self.guide is not None else []),
            table, log,
            LensSample(self.lens, lambda: getattr(app.settings, "text_size", "normal")),
            self.extras, SaveNoticePart(save_notice, lambda: autosave.saver_of(match)),
            LensPart(self.lens, ctx.say, self.extras.tips.rect, table_words.MAGNIFIER_ON,
                     table_words.MAGNIFIER_OFF),
        ]
        if self.guide is not None:  # the guide's overview and debriefs: over everything, read first
            parts.append(GuideCardPart(self.guide))
            flow.finish_hold = self.guide.modal  # the end's debrief is read before the score pad opens
        # What follows a move, an undo, a hand-off, in this order (the guide before the targets: it
        # narrows the candidates they lay out).
        guided = [self.guide.moved] if self.guide is not None else []
        flow.moved += [table.changed, log.moved, *guided, targets.moved, self.turn_recap.moved, deliveries.moved,
                       lambda move, events, mover: extras.after_move(move, events)]
        flow.undone += [self.turn_recap.undone, log.undone, targets.undone, table.changed, deliveries.undone]
        flow.taken += [targets.taken, self.turn_recap.taken, table.changed, deliveries.taken]
        flow.hinted.append(self.turn_recap.panel.close)  # the why card takes its place
        flow.skip_shows, flow.holding = self.extras.skip_shows, self.extras.holding
        flow.recap_lines = self.turn_recap.lines
        targets.sync()
        if match.moves and not match.game.is_over and ctx.humans:
            self._say_where()

    def _say_where(self) -> None:
        """A game opened where it was left (Load, Continue): a line on where you are."""
        ctx = self.ctx
        seats, g = ctx.match.seats, ctx.game
        standing = ctx.standing()
        scores = [(s.name, standing.totals[i]) for i, s in enumerate(seats)] if standing is not None else []
        yours = g.to_move == ctx.viewer() and seats[g.to_move].is_human and not ctx.hotseat
        ctx.say(notices.where_you_are(ctx.match.round, seats[g.to_move].name, yours, scores), WHERE_SECONDS,
                while_others_play=True)

    # ---- the Scene protocol, over the parts ----
    def handle(self, event, pos) -> None:
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

    def draw(self, surf) -> None:
        for part in self.parts:
            part.draw(surf)

    def busy(self) -> bool:
        """Whether the scene needs frames without input: a part's show or timer, or the turn's flow."""
        return self.flow.busy() or any(part.busy() for part in self.parts)

    def leave(self) -> None:
        """The scene is leaving the stack (quit, new game, the window closing): stop its threads."""
        self.flow.leave()
