"""Hard's judgement: a value fitted to how games actually end.

evaluate.py's exchange rates were set by hand. Here the worth of each resource is learned from
self-play (tools/fit_value.py): for positions of many Medium games, the points each player still
scored after that position were regressed on the position's features, each with a weight that fades
with the game's progress r (a*r + b*r^2). The value of a player is the points on the score pad now
(evaluate.player_value with no game left) plus that fitted outlook.
"""
from __future__ import annotations

from ..engine import board
from ..engine.components import CARD_BREED, CARD_VALUE, DISC_INDEX, N_CATTLE_KINDS
from ..engine.state import PRIVATE_CODE
from .evaluate import WAY, delivery_points, expected_hand_value, player_value, progress

FEATURES = ("const", "money", "income", "citycurve", "cert", "engine", "cowboys", "craft", "engineers",
            "discs", "buildings", "deliver", "delivpts", "handlim", "steps", "ncards", "stations", "masters")
_STEP1, _STEP2 = DISC_INDEX["step1"], DISC_INDEX["step2"]


def features(s, p: int) -> list[float]:
    pl = s.players[p]
    breed = [0] * 9
    ncards = 0
    for cards in (pl.hand, pl.draw, pl.discard):
        for c in cards:
            if c < N_CATTLE_KINDS:
                breed[CARD_BREED[c]] += 1
                ncards += 1
    income = expected_hand_value(tuple(breed), pl.hand_limit()) + pl.perm_certs
    trail = s.trail
    nb = 0
    for sp in board.PRIVATE_SPACES:
        code = trail[sp]
        if code >= PRIVATE_CODE and (code - PRIVATE_CODE) // 16 == p:
            nb += 1
    deliver = dp = 0.0
    if pl.cattleman >= 0:
        hb = 0
        seen = 0
        for c in pl.hand:
            if c < N_CATTLE_KINDS:
                bit = 1 << CARD_BREED[c]
                if not seen & bit:
                    seen |= bit
                    hb += CARD_VALUE[c]
        d = hb + pl.cert + pl.perm_certs
        way = WAY[pl.cattleman]
        deliver = way * d
        dp = way * delivery_points(pl, d)
    steps = pl.cleared(_STEP1) + pl.cleared(_STEP2)
    return [1.0, pl.money, income, max(-3.0, min(9.0, (income - 5.5) * 0.9)), pl.cert, pl.engine // 2,
            pl.workers[0], pl.workers[1], pl.workers[2], 14 - sum(pl.discs), nb, deliver, dp,
            pl.hand_limit(), steps, ncards, sum(pl.stations), len(pl.masters)]


class FittedValue:
    def __init__(self, coef: list[float], opponent_best: float = 0.5) -> None:
        n = len(FEATURES)
        self.a = coef[:n]
        self.b = coef[n:2 * n]
        self.opponent_best = opponent_best

    def player(self, s, p: int, r: float) -> float:
        v = player_value(s, p, 0.0)
        if r <= 0.0:
            return v
        r2 = r * r
        for f, a, b in zip(features(s, p), self.a, self.b):
            v += f * (a * r + b * r2)
        return v

    def evaluate(self, game, seat: int) -> float:
        s = game.s
        r = 1.0 - progress(s)
        mine = self.player(s, seat, r)
        others = [self.player(s, p, r) for p in range(s.n) if p != seat]
        if not others:
            return mine
        mean = sum(others) / len(others)
        w = self.opponent_best
        return mine - ((1.0 - w) * mean + w * max(others))
