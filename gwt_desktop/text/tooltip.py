"""Tooltips: what a hovered component is, in words, for the player whose view is given.

tooltip(key, view, game, seat) reads the component key the board view reports ("trail:P_A3",
"job:4:2", "market:holstein", ...), that player's game.view() and the decision in front of them.
It reads only what the viewer may see: other players' hands and every stack's order stay hidden.
One small function per kind of component (tips_trail, tips_table, tips_player); the picture to
show beside the words is a path under art/ (ui/game/tooltip_view.py draws it all).
"""
from __future__ import annotations

from ..engine import View
from .i18n import _
from .tip_base import Context, Tooltip
from .tips_player import (
    tip_aux,
    tip_building_supply,
    tip_cert,
    tip_disc,
    tip_jobtoken,
    tip_kcstack,
    tip_limits,
    tip_money,
    tip_objstack,
    tip_opponent,
    tip_owned,
    tip_pile,
    tip_worker,
)
from .tips_table import (
    tip_city,
    tip_foresight,
    tip_hand,
    tip_job,
    tip_market,
    tip_master,
    tip_objective,
    tip_station,
    tip_track,
)
from .tips_trail import tip_trail


def _int(text: str, default: int = -1) -> int:
    try:
        return int(text)
    except ValueError:
        return default


def _two(rest: list[str]) -> tuple[int, int]:
    return _int(rest[0], 0) if rest else 0, _int(rest[1], 0) if len(rest) > 1 else 0


# section of the key -> its tooltip, given the context, the detail after the first ":" and its parts.
SECTIONS = {
    "trail": lambda c, detail, rest: tip_trail(c, detail),
    "track": lambda c, detail, rest: tip_track(c, detail),
    "station": lambda c, detail, rest: tip_station(c, _int(detail, 1)),
    "master": lambda c, detail, rest: tip_master(c, _int(detail, 1)),
    "city": lambda c, detail, rest: tip_city(c, _int(detail, 0)),
    "foresight": lambda c, detail, rest: tip_foresight(c, *_two(rest)),
    "job": lambda c, detail, rest: tip_job(c, *_two(rest)),
    "market": lambda c, detail, rest: tip_market(c, detail),
    "hand": lambda c, detail, rest: tip_hand(c, detail),
    "objective": lambda c, detail, rest: tip_objective(c, detail),
    "objstack": lambda c, detail, rest: tip_objstack(c),
    "owned": lambda c, detail, rest: tip_owned(c, detail),
    "kcstack": lambda c, detail, rest: tip_kcstack(c, _int(detail, 0)),
    "jobtoken": lambda c, detail, rest: tip_jobtoken(c),
    "marketstack": lambda c, detail, rest: tip_pile(c, "market_stack"),
    "money": lambda c, detail, rest: tip_money(c),
    "limits": lambda c, detail, rest: tip_limits(c),
    "aux": lambda c, detail, rest: tip_aux(c, detail),
    "disc": lambda c, detail, rest: tip_disc(c, detail),
    "worker": lambda c, detail, rest: tip_worker(c, rest),
    "building": lambda c, detail, rest: tip_building_supply(c, _int(detail, 1)),
    "opponent": lambda c, detail, rest: tip_opponent(c, _int(detail)),
    "pile": lambda c, detail, rest: tip_pile(c, detail),
    "cert": lambda c, detail, rest: tip_cert(c, _int(detail, 0)),
}


def catch_all(key: str) -> Tooltip:
    """The words for a key no section knows."""
    return Tooltip(key, None, (_("A part of the board."),))


def tooltip(key: str, view: View, game, seat: int, seats=None) -> Tooltip:
    """The tooltip of one component key, for the player `seat` whose view is given.

    `game` supplies the decision in front of the player (for "why not") and the rule queries; its
    decision is ignored when the viewer is not the one to move. `seats` gives names and colours
    when known.
    """
    section, _, detail = key.partition(":")
    make = SECTIONS.get(section)
    if make is None:
        return catch_all(key)
    return make(Context(view, game, seat, seats), detail, detail.split(":") if detail else [])
