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
from .railroad import backward_targets, forward_targets


def aux_levels(g, p: int, name: str) -> list[int]:
    """The levels (1, 2) of an auxiliary action that this player may take right now."""
    pl = g.s.players[p]
    grp = DISC_INDEX[name]
    cleared = pl.cleared(grp)
    levels = []
    if cleared or name in AUX_FREE_SINGLE:
        levels.append(1)
    if cleared == DISC_GROUPS[grp][2]:
        levels.append(2)
    if name == "aux_cert":
        return [lv for lv in levels if pl.money >= lv and backward_targets(g, p, lv)]
    if name == "aux_engine":
        return [lv for lv in levels if pl.money >= lv and forward_targets(g, p, 1)]
    if name == "aux_thin":
        return [lv for lv in levels if backward_targets(g, p, lv)]
    return levels


def aux_moves(g, allow_double: bool) -> list[Move]:
    p = g.s.current
    return [mv("aux", name, lv) for name in AUX_ACTIONS for lv in aux_levels(g, p, name)
            if lv == 1 or allow_double]


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
