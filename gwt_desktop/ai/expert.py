"""Expert: the top of the ladder of levels (hard.py): the same search and the same shared judgement
(ai/judgement.default) with the widest beam, and, when the choice is close, determinized samples that
look past the turn's end; more time (base.DEFAULT_BUDGET: 1.6 s), and beside a window a process and
a core of its own.

The December 2026 judgement (judgement.FROZEN, kept as the baseline `expert-2026-12`, and the
judgement where the learned one cannot be read): Hard's hand-set estimate of each final score plus
evaluate.EXPERT_EXTRA's points per item of one's own (buildings, hazards, teepees, cowboys and,
negative, engineers, station masters' tiles, the money disc, dollars), the seat's value its estimate
minus its rivals'; `expert_value` is that judgement with other points per item, for the lab's
trials (lab/trials.py; the runs and its record are in docs/experiments/expert.md).

The process. A search on a worker thread beside a window (the game, the hint) runs in one long-lived
child process (expert_search.py): the window's thread keeps its frames, the search gets the second
core, cancel reaches it within milliseconds, and if that process dies the move is Hard's. Elsewhere
(the arena, the tuner, tests) the same search runs in the calling process.
"""
from __future__ import annotations

import itertools
import threading

from ..engine import DecisionKind
from . import judgement
from .evaluate import (
    EXPERT_EXTRA,
    HARD,
    evaluate,
    extra_value,
    player_value,
    progress,
    versus,
)
from .hard import HardBot

_keys = itertools.count()


def expert_value(seat: int, root=None, w=HARD, extra=None):
    """The one-argument judgement from seat's side for a search from `root`: Hard's inside a turn, at a
    turn's end Hard's plus the extra points (`extra(game, player, remaining, hard_estimate)`; by
    default EXPERT_EXTRA's per item).

    The extra points are on their own scale (often ten points or more for every player), while a beam
    compares partial turns, judged by Hard, with finished ones: a first move whose turns the beam never
    finished keeps its best partial value. So a finished turn counts by how much the extra points gain
    against the root's (the position being decided): on Hard's scale, shifted only by what the extra
    points see that turn change."""
    ob = w.opponent_best
    offset = 0.0 if root is None else versus(estimates(root, w, extra), seat, ob) - evaluate(root, seat, w)

    def value(g) -> float:
        if g.decision.kind != DecisionKind.TURN and not g.is_over:  # inside a turn
            return evaluate(g, seat, w)
        if g.is_over:  # the score pad itself (its objective allocation is exact, Hard's greedy)
            return versus([float(sh["total"]) for sh in g.score_sheet()], seat, ob) - offset
        return versus(estimates(g, w, extra), seat, ob) - offset

    return value


def estimates(g, w=HARD, extra=None) -> list[float]:
    """Every player's estimated final score: Hard's estimate plus the extra points."""
    s = g.state
    rest = 1.0 - progress(s)
    if extra is None:
        return [player_value(s, p, rest, w) + extra_value(s, p, EXPERT_EXTRA) for p in range(s.n)]
    out = []
    for p in range(s.n):
        base = player_value(s, p, rest, w)
        out.append(base + extra(g, p, rest, base))
    return out


class ExpertBot(HardBot):
    name = "expert"
    weights = HARD
    # The widest beam and the look past the turn's end. Wider than the December judgement's 64/10/40000
    # (for which wider did not pay, docs/experiments/hard.md): inside a turn Hard's quick judgement
    # prunes partial turns, and a wider beam lets the network see turns it values more, while a turn's
    # tree stays small enough to plan in a tenth of a second (docs/experiments/learned.md, tenth session).
    width = 256
    per_first = 32
    max_nodes = 300000
    look = True
    margin: float | None = None  # points: how close first moves must be to be sampled (None: Hard's LOOK_MARGIN)

    def __init__(self, max_samples: int | None = None, extra=None, use_process: bool | None = None) -> None:
        super().__init__(max_samples)
        self.extra = extra  # None: EXPERT_EXTRA's points per item (expert_value says what else may go here)
        # None: a separate process exactly when searching on a worker thread (beside a window); the
        # arena's and the tuner's pool workers are daemons, which may not start processes of their own.
        self.use_process = use_process
        self.fell_back = False  # the last decision was Hard's because the search process failed
        # Names this bot to the search process, which keeps a bot of its own per key: Hard's memory of
        # the line chosen earlier in the turn lives there, beside the search that uses it.
        self.key = next(_keys)

    def judgement(self, game, seat):
        if self.extra is not None:  # the lab's trial of other points per item (lab/trials.py --ab)
            return expert_value(seat, game, self.weights, self.extra)
        return super().judgement(game, seat)

    def look_margin(self) -> float:
        return super().look_margin() if self.margin is None else self.margin

    def choose(self, game, seat, rng, budget, cancelled=None):
        if self._remote():
            from .expert_search import search

            return search(self, game, seat, rng, budget, cancelled)
        return super().choose(game, seat, rng, budget, cancelled)

    def think_here(self, game, seat, rng, budget, cancelled=None):
        """The search in this process (what the child process runs)."""
        return super().choose(game, seat, rng, budget, cancelled)

    def _remote(self) -> bool:
        if self.use_process is not None:
            return self.use_process
        import multiprocessing

        return (threading.current_thread() is not threading.main_thread()
                and not multiprocessing.current_process().daemon)


class FrozenExpertBot(ExpertBot):
    """The December 2026 Expert, kept as the baseline every new judgement is matched against
    (`expert-2026-12`): the same search on December's beam, judging a turn's end by judgement.FROZEN."""

    name = "expert-2026-12"
    # December's beam, kept as it was: the baseline does not move when Expert's search does.
    width = 64
    per_first = 10
    max_nodes = 40000

    def judge(self):
        return judgement.FROZEN


class KeptExpertBot(ExpertBot):
    """Expert as it played on 7 December 2026 (`expert-2026-12-07`), kept as a baseline the ladder is
    held against (issue 68): today's search (the 256/32/300,000 beam, the look past the turn) judging
    by a copy of that day's network (judgement.kept: judgement-2026-12-07.json, run td4 at 30,000
    games), so it does not move when judgement.json does."""

    name = "expert-2026-12-07"

    def judge(self):
        return judgement.kept(self.name)


class BlendExpertBot(ExpertBot):
    """Expert's search judging by the shipped judgement blended with a quarter of Medium's hand-set
    estimate (judgement.Blend; `expert-blend`, a trial in ai/base.TRIALS, offered to no player): the
    blend won at self-play's and Hard's beams and played the stations game (docs/experiments/learned.md,
    twenty-fourth session); whether it does at Expert's search is what its matches against
    `expert-2026-12-07` ask."""

    name = "expert-blend"
    blend = 0.25  # the hand-set estimate's weight

    def judge(self):
        base = judgement.default()
        kept = getattr(self, "_blend", None)
        if kept is None or kept.base is not base:  # made once per judgement (weights read again: a new one)
            kept = self._blend = judgement.Blend(base, self.blend)
        return kept
