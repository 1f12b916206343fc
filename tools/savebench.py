"""Saves benchmark: `python -m tools.savebench [--games N] [--repeat R] [--dir PATH]`.

Plays N random 4-player games (moves that do something preferred over done/skip, so games run long),
keeps the longest, and measures at its end:
- the autosave per move: the time it takes from the game's thread (JSON, then the writer thread takes
  over), the time until the file is on disk, and the whole write done on one thread for comparison;
- the load of such a save (parse, replay and check every move);
- undo's two possible mechanisms: a snapshot (one clone per human move, what Match keeps) against a
  replay from the seed of the whole game (what undo would cost without snapshots).
Writes into a temporary folder inside the data folder (GWT_HOME redirects it), on the disk a real
autosave uses, and removes it. Prints one line per figure and, last, one JSON object. Figures, not
pass/fail: quote medians.
"""
from __future__ import annotations

import argparse
import json
import random
import shutil
import statistics
import tempfile
import time
from pathlib import Path

from gwt_desktop.session.match import Match
from gwt_desktop.session.seats import COMPUTER, Seat
from gwt_desktop.storage import autosave, paths, save_format, store


def long_game(seed: int) -> list[str]:
    m = Match([Seat(f"P{i}", i) for i in range(4)], seed, "random", "random")
    rng = random.Random(seed)
    while not m.game.is_over:
        moves = m.game.legal_moves()
        active = [x for x in moves if x.kind not in ("done", "skip")]
        m.apply(rng.choice(active if active and rng.random() < 0.9 else moves))
    return m.moves


def ms(samples: list[float]) -> dict[str, float]:
    s = sorted(samples)
    return {"median_ms": round(1e3 * statistics.median(s), 3), "p90_ms": round(1e3 * s[int(0.9 * (len(s) - 1))], 3),
            "max_ms": round(1e3 * s[-1], 3)}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=12)
    ap.add_argument("--repeat", type=int, default=200)
    ap.add_argument("--dir", type=Path, default=None, help="folder to write in (default: a temp folder "
                                                           "inside the data folder)")
    args = ap.parse_args(argv)

    games = [long_game(1000 + i) for i in range(args.games)]
    moves = max(games, key=len)
    seats = [Seat(f"P{i}", i, COMPUTER if i % 2 else "human", "random") for i in range(4)]
    seed = 1000 + games.index(moves)
    options = {"players": 4, "seed": seed, "building_sides": "random", "neutral_buildings": "random"}
    # The position just before the final move: the longest record an autosave of this game writes.
    match = Match.replay(seats, options, moves[:-1])
    print(f"longest of {args.games} random 4-player games: {len(moves)} moves, round {match.round}")

    folder = Path(tempfile.mkdtemp(prefix="savebench-", dir=args.dir or paths.data_dir()))
    try:
        path = folder / store.AUTOSAVE
        saver = autosave.Autosaver(match, path)  # as the game uses it: the write on its writer thread
        sync = autosave.Autosaver(match, path, background=False)  # the same work all on the caller's thread
        match.listeners.clear()  # driven by hand below
        main, landed, dumps, total = [], [], [], []
        for _ in range(args.repeat):
            t0 = time.perf_counter()
            saver(match)
            t1 = time.perf_counter()
            saver.flush()
            t2 = time.perf_counter()
            save_format.dumps(match)
            t3 = time.perf_counter()
            sync(match)
            t4 = time.perf_counter()
            main.append(t1 - t0)
            landed.append(t2 - t0)
            dumps.append(t3 - t2)
            total.append(t4 - t3)
        size = path.stat().st_size
        print(f"save size: {size} bytes ({size / len(moves):.1f} bytes per move)")
        print(f"autosave per move, time taken from the game's thread: {ms(main)}")
        print(f"  until the file is on disk (writer thread): {ms(landed)}")
        print(f"  all on one thread (JSON + temp file + fsync + rename + folder fsync): {ms(total)}")
        print(f"  of which JSON: {ms(dumps)}")

        loads = []
        for _ in range(max(3, args.repeat // 20)):
            t = time.perf_counter()
            loaded = store.load_game(saver.path)
            loads.append(time.perf_counter() - t)
        assert loaded.moves == match.moves
        print(f"load (parse, replay, check {len(match.moves)} moves): {ms(loads)}")

        clones = []
        for _ in range(args.repeat):
            t = time.perf_counter()
            match.game.clone()
            clones.append(time.perf_counter() - t)
        print(f"undo by snapshot: one clone per human move {ms(clones)}; undo itself restores it in place")
        replays = []
        for _ in range(max(3, args.repeat // 20)):
            t = time.perf_counter()
            Match.replay(seats, options, match.moves[:-1])
            replays.append(time.perf_counter() - t)
        print(f"undo by replay from the seed instead: {ms(replays)} per undo at this point")
    finally:
        shutil.rmtree(folder, ignore_errors=True)

    print(json.dumps({"moves": len(moves), "round": match.round, "save_bytes": size,
                      "autosave_game_thread": ms(main), "autosave_on_disk": ms(landed),
                      "autosave_one_thread": ms(total), "autosave_json": ms(dumps),
                      "load": ms(loads), "snapshot_clone": ms(clones), "replay_undo": ms(replays)}))


if __name__ == "__main__":
    main()
