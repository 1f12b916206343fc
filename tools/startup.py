"""Start-up benchmark: how long from launching the game to its first frame of the title.

    python -m tools.startup [--runs 7] [--bundle dist/GreatWesternTrail/GreatWesternTrail]

Without --bundle it launches `python -m gwt_desktop` with this interpreter; with it, the built
app. Each run starts a fresh process with GWT_MAX_FRAMES=1 (the app quits right after drawing and
showing its first frame) and times it from launch to exit, so a figure is the time to the first
frame plus the short shutdown: an upper bound. One warm-up run (disk cache, and from source the
bytecode cache a player's first start writes) is not counted.
Prints one line per run and, last, a JSON object with the median. The CPU time the process
used is printed too: on a busy shared machine the wall time mostly measures the queue for a core. Targets: 1.0 s from source,
1.5 s for the bundle. Uses the real display when DISPLAY is set (e.g. under tools.look's Xvfb or a
desktop), else SDL's dummy driver. Figures, not pass/fail: these machines are noisy.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time


def _children_cpu() -> float:
    """CPU seconds (user + system) used so far by finished child processes; 0 where unknown (Windows)."""
    try:
        import resource
    except ImportError:
        return 0.0
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def launch_once(cmd: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(wall seconds from launch to exit, CPU seconds the process used)."""
    cpu = _children_cpu()
    t = time.perf_counter()
    proc = subprocess.run(cmd, check=False, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - t
    if proc.returncode != 0:
        raise SystemExit(f"startup: {' '.join(cmd)} exited {proc.returncode}:\n{proc.stderr[-2000:]}")
    return elapsed, _children_cpu() - cpu


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description="Time from launch to the title's first frame.")
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--bundle", help="path of the built GreatWesternTrail executable")
    args = ap.parse_args(argv)
    cmd = [args.bundle] if args.bundle else [sys.executable, "-m", "gwt_desktop"]
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, GWT_MAX_FRAMES="1", GWT_HOME=home, PYGAME_HIDE_SUPPORT_PROMPT="1")
        # A player's Python keeps the compiled-bytecode cache (__pycache__) after the first start; a
        # shell with PYTHONDONTWRITEBYTECODE set would recompile every module on every run instead.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
            env.setdefault("SDL_VIDEODRIVER", "dummy")
            env.setdefault("SDL_AUDIODRIVER", "dummy")
        launch_once(cmd, env)  # warm-up: the files into the disk cache, the bytecode into __pycache__
        times, cpus = [], []
        for k in range(args.runs):
            wall, cpu = launch_once(cmd, env)
            times.append(wall)
            cpus.append(cpu)
            print(f"run {k + 1}: {wall:.3f} s (CPU {cpu:.3f} s)")
    what = "bundle" if args.bundle else "source"
    video = env.get("SDL_VIDEODRIVER", "display")
    print(json.dumps({"what": what, "video": video, "runs": args.runs,
                      "median_s": round(statistics.median(times), 3),
                      "min_s": round(min(times), 3), "max_s": round(max(times), 3),
                      "median_cpu_s": round(statistics.median(cpus), 3)}))


if __name__ == "__main__":
    main()
