"""Sentences, in one place: the prompt line, the game log, choice-panel labels, the hint.

STUB on main: the uiscenes helper replaces these bodies with real sentences. Keep the signatures.
"""
from __future__ import annotations


def seat_label(seats, player: int) -> str:
    """How a player is named in sentences: the seat's name (its colour is drawn beside it)."""
    return seats[player].name


def prompt(game, seats) -> str:
    """The prompt line: who decides what now, e.g. "Anna: choose where your cattleman goes"."""
    if game.is_over:
        return "The game is over."
    return f"{seat_label(seats, game.to_move)}: {game.prompt_text}"


def move_label(move, game) -> str:
    """A short label for one legal move (choice panels, hints, tooltips)."""
    return str(move)


def event(ev: tuple, seats) -> str | None:
    """One log sentence for an engine event, or None for events the log does not show."""
    return " ".join(str(x) for x in ev)
