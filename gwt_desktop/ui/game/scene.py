"""The game scene: the board, the prompt, the log; clicks narrowed to legal moves by the controller.

The board is drawn from game.view(eyes) for the seat whose eyes the screen is: the one human with a
single human seat, the human who last confirmed a hand-off in hot-seat, whoever moves when every
seat is a computer (the demo). Computer seats think on a thread (bot_turns.py); their answer is
applied at a watchable pace. Every applied move, human or computer, goes through `play` and
`_after_move`, the one place for the log, hand-offs and the extras (animations, sounds); autosave
listens on the match itself.

The parts drawn around the board are their own modules: the decision bar and the choice panel (the
targets the board cannot show), the prompt bar, the log panel, the four game buttons and the
overlays (hand cover, hint and picked rings); GameExtras adds tooltips, animations, sounds and keys.
"""
from __future__ import annotations

import logging
import random

import pygame

from ...engine import IllegalMove, Move
from ...session import autosave
from ...text import action_sentence
from ...text import speed as speed_words
from ...text import table as table_words
from ...text.notices import THINKING, hint
from ..board.board_view import BoardView
from ..board.trail_fees import draw_fees, fees_ahead
from ..kit.layout import Layout, contains
from ..kit.layout import load as load_layout
from ..kit.widgets import INK
from ..scenes import Scene
from . import (
    choice_panel,
    decision_bar,
    end_banner,
    log_panel,
    overlays,
    prompt_bar,
    save_notice,
    table_panel,
)
from .bot_turns import BotTurns
from .buttons import GameButtons
from .controller import CANCEL, Controller, Outcome
from .decision_bar import Target
from .extras import GameExtras
from .guide_overlay import GuidePart
from .hints import Hints
from .log_panel import LogPanel
from .magnifier import Magnifier
from .path_choices import simplify
from .recap_panel import TurnRecap
from .save_notice import SaveNotice
from .sentences import key_label, move_label, prompt_line
from .speed_bar import SpeedBar
from .standing import Standing, banner_text, end_moves, end_near, event_kind, running_score
from .table_panel import TablePanel
from .why_card import WhyCard

log = logging.getLogger(__name__)

DEFAULT_PACE = 0.5  # seconds between two computer moves (settings.computer_pace when there are settings)
BACK = "button:back"  # the decision bar's Cancel of a local action's own choice (the scene's, not the controller's)
DOUBLE_CLICK = 0.25  # a second press this soon on the same spot after a move is a double click: ignored
SAY_SECONDS = 2.5  # how long a short message holds the prompt line
HINT_SECONDS = 6.0
PULSE_STEP = 1 / 30  # the glows' shimmer (board_view._pulse) advances in steps this long when all else is still
THREAD_POLL = 0.05  # a thread's answer (a computer's move, the hint) is looked for this often
SHOW_BOX_MAX = 0.4  # a show's frame redraws only its box while that is at most this share of the canvas
SAVE_POLL = 0.5  # and the autosave's error (it shows a notice)


class GameScene(Scene):
    def __init__(self, app, match, *, pace: float | None = None, bot_budget: float | None = None,
                 guide=None) -> None:
        super().__init__(app)
        self.match = match
        self.layout: Layout = load_layout()
        self.board = BoardView(self.layout)
        self.controller = Controller()
        rng = random.Random(f"bots-{match.seed}")  # one stream for the computers' and the hint's seeds
        self.bots = BotTurns(rng, bot_budget)
        self.hints = Hints(rng)
        self.pace_override = pace  # None: the settings' computer_pace (or DEFAULT_PACE)
        self.clock = 0.0  # scene time (sum of update dts): pacing and double clicks use it
        self.last_move_at = -1e9
        self.last_press: tuple[float, float] | None = None  # where the human's last move was clicked
        self.last_press_at = -1e9
        self.message = prompt_bar.Message()
        self.hover: str | None = None
        self.log = LogPanel()
        self.lens = Magnifier()  # G: what is under the pointer, enlarged
        self.table = TablePanel(self.layout)  # a seat's whole board, everyone's running score (1-4, S)
        self._standing: tuple[tuple | None, Standing | None] = (None, None)
        self.ended = False
        self.generation = 0  # bumps on every applied move: the controller's reset stamp
        self.components: list[tuple[str, tuple]] = []  # the board's pieces as drawn last frame
        self.targets: list[Target] = []  # the decision bar's and the choice panel's, for this decision
        self._choices: list[Move] = []  # the choice panel's moves, row by row (path_choices.simplify)
        self._bar_places: tuple[object, dict] = (None, {})  # (turn, key -> rect): buttons keep their place
        self.turns = 0  # turns begun since the scene opened (the decision bar's places last one turn)
        self._opened = None  # the local action whose own choice is being made now (Cancel takes it back)
        self._view_key: tuple | None = None
        self._view: dict | None = None
        self._fees: tuple[object, dict] = (None, {})  # (controller stamp, fees_ahead of that decision)
        self._enders: tuple[object, frozenset] = (None, frozenset())  # (stamp, moves that trigger the end)
        self.fee_badges: list[tuple[str, pygame.Rect]] = []  # (space, logical rect) drawn last frame
        self._stale = False  # the last frame's targets were laid out after it was drawn
        self._input = True  # an event came since the last whole frame
        self._drawn: tuple | None = None  # what the last whole frame showed (_shimmer_only compares)
        self._banner: pygame.Rect | None = None  # the end banner and the lens, where drawn last
        self._lens: pygame.Rect | None = None
        self._shows: tuple[list, set] = ([], set())  # where the show's pieces were drawn last, and what it hid
        humans = [i for i, s in enumerate(match.seats) if s.is_human]
        self.humans = humans
        self.eyes = humans[0] if humans else match.to_move
        if len(humans) > 1:
            self.eyes = None  # hot-seat: nobody has taken the screen yet, the first hand-off asks
        self.buttons = GameButtons(self.layout, self.ask_hint, self.undo, self.open_menu, self.log.toggle)
        self._pointer = None  # the logical mouse position, for the panels' hover
        self.fast_forward = False  # "To my turn": computers play at once, without shows, until a person decides
        self.speed: SpeedBar | None = None  # the speed controls, in a game with computer seats
        if any(not s.is_human for s in match.seats):
            self.speed = SpeedBar(self.layout.rect("areas", "prompt"), lambda: self.chosen_pace, self.set_pace,
                                  self.skip_shows, self.toggle_fast_forward)
        self.log.catch_up(match)
        self.turn_recap = TurnRecap(match.game)  # "Since your last turn"
        self.guide = GuidePart(guide) if guide is not None else None  # the guided first game
        self.why_card = WhyCard()  # the hint's why
        self._sync()
        self.extras = GameExtras(self)  # tooltips, animations, sounds, keyboard play
        self.save_notice = SaveNotice()  # the autosave failed: stays until dismissed

    # ---- whose eyes, whose turn ----
    @property
    def game(self):
        return self.match.game

    @property
    def hotseat(self) -> bool:
        return len(self.humans) > 1

    def viewer(self) -> int:
        if not self.humans:
            return self.match.to_move  # all computers (the demo): look over the mover's shoulder
        return self.eyes if self.eyes is not None else self.humans[0]

    def human_to_act(self) -> bool:
        """A person may click a move now: a human seat moves and the screen is that seat's."""
        g = self.game
        return not g.is_over and self.match.seat_to_move.is_human and self.eyes == g.to_move

    def needs_handoff(self) -> bool:
        g = self.game
        return (self.hotseat and not g.is_over and self.match.seat_to_move.is_human
                and self.eyes != g.to_move)

    @property
    def hands_covered(self) -> bool:
        """Hot-seat before any human took the screen (a computer moves first, a game just loaded):
        the board shows, but nobody's hand does."""
        return self.hotseat and self.eyes is None

    def confirm_handoff(self, player: int) -> None:
        """The hand-off screen's "I am <name>": the screen becomes that seat's."""
        self.eyes = player
        self.controller.cancel()
        self._sync()
        self.turn_recap.taken(self, player)

    @property
    def chosen_pace(self) -> float:
        """The pace chosen (settings, or the scene's override), fast forward aside."""
        if self.pace_override is not None:
            return self.pace_override
        return float(getattr(self.app.settings, "computer_pace", DEFAULT_PACE))

    @property
    def pace(self) -> float:
        return 0.0 if self.fast_forward else self.chosen_pace

    # ---- the speed controls ----
    def set_pace(self, pace: float) -> None:
        """The pace from the game screen: the same setting as in Settings, saved at once."""
        self.pace_override = None
        self.app.apply_settings(self.app.settings.with_(computer_pace=pace))
        self.say(speed_words.pace_changed(pace))

    def skip_shows(self) -> None:
        """End the shows running now and play a computer move that waits for the pace at once."""
        self.extras.skip_shows()
        self.last_move_at = -1e9

    def toggle_fast_forward(self) -> None:
        if self.human_to_act():
            self.say(speed_words.FAST_FORWARD_YOURS)
            return
        self.fast_forward = not self.fast_forward
        self.say(speed_words.FAST_FORWARD_STARTED if self.fast_forward else speed_words.FAST_FORWARD_STOPPED)
        if self.fast_forward:
            self.skip_shows()

    # ---- applying moves: the one door ----
    def play(self, move: Move) -> bool:
        """Apply a legal move through the match; False (and nothing changed) when it is not legal."""
        mover = self.game.to_move
        try:
            events = self.match.apply(move)
        except IllegalMove as e:
            log.warning("refused %s: %s", move, e)
            return False
        # A local action that asks a choice of its own (which auxiliary action, which worker) is a
        # half-made choice until that is answered: Cancel and a right click take the action back.
        g = self.game
        self._opened = move if (move.kind == "action" and not g.is_over and g.to_move == mover
                                and g.prompt != "loc") else None
        self._after_move(move, events)
        return True

    def _only_choice(self) -> Move | None:
        """After a click, the one move left when the panel's rows merged into one and nothing else
        asks for a click (the board's pieces, a bar button other than Cancel)."""
        if not self.controller.narrowed:
            return None
        g = self.game
        rows = simplify(g, self.controller.choices())
        if len(rows) != 1 or self.controller.board_keys():
            return None
        if any(key != CANCEL for key, _ in self.controller.buttons()):
            return None
        return rows[0][0]

    def can_back_out(self) -> bool:
        """Whether a half-made choice can be backed out of: a click narrowed the candidates, or a
        local action's own choice is open and undo may take the action back."""
        return self.human_to_act() and (self.controller.narrowed
                                        or (self._opened is not None and self.match.can_undo()))

    def back_out(self) -> bool:
        """Right click, Esc and Cancel: drop the narrowing, else take back the action just opened."""
        if self.controller.narrowed:
            self.controller.cancel()
            self._lay_out_targets()
            return True
        if self._opened is not None and self.can_undo():
            self.undo()
            return True
        return False

    def _after_move(self, move: Move, events: list[tuple]) -> None:
        """Everything that follows any applied move: the log, the controller, hand-offs, hooks."""
        self.generation += 1
        self.turns += sum(1 for e in events if event_kind(e) == "turn")
        self.hover = None  # what was under the mouse belonged to the last decision
        self.hints.drop()
        self.why_card.drop()
        self.bots.played()
        self.last_move_at = self.clock
        self.message.clear()
        self.log.catch_up(self.match)
        if self.guide is not None:
            self.guide.moved(self, self.match.movers[-1], events)  # before the next decision's target
        self._sync()
        self.turn_recap.moved(self, self.match.movers[-1], events)
        self.extras.after_move(move, events)
        if self.fast_forward and (self.game.is_over or self.human_to_act() or self.needs_handoff()):
            self.fast_forward = False  # a person decides now: back to the chosen pace
        self._maybe_handoff()

    def _maybe_handoff(self) -> None:
        if self.needs_handoff() and self.app.scene is self:
            player = self.match.to_move
            self.app.open("handoff", seat=self.match.seats[player], player=player,
                          on_confirm=self.confirm_handoff, on_menu=self.open_menu,
                          recap=self.turn_recap.lines(self, player))

    # ---- the controller, kept in step with the game and the drawn board ----
    def view(self) -> dict:
        key = (self.generation, len(self.match.moves), self.viewer())
        if key != self._view_key:
            self._view_key = key
            self._view = self.game.view(self.viewer())
        return self._view

    def standing(self) -> Standing | None:
        """The running score from the screen's eyes, once per position (None if it cannot be had)."""
        key = (self.generation, len(self.match.moves), self.viewer())
        if self._standing[0] != key:
            try:
                self._standing = (key, running_score(self.game, self.viewer()))
            except Exception:  # a score on the side must never stop the game
                log.exception("running score failed")
                self._standing = (key, None)
        return self._standing[1]

    def seat_at(self, pos) -> int | None:
        """The player whose seat bar is at a logical point."""
        for key, rect in self.components:
            if key.startswith("opponent:") and contains(rect, *pos):
                return int(key.split(":", 1)[1])
        return None

    def _sync(self) -> None:
        drawn = [k for k, _ in self.components]
        stamp = (self.generation, len(self.match.moves), self.eyes)
        self.controller.sync(self.game, drawn, stamp=stamp)
        self._lay_out_targets()

    def _lay_out_targets(self) -> None:
        """The decision bar's buttons and the choice panel's rows for the current candidates."""
        self.targets = []
        self._choices = []
        if self.hover and self.hover.startswith(("choice:", "button:", "action:")):
            self.hover = None
        if self.guide is not None:
            self.guide.focus(self)  # the guided game narrows the candidates to the move it points at
        if not self.human_to_act():
            return
        g, seats = self.game, self.match.seats
        bar = [(key, key_label(key, move, g, seats)) for key, move in self.controller.buttons()]
        if self._opened is not None and not self.controller.narrowed and self.match.can_undo():
            bar.append((BACK, table_words.CANCEL))
        rows = simplify(g, self.controller.choices())  # equal paths as one, dearer ones marked
        self._choices = [m for m, _ in rows]
        choices = [move_label(m, g, seats) + (table_words.dearer(extra) if extra else "") for m, extra in rows]
        turn = (self.turns, g.to_move, self.eyes)
        if self._bar_places[0] != turn:
            self._bar_places = (turn, {})
        laid = decision_bar.lay_out(bar, self._bar_places[1])
        self._bar_places[1].update({key: r for key, r, _ in laid})
        self.targets = laid + choice_panel.lay_out(choices)

    def relayout(self) -> None:
        """Lay the targets out again (the candidates changed outside a click: the guide was left)."""
        self._lay_out_targets()

    def clickable(self) -> list[tuple[tuple, str]]:
        """What can be clicked now, as (logical rect, label): exactly what glows."""
        out = self.save_notice.clickable()  # the game goes on under it: both can be clicked
        if not self.human_to_act() or self.ended:
            return out
        out += [(tuple(r), label) for key, r, label in self.targets if key not in (CANCEL, BACK)]
        glow = self.controller.board_keys()
        for key, rect in self.components:
            if key in glow:
                out.append((tuple(rect), self._board_label(key)))
        # Backing out comes last (Tab reaches it after every choice; a first-target clicker moves on).
        out += [(tuple(r), label) for key, r, label in self.targets if key in (CANCEL, BACK)]
        return out

    def _board_label(self, key: str) -> str:
        """What clicking a glowing piece does: its one move, or how many it still chooses between."""
        moves = [m for m in self.controller.candidates if key in self.controller.keys(m)]
        if len(moves) == 1:
            return move_label(moves[0], self.game, self.match.seats)
        return f"{move_label(moves[0], self.game, self.match.seats)} (or {len(moves) - 1} more)" if moves else key

    def _target_label(self, key: str) -> str | None:
        return next((label for k, _, label in self.targets if k == key), None)

    def _key_at(self, pos) -> str | None:
        """The glowing key under a logical point: own targets first, then the topmost board piece."""
        for key, r, _ in self.targets:
            if r.collidepoint(pos):
                return key
        glow = self.controller.board_keys()
        for key, rect in reversed(self.components):
            if key in glow and contains(rect, *pos):
                return key
        return None

    def covers(self, pos) -> bool:
        """Whether one of the scene's own parts (a target, a game button, the open log) is at a logical
        point, above the board."""
        return (any(r.collidepoint(pos) for _, r, _ in self.targets) or self.buttons.covers(pos)
                or self.log.covers(pos) or self.table.covers(pos)
                or (self.speed is not None and self.speed.covers(pos))
                or self.turn_recap.panel.covers(pos) or self.why_card.covers(pos)
                or (self.guide is not None and self.guide.covers(pos)))

    def done_rect(self) -> pygame.Rect | None:
        """Where the Done button is now (Enter and Space press it), None when Done is not offered."""
        return next((r for key, r, _ in self.targets if key == "button:done"), None)

    # ---- input ----
    def handle(self, event, pos) -> None:
        self._input = True
        if self.ended:
            return
        if event.type == pygame.MOUSEMOTION and pos is not None:
            self.lens.point(pos)
        if self.save_notice.handle(event, pos):
            return
        if self.table.handle(event, pos, len(self.match.seats), self.seat_at):
            self.extras.tips.hide()
            return
        if self.extras.handle(event, pos):
            return
        if self.buttons.handle(event, pos):
            return
        if self.speed is not None and self.speed.handle(event, pos):
            return
        if self.turn_recap.panel.handle(event, pos, self.clock):
            return
        if self.guide is not None and self.guide.handle(self, event, pos):
            return
        if event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEWHEEL:
            self.log.wheel(event.y)
        elif event.type == pygame.MOUSEMOTION and pos is not None:
            self._pointer = pos
            self.hover = self._key_at(pos) if self.human_to_act() and not self.table.covers(pos) else None
        elif event.type == pygame.MOUSEBUTTONDOWN and pos is not None:
            if event.button == 1:
                self.press(pos)
            elif event.button == 3:
                self.back_out()

    def _key(self, event) -> None:
        if event.key == pygame.K_ESCAPE:
            if self.can_back_out():
                self.back_out()
            elif self.log.open:
                self.log.open = False
            else:
                self.open_menu()
        elif event.key == pygame.K_l:
            self.log.toggle()
        elif event.key == pygame.K_g:
            self.say(table_words.MAGNIFIER_ON if self.lens.toggle() else table_words.MAGNIFIER_OFF)
        elif event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()

    def press(self, pos, *, key: bool = False) -> None:
        """A press at a logical point: the mouse's left click, or a key (key=True) landing exactly where
        a click on its target would; a key is never the second half of a double click."""
        if key:
            self.last_press = None
        if self.log.covers(pos):
            return
        if not self.human_to_act():
            seat = self.match.seat_to_move
            if not self.game.is_over and not seat.is_human:
                self.say(f"{seat.name} (computer) is thinking…")
            return
        if (self.last_press is not None and self.clock - self.last_press_at < DOUBLE_CLICK
                and abs(pos[0] - self.last_press[0]) < 8 and abs(pos[1] - self.last_press[1]) < 8):
            return  # the second half of a double click: the move it was meant for is already made
        target = self._key_at(pos)
        if target == BACK:
            self.back_out()
            return
        if target is None:
            self.extras.refused()
            self.say("Not a choice now — the glowing places are.")
            return
        if target.startswith("choice:"):  # the panel's rows are this scene's (merged paths)
            i = int(target.split(":", 1)[1])
            outcome = Outcome(move=self._choices[i]) if 0 <= i < len(self._choices) else self.controller.click(target)
        else:
            outcome = self.controller.click(target)
        if outcome.hint:
            self.say(outcome.hint)
        if outcome.move is None and self._only_choice() is not None:
            outcome = Outcome(move=self._only_choice())  # two equal paths: nothing left to choose
        if outcome.move is not None:
            self.last_press, self.last_press_at = pos, self.clock
            if not self.play(outcome.move):
                self.say("That move is not legal now.")
                self._sync()
        else:
            self._lay_out_targets()

    def say(self, text: str, seconds: float = SAY_SECONDS) -> None:
        self.message.say(text, self.clock, seconds)

    # ---- undo, hint and menu (the game buttons) ----
    def can_undo(self) -> bool:
        return self.human_to_act() and self.match.can_undo()

    def undo(self) -> None:
        """Take back the human's last move of this turn (Match.undo decides how far one may go)."""
        if not self.can_undo():
            self.say("Nothing to undo: a card or tile was revealed, or your turn has passed.")
            return
        self.hints.drop()  # the advice was for the decision being taken back
        self.why_card.drop()
        self.message.clear()
        self.match.undo()
        self.turn_recap.undone()
        self._opened = None
        self.generation += 1
        self.hover = None
        self.bots.played()
        self.log.rebuild(self.match)
        self._sync()

    def ask_hint(self) -> None:
        """The Hint's move (ui/game/hints.py) for the human to move, thought on a thread; its pieces get a blue ring."""
        if not self.human_to_act():
            return
        self.why_card.drop()
        self.hints.ask(self.game, self.controller.stamp)
        self.say(THINKING, 3600.0)  # until the thread ends: with its advice, or without any

    def _poll_hint(self) -> None:
        move = self.hints.poll(self.controller.stamp, self.controller.legal)
        if move is not None:
            self.say(hint(move_label(move, self.game, self.match.seats)), HINT_SECONDS)
            self.turn_recap.panel.close()  # the why card takes its place
            self.why_card.explain(self.game, self.game.to_move, move, self.controller.stamp, self.match.seats,
                                  self.hints.rng.getrandbits(32))
        elif not self.hints.waiting and self.message.text == THINKING:
            self.message.clear()  # the thread ended without advice that still fits the decision

    def open_menu(self) -> None:
        self.app.open("menu", match=self.match)

    def leave(self) -> None:
        """The scene is leaving the stack (quit, new game, the window closing): stop its threads."""
        self.bots.stop()
        self.hints.drop()

    # ---- time: computer seats and the end ----
    def update(self, dt: float) -> None:
        self.clock += dt
        self.extras.update(dt)
        self.buttons["undo"].enabled = self.can_undo()
        self.buttons["hint"].enabled = self.human_to_act() and not self.hints.busy
        if self.hints.waiting or self.message.text == THINKING:
            self._poll_hint()
        self.message.expire(self.clock)
        saver = autosave.saver_of(self.match)
        self.save_notice.offer(saver.error if saver is not None else None)
        g = self.game
        if self.fast_forward:
            self.extras.skip_shows()
        if g.is_over:
            self._finish()
            return
        if self.needs_handoff():
            self._maybe_handoff()
            return
        seat = self.match.seat_to_move
        if seat.is_human:
            return
        move = self.bots.answer(g, seat)
        news = self.bots.news()
        if news:
            self.say(news, HINT_SECONDS)  # the watchdog gave up on a stuck computer: a simpler one played
        if move is not None and self.clock - self.last_move_at >= self.pace and not self.extras.holding():
            self.bots.played()
            if not self.play(move):
                self.play(self.bots.fallback(g))

    # ---- stillness: when the window may rest (app.py's loop) ----
    def busy(self) -> bool:
        """Frames now: a move's show runs or waits to be planned, a recap line flashes."""
        ex = self.extras
        return (ex.animator.busy or bool(ex._pending) or self.turn_recap.panel.flash is not None
                or self._stale)

    def wake_in(self) -> float | None:
        """The nearest of: the glows' next shimmer step, a message's end, a tooltip's delay, a computer's
        move due at the pace, a thread's answer to look for (a computer's, the hint's, the autosave's)."""
        waits = [SAVE_POLL]
        if self.human_to_act() and self.controller.board_keys():
            waits.append(PULSE_STEP - (pygame.time.get_ticks() / 1000) % PULSE_STEP)
        if self.message.text:
            waits.append(self.message.until - self.clock)
        tips = self.extras.tips
        if tips.key is not None and not tips.visible:
            waits.append(tips.delay - tips.waited)
        if not self.ended and not self.game.is_over and not self.match.seat_to_move.is_human:
            due = self.last_move_at + self.pace - self.clock
            waits.append(due if self.bots.pending is not None else THREAD_POLL)
        if self.hints.waiting:
            waits.append(THREAD_POLL)
        return max(0.0, min(waits))

    def look(self) -> tuple:
        """What update() changes on screen without input (input itself always draws): the game and
        the words on it, then the glows' shimmer step."""
        pulse = (self.human_to_act() and bool(self.controller.board_keys())
                 and pygame.time.get_ticks() // round(PULSE_STEP * 1000))
        return (self._look_still(), pulse)

    def _look_still(self) -> tuple:
        tips = self.extras.tips
        return (self.generation, self.message.text, self.bots.thinking, self.hints.busy, self.hints.move,
                tips.visible and (tips.key, tips.version), self.save_notice.text, self.fast_forward)

    def _shimmer_only(self) -> bool:
        """Whether the frame due changes nothing but the glows' shimmer: no input since the last frame,
        nothing moving or new, and the canvas still holds that frame (no notice went over it)."""
        return (self.app.canvas_by is self and not self._input and not self.busy() and self._drawn is not None
                and self._drawn == (self._look_still(), self.board.composed_key())
                and self.guide is None)

    def _shimmer(self, surf) -> list[pygame.Rect]:
        """The shimmer alone: each glow's box is restored from the board's composed layer, every pulse
        and the fee badges and rings drawn over the glows are drawn again inside it, clipped; a glow
        under anything else (a panel, a tooltip, the lens, a button) keeps its colour until the next
        whole frame. The rects changed, for the app to show."""
        above = self._above(surf.get_size())
        fees = dict(self.trail_fees())
        hinted = set(self.controller.keys(self.hints.move)) if self.hints.move is not None else set()
        colors = [s.color for s in self.match.seats]
        out = []
        for box in self.board.glow_boxes():
            if box.collidelist(above) != -1:
                continue
            surf.set_clip(box)
            self.board.restore(surf, box)
            self.board.pulse(surf)
            near = {space: fees[space] for space, r in self.fee_badges if space in fees and r.colliderect(box)}
            if near:
                draw_fees(surf, near, self.layout, colors)
            overlays.rings(surf, self.components, self.targets, hinted, self.controller.picked)
            surf.set_clip(None)
            out.append(box)
        return out

    def _above(self, size) -> list[pygame.Rect]:
        """Everything drawn above the board's glows but the fee badges and rings (_shimmer redraws those)."""
        out = [pygame.Rect(self.layout.rect("areas", "prompt")).inflate(8, 8)]
        out += [b.rect.inflate(8, 8) for b in self.buttons.buttons.values()]
        out += [r.inflate(60, 100) for _, r, _ in self.targets]  # the bar's glow, the choice box and its heading
        if self._banner is not None:
            out.append(self._banner)
        if self.hands_covered:
            out.append(pygame.Rect(self.layout.rect("areas", "hand")))
        if self.log.open:
            out.append(log_panel.RECT)
        if self.table.open is not None:
            out.append(table_panel.AREA.inflate(40, 40))
        panel = self.turn_recap.panel
        if panel.open:
            out.append(panel.rect.inflate(8, 8))
        if self.why_card.shown:
            out.append(self.why_card.rect.inflate(8, 8))
        if self.save_notice.text:
            out.append(save_notice.RECT.inflate(8, 8))
        tip = self.extras.tips.rect(size)
        if tip is not None:
            out.append(tip)
        if self._lens is not None:
            out.append(self._lens.inflate(12, 12))
        if self.extras.focus.current is not None:
            out.append(pygame.Rect(self.extras.focus.current[0]).inflate(120, 140))  # its ring and tag
        return out


    def _finish(self) -> None:
        if self.ended:
            return
        self.ended = True
        self.leave()
        if self.app.scene is self:
            self.app.open("score_pad", match=self.match, replace=True)

    # ---- drawing ----
    def draw(self, surf) -> list[pygame.Rect] | None:
        if self._shimmer_only():
            return self._shimmer(surf)
        shown = self.extras.animator.rects()
        box = self._show_box(shown)
        surf.set_clip(box)
        try:
            self._draw_whole(surf)
        finally:
            surf.set_clip(None)
        self._shows = (shown, self.extras.animator.hidden())
        return None if box is None else [box]

    def _show_box(self, shown: list) -> pygame.Rect | None:
        """During a show, where the frame differs from the last one: where its pieces were and are (and
        the glows, which shimmer). None: the whole frame (input came, the board or the words changed,
        a show began or ended, a piece landed, the lens or the guide is on)."""
        last, hidden = self._shows
        if not (shown and last and self.app.canvas_by is self and not self._input and self._drawn is not None
                and not self.extras._pending and not self._stale and self.guide is None and not self.lens.on
                and self.turn_recap.panel.flash is None and hidden == self.extras.animator.hidden()
                and self._drawn == (self._look_still(), self.board.composed_key())):
            return None
        rects = [*last, *shown, *self.board.glow_boxes()]
        box = rects[0].unionall(rects[1:])
        return box if box.w * box.h <= SHOW_BOX_MAX * 1920 * 1080 else None

    def _draw_whole(self, surf) -> None:
        """Everything, in order (clipped to the show's box when only a show moves)."""
        self._input = False
        view = self.view()
        glow = self.controller.board_keys() if self.human_to_act() else set()
        standing = self.standing()
        shown = self.extras.shown(view)
        if standing is not None:
            shown = {**shown, "scores": list(standing.totals)}
        self.board.draw(surf, shown, self.match.seats, highlight=glow, seat=self.viewer())
        comps = self.board.components()
        self._stale = comps != self.components
        if self._stale:  # the targets follow the pieces just drawn: one more frame shows them
            self.components = comps
            self._sync()
        if self.hands_covered:
            overlays.hand_cover(surf, self.layout.rect("areas", "hand"))
        self.fee_badges = draw_fees(surf, self.trail_fees(), self.layout, [s.color for s in self.match.seats])
        hinted = set(self.controller.keys(self.hints.move)) if self.hints.move is not None else set()
        overlays.rings(surf, self.components, self.targets, hinted, self.controller.picked)
        self._draw_prompt(surf)
        self.buttons.draw(surf, self.log.open)
        bar = [t for t in self.targets if not t[0].startswith("choice:")]
        choices = [t for t in self.targets if t[0].startswith("choice:")]
        choice_panel.draw_box(surf, choices)
        decision_bar.draw(surf, bar, self.hover)
        choice_panel.draw_rows(surf, choices, self.hover)
        seats = self.match.seats
        self._banner = end_banner.draw(surf, banner_text(view, [s.name for s in seats], bool(self.end_moves())))
        self.turn_recap.panel.draw(surf, self.components, self.clock, self._pointer)
        self.why_card.draw(surf, self.controller.stamp)
        if self.guide is not None:
            self.guide.draw(surf, self, self._pointer)
        self.table.draw(surf, view, standing, [s.color for s in seats], [s.name for s in seats],
                        show_hand=not self.hands_covered)
        self.log.draw(surf, self.match.seats)
        self.lens.text_size = getattr(self.app.settings, "text_size", "normal")
        self.lens.sample(surf)  # the board as drawn, before tooltips cover it
        self.extras.draw(surf)
        self.save_notice.draw(surf)
        self._lens = self.lens.draw(surf, avoid=self.extras.tips.rect(surf.get_size()))
        self._drawn = (self._look_still(), self.board.composed_key())

    def trail_fees(self) -> dict[str, tuple[int, int]]:
        """The fees ahead of the human choosing where to move ({} otherwise), once per decision."""
        if not self.human_to_act():
            return {}
        stamp = self.controller.stamp
        if self._fees[0] != stamp:
            self._fees = (stamp, fees_ahead(self.game, self.controller.legal))
        return self._fees[1]

    def end_moves(self) -> frozenset[str]:
        """The legal moves (text form) of the human to act that would trigger the end, once per decision."""
        if not self.human_to_act() or not end_near(self.view()):
            return frozenset()
        stamp = self.controller.stamp
        if self._enders[0] != stamp:
            self._enders = (stamp, end_moves(self.game, self.controller.legal))
        return self._enders[1]

    def ends_game(self, key: str) -> bool:
        """Whether a glowing target's moves would trigger the end of the game."""
        enders = self.end_moves()
        return bool(enders) and any(str(m) in enders for m in self.controller.candidates
                                    if key in self.controller.keys(m))

    def _draw_prompt(self, surf) -> None:
        rect = self.layout.rect("areas", "prompt")
        if self.speed is not None:
            self.speed.compact = self.human_to_act()
            self.speed.draw(surf, self.fast_forward)
            rect = self.speed.prompt_rect(rect)
        if self.message.text:
            line, rgb = self.message.text, prompt_bar.MESSAGE_RGB
        elif self.hover and self.human_to_act() and self.hover in self.controller.glowing():
            line, rgb = self._target_label(self.hover) or self._board_label(self.hover), INK
            if self.hover.startswith("action:"):  # the button's short label said in full
                line = f"{line}: {action_sentence(self.hover.split(':', 1)[1])}"
        else:
            line, rgb = prompt_line(self.game, self.match.seats), INK
        prompt_bar.draw(surf, rect, self.match.seat_to_move, self.bots.thinking,
                        line, rgb, self.log.last)
