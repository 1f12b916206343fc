"""Medium and Easy: evaluate.py's judgement with a look ahead over the rest of their own turn.

Medium plays the first move of the best turn its beam search finds. Easy runs a narrower search and
then, like a casual player, often settles for the second- or third-best line.
"""
from __future__ import annotations

from .evaluate import MEDIUM, judge
from .plan import Checker, plan_turn


class MediumBot:
    name = "medium"
    # A wide beam that keeps several partial turns per first move, so turns whose payoff comes late in
    # the chain (buy after a discard, deliver after foresight) survive (docs/experiments/medium.md).
    # The 0.5 s budget still caps a slow machine.
    width = 40
    per_first = 6
    max_nodes = 20000
    weights = MEDIUM

    def choose(self, game, seat, rng, budget, cancelled=None):
        moves = game.legal_moves()
        if len(moves) == 1:
            return moves[0]
        plan = plan_turn(game, seat, self.width, self.per_first, self.max_nodes,
                         Checker(cancelled, deadline=_deadline(budget)), value=judge(seat, self.weights))
        return self.pick(plan, moves, rng)

    def pick(self, plan, moves, rng):
        ranked = plan.ranked()
        return ranked[0] if ranked else rng.choice(moves)


class EasyBot(MediumBot):
    name = "easy"
    width = 6
    per_first = 2
    max_nodes = 1500
    # Chances of taking the best, the second-best and the third-best line.
    odds = (0.6, 0.25, 0.15)
    slack = 3.0  # points

    def pick(self, plan, moves, rng):
        ranked = plan.ranked()
        if not ranked:
            return rng.choice(moves)
        # A line much worse than the best is not a casual slip but a blunder: only near ones compete.
        best = plan.values[ranked[0]]
        ranked = [m for m in ranked[:len(self.odds)] if plan.values[m] >= best - self.slack]
        r = rng.random()
        for i, p in enumerate(self.odds):
            if r < p and i < len(ranked):
                return ranked[i]
            r -= p
        return ranked[0]


def _deadline(budget):
    import time
    # Medium needs no long thinking; the budget only caps it on a slow machine.
    return time.perf_counter() + max(0.05, budget) if budget else None
