"""The settings scene, clicked and keyed with real events: each choice applies at once and is saved;
the choices are Segmented selectors, walked by Tab and changed by Enter or the arrow keys."""
from __future__ import annotations

import pygame
import pytest

from gwt_desktop.app import App
from gwt_desktop.storage import settings as st
from gwt_desktop.text.problems import say
from gwt_desktop.ui.scenes.settings import SettingsScene

from .test_scenes import click


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("GWT_HOME", str(tmp_path))
    a = App((1280, 720))
    a.step()
    a.push(SettingsScene(a))
    a.step()
    yield a
    a.close()


def test_each_choice_applies_and_is_saved(app):
    scene = app.scene
    click(app, scene.option_rect("animation", "fast").center)
    assert app.settings.animation == "fast" and scene.selector("animation").value == "Fast"
    click(app, scene.option_rect("computer_pace", 1.6).center)
    click(app, scene.option_rect("animation", "off").center)
    click(app, scene.vol_minus.rect.center)
    saved, msg = st.load()
    assert msg is None
    assert saved == app.settings
    assert saved.animation == "off" and saved.computer_pace == 1.6
    assert saved.volume == pytest.approx(st.DEFAULTS.volume - 0.1)


def test_volume_stays_between_0_and_100_percent(app):
    scene = app.scene
    for _ in range(15):
        click(app, scene.vol_plus.rect.center)
    assert app.settings.volume == 1.0
    for _ in range(15):
        click(app, scene.vol_minus.rect.center)
    assert app.settings.volume == 0.0


def test_sound_off_and_escape_returns(app):
    scene = app.scene
    click(app, scene.option_rect("sound", False).center)
    assert app.settings.sound is False and st.load()[0].sound is False
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.step()
    assert not isinstance(app.scene, SettingsScene)


def test_an_unwritable_config_shows_a_message_not_a_crash(app, tmp_path):
    path = st.settings_path()
    path.mkdir()  # a folder where the file should go: saving must fail
    click(app, app.scene.option_rect("animation", "fast").center)
    assert app.scene.message and str(path) in say(app.scene.message)
    app.step()  # and it draws


def press(app, k, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))
    app.step()


def test_every_multiple_choice_setting_is_a_segmented_selector_showing_the_current_value(app):
    from gwt_desktop.ui.kit.widgets import Segmented

    scene = app.scene
    s = app.settings
    shown = {field: scene.selector(field) for field in ("animation", "computer_pace", "sound", "fullscreen")}
    assert all(isinstance(w, Segmented) for w in shown.values())
    assert shown["animation"].value == s.animation.capitalize()
    assert shown["sound"].value == ("On" if s.sound else "Off")
    # A change made elsewhere while the screen is open (F11 here) shows at once.
    press(app, pygame.K_F11)
    assert app.settings.fullscreen is True and shown["fullscreen"].value == "Full screen"
    press(app, pygame.K_F11)
    assert shown["fullscreen"].value == "Window"


def test_tab_walks_every_option_and_enter_takes_the_focused_one(app):
    scene = app.scene
    targets = scene.clickable()
    assert len(targets) == 3 + 4 + 2 + 2 + 2 + 3 + 3 + 1  # every option (text size, language too), volume -/+, Back
    seen = []
    for _ in range(len(targets)):
        press(app, pygame.K_TAB)
        seen.append(scene.focus.current[1])
    assert sorted(seen) == sorted(label for _, label in targets)  # each once, then it wraps
    press(app, pygame.K_TAB)
    assert scene.focus.current[1] == seen[0]
    while scene.focus.current[1] != "Computer moves: Slow":
        press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    assert app.settings.computer_pace == 1.6 and st.load()[0].computer_pace == 1.6
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)  # back to Normal, and Space takes it
    assert scene.focus.current[1] == "Computer moves: Normal"
    press(app, pygame.K_SPACE)
    assert app.settings.computer_pace == 0.8


def test_arrow_keys_change_the_focused_row_and_escape_first_drops_the_focus(app):
    scene = app.scene
    while not (scene.focus.current or ("", ""))[1].startswith("Animations"):
        press(app, pygame.K_TAB)
    press(app, pygame.K_LEFT)
    press(app, pygame.K_LEFT)
    press(app, pygame.K_LEFT)  # stops at the first option
    assert app.settings.animation == "off" and scene.focus.current[1] == "Animations: Off"
    press(app, pygame.K_RIGHT)
    assert app.settings.animation == "fast" and st.load()[0].animation == "fast"
    while not scene.focus.current[1].startswith("Volume"):
        press(app, pygame.K_TAB)
    volume = app.settings.volume
    press(app, pygame.K_RIGHT)
    assert app.settings.volume == pytest.approx(min(1.0, volume + 0.1))
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, SettingsScene) and scene.focus.current is None
    press(app, pygame.K_ESCAPE)
    assert not isinstance(app.scene, SettingsScene)


def test_choosing_german_speaks_it_from_the_next_screen_and_is_saved(app):
    from gwt_desktop.text import i18n, menus

    scene = app.scene
    click(app, scene.option_rect("language", "de").center)
    assert app.settings.language == "de" and st.load()[0].language == "de"
    assert i18n.language() == "de" and menus.BACK == "Zurück"
    again = SettingsScene(app)  # the next screen is built in German
    assert again.back.label == "Zurück"
    click(app, scene.option_rect("language", "").center)  # "System": the tests' LANGUAGE=en
    assert app.settings.language == "" and i18n.language() == "en" and menus.BACK == "Back"


def test_back_on_the_title_after_choosing_german_its_buttons_speak_german(app):
    """The title sits under Settings: it found Continue by its English label and stopped the game
    with StopIteration once the labels had changed language."""
    from gwt_desktop.text import i18n, menus
    from gwt_desktop.ui.scenes.title import TitleScene

    try:
        click(app, app.scene.option_rect("language", "de").center)
        press(app, pygame.K_ESCAPE)
        assert isinstance(app.scene, TitleScene)
        app.step()
        labels = [b.label for b in app.scene.buttons]
        assert labels[0] == menus.NEW_GAME == "Neues Spiel" and menus.CONTINUE in labels
        assert "New game" not in labels
    finally:
        i18n.set_language("en")
    app.step()
    assert app.scene.buttons[0].label == "New game"


def test_opened_from_a_games_menu_the_game_shows_behind_it_not_the_empty_board(tmp_path, monkeypatch):
    from gwt_desktop.session.match import Match
    from gwt_desktop.ui.kit import canvas
    from gwt_desktop.ui.kit.widgets import backdrop
    from tests.after.games import seats
    from tests.events import key

    monkeypatch.setenv("GWT_HOME", str(tmp_path))
    a = App((1280, 720))
    try:
        a.step()
        a.open_match(Match(seats(2), 5, "a", "random"), autosave=False, pace=0.0)
        a.step()
        key(a, pygame.K_ESCAPE)  # the menu
        a.scene.settings()
        a.step()
        assert isinstance(a.scene, SettingsScene)
        shown = canvas.Canvas.new((1920, 1080), a.canvas.k)
        a.scene.draw(shown)
        board = canvas.Canvas.new((1920, 1080), a.canvas.k)
        board.blit(backdrop((1920, 1080), 200), (0, 0))
        # Left of the panel, over the player's own board (bottom left): the game's pixels, not the art's.
        spots = [(x, y) for x in range(20, 300, 40) for y in range(860, 1060, 40)]
        assert sum(shown.get_at(p) != board.get_at(p) for p in spots) > len(spots) // 2
    finally:
        a.close()
