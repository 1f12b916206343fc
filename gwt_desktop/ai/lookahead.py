"""Looking past the end of one's own turn: the rivals' turns, played quickly, and one's own next turns.

A beam over one's own turn judges where the turn ends by evaluate.py alone: it cannot see that the
space the cattleman stops on leaves a rich building one step ahead, or that the cattle bought now
make the next turn's hand. next_turn_value() plays on from a finished turn, each rival with a narrow
beam of Medium's judgement (how a rival is imagined to play: nothing hidden is read, the clone is a
determinization), and returns the value of the best own next turn a second beam finds.

play_out() looks further, to the next delivery: every seat's turns, one's own and the rivals', played
by self-play's beam and the shared judgement (each rival imagined judging as oneself: nobody knows
who they play) for a few more of one's own turns; the judgement then reads where that leaves the
seat. The turn's few best outcomes (close_outcomes) are compared this way (docs/experiments/learned.md,
twentieth session).
"""
from __future__ import annotations

from .evaluate import MEDIUM, evaluate
from .judgement import search_value
from .plan import Checker, plan_turn, turn_over

RIVAL_BEAM = (6, 2, 400)  # width, per first move, nodes: a rival's turn, played quickly and plausibly
# One's own next turn. Looking two own turns ahead (rivals between) did not pay (docs/experiments/hard.md).
NEXT_BEAM = (16, 4, 3000)
PLAY_OUT_BEAM = (16, 4, 3000)  # every seat's turns in a play-out: self-play's beam, the policy the judgement learned from
MAX_STEPS = 200  # re-plans of one turn before giving up (no real turn comes near it)


def close_outcomes(plan, margin: float, most: int) -> list:
    """The plan's best distinct outcomes (its finished turns, `plan.leaves`; turns of equal value are
    one outcome reached in several orders, the first found stands for it), best first, at most
    `most`, each within `margin` points of the best."""
    outcomes: dict = {}
    for v, line in sorted(plan.leaves, key=lambda t: -t[0]):
        outcomes.setdefault(round(v, 3), line)
    top = list(outcomes.items())[:most]
    return [line for v, line in top if v >= top[0][0] - margin]


def play_out(g, until: int, judge, checker: Checker) -> None:
    """Play every seat's turns on g (changed) until the turn numbered `until` starts or the game ends,
    each by PLAY_OUT_BEAM and `judge` (a judgement: judgement.py) from that seat's own side."""
    while not g.is_over and g.turn_number < until:
        p = g.to_move
        follow(g, p, (), search_value(p, g, judge), checker, PLAY_OUT_BEAM)


def follow(g, seat: int, line, value, checker: Checker, beam: tuple = RIVAL_BEAM) -> None:
    """Play `line` on g (changed) as far as it is legal and seat's turn lasts; where it stops short of
    the turn's end (a draw changed the position, or no line was given) `beam` plans the rest."""
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
            line = plan_turn(g, seat, *beam, checker, value=value).line or line


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
