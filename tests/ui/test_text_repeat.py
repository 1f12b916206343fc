"""Held keys in text fields (seat names on New game, the save's name in the menu), with real events:
a held Backspace repeats after a short delay until it is released; a held character repeats as the
system sends it (one TEXTINPUT per repeat); other scenes' keys never repeat."""
from __future__ import annotations

import pygame

from gwt_desktop.session.match import make_match
from gwt_desktop.ui.kit.widgets import REPEAT_DELAY, REPEAT_INTERVAL
from gwt_desktop.ui.scenes.menu import MenuScene
from gwt_desktop.ui.scenes.new_game import NewGameScene
from tests.events import click


def post(kind, **attrs):
    pygame.event.post(pygame.event.Event(kind, **attrs))


def hold_backspace(app, seconds: float, dt: float = 1 / 60) -> None:
    """Backspace down, `seconds` of frames, Backspace up (one KEYDOWN: pygame drops SDL's repeats)."""
    post(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b", scancode=42)
    t = 0.0
    while t < seconds:
        app.step(dt)
        t += dt
    post(pygame.KEYUP, key=pygame.K_BACKSPACE, mod=0, unicode="\b", scancode=42)
    app.step(dt)


def name_field(app):
    app.push(NewGameScene(app))
    app.step()
    field = app.scene.rows[0].name
    click(app, field.rect.center)
    assert field.focused
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Annabelle Lee"))  # replaces "Player 1"
    app.step()
    assert field.value == "Annabelle Lee"
    return field


def test_a_tap_on_backspace_deletes_one_character(app):
    field = name_field(app)
    hold_backspace(app, 0.1)
    assert field.value == "Annabelle Le"


def test_a_held_backspace_repeats_after_the_delay_until_released(app):
    field = name_field(app)
    hold_backspace(app, REPEAT_DELAY - 0.1)
    assert field.value == "Annabelle Le"  # not yet repeating
    held = REPEAT_DELAY + 5.5 * REPEAT_INTERVAL
    hold_backspace(app, held)
    left = "Annabelle Le"[:-(1 + 6)]  # the press, the first repeat, five more
    assert field.value == left
    for _ in range(30):  # released: nothing more goes
        app.step(0.1)
    assert field.value == left
    assert isinstance(app.scene, NewGameScene)  # an emptied field still holds Backspace (no "Back")


def test_repeats_stop_when_the_window_loses_the_keyboard(app, monkeypatch):
    field = name_field(app)
    post(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b", scancode=42)
    app.step()
    monkeypatch.setattr(pygame.key, "get_focused", lambda: False)  # the KEYUP goes to another window
    for _ in range(60):
        app.step(0.1)
    assert field.value == "Annabelle Le"


def test_a_held_character_types_once_per_textinput_the_system_sends(app):
    field = name_field(app)
    post(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=4)
    for _ in range(3):  # the first press and two system repeats, one TEXTINPUT each
        post(pygame.TEXTINPUT, text="a")
        app.step(REPEAT_INTERVAL)
    post(pygame.KEYUP, key=pygame.K_a, mod=0, unicode="a", scancode=4)
    for _ in range(20):
        app.step(0.1)
    assert field.value == "Annabelle Leeaaa"[:16]


def test_the_save_name_field_repeats_backspace_too(app):
    match = make_match(2, seed=1, humans=1, level="random")
    app.open_match(match, autosave=False, pace=0.0)
    app.push(MenuScene(app, match))
    app.step()
    menu = app.scene
    click(app, menu.button("Save game").rect.center)
    assert menu.saving and menu.name.focused
    post(pygame.TEXTINPUT, text="abcdef")  # replaces the default name, selected on focus
    app.step()
    hold_backspace(app, REPEAT_DELAY + 2.5 * REPEAT_INTERVAL)
    assert menu.name.value == "ab"  # the press and three repeats


def test_the_fields_repeat_never_turns_on_pygames_repeat_for_every_key(app):
    """pygame.key.set_repeat would repeat every key of every scene (a held Space pressing Done)."""
    field = name_field(app)
    post(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b", scancode=42)
    app.step(REPEAT_DELAY + REPEAT_INTERVAL)
    assert pygame.key.get_repeat() == (0, 0) and len(field.value) < len("Annabelle Lee") - 1
