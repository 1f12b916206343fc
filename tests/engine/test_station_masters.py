"""Station masters (docs/RULES.md §4.3, §12.4): appointing a hired worker after a station 1-5 upgrade, each
tile's immediate effect, and the freed worker space firing again on a later hire."""
from __future__ import annotations

from gwt_desktop.engine.components import COWBOY, CRAFTSMAN, ENGINEER

from .fixtures import (
    at_location,
    card,
    clear_trail_tiles,
    fresh,
    legal,
    play,
    put_tile,
    set_engine,
    set_hand,
    sp,
    tile,
    with_frame,
)


def upgrade_position(g, station: int, workers=(1, 1, 1), money: int = 10, master: str | None = None):
    """Player 0's engine one step before station `station`'s turnout (1-5), about to move onto it."""
    before = {1: "4", 2: "7", 3: "10", 4: "13", 5: "16"}[station]
    set_engine(g, 0, before)
    pl = g.s.players[0]
    pl.workers = list(workers)
    pl.money = money
    if master is not None:
        g.s.masters[station - 1] = master
    with_frame(g, ("engine_fwd", 1), player=0)
    play(g, f"engine {before}.5", f"upgrade {station}", "disc aux_money")
    return g


def test_appoint_offered_after_the_upgrade_disc_for_hired_workers_only():
    """§4.3: after the upgrade's disc, any row with a hired worker may give one; printed ones never."""
    g = upgrade_position(fresh(2), 1, workers=(2, 1, 3), master="sm_workers")
    assert g.decision.kind == "master"
    assert g.s.players[0].stations[0] is True  # the disc is already on the station
    assert legal(g) == {"appoint cowboy", "appoint engineer", "skip"}


def test_no_appointment_with_only_printed_workers():
    """§4.3: a player with only the printed workers is offered nothing (the question is not asked)."""
    g = upgrade_position(fresh(2), 1, workers=(1, 1, 1), master="sm_workers")
    assert g.decision.kind != "master"
    assert g.s.masters[0] == "sm_workers"
    assert g.s.players[0].money == 8


def test_no_appointment_at_stations_6_to_10():
    """§4.2: only stations 1-5 carry a station master slot."""
    g = fresh(2)
    set_engine(g, 0, "21")
    g.s.players[0].workers = [3, 3, 3]
    g.s.players[0].money = 8
    with_frame(g, ("engine_fwd", 1), player=0)
    play(g, "engine 21.5", "upgrade 6", "disc step1")
    assert g.decision.kind != "master"
    assert g.s.players[0].masters == []


def test_no_appointment_once_the_tile_is_gone():
    g = fresh(2)
    g.s.masters[1] = None
    upgrade_position(g, 2, workers=(2, 2, 2))
    assert g.decision.kind != "master"
    assert g.s.players[0].workers == [2, 2, 2]
    assert g.s.players[0].stations[1] is True and g.s.players[0].money == 8


def test_appointing_moves_the_worker_off_the_board_and_takes_the_tile():
    """§4.3: the worker leaves the player's row for the slot; the tile goes to the player."""
    g = upgrade_position(fresh(2), 3, workers=(1, 3, 1), master="sm_workers")
    play(g, "appoint craftsman")
    pl = g.s.players[0]
    assert pl.workers == [1, 2, 1]
    assert g.s.master_workers[2] == CRAFTSMAN
    assert g.s.masters[2] is None
    assert pl.masters == ["sm_workers"]


def test_sm_workers_gives_2_dollars():
    """§4.3: SM-Workers: gain $2 at once."""
    g = upgrade_position(fresh(2), 1, workers=(2, 1, 1), money=2, master="sm_workers")
    assert g.s.players[0].money == 0
    play(g, "appoint cowboy")
    assert g.s.players[0].money == 2
    assert g.s.players[0].perm_certs == 0


def test_declining_the_station_master_keeps_worker_and_tile():
    g = upgrade_position(fresh(2), 1, workers=(2, 1, 1), master="sm_workers")
    play(g, "skip")
    assert g.s.players[0].workers == [2, 1, 1]
    assert g.s.masters[0] == "sm_workers"
    assert g.s.players[0].money == 8


def _income_after(g, hand=("jersey",)):
    """Run a Kansas City visit with empty foresight columns and return the income gained."""
    g.s.foresight = [[-1, -1], [-1, -1], [-1, -1]]
    g.s.kc_stacks = [[], [], []]
    set_hand(g, 0, *hand)
    pl = g.s.players[0]
    before = pl.money
    at_location(g, "KC", player=0)
    return pl.money - before, g


def test_permanent_certificate_tiles_count_at_every_later_income():
    """§4.3/§10.4: SM-Cert, SM-Teepee and SM-Hazard each give a permanent certificate, added at income."""
    for name in ("sm_cert", "sm_teepee", "sm_hazard"):
        g = upgrade_position(fresh(2), 4, workers=(1, 1, 2), master=name)
        play(g, "appoint engineer")
        pl = g.s.players[0]
        assert pl.perm_certs == 1, name
        assert pl.cert == 0, name  # not the temporary track
        assert pl.money == 6, name
        gained, g = _income_after(g, hand=("jersey", "guernsey"))
        assert gained == 1 + 2 + 1, name  # Jersey + Guernsey + the permanent certificate
        assert g.decision.kind == "city"  # nothing to spend: the income step was forced
        assert legal(g) == {"city 0", "city 1", "city 2"}  # delivery value 4


def test_sm_objective_offers_a_free_hazard_or_a_teepee_trade():
    """§4.3: SM-Objective: remove any hazard for free, or trade with the Indians."""
    g = fresh(2)
    clear_trail_tiles(g)
    put_tile(g, "HZ_DR3", "drought_4g")
    put_tile(g, "TP+4", "blue_teepee")
    put_tile(g, "TP-3", "green_teepee")
    upgrade_position(g, 2, workers=(2, 1, 1), money=2, master="sm_objective")
    assert g.s.players[0].money == 0
    play(g, "appoint cowboy")
    # $0: the -3 teepee cannot be paid; the hazard is free
    assert legal(g) == {"hazard HZ_DR3", "teepee TP+4", "skip"}
    play(g, "hazard HZ_DR3")
    pl = g.s.players[0]
    assert pl.hazards == [tile("drought_4g")]
    assert pl.money == 0
    assert g.s.trail[sp("TP+4")] == tile("blue_teepee")  # the teepee is still there
    assert g.s.trail[sp("HZ_DR3")] == -1


def test_sm_objective_teepee_trade_pays_its_value():
    g = fresh(2)
    clear_trail_tiles(g)
    put_tile(g, "TP+4", "blue_teepee")
    upgrade_position(g, 2, workers=(2, 1, 1), money=2, master="sm_objective")
    play(g, "appoint cowboy", "teepee TP+4")
    pl = g.s.players[0]
    assert pl.teepees == [tile("blue_teepee")]
    assert pl.money == 4


def test_a_later_hire_into_the_freed_space_fires_its_immediate_action_again():
    """§4.3/§12.4: engineer on space 3 appointed; hiring an engineer again fills space 3 -> "discard a
    Jersey for $2" is offered again."""
    g = upgrade_position(fresh(2), 1, workers=(1, 1, 3), money=10, master="sm_workers")
    play(g, "appoint engineer")
    pl = g.s.players[0]
    assert pl.workers[ENGINEER] == 2
    assert pl.money == 10
    g.s.job_market[0] = [ENGINEER]
    set_hand(g, 0, "jersey", "guernsey")
    with_frame(g, ("hire", 0, True), player=0)
    play(g, "hire 1 engineer")  # row 1 costs $6
    assert pl.workers[ENGINEER] == 3
    assert pl.money == 4
    assert legal(g) == {"discard jersey", "skip"}
    play(g, "discard jersey")
    assert pl.money == 6
    assert pl.discard == [card("jersey")]


def test_station_5_also_has_a_station_master():
    """§4.2: station 5 ($6) is the last with a station master slot."""
    g = upgrade_position(fresh(2), 5, workers=(3, 1, 1), money=6, master="sm_cert")
    assert legal(g) == {"appoint cowboy", "skip"}
    play(g, "appoint cowboy")
    assert g.s.players[0].workers[COWBOY] == 2
    assert g.s.master_workers[4] == COWBOY
    assert g.s.players[0].perm_certs == 1
