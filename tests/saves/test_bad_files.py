"""Every kind of bad save file gives a SaveError that names the file and says what is wrong, and the
file is left exactly as it was."""
from __future__ import annotations

import json
import random
import time

import pytest

from gwt_desktop.session.match import Match
from gwt_desktop.storage import files, save_format, store

from ..said import raises_saying, say
from .conftest import make_seats, play


@pytest.fixture
def good(tmp_path) -> bytes:
    m = Match(make_seats(3, computers=(2,)), 21)
    play(m, 90, random.Random(1))
    return store.save_game(m, tmp_path / "good.json", "good").read_bytes()


def doc_with(good: bytes, **changes) -> bytes:
    doc = json.loads(good)
    for key, value in changes.items():
        if "__" in key:
            outer, inner = key.split("__")
            doc[outer][inner] = value
        else:
            doc[key] = value
    return json.dumps(doc).encode()


def refused(path, *words, replay: bool = False) -> store.SaveError:
    """load_game refuses the file with a message naming it and containing `words`; file untouched.

    Problems found by reading the file are also shown by the load screen's listing (store.info);
    problems found by replaying the moves (replay=True) only when it is loaded: listing never replays."""
    before = path.read_bytes() if path.is_file() else None
    stamp = path.stat().st_mtime_ns if path.exists() else None
    t = time.perf_counter()
    with pytest.raises(store.SaveError) as err:
        store.load_game(path)
    assert time.perf_counter() - t < 5  # never hangs (a generous bound; typical is milliseconds)
    msg = say(err.value)
    assert path.name in msg
    for w in words:
        assert w in msg, msg
    if before is not None:
        assert path.read_bytes() == before and path.stat().st_mtime_ns == stamp
    # The load screen lists the same file with the same problem instead of failing.
    assert store.info(path).error == (None if replay else err.value.whole)
    return err.value


def write(tmp_path, name: str, data: bytes):
    p = tmp_path / name
    p.write_bytes(data)
    return p


def test_missing_file(tmp_path):
    refused(tmp_path / "nowhere.json", "does not exist")


def test_a_folder(tmp_path):
    (tmp_path / "dir.json").mkdir()
    refused(tmp_path / "dir.json")


@pytest.mark.parametrize("data", [b"", b"   \n\t "])
def test_empty(tmp_path, data):
    refused(write(tmp_path, "empty.json", data), "empty")


@pytest.mark.parametrize("cut", [1, 10, 200, -30, -1])
def test_truncated(tmp_path, good, cut):
    refused(write(tmp_path, "cut.json", good[:cut]), "cut short")


def test_random_bytes(tmp_path):
    rng = random.Random(4)
    for i in range(20):
        data = bytes(rng.randrange(256) for _ in range(rng.randint(1, 3000)))
        refused(write(tmp_path, f"noise{i}.sav", data))


def test_random_bytes_inside_valid_utf8_text(tmp_path, good):
    data = bytearray(good)
    data[len(data) // 2] = 0xFF
    refused(write(tmp_path, "flip.json", bytes(data)), "not text")


@pytest.mark.parametrize("data", [b"[1, 2, 3]", b"42", b'"a save"', b"null", b"true"])
def test_not_an_object(tmp_path, data):
    refused(write(tmp_path, "notobj.json", data), "not a JSON object")


def test_someone_elses_json(tmp_path):
    refused(write(tmp_path, "other.json", b'{"hello": "world"}'), "not a gwt_desktop save")


def test_future_format_version(tmp_path, good):
    refused(write(tmp_path, "future.json", doc_with(good, version=save_format.VERSION + 1)), "newer gwt_desktop")


@pytest.mark.parametrize("version", [0, -1, "1", 1.0, True, None])
def test_bad_version(tmp_path, good, version):
    refused(write(tmp_path, "ver.json", doc_with(good, version=version)), "format version")


@pytest.mark.parametrize("change, words", [
    ({"options": []}, "options must be an object"),
    ({"options__seed": "21"}, "options.seed"),
    ({"options__seed": True}, "options.seed"),
    ({"options__seed": 2**70}, "options.seed"),
    ({"options__players": 5}, "options.players"),
    ({"options__players": 2}, "seats must be a list of 2"),
    ({"options__building_sides": "c"}, "building_sides"),
    ({"options__building_sides": ["a"]}, "building_sides"),
    ({"options__neutral_buildings": 3}, "neutral_buildings"),
    ({"seats": "Ann, Bob"}, "seats must be a list"),
    ({"seats": [{"name": "A"}, {"name": "B"}, 7]}, "seat 3"),
    ({"seats": [{"name": "A", "color": "red"}, {"name": "B", "color": 1}, {"name": "C", "color": 2}]}, "seat 1"),
    ({"seats": [{"name": "A", "color": 0}, {"name": "B", "color": 0}, {"name": "C", "color": 2}]}, "same colour"),
    ({"seats": [{"name": "A", "kind": "alien"}, {"name": "B", "color": 1}, {"name": "C", "color": 2}]}, "seat 1"),
    ({"moves": "place A"}, "moves must be a list"),
    ({"moves": ["place A", 3]}, "move 2 is not a move text"),
    ({"moves": [""]}, "move 1 is not a move text"),
    ({"moves": ["x" * 1000]}, "move 1 is not a move text"),
    ({"name": 5}, "name"),
    ({"saved_at": ["today"]}, "saved_at"),
    ({"check": "fine"}, "check must be an object"),
])
def test_wrong_types(tmp_path, good, change, words):
    refused(write(tmp_path, "types.json", doc_with(good, **change)), "damaged", words)


def test_a_move_not_legal_at_its_point(tmp_path, good):
    moves = json.loads(good)["moves"]
    # The first turn only places a cattleman: "done" cannot be the opening move.
    refused(write(tmp_path, "m1.json", doc_with(good, moves=["done"] + moves[1:])), "move 1", "not legal", replay=True)
    # A real move of this game, but two moves too early.
    swapped = moves[:40] + [moves[42]] + moves[41:]
    e = refused(write(tmp_path, "m41.json", doc_with(good, moves=swapped)), "move 41", "not legal", replay=True)
    assert moves[42][:20] in say(e)
    # Gibberish move text.
    refused(write(tmp_path, "m5.json", doc_with(good, moves=moves[:4] + ["fly to the moon"])), "move 5", replay=True)


def test_moves_that_do_not_reach_the_saved_position(tmp_path, good):
    moves = json.loads(good)["moves"]
    refused(write(tmp_path, "short.json", doc_with(good, moves=moves[:-7])), "is incomplete", "cut short", replay=True)


def test_absurdly_large_file_is_cut_off_while_reading(tmp_path, monkeypatch):
    path = tmp_path / "huge.json"
    with open(path, "wb") as f:
        f.truncate(save_format.MAX_BYTES * 50)  # sparse: 200 MB on paper, nothing on disk
    read = []
    real_read = files.os.read
    monkeypatch.setattr(files.os, "read", lambda fd, n: read.append(n) or real_read(fd, n))
    refused(path, "too large")
    # Read in chunks up to one byte past the limit, never the whole file.
    assert 0 < sum(read) <= 2 * (save_format.MAX_BYTES + 1)


def test_just_over_the_limit(tmp_path):
    refused(write(tmp_path, "big.json", b" " * (save_format.MAX_BYTES + 1)), "too large")


def test_deep_nesting_and_json_constants(tmp_path):
    refused(write(tmp_path, "deep.json", b"[" * 200_000 + b"]" * 200_000))
    refused(write(tmp_path, "nan.json", b'{"format": NaN}'), "NaN")


def test_unreadable_file(tmp_path, good, monkeypatch):
    """Permission denied (simulated: these tests may run as root, who may read anything)."""
    p = write(tmp_path, "locked.json", good)
    real_open = files.os.open

    def deny(path, *a, **k):
        if str(path) == str(p):
            raise PermissionError(13, "Permission denied", str(path))
        return real_open(path, *a, **k)

    monkeypatch.setattr(files.os, "open", deny)
    refused(p, "permission denied")


def test_bad_autosave_still_offers_continue_with_its_message(good):
    store.autosave_path().write_bytes(good[: len(good) // 2])
    assert store.has_continue()
    row = store.continue_info()
    assert row.error and "autosave.json" in say(row.error)
    with raises_saying(store.SaveError, "autosave.json"):
        store.load_game(store.autosave_path())
