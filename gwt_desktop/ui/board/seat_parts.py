"""One seat's own things, drawn from its view: its player board (workers, discs, auxiliary actions,
certificates, money, limits, buildings still in supply, owned tiles), its hand, draw and discard
piles and objective area; and a two-line seat bar for every seat (seat_bars).

Only the viewer's entry of a view has a "hand"; another player's hand is never drawn, not even its
backs beyond a count, so a hot-seat screen cannot leak it.
"""
from __future__ import annotations

import pygame

from ...engine.components import DISCS_PER_PLAYER, HAZARDS, TILE_INDEX
from ...text import table as words
from ...text import words as words_of
from ..kit import draw
from ..kit.paint import (
    Painter,
    card_sprite,
    color,
    expand,
    player_rgb,
    text_surface,
    tile_sprite,
    tinted,
    veil,
)
from .board_parts import MASTER_ICONS, at_room_scale, draw_objective
from .glyph_specs import WORKER_ROWS
from .glyphs import draw_cell, draw_supply

# A seat bar is two lines of icons and numbers, as an online table's player panel: who, the running
# score, money and certificates; then hand of its limit, draw and discard piles, workers by kind,
# discs cleared from the board and objectives. BAR_FONT is 9 px of cap height at 1280x720.
BAR_FONT = 19
BAR_ICON = 18
BAR_MAX_H = 62  # with two or three seats the bars grow only this tall
BAR_MIN_GAP = 4
BAND_SCALE = 1.1  # the Text size setting on the own board's coloured band: as far as its height allows


WORKER_KINDS = ("cowboy", "craftsman", "engineer")
AUX_ACTIONS = ("aux_money", "aux_cards", "aux_cert", "aux_engine", "aux_thin")
# The view's disc groups (engine components.DISC_GROUPS order) -> the layout's disc slots on the
# player board, left to right. Discs leave a group from the left, so the remaining ones sit rightmost.
# aux_money_1 / aux_cards_1 are the grey always-empty spaces: those actions start unlocked.
DISC_SLOTS: tuple[tuple[str, bool, tuple[str, ...]], ...] = (
    ("aux_money", False, ("aux_money_2",)),
    ("aux_cards", False, ("aux_cards_2",)),
    ("aux_cert", False, ("aux_cert_1", "aux_cert_2")),
    ("aux_engine", False, ("aux_engine_1", "aux_engine_2")),
    ("aux_thin", False, ("aux_thin_1", "aux_thin_2")),
    ("cert4", False, ("cert_limit_4",)),
    ("cert6", True, ("cert_limit_6",)),
    ("step1", True, ("step_1",)),
    ("step2", True, ("step_2",)),
    ("hand", True, ("hand_1", "hand_2")),
)
FREE_SINGLE = ("aux_money", "aux_cards")


def aux_unlocked(discs: list[int], action: str) -> tuple[bool, bool]:
    """(single available, double available) for an auxiliary action, from the discs left in its group."""
    k = AUX_ACTIONS.index(action)
    _, _, slots = DISC_SLOTS[k]
    left = discs[k]
    single = action in FREE_SINGLE or left < len(slots)
    return single, left == 0


def draw_player_board(p: Painter, view: dict, seat: int, name: str) -> None:
    lay = p.layout
    pl = view["players"][seat]
    c = p.colors[seat]
    pb = lay.get("player_board")
    p.image(f"player_boards/player_board_p{c}.png", pb["area"])
    band = player_rgb(c)
    # Header: name, money, limits, on the board's coloured band (ink on the light colours).
    paper = color("ink") if 0.299 * band[0] + 0.587 * band[1] + 0.114 * band[2] > 150 else color("paper")
    wanted = p.text_scale
    p.text_scale = min(wanted, BAND_SCALE)  # the band is one line tall
    r = pb["name"]
    right = r[0] + r[2] - 4
    score = running_total(view, seat)
    if score is not None:  # the running score, right of the name: who is ahead reads at a glance
        sr = p.text(words.bar_points(score), (right, r[1] + r[3] / 2), size=19, rgb=paper, bold=True, anchor="midright")
        p.add(f"score:{seat}", sr)
        right = sr.left - 8
    p.text(name, (r[0] + 4, r[1] + r[3] / 2), size=19, rgb=paper, bold=True, anchor="midleft",
           max_width=right - r[0] - 4)
    r = pb["money"]
    p.panel(r, color("gold"), color("ink"), radius=8)
    p.text(words.bar_money(pl['money']), (r[0] + r[2] / 2, r[1] + r[3] / 2), size=19, bold=True, anchor="center")
    p.add("money", r)
    r = pb["limits"]
    # Not over the band's right end: the seat's mark printed there (make_art.player_board_sprite), or
    # the job-market token drawn over it.
    room = r[2] - 8 - r[3] - 4
    line = words.limits_line(pl["hand_limit"], pl["cert"], pl["perm_certs"], pl["cert_limit"])
    if _width(line, p.text_scale) > room:  # its shorter line at full size, rather than a smaller size
        line = words.limits_line(pl["hand_limit"], pl["cert"], pl["perm_certs"], pl["cert_limit"], brief=True)
    p.text(line, (r[0] + 4, r[1] + r[3] / 2), size=BAR_FONT, rgb=paper, bold=True, anchor="midleft",
           max_width=room)
    p.add("limits", r)
    p.text_scale = wanted
    if pl.get("token"):  # the job-market token, taken when it left the last row (2 VP at the end)
        tr = (r[0] + r[2] - r[3], r[1], r[3], r[3])
        p.image("pieces/job_token.png", tr)
        p.add("jobtoken", tr)
    # Workers: n workers of a kind fill the row's first n spaces (the first is printed on the board).
    for kind, n in zip(WORKER_KINDS, pl["workers"]):
        spaces = pb["workers"][kind]
        for k in range(min(n, len(spaces))):
            p.image(tile_sprite(kind), spaces[k])
        _row_glyphs(p, kind, spaces[n:], len(spaces[:n]))
        if n > len(spaces):
            last = spaces[-1]
            p.badge(str(n), (last[0] + last[2] - 10, last[1] + 12), size=BAR_FONT)
        first, last = spaces[0], spaces[-1]
        p.add(f"worker:{kind}", (first[0], first[1], last[0] + last[2] - first[0], first[3]))
    # Discs still on the board, and which auxiliary actions they lock.
    for k, (group, dark, slots) in enumerate(DISC_SLOTS):
        left = pl["discs"][k]
        for slot in slots[len(slots) - left:]:
            r = pb["discs"][slot]
            p.image(f"pieces/disc_p{c}_{'dark' if dark else 'white'}.png", r)
            p.add(f"disc:{slot}", r)
    for action in AUX_ACTIONS:
        r = pb["aux"][action]
        _aux_glyph(p, action, r)
        single, double = aux_unlocked(pl["discs"], action)
        if not single:  # still locked: greyed
            p.surf.blit(veil((r[2], r[3]), color("ink"), 120, 6), r[:2])
        elif double:
            # on the two empty disc spaces under the action (clearing them is what doubled it), off its glyph
            d = pb["discs"][f"{action}_2"]
            p.badge(words.AUX_DOUBLED, (r[0] + r[2] / 2, d[1] + d[3] / 2), size=BAR_FONT, fill=color("gain"))
        p.add(f"aux:{action}", r)
    # Certificates: the marker on the track.
    for n, r in pb["cert_track"].items():
        if int(n) == pl["cert"]:
            p.image(f"pieces/certificate_p{c}.png", (r[0] - 2, r[1] - 4, r[2] + 4, r[3] + 8), keep_aspect=True)
        p.add(f"cert:{n}", r)
    # Private buildings still in supply, on their numbered spaces.
    sides = view["sides"]
    for n in pl["supply"]:
        r = pb["buildings"][str(n)]
        draw_supply(p, f"{n}{sides[n - 1]}", c, r)
        p.add(f"building:{n}", r)
    # Tiles the player owns: hazards, teepees, station masters, in one row.
    r = pb["owned_tiles"]
    x = r[0]
    size = r[3]
    if not (pl["hazards"] or pl["teepees"] or pl["masters"]):
        p.text(words.NO_TILES_YET, (x + 4, r[1] + size / 2), size=BAR_FONT,
               rgb=color("wood"), anchor="midleft")
    # Teepees of one colour are one chip with their count: the row shares the bottom line with the
    # certificate track, and the teepees are what a player gathers most of. A station master's task
    # is left to its tooltip when the row would not hold every chip with it.
    teepees = {t: list(pl["teepees"]).count(t) for t in pl["teepees"]}
    tiles = list(pl["hazards"]) + list(teepees) + list(pl["masters"])
    tasks = sum(_owned_width(t, teepees, size, p.text_scale, True) + 3 for t in tiles) - 3 <= r[2]
    for tile in tiles:
        hazard = HAZARDS.get(TILE_INDEX.get(tile, -1))
        master = tile in words_of.MASTER_TASKS
        task = words_of.MASTER_TASKS[tile] if master and tasks else None
        count = f"\u00d7{teepees[tile]}" if teepees.get(tile, 0) > 1 else None
        width = _owned_width(tile, teepees, size, p.text_scale, tasks)
        if x + width > r[0] + r[2]:
            break
        # A hazard's tile prints its points 4 px tall at this row's 26 px, a station master its task
        # 1 px tall: the kind's icon and the number in the font instead (9 px of cap height at
        # 1280x720), on a chip as tall as the row.
        if hazard:
            p.panel((x, r[1], width, size), color("paper"), color("wood"), radius=5, width=1)
            p.image(f"icons/{hazard.type}.png", (x + 2, r[1] + 2, size - 4, size - 4))
            p.text(str(hazard.points), (x + size + 1, r[1] + size / 2), size=BAR_FONT, bold=True,
                   rgb=color("gain"), anchor="midleft")
        elif master:
            p.panel((x, r[1], width, size), color("paper"), color("rail"), radius=5, width=2)
            p.image("icons/station_master.png", (x + 2, r[1] + 2, size - 4, size - 4))
            p.image(MASTER_ICONS[tile], (x + size, r[1] + 2, size - 4, size - 4))
            if task:
                p.text(task, (x + 2 * size, r[1] + size / 2), size=BAR_FONT, bold=True, anchor="midleft")
        elif tile.endswith("_teepee"):
            # The teepee in its colour on a chip, as large as the row lets it (its tile's hand, which
            # matters only on the trail, was 4 px here at 1280x720), with the count of that colour.
            p.panel((x, r[1], width, size), color("paper"), color(f"teepee_{tile.split('_')[0]}"), radius=5, width=2)
            icon = size - 4
            p.surf.blit(tinted("icons/teepee.png", (icon, icon), color(f"teepee_{tile.split('_')[0]}")),
                        (x + 2, r[1] + 2))
            if count:
                p.text(count, (x + size + 1, r[1] + size / 2), size=BAR_FONT, bold=True, anchor="midleft")
        elif count:
            p.panel((x, r[1], width, size), color("paper"), color("wood"), radius=5, width=1)
            p.image(tile_sprite(tile), (x, r[1], size, size))
            p.text(count, (x + size + 1, r[1] + size / 2), size=BAR_FONT, bold=True, anchor="midleft")
        else:
            p.image(tile_sprite(tile), (x, r[1], size, size))
        p.add(f"owned:{tile}", (x, r[1], width, size))
        x += width + 3


def _owned_width(tile: str, teepees: dict[str, int], size: int, scale: float, task: bool) -> int:
    """A chip's width in the owned-tiles row: a hazard's icon and points, a station master's two icons
    (and its task when `task`), teepees of one colour with their count, or a lone tile."""
    hazard = HAZARDS.get(TILE_INDEX.get(tile, -1))
    if hazard:
        return size + 2 + _width(str(hazard.points), scale) + 4
    if tile in words_of.MASTER_TASKS:
        return 2 * size + 2 + (_width(words_of.MASTER_TASKS[tile], scale) + 4 if task else 0)
    if teepees.get(tile, 0) > 1:
        return size + 2 + _width(f"\u00d7{teepees[tile]}", scale) + 4
    return size


@at_room_scale
def _row_glyphs(p: Painter, kind: str, free: list, first: int) -> None:
    """What hiring into a worker row's free spaces gives, its numbers in the font (glyphs.py); the
    spaces 5 and 6 print their 4 VP in the top-right corner, which the glyph's first row keeps clear of."""
    for k, cell in enumerate(free, start=first):
        action = WORKER_ROWS[kind][k - 1] if k else None
        if action:
            draw_cell(p, action, (cell[0] + 2, cell[1] + 2, cell[2] - 4, cell[3] - 4), corner=12 if k >= 4 else 0)


@at_room_scale
def _aux_glyph(p: Painter, action: str, r) -> None:
    draw_cell(p, action, (r[0] + 2, r[1] + 2, r[2] - 4, r[3] - 4))


def running_total(view: dict, seat: int) -> int | None:
    """The seat's running score, when the scene put the standings in the view (view["scores"])."""
    scores = view.get("scores")
    return scores[seat] if scores and 0 <= seat < len(scores) else None


PILE_FONT = 19  # 9 px of cap height at 1280x720


def draw_hand(p: Painter, view: dict, seat: int) -> None:
    lay = p.layout
    pl = view["players"][seat]
    c = p.colors[seat]
    slots = lay.get("hand", "slots")
    cards = expand(pl.get("hand", {}))  # absent for anyone but the viewer: nothing is drawn
    if cards:
        # Spread the cards over the fan's width: side by side while they fit, overlapping beyond.
        first, last = slots[0], slots[-1]
        n = len(cards)
        step = min(first[2] + 6, (last[0] - first[0]) / max(n - 1, 1))
        for k, card in enumerate(cards):
            r = (round(first[0] + k * step), first[1], first[2], first[3])
            if card.startswith("objective"):
                draw_objective(p, card, r, keep_aspect=True)
            else:
                p.image(card_sprite(card, c), r)
            p.add(f"hand:{card}", r)
    elif "hand" not in pl:
        hr = lay.rect("hand", "slots", 0)
        p.text(words.hidden_cards(pl["hand_size"]), (hr[0] + 4, hr[1] + 30), size=PILE_FONT, rgb=color("wood"))
    piles = lay.get("hand", "piles")
    r = piles["draw"]
    if pl["draw_size"]:
        p.image("cards/cattle_back.png", r)
    else:
        p.panel(r, color("paper_dark"), color("wood"), radius=6)
    # Pile counts sit on the piles' bottom edge, off the card's numbers.
    p.badge(str(pl["draw_size"]), (r[0] + r[2] / 2, r[1] + r[3]), size=PILE_FONT)
    p.add("pile:draw", r)
    r = piles["discard"]
    if pl["discard"] and pl["discard"][-1].startswith("objective"):
        draw_objective(p, pl["discard"][-1], r, keep_aspect=True)
    elif pl["discard"]:
        p.image(card_sprite(pl["discard"][-1], c), r)
    else:
        p.panel(r, color("paper_dark"), color("wood"), radius=6)
    p.badge(str(len(pl["discard"])), (r[0] + r[2] / 2, r[1] + r[3]), size=PILE_FONT)
    p.add("pile:discard", r)
    r = piles["objective_area"]
    p.add("pile:objective_area", r)
    objs = pl["objectives"]
    if not objs:
        p.text(words.OBJECTIVES_GO_HERE, (r[0] + 8, r[1] + r[3] / 2), size=PILE_FONT, rgb=color("wood"),
               anchor="midleft")
    w = round(r[3] * 132 / 200)
    step = min(w + 4, (r[2] - w) / max(1, len(objs) - 1)) if len(objs) > 1 else 0
    for k, card in enumerate(objs):
        cr = (round(r[0] + k * step), r[1], w, r[3])
        draw_objective(p, card, cr)
        p.add(f"objective:{card}", cr)


def seat_bars(p: Painter, n: int) -> list[tuple[int, int, int, int]]:
    """The bars' rects for n seats: the layout's area split evenly, the viewer's first."""
    x, y, w, h = p.layout.get("seat_bars", "area")
    step = min(BAR_MAX_H + 3, h / max(1, n))
    top = y + h - step * n  # bottom-aligned: fewer seats leave room above, next to the job market
    return [(x, round(top + k * step), w, round(step) - 3) for k in range(n)]


def draw_opponents(p: Painter, view: dict, seat: int, names: list[str]) -> None:
    """One bar per seat, the viewer's first, then the others in turn order after the viewer. Each bar
    is the seat's component "opponent:<player>": a click opens that seat's whole board."""
    for k in range(len(view["players"])):
        draw_seat_bar(p, view, seat, names, k)


def bar_seat(view: dict, seat: int, k: int) -> int:
    """The seat whose bar is the k-th (the viewer's first, then the others in turn order)."""
    return (seat + k) % len(view["players"])


def draw_seat_bar(p: Painter, view: dict, seat: int, names: list[str], k: int) -> None:
    """The k-th seat bar alone, inside its rect (seat_bars), ending with its component "opponent:<player>"."""
    box = seat_bars(p, len(view["players"]))[k]
    i = bar_seat(view, seat, k)
    wanted = p.text_scale
    p.text_scale = _bar_scale(view["players"][i], box, wanted)
    _seat_bar(p, view, i, box, names[i] if i < len(names) else view["players"][i]["name"], i == seat)
    p.text_scale = wanted
    p.add(f"opponent:{i}", box)


def _bar_scale(pl: dict, box, wanted: float) -> float:
    """The Text size setting's scale as far as a bar's two lines still fit it (taller bars, with two
    or three seats, take more of it)."""
    scale = wanted
    items = bar_items(pl, 0)
    while scale > 1.0:
        line_h = text_surface("0", round(BAR_FONT * scale), color("ink"), True).get_height()
        line2 = sum(BAR_ICON + 2 + _width(t, scale) for _, t in items) + BAR_MIN_GAP * (len(items) - 1)
        if 2 * line_h <= box[3] + 10 and line2 <= box[2] - 12:
            break
        scale = max(1.0, scale - 0.05)
    return scale


def _seat_bar(p: Painter, view: dict, i: int, box, name: str, mine: bool) -> None:
    pl = view["players"][i]
    rgb = player_rgb(p.colors[i])
    to_move = view["to_move"] == i and not view["over"]
    p.panel(box, color("highlight") if to_move else color("paper"), rgb, radius=6, width=4 if mine else 3)
    x, y, w, h = box
    size = round(BAR_FONT * p.text_scale)
    half = text_surface("0", size, color("ink"), True).get_height() / 2  # each line's box inside the bar
    y1, y2 = y + max(half, h * 0.28), y + h - max(half, h * 0.27)
    # Line 1: the seat's disc with its key (1-4 open its whole board), name, token; score, money, certificates.
    p.disc(i, (x + 15, y1), 26)
    p.text(str(i + 1), (x + 15, y1 + 1), size=BAR_FONT, bold=True, anchor="center")
    right = x + w - 6
    score = running_total(view, i)
    if score is not None:
        sr = p.text(words.bar_points(score), (right, y1), size=BAR_FONT, bold=True, anchor="midright")
        p.add(f"score:{i}", sr)
        right = sr.left - 10
    right = _item(p, "icons/certificate.png", str(pl["cert"] + pl["perm_certs"]), right, y1, from_right=True) - 10
    mr = p.text(words.bar_money(pl["money"]), (right, y1), size=BAR_FONT, bold=True, anchor="midright")
    right = mr.left - 8
    if pl.get("token"):
        tr = (right - BAR_ICON - 2, round(y1 - BAR_ICON / 2 - 1), BAR_ICON + 2, BAR_ICON + 2)
        p.image("pieces/job_token.png", tr)
        p.add("jobtoken", tr)
        right = tr[0] - 4
    p.text(name, (x + 31, y1), size=BAR_FONT, bold=True, anchor="midleft", max_width=right - x - 35)
    # Line 2: cards, workers, cleared discs, objectives.
    items = bar_items(pl, p.colors[i])
    widths = [BAR_ICON + 2 + _width(t, p.text_scale) for _, t in items]
    gap = max(BAR_MIN_GAP, min(14, (w - 12 - sum(widths)) / max(1, len(items) - 1)))
    cx = x + 7
    for (icon, t), iw in zip(items, widths):
        _item(p, icon, t, cx, y2)
        cx += iw + gap


def bar_items(pl: dict, color_index: int) -> list[tuple[str, str]]:
    """A seat bar's second line, (icon, number) each, from the seat's entry of the view."""
    cleared = DISCS_PER_PLAYER - sum(pl["discs"])
    return [("icons/hand.png", words.bar_hand(pl["hand_size"], pl["hand_limit"])),
            ("icons/draw.png", str(pl["draw_size"])),
            ("icons/discard.png", str(len(pl["discard"]))),
            *((f"icons/{kind}.png", str(k)) for kind, k in zip(WORKER_KINDS, pl["workers"])),
            (f"pieces/disc_p{color_index}_white.png", str(cleared)),
            ("icons/objective.png", str(len(pl["objectives"])))]


def bar_room(view: dict, i: int, width: int) -> tuple[int, int]:
    """Spare pixels of seat i's bar at `width`: (left for the name on line 1, left on line 2 at the
    smallest gaps). The nothing-cut-off test holds both above their floors."""
    pl = view["players"][i]
    score = running_total(view, i)
    right = 6 + 10 + BAR_ICON + 2 + _width(str(pl["cert"] + pl["perm_certs"])) + 10
    right += _width(words.bar_money(pl["money"])) + 8 + (BAR_ICON + 6 if pl.get("token") else 0)
    if score is not None:
        right += _width(words.bar_points(score)) + 10
    items = bar_items(pl, 0)
    line2 = sum(BAR_ICON + 2 + _width(t) for _, t in items) + BAR_MIN_GAP * (len(items) - 1)
    return width - 35 - right, width - 12 - line2


def _width(text: str, scale: float = 1.0) -> int:
    return text_surface(text, round(BAR_FONT * scale), color("ink"), True).get_width()


def _item(p: Painter, icon: str, text: str, x: float, y: float, from_right: bool = False) -> float:
    """An icon and its number on a seat bar, from x rightwards (or ending at x); returns the far edge."""
    width = BAR_ICON + 2 + _width(text, p.text_scale)
    left = x - width if from_right else x
    p.image(icon, (round(left), round(y - BAR_ICON / 2), BAR_ICON, BAR_ICON))
    p.text(text, (left + BAR_ICON + 2, y), size=BAR_FONT, bold=True, anchor="midleft")
    return left if from_right else left + width


def seat_frame(p: Painter, seat: int) -> None:
    """A thin frame in the seat's colour round its own board, so whose board it is reads at a glance."""
    r = pygame.Rect(p.layout.rect("player_board", "area")).inflate(4, 4)
    draw.rect(p.surf, player_rgb(p.colors[seat]), r, 2, border_radius=10)
