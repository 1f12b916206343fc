"""The mutable game state: players, markets, the trail's contents and the decision stack, with a fast clone().

Everything is flat lists of small ints or immutable tuples so clone() is a handful of slice copies;
the AI clones thousands of times, so nothing here may use copy.deepcopy.

Outside the engine the state is read only, through Game.state, by the bots' judgement (which
reads it thousands of times a decision, too often to build a view). What may be read:
  State: n (players), current (the player deciding), turn_number, over, end_trigger (the player
    who triggered the end, -1), sides (building side per number 1..10), trail (per space of
    board.SPACES: EMPTY, a tile kind < NEUTRAL_CODE, NEUTRAL_CODE + letter index, or a private
    building's code: private_owner(code), private_number(code)), track, job_market (tile kinds per
    row), token_row, foresight, market, obj_display, masters, players.
  PlayerState: name, money, hand, draw, discard (card kinds; on a determinized clone the hidden
    ones are re-dealt), objectives, workers (cowboys, craftsmen, engineers), discs (discs left per
    components.DISC_GROUPS group), cert, perm_certs, supply, hazards, teepees, engine (a
    board.TRACK_POSITIONS code), cattleman (a space, OFF_BOARD before the first turn), cities,
    stations, masters, token; and deck(), cleared(group), hand_limit(), cert_limit().
Everything else (the decision stack, the random generator) is the engine's own.
"""
from __future__ import annotations

import random

from . import board
from .components import CERT_TRACK, DISC_GROUPS, DISC_INDEX, HAND_LIMIT_BASE, JOB_ROWS

# Trail contents (state.trail[space]):
EMPTY = -1
NEUTRAL_CODE = 100  # + index of the letter in "ABCDEFG"
PRIVATE_CODE = 200  # + owner * 16 + building number (side is the game's, shared by everyone)
# 0..N_TILE_KINDS-1: a hazard or teepee tile kind

OFF_BOARD = -1  # cattleman before the first turn
_HAND = DISC_INDEX["hand"]
_HAND_DISCS = DISC_GROUPS[_HAND][2]


def private_code(owner: int, number: int) -> int:
    return PRIVATE_CODE + owner * 16 + number


def private_owner(code: int) -> int:
    return (code - PRIVATE_CODE) // 16


def private_number(code: int) -> int:
    return (code - PRIVATE_CODE) % 16


class PlayerState:
    __slots__ = (
        "boxed_buildings",
        "cattleman",
        "cert",
        "cities",
        "discard",
        "discs",
        "draw",
        "engine",
        "hand",
        "hazards",
        "masters",
        "money",
        "name",
        "objectives",
        "perm_certs",
        "stations",
        "supply",
        "teepees",
        "token",
        "workers",
    )

    def __init__(self, name: str = "") -> None:
        self.name = name
        self.money = 0
        self.hand: list[int] = []
        self.draw: list[int] = []  # the draw stack; the top is the end of the list
        self.discard: list[int] = []
        self.objectives: list[int] = []  # the objective area (played cards and the starting objective)
        self.workers = [1, 1, 1]  # cowboys, craftsmen, engineers, printed starting workers included
        self.discs = [g[2] for g in DISC_GROUPS]  # discs still on each disc group of the board
        self.cert = 0  # temporary certificate marker, a value of CERT_TRACK
        self.perm_certs = 0
        self.supply = list(range(1, 11))  # private building numbers not yet built
        self.hazards: list[int] = []
        self.teepees: list[int] = []
        self.engine = 0  # railroad position code (board.TRACK_POSITIONS)
        self.cattleman = OFF_BOARD
        self.cities = [0] * len(board.CITIES)  # discs on each city
        self.stations = [False] * len(board.STATIONS)
        self.masters: list[str] = []  # station master tiles taken
        self.token = False  # the job market token (2 VP at the end)
        self.boxed_buildings: list[int] = []  # replaced buildings, out of the game

    def clone(self) -> PlayerState:
        c = PlayerState.__new__(PlayerState)
        c.name = self.name
        c.money = self.money
        c.hand = self.hand[:]
        c.draw = self.draw[:]
        c.discard = self.discard[:]
        c.objectives = self.objectives[:]
        c.workers = self.workers[:]
        c.discs = self.discs[:]
        c.cert = self.cert
        c.perm_certs = self.perm_certs
        c.supply = self.supply[:]
        c.hazards = self.hazards[:]
        c.teepees = self.teepees[:]
        c.engine = self.engine
        c.cattleman = self.cattleman
        c.cities = self.cities[:]
        c.stations = self.stations[:]
        c.masters = self.masters[:]
        c.token = self.token
        c.boxed_buildings = self.boxed_buildings[:]
        return c

    # ---- derived values (never stored, so they cannot go stale) ----
    def deck(self) -> list[int]:
        return self.hand + self.draw + self.discard

    def cleared(self, group: int) -> int:
        return DISC_GROUPS[group][2] - self.discs[group]

    def hand_limit(self) -> int:
        return HAND_LIMIT_BASE + _HAND_DISCS - self.discs[_HAND]

    def cert_limit(self) -> int:
        four = self.cleared(DISC_INDEX["cert4"])
        six = self.cleared(DISC_INDEX["cert6"])
        # The 6 space counts only once the 4 space is cleared too (§10.2).
        return 6 if (four and six) else (4 if four else 3)


def cert_step(value: int, spaces: int, limit: int) -> int:
    """Move the temporary certificate marker forward N spaces of the track, never past the limit (§10.4)."""
    i = CERT_TRACK.index(value)
    while spaces > 0 and i + 1 < len(CERT_TRACK) and CERT_TRACK[i + 1] <= limit:
        i += 1
        spaces -= 1
    return CERT_TRACK[i]


class State:
    __slots__ = (
        "_rng",
        "_rng_shared",
        "boxed_objectives",
        "boxed_tiles",
        "current",
        "end_trigger",
        "final_turns_left",
        "foresight",
        "job_market",
        "kc_stacks",
        "market",
        "market_stack",
        "master_workers",
        "masters",
        "n",
        "obj_display",
        "obj_stack",
        "over",
        "players",
        "removed_cards",
        "sides",
        "stack",
        "token_row",
        "track",
        "trail",
        "turn_number",
    )

    def __init__(self, n: int, seed: int) -> None:
        self.n = n
        self.sides: tuple[str, ...] = ("a",) * 10  # building side per number 1..10 (index number-1)
        self.players: list[PlayerState] = []
        self.trail = [EMPTY] * len(board.SPACES)
        # Which player's engine occupies each track position code (-1: free). Space 0 holds any number.
        self.track = [-1] * (2 * board.LAST_TRACK_SPACE + 1)
        self.job_market: list[list[int]] = [[] for _ in range(JOB_ROWS)]
        self.token_row = 1  # the row the token stands in; JOB_ROWS once it left along the red arrow
        self.foresight: list[list[int]] = [[-1, -1] for _ in range(3)]
        self.kc_stacks: list[list[int]] = [[], [], []]
        self.market: list[int] = []
        self.market_stack: list[int] = []
        self.obj_display: list[int] = []
        self.obj_stack: list[int] = []
        self.masters: list[str | None] = []  # station master tile on the slot of stations 1-5
        self.master_workers: list[int] = [-1] * 5  # worker tile appointed to each slot
        self.boxed_tiles: list[int] = []  # tiles that left the game
        self.removed_cards: list[int] = []  # cards removed from the game by thinning the herd
        self.boxed_objectives: list[int] = []  # starting objectives not dealt
        self.current = 0
        self.stack: list[tuple] = []  # the decision stack; the top is the end of the list
        self.end_trigger = -1  # the player who triggered the end
        self.final_turns_left = -1
        self.over = False
        self._rng = random.Random(seed)
        self._rng_shared = False
        self.turn_number = 0

    def clone(self) -> State:
        c = State.__new__(State)
        c.n = self.n
        c.sides = self.sides
        c.players = [p.clone() for p in self.players]
        c.trail = self.trail[:]
        c.track = self.track[:]
        c.job_market = [row[:] for row in self.job_market]
        c.token_row = self.token_row
        c.foresight = [col[:] for col in self.foresight]
        c.kc_stacks = [s[:] for s in self.kc_stacks]
        c.market = self.market[:]
        c.market_stack = self.market_stack[:]
        c.obj_display = self.obj_display[:]
        c.obj_stack = self.obj_stack[:]
        c.masters = self.masters[:]
        c.master_workers = self.master_workers[:]
        c.boxed_tiles = self.boxed_tiles[:]
        c.removed_cards = self.removed_cards[:]
        c.boxed_objectives = self.boxed_objectives[:]
        c.current = self.current
        c.stack = self.stack[:]  # frames are immutable tuples
        c.end_trigger = self.end_trigger
        c.final_turns_left = self.final_turns_left
        c.over = self.over
        # The generator is shared until one side needs it (see rng): copying its 625-word state
        # was three quarters of a clone, and most clones never shuffle.
        c._rng = self._rng
        c._rng_shared = self._rng_shared = True
        c.turn_number = self.turn_number
        return c

    @property
    def rng(self) -> random.Random:
        """The game's random generator (reshuffles, setup). Copy-on-write between a state and its
        clones: the first one to ask after a clone() gets a private copy. So never keep the object
        across a clone(): ask for it where it is used."""
        if self._rng_shared:
            r = random.Random.__new__(random.Random, 0)  # type: ignore[call-arg]  # cheaply seeded: setstate overwrites it all
            r.setstate(self._rng.getstate())
            self._rng = r
            self._rng_shared = False
        return self._rng

    @rng.setter
    def rng(self, r: random.Random) -> None:
        self._rng = r
        self._rng_shared = False

    @property
    def me(self) -> PlayerState:
        return self.players[self.current]
