"""The table (session/table.py): one deal for every game bots play without a window, and one loop
that plays it, with its observer, its move limit and its cancel."""
from __future__ import annotations

import random

import pytest

from gwt_desktop.engine import IllegalMove, Move
from gwt_desktop.session.table import BotSeat, Pick, deal, play, random_seats


def test_a_deal_is_the_same_for_the_same_players_and_seed():
    a, b = deal(3, 41), deal(3, 41)
    assert a.game.view(0) == b.game.view(0)
    assert [r.random() for r in a.rngs] == [r.random() for r in b.rngs]
    assert len({r.random() for r in deal(4, 41).rngs}) == 4  # every seat its own stream


def test_the_seed_chooses_the_building_sides_unless_they_are_given():
    assert deal(2, 10).game.options["building_sides"] == "a" * 10  # the first game's side of all ten
    assert {deal(2, seed).game.options["building_sides"] for seed in (1, 3, 5, 7)} != {"a" * 10}
    assert deal(2, 11, building_sides="a").game.options["building_sides"] == "a" * 10
    assert deal(2, 12, neutral_buildings="random").game.options["neutral_buildings"] == "random"


def test_a_game_is_played_to_its_end_and_the_observer_sees_every_move():
    g = deal(2, 3).game
    seen = []

    def note(game, played):
        assert game is g
        seen.append((played.seat, played.answer.move, played.choices, played.events))

    n = play(g, random_seats(2), [random.Random(3)] * 2, on_move=note)
    assert g.is_over and n == len(seen) > 100
    assert all(c >= 1 for _, _, c, _ in seen) and any(c == 1 for _, _, c, _ in seen)
    # The same seats, streams and deal replay the same game: the moves say it all.
    again = deal(2, 3).game
    for _, move, _, events in seen:
        assert again.apply(move) == events
    assert again.score_sheet() == g.score_sheet()


def test_each_seat_is_asked_with_its_own_stream():
    g, rngs = deal(2, 8)
    asked = []
    pick = Pick("spy", lambda game, seat, rng: asked.append((seat, rng)) or rng.choice(game.legal_moves()))
    play(g, [pick, pick], rngs, max_moves=40)
    assert {(seat, id(rng)) for seat, rng in asked} == {(0, id(rngs[0])), (1, id(rngs[1]))}


def test_the_move_limit_and_cancel_stop_the_loop():
    g = deal(2, 5).game
    assert play(g, random_seats(2), [random.Random(1)] * 2, max_moves=25) == 25 and not g.is_over
    calls = []
    stop = lambda: calls.append(1) or len(calls) > 10  # true from its eleventh question on
    assert play(g, random_seats(2), [random.Random(1)] * 2, cancelled=stop) == 10


def test_cancel_stops_a_bot_in_the_middle_of_its_search():
    """Hard given a minute is asked to stop by its own polling of cancelled(): the loop returns with
    no move played and the game as it was."""
    g = deal(2, 6).game
    before = g.view(0)
    calls = []
    stop = lambda: calls.append(1) or len(calls) > 3  # the loop asks once, the search then
    assert play(g, [BotSeat("hard", 60.0)] * 2, [random.Random(1)] * 2, cancelled=stop) == 0
    assert g.view(0) == before and len(calls) > 3


def test_bot_seats_answer_through_the_driver_at_their_level_and_budget():
    g, rngs = deal(2, 9)
    seats = [BotSeat("medium"), BotSeat("random", 0.0)]
    assert seats[0].budget == 0.5 and seats[0].bot.name == "medium"  # the level's own budget
    answers = []
    play(g, seats, rngs, on_move=lambda game, played: answers.append(played.answer), max_moves=30)
    assert {(a.asked, a.level) for a in answers} == {("medium", "medium"), ("random", "random")}
    assert not any(a.errors for a in answers)


def test_a_picked_move_that_is_not_legal_is_refused_by_the_game():
    g = deal(2, 4).game
    before = g.view(0)
    wrong = Pick("wrong", lambda game, seat, rng: Move.parse("skip"))
    with pytest.raises(IllegalMove):
        play(g, [wrong, wrong], [random.Random(1)] * 2)
    assert g.view(0) == before
