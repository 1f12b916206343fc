"""Auxiliary actions (docs/RULES.md §10.5) and the player board's discs (§10.2, §10.3)."""
from __future__ import annotations

import pytest

from gwt_desktop.engine.auxiliary import aux_levels
from gwt_desktop.engine.components import DISC_INDEX
from gwt_desktop.engine.trail import step_limit
from tests.engine.fixtures import (
    at_location,
    card,
    fresh,
    legal,
    play,
    put_tile,
    set_discard,
    set_draw,
    set_engine,
    set_hand,
    with_frame,
)

AUX = ("aux_money", "aux_cards", "aux_cert", "aux_engine", "aux_thin")
ALL_WHITE = ("aux_money", "aux_cards", "aux_cert", "aux_engine", "aux_thin", "cert4")
ALL_DARK = ("cert6", "step1", "step2", "hand")


def clear(g, p, *groups, times=1):
    """Take discs off the named disc groups (as if placed on cities or stations earlier)."""
    for name in groups:
        g.s.players[p].discs[DISC_INDEX[name]] -= times


def aux_set(g) -> set[str]:
    return {m for m in legal(g) if m.startswith("aux ")}


def at_g(money=10, engine="3", cleared=(), cleared_twice=(), hand=("jersey", "guernsey")):
    """Phase B at neutral building G, whose 'single or double auxiliary action' is opened."""
    g = fresh(2)
    pl = g.s.players[0]
    pl.money = money
    set_engine(g, 0, engine)
    clear(g, 0, *cleared)
    clear(g, 0, *cleared_twice, times=2)
    set_hand(g, 0, *hand)
    at_location(g, "N_G", player=0)
    play(g, "action aux_any")
    assert g.decision.kind == "aux"
    return g


# ---------------------------------------------------------------------------------------------
# Which auxiliary actions are available
# ---------------------------------------------------------------------------------------------
def test_only_money_and_cards_single_at_the_start():
    g = at_g()
    assert legal(g) == {"aux aux_money 1", "aux aux_cards 1"}


def test_money_and_cards_double_once_their_disc_is_gone():
    g = at_g(cleared=("aux_money",))
    assert aux_set(g) == {"aux aux_money 1", "aux aux_money 2", "aux aux_cards 1"}
    g = at_g(cleared=("aux_cards",))
    assert aux_set(g) == {"aux aux_money 1", "aux aux_cards 1", "aux aux_cards 2"}


@pytest.mark.parametrize("name", ["aux_cert", "aux_engine", "aux_thin"])
def test_two_disc_actions_single_after_one_double_after_both(name):
    g = at_g(cleared=(name,))
    assert f"aux {name} 1" in legal(g) and f"aux {name} 2" not in legal(g)
    g = at_g(cleared_twice=(name,))
    assert {f"aux {name} 1", f"aux {name} 2"} <= legal(g)
    g = at_g()
    assert not any(m.startswith(f"aux {name}") for m in legal(g))


def test_aux_instead_of_local_actions_is_always_single():
    """§10.5: an auxiliary action taken instead of the local actions is single even if the double is open."""
    g = fresh(2)
    clear(g, 0, "aux_money", "aux_cards")
    clear(g, 0, "aux_cert", "aux_engine", "aux_thin", times=2)
    g.s.players[0].money = 10
    set_engine(g, 0, "3")
    set_hand(g, 0, "jersey")
    at_location(g, "N_A", player=0)
    assert aux_set(g) == {f"aux {n} 1" for n in AUX}
    play(g, "aux aux_money 1")
    assert g.s.players[0].money == 11
    assert legal(g) == {"done"}  # the aux stood instead of every local action


def test_aux_on_a_hazard_is_single():
    """§10.5, §12.1: on a hazard only one single auxiliary action, even with the double unlocked."""
    g = fresh(2)
    clear(g, 0, "aux_money")
    put_tile(g, "HZ_FL1", "flood_4g")
    at_location(g, "HZ_FL1", player=0)
    assert legal(g) == {"aux aux_money 1", "aux aux_cards 1", "done"}


# ---------------------------------------------------------------------------------------------
# Exact effects
# ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("lv", [1, 2])
def test_money(lv):
    g = at_g(money=3, cleared=("aux_money",))
    play(g, f"aux aux_money {lv}")
    assert g.s.players[0].money == 3 + lv


def test_cards_single_draw_one_then_discard_one():
    g = at_g(hand=("jersey", "guernsey"))
    set_draw(g, 0, "dutch_belt", "holstein")
    set_discard(g, 0)
    play(g, "aux aux_cards 1")
    pl = g.s.players[0]
    assert sorted(pl.hand) == sorted(card(n) for n in ("jersey", "guernsey", "holstein"))
    assert legal(g) == {"discard jersey", "discard guernsey", "discard holstein"}
    play(g, "discard jersey")
    assert sorted(pl.hand) == sorted([card("guernsey"), card("holstein")])
    assert pl.discard == [card("jersey")] and pl.draw == [card("dutch_belt")]
    assert g.decision.kind == "loc"


def test_cards_double_draw_two_then_discard_two():
    g = at_g(hand=("jersey",), cleared=("aux_cards",))
    set_draw(g, 0, "dutch_belt", "holstein")
    set_discard(g, 0)
    play(g, "aux aux_cards 2")
    pl = g.s.players[0]
    assert len(pl.hand) == 3 and pl.draw == []
    play(g, "discard holstein")
    assert g.decision.kind == "discard"  # a second discard is required
    play(g, "discard jersey")
    assert pl.hand == [card("dutch_belt")]
    assert pl.discard == [card("holstein"), card("jersey")]
    assert g.decision.kind == "loc"


def test_cert_single_pay_one_engine_one_back_cert_one():
    g = at_g(money=4, engine="3", cleared=("aux_cert",))
    play(g, "aux aux_cert 1")
    assert legal(g) == {"engine 2"}  # exactly one space back
    play(g, "engine 2")
    pl = g.s.players[0]
    assert pl.money == 3 and pl.cert == 1
    assert pl.engine == 4  # position code of space 2


def test_cert_double_pay_two_engine_two_back_cert_up_to_two():
    g = at_g(money=4, engine="3", cleared_twice=("aux_cert",))
    g.s.players[0].cert = 2
    play(g, "aux aux_cert 2")
    assert legal(g) == {"engine 1"}
    play(g, "engine 1")
    pl = g.s.players[0]
    assert pl.money == 2
    assert pl.cert == 3  # up to 2, but the limit is 3
    assert pl.engine == 2


def test_cert_needs_money_and_room_behind_the_engine():
    g = at_g(money=0, engine="3", cleared_twice=("aux_cert",))
    assert not any(m.startswith("aux aux_cert") for m in legal(g))
    g = at_g(money=5, engine="0", cleared_twice=("aux_cert",))
    assert not any(m.startswith("aux aux_cert") for m in legal(g))
    g = at_g(money=5, engine="1", cleared_twice=("aux_cert",))
    assert "aux aux_cert 1" in legal(g) and "aux aux_cert 2" not in legal(g)  # 2 back from space 1: no room
    g = at_g(money=1, engine="3", cleared_twice=("aux_cert",))
    assert "aux aux_cert 1" in legal(g) and "aux aux_cert 2" not in legal(g)  # the double costs $2


def test_engine_single_pay_one_forward_one():
    g = at_g(money=1, engine="0", cleared=("aux_engine",))
    play(g, "aux aux_engine 1")
    assert legal(g) == {"engine 1", "skip"}
    play(g, "engine 1")
    assert g.s.players[0].money == 0 and g.s.players[0].engine == 2


def test_engine_double_pay_two_forward_up_to_two():
    g = at_g(money=2, engine="0", cleared_twice=("aux_engine",))
    play(g, "aux aux_engine 2")
    assert legal(g) == {"engine 1", "engine 2", "skip"}
    play(g, "engine 2")
    assert g.s.players[0].money == 0 and g.s.players[0].engine == 4


def test_engine_needs_money():
    g = at_g(money=0, engine="0", cleared_twice=("aux_engine",))
    assert not any(m.startswith("aux aux_engine") for m in legal(g))


def test_thin_single_engine_back_one_remove_one_card():
    g = at_g(engine="3", cleared=("aux_thin",), hand=("jersey", "guernsey"))
    play(g, "aux aux_thin 1", "engine 2")
    assert legal(g) == {"remove jersey", "remove guernsey", "done"}
    play(g, "remove jersey")
    pl = g.s.players[0]
    assert pl.hand == [card("guernsey")]
    assert card("jersey") not in pl.discard and g.s.removed_cards == [card("jersey")]
    assert pl.engine == 4 and pl.money == 10
    assert g.decision.kind == "loc"


def test_thin_double_engine_back_two_remove_two_cards():
    g = at_g(engine="3", cleared_twice=("aux_thin",), hand=("jersey", "jersey", "guernsey"))
    play(g, "aux aux_thin 2", "engine 1", "remove jersey")
    assert g.decision.kind == "thin"
    play(g, "remove jersey")
    pl = g.s.players[0]
    assert pl.hand == [card("guernsey")]
    assert g.s.removed_cards == [card("jersey"), card("jersey")]
    assert pl.engine == 2


def test_thin_needs_room_behind_the_engine():
    g = at_g(engine="0", cleared_twice=("aux_thin",))
    assert not any(m.startswith("aux aux_thin") for m in legal(g))


def test_backward_move_jumps_an_occupied_space():
    """§4.1: an occupied space is skipped and not counted; the aux's backward move obeys this."""
    g = at_g(money=5, engine="3", cleared=("aux_cert",))
    set_engine(g, 1, "2")
    play(g, "aux aux_cert 1")
    assert legal(g) == {"engine 1"}


# ---------------------------------------------------------------------------------------------
# Discs (§10.2, §10.3): through a delivery or a station upgrade
# ---------------------------------------------------------------------------------------------
TOPEKA, WICHITA, ALBUQUERQUE = 1, 2, 5


def disc_frame(money, city, cost=0, cleared=(), cleared_twice=(), players=2):
    g = fresh(players)
    pl = g.s.players[0]
    pl.money = money
    clear(g, 0, *cleared)
    clear(g, 0, *cleared_twice, times=2)
    with_frame(g, ("disc", "city", city, cost), player=0)
    return g


def test_white_target_takes_only_white_discs():
    g = disc_frame(20, TOPEKA)
    assert legal(g) == {f"disc {n}" for n in ALL_WHITE}


def test_white_target_takes_dark_when_only_dark_are_left():
    g = disc_frame(20, TOPEKA, cleared=("aux_money", "aux_cards", "cert4"),
                   cleared_twice=("aux_cert", "aux_engine", "aux_thin"))
    assert legal(g) == {f"disc {n}" for n in ALL_DARK}


def test_dark_allowed_target_takes_either():
    g = disc_frame(20, ALBUQUERQUE)
    assert legal(g) == {f"disc {n}" for n in ALL_WHITE + ALL_DARK}


def test_clearing_a_disc_unlocks_its_aux_action_and_places_the_disc():
    g = disc_frame(0, TOPEKA)
    play(g, "disc aux_cert")
    pl = g.s.players[0]
    assert pl.discs[DISC_INDEX["aux_cert"]] == 1
    assert pl.cities[TOPEKA] == 1
    set_engine(g, 0, "3")
    pl.money = 5
    assert aux_levels(g, 0, "aux_cert") == [1]


@pytest.mark.parametrize("players, steps", [(2, 4), (3, 5), (4, 6)])
def test_step1_disc_pays_three_at_once(players, steps):
    g = disc_frame(1, ALBUQUERQUE, players=players)
    play(g, "disc step1")
    assert g.s.players[0].money == 4
    assert step_limit(g, 0) == steps


def test_step2_disc_adds_one_step_and_no_money():
    g = disc_frame(1, ALBUQUERQUE)
    play(g, "disc step2")
    assert g.s.players[0].money == 1
    assert step_limit(g, 0) == 4


def test_hand_disc_costs_five_and_raises_the_hand_limit():
    g = disc_frame(5, ALBUQUERQUE)
    assert g.s.players[0].hand_limit() == 4
    play(g, "disc hand")
    pl = g.s.players[0]
    assert pl.money == 0 and pl.hand_limit() == 5
    g = disc_frame(5, ALBUQUERQUE, cleared=("hand",))
    play(g, "disc hand")
    assert g.s.players[0].hand_limit() == 6


def test_hand_disc_not_offered_when_unaffordable():
    g = disc_frame(4, ALBUQUERQUE)
    assert "disc hand" not in legal(g) and "disc step1" in legal(g)


def test_hand_disc_must_leave_money_for_transport():
    """A delivery's transport cost is paid after the disc: $5 + transport must be affordable."""
    g = disc_frame(6, ALBUQUERQUE, cost=2)
    assert "disc hand" not in legal(g)
    g = disc_frame(7, ALBUQUERQUE, cost=2)
    assert "disc hand" in legal(g)


def test_cert_limit_discs():
    """§10.2: cert4 raises the limit to 4; cert6 to 6 only once the 4 space is cleared too."""
    g = disc_frame(0, ALBUQUERQUE)
    play(g, "disc cert6")
    assert g.s.players[0].cert_limit() == 3
    g = disc_frame(0, ALBUQUERQUE)
    play(g, "disc cert4")
    assert g.s.players[0].cert_limit() == 4
    g = disc_frame(0, ALBUQUERQUE, cleared=("cert4",))
    play(g, "disc cert6")
    assert g.s.players[0].cert_limit() == 6
    g = disc_frame(0, TOPEKA, cleared=("cert6",))
    play(g, "disc cert4")
    assert g.s.players[0].cert_limit() == 6


def test_no_disc_left_takes_one_back_from_a_station():
    g = fresh(2)
    pl = g.s.players[0]
    pl.discs = [0] * len(pl.discs)
    pl.stations[0] = pl.stations[2] = True
    with_frame(g, ("disc", "city", TOPEKA, 0), player=0)
    assert legal(g) == {"reclaim 1", "reclaim 3"}
    play(g, "reclaim 3")
    assert pl.stations[:4] == [True, False, False, False]
    assert pl.cities[TOPEKA] == 1


def test_only_unaffordable_hand_discs_left_takes_one_back():
    g = fresh(2)
    pl = g.s.players[0]
    pl.discs = [0] * len(pl.discs)
    pl.discs[DISC_INDEX["hand"]] = 2
    pl.money = 4
    pl.stations[1] = pl.stations[4] = True
    with_frame(g, ("disc", "city", ALBUQUERQUE, 0), player=0)
    assert legal(g) == {"reclaim 2", "reclaim 5"}


def test_a_lone_disc_is_asked_not_taken_for_the_player():
    """§10.3: with one disc left that may go (here the hand-limit disc and its $5), the step still asks,
    offering that disc alone; the engine never takes it for the player."""
    g = fresh(2)
    pl = g.s.players[0]
    pl.discs = [0] * len(pl.discs)
    pl.discs[DISC_INDEX["hand"]] = 1
    pl.money = 5
    with_frame(g, ("disc", "city", ALBUQUERQUE, 0), player=0)
    assert g.decision.kind == "disc" and legal(g) == {"disc hand"}
    assert pl.money == 5 and pl.cities[ALBUQUERQUE] == 0
    events = g.apply("disc hand")
    assert not any(e.kind == "forced" for e in events)
    assert pl.money == 0 and pl.cities[ALBUQUERQUE] == 1


def test_a_lone_station_to_take_a_disc_back_from_is_asked():
    g = fresh(2)
    pl = g.s.players[0]
    pl.discs = [0] * len(pl.discs)
    pl.stations[2] = True
    with_frame(g, ("disc", "city", TOPEKA, 0), player=0)
    assert g.decision.kind == "disc" and legal(g) == {"reclaim 3"}
    play(g, "reclaim 3")
    assert pl.stations[2] is False and pl.cities[TOPEKA] == 1


def test_delivery_places_the_disc_then_pays_transport():
    """A whole delivery: city chosen, disc taken (step1: +$3), then transport from engine 0 to value 10."""
    g = fresh(2)
    pl = g.s.players[0]
    pl.money = 10
    with_frame(g, ("city", "kc", 10), player=0)
    assert legal(g) == {f"city {i}" for i in range(6)}
    play(g, "city 5")
    assert "disc hand" in legal(g)  # $10 >= $5 + $5 transport
    play(g, "disc step1")
    assert pl.money == 10 + 3 - 5  # crosses after 3, 4, 5, 7, 9
    assert pl.cities[ALBUQUERQUE] == 1 and pl.discs[DISC_INDEX["step1"]] == 0


def test_station_upgrade_white_station_takes_white_disc():
    g = fresh(2)
    pl = g.s.players[0]
    pl.money = 2
    pl.workers = [1, 1, 1]
    set_engine(g, 0, "4.5")
    with_frame(g, ("upgrade", 0), player=0)
    assert legal(g) == {"upgrade 1", "skip"}
    play(g, "upgrade 1")
    assert legal(g) == {f"disc {n}" for n in ALL_WHITE}
    play(g, "disc aux_engine")
    assert pl.money == 0 and pl.stations[0] is True
    assert pl.discs[DISC_INDEX["aux_engine"]] == 1


def test_station_upgrade_dark_allowed_station_hand_disc_after_cost():
    """Station 5 costs $6 and takes any disc; the $5 hand disc needs $11 in all."""
    g = fresh(2)
    pl = g.s.players[0]
    pl.money = 11
    set_engine(g, 0, "16.5")
    with_frame(g, ("upgrade", 4), player=0)
    play(g, "upgrade 5")
    assert legal(g) == {f"disc {n}" for n in ALL_WHITE + ALL_DARK}
    play(g, "disc hand")
    assert pl.money == 0 and pl.stations[4] and pl.hand_limit() == 5
    g = fresh(2)
    g.s.players[0].money = 10
    set_engine(g, 0, "16.5")
    with_frame(g, ("upgrade", 4), player=0)
    play(g, "upgrade 5")
    assert "disc hand" not in legal(g)


def test_no_single_aux_after_a_local_action():
    """§12.1: the single auxiliary action is offered only if no local action was taken."""
    g = fresh(2)
    set_hand(g, 0, "guernsey")
    g.s.players[0].money = 0
    at_location(g, "N_A", player=0)
    assert "aux aux_money 1" in legal(g)
    play(g, "action guernsey2")
    assert not aux_set(g)
    assert g.s.players[0].money == 2


def test_building_aux_icon_is_a_local_action_then_no_extra_aux():
    """At G the aux icon is a local action (single or double); afterwards G's engine action remains."""
    g = at_g(money=0, engine="0", cleared=("aux_money",))
    play(g, "aux aux_money 2")
    assert g.s.players[0].money == 2
    assert "action engine_engineers" in legal(g)
    assert not aux_set(g)


def test_aux_moves_lists_exactly_the_levels_of_aux_levels_throughout_random_games():
    """aux_moves() is written out flat for speed; it must say exactly what aux_levels() says."""
    import random

    from gwt_desktop.engine import new_game
    from gwt_desktop.engine.auxiliary import aux_moves
    from gwt_desktop.engine.components import AUX_ACTIONS

    checked = 0
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        g = new_game(players, seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            p = g.s.current
            for double in (False, True):
                want = [f"aux {name} {lv}" for name in AUX_ACTIONS for lv in aux_levels(g, p, name)
                        if lv == 1 or double]
                assert [str(m) for m in aux_moves(g, double)] == want
                checked += 1
            g.apply(rng.choice(g.legal_moves()))
    assert checked > 1000
