"""The replay of a recorded game reaches the recorded position and scores at every step, forwards and
backwards, and its jumps land where they say."""
from __future__ import annotations

import json
import random

import pytest

from gwt_desktop.engine import Game, KansasCity, Turn
from gwt_desktop.session.match import Match
from gwt_desktop.session.replay import Replay, ReplayError
from gwt_desktop.storage import store
from tests.engine.replays import DATA, OLD_LONE_STEPS, as_recorded

from ..said import raises_saying
from .games import finished_match, play, seats


@pytest.fixture(scope="module")
def played():
    return play(4, 2024)


@pytest.fixture
def replay(played):
    return Replay(played.options, played.moves, played.names)


def totals(game) -> list[int]:
    return [sh["total"] for sh in game.score_sheet()]


def test_the_replay_starts_at_the_end_of_the_record(played, replay):
    assert played.over and replay.finished
    assert replay.index == len(replay) == len(played.moves)
    assert totals(replay.game) == played.totals[-1]


def test_forwards_every_step_reaches_the_recorded_scores_and_view(played, replay):
    replay.seek(0)
    assert totals(replay.game) == played.totals[0]
    for i in range(1, len(played.moves) + 1):
        game = replay.forward()
        assert replay.index == i
        assert totals(game) == played.totals[i]
        assert game.view(game.to_move) == played.views[i]
    assert replay.forward() is replay.game and replay.index == len(played.moves)  # stays at the end


def test_backwards_every_step_reaches_the_recorded_scores_and_view(played, replay):
    for i in range(len(played.moves) - 1, -1, -1):
        game = replay.back()
        assert replay.index == i
        assert [sh["total"] for sh in replay.score_sheet()] == played.totals[i]
        assert game.view(game.to_move) == played.views[i]
    replay.back()
    assert replay.index == 0


def test_jumps_anywhere_in_any_order(played, replay):
    rng = random.Random(5)
    for _ in range(200):
        i = rng.randrange(len(played.moves) + 1)
        game = replay.seek(i)
        assert totals(game) == played.totals[i]
        assert game.view(game.to_move) == played.views[i]
    assert replay.score_sheet(17) == replay.position(17).score_sheet()
    assert replay.seek(-5) is replay.game and replay.index == 0
    replay.seek(10 ** 6)
    assert replay.index == len(played.moves)


def test_a_jump_never_replays_from_the_start(played, replay, monkeypatch):
    applied = []
    real = Game.apply

    def counting(self, move):
        applied.append(move)
        return real(self, move)

    monkeypatch.setattr(Game, "apply", counting)
    replay.seek(0)
    for target in (len(played.moves), len(played.moves) - 1, len(played.moves) // 2, 3, len(played.moves) - 17):
        applied.clear()
        replay.seek(target)
        assert len(applied) < replay.every
        assert totals(replay.game) == played.totals[target]


def test_turn_steps_land_on_turn_starts(played, replay):
    replay.seek(0)
    starts = []
    while not replay.at_end:
        replay.next_turn()
        starts.append(replay.index)
    assert starts[-1] == len(played.moves)
    turn_starts = [t.start for t in replay.turns]
    assert starts[:-1] == turn_starts[1:]
    for t in replay.turns:
        replay.seek(t.start)
        assert replay.game.to_move == t.player
        assert replay.turn_at().number == t.number
        if t.start:
            # The move just before started this turn: its events say whose turn begins.
            assert Turn(t.player) in replay.events_of(t.start - 1)
    # Backwards from the end: every turn start again, in reverse.
    replay.seek(len(played.moves))
    back = []
    while replay.index:
        replay.previous_turn()
        back.append(replay.index)
    assert back == turn_starts[::-1]


def test_next_turn_of_a_player(played, replay):
    replay.seek(0)
    seen = []
    while replay.next_turn_of(2) is not None:
        seen.append(replay.index)
        assert replay.game.to_move == 2
        assert replay.turn_at().start == replay.index and replay.turn_at().player == 2
    assert seen == [t.start for t in replay.turns if t.player == 2 and t.start > 0]
    at = replay.index
    assert replay.next_turn_of(2) is None and replay.index == at  # nothing moved


def test_next_kansas_city_visit(played, replay):
    replay.seek(0)
    visits = []
    while replay.next_kansas_city() is not None:
        visits.append(replay.index)
        arrived = replay.events_of(replay.index - 1)
        mover = replay.movers[replay.index - 1]
        assert KansasCity(mover) in arrived
        assert replay.game.decision.kind.startswith("kc_")  # the Kansas City decisions are on screen
    assert visits and visits == replay.kansas_city
    at = replay.index
    assert replay.next_kansas_city() is None and replay.index == at
    assert replay.previous_kansas_city() is not None and replay.index == visits[-2]


def test_the_log_follows_the_position(played, replay):
    replay.seek(40)
    log = replay.log()
    assert log == [e for i in range(40) for e in replay.events_of(i)]
    replay.seek(0)
    assert replay.log() == []


def test_recorded_games_reach_their_recorded_final_score_sheets():
    for path in sorted(DATA.glob("replay_*.json")):
        data = json.loads(path.read_text())
        # Recorded while the engine took lone steps by itself: put back as moves.
        moves = Match.replay(seats(data["options"]["players"]), data["options"], data["moves"],
                             lone_steps=OLD_LONE_STEPS).moves
        r = Replay(data["options"], moves, data["options"]["names"])
        assert as_recorded(r.score_sheet()) == data["score_sheet"], path.name
        r.seek(0)
        r.seek(len(r))
        assert as_recorded(r.score_sheet()) == data["score_sheet"], path.name


def test_from_a_save_file(tmp_path):
    match = finished_match(3, 77, ("easy", "hard"))
    path = store.save_game(match, tmp_path / "done.json")
    replay, seat_list = store.load_replay(path)
    assert seat_list == match.seats
    assert replay.score_sheet() == match.game.score_sheet()
    assert len(replay) == len(match.moves)
    half = Match(seats(3), 78, "a", "fixed")
    rng = random.Random(1)
    for _ in range(60):
        half.apply(rng.choice(half.game.legal_moves()))
    path = store.save_game(half, tmp_path / "half.json")
    replay, _ = store.load_replay(path)
    assert not replay.finished and replay.view(0) == half.game.view(0)
    with pytest.raises(ValueError, match="finished"):
        replay.open_view()


def test_every_card_face_up_once_the_game_is_over(replay):
    replay.seek(len(replay) // 2)
    view = replay.open_view()
    for p, pl in enumerate(view["players"]):
        assert pl == replay.game.view(p)["players"][p]
        assert "hand" in pl and "draw" in pl


def test_a_record_that_does_not_replay(played, tmp_path):
    moves = list(played.moves)
    moves[30] = "build 1 P_ZZ"
    with pytest.raises(ReplayError, match="move 31") as e:
        Replay(played.options, moves)
    assert e.value.index == 30
    with pytest.raises(ReplayError, match="cannot set up"):
        Replay({"players": 7, "seed": 1}, [])
    match = finished_match(2, 3)
    path = store.save_game(match, tmp_path / "bad.json")
    doc = json.loads(path.read_text())
    doc["moves"][5] = "hire 9 cowboy"
    doc["check"] = None
    path.write_text(json.dumps(doc))
    with raises_saying(store.SaveError, r"bad.json has a move that is not legal at its point in the game: "
                                        r"move 6 \('hire 9 cowboy'\)"):
        store.load_replay(path)  # said as Load says it, in the player's language (no English from session/)
