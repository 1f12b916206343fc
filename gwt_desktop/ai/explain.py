"""What a bot's judgement saw when it chose a move, for the Hint's "why", and the guided game's pick.

explain() searches the seat's turn as Hard's beam does (its width and exchange rates, on a
determinized clone: only what the seat may know), and returns the hinted move and the best other first
move, each with the value of the best turn found after it and that turn's moves and events (the turn
played out on a clone of the determinization). Expert judges by Hard's search too, so its hint is
explained by the same beam. The sentence is text/hint_why.py's; nothing here builds a move: the moves
named are among the legal ones.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from .evaluate import HARD, MEDIUM, judge
from .plan import Checker, plan_turn, turn_over

EXPLAIN_BEAM = (64, 10, 40000)  # Hard's own (hard.HardBot): the judgement the hint stands on
SUGGEST_BEAM = (6, 2, 1500)  # Easy's width, node-limited (no clock): the same pick on every machine


@dataclass
class Option:
    """One first move: the value of the best turn found after it, that turn's moves and their events."""
    move: object
    value: float
    line: list = field(default_factory=list)
    events: list = field(default_factory=list)  # (mover, events of one move) along the line


@dataclass
class Explanation:
    chosen: Option
    second: Option | None  # None when the move was the only one


def _played(game, seat: int, line) -> list:
    """The line played on a clone as far as it is legal within seat's turn: (seat, events) per move."""
    g = game.clone()
    turn = g.turn_number
    out = []
    for m in line:
        if turn_over(g, seat, turn) or m not in g.legal_moves():
            break
        out.append((seat, list(g.apply(m))))
    return out


def explain(game, seat: int, move, rng: random.Random, cancelled=None, beam=EXPLAIN_BEAM,
            weights=HARD) -> Explanation:
    """Why `move` (a legal move of seat's, the hint's) and what came second, by Hard's beam on what the
    seat may know. `game` is not changed."""
    d = game.determinize(seat, rng)
    plan = plan_turn(d, seat, *beam, Checker(cancelled), value=judge(seat, weights))
    values = plan.values

    def option(m) -> Option:
        line = plan.lines.get(m, [m])
        return Option(m, values.get(m, float("-inf")), line, _played(d, seat, line))

    others = [m for m in plan.ranked() if m != move]
    return Explanation(option(move), option(others[0]) if others else None)


def suggest(game, seat: int, rng: random.Random):
    """A good legal move for seat, the same on every machine: the first move of the best turn a small
    node-limited beam finds (Medium's judgement) on a determinized clone."""
    legal = game.legal_moves()
    if len(legal) == 1:
        return legal[0]
    d = game.determinize(seat, rng)
    plan = plan_turn(d, seat, *SUGGEST_BEAM, Checker(), value=judge(seat, MEDIUM))
    ranked = [m for m in plan.ranked() if m in legal]
    return ranked[0] if ranked else legal[0]


def suggest_turn(game, seat: int, rng: random.Random):
    """suggest's pick with the turn it begins, for the guided game's "why": (move, line, determinized
    clone the line was found on; None when the move was the only one). The same pick as suggest."""
    legal = game.legal_moves()
    if len(legal) == 1:
        return legal[0], [legal[0]], None
    d = game.determinize(seat, rng)
    plan = plan_turn(d, seat, *SUGGEST_BEAM, Checker(), value=judge(seat, MEDIUM))
    ranked = [m for m in plan.ranked() if m in legal]
    move = ranked[0] if ranked else legal[0]
    return move, list(plan.lines.get(move, [move])), d
