"""Moves: one atomic decision each, a small frozen value with a stable text form for logs, saves and tests.

A move is a kind plus string arguments ("move P_A1 P_A2", "hire 3 cowboy", "disc aux_cert"). One class
serves every kind so that a move parsed from text is equal to the one the engine offered.

Only about a thousand distinct moves exist, and building them was a fifth of the engine's time in
random play: mv() and parse() hand out one shared (interned) object per move, which also lets
apply() find an offered move by identity at once. Moves are immutable, so sharing is safe.
"""
from __future__ import annotations

from dataclasses import dataclass


class IllegalMove(ValueError):
    """A move that is not among the legal moves right now; the game state was not changed."""


class MoveKind:
    """Every kind of move, by name: compare `move.kind == MoveKind.BUILD`, never with a bare string (a
    typo is then an AttributeError at once). The values are the moves' first words, as saves, logs
    and tests write them ("build 3a P_B2"); what each kind's arguments are is beside it."""
    ACTION = "action"  # a local action of the building or risk space the cattleman stands on (its name)
    APPOINT = "appoint"  # a station master's worker placed on the station (the worker's name)
    AUX = "aux"  # an auxiliary action (its name, its level 1 or 2)
    BUILD = "build"  # a private building built (the building, the space)
    BUY = "buy"  # cattle bought (the price option, the cards)
    BUYDRAW = "buydraw"  # the cattle market's two cards turned up before a buy
    CERTS = "certs"  # where the temporary certificate marker ends at a Kansas City income
    CITY = "city"  # the city a delivery goes to (its board.CITIES index)
    COPY = "copy"  # an adjacent building's actions copied (its space)
    DISC = "disc"  # a disc cleared from the player board (its group)
    DISCARD = "discard"  # a card discarded (its kind)
    DONE = "done"  # the step or the turn ended
    DRAW = "draw"  # a card drawn
    ENGINE = "engine"  # the engine moved (its railroad position)
    FORESIGHT = "foresight"  # a foresight tile taken at Kansas City (its place in the column, 0 or 1)
    HAZARD = "hazard"  # a hazard removed (its space)
    HIRE = "hire"  # a worker hired (the job-market row, the worker)
    MOVE = "move"  # the cattleman moved along a path (the spaces it enters)
    OBJCARD = "objcard"  # an objective card taken from the display (the card)
    OBJECTIVE = "objective"  # an objective card played (the card)
    OBJSTACK = "objstack"  # the objective stack's top card taken
    PAIR = "pair"  # a pair of cattle discarded (the two cards)
    PLACE = "place"  # the first placement of the cattleman (a neutral building's space)
    RECLAIM = "reclaim"  # a disc taken back from a station (the station)
    REMOVE = "remove"  # a card removed from the game (its kind)
    SKIP = "skip"  # an optional step left out
    STATION = "station"  # a disc put on a station behind the engine (the station)
    STOP = "stop"  # drawing stopped
    TEEPEE = "teepee"  # a teepee traded (its space)
    UPGRADE = "upgrade"  # a station upgraded (the station)


KINDS = tuple(v for k, v in vars(MoveKind).items() if k.isupper())  # every kind of move the engine offers


QUOTE_LIMIT = 60  # an error message quotes at most this much of a move: a huge text stays out of logs


def quote(text: str) -> str:
    return text if len(text) <= QUOTE_LIMIT else text[:QUOTE_LIMIT] + "..."


def describe(move: object) -> str:
    """A short, never-failing text for anything offered as a move (error messages only)."""
    if isinstance(move, Move) and isinstance(move.kind, str) and isinstance(move.args, tuple) \
            and all(isinstance(a, str) for a in move.args):
        return quote(str(move))
    try:
        return quote(repr(move))
    except Exception:  # noqa: BLE001  (a broken __repr__ must not turn a rejected move into a crash)
        return f"<{type(move).__name__}>"


@dataclass(frozen=True, slots=True)
class Move:
    kind: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.kind, *self.args)) if self.args else self.kind

    # ---- the arguments by name, so nobody splits a move's text (None / () where a kind has none) ----
    @property
    def path(self) -> tuple[str, ...]:
        """The trail spaces a cattleman move ("move") enters, in order."""
        return self.args if self.kind == MoveKind.MOVE else ()

    @property
    def space(self) -> str | None:
        """The trail space the move is about: where a path ends, where a building goes, the space of
        a first placement, a copied building, a hazard or a teepee."""
        if self.kind in _SPACE_FIRST:
            return self.args[0]
        if self.kind == MoveKind.MOVE:
            return self.args[-1]
        if self.kind == MoveKind.BUILD:
            return self.args[1]
        return None

    @property
    def building(self) -> str | None:
        """The private building a build move places ("3a")."""
        return self.args[0] if self.kind == MoveKind.BUILD else None

    @property
    def building_number(self) -> int | None:
        """The number of that building (3 for "3a")."""
        return int(self.args[0][:-1]) if self.kind == MoveKind.BUILD else None

    @property
    def cards(self) -> tuple[str, ...]:
        """The card kinds a move names: bought, paired, discarded, removed, played or taken."""
        if self.kind == MoveKind.BUY:
            return self.args[1:]
        return self.args if self.kind in _CARD_MOVES else ()

    @property
    def option(self) -> str | None:
        """A buy move's price option (components.BUY_OPTIONS)."""
        return self.args[0] if self.kind == MoveKind.BUY else None

    @property
    def row(self) -> int | None:
        """A hire move's job-market row, 0-based."""
        return int(self.args[0]) - 1 if self.kind == MoveKind.HIRE else None

    @property
    def worker(self) -> str | None:
        """The worker a hire or appoint move names ("cowboy", "craftsman", "engineer")."""
        if self.kind == MoveKind.HIRE:
            return self.args[1]
        return self.args[0] if self.kind == MoveKind.APPOINT else None

    @property
    def station(self) -> int | None:
        """The station (0-based) an upgrade, station or reclaim move names."""
        return int(self.args[0]) - 1 if self.kind in _STATION_MOVES else None

    @property
    def city(self) -> int | None:
        """The city (board.CITIES index) a delivery move names."""
        return int(self.args[0]) if self.kind == MoveKind.CITY else None

    @property
    def position(self) -> str | None:
        """The railroad position an engine move goes to, as board.position_text writes it."""
        return self.args[0] if self.kind == MoveKind.ENGINE else None

    @property
    def action(self) -> str | None:
        """The local action ("action") or auxiliary action ("aux") a move takes, or the disc group
        a disc move clears."""
        return self.args[0] if self.kind in (MoveKind.ACTION, MoveKind.AUX, MoveKind.DISC) else None

    @property
    def level(self) -> int | None:
        """An auxiliary action's level: 1 single, 2 double."""
        return int(self.args[1]) if self.kind == MoveKind.AUX else None

    @property
    def number(self) -> int | None:
        """The number a foresight move (the tile's space in its column, 0 or 1) or a certs move (where
        the temporary certificate marker ends) names."""
        return int(self.args[0]) if self.kind in (MoveKind.FORESIGHT, MoveKind.CERTS) else None

    @staticmethod
    def parse(text: str) -> Move:
        if not isinstance(text, str):
            raise IllegalMove(f"a move text must be a string, not {type(text).__name__}")
        m = _PARSED.get(text)
        if m is not None:
            return m
        tokens = text.split()
        if not tokens:
            raise IllegalMove("empty move text")
        m = _intern(Move(tokens[0], tuple(tokens[1:])))
        if len(text) <= QUOTE_LIMIT and len(_PARSED) < _CACHE_LIMIT:  # junk texts are not kept
            _PARSED[text] = m
        return m


_SPACE_FIRST = frozenset((MoveKind.PLACE, MoveKind.COPY, MoveKind.HAZARD, MoveKind.TEEPEE))
_CARD_MOVES = frozenset((MoveKind.DISCARD, MoveKind.REMOVE, MoveKind.PAIR, MoveKind.OBJECTIVE, MoveKind.OBJCARD))
_STATION_MOVES = frozenset((MoveKind.UPGRADE, MoveKind.STATION, MoveKind.RECLAIM))

# The interning tables. Bounded so that no input can grow them without end; past the bound new
# moves are simply built afresh (equal, just not shared).
_CACHE_LIMIT = 50_000
_INTERNED: dict[Move, Move] = {}
_BUILT: dict[tuple, Move] = {}
_PARSED: dict[str, Move] = {}


def _intern(m: Move) -> Move:
    shared = _INTERNED.get(m)
    if shared is not None:
        return shared
    if len(_INTERNED) < _CACHE_LIMIT:
        _INTERNED[m] = m
    return m


def mv(kind: str, *args: object) -> Move:
    """Build a move from any printable arguments (ints, names), exactly as parse() would read it back."""
    key = (kind, *args)
    m = _BUILT.get(key)
    if m is None:
        m = _intern(Move(kind, tuple(str(a) for a in args)))
        # bool is an int equal to 0/1 but prints differently: never let one stand for the other.
        if len(_BUILT) < _CACHE_LIMIT and not any(isinstance(a, bool) for a in args):
            _BUILT[key] = m
    return m


DONE = mv(MoveKind.DONE)
SKIP = mv(MoveKind.SKIP)
