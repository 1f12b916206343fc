"""Replay benchmark: `python -m tools.replaybench [--save FILE] [--moves 600] [--runs 30]`.

Prints the time to make a Replay of a long 4-player game (one pass over every move), of a jump from
move 0 to the last move, of one step back from the last move, of a jump to the middle, of a jump
from the start to the first Kansas City visit, and of the chart data (session.game_stats), as
medians of --runs runs in milliseconds; the median and worst of one jump from move 0 to every
position, and a jump to a position as far from a kept clone as any; then one JSON object. Without --save the game is played by
random moves (mostly refusing "done"/"skip", as the recorded test games are) from the first seed whose
game is at least --moves moves long. Figures, not pass/fail.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from gwt_desktop.engine import new_game
from gwt_desktop.session.game_stats import game_stats
from gwt_desktop.session.replay import SNAPSHOT_EVERY, Replay
from gwt_desktop.session.table import Pick, play
from gwt_desktop.storage import store

clock = time.perf_counter


def long_game(players: int, moves: int, seed: int = 1) -> tuple[dict, list[str]]:
    """The options and moves of the first game from `seed` on that lasts at least `moves` moves."""
    while True:
        g = new_game(players, seed=seed, building_sides="random", neutral_buildings="random")
        played: list[str] = []
        play(g, [Pick("busy", busy_move)] * players, [random.Random(seed)] * players,
             on_move=lambda game, move, played=played: played.append(str(move.answer.move)))
        if len(played) >= moves:
            return dict(g.options), played
        seed += 1


def busy_move(game, seat: int, rng: random.Random):
    """A random move that mostly does something: nine times in ten not ending, skipping or stopping
    when something else is legal (long games, many events)."""
    legal = game.legal_moves()
    if len(legal) > 1 and rng.random() < 0.9:
        legal = [m for m in legal if m.kind not in ("done", "skip", "stop")] or legal
    return rng.choice(legal)


def _median_ms(fn, runs: int) -> float:
    times = []
    for _ in range(runs):
        t = clock()
        fn()
        times.append(clock() - t)
    return statistics.median(times) * 1000


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--save", help="a save file to replay instead of a random game")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--moves", type=int, default=600)
    ap.add_argument("--runs", type=int, default=30)
    ap.add_argument("--every", type=int, default=SNAPSHOT_EVERY, help="moves between kept clones")
    args = ap.parse_args(argv)
    if args.save:
        replay, _ = store.load_replay(args.save, args.every)
        options, moves, names = replay.options, replay.moves, replay.names
    else:
        options, moves = long_game(args.players, args.moves)
        names = None
    replay = Replay(options, moves, names, args.every)
    last = len(replay)
    print(f"game: {options['players']} players, {last} moves, {len(replay.turns)} turns, "
          f"{len(replay.kansas_city)} Kansas City visits; a clone kept every {replay.every} moves")

    def jump(a: int, b: int):
        def run():
            replay.seek(a)
            t = clock()
            replay.seek(b)
            return clock() - t
        return run

    def timed(a: int, b: int) -> float:
        return statistics.median(jump(a, b)() for _ in range(args.runs)) * 1000

    first_kc = replay.kansas_city[0] if replay.kansas_city else last
    # Every position as a target once (from move 0): how long a jump takes wherever it lands.
    every_jump = sorted(jump(0, i)() for i in range(last + 1))
    no_clones = Replay(options, moves, names, last + 1)
    no_clones.seek(0)
    figures = {
        "moves": last,
        "build_ms": _median_ms(lambda: Replay(options, moves, names, args.every), max(3, args.runs // 5)),
        "jump_0_to_last_ms": timed(0, last),
        "step_back_from_last_ms": timed(last, last - 1),
        "jump_to_middle_ms": timed(0, last // 2),
        "jump_0_to_first_kansas_city_ms": timed(0, first_kc),
        "step_forward_ms": timed(last // 2, last // 2 + 1),
        "jump_0_to_any_median_ms": statistics.median(every_jump) * 1000,
        "jump_0_to_any_worst_ms": every_jump[-1] * 1000,
        "jump_0_to_farthest_from_a_clone_ms": timed(0, (last // replay.every) * replay.every - 1),
        # For comparison: the same jump with no kept clones, i.e. replayed from the start.
        "jump_0_to_last_from_start_ms": _median_ms(lambda: no_clones.position(last), max(3, args.runs // 5)),
        "chart_data_ms": _median_ms(lambda: game_stats(replay), max(3, args.runs // 5)),
    }
    for key, value in figures.items():
        if key != "moves":
            print(f"{key:34s} {value:8.3f}")
    print(json.dumps({k: round(v, 4) if isinstance(v, float) else v for k, v in figures.items()}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
