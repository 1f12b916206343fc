"""The magnifier (G) and the Text size setting: where the lens goes, how much it enlarges, and that the
game scene draws it without ever covering the pointer."""
from __future__ import annotations

import pygame

from gwt_desktop.session.match import make_match
from gwt_desktop.storage import settings as settings_mod
from gwt_desktop.text import Tooltip
from gwt_desktop.text.problems import say
from gwt_desktop.ui.game.magnifier import LENS, ZOOM, Magnifier, lens_rect, source_rect
from gwt_desktop.ui.game.tooltip_view import render
from tests.events import key, window_pos

CANVAS = (1920, 1080)


def test_the_lens_stays_on_the_canvas_and_off_the_pointer():
    for pos in ((0, 0), (1919, 1079), (960, 540), (1900, 10), (10, 1070), (1700, 900)):
        r = lens_rect(pos, CANVAS)
        assert pygame.Rect(0, 0, *CANVAS).contains(r)
        assert not r.collidepoint(pos)
        src = source_rect(pos, ZOOM["normal"], CANVAS)
        assert pygame.Rect(0, 0, *CANVAS).contains(src)
    # A tooltip above-right of the pointer: the lens goes elsewhere.
    tip = pygame.Rect(980, 100, 560, 420)
    r = lens_rect((960, 540), CANVAS, avoid=tip)
    assert not r.colliderect(tip) and not r.collidepoint((960, 540))


def _ink_rows(surf, rect) -> int:
    rows = [y for y in range(rect.top, rect.bottom)
            if any(surf.get_at((x, y))[0] < 100 for x in range(rect.left, rect.right))]
    return rows[-1] - rows[0] + 1 if rows else 0


def test_the_lens_shows_a_print_zoom_times_taller():
    """A bar 6 logical px tall (4 px in a 1280x720 window, the board's smallest print is 5) shows
    ZOOM times taller in the lens."""
    for size, zoom in ZOOM.items():
        surf = pygame.Surface(CANVAS)
        surf.fill((255, 255, 255))
        pygame.draw.rect(surf, (0, 0, 0), (955, 537, 10, 6))
        lens = Magnifier()
        lens.on, lens.text_size = True, size
        lens.point((960, 540))
        lens.sample(surf)
        r = lens.draw(surf)
        inner = r.inflate(-12, -12)
        assert abs(_ink_rows(surf, inner) - 6 * zoom) <= 2, size


def test_g_turns_the_lens_on_in_the_game_and_it_follows_the_pointer(app):
    match = make_match(2, seed=5, humans=1, level="random")
    app.open_match(match, autosave=False)
    app.step()
    scene = app.scene
    assert not scene.lens.on
    key(app, pygame.K_g)
    assert scene.lens.on
    pos = window_pos(app, (300, 400))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step()
    r = lens_rect((300, 400), CANVAS)
    assert r.size == LENS
    lens_px = pygame.image.tobytes(app.canvas.subsurface(r).surface, "RGB")
    key(app, pygame.K_g)
    assert not scene.lens.on
    assert pygame.image.tobytes(app.canvas.subsurface(r).surface, "RGB") != lens_px


def test_the_text_size_setting_is_kept_checked_and_scales_tooltips(tmp_path, monkeypatch):
    monkeypatch.setenv("GWT_HOME", str(tmp_path))
    assert settings_mod.DEFAULTS.text_size == "normal"
    assert settings_mod.save(settings_mod.DEFAULTS.with_(text_size="larger")) is None
    loaded, message = settings_mod.load()
    assert loaded.text_size == "larger" and message is None
    settings_mod.settings_path().write_text('{"text_size": "huge"}')
    loaded, message = settings_mod.load()
    assert loaded.text_size == "normal" and "text_size" in say(message)
    pygame.font.init()
    tip = Tooltip("Cowboy", None, ("Kansas City, column 3.",))
    assert render(tip, 1.4).get_height() > render(tip, 1.0).get_height()
