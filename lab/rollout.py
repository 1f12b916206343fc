"""A search whose horizon reaches the next delivery: the turn's best few lines each played on for a few
more turns by self-play's own policy, on several determinizations, and judged where they stop (issue
41's "the search's horizon reaching past the current turn"; the record is in
docs/experiments/learned.md).

At the first decision of a seat's turn, the beam's finished turns (lab/play.py, judged by the
network) give the few best distinct outcomes within `margin` points of the best. Each is played out
on `samples` determinizations of the seat's view (the first is the one the beam planned on; the
rivals' hands and every stack re-dealt in the others): the line itself, then every seat's turns by
the seat's own beam (the probes': self-play's cheap one) and the same network (the seat imagines its
rival as itself: it does not know who it plays), until `horizon` more of its own turns have ended.
Where the play-out stops the network judges the seat's position, as it judges a turn's end; the line
with the best mean is played, as chosen. Every candidate meets the same draws in a sample (one
random stream per sample), so the comparison is between the lines, not the draws. With a horizon of
0 the seat looks as Expert does instead (by_next_turn: to its next turn, where first moves are close),
to compare the two at one beam.

Lab only. At the cheap beam the play-outs won 19 more games of 100 against the frozen judgement; the
same play-outs in Expert's own search (commit 36d2a94, its wide beam, as many determinizations as
1.6 s allowed) won no more than the Expert they would have replaced, on the same 40 deals, so Expert
does not use them (docs/experiments/learned.md, twentieth session).

    python -m lab.rollout NET --dir DIR --games N --seed S [--rollouts H K S M]

records two-player self-play games so chosen (or, without --rollouts, by the beam alone on the same
deals) as self-play records them, for a network to be fitted on (lab.capacity --net): the first step
of expert iteration. 200 such games taught the shipped network nothing 200 of the beam's own did not
(twenty-first session).
"""
from __future__ import annotations

import argparse
import json
import random
import time
from functools import partial
from pathlib import Path

from gwt_desktop.ai.evaluate import HARD, evaluate_rivals_once
from gwt_desktop.ai.hard import LOOK_MARGIN, LOOK_MOVES
from gwt_desktop.ai.judgement import Learned, quick_of, search_value
from gwt_desktop.ai.lookahead import follow, next_turn_value
from gwt_desktop.ai.net import Net
from gwt_desktop.ai.plan import Checker, plan_turn

from . import play
from .buffer import Buffer
from .jobs import BEAM, Job, Playouts
from .judging import NetBatch, net_value
from .network import made_once, net_of
from .play import best_outcomes, play_on
from .pool import processes


def candidates(plan, margin: float, most: int) -> list:
    """The lines of the plan's best distinct outcomes (play.best_outcomes), at most `most`, each
    within `margin` points of the best."""
    top = best_outcomes(plan, most)
    if not top:
        return []
    best = top[0][0]
    return [line for v, line in top if v >= best - margin]


def play_line(c, seat: int, line) -> None:
    """Play `line` on c (changed) as far as it is legal and the seat's turn lasts (a draw in another
    determinization may end it sooner: the play-out's policy plays the rest)."""
    turn = c.turn_number
    for m in line:
        if c.is_over or c.state.current != seat or c.turn_number != turn or m not in c.legal_moves():
            return
        c.apply(m)


def by_rollouts(g, d, seat: int, plan, cfg: Playouts, job: Job, rng: random.Random):
    """The line to play at the start of seat's turn in g (d: the determinization the beam planned on),
    or None where the beam's choice stands (one candidate). A horizon of 0: by_next_turn."""
    if not cfg.horizon:
        return by_next_turn(g, d, seat, plan, cfg, job, rng)
    lines = candidates(plan, cfg.margin, cfg.most)
    if len(lines) < 2:
        return None
    spec = job.nets[seat]
    n = g.state.n
    value = net_value(net_of(spec), seat, job.rivals)
    until = g.turn_number + n * cfg.horizon + 1  # the start of the turn after its horizon-th next
    beam = job.seat_beams()[seat]  # the seat's own beam plays every seat
    totals = [0.0] * len(lines)
    for s in range(cfg.samples):
        base = d if s == 0 else g.determinize(seat, rng)
        seeds = [rng.randrange(1 << 30) for _ in range(n)]
        for i, line in enumerate(lines):
            c = base.clone()
            play_line(c, seat, line)
            if not c.is_over:
                out = Job(seed=seeds[0], players=n, nets=(spec,) * n, beam=beam)
                play_on(c, [random.Random(x) for x in seeds], out, until=until)
            totals[i] += value(c)
    best = max(range(len(lines)), key=lambda i: totals[i])
    return lines[best]


_JUDGES: dict = {}  # the latest judgement made, and its network's weights


def judge_of(spec: dict) -> Learned:
    """The game's own judgement (ai/judgement.Learned) over a lab network, made once per process while
    it is the latest asked for (network.made_once)."""
    return made_once(_JUDGES, spec, lambda s: Learned(Net.from_dict(s)))


def by_next_turn(g, d, seat: int, plan, cfg: Playouts, job: Job, rng: random.Random):
    """Expert's own look past the turn (ai/hard.py's `_pimc`, the December look) at the probe's beam,
    to compare with the play-outs: the beam's best first moves (LOOK_MOVES) within LOOK_MARGIN of the
    best, each one's best turn followed on `samples` determinizations (the beam planned again on each
    re-dealt one), the rivals played quickly and the seat's best next turn judged (lookahead.
    next_turn_value, by the game's judgement over the seat's network); the first move with the best
    total, alone: the rest of the turn is planned again, as Expert plans it."""
    ranked = plan.ranked()
    if not ranked:
        return None
    best = plan.values[ranked[0]]
    close = [m for m in ranked[:LOOK_MOVES] if plan.values[m] >= best - LOOK_MARGIN]
    if len(close) < 2:
        return None
    spec = job.nets[seat]
    judge = judge_of(spec)
    quick = quick_of(judge)
    beam = job.seat_beams()[seat]
    totals = dict.fromkeys(close, 0.0)
    for s in range(cfg.samples):
        base, p = d, plan
        if s:
            base = g.determinize(seat, rng)
            p = plan_turn(base, seat, *beam, Checker(), value=partial(evaluate_rivals_once, seat=seat, w=HARD),
                          batch=NetBatch(net_of(spec), seat))
        value = search_value(seat, base, judge)
        for m in close:
            leaf = base.clone()
            follow(leaf, seat, p.lines.get(m, [m]), value, Checker())
            totals[m] += next_turn_value(leaf, seat, value, Checker(), quick)
    return [max(close, key=totals.__getitem__)]


def play_game(job: Job) -> dict:
    """play.play_game (an exploring start too), with the seats that have a `rollouts` entry choosing
    their turns by_rollouts."""
    return play.play_game(job, choose=by_rollouts)


def settings(values) -> Playouts | None:
    """The play-outs' settings from the command line's HORIZON MOST SAMPLES MARGIN (None: none)."""
    if not values:
        return None
    horizon, most, samples, margin = values
    return Playouts(horizon=int(horizon), most=int(most), samples=int(samples), margin=float(margin))


def games(net: dict, folder: Path, count: int, seed: int, cfg: Playouts | None, jobs: int, nice: int = 0,
          beam: tuple = BEAM) -> None:
    """`count` two-player self-play games of `net` against itself at self-play's beam, greedy, every seat
    choosing by play-outs (`cfg`) or by the beam alone (None), their positions recorded as self-play
    records them (buffer.Buffer: shards of 20 games in `folder`, a game in 20 held out): what the
    network would learn from if the play-outs were its self-play's policy (expert iteration), and the
    same deals played by the beam alone to compare. Resumes after the shards already there."""
    buffer = Buffer(folder, keep=10**6)
    done = len(buffer.games)
    shards = len(list(folder.glob("shard-*.npz")))  # the next shard's number: a resumed run's last may be short
    net = {**net, "version": "games"}
    todo = [Job(seed=seed + i, players=2, nets=(net, net), beam=beam, record=True, rollouts=(cfg, cfg))
            for i in range(done, count)]
    start = time.time()
    with processes(jobs, nice) as pool:
        for k in range(0, len(todo), 20):
            results = list(pool.imap(play_game, todo[k:k + 20]))
            buffer.add(results, shards + k // 20)
            two = [s for r in results for s in r["scores"]]
            print(json.dumps({"games": done + k + len(results), "seconds": round(time.time() - start),
                              "mean": round(sum(two) / len(two), 1),
                              "turns": round(sum(r["turns"] for r in results) / len(results), 1),
                              "kc": round(sum(sum(r["kc"]) for r in results) / len(two), 2)}), flush=True)


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description="Self-play games chosen by play-outs, recorded to learn from")
    ap.add_argument("net", help="a network file (gwt_desktop/ai/judgement.json: the shipped one)")
    ap.add_argument("--dir", required=True, help="where the shards go (a folder of its own)")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, required=True, help="the first deal")
    ap.add_argument("--rollouts", type=float, nargs=4, default=None, metavar=("HORIZON", "MOST", "SAMPLES", "MARGIN"),
                    help="every seat's turns chosen by play-outs; without it, by the beam alone")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--nice", type=int, default=0)
    args = ap.parse_args(argv)
    cfg = settings(args.rollouts)
    with open(args.net, encoding="utf-8") as f:
        net = json.load(f)
    games(net, Path(args.dir), args.games, args.seed, cfg, args.jobs, args.nice)


if __name__ == "__main__":
    main()
