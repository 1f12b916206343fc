"""Looking past the end of one's own turn: the rivals' turns (played quickly) and one's own next turn.

A beam over one's own turn judges where the turn ends by evaluate.py alone: it cannot see that the
space the cattleman stops on leaves a rich building one step ahead, or that the cattle bought now will
be in the hand at the next Kansas City. next_turn_value() plays on from a finished turn, the rivals
with a narrow beam of their own, and returns the best own next turn a second beam finds. Hard uses it
to re-rank its few best turns.
"""
from __future__ import annotations

from .evaluate import MEDIUM, Weights, evaluate
from .plan import Checker, plan_turn, turn_over

RIVAL_BEAM = (6, 2, 400)  # width, per first move, nodes: a rival's turn, played quickly and plausibly
NEXT_BEAM = (16, 4, 3000)  # one's own next turn


def play_rivals(g, seat: int, checker: Checker, w: Weights = MEDIUM) -> None:
    """Play every rival's turn on g (changed) until seat is to move again or the game ends."""
    while not g.s.over and g.to_move != seat:
        p = g.to_move
        moves = g.legal_moves()
        if len(moves) == 1:
            g.apply(moves[0])
            continue
        width, per_first, nodes = RIVAL_BEAM
        plan = plan_turn(g, p, width, per_first, nodes, checker, value=lambda x, p=p: evaluate(x, p, w))
        turn = g.s.turn_number
        for m in plan.line or [moves[0]]:
            if turn_over(g, p, turn) or m not in g.legal_moves():
                break
            g.apply(m)


def next_turn_value(leaf, seat: int, checker: Checker, w: Weights = MEDIUM) -> float:
    """From a position at the end of seat's turn: the rivals play, then the value of seat's best next turn."""
    g = leaf.clone()
    play_rivals(g, seat, checker, w)
    if g.s.over:
        return evaluate(g, seat, w)
    width, per_first, nodes = NEXT_BEAM
    plan = plan_turn(g, seat, width, per_first, nodes, checker, value=lambda x: evaluate(x, seat, w))
    return max(plan.values.values(), default=evaluate(g, seat, w))
