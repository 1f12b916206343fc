"""The decision stack's registry: which module decides or runs each kind of frame.

A frame is an immutable tuple (kind, *data) on State.stack. A *decision* frame offers legal moves and
applies one; an *automatic* frame runs as soon as it reaches the top (continuations such as "pay
transport after the disc is placed"). Concept modules register their frames here at import time,
so they never import each other and the Game loop stays one small dispatcher.
"""
from __future__ import annotations

from collections.abc import Callable

from .moves import Move


class Handler:
    __slots__ = ("apply", "auto_single", "fields", "legal", "vanish")

    def __init__(self, legal, apply, vanish: bool, auto_single: bool, fields: tuple[str, ...]) -> None:
        self.legal: Callable[..., list[Move]] = legal
        self.apply: Callable[..., None] = apply
        # vanish: a frame whose only moves would be "skip"/"done" (or none at all) is dropped: an
        # optional reward you cannot use is simply lost ("use it now or lose it").
        self.vanish = vanish
        # auto_single: with exactly one legal move the engine takes it itself, recorded as a Forced
        # event. Only for a step that is no choice at all (the income with no temporary certificate
        # to spend): a choice that happens to have one option (a foresight tile, a city, a disc) is
        # asked, so nothing is played for a person without their seeing it.
        self.auto_single = auto_single
        # The names of the frame's data after its kind, in order: the typed decision (decision.py)
        # the client reads, so nothing above the engine decodes a frame by position.
        self.fields = fields


DECISIONS: dict[str, Handler] = {}
AUTOMATIC: dict[str, Callable[..., None]] = {}


def decision(kind: str, legal, apply, *, fields: tuple[str, ...], vanish: bool = False,
             auto_single: bool = False) -> None:
    """Register a kind of decision frame. Its words for a player are text/'s (text/prompts.py, one
    sentence per kind), never the engine's."""
    assert kind not in DECISIONS and kind not in AUTOMATIC, kind
    DECISIONS[kind] = Handler(legal, apply, vanish, auto_single, fields)


def automatic(kind: str, run) -> None:
    assert kind not in DECISIONS and kind not in AUTOMATIC, kind
    AUTOMATIC[kind] = run


# Hot code uses g.s.stack directly: .pop() for pop(g), [-1] = for replace_top, .append() to push one
# frame (these helpers are one-liners; at a few million calls the call itself is what costs).
def replace_top(g, frame: tuple) -> None:
    g.s.stack[-1] = frame


def pop(g) -> tuple:
    return g.s.stack.pop()


def push(g, *frames: tuple) -> None:
    """Push frames so that the first one given is resolved first (it ends on top)."""
    g.s.stack.extend(reversed(frames))
