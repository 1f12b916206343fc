"""lab.capacity: fitting networks of several widths to a buffer's final scores, errors by the game's thirds."""
import json

import numpy as np

from gwt_desktop.ai import features as F
from lab.capacity import errors, fit, stack
from lab.network import NumpyNet, initial_net


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


def test_more_games_fit_a_noisy_score_better_and_a_fitted_network_is_saved(tmp_path):
    from lab.buffer import Buffer
    from lab.capacity import fitted, latest, main

    rng = np.random.default_rng(5)
    games = _games(400, rng)
    for own, blind, z, _ in games:
        z += rng.normal(0, 15, 2)  # the game's noise: a few games fit it, many find the line under it
    assert latest(games, 0.25) == games[300:] and len(latest(games, 0.0001)) == 1
    held_X, held_Z, at = stack(_games(200, np.random.default_rng(6)))

    class Args:
        seed, steps, lr, batch = 1, 3000, 3e-3, 128
    few = fitted(8, *stack(latest(games, 0.05))[:2], Args)
    many = fitted(8, *stack(games)[:2], Args)
    assert errors(many.forward(held_X), held_Z, at)[0] < errors(few.forward(held_X), held_Z, at)[0]

    # the command line: a buffer folder's games, a network fitted on from its weights and saved
    buffer = Buffer(tmp_path / "data", keep=100)
    buffer.add([{"seed": i, "own": own, "blind": blind, "scores": list(z)}
                for i, (own, blind, z, _) in enumerate(games[:40])], 0)
    net_path, saved = tmp_path / "net.json", tmp_path / "fitted.json"
    net_path.write_text(json.dumps(NumpyNet(initial_net(4, 2)).to_dict()))
    main([str(tmp_path / "data"), "--hidden", "--net", str(net_path), "--save", str(saved), "--steps", "50"])
    back = NumpyNet(json.loads(saved.read_text()))
    assert back.names == NumpyNet(initial_net(4, 2)).names
    assert not np.allclose(back.L, NumpyNet(initial_net(4, 2)).L)
