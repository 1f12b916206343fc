"""A short arena: Medium beats Random by a wide margin (generous bounds, so it is not flaky)."""
from __future__ import annotations

import json

import pytest

from gwt_desktop.engine import Delivery, DiscCleared, Income, KansasCity, board
from tools import arena


@pytest.fixture(scope="module")
def short_arena(tmp_path_factory):
    """One deal from both seats, Medium at 50 ms a move against Random, its games recorded: (its summary,
    what it printed, the record's path)."""
    import contextlib
    import io

    record = tmp_path_factory.mktemp("arena") / "games.jsonl"
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        summary = arena.main(["--players", "2", "--games", "2", "--bots", "medium,random", "--budget", "0.05",
                              "--record", str(record)])
    return summary, printed.getvalue(), record


def test_medium_beats_random_in_a_short_arena(short_arena):
    # Medium's margin over Random is some 70 points a game, so two games say it, even at 50 ms a move.
    summary, printed, _ = short_arena
    last = printed.strip().splitlines()[-1]
    assert json.loads(last) == json.loads(json.dumps(summary))  # the JSON is the last line
    med, rnd = summary["per_bot"]["medium"], summary["per_bot"]["random"]
    assert summary["games"] == 2 and med["seat_games"] == 2  # both seats of the deal
    assert med["wins"] == 2
    assert med["score_mean"] - rnd["score_mean"] >= 20
    assert summary["errors"] == 0


def test_a_tally_of_recorded_games_gives_the_match_s_summary(short_arena, capsys):
    # Given twice, the record counts each game once: a match resumed into its own file is not doubled.
    summary, _, record = short_arena
    assert len(record.read_text().splitlines()) == 2
    tallied = arena.main(["--tally", str(record), str(record)])
    assert tallied["games"] == 2 and tallied["deals"] == 1
    assert tallied["per_bot"] == summary["per_bot"]
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1]) == json.loads(json.dumps(tallied))


def test_seatings_put_every_bot_in_every_seat():
    rot = arena.seatings(["hard", "medium", "random"], 3)
    for seat in range(3):
        assert sorted(r[seat] for r in rot) == ["hard", "medium", "random"]
    assert arena.seatings(["a", "b"], 2) == [["a", "b"], ["b", "a"]]


def test_note_deliveries_pairs_each_income_with_the_city_that_follows_it():
    income, deliveries = [None, None], [[], []]
    arena.note_deliveries([KansasCity(1), Income(1, 11, 2)], income, deliveries)
    assert deliveries == [[], []]  # the city is still to be chosen
    arena.note_deliveries([Delivery(1, 5, 11, 0, False, 0, False), DiscCleared(1, "hand", -5)], income, deliveries)
    assert deliveries == [[], [(11, 5)]]
    # An extraordinary delivery (9a) pays no income: it is not a Kansas City delivery.
    arena.note_deliveries([Delivery(0, 2, 4, 0, True, 2, False)], income, deliveries)
    arena.note_deliveries([Income(0, 3, 0), Delivery(0, 0, 3, 0, False, -6, True)], income, deliveries)
    assert deliveries == [[(3, 0)], [(11, 5)]]


def test_a_kansas_city_delivery_is_chosen_when_another_city_was_open_to_its_value():
    # Topeka (1) and Wichita (4) once each; a hand of 3 with Topeka held can go nowhere but Kansas City.
    kc, topeka, wichita = board.CITY_KC, 1, 2
    assert arena.kansas_city_choices([(5, kc), (2, topeka), (3, kc), (5, wichita), (5, kc)]) == (1, True)
    assert arena.kansas_city_choices([(1, topeka), (4, kc)]) == (1, False)
    assert arena.kansas_city_choices([(0, kc)]) == (0, True)
    # San Francisco takes any number of discs: a hand of 18 always has it open.
    assert arena.kansas_city_choices([(18, board.CITY_SF), (18, kc)]) == (1, False)
    assert arena.kansas_city_choices([]) == (0, False)


def test_the_summary_says_where_each_bots_points_came_from(short_arena):
    summary, _, _ = short_arena
    for stats in summary["per_bot"].values():
        # The categories are the score pad's, so their means add up to the mean score (each rounded).
        assert abs(sum(stats["categories"].values()) - stats["score_mean"]) <= 0.05 * len(stats["categories"]) + 0.05
        assert 0 <= stats["kc_chosen_per_game"] <= stats["kc_deliveries_per_game"] <= stats["deliveries_per_game"]
        assert 0 <= stats["first_delivery_kc"] <= 1
    med = summary["per_bot"]["medium"]
    assert med["deliveries_per_game"] >= 1 and med["delivery_value_mean"] >= 1  # Medium reaches Kansas City


def test_a_budget_is_one_figure_for_every_seat_or_a_level_s_own():
    assert arena.parse_budget(None) is None
    assert arena.parse_budget("0.6") == 0.6
    table = arena.parse_budget("expert=6.4, hard=1")
    assert table == {"expert": 6.4, "hard": 1.0}
    assert arena.seat_budget(table, "expert") == 6.4
    assert arena.seat_budget(table, "medium") == arena.DEFAULT_BUDGET["medium"]  # not named: its default
    assert arena.seat_budget(0.3, "hard") == 0.3
    assert arena.seat_budget(None, "hard") == arena.DEFAULT_BUDGET["hard"]
    with pytest.raises(ValueError):
        arena.parse_budget("grandmaster=9")
    with pytest.raises(SystemExit):  # the command line names the bad budget and stops
        arena.main(["--budget", "hard=fast"])


def test_a_tally_of_another_kind_of_file_names_it_and_the_line(tmp_path, capsys):
    # A record of the lab's ladder (its seats are "specs") or a line cut short by a killed match:
    # the tally stops with the file and the line named, not a traceback, and leaves the file as it was.
    from lab import ladder

    theirs = tmp_path / "ladder.jsonl"
    theirs.write_text(json.dumps({"seed": 1, "specs": ["a", "b"], "scores": [1, 2]}) + "\n")
    cut = tmp_path / "cut.jsonl"
    cut.write_text('{"seed": 1, "levels": ["hard", "medium"]}\n{"seed": 2, "lev')
    for path, line, tool in ((theirs, 1, arena), (cut, 2, arena), (cut, 1, ladder)):
        before = path.read_text()
        with pytest.raises(SystemExit) as stop:
            tool.main(["--tally", str(path)])
        assert stop.value.code == 2
        said = capsys.readouterr().err
        assert f"{path}, line {line}: not a game of this tool's --record" in said
        assert path.read_text() == before
