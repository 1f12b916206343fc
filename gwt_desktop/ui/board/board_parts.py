"""The shared table, drawn from one seat's view: trail, railroad, cities, Kansas City panel (foresight,
tile stacks, job market), cattle market and objective display. Each function draws onto a Painter
and records the components it drew; the seat's own board and the opponents are in seat_parts.py.
"""
from __future__ import annotations

from functools import lru_cache, wraps

import pygame

from ...engine import board
from ...engine.components import CARD_INDEX, OBJECTIVES, PERMANENT_CERT_MASTERS
from ...text import table as words
from ...text import words as words_of
from ..kit import canvas, draw, theme
from ..kit.canvas import Pic, as_canvas
from ..kit.paint import Painter, card_sprite, color, expand, sprite, text_surface, tile_sprite
from .glyphs import ICON_MIN, draw_neutral, draw_private, points_shield

COUNT_FONT = 19  # a stack's count: 9 px of cap height at 1280x720


def at_room_scale(draw):
    """For a part whose room is fixed (a small card, a supply tile, a crest's cell): its words stay at
    their size under the Text size setting, which would push them into each other; the magnifier (G)
    enlarges them."""
    @wraps(draw)
    def drawn(p: Painter, *args, **kwargs):
        wanted = p.text_scale
        p.text_scale = 1.0
        try:
            return draw(p, *args, **kwargs)
        finally:
            p.text_scale = wanted
    return drawn


# Worker tiles in the job market are drawn as compact chips in the art's colours (the square tile
# does not fit a 72x28 cell legibly).
WORKER_RGB = theme.WORKERS


def _label(surf, s: str, size: int, rgb, center, display: bool = False, outline=None) -> None:
    """One word on the board, as build_scripts/make_art.text printed it (centred on whole pixels, an
    outline of eight 2-px offsets), so English looks the same as when it was part of the art."""
    img = canvas.text(s, size, rgb, display=display, bold=not display)
    r = img.get_rect(center=(round(center[0]), round(center[1])))
    if outline:
        ol = canvas.text(s, size, outline, display=display, bold=not display)
        for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2), (-1, -1), (1, 1), (-1, 1), (1, -1)):
            surf.blit(ol, r.move(dx, dy))
    surf.blit(img, r)


def _indian_trade_label(surf, rect, trail: dict, paper, ink) -> None:
    """The teepees' group name, bottom right, beside the row of teepees below the trail (TP-3 to
    TP-1), never under them: a name longer than the room there (German's "Handel mit Indianern")
    takes two lines."""
    font = canvas.font(19, bold=True)
    right = rect[0] + rect[2] - 12
    tiles = [r for key, r in trail.items() if key.startswith("TP-")]
    room = right - (max(r[0] + r[2] for r in tiles) + 8 if tiles else rect[0])
    name = words.BOARD_INDIAN_TRADE
    lines = [name]
    if font.size(name)[0] > room and " " in name:
        cut = next((i for i in range(len(name) - 1, 0, -1) if name[i] == " " and font.size(name[:i])[0] <= room),
                   name.rfind(" "))
        lines = [name[:cut], name[cut + 1:]]
    y = rect[1] + rect[3] - 14 - 22 * (len(lines) - 1)
    for line in lines:
        w = font.size(line)[0]
        _label(surf, line, 19, paper, (right - w / 2, y), outline=ink)
        y += 22


def draw_board_labels(surf, data: dict) -> None:
    """The names printed on the board (trail groups, Kansas City, the panels' headings) in the current
    language, onto the background at the art's size (`data`: layout.json, in the art's pixels).
    They were part of board_background.png; drawn here so they follow the language."""
    surf = as_canvas(surf)
    paper, ink, wood = color("paper"), color("ink"), color("wood")
    for t, rect in data["trail_groups"].items():
        if t == "indian_trade":  # its top edge carries the money values, so the name goes bottom right
            _indian_trade_label(surf, rect, data["trail"], paper, ink)
        else:
            name = words_of.glossary()["hazard"][t]
            _label(surf, name[:1].upper() + name[1:], 19, paper, (rect[0] + rect[2] / 2, rect[1] - 2), outline=ink)
    kc = pygame.Rect(data["trail"]["KC"])
    first, _sep, rest = words.BOARD_KANSAS_CITY.partition(" ")
    for line, dy in ((first, -12), (rest, 12)) if rest else ((first, 0),):
        _label(surf, line, 18, paper, (kc.centerx, kc.centery + dy), display=True)
    fs, jm = data["foresight"]["area"], data["job_market"]["area"]
    _label(surf, words.BOARD_FORESIGHT, 18, wood, (fs[0] + 70, fs[1] + 11), display=True)
    _label(surf, words.BOARD_JOB_MARKET, 18, wood, (jm[0] + 80, jm[1] + 10), display=True)
    for area, label in (("hand", words.HAND), ("cattle_market", words.BOARD_CATTLE_MARKET),
                        ("objectives", words.BOARD_OBJECTIVES)):
        x, y = data["areas"][area][:2]
        _label(surf, label, 18, wood, (x + 12 + canvas.font(18, display=True).size(label)[0] / 2, y + 14), display=True)


@at_room_scale  # a tile's room is fixed: its numbers stay at 19 px under the Text size setting
def draw_trail(p: Painter, view: dict) -> None:
    trail = p.layout.get("trail")
    for space, r in trail.items():
        content = view["trail"].get(space)
        if content:
            if "neutral" in content:
                r = draw_neutral(p, content["neutral"], r)
            elif "building" in content:
                draw_private(p, content["building"], p.colors[content["owner"]], r)
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
            card = pygame.Rect(0, 0, MASTER_W, r[3])
            card.midtop = (r[0] + r[2] // 2, r[1])
            draw_master(p, tile, card)
            p.add(f"master:{slot}", tuple(card))
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


MASTER_W = 100  # a station master under its station, wider than its 58 px slot: its words in the font
MASTER_ICONS = {"sm_cert": "icons/certificate.png", "sm_teepee": "icons/teepee.png", "sm_hazard": "icons/hazard.png",
                "sm_objective": "icons/objective.png", "sm_workers": "icons/hire.png"}


@at_room_scale
def draw_master(p: Painter, tile: str, r) -> None:
    """A station master still on the board, drawn in the font (its 50 px tile printed its words 2-5 px
    tall): its reward on the first line (a permanent certificate's P, a hazard or a teepee, $2), its
    end-game task on the second (the task's icon and "3 per 2")."""
    x, y, w, h = r
    p.panel(r, color("paper"), color("rail"), radius=6, width=2)
    y1, y2 = y + h * 0.27, y + h * 0.73
    p.image("icons/station_master.png", (x + 3, round(y1 - 9), 18, 18))
    mark = words_of.MASTER_REWARD_MARKS[tile]
    if mark == "/":  # a hazard or a teepee, free
        p.image("icons/hazard.png", (x + w / 2 - 22, round(y1 - 9), 18, 18))
        p.text(mark, (x + w / 2, y1), size=COUNT_FONT, bold=True, anchor="center")
        p.image("icons/teepee.png", (x + w / 2 + 4, round(y1 - 9), 18, 18))
    else:
        left = x + w / 2 - 6
        if tile in PERMANENT_CERT_MASTERS:
            p.image("icons/certificate.png", (round(left - 20), round(y1 - 9), 18, 18))
        p.text(mark, (left, y1), size=COUNT_FONT, bold=True, anchor="midleft")
    task = words_of.MASTER_TASKS[tile]
    room = w - 26  # beside the task's icon, inside the tile (a longer language's words shrink to it)
    tw = min(text_surface(task, COUNT_FONT, color("ink"), True).get_width(), room)
    left = x + (w - tw - 20) / 2
    p.image(MASTER_ICONS[tile], (round(left), round(y2 - 9), 18, 18))
    p.text(task, (left + 20, y2), size=COUNT_FONT, bold=True, anchor="midleft", max_width=room)


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
# With repeat deliveries (Kansas City, San Francisco) each disc gets a cell wide and tall enough for
# its count at COUNT_FONT right of it (9 px of cap height at 1280x720): Kansas City's lower half in
# two rows of two, San Francisco's right column at a taller step, moved left so its count fits.
KC_COUNTED = ((10, 44), (44, 44), (10, 64), (44, 64))
CITY_COUNTED = (40, 13, 17)  # x, first y, step


def city_disc_spots(city: int, n: int, r, counted: bool = False) -> list[tuple[float, float]]:
    if city == board.CITY_KC:
        if counted:
            return [(r[0] + x, r[1] + y) for x, y in KC_COUNTED[:n]]
        return [(r[0] + KC_SLOT[0] + 15 * k, r[1] + KC_SLOT[1]) for k in range(n)]
    if counted:
        x, y, step = CITY_COUNTED
        return [(r[0] + x, r[1] + y + step * k) for k in range(n)]
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
        counted = any(players[k]["cities"][idx] > 1 for k in owners)
        size = KC_DISC if idx == board.CITY_KC else CITY_DISC
        for (x, y), k in zip(city_disc_spots(idx, len(owners), r, counted), owners):
            p.disc(k, (x, y), size)
            times = players[k]["cities"][idx]
            if times > 1:  # Kansas City and San Francisco take repeat deliveries: the count right of its disc
                _city_count(p, times, x + size / 2 + 1, y)
        if idx in offers:
            _offer(p, r, offers[idx])
        p.add(f"city:{i}", r)


@at_room_scale
def _city_count(p: Painter, times: int, x: float, y: float) -> None:
    """On a paper chip: the crest's printed disc space does not run into the digits."""
    img = text_surface(str(times), COUNT_FONT, color("ink"), True)
    chip = img.get_rect(midleft=(round(x), round(y))).inflate(2, -6)
    p.panel(chip, color("paper"), radius=3)
    p.text(str(times), (x, y), size=COUNT_FONT, bold=True, anchor="midleft")


def _offer(p: Painter, r, offer: dict) -> None:
    """A city on offer, on a paper tag over the crest's lower half, in the art's own signs: the
    transport as a price (a coin with a red rim), the points as a shield (green, red when a loss),
    an objective card when the first disc completes an arrow that gives one."""
    tag = pygame.Rect(r[0] + 3, r[1] + r[3] - 31, r[2] - 6, 28)
    p.panel(tag, color("white"), color("highlight"), radius=6, width=2)
    cy = tag.centery
    c = (tag.x + 13, cy)
    draw.circle(p.surf, color("gold"), c, 12)
    draw.circle(p.surf, color("cost"), c, 12, 2)
    p.text(words.city_cost(offer["transport"]), c, size=OFFER_FONT, bold=True, anchor="center", max_width=26)
    x = tag.x + 37
    fill = color("cost") if offer["points"] < 0 else color("gain")
    pts = [(x - 11, cy - 11), (x + 11, cy - 11), (x + 11, cy + 3), (x, cy + 12), (x - 11, cy + 3)]
    draw.polygon(p.surf, fill, pts)
    draw.polygon(p.surf, color("ink"), pts, 2)
    p.text(words.city_points(offer["points"]), (x, cy - 1), size=OFFER_FONT - 1, bold=True, rgb=color("white"),
           anchor="center", max_width=24)
    if offer.get("objectives"):  # the green arrow's objective card, at 18 px (12 at 1280x720)
        p.image("icons/objective.png", (tag.right - 20, cy - 9, 18, 18))


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
    # 18 px in the 20 px cells (12 at 1280x720); the cowboy's hat, flat, fills half its box's height: as
    # wide as the chip's height and a half, it stays inside the chip and reads as far as the others.
    icon = max(ICON_MIN, round(r[3] * (1.5 if tile == "cowboy" else 1.1)))
    p.surf.blit(tinted(f"icons/{tile}.png", (icon, icon), color("paper")),
                (r[0] + (r[2] - icon) // 2, r[1] + (r[3] - icon) // 2))


@lru_cache(maxsize=64)
def tinted(name: str, size: tuple[int, int], rgb: tuple[int, int, int]) -> Pic:
    """An ink icon recoloured (alpha kept): white first, then multiplied by the colour."""
    source = sprite(name, size)

    def make(k: float) -> pygame.Surface:
        s = source.pixels(k).copy()
        s.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX)
        s.fill((*rgb, 255), special_flags=pygame.BLEND_RGBA_MULT)
        return s

    return Pic(size, make)


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


@at_room_scale
def draw_objectives(p: Painter, view: dict) -> None:
    """The display as four small cards in two rows of two, each drawn in the font (a card's art at
    the 36 px this panel leaves a card printed its tasks 2 px tall): the action's icon and amount on
    the wood band, the points and penalty shields, the tasks in a row below. The stack is a card back
    with its count on the panel's title line. The buttons under the panel keep their place."""
    lay = p.layout
    slots = [lay.rect("objectives", "display", k) for k in range(4)] + [lay.rect("objectives", "stack")]
    left, top = slots[0][0], slots[0][1]
    right, bottom = slots[-1][0] + slots[-1][2], slots[0][1] + slots[0][3]
    area = lay.rect("objectives", "area")
    # Paint the panel's paper over the printed slots (the colour is taken from the panel itself).
    paper = p.surf.get_at((left - 4, bottom + 6))
    draw.rect(p.surf, paper, (left - 2, top - 2, right - left + 4, bottom - top + 4))
    x0, x1 = area[0] + 4, area[0] + area[2] - 4
    gap = 4
    w = (x1 - x0 - gap) // 2
    h = (lay.rect("objectives", "buttons", "done")[1] - 4 - top - gap) // 2
    rects = [(x0 + (k % 2) * (w + gap), top + (k // 2) * (h + gap), w, h) for k in range(4)]
    for k, card in enumerate(view["objective_display"][:4]):
        draw_objective_strip(p, card, rects[k])
        p.add(f"objective:{card}", rects[k])
    # The stack on the title line, at the panel's right: a card back and its count.
    r = (x1 - 58, area[1] + 4, 18, 24)
    if view["objective_stack_size"]:  # the stack as the objective icon (a card's back this small hid it)
        p.image("icons/objective.png", (r[0] - 2, r[1] + 1, 22, 22))
    p.badge(str(view["objective_stack_size"]), (r[0] + r[2] + 20, r[1] + r[3] / 2), size=COUNT_FONT)
    p.add("objstack", (r[0], r[1], 58, r[3]))


@at_room_scale
def draw_objective_strip(p: Painter, card: str, r) -> None:
    """One objective card as a small landscape card in the font: the action (icon and amount) on a
    wood band and the points and penalty shields on the first line, the tasks on the second."""
    obj = OBJECTIVES[CARD_INDEX[card]]
    x, y, w, h = r
    p.panel(r, color("paper"), color("wood"), radius=6, width=2)
    y1, y2 = y + h * 0.27, y + h * 0.72
    band = pygame.Rect(x + 3, y + 3, w // 2 - 4, round(h * 0.5) - 4)
    p.panel(band, color("wood") if obj.action else color("gain"), radius=4, width=0)
    if obj.action:
        _action_mark(p, obj.action, band.centerx, y1)
    else:
        p.text(words_of.OBJECTIVE_START, (band.centerx, y1), size=COUNT_FONT, bold=True, rgb=color("paper"),
               anchor="center", max_width=band.w - 4)
    right = x + w - 4
    if obj.penalty:
        right = points_shield(p, right, y + 3, -obj.penalty) - 3
    points_shield(p, right, y + 3, obj.points)
    n = len(obj.tasks)
    step = min(24, (w - 8) / max(1, n))
    for k, sym in enumerate(obj.tasks):
        _task(p, sym, (x + w / 2 + (k - (n - 1) / 2) * step, y2), 18)


def _action_mark(p: Painter, action: str, cx: float, cy: float) -> None:
    """An objective's action as its icon and its amount, in paper colour, centred at (cx, cy)."""
    mark = words_of.OBJECTIVE_GAIN_MARKS[action]
    icon = ACTION_ICONS.get(action)
    img = text_surface(mark, round(COUNT_FONT * p.text_scale), color("paper"), True)
    size = 18
    left = cx - (img.get_width() + (size + 2 if icon else 0)) / 2
    if icon:
        p.surf.blit(tinted(icon, (size, size), color("paper")), (round(left), round(cy - size / 2)))
        left += size + 2
    p.text(mark, (left, cy), size=COUNT_FONT, bold=True, rgb=color("paper"), anchor="midleft")


TASK_ICONS = {"B": "icons/build.png", "H": "icons/hazard.png", "S": "icons/station.png",
              "G": "icons/teepee.png", "BL": "icons/teepee.png"}
TASK_TINTS = {"G": "teepee_green", "BL": "teepee_blue"}
ACTION_ICONS = {"draw3": "icons/draw.png", "engine2": "icons/engine.png", "engine3": "icons/engine.png",
                "move3": "icons/move.png", "aux": "icons/aux.png"}


@at_room_scale
def draw_objective(p: Painter, card: str, rect, keep_aspect: bool = False) -> tuple:
    """An objective card shown small (the display, the hand, the objective area): the card without its
    printed action and tasks, and both drawn here in the font, so their numbers show 9 px of cap
    height at 1280x720 (printed, a task's breeding value was 2 px): the action as its icon and its
    amount on the card's band, each task as its icon (a teepee in its colour) or a breeding value on a
    small card, in two columns. Returns where the card went."""
    obj = OBJECTIVES[CARD_INDEX[card]]
    r = p.image(card_sprite(card, 0).replace(".png", "_bare.png"), rect, keep_aspect)
    x, y, w, h = r
    cy = y + h * 36 / 200  # the band's middle (make_art.objective_card: 5..67 of 200)
    if not obj.action:
        p.text(words_of.OBJECTIVE_START, (x + w / 2, cy), size=COUNT_FONT, bold=True, rgb=color("paper"),
               anchor="center", max_width=w - 6)
    else:
        _action_mark(p, obj.action, x + w / 2, cy)
    tasks = obj.tasks
    cols = 3 if len(tasks) == 3 else min(2, len(tasks))  # three in one row; four in two rows of two
    rows = (len(tasks) + cols - 1) // cols
    top, low = y + h * 68 / 200, y + h * 138 / 200  # between the band and the shields
    step = (low - top) / rows
    spread = w * (0.3 if cols == 3 else 0.42)
    for k, sym in enumerate(tasks):
        cx = x + w / 2 + ((k % cols) - (cols - 1) / 2) * spread
        cy = top + step * (k // cols + 0.5)
        _task(p, sym, (cx, cy), ICON_MIN)
    return r


def _task(p: Painter, sym: str, centre, size: float) -> None:
    cx, cy = centre
    if sym in TASK_ICONS:
        s = round(size)
        icon = TASK_ICONS[sym]
        img = tinted(icon, (s, s), color(TASK_TINTS[sym])) if sym in TASK_TINTS else sprite(icon, (s, s))
        p.surf.blit(img, (round(cx - s / 2), round(cy - s / 2)))
    elif sym.isdigit():  # a cattle card of this breeding value: the value on a small card
        card = pygame.Rect(0, 0, 15, round(min(19, size + 1)))
        card.center = (round(cx), round(cy))
        p.panel(card, color("paper_dark"), color("ink"), radius=3, width=1)
        p.text(sym, (cx, cy), size=COUNT_FONT, bold=True, anchor="center")
    else:
        p.text(words_of.TASK_MARK_SF, (cx, cy), size=COUNT_FONT, bold=True, anchor="center")
