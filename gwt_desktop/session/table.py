"""The table: the one deal and the one game loop for every game the computer plays without a window.

`deal(players, seed)` names how a game is dealt for play among bots (the arena, the lab's tuning and
trials, the benches, the tests): a new game on that seed, with building sides "a" (the first game's)
on even seeds and a random set on odd ones, so a run of seeds meets both, and each seat's own random
stream, `Random(seed * 100 + seat)`, apart from the game's own. The same (players, seed) is the same
deal everywhere.

`play(game, seats, rngs)` plays a game on: each move is asked of the seat to move, with that seat's
stream, then applied; an observer sees every move (its seat, the answer, the events, how many legal
moves there were). A bot's seat (`BotSeat`) asks through the one bot driver (ai/driver.py's `think`:
the seat's view, the bot's choice checked legal, the fallback to a simpler level); a seat that needs
another way to decide (random play, the lab's randomized turns) is a `Pick`, a function of the real
game that the game's `apply` checks. The loop stops at the game's end, after `max_moves` moves, or
when `cancelled()` says so.

The game scene does not play through here: it paces one move per frame and asks its bots on a worker
thread (ui's BotTurns over ai/worker.py), through the same driver.
"""
from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple, Protocol

from ..ai.base import Bot, budget_of, make_bot
from ..ai.driver import Answer, think
from ..ai.plan import Cancelled
from ..engine import Game, Move, new_game

# Each seat's stream is Random(seed * SEAT_STREAMS + seat): apart for every seat of up to this many.
SEAT_STREAMS = 100


class Deal(NamedTuple):
    game: Game
    rngs: list[random.Random]  # each seat's own stream, for its bot's choices and views


def deal(players: int, seed: int, *, building_sides: str | None = None, neutral_buildings: str = "fixed",
         names: list[str] | None = None) -> Deal:
    """A game dealt for play among bots on `seed`, and each seat's random stream (see the module's
    text). `building_sides` given overrides the seed's choice; the rest goes to engine.new_game."""
    sides = building_sides if building_sides is not None else ("random" if seed % 2 else "a")
    game = new_game(players, seed=seed, building_sides=sides, neutral_buildings=neutral_buildings, names=names)
    return Deal(game, [random.Random(seed * SEAT_STREAMS + i) for i in range(players)])


class Seat(Protocol):
    def answer(self, game: Game, seat: int, rng: random.Random,
               cancelled: Callable[[], bool] | None) -> Answer:
        """The move for `seat` (== game.to_move) in the real `game`, which must not be changed."""
        ...


@dataclass
class BotSeat:
    """A bot of `level` in a seat, asked through the driver with `budget` seconds (None: the level's
    own); `bot` stands for the level when given (a tuned or counted bot), else one is made."""

    level: str
    budget: float | None = None
    bot: Bot | None = None

    def __post_init__(self) -> None:
        if self.bot is None:
            self.bot = make_bot(self.level)
        if self.budget is None:
            self.budget = budget_of(self.level)

    def answer(self, game: Game, seat: int, rng: random.Random,
               cancelled: Callable[[], bool] | None) -> Answer:
        return think(game, seat, rng, self.budget or budget_of(self.level), self.level, bot=self.bot,
                     cancelled=cancelled)


@dataclass
class Pick:
    """A seat decided by `choose(game, seat, rng)`, a function of the real game, without the driver:
    random play, or the lab's own choices. Its move is checked by the game's apply."""

    name: str
    choose: Callable[[Game, int, random.Random], Move]

    def answer(self, game: Game, seat: int, rng: random.Random,
               cancelled: Callable[[], bool] | None) -> Answer:
        start = time.perf_counter()
        move = self.choose(game, seat, rng)
        return Answer(move, self.name, self.name, seconds=time.perf_counter() - start)


def random_move(game: Game, seat: int, rng: random.Random) -> Move:
    """Random play: any legal move, with even odds."""
    return rng.choice(game.legal_moves())


def random_seats(players: int) -> list[Seat]:
    """Every seat playing random legal moves (a random walk through the game)."""
    return [Pick("random", random_move)] * players


@dataclass
class Played:
    """One move at the table, as the observer sees it (after it was applied)."""

    seat: int
    answer: Answer
    events: list = field(default_factory=list)
    choices: int = 0  # the legal moves the seat had: 1 is a forced move


def play(game: Game, seats: Sequence[Seat], rngs: Sequence[random.Random], *,
         on_move: Callable[[Game, Played], None] | None = None, max_moves: int | None = None,
         cancelled: Callable[[], bool] | None = None) -> int:
    """Play `game` (changed) on: each move by the seat to move (seats[p], with rngs[p]; one stream
    may serve every seat), then `on_move(game, played)`. Stops at the game's end, after `max_moves`
    moves, or when `cancelled()` is true (also in the middle of a bot's search). Returns the moves
    played."""
    played = 0
    while not game.is_over and (max_moves is None or played < max_moves):
        if cancelled is not None and cancelled():
            break
        p = game.to_move
        choices = len(game.legal_moves())
        try:
            answer = seats[p].answer(game, p, rngs[p], cancelled)
        except Cancelled:
            break
        events = game.apply(answer.move)
        played += 1
        if on_move is not None:
            on_move(game, Played(p, answer, events, choices))
    return played
