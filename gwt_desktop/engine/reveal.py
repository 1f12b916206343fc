"""Reveal markers: which moves uncovered something hidden or random, so a client can offer undo
exactly back to the last reveal (taking back such a move would let a player peek and choose again).

Contract: every apply() whose consequences uncovered anything hidden or random returns, among its
events, one or more Reveal(player, what) records (events.py), player being the one whose move it was.
`what` is one of WHATS:
  "draw"               cards drawn from a draw stack (phase C, draw actions, auxiliary card action)
  "shuffle"            a discard pile shuffled into a new draw stack
  "objective_display"  the objective display refilled from the objective stack
  "objective_stack"    the objective stack's top card taken
  "foresight"          foresight spaces refilled from the Kansas City stacks
  "market"             cattle cards turned up from the market stack (yellow arrow, buy's draw-two)
reveals(events) answers "did this move reveal anything?".
"""
from __future__ import annotations

from .events import Reveal

WHATS = ("draw", "shuffle", "objective_display", "objective_stack", "foresight", "market")


def mark(g, what: str) -> None:
    """Record that the move being applied revealed `what` (one of WHATS)."""
    g.events.append(Reveal(g.s.current, what))


def reveals(events) -> bool:
    """Whether a list of events (as apply() returns them) contains a reveal."""
    return any(isinstance(e, Reveal) for e in events)
