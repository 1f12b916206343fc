"""The decision bar: the buttons for the moves the board cannot show (Done, the local actions of a
building, Kansas City's certificate choices, Cancel), each a glowing target like the board's pieces,
in fixed slots in one fixed place: the lane beside the off-trail teepees, which no space of the trail
uses (layout.json's "decision_bar", from build_scripts/make_layout.py). Done and Cancel always take
the rightmost slots, the rest fill from the left in the order offered, so a button stands where it
stood last turn whatever the number of choices. Words that do not fit on one line take two; words
that do not fit a slot even so take the slots beside it while the bar has them to spare (the one
city of a delivery, alone on the bar, says its points and transport cost whole).

Targets are (key, logical rect, label): the controller's key ("button:done", "action:hire", ...),
where it is drawn and the words on it (which the prompt line shows on hover, in full)."""
from __future__ import annotations

import re
from functools import cache, lru_cache

import pygame

from ...engine import Move, MoveKind
from ...text import menus
from ...text import table as table_words
from ...text.glance import only_city
from ..kit import assets, canvas, theme
from ..kit import draw as shapes
from ..kit.canvas import as_canvas
from ..kit.layout import load as load_layout
from ..kit.sentences import move_label
from ..kit.widgets import PAPER, button_face, fit_text, wrap
from .controller import AUX_BUTTON, CANCEL

Target = tuple[str, pygame.Rect, str]

GLOW = theme.GLOW
GAP = 10
SIZES = (26, 24, 22, 20, 18)  # a label's font sizes, largest first; 18 is 12 px at 1280x720, the prompt's floor
LINE_GAP = 2
# The keys pinned to the right end, rightmost first: ending and backing out never move.
RIGHT = ("button:done", "button:cancel", "button:back")


def key_label(key: str, move: Move | None, game, seats=None) -> str:
    """The words on a decision-bar button: its move's label, or what the key itself does."""
    if key == AUX_BUTTON:
        return table_words.AUX_ACTION
    if move is not None and move.kind == MoveKind.CITY and key.startswith("button:"):
        return only_city(game.delivery_options(game.to_move).options[0])  # the one city's button
    if move is not None:
        return move_label(move, game, seats)
    if key == CANCEL:
        return menus.CANCEL
    return key


def slots() -> list[pygame.Rect]:
    """The bar's fixed slots, left to right."""
    return [pygame.Rect(r) for r in load_layout().get("decision_bar", "slots")]


def area() -> pygame.Rect:
    return pygame.Rect(load_layout().get("decision_bar", "area"))



def _even(n: int) -> list[pygame.Rect]:
    """More buttons than slots (none seen in play, but never lose one): the area cut in n."""
    a = area()
    w = (a.w - GAP * (n - 1)) // n
    return [pygame.Rect(a.x + k * (w + GAP), a.y, w, a.h) for k in range(n)]


def lay_out(labelled: list[tuple[str, str]], places: dict[str, pygame.Rect] | None = None) -> list[Target]:
    """Rects for the bar's (key, label) buttons, each in a slot.

    `places` holds where buttons stood earlier in the same turn (the scene keeps it): a button offered
    again keeps its slot, so a second click on the same spot never lands on a different action after
    the bar lost a button; the others take the free slots (Done and Cancel from the right)."""
    if not labelled:
        return []
    places = places or {}
    free = slots() if len(labelled) <= len(slots()) else _even(len(labelled))
    words = dict(labelled)
    chosen: dict[str, pygame.Rect] = {}
    for key, _ in labelled:  # first every button that stood somewhere this turn, where it stood
        old = places.get(key)
        under = [s for s in free if old is not None and old.contains(s)]
        if under and old == under[0].unionall(under[1:]):
            chosen[key] = old
            for s in under:
                free.remove(s)
    pinned = sorted((k for k, _ in labelled if k in RIGHT and k not in chosen), key=RIGHT.index)
    rest = [k for k, _ in labelled if k not in chosen and k not in pinned]
    waiting = len(pinned) + len(rest)
    for key in pinned + rest:
        r = free.pop() if key in pinned else free.pop(0)
        waiting -= 1
        # Too long for its slot: the neighbours too (leftwards for the right end) while one is spare
        # (the one city of a delivery, alone on the bar, says its points and transport cost whole).
        while free and len(free) > waiting and not in_face(key, words[key], r):
            near = free[-1] if key in pinned else free[0]
            if not (abs(near.x - r.right - GAP) <= 1 or abs(r.x - near.right - GAP) <= 1):
                break
            free.remove(near)
            r = r.union(near)
        chosen[key] = r
    return [(key, pygame.Rect(chosen[key]), label) for key, label in labelled]


# The button sprite's face (art/ui/button_*.png, 48 px high: a dark border, a light line along the top
# in rows 6-7, the face in rows 8-44, the border again below): a button's words are laid out in the
# face, so they never touch the top line or the bottom edge (they did, with two or three lines in a
# slot: "Kansas City: -6 points, no transport cost", "Jersey for cert + $2").
FACE_TOP, FACE_BOTTOM = 8 / 48, 3 / 48


def face(r: pygame.Rect) -> pygame.Rect:
    """The part of a button where its words go, scaled with the sprite."""
    top, bottom = round(r.h * FACE_TOP), round(r.h * FACE_BOTTOM)
    return pygame.Rect(r.x, r.y + top, r.w, r.h - top - bottom)


def icon_size(r: pygame.Rect) -> int:
    return min(r.h - 16, 44)


def _room(key: str, r: pygame.Rect, icon: bool = True) -> int:
    """The width a button's words may take: all but the margins and, when drawn, a local action's icon."""
    return r.w - (icon_size(r) + 22 if icon and key.startswith("action:") else 16)


def _step(size: int, lines: int) -> int:
    """Baseline to baseline: for two or three lines a tight one (the size and 3 px, room for a
    descender above the next line's capitals), so they fit a button's face."""
    return canvas.font(size, bold=True).get_linesize() + LINE_GAP if lines <= 1 else size + 3


def _height(size: int, lines: int) -> int:
    return _step(size, lines) * (lines - 1) + canvas.font(size, bold=True).get_height()


def _blank(size: int) -> int:
    """The font box's empty room above the accents of capitals (Ä: 3 px at 18, 4 px at 22)."""
    return round(size * 0.15)


def _ink(size: int, lines: int) -> int:
    """How tall the words are drawn: their boxes less the empty room above the first line."""
    return _height(size, lines) - _blank(size)


def _lines_in(label: str, room: int, r: pygame.Rect, three: bool = False) -> tuple[int, list[str]] | None:
    """One line at the largest size that fits, else two at the largest size where both fit, in the
    button's face; with `three`, else three at the smallest size (a language longer than English); None."""
    height = face(r).h
    for size in SIZES:
        if canvas.font(size, bold=True).size(label)[0] <= room and _ink(size, 1) <= height:
            return size, [label]
    for size in SIZES:
        font = canvas.font(size, bold=True)
        lines = wrap(label, size, room, bold=True)
        if (len(lines) <= 2 and all(font.size(line)[0] <= room for line in lines)
                and _ink(size, len(lines)) <= height):
            return size, lines
    if not three:
        return None
    # The last resort of a language a third longer than English (none shipped; the pseudo-locale's
    # test): three lines at the smallest size can only fill the whole button, over its top line.
    size = SIZES[-1]
    font = canvas.font(size, bold=True)
    lines = wrap(label, size, room, bold=True)
    if (len(lines) == 3 and all(font.size(line)[0] <= room for line in lines)
            and _height(size, 3) <= r.h - 2):
        return size, lines
    return None


def label_lines(key: str, label: str, r: pygame.Rect) -> tuple[int, list[str], bool]:
    """The font size, the lines a button's words are drawn in and whether its icon is drawn: with the
    icon when the words fit beside it, else without (the tooltip shows the action's picture and words);
    fits() says whether the words then fit whole. Worked out once per label and slot, not per frame."""
    size, lines, icon = _label_lines(key.startswith("action:") and _has_icon(key.split(":", 1)[1]), label, r.w, r.h,
                                     canvas.scale())
    return size, list(lines), icon


@lru_cache(maxsize=256)
def _label_lines(action: bool, label: str, w: int, h: int, _scale: float) -> tuple[int, tuple[str, ...], bool]:
    # _scale: the words are measured at the window's scale (canvas.measure), so a resize lays them out anew
    key, r = ("action:" if action else "button:"), pygame.Rect(0, 0, w, h)
    for three in (False, True):  # in the face with or without the icon, before three lines
        for icon in ((True, False) if action else (False,)):
            laid = _lines_in(label, _room(key, r, icon=icon), r, three)
            if laid is not None:
                return laid[0], tuple(laid[1]), icon
    return SIZES[-1], tuple(wrap(label, SIZES[-1], _room(key, r, icon=False), bold=True)[:2]), False


def fits(key: str, label: str, r: pygame.Rect) -> bool:
    """Whether a button's words are drawn whole (tests/ui/test_nothing_cut_off.py asks)."""
    size, lines, icon = label_lines(key, label, r)
    font = canvas.font(size, bold=True)
    tall = _height(size, 3) <= r.h - 2 if len(lines) == 3 else _ink(size, len(lines)) <= face(r).h
    return (" ".join(lines).split() == label.split() and tall
            and all(font.size(line)[0] <= _room(key, r, icon) for line in lines))


def in_face(key: str, label: str, r: pygame.Rect) -> bool:
    """Whether a button's words lie inside its face, clear of its top line and bottom edge (one or two
    lines: every label in English and German)."""
    return len(label_lines(key, label, r)[1]) <= 2 and fits(key, label, r)


def draw(surf, targets: list[Target], hover: str | None) -> None:
    surf = as_canvas(surf)
    for key, r, label in targets:
        state = "hover" if key == hover else "normal"
        button_face(surf, r, state)
        shapes.rect(surf, GLOW, r.inflate(6, 6), width=3, border_radius=10)
        size, lines, with_icon = label_lines(key, label, r)
        left, room = r.x + 8, _room(key, r, with_icon)
        if with_icon:
            side = icon_size(r)
            icon = action_icon(key.split(":", 1)[1], side)
            if icon is not None:
                surf.blit(icon, (r.x + 8, r.centery - side // 2))
            left = r.x + side + 14
        step = _step(size, len(lines))
        if len(lines) <= 2:  # the words' ink in the middle of the face
            y = face(r).centery - _ink(size, len(lines)) // 2 - _blank(size)
        else:  # three lines (a longer language than any shipped) fill the button
            y = r.centery - _height(size, len(lines)) // 2
        for line in lines:
            t = _rendered(line, size, room)
            surf.blit(t, t.get_rect(midtop=(left + room // 2, y)))
            y += step


@lru_cache(maxsize=128)
def _rendered(line: str, size: int, room: int):
    """A button's line of words, rendered once (the bar is drawn every frame, its words change by turn)."""
    return canvas.font(size, bold=True).render(fit_text(line, size, room, bold=True), True, PAPER)


# Engine action names whose sprite in art/actions/ is named otherwise; the rest differ only by an
# underscore before their number ("move3" -> move_3.png) or match exactly.
_ICON_NAMES = {
    "dutch2": "dutch_belt_2", "dutch3": "dutch_belt_3", "angus2": "black_angus_2",
    "angus_cert2": "black_angus_cert2", "any3_objective": "any_3_objective",
    "objective_cert2": "objective_to_cert2", "money_engineers": "money_per_engineer",
    "engine_woods": "engine_per_woods", "draw_cowboys": "draw_per_cowboy", "buy": "buy_cattle",
    "cert_max": "cert_to_limit", "upgrade_behind": "upgrade_station", "teepee": "trade",
}


def _icon_file(name: str) -> str | None:
    base = _ICON_NAMES.get(name) or re.sub(r"(?<=[a-z])(\d+)$", r"_\1", name)
    for fname in (f"actions/{base}.png", f"actions/{name}.png"):
        if assets.art_path(fname).exists():
            return fname
    return None


@cache
def _has_icon(name: str) -> bool:
    """Whether a local action has a sprite: without one its words take the whole button (they were
    laid out beside an icon that was never drawn, "Jersey for cert + $2" pushed to the right)."""
    return _icon_file(name) is not None


def action_icon(name: str, size: int):
    """The sprite of a local action, `size` pixels square, or None when it has none."""
    fname = _icon_file(name)
    if fname is None:
        return None
    try:
        return canvas.sprite(fname, (size, size))
    except (pygame.error, FileNotFoundError):
        return None
