"""A file's or folder's problem is one whole sentence with the thing's name as a placeholder (never a
phrase glued after the name), in every language; a row that shows where its file is drops the folder."""
from __future__ import annotations

from pathlib import Path

import pytest

from gwt_desktop.storage.files import FileProblem
from gwt_desktop.text import i18n, menus
from gwt_desktop.text import problems as p


@pytest.fixture
def german():
    i18n.set_language("de")
    yield
    i18n.set_language("en")


def test_a_file_problem_names_the_file_and_its_folder_in_one_sentence():
    e = FileProblem(Path("/home/ann/slots/x{1}.json"), p.damaged("a {brace}"))
    assert str(e) == "x{1}.json is damaged (a {brace}) (in /home/ann/slots)"
    assert e.message.short == "x{1}.json is damaged (a {brace})"
    assert menus.cannot_load(e.message.short) == "x{1}.json is damaged (a {brace}): it cannot be loaded."


def test_german_puts_the_name_where_german_wants_it(german):
    e = FileProblem(Path("/d/autosave.json"), p.CUT_SHORT)
    assert str(e) == "autosave.json bricht vorzeitig ab (beschädigt oder gekürzt) (im Ordner /d)"
    assert p.folder_is_odd("/d/slots", p.kind("fifo")).startswith("/d/slots ist ")
    assert p.settings_file_not_used("/c/settings.json", p.EMPTY) == \
        "/c/settings.json ist leer; es gelten die Standardwerte."


def _sentences() -> list[str]:
    return [p.MISSING, p.PERMISSION_DENIED, p.EMPTY, p.CUT_SHORT, p.NESTED_TOO_DEEPLY, p.NOT_A_JSON_OBJECT,
                 p.NOT_OUR_SAVE, p.NO_FORMAT_VERSION, p.NOT_A_FINISHED_GAME, p.NO_FREE_NAME, p.IS_A_FILE, p.IS_A_LINK,
                 p.not_regular("a socket"), p.cannot_be_read("x"), p.too_large("save", "4 MB"), p.not_text("file"),
                 p.not_json(1, 2), p.damaged("x"), p.newer_save(9, 3), p.damaged_because("x"),
                 p.options_not_set_up("x"), p.illegal_move(3, "'done'"), p.not_replayed("x"),
                 p.not_written("x"), p.not_saved("x"), p.folder_cannot_be_read("x"), p.is_odd("a device"),
                 p.cannot_be_made("x"), p.replay_ends_early(2, 3, 4), p.replay_not_finished(1),
                 p.replay_goes_past(2, 3, 4), p.replay_elsewhere(2, "money")]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_problem_sentence_holds_the_name_placeholder(lang):
    i18n.set_language(lang)
    try:
        for s in _sentences():
            assert p.about(s, "NAME").count("NAME") == 1, s
    finally:
        i18n.set_language("en")


def test_the_watchdogs_words_name_the_levels_in_the_players_language():
    from gwt_desktop.ai.worker import Fallback
    from gwt_desktop.text.notices import computer_fallback

    said = {kind: computer_fallback(Fallback(kind, "hard", "medium", 5.0)) for kind in ("stopped", "slow", "demoted")}
    assert said == {
        "stopped": "The Hard computer stopped without a move; playing the Medium computer's move instead.",
        "slow": "The Hard computer gave no move in 5 s; the Medium computer plays this move.",
        "demoted": "The Hard computer gave no move in 5 s and did not stop when asked; the Medium computer plays "
                   "its moves for the rest of this game."}
    i18n.set_language("de")
    assert computer_fallback(Fallback("slow", "hard", "medium", 5.0)) == (
        "Der Computer (Schwer) hat in 5 s keinen Zug geliefert; diesen Zug spielt der Computer (Mittel).")
