"""A judgement that blends the learned network with a hand-set estimate (an experiment, used by no
level): each player's expected final score is `(1 - w)` times the network's plus `w` times the
hand-set exchange rates' (ai/evaluate.player_value with Medium's weights by default, the December
Medium's judgement). The network prices the rush's positions well and plan assets badly (the gift
probe); the hand-set rates price cities, stations, the engine and the hand by rule, and the December
Medium that judged by them played the stations game and nearly held today's Hard (docs/experiments/
learned.md, twenty-fourth session). Whether an average of the two estimates plays better than either
is what lab.ladder's rungs with `:mW` measure.
"""
from __future__ import annotations

from gwt_desktop.ai import judgement
from gwt_desktop.ai.evaluate import MEDIUM, Weights, player_value, progress, versus


class Blend:
    """The shipped judgement's interface (estimates, value, quick) over a blend of two estimates."""

    name = "blend"

    def __init__(self, w: float, weights: Weights = MEDIUM, base=None) -> None:
        if not 0.0 <= w <= 1.0:
            raise ValueError(f"a blend's weight is between 0 and 1, not {w}")
        self.w = w
        self.weights = weights
        self.base = base if base is not None else judgement.default()
        self.quick = judgement.quick_of(self.base)  # inside a turn, as the base judgement's search does

    def estimates(self, game, viewer: int | None = None) -> list[float]:
        net = self.base.estimates(game, viewer)
        if game.is_over or self.w == 0.0:
            return net
        s = game.state
        rest = 1.0 - progress(s)
        w = self.w
        return [(1.0 - w) * v + w * player_value(s, p, rest, self.weights) for p, v in enumerate(net)]

    def value(self, game, seat: int) -> float:
        return versus(self.estimates(game, seat), seat)
