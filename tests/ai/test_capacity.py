"""lab.capacity: fitting networks of several widths to a buffer's final scores, errors by the game's thirds."""
import numpy as np

from gwt_desktop.ai import features as F
from lab.capacity import errors, fit, stack
from lab.selfplay import NumpyNet, initial_net


def _games(count: int, rng) -> list:
    """One-turn, two-player games whose final scores are 20 + 50 x the money input (no estimate)."""
    k = F.NAMES.index("money")
    out = []
    for _ in range(count):
        own = rng.uniform(0, 1, (1, 2, F.SIZE)).astype(np.float32)
        own[..., F.NAMES.index("estimate")] = 0.0
        z = 20 + 50 * own[0, :, k].astype(np.float64)
        out.append((own, own.copy(), z, False))
    return out


def test_every_position_is_read_twice_with_its_players_final_score_and_phase():
    own = np.arange(3 * 2 * F.SIZE, dtype=np.float32).reshape(3, 2, F.SIZE)
    X, Z, at = stack([(own, own + 1, np.array([40.0, 55.0]), False)])
    assert X.shape == (12, F.SIZE)
    assert list(Z[:6]) == [40.0, 55.0] * 3 and list(Z[6:]) == [40.0, 55.0] * 3
    assert list(at[:6]) == [0, 0, 1 / 3, 1 / 3, 2 / 3, 2 / 3]


def test_errors_are_split_by_the_games_thirds():
    z = np.array([10.0, 10.0, 10.0])
    pred = np.array([13.0, 10.0, 6.0])
    at = np.array([0.0, 0.5, 0.9])
    assert errors(pred, z, at) == [round(float(np.sqrt((9 + 16) / 3)), 2), 3.0, 0.0, 4.0]


def test_the_linear_part_learns_a_linear_score():
    X, Z, at = stack(_games(400, np.random.default_rng(3)))
    net = NumpyNet(initial_net(1, 1))
    net.W[:] = 0.0
    before = errors(net.forward(X), Z, at)[0]
    fit(net, X, Z, steps=3000, lr=3e-3, batch=128, seed=1)
    after = errors(net.forward(X), Z, at)[0]
    assert before > 20 and after < before / 5
