"""Games played here move by move, with what every position looked like, to check replays against."""
from __future__ import annotations

import random
from dataclasses import dataclass

from gwt_desktop.engine import new_game
from gwt_desktop.session.match import Match
from gwt_desktop.session.seats import COMPUTER, HUMAN, Seat

NAMES = ("Ann", "Bob", "Cat", "Dan")


@dataclass
class Played:
    options: dict
    names: list[str]
    moves: list[str]
    totals: list[list[int]]  # totals[i]: every player's score-sheet total at position i
    views: list[dict]  # views[i]: the view of the player to move at position i
    over: bool


def play(players: int, seed: int, sides: str = "random", neutral: str = "random",
         limit: int | None = None) -> Played:
    """A random game (to the end, or `limit` moves), recording every position as it was played."""
    names = list(NAMES[:players])
    g = new_game(players, seed=seed, building_sides=sides, neutral_buildings=neutral, names=names)
    rng = random.Random(seed)
    moves: list[str] = []
    totals = [[sh["total"] for sh in g.score_sheet()]]
    views = [g.view(g.to_move)]
    while not g.is_over and (limit is None or len(moves) < limit):
        m = rng.choice(g.legal_moves())
        moves.append(str(m))
        g.apply(m)
        totals.append([sh["total"] for sh in g.score_sheet()])
        views.append(g.view(g.to_move))
    options = {k: g.options[k] for k in ("players", "seed", "building_sides", "neutral_buildings")}
    return Played(options, names, moves, totals, views, g.is_over)


def seats(players: int, levels: tuple[str, ...] = ()) -> list[Seat]:
    """Seat 0 human, the others computers of the given levels (humans when none are given)."""
    out = [Seat(NAMES[0], 0, HUMAN)]
    for i in range(1, players):
        level = levels[i - 1] if i - 1 < len(levels) else None
        out.append(Seat(NAMES[i], i, COMPUTER if level else HUMAN, level or "medium"))
    return out


def finished_match(players: int, seed: int, levels: tuple[str, ...] = ()) -> Match:
    match = Match(seats(players, levels), seed, "random", "random")
    rng = random.Random(seed)
    while not match.game.is_over:
        match.apply(rng.choice(match.game.legal_moves()))
    return match
