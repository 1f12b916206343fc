"""The trials' measures (lab/trials.py): what a turn's end is measured by, one short vector of numbers
per player (named features in the trials' fit; not the learned judgement's inputs, ai/features.py),
read off the game's read-only state, each scaled to about 0..1 (money / 20, buildings / 5, ...).

Every number is something the seat may know or imagine: the trials read determinize()d clones only.
The vector starts with Hard's own estimate of the player's final score (evaluate.player_value with
HARD's weights); the other numbers are the pieces of a position Hard's hand-set terms see only in
part, or not at all: the hand and certificate limits, the Jerseys in the deck, discs, cities, items.
A fit says per feature how many final points a unit of it is worth beyond the judgement of the day;
PER_ITEM says how a feature's points per unit become points per item of evaluate.Extra (what Expert
plays with: EXPERT_EXTRA), which is how --ship prints them.
"""
from __future__ import annotations

from gwt_desktop.ai.evaluate import HARD, WAY, Weights, expected_hand_value, player_value, progress
from gwt_desktop.engine import PRIVATE_CODE, board, breeding_value
from gwt_desktop.engine.components import (
    BLUE_TEEPEE,
    CARD_BREED,
    CARD_POINTS,
    CARD_VALUE,
    DISC_GROUPS,
    GREEN_TEEPEE,
    JERSEY,
    N_CATTLE_KINDS,
)

BASE_SCALE = 50.0  # points: Hard's estimate enters the vector divided by this
_DISC_SIZES = tuple(g[2] for g in DISC_GROUPS)
_N_CITIES = len(board.CITIES)
_ENGINE_END = 2 * board.LAST_TRACK_SPACE
NAMES = (
    ("base", "progress", "two_players", "three_players", "four_players", "to_move",
     "money", "income", "hand_limit", "cert", "perm_certs", "cert_limit",
     "jerseys", "value2", "value3", "value45", "deck", "cattle_points",
     "engine", "stations", "cowboys", "craftsmen", "engineers")
    + tuple(f"disc_{g[0]}" for g in DISC_GROUPS)
    + ("buildings", "way", "hand_value", "way_hand_value")
    + tuple(f"city_{c[0].lower().replace(' ', '_')}" for c in board.CITIES)
    + ("hazards", "green_teepees", "blue_teepees", "objectives", "station_masters")
)
SIZE = len(NAMES)
# Features that count items of evaluate.Extra: (its field, the feature's divisor in player_features).
PER_ITEM = {"buildings": ("building", 5.0), "hazards": ("hazard", 5.0), "green_teepees": ("green_teepee", 3.0),
            "blue_teepees": ("blue_teepee", 3.0), "cowboys": ("cowboy", 6.0), "engineers": ("engineer", 6.0),
            "station_masters": ("station_master", 2.0), "disc_aux_money": ("money_disc", 1.0),
            "money": ("dollar", 20.0)}


def remaining(game) -> float:
    """How much of the game is still to come, 1 at the start and 0 at the end."""
    return 1.0 - progress(game.state)


def over(game) -> bool:
    return game.is_over


def base_values(game, rest: float, w: Weights = HARD) -> list[float]:
    """Hard's estimate of every player's final score (evaluate.player_value)."""
    s = game.state
    return [player_value(s, p, rest, w) for p in range(s.n)]


def player_features(game, p: int, rest: float, base: float) -> list[float]:
    """The vector of NAMES for player p; `base` is player p's entry of base_values()."""
    s = game.state
    pl = s.players[p]
    n = s.n
    counts = [0] * 9
    value2 = value3 = value45 = jerseys = points = 0
    for cards in (pl.hand, pl.draw, pl.discard):
        for c in cards:
            if c >= N_CATTLE_KINDS:
                continue
            breed = CARD_BREED[c]
            counts[breed] += 1
            points += CARD_POINTS[c]
            v = CARD_VALUE[c]
            if breed == JERSEY:
                jerseys += 1
            elif v == 2:
                value2 += 1
            elif v == 3:
                value3 += 1
            else:
                value45 += 1
    limit = pl.hand_limit()
    deck = sum(counts)
    deliver = breeding_value(pl.hand) + pl.cert + pl.perm_certs
    way = WAY[pl.cattleman] if pl.cattleman >= 0 else 0.0
    buildings = 0
    owned = PRIVATE_CODE + p * 16
    for sp in board.PRIVATE_SPACES:
        if owned <= s.trail[sp] < owned + 16:
            buildings += 1
    x = [
        base / BASE_SCALE, 1.0 - rest, float(n == 2), float(n == 3), float(n == 4), float(s.current == p),
        pl.money / 20.0, expected_hand_value(tuple(counts), limit) / 10.0, (limit - 4) / 2.0,
        pl.cert / 6.0, pl.perm_certs / 6.0, pl.cert_limit() / 6.0,
        jerseys / 5.0, value2 / 9.0, value3 / 7.0, value45 / 5.0, deck / 20.0, points / 20.0,
        pl.engine / _ENGINE_END, sum(pl.stations) / 5.0,
        pl.workers[0] / 6.0, pl.workers[1] / 6.0, pl.workers[2] / 6.0,
    ]
    x.extend(1.0 - left / size for left, size in zip(pl.discs, _DISC_SIZES))
    x.extend((buildings / 5.0, way, deliver / 20.0, way * deliver / 20.0))
    cities = pl.cities
    x.append(min(cities[0], 6) / 3.0)
    x.extend(float(cities[c] > 0) for c in range(1, _N_CITIES))
    x.extend((len(pl.hazards) / 5.0, pl.teepees.count(GREEN_TEEPEE) / 3.0, pl.teepees.count(BLUE_TEEPEE) / 3.0,
              len(pl.objectives) / 3.0, len(pl.masters) / 2.0))
    return x


def final_scores(game) -> list[int]:
    """The score pad's totals at the end of a game."""
    return [sh["total"] for sh in game.score_sheet()]
