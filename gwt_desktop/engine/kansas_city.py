"""Kansas City (docs/RULES.md §3): the three foresight choices, income, delivery with its disc, crests and
transport costs, then back to the start; also the extraordinary delivery of building 9a (§3.6).

Frames are pushed in subphase order at arrival and each resolves in turn; a foresight column with
nothing the player may take is skipped, and a forced single choice is taken by the engine.
"""
from __future__ import annotations

from . import board, flow
from .components import CARD_BREED, CARD_VALUE, CERT_TRACK, HAZARDS, is_teepee, is_worker
from .events import Cattleman, Delivery, Foresight, Income, KansasCity, TileBoxed, TilePlaced, Transport
from .moves import mv
from .players import gain_money, pay
from .railroad import any_backward_targets, counted_spaces_back, move_engine
from .reveal import mark
from .workers import add_worker, market_full


def _kc_start(g, f) -> None:
    g.events.append(KansasCity(g.s.current))
    g.s.stack.extend(_KC_FRAMES)


# Kansas City's subphases, bottom of the stack first (the first foresight column ends on top).
_KC_FRAMES = (("kc_end",), ("kc_income",), ("kc_foresight", 2), ("kc_foresight", 1), ("kc_foresight", 0))


flow.automatic("kc_start", _kc_start)


def workers_allowed(g) -> bool:
    # After the end is triggered there is no room left in the job market (§12.2).
    return g.s.end_trigger < 0 and not market_full(g.s)


def place_tile(g, tile: int) -> None:
    """Where a chosen foresight tile goes (§3.3); a hazard or teepee with no room leaves the game."""
    s = g.s
    if is_worker(tile):
        add_worker(g, tile)
        return
    if is_teepee(tile):
        spaces = board.TEEPEE_SPACES
    else:
        spaces = board.HAZARD_SPACES[HAZARDS[tile].type]
    for sp in spaces:
        if s.trail[sp] < 0:
            s.trail[sp] = tile
            g.events.append(TilePlaced(tile, sp))
            return
    s.boxed_tiles.append(tile)
    g.events.append(TileBoxed(tile))


FORESIGHT_MOVES = (mv("foresight", 0), mv("foresight", 1))
CITY_MOVES = tuple(mv("city", i) for i in range(len(board.CITIES)))


def _fs_legal(g, f):
    col = g.s.foresight[f[1]]
    a, b = col  # two spaces per column; -1 is an empty one
    if workers_allowed(g):
        return ([FORESIGHT_MOVES[0]] if a >= 0 else []) + ([FORESIGHT_MOVES[1]] if b >= 0 else [])
    return [FORESIGHT_MOVES[i] for i, t in enumerate(col) if t >= 0 and not is_worker(t)]


def _fs_apply(g, f, m):
    g.s.stack.pop()
    col = g.s.foresight[f[1]]
    i = int(m.args[0])
    tile = col[i]
    col[i] = -1
    g.events.append(Foresight(g.s.current, tile, f[1]))
    place_tile(g, tile)


flow.decision("kc_foresight", _fs_legal, _fs_apply, fields=("column",),
              prompt="Choose a foresight tile", vanish=True, auto_single=True)


def breeding_value(hand: list[int]) -> int:
    """Each distinct breed in hand counts once, with its breeding value (§3.1)."""
    # Objective cards have breed -1 and breeding value 0: they add nothing, without a test per card.
    return sum({CARD_BREED[c]: CARD_VALUE[c] for c in hand}.values())


def _income_legal(g, f):
    # The move names where the temporary certificate marker ends: spending from 6 can only drop to 4
    # or lower, as the track has no 5 (§14 #5).
    cert = g.s.me.cert
    return [mv("certs", t) for t in CERT_TRACK if t <= cert]


def _income_apply(g, f, m):
    g.s.stack.pop()
    s, p = g.s, g.s.current
    pl = s.players[p]
    target = int(m.args[0])
    spent = pl.cert - target
    pl.cert = target
    value = breeding_value(pl.hand) + pl.perm_certs + spent
    g.events.append(Income(p, value, spent))
    gain_money(g, p, value)
    pl.discard.extend(pl.hand)
    pl.hand.clear()
    flow.push(g, ("city", "kc", value))


flow.decision("kc_income", _income_legal, _income_apply, fields=(),
              prompt="Spend temporary certificates for income",
              auto_single=True)


def city_moves(g, value: int) -> list:
    pl = g.s.me
    return [CITY_MOVES[i] for i, (_, v, _, repeat) in enumerate(board.CITIES)
            if v <= value and (repeat or not pl.cities[i])]


def _city_legal(g, f):
    return city_moves(g, f[2])


def _city_apply(g, f, m):
    g.s.stack.pop()
    city = int(m.args[0])
    g.events.append(Delivery(g.s.current, city))
    if f[1] == "kc":
        cost = board.transport_cost(g.s.me.engine, board.CITIES[city][1])
        flow.push(g, ("disc", "city", city, cost), ("kc_transport", city))
    else:
        flow.push(g, ("disc", "city", city, 0))  # extraordinary delivery: no transport cost (§3.6)


flow.decision("city", _city_legal, _city_apply, fields=("source", "value"),
              prompt="Choose the city to deliver to", auto_single=True)


def _transport(g, f) -> None:
    p = g.s.current
    cost = board.transport_cost(g.s.players[p].engine, board.CITIES[f[1]][1])
    if cost:
        pay(g, p, cost)
        g.events.append(Transport(p, cost))


flow.automatic("kc_transport", _transport)


def refill_foresight(g) -> None:
    s = g.s
    turned = False
    for col in range(3):
        for i in range(2):
            if s.foresight[col][i] < 0 and s.kc_stacks[col]:
                s.foresight[col][i] = s.kc_stacks[col].pop()
                turned = True
    if turned:
        mark(g, "foresight")


def _kc_end(g, f) -> None:
    """Back to the start space and refill the foresight spaces; phase C then draws a whole new hand."""
    p = g.s.current
    g.s.players[p].cattleman = board.START_SPACE
    g.events.append(Cattleman(p, board.START_SPACE))
    refill_foresight(g)


flow.automatic("kc_end", _kc_end)


# ---- 9a: ("extra_delivery",) move the engine back, then deliver to a city worth at most the count ----
def _xd_legal(g, f):
    return [mv("engine", board.position_text(q)) for q in any_backward_targets(g, g.s.current)]


def _xd_apply(g, f, m):
    g.s.stack.pop()
    p = g.s.current
    dest = board.parse_position(m.args[0])
    count = counted_spaces_back(g, p, dest)
    move_engine(g, p, dest)  # a turnout there is offered after the delivery (§3.6)
    flow.push(g, ("city", "extra", count))


flow.decision("extra_delivery", _xd_legal, _xd_apply, fields=(),
              prompt="Move your engine back for an extraordinary delivery")
