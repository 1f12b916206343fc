"""Moves: one atomic decision each, a small frozen value with a stable text form for logs, saves and tests.

A move is a kind plus string arguments ("move P_A1 P_A2", "hire 3 cowboy", "disc aux_cert"). One class
serves every kind so that a move parsed from text is equal to the one the engine offered.
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
        tokens = text.split()
        if not tokens:
            raise IllegalMove("empty move text")
        return Move(tokens[0], tuple(tokens[1:]))


def mv(kind: str, *args: object) -> Move:
    """Build a move from any printable arguments (ints, names), exactly as parse() would read it back."""
    return Move(kind, tuple(str(a) for a in args))


DONE = Move("done")
SKIP = Move("skip")
