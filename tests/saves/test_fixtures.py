"""Saves written before a change still load: real files written by older code (tests/saves/fixtures,
see its README) replay to the very position they held when they were written."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from gwt_desktop.storage import settings, store
from tests.engine.replays import view_as_recorded

FIXTURES = Path(__file__).with_name("fixtures")
EXPECTED = json.loads((FIXTURES / "expected.json").read_text("utf-8"))
# Written before the city step was always asked (save format 1): the engine delivered by itself after
# the moves counted in "forced_after_moves" (fixtures/README.md).
EXPECTED_FORCED = json.loads((FIXTURES / "expected_forced.json").read_text("utf-8"))
# Written before a lone foresight tile and a lone disc were asked (save format 2): the engine took
# them by itself after the moves counted in "lone_after_moves", with the move it took.
EXPECTED_LONE = json.loads((FIXTURES / "expected_lone.json").read_text("utf-8"))
EXPECTED.update(EXPECTED_FORCED)
EXPECTED.update(EXPECTED_LONE)
SAVES = sorted(name for name in EXPECTED if name != "settings.json")
LONE_KINDS = ("city ", "foresight ", "disc ", "reclaim ")


def _lone_steps_put_back(file_moves: list[str], moves: list[str]) -> list[tuple[int, str]]:
    """Where `moves` (a loaded match's) hold a move the file has not: each must be a step the old
    engine took by itself (a city, a foresight tile, a disc), the file's moves all there in their
    order. Each such move with the count of the file's moves before it."""
    added, k = [], 0
    for i, text in enumerate(moves):
        if k < len(file_moves) and text == file_moves[k]:
            k += 1
        else:
            assert text.startswith(LONE_KINDS), (i, text)
            added.append((k, text))
    assert k == len(file_moves)
    return added


@pytest.mark.parametrize("name", SAVES)
def test_an_old_save_loads_to_the_position_it_held(name, tmp_path):
    path = tmp_path / name
    shutil.copy(FIXTURES / name, path)
    want = EXPECTED[name]
    match = store.load_game(path)
    g = match.game
    file_moves = json.loads(path.read_text("utf-8"))["moves"]
    added = _lone_steps_put_back(file_moves, match.moves)
    assert (len(file_moves), g.to_move, g.decision.kind, match.round, g.is_over) == \
        (want["moves"], want["to_move"], want["prompt"], want["round"], want["over"])
    if name in EXPECTED_FORCED:  # each city step the old engine took, at the very place it took it
        assert [k for k, text in added if text.startswith("city ")] == want["forced_after_moves"]
    if name in EXPECTED_LONE:  # each foresight tile and disc the old engine took, where it took it
        assert [[k, text] for k, text in added] == want["lone_after_moves"]
    assert [str(m) for m in g.legal_moves()] == want["legal"]
    assert [view_as_recorded(g.view(p)) for p in range(len(match.seats))] == want["views"]
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


@pytest.mark.parametrize("name", sorted(EXPECTED_FORCED) + sorted(EXPECTED_LONE))
def test_an_old_save_with_lone_steps_replays_and_writes_them_as_moves(name, tmp_path):
    """The Replay of such a file passes through the same positions as the loaded game; saved again, the
    file has today's format with the lone steps as moves, and loads to the same position."""
    from gwt_desktop.storage import save_format

    path = tmp_path / name
    shutil.copy(FIXTURES / name, path)
    match = store.load_game(path)
    replay, _seats = store.load_replay(path)
    assert replay.moves == match.moves and replay.finished == match.game.is_over
    assert replay.game.view(0) == match.game.view(0)
    again = store.save_game(match, tmp_path / "again.json")
    doc = json.loads(again.read_text("utf-8"))
    assert doc["version"] == save_format.VERSION and doc["moves"] == match.moves
    reloaded = store.load_game(again)
    assert reloaded.moves == match.moves and reloaded.game.view(1) == match.game.view(1)


@pytest.mark.parametrize("name", ["autosave_2p_forced_last.json", "autosave_2p_lone_foresight_last.json"])
def test_an_old_autosave_with_lone_steps_continues_as_the_same_game(name, tmp_path):
    """Continue on an autosave of format 1 or 2: the same game (nothing kept aside as another game), and
    the next autosave holds today's record."""
    from gwt_desktop.storage import autosave

    shutil.copy(FIXTURES / name, store.autosave_path())
    resumed = store.load_game(store.autosave_path())
    saver = autosave.attach(resumed)
    resumed.apply(resumed.game.legal_moves()[0])
    saver.flush()
    assert saver.kept is None and store.list_slots() == []
    assert json.loads(store.autosave_path().read_bytes())["moves"] == resumed.moves
