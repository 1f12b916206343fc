"""Tune the evaluation's weights by self-play (SPSA): `python -m lab.tune --iterations N`.

Each iteration nudges every tuned weight up or down at random (a factor exp(+-c)) and plays the two
opposite nudges against each other on one deal, once from each seat, both as a hand-set beam (HandSet). The
score margin between them, over twice the nudge, estimates the slope of strength along that random
direction; the weights step along it. Many noisy steps add up to a climb (simultaneous perturbation
stochastic approximation). Weights move in log space, so each step is a fraction of the weight.

Prints one line per iteration and, every few iterations and at the end, the weights as JSON (the last
line), also written to --out. Slow and noisy by nature: hundreds of iterations, a core per seating.

`--ab A B --deals N` instead plays two judgements against each other at the hand-set beam's width, on N
deals from each seat, and prints A's wins, the mean margin and both mean scores as JSON. A judgement is
`medium` or `hard` (evaluate.MEDIUM, evaluate.HARD), either with changed weights (`hard:visits=6,income=1.5`),
a JSON file as --out writes it (its weights over Medium's), or `random` (Random's play, for absolute
scores). This is how a change to the judgement is tried before it is tuned or kept: about two minutes
for 40 deals on two cores. `--check FILE` is `--ab FILE medium`.
"""
from __future__ import annotations

import argparse
import dataclasses
import json
import math
import multiprocessing
import random
import sys

from gwt_desktop.ai.evaluate import HARD, MEDIUM, Weights, judge
from gwt_desktop.ai.plan import Checker, plan_turn
from gwt_desktop.session import table
from gwt_desktop.session.table import BotSeat, deal

TUNED = ("money_early", "income", "city_slope", "city_pivot", "temp_cert", "engine_space", "cowboy_early",
         "craftsman_early", "engineer_early", "worker_late", "disc_early", "building_early", "cattleman_way",
         "hand_city", "transport", "objective_hope")


def weights_at(base: Weights, theta: dict[str, float]) -> Weights:
    return dataclasses.replace(base, **{k: getattr(base, k) * math.exp(t) for k, t in theta.items()})


def step(theta: dict[str, float], delta: dict[str, float], margin: float, a: float, c: float) -> None:
    """One SPSA step (theta changed): the margin of +c*delta over -c*delta, per unit of nudge, times a."""
    for k, d in delta.items():
        theta[k] += a * margin / (2 * c) * d


def judgement(spec: str) -> Weights | None:
    """A judgement named on the command line (see the module's text); None is Random's play."""
    name, _, changes = spec.partition(":")
    if name.lower() == "random":
        return None
    base = {"medium": MEDIUM, "hard": HARD}.get(name.lower())
    if base is None:
        with open(name, encoding="utf-8") as f:
            base = dataclasses.replace(MEDIUM, **json.load(f)["weights"])
    if not changes:
        return base
    pairs = (item.split("=", 1) for item in changes.split(","))
    return dataclasses.replace(base, **{k.strip(): float(v) for k, v in pairs})


class HandSet:
    """A beam over its own turn judged by hand-set weights (evaluate.judge), as Medium played before
    the levels became one ladder on the shared judgement: what these weights are tuned in."""

    name = "hand-set"
    width, per_first, max_nodes = 40, 6, 20000

    def __init__(self, weights: Weights) -> None:
        self.weights = weights

    def choose(self, game, seat, rng, budget, cancelled=None):
        moves = game.legal_moves()
        if len(moves) == 1:
            return moves[0]
        plan = plan_turn(game, seat, self.width, self.per_first, self.max_nodes, Checker(cancelled),
                         value=judge(seat, self.weights))
        return self.pick(plan, moves, rng)

    def pick(self, plan, moves, rng):
        ranked = plan.ranked()
        return ranked[0] if ranked else rng.choice(moves)


def play(job: tuple) -> list[int]:
    """One game between the hand-set beam with weights wa (seat 0) and wb (seat 1), None playing as
    Random; returns the two scores."""
    seed, wa, wb = job
    seats = []
    for w in (wa, wb):
        if w is None:
            seats.append(BotSeat("random", 30.0))
            continue
        b = HandSet(w)
        seats.append(BotSeat("medium", 30.0, b))
    g, rngs = deal(2, seed)
    table.play(g, seats, rngs)
    return [sh["total"] for sh in g.score_sheet()]


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--iterations", type=int, default=200)
    ap.add_argument("--c", type=float, default=0.25, help="size of a nudge, in log space")
    ap.add_argument("--a", type=float, default=0.002, help="step per point of margin, in log space")
    ap.add_argument("--seed", type=int, default=50000, help="first deal's seed")
    ap.add_argument("--start", default=None, help="JSON file of log-space offsets to start from")
    ap.add_argument("--out", default="tuned_weights.json")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--check", default=None, help="JSON file of weights to play against Medium's own")
    ap.add_argument("--ab", nargs=2, metavar=("A", "B"), default=None, help="two judgements to play")
    ap.add_argument("--deals", type=int, default=50, help="with --ab/--check: deals, each from both seats")
    args = ap.parse_args(argv)
    if args.check:
        args.ab = [args.check, "medium"]
    if args.ab:
        return ab(args)
    theta = {k: 0.0 for k in TUNED}
    if args.start:
        with open(args.start, encoding="utf-8") as f:
            theta.update(json.load(f)["theta"])
    rng = random.Random(args.seed)
    result: dict = {}
    with multiprocessing.Pool(args.jobs) as pool:
        for it in range(args.iterations):
            delta = {k: rng.choice((-1.0, 1.0)) for k in TUNED}
            plus = weights_at(MEDIUM, {k: theta[k] + args.c * d for k, d in delta.items()})
            minus = weights_at(MEDIUM, {k: theta[k] - args.c * d for k, d in delta.items()})
            seed = args.seed + it
            a, b = pool.map(play, [(seed, plus, minus), (seed, minus, plus)])
            margin = ((a[0] - a[1]) + (b[1] - b[0])) / 2.0
            step(theta, delta, margin, args.a, args.c)
            print(f"iteration {it}: deal {seed} margin {margin:+.1f} (scores {a} {b})", flush=True)
            if it % 10 == 9 or it == args.iterations - 1:
                w = weights_at(MEDIUM, theta)
                result = {"iterations": it + 1, "theta": {k: round(v, 4) for k, v in theta.items()},
                          "weights": {k: round(getattr(w, k), 4) for k in TUNED}}
                with open(args.out, "w", encoding="utf-8") as f:
                    json.dump(result, f, indent=1)
                print(json.dumps(result), flush=True)
        pool.close()  # workers leave by themselves (ab says why)
        pool.join()
    sys.stdout.flush()
    return result


def ab(args) -> dict:
    a, b = (judgement(spec) for spec in args.ab)
    jobs = [(args.seed + d, *pair) for d in range(args.deals) for pair in ((a, b), (b, a))]
    wins = 0.0
    mine: list[int] = []
    theirs: list[int] = []
    with multiprocessing.Pool(args.jobs) as pool:
        for n, scores in enumerate(pool.map(play, jobs)):
            x, y = (scores[0], scores[1]) if n % 2 == 0 else (scores[1], scores[0])
            wins += 1.0 if x > y else 0.5 if x == y else 0.0
            mine.append(x)
            theirs.append(y)
        # Workers leave by themselves: the pool's exit would terminate them by SIGTERM, which a child
        # forked from a process with pygame initialized (a test process) ignores (SDL's handler).
        pool.close()
        pool.join()
    games = len(jobs)
    result = {"a": args.ab[0], "b": args.ab[1], "games": games, "a_wins": wins,
              "mean_margin": round((sum(mine) - sum(theirs)) / games, 2),
              "a_mean": round(sum(mine) / games, 1), "b_mean": round(sum(theirs) / games, 1)}
    print(json.dumps(result), flush=True)
    return result


if __name__ == "__main__":
    multiprocessing.freeze_support()
    main()
