"""Game: the one door into the rules. to_move, decision, legal_moves(), apply(move), clone(), is_over.

The state holds a stack of pending decisions (flow.py). legal_moves() reads only the top frame;
apply() checks the move against those legal moves before touching anything, lets the top frame's
handler change the state, then settles: automatic frames run and forced single choices are taken
until a real decision (or the end of the game) is on top. Legal moves are recomputed after every
change, never kept across one.

What the client reads, all here: `decision` (the typed decision being asked, decision.py), the
events apply() returns (typed records, events.py; a Reveal among them whenever the move uncovered
something hidden or random: reveals(events) tells a client how far back an undo may go), view()
and score_sheet(), the rule queries below (step limit, fees, steps, prices), snapshot()/restore()
for undo, and `state`, the read-only state the bots' judgement reads fast (state.py documents it).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

# Importing the concept modules registers their frames with flow (order does not matter).
from . import (  # noqa: F401  (registration side effects)
    auxiliary,
    board,
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
from .decision import asked, game_over
from .events import Event, EventKind, Forced
from .moves import IllegalMove, Move, MoveKind, describe
from .prices import price
from .railroad import counted_spaces_back
from .state import State

if TYPE_CHECKING:
    from .view import View

_PASSIVE = (MoveKind.SKIP, MoveKind.DONE)


class Snapshot:
    """A game's position kept for undo (Game.snapshot); opaque: only Game.restore reads it."""
    __slots__ = ("_state",)

    def __init__(self, state: State) -> None:
        self._state = state


class Game:
    __slots__ = ("_decision", "_legal", "events", "options", "s")

    def __init__(self, state: State, options: Mapping) -> None:
        self.s = state
        # The events of the last apply() (what it returned): each apply starts a new list, so a long
        # game keeps no growing history (the match keeps the log it wants).
        self.events: list[Event] = []
        self.options = options
        self._legal: list[Move] | None = None
        self._decision = None  # the decision asked now, made once per position (decision)

    # ---- the public door ----
    @property
    def to_move(self) -> int:
        return self.s.current

    @property
    def is_over(self) -> bool:
        return self.s.over

    @property
    def decision(self):
        """The decision being asked now, typed: kind, player and its parameters by name (decision.py).
        Made once per position (a value: reading it changes nothing), so `decision.kind` is as cheap as
        reading a field, in the bots' loops too."""
        d = self._decision
        if d is None:
            s = self.s
            d = self._decision = game_over() if s.over or not s.stack else asked(self, s.stack[-1])
        return d

    @property
    def state(self) -> State:
        """The game state, for fast reads by the bots' judgement: read only, never change it (a
        changed state is a corrupted game). State's docstring lists what may be read."""
        return self.s

    @property
    def turn_number(self) -> int:
        """Turns begun since the start, counting every player's (0 on the first turn)."""
        return self.s.turn_number

    def legal_moves(self) -> list[Move]:
        if self._legal is None:
            if self.s.over:
                self._legal = []
            else:
                top = self.s.stack[-1]
                self._legal = flow.DECISIONS[top[0]].legal(self, top)
        return list(self._legal)

    def apply(self, move: Move | str) -> list[Event]:
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
                raise IllegalMove(f"{describe(move)} is not legal now (deciding: {self.decision.kind}); legal: "
                                  + ", ".join(str(m) for m in legal[:12]) + (" ..." if len(legal) > 12 else ""))
        events: list[Event] = []
        self.events = events
        top = self.s.stack[-1]
        self._legal = self._decision = None
        flow.DECISIONS[top[0]].apply(self, top, move)
        self._settle()
        return events

    def clone(self) -> Game:
        g = Game.__new__(Game)
        g.s = self.s.clone()
        g.events = []  # a clone starts its own log: the AI never needs the past
        g.options = self.options
        g._legal = g._decision = None
        return g

    # ---- undo ----
    def snapshot(self) -> Snapshot:
        """The position now, to restore() later (a take-back); costs about a clone()."""
        return Snapshot(self.s.clone())

    def restore(self, snapshot: Snapshot) -> None:
        """Put the game back where snapshot() was taken. The Game object stays the same one; the
        snapshot stays usable (restoring copies it)."""
        self.s = snapshot._state.clone()
        self.events = []
        self._legal = self._decision = None

    # ---- rule queries for the client (each rule lives in its concept module) ----
    def step_limit(self, player: int) -> int:
        """How many locations the player's cattleman may enter in phase A (§2.1, §10.2)."""
        return trail.step_limit(self, player)

    def fee_at(self, space: int, player: int) -> tuple[int, int]:
        """(fee, receiver) the player would owe passing or stopping on a trail space (§2.5): the
        hands' fee, paid to the building's owner or to the bank (events.BANK); (0, ...) when free."""
        return trail.fee_at(self, space, player)

    def steps_to(self, space: int, player: int) -> int | None:
        """The fewest locations the player's cattleman enters to reach a trail space (0: it stands
        there; None: not a location ahead of it). Empty spaces cost no step."""
        return trail.steps_to(self, player, space)

    @property
    def pays_fees(self) -> bool:
        """Whether the cattleman moves offered now pay hand fees (phase A and a building's move
        action do; the objective card's move does not)."""
        s = self.s
        return not s.over and bool(s.stack) and trail.frame_pays_fees(s.stack[-1])

    def path_fees(self, move: Move) -> list[tuple[int, int, int]]:
        """(space, fee owed, receiver) for every hand along a legal cattleman move that charges the
        mover; [] for other moves and when the decision's moves pay no fees."""
        if move.kind != MoveKind.MOVE or not self.pays_fees:
            return []
        return trail.path_fees(self, trail.parse_path(move), self.s.current)

    def price(self, move: Move) -> int:
        """The dollars a legal move costs the mover at once (prices.py says which moves cost)."""
        return price(self, move)

    def hire_cost(self, row: int) -> int:
        """A worker's price in a job-market row (0-based) for the hire decision asked now (its
        modifier counted), whether or not the player can take it."""
        s = self.s
        top = s.stack[-1] if s.stack and not s.over else ("game_over",)
        return workers.hire_cost(row, top[1] if top[0] == "hire" else 0)

    def extra_delivery_value(self, move: Move) -> int:
        """For an engine move of the extraordinary delivery (building 9a): the value of the city it
        lets the player deliver to, the spaces counted moving back (§3.6)."""
        return counted_spaces_back(self, self.s.current, board.parse_position(move.args[0]))

    def workers_to_end(self) -> int:
        """How many more workers the job market takes before the end is triggered (§5, §12.2): its
        empty spaces from the token's row down, as many per row as players; 0 once triggered."""
        return workers.workers_to_end(self.s)

    def kansas_city_workers(self) -> tuple[int, int]:
        """(fewest, most) workers a Kansas City visit would add to the job market from the foresight
        tiles showing now (one per column with a worker; a must where a column holds only workers)."""
        return kansas_city.foresight_workers(self)

    def preview(self, move: Move) -> tuple[Event, ...]:
        """The events applying this legal move now would make, played on a copy (this game does not
        change); () for a move not legal now or once the game is over. The copy holds what is hidden
        (the draw pile's order, the stacks): a caller shows a player only what that player may see."""
        if self.s.over:
            return ()
        try:
            return tuple(self.clone().apply(move))
        except IllegalMove:
            return ()

    def workers_placed(self, move: Move) -> int:
        """How many workers applying this legal move puts in the job market at once (a foresight
        worker); 0 for an illegal move."""
        return sum(1 for e in self.preview(move) if e.kind == EventKind.JOB_MARKET)

    def end_within_reach(self) -> bool:
        """Whether some move now could trigger the end of the game (the token on the job market's last
        two rows, the end not yet triggered): the cheap question before asking triggers_end of each."""
        return workers.end_within_reach(self.s)

    def triggers_end(self, move: Move) -> bool:
        """Whether applying this legal move now would trigger the end of the game (§12.2); False for a
        move not legal now."""
        return any(e.kind == EventKind.END_TRIGGERED for e in self.preview(move))

    def final_round(self) -> tuple[int, ...] | None:
        """Once the end is triggered: the players who still have their last turn, in turn order, the
        one playing it now first (the trigger's own turn is not one of them); None before."""
        return workers.final_turns(self.s)

    def delivery_options(self, player: int) -> kansas_city.DeliveryOptions:
        """Where the hand `player` holds now could be delivered if the cattleman arrived in Kansas City
        now: each reachable city (spending up to every temporary certificate) with its points,
        objective cards, money and transport cost; `.forced` when only one city can take it (the
        city step then offers that city alone); while that player chooses the city, the options of
        that delivery. It reads the hand: for that player's own eyes."""
        return kansas_city.delivery_options(self, player)

    def view(self, player: int) -> View:
        from .view import view

        return view(self, player)

    def determinize(self, player: int, rng) -> Game:
        from .view import determinize

        return determinize(self, player, rng)

    def space_content(self, space: int) -> dict | None:
        """What stands on one trail space, as view() tells it: None, {"tile": name}, {"neutral":
        letter} or {"building": "3a", "owner": player} (all of it public)."""
        from .view import space_content

        return space_content(self, space)

    def score_sheet(self, due: bool = False) -> list[dict]:
        """The score pad if the game ended now. `due`: in the middle of a Kansas City visit, the chosen
        city's disc counted as placed, as the pad will read it whatever disc goes (the running score,
        §12.3); without it the cities as they stand."""
        from .scoring import score_sheet

        return score_sheet(self, due)

    # ---- internals ----
    def _settle(self) -> None:
        self._decision = None  # the position is settling: the decision is asked again when read
        s = self.s
        stack = s.stack  # the engine changes the stack in place, never replaces it
        automatic, decisions = flow.AUTOMATIC, flow.DECISIONS
        while not s.over:
            if not stack:
                turn.end_turn(self)
                continue
            top = stack[-1]
            kind = top[0]
            run = automatic.get(kind)
            if run is not None:
                stack.pop()
                run(self, top)
                continue
            d = decisions[kind]
            legal = d.legal(self, top)
            # Every decision lists "skip"/"done" last (invariants.check holds it), so only-skip-or-done
            # shows in the first move.
            if d.vanish and (not legal or legal[0].kind in _PASSIVE):
                stack.pop()
                continue
            if not legal:
                raise RuntimeError(f"engine bug: no legal move for frame {top!r}")
            if d.auto_single and len(legal) == 1:
                self.events.append(Forced(s.current, legal[0]))
                d.apply(self, top, legal[0])
                continue
            self._legal = legal
            return
        self._legal = []
