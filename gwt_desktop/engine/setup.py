"""Setting up a game for 2-4 players exactly as docs/RULES.md §1.2/§1.3, reproducibly from one seed."""
from __future__ import annotations

import random
from types import MappingProxyType

from . import board
from .components import (
    GENERAL_OBJECTIVES,
    HAZARDS,
    KC_STACK_1,
    KC_STACK_2,
    KC_STACK_3,
    MARKET_DECK,
    MARKET_SIZE,
    NEUTRAL_LETTERS,
    STARTING_DECK,
    STARTING_MONEY,
    STARTING_OBJECTIVES,
    STATION_MASTERS,
    TRAIL_TILES_AT_SETUP,
    is_teepee,
)
from .game import Game
from .kansas_city import refill_foresight
from .moves import quote
from .objectives import refill_display
from .players import draw_cards
from .state import NEUTRAL_CODE, PlayerState, State
from .turn import start_turn

SIDE_CHOICES = ("a", "random")
NEUTRAL_CHOICES = ("fixed", "random")


class SeedError(ValueError, TypeError):
    """A seed that is not an integer: a ValueError like every other bad argument of new_game, and
    still the TypeError it always was."""


def new_game(players: int = 2, seed: int = 0, building_sides: str = "a", neutral_buildings: str = "fixed",
             names: list[str] | None = None) -> Game:
    """A new game. building_sides: "a" (first game), "random" (one a/b set shared by all) or ten letters
    a/b for buildings 1-10; neutral_buildings: "fixed" (A-G on their letters) or "random"."""
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 4:
        raise ValueError(f"Great Western Trail is for 2 to 4 players, not {_short(players)}")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SeedError(f"the seed must be an integer, not {_short(seed)}")
    if not isinstance(neutral_buildings, str) or neutral_buildings not in NEUTRAL_CHOICES:
        raise ValueError(f"neutral_buildings must be one of {NEUTRAL_CHOICES}, not {_short(neutral_buildings)}")
    if not isinstance(building_sides, str) or not (
            building_sides in SIDE_CHOICES or (len(building_sides) == 10 and set(building_sides) <= {"a", "b"})):
        raise ValueError(f'building_sides must be "a", "random" or ten letters a/b, not {_short(building_sides)}')
    if names is None:
        names = [f"Player {i + 1}" for i in range(players)]
    elif isinstance(names, (str, bytes)) or not isinstance(names, (list, tuple)):
        raise ValueError(f"names must be a list of {players} names, not {_short(names)}")
    names = list(names)
    if len(names) != players:
        raise ValueError(f"one name per player: {players} players, {len(names)} names")
    for name in names:
        if not isinstance(name, str) or not name:
            raise ValueError(f"a player name must be a non-empty text, not {_short(name)}")
    s = State(players, seed)
    rng = s.rng
    if building_sides == "a":
        s.sides = ("a",) * 10
    elif building_sides == "random":
        # Drawn from their own generator: the options record the explicit a/b string, and a game
        # rebuilt from it must see the same main random stream as the original.
        side_rng = random.Random(f"{seed}:sides")
        s.sides = tuple(side_rng.choice("ab") for _ in range(10))
    else:
        s.sides = tuple(building_sides)

    # 1. station masters, 2. neutral buildings
    masters: list[str | None] = list(STATION_MASTERS)
    rng.shuffle(masters)
    s.masters = masters
    letters = list(range(len(NEUTRAL_LETTERS)))
    if neutral_buildings == "random":
        rng.shuffle(letters)
    for sp, letter in zip(board.NEUTRAL_SPACES, letters):
        s.trail[sp] = NEUTRAL_CODE + letter
    # 4. Kansas City supply
    s.kc_stacks = [list(KC_STACK_1), list(KC_STACK_2), list(KC_STACK_3)]
    for st in s.kc_stacks:
        rng.shuffle(st)
    # 5. seven trail tiles from stack 1
    lay_trail_tiles(s)
    # 6. job market: row 1 full, row 2 up to the token -> 3/5/7 workers
    for row, count in ((0, players), (1, players - 1)):
        for _ in range(count):
            s.job_market[row].append(s.kc_stacks[1].pop())
    s.token_row = 1
    # 7. foresight (filled below, through the same refill as after Kansas City), 8. cattle market, 9. objectives
    s.market_stack = list(MARKET_DECK)
    rng.shuffle(s.market_stack)
    s.market = [s.market_stack.pop() for _ in range(MARKET_SIZE[players])]
    s.obj_stack = list(GENERAL_OBJECTIVES)
    rng.shuffle(s.obj_stack)
    # 10-14. players
    starting = list(STARTING_OBJECTIVES)
    rng.shuffle(starting)
    for i in range(players):
        pl = PlayerState(names[i])
        pl.money = STARTING_MONEY[i]
        pl.draw = list(STARTING_DECK)
        rng.shuffle(pl.draw)
        pl.objectives.append(starting.pop())
        s.players.append(pl)
    s.boxed_objectives = starting
    # Read-only, so clones may share it (a game is rebuilt from these plus the move list).
    options = MappingProxyType({"players": players, "seed": seed, "building_sides": "".join(s.sides),
                                "neutral_buildings": neutral_buildings, "names": tuple(names)})
    g = Game(s, options)
    refill_foresight(g)
    refill_display(g)
    for i in range(players):
        draw_cards(g, i, 4)
    g.events.clear()
    start_turn(g)
    g._settle()
    return g


def _short(value: object) -> str:
    return quote(repr(value))


def lay_trail_tiles(s: State) -> None:
    """Reveal stack-1 tiles until 7 lie on the trail (§1.2 step 5). A hazard whose section is full
    goes back into stack 1 at a random place and does not count (§14 #8)."""
    placed = 0
    stack1 = s.kc_stacks[0]
    while placed < TRAIL_TILES_AT_SETUP:
        tile = stack1.pop()
        spaces = board.TEEPEE_SPACES if is_teepee(tile) else board.HAZARD_SPACES[HAZARDS[tile].type]
        free = [sp for sp in spaces if s.trail[sp] < 0]
        if free:
            s.trail[free[0]] = tile
            placed += 1
        else:
            stack1.insert(s.rng.randrange(len(stack1) + 1), tile)
