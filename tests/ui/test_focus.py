"""Tab focus: reading order, wrap-around both ways, focus kept across a refresh of the targets."""
from __future__ import annotations

from gwt_desktop.ui.kit.focus import FocusRing

A = ((100, 500, 40, 40), "a")
B = ((300, 505, 40, 40), "b")  # same band as A, to the right
C = ((50, 900, 40, 40), "c")
D = ((900, 100, 40, 40), "d")


def test_tab_walks_in_reading_order_and_wraps():
    f = FocusRing()
    f.sync([C, B, A, D])
    assert f.current is None
    assert [f.step()[1] for _ in range(5)] == ["d", "a", "b", "c", "d"]
    assert f.step(back=True)[1] == "c"


def test_shift_tab_from_nothing_starts_at_the_end():
    f = FocusRing()
    f.sync([A, B])
    assert f.step(back=True)[1] == "b"


def test_focus_survives_a_refresh_and_drops_when_its_target_goes():
    f = FocusRing()
    f.sync([A, B, C])
    f.step()
    f.step()
    assert f.current[1] == "b"
    f.sync([C, B, A, D])
    assert f.current[1] == "b"
    f.sync([A, C])
    assert f.current is None


def test_no_targets_no_focus():
    f = FocusRing()
    f.sync([])
    assert f.step() is None and f.current is None
