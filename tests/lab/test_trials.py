"""The randomized-turn trials (lab/trials.py): games played end to end and resumed, every trial a
real choice among candidate turns, and a fit that finds an effect planted in the margins."""
from __future__ import annotations

import importlib.util
import random

import pytest

from gwt_desktop.ai.evaluate import EXPERT_EXTRA
from lab import measures, trials

# numpy (the test extra) is imported by the tests that use it, not at collection, where it cost each
# test process about 0.15 s; without it the module is skipped, as before.
pytestmark = pytest.mark.skipif(importlib.util.find_spec("numpy") is None, reason="numpy is not installed")

TINY = ["--games", "2", "--beam", "4,1,150", "--margin", "6"]


def test_trials_run_and_resume(tmp_path):
    import numpy as np

    d = str(tmp_path / "run")
    first = trials.main(["--dir", d, *TINY])
    assert first["games"] == 2 and first["trials"] > 10
    second = trials.main(["--dir", d, *TINY])
    assert second["games"] == 4 and second["trials"] > first["trials"]
    with np.load(f"{d}/trials.npz") as s:
        assert s["dx"].shape == (second["trials"], len(trials.KEEP))
        assert all(len(s[k]) == second["trials"] for k in ("dh", "dr", "rest", "lv", "y"))
        assert (s["rest"] >= 0).all() and (s["rest"] <= 1).all()
    again = trials.main(["--dir", d, "--fit-only"])
    assert again["games"] == 4 and again["coef"] == second["coef"]  # a refit of the same trials
    shipped = trials.main(["--dir", d, "--fit-only", "--ship", "buildings=12.5"])
    assert shipped["ship"] == "EXPERT_EXTRA = Extra(building=2.5)"  # printed to paste, no file written


def test_a_trial_is_a_random_choice_among_the_candidates():
    """Every trial chose among two or three candidate turns, and not always the best one (index 0):
    across the trials of two games each place is played; each recorded difference is the played end
    against the candidates' mean, so it is above the mean in some trials and below in others."""
    picks, dh = [], []
    for seed in (5, 6):
        result = trials.trial_game((seed, 2, (4, 1, 150), 6.0, 3, "hard", False))
        assert len(result["picks"]) == len(result["trials"]) > 10
        assert len(result["scores"]) == 2
        picks += result["picks"]
        dh += [t[1] for t in result["trials"]]
    assert all(2 <= n <= 3 and 0 <= k < n for k, n in picks)
    assert {k for k, _ in picks} == {0, 1, 2}
    assert sum(k == 0 for k, _ in picks) < 0.7 * len(picks)  # the best is not favoured
    assert any(v > 1e-9 for v in dh) and any(v < -1e-9 for v in dh)


def planted(seed: int, feature: str, worth, level, noise: float, n: int = 20000) -> dict:
    """Trials with random differences whose margins are the position's level (level(lv, rest)), Hard's
    differences at +-0.5, noise, and worth(rest) points per unit of `feature`'s difference."""
    import numpy as np

    rng = random.Random(seed)
    size = len(trials.KEEP)
    target = [measures.NAMES[i] for i in trials.KEEP].index(feature)
    dx = np.array([[rng.gauss(0, 0.2) for _ in range(size)] for _ in range(n)])
    dh = np.array([rng.gauss(0, 2) for _ in range(n)])
    dr = np.array([rng.gauss(0, 1) for _ in range(n)])
    rest = np.array([rng.random() for _ in range(n)])
    lv = np.array([rng.gauss(0, 10) for _ in range(n)])
    y = (level(lv, rest) + 0.5 * dh - 0.5 * dr + worth(rest) * dx[:, target]
         + np.array([rng.gauss(0, noise) for _ in range(n)]))
    return {"dx": dx, "dh": dh, "dr": dr, "rest": rest, "lv": lv, "y": y}


def test_the_fit_finds_a_planted_effect():
    """Margins made of the position's level, noise and 2.5 points per unit of one feature's difference
    (and Hard's differences at 0.5): the fit returns 2.5 within its error and nothing for the others."""
    out = trials.fit(planted(3, "buildings", lambda rest: 2.5, lambda lv, rest: lv * (0.5 + rest), 8))
    b, se = out["coef"]["buildings"]
    assert abs(b - 2.5) < 4 * se and se < 0.5
    assert out["strongest"][0] == "buildings"
    others = [abs(v[0]) / v[1] for k, v in out["coef"].items() if k not in ("buildings", "hard_self", "hard_rival")]
    assert max(others) < 5  # no other feature stands out
    assert abs(out["coef"]["hard_self"][0] - 0.5) < 0.05


def test_a_linear_part_is_read_by_name_and_played_as_extra_points():
    """A spec names features' points per unit; name*rest goes to the part multiplied by the game left,
    and only there; as Expert's extra points it is the features' weighted sum."""
    x = trials.with_linear("buildings=12.5,money=1,cowboys*rest=6")
    assert x.linear[measures.NAMES.index("buildings")] == 12.5 and x.linear[measures.NAMES.index("money")] == 1.0
    assert sum(1 for v in x.linear if v) == 2
    assert x.by_rest[measures.NAMES.index("cowboys")] == 6.0 and sum(1 for v in x.by_rest if v) == 1
    with pytest.raises(SystemExit, match="no feature"):
        trials.with_linear("castles=3")
    from gwt_desktop.engine import new_game

    g = new_game(2, seed=3)
    rest = measures.remaining(g)
    pl = g.state.players[0]
    # No buildings yet: the money's points, and the cowboy's times the whole game left.
    assert x(g, 0, rest, 0.0) == pytest.approx(pl.money / 20.0 + rest * 6.0 * pl.workers[0] / 6.0)


def test_ship_prints_the_linear_part_as_experts_points_per_item():
    """--ship's spec in features' units is Expert's points per item (buildings / 5 at 12.5 is 2.5 a
    building): the spec the trials shipped gives EXPERT_EXTRA itself, and one it cannot hold is refused."""
    shipped = ("buildings=12.5,hazards=7.2,money=2.9,green_teepees=5.3,blue_teepees=4.2,cowboys=10.3,"
               "engineers=-9.7,station_masters=6.8,disc_aux_money=2.3")
    x = trials.extra_of(shipped)
    for name in EXPERT_EXTRA.__dataclass_fields__:
        assert getattr(x, name) == pytest.approx(getattr(EXPERT_EXTRA, name), abs=1e-12), name
    assert trials.extra_text(trials.extra_of("buildings=12.5")) == "EXPERT_EXTRA = Extra(building=2.5)"
    with pytest.raises(SystemExit, match="no item"):
        trials.extra_of("income=3")
    with pytest.raises(SystemExit, match="game left"):
        trials.extra_of("cowboys*rest=6")


def test_trials_under_experts_judgement_at_any_decision():
    """With Expert's judgement the recorded differences are of Expert's estimates (Hard's plus its
    points per item); a trial may fall at a later decision of a turn, so a game holds more of them."""
    first = trials.trial_game((5, 2, (4, 1, 150), 6.0, 3, "hard", False))
    later = trials.trial_game((5, 2, (4, 1, 150), 6.0, 3, "expert", True))
    assert first["later"] == 0 and later["later"] > 0
    assert all(2 <= n <= 3 and 0 <= k < n for k, n in later["picks"])
    assert len(later["scores"]) == 2


def test_a_resumed_run_keeps_its_way_of_playing(tmp_path):
    d = str(tmp_path / "run")
    trials.main(["--dir", d, *TINY])
    with pytest.raises(SystemExit, match="played with"):
        trials.main(["--dir", d, *TINY, "--judge", "expert"])
    assert trials.main(["--dir", d, "--fit-only", "--judge", "expert"])["games"] == 2  # a refit is not a run


def test_ab_plays_one_linear_part_against_another():
    """--ab plays seat-rotated games between two judgements that differ only in their linear part;
    the same part on both sides is the same judgement, so a deal's two games are each other's mirror."""
    same = trials.main(["--ab", "buildings=12.5", "--against", "buildings=12.5", "--games", "2",
                        "--beam", "4,1,150", "--seed", "7"])
    assert same["games"] == 2 and same["wins"] == 1.0 and same["margin"] == 0.0
    out = trials.main(["--ab", "money=40", "--games", "2", "--beam", "4,1,150", "--seed", "7"])
    assert out["against"] is None and out["games"] == 2
    assert (out["mean"], out["rival_mean"]) != (same["mean"], same["rival_mean"])  # money=40 plays otherwise


def test_the_fit_by_the_game_left_finds_a_planted_interaction():
    """A feature worth 5 points at the end and 20 at the start (5 + 15 x the game left): --by-rest's
    fit gives the two parts apart."""
    data = planted(4, "cowboys", lambda rest: 5.0 + 15.0 * rest, lambda lv, rest: lv, 4)
    out = trials.fit(data, by_rest=True)
    (b, se), (br, ser) = out["coef"]["cowboys"], out["coef"]["cowboys*rest"]
    assert abs(b - 5.0) < 4 * se and abs(br - 15.0) < 4 * ser and ser < 3
    assert "cowboys*rest" not in trials.fit(data)["coef"]
