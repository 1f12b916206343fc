"""Placing private buildings (docs/RULES.md §8 "Placing a building"):
craftsmen needed, $2 per craftsman at B and $1 per craftsman from the craftsman row's 4th/6th space,
empty private building spaces only, replacing an own building with a strictly higher one for the
difference (the old tile leaves the game), and the game's side for every tile.
"""
from __future__ import annotations

from gwt_desktop.engine import board
from gwt_desktop.engine.state import EMPTY, private_code
from tests.engine.building_support import prep, set_job_market
from tests.engine.fixtures import at_location, fresh, legal, play, put_building, put_tile, sp, with_frame

ALL_PRIVATE = [board.SPACES[i] for i in board.PRIVATE_SPACES]


def build_targets(moves: set[str], name: str) -> set[str]:
    return {m.split()[2] for m in moves if m.startswith(f"build {name} ")}


def test_B_offers_only_buildings_the_craftsmen_allow():
    """§8: craftsmen >= the tile's number; with 1 craftsman only 1a, 2a, 3a."""
    g = fresh()
    prep(g, money=30, hand=[], workers=[1, 1, 1])
    at_location(g, "N_B", 0)
    play(g, "action build")
    offered = {m.split()[1] for m in legal(g)}
    assert offered == {"1a", "2a", "3a"}


def test_B_with_two_craftsmen_4a_costs_4_dollars():
    g = fresh()
    pl = prep(g, money=4, hand=[], workers=[1, 2, 1])
    at_location(g, "N_B", 0)
    play(g, "action build")
    assert {m.split()[1] for m in legal(g)} == {"1a", "2a", "3a", "4a"}  # 5a needs 3
    play(g, "build 4a P_C2")
    assert pl.money == 0
    assert g.s.trail[sp("P_C2")] == private_code(0, 4)
    assert 4 not in pl.supply and pl.supply == [1, 2, 3, 5, 6, 7, 8, 9, 10]


def test_B_money_limits_the_choice():
    """$2 per craftsman must be paid in full: $3 with 2 craftsmen allows only the 1-craftsman tiles."""
    g = fresh()
    prep(g, money=3, hand=[], workers=[1, 2, 1])
    at_location(g, "N_B", 0)
    play(g, "action build")
    assert {m.split()[1] for m in legal(g)} == {"1a", "2a", "3a"}


def test_B_build_not_offered_without_money():
    g = fresh()
    prep(g, money=1, hand=[], workers=[1, 5, 1])
    at_location(g, "N_B", 0)
    assert "action build" not in legal(g)


def test_only_empty_private_building_spaces():
    """§8: any empty private building space; never neutral, hazard or teepee spaces, never a taken one."""
    g = fresh()
    prep(g, money=30, hand=[], workers=[1, 1, 1])
    put_tile(g, "HZ_FL1", "flood_4g")
    put_tile(g, "TP+1", "green_teepee")
    put_building(g, "P_A2", 1, 1)  # the opponent's
    put_building(g, "P_E1", 0, 2)  # our own 2a (a 1-craftsman tile cannot replace it)
    at_location(g, "N_B", 0)
    play(g, "action build")
    expected = set(ALL_PRIVATE) - {"P_A2", "P_E1"}
    assert build_targets(legal(g), "1a") == expected
    assert len(expected) == 20
    assert not any(t.startswith(("N_", "HZ_", "TP")) for t in build_targets(legal(g), "3a"))


def test_replace_own_building_pays_only_the_difference_and_boxes_the_old_tile():
    """§8: a strictly higher tile on an own building needs and pays only the difference."""
    g = fresh()
    pl = prep(g, money=2, hand=[], workers=[1, 2, 1])
    put_building(g, "P_A1", 0, 1)  # 1a, 1 craftsman
    at_location(g, "N_B", 0)
    play(g, "action build")
    # 4a (2 craftsmen) costs $4 on an empty space, but only $2 over the 1a
    assert build_targets(legal(g), "4a") == {"P_A1"}
    assert build_targets(legal(g), "2a") == set(ALL_PRIVATE) - {"P_A1"}  # 2a is not higher than 1a
    play(g, "build 4a P_A1")
    assert pl.money == 0
    assert g.s.trail[sp("P_A1")] == private_code(0, 4)
    assert pl.boxed_buildings == [1]
    assert 1 not in pl.supply and 4 not in pl.supply


def test_replace_needs_only_the_difference_in_craftsmen():
    """5 craftsmen replace a 4-craftsman 6a with 9a (7): difference 3, $6 at B."""
    g = fresh()
    pl = prep(g, money=6, hand=[], workers=[1, 5, 1])
    put_building(g, "P_F1", 0, 6)
    at_location(g, "N_B", 0)
    play(g, "action build")
    assert build_targets(legal(g), "9a") == {"P_F1"}
    assert build_targets(legal(g), "10a") == set()  # difference 5 <= 5 craftsmen, but $10 > $6
    play(g, "build 9a P_F1")
    assert pl.money == 0 and pl.boxed_buildings == [6]
    assert g.s.trail[sp("P_F1")] == private_code(0, 9)


def test_no_replacing_with_an_equal_or_lower_tile():
    """7a and 8a both need 5 craftsmen: not strictly higher."""
    g = fresh()
    prep(g, money=30, hand=[], workers=[1, 6, 1])
    put_building(g, "P_A1", 0, 7)
    at_location(g, "N_B", 0)
    play(g, "action build")
    assert "P_A1" not in build_targets(legal(g), "8a")
    assert "P_A1" not in build_targets(legal(g), "6a")
    assert "P_A1" not in build_targets(legal(g), "1a")


def test_never_on_another_players_building():
    g = fresh()
    prep(g, money=30, hand=[], workers=[1, 6, 1])
    put_building(g, "P_A1", 1, 1)
    at_location(g, "N_B", 0)
    play(g, "action build")
    assert not any(m.endswith(" P_A1") for m in legal(g))


def test_craftsman_row_4th_space_builds_at_1_dollar_per_craftsman():
    """§10.1: hiring the 4th craftsman opens a building placement at $1 per craftsman (optional)."""
    g = fresh()
    pl = prep(g, money=10, hand=[], workers=[1, 3, 1])
    set_job_market(g, ["craftsman"], [])
    at_location(g, "N_A", 0)
    play(g, "action hire", "hire 1 craftsman")
    assert pl.money == 4 and pl.workers == [1, 4, 1]
    moves = legal(g)
    assert "skip" in moves
    assert {m.split()[1] for m in moves if m != "skip"} == {"1a", "2a", "3a", "4a", "5a", "6a"}
    play(g, "build 6a P_B2")  # 4 craftsmen x $1
    assert pl.money == 0 and g.s.trail[sp("P_B2")] == private_code(0, 6)


def test_craftsman_row_build_replacement_at_1_dollar_per_craftsman_difference():
    g = fresh()
    pl = prep(g, money=2, hand=[], workers=[1, 6, 1])
    put_building(g, "P_G2", 0, 5)  # 5a, 3 craftsmen
    with_frame(g, ("build", 1, True), player=0)
    assert build_targets(legal(g), "10a") == set()  # 9 craftsmen needed in all, 6 difference > $2
    assert build_targets(legal(g), "8a") == {"P_G2"}  # difference 2
    assert build_targets(legal(g), "3a") == set(ALL_PRIVATE) - {"P_G2"}
    play(g, "build 8a P_G2")
    assert pl.money == 0 and pl.boxed_buildings == [5] and g.s.trail[sp("P_G2")] == private_code(0, 8)


def test_building_side_is_the_games_side():
    """§1.2 step 11: the tiles keep the side chosen at setup; the moves name that side."""
    g = fresh(sides="abababab" + "ab")
    pl = prep(g, money=30, hand=[], workers=[1, 6, 1])
    at_location(g, "N_B", 0)
    play(g, "action build")
    offered = {m.split()[1] for m in legal(g)}
    assert offered == {"1a", "2b", "3a", "4b", "5a", "6b", "7a", "8b"}  # 9 (7) and 10 (9) need more
    play(g, "build 8b P_A1")
    assert pl.money == 18  # 6 craftsmen x $2
    at_location(g, "P_A1", 0)
    assert "action copy_adjacent" in legal(g)  # it works as 8b


def test_skip_the_optional_craftsman_row_build():
    g = fresh()
    pl = prep(g, money=9, hand=[], workers=[1, 3, 1])
    set_job_market(g, ["craftsman"], [])
    at_location(g, "N_A", 0)
    play(g, "action hire", "hire 1 craftsman", "skip")
    assert pl.money == 3 and pl.supply == list(range(1, 11))
    assert all(g.s.trail[i] == EMPTY for i in board.PRIVATE_SPACES)


# The craftsmen printed on each tile (§8): a tile is offered on an empty space exactly when the
# player has that many craftsmen (at most 6 in a row, so 9a, 10a and 10b only come by replacing).
CRAFTSMEN = {"a": (1, 1, 1, 2, 3, 4, 5, 5, 7, 9), "b": (1, 1, 2, 2, 3, 4, 5, 6, 6, 8)}


def test_craftsmen_needed_per_tile_both_sides():
    for side in "ab":
        for crafts in range(1, 7):
            g = fresh(sides=side * 10)
            prep(g, money=99, hand=[], workers=[1, crafts, 1])
            at_location(g, "N_B", 0)
            play(g, "action build")
            offered = {m.split()[1] for m in legal(g)}
            expected = {f"{n}{side}" for n, c in zip(range(1, 11), CRAFTSMEN[side]) if c <= crafts}
            assert offered == expected, (side, crafts)


def test_price_is_2_dollars_per_craftsman_of_the_tile_at_B():
    for side in "ab":
        for n, c in zip(range(1, 9), CRAFTSMEN[side]):
            if c > 6:
                continue
            g = fresh(sides=side * 10)
            pl = prep(g, money=50, hand=[], workers=[1, 6, 1])
            at_location(g, "N_B", 0)
            play(g, "action build", f"build {n}{side} P_G1")
            assert pl.money == 50 - 2 * c, (n, side)
            assert g.s.trail[sp("P_G1")] == private_code(0, n)
