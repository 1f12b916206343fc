"""Private buildings 1a-10a and 1b-10b (docs/RULES.md §8), used by their owner; another player's
building (only one single auxiliary action, hands paid to the owner, §2.5/§12.1); risk actions (§2.4).

Positions are built exactly with the fixtures: trail tiles cleared, buildings put where the test needs
them, purse/hand/draw stack/workers/engine set; outcomes are checked as exact numbers and move sets.
"""
from __future__ import annotations

from gwt_desktop.engine import board
from gwt_desktop.engine.components import CARD_INDEX, CARD_NAMES, DISC_INDEX, OBJECTIVE_BASE, TILE_INDEX
from gwt_desktop.engine.events import Forced
from tests.engine.building_support import clear_disc, names, prep, set_job_market
from tests.engine.fixtures import (
    at_location,
    at_turn_start,
    fresh,
    legal,
    play,
    put_building,
    put_tile,
    set_engine,
    sp,
)

AUX_SINGLES = {"aux aux_money 1", "aux aux_cards 1"}
WHITE_DISCS = {"disc aux_money", "disc aux_cards", "disc aux_cert", "disc aux_engine", "disc aux_thin", "disc cert4"}
SIDE_B = "b" * 10
OBJ = CARD_NAMES[OBJECTIVE_BASE + 5]  # a general objective card ("gain $2" one)


def pos(text: str) -> int:
    return board.parse_position(text)


def in_phase_b_at(g, space: str) -> bool:
    return g.s.stack[-1][:2] == ("loc", sp(space)) and g.s.stack[0] == ("phase_c",)


# =============================================================================================
# Side a
# =============================================================================================
def test_1a_two_dollars_per_own_building_in_woods_including_itself():
    """§8 1a: $2 per own building in woods; this one counts when it stands in woods; others' don't."""
    g = fresh()
    pl = prep(g, money=0, hand=[])
    put_building(g, "P_B1", 0, 1)  # woods, the 1a itself
    put_building(g, "P_C1a", 0, 2)  # woods
    put_building(g, "P_A1", 0, 3)  # not woods
    put_building(g, "P_E1", 1, 2)  # woods, but the opponent's
    at_location(g, "P_B1", 0)
    assert legal(g) == {"action woods2", "done"} | AUX_SINGLES
    play(g, "action woods2")
    assert pl.money == 4
    assert legal(g) == {"done"}


def test_1a_outside_the_woods_counts_only_the_others():
    g = fresh()
    pl = prep(g, money=1, hand=[])
    put_building(g, "P_A1", 0, 1)  # not woods
    put_building(g, "P_F2", 0, 2)  # woods
    at_location(g, "P_A1", 0)
    play(g, "action woods2")
    assert pl.money == 3


def test_2a_guernsey_for_4_and_buy_cattle():
    g = fresh()
    pl = prep(g, money=2, hand=["guernsey", "jersey"])
    g.s.market = [CARD_INDEX["brown_swiss"]]
    g.s.market_stack = []
    put_building(g, "P_A2", 0, 2)
    at_location(g, "P_A2", 0)
    assert legal(g) == {"action guernsey4", "done"} | AUX_SINGLES  # $2 < $6
    play(g, "action guernsey4")
    assert pl.money == 6 and names(pl.hand) == ["jersey"] and names(pl.discard) == ["guernsey"]
    play(g, "action buy", "buy 1c_bv3 brown_swiss")
    assert pl.money == 0 and names(pl.discard) == ["guernsey", "brown_swiss"] and g.s.market == []
    assert legal(g) == {"done"}


def test_3a_pair_for_3_and_move_1_with_new_phase_b():
    g = fresh()
    pl = prep(g, money=0, hand=["guernsey", "guernsey", "jersey"], draw=["jersey"] * 5)
    put_building(g, "P_A1", 0, 3)
    at_location(g, "P_A1", 0)
    play(g, "action pair3", "pair guernsey guernsey")
    assert pl.money == 3 and names(pl.hand) == ["jersey"]
    play(g, "action move1")
    assert legal(g) == {"move N_B"}  # P_A2, P_A3 are empty spaces, not locations
    play(g, "move N_B")
    assert in_phase_b_at(g, "N_B")
    assert names(pl.hand) == ["jersey"] and len(pl.draw) == 5  # no refill before the new phase B


def test_4a_hazard_for_5_dollars():
    g = fresh()
    pl = prep(g, money=5, hand=[])
    put_tile(g, "HZ_DR1", "drought_3b")
    put_building(g, "P_A1", 0, 4)
    at_location(g, "P_A1", 0)
    assert legal(g) == {"action hazard5", "action move2", "done"} | AUX_SINGLES
    play(g, "action hazard5", "hazard HZ_DR1")
    assert pl.money == 0 and pl.hazards == [TILE_INDEX["drought_3b"]] and g.s.trail[sp("HZ_DR1")] == -1


def test_4a_hazard_needs_5_dollars():
    g = fresh()
    prep(g, money=4, hand=[])
    put_tile(g, "HZ_DR1", "drought_3b")
    put_building(g, "P_A1", 0, 4)
    at_location(g, "P_A1", 0)
    assert "action hazard5" not in legal(g)


def test_4a_move_2_pays_hands_and_takes_phase_b_again_without_drawing():
    """§8 4a and "Move the cattleman": up to 2, fees as usual, phase B again without refilling."""
    g = fresh()
    pl = prep(g, money=3, hand=["jersey", "dutch_belt"], draw=["guernsey"] * 4)
    opp = g.s.players[1]
    opp.money = 0
    put_building(g, "P_A1", 0, 4)
    put_building(g, "P_A3", 1, 1)  # opponent's 1a: green hand, $2 at two players
    at_location(g, "P_A1", 0)
    play(g, "action move2")
    assert legal(g) == {"move P_A3", "move P_A3 N_B"}
    play(g, "move P_A3 N_B")
    assert pl.money == 1 and opp.money == 2
    assert pl.cattleman == sp("N_B")
    assert in_phase_b_at(g, "N_B")
    assert legal(g) == {"action dutch2", "done"} | AUX_SINGLES  # a fresh phase B at B ($1: no building)
    assert names(pl.hand) == ["jersey", "dutch_belt"] and len(pl.draw) == 4
    play(g, "action dutch2")
    assert pl.money == 3


def test_5a_hire_one_dollar_cheaper_and_engine_up_to_engineers():
    g = fresh()
    pl = prep(g, money=5, hand=[], workers=[1, 1, 2])
    set_job_market(g, ["cowboy", "engineer"], [])
    put_building(g, "P_A1", 0, 5)
    at_location(g, "P_A1", 0)
    assert legal(g) == {"action hire_minus1", "action engine_engineers", "done"} | AUX_SINGLES
    play(g, "action hire_minus1")
    assert legal(g) == {"hire 1 cowboy", "hire 1 engineer"}
    play(g, "hire 1 engineer")  # $6 - 1; the engineer's 3rd space (Jersey -> $2) needs a Jersey: lost
    assert pl.money == 0 and pl.workers == [1, 1, 3]
    play(g, "action engine_engineers")
    assert legal(g) == {"engine 1", "engine 2", "engine 3", "skip"}  # 3 engineers now
    play(g, "engine 3")
    assert pl.engine == pos("3")


def test_5a_hire_not_offered_below_row_price_minus_1():
    g = fresh()
    prep(g, money=4, hand=[])
    set_job_market(g, ["cowboy"], [])
    put_building(g, "P_A1", 0, 5)
    at_location(g, "P_A1", 0)
    assert "action hire_minus1" not in legal(g)


def test_6a_holstein_for_10_and_single_or_double_aux():
    g = fresh()
    pl = prep(g, money=0, hand=["holstein", "ayrshire"])
    clear_disc(g, 0, "aux_money")
    put_building(g, "P_A1", 0, 6)
    at_location(g, "P_A1", 0)
    assert legal(g) == {"action holstein10", "action aux_any", "done"} | AUX_SINGLES
    play(g, "action holstein10")
    assert pl.money == 10 and names(pl.hand) == ["ayrshire"] and names(pl.discard) == ["holstein"]
    play(g, "action aux_any")
    assert legal(g) == {"aux aux_money 1", "aux aux_money 2", "aux aux_cards 1"}
    play(g, "aux aux_money 2")
    assert pl.money == 12


def test_6a_no_holstein_no_action():
    g = fresh()
    prep(g, money=0, hand=["ayrshire", "brown_swiss"])
    put_building(g, "P_A1", 0, 6)
    at_location(g, "P_A1", 0)
    assert legal(g) == {"action aux_any", "done"} | AUX_SINGLES


def test_7a_per_green_blue_pair_certificate_2_and_2_dollars():
    """§8 7a: two pairs (green+blue) -> certificate +4 spaces (limit 4 here) and $4; teepees kept."""
    g = fresh()
    pl = prep(g, money=0, hand=[], cert=0)
    clear_disc(g, 0, "cert4")  # limit 4
    g2, b = TILE_INDEX["green_teepee"], TILE_INDEX["blue_teepee"]
    pl.teepees = [g2, b, g2, b, g2]
    put_building(g, "P_A1", 0, 7)
    at_location(g, "P_A1", 0)
    play(g, "action teepee_pairs")
    assert pl.cert == 4 and pl.money == 4
    assert pl.teepees == [g2, b, g2, b, g2]


def test_7a_certificate_stops_at_the_limit_money_in_full():
    g = fresh()
    pl = prep(g, money=0, hand=[], cert=2)
    pl.teepees = [TILE_INDEX["green_teepee"], TILE_INDEX["blue_teepee"]]
    put_building(g, "P_A1", 0, 7)
    at_location(g, "P_A1", 0)
    play(g, "action teepee_pairs")
    assert pl.cert == 3 and pl.money == 2


def test_7a_without_a_pair_not_offered():
    g = fresh()
    pl = prep(g, money=0, hand=[])
    pl.teepees = [TILE_INDEX["green_teepee"], TILE_INDEX["green_teepee"]]
    put_building(g, "P_A1", 0, 7)
    at_location(g, "P_A1", 0)
    assert legal(g) == {"done"} | AUX_SINGLES


def test_8a_teepee_or_aux_and_engine_up_to_2():
    g = fresh()
    pl = prep(g, money=0, hand=[])
    put_tile(g, "TP+6", "blue_teepee")
    put_building(g, "P_A1", 0, 8)
    at_location(g, "P_A1", 0)
    assert legal(g) == {"action teepee", "action aux_any", "action engine2", "done"} | AUX_SINGLES
    play(g, "action teepee", "teepee TP+6")
    assert pl.money == 6 and pl.teepees == [TILE_INDEX["blue_teepee"]]
    assert legal(g) == {"action engine2", "done"}  # the either/or box is used
    play(g, "action engine2")
    assert legal(g) == {"engine 1", "engine 2", "skip"}
    play(g, "engine 2")
    assert pl.engine == pos("2")


def test_8a_aux_choice_single_or_double_removes_teepee():
    g = fresh()
    pl = prep(g, money=0, hand=[])
    put_tile(g, "TP+6", "blue_teepee")
    clear_disc(g, 0, "aux_money")
    put_building(g, "P_A1", 0, 8)
    at_location(g, "P_A1", 0)
    play(g, "action aux_any", "aux aux_money 2")
    assert pl.money == 2
    assert legal(g) == {"action engine2", "done"}


def test_9a_engine_up_to_3():
    g = fresh()
    pl = prep(g, money=0, hand=[])
    set_engine(g, 1, "2")  # an occupied space is jumped and not counted
    put_building(g, "P_A1", 0, 9)
    at_location(g, "P_A1", 0)
    assert legal(g) == {"action engine3", "done"} | AUX_SINGLES  # engine on 0: no delivery
    play(g, "action engine3")
    assert legal(g) == {"engine 1", "engine 3", "engine 4", "skip"}
    play(g, "engine 4")
    assert pl.engine == pos("4")


def test_9a_extraordinary_delivery_counts_spaces_without_jumped_ones():
    """§3.6: back from 7 to 3 past the opponent on 5 counts 6, 4, 3 = 3; no income, no transport."""
    g = fresh()
    pl = prep(g, money=0, hand=["holstein", "ayrshire", "west_highland_5"])
    set_engine(g, 0, "7")
    set_engine(g, 1, "5")
    put_building(g, "P_A1", 0, 9)
    at_location(g, "P_A1", 0)
    assert legal(g) == {"action engine3", "action extra_delivery", "done"} | AUX_SINGLES
    play(g, "action extra_delivery")
    # any free position behind the engine (5 is occupied)
    assert legal(g) == {"engine 0", "engine 1", "engine 2", "engine 3", "engine 4", "engine 4.5", "engine 6"}
    play(g, "engine 3")
    assert pl.engine == pos("3") and g.s.track[pos("7")] == -1
    assert legal(g) == {"city 0", "city 1"}  # Kansas City 0, Topeka 1 (Wichita is 4 > 3)
    play(g, "city 1")
    assert legal(g) == WHITE_DISCS  # Topeka takes a white-corner disc
    play(g, "disc aux_cert")
    assert pl.cities[1] == 1 and pl.discs[DISC_INDEX["aux_cert"]] == 1
    assert pl.money == 0  # no income, no transport cost
    assert names(pl.hand) == ["holstein", "ayrshire", "west_highland_5"]
    assert legal(g) == {"action engine3", "done"}


def test_9a_extraordinary_delivery_turnout_not_counted_then_upgrade_offered():
    """§3.6: from 6 back to the turnout 4.5 counts only space 5 = 1; the station there may be upgraded."""
    g = fresh()
    pl = prep(g, money=2, hand=[])
    set_engine(g, 0, "6")
    put_building(g, "P_A1", 0, 9)
    at_location(g, "P_A1", 0)
    play(g, "action extra_delivery", "engine 4.5")
    assert legal(g) == {"city 0", "city 1"}
    play(g, "city 1", "disc aux_money")
    assert pl.cities[1] == 1
    assert legal(g) == {"upgrade 1", "skip"}
    play(g, "upgrade 1", "disc aux_cards")
    assert pl.money == 0 and pl.stations[0] is True


def test_9a_extraordinary_delivery_to_kansas_city_pays_6():
    """§14 #9: the Kansas City crest pays its +$6 on an extraordinary delivery too."""
    g = fresh()
    pl = prep(g, money=1, hand=["jersey"])
    set_engine(g, 0, "1")
    put_building(g, "P_A1", 0, 9)
    at_location(g, "P_A1", 0)
    play(g, "action extra_delivery")
    assert legal(g) == {"engine 0"}
    play(g, "engine 0")
    assert legal(g) == {"city 0", "city 1"}  # 1 space counted
    play(g, "city 0", "disc aux_thin")
    assert pl.cities[0] == 1 and pl.money == 7 and pl.engine == 0


def test_9a_extraordinary_delivery_keeps_the_repeat_rule():
    g = fresh()
    pl = prep(g, money=0, hand=[])
    pl.cities[1] = 1
    set_engine(g, 0, "2")
    put_building(g, "P_A1", 0, 9)
    at_location(g, "P_A1", 0)
    play(g, "action extra_delivery", "engine 0")
    # Topeka already holds a disc; only Kansas City (repeatable) is left: offered alone, never taken for
    # the player (§3.1 5)
    assert not any(isinstance(e, Forced) for e in g.events)
    assert (g.decision.kind, g.decision.source) == ("city", "extra") and legal(g) == {"city 0"}
    (d,) = [e for e in g.apply("city 0") if e.kind == "deliver"]
    assert (d.city, d.transport, d.extra, d.points, d.only) == (0, 0, True, -6, True)
    assert g.decision.params == {"target": "city", "index": 0, "extra_cost": 0} and legal(g) == WHITE_DISCS


def test_10a_certificate_to_the_current_limit_and_move_5():
    g = fresh()
    pl = prep(g, money=0, hand=[], cert=1)
    clear_disc(g, 0, "cert4")
    put_building(g, "P_A1", 0, 10)
    at_location(g, "P_A1", 0)
    assert legal(g) == {"action cert_max", "action move5", "done"} | AUX_SINGLES
    play(g, "action cert_max")
    assert pl.cert == 4
    play(g, "action move5")
    moves = legal(g)
    assert "move N_B N_C N_D N_E N_F" in moves and "move N_B N_C N_E N_F N_G" in moves
    assert "move N_B N_C N_D N_E N_F N_G" not in moves and "skip" not in moves
    play(g, "move N_B N_C N_D N_E N_F")
    assert in_phase_b_at(g, "N_F")


def test_10a_certificate_limit_3_by_default():
    g = fresh()
    pl = prep(g, money=0, hand=[], cert=0)
    put_building(g, "P_A1", 0, 10)
    at_location(g, "P_A1", 0)
    play(g, "action cert_max")
    assert pl.cert == 3


# =============================================================================================
# Side b
# =============================================================================================
def test_1b_objective_card_for_certificate_2_and_engine_back_for_3():
    g = fresh(sides=SIDE_B)
    pl = prep(g, money=0, hand=[OBJ, "jersey"], cert=0)
    set_engine(g, 0, "2")
    put_building(g, "P_A1", 0, 1)
    at_location(g, "P_A1", 0)
    assert legal(g) == {"action objective_cert2", "action engine_back3", f"objective {OBJ}", "done"} | AUX_SINGLES
    play(g, "action objective_cert2")
    assert legal(g) == {f"discard {OBJ}"}
    play(g, f"discard {OBJ}")
    assert pl.cert == 2 and names(pl.hand) == ["jersey"] and names(pl.discard) == [OBJ]
    play(g, "action engine_back3")
    assert legal(g) == {"engine 1"}
    play(g, "engine 1")
    assert pl.engine == pos("1") and pl.money == 3


def test_1b_needs_an_objective_card_and_room_behind_the_engine():
    g = fresh(sides=SIDE_B)
    prep(g, money=0, hand=["jersey"])
    put_building(g, "P_A1", 0, 1)
    at_location(g, "P_A1", 0)  # engine on 0, no objective card
    assert legal(g) == {"done"} | AUX_SINGLES


def test_2b_jersey_for_engine_1_and_dutch_belt_for_3():
    g = fresh(sides=SIDE_B)
    pl = prep(g, money=0, hand=["jersey", "dutch_belt"])
    put_building(g, "P_A1", 0, 2)
    at_location(g, "P_A1", 0)
    assert legal(g) == {"action jersey_engine1", "action dutch3", "done"} | AUX_SINGLES
    play(g, "action jersey_engine1")
    assert legal(g) == {"engine 1", "skip"}
    play(g, "engine 1", "action dutch3")
    assert pl.engine == pos("1") and pl.money == 3 and pl.hand == []
    assert names(pl.discard) == ["jersey", "dutch_belt"]


def test_3b_single_or_double_aux_and_move_1():
    g = fresh(sides=SIDE_B)
    pl = prep(g, money=0, hand=[])
    clear_disc(g, 0, "aux_money")
    put_building(g, "P_A1", 0, 3)
    put_building(g, "P_A2", 1, 2)  # opponent's 2b: no hands
    at_location(g, "P_A1", 0)
    assert legal(g) == {"action aux_any", "action move1", "done"} | AUX_SINGLES
    play(g, "action aux_any", "aux aux_money 2")
    assert pl.money == 2
    play(g, "action move1")
    assert legal(g) == {"move P_A2"}
    play(g, "move P_A2")
    assert pl.money == 2 and in_phase_b_at(g, "P_A2")
    assert legal(g) == {"done"} | AUX_SINGLES  # opponent's building: single aux only


def test_4b_draw_up_to_cowboys_then_discard_as_many_and_move_3():
    g = fresh(sides=SIDE_B)
    pl = prep(g, money=0, hand=["jersey"], draw=["guernsey", "holstein", "ayrshire"], workers=[2, 1, 1])
    put_building(g, "P_A1", 0, 4)
    at_location(g, "P_A1", 0)
    assert legal(g) == {"action draw_cowboys", "action move3", "done"} | AUX_SINGLES
    play(g, "action draw_cowboys")
    assert legal(g) == {"draw", "stop"}
    play(g, "draw", "draw")  # 2 cowboys: at most 2 cards
    assert names(pl.hand) == ["jersey", "ayrshire", "holstein"] and names(pl.draw) == ["guernsey"]
    assert legal(g) == {"discard jersey", "discard ayrshire", "discard holstein"}
    play(g, "discard jersey", "discard holstein")
    assert names(pl.hand) == ["ayrshire"] and names(pl.discard) == ["jersey", "holstein"]
    play(g, "action move3")
    assert "move N_B N_C N_D" in legal(g) and "move N_B N_C N_D N_E" not in legal(g)


def test_4b_draw_may_stop_early_then_discard_one():
    g = fresh(sides=SIDE_B)
    pl = prep(g, money=0, hand=["jersey"], draw=["guernsey", "holstein"], workers=[3, 1, 1])
    put_building(g, "P_A1", 0, 4)
    at_location(g, "P_A1", 0)
    play(g, "action draw_cowboys", "draw", "stop")
    assert legal(g) == {"discard jersey", "discard holstein"}
    play(g, "discard holstein")
    assert names(pl.hand) == ["jersey"] and names(pl.draw) == ["guernsey"]


def test_5b_black_angus_for_certificate_2_and_a_dollar_per_engineer():
    g = fresh(sides=SIDE_B)
    pl = prep(g, money=0, hand=["black_angus"], workers=[1, 1, 4], cert=0)
    put_building(g, "P_A1", 0, 5)
    at_location(g, "P_A1", 0)
    assert legal(g) == {"action angus_cert2", "action money_engineers", "done"} | AUX_SINGLES
    play(g, "action angus_cert2", "action money_engineers")
    assert pl.cert == 2 and pl.money == 4 and pl.hand == [] and names(pl.discard) == ["black_angus"]


def test_6b_any_cattle_for_3_and_a_display_objective_into_the_hand():
    """§8 6b / §14 #10: one action, $3 and a display card straight into the hand (not the stack top)."""
    g = fresh(sides=SIDE_B)
    pl = prep(g, money=0, hand=["jersey", "guernsey"])
    display = list(g.s.obj_display)
    top = g.s.obj_stack[-1]
    put_building(g, "P_A1", 0, 6)
    at_location(g, "P_A1", 0)
    assert legal(g) == {"action any3_objective", "done"} | AUX_SINGLES
    play(g, "action any3_objective")
    assert legal(g) == {"discard jersey", "discard guernsey"}
    play(g, "discard guernsey")
    assert pl.money == 3
    assert legal(g) == {f"objcard {CARD_NAMES[c]}" for c in display} | {"skip"}  # no "objstack"; §14 #17
    play(g, f"objcard {CARD_NAMES[display[0]]}")
    assert pl.hand == [CARD_INDEX["jersey"], display[0]]
    assert names(pl.discard) == ["guernsey"]
    assert sorted(g.s.obj_display) == sorted(display[1:] + [top])


def test_6b_needs_a_cattle_card():
    g = fresh(sides=SIDE_B)
    prep(g, money=0, hand=[OBJ])
    put_building(g, "P_A1", 0, 6)
    at_location(g, "P_A1", 0)
    assert "action any3_objective" not in legal(g)


def test_7b_engine_up_to_own_buildings_in_woods():
    g = fresh(sides=SIDE_B)
    pl = prep(g, money=0, hand=[])
    put_building(g, "P_B1", 0, 7)  # woods, itself
    put_building(g, "P_E2", 0, 1)  # woods
    put_building(g, "P_A1", 0, 2)  # not woods
    put_building(g, "P_F2", 1, 3)  # woods, opponent's
    at_location(g, "P_B1", 0)
    play(g, "action engine_woods")
    assert legal(g) == {"engine 1", "engine 2", "skip"}
    play(g, "engine 2")
    assert pl.engine == pos("2")


def test_7b_outside_woods_alone_not_offered():
    g = fresh(sides=SIDE_B)
    prep(g, money=0, hand=[])
    put_building(g, "P_A1", 0, 7)
    at_location(g, "P_A1", 0)
    assert legal(g) == {"done"} | AUX_SINGLES


def test_8b_copies_an_adjacent_opponent_building():
    """§8 8b: the local actions of a directly neighbouring building, even an opponent's."""
    g = fresh()
    g.s.sides = ("a",) * 7 + ("b",) + ("a",) * 2
    pl = prep(g, money=0, hand=["guernsey"])
    g.s.market_stack = []  # no free "add 2 cards": the buy action has nothing to offer
    put_building(g, "P_A1", 0, 8)
    put_building(g, "P_A2", 1, 2)  # opponent's 2a
    at_location(g, "P_A1", 0)
    assert legal(g) == {"action copy_adjacent", "done"} | AUX_SINGLES
    play(g, "action copy_adjacent")
    assert legal(g) == {"copy N_A", "copy P_A2"}
    play(g, "copy P_A2")
    assert legal(g) == {"action guernsey4", "done"}  # no money for the buy, no aux, no objective
    play(g, "action guernsey4")
    assert pl.money == 4 and g.s.players[1].money == 7
    assert legal(g) == {"done"}
    play(g, "done")
    assert g.s.stack[-1][:2] == ("loc", sp("P_A1")) and legal(g) == {"done"}


def test_8b_copies_a_neutral_building():
    g = fresh(sides=SIDE_B)
    pl = prep(g, money=20, hand=["guernsey"])
    set_job_market(g, ["cowboy", "cowboy"], [])
    put_building(g, "P_A1", 0, 8)
    at_location(g, "P_A1", 0)
    play(g, "action copy_adjacent", "copy N_A")
    assert legal(g) == {"action guernsey2", "action hire", "action hire_plus2", "done"}
    play(g, "action hire", "hire 1 cowboy", "action hire_plus2", "hire 1 cowboy", "action guernsey2")
    assert pl.money == 8 and pl.workers == [3, 1, 1]


def test_8b_never_copies_a_risk_action():
    """§14 #14: an own building on a risk space, copied by 8b, gives its local actions only."""
    g = fresh(sides=SIDE_B)
    pl = prep(g, money=0, hand=["jersey", "dutch_belt"])
    put_building(g, "P_FLR2", 0, 2)  # 2b on a Jersey risk space
    put_building(g, "P_FLR1", 0, 8)  # 8b next to it
    at_location(g, "P_FLR1", 0)
    # the 8b itself stands on a risk space: its owner has that risk action too
    assert legal(g) == {"action copy_adjacent", "action risk_jersey", "done"} | AUX_SINGLES
    play(g, "action copy_adjacent", "copy P_FLR2")
    assert legal(g) == {"action jersey_engine1", "action dutch3", "done"}
    play(g, "action dutch3", "done")
    assert pl.money == 3


def test_8b_never_copies_another_8b():
    """§14 #14 / engine note: two 8b side by side would copy each other; another 8b is no choice."""
    g = fresh(sides=SIDE_B)
    prep(g, money=0, hand=["jersey"])
    put_building(g, "P_A1", 0, 8)
    put_building(g, "P_A2", 1, 8)
    at_location(g, "P_A1", 0)
    play(g, "action copy_adjacent")
    assert legal(g) == {"copy N_A"}


def test_8b_between_another_8b_and_an_empty_space_has_nothing_to_copy():
    """§8 8b: adjacent = the directly neighbouring location; an empty space is no location."""
    g = fresh(sides=SIDE_B)
    prep(g, money=0, hand=["jersey"])
    put_building(g, "P_A2", 0, 8)
    put_building(g, "P_A1", 1, 8)  # P_A3 stays empty
    at_location(g, "P_A2", 0)
    assert legal(g) == {"done"} | AUX_SINGLES


def test_9b_upgrade_a_station_behind_the_engine():
    g = fresh(sides=SIDE_B)
    pl = prep(g, money=4, hand=[])
    set_engine(g, 0, "12")
    g.s.masters = [None] * 5  # no station master to appoint
    put_building(g, "P_A1", 0, 9)
    at_location(g, "P_A1", 0)
    play(g, "action upgrade_behind")
    assert legal(g) == {"station 1", "station 2", "station 3"}  # turnouts 4.5, 7.5, 10.5; not 13.5
    play(g, "station 2", "disc aux_engine")
    assert pl.money == 2 and pl.stations == [False, True] + [False] * 8
    assert pl.discs[DISC_INDEX["aux_engine"]] == 1
    assert legal(g) == {"done"}


def test_9b_not_offered_without_money_or_station_behind():
    g = fresh(sides=SIDE_B)
    prep(g, money=1, hand=[])
    set_engine(g, 0, "12")
    put_building(g, "P_A1", 0, 9)
    at_location(g, "P_A1", 0)
    assert legal(g) == {"done"} | AUX_SINGLES


def test_10b_four_dollars_engine_up_to_4_move_4():
    g = fresh(sides=SIDE_B)
    pl = prep(g, money=0, hand=[])
    put_building(g, "P_A1", 0, 10)
    at_location(g, "P_A1", 0)
    assert legal(g) == {"action money4", "action engine4", "action move4", "done"} | AUX_SINGLES
    play(g, "action money4", "action engine4")
    assert pl.money == 4
    assert legal(g) == {"engine 1", "engine 2", "engine 3", "engine 4", "skip"}
    play(g, "engine 4", "action move4")
    assert pl.engine == pos("4")
    assert "move N_B N_C N_D N_E" in legal(g) and "move N_B N_C N_D N_E N_F" not in legal(g)


# =============================================================================================
# Another player's building; hands; building moves into Kansas City
# =============================================================================================
def test_opponent_building_gives_only_a_single_aux_action():
    """§12.1: on another player's building only one single auxiliary action."""
    g = fresh()
    prep(g, 1, money=0, hand=["holstein"])
    clear_disc(g, 1, "aux_money")
    put_building(g, "P_A1", 0, 6)
    at_location(g, "P_A1", 1)
    assert legal(g) == {"aux aux_money 1", "aux aux_cards 1", "done"}
    play(g, "aux aux_money 1")
    assert g.s.players[1].money == 1 and legal(g) == {"done"}


def test_passing_an_opponent_building_pays_its_hands_to_the_owner():
    """§2.5: 7a shows green + black hands: $2 + $2 at two players, to the owner."""
    g = fresh()
    prep(g, 1, money=5, hand=[])
    g.s.players[0].money = 0
    put_building(g, "P_A1", 0, 7)
    at_turn_start(g, 1, "N_A")
    play(g, "move P_A1 N_B")
    assert g.s.players[1].money == 1 and g.s.players[0].money == 4


def test_own_building_charges_no_fee():
    g = fresh()
    prep(g, 0, money=5, hand=[])
    put_building(g, "P_A1", 0, 7)
    at_turn_start(g, 0, "N_A")
    play(g, "move P_A1 N_B")
    assert g.s.players[0].money == 5


def test_building_move_may_enter_kansas_city():
    """§8, §12.4: a building's move may end in Kansas City, whose subphases then run."""
    g = fresh()
    prep(g, money=0, hand=["jersey"])
    put_building(g, "P_G1", 0, 3)
    at_location(g, "P_G1", 0)
    play(g, "action move1")
    assert legal(g) == {"move KC"}
    play(g, "move KC")
    assert g.s.players[0].cattleman == board.KC_SPACE
    assert g.decision.kind in ("kc_foresight", "kc_income", "city")


# =============================================================================================
# Risk actions (§2.4)
# =============================================================================================
def test_jersey_risk_action_for_the_owner_on_each_jersey_risk_space():
    for space in ("P_FLR1", "P_FLR2", "P_INR2", "P_RFR2"):
        g = fresh()
        pl = prep(g, money=0, hand=["jersey", "guernsey"], cert=0)
        g.s.market_stack = []  # 2a's buy action has nothing to offer
        put_building(g, space, 0, 2)  # 2a
        at_location(g, space, 0)
        assert legal(g) == {"action guernsey4", "action risk_jersey", "done"} | AUX_SINGLES, space
        play(g, "action risk_jersey")
        assert pl.cert == 1 and pl.money == 2 and names(pl.hand) == ["guernsey"], space
        assert names(pl.discard) == ["jersey"]
        assert "action risk_jersey" not in legal(g)


def test_any_card_risk_action_for_the_owner_on_each_any_risk_space():
    for space in ("P_DRR1", "P_INR1", "P_RFR1"):
        g = fresh()
        pl = prep(g, money=0, hand=["holstein", "dutch_belt", OBJ], cert=2)
        put_building(g, space, 0, 1)  # 1a (not in woods on these spaces: no woods action)
        at_location(g, space, 0)
        assert legal(g) == {"action risk_any", f"objective {OBJ}", "done"} | AUX_SINGLES, space
        play(g, "action risk_any")
        assert legal(g) == {"discard holstein", "discard dutch_belt"}  # a cattle card, not an objective
        play(g, "discard holstein")
        assert pl.cert == 3 and pl.money == 0 and names(pl.discard) == ["holstein"], space


def test_no_risk_action_on_a_non_risk_space():
    g = fresh()
    prep(g, money=0, hand=["jersey", "guernsey"])
    g.s.market_stack = []
    put_building(g, "P_A1", 0, 2)
    at_location(g, "P_A1", 0)
    assert legal(g) == {"action guernsey4", "done"} | AUX_SINGLES


def test_risk_action_needs_its_card():
    g = fresh()
    prep(g, money=0, hand=["guernsey"])
    put_building(g, "P_FLR1", 0, 2)
    at_location(g, "P_FLR1", 0)
    assert "action risk_jersey" not in legal(g)


def test_visitor_on_a_risk_space_building_gets_no_risk_action():
    g = fresh()
    prep(g, 1, money=0, hand=["jersey", "guernsey"])
    put_building(g, "P_FLR1", 0, 2)
    at_location(g, "P_FLR1", 1)
    assert legal(g) == {"done"} | AUX_SINGLES


def test_empty_risk_space_is_no_location():
    """§2.4: an empty risk space does nothing: it is not even a stopping place (§2.1)."""
    g = fresh()
    prep(g, money=0, hand=["jersey"])
    put_tile(g, "HZ_FL4", "flood_2g")
    at_turn_start(g, 0, "N_A")
    moves = legal(g)
    assert "move HZ_FL4" in moves and "move HZ_FL4 N_B" in moves
    assert not any("P_FLR" in m for m in moves)


# Hands on each tile (§8 table): (green, black). Three players: green $2, black $1 (§1.3).
HANDS = {
    "a": {1: (1, 0), 4: (0, 1), 7: (1, 1), 8: (1, 0), 10: (0, 1)},
    "b": {1: (1, 0), 4: (0, 1), 7: (1, 1), 10: (0, 1)},
}


def test_passing_each_private_building_pays_its_hands_to_the_owner():
    """§2.5: fees per hand go to the building's owner; buildings without hands are free to pass."""
    for side in "ab":
        for n in range(1, 11):
            g = fresh(players=3, sides=side * 10)
            prep(g, 1, money=10, hand=[])
            g.s.players[0].money = 0
            put_building(g, "P_A2", 0, n)
            at_turn_start(g, 1, "N_A")
            play(g, "move P_A2 N_B")
            green, black = HANDS[side].get(n, (0, 0))
            fee = 2 * green + 1 * black
            assert g.s.players[0].money == fee, (n, side)
            assert g.s.players[1].money == 10 - fee, (n, side)
