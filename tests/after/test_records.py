"""Your record: finished games are kept once each, listed with their result, summed per computer level
and player count; a damaged record file is named, left untouched, and costs nothing else."""
from __future__ import annotations

import json

import pytest

from gwt_desktop.session.deal_code import code_of
from gwt_desktop.session.match import Match
from gwt_desktop.storage import records, store

from ..said import raises_saying, say
from .games import finished_match, seats


@pytest.fixture(scope="module")
def games():
    """(match, levels) finished games against several levels and player counts."""
    specs = [(2, 41, ("easy",)), (2, 42, ("easy",)), (3, 43, ("hard", "hard")), (3, 44, ("easy", "hard")),
             (2, 45, ())]
    return [finished_match(p, seed, levels) for p, seed, levels in specs]


def test_a_finished_game_is_recorded_once(games):
    match = games[0]
    path = records.record_game(match)
    assert path.parent == records.records_dir()
    assert records.record_game(match) == path  # its score pad opened again: still one file
    assert len(list(records.records_dir().glob("*.json"))) == 1
    (row,) = records.list_records()
    sheet = match.game.score_sheet()
    assert row.error is None and row.path == path
    assert row.seats == match.seats
    assert row.scores == [sh["total"] for sh in sheet]
    assert row.winners == [sh["player"] for sh in sheet if sh["winner"]]
    assert row.deal_code == code_of(match.game) and row.deal_code
    assert row.moves == len(match.moves) and row.rounds == match.round
    assert row.date_text[:2] == "20"


def test_an_unfinished_game_is_not_recorded():
    match = Match(seats(2), 5)
    match.apply(match.game.legal_moves()[0])
    assert records.record_game(match) is None
    assert records.list_records() == []


def test_the_record_file_is_a_save_that_replays_to_the_recorded_scores(games):
    match = games[2]
    path = records.record_game(match)
    loaded = store.load_game(path)
    assert loaded.moves == match.moves and loaded.game.is_over
    replay, seat_list = store.load_replay(path)
    assert seat_list == match.seats
    assert [sh["total"] for sh in replay.score_sheet()] == records.read_record(path).scores


def test_standings_per_player_count_and_level(games):
    for match in games:
        records.record_game(match)
    rows = records.list_records()
    assert len(rows) == len(games)
    expected: dict[tuple[int, str], list[tuple[bool, int]]] = {}
    for match in games:
        sheet = match.game.score_sheet()
        computer_levels = {s.level for s in match.seats if not s.is_human}
        level = "" if not computer_levels else (computer_levels.pop() if len(computer_levels) == 1 else "mixed")
        for i, seat in enumerate(match.seats):
            if seat.is_human:
                expected.setdefault((len(match.seats), level), []).append((sheet[i]["winner"], sheet[i]["total"]))
    got = {(s.players, s.level): s for s in records.standings(rows)}
    assert set(got) == set(expected) == {(2, "easy"), (3, "hard"), (3, "mixed"), (2, "")}
    for key, results in expected.items():
        s = got[key]
        assert s.games == len(results)
        assert s.wins == sum(w for w, _ in results)
        assert s.mean_score == pytest.approx(sum(t for _, t in results) / len(results))
    assert got[(2, "")].games == 2  # two human seats in the hot-seat game
    order = [(s.players, s.level) for s in records.standings(rows)]
    assert order == [(2, "easy"), (2, ""), (3, "hard"), (3, "mixed")]


@pytest.mark.parametrize("damage", ["truncated", "empty", "garbage", "no_result", "bad_scores"])
def test_a_damaged_record_file_is_named_left_untouched_and_costs_nothing_else(games, damage):
    good = records.record_game(games[0])
    bad = records.record_game(games[1])
    raw = bad.read_bytes()
    if damage == "truncated":
        data = raw[: len(raw) // 2]
    elif damage == "empty":
        data = b""
    elif damage == "garbage":
        data = b"\x00\xff" * 50
    else:
        doc = json.loads(raw)
        if damage == "no_result":
            del doc["result"]
        else:
            doc["result"]["scores"] = ["many"]
        data = json.dumps(doc).encode()
    bad.write_bytes(data)
    rows = records.list_records()
    assert len(rows) == 2
    broken = next(r for r in rows if r.path == bad)
    fine = next(r for r in rows if r.path == good)
    assert broken.error and bad.name in say(broken.error) and str(bad.parent) in say(broken.error)
    assert records.problems(rows) == [broken.error]
    assert fine.error is None and fine.scores == [sh["total"] for sh in games[0].game.score_sheet()]
    assert bad.read_bytes() == data  # never changed, never removed
    (standing,) = records.standings(rows)
    assert standing.games == 1  # only the good file counts
    # A new finished game is still recorded beside the damaged file.
    assert records.record_game(games[2]) is not None
    assert len(records.list_records()) == 3 and bad.read_bytes() == data


def test_a_truncated_record_says_it_is_cut_short(games):
    path = records.record_game(games[0])
    path.write_bytes(path.read_bytes()[:-40])
    (row,) = records.list_records()
    assert say(row.error) == f"{path.name} is cut short (damaged or truncated) (in {path.parent})"


# ---- records that cannot be read are listed with their problem, never opened or skipped ----
def test_a_pipe_a_device_link_and_a_folder_among_the_records_are_listed_with_their_problem(games):
    import os

    kept = records.record_game(games[0])
    folder = records.records_dir()
    os.mkfifo(folder / "20990101-000000-pipe.json")  # opening it to read would wait for a writer forever
    os.symlink("/dev/zero", folder / "20990101-000000-zero.json")  # endless bytes
    (folder / "20990101-000000-folder.json").mkdir()
    rows = records.list_records()
    bad = {r.path.name: say(r.error) for r in rows if r.error}
    assert [r.path for r in rows if not r.error] == [kept]
    assert set(bad) == {"20990101-000000-pipe.json", "20990101-000000-zero.json", "20990101-000000-folder.json"}
    assert "is not a regular file (a named pipe)" in bad["20990101-000000-pipe.json"]
    assert "is not a regular file (a device)" in bad["20990101-000000-zero.json"]
    assert "is not a regular file (a folder)" in bad["20990101-000000-folder.json"]
    assert records.problems(rows) == [r.error for r in rows if r.error]


def test_the_records_folder_a_file_is_said_on_the_list_and_when_a_game_is_recorded(games):
    from gwt_desktop.storage import paths

    where = paths.data_dir() / records.FOLDER
    where.write_text("not a folder")
    (row,) = records.list_records()
    assert say(row.error) == f"records is a file, not a folder (in {where.parent})"
    with pytest.raises(store.SaveError) as e:
        records.record_game(games[0])
    assert say(e.value) == f"records is a file, not a folder (in {where.parent})"
    assert "Errno" not in say(e.value) and "File exists" not in say(e.value)
    assert where.read_text() == "not a folder"


def test_the_records_folder_a_link_elsewhere_is_refused(games, tmp_path):
    from gwt_desktop.storage import paths

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (paths.data_dir() / records.FOLDER).symlink_to(elsewhere)
    with raises_saying(store.SaveError, "records is a link, not a folder"):
        records.record_game(games[0])
    assert list(elsewhere.iterdir()) == []  # nothing written through the link
    (row,) = records.list_records()
    assert "is a link, not a folder" in say(row.error)


def test_the_slots_folder_a_file_is_listed_on_the_load_screen():
    from gwt_desktop.storage import paths

    (paths.data_dir() / store.SLOTS).write_text("not a folder")
    (row,) = store.list_slots()
    assert say(row.error).startswith("slots is a file, not a folder")
    with raises_saying(store.SaveError, "slots is a file, not a folder"):
        store.save_slot(Match(seats(2), 1), "x")


@pytest.mark.parametrize("forgery", ["no_moves", "half_a_game", "other_scores", "other_winners"])
def test_a_hand_made_record_is_replayed_against_its_claim_before_it_is_listed_or_counted(games, forgery):
    """Issue 72 S5: a record's moves are replayed as a save's are, and its result held against the
    score pad they give: a record of 0 moves or half a game marked finished ("Blue 999") is named
    as not what it says, never listed as a game, counted or reviewed."""
    good = records.record_game(games[0])
    bad = records.record_game(games[1])
    doc = json.loads(bad.read_text())
    if forgery == "no_moves":
        doc["moves"] = []
    elif forgery == "half_a_game":
        doc["moves"] = doc["moves"][: len(doc["moves"]) // 2]
    elif forgery == "other_scores":
        doc["result"]["scores"] = [999] + doc["result"]["scores"][1:]
    else:
        doc["result"]["winners"] = [p for p in range(len(doc["seats"])) if p not in doc["result"]["winners"]][:1]
    bad.write_text(json.dumps(doc))
    rows = records.list_records()
    broken = next(r for r in rows if r.path == bad)
    assert broken.error is not None and broken.scores == [] and bad.name in say(broken.error)
    said = say(broken.error)
    if forgery in ("other_scores", "other_winners"):
        assert "does not match its own record" in said and "other scores or winners" in said
    else:
        assert "finished" in said or "does not match" in said or "incomplete" in said, said
    (standing,) = records.standings(rows)
    assert standing.games == 1 and next(r for r in rows if r.path == good).error is None


def test_the_records_are_checked_on_their_own_thread_from_the_start_and_the_list_finds_them_checked(
        games, monkeypatch):
    path = records.record_game(games[1])
    replayed = []
    real = records._replay_problem
    monkeypatch.setattr(records, "_replay_problem", lambda *a: replayed.append(a[0]) or real(*a))
    records.check_soon()
    (thread,) = records._checking
    assert thread.name == "records-check"
    (row,) = records.list_records()  # waits for the thread, then finds the file checked: no second replay
    assert not thread.is_alive() and replayed == [path]
    assert row.error is None and row.path == path
