"""Self-play training of the learned judgement (ai/net.py over ai/features.py): TD(λ) toward each
player's final score, at the scale of Race for the Galaxy's network (tens of thousands of games).

    python -m lab.selfplay --dir lab/runs/NAME [--hours H] [--jobs 2]      # starts or resumes
    python -m lab.selfplay --dir lab/runs/NAME --evaluate [--deals 50]      # the latest net against
                                                                            # the frozen Expert

A round plays `--round` self-play games on `--jobs` processes with the latest network, then trains
it: for every recorded position (each turn's end, every player, read by the player itself and by a
rival, on whose clone the hand is a guess) the target is the λ-return of the network's own later
predictions, ending in the player's final score (the score pad's total); Adam on the squared error,
over a buffer of the latest games. Every few rounds the network plays the frozen Expert's judgement
(`expert-2026-12`: Hard's estimate plus EXPERT_EXTRA) at the same beam on fixed deals, both seatings:
the learning curve. Everything a run needs to resume is in its folder: `net.json` (the latest
weights), `state.json` (games played, the round, the optimizer's moments, the arguments in effect and
the history of every start and resume with its own: lab/run_record.py), `log.jsonl` (a line per round:
games, games per hour, losses, held-out errors, the evaluation, the digest of the arguments it was
played under), `nets/` (a copy every few thousand games). The buffer of positions is kept in `data/` (not committed; a resumed run refills it,
and a run started from another's network and state takes that run's latest games with `--fill-from DIR/data`).

Each seat chooses its turn by a beam over its own turn (ai/plan.py, Hard's judgement inside the turn)
whose finished turns the network judges in one numpy batch; it then picks a finished turn at random
(in a share `--explore` of turns) one of the few best distinct outcomes by a softmax of their values
over `--tau` points (exploration: a turn within a point or two of the best is tried often, so plans
the current play rarely chooses are still met and their worth learned).
Some seats also get a random "style" (points for San Francisco, stations, buildings, the hand limit,
a thin herd, objectives) for a whole game, so whole plans the judgement does not yet believe in are
played to their end. With `--league`, in a share of the games one seat is the frozen Expert's
judgement (the league: the network meets the way of playing it is measured against, and each round's
log says how those games went). With `--plan`, a share of the seats play a long plan by rule for the
whole game (`gated`: no turn into Kansas City with a poor hand; `disc_rule`: the player board's
discs in a set order), so the network sees that plan's games played through, not only priced.
With `--price-kc P`, every network seat's search counts each Kansas City disc P points worse than
the network judges it (the targets stay the pad's points): a whole world of games off the rush, so
the network learns what the rest of a position is worth where nobody takes the $6.
With `--starts S`, a share S of the games are exploring starts (lab/starts.py): early on, one or both
seats are handed a bundle of plan assets paid at market price, so the network sees plans under way.
With `--loop-plans L`, a share L of the network's seats (1: all of them, issue 68's "every seat plays
that way") play loop plans for the whole game (ai/loop_plan.py: at each loop's start the city its
delivery is to reach, held by the beam), so the network learns from a world in which plans are played.

This module is the command line and the run (its rounds, its folder, its log). The library is by
concept: lab/jobs.py (a game's settings), play.py (one game), network.py (the network in numpy),
judging.py (how a search values a finished turn), buffer.py (the positions kept), train.py (TD(λ) and
Adam), figures.py (a round's figures), curve.py (the learning curve), run_record.py (the arguments in
effect), pool.py (the worker processes). The names other modules and records used from here are
still importable from here.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

import numpy as np

from gwt_desktop.ai import features as F

from . import run_record, starts
from .buffer import Buffer
from .curve import CURVE_SEED, evaluate_net
from .figures import league_figures, mean_2p, seat_figures, style_scores, won
from .jobs import BEAM, FROZEN, Job
from .judging import BLEND, STYLE_SCALE, STYLE_TERMS, FrozenBatch, NetBatch, combine, net_value, signature
from .network import NumpyNet, initial_net, net_of
from .play import (
    EXPLORE_OUTCOMES,
    REPLAN,
    best_outcomes,
    disc_rule,
    engine_figures,
    enters_kc,
    gated,
    pick_leaf,
    play_game,
    play_on,
    priced,
)
from .pool import processes, worker_init
from .train import Adam, lambda_returns, targets, train

# The library's names as they were importable from here before the split (lab's records and other
# helpers' code name them so); the CLI's own names below.
__all__ = [
    "BEAM", "BLEND", "CURVE_SEED", "EXPLORE_OUTCOMES", "FROZEN", "REPLAN", "STYLE_SCALE", "STYLE_TERMS",
    "Adam", "Buffer", "FrozenBatch", "Job", "NetBatch", "NumpyNet", "best_outcomes", "combine", "disc_rule",
    "engine_figures", "enters_kc", "evaluate_net", "gated", "initial_net", "lambda_returns", "league_figures",
    "main", "mean_2p", "net_of", "net_value", "pick_leaf", "play_game", "play_on", "player_count", "priced",
    "random_style", "round_jobs", "run", "seat_figures", "signature", "style_scores", "targets", "train", "won",
    "worker_init",
]


def random_style(rng: random.Random, p: float) -> dict | None:
    if rng.random() >= p:
        return None
    k = rng.randint(1, 3)
    return {t: STYLE_SCALE[t] * rng.uniform(0.5, 1.5) for t in rng.sample(STYLE_TERMS, k)}


def player_count(rng: random.Random, mix: tuple[float, float, float]) -> int:
    r = rng.random()
    return 2 if r < mix[0] else (3 if r < mix[0] + mix[1] else 4)


def loop_seats(rng: random.Random, n: int, share: float) -> list | None:
    """Per seat, True where it plays loop plans (ai/loop_plan.py) for the whole game, by chance
    `share`; None for a run without them, which draws nothing from rng and so deals as before."""
    if share <= 0:
        return None
    return [True if rng.random() < share else None for _ in range(n)]


def round_jobs(args, spec: dict, games: int, tau: float, rng: random.Random) -> list[Job]:
    """One round's self-play games. In a share `args.league` of them one seat, at random, is the frozen
    Expert's judgement, playing its best turns (no exploring, no style): the network meets the
    judgement it is measured against and a way of playing it does not itself choose, and every such
    round's games are a running match against it."""
    jobs = []
    for i in range(args.round):
        n = player_count(rng, tuple(args.mix))
        nets = [spec] * n
        explores = [args.explore] * n
        styles = [random_style(rng, args.style) for _ in range(n)]
        planned = [rng.random() < args.plan for _ in range(n)]
        looped = loop_seats(rng, n, getattr(args, "loop_plans", 0.0))
        if rng.random() < args.league:
            seat = rng.randrange(n)
            nets[seat] = FROZEN
            explores[seat] = 0.0
            styles[seat] = None
            planned[seat] = False
            if looped is not None:
                looped[seat] = None
        jobs.append(Job(seed=args.seed * 10_000_000 + games + i, players=n, nets=tuple(nets), tau=tau,
                        beam=tuple(args.beam), explores=tuple(explores), record=True, rivals=args.rivals,
                        styles=tuple(styles), price_kc=args.price_kc, blend=getattr(args, "blend", 0.0),
                        gates=tuple(args.plan_gate if x else None for x in planned),
                        discs=tuple(tuple(args.plan_discs) if x else None for x in planned),
                        plans=None if looped is None else tuple(looped),
                        start=starts.draw(rng, n, getattr(args, "starts", 0.0))))
    return jobs


def run(args) -> None:
    folder = Path(args.dir)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "nets").mkdir(exist_ok=True)
    state_path = folder / "state.json"
    net_path = folder / "net.json"
    if state_path.exists() and net_path.exists():
        state = json.loads(state_path.read_text())
        net = NumpyNet(json.loads(net_path.read_text()))
        print(f"resuming at {state['games']} games, round {state['round']}", flush=True)
    else:
        state = {"games": 0, "round": 0, "seconds": 0.0, "args": None, "adam": None}
        net = NumpyNet(initial_net(args.hidden, args.seed))
        run_record.write_json(net_path, net.to_dict())
    if tuple(net.names) != F.NAMES:
        sys.exit("the run's network reads other features than ai/features.py's: start a new run")
    buffer = Buffer(folder / "data", args.buffer)
    filled = buffer.fill_from(Path(args.fill_from), state["round"]) if args.fill_from else 0
    if args.fill_from:
        print(f"buffer filled with {filled} games from {args.fill_from}", flush=True)
    # The arguments of this start or resume, kept at once, as they are in effect: a resumed run keeps
    # its network's hidden size, and --fill-from fills only an empty buffer.
    in_effect = run_record.begin(state, {**vars(args), "hidden": len(net.b),
                                         "fill_from": args.fill_from if filled else None})
    run_record.write_json(state_path, state)
    opt = Adam([p.shape for p in net.params()], args.lr, state.get("adam"))
    opt.lr = args.lr
    rng = random.Random(args.seed * 1000 + state["round"])
    nrng = np.random.default_rng(args.seed * 1000 + state["round"])
    beam = tuple(args.beam)
    stop_at = time.time() + args.hours * 3600
    with processes(args.jobs, args.nice) as pool:
        while time.time() < stop_at and state["games"] < args.games and not (folder / "STOP").exists():
            start = time.time()
            spec = net.to_dict()
            spec["version"] = state["round"]
            tau = max(args.tau_end, args.tau * (1 - state["games"] / args.tau_games)) if args.tau_games else args.tau
            jobs = round_jobs(args, spec, state["games"], tau, rng)
            results = list(pool.imap_unordered(play_game, jobs))
            play_s = time.time() - start
            buffer.add(results, state["round"])
            t0 = time.time()
            steps = int(args.replay * sum(len(r["own"]) * r["players"] * 2 for r in results) / args.batch)
            stats = train(net, opt, buffer, args.lam, steps, args.batch, nrng)
            train_s = time.time() - t0
            state["games"] += len(results)
            state["round"] += 1
            state["seconds"] += time.time() - start
            two = [r for r in results if r["players"] == 2]
            line = {"round": state["round"], "games": state["games"], "time": time.strftime("%Y-%m-%d %H:%M:%S"),
                    "args": in_effect,
                    "games_per_hour": round(len(results) / (time.time() - start) * 3600),
                    "play_s": round(play_s, 1), "train_s": round(train_s, 1), "tau": round(tau, 3),
                    "steps": steps, **{k: (round(v, 2) if isinstance(v, float) else v) for k, v in stats.items()},
                    "mean_score_2p": mean_2p(two, "scores", 1), "kc_2p": mean_2p(two, "kc", 2),
                    "sf_2p": mean_2p(two, "sf", 2),
                    "turns_2p": round(float(np.mean([r["turns"] for r in two])), 1) if two else None}
            line["styles_2p"] = style_scores(two)
            if args.league:
                line["league_2p"] = league_figures(two)
            if args.starts:
                line["starts_2p"] = starts.figures(two)
            if args.eval_every and state["round"] % args.eval_every == 0:
                t0 = time.time()
                spec = net.to_dict()
                spec["version"] = f"eval{state['round']}"
                line["eval"] = evaluate_net(pool, spec, args.eval_deals, beam, price_kc=args.price_kc)
                line["eval_s"] = round(time.time() - t0, 1)
            state["adam"] = opt.state()
            run_record.write_json(net_path, net.to_dict())
            run_record.write_json(state_path, state)
            if state["games"] // args.keep_every != (state["games"] - len(results)) // args.keep_every:
                (folder / "nets" / f"net-{state['games']:06d}.json").write_text(json.dumps(net.to_dict()))
            with open(folder / "log.jsonl", "a", encoding="utf-8") as f:
                f.write(json.dumps(line) + "\n")
            print(json.dumps(line), flush=True)


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--dir", required=True)
    ap.add_argument("--hours", type=float, default=1000.0)
    ap.add_argument("--games", type=int, default=10**9, help="stop after this many self-play games in all")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--round", type=int, default=200, help="self-play games between two trainings")
    ap.add_argument("--beam", type=int, nargs=3, default=BEAM)
    ap.add_argument("--hidden", type=int, default=32)
    ap.add_argument("--lr", type=float, default=3e-4)
    ap.add_argument("--lam", type=float, default=0.8)
    ap.add_argument("--batch", type=int, default=256)
    ap.add_argument("--replay", type=float, default=8.0, help="trained positions per new position")
    ap.add_argument("--buffer", type=int, default=6000, help="games kept for training")
    ap.add_argument("--explore", type=float, default=0.25, help="chance a turn is chosen by the softmax")
    ap.add_argument("--tau", type=float, default=1.5, help="exploration: softmax temperature in points")
    ap.add_argument("--tau-end", type=float, default=0.75)
    ap.add_argument("--tau-games", type=int, default=20000)
    ap.add_argument("--style", type=float, default=0.2, help="share of seats given a random style")
    ap.add_argument("--plan", type=float, default=0.0,
                    help="share of seats that play a long plan by rule (--plan-gate, --plan-discs) for a whole game")
    ap.add_argument("--plan-gate", type=int, default=8,
                    help="a plan seat turns into Kansas City only with a hand that delivers this much, if it can")
    ap.add_argument("--plan-discs", nargs="+", default=["hand"],
                    help="a plan seat's player-board discs, taken first in this order where offered")
    ap.add_argument("--loop-plans", type=float, default=0.0,
                    help="share of the network's seats that play loop plans (ai/loop_plan.py) for a whole game; "
                         "1 is every one (the league's frozen seat never)")
    ap.add_argument("--blend", type=float, default=0.0,
                    help="every network seat's search judges by the network blended with Medium's hand-set "
                         "estimate at this weight (ai/judgement.Blend); the league's frozen seat as always")
    ap.add_argument("--price-kc", type=float, default=0.0,
                    help="every network seat's search counts a Kansas City disc this many points worse")
    ap.add_argument("--starts", type=float, default=0.0,
                    help="share of games that are exploring starts: bundles of plan assets given early on (lab/starts.py)")
    ap.add_argument("--league", type=float, default=0.0,
                    help="share of games in which one seat is the frozen Expert's judgement")
    ap.add_argument("--mix", type=float, nargs=3, default=(0.8, 0.15, 0.05), help="shares of 2, 3, 4 players")
    ap.add_argument("--eval-every", type=int, default=10)
    ap.add_argument("--eval-deals", type=int, default=50)
    ap.add_argument("--keep-every", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--nice", type=int, default=0, help="the self-play processes' niceness, added to the trainer's")
    ap.add_argument("--rivals", type=float, default=1.0,
                    help="the weight of the rivals' points against one's own in the net's choices, in self-play "
                         "and with --evaluate (the learning curve's matches always weigh them 1)")
    ap.add_argument("--fill-from", default=None,
                    help="another run's data/ folder: an empty buffer starts with its latest games")
    ap.add_argument("--evaluate", action="store_true", help="only play the latest net against the frozen Expert")
    args = ap.parse_args(argv)
    if args.evaluate:
        path = Path(args.dir)
        net = json.loads((path if path.suffix == ".json" else path / "net.json").read_text())
        net["version"] = "evaluate"
        with processes(args.jobs) as pool:
            print(json.dumps(evaluate_net(pool, net, args.eval_deals, tuple(args.beam), rivals=args.rivals,
                                          price_kc=args.price_kc)))
        return
    run(args)


if __name__ == "__main__":
    main()
