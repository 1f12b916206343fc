"""Engine benchmark: `python -m tools.bench [--games N] [--runs R]`.
Frame-time benchmark of the game screen: `python -m tools.bench --frames [...]` (tools/frames.py).
The bots' judgement in the search: `python -m tools.bench --search [--runs R]` (search_bench);
with `--why`, also the Hint's why (ai.hint.why at its defaults) at the same positions (why_bench);
with `--expert`, also Expert's whole decisions there at a fixed amount of work (expert_bench).

Prints one line per measurement and, last, one JSON object: decisions_per_s in random play at 2-4
players and decisions_per_s_2p at 2 players (medians of the runs), clone_us for one 4-player mid-game
state (median of repeats), objectives_25_ms (median and worst, the score sheet's allocation of 25
objective cards), microseconds per legal_moves(), apply() and clone() sampled through random
games, full random games per second and mean decisions per game at 2, 3 and 4 players, all in CPU
time of this process. Figures, not pass/fail: these machines are noisy.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from gwt_desktop.engine import DecisionKind, new_game
from gwt_desktop.session.table import deal

# CPU time of this process, not wall time: the machines these run on are shared, and waiting for a
# core that another program holds is not the engine's cost. (Contention still shows a little.)
clock = time.process_time


def random_game(players: int, seed: int) -> int:
    # The table's deal, but not its loop: this times the engine alone, without the loop's per-move
    # bookkeeping (the seat's answer, the observer's record).
    g = deal(players, seed).game
    rng = random.Random(seed)
    n = 0
    while not g.is_over:
        g.apply(rng.choice(g.legal_moves()))
        n += 1
    return n


def run_games(players: int, games: int, seed0: int) -> tuple[float, float]:
    t = clock()
    decisions = sum(random_game(players, seed0 + i) for i in range(games))
    dt = clock() - t
    return games / dt, decisions / games


def micro(samples: int = 300) -> dict[str, float]:
    """Per-call costs, sampled at positions spread through random games."""
    rng = random.Random(1)
    positions = []
    for seed in range(6):
        g = new_game(2 + seed % 3, seed=seed)
        while not g.is_over:
            if rng.random() < 0.2:
                positions.append(g.clone())
            g.apply(rng.choice(g.legal_moves()))
    positions = positions[:samples]
    t_legal = t_apply = t_clone = 0.0
    for g in positions:
        # A position kept by clone() has not listed its moves yet: this times the listing itself.
        t = clock()
        moves = g.legal_moves()
        t_legal += clock() - t
        t = clock()
        c = g.clone()
        t_clone += clock() - t
        m = rng.choice(moves)
        t = clock()
        c.apply(m)
        t_apply += clock() - t
    n = len(positions)
    return {"legal_moves_us": 1e6 * t_legal / n, "apply_us": 1e6 * t_apply / n, "clone_mixed_us": 1e6 * t_clone / n}


def clone_4p_midgame(repeats: int = 9, number: int = 2000) -> float:
    """Microseconds per clone() of one fixed 4-player state half-way through a random game."""
    g = new_game(4, seed=7, building_sides="random")
    rng = random.Random(7)
    for _ in range(230):
        g.apply(rng.choice(g.legal_moves()))
    times = []
    for _ in range(repeats):
        t = clock()
        for _ in range(number):
            g.clone()
        times.append((clock() - t) / number)
    return 1e6 * statistics.median(times)


def objectives_25(cases: int = 40) -> tuple[float, float]:
    """Milliseconds (median, worst) to allocate all 25 objective cards a player could hold, half of them
    played, over random rich holdings: the score sheet's one search."""
    from gwt_desktop.engine import best_objectives
    from gwt_desktop.engine.components import GENERAL_OBJECTIVES, STARTING_OBJECTIVES

    rng = random.Random(25)
    cards = list(GENERAL_OBJECTIVES)
    times = []
    for _ in range(cases):
        rng.shuffle(cards)
        area = [rng.choice(STARTING_OBJECTIVES)] + cards[:12]
        have = tuple(rng.randint(lo, hi) for lo, hi in ((3, 10), (1, 8), (1, 8), (2, 14), (2, 10), (2, 14),
                                                        (1, 7), (0, 5), (0, 4)))
        t = clock()
        best_objectives(area, cards[12:], have, rng.random() < 0.5)
        times.append(clock() - t)
    return 1e3 * statistics.median(times), 1e3 * max(times)


def search_positions(count: int = 12) -> list:
    """Fixed positions where a seat starts its turn, 2 to 4 players, spread over seeded random games."""
    out = []
    for k in range(count):
        g = new_game(2 + k % 3, seed=500 + k, building_sides="random" if k % 2 else "a")
        rng = random.Random(500 + k)
        for _ in range(60 + 25 * k):
            if g.is_over:
                break
            g.apply(rng.choice(g.legal_moves()))
        while not g.is_over and (g.decision.kind != DecisionKind.TURN or len(g.legal_moves()) < 2):
            g.apply(rng.choice(g.legal_moves()))
        if not g.is_over:
            out.append(g)
    return out


def search_bench(runs: int = 3) -> dict[str, float]:
    """What the search pays for a judgement: microseconds per call of Hard's and Expert's judgement of
    one position (a turn's start, where Expert adds its own points), and nodes per second of Hard's
    beam over one turn at a node limit (clone, apply and judge each child), medians of the runs."""
    from gwt_desktop.ai.evaluate import HARD, judge
    from gwt_desktop.ai.expert import ExpertBot
    from gwt_desktop.ai.plan import Checker, plan_turn

    positions = search_positions()
    expert = ExpertBot(use_process=False)
    hard_us, expert_us, nodes_s, expert_nodes_s = [], [], [], []
    for _ in range(runs):
        for judgements, out in (([judge(g.to_move, HARD) for g in positions], hard_us),
                                ([expert.judgement(g, g.to_move) for g in positions], expert_us)):
            t = clock()
            for _ in range(1000):
                for g, value in zip(positions, judgements):
                    value(g)
            out.append(1e6 * (clock() - t) / (1000 * len(positions)))
        for make, out in ((lambda g: judge(g.to_move, HARD), nodes_s),
                          (lambda g: expert.judgement(g, g.to_move), expert_nodes_s)):
            nodes = 0
            t = clock()
            for g in positions * 4:
                nodes += plan_turn(g, g.to_move, 64, 10, 2500, Checker(), value=make(g)).nodes
            out.append(nodes / (clock() - t))
    result = {"hard_judgement_us": statistics.median(hard_us), "expert_judgement_us": statistics.median(expert_us),
              "hard_beam_nodes_per_s": statistics.median(nodes_s),
              "expert_beam_nodes_per_s": statistics.median(expert_nodes_s)}
    return {k: round(v, 2) for k, v in result.items()}


def why_bench() -> dict[str, float]:
    """CPU seconds of the Hint's why (session.advice.advise: the judgement's lines at Expert's beam,
    the hinted line listed first, each played out; and its sentences) for the first legal move at
    each search position: median and worst."""
    import random

    from gwt_desktop.session.advice import advise
    from gwt_desktop.text.advice import hint_sentences

    times = []
    for g in search_positions():
        t = clock()
        hint_sentences(advise(g, g.to_move, g.legal_moves()[0], random.Random(1)), g, None)
        times.append(clock() - t)
    return {"why_s": round(statistics.median(times), 3), "why_worst_s": round(max(times), 3)}


def expert_bench(samples: int = 4) -> dict:
    """CPU seconds of Expert's whole decision at each search position with a fixed amount of work (its
    beam, then `samples` determinizations looked past, no clock): the time Expert's default budget
    buys less of, on a figure that does not move with the clock's luck, and a digest of the moves
    chosen (two trees that search alike choose alike: the same digest)."""
    import hashlib
    import random

    from gwt_desktop.ai.expert import ExpertBot

    moves = []
    t = clock()
    for i, g in enumerate(search_positions()):
        bot = ExpertBot(max_samples=samples, use_process=False)  # a fresh bot: no line kept from another game
        moves.append(repr(bot.choose(g, g.to_move, random.Random(i), 1e6)))
    return {"expert_fixed_work_s": round(clock() - t, 2),
            "expert_moves_digest": hashlib.sha256("|".join(moves).encode()).hexdigest()[:12]}


def main(argv: list[str] | None = None) -> None:
    import sys

    args_in = sys.argv[1:] if argv is None else argv
    if "--frames" in args_in:
        from . import frames

        frames.main([a for a in args_in if a != "--frames"])
        return
    if "--search" in args_in:
        ap = argparse.ArgumentParser(description=__doc__)
        ap.add_argument("--search", action="store_true")
        ap.add_argument("--runs", type=int, default=3)
        ap.add_argument("--why", action="store_true", help="also time the Hint's why")
        ap.add_argument("--expert", action="store_true",
                        help="also Expert's decisions at a fixed amount of work (expert_bench)")
        args = ap.parse_args(argv)
        result = search_bench(args.runs)
        if args.why:
            result.update(why_bench())
        if args.expert:
            result.update(expert_bench())
        print(json.dumps(result))
        return
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=20, help="random games per player count per run")
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args(argv)
    rates = []
    rates_2p = []
    per_count: dict[int, list[tuple[float, float]]] = {2: [], 3: [], 4: []}
    for r in range(args.runs):
        total_decisions = 0
        t = clock()
        for players in (2, 3, 4):
            gps, dpg = run_games(players, args.games, 1000 * r + 100 * players)
            per_count[players].append((gps, dpg))
            if players == 2:
                rates_2p.append(gps * dpg)
            total_decisions += dpg * args.games
        rate = total_decisions / (clock() - t)
        rates.append(rate)
        print(f"run {r + 1}: {rate:,.0f} decisions/s, 2 players {rates_2p[-1]:,.0f} decisions/s")
    m = micro()
    clone_us = clone_4p_midgame()
    print(f"clone() of a 4-player mid-game: {clone_us:.1f} us")
    obj_median, obj_worst = objectives_25()
    print(f"objective allocation, 25 cards: median {obj_median:.1f} ms, worst {obj_worst:.1f} ms")
    result = {
        "decisions_per_s": round(statistics.median(rates)),
        "decisions_per_s_runs": [round(x) for x in rates],
        "decisions_per_s_2p": round(statistics.median(rates_2p)),
        "clone_us": round(clone_us, 1),
        "objectives_25_ms": round(obj_median, 2),
        "objectives_25_worst_ms": round(obj_worst, 2),
        **{k: round(v, 1) for k, v in m.items()},
    }
    for players, rows in per_count.items():
        result[f"games_per_s_{players}p"] = round(statistics.median(x[0] for x in rows), 2)
        result[f"decisions_per_game_{players}p"] = round(statistics.mean(x[1] for x in rows), 1)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
