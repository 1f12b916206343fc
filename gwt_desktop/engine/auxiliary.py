"""The five auxiliary actions of the player board (docs/RULES.md §10.5), single and double.

A single version needs one cleared disc space of that action (money and cards start unlocked: their
first space is a grey empty one), the double needs all of them cleared. An auxiliary action taken
instead of local actions is always single; a "single or double" icon lets the player choose.
"""
from __future__ import annotations

from . import flow
from .components import AUX_ACTIONS, AUX_FREE_SINGLE, DISC_GROUPS, DISC_INDEX
from .events import Aux
from .herd import draw_then_discard
from .moves import SKIP, Move, MoveKind, mv
from .players import gain_money, pay
from .railroad import can_move_back, can_move_forward

# name -> (disc group, discs in it, single version free from the start)
_GROUPS = {name: (DISC_INDEX[name], DISC_GROUPS[DISC_INDEX[name]][2], name in AUX_FREE_SINGLE) for name in AUX_ACTIONS}


def aux_levels(g, p: int, name: str) -> list[int]:
    """The levels (1, 2) of an auxiliary action that this player may take right now."""
    pl = g.s.players[p]
    grp, total, free = _GROUPS[name]
    left = pl.discs[grp]
    if left == total and not free:
        return []
    levels = (1, 2) if left == 0 else (1,)
    if name == "aux_cert":
        return [lv for lv in levels if pl.money >= lv and can_move_back(g, p, lv)]
    if name == "aux_engine":
        return [lv for lv in levels if pl.money >= lv and can_move_forward(g, p)]
    if name == "aux_thin":
        return [lv for lv in levels if can_move_back(g, p, lv)]
    return list(levels)


AUX_MOVES = {(name, lv): mv(MoveKind.AUX, name, lv) for name in AUX_ACTIONS for lv in (1, 2)}


_MONEY1, _MONEY2 = AUX_MOVES["aux_money", 1], AUX_MOVES["aux_money", 2]
_CARDS1, _CARDS2 = AUX_MOVES["aux_cards", 1], AUX_MOVES["aux_cards", 2]
_CERT1, _CERT2 = AUX_MOVES["aux_cert", 1], AUX_MOVES["aux_cert", 2]
_ENGINE1, _ENGINE2 = AUX_MOVES["aux_engine", 1], AUX_MOVES["aux_engine", 2]
_THIN1, _THIN2 = AUX_MOVES["aux_thin", 1], AUX_MOVES["aux_thin", 2]
_MONEY, _CARDS, _CERT, _ENGINE, _THIN = (DISC_INDEX[name] for name in AUX_ACTIONS)
_FULL_CERT, _FULL_ENGINE, _FULL_THIN = (DISC_GROUPS[grp][2] for grp in (_CERT, _ENGINE, _THIN))
assert AUX_FREE_SINGLE == {"aux_money", "aux_cards"}  # the flat version below relies on it


def aux_moves(g, allow_double: bool) -> list[Move]:
    """The auxiliary-action moves open now: exactly aux_levels() for every action in board order
    (a test checks it), written out flat because it is asked at every visit to a building."""
    s = g.s
    p = s.current
    pl = s.players[p]
    discs, money = pl.discs, pl.money
    out = [_MONEY1]
    if allow_double and not discs[_MONEY]:
        out.append(_MONEY2)
    out.append(_CARDS1)
    if allow_double and not discs[_CARDS]:
        out.append(_CARDS2)
    cert, thin = discs[_CERT], discs[_THIN]
    if cert < _FULL_CERT or thin < _FULL_THIN:
        back1 = can_move_back(g, p, 1)
        back2 = allow_double and (cert == 0 or thin == 0) and can_move_back(g, p, 2)
    if cert < _FULL_CERT:
        if money >= 1 and back1:
            out.append(_CERT1)
        if allow_double and cert == 0 and money >= 2 and back2:
            out.append(_CERT2)
    engine = discs[_ENGINE]
    if engine < _FULL_ENGINE and money >= 1 and can_move_forward(g, p):
        out.append(_ENGINE1)
        if allow_double and engine == 0 and money >= 2:
            out.append(_ENGINE2)
    if thin < _FULL_THIN:
        if back1:
            out.append(_THIN1)
        if allow_double and thin == 0 and back2:
            out.append(_THIN2)
    return out


# Dollars per level each auxiliary action brings at once: +$1 (money), -$1 (certificate, engine) (§10.5).
AUX_MONEY = {"aux_money": 1, "aux_cards": 0, "aux_cert": -1, "aux_engine": -1, "aux_thin": 0}


def run_aux(g, m: Move) -> None:
    p = g.s.current
    name, lv = m.args[0], int(m.args[1])
    money = AUX_MONEY[name] * lv
    g.events.append(Aux(p, name, lv, money))
    if money > 0:
        gain_money(g, p, money)
    elif money < 0:
        pay(g, p, -money)
    if name == "aux_cards":
        draw_then_discard(g, lv)
    elif name == "aux_cert":
        flow.push(g, ("engine_back", lv, "cert", lv))
    elif name == "aux_engine":
        flow.push(g, ("engine_fwd", lv))
    elif name == "aux_thin":
        flow.push(g, ("engine_back", lv, "thin", lv))


# ---- ("aux", allow_double, optional) ----
def _legal(g, f):
    return aux_moves(g, f[1]) + ([SKIP] if f[2] else [])


def _apply(g, f, m):
    g.s.stack.pop()
    if m.kind == MoveKind.AUX:
        run_aux(g, m)


flow.decision("aux", _legal, _apply, fields=("allow_double", "optional"),
              vanish=True)
