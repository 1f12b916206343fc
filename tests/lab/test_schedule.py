"""lab/schedule.py: a row per turn start with the schedule's value of the player to move and its final
score, and the correlations read from them."""
from __future__ import annotations

import pytest

from gwt_desktop.ai import schedule
from gwt_desktop.session.table import deal
from lab import schedule as L

from .test_selfplay import small_net


def test_the_correlations_are_the_rows_own():
    rows = [{"schedule": s, "estimate": e, "final": f, "share": 0.1}
            for s, e, f in ((1.0, 50.0, 52.0), (2.0, 50.0, 54.0), (3.0, 60.0, 66.0))]
    out = L.figures(rows)
    assert out["positions"] == 3 and out["schedule_final"] == pytest.approx(0.924, abs=1e-3)
    assert out["schedule_miss"] == pytest.approx(1.0)  # the misses 2, 4, 6 rise with the schedule
    assert L.summary(rows)["first third"]["positions"] == 3 and L.summary(rows)["last third"]["positions"] == 0


def test_a_game_gives_a_row_per_turn_start_with_the_players_final_score():
    net = small_net(5)
    net["version"] = "schedule-test"
    rows = L.game_rows({"net": net, "seed": 6, "beam": (2, 1, 40)})
    assert [r["turn"] for r in rows] == list(range(len(rows)))
    g, _ = deal(2, 6)
    assert rows[0]["player"] == g.to_move and rows[0]["schedule"] == pytest.approx(schedule.value(g, g.to_move))
    finals = {r["player"]: r["final"] for r in rows}
    assert len(finals) == 2 and all(r["final"] == finals[r["player"]] for r in rows)
    assert 0.9 < rows[-1]["share"] <= 1.0 and rows[0]["share"] == 0.0
