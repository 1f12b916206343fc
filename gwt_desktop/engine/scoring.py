"""The final score pad (docs/RULES.md §12.3): eleven categories per player, each itemised.

Objective tasks are allocated optimally (each owned item serves one task only), and every objective
card still in the deck is added to the objective area or dropped, whichever scores more — jointly
with the station master that pays for objective cards in the area.
"""
from __future__ import annotations

from itertools import compress
from operator import itemgetter
from typing import NamedTuple

from . import board
from .components import (
    BLUE_TEEPEE,
    CARD_NAMES,
    CARD_POINTS,
    CARD_VALUE,
    DISC_INDEX,
    GREEN_TEEPEE,
    HAZARDS,
    OBJECTIVES,
    PRIVATE_BUILDINGS,
    SM_CERT,
    SM_HAZARD,
    SM_OBJECTIVE,
    SM_TEEPEE,
    SM_WORKERS,
    STEP_DISC_POINTS,
    WORKER_POINTS_SPACES,
    WORKER_SPACE_POINTS,
    PrivateBuilding,
    is_objective,
)
from .kansas_city import cities_due, transport_owed
from .state import private_code

# The score pad's eleven categories, by key; their names are words (text/after_game.py CATEGORY_NAMES).
CATEGORIES = ("money", "buildings", "cities", "stations", "hazards", "cattle", "objectives", "station_masters",
              "workers", "disc_space", "token")
# Resource order for objective tasks (components.Objective.tasks codes).
TASKS = ("B", "G", "BL", "H", "S", "3", "4", "5", "SF")
WORKER_NAMES = ("cowboy", "craftsman", "engineer")
# Every kind of breakdown line, with the facts it carries besides its points:
#   money (money), building (building: "1a", space: "P_A2"), crest (city: index in board.CITIES, count),
#   arrow (city, next: the two cities' indices), station (station: 1-based), hazard (hazard: its type),
#   cattle (card: a CARD_NAMES name), objective_met / objective_failed / objective_dropped (card: the
#   objective card, from_deck: whether it was still in the deck), master_workers (count),
#   master_certificates / master_hazards / master_objectives (count, pairs), master_teepees (pairs),
#   workers (worker: a WORKER_NAMES name, count: its spaces 5-6 reached), step_disc, token.
ITEM_KINDS = ("money", "building", "crest", "arrow", "station", "hazard", "cattle", "objective_met",
              "objective_failed", "objective_dropped", "master_workers", "master_certificates", "master_teepees",
              "master_hazards", "master_objectives", "workers", "step_disc", "token")


def _item(kind: str, points: int, **facts) -> dict:
    """One line of a category's breakdown: its kind (ITEM_KINDS), its points and the numbers and ids
    the line is about; no words (text/after_game.py item_line makes the sentence in the player's
    language)."""
    return {"kind": kind, "points": points, **facts}


_PRIVATE_CODES = itemgetter(*board.PRIVATE_SPACES)  # trail -> the codes on the private building spaces


def owned_buildings(s, p: int) -> list[tuple[int, PrivateBuilding]]:
    """(space, PrivateBuilding) for every private building player p has on the trail (of a State), in
    the order of the trail's private spaces: the one reading of the trail's building codes for the
    score pad and the bots' judgement."""
    owned = private_code(p, 0)
    sides = s.sides
    return [(sp, PRIVATE_BUILDINGS[(code - owned, sides[code - owned - 1])])
            for sp, code in zip(board.PRIVATE_SPACES, _PRIVATE_CODES(s.trail)) if owned <= code < owned + 16]


def _buildings(g, p: int) -> list[tuple[int, PrivateBuilding]]:
    return owned_buildings(g.s, p)


class TablePoints(NamedTuple):
    """The score pad's categories that lie open on the table, as they stand (§12.3): buildings,
    cities (crests and arrows), stations, hazards, workers, the step disc's space and the token; with
    how many buildings and stations. What the bots' judgement reads thousands of times a move, so
    without the pad's lines (player_sheet's categories of the same names hold these points, the
    cities as they stand, without `due`: tests/engine/test_scoring.py)."""
    buildings: int
    cities: int
    stations: int
    hazards: int
    workers: int
    disc_space: int
    token: int
    n_buildings: int
    n_stations: int


_ARROW_POINTS = tuple(pts for pts, _ in board.CITY_ARROWS)
_STATION_POINTS = tuple(st[1] for st in board.STATIONS)
_CRESTS = tuple(board.CREST_POINTS.items())
_STEP2 = DISC_INDEX["step2"]


def table_points(s, p: int) -> TablePoints:
    """Player p's TablePoints (of a State)."""
    pl = s.players[p]
    mine = owned_buildings(s, p)
    cities = pl.cities
    city = 0
    for c, pts in _CRESTS:
        city += pts * cities[c]
    for a, pts in enumerate(_ARROW_POINTS):
        if pts and cities[a] and cities[a + 1]:
            city += pts
    hazards = 0
    for t in pl.hazards:
        hazards += HAZARDS[t].points
    workers = 0
    for count in pl.workers:
        for space in WORKER_POINTS_SPACES:
            if count >= space:
                workers += WORKER_SPACE_POINTS
    return TablePoints(sum(b.points for _, b in mine), city, sum(compress(_STATION_POINTS, pl.stations)), hazards,
                       workers, STEP_DISC_POINTS if pl.cleared(_STEP2) else 0, 2 if pl.token else 0, len(mine),
                       sum(map(bool, pl.stations)))


def resources(g, p: int) -> tuple[int, ...]:
    """How many of each objective task's items the player owns (TASKS order)."""
    pl = g.s.players[p]
    deck = pl.deck()
    return (
        len(_buildings(g, p)),
        pl.teepees.count(GREEN_TEEPEE),
        pl.teepees.count(BLUE_TEEPEE),
        len(pl.hazards),
        sum(pl.stations),
        sum(1 for c in deck if not is_objective(c) and CARD_VALUE[c] == 3),
        sum(1 for c in deck if not is_objective(c) and CARD_VALUE[c] == 4),
        sum(1 for c in deck if not is_objective(c) and CARD_VALUE[c] == 5),
        pl.cities[board.CITY_SF],
    )


def _needs(card: int) -> tuple[int, ...]:
    tasks = OBJECTIVES[card].tasks
    return tuple(tasks.count(t) for t in TASKS)


def _processing_order(needs, scarce: list[int], impossible: list[bool]) -> list[int]:
    """An order that keeps few kinds of item "open" (used by cards already decided and still asked for
    by cards to come) at any time, since every open kind multiplies the states. Cards that can never
    be met come first: they only ever add a parity. Then greedily the card opening the fewest new
    kinds, closing the most; the card's position breaks ties, so the order is deterministic."""
    out = [i for i, imp in enumerate(impossible) if imp]
    rest = [i for i, imp in enumerate(impossible) if not imp]
    remaining = {d: sum(needs[i][d] for i in rest) for d in scarce}
    uses = {i: [d for d in scarce if needs[i][d]] for i in rest}
    opened: set[int] = set()
    while rest:
        i = min(rest, key=lambda i: (sum(1 for d in uses[i] if d not in opened),
                                     -sum(1 for d in uses[i] if remaining[d] == needs[i][d]), i))
        rest.remove(i)
        out.append(i)
        for d in uses[i]:
            remaining[d] -= needs[i][d]
            if remaining[d]:
                opened.add(d)
            else:
                opened.discard(d)
    return out


def best_objectives(area: list[int], unplayed: list[int], have: tuple[int, ...], sm_objective: bool):
    """Maximise objective points (+ the objective station master's 3 per 2 area cards).

    Each area card is met (+points, using its items) or failed (-penalty); each unplayed card is
    added met, added failed, or dropped. Returns (points, (verdict per card: "met"/"failed"/"dropped"),
    area cards first, then unplayed ones, in the order given). Among equally good allocations the
    first card is preferred met, then failed, then dropped, then the second card, and so on (a fixed
    rule, so a sheet never changes with the way it was computed).

    A dynamic programme over the cards, one at a time. Its state is what is still owned of each kind
    of item that is scarce *capped at what the cards still to come could ask for* (more is worth
    nothing more), plus the parity of the number of cards in the area. Capping merges the many ways
    of reaching the same useful remainder, so the states stay few at any number of cards. Values are
    exact integers: the station master's 3 * (area // 2) is 3/2 per area card minus 3/2 for an odd
    count, so everything is doubled; and the preference rule above rides below the points as a
    base-3 number (verdict rank per card, the first card most significant), so the one maximum is
    both the best score and the preferred allocation, whatever order the cards are processed in.
    """
    cards = [(c, True) for c in area] + [(c, False) for c in unplayed]
    n = len(cards)
    needs = [_needs(c) for c, _ in cards]
    demand = [sum(nd[d] for nd in needs) for d in range(len(have))]
    # Only items the player has fewer of than all cards together ask for are worth tracking.
    scarce = [d for d in range(len(have)) if have[d] < demand[d]]
    impossible = [any(needs[i][d] > have[d] for d in scarce) for i in range(n)]
    order = _processing_order(needs, scarce, impossible)
    cap = [dict.fromkeys(scarce, 0) for _ in range(n + 1)]
    for k in range(n - 1, -1, -1):
        cap[k] = {d: min(have[d], cap[k + 1][d] + needs[order[k]][d]) for d in scarce}
    # The state is one int: bit 0 the area parity, then one field per scarce item kind, wide enough
    # for the largest capped count (a field never goes below 0 or above its cap, so never borrows).
    bits = max([1, *(c.bit_length() for c in cap[0].values())])
    field_mask = (1 << bits) - 1
    shift = {d: 1 + bits * j for j, d in enumerate(scarce)}
    smo = 3 if sm_objective else 0
    scale = 3 ** n  # the preference number stays below one doubled point

    start = sum(cap[0][d] << shift[d] for d in scarce) | (len(area) % 2 if smo else 0)
    layer: dict[int, int] = {start: smo * len(area) * scale}
    back: list[dict[int, tuple[int, str]]] = []
    for k, i in enumerate(order):
        card, played = cards[i]
        o = OBJECTIVES[card]
        # Only the kinds this card asks for change: used up if it is met, and capped in any case
        # (what the cards to come may ask for shrinks by exactly this card's needs).
        touched = [(shift[d], needs[i][d], cap[k + 1][d]) for d in scarce if needs[i][d]]
        mask = sum(field_mask << sh for sh, _, _ in touched)
        weight = 3 ** (n - 1 - i)
        add, flip = (0, 0) if played else (smo, 1 if smo else 0)
        met_gain = (2 * o.points + add) * scale + 2 * weight
        failed_gain = (add - 2 * o.penalty) * scale + weight
        deltas: dict[int, tuple[int | None, int]] = {}
        nxt: dict[int, int] = {}
        how: dict[int, tuple[int, str]] = {}
        for state, value in layer.items():
            sub = state & mask
            delta = deltas.get(sub)
            if delta is None:
                fields = [((sub >> sh) & field_mask, sh, x, c) for sh, x, c in touched]
                met = None
                if not impossible[i] and all(v >= x for v, _, x, _ in fields):
                    met = sum((min(v - x, c) - v) << sh for v, sh, x, c in fields)
                delta = deltas[sub] = (met, sum((min(v, c) - v) << sh for v, sh, _, c in fields))
            met, kept = delta
            if met is not None:
                st, v = (state + met) ^ flip, value + met_gain
                if v > nxt.get(st, v - 1):
                    nxt[st] = v
                    how[st] = (state, "met")
            st, v = (state + kept) ^ flip, value + failed_gain
            if v > nxt.get(st, v - 1):
                nxt[st] = v
                how[st] = (state, "failed")
            if not played:
                st, v = state + kept, value
                if v > nxt.get(st, v - 1):
                    nxt[st] = v
                    how[st] = (state, "dropped")
        back.append(how)
        layer = nxt
    # An odd number of area cards leaves one card without a partner for the station master.
    state, best = max(((st, v - smo * (st & 1) * scale) for st, v in layer.items()), key=lambda t: t[1])
    verdicts = [""] * n
    for k in range(n - 1, -1, -1):
        state, verdicts[order[k]] = back[k][state]
    return best // scale // 2, tuple(verdicts)


def counted_money(s, p: int) -> int:
    """The money the pad counts (of a State): the player's, less a transport cost already due (the
    city of a delivery chosen, its disc still to take: kansas_city.transport_owed). At the game's end
    nothing is due; during a Kansas City visit the running score then reads what the pad will (it read
    a point more at that step: 62 where the pad, the transport paid, said 61)."""
    return s.players[p].money - transport_owed(s, p)


def player_sheet(g, p: int, due: bool = False) -> dict:
    """One player's pad; `due`: a city chosen whose disc is still to take counted as placed (its crest,
    the arrow it completes, Kansas City's $6: §12.3, the running score). Without it, the cities as
    they stand, as the bots' judgement counts them (ai/evaluate, tuned on it)."""
    s = g.s
    pl = s.players[p]
    cats: dict[str, list[dict]] = {k: [] for k in CATEGORIES}

    due_cities = cities_due(s, p) if due else []
    money = counted_money(s, p) + sum(board.KC_CREST_MONEY for c in due_cities if c == board.CITY_KC)
    cats["money"].append(_item("money", money // 5, money=money))
    for sp, b in _buildings(g, p):
        cats["buildings"].append(_item("building", b.points, building=b.name, space=board.SPACES[sp]))
    cities = list(pl.cities)
    for c in due_cities:
        cities[c] += 1
    for c, count in enumerate(cities):
        if count and c in board.CREST_POINTS:
            cats["cities"].append(_item("crest", board.CREST_POINTS[c] * count, city=c, count=count))
    for a, (pts, _) in enumerate(board.CITY_ARROWS):
        if pts and cities[a] and cities[a + 1]:
            cats["cities"].append(_item("arrow", pts, city=a, next=a + 1))
    for st, on in enumerate(pl.stations):
        if on:
            cats["stations"].append(_item("station", board.STATIONS[st][1], station=st + 1))
    for t in pl.hazards:
        h = HAZARDS[t]
        cats["hazards"].append(_item("hazard", h.points, hazard=h.type))
    for c in sorted(pl.deck()):
        if not is_objective(c) and CARD_POINTS[c]:
            cats["cattle"].append(_item("cattle", CARD_POINTS[c], card=CARD_NAMES[c]))

    deck_objectives = [c for c in pl.deck() if is_objective(c)]
    have = resources(g, p)
    has_smo = SM_OBJECTIVE in pl.masters
    _, how = best_objectives(list(pl.objectives), deck_objectives, have, has_smo)
    area_after = len(pl.objectives)
    for (card, played), verdict in zip([(c, True) for c in pl.objectives] + [(c, False) for c in deck_objectives], how):
        o = OBJECTIVES[card]
        points = {"met": o.points, "failed": -o.penalty, "dropped": 0}[verdict]
        cats["objectives"].append(_item(f"objective_{verdict}", points, card=card, from_deck=not played))
        if not played and verdict != "dropped":
            area_after += 1

    for tile in pl.masters:
        if tile == SM_WORKERS:
            n = sum(pl.workers)
            cats["station_masters"].append(_item("master_workers", n, count=n))
        elif tile == SM_CERT:
            n = pl.cert + pl.perm_certs
            cats["station_masters"].append(_item("master_certificates", 3 * (n // 2), count=n, pairs=n // 2))
        elif tile == SM_TEEPEE:
            n = min(pl.teepees.count(GREEN_TEEPEE), pl.teepees.count(BLUE_TEEPEE))
            cats["station_masters"].append(_item("master_teepees", 3 * n, pairs=n))
        elif tile == SM_HAZARD:
            n = len(pl.hazards)
            cats["station_masters"].append(_item("master_hazards", 3 * (n // 2), count=n, pairs=n // 2))
        elif tile == SM_OBJECTIVE:
            cats["station_masters"].append(
                _item("master_objectives", 3 * (area_after // 2), count=area_after, pairs=area_after // 2))
    for kind, count in enumerate(pl.workers):
        on_points = sum(1 for space in WORKER_POINTS_SPACES if count >= space)
        if on_points:
            cats["workers"].append(_item("workers", WORKER_SPACE_POINTS * on_points, worker=WORKER_NAMES[kind],
                                         count=on_points))
    if pl.cleared(DISC_INDEX["step2"]):
        cats["disc_space"].append(_item("step_disc", STEP_DISC_POINTS))
    if pl.token:
        cats["token"].append(_item("token", 2))

    categories = [{"key": k, "points": sum(i["points"] for i in cats[k]), "items": cats[k]} for k in CATEGORIES]
    return {"player": p, "name": pl.name, "categories": categories,
            "total": sum(c["points"] for c in categories), "money": money}


def score_sheet(g, due: bool = False) -> list[dict]:
    """Every player's score pad; the highest total wins and ties are shared (§14 #15). `due`: a
    chosen city's disc counted as placed (player_sheet)."""
    sheets = [player_sheet(g, p, due) for p in range(g.s.n)]
    best = max(sh["total"] for sh in sheets)
    for sh in sheets:
        sh["winner"] = sh["total"] == best
    return sheets
