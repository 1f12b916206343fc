"""The title and credits scenes, driven headless by posting real pygame events to the running App."""
from __future__ import annotations

import pygame

from gwt_desktop.ui.scenes.credits import CreditsScene
from gwt_desktop.ui.scenes.title import TitleScene
from tests.events import click


def test_credits_button_opens_credits_naming_every_attribution(app):
    assert isinstance(app.scene, TitleScene)
    credits_button = app.scene.button("Credits")
    click(app, credits_button.rect.center)
    assert isinstance(app.scene, CreditsScene)
    text = "\n".join(app.scene.lines)
    assert "CC BY 3.0" in text and "game-icons.net" in text  # attribution the icons' licence requires
    assert "Open Font License" in text


def test_back_and_escape_return_to_the_title(app):
    click(app, app.scene.button("Credits").rect.center)
    click(app, app.scene.back.rect.center)
    assert isinstance(app.scene, TitleScene)
    click(app, app.scene.button("Credits").rect.center)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.step()
    assert isinstance(app.scene, TitleScene) and app.running


def test_click_outside_a_button_does_nothing_and_quit_stops_the_app(app):
    click(app, (100, 100))
    assert isinstance(app.scene, TitleScene) and app.running
    click(app, app.scene.button("Quit").rect.center)
    assert not app.running


def test_clicks_land_on_the_same_button_after_a_resize(app):
    app.window = pygame.display.set_mode((1600, 900), pygame.RESIZABLE)
    app.step()
    click(app, app.scene.button("Credits").rect.center)
    assert isinstance(app.scene, CreditsScene)
