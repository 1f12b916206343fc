"""A seat nobody named is called by its colour: saved in English (the key a save keeps), shown in the
player's language everywhere; a name a person typed is shown as typed."""
from __future__ import annotations

import pytest

from gwt_desktop.session.seats import COLOR_NAMES, COMPUTER, HUMAN, Seat
from gwt_desktop.text import i18n, menus, seat_label, seat_title
from gwt_desktop.text.words import colour_name, player_name


@pytest.fixture
def german():
    i18n.set_language("de")
    yield
    i18n.set_language("en")


def test_colour_names_are_shown_in_german_and_saved_in_english(german):
    assert [colour_name(c) for c in range(4)] == ["Blau", "Orange", "Grün", "Lila"]
    seats = [Seat(COLOR_NAMES[0], 0, HUMAN), Seat("Anna", 2, HUMAN), Seat(COLOR_NAMES[3], 3, COMPUTER, "hard")]
    assert [seat_label(seats, p) for p in range(3)] == ["Blau", "Anna", "Lila"]
    assert seat_title(seats, 0) == "Blau"  # not "Blau (Blau)"
    assert seat_title(seats, 1) == "Anna (Grün)"
    assert menus.seats_line(seats) == "Blau, Anna, Lila (Computer: Schwer)"
    assert seats[0].to_json()["name"] == "Blue"  # the save keeps the key


def test_english_shows_the_key_and_typed_names_stay():
    assert [player_name(n) for n in COLOR_NAMES] == list(COLOR_NAMES)
    assert player_name("Blaubär") == "Blaubär" and player_name("blue") == "blue"
