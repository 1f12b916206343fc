"""The typed door: events as one record per kind with a single money event naming payer and
receiver, the decision as a typed value, the rule queries the client asks, snapshot()/restore(),
and move arguments by name. Exact positions, exact outcomes."""
from __future__ import annotations

import random

from gwt_desktop.engine import (
    BANK,
    EVENT_KINDS,
    Event,
    Fee,
    Money,
    Move,
    board,
    decision_kinds,
    new_game,
)
from gwt_desktop.engine.flow import DECISIONS  # the registry, to check each frame's named fields

from .building_support import clear_disc, prep, set_job_market
from .fixtures import (
    at_location,
    at_turn_start,
    clear_trail_tiles,
    fresh,
    play,
    put_building,
    put_tile,
    set_engine,
    sp,
    with_frame,
)
from .test_random_games import enrich


def rich_games(count: int = 6):
    """Rich random games at 2-4 players, yielding (game before the move, the move, its events)."""
    for seed in range(count):
        g = new_game(2 + seed % 3, seed=seed, building_sides="random")
        rng = random.Random(seed)
        enrich(g, rng)
        while not g.is_over:
            m = rng.choice(g.legal_moves())
            before = g.clone()
            yield before, m, g.apply(m)


def test_every_decision_names_each_field_of_its_frame_and_says_who_decides():
    seen = set()
    for g, _, _ in rich_games(30):
        d = g.decision
        top = g.s.stack[-1]
        assert d.kind == top[0] == g.decision.kind and d.player == g.to_move
        assert tuple(d)[2:2 + len(top) - 1] == top[1:]  # every frame field, in order, by name
        assert len(DECISIONS[d.kind].fields) == len(top) - 1, top
        assert d == g.clone().decision
        seen.add(d.kind)
    assert seen == set(decision_kinds()) - {"game_over"}


def test_the_decision_carries_the_public_facts_it_is_about():
    g = fresh(2)
    assert g.decision.kind == "turn" and g.decision.placing is True
    at_location(g, "N_A", player=0)
    d = g.decision
    assert (d.space, d.mode, d.aux_taken, d.actions_taken) == (sp("N_A"), "full", False, False)
    play(g, "aux aux_money 1")
    assert g.decision.aux_taken and not g.decision.actions_taken
    g = fresh(2)
    while not g.is_over:
        g.apply(g.legal_moves()[0])
    assert g.decision.kind == "game_over" and g.decision.player == -1 and g.decision.params == {}


def test_every_event_is_a_typed_record_of_a_known_kind():
    kinds = set()
    for _, _, events in rich_games(4):
        for ev in events:
            assert isinstance(ev, Event) and EVENT_KINDS[ev.kind] is type(ev)
            assert isinstance(ev.player, int)
            kinds.add(ev.kind)
    assert {"money", "fee", "cattleman", "turn", "reveal", "draw", "deliver", "income"} <= kinds


def test_a_fee_to_an_owner_is_one_money_event_naming_both_sides():
    """§2.5: passing the opponent's 10a (black hand, $2 at 2 players) pays player 0, in one record."""
    g = fresh(2)
    clear_trail_tiles(g)
    put_building(g, "P_A1", 0, 10)
    at_turn_start(g, 1, "N_A")
    events = g.apply("move P_A1 N_B")
    money = [e for e in events if e.kind == "money"]
    assert money == [Money(1, 0, 2)] and money[0].player == 1
    assert Fee(1, sp("P_A1"), 2, 2, 0) in events
    assert events.index(money[0]) < events.index(Fee(1, sp("P_A1"), 2, 2, 0))  # paid, then recorded


def test_a_gain_and_a_cost_name_the_bank():
    g = fresh(2)
    prep(g, 0, money=5, hand=["guernsey"])
    at_location(g, "N_A", player=0)
    events = g.apply("action guernsey2")
    assert Money(BANK, 0, 2) in events
    g = fresh(2)
    prep(g, 0, money=10)
    set_job_market(g, ["cowboy", "cowboy"], ["engineer"], token_row=1)
    at_location(g, "N_A", player=0)
    events = g.apply("action hire") + g.apply("hire 1 cowboy")
    assert Money(0, BANK, 6) in events


def test_snapshot_and_restore_take_a_move_back_exactly():
    g = fresh(2)
    at_location(g, "N_A", player=0)
    snap = g.snapshot()
    view, legal = g.view(0), g.legal_moves()
    g.apply("aux aux_money 1")
    assert g.view(0) != view
    g.restore(snap)
    assert g.view(0) == view and g.legal_moves() == legal and g.events == []
    g.apply("aux aux_money 1")
    g.restore(snap)  # a snapshot stays usable
    assert g.view(0) == view


def test_rule_queries_answer_what_the_moves_do():
    g = fresh(2)
    clear_trail_tiles(g)
    put_building(g, "P_A1", 1, 10)  # black hand: $2 to player 1 at 2 players
    put_tile(g, "HZ_FL1", "flood_2g")  # green hand: $2 to the bank
    at_turn_start(g, 0, "N_A")
    assert g.step_limit(0) == 3 and g.pays_fees
    assert g.fee_at(sp("P_A1"), 0) == (2, 1) and g.fee_at(sp("P_A1"), 1)[0] == 0
    assert g.steps_to(sp("N_A"), 0) == 0 and g.steps_to(sp("P_A1"), 0) == 1
    assert g.steps_to(sp("N_B"), 0) == 2  # P_A1, then B: the empty spaces cost no step
    assert g.steps_to(sp("START"), 0) is None  # behind the cattleman
    move = Move.parse("move P_A1 N_B")
    assert g.path_fees(move) == [(sp("P_A1"), 2, 1)]
    clear_disc(g, 0, "step1")
    clear_disc(g, 0, "step2")
    assert g.step_limit(0) == 3 + 1 + 1


def test_prices_of_hiring_and_building_count_modifiers_and_replacement():
    g = fresh(2)
    prep(g, 0, money=30, workers=(1, 4, 1))
    set_job_market(g, ["cowboy", "craftsman"], ["engineer"], token_row=1)
    with_frame(g, ("hire", 2, False), player=0)
    prices = {str(m): g.price(m) for m in g.legal_moves()}
    assert prices["hire 1 cowboy"] == 6 + 2 and g.hire_cost(0) == 8
    put_building(g, "P_A1", 0, 1)  # 1a needs 1 craftsman, 6a needs 4: replacing 1a needs 3 (§8)
    with_frame(g, ("build", 2, False), player=0)
    prices = {str(m): g.price(m) for m in g.legal_moves()}
    assert prices["build 6a P_A1"] == 3 * 2 and prices["build 6a P_A2"] == 4 * 2


def test_the_extraordinary_delivery_value_counts_the_spaces_moved_back():
    g = fresh(2)
    prep(g, 0, money=0, hand=[])
    set_engine(g, 0, "5")
    put_building(g, "P_A1", 0, 9)
    at_location(g, "P_A1", 0)
    g.apply("action extra_delivery")
    values = {m.position: g.extra_delivery_value(m) for m in g.legal_moves()}
    assert values["0"] == 5 and values["4"] == 1  # spaces 0-4 behind space 5; from 4, one


def test_moves_name_their_arguments():
    assert Move.parse("move P_A1 N_B").path == ("P_A1", "N_B") and Move.parse("move P_A1 N_B").space == "N_B"
    build = Move.parse("build 10a P_C2")
    assert (build.building, build.building_number, build.space) == ("10a", 10, "P_C2")
    hire = Move.parse("hire 3 engineer")
    assert (hire.row, hire.worker) == (2, "engineer")
    assert Move.parse("buy 1_of_3 holstein").cards == ("holstein",) and Move.parse("pair jersey jersey").cards == (
        "jersey", "jersey")
    assert Move.parse("upgrade 4").station == 3 and Move.parse("city 5").city == 5
    assert Move.parse("engine 4.5").position == "4.5" and Move.parse("aux aux_cert 2").level == 2
    assert Move.parse("foresight 1").number == 1 and Move.parse("done").space is None
    assert board.SPACE_INDEX[Move.parse("hazard HZ_FL1").space] == sp("HZ_FL1")


def test_the_state_surface_is_the_game_state():
    g = fresh(3)
    assert g.state is g.s and g.turn_number == g.s.turn_number == 0
