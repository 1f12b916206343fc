"""Removing hazards and trading with the Indians (docs/RULES.md §11)."""
from __future__ import annotations

import pytest

from tests.engine.fixtures import (
    at_location,
    clear_trail_tiles,
    fresh,
    legal,
    play,
    put_building,
    put_tile,
    sp,
    tile,
)

HAZARDS = {"HZ_FL1": "flood_4g", "HZ_FL2": "flood_3b", "HZ_DR1": "drought_2g", "HZ_RF3": "rockfall_4g"}
TEEPEES = {"TP-3": "blue_teepee", "TP-1": "green_teepee", "TP+2": "blue_teepee", "TP+10": "green_teepee"}


def position(money, space, hazards=HAZARDS, teepees=TEEPEES, owner_building=None):
    g = fresh(2)
    clear_trail_tiles(g)
    for spc, name in {**hazards, **teepees}.items():
        put_tile(g, spc, name)
    if owner_building:
        put_building(g, space, 0, owner_building)
    pl = g.s.players[0]
    pl.money = money
    pl.hand = []
    at_location(g, space, player=0)
    return g


# ---------------------------------------------------------------------------------------------
# Remove a hazard
# ---------------------------------------------------------------------------------------------
def test_f_removes_any_hazard_from_any_section_for_seven():
    g = position(10, "N_F")
    assert "action hazard7" in legal(g)
    play(g, "action hazard7")
    assert legal(g) == {"hazard HZ_FL1", "hazard HZ_FL2", "hazard HZ_DR1", "hazard HZ_RF3"}
    play(g, "hazard HZ_FL2")
    pl = g.s.players[0]
    assert pl.money == 3
    assert pl.hazards == [tile("flood_3b")]  # the tile is kept (its VP count at the end)
    assert g.s.trail[sp("HZ_FL2")] == -1
    assert g.s.trail[sp("HZ_FL1")] == tile("flood_4g")
    assert g.s.trail[sp("HZ_RF3")] == tile("rockfall_4g")


def test_f_hazard_removal_needs_seven_dollars():
    g = position(6, "N_F")
    assert "action hazard7" not in legal(g)


def test_4a_removes_a_hazard_for_five():
    g = position(5, "P_C2", owner_building=4)
    play(g, "action hazard5", "hazard HZ_RF3")
    pl = g.s.players[0]
    assert pl.money == 0 and pl.hazards == [tile("rockfall_4g")]
    assert g.s.trail[sp("HZ_RF3")] == -1
    g4 = position(4, "P_C2", owner_building=4)
    assert "action hazard5" not in legal(g4)


def test_remove_hazard_not_offered_when_all_sections_are_empty():
    g = position(50, "N_F", hazards={})
    assert "action hazard7" not in legal(g)


def test_hazards_accumulate():
    g = position(20, "N_F")
    g.s.players[0].hazards = [tile("drought_4g")]
    play(g, "action hazard7", "hazard HZ_DR1")
    assert g.s.players[0].hazards == [tile("drought_4g"), tile("drought_2g")]


# ---------------------------------------------------------------------------------------------
# Trade with the Indians
# ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("space, start, end", [("TP+10", 0, 10), ("TP+2", 0, 2), ("TP-1", 5, 4), ("TP-3", 5, 2)])
def test_trade_gains_or_pays_the_space_value(space, start, end):
    """§11: take the teepee, gain the money above its space or pay a negative value."""
    g = position(start, "N_D")
    play(g, "action teepee", f"teepee {space}")
    pl = g.s.players[0]
    assert pl.money == end
    assert pl.teepees == [tile(TEEPEES[space])]
    assert g.s.trail[sp(space)] == -1


def test_any_teepee_is_offered():
    g = position(3, "N_D")
    play(g, "action teepee")
    assert legal(g) == {"teepee TP-3", "teepee TP-1", "teepee TP+2", "teepee TP+10"}


def test_negative_teepee_must_be_paid_in_full():
    """§11: a negative teepee is not offered unless its whole price can be paid."""
    g = position(2, "N_D")
    play(g, "action teepee")
    assert legal(g) == {"teepee TP-1", "teepee TP+2", "teepee TP+10"}
    play(g, "teepee TP-1")
    assert g.s.players[0].money == 1


def test_trade_not_offered_when_the_section_is_empty():
    g = position(10, "N_D", teepees={})
    assert "action teepee" not in legal(g)
    assert "action engine2_pay2" in legal(g)  # the other half of D's either/or box is still there


def test_only_unaffordable_teepees_left_means_no_trade():
    g = position(0, "N_D", teepees={"TP-2": "green_teepee"})
    assert "action teepee" not in legal(g)
