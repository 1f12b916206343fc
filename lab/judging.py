"""How a self-play seat's search values a finished turn (ai/plan.py's Batch): by the network, in one
numpy batch per plan, from the seat's side (its estimate less its rivals' blend), with a style's
extra points; or by the frozen Expert's judgement, the baseline the learning curve measures against.
"""
from __future__ import annotations

import numpy as np

from gwt_desktop.ai import features as F
from gwt_desktop.ai.evaluate import HARD, evaluate, versus
from gwt_desktop.ai.expert import estimates as frozen_estimates
from gwt_desktop.ai.judgement import blended, hand_estimates
from gwt_desktop.ai.plan import Batch

from .network import COLUMN, NumpyNet

BLEND = HARD.opponent_best  # rivals: (1 - BLEND) * mean + BLEND * best, as every judgement here


def combine(values, seat: int, rivals: float = 1.0) -> float:
    """The seat's points minus `rivals` times its rivals' blend (1: the margin alone counts)."""
    return float(versus(values, seat, BLEND, rivals))


STYLE_TERMS = ("city_9", "stations", "buildings", "disc_hand", "deck_bv1", "objectives_met", "cowboys",
               "craftsmen", "engineers", "hazards", "engine", "expected_hand", "perm_certs", "cities_open_high")
# Points at a feature's full scale, set so that one more of the item is worth a few points: enough to
# change which turn is chosen, and so to play a whole plan through (at a point or less an item, the
# first styles changed almost nothing).
STYLE_SCALE = {"city_9": 12.0, "stations": 30.0, "buildings": 32.0, "disc_hand": -8.0, "deck_bv1": -15.0,
               "objectives_met": 20.0, "cowboys": 18.0, "craftsmen": 18.0, "engineers": 18.0, "hazards": 12.0,
               "engine": 25.0, "expected_hand": 30.0, "perm_certs": 12.0, "cities_open_high": -16.0}


class NetBatch(Batch):
    """The network's value of each finished turn from `seat`'s side (its estimate minus the rivals'
    blend), judged in one numpy call; a game's end by the score pad. `style`: extra points per unit
    of some features for this seat only (exploration). `partial`: the beam's partial turns are judged
    by the network too (net_value), so finished and partial turns share one scale. `blend`: each
    player's estimate blended with the hand-set one at that weight (judgement.blended, as
    judgement.Blend judges)."""

    def __init__(self, net: NumpyNet, seat: int, style: dict | None = None, rivals: float = 1.0,
                 partial: bool = False, blend: float = 0.0) -> None:
        if partial and blend:
            raise ValueError("a blended batch judges finished turns only (the partial ones by Hard's quick judgement)")
        self.net = net
        self.blend = blend
        self.hands: dict[int, list[float]] = {}  # a position's first row -> the hand-set estimates (blend)
        self.partial = partial
        self.rivals = rivals
        self.seat = seat
        self.style = style
        self.rows: list[list[float]] = []
        self.slots: list = []  # per leaf: (row index, n) or the finished game's totals
        self.seen: dict = {}  # a position's signature -> its rows (a third of a turn's ends repeat)

    def add(self, g) -> None:
        if g.is_over:
            self.slots.append([float(sh["total"]) for sh in g.score_sheet()])
            return
        key = signature(g.state)
        start = self.seen.get(key)
        if start is None:
            start = self.seen[key] = len(self.rows)
            self.rows.extend(F.all_features(g.state, self.seat))
            if self.blend:
                self.hands[start] = hand_estimates(g.state)
        self.slots.append((start, g.state.n))

    def values(self) -> list[float]:
        pred = self.net.forward(np.array(self.rows)) if self.rows else np.zeros(0)
        out = []
        for slot in self.slots:
            if isinstance(slot, list):
                out.append(combine(slot, self.seat, self.rivals))
                continue
            start, n = slot
            vals = list(pred[start:start + n])
            if self.blend:
                vals = blended(vals, self.hands[start], self.blend)
            v = combine(vals, self.seat, self.rivals)
            if self.style:
                row = self.rows[start + self.seat]
                v += sum(w * row[COLUMN[k]] for k, w in self.style.items())
            out.append(v)
        return out

    def offset(self, root) -> float:
        if self.partial:
            return 0.0
        vals = list(self.net.forward(np.array(F.all_features(root.state, self.seat))))
        if self.blend:
            vals = blended(vals, hand_estimates(root.state), self.blend)
        return combine(vals, self.seat, self.rivals) - evaluate(root, self.seat, HARD)


def net_value(net: NumpyNet, seat: int, rivals: float = 1.0):
    """The network's judgement of any position, one at a time (a probe: the beam's partial turns
    judged by the network instead of Hard's quick judgement)."""
    seen: dict = {}

    def value(g) -> float:
        if g.is_over:
            return combine([float(sh["total"]) for sh in g.score_sheet()], seat, rivals)
        key = signature(g.state)
        v = seen.get(key)
        if v is None:
            v = seen[key] = combine(list(net.forward(np.array(F.all_features(g.state, seat)))), seat, rivals)
        return v
    return value


def signature(s) -> tuple:
    """What the features of a turn's end can depend on, cheaply: equal signatures, equal features."""
    out = [s.current, s.end_trigger, s.token_row, tuple(s.trail), tuple(s.market), tuple(s.obj_display),
           tuple(s.masters), tuple(map(len, s.job_market)), tuple(map(tuple, s.foresight))]
    for pl in s.players:
        out += (pl.money, tuple(sorted(pl.hand)), tuple(sorted(pl.draw + pl.discard)), tuple(pl.objectives),
                tuple(pl.workers), tuple(pl.discs), pl.cert, pl.perm_certs, tuple(pl.hazards), tuple(pl.teepees),
                pl.engine, pl.cattleman, tuple(pl.cities), tuple(pl.stations), tuple(pl.masters), pl.token,
                len(pl.supply))
    return tuple(out)


class FrozenBatch(Batch):
    """The frozen Expert's judgement of a finished turn (Hard's estimate plus EXPERT_EXTRA), the
    baseline the learning curve is measured against at the same beam."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.vals: list[float] = []

    def add(self, g) -> None:
        if g.is_over:
            self.vals.append(combine([float(sh["total"]) for sh in g.score_sheet()], self.seat))
        else:
            self.vals.append(combine(frozen_estimates(g), self.seat))

    def values(self) -> list[float]:
        return self.vals

    def offset(self, root) -> float:
        return combine(frozen_estimates(root), self.seat) - evaluate(root, self.seat, HARD)
