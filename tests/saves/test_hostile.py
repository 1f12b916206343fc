"""What a hostile or unlucky file, folder or disk does to the session layer. Each test builds
the bad thing and checks the outcome: the game starts or goes on, the message names the file and says
plainly what is wrong, and the bad file is left untouched."""
from __future__ import annotations

import json
import os
import random
import stat
import threading
import time

import pytest

from gwt_desktop.clean import clean_text
from gwt_desktop.session.match import Match
from gwt_desktop.session.seats import Seat
from gwt_desktop.storage import autosave, files, paths, save_format, store
from gwt_desktop.storage import settings as st
from gwt_desktop.text import menus

from ..said import raises_saying, say
from .conftest import make_seats, play

posix = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes and links (POSIX)")


def a_save(tmp_path, name: str = "x.json", **changes) -> bytes:
    m = Match(make_seats(2, computers=(1,)), 5)
    play(m, 12, random.Random(5))
    doc = json.loads(store.save_game(m, tmp_path / name, "Evening").read_bytes())
    doc.update(changes)
    return json.dumps(doc).encode()


def refused_quickly(path, *words):
    """load_game and info give the same SaveError naming the file; nothing hangs; the file is untouched."""
    before = os.lstat(path)
    t = time.perf_counter()
    with pytest.raises(store.SaveError) as err:
        store.load_game(path)
    assert time.perf_counter() - t < 5  # a generous bound: a FIFO used to block forever
    msg = say(err.value)
    assert path.name in msg and all(w in msg for w in words), msg
    assert store.info(path).error == err.value.whole
    after = os.lstat(path)
    assert (after.st_mode, after.st_mtime_ns, after.st_size) == (before.st_mode, before.st_mtime_ns, before.st_size)
    return msg


# ---- case 1: NUL and lone surrogates in names ----
@pytest.mark.parametrize("bad", ["\x00", "\ud800", "Ann\x00\x07", "\udfff Bob"])
def test_names_from_a_file_are_cleaned_before_any_font_sees_them(tmp_path, bad):
    doc = json.loads(a_save(tmp_path))
    doc["name"] = f"My {bad} game"
    doc["seats"][0]["name"] = f"Ann{bad}"
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(doc), "utf-8")  # json escapes them: \u0000, \ud800 (valid JSON)
    row = store.info(path)
    match = store.load_game(path)
    for words in (row.name, menus.seats_line(row.seats), match.seats[0].name, match.game.view(0)["players"][0]["name"]):
        assert "\x00" not in words and words.encode("utf-8")  # a lone surrogate cannot be encoded
        assert words.isprintable()
    assert row.name.startswith("My ") and row.name.endswith(" game") and match.seats[0].name.startswith("Ann")


def test_a_seat_name_that_is_nothing_but_control_characters_is_refused(tmp_path):
    doc = json.loads(a_save(tmp_path))
    doc["seats"][0]["name"] = "\x00\x01"
    path = tmp_path / "empty_name.json"
    path.write_text(json.dumps(doc), "utf-8")
    refused_quickly(path, "seat 1", "name")


def test_clean_text_keeps_every_printable_character():
    assert clean_text("Zoë \"Z\" 李雷 🐄") == "Zoë \"Z\" 李雷 🐄"
    assert clean_text("a\u2003b\u200dc\x00d\ud800") == "a bcd\ufffd"
    assert clean_text("12\u00a0$\x00") == "12\u00a0$"  # a no-break space holds a number and its sign


# ---- case 2: files that hang, exhaust memory or recurse ----
@posix
def test_a_named_pipe_as_a_save_is_refused_at_once(tmp_path):
    path = tmp_path / "pipe.json"
    os.mkfifo(path)
    refused_quickly(path, "is not a regular file", "named pipe")


@posix
def test_a_link_to_dev_zero_as_a_save_is_refused_without_reading(tmp_path):
    path = tmp_path / "zero.json"
    path.symlink_to("/dev/zero")
    refused_quickly(path, "is not a regular file", "a device")


def test_a_save_nested_too_deeply_or_with_absurd_numbers(tmp_path):
    deep = tmp_path / "deep.json"
    deep.write_bytes(b"[" * 3000 + b"]" * 3000)
    refused_quickly(deep, "nested too deeply")
    digits = tmp_path / "digits.json"
    digits.write_bytes(a_save(tmp_path)[:-1] + b', "x": ' + b"9" * 5000 + b"}")
    refused_quickly(digits, "a number is too long")
    huge = tmp_path / "huge.json"
    huge.write_bytes(a_save(tmp_path)[:-1] + b', "x": 1e999}')
    refused_quickly(huge, "a number is too large")


def test_settings_nested_too_deeply_start_with_defaults_and_say_so():
    path = st.settings_path()
    path.write_bytes(b"[" * 2048)
    got, msg = st.load()
    msg = say(msg)
    assert got == st.DEFAULTS and str(path) in msg and "nested too deeply" in msg
    assert path.read_bytes() == b"[" * 2048


@posix
@pytest.mark.parametrize("make, words", [
    (lambda p: os.mkfifo(p), "named pipe"),
    (lambda p: p.symlink_to("/dev/zero"), "a device"),
    (lambda p: p.mkdir(), "a folder"),
])
def test_settings_that_are_not_a_regular_file_never_hang_the_start(make, words):
    path = st.settings_path()
    make(path)
    result: list = []
    reader = threading.Thread(target=lambda: result.append(st.load()), daemon=True)
    reader.start()
    reader.join(30)  # generous: the FIFO used to block forever, /dev/zero to read until memory ran out
    assert result, "settings.load() did not return"
    got, msg = result[0]
    msg = say(msg)
    assert got == st.DEFAULTS and str(path) in msg and "not a regular file" in msg and words in msg


# ---- case 3: folders that cannot be made ----
def test_gwt_home_a_file_means_no_saves_and_a_sentence_saying_so(gwt_home):
    gwt_home.parent.mkdir(parents=True, exist_ok=True)
    gwt_home.write_text("not a folder")
    with pytest.raises(paths.FolderProblem):
        paths.data_dir()
    problems = [say(p) for p in paths.folder_problems()]
    assert len(problems) == 2 and all(str(gwt_home) in p and "is a file" in p for p in problems)
    assert "games will not be saved" in problems[0] and "settings will not be kept" in problems[1]
    # Nothing to continue, nothing to load, no exception.
    assert not store.has_continue() and store.continue_info() is None
    assert store.list_slots() == [] and store.last_finished() is None
    # A game played anyway goes on; its autosave reports the failure.
    m = Match(make_seats(2), 4)
    saver = autosave.attach(m)
    play(m, 5, random.Random(4))
    assert saver.flush() and len(m.moves) == 5
    assert saver.error and "is a file" in say(saver.error) and autosave.problem() == saver.error
    with raises_saying(store.SaveError, "cannot be made"):
        store.save_slot(m, "Later")
    got, msg = st.load()
    msg = say(msg)
    assert got == st.DEFAULTS and "is a file" in msg
    assert st.save(st.DEFAULTS) is not None
    assert gwt_home.read_text() == "not a folder"


def test_the_config_path_a_file_keeps_saves_working(gwt_home):
    gwt_home.mkdir(parents=True)
    (gwt_home / "config").write_text("a file")
    got, msg = st.load()
    msg = say(msg)
    assert got == st.DEFAULTS and "config" in msg and "is a file" in msg
    m = Match(make_seats(2), 4)
    store.save_slot(m, "Fine")
    assert [r.name for r in store.list_slots()] == ["Fine"]
    config = gwt_home / "config"
    assert [say(p) for p in paths.folder_problems()] == [
        f"Settings: the folder {config} cannot be made ({config} is a file, not a folder): settings will not be kept."]


def test_a_read_only_folder_is_named(gwt_home, monkeypatch):
    data = paths.data_dir()
    real = os.access
    monkeypatch.setattr(os, "access", lambda p, mode: False if str(p) == str(data) else real(p, mode))
    assert [say(p) for p in paths.folder_problems()] == [f"Saves: the folder {data} is read-only: games will not be saved."]


# ---- case 4: a link planted at the temporary name ----
@posix
def test_a_link_planted_at_the_temporary_name_is_never_written_through(tmp_path, monkeypatch):
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    folder = store.autosave_path().parent
    (folder / ".autosave.json.tmp").symlink_to(victim)  # the old fixed temporary name
    real_token = files.secrets.token_hex
    names = iter(["cafe0001", "cafe0002"])
    monkeypatch.setattr(files.secrets, "token_hex", lambda n: next(names, None) or real_token(n))
    (folder / ".autosave.json.cafe0001.tmp").symlink_to(victim)  # and the next name it would pick
    m = Match(make_seats(2), 3)
    saver = autosave.Autosaver(m, background=False)
    play(m, 2, random.Random(3))
    assert saver.error is None and victim.read_text() == "precious"
    assert store.load_game(store.autosave_path()).moves == m.moves
    assert not (folder / ".autosave.json.cafe0002.tmp").exists()  # renamed into place, nothing left


def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path, monkeypatch):
    target = tmp_path / "keep.json"
    target.write_bytes(b"old")

    def full_disk(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(files.os, "fsync", full_disk)
    with pytest.raises(OSError):
        files.write_atomic(target, b"new")
    assert target.read_bytes() == b"old" and [p.name for p in tmp_path.iterdir()] == ["keep.json"]


# ---- case 8: the autosave at most the move in flight behind ----
def test_each_move_finds_the_one_before_it_on_disk(monkeypatch):
    m = Match(make_seats(3), 21)
    saver = autosave.Autosaver(m)
    real = autosave.write_atomic

    def slow_disk(path, data):
        time.sleep(0.02)  # a busy disk: slower than the moves below come
        real(path, data)

    monkeypatch.setattr(autosave, "write_atomic", slow_disk)
    behind = []
    rng = random.Random(21)
    for _ in range(30):
        m.apply(rng.choice(m.game.legal_moves()))  # no pause between moves
        behind.append(len(m.moves) - max(0, saver.saved_moves))
    assert saver.flush()
    assert max(behind) <= 1, behind  # at most the move just handed over is not on disk yet
    assert store.load_game(store.autosave_path()).moves == m.moves


# ---- case 9: damaged autosaves are all kept ----
def test_a_second_damaged_autosave_does_not_replace_the_first():
    folder = store.autosave_path().parent
    for n, junk in enumerate((b"\x00first", b"\x00second", b"\x00third")):
        store.autosave_path().write_bytes(junk)
        m = Match(make_seats(2), 10 + n)
        autosave.Autosaver(m, background=False)
        play(m, 1, random.Random(n))
    kept = {p.name: p.read_bytes() for p in folder.glob("autosave.damaged*.json")}
    assert kept == {"autosave.damaged.json": b"\x00first", "autosave.damaged.2.json": b"\x00second",
                    "autosave.damaged.3.json": b"\x00third"}


# ---- case 10: odd entries of the slots folder are listed with what is wrong ----
@posix
def test_non_regular_files_in_the_slots_folder_are_listed_with_their_problem():
    m = Match(make_seats(2), 1)
    store.save_slot(m, "Good one")
    d = store.slots_dir()
    os.mkfifo(d / "pipe.json")
    (d / "folder.json").mkdir()
    (d / "zero.json").symlink_to("/dev/zero")
    (d / "notes.txt").write_text("not a save, not listed")
    (d / ".Good_one-1234.json.ab12.tmp").write_bytes(b"debris of a write a crash cut short")
    rows = {r.path.name: r for r in store.list_slots()}
    assert set(rows) == {p.name for p in d.glob("*.json")} and len(rows) == 4
    assert rows["pipe.json"].error and "pipe.json is not a regular file (a named pipe)" in say(rows["pipe.json"].error)
    assert "folder.json is not a regular file (a folder)" in say(rows["folder.json"].error)
    assert "zero.json is not a regular file (a device)" in say(rows["zero.json"].error)
    assert [r.name for r in rows.values() if r.error is None] == ["Good one"]
    assert stat.S_ISFIFO(os.stat(d / "pipe.json").st_mode)  # left as it was


def test_an_autosave_that_is_a_folder_is_reported_on_continue(gwt_home):
    store.autosave_path().mkdir()
    assert store.has_continue()
    row = store.continue_info()
    assert row.error and "autosave.json is not a regular file (a folder)" in say(row.error)
    m = Match([Seat("Ann", 0), Seat("Bob", 1)], 2)
    saver = autosave.Autosaver(m)
    play(m, 2, random.Random(2))
    assert saver.flush() and saver.error and "autosave.json" in say(saver.error)
    assert store.autosave_path().is_dir()


def test_save_format_refuses_a_slot_name_of_control_characters():
    with pytest.raises(ValueError):
        save_format.check_name("\x00\x00")
    assert save_format.check_name("  Evening\x00 ") == "Evening"


def test_without_a_saves_folder_the_record_of_games_is_empty_and_says_why(gwt_home):
    from gwt_desktop.storage import records

    gwt_home.parent.mkdir(parents=True, exist_ok=True)
    gwt_home.write_text("a file")
    m = Match(make_seats(2), 3)
    rng = random.Random(3)
    while not m.game.is_over:
        m.apply(rng.choice(m.game.legal_moves()))
    with raises_saying(store.SaveError, "cannot be made"):
        records.record_game(m)
    assert records.list_records() == []


def test_a_read_only_disk_is_said_plainly_and_the_game_goes_on(monkeypatch):
    import errno

    real_open = files.os.open

    def read_only(path, flags, *a):
        if flags & os.O_CREAT:
            raise OSError(errno.EROFS, "Read-only file system", str(path))
        return real_open(path, flags, *a)

    monkeypatch.setattr(files.os, "open", read_only)
    m = Match(make_seats(2), 6)
    saver = autosave.Autosaver(m, background=False)
    play(m, 3, random.Random(6))
    assert len(m.moves) == 3
    assert say(saver.error) == (f"Autosave failed: the folder {store.autosave_path().parent} is read-only. "
                           "The game goes on, but it is not being saved.")


@posix
def test_debris_of_a_cut_short_write_is_swept_at_start_and_nothing_else(tmp_path):
    """A kill between write_atomic's create and its rename leaves a dot-named temporary file. At the
    next start store.sweep() removes such files once they are old, and leaves alone: a fresh one (a
    write in progress in another window), a link with that name (and what it points to), a folder,
    and files that merely look alike (a save, another dot file)."""
    m = Match(make_seats(2, computers=(1,)), 5)
    play(m, 12, random.Random(5))
    slot = store.save_slot(m, "Evening")
    slots, data = store.slots_dir(), paths.data_dir()
    old = time.time() - 2 * files.DEBRIS_AGE
    # One of them named by write_atomic's own naming, so a change to that naming breaks this test.
    stale = [data / ".autosave.json.0a1b2c3d.tmp", slots / files._temp_name(slot.name)]
    for p in stale:
        p.write_bytes(b'{"cut": ')
        os.utime(p, (old, old))
    fresh = data / ".autosave.json.12345678.tmp"
    fresh.write_bytes(b"{}")
    target = tmp_path / "precious.txt"
    target.write_text("keep")
    link = data / ".last_finished.json.87654321.tmp"
    link.symlink_to(target)
    os.utime(link, (old, old), follow_symlinks=False)
    folder = slots / ".x.json.aaaaaaaa.tmp"
    folder.mkdir()
    os.utime(folder, (old, old))
    lookalikes = [slots / ".hidden", data / ".autosave.json.tmp", slots / ".x.json.NOTHEX12.tmp"]
    for p in lookalikes:
        p.write_bytes(b"x")
        os.utime(p, (old, old))

    store.sweep()

    assert not any(p.exists() for p in stale)
    assert fresh.exists() and link.is_symlink() and target.read_text() == "keep" and folder.is_dir()
    assert all(p.exists() for p in lookalikes)
    assert [r.path for r in store.list_slots()] == [slot]
    assert store.load_game(slot).game.turn_number == m.game.turn_number


def test_sweep_without_a_folder_to_keep_saves_in_does_nothing(monkeypatch):
    def no_folder():
        raise paths.FolderProblem("no folder")

    monkeypatch.setattr(paths, "data_dir", no_folder)
    store.sweep()  # no exception: the game starts all the same
