"""The game review's ratings by who played: `python -m lab.review_levels [--seeds 3] [--levels ...]`.

Two-player games on fixed seeds (session/table.py's deal), the reviewed seat (0) played by each
level in turn against Medium, both at a short clock (--budget), then session/review.py's review of
seat 0: per game the points lost, the count of each rating and the largest turn's cost; per level the
sums and the spread of a turn's cost (median, 90th percentile). What the thresholds in
session/review.THRESHOLDS were chosen from (docs/experiments/review.md). With --noise it reviews each
game again on other determinizations (seeds moved by 5000) and prints how far a turn's cost moves.
"""
from __future__ import annotations

import argparse
import json
import statistics
import time

from gwt_desktop.session import review as R
from gwt_desktop.session.replay import Replay
from gwt_desktop.session.table import BotSeat, deal, play


def game(level: str, seed: int, budget: float) -> tuple[Replay, list[int]]:
    g, rngs = deal(2, seed)
    moves: list[str] = []
    play(g, [BotSeat(level, budget), BotSeat("medium", budget)], rngs,
         on_move=lambda _g, p: moves.append(str(p.answer.move)))
    options = {k: g.options[k] for k in ("players", "seed", "building_sides", "neutral_buildings")}
    return Replay(options, moves), [sh["total"] for sh in g.score_sheet()]


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--seeds", type=int, default=3)
    ap.add_argument("--first-seed", type=int, default=11)
    ap.add_argument("--levels", default="random,easy,medium,hard,expert")
    ap.add_argument("--budget", type=float, default=0.3, help="seconds per decision for the players")
    ap.add_argument("--noise", action="store_true", help="review each game again on other determinizations")
    args = ap.parse_args(argv)
    summary = {}
    for level in args.levels.split(","):
        costs, lost, counts, cpu = [], [], dict.fromkeys((*R.RATINGS, R.FORCED), 0), []
        moved = []
        for seed in range(args.first_seed, args.first_seed + args.seeds):
            replay, scores = game(level, seed, args.budget)
            start = time.process_time()
            review = R.review_game(replay, [0])
            cpu.append(time.process_time() - start)
            turns = review.of(0)
            costs += [t.cost for t in turns if not t.forced]
            lost.append(review.lost(0))
            for k, v in review.counts(0).items():
                counts[k] += v
            line = {"level": level, "seed": seed, "scores": scores, "turns": len(turns),
                    "lost": round(review.lost(0), 1), "counts": review.counts(0),
                    "worst": round(max((t.cost for t in turns), default=0.0), 1), "cpu_s": round(cpu[-1], 1),
                    "areas": [(a, round(v, 1), n) for a, v, n in review.by_area(0)]}
            if args.noise:
                real = R.sample_seed
                R.sample_seed = lambda position, sample, real=real: real(position, sample) + 5000
                try:
                    again = R.review_game(replay, [0])
                finally:
                    R.sample_seed = real
                diffs = [abs(a.cost - b.cost) for a, b in zip(turns, again.of(0))]
                moved += diffs
                line["noise_mean"] = round(statistics.mean(diffs), 2)
                line["same_rating"] = sum(a.rating == b.rating for a, b in zip(turns, again.of(0)))
            print(json.dumps(line), flush=True)
        q = statistics.quantiles(costs, n=10) if len(costs) > 1 else [0.0] * 9
        summary[level] = {"games": args.seeds, "turns": len(costs), "lost_per_game": round(statistics.mean(lost), 1),
                          "cost_median": round(statistics.median(costs), 2), "cost_p90": round(q[8], 2),
                          "counts": counts, "cpu_s_per_game": round(statistics.mean(cpu), 1)}
        if moved:
            summary[level]["noise_mean"] = round(statistics.mean(moved), 3)
            summary[level]["noise_max"] = round(max(moved), 2)
        print(level, summary[level], flush=True)
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
