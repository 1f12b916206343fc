"""The game scene: the board, the prompt, the log; clicks narrowed to legal moves by the controller.

The board is drawn from game.view(eyes) for the seat whose eyes the screen is: the one human with a
single human seat, the human who last confirmed a hand-off in hot-seat, whoever moves when every
seat is a computer (the demo). Computer seats think on a BotWorker thread over a determinized clone;
their answer is applied at a watchable pace. Every applied move, human or computer, goes through
`_apply` and `_after_move`, the one place for the log, hand-offs and the extras (animations, sounds);
autosave listens on the match itself.
"""
from __future__ import annotations

import json
import logging
import random
import re
from pathlib import Path

import pygame

from ...ai.base import DEFAULT_BUDGET
from ...ai.random_bot import RandomBot
from ...ai.worker import BotWorker
from ...engine import IllegalMove, Move
from .. import assets, describe
from ..board_view import BoardView
from ..controller import CANCEL, Controller
from ..game_extras import GameExtras
from ..layout import Layout, contains
from ..layout import load as load_layout
from ..trail_fees import draw_fees, fees_ahead
from ..widgets import INK, PAPER, Button, wrap
from . import Scene

log = logging.getLogger(__name__)

DEFAULT_PACE = 0.5  # seconds between two computer moves (settings.computer_pace when there are settings)
DOUBLE_CLICK = 0.25  # a second press this soon on the same spot after a move is a double click: ignored
HINT_SECONDS = 2.5
GLOW = (255, 241, 118)
PICKED = (120, 220, 255)
HINT_RGB = (150, 30, 20)

# Own widgets' places in the logical 1920x1080 space (the band across the trail's middle is the
# emptiest part of the board; the choice panel floats above it).
BAR_Y, BAR_H = 466, 64
BAR_CENTER_X = 760
BAR_MAX_W = 1480
CHOICE_TOP = 236
CHOICE_W, CHOICE_LINE = 700, 46
CHOICE_ROWS = 9
LOG_RECT = pygame.Rect(1520, 180, 396, 612)


def _palette() -> dict:
    with open(Path(__file__).resolve().parent.parent / "palette.json", encoding="utf-8") as f:
        return json.load(f)


_PLAYER_RGB: list[tuple[int, int, int]] = []


def player_rgb(color: int) -> tuple[int, int, int]:
    if not _PLAYER_RGB:
        for p in _palette()["players"]:
            h = p["color"].lstrip("#")
            _PLAYER_RGB.append((int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)))
    return _PLAYER_RGB[color % len(_PLAYER_RGB)]


_REPORTED: set[str] = set()


def _report_once(what: str, detail: object) -> None:
    """Log a failing sentence once per kind: it is asked for every frame, the log must stay readable."""
    if what not in _REPORTED:
        _REPORTED.add(what)
        log.exception("describe failed for %s: %r", what, detail)


def move_label(move: Move, game, seats=None) -> str:
    """describe.move_label, or the move's text if the sentence fails: words must never stop a game."""
    try:
        return describe.move_label(move, game, seats)
    except Exception:  # noqa: BLE001 (reported once by _report_once)
        _report_once(f"move {move.kind}", move)
        return str(move)


def prompt_line(game, seats) -> str:
    try:
        return describe.prompt(game, seats)
    except Exception:  # noqa: BLE001 (reported once by _report_once)
        _report_once(f"prompt {game.prompt}", game.decision)
        return f"{seats[game.to_move].name}: {game.prompt_text}"


def _label_of(key: str, move: Move | None, game, seats=None) -> str:
    if move is not None:
        return move_label(move, game, seats)
    if key == CANCEL:
        return "Cancel"
    return key


class GameScene(Scene):
    def __init__(self, app, match, *, pace: float | None = None, bot_budget: float | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.layout: Layout = load_layout()
        self.board = BoardView(self.layout)
        self.controller = Controller()
        self.worker = BotWorker()
        self.bot_rng = random.Random(f"bots-{match.seed}")
        self.pace_override = pace  # None: the settings' computer_pace (or DEFAULT_PACE)
        self.bot_budget = bot_budget  # None: each level's own DEFAULT_BUDGET
        self.hinter = BotWorker()  # Hard's advice for the human to move, on its own thread
        self.hint_move: Move | None = None
        self.hint_for: tuple | None = None  # the controller stamp the hint was asked for
        self.pending: Move | None = None  # a computer's answer waiting for the pace
        self.thinking = False  # a job for the seat to move is on the worker
        self.clock = 0.0  # scene time (sum of update dts): pacing and double clicks use it
        self.last_move_at = -1e9
        self.last_press: tuple[float, float] | None = None  # where the human's last move was clicked
        self.last_press_at = -1e9
        self.hint: str | None = None
        self.hint_until = 0.0
        self.hover: str | None = None
        self.log_lines: list[tuple[int, str]] = []  # (player or -1, sentence)
        self._logged = 0
        self.log_open = False
        self.log_scroll = 0  # lines scrolled back from the newest
        self.ended = False
        self.generation = 0  # bumps on every applied move: the controller's reset stamp
        self._components: list[tuple[str, tuple]] = []
        self._widgets: list[tuple[str, pygame.Rect, str]] = []  # own clickable widgets of the last layout
        self._view_key: tuple | None = None
        self._view: dict | None = None
        self._fees: tuple[object, dict] = (None, {})  # (controller stamp, fees_ahead of that decision)
        self.fee_badges: list[tuple[str, pygame.Rect]] = []  # (space, logical rect) drawn last frame
        humans = [i for i, s in enumerate(match.seats) if s.is_human]
        self.humans = humans
        self.eyes = humans[0] if humans else match.to_move
        if len(humans) > 1:
            self.eyes = None  # hot-seat: nobody has taken the screen yet, the first hand-off asks
        # Always there, never a move (so not in clickable()): hint, undo, the menu and the log, drawn
        # small in the layout's four button slots (Done has its place in the decision bar).
        slot = lambda name: self.layout.rect("objectives", "buttons", name)
        self._chrome = {
            "hint": Button(slot("done"), "Hint", self.ask_hint),
            "undo": Button(slot("undo"), "Undo", self.undo),
            "menu": Button(slot("menu"), "Menu", self.open_menu),
            "log": Button(slot("log"), "Log", self.toggle_log),
        }
        self._update_log()
        self._sync()
        self.extras = GameExtras(self)  # tooltips, animations, sounds, keyboard play

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

    @property
    def pace(self) -> float:
        if self.pace_override is not None:
            return self.pace_override
        settings = getattr(self.app, "settings", None)
        return float(getattr(settings, "computer_pace", DEFAULT_PACE))

    # ---- applying moves: the one door ----
    def _apply(self, move: Move) -> bool:
        """Apply a legal move through the match; False (and nothing changed) when it is not legal."""
        try:
            events = self.match.apply(move)
        except IllegalMove as e:
            log.warning("refused %s: %s", move, e)
            return False
        self._after_move(move, events)
        return True

    def _after_move(self, move: Move, events: list[tuple]) -> None:
        """Everything that follows any applied move: the log, the controller, hand-offs, hooks."""
        self.generation += 1
        self.hover = None  # what was under the mouse belonged to the last decision
        self.hint_move = self.hint_for = None
        self.hinter.cancel()
        self.last_move_at = self.clock
        self.pending = None
        self.hint = None
        self._update_log()
        self._sync()
        self.extras.after_move(move, events)
        self._maybe_handoff()

    def _maybe_handoff(self) -> None:
        if self.needs_handoff() and self.app.scene is self:
            from .handoff import HandoffScene

            self.app.push(HandoffScene(self.app, self, self.match.to_move))

    def _update_log(self) -> None:
        """Sentences for the events not logged yet: one move's events at a time (describe folds the
        money into the sentence of its cause, "Blue hires a cowboy for $6"), each with its player."""
        events = self.match.log[self._logged:]
        self._logged = len(self.match.log)
        if not events:
            return
        try:
            lines = describe.log_lines(events, self.match.seats, self.game)
        except Exception:  # noqa: BLE001 (a sentence must never stop the game: one event at a time then)
            _report_once("log", events[0])
            lines = []
            for ev in events:
                try:
                    text = describe.event(ev, self.match.seats)
                except Exception:  # noqa: BLE001
                    _report_once(f"event {getattr(ev, 'kind', ev)!r}", ev)
                    text = None
                if text:
                    lines.append((ev.player, text))
        self.log_lines.extend(lines)
        if len(self.log_lines) > 2000:
            del self.log_lines[:-2000]

    # ---- the controller, kept in step with the game and the drawn board ----
    def view(self) -> dict:
        key = (self.generation, len(self.match.moves), self.viewer())
        if key != self._view_key:
            self._view_key = key
            self._view = self.game.view(self.viewer())
        return self._view

    def _sync(self) -> None:
        drawn = [k for k, _ in self._components]
        stamp = (self.generation, len(self.match.moves), self.eyes)
        self.controller.sync(self.game, drawn, stamp=stamp)
        self._layout_widgets()

    # ---- own widgets ----
    def _layout_widgets(self) -> None:
        """Rects of the decision bar and the choice panel for the current candidates."""
        self._widgets = []
        if self.hover and self.hover.startswith(("choice:", "button:", "action:")):
            self.hover = None
        if not self.human_to_act():
            return
        c = self.controller
        g = self.game
        buttons = c.buttons()
        if buttons:
            font = assets.font(28, bold=True)
            sizes = []
            for key, move in buttons:
                label = _label_of(key, move, g, self.match.seats)
                w = min(460, max(150, font.size(label)[0] + (76 if key.startswith("action:") else 40)))
                sizes.append((key, label, w))
            # Rows as wide as the trail area; a second row (Kansas City's certificate choices) goes below.
            rows: list[list] = [[]]
            for item in sizes:
                if rows[-1] and sum(w + 12 for *_, w in rows[-1]) + item[2] > BAR_MAX_W:
                    rows.append([])
                rows[-1].append(item)
            for i, row in enumerate(rows):
                total = sum(w for *_, w in row) + 12 * (len(row) - 1)
                x = max(12, BAR_CENTER_X - total // 2)
                for key, label, w in row:
                    self._widgets.append((key, pygame.Rect(x, BAR_Y + i * (BAR_H + 12), w, BAR_H), label))
                    x += w + 12
        choices = c.choices()
        if choices:
            cols = (len(choices) + CHOICE_ROWS - 1) // CHOICE_ROWS
            width = CHOICE_W if cols == 1 else min(1480 // cols, CHOICE_W)
            x0 = max(16, BAR_CENTER_X - (cols * width) // 2)
            for i, m in enumerate(choices):
                col, row = divmod(i, CHOICE_ROWS)
                r = pygame.Rect(x0 + col * width + 6, CHOICE_TOP + 44 + row * CHOICE_LINE, width - 12,
                                CHOICE_LINE - 6)
                self._widgets.append((f"choice:{i}", r, move_label(m, g, self.match.seats)))

    def clickable(self) -> list[tuple[tuple, str]]:
        """What can be clicked now, as (logical rect, label): exactly what glows."""
        if not self.human_to_act() or self.ended:
            return []
        out = [(tuple(r), label) for _, r, label in self._widgets]
        glow = self.controller.board_keys()
        for key, rect in self._components:
            if key in glow:
                out.append((tuple(rect), self._board_label(key)))
        return out

    def _board_label(self, key: str) -> str:
        """What clicking a glowing piece does: its one move, or how many it still chooses between."""
        moves = [m for m in self.controller.candidates if key in self.controller.keys(m)]
        if len(moves) == 1:
            return move_label(moves[0], self.game, self.match.seats)
        return f"{move_label(moves[0], self.game, self.match.seats)} (or {len(moves) - 1} more)" if moves else key

    def _key_at(self, pos) -> str | None:
        """The glowing key under a logical point: own widgets first, then the topmost board piece."""
        for key, r, _ in self._widgets:
            if r.collidepoint(pos):
                return key
        glow = self.controller.board_keys()
        for key, rect in reversed(self._components):
            if key in glow and contains(rect, *pos):
                return key
        return None

    # ---- input ----
    def handle(self, event, pos) -> None:
        if self.ended:
            return
        if self.extras.handle(event, pos):
            return
        for b in self._chrome.values():
            if b.handle(event, pos):
                return
        if event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEWHEEL:
            if self.log_open:
                self.log_scroll = max(0, min(len(self.log_lines) - 1, self.log_scroll + event.y))
        elif event.type == pygame.MOUSEMOTION and pos is not None:
            key = self._key_at(pos) if self.human_to_act() else None
            self.hover = key
        elif event.type == pygame.MOUSEBUTTONDOWN and pos is not None:
            if event.button == 1:
                self._press(pos)
            elif event.button == 3:
                self.controller.cancel()
                self._layout_widgets()

    def _key(self, event) -> None:
        if event.key == pygame.K_ESCAPE:
            if self.controller.narrowed:
                self.controller.cancel()
                self._layout_widgets()
            elif self.log_open:
                self.log_open = False
            else:
                self.open_menu()
        elif event.key == pygame.K_l:
            self.toggle_log()
        elif event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()

    def _press(self, pos) -> None:
        if self.log_open and LOG_RECT.collidepoint(pos):
            return
        if not self.human_to_act():
            seat = self.match.seat_to_move
            if not self.game.is_over and not seat.is_human:
                self._say(f"{seat.name} (computer) is thinking…")
            return
        if (self.last_press is not None and self.clock - self.last_press_at < DOUBLE_CLICK
                and abs(pos[0] - self.last_press[0]) < 8 and abs(pos[1] - self.last_press[1]) < 8):
            return  # the second half of a double click: the move it was meant for is already made
        key = self._key_at(pos)
        if key is None:
            self.extras.refused()
            self._say("Not a choice now — the glowing places are.")
            return
        outcome = self.controller.click(key)
        if outcome.hint:
            self._say(outcome.hint)
        if outcome.move is not None:
            self.last_press, self.last_press_at = pos, self.clock
            if not self._apply(outcome.move):
                self._say("That move is not legal now.")
                self._sync()
        else:
            self._layout_widgets()

    def _say(self, text: str) -> None:
        self.hint = text
        self.hint_until = self.clock + HINT_SECONDS

    # ---- undo and hint (chrome buttons) ----
    def can_undo(self) -> bool:
        return self.human_to_act() and self.match.can_undo()

    def undo(self) -> None:
        """Take back the human's last move of this turn (Match.undo decides how far one may go)."""
        if not self.can_undo():
            self._say("Nothing to undo: a card or tile was revealed, or your turn has passed.")
            return
        self.match.undo()
        self.generation += 1
        self.hover = None
        self.pending = None
        self.log_lines, self._logged = [], 0  # the log shrank: rebuild the sentences
        self._update_log()
        self._sync()

    def ask_hint(self) -> None:
        """Hard's move for the human to move, thought on a thread; its pieces get a blue ring."""
        if not self.human_to_act():
            return
        g = self.game
        self.hint_move = None
        self.hint_for = self.controller.stamp
        self.hinter.start(g, g.to_move, "hard", 1.0, self.bot_rng.getrandbits(32))
        self._say("Thinking about a hint…")

    def _poll_hint(self) -> None:
        move = self.hinter.poll()
        if move is None:
            return
        if self.hint_for != self.controller.stamp or move not in self.controller.legal:
            return  # the decision changed while the hint was thought: it no longer applies
        self.hint_move = move
        self._say(f"Hint: {move_label(move, self.game, self.match.seats)}")
        self.hint_until = self.clock + 6.0

    def leave(self) -> None:
        """The scene is leaving the stack (quit, new game): stop every thread it started."""
        self.thinking = False
        self.pending = None
        self.worker.cancel()
        self.hinter.cancel()

    def toggle_log(self) -> None:
        self.log_open = not self.log_open
        self.log_scroll = 0

    def open_menu(self) -> None:
        try:
            from .menu import MenuScene
        except ImportError:
            MenuScene = None
        if MenuScene is not None:
            self.app.push(MenuScene(self.app, self.match))
        else:
            self.app.push(FallbackMenu(self.app))

    # ---- time: computer seats and the end ----
    def update(self, dt: float) -> None:
        self.clock += dt
        self.extras.update(dt)
        self._chrome["undo"].enabled = self.can_undo()
        self._chrome["hint"].enabled = self.human_to_act() and not self.hinter.busy
        if self.hinter.busy or self.hint_for is not None:
            self._poll_hint()
        if self.hint and self.clock > self.hint_until:
            self.hint = None
        g = self.game
        if g.is_over:
            self._finish()
            return
        if self.needs_handoff():
            self._maybe_handoff()
            return
        seat = self.match.seat_to_move
        if seat.is_human:
            return
        if self.pending is None:
            # Collect a finished answer before anything else: start() would cancel and drop it.
            self.pending = self.worker.poll()
            if self.pending is not None:
                self.thinking = False
            elif not self.thinking or not self.worker.busy:  # idle, or the job ended without an answer
                budget = self.bot_budget if self.bot_budget is not None else DEFAULT_BUDGET.get(seat.level, 1.0)
                self.worker.start(g, g.to_move, seat.level, budget, self.bot_rng.getrandbits(32))
                self.thinking = True
                self.pending = self.worker.poll()  # a quick bot (Random) is often done already
                if self.pending is not None:
                    self.thinking = False
        if (self.pending is not None and self.clock - self.last_move_at >= self.pace
                and not self.extras.holding()):
            move, self.pending = self.pending, None
            if not self._apply(move):
                # The clone's answer is not legal in the real game (it should always be): play safe.
                self._apply(RandomBot().choose(g, g.to_move, self.bot_rng, 0))

    def _finish(self) -> None:
        if self.ended:
            return
        self.ended = True
        self.leave()
        from .score_pad import ScorePadScene

        if self.app.scene is self:
            self.app.replace(ScorePadScene(self.app, self.match))

    # ---- drawing ----
    def draw(self, surf) -> None:
        view = self.view()
        glow = self.controller.board_keys() if self.human_to_act() else set()
        self.board.draw(surf, self.extras.shown(view), self.match.seats, highlight=glow, seat=self.viewer())
        comps = self.board.components()
        if comps != self._components:
            self._components = comps
            self._sync()
        if self.hands_covered:
            self._draw_hand_cover(surf)
        self._draw_fees(surf)
        self._draw_picked(surf)
        self._draw_prompt(surf)
        self._draw_chrome(surf)
        self._draw_widgets(surf)
        if self.log_open:
            self._draw_log(surf)
        self.extras.draw(surf)

    def trail_fees(self) -> dict[str, tuple[int, int]]:
        """The fees ahead of the human choosing where to move ({} otherwise), once per decision."""
        if not self.human_to_act():
            return {}
        stamp = self.controller.stamp
        if self._fees[0] != stamp:
            self._fees = (stamp, fees_ahead(self.game, self.controller.legal))
        return self._fees[1]

    def _draw_fees(self, surf) -> None:
        seats = self.match.seats
        colors = [s.color for s in seats]
        self.fee_badges = draw_fees(surf, self.trail_fees(), self.layout, colors)

    def _draw_hand_cover(self, surf) -> None:
        r = pygame.Rect(self.layout.rect("areas", "hand"))
        pygame.draw.rect(surf, (92, 58, 32), r, border_radius=10)
        pygame.draw.rect(surf, INK, r, width=3, border_radius=10)
        font = assets.font(26, bold=True)
        for i, line in enumerate(("Hands stay hidden", "until a player takes the screen")):
            t = font.render(line, True, PAPER)
            surf.blit(t, t.get_rect(center=(r.centerx, r.centery - 18 + 36 * i)))

    def _draw_picked(self, surf) -> None:
        hinted = set(self.controller.keys(self.hint_move)) if self.hint_move is not None else set()
        for key, rect in self._components:
            if key in hinted:
                pygame.draw.rect(surf, (40, 110, 230), pygame.Rect(rect).inflate(14, 14), width=5, border_radius=8)
        for key, r, _ in self._widgets:
            if key in hinted:
                pygame.draw.rect(surf, (40, 110, 230), r.inflate(16, 16), width=5, border_radius=10)
        for key, rect in self._components:
            if key in self.controller.picked:
                pygame.draw.rect(surf, PICKED, pygame.Rect(rect).inflate(8, 8), width=4, border_radius=6)

    def _draw_prompt(self, surf) -> None:
        r = pygame.Rect(self.layout.rect("areas", "prompt"))
        pygame.draw.rect(surf, PAPER, r, border_radius=8)
        pygame.draw.rect(surf, INK, r, width=2, border_radius=8)
        g = self.game
        seat = self.match.seat_to_move
        # The banner: whose turn, in the seat's colour.
        who = f"{seat.name}'s turn" + ("" if seat.is_human else " · computer")
        if not seat.is_human and self.thinking:
            who += " thinking…"
        font_b = assets.font(22, bold=True)
        tag = font_b.render(who, True, (255, 255, 255))
        tag_r = pygame.Rect(r.x + 4, r.y + 3, tag.get_width() + 28, r.h - 6)
        pygame.draw.rect(surf, player_rgb(seat.color), tag_r, border_radius=6)
        surf.blit(tag, tag.get_rect(midleft=(tag_r.x + 14, tag_r.centery)))
        font = assets.font(22)
        x = tag_r.right + 14
        if self.hint:
            text, rgb = self.hint, HINT_RGB
        elif self.hover and self.human_to_act() and self.hover in self.controller.glowing():
            text = self._widget_label(self.hover) or self._board_label(self.hover)
            rgb = INK
        else:
            text, rgb = prompt_line(g, self.match.seats), INK
        line = font.render(_fit(font, text, r.right - x - 10), True, rgb)
        surf.blit(line, line.get_rect(midleft=(x, r.centery)))
        # The latest log sentence, right-aligned where the prompt leaves room: what just happened.
        room = r.right - 12 - (x + line.get_width() + 40)
        if self.log_lines and room > 160:
            small = assets.font(19)
            last = small.render(_fit(small, self.log_lines[-1][1], room), True, (110, 85, 60))
            surf.blit(last, last.get_rect(midright=(r.right - 12, r.centery)))

    def _draw_chrome(self, surf) -> None:
        font = assets.font(22, bold=True)
        for name, b in self._chrome.items():
            on = b.enabled and (b.hover or (name == "log" and self.log_open))
            fill = (120, 78, 44) if on else (92, 58, 32) if b.enabled else (120, 105, 90)
            pygame.draw.rect(surf, fill, b.rect, border_radius=8)
            pygame.draw.rect(surf, INK, b.rect, width=2, border_radius=8)
            t = font.render(b.label, True, PAPER if b.enabled else (190, 180, 165))
            surf.blit(t, t.get_rect(center=b.rect.center))

    def _widget_label(self, key: str) -> str | None:
        for k, _, label in self._widgets:
            if k == key:
                return label
        return None

    def _draw_widgets(self, surf) -> None:
        if not self._widgets:
            return
        choices = [w for w in self._widgets if w[0].startswith("choice:")]
        if choices:
            box = choices[0][1].unionall([w[1] for w in choices]).inflate(24, 24)
            box.y -= 44
            box.h += 44
            pygame.draw.rect(surf, PAPER, box, border_radius=12)
            pygame.draw.rect(surf, INK, box, width=3, border_radius=12)
            head = assets.font(26, bold=True).render("Which one?", True, INK)
            surf.blit(head, (box.x + 16, box.y + 10))
        font = assets.font(24)
        font_b = assets.font(28, bold=True)
        for key, r, label in self._widgets:
            hover = key == self.hover
            if key.startswith("choice:"):
                pygame.draw.rect(surf, (255, 248, 200) if hover else (250, 240, 215), r, border_radius=6)
                pygame.draw.rect(surf, GLOW if not hover else (230, 160, 40), r, width=3, border_radius=6)
                t = font.render(_fit(font, label, r.w - 20), True, INK)
                surf.blit(t, t.get_rect(midleft=(r.x + 10, r.centery)))
                continue
            state = "hover" if hover else "normal"
            surf.blit(assets.scaled(f"ui/button_{state}.png", r.size), r)
            pygame.draw.rect(surf, GLOW, r.inflate(6, 6), width=3, border_radius=10)
            tx = r.centerx
            if key.startswith("action:"):
                icon = _action_icon(key.split(":", 1)[1], r.h - 16)
                if icon is not None:
                    surf.blit(icon, (r.x + 10, r.y + 8))
                    tx = r.centerx + (r.h - 8) // 2
            f = font_b if r.h >= 50 else assets.font(20, bold=True)
            t = f.render(_fit(f, label, r.w - (r.h + 8 if key.startswith("action:") else 16)), True, PAPER)
            surf.blit(t, t.get_rect(center=(tx, r.centery)))

    def _draw_log(self, surf) -> None:
        r = LOG_RECT
        pygame.draw.rect(surf, PAPER, r, border_radius=10)
        pygame.draw.rect(surf, INK, r, width=3, border_radius=10)
        head = assets.font(26, bold=True).render("Game log", True, INK)
        surf.blit(head, (r.x + 14, r.y + 8))
        font = assets.font(19)
        y = r.bottom - 12
        end = len(self.log_lines) - self.log_scroll
        for who, text in reversed(self.log_lines[max(0, end - 60):end]):
            rows = wrap(text, 19, r.w - 40) or [""]
            for row in reversed(rows):
                y -= 24
                if y < r.y + 46:
                    return
                surf.blit(font.render(row, True, INK), (r.x + 28, y))
            if who >= 0:
                color = player_rgb(self.match.seats[who].color) if who < len(self.match.seats) else INK
                pygame.draw.circle(surf, color, (r.x + 16, y + 12), 6)


class FallbackMenu(Scene):
    """A minimal in-game menu until the real one (scenes/menu.py) is there: resume or quit to title."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.buttons = [Button((760, 420, 400, 96), "Resume", app.pop),
                        Button((760, 540, 400, 96), "Quit to title", app.to_title)]
        self._below: pygame.Surface | None = None

    def clickable(self) -> list[tuple[tuple, str]]:
        return [(tuple(b.rect), b.label) for b in self.buttons]

    def handle(self, event, pos) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        for b in self.buttons:
            if b.handle(event, pos):
                return

    def draw(self, surf) -> None:
        if self._below is None:
            self._below = surf.copy()  # the game as it was, under a shade
            shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
            shade.fill((20, 12, 6, 170))
            self._below.blit(shade, (0, 0))
        surf.blit(self._below, (0, 0))
        for b in self.buttons:
            b.draw(surf)


def _fit(font, text: str, width: int) -> str:
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"



# Engine action names whose sprite in art/actions/ is named otherwise; the rest differ only by an
# underscore before their number ("move3" -> move_3.png) or match exactly.
_ICON_NAMES = {
    "dutch2": "dutch_belt_2", "dutch3": "dutch_belt_3", "angus2": "black_angus_2",
    "angus_cert2": "black_angus_cert2", "any3_objective": "any_3_objective",
    "objective_cert2": "objective_to_cert2", "money_engineers": "money_per_engineer",
    "engine_woods": "engine_per_woods", "draw_cowboys": "draw_per_cowboy", "buy": "buy_cattle",
    "cert_max": "cert_to_limit", "upgrade_behind": "upgrade_station", "teepee": "trade",
}


def _action_icon(name: str, size: int):
    base = _ICON_NAMES.get(name) or re.sub(r"(?<=[a-z])(\d+)$", r"_\1", name)
    fname = f"actions/{base}.png"
    if not assets.art_path(fname).exists():
        fname = f"actions/{name}.png"
    if not assets.art_path(fname).exists():
        return None
    try:
        return assets.scaled(fname, (size, size))
    except (pygame.error, FileNotFoundError):
        return None
