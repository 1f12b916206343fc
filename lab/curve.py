"""The learning curve: a network against the frozen Expert's judgement at one beam, greedy, two
players, both seatings of each of a fixed set of deals (self-play's every few rounds, and --evaluate).
"""
from __future__ import annotations

import math

from .figures import seat_figures, won
from .jobs import FROZEN, Job
from .play import play_game

CURVE_SEED = 880000  # the learning curve's fixed deals


def evaluate_net(pool, spec: dict, deals: int, beam, seed0: int = CURVE_SEED, rivals: float = 1.0,
                 price_kc: float = 0.0) -> dict:
    """The net against the frozen Expert's judgement at the same beam, greedy, two players, both
    seatings of each fixed deal (the net's search with the run's Kansas City price)."""
    jobs, mine = [], []
    for i in range(deals):
        for first in (0, 1):
            nets = (spec, FROZEN) if first == 0 else (FROZEN, spec)
            jobs.append(Job(seed=seed0 + i, players=2, nets=nets, beam=beam, rivals=rivals, price_kc=price_kc))
            mine.append(first)
    results = list(pool.imap(play_game, jobs))
    games = len(jobs)
    rate = won(results, mine) / games
    half = 1.96 * math.sqrt(max(rate * (1 - rate), 1e-9) / games)
    me = seat_figures(results, mine)
    return {"games": games, "win_rate": round(rate, 3), "ci95": round(half, 3),
            "mean": me["mean"], "frozen_mean": seat_figures(results, [1 - p for p in mine])["mean"],
            "kc_per_game": me["kc_per_game"], "sf_per_game": me["sf_per_game"], "categories": me["categories"]}
