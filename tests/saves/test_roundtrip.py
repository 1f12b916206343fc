"""Save -> load round trips reach the identical game for every seat; autosave, Continue, slots and the
last finished game behave as the title and the load screen expect."""
from __future__ import annotations

import json
import random

import pytest

from gwt_desktop.session.match import Match
from gwt_desktop.storage import autosave, save_format, store, writer
from gwt_desktop.text import menus

from ..said import say
from .conftest import make_seats, play, play_out


def same_game(a: Match, b: Match) -> None:
    assert b.moves == a.moves
    assert b.seats == a.seats
    assert b.options == a.options
    for p in range(len(a.seats)):
        assert b.game.view(p) == a.game.view(p)
    assert b.game.score_sheet() == a.game.score_sheet()


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_round_trip_at_many_points(players, seed, tmp_path):
    sides, neutral = ("random", "random") if seed % 2 else ("a", "fixed")
    m = Match(make_seats(players, computers=(1,)), seed * 101, sides, neutral)
    rng = random.Random(seed)
    path = tmp_path / "rt.json"
    while not m.game.is_over:
        play(m, rng.randint(1, 60), rng)
        store.save_game(m, path, "round trip")
        same_game(m, store.load_game(path))
    assert m.game.is_over


def test_loaded_game_plays_on_identically(tmp_path):
    """The random generator is part of what a replay rebuilds: the same next moves give the same game."""
    m = Match(make_seats(3), 77)
    play(m, 80, random.Random(5))
    store.save_game(m, tmp_path / "s.json")
    loaded = store.load_game(tmp_path / "s.json")
    r1, r2 = random.Random(9), random.Random(9)
    play_out(m, r1)
    play_out(loaded, r2)
    same_game(m, loaded)


def test_save_is_plain_json_with_the_documented_fields(tmp_path):
    m = Match(make_seats(2, computers=(1,)), 12, "random", "random")
    play(m, 30, random.Random(1))
    doc = json.loads(store.save_game(m, tmp_path / "x.json", "Evening").read_text("utf-8"))
    assert doc["format"] == save_format.FORMAT and doc["version"] == save_format.VERSION
    assert doc["options"] == {"players": 2, "seed": 12, "building_sides": "random", "neutral_buildings": "random"}
    assert doc["seats"] == [s.to_json() for s in m.seats]
    assert doc["moves"] == m.moves
    assert doc["name"] == "Evening"


def test_autosave_follows_every_move_and_continue_resumes_it():
    m = Match(make_seats(4, computers=(2, 3)), 5)
    saver = autosave.Autosaver(m)
    assert not store.has_continue()
    rng = random.Random(2)
    for _ in range(40):
        play(m, 1, rng)
        assert saver.flush()  # the write runs on a writer thread; here we wait for it
        assert json.loads(store.autosave_path().read_text("utf-8"))["moves"] == m.moves
        assert saver.saved_moves == len(m.moves)
    assert store.has_continue()
    row = store.continue_info()
    assert row.error is None and row.seats == m.seats and row.round == m.round and row.moves == 40
    resumed = store.load_game(store.autosave_path())
    same_game(m, resumed)
    assert saver.error is None


def test_finished_game_becomes_last_finished_and_nothing_to_continue():
    m = Match(make_seats(2), 8)
    autosave.Autosaver(m)
    assert store.last_finished() is None
    play_out(m, random.Random(4))
    writer.flush()
    assert not store.autosave_path().exists()
    assert not store.has_continue() and store.continue_info() is None
    row = store.last_finished()
    assert row is not None and row.error is None and row.over
    done = store.load_game(row.path)
    assert done.game.is_over
    same_game(m, done)


def test_autosave_disk_error_never_stops_the_game(gwt_home):
    m = Match(make_seats(2), 3)
    saver = autosave.Autosaver(m, path=gwt_home / "no_such_folder" / "autosave.json")
    play(m, 3, random.Random(1))
    assert len(m.moves) == 3
    saver.flush()
    assert saver.error and "no_such_folder" in say(saver.error)


def test_slots_listed_with_name_date_seats_round_newest_first():
    a = Match(make_seats(2), 1)
    play(a, 50, random.Random(1))
    b = Match(make_seats(3, computers=(2,)), 2)
    play(b, 120, random.Random(2))
    pa = store.save_slot(a, "First game")
    pb = store.save_slot(b, "  Three of us  ")
    rows = store.list_slots()
    assert [r.name for r in rows] == ["Three of us", "First game"] or \
        [r.name for r in rows] == ["First game", "Three of us"]  # same second: either order
    by_name = {r.name: r for r in rows}
    assert by_name["First game"].path == pa and by_name["Three of us"].path == pb
    assert by_name["Three of us"].seats == b.seats and by_name["Three of us"].round == b.round > 1
    assert "Cat (computer: Random)" in menus.seats_line(by_name["Three of us"].seats)
    assert len(by_name["First game"].date_text) == 16
    # The same name again replaces that slot; a different name that slugs alike does not.
    play(a, 10, random.Random(3))
    assert store.save_slot(a, "First game") == pa
    assert store.save_slot(a, "First_game") != pa
    assert len(store.list_slots()) == 3
    same_game(a, store.load_game(pa))


def test_slot_names_are_checked():
    m = Match(make_seats(2), 1)
    for bad in ("", "   ", "x" * 41, None):
        with pytest.raises(store.SaveError):
            store.save_slot(m, bad)
    assert store.list_slots() == []


def test_bad_slot_file_is_listed_with_its_error():
    m = Match(make_seats(2), 1)
    store.save_slot(m, "good")
    (store.slots_dir() / "broken.json").write_bytes(b"{\"format\": ")
    rows = store.list_slots()
    bad = [r for r in rows if r.error]
    assert len(rows) == 2 and len(bad) == 1
    assert "broken.json" in say(bad[0].error) and "cut short" in say(bad[0].error)


def test_a_new_game_keeps_the_unfinished_one_as_a_slot():
    old = Match(make_seats(2), 1)
    autosave.Autosaver(old)
    play(old, 30, random.Random(1))
    new = Match(make_seats(3), 2)
    saver = autosave.Autosaver(new)
    play(new, 1, random.Random(2))
    assert saver.kept is not None
    rows = store.list_slots()
    assert len(rows) == 1 and rows[0].name.startswith("Unfinished game") and rows[0].path == saver.kept
    same_game(old, store.load_game(saver.kept))
    assert store.load_game(store.autosave_path()).moves == new.moves


def test_a_damaged_autosave_is_kept_aside_when_a_new_game_starts():
    store.autosave_path().write_bytes(b"\x00garbage")
    m = Match(make_seats(2), 3)
    autosave.Autosaver(m)
    play(m, 2, random.Random(3))
    assert (store.autosave_path().parent / "autosave.damaged.json").read_bytes() == b"\x00garbage"
    assert store.load_game(store.autosave_path()).moves == m.moves


def test_writes_are_coalesced_and_in_order_whatever_the_pace():
    """Moves faster than the disk: the file always ends up holding the newest game, never an older one."""
    m = Match(make_seats(4), 12)
    saver = autosave.Autosaver(m)
    play(m, 150, random.Random(12))  # no waiting between moves
    assert saver.flush()
    assert store.load_game(store.autosave_path()).moves == m.moves
    assert saver.saved_moves == 150


def test_foreground_mode_writes_before_returning():
    m = Match(make_seats(2), 12)
    saver = autosave.Autosaver(m, background=False)
    play(m, 5, random.Random(12))
    assert saver._writer is None and saver.saved_moves == 5
    assert json.loads(store.autosave_path().read_text("utf-8"))["moves"] == m.moves
