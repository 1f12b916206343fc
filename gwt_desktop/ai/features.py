"""What the learned judgement sees of one player's position: a short list of numbers, read fast from
the state (the search asks thousands of times a decision).

The numbers describe the plans a player is on, not only the items held: the points on the score pad
now, and what the position is still worth — the herd against the cities each delivery can reach
(deck composition, the hand's expected breeding value, the hand in hold and the best city it reaches
now with its transport cost), the engine's way to the next stations and to San Francisco, the
cattleman's locations to Kansas City, the workers, the cleared discs, the buildings (and the fees
they charge rivals), objectives' progress, the job market's workers to the end, the cattle market,
and where the player sits in the turn order. Hard's hand-set estimate of the final score (plus
Expert's points per item) is one of them: the network starts from it and learns what it misses.

Every number reads only what the player whose eyes the clone is may know: on a determinized clone a
rival's hand and every stack's order are re-dealt, so nothing here reads a hidden order; a rival's
hand counts as part of their deck, never by itself.
"""
from __future__ import annotations

from ..engine import EMPTY, board, breeding_value, owned_buildings
from ..engine.components import (
    BASE_STEPS,
    BLUE_TEEPEE,
    CARD_BREED,
    CARD_VALUE,
    DISC_GROUPS,
    DISC_INDEX,
    FEES,
    GREEN_TEEPEE,
    HAND_BLACK,
    HAND_GREEN,
    JOB_ROWS,
    N_CATTLE_KINDS,
    OBJECTIVES,
    STATION_MASTERS,
    STEP_DISC_LEFT_BONUS,
    is_worker,
)
from .evaluate import (
    EXPERT_EXTRA,
    HARD,
    MEMO_SIZE,
    delivery_points,
    expected_hand_value,
    extra_value,
    player_key,
    player_value,
    progress,
)

_N_SPACES = len(board.SPACES)
_KC = board.KC_SPACE
_SUCC = board.SUCCESSORS
_STATION_POS = board.STATION_POSITIONS
_STATION_POINTS = tuple(st[1] for st in board.STATIONS)
_CITY_VALUE = tuple(c[1] for c in board.CITIES)
_CITY_REPEAT = tuple(c[3] for c in board.CITIES)
_STEP1 = DISC_INDEX["step1"]
_STEP2 = DISC_INDEX["step2"]
_N_GROUPS = len(DISC_GROUPS)
_GROUP_SIZE = tuple(g[2] for g in DISC_GROUPS)
_MASTER_INDEX = {m: i for i, m in enumerate(STATION_MASTERS)}
_TRANSPORT = board.transport_cost

# ---- the names, in order: globals, then the player's own, then its rivals' summary ----
GLOBAL_NAMES = (
    "progress", "end_triggered", "players_2", "players_3", "players_4", "market_bv3", "market_bv4",
    "market_bv5", "foresight_workers", "token_rows_left",
)
PLAYER_NAMES = (
    # turn order: 0 when this player moves next, (n-1)/n when it has just moved
    "tempo",
    # 1 when the numbers are read by the player itself (its hand is its own); 0 when by a rival, on
    # whose determinized clone this player's hand is a guess
    "hand_known",
    # Hard's estimate of the final score with Expert's points per item (the prior)
    "estimate",
    # the score pad now
    "money", "pad_buildings", "pad_cities", "pad_stations", "pad_hazards", "pad_cattle", "pad_objectives",
    "pad_masters", "pad_workers", "pad_discs", "pad_token",
    # the herd
    "deck_bv1", "deck_bv2", "deck_bv3", "deck_bv4", "deck_bv5", "deck_size", "hand_limit", "expected_hand",
    "breeds_in_deck",
    # the delivery ahead
    "hand_value", "cert", "perm_certs", "cert_limit", "delivery_now", "best_city_now", "locations_to_kc",
    "steps", "turns_to_kc",
    # the railroad
    "engine", "stations", "stations_ahead", "transport_10", "transport_14", "transport_18",
    # workers and discs
    "cowboys", "craftsmen", "engineers", "discs_left",
    *(f"disc_{g[0]}" for g in DISC_GROUPS),
    # cities: discs per city
    *(f"city_{i}" for i in range(len(board.CITIES))),
    "cities_open_low", "cities_open_high",
    # buildings, tiles, objectives, station masters
    "buildings", "building_fees", "building_craftsmen", "supply_left", "hazards", "green", "blue",
    "objectives", "objectives_met", "objectives_penalty", "objectives_progress", "objective_cards",
    *(f"master_{m}" for m in STATION_MASTERS),
)
RIVAL_NAMES = ("rival_best_estimate", "rival_mean_estimate", "rival_best_pad", "rival_expected_hand",
               "rival_turns_to_kc", "rival_buildings")
NAMES = GLOBAL_NAMES + PLAYER_NAMES + RIVAL_NAMES
SIZE = len(NAMES)
N_GLOBAL = len(GLOBAL_NAMES)
N_PLAYER = len(PLAYER_NAMES)
_TASK_INDEX = {"B": 0, "G": 1, "BL": 2, "H": 3, "S": 4, "3": 5, "4": 6, "5": 7, "SF": 8}

# ---- the locations a cattleman enters to reach Kansas City, per trail contents ----
_DIST_CACHE: dict[tuple, tuple[int, ...]] = {}
_DIST_LIMIT = 4096


def _locations_to_kc(trail: list[int]) -> tuple[int, ...]:
    """Per space, the fewest locations entered from it to reach Kansas City (empty spaces cost none)."""
    key = tuple(trail)
    found = _DIST_CACHE.get(key)
    if found is not None:
        return found
    dist = [0] * _N_SPACES
    # Spaces are listed so that every edge points forward (the trail runs one way): one sweep back.
    for sp in range(_N_SPACES - 1, -1, -1):
        if sp == _KC:
            continue
        best = 99
        for nxt in _SUCC[sp]:
            d = dist[nxt] + (1 if (nxt == _KC or trail[nxt] != EMPTY) else 0)
            best = min(best, d)
        dist[sp] = best
    if len(_DIST_CACHE) >= _DIST_LIMIT:
        _DIST_CACHE.clear()
    found = _DIST_CACHE[key] = tuple(dist)
    return found


def _check_order() -> None:
    for sp in range(_N_SPACES):
        for nxt in _SUCC[sp]:
            if nxt <= sp:
                raise AssertionError("the trail's spaces are not in forward order")


_check_order()


def game_features(s) -> list[float]:
    """The numbers every player shares: how far the game is, the player count, the markets."""
    n = s.n
    bv3 = bv4 = bv5 = 0
    for c in s.market:
        v = CARD_VALUE[c]
        if v == 3:
            bv3 += 1
        elif v == 4:
            bv4 += 1
        elif v == 5:
            bv5 += 1
    workers = 0
    for col in s.foresight:
        for t in col:
            if t >= 0 and is_worker(t):
                workers += 1
    return [progress(s), 1.0 if s.end_trigger >= 0 else 0.0, 1.0 if n == 2 else 0.0, 1.0 if n == 3 else 0.0,
            1.0 if n == 4 else 0.0, bv3 / 4, bv4 / 4, bv5 / 4, workers / 6, (JOB_ROWS - s.token_row) / JOB_ROWS]


def player_features(s, p: int, remaining: float, dist: tuple[int, ...]) -> tuple[list[float], float, float]:
    """The player's own numbers (PLAYER_NAMES), with its estimate and pad total for its rivals' summary."""
    pl = s.players[p]
    n = s.n
    pad: dict = {}
    # One call gives the estimate and, among its parts, the score pad's categories counted now (all
    # but money, which counts more while the game lasts, and objectives, which hope: both read below).
    estimate = player_value(s, p, remaining, HARD, pad) + extra_value(s, p, EXPERT_EXTRA)
    # the herd
    counts = [0] * 9
    bv = [0, 0, 0, 0, 0, 0]
    objective_cards = 0
    deck_size = 0
    for cards in (pl.hand, pl.draw, pl.discard):
        for c in cards:
            if c >= N_CATTLE_KINDS:
                objective_cards += 1
                continue
            counts[CARD_BREED[c]] += 1
            bv[CARD_VALUE[c]] += 1
            deck_size += 1
    limit = pl.hand_limit()
    expected = expected_hand_value(tuple(counts), limit)
    breeds = sum(1 for k in counts if k)
    # the delivery ahead (the hand is the player's own: a rival's hand is a re-dealt guess, so a
    # rival's delivery is read from their deck alone)
    certs = pl.cert + pl.perm_certs
    hand_value = breeding_value(pl.hand) + certs
    delivery_now = delivery_points(pl, hand_value, HARD.transport)
    best_city = 0
    cities = pl.cities
    for c in range(10):
        if _CITY_VALUE[c] > hand_value:
            break
        if cities[c] and not _CITY_REPEAT[c]:
            continue
        best_city = c
    cm = pl.cattleman
    to_kc = dist[cm] if cm >= 0 else dist[board.START_SPACE] + 1
    steps = BASE_STEPS[n] + (0 if pl.discs[_STEP1] else STEP_DISC_LEFT_BONUS[n]) + (0 if pl.discs[_STEP2] else 1)
    # the railroad
    engine = pl.engine
    n_stations = 0
    ahead = 0
    for i, on in enumerate(pl.stations):
        if on:
            n_stations += 1
        elif _STATION_POS[i] > engine:
            ahead += 1
    # buildings
    n_buildings = fees = craft = 0
    green_fee, black_fee = FEES[n]
    for _space, b in owned_buildings(s, p):  # the trail's codes read as the engine reads them
        n_buildings += 1
        fees += (green_fee if b.hands & HAND_GREEN else 0) + (black_fee if b.hands & HAND_BLACK else 0)
        craft += b.craftsmen
    green = pl.teepees.count(GREEN_TEEPEE)
    blue = pl.teepees.count(BLUE_TEEPEE)
    # objectives: met points and unmet penalties now, and how far the unmet ones are
    have = [n_buildings, green, blue, len(pl.hazards), n_stations, bv[3], bv[4], bv[5], cities[9]]
    met = penalty = 0.0
    done = 0.0
    for card in pl.objectives:
        o = OBJECTIVES[card]
        need = {}
        for t in o.tasks:
            i = _TASK_INDEX[t]
            need[i] = need.get(i, 0) + 1
        got = sum(min(k, have[i]) for i, k in need.items())
        if got == len(o.tasks):
            met += o.points
        else:
            penalty += o.penalty
        done += got / len(o.tasks)
    masters = [0.0] * len(STATION_MASTERS)
    for m in pl.masters:
        masters[_MASTER_INDEX[m]] = 1.0
    discs = pl.discs
    workers = pl.workers
    out = [
        0.0, 0.0,  # tempo and hand_known, set by the caller
        estimate / 100,
        pl.money / 20, pad["buildings"] / 20, pad["cities"] / 20, pad["stations"] / 20, pad["hazards"] / 20,
        pad["cattle"] / 40, (met - penalty) / 20, pad["station_masters"] / 20, pad["workers"] / 10,
        pad["disc_space"] / 3, pad["token"] / 2,
        bv[1] / 5, bv[2] / 9, bv[3] / 6, bv[4] / 4, bv[5] / 3, deck_size / 20, (limit - 4) / 2, expected / 15,
        breeds / 9,
        hand_value / 18, pl.cert / 6, pl.perm_certs / 6, (pl.cert_limit() - 3) / 3, delivery_now / 10,
        best_city / 9, to_kc / 10, (steps - 3) / 3, to_kc / steps / 3,
        engine / 78, n_stations / 10, ahead / 10, _TRANSPORT(engine, 10) / 8, _TRANSPORT(engine, 14) / 10,
        _TRANSPORT(engine, 18) / 11,
        workers[0] / 6, workers[1] / 6, workers[2] / 6, sum(discs) / 14,
    ]
    out.extend(discs[g] / _GROUP_SIZE[g] for g in range(_N_GROUPS))
    out.append(cities[0] / 4)
    out.extend(float(cities[c]) for c in range(1, 9))
    out.append(cities[9] / 2)
    low = high = 0
    for c in range(1, 9):
        if not cities[c]:
            if _CITY_VALUE[c] <= 8:
                low += 1
            else:
                high += 1
    out.extend((low / 4, high / 4))
    out.extend((n_buildings / 8, fees / 20, craft / 30, len(pl.supply) / 10, len(pl.hazards) / 6, green / 4,
                blue / 4, len(pl.objectives) / 4, met / 10, penalty / 6, done / 4, objective_cards / 3))
    out.extend(masters)
    total = (pl.money // 5 + met - penalty + pad["buildings"] + pad["cities"] + pad["stations"] + pad["hazards"]
             + pad["cattle"] + pad["station_masters"] + pad["workers"] + pad["disc_space"] + pad["token"])
    return out, estimate, total


_rivals: dict = {}


def _rival_features(s, p: int, remaining: float, dist: tuple[int, ...]) -> tuple[list[float], float, float]:
    """player_features of a rival, remembered by evaluate.player_key (the trail in it also fixes
    `dist`): a search's rivals take a few positions in a whole turn of the seat's."""
    key = (remaining, player_key(s, p))
    hit = _rivals.get(key)
    if hit is None:
        if len(_rivals) >= MEMO_SIZE:
            _rivals.clear()
        hit = _rivals[key] = player_features(s, p, remaining, dist)
    f, e, total = hit
    return f[:], e, total  # the caller writes its own two numbers into the list


def all_features(s, viewer: int) -> list[list[float]]:
    """Every player's whole vector (NAMES) as `viewer` reads the state (a determinized clone of its
    own: its hand is its own, the others' are guesses): the game's numbers, the player's own, its
    rivals' summary."""
    n = s.n
    remaining = 1.0 - progress(s)
    dist = _locations_to_kc(s.trail)
    g = game_features(s)
    own = []
    est = []
    pads = []
    hands = []
    kc = []
    builds = []
    first = s.current
    for p in range(n):
        f, e, total = player_features(s, p, remaining, dist) if p == viewer else _rival_features(s, p, remaining, dist)
        f[0] = ((p - first) % n) / n
        f[1] = 1.0 if p == viewer else 0.0
        own.append(f)
        est.append(e)
        pads.append(total)
        hands.append(f[PLAYER_NAMES.index("expected_hand")])
        kc.append(f[PLAYER_NAMES.index("turns_to_kc")])
        builds.append(f[PLAYER_NAMES.index("buildings")])
    out = []
    for p in range(n):
        others = [q for q in range(n) if q != p]
        if others:
            best = max(others, key=lambda q: est[q])
            rival = [est[best] / 100, sum(est[q] for q in others) / len(others) / 100, pads[best] / 100,
                     hands[best], kc[best], builds[best]]
        else:
            rival = [0.0] * len(RIVAL_NAMES)
        out.append(g + own[p] + rival)
    return out
