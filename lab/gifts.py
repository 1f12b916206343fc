"""The gift probe (issue 68): what the learned judgement says an asset is worth, against what play
with it gains.

    python -m lab.gifts [NET] [--pairs 40] [--seed S] [--turn 8] [--samples 4] [--gifts G ...] [--blend W] [--jobs 1] [--out FILE]
    python -m lab.gifts --summary FILE [--pairs N]      # a record's table again, over its first N deals

For each of `--pairs` deals (two players, from `--seed` on), the game is played by self-play's policy
(lab/play.play_on: both seats NET at the cheap beam 16/4/3000, greedy) to the start of turn
`--turn`; the seat to move there gets each gift in turn (engine/gifts.py: a hand-limit disc, two
Jerseys removed, a permanent certificate, a cowboy, a craftsman, an engineer, the engine 4 spaces on,
a station, a building of 5 or more points, all of them together), free, on its own copy, and one copy
gets none. Every copy is then played to the end by the same policy with common random numbers: the
same game (its own draws), the same seats' streams. With `--blend W` the judgement asked and the policy
playing are both the network blended with Medium's hand-set estimate (ai/judgement.Blend). Per gift and pair:

- predicted gain at the root: the game's judgement (ai/judgement.Learned over NET: the seat's estimate
  minus its rival's) with the gift minus without, each the mean over `--samples` determinizations of
  what the seat may know (the same streams for both);
- the estimate at the next delivery: the same difference at the end of the seat's turn in which it
  next delivers (in each game its own; the pad where the game ended before);
- realized gain: the seat's final margin over its rival with the gift minus without (and its own
  points, beside it).

It prints a table (mean over pairs, standard errors) and the correlation of the estimate at the next
delivery with the realized gain (over every gift and pair, and per gift), and writes a JSON record with
the command and arguments in effect. Issue 68's bar: every gift predicted within 3 points of what play
gains, and that correlation 0.5 or more.
"""
from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from gwt_desktop.ai.judgement import Blend
from gwt_desktop.engine import GIFTS, gift_available, give_gift
from gwt_desktop.session.table import deal

from .figures import correlation
from .jobs import BEAM, Job
from .play import play_on
from .pool import worker_init
from .rollout import judge_of

SHIPPED = "gwt_desktop/ai/judgement.json"
NONE = "none"
BAR_POINTS = 3.0
BAR_CORR = 0.5


def judged(judge, g, seat: int, samples: int, seed: int) -> tuple[float, float]:
    """The judgement's (value, own estimate) of g for the seat, the mean over `samples`
    determinizations of the seat's view (stream `seed`: the same for every copy of a pair)."""
    if g.is_over:
        sheet = [float(sh["total"]) for sh in g.score_sheet()]
        return sheet[seat] - sheet[1 - seat], sheet[seat]
    rng = random.Random(seed)
    vals, owns = [], []
    for _ in range(samples):
        d = g.determinize(seat, rng)
        vals.append(judge.value(d, seat))
        owns.append(judge.estimates(d, seat)[seat])
    return float(np.mean(vals)), float(np.mean(owns))


def play_copy(g, seat: int, job: Job, cont_seed: int, judge, samples: int) -> dict:
    """Play g (changed) to the end by self-play's policy, the seats' streams from `cont_seed`; the
    judgement at the end of the seat's turn in which it next delivers, and the final pad."""
    rngs = [random.Random(cont_seed * 10 + p) for p in range(g.state.n)]
    nxt = None
    while not g.is_over and nxt is None:
        turn = g.turn_number
        r = play_on(g, rngs, job, until=turn + 1)
        if r["deliveries"][seat]:
            nxt = judged(judge, g, seat, samples, cont_seed + 1) + (g.turn_number,)
    if nxt is None:  # the game ended before the seat delivered again: the pad
        nxt = judged(judge, g, seat, samples, cont_seed + 1) + (g.turn_number,)
    if not g.is_over:
        play_on(g, rngs, job)
    scores = [float(sh["total"]) for sh in g.score_sheet()]
    return {"next_value": nxt[0], "next_own": nxt[1], "next_turn": nxt[2],
            "final_margin": scores[seat] - scores[1 - seat], "final_own": scores[seat], "turns": g.turn_number}


@dataclass(frozen=True)
class GiftDeal:
    """One deal of the probe, as a worker is handed it (a misspelt setting fails where it is made)."""
    net: dict  # the network's spec (judge_of)
    seed: int
    turn: int  # the position probed: the first decision of this turn
    samples: int  # determinizations the judgement is averaged over
    gifts: tuple[str, ...]
    beam: tuple[int, int, int]
    blend: float = 0.0  # the judgement and the policy: the network blended with Medium's hand-set estimate


def pair_rows(job: GiftDeal) -> list[dict]:
    """One deal: the position at job.turn, each gift's copy and the copy without, played out."""
    spec, seed, samples = job.net, job.seed, job.samples
    judge = Blend(judge_of(spec), job.blend) if job.blend else judge_of(spec)
    play = Job(seed=seed, players=2, nets=(spec, spec), beam=tuple(job.beam), blend=job.blend)
    g, rngs = deal(2, seed)
    play_on(g, rngs, play, until=job.turn)
    if g.is_over:
        return []
    seat = g.to_move
    out = []
    for gift in (NONE, *job.gifts):
        c = g.clone()
        row = {"seed": seed, "seat": seat, "turn": g.turn_number, "gift": gift}
        if gift != NONE:
            if not gift_available(c, seat, gift):
                out.append({**row, "available": False})
                continue
            give_gift(c, seat, gift)
        t0 = time.perf_counter()
        row["root_value"], row["root_own"] = judged(judge, c, seat, samples, seed * 7 + 3)
        row.update(play_copy(c, seat, play, seed * 13 + 5, judge, samples))
        row["available"] = True
        row["seconds"] = round(time.perf_counter() - t0, 2)
        out.append(row)
    return out


def _mean_se(xs) -> tuple[float, float]:
    xs = np.asarray(xs, dtype=float)
    if len(xs) == 0:
        return float("nan"), float("nan")
    se = float(xs.std(ddof=1) / math.sqrt(len(xs))) if len(xs) > 1 else float("nan")
    return float(xs.mean()), se


def summary(rows: list[dict], gifts: list[str]) -> dict:
    """Per gift the paired gains (with the gift minus without), means and standard errors; the
    correlations; and whether issue 68's bar is met."""
    base = {(r["seed"]): r for r in rows if r["gift"] == NONE and r.get("available")}
    per: dict = {}
    pooled_next, pooled_real, pooled_root = [], [], []
    singles_next, singles_real = [], []  # without "all", whose size alone makes a correlation
    for gift in gifts:
        d = {k: [] for k in ("root", "next", "real", "root_own", "next_own", "real_own")}
        for r in rows:
            b = base.get(r["seed"])
            if r["gift"] != gift or not r.get("available") or b is None:
                continue
            d["root"].append(r["root_value"] - b["root_value"])
            d["next"].append(r["next_value"] - b["next_value"])
            d["real"].append(r["final_margin"] - b["final_margin"])
            d["root_own"].append(r["root_own"] - b["root_own"])
            d["next_own"].append(r["next_own"] - b["next_own"])
            d["real_own"].append(r["final_own"] - b["final_own"])
        pooled_next += d["next"]
        pooled_real += d["real"]
        if gift != "all":
            singles_next += d["next"]
            singles_real += d["real"]
        pooled_root += d["root"]
        item = {"pairs": len(d["real"])}
        for k, xs in d.items():
            m, se = _mean_se(xs)
            item[k] = round(m, 2)
            item[k + "_se"] = round(se, 2)
        item["error"] = round(item["root"] - item["real"], 2)  # predicted at the root minus realized
        item["within_bar"] = bool(abs(item["error"]) <= BAR_POINTS)
        item["corr_next_real"] = correlation(d["next"], d["real"])
        per[gift] = item
    every = [r for r in rows if r.get("available")]
    corr_next = correlation(pooled_next, pooled_real)
    return {"gifts": per, "noise": noise(per),
            "corr_next_real": corr_next,  # the bar's: estimate at the next delivery vs the final difference
            "corr_root_real": correlation(pooled_root, pooled_real),
            # the same without "all", and the mean of the gifts' own: which pairs gain, not which gift is big
            "corr_next_real_singles": correlation(singles_next, singles_real),
            "corr_next_real_within": (float(np.mean(within)) if (within := [v["corr_next_real"] for v in per.values()
                                                                            if v["corr_next_real"] is not None])
                                      else None),
            "mean_abs_error": float(np.mean([abs(v["error"]) for v in per.values() if v["pairs"]])) if per else None,
            # per game, not paired: the seat's margin as judged at its next delivery against its final margin
            "corr_next_final_per_game": correlation([r["next_value"] for r in every], [r["final_margin"] for r in every]),
            "bar": {"points": BAR_POINTS, "corr": BAR_CORR,
                    "every_gift_within": all(v["within_bar"] for v in per.values() if v["pairs"]),
                    "corr_met": corr_next is not None and corr_next >= BAR_CORR},
            "games": len(every), "positions": len(base)}


PASS_ODDS = 0.9  # how often a judgement exact on every gift should pass the bar at the pairs `noise` names


def noise(per: dict) -> dict:
    """What the realized gains' own sampling error allows (each gift's error is predicted minus
    realized, and the realized mean is known only to its standard error over the pairs):

    - `floor`: the mean absolute error expected of a judgement that knew every gift's true gain
      (the mean over gifts of se * sqrt(2 / pi), se the error's standard error);
    - `chi2_per_gift`: the mean over gifts of (error / se)^2: about 1 where the errors are the noise's
      size, well above 1 where the judgement misprices; `p_chi2`: the chance that an exact judgement's
      errors come out this large or larger (under 0.05: this judgement misprices some gift);
    - `p_exact_passes`: the chance that such an exact judgement meets the bar (every gift within
      BAR_POINTS) on pairs this many;
    - `pairs_to_pass`: the pairs at which it would meet the bar PASS_ODDS of the time (the standard
      errors shrinking as one over the root of the pairs)."""
    items = [v for v in per.values() if v["pairs"] > 1 and not math.isnan(v["real_se"])]
    if not items:
        return {"floor": None, "chi2_per_gift": None, "p_chi2": None, "p_exact_passes": None, "pairs_to_pass": None}
    ses = [math.hypot(v["root_se"], v["real_se"]) for v in items]
    # each gift must fall within the bar with odds PASS_ODDS ** (1 / gifts): |z| <= BAR_POINTS / se_needed
    z_needed = _z_within(PASS_ODDS ** (1.0 / len(items)))
    pairs = max(v["pairs"] * (se * z_needed / BAR_POINTS) ** 2 for v, se in zip(items, ses))
    chi2 = [(v["error"] / se) ** 2 if se > 0 else float("inf") for v, se in zip(items, ses)]
    return {"floor": float(np.mean([se * math.sqrt(2.0 / math.pi) for se in ses])),
            "chi2_per_gift": float(np.mean(chi2)), "p_chi2": chi2_survival(sum(chi2), len(chi2)),
            "p_exact_passes": float(math.prod(math.erf(BAR_POINTS / (se * math.sqrt(2.0))) if se > 0 else 1.0
                                              for se in ses)),
            "pairs_to_pass": math.ceil(pairs)}


def chi2_survival(x: float, k: int) -> float:
    """P(X >= x) for X chi-squared with k degrees of freedom: 1 minus the regularized lower incomplete
    gamma P(k/2, x/2), by its series (exact enough for the probe's tens of gifts)."""
    if math.isinf(x):
        return 0.0
    a, h = k / 2.0, x / 2.0
    if h <= 0:
        return 1.0
    term = total = 1.0 / a
    n = 0
    while term > total * 1e-15 and n < 10_000:
        n += 1
        term *= h / (a + n)
        total += term
    lower = math.exp(a * math.log(h) - h - math.lgamma(a)) * total
    return float(min(1.0, max(0.0, 1.0 - lower)))


def _z_within(odds: float) -> float:
    """The z with P(|Z| <= z) = odds for a standard normal Z (bisection on erf)."""
    lo, hi = 0.0, 10.0
    for _ in range(60):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if math.erf(mid / math.sqrt(2.0)) < odds else (lo, mid)
    return (lo + hi) / 2


def table(s: dict) -> str:
    lines = [("| gift | pairs | predicted at the root | at the next delivery | realized (margin) | error | "
              "own points: predicted / realized | corr (next, realized) |"),
             "|---|---|---|---|---|---|---|---|"]
    for gift, v in s["gifts"].items():
        corr = "" if v["corr_next_real"] is None else f"{v['corr_next_real']:+.2f}"
        lines.append(f"| {gift} | {v['pairs']} | {v['root']:+.1f} ± {v['root_se']:.1f} | {v['next']:+.1f} ± "
                     f"{v['next_se']:.1f} | {v['real']:+.1f} ± {v['real_se']:.1f} | {v['error']:+.1f}"
                     f"{'' if v['within_bar'] else ' (miss)'} | {v['root_own']:+.1f} / {v['real_own']:+.1f} ± "
                     f"{v['real_own_se']:.1f} | {corr} |")
    fmt = (lambda x: "n/a" if x is None else f"{x:+.3f}")
    lines.append(f"\ncorrelation over every gift and pair, the gain at the next delivery with the realized gain: "
                 f"{fmt(s['corr_next_real'])} (the root's: {fmt(s['corr_root_real'])}); per game, the margin judged "
                 f"at the next delivery with the final margin: {fmt(s['corr_next_final_per_game'])}")
    lines.append(f"without 'all': {fmt(s['corr_next_real_singles'])}; the gifts' own, averaged: "
                 f"{fmt(s['corr_next_real_within'])}; mean absolute error over the gifts: {s['mean_abs_error']:.2f} points")
    lines.append(f"bar: every gift within {BAR_POINTS:g} points: {s['bar']['every_gift_within']}; correlation "
                 f">= {BAR_CORR}: {s['bar']['corr_met']}  ({s['positions']} positions, {s['games']} games)")
    n = s.get("noise") or noise(s["gifts"])  # records written before the noise was reckoned
    if n["floor"] is not None:
        lines.append(f"the realized gains' noise: a judgement exact on every gift would err {n['floor']:.2f} points "
                     f"on average here and meet the bar with odds {n['p_exact_passes']:.3f} (9 in 10 at "
                     f"{n['pairs_to_pass']} pairs); this one's (error / its standard error)^2 averages "
                     f"{n['chi2_per_gift']:.2f} (about 1: errors of the noise's size; the odds of errors this large "
                     f"from an exact judgement: {n['p_chi2']:.3f})")
    return "\n".join(lines)


def run(spec: dict, pairs: int, seed: int, turn: int, samples: int, gifts: list[str], jobs: int, nice: int = 0,
        beam: tuple = BEAM, blend: float = 0.0) -> tuple[list[dict], dict]:
    todo = [GiftDeal(net=spec, seed=seed + i, turn=turn, samples=samples, gifts=tuple(gifts), beam=tuple(beam),
                     blend=blend) for i in range(pairs)]
    rows: list[dict] = []
    start = time.time()
    if jobs <= 1:
        worker_init(nice)
        for k, job in enumerate(todo):
            rows += pair_rows(job)
            print(f"{k + 1}/{pairs} deals, {time.time() - start:.0f} s", file=sys.stderr, flush=True)
    else:
        with multiprocessing.get_context("fork").Pool(jobs, initializer=worker_init, initargs=(nice,)) as pool:
            for k, part in enumerate(pool.imap(pair_rows, todo)):
                rows += part
                print(f"{k + 1}/{pairs} deals, {time.time() - start:.0f} s", file=sys.stderr, flush=True)
    return rows, summary(rows, gifts)


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("net", nargs="?", default=SHIPPED, help="a network file (the shipped one by default)")
    ap.add_argument("--pairs", type=int, default=40, help="deals (positions), each played with and without every gift")
    ap.add_argument("--seed", type=int, default=990700, help="the first deal")
    ap.add_argument("--turn", type=int, default=8, help="the turn (every seat's counted) whose start gets the gift")
    ap.add_argument("--samples", type=int, default=4, help="determinizations the judgement is averaged over")
    ap.add_argument("--gifts", nargs="+", default=list(GIFTS), choices=list(GIFTS))
    ap.add_argument("--beam", type=int, nargs=3, default=BEAM, help="self-play's beam: width, per first move, nodes")
    ap.add_argument("--blend", type=float, default=0.0,
                    help="judge and play by the network blended with Medium's hand-set estimate at this weight "
                         "(ai/judgement.Blend)")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--nice", type=int, default=0)
    ap.add_argument("--out", default=None, help="the JSON record's file")
    ap.add_argument("--summary", default=None, metavar="FILE",
                    help="print a record's table again (over its first --pairs deals) instead of playing")
    args = ap.parse_args(argv)
    if args.summary:
        old = json.loads(Path(args.summary).read_text())
        first = old["args"]["seed"]
        rows = [r for r in old["rows"] if r["seed"] < first + args.pairs]
        s = summary(rows, old["args"]["gifts"])
        print(table(s))
        return {"summary": s, "from": args.summary, "pairs": args.pairs}
    spec = json.loads(Path(args.net).read_text())
    spec["version"] = f"gifts:{args.net}"
    t0 = time.time()
    rows, s = run(spec, args.pairs, args.seed, args.turn, args.samples, args.gifts, args.jobs, args.nice,
                  tuple(args.beam), args.blend)
    print(table(s))
    record = {"command": "python -m lab.gifts " + " ".join(argv if argv is not None else sys.argv[1:]),
              "args": vars(args), "seconds": round(time.time() - t0), "summary": s, "rows": rows}
    if args.out:
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        Path(args.out).write_text(json.dumps(record, indent=1))
    return record


if __name__ == "__main__":
    main()
