"""ai/schedule.py: the expected hand is exact, and the delivery schedule picks the cities a player
would, crests, arrows, transport and the cities it has already reached counted."""
from __future__ import annotations

import itertools

import pytest

from gwt_desktop.ai import schedule as S
from gwt_desktop.engine import board, breeding_value, new_game
from gwt_desktop.engine.components import CARD_INDEX

END = board.parse_position("39")  # no crossing ahead: no transport cost to any city


def test_the_expected_hand_is_every_hand_of_the_limit_averaged():
    g = new_game(2, seed=3)
    pl = g.s.players[0]
    pl.hand = [CARD_INDEX[n] for n in ("jersey", "jersey", "guernsey")]
    pl.draw = [CARD_INDEX[n] for n in ("dutch_belt", "black_angus", "jersey")]
    pl.discard = [CARD_INDEX["guernsey"]]
    deck = pl.deck()
    hands = list(itertools.combinations(deck, pl.hand_limit()))
    assert S.hand_value(pl) == pytest.approx(sum(breeding_value(list(h)) for h in hands) / len(hands))


def test_a_delivery_goes_where_it_scores_most_and_a_city_is_taken_once():
    # engine at the start: Topeka for 3 beats Kansas City's -6 crest even with its +$6
    points, cities = S.schedule([0] * 10, 0, [3])
    assert cities == [1] and points == pytest.approx(0.2 * 3)
    # two deliveries of 3: Topeka once, and Kansas City (in either order: the same points)
    points, cities = S.schedule([0] * 10, 0, [3, 3])
    assert sorted(cities) == [0, 1] and points == pytest.approx(0.2 * 3 + (-6 + 0.2 * (3 + 6)))
    # already there from the start: Kansas City at once
    assert S.schedule([0, 1] + [0] * 8, 0, [3])[1] == [0]


def test_san_francisco_repeats_and_an_arrow_counts_when_its_second_city_is_reached():
    assert S.schedule([0] * 10, END, [18, 18]) == (pytest.approx(2 * (9 + 0.2 * 18)), [9, 9])
    el_paso = [0] * 10
    el_paso[6] = 1
    # San Diego completes the El Paso-San Diego arrow (+8); Albuquerque's arrow to El Paso is +6
    assert S.schedule(el_paso, END, [14]) == (pytest.approx(8 + 0.2 * 14), [7])


def test_transport_is_paid_from_the_income():
    near, far = S.schedule([0] * 10, 0, [12]), S.schedule([0] * 10, END, [12])
    assert far[0] - near[0] == pytest.approx(0.2 * board.transport_cost(0, board.CITIES[far[1][0]][1]))


def test_a_players_value_is_its_visits_left_by_the_clock_each_with_the_expected_hand():
    g = new_game(2, seed=1)
    k = S.deliveries_left(g, 0)
    assert k == round(g.workers_to_end() / S.WORKERS_PER_VISIT / 2) and k >= 1
    pl = g.state.players[0]
    hand = round(S.hand_value(pl))
    assert S.value(g, 0) == pytest.approx(S.schedule(pl.cities, pl.engine, [hand] * k)[0])
    pl.perm_certs = 2  # a permanent certificate adds to every delivery
    assert S.value(g, 0) == pytest.approx(S.schedule(pl.cities, pl.engine, [round(S.hand_value(pl) + 2)] * k)[0])
