"""Removing hazards from the trail (docs/RULES.md §11): take any hazard tile, pay the icon's price, keep it."""
from __future__ import annotations

from . import board, flow
from .components import is_hazard
from .events import HazardTaken
from .moves import SKIP, MoveKind, mv
from .players import pay


def hazard_spaces(g) -> list[int]:
    trail = g.s.trail
    return [sp for sec in board.HAZARD_SPACES.values() for sp in sec if trail[sp] >= 0 and is_hazard(trail[sp])]


def hazard_moves(g, cost: int) -> list:
    if g.s.me.money < cost:
        return []
    return [mv(MoveKind.HAZARD, board.SPACES[sp]) for sp in hazard_spaces(g)]


def can_take_hazard(g, cost: int) -> bool:
    """bool(hazard_moves(g, cost)) without building the moves."""
    if g.s.me.money < cost:
        return False
    trail = g.s.trail
    return any(trail[sp] >= 0 and is_hazard(trail[sp]) for sec in board.HAZARD_SPACES.values() for sp in sec)


def take_hazard(g, space: int, cost: int) -> None:
    p = g.s.current
    pay(g, p, cost)
    tile = g.s.trail[space]
    g.s.trail[space] = -1
    g.s.players[p].hazards.append(tile)
    g.events.append(HazardTaken(p, tile, space, cost))


def _legal(g, f):
    _, cost, optional = f
    return hazard_moves(g, cost) + ([SKIP] if optional else [])


def _apply(g, f, m):
    g.s.stack.pop()
    if m.kind == MoveKind.HAZARD:
        take_hazard(g, board.SPACE_INDEX[m.args[0]], f[1])


flow.decision("hazard", _legal, _apply, fields=("cost", "optional"),
              vanish=True)
