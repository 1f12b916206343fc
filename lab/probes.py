"""Probes of the learned judgement at self-play's cheap beam: short matches on fixed deals, seats
rotated, that print figures (issue 41's diagnosis; the records are in docs/experiments/learned.md).

    python -m lab.probes frozen NET [--deals 50] [--seed S] [--style JSON] [--rivals R] [--partial] [--gate G]
        NET against the frozen Expert's judgement, both seatings of each deal: wins, points, where the
        points come from, and the Kansas City deliveries split into those the hand chose and those it
        was forced to (`--style`: extra points per unit of some features for NET's seat, as self-play's
        styles; `--rivals`: the weight of the rival's points in NET's choices; `--partial`: the beam's
        partial turns judged by NET too, not by Hard's quick judgement; `--beam`, `--frozen-beam`: each side's beam;
        `--gate G`, `--discs GROUP ...`: NET's seat plays a long plan by rule, play.gated and disc_rule;
        `--rollouts H K S M`: NET's turns chosen by play-outs H own turns on, `--look S`: by Expert's
        look to the next turn, lab/rollout.py)
    python -m lab.probes pair NET_A NET_B [--deals 100] [--seed S] [--beam W P N] [--beam-b W P N] [--plans [--plan-herd W]]
        two networks against each other, both on one beam (or B on its own); `--plans`: A's seat plays
        loop plans (ai/loop_plan.py), `--plan-herd`: with that weight of their herd term
    python -m lab.probes styles NET [--deals 25] [--gens 8] [--pop 9] [--seed S]
        does any plan prior raise NET's own score? A cross-entropy search over self-play's style terms
        (extra points per unit of a feature, lab/judging.STYLE_TERMS) for NET's seat against the frozen
        judgement: each candidate a `frozen` probe on the same deals, one JSON line each, the fittest
        third of each generation the next one's centre (fitness: NET's mean points, less 30 for each
        unit of win share under 0.6, so a style that wins by losing games is not kept)
    python -m lab.probes field NET --players 3 [--deals 20]
        NET in a field of frozen judgements, each seat in turn: how often it comes first
    python -m lab.probes beams NET [--games 20] [--beams W,P,N ...]
        does a wider beam find turns NET values more? At a few turns of greedy two-player games, the
        player to move's turn planned at each beam: the best turn's value gained over the narrowest
        beam, and how often the first move differs

NET is a network file (lab/runs/td1/net.json, gwt_desktop/ai/judgement.json, ...).
"""
from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import time
from functools import partial as partial_fn
from pathlib import Path

import numpy as np

from gwt_desktop.ai.evaluate import HARD, evaluate_rivals_once
from gwt_desktop.ai.plan import Checker, plan_turn

from .curve import CURVE_SEED
from .figures import seat_figures, won
from .jobs import BEAM, FROZEN, Job, Playouts, Source
from .judging import NetBatch
from .network import net_of
from .noise import positions
from .play import play_game
from .rollout import play_game as rollout_play_game
from .rollout import settings as rollout_settings

BEAMS = ((16, 4, 3000), (64, 10, 40000), (256, 32, 300000))  # self-play's, the frozen Expert's, Expert's
BEAM_TURNS = (8, 20, 32, 44)


def load(path: str, version: str) -> dict:
    spec = json.loads(Path(path).read_text())
    spec["version"] = version
    return spec


def rate(wins: float, games: int) -> str:
    """A share with its 95% interval (normal approximation)."""
    p = wins / games
    return f"{wins:g} of {games} = {p:.3f} ± {1.96 * math.sqrt(max(p * (1 - p), 1e-9) / games):.3f}"


def play(jobs: list[dict], procs: int, game=play_game) -> list[dict]:
    with multiprocessing.get_context("fork").Pool(procs) as pool:
        results = list(pool.imap(game, jobs))
        pool.close()  # workers leave by themselves (lab/tune.py's ab says why)
        pool.join()
        return results


def two_player(a, b, deals: int, procs: int, beam: tuple = BEAM, b_beam: tuple = BEAM, seed: int = CURVE_SEED, *,
               style: dict | None = None, gate: int | None = None, discs=None, rollout: Playouts | None = None,
               rivals: float = 1.0, partial: bool = False, plans: bool | float = False) -> dict:
    """a against b (a network spec or FROZEN) on `deals` deals from `seed` on, both seatings; a's side
    first, each with its own beam. a's style, plan rules (`gate`, `discs`) and play-outs go to a's seat
    only; `rivals` and `partial` to every network seat."""
    jobs, mine = [], []
    mine_only = {"styles": style, "gates": gate, "discs": tuple(discs) if discs else None, "rollouts": rollout,
                 "plans": None if plans is False else plans}
    for i in range(deals):
        for first in (0, 1):
            jobs.append(Job(seed=seed + i, players=2, nets=(a, b) if first == 0 else (b, a),
                            beams=(beam, b_beam) if first == 0 else (b_beam, beam), rivals=rivals, partial=partial,
                            **{key: (value, None) if first == 0 else (None, value) for key, value in mine_only.items()}))
            mine.append(first)
    results = play(jobs, procs, rollout_play_game if rollout else play_game)
    a_won = won(results, mine)
    return {"wins": rate(a_won, len(jobs)), "won_share": a_won / len(jobs), "turns": round(sum(r["turns"] for r in results) / len(results), 1),
            "a": seat_figures(results, mine),
            "b": seat_figures(results, [1 - p for p in mine]),
            **({"a_plans": plan_figures(results, mine)} if plans is not False else {})}


def plan_figures(results: list[dict], seats: list[int]) -> dict:
    """A loop-planning seat's plans (ai/loop_plan.py): chosen and given up a game, and how often each
    delivery value was aimed at."""
    games = len(results)
    needs = [n for r, p in zip(results, seats) for n in r["plans"][p]["needs"]]
    counts: dict[int, int] = {}
    for n in needs:
        counts[n] = counts.get(n, 0) + 1
    return {"plans_per_game": round(len(needs) / games, 2),
            "replans_per_game": round(sum(r["plans"][p]["replans"] for r, p in zip(results, seats)) / games, 2),
            "needs": {str(k): counts[k] for k in sorted(counts)}}


def look_settings(samples) -> Playouts | None:
    return None if samples is None else Playouts(horizon=0, samples=samples)


def style_fitness(own: float, win_share: float) -> float:
    """A style's fitness: its seat's mean points, less 30 for each unit of win share under 0.6."""
    return own - 30.0 * max(0.0, 0.60 - win_share)


def cem_step(population: list, fits: list[float], floor) -> tuple:
    """The next centre and spread of a cross-entropy search: the mean and spread of the fittest third
    (at least two), each spread kept at `floor` or more so the search does not collapse by chance."""
    keep = max(2, len(population) // 3)
    elite = [population[i] for i in np.argsort(fits)[::-1][:keep]]
    return np.mean(elite, axis=0), np.maximum(np.std(elite, axis=0), floor)


def styles(spec: dict, deals: int, gens: int, pop: int, seed: int, procs: int) -> dict:
    """The cross-entropy search of `styles` (the module's doc), from no style, each candidate on the
    same `deals` deals from `seed`. Prints a JSON line per candidate and per generation's centre; returns
    the first (no style) and last (the final centre) candidates' lines."""
    from .judging import STYLE_SCALE, STYLE_TERMS

    rng = np.random.default_rng(seed)
    scale = np.array([abs(STYLE_SCALE[t]) for t in STYLE_TERMS])
    mu, sd = np.zeros(len(STYLE_TERMS)), 0.6 * scale

    def run(vec, tag: str) -> dict:
        style = {t: float(v) for t, v in zip(STYLE_TERMS, vec) if abs(v) > 1e-9} or None
        out = two_player(spec, FROZEN, deals, procs, style=style, seed=seed)
        share = out["won_share"]
        line = {"tag": tag, "style": style, "own": out["a"]["mean"], "rival": out["b"]["mean"],
                "win": round(share, 3), "kc": out["a"]["kc_per_game"], "value": out["a"]["delivery_value"],
                "turns": out["turns"], "cat": out["a"]["categories"], "fit": style_fitness(out["a"]["mean"], share)}
        print(json.dumps(line), flush=True)
        return line

    first = run(mu, "base")
    for gen in range(gens):
        population = [mu + sd * rng.standard_normal(len(mu)) for _ in range(pop)]
        fits = [run(v, f"g{gen}")["fit"] for v in population]
        mu, sd = cem_step(population, fits, 0.05 * scale)
        print(json.dumps({"gen": gen, "mu": {t: round(float(v), 2) for t, v in zip(STYLE_TERMS, mu)}}), flush=True)
    return {"base": first, "final": run(mu, "final")}


def field(spec: dict, players: int, deals: int, procs: int) -> dict:
    """spec in each seat in turn, the others the frozen judgement: first places (shared firsts split)."""
    jobs: list[Job] = []
    seats: list[int] = []
    for i in range(deals):
        for seat in range(players):
            nets: list = [FROZEN] * players
            nets[seat] = spec
            jobs.append(Job(seed=CURVE_SEED + 10_000 + i, players=players, nets=tuple(nets)))
            seats.append(seat)
    results = play(jobs, procs)
    first = 0.0
    others = 0.0
    for r, p in zip(results, seats):
        top = max(r["scores"])
        if r["scores"][p] == top:
            first += 1 / r["scores"].count(top)
        others += (sum(r["scores"]) - r["scores"][p]) / (players - 1) / len(jobs)
    return {"first": rate(first, len(jobs)), "even_share": round(1 / players, 3), "net": seat_figures(results, seats),
            "frozen_mean": round(others, 1)}


def beam_rows(job: Source) -> list[dict]:
    """One greedy two-player game of the network at its beam (self-play's); at each of job.turns the
    player to move's turn planned on one determinization at each of job.beams (partial turns ranked
    by Hard's quick judgement, finished ones by the network, as self-play plans): the best value found
    (points, the network's, one offset for every beam) and the first move."""
    net = net_of(job.net)
    out = []
    for g, turn, p, rng in positions(job):
        d = g.determinize(p, rng)
        row = {"seed": job.seed, "turn": turn, "beams": []}
        for beam in job.beams:
            t0 = time.perf_counter()
            plan = plan_turn(d, p, *beam, Checker(), value=partial_fn(evaluate_rivals_once, seat=p, w=HARD),
                             batch=NetBatch(net, p))
            row["beams"].append({"value": max(plan.values.values(), default=0.0),
                                 "first": str(plan.line[0]) if plan.line else None,
                                 "s": round(time.perf_counter() - t0, 3)})
        out.append(row)
    return out


def beams(spec: dict, games: int, seed: int, widths: list[tuple], procs: int) -> dict:
    """beam_rows over `games` deals: per beam, the mean value gained over the first beam (with its
    standard error), the share of positions whose first move differs, the mean seconds a plan."""
    jobs = [Source(seed=seed + i, net=spec, turns=BEAM_TURNS, beams=tuple(widths)) for i in range(games)]
    with multiprocessing.get_context("fork").Pool(procs) as pool:
        rows = [r for part in pool.imap(beam_rows, jobs) for r in part]
    return beam_summary(rows, widths)


def beam_summary(rows: list[dict], widths: list[tuple]) -> dict:
    """beams' figures from beam_rows' rows."""
    out = {"positions": len(rows)}
    for k, beam in enumerate(widths):
        gain = np.array([r["beams"][k]["value"] - r["beams"][0]["value"] for r in rows])
        differs = sum(r["beams"][k]["first"] != r["beams"][0]["first"] for r in rows)
        out["/".join(map(str, beam))] = {
            "gain": round(float(gain.mean()), 2),
            "gain_se": round(float(gain.std(ddof=1) / math.sqrt(len(gain))), 2) if len(gain) > 1 else None,
            "gain_over_2": round(float(np.mean(gain > 2.0)), 3),
            "first_move_differs": round(differs / len(rows), 3),
            "seconds": round(float(np.mean([r["beams"][k]["s"] for r in rows])), 2)}
    return out


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="probe", required=True)
    fr = sub.add_parser("frozen")
    fr.add_argument("net", help='a network file, or "frozen" (with --beam: the frozen judgement at another beam)')
    fr.add_argument("--deals", type=int, default=50)
    fr.add_argument("--style", type=json.loads, default=None)
    fr.add_argument("--discs", nargs="+", default=None,
                    help="NET's disc rule: at a disc's choice the first of these player-board groups offered")
    fr.add_argument("--gate", type=int, default=None,
                    help="NET's loop rule: no turn into Kansas City while the hand would deliver less than this")
    fr.add_argument("--plans", action="store_true", help="NET's seat plays loop plans (ai/loop_plan.py)")
    fr.add_argument("--rivals", type=float, default=1.0)
    fr.add_argument("--partial", action="store_true")
    fr.add_argument("--beam", type=int, nargs=3, default=BEAM, help="NET's beam: width, per first move, nodes")
    fr.add_argument("--frozen-beam", type=int, nargs=3, default=BEAM, help="the frozen judgement's beam")
    fr.add_argument("--rollouts", type=float, nargs=4, default=None, metavar=("HORIZON", "MOST", "SAMPLES", "MARGIN"),
                    help="NET's turns chosen by play-outs (lab/rollout.py): own turns played on, lines, "
                         "determinizations, points from the best")
    fr.add_argument("--look", type=int, default=None, metavar="SAMPLES",
                    help="NET's turns' first moves chosen by Expert's look to the next turn (lab/rollout.by_next_turn)")
    pr = sub.add_parser("pair")
    pr.add_argument("net_a")
    pr.add_argument("net_b")
    pr.add_argument("--deals", type=int, default=100)
    pr.add_argument("--beam", type=int, nargs=3, default=BEAM, help="both sides' beam: width, per first move, nodes")
    pr.add_argument("--beam-b", type=int, nargs=3, default=None, help="NET_B's beam, when not --beam")
    pr.add_argument("--plans", action="store_true", help="NET_A's seat plays loop plans (ai/loop_plan.py)")
    pr.add_argument("--plan-herd", type=float, default=None,
                    help="with --plans: the herd term's weight (ai/loop_plan.HERD_WEIGHT by default)")
    st = sub.add_parser("styles")
    st.add_argument("net")
    st.add_argument("--deals", type=int, default=25)
    st.add_argument("--gens", type=int, default=8)
    st.add_argument("--pop", type=int, default=9)
    fi = sub.add_parser("field")
    fi.add_argument("net")
    fi.add_argument("--players", type=int, choices=(3, 4), required=True)
    fi.add_argument("--deals", type=int, default=20)
    be = sub.add_parser("beams")
    be.add_argument("net")
    be.add_argument("--games", type=int, default=20)
    be.add_argument("--beams", nargs="+", default=[",".join(map(str, b)) for b in BEAMS],
                    help="beams as WIDTH,PER_FIRST,NODES; the first is the one the others are measured from")
    for p in (fr, pr, st, fi, be):
        p.add_argument("--jobs", type=int, default=2)
    for p in (fr, pr, st, be):
        p.add_argument("--seed", type=int, default=CURVE_SEED,
                       help="the first deal (the learning curve's by default; another set for a check free of the "
                            "curve's choice)")
    args = ap.parse_args(argv)
    if args.probe == "frozen":
        out = two_player(FROZEN if args.net == FROZEN else load(args.net, "probe"), FROZEN, args.deals, args.jobs,
                         style=args.style, gate=args.gate, discs=args.discs, rivals=args.rivals, partial=args.partial,
                         rollout=rollout_settings(args.rollouts) or look_settings(args.look),
                         beam=tuple(args.beam), b_beam=tuple(args.frozen_beam), seed=args.seed, plans=args.plans)
    elif args.probe == "pair":
        beam = tuple(args.beam)
        out = two_player(load(args.net_a, "a"), load(args.net_b, "b"), args.deals, args.jobs, beam=beam,
                         b_beam=tuple(args.beam_b) if args.beam_b else beam, seed=args.seed,
                         plans=(args.plans if args.plan_herd is None else args.plan_herd) if args.plans else False)
    elif args.probe == "styles":
        out = styles(load(args.net, "probe"), args.deals, args.gens, args.pop, args.seed, args.jobs)
    elif args.probe == "beams":
        out = beams(load(args.net, "probe"), args.games, args.seed,
                    [tuple(int(x) for x in b.split(",")) for b in args.beams], args.jobs)
    else:
        out = field(load(args.net, "probe"), args.players, args.deals, args.jobs)
    print(json.dumps(out, indent=1, ensure_ascii=False))
    return out


if __name__ == "__main__":
    main()
