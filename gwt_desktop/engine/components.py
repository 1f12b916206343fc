"""Every card, tile, building, station master and objective of the 1st edition as frozen tables.

Cards and tiles are small ints ("kinds"): identical cards share one kind, so "discard a Jersey" is one
choice however many Jerseys are in hand, and zones are plain lists of ints that clone with a slice.
Numbers come from docs/RULES.md §1-§11; its §14 answers are marked where they apply.
"""
from __future__ import annotations

from dataclasses import dataclass

# ---------------------------------------------------------------------------------------------
# Cattle cards (docs/RULES.md §6.1)
# ---------------------------------------------------------------------------------------------
JERSEY, DUTCH_BELT, BLACK_ANGUS, GUERNSEY, HOLSTEIN, BROWN_SWISS, AYRSHIRE, WEST_HIGHLAND, TEXAS_LONGHORN = range(9)
BREED_NAMES = (
    "Jersey", "Dutch Belt", "Black Angus", "Guernsey", "Holstein", "Brown Swiss", "Ayrshire",
    "West Highland", "Texas Longhorn",
)

# (name used in move texts, breed, breeding value, victory points, copies in the market deck)
_CATTLE_TABLE = (
    ("jersey", JERSEY, 1, 0, 0),
    ("dutch_belt", DUTCH_BELT, 2, 0, 0),
    ("black_angus", BLACK_ANGUS, 2, 0, 0),
    ("guernsey", GUERNSEY, 2, 0, 0),
    ("holstein", HOLSTEIN, 3, 1, 7),
    ("brown_swiss", BROWN_SWISS, 3, 2, 7),
    ("ayrshire", AYRSHIRE, 3, 3, 7),
    ("west_highland_3", WEST_HIGHLAND, 4, 3, 3),
    ("west_highland_4", WEST_HIGHLAND, 4, 4, 3),
    ("west_highland_5", WEST_HIGHLAND, 4, 5, 3),
    ("texas_longhorn_5", TEXAS_LONGHORN, 5, 5, 2),
    ("texas_longhorn_6", TEXAS_LONGHORN, 5, 6, 2),
    ("texas_longhorn_7", TEXAS_LONGHORN, 5, 7, 2),
)
N_CATTLE_KINDS = len(_CATTLE_TABLE)
STARTING_DECK = (JERSEY,) * 5 + (DUTCH_BELT,) * 3 + (BLACK_ANGUS,) * 3 + (GUERNSEY,) * 3  # kinds 0-3 = breeds 0-3
MARKET_DECK = tuple(k for k, row in enumerate(_CATTLE_TABLE) for _ in range(row[4]))

# ---------------------------------------------------------------------------------------------
# Objective cards (docs/RULES.md §9.1) — kinds continue after the cattle kinds in the same card space.
# ---------------------------------------------------------------------------------------------
# Tasks: B building, G green teepee, BL blue teepee, H hazard, S station disc, 3/4/5 cattle card of
# that breeding value, SF disc on San Francisco.
OBJ_MONEY2, OBJ_DRAW3, OBJ_ENGINE2, OBJ_ENGINE3, OBJ_MOVE3, OBJ_AUX = (
    "money2", "draw3", "engine2", "engine3", "move3", "aux")


@dataclass(frozen=True)
class Objective:
    action: str | None  # None for the four starting objectives (already played, no action)
    tasks: tuple[str, ...]
    points: int
    penalty: int  # points lost when a task is unmet (0 on starting cards)
    copies: int = 1

    @property
    def starting(self) -> bool:
        return self.action is None


_OBJECTIVE_TABLE = (
    Objective(None, ("3", "4", "B"), 3, 0),
    Objective(None, ("S", "S", "G"), 3, 0),
    Objective(None, ("B", "B", "H"), 3, 0),
    Objective(None, ("BL", "H", "H"), 3, 0),
    Objective(OBJ_MONEY2, ("B", "BL", "BL"), 3, 2),
    Objective(OBJ_MONEY2, ("B", "G", "BL"), 3, 2),
    Objective(OBJ_MONEY2, ("4", "H", "H"), 3, 2),
    Objective(OBJ_MONEY2, ("S", "S", "H"), 3, 2),
    Objective(OBJ_MONEY2, ("3", "3", "3", "B"), 4, 2),  # §14 #4: 4 VP, -2
    Objective(OBJ_DRAW3, ("B", "B", "H"), 3, 2),
    Objective(OBJ_DRAW3, ("S", "G", "BL"), 3, 2),
    Objective(OBJ_DRAW3, ("5", "H"), 3, 2),
    Objective(OBJ_DRAW3, ("S", "G", "G"), 3, 2),
    Objective(OBJ_DRAW3, ("3", "3", "3", "S"), 4, 2),
    Objective(OBJ_ENGINE2, ("4", "4", "S", "G"), 5, 3),
    Objective(OBJ_ENGINE2, ("3", "4", "5"), 5, 3),
    Objective(OBJ_ENGINE2, ("B", "B", "G", "G"), 5, 3),
    Objective(OBJ_ENGINE3, ("B", "BL", "H", "H"), 5, 3),
    Objective(OBJ_ENGINE3, ("S", "S", "H", "H"), 5, 3),
    Objective(OBJ_MOVE3, ("B", "B", "H", "H"), 5, 2),
    Objective(OBJ_MOVE3, ("S", "S", "BL", "BL"), 5, 2),
    Objective(OBJ_MOVE3, ("3", "4", "5"), 5, 2),
    Objective(OBJ_MOVE3, ("3", "4", "H", "H"), 5, 2),
    Objective(OBJ_MOVE3, ("S", "S", "B", "B"), 5, 2),
    Objective(OBJ_AUX, ("SF",), 5, 3, copies=4),
)
OBJECTIVE_BASE = N_CATTLE_KINDS
N_CARD_KINDS = OBJECTIVE_BASE + len(_OBJECTIVE_TABLE)
OBJECTIVES: dict[int, Objective] = {OBJECTIVE_BASE + i: o for i, o in enumerate(_OBJECTIVE_TABLE)}
STARTING_OBJECTIVES = tuple(k for k, o in OBJECTIVES.items() if o.starting)
GENERAL_OBJECTIVES = tuple(k for k, o in OBJECTIVES.items() if not o.starting for _ in range(o.copies))


def is_objective(card: int) -> bool:
    return card >= OBJECTIVE_BASE


# Per-card lookups, indexed by kind (objective kinds have no breed: -1, breeding value 0).
CARD_NAMES: tuple[str, ...] = tuple(r[0] for r in _CATTLE_TABLE) + tuple(
    f"objective{i:02d}" for i in range(len(_OBJECTIVE_TABLE)))
CARD_INDEX: dict[str, int] = {n: i for i, n in enumerate(CARD_NAMES)}
CARD_BREED: tuple[int, ...] = tuple(r[1] for r in _CATTLE_TABLE) + (-1,) * len(_OBJECTIVE_TABLE)
CARD_VALUE: tuple[int, ...] = tuple(r[2] for r in _CATTLE_TABLE) + (0,) * len(_OBJECTIVE_TABLE)
CARD_POINTS: tuple[int, ...] = tuple(r[3] for r in _CATTLE_TABLE) + (0,) * len(_OBJECTIVE_TABLE)

# ---------------------------------------------------------------------------------------------
# Tiles: workers, teepees, hazards (docs/RULES.md §3.2, §11)
# ---------------------------------------------------------------------------------------------
COWBOY, CRAFTSMAN, ENGINEER, GREEN_TEEPEE, BLUE_TEEPEE = range(5)
WORKER_KINDS = (COWBOY, CRAFTSMAN, ENGINEER)
HAND_GREEN, HAND_BLACK = 1, 2  # bit flags: a tile may show both hands


@dataclass(frozen=True)
class Hazard:
    type: str  # flood / drought / rockfall (board.HAZARD_TYPES)
    points: int
    hand: int


_HAZARD_VARIANTS = ((4, HAND_GREEN, 2), (3, HAND_GREEN, 1), (3, HAND_BLACK, 1), (2, HAND_GREEN, 1), (2, HAND_BLACK, 1))
_HAZARD_TYPES = ("flood", "drought", "rockfall")
HAZARD_BASE = 5
HAZARDS: dict[int, Hazard] = {}
_HAZARD_COPIES: dict[int, int] = {}
for _t in _HAZARD_TYPES:
    for _pts, _hand, _copies in _HAZARD_VARIANTS:
        _k = HAZARD_BASE + len(HAZARDS)
        HAZARDS[_k] = Hazard(_t, _pts, _hand)
        _HAZARD_COPIES[_k] = _copies
N_TILE_KINDS = HAZARD_BASE + len(HAZARDS)

TILE_NAMES: tuple[str, ...] = ("cowboy", "craftsman", "engineer", "green_teepee", "blue_teepee") + tuple(
    f"{h.type}_{h.points}{'g' if h.hand == HAND_GREEN else 'b'}" for h in HAZARDS.values())
TILE_INDEX: dict[str, int] = {n: i for i, n in enumerate(TILE_NAMES)}
# Hands shown on a tile: green teepee a green hand, blue teepee a black hand (§2.5).
TILE_HANDS: tuple[int, ...] = (0, 0, 0, HAND_GREEN, HAND_BLACK) + tuple(h.hand for h in HAZARDS.values())


def is_hazard(tile: int) -> bool:
    return tile >= HAZARD_BASE


def is_teepee(tile: int) -> bool:
    return tile == GREEN_TEEPEE or tile == BLUE_TEEPEE


def is_worker(tile: int) -> bool:
    return tile <= ENGINEER


# Kansas City supply stacks by the number on their backs (§3.2; §14 #2 for the worker splits).
KC_STACK_1 = tuple(k for k, c in _HAZARD_COPIES.items() for _ in range(c)) + (GREEN_TEEPEE,) * 9 + (BLUE_TEEPEE,) * 8
KC_STACK_2 = (COWBOY,) * 11 + (CRAFTSMAN,) * 11 + (ENGINEER,) * 11
KC_STACK_3 = (COWBOY,) * 7 + (CRAFTSMAN,) * 7 + (ENGINEER,) * 7 + (GREEN_TEEPEE,) * 2 + (BLUE_TEEPEE,) * 3
TRAIL_TILES_AT_SETUP = 7

# ---------------------------------------------------------------------------------------------
# Buildings (docs/RULES.md §7, §8). A building's actions come in boxes; a box with several names is an
# either/or box ("X / Y": choose one). Action names are unique so a move can name one directly.
# ---------------------------------------------------------------------------------------------
NEUTRAL_ACTIONS: dict[str, tuple[tuple[str, ...], ...]] = {
    "A": (("guernsey2",), ("hire",), ("hire_plus2",)),
    "B": (("dutch2",), ("build",)),
    "C": (("cert1", "objective"), ("engine_engineers",)),
    "D": (("teepee", "engine2_pay2"), ("aux_any",)),
    "E": (("angus2",), ("buy",)),
    "F": (("pair4",), ("hazard7",)),
    "G": (("engine_engineers",), ("aux_any",)),
}
NEUTRAL_LETTERS = tuple("ABCDEFG")


@dataclass(frozen=True)
class PrivateBuilding:
    number: int
    side: str
    craftsmen: int
    points: int
    hands: int
    actions: tuple[tuple[str, ...], ...]

    @property
    def name(self) -> str:
        return f"{self.number}{self.side}"


_G, _B = HAND_GREEN, HAND_BLACK
_PRIVATE_TABLE = (
    PrivateBuilding(1, "a", 1, 1, _G, (("woods2",),)),
    PrivateBuilding(2, "a", 1, 1, 0, (("guernsey4",), ("buy",))),
    PrivateBuilding(3, "a", 1, 1, 0, (("pair3",), ("move1",))),
    PrivateBuilding(4, "a", 2, 3, _B, (("hazard5",), ("move2",))),
    PrivateBuilding(5, "a", 3, 4, 0, (("hire_minus1",), ("engine_engineers",))),
    PrivateBuilding(6, "a", 4, 5, 0, (("holstein10",), ("aux_any",))),
    PrivateBuilding(7, "a", 5, 6, _G | _B, (("teepee_pairs",),)),
    PrivateBuilding(8, "a", 5, 6, _G, (("teepee", "aux_any"), ("engine2",))),
    PrivateBuilding(9, "a", 7, 9, 0, (("engine3",), ("extra_delivery",))),
    PrivateBuilding(10, "a", 9, 13, _B, (("cert_max",), ("move5",))),
    PrivateBuilding(1, "b", 1, 1, _G, (("objective_cert2",), ("engine_back3",))),
    PrivateBuilding(2, "b", 1, 1, 0, (("jersey_engine1",), ("dutch3",))),
    PrivateBuilding(3, "b", 2, 3, 0, (("aux_any",), ("move1",))),
    PrivateBuilding(4, "b", 2, 3, _B, (("draw_cowboys",), ("move3",))),
    PrivateBuilding(5, "b", 3, 4, 0, (("angus_cert2",), ("money_engineers",))),
    PrivateBuilding(6, "b", 4, 5, 0, (("any3_objective",),)),
    PrivateBuilding(7, "b", 5, 6, _G | _B, (("engine_woods",),)),
    PrivateBuilding(8, "b", 6, 8, 0, (("copy_adjacent",),)),
    PrivateBuilding(9, "b", 6, 8, 0, (("upgrade_behind",),)),
    PrivateBuilding(10, "b", 8, 11, _B, (("money4",), ("engine4",), ("move4",))),
)
PRIVATE_BUILDINGS: dict[tuple[int, str], PrivateBuilding] = {(b.number, b.side): b for b in _PRIVATE_TABLE}

# ---------------------------------------------------------------------------------------------
# Station masters (docs/RULES.md §4.3)
# ---------------------------------------------------------------------------------------------
SM_CERT, SM_TEEPEE, SM_HAZARD, SM_OBJECTIVE, SM_WORKERS = "sm_cert", "sm_teepee", "sm_hazard", "sm_objective", "sm_workers"
STATION_MASTERS = (SM_CERT, SM_TEEPEE, SM_HAZARD, SM_OBJECTIVE, SM_WORKERS)
PERMANENT_CERT_MASTERS = frozenset((SM_CERT, SM_TEEPEE, SM_HAZARD))

# ---------------------------------------------------------------------------------------------
# Player board (docs/RULES.md §1.3, §10)
# ---------------------------------------------------------------------------------------------
STARTING_MONEY = (6, 7, 8, 9)
BASE_STEPS = {2: 3, 3: 3, 4: 4}
STEP_DISC_LEFT_BONUS = {2: 1, 3: 2, 4: 2}  # the "$3" step disc; the right one is always +1
FEES = {2: (2, 2), 3: (2, 1), 4: (1, 2)}  # players -> (green hand, black hand)
MARKET_SIZE = {2: 7, 3: 10, 4: 13}
JOB_ROW_COSTS = (6, 6, 7, 5, 7, 9, 6, 8, 10, 6, 5, 4)
JOB_ROWS = 12
YELLOW_ARROW_ROWS = (5, 8)  # token leaving row 6 or row 9 (0-based 5, 8) refills the cattle market
MAX_WORKERS_PER_ROW = 6
HAND_LIMIT_BASE = 4
CERT_TRACK = (0, 1, 2, 3, 4, 6)  # §14 #5: no space 5

# Disc groups on the player board: (name, dark corner?, discs). Identical spaces of one auxiliary
# action form one group, so clearing "a certificate-action disc" is one choice (§10.2).
DISC_GROUPS: tuple[tuple[str, bool, int], ...] = (
    ("aux_money", False, 1),
    ("aux_cards", False, 1),
    ("aux_cert", False, 2),
    ("aux_engine", False, 2),
    ("aux_thin", False, 2),
    ("cert4", False, 1),
    ("cert6", True, 1),
    ("step1", True, 1),
    ("step2", True, 1),
    ("hand", True, 2),
)
DISC_INDEX = {name: i for i, (name, _, _) in enumerate(DISC_GROUPS)}
DISCS_PER_PLAYER = sum(g[2] for g in DISC_GROUPS)
HAND_DISC_COST = 5
STEP_DISC_MONEY = 3
STEP_DISC_POINTS = 3
# Auxiliary actions, in board order: they index the disc groups of the same name.
AUX_ACTIONS = ("aux_money", "aux_cards", "aux_cert", "aux_engine", "aux_thin")
# Both the money and the card action have a grey, always-empty first space (§10.2): their single
# version is available from the start, the double once the one disc is gone.
AUX_FREE_SINGLE = frozenset(("aux_money", "aux_cards"))

# Worker-row immediate actions (§10.1): (worker kind, space 1-6) -> action.
WORKER_SPACE_ACTIONS: dict[tuple[int, int], str] = {
    (COWBOY, 4): "free_hazard",
    (COWBOY, 6): "teepee",
    (CRAFTSMAN, 4): "cheap_build",
    (CRAFTSMAN, 6): "cheap_build",
    (ENGINEER, 2): "jersey_cert1",
    (ENGINEER, 3): "jersey_money2",
    (ENGINEER, 4): "cheap_hire",
    (ENGINEER, 5): "jersey_cert2",
    (ENGINEER, 6): "jersey_money4",
}
WORKER_POINTS_SPACES = (5, 6)
WORKER_SPACE_POINTS = 4

# Buy-cattle options (§6.2): name -> (cowboys, breeding value bought, cards, price). "draw2" adds
# two cards from the market stack to the market.
BUY_OPTIONS: dict[str, tuple[int, int, int, int]] = {
    "1c_bv3": (1, 3, 1, 6),
    "2c_bv3": (2, 3, 1, 3),
    "3c_2bv3": (3, 3, 2, 5),
    "1c_bv4": (1, 4, 1, 12),
    "3c_bv4": (3, 4, 1, 6),
    "5c_2bv4": (5, 4, 2, 8),
    "2c_bv5": (2, 5, 1, 12),
    "4c_bv5": (4, 5, 1, 6),
}
DRAW2_COWBOYS = 1
