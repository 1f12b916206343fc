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


DONE = mv("done")
SKIP = mv("skip")
