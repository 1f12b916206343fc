"""The end counter's and the told-in-advance deliveries' sentences, from the engine's rule queries on
exact positions: the numbers in the words are the queries' numbers."""
from __future__ import annotations

from gwt_desktop.engine.components import JOB_ROWS
from gwt_desktop.text import glance
from tests.engine.fixtures import (
    at_turn_start,
    clear_trail_tiles,
    fresh,
    play,
    set_engine,
    set_foresight,
    set_hand,
)

TOPEKA, WICHITA = 1, 2


def test_the_end_counter_says_the_queries_numbers():
    g = fresh(2)
    assert glance.end_counter(g.workers_to_end()) == "The game ends in 21 more workers."
    set_foresight(g, ("green_teepee", "flood_4g"), ("engineer", "craftsman"), ("cowboy", "blue_teepee"))
    assert glance.what_adds_workers(*g.kansas_city_workers()) == (
        "Each Kansas City visit adds its worker tiles to the job market: 1 to 2 workers now.")
    assert glance.end_counter(1) == "The game ends with the next worker."
    assert glance.end_counter(0, triggered=True) == "The end is triggered."
    assert glance.what_adds_workers(0, 0).endswith("none is showing now.")


def test_a_move_that_places_workers_says_how_many_and_what_is_left():
    g = fresh(2)
    clear_trail_tiles(g)
    s = g.s
    s.token_row = JOB_ROWS - 1
    s.job_market[JOB_ROWS - 1] = []
    set_foresight(g, ("cowboy", "engineer"), ("engineer", "craftsman"), ("cowboy", "blue_teepee"))
    set_hand(g, 0, "jersey", "guernsey")
    at_turn_start(g, 0, "N_G")
    play(g, "move KC")
    move = g.legal_moves()[0]
    placed = g.workers_placed(move)
    assert glance.adds_workers(placed, g.workers_to_end() - placed) == (
        "Adds 1 worker to the job market: the game ends in 1 more.")
    play(g, str(move))
    move = g.legal_moves()[0]
    assert glance.adds_workers(g.workers_placed(move), g.workers_to_end() - g.workers_placed(move)) == (
        "Adds 1 worker to the job market: this triggers the end of the game.")
    play(g, str(move))
    names = ["Orange", "Green"]
    assert glance.last_round([names[p] for p in g.final_round()]) == "Last round: Green still plays."
    assert glance.last_round(["Blue", "Orange", "Green"]) == "Last round: Blue, Orange and Green still play."
    assert glance.last_round(["Orange", "Green"], yours=True) == "Last round: this is your last turn; then Green plays."


def test_a_herd_that_reaches_only_kansas_city_is_told_with_its_points():
    g = fresh(2)
    pl = g.s.players[0]
    set_hand(g, 0, "jersey", "guernsey")  # breeding value 3
    pl.perm_certs, pl.cert = 0, 0
    pl.cities[TOPEKA] = 1
    options = g.delivery_options(0)
    assert glance.herd_reach(options) == "Your herd of 3 reaches only Kansas City: -6 points, +$6."
    assert [glance.city_choice(o) for o in options.options] == ["Kansas City: -6 points, +$6, no transport cost"]


def test_the_city_choice_tells_points_cards_transport_and_certificates():
    g = fresh(2)
    pl = g.s.players[0]
    set_engine(g, 0, "2")
    set_hand(g, 0, "jersey", "dutch_belt")  # 3
    pl.perm_certs, pl.cert = 0, 2
    pl.cities[TOPEKA] = 1
    options = g.delivery_options(0)
    assert glance.herd_reach(options) is None
    assert [glance.city_choice(o) for o in options.options] == [
        "Kansas City: -6 points, +$6, no transport cost",
        "Wichita: -3 points, 1 objective card, $1 transport, 1 temporary certificate spent"]
    pl.cities[WICHITA] = 1
    assert glance.herd_reach(g.delivery_options(0)) == (
        "Your herd of 3 (5 with your certificates) reaches only Kansas City: -6 points, +$6.")


def test_the_kansas_city_tooltip_warns_of_a_forced_delivery_and_the_token_counts_down():
    from gwt_desktop.text import tooltip

    g = fresh(2)
    pl = g.s.players[0]
    set_hand(g, 0, "jersey", "guernsey")
    pl.perm_certs, pl.cert = 0, 0
    pl.cities[TOPEKA] = 1
    at_turn_start(g, 0, "N_G")
    kc = tooltip("trail:KC", g.view(0), g, 0)
    assert "Your herd of 3 reaches only Kansas City: -6 points, +$6." in kc.lines
    pl.cities[TOPEKA] = 0  # Topeka is open again: a choice, no warning
    assert not any(line.startswith("Your herd") for line in tooltip("trail:KC", g.view(0), g, 0).lines)
    token = tooltip("jobtoken", g.view(0), g, 0)
    assert glance.end_counter(g.workers_to_end()) in token.lines
    assert glance.what_adds_workers(*g.kansas_city_workers()) in token.lines


def test_while_choosing_the_city_its_tooltip_tells_what_this_delivery_brings():
    from gwt_desktop.engine import board
    from gwt_desktop.text import tooltip
    from tests.engine.fixtures import with_frame

    g = fresh(2)
    set_engine(g, 0, "2")
    g.s.players[0].cities[TOPEKA] = 1
    with_frame(g, ("city", "kc", 5), player=0)
    assert {str(m) for m in g.legal_moves()} == {"city 0", "city 2"}
    wichita = tooltip(f"city:{WICHITA}", g.view(0), g, 0)
    assert f"This delivery: -3 points, 1 objective card, ${board.transport_cost(g.s.players[0].engine, 4)} transport." \
        in wichita.lines
    assert "This delivery: -6 points, +$6, no transport cost." in tooltip("city:0", g.view(0), g, 0).lines


def test_a_foresight_worker_tells_what_it_adds_to_the_job_market():
    from gwt_desktop.text import tooltip

    g = fresh(2)
    clear_trail_tiles(g)
    set_foresight(g, ("green_teepee", "engineer"), ("engineer", "craftsman"), ("cowboy", "blue_teepee"))
    set_hand(g, 0, "jersey", "guernsey")
    at_turn_start(g, 0, "N_G")
    play(g, "move KC")
    left = g.workers_to_end()
    assert "Adds 1 worker to the job market: the game ends in " + f"{left - 1} more." in tooltip(
        "foresight:0:1", g.view(0), g, 0).lines
    assert not any(line.startswith("Adds") for line in tooltip("foresight:0:0", g.view(0), g, 0).lines)
