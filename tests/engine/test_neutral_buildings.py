"""Neutral buildings A-G (docs/RULES.md §7), phase B at a neutral building
(§12.1: any subset of the local actions, each once, or one single auxiliary action instead).

Every test builds the exact position with the fixtures and checks exact money, cards, tiles, workers,
engine positions and the legal move set.
"""
from __future__ import annotations

from gwt_desktop.engine.components import CARD_INDEX, CARD_NAMES, TILE_INDEX
from tests.engine.building_support import clear_disc, names, prep, set_job_market
from tests.engine.fixtures import at_location, fresh, legal, play, put_tile, set_engine, sp

AUX_SINGLES = {"aux aux_money 1", "aux aux_cards 1"}


# ---------------------------------------------------------------------------------------------
# A: discard a Guernsey for $2 · hire a worker · hire another worker for $2 more
# ---------------------------------------------------------------------------------------------
def test_A_offers_exactly_its_three_actions_and_the_single_aux():
    """§7 A / §12.1: the local actions are offered with their requirement met, plus one single aux."""
    g = fresh()
    prep(g, money=20, hand=["guernsey", "jersey"])
    set_job_market(g, ["cowboy", "craftsman"], ["engineer"])
    at_location(g, "N_A", 0)
    assert legal(g) == {"action guernsey2", "action hire", "action hire_plus2", "done"} | AUX_SINGLES


def test_A_guernsey_for_2_dollars_once_per_visit():
    """§7 A: discard 1 Guernsey -> $2; each action once per visit even with a second Guernsey."""
    g = fresh()
    pl = prep(g, money=3, hand=["guernsey", "guernsey", "jersey"])
    set_job_market(g, ["cowboy"], [])
    at_location(g, "N_A", 0)
    play(g, "action guernsey2")
    assert pl.money == 5
    assert names(pl.hand) == ["guernsey", "jersey"]
    assert names(pl.discard) == ["guernsey"]
    assert "action guernsey2" not in legal(g)
    # a local action was taken: no auxiliary action any more
    assert legal(g) & AUX_SINGLES == set()
    assert "action hire" not in legal(g)  # $3 < $6 for row 1


def test_A_no_guernsey_no_guernsey_action():
    """§12.1: an action whose requirement is unmet is not offered."""
    g = fresh()
    prep(g, money=0, hand=["jersey", "dutch_belt", "black_angus"])
    set_job_market(g, ["cowboy"], [])
    at_location(g, "N_A", 0)
    assert legal(g) == {"done"} | AUX_SINGLES


def test_A_hire_at_row_price_then_second_hire_at_row_price_plus_2():
    """§7 A: the two hires are separate choices and both may be taken."""
    g = fresh()
    pl = prep(g, money=20, hand=["jersey"])
    set_job_market(g, ["cowboy", "craftsman"], ["engineer"])  # token in row 2: engineer not hireable
    at_location(g, "N_A", 0)
    play(g, "action hire")
    assert legal(g) == {"hire 1 cowboy", "hire 1 craftsman"}
    play(g, "hire 1 cowboy")
    assert pl.money == 14 and pl.workers == [2, 1, 1]
    assert "action hire" not in legal(g)
    assert "action hire_plus2" in legal(g)
    play(g, "action hire_plus2")
    assert legal(g) == {"hire 1 craftsman"}
    play(g, "hire 1 craftsman")
    assert pl.money == 6  # 14 - (6 + 2)
    assert pl.workers == [2, 2, 1]
    assert g.s.job_market[0] == [] and g.s.job_market[1] == [TILE_INDEX["engineer"]]
    assert legal(g) == {"done"}


def test_A_hire_plus_2_may_come_first():
    """§7 A: either hire can come first; the +$2 one costs row price + 2."""
    g = fresh()
    pl = prep(g, money=14, hand=[])
    set_job_market(g, ["engineer", "cowboy"], [])
    at_location(g, "N_A", 0)
    play(g, "action hire_plus2", "hire 1 cowboy")
    assert pl.money == 6 and pl.workers == [2, 1, 1]
    assert "action hire_plus2" not in legal(g)
    play(g, "action hire", "hire 1 engineer")
    assert pl.money == 0 and pl.workers == [2, 1, 2]


def test_A_hire_plus_2_not_offered_when_only_row_price_affordable():
    g = fresh()
    prep(g, money=7, hand=[])
    set_job_market(g, ["cowboy"], [])
    at_location(g, "N_A", 0)
    assert legal(g) == {"action hire", "done"} | AUX_SINGLES


# ---------------------------------------------------------------------------------------------
# B: discard a Dutch Belt for $2 · place a private building ($2 per craftsman)
# ---------------------------------------------------------------------------------------------
def test_B_dutch_belt_for_2_and_build_at_2_per_craftsman():
    """§7 B: both actions in one visit; 1a (1 craftsman) costs $2 here."""
    g = fresh()
    pl = prep(g, money=1, hand=["dutch_belt", "jersey"])
    at_location(g, "N_B", 0)
    assert legal(g) == {"action dutch2", "done"} | AUX_SINGLES  # $1 buys no building
    play(g, "action dutch2")
    assert pl.money == 3 and names(pl.hand) == ["jersey"] and names(pl.discard) == ["dutch_belt"]
    assert legal(g) == {"action build", "done"}
    play(g, "action build", "build 2a P_B1")
    assert pl.money == 1
    assert g.s.trail[sp("P_B1")] == 200 + 2  # player 0's building 2
    assert 2 not in pl.supply
    assert legal(g) == {"done"}


# ---------------------------------------------------------------------------------------------
# C: certificate +1 OR an objective card · engine up to engineers
# ---------------------------------------------------------------------------------------------
def test_C_certificate_removes_the_objective_choice():
    """§7 C: "X / Y" in one box = choose one."""
    g = fresh()
    pl = prep(g, money=0, hand=[], workers=[1, 1, 2])
    at_location(g, "N_C", 0)
    assert legal(g) == {"action cert1", "action objective", "action engine_engineers", "done"} | AUX_SINGLES
    play(g, "action cert1")
    assert pl.cert == 1
    assert legal(g) == {"action engine_engineers", "done"}


def test_C_objective_card_from_display_removes_certificate_choice():
    """§7 C + §9.2 "Gaining": a display card onto the discard pile, display refilled."""
    g = fresh()
    pl = prep(g, money=0, hand=[], workers=[1, 1, 1])
    display = list(g.s.obj_display)
    stack_top = g.s.obj_stack[-1]
    at_location(g, "N_C", 0)
    play(g, "action objective")
    assert legal(g) == {f"objcard {CARD_NAMES[c]}" for c in display} | {"objstack"}
    play(g, f"objcard {CARD_NAMES[display[1]]}")
    assert pl.discard == [display[1]]
    assert sorted(g.s.obj_display) == sorted(display[:1] + display[2:] + [stack_top])
    assert pl.cert == 0
    assert legal(g) == {"action engine_engineers", "done"}


def test_C_objective_card_from_stack_top():
    g = fresh()
    pl = prep(g, money=0, hand=[])
    display = list(g.s.obj_display)
    top = g.s.obj_stack[-1]
    n = len(g.s.obj_stack)
    at_location(g, "N_C", 0)
    play(g, "action objective", "objstack")
    assert pl.discard == [top] and g.s.obj_display == display and len(g.s.obj_stack) == n - 1


def test_C_engine_up_to_engineers():
    """§7 C: engine forward up to as many spaces as engineers (2 engineers from space 3: 4, turnout 4.5, 5)."""
    g = fresh()
    pl = prep(g, money=0, hand=[], workers=[1, 1, 2])
    set_engine(g, 0, "3")
    at_location(g, "N_C", 0)
    play(g, "action engine_engineers")
    assert legal(g) == {"engine 4", "engine 4.5", "engine 5", "skip"}
    play(g, "engine 5")
    assert pl.engine == 10  # position code of space 5
    assert legal(g) == {"action cert1", "action objective", "done"}


# ---------------------------------------------------------------------------------------------
# D: trade with the Indians OR pay $2 for engine up to 2 · single or double auxiliary action
# ---------------------------------------------------------------------------------------------
def test_D_teepee_trade_removes_engine_choice():
    g = fresh()
    pl = prep(g, money=1, hand=[])
    put_tile(g, "TP+4", "green_teepee")
    put_tile(g, "TP-2", "blue_teepee")
    put_tile(g, "TP-3", "blue_teepee")
    at_location(g, "N_D", 0)
    assert legal(g) == {"action teepee", "action aux_any", "done"} | AUX_SINGLES  # $1 < $2: no engine
    play(g, "action teepee")
    assert legal(g) == {"teepee TP+4"}  # $1 cannot pay the -2 / -3 teepees in full
    play(g, "teepee TP+4")
    assert pl.money == 5 and pl.teepees == [TILE_INDEX["green_teepee"]]
    assert g.s.trail[sp("TP+4")] == -1
    assert legal(g) == {"action aux_any", "done"}


def test_D_pay_2_engine_up_to_2_removes_teepee_choice():
    g = fresh()
    pl = prep(g, money=5, hand=[])
    put_tile(g, "TP+1", "green_teepee")
    at_location(g, "N_D", 0)
    play(g, "action engine2_pay2")
    assert pl.money == 3
    assert legal(g) == {"engine 1", "engine 2", "skip"}
    play(g, "engine 2")
    assert pl.engine == 4
    assert legal(g) == {"action aux_any", "done"}


def test_D_single_or_double_aux_action():
    """§7 D: the building's aux icon allows the double; instead of local actions only the single."""
    g = fresh()
    pl = prep(g, money=0, hand=[])
    clear_disc(g, 0, "aux_money")
    at_location(g, "N_D", 0)
    assert "aux aux_money 2" not in legal(g)  # the aux action instead of local ones is single
    assert "aux aux_money 1" in legal(g)
    play(g, "action aux_any")
    assert legal(g) == {"aux aux_money 1", "aux aux_money 2", "aux aux_cards 1"}
    play(g, "aux aux_money 2")
    assert pl.money == 2
    assert legal(g) == {"action engine2_pay2", "done"}  # the $2 just gained pays for the engine


# ---------------------------------------------------------------------------------------------
# E: discard a Black Angus for $2 · buy cattle
# ---------------------------------------------------------------------------------------------
def test_E_black_angus_and_buy_cattle():
    g = fresh()
    pl = prep(g, money=5, hand=["black_angus", "jersey"])
    g.s.market = [CARD_INDEX[n] for n in ("holstein", "ayrshire", "west_highland_3")]
    g.s.market_stack = []
    at_location(g, "N_E", 0)
    assert legal(g) == {"action angus2", "done"} | AUX_SINGLES  # $5 buys nothing with 1 cowboy
    play(g, "action angus2")
    assert pl.money == 7 and names(pl.hand) == ["jersey"] and names(pl.discard) == ["black_angus"]
    play(g, "action buy")
    assert legal(g) == {"buy 1c_bv3 holstein", "buy 1c_bv3 ayrshire", "done"}
    play(g, "buy 1c_bv3 ayrshire")
    assert pl.money == 1
    assert names(pl.discard) == ["black_angus", "ayrshire"]
    assert names(g.s.market) == ["holstein", "west_highland_3"]
    assert legal(g) == {"done"}  # back at E, both boxes used


# ---------------------------------------------------------------------------------------------
# F: discard two cattle of the same breed for $4 · remove a hazard for $7
# ---------------------------------------------------------------------------------------------
def test_F_pair_of_one_breed_two_west_highland_variants():
    """§7 F: two cards of one breed; West Highland 3 VP and 4 VP are the same breed."""
    g = fresh()
    pl = prep(g, money=0, hand=["west_highland_3", "west_highland_4", "jersey", "guernsey"])
    at_location(g, "N_F", 0)
    play(g, "action pair4")
    assert legal(g) == {"pair west_highland_3 west_highland_4"}
    play(g, "pair west_highland_3 west_highland_4")
    assert pl.money == 4
    assert names(pl.hand) == ["jersey", "guernsey"]
    assert sorted(names(pl.discard)) == ["west_highland_3", "west_highland_4"]
    assert "action pair4" not in legal(g)


def test_F_pair_not_offered_without_two_of_one_breed():
    g = fresh()
    prep(g, money=6, hand=["jersey", "dutch_belt", "black_angus", "guernsey", "holstein", "brown_swiss"])
    put_tile(g, "HZ_FL1", "flood_4g")
    at_location(g, "N_F", 0)
    assert legal(g) == {"done"} | AUX_SINGLES  # no pair, and $6 < $7 for the hazard


def test_F_hazard_for_7_dollars():
    g = fresh()
    pl = prep(g, money=7, hand=["jersey", "jersey"])
    put_tile(g, "HZ_FL1", "flood_4g")
    put_tile(g, "HZ_RF2", "rockfall_2b")
    at_location(g, "N_F", 0)
    assert legal(g) == {"action pair4", "action hazard7", "done"} | AUX_SINGLES
    play(g, "action hazard7")
    assert legal(g) == {"hazard HZ_FL1", "hazard HZ_RF2"}
    play(g, "hazard HZ_RF2")
    assert pl.money == 0 and pl.hazards == [TILE_INDEX["rockfall_2b"]]
    assert g.s.trail[sp("HZ_RF2")] == -1 and g.s.trail[sp("HZ_FL1")] == TILE_INDEX["flood_4g"]
    play(g, "action pair4", "pair jersey jersey")
    assert pl.money == 4 and pl.hand == []
    assert legal(g) == {"done"}


def test_F_no_hazard_on_trail_no_hazard_action():
    g = fresh()
    prep(g, money=30, hand=[])
    at_location(g, "N_F", 0)
    assert legal(g) == {"done"} | AUX_SINGLES


# ---------------------------------------------------------------------------------------------
# G: engine up to engineers · single or double auxiliary action
# ---------------------------------------------------------------------------------------------
def test_G_engine_up_to_engineers_and_double_aux():
    g = fresh()
    pl = prep(g, money=3, hand=[], workers=[1, 1, 3])
    clear_disc(g, 0, "aux_engine", 2)
    at_location(g, "N_G", 0)
    assert legal(g) == {"action engine_engineers", "action aux_any", "done", "aux aux_engine 1"} | AUX_SINGLES
    play(g, "action engine_engineers")
    assert legal(g) == {"engine 1", "engine 2", "engine 3", "skip"}
    play(g, "engine 3")
    assert pl.engine == 6
    play(g, "action aux_any")
    assert legal(g) == {"aux aux_money 1", "aux aux_cards 1", "aux aux_engine 1", "aux aux_engine 2"}
    play(g, "aux aux_engine 2")
    assert pl.money == 1
    assert legal(g) == {"engine 4", "engine 4.5", "engine 5", "skip"}
    play(g, "engine 5")
    assert pl.engine == 10
    assert legal(g) == {"done"}


def test_single_aux_instead_of_local_actions_blocks_them():
    """§12.1: one single auxiliary action only if no local action is taken (and then none)."""
    g = fresh()
    pl = prep(g, money=0, hand=["guernsey"], draw=["jersey", "jersey"])
    set_job_market(g, ["cowboy"], [])
    at_location(g, "N_A", 0)
    play(g, "aux aux_money 1")
    assert pl.money == 1
    assert legal(g) == {"done"}
