"""engine/gifts.py: each gift changes exactly what its name says, keeps every card and tile in one
place, and costs its market price when paid for."""
from __future__ import annotations

import pytest

from gwt_desktop.engine import GIFTS, GiftUnavailable, board, gift_available, gift_price, give_gift
from gwt_desktop.engine.components import CARD_INDEX, DISC_INDEX, JERSEY, PRIVATE_BUILDINGS, TILE_INDEX
from gwt_desktop.engine.invariants import check
from gwt_desktop.engine.state import EMPTY, private_code, private_number, private_owner

from .fixtures import fresh, set_discard, set_draw, set_engine, set_hand

HAND = DISC_INDEX["hand"]


def _picture(g, p: int) -> dict:
    """Everything a gift may change, for the player and the table."""
    s = g.s
    pl = s.players[p]
    return {"discs": pl.discs[:], "deck": sorted(pl.deck()), "hand": pl.hand[:], "perm": pl.perm_certs,
            "workers": pl.workers[:], "engine": pl.engine, "stations": pl.stations[:], "supply": pl.supply[:],
            "money": pl.money, "trail": s.trail[:], "track": s.track[:], "stacks": [st[:] for st in s.kc_stacks],
            "removed": s.removed_cards[:], "market": [r[:] for r in s.job_market], "cert": pl.cert,
            "rival": (s.players[1 - p].money, s.players[1 - p].workers[:], s.players[1 - p].discs[:])}


def _changed(before: dict, after: dict) -> set[str]:
    return {k for k in before if before[k] != after[k]}


def test_the_hand_limit_disc_raises_the_hand_limit_by_one_and_nothing_else():
    g = fresh()
    before = _picture(g, 0)
    limit = g.s.players[0].hand_limit()
    assert give_gift(g, 0, "hand") == 0
    assert g.s.players[0].hand_limit() == limit + 1
    assert g.s.players[0].discs[HAND] == before["discs"][HAND] - 1
    assert _changed(before, _picture(g, 0)) == {"discs"}
    check(g)


def test_two_jerseys_leave_the_deck_from_the_discard_pile_first():
    g = fresh()
    set_hand(g, 0, "jersey", "guernsey")
    set_draw(g, 0, "jersey", "dutch_belt")
    set_discard(g, 0, "jersey", "black_angus")
    removed = len(g.s.removed_cards)
    before = _picture(g, 0)
    give_gift(g, 0, "jerseys")
    pl = g.s.players[0]
    assert pl.discard == [CARD_INDEX["black_angus"]]
    assert pl.draw == [CARD_INDEX["dutch_belt"]]  # the second from the draw stack, the hand kept
    assert pl.hand == [CARD_INDEX["jersey"], CARD_INDEX["guernsey"]]
    assert g.s.removed_cards[removed:] == [JERSEY, JERSEY]
    assert _changed(before, _picture(g, 0)) == {"deck", "removed"}


def test_a_permanent_certificate_counts_at_kansas_city_and_nothing_else_moves():
    g = fresh()
    before = _picture(g, 0)
    give_gift(g, 0, "cert")
    assert g.s.players[0].perm_certs == 1
    assert _changed(before, _picture(g, 0)) == {"perm"}
    check(g)


@pytest.mark.parametrize("name", ["cowboy", "craftsman", "engineer"])
def test_a_worker_comes_from_the_hidden_stacks_never_from_the_job_market(name):
    g = fresh()
    kind = TILE_INDEX[name]
    in_stacks = sum(st.count(kind) for st in g.s.kc_stacks)
    before = _picture(g, 0)
    give_gift(g, 0, name)
    assert g.s.players[0].workers[kind] == before["workers"][kind] + 1
    assert sum(st.count(kind) for st in g.s.kc_stacks) == in_stacks - 1
    assert _changed(before, _picture(g, 0)) == {"workers", "stacks"}
    check(g)  # the tile is in exactly one place: the player's row


def test_a_worker_is_refused_when_the_row_is_full():
    g = fresh()
    g.s.players[0].workers[TILE_INDEX["cowboy"]] = 6
    assert not gift_available(g, 0, "cowboy")
    with pytest.raises(GiftUnavailable):
        give_gift(g, 0, "cowboy")


def test_the_engine_goes_four_counted_spaces_on_jumping_an_engine_in_the_way():
    g = fresh()
    set_engine(g, 0, "3")
    set_engine(g, 1, "5")
    before = _picture(g, 0)
    give_gift(g, 0, "engine4")
    # 3 -> 4 -> (turnout 4.5) ... numbered spaces 4, (5 jumped), 6, 7, 8: four counted steps to space 8
    assert g.s.players[0].engine == board.parse_position("8")
    assert g.s.track[board.parse_position("8")] == 0 and g.s.track[board.parse_position("3")] == -1
    assert _changed(before, _picture(g, 0)) == {"engine", "track"}
    check(g)


def test_the_station_is_the_first_at_or_behind_the_engine_and_clears_no_disc():
    g = fresh()
    set_engine(g, 0, "12")  # past the turnouts of stations 1-3 (after spaces 4, 7, 10)
    g.s.players[0].stations[0] = True
    before = _picture(g, 0)
    give_gift(g, 0, "station")
    assert g.s.players[0].stations == [True, True] + [False] * 8
    assert _changed(before, _picture(g, 0)) == {"stations"}
    assert gift_price(g, 0, "station") == board.STATIONS[2][0]  # the next one, station 3, costs $4


def test_the_building_is_the_cheapest_of_five_points_or_more_on_the_first_empty_space():
    g = fresh()  # side "a": 6a needs 4 craftsmen for 5 points
    before = _picture(g, 0)
    assert gift_price(g, 0, "building") == 8
    give_gift(g, 0, "building")
    space = next(sp for sp in board.PRIVATE_SPACES if before["trail"][sp] == EMPTY)
    code = g.s.trail[space]
    assert code == private_code(0, 6) and private_owner(code) == 0 and private_number(code) == 6
    assert PRIVATE_BUILDINGS[(6, "a")].points == 5
    assert 6 not in g.s.players[0].supply
    assert _changed(before, _picture(g, 0)) == {"trail", "supply"}


def test_paid_gifts_cost_their_market_price_and_a_thin_purse_is_refused():
    g = fresh()
    pl = g.s.players[0]
    pl.money = 20
    assert give_gift(g, 0, "hand", pay=True) == 5
    assert pl.money == 15
    assert give_gift(g, 0, "building", pay=True) == 8
    assert pl.money == 7
    assert give_gift(g, 0, "cert", pay=True) == 0  # no market sells it
    pl.money = 4
    with pytest.raises(GiftUnavailable):
        give_gift(g, 0, "hand", pay=True)
    assert pl.money == 4 and pl.hand_limit() == 5  # refused: nothing changed


def test_all_together_gives_every_single_gift_and_the_game_plays_on():
    g = fresh()
    assert gift_available(g, 0, "all")
    give_gift(g, 0, "all")
    pl = g.s.players[0]
    assert pl.hand_limit() == 5 and pl.perm_certs == 1 and pl.workers == [2, 2, 2]
    assert any(pl.stations) and 6 not in pl.supply and pl.engine == board.parse_position("4")
    check(g)
    moves = g.legal_moves()
    g.apply(moves[0])  # the decision asked is asked again from the changed position
    check(g)


def test_an_unknown_gift_is_refused():
    assert "all" in GIFTS
    with pytest.raises(ValueError):
        give_gift(fresh(), 0, "castle")
