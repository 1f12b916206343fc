"""Cost of the game screen's overlay alone: `python -m tools.overlay [--frames N]`.

Per frame: Animator.update + draw of the animations a stream of random 4-player moves produces (a
move every 30 frames, like a watchable computer pace) plus the blit of a shown tooltip, on the
1920x1080 canvas. Separated from bench --frames because on a shared machine the whole-frame figures
drown a fraction of a millisecond in noise. Prints one JSON object: median, p99, max in ms.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import time


def run(frames: int, seed: int, speed: float) -> dict:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from gwt_desktop.engine import new_game
    from gwt_desktop.text import tooltip
    from gwt_desktop.ui.game.animation import Animator, Places, plan
    from gwt_desktop.ui.game.tooltip_view import TooltipView

    pygame.init()
    pygame.display.set_mode((1280, 720))
    g = new_game(4, seed=seed)
    rng = random.Random(seed)
    surf = pygame.Surface((1920, 1080))
    anim = Animator(speed)
    places = Places({})
    tips = TooltipView(lambda k: tooltip(k, g.view(g.to_move), g, g.to_move))
    tips.hover("trail:N_A", (900, 600))
    tips.update(1.0)
    times, busy = [], 0
    for i in range(frames):
        if i % 30 == 0 and not g.is_over:
            viewer = g.to_move
            before = g.view(viewer)
            move = rng.choice(g.legal_moves())
            events = g.apply(move)
            anim.extend(plan(events, places, viewer, before, g.view(viewer), move=move))
        t = time.perf_counter()
        anim.update(1 / 60)
        anim.draw(surf)
        tips.draw(surf)
        times.append(time.perf_counter() - t)
        busy += anim.busy
    pygame.quit()
    ms = sorted(x * 1000 for x in times)
    return {"overlay_median_ms": round(statistics.median(ms), 3), "overlay_p99_ms": round(ms[int(0.99 * len(ms))], 3),
            "overlay_max_ms": round(ms[-1], 2), "frames": frames, "frames_animating": busy, "speed": speed}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--frames", type=int, default=1200)
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--speed", type=float, default=1.0, help="animation speed factor (1 = normal)")
    args = ap.parse_args(argv)
    print(json.dumps(run(args.frames, args.seed, args.speed)))


if __name__ == "__main__":
    main()
