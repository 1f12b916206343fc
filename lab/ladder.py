"""Rungs of the ladder against each other: `python -m lab.ladder A B [--games 100] [--jobs 2]`.

A and B are levels (`easy`, `hard`, `expert-2026-12`, ...), the December 2026 levels before the
ladder (`dec-easy`, `dec-medium`, `dec-hard`: each its own hand-set judgement, december()), or rungs
written as
`WIDTH/PER_FIRST/NODES[:look][:nNOISE][:bSECONDS][:mW][:j=NET]`: Hard's search (ai/hard.py) with that
beam, with or without the determinized look past the turn, choosing its turn with NOISE points of softmax
(ai/hard.slip), thinking at most SECONDS a decision, and judging a turn's end by the shipped
judgement (ai/judgement.default), as every level does, or by the network in the file NET (a run's
net.json: `:j=lab/runs/td12/net.json`), and with `:mW` by its blend with Medium's hand-set estimate at
weight W (ai/judgement.Blend, a judgement on trial). Expert's own search is
`256/32/300000:look:b1.6`. Two-player games on fixed
deals (seeds from
--seed), each deal played from both seatings. Prints each side's wins (ties as half) with a 95%
interval, points and the pad's categories: what the levels' rungs were chosen by
(docs/experiments/learned.md). `--record FILE` keeps each game as a JSON line as it ends;
`python -m lab.ladder --tally FILE…` prints the same summary of recorded games without playing.
"""
from __future__ import annotations

import argparse
import json
import multiprocessing
import statistics
from pathlib import Path

from gwt_desktop.ai import judgement
from gwt_desktop.ai.base import budget_of, make_bot
from gwt_desktop.ai.evaluate import HARD, MEDIUM, judge
from gwt_desktop.ai.hard import HardBot
from gwt_desktop.ai.net import Net
from gwt_desktop.session.table import BotSeat, deal, play
from lab.tune import HandSet
from tools.arena import RecordError, append_record, read_records, wilson


class DecemberEasy(HandSet):
    """Easy before the ladder: a narrow hand-set beam that often takes its second or third line."""

    width, per_first, max_nodes = 6, 2, 1500
    odds = (0.6, 0.25, 0.15)  # the best, the second-best and the third-best line
    slack = 3.0  # points: only lines this near the best compete

    def pick(self, plan, moves, rng):
        ranked = plan.ranked()
        if not ranked:
            return rng.choice(moves)
        best = plan.values[ranked[0]]
        ranked = [m for m in ranked[:len(self.odds)] if plan.values[m] >= best - self.slack]
        r = rng.random()
        for i, p in enumerate(self.odds):
            if r < p and i < len(ranked):
                return ranked[i]
            r -= p
        return ranked[0]


def december(level: str):
    """The December 2026 level before the ladder (main 3599a27): Easy and Medium hand-set beams with
    Medium's weights, Hard a wide beam with its tuned weights looking past the turn."""
    if level == "easy":
        return DecemberEasy(MEDIUM)
    if level == "medium":
        return HandSet(MEDIUM)
    bot = HardBot()
    bot.width, bot.per_first, bot.max_nodes, bot.look = 64, 10, 40000, True
    bot.judgement = lambda game, seat: judge(seat, HARD)
    return bot


_NETWORKS: dict[str, judgement.Learned] = {}


def network(path: str) -> judgement.Learned:
    """The game's judgement over the network in a file (a run's net.json), read once per process;
    a network over other inputs than the game's features is refused by judgement.Learned itself."""
    if path not in _NETWORKS:
        _NETWORKS[path] = judgement.Learned(Net.load(Path(path)))
    return _NETWORKS[path]


def rung(spec: str) -> BotSeat:
    """The seat a spec names: a level, or a rung of Hard's search (the module's docstring)."""
    if spec.startswith("dec-"):
        level = spec[4:]
        return BotSeat(level, budget_of(level), december(level))
    if "/" not in spec:
        return BotSeat(spec, budget_of(spec), make_bot(spec))
    beam, *opts = spec.split(":")
    bot = HardBot()
    bot.width, bot.per_first, bot.max_nodes = (int(x) for x in beam.split("/"))
    bot.look = "look" in opts
    budget = 1.0
    base = next((network(o[2:]) for o in opts if o.startswith("j=")), None)
    if base is not None:
        bot.judge = lambda base=base: base
    for o in opts:
        if o.startswith("n"):
            bot.noise = float(o[1:])
        elif o.startswith("b"):
            budget = float(o[1:])
        elif o.startswith("m"):
            blend = judgement.Blend(base or judgement.default(), float(o[1:]))
            bot.judge = lambda blend=blend: blend
    return BotSeat("hard", budget, bot)


def one(job: tuple) -> dict:
    seed, specs = job
    g, rngs = deal(2, seed)
    play(g, [rung(s) for s in specs], rngs)
    sheet = g.score_sheet()
    return {"seed": seed, "specs": specs, "scores": [sh["total"] for sh in sheet],
            "winners": [sh["winner"] for sh in sheet], "turns": g.turn_number,
            "categories": [{c["key"]: c["points"] for c in sh["categories"]} for sh in sheet]}


def summary(results: list[dict], spec: str) -> dict:
    won, scores, cats = 0.0, [], {}
    for r in results:
        for seat, s in enumerate(r["specs"]):
            if s != spec:
                continue
            scores.append(r["scores"][seat])
            won += 1.0 if r["winners"][seat] and sum(r["winners"]) == 1 else 0.5 if r["winners"][seat] else 0.0
            for k, v in r["categories"][seat].items():
                cats[k] = cats.get(k, 0) + v
    n = len(scores)
    lo, hi = wilson(won, n)
    return {"games": n, "wins": won, "rate": round(won / n, 3), "ci95": [round(lo, 3), round(hi, 3)],
            "mean": round(statistics.mean(scores), 1), "categories": {k: round(v / n, 1) for k, v in cats.items()}}


def report(results: list[dict], a: str, b: str) -> dict:
    """The match's summary, printed as one JSON line: the same for games just played and for games
    read back from --record files."""
    out = {"a": a, "b": b, "turns": round(statistics.mean(r["turns"] for r in results), 1),
           a: summary(results, a), b: summary(results, b)}
    print(json.dumps(out))
    return out


def tally(paths: list[str]) -> dict:
    """The summary of recorded games (--record) from one match or several, each game once."""
    results = read_records(paths, seating="specs")
    specs = list(dict.fromkeys(s for r in results for s in r["specs"]))
    if len(specs) != 2:
        raise SystemExit(f"these files hold games of {len(specs)} rungs, not the two of one match: {specs}")
    return report(results, *specs)


def main(argv=None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("a", nargs="?")
    ap.add_argument("b", nargs="?")
    ap.add_argument("--games", type=int, default=100, help="games in all (both seatings of games/2 deals)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=7000)
    ap.add_argument("--record", default=None, help="append each finished game to this file, one JSON line a game")
    ap.add_argument("--tally", nargs="+", default=None, metavar="FILE",
                    help="play nothing: the summary of the games these --record files hold")
    args = ap.parse_args(argv)
    if args.tally:
        try:
            return tally(args.tally)
        except (OSError, RecordError) as e:
            ap.error(str(e))
    if not (args.a and args.b):
        ap.error("two rungs to play, or --tally FILE")
    jobs = [(args.seed + i, order) for i in range(max(1, args.games // 2))
            for order in ((args.a, args.b), (args.b, args.a))]
    pool = multiprocessing.Pool(args.jobs)
    results = []
    try:
        for r in pool.imap_unordered(one, jobs):
            results.append(r)
            print(json.dumps({k: r[k] for k in ("specs", "scores", "turns")}), flush=True)
            if args.record:
                append_record(args.record, r)
    finally:
        pool.close()
        pool.join()
    return report(results, args.a, args.b)


if __name__ == "__main__":
    main()
