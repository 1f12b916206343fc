"""docs/RULES.md §14 #16 (a visit belongs to the building you arrived at) and §14 #17 (an objective card
gained as a reward may be declined), each from an exact position."""
from __future__ import annotations

from gwt_desktop.engine.components import CARD_INDEX, CARD_NAMES
from gwt_desktop.engine.scoring import player_sheet
from tests.engine.building_support import prep, set_job_market
from tests.engine.fixtures import at_location, card, fresh, legal, play, put_building, sp, with_frame

AUX_SINGLES = {"aux aux_money 1", "aux aux_cards 1"}
TOPEKA, WICHITA = 1, 2


# ---------------------------------------------------------------------------------------------
# §14 #16
# ---------------------------------------------------------------------------------------------
def test_8b_replaced_through_a_copied_build_keeps_the_visit_on_8b_risk_action_not_twice():
    """8b on a Jersey risk space: risk action, then copy neutral B and build 10b over the 8b itself.
    Back on the visit: the risk action is not offered again and 10b's actions wait for a later visit
    (with boxes tracked by position, 10b's move4 and the risk action came back)."""
    g = fresh(sides="b" * 10)
    pl = prep(g, money=4, hand=["jersey", "jersey", "guernsey"], workers=[1, 2, 1])
    put_building(g, "P_FLR2", 0, 8)  # N_B is its neighbour; P_FLR1 stays empty
    at_location(g, "P_FLR2", 0)
    assert legal(g) == {"action copy_adjacent", "action risk_jersey", "done"} | AUX_SINGLES
    play(g, "action risk_jersey")
    assert pl.cert == 1 and pl.money == 6
    play(g, "action copy_adjacent")
    assert legal(g) == {"copy N_B"}
    play(g, "copy N_B", "action build")
    assert "build 10b P_FLR2" in legal(g)
    play(g, "build 10b P_FLR2")
    assert g.s.trail[sp("P_FLR2")] == 200 + 10 and pl.money == 2 and pl.boxed_buildings == [8]
    assert legal(g) == {"done"}  # still in the copied visit to B: its dutch2 needs a Dutch Belt
    play(g, "done")
    assert g.s.stack[-1][:2] == ("loc", sp("P_FLR2"))
    assert legal(g) == {"done"}  # not risk_jersey again, not money4 / engine4 / move4
    play(g, "done")
    assert pl.cert == 1
    # A later visit belongs to the 10b, with its own risk action.
    pl.hand = [CARD_INDEX["jersey"]]
    at_location(g, "P_FLR2", 0)
    assert legal(g) == {"action money4", "action engine4", "action move4", "action risk_jersey", "done"} | AUX_SINGLES


def test_fourth_craftsman_replacing_the_visited_building_keeps_its_remaining_actions_only():
    """5a on a Jersey risk space: hire the 4th craftsman with 5a's hire, build 9a over the 5a at $1 per
    craftsman. The visit goes on as 5a's: its engine action once more, no 9a action, no risk action."""
    g = fresh()
    pl = prep(g, money=9, hand=["jersey"], workers=[1, 3, 1])
    set_job_market(g, ["craftsman", "craftsman"], [])
    put_building(g, "P_FLR1", 0, 5)
    at_location(g, "P_FLR1", 0)
    assert legal(g) == {"action hire_minus1", "action engine_engineers", "action risk_jersey", "done"} | AUX_SINGLES
    play(g, "action hire_minus1", "hire 1 craftsman")
    assert pl.workers == [1, 4, 1] and pl.money == 4
    assert "build 9a P_FLR1" in legal(g)
    play(g, "build 9a P_FLR1")
    assert g.s.trail[sp("P_FLR1")] == 200 + 9 and pl.money == 0
    assert legal(g) == {"action engine_engineers", "done"}
    play(g, "action engine_engineers", "engine 1")
    assert pl.engine == 2
    assert legal(g) == {"done"}  # no action twice, and 9a's extra_delivery still waits
    play(g, "done")
    assert pl.hand == [CARD_INDEX["jersey"]] and pl.cert == 0


def test_replacing_another_building_during_a_visit_changes_nothing_of_the_visit():
    g = fresh()
    pl = prep(g, money=9, hand=["jersey"], workers=[1, 3, 1])
    set_job_market(g, ["craftsman", "craftsman"], [])
    put_building(g, "P_FLR1", 0, 5)
    put_building(g, "P_A1", 0, 4)
    at_location(g, "P_FLR1", 0)
    play(g, "action hire_minus1", "hire 1 craftsman", "build 6a P_A1")
    assert pl.money == 2
    assert legal(g) == {"action engine_engineers", "action risk_jersey", "done"}


# ---------------------------------------------------------------------------------------------
# §14 #17
# ---------------------------------------------------------------------------------------------
def test_city_arrow_objective_card_may_be_declined_and_the_minus_3_still_counts():
    g = fresh(2)
    s = g.s
    pl = s.players[0]
    pl.cities[TOPEKA] = 1
    display, stack, discard = list(s.obj_display), list(s.obj_stack), list(pl.discard)
    with_frame(g, ("disc", "city", WICHITA, 0), player=0)
    play(g, "disc aux_money")
    assert g.decision.kind == "gain_obj"
    assert legal(g) == {f"objcard {CARD_NAMES[c]}" for c in display} | {"objstack", "skip"}
    play(g, "skip")
    assert s.obj_display == display and s.obj_stack == stack and pl.discard == discard
    cities = next(c for c in player_sheet(g, 0)["categories"] if c["key"] == "cities")
    assert {"kind": "arrow", "points": -3, "city": TOPEKA, "next": WICHITA} in cities["items"]


def test_6b_objective_card_may_be_declined_the_3_dollars_are_kept():
    g = fresh(sides="b" * 10)
    pl = prep(g, money=0, hand=["jersey", "guernsey"])
    display = list(g.s.obj_display)
    put_building(g, "P_A1", 0, 6)
    at_location(g, "P_A1", 0)
    play(g, "action any3_objective", "discard guernsey")
    assert legal(g) == {f"objcard {CARD_NAMES[c]}" for c in display} | {"skip"}
    play(g, "skip")
    assert pl.money == 3 and pl.hand == [card("jersey")] and g.s.obj_display == display


def test_objective_action_of_building_c_is_no_reward_and_cannot_be_skipped():
    g = fresh(2)
    at_location(g, "N_C", 0)
    play(g, "action objective")
    assert "skip" not in legal(g)
