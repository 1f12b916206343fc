"""Drawn at the window's own resolution (ui/kit/canvas.py): the canvas has the window's pixels, words are
rendered at their size in those pixels, and a resize or full screen draws everything again at the new
scale. Real windows (the dummy driver), real events, the pixels the app shows."""
from __future__ import annotations

import pygame
import pytest

from gwt_desktop.app import App
from gwt_desktop.text import menus
from gwt_desktop.ui.kit import assets, canvas, theme


@pytest.fixture
def renders(monkeypatch):
    """Every line of words the fonts render: (the words, the rendered picture's height in pixels)."""
    seen: list[tuple[str, int]] = []

    class Font(pygame.font.Font):
        def render(self, text, *a, **k):
            out = super().render(text, *a, **k)
            seen.append((text, out.get_height()))
            return out

    monkeypatch.setattr(pygame.font, "Font", Font)
    assets.clear_caches()  # fonts and pictures made before are made again, through the spy
    yield seen
    assets.clear_caches()


def _resize(app, size) -> None:
    """The window made `size` as a window manager does it, with its event; then one frame."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1]))
    app.step()


def _title_height(renders) -> int:
    heights = [h for words, h in renders if words == menus.GAME_NAME]
    assert heights, "the title was not rendered"
    return heights[-1]


def test_a_resized_window_draws_its_words_again_at_the_new_size(tmp_path, monkeypatch, renders):
    monkeypatch.setenv("GWT_HOME", str(tmp_path))
    app = App((1280, 720))
    try:
        app.step()
        small = _title_height(renders)
        assert app.canvas.surface.get_size() == (1280, 720) and app.canvas.get_size() == (1920, 1080)
        for size, k in (((1920, 1080), 1.0), ((2560, 1440), 4 / 3), ((1600, 900), 5 / 6)):
            _resize(app, size)
            assert app.canvas.surface.get_size() == size and app.canvas.k == pytest.approx(k)
            # The title's words rendered anew, as tall as the window is large (112 logical px).
            assert _title_height(renders) == pytest.approx(small * k / (2 / 3), rel=0.06)
            # And the window shows the canvas as drawn, pixel for pixel: nothing scaled in between.
            assert pygame.image.tobytes(app.window, "RGB") == pygame.image.tobytes(app.canvas.surface, "RGB")
    finally:
        app.close()


def test_full_screen_and_back_draw_at_each_size(tmp_path, monkeypatch, renders):
    monkeypatch.setenv("GWT_HOME", str(tmp_path))
    app = App((1280, 720))
    try:
        app.step()
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
        app.step()
        desktop = pygame.display.get_desktop_sizes()[0]
        assert app.window.get_size() == desktop
        k = min(desktop[0] / 1920, desktop[1] / 1080)
        assert app.canvas.k == pytest.approx(k)
        assert app.canvas.surface.get_size() == (round(1920 * k), round(1080 * k))  # letterboxed, not stretched
        assert canvas.scale() == pytest.approx(k)  # words are measured as this window draws them
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
        app.step()
        assert app.window.get_size() == (1280, 720) and app.canvas.k == pytest.approx(2 / 3)
    finally:
        app.close()


def test_words_are_measured_as_they_are_drawn():
    """A line fitted to its box at one scale is measured with that scale's font: 19 px words at 2/3
    are rendered at 13 px, which is wider than two thirds of the 19 px line."""
    pygame.font.init()
    words = "The game ends in 31 more workers."
    with canvas.measuring(2 / 3):
        logical = canvas.measure(words, 19, bold=True)[0]
        pixels = canvas.text(words, 19, (0, 0, 0), bold=True).pixels(2 / 3).get_width()
    assert logical == pytest.approx(pixels * 3 / 2, abs=1)
    assert logical != assets.font(19, bold=True).size(words)[0]


def _in_window(app) -> bool:
    """The canvas's pixels lie inside the window's pixels as they are now."""
    window, pixels = app.window, app.canvas.surface
    start = window._pixels_address
    return (pixels.get_parent() is window
            and start <= pixels._pixels_address < start + window.get_pitch() * window.get_height())


def test_the_canvas_is_the_windows_own_pixels_and_is_made_anew_before_a_resize_is_handled(tmp_path, monkeypatch):
    monkeypatch.setenv("GWT_HOME", str(tmp_path))
    app = App((1280, 720))
    try:
        app.step()
        assert _in_window(app)  # a frame is shown without copying the canvas
        seen = []
        real = app.scene.handle
        monkeypatch.setattr(app.scene, "handle", lambda event, pos: (seen.append(_in_window(app)), real(event, pos)))
        _resize(app, (1600, 1000))  # the old pixels are freed: no scene may touch them
        assert seen and all(seen)
        assert app.canvas.surface.get_size() == (1600, 900) and app.canvas.surface.get_offset() == (0, 50)
        assert app.window.get_at((5, 10))[:3] == theme.LETTERBOX[:3]  # the bars round it
    finally:
        app.close()
