"""Figures of finished lab games (play.py's records): wins of a seat, its points and where they came
from, the network seats' means, the styles' and the league's games.
"""
from __future__ import annotations

import numpy as np


def won(results: list[dict], seats: list[int]) -> float:
    """Two-player games won by the given seat of each (ties as half)."""
    return sum(1.0 if r["scores"][p] > r["scores"][1 - p] else 0.5 if r["scores"][p] == r["scores"][1 - p] else 0.0
               for r, p in zip(results, seats))


def seat_figures(results: list[dict], seats: list[int]) -> dict:
    """Points, their categories and deliveries of one seat per game (its index in `seats`)."""
    games = len(results)

    def total(key: str) -> float:
        return sum(r[key][p] for r, p in zip(results, seats))

    def means(key: str, digits: int) -> dict[str, float]:
        """The seat's per-game dict under `key` (its pad's categories, its engine), averaged by name."""
        out: dict[str, float] = {}
        for r, p in zip(results, seats):
            for k, v in r[key][p].items():
                out[k] = out.get(k, 0.0) + v / games
        return {k: round(v, digits) for k, v in out.items()}

    deliveries, kc, forced = total("deliveries"), total("kc"), total("kc_forced")
    return {"mean": round(total("scores") / games, 1), "deliveries_per_game": round(deliveries / games, 2),
            "delivery_value": round(total("delivered") / max(deliveries, 1), 2),
            "kc_per_game": round(kc / games, 2), "kc_chosen_per_game": round((kc - forced) / games, 2),
            "kc_forced_per_game": round(forced / games, 2), "sf_per_game": round(total("sf") / games, 2),
            "categories": means("categories", 1), "engine_at_end": means("engines", 2)}


def correlation(a, b, digits: int | None = None) -> float | None:
    """Pearson's correlation of two equally long series (rounded to `digits` if given); None for fewer
    than three pairs or a series that does not vary, where it says nothing."""
    a, b = np.asarray(a, dtype=float), np.asarray(b, dtype=float)
    if len(a) < 3 or a.std() == 0 or b.std() == 0:
        return None
    r = float(np.corrcoef(a, b)[0, 1])
    return r if digits is None else round(r, digits)


def mean_2p(games: list[dict], key: str, digits: int) -> float | None:
    """A per-seat figure's mean over the network's seats (not the league's frozen ones)."""
    vals = [v for r in games for p, v in enumerate(r[key]) if p not in r.get("frozen", ())]
    return round(float(np.mean(vals)), digits) if vals else None


def style_scores(games: list[dict]) -> dict:
    """Mean score of seats with no style and, per style term, of seats whose style had it (two players):
    which plans, played through, pay."""
    groups: dict[str, list[float]] = {"none": []}
    for r in games:
        gates = r.get("gates") or [None] * len(r["scores"])
        for p, (style, score) in enumerate(zip(r.get("styles") or [], r["scores"])):
            if p in r.get("frozen", ()):
                continue
            for term in (style or ({} if gates[p] else {"none": 0})):
                groups.setdefault(term, []).append(score)
            if gates[p]:
                groups.setdefault("plan", []).append(score)
    return {k: [round(float(np.mean(v)), 1), len(v)] for k, v in groups.items() if v}


def league_figures(games: list[dict]) -> dict | None:
    """The network's side of the two-player games against the frozen judgement (its turns exploring as
    in every self-play game): games, wins (ties as half) and the mean points of both sides."""
    league = [r for r in games if len(r.get("frozen", ())) == 1]
    if not league:
        return None
    mine = [1 - r["frozen"][0] for r in league]
    me = seat_figures(league, mine)
    return {"games": len(league), "win_rate": round(won(league, mine) / len(league), 3), "mean": me["mean"],
            "frozen_mean": seat_figures(league, [1 - p for p in mine])["mean"], "kc_per_game": me["kc_per_game"]}
