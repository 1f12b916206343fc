"""A short arena: Medium beats Random by a wide margin (generous bounds, so it is not flaky)."""
from __future__ import annotations

import json

from gwt_desktop.tools import arena


def test_medium_beats_random_in_a_short_arena(capsys):
    summary = arena.main(["--players", "2", "--games", "4", "--bots", "medium,random", "--budget", "0.3"])
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert json.loads(last) == json.loads(json.dumps(summary))  # the JSON is the last line
    med, rnd = summary["per_bot"]["medium"], summary["per_bot"]["random"]
    assert summary["games"] == 4 and med["seat_games"] == 4  # both seats on both deals
    assert med["wins"] >= 3
    assert med["score_mean"] - rnd["score_mean"] >= 20
    assert summary["errors"] == 0


def test_seatings_put_every_bot_in_every_seat():
    rot = arena.seatings(["hard", "medium", "random"], 3)
    for seat in range(3):
        assert sorted(r[seat] for r in rot) == ["hard", "medium", "random"]
    assert arena.seatings(["a", "b"], 2) == [["a", "b"], ["b", "a"]]
