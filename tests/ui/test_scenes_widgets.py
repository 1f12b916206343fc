"""Widgets the scenes share: the scroll list (the game log) and the segmented selector, fed real events."""
from __future__ import annotations

import pygame
import pytest

from gwt_desktop.ui.kit.widgets import ScrollList, Segmented, TextField


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((320, 200))
    yield
    from gwt_desktop.ui.kit import assets

    assets.clear_caches()
    pygame.quit()


def motion(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def test_scroll_list_follows_new_lines_until_scrolled_up():
    log = ScrollList((0, 0, 600, 200), size=26)
    for i in range(40):
        log.append(f"line {i}")
    assert log.offset == log.max_offset > 0 and log.follow
    log.handle(motion((100, 100)), (100, 100))
    log.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False), None)
    assert log.offset == log.max_offset - 6 and not log.follow
    log.append("one more")
    assert log.offset == log.max_offset - 7  # reading the past is not interrupted
    log.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-50, flipped=False), None)
    assert log.offset == log.max_offset and log.follow
    surf = pygame.Surface((600, 200))
    log.draw(surf)


def test_scroll_list_ignores_the_wheel_elsewhere_and_wraps_long_lines():
    log = ScrollList((0, 0, 300, 120), size=26)
    log.set_items(["a sentence long enough to need more than one line in this narrow box"] * 3)
    assert len(log._lines) > 3
    log.handle(motion((500, 500)), (500, 500))
    before = log.offset
    assert not log.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False), None)
    assert log.offset == before


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
