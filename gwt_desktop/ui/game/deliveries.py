"""Forced deliveries told before and when they happen. When the viewer's herd can only be delivered to
one city (Game.delivery_options(...).forced: the engine then takes the city step by itself), the move
to Kansas City's hover line, the prompt while Kansas City glows, and the Hint's advice to go there
say so with the points (text/glance.py's herd_reach); when the engine then delivers without asking,
the prompt says where it went and what it brought, as a one-option city step would have.

The options come from GameContext.delivery(): once per position, for the screen's own herd only."""
from __future__ import annotations

from ...engine import Delivery, board
from ...text import glance
from ...text.notices import forced_delivery

KC_KEY = f"trail:{board.SPACES[board.KC_SPACE]}"
NOTICE_SECONDS = 8.0


def warning(ctx) -> str | None:
    """The warning while the herd reaches only one city (None when there is a choice or no herd to
    tell); worked out once per position, as the prompt asks every frame, and only for a person to act
    (the computers' positions never ask the rules for it)."""
    if not ctx.human_to_act():
        return None

    def make():
        options = ctx.delivery()
        return glance.herd_reach(options) if options is not None else None
    return ctx.once("herd_reach", make)


def goes_to_kansas_city(move) -> bool:
    return move is not None and move.kind == "move" and move.space == board.SPACES[board.KC_SPACE]


def kansas_city_glows(ctx) -> bool:
    """The human to act may move to Kansas City now (its space glows)."""
    return ctx.human_to_act() and any(goes_to_kansas_city(m) for m in ctx.controller.candidates)


class ForcedDeliveries:
    """The turn flow's listener that notices a delivery the engine made without asking the viewer (it
    draws nothing: the prompt line says it)."""

    def __init__(self, ctx) -> None:
        self.ctx = ctx
        self.before = None  # the viewer's delivery options at the position before the last move

    def _remember(self) -> None:
        """The options before the person's next move (none asked while computers play: their moves
        never deliver the viewer's herd)."""
        self.before = self.ctx.delivery() if self.ctx.human_to_act() else None

    def moved(self, move, events, mover: int) -> None:
        ctx = self.ctx
        before, self.before = self.before, None
        if move.kind != "city" and mover == ctx.viewer() and ctx.match.seats[mover].is_human:
            for ev in events:
                if isinstance(ev, Delivery) and ev.player == mover and not ev.extra and before is not None:
                    option = next((o for o in before.options if o.city == ev.city), None)
                    if option is not None:
                        ctx.say(forced_delivery(glance.city_choice(option)), NOTICE_SECONDS)
        self._remember()

    def undone(self) -> None:
        self._remember()

    def taken(self, player: int) -> None:
        self._remember()
