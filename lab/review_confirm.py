"""Does play confirm the review's named turns: `python -m lab.review_confirm [--levels expert,medium,stations]
[--seeds 2] [--first-seed 21] [--budget 0.3|own] [--recheck] [--recheck-end] [--horizons 1,2,4,8,0] [--beam 16,4,3000]`.

Two-player games on fixed seeds (session/table.py's deal), seat 0 played by each level against Medium
(kept in --games, a JSON file, so a second run reviews the same games; --budget own: each level at its
own seconds a decision; a level may be the scripted stations seat, `stations`, ai/stations.py), then session/review.py's
review of seat 0, timed (CPU and wall seconds; kept beside --games, so another run with the same
settings reads it back with its times). Per game: the turns, the parts the one search flagged
(review.FLAG), the turns named inaccuracy or worse, unclear, and per named turn its confirmed cost.

--recheck: every named turn's confirmed parts played on again at twice the pairs, on other
determinizations (independent seeds); the share still ahead by more than the noise (review.Z) is the
share of named mistakes confirmed by an independent re-check.

--recheck-end: the same, but each pair played on to the game's end and valued by the score pad there
(the judgement's bias at the horizon out of the verdict; the policy still plays by it).

--horizons: for every flagged part, the paired continuations played on once to the game's end with
the value noted after each horizon (the player's own turns after the judged one; 0: the end), so the
paired means, their standard errors and the verdicts at each horizon can be set side by side; --beam
the continuations' policy (to compare Expert's beam with the cheap one on the same parts).
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from pathlib import Path

from gwt_desktop.ai import judgement as J
from gwt_desktop.ai.base import budget_of
from gwt_desktop.engine import reveals
from gwt_desktop.session import review as R
from gwt_desktop.session.replay import Replay
from gwt_desktop.session.table import BotSeat, deal, play


def game(level: str, seed: int, budget: float | None) -> dict:
    """One game of `level` in seat 0 against Medium, both at `budget` seconds a decision (None: each
    level's own, ai/base.budget_of); a level may be a baseline too (`stations`, the scripted seat)."""
    g, rngs = deal(2, seed)
    moves: list[str] = []
    seats = [BotSeat(lv, budget_of(lv) if budget is None else budget) for lv in (level, "medium")]
    play(g, seats, rngs, on_move=lambda _g, p: moves.append(str(p.answer.move)))
    options = {k: g.options[k] for k in ("players", "seed", "building_sides", "neutral_buildings")}
    return {"level": level, "seed": seed, "options": options, "moves": moves, "budget": budget,
            "scores": [sh["total"] for sh in g.score_sheet()]}


def games(path: Path, levels, seeds, budget: float) -> list[dict]:
    kept = json.loads(path.read_text()) if path.exists() else []
    have = {(d["level"], d["seed"]) for d in kept}
    for level in levels:
        for seed in seeds:
            if (level, seed) not in have:
                kept.append(game(level, seed, budget))
                path.write_text(json.dumps(kept))
    return [d for d in kept if d["level"] in levels and d["seed"] in seeds]


def marks_on(clone, seat: int, moves, horizons, beam) -> list[float]:
    """review.played_on, the value noted after each of `horizons` own turns (0: the game's end)."""
    g = clone.clone()
    turn = g.turn_number
    for m in R._moves(moves):
        if R.turn_over(g, seat, turn) or m not in g.legal_moves():
            break
        if reveals(g.apply(m)):
            break
    if not R.turn_over(g, seat, turn):
        R._policy_turn(g, None, beam)
    out = {}
    own = 0
    while True:
        for h in horizons:
            if h and h not in out and (own >= h or g.is_over):
                out[h] = J.value(g, seat)
        if g.is_over or (0 not in horizons and len(out) == len(horizons)):
            break
        if g.to_move == seat:
            own += 1
        R._policy_turn(g, None, beam)
    if 0 in horizons:
        out[0] = J.value(g, seat)
    return [out[h] for h in horizons]


def horizons_of(replay: Replay, seat: int, part: R.Part, horizons, pairs: int, beam) -> list[R.Check]:
    game = replay.position(part.start)
    diffs = [[] for _ in horizons]
    for k in range(pairs):
        clone = game.determinize(seat, random.Random(R.confirm_seed(part.start, 2000 + k)))
        a = marks_on(clone, seat, part.best, horizons, beam)
        b = marks_on(clone, seat, part.played[:part.own], horizons, beam)
        for i in range(len(horizons)):
            diffs[i].append(a[i] - b[i])
    return [R.Check.of(d, h == 0) for d, h in zip(diffs, horizons)]


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--levels", default="expert,medium")
    ap.add_argument("--seeds", type=int, default=2)
    ap.add_argument("--first-seed", type=int, default=21)
    ap.add_argument("--budget", default="0.3", help="seconds a decision for both seats, or 'own': each"
                    " level's own (Expert 1.6, Medium 0.5, stations 1.0)")
    ap.add_argument("--games", default="/tmp/review_confirm_games.json")
    ap.add_argument("--recheck", action="store_true")
    ap.add_argument("--recheck-end", action="store_true", help="the re-check played on to the game's end (valued"
                    " by the score pad there, not by the judgement at the horizon), at twice the pairs")
    ap.add_argument("--only", default="", help="--recheck-end on these named turns alone, LEVEL-SEED:ROUND,..."
                    " (e.g. stations-32:14,expert-31:9): played to the end, a turn costs minutes")
    ap.add_argument("--horizons", default="")
    ap.add_argument("--pairs", type=int, default=0, help="pairs for --horizons (default review.PAIRS)")
    ap.add_argument("--beam", default="", help="the continuations' beam for --horizons, W,P,N")
    args = ap.parse_args(argv)
    seeds = list(range(args.first_seed, args.first_seed + args.seeds))
    budget = None if args.budget == "own" else float(args.budget)
    recorded = games(Path(args.games), args.levels.split(","), seeds, budget)
    horizons = [int(h) for h in args.horizons.split(",")] if args.horizons else []
    beam = tuple(int(x) for x in args.beam.split(",")) if args.beam else R.CHECK_BEAM
    totals: dict = {}
    reviews_path = Path(args.games).with_suffix(".reviews.json")  # each game's review, kept for the next run
    kept_reviews = json.loads(reviews_path.read_text()) if reviews_path.exists() else {}
    for doc in recorded:
        replay = Replay(doc["options"], doc["moves"])
        cpu, wall = time.process_time(), time.perf_counter()
        key = f"{doc['level']}-{doc['seed']}"
        if key in kept_reviews and kept_reviews[key]["settings"] == R.settings_key():
            review = R.from_json(kept_reviews[key]["review"], replay)
            cpu, wall = kept_reviews[key]["cpu"], kept_reviews[key]["wall"]
        else:
            review = R.review_game(replay, [0])
            cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
            kept_reviews[key] = {"settings": R.settings_key(), "review": R.to_json(review), "cpu": cpu, "wall": wall}
            reviews_path.write_text(json.dumps(kept_reviews))
        turns = review.of(0)
        named = [t for t in turns if t.named]
        flagged = [(t, p) for t in turns for p in t.parts if p.flagged]
        line = {"level": doc["level"], "seed": doc["seed"], "scores": doc["scores"], "turns": len(turns),
                "flagged": len(flagged), "named": len(named), "unclear": review.counts(0)[R.UNCLEAR],
                "counts": review.counts(0), "lost": round(review.lost(0), 1),
                "estimate_lost": round(sum(t.estimate for t in turns), 1),
                "named_turns": [(t.round, t.rating, round(t.cost, 1), round(t.estimate, 1)) for t in named],
                "cpu_s": round(cpu, 1), "wall_s": round(wall, 1)}
        tot = totals.setdefault(doc["level"], {"games": 0, "named": 0, "mistake_or_worse": 0, "rechecked": 0,
                                               "held": 0, "cpu": [], "wall": [], "flagged": 0})
        tot["games"] += 1
        tot["named"] += len(named)
        tot["mistake_or_worse"] += sum(t.rating in ("mistake", "blunder") for t in named)
        tot["flagged"] += len(flagged)
        tot["cpu"].append(cpu)
        tot["wall"].append(wall)
        if args.recheck:
            held = []
            for t in named:
                ok = True
                for p in t.parts:
                    if p.confirmed:
                        again = R.confirm_part(replay.position(p.start), 0, p, pairs=2 * R.PAIRS, first=1000)
                        ok = ok and again.ahead
                held.append(ok)
            line["recheck_held"] = f"{sum(held)}/{len(held)}"
            tot["rechecked"] += len(held)
            tot["held"] += sum(held)
        if args.recheck_end:
            held, rows = [], []
            only = {w.strip() for w in args.only.split(",") if w.strip()}
            for t in named:
                if only and f"{key}:{t.round}" not in only:
                    continue
                ok = True
                for p in t.parts:
                    if p.confirmed:
                        again = R.confirm_part(replay.position(p.start), 0, p, pairs=2 * R.PAIRS, first=3000,
                                               horizon=None)
                        ok = ok and again.ahead
                        rows.append((t.round, round(again.mean, 1), round(again.se, 1), again.ahead))
                held.append(ok)
            line["end_held"] = f"{sum(held)}/{len(held)}"
            line["end_checks"] = rows
            tot["end_rechecked"] = tot.get("end_rechecked", 0) + len(held)
            tot["end_held"] = tot.get("end_held", 0) + sum(held)
        if horizons:
            rows = []
            for t, p in flagged:
                checks = horizons_of(replay, 0, p, horizons, args.pairs or R.PAIRS, beam)
                rows.append({"round": t.round, "estimate": round(p.estimate, 1),
                             "by_horizon": {h or "end": [c.mean, c.se, c.ahead] for h, c in zip(horizons, checks)}})
            line["horizons"] = rows
        print(json.dumps(line), flush=True)
    for level, tot in totals.items():
        out = {"games": tot["games"], "named_per_game": round(tot["named"] / tot["games"], 2),
               "mistake_or_worse_per_game": round(tot["mistake_or_worse"] / tot["games"], 2),
               "flagged_per_game": round(tot["flagged"] / tot["games"], 1),
               "review_cpu_s_median": round(statistics.median(tot["cpu"]), 1),
               "review_wall_s_max": round(max(tot["wall"]), 1)}
        if args.recheck:
            out["recheck_held"] = f"{tot['held']}/{tot['rechecked']}"
        if args.recheck_end:
            out["end_held"] = f"{tot['end_held']}/{tot['end_rechecked']}"
        print(level, json.dumps(out), flush=True)
    if args.recheck and totals:
        held, rechecked = sum(t["held"] for t in totals.values()), sum(t["rechecked"] for t in totals.values())
        print("all", json.dumps({"games": sum(t["games"] for t in totals.values()), "recheck_held": f"{held}/{rechecked}",
                                 "share": round(held / rechecked, 3) if rechecked else None}), flush=True)


if __name__ == "__main__":
    main()
