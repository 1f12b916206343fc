"""Temporary certificates (docs/RULES.md §10.4, §14 #5): the 0-1-2-3-4-6 track, the 3/4/6 limits, spending at income."""
from __future__ import annotations

import pytest

from gwt_desktop.engine.components import CERT_TRACK, DISC_INDEX
from gwt_desktop.engine.state import cert_step
from tests.engine.fixtures import at_location, fresh, legal, play, set_hand, with_frame


def test_the_track_has_no_five():
    assert CERT_TRACK == (0, 1, 2, 3, 4, 6)


@pytest.mark.parametrize("start, spaces, limit, end", [
    (0, 1, 3, 1), (0, 2, 3, 2), (2, 2, 3, 3), (3, 1, 3, 3),  # never past limit 3
    (3, 1, 4, 4), (3, 2, 4, 4), (2, 2, 4, 4), (4, 1, 4, 4),  # limit 4
    (4, 1, 6, 6), (3, 2, 6, 6), (2, 2, 6, 4), (0, 99, 6, 6), (6, 2, 6, 6),  # limit 6: 4 -> 6 is one space
])
def test_gains_move_spaces_never_past_the_limit(start, spaces, limit, end):
    assert cert_step(start, spaces, limit) == end


def limits(g, p, four=False, six=False):
    pl = g.s.players[p]
    if four:
        pl.discs[DISC_INDEX["cert4"]] = 0
    if six:
        pl.discs[DISC_INDEX["cert6"]] = 0
    return pl


@pytest.mark.parametrize("four, six, limit", [(False, False, 3), (True, False, 4), (False, True, 3), (True, True, 6)])
def test_limit_depends_on_cleared_spaces(four, six, limit):
    """§10.2: the 6 counts only when the 4 space is cleared as well."""
    g = fresh(2)
    assert limits(g, 0, four, six).cert_limit() == limit


@pytest.mark.parametrize("four, six, start, end", [
    (False, False, 3, 3), (True, False, 3, 4), (True, False, 4, 4), (True, True, 4, 6), (False, True, 3, 3),
])
def test_neutral_c_certificate_plus_one(four, six, start, end):
    """§7 C: certificate +1 (one space of the track), capped by the limit."""
    g = fresh(2)
    pl = limits(g, 0, four, six)
    pl.cert = start
    at_location(g, "N_C", player=0)
    assert "action cert1" in legal(g)
    play(g, "action cert1")
    assert pl.cert == end


def test_engineer_5th_space_from_four_to_six_is_one_step_of_two():
    """Up to +2 from 4 with limit 6 ends on 6 (the track's last space), not beyond."""
    g = fresh(2)
    pl = limits(g, 0, True, True)
    pl.cert = 4
    set_hand(g, 0, "jersey")
    with_frame(g, ("discard_for", "jersey", "cert2", True), player=0)
    play(g, "discard jersey")
    assert pl.cert == 6


# ---------------------------------------------------------------------------------------------
# Spending at Kansas City income (§3.1 step 4, §10.4)
# ---------------------------------------------------------------------------------------------
def income_position(cert, hand=("jersey", "guernsey", "guernsey", "holstein"), perm=0, money=0):
    g = fresh(2)
    pl = limits(g, 0, True, True)
    pl.cert = cert
    pl.perm_certs = perm
    pl.money = money
    set_hand(g, 0, *hand)
    with_frame(g, ("kc_income",), player=0)
    return g, pl


def test_income_moves_name_the_new_marker_position():
    g, _ = income_position(6)
    assert legal(g) == {"certs 0", "certs 1", "certs 2", "certs 3", "certs 4", "certs 6"}
    assert "certs 5" not in legal(g)


@pytest.mark.parametrize("target, spent", [(6, 0), (4, 2), (3, 3), (0, 6)])
def test_spending_from_six(target, spent):
    """Spending from 6 can drop to 4 (2 spent) or lower; the money added is exactly the amount spent."""
    g, pl = income_position(6)
    play(g, f"certs {target}")
    # breeding value: Jersey 1 + Guernsey 2 (counted once) + Holstein 3 = 6
    assert pl.money == 6 + spent
    assert pl.cert == target
    assert pl.hand == [] and len(pl.discard) == 4
    assert g.decision.kind == "city"
    assert g.s.stack[-1] == ("city", "kc", 6 + spent)


def test_spending_from_three_offers_three_to_zero():
    g, pl = income_position(3)
    assert legal(g) == {"certs 0", "certs 1", "certs 2", "certs 3"}
    play(g, "certs 1")
    assert pl.money == 6 + 2 and pl.cert == 1


def test_permanent_certificates_are_always_added():
    g, pl = income_position(2, perm=2, money=1)
    play(g, "certs 2")
    assert pl.money == 1 + 6 + 2
    assert g.s.stack[-1] == ("city", "kc", 8)


def test_no_temporary_certificates_income_is_automatic():
    g, pl = income_position(0, hand=("jersey", "jersey", "dutch_belt"))
    # the only choice ("certs 0") is taken by the engine, and delivery follows
    assert g.decision.kind == "city"
    assert pl.money == 3 and pl.cert == 0
