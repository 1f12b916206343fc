"""The turn: first turn, phase B modes, phase C drawing, passing the turn.

docs/RULES.md §2.1 (first turn), §12.1 (phases, draw rule), §14 #12 (empty phase B), §14 #13 (no discard
down).
"""
from __future__ import annotations

from collections import Counter

import pytest

from gwt_desktop.engine import IllegalMove, new_game
from gwt_desktop.engine.components import CARD_INDEX, DISC_INDEX

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
)

ALL_PLACES = {f"place N_{x}" for x in "ABCDEFG"}
SINGLE_AUX = {"aux aux_money 1", "aux aux_cards 1"}


def cards(names) -> Counter:
    return Counter(CARD_INDEX[n] for n in names)


# ---------------------------------------------------------------- the first turn (§2.1)

def test_first_turn_offers_exactly_the_seven_neutral_spaces():
    """§2.1: the first turn puts the cattleman on any neutral building (not moved, no fees)."""
    g = new_game(2, seed=1)
    assert g.decision.kind == "turn" and g.to_move == 0
    assert legal(g) == ALL_PLACES
    for bad in ("place P_A1", "place HZ_FL1", "place KC", "place START", "move N_A"):
        with pytest.raises(IllegalMove):
            g.apply(bad)


def test_first_turn_goes_straight_to_phase_b_without_fees():
    """§2.1: after placing, phase B at that neutral building follows directly; money untouched."""
    g = new_game(2, seed=1)
    play(g, "place N_C")
    assert g.s.players[0].cattleman == sp("N_C")
    assert g.s.players[0].money == 6
    assert g.decision.kind == "loc" and g.decision.space == sp("N_C")
    assert {"action cert1", "action objective", "action engine_engineers"} <= legal(g)
    # the second player also starts with a placement, even where the first cattleman stands
    play(g, "done")
    assert g.to_move == 1 and legal(g) == ALL_PLACES
    play(g, "place N_C")
    assert g.s.players[1].cattleman == sp("N_C") and g.s.players[1].money == 7


def test_first_turn_with_shuffled_neutral_buildings_uses_the_tile_on_the_space():
    """§1.2 step 2 + §2.1: placing on a neutral space uses whichever neutral tile lies there."""
    g = new_game(2, seed=0, neutral_buildings="random")  # layout AGBCFDE: E on N_G
    assert legal(g) == ALL_PLACES
    letters = [chr(ord("A") + g.s.trail[s] - 100) for s in (sp(f"N_{x}") for x in "ABCDEFG")]
    assert sorted(letters) == list("ABCDEFG") and letters != list("ABCDEFG")
    space = "N_" + "ABCDEFG"[letters.index("E")]
    assert space != "N_E"
    play(g, f"place {space}")
    assert g.decision.kind == "loc"
    assert "action buy" in legal(g)  # building E's buy action, on another letter's space
    assert not any(m in legal(g) for m in ("action cert1", "action guernsey2", "action dutch2", "action pair4"))


# ---------------------------------------------------------------- phase B modes (§12.1)

def test_neutral_building_local_actions_or_one_single_aux():
    """§12.1: at a neutral building: local actions, or one single auxiliary action instead."""
    g = fresh(2)
    set_hand(g, 0, "guernsey", "jersey", "jersey", "jersey")
    at_location(g, "N_A", 0)
    assert legal(g) == {"action guernsey2", "action hire"} | SINGLE_AUX | {"done"}


def test_after_a_local_action_the_aux_actions_disappear():
    g = fresh(2)
    set_hand(g, 0, "guernsey", "jersey", "jersey", "jersey")
    at_location(g, "N_A", 0)
    play(g, "action guernsey2")
    assert g.s.players[0].money == 8
    # guernsey2 is used up; with $8 the hire for $2 more is now affordable; no auxiliary action any more
    assert legal(g) == {"action hire", "action hire_plus2", "done"}


def test_after_the_aux_action_the_local_actions_disappear():
    g = fresh(2)
    set_hand(g, 0, "guernsey", "jersey", "jersey", "jersey")
    at_location(g, "N_A", 0)
    play(g, "aux aux_money 1")
    assert g.s.players[0].money == 7
    assert legal(g) == {"done"}


def test_aux_instead_of_local_actions_is_single_even_when_double_unlocked():
    """§10.5: an auxiliary action taken instead of local actions is always single."""
    g = fresh(2)
    g.s.players[0].discs[DISC_INDEX["aux_money"]] = 0
    g.s.players[0].discs[DISC_INDEX["aux_cards"]] = 0
    at_location(g, "N_A", 0)
    assert "aux aux_money 2" not in legal(g) and "aux aux_cards 2" not in legal(g)
    assert SINGLE_AUX <= legal(g)


def test_own_building_gives_full_mode():
    """§12.1: on an own building the local actions (2a: guernsey $4, buy) or a single aux."""
    g = fresh(2)
    set_hand(g, 0, "guernsey", "jersey", "jersey", "jersey")
    put_building(g, "P_A1", 0, 2)
    at_location(g, "P_A1", 0)
    assert legal(g) == {"action guernsey4", "action buy"} | SINGLE_AUX | {"done"}
    play(g, "action guernsey4")
    assert g.s.players[0].money == 10
    assert legal(g) == {"action buy", "done"}


@pytest.mark.parametrize("what", ["opponent_building", "hazard", "teepee"])
def test_opponent_building_hazard_teepee_offer_only_single_aux(what):
    """§12.1: on another player's building, a hazard or a teepee: one single auxiliary action."""
    g = fresh(2)
    clear_trail_tiles(g)
    g.s.players[0].discs[DISC_INDEX["aux_money"]] = 0  # double unlocked, still not offered
    set_hand(g, 0, "guernsey", "jersey", "jersey", "jersey")
    space = {"opponent_building": "P_A1", "hazard": "HZ_FL1", "teepee": "TP+1"}[what]
    if what == "opponent_building":
        put_building(g, "P_A1", 1, 2)
    elif what == "hazard":
        put_tile(g, "HZ_FL1", "flood_4g")
    else:
        put_tile(g, "TP+1", "green_teepee")
    at_location(g, space, 0)
    assert legal(g) == SINGLE_AUX | {"done"}
    play(g, "aux aux_money 1")
    assert g.s.players[0].money == 7
    assert legal(g) == {"done"}


def test_objective_play_offered_in_aux_only_mode():
    """§9.2: objective cards may be played in phase B on a hazard too (before/after the aux action)."""
    g = fresh(2)
    clear_trail_tiles(g)
    put_tile(g, "HZ_FL1", "flood_4g")
    set_hand(g, 0, "objective04", "jersey")
    at_location(g, "HZ_FL1", 0)
    assert legal(g) == SINGLE_AUX | {"done", "objective objective04"}


def test_empty_phase_b_is_allowed():
    """§14 #12: phase B may end without any action."""
    g = fresh(2)
    set_hand(g, 0, "jersey", "jersey", "dutch_belt", "guernsey")
    at_location(g, "N_A", 0)
    before = g.s.players[0].money
    play(g, "done")
    assert g.s.players[0].money == before
    assert g.to_move == 1 and g.decision.kind == "turn"
    assert Counter(g.s.players[0].hand) == cards(["jersey", "jersey", "dutch_belt", "guernsey"])


# ---------------------------------------------------------------- phase C (§12.1, §14 #13)

def _phase_c(g, hand, draw, discard, hand_discs=2):
    set_hand(g, 0, *hand)
    set_draw(g, 0, *draw)
    set_discard(g, 0, *discard)
    g.s.players[0].discs[DISC_INDEX["hand"]] = hand_discs
    at_location(g, "N_A", 0)
    play(g, "done")
    assert g.to_move == 1
    return g.s.players[0]


@pytest.mark.parametrize("hand_discs,limit", [(2, 4), (1, 5), (0, 6)])
def test_phase_c_draws_up_to_hand_limit(hand_discs, limit):
    """§12.1/§10.2: draw up to the hand limit 4, 5, 6 (hand discs cleared); top of the draw stack first."""
    g = fresh(2)
    draw = ["jersey", "dutch_belt", "black_angus", "guernsey", "holstein", "ayrshire", "brown_swiss"]
    pl = _phase_c(g, ["jersey"], draw, ["west_highland_3"], hand_discs)
    drawn = draw[len(draw) - (limit - 1):]
    assert Counter(pl.hand) == cards(["jersey"] + drawn)
    assert pl.draw == [card(n) for n in draw[:len(draw) - (limit - 1)]]
    assert pl.discard == [card("west_highland_3")]


def test_phase_c_never_discards_down():
    """§14 #13: a hand above the limit keeps its cards; nothing is drawn."""
    g = fresh(2)
    hand = ["jersey", "jersey", "dutch_belt", "guernsey", "holstein", "ayrshire"]
    pl = _phase_c(g, hand, ["black_angus"], ["brown_swiss"])
    assert Counter(pl.hand) == cards(hand)
    assert pl.draw == [card("black_angus")] and pl.discard == [card("brown_swiss")]


def test_discard_pile_not_shuffled_while_draw_stack_suffices():
    """§12.1: the discard pile is shuffled in only when a draw finds the draw stack empty —
    emptying the draw stack exactly does not trigger it."""
    g = fresh(2)
    pl = _phase_c(g, ["jersey", "jersey"], ["holstein", "ayrshire"], ["guernsey", "dutch_belt", "black_angus"])
    assert Counter(pl.hand) == cards(["jersey", "jersey", "holstein", "ayrshire"])
    assert pl.draw == []
    assert pl.discard == [card("guernsey"), card("dutch_belt"), card("black_angus")]


def test_discard_pile_becomes_new_draw_stack_when_draw_stack_runs_out():
    """§12.1: two cards from the draw stack, then the discard pile (3) is shuffled into a new draw
    stack and the last card comes from it."""
    g = fresh(2)
    pl = _phase_c(g, ["jersey"], ["holstein", "ayrshire"], ["guernsey", "guernsey", "guernsey"])
    assert Counter(pl.hand) == cards(["jersey", "holstein", "ayrshire", "guernsey"])
    assert Counter(pl.draw) == cards(["guernsey", "guernsey"])
    assert pl.discard == []


def test_both_stacks_empty_hold_fewer_cards():
    """§12.1: with draw stack and discard pile both empty the player simply holds fewer cards."""
    g = fresh(2)
    pl = _phase_c(g, ["jersey"], [], [])
    assert Counter(pl.hand) == cards(["jersey"])
    assert pl.draw == [] and pl.discard == []


def test_phase_c_after_a_discard_in_phase_b():
    """§12.1: phase C counts the hand after phase B (a discarded Guernsey is replaced by drawing)."""
    g = fresh(2)
    set_hand(g, 0, "guernsey", "jersey", "jersey", "jersey")
    set_draw(g, 0, "holstein", "ayrshire")
    set_discard(g, 0)
    at_location(g, "N_A", 0)
    play(g, "action guernsey2", "done")
    pl = g.s.players[0]
    assert Counter(pl.hand) == cards(["jersey", "jersey", "jersey", "ayrshire"])
    assert pl.draw == [card("holstein")] and pl.discard == [card("guernsey")]


# ---------------------------------------------------------------- turn order

@pytest.mark.parametrize("players", [2, 3, 4])
def test_turn_passes_to_next_player_and_turn_number_advances(players):
    """Seed 001: players take turns clockwise; after the last seat the first follows again."""
    g = fresh(players)
    last = players - 1
    at_location(g, "N_A", last)
    n = g.s.turn_number
    play(g, "done")
    assert g.to_move == 0 and g.s.turn_number == n + 1 and g.decision.kind == "turn"
    at_location(g, "N_A", 0)
    play(g, "done")
    assert g.to_move == 1 and g.s.turn_number == n + 2


def test_full_turn_cycle_from_start():
    """Seed 001: A (move), B (use), C (draw) then the next player; the cattleman stays where it stopped."""
    g = fresh(2)
    clear_trail_tiles(g)
    set_hand(g, 0, "jersey", "jersey", "dutch_belt")
    set_draw(g, 0, "guernsey")
    at_turn_start(g, 0, "START")
    play(g, "move N_A N_B")
    assert g.decision.kind == "loc"
    play(g, "action dutch2", "done")
    pl = g.s.players[0]
    assert pl.money == 8 and pl.cattleman == sp("N_B")
    # phase C: the Guernsey from the draw stack, then the discard pile (the Dutch Belt) becomes the draw stack
    assert Counter(pl.hand) == cards(["jersey", "jersey", "guernsey", "dutch_belt"])
    assert pl.draw == [] and pl.discard == []
    assert g.to_move == 1


def test_risk_action_is_an_extra_local_action_for_the_owner_only():
    """§2.4/§12.1: on a risk space the owner gets the risk action with the building's actions;
    a visiting opponent gets only a single auxiliary action."""
    g = fresh(2)
    clear_trail_tiles(g)
    put_building(g, "P_FLR1", 0, 2)  # 2a on a R-Jersey space
    set_hand(g, 0, "jersey", "guernsey", "dutch_belt", "dutch_belt")
    at_location(g, "P_FLR1", 0)
    assert legal(g) == {"action guernsey4", "action buy", "action risk_jersey"} | SINGLE_AUX | {"done"}
    play(g, "action risk_jersey")
    assert g.s.players[0].money == 8 and g.s.players[0].cert == 1
    assert legal(g) == {"action guernsey4", "action buy", "done"}
    set_hand(g, 1, "jersey", "guernsey", "dutch_belt", "dutch_belt")
    at_location(g, "P_FLR1", 1)
    assert legal(g) == SINGLE_AUX | {"done"}
