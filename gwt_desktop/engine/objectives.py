"""Objective cards in play (docs/RULES.md §9): gaining them and playing them with their immediate action.

Cards are played only before phase A or between actions of phase B (never inside an action, never
in Kansas City or phase C); the top of the decision stack tells which, so the frames that allow it
are just "turn" and "loc".
"""
from __future__ import annotations

from . import flow
from .components import (
    CARD_INDEX,
    CARD_NAMES,
    OBJ_AUX,
    OBJ_DRAW3,
    OBJ_ENGINE2,
    OBJ_ENGINE3,
    OBJ_MONEY2,
    OBJ_MOVE3,
    OBJECTIVE_BASE,
    OBJECTIVES,
    is_objective,
)
from .events import ObjectiveGained, ObjectivePlayed
from .moves import SKIP, Move, MoveKind, mv
from .players import gain_money
from .reveal import mark
from .state import OFF_BOARD

OBJSTACK = mv(MoveKind.OBJSTACK)
OBJ_DISPLAY_SIZE = 4


PLAY_MOVES = {c: mv(MoveKind.OBJECTIVE, CARD_NAMES[c]) for c in OBJECTIVES}


def play_moves(g) -> list[Move]:
    s = g.s
    hand = s.players[s.current].hand
    if not hand or max(hand) < OBJECTIVE_BASE:  # asked at every decision point: the usual answer, fast
        return []
    return [PLAY_MOVES[c] for c in sorted({c for c in hand if is_objective(c)})]


def play_objective(g, m: Move, context: str) -> None:
    """Put the card in the objective area and open its immediate action ("use or skip" it)."""
    s, p = g.s, g.s.current
    card = CARD_INDEX[m.args[0]]
    pl = s.players[p]
    pl.hand.remove(card)
    pl.objectives.append(card)
    g.events.append(ObjectivePlayed(p, card))
    action = OBJECTIVES[card].action
    if action == OBJ_MONEY2:
        gain_money(g, p, 2)  # a dollar reward is always taken in full
    elif action == OBJ_DRAW3:
        flow.push(g, ("draw_upto", 3, 0))
    elif action == OBJ_ENGINE2:
        flow.push(g, ("engine_fwd", 2))
    elif action == OBJ_ENGINE3:
        flow.push(g, ("engine_fwd", 3))
    elif action == OBJ_MOVE3:
        if pl.cattleman != OFF_BOARD:  # on the very first turn there is no cattleman to move yet
            flow.push(g, ("cattle_move", 3, "obj_turn" if context == "turn" else "obj_phase_b"))
    elif action == OBJ_AUX:
        flow.push(g, ("aux", True, True))


def refill_display(g) -> None:
    s = g.s
    if len(s.obj_display) < OBJ_DISPLAY_SIZE and s.obj_stack:
        mark(g, "objective_display")
    while len(s.obj_display) < OBJ_DISPLAY_SIZE and s.obj_stack:
        s.obj_display.append(s.obj_stack.pop())


def take_objective(g, card: int | None, dest: str) -> None:
    """Take a display card (or the stack's top when card is None) onto the discard pile or into the hand."""
    s, p = g.s, g.s.current
    if card is None:
        card = s.obj_stack.pop()
        mark(g, "objective_stack")
    else:
        s.obj_display.remove(card)
        refill_display(g)
    pl = s.players[p]
    (pl.hand if dest == "hand" else pl.discard).append(card)
    g.events.append(ObjectiveGained(p, card, dest))


# ---- ("gain_obj", dest, optional): dest "discard" (display or stack top) or "hand" (6b: display only) ----
def _legal(g, f):
    _, dest, optional = f
    s = g.s
    moves = [mv(MoveKind.OBJCARD, CARD_NAMES[c]) for c in sorted(set(s.obj_display))]
    if dest == "discard" and s.obj_stack:
        moves.append(OBJSTACK)
    return moves + ([SKIP] if optional else [])


def _apply(g, f, m):
    g.s.stack.pop()
    if m.kind == MoveKind.OBJCARD:
        take_objective(g, CARD_INDEX[m.args[0]], f[1])
    elif m.kind == MoveKind.OBJSTACK:
        take_objective(g, None, f[1])


flow.decision("gain_obj", _legal, _apply, fields=("dest", "optional"),
              vanish=True)
