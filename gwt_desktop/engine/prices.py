"""What a legal move costs the mover at once, in dollars: one rule query for the client, so that no
label or tooltip works a price out again (the rules stay in their concept modules).

Covered: hiring (row price and the action's modifier), building (craftsmen needed, replacement's
difference, per-craftsman rate), buying cattle, station upgrades, removing a hazard, a teepee whose
space costs money, a Kansas City delivery's transport, the auxiliary actions that pay, the $2 engine
action and the hand-limit disc. Every other move costs nothing at once (fees along a path are
Game.path_fees: they are paid as far as the purse goes).
"""
from __future__ import annotations

from . import board
from .auxiliary import AUX_MONEY
from .buildings import build_need
from .components import BUY_OPTIONS, HAND_DISC_COST
from .moves import MoveKind
from .workers import hire_cost

_ACTION_PRICES = {"engine2_pay2": 2}


def price(g, move) -> int:
    frame: tuple = g.s.stack[-1] if g.s.stack else ("game_over",)
    k, a = move.kind, move.args
    if k == MoveKind.HIRE:
        return hire_cost(int(a[0]) - 1, frame[1] if frame[0] == "hire" else 0)
    if k == MoveKind.BUILD:
        rate = frame[1] if frame[0] == "build" else 2
        return build_need(g, int(a[0][:-1]), board.SPACE_INDEX[a[1]]) * rate
    if k == MoveKind.BUY:
        return BUY_OPTIONS[a[0]][3]
    if k in (MoveKind.UPGRADE, MoveKind.STATION):
        return board.STATIONS[int(a[0]) - 1][0]
    if k == MoveKind.HAZARD:
        return frame[1] if frame[0] == "hazard" else 0
    if k == MoveKind.TEEPEE:
        return max(0, -board.teepee_value(board.SPACE_INDEX[a[0]]))
    if k == MoveKind.CITY:
        if frame[0] == "city" and frame[1] == "kc":
            return board.transport_cost(g.s.me.engine, board.CITIES[int(a[0])][1])
        return 0
    if k == MoveKind.AUX:
        return max(0, -AUX_MONEY[a[0]] * int(a[1]))
    if k == MoveKind.ACTION:
        return _ACTION_PRICES.get(a[0], 0)
    if k == MoveKind.DISC:
        return HAND_DISC_COST if a[0] == "hand" else 0
    return 0
