"""Frame-time benchmark of the game screen: `python -m tools.bench --frames [--seconds S]`.

Measures, per frame, the board drawing at 1920x1080 in software (game.view(seat) + BoardView.draw,
or the whole GameScene.draw once the game scene draws a BoardView) plus app.present(), the scale to a
1280x720 window. Frames are paced at 60 FPS like the real loop (the sleep is not counted). Phases:

  idle      a mid-game 4-player position, nothing happening
  thinking  the same while a BotWorker thread thinks in a loop (level --level, Hard by default: its
            search runs on that thread, sharing the GIL with the drawing)
  expert    the same while the BotWorker thinks as Expert (its search runs in a separate process; the
            thread only waits for the answer)
  hint      the same while the Hint's why is worked out on a thread in a loop, as the why card does it
            (session/advice.advise at the game's own beam, then text/advice's sentences)
  playing   a move is applied every 0.5 s (a watchable bot pace), so the pieces layer is redrawn
            and, with the game scene, the move's animations run and a tooltip is shown
  drawn     the same as playing, drawn the way the app's loop draws (App.draw_frame, where the App
            has it): a show's frames redraw and scale only the box its pieces move in; the phases
            above draw every frame whole, as the loop does when the pointer moves every frame
  review    with --review (or --only-review: idle and this alone) the game review's screen
            (ui/after/review.py) drawn whole every frame while it works out the review of a two-player
            game (--review-level against itself on --seed, Medium by default; seat 1 a person) in its
            process, from the start until it is done; besides the frames it prints the review's wall
            time (review_s: the player's wait, target <= 60 s), its thread's CPU time, the turns
            reviewed and whether a second review of the same game, without frames, agrees with it
            (same_twice), the parts flagged and the turns named; --quick-review judges with one
            determinization, a narrow beam and two short pairs (the
            phase's frames and figures, not the review's own cost: the tests use it)

--size WxH sets the window (1280x720 by default).

Prints one line per phase and, last, one JSON object with median and p99 frame times in ms (wall
clock) and the same for the main thread's CPU time (cpu_*: the drawing's own cost, steady on a
machine shared with other work). Figures, not pass/fail: the target is p99 <= 16.7 ms for idle,
thinking and expert.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import threading
import time

TARGET_MS = 1000 / 60


def _percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def _stats(times: list[tuple[float, float]]) -> dict[str, float]:
    """Wall-clock figures (what a player sees) and the main thread's CPU time per frame (the drawing's
    own cost, which other processes on a busy machine do not inflate)."""
    ms = [t * 1000 for t, _ in times]
    cpu = [c * 1000 for _, c in times]
    return {"median_ms": round(statistics.median(ms), 2), "p99_ms": round(_percentile(ms, 0.99), 2),
            "max_ms": round(max(ms), 2), "cpu_median_ms": round(statistics.median(cpu), 2),
            "cpu_p99_ms": round(_percentile(cpu, 0.99), 2), "frames": len(ms)}


class _Thinker:
    """Keeps a BotWorker busy on copies of the position until stopped."""

    def __init__(self, game, level: str) -> None:
        from gwt_desktop.ai.worker import BotWorker

        self.game = game.clone()
        self.level = level
        self.worker = BotWorker()
        self.stop = threading.Event()
        self.jobs = 0
        self.thread = threading.Thread(target=self._run, name="frames-thinker", daemon=True)

    def _run(self) -> None:
        rng = random.Random(7)
        while not self.stop.is_set():
            self.worker.start(self.game, self.game.to_move, self.level, budget=None, seed=rng.randrange(1 << 30))
            while self.worker.poll() is None and not self.stop.is_set():
                time.sleep(0.001)
            self.jobs += 1
        self.worker.cancel()

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stop.set()
        self.thread.join(timeout=5)


def hint_work(game) -> None:
    """What the Hint's why card works out on its thread once the hint's move is known."""
    from gwt_desktop.session.advice import advise
    from gwt_desktop.text.advice import hint_sentences

    move = game.legal_moves()[0]
    hint_sentences(advise(game, game.to_move, move, random.Random(1)), game, None)


class _HintThinker(_Thinker):
    """Works out the Hint's why (hint_work) on a thread of its own, over and over, until stopped."""

    def _run(self) -> None:
        while not self.stop.is_set():
            hint_work(self.game)
            self.jobs += 1


def _board_drawer(app, match, seat: int, notes: dict):
    """A function drawing one frame of the game screen onto app.canvas; notes["measures"] says what."""
    from gwt_desktop.ui.board.board_view import BoardView
    from gwt_desktop.ui.kit.layout import load

    bv = BoardView(load())

    def board_only() -> None:
        bv.draw(app.canvas, match.game.view(seat), match.seats, seat=seat)

    scene = None
    try:
        from gwt_desktop.ui.game.scene import GameScene

        scene = GameScene(app, match)
        if not any(isinstance(v, BoardView) for v in vars(scene).values()):
            scene = None  # the scene does not draw the board (yet): measure the board alone
    except Exception as exc:  # noqa: BLE001 (the scene is another helper's: measure the board alone then)
        notes["scene_error"] = repr(exc)
    notes["measures"] = ("GameScene.draw" if scene else "game.view + BoardView.draw") + " + app.present"

    def draw() -> None:
        nonlocal scene
        if scene is None:
            board_only()
            return
        try:
            scene.draw(app.canvas)
        except Exception as exc:  # noqa: BLE001 (a scene bug must not hide the board's figures)
            notes["scene_error"] = repr(exc)
            notes["measures"] = "game.view + BoardView.draw + app.present (the scene failed)"
            scene = None
            board_only()

    draw.scene = scene  # the playing phase applies its moves through the scene's door
    return draw


def _review_phase(app, seed: int, keep, level: str = "medium", quick: bool = False) -> dict:
    """Frames of the review screen while its review is worked out (in its process, as in the game), until
    it is done."""
    import pygame

    from gwt_desktop.session import review as R
    from gwt_desktop.session.replay import Replay
    from gwt_desktop.session.seats import COMPUTER, HUMAN, Seat
    from gwt_desktop.session.table import BotSeat, deal, play
    from gwt_desktop.ui.after.review import ReviewScene

    if quick:
        R.SAMPLES, R.BEAM = 1, (8, 2, 400)
        R.PAIRS, R.HORIZON, R.CHECK_BEAM = 2, 1, (4, 1, 60)
    game, rngs = deal(2, seed)
    moves: list[str] = []
    play(game, [BotSeat(level), BotSeat(level)], rngs, on_move=lambda g, p: moves.append(str(p.answer.move)))
    options = {k: game.options[k] for k in ("players", "seed", "building_sides", "neutral_buildings")}
    replay = Replay(options, moves)
    seats = [Seat("Player 1", 0, HUMAN), Seat("Player 2", 1, COMPUTER)]
    scene = ReviewScene(app, replay, seats)
    times = []
    start = time.perf_counter()
    scene.enter()  # nothing kept in this run's home: the review is worked out
    job = scene.job
    while scene.job is not None:
        pygame.event.pump()
        t, c = time.perf_counter(), time.thread_time()
        scene.update(1 / 60)
        scene.draw(app.canvas)
        app.present()
        times.append((time.perf_counter() - t, time.thread_time() - c))
        app.clock.tick(60)
    wall = time.perf_counter() - start
    scene.leave()
    out = keep("review", times)
    again = R.review_game(Replay(options, moves), [0])
    out.update({"review_s": round(wall, 1), "review_cpu_s": round(job.cpu, 1), "turns": len(scene.review.turns),
                "same_twice": R.to_json(again) == R.to_json(scene.review), "judgement": R.judgement_identity(),
                "samples": R.SAMPLES, "beam": list(R.BEAM), "pairs": R.PAIRS, "horizon": R.HORIZON,
                "flagged": sum(p.flagged for t in scene.review.turns for p in t.parts),
                "named": sum(t.named for t in scene.review.turns)})
    return out


def run(seconds: float, level: str, players: int, seed: int, moves: int,
        size: tuple[int, int] = (1280, 720), profile: str | None = None, record: str | None = None,
        review: bool = False, only_review: bool = False, review_level: str = "medium",
        quick_review: bool = False) -> dict:
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    # The default settings, not the player's: a player's full screen would be the desktop's size,
    # not --size, and their animation speed would change the playing phase.
    os.environ["GWT_HOME"] = tempfile.mkdtemp(prefix="gwt-frames-")
    import pygame

    from gwt_desktop.app import App
    from gwt_desktop.session.match import Match
    from gwt_desktop.session.seats import COMPUTER, HUMAN, Seat

    # One human (whose board is shown) and computers, as in a solo game; the scene's update() is never
    # called here, so its own bots stay idle and the thinking load is the _Thinker's alone.
    seats = [Seat(f"Player {i + 1}", i, HUMAN if i == 0 else COMPUTER) for i in range(players)]
    match = Match(seats, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if match.game.is_over:
            break
        match.apply(rng.choice(match.game.legal_moves()))
    # A lone move (the one-city step) is answered at once: the thinking phases need a real choice.
    while not match.game.is_over and len(match.game.legal_moves()) == 1:
        match.apply(match.game.legal_moves()[0])
    app = App(size)
    notes: dict = {}
    draw = _board_drawer(app, match, 0, notes)
    frames = max(30, int(seconds * 60))

    def whole() -> None:
        draw()
        app.present()

    def measure(step=None, frame=whole) -> list[tuple[float, float]]:
        times = []
        for k in range(frames):
            if step:
                step(k)
            pygame.event.pump()
            t, c = time.perf_counter(), time.thread_time()
            frame()
            times.append((time.perf_counter() - t, time.thread_time() - c))
            app.clock.tick(60)
        return times

    recorded: list[tuple[str, float, float]] = []

    def keep(phase: str, times: list[tuple[float, float]]) -> dict:
        recorded.extend((phase, t, c) for t, c in times)
        return _stats(times)

    measure()  # warm the sprite and text caches: the first frames of a game are not the steady state
    result = {"window": list(app.window.get_size()), "level": level, "switch_interval_s": sys.getswitchinterval()}
    result["idle"] = keep("idle", measure())
    print("idle", result["idle"])
    if not only_review:
        with _Thinker(match.game, level) as thinker:
            result["thinking"] = keep("thinking", measure())
            result["thinking"]["bot_jobs"] = thinker.jobs
        print("thinking", result["thinking"])
    if level != "expert" and not only_review:
        with _Thinker(match.game, "expert") as thinker:
            result["expert"] = keep("expert", measure())
            result["expert"]["bot_jobs"] = thinker.jobs
        print("expert", result["expert"])
    with _HintThinker(match.game, level) as thinker:
        result["hint"] = keep("hint", measure())
        result["hint"]["why_jobs"] = thinker.jobs
    print("hint", result["hint"])
    play_rng = random.Random(seed + 1)

    # With the game scene, moves go through its one door, so their animations run (at the settings'
    # speed; only the overlay is advanced, the scene's bots stay idle) and a tooltip is on screen.
    scene = getattr(draw, "scene", None)
    # The parts that show moves and tooltips: the shows and the tooltips (an older scene: its extras).
    overlay = [getattr(scene, name) for name in ("shows", "tooltips") if hasattr(scene, name)] or \
        [x for x in (getattr(scene, "extras", None),) if x is not None]
    tips = getattr(getattr(scene, "tooltips", None), "view", None) or getattr(getattr(scene, "extras", None), "tips", None)
    apply = getattr(scene, "flow", scene).play if overlay else match.apply  # (an older scene plays itself)
    if tips is not None:
        tips.hover("trail:N_A", (900, 600))
        tips.update(1.0)
        result["animation"] = app.settings.animation

    def play(k: int) -> None:
        if k % 30 == 0 and not match.game.is_over:
            apply(play_rng.choice(match.game.legal_moves()))
        for part in overlay:
            part.update(1 / 60)

    if not only_review:
        result["playing"] = keep("playing", measure(play))
        print("playing", result["playing"])
    if scene is not None and overlay and hasattr(app, "draw_frame") and not only_review:
        app.scenes.append(scene)  # on top, not entered: its update() is never called, as above

        try:
            result["drawn"] = keep("drawn", measure(play, frame=app.draw_frame))
        finally:
            app.scenes.pop()
        print("drawn", result["drawn"])
    if review or only_review:
        result["review"] = _review_phase(app, seed, keep, review_level, quick_review)
        print("review", result["review"])
    if record:
        # Every frame's times, so a phase can be read as a recording and not only as its percentiles.
        with open(record, "w", encoding="utf-8") as f:
            f.write("phase,frame,wall_ms,cpu_ms\n")
            count: dict[str, int] = {}
            for phase, t, c in recorded:
                count[phase] = count.get(phase, 0) + 1
                f.write(f"{phase},{count[phase]},{t * 1000:.3f},{c * 1000:.3f}\n")
    result["target_p99_ms"] = round(TARGET_MS, 1)
    result.update(notes)
    app.close()
    return result


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--seconds", type=float, default=5.0, help="seconds per phase")
    ap.add_argument("--level", default="hard", help="bot level for the thinking phase")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--moves", type=int, default=200, help="random moves before measuring (a mid-game)")
    ap.add_argument("--size", default="1280x720", help="window size, WxH")
    ap.add_argument("--record", help="write every frame's wall and CPU ms, by phase, to this CSV file")
    ap.add_argument("--review", action="store_true", help="add the review phase (it lasts as long as the review)")
    ap.add_argument("--only-review", action="store_true", help="the idle and review phases alone")
    ap.add_argument("--review-level", default="medium", help="who plays the reviewed game (both seats)")
    ap.add_argument("--quick-review", action="store_true", help="review with one determinization and a narrow beam")
    args = ap.parse_args(argv)
    w, h = (int(v) for v in args.size.lower().split("x"))
    result = run(args.seconds, args.level, args.players, args.seed, args.moves, (w, h), record=args.record,
                 review=args.review, only_review=args.only_review, review_level=args.review_level,
                 quick_review=args.quick_review)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
