"""The shows: every applied move shown on the board as it happened (animation.py's flights, walks
and purses), one of the game scene's parts. The turn's flow hands it each move (after_move); the show
is planned at the next draw, from where the board drew each piece before the move and draws it now.
While a show runs a computer's next move waits (holding, at most HOLD_MAX), the pieces in flight are
left out of the board's view (shown), and a click or Space ends it (skip_shows)."""
from __future__ import annotations

import logging

import pygame

from ...failures import report_once
from ..kit.part import Part
from .animation import Animator, Places, plan

log = logging.getLogger(__name__)

HOLD_MAX = 3.0  # a computer's next move waits for the running animations at most this long


class ShowsPart(Part):
    def __init__(self, ctx, app, pace) -> None:
        self.ctx = ctx
        self.app = app  # its settings (the speed) and whether the window is shown
        self.pace = pace
        self.animator = Animator(self._settings_speed())
        self.pending: list[tuple] = []  # (move, events, view before, components before): planned at draw
        self._last_view: dict | None = None
        self._last_components: list[tuple[str, tuple]] = []  # the list as drawn (a redraw makes a new one)
        self._held = 0.0
        self._drawn: tuple[list, set] = ([], set())  # where the pieces were drawn last frame, and what it hid

    def _settings_speed(self) -> float:
        return self.app.settings.speed_factor

    # ---- the flow's news ----
    def after_move(self, move, events) -> None:
        before = self._last_view
        if before is not None:
            comps: dict[str, tuple] = {}
            for key, rect in self._last_components:
                comps.setdefault(key, rect)
            self.pending.append((move, list(events), before, comps))

    def skip_shows(self) -> None:
        """Every show running or waiting to be planned ends now: the board shows where things are."""
        self.pending.clear()
        self.animator.skip()

    def holding(self) -> bool:
        """Whether a computer's next move should wait: the last one is still being shown.
        A pace of 0 (instant, the demo) never waits."""
        if self.pace() <= 0:
            return False
        return self.busy() and self._held < HOLD_MAX

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

    # ---- the part ----
    def handle(self, event, pos) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.animator.skip()  # a click skips the show; the click itself still counts
        return False

    def update(self, dt: float) -> None:
        if not getattr(self.app, "shown", True):
            self.skip_shows()  # a minimised window draws nothing: no show holds the computers' moves
        speed = self._settings_speed()
        if speed != self.animator.speed:
            self.animator.set_speed(speed)
        self._held = self._held + dt if self.busy() else 0.0
        self.animator.update(dt)

    def busy(self) -> bool:
        """A show runs, or waits to be planned at the next draw."""
        return self.animator.busy or bool(self.pending)

    def look(self) -> tuple:
        # A show's end is a change with no input: its pieces land on the board.
        return (self.animator.busy, frozenset(self.animator.hidden()))

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
        for move, events, before, before_comps in self.pending[-3:]:
            if before.get("viewer") != viewer:
                continue  # the screen changed hands (hot-seat): no show of what the other saw
            try:
                anims = plan(events, Places(after, before_comps, zoom=sc.zoom), viewer, before, now,
                             color=lambda p: seats[p].color if 0 <= p < len(seats) else p, move=move)
            except Exception:  # noqa: BLE001 - an animation must never take the game down
                report_once(log, "A move's animation")
                anims = []
            self.animator.extend(anims)
        self.pending.clear()

    def moving(self) -> list[pygame.Rect] | None:
        """Where the show's pieces were in the last frame drawn and are now; None (the whole frame) when
        a show begins or ends, a piece lands or one waits to be planned."""
        last, hidden = self._drawn
        now = self.animator.rects()
        if not (now and last and not self.pending and hidden == self.animator.hidden()):
            return None
        return [*last, *now]

    def draw(self, surf) -> None:
        shown = self.animator.rects()
        if self.pending:
            self._plan_pending()
        self.animator.draw(surf)
        self._drawn = (shown, self.animator.hidden())
        # What the next move's show starts from (kept by reference: the context replaces, never
        # changes, its view and its list of pieces).
        self._last_view = self.ctx.view()
        self._last_components = self.ctx.components
