"""Trading with the Indians (docs/RULES.md §11): take any teepee, gain its space's money or pay it in full."""
from __future__ import annotations

from . import board, flow
from .events import TeepeeTaken
from .moves import SKIP, MoveKind, mv
from .players import gain_money, pay


def teepee_moves(g) -> list:
    trail, money = g.s.trail, g.s.me.money
    return [mv(MoveKind.TEEPEE, board.SPACES[sp]) for sp in board.TEEPEE_SPACES
            if trail[sp] >= 0 and money + board.TEEPEE_VALUE[sp] >= 0]


def can_trade(g) -> bool:
    """bool(teepee_moves(g)) without building the moves."""
    trail, money = g.s.trail, g.s.me.money
    return any(trail[sp] >= 0 and money + board.TEEPEE_VALUE[sp] >= 0 for sp in board.TEEPEE_SPACES)


def trade(g, space: int) -> None:
    p = g.s.current
    value = board.teepee_value(space)
    tile = g.s.trail[space]
    g.s.trail[space] = -1
    g.s.players[p].teepees.append(tile)
    g.events.append(TeepeeTaken(p, tile, space, value))
    if value >= 0:
        gain_money(g, p, value)
    else:
        pay(g, p, -value)


def _legal(g, f):
    return teepee_moves(g) + ([SKIP] if f[1] else [])


def _apply(g, f, m):
    g.s.stack.pop()
    if m.kind == MoveKind.TEEPEE:
        trade(g, board.SPACE_INDEX[m.args[0]])


flow.decision("teepee", _legal, _apply, fields=("optional",),
              vanish=True)
