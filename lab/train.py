"""Self-play's training: TD(λ) targets from a buffer's games (each recorded position's λ-return of the
network's own later predictions, ending in the player's final score), Adam on the squared error, and
the held-out errors each round reports.
"""
from __future__ import annotations

import numpy as np

from gwt_desktop.ai import features as F

from .buffer import Buffer
from .network import COLUMN, NumpyNet


def lambda_returns(pred: np.ndarray, z: np.ndarray, lam: float) -> np.ndarray:
    """pred (T, n) the net's predictions at each recorded position, z (n) the final scores."""
    T = len(pred)
    G = np.empty_like(pred)
    nxt = z.astype(np.float64)
    for t in range(T - 1, -1, -1):
        G[t] = nxt
        nxt = (1 - lam) * pred[t] + lam * G[t]
    return G


class Adam:
    def __init__(self, shapes, lr: float, state: dict | None = None) -> None:
        self.lr = lr
        self.t = 0
        self.m = [np.zeros(s) for s in shapes] + [0.0]
        self.v = [np.zeros(s) for s in shapes] + [0.0]
        if state:
            self.t = state["t"]
            self.m = [np.array(a) for a in state["m"][:-1]] + [state["m"][-1]]
            self.v = [np.array(a) for a in state["v"][:-1]] + [state["v"][-1]]

    def step(self, params: list, grads: list, net: NumpyNet, gc: float) -> None:
        self.t += 1
        b1, b2, eps = 0.9, 0.999, 1e-8
        allg = list(grads) + [gc]
        for i, g in enumerate(allg):
            self.m[i] = b1 * self.m[i] + (1 - b1) * g
            self.v[i] = b2 * self.v[i] + (1 - b2) * (g * g)
            mh = self.m[i] / (1 - b1 ** self.t)
            vh = self.v[i] / (1 - b2 ** self.t)
            upd = self.lr * mh / (np.sqrt(vh) + eps)
            if i < len(params):
                params[i] -= upd
            else:
                net.c -= float(upd)

    def state(self) -> dict:
        return {"t": self.t, "m": [a.tolist() for a in self.m[:-1]] + [self.m[-1]],
                "v": [a.tolist() for a in self.v[:-1]] + [self.v[-1]]}


def targets(net: NumpyNet, games, lam: float):
    """Stack every position of these games with its λ-return target (own and blind sequences apart)."""
    Xs, Ys, Zs = [], [], []
    for own, blind, z, _ in games:
        if len(own) == 0:
            continue
        T, n, size = own.shape
        for arr in (own, blind):
            flat = arr.reshape(T * n, size).astype(np.float64)
            pred = net.forward(flat).reshape(T, n)
            G = lambda_returns(pred, z, lam)
            Xs.append(flat)
            Ys.append(G.reshape(T * n))
            Zs.append(np.broadcast_to(z, (T, n)).reshape(T * n))
    if not Xs:
        return np.zeros((0, F.SIZE)), np.zeros(0), np.zeros(0)
    return np.concatenate(Xs), np.concatenate(Ys), np.concatenate(Zs)


def train(net: NumpyNet, opt: Adam, buffer: Buffer, lam: float, steps: int, batch: int,
          rng: np.random.Generator) -> dict:
    train_games = [gm for gm in buffer.games if not gm[3]]
    held = [gm for gm in buffer.games if gm[3]]
    X, Y, _ = targets(net, train_games, lam)
    losses = []
    for _ in range(steps if len(X) else 0):  # nothing to train on yet (a first round of held-out games)
        idx = rng.integers(0, len(X), batch)
        loss, grads, gc = net.grads(X[idx], Y[idx])
        opt.step(net.params(), grads, net, gc)
        losses.append(loss)
    out = {"train_mse_pts": float(np.mean(losses[-50:])) ** 0.5 * net.scale if losses else None,
           "positions": len(X)}
    if held:
        Xh, Yh, Zh = targets(net, held[-300:], lam)
        pred = net.forward(Xh)
        out["held_td_rmse"] = float(np.sqrt(np.mean((pred - Yh) ** 2)))
        out["held_final_rmse"] = float(np.sqrt(np.mean((pred - Zh) ** 2)))
        est = Xh[:, COLUMN["estimate"]] * 100
        out["held_estimate_rmse"] = float(np.sqrt(np.mean((est - Zh) ** 2)))
    return out
