"""Is the network too small? `python -m lab.capacity lab/runs/NAME/data [--hidden 0 32 128] [--steps N]`.

Fits networks of several widths (0: the straight linear part alone) to the final scores of a run's
buffer of positions (Monte-Carlo targets: what every position's player scored on the pad), on the
buffer's training games, and prints each one's error on the held-out games, over the whole game and
in its thirds. If a wider network predicts no better than the shipped width, more hidden units will
not make a better judgement out of these inputs (the record is in docs/experiments/learned.md).
With --shares, one width on more and more of the training games: would a larger buffer predict
better? With --net and --save, a network fitted on from its weights, written out to be played.
"""
from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

import numpy as np

from gwt_desktop.ai import features as F

from .buffer import Buffer
from .network import NumpyNet, initial_net
from .train import Adam


def stack(games) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Every position of these games (own and blind reading) with its final score and how far into
    the game it stands (0 at the first turn's end, towards 1 at the last)."""
    xs, zs, at = [], [], []
    for own, blind, z, _ in games:
        T, n, size = own.shape
        if T == 0:
            continue
        phase = np.broadcast_to((np.arange(T) / T)[:, None], (T, n)).reshape(-1)
        for arr in (own, blind):
            xs.append(arr.reshape(T * n, size).astype(np.float64))
            zs.append(np.broadcast_to(z, (T, n)).reshape(-1))
            at.append(phase)
    return np.concatenate(xs), np.concatenate(zs), np.concatenate(at)


def errors(pred: np.ndarray, z: np.ndarray, phase: np.ndarray) -> list[float]:
    """Root mean squared error in points: all positions, then the game's first, middle and last third
    (nan for a third with no positions)."""
    out = [np.sqrt(np.mean((pred - z) ** 2))]
    for lo, hi in ((0, 1 / 3), (1 / 3, 2 / 3), (2 / 3, 2)):
        m = (phase >= lo) & (phase < hi)
        out.append(np.sqrt(np.mean((pred[m] - z[m]) ** 2)) if m.any() else float("nan"))
    return [round(float(e), 2) for e in out]


def fit(net: NumpyNet, X: np.ndarray, Z: np.ndarray, steps: int, lr: float, batch: int, seed: int) -> NumpyNet:
    rng = np.random.default_rng(seed)
    opt = Adam([p.shape for p in net.params()], lr)
    for _ in range(steps):
        idx = rng.integers(0, len(X), batch)
        _, grads, gc = net.grads(X[idx], Z[idx])
        opt.step(net.params(), grads, net, gc)
    return net


def latest(games: list, share: float) -> list:
    """The latest `share` of these games (at least one)."""
    return games[len(games) - max(1, round(share * len(games))):]


def fitted(hidden: int, X: np.ndarray, Z: np.ndarray, args) -> NumpyNet:
    """A network of this width (0: the linear part alone) fitted from the start to final scores Z."""
    net = NumpyNet(initial_net(max(hidden, 1), args.seed))
    if hidden == 0:
        net.W[:] = 0.0
        net.v[:] = 0.0
    return fit(net, X, Z, args.steps, args.lr, args.batch, args.seed)


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("data", nargs="+", help="runs' buffer folders (lab/runs/NAME/data), their games together")
    ap.add_argument("--hidden", type=int, nargs="*", default=[0, 32, 128])
    ap.add_argument("--steps", type=int, default=20000)
    ap.add_argument("--batch", type=int, default=512)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--net", default=None, help="also this network as it is, and fitted on from its weights")
    ap.add_argument("--save", default=None, help="with --net: write the network fitted on here (a judgement file)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--shares", type=float, nargs="+", default=None,
                    help="instead of the widths: --hidden's first width fitted on these shares of the training "
                         "games (the latest ones), the held-out games the same: would more games predict better?")
    args = ap.parse_args(argv)

    games = [gm for folder in args.data for gm in Buffer(Path(folder), keep=10**6).games]
    train_games = [gm for gm in games if not gm[3]]
    X, Z, _ = stack(train_games)
    Xh, Zh, at = stack([gm for gm in games if gm[3]])
    print(f"{len(games)} games: {len(X)} training positions, {len(Xh)} held out")
    if args.shares:
        hidden = args.hidden[0] if args.hidden else 32
        print(f"points of error on the held-out games, {hidden} hidden: all, first third, middle third, last third")
        for share in args.shares:
            part = latest(train_games, share)
            net = fitted(hidden, *stack(part)[:2], args)
            print(f"  {len(part):6d} games ({share:.3f})   {errors(net.forward(Xh), Zh, at)}", flush=True)
        return
    print("points of error on the held-out games: all, first third, middle third, last third")
    print(f"  the estimate input alone        {errors(Xh[:, F.NAMES.index('estimate')] * 100, Zh, at)}")
    for hidden in args.hidden:
        t0 = time.time()
        net = fitted(hidden, X, Z, args)
        print(f"  {hidden:3d} hidden, from the start   {errors(net.forward(Xh), Zh, at)}   ({time.time() - t0:.0f} s)",
              flush=True)
    if args.net:
        with open(args.net, encoding="utf-8") as f:
            net = NumpyNet(json.load(f))
        print(f"  {args.net} as it is   {errors(net.forward(Xh), Zh, at)}")
        fit(net, X, Z, args.steps, args.lr / 3, args.batch, args.seed)
        print(f"  {args.net} fitted on   {errors(net.forward(Xh), Zh, at)}", flush=True)
        if args.save:
            Path(args.save).write_text(json.dumps(net.to_dict()))


if __name__ == "__main__":
    main()
