"""lab.inputs: candidate inputs read off rebuilt positions, and the cross-validated fit that judges them."""
import math
from types import SimpleNamespace

import numpy as np
import pytest

from lab import inputs
from lab.jobs import Source


def test_the_deliveries_left_go_each_to_the_best_city_still_open():
    pl = SimpleNamespace(cities=[0] * 10, engine=0)
    # value 5 reaches Topeka (no transport cost) and Wichita ($1 from the start: 0.2 points); the
    # first delivery takes Topeka (0), the second Wichita with the Topeka-Wichita arrow's -3
    total, reach = inputs._plan_cities(pl, 5.0, 2.0)
    assert total == pytest.approx(-3.2)
    assert reach == 2
    # half a visit left counts half of the first delivery
    assert inputs._plan_cities(pl, 5.0, 0.5)[0] == pytest.approx(0.0)
    # a value below Topeka's reaches Kansas City alone, -6 a visit
    assert inputs._plan_cities(pl, 0.5, 3.0) == (pytest.approx(-18.0), 0)


def test_candidates_are_read_for_every_player_at_the_deal():
    from gwt_desktop.session.table import deal

    g, _ = deal(2, 7)
    for p in range(2):
        c = inputs.candidates(g, p)
        assert len(c) == len(inputs.NAMES)
        assert all(math.isfinite(v) for v in c)
        named = dict(zip(inputs.NAMES, c))
        assert named["visits_left"] == pytest.approx(g.workers_to_end() / (inputs.WORKERS_PER_VISIT * 2) / 8)
        # nobody has built yet: no building of one's own ahead and no fee on the way
        assert named["own_ahead"] == 0 and named["fees_to_kc"] == 0
        assert named["reach_buildings"] > 0  # the neutral buildings near the start are in reach


def test_the_positions_are_rebuilt_the_same_every_time_at_each_turns_start():
    """lab.inputs reads candidates off positions lab.noise saved sessions ago: rebuilding them must
    give the same positions (the same play, the same determinization) every time."""
    import json

    from gwt_desktop.ai.judgement import WEIGHTS

    with open(WEIGHTS, encoding="utf-8") as f:
        spec = json.load(f)
    job = Source(seed=123, net=spec, turns=(2, 4), beam=(4, 2, 200))
    first, again = inputs.replay(job), inputs.replay(job)
    assert [r["turn"] for r in first] == [2, 4]
    assert first == again
    from lab.noise import positions
    for (g, turn, p, _), r in zip(positions(job), first):
        assert g.turn_number == turn and g.to_move == p == r["player"]


def test_the_fit_finds_an_error_that_follows_a_column_and_not_one_that_does_not():
    rng = np.random.default_rng(3)
    X = rng.normal(size=(300, 3))
    groups = np.arange(300) // 4  # four positions a game
    noise = rng.normal(size=300)
    followed = 3 * X[:, 1] + noise
    assert inputs.ridge_cv(X, followed, groups, 0.01) < 0.5 * inputs.ridge_cv(X[:, :0], followed, groups, 0.01)
    # an error no column follows is fitted no better than by its mean
    assert inputs.ridge_cv(X, noise, groups, 0.01) >= 0.97 * inputs.ridge_cv(X[:, :0], noise, groups, 0.01)
