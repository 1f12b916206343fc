"""Game: the one door into the rules. to_move, prompt, legal_moves(), apply(move), clone(), is_over.

The state holds a stack of pending decisions (flow.py). legal_moves() reads only the top frame;
apply() checks the move against those legal moves before touching anything, lets the top frame's
handler change the state, then settles: automatic frames run and forced single choices are taken
until a real decision (or the end of the game) is on top. Legal moves are recomputed after every
change, never kept across one.

The events apply() returns include ("reveal", player, what) whenever the move uncovered something
hidden or random (reveal.py): reveals(events), or Game.revealed(events), tells a client how far back
an undo may go.
"""
from __future__ import annotations

# Importing the concept modules registers their frames with flow (order does not matter).
from . import (  # noqa: F401  (registration side effects)
    auxiliary,
    buildings,
    cattle,
    discs,
    flow,
    hazards,
    kansas_city,
    objectives,
    railroad,
    teepees,
    trail,
    turn,
    workers,
)
from .moves import IllegalMove, Move, describe
from .reveal import reveals
from .state import State

_PASSIVE = ("skip", "done")


class Game:
    __slots__ = ("_legal", "events", "options", "s")

    def __init__(self, state: State, options: dict) -> None:
        self.s = state
        self.events: list[tuple] = []
        self.options = options
        self._legal: list[Move] | None = None

    # ---- the public door ----
    @property
    def to_move(self) -> int:
        return self.s.current

    @property
    def is_over(self) -> bool:
        return self.s.over

    @property
    def prompt(self) -> str:
        if self.s.over:
            return "game_over"
        return self.s.stack[-1][0]

    @property
    def prompt_text(self) -> str:
        if self.s.over:
            return "The game is over."
        return flow.DECISIONS[self.s.stack[-1][0]].prompt

    @property
    def frame(self) -> tuple:
        """The decision being made now, as its raw frame tuple (for the client's highlighting)."""
        return self.s.stack[-1] if self.s.stack else ("game_over",)

    def legal_moves(self) -> list[Move]:
        if self._legal is None:
            if self.s.over:
                self._legal = []
            else:
                top = self.s.stack[-1]
                self._legal = flow.DECISIONS[top[0]].legal(self, top)
        return list(self._legal)

    def apply(self, move: Move | str) -> list[tuple]:
        """Apply one legal move; returns the events it produced. Raises IllegalMove and changes nothing otherwise."""
        if move.__class__ is not Move:  # the usual case, a move from legal_moves(), passes at once
            if isinstance(move, str):
                move = Move.parse(move)
            if not isinstance(move, Move):
                raise IllegalMove(f"not a move: {describe(move)}")
        legal = self.legal_moves() if self._legal is None else self._legal
        for m in legal:
            if m is move:  # moves are interned: the one offered is found by identity, cheaply
                break
        else:
            try:
                # A hand-built Move may hold anything (ints, lists): it equals no legal move, and an
                # unhashable or uncomparable one is just as illegal, never a crash of the door.
                ok = move in legal
            except (TypeError, ValueError):
                ok = False
            if not ok:
                raise IllegalMove(f"{describe(move)} is not legal now (deciding: {self.prompt}); legal: "
                                  + ", ".join(str(m) for m in legal[:12]) + (" ..." if len(legal) > 12 else ""))
        start = len(self.events)
        top = self.s.stack[-1]
        self._legal = None
        flow.DECISIONS[top[0]].apply(self, top, move)
        self._settle()
        return self.events[start:]

    def clone(self) -> Game:
        g = Game.__new__(Game)
        g.s = self.s.clone()
        g.events = []  # a clone starts its own log: the AI never needs the past
        g.options = self.options
        g._legal = None
        return g

    # revealed(events): whether the events of an apply() uncovered anything hidden (reveal.py).
    revealed = staticmethod(reveals)

    def view(self, player: int) -> dict:
        from .view import view

        return view(self, player)

    def determinize(self, player: int, rng) -> Game:
        from .view import determinize

        return determinize(self, player, rng)

    def score_sheet(self) -> list[dict]:
        from .scoring import score_sheet

        return score_sheet(self)

    # ---- internals ----
    def _settle(self) -> None:
        s = self.s
        automatic, decisions = flow.AUTOMATIC, flow.DECISIONS
        while not s.over:
            if not s.stack:
                turn.end_turn(self)
                continue
            top = s.stack[-1]
            kind = top[0]
            run = automatic.get(kind)
            if run is not None:
                s.stack.pop()
                run(self, top)
                continue
            d = decisions[kind]
            legal = d.legal(self, top)
            # Every decision lists "skip"/"done" last (invariants.check holds it), so only-skip-or-done
            # shows in the first move.
            if d.vanish and (not legal or legal[0].kind in _PASSIVE):
                s.stack.pop()
                continue
            if not legal:
                raise RuntimeError(f"engine bug: no legal move for frame {top!r}")
            if d.auto_single and len(legal) == 1:
                self.events.append(("forced", s.current, str(legal[0])))
                d.apply(self, top, legal[0])
                continue
            self._legal = legal
            return
        self._legal = []
