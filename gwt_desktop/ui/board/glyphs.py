"""The actions printed on the trail's buildings, drawn at draw time: each action as its icons with its
numbers in the font at GLYPH_FONT (19 logical px: 9.1 px of cap height at 1280x720), laid out in rows
inside the tile (ui/board/glyph_specs.py says which parts make each action, as the art draws them).

The sprites print these numbers inside the action glyphs 1-3 px tall at 1280x720 (a 64 px tile
shrinks a 128 px sprite to a third): here the icons take the room the numbers leave, rows share the
tile, and an action too wide for a row breaks after its requirement's arrow or before an alternative.
The drawing goes into the board's cached trail layer (redrawn when the trail changes), never per frame.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import pairwise

import pygame

from ...text import table as words
from ..kit import canvas, draw
from ..kit.canvas import Pic
from ..kit.paint import Painter, color, draw_mark, on_clear, player_rgb, seat_mark_kind, text_surface, tinted
from ..kit.theme import hex_rgb, palette
from .glyph_specs import ACTIONS, NEUTRAL_BUILDINGS, PRIVATE_BUILDINGS

GLYPH_FONT = 19  # every number in an action: 9.1 px of cap height at 1280x720
ROW_MIN = 19  # a row holds a 19 px number's cap height (13.6 px) with a little air
ROW_MAX = 26
GAP = 1  # between the atoms of one action (none between an icon and its number: "cert 2", "engine <1")
DIVIDER = 7  # between two actions in one row: a thin line with air either side
ICON_SCALES = (1.0, 0.9, 0.8, 0.7)  # icons give way before the numbers do...
ICON_MIN = 18  # ...down to 18 logical px, 12 px at 1280x720 (issue 43: every icon at least 12 px there)
PER_ICON = 0.62  # a "per" icon (per cowboy, per engineer) on its paper chip, of the row's icon size
LABELS = {"-1": "\u22121", "-2": "\u22122"}
# "1|2" on an auxiliary action: single or double, as the player's own board has unlocked; the icon alone
# says "an auxiliary action" and the board the rest (an icon and a number the player knows).
UNSHOWN = {"1|2"}
NEUTRAL_GROW = 14  # a neutral building stands in an open spot: drawn this much wider on each side
HEADER = 21  # a private building's band in its owner's colour: mark, hands, points


def text_width(s: str) -> int:
    """A number's width in an action at GLYPH_FONT, as drawn at the scale of the moment."""
    return _text_width(s, canvas.scale())


@lru_cache(maxsize=256)
def _text_width(s: str, _scale: float) -> int:
    return canvas.font(GLYPH_FONT, bold=True).size(s)[0]


# ---- an action as atoms -------------------------------------------------------------------------------
# An atom is (kind, arg, width at icon size 1.0 as a function of the icon size): kinds are icon (key,
# tint), per (key: a small icon on a paper chip), num (text, colour name), coin (text, cost), card (breed),
# pair (two cards alike), arrow, back (an engine's step back), sep (text). An action is a list of segments, each a list of atoms;
# a row may break only between segments.

def _part(part, req: bool) -> list[list[tuple]]:
    kind = part[0]
    if kind == "coin":
        return [[("coin", (part[1], req))]]
    if kind == "card":
        return [[("pair", None)]] if part[1] == "same2" else [[("card", part[1])]]
    _, key, label, per = part
    tint = "cost" if req else "ink"
    out: list[tuple] = []
    if per and per.startswith("pay"):  # pay this much, then the action
        out += [("coin", (per[3:], True)), ("arrow", None)]
    if label == "G+B":  # a green and a blue teepee
        out += [("icon", (key, "teepee_green")), ("icon", (key, "teepee_blue"))]
        label = None
    elif label == "max":  # certificates up to one's limit
        out += [("icon", (key, tint)), ("per", "limit")]
        label = None
    else:
        out.append(("icon", (key, tint)))
    if label and label.startswith("<"):  # back along the track: a drawn arrow, then how far
        out.append(("back", None))
        label = label[1:]
    if label and label not in UNSHOWN:
        shown = LABELS.get(label, label)
        out.append(("num", (shown, "cost" if req or label.startswith(("-", "<")) else "gain")))
    if per and not per.startswith("pay"):
        out.append(("per", per))
    return [out]


def action_segments(key: str) -> list[list[tuple]]:
    spec = ACTIONS[key]
    segs: list[list[tuple]] = []
    req = spec.get("req")
    if req:
        first = _part(req, True)[0] + [("arrow", None)]
        segs.append(first)
    for k, part in enumerate(spec["gain"]):
        seg = _part(part, False)[0]
        if k:
            seg = [("sep", "/" if spec.get("alt") else "+")] + seg
        segs.append(seg)
    return segs


def atom_width(atom: tuple, icon: float) -> float:
    kind, arg = atom
    if kind == "icon":
        return icon
    if kind == "per":
        return max(icon * 0.8, _per_size(icon) + 2)
    if kind == "num":
        return text_width(arg[0])
    if kind == "coin":
        return max(icon * 0.9, text_width(arg[0]) + 6)  # a drawn coin, no icon: as small as its number lets it
    if kind == "card":
        return max(icon * 0.7, text_width(_breed_label(arg)) + 4)
    if kind == "pair":
        return icon * 1.05
    if kind in ("arrow", "back"):
        return 5
    return max(4, text_width(arg) - 2)  # sep: "+" or "/", its side bearings shared with its neighbours


def _per_size(icon: float) -> float:
    return max(ICON_MIN, icon * PER_ICON)


def _width(atoms: list[tuple], icon: float) -> float:
    return sum(atom_width(a, icon) for a in atoms) + sum(_gap(a, b) for a, b in pairwise(atoms))


def _gap(a: tuple, b: tuple) -> int:
    """The air between two atoms of an action."""
    if a[0] == "icon" and b[0] in ("num", "back") or a[0] == "back" and b[0] == "num":
        return 0
    return GAP


# ---- fitting actions into a tile's rows -----------------------------------------------------------------

def _plans(actions: tuple[str, ...]) -> list[list[list[list[tuple]]]]:
    """Candidate arrangements, best first: a plan is rows; a row is the atoms of each action in it."""
    segs = [action_segments(a) for a in actions]
    whole = [[a for s in ss for a in s] for ss in segs]
    plans = [[[w] for w in whole]]  # one action per row
    if len(actions) > 1:  # two actions side by side, the rest below
        plans.append([whole[:2], *[[w] for w in whole[2:]]])
        plans.append([[whole[0]], whole[1:]])
    for i, ss in enumerate(segs):  # one action broken over two rows
        for cut in range(1, len(ss)):
            head = [a for s in ss[:cut] for a in s]
            tail = [a for s in ss[cut:] for a in s]
            plans.append([*[[w] for w in whole[:i]], [head], [tail], *[[w] for w in whole[i + 1:]]])
    return plans


def _row_width(row: list[list[tuple]], icon: float) -> float:
    return sum(_width(atoms, icon) for atoms in row) + DIVIDER * (len(row) - 1)


def arrange(actions: tuple[str, ...], w: int, h: int):
    """(rows, row height, icon size) for these actions in a w x h area: the largest icons for which a
    plan's rows each fit the width, every row at least ROW_MIN tall; the best effort when none fits
    (its numbers measured at the scale of the moment)."""
    return _arrange(actions, w, h, canvas.scale())


@lru_cache(maxsize=256)
def _arrange(actions: tuple[str, ...], w: int, h: int, _scale: float):
    best = None
    for scale in ICON_SCALES:
        for plan in _plans(actions):
            n = len(plan)
            row_h = min(ROW_MAX, h / n)
            if row_h < ROW_MIN:
                continue
            icon = max(ICON_MIN, row_h * scale)
            widest = max(_row_width(row, icon) for row in plan)
            if widest <= w:
                return plan, row_h, icon
            if best is None or widest < best[0]:
                best = (widest, plan, row_h, icon)
    _, plan, row_h, icon = best
    return plan, row_h, icon


def _breed_label(breed: str) -> str:
    value = palette()["breeds"][breed]["value"]
    return str(value) if value else "?"


# ---- drawing ----------------------------------------------------------------------------------------------

def _icon(p: Painter, key: str, tint: str, cx: float, cy: float, size: float) -> None:
    s = max(4, round(size))
    r = (round(cx - s / 2), round(cy - s / 2), s, s)
    if tint == "ink":
        p.image(f"icons/{key}.png", r)
    else:
        p.surf.blit(tinted(f"icons/{key}.png", (s, s), color(tint)), r[:2])


def _number(p: Painter, s: str, x: float, cy: float, rgb) -> None:
    p.text(s, (x, cy), size=GLYPH_FONT, bold=True, rgb=rgb, anchor="midleft")


def draw_atom(p: Painter, atom: tuple, x: float, cy: float, icon: float) -> float:
    """Draws one atom with its left edge at x, centred on cy; returns its width."""
    kind, arg = atom
    w = atom_width(atom, icon)
    cx = x + w / 2
    if kind == "icon":
        _icon(p, arg[0], arg[1], cx, cy, icon)
    elif kind == "per":
        size = _per_size(icon)
        r = max(icon * 0.4, size / 2 + 1)
        draw.circle(p.surf, color("paper"), (cx, cy), r)
        draw.circle(p.surf, color("ink"), (cx, cy), r, 1)
        _icon(p, arg, "ink", cx, cy, size)
    elif kind == "num":
        _number(p, arg[0], x, cy, color(arg[1]))
    elif kind == "coin":
        label, cost = arg
        rect = pygame.Rect(0, 0, round(w), round(icon))
        rect.center = (round(cx), round(cy))
        draw.rect(p.surf, color("gold"), rect, border_radius=rect.h // 2)
        draw.rect(p.surf, color("cost" if cost else "ink"), rect, 2 if cost else 1, border_radius=rect.h // 2)
        p.text(label, (cx, cy), size=GLYPH_FONT, bold=True, rgb=color("ink"), anchor="center")
    elif kind == "card":
        _card(p, arg, pygame.Rect(round(x), round(cy - icon / 2), round(w), round(icon)), True)
    elif kind == "pair":
        cw, ch = round(icon * 0.6), round(icon * 0.82)
        for dx, dy in ((0, 0), (w - cw, icon - ch)):
            _card(p, "any", pygame.Rect(round(x + dx), round(cy - icon / 2 + dy), cw, ch), False)
        for dy in (-2, 2):  # "alike": an equals sign over the pair
            draw.line(p.surf, color("ink"), (cx - 4, cy + dy), (cx + 4, cy + dy), 2)
    elif kind == "arrow":
        draw.polygon(p.surf, color("ink"), [(x + 0.5, cy - 4), (x + 4.5, cy), (x + 0.5, cy + 4)])
    elif kind == "back":
        draw.polygon(p.surf, color("cost"), [(x + 4.5, cy - 4), (x + 0.5, cy), (x + 4.5, cy + 4)])
    else:  # sep
        _number(p, arg, x - 1, cy, color("ink"))
    return w


def _card(p: Painter, breed: str, rect: pygame.Rect, value: bool) -> None:
    fill = hex_rgb(palette()["breeds"][breed]["color"])
    draw.rect(p.surf, fill, rect, border_radius=3)
    draw.rect(p.surf, color("cost"), rect, 2, border_radius=3)
    if value:
        light = 0.299 * fill[0] + 0.587 * fill[1] + 0.114 * fill[2] > 140
        p.text(_breed_label(breed), rect.center, size=GLYPH_FONT, bold=True,
               rgb=color("ink") if light else color("paper"), anchor="center")


def draw_actions(p: Painter, actions: tuple[str, ...], area) -> list[pygame.Rect]:
    """The actions in `area` (x, y, w, h), rows centred; returns each row's rect as drawn."""
    x0, y0, w, h = area
    plan, row_h, icon = arrange(tuple(actions), int(w), int(h))
    top = y0 + (h - row_h * len(plan)) / 2
    drawn = []
    for k, row in enumerate(plan):
        cy = top + row_h * (k + 0.5)
        width = _row_width(row, icon)
        x = x0 + (w - width) / 2
        drawn.append(pygame.Rect(round(x), round(cy - row_h / 2), round(width), round(row_h)))
        if k:  # rows of different actions, or one action's second row: a faint line between
            ly = round(top + row_h * k)
            draw.line(p.surf, color("paper_dark"), (x0 + 3, ly), (x0 + w - 4, ly), 1)
        for j, atoms in enumerate(row):
            if j:
                lx = round(x + DIVIDER / 2)
                draw.line(p.surf, color("ink"), (lx, cy - row_h / 2 + 2), (lx, cy + row_h / 2 - 2), 1)
                x += DIVIDER
            for i, atom in enumerate(atoms):
                x += draw_atom(p, atom, x, cy, icon) + (_gap(atom, atoms[i + 1]) if i < len(atoms) - 1 else 0)
    return drawn


def points_shield(p: Painter, right: float, top: float, value: int) -> float:
    """Victory points as the art draws them, a shield (green, red when a loss) with the number at
    GLYPH_FONT; its right edge at `right`. Returns its left edge."""
    label = words.city_points(value) if value < 0 else str(value)
    digits = text_surface(label, round(GLYPH_FONT * p.text_scale), color("paper"), True)
    half = max(9, digits.get_width() / 2 + 2)
    cx = right - half
    pts = [(cx - half, top), (cx + half, top), (cx + half, top + 15), (cx, top + 21), (cx - half, top + 15)]
    draw.polygon(p.surf, color("gain") if value >= 0 else color("cost"), pts)
    draw.polygon(p.surf, color("ink"), pts, 1)
    p.text(label, (cx, top + 9), size=GLYPH_FONT, bold=True, rgb=color("paper"), anchor="center")
    return cx - half


# ---- the buildings ----------------------------------------------------------------------------------------

def neutral_rect(rect) -> tuple[int, int, int, int]:
    """Where a neutral building is drawn: its space grown sideways into the open spot around it."""
    x, y, w, h = rect
    return (x - NEUTRAL_GROW, y, w + 2 * NEUTRAL_GROW, h)


def draw_neutral(p: Painter, letter: str, rect) -> tuple[int, int, int, int]:
    """A neutral building: its letter on a wood band, its actions below in rows. Returns its rect."""
    r = neutral_rect(rect)
    p.surf.blit(_rendered("neutral", (letter,), r[2], r[3]), r[:2])
    return r


def _paint_neutral(p: Painter, letter: str, r) -> None:
    x, y, w, h = r
    p.panel(r, color("paper_dark"), color("ink"), radius=7, width=2)
    band = pygame.Rect(x, y, w, 19)
    draw.rect(p.surf, color("wood"), band, border_top_left_radius=7, border_top_right_radius=7)
    draw.rect(p.surf, color("ink"), r, 2, border_radius=7)
    p.text(letter, (x + w / 2, y + 10), size=GLYPH_FONT, rgb=color("paper"), display=True, anchor="center")
    draw_actions(p, NEUTRAL_BUILDINGS[letter], (x + 3, y + 20, w - 6, h - 22))


def draw_private(p: Painter, building: str, color_index: int, rect) -> None:
    """A player's building on the trail: a frame and band in the owner's colour with the owner's mark,
    the hands it charges and its points; its actions below in rows, numbers in the font. Its
    craftsmen (what it cost) are in its tooltip."""
    p.surf.blit(_rendered("private", (building, color_index), int(rect[2]), int(rect[3])), rect[:2])


def _paint_private(p: Painter, building: str, color_index: int, rect) -> None:
    _craftsmen, points, hands, actions = PRIVATE_BUILDINGS[building]
    x, y, w, h = rect
    owner = player_rgb(color_index)
    p.panel(rect, color("paper"), owner, radius=7, width=3)
    draw.rect(p.surf, owner, (x, y, w, HEADER), border_top_left_radius=7, border_top_right_radius=7)
    mark = (x + 10, y + 10)
    draw.circle(p.surf, color("paper"), mark, 8)
    draw.circle(p.surf, color("ink"), mark, 8, 1)
    draw_mark(p.surf, seat_mark_kind(color_index), mark, 6, color("ink"))
    left = points_shield(p, x + w - 2, y, points)
    if hands:
        _hands(p, hands, (x + 19 + left) / 2, y + 10)
    draw_actions(p, actions, (x + 2, y + HEADER + 1, w - 4, h - HEADER - 4))


def _hands(p: Painter, hands: str, cx: float, cy: float) -> None:
    """The hands a building charges for, in one hand at ICON_MIN on a paper disc: green, black, or
    green on its left half and black on its right when it charges both."""
    s = ICON_MIN
    draw.circle(p.surf, color("paper"), (cx, cy), s / 2 + 1)
    left = round(cx - s / 2), round(cy - s / 2)
    tints = ["green_hand" if h == "g" else "black_hand" for h in hands]
    p.surf.blit(tinted("icons/hand.png", (s, s), color(tints[0])), left)
    if len(tints) > 1:  # the right half in the second colour
        p.surf.blit(tinted("icons/hand.png", (s, s), color(tints[1])), (left[0] + s // 2, left[1]),
                    area=(s // 2, 0, s - s // 2, s))
        draw.line(p.surf, color("paper"), (left[0] + s // 2, cy - s / 2 + 2), (left[0] + s // 2, cy + s / 2 - 2), 1)


def draw_supply(p: Painter, building: str, color_index: int, rect) -> None:
    """A building still in the player's supply (an 88x44 space on the player board): the craftsmen it
    costs on a brown disc over its points on a shield, in a column in the owner's colour, and its
    actions beside them in two rows, numbers in the font as on the trail. Its hands are in its tooltip."""
    p.surf.blit(_rendered("supply", (building, color_index), int(rect[2]), int(rect[3])), rect[:2])


SUPPLY_COLUMN = 26  # a two-digit points shield (11, 13) is 25 px wide


def _paint_supply(p: Painter, building: str, color_index: int, rect) -> None:
    craftsmen, points, _hands, actions = PRIVATE_BUILDINGS[building]
    x, y, w, h = rect
    owner = player_rgb(color_index)
    p.panel(rect, color("paper"), owner, radius=6, width=2)
    draw.rect(p.surf, owner, (x, y, SUPPLY_COLUMN + 2, h), border_top_left_radius=6, border_bottom_left_radius=6)
    cx = x + 1 + SUPPLY_COLUMN / 2
    draw.circle(p.surf, color("wood"), (cx, y + 11), 10)
    draw.circle(p.surf, color("ink"), (cx, y + 11), 10, 1)
    p.text(str(craftsmen), (cx, y + 11), size=GLYPH_FONT, bold=True, rgb=color("paper"), anchor="center")
    half = max(9, text_width(str(points)) / 2 + 2)
    points_shield(p, cx + half, y + h - 22, points)
    draw_actions(p, actions, (x + SUPPLY_COLUMN + 2, y + 2, w - SUPPLY_COLUMN - 4, h - 4))


# ---- the player board's cells ------------------------------------------------------------------------

CELL_ROW_MIN = 17  # a 38 px worker cell holds two rows: 17 px still clears a number's 13.6 px cap height


def _flow(atoms: list[tuple], rooms: tuple[float, ...], icon: float) -> list[list[tuple]] | None:
    """Atoms poured into rows of the given widths, in order; None when they need more rows."""
    rows: list[list[tuple]] = [[]]
    for atom in atoms:
        trial = rows[-1] + [atom]
        if _width(trial, icon) <= rooms[len(rows) - 1] or not rows[-1]:
            rows[-1] = trial
        elif len(rows) < len(rooms):
            rows.append([atom])
        else:
            return None
    if any(_width(r, icon) > room for r, room in zip(rows, rooms)):
        return None
    return rows


def arrange_cell(action: str, w: int, h: int, corner: int):
    """(rows, row height, icon size) for one action in a small cell: one row when it fits, else two
    rows of at least CELL_ROW_MIN, the first `corner` px short (a printed mark in the top-right corner)."""
    return _arrange_cell(action, w, h, corner, canvas.scale())


@lru_cache(maxsize=128)
def _arrange_cell(action: str, w: int, h: int, corner: int, _scale: float):
    atoms = [a for seg in action_segments(action) for a in seg]
    for scale in ICON_SCALES:
        row_h = min(ROW_MAX, h)
        icon = max(ICON_MIN, row_h * scale)
        if not corner and _width(atoms, icon) <= w:
            return [atoms], row_h, icon
    for scale in ICON_SCALES:
        row_h = max(CELL_ROW_MIN, h / 2)
        icon = max(ICON_MIN, row_h * scale)
        rows = _flow(atoms, (w - corner, w), icon)
        if rows is not None:
            return rows, row_h, icon
    return [atoms], min(ROW_MAX, h), ICON_MIN


def draw_cell(p: Painter, action: str, rect, corner: int = 0) -> None:
    """One action in a player-board cell (a worker row's space, an auxiliary action's box), its numbers
    at GLYPH_FONT; `corner` keeps the first row clear of a mark printed in the cell's top-right corner."""
    p.surf.blit(_rendered("cell", (action, corner), int(rect[2]), int(rect[3])), rect[:2])


def _paint_cell(p: Painter, action: str, corner: int, rect) -> None:
    x0, y0, w, h = rect
    rows, row_h, icon = arrange_cell(action, int(w), int(h), corner)
    top = y0 + (h - row_h * len(rows)) / 2
    for k, atoms in enumerate(rows):
        room = w - (corner if k == 0 else 0)
        cy = top + row_h * (k + 0.5)
        x = x0 + (room - _width(atoms, icon)) / 2
        for i, atom in enumerate(atoms):
            x += draw_atom(p, atom, x, cy, icon) + (_gap(atom, atoms[i + 1]) if i < len(atoms) - 1 else 0)


# ---- drawn once ---------------------------------------------------------------------------------------
# A trail redraw (every cattleman's step) drew each building's icons and numbers anew: 4 ms for a
# mid-game trail against 0.5 with the sprites. Each tile is drawn once per kind, owner and size and
# blitted after (docs/experiments/board_text.md); its words are digits and letters, the same in
# every language, and a fixed room keeps them at GLYPH_FONT under the Text size setting.

# Room for a 4-player view: ~30 trail buildings, 7 neutral, the shown board's 10 supply tiles and ~30
# cells, with a rival's board opened (an eviction would redraw a tile each time its layer is redrawn).
@lru_cache(maxsize=256)
def _rendered(kind: str, key: tuple, w: int, h: int) -> Pic:
    """A tile drawn once for each scale it is shown at (the window's, the zoomed trail's)."""
    def paint(surf) -> None:
        p = Painter(surf, None, [])
        if kind == "private":
            _paint_private(p, *key, (0, 0, w, h))
        elif kind == "neutral":
            _paint_neutral(p, *key, (0, 0, w, h))
        elif kind == "supply":
            _paint_supply(p, *key, (0, 0, w, h))
        else:
            _paint_cell(p, *key, (0, 0, w, h))

    return canvas.drawn((w, h), paint)


def forget() -> None:
    """Draw every tile anew next time (the tools and tests that count the texts drawn)."""
    _rendered.cache_clear()


on_clear(forget)
