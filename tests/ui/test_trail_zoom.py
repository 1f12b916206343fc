"""The trail's zoom and pan (ui/board/zoom.py, ui/game/trail_zoom.py), driven by real events: the wheel,
the keys, a drag and the three buttons; a click on a zoomed and moved trail lands on the piece drawn
there, the keys and the ring reach what is in sight, and the reset brings the whole trail back."""
from __future__ import annotations

import pygame
import pytest

from gwt_desktop.app import App
from gwt_desktop.session.match import make_match
from gwt_desktop.text import notices
from gwt_desktop.ui.board.zoom import STEPS, VIEW
from gwt_desktop.ui.game.scene import GameScene
from gwt_desktop.ui.game.trail_zoom import buttons
from tests.events import centre, click, key, window_pos


def _first_turn(app) -> GameScene:
    """A 3-player game on its first decision: Blue places the cattleman on a glowing neutral building."""
    app.open_match(make_match(3, seed=5, humans=1, level="random"), autosave=False, pace=30.0)
    scene = app.scene
    for _ in range(5):
        app.step()
    assert isinstance(scene, GameScene) and scene.ctx.human_to_act()
    assert {k for k in scene.ctx.controller.board_keys() if k.startswith("trail:N_")}
    return scene


def _point(app, logical) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=window_pos(app, logical), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.step()


def _wheel(app, y: int, times: int = 1) -> None:
    for _ in range(times):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                                             precise_y=float(y)))
        app.step()


def _drag(app, start, end, steps: int = 8) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=window_pos(app, start), button=1))
    app.step()
    for i in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * i / steps, start[1] + (end[1] - start[1]) * i / steps)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=window_pos(app, p), rel=(0, 0),
                                             buttons=(1, 0, 0)))
        app.step()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=window_pos(app, end), button=1))
    app.step()


def _empty_spot(scene) -> tuple[int, int]:
    """A point of the trail's region where nothing glows and no part lies over the board."""
    return next((x, y) for x in range(VIEW.x + 20, VIEW.right - 150, 15) for y in range(VIEW.y + 20, VIEW.bottom - 60, 15)
                if scene.targets_part.key_at((x, y)) is None and not scene.covers((x, y)))


def _rect(scene, key: str):
    return next((pygame.Rect(r) for k, r in scene.ctx.components if k == key), None)


def test_the_wheel_zooms_round_the_pointer_and_the_space_under_it_stays_under_it(app):
    scene = _first_turn(app)
    space = _rect(scene, "trail:N_E")
    at = centre(space)
    _point(app, at)
    _wheel(app, 1, times=3)
    zoom = scene.ctx.zoom
    assert zoom.z == STEPS[3]
    grown = _rect(scene, "trail:N_E")
    assert grown.w == pytest.approx(space.w * zoom.z, abs=2)  # drawn anew, larger
    assert grown.collidepoint(at)  # the space under the pointer is still there
    _wheel(app, -1, times=10)
    assert not zoom.on and _rect(scene, "trail:N_E") == space


@pytest.mark.parametrize("how", ["wheel", "keys", "buttons"])
def test_a_click_on_the_zoomed_and_moved_trail_plays_the_piece_drawn_there(app, how):
    scene = _first_turn(app)
    before = {k: pygame.Rect(r) for k, r in scene.ctx.components if k.startswith("trail:")}
    if how == "wheel":
        _point(app, centre(before["trail:N_B"]))
        _wheel(app, 1, times=4)
    elif how == "keys":
        _point(app, centre(before["trail:N_B"]))
        key(app, pygame.K_PLUS, "+", times=4)
    else:
        for _ in range(4):
            click(app, centre(buttons()["in"]), dt=0.3)
    zoom = scene.ctx.zoom
    assert zoom.z == STEPS[-1]
    # The view moves with a drag on an empty spot of the trail: the pieces follow the pointer, and a
    # few drags bring the Kansas City side's neutral building A into sight, whole.
    name = "trail:N_A"
    for _ in range(6):
        here = _rect(scene, name)
        if here is not None and VIEW.inflate(-40, -40).contains(here):
            break
        spot = _empty_spot(scene)
        goal = zoom.rect(scene.ctx.layout.rect("trail", "N_A")).center
        dx = max(-300, min(300, VIEW.centerx - goal[0]))
        dy = max(-150, min(150, VIEW.centery - goal[1]))
        was = list(scene.ctx.components)
        _drag(app, spot, (spot[0] + dx, spot[1] + dy))
        assert scene.ctx.components != was  # the trail moved under the pointer
    assert scene.ctx.match.moves == []  # a drag plays nothing
    # A click on the piece where it is drawn now is the move for that piece.
    target = _rect(scene, name)
    assert target.w > before[name].w * 2  # really zoomed: the unzoomed place would miss it
    click(app, centre(target), dt=0.3)
    assert scene.ctx.match.moves == [f"place {name.split(':')[1]}"]


def test_the_keys_and_the_ring_reach_what_is_in_sight_and_a_hidden_target_stays_a_target(app):
    scene = _first_turn(app)
    glowing = {k for k in scene.ctx.controller.board_keys() if k.startswith("trail:")}
    _point(app, centre(_rect(scene, "trail:N_A")))
    _wheel(app, 1, times=4)
    in_sight = {k for k, _ in scene.ctx.components if k in glowing}
    assert in_sight and in_sight != glowing  # some neutral buildings are out of sight now
    # They are still the board's targets (no choice panel lists them) ...
    assert scene.ctx.controller.board_keys() == glowing and not scene.targets_part.choices
    # ... and Tab and Enter take one in sight, where a click would.
    ring = [label for _, label in scene.clickable()]
    assert len(ring) == len(in_sight)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert len(scene.ctx.match.moves) == 1 and f"trail:{scene.ctx.match.moves[0].split()[1]}" in in_sight


def test_the_reset_key_and_button_bring_the_whole_trail_back(app):
    scene = _first_turn(app)
    whole = list(scene.ctx.components)
    for reset in ("key", "button"):
        _point(app, centre(_rect(scene, "trail:N_G")))
        _wheel(app, 1, times=2)
        _drag(app, (200, 600), (260, 560))
        assert scene.ctx.zoom.on and scene.ctx.components != whole
        if reset == "key":
            key(app, pygame.K_0, "0")
        else:
            click(app, centre(buttons()["reset"]), dt=0.3)
        assert not scene.ctx.zoom.on and scene.ctx.zoom.key() == (1.0, VIEW.x, VIEW.y)
        assert scene.ctx.components == whole


def test_a_press_on_an_empty_spot_of_the_zoomed_trail_is_still_a_click_on_nothing(app):
    scene = _first_turn(app)
    key(app, pygame.K_PLUS, "+", times=2)
    click(app, _empty_spot(scene), dt=0.3)
    assert scene.ctx.message.text == notices.NOT_A_PLACE and scene.ctx.match.moves == []


def test_clicks_land_on_the_same_logical_targets_at_1280x720_and_1920x1080_zoomed_or_not(tmp_path, monkeypatch):
    """The same game at two window sizes: the pieces are at the same logical places, unzoomed and
    zoomed round the same point, and a click there (in each window's own pixels) plays the same move."""
    seen = []
    for size in ((1280, 720), (1920, 1080)):
        monkeypatch.setenv("GWT_HOME", str(tmp_path / f"{size[0]}"))
        app = App(size)
        try:
            app.step()
            scene = _first_turn(app)
            whole = _rect(scene, "trail:N_F")
            _point(app, centre(whole))
            _wheel(app, 1, times=2)
            zoomed = _rect(scene, "trail:N_F")
            click(app, centre(zoomed), dt=0.3)
            seen.append((whole, zoomed, scene.ctx.match.moves))
        finally:
            app.close()
    assert seen[0] == seen[1]
    assert seen[0][2] == ["place N_F"] and seen[0][1] != seen[0][0]
