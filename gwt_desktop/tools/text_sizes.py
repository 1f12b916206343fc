"""How tall the board's texts are in a window: `python -m gwt_desktop.tools.text_sizes [--window 1280x720]`.

Draws the game board (BoardView, from game.view) for positions of a few random 2-4 player games
with every Painter.text and Painter.badge call recorded, and prints per font size used: how many texts, the tallest
capital-and-descender ink ("Hg") in the window's pixels, and the same in the magnifier (G) at each
text-size setting. Also the smallest print baked into the art (city names, the arrows' points),
about 5 px at 1280x720. Figures, not pass/fail.
"""
from __future__ import annotations

import argparse
import json
import os
import random
from collections import Counter

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from gwt_desktop.engine import new_game
from gwt_desktop.session.table import play, random_seats
from gwt_desktop.ui.board.board_view import BoardView
from gwt_desktop.ui.game.magnifier import ZOOM
from gwt_desktop.ui.kit import assets, paint
from gwt_desktop.ui.kit.layout import fit
from gwt_desktop.ui.kit.layout import load as load_layout

ART_SMALLEST_PX_1280 = 5.0  # city names on the crests, as measured at 1280x720


def ink_height(size: int, bold: bool) -> int:
    """Rows of ink of "Hg" (cap height plus descender) at this font size, in logical pixels."""
    img = assets.font(size, bold=bold).render("Hg", True, (0, 0, 0), (255, 255, 255))
    rows = [y for y in range(img.get_height()) if any(img.get_at((x, y))[0] < 128 for x in range(img.get_width()))]
    return (rows[-1] - rows[0] + 1) if rows else 0


def recorded_sizes(games: int = 6) -> Counter:
    seen: Counter = Counter()
    original = paint.Painter.text

    def record(self, text, pos, size=18, rgb=None, bold=False, anchor="topleft", display=False, max_width=0):
        r = original(self, text, pos, size, rgb, bold, anchor, display, max_width)
        seen[(r.height, bold)] += 1  # the size after any shrinking to fit: the line's real height
        return r

    badge = paint.Painter.badge

    def record_badge(self, text, center, size=16, fill=None, rgb=None):
        seen[(paint.text_surface(text, size, (0, 0, 0), True).get_height(), True)] += 1
        return badge(self, text, center, size, fill, rgb)

    paint.Painter.text = record
    paint.Painter.badge = record_badge
    try:
        layout = load_layout()
        surf = pygame.Surface((1920, 1080))
        for seed in range(games):
            g = new_game(2 + seed % 3, seed=seed)
            moves = 0

            def draw(game, played=None) -> None:  # every 40th position of the game
                nonlocal moves
                moves += played is not None
                if moves % 40 == 0 and not game.is_over:
                    BoardView(layout).draw(surf, game.view(game.to_move), None)

            draw(g)
            play(g, random_seats(g.state.n), [random.Random(seed)] * g.state.n, on_move=draw)
    finally:
        paint.Painter.text = original
        paint.Painter.badge = badge
    return seen


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(prog="gwt_desktop.tools.text_sizes")
    ap.add_argument("--window", default="1280x720")
    args = ap.parse_args(argv)
    w, h = (int(v) for v in args.window.split("x"))
    pygame.display.init()
    pygame.font.init()
    scale, _, _ = fit((w, h))
    by_line: Counter = recorded_sizes()
    rows = []
    for (line_h, bold), n in sorted(by_line.items()):
        # A Painter text's rect height is its font's line height; find the font size that gives it.
        size = next((s for s in range(6, 80) if assets.font(s, bold=bold).get_linesize() >= line_h), line_h)
        ink = ink_height(size, bold)
        rows.append({"line_px_logical": line_h, "bold": bold, "texts": n,
                     "window_px": round(line_h * scale, 1), "ink_window_px": round(ink * scale, 1),
                     "lens_px": {k: round(line_h * scale * z, 1) for k, z in ZOOM.items()}})
        print(f"line {line_h:3d} logical{' bold' if bold else '     '}: {n:5d} texts, {line_h * scale:5.1f} px in a "
              f"{w}x{h} window (ink of 'Hg' {ink * scale:4.1f} px), in the lens {line_h * scale * ZOOM['normal']:5.1f} px")
    art = ART_SMALLEST_PX_1280 * scale / (2 / 3)
    print(f"smallest print in the art: {art:.1f} px in the window, {art * ZOOM['normal']:.1f} px in the lens (normal)")
    smallest = min(r["window_px"] for r in rows)
    print(json.dumps({"window": [w, h], "smallest_text_window_px": smallest,
                      "smallest_text_lens_px": round(smallest * ZOOM["normal"], 1),
                      "smallest_art_lens_px": round(art * ZOOM["normal"], 1), "sizes": rows}))


if __name__ == "__main__":
    main()
