"""Events: what apply() did, as one small typed record per kind, for the log, the animations and sounds.

Every record has `kind` (a class constant, the same short word for every record of its class) and
`player`: the player it is about, -1 (`TABLE`) for what happens on the table (markets, tiles, the
end of the game). Fields hold the engine's own small values: players as seat numbers, trail spaces
as indices into board.SPACES, cards and tiles as kinds of components.CARD_NAMES / TILE_NAMES,
stations, cities and job-market rows 0-based. Records are built on the engine's hot path (a random
game makes a few per decision), so they are plain slots classes: read them, never change them.

Money moves in one record that names both sides, `BANK` (-1) standing for the bank: a gain is
Money(BANK, p, n), a cost Money(p, BANK, n), a hand fee paid to an owner Money(p, owner, n). What was
paid or gained for something is also in the record of that thing (Hired, Built, Bought, Upgrade,
HazardTaken, Transport, Fee: the price; TeepeeTaken, Aux, DiscCleared, CityDisc: the money it
brought, + or -; Discard: the money discarding brought; Delivery: its value and transport cost), so a sentence reads the sum from the record
itself ("hires a cowboy for $6"), never from which Money record sits next to it: a list of events
filtered to the notable ones (the charts) still tells the price. The Money record of the same sum
still comes too (a payment just before what was bought, a gain just after), for the purse's animation.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

BANK = -1  # Money.payer / Money.receiver / Fee.receiver: the bank, not a player
TABLE = -1  # Event.player of what happens on the table, to nobody in particular


class Event:
    """The base of every event record (for isinstance); see the module's docstring."""
    __slots__ = ()
    kind: ClassVar[str] = "event"
    player: int  # every record has it: a field, or TABLE (TableEvent), or Money's property


class TableEvent(Event):
    """An event about the table, not a player: its `player` is TABLE."""
    __slots__ = ()
    player: ClassVar[int] = TABLE


KINDS: dict[str, type[Event]] = {}  # kind -> its record class


def _record(kind: str):
    def make(cls):
        cls.kind = kind
        KINDS[kind] = record = dataclass(slots=True)(cls)
        return record
    return make


# ---- money, cards and certificates (players.py) ----
@_record("money")
class Money(Event):
    payer: int  # BANK for a gain
    receiver: int  # BANK for a cost
    amount: int  # always > 0

    @property
    def player(self) -> int:
        """The player whose purse changed (the payer when a player pays another)."""
        return self.payer if self.payer != BANK else self.receiver


@_record("draw")
class Draw(Event):
    player: int
    count: int


@_record("shuffle")
class Shuffle(Event):
    player: int
    cards: int  # the size of the new draw stack


@_record("discard")
class Discard(Event):
    """A card from the hand to the discard pile. `money`: the dollars discarding it brought at once (a
    building's "discard a Guernsey for $2"; a pair's money on its first card, 0 on the second)."""
    player: int
    card: int
    money: int


@_record("cert")
class Cert(Event):
    player: int
    change: int  # spaces on the certificate track, + gained, - spent


@_record("reveal")
class Reveal(Event):
    """The move uncovered something hidden or random (reveal.py): undo stops here."""
    player: int
    what: str  # one of reveal.WHATS


# ---- the turn (turn.py, game.py) ----
@_record("turn")
class Turn(Event):
    player: int


@_record("forced")
class Forced(Event):
    """The engine took the only legal move itself; that move's own events follow."""
    player: int
    move: object  # the Move taken


@_record("game_over")
class GameOver(TableEvent):
    pass


@_record("end_triggered")
class EndTriggered(Event):
    player: int  # who moved the job market token off the board (and took it)


# ---- the trail (trail.py, hazards.py, teepees.py) ----
@_record("cattleman")
class Cattleman(Event):
    player: int
    space: int


@_record("fee")
class Fee(Event):
    """A hand fee on the way: `owed` by the rules, `paid` as far as the purse went (§2.5)."""
    player: int
    space: int
    paid: int
    owed: int
    receiver: int  # the building's owner, or BANK for a hazard or teepee


@_record("hazard")
class HazardTaken(Event):
    player: int
    tile: int
    space: int
    cost: int  # dollars paid for it (0: a free removal)


@_record("teepee")
class TeepeeTaken(Event):
    player: int
    tile: int
    space: int
    money: int  # the trade's dollars: + gained, - paid (the space's value, §11)


# ---- buildings and their actions (buildings.py, auxiliary.py, cattle.py, workers.py) ----
@_record("action")
class Action(Event):
    player: int
    action: str  # the local action's name (buildings.ACTIONS)


@_record("aux")
class Aux(Event):
    player: int
    action: str  # components.AUX_ACTIONS
    level: int  # 1 single, 2 double
    money: int  # dollars it brought at once: + gained (aux_money), - paid (aux_cert, aux_engine), else 0


@_record("build")
class Built(Event):
    player: int
    building: str  # "3a"
    space: int
    cost: int  # dollars paid (craftsmen needed times the action's rate)


@_record("buy")
class Bought(Event):
    """One card bought. Two cards bought together come as two records after one payment: the first
    carries the purchase's price, the second 0, so the costs of a turn's records add up to what was paid."""
    player: int
    card: int
    cost: int


@_record("market_add")
class MarketAdd(Event):
    player: int
    size: int  # the market's size after two cards were added


@_record("market_refill")
class MarketRefill(TableEvent):
    size: int


@_record("hire")
class Hired(Event):
    player: int
    worker: int  # a worker tile kind
    row: int
    cost: int  # dollars paid (the row's price with the hire action's modifier)


@_record("job_market")
class JobMarket(TableEvent):
    """A worker from Kansas City joins the job market."""
    worker: int
    row: int


# ---- Kansas City (kansas_city.py) ----
@_record("kansas_city")
class KansasCity(Event):
    player: int


@_record("foresight")
class Foresight(Event):
    player: int
    tile: int
    column: int


@_record("tile_placed")
class TilePlaced(TableEvent):
    tile: int
    space: int


@_record("tile_boxed")
class TileBoxed(TableEvent):
    """A hazard or teepee found no free space on the trail and left the game."""
    tile: int


@_record("income")
class Income(Event):
    player: int
    value: int  # the delivery value: breeding value + permanent + spent certificates
    spent: int  # temporary certificates spent


@_record("deliver")
class Delivery(Event):
    player: int
    city: int
    value: int  # the delivery value it was made with (a Kansas City visit's income, or 9a's spaces counted)
    transport: int  # the transport cost it makes the player pay (0 for an extraordinary delivery)
    extra: bool  # an extraordinary delivery (building 9a, §3.6), not a Kansas City visit's
    points: int  # the points the city's disc brings at the end: its crest and the green arrows completed (§3.4)
    only: bool  # the one city the herd could go to: the step offered nothing else


@_record("transport")
class Transport(Event):
    player: int
    cost: int


# ---- discs, railroad, stations (discs.py, railroad.py) ----
@_record("disc_cleared")
class DiscCleared(Event):
    player: int
    group: str  # components.DISC_GROUPS name
    money: int  # dollars clearing it brought at once: + the first step-limit space's, - the hand space's


@_record("disc_reclaimed")
class DiscReclaimed(Event):
    player: int
    station: int


@_record("city")
class CityDisc(Event):
    player: int
    city: int
    money: int  # dollars the crest pays at once: Kansas City's $6 (§3.4), else 0


@_record("station")
class StationDisc(Event):
    player: int
    station: int


@_record("engine")
class Engine(Event):
    player: int
    position: int  # a board.TRACK_POSITIONS code (board.position_text names it)


@_record("upgrade")
class Upgrade(Event):
    player: int
    station: int
    cost: int  # dollars paid for the upgrade


@_record("master")
class Master(Event):
    player: int
    tile: str  # the station master tile ("sm_cert", ...)
    worker: str  # the worker given up ("cowboy", ...)


# ---- objective cards and the herd (objectives.py, herd.py) ----
@_record("objective_played")
class ObjectivePlayed(Event):
    player: int
    card: int


@_record("objective_gained")
class ObjectiveGained(Event):
    player: int
    card: int
    dest: str  # "hand" or "discard"


@_record("removed")
class Removed(Event):
    """A card removed from the game by thinning the herd."""
    player: int
    card: int

