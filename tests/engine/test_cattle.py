"""The buy cattle action (docs/RULES.md §6.2, §14 #6): prices, cowboys, the market."""
from __future__ import annotations

import pytest

from gwt_desktop.engine import board
from gwt_desktop.engine.trail import end_phase_b, enter_location
from tests.engine.fixtures import at_location, card, fresh, legal, play, put_building

MARKET = ("holstein", "brown_swiss", "ayrshire", "ayrshire", "west_highland_3", "west_highland_5",
          "texas_longhorn_6")
STACK = ("holstein", "texas_longhorn_7", "west_highland_4")  # the top card is the last one


def buy_position(cowboys, money, market=MARKET, stack=STACK, players=2):
    """Phase B at neutral building E with the buy action opened."""
    g = fresh(players)
    s = g.s
    pl = s.players[0]
    pl.workers = [cowboys, 1, 1]
    pl.money = money
    pl.hand = []
    pl.discard = []
    s.market = [card(n) for n in market]
    s.market_stack = [card(n) for n in stack]
    at_location(g, "N_E", player=0)
    play(g, "action buy")
    assert g.decision.kind == "buy"
    return g


def buys(g) -> set[str]:
    return {m for m in legal(g) if m.startswith("buy")}


def test_one_cowboy_choices():
    """1 cowboy: a BV-3 card for $6, a West Highland for $12, or add 2 cards; nothing needing more cowboys."""
    g = buy_position(1, 20)
    assert legal(g) == {
        "buy 1c_bv3 holstein", "buy 1c_bv3 brown_swiss", "buy 1c_bv3 ayrshire",
        "buy 1c_bv4 west_highland_3", "buy 1c_bv4 west_highland_5", "buydraw", "done",
    }


# (option, cowboys, cards bought, price)
OPTIONS = [
    ("1c_bv3", 1, ("brown_swiss",), 6),
    ("2c_bv3", 2, ("holstein",), 3),
    ("3c_2bv3", 3, ("holstein", "ayrshire"), 5),
    ("3c_2bv3", 3, ("ayrshire", "ayrshire"), 5),
    ("1c_bv4", 1, ("west_highland_5",), 12),
    ("3c_bv4", 3, ("west_highland_3",), 6),
    ("2c_bv5", 2, ("texas_longhorn_6",), 12),
    ("4c_bv5", 4, ("texas_longhorn_6",), 6),
]


@pytest.mark.parametrize("option, cowboys, cards, price", OPTIONS)
def test_each_price_option(option, cowboys, cards, price):
    """§6.2: exact price and cowboys; the cards go from the market to the discard pile."""
    g = buy_position(cowboys, 20)
    move = f"buy {option} " + " ".join(cards)
    assert move in legal(g)
    events = g.apply(move)
    s = g.s
    pl = s.players[0]
    assert pl.money == 20 - price
    # The records carry the price: on the first card, 0 on a pair's second (one price for both).
    assert [(e.card, e.cost) for e in events if e.kind == "buy"] == [
        (card(n), price if i == 0 else 0) for i, n in enumerate(cards)]
    assert sorted(pl.discard) == sorted(card(n) for n in cards)
    assert pl.hand == []
    expected_market = [card(n) for n in MARKET]
    for n in cards:
        expected_market.remove(card(n))
    assert sorted(s.market) == sorted(expected_market)
    # every cowboy of this action is used: the buy ends by itself
    assert g.decision.kind == "loc"


@pytest.mark.parametrize("option, cowboys, cards, price", OPTIONS)
def test_option_needs_its_cowboys(option, cowboys, cards, price):
    g = buy_position(cowboys - 1, 20) if cowboys > 1 else None
    if g is not None:
        assert not any(m.startswith(f"buy {option} ") for m in legal(g))
    g = buy_position(cowboys, price - 1)
    assert not any(m.startswith(f"buy {option} ") for m in legal(g)), "money must suffice"


def test_two_west_highlands_for_five_cowboys():
    g = buy_position(5, 20)
    assert "buy 5c_2bv4 west_highland_3 west_highland_5" in legal(g)
    assert "buy 5c_2bv4 west_highland_3 west_highland_3" not in legal(g)  # only one WH3 in the market
    play(g, "buy 5c_2bv4 west_highland_3 west_highland_5")
    pl = g.s.players[0]
    assert pl.money == 12
    assert sorted(pl.discard) == sorted([card("west_highland_3"), card("west_highland_5")])
    assert g.decision.kind == "loc"
    g4 = buy_position(4, 20)
    assert not any(m.startswith("buy 5c_2bv4") for m in legal(g4))


def test_two_bv3_needs_two_cards_in_the_market():
    g = buy_position(3, 20, market=("holstein", "brown_swiss"))
    assert {m for m in buys(g) if "3c_2bv3" in m} == {"buy 3c_2bv3 holstein brown_swiss"}


def test_add_two_cards_is_free_and_may_exceed_the_market_size():
    """§6.2: 1 cowboy draws 2 cards from the market stack into the market, free; 7 may become 9."""
    g = buy_position(1, 0)
    assert legal(g) == {"buydraw", "done"}
    play(g, "buydraw")
    s = g.s
    assert s.players[0].money == 0
    assert len(s.market) == 9
    assert s.market[-2:] == [card("west_highland_4"), card("texas_longhorn_7")]
    assert s.market_stack == [card("holstein")]
    assert g.decision.kind == "loc"  # the one cowboy is used


def test_add_cards_with_one_card_left_in_the_stack():
    g = buy_position(1, 0, stack=("holstein",))
    play(g, "buydraw")
    assert len(g.s.market) == 8 and g.s.market_stack == []


def test_add_cards_not_offered_when_the_market_stack_is_empty():
    g = buy_position(3, 20, stack=())
    assert "buydraw" not in legal(g)
    assert "buy 1c_bv3 holstein" in legal(g)


def test_options_combine_while_cowboys_last():
    """§6.2: split the cowboys; each used once in this action."""
    g = buy_position(4, 20)
    play(g, "buydraw")  # 3 cowboys left; market grows by the two stack cards
    assert "buy 4c_bv5 texas_longhorn_6" not in legal(g)
    assert "buy 3c_bv4 west_highland_4" in legal(g)  # a card just added can be bought
    play(g, "buy 2c_bv3 ayrshire")  # 1 cowboy left
    assert buys(g) == {"buy 1c_bv3 holstein", "buy 1c_bv3 brown_swiss", "buy 1c_bv3 ayrshire", "buydraw",
                       "buy 1c_bv4 west_highland_3", "buy 1c_bv4 west_highland_4", "buy 1c_bv4 west_highland_5"}
    play(g, "buy 1c_bv3 ayrshire")
    pl = g.s.players[0]
    assert pl.money == 20 - 3 - 6
    assert sorted(pl.discard) == [card("ayrshire")] * 2
    assert card("ayrshire") not in g.s.market
    assert g.decision.kind == "loc"


def test_stopping_early_keeps_money():
    g = buy_position(3, 20)
    play(g, "buy 1c_bv3 holstein", "done")
    assert g.s.players[0].money == 14
    assert g.decision.kind == "loc"
    assert "action buy" not in legal(g)  # one buy action per visit


def test_only_cards_in_the_market_can_be_bought():
    g = buy_position(5, 50, market=("holstein", "west_highland_4"))
    assert buys(g) == {
        "buy 1c_bv3 holstein", "buy 2c_bv3 holstein", "buy 1c_bv4 west_highland_4", "buy 3c_bv4 west_highland_4",
        "buydraw",
    }


def test_second_buy_action_in_a_turn_has_all_cowboys_again():
    """§14 #6: cowboys are counted per buy action, not per turn."""
    g = buy_position(2, 30)
    play(g, "buy 2c_bv3 holstein")
    assert g.decision.kind == "loc" and "action buy" not in legal(g)
    # A building's move action then takes the cattleman to the player's own 2a (buy cattle), exactly as
    # trail's cattle_move does: phase B ends here and starts again there.
    put_building(g, "P_E1", 0, 2)
    end_phase_b(g)
    enter_location(g, board.SPACE_INDEX["P_E1"])
    g._settle()
    play(g, "action buy")
    assert "buy 2c_bv3 brown_swiss" in legal(g)
    play(g, "buy 1c_bv3 brown_swiss", "buy 1c_bv3 ayrshire")
    assert g.s.players[0].money == 30 - 3 - 6 - 6
    assert sorted(g.s.players[0].discard) == sorted(card(n) for n in ("holstein", "brown_swiss", "ayrshire"))


def test_buy_action_not_offered_when_nothing_can_be_bought():
    g = fresh(2)
    s = g.s
    s.players[0].money = 2
    s.players[0].hand = []
    s.market = [card("holstein")]
    s.market_stack = []
    at_location(g, "N_E", player=0)
    assert "action buy" not in legal(g)
