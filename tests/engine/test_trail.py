"""Phase A on the trail: paths through forks, empty spaces, step limits, Kansas City, hand fees.

docs/RULES.md §1.3 (step limits, fees), §2.1 (movement), §2.3 (edges), §2.5 (hands/fees), §14 #11.
"""
from __future__ import annotations

import pytest

from gwt_desktop.engine import IllegalMove
from gwt_desktop.engine.components import DISC_INDEX

from .fixtures import at_turn_start, clear_trail_tiles, fresh, legal, play, put_building, put_tile, sp

STEP1, STEP2 = DISC_INDEX["step1"], DISC_INDEX["step2"]


def moves_of(g) -> set[str]:
    return {m for m in legal(g) if m.startswith("move")}


def money(g) -> list[int]:
    return [p.money for p in g.s.players]


def trail_at(g, cattleman="START", player=0, clear=True):
    """`player` about to move from `cattleman`; clear=True empties the trail (neutral buildings only) first."""
    if clear:
        clear_trail_tiles(g)
    return at_turn_start(g, player, cattleman)


# ---------------------------------------------------------------- paths (§2.1, §2.3)

def test_fork_at_N_A_offers_both_branches():
    """§2.3: N_A -> P_A1 | HZ_FL1; both branches are offered, each continuing towards N_B."""
    g = fresh(2)
    clear_trail_tiles(g)
    put_building(g, "P_A1", 1, 2)  # 2a, no hands
    put_tile(g, "HZ_FL1", "flood_2g")
    trail_at(g, clear=False, cattleman="N_A")
    assert moves_of(g) == {
        "move P_A1", "move P_A1 N_B", "move P_A1 N_B N_C",
        "move HZ_FL1", "move HZ_FL1 N_B", "move HZ_FL1 N_B N_C",
    }


def test_empty_spaces_cost_no_step_and_cannot_be_stopped_on():
    """§2.1: an empty space is not a location: passing costs no step, stopping there is impossible."""
    g = fresh(2)
    trail_at(g, cattleman="START")
    # From START with 3 steps and only neutral buildings: A, B, C — the 5+4 empty spaces between are free.
    assert moves_of(g) == {"move N_A", "move N_A N_B", "move N_A N_B N_C"}
    with pytest.raises(IllegalMove):
        g.apply("move N_A P_A1")
    with pytest.raises(IllegalMove):
        g.apply("move N_A P_A1 P_A2 P_A3 N_B")


def test_tiles_count_as_steps():
    """§2.1: each location entered (building, hazard, teepee) is one step; with a tile on both branches
    after N_A, N_B can no longer be reached in two steps."""
    g = fresh(2)
    clear_trail_tiles(g)
    put_tile(g, "HZ_FL2", "flood_2g")
    put_building(g, "P_A3", 1, 2)
    trail_at(g, clear=False, cattleman="START")
    assert moves_of(g) == {
        "move N_A",
        "move N_A P_A3", "move N_A P_A3 N_B",
        "move N_A HZ_FL2", "move N_A HZ_FL2 N_B",
    }


def _limit_paths(players: int, step1: bool, step2: bool) -> int:
    g = fresh(players)
    pl = g.s.players[0]
    if step1:
        pl.discs[STEP1] = 0
    if step2:
        pl.discs[STEP2] = 0
    trail_at(g, cattleman="START")
    lengths = {len(m.split()) - 1 for m in moves_of(g)}
    assert lengths == set(range(1, max(lengths) + 1))
    return max(lengths)


@pytest.mark.parametrize("players,step1,step2,limit", [
    (2, False, False, 3), (2, True, False, 4), (2, False, True, 4), (2, True, True, 5),
    (3, False, False, 3), (3, True, False, 5), (3, False, True, 4), (3, True, True, 6),
    (4, False, False, 4), (4, True, False, 6), (4, False, True, 5), (4, True, True, 7),
])
def test_step_limit_by_players_and_step_discs(players, step1, step2, limit):
    """§1.3/§10.2: base 3/3/4; left step disc +1 (2P) / +2 (3-4P); right step disc +1."""
    assert _limit_paths(players, step1, step2) == limit


def test_step_limit_exact_paths_with_four_steps():
    """§2.1: at 4 steps from START on an empty trail both routes after N_C are offered (D or E)."""
    g = fresh(4)
    trail_at(g, cattleman="START")
    assert moves_of(g) == {"move N_A", "move N_A N_B", "move N_A N_B N_C", "move N_A N_B N_C N_D",
                           "move N_A N_B N_C N_E"}
    with pytest.raises(IllegalMove):
        g.apply("move N_A N_B N_C N_D N_E")


def test_must_stop_at_kansas_city():
    """§2.1: KC has no exit; every path ending there stops there, even with steps left."""
    g = fresh(4)
    g.s.players[0].discs[STEP1] = 0
    g.s.players[0].discs[STEP2] = 0  # 7 steps
    trail_at(g, clear=False, cattleman="N_G")
    assert moves_of(g) == {"move KC"}
    clear_trail_tiles(g)
    put_building(g, "P_G1", 1, 2)
    put_building(g, "P_G2", 1, 3)
    at_turn_start(g, 0, "N_F")
    assert moves_of(g) == {"move N_G", "move N_G P_G1", "move N_G P_G2", "move N_G P_G1 KC", "move N_G P_G2 KC"}


def test_move_of_at_least_one_location():
    """§2.1: the cattleman must move at least 1 location; phase A cannot be skipped."""
    g = fresh(2)
    trail_at(g, cattleman="N_C")
    assert "done" not in legal(g) and "skip" not in legal(g)
    assert all(len(m.split()) >= 2 for m in moves_of(g))
    for bad in ("move", "move N_C", "done", "skip"):
        with pytest.raises(IllegalMove):
            g.apply(bad)


def test_move_enters_location_and_starts_phase_b():
    """§2.1: the cattleman ends on the last location of the path, phase B follows there."""
    g = fresh(2)
    trail_at(g, cattleman="START")
    play(g, "move N_A N_B")
    assert g.s.players[0].cattleman == sp("N_B")
    assert g.decision.kind == "loc" and g.decision.space == sp("N_B")


# ---------------------------------------------------------------- fees (§2.5, §1.3)

@pytest.mark.parametrize("players,green,black", [(2, 2, 2), (3, 2, 1), (4, 1, 2)])
def test_hazard_fee_per_hand_colour_goes_to_bank(players, green, black):
    """§1.3/§2.5: green/black hand fees 2P 2/2, 3P 2/1, 4P 1/2; hazards pay the bank."""
    g = fresh(players)
    clear_trail_tiles(g)
    put_tile(g, "HZ_FL1", "flood_3g")
    put_tile(g, "HZ_FL2", "flood_3b")
    trail_at(g, clear=False, cattleman="N_A")
    before = money(g)
    play(g, "move HZ_FL1")
    assert money(g) == [before[0] - green] + before[1:]
    g2 = fresh(players)
    clear_trail_tiles(g2)
    put_tile(g2, "HZ_FL1", "flood_3g")
    put_tile(g2, "HZ_FL2", "flood_3b")
    trail_at(g2, clear=False, cattleman="N_A")
    play(g2, "move HZ_FL1 HZ_FL2")
    assert money(g2) == [before[0] - green - black] + before[1:]


@pytest.mark.parametrize("players,fee", [(2, 4), (3, 3), (4, 3)])
def test_both_hands_on_one_tile_pay_both_fees_to_owner(players, fee):
    """§2.5: building 7a shows a green and a black hand: both fees, to its owner."""
    g = fresh(players)
    clear_trail_tiles(g)
    put_building(g, "P_A1", 1, 7)
    trail_at(g, clear=False, cattleman="N_A")
    before = money(g)
    play(g, "move P_A1")
    after = money(g)
    assert after[0] == before[0] - fee
    assert after[1] == before[1] + fee
    assert after[2:] == before[2:]


def test_teepees_pay_bank_green_and_black():
    """§2.5: a green teepee shows a green hand, a blue teepee a black hand; fees to the bank (3P: 2 and 1)."""
    g = fresh(3)
    clear_trail_tiles(g)
    put_tile(g, "TP+1", "green_teepee")
    put_tile(g, "TP+2", "blue_teepee")
    trail_at(g, clear=False, cattleman="N_C")
    assert "move TP+1 TP+2" in moves_of(g)
    play(g, "move TP+1 TP+2")
    assert money(g) == [6 - 3, 7, 8]


def test_opponent_building_fee_goes_to_owner():
    """§2.5: another player's building charges its hand fee to that player (1a: green, 4P $1)."""
    g = fresh(4)
    clear_trail_tiles(g)
    put_building(g, "P_A1", 2, 1)
    trail_at(g, clear=False, cattleman="N_A")
    play(g, "move P_A1 N_B")
    assert money(g) == [6 - 1, 7, 8 + 1, 9]


def test_own_building_is_free():
    """§2.5: your own buildings never charge you (own 10a with a black hand)."""
    g = fresh(2)
    clear_trail_tiles(g)
    put_building(g, "P_A1", 0, 10)
    trail_at(g, clear=False, cattleman="N_A")
    g.events.clear()
    play(g, "move P_A1 N_B")
    assert money(g) == [6, 7]
    assert not [e for e in g.events if e.kind in ("money", "fee")]  # not even a pay-and-refund
    # ...while the opponent passing the same building pays player 0.
    at_turn_start(g, 1, "N_A")
    play(g, "move P_A1 N_B")
    assert money(g) == [8, 5]


def test_neutral_buildings_have_no_hands():
    """§2.5: neutral buildings show no hands: passing and stopping on them is free."""
    g = fresh(2)
    trail_at(g, cattleman="START")
    play(g, "move N_A N_B N_C")
    assert money(g) == [6, 7]


def test_paying_short_pays_what_you_have_and_keeps_moving():
    """§2.5: short of money, pay what you have, keep moving; unpaid fees are never owed later."""
    g = fresh(2)
    clear_trail_tiles(g)
    put_tile(g, "HZ_FL1", "flood_4g")
    put_tile(g, "HZ_FL2", "flood_2b")
    put_building(g, "P_FLR1", 1, 1)  # opponent, green hand
    g.s.players[0].money = 3
    trail_at(g, clear=False, cattleman="N_A")
    play(g, "move HZ_FL1 HZ_FL2 P_FLR1")
    assert money(g) == [0, 7]  # 2 to the bank, 1 to the bank (of 2), nothing left for player 1
    assert g.s.players[0].cattleman == sp("P_FLR1")
    assert g.decision.kind == "loc"
    play(g, "aux aux_money 1")
    assert money(g) == [1, 7]  # the new dollar is kept: nothing is owed


def test_fee_paid_for_passing_not_only_stopping():
    """§2.5: entering or passing a location with a hand costs its fee."""
    g = fresh(2)
    clear_trail_tiles(g)
    put_tile(g, "HZ_FL1", "flood_2g")
    put_building(g, "P_FLR1", 1, 4)  # opponent, black hand
    trail_at(g, clear=False, cattleman="N_A")
    play(g, "move HZ_FL1 P_FLR1 N_B")
    assert money(g) == [6 - 2 - 2, 7 + 2]
    assert g.s.players[0].cattleman == sp("N_B")


def test_off_trail_teepee_spaces_never_charge():
    """§14 #11: the teepee spaces -3/-2/-1 are beside the trail: never entered, never charge."""
    g = fresh(2)
    clear_trail_tiles(g)
    for space in ("TP-3", "TP-2", "TP-1"):
        put_tile(g, space, "blue_teepee")
    trail_at(g, clear=False, cattleman="N_C")
    ms = moves_of(g)
    assert not any("TP-" in m for m in ms)
    assert ms == {"move N_D", "move N_D N_E", "move N_D N_E N_F", "move N_E", "move N_E N_F", "move N_E N_F N_G"}
    play(g, "move N_E N_F N_G")
    assert money(g) == [6, 7]


def test_first_turn_place_pays_no_fee():
    """§2.1: the first turn puts the cattleman on a neutral building with no movement and no fees."""
    g = fresh(2)
    put_tile(g, "HZ_FL1", "flood_4g")
    put_tile(g, "HZ_DR1", "drought_4g")
    at_turn_start(g, 0, None)
    play(g, "place N_G")
    assert money(g) == [6, 7]
    assert g.s.players[0].cattleman == sp("N_G")


def test_paying_short_to_an_owner_gives_only_what_was_paid():
    """§2.5: the owner receives what the passer could pay (7a at 2P costs $4; the passer has $1)."""
    g = fresh(2)
    clear_trail_tiles(g)
    put_building(g, "P_A1", 1, 7)
    g.s.players[0].money = 1
    trail_at(g, clear=False, cattleman="N_A")
    play(g, "move P_A1")
    assert money(g) == [0, 8]


def test_same_destination_by_different_routes_are_different_moves():
    """DESIGN 'paths, not destinations': fees depend on the route, so both routes to N_B are offered."""
    g = fresh(2)
    clear_trail_tiles(g)
    put_tile(g, "HZ_FL1", "flood_4g")
    put_building(g, "P_A2", 1, 2)
    trail_at(g, clear=False, cattleman="N_A")
    assert {"move HZ_FL1 N_B", "move P_A2 N_B"} <= moves_of(g)
    play(g, "move P_A2 N_B")
    assert money(g) == [6, 7]  # 2a shows no hand; the flood hazard was avoided
    assert g.s.players[0].cattleman == sp("N_B")


def test_fork_at_N_C_three_ways():
    """§2.3: N_C -> P_C1a | P_C2; P_C2 -> N_D | TP+1: three routes, each a different move when tiles differ."""
    g = fresh(2)
    clear_trail_tiles(g)
    put_building(g, "P_C1a", 1, 2)
    put_building(g, "P_C2", 1, 3)
    put_tile(g, "TP+4", "green_teepee")
    trail_at(g, clear=False, cattleman="N_C")
    assert moves_of(g) == {
        "move P_C1a", "move P_C1a N_E", "move P_C1a N_E N_F",
        "move P_C2", "move P_C2 N_D", "move P_C2 N_D N_E", "move P_C2 TP+4", "move P_C2 TP+4 N_E",
    }


def test_moving_into_kansas_city_starts_its_subphases():
    """§2.1/§3.1: a move ending in KC runs the Kansas City subphases instead of a phase B at a building."""
    g = fresh(2)
    trail_at(g, cattleman="N_G")
    play(g, "move KC")
    assert g.s.players[0].cattleman == sp("KC")
    assert g.decision.kind == "kc_foresight" and g.decision.column == 0
    assert legal(g) == {"foresight 0", "foresight 1"}
    assert not any(f[0] == "loc" for f in g.s.stack)


def _reference_paths(trail, start, max_steps, allow_kc):
    """The plain depth-first walk over spaces, as the engine first wrote it: the specification the
    memoised walk (location graph, path tree, horizon cache) must reproduce, order included."""
    from gwt_desktop.engine import board
    from gwt_desktop.engine.state import EMPTY

    out: dict = {}

    def walk(space, path):
        for nxt in board.SUCCESSORS[space]:
            if nxt == board.KC_SPACE:
                if allow_kc:
                    out[path + (nxt,)] = None
            elif trail[nxt] == EMPTY:
                walk(nxt, path)
            else:
                np = path + (nxt,)
                out[np] = None
                if len(np) < max_steps:
                    walk(nxt, np)

    walk(start, ())
    return list(out)


def test_memoised_paths_equal_the_plain_walk_on_random_trails():
    import random

    from gwt_desktop.engine import board, new_game
    from gwt_desktop.engine.state import EMPTY
    from gwt_desktop.engine.trail import parse_path, path_moves, paths

    rng = random.Random(3)
    g = new_game(3, seed=3, building_sides="random", neutral_buildings="random")
    s = g.s
    fillable = [i for i, kind in enumerate(board.SPACE_KIND) if kind in (board.PRIVATE, board.HAZARD, board.TEEPEE)]
    checked = 0
    for _ in range(300):
        for space in fillable:  # a random trail: each space empty or holding something
            s.trail[space] = EMPTY if rng.random() < 0.5 else rng.choice((5, 3, 200 + rng.randrange(10)))
        for _ in range(6):
            start = rng.choice([board.START_SPACE, *board.NEUTRAL_SPACES, *fillable])
            steps, allow_kc = rng.randint(1, 7), rng.random() < 0.7
            want = _reference_paths(s.trail, start, steps, allow_kc)
            assert paths(g, start, steps, allow_kc) == want
            got = path_moves(g, start, steps, allow_kc)
            assert [parse_path(m) for m in got] == want
            assert path_moves(g, start, steps, allow_kc) == got  # again, now from the memo
            assert [str(m) for m in got] == ["move " + " ".join(board.SPACES[x] for x in p) for p in want]
            checked += 1
    assert checked == 1800
