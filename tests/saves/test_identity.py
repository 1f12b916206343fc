"""A game in progress is never lost to another game replacing the autosave: which game the autosave
holds is decided by the game's identity (saved with it), not by its options, seats or first moves."""
from __future__ import annotations

import json
import random

from gwt_desktop.session import guide
from gwt_desktop.session.match import Match
from gwt_desktop.storage import autosave, save_format, store

from ..said import say
from .conftest import make_seats, play


def kept_games() -> dict[str, list[str]]:
    return {r.name: store.load_game(r.path).moves for r in store.list_slots() if r.error is None}


def test_learn_to_play_pressed_twice_keeps_the_guided_game_in_progress():
    first = guide.learn_match()
    autosave.attach(first)
    play(first, 54, random.Random(1))
    again = guide.learn_match()  # the same deal, the same seats ...
    saver = autosave.attach(again)
    play(again, 2, random.Random(1))  # ... and the same first moves
    assert again.moves == first.moves[:2] and again.game_id != first.game_id
    assert saver.kept is not None
    assert list(kept_games().values()) == [first.moves]
    assert store.load_game(store.autosave_path()).moves == again.moves


def test_a_new_game_on_the_same_deal_and_seats_keeps_the_one_in_progress():
    first = Match(make_seats(3), 77, "random", "random")
    autosave.attach(first)
    play(first, 30, random.Random(5))
    second = Match(make_seats(3), 77, "random", "random")
    autosave.attach(second)
    play(second, 4, random.Random(5))
    assert second.moves == first.moves[:4]
    assert list(kept_games().values()) == [first.moves]


def test_games_replaced_within_the_same_minute_each_keep_a_slot_of_their_own():
    games = []
    for _ in range(4):
        m = guide.learn_match()
        autosave.attach(m)
        play(m, 10, random.Random(2))
        games.append(m)
    autosave.saver_of(games[-1]).flush()
    kept = kept_games()
    assert sorted(map(tuple, kept.values())) == [tuple(g.moves) for g in games[:3]]
    assert len(set(kept)) == 3  # "Unfinished game, <minute>", "... (2)", "... (3)"


def test_continue_then_undo_is_the_same_game():
    m = Match(make_seats(2), 6)
    autosave.attach(m)
    rng = random.Random(6)
    play(m, 25, rng)
    while not m.can_undo():
        m.apply(rng.choice(m.game.legal_moves()))
    autosave.saver_of(m).flush()
    resumed = store.load_game(store.autosave_path())
    assert resumed.game_id == m.game_id
    saver = autosave.attach(resumed)
    assert autosave.attach(resumed) is saver  # one saver per match
    resumed.undo()  # the first write after Continue has fewer moves than the file: same game
    play(resumed, 3, rng)
    assert saver.kept is None and store.list_slots() == []


def test_a_slot_of_the_same_game_loaded_behind_the_autosave_keeps_the_autosave():
    m = Match(make_seats(2), 8)
    autosave.attach(m)
    rng = random.Random(8)
    play(m, 10, rng)
    slot = store.save_slot(m, "early")
    play(m, 30, rng)
    autosave.saver_of(m).flush()
    earlier = store.load_game(slot)
    assert earlier.game_id == m.game_id
    saver = autosave.attach(earlier)
    assert saver.kept is not None and store.load_game(saver.kept).moves == m.moves


def old_save(match: Match) -> bytes:
    doc = save_format.record(match)
    del doc["game_id"]  # as written before games had an identity
    return json.dumps(doc).encode()


def test_an_old_autosave_without_identity_still_continues_as_the_same_game():
    m = Match(make_seats(2), 9)
    play(m, 20, random.Random(9))
    store.autosave_path().write_bytes(old_save(m))
    resumed = store.load_game(store.autosave_path())
    assert resumed.moves == m.moves and len(resumed.game_id) == 32
    saver = autosave.attach(resumed)
    play(resumed, 2, random.Random(10))
    assert saver.kept is None and store.list_slots() == []
    saver.flush()
    assert json.loads(store.autosave_path().read_bytes())["game_id"] == resumed.game_id


def test_an_old_autosave_without_identity_is_kept_unless_it_is_exactly_this_game():
    m = Match(make_seats(2), 9)
    play(m, 20, random.Random(9))
    store.autosave_path().write_bytes(old_save(m))
    fresh = Match(make_seats(2), 9)
    saver = autosave.attach(fresh)
    play(fresh, 1, random.Random(9))
    assert saver.kept is not None and store.load_game(saver.kept).moves == m.moves


def test_a_bad_identity_is_a_damaged_save():
    m = Match(make_seats(2), 9)
    doc = save_format.record(m)
    doc["game_id"] = "../../etc"
    path = store.slots_dir() / "odd.json"
    path.write_bytes(json.dumps(doc).encode())
    row = store.info(path)
    assert row.error is not None and "game_id" in say(row.error) and "odd.json" in say(row.error)


def test_a_game_that_cannot_be_kept_is_not_written_over():
    first = Match(make_seats(2), 11)
    autosave.attach(first)
    play(first, 20, random.Random(11))
    autosave.saver_of(first).flush()
    slots = store.autosave_path().parent / store.SLOTS
    slots.write_text("in the way")  # no slot can be made to keep the first game in
    second = Match(make_seats(2), 12)
    saver = autosave.attach(second)
    play(second, 3, random.Random(12))
    saver.flush()
    assert store.load_game(store.autosave_path()).moves == first.moves  # still there, whole
    assert saver.error is not None and "slots is a file, not a folder" in say(saver.error)
    slots.unlink()  # the way is clear again: the first game is kept, then this one is saved
    play(second, 1, random.Random(13))
    saver.flush()
    assert list(kept_games().values()) == [first.moves]
    assert store.load_game(store.autosave_path()).moves == second.moves and saver.error is None
