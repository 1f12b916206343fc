"""Monkey test: `python -m tools.monkey [--events N] [--seed S]` (N 100,000 unless given,
about four minutes; the test suite runs a short one).

Posts N random mouse and key events (clicks anywhere, clicks on what is clickable, wheel, motion,
key presses including Esc) to the real App, across every scene it reaches, and checks after each
frame that every move a match recorded was legal. Prints one JSON line with what it saw; exits 1 on
the first exception. Headless unless a display is given (SDL_VIDEODRIVER).
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import threading
import time
import weakref

KEYS = ("escape", "return", "space", "tab", "backspace", "l", "a", "1", "2", "up", "down", "left", "right",
        "f1", "m", "f11")  # help, mute, full screen: the polish keys must survive mashing too
EVENTS_PER_FRAME = 16
# The threads a frame may leave thinking about one move (ai/worker's bot-<level>-<seat>, the hint's
# why, a computer turn's reason); Replay's and the review's whole-game threads are not waited for.
BOT_THREADS = "bot-"
THINKERS = frozenset({"hint-why", "turn-reason"})
SETTLE_S = 60.0  # the longest a frame waits for them: generous, a thought takes well under a second


def run(events: int, seed: int = 0, size: tuple[int, int] = (960, 540), fresh_table: int = 50) -> dict:
    """fresh_table: a new table is set at least every this many frames (EVENTS_PER_FRAME events each)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from gwt_desktop.app import App
    from gwt_desktop.engine import new_game
    from gwt_desktop.session.match import make_match
    from gwt_desktop.ui.kit.layout import fit

    rng = random.Random(seed)
    app = App(size)
    app.step()
    scenes: dict[str, int] = {}
    # What the replay check at the end needs of each match, not the match: a long run would otherwise
    # keep every game it played alive, with its log of every event, to the end.
    seen: weakref.WeakSet = weakref.WeakSet()
    records: list[tuple[dict, list[str], list[str]]] = []  # (options, seat names, the live move list)

    def note(m) -> None:
        if m not in seen:
            seen.add(m)
            records.append((dict(m.options), [s.name for s in m.seats], m.moves))
    posted = 0
    frames = 0
    games_started = 0
    last_table = 0
    keycodes = [pygame.key.key_code(k) for k in KEYS]

    # Threads alive before the run (another test's, a hung bot's kept on purpose) are not this run's.
    not_ours = set(threading.enumerate())
    outlived: list[str] = []  # this run's threads still thinking SETTLE_S after their frame

    def settle() -> None:
        # Each frame waits for the computer's and the hint's threads it started, so a loaded machine
        # (CI) does not leave the computer's turns unplayed while the clicks run on: the games get as
        # far on a slow machine as on a fast one. A thread that outlives the deadline once is left to
        # the watchdog and not waited for again.
        deadline = time.monotonic() + SETTLE_S
        for t in threading.enumerate():
            if t in not_ours or not (t.name.startswith(BOT_THREADS) or t.name in THINKERS):
                continue
            t.join(max(0.0, deadline - time.monotonic()))
            if t.is_alive():
                not_ours.add(t)
                outlived.append(t.name)

    def window(logical):
        scale, dx, dy = fit(app.window.get_size())
        return (round(logical[0] * scale + dx), round(logical[1] * scale + dy))

    try:
        while posted < events:
            if not app.running:  # Quit was clicked or Esc pressed on the title: start over
                app.running = True
                app.to_title()
            scene = app.scene
            name = type(scene).__name__
            scenes[name] = scenes.get(name, 0) + 1
            # A fresh table at least every `fresh_table` frames, whatever the clicks found: a short run
            # plays several games by construction, not by the luck of clicking its way to Quit.
            if (len(app.scenes) == 1 and (rng.random() < 0.05 or not games_started)
                    or frames - last_table >= fresh_table):
                last_table = frames
                # The title's way into a game may not be clickable yet: start a table directly too.
                players = rng.choice((2, 3, 4))
                # The first such table, at the first frame, is hot-seat, so every run, short ones too,
                # meets the hand-off screen: a run's own path there (New game, two human seats) is luck.
                humans = rng.randint(2, players) if not games_started else rng.randint(0, players)
                m = make_match(players, rng.randrange(1 << 16), humans, "random")
                app.open_match(m, autosave=False, pace=0.0)
                note(m)
                games_started += 1
            game = getattr(app.scene, "match", None)
            if game is not None:
                note(game)
            clickable = app.scene.clickable() if hasattr(app.scene, "clickable") else []
            for _ in range(EVENTS_PER_FRAME):
                r = rng.random()
                if clickable and r < 0.45:
                    rect = rng.choice(clickable)[0]
                    pos = window((rect[0] + rng.random() * rect[2], rect[1] + rng.random() * rect[3]))
                else:
                    pos = window((rng.uniform(-20, 1940), rng.uniform(-20, 1100)))
                kind = rng.random()
                if kind < 0.55:
                    button = rng.choice((1, 1, 1, 1, 3, 2))
                    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
                    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
                elif kind < 0.7:
                    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
                elif kind < 0.78:
                    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-3, -1, 1, 3)),
                                                         flipped=False, precise_x=0.0, precise_y=0.0))
                else:
                    k = rng.choice(keycodes)
                    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
                    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))
                posted += 1
            app.step(rng.choice((1 / 60, 1 / 60, 0.3)))
            frames += 1
            settle()
    finally:
        app.close()
    # Every recorded move was legal: replaying each match's record from its deal must succeed.
    moves = 0
    over = 0
    for o, names, played in records:
        g = new_game(o["players"], seed=o["seed"], building_sides=o["building_sides"],
                     neutral_buildings=o["neutral_buildings"], names=names)
        for text in played:
            g.apply(text)
        moves += len(played)
        over += g.is_over
    return {"events": posted, "frames": frames, "scenes": scenes, "games": len(records),
            "games_started_directly": games_started, "games_finished": over, "moves_replayed": moves,
            "outlived_their_frame": outlived}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.monkey")
    ap.add_argument("--events", type=int, default=100_000)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    t = time.perf_counter()
    try:
        out = run(args.events, args.seed)
    except Exception:  # noqa: BLE001 (any failure is the finding: print it, exit 1)
        import traceback

        traceback.print_exc()
        return 1
    out["seconds"] = round(time.perf_counter() - t, 1)
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
