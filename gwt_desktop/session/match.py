"""A match: one game of Great Western Trail with its seats and the record of every move applied.

The game scene, saves and undo all go through here, so the move record (what a save stores and what
undo replays) can never drift from the game on screen. No pygame.

Undo (RULES: none; the convention of boardgame.io and BGA): a human seat may take back its own moves
of its current turn, one per undo(), back to the last move that revealed something hidden or random
(a card drawn, a shuffle, a tile or card turned up, a market or display refilled). Moves by another
seat, by a computer seat, and the move that passed the turn are boundaries too. The window of
undoable moves is kept as snapshots (a game clone taken before each such move, cleared at every
boundary): `python -m tools.savebench` measured this against replaying from the seed.
"""
from __future__ import annotations

import uuid
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..engine import Event, EventKind, Game, Move, Snapshot, new_game, reveals
from .seats import COLOR_NAMES, COMPUTER, HUMAN, Seat

if TYPE_CHECKING:
    from .guide import Guide

# Events after which the turn belongs to someone else (or nobody): never undone across.
_TURN_PASSES = frozenset({EventKind.TURN, EventKind.GAME_OVER})


def lone_step(game: Game, kinds: frozenset[str]) -> Move | None:
    """The one move of a step of one of `kinds` offering a single option, None at any other decision.
    Older engines took such steps themselves and recorded no move for them (a delivery's city step
    until save format 2, a foresight column and a disc until format 3: docs/RULES.md §3.1, §10.3; now
    they are always asked)."""
    if game.is_over or game.decision.kind not in kinds:
        return None
    legal = game.legal_moves()
    return legal[0] if len(legal) == 1 else None


class UndoRefused(ValueError):
    """undo() was asked for when can_undo() says no; nothing was changed."""


class _Snapshot:
    __slots__ = ("game", "log_len", "seat")

    def __init__(self, game: Snapshot, seat: int, log_len: int) -> None:
        self.game = game  # a clone of the game just before the move
        self.seat = seat
        self.log_len = log_len


def persons_moves(indices, movers, seats) -> set[int]:
    """Of `indices` (moves said to have followed the Hint, as a save keeps them), those that are moves of
    the record whose `movers` (the seat of each move) are given and made by a person of `seats`: a
    computer's move follows no hint, and an index past the record is not a move. (Match.hinted and a
    review's Replay.hinted, storage/store.load_replay, keep these only.)"""
    return {i for i in indices if isinstance(i, int) and not isinstance(i, bool)
            and 0 <= i < len(movers) and seats[movers[i]].is_human}


class Match:
    def __init__(self, seats: list[Seat], seed: int, building_sides: str = "a",
                 neutral_buildings: str = "fixed") -> None:
        self.seats = list(seats)
        self.seed = seed
        # Everything new_game needs to rebuild this exact deal (a save stores it with the moves).
        self.options = {"players": len(seats), "seed": seed, "building_sides": building_sides,
                        "neutral_buildings": neutral_buildings}
        self.game: Game = new_game(len(seats), seed=seed, building_sides=building_sides,
                                   neutral_buildings=neutral_buildings, names=[s.name for s in seats])
        self.moves: list[str] = []  # every applied move in its text form, in order
        self.movers: list[int] = []  # the seat that made each move
        self.log: list[Event] = []  # every event the engine produced, in order
        # Called after every change (a move applied, an undo): autosave hooks in here.
        self.listeners: list[Callable[[Match], None]] = []
        # Snapshots before each move of the current undo window, oldest first (see the module doc).
        self._undo: list[_Snapshot] = []
        # Why the window was last emptied: "revealed" (the mover's own move showed something hidden or
        # random, and their turn goes on) or "start" (a turn began: someone else moved, or nobody yet).
        self._undo_stop = "start"
        # This game's identity, made once at a new game and kept by its saves: the autosave tells a
        # different game (kept as a slot, never overwritten) from this one by it, not by its moves (a new
        # game on the same deal and seats may well begin with the same moves).
        self.game_id: str = uuid.uuid4().hex
        # The guided first game's guide (session/guide.Guide), saved with the game; None otherwise.
        self.guide: Guide | None = None
        # The moves that followed the Hint (their indices in `moves`), a person's only: what the game
        # review says of a turn played as the Hint advised (session/review.followed). Which move
        # followed it is the game screen's to say (ui/game/turn_flow.py, where the Hint is shown).
        self.hinted: set[int] = set()

    @classmethod
    def replay(cls, seats: list[Seat], options: dict, moves: list[str], game_id: str | None = None,
               lone_steps: frozenset[str] = frozenset(), hinted=()) -> Match:
        """Rebuild a match from its options and move texts (a save's content); the undo window of the
        turn in progress is rebuilt too. Raises IllegalMove (with `index` set: the index in `moves`)
        at the first bad move. game_id: the saved game's identity (None: a save from before
        identities, given a new one). lone_steps: the moves are a record from before these kinds of
        step were always asked (storage/save_format.lone_steps), which has no move for such a step
        offering one option only: each is taken here as it comes, so `self.moves` is the record as
        it is kept today. hinted: the indices of the moves that followed the Hint (kept only where the
        move is a person's: see persons_moves)."""
        m = cls(seats, options["seed"], options.get("building_sides", "a"),
                options.get("neutral_buildings", "fixed"))
        if game_id is not None:
            m.game_id = game_id
        for i, text in enumerate(moves):
            try:
                m._take_lone_steps(lone_steps)
                m.apply(text)
            except ValueError as e:  # IllegalMove is a ValueError
                e.index = i  # type: ignore[attr-defined]  # which move, for the load's message
                raise
        m._take_lone_steps(lone_steps)
        m.hinted = persons_moves(hinted, m.movers, m.seats)
        return m

    def _take_lone_steps(self, kinds: frozenset[str]) -> None:
        while kinds and (move := lone_step(self.game, kinds)) is not None:
            self.apply(move)

    @property
    def to_move(self) -> int:
        return self.game.to_move

    @property
    def seat_to_move(self) -> Seat:
        return self.seats[self.game.to_move]

    @property
    def round(self) -> int:
        """1 for the first turn of every player, 2 for the second, ... (what save lists show)."""
        return self.game.turn_number // len(self.seats) + 1

    def apply(self, move: Move | str, hinted: bool = False) -> list[Event]:
        """Apply one legal move (IllegalMove otherwise, nothing changed) and record it; `hinted`: the
        move followed the Hint (kept for a person's move only)."""
        game = self.game
        seat = game.to_move
        human = self.seats[seat].is_human and not game.is_over
        before = game.snapshot() if human else None
        log_len = len(self.log)
        events = game.apply(move)
        self.moves.append(str(move))
        self.movers.append(seat)
        self.log.extend(events)
        if hinted and self.seats[seat].is_human:
            self.hinted.add(len(self.moves) - 1)
        if (before is None or game.to_move != seat or reveals(events)
                or any(e.kind in _TURN_PASSES for e in events)):
            self._undo.clear()
            goes_on = before is not None and game.to_move == seat and not any(e.kind in _TURN_PASSES for e in events)
            self._undo_stop = "revealed" if goes_on else "start"
        else:
            self._undo.append(_Snapshot(before, seat, log_len))
        if self.guide is not None:  # before the listeners: the autosave writes the guide as of this move
            self.guide.moved(seat, events, game, move)
        self._changed()
        return events

    def can_undo(self, seat: int | None = None) -> bool:
        """Whether `seat` (default: the seat to move) may take back its last move now."""
        if seat is None:
            seat = self.game.to_move
        return (bool(self._undo) and not self.game.is_over and self.game.to_move == seat
                and self._undo[-1].seat == seat and self.seats[seat].is_human)

    def undo_refused(self, seat: int | None = None) -> str | None:
        """Why `seat` (default: the seat to move) may not take back a move now, None when it may:
        "over" (the game has ended), "not_yours" (another seat, or a computer, is to move), "revealed"
        (its last move showed something hidden or random: the take-back stops there) or "start" (it
        has made no move of this turn that can be taken back)."""
        if seat is None:
            seat = self.game.to_move
        if self.can_undo(seat):
            return None
        if self.game.is_over:
            return "over"
        if self.game.to_move != seat or not self.seats[seat].is_human:
            return "not_yours"
        return self._undo_stop

    def undo(self) -> None:
        """Take back the last move of the seat to move (check can_undo() first; UndoRefused otherwise).

        The Game object stays the same one (its state is put back), so a scene holding match.game keeps
        working; the move record and log shrink and the listeners (autosave) are told."""
        if not self.can_undo():
            raise UndoRefused("nothing to undo: the last move revealed something, was not yours, "
                              "or your turn has passed")
        snap = self._undo.pop()
        # Put the state back in place rather than swapping Game objects (see the docstring).
        self.game.restore(snap.game)
        del self.moves[-1]
        del self.movers[-1]
        self.hinted.discard(len(self.moves))
        del self.log[snap.log_len:]
        self._changed()

    def _changed(self) -> None:
        for listener in list(self.listeners):
            listener(self)


def make_match(players: int, seed: int, humans: int, level: str, sides: str = "a") -> Match:
    """A match whose seats are named by their colours: the first `humans` seats people, the rest
    computers of `level` (the command line's quick start, the demo, the tools and the tests)."""
    seats = [Seat(COLOR_NAMES[i], i, HUMAN if i < humans else COMPUTER, level) for i in range(players)]
    return Match(seats, seed, building_sides=sides)
