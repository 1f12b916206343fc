"""The language files can never stop the game: a settings value of the wrong type, an unknown --lang,
and a compiled catalog (locale/<lang>/LC_MESSAGES/gwt_desktop.mo) that is missing, damaged (empty,
cut short, garbage, a sentence naming a placeholder its English does not have), too large or not a
regular file (a folder, a named pipe, a link to /dev/zero) each give English, with one line in the
log naming the file, and i18n.language() says English; at the start and when the running game
switches language alike. Each case builds its bad file in a copy of the locale folder."""
from __future__ import annotations

import json
import logging
import os
import shutil
import struct
import threading
from pathlib import Path

import pytest

from gwt_desktop.app import App
from gwt_desktop.session.match import make_match
from gwt_desktop.storage import settings as st
from gwt_desktop.text import i18n, menus

REAL = i18n.catalog_path("de")
posix = pytest.mark.skipif(os.name != "posix", reason="named pipes and /dev/zero are POSIX")


def _mo(entries: dict) -> bytes:
    """A .mo file of `entries` (English -> German), as build_scripts/catalogs.py compiles them."""
    pytest.importorskip("babel")
    from io import BytesIO

    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo

    cat = Catalog(locale="de")
    for english, german in entries.items():
        cat.add(english, german)
    out = BytesIO()
    write_mo(out, cat)
    return out.getvalue()


def _real() -> bytes:
    return REAL.read_bytes()


BAD = {
    "missing": lambda p: p.unlink(),
    "empty": lambda p: p.write_bytes(b""),
    "cut short": lambda p: p.write_bytes(_real()[: len(_real()) // 2]),
    "header only": lambda p: p.write_bytes(_real()[:20]),
    "garbage": lambda p: p.write_bytes(bytes(range(256)) * 64),
    "magic, then garbage": lambda p: p.write_bytes(_real()[:4] + b"\xff" * 4000),
    "offsets past the end": lambda p: p.write_bytes(_real()[:12] + struct.pack("<II", 2**31, 2**31) + _real()[20:]),
    "a placeholder its English lacks": lambda p: p.write_bytes(_mo({"Back": "Zurück zu {nowhere}"})),
    "a brace that does not parse": lambda p: p.write_bytes(_mo({"Back": "Zurück {"})),
    # Issue 72 S7: a width of 10^8 asked by the German alone built a 100 MB sentence at Continue.
    "a field width of 10^8": lambda p: p.write_bytes(_mo({"Hint: {move}": "Tipp: {move:>100000000}"})),
    "a conversion its English lacks": lambda p: p.write_bytes(_mo({"Hint: {move}": "Tipp: {move!r}"})),
    "a plural form asking a width": lambda p: p.write_bytes(_mo({("{n} point", "{n} points"): ("{n} Punkt",
                                                                                             "{n:99999999} Punkte")})),
    "too large": lambda p: p.write_bytes(_real() + b"\0" * (i18n.MAX_CATALOG_BYTES + 1)),
    "a folder": lambda p: (p.unlink(), p.mkdir()),
    "a named pipe": lambda p: (p.unlink(), os.mkfifo(p)),
    "a link to /dev/zero": lambda p: (p.unlink(), p.symlink_to("/dev/zero")),
}
NEEDS_POSIX = {"a named pipe", "a link to /dev/zero"}


@pytest.fixture
def locale(tmp_path, monkeypatch) -> Path:
    """A copy of the locale folder the game reads from; returns its German .mo."""
    copy = tmp_path / "locale"
    shutil.copytree(i18n.LOCALE_DIR, copy)
    monkeypatch.setattr(i18n, "LOCALE_DIR", copy)
    return i18n.catalog_path("de")


def _lines(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == i18n.__name__]


def _switch_in_time(code: str) -> str:
    """set_language on a thread, so a read that hangs (a named pipe) fails the test, not the run."""
    got: list[str] = []
    reader = threading.Thread(target=lambda: got.append(i18n.set_language(code)), daemon=True)
    reader.start()
    reader.join(60)  # generous: the pipe used to block for good, /dev/zero to read until MemoryError
    assert got, "set_language did not return"
    return got[0]


@pytest.mark.parametrize("case", sorted(BAD))
def test_a_bad_catalog_gives_english_and_one_line_naming_the_file(case, locale, caplog):
    if case in NEEDS_POSIX and os.name != "posix":
        pytest.skip("POSIX only")
    assert _switch_in_time("de") == "de" and menus.BACK == "Zurück"  # the copy works as it is
    BAD[case](locale)
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger=i18n.__name__):
        assert _switch_in_time("de") == "en"
    assert i18n.language() == "en" and menus.BACK == "Back" and i18n._("Back") == "Back"
    (line,) = _lines(caplog)
    assert str(locale) in line


def test_an_unknown_language_on_the_command_line_is_english_and_said_once(caplog):
    with caplog.at_level(logging.WARNING, logger=i18n.__name__):
        assert i18n.set_language("zz") == "en"
    assert i18n.language() == "en"
    (line,) = _lines(caplog)
    assert "'zz'" in line
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger=i18n.__name__):
        assert i18n.set_language("") == "en" and i18n.set_language("de") == "de"  # the system's, German: nothing to say
    assert _lines(caplog) == []


@pytest.mark.parametrize("case", ["missing", "cut short", "a folder"] + (["a named pipe"] if os.name == "posix" else []))
def test_a_start_in_german_with_a_bad_catalog_starts_in_english(case, locale, caplog, tmp_path, monkeypatch):
    monkeypatch.setenv("GWT_HOME", str(tmp_path / "home"))
    assert st.save(st.DEFAULTS.with_(language="de")) is None
    BAD[case](locale)
    with caplog.at_level(logging.WARNING, logger=i18n.__name__):
        app = App((1280, 720))
        try:
            app.step()
            assert i18n.language() == "en" and app.scene.button(menus.NEW_GAME).label == "New game"
        finally:
            app.close()
    (line,) = _lines(caplog)
    assert str(locale) in line


def test_lang_zz_starts_in_english_with_one_line(caplog, tmp_path, monkeypatch):
    monkeypatch.setenv("GWT_HOME", str(tmp_path / "home"))
    with caplog.at_level(logging.WARNING, logger=i18n.__name__):
        app = App((1280, 720), "zz")
        try:
            app.step()
            assert i18n.language() == "en"
        finally:
            app.close()
    (line,) = _lines(caplog)
    assert "'zz'" in line


@pytest.mark.parametrize("case", ["empty", "garbage", "a folder"] + (["a link to /dev/zero"] if os.name == "posix" else []))
def test_switching_to_german_mid_game_with_a_bad_catalog_stays_english(case, locale, caplog, app):
    app.open_match(make_match(2, 5, 1, "random"), autosave=False, pace=0.0)
    for _ in range(3):
        app.step()
    BAD[case](locale)
    with caplog.at_level(logging.WARNING, logger=i18n.__name__):
        assert app.apply_settings(app.settings.with_(language="de")) is None
        for _ in range(3):
            app.step()
    assert i18n.language() == "en" and menus.BACK == "Back"
    (line,) = _lines(caplog)
    assert str(locale) in line
    assert st.load()[0].language == "de"  # the choice is kept: a repaired file speaks German next time


@pytest.mark.parametrize("value", [["de"], {}, {"de": 1}, 1, True, None, "x" * 5000])
def test_a_language_setting_of_any_type_starts_the_game(value, tmp_path, monkeypatch):
    monkeypatch.setenv("GWT_HOME", str(tmp_path / "home"))
    path = st.settings_path()
    path.write_text(json.dumps({"language": value, "animation": "fast"}))
    app = App((1280, 720))
    try:
        app.step()
        assert app.settings.language == "" and app.settings.animation == "fast"
        assert app.notice is not None and "language" in app.notice[0] and str(path) in app.notice[0]
    finally:
        app.close()


def test_a_catalog_read_again_unchanged_is_not_parsed_again_and_a_changed_one_is(locale):
    first = i18n._read_catalog(locale)
    assert i18n._read_catalog(locale) is first  # a switch back to German parses nothing again
    # The same size, written at once (the same file time, on a coarse clock): still read anew.
    data = bytearray(_real())
    data[12:20] = struct.pack("<II", 2**31, 2**31)
    locale.write_bytes(bytes(data))
    with pytest.raises(ValueError, match="damaged"):
        i18n._read_catalog(locale)
    locale.write_bytes(_mo({"Back": "Zurueck"}))  # another good catalog under the name
    assert i18n._read_catalog(locale).gettext("Back") == "Zurueck"
    locale.write_bytes(_real())
    assert i18n._read_catalog(locale).gettext("Back") == "Zurück"
