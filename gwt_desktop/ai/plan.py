"""Looking ahead over the chain of decisions of one's own turn (a beam search), shared by Easy, Medium
and Hard.

A turn is a chain of atomic moves: the phase A path, local actions, their sub-choices, Kansas City's
foresight, income and delivery. On a determinized clone nobody else decides until the turn ends, so
planning the rest of one's turn is a one-player search. The beam keeps the best few partial turns at
each depth (judged by evaluate.py), a few per first move so that every first move keeps a chance, and
scores each finished turn by the position it leaves.
"""
from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field

from .evaluate import judge

PARTIAL_DISCOUNT = 2.0  # points


class Cancelled(Exception):
    """The search was told to stop (new game, undo, quit): nobody wants its answer any more."""


@dataclass
class Plan:
    """The result of a search: every first move's value, and the best line of moves for the turn."""
    values: dict = field(default_factory=dict)  # first move -> value of the best turn found after it
    line: list = field(default_factory=list)  # the best line found, first move first
    lines: dict = field(default_factory=dict)  # first move -> the best line found after it
    nodes: int = 0
    leaves: list = field(default_factory=list)  # (value, line) of every finished turn, with a Batch only
    best: float = float("-inf")  # the value of `line`

    def finished(self, v: float, line: list) -> None:
        """A finished turn worth v: the best after its first move, and the best line, if it beats them."""
        first = line[0]
        if v > self.values.get(first, float("-inf")):
            self.values[first] = v
            self.lines[first] = line
        if v > self.best:
            self.best = v
            self.line = line

    def ranked(self) -> list:
        return sorted(self.values, key=lambda m: -self.values[m])


FOUND_LINES = 6  # the lines a search hands back with its move: the chosen one and the best few others


@dataclass
class Found:
    """What the search that chose a move found, handed back with it (the bot's `found` after choose(),
    driver.Answer.found): the line it chose and its best lines after other first moves, from that one
    search, never a second one. `lines`: (first move, the moves to the turn's end as far as the search
    planned them, the value it gave them, whether the line reaches the turn's end), the chosen line
    first, then the others best first. The values of two lines are comparable (their difference is
    the search's margin between them) unless one is NaN: where Expert looked past the turn, the moves
    it sampled carry the mean of what it found there and the others, which it did not sample, NaN.
    `clone`: the position the search ran on (the seat's determinized view; driver.decide fills it)."""
    lines: list
    looked: bool = False  # the values are the look past the turn's (the means of its samples)
    clone: object = None

    @property
    def move(self):
        return self.lines[0][0]


def found_of(plan: Plan, ranked: list, chosen, means: dict | None = None) -> Found:
    """The Found of a search whose `plan` ranked the first moves as `ranked` and chose `chosen`; `means`:
    the look past the turn's mean value per sampled first move (hard.HardBot._pimc), where it ran."""
    if means:
        order = [chosen, *sorted((m for m in means if m != chosen), key=lambda m: -means[m])]
        order += [m for m in ranked if m not in order]
    else:
        order = [chosen, *(m for m in ranked if m != chosen)]

    def value(m) -> float:
        if means:
            return means.get(m, float("nan"))
        return plan.values.get(m, float("nan"))

    return Found([(m, list(plan.lines.get(m, [m])), value(m), m in plan.lines) for m in order[:FOUND_LINES]],
                 bool(means))


def turn_over(g, seat: int, turn: int) -> bool:
    s = g.state
    return s.over or s.current != seat or s.turn_number != turn


class Checker:
    """Calls `cancelled` every few nodes (and raises Cancelled), and lets the window's thread run:
    a pure-Python search would otherwise hold the GIL for whole frames."""
    __slots__ = ("cancelled", "count", "deadline", "share")

    def __init__(self, cancelled=None, deadline: float | None = None) -> None:
        self.cancelled = cancelled
        self.count = 0
        self.deadline = deadline
        # Only a search on a worker thread has a window to share the GIL with; elsewhere (the arena,
        # tests) sleep(0) would just hand the core to other processes on a busy machine.
        self.share = threading.current_thread() is not threading.main_thread()

    def tick(self) -> bool:
        """Count one node; True when the time is up. Raises Cancelled when cancelled."""
        self.count += 1
        if self.share and self.count & 7 == 0:
            time.sleep(0)
        if self.count & 31 == 0:
            if self.cancelled is not None and self.cancelled():
                raise Cancelled
            if self.deadline is not None and time.perf_counter() > self.deadline:
                return True
        return False


class Batch:
    """Finished turns judged together at the end of a search instead of one by one (a judgement that
    is cheaper per position in a batch: lab/network.py's network in numpy). `add(g)` is told each
    finished turn as it is found (it may read g now: g is not kept), `values()` then returns their
    values from the seat's side in that order, on the scale of `offset(root)` plus the partial turns'
    `value` (what a first move none of whose turns finished keeps)."""

    def add(self, g) -> None:
        raise NotImplementedError

    def values(self) -> list[float]:
        raise NotImplementedError

    def offset(self, root) -> float:
        return 0.0


def plan_turn(game, seat: int, width: int = 8, per_first: int = 2, max_nodes: int = 3000,
              checker: Checker | None = None, value=None, batch: Batch | None = None) -> Plan:
    """Beam search from `game` (not changed) to the end of seat's turn.

    value(g) judges a position from seat's side, partial and finished turns alike (default: evaluate
    with Medium's weights). With a `batch`, finished turns are judged by it, together, at the end
    (and the plan keeps every finished turn in `leaves`).
    """
    checker = checker or Checker()
    value = value or judge(seat)
    turn = game.turn_number
    plan = Plan()
    # beam entries: (value, game, line)
    beam = [(0.0, game, [])]
    partial: dict = {}  # first move -> best value of an unfinished turn after it
    pending: list = []  # (first move, line) of finished turns the batch will judge
    nodes = 0
    while beam and nodes < max_nodes:
        children = []
        for _, g, line in beam:
            for m in g.legal_moves():
                c = g.clone()
                c.apply(m)
                nodes += 1
                new_line = line + [m]
                first = new_line[0]
                if batch is not None and turn_over(c, seat, turn):
                    batch.add(c)
                    pending.append(new_line)
                elif turn_over(c, seat, turn):
                    plan.finished(value(c), new_line)
                else:
                    v = value(c)
                    children.append((v, c, new_line))
                    if v > partial.get(first, float("-inf")):
                        partial[first] = v
                if checker.tick():
                    nodes = max_nodes  # out of time: keep what we have
                    break
            if nodes >= max_nodes:
                break
        children.sort(key=lambda t: -t[0])
        beam = []
        per: dict = {}
        for child in children:
            first = child[2][0]
            k = per.get(first, 0)
            if k < per_first:
                per[first] = k + 1
                beam.append(child)
                if len(beam) >= width:
                    break
    if pending:
        for line, v in zip(pending, batch.values()):
            plan.leaves.append((v, line))
            plan.finished(v, line)
    shift = batch.offset(game) if batch is not None and any(f not in plan.values for f in partial) else 0.0
    # A first move none of whose turns was finished (the beam dropped them all, or the nodes ran out)
    # keeps the value of its best partial turn, a little discounted: a half turn often looks better
    # than it ends (the hand still held at Kansas City, say), so finished turns are preferred.
    for first, v in partial.items():
        if first not in plan.values:
            plan.values[first] = v - PARTIAL_DISCOUNT + shift
    plan.nodes = nodes
    if not plan.line and plan.values:
        plan.line = [plan.ranked()[0]]
    return plan

