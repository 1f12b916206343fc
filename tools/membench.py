"""Memory over a long session: `python -m tools.membench [--games 20] [--players 4]
[--level random] [--monkey EVENTS]`.

Plays computer-only games one after another in one process, through the real App as a player's
session would (headless): each game opened like New game does (autosaved), played to its score pad
(which records it), then back to the title. Prints the process's resident memory (RSS) after the
first game and after every game, and last one JSON object with the figures. With --monkey N it also
runs `tools.monkey --events N` in a child process and reports that child's peak RSS. Figures, not
pass/fail: quote medians of several runs.
"""
from __future__ import annotations

import argparse
import gc
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def rss_mb() -> float:
    """The resident set size now, in MB (Linux /proc; elsewhere the peak so far)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as f:
            pages = int(f.read().split()[1])
        return round(pages * os.sysconf("SC_PAGE_SIZE") / 2**20, 1)
    except (OSError, ValueError, AttributeError):
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return round(peak / (2**20 if sys.platform == "darwin" else 1024), 1)


def play_games(games: int, players: int, level: str, seed: int) -> list[float]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from gwt_desktop.app import App
    from gwt_desktop.session.match import make_match
    from gwt_desktop.ui.after.score_pad import ScorePadScene

    app = App((1280, 720))
    app.step()
    after: list[float] = []
    rng = random.Random(seed)
    try:
        for n in range(games):
            match = make_match(players, rng.randrange(1 << 30), 0, level)
            app.open_match(match, pace=0.0, bot_budget=0.01)
            steps = 0
            while not isinstance(app.scene, ScorePadScene):
                app.step(0.5)  # long frames: animations end at once, the game is what is measured
                steps += 1
                if steps > 200_000:
                    raise RuntimeError("a game did not end")
            for _ in range(3):
                app.step()
            app.to_title()
            app.step()
            gc.collect()
            after.append(rss_mb())
            print(f"game {n + 1}: {len(match.moves)} moves, RSS {after[-1]} MB", flush=True)
    finally:
        app.close()
    return after


def monkey_peak(events: int, seed: int) -> tuple[float, float]:
    """(peak RSS in MB, seconds) of `tools.monkey --events N` run in a child process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    t = time.perf_counter()
    subprocess.run([sys.executable, "-m", "tools.monkey", "--events", str(events), "--seed", str(seed)],
                   check=True, stdout=subprocess.DEVNULL, cwd=Path(__file__).resolve().parents[1])
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    if peak <= before:
        print("(the monkey's peak is not above an earlier child's: the figure is that child's)", flush=True)
    return round(peak / (2**20 if sys.platform == "darwin" else 1024), 1), round(time.perf_counter() - t, 1)


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    ap.add_argument("--level", default="random")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--monkey", type=int, default=0, help="also run the monkey with this many events")
    args = ap.parse_args(argv)
    home = os.environ.get("GWT_HOME")
    if home is None:  # never a real player's saves
        os.environ["GWT_HOME"] = tempfile.mkdtemp(prefix="membench-")
    start = rss_mb()
    after = play_games(args.games, args.players, args.level, args.seed)
    out = {"games": args.games, "players": args.players, "level": args.level, "rss_start_mb": start,
           "rss_after_1_game_mb": after[0], f"rss_after_{args.games}_games_mb": after[-1],
           "rss_max_mb": max(after), "rss_per_game_mb": after}
    if args.monkey:
        out["monkey_events"] = args.monkey
        out["monkey_peak_mb"], out["monkey_seconds"] = monkey_peak(args.monkey, args.seed)
    print(json.dumps(out), flush=True)
    return out


if __name__ == "__main__":
    main()
