"""Widgets the scenes share: the segmented selector and the text field, fed real events."""
from __future__ import annotations

import pygame
import pytest

from gwt_desktop.ui.kit.widgets import Segmented, TextField


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((320, 200))
    yield
    from gwt_desktop.ui.kit import assets

    assets.clear_caches()
    pygame.quit()


def test_segmented_selects_the_clicked_option_only_when_enabled():
    chosen = []
    seg = Segmented((0, 0, 300, 60), ("a", "b", "c"), 0, on_change=chosen.append)
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(250, 30), button=1)
    assert seg.handle(down, (250, 30)) and seg.selected == 2 and chosen == [2]
    seg.enabled = False
    assert not seg.handle(down, (50, 30)) and seg.selected == 2


def test_text_field_keeps_its_limit_and_filter():
    field = TextField((0, 0, 300, 60), "", max_len=4, allowed=str.isdigit)
    field.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1), (10, 10))
    field.handle(pygame.event.Event(pygame.TEXTINPUT, text="1x23456"), None)
    assert field.value == "1234"
    field.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(400, 10), button=1), (400, 10))
    assert not field.focused


def test_text_field_selects_its_text_on_focus_so_typing_replaces_a_default():
    field = TextField((0, 0, 300, 60), "Player 2", max_len=16)
    field.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1), (10, 10))
    assert field.focused and field.selected
    field.handle(pygame.event.Event(pygame.TEXTINPUT, text="B"), None)
    field.handle(pygame.event.Event(pygame.TEXTINPUT, text="o"), None)
    assert field.value == "Bo" and not field.selected
    field.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0), None)
    assert field.value == "B"  # after typing, Backspace takes one character
    field.focus(False)
    field.focus(True)
    field.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0), None)
    assert field.value == ""  # a fresh focus: Backspace clears the selection
