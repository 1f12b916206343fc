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
from typing import ClassVar, dataclass_transform

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
    player: ClassVar[int] = TABLE  # type: ignore[misc]  # the same for every record of the kind


class EventKind:
    """Every kind of event, by name: compare `ev.kind == EventKind.DELIVER`, never with a bare string
    (a typo is then an AttributeError at once, not a branch that never runs). The values are the
    records' `kind` words, as logs, saves of the guide's tally and tests read them."""
    MONEY = "money"
    DRAW = "draw"
    SHUFFLE = "shuffle"
    DISCARD = "discard"
    CERT = "cert"
    REVEAL = "reveal"
    TURN = "turn"
    FORCED = "forced"
    GAME_OVER = "game_over"
    END_TRIGGERED = "end_triggered"
    CATTLEMAN = "cattleman"
    FEE = "fee"
    HAZARD = "hazard"
    TEEPEE = "teepee"
    ACTION = "action"
    AUX = "aux"
    BUILD = "build"
    BUY = "buy"
    MARKET_ADD = "market_add"
    MARKET_REFILL = "market_refill"
    HIRE = "hire"
    JOB_MARKET = "job_market"
    KANSAS_CITY = "kansas_city"
    FORESIGHT = "foresight"
    TILE_PLACED = "tile_placed"
    TILE_BOXED = "tile_boxed"
    INCOME = "income"
    DELIVER = "deliver"
    TRANSPORT = "transport"
    DISC_CLEARED = "disc_cleared"
    DISC_RECLAIMED = "disc_reclaimed"
    CITY = "city"
    STATION = "station"
    ENGINE = "engine"
    UPGRADE = "upgrade"
    MASTER = "master"
    OBJECTIVE_PLAYED = "objective_played"
    OBJECTIVE_GAINED = "objective_gained"
    REMOVED = "removed"


KINDS: dict[str, type[Event]] = {}  # kind -> its record class


@dataclass_transform()  # a type checker then sees each record's fields as a dataclass's
def _record(kind: str):
    def make(cls):
        cls.kind = kind
        KINDS[kind] = record = dataclass(slots=True)(cls)
        return record
    return make


# ---- money, cards and certificates (players.py) ----
@_record(EventKind.MONEY)
class Money(Event):
    payer: int  # BANK for a gain
    receiver: int  # BANK for a cost
    amount: int  # always > 0

    @property
    def player(self) -> int:  # type: ignore[override]  # derived from the record's two sides
        """The player whose purse changed (the payer when a player pays another)."""
        return self.payer if self.payer != BANK else self.receiver


@_record(EventKind.DRAW)
class Draw(Event):
    player: int
    count: int


@_record(EventKind.SHUFFLE)
class Shuffle(Event):
    player: int
    cards: int  # the size of the new draw stack


@_record(EventKind.DISCARD)
class Discard(Event):
    """A card from the hand to the discard pile. `money`: the dollars discarding it brought at once (a
    building's "discard a Guernsey for $2"; a pair's money on its first card, 0 on the second)."""
    player: int
    card: int
    money: int


@_record(EventKind.CERT)
class Cert(Event):
    player: int
    change: int  # spaces on the certificate track, + gained, - spent


@_record(EventKind.REVEAL)
class Reveal(Event):
    """The move uncovered something hidden or random (reveal.py): undo stops here."""
    player: int
    what: str  # one of reveal.WHATS


# ---- the turn (turn.py, game.py) ----
@_record(EventKind.TURN)
class Turn(Event):
    player: int


@_record(EventKind.FORCED)
class Forced(Event):
    """The engine took the only legal move itself; that move's own events follow."""
    player: int
    move: object  # the Move taken


@_record(EventKind.GAME_OVER)
class GameOver(TableEvent):
    pass


@_record(EventKind.END_TRIGGERED)
class EndTriggered(Event):
    player: int  # who moved the job market token off the board (and took it)


# ---- the trail (trail.py, hazards.py, teepees.py) ----
@_record(EventKind.CATTLEMAN)
class Cattleman(Event):
    player: int
    space: int


@_record(EventKind.FEE)
class Fee(Event):
    """A hand fee on the way: `owed` by the rules, `paid` as far as the purse went (§2.5)."""
    player: int
    space: int
    paid: int
    owed: int
    receiver: int  # the building's owner, or BANK for a hazard or teepee


@_record(EventKind.HAZARD)
class HazardTaken(Event):
    player: int
    tile: int
    space: int
    cost: int  # dollars paid for it (0: a free removal)


@_record(EventKind.TEEPEE)
class TeepeeTaken(Event):
    player: int
    tile: int
    space: int
    money: int  # the trade's dollars: + gained, - paid (the space's value, §11)


# ---- buildings and their actions (buildings.py, auxiliary.py, cattle.py, workers.py) ----
@_record(EventKind.ACTION)
class Action(Event):
    player: int
    action: str  # the local action's name (buildings.ACTIONS)


@_record(EventKind.AUX)
class Aux(Event):
    player: int
    action: str  # components.AUX_ACTIONS
    level: int  # 1 single, 2 double
    money: int  # dollars it brought at once: + gained (aux_money), - paid (aux_cert, aux_engine), else 0


@_record(EventKind.BUILD)
class Built(Event):
    player: int
    building: str  # "3a"
    space: int
    cost: int  # dollars paid (craftsmen needed times the action's rate)


@_record(EventKind.BUY)
class Bought(Event):
    """One card bought. Two cards bought together come as two records after one payment: the first
    carries the purchase's price, the second 0, so the costs of a turn's records add up to what was paid."""
    player: int
    card: int
    cost: int


@_record(EventKind.MARKET_ADD)
class MarketAdd(Event):
    player: int
    size: int  # the market's size after two cards were added


@_record(EventKind.MARKET_REFILL)
class MarketRefill(TableEvent):
    size: int


@_record(EventKind.HIRE)
class Hired(Event):
    player: int
    worker: int  # a worker tile kind
    row: int
    cost: int  # dollars paid (the row's price with the hire action's modifier)


@_record(EventKind.JOB_MARKET)
class JobMarket(TableEvent):
    """A worker from Kansas City joins the job market."""
    worker: int
    row: int


# ---- Kansas City (kansas_city.py) ----
@_record(EventKind.KANSAS_CITY)
class KansasCity(Event):
    player: int


@_record(EventKind.FORESIGHT)
class Foresight(Event):
    player: int
    tile: int
    column: int


@_record(EventKind.TILE_PLACED)
class TilePlaced(TableEvent):
    tile: int
    space: int


@_record(EventKind.TILE_BOXED)
class TileBoxed(TableEvent):
    """A hazard or teepee found no free space on the trail and left the game."""
    tile: int


@_record(EventKind.INCOME)
class Income(Event):
    player: int
    value: int  # the delivery value: breeding value + permanent + spent certificates
    spent: int  # temporary certificates spent


@_record(EventKind.DELIVER)
class Delivery(Event):
    player: int
    city: int
    value: int  # the delivery value it was made with (a Kansas City visit's income, or 9a's spaces counted)
    transport: int  # the transport cost it makes the player pay (0 for an extraordinary delivery)
    extra: bool  # an extraordinary delivery (building 9a, §3.6), not a Kansas City visit's
    points: int  # the points the city's disc brings at the end: its crest and the green arrows completed (§3.4)
    only: bool  # the one city the herd could go to: the step offered nothing else


@_record(EventKind.TRANSPORT)
class Transport(Event):
    player: int
    cost: int


# ---- discs, railroad, stations (discs.py, railroad.py) ----
@_record(EventKind.DISC_CLEARED)
class DiscCleared(Event):
    player: int
    group: str  # components.DISC_GROUPS name
    money: int  # dollars clearing it brought at once: + the first step-limit space's, - the hand space's


@_record(EventKind.DISC_RECLAIMED)
class DiscReclaimed(Event):
    player: int
    station: int


@_record(EventKind.CITY)
class CityDisc(Event):
    player: int
    city: int
    money: int  # dollars the crest pays at once: Kansas City's $6 (§3.4), else 0


@_record(EventKind.STATION)
class StationDisc(Event):
    player: int
    station: int


@_record(EventKind.ENGINE)
class Engine(Event):
    player: int
    position: int  # a board.TRACK_POSITIONS code (board.position_text names it)


@_record(EventKind.UPGRADE)
class Upgrade(Event):
    player: int
    station: int
    cost: int  # dollars paid for the upgrade


@_record(EventKind.MASTER)
class Master(Event):
    player: int
    tile: str  # the station master tile ("sm_cert", ...)
    worker: str  # the worker given up ("cowboy", ...)


# ---- objective cards and the herd (objectives.py, herd.py) ----
@_record(EventKind.OBJECTIVE_PLAYED)
class ObjectivePlayed(Event):
    player: int
    card: int


@_record(EventKind.OBJECTIVE_GAINED)
class ObjectiveGained(Event):
    player: int
    card: int
    dest: str  # "hand" or "discard"


@_record(EventKind.REMOVED)
class Removed(Event):
    """A card removed from the game by thinning the herd."""
    player: int
    card: int


class PerKind(dict):
    """What one reader of events does with each kind of event: the log's sentence, the recap's fact,
    the show on screen, the guide's tally. kind -> handler, or None for a kind the reader has nothing
    for, said so on purpose (`nothing`). Every reader holds an entry for every kind
    (tests/test_vocabulary.py): a new kind of event is a failing test until each reader says what it
    does with it. Keys may be given as kinds or as their record classes."""

    def __init__(self, reader: str, entries: dict | None = None, nothing=()) -> None:
        super().__init__()
        self.reader = reader  # who reads, for a test's message ("log_sentences")
        for kind, handler in (entries or {}).items():
            self[_kind_of(kind)] = handler
        for kind in nothing:
            self[_kind_of(kind)] = None
        unknown = set(self) - set(KINDS)
        if unknown:
            raise ValueError(f"{reader}: no event of kind {sorted(unknown)}")

    def on(self, *kinds):
        """A decorator: the function handles these kinds (kinds or record classes)."""
        def register(fn):
            for kind in kinds:
                self[_kind_of(kind)] = fn
            return fn
        return register

    def missing(self) -> list[str]:
        """The kinds this reader has no entry for (none, in a finished reader)."""
        return sorted(set(KINDS) - set(self))


def _kind_of(kind) -> str:
    return kind if isinstance(kind, str) else kind.kind
