"""Train Expert's network by self-play: `python -m gwt_desktop.tools.train --dir DIR --iterations N`.

Each iteration plays --games self-play games, records at every turn's end each player's features
(ai/features.py) and, once the game is over, that player's final score, then fits the network (one
hidden layer, tanh) to predict each player's final score minus Hard's own estimate of it (the first
feature), by least squares over the games kept (the newest --window). The self-play bots are Medium's
beam search; each seat judges either with the network being trained (ai/expert.py's judgement), so
what the network learns changes how the next games are played, or (with --explore, each seat with even
odds) with Hard's weights spread at random; one decision in ten is a casual one (Easy's pick among the
near-best lines). Both show the network more than one way to play.

Everything lives in DIR and a run resumes where the last one stopped: DIR/samples.npz (the kept
games' features and targets), DIR/state.json (iterations, games, seconds, the history of fits and
strength checks) and DIR/expert_weights.json (the latest network, in the shipped format; copy it to
gwt_desktop/ai/expert_weights.json to ship it, or pass --ship). With --check-deals D each iteration
ends by playing the network's judgement against Hard's (evaluate.HARD), both at Medium's search
width, on D deals from both seats, so the history says how strength grew with training.

Fitting needs numpy (`pip install -e '.[train]'`); the game itself does not: the network is evaluated
in plain Python (ai/net.py).
"""
from __future__ import annotations

import argparse
import dataclasses
import json
import math
import multiprocessing
import os
import random
import shutil
import sys
import time

from gwt_desktop.ai import features
from gwt_desktop.ai.evaluate import HARD, judge
from gwt_desktop.ai.expert import expert_value
from gwt_desktop.ai.medium import EasyBot, MediumBot
from gwt_desktop.ai.net import WEIGHTS_FILE, Net, document, parse, read
from gwt_desktop.ai.plan import Checker, plan_turn
from gwt_desktop.engine import new_game
from gwt_desktop.tools.tune import TUNED

TARGET_SCALE = 10.0  # points: the network is fitted to targets divided by this
CASUAL = 0.1  # share of decisions taken as Easy would (among the near-best lines)
_EASY = EasyBot()


def choose(game, seat, rng, value, width=MediumBot.width, per_first=MediumBot.per_first,
           max_nodes=MediumBot.max_nodes, casual=0.0):
    """Medium's beam search with the judgement `value`; sometimes Easy's casual pick."""
    moves = game.legal_moves()
    if len(moves) == 1:
        return moves[0]
    plan = plan_turn(game, seat, width, per_first, max_nodes, Checker(), value=value)
    if casual and rng.random() < casual:
        return _EASY.pick(plan, moves, rng)
    ranked = plan.ranked()
    return ranked[0] if ranked else rng.choice(moves)


def seat_judgements(players: int, net: Net, explore: float, rng: random.Random) -> list:
    """Each seat's judgement (a function of the position decided) in one self-play game: the network's,
    or (each seat with even odds, when `explore` is above 0) Hard's with every tuned weight scaled by
    exp(N(0, explore)). Games between
    differently weighted players show what money, cattle, workers or buildings held at a turn's end
    lead to under more than one plan; a network fitted to one plan's games alone learns what that
    plan's habits correlate with, and a search then exploits those correlations."""
    out = []
    for p in range(players):
        if explore > 0 and rng.random() < 0.5:
            w = dataclasses.replace(HARD, **{k: getattr(HARD, k) * math.exp(rng.gauss(0.0, explore)) for k in TUNED})
            out.append(lambda root, p=p, w=w: judge(p, w))
        else:
            out.append(lambda root, p=p: expert_value(p, net, root))
    return out


def self_play(job: tuple) -> dict:
    """One self-play game: (seed, players, the network's numbers, beam, explore). Returns its samples."""
    seed, players, numbers, beam, explore = job
    net = Net.from_numbers(numbers)
    g = new_game(players, seed=seed, building_sides="random" if seed % 2 else "a")
    rngs = [random.Random(seed * 100 + i) for i in range(players)]
    values = seat_judgements(players, net, explore, random.Random(seed))
    xs: list[list[float]] = []
    owners: list[int] = []
    bases: list[float] = []

    def record() -> None:
        rest = features.remaining(g)
        base = features.base_values(g, rest)
        for p in range(players):
            xs.append(features.player_features(g, p, rest, base[p]))
            owners.append(p)
            bases.append(base[p])

    record()
    while not g.is_over:
        p = g.to_move
        clone = g.determinize(p, rngs[p])
        g.apply(choose(clone, p, rngs[p], values[p](clone), *beam, casual=CASUAL))
        if features.at_turn_boundary(g):
            record()
    final = features.final_scores(g)
    return {"seed": seed, "players": players, "x": xs, "y": [final[p] - b for p, b in zip(owners, bases)],
            "scores": final}


def ab_game(job: tuple) -> list[int]:
    """One game of the network's judgement (seat `net_seat`) against Hard's, both at Medium's width."""
    seed, numbers, net_seat = job
    net = Net.from_numbers(numbers)
    g = new_game(2, seed=seed, building_sides="random" if seed % 2 else "a")
    rngs = [random.Random(seed * 100 + i) for i in range(2)]
    while not g.is_over:
        p = g.to_move
        clone = g.determinize(p, rngs[p])
        g.apply(choose(clone, p, rngs[p], expert_value(p, net, clone) if p == net_seat else judge(p, HARD)))
    return features.final_scores(g)


# ---- fitting (numpy) ----
def fit(net: Net, x, y, games, hidden: int, epochs: int, seed: int, l2: float = 1e-3, lr: float = 3e-3) -> tuple:
    """Least squares fit of the network to (x, y), warm-started from `net`; the last tenth of the games
    is held out, and the epoch with the lowest held-out error is kept. Returns the network (with the
    input scaling folded into its first layer) and the figures of the fit."""
    import numpy as np

    rs = np.random.default_rng(seed)
    mean = x.mean(axis=0)
    std = x.std(axis=0)
    std[std < 1e-6] = np.inf  # a feature constant in the data carries nothing: its weights stay 0
    z = (x - mean) / std
    t = y / TARGET_SCALE
    uniq = np.unique(games)
    held = set(uniq[-max(1, len(uniq) // 10):].tolist()) if len(uniq) > 1 else set()
    val = np.isin(games, list(held))
    tr = ~val if val.any() and (~val).any() else np.ones(len(y), bool)
    if not val.any():
        val = tr
    # Warm start: unfold the stored (folded) first layer into the new scaling; a new size starts small.
    if net.hidden == hidden and any(any(r) for r in net.w1):
        w1 = np.array(net.w1) * np.where(np.isinf(std), 0.0, std)
        b1 = np.array(net.b1) + np.array(net.w1) @ mean
        w2 = np.array(net.w2) / TARGET_SCALE
        b2 = net.b2 / TARGET_SCALE
    else:
        w1 = rs.normal(0, 1 / np.sqrt(x.shape[1]), (hidden, x.shape[1]))
        b1 = np.zeros(hidden)
        w2 = np.zeros(hidden)
        b2 = 0.0
    params = [w1, b1, w2, np.array(b2)]
    m = [np.zeros_like(p) for p in params]
    v = [np.zeros_like(p) for p in params]

    def loss(idx) -> float:
        h = np.tanh(z[idx] @ params[0].T + params[1])
        return float(np.mean((h @ params[2] + params[3] - t[idx]) ** 2))

    base_rmse = float(np.sqrt(np.mean(y[val] ** 2)))
    best = (loss(val), [p.copy() for p in params], 0)
    step = 0
    train_idx = np.flatnonzero(tr)
    for epoch in range(1, epochs + 1):
        rs.shuffle(train_idx)
        for k in range(0, len(train_idx), 256):
            idx = train_idx[k:k + 256]
            zi = z[idx]
            h = np.tanh(zi @ params[0].T + params[1])
            err = (h @ params[2] + params[3] - t[idx]) * (2 / len(idx))
            gw2 = h.T @ err + l2 * params[2]
            gb2 = err.sum()
            dh = np.outer(err, params[2]) * (1 - h * h)
            gw1 = dh.T @ zi + l2 * params[0]
            gb1 = dh.sum(axis=0)
            step += 1
            for i, gr in enumerate((gw1, gb1, gw2, np.array(gb2))):
                m[i] = 0.9 * m[i] + 0.1 * gr
                v[i] = 0.999 * v[i] + 0.001 * gr * gr
                params[i] = params[i] - lr * (m[i] / (1 - 0.9 ** step)) / (np.sqrt(v[i] / (1 - 0.999 ** step)) + 1e-8)
        val_loss = loss(val)
        if val_loss < best[0]:
            best = (val_loss, [p.copy() for p in params], epoch)
    w1, b1, w2, b2 = best[1]
    scale = np.where(np.isinf(std), 0.0, 1.0 / np.where(np.isinf(std), 1.0, std))
    folded_w1 = w1 * scale
    folded_b1 = b1 - folded_w1 @ np.where(np.isinf(std), 0.0, mean)
    out = Net(tuple(tuple(float(a) for a in row) for row in folded_w1), tuple(float(a) for a in folded_b1),
              tuple(float(a) * TARGET_SCALE for a in w2), float(b2) * TARGET_SCALE)
    figures = {"samples": len(y), "held_out_samples": int(val.sum()), "hard_rmse": round(base_rmse, 2),
               "net_rmse": round(float(np.sqrt(best[0])) * TARGET_SCALE, 2), "best_epoch": best[2]}
    return out, figures


# ---- the training directory ----
def load(directory: str, hidden: int) -> tuple[Net, dict, dict]:
    import numpy as np

    state = {"iterations": 0, "games": 0, "seconds": 0.0, "next_seed": None, "history": []}
    path = os.path.join(directory, "state.json")
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            state = json.load(f)
    wpath = os.path.join(directory, WEIGHTS_FILE)
    net = parse(read(wpath)) if os.path.exists(wpath) else Net.zero(hidden)
    data = {"x": np.zeros((0, features.SIZE)), "y": np.zeros(0), "game": np.zeros(0, dtype=np.int64)}
    spath = os.path.join(directory, "samples.npz")
    if os.path.exists(spath):
        with np.load(spath) as d:
            data = {k: d[k] for k in ("x", "y", "game")}
    return net, state, data


def save(directory: str, net: Net, state: dict, data: dict) -> None:
    import numpy as np

    os.makedirs(directory, exist_ok=True)
    tmp = os.path.join(directory, "samples.tmp.npz")
    np.savez_compressed(tmp, **data)
    os.replace(tmp, os.path.join(directory, "samples.npz"))
    trained = {k: state[k] for k in ("iterations", "games")}
    trained["hours"] = round(state["seconds"] / 3600, 2)
    write_json(os.path.join(directory, WEIGHTS_FILE), document(net, trained), compact=True)
    write_json(os.path.join(directory, "state.json"), state)


def write_json(path: str, obj: dict, compact: bool = False) -> None:
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(obj, f, separators=(",", ":") if compact else None, indent=None if compact else 1)
    os.replace(tmp, path)


def main(argv: list[str] | None = None) -> dict:
    import numpy as np

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--dir", default="expert_training", help="where the run keeps its games and weights")
    ap.add_argument("--iterations", type=int, default=10)
    ap.add_argument("--games", type=int, default=40, help="self-play games per iteration")
    ap.add_argument("--players", default="2,2,3,4", help="player counts the games cycle through")
    ap.add_argument("--hidden", type=int, default=24, help="hidden units (a fresh run only)")
    ap.add_argument("--epochs", type=int, default=30)
    ap.add_argument("--l2", type=float, default=1e-3, help="weight decay of the fit")
    ap.add_argument("--window", type=int, default=3000, help="newest games kept for fitting")
    ap.add_argument("--check-deals", type=int, default=0, help="deals of the strength check per iteration")
    ap.add_argument("--seed", type=int, default=700000, help="first deal's seed of a fresh run")
    ap.add_argument("--beam", default=f"{MediumBot.width},{MediumBot.per_first},{MediumBot.max_nodes}",
                    help="the self-play search's width, per first move and nodes (Medium's by default)")
    ap.add_argument("--explore", type=float, default=0.3,
                    help="spread (log space) of Hard's weights for the seats that do not play the network")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--ship", action="store_true", help="copy the final weights into the package")
    args = ap.parse_args(argv)
    counts = [int(c) for c in args.players.split(",")]
    beam = tuple(int(b) for b in args.beam.split(","))
    net, state, data = load(args.dir, args.hidden)
    if state["next_seed"] is None:
        state["next_seed"] = args.seed
    pool = multiprocessing.Pool(args.jobs) if args.jobs > 1 else None
    imap = pool.imap if pool else map  # in order: check() pairs answers with its jobs
    try:
        for _ in range(args.iterations):
            started = time.perf_counter()
            seed0 = state["next_seed"]
            numbers = net.numbers()
            jobs = [(seed0 + k, counts[(seed0 + k) % len(counts)], numbers, beam, args.explore)
                    for k in range(args.games)]
            xs, ys, gs, scores = [], [], [], []
            for res in imap(self_play, jobs):
                xs.extend(res["x"])
                ys.extend(res["y"])
                gs.extend([res["seed"]] * len(res["y"]))
                scores.append(statistics_mean(res["scores"]))
            data = {"x": np.concatenate([data["x"], np.array(xs, dtype=float).reshape(-1, features.SIZE)]),
                    "y": np.concatenate([data["y"], np.array(ys, dtype=float)]),
                    "game": np.concatenate([data["game"], np.array(gs, dtype=np.int64)])}
            keep = np.unique(data["game"])[-args.window:]
            mask = np.isin(data["game"], keep)
            data = {k: a[mask] for k, a in data.items()}
            net, figures = fit(net, data["x"], data["y"], data["game"], args.hidden, args.epochs, seed0, args.l2)
            state["next_seed"] = seed0 + args.games
            state["iterations"] += 1
            state["games"] += args.games
            entry = {"iteration": state["iterations"], "games": state["games"], "deals": [seed0, seed0 + args.games - 1],
                     "mean_score": round(statistics_mean(scores), 1), **figures}
            if args.check_deals:
                entry["check"] = check(net, args.check_deals, 900000 + state["iterations"] * 1000, imap)
            state["seconds"] += time.perf_counter() - started
            entry["seconds"] = round(time.perf_counter() - started, 1)
            state["history"].append(entry)
            save(args.dir, net, state, data)
            print(json.dumps(entry), flush=True)
    finally:
        if pool:
            pool.close()
            pool.join()
    if args.ship:
        shutil.copyfile(os.path.join(args.dir, WEIGHTS_FILE),
                        os.path.join(os.path.dirname(features.__file__), WEIGHTS_FILE))
    summary = {k: state[k] for k in ("iterations", "games")}
    summary["hours"] = round(state["seconds"] / 3600, 3)
    print(json.dumps(summary))
    sys.stdout.flush()
    return state


def check(net: Net, deals: int, seed: int, imap) -> dict:
    """The network's judgement against Hard's at Medium's width, each deal from both seats."""
    numbers = net.numbers()
    jobs = [(seed + d, numbers, s) for d in range(deals) for s in (0, 1)]
    wins = margin = mine = 0.0
    for (_, _, s), sc in zip(jobs, imap(ab_game, jobs)):
        a, b = sc[s], sc[1 - s]
        wins += 1.0 if a > b else 0.5 if a == b else 0.0
        margin += a - b
        mine += a
    n = len(jobs)
    return {"games": n, "net_wins": wins, "mean_margin": round(margin / n, 2), "net_mean": round(mine / n, 1)}


def statistics_mean(xs) -> float:
    return sum(xs) / len(xs) if xs else 0.0


if __name__ == "__main__":
    multiprocessing.freeze_support()
    main()
