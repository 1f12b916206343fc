"""Numbers and dates as the language writes them (text/formats.py): a German screen shows "68,0",
"0,5" and "07.12.2026 13:51", an English one "68.0", "0.5" and "2026-12-07 13:51"."""
from __future__ import annotations

import pytest

from gwt_desktop.session.review import THRESHOLDS
from gwt_desktop.text import after_game, formats, i18n, menus, review


@pytest.fixture
def german():
    i18n.set_language("de")
    yield
    i18n.set_language("en")


def test_german_writes_a_decimal_comma_and_the_day_first(german):
    assert formats.decimal(68) == "68,0" and formats.number(0.5) == "0,5" and formats.number(3.0) == "3"
    assert formats.date_time("2026-12-07 13:51") == "07.12.2026 13:51"
    assert formats.date_time("2026-12-07T13:51:09+0100") == "07.12.2026 13:51"  # a save's saved_at
    assert formats.date_time("yesterday") == "yesterday"  # a hand-edited file's text stays as it is


def test_the_screens_sentences_use_them_in_german(german):
    assert after_game.standing_line(2, "medium", 3, 2, 68.0)[-1] == "68,0"
    low = min(t for t in THRESHOLDS if t != int(t))
    assert formats.number(low) in review.legend(THRESHOLDS) and f"{low}" not in review.legend(THRESHOLDS)
    assert "07.12.2026 13:51" in menus.game_kept("2026-12-07 13:51")
    assert "07.12.2026 13:51" in menus.continue_note("Anna, Ben", 3, "2026-12-07 13:51")
    assert menus.kept_game("finished", "2026-12-07 13:51") == "Beendetes Spiel, 07.12.2026 13:51"


def test_english_is_as_it_was():
    i18n.set_language("en")
    assert formats.decimal(68) == "68.0" and formats.number(0.5) == "0.5"
    assert formats.date_time("2026-12-07 13:51") == "2026-12-07 13:51"
    assert after_game.standing_line(2, "medium", 3, 2, 68.0)[-1] == "68.0"
