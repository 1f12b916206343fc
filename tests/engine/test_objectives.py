"""Objective cards: when they may be played, their five immediate actions, and gaining them.

docs/RULES.md §9.1 (deck, display), §9.2 (rules), §14 #10.
Card names: objective04-08 gain $2, 09-13 draw 3, 14-16 engine 2, 17-18 engine 3,
19-23 move 3, 24 single or double auxiliary action.
"""
from __future__ import annotations

from collections import Counter

from gwt_desktop.engine import board
from gwt_desktop.engine.components import CARD_INDEX, CARD_NAMES, DISC_INDEX

from .fixtures import (
    at_location,
    at_turn_start,
    card,
    clear_trail_tiles,
    fresh,
    legal,
    play,
    put_building,
    put_tile,
    set_discard,
    set_draw,
    set_hand,
    sp,
    with_frame,
)

MONEY2, DRAW3, ENGINE2, ENGINE3, MOVE3, AUX = ("objective04", "objective09", "objective14", "objective17",
                                                "objective19", "objective24")


def objective_moves(g) -> set[str]:
    return {m for m in legal(g) if m.startswith("objective")}


def cards(names) -> Counter:
    return Counter(CARD_INDEX[n] for n in names)


# ---------------------------------------------------------------- when (§9.2)

def test_playable_before_phase_a_and_goes_to_objective_area():
    """§9.2: before phase A: the card leaves the hand for the objective area; phase A still follows."""
    g = fresh(2)
    clear_trail_tiles(g)
    set_hand(g, 0, MONEY2, "jersey", "jersey")
    at_turn_start(g, 0, "START")
    starting = list(g.s.players[0].objectives)
    assert objective_moves(g) == {f"objective {MONEY2}"}
    play(g, f"objective {MONEY2}")
    pl = g.s.players[0]
    assert pl.money == 8
    assert pl.objectives == starting + [card(MONEY2)]
    assert Counter(pl.hand) == cards(["jersey", "jersey"])
    assert g.decision.kind == "turn"
    assert {"move N_A", "move N_A N_B", "move N_A N_B N_C"} == {m for m in legal(g) if m.startswith("move")}
    assert objective_moves(g) == set()


def test_playable_on_the_very_first_turn_before_placing():
    g = fresh(2)
    set_hand(g, 0, MONEY2, "jersey")
    at_turn_start(g, 0, None)
    assert legal(g) == {f"place N_{x}" for x in "ABCDEFG"} | {f"objective {MONEY2}"}


def test_playable_between_actions_but_not_inside_hire():
    """§9.2: in phase B before/after an action, never while the hire action is being decided."""
    g = fresh(2)
    set_hand(g, 0, MONEY2, "guernsey")
    at_location(g, "N_A", 0)
    assert f"objective {MONEY2}" in legal(g)
    play(g, "action hire")
    assert g.decision.kind == "hire"
    assert objective_moves(g) == set()
    play(g, "hire 1 engineer")  # row 1 costs $6
    assert g.decision.kind == "loc" and g.s.players[0].money == 0
    assert objective_moves(g) == {f"objective {MONEY2}"}
    play(g, f"objective {MONEY2}")
    assert g.s.players[0].money == 2
    assert legal(g) == {"action guernsey2", "done"}  # the location's other action is still there


def test_not_playable_while_buying_cattle():
    g = fresh(2)
    g.s.players[0].money = 20
    set_hand(g, 0, MONEY2, "jersey")
    at_location(g, "N_E", 0)
    assert f"objective {MONEY2}" in legal(g)
    play(g, "action buy")
    assert g.decision.kind == "buy"
    assert objective_moves(g) == set() and "done" in legal(g)


def test_not_playable_in_kansas_city():
    """§9.2: not during a Kansas City visit; only before phase A or between phase-B actions."""
    g = fresh(2)
    set_hand(g, 0, MONEY2, AUX, "jersey", "guernsey")
    at_location(g, "KC", 0)
    seen = set()
    steps = 0
    while g.to_move == 0 and g.decision.kind != "turn":
        seen.add(g.decision.kind)
        assert objective_moves(g) == set(), g.decision.kind
        play(g, str(g.legal_moves()[0]))
        steps += 1
        assert steps < 50
    assert "kc_foresight" in seen


def test_not_playable_by_the_other_player_or_in_phase_c():
    """§9.2: only on your own turn; phase C is a bare draw with no decision at all."""
    g = fresh(2)
    set_hand(g, 0, MONEY2, "jersey")
    set_hand(g, 1, "jersey", "jersey", "jersey", "jersey")
    at_location(g, "N_A", 0)
    play(g, "done")
    assert g.to_move == 1 and g.decision.kind == "turn"
    assert objective_moves(g) == set()
    assert card(MONEY2) in g.s.players[0].hand  # not played, still player 0's card


def test_not_playable_inside_an_engine_move():
    g = fresh(2)
    set_hand(g, 0, MONEY2, ENGINE2)
    with_frame(g, ("engine_fwd", 2), ("loc", sp("N_A"), 0, True, "full", g.s.trail[sp("N_A")]), player=0)
    assert g.decision.kind == "engine_fwd"
    assert objective_moves(g) == set()


# ---------------------------------------------------------------- immediate actions (§9.1)

def test_draw_up_to_three_then_discard_as_many():
    g = fresh(2)
    set_hand(g, 0, DRAW3, "jersey")
    set_draw(g, 0, "ayrshire", "holstein", "brown_swiss", "guernsey")  # top: guernsey
    set_discard(g, 0)
    at_turn_start(g, 0, "START")
    play(g, f"objective {DRAW3}")
    assert legal(g) == {"draw", "stop"}
    play(g, "draw", "draw")
    pl = g.s.players[0]
    assert Counter(pl.hand) == cards(["jersey", "guernsey", "brown_swiss"])
    play(g, "stop")
    assert g.decision.kind == "discard"
    assert legal(g) == {"discard jersey", "discard guernsey", "discard brown_swiss"}
    play(g, "discard jersey", "discard guernsey")
    assert Counter(pl.hand) == cards(["brown_swiss"])
    assert Counter(pl.discard) == cards(["jersey", "guernsey"])
    assert pl.draw == [card("ayrshire"), card("holstein")]
    assert g.decision.kind == "turn"


def test_draw_three_stops_by_itself_after_three():
    g = fresh(2)
    set_hand(g, 0, DRAW3)
    set_draw(g, 0, "ayrshire", "holstein", "brown_swiss", "guernsey")
    at_turn_start(g, 0, "START")
    play(g, f"objective {DRAW3}", "draw", "draw", "draw")
    assert g.decision.kind == "discard"
    play(g, "discard guernsey", "discard holstein")
    assert g.decision.kind == "discard"  # three drawn: three to discard
    play(g, "discard brown_swiss")
    assert g.decision.kind == "turn"
    assert g.s.players[0].hand == [] and g.s.players[0].draw == [card("ayrshire")]


def test_engine_up_to_two_and_up_to_three():
    g = fresh(2)
    set_hand(g, 0, ENGINE2, ENGINE3)
    at_turn_start(g, 0, "START")
    play(g, f"objective {ENGINE2}")
    assert legal(g) == {"engine 1", "engine 2", "skip"}
    play(g, "engine 2")
    assert g.s.players[0].engine == board.parse_position("2")
    assert g.decision.kind == "turn"
    play(g, f"objective {ENGINE3}")
    targets = {m for m in legal(g) if m.startswith("engine")}
    assert "engine 5" in targets and "engine 6" not in targets and "engine 2" not in targets


def test_move_three_before_phase_a_ignores_hands_then_normal_move():
    """Seed 003: move up to 3 ignoring hands, no use of that location; before phase A the normal
    move follows from there (and pays its hands)."""
    g = fresh(2)
    clear_trail_tiles(g)
    put_tile(g, "HZ_FL1", "flood_4g")
    put_tile(g, "HZ_FL2", "flood_3b")
    put_tile(g, "HZ_FL3", "flood_2g")
    set_hand(g, 0, MOVE3, "jersey")
    at_turn_start(g, 0, "START")
    play(g, f"objective {MOVE3}")
    assert g.decision.kind == "cattle_move"
    assert legal(g) == {"move N_A", "move N_A N_B", "move N_A N_B N_C", "move N_A HZ_FL1",
                        "move N_A HZ_FL1 HZ_FL2", "skip"}
    play(g, "move N_A HZ_FL1 HZ_FL2")
    pl = g.s.players[0]
    assert pl.money == 6  # both hazards ignored
    assert pl.cattleman == sp("HZ_FL2")
    assert g.decision.kind == "turn"  # no phase B at HZ_FL2: phase A follows
    assert "move HZ_FL3" in legal(g)
    play(g, "move HZ_FL3 N_B")
    assert pl.money == 4  # the normal move pays the green hand of HZ_FL3
    assert g.decision.kind == "loc" and g.decision.space == sp("N_B")


def test_move_three_may_not_enter_kansas_city():
    g = fresh(2)
    clear_trail_tiles(g)
    put_building(g, "P_G1", 1, 2)
    set_hand(g, 0, MOVE3, MOVE3)
    at_turn_start(g, 0, "N_F")
    play(g, f"objective {MOVE3}")
    assert legal(g) == {"move N_G", "move N_G P_G1", "skip"}
    play(g, "skip")
    at_turn_start(g, 0, "N_G")
    play(g, f"objective {MOVE3}")
    assert legal(g) == {"move P_G1", "skip"}


def test_move_three_in_phase_b_ends_phase_b():
    """Seed 003: played in phase B, the move ends phase B: no use of the new location, phase C follows."""
    g = fresh(2)
    clear_trail_tiles(g)
    put_building(g, "P_A2", 1, 1)  # opponent, green hand: ignored
    set_hand(g, 0, MOVE3, "guernsey", "jersey")
    set_draw(g, 0, "holstein", "ayrshire")
    set_discard(g, 0)
    at_location(g, "N_A", 0)
    play(g, "action guernsey2")
    assert f"objective {MOVE3}" in legal(g)
    play(g, f"objective {MOVE3}", "move P_A2 N_B")
    pl = g.s.players[0]
    assert pl.money == 8 and g.s.players[1].money == 7
    assert pl.cattleman == sp("N_B")
    assert g.to_move == 1 and g.decision.kind == "turn"
    # phase C drew 2 (jersey in hand, guernsey discarded, limit 4): ayrshire, holstein, then the discard pile
    assert Counter(pl.hand) == cards(["jersey", "ayrshire", "holstein", "guernsey"])
    assert pl.objectives[-1] == card(MOVE3)


def test_single_or_double_aux_action():
    g = fresh(2)
    g.s.players[0].discs[DISC_INDEX["aux_money"]] = 0
    set_hand(g, 0, AUX, "jersey")
    at_location(g, "N_A", 0)
    play(g, f"objective {AUX}")
    assert g.decision.kind == "aux"
    assert legal(g) == {"aux aux_money 1", "aux aux_money 2", "aux aux_cards 1", "skip"}
    play(g, "aux aux_money 2")
    assert g.s.players[0].money == 8
    # the card's action is not the location's "instead of" aux: local actions and single aux remain
    assert legal(g) == {"action hire", "action hire_plus2", "aux aux_money 1", "aux aux_cards 1", "done"}


# ---------------------------------------------------------------- gaining (§9.1, §9.2, §14 #10)

def test_gain_from_display_refills_from_stack_onto_discard_pile():
    g = fresh(2)
    set_discard(g, 0)
    at_location(g, "N_C", 0)
    play(g, "action objective")
    s = g.s
    display, stack = list(s.obj_display), list(s.obj_stack)
    assert legal(g) == {f"objcard {CARD_NAMES[c]}" for c in display} | {"objstack"}
    taken = display[1]
    play(g, f"objcard {CARD_NAMES[taken]}")
    assert s.players[0].discard == [taken]
    assert Counter(s.obj_display) == Counter(display) - Counter([taken]) + Counter([stack[-1]])
    assert s.obj_stack == stack[:-1]
    assert taken not in s.players[0].hand
    # cert1 shares the box with the objective action: gone
    assert legal(g) == {"action engine_engineers", "done"}


def test_gain_from_stack_top_leaves_display():
    g = fresh(2)
    set_discard(g, 0, "jersey")
    at_location(g, "N_C", 0)
    play(g, "action objective")
    s = g.s
    display, stack = list(s.obj_display), list(s.obj_stack)
    play(g, "objstack")
    assert s.players[0].discard == [card("jersey"), stack[-1]]
    assert s.obj_display == display
    assert s.obj_stack == stack[:-1]


def test_empty_stack_display_not_refilled():
    g = fresh(2)
    set_discard(g, 0)
    s = g.s
    s.obj_stack = []
    at_location(g, "N_C", 0)
    play(g, "action objective")
    display = list(s.obj_display)
    assert "objstack" not in legal(g)
    play(g, f"objcard {CARD_NAMES[display[0]]}")
    assert len(s.obj_display) == 3
    assert Counter(s.obj_display) == Counter(display) - Counter([display[0]])
    assert s.players[0].discard == [display[0]]


def test_playable_before_and_after_the_aux_action_on_a_hazard():
    """§9.2: in phase B before or after the single auxiliary action (aux-only location)."""
    g = fresh(2)
    clear_trail_tiles(g)
    put_tile(g, "HZ_FL1", "flood_4g")
    set_hand(g, 0, MONEY2, MONEY2, "jersey")
    at_location(g, "HZ_FL1", 0)
    play(g, f"objective {MONEY2}")
    assert legal(g) == {"aux aux_money 1", "aux aux_cards 1", f"objective {MONEY2}", "done"}
    play(g, "aux aux_money 1")
    assert legal(g) == {f"objective {MONEY2}", "done"}
    play(g, f"objective {MONEY2}")
    assert g.s.players[0].money == 6 + 2 + 1 + 2
    assert g.s.players[0].objectives[-2:] == [card(MONEY2), card(MONEY2)]


def test_move_three_on_the_first_turn_has_no_cattleman_to_move():
    """§2.1/§9.2 [our reading]: before the first placement there is no cattleman on the trail, so the
    card is played (objective area) but its move is lost; the placement follows."""
    g = fresh(2)
    set_hand(g, 0, MOVE3, "jersey")
    at_turn_start(g, 0, None)
    play(g, f"objective {MOVE3}")
    assert g.decision.kind == "turn"
    assert legal(g) == {f"place N_{x}" for x in "ABCDEFG"}
    assert g.s.players[0].objectives[-1] == card(MOVE3)
