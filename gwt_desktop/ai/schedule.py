"""The delivery schedule (issue 68, Deliver 3): what the deliveries a player has left are worth, in
points, if each goes to the best city its hand reaches, by a small dynamic programme over the cities
its discs take. A first step, used by no level, the Hint or the review yet (lab/schedule.py measures
how it goes with the final score).

- `hand_value(pl)`: the expected breeding value of a hand of the player's hand limit drawn at random
  from its whole deck, each breed counted once (§3.1; exact, by each breed's chance to be drawn at
  least once).
- `deliveries_left(game, p)`: the Kansas City visits p has left by the game's clock: the workers still
  to come before the job market is full (Game.workers_to_end), WORKERS_PER_VISIT a visit, the visits
  shared among the players; at least one while the game goes on.
- `schedule(cities, engine, values)`: the best cities for deliveries of these values, in order: each
  city's crest (Kansas City −6, Sacramento +6, San Francisco +9 a disc), the green arrows its first
  disc completes with a neighbour holding one, and the delivery's income less its transport cost from
  the engine's place (Kansas City's +$6 too) at DOLLAR points a dollar (the pad's $5 a point); a city
  but Kansas City and San Francisco once; a city asks its value or more (§3.1). Returns the points
  and the cities.
- `value(game, p)`: the schedule of p's deliveries left, the first with the temporary certificates
  that can be spent at once, every one with the permanent ones.
"""
from __future__ import annotations

import math
from functools import lru_cache

from ..engine import board
from ..engine.components import CARD_BREED, CARD_VALUE

WORKERS_PER_VISIT = 2.0  # two-player games: 24 job-market spaces filled in about 12 visits (learned.md)
DOLLAR = 0.2  # points a dollar: the pad's $5 a point
_CERT_SPEND = {0: 0, 1: 1, 2: 2, 3: 3, 4: 4, 6: 6}  # the marker's value is what it spends (§10.4)


def hand_value(pl) -> float:
    """The expected breeding value of pl.hand_limit() cards drawn at random from its whole deck."""
    deck = pl.deck()
    total = len(deck)
    draw = min(pl.hand_limit(), total)
    if not draw:
        return 0.0
    per_breed: dict[int, list[int]] = {}
    for c in deck:
        if CARD_VALUE[c] > 0:
            per_breed.setdefault(CARD_BREED[c], []).append(CARD_VALUE[c])
    none = math.comb(total, draw)
    out = 0.0
    for values in per_breed.values():
        # a breed's cards share one value; it counts once if any of them is drawn
        out += values[0] * (1.0 - math.comb(total - len(values), draw) / none)
    return out


def deliveries_left(game, p: int) -> int:
    """The Kansas City visits p has left by the game's clock (at least one while the game goes on)."""
    if game.is_over:
        return 0
    n = game.state.n
    return max(1, round(game.workers_to_end() / WORKERS_PER_VISIT / n))


def _arrow_points(mask: int, c: int) -> int:
    """The green arrows a first disc on city c completes, given the cities (bits) already holding one."""
    pts = 0
    for j in (c - 1, c + 1):
        if 0 <= j < len(board.CITIES) and mask >> j & 1:
            pts += board.CITY_ARROWS[min(c, j)][0]
    return pts


def delivery_points(mask: int, c: int, engine: int, value: int) -> float:
    """One delivery's points to city c with the player's discs on `mask` (bits): its crest, the arrows
    a first disc completes, and the income less transport at DOLLAR points a dollar."""
    first = not mask >> c & 1
    money = value - board.transport_cost(engine, board.CITIES[c][1])
    money += board.KC_CREST_MONEY if c == board.CITY_KC else 0
    return board.CREST_POINTS.get(c, 0) + (_arrow_points(mask, c) if first else 0) + DOLLAR * money


def schedule(cities, engine: int, values) -> tuple[float, list[int]]:
    """The most points deliveries of these values (in order) bring from a player's discs on `cities`
    (a count per city) and its engine's place, and the cities they go to (the module's doc)."""
    values = tuple(int(v) for v in values)
    start = sum(1 << c for c, count in enumerate(cities) if count)
    return best(start, engine, values)


@lru_cache(maxsize=20000)
def best(mask: int, engine: int, values: tuple) -> tuple[float, list[int]]:
    """schedule's programme from the discs on `mask` (bits): the points and the cities."""
    if not values:
        return 0.0, []
    v, rest = values[0], values[1:]
    top: tuple[float, list[int]] | None = None
    for c, (_, need, _, repeat) in enumerate(board.CITIES):
        if need > v or (mask >> c & 1 and not repeat):
            continue
        later, cities = best(mask | 1 << c, engine, rest)
        total = delivery_points(mask, c, engine, v) + later
        if top is None or total > top[0]:
            top = (total, [c, *cities])
    return top if top is not None else (0.0, [])


def value(game, p: int) -> float:
    """The points p's deliveries left bring by the schedule (the module's doc)."""
    k = deliveries_left(game, p)
    if not k:
        return 0.0
    pl = game.state.players[p]
    hand = hand_value(pl) + pl.perm_certs
    values = [round(hand + _CERT_SPEND.get(pl.cert, 0))] + [round(hand)] * (k - 1)
    return schedule(pl.cities, pl.engine, values)[0]
