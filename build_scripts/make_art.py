"""Regenerates every sprite in art/ (top level, beside gwt_desktop/) from its sources: icon SVGs, fonts and build_scripts/art_sources.py.

Sources (game-icons SVGs, the Rye and Noto Sans fonts) are fetched with npm into a temporary folder
and never committed; only the generated PNGs, the shipped fonts and the parameter tables are.
Pure Python + pygame-ce after the fetch, run headless:

    SDL_VIDEODRIVER=dummy .venv/bin/python build_scripts/make_layout.py
    SDL_VIDEODRIVER=dummy .venv/bin/python build_scripts/make_art.py [--seats | --previews]

--seats rewrites only the sprites in a seat's colour (and palette.json and the review images).
--previews only draws the two review images from the art as it is (no fetch, a few seconds).

Also writes art/contact_sheet.png (every sprite on one page) and board_preview_1280.png (the
board at 1280x720 with sample pieces) for review: made on demand, never committed (.gitignore; the
wheel and the bundle leave them out too), gwt_desktop/ui/kit/palette.json for the client and
gwt_desktop/ui/kit/credits.json for its credits screen.
"""
from __future__ import annotations

import io
import itertools
import json
import math
import os
import random
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib
from functools import cache
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT))

import art_sources as S

from gwt_desktop.engine import board
from gwt_desktop.engine.components import STEP_DISC_POINTS
from gwt_desktop.ui.kit import draw
from gwt_desktop.ui.kit.canvas import Canvas, as_canvas
from gwt_desktop.ui.kit.paint import draw_mark

ART = ROOT / "art"
UI = ROOT / "gwt_desktop" / "ui" / "kit"
CACHE = Path(os.environ.get("GWT_ART_CACHE", Path(tempfile.gettempdir()) / "gwt_art_sources"))

TILE = 128  # trail tiles are drawn at twice their 64-unit logical size, so they stay sharp when enlarged
CARD = (132, 184)
OBJ_CARD = (132, 200)
# Each sprite is drawn in its own nominal pixels (the sizes above and in the functions below) on a Canvas
# (gwt_desktop/ui/kit/canvas.py) at S.DENSITY[its folder] pixels per nominal pixel: every shape, word
# and icon drawn at that size, none scaled, so the sprites are large enough for a 3840x2160 screen
# (and the trail's zoom) wherever the client draws them largest.
DENSITY = [1.0]


class density:
    """Sprites made inside `with density(d):` have d pixels per nominal pixel."""
    def __init__(self, d: float):
        self.d = d

    def __enter__(self):
        DENSITY.append(self.d)

    def __exit__(self, *exc):
        DENSITY.pop()


# --- sources ------------------------------------------------------------------------------------------
def fetch() -> Path:
    """npm-installs the pinned source packages into the cache folder (once) and returns node_modules."""
    modules = CACHE / "node_modules"
    wanted = [p.rsplit("@", 1)[0] for p in S.NPM_PACKAGES]
    if not all((modules / name / "package.json").is_file() for name in wanted):
        CACHE.mkdir(parents=True, exist_ok=True)
        npm = shutil.which("npm") or "npm"
        subprocess.run([npm, "install", "--no-audit", "--no-fund", "--prefix", str(CACHE), *S.NPM_PACKAGES],
                       check=True)
    return modules


def woff_to_ttf(data: bytes) -> bytes:
    """Unpacks a WOFF 1.0 font into the plain sfnt (TTF/OTF) it wraps: zlib per table, nothing else.

    Shipping TTF keeps the game independent of FreeType's WOFF support.
    """
    sig, flavor, _length, num_tables = struct.unpack(">4sIIH", data[:14])
    if sig != b"wOFF":
        raise ValueError("not a WOFF file")
    entries = [struct.unpack(">4sIIII", data[44 + 20 * i: 64 + 20 * i]) for i in range(num_tables)]
    entry_selector = int(math.log2(num_tables))
    search_range = 16 * 2 ** entry_selector
    head = struct.pack(">IHHHH", flavor, num_tables, search_range, entry_selector, num_tables * 16 - search_range)
    offset = 12 + 16 * num_tables
    records, blobs = [], []
    for tag, off, comp_len, orig_len, checksum in sorted(entries):
        blob = data[off: off + comp_len]
        if comp_len < orig_len:
            blob = zlib.decompress(blob)
        records.append(struct.pack(">4sIII", tag, checksum, offset, orig_len))
        blob += b"\0" * (-len(blob) % 4)
        blobs.append(blob)
        offset += len(blob)
    return head + b"".join(records) + b"".join(blobs)


def install_fonts(modules: Path) -> None:
    out = ART / "fonts"
    out.mkdir(parents=True, exist_ok=True)
    for name, package, file in S.FONTS:
        (out / name).write_bytes(woff_to_ttf((modules / package / "files" / file).read_bytes()))
    for package, licence in (("@fontsource/rye", "OFL-Rye.txt"), ("@fontsource/noto-sans", "OFL-NotoSans.txt")):
        shutil.copy(modules / package / "LICENSE", out / licence)


class Icons:
    def __init__(self, modules: Path):
        data = json.loads((modules / "@iconify-json/game-icons/icons.json").read_text(encoding="utf-8"))
        self.bodies = data["icons"]
        self.size = data.get("width", 512)
        self.rendered: dict[tuple[str, int, str], pygame.Surface] = {}  # icons repeat on every tile

    def get(self, key: str, size: int, color: str) -> pygame.Surface:
        if (key, size, color) not in self.rendered:
            body = self.bodies[S.ICONS.get(key, key)]["body"].replace("currentColor", color)
            svg = f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {self.size} {self.size}">{body}</svg>'
            self.rendered[key, size, color] = pygame.image.load_sized_svg(io.BytesIO(svg.encode()), (size, size))
        return self.rendered[key, size, color]


ICONS: Icons


# --- drawing helpers ----------------------------------------------------------------------------
def rgb(key_or_hex: str) -> pygame.Color:
    return pygame.Color(S.PALETTE.get(key_or_hex, key_or_hex))


@cache
def font(size: int, kind: str = "bold") -> pygame.font.Font:
    file = {"display": "Rye-Regular.ttf", "text": "NotoSans-Regular.ttf", "bold": "NotoSans-Bold.ttf"}[kind]
    return pygame.font.Font(str(ART / "fonts" / file), size)


# The printed words of each sprite as drawn (art/print_sizes.json): the text, its font size in the
# sprite's own pixels and its font, so tools.text_sizes can tell how tall they show at the size the
# board draws the sprite; and its icons with their size in its pixels (--icons). Texts gather in
# PRINTED until save() files them under the sprite; a sprite drawn scaled into another (stations,
# cities on the board) records under scale().
PRINT: dict[str, dict] = {}
PRINTED: list[list] = []
PRINTED_ICONS: list[list] = []  # the icons drawn in the sprite: [icon, its size in the sprite's pixels]
SCALE = [1.0]


class scale:
    """Texts drawn inside `with scale(f):` land in their sprite f times as large."""
    def __init__(self, factor: float):
        self.factor = factor

    def __enter__(self):
        SCALE.append(SCALE[-1] * self.factor)

    def __exit__(self, *exc):
        SCALE.pop()


def text(surf, s: str, size: int, color, center, kind: str = "bold", outline=None, max_w: int | None = None):
    """Words centred at a nominal point, fitted to max_w nominal pixels at the nominal size, rendered at
    the sprite's density."""
    f = font(size, kind)
    while max_w and f.size(s)[0] > max_w and size > 8:
        size -= 1
        f = font(size, kind)
    c = as_canvas(surf)
    if s.strip():
        PRINTED.append([s, round(size * SCALE[-1] * c.k, 2), kind])
    pf = font(max(1, round(size * c.k)), kind)
    img = pf.render(s, True, rgb(color) if isinstance(color, str) else color)
    r = img.get_rect(center=c.px(center))
    if outline:
        ol = pf.render(s, True, rgb(outline) if isinstance(outline, str) else outline)
        d = max(1, round(c.k))
        for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2), (-1, -1), (1, 1), (-1, 1), (1, -1)):
            c.surface.blit(ol, r.move(dx * d, dy * d))
    c.surface.blit(img, r)
    return c.to_logical(r)


def new(size, fill=None) -> Canvas:
    """A blank sprite of a nominal size, at the density of the moment."""
    s = Canvas.new(size, DENSITY[-1], alpha=True)
    if fill:
        s.fill(rgb(fill) if isinstance(fill, str) else fill)
    return s


def panel(surf, rect, fill, border="ink", radius=10, width=3):
    draw.rect(surf, rgb(fill) if isinstance(fill, str) else fill, rect, border_radius=radius)
    if width:
        draw.rect(surf, rgb(border) if isinstance(border, str) else border, rect, width, border_radius=radius)


def icon(surf, key, center, size, color="ink"):
    """An icon from its SVG, rendered at its size in the sprite's pixels (never scaled)."""
    c = as_canvas(surf)
    PRINTED_ICONS.append([key, round(size * SCALE[-1] * c.k, 2)])
    img = ICONS.get(key, max(1, round(size * c.k)), S.PALETTE.get(color, color))
    c.surface.blit(img, img.get_rect(center=c.px(center)))


def badge(surf, center, r, label, fill, fg="white", size=None):
    draw.circle(surf, rgb(fill), center, r)
    draw.circle(surf, rgb("ink"), center, r, max(1, r // 8))
    text(surf, label, size or int(r * 1.15), fg, center, max_w=int(r * 1.8))


def coin(surf, center, r, label, cost=False, size=None):
    """Money: a gold coin with the amount; as a requirement (a price) it wears a red rim."""
    draw.circle(surf, rgb("gold"), center, r)
    draw.circle(surf, rgb("cost" if cost else "ink"), center, r, max(2, r // 6))
    text(surf, label, size or int(r * (1.2 if len(label) < 2 else 0.95)), "ink", center, max_w=int(r * 1.7))


def mini_card(surf, rect, breed: str, size=None):
    """A cattle card seen in an action: the breed's colour and breeding value ('any' is grey, '?')."""
    rect = pygame.Rect(rect)
    if breed == "same2":
        mini_card(surf, rect.move(-rect.w // 5, -rect.h // 8), "any")
        mini_card(surf, rect.move(rect.w // 5, rect.h // 8), "any")
        text(surf, "=", int(rect.h * 0.55), "ink", rect.move(rect.w // 5, rect.h // 8).center)
        return
    _, color, bv, _ = S.BREEDS[breed]
    panel(surf, rect, color, "cost", radius=max(2, rect.w // 6), width=max(2, rect.w // 10))
    light = pygame.Color(color).grayscale().r > 140
    text(surf, str(bv) if bv else "?", size or int(rect.h * 0.55), "ink" if light else "white", rect.center)


def mark(surf, center, r, mark_kind: str, color="ink"):
    """The player's marking (triangle, ring, cross or dots): a second cue beside the colour, drawn by the
    client's own helper so a mark on a sprite and on the screen are one shape."""
    draw_mark(surf, mark_kind, center, r, rgb(color))


def mark_tag(surf, center, r, mark_kind: str):
    """The mark on a small paper tag edged in ink: legible on a piece the board draws 20 pixels wide."""
    draw.circle(surf, rgb("paper"), center, r)
    draw.circle(surf, rgb("ink"), center, r, max(2, r // 6))
    mark(surf, center, r * 0.78, mark_kind, "ink")


def draw_part(surf, rect, part, req=False):
    rect = pygame.Rect(rect)
    s = min(rect.w, rect.h)
    kind = part[0]
    if kind == "coin":
        coin(surf, rect.center, int(s * 0.45), part[1].lstrip("+"), cost=req)
        if part[1].startswith("+"):  # a surcharge: "+" marks paying more than the printed price
            text(surf, "+", int(s * 0.4), "cost", (rect.left + s * 0.12, rect.top + s * 0.15))
    elif kind == "card":
        w = int(s * 0.62)
        mini_card(surf, pygame.Rect(0, 0, w, int(w * 1.35)).move(rect.centerx - w // 2, rect.centery - int(w * 0.67)),
                  part[1])
    else:
        _, key, label, per = part
        icon(surf, key, rect.center, int(s * 0.9), "cost" if req else "ink")
        if label:
            bg = "cost" if req or label.startswith(("-", "<")) else "gain"
            lab = label.replace("<", "\u2190") if label.startswith("<") else label
            r = int(s * (0.22 if len(lab) <= 2 else 0.26))
            badge(surf, (rect.right - r, rect.bottom - r), r, lab.replace("<", ""), bg, size=int(r * 1.1))
        if per:
            if per.startswith("pay"):
                coin(surf, (rect.left + s * 0.18, rect.top + s * 0.18), int(s * 0.18), per[3:], cost=True)
            else:
                draw.circle(surf, rgb("paper"), (rect.left + s * 0.2, rect.bottom - s * 0.2), int(s * 0.22))
                draw.circle(surf, rgb("ink"), (rect.left + s * 0.2, rect.bottom - s * 0.2), int(s * 0.22), 2)
                icon(surf, per, (rect.left + s * 0.2, rect.bottom - s * 0.2), int(s * 0.34))


def draw_glyph(surf, rect, key: str):
    """Draws action `key` of S.ACTIONS into rect: the one picture of that action everywhere."""
    rect = pygame.Rect(rect)
    spec = S.ACTIONS[key]
    parts = list(spec["gain"])
    req = spec.get("req")
    n = len(parts) + (1 if req else 0)
    seps = n - 1
    unit = min(rect.h, rect.w / (n + 0.45 * seps))
    total = unit * n + 0.45 * unit * seps
    x = rect.centerx - total / 2
    if req:
        draw_part(surf, pygame.Rect(x, rect.centery - unit / 2, unit, unit), req, req=True)
        x += unit
        ax, ay = x + unit * 0.22, rect.centery
        draw.polygon(surf, rgb("ink"), [(ax - unit * 0.17, ay - unit * 0.17), (ax + unit * 0.17, ay),
                                                (ax - unit * 0.17, ay + unit * 0.17)])
        x += unit * 0.45
    for k, part in enumerate(parts):
        if k:
            sep = "/" if spec.get("alt") else "+"
            text(surf, sep, int(unit * 0.55), "ink", (x + unit * 0.22, rect.centery))
            x += unit * 0.45
        draw_part(surf, pygame.Rect(x, rect.centery - unit / 2, unit, unit), part)
        x += unit


def hand(surf, center, size, color):
    draw.circle(surf, rgb("paper"), center, size // 2 + 2)
    icon(surf, "hand", center, size, color)


def vp(surf, center, r, value):
    """Victory points: a shield with the number (red when negative) — a shape no other badge has,
    so points stay apart from craftsmen (round) without relying on colour."""
    cx, cy = center
    shield = [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r * 0.25), (cx, cy + r * 1.15), (cx - r, cy + r * 0.25)]
    draw.polygon(surf, rgb("gain" if value >= 0 else "cost"), shield)
    draw.polygon(surf, rgb("ink"), shield, max(1, r // 7))
    text(surf, str(value), int(r * (1.35 if len(str(value)) < 2 else 1.05)), "white", (cx, cy - r * 0.05),
         max_w=int(r * 1.9))


def save(surf, rel: str):
    pixels = surf.surface if isinstance(surf, Canvas) else surf
    if not rel.startswith(("board_preview", "contact_sheet")):
        seen = {tuple(t) for t in PRINTED}
        icons = {tuple(t) for t in PRINTED_ICONS}
        PRINT[rel] = {"size": list(pixels.get_size()), "texts": sorted(list(t) for t in seen),
                      "icons": sorted(list(t) for t in icons)}
    PRINTED.clear()
    PRINTED_ICONS.clear()
    path = ART / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(pixels, str(path))


# --- tiles ------------------------------------------------------------------------------------------
def action_rects(area: pygame.Rect, n: int) -> list[pygame.Rect]:
    """Splits the action band of a tile into n boxes, stacked when there are three."""
    if n <= 2:
        w = area.w // n
        return [pygame.Rect(area.x + k * w, area.y, w, area.h) for k in range(n)]
    top = [pygame.Rect(area.x + k * area.w // 2, area.y, area.w // 2, area.h // 2) for k in range(2)]
    return top + [pygame.Rect(area.x + area.w // 4, area.y + area.h // 2, area.w // 2, area.h // 2)]


def actions_band(surf, area: pygame.Rect, actions):
    boxes = action_rects(area, len(actions))
    for k, (box, a) in enumerate(zip(boxes, actions)):
        draw_glyph(surf, box.inflate(-6, -6), a)
        if k and len(actions) <= 2:
            draw.line(surf, rgb("ink"), (box.x, box.y + 6), (box.x, box.bottom - 6), 2)


def neutral_building(letter: str) -> pygame.Surface:
    s = new((TILE, TILE))
    panel(s, s.get_rect(), "paper_dark", radius=14, width=4)
    draw.rect(s, rgb("wood"), (0, 0, TILE, 34), border_top_left_radius=14, border_top_right_radius=14)
    text(s, letter, 36, "paper", (TILE // 2, 18), kind="display")
    actions_band(s, pygame.Rect(4, 38, TILE - 8, TILE - 42), S.NEUTRAL_BUILDINGS[letter])
    return s


def private_building(tile_id: str, player: int) -> pygame.Surface:
    """The building as printed (the flight from the supply to the trail; the board draws its tiles at
    draw time, ui/board/glyphs.py)."""
    craftsmen, points, hands, actions = S.PRIVATE_BUILDINGS[tile_id]
    p = S.PLAYERS[player]
    s = new((TILE, TILE))
    panel(s, s.get_rect(), "paper", border=p["color"], radius=14, width=7)
    draw.rect(s, rgb(p["color"]), (0, 0, TILE, 44), border_top_left_radius=14, border_top_right_radius=14)
    # Craftsmen needed (top left, as printed) and points, large: 9 px of cap height on the trail at 1280x720.
    badge(s, (22, 22), 21, str(craftsmen), "wood", size=38)
    shield(s, (TILE - 22, 20), 20, points, 38)
    for k, h in enumerate(hands):  # hands are fees: large, in the header, where a passer-by looks
        size = 30 if len(hands) == 1 else 25
        at = (TILE // 2 + (k - (len(hands) - 1) / 2) * 24, 21)
        hand(s, at, size, "green_hand" if h == "g" else "black_hand")
    mark_tag(s, (19, TILE - 19), 16, p["mark"])
    text(s, tile_id, 16, "ink", (TILE - 18, TILE - 13))
    actions_band(s, pygame.Rect(6, 44, TILE - 12, TILE - 68), actions)
    return s


def emblem_tile(fill: str, emblem: str, label: str, hand_color: str, points: int | None = None) -> pygame.Surface:
    """Hazards and teepees: a coloured tile with its emblem, its hand and (hazards) its points."""
    s = new((TILE, TILE))
    panel(s, s.get_rect(), fill, radius=14, width=4)
    draw.circle(s, rgb("paper"), (TILE // 2 + 6, TILE // 2 - 10), 40)
    icon(s, emblem, (TILE // 2 + 6, TILE // 2 - 10), 68, fill)
    if points is not None:  # the points at 9 px of cap height in the foresight spaces (46 px) at 1280x720
        shield(s, (TILE - 30, TILE - 36), 28, points, 54)
    # The hand at 52 of 128: 18 logical px in the foresight spaces (46), 12 px at 1280x720 (issue 43).
    hand(s, (30, TILE - 30), 52, "green_hand" if hand_color == "g" else "black_hand")
    # The kind is the emblem and the colour (and the tooltip's title): no word 3 px tall.
    return s


def hazard_tile(kind: str, points: int, hand_color: str) -> pygame.Surface:
    return emblem_tile(kind, kind, kind, hand_color, points)


def teepee_tile(color: str) -> pygame.Surface:
    # a green teepee carries a green hand, a blue one a black hand (docs/RULES.md §2.5)
    return emblem_tile(f"teepee_{color}", "teepee", color, "g" if color == "green" else "b")


def worker_tile(kind: str) -> pygame.Surface:
    s = new((TILE, TILE))
    panel(s, s.get_rect(), "paper", radius=14, width=4)
    fill = {"cowboy": "#b5651d", "craftsman": "#5d6d7e", "engineer": "#7b3f61"}[kind]
    draw.circle(s, rgb(fill), (TILE // 2, TILE // 2 - 8), 46)
    icon(s, kind, (TILE // 2, TILE // 2 - 8), 70, "paper")  # the colour and icon name it (and its tooltip)
    return s


def tile_back(stack: int) -> pygame.Surface:
    s = new((TILE, TILE))
    panel(s, s.get_rect(), "wood_light", radius=14, width=4)
    draw.circle(s, rgb("paper"), (TILE // 2, TILE // 2), 54)
    text(s, str(stack), 84, "wood", (TILE // 2, TILE // 2 + 4), kind="display")
    return s


# --- cards ----------------------------------------------------------------------------------------
def cattle_card(breed: str, points: int, owner: int | None = None) -> pygame.Surface:
    """A cattle card reads by its breed's colour, its breeding value (large, left) and its points
    (a shield, right): the numbers a player counts, big enough for the market's third-size cards
    (9 px of cap height at 1280x720). The breed's name is in its tooltip."""
    _name, color, bv, _ = S.BREEDS[breed]
    w, h = CARD
    s = new(CARD)
    panel(s, s.get_rect(), "paper", radius=12, width=4)
    light = pygame.Color(color).grayscale().r > 140
    band = pygame.Rect(6, 6, w - 12, 94)
    draw.rect(s, rgb(color), band, border_radius=8)
    draw.rect(s, rgb("ink"), band, 2, border_radius=8)
    text(s, str(bv), 70, "ink" if light else "white", (36 if points else w // 2, band.centery),
         outline="white" if not light else None)
    if points:
        shield(s, (w - 36, band.centery - 4), 28, points, 60)
    draw.circle(s, rgb(color), (w // 2, 142), 34)
    draw.circle(s, rgb("ink"), (w // 2, 142), 34, 2)
    icon(s, "cattle", (w // 2, 142), 56, "ink" if light else "paper")
    if owner is not None:  # starting cards carry a star in the owner's colour
        p = S.PLAYERS[owner]
        star = [(w - 22 + 13 * math.cos(a * math.pi / 5 - math.pi / 2) * (1 if a % 2 == 0 else 0.45),
                 h - 24 + 13 * math.sin(a * math.pi / 5 - math.pi / 2) * (1 if a % 2 == 0 else 0.45))
                for a in range(10)]
        draw.polygon(s, rgb(p["color"]), star)
        draw.polygon(s, rgb("ink"), star, 2)
    return s


def card_back(label: str, fill: str) -> pygame.Surface:
    s = new(CARD)
    panel(s, s.get_rect(), fill, radius=12, width=4)
    draw.rect(s, rgb("paper"), s.get_rect().inflate(-20, -20), 3, border_radius=8)
    icon(s, "cattle" if label == "cattle" else "objective", (CARD[0] // 2, CARD[1] // 2), 96, "paper")
    return s


def task(surf, center, size, sym: str):
    kind, arg = S.TASKS[sym]
    if kind == "icon":
        icon(surf, arg, center, size)
    elif kind == "teepee":
        icon(surf, "teepee", center, size, arg)
    elif kind == "bv":
        draw.rect(surf, rgb("paper_dark"), pygame.Rect(0, 0, size * 0.7, size * 0.9).move(
            center[0] - size * 0.35, center[1] - size * 0.45), border_radius=4)
        draw.rect(surf, rgb("ink"), pygame.Rect(0, 0, size * 0.7, size * 0.9).move(
            center[0] - size * 0.35, center[1] - size * 0.45), 2, border_radius=4)
        text(surf, str(arg), int(size * 0.55), "ink", center)
    else:
        text(surf, arg, int(size * 0.5), "ink", center, kind="display")


def objective_card(action: str | None, tasks: str, points: int, penalty: int, bare: bool = False) -> pygame.Surface:
    """bare: without the action glyph (or START) and the tasks, which the board draws over it at draw time in
    the font (icons and 9-px numbers at 1280x720; ui/board/board_parts.draw_objective) where the card
    is shown small; the full card is for large views."""
    w, h = OBJ_CARD
    s = new(OBJ_CARD)
    start = action is None
    panel(s, s.get_rect(), "paper", border="wood", radius=12, width=5)
    draw.rect(s, rgb("wood" if not start else "gain"), (5, 5, w - 10, 62), border_radius=8)
    if action and not bare:  # a starting card's START is a word: ui/kit/paint.worded prints it in the language
        draw_glyph(s, pygame.Rect(10, 8, w - 20, 56), action)
    syms = [] if bare else tasks.split()
    cols = 2 if len(syms) > 1 else 1
    for k, sym in enumerate(syms):
        cx = w // 2 + ((k % cols) - (cols - 1) / 2) * 50
        cy = 88 + (k // cols) * 35
        task(s, (cx, cy), 32, sym)
    # The points and the penalty are what the display's third-size cards must show: large shields.
    shield(s, (34, h - 33), 29, points, 63)
    if penalty:
        shield(s, (w - 34, h - 33), 29, penalty, 63)
    return s


def station_master(key: str) -> pygame.Surface:
    reward, task_text, task_icon = S.STATION_MASTERS[key]
    w, h = 120, 120
    s = new((w, h))
    panel(s, s.get_rect(), "paper", border="rail", radius=12, width=4)
    icon(s, "station_master", (18, 18), 26, "rail")
    draw_glyph(s, pygame.Rect(20, 6, w - 26, 52), reward)
    draw.line(s, rgb("ink"), (8, 62), (w - 8, 62), 2)
    icon(s, task_icon, (30, 90), 40, "teepee_blue" if key == "teepee" else "ink")
    text(s, task_text, 16, "ink", (80, 90), max_w=76)
    return s


# --- railroad and cities ---------------------------------------------------------------------------
def station_sprite(k: int) -> pygame.Surface:
    cost, points, dark = board.STATIONS[k]
    w, h = 116, 72
    s = new((w, h))
    panel(s, s.get_rect(), "paper", border="rail", radius=10, width=4)
    coin(s, (24, h // 2), 18, str(cost), cost=True)
    vp(s, (w - 26, h // 2), 15, points)
    disc_slot(s, (w // 2, h // 2), 17, dark)
    return s


def station_on_board(surf, rect: pygame.Rect, k: int) -> None:
    """A station as the railroad shows it, drawn at its size there so its numbers keep 9 px of cap
    height at 1280x720: the price (a red-rimmed coin) and the points (a shield); a dark corner when
    dark-corner discs may go there. The discs placed cover its middle (ui/board/board_parts.py)."""
    cost, points, dark = board.STATIONS[k]
    panel(surf, rect, "paper", border="rail", radius=6, width=2)
    c = (rect.x + 16, rect.centery)
    draw.circle(surf, rgb("gold"), c, 14)
    draw.circle(surf, rgb("cost"), c, 14, 3)
    text(surf, str(cost), CREST_FONT - 1, "ink", c, max_w=24)
    shield(surf, (rect.right - 15, rect.centery - 2), 12, points, CREST_FONT - 1)
    if dark:
        draw.polygon(surf, rgb("ink"), [(rect.centerx - 2, rect.y + 2), (rect.centerx + 8, rect.y + 2),
                                               (rect.centerx + 8, rect.y + 12)])


def disc_slot(surf, center, r, dark: bool):
    """A disc space; a dark corner means dark-corner discs are allowed too (docs/RULES.md §10.3)."""
    draw.circle(surf, rgb("paper_dark"), center, r)
    draw.circle(surf, rgb("ink"), center, r, 2)
    if dark:
        draw.polygon(surf, rgb("ink"), [(center[0] + r * 0.2, center[1] - r), (center[0] + r, center[1] - r),
                                               (center[0] + r, center[1] - r * 0.2)])


def turnout_sprite() -> pygame.Surface:
    s = new((48, 48))
    draw.circle(s, rgb("rail"), (24, 24), 22)
    draw.circle(s, rgb("paper"), (24, 24), 15)
    draw.line(s, rgb("rail"), (12, 24), (36, 24), 4)
    return s


def city_sprite(i: int) -> pygame.Surface:
    name, value, dark, _repeat = board.CITIES[i]
    w, h = 180, 140
    s = new((w, h))
    panel(s, s.get_rect(), "paper", border="wood", radius=16, width=5)
    draw.rect(s, rgb("wood"), (0, 0, w, 40), border_top_left_radius=16, border_top_right_radius=16)
    text(s, name, 22, "paper", (w // 2, 21), kind="display", max_w=w - 14)
    coin(s, (32, 82), 24, str(value))
    disc_slot(s, (w // 2, 82), 24, dark)
    if i in board.CREST_POINTS:
        vp(s, (w - 34, 82), 20, board.CREST_POINTS[i])
    if i == board.CITY_KC:
        coin(s, (w - 34, 120), 14, f"+{board.KC_CREST_MONEY}")
    # "repeat" under a city taking any number of discs is a word: ui/kit/paint.worded prints it in the language.
    return s


# The crest on the board, drawn at its size on the board (a scaled-down sprite printed its name at 4 px):
# the city's value coin, its disc space, its points at the end (a shield) and what else it gives.
# The name is in its tooltip; the value is the number the delivery asks for, so it is the crest's label.
CREST_FONT = 20  # 9 px of cap height at 1280x720


def city_crest(surf, rect: pygame.Rect, i: int) -> None:
    """Kansas City (value 0) shows what a delivery there brings instead of a value: its -6 and +$6
    above, its disc space below, where the many discs it takes fan out (ui/board/board_parts.py)."""
    _name, value, dark, repeat = board.CITIES[i]
    panel(surf, rect, "paper", border="wood", radius=8, width=2)
    top, bottom = rect.y + 19, rect.y + 53
    if i == board.CITY_KC:
        shield(surf, (rect.x + 15, top), 13, board.CREST_POINTS[i], CREST_FONT - 1)
        draw.circle(surf, rgb("gold"), (rect.x + 41, top), 13)
        draw.circle(surf, rgb("gain"), (rect.x + 41, top), 13, 2)
        text(surf, f"+{board.KC_CREST_MONEY}", CREST_FONT - 1, "ink", (rect.x + 41, top), max_w=27)
        loop_arrow(surf, (rect.right - 10, top - 6), 6)
        disc_slot(surf, (rect.x + 11, rect.y + 46), 9, dark)  # its discs run right, counts under them
        return
    draw.circle(surf, rgb("gold"), (rect.x + 18, top), 16)
    draw.circle(surf, rgb("ink"), (rect.x + 18, top), 16, 2)
    text(surf, str(value), CREST_FONT, "ink", (rect.x + 18, top), max_w=30)
    disc_slot(surf, (rect.x + 53, top), 12, dark)
    x = rect.x + 15
    if i in board.CREST_POINTS:
        shield(surf, (x, bottom), 13, board.CREST_POINTS[i], CREST_FONT - 1)
        x += 25
    if repeat:  # deliveries here may repeat: a loop arrow
        loop_arrow(surf, (x, bottom), 9)


def loop_arrow(surf, c, r: int) -> None:
    draw.arc(surf, rgb("ink"), pygame.Rect(c[0] - r, c[1] - r, 2 * r, 2 * r), 0.6, 5.8, max(2, r // 3))
    draw.polygon(surf, rgb("ink"), [(c[0] + r * 0.45, c[1] - r * 1.2), (c[0] + r * 1.2, c[1] - r * 0.3),
                                           (c[0] + r * 0.2, c[1] - r * 0.2)])


def shield(surf, center, r, value: int, size: int) -> None:
    """Victory points as on vp(), with the number at a given font size."""
    cx, cy = center
    pts = [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r * 0.25), (cx, cy + r * 1.15), (cx - r, cy + r * 0.25)]
    draw.polygon(surf, rgb("gain" if value >= 0 else "cost"), pts)
    draw.polygon(surf, rgb("ink"), pts, 2)
    text(surf, str(value).replace("-", "\u2212"), size, "white", (cx, cy - 1), max_w=2 * r + 2)


def city_arrow(surf, rect: pygame.Rect, k: int) -> None:
    """The green arrow between city k and k+1 as a tag in the gap: the points (red when a loss) above
    an objective card when the pair gives one; an empty pair keeps only a chevron."""
    pts_, objs = board.CITY_ARROWS[k]
    cx, cy = rect.center
    if not (pts_ or objs):
        draw.polygon(surf, rgb("wood"), [(cx - 4, cy - 7), (cx + 4, cy), (cx - 4, cy + 7)])
        return
    panel(surf, rect, "gain" if pts_ >= 0 else "cost", border="ink", radius=8, width=2)
    items = ([("pts", pts_)] if pts_ else []) + ([("obj", 0)] if objs else [])
    upright = rect.h > rect.w
    for n, (kind, v) in enumerate(items):
        f = (n + 0.5) / len(items)
        c = (cx, rect.y + rect.h * f) if upright else (rect.x + rect.w * f, cy)
        if kind == "pts":
            text(surf, f"{v:+d}".replace("-", "\u2212"), CREST_FONT - 1, "white", c, max_w=rect.w)
        else:
            card = pygame.Rect(0, 0, 13, 17)
            card.center = (round(c[0]), round(c[1]))
            draw.rect(surf, rgb("paper"), card, border_radius=2)
            draw.rect(surf, rgb("ink"), card, 1, border_radius=2)
            icon(surf, "objective", card.center, 12)


# --- pieces -------------------------------------------------------------------------------------
def disc(player: int, dark: bool) -> pygame.Surface:
    p = S.PLAYERS[player]
    s = new((48, 48))
    draw.circle(s, rgb(p["color"]), (24, 24), 22)
    draw.circle(s, rgb("ink"), (24, 24), 22, 3)
    mark(s, (24, 24), 14, p["mark"], "ink")
    # The corner shows which board space the disc came from: white or dark.
    corner = [(30, 2), (46, 2), (46, 18)]
    draw.polygon(s, rgb("ink" if dark else "white"), corner)
    draw.polygon(s, rgb("ink"), corner, 2)
    return s


def piece(player: int, key: str, size=(64, 64)) -> pygame.Surface:
    """A cattleman or an engine: the seat's colour, the piece's icon, and the seat's mark on a tag at the
    top right, large enough to read where the board draws the piece small."""
    p = S.PLAYERS[player]
    s = new(size)
    r = min(size) // 2
    c = (size[0] // 2, size[1] // 2)
    draw.circle(s, rgb(p["color"]), c, r - 1)
    draw.circle(s, rgb("ink"), c, r - 1, 3)
    if key == "engine":  # at 0.7 of the piece: 18 logical px where the railroad draws it 26 wide (issue 43)
        icon(s, key, (c[0] - r * 0.1, c[1] + r * 0.1), int(r * 1.45), "ink")
    else:
        icon(s, key, (c[0] - r * 0.2, c[1] + r * 0.16), int(r * 1.15), "ink")
    tr = round(r * 0.54)
    mark_tag(s, (size[0] - tr - 1, tr + 1), tr, p["mark"])
    return s


def cert_marker(player: int) -> pygame.Surface:
    p = S.PLAYERS[player]
    s = new((40, 40))
    draw.rect(s, rgb(p["color"]), (2, 2, 36, 36), border_radius=8)
    draw.rect(s, rgb("ink"), (2, 2, 36, 36), 3, border_radius=8)
    icon(s, "certificate", (16, 23), 25, "ink")  # 18 logical px where the certificate track shows it (30)
    mark_tag(s, (28, 12), 11, p["mark"])
    return s


def token() -> pygame.Surface:
    s = new((56, 56))
    draw.circle(s, rgb("gold"), (28, 28), 26)
    draw.circle(s, rgb("ink"), (28, 28), 26, 3)
    icon(s, "job_token", (28, 28), 46, "ink")  # 18 logical px on the job market's 22 px token
    return s


def coin_sprite(value: int) -> pygame.Surface:
    s = new((56, 56))
    coin(s, (28, 28), 26, f"${value}")
    if value >= 5:
        draw.circle(s, rgb("wood"), (28, 28), 21, 2)
    return s


# --- player board -------------------------------------------------------------------------------
def player_board_sprite(player: int, lay: dict) -> pygame.Surface:
    pb = lay["player_board"]
    ox, oy, w, h = pb["area"]
    p = S.PLAYERS[player]

    def r(rect):
        return pygame.Rect(rect[0] - ox, rect[1] - oy, rect[2], rect[3])

    s = new((w, h))
    panel(s, s.get_rect(), "paper_dark", border=p["color"], radius=14, width=6)
    draw.rect(s, rgb(p["color"]), (0, 0, w, 32), border_top_left_radius=14, border_top_right_radius=14)
    mark(s, (w - 20, 16), 11, p["mark"], "ink")
    for k, (kind, cells) in enumerate(pb["workers"].items()):
        first = r(cells[0])
        icon(s, kind, (first.x - 18, first.centery), 26)
        for c, cell in enumerate(cells):
            cr = r(cell)
            panel(s, cr, "paper", radius=6, width=2)
            if c == 0:
                icon(s, kind, cr.center, 30, "wood")  # the printed starting worker
            if c >= 4:  # spaces 5 and 6 score 4 VP: at 9 px of cap height (1280x720), in the top-right corner
                text(s, "4", 19, "gain", (cr.right - 7, cr.top + 9))
    # The worker rows' and the auxiliary actions' glyphs are drawn by the client (ui/board/glyphs.py)
    # with their numbers in the font at 19 px; printed here they were 1-5 px tall at 1280x720.
    for name, rect in pb["aux"].items():
        panel(s, r(rect), "paper", radius=6, width=2)
    for name, rect in pb["discs"].items():
        cr = r(rect)
        grey = name in ("aux_money_1", "aux_cards_1")  # printed empty: these two start unlocked
        dark = name.startswith(("cert_limit_6", "step", "hand"))
        draw.circle(s, rgb("#9e9e9e" if grey else "paper"), cr.center, cr.w // 2)
        draw.circle(s, rgb("ink"), cr.center, cr.w // 2, 2)
        if dark:
            draw.polygon(s, rgb("ink"), [(cr.centerx + 3, cr.top), (cr.right, cr.top), (cr.right, cr.centery - 3)])
    # What taking a disc off gives (or costs), right of its space at 9 px of cap height (1280x720):
    # the certificate limit, the step disc's money and points, the hand discs' price.
    for name, lab in {"cert_limit_4": "4", "cert_limit_6": "6", "step_1": "+$3", "hand_1": "\u2212$5",
                      "hand_2": "\u2212$5"}.items():
        cr = r(pb["discs"][name])
        x = cr.right + 4
        if name.startswith("cert"):
            icon(s, "certificate", (x + 10, cr.centery), 20)
            x += 21
        text(s, lab, 19, "cost" if lab.startswith("\u2212") else "ink", (x + font(19).size(lab)[0] / 2, cr.centery))
    cr = r(pb["discs"]["step_2"])
    shield(s, (cr.right + 16, cr.centery - 1), 12, STEP_DISC_POINTS, 19)
    for v, rect in pb["cert_track"].items():
        cr = r(rect)
        panel(s, cr, "paper", radius=4, width=2)
        text(s, v, 19, "ink", cr.center)
    icon(s, "certificate", (r(pb["cert_track"]["0"]).x - 18, r(pb["cert_track"]["0"]).centery), 24)
    for n, rect in pb["buildings"].items():
        cr = r(rect)
        draw.rect(s, rgb("board"), cr, border_radius=6)
        draw.rect(s, rgb("ink"), cr, 1, border_radius=6)
        text(s, n, 19, "wood", cr.center)
    return s


# --- UI parts -------------------------------------------------------------------------------------
def button(state: str) -> pygame.Surface:
    fill = {"normal": "wood_light", "hover": "#a8744a", "pressed": "wood", "disabled": "#9e9385"}[state]
    s = new((160, 48))
    panel(s, s.get_rect(), fill, border="ink", radius=10, width=3)
    draw.line(s, rgb("paper"), (10, 6), (150, 6), 2)
    return s


def ui_panel() -> pygame.Surface:
    s = new((96, 96))
    panel(s, s.get_rect(), "paper", border="wood", radius=12, width=6)
    return s


def tooltip() -> pygame.Surface:
    s = new((96, 96))
    panel(s, s.get_rect(), "#fff8e6", border="ink", radius=8, width=2)
    return s


def app_icon(size: int) -> pygame.Surface:
    s = new((size, size))
    draw.circle(s, rgb("wood"), (size // 2, size // 2), size // 2 - 1)
    draw.circle(s, rgb("gold"), (size // 2, size // 2), size // 2 - 1, max(2, size // 16))
    icon(s, "cattle", (size // 2, size // 2 + size // 12), int(size * 0.62), "paper")
    icon(s, "cowboy", (size // 2, size // 4), int(size * 0.36), "gold")
    return s


# --- board background -------------------------------------------------------------------------------
def board_background(lay: dict) -> pygame.Surface:
    W, H = lay["size"]
    s = new((W, H), "board")
    rnd = random.Random(7)  # fixed seed: the board looks the same after every rebuild
    for _ in range(2600):  # prairie grass
        x, y = rnd.randrange(W), rnd.randrange(H)
        draw.line(s, rgb("board_dark"), (x, y), (x + rnd.randint(-3, 3), y - rnd.randint(3, 8)), 1)
    # frames for the panels
    for name in ("railroad", "cities", "kc_panel", "player_board", "hand", "cattle_market", "objectives", "prompt"):
        x, y, w, h = lay["areas"][name]
        panel(s, (x, y, w, h), "#d8bc86" if name != "railroad" else "#cdb68c", border="wood", radius=12, width=4)
    trail = lay["trail"]

    for pts in lay["trail_paths"].values():  # the cattle trail: wide dusty roads between locations
        draw.lines(s, rgb("trail"), False, pts, 16)
        for p in pts[1:-1]:
            draw.circle(s, rgb("trail"), p, 8)
        (ax, ay), (bx, by) = max(itertools.pairwise(pts), key=lambda seg: math.dist(*seg))
        mx, my = (ax + bx) / 2, (ay + by) / 2  # one arrowhead on the longest stretch shows the direction
        ang = math.atan2(by - ay, bx - ax)
        head = [(mx + 11 * math.cos(ang), my + 11 * math.sin(ang)),
                (mx + 9 * math.cos(ang + 2.4), my + 9 * math.sin(ang + 2.4)),
                (mx + 9 * math.cos(ang - 2.4), my + 9 * math.sin(ang - 2.4))]
        draw.polygon(s, rgb("paper"), head)
    for t, rect in lay["trail_groups"].items():
        color = t if t in board.HAZARD_TYPES else "teepee_green"
        draw.rect(s, rgb(color), rect, 4, border_radius=14)
    # The names on the board (the trail groups, Kansas City, the panels' headings) are words of the
    # player's language: ui/board/board_parts.draw_board_labels draws them at draw time, in these places.
    for i, name in enumerate(board.SPACES):
        rect = pygame.Rect(trail[name])
        kind = board.SPACE_KIND[i]
        if board.WOODS[i]:
            for dx, dy in ((-10, -8), (rect.w + 10, -4), (-8, rect.h + 6)):
                icon(s, "woods", (rect.x + dx, rect.y + dy), 26, "woods")
        if kind == board.PRIVATE:
            panel(s, rect, "#e6d3a8", border="ink", radius=10, width=2)
            if board.RISK_ACTION[i]:
                risk = "jersey_cert_1" if board.RISK_ACTION[i] == board.RISK_JERSEY else None
                glyph = pygame.Rect(rect.x, rect.bottom + 2, rect.w, 22)
                draw.rect(s, rgb("paper"), glyph, border_radius=6)
                # The numbers at 19 px: 9 px of cap height at 1280x720 (the card's and the coin's were 4).
                if risk:  # R-Jersey: certificate and $2
                    mini_card(s, (glyph.x + 3, glyph.y + 1, 16, 20), "jersey", size=19)
                    icon(s, "certificate", (glyph.x + 31, glyph.centery), 18)
                    coin(s, (glyph.x + 51, glyph.centery), 10, "2", size=19)
                else:  # R-Any: certificate
                    mini_card(s, (glyph.x + 12, glyph.y + 1, 16, 20), "any", size=19)
                    icon(s, "certificate", (glyph.x + 44, glyph.centery), 18)
        elif kind == board.NEUTRAL:
            panel(s, rect, "paper_dark", border="wood", radius=10, width=4)
            text(s, board.NEUTRAL_LETTER[i], 34, "wood", rect.center, kind="display")
        elif kind == board.HAZARD:
            panel(s, rect, "#d9c79f", border=board.HAZARD_SECTION[i], radius=10, width=3)
            icon(s, board.HAZARD_SECTION[i], rect.center, 40, "#b9a57a")
            text(s, name[-1], 19, "ink", (rect.x + 11, rect.y + 13))
        elif kind == board.TEEPEE:
            panel(s, rect, "#d9c79f", border="teepee_green", radius=10, width=3)
            icon(s, "teepee", rect.center, 40, "#b9a57a")
            v = board.TEEPEE_VALUE[i]
            c = (rect.centerx, rect.y - 2 if i not in board.OFF_TRAIL else rect.bottom + 2)
            draw.circle(s, rgb("gold"), c, 15)  # coin() with its number at 9 px (1280x720)
            draw.circle(s, rgb("cost" if v < 0 else "ink"), c, 15, 2)
            text(s, f"{v:+d}".replace("-", "\u2212"), CREST_FONT - 1, "ink", c, max_w=34)
        elif kind == board.START:
            draw.circle(s, rgb("paper_dark"), rect.center, rect.w // 2)
            draw.circle(s, rgb("wood"), rect.center, rect.w // 2, 4)
            icon(s, "cattleman", rect.center, 46, "wood")
        elif kind == board.KANSAS_CITY:
            panel(s, rect, "wood", border="gold", radius=16, width=5)
    # railroad
    track = lay["track"]
    nums = [k for k in track if "." not in k]
    pts = [pygame.Rect(track[k]).center for k in nums]
    draw.line(s, rgb("rail"), pts[0], pts[-1], 6)
    for k in track:
        rect = pygame.Rect(track[k])
        if "." in k:
            n = int(k.split(".")[0])
            a, b = pygame.Rect(track[str(n)]).center, pygame.Rect(track[str(n + 1)]).center
            draw.lines(s, rgb("rail"), False, [a, rect.center, b], 4)
    for k in track:
        rect = pygame.Rect(track[k])
        if "." in k:
            at = s.to_px(rect)
            s.surface.blit(pygame.transform.smoothscale(turnout_sprite().surface, at.size), at)
        else:
            draw.circle(s, rgb("paper"), rect.center, rect.w // 2)
            draw.circle(s, rgb("rail"), rect.center, rect.w // 2, 3)
            text(s, k, 19, "ink", rect.center, max_w=rect.w - 4)
    for rect in lay["crosses"].values():
        cx, cy = pygame.Rect(rect).center
        draw.line(s, rgb("cost"), (cx - 5, cy - 9), (cx + 5, cy + 9), 3)
        draw.line(s, rgb("cost"), (cx - 5, cy + 9), (cx + 5, cy - 9), 3)
    for k, rect in lay["stations"].items():
        station_on_board(s, pygame.Rect(rect), int(k) - 1)
    for k, rect in lay["station_masters"].items():
        draw.rect(s, rgb("#bfa77a"), rect, border_radius=8)
        draw.rect(s, rgb("rail"), rect, 2, border_radius=8)
    for k, rect in lay["cities"].items():
        city_crest(s, pygame.Rect(rect), int(k))
    for k, rect in lay["city_arrows"].items():
        city_arrow(s, pygame.Rect(rect), int(k))
    # Kansas City panel: foresight, supply stacks, job market
    fs = lay["foresight"]
    for c, col in enumerate(fs["spaces"]):
        for rect in col:
            draw.rect(s, rgb("#bfa77a"), rect, border_radius=8)
            draw.rect(s, rgb("wood"), rect, 2, border_radius=8)
        sr = pygame.Rect(fs["supply_stacks"][c])
        draw.rect(s, rgb("wood_light"), sr, border_radius=6)
        text(s, str(c + 1), 22, "paper", sr.center, kind="display")
    jm = lay["job_market"]
    costs = (6, 6, 7, 5, 7, 9, 6, 8, 10, 6, 5, 4)  # docs/RULES.md §5, printed at each row's end
    for r_, row in enumerate(jm["cells"]):
        for rect in row:
            draw.rect(s, rgb("#e6d3a8"), rect, border_radius=5)
            draw.rect(s, rgb("wood"), rect, 1, border_radius=5)
        c = pygame.Rect(jm["costs"][r_]).center  # a coin as coin() draws it, its number at 9 px (1280x720)
        draw.circle(s, rgb("gold"), c, 10)
        draw.circle(s, rgb("ink"), c, 10, 2)
        text(s, str(costs[r_]), 19, "ink", c, max_w=24)
    for r_, rect in enumerate(jm["token"]):
        c = pygame.Rect(rect).center
        if 1 <= r_ < len(jm["cells"]):  # row 1 has no dashed token space
            draw.circle(s, rgb("ink"), c, rect[2] // 2, 1)
        if r_ in (6, 9) or r_ == len(jm["cells"]):  # yellow arrows after rows 6 and 9; red at the end
            color = "cost" if r_ == len(jm["cells"]) else "gold"
            draw.polygon(s, rgb(color), [(c[0] - 7, c[1] - 15), (c[0] + 7, c[1] - 15), (c[0], c[1] - 8)])
    for rect in lay["objectives"]["display"] + [lay["objectives"]["stack"]]:
        draw.rect(s, rgb("#bfa77a"), rect, border_radius=8)
    # The seat bars (lay["seat_bars"]) are drawn by the client, as many as there are seats.
    return s


# --- sheets ------------------------------------------------------------------------------------------
SHEET_SKIP = ("board_", "contact_sheet", "fonts/")


def contact_sheet() -> pygame.Surface:
    files = sorted(p for p in ART.rglob("*.png") if not any(k in str(p.relative_to(ART)) for k in SHEET_SKIP))
    cell, cols = 112, 18
    rows = math.ceil(len(files) / cols)
    s = new((cols * cell, rows * cell + 40), "#efe4cc")
    text(s, f"gwt_desktop sprites ({len(files)})", 24, "ink", (cols * cell // 2, 20), kind="display")
    for k, path in enumerate(files):
        img = pygame.image.load(str(path))
        x, y = (k % cols) * cell, 40 + (k // cols) * cell
        scale = min(92 / img.get_width(), 84 / img.get_height(), 1.0)
        im = pygame.transform.smoothscale(img, (max(1, int(img.get_width() * scale)), max(1, int(img.get_height() * scale))))
        s.blit(im, im.get_rect(center=(x + cell // 2, y + 44)))
        text(s, path.stem[-16:], 10, "ink", (x + cell // 2, y + cell - 12), kind="text", max_w=cell - 4)
    return s


def preview(lay: dict, bg) -> pygame.Surface:
    """The board as a 1280x720 window shows it, with sample pieces placed: the legibility check."""
    pixels = (bg.surface if isinstance(bg, Canvas) else bg).copy()
    s = Canvas(pixels, pixels.get_width() / lay["size"][0], tuple(lay["size"]))

    def put(img, rect):
        at = s.to_px(rect)
        s.surface.blit(pygame.transform.smoothscale(img, at.size), at)

    t = lay["trail"]
    for i in board.NEUTRAL_SPACES:
        put(pygame.image.load(str(ART / f"buildings/neutral_{board.NEUTRAL_LETTER[i]}.png")), t[board.SPACES[i]])
    samples = {"P_A1": "1a_p0", "P_B2": "4a_p1", "P_FLR2": "7b_p2", "P_C2": "10b_p3", "P_E1": "6a_p0",
               "P_F2": "8a_p1", "P_G1": "9a_p2", "P_RFR1": "5b_p3"}
    for space, tile in samples.items():
        put(pygame.image.load(str(ART / f"buildings/private_{tile}.png")), t[space])
    for space, tile in (("HZ_FL1", "flood_4g"), ("HZ_DR1", "drought_3b"), ("HZ_RF1", "rockfall_2g")):
        put(pygame.image.load(str(ART / f"tiles/hazard_{tile}.png")), t[space])
    for space, tile in (("TP-3", "green"), ("TP-2", "blue"), ("TP+1", "blue")):
        put(pygame.image.load(str(ART / f"tiles/teepee_{tile}.png")), t[space])
    for k, (c, r) in enumerate(((0, 0), (0, 1), (1, 0), (2, 1))):
        put(pygame.image.load(str(ART / f"tiles/{('worker_cowboy', 'teepee_green', 'worker_engineer', 'hazard_flood_3g')[k]}.png")),
            lay["foresight"]["spaces"][c][r])
    for k in range(3):
        put(pygame.image.load(str(ART / f"tiles/worker_{('cowboy', 'craftsman', 'engineer')[k]}.png")),
            lay["job_market"]["cells"][0][k + 1])
    put(pygame.image.load(str(ART / "pieces/job_token.png")), lay["job_market"]["token"][1])
    for p, pos in enumerate(("0", "6", "4.5", "12")):
        put(pygame.image.load(str(ART / f"pieces/engine_p{p}.png")), lay["track"][pos])
    put(pygame.image.load(str(ART / "pieces/disc_p1_white.png")), pygame.Rect(lay["stations"]["2"]).inflate(-24, 0).move(0, 0).clip(pygame.Rect(lay["stations"]["2"]).inflate(-58 + 34, 0)))
    put(pygame.image.load(str(ART / "pieces/disc_p0_dark.png")), pygame.Rect(lay["cities"]["5"]).inflate(-60, -34).move(0, 8))
    for p, space in enumerate(("N_B", "P_C2", "N_E", "START")):
        r = pygame.Rect(t[space])
        put(pygame.image.load(str(ART / f"pieces/cattleman_p{p}.png")), (r.x - 6 + 14 * p, r.y - 14, 30, 30))
    put(pygame.image.load(str(ART / "player_boards/player_board_p0.png")), lay["player_board"]["area"])
    hand_cards = ("jersey_p0", "dutch_belt_p0", "brown_swiss", "west_highland_4", "texas_longhorn_7")
    for k, card in enumerate(hand_cards):
        put(pygame.image.load(str(ART / f"cards/cattle_{card}.png")), lay["hand"]["slots"][k])
    market = ("holstein", "holstein", "brown_swiss", "ayrshire", "west_highland_3", "west_highland_5", "texas_longhorn_6")
    for k, card in enumerate(market):
        put(pygame.image.load(str(ART / f"cards/cattle_{card}.png")), lay["cattle_market"]["slots"][k])
    for k in range(4):
        put(pygame.image.load(str(ART / f"cards/objective_{k + 4:02d}.png")), lay["objectives"]["display"][k])
    put(pygame.image.load(str(ART / "cards/objective_back.png")), lay["objectives"]["stack"])
    for k in range(1, 6):
        put(pygame.image.load(str(ART / f"tiles/station_master_{list(S.STATION_MASTERS)[k - 1]}.png")),
            lay["station_masters"][str(k)])
    for name in ("done", "undo", "menu", "log"):
        rect = pygame.Rect(lay["objectives"]["buttons"][name])
        put(pygame.image.load(str(ART / "ui/button_normal.png")), rect)
        text(s, name.capitalize(), 18, "paper", rect.center)
    pr = pygame.Rect(lay["areas"]["prompt"])
    text(s, "Blue: choose a path for your cattleman (fees shown per path)", 20, "ink", pr.center, kind="text")
    return pygame.transform.smoothscale(s.surface, (1280, 720))


def credits_lines() -> list[str]:
    """The Credits screen's lines in English (gwt_desktop/text/credits.py holds them, in every language)."""
    from gwt_desktop.text import credits, i18n

    i18n.set_language("en")
    return credits.lines()


def seat_sprites(lay: dict) -> None:
    """Every sprite in a seat's colour (and with its mark): private buildings, discs, cattlemen, engines,
    certificate markers, player boards."""
    for p in range(len(S.PLAYERS)):
        with density(S.DENSITY["buildings"]):
            for tile in S.PRIVATE_BUILDINGS:
                save(private_building(tile, p), f"buildings/private_{tile}_p{p}.png")
        with density(S.DENSITY["pieces"]):
            save(disc(p, False), f"pieces/disc_p{p}_white.png")
            save(disc(p, True), f"pieces/disc_p{p}_dark.png")
            save(piece(p, "engine"), f"pieces/engine_p{p}.png")
            save(piece(p, "cattleman"), f"pieces/cattleman_p{p}.png")
            save(cert_marker(p), f"pieces/certificate_p{p}.png")
        with density(S.DENSITY["player_boards"]):
            save(player_board_sprite(p, lay), f"player_boards/player_board_p{p}.png")


def write_print_sizes(merge: bool = False) -> None:
    path = ART / "print_sizes.json"
    data = json.loads(path.read_text(encoding="utf-8"))["sprites"] if merge and path.is_file() else {}
    data.update(PRINT)
    data = {k: v for k, v in data.items() if (ART / k).is_file()}  # a sprite no longer made leaves the list
    note = ("Written by build_scripts/make_art.py: each sprite's printed texts [text, font px in the sprite, font] "
            "and icons [icon, px in the sprite].")
    rows = [f"{json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}" for k, v in sorted(data.items())]
    path.write_text("{" + json.dumps("note") + ": " + json.dumps(note) + ",\n" + json.dumps("sprites") + ": {\n"
                    + ",\n".join(rows) + "}}\n", encoding="utf-8")


def write_palette() -> None:
    palette = {"palette": S.PALETTE, "players": list(S.PLAYERS),
               "breeds": {k: {"name": v[0], "color": v[1], "value": v[2]} for k, v in S.BREEDS.items()}}
    (UI / "palette.json").write_text(json.dumps(palette, indent=1) + "\n", encoding="utf-8")


def previews() -> None:
    """The review images from the sprites, fonts and board as they are in art/: nothing fetched."""
    pygame.init()
    lay = json.loads((UI / "layout.json").read_text(encoding="utf-8"))
    save(preview(lay, pygame.image.load(str(ART / "board_background.png"))), "board_preview_1280.png")
    save(contact_sheet(), "contact_sheet.png")
    print(f"{ART.relative_to(ROOT)}/board_preview_1280.png and contact_sheet.png written")


def main() -> None:
    global ICONS
    if "--previews" in sys.argv[1:]:
        previews()
        return
    pygame.init()
    modules = fetch()
    install_fonts(modules)
    ICONS = Icons(modules)
    lay = json.loads((UI / "layout.json").read_text(encoding="utf-8"))
    if "--seats" in sys.argv[1:]:
        # Only what carries a seat's colour and mark, and the review images: the rest stays byte for byte.
        seat_sprites(lay)
        write_palette()
        save(preview(lay, pygame.image.load(str(ART / "board_background.png"))), "board_preview_1280.png")
        save(contact_sheet(), "contact_sheet.png")
        write_print_sizes(merge=True)
        print(f"seat sprites written to {ART.relative_to(ROOT)}/")
        return
    for sub in ("icons", "actions", "buildings", "tiles", "cards", "pieces", "player_boards", "ui", "board"):
        shutil.rmtree(ART / sub, ignore_errors=True)
    for key in S.ICONS:
        save(ICONS.get(key, round(64 * S.DENSITY["icons"]), S.PALETTE["ink"]), f"icons/{key}.png")
    with density(S.DENSITY["actions"]):
        for key in S.ACTIONS:
            g = new((120, 64))
            draw_glyph(g, g.get_rect(), key)
            save(g, f"actions/{key}.png")
    with density(S.DENSITY["buildings"]):
        for letter in S.NEUTRAL_BUILDINGS:
            save(neutral_building(letter), f"buildings/neutral_{letter}.png")
    with density(S.DENSITY["tiles"]):
        for kind in board.HAZARD_TYPES:
            for points, h in S.HAZARD_KINDS:
                save(hazard_tile(kind, points, h), f"tiles/hazard_{kind}_{points}{h}.png")
        for color in ("green", "blue"):
            save(teepee_tile(color), f"tiles/teepee_{color}.png")
        for kind in ("cowboy", "craftsman", "engineer"):
            save(worker_tile(kind), f"tiles/worker_{kind}.png")
        for k in (1, 2, 3):
            save(tile_back(k), f"tiles/back_{k}.png")
        for key in S.STATION_MASTERS:
            save(station_master(key), f"tiles/station_master_{key}.png")
    with density(S.DENSITY["cards"]):
        for breed, (_, _, _, points) in S.BREEDS.items():
            if breed == "any":
                continue
            if points == (0,):
                for p in range(len(S.PLAYERS)):
                    save(cattle_card(breed, 0, p), f"cards/cattle_{breed}_p{p}.png")
            elif len(points) == 1:
                save(cattle_card(breed, points[0]), f"cards/cattle_{breed}.png")
            else:
                for v in points:
                    save(cattle_card(breed, v), f"cards/cattle_{breed}_{v}.png")
        save(card_back("cattle", "wood"), "cards/cattle_back.png")
        for k, (action, tasks, points, penalty, _copies) in enumerate(S.OBJECTIVES):
            save(objective_card(action, tasks, points, penalty), f"cards/objective_{k:02d}.png")
            save(objective_card(action, tasks, points, penalty, bare=True), f"cards/objective_{k:02d}_bare.png")
        back = card_back("objective", "wood_light")
        save(pygame.transform.smoothscale(back.surface, (round(OBJ_CARD[0] * back.k), round(OBJ_CARD[1] * back.k))),
             "cards/objective_back.png")
    with density(S.DENSITY["board"]):
        for k in range(len(board.STATIONS)):
            save(station_sprite(k), f"board/station_{k + 1}.png")
        save(turnout_sprite(), "board/turnout.png")
        for i in range(len(board.CITIES)):
            save(city_sprite(i), f"board/city_{i}.png")
    seat_sprites(lay)
    with density(S.DENSITY["pieces"]):
        save(token(), "pieces/job_token.png")
        save(coin_sprite(1), "pieces/coin_1.png")
        save(coin_sprite(5), "pieces/coin_5.png")
    with density(S.DENSITY["ui"]):
        for state in ("normal", "hover", "pressed", "disabled"):
            save(button(state), f"ui/button_{state}.png")
        save(ui_panel(), "ui/panel.png")
        save(tooltip(), "ui/tooltip.png")
        for size in (512, 256, 64, 32):
            save(app_icon(size), f"ui/app_icon_{size}.png")
    with density(S.DENSITY["background"]):
        bg = board_background(lay)
    # Two of the board's art: the client loads the plain one for a window up to 1920x1080 (a third of
    # the time to start) and the @2x one beyond (ui/kit/assets.source).
    save(bg, "board_background@2x.png")
    save(pygame.transform.smoothscale(bg.surface, tuple(lay["size"])), "board_background.png")
    save(preview(lay, bg), "board_preview_1280.png")
    save(contact_sheet(), "contact_sheet.png")
    write_palette()
    write_print_sizes()
    (UI / "credits.json").write_text(json.dumps({"lines": credits_lines()}, indent=1, ensure_ascii=False) + "\n",
                                     encoding="utf-8")
    print(f"art written to {ART.relative_to(ROOT)}/")


if __name__ == "__main__":
    main()
