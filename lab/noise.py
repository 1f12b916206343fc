"""How much of a final score can any judgement foresee? `python -m lab.noise [--net FILE] [--games G] [--rollouts K]`.

The network's error on held-out games (lab/capacity.py) has two parts: what the game itself leaves
open from a position (the cards still to come, the rivals' choices: no judgement can know them) and
how far the network's value lies from the true value of the position under the way it plays. This
tells them apart. Two-player games are played greedily by the network in both seats at self-play's
beam (lab/play.py's play_on); at a few turns' starts the player to move's position is read as
self-play records it (its own determinized clone) and the network predicts its final score; then the
game is played on K times from K determinizations for that player (every hidden card re-dealt, the
future draws new). The rollouts' spread is the game's noise; the distance of their mean from the
prediction, less the part K rollouts leave, is the network's own error (the record is in
docs/experiments/learned.md).
"""
from __future__ import annotations

import argparse
import json
import multiprocessing
import random
from dataclasses import replace

import numpy as np

from gwt_desktop.ai import features as F
from gwt_desktop.session.table import deal

from .jobs import BEAM, Source
from .network import net_of
from .play import play_on

TURNS = (8, 20, 32, 44)  # two-player games last about 57 turns (both players' together)


def positions(job: Source):
    """The positions read here (and rebuilt by lab.inputs, planned by lab.probes beams): the source
    game of deal job.seed played greedily (job.greedy()) to the start of each of job.turns while it
    lasts; yields (game, turn, the player to move, rng), where the caller's first
    g.determinize(player, rng) is the position as that player reads it."""
    g, rngs = deal(2, job.seed)
    for turn in job.turns:
        play_on(g, rngs, job.greedy(), until=turn)
        if g.is_over:
            return
        yield g, turn, g.to_move, random.Random(job.seed * 1000 + turn)


def snapshots(job: Source) -> list[dict]:
    """One source game: at each of `turns`, the prediction for the player to move and its K rollouts."""
    net = net_of(job.net)
    # the rollouts greedy, or exploring as self-play does (how far the value the network learned is
    # the exploring play's rather than the greedy play's)
    on = replace(job.greedy(), explore=job.explore, tau=job.tau)
    out = []
    for g, turn, p, rng in positions(job):
        x = F.all_features(g.determinize(p, rng).state, p)[p]
        pred = float(net.forward(np.array([x]))[0])
        finals = []
        for k in range(job.rollouts):
            d = g.determinize(p, rng)
            fresh = [random.Random(rng.random()) for _ in range(2)]
            finals.append(float(play_on(d, fresh, replace(on, seed=job.seed * 1000 + turn * 10 + k))["scores"][p]))
        out.append({"seed": job.seed, "turn": turn, "player": p, "prediction": pred, "finals": finals,
                    "features": [round(float(v), 5) for v in x]})
    return out


def summary(rows: list[dict]) -> dict:
    """Per phase and in all: the game's noise (the rollouts' standard deviation, pooled), the network's
    error (root mean square of prediction minus the rollouts' mean, less the mean's own sampling
    variance), and the two together (what a held-out error measures)."""
    def part(rs: list[dict]) -> dict:
        var = np.mean([np.var(r["finals"], ddof=1) for r in rs])
        gap = np.mean([(r["prediction"] - np.mean(r["finals"])) ** 2 - np.var(r["finals"], ddof=1) / len(r["finals"])
                       for r in rs])
        bias = np.mean([r["prediction"] - np.mean(r["finals"]) for r in rs])
        return {"positions": len(rs), "noise_sd": round(float(np.sqrt(var)), 2),
                "net_error": round(float(np.sqrt(max(gap, 0.0))), 2), "net_bias": round(float(bias), 2),
                "together": round(float(np.sqrt(var + max(gap, 0.0))), 2)}
    out = {"all": part(rows)}
    for turn in sorted({r["turn"] for r in rows}):
        out[f"turn {turn}"] = part([r for r in rows if r["turn"] == turn])
    return out


def scatter(rows: list[dict]) -> np.ndarray:
    """Per position, the network's error (the rollouts' mean less the prediction) less its turn's
    mean: the scatter a search's choices feel, the bias (which shifts every choice alike) taken out."""
    bias = {t: np.mean([np.mean(r["finals"]) - r["prediction"] for r in rows if r["turn"] == t])
            for t in {r["turn"] for r in rows}}
    return np.array([np.mean(r["finals"]) - r["prediction"] - bias[r["turn"]] for r in rows])


def follows(rows: list[dict], top: int = 12) -> list[tuple[str, float, int]]:
    """The inputs the network's error follows most: each input's correlation over the positions with
    the rollouts' mean less the prediction (less the bias at that turn), strongest first, with the
    positions where the input was not zero."""
    rows = [r for r in rows if "features" in r]
    if len(rows) < 3:
        return []
    err = scatter(rows)
    X = np.array([r["features"] for r in rows])
    out = []
    for i, name in enumerate(F.NAMES):
        col = X[:, i]
        if np.std(col) > 1e-9:
            out.append((name, round(float(np.corrcoef(col, err)[0, 1]), 3), int(np.count_nonzero(col))))
    out.sort(key=lambda t: -abs(t[1]))
    return out[:top]


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--net", default="gwt_desktop/ai/judgement.json")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--rollouts", type=int, default=8)
    ap.add_argument("--turns", type=int, nargs="+", default=list(TURNS))
    ap.add_argument("--beam", type=int, nargs=3, default=BEAM)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--explore", type=float, default=0.0,
                    help="the rollouts explore as self-play does: this chance a turn (its --explore)")
    ap.add_argument("--tau", type=float, default=0.75, help="with --explore: the softmax's temperature, points")
    ap.add_argument("--seed", type=int, default=950000)
    ap.add_argument("--out", default=None,
                    help="also write every position's figures here (JSON, with its inputs: what the error follows)")
    ap.add_argument("--rows", nargs="+", default=None, help="no games: the figures of these --out files together")
    args = ap.parse_args(argv)
    rows: list[dict] = []
    if args.rows:
        for path in args.rows:
            with open(path, encoding="utf-8") as f:
                rows += json.load(f)
    else:
        with open(args.net, encoding="utf-8") as f:
            spec = json.load(f)
        jobs = [Source(seed=args.seed + i, net=spec, turns=tuple(args.turns), rollouts=args.rollouts,
                       beam=tuple(args.beam), explore=args.explore, tau=args.tau) for i in range(args.games)]
        with multiprocessing.Pool(args.jobs) as pool:
            for done, part in enumerate(pool.imap_unordered(snapshots, jobs), 1):
                rows += part
                print(f"game {done} of {args.games}: {len(rows)} positions", flush=True)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            json.dump(rows, f)
    source = ({"rows": args.rows} if args.rows else
              {"net": args.net, "games": args.games, "rollouts": args.rollouts, "beam": args.beam,
               "explore": args.explore, "tau": args.tau})
    print(json.dumps({**source, **summary(rows)}, indent=1))
    lead = follows(rows)
    read = sum("features" in r for r in rows)
    if lead:
        print("the inputs the network's error follows (correlation with the rollouts' mean less the prediction;"
              " positions where the input is not zero):")
        for name, r, nonzero in lead:
            print(f"  {name:24s} {r:+.3f}  ({nonzero} of {read})")


if __name__ == "__main__":
    main()
