"""The chart data: one series per player, one point per round, and figures that agree with the score
sheets of the replayed positions."""
from __future__ import annotations

import pytest

from gwt_desktop.engine.components import CARD_VALUE, STARTING_DECK
from gwt_desktop.session.game_stats import game_stats, herd_value, round_ends
from gwt_desktop.session.replay import Replay

from .games import finished_match, play


@pytest.fixture(scope="module", params=[(2, 31), (3, 32), (4, 33)])
def finished(request):
    players, seed = request.param
    match = finished_match(players, seed, ("easy",) * (players - 1))
    return match, Replay.of_match(match)


def test_one_series_per_player_and_one_point_per_round(finished):
    match, replay = finished
    stats = game_stats(replay)
    rounds = match.round  # the round the game ended in, as the save lists count it
    for chart in stats.lines:
        assert chart.rounds == tuple(range(1, rounds + 1))
        assert [s.player for s in chart.series] == list(range(len(match.seats)))
        assert [s.name for s in chart.series] == [seat.name for seat in match.seats]
        assert all(len(s.values) == rounds for s in chart.series)
    assert len(stats.categories.series) == len(match.seats)
    assert len(stats.big_turns) == len(match.seats)


def test_the_score_race_is_the_score_sheet_at_the_end_of_each_round(finished):
    match, replay = finished
    stats = game_stats(replay)
    ends = round_ends(replay)
    n = len(match.seats)
    for r, end in enumerate(ends):
        # The end of round r + 1: the first player's turn number (r + 1) * n starts there (or the game ends).
        if end < len(replay):
            assert replay.turn_at(end).number == (r + 1) * n and replay.turn_at(end).start == end
        sheet = replay.score_sheet(end)
        for p in range(n):
            assert stats.score_race.series[p].values[r] == sheet[p]["total"]
            assert stats.money.series[p].values[r] == sheet[p]["money"]
    final = match.game.score_sheet()
    assert [s.values[-1] for s in stats.score_race.series] == [sh["total"] for sh in final]


def test_points_by_category_are_the_final_score_pad(finished):
    match, replay = finished
    stats = game_stats(replay)
    final = match.game.score_sheet()
    assert list(stats.categories.categories) == [c["key"] for c in final[0]["categories"]]
    for p, series in enumerate(stats.categories.series):
        assert series.values == tuple(c["points"] for c in final[p]["categories"])
        assert sum(series.values) == stats.categories.totals[p] == final[p]["total"]


def test_biggest_turns_are_the_largest_gains_of_each_player(finished):
    _, replay = finished
    stats = game_stats(replay)
    for p, best in enumerate(stats.big_turns):
        assert len(best) == 3
        gains = {t.number: replay.score_sheet(t.end)[p]["total"] - replay.score_sheet(t.start)[p]["total"]
                 for t in replay.turns if t.player == p}
        assert [b.gain for b in best] == sorted(gains.values(), reverse=True)[:3]
        for b in best:
            assert b.player == p and gains[b.number] == b.gain
            assert replay.turns[b.number].player == p
            assert all(e.player in (p, -1) for e in b.events)


def test_herd_value_at_the_start_is_the_starting_deck():
    replay = Replay(play(2, 9, limit=0).options, [])
    start = sum(CARD_VALUE[c] for c in STARTING_DECK)
    for p in range(2):
        assert herd_value(replay.game.view(p)["players"][p]) == start
    stats = game_stats(replay)
    assert [s.values for s in stats.herd.series] == [(start,), (start,)]


def test_an_unfinished_game_ends_its_last_round_at_the_last_move():
    game = play(3, 10, limit=100)
    replay = Replay(game.options, game.moves, game.names)
    stats = game_stats(replay)
    assert round_ends(replay)[-1] == 100
    assert [s.values[-1] for s in stats.score_race.series] == game.totals[-1]
    assert len(stats.score_race.rounds) == replay.turn_at(100).round(replay.players)
