"""The settings scene, clicked with real events: each choice applies at once and is saved."""
from __future__ import annotations

import pygame
import pytest

from gwt_desktop import settings as st
from gwt_desktop.app import App
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


def button(scene, label):
    return next(b for b in scene.buttons() if b.label == label)


def test_each_choice_applies_and_is_saved(app):
    scene = app.scene
    click(app, button(scene, "Fast").rect.center)
    assert app.settings.animation == "fast"
    click(app, button(scene, "Slow").rect.center)
    click(app, button(scene, "Off").rect.center)  # the first "Off" is animations
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
    sound_row = dict(scene.rows)["Sound"]
    off = next(b for b, choice in sound_row if choice == ("sound", False))
    click(app, off.rect.center)
    assert app.settings.sound is False and st.load()[0].sound is False
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.step()
    assert not isinstance(app.scene, SettingsScene)


def test_an_unwritable_config_shows_a_message_not_a_crash(app, tmp_path):
    path = st.settings_path()
    path.mkdir()  # a folder where the file should go: saving must fail
    click(app, button(app.scene, "Fast").rect.center)
    assert app.scene.message and str(path) in app.scene.message
    app.step()  # and it draws
