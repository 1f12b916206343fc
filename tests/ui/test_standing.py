"""The running score and the end-of-game foresight (gwt_desktop/ui/game/standing.py), over random games."""
from __future__ import annotations

import random

from gwt_desktop.engine import new_game
from gwt_desktop.ui.game.standing import (
    banner_text,
    end_moves,
    running_score,
)
from tests.text.test_words_match_moves import walked_positions


def sampled_positions() -> list:
    """About 300 positions of random 2-4 player games, half from rich mid-games (shared with the words test)."""
    return walked_positions()


def test_the_running_score_is_the_score_pad_as_it_stands_from_any_seats_eyes():
    """What the table shows of a rival gives that rival's true points, category by category: the
    score pad counts only what lies open (a hand plus draw pile is a known set of cards)."""
    nonzero = 0
    for g in sampled_positions():
        true = g.score_sheet(due=True)  # the running score counts a chosen city's disc (§12.3)
        for eyes in range(len(true)):
            seen = running_score(g, eyes)
            assert seen.totals == tuple(sh["total"] for sh in true)
            assert [[c[2] for c in cats] for cats in seen.categories] == [
                [c["points"] for c in sh["categories"]] for sh in true]
        nonzero += any(t != 0 for t in seen.totals)
    assert nonzero > 100  # the positions score something: the comparison is not of zeros


def test_the_running_score_cannot_see_a_rivals_hand():
    """Two games that differ only in which of a rival's cards are in hand and which still to draw give
    the same standing from the other seat."""
    g = sampled_positions()[40]
    rng = random.Random(5)
    a = running_score(g.determinize(0, rng), 0)
    b = running_score(g.determinize(0, rng), 0)
    assert a == b == running_score(g, 0)


def test_a_move_triggers_the_end_exactly_when_it_sets_the_end_trigger():
    found = 0
    for seed in range(6):
        g = new_game(2 + seed % 3, seed=100 + seed)
        rng = random.Random(seed)
        while not g.is_over:
            legal = g.legal_moves()
            view = g.view(g.to_move)
            if view["end_trigger"] < 0:
                for m in legal:
                    c = g.clone()
                    c.apply(m)
                    ends = c.view(0)["end_trigger"] >= 0
                    assert g.triggers_end(m) == ends, (seed, str(m))
                    if ends:
                        found += 1
                        assert g.end_within_reach()  # the cheap guard never hides a move that ends the game
                        assert str(m) in end_moves(g, legal)
            g.apply(rng.choice(legal))
    assert found > 0


def _view(n, trigger, to_move, viewer=0, over=False):
    return {"players": [{}] * n, "end_trigger": trigger, "to_move": to_move, "viewer": viewer, "over": over,
            "token_row": 12}


def test_the_banner_warns_before_and_names_the_last_turns_after():
    names = ["Blue", "Orange", "Green"]
    assert banner_text(_view(3, -1, 0), names, warn=False) is None
    assert "triggers the end" in banner_text(_view(3, -1, 0), names, warn=True)
    # Who still plays is the engine's Game.final_round(), the one playing now first.
    assert banner_text(_view(3, 0, 0), names, False, (1, 2)) == (
        "Final round: Blue triggered the end. One last turn each for Orange and Green.")
    # One player left: no "each" (it said "One last turn each for Orange.").
    assert banner_text(_view(3, 0, 2), names, False, (2,)) == (
        "Final round: Blue triggered the end. One last turn for Green.")
    assert banner_text(_view(3, 0, 2, viewer=2), names, False, (2,)) == (
        "Final round: Blue triggered the end. This is your last turn.")
