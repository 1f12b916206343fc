"""The board's fixed geometry as data: the trail graph (docs/RULES.md §2), the railroad track (§4.1) and the cities (§3.4).

Spaces are small ints (indices into SPACES) so that the trail's contents can live in one flat list
that clones with a slice. Names are the IDs of docs/RULES.md §2.2 and appear in move texts and saves.
"""
from __future__ import annotations

# ---------------------------------------------------------------------------------------------
# The trail (docs/RULES.md §2.2 / §2.3)
# ---------------------------------------------------------------------------------------------

# Kinds of trail space.
START, NEUTRAL, PRIVATE, HAZARD, TEEPEE, KANSAS_CITY = "start", "neutral", "private", "hazard", "teepee", "kc"

# Hazard types; they double as the names of the three hazard sections.
FLOOD, DROUGHT, ROCKFALL = "flood", "drought", "rockfall"
HAZARD_TYPES = (FLOOD, DROUGHT, ROCKFALL)

# Risk actions printed on building spaces (§2.4): only the owner of a building there may use them.
RISK_JERSEY = "risk_jersey"  # discard a Jersey -> certificate +1 and $2
RISK_ANY = "risk_any"  # discard any cattle card -> certificate +1

# (id, kind, woods, risk action / hazard type / teepee money value / neutral letter)
_SPACE_TABLE: tuple[tuple[str, str, bool, object], ...] = (
    ("START", START, False, None),
    ("N_A", NEUTRAL, False, "A"),
    ("P_A1", PRIVATE, False, None),
    ("P_A2", PRIVATE, False, None),
    ("P_A3", PRIVATE, False, None),
    ("HZ_FL1", HAZARD, False, FLOOD),
    ("HZ_FL2", HAZARD, False, FLOOD),
    ("HZ_FL3", HAZARD, False, FLOOD),
    ("HZ_FL4", HAZARD, False, FLOOD),
    ("P_FLR1", PRIVATE, False, RISK_JERSEY),
    ("P_FLR2", PRIVATE, True, RISK_JERSEY),
    ("N_B", NEUTRAL, False, "B"),
    ("P_B1", PRIVATE, True, None),
    ("P_B2", PRIVATE, False, None),
    ("P_B3", PRIVATE, False, None),
    ("HZ_DR1", HAZARD, False, DROUGHT),
    ("HZ_DR2", HAZARD, False, DROUGHT),
    ("HZ_DR3", HAZARD, False, DROUGHT),
    ("HZ_DR4", HAZARD, False, DROUGHT),
    ("P_DRR1", PRIVATE, False, RISK_ANY),
    ("N_C", NEUTRAL, False, "C"),
    ("P_C1a", PRIVATE, True, None),
    ("P_C1b", PRIVATE, True, None),
    ("P_C2", PRIVATE, False, None),
    ("N_D", NEUTRAL, False, "D"),
    ("TP+1", TEEPEE, False, 1),
    ("TP+2", TEEPEE, False, 2),
    ("TP+4", TEEPEE, False, 4),
    ("TP+6", TEEPEE, False, 6),
    ("TP+8", TEEPEE, False, 8),
    ("TP+10", TEEPEE, False, 10),
    ("TP-3", TEEPEE, False, -3),
    ("TP-2", TEEPEE, False, -2),
    ("TP-1", TEEPEE, False, -1),
    ("P_INR1", PRIVATE, False, RISK_ANY),
    ("P_INR2", PRIVATE, False, RISK_JERSEY),
    ("N_E", NEUTRAL, False, "E"),
    ("P_E1", PRIVATE, True, None),
    ("P_E2", PRIVATE, True, None),
    ("HZ_RF1", HAZARD, False, ROCKFALL),
    ("HZ_RF2", HAZARD, False, ROCKFALL),
    ("HZ_RF3", HAZARD, False, ROCKFALL),
    ("HZ_RF4", HAZARD, False, ROCKFALL),
    ("P_RFR1", PRIVATE, False, RISK_ANY),
    ("P_RFR2", PRIVATE, True, RISK_JERSEY),
    ("N_F", NEUTRAL, False, "F"),
    ("P_F1", PRIVATE, False, None),
    ("P_F2", PRIVATE, True, None),
    ("N_G", NEUTRAL, False, "G"),
    ("P_G1", PRIVATE, False, None),
    ("P_G2", PRIVATE, False, None),
    ("KC", KANSAS_CITY, False, None),
)

SPACES: tuple[str, ...] = tuple(row[0] for row in _SPACE_TABLE)
SPACE_INDEX: dict[str, int] = {name: i for i, name in enumerate(SPACES)}
SPACE_KIND: tuple[str, ...] = tuple(row[1] for row in _SPACE_TABLE)
WOODS: tuple[bool, ...] = tuple(row[2] for row in _SPACE_TABLE)
RISK_ACTION: tuple[str | None, ...] = tuple(
    row[3] if row[1] == PRIVATE else None for row in _SPACE_TABLE  # type: ignore[misc]
)
HAZARD_SECTION: tuple[str | None, ...] = tuple(
    row[3] if row[1] == HAZARD else None for row in _SPACE_TABLE  # type: ignore[misc]
)
TEEPEE_VALUE: tuple[int | None, ...] = tuple(
    row[3] if row[1] == TEEPEE else None for row in _SPACE_TABLE  # type: ignore[misc]
)


def teepee_value(space: int) -> int:
    """The dollars trading for a teepee on `space` brings (+) or costs (-): for teepee spaces only."""
    value = TEEPEE_VALUE[space]
    if value is None:
        raise ValueError(f"{SPACES[space]} is not a teepee space")
    return value


def hazard_section(space: int) -> str:
    """The kind of hazard (flood, drought, rockfall) a hazard space holds: for hazard spaces only."""
    section = HAZARD_SECTION[space]
    if section is None:
        raise ValueError(f"{SPACES[space]} is not a hazard space")
    return section


NEUTRAL_LETTER: tuple[str | None, ...] = tuple(
    row[3] if row[1] == NEUTRAL else None for row in _SPACE_TABLE  # type: ignore[misc]
)

START_SPACE = SPACE_INDEX["START"]
KC_SPACE = SPACE_INDEX["KC"]
NEUTRAL_SPACES: tuple[int, ...] = tuple(i for i, k in enumerate(SPACE_KIND) if k == NEUTRAL)
PRIVATE_SPACES: tuple[int, ...] = tuple(i for i, k in enumerate(SPACE_KIND) if k == PRIVATE)
HAZARD_SPACES: dict[str, tuple[int, ...]] = {
    t: tuple(i for i, s in enumerate(HAZARD_SECTION) if s == t) for t in HAZARD_TYPES
}
# Teepees fill the space with the lowest money value first (§1.2 step 5, §3.3).
TEEPEE_SPACES: tuple[int, ...] = tuple(
    sorted((i for i, k in enumerate(SPACE_KIND) if k == TEEPEE), key=lambda i: TEEPEE_VALUE[i])  # type: ignore
)
# The three teepee spaces beside the trail are never entered and never charge a fee (§14 #11).
OFF_TRAIL: frozenset[int] = frozenset(i for i in TEEPEE_SPACES if TEEPEE_VALUE[i] < 0)  # type: ignore

_EDGE_TEXT = """
START -> N_A
N_A -> P_A1 HZ_FL1
P_A1 -> P_A2
P_A2 -> P_A3
P_A3 -> N_B
HZ_FL1 -> HZ_FL2
HZ_FL2 -> HZ_FL3
HZ_FL3 -> HZ_FL4
HZ_FL4 -> P_FLR1
P_FLR1 -> P_FLR2
P_FLR2 -> N_B
N_B -> P_B1 HZ_DR1
P_B1 -> P_B2
P_B2 -> P_B3
P_B3 -> N_C
HZ_DR1 -> HZ_DR2
HZ_DR2 -> HZ_DR3
HZ_DR3 -> HZ_DR4
HZ_DR4 -> P_DRR1
P_DRR1 -> N_C
N_C -> P_C1a P_C2
P_C1a -> P_C1b
P_C1b -> N_E
P_C2 -> N_D TP+1
N_D -> N_E
TP+1 -> TP+2
TP+2 -> TP+4
TP+4 -> TP+6
TP+6 -> TP+8
TP+8 -> TP+10
TP+10 -> P_INR1
P_INR1 -> P_INR2
P_INR2 -> N_E
N_E -> P_E1 HZ_RF1
P_E1 -> P_E2
P_E2 -> N_F
HZ_RF1 -> HZ_RF2
HZ_RF2 -> HZ_RF3
HZ_RF3 -> HZ_RF4
HZ_RF4 -> P_RFR1
P_RFR1 -> P_RFR2
P_RFR2 -> N_F
N_F -> P_F1 P_F2
P_F1 -> N_G
P_F2 -> N_G
N_G -> P_G1 P_G2
P_G1 -> KC
P_G2 -> KC
"""


def _parse_edges(text: str) -> tuple[tuple[int, ...], ...]:
    succ: list[list[int]] = [[] for _ in SPACES]
    for line in text.strip().splitlines():
        src, dests = line.split("->")
        for d in dests.split():
            succ[SPACE_INDEX[src.strip()]].append(SPACE_INDEX[d])
    return tuple(tuple(s) for s in succ)


# Forward successors of every space (the arrows of the trail). KC and the off-trail teepee spaces have none.
SUCCESSORS: tuple[tuple[int, ...], ...] = _parse_edges(_EDGE_TEXT)
PREDECESSORS: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i, succ in enumerate(SUCCESSORS) if j in succ) for j in range(len(SPACES))
)

# ---------------------------------------------------------------------------------------------
# The railroad track (docs/RULES.md §4)
# ---------------------------------------------------------------------------------------------
# Engine positions are encoded as 2*n for numbered space n and 2*n+1 for the turnout that lies
# between n and n+1. So the code orders positions along the track and code/2 is the "x.5" value
# the transport-cost formula of §3.5 wants.

LAST_TRACK_SPACE = 39
# Turnout after numbered space n, per station 1..9; station 10 is space 39 itself (§4.1).
TURNOUT_AFTER: tuple[int, ...] = (4, 7, 10, 13, 16, 21, 25, 29, 33)
STATION_POSITIONS: tuple[int, ...] = tuple(2 * n + 1 for n in TURNOUT_AFTER) + (2 * LAST_TRACK_SPACE,)
STATION_AT: dict[int, int] = {pos: i for i, pos in enumerate(STATION_POSITIONS)}  # position code -> station index 0..9
# (upgrade cost, VP, dark discs allowed) per station 1..10 (§4.2).
STATIONS: tuple[tuple[int, int, bool], ...] = (
    (2, 1, False), (2, 1, False), (4, 2, False), (4, 2, False), (6, 3, True),
    (8, 5, True), (7, 6, True), (6, 7, True), (5, 8, True), (3, 9, True),
)
STATION_MASTER_SLOTS = 5  # stations 1-5 carry a station-master tile slot

# Crosses (signals) between s and s+1 (§3.5).
CROSSES: tuple[int, ...] = (3, 4, 5, 7, 9, 10, 11, 13, 15, 16, 17)

TRACK_POSITIONS: tuple[int, ...] = tuple(
    p for p in range(2 * LAST_TRACK_SPACE + 1) if p % 2 == 0 or (p // 2) in TURNOUT_AFTER
)


def _track_succ(pos: int) -> tuple[int, ...]:
    if pos % 2 == 1:  # a turnout continues to the next numbered space
        return (pos + 1,)
    n = pos // 2
    if n >= LAST_TRACK_SPACE:
        return ()
    if n in TURNOUT_AFTER:
        return (pos + 1, pos + 2)
    return (pos + 2,)


TRACK_SUCC: dict[int, tuple[int, ...]] = {p: _track_succ(p) for p in TRACK_POSITIONS}
TRACK_PRED: dict[int, tuple[int, ...]] = {
    p: tuple(q for q in TRACK_POSITIONS if p in TRACK_SUCC[q]) for p in TRACK_POSITIONS
}


def position_text(pos: int) -> str:
    """Human/move text for an engine position: '12' or '4.5' (a turnout)."""
    return f"{pos // 2}.5" if pos % 2 else str(pos // 2)


def parse_position(text: str) -> int:
    if text.endswith(".5"):
        pos = int(text[:-2]) * 2 + 1
    else:
        pos = int(text) * 2
    if pos not in TRACK_SUCC:
        raise ValueError(f"no track position {text!r}")
    return pos


def _transport_cost(engine_pos: int, city_value: int) -> int:
    return sum(1 for s in CROSSES if engine_pos <= 2 * s and s < city_value)


# Per engine position code and city value: asked for every city at every judged position, so read
# from a table rather than counted each time.
_TRANSPORT = tuple(tuple(_transport_cost(pos, v) for v in range(19)) for pos in range(2 * LAST_TRACK_SPACE + 1))


def transport_cost(engine_pos: int, city_value: int) -> int:
    """$1 per cross between the engine's nose and the track space numbered like the city value (§3.5)."""
    return _TRANSPORT[engine_pos][city_value]


# ---------------------------------------------------------------------------------------------
# Cities (docs/RULES.md §3.4)
# ---------------------------------------------------------------------------------------------
# (name, delivery value, dark discs allowed, repeat deliveries allowed)
CITIES: tuple[tuple[str, int, bool, bool], ...] = (
    ("Kansas City", 0, False, True),
    ("Topeka", 1, False, False),
    ("Wichita", 4, False, False),
    ("Colorado Springs", 6, False, False),
    ("Santa Fe", 8, False, False),
    ("Albuquerque", 10, True, False),
    ("El Paso", 12, True, False),
    ("San Diego", 14, False, False),
    ("Sacramento", 16, True, False),
    ("San Francisco", 18, True, True),
)
CITY_KC, CITY_SACRAMENTO, CITY_SF = 0, 8, 9
KC_CREST_MONEY = 6  # +$6 immediately per KC delivery
# Crest points at the end, per disc (§3.4).
CREST_POINTS: dict[int, int] = {CITY_KC: -6, CITY_SACRAMENTO: 6, CITY_SF: 9}
# Green arrow between city i and i+1: (points, objective cards taken) — docs/RULES.md §14 #1; one table.
CITY_ARROWS: tuple[tuple[int, int], ...] = (
    (0, 0),  # KC - Topeka: nothing
    (-3, 1),  # Topeka - Wichita: objective card and -3 VP (§14 #1)
    (-1, 0),  # Wichita - Colorado Springs: -1 VP (§14 #1)
    (0, 1),  # Colorado Springs - Santa Fe: objective card
    (0, 1),  # Santa Fe - Albuquerque: objective card
    (6, 0),  # Albuquerque - El Paso
    (8, 0),  # El Paso - San Diego
    (4, 0),  # San Diego - Sacramento
    (0, 0),  # Sacramento - San Francisco: nothing
)
