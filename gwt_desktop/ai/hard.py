"""Hard: determinized Monte Carlo search, guided and cut short by Medium's judgement.

At the first decision of a turn Hard asks Medium's beam search for the few most promising first moves
(and the best line of the turn after each). Then, while its budget lasts, it plays each candidate out
on fresh determinizations (other hands, every stack re-dealt as the seat may imagine them): the rest
of its own turn and the opponents' next turns by quick beam searches, then its own next turn, and
judges the position with evaluate.py. Candidates are sampled in rounds and the weaker half dropped
(successive halving); the best mean wins.

A turn is a chain of decisions, so Hard treats it as one plan: the line chosen at the turn's start is
followed at the later decisions of the same turn as long as the position is the one the plan expected
(nothing drawn that changes it). Only then does it search again, so the budget is spent where the
choice is made and a turn costs about one search.
"""
from __future__ import annotations

import random
import time

from .evaluate import evaluate
from .plan import Checker, plan_turn, play_turn, turn_over

CANDIDATES = 6  # first moves taken from Medium's ranking into the sampling
CLEAR_LEAD = 4.0  # points: Medium's best line this far ahead of the second needs no sampling
MEDIUM_TIME = 0.5  # seconds Medium's first plan may take even when the budget is smaller


def fingerprint(g, seat: int) -> tuple:
    """What the seat sees of its own situation: equal fingerprints mean a stored plan still applies."""
    s = g.s
    pl = s.players[seat]
    return (s.turn_number, s.current, g.frame, tuple(sorted(pl.hand)), pl.money, pl.cert, pl.engine,
            pl.cattleman, len(pl.draw), len(pl.discard))


class HardBot:
    name = "hard"
    # The same beam as Medium's: a plan cut short by the clock would compare whole turns with half
    # ones, so every plan Hard counts runs to its node limit.
    width = 8
    per_first = 2
    max_nodes = 2500
    # Playouts: the rest of the own turn, the rivals' turns, the own next turn.
    own_width, own_nodes = 2, 160
    rival_width, rival_nodes = 1, 60

    def __init__(self, max_samples: int | None = None) -> None:
        # max_samples caps the playouts of one search (tests use it to be independent of the clock).
        self.max_samples = max_samples
        self._line: list[tuple[tuple, object]] = []
        self.samples = 0  # playouts in the last search (for the arena and tests)

    def choose(self, game, seat, rng, budget, cancelled=None):
        moves = game.legal_moves()
        if len(moves) == 1:
            return moves[0]
        # The line chosen earlier this turn, if the position is still the one it expected.
        expected = None
        if self._line and self._line[0][0] == fingerprint(game, seat):
            expected = self._line[0][1]
        self._line = []
        start = time.perf_counter()
        budget = max(0.02, budget or 0.0)
        deadline = start + budget
        plan = plan_turn(game, seat, self.width, self.per_first, self.max_nodes,
                         Checker(cancelled, deadline=start + max(budget, MEDIUM_TIME)))
        ranked = plan.ranked()
        if not ranked:
            return rng.choice(moves)
        cands = ranked[:CANDIDATES]
        best = ranked[0]
        self.samples = 0
        # Medium re-plans every decision (its beam then spends itself on this step); the sampling ran
        # at the turn's first close decision, so when Medium agrees with that line it is trusted.
        agreed = expected is not None and expected == best
        if not agreed and len(cands) > 1 and plan.values[cands[0]] - plan.values[cands[1]] < CLEAR_LEAD:
            if self.mode == "pimc":
                best = self._pimc(game, seat, rng, plan, deadline, cancelled)
            else:
                best = self._sample(game, seat, rng, cands, deadline, cancelled, plan.lines)
        self._remember(game, seat, plan.lines.get(best, [best]))
        return best

    def _remember(self, game, seat, line) -> None:
        """Keep the rest of the chosen line with the position expected before each of its moves."""
        c = game.clone()
        out = []
        turn = c.s.turn_number
        for m in line:
            if turn_over(c, seat, turn) or m not in c.legal_moves():
                break
            out.append((fingerprint(c, seat), m))
            c.apply(m)
        self._line = out[1:]

    mode = "pimc"

    def _pimc(self, game, seat, rng, plan, deadline, cancelled):
        """Average each first move's best-turn value over several determinizations (the draws at the
        turn's end and the rivals' hands differ in each), starting from the plan on `game` itself."""
        totals = {m: v for m, v in plan.values.items()}
        floor = min(totals.values())
        count = 1
        checker = Checker(cancelled, deadline=deadline)
        while time.perf_counter() < deadline and count != self.max_samples:
            d = game.determinize(seat, rng)
            p = plan_turn(d, seat, self.width, self.per_first, self.max_nodes, checker)
            if time.perf_counter() > deadline:
                break  # a plan cut short by the clock would be unfair to the moves it did not reach
            low = min(p.values.values(), default=floor)
            for m in totals:
                totals[m] += p.values.get(m, low)
            count += 1
            self.samples += 1
        return max(totals, key=lambda m: totals[m])

    def _sample(self, game, seat, rng, cands, deadline, cancelled, lines):
        checker = Checker(cancelled)  # playouts run to their end; the deadline is checked between them
        stats = {m: [0.0, 0] for m in cands}
        active = list(cands)
        rounds = 0
        while len(active) > 1:
            # Common random numbers: every candidate of a round meets the same deal, so their
            # difference is the move's, not the deal's luck.
            deal = rng.random()
            for m in active:
                d = game.determinize(seat, random.Random(deal))
                v = self._playout(d, seat, checker, lines.get(m, [m]))
                st = stats[m]
                st[0] += v
                st[1] += 1
                self.samples += 1
                if time.perf_counter() > deadline or self.samples == self.max_samples:
                    break
            else:
                rounds += 1
                if rounds in (2, 4, 7, 11):
                    active.sort(key=lambda mv: -stats[mv][0] / stats[mv][1])
                    active = active[:max(1, (len(active) + 1) // 2)]
                continue
            break
        scored = [m for m in cands if stats[m][1]]
        if not scored:
            return cands[0]
        # Only candidates sampled as often as the most-sampled survivors compete (fair comparison).
        top = max(stats[m][1] for m in scored)
        finalists = [m for m in scored if stats[m][1] >= max(1, top - 1)]
        return max(finalists, key=lambda mv: stats[mv][0] / stats[mv][1])

    next_turn = True

    def _playout(self, d, seat, checker, line) -> float:
        """Follow the candidate's planned line while it stays legal (the draws may differ), finish the
        turn by a quick search, let the rivals play theirs, then the seat's next turn; judge."""
        turn = d.s.turn_number
        for m in line:
            if turn_over(d, seat, turn) or m not in d.legal_moves():
                break
            d.apply(m)
        if not turn_over(d, seat, turn):
            play_turn(d, seat, self.own_width, self.own_nodes, checker)
        while not d.is_over and d.to_move != seat:
            play_turn(d, d.to_move, self.rival_width, self.rival_nodes, checker)
        if self.next_turn and not d.is_over:
            play_turn(d, seat, self.own_width, self.own_nodes, checker)
        return evaluate(d, seat)
