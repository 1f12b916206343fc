"""The judgement's second question: what are the best few lines from here, and what does each do.

best_lines() searches the seat's turn as Expert does (Hard's beam; inside the turn Hard's quick
judgement, where the turn ends the shipped judgement: ai/judgement.py) on a determinized clone (only
what the seat may know), and returns the best line after each of the few best first moves: its
moves to the end of the turn, its value (the seat's estimate minus its rivals', in points, where the
line ends) and what it does (the events of each move, played on that same clone). Values of two
lines from one search are comparable: their difference is the judgement's margin between them.

Advice (the Hint's why, the computer's reasons, the guide, the review) is built on this and on
judgement.value/estimates alone, never on how the judgement works inside.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from . import judgement as J
from .expert import ExpertBot
from .plan import Checker, plan_turn, turn_over

LINES_BEAM = (ExpertBot.width, ExpertBot.per_first, ExpertBot.max_nodes)  # Expert's own beam


@dataclass
class Line:
    """One first move's best turn."""

    first: object  # the first move (a legal move of the position asked about)
    moves: list  # the turn's moves, first move first, as far as the search followed it
    value: float  # the judgement's value where the line ends, from the seat's side (points)
    finished: bool  # the line reaches the end of the seat's turn (else `value` is a partial turn's)
    events: list = field(default_factory=list)  # (mover, that move's events) per move, in order
    end: object = None  # the clone where the line ends (the search's determinization, played on)


@dataclass
class Lines:
    lines: list  # Line per first move, best first
    clone: object  # the determinized clone the search ran on (the position as the seat may know it)

    def margin(self, other: int = 1) -> float | None:
        """The first line's value minus the `other`'s (by default the second's): None without it."""
        if len(self.lines) <= other:
            return None
        return self.lines[0].value - self.lines[other].value


def play_line(game, seat: int, moves) -> tuple[list, object, bool]:
    """Play `moves` on a clone of `game` as far as each is legal within seat's turn: the (seat,
    events) of each move played, the clone where it stopped and whether the turn is over there."""
    g = game.clone()
    turn = g.turn_number
    out = []
    for m in moves:
        if turn_over(g, seat, turn) or m not in g.legal_moves():
            break
        out.append((seat, list(g.apply(m))))
    return out, g, turn_over(g, seat, turn)


def best_lines(game, seat: int, k: int = 3, rng: random.Random | None = None, cancelled=None,
               beam=LINES_BEAM, judgement=None, firsts=()) -> Lines:
    """The best line after each of the `k` best first moves (and after each move of `firsts`, listed
    first in that order), best first, for `seat` (to move in `game`, which is not changed), on a
    determinized clone. `judgement`: J.default() unless given."""
    rng = rng or random.Random(0)
    d = game.determinize(seat, rng)
    value = J.search_value(seat, d, judgement or J.default())
    plan = plan_turn(d, seat, *beam, Checker(cancelled), value=value)
    ranked = plan.ranked()
    chosen = [m for m in firsts if m in plan.values or m in d.legal_moves()]
    chosen += [m for m in ranked if m not in chosen][:max(0, k - len(chosen))] if k > len(chosen) else []
    return lines_on(d, seat, [(m, plan.lines.get(m, [m]), plan.values.get(m, float("-inf")), m in plan.lines)
                              for m in chosen])


def lines_on(d, seat: int, planned) -> Lines:
    """The Lines of a search on `d` (the clone it ran on): each of `planned` (first move, the moves the
    search planned from it, their value, whether the search finished the turn there) played on d as far
    as it can be within seat's turn, with what each move does; finished only where the turn ends."""
    out = []
    for first, moves, value, finished in planned:
        events, end, over = play_line(d, seat, moves or [first])
        out.append(Line(first, list(moves or [first])[:len(events)], value, finished and over, events, end))
    return Lines(out, d)


def found_lines(found) -> Lines:
    """The lines a bot's search handed back with the move it chose (plan.Found, on the view it searched)
    as best_lines gives them: the chosen line first, then the others best first, each as far as it can
    be played within the turn. Their values are the search's own: no search is run here."""
    return lines_on(found.clone, found.clone.to_move, found.lines)
