"""A file's or folder's problem is one whole sentence with the thing's name as a placeholder (never a
phrase glued after the name), in every language; a row that shows where its file is drops the folder.
The rooms below text/ say a problem as a code and its facts (gwt_desktop/problem.py), and every code
they use has its words here."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from gwt_desktop.problem import Problem
from gwt_desktop.storage.files import FileProblem
from gwt_desktop.text import i18n, menus
from gwt_desktop.text import problems as p

PACKAGE = Path(p.__file__).resolve().parent.parent


@pytest.fixture
def german():
    i18n.set_language("de")
    yield
    i18n.set_language("en")


def test_a_file_problem_names_the_file_and_its_folder_in_one_sentence():
    e = FileProblem(Path("/home/ann/slots/x{1}.json"), Problem("damaged", why="a {brace}"))
    assert p.say(e) == "x{1}.json is damaged (a {brace}) (in /home/ann/slots)"
    assert p.say_short(e) == "x{1}.json is damaged (a {brace})"
    assert menus.cannot_load(p.say_short(e)) == "x{1}.json is damaged (a {brace}): it cannot be loaded."


def test_german_puts_the_name_where_german_wants_it(german):
    e = FileProblem(Path("/d/autosave.json"), Problem("cut_short"))
    assert p.say(e) == "autosave.json bricht vorzeitig ab (beschädigt oder gekürzt) (im Ordner /d)"
    odd = Problem("in_folder", path=Path("/d/slots"), problem=Problem("is_odd", kind="fifo"))
    assert p.say(odd).startswith("/d/slots ist ")
    assert p.say(Problem("settings_file_not_used", path="/c/settings.json", problem=Problem("empty"))) == \
        "/c/settings.json ist leer; es gelten die Standardwerte."


def test_a_problem_is_said_in_the_language_of_the_moment_it_is_shown(german):
    """A problem found on the writer thread in one language is worded when a screen shows it."""
    failed = Problem("autosave_failed", why=Problem("read_only", folder="/d"))
    assert p.say(failed).startswith("Automatisches Speichern")
    i18n.set_language("en")
    assert p.say(failed) == "Autosave failed: the folder /d is read-only. The game goes on, but it is not being saved."


def _codes_used_below_text() -> dict[str, str]:
    """Every Problem("code", ...) the package builds outside text/, with where."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        if "text" in path.relative_to(PACKAGE).parts[:1]:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Problem" and node.args \
                    and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
                found.setdefault(node.args[0].value, f"{path.relative_to(PACKAGE)}:{node.lineno}")
    return found


def test_every_problem_code_the_rooms_below_use_has_its_words():
    used = _codes_used_below_text()
    assert {"cut_short", "read_only", "autosave_failed", "in_file"} <= set(used) | {"in_file"}
    missing = [f"{where}: {code}" for code, where in sorted(used.items()) if code not in p.CODES]
    assert not missing, "problem codes text/problems.py does not word:\n" + "\n".join(missing)


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
