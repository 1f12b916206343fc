"""The shared table, drawn from one seat's view: trail, railroad, cities, Kansas City panel (foresight,
tile stacks, job market), cattle market and objective display. Each function draws onto a Painter
and records the components it drew; the seat's own board and the opponents are in seat_parts.py.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from ...engine import board
from ...text import table as words
from ..kit import theme
from ..kit.paint import Painter, card_sprite, color, expand, sprite, tile_sprite

COUNT_FONT = 19  # a stack's count: 9 px of cap height at 1280x720

# Worker tiles in the job market are drawn as compact chips in the art's colours (the square tile
# does not fit a 72x28 cell legibly).
WORKER_RGB = theme.WORKERS


def draw_trail(p: Painter, view: dict) -> None:
    trail = p.layout.get("trail")
    for space, r in trail.items():
        content = view["trail"].get(space)
        if content:
            if "neutral" in content:
                p.image(f"buildings/neutral_{content['neutral']}.png", r)
            elif "building" in content:
                p.image(f"buildings/private_{content['building']}_p{p.colors[content['owner']]}.png", r)
            elif "tile" in content:
                p.image(tile_sprite(content["tile"]), r)
        p.add(f"trail:{space}", r)
    # Cattlemen stand on the top edge of their space, so the building's actions stay readable;
    # several on one space stand side by side.
    here: dict[str, list[int]] = {}
    for i, pl in enumerate(view["players"]):
        if pl.get("cattleman"):
            here.setdefault(pl["cattleman"], []).append(i)
    for space, who in here.items():
        x0, y0, w, _ = trail[space]
        for left, i in zip(fan(len(who), x0 + w / 2), who):
            r = (round(left), y0 - CATTLEMAN // 2, CATTLEMAN, CATTLEMAN)
            p.image(f"pieces/cattleman_p{p.colors[i]}.png", r)


CATTLEMAN = 36  # a cattleman's size on the trail
FAN_STEP = 26  # between cattlemen on one space: each shows 26 of its 36 px, four of them wider than the space


def fan(n: int, centre: float, size: int = CATTLEMAN, step: int = FAN_STEP) -> list[float]:
    """Left edges of n pieces fanned side by side round a centre: the step does not shrink with the
    space, so four cattlemen on one space (4 players) each stay in sight rather than stacked."""
    width = size + step * (n - 1)
    return [centre - width / 2 + k * step for k in range(n)]


def draw_railroad(p: Painter, view: dict) -> None:
    lay = p.layout
    for pos, r in lay.get("track").items():
        p.add(f"track:{pos}", r)
    players = view["players"]
    for st, r in lay.get("stations").items():
        p.add(f"station:{st}", r)
        owners = [i for i, pl in enumerate(players) if pl["stations"][int(st) - 1]]
        _disc_row(p, owners, r, 22)
    for slot, r in lay.get("station_masters").items():
        tile = view["station_masters"][int(slot) - 1]
        if tile:
            p.image(tile_sprite(tile), r, keep_aspect=True)  # a square tile in a slightly wider slot
            p.add(f"master:{slot}", r)
    # Engines on one position (all start on 0) are fanned out so each stays visible.
    at: dict[str, list[int]] = {}
    flying = view.get("in_flight", ())
    for i, pl in enumerate(players):
        if f"engine:{i}" not in flying:  # shown by its flight animation until it lands
            at.setdefault(pl["engine"], []).append(i)
    for pos, who in at.items():
        x, y, w, h = lay.rect("track", pos)
        # Several on one position hang down below the track in a short diagonal (the track itself
        # and its numbers stay readable; below the numbered spaces there is only board).
        size = 30 if len(who) == 1 else 26
        for k, i in enumerate(who):
            r = (round(x + (w - size) / 2 + k * 5), round(y + (h - size) / 2 + k * 15), size, size)
            p.image(f"pieces/engine_p{p.colors[i]}.png", r)


def _disc_row(p: Painter, owners: list[int], r, size: int) -> None:
    """Discs of several players side by side, centred in r, overlapping when they must."""
    if not owners:
        return
    n = len(owners)
    step = min(size + 2, (r[2] - size) / max(1, n - 1)) if n > 1 else 0
    x0 = r[0] + r[2] / 2 - (size + step * (n - 1)) / 2
    cy = r[1] + r[3] / 2
    for k, i in enumerate(owners):
        p.disc(i, (x0 + k * step + size / 2, cy), size)


# Where discs sit on a city crest (make_art.city_crest): on its disc space, then fanned. A city's space
# is top right, beside the value coin, and further discs hang below it; Kansas City's is bottom left
# and its discs (everyone delivers there) run rightwards along the bottom.
CITY_SLOT = (53, 19)
KC_SLOT = (11, 46)
CITY_DISC = 20
KC_DISC = 16


def city_disc_spots(city: int, n: int, r) -> list[tuple[float, float]]:
    if city == board.CITY_KC:  # a row of smaller discs with room under each for its count
        return [(r[0] + KC_SLOT[0] + 15 * k, r[1] + KC_SLOT[1]) for k in range(n)]
    return [(r[0] + CITY_SLOT[0], r[1] + CITY_SLOT[1] + 12 * k) for k in range(n)]


def draw_cities(p: Painter, view: dict) -> None:
    """The discs on the city crests, and while the viewer chooses a delivery's city (view
    "city_offers", put there by ui/board/offers.py from the engine's rule queries) what each city on
    offer brings: its transport cost and its points, on the crest's lower half."""
    players = view["players"]
    offers = {o["city"]: o for o in view.get("city_offers") or ()}
    for i, r in p.layout.get("cities").items():
        idx = int(i)
        owners = [k for k, pl in enumerate(players) if pl["cities"][idx]]
        kc = idx == board.CITY_KC
        size = KC_DISC if kc else CITY_DISC
        for (x, y), k in zip(city_disc_spots(idx, len(owners), r), owners):
            p.disc(k, (x, y), size)
            times = players[k]["cities"][idx]
            if times > 1:  # Kansas City and San Francisco take repeat deliveries: the count under
                # the disc (Kansas City's row) or left of it (a city's column), never on a neighbour
                at = (x, y + size / 2 + 7) if kc else (x - size / 2 - 1, y)
                p.text(str(times), at, size=15, bold=True, anchor="center" if kc else "midright")
        if idx in offers:
            _offer(p, r, offers[idx])
        p.add(f"city:{i}", r)


def _offer(p: Painter, r, offer: dict) -> None:
    """A city on offer, on a paper tag over the crest's lower half, in the art's own signs: the
    transport as a price (a coin with a red rim), the points as a shield (green, red when a loss),
    an objective card when the first disc completes an arrow that gives one."""
    tag = pygame.Rect(r[0] + 3, r[1] + r[3] - 31, r[2] - 6, 28)
    p.panel(tag, color("white"), color("highlight"), radius=6, width=2)
    cy = tag.centery
    c = (tag.x + 13, cy)
    pygame.draw.circle(p.surf, color("gold"), c, 12)
    pygame.draw.circle(p.surf, color("cost"), c, 12, 2)
    p.text(words.city_cost(offer["transport"]), c, size=OFFER_FONT, bold=True, anchor="center", max_width=26)
    x = tag.x + 37
    fill = color("cost") if offer["points"] < 0 else color("gain")
    pts = [(x - 11, cy - 11), (x + 11, cy - 11), (x + 11, cy + 3), (x, cy + 12), (x - 11, cy + 3)]
    pygame.draw.polygon(p.surf, fill, pts)
    pygame.draw.polygon(p.surf, color("ink"), pts, 2)
    p.text(words.city_points(offer["points"]), (x, cy - 1), size=OFFER_FONT - 1, bold=True, rgb=color("white"),
           anchor="center", max_width=24)
    if offer.get("objectives"):  # the green arrow's objective card
        p.image("icons/objective.png", (tag.right - 13, cy - 7, 12, 14))


OFFER_FONT = 19  # 9 px of cap height at 1280x720


def draw_kc_panel(p: Painter, view: dict) -> None:
    lay = p.layout
    for col, rows in enumerate(lay.get("foresight", "spaces")):
        for row, r in enumerate(rows):
            tile = view["foresight"][col][row] if col < len(view["foresight"]) else None
            if tile:
                p.image(tile_sprite(tile), r)
                p.add(f"foresight:{col}:{row}", r)
    for k, r in enumerate(lay.get("foresight", "supply_stacks")):
        p.image(f"tiles/back_{k + 1}.png", (r[0], r[1] + (r[3] - r[2]) // 2, r[2], r[2]), keep_aspect=True)
        p.badge(str(view["kc_stack_sizes"][k]), (r[0] + r[2] / 2, r[1] + r[3] - 2), size=COUNT_FONT)
        p.add(f"kcstack:{k}", r)
    cells = lay.get("job_market", "cells")
    offset = len(cells[0]) - len(view["players"])  # 4P uses columns 0..3, 3P 1..3, 2P 2..3
    for row, tiles in enumerate(view["job_market"]):
        for col, tile in enumerate(tiles):
            r = cells[row][min(col + offset, len(cells[row]) - 1)]
            _worker_chip(p, tile, r)
            p.add(f"job:{row}:{col}", r)
    # Once taken, the token sits with its owner; in flight, its animation draws it.
    if not any(pl.get("token") for pl in view["players"]) and "jobtoken" not in view.get("in_flight", ()):
        token = lay.get("job_market", "token")
        r = token[min(view["token_row"], len(token) - 1)]
        p.image("pieces/job_token.png", (r[0] - 3, r[1] - 3, r[2] + 6, r[3] + 6))
        p.add("jobtoken", r)


def _worker_chip(p: Painter, tile: str, r) -> None:
    """A worker in a 72x28 cell: a chip in the worker tile's colour with its icon in paper colour
    (a name does not fit legibly at 1280x720; the colours match the player board's rows)."""
    rgb = WORKER_RGB.get(tile)
    if rgb is None:  # not a worker (never in the job market today): draw the tile itself
        p.image(tile_sprite(tile), r, keep_aspect=True)
        return
    p.panel(r, rgb, color("ink"), radius=6, width=2)
    icon = r[3] - 4
    p.surf.blit(tinted(f"icons/{tile}.png", (icon, icon), color("paper")),
                (r[0] + (r[2] - icon) // 2, r[1] + 2))


@lru_cache(maxsize=64)
def tinted(name: str, size: tuple[int, int], rgb: tuple[int, int, int]):
    """An ink icon recoloured (alpha kept): white first, then multiplied by the colour."""
    s = sprite(name, size).copy()
    s.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX)
    s.fill((*rgb, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return s


def draw_market(p: Painter, view: dict, color_of_viewer: int) -> None:
    lay = p.layout
    slots = lay.get("cattle_market", "slots")
    cards = expand(view["market"])
    for k, card in enumerate(cards[:len(slots)]):
        r = slots[k]
        p.image(card_sprite(card, color_of_viewer), r)
        p.add(f"market:{card}", r)
    r = lay.rect("cattle_market", "stack")
    if view["market_stack_size"]:
        p.image("cards/cattle_back.png", r)
    p.badge(str(view["market_stack_size"]), (r[0] + r[2] / 2, r[1] + r[3] + 10), size=COUNT_FONT)
    p.add("marketstack", r)


def draw_objectives(p: Painter, view: dict) -> None:
    """The display and the stack as one row of cards at their own proportions. The layout's slots are
    tall and narrow; a card squeezed into one is unreadable, so the row is laid over them instead."""
    lay = p.layout
    slots = [lay.rect("objectives", "display", k) for k in range(4)] + [lay.rect("objectives", "stack")]
    left, top = slots[0][0], slots[0][1]
    right, bottom = slots[-1][0] + slots[-1][2], slots[0][1] + slots[0][3]
    # Paint the panel's paper over the printed slots (the colour is taken from the panel itself).
    paper = p.surf.get_at((left - 4, bottom + 6))
    pygame.draw.rect(p.surf, paper, (left - 2, top - 2, right - left + 4, bottom - top + 4))
    gap = 3
    w = (right - left - gap * (len(slots) - 1)) // len(slots)
    h = min(bottom - top - 16, round(w * 200 / 132))
    rects = [(left + k * (w + gap), top + 2, w, h) for k in range(len(slots))]
    for k, card in enumerate(view["objective_display"][:4]):
        p.image(card_sprite(card, 0), rects[k])
        p.add(f"objective:{card}", rects[k])
    r = rects[-1]
    if view["objective_stack_size"]:
        p.image("cards/objective_back.png", r)
    p.badge(str(view["objective_stack_size"]), (r[0] + r[2] / 2, r[1] + r[3] + 8), size=COUNT_FONT)
    p.add("objstack", r)
