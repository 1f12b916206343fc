"""Animations: they run for their time, finish, skip at once, scale with the speed setting and are
planned from real engine events without touching the game."""
from __future__ import annotations

import random

import pygame
import pytest

from gwt_desktop.engine import BANK, Engine, Money, new_game
from gwt_desktop.engine import board as trail_board
from gwt_desktop.engine.events import Built
from gwt_desktop.storage.settings import Settings
from gwt_desktop.ui.game.animation import Animator, Flight, Places, Popup, Walk, plan, trail_route
from gwt_desktop.ui.kit.layout import center, load


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((320, 180))
    yield
    from gwt_desktop.ui.kit import assets

    assets.clear_caches()
    pygame.quit()


def run_until_idle(anim: Animator, dt: float = 1 / 60, limit: float = 60.0) -> float:
    surf = pygame.Surface((1920, 1080))
    t = 0.0
    while anim.busy:
        anim.update(dt)
        anim.draw(surf)
        t += dt
        assert t < limit, "animations never finished"
    return t


def test_a_flight_moves_from_start_to_end_and_finishes():
    anim = Animator(1.0)
    f = Flight("tiles/worker_cowboy.png", (0, 0, 40, 40), (400, 200, 40, 40), duration=0.5)
    anim.add(f)
    assert anim.busy and f.position() == (20, 20)
    anim.update(0.25)
    x, y = f.position()
    assert 20 < x < 420 and 20 < y < 220
    anim.update(0.3)
    assert not anim.busy
    assert f.position() == (420, 220)


def test_skip_ends_everything_at_once():
    anim = Animator(1.0)
    anim.add(Flight("tiles/worker_cowboy.png", (0, 0, 40, 40), (400, 200, 40, 40)))
    anim.add(Popup("+$3", (100, 100)))
    anim.update(0.01)
    assert anim.busy
    anim.skip()
    assert not anim.busy and anim.hidden() == set()


def test_speed_setting_scales_the_time_and_off_queues_nothing():
    times = {}
    for speed in ("normal", "fast"):
        anim = Animator(Settings(animation=speed).speed_factor)
        anim.add(Walk("pieces/cattleman_p0.png", [[(0, 0), (100, 0)]] * 3, (44, 44)))
        times[speed] = run_until_idle(anim)
    assert times["fast"] < times["normal"]
    off = Animator(Settings(animation="off").speed_factor)
    off.add(Popup("+$1", (0, 0)))
    assert not off.busy
    slow = Animator(1.0)
    slow.add(Popup("+$1", (0, 0)))
    slow.set_speed(0)  # switching animations off mid-way drops what runs
    assert not slow.busy


def test_a_walk_goes_space_by_space_and_ends_on_the_last_stop():
    lay = load()
    legs = trail_route("START", ["N_A", "P_A1", "P_A2"])
    assert len(legs) == 3
    w = Walk("pieces/cattleman_p1.png", legs, (44, 44), per_step=0.2)
    w.t = 0.2  # end of the first leg: standing on N_A
    assert w.position() == pytest.approx(center(lay.rect("trail", "N_A")), abs=1)
    w.t = 0.6
    assert w.position() == pytest.approx(center(lay.rect("trail", "P_A2")), abs=1)


def test_empty_spaces_are_walked_through_within_one_step():
    legs = trail_route("N_A", ["N_B"])  # P_A1..P_A3 empty: one step, the road passes them
    assert len(legs) == 1 and len(legs[0]) > 2


def test_plan_from_real_moves_animates_and_always_finishes():
    g = new_game(4, seed=5)
    rng = random.Random(5)
    kinds = set()
    anim = Animator(1.0)
    places = Places({})
    for _ in range(300):
        if g.is_over:
            break
        viewer = g.to_move
        before = g.view(viewer)
        move = rng.choice(g.legal_moves())
        events = g.apply(move)
        after = g.view(viewer)
        anims = plan(events, places, viewer, before, after, move=move)
        kinds |= {type(a).__name__ for a in anims}
        anim.extend(anims)
        anim.update(0.05)  # the game never waits: moves keep coming while animations run
        for a in anims:
            if isinstance(a, Walk):
                assert a.hides.startswith("cattleman:")
    assert kinds >= {"Walk", "Flight", "Popup"}
    assert run_until_idle(anim) < 30


def test_plan_uses_the_board_views_rects_when_it_has_them():
    g = new_game(2, seed=1)
    viewer = g.to_move
    before = g.view(viewer)
    anims = plan([Money(BANK, viewer, 3)], Places({}), viewer, before, before)
    assert len(anims) == 1 and isinstance(anims[0], Popup)
    assert anims[0].at == center(load().rect("player_board", "money"))
    track = {"track:0": (10, 10, 20, 20), "track:2": (500, 10, 20, 20)}
    anims = plan([Engine(viewer, 4)], Places(track), viewer, before, before)
    assert isinstance(anims[0], Flight) and anims[0].a == (10, 10, 20, 20) and anims[0].hides == f"engine:{viewer}"
    assert center(anims[0].b) == center((500, 10, 20, 20))


def test_a_new_building_flies_from_its_supply_space_to_its_trail_space():
    """From the centre of its supply space (88x44, two rows of five) to its trail space, at the trail
    tile's size all the way."""
    g = new_game(2, seed=1)
    viewer = g.to_move
    view = g.view(viewer)
    space = trail_board.SPACES.index("P_A1")
    anims = plan([Built(viewer, "3a", space, 3)], Places({}), viewer, view, view)
    flight = next(a for a in anims if isinstance(a, Flight))
    supply = load().rect("player_board", "buildings", "3")
    assert flight.sprite == f"buildings/private_3a_p{viewer}.png"
    assert center(flight.a) == center(supply)
    assert flight.b == load().rect("trail", "P_A1") and flight.size == (64, 64)


def test_a_staggered_flight_that_hides_its_piece_shows_it_at_the_start_until_it_flies():
    """The board leaves out a piece while its animation runs, so the animation must show it even
    while it waits for its turn: a flight that hides nothing draws nothing before its delay."""
    surf = pygame.Surface((600, 400), pygame.SRCALPHA)
    waiting = Flight("tiles/worker_cowboy.png", (100, 100, 40, 40), (400, 200, 40, 40), delay=0.3,
                     hides="jobtoken")
    waiting.t = 0.1
    waiting.draw(surf)
    drawn = surf.get_bounding_rect()
    assert not waiting.started and drawn.width > 20 and pygame.Rect(100, 100, 40, 40).contains(drawn)
    surf.fill((0, 0, 0, 0))
    plain = Flight("tiles/worker_cowboy.png", (100, 100, 40, 40), (400, 200, 40, 40), delay=0.3)
    plain.t = 0.1
    plain.draw(surf)
    assert surf.get_bounding_rect().size == (0, 0)
