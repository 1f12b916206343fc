"""A match: one game of Great Western Trail with its seats and the record of every move applied.

The game scene, saves and undo all go through here, so the move record (what a save stores and what
undo replays) can never drift from the game on screen. No pygame.
"""
from __future__ import annotations

from collections.abc import Callable

from .engine import Game, Move, new_game
from .seats import Seat


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
        self.log: list[tuple] = []  # every event the engine produced, in order
        # Called after every change (a move applied, an undo): autosave hooks in here.
        self.listeners: list[Callable[[Match], None]] = []

    @property
    def to_move(self) -> int:
        return self.game.to_move

    @property
    def seat_to_move(self) -> Seat:
        return self.seats[self.game.to_move]

    def apply(self, move: Move | str) -> list[tuple]:
        """Apply one legal move (IllegalMove otherwise, nothing changed) and record it."""
        events = self.game.apply(move)
        self.moves.append(str(move))
        self.log.extend(events)
        for listener in self.listeners:
            listener(self)
        return events
