"""The decision bar: a row of buttons across the trail's middle for the moves the board cannot show
(Done, the local actions of a building, Kansas City's certificate choices, Cancel), each a glowing
target like the board's pieces. A second row takes what does not fit in one.

Targets are (key, logical rect, label): the controller's key ("button:done", "action:hire", ...),
where it is drawn and the words on it (which the prompt line shows on hover)."""
from __future__ import annotations

import re

import pygame

from ..kit import assets, theme
from ..kit.widgets import PAPER, fit_text

Target = tuple[str, pygame.Rect, str]

GLOW = theme.GLOW
# The band across the trail's middle is the emptiest part of the board.
BAR_Y, BAR_H = 466, 64
BAR_CENTER_X = 760
BAR_MAX_W = 1480
GAP = 12


def lay_out(labelled: list[tuple[str, str]], places: dict[str, pygame.Rect] | None = None) -> list[Target]:
    """Rects for the bar's (key, label) buttons: as wide as their words, centred, in rows as wide as
    the trail area.

    `places` holds where buttons stood earlier in the same turn (the scene keeps it): when every
    button offered now stood there, each keeps its place, so a second click on the same spot never
    lands on a different action after the bar lost a button (right of it, the rest used to slide)."""
    font = assets.font(28, bold=True)
    sizes = [(key, label, min(BAR_MAX_W, max(150, font.size(label)[0] + _pad(key)))) for key, label in labelled]
    kept = _kept(sizes, places or {})
    if kept is not None:
        return kept
    rows: list[list] = [[]]
    for item in sizes:
        if rows[-1] and sum(w + GAP for *_, w in rows[-1]) + item[2] > BAR_MAX_W:
            rows.append([])
        rows[-1].append(item)
    out: list[Target] = []
    for i, row in enumerate(rows):
        if not row:
            continue
        total = sum(w for *_, w in row) + GAP * (len(row) - 1)
        x = max(12, BAR_CENTER_X - total // 2)
        for key, label, w in row:
            out.append((key, pygame.Rect(x, BAR_Y + i * (BAR_H + GAP), w, BAR_H), label))
            x += w + GAP
    return out


def _pad(key: str) -> int:
    """Room on a button besides its words: the icon of a local action, the margins."""
    return 76 if key.startswith("action:") else 40


def label_size(key: str, label: str, r: pygame.Rect) -> int:
    """The font size a button's words are drawn at: 28 (20 on a low button), smaller down to 20 if
    they would not fit; fits() says whether they then fit whole."""
    size = 28 if r.h >= 50 else 20
    room = r.w - (r.h + 8 if key.startswith("action:") else 16)
    while size > 20 and assets.font(size, bold=True).size(label)[0] > room:
        size -= 2
    return size


def fits(key: str, label: str, r: pygame.Rect) -> bool:
    """Whether a button's words are drawn whole (tests/ui/test_nothing_cut_off.py asks)."""
    room = r.w - (r.h + 8 if key.startswith("action:") else 16)
    return assets.font(label_size(key, label, r), bold=True).size(label)[0] <= room


def _kept(sizes, places: dict[str, pygame.Rect]) -> list[Target] | None:
    """Every button at its earlier place (its new width from the same left edge), or None when one is
    new or two would now overlap."""
    if not sizes or any(key not in places for key, _, _ in sizes):
        return None
    out: list[Target] = []
    for key, label, w in sizes:
        old = places[key]
        r = pygame.Rect(old.x, old.y, w, old.h)
        if any(r.colliderect(q.inflate(GAP, 0)) for _, q, _ in out):
            return None
        out.append((key, r, label))
    return out


def draw(surf, targets: list[Target], hover: str | None) -> None:
    for key, r, label in targets:
        state = "hover" if key == hover else "normal"
        surf.blit(assets.scaled(f"ui/button_{state}.png", r.size), r)
        pygame.draw.rect(surf, GLOW, r.inflate(6, 6), width=3, border_radius=10)
        tx = r.centerx
        action = key.startswith("action:")
        if action:
            icon = action_icon(key.split(":", 1)[1], r.h - 16)
            if icon is not None:
                surf.blit(icon, (r.x + 10, r.y + 8))
                tx = r.centerx + (r.h - 8) // 2
        size = label_size(key, label, r)
        words = fit_text(label, size, r.w - (r.h + 8 if action else 16), bold=True)
        t = assets.font(size, bold=True).render(words, True, PAPER)
        surf.blit(t, t.get_rect(center=(tx, r.centery)))


# Engine action names whose sprite in art/actions/ is named otherwise; the rest differ only by an
# underscore before their number ("move3" -> move_3.png) or match exactly.
_ICON_NAMES = {
    "dutch2": "dutch_belt_2", "dutch3": "dutch_belt_3", "angus2": "black_angus_2",
    "angus_cert2": "black_angus_cert2", "any3_objective": "any_3_objective",
    "objective_cert2": "objective_to_cert2", "money_engineers": "money_per_engineer",
    "engine_woods": "engine_per_woods", "draw_cowboys": "draw_per_cowboy", "buy": "buy_cattle",
    "cert_max": "cert_to_limit", "upgrade_behind": "upgrade_station", "teepee": "trade",
}


def action_icon(name: str, size: int):
    """The sprite of a local action, `size` pixels square, or None when it has none."""
    base = _ICON_NAMES.get(name) or re.sub(r"(?<=[a-z])(\d+)$", r"_\1", name)
    fname = f"actions/{base}.png"
    if not assets.art_path(fname).exists():
        fname = f"actions/{name}.png"
    if not assets.art_path(fname).exists():
        return None
    try:
        return assets.scaled(fname, (size, size))
    except (pygame.error, FileNotFoundError):
        return None
