"""Idle benchmark of the window: `python -m tools.idlebench [--seconds 30] [--sizes 1280x720,1920x1080]`.

How much CPU the real App loop takes while nothing happens on screen, per case and window size,
with SDL's dummy video driver (no display needed) and a throw-away GWT_HOME:

  title      the title screen
  waiting    a game waiting for the human (their targets glowing)
  score_pad  the score pad of a finished game
  replay     the replay viewer, paused on the last move
  thinking   a game where a computer (Hard, on its thread in this process) thinks for longer than the
             measurement (a budget beyond it), so the window shows "thinking…" the whole time

For each case the loop runs as the app runs it (App.run_once: it rests until input or the scene's
next timer), one second of warm-up, then `--seconds` measured. Figures, as percent of one core:
process CPU per second of wall time (everything: the loop, and in `thinking` the bot's thread) and
the main thread's own CPU (time.thread_time() in the loop thread: the window's share; the rest of the
process figure in `thinking` is the bot's work). frames_per_s counts frames drawn where the App
counts them (frames_drawn); an older App without it (the baseline) draws every turn of its loop.

The same file drives an older App too: run it with that checkout's interpreter as a script,
`/work/baseline/.venv/bin/python tools/idlebench.py` from this checkout, and it uses whatever loop that App
has (App.run_once, else App.step at 60 frames a second as it always did).
Prints one line per case and, last, one JSON object. Targets: <= 3% of one core in each still case;
while a computer thinks the window's own share <= 5%.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import tempfile
import time

CASES = ("title", "waiting", "score_pad", "replay", "thinking")


def _loop_turn(app):
    """One turn of the app's own loop, as its run() takes it."""
    run_once = getattr(app, "run_once", None)
    if run_once is not None:
        return lambda: run_once(max_wait=0.5)  # never sleep past the measurement's end by much
    return lambda: app.step(app.clock.tick(60) / 1000)


def _finished_match(seed: int):
    from gwt_desktop.session.match import make_match

    match = make_match(2, seed, 1, "random")
    rng = random.Random(seed)
    while not match.game.is_over:
        match.apply(rng.choice(match.game.legal_moves()))
    return match


def _set_up(app, case: str, seed: int, seconds: float) -> None:
    """Put the case's scene on top, as a player would find it."""
    from gwt_desktop.session.match import make_match

    turn = _loop_turn(app)
    if case == "title":
        return
    if case == "waiting":
        app.open_match(make_match(2, seed, 1, "random"), autosave=False, pace=0.0)
        deadline = time.monotonic() + 30
        ctx = getattr(app.scene, "ctx", app.scene)  # (an older game scene answers itself)
        while not ctx.human_to_act() and time.monotonic() < deadline:
            turn()  # the computer's first moves, if it starts
        return
    if case in ("score_pad", "replay"):
        match = _finished_match(seed)
        app.open_match(match, autosave=False)
        if case == "replay":
            app.scene.open_replay()
        return
    if case == "thinking":
        match = make_match(2, seed, 0, "hard")  # computers only: one of them is always thinking
        app.open_match(match, autosave=False, bot_budget=seconds + 30.0)
        return
    raise ValueError(case)


def measure(case: str, size: tuple[int, int], seconds: float, seed: int) -> dict:
    from gwt_desktop.app import App

    app = App(size)
    try:
        _set_up(app, case, seed, seconds)
        turn = _loop_turn(app)
        warm = time.monotonic() + 1.0
        while time.monotonic() < warm:
            turn()
        drawn0 = getattr(app, "frames_drawn", None)
        turns = 0
        wall0, cpu0, main0 = time.perf_counter(), time.process_time(), time.thread_time()
        end = wall0 + seconds
        while time.perf_counter() < end:
            turn()
            turns += 1
        wall = time.perf_counter() - wall0
        cpu, main = time.process_time() - cpu0, time.thread_time() - main0
        drawn = (app.frames_drawn - drawn0) if drawn0 is not None else turns
        scene = type(app.scene).__name__
    finally:
        app.close()
    return {"case": case, "size": f"{size[0]}x{size[1]}", "scene": scene, "seconds": round(wall, 2),
            "cpu_pct": round(100 * cpu / wall, 2), "main_thread_pct": round(100 * main / wall, 2),
            "others_pct": round(100 * (cpu - main) / wall, 2), "frames_per_s": round(drawn / wall, 1)}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seconds", type=float, default=30.0, help="measured seconds per case")
    ap.add_argument("--sizes", default="1280x720,1920x1080", help="window sizes, WxH, comma-separated")
    ap.add_argument("--cases", default=",".join(CASES), help="comma-separated, of: " + ", ".join(CASES))
    ap.add_argument("--seed", type=int, default=3)
    args = ap.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["GWT_HOME"] = tempfile.mkdtemp(prefix="gwt-idlebench-")  # never the player's saves
    sizes = [tuple(int(v) for v in s.lower().split("x")) for s in args.sizes.split(",")]
    rows = []
    for size in sizes:
        for case in args.cases.split(","):
            row = measure(case, size, args.seconds, args.seed)
            rows.append(row)
            print(f"{row['case']:<10} {row['size']:>9}  cpu {row['cpu_pct']:6.2f}%  main thread "
                  f"{row['main_thread_pct']:6.2f}%  others {row['others_pct']:6.2f}%  "
                  f"{row['frames_per_s']:5.1f} frames/s  ({row['scene']})", flush=True)
    print(json.dumps({"seconds": args.seconds, "cases": rows}))


if __name__ == "__main__":
    main()
