"""Saves written before a change still load: real files written by older code (tests/saves/fixtures,
see its README) replay to the very position they held when they were written."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from gwt_desktop.session import settings, store

FIXTURES = Path(__file__).with_name("fixtures")
EXPECTED = json.loads((FIXTURES / "expected.json").read_text("utf-8"))
SAVES = sorted(name for name in EXPECTED if name != "settings.json")


@pytest.mark.parametrize("name", SAVES)
def test_an_old_save_loads_to_the_position_it_held(name, tmp_path):
    path = tmp_path / name
    shutil.copy(FIXTURES / name, path)
    want = EXPECTED[name]
    match = store.load_game(path)
    g = match.game
    assert (len(match.moves), g.to_move, g.prompt, match.round, g.is_over) == \
        (want["moves"], want["to_move"], want["prompt"], want["round"], want["over"])
    assert [str(m) for m in g.legal_moves()] == want["legal"]
    assert [g.view(p) for p in range(len(match.seats))] == want["views"]
    assert [sh["total"] for sh in g.score_sheet()] == want["totals"]
    assert path.read_bytes() == (FIXTURES / name).read_bytes()  # reading never changes the file


@pytest.mark.parametrize("name", SAVES)
def test_an_old_save_is_listed_without_error(name, tmp_path):
    path = tmp_path / name
    shutil.copy(FIXTURES / name, path)
    row = store.info(path)
    assert row.error is None and row.moves == EXPECTED[name]["moves"]


def test_old_settings_load_with_every_value(tmp_path):
    path = tmp_path / "settings.json"
    shutil.copy(FIXTURES / "settings.json", path)
    loaded, message = settings.load(path)
    assert message is None
    old = EXPECTED["settings.json"]
    # Every value the old file held, and the defaults for settings added since (the text size).
    assert {k: v for k, v in loaded.to_json().items() if k in old} == old
    assert {k: v for k, v in loaded.to_json().items() if k not in old} == {
        k: v for k, v in settings.DEFAULTS.to_json().items() if k not in old}
