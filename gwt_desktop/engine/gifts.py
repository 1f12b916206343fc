"""Gifts: an asset put into a player's hands outside play, for experiments (lab/gifts.py asks what an
asset is worth when played; lab/starts.py starts self-play games from positions that hold some).

Never part of a game played by the rules: no move, event or decision makes one, and nothing in the
game, the client or the bots calls `give`. It lives here because only the engine may change its
state, and each gift changes exactly what its name says and keeps every card and tile in one place
(engine/invariants.check holds after it):

- "hand": one hand-limit disc cleared off the player board (the hand limit one higher); the disc goes
  to the box, not to a city or a station.
- "jerseys": two Jersey cards removed from the player's deck into the removed cards (taken from the
  discard pile first, then the draw stack, then the hand; as many as there are, at most two).
- "cert": one permanent certificate (as a station master's gives), without the tile.
- "cowboy", "craftsman", "engineer": one more worker of that kind, its tile taken from the bottom of
  the first Kansas City stack that holds one (hidden tiles, so the job market and the game's clock are
  untouched); unavailable with six of the kind or none left in the stacks.
- "engine4": the engine 4 counted spaces forward (the farthest numbered space 4 steps on, engines in
  the way jumped as a move jumps them), without the station a turnout would offer.
- "station": a disc on the first station (in the track's order) the player has not upgraded, at or
  behind its engine where there is one, else the first ahead; the disc comes from the box, so no
  player-board disc is cleared (like any station's disc it may later come back to a city where the
  board has none left: the rules' reclaim); no station master is taken.
- "building": the player's private building of 5 or more points that needs the fewest craftsmen,
  from its supply onto the first empty private building space of the trail.
- "all": each of the above in that order (those unavailable left out).

`price(game, player, gift)` is the gift's market price where the game sells it, in dollars: a
hand-limit disc $5, a worker its cheapest row's hire cost in the job market now (the token row's
where none of its kind stands there), a station its upgrade cost, a building $2 a craftsman (the
build action's rate); the others have none the purse pays ($0: removing cards and moving the engine
cost engine steps and actions in play, a permanent certificate comes only with a station master).
`give(game, player, gift, pay=True)` takes that price from the purse, and refuses a gift the purse
cannot pay.
"""
from __future__ import annotations

from . import board
from .components import (
    DISC_INDEX,
    HAND_DISC_COST,
    JERSEY,
    JOB_ROW_COSTS,
    JOB_ROWS,
    MAX_WORKERS_PER_ROW,
    PRIVATE_BUILDINGS,
    TILE_INDEX,
)
from .railroad import _step
from .state import EMPTY, private_code

SINGLE = ("hand", "jerseys", "cert", "cowboy", "craftsman", "engineer", "engine4", "station", "building")
GIFTS = (*SINGLE, "all")
WORKERS = ("cowboy", "craftsman", "engineer")
BUILD_RATE = 2  # dollars a craftsman, the build action's (buildings.py: ("build", 2, ...))
BUILDING_POINTS = 5
ENGINE_STEPS = 4
_HAND = DISC_INDEX["hand"]


class GiftUnavailable(ValueError):
    """The gift cannot be given in this position (nothing left to give, or a purse too thin to pay)."""


def _engine_target(g, p: int) -> int | None:
    """The farthest numbered space ENGINE_STEPS counted steps ahead of p's engine, or None."""
    track = g.s.track
    frontier = {g.s.players[p].engine}
    for _ in range(ENGINE_STEPS):
        frontier = {q for pos in frontier for q in _step(track, pos, p, board.TRACK_SUCC)}
    numbered = [q for q in frontier if q % 2 == 0]
    return max(numbered) if numbered else None


def _station(pl) -> int | None:
    free = [st for st, on in enumerate(pl.stations) if not on]
    if not free:
        return None
    behind = [st for st in free if board.STATION_POSITIONS[st] <= pl.engine]
    return (behind or free)[0]


def _building(g, p: int):
    s = g.s
    pl = s.players[p]
    if not any(s.trail[sp] == EMPTY for sp in board.PRIVATE_SPACES):
        return None
    rich = [PRIVATE_BUILDINGS[(num, s.sides[num - 1])] for num in pl.supply]
    rich = [b for b in rich if b.points >= BUILDING_POINTS]
    return min(rich, key=lambda b: (b.craftsmen, b.number)) if rich else None


def _worker_price(g, kind: int) -> int:
    s = g.s
    rows = [r for r in range(min(s.token_row, JOB_ROWS)) if kind in s.job_market[r]]
    return min(JOB_ROW_COSTS[r] for r in rows) if rows else JOB_ROW_COSTS[min(s.token_row, JOB_ROWS - 1)]


def price(g, p: int, gift: str) -> int:
    """The gift's market price in dollars (the module's doc); "all": the sum of those available."""
    if gift == "all":
        return sum(price(g, p, one) for one in SINGLE if available(g, p, one))
    if gift == "hand":
        return HAND_DISC_COST
    if gift in WORKERS:
        return _worker_price(g, TILE_INDEX[gift])
    if gift == "station":
        st = _station(g.s.players[p])
        return 0 if st is None else board.STATIONS[st][0]
    if gift == "building":
        b = _building(g, p)
        return 0 if b is None else b.craftsmen * BUILD_RATE
    if gift not in GIFTS:
        raise ValueError(f"no such gift: {gift!r}")
    return 0


def available(g, p: int, gift: str) -> bool:
    """Whether the gift can be given to p now (the purse aside)."""
    s = g.s
    pl = s.players[p]
    if gift == "hand":
        return pl.discs[_HAND] > 0
    if gift == "jerseys":
        return JERSEY in pl.deck()
    if gift == "cert":
        return True
    if gift in WORKERS:
        kind = TILE_INDEX[gift]
        return pl.workers[kind] < MAX_WORKERS_PER_ROW and any(kind in st for st in s.kc_stacks)
    if gift == "engine4":
        return _engine_target(g, p) is not None
    if gift == "station":
        return _station(pl) is not None
    if gift == "building":
        return _building(g, p) is not None
    if gift == "all":
        return any(available(g, p, one) for one in SINGLE)
    raise ValueError(f"no such gift: {gift!r}")


def give(g, p: int, gift: str, pay: bool = False) -> int:
    """Give player p the gift (the module's doc), paying its market price from the purse if `pay`;
    returns the dollars paid. Raises GiftUnavailable (and changes nothing) where it cannot be given."""
    if gift == "all":
        return sum(give(g, p, one, pay) for one in SINGLE
                   if available(g, p, one) and (not pay or price(g, p, one) <= g.s.players[p].money))
    if not available(g, p, gift):
        raise GiftUnavailable(f"{gift} cannot be given to player {p} here")
    s = g.s
    pl = s.players[p]
    cost = price(g, p, gift) if pay else 0
    if cost > pl.money:
        raise GiftUnavailable(f"{gift} costs ${cost}; player {p} has ${pl.money}")
    if gift == "hand":
        pl.discs[_HAND] -= 1
    elif gift == "jerseys":
        for _ in range(2):
            pile = next((x for x in (pl.discard, pl.draw, pl.hand) if JERSEY in x), None)
            if pile is None:
                break
            pile.remove(JERSEY)
            s.removed_cards.append(JERSEY)
    elif gift == "cert":
        pl.perm_certs += 1
    elif gift in WORKERS:
        kind = TILE_INDEX[gift]
        stack = next(st for st in s.kc_stacks if kind in st)
        stack.remove(kind)  # the first from the bottom (the top is the end of the list)
        pl.workers[kind] += 1
    elif gift == "engine4":
        dest = _engine_target(g, p)
        if pl.engine:
            s.track[pl.engine] = -1
        pl.engine = dest
        s.track[dest] = p
    elif gift == "station":
        pl.stations[_station(pl)] = True
    elif gift == "building":
        b = _building(g, p)
        space = next(sp for sp in board.PRIVATE_SPACES if s.trail[sp] == EMPTY)
        pl.supply.remove(b.number)
        s.trail[space] = private_code(p, b.number)
    pl.money -= cost
    g._legal = g._decision = None  # the decision asked now may offer other moves
    return cost


__all__ = ["GIFTS", "SINGLE", "GiftUnavailable", "available", "give", "price"]
