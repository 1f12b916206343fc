"""Expert: Hard's search (a wide beam over its own turn and, when the choice is close, determinized
samples that look past the turn's end) with more time, a learned correction to its judgement, and the
search in a separate process beside a window.

The judgement. Inside a turn the beam ranks partial turns by Hard's hand-set judgement (evaluate.HARD:
fast, and a partial turn is only ever compared with its siblings); wherever a turn has just ended (the
positions a plan's turns are finally scored by, and every position the look past the turn's end
scores) each player's final score is estimated as Hard's estimate plus the network's correction
(net.py over features.py), and the seat's value is its estimate minus its rivals' (their mean, leaning
to the best one, as evaluate.evaluate); where the game has ended, the score pad's own totals.

The shipped judgement (expert_weights.json): the network's part is all zeros, since every network
trained so far by tools/train.py lost to Hard's judgement (docs/experiments/expert.md); its
linear part adds points per item of one's own: 2.5 a building, then hazards, teepees, cowboys (and
less per engineer), station masters' tiles, the money disc and dollars. Randomized turns
(tools/trials.py) measured what each is worth beyond the judgement of the day, a building first and
the others in a second round under Expert's own judgement; about half of each measured worth played
best; its record against Hard is in docs/experiments/expert.md. Beyond that Expert differs in its
time (base.DEFAULT_BUDGET: 1.6 s against 1.0), its exact end-of-game score and, beside a window, a
core of its own.

The process. A search on a worker thread beside a window (the game, the hint) runs in one long-lived
child process (expert_search.py): the window's thread keeps its frames, the search gets the second
core, cancel reaches it within milliseconds, and if that process dies the move is Hard's. Elsewhere
(the arena, the tuner, tests) the same search runs in the calling process.
"""
from __future__ import annotations

import itertools
import threading

from . import features
from .evaluate import HARD
from .hard import HardBot

_keys = itertools.count()


def expert_value(seat: int, net, root=None, w=HARD):
    """The one-argument judgement from seat's side for a search from `root`: Hard's inside a turn, the
    network's at a turn's end.

    The network's estimates are on their own scale (its correction is often ten points or more for
    every player), while a beam compares partial turns, judged by Hard, with finished ones: a first
    move whose turns the beam never finished keeps its best partial value. So a finished turn counts
    by how much the network's correction gains against the root's (the position being decided): on
    Hard's scale, shifted only by what the network sees that turn change."""
    from .evaluate import evaluate

    ob = w.opponent_best
    offset = 0.0 if root is None else combine(estimates(root, net, w), seat, ob) - evaluate(root, seat, w)

    def value(g) -> float:
        if not features.at_turn_boundary(g):
            return evaluate(g, seat, w)
        if features.over(g):  # the score pad itself (its objective allocation is exact, Hard's greedy)
            return combine([float(v) for v in features.final_scores(g)], seat, ob) - offset
        return combine(estimates(g, net, w), seat, ob) - offset

    return value


def estimates(g, net, w=HARD) -> list[float]:
    """Every player's estimated final score: Hard's estimate plus the network's correction."""
    rest = features.remaining(g)
    base = features.base_values(g, rest, w)
    return [b + net.correction(features.player_features(g, p, rest, b)) for p, b in enumerate(base)]


def combine(values: list[float], seat: int, opponent_best: float = HARD.opponent_best) -> float:
    """The seat's value minus its rivals' (their mean leaning to the best one), as evaluate.evaluate."""
    mine = values[seat]
    others = values[:seat] + values[seat + 1:]
    if not others:
        return mine
    mean = sum(others) / len(others)
    return mine - ((1.0 - opponent_best) * mean + opponent_best * max(others))


class ExpertBot(HardBot):
    name = "expert"
    weights = HARD
    margin: float | None = None  # points: how close first moves must be to be sampled (None: Hard's LOOK_MARGIN)

    def __init__(self, max_samples: int | None = None, net=None, use_process: bool | None = None) -> None:
        super().__init__(max_samples)
        self._net = net
        # None: a separate process exactly when searching on a worker thread (beside a window); the
        # arena's and the tuner's pool workers are daemons, which may not start processes of their own.
        self.use_process = use_process
        self.fell_back = False  # the last decision was Hard's because the search process failed
        # Names this bot to the search process, which keeps a bot of its own per key: Hard's memory of
        # the line chosen earlier in the turn lives there, beside the search that uses it.
        self.key = next(_keys)

    @property
    def net(self):
        if self._net is None:
            from .net import shipped

            self._net = shipped()
        return self._net

    def judgement(self, game, seat):
        return expert_value(seat, self.net, game)

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
