"""Hard: the best turn a beam over its own turn finds, judged where the turn ends by the judgement every
level shares (ai/judgement.default: the learned network), and the search the other levels are rungs of.

The ladder of levels is one judgement with more or less search (docs/experiments/learned.md): Expert
(expert.py) widens the beam and, when the choice is close, looks past the turn's end; Hard plays the
best turn of its narrower beam; Medium and Easy (medium.py) search as Hard does but slip, each playing
a whole turn chosen by a softmax of the first moves' values (`noise` points of temperature).

The beam ranks the first moves by the best turn it finds after each, on one determinization; inside a
turn it ranks partial turns by Hard's quick judgement (evaluate.HARD), where the turn ends by the
shared judgement (judgement.search_value). Looking past the turn (`look`): when a few first moves
come within LOOK_MARGIN of the best, the search spends its budget on them: in each determinization
(other hands, the order of every stack, the draws at the turn's end, all re-dealt as the seat may
imagine them) it plays each one's best turn on through the rivals' turns (a narrow beam of Medium's
hand-set judgement) and scores it by its own best next turn (lookahead.py), and plays the move with
the best total. The end of one turn cannot show that the space the cattleman stops on leaves a rich
building in reach, or that the cattle bought now make the next hand; the next turn does, and
averaging over determinizations keeps a choice that only looked good because of one imagined draw
from winning. A sample the clock cut short is not counted, so the clock decides how many
determinizations there are, never which moves were looked at.

A turn is a chain of decisions, so the search keeps the line it chose (with the position it expects
before each move). At the later decisions of that turn the beam still re-plans (cheap, and it then
spends itself on the step at hand); when it agrees with the kept line the search is not repeated, and
only where it departs, or something drawn changed the position, does it sample again. A level with
noise keeps to its line without re-planning: its slip is a turn, not a move.
"""
from __future__ import annotations

import math
import time

from . import judgement
from .evaluate import HARD, judge
from .judgement import search_value
from .lookahead import follow, next_turn_value
from .plan import Checker, found_of, plan_turn, turn_over

LOOK_MOVES = 3  # the beam's best first moves that are played on and sampled
LOOK_MARGIN = 4.0  # points: a first move this far behind the beam's best is not looked past
PLAN_TIME = 0.5  # seconds Hard's first plan of a decision may take even when the budget is smaller


def fingerprint(g, seat: int) -> tuple:
    """What the seat sees of its own situation: equal fingerprints mean a stored plan still applies."""
    s = g.state
    pl = s.players[seat]
    return (s.turn_number, s.current, g.decision, tuple(sorted(pl.hand)), pl.money, pl.cert, pl.engine,
            pl.cattleman, len(pl.draw), len(pl.discard))


class HardBot:
    """Hard, and the search every level runs (Expert, Medium and Easy change its class attributes)."""

    name = "hard"
    # The levels' rungs (docs/experiments/learned.md): Hard plays the best turn of a beam half again
    # as wide as self-play's (16/4/3000, Medium's), without looking past the turn; Expert widens the
    # beam to 256/32/300000 and looks past.
    width = 24
    per_first = 6
    max_nodes = 6000
    weights = HARD  # the quick judgement inside a turn (evaluate.HARD, tuned by lab/tune.py)
    look = False  # look past the turn's end where first moves are close (the determinized samples)
    # Points: a level below Hard plays a whole turn chosen by a softmax of the first moves' values
    # with this temperature (0: always the best), and keeps to it for the rest of the turn; it does
    # not look past the turn, whatever `look` says (its slip, not the samples, chooses the move).
    noise = 0.0

    def __init__(self, max_samples: int | None = None) -> None:
        # max_samples caps the determinizations of one search (tests use it to be independent of the clock).
        self.max_samples = max_samples
        self._line: list[tuple[tuple, object]] = []
        self.samples = 0  # determinizations looked past in the last decision (the first is `game` itself)
        # What the last decision's search found (plan.Found: its chosen line and the best others, with
        # their values), None where it did not search (one legal move, a line kept from earlier in the
        # turn): the computer's "Why:" is worded from it (session/turn_reasons.py).
        self.found = None
        self._means: dict = {}  # the look past the turn's mean per sampled first move, the last decision

    def choose(self, game, seat, rng, budget, cancelled=None):
        moves = game.legal_moves()
        self.found = None
        if len(moves) == 1:
            return moves[0]
        # The line chosen earlier this turn, if the position is still the one it expected.
        expected, rest = None, []
        if self._line and self._line[0][0] == fingerprint(game, seat):
            expected, rest = self._line[0][1], self._line[1:]
        self._line = []
        if self.noise and expected is not None and expected in moves:
            # A turn chosen with noise is played as chosen: re-planning would take back the slip.
            self._line = rest
            return expected
        start = time.perf_counter()
        budget = max(0.02, budget or 0.0)
        deadline = start + budget
        value = self.judgement(game, seat)
        plan = plan_turn(game, seat, self.width, self.per_first, self.max_nodes,
                         Checker(cancelled, deadline=start + max(budget, PLAN_TIME)), value=value)
        ranked = plan.ranked()
        if not ranked:
            return rng.choice(moves)
        best = ranked[0]
        self.samples = 0
        if self.noise:
            best = slip(plan, ranked, self.noise, rng)
            self._remember(game, seat, plan.lines.get(best, [best]))
            self.found = found_of(plan, ranked, best)
            return best
        # The beam re-plans every decision (it then spends itself on this step); the sampling ran at
        # the turn's first close decision, so when the beam agrees with that line it is trusted.
        agreed = expected is not None and expected == best
        close = [m for m in ranked[:LOOK_MOVES] if plan.values[m] >= plan.values[best] - self.look_margin()]
        self._means = {}
        if self.look and not agreed and len(close) > 1:
            best = self._pimc(game, seat, rng, plan, close, value, deadline, cancelled)
        self._remember(game, seat, plan.lines.get(best, [best]))
        self.found = found_of(plan, ranked, best, self._means)
        return best

    def look_margin(self) -> float:
        return LOOK_MARGIN

    def judgement(self, game, seat):
        """The one-argument judgement of this decision's searches: the shipped judgement where a turn
        ends (judgement.search_value), the one every level shares."""
        return search_value(seat, game, self.judge())

    def judge(self):
        """Whose judgement the turn's end is: the shipped one (ai/judgement.default)."""
        return judgement.default()

    def _remember(self, game, seat, line) -> None:
        """Keep the rest of the chosen line with the position expected before each of its moves."""
        c = game.clone()
        out = []
        turn = c.turn_number
        for m in line:
            if turn_over(c, seat, turn) or m not in c.legal_moves():
                break
            out.append((fingerprint(c, seat), m))
            c.apply(m)
        self._line = out[1:]

    def _pimc(self, game, seat, rng, plan, candidates, value, deadline, cancelled):
        """Average each close first move's value over several determinizations (the draws at the turn's
        end and the rivals' hands differ in each), starting from `game` and its `plan`. A move's value in
        one determinization is the best turn after it, played on: the rivals' turns and one's own next."""
        totals = dict.fromkeys(candidates, 0.0)
        quick = judgement.quick_of(self.judge())  # how the rivals' turns are judged, as inside one's own
        checker = Checker(cancelled, deadline=deadline)
        d, p = game, plan
        while self.samples != self.max_samples:
            if self.samples:
                d = game.determinize(seat, rng)
                p = plan_turn(d, seat, self.width, self.per_first, self.max_nodes, checker, value=value)
            sample = {}
            for m in candidates:
                leaf = d.clone()
                follow(leaf, seat, p.lines.get(m, [m]), value, checker)
                sample[m] = next_turn_value(leaf, seat, value, checker, quick)
            if time.perf_counter() > deadline:
                break  # a sample cut short by the clock would be unfair to the moves it did not reach
            for m, v in sample.items():
                totals[m] += v
            self.samples += 1
        if not self.samples:
            return candidates[0]
        self._means = {m: t / self.samples for m, t in totals.items()}  # what chose the move: handed back
        return max(totals, key=lambda m: totals[m])


SLIP_MOVES = 4  # the best first moves a level with noise chooses among


def slip(plan, ranked: list, noise: float, rng) -> object:
    """One of the best few first moves, by a softmax of their values over `noise` points: a line
    much worse than the best is rarely taken, a near one often."""
    top = ranked[:SLIP_MOVES]
    best = plan.values[top[0]]
    weights = [math.exp((plan.values[m] - best) / noise) for m in top]
    r = rng.random() * sum(weights)
    for w, m in zip(weights, top):
        r -= w
        if r <= 0:
            return m
    return top[-1]


class DecemberHardBot(HardBot):
    """Hard as it played in December 2026 before the ladder (main 3599a27; lab/ladder.py's `dec-hard`),
    kept as the baseline `hard-2026-12` the ladder is held against (issue 68): the 64/10/40,000 beam
    looking past the turn, every position judged by Hard's hand-set estimate (evaluate.judge with
    evaluate.HARD), never by the learned network."""

    name = "hard-2026-12"
    width = 64
    per_first = 10
    max_nodes = 40000
    look = True

    def judgement(self, game, seat):
        return judge(seat, HARD)

    def judge(self):
        # Asked only for its quick judgement (the look's rivals): the frozen December judgement's is
        # Hard's own evaluate, the numbers December's Hard judged everything by.
        return judgement.FROZEN
