"""The game scene's choosing: the controller kept in step with the game and the drawn board, the
decision bar's buttons and the choice panel's rows for the candidates now, and a press (a click, or a
key landing where a click would) narrowed to one legal move and played through the turn's flow.

It is the lowest part that takes input, so whatever no part above took comes here: the pointer's
hover, a left click (press), a right click (back out), Esc (back out, else close the log, else the
menu). clickable() is what glows, as the keyboard ring, the tests and the monkey click it.
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from ...engine import EventKind, Move
from ...text import action_sentence, i18n, menus, notices, seat_name
from ...text import table as table_words
from ...text.notices import with_warning
from ..kit.layout import contains
from ..kit.part import SOON, Part
from ..kit.sentences import move_label
from . import choice_panel, decision_bar, deliveries
from .context import GameContext
from .controller import CANCEL, Outcome
from .decision_bar import key_label
from .path_choices import simplify
from .turn_flow import TurnFlow

BACK = "button:back"  # the decision bar's Cancel of a local action's own choice (the scene's, not the controller's)
WAIT_SECONDS = 6.0  # "Orange is playing — your turn is next" stays this long, across their moves
DOUBLE_CLICK = 0.25  # a second press this soon on the same spot after a move is a double click: ignored


class TargetsPart(Part):
    def __init__(self, ctx: GameContext, flow: TurnFlow, *, refused: Callable[[], None],
                 log_covers: Callable[[tuple], bool], table_covers: Callable[[tuple], bool],
                 close_log: Callable[[], bool]) -> None:
        self.ctx = ctx
        self.flow = flow
        self.refused = refused  # a click on nothing that is a choice now (the error sound)
        self.log_covers = log_covers  # the open log lies over the board: a press there is nobody's
        self.table_covers = table_covers  # an open table panel: nothing under it is hovered
        self.close_log = close_log  # Esc's second meaning; False when the log was not open
        self.focus: Callable[[], None] | None = None  # the guided game narrows the candidates first
        self.choices: list[Move] = []  # the choice panel's moves, row by row (path_choices.simplify)
        self._bar_places: tuple[object, dict] = (None, {})  # (turn, key -> rect): buttons keep their place
        self.turns = 0  # turns begun since the scene opened (the decision bar's places last one turn)
        self.last_press: tuple[float, float] | None = None  # where the human's last move was clicked
        self.last_press_at = -1e9
        self._language = i18n.language()  # the language the targets' words were laid out in

    # ---- the flow's news ----
    def moved(self, move, events, mover) -> None:
        self.turns += sum(1 for e in events if e.kind == EventKind.TURN)
        self.ctx.hover = None  # what was under the mouse belonged to the last decision
        self.sync()

    def undone(self) -> None:
        self.ctx.hover = None
        self.sync()

    def taken(self, player: int) -> None:
        self.sync()

    # ---- the controller and the targets ----
    def sync(self) -> None:
        """The controller to the game and the pieces drawn now, then the targets laid out again."""
        ctx = self.ctx
        keys = ctx.drawn_keys or [k for k, _ in ctx.components]  # all drawn: zoomed out of sight counts
        ctx.controller.sync(ctx.game, keys, stamp=ctx.stamp)
        self.lay_out()

    def lay_out(self) -> None:
        """The decision bar's buttons and the choice panel's rows for the current candidates."""
        ctx = self.ctx
        ctx.targets = []
        self.choices = []
        if ctx.hover and ctx.hover.startswith(("choice:", "button:", "action:")):
            ctx.hover = None
        if self.focus is not None:
            self.focus()  # the guided game narrows the candidates to the move it points at
        if not ctx.human_to_act():
            return
        g, seats, c = ctx.game, ctx.match.seats, ctx.controller
        bar = [(key, key_label(key, move, g, seats)) for key, move in c.buttons()]
        if self.flow.opened is not None and not c.narrowed and ctx.match.can_undo():
            bar.append((BACK, menus.CANCEL))
        rows = simplify(g, c.choices())  # equal paths as one, dearer ones marked
        self.choices = [m for m, _ in rows]
        choices = [table_words.dearer(move_label(m, g, seats), extra) if extra else move_label(m, g, seats)
                   for m, extra in rows]
        turn = (self.turns, g.to_move, ctx.eyes)
        if self._bar_places[0] != turn:
            self._bar_places = (turn, {})
        laid = decision_bar.lay_out(bar, self._bar_places[1])
        self._bar_places[1].update({key: r for key, r, _ in laid})
        ctx.targets = laid + choice_panel.lay_out(choices)

    def clickable(self) -> list[tuple[tuple, str]]:
        """What can be clicked now, as (logical rect, label): exactly what glows."""
        ctx = self.ctx
        if not ctx.human_to_act():
            return []
        out = [(tuple(r), label) for key, r, label in ctx.targets if key not in (CANCEL, BACK)]
        glow = ctx.controller.board_keys()
        for key, rect in ctx.components:
            if key in glow:
                out.append((tuple(rect), self.board_label(key)))
        # Backing out comes last (Tab reaches it after every choice; a first-target clicker moves on).
        out += [(tuple(r), label) for key, r, label in ctx.targets if key in (CANCEL, BACK)]
        return out

    def board_label(self, key: str) -> str:
        """What clicking a glowing piece does: its one move, or how many it still chooses between."""
        ctx = self.ctx
        c = ctx.controller
        moves = [m for m in c.candidates if key in c.keys(m)]
        if len(moves) == 1:
            return move_label(moves[0], ctx.game, ctx.match.seats)
        return notices.or_more(move_label(moves[0], ctx.game, ctx.match.seats), len(moves) - 1) if moves else key

    def target_label(self, key: str) -> str | None:
        return next((label for k, _, label in self.ctx.targets if k == key), None)

    def hover_line(self) -> str | None:
        """The prompt line for the glowing target under the pointer (None: nothing glowing there)."""
        ctx = self.ctx
        if not (ctx.hover and ctx.human_to_act() and ctx.hover in ctx.controller.glowing()):
            return None
        line = self.target_label(ctx.hover) or self.board_label(ctx.hover)
        if ctx.hover.startswith("action:"):  # the button's short label said in full
            line = notices.said_in_full(line, action_sentence(ctx.hover.split(':', 1)[1]))
        if ctx.hover == deliveries.KC_KEY:  # the herd reaches only one city: said before it is chosen
            line = with_warning(line, deliveries.warning(ctx))
        return line

    def key_at(self, pos) -> str | None:
        """The glowing key under a logical point: own targets first, then the topmost board piece."""
        ctx = self.ctx
        for key, r, _ in ctx.targets:
            if r.collidepoint(pos):
                return key
        glow = ctx.controller.board_keys()
        for key, rect in reversed(ctx.components):
            if key in glow and contains(rect, *pos):
                return key
        return None

    def done_rect(self) -> pygame.Rect | None:
        """Where the Done button is now (Enter and Space press it), None when Done is not offered."""
        return next((r for key, r, _ in self.ctx.targets if key == "button:done"), None)

    def _only_choice(self) -> Move | None:
        """After a click, the one move left when the panel's rows merged into one and nothing else
        asks for a click (the board's pieces, a bar button other than Cancel)."""
        c = self.ctx.controller
        if not c.narrowed:
            return None
        rows = simplify(self.ctx.game, c.choices())
        if len(rows) != 1 or c.board_keys():
            return None
        if any(key != CANCEL for key, _ in c.buttons()):
            return None
        return rows[0][0]

    # ---- backing out ----
    def can_back_out(self) -> bool:
        """Whether a half-made choice can be backed out of: a click narrowed the candidates, or a
        local action's own choice is open and undo may take the action back."""
        ctx = self.ctx
        return ctx.human_to_act() and (ctx.controller.narrowed
                                       or (self.flow.opened is not None and ctx.match.can_undo()))

    def back_out(self) -> bool:
        """Right click, Esc and Cancel: drop the narrowing, else take back the action just opened."""
        if self.ctx.controller.narrowed:
            self.ctx.controller.cancel()
            self.lay_out()
            return True
        if self.flow.opened is not None and self.flow.can_undo():
            self.flow.undo()
            return True
        return False

    # ---- input ----
    def handle(self, event, pos) -> bool:
        ctx = self.ctx
        if event.type == pygame.KEYDOWN:
            if event.key != pygame.K_ESCAPE:
                return False
            if self.can_back_out():
                self.back_out()
            elif not self.close_log():
                self.flow.open_menu()
            return True
        if pos is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            ctx.pointer = pos
            ctx.hover = self.key_at(pos) if ctx.human_to_act() and not self.table_covers(pos) else None
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 1:
                self.press(pos)
            elif event.button == 3:
                self.back_out()
            return True
        return False

    def press(self, pos, *, key: bool = False) -> None:
        """A press at a logical point: the mouse's left click, or a key (key=True) landing exactly where
        a click on its target would; a key is never the second half of a double click."""
        ctx = self.ctx
        if key:
            self.last_press = None
        if self.log_covers(pos):
            return
        if not ctx.human_to_act():
            g = ctx.game
            if not g.is_over and ctx.humans and not ctx.needs_handoff():
                seats, n = ctx.match.seats, len(ctx.match.seats)
                after = [(g.to_move + k) % n for k in range(1, n)]  # the turns after this one, in order
                me = ctx.viewer()
                before_me = [seat_name(seats[p]) for p in after[:after.index(me)]] if me in after else []
                ctx.say(notices.others_playing(seat_name(seats[g.to_move]), before_me), WAIT_SECONDS,
                        while_others_play=True)
            return
        if (self.last_press is not None and ctx.clock - self.last_press_at < DOUBLE_CLICK
                and abs(pos[0] - self.last_press[0]) < 8 and abs(pos[1] - self.last_press[1]) < 8):
            return  # the second half of a double click: the move it was meant for is already made
        target = self.key_at(pos)
        if target == BACK:
            self.back_out()
            return
        if target is None:
            self.refused()
            ctx.say(notices.NOT_A_PLACE)
            return
        c = ctx.controller
        if target.startswith("choice:"):  # the panel's rows are this part's (merged paths)
            i = int(target.split(":", 1)[1])
            outcome = Outcome(move=self.choices[i]) if 0 <= i < len(self.choices) else c.click(target)
        else:
            outcome = c.click(target)
        if outcome.hint:
            ctx.say(outcome.hint)
        if outcome.move is None and self._only_choice() is not None:
            outcome = Outcome(move=self._only_choice())  # two equal paths: nothing left to choose
        if outcome.move is not None:
            self.last_press, self.last_press_at = pos, ctx.clock
            if not self.flow.play(outcome.move):
                ctx.say(notices.NOT_LEGAL)
                self.sync()
        else:
            self.lay_out()

    # ---- the rest of the protocol ----
    def update(self, dt: float) -> None:
        pass

    def covers(self, pos) -> bool:
        return any(r.collidepoint(pos) for _, r, _ in self.ctx.targets)

    def rects(self, size) -> list[pygame.Rect]:
        return [r.inflate(60, 100) for _, r, _ in self.ctx.targets]  # the bar's glow, the choice box and its heading

    def wake_in(self) -> float | None:
        """While a second press on the spot of the last move would count as a double click: the loop
        keeps looking (THREAD_POLL), so the scene's clock follows the wall clock until the window has
        passed. A resting loop does not advance the clock, and the events that wake it are handled
        before the time slept is counted: without this, a click on the same spot seconds after a move
        was taken for the move's double click and silently dropped."""
        return SOON if self.last_press is not None and self.ctx.clock - self.last_press_at < DOUBLE_CLICK else None

    def draw(self, surf) -> None:
        if self._language != i18n.language():  # a switch in Settings: the buttons' and rows' words anew
            self._language = i18n.language()
            self.lay_out()
        targets, hover = self.ctx.targets, self.ctx.hover
        bar = [t for t in targets if not t[0].startswith("choice:")]
        choices = [t for t in targets if t[0].startswith("choice:")]
        choice_panel.draw_box(surf, choices)
        decision_bar.draw(surf, bar, hover)
        choice_panel.draw_rows(surf, choices, hover)
