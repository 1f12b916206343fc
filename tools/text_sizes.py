"""How tall the board's texts are in a window: `python -m tools.text_sizes [--window 1280x720]`.

Draws the game board (BoardView, from game.view) for positions of a few random 2-4 player games
with every Painter.text and Painter.badge call recorded, and prints per font size used: how many texts, the tallest
capital-and-descender ink ("Hg") in the window's pixels, and the same in the magnifier (G) at each
text-size setting.

--sprites: the words printed inside the sprites, which are pixels, not font text. make_art.py records
each sprite's texts with the font size it drew them at (art/print_sizes.json); the same walk records
the size every sprite is drawn at on the board (Painter.image, and the board background at the
canvas' size), so each text's cap height in the window is its cap height in the sprite's own pixels
times (drawn size / sprite size) times the window's scale. Prints per sprite kind the smallest
word's cap height and how many drawn words stay under 9 px (the board asks at least 9 at 1280x720).
Figures, not pass/fail.

The numbers inside the actions of the trail's buildings and the player board's rows are font texts
(ui/board/glyphs.py draws them at draw time): the font report counts them, and prints them apart too.

--icons: the icons (the game-icons pictograms) as the board draws them, by kind: in the trail's
buildings' actions (tile actions), the player board's worker rows and auxiliary actions (board
actions), the supply's buildings, the job market's and the player board's workers, the objective
cards, the foresight tiles, the seat bars, the station masters and the rest. An icon the board draws
from its own sprite (icons/*.png, tinted or not) counts at the size it is drawn; an icon inside a
sprite (a tile's emblem, a worker tile's hat) at its size in the sprite (art/print_sizes.json "icons")
times (drawn size / sprite size). Per kind: the smallest icon in the window's pixels, how many are
drawn and how many stay under 12 px (issue 43 asks 12 at 1280x720 for every icon at the default view).
"""
from __future__ import annotations

import argparse
import json
import os
import random
from collections import Counter
from collections.abc import Callable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from gwt_desktop.engine import new_game
from gwt_desktop.session.table import play, random_seats
from gwt_desktop.ui.board import glyphs
from gwt_desktop.ui.board.board_view import BoardView
from gwt_desktop.ui.game.magnifier import ZOOM
from gwt_desktop.ui.kit import assets, paint
from gwt_desktop.ui.kit.layout import fit
from gwt_desktop.ui.kit.layout import load as load_layout

CAP_GOAL_1280 = 9.0  # every printed word at least 9 px of cap height at 1280x720
ICON_GOAL_1280 = 12.0  # every icon at least 12 px at 1280x720 at the default view
# The kind of an icon, by the first of these functions found on the way to it (innermost first).
ICON_KINDS = (
    ("_paint_private", "tile actions (trail buildings)"), ("_paint_neutral", "tile actions (trail buildings)"),
    ("_paint_supply", "tile actions (the supply's buildings)"), ("_paint_cell", "board actions (worker rows, aux)"),
    ("_worker_chip", "workers (job market)"), ("_task", "objectives"), ("_action_mark", "objectives"),
    ("draw_objective_strip", "objectives"), ("draw_objective", "objectives"), ("draw_master", "station masters"),
    ("_offer", "city offers"), ("_seat_bar", "seat bars"), ("draw_kc_panel", "foresight and job market"),
    ("draw_trail", "trail tiles"), ("draw_player_board", "player board"), ("draw_hand", "hand"),
    ("draw_market", "cattle market"),
)
ART_FONTS = {"bold": assets.TEXT_FONT_BOLD, "text": assets.TEXT_FONT, "display": assets.DISPLAY_FONT}


def ink_height(size: int, bold: bool, display: bool = False) -> int:
    """Rows of ink of "Hg" (cap height plus descender) at this font size, in logical pixels."""
    img = assets.font(size, display=display, bold=bold).render("Hg", True, (0, 0, 0), (255, 255, 255))
    rows = [y for y in range(img.get_height()) if any(img.get_at((x, y))[0] < 128 for x in range(img.get_width()))]
    return (rows[-1] - rows[0] + 1) if rows else 0


def cap_ratio(kind: str) -> float:
    """Cap height of a font as a fraction of its size: the ink rows of "H" at 200 px."""
    f = pygame.font.Font(str(assets.art_path(ART_FONTS.get(kind, assets.TEXT_FONT_BOLD))), 200)
    img = f.render("H", True, (0, 0, 0), (255, 255, 255))
    rows = [y for y in range(img.get_height()) if any(img.get_at((x, y))[0] < 128 for x in range(img.get_width()))]
    return (rows[-1] - rows[0] + 1) / 200


def walk_boards(games: int, forget: Callable[[], None]) -> None:
    """The board drawn at every 40th position of `games` random games (the same games every time),
    `forget()` first at each: what the board draws once and blits after is drawn, and counted, again."""
    layout = load_layout()
    surf = pygame.Surface((1920, 1080))
    for seed in range(games):
        g = new_game(2 + seed % 3, seed=seed)
        moves = 0

        def draw(game, played=None) -> None:
            nonlocal moves
            moves += played is not None
            if moves % 40 == 0 and not game.is_over:
                forget()
                BoardView(layout).draw(surf, game.view(game.to_move), None)

        draw(g)
        play(g, random_seats(g.state.n), [random.Random(seed)] * g.state.n, on_move=draw)


def recorded_sizes(games: int = 6, drawn: dict | None = None, in_actions: Counter | None = None) -> Counter:
    """Painter texts by (line height, bold); with `drawn`, also every sprite drawn -> the smallest
    (width, height) it was drawn at on the canvas; with `in_actions`, the texts drawn inside an
    action (glyphs.draw_atom: its numbers) by font size."""
    seen: Counter = Counter()
    original = paint.Painter.text
    image = paint.Painter.image
    atom = glyphs.draw_atom
    inside = [False]

    def record_atom(*a, **kw):
        inside[0] = True
        try:
            return atom(*a, **kw)
        finally:
            inside[0] = False

    def record_image(self, name, rect, keep_aspect=False):
        r = image(self, name, rect, keep_aspect)
        if drawn is not None and (name not in drawn or r[2] < drawn[name][0]):
            drawn[name] = (r[2], r[3])
        return r

    def record(self, text, pos, size=18, rgb=None, bold=False, anchor="topleft", display=False, max_width=0):
        r = original(self, text, pos, size, rgb, bold, anchor, display, max_width)
        seen[(r.height, bold, display)] += 1  # the size after any shrinking to fit: the line's real height
        if inside[0] and in_actions is not None:
            in_actions[round(size * self.text_scale)] += 1
        return r

    badge = paint.Painter.badge

    def record_badge(self, text, center, size=16, fill=None, rgb=None):
        seen[(paint.text_surface(text, size, (0, 0, 0), True).get_height(), True, False)] += 1
        return badge(self, text, center, size, fill, rgb)

    paint.Painter.text = record
    paint.Painter.badge = record_badge
    paint.Painter.image = record_image
    glyphs.draw_atom = record_atom
    try:
        walk_boards(games, glyphs.forget)  # its tiles drawn once are blitted after: count their texts each time
    finally:
        paint.Painter.text = original
        paint.Painter.badge = badge
        paint.Painter.image = image
        glyphs.draw_atom = atom
    if drawn is not None:
        drawn["board_background@2x.png"] = (1920, 1080)  # BoardView draws it at the canvas size
    return seen


def _icon_kind(name: str) -> str:
    import sys

    frame = sys._getframe(2)
    while frame is not None:
        for fn, kind in ICON_KINDS:
            if frame.f_code.co_name == fn:
                if kind == "player board" and name.startswith("tiles/worker_"):
                    return "workers (player board)"
                if kind == "foresight and job market" and name.startswith("tiles/"):
                    return "foresight"
                return kind
        frame = frame.f_back
    return "other"


def recorded_icons(games: int = 6) -> list[dict]:
    """Every icon the board draws over the walk's positions: its kind, the icon, its size in logical
    pixels (icons inside a sprite at their share of the sprite's drawn size)."""
    from gwt_desktop.ui.board import board_parts
    from gwt_desktop.ui.kit import canvas

    sprites = json.loads(assets.art_path("print_sizes.json").read_text(encoding="utf-8"))["sprites"]
    out: list[dict] = []
    original = canvas.sprite

    def record(name, size):
        kind = _icon_kind(name)
        if name.startswith("icons/"):
            out.append({"kind": kind, "icon": name[len("icons/"):-len(".png")], "logical": min(size)})
        else:
            info = sprites.get(name)
            if info and info.get("icons"):
                shrink = min(size[0] / info["size"][0], size[1] / info["size"][1])
                for icon, px in info["icons"]:
                    out.append({"kind": kind, "icon": f"{icon} in {name}", "logical": px * shrink})
        return original(name, size)

    canvas.sprite = record
    def forget() -> None:  # tiles and tinted icons drawn once are blitted after: count them each time
        glyphs.forget()
        paint.tinted.cache_clear()
        board_parts.tinted.cache_clear()

    try:
        walk_boards(games, forget)
    finally:
        canvas.sprite = original
    return out


def report_icons(w: int, h: int) -> dict:
    scale, _, _ = fit((w, h))
    icons = recorded_icons()
    by_kind: dict[str, list] = {}
    for ic in icons:
        by_kind.setdefault(ic["kind"], []).append(ic)
    rows = []
    for kind, ics in sorted(by_kind.items()):
        low = min(ics, key=lambda ic: ic["logical"])
        under = sum(ic["logical"] * scale < ICON_GOAL_1280 for ic in ics)
        rows.append({"kind": kind, "icons": len(ics), "smallest_px": round(low["logical"] * scale, 1),
                     "smallest": low["icon"], "under_goal": under})
        print(f"{kind:40s} {len(ics):5d} icons, smallest {low['logical'] * scale:4.1f} px ({low['icon']}), "
              f"{under:4d} under {ICON_GOAL_1280:.0f} px")
    out = {"window": [w, h], "icons": len(icons), "goal_px": ICON_GOAL_1280,
           "under_goal": sum(r["under_goal"] for r in rows),
           "smallest_px": min((r["smallest_px"] for r in rows), default=None), "kinds": rows}
    print(json.dumps(out))
    return out


def sprite_words(drawn: dict, scale: float) -> list[dict]:
    """Every word printed in a drawn sprite with its cap height in the window (see the docstring)."""
    path = assets.art_path("print_sizes.json")
    sprites = json.loads(path.read_text(encoding="utf-8"))["sprites"]
    ratio = {k: cap_ratio(k) for k in ART_FONTS}
    out = []
    for name, (w, h) in drawn.items():
        info = sprites.get(name)
        if not info:
            continue
        sw, sh = info["size"]
        shrink = min(w / sw, h / sh)
        for text, size, kind in info["texts"]:
            if not any(ch.isalnum() for ch in text):
                continue  # a "+" or "/" between parts is not a word
            out.append({"sprite": name, "text": text, "font": kind,
                        "cap_window_px": round(ratio.get(kind, ratio["bold"]) * size * shrink * scale, 1)})
    return out


def kind_of(sprite: str) -> str:
    """A sprite's kind for the report: its folder and name without the seat or the variant."""
    stem = sprite.rsplit(".", 1)[0]
    for cut in ("_p0", "_p1", "_p2", "_p3"):
        stem = stem.split(cut)[0]
    folder, _, leaf = stem.rpartition("/")
    if folder in ("cards", "tiles", "buildings"):
        leaf = "_".join(leaf.split("_")[:1 if folder != "cards" else 2]).rstrip("0123456789_")
    return f"{folder}/{leaf}" if folder else leaf


def report_sprites(w: int, h: int) -> None:
    scale, _, _ = fit((w, h))
    drawn: dict = {}
    recorded_sizes(drawn=drawn)
    words = sprite_words(drawn, scale)
    goal = CAP_GOAL_1280  # the same floor in pixels at any window: a word is read in pixels
    by_kind: dict[str, list] = {}
    for wd in words:
        by_kind.setdefault(kind_of(wd["sprite"]), []).append(wd)
    rows = []
    for kind, ws in sorted(by_kind.items()):
        low = min(ws, key=lambda wd: wd["cap_window_px"])
        under = sum(wd["cap_window_px"] < goal for wd in ws)
        rows.append({"kind": kind, "words": len(ws), "smallest_cap_px": low["cap_window_px"],
                     "smallest": low["text"], "under_goal": under})
        print(f"{kind:28s} {len(ws):4d} words, smallest cap {low['cap_window_px']:4.1f} px ({low['text']!r}), "
              f"{under:3d} under {goal:.1f} px")
    total_under = sum(r["under_goal"] for r in rows)
    print(json.dumps({"window": [w, h], "sprite_words": len(words), "goal_cap_px": round(goal, 1),
                      "under_goal": total_under,
                      "smallest_cap_px": min((r["smallest_cap_px"] for r in rows), default=None)}))


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(prog="tools.text_sizes")
    ap.add_argument("--window", default="1280x720")
    ap.add_argument("--sprites", action="store_true", help="the words printed inside the sprites (see above)")
    ap.add_argument("--icons", action="store_true", help="the icons the board draws, by kind (see above)")
    args = ap.parse_args(argv)
    w, h = (int(v) for v in args.window.split("x"))
    pygame.display.init()
    pygame.font.init()
    if args.sprites:
        report_sprites(w, h)
        return
    if args.icons:
        report_icons(w, h)
        return
    scale, _, _ = fit((w, h))
    in_actions: Counter = Counter()
    by_line: Counter = recorded_sizes(in_actions=in_actions)
    rows = []
    for (line_h, bold, display), n in sorted(by_line.items()):
        # A Painter text's rect height is its font's line height; find the font size that gives it.
        size = next((s for s in range(6, 80)
                     if assets.font(s, display=display, bold=bold).get_linesize() >= line_h), line_h)
        ink = ink_height(size, bold, display)
        cap = cap_ratio("display" if display else "bold" if bold else "text") * size * scale
        rows.append({"line_px_logical": line_h, "bold": bold, "display": display, "texts": n, "cap_window_px": round(cap, 1),
                     "window_px": round(line_h * scale, 1), "ink_window_px": round(ink * scale, 1),
                     "lens_px": {k: round(line_h * scale * z, 1) for k, z in ZOOM.items()}})
        kind = " display" if display else " bold   " if bold else "        "
        print(f"line {line_h:3d} logical{kind}: {n:5d} texts, {line_h * scale:5.1f} px in a "
              f"{w}x{h} window (ink of 'Hg' {ink * scale:4.1f} px, cap {cap:4.1f} px), in the lens {line_h * scale * ZOOM['normal']:5.1f} px")
    for size, n in sorted(in_actions.items()):
        print(f"  of these inside actions (numbers on buildings and the player board's rows): {n:5d} at {size} px, "
              f"cap {cap_ratio('bold') * size * scale:4.1f} px")
    print("the words printed inside the sprites: --sprites")
    smallest = min(r["window_px"] for r in rows)
    print(json.dumps({"window": [w, h], "smallest_text_window_px": smallest,
                      "in_actions": {str(k): v for k, v in sorted(in_actions.items())},
                      "smallest_text_lens_px": round(smallest * ZOOM["normal"], 1),
                      "sizes": rows}))


if __name__ == "__main__":
    main()
