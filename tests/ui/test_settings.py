"""settings.py: round trip through the per-user config folder and every kind of broken file."""
from __future__ import annotations

import json
import os

import pytest

from gwt_desktop.storage import files
from gwt_desktop.storage import settings as st
from gwt_desktop.storage.settings import DEFAULTS, Settings
from tests.said import say


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("GWT_HOME", str(tmp_path))
    return tmp_path


def test_the_file_lives_in_the_config_folder_that_gwt_home_redirects(home):
    assert st.settings_path() == home / "config" / "settings.json"


def test_missing_file_is_a_first_run_defaults_and_no_message():
    assert st.load() == (DEFAULTS, None)


def test_round_trip_keeps_every_field():
    mine = Settings(animation="fast", computer_pace=2.5, sound=False, volume=0.25, fullscreen=True,
                    window=(1600, 900))
    assert st.save(mine) is None
    assert st.load() == (mine, None)
    assert not [p for p in st.settings_path().parent.iterdir() if p.name != "settings.json"]  # no temp left


def test_save_replaces_the_old_file_whole():
    st.save(Settings(animation="off"))
    st.save(Settings(animation="fast"))
    assert st.load()[0].animation == "fast"


@pytest.mark.parametrize("content, words", [
    (b"", "is empty"),
    (b"{\"animation\": \"fast\"", "cut short"),
    (b"{\"animation\": fast}", "not valid JSON"),
    (bytes(range(256)), "not text"),
    (b"[1, 2, 3]", "does not hold a settings object"),
    (b"\"normal\"", "does not hold a settings object"),
    (b"null", "does not hold a settings object"),
    (b" " * (st.MAX_BYTES + 1), "too large"),
])
def test_unusable_file_gives_defaults_and_a_message_naming_the_file(content, words):
    path = st.settings_path()
    path.write_bytes(content)
    got, msg = st.load()
    msg = say(msg)  # a Problem, worded as the screen words it
    assert got == DEFAULTS
    assert str(path) in msg and words in msg
    assert path.read_bytes() == content  # never rewritten behind the player's back


@pytest.mark.parametrize("field, value", [
    ("animation", "warp"), ("animation", 3), ("computer_pace", "slow"), ("computer_pace", -1),
    ("computer_pace", 99), ("computer_pace", True), ("sound", "yes"), ("sound", 1), ("volume", 1.5),
    ("volume", None), ("volume", float("nan")), ("fullscreen", "no"), ("window", [100, 100]), ("window", "1280x720"),
    ("window", [1280]), ("window", [1280.5, 720]), ("window", [True, 720]), ("language", "xx"),
    ("language", None), ("language", "pseudo"), ("language", ["de"]), ("language", {}), ("animation", ["fast"]),
    ("animation", {"fast": 1}), ("text_size", []), ("text_size", {}), ("sound", []), ("volume", [0.5]),
    ("computer_pace", {}), ("window", {"w": 1}), ("window", [[1280], [720]]), ("fullscreen", None),
])
def test_a_wrong_typed_field_falls_back_alone_and_is_named(field, value):
    good = {"animation": "fast", "computer_pace": 1.5, "sound": False, "volume": 0.3, "fullscreen": True,
            "window": [1600, 900], "language": "de"}
    good[field] = value
    st.settings_path().write_text(json.dumps(good))
    got, msg = st.load()
    assert getattr(got, field) == getattr(DEFAULTS, field)
    for other, given in good.items():
        if other != field:
            want = tuple(given) if other == "window" else given
            assert getattr(got, other) == want
    assert str(st.settings_path()) in say(msg) and field in say(msg)


def test_unknown_keys_are_ignored_quietly():
    st.settings_path().write_text(json.dumps({"animation": "off", "from_the_future": 1}))
    assert st.load() == (Settings(animation="off"), None)


def test_integer_numbers_are_accepted_as_floats():
    st.settings_path().write_text(json.dumps({"volume": 1, "computer_pace": 2}))
    got, msg = st.load()
    assert msg is None and got.volume == 1.0 and got.computer_pace == 2.0


def test_unreadable_file_and_unwritable_folder_give_messages_not_exceptions(monkeypatch):
    # The disk refuses both ways, as it does for a file without read permission and a folder without
    # write permission (chmod alone cannot show it when the tests run as root, as CI does).
    path = st.settings_path()
    path.write_text("{}")
    real_open = files.os.open

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(files.os, "open", lambda p, *a, **k: refuse() if str(p) == str(path) else real_open(p, *a, **k))
    got, msg = st.load()
    msg = say(msg)  # a Problem, worded as the screen words it
    assert got == DEFAULTS and str(path) in msg
    monkeypatch.setattr(os, "replace", refuse)
    msg = st.save(Settings(animation="off"))
    assert msg is not None and str(path) in say(msg)
    monkeypatch.undo()
    assert json.loads(path.read_text()) == {}  # the refused save left the old file alone
    assert [p.name for p in path.parent.iterdir()] == ["settings.json"]  # and no temp file behind


def test_a_directory_where_the_file_should_be_is_a_message():
    st.settings_path().mkdir()
    got, msg = st.load()
    msg = say(msg)  # a Problem, worded as the screen words it
    assert got == DEFAULTS and str(st.settings_path()) in msg
    assert st.save(DEFAULTS) is not None


def test_derived_values():
    assert Settings(animation="off").speed_factor == 0
    assert Settings(animation="fast").speed_factor < Settings(animation="normal").speed_factor


def test_a_file_written_before_the_language_setting_loads_and_follows_the_system():
    """Settings files from before the language row hold no "language": they load whole, with "" (the system's)."""
    st.settings_path().write_text(json.dumps({"animation": "fast", "computer_pace": 1.5, "sound": False,
                                              "volume": 0.3, "fullscreen": False, "window": [1600, 900],
                                              "text_size": "large"}))
    got, msg = st.load()
    assert msg is None and got.language == "" and got.animation == "fast" and got.text_size == "large"
    st.save(got.with_(language="de"))
    assert st.load() == (got.with_(language="de"), None)
