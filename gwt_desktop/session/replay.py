"""A replay of a recorded game (options + seed + move list, as a save keeps it): step move by move or
turn by turn, forwards and backwards, jump to any move, to the next Kansas City visit or the next
turn of a player, and read the position (its view, its score sheet) at every step. No pygame.

Positions are numbered 0..len(moves): position i is the game after its first i moves. The game is
replayed once when the Replay is made, keeping a clone every `every` moves; any position is then
built from the nearest clone at or before it (or from the current position, when that is nearer),
so a jump costs at most `every` moves whatever the length of the game, never a replay from the start
(`python -m tools.replaybench` prints the times).

Turns and Kansas City visits are found from the engine's typed events (engine/events.py: the
"turn" record that starts each turn, the "kansas_city" record of an arrival there).
"""
from __future__ import annotations

import bisect
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from ..engine import Event, EventKind, Game, View, new_game

SNAPSHOT_EVERY = 16  # moves between kept clones: a jump replays at most this many moves


class ReplayError(ValueError):
    """A record that does not replay: a move not legal at its point, or options the engine refuses."""

    def __init__(self, problem: str, index: int | None = None, detail: str = "") -> None:
        self.index = index  # the move (0-based) that failed, when one did
        self.detail = detail  # the engine's own words for it (a technical detail, kept as it is)
        super().__init__(problem)


@dataclass(frozen=True)
class Turn:
    """One player's turn: the positions it starts and ends at (end = start of the next turn, or the
    last position of the game)."""

    number: int  # 0 for the first turn of the game
    player: int
    start: int
    end: int

    def round(self, players: int) -> int:
        """1 for the first turn of every player, 2 for the second, ... (as match.round counts)."""
        return self.number // players + 1


class Replay:
    def __init__(self, options: dict, moves: Sequence[str], names: Sequence[str] | None = None,
                 every: int = SNAPSHOT_EVERY, hinted=()) -> None:
        self.options = {k: options[k] for k in ("players", "seed", "building_sides", "neutral_buildings")
                        if k in options}
        self.players: int = self.options["players"]
        self.names = list(names) if names is not None else None
        self.moves: list[str] = list(moves)
        # The moves that followed the Hint (their indices; Match.hinted, as the save keeps it): what the
        # review says of a turn played as the Hint advised. Not part of the game: two records of one game
        # differ in it, its review does not.
        self.hinted: frozenset[int] = frozenset(i for i in hinted if 0 <= i < len(self.moves))
        self.every = max(1, int(every))
        try:
            game = new_game(self.players, seed=self.options["seed"],
                            building_sides=self.options.get("building_sides", "a"),
                            neutral_buildings=self.options.get("neutral_buildings", "fixed"),
                            names=self.names)
        except (ValueError, KeyError) as e:
            raise ReplayError(f"options this version cannot set up: {e}", detail=str(e)) from None
        self.movers: list[int] = []  # who made each move
        self.events: list[Event] = []  # every event of the game, in order
        self.event_start: list[int] = [0]  # events before position i: event_start[i]
        self._snapshots: list[Game] = [game.clone()]  # position k * every
        turn_starts = [(0, game.to_move)]
        self.kansas_city: list[int] = []  # positions at which a player has just arrived in Kansas City
        for i, text in enumerate(self.moves):
            self.movers.append(game.to_move)
            try:
                events = game.apply(text)
            except ValueError as e:  # IllegalMove is a ValueError
                raise ReplayError(f"move {i + 1} ({text[:40]!r}) is not legal at its point in the game: {e}",
                                  i) from None
            self.events.extend(events)
            self.event_start.append(len(self.events))
            for ev in events:
                kind = ev.kind
                if kind == EventKind.TURN:
                    turn_starts.append((i + 1, ev.player))
                elif kind == EventKind.KANSAS_CITY:
                    self.kansas_city.append(i + 1)
            if (i + 1) % self.every == 0:
                self._snapshots.append(game.clone())
        self.finished: bool = game.is_over
        last = len(self.moves)
        self.turns: list[Turn] = [
            Turn(k, p, start, turn_starts[k + 1][0] if k + 1 < len(turn_starts) else last)
            for k, (start, p) in enumerate(turn_starts)]
        self._turn_starts = [t.start for t in self.turns]
        self.index = last
        self.game: Game = game  # the position at self.index; the replay's own, never to be changed

    # ---- made from a save ----
    @classmethod
    def of_match(cls, match, every: int = SNAPSHOT_EVERY) -> Replay:
        return cls(match.options, match.moves, [s.name for s in match.seats], every, match.hinted)

    def again(self) -> Replay:
        """A replay of the same record of its own (a Replay is not shared between threads or scenes)."""
        return Replay(self.options, self.moves, self.names, self.every, self.hinted)

    # ---- where we are ----
    def __len__(self) -> int:
        """The number of moves; positions run from 0 to len(replay)."""
        return len(self.moves)

    @property
    def at_end(self) -> bool:
        return self.index == len(self.moves)

    def turn_at(self, index: int | None = None) -> Turn:
        """The turn being played at a position (at the last position: the last turn)."""
        i = self.index if index is None else index
        k = bisect.bisect_right(self._turn_starts, i) - 1
        return self.turns[max(0, k)]

    def log(self, index: int | None = None) -> list[Event]:
        """Every event up to a position (what the game's log held at that point)."""
        i = self.index if index is None else index
        return self.events[:self.event_start[i]]

    def events_of(self, move: int) -> list[Event]:
        """The events one move (0-based) produced."""
        return self.events[self.event_start[move]:self.event_start[move + 1]]

    # ---- positions ----
    def position(self, index: int) -> Game:
        """A fresh game at position `index` (the caller's own), built from the nearest kept clone or
        the current position, whichever needs fewer moves."""
        index = self._clamp(index)
        k = index // self.every
        base, start = self._snapshots[k], k * self.every
        if start < self.index <= index:
            base, start = self.game, self.index
        game = base.clone()
        for text in self.moves[start:index]:
            game.apply(text)
        return game

    def walk(self, indices) -> Iterator[tuple[int, Game]]:
        """(index, game) at each of the given positions in increasing order, from one game played
        forwards (the game is the walk's own and changes as it goes: read it, do not keep it)."""
        wanted = sorted({self._clamp(i) for i in indices})
        if not wanted:
            return
        game = self.position(wanted[0])
        at = wanted[0]
        for i in wanted:
            for text in self.moves[at:i]:
                game.apply(text)
            at = i
            yield i, game

    def seek(self, index: int) -> Game:
        """Make `index` the current position; returns its game."""
        index = self._clamp(index)
        if index != self.index:
            self.game = self.position(index)
            self.index = index
        return self.game

    def forward(self) -> Game:
        return self.seek(self.index + 1)

    def back(self) -> Game:
        return self.seek(self.index - 1)

    def next_turn(self) -> Game:
        """The start of the next turn (the end of the game after the last one)."""
        k = bisect.bisect_right(self._turn_starts, self.index)
        return self.seek(self._turn_starts[k] if k < len(self.turns) else len(self.moves))

    def previous_turn(self) -> Game:
        """The start of the turn being played, or of the one before if already at a start."""
        k = bisect.bisect_left(self._turn_starts, self.index) - 1
        return self.seek(self._turn_starts[max(0, k)])

    def next_turn_of(self, player: int) -> Game | None:
        """The start of `player`'s next turn after the current position; None (nothing moved) if none."""
        for t in self.turns:
            if t.start > self.index and t.player == player:
                return self.seek(t.start)
        return None

    def next_kansas_city(self) -> Game | None:
        """The next arrival of a cattleman in Kansas City after the current position; None if none."""
        k = bisect.bisect_right(self.kansas_city, self.index)
        return self.seek(self.kansas_city[k]) if k < len(self.kansas_city) else None

    def previous_kansas_city(self) -> Game | None:
        k = bisect.bisect_left(self.kansas_city, self.index) - 1
        return self.seek(self.kansas_city[k]) if k >= 0 else None

    # ---- what the position shows ----
    def score_sheet(self, index: int | None = None) -> list[dict]:
        """The score pad if the game ended at that position (the current one by default)."""
        game = self.game if index is None or index == self.index else self.position(index)
        return game.score_sheet()

    def view(self, seat: int) -> View:
        return self.game.view(seat)

    def open_view(self) -> dict:
        """The current position with every player's cards face up (each player's own part of their own
        view): only for a game that is over, when nothing is secret any more."""
        if not self.finished:
            raise ValueError("cards are shown face up only in the replay of a finished game")
        views = [self.game.view(p) for p in range(self.players)]
        out = dict(views[0])
        out["players"] = [views[p]["players"][p] for p in range(self.players)]
        out["viewer"] = None
        return out

    def _clamp(self, index: int) -> int:
        return max(0, min(len(self.moves), int(index)))
