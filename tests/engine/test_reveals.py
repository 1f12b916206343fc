"""Reveal markers: every apply() that uncovers something hidden or random says so with a
("reveal", player, what) event, so a client can offer undo back to the last reveal and no further."""
from __future__ import annotations

import random

from gwt_desktop.engine import new_game, reveals
from gwt_desktop.engine.components import CARD_NAMES, COWBOY, ENGINEER
from gwt_desktop.engine.events import Reveal

from .fixtures import (
    at_location,
    card,
    fresh,
    legal,
    set_discard,
    set_draw,
    set_foresight,
    set_hand,
    tile,
    with_frame,
)


def reveal_events(events) -> list[Reveal]:
    return [e for e in events if isinstance(e, Reveal)]


def test_phase_c_draw_reveals_the_cards_drawn():
    g = fresh(2)
    set_hand(g, 0)
    set_draw(g, 0, "jersey", "guernsey", "holstein", "dutch_belt", "black_angus")
    at_location(g, "N_A", player=0)
    ev = g.apply("done")
    assert reveal_events(ev) == [Reveal(0, "draw")]
    assert reveals(ev)
    assert g.s.players[0].hand == [card(n) for n in ("black_angus", "dutch_belt", "holstein", "guernsey")]


def test_a_shuffle_is_a_reveal_of_its_own():
    g = fresh(2)
    set_hand(g, 0)
    set_draw(g, 0)
    set_discard(g, 0, "jersey", "jersey", "guernsey", "holstein", "dutch_belt")
    at_location(g, "N_A", player=0)
    ev = g.apply("done")
    assert reveal_events(ev) == [Reveal(0, "shuffle"), Reveal(0, "draw")]
    assert len(g.s.players[0].hand) == 4 and len(g.s.players[0].draw) == 1


def test_a_move_that_uncovers_nothing_has_no_reveal():
    g = fresh(2)
    set_hand(g, 0, "guernsey", "jersey", "jersey", "jersey")  # a full hand: phase C draws nothing
    at_location(g, "N_A", player=0)
    ev = g.apply("action guernsey2")
    assert not reveals(ev) and reveal_events(ev) == []
    set_hand(g, 0, "jersey", "jersey", "jersey", "jersey")
    ev = g.apply("done")  # the turn passes without a draw
    assert g.s.current == 1
    assert not reveals(ev)


def test_draw_action_reveals_each_card_drawn():
    g = fresh(2)
    set_draw(g, 0, "holstein", "jersey")
    with_frame(g, ("draw_upto", 2, 0), player=0)
    ev = g.apply("draw")
    assert reveal_events(ev) == [Reveal(0, "draw")]
    assert g.s.players[0].hand[-1] == card("jersey")
    assert not reveals(g.apply("stop"))  # then a discard is asked: nothing uncovered by stopping


def test_taking_a_display_objective_reveals_the_refill():
    g = fresh(2)
    s = g.s
    top = s.obj_stack[-1]
    taken = s.obj_display[0]
    with_frame(g, ("gain_obj", "discard", False), player=0)
    ev = g.apply(f"objcard {CARD_NAMES[taken]}")
    assert reveal_events(ev) == [Reveal(0, "objective_display")]
    assert s.obj_display[-1] == top and s.players[0].discard[-1] == taken


def test_taking_a_display_objective_with_an_empty_stack_reveals_nothing():
    g = fresh(2)
    s = g.s
    s.boxed_objectives += s.obj_stack
    s.obj_stack = []
    taken = s.obj_display[1]
    with_frame(g, ("gain_obj", "discard", False), player=0)
    ev = g.apply(f"objcard {CARD_NAMES[taken]}")
    assert not reveals(ev)
    assert len(s.obj_display) == 3


def test_taking_the_objective_stack_top_reveals_it():
    g = fresh(2)
    s = g.s
    top = s.obj_stack[-1]
    with_frame(g, ("gain_obj", "discard", False), player=0)
    ev = g.apply("objstack")
    assert reveal_events(ev) == [Reveal(0, "objective_stack")]
    assert s.players[0].discard[-1] == top


def test_kansas_city_foresight_refill_reveals_tiles():
    g = fresh(2)
    s = g.s
    set_foresight(g, ("green_teepee", "flood_4g"), ("engineer", "craftsman"), ("cowboy", "blue_teepee"))
    top = s.kc_stacks[2][-1]
    with_frame(g, ("kc_foresight", 2), ("kc_end",), player=0)
    ev = g.apply("foresight 0")
    assert reveal_events(ev) == [Reveal(0, "foresight")]
    assert s.foresight[2] == [top, tile("blue_teepee")]


def test_foresight_with_nothing_to_refill_from_reveals_nothing():
    g = fresh(2)
    s = g.s
    set_foresight(g, ("green_teepee", "flood_4g"), ("engineer", "craftsman"), ("cowboy", "blue_teepee"))
    s.boxed_tiles += s.kc_stacks[2]  # keep the tiles accounted for
    s.kc_stacks[2] = []
    with_frame(g, ("kc_foresight", 2), ("kc_end",), player=0)
    ev = g.apply("foresight 0")
    assert not reveals(ev)
    assert s.foresight[2] == [-1, tile("blue_teepee")]


def test_yellow_arrow_market_refill_reveals_cattle_cards():
    g = fresh(2)
    s = g.s
    deck = s.market + s.market_stack
    s.market, s.market_stack = deck[:3], deck[3:]
    s.job_market[5] = [COWBOY]
    s.token_row = 5  # row 6, one worker short: the next worker moves the token past the yellow arrow
    set_foresight(g, ("green_teepee", "flood_4g"), ("engineer", "craftsman"), ("cowboy", "blue_teepee"))
    with_frame(g, ("kc_foresight", 1), player=0)
    ev = g.apply("foresight 0")
    assert s.job_market[5] == [COWBOY, ENGINEER] and s.token_row == 6
    assert reveal_events(ev) == [Reveal(0, "market")]
    assert s.market[3:] == list(reversed(deck[3:]))[:4]


def test_buy_draw_two_reveals_market_cards():
    g = fresh(2)
    s = g.s
    s.players[0].money = 0
    with_frame(g, ("buy", 1), player=0)
    assert legal(g) == {"buydraw", "done"}
    top2 = s.market_stack[-2:]
    ev = g.apply("buydraw")
    assert reveal_events(ev) == [Reveal(0, "market")]
    assert s.market[-2:] == top2[::-1]


def _hidden(g) -> tuple:
    s = g.s
    return (tuple(len(p.draw) for p in s.players), len(s.market_stack), len(s.obj_stack),
            tuple(len(st) for st in s.kc_stacks))


def test_random_games_mark_exactly_the_moves_that_take_from_a_hidden_stack():
    """Every change of a hidden stack's size (a draw, a shuffle, a refill) comes with a reveal, and a
    reveal never comes without one."""
    for players, seed in ((2, 5), (3, 6), (4, 7)):
        g = new_game(players, seed=seed, building_sides="random", neutral_buildings="random")
        rng = random.Random(seed)
        while not g.is_over:
            before = _hidden(g)
            ev = g.apply(rng.choice(g.legal_moves()))
            assert reveals(ev) == (_hidden(g) != before), ev


def test_drawing_nothing_takes_nothing_and_reveals_nothing():
    from gwt_desktop.engine.players import draw_cards

    g = fresh(2)
    set_hand(g, 0)
    set_draw(g, 0, "jersey", "holstein")
    g.events.clear()
    assert draw_cards(g, 0, 0) == 0
    assert g.s.players[0].hand == [] and len(g.s.players[0].draw) == 2 and not reveals(g.events)
    assert draw_cards(g, 0, 2) == 2
    assert g.s.players[0].hand == [card("holstein"), card("jersey")] and reveals(g.events)
