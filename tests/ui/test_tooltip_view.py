"""The tooltip box: appears only after the hover delay, stays inside the canvas, renders for every
component of a real board."""
from __future__ import annotations

import pygame
import pytest

from gwt_desktop.text import Tooltip, tooltip
from gwt_desktop.ui.game.tooltip_view import DELAY, TooltipView, render
from gwt_desktop.ui.kit import assets
from tests.text.test_tooltips import component_keys, played


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((320, 180))
    yield
    assets.clear_caches()
    pygame.quit()


TIP = Tooltip("Building 3a", "buildings/private_3a_p0.png", ("Needs 1 craftsman.", "• Gain $3."), "$7, you have $5")


def test_the_box_waits_for_the_delay_and_restarts_on_a_new_key():
    calls = []
    tv = TooltipView(lambda k: calls.append(k) or TIP)
    tv.hover("trail:P_A1", (500, 500))
    tv.update(DELAY / 2)
    assert not tv.visible and tv.rect((1920, 1080)) is None
    tv.hover("trail:P_A2", (510, 500))
    tv.update(DELAY * 0.75)
    assert not tv.visible
    tv.update(DELAY * 0.3)
    assert tv.visible
    surf = pygame.Surface((1920, 1080))
    tv.draw(surf)
    tv.draw(surf)
    assert calls == ["trail:P_A2"]  # rendered once, then only blitted
    tv.invalidate()
    tv.draw(surf)
    assert calls == ["trail:P_A2", "trail:P_A2"]
    tv.hide()
    assert not tv.visible
    tv.hover(None, (0, 0))
    tv.update(5)
    assert not tv.visible


@pytest.mark.parametrize("pos", [(0, 0), (1919, 1079), (1919, 0), (0, 1079), (960, 540), (1800, 1000)])
def test_the_box_stays_inside_the_canvas_and_off_the_pointer(pos):
    tv = TooltipView(lambda k: TIP)
    tv.hover("x", pos)
    tv.update(DELAY)
    r = tv.rect((1920, 1080))
    assert r is not None
    assert pygame.Rect(0, 0, 1920, 1080).contains(r)
    assert not r.collidepoint(pos)


def test_every_tooltip_of_a_real_board_renders_a_readable_box():
    g = played(4, 200, seed=11)
    view = g.view(g.to_move)
    for key in component_keys(view):
        box = render(tooltip(key, view, g, g.to_move))
        w, h = box.get_size()
        assert 200 < w < 1000 and 60 < h < 1000, (key, box.get_size())


def red_pixels(surf: pygame.Surface) -> int:
    return sum(1 for x in range(0, surf.get_width(), 2) for y in range(0, surf.get_height(), 2)
               if surf.get_at((x, y))[0] > 150 and max(surf.get_at((x, y))[1:3]) < 90)


def test_why_not_is_drawn_in_the_warning_colour():
    assert red_pixels(render(Tooltip(TIP.title, None, TIP.lines, TIP.why_not)).pixels(1.0)) > 20
    assert red_pixels(render(Tooltip(TIP.title, None, TIP.lines)).pixels(1.0)) == 0


def test_every_component_the_board_view_draws_has_a_real_tooltip():
    """The board helper's own list of what it drew, on a real 4-player mid-game, for every seat."""
    from gwt_desktop.session.seats import Seat
    from gwt_desktop.ui.board.board_view import BoardView
    from gwt_desktop.ui.kit.layout import load

    g = played(4, 200, seed=11)
    seats = [Seat(f"P{i}", i) for i in range(4)]
    bv = BoardView(load())
    surf = pygame.Surface((1920, 1080))
    kinds = set()
    for seat in range(4):
        view = g.view(seat)
        bv.draw(surf, view, seats, seat=seat)
        comps = bv.components()
        assert len(comps) > 150
        for key, _ in comps:
            t = tooltip(key, view, g, seat, seats)
            kinds.add(key.split(":")[0])
            assert t.title.strip() and t.lines and all(line.strip() for line in t.lines), key
            assert "A part of the board" not in t.text, key
            if t.sprite:
                assert assets.art_path(t.sprite).is_file(), (key, t.sprite)
    assert kinds >= {"trail", "track", "station", "city", "foresight", "job", "market", "hand", "objective",
                     "objstack", "aux", "disc", "worker", "building", "opponent", "pile", "cert", "kcstack",
                     "jobtoken", "marketstack", "money", "limits"}
