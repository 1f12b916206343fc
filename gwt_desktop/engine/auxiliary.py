"""The five auxiliary actions of the player board (RULES.md §10.5), single and double.

A single version needs one cleared disc space of that action (money and cards start unlocked: their
first space is a grey empty one), the double needs all of them cleared. An auxiliary action taken
instead of local actions is always single; a "single or double" icon lets the player choose.
"""
from __future__ import annotations

from . import flow
from .components import AUX_ACTIONS, AUX_FREE_SINGLE, DISC_GROUPS, DISC_INDEX
from .herd import draw_then_discard
from .moves import SKIP, Move, mv
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


AUX_MOVES = {(name, lv): mv("aux", name, lv) for name in AUX_ACTIONS for lv in (1, 2)}


_MONEY1, _CARDS1 = AUX_MOVES["aux_money", 1], AUX_MOVES["aux_cards", 1]
_CERT, _ENGINE, _THIN = DISC_INDEX["aux_cert"], DISC_INDEX["aux_engine"], DISC_INDEX["aux_thin"]
_FULL = tuple(DISC_GROUPS[grp][2] for grp in (_CERT, _ENGINE, _THIN))  # no disc taken off yet


def aux_moves(g, allow_double: bool) -> list[Move]:
    """The auxiliary-action moves open now: exactly aux_levels() for every action in board order,
    written out flat because it is asked at every visit to a building."""
    s = g.s
    p = s.current
    pl = s.players[p]
    discs, money = pl.discs, pl.money
    if not allow_double and discs[_CERT] == _FULL[0] and discs[_ENGINE] == _FULL[1] and discs[_THIN] == _FULL[2]:
        return [_MONEY1, _CARDS1]  # the usual case until discs leave those rows: only the free singles
    out = []
    back1 = None  # can the engine move one space back? asked at most once
    for name, (grp, total, free) in _GROUPS.items():
        left = discs[grp]
        if left == total and not free:
            continue
        for lv in ((1, 2) if left == 0 and allow_double else (1,)):
            if name == "aux_cert" or name == "aux_thin":
                if name == "aux_cert" and money < lv:
                    continue
                if lv == 1:
                    if back1 is None:
                        back1 = can_move_back(g, p, 1)
                    if not back1:
                        continue
                elif not can_move_back(g, p, 2):
                    continue
            elif name == "aux_engine" and (money < lv or not can_move_forward(g, p)):
                continue
            out.append(AUX_MOVES[name, lv])
    return out


def run_aux(g, m: Move) -> None:
    p = g.s.current
    name, lv = m.args[0], int(m.args[1])
    g.events.append(("aux", p, name, lv))
    if name == "aux_money":
        gain_money(g, p, lv)
    elif name == "aux_cards":
        draw_then_discard(g, lv)
    elif name == "aux_cert":
        pay(g, p, lv)
        flow.push(g, ("engine_back", lv, "cert", lv))
    elif name == "aux_engine":
        pay(g, p, lv)
        flow.push(g, ("engine_fwd", lv))
    elif name == "aux_thin":
        flow.push(g, ("engine_back", lv, "thin", lv))


# ---- ("aux", allow_double, optional) ----
def _legal(g, f):
    return aux_moves(g, f[1]) + ([SKIP] if f[2] else [])


def _apply(g, f, m):
    flow.pop(g)
    if m.kind == "aux":
        run_aux(g, m)


flow.decision("aux", _legal, _apply, prompt="Choose an auxiliary action", vanish=True)
