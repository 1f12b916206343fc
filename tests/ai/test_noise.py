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
