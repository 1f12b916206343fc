"""Tooltips on hover, one of the game scene's parts: what lies under the pointer (a decision-bar
button, a part's own such as the end counter, else the topmost board component no part covers) is
explained by text/'s tooltip, with what the game adds (a target that ends the game, one that puts
workers in the job market, a seat's running score), in tooltip_view.py's box after its delay."""
from __future__ import annotations

import logging
from dataclasses import replace

import pygame

from ...failures import report_once
from ...text import Tooltip, action_sentence, glance, seat_name, tooltip
from ...text import table as words
from ..kit.layout import contains
from ..kit.part import SOON, Part
from .tooltip_view import TooltipView

log = logging.getLogger(__name__)


class TooltipsPart(Part):
    def __init__(self, ctx, app, *, covers) -> None:
        self.ctx = ctx
        self.app = app  # its settings: the Text size the tooltips grow with
        self.covers_board = covers  # whether a part of the scene lies over the board at a point
        self.view = TooltipView(self.tip)
        # Parts of the scene with tooltips of their own (the end counter): each (key_at(pos), tip(key)).
        self.own_tips: list[tuple] = []

    def tip(self, key: str):
        """The tooltip of one key ("trail:N_A", "button:done", "score:1"...), None when it has none."""
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

    # ---- the part ----
    def handle(self, event, pos) -> bool:
        """The pointer moves the tooltip; a click or a key hides it. Nothing is consumed here."""
        if event.type == pygame.MOUSEMOTION and pos is not None:
            self.view.hover(self.component_at(pos), pos)
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.view.hide()
        return False

    def update(self, dt: float) -> None:
        self.view.scale = getattr(self.app.settings, "text_scale", 1.0)
        self.view.update(dt)

    def wake_in(self) -> float | None:
        """A tooltip waits out its delay."""
        return SOON if self.view.key is not None and not self.view.visible else None

    def look(self) -> tuple:
        v = self.view
        return (v.visible and (v.key, v.version),)

    def moved(self, move, events, mover) -> None:
        self.view.invalidate()  # what it says may have changed with the move

    def draw(self, surf) -> None:
        self.view.draw(surf)

    def rects(self, size) -> list[pygame.Rect]:
        rect = self.view.rect(size)
        return [] if rect is None else [rect]
