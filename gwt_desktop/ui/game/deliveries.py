"""Forced deliveries told before they happen. When the viewer's herd can only be delivered to one city
(Game.delivery_options(...).forced), the move to Kansas City's hover line, the prompt while Kansas
City glows, and the Hint's advice to go there say so with the points (text/glance.py's herd_reach);
the city step itself is then asked with that one city (its prompt says where and what it brings).

The options come from GameContext.delivery(): once per position, for the screen's own herd only."""
from __future__ import annotations

from ...engine import MoveKind, board
from ...text import glance, i18n

KC_KEY = f"trail:{board.SPACES[board.KC_SPACE]}"


def warning(ctx) -> str | None:
    """The warning while the herd reaches only one city (None when there is a choice or no herd to
    tell); worked out once per position, as the prompt asks every frame, and only for a person to act
    (the computers' positions never ask the rules for it)."""
    if not ctx.human_to_act():
        return None

    def make():
        options = ctx.delivery()
        return glance.herd_reach(options) if options is not None else None
    return ctx.once(("herd_reach", i18n.language()), make)  # words: once per position and language


def goes_to_kansas_city(move) -> bool:
    return move is not None and move.kind == MoveKind.MOVE and move.space == board.SPACES[board.KC_SPACE]


def kansas_city_glows(ctx) -> bool:
    """The human to act may move to Kansas City now (its space glows)."""
    return ctx.human_to_act() and any(goes_to_kansas_city(m) for m in ctx.controller.candidates)
