"""The command line: `python -m gwt_desktop` and the installed `gwt-desktop` start here. The options
start a game at once (--players, --seed, --humans, --level, --sides), play a computers-only demo
(--demo, --screenshot), size the window (--size) or choose this run's language (--lang); then the
App (app.py) runs the window."""
from __future__ import annotations

import argparse
import os
import sys

from .ai.base import LEVELS
from .app import App
from .session.match import make_match
from .storage import settings as settings_mod
from .storage import store
from .text import i18n
from .text.problems import bad_size, size_clamped


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="gwt_desktop", description="Great Western Trail on your desktop.")
    ap.add_argument("--demo", action="store_true",
                    help="computer seats only play a whole game as fast as it draws, then exit")
    ap.add_argument("--players", type=int, choices=(2, 3, 4), help="seats at the table (starts a game)")
    ap.add_argument("--seed", type=int, help="the deal to play (starts a game; shown on the score pad)")
    ap.add_argument("--humans", type=int, default=1, help="human seats of a started game (the rest computers)")
    ap.add_argument("--level", choices=LEVELS,
                    help="level of the computer seats (default: medium)")
    ap.add_argument("--sides", default="a", choices=("a", "random"), help="building sides")
    ap.add_argument("--screenshot", help="demo: write a PNG of the score pad here before exiting")
    ap.add_argument("--size", help="window size, WxH (default: the size the window had last time)")
    ap.add_argument("--lang", help="language of this run: " + ", ".join(i18n.LANGUAGES)
                    + " (default: the one chosen in Settings, else the system's; unknown ones are English)")
    ap.add_argument("--max-frames", type=int, default=int(os.environ.get("GWT_MAX_FRAMES", "0")),
                    help="quit after this many frames (smoke tests)")
    return ap.parse_args(_values_kept(argv if argv is not None else sys.argv[1:], ("--size",)))


def _values_kept(argv: list[str], options: tuple[str, ...]) -> list[str]:
    """`--size -5x-5` as `--size=-5x-5`: argparse takes a value beginning with "-" for an option and
    says "expected one argument"; joined, the value reaches its own check, which says what is wrong."""
    out, args = [], iter(argv)
    for a in args:
        if a in options:
            value = next(args, None)
            out.append(a if value is None else f"{a}={value}")
        else:
            out.append(a)
    return out


DEMO_WAIT = 0.001  # the demo's loop looks for a computer's move this often while it rests


def run_demo(app: App, args: argparse.Namespace) -> int:
    """Play a computer-only game in the window; on the score pad write the screenshot. The loop is
    the app's own (it rests while a computer thinks, so the thinking has the processor: an uncapped
    loop drew 150,000 frames of a 376-move game, which took 15.9 s instead of 12.3). The demo is not kept:
    Continue still resumes the player's own game."""
    from .ui.after.score_pad import ScorePadScene

    seed = args.seed if args.seed is not None else 1
    level = args.level or "medium"  # what a curious first look should see: a real game, not random moves
    app.open_match(make_match(args.players or 2, seed, 0, level, args.sides), autosave=False, pace=0.0,
                   bot_budget=0.05)
    frames = 0
    while app.running:
        app.run_once(max_wait=DEMO_WAIT)
        frames += 1
        if isinstance(app.scene, ScorePadScene):
            app.step()  # one full frame of the score pad on the window
            if args.screenshot:  # encoded in memory, written by the one safe writer like every file
                from .storage.files import write_atomic
                from .ui.after.charts import png_bytes

                write_atomic(args.screenshot, png_bytes(app.window))
            print(f"demo: game over after {len(app.scene.match.moves)} moves in {frames} frames", flush=True)
            app.close()
            return 0
        if args.max_frames and frames >= args.max_frames:
            break
    app.close()
    return 1


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    size = None
    if args.size:
        try:
            size, asked = settings_mod.window_size(args.size)
        except ValueError:
            sys.exit(bad_size(args.size))
        if asked:
            print("--size:", size_clamped(asked, size, settings_mod.WINDOW_MIN, settings_mod.WINDOW_MAX),
                  file=sys.stderr)
    store.sweep()  # what a kill during a save left behind (a dot-named temporary file) goes at start
    app = App(size, args.lang)
    if args.demo:
        return run_demo(app, args)
    if args.players is not None or args.seed is not None:
        players = args.players or 2
        humans = max(0, min(players, args.humans))
        from .session.seats import DEFAULT_LEVEL

        match = make_match(players, args.seed if args.seed is not None else 1, humans,
                           args.level or DEFAULT_LEVEL, args.sides)
        app.open_match(match)  # a game started from the command line is kept like any other
    app.run(args.max_frames)
    return 0


if __name__ == "__main__":
    sys.exit(main())
