"""What makes the game scene pleasant beyond the rules: tooltips on hover, animations of every move,
sounds, and keyboard play (Tab/Enter, Enter or Space for Done, F1 help, M mute).

One GameExtras per game scene, one of its parts (parts.py) above the board and the panels: it sees
each event before the parts below it and consumes only its keys; the turn's flow calls after_move()
for every applied move. It reads the shared context (context.py) and is handed what it asks of the
rest of the scene as callables (covers, clickable, done_rect, press, pace), so mouse and keyboard go
through the same press path and the engine is never asked twice.
"""
from __future__ import annotations

import logging
from dataclasses import replace

import pygame

from ...failures import report_once
from ...text import Tooltip, action_sentence, glance, menus, seat_name, tooltip
from ...text import table as words
from ..kit.focus import FocusRing
from ..kit.layout import contains
from .animation import Animator, Places, plan
from .tooltip_view import TooltipView

log = logging.getLogger(__name__)

HOLD_MAX = 3.0  # a computer's next move waits for the running animations at most this long


class GameExtras:
    def __init__(self, ctx, app, *, covers, clickable, press, done_rect, pace) -> None:
        self.ctx = ctx
        self.app = app  # its settings, sounds and notices, and the rules help it opens
        self.covers_board = covers  # whether a part of the scene lies over the board at a point
        self.clickable = clickable
        self.press_at = press  # press(pos, key=True): a key lands where a click would
        self.done_rect = done_rect
        self.pace = pace
        self.animator = Animator(self._settings_speed())
        self.tips = TooltipView(self._tooltip)
        self.focus = FocusRing()
        self._pending: list[tuple] = []  # (move, events, view before, components before): planned at draw
        self._last_view: dict | None = None
        self._last_components: list[tuple[str, tuple]] = []  # the list as drawn (a redraw makes a new one)
        self._held = 0.0
        # Parts of the scene with tooltips of their own (the end counter): each (key_at(pos), tip(key)).
        self.own_tips: list[tuple] = []

    def _settings_speed(self) -> float:
        return self.app.settings.speed_factor

    # ---- tooltips ----
    def _tooltip(self, key: str):
        sc = self.ctx
        try:
            if key.startswith("score:"):
                return self._score_tip(int(key.split(":", 1)[1]))
            for _, tip_of in self.own_tips:
                own = tip_of(key)
                if own is not None:
                    return own
            if key.startswith(("button:", "action:")):
                return self._button_tip(key)
            tip = tooltip(key, sc.view(), sc.game, sc.viewer(), sc.match.seats)
            if key.startswith("opponent:"):
                p = int(key.split(":", 1)[1])
                tip = replace(tip, lines=(*tip.lines, words.opponent_hint(p)))
            elif sc.ends_game(key):
                tip = replace(tip, lines=(*tip.lines, words.END_WARNING))
            return self._with_workers(key, tip)
        except Exception:  # noqa: BLE001 - a tooltip must never take the game down
            report_once(log, f"The tooltip of {key.split(':', 1)[0]}")
            return None

    def _with_workers(self, key: str, tip):
        """A glowing target whose move puts workers in the job market says how many, and the counter
        after it (Game.workers_placed; the foresight tiles' own tooltips say it already)."""
        sc = self.ctx
        if tip is None or key.startswith("foresight:") or not sc.human_to_act():
            return tip
        c = sc.controller
        moves = [m for m in c.candidates if key in c.keys(m)]
        placed = max((sc.game.workers_placed(m) for m in moves), default=0)
        if not placed:
            return tip
        left = sc.end_count()[0]
        return replace(tip, lines=(*tip.lines, glance.adds_workers(placed, left - placed)))

    def _score_tip(self, player: int):
        standing = self.ctx.standing()
        if standing is None or not 0 <= player < len(standing.totals):
            return None
        return Tooltip(words.score_title(seat_name(self.ctx.match.seats[player])), "icons/objective.png",
                       words.score_lines(standing.categories[player], standing.totals[player]))

    def _button_tip(self, key: str):
        """A decision-bar button's tooltip: its words in full and what it does."""
        sc = self.ctx
        label = next((label for k, _, label in sc.targets if k == key), None)
        if label is None:
            return None
        if key.startswith("action:"):
            lines = words.button_lines("action", action_sentence(key.split(":", 1)[1]))
        else:
            lines = words.button_lines(key.split(":", 1)[1].split("_", 1)[0])
        tip = Tooltip(label, None, lines)
        if sc.ends_game(key):
            tip = replace(tip, lines=(*tip.lines, words.END_WARNING))
        return self._with_workers(key, tip)

    def component_at(self, pos) -> str | None:
        """What has a tooltip under a logical point: a decision-bar button, a part's own (the end
        counter), else the topmost board component, unless a part of the scene covers it."""
        for key_at, _ in self.own_tips:
            key = key_at(pos)
            if key is not None:
                return key
        if self.ctx.human_to_act():
            for key, r, _ in self.ctx.targets:
                if key.startswith(("button:", "action:")) and r.collidepoint(pos):
                    return key
        if self.covers_board(pos):
            return None
        for key, rect in reversed(self.ctx.components):
            if contains(rect, *pos):
                return key
        return None

    # ---- input ----
    def handle(self, event, pos) -> bool:
        """True when the event was used here and the scene must not see it."""
        if event.type == pygame.MOUSEMOTION and pos is not None:
            self.tips.hover(self.component_at(pos), pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.tips.hide()
            self.focus.clear()
            self.animator.skip()  # a click skips the show; the click itself still counts
            return False
        if event.type != pygame.KEYDOWN:
            return False
        self.tips.hide()
        key = event.key
        if key == pygame.K_F1:
            self.open_help()
            return True
        if key == pygame.K_m:
            self.toggle_mute()
            return True
        if key == pygame.K_TAB:
            self.focus.sync(self.clickable())
            self.focus.step(back=bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT))
            return True
        if key == pygame.K_SPACE and self.animator.busy:
            self.animator.skip()
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus.current is not None:
            target = self.focus.current
            self.focus.clear()
            self.press(pygame.Rect(target[0]).center)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            done = self.done_rect()
            if done is not None:
                self.press(done.center)
            return True
        if key == pygame.K_ESCAPE and self.focus.current is not None:
            self.focus.clear()
            return True
        return False

    def press(self, pos) -> None:
        """A keyboard press lands exactly where a mouse click on that target would."""
        self.press_at(pos, key=True)

    def open_help(self) -> None:
        sc = self.ctx
        prompt = sc.game.prompt if sc.human_to_act() or sc.game.is_over else None
        self.app.open("rules_help", prompt=prompt)

    def toggle_mute(self) -> None:
        on = self.app.sounds.toggle_mute()
        self.app.apply_settings(self.app.settings.with_(sound=on))
        self.app.notify(menus.SOUND_ON if on else menus.SOUND_OFF)

    def refused(self) -> None:
        """A click on something that is not a choice now."""
        self.app.sounds.error()

    # ---- moves ----
    def after_move(self, move, events) -> None:
        before = self._last_view
        if before is not None:
            comps: dict[str, tuple] = {}
            for key, rect in self._last_components:
                comps.setdefault(key, rect)
            self._pending.append((move, list(events), before, comps))
        self.app.sounds.events(events)
        self.tips.invalidate()
        self.focus.clear()

    def skip_shows(self) -> None:
        """Every show running or waiting to be planned ends now: the board shows where things are."""
        self._pending.clear()
        self.animator.skip()

    def holding(self) -> bool:
        """Whether a computer's next move should wait: the last one is still being shown.
        A pace of 0 (instant, the demo) never waits."""
        if self.pace() <= 0:
            return False
        return (self.animator.busy or bool(self._pending)) and self._held < HOLD_MAX

    def shown(self, view: dict) -> dict:
        """The view the board draws: every piece shown moving is left out of it until it lands, so
        each is on screen once, in flight. A walking cattleman and a building or tile flying to its
        trail space are taken out of the view; an engine or the job-market token in flight is named
        in view["in_flight"], which the railroad and Kansas City panel skip (the engine's position
        stays in the view: the opponent boxes print it). A view change repaints only the regions
        concerned (~3 ms) at the start and the end of the show."""
        hidden = self.animator.hidden()
        if not hidden:
            return view
        walkers = [int(h.split(":")[1]) for h in hidden if h.startswith("cattleman:")]
        landing = [h.split(":", 1)[1] for h in hidden if h.startswith("trail:")]  # a tile or building in flight
        flying = sorted(h for h in hidden if h.startswith("engine:") or h == "jobtoken")
        if not walkers and not landing and not flying:
            return view
        out = dict(view)
        if walkers:
            players = list(view["players"])
            for p in walkers:
                if 0 <= p < len(players):
                    players[p] = {**players[p], "cattleman": None}
            out["players"] = players
        if landing:
            out["trail"] = {**view["trail"], **{space: None for space in landing if space in view["trail"]}}
        if flying:
            out["in_flight"] = flying
        return out

    # ---- time and drawing ----
    def update(self, dt: float) -> None:
        if not getattr(self.app, "shown", True):
            self.skip_shows()  # a minimised window draws nothing: no show holds the computers' moves
        speed = self._settings_speed()
        if speed != self.animator.speed:
            self.animator.set_speed(speed)
        self._held = self._held + dt if (self.animator.busy or self._pending) else 0.0
        self.animator.update(dt)
        self.tips.scale = getattr(self.app.settings, "text_scale", 1.0)
        self.tips.update(dt)

    def _plan_pending(self) -> None:
        sc = self.ctx
        now = sc.view()
        viewer = sc.viewer()
        after = {}
        for key, rect in sc.components:
            after.setdefault(key, rect)
        seats = sc.match.seats
        # A new move while the last is still shown: finish the old show at once, the board has it.
        self.animator.skip()
        for move, events, before, before_comps in self._pending[-3:]:
            if before.get("viewer") != viewer:
                continue  # the screen changed hands (hot-seat): no show of what the other saw
            try:
                anims = plan(events, Places(after, before_comps, zoom=sc.zoom), viewer, before, now,
                             color=lambda p: seats[p].color if 0 <= p < len(seats) else p, move=move)
            except Exception:  # noqa: BLE001 - an animation must never take the game down
                report_once(log, "A move's animation")
                anims = []
            self.animator.extend(anims)
        self._pending.clear()

    def covers(self, pos) -> bool:
        return False

    def busy(self) -> bool:
        """A show is running or waiting to be planned, or a tooltip waits out its delay."""
        return self.animator.busy or bool(self._pending) or (self.tips.key is not None and not self.tips.visible)

    def draw(self, surf) -> None:
        sc = self.ctx
        if self._pending:
            self._plan_pending()
        self.animator.draw(surf)
        self.focus.draw(surf)
        self.tips.draw(surf)
        # What the next move's show starts from (kept by reference: the context replaces, never
        # changes, its view and its list of pieces).
        self._last_view = sc.view()
        self._last_components = sc.components
