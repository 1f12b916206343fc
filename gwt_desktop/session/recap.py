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

from dataclasses import dataclass, field

from ..engine import (
    Aux,
    Bought,
    Built,
    Cattleman,
    Cert,
    CityDisc,
    Delivery,
    Discard,
    DiscCleared,
    Engine,
    Fee,
    Foresight,
    HazardTaken,
    Hired,
    KansasCity,
    MarketAdd,
    Master,
    ObjectiveGained,
    ObjectivePlayed,
    Removed,
    StationDisc,
    TeepeeTaken,
    Transport,
    Upgrade,
    board,
)

# Where a fact happened: ("trail", space index), ("city", city index), ("station", station index),
# ("track", engine position code), ("seat", player) for what went onto a player's own board.
Where = tuple[str, int]


@dataclass(frozen=True)
class Fact:
    kind: str  # move, build, buy, hire, hazard, teepee, objective, deliver, city, station, upgrade, engine,
    # master, discard (value: the cards discarded together, a tuple), foresight (value: the tile),
    # transport (amount: its cost), aux (value: (action, level); amount: its money, + or -), cert (value:
    # the certificates gained or spent), disc_cleared (value: its group; amount: its money), market_add,
    # removed (value: the card taken out of the game)
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
    kansas_city = False
    for ev in events:
        if isinstance(ev, Cattleman) and ev.player == player:
            if not (kansas_city and ev.space == board.START_SPACE):  # back to the start after Kansas City
                out.append(Fact("move", player, ("trail", ev.space), ev.space))
        elif isinstance(ev, Fee) and ev.player == player and ev.paid:
            out.append(Fact("fee", player, ("trail", ev.space), ev.receiver, ev.paid))
        elif isinstance(ev, Built) and ev.player == player:
            out.append(Fact("build", player, ("trail", ev.space), ev.building, ev.cost))
        elif isinstance(ev, Bought) and ev.player == player:
            out.append(Fact("buy", player, ("seat", player), ev.card, ev.cost))
        elif isinstance(ev, Hired) and ev.player == player:
            out.append(Fact("hire", player, ("seat", player), ev.worker, ev.cost))
        elif isinstance(ev, HazardTaken) and ev.player == player:
            out.append(Fact("hazard", player, ("seat", player), ev.tile, ev.cost))
        elif isinstance(ev, TeepeeTaken) and ev.player == player:
            out.append(Fact("teepee", player, ("seat", player), ev.tile, ev.money))
        elif isinstance(ev, ObjectiveGained) and ev.player == player:
            out.append(Fact("objective", player, ("seat", player), ev.card))
        elif isinstance(ev, ObjectivePlayed) and ev.player == player:
            out.append(Fact("objective_played", player, ("seat", player), ev.card))
        elif isinstance(ev, KansasCity) and ev.player == player:
            kansas_city = True
            out.append(Fact("kansas_city", player, ("trail", board.KC_SPACE)))
        elif isinstance(ev, Delivery) and ev.player == player:
            # A Kansas City visit's income is its delivery value; an extraordinary delivery earns none.
            out.append(Fact("deliver", player, ("city", ev.city), ev.city, 0 if ev.extra else ev.value,
                            ev.points, ev.only))
        elif isinstance(ev, CityDisc) and ev.player == player:
            out.append(Fact("city", player, ("city", ev.city), ev.city, ev.money))
        elif isinstance(ev, StationDisc) and ev.player == player:
            out.append(Fact("station", player, ("station", ev.station), ev.station))
        elif isinstance(ev, Upgrade) and ev.player == player:
            out.append(Fact("upgrade", player, ("station", ev.station), ev.station, ev.cost))
        elif isinstance(ev, Engine) and ev.player == player:
            out.append(Fact("engine", player, ("track", ev.position), ev.position))
        elif isinstance(ev, Master) and ev.player == player:
            out.append(Fact("master", player, ("seat", player), ev.tile))
        elif isinstance(ev, Discard) and ev.player == player:
            if out and out[-1].kind == "discard":  # discarded together (a pair): one fact
                last = out.pop()
                out.append(Fact("discard", player, last.where, (*last.value, ev.card), last.amount + ev.money))
            else:
                out.append(Fact("discard", player, ("seat", player), (ev.card,), ev.money))
        elif isinstance(ev, Foresight) and ev.player == player:
            out.append(Fact("foresight", player, ("foresight", ev.column), ev.tile))
        elif isinstance(ev, Transport) and ev.player == player and ev.cost:
            out.append(Fact("transport", player, ("seat", player), None, ev.cost))
        elif isinstance(ev, Aux) and ev.player == player:
            out.append(Fact("aux", player, ("seat", player), (ev.action, ev.level), ev.money))
        elif isinstance(ev, Cert) and ev.player == player and ev.change:
            out.append(Fact("cert", player, ("seat", player), ev.change))
        elif isinstance(ev, DiscCleared) and ev.player == player:
            out.append(Fact("disc_cleared", player, ("seat", player), ev.group, ev.money))
        elif isinstance(ev, MarketAdd) and ev.player == player:
            out.append(Fact("market_add", player, ("seat", player), ev.size))
        elif isinstance(ev, Removed) and ev.player == player:
            out.append(Fact("removed", player, ("seat", player), ev.card))
    return out


def _merge(facts: list[Fact]) -> list[Fact]:
    """One turn's facts told briefly, in the order they happened: each cattleman move with the fees
    paid on its way (the Fee records come before the move's Cattleman record), moves one right after
    another as where the cattleman stopped, with all their fees; the way back to the start after a
    Kansas City visit left out."""
    out: list[Fact] = []
    fees = 0
    kansas_city = False
    for f in facts:
        if f.kind == "fee":
            fees += f.amount
            continue
        kansas_city = kansas_city or f.kind == "kansas_city"
        if f.kind == "move" and kansas_city and f.value == board.START_SPACE:
            continue  # back to the start after Kansas City (a later move of the visit than its arrival)
        if f.kind == "move":
            if out and out[-1].kind == "move":
                fees += out.pop().amount
            out.append(Fact("move", f.player, f.where, f.value, fees))
            fees = 0
            continue
        out.append(f)
    if fees:  # a fee with no move after it (never seen): on the last move, so no dollar goes untold
        last = max((i for i, f in enumerate(out) if f.kind == "move"), default=None)
        if last is not None:
            f = out[last]
            out[last] = Fact("move", f.player, f.where, f.value, f.amount + fees)
    return out


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
        turn.moves.append(facts_of(mover, events))
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
