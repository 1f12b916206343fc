"""Hiring workers, the worker rows' immediate actions and the job market token (docs/RULES.md §5, §10.1)."""
from __future__ import annotations

import pytest

from gwt_desktop.engine.components import COWBOY, CRAFTSMAN, ENGINEER, TILE_INDEX
from gwt_desktop.engine.state import private_code
from gwt_desktop.engine.workers import add_worker, hire_options
from tests.engine.fixtures import (
    at_location,
    card,
    clear_trail_tiles,
    fresh,
    legal,
    play,
    put_building,
    put_tile,
    sp,
    with_frame,
)

ROW_PRICES = (6, 6, 7, 5, 7, 9, 6, 8, 10, 6, 5, 4)  # printed at the right of rows 1-12 (§5)


def set_job_market(g, rows: dict[int, tuple[str, ...]], token_row: int) -> None:
    """rows: 1-based row number -> workers in it (left to right); token_row: 1-based row holding the token."""
    s = g.s
    s.job_market = [[] for _ in range(12)]
    for r, names in rows.items():
        s.job_market[r - 1] = [TILE_INDEX[n] for n in names]
    s.token_row = token_row - 1


def hire_position(players=2, money=50, workers=(1, 1, 1), rows=None, token_row=3, space="N_A"):
    """Phase B at neutral building A with a chosen job market and purse."""
    g = fresh(players)
    set_job_market(g, rows or {1: ("cowboy", "craftsman"), 2: ("engineer", "cowboy")}, token_row)
    pl = g.s.players[0]
    pl.money = money
    pl.workers = list(workers)
    pl.hand = []
    at_location(g, space, player=0)
    return g


def hire_moves(g) -> set[str]:
    return {m for m in legal(g) if m.startswith("hire ")}


# ---------------------------------------------------------------------------------------------
# Hiring (§5)
# ---------------------------------------------------------------------------------------------
def test_only_rows_above_the_token_row_are_hireable():
    """§5: workers in the token's row are not available yet; all rows above are."""
    g = hire_position(rows={1: ("cowboy",), 2: ("craftsman",), 3: ("engineer",)}, token_row=3)
    play(g, "action hire")
    assert hire_moves(g) == {"hire 1 cowboy", "hire 2 craftsman"}
    assert "hire 3 engineer" not in legal(g)


def test_token_row_itself_not_hireable_at_game_start():
    """§1.2 step 6: at the start only row 1 is hireable (row 2 holds the token)."""
    g = fresh(2)
    s = g.s
    assert s.token_row == 1 and len(s.job_market[0]) == 2 and len(s.job_market[1]) == 1
    s.players[0].money = 50
    rows = {r for r, _, _ in hire_options(g, 0)}
    assert rows == {0}


@pytest.mark.parametrize("row", range(1, 13))
def test_row_price(row):
    """§5: a hire costs the price printed at its row: 6,6,7,5,7,9,6,8,10,6,5,4."""
    rows = {r: ("craftsman",) for r in range(1, 13)}
    g = hire_position(money=20, rows=rows, token_row=12)
    g.s.token_row = 12  # the token has left row 12: every row is hireable (the hire itself does not care)
    play(g, "action hire")
    assert len(hire_moves(g)) == 12
    play(g, f"hire {row} craftsman")
    pl = g.s.players[0]
    assert pl.money == 20 - ROW_PRICES[row - 1]
    assert pl.workers == [1, 2, 1]
    assert g.s.job_market[row - 1] == []


def test_price_must_be_affordable():
    """§5: pay the cost in full; a worker you cannot pay for is not offered."""
    g = hire_position(money=5, rows={1: ("cowboy",), 4: ("engineer",)}, token_row=5)
    play(g, "action hire")
    assert hire_moves(g) == {"hire 4 engineer"}  # row 4 costs $5, row 1 costs $6
    g2 = hire_position(money=4, rows={1: ("cowboy",), 4: ("engineer",)}, token_row=5)
    assert "action hire" not in legal(g2)


def test_a_second_hire_costs_two_more():
    """§7 A: hire at row price, and a separate hire at row price +$2; either order, both allowed."""
    g = hire_position(money=8, rows={1: ("cowboy", "craftsman")}, token_row=2)
    assert {"action hire", "action hire_plus2"} <= legal(g)
    play(g, "action hire_plus2", "hire 1 cowboy")
    assert g.s.players[0].money == 0
    assert g.s.players[0].workers == [2, 1, 1]
    # the normal hire is still open, but with $0 it is not offered
    assert "action hire" not in legal(g)
    g2 = hire_position(money=7, rows={1: ("cowboy",)}, token_row=2)
    assert "action hire" in legal(g2) and "action hire_plus2" not in legal(g2)


def test_5a_hire_costs_one_less():
    """§8 5a: hire a worker at row price -$1."""
    g = hire_position(money=6, rows={3: ("engineer",)}, token_row=4, space="N_A")
    put_building(g, "P_A1", 0, 5)
    at_location(g, "P_A1", player=0)
    assert "action hire_minus1" in legal(g)
    play(g, "action hire_minus1", "hire 3 engineer")
    assert g.s.players[0].money == 0  # row 3: $7 - $1
    assert g.s.players[0].workers == [1, 1, 2]


def test_full_player_row_cannot_take_more():
    """§5: max 6 workers per row on the player board; a full row cannot take another worker."""
    g = hire_position(workers=(6, 1, 1), rows={1: ("cowboy", "craftsman")}, token_row=2)
    play(g, "action hire")
    assert hire_moves(g) == {"hire 1 craftsman"}
    g2 = hire_position(workers=(6, 1, 1), rows={1: ("cowboy", "cowboy")}, token_row=2)
    assert "action hire" not in legal(g2)


def test_hired_worker_goes_to_its_row():
    """§5: the worker leaves the job market and joins its own row on the player board."""
    g = hire_position(money=50, rows={1: ("cowboy", "craftsman"), 2: ("engineer", "cowboy")}, token_row=3)
    play(g, "action hire", "hire 2 engineer")
    s = g.s
    assert s.players[0].workers == [1, 1, 2]
    assert s.job_market[1] == [TILE_INDEX["cowboy"]]
    assert s.job_market[0] == [TILE_INDEX["cowboy"], TILE_INDEX["craftsman"]]
    assert s.players[0].money == 44


def test_identical_workers_in_a_row_are_one_choice():
    """DESIGN: identical items are one choice; two cowboys in row 1 are one move."""
    g = hire_position(rows={1: ("cowboy", "cowboy"), 2: ("cowboy", "engineer")}, token_row=3)
    play(g, "action hire")
    assert hire_moves(g) == {"hire 1 cowboy", "hire 2 cowboy", "hire 2 engineer"}
    play(g, "hire 1 cowboy")
    assert g.s.job_market[0] == [COWBOY]


# ---------------------------------------------------------------------------------------------
# Worker-row immediate actions (§10.1)
# ---------------------------------------------------------------------------------------------
def test_cowboy_4th_space_removes_a_hazard_free():
    g = hire_position(money=6, workers=(3, 1, 1), rows={1: ("cowboy",)}, token_row=2)
    clear_trail_tiles(g)
    put_tile(g, "HZ_FL1", "flood_4g")
    put_tile(g, "HZ_RF2", "rockfall_2b")
    play(g, "action hire", "hire 1 cowboy")
    assert g.decision.kind == "hazard"
    assert legal(g) == {"hazard HZ_FL1", "hazard HZ_RF2", "skip"}
    play(g, "hazard HZ_RF2")
    pl = g.s.players[0]
    assert pl.money == 0  # only the $6 hire was paid
    assert pl.hazards == [TILE_INDEX["rockfall_2b"]]
    assert g.s.trail[sp("HZ_RF2")] == -1
    assert g.s.trail[sp("HZ_FL1")] == TILE_INDEX["flood_4g"]
    assert g.decision.kind == "loc"


def test_cowboy_4th_space_lost_when_no_hazard():
    """Use it or lose it: with no hazard on the trail there is nothing to decide."""
    g = hire_position(money=6, workers=(3, 1, 1), rows={1: ("cowboy",)}, token_row=2)
    clear_trail_tiles(g)
    play(g, "action hire", "hire 1 cowboy")
    assert g.decision.kind == "loc"
    assert g.s.players[0].workers == [4, 1, 1]


def test_cowboy_5th_space_has_no_immediate_action():
    g = hire_position(money=6, workers=(4, 1, 1), rows={1: ("cowboy",)}, token_row=2)
    put_tile(g, "HZ_FL1", "flood_4g")
    play(g, "action hire", "hire 1 cowboy")
    assert g.decision.kind == "loc"
    assert g.s.players[0].workers == [5, 1, 1]


def test_cowboy_6th_space_trades_with_the_indians():
    g = hire_position(money=6, workers=(5, 1, 1), rows={1: ("cowboy",)}, token_row=2)
    clear_trail_tiles(g)
    put_tile(g, "TP+4", "green_teepee")
    put_tile(g, "TP-3", "blue_teepee")
    play(g, "action hire", "hire 1 cowboy")
    assert g.decision.kind == "teepee"
    # $0 left: the -3 teepee cannot be paid in full and is not offered
    assert legal(g) == {"teepee TP+4", "skip"}
    play(g, "teepee TP+4")
    pl = g.s.players[0]
    assert pl.money == 4
    assert pl.teepees == [TILE_INDEX["green_teepee"]]
    assert pl.workers == [6, 1, 1]


@pytest.mark.parametrize("before", [3, 5])
def test_craftsman_4th_and_6th_space_build_at_one_dollar_per_craftsman(before):
    g = hire_position(money=6 + 10, workers=(1, before, 1), rows={1: ("craftsman",)}, token_row=2)
    play(g, "action hire", "hire 1 craftsman")
    assert g.decision.kind == "build"
    crafts = before + 1
    moves = legal(g)
    assert "skip" in moves
    # the largest tile you have craftsmen for is offered, the next one is not
    biggest = {4: "6a", 6: "8a"}[crafts]
    too_big = {4: "7a", 6: "9a"}[crafts]
    assert f"build {biggest} P_A1" in moves
    assert not any(m.startswith(f"build {too_big} ") for m in moves)
    play(g, f"build {biggest} P_A1")
    need = {"6a": 4, "8a": 5}[biggest]
    assert g.s.players[0].money == 10 - need  # $1 per craftsman needed
    assert g.s.trail[sp("P_A1")] == private_code(0, int(biggest[0]))


def test_craftsman_cheap_build_lost_when_unaffordable():
    """With $0 left after the hire not even a 1-craftsman tile ($1) can be placed: the action is lost."""
    g = hire_position(money=6, workers=(1, 3, 1), rows={1: ("craftsman",)}, token_row=2)
    play(g, "action hire", "hire 1 craftsman")
    assert g.decision.kind == "loc" and g.s.players[0].money == 0


def test_craftsman_cheap_build_can_be_skipped():
    g = hire_position(money=6 + 10, workers=(1, 3, 1), rows={1: ("craftsman",)}, token_row=2)
    play(g, "action hire", "hire 1 craftsman")
    assert g.decision.kind == "build"
    play(g, "skip")
    assert g.s.players[0].money == 10
    assert g.s.players[0].supply == list(range(1, 11))
    assert g.decision.kind == "loc"


def _engineer_hire(before, hand, cert=0, money=6):
    g = hire_position(money=money, workers=(1, 1, before), rows={1: ("engineer", "cowboy")}, token_row=2)
    g.s.players[0].hand = [card(n) for n in hand]
    g.s.players[0].cert = cert
    play(g, "action hire", "hire 1 engineer")
    return g


def test_engineer_2nd_space_jersey_for_one_certificate():
    g = _engineer_hire(1, ("jersey", "guernsey"))
    assert g.decision.kind == "discard_for"
    assert legal(g) == {"discard jersey", "skip"}  # only a Jersey is accepted
    play(g, "discard jersey")
    pl = g.s.players[0]
    assert pl.cert == 1 and pl.money == 0
    assert pl.hand == [card("guernsey")] and pl.discard[-1] == card("jersey")


def test_engineer_2nd_space_lost_without_jersey():
    g = _engineer_hire(1, ("guernsey", "dutch_belt"))
    assert g.decision.kind == "loc"
    assert g.s.players[0].cert == 0
    assert g.s.players[0].hand == [card("guernsey"), card("dutch_belt")]


def test_engineer_3rd_space_jersey_for_two_dollars():
    g = _engineer_hire(2, ("jersey",))
    assert legal(g) == {"discard jersey", "skip"}
    play(g, "discard jersey")
    assert g.s.players[0].money == 2 and g.s.players[0].cert == 0


def test_engineer_immediate_action_can_be_skipped():
    g = _engineer_hire(2, ("jersey",))
    play(g, "skip")
    assert g.s.players[0].money == 0
    assert g.s.players[0].hand == [card("jersey")]


def test_engineer_4th_space_hires_two_dollars_cheaper():
    g = _engineer_hire(3, (), money=6 + 4)
    assert g.decision.kind == "hire"
    assert legal(g) == {"hire 1 cowboy", "skip"}
    play(g, "hire 1 cowboy")
    pl = g.s.players[0]
    assert pl.money == 0  # $6 for the engineer, then row 1's $6 - $2
    assert pl.workers == [2, 1, 4]


def test_engineer_4th_space_cheap_hire_needs_the_reduced_price():
    g = _engineer_hire(3, (), money=6 + 3)
    assert g.decision.kind == "loc"  # $3 < $4: the cheap hire cannot be used and is lost
    assert g.s.players[0].money == 3


@pytest.mark.parametrize("cert, limit_discs, expected", [(0, 0, 2), (2, 0, 3), (3, 1, 4)])
def test_engineer_5th_space_jersey_for_up_to_two_certificates(cert, limit_discs, expected):
    g = hire_position(money=6, workers=(1, 1, 4), rows={1: ("engineer",)}, token_row=2)
    pl = g.s.players[0]
    pl.hand = [card("jersey")]
    pl.cert = cert
    if limit_discs:
        pl.discs[5] = 0  # the certificate-limit-4 space cleared
    play(g, "action hire", "hire 1 engineer", "discard jersey")
    assert pl.cert == expected
    assert pl.money == 0


def test_engineer_6th_space_jersey_for_four_dollars():
    g = _engineer_hire(5, ("jersey", "jersey"))
    assert legal(g) == {"discard jersey", "skip"}
    play(g, "discard jersey")
    pl = g.s.players[0]
    assert pl.money == 4 and pl.hand == [card("jersey")]
    assert pl.workers == [1, 1, 6]


# ---------------------------------------------------------------------------------------------
# The job market token (§5, §3.3, §12.2), driven through add_worker
# ---------------------------------------------------------------------------------------------
def _market_cards(g, n_market, n_stack):
    s = g.s
    deck = s.market + s.market_stack
    s.market = deck[:n_market]
    s.market_stack = deck[n_market:n_market + n_stack]
    return deck


@pytest.mark.parametrize("players", [2, 3, 4])
def test_workers_fill_the_token_row_left_to_right(players):
    """§3.3/§5: a new worker goes to the next free space of the token's row (n columns used)."""
    g = fresh(players)
    set_job_market(g, {1: ("cowboy",) * players}, token_row=2)
    order = [COWBOY, CRAFTSMAN, ENGINEER, COWBOY][:players]
    for i, w in enumerate(order[:-1]):
        add_worker(g, w)
        assert g.s.job_market[1] == order[:i + 1]
        assert g.s.token_row == 1  # row 2 not full yet: token stays, row 2 not hireable
    add_worker(g, order[-1])
    assert g.s.job_market[1] == order
    assert g.s.token_row == 2  # the token moved on to row 3
    add_worker(g, ENGINEER)
    assert g.s.job_market[2] == [ENGINEER]
    g.s.players[g.s.current].money = 50
    assert {r for r, _, _ in hire_options(g, 0)} == {0, 1}  # rows 1 and 2 hireable now, row 3 not


@pytest.mark.parametrize("players, size", [(2, 7), (3, 10), (4, 13)])
@pytest.mark.parametrize("row", [6, 9])
def test_yellow_arrows_refill_the_cattle_market(players, size, row):
    """§5/§6.3: the token leaving row 6 or row 9 refills the market up to 7/10/13 from the stack's top."""
    g = fresh(players)
    s = g.s
    set_job_market(g, {row: ("cowboy",) * (players - 1)}, token_row=row)
    deck = _market_cards(g, 3, 20)
    add_worker(g, ENGINEER)
    assert s.token_row == row
    assert len(s.market) == size
    assert s.market[:3] == deck[:3]
    assert s.market[3:] == list(reversed(deck[3:23]))[:size - 3]
    assert len(s.market_stack) == 20 - (size - 3)


@pytest.mark.parametrize("row", [5, 7, 8, 10])
def test_other_rows_do_not_refill_the_market(row):
    g = fresh(2)
    s = g.s
    set_job_market(g, {row: ("cowboy",)}, token_row=row)
    _market_cards(g, 3, 20)
    add_worker(g, ENGINEER)
    assert s.token_row == row
    assert len(s.market) == 3 and len(s.market_stack) == 20


def test_refill_never_removes_cards():
    g = fresh(2)
    s = g.s
    set_job_market(g, {6: ("cowboy",)}, token_row=6)
    _market_cards(g, 9, 5)
    before = list(s.market)
    add_worker(g, ENGINEER)
    assert s.token_row == 6
    assert s.market == before and len(s.market_stack) == 5


def test_refill_stops_when_the_market_stack_is_empty():
    g = fresh(3)
    s = g.s
    set_job_market(g, {9: ("cowboy", "cowboy")}, token_row=9)
    _market_cards(g, 4, 2)
    add_worker(g, ENGINEER)
    assert len(s.market) == 6 and s.market_stack == []


@pytest.mark.parametrize("players", [2, 4])
def test_leaving_row_12_triggers_the_end_and_active_player_takes_the_token(players):
    """§5/§12.2: the token leaves row 12 along the red arrow; the active player takes it."""
    g = fresh(players)
    s = g.s
    s.current = 1
    set_job_market(g, {12: ("cowboy",) * (players - 1)}, token_row=12)
    assert s.end_trigger == -1
    add_worker(g, CRAFTSMAN)
    assert s.token_row == 12
    assert s.end_trigger == 1
    assert [pl.token for pl in s.players] == [i == 1 for i in range(players)]


def test_row_11_filling_does_not_end_the_game():
    g = fresh(2)
    s = g.s
    set_job_market(g, {11: ("cowboy",)}, token_row=11)
    add_worker(g, CRAFTSMAN)
    assert s.token_row == 11 and s.end_trigger == -1
    assert not any(pl.token for pl in s.players)


def test_end_trigger_in_subphase_2_blocks_workers_in_subphase_3():
    """§12.2: after the token leaves row 12 in foresight 2, foresight 3 may not take a worker."""
    g = fresh(2)
    s = g.s
    clear_trail_tiles(g)
    set_job_market(g, {12: ("cowboy",)}, token_row=12)
    s.foresight[1] = [TILE_INDEX["engineer"], TILE_INDEX["flood_4g"]]
    s.foresight[2] = [TILE_INDEX["craftsman"], TILE_INDEX["green_teepee"]]
    with_frame(g, ("kc_foresight", 1), ("kc_foresight", 2), player=1)
    assert legal(g) == {"foresight 0", "foresight 1"}
    play(g, "foresight 0")
    assert s.end_trigger == 1 and s.players[1].token
    assert s.job_market[11] == [COWBOY, ENGINEER]
    # foresight 3: only the teepee may be taken; the step asks for it (§3.1), offering it alone
    assert g.decision.kind == "kc_foresight" and legal(g) == {"foresight 1"}
    play(g, "foresight 1")
    assert s.foresight[2] == [TILE_INDEX["craftsman"], -1]
    assert s.trail[sp("TP-3")] == TILE_INDEX["green_teepee"]
    assert s.job_market[11] == [COWBOY, ENGINEER]


def test_worker_space_freed_by_a_station_master_fires_again():
    """§4.3/§12.4: a hired worker appointed station master frees its space; the next hire re-triggers it."""
    g = fresh(2)
    s = g.s
    s.masters[0] = "sm_workers"
    pl = s.players[0]
    pl.workers = [1, 1, 4]
    pl.money = 0
    with_frame(g, ("master", 0), player=0)
    assert legal(g) == {"appoint engineer", "skip"}
    play(g, "appoint engineer")
    assert pl.workers == [1, 1, 3] and pl.money == 2
    set_job_market(g, {1: ("engineer", "cowboy")}, token_row=2)
    pl.money = 6 + 4
    at_location(g, "N_A", player=0)
    play(g, "action hire", "hire 1 engineer")
    assert g.decision.kind == "hire" and legal(g) == {"hire 1 cowboy", "skip"}  # the 4th space's cheap hire again
    play(g, "hire 1 cowboy")
    assert pl.money == 0 and pl.workers == [2, 1, 4]


def test_a_both_hires_in_either_order():
    """Seed 000 FAQ: A's hire and its +$2 hire are separate choices, either first, both allowed."""
    g = hire_position(money=14, rows={1: ("cowboy", "craftsman")}, token_row=2)
    play(g, "action hire", "hire 1 craftsman")
    assert g.s.players[0].money == 8
    assert "action hire" not in legal(g) and "action hire_plus2" in legal(g)
    play(g, "action hire_plus2", "hire 1 cowboy")
    pl = g.s.players[0]
    assert pl.money == 0 and pl.workers == [2, 2, 1]
    assert g.s.job_market[0] == []


def test_craftsman_cheap_build_replacement_pays_the_difference_at_one_dollar():
    """§8/§10.1: replacing your own building needs and pays only the craftsman difference, here at $1 each."""
    g = hire_position(money=6 + 3, workers=(1, 3, 1), rows={1: ("craftsman",)}, token_row=2)
    put_building(g, "P_B1", 0, 1)  # 1a: 1 craftsman
    play(g, "action hire", "hire 1 craftsman")
    assert "build 6a P_B1" in legal(g)  # 4 - 1 = 3 craftsmen -> $3
    assert "build 6a P_A1" not in legal(g)  # a new 6a would cost $4
    play(g, "build 6a P_B1")
    pl = g.s.players[0]
    assert pl.money == 0
    assert pl.boxed_buildings == [1]
    assert g.s.trail[sp("P_B1")] == private_code(0, 6)


def test_cowboy_6th_space_lost_when_no_teepee_can_be_taken():
    """Use it or lose it: an empty Indian trade section (or only teepees you cannot pay) gives nothing."""
    g = hire_position(money=6, workers=(5, 1, 1), rows={1: ("cowboy",)}, token_row=2)
    clear_trail_tiles(g)
    put_tile(g, "TP-2", "blue_teepee")
    play(g, "action hire", "hire 1 cowboy")
    assert g.decision.kind == "loc"
    pl = g.s.players[0]
    assert pl.teepees == [] and pl.money == 0 and pl.workers == [6, 1, 1]
    assert g.s.trail[sp("TP-2")] == TILE_INDEX["blue_teepee"]
