"""Looking past the end of one's own turn: the rivals' turns, played quickly, and one's own next turn.

A beam over one's own turn judges where the turn ends by evaluate.py alone: it cannot see that the
space the cattleman stops on leaves a rich building one step ahead, or that the cattle bought now
make the next turn's hand. next_turn_value() plays on from a finished turn, each rival with a narrow
beam of Medium's judgement (how a rival is imagined to play: nothing hidden is read, the clone is a
determinization), and returns the value of the best own next turn a second beam finds.
"""
from __future__ import annotations

from .evaluate import MEDIUM, evaluate
from .plan import Checker, plan_turn, turn_over

RIVAL_BEAM = (6, 2, 400)  # width, per first move, nodes: a rival's turn, played quickly and plausibly
# One's own next turn. Looking two own turns ahead (rivals between) did not pay (docs/experiments/hard.md).
NEXT_BEAM = (16, 4, 3000)
MAX_STEPS = 200  # re-plans of one turn before giving up (no real turn comes near it)


def follow(g, seat: int, line, value, checker: Checker) -> None:
    """Play `line` on g (changed) as far as it is legal and seat's turn lasts; where it stops short of
    the turn's end (a draw changed the position, or no line was given) the beam plans the rest."""
    turn = g.turn_number
    for _ in range(MAX_STEPS):
        for m in line:
            if turn_over(g, seat, turn) or m not in g.legal_moves():
                break
            g.apply(m)
        if turn_over(g, seat, turn):
            return
        moves = g.legal_moves()
        line = moves[:1]
        if len(moves) > 1:
            line = plan_turn(g, seat, *RIVAL_BEAM, checker, value=value).line or line


def play_rivals(g, seat: int, checker: Checker, quick=evaluate) -> None:
    """Play every rival's turn on g (changed) until seat is to move again or the game is over, each
    judged by `quick` (evaluate's arguments and numbers: evaluate.evaluate_rivals_once is the same
    judgement, quicker) with Medium's weights."""
    while not g.is_over and g.to_move != seat:
        p = g.to_move
        follow(g, p, (), lambda h, p=p: quick(h, p, MEDIUM), checker)


def next_turn_value(leaf, seat: int, value, checker: Checker, quick=evaluate) -> float:
    """From a position where seat's turn has just ended (not changed): the rivals play (play_rivals,
    by `quick`), then the value of seat's best next turn by `value`."""
    g = leaf.clone()
    play_rivals(g, seat, checker, quick)
    if g.is_over:
        return value(g)
    plan = plan_turn(g, seat, *NEXT_BEAM, checker, value=value)
    return max(plan.values.values(), default=value(g))
