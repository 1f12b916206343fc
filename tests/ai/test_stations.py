"""The scripted stations seat (ai/stations.py): it goes for stations and station masters, and never
delivers to Kansas City while another city is legal, on exact positions where Hard's search chooses
otherwise."""
from __future__ import annotations

import random

import pytest

from gwt_desktop.ai.base import BASELINES, make_bot
from gwt_desktop.ai.driver import simpler
from gwt_desktop.ai.hard import HardBot
from gwt_desktop.ai.stations import StationsBot
from tests.engine.fixtures import fresh, legal, set_engine, with_frame
from tests.engine.test_kansas_city import delivery
from tests.engine.test_station_masters import upgrade_position


def choice(bot, g) -> str:
    return str(bot.choose(g.clone(), g.to_move, random.Random(1), 0.2))


def test_it_is_a_baseline_by_name_for_the_arena_and_lab_never_a_level():
    assert isinstance(make_bot("stations"), StationsBot)
    assert "stations" in BASELINES and simpler("stations") == "medium"  # falls back as Hard would


@pytest.mark.parametrize("station,before", [(1, "4"), (2, "7")])
def test_it_stops_on_the_turnout_to_upgrade_the_station_where_hard_moves_on(station, before):
    g = fresh(2)
    set_engine(g, 0, before)
    g.s.players[0].money = 8
    with_frame(g, ("engine_fwd", 1), player=0)
    turnout = f"engine {before}.5"
    assert turnout in legal(g)
    assert choice(HardBot(), g) != turnout  # the judgement alone passes it by
    assert choice(StationsBot(), g) == turnout
    c = g.clone()
    c.apply(c.legal_moves()[[str(m) for m in c.legal_moves()].index(turnout)])
    assert choice(StationsBot(), c) == f"upgrade {station}"


def test_it_appoints_the_station_master():
    g = upgrade_position(fresh(2), 1, workers=(2, 1, 1), master="sm_workers")
    assert legal(g) == {"appoint cowboy", "skip"}
    assert choice(StationsBot(), g) == "appoint cowboy"


@pytest.mark.parametrize("hand", [("jersey",), ("jersey", "guernsey"), ("jersey", "guernsey", "holstein")])
def test_it_never_delivers_to_kansas_city_while_another_city_is_legal(hand):
    g = fresh(2)
    delivery(g, hand=hand, money=0)
    assert "city 0" in legal(g) and len(legal(g)) > 1
    assert choice(HardBot(), g) == "city 0"  # the judgement alone takes the $6
    assert choice(StationsBot(), g) != "city 0"


def test_it_keeps_from_kansas_city_even_when_its_search_prefers_it(monkeypatch):
    """The rule holds whatever the search says: with Kansas City worth nothing extra to the plan (the
    beam then takes its $6, as Hard does), the seat still goes to the other city."""
    from gwt_desktop.ai import stations

    monkeypatch.setattr(stations, "KANSAS_CITY", 0.0)
    g = fresh(2)
    delivery(g, hand=("jersey",), money=0)
    assert choice(StationsBot(), g) == "city 1"
