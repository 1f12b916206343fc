"""The moves that followed the Hint are kept with the game (Match.hinted, the save's "hinted"): undo
takes them back, a save and a record keep them, a person's moves only, and a file without them (every
save and record made before) reads as a game without any."""
from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

from gwt_desktop.session.match import Match
from gwt_desktop.storage import records, save_format, store

from .conftest import make_seats, play_out

FIXTURES = Path(__file__).parent / "fixtures"


def _hinted_match() -> Match:
    """Ann (a person) against a computer: every other move of Ann's marked as following the Hint, and
    the computer's moves marked too (which the match must not keep)."""
    m = Match(make_seats(2, computers=(1,)), 31)
    rng = random.Random(3)
    for k in range(60):
        move = rng.choice(m.game.legal_moves())
        m.apply(move, hinted=k % 2 == 0)
    return m


def test_the_match_keeps_a_persons_hinted_moves_and_undo_takes_them_back():
    m = _hinted_match()
    people = {i for i in range(len(m.moves)) if m.movers[i] == 0}
    assert m.hinted and m.hinted <= people  # the computer's moves never follow the Hint
    assert people - m.hinted  # and a person's move made otherwise does not either
    while m.game.to_move != 0 or m.game.is_over:
        m.apply(m.game.legal_moves()[0])
    for _ in range(8):  # a move of Ann's that can be taken back, marked
        m.apply(m.game.legal_moves()[0], hinted=True)
        if m.can_undo(0):
            break
    assert m.can_undo(0) and len(m.moves) - 1 in m.hinted
    m.undo()
    assert all(i < len(m.moves) for i in m.hinted)


def test_a_save_keeps_them_and_loads_them_back(tmp_path):
    m = _hinted_match()
    path = store.save_game(m, tmp_path / "s.json", "hinted")
    doc = json.loads(path.read_text("utf-8"))
    assert doc["hinted"] == sorted(m.hinted) and doc["version"] == save_format.VERSION
    assert store.load_game(path).hinted == m.hinted
    replay, _ = store.load_replay(path)
    assert replay.hinted == m.hinted


def test_a_finished_games_record_keeps_them_for_its_review():
    m = _hinted_match()
    play_out(m, random.Random(4))
    path = records.record_game(m)
    assert records.read_record(path).error is None
    replay, _ = store.load_replay(path)
    assert replay.hinted == m.hinted and replay.again().hinted == m.hinted


def test_an_old_record_without_the_field_loads_with_no_hinted_move(tmp_path):
    for name in ("last_finished_3p.json", "slot_4p_hotseat_midgame.json"):
        path = shutil.copy(FIXTURES / name, tmp_path / name)
        assert "hinted" not in json.loads(Path(path).read_text("utf-8"))
        assert store.load_game(path).hinted == set()
        replay, _ = store.load_replay(path)
        assert replay.hinted == frozenset() and len(replay) > 0


def test_a_damaged_or_foreign_list_costs_only_the_list(tmp_path):
    """A list that is not one, a computer's move, and an older format's indices (its lone steps were
    not recorded, so its indices would not count them): the game loads, without those."""
    m = _hinted_match()
    computers = [i for i in range(len(m.moves)) if m.movers[i] == 1][:2]
    for bad, kept in (("many", set()), ([0, "1"], set()), ([10 ** 6], set()), ([True], set()),
                      (sorted(m.hinted) + computers, m.hinted)):
        doc = save_format.record(m)
        doc["hinted"] = bad
        path = tmp_path / "bad.json"
        path.write_bytes(save_format.encode(doc))
        loaded = store.load_game(path)
        assert loaded.moves == m.moves and loaded.hinted == kept, bad
        assert store.load_replay(path)[0].hinted == kept
    old = json.loads((FIXTURES / "last_finished_2p_lone.json").read_text("utf-8"))
    assert old["version"] < 3
    old["hinted"] = [0, 2]
    path = tmp_path / "old.json"
    path.write_text(json.dumps(old), "utf-8")
    assert store.load_game(path).hinted == set() and store.load_replay(path)[0].hinted == frozenset()


def test_in_hot_seat_each_persons_followed_moves_are_their_own(tmp_path):
    """Two people at one screen: each move keeps its own mark, so each seat's review reads its own."""
    from gwt_desktop.session import review as R

    m = Match(make_seats(2), 32)
    rng = random.Random(5)
    for k in range(40):
        m.apply(rng.choice(m.game.legal_moves()), hinted=m.game.to_move == k % 2)
    assert {m.movers[i] for i in m.hinted} == {0, 1}
    replay, _ = store.load_replay(store.save_game(m, tmp_path / "h.json"))
    for turn in replay.turns:
        marks = R.followed(replay, turn.start, turn.end)
        assert [i for i, f in zip(range(turn.start, turn.end), marks) if f] == [
            i for i in range(turn.start, turn.end) if i in m.hinted]
        assert all(m.movers[i] == turn.player for i in range(turn.start, turn.end))
