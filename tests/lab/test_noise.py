"""lab.noise: the game's spread and the network's own error told apart."""
import numpy as np
import pytest

from lab.noise import summary


def test_the_rollouts_spread_is_the_noise_and_the_rest_of_the_gap_the_networks():
    rows = [{"turn": 8, "prediction": 50.0, "finals": [40.0, 44.0, 48.0, 52.0]},  # mean 46, var 80/3
            {"turn": 20, "prediction": 60.0, "finals": [60.0, 60.0, 66.0, 66.0]}]  # mean 63, var 12
    out = summary(rows)
    var8, var20 = 80 / 3, 12.0
    assert out["turn 8"]["noise_sd"] == pytest.approx(np.sqrt(var8), abs=0.01)
    # the gap squared, less what four rollouts leave of the mean's own spread
    assert out["turn 8"]["net_error"] == pytest.approx(np.sqrt(16 - var8 / 4), abs=0.01)
    assert out["turn 20"]["net_error"] == pytest.approx(np.sqrt(9 - var20 / 4), abs=0.01)
    assert out["all"]["noise_sd"] == pytest.approx(np.sqrt((var8 + var20) / 2), abs=0.01)
    assert out["all"]["net_bias"] == pytest.approx((4 - 3) / 2, abs=0.01)
    assert out["all"]["positions"] == 2


def test_the_input_the_error_follows_comes_first():
    from gwt_desktop.ai import features as F
    from lab.noise import follows

    rng = np.random.default_rng(4)
    k = F.NAMES.index("money")
    rows = []
    for i in range(60):
        x = rng.uniform(0, 1, F.SIZE)
        turn = 8 if i % 2 else 20
        # the futures are 10 points x money above the prediction, plus 3 at turn 20 (a bias, not followed)
        finals = [50.0 + 10 * x[k] + 3 * (turn == 20) + d for d in (-1.0, 1.0)]
        rows.append({"turn": turn, "prediction": 50.0, "finals": finals, "features": list(x)})
    lead = follows(rows, top=3)
    assert lead[0][0] == "money" and lead[0][1] > 0.99 and lead[0][2] == 60
    assert abs(lead[1][1]) < 0.5
