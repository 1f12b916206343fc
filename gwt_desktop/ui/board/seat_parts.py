"""One seat's own things, drawn from its view: its player board (workers, discs, auxiliary actions,
certificates, money, limits, buildings still in supply, owned tiles), its hand, draw and discard
piles and objective area; and a one-line summary of every other player.

Only the viewer's entry of a view has a "hand"; another player's hand is never drawn, not even its
backs beyond a count, so a hot-seat screen cannot leak it.
"""
from __future__ import annotations

import pygame

from ...text import table as words
from ..kit.paint import Painter, card_sprite, color, expand, player_rgb, tile_sprite, veil

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
# Which disc group a player-board slot belongs to (for the controller: "disc:aux_cert_2" -> "aux_cert").
DISC_SLOT_GROUP = {slot: group for group, _, slots in DISC_SLOTS for slot in slots}
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
    p.text(f"${pl['money']}", (r[0] + r[2] / 2, r[1] + r[3] / 2), size=19, bold=True, anchor="center")
    p.add("money", r)
    r = pb["limits"]
    p.text(words.limits_line(pl["hand_limit"], pl["cert"], pl["perm_certs"], pl["cert_limit"]),
           (r[0] + 4, r[1] + r[3] / 2), size=16, rgb=paper, bold=True, anchor="midleft", max_width=r[2] - 8)
    p.add("limits", r)
    if pl.get("token"):  # the job-market token, taken when it left the last row (2 VP at the end)
        tr = (r[0] + r[2] - r[3], r[1], r[3], r[3])
        p.image("pieces/job_token.png", tr)
        p.add("jobtoken", tr)
    # Workers: n workers of a kind fill the row's first n spaces (the first is printed on the board).
    for kind, n in zip(WORKER_KINDS, pl["workers"]):
        spaces = pb["workers"][kind]
        for k in range(min(n, len(spaces))):
            p.image(tile_sprite(kind), spaces[k])
        if n > len(spaces):
            last = spaces[-1]
            p.badge(str(n), (last[0] + last[2], last[1] + 4), size=13)
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
        single, double = aux_unlocked(pl["discs"], action)
        if not single:  # still locked: greyed
            p.surf.blit(veil((r[2], r[3]), color("ink"), 120, 6), r[:2])
        elif double:
            p.badge("x2", (r[0] + r[2] - 8, r[1] + 6), size=13, fill=color("gain"))
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
        p.image(f"buildings/private_{n}{sides[n - 1]}_p{c}.png", r)
        p.add(f"building:{n}", r)
    # Tiles the player owns: hazards, teepees, station masters, in one row.
    r = pb["owned_tiles"]
    x = r[0]
    size = r[3]
    if not (pl["hazards"] or pl["teepees"] or pl["masters"]):
        p.text(words.NO_TILES_YET, (x + 4, r[1] + size / 2), size=14,
               rgb=color("wood"), anchor="midleft")
    for tile in list(pl["hazards"]) + list(pl["teepees"]) + list(pl["masters"]):
        if x + size > r[0] + r[2]:
            break
        p.image(tile_sprite(tile), (x, r[1], size, size))
        p.add(f"owned:{tile}", (x, r[1], size, size))
        x += size + 3


def running_total(view: dict, seat: int) -> int | None:
    """The seat's running score, when the scene put the standings in the view (view["scores"])."""
    scores = view.get("scores")
    return scores[seat] if scores and 0 <= seat < len(scores) else None


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
            p.image(card_sprite(card, c), r, keep_aspect=card.startswith("objective"))
            p.add(f"hand:{card}", r)
    elif "hand" not in pl:
        hr = lay.rect("hand", "slots", 0)
        p.text(words.hidden_cards(pl["hand_size"]), (hr[0] + 4, hr[1] + 30), size=18, rgb=color("wood"))
    piles = lay.get("hand", "piles")
    r = piles["draw"]
    if pl["draw_size"]:
        p.image("cards/cattle_back.png", r)
    else:
        p.panel(r, color("paper_dark"), color("wood"), radius=6)
    p.badge(str(pl["draw_size"]), (r[0] + r[2] - 12, r[1] + r[3] - 10), size=17)
    p.add("pile:draw", r)
    r = piles["discard"]
    if pl["discard"]:
        p.image(card_sprite(pl["discard"][-1], c), r)
    else:
        p.panel(r, color("paper_dark"), color("wood"), radius=6)
    p.badge(str(len(pl["discard"])), (r[0] + r[2] - 12, r[1] + r[3] - 10), size=17)
    p.add("pile:discard", r)
    r = piles["objective_area"]
    p.add("pile:objective_area", r)
    objs = pl["objectives"]
    if not objs:
        p.text(words.OBJECTIVES_GO_HERE, (r[0] + 8, r[1] + r[3] / 2), size=14, rgb=color("wood"),
               anchor="midleft")
    w = round(r[3] * 132 / 200)
    step = min(w + 4, (r[2] - w) / max(1, len(objs) - 1)) if len(objs) > 1 else 0
    for k, card in enumerate(objs):
        cr = (round(r[0] + k * step), r[1], w, r[3])
        p.image(card_sprite(card, c), cr)
        p.add(f"objective:{card}", cr)


def draw_opponents(p: Painter, view: dict, seat: int, names: list[str]) -> None:
    """One line per other player, in turn order after the viewer."""
    boxes = p.layout.get("opponents")
    n = len(view["players"])
    others = [(seat + k) % n for k in range(1, n)]
    for box, i in zip(boxes, others):
        pl = view["players"][i]
        rgb = player_rgb(p.colors[i])
        to_move = view["to_move"] == i and not view["over"]
        p.panel(box, color("paper") if not to_move else color("highlight"), rgb, radius=6, width=3)
        p.disc(i, (box[0] + 15, box[1] + box[3] / 2), 24)
        # The seat's key (1-4 open its whole board), on its disc.
        p.text(str(i + 1), (box[0] + 15, box[1] + box[3] / 2 + 1), size=16, bold=True, anchor="center")
        name = names[i] if i < len(names) else pl["name"]
        nr = p.text(name, (box[0] + 31, box[1] + box[3] / 2), size=18, bold=True, anchor="midleft", max_width=100)
        summary = words.seat_summary(pl["money"], pl["cert"] + pl["perm_certs"], pl["hand_size"], len(pl["objectives"]))
        right = box[0] + box[2] - 6
        score = running_total(view, i)
        if score is not None:
            sr = p.text(words.bar_points(score), (right, box[1] + box[3] / 2), size=18, bold=True, anchor="midright")
            p.add(f"score:{i}", sr)
            right = sr.left - 10
        if pl.get("token"):
            tr = (right - box[3] + 6, box[1] + 3, box[3] - 6, box[3] - 6)
            p.image("pieces/job_token.png", tr)
            p.add("jobtoken", tr)
            right = tr[0] - 4
        x = max(nr.right + 8, box[0] + 134)
        p.text(summary, (x, box[1] + box[3] / 2), size=18, anchor="midleft", max_width=right - x)
        p.add(f"opponent:{i}", box)


def seat_frame(p: Painter, seat: int) -> None:
    """A thin frame in the seat's colour round its own board, so whose board it is reads at a glance."""
    r = pygame.Rect(p.layout.rect("player_board", "area")).inflate(4, 4)
    pygame.draw.rect(p.surf, player_rgb(p.colors[seat]), r, 2, border_radius=10)
