"""Engine benchmark: `python -m gwt_desktop.tools.bench [--games N] [--runs R]`.
Frame-time benchmark of the game screen: `python -m gwt_desktop.tools.bench --frames [...]` (tools/frames.py).

Prints one line per measurement and, last, one JSON object: decisions_per_s in random play (median
of the runs), microseconds per legal_moves(), apply() and clone(), full random games per second and
mean decisions per game at 2, 3 and 4 players. Figures, not pass/fail: these machines are noisy.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from gwt_desktop.engine import new_game


def random_game(players: int, seed: int) -> int:
    g = new_game(players, seed=seed, building_sides="random" if seed % 2 else "a")
    rng = random.Random(seed)
    n = 0
    while not g.is_over:
        g.apply(rng.choice(g.legal_moves()))
        n += 1
    return n


def run_games(players: int, games: int, seed0: int) -> tuple[float, float]:
    t = time.perf_counter()
    decisions = sum(random_game(players, seed0 + i) for i in range(games))
    dt = time.perf_counter() - t
    return games / dt, decisions / games


def micro(samples: int = 300) -> dict[str, float]:
    """Per-call costs, sampled at positions spread through random games."""
    rng = random.Random(1)
    positions = []
    for seed in range(6):
        g = new_game(2 + seed % 3, seed=seed)
        while not g.is_over:
            if rng.random() < 0.2:
                positions.append(g.clone())
            g.apply(rng.choice(g.legal_moves()))
    positions = positions[:samples]
    t_legal = t_apply = t_clone = 0.0
    for g in positions:
        t = time.perf_counter()
        moves = g.legal_moves()
        t_legal += time.perf_counter() - t
        g._legal = None
        t = time.perf_counter()
        c = g.clone()
        t_clone += time.perf_counter() - t
        m = rng.choice(moves)
        t = time.perf_counter()
        c.apply(m)
        t_apply += time.perf_counter() - t
    n = len(positions)
    return {"legal_moves_us": 1e6 * t_legal / n, "apply_us": 1e6 * t_apply / n, "clone_us": 1e6 * t_clone / n}


def main(argv: list[str] | None = None) -> None:
    import sys

    args_in = sys.argv[1:] if argv is None else argv
    if "--frames" in args_in:
        from . import frames

        frames.main([a for a in args_in if a != "--frames"])
        return
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=20, help="random games per player count per run")
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args(argv)
    rates = []
    per_count: dict[int, list[tuple[float, float]]] = {2: [], 3: [], 4: []}
    for r in range(args.runs):
        total_decisions = 0
        t = time.perf_counter()
        for players in (2, 3, 4):
            gps, dpg = run_games(players, args.games, 1000 * r + 100 * players)
            per_count[players].append((gps, dpg))
            total_decisions += dpg * args.games
        rate = total_decisions / (time.perf_counter() - t)
        rates.append(rate)
        print(f"run {r + 1}: {rate:,.0f} decisions/s")
    m = micro()
    result = {
        "decisions_per_s": round(statistics.median(rates)),
        "decisions_per_s_runs": [round(x) for x in rates],
        **{k: round(v, 1) for k, v in m.items()},
    }
    for players, rows in per_count.items():
        result[f"games_per_s_{players}p"] = round(statistics.median(x[0] for x in rows), 2)
        result[f"decisions_per_game_{players}p"] = round(statistics.mean(x[1] for x in rows), 1)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
