"""What the others did since a seat's last move: the public facts of their turns, for the "Since your
last turn" list (the game screen after computer turns, the hand-off screen in hot-seat). No pygame.

The game scene hands every applied move's typed events to Recap.record; since(seat) gives the turns
of the others after that seat's last move, each as a few Facts (where the cattleman went and what it
paid, what was bought, hired, built, taken, discarded and what that brought; the foresight tiles
picked, deliveries, discs, the engine; the points the turn made on the score pad as it stands). Only what everybody at the table sees goes in: no drawn cards, no hand.
Each Fact says where on the board it happened (`where`: a kind of place and its index), so the screen
can point at it; the words are text/recap.py's.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from ..engine import EventKind, PerKind, board

# Where a fact happened: ("trail", space index), ("city", city index), ("station", station index),
# ("track", engine position code), ("seat", player) for what went onto a player's own board.
Where = tuple[str, int]


class FactKind:
    """Every kind of fact, by name: compare `fact.kind == FactKind.BUILD`, never with a bare string.
    Where a fact tells one kind of event, it is that event's kind (EventKind); the cattleman's move is
    the fact MOVE (several Cattleman events and their fees told as one stop: not a move's kind,
    engine.MoveKind.MOVE, though spelled alike). What `value` and `amount` carry for each kind is
    beside it. Every table keyed by fact kinds holds them all (tests/test_vocabulary.py)."""
    MOVE = "move"  # where the cattleman stopped (value: the space; amount: the fees on the way)
    FEE = EventKind.FEE  # a fee paid on the way (value: who received it; amount: the fee); merged into MOVE
    BUILD = EventKind.BUILD  # value: the building ("3a"); amount: its cost
    BUY = EventKind.BUY  # value: the card; amount: a pair's price on its first card
    HIRE = EventKind.HIRE  # value: the worker tile; amount: its price
    HAZARD = EventKind.HAZARD  # value: the tile; amount: its price
    TEEPEE = EventKind.TEEPEE  # value: the tile; amount: + its gain or - its cost
    OBJECTIVE = "objective"  # an objective card gained (EventKind.OBJECTIVE_GAINED; value: the card)
    OBJECTIVE_PLAYED = EventKind.OBJECTIVE_PLAYED  # value: the card
    KANSAS_CITY = EventKind.KANSAS_CITY  # the cattleman reached Kansas City
    DELIVER = EventKind.DELIVER  # value: the city; amount: the income; points, only: its disc's, the one city
    CITY = EventKind.CITY  # a disc on a city (value: the city; amount: its money)
    STATION = EventKind.STATION  # a disc on a station (value: the station)
    UPGRADE = EventKind.UPGRADE  # value: the station; amount: its cost
    ENGINE = EventKind.ENGINE  # value: the engine's railroad position
    MASTER = EventKind.MASTER  # a station master taken (value: (the tile, the worker given up))
    FORESIGHT = EventKind.FORESIGHT  # value: the tile picked (where: its column)
    TRANSPORT = EventKind.TRANSPORT  # amount: its cost
    AUX = EventKind.AUX  # value: (action, level); amount: its money, + or -
    CERT = EventKind.CERT  # value: the certificates gained (+) or spent (-)
    DISC_CLEARED = EventKind.DISC_CLEARED  # value: its group; amount: its money
    MARKET_ADD = EventKind.MARKET_ADD  # value: the market's size
    REMOVED = EventKind.REMOVED  # value: the card taken out of the game
    DISCARD = EventKind.DISCARD  # value: the cards discarded together (a tuple); amount: what that brought
    # Only in a line's outcome (session/advice.py), so that every dollar is said:
    INCOME = EventKind.INCOME  # Kansas City's income (value: the certificates spent; amount: the income)
    MONEY = EventKind.MONEY  # dollars no other fact names (value: the local action; amount: + or -)


FACT_KINDS = tuple(v for k, v in vars(FactKind).items() if k.isupper())  # every kind of fact


@dataclass(frozen=True)
class Fact:
    kind: str  # a FactKind: what happened (the value and the amount each kind carries are said there)
    player: int
    where: Where
    value: object = None  # the space, card, worker, tile, city, ... the words name
    # money, from the events: fees paid on a move, the income of a delivery, the price of a hire, a
    # build, cattle (a pair's price on its first card), an upgrade, a hazard; a teepee's + gain or - cost;
    # what discarding brought
    amount: int = 0
    # A delivery's: the points its city's disc brings, and whether that city was the only one the herd
    # could go to (the Delivery record says so: "had to deliver to Kansas City: -6 points").
    points: int = 0
    only: bool = False
    # A move's: the private building that stood on its space when the move was made, (name, owner),
    # () for none or not known. The words name it so after it was replaced ("4a", not the "5a" built
    # there later that turn).
    stood: tuple = ()


@dataclass
class Turn:
    """One player's moves between two moves of someone else. `points`: the change of their score pad
    total over the turn, once it is over (None before, or when the recap began inside it)."""
    player: int
    moves: list[list[Fact]] = field(default_factory=list)  # each move's facts
    done: bool = False
    points: int | None = None
    number: int = -1  # the game's turn number (Game.turn_number while it was played); -1 unknown

    @property
    def facts(self) -> list[Fact]:
        return _merge([f for move in self.moves for f in move])


def facts_of(player: int, events) -> list[Fact]:
    """The public facts of one move's events (its mover `player`), in the order they happened."""
    out: list[Fact] = []
    seen: set[str] = set()  # kinds met so far in this move (after Kansas City, back to the start)
    for ev in events:
        if ev.player == player:
            fact = _FACTS[ev.kind]
            if fact is not None:
                fact(ev, out, seen)
            seen.add(ev.kind)
    return out


# event kind -> what it adds to the facts of its mover's move (given the event, the facts so far and
# the kinds already met), or None: nothing public worth telling since your last turn.
_FACTS = PerKind("recap_facts", nothing=(
    EventKind.MONEY,  # in the record of what it paid for (a fee, a price, a delivery's income)
    EventKind.DRAW, EventKind.SHUFFLE, EventKind.REVEAL,  # what a hand holds is nobody else's business
    EventKind.TURN, EventKind.FORCED, EventKind.GAME_OVER, EventKind.END_TRIGGERED,  # the turn's frame
    EventKind.ACTION,  # what the action did comes in its own records
    EventKind.INCOME,  # a delivery's income: in its Delivery record
    EventKind.MARKET_REFILL, EventKind.JOB_MARKET, EventKind.TILE_PLACED, EventKind.TILE_BOXED,  # the table's
    EventKind.DISC_RECLAIMED,  # a station master's disc back: the Master record tells the exchange
))


@_FACTS.on(EventKind.CATTLEMAN)
def _moved(ev, out, seen):
    if not (EventKind.KANSAS_CITY in seen and ev.space == board.START_SPACE):  # back to the start after Kansas City
        out.append(Fact(FactKind.MOVE, ev.player, ("trail", ev.space), ev.space))


@_FACTS.on(EventKind.FEE)
def _fee(ev, out, seen):
    if ev.paid:
        out.append(Fact(FactKind.FEE, ev.player, ("trail", ev.space), ev.receiver, ev.paid))


@_FACTS.on(EventKind.DISCARD)
def _discard(ev, out, seen):
    if out and out[-1].kind == FactKind.DISCARD:  # discarded together (a pair): one fact
        last = out.pop()
        out.append(Fact(FactKind.DISCARD, ev.player, last.where, (*last.value, ev.card), last.amount + ev.money))
    else:
        out.append(Fact(FactKind.DISCARD, ev.player, ("seat", ev.player), (ev.card,), ev.money))


@_FACTS.on(EventKind.DELIVER)
def _delivered(ev, out, seen):
    # A Kansas City visit's income is its delivery value; an extraordinary delivery earns none.
    out.append(Fact(FactKind.DELIVER, ev.player, ("city", ev.city), ev.city, 0 if ev.extra else ev.value, ev.points, ev.only))


def _fact(kind: str, where, value=lambda ev: None, amount=lambda ev: 0, when=lambda ev: True):
    """A handler adding one fact of `kind`: where it happened, its value and its money, from the event."""
    def add(ev, out, seen):
        if when(ev):
            place = where(ev) if callable(where) else (where, ev.player)
            out.append(Fact(kind, ev.player, place, value(ev), amount(ev)))
    return add


_FACTS.on(EventKind.BUILD)(_fact(FactKind.BUILD, lambda ev: ("trail", ev.space), lambda ev: ev.building, lambda ev: ev.cost))
_FACTS.on(EventKind.BUY)(_fact(FactKind.BUY, "seat", lambda ev: ev.card, lambda ev: ev.cost))
_FACTS.on(EventKind.HIRE)(_fact(FactKind.HIRE, "seat", lambda ev: ev.worker, lambda ev: ev.cost))
_FACTS.on(EventKind.HAZARD)(_fact(FactKind.HAZARD, "seat", lambda ev: ev.tile, lambda ev: ev.cost))
_FACTS.on(EventKind.TEEPEE)(_fact(FactKind.TEEPEE, "seat", lambda ev: ev.tile, lambda ev: ev.money))
_FACTS.on(EventKind.OBJECTIVE_GAINED)(_fact(FactKind.OBJECTIVE, "seat", lambda ev: ev.card))
_FACTS.on(EventKind.OBJECTIVE_PLAYED)(_fact(FactKind.OBJECTIVE_PLAYED, "seat", lambda ev: ev.card))
_FACTS.on(EventKind.KANSAS_CITY)(_fact(FactKind.KANSAS_CITY, lambda ev: ("trail", board.KC_SPACE)))
_FACTS.on(EventKind.CITY)(_fact(FactKind.CITY, lambda ev: ("city", ev.city), lambda ev: ev.city, lambda ev: ev.money))
_FACTS.on(EventKind.STATION)(_fact(FactKind.STATION, lambda ev: ("station", ev.station), lambda ev: ev.station))
_FACTS.on(EventKind.UPGRADE)(_fact(FactKind.UPGRADE, lambda ev: ("station", ev.station), lambda ev: ev.station,
                                   lambda ev: ev.cost))
_FACTS.on(EventKind.ENGINE)(_fact(FactKind.ENGINE, lambda ev: ("track", ev.position), lambda ev: ev.position))
_FACTS.on(EventKind.MASTER)(_fact(FactKind.MASTER, "seat", lambda ev: (ev.tile, ev.worker)))
_FACTS.on(EventKind.FORESIGHT)(_fact(FactKind.FORESIGHT, lambda ev: ("foresight", ev.column), lambda ev: ev.tile))
_FACTS.on(EventKind.TRANSPORT)(_fact(FactKind.TRANSPORT, "seat", amount=lambda ev: ev.cost, when=lambda ev: ev.cost))
_FACTS.on(EventKind.AUX)(_fact(FactKind.AUX, "seat", lambda ev: (ev.action, ev.level), lambda ev: ev.money))
_FACTS.on(EventKind.CERT)(_fact(FactKind.CERT, "seat", lambda ev: ev.change, when=lambda ev: ev.change))
_FACTS.on(EventKind.DISC_CLEARED)(_fact(FactKind.DISC_CLEARED, "seat", lambda ev: ev.group, lambda ev: ev.money))
_FACTS.on(EventKind.MARKET_ADD)(_fact(FactKind.MARKET_ADD, "seat", lambda ev: ev.size))
_FACTS.on(EventKind.REMOVED)(_fact(FactKind.REMOVED, "seat", lambda ev: ev.card))


def _merge(facts: list[Fact]) -> list[Fact]:
    """One turn's facts told briefly, in the order they happened: each cattleman move with the fees
    paid on its way (the Fee records come before the move's Cattleman record), moves one right after
    another as where the cattleman stopped, with all their fees; the way back to the start after a
    Kansas City visit left out."""
    out: list[Fact] = []
    fees = 0
    kansas_city = False
    for f in facts:
        if f.kind == FactKind.FEE:
            fees += f.amount
            continue
        kansas_city = kansas_city or f.kind == FactKind.KANSAS_CITY
        if f.kind == FactKind.MOVE and kansas_city and f.value == board.START_SPACE:
            continue  # back to the start after Kansas City (a later move of the visit than its arrival)
        if f.kind == FactKind.MOVE:
            if out and out[-1].kind == FactKind.MOVE:
                fees += out.pop().amount
            out.append(replace(f, amount=fees))
            fees = 0
            continue
        out.append(f)
    if fees:  # a fee with no move after it (never seen): on the last move, so no dollar goes untold
        last = max((i for i, f in enumerate(out) if f.kind == FactKind.MOVE), default=None)
        if last is not None:
            f = out[last]
            out[last] = replace(f, amount=f.amount + fees)
    return out


def _stood(fact: Fact, game) -> Fact:
    """A move's fact with the private building on its space now, just after the move (a move never
    changes what stands where)."""
    if fact.kind != FactKind.MOVE:
        return fact
    content = game.space_content(fact.value)
    if content and "building" in content:
        return replace(fact, stood=(content["building"], content["owner"]))
    return fact


class Recap:
    """The record of the turns the screen has seen applied, to tell a seat what happened since it
    last moved."""

    def __init__(self, game=None) -> None:
        self.turns: list[Turn] = []
        self._totals: list[int] | None = self._score(game) if game is not None else None
        self._number = game.turn_number if game is not None else -1  # the turn being played

    @staticmethod
    def _score(game) -> list[int]:
        return [sheet["total"] for sheet in game.score_sheet()]

    def record(self, mover: int, events, game) -> None:
        """One applied move: `mover` made it, `events` are what it did, `game` is the position after."""
        if not self.turns or self.turns[-1].player != mover or self.turns[-1].done:
            self.turns.append(Turn(mover, number=self._number))
        turn = self.turns[-1]
        turn.moves.append([_stood(f, game) for f in facts_of(mover, events)])
        if game.is_over or game.to_move != mover:  # the turn is over: what it made on the score pad
            totals = self._score(game)
            if self._totals is not None:
                turn.points = totals[mover] - self._totals[mover]
            self._totals = totals
            turn.done = True
        self._number = game.turn_number
        del self.turns[:-64]  # nobody asks further back than a round

    def undo(self) -> None:
        """The last move was taken back (only ever a move of the turn in progress)."""
        if self.turns and not self.turns[-1].done:
            self.turns[-1].moves.pop()
            if not self.turns[-1].moves:
                self.turns.pop()

    def since(self, seat: int) -> list[Turn]:
        """The other players' turns after `seat`'s last move, oldest first."""
        out: list[Turn] = []
        for turn in reversed(self.turns):
            if turn.player == seat:
                break
            out.append(turn)
        return out[::-1]
