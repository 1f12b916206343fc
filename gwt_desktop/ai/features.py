"""What Expert's learned judgement looks at: one short vector of numbers per player, read off the game.

This is the one module of the Expert level that reads the game's state (game.state, the engine's
documented read-only surface for the bots), so a change to that surface is a change to this file alone. Every number is something the
seat may know or imagine: Expert only ever reads a determinize()d clone, where the rivals' hands and
every stack's order are re-dealt as the seat may imagine them; a rival's hand counts only through the
deck it was dealt from (its composition is public: every card bought was seen) and the hand's value
on the way to Kansas City, as Hard's judgement reads it too.

Each vector starts with Hard's own estimate of the player's final score (evaluate.player_value with
HARD's weights), so the network (net.py) learns a correction to a judgement that already plays well:
with every output weight zero Expert judges exactly as Hard. The other numbers are the pieces of a
big delivery that Hard's hand-set terms see only in part: the hand and certificate limits, the
Jerseys still in the deck, dark discs, the cities already taken, and how far the game has run.
"""
from __future__ import annotations

from ..engine import PRIVATE_CODE, board, breeding_value
from ..engine.components import (
    BLUE_TEEPEE,
    CARD_BREED,
    CARD_POINTS,
    CARD_VALUE,
    DISC_GROUPS,
    GREEN_TEEPEE,
    JERSEY,
    N_CATTLE_KINDS,
)
from .evaluate import HARD, WAY, Weights, expected_hand_value, player_value, progress

BASE_SCALE = 50.0  # points: Hard's estimate enters the network divided by this
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


def at_turn_boundary(game) -> bool:
    """True where a turn has just ended: the game is over or a player is about to start a turn."""
    return game.prompt == "turn" or game.is_over
