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


# ---- an autosave that says its game is over ----
def _claims_over(m: Match) -> bytes:
    """The autosave of `m` (unfinished) with its check saying the game is over: never written by the
    game (a finished game becomes the last finished one), so only a damaged or hand-made file."""
    doc = save_format.record(m)
    doc["check"]["over"] = True
    return json.dumps(doc).encode()


def test_an_unfinished_autosave_that_says_it_is_over_is_said_at_continue_and_kept_by_a_new_game():
    old = Match(make_seats(2), 31)
    play(old, 40, random.Random(31))
    raw = _claims_over(old)
    store.autosave_path().parent.mkdir(parents=True, exist_ok=True)
    store.autosave_path().write_bytes(raw)
    row = store.continue_info()  # Continue is not quietly disabled: it names what is wrong
    assert store.has_continue() and row is not None and "says its game was finished" in say(row.error)
    new = Match(make_seats(2), 32)
    saver = autosave.attach(new)
    play(new, 3, random.Random(32))
    assert saver.flush() and saver.kept is not None and saver.kept_row.kept == "unfinished"
    (slot,) = store.list_slots()
    assert slot.path == saver.kept and slot.name.startswith("Unfinished game, ")
    assert json.loads(slot.path.read_text("utf-8"))["moves"] == old.moves  # nothing lost
    assert store.load_game(store.autosave_path()).moves == new.moves


def test_a_finished_game_in_the_autosave_is_kept_unless_it_is_the_last_finished_one():
    done = Match(make_seats(2), 33)
    rng = random.Random(33)
    while not done.game.is_over:
        done.apply(rng.choice(done.game.legal_moves()))
    raw = save_format.dumps(done)
    store.autosave_path().parent.mkdir(parents=True, exist_ok=True)
    store.autosave_path().write_bytes(raw)  # a finished game where the game never puts one
    assert not store.has_continue()  # it is finished indeed: nothing to continue
    saver = autosave.attach(Match(make_seats(2), 34))
    assert saver.kept is not None and saver.kept_row.kept == "finished"
    assert store.list_slots()[0].name.startswith("Finished game, ")
    # The same finished game also kept as the last finished one: nothing is lost over it.
    for p in store.slots_dir().iterdir():
        p.unlink()
    store.autosave_path().write_bytes(raw)
    store.finished_path().write_bytes(raw)
    saver = autosave.attach(Match(make_seats(2), 35))
    assert saver.kept is None and store.list_slots() == []


def test_a_kept_slot_is_named_in_the_players_language_whatever_version_kept_it():
    from gwt_desktop.text import i18n, menus

    m = Match(make_seats(2), 36)
    play(m, 5, random.Random(36))
    store.save_game(m, store.slot_path("Unfinished game, 2025-11-30 20:15 (2)"), "Unfinished game, 2025-11-30 20:15 (2)")
    (row,) = store.list_slots()
    assert (row.kept, row.kept_at, row.copy) == ("unfinished", "2025-11-30 20:15", 2)
    assert menus.kept_game(row.kept, row.kept_at, row.copy) == row.name  # English: as the file says
    i18n.set_language("de")
    assert menus.kept_game(row.kept, row.kept_at, row.copy) == "Angefangenes Spiel, 30.11.2025 20:15 (2)"
    store.save_game(m, store.slot_path("Evening"), "Evening")
    assert {r.name: r.kept for r in store.list_slots()}["Evening"] == ""  # a name of the player's own
