"""Would new inputs explain what the network misses? `python -m lab.inputs ROWS.json [ROWS.json …]`.

lab/noise.py saved positions with the rollouts' mean final score (the position's value under the
network's own greedy play, to about 3 points) and the network's prediction; their difference is
the network's error there, 4.6 points of scatter (docs/experiments/learned.md). A candidate input is
worth a run only if it explains part of that scatter. This replays each saved position (its deal,
the same greedy play to the same turn, the same first determinization: the saved inputs are checked
against the replayed ones), reads candidate inputs off the state (NAMES: the plan's and the trail's,
each combining what a single input holds apart), and fits the error by ridge regression, cross-validated by whole
games: on the candidates, on the 97 inputs the network already reads (a linear correction of it), on
as many columns of noise (what chance alone explains) and on both. Figures, not a test.
"""
from __future__ import annotations

import argparse
import json
import multiprocessing

import numpy as np

from gwt_desktop.ai import features as F
from gwt_desktop.ai.evaluate import expected_hand_value
from gwt_desktop.engine import EMPTY, NEUTRAL_CODE, PRIVATE_CODE, board, private_number, private_owner
from gwt_desktop.engine.components import (
    BUY_OPTIONS,
    CARD_BREED,
    CARD_VALUE,
    N_CATTLE_KINDS,
    NEUTRAL_ACTIONS,
    NEUTRAL_LETTERS,
    PRIVATE_BUILDINGS,
)

from .jobs import BEAM, Source
from .noise import positions, scatter

WORKERS_PER_VISIT = 1.6  # a Kansas City visit hires out about this many workers (foresight 2 and 3)
_CITY_VALUE = tuple(c[1] for c in board.CITIES)
_CITY_REPEAT = tuple(c[3] for c in board.CITIES)
_ARROWS = tuple(pts for pts, _ in board.CITY_ARROWS)
_CREST = tuple(board.CREST_POINTS.get(c, 0) for c in range(len(board.CITIES)))

PLAN_NAMES = ("visits_left", "plan_cities", "plan_cities_per_visit", "buy_gain", "hand_after_buying",
              "plan_income", "dollars_to_spend", "kc_only", "cities_in_reach", "plan_cities_after_buying")
# What the next move can reach: the actions of the buildings the player may use within its steps.
KINDS = {
    "buy": {"buy"},
    "hire": {"hire", "hire_plus2", "hire_minus1"},
    "engine": {"engine_engineers", "engine2_pay2", "engine2", "engine3", "engine4", "jersey_engine1", "engine_woods"},
    "build": {"build"},
    "cert": {"cert1", "cert_max", "angus_cert2", "objective_cert2"},
    "money": {"guernsey2", "dutch2", "angus2", "guernsey4", "dutch3", "holstein10", "pair4", "pair3",
              "any3_objective", "money4", "money_engineers", "teepee_pairs"},
    "hazard": {"hazard5", "hazard7"},
    "aux": {"aux_any"},
}
TRAIL_NAMES = (*(f"reach_{k}" for k in KINDS), "reach_buildings", "reach_kc", "fees_to_kc", "own_ahead",
               "buy_gain_in_reach")
NAMES = PLAN_NAMES + TRAIL_NAMES


def _herd(pl) -> list[int]:
    counts = [0] * 9
    for cards in (pl.hand, pl.draw, pl.discard):
        for c in cards:
            if c < N_CATTLE_KINDS:
                counts[CARD_BREED[c]] += 1
    return counts


def _best_buys(s, pl, counts: list[int]) -> tuple[float, list[int]]:
    """The herd after the purchases one buy action with all the cowboys and today's money would make,
    each the one that raises the expected hand most (greedy), and the first purchase's gain."""
    counts = counts[:]
    money, cowboys = pl.money, pl.workers[0]
    market = list(s.market)
    limit = pl.hand_limit()
    first = None
    while True:
        base = expected_hand_value(tuple(counts), limit)
        best = (0.0, None)
        for need, bv, cards, price in BUY_OPTIONS.values():
            if need > cowboys or price > money:
                continue
            fit = sorted({k for k in market if CARD_VALUE[k] == bv})
            picks = [[k] for k in fit] if cards == 1 else [[a, b] for a in fit for b in fit
                                                           if a < b or (a == b and market.count(a) >= 2)]
            for pick in picks:
                trial = counts[:]
                for k in pick:
                    trial[CARD_BREED[k]] += 1
                gain = expected_hand_value(tuple(trial), limit) - base
                if gain > best[0] + 1e-9:
                    best = (gain, (need, price, pick))
        if best[1] is None:
            return (first or 0.0), counts
        need, price, pick = best[1]
        first = best[0] if first is None else first
        cowboys -= need
        money -= price
        for k in pick:
            market.remove(k)
            counts[CARD_BREED[k]] += 1


def _plan_cities(pl, value: float, visits: float) -> tuple[float, int]:
    """The pad points (crests, arrows) less the transport dollars (at $5 a point) of the deliveries
    left, each of `value` to the best city still open to it; and the cities open to that value
    besides Kansas City."""
    cities = list(pl.cities)
    reach = sum(1 for c in range(1, 10) if _CITY_VALUE[c] <= value and (not cities[c] or _CITY_REPEAT[c]))
    total = 0.0
    left = visits
    while left > 0:
        best, where = -99.0, 0
        for c in range(10):
            if _CITY_VALUE[c] > value:
                break
            if cities[c] and not _CITY_REPEAT[c]:
                continue
            v = _CREST[c] - board.transport_cost(pl.engine, _CITY_VALUE[c]) / 5
            if c > 0 and cities[c - 1]:
                v += _ARROWS[c - 1]
            if c < 9 and cities[c + 1]:
                v += _ARROWS[c]
            if v > best:
                best, where = v, c
        share = min(1.0, left)
        total += share * best
        cities[where] += 1
        left -= 1.0
    return total, reach


def _actions(s, code: int, p: int) -> set[str]:
    """The action names of the building with this trail code that player p may use (neutral or its own)."""
    if code < NEUTRAL_CODE or code == EMPTY:
        return set()
    if code < PRIVATE_CODE:
        boxes = NEUTRAL_ACTIONS[NEUTRAL_LETTERS[code - NEUTRAL_CODE]]
    elif private_owner(code) == p:
        num = private_number(code)
        boxes = PRIVATE_BUILDINGS[(num, s.sides[num - 1])].actions
    else:
        return set()
    return {a for box in boxes for a in box}


def trail_candidates(g, p: int, buy_gain: float) -> list[float]:
    """TRAIL_NAMES: what the player's next move can reach and what the way to Kansas City costs."""
    s = g.state
    trail = s.trail
    steps = g.step_limit(p)
    reach = {k: 0 for k in KINDS}
    usable = own_ahead = 0
    for sp in range(len(board.SPACES)):
        code = trail[sp]
        if code == EMPTY or sp == board.KC_SPACE:
            continue
        d = g.steps_to(sp, p)
        if d is None or d == 0:
            continue
        acts = _actions(s, code, p)
        if code >= PRIVATE_CODE and private_owner(code) == p:
            own_ahead += 1
        if d <= steps and acts:
            usable += 1
            for k, names in KINDS.items():
                if acts & names:
                    reach[k] = 1
    to_kc = g.steps_to(board.KC_SPACE, p)
    # the cheapest fees on a way to Kansas City (spaces are in forward order: one sweep back)
    cost = [0.0] * len(board.SPACES)
    for sp in range(len(board.SPACES) - 1, -1, -1):
        nxt = board.SUCCESSORS[sp]
        if nxt:
            cost[sp] = min(cost[q] + g.fee_at(q, p)[0] for q in nxt)
    start = s.players[p].cattleman
    fees = cost[start if start >= 0 else board.START_SPACE]
    return [*(float(v) for v in reach.values()), usable / 4, float(to_kc is not None and to_kc <= steps),
            fees / 10, own_ahead / 6, buy_gain / 3 * reach["buy"]]


def candidates(g, p: int) -> list[float]:
    """NAMES for player p of game g, on the scales of ai/features.py (most near 0..1)."""
    s = g.state
    pl = s.players[p]
    visits = g.workers_to_end() / (WORKERS_PER_VISIT * s.n)
    counts = _herd(pl)
    limit = pl.hand_limit()
    expected = expected_hand_value(tuple(counts), limit)
    value = expected + pl.perm_certs + pl.cert / max(1.0, visits)
    cities, reach = _plan_cities(pl, value, visits)
    gain, bought = _best_buys(s, pl, counts)
    after = expected_hand_value(tuple(bought), limit)
    cities_after, _ = _plan_cities(pl, after + pl.perm_certs + pl.cert / max(1.0, visits), visits)
    income = visits * (expected + pl.perm_certs)
    return [visits / 8, cities / 20, cities / max(1.0, visits) / 6, gain / 3, after / 15, income / 100,
            (pl.money + income) / 60, float(reach == 0), reach / 9, (cities_after - cities) / 10,
            *trail_candidates(g, p, gain)]


def replay(job: Source) -> list[dict]:
    """One source game of lab.noise: the saved positions rebuilt, with their inputs read again and the
    candidates'."""
    out = []
    for g, turn, p, rng in positions(job):
        d = g.determinize(p, rng)
        out.append({"seed": job.seed, "turn": turn, "player": p,
                    "features": [round(float(v), 5) for v in F.all_features(d.state, p)[p]],
                    "candidates": candidates(d, p)})
    return out


def ridge_cv(X: np.ndarray, y: np.ndarray, groups: np.ndarray, alpha: float, folds: int = 10) -> float:
    """Root mean square of the out-of-fold prediction error (whole games held out together); columns
    standardized on the training folds; an intercept."""
    keys = np.unique(groups)
    order = np.random.default_rng(0).permutation(len(keys))
    fold_of = {int(keys[i]): j % folds for j, i in enumerate(order)}
    fold = np.array([fold_of[int(g)] for g in groups])
    err = np.zeros_like(y)
    for k in range(folds):
        tr, te = fold != k, fold == k
        if X.shape[1] == 0:
            err[te] = y[te] - y[tr].mean()
            continue
        mu, sd = X[tr].mean(0), X[tr].std(0) + 1e-9
        A = (X[tr] - mu) / sd
        w = np.linalg.solve(A.T @ A + alpha * len(A) * np.eye(A.shape[1]), A.T @ (y[tr] - y[tr].mean()))
        err[te] = y[te] - y[tr].mean() - ((X[te] - mu) / sd) @ w
    return float(np.sqrt(np.mean(err ** 2)))


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("rows", nargs="+", help="lab.noise --out files")
    ap.add_argument("--net", default="gwt_desktop/ai/judgement.json", help="the network that played them")
    ap.add_argument("--beam", type=int, nargs=3, default=BEAM)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--alphas", type=float, nargs="+", default=[0.01, 0.1, 1.0])
    args = ap.parse_args(argv)
    rows = []
    for path in args.rows:
        with open(path, encoding="utf-8") as f:
            rows += json.load(f)
    with open(args.net, encoding="utf-8") as f:
        spec = json.load(f)
    seeds = sorted({r["seed"] for r in rows})
    turns = sorted({r["turn"] for r in rows})
    jobs = [Source(seed=s, net=spec, turns=tuple(turns), beam=tuple(args.beam)) for s in seeds]
    rebuilt = {}
    with multiprocessing.Pool(args.jobs) as pool:
        for part in pool.imap_unordered(replay, jobs):
            for r in part:
                rebuilt[(r["seed"], r["turn"])] = r
    kept, checked, differ = [], 0, 0
    for r in rows:
        b = rebuilt.get((r["seed"], r["turn"]))
        if b is None or b["player"] != r["player"]:
            differ += 1
            continue
        if "features" in r:
            checked += 1
            if max(abs(a - c) for a, c in zip(r["features"], b["features"])) > 1e-3:
                differ += 1
                continue
        kept.append((r, b))
    print(f"{len(rows)} positions; {len(kept)} rebuilt ({checked} checked against their saved inputs); "
          f"{differ} not the same position (left out)")
    y = scatter([r for r, _ in kept])
    groups = np.array([r["seed"] for r, _ in kept])
    cand = np.array([b["candidates"] for _, b in kept])
    old = np.array([b["features"] for _, b in kept])
    noise = np.random.default_rng(1).normal(size=cand.shape)
    sampling = np.sqrt(np.mean([np.var(r["finals"], ddof=1) / len(r["finals"]) for r, _ in kept]))
    print(f"the error's scatter (turn's bias out): {np.sqrt(np.mean(y ** 2)):.2f}; of it the rollouts' own "
          f"sampling: {sampling:.2f}")
    plan, way = cand[:, :len(PLAN_NAMES)], cand[:, len(PLAN_NAMES):]
    sets = {"nothing": cand[:, :0], "noise columns": noise, "candidates": cand, "the plan's candidates": plan,
            "the trail's candidates": way, "the 97 inputs": old,
            "the 97 inputs and the candidates": np.hstack([old, cand])}
    print("cross-validated error (10 folds by game), points, by ridge strength " + " ".join(map(str, args.alphas)))
    for name, X in sets.items():
        figs = " ".join(f"{ridge_cv(X, y, groups, a):6.2f}" for a in args.alphas)
        print(f"  {name:34s} {figs}")
    print("each candidate's correlation with the error:")
    for i, name in enumerate(NAMES):
        col = cand[:, i]
        r = float(np.corrcoef(col, y)[0, 1]) if np.std(col) > 1e-9 else 0.0
        print(f"  {name:26s} {r:+.3f}   mean {col.mean():.3f} sd {col.std():.3f}")


if __name__ == "__main__":
    main()
