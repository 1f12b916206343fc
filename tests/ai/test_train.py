"""Training Expert's network end to end on a tiny budget: self-play games, a fit, a weights file in the
shipped format, and a second run that resumes where the first stopped."""
from __future__ import annotations

import json

import pytest

from gwt_desktop.ai import features
from gwt_desktop.ai.net import Net, parse, read
from gwt_desktop.tools import train

np = pytest.importorskip("numpy")

TINY = ["--games", "2", "--players", "2", "--epochs", "3", "--beam", "4,1,150", "--jobs", "1"]


def test_training_runs_and_resumes(tmp_path):
    d = str(tmp_path / "run")
    state = train.main(["--dir", d, "--iterations", "2", *TINY])
    assert state["iterations"] == 2 and state["games"] == 4
    first = parse(read(f"{d}/expert_weights.json"), check_probe=True)
    assert first != Net.zero(24)  # the fit moved the weights
    with np.load(f"{d}/samples.npz") as s:
        n1 = len(s["y"])
        assert s["x"].shape == (n1, features.SIZE) and len(set(s["game"].tolist())) == 4
    state = train.main(["--dir", d, "--iterations", "1", "--check-deals", "1", *TINY])
    assert state["iterations"] == 3 and state["games"] == 6
    assert [h["deals"] for h in state["history"]] == [[700000, 700001], [700002, 700003], [700004, 700005]]
    assert state["history"][-1]["check"]["games"] == 2
    with np.load(f"{d}/samples.npz") as s:
        assert len(s["y"]) > n1
    doc = read(f"{d}/expert_weights.json")
    assert doc["trained"]["iterations"] == 3 and doc["trained"]["games"] == 6
    with open(f"{d}/state.json", encoding="utf-8") as f:
        assert json.load(f)["iterations"] == 3


def test_the_fit_learns_a_plain_rule():
    # Targets that are a smooth function of two features: the fit gets far below the zero guess.
    rs = np.random.default_rng(1)
    x = rs.uniform(0, 1, (3000, features.SIZE))
    y = 20 * x[:, 6] - 10 * x[:, 1] + 5
    games = np.repeat(np.arange(30), 100)
    net, figures = train.fit(Net.zero(8), x, y, games, hidden=8, epochs=40, seed=2)
    assert figures["net_rmse"] < 0.25 * figures["hard_rmse"]
    # The folded network (input scaling inside its first layer) gives the same answers as the fit.
    row = x[-1].tolist()
    assert net.correction(row) == pytest.approx(y[-1], abs=3.0)
