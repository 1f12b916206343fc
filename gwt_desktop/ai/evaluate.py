"""Medium's judgement: how good a position is for one seat, in final-score points.

value(game, p) estimates p's final score: the points p already holds (the score pad's categories,
counted fast and a little generously for objectives) plus what p's resources are still worth while
the game lasts (money, the herd's income per Kansas City visit, certificates, the engine's place on
the track, workers, cleared discs, buildings and the cattleman's way to Kansas City). The outlook
terms fade as the job market fills, since the game ends when its last row is full. The value is a
sum of named parts (PARTS); player_value_parts and evaluate_parts give them (tests/ai/test_evaluate.py
checks they add up), while the search only ever asks for the sum.

evaluate(game, seat) is the seat's value minus its opponents' (the mean, leaning to the best one),
so a move that hurts a rival counts too. It reads only what the seat may see on a determinized clone
(the hidden order of stacks plays no part) and allocates little: search calls it thousands of times.

Expert adds points per item of one's own where a turn ends (EXPERT_EXTRA, beside HARD; expert.py).
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from functools import lru_cache
from math import comb
from operator import attrgetter

from ..engine import board, breeding_value, counted_money, owned_buildings, table_points
from ..engine.components import (
    BLUE_TEEPEE,
    CARD_BREED,
    CARD_POINTS,
    CARD_VALUE,
    DISC_INDEX,
    GREEN_TEEPEE,
    JOB_ROWS,
    N_CATTLE_KINDS,
    OBJECTIVES,
    SM_CERT,
    SM_HAZARD,
    SM_OBJECTIVE,
    SM_TEEPEE,
    SM_WORKERS,
)


# ---- the weights (points per unit) ----
@dataclass(frozen=True, slots=True)
class Weights:
    """The exchange rates of one judgement. Medium's are the defaults (hand-set, checked by arena runs);
    Hard plays with its own set, tuned by lab/tune.py."""
    money_late: float = 0.2  # $5 = 1 point at the end
    money_early: float = 0.25  # extra worth of a dollar at the start (what it buys), fading to 0
    income: float = 0.7  # points per dollar of income on each Kansas City visit still to come
    visits: float = 8.0  # Kansas City visits a player makes in a whole game, roughly
    city_slope: float = 0.9  # points of one future delivery per point of breeding value
    city_pivot: float = 7.0  # the breeding value whose delivery scores nothing (Kansas City's -6 below)
    temp_cert: float = 0.5  # a temporary certificate: one dollar and one step further west, once
    engine_space: float = 0.45  # points per track space of the engine early on (cheaper, farther deliveries)
    engine_space_late: float = 0.06
    cowboy_early: float = 8.0  # a hired worker's worth at the start (more buying, building or engine)
    craftsman_early: float = 8.0
    engineer_early: float = 8.0
    worker_late: float = 0.3
    disc_early: float = 1.5  # a disc cleared off the player board unlocks an ability
    building_early: float = 3.0  # a building of one's own: its actions, fees, a blocked space
    cattleman_way: float = 0.22  # per dollar of the hand's income, scaled by how near Kansas City the cattleman is
    hand_city: float = 0.6  # how much the best city the hand in hold reaches counts, scaled by the way
    transport: float = 0.3  # a dollar of transport cost
    objective_hope: float = 1.0  # how much of an unmet objective's partial progress counts while the game lasts
    opponent_best: float = 0.5  # opponents' share: (1 - w) * mean + w * best
    step_early: float = 0.0  # a movement step gained (a step disc cleared) at the start, fading to 0


MEDIUM = Weights()
# Hard's exchange rates, tuned by self-play (lab.tune: SPSA over Medium's search), plus step_early set
# by hand (log-space steps cannot move a weight that starts at 0). Strength around them is flat: the
# tuning, its checks and the terms tried and dropped are in docs/experiments/hard.md.
HARD = Weights(
    money_early=0.934,
    income=1.243,
    city_slope=1.068,
    city_pivot=6.602,
    temp_cert=0.64,
    engine_space=0.315,
    cowboy_early=16.809,
    craftsman_early=8.619,
    engineer_early=15.363,
    worker_late=0.411,
    disc_early=1.034,
    building_early=3.644,
    cattleman_way=0.344,
    hand_city=0.269,
    transport=0.33,
    objective_hope=1.124,
    step_early=8.0,
)
HAND_BASE = 0.0  # the hand's weight at the start of the trail (1 at Kansas City)


def against(mine: float, others: list[float], opponent_best: float, rivals: float = 1.0) -> float:
    """One value minus `rivals` times the others' (their mean leaning to the best one: (1 - w) * mean
    + w * best, w = opponent_best): the one place a seat's standing against its rivals is made."""
    if not others:
        return mine
    mean = sum(others) / len(others)
    return mine - rivals * ((1.0 - opponent_best) * mean + opponent_best * max(others))


def versus(values, seat: int, opponent_best: float = HARD.opponent_best, rivals: float = 1.0) -> float:
    """`against` from every player's value (the seat's among them)."""
    return against(values[seat], [v for p, v in enumerate(values) if p != seat], opponent_best, rivals)


@dataclass(frozen=True, slots=True)
class Extra:
    """Points per item of one's own that a judgement adds to a player's estimate where a turn ends
    (Expert's: expert.py), beside a Weights' exchange rates."""
    building: float = 0.0
    hazard: float = 0.0
    green_teepee: float = 0.0
    blue_teepee: float = 0.0
    cowboy: float = 0.0  # every cowboy, the first one too
    engineer: float = 0.0
    station_master: float = 0.0  # a station master's tile
    money_disc: float = 0.0  # the disc cleared off the auxiliary money action
    dollar: float = 0.0


# Expert's points per item beyond HARD's judgement, in plain units, set from what randomized turns
# measured each item worth (lab/trials.py; the runs: docs/experiments/expert.md).
EXPERT_EXTRA = Extra(
    building=2.5,
    hazard=1.44,
    green_teepee=5.3 / 3,  # 1.77
    blue_teepee=1.4,
    cowboy=10.3 / 6,  # 1.72
    engineer=-9.7 / 6,  # -1.62
    station_master=3.4,
    money_disc=2.3,
    dollar=0.145,
)
EXTRA_PARTS = tuple(f"extra_{f.name}" for f in fields(Extra))

_SPACE_COUNT = len(board.SPACES)


def _distance_to_kc() -> tuple[int, ...]:
    dist = [99] * _SPACE_COUNT
    dist[board.KC_SPACE] = 0
    changed = True
    while changed:
        changed = False
        for sp in range(_SPACE_COUNT):
            for nxt in board.SUCCESSORS[sp]:
                if dist[nxt] + 1 < dist[sp]:
                    dist[sp] = dist[nxt] + 1
                    changed = True
    return tuple(dist)


_DIST = _distance_to_kc()
_DIST_START = _DIST[board.START_SPACE]
# How far along the way to Kansas City each space is, 0 at the start, 1 at Kansas City.
WAY = tuple(0.0 if d >= 99 else max(0.0, 1.0 - d / _DIST_START) for d in _DIST)

_CITY_VALUE = tuple(c[1] for c in board.CITIES)
_CITY_REPEAT = tuple(c[3] for c in board.CITIES)
# A crest's worth when delivering: KC's -6 points come with $6; the rest as scored.
_CREST = tuple(board.CREST_POINTS.get(c, 0) + (6 * (MEDIUM.money_late + MEDIUM.money_early / 2) if c == 0 else 0) + 0.4 * c
               for c in range(10))
_ARROW_WORTH = tuple(pts + 1.5 * cards for pts, cards in board.CITY_ARROWS)  # an objective card: ~1.5
_STEP1 = DISC_INDEX["step1"]
_STEP2 = DISC_INDEX["step2"]
_TASK_INDEX = {"B": 0, "G": 1, "BL": 2, "H": 3, "S": 4, "3": 5, "4": 6, "5": 7, "SF": 8}
# Per objective card: its tasks as resource indices.
_OBJ_TASKS = {c: tuple(_TASK_INDEX[t] for t in o.tasks) for c, o in OBJECTIVES.items()}
# ... and as what _one_objective reads: ((resource, how many), ...) in resource order, the number of
# tasks, its points, points + penalty (what meeting it is worth against failing it), its penalty.
_OBJ_NEED = {c: (tuple((i, tasks.count(i)) for i in sorted(set(tasks))), len(tasks), float(OBJECTIVES[c].points),
                 OBJECTIVES[c].points + OBJECTIVES[c].penalty, OBJECTIVES[c].penalty)
             for c, tasks in _OBJ_TASKS.items()}
_NEG_POINTS = {c: -o.points for c, o in OBJECTIVES.items()}  # the order _objectives plays them in


def progress(s) -> float:
    """How much of the game has passed, 0..1, read off the job market (its last row ends the game)."""
    if s.end_trigger >= 0:
        return 1.0
    row = s.token_row
    if row >= JOB_ROWS:
        return 1.0
    filled = len(s.job_market[row]) / max(1, s.n)
    return min(1.0, (row + filled) / JOB_ROWS)


@lru_cache(maxsize=4096)
def expected_hand_value(counts: tuple[int, ...], hand: int) -> float:
    """Expected breeding value of `hand` cards drawn from a deck with these per-breed card counts."""
    total = sum(counts)
    if total == 0:
        return 0.0
    hand = min(hand, total)
    none = comb(total, hand)
    value = 0.0
    for breed, n in enumerate(counts):
        if n:
            value += _BREED_VALUE[breed] * (1.0 - comb(total - n, hand) / none)
    return value


_BREED_VALUE = [0] * 9
for _k in range(N_CATTLE_KINDS):
    _BREED_VALUE[CARD_BREED[_k]] = CARD_VALUE[_k]


# The named parts of player_value, in the order they are summed. The first eleven are the score pad's
# categories (engine/scoring.py's keys), counted now; the rest are the outlook, worth only while the
# game lasts (0 at its end).
PAD_PARTS = ("money", "buildings", "cities", "stations", "hazards", "cattle", "objectives", "station_masters",
             "workers", "disc_space", "token")
OUTLOOK_PARTS = ("income", "deliveries", "certificates", "step_discs", "engine", "hires", "discs",
                 "building_use", "way")
PARTS = PAD_PARTS + OUTLOOK_PARTS


def player_value(s, p: int, remaining: float, w: Weights = MEDIUM, parts: dict | None = None) -> float:
    """Points p holds now plus what p's position is still worth; `remaining` = 1 - progress.

    The value is the sum of the named PARTS, left to right; given a dict `parts`, they are also written
    into it (only then: the search never asks), so sum(parts.values()) is the value, exactly."""
    pl = s.players[p]

    # ---- points on the score pad now ----
    # Money counts more than its pad points early on (what it buys), fading to $5 a point; the pad's
    # money (a transport cost already due counted as paid, inside a Kansas City visit).
    money = counted_money(s, p) * (w.money_late + w.money_early * remaining)
    # What the pad counts off the table, read as the engine reads it (engine.table_points).
    table = table_points(s, p)
    buildings, n_buildings = table.buildings, table.n_buildings
    cities = pl.cities
    city_points = table.cities
    stations, n_stations = table.stations, table.n_stations
    hazards = table.hazards

    # The deck: cattle points, per-breed counts (for income) and objective-task resources.
    breed_counts = [0] * 9
    cattle = bv3 = bv4 = bv5 = 0
    deck_objectives = []
    for cards in (pl.hand, pl.draw, pl.discard):
        for c in cards:
            if c >= N_CATTLE_KINDS:
                deck_objectives.append(c)
                continue
            cattle += CARD_POINTS[c]
            breed_counts[CARD_BREED[c]] += 1
            v = CARD_VALUE[c]
            if v == 3:
                bv3 += 1
            elif v == 4:
                bv4 += 1
            elif v == 5:
                bv5 += 1
    green = pl.teepees.count(GREEN_TEEPEE)
    blue = pl.teepees.count(BLUE_TEEPEE)
    objectives = _objectives(pl.objectives, deck_objectives,
                             [n_buildings, green, blue, len(pl.hazards), n_stations, bv3, bv4, bv5,
                              cities[board.CITY_SF]], remaining * w.objective_hope)
    # Station masters' tiles: a pair's 3 points counted as 1.5 an item (generous by at most 1.5).
    masters = 0.0
    for tile in pl.masters:
        if tile == SM_WORKERS:
            masters += sum(pl.workers)
        elif tile == SM_CERT:
            masters += 1.5 * (pl.cert + pl.perm_certs)
        elif tile == SM_TEEPEE:
            masters += 3 * min(green, blue)
        elif tile == SM_HAZARD:
            masters += 1.5 * len(pl.hazards)
        elif tile == SM_OBJECTIVE:
            masters += 1.5 * len(pl.objectives)
    worker_points, disc_space, token = table.workers, table.disc_space, table.token
    now = (money + buildings + city_points + stations + hazards + cattle + objectives + masters + worker_points
           + disc_space + token)

    if remaining <= 0.0:
        if parts is not None:
            parts.update(zip(PARTS, (money, buildings, city_points, stations, hazards, cattle, objectives, masters,
                                     worker_points, disc_space, token)))
            parts.update(dict.fromkeys(OUTLOOK_PARTS, 0.0))
        return now

    # ---- the outlook: what the resources are still worth ----
    visits = w.visits * remaining
    income = expected_hand_value(tuple(breed_counts), pl.hand_limit()) + pl.perm_certs
    # Each visit pays its income and a disc on a city: farther west is worth much more (arrows, crests);
    # one delivery's points, from KC's -6 for a poor hand to SF's 9 for a rich one, as a straight ramp.
    income_points = visits * w.income * income
    deliveries = visits * max(-3.0, min(9.0, (income + 1.5 - w.city_pivot) * w.city_slope))
    certificates = w.temp_cert * pl.cert
    step_discs = w.step_early * remaining * ((pl.discs[_STEP1] == 0) + (pl.discs[_STEP2] == 0))
    engine = pl.engine // 2 * (w.engine_space_late + w.engine_space * remaining)
    workers = pl.workers
    hires = (sum(workers) - 3) * w.worker_late + remaining * (
        (workers[0] - 1) * w.cowboy_early + (workers[1] - 1) * w.craftsman_early + (workers[2] - 1) * w.engineer_early)
    discs = (14 - sum(pl.discs)) * w.disc_early * remaining
    building_use = n_buildings * w.building_early * remaining
    way = 0.0
    if pl.cattleman >= 0:
        # The hand in hold is delivered when the cattleman reaches Kansas City: nearer is better.
        deliver = breeding_value(pl.hand) + pl.cert + pl.perm_certs
        # The hand in hold is what reaches Kansas City unless discarded on the way: it counts from
        # the start of the trail, more as the cattleman nears the city.
        along = HAND_BASE + (1.0 - HAND_BASE) * WAY[pl.cattleman]
        way = along * (w.cattleman_way * deliver + w.hand_city * delivery_points(pl, deliver, w.transport))
    if parts is not None:
        parts.update(zip(PARTS, (money, buildings, city_points, stations, hazards, cattle, objectives, masters,
                                 worker_points, disc_space, token, income_points, deliveries, certificates,
                                 step_discs, engine, hires, discs, building_use, way)))
    return (now + income_points + deliveries + certificates + step_discs + engine + hires + discs + building_use
            + way)


def player_value_parts(s, p: int, remaining: float, w: Weights = MEDIUM) -> dict[str, float]:
    """player_value as its named PARTS (a dict in summing order: its values sum to the value exactly)."""
    parts: dict[str, float] = {}
    player_value(s, p, remaining, w, parts)
    return parts


def delivery_points(pl, value: int, transport: float = MEDIUM.transport) -> float:
    """Points of the best delivery open to p with this value now: crest, arrows, transport cost."""
    best = -99.0
    cities = pl.cities
    for c in range(10):
        cv = _CITY_VALUE[c]
        if cv > value:
            break
        if cities[c] and not _CITY_REPEAT[c]:
            continue
        v = _CREST[c] - transport * board.transport_cost(pl.engine, cv)
        if c > 0 and cities[c - 1]:
            v += _ARROW_WORTH[c - 1]
        if c < 9 and cities[c + 1]:
            v += _ARROW_WORTH[c]
        best = max(best, v)
    return best


def _objectives(area, unplayed, have: list[int], remaining: float) -> float:
    """Objective points, allocated greedily (best cards first); unmet tasks earn partial credit while
    the game lasts (they may still be met); an unplayed card counts only if it would gain."""
    total = 0.0
    left = have[:]
    for card in sorted(area, key=_NEG_POINTS.__getitem__):
        total += _one_objective(card, left, remaining, played=True)
    for card in unplayed:
        total += max(0.0, _one_objective(card, left, remaining, played=False))
    return total


def _one_objective(card: int, left: list[int], remaining: float, played: bool) -> float:
    need, n_tasks, points, at_stake, penalty = _OBJ_NEED[card]
    met = 0
    for i, n in need:
        met += min(n, left[i])
    if met == n_tasks:
        for i, n in need:
            left[i] -= n
        return points
    # Partial credit only while there is game left to finish the card.
    frac = met / n_tasks
    hope = remaining * frac * at_stake
    return -penalty + hope if played else -penalty + hope * 0.8


def evaluate(game, seat: int, w: Weights = MEDIUM, rivals=player_value) -> float:
    """The seat's value minus its rivals' (mean leaning to the best one): higher is better for seat.
    `rivals` values the others (player_value's arguments and numbers; rival_value remembers them)."""
    s = game.state
    remaining = 1.0 - progress(s)
    mine = player_value(s, seat, remaining, w)
    return against(mine, [rivals(s, p, remaining, w) for p in range(s.n) if p != seat], w.opponent_best)


PLAYER_KEY_FIELDS = ("money", "hand", "draw", "discard", "objectives", "workers", "discs", "cert", "perm_certs",
                     "supply", "hazards", "teepees", "engine", "cattleman", "cities", "stations", "masters", "token",
                     "boxed_buildings")  # every PlayerState field but the name (a test holds this to its slots)
_player_fields = attrgetter(*PLAYER_KEY_FIELDS)


def player_key(s, p: int) -> tuple:
    """Everything player_value and features.player_features read of p's position besides the game's
    clock (`remaining`): every field of p's PlayerState but the name, the money the pad counts, and
    the board they read (the buildings on the trail, their sides, the player count). Equal keys, equal
    answers: a rival's position, which the seat's own turn seldom changes, is then judged once in a
    search, not at every node."""
    fields_ = [tuple(v) if v.__class__ is list else v for v in _player_fields(s.players[p])]
    return (p, s.n, tuple(s.trail), s.sides, counted_money(s, p), *fields_)


MEMO_SIZE = 2048  # a decision's rivals take a few hundred positions (determinizations re-deal their hands); emptied when full: a few MB
_rival_values: dict = {}


def rival_value(s, p: int, remaining: float, w: Weights = HARD) -> float:
    """player_value, remembered by player_key: for the rivals of a search's seat."""
    key = (w, remaining, player_key(s, p))
    v = _rival_values.get(key)
    if v is None:
        if len(_rival_values) >= MEMO_SIZE:
            _rival_values.clear()
        v = _rival_values[key] = player_value(s, p, remaining, w)
    return v


def evaluate_rivals_once(game, seat: int, w: Weights = HARD) -> float:
    """evaluate(), the same number, with each rival's value remembered (rival_value): the learned
    judgement's quick judgement inside a turn. The frozen December Expert keeps evaluate() as it was,
    its speed included: it is the baseline."""
    return evaluate(game, seat, w, rival_value)


def judge(seat: int, w: Weights = MEDIUM):
    """evaluate from seat's side with these weights, as the one-argument judgement a search calls."""
    return lambda game: evaluate(game, seat, w)


_AUX_MONEY = DISC_INDEX["aux_money"]


def extra_value(s, p: int, x: Extra = EXPERT_EXTRA, parts: dict | None = None) -> float:
    """The points `x` adds for p's own items; given a dict `parts`, also its EXTRA_PARTS (summing to it)."""
    pl = s.players[p]
    n_buildings = len(owned_buildings(s, p))
    workers = pl.workers
    terms = (x.building * n_buildings, x.hazard * len(pl.hazards), x.green_teepee * pl.teepees.count(GREEN_TEEPEE),
             x.blue_teepee * pl.teepees.count(BLUE_TEEPEE), x.cowboy * workers[0], x.engineer * workers[2],
             x.station_master * len(pl.masters), x.money_disc * (1 - pl.discs[_AUX_MONEY]), x.dollar * pl.money)
    if parts is not None:
        parts.update(zip(EXTRA_PARTS, terms))
    return sum(terms)


def versus_parts(per_player: list[dict], seat: int, opponent_best: float) -> dict[str, float]:
    """Named parts of the seat's value minus its rivals' (their mean leaning to the best one, as
    evaluate), from every player's parts: each part is the seat's minus the rivals' blend of it, the
    best rival being the one whose parts sum highest. They sum to that difference up to rounding."""
    mine = per_player[seat]
    others = per_player[:seat] + per_player[seat + 1:]
    if not others:
        return dict(mine)
    best = max(others, key=lambda parts: sum(parts.values()))
    n = len(others)
    return {k: v - ((1.0 - opponent_best) * sum(o[k] for o in others) / n + opponent_best * best[k])
            for k, v in mine.items()}


def evaluate_parts(game, seat: int, w: Weights = MEDIUM, x: Extra | None = None) -> dict[str, float]:
    """evaluate() as named parts (PARTS, and EXTRA_PARTS when `x` is given: each player's estimate
    with x's points added, as Expert judges a turn's end). For explaining, never in the search."""
    s = game.state
    remaining = 1.0 - progress(s)
    per_player = []
    for p in range(s.n):
        parts = player_value_parts(s, p, remaining, w)
        if x is not None:
            extra_value(s, p, x, parts)
        per_player.append(parts)
    return versus_parts(per_player, seat, w.opponent_best)
