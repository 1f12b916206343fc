"""Kansas City (docs/RULES.md §3): the three foresight choices, income, delivery with its disc, crests and
transport costs, then back to the start; also the extraordinary delivery of building 9a (§3.6).

Frames are pushed in subphase order at arrival and each resolves in turn; a foresight column with
nothing the player may take is skipped; a foresight column with a single tile the player may take
and the city step with one city left are still asked (the income step with no temporary certificate
to spend offers nothing to choose and is taken by the engine).
"""
from __future__ import annotations

from dataclasses import dataclass

from . import board, flow
from .components import CARD_BREED, CARD_VALUE, CERT_TRACK, HAZARDS, is_teepee, is_worker
from .events import Cattleman, Delivery, Foresight, Income, KansasCity, TileBoxed, TilePlaced, Transport
from .moves import MoveKind, mv
from .players import gain_money, pay
from .railroad import any_backward_targets, counted_spaces_back, move_engine
from .reveal import mark
from .workers import add_worker, market_full, workers_to_end


def _kc_start(g, f) -> None:
    g.events.append(KansasCity(g.s.current))
    g.s.stack.extend(_KC_FRAMES)


# Kansas City's subphases, bottom of the stack first (the first foresight column ends on top).
_KC_FRAMES = (("kc_end",), ("kc_income",), ("kc_foresight", 2), ("kc_foresight", 1), ("kc_foresight", 0))


flow.automatic("kc_start", _kc_start)


def workers_allowed(g) -> bool:
    # After the end is triggered there is no room left in the job market (§12.2).
    return g.s.end_trigger < 0 and not market_full(g.s)


def foresight_workers(g) -> tuple[int, int]:
    """(fewest, most) workers a Kansas City visit would put in the job market from the foresight
    tiles showing now: one per column holding a worker, a must where a column holds only workers
    (§3.1, §3.3); never more than the job market takes before the end (§12.2), none after it."""
    if not workers_allowed(g):
        return 0, 0
    fewest = most = 0
    for col in g.s.foresight:
        tiles = [t for t in col if t >= 0]
        if any(is_worker(t) for t in tiles):
            most += 1
            fewest += all(is_worker(t) for t in tiles)
    left = workers_to_end(g.s)
    return min(fewest, left), min(most, left)


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


FORESIGHT_MOVES = (mv(MoveKind.FORESIGHT, 0), mv(MoveKind.FORESIGHT, 1))
CITY_MOVES = tuple(mv(MoveKind.CITY, i) for i in range(len(board.CITIES)))


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


# Never taken by the engine itself, even with one tile the player may take (§3.1: after the end is
# triggered a column of a worker and a teepee offers the teepee alone): the player sees which tile it
# is and where it goes, and takes it (saves of format 2 and older recorded no move for such a step:
# storage/save_format.lone_steps names the steps Match.replay takes as such a file is read).
flow.decision("kc_foresight", _fs_legal, _fs_apply, fields=("column",),
              vanish=True)


def breeding_value(hand: list[int]) -> int:
    """Each distinct breed in hand counts once, with its breeding value (§3.1)."""
    # Objective cards have breed -1 and breeding value 0: they add nothing, without a test per card.
    return sum({CARD_BREED[c]: CARD_VALUE[c] for c in hand}.values())


def _income_legal(g, f):
    # The move names where the temporary certificate marker ends: spending from 6 can only drop to 4
    # or lower, as the track has no 5 (§14 #5).
    cert = g.s.me.cert
    return [mv(MoveKind.CERTS, t) for t in CERT_TRACK if t <= cert]


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
              auto_single=True)


def deliverable(pl, value: int) -> list[int]:
    """The cities a delivery of this value may go to: value within reach and none of the player's
    discs there, but for Kansas City and San Francisco (§3.1 step 5)."""
    return [i for i, (_, v, _, repeat) in enumerate(board.CITIES) if v <= value and (repeat or not pl.cities[i])]


def city_moves(g, value: int) -> list:
    return [CITY_MOVES[i] for i in deliverable(g.s.me, value)]


@dataclass(frozen=True)
class CityOption:
    """One city a delivery may go to, and what choosing it brings (Game.delivery_options)."""
    city: int  # index into board.CITIES
    value: int  # the delivery value the city asks
    certificates: int  # temporary certificates to spend to reach it with this hand (0: the hand alone)
    points: int  # points at the end: the city's crest (Kansas City -6, ...) and the green arrows its
    # first disc completes with a neighbour holding one of the player's discs (§3.4)
    objectives: int  # objective cards those arrows give
    money: int  # dollars at once: Kansas City's +$6
    transport: int  # the transport cost from the engine's place now (§3.5)


@dataclass(frozen=True)
class DeliveryOptions:
    """Where the hand a player holds now could be delivered at a Kansas City visit."""
    value: int  # the delivery value without temporary certificates: distinct breeds + permanent certificates
    certificates: int  # temporary certificates the player could spend on top
    options: tuple[CityOption, ...]  # every city reachable spending at most all of them, Kansas City first

    @property
    def forced(self) -> bool:
        """Only one city can take this herd: the city step will offer that one city alone."""
        return len(self.options) == 1


def _spendable(cert: int) -> list[int]:
    """The temporary certificates that may be spent from a marker at `cert`: the marker moves to any
    space at or below it, and the track has no 5 (§14 #5)."""
    return sorted(cert - t for t in CERT_TRACK if t <= cert)


def city_points(pl, city: int) -> tuple[int, int]:
    """(points, objective cards) one more disc of this player in a city brings: its crest's points
    and, for a first disc there, each green arrow to a neighbour already holding a disc (§3.4)."""
    points = board.CREST_POINTS.get(city, 0)
    objectives = 0
    if not pl.cities[city]:
        for j in (city - 1, city + 1):
            if 0 <= j < len(board.CITIES) and pl.cities[j]:
                pts, cards = board.CITY_ARROWS[min(city, j)]
                points += pts
                objectives += cards
    return points, objectives


def delivery_options(g, p: int) -> DeliveryOptions:
    """The cities player p's hand could be delivered to if it arrived in Kansas City now: each with
    its points, objective cards, money and transport cost, and the certificates it would take. While
    p chooses the city (the hand already paid out), the cities of that delivery's value, and no
    transport for an extraordinary delivery (§3.6)."""
    s = g.s
    pl = s.players[p]
    top: tuple = s.stack[-1] if s.stack and not s.over and s.current == p else ("",)
    if top[0] == "city":
        base, cert, spends, transport = top[2], 0, [0], top[1] == "kc"
    else:
        base, cert, spends, transport = breeding_value(pl.hand) + pl.perm_certs, pl.cert, _spendable(pl.cert), True
    options = []
    for city in deliverable(pl, base + cert):
        need = board.CITIES[city][1]
        certs = next(k for k in spends if base + k >= need)
        points, objectives = city_points(pl, city)
        options.append(CityOption(city, need, certs, points, objectives,
                                  board.KC_CREST_MONEY if city == board.CITY_KC else 0,
                                  board.transport_cost(pl.engine, need) if transport else 0))
    return DeliveryOptions(base, cert, tuple(options))


def _city_legal(g, f):
    return city_moves(g, f[2])


def _city_apply(g, f, m):
    g.s.stack.pop()
    city = int(m.args[0])
    me = g.s.me
    points = city_points(me, city)[0]
    only = len(deliverable(me, f[2])) == 1  # the herd could go nowhere else: the recap says it had to
    if f[1] == "kc":
        cost = board.transport_cost(me.engine, board.CITIES[city][1])
        g.events.append(Delivery(g.s.current, city, f[2], cost, False, points, only))
        flow.push(g, ("disc", "city", city, cost), ("kc_transport", city))
    else:
        g.events.append(Delivery(g.s.current, city, f[2], 0, True, points, only))
        flow.push(g, ("disc", "city", city, 0))  # extraordinary delivery: no transport cost (§3.6)


# Never taken by the engine itself, even with one city left (§3.1 step 5): the player sees where the
# herd goes, with its points and transport cost, and confirms it (saves of format 1 recorded no move
# for such a step: storage/save_format.lone_steps names it for Match.replay).
flow.decision("city", _city_legal, _city_apply, fields=("source", "value"))


def _transport_cost(s, p: int, frame) -> int:
    return board.transport_cost(s.players[p].engine, board.CITIES[frame[1]][1])


def transport_owed(s, p: int) -> int:
    """The transport cost player `p` owes for a delivery whose city is chosen and whose disc is still to
    be taken (§3.1 step 5: the cost comes right after the disc, whatever disc it is): money already
    spent, so the score pad "if the game ended now" counts it as paid."""
    if s.current != p:
        return 0
    return sum(_transport_cost(s, p, f) for f in s.stack if f[0] == "kc_transport")


def cities_due(s, p: int) -> list[int]:
    """The cities player `p` has chosen to deliver to whose disc is still to be taken (§3.1 step 5):
    the disc goes there whatever disc it is (a frame with no disc to take vanishes before it is ever
    asked), so the score pad "if the game ended now" counts it as placed: its crest, the arrow it
    completes, Kansas City's $6 (§3.4, §12.3)."""
    if s.current != p:
        return []
    return [f[2] for f in s.stack if f[0] == "disc" and f[1] == "city"]


def _transport(g, f) -> None:
    p = g.s.current
    cost = _transport_cost(g.s, p, f)
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
    return [mv(MoveKind.ENGINE, board.position_text(q)) for q in any_backward_targets(g, g.s.current)]


def _xd_apply(g, f, m):
    g.s.stack.pop()
    p = g.s.current
    dest = board.parse_position(m.args[0])
    count = counted_spaces_back(g, p, dest)
    move_engine(g, p, dest)  # a turnout there is offered after the delivery (§3.6)
    flow.push(g, ("city", "extra", count))


flow.decision("extra_delivery", _xd_legal, _xd_apply, fields=())
