"""The end of the game (docs/RULES.md §12.2): the trigger when the job market's last space fills
in Kansas City subphase 2 or 3, the rest of the triggering visit, one final turn for every other
player (no Kansas City workers), then Game.is_over with no legal moves. Scoring is not tested here."""
from __future__ import annotations

import pytest

from gwt_desktop.engine import EventKind, Move, board
from gwt_desktop.engine.components import JOB_ROWS
from gwt_desktop.engine.moves import IllegalMove

from .fixtures import (
    at_kansas_city,
    at_turn_start,
    clear_trail_tiles,
    fresh,
    legal,
    play,
    set_foresight,
    set_hand,
    sp,
    tile,
    with_frame,
)

LAST_ROW = JOB_ROWS - 1


def one_short(g) -> None:
    """The token stands in row 12 and its row is one worker short of full (§5)."""
    s = g.s
    s.token_row = LAST_ROW
    s.job_market[LAST_ROW] = [tile("cowboy")] * (s.n - 1)


def kc_visit(g, player, foresight, hand=("jersey", "guernsey"), cert=0, money=0):
    clear_trail_tiles(g)
    return at_kansas_city(g, player, foresight, hand, money, cert)


def simple_turn(g, player) -> None:
    """A whole turn that does not reach Kansas City: start -> neutral building A, no action."""
    at_turn_start(g, player, "START")
    play(g, "move N_A", "done")


def test_trigger_in_subphase_2_then_subphase_3_may_not_take_a_worker():
    """§12.2: the worker filling row 12 in subphase 2 triggers the end (token to the player); in
    subphase 3 only the non-worker tile may be taken: the step still asks, offering that tile alone
    (§3.1: the engine never takes it for the player)."""
    g = fresh(2)
    one_short(g)
    kc_visit(g, 0, (("green_teepee", "flood_4g"), ("engineer", "craftsman"), ("cowboy", "blue_teepee")), cert=1)
    play(g, "foresight 0")
    assert g.s.end_trigger == -1
    play(g, "foresight 0")  # the engineer fills the last space
    s = g.s
    assert s.job_market[LAST_ROW] == [tile("cowboy"), tile("engineer")]
    assert s.token_row == JOB_ROWS
    assert s.end_trigger == 0
    assert s.players[0].token is True and s.players[1].token is False
    # subphase 3: the cowboy may not be chosen; the blue teepee is offered alone, and nothing is taken yet
    assert g.decision.kind == "kc_foresight" and g.decision.column == 2
    assert [str(m) for m in g.legal_moves()] == ["foresight 1"]
    assert s.foresight[2] == [tile("cowboy"), tile("blue_teepee")]
    events = g.apply("foresight 1")
    assert not any(e.kind == "forced" for e in events)
    assert g.decision.kind == "kc_income"
    assert s.foresight[2] == [tile("cowboy"), -1]
    assert s.trail[sp("TP-2")] == tile("blue_teepee")
    assert not g.is_over


def test_trigger_in_subphase_2_with_only_workers_in_column_3_skips_it():
    """§12.2: with only workers in the third column, subphase 3 is skipped."""
    g = fresh(2)
    one_short(g)
    kc_visit(g, 0, (("green_teepee", "flood_4g"), ("engineer", "craftsman"), ("cowboy", "engineer")), cert=1)
    play(g, "foresight 0", "foresight 1")
    assert g.s.end_trigger == 0
    assert g.decision.kind == "kc_income"
    assert g.s.foresight[2] == [tile("cowboy"), tile("engineer")]
    assert g.s.job_market[LAST_ROW] == [tile("cowboy"), tile("craftsman")]


def test_trigger_in_subphase_3():
    """§12.2: the last space can also be filled in subphase 3."""
    g = fresh(2)
    one_short(g)
    kc_visit(g, 0, (("green_teepee", "flood_4g"), ("blue_teepee", "green_teepee"), ("craftsman", "blue_teepee")),
             cert=1)
    play(g, "foresight 0", "foresight 1")
    assert g.s.end_trigger == -1
    assert legal(g) == {"foresight 0", "foresight 1"}
    play(g, "foresight 0")
    assert g.s.end_trigger == 0 and g.s.players[0].token is True
    assert g.s.job_market[LAST_ROW] == [tile("cowboy"), tile("craftsman")]
    assert g.decision.kind == "kc_income"


def test_triggering_player_finishes_income_delivery_and_refill_then_others_get_one_turn():
    """§12.2: the triggering player still does subphases 4 and 5 and the foresight refill; that was
    their last turn; the other player (2P) takes one more turn, then the game is over."""
    g = fresh(2)
    s = g.s
    one_short(g)
    s.kc_stacks = [[tile("drought_2g")], [tile("cowboy")], [tile("craftsman")]]
    kc_visit(g, 0, (("green_teepee", "flood_4g"), ("engineer", "craftsman"), ("cowboy", "blue_teepee")),
             hand=("jersey", "guernsey", "holstein"), money=2)
    play(g, "foresight 0", "foresight 0")
    play(g, "foresight 1")  # subphase 3: the blue teepee, offered alone; income without certificates: 6
    assert s.players[0].money == 8
    assert legal(g) == {"city 0", "city 1", "city 2", "city 3"}
    play(g, "city 0", "disc aux_money")  # Kansas City: +$6
    assert s.players[0].money == 14
    assert s.players[0].cities[0] == 1
    assert s.foresight == [[tile("drought_2g"), tile("flood_4g")], [tile("cowboy"), tile("craftsman")],
                           [tile("cowboy"), tile("craftsman")]]
    assert s.players[0].cattleman == sp("START")
    assert not g.is_over
    assert s.current == 1 and g.decision.kind == "turn"
    simple_turn(g, 1)
    assert g.is_over
    assert g.legal_moves() == []
    assert g.decision.kind == "game_over"
    with pytest.raises(IllegalMove):
        g.apply("done")


def test_final_turn_kansas_city_does_all_subphases_without_workers_and_refills():
    """§12.2: in the final turn a Kansas City visit runs all five subphases; workers may not be
    chosen in subphases 2 and 3; foresight is still refilled; then the game ends."""
    g = fresh(2)
    s = g.s
    one_short(g)
    kc_visit(g, 0, ((None, "flood_4g"), ("engineer", "craftsman"), (None, "blue_teepee")))
    play(g, "foresight 1", "foresight 0", "foresight 1", "city 0", "disc aux_money")
    assert s.end_trigger == 0 and s.current == 1 and not g.is_over
    # player 1's final turn, from neutral building G straight into Kansas City
    s.kc_stacks = [[tile("rockfall_2b")], [tile("engineer")], [tile("cowboy")]]
    set_foresight(g, ("green_teepee", "drought_3b"), ("cowboy", "engineer"), ("craftsman", "green_teepee"))
    set_hand(g, 1, "jersey", "dutch_belt")
    s.players[1].money = 0
    s.players[1].cert = 1
    at_turn_start(g, 1, "N_G")
    assert "move KC" in legal(g)
    play(g, "move KC")
    assert g.decision.kind == "kc_foresight" and g.decision.column == 0
    play(g, "foresight 1")  # the drought hazard
    # column 2 holds only workers: skipped; column 3: only the green teepee, offered alone
    assert g.decision.kind == "kc_foresight" and g.decision.column == 2 and legal(g) == {"foresight 1"}
    play(g, "foresight 1")
    assert g.decision.kind == "kc_income"
    assert s.foresight[1] == [tile("cowboy"), tile("engineer")]
    assert s.foresight[2] == [tile("craftsman"), -1]
    assert s.job_market[LAST_ROW] == [tile("cowboy"), tile("engineer")]
    play(g, "certs 0")  # 1 + 2 + 1 spent = 4
    assert s.players[1].money == 4
    assert legal(g) == {"city 0", "city 1", "city 2"}
    play(g, "city 2")  # Wichita; engine on 0: cross after 3 -> $1
    assert not g.is_over
    play(g, "disc aux_cert")
    assert s.players[1].money == 3
    assert s.players[1].cities[2] == 1
    assert s.foresight == [[tile("green_teepee"), tile("rockfall_2b")], [tile("cowboy"), tile("engineer")],
                           [tile("craftsman"), tile("cowboy")]]
    assert g.is_over and g.legal_moves() == []
    assert s.players[1].token is False


def test_three_players_each_other_player_takes_exactly_one_more_turn():
    """§12.2: trigger by player 2 of 3 (index 1) -> players 3 and 1 take one turn each, then the end."""
    g = fresh(3)
    s = g.s
    one_short(g)  # 3P row holds two workers
    kc_visit(g, 1, (("green_teepee", "flood_4g"), ("engineer", "craftsman"), ("cowboy", "blue_teepee")))
    play(g, "foresight 0", "foresight 0", "foresight 1", "city 0", "disc aux_money")
    assert s.end_trigger == 1 and s.players[1].token is True
    assert s.current == 2 and not g.is_over
    simple_turn(g, 2)
    assert s.current == 0 and not g.is_over
    assert g.decision.kind == "turn"
    simple_turn(g, 0)
    assert g.is_over
    assert g.legal_moves() == []
    assert s.current == 0  # nobody else moves; player 2 (the trigger) had no further turn


def test_row_12_becomes_hireable_once_the_token_left_it():
    """§5: rows above the token are hireable; once the token left row 12, row 12 is hireable too
    (the remaining final turns may hire from it)."""
    g = fresh(2)
    s = g.s
    one_short(g)
    s.job_market[LAST_ROW - 1] = [tile("engineer"), tile("engineer")]
    s.players[0].money = 20
    with_frame(g, ("hire", 0, True), player=0)
    assert "hire 11 engineer" in legal(g)
    assert "hire 12 cowboy" not in legal(g)  # the token's row is not hireable yet
    s.token_row = JOB_ROWS
    s.job_market[LAST_ROW] = [tile("cowboy"), tile("craftsman")]
    g._legal = g._decision = None
    assert "hire 12 cowboy" in legal(g) and "hire 12 craftsman" in legal(g)


@pytest.mark.parametrize("n,trigger", [(n, t) for n in (2, 3, 4) for t in range(n)])
def test_every_other_player_has_exactly_one_final_turn_in_seat_order(n, trigger):
    """§12.2: after the triggering player's turn the others play once each, clockwise, then the end."""
    g = fresh(n)
    one_short(g)
    kc_visit(g, trigger, ((None, "flood_4g"), ("engineer", None), (None, "blue_teepee")), hand=("jersey",))
    play(g, "foresight 1", "foresight 0", "foresight 1")  # one tile each, asked all the same
    play(g, "city 0")  # value 1: Kansas City or Topeka
    play(g, "disc aux_money")
    assert g.s.end_trigger == trigger
    order = []
    while not g.is_over:
        assert g.decision.kind == "turn"
        order.append(g.s.current)
        simple_turn(g, g.s.current)
    assert order == [(trigger + k) % n for k in range(1, n)]
    assert g.legal_moves() == [] and g.decision.kind == "game_over"


# ---- the end counter (Game.workers_to_end, kansas_city_workers, workers_placed, final_round) ----
def test_workers_to_end_counts_the_empty_spaces_from_the_token_row_down():
    """§5: each row takes as many workers as players; the end comes when the last row is full."""
    for n, needed in ((2, 21), (3, 31), (4, 41)):  # 12 rows of n, less the 3 / 5 / 7 dealt at setup
        assert fresh(n).workers_to_end() == needed
    g = fresh(2)
    one_short(g)
    assert g.workers_to_end() == 1
    g3 = fresh(3)
    one_short(g3)
    assert g3.workers_to_end() == 1
    g3.s.token_row = LAST_ROW - 1
    g3.s.job_market[LAST_ROW - 1] = [tile("cowboy")]
    g3.s.job_market[LAST_ROW] = []
    assert g3.workers_to_end() == 2 + 3  # two left in row 11, three in row 12


def test_kansas_city_workers_fewest_and_most_from_the_foresight_tiles():
    g = fresh(2)
    set_foresight(g, ("green_teepee", "flood_4g"), ("engineer", "craftsman"), ("cowboy", "blue_teepee"))
    assert g.kansas_city_workers() == (1, 2)  # column 2 holds only workers, column 3 may give one
    set_foresight(g, ("cowboy", None), ("engineer", "craftsman"), (None, None))
    assert g.kansas_city_workers() == (2, 2)  # a lone worker must be taken
    one_short(g)
    assert g.kansas_city_workers() == (1, 1)  # no more than the job market takes
    g.s.end_trigger = 0
    assert g.kansas_city_workers() == (0, 0)


def test_workers_placed_by_a_move_counts_forced_picks_and_the_trigger():
    g = fresh(2)
    clear_trail_tiles(g)
    s = g.s
    s.token_row = LAST_ROW
    s.job_market[LAST_ROW] = []
    set_foresight(g, ("cowboy", "engineer"), ("engineer", "craftsman"), ("cowboy", "blue_teepee"))
    set_hand(g, 0, "jersey", "guernsey")
    at_turn_start(g, 0, "N_G")
    # Column 1 holds only workers, so one is placed whatever is picked in it; the rest is asked.
    assert g.workers_to_end() == 2
    assert g.workers_placed(next(m for m in g.legal_moves() if str(m) == "move KC")) == 0
    play(g, "move KC")
    assert [g.workers_placed(m) for m in g.legal_moves()] == [1, 1]
    play(g, "foresight 0")
    assert g.workers_to_end() == 1 and g.final_round() is None
    # The second worker fills row 12: the end is triggered, the third column may give no worker.
    assert [g.workers_placed(m) for m in g.legal_moves()] == [1, 1]
    play(g, "foresight 0")
    assert g.workers_to_end() == 0 and s.end_trigger == 0
    assert g.final_round() == (1,)  # the trigger's turn goes on; player 1 has one last turn


@pytest.mark.parametrize("n,trigger", [(n, t) for n in (2, 3, 4) for t in range(n)])
def test_final_round_names_who_still_plays_in_turn_order(n, trigger):
    g = fresh(n)
    one_short(g)
    kc_visit(g, trigger, (("green_teepee", "flood_4g"), ("engineer", "craftsman"), ("cowboy", "blue_teepee")))
    assert g.final_round() is None
    play(g, "foresight 0", "foresight 0")
    others = tuple((trigger + k) % n for k in range(1, n))
    assert g.final_round() == others
    play(g, "foresight 1", "city 0", "disc aux_money")
    for k, p in enumerate(others):
        assert g.to_move == p and g.final_round() == others[k:]
        simple_turn(g, p)
    assert g.is_over and g.final_round() == ()


def test_the_end_counter_follows_every_worker_of_random_games():
    """Over random games: each move's workers_placed is the workers it put in the job market, the
    counter drops by exactly that, reaches 0 when the end is triggered, and each Kansas City visit
    adds between the fewest and the most kansas_city_workers() named on arrival."""
    import random

    from gwt_desktop.engine import new_game

    visits = 0
    for seed in range(24):
        g = new_game(2 + seed % 3, seed=seed, building_sides="random")
        rng = random.Random(seed)
        visit = None  # (fewest, most, placed so far) of the Kansas City visit under way
        while not g.is_over:
            move = rng.choice(g.legal_moves())
            left, told, before = g.workers_to_end(), g.workers_placed(move), g.kansas_city_workers()
            events = g.apply(move)
            placed = sum(1 for e in events if e.kind == "job_market")
            assert placed == told and g.workers_to_end() == left - placed
            assert (g.workers_to_end() == 0) == (g.state.end_trigger >= 0)
            if visit is not None:
                visit[2] += placed
            if any(e.kind == "kansas_city" for e in events):
                visit = [*before, placed]  # what the counter said just before the move into Kansas City
            if visit is not None and any(e.kind == "cattleman" and e.space == board.START_SPACE for e in events):
                assert visit[0] <= visit[2] <= visit[1], visit
                visit = None
                visits += 1
    assert visits >= 100


def test_the_end_is_within_reach_only_from_the_job_markets_last_two_rows_until_it_is_triggered():
    """Game.end_within_reach: one Kansas City visit places at most three workers, and a row takes two
    at the least, so only from row 11 or 12 can a move trigger the end (§12.2)."""
    g = fresh(2)
    for row, reach in ((0, False), (JOB_ROWS - 3, False), (JOB_ROWS - 2, True), (LAST_ROW, True)):
        g.s.token_row = row
        assert g.end_within_reach() is reach, row
    g.s.end_trigger, g.s.token_row = 1, JOB_ROWS
    assert g.end_within_reach() is False


def test_a_move_previewed_makes_its_events_on_a_copy_and_says_whether_it_triggers_the_end():
    """Game.preview / triggers_end / workers_placed: the foresight worker that fills row 12's last
    space triggers the end, a teepee or a hazard does not; the game itself is not changed."""
    g = fresh(2)
    one_short(g)
    kc_visit(g, 0, (("green_teepee", "flood_4g"), ("engineer", "craftsman"), ("cowboy", "blue_teepee")), cert=1)
    teepee, hazard = Move.parse("foresight 0"), Move.parse("foresight 1")
    assert not g.triggers_end(teepee) and not g.triggers_end(hazard)
    assert g.workers_placed(teepee) == 0
    play(g, "foresight 0")
    engineer = Move.parse("foresight 0")
    before = (g.view(0), g.legal_moves())
    events = g.preview(engineer)
    assert [e.kind for e in events if e.kind in (EventKind.JOB_MARKET, EventKind.END_TRIGGERED)] == [
        EventKind.JOB_MARKET, EventKind.END_TRIGGERED]
    assert g.triggers_end(engineer) and g.workers_placed(engineer) == 1
    assert g.s.end_trigger == -1 and g.s.token_row == LAST_ROW and (g.view(0), g.legal_moves()) == before
    assert g.preview(Move.parse("build 1a P_A1")) == () and not g.triggers_end(Move.parse("build 1a P_A1"))
    play(g, "foresight 0")
    assert g.s.end_trigger == 0 and not g.end_within_reach()
