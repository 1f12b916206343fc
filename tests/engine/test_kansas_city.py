"""Kansas City (docs/RULES.md §3.1-§3.5): foresight, income, delivery, crests and arrows, transport costs,
the return to the start space and phase C's whole new hand. Every position is built exactly."""
from __future__ import annotations

import pytest

from gwt_desktop.engine import Move, board

from .fixtures import (
    at_kansas_city,
    card,
    clear_trail_tiles,
    fresh,
    legal,
    play,
    put_tile,
    set_draw,
    set_engine,
    set_hand,
    sp,
    tile,
    with_frame,
)

KC_CITY, TOPEKA, WICHITA, COLO, SANTA_FE, ALBUQUERQUE, EL_PASO, SAN_DIEGO, SACRAMENTO, SF = range(10)
WHITE_DISCS = {"disc aux_money", "disc aux_cards", "disc aux_cert", "disc aux_engine", "disc aux_thin", "disc cert4"}
DARK_DISCS = {"disc cert6", "disc step1", "disc step2", "disc hand"}


def kc(g, player=0, foresight=(("green_teepee", "flood_4g"), ("cowboy", "craftsman"), ("engineer", "blue_teepee")),
       hand=("jersey",), money=0, cert=0):
    """Player `player` has just entered Kansas City, with an exact foresight display, hand, purse and marker."""
    return at_kansas_city(g, player, foresight, hand, money, cert)


def through_foresight(g):
    """Take tile 0 of every column that still asks (no column is skipped in the default display)."""
    while g.decision.kind == "kc_foresight":
        play(g, min(legal(g)))


# ---------------------------------------------------------------------------------------------
# §3.1 the five subphases in order
# ---------------------------------------------------------------------------------------------
def test_subphases_run_in_order_foresight_1_2_3_income_delivery():
    """§3.1: foresight 1, 2, 3, then income, then delivery (city, disc), then back to the start."""
    g = fresh(2)
    clear_trail_tiles(g)
    kc(g, cert=1, hand=("jersey", "guernsey"))
    seen = []
    for expected_col in (0, 1, 2):
        assert (g.decision.kind, g.decision.column) == ("kc_foresight", expected_col)
        assert legal(g) == {"foresight 0", "foresight 1"}
        seen.append(expected_col)
        play(g, "foresight 0")
    assert g.decision.kind == "kc_income"
    assert legal(g) == {"certs 0", "certs 1"}
    play(g, "certs 1")  # keep the certificate: income 1 + 2 = 3
    assert g.s.players[0].money == 3
    assert g.decision.kind == "city"
    assert legal(g) == {"city 0", "city 1"}  # value 3: Kansas City (0) and Topeka (1); Wichita is 4
    play(g, "city 1")
    assert g.decision.kind == "disc"
    play(g, "disc aux_money")
    assert g.s.players[0].cities[TOPEKA] == 1
    assert g.s.players[0].cattleman == sp("START")
    assert g.s.current == 1  # phase C done, the turn passed


# ---------------------------------------------------------------------------------------------
# §3.3 where a foresight tile goes
# ---------------------------------------------------------------------------------------------
def test_foresight_teepee_goes_to_lowest_free_teepee_space_by_money_value():
    """§3.3: a teepee goes to the empty Indian trade space with the lowest money value (-3 first)."""
    g = fresh(2)
    clear_trail_tiles(g)
    put_tile(g, "TP-3", "blue_teepee")
    put_tile(g, "TP-1", "blue_teepee")
    kc(g)
    play(g, "foresight 0")  # the green teepee
    assert g.s.trail[sp("TP-2")] == tile("green_teepee")
    assert g.s.trail[sp("TP+1")] == -1
    assert g.s.foresight[0] == [-1, tile("flood_4g")]


def test_foresight_teepee_with_every_space_full_leaves_the_game():
    """§3.3: no free teepee space -> the tile goes to the box."""
    g = fresh(2)
    clear_trail_tiles(g)
    for space in board.TEEPEE_SPACES:
        g.s.trail[space] = tile("blue_teepee")
    boxed = list(g.s.boxed_tiles)
    kc(g)
    play(g, "foresight 0")
    assert all(g.s.trail[space] == tile("blue_teepee") for space in board.TEEPEE_SPACES)
    assert g.s.boxed_tiles == boxed + [tile("green_teepee")]


def test_foresight_hazard_goes_to_lowest_free_space_of_its_own_section():
    """§3.3: a flood hazard fills the lowest free flood space (1 if free, even when 2 is taken)."""
    g = fresh(2)
    clear_trail_tiles(g)
    put_tile(g, "HZ_FL2", "flood_2b")
    put_tile(g, "HZ_DR1", "drought_3g")  # another section does not matter
    kc(g)
    play(g, "foresight 1")
    assert g.s.trail[sp("HZ_FL1")] == tile("flood_4g")
    assert g.s.trail[sp("HZ_FL3")] == -1
    assert g.s.trail[sp("HZ_DR2")] == -1


def test_foresight_hazard_with_its_section_full_leaves_the_game():
    """§3.3: a full section -> the hazard is boxed even when other sections have room."""
    g = fresh(2)
    clear_trail_tiles(g)
    for s in ("HZ_FL1", "HZ_FL2", "HZ_FL3", "HZ_FL4"):
        put_tile(g, s, "flood_2g")
    boxed = list(g.s.boxed_tiles)
    kc(g)
    play(g, "foresight 1")
    assert g.s.boxed_tiles == boxed + [tile("flood_4g")]
    assert g.s.trail[sp("HZ_DR1")] == -1 and g.s.trail[sp("HZ_RF1")] == -1


def test_foresight_worker_goes_into_the_token_row_of_the_job_market():
    """§3.3/§5: a worker joins the token's row, left to right; filling it moves the token down."""
    g = fresh(2)
    clear_trail_tiles(g)
    g.s.token_row = 4
    g.s.job_market[4] = []
    kc(g)
    play(g, "foresight 0")
    play(g, "foresight 1")  # column 2: the craftsman
    assert g.s.job_market[4] == [tile("craftsman")]
    assert g.s.token_row == 4
    play(g, "foresight 0")  # column 3: the engineer fills the 2-player row
    assert g.s.job_market[4] == [tile("craftsman"), tile("engineer")]
    assert g.s.token_row == 5
    assert g.s.end_trigger == -1


def test_foresight_column_with_one_tile_asks_for_it():
    """§3.1: with one tile left in a column the player must take it: the step still asks, offering
    that tile alone, and the engine never takes it for the player."""
    g = fresh(2)
    clear_trail_tiles(g)
    kc(g, foresight=((None, "green_teepee"), ("cowboy", "craftsman"), ("engineer", "blue_teepee")))
    assert g.decision.kind == "kc_foresight" and g.decision.column == 0
    assert legal(g) == {"foresight 1"}
    assert g.s.trail[sp("TP-3")] != tile("green_teepee")
    events = g.apply("foresight 1")
    assert not any(e.kind == "forced" for e in events)
    assert g.decision.kind == "kc_foresight" and g.decision.column == 1
    assert g.s.trail[sp("TP-3")] == tile("green_teepee")
    assert g.s.foresight[0] == [-1, -1]


def test_foresight_empty_column_is_skipped():
    """§3.1: a column with no tile (stack exhausted) is skipped."""
    g = fresh(2)
    clear_trail_tiles(g)
    kc(g, foresight=(("green_teepee", "flood_4g"), (None, None), ("engineer", "blue_teepee")))
    play(g, "foresight 0")
    assert g.decision.kind == "kc_foresight" and g.decision.column == 2
    assert legal(g) == {"foresight 0", "foresight 1"}


def test_foresight_refilled_from_the_same_numbered_stack_after_delivery():
    """§3.1 step 6: after delivery every empty foresight space is refilled from the stack with its number."""
    g = fresh(2)
    clear_trail_tiles(g)
    s = g.s
    s.kc_stacks = [[tile("drought_2b"), tile("rockfall_3g")], [tile("cowboy"), tile("engineer")],
                   [tile("craftsman"), tile("blue_teepee")]]
    kc(g, cert=1)
    play(g, "foresight 0", "foresight 1", "foresight 0")
    play(g, "certs 1")
    # during the delivery the taken spaces are still empty
    assert s.foresight == [[-1, tile("flood_4g")], [tile("cowboy"), -1], [-1, tile("blue_teepee")]]
    play(g, "city 0", "disc aux_money")
    assert s.foresight == [[tile("rockfall_3g"), tile("flood_4g")], [tile("cowboy"), tile("engineer")],
                           [tile("blue_teepee"), tile("blue_teepee")]]
    assert s.kc_stacks == [[tile("drought_2b")], [tile("cowboy")], [tile("craftsman")]]


# ---------------------------------------------------------------------------------------------
# §3.1 step 4: income
# ---------------------------------------------------------------------------------------------
def test_income_counts_each_breed_once_ignores_objectives_adds_certificates():
    """§3.1: distinct breeds once (2 Jersey = 1, Dutch Belt 2, 2 Holstein = 3), objective 0, + permanent
    certificates + the temporary ones spent; the whole hand is discarded."""
    g = fresh(2)
    clear_trail_tiles(g)
    g.s.players[0].perm_certs = 1
    hand = ("jersey", "jersey", "dutch_belt", "holstein", "holstein", "objective05")
    kc(g, hand=hand, money=5, cert=2)
    through_foresight(g)
    assert legal(g) == {"certs 0", "certs 1", "certs 2"}
    play(g, "certs 0")  # spend both: 6 + 1 + 2 = 9
    pl = g.s.players[0]
    assert pl.money == 14
    assert pl.cert == 0
    assert pl.hand == []
    assert sorted(pl.discard[-6:]) == sorted(card(c) for c in hand)
    # the delivery value is 9: Santa Fe (8) yes, Albuquerque (10) no
    assert legal(g) == {"city 0", "city 1", "city 2", "city 3", "city 4"}


def test_income_counts_a_breed_once_across_its_different_cards():
    """§3.1: West Highlands with 3 and 5 VP are one breed (4 once); two Texas Longhorns 5 once."""
    g = fresh(2)
    clear_trail_tiles(g)
    kc(g, hand=("west_highland_3", "west_highland_5", "texas_longhorn_6", "texas_longhorn_7"), money=0)
    through_foresight(g)
    assert g.s.players[0].money == 9
    assert legal(g) == {"city 0", "city 1", "city 2", "city 3", "city 4"}


def test_income_spending_from_six_drops_the_marker_to_four_or_lower():
    """§10.4/§14 #5: the track has no 5; from 6 the marker may go to 4 (2 spent) but never to 5."""
    g = fresh(2)
    clear_trail_tiles(g)
    kc(g, hand=("guernsey",), cert=6)
    through_foresight(g)
    assert legal(g) == {"certs 0", "certs 1", "certs 2", "certs 3", "certs 4", "certs 6"}
    play(g, "certs 4")
    assert g.s.players[0].money == 4  # Guernsey 2 + 2 spent
    assert g.s.players[0].cert == 4


# ---------------------------------------------------------------------------------------------
# §3.1 step 5 / §3.4: delivery
# ---------------------------------------------------------------------------------------------
ALL_BREEDS = ("jersey", "dutch_belt", "holstein", "west_highland_3", "texas_longhorn_5", "black_angus",
              "brown_swiss")  # 1 + 2 + 3 + 4 + 5 + 2 + 3 = 20


def delivery(g, hand=ALL_BREEDS, money=0, cert=0, player=0):
    clear_trail_tiles(g)
    kc(g, hand=hand, money=money, cert=cert, player=player)
    through_foresight(g)


def test_delivery_offers_cities_up_to_the_value_without_own_disc_kc_and_sf_repeatable():
    """§3.1/§3.4: value <= delivery value and no own disc there, except Kansas City and San Francisco."""
    g = fresh(2)
    pl = g.s.players[0]
    pl.cities[KC_CITY] = 1
    pl.cities[TOPEKA] = 1
    pl.cities[SAN_DIEGO] = 1
    pl.cities[SF] = 1
    g.s.players[1].cities[WICHITA] = 1  # another player's disc does not matter
    delivery(g)
    assert legal(g) == {"city 0", "city 2", "city 3", "city 4", "city 5", "city 6", "city 8", "city 9"}


def test_delivery_to_a_white_city_offers_only_white_discs_player_chooses():
    """§10.3: white-corner city -> only white-corner discs; the player picks which."""
    g = fresh(2)
    delivery(g)
    play(g, "city 4")  # Santa Fe, white
    assert legal(g) == WHITE_DISCS
    play(g, "disc cert4")
    pl = g.s.players[0]
    assert pl.discs[5] == 0 and pl.cert_limit() == 4
    assert pl.cities[SANTA_FE] == 1


def test_delivery_to_a_dark_city_offers_every_disc_step_disc_pays_3():
    """§10.2/§10.3: "any" city -> dark discs too; clearing the left step disc gains $3."""
    g = fresh(2)
    delivery(g, money=0)  # income 20
    set_engine(g, 0, "18")  # no transport cost
    play(g, "city 5")  # Albuquerque, any disc
    assert legal(g) == WHITE_DISCS | DARK_DISCS
    play(g, "disc step1")
    assert g.s.players[0].money == 23


def test_delivery_to_a_white_city_with_only_dark_discs_left_uses_a_dark_one():
    """§10.3: a white-corner target takes a dark disc when no white one is left."""
    g = fresh(2)
    pl = g.s.players[0]
    for i in range(6):
        pl.discs[i] = 0  # all white-corner disc spaces cleared
    delivery(g, money=0)
    set_engine(g, 0, "18")
    play(g, "city 1")
    assert legal(g) == DARK_DISCS  # income 20 >= $5 for a hand disc


def test_delivery_hand_disc_needs_5_dollars_on_top_of_transport():
    """§10.2: a hand-limit disc costs $5 at once; it is not offered if the transport cost leaves less."""
    g = fresh(2)
    pl = g.s.players[0]
    for i in range(6):
        pl.discs[i] = 0
    delivery(g, hand=("holstein", "jersey", "guernsey"), money=0)  # income 6
    set_engine(g, 0, "0")
    play(g, "city 1")  # Topeka: no transport cost -> $6 covers the hand disc
    assert "disc hand" in legal(g)
    g2 = fresh(2)
    for i in range(6):
        g2.s.players[0].discs[i] = 0
    delivery(g2, hand=("holstein", "jersey", "guernsey"), money=0)
    set_engine(g2, 0, "0")
    play(g2, "city 3")  # Colorado Springs: $3 transport (crosses after 3, 4, 5) -> only $3 left for a $5 disc
    assert legal(g2) == {"disc cert6", "disc step1", "disc step2"}


def test_delivery_to_kansas_city_pays_the_crest_6_dollars_each_time():
    """§3.4: Kansas City's crest pays +$6 immediately, also on a repeated delivery."""
    g = fresh(2)
    g.s.players[0].cities[KC_CITY] = 1
    delivery(g, hand=("jersey", "guernsey"), money=1)  # income 3
    play(g, "city 0", "disc aux_thin")
    pl = g.s.players[0]
    assert pl.money == 1 + 3 + 6
    assert pl.cities[KC_CITY] == 2
    assert pl.discs[4] == 1


def test_topeka_wichita_arrow_gives_an_objective_card_from_the_display():
    """§3.4/§14 #10: second disc of the Topeka-Wichita pair -> one display card (refilled) onto the discard pile."""
    g = fresh(2)
    s = g.s
    s.players[0].cities[TOPEKA] = 1
    s.obj_display = [card("objective05"), card("objective10"), card("objective15"), card("objective20")]
    s.obj_stack = [card("objective06"), card("objective07")]
    delivery(g, hand=("jersey", "guernsey", "holstein"), money=0)  # income 6
    set_engine(g, 0, "4")  # no transport cost to Wichita
    play(g, "city 2", "disc aux_money")
    assert g.decision.kind == "gain_obj"
    assert legal(g) == {"objcard objective05", "objcard objective10", "objcard objective15", "objcard objective20",
                        "objstack", "skip"}  # a reward may be declined (§14 #17)
    play(g, "objcard objective10")
    pl = s.players[0]
    assert pl.discard[-1] == card("objective10")
    assert s.obj_display == [card("objective05"), card("objective15"), card("objective20"), card("objective07")]
    assert s.obj_stack == [card("objective06")]
    assert pl.money == 6


def test_city_arrow_objective_may_be_the_top_of_the_stack():
    """§14 #10: the stack's top card is an alternative to the display."""
    g = fresh(2)
    s = g.s
    s.players[0].cities[SANTA_FE] = 1
    s.obj_stack = [card("objective06"), card("objective07")]
    display = list(s.obj_display)
    delivery(g, hand=("jersey", "guernsey", "holstein"), money=0)
    set_engine(g, 0, "7")
    play(g, "city 3", "disc aux_money")  # Colorado Springs next to Santa Fe
    play(g, "objstack")
    assert s.players[0].discard[-1] == card("objective07")
    assert s.obj_stack == [card("objective06")]
    assert s.obj_display == display


def test_arrow_fires_only_when_the_second_disc_arrives():
    """§3.4: one disc of the pair does nothing; Wichita-Colorado Springs has no objective card."""
    g = fresh(2)
    s = g.s
    s.players[0].cities[WICHITA] = 1  # Topeka empty; Colorado Springs reached below
    display, stack = list(s.obj_display), list(s.obj_stack)
    delivery(g, hand=("jersey", "guernsey", "holstein"), money=0)
    set_engine(g, 0, "7")
    play(g, "city 3", "disc aux_money")
    assert s.obj_display == display and s.obj_stack == stack
    assert s.current == 1  # no objective decision was opened


def test_santa_fe_fires_both_arrows_with_a_refill_between():
    """§3.4: Santa Fe between Colorado Springs and Albuquerque -> two cards; the display refills in between."""
    g = fresh(2)
    s = g.s
    s.players[0].cities[COLO] = 1
    s.players[0].cities[ALBUQUERQUE] = 1
    s.obj_display = [card("objective05"), card("objective10"), card("objective15"), card("objective20")]
    s.obj_stack = [card("objective06"), card("objective07")]
    delivery(g, hand=("jersey", "guernsey", "holstein", "brown_swiss"), money=0)  # income 9
    set_engine(g, 0, "8")
    play(g, "city 4", "disc aux_money", "objcard objective05")
    assert g.decision.kind == "gain_obj"
    assert "objcard objective07" in legal(g)  # the refilled card is already there
    play(g, "objcard objective07")
    assert s.players[0].discard[-2:] == [card("objective05"), card("objective07")]
    assert s.obj_display == [card("objective10"), card("objective15"), card("objective20"), card("objective06")]
    assert s.obj_stack == []


# ---------------------------------------------------------------------------------------------
# §3.5 transport costs
# ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("engine,city,cost", [
    ("5", ALBUQUERQUE, 3), ("5", SANTA_FE, 2), ("5", WICHITA, 0),  # the rulebook's example
    ("4", ALBUQUERQUE, 4), ("4.5", ALBUQUERQUE, 3),  # a turnout after 4 has passed the cross after 4
    ("12", ALBUQUERQUE, 0), ("10", ALBUQUERQUE, 0),  # at or past the city's space: free
    ("0", SF, 11),  # all eleven crosses
])
def test_transport_cost_is_one_dollar_per_cross_ahead_of_the_engine(engine, city, cost):
    """§3.5: $1 per cross between the engine and the city's space; at or past it, $0."""
    g = fresh(2)
    set_engine(g, 0, engine)
    delivery(g, hand=ALL_BREEDS, money=0, cert=0)  # income 20
    g.s.players[0].perm_certs = 0
    play(g, f"city {city}", "disc aux_money")
    assert g.s.players[0].money == 20 - cost


# ---------------------------------------------------------------------------------------------
# §3.1 step 6: back to the start, phase C draws a whole new hand
# ---------------------------------------------------------------------------------------------
def test_after_kansas_city_back_to_start_and_draw_a_whole_new_hand():
    """§3.1 step 6/§12.1: cattleman to the start space; phase C draws a full hand up to the limit (here 5)."""
    g = fresh(2)
    pl = g.s.players[0]
    pl.discs[9] = 1  # one hand-limit disc cleared: limit 5
    set_draw(g, 0, "guernsey", "holstein", "jersey", "ayrshire", "dutch_belt", "black_angus")
    delivery(g, hand=("jersey", "guernsey"), money=0)
    play(g, "city 0", "disc aux_money")
    assert pl.cattleman == sp("START")
    assert pl.hand == [card(c) for c in ("black_angus", "dutch_belt", "ayrshire", "jersey", "holstein")]
    assert pl.draw == [card("guernsey")]
    assert pl.discard == [card("jersey"), card("guernsey")]
    assert g.s.current == 1 and g.decision.kind == "turn"


def test_delivery_with_no_disc_left_takes_one_back_from_a_station():
    """§10.3: no disc on the board -> one comes back from a station of the player's choice (mandatory)."""
    g = fresh(2)
    pl = g.s.players[0]
    pl.discs = [0] * len(pl.discs)
    pl.stations[1] = True
    pl.stations[6] = True
    delivery(g, hand=("jersey", "guernsey"), money=0)  # income 3
    play(g, "city 1")
    assert legal(g) == {"reclaim 2", "reclaim 7"}
    play(g, "reclaim 7")
    assert pl.stations == [False, True] + [False] * 8
    assert pl.cities[TOPEKA] == 1
    assert pl.money == 3


def test_san_francisco_takes_a_second_disc():
    """§3.4: San Francisco may be delivered to again; each disc counts."""
    g = fresh(2)
    pl = g.s.players[0]
    pl.cities[SF] = 1
    pl.cities[SACRAMENTO] = 1
    set_engine(g, 0, "18")
    delivery(g, hand=ALL_BREEDS, money=0)
    play(g, "city 9", "disc step2")
    assert pl.cities[SF] == 2
    assert pl.discs[8] == 0
    assert pl.money == 20  # no crest money, no transport, no objective arrow
    assert g.s.current == 1


def test_objective_arrow_with_display_and_stack_empty_gives_nothing():
    """§3.4: if there is no objective card left, the arrow gives nothing (no decision is opened)."""
    g = fresh(2)
    s = g.s
    s.players[0].cities[TOPEKA] = 1
    s.boxed_objectives += s.obj_display + s.obj_stack  # keep every card accounted for
    s.obj_display, s.obj_stack = [], []
    delivery(g, hand=("jersey", "guernsey", "holstein"), money=0)
    set_engine(g, 0, "4")
    play(g, "city 2", "disc aux_money")
    assert s.players[0].cities[WICHITA] == 1
    assert s.current == 1


def test_objective_cards_cannot_be_played_during_kansas_city():
    """§9.2: objective cards are played before phase A or between phase-B actions, never in KC."""
    g = fresh(2)
    clear_trail_tiles(g)
    kc(g, hand=("jersey", "objective05"), cert=1)
    assert legal(g) == {"foresight 0", "foresight 1"}
    through_foresight(g)
    assert legal(g) == {"certs 0", "certs 1"}


# ---------------------------------------------------------------------------------------------
# §3.6 extraordinary delivery (building 9a) — lives in kansas_city.py too
# ---------------------------------------------------------------------------------------------
def test_extraordinary_delivery_counts_spaces_back_without_jumped_ones_and_turnouts():
    """§3.6: engine 10 -> 7 with an engine on 8: counted 2 (9 and 7), the turnout 7.5 never counts."""
    g = fresh(2)
    set_engine(g, 0, "10")
    set_engine(g, 1, "8")
    with_frame(g, ("extra_delivery",), player=0)
    assert "engine 7" in legal(g) and "engine 7.5" in legal(g) and "engine 8" not in legal(g)
    assert "engine 10" not in legal(g) and "engine 11" not in legal(g)
    play(g, "engine 7")
    assert legal(g) == {"city 0", "city 1"}  # count 2: Wichita (4) is out of reach


def test_extraordinary_delivery_to_kc_pays_6_no_income_no_transport_then_turnout_upgrade():
    """§3.6/§14 #9: KC's crest pays +$6; no income, no transport cost; a turnout reached offers its upgrade after."""
    g = fresh(2)
    pl = g.s.players[0]
    pl.money = 0
    set_hand(g, 0, "holstein")
    set_engine(g, 0, "12")
    with_frame(g, ("extra_delivery",), player=0)
    play(g, "engine 7.5")  # counted 4 (11, 10, 9, 8)
    assert legal(g) == {"city 0", "city 1", "city 2"}
    play(g, "city 0", "disc aux_money")
    assert pl.money == 6
    assert pl.cities[KC_CITY] == 1
    assert pl.hand == [card("holstein")]
    assert legal(g) == {"upgrade 2", "skip"}
    play(g, "upgrade 2")
    assert pl.money == 4


# (city, delivery value, dark discs allowed) as printed on the board (§3.4); written out here, not
# read from board.CITIES, so a wrong table in the engine fails these tests.
PRINTED_CITIES = [(0, 0, False), (1, 1, False), (2, 4, False), (3, 6, False), (4, 8, False),
                  (5, 10, True), (6, 12, True), (7, 14, False), (8, 16, True), (9, 18, True)]


@pytest.mark.parametrize(("city", "value", "dark"), PRINTED_CITIES)
def test_each_city_takes_a_delivery_of_its_value_with_its_disc_colours(city, value, dark):
    """§3.4: a city is offered exactly when the delivery value reaches its printed value, and takes
    white discs only or any disc as printed; the disc lands on it (KC pays its $6 crest)."""
    g = fresh(2)
    set_engine(g, 0, "18")  # past every cross: no transport cost
    g.s.players[0].perm_certs = value  # income = value exactly
    delivery(g, hand=())
    offered = {int(m.split()[1]) for m in legal(g)}
    assert offered == {c for c, v, _ in PRINTED_CITIES if v <= value}  # value 0: Kansas City alone, still asked
    play(g, f"city {city}")
    assert legal(g) == (WHITE_DISCS | DARK_DISCS if dark else WHITE_DISCS)
    play(g, "disc aux_money")
    pl = g.s.players[0]
    assert pl.cities[city] == 1
    assert pl.money == value + (6 if city == KC_CITY else 0)


# ---------------------------------------------------------------------------------------------
# Game.delivery_options: where the hand held now could go, told before the move into Kansas City
# ---------------------------------------------------------------------------------------------
def test_a_disc_in_every_city_the_herd_reaches_leaves_only_kansas_city():
    """Jersey + Guernsey + a permanent certificate: value 4 reaches Topeka and Wichita; the player's
    discs already there leave only Kansas City (-6 points, +$6): the city step offers it alone (§3.1 5)."""
    g = fresh(2)
    clear_trail_tiles(g)
    pl = g.s.players[0]
    set_hand(g, 0, "jersey", "guernsey")
    pl.perm_certs, pl.cert = 1, 0
    pl.cities[TOPEKA] = pl.cities[WICHITA] = 1
    d = g.delivery_options(0)
    assert (d.value, d.certificates) == (4, 0)
    assert [(o.city, o.points, o.money, o.transport, o.certificates) for o in d.options] == [(KC_CITY, -6, 6, 0, 0)]
    assert d.forced
    # The engine agrees: the city step is asked, with Kansas City its one move.
    kc(g, hand=("jersey", "guernsey"), money=0, cert=0)
    through_foresight(g)
    assert g.decision.kind == "city" and (g.decision.source, g.decision.value) == ("kc", 4)
    assert g.legal_moves() == [Move.parse("city 0")]
    assert g.delivery_options(0).forced


def test_a_herd_of_nothing_has_kansas_city_alone_offered_with_its_points_money_and_no_transport():
    """§3.1 5, §3.4, §3.5: a hand of objective cards only (value 0) with the engine far down the track:
    the city step still stops, offering Kansas City alone; taking it delivers there (-6 points in the
    event, no transport cost however far the engine is), the disc decision follows and the crest pays
    $6; the Delivery says the herd could go nowhere else."""
    g = fresh(2)
    clear_trail_tiles(g)
    set_engine(g, 0, "2")  # a transport cost to any city past the first cross, none to Kansas City (value 0)
    pl = g.s.players[0]
    pl.perm_certs = 0
    kc(g, hand=(), money=0, cert=0)
    play(g, "foresight 0", "foresight 0")
    events = g.apply("foresight 0")  # no certificate to spend: the income is taken by itself, then the city
    assert g.to_move == 0 and g.decision.kind == "city" and g.decision.value == 0
    assert [str(m) for m in g.legal_moves()] == ["city 0"]
    assert not any(e.kind == "deliver" for e in events)  # nothing delivered before it is asked
    (option,) = g.delivery_options(0).options
    assert (option.city, option.points, option.money, option.transport) == (KC_CITY, -6, 6, 0)
    events = g.apply("city 0")
    (d,) = [e for e in events if e.kind == "deliver"]
    assert (d.city, d.value, d.transport, d.extra, d.points, d.only) == (KC_CITY, 0, 0, False, -6, True)
    assert (g.decision.target, g.decision.index) == ("city", KC_CITY)
    play(g, "disc aux_money")
    assert pl.cities[KC_CITY] == 1 and pl.money == 6
    assert not any(e.kind == "transport" for e in g.events)


def test_a_city_step_with_a_choice_marks_no_delivery_as_the_only_one():
    """Value 1 reaches Topeka and Kansas City: two moves; the delivery to Topeka carries Topeka's
    points (§3.4) and is not marked as the only city."""
    g = fresh(2)
    clear_trail_tiles(g)
    set_engine(g, 0, "18")
    g.s.players[0].perm_certs = 1
    delivery(g, hand=())
    assert legal(g) == {"city 0", "city 1"}
    (d,) = [e for e in g.apply("city 1") if e.kind == "deliver"]
    assert (d.city, d.points, d.only) == (TOPEKA, board.CREST_POINTS.get(TOPEKA, 0), False)


def test_the_one_city_a_herd_can_be_left_with_is_always_kansas_city():
    """Kansas City takes any herd and any number of discs (§3.1 5), so a city step offering one city
    offers Kansas City: a herd that reaches one other city (Topeka, value 1) always has two. In random
    games every lone city step is Kansas City, asked, and delivers there marked as the only one."""
    seen = 0
    for g in random_games_at("city"):
        moves = g.legal_moves()
        assert moves[0] == Move.parse("city 0")
        if len(moves) == 1:
            (d,) = [e for e in g.clone().apply(moves[0]) if e.kind == "deliver"]
            assert d.only and d.city == KC_CITY
            seen += 1
        else:
            assert not any(e.only for e in g.clone().apply(moves[-1]) if e.kind == "deliver")
    assert seen >= 5, seen


def test_delivery_options_give_points_arrows_certificates_and_transport():
    """Value 3 from the hand, two temporary certificates on top: up to Colorado Springs (6 needs 3)
    is out of reach, Wichita (4) needs one certificate and completes the Topeka-Wichita arrow (-3 and
    an objective card); transport from the engine at 2: one cross before Wichita."""
    g = fresh(2)
    pl = g.s.players[0]
    set_engine(g, 0, "2")
    set_hand(g, 0, "jersey", "dutch_belt")
    pl.perm_certs, pl.cert = 0, 2
    pl.cities[TOPEKA] = 1
    d = g.delivery_options(0)
    assert (d.value, d.certificates) == (3, 2)
    by_city = {o.city: o for o in d.options}
    assert sorted(by_city) == [KC_CITY, WICHITA]  # Topeka holds a disc already
    w = by_city[WICHITA]
    assert (w.value, w.certificates, w.points, w.objectives, w.money) == (4, 1, -3, 1, 0)
    assert w.transport == board.transport_cost(pl.engine, 4) == 1
    assert not d.forced


def test_delivery_options_spend_two_from_six_when_one_is_not_possible():
    """§14 #5: from 6 the marker drops to 4 or lower, so a city one short costs two certificates."""
    g = fresh(2)
    pl = g.s.players[0]
    set_hand(g, 0, "jersey", "dutch_belt", "black_angus", "guernsey")  # 1 + 2 + 2 + 2 = 7
    pl.perm_certs, pl.cert = 0, 6
    by_city = {o.city: o.certificates for o in g.delivery_options(0).options}
    assert by_city[SANTA_FE] == 2 and by_city[COLO] == 0 and by_city[EL_PASO] == 5  # 6 -> 1
    assert SAN_DIEGO not in by_city


def random_games_at(prompt: str):
    """Every position where `prompt` is asked in 40 random games (2-4 players, random sides); the
    caller looks, on clones, and the game goes on with a random move."""
    import random

    from gwt_desktop.engine import new_game

    for seed in range(40):
        g = new_game(2 + seed % 3, seed=seed, building_sides="random")
        rng = random.Random(seed)
        while not g.is_over:
            if g.decision.kind == prompt:
                yield g
            g.apply(rng.choice(g.legal_moves()))


def test_delivery_options_match_the_city_step_in_random_games():
    """Whenever a hand reaches the income step, the cities delivery_options named for it are exactly
    the cities the engine then offers when every temporary certificate is spent (one alone if forced)."""
    checked = 0
    for g in random_games_at("kc_income"):
        p = g.to_move
        want = {o.city for o in g.delivery_options(p).options}
        c = g.clone()
        events = c.apply("certs 0")  # the marker to 0: every temporary certificate spent
        assert not any(e.kind == "deliver" for e in events) and c.decision.kind == "city"
        got = {int(m.args[0]) for m in c.legal_moves()}
        assert got == want and (len(want) == 1) == g.delivery_options(p).forced
        checked += 1
    assert checked >= 60, checked


def test_delivery_options_at_the_city_step_are_the_offered_cities_with_their_transport():
    """While the city is chosen (the hand already paid out), the options are the city step's own:
    each legal city, and the transport the move then charges; none for an extraordinary delivery."""
    checked = 0
    for g in random_games_at("city"):
        options = {o.city: o for o in g.delivery_options(g.to_move).options}
        assert set(options) == {int(m.args[0]) for m in g.legal_moves()}
        for m in g.legal_moves():
            c = g.clone()
            events = c.apply(m)
            # The disc, and any objective card its arrow gives, come before the transport.
            while not any(e.kind in ("transport", "cattleman", "turn") for e in events) and not c.is_over:
                events += c.apply(c.legal_moves()[0])
            delivery = next(e for e in events if e.kind == "deliver")
            paid = sum(e.cost for e in events if e.kind == "transport")
            assert options[int(m.args[0])].transport == paid == delivery.transport
        checked += 1
    assert checked >= 30, checked


def test_breeding_value_counts_each_breed_once_and_objective_cards_not_at_all():
    """§3.1: each breed in hand once, at its value; the door's breeding_value is also the bots' (ai/evaluate)."""
    from gwt_desktop.engine import breeding_value
    from gwt_desktop.engine.components import CARD_INDEX, OBJECTIVE_BASE

    jersey, holstein, ayrshire = CARD_INDEX["jersey"], CARD_INDEX["holstein"], CARD_INDEX["ayrshire"]
    assert breeding_value([jersey, jersey, holstein]) == 1 + 3
    assert breeding_value([holstein, OBJECTIVE_BASE, ayrshire, OBJECTIVE_BASE + 3]) == 3 + 3
    assert breeding_value([]) == 0
