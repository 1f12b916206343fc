"""Randomised full games at 2, 3 and 4 players: invariants after every move, every game ends, and a
replay of (options, seed, parsed move texts) reproduces the identical score sheet."""
from __future__ import annotations

import random

import pytest

from gwt_desktop.engine import Move, new_game
from gwt_desktop.engine.invariants import check

GAMES_PER_COUNT = 100
MAX_DECISIONS = 5000  # random games take a few hundred; far more means the game failed to end


def play_random(players: int, seed: int):
    g = new_game(players, seed=seed, building_sides="random" if seed % 2 else "a",
                 neutral_buildings="random" if seed % 3 == 0 else "fixed")
    rng = random.Random(seed * 7919 + players)
    moves = []
    while not g.is_over:
        legal = g.legal_moves()
        assert legal, "no legal move before the end"
        m = rng.choice(legal)
        g.apply(m)
        moves.append(str(m))
        check(g)
        assert len(moves) < MAX_DECISIONS, "the game did not end"
    return g, moves


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_invariants_and_end(players):
    for seed in range(GAMES_PER_COUNT):
        g, _ = play_random(players, seed)
        assert g.is_over and g.legal_moves() == []
        sheet = g.score_sheet()
        assert len(sheet) == players
        for sh in sheet:
            assert sh["categories"][0]["key"] == "money"
            assert len(sh["categories"]) == 11
            assert sh["total"] == sum(c["points"] for c in sh["categories"])
            for c in sh["categories"]:
                assert c["points"] == sum(i["points"] for i in c["items"])
        assert any(sh["winner"] for sh in sheet)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_replay_from_seed_and_move_texts_reproduces_score_sheet(players):
    for seed in (3, 11):
        g, moves = play_random(players, seed)
        o = g.options
        r = new_game(o["players"], seed=o["seed"], building_sides=o["building_sides"],
                     neutral_buildings=o["neutral_buildings"], names=o["names"])
        for text in moves:
            r.apply(Move.parse(text))
        assert r.is_over
        assert r.score_sheet() == g.score_sheet()
