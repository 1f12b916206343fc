"""Learn what a turn's outcome is worth from randomized turns: `python -m lab.trials --dir DIR --games N`.

Fitting a judgement to the final scores of self-play games teaches it what good games *correlate* with
(a player who clears a certificate disc was often ahead already), and a search then buys those
correlates (docs/experiments/expert.md). Here every turn is a small randomized trial: at the
first decision of a turn the seat's beam (Hard's judgement) finds its best turns; when two or three of
them come within --margin points of the best, the seat plays one of them chosen at random. The choice
is then independent of everything else in the position, so the final margin's dependence on how the
chosen turn's end differs from the candidates' average end is causal: it says what each feature of a
turn's end is worth in final points, in the very choices a search makes.

Each trial records, for the candidate played: the difference between its turn end's features
(lab/measures.py) and the candidates' mean, the same for Hard's estimates of the seat and of its
rivals, and, once the game is over, the seat's final margin (its score minus the best rival's).
A ridge regression of the margin on those differences (numpy) gives per feature its worth beyond
Hard's estimate, with standard errors (fit()); --fit-only refits the stored trials; --by-rest fits
each feature's worth at the start and at the end of the game apart (name and name*rest). --ship
prints a linear part chosen from such a fit as Expert's points per item (evaluate.Extra), to paste
into ai/evaluate.py as EXPERT_EXTRA. Everything lives in DIR (trials.npz, state.json) and a run
resumes there.

--judge expert plays the games with Expert's judgement instead (Hard's plus EXPERT_EXTRA's points at
a turn's end) and records the differences of Expert's estimates, so the fit says what is worth more
than Expert already says: a correction is found, shipped, and the next run measures what is left.
--any-decision lets a turn's trial fall at its first close decision rather than only at its first
decision (where to move), so a delivery's city or an action's option can be the randomized choice.
--ab NAME=POINTS,... checks a fit's suggestion before it ships: seat-rotated games at the beam, one
seat judging as Expert but with that linear part instead of EXPERT_EXTRA, the others with --against's
(by default EXPERT_EXTRA itself).
"""
from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import random
import sys
import time
from dataclasses import dataclass, fields
from operator import mul

from gwt_desktop.ai.evaluate import HARD, Extra, judge
from gwt_desktop.ai.expert import estimates, expert_value
from gwt_desktop.ai.lookahead import follow
from gwt_desktop.ai.plan import Checker, plan_turn, turn_over
from gwt_desktop.engine import DecisionKind
from gwt_desktop.session.table import Pick, Played, deal, play
from lab import measures
from lab.run_record import write_json

# Features a turn cannot change (the game's progress and player count, whose turn it is) carry nothing.
SKIP = ("base", "progress", "two_players", "three_players", "four_players", "to_move")
KEEP = tuple(i for i, n in enumerate(measures.NAMES) if n not in SKIP)
# One trial, as stored: the played end's feature differences, the judgement's differences (Hard's or
# Expert's: seat, best rival; the fit calls them hard_self and hard_rival), how much game was left,
# the position's level (the judgement's margin for the seat) and the final margin.
FIELDS = ("dx", "dh", "dr", "rest", "lv", "y")


def leaf_values(g, seat: int, line, value=None, expert: bool = False) -> tuple[list[float], float, float]:
    """Play `line` (and the beam's rest of the turn, by `value`: Hard's judgement unless given) on g
    (changed); the seat's features at the turn's end, the judgement's estimate of the seat's final
    score and of its best rival's (Hard's, plus Expert's points per item when `expert`)."""
    follow(g, seat, line, value or judge(seat, HARD), Checker())
    rest = measures.remaining(g)
    base = measures.base_values(g, rest)
    x = measures.player_features(g, seat, rest, base[seat])
    if expert:
        base = estimates(g)
    rival = max(b for p, b in enumerate(base) if p != seat)
    return x, base[seat], rival


class TrialTurns:
    """The seats' choices in a trial game, plugged into the table's loop (`choose` for every seat,
    `after` its observer): a forced move is played as it is; otherwise the seat's beam on its view
    finds the best turns and, where a trial may fall and two or three come within `margin` points of
    the best, one of them chosen at random is played to its turn's end (while its moves still apply),
    each trial recorded."""

    def __init__(self, seed: int, beam: tuple, margin: float, width: int, expert: bool, any_decision: bool) -> None:
        self.beam, self.margin, self.width, self.expert, self.any_decision = beam, margin, width, expert, any_decision
        self.pick = random.Random(seed)  # the trials' own coin, apart from the bots' streams
        self.trials: list[tuple] = []  # (seat, dx, dh, dr, rest, lv)
        self.picks: list[tuple[int, int]] = []  # (index played, candidates) of each trial
        self.later = 0  # trials at a decision after a turn's first
        self.line: list = []  # the rest of a trial's chosen turn
        self.chosen: tuple | None = None  # (turn number, the chosen line) of the trial's move just asked

    def choose(self, g, p: int, rng: random.Random):
        moves = g.legal_moves()
        if len(moves) == 1:
            return moves[0]
        if self.line and self.line[0] in moves:  # the rest of a trial's chosen turn, while it still applies
            return self.line.pop(0)
        self.line = []
        start = self.any_decision or g.decision.kind == DecisionKind.TURN
        clone = g.determinize(p, rng)
        value = expert_value(p, clone) if self.expert else judge(p, HARD)
        plan = plan_turn(clone, p, *self.beam, Checker(), value=value)
        ranked = plan.ranked()
        if not ranked:
            return rng.choice(moves)
        best = plan.values[ranked[0]]
        cands = [m for m in ranked[:self.width] if plan.values[m] >= best - self.margin]
        if not (start and len(cands) > 1):
            return ranked[0]
        ends = [leaf_values(clone.clone(), p, plan.lines.get(m, [m]), value, self.expert) for m in cands]
        k = self.pick.randrange(len(cands))
        n = len(cands)
        mx = [sum(e[0][i] for e in ends) / n for i in KEEP]
        dx = [ends[k][0][i] - mx[j] for j, i in enumerate(KEEP)]
        dh = ends[k][1] - sum(e[1] for e in ends) / n
        dr = ends[k][2] - sum(e[2] for e in ends) / n
        lv = sum(e[1] - e[2] for e in ends) / n  # the position's level (the same whatever is chosen)
        self.trials.append((p, dx, dh, dr, measures.remaining(g), lv))
        self.picks.append((k, n))
        self.later += g.decision.kind != DecisionKind.TURN
        self.chosen = (g.turn_number, plan.lines.get(cands[k], [cands[k]]))
        return self.chosen[1][0]

    def after(self, g, played: Played) -> None:
        """Once a trial's first move is played: the rest of its line, unless that ended the turn."""
        if self.chosen is not None:
            turn, chosen = self.chosen
            self.chosen = None
            self.line = [] if turn_over(g, played.seat, turn) else list(chosen[1:])


def trial_game(job: tuple) -> dict:
    """One self-play game at the beam `beam`, each turn a trial where it can be. The job may name the
    judgement ("hard", or "expert": Hard's plus EXPERT_EXTRA's points per item at a turn's end,
    so the fit measures what is worth more than Expert already says) and whether a trial may be at
    any decision of a turn (the first close one: a delivery's city, say) or only at its first."""
    seed, players, beam, margin, width, judged, any_decision = job
    turns = TrialTurns(seed, beam, margin, width, judged == "expert", any_decision)
    g, rngs = deal(players, seed)
    play(g, [Pick("trials", turns.choose)] * players, rngs, on_move=turns.after)
    final = measures.final_scores(g)
    margins = [final[p] - max(s for q, s in enumerate(final) if q != p) for p in range(players)]
    return {"seed": seed, "trials": [(*t[1:], margins[t[0]]) for t in turns.trials], "picks": turns.picks,
            "later": turns.later, "scores": final}


# Features whose difference between candidate turns is rare and lopsided (a city's first disc, taken
# by one candidate in a few hundred) fit noise at this many trials; they are left out of the fit.
RARE = ("city_",)
RIDGE = 1e-3  # the fit's penalty on the features' standardized coefficients (not on Hard's own)
REST = "*rest"  # a name's ending (fit and spec): points per unit of the feature times how much game is left


def fit(data, ridge: float = RIDGE, by_rest: bool = False) -> dict:
    """The margin on the trials' differences, by ridge regression; per feature its coefficient (final
    margin points per unit of the feature, beyond what Hard's estimate says) and standard error.

    First the position's own level (Hard's margin for the seat, and how much game is left) is taken
    out of the margin: the choice was random, so that cannot bias the differences' coefficients, and
    it takes much of the noise out. Hard's own differences (seat and best rival) are not penalized.
    With by_rest each feature also gets a column of its difference times how much game was left
    ("name*rest"): its worth at the start is the sum of the two coefficients, at the end the first."""
    import numpy as np

    dx, dh, dr, rest, lv, y = (data[k] for k in FIELDS)
    if len(y) < 10:
        return {"trials": len(y)}
    controls = np.column_stack([np.ones_like(y), rest, lv, lv * rest, lv * rest * rest])
    gamma, *_ = np.linalg.lstsq(controls, y, rcond=None)
    y = y - controls @ gamma
    names = [measures.NAMES[i] for i in KEEP]
    cols = [j for j, n in enumerate(names) if not n.startswith(RARE) and dx[:, j].std() > 1e-9]
    x = np.column_stack([dh, dr] + [dx[:, j] for j in cols] + ([dx[:, j] * rest for j in cols] if by_rest else []))
    labels = ["hard_self", "hard_rival"] + [names[j] for j in cols] + ([names[j] + REST for j in cols] if by_rest else [])
    sd = x.std(axis=0)
    sd[sd < 1e-9] = 1.0
    z = x / sd
    penalty = np.eye(z.shape[1]) * ridge * len(y)
    penalty[0, 0] = penalty[1, 1] = 0.0
    a = z.T @ z + penalty
    inv = np.linalg.inv(a)
    beta = inv @ (z.T @ y)
    resid = y - z @ beta
    sigma2 = float(resid @ resid) / max(1, len(y) - z.shape[1])
    se = np.sqrt(np.diag(inv @ (z.T @ z) @ inv) * sigma2) / sd
    beta = beta / sd
    hard_only, *_ = np.linalg.lstsq(np.column_stack([dh, dr]), y, rcond=None)
    coef = {n: [round(float(b), 4), round(float(e), 4)] for n, b, e in zip(labels, beta, se)}
    strongest = sorted((n for n in coef if not n.startswith("hard_")),
                       key=lambda n: -abs(coef[n][0]) / (coef[n][1] or float("inf")))
    return {"trials": len(y), "sigma": round(sigma2 ** 0.5, 2),
            "hard_only": [round(float(b), 3) for b in hard_only], "coef": coef, "strongest": strongest[:8]}


def linear_vectors(spec: str) -> tuple[list[float], list[float]]:
    """Points per unit of each feature of measures.NAMES from "buildings=12.5,cowboys*rest=6" (the
    others 0): the plain part, and the part multiplied by how much of the game is left."""
    linear = [0.0] * measures.SIZE
    by_rest = [0.0] * measures.SIZE
    for item in filter(None, spec.split(",")):
        name, _, points = item.partition("=")
        target = linear
        if name.endswith(REST):
            name, target = name[:-len(REST)], by_rest
        if name not in measures.NAMES:
            raise SystemExit(f"no feature {name!r} (measures.NAMES lists them)")
        target[measures.NAMES.index(name)] = float(points)
    return linear, by_rest


@dataclass(frozen=True)
class Linear:
    """Points per unit of each feature of measures.NAMES, and a part multiplied by how much of the game
    is left: extra points for Expert's judgement (expert.expert_value's `extra`), as --ab plays them."""
    linear: tuple[float, ...]
    by_rest: tuple[float, ...]

    def __call__(self, g, p: int, rest: float, base: float) -> float:
        x = measures.player_features(g, p, rest, base)
        return sum(map(mul, self.linear, x)) + rest * sum(map(mul, self.by_rest, x))


def with_linear(spec: str) -> Linear:
    """The extra points of the linear part spec (linear_vectors), for Expert's judgement."""
    linear, by_rest = linear_vectors(spec)
    return Linear(tuple(linear), tuple(by_rest))


def extra_of(spec: str) -> Extra:
    """The linear part spec as Expert's points per item (evaluate.Extra, which EXPERT_EXTRA is): each
    feature's points per unit divided by its scale (measures.PER_ITEM). SystemExit for a feature that
    Extra has no item for, or a part by the game left (add it to evaluate.Extra and Expert first)."""
    linear, by_rest = linear_vectors(spec)
    if any(by_rest):
        raise SystemExit("evaluate.Extra has no part by the game left: add one there before shipping name*rest")
    items = {}
    for i, points in enumerate(linear):
        if points:
            name = measures.NAMES[i]
            if name not in measures.PER_ITEM:
                raise SystemExit(f"evaluate.Extra has no item for the feature {name!r}: add one there first")
            item, scale = measures.PER_ITEM[name]
            items[item] = points / scale
    return Extra(**items)


def extra_text(x: Extra) -> str:
    """x as the line to paste into ai/evaluate.py."""
    return "EXPERT_EXTRA = Extra(" + ", ".join(f"{f.name}={getattr(x, f.name)!r}" for f in fields(Extra)
                                               if getattr(x, f.name)) + ")"


def beam_pick(beam: tuple, extra):
    """A seat's choice at the beam, judging as Expert does with these extra points (None: EXPERT_EXTRA;
    a Pick's function): a forced move as it is, else the beam's best turn on the seat's view (a random
    legal move if it has none)."""
    def choose(g, p: int, rng: random.Random):
        moves = g.legal_moves()
        if len(moves) == 1:
            return moves[0]
        clone = g.determinize(p, rng)
        ranked = plan_turn(clone, p, *beam, Checker(), value=expert_value(p, clone, HARD, extra)).ranked()
        return ranked[0] if ranked else rng.choice(moves)
    return choose


def ab_game(job: tuple) -> tuple[int, int]:
    """One game at the beam: the seat `seat_x` judges as Expert does but with the linear part `spec`,
    every other seat with the linear part `against` (None: EXPERT_EXTRA); its final score and its
    best rival's."""
    seed, players, beam, spec, against, seat_x = job
    x = with_linear(spec)
    y = None if against is None else with_linear(against)
    g, rngs = deal(players, seed)
    play(g, [Pick("ab", beam_pick(beam, x if p == seat_x else y)) for p in range(players)], rngs)
    final = measures.final_scores(g)
    return final[seat_x], max(v for q, v in enumerate(final) if q != seat_x)


def ab(spec: str, against: str | None, games: int, players: int, beam: tuple, seed: int, jobs: int) -> dict:
    """--ab: the linear part spec against `against` (None: EXPERT_EXTRA) on seat-rotated deals
    (ties as half)."""
    import statistics

    deals = max(1, -(-games // players))
    work = [(seed + d, players, beam, spec, against, s) for d in range(deals) for s in range(players)]
    if jobs > 1:
        with multiprocessing.Pool(jobs) as pool:
            results = pool.map(ab_game, work, chunksize=1)
            pool.close()  # workers leave by themselves (lab/tune.py's ab says why)
            pool.join()
    else:
        results = [ab_game(j) for j in work]
    wins = sum(1.0 if a > b else 0.5 if a == b else 0.0 for a, b in results)
    margins = [a - b for a, b in results]
    return {"ab": spec, "against": against, "games": len(results), "wins": wins, "rate": round(wins / len(results), 3),
            "mean": round(statistics.mean(a for a, _ in results), 1),
            "rival_mean": round(statistics.mean(b for _, b in results), 1),
            "margin": round(statistics.mean(margins), 2),
            "margin_se": round(statistics.stdev(margins) / len(margins) ** 0.5, 2) if len(margins) > 1 else None}


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--dir", default="trials")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--beam", default="16,4,3000")
    ap.add_argument("--margin", type=float, default=4.0, help="points: candidates this near the best are tried")
    ap.add_argument("--width", type=int, default=3, help="candidates at most")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--seed", type=int, default=900000)
    ap.add_argument("--judge", choices=("hard", "expert"), default="hard",
                    help="the self-play's judgement: Hard's, or Expert's (Hard's plus EXPERT_EXTRA's points)")
    ap.add_argument("--any-decision", action="store_true",
                    help="a turn's trial at its first close decision, not only at the turn's first decision")
    ap.add_argument("--fit-only", action="store_true")
    ap.add_argument("--by-rest", action="store_true",
                    help="fit each feature's worth at the start and at the end of the game (name and name*rest)")
    ap.add_argument("--ship", metavar="NAME=POINTS,...",
                    help="print this linear part (points per unit of each feature) as EXPERT_EXTRA, to paste "
                         "into ai/evaluate.py")
    ap.add_argument("--ab", metavar="NAME=POINTS,...",
                    help="instead of trials: --games games at --beam of Expert's judgement with this linear part "
                         "against --against's (seat-rotated deals from --seed)")
    ap.add_argument("--against", metavar="NAME=POINTS,...", help="--ab's rival linear part (default: EXPERT_EXTRA)")
    args = ap.parse_args(argv)
    if args.ab is not None:
        result = ab(args.ab, args.against, args.games, args.players, tuple(int(v) for v in args.beam.split(",")), args.seed, args.jobs)
        print(json.dumps(result))
        return result
    import numpy as np  # the trials' store and fit (the test extra); --ab needs none

    os.makedirs(args.dir, exist_ok=True)
    spath = os.path.join(args.dir, "trials.npz")
    state_path = os.path.join(args.dir, "state.json")
    state = {"games": 0, "seconds": 0.0, "next_seed": args.seed}
    if os.path.exists(state_path):
        with open(state_path, encoding="utf-8") as f:
            state = json.load(f)
    # A run's trials all come from one way of playing: a resumed run may not change it.
    how = {"judge": args.judge, "any_decision": args.any_decision}
    if not args.fit_only and args.games:
        was = {k: state.get(k, v) for k, v in {"judge": "hard", "any_decision": False}.items()}
        if state["games"] and was != how:
            raise SystemExit(f"{args.dir} holds trials played with {was}; this run asks {how}")
        state.update(how)
    data = {k: np.zeros((0, len(KEEP))) if k == "dx" else np.zeros(0) for k in FIELDS}
    if os.path.exists(spath):
        with np.load(spath) as d:
            data = {k: d[k] for k in data}
    if not args.fit_only and args.games:
        beam = tuple(int(v) for v in args.beam.split(","))
        jobs = [(state["next_seed"] + i, args.players, beam, args.margin, args.width, args.judge, args.any_decision)
                for i in range(args.games)]
        t0 = time.perf_counter()
        if args.jobs > 1:
            with multiprocessing.Pool(args.jobs) as pool:
                results = pool.map(trial_game, jobs, chunksize=1)
                pool.close()  # workers leave by themselves (lab/tune.py's ab says why)
                pool.join()
        else:
            results = [trial_game(j) for j in jobs]
        columns = list(zip(*(t for r in results for t in r["trials"]))) or [()] * len(FIELDS)
        for k, column in zip(FIELDS, columns):
            new = np.array(column, dtype=float).reshape((-1, len(KEEP)) if k == "dx" else (-1,))
            data[k] = np.concatenate([data[k], new])
        state["games"] += args.games
        state["next_seed"] += args.games
        state["seconds"] += time.perf_counter() - t0
        tmp = spath + ".tmp.npz"
        np.savez_compressed(tmp, **data)
        os.replace(tmp, spath)
        write_json(state_path, state, indent=1)
    result = {"games": state["games"], "hours": round(state["seconds"] / 3600, 2), **fit(data, by_rest=args.by_rest)}
    if args.ship is not None:
        result["ship"] = extra_text(extra_of(args.ship))
    print(json.dumps(result))
    return result


if __name__ == "__main__":
    sys.exit(0 if main() else 1)
