"""How the delivery schedule (ai/schedule.py, issue 68's Deliver 3) goes with the final score.

    python -m lab.schedule [NET] [--games 20] [--seed S] [--jobs 1] [--out FILE]

Two-player games of self-play's policy (lab/play.play_on: NET in both seats at the cheap beam
16/4/3000, greedy), played a turn at a time; at the start of every turn the player to move's schedule
value (ai/schedule.value, on the game as it stands: the schedule reads only the player's own deck,
discs and engine) and the network's estimate of its final score (ai/judgement.Learned over NET, on a
determinization of its view) are kept, and at the end its final score. Prints the correlations with
the final score and the schedule's with what the network misses (final minus estimate), over every
position and by the game's thirds.
"""
from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
from pathlib import Path

import numpy as np

from gwt_desktop.ai import schedule
from gwt_desktop.session.table import deal

from .figures import correlation
from .jobs import BEAM, Job
from .play import play_on
from .rollout import judge_of

SHIPPED = "gwt_desktop/ai/judgement.json"


def game_rows(job: dict) -> list[dict]:
    """One game: a row per turn start (the player to move's schedule value and network estimate), each
    with the player's final score once the game is over."""
    spec = job["net"]
    judge = judge_of(spec)
    play = Job(seed=job["seed"], players=2, nets=(spec, spec), beam=job.get("beam", BEAM))
    g, rngs = deal(2, job["seed"])
    rng = random.Random(job["seed"] * 3 + 1)
    rows = []
    while not g.is_over:
        p = g.to_move
        rows.append({"seed": job["seed"], "turn": g.turn_number, "player": p, "schedule": schedule.value(g, p),
                     "estimate": judge.estimates(g.determinize(p, rng), p)[p],
                     "deliveries_left": schedule.deliveries_left(g, p)})
        play_on(g, rngs, play, until=g.turn_number + 1)
    final = [float(sh["total"]) for sh in g.score_sheet()]
    for r in rows:
        r["final"] = final[r["player"]]
        r["share"] = r["turn"] / g.turn_number
    return rows


def figures(rows: list[dict]) -> dict:
    """The correlations over these rows: the schedule's and the estimate's with the final score, and the
    schedule's with the estimate's miss (final minus estimate)."""
    sched = [r["schedule"] for r in rows]
    est = [r["estimate"] for r in rows]
    final = [r["final"] for r in rows]
    miss = [f - e for f, e in zip(final, est)]
    return {"positions": len(rows), "schedule_final": correlation(sched, final, 3),
            "estimate_final": correlation(est, final, 3), "schedule_miss": correlation(sched, miss, 3),
            "schedule_mean": round(float(np.mean(sched)), 2) if rows else None}


def summary(rows: list[dict]) -> dict:
    out = {"all": figures(rows)}
    for name, lo, hi in (("first third", 0.0, 1 / 3), ("second third", 1 / 3, 2 / 3), ("last third", 2 / 3, 1.01)):
        out[name] = figures([r for r in rows if lo <= r["share"] < hi])
    return out


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("net", nargs="?", default=SHIPPED)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=991000)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--out", default=None)
    args = ap.parse_args(argv)
    spec = json.loads(Path(args.net).read_text())
    spec["version"] = f"schedule:{args.net}"
    jobs = [{"net": spec, "seed": args.seed + i} for i in range(args.games)]
    if args.jobs <= 1:
        parts = [game_rows(j) for j in jobs]
    else:
        with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
            parts = list(pool.imap(game_rows, jobs))
    rows = [r for part in parts for r in part]
    s = summary(rows)
    print(json.dumps(s, indent=1))
    record = {"command": "python -m lab.schedule " + " ".join(argv if argv is not None else sys.argv[1:]),
              "args": vars(args), "summary": s, "rows": rows}
    if args.out:
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        Path(args.out).write_text(json.dumps(record))
    return record


if __name__ == "__main__":
    main()
