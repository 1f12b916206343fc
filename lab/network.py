"""The learned judgement's network in numpy: the same function as ai/net.Net (which the game reads
with the standard library), batched, with its gradient, for self-play's search and training.
"""
from __future__ import annotations

import math

import numpy as np

from gwt_desktop.ai import features as F
from gwt_desktop.ai.net import check as check_net


class NumpyNet:
    def __init__(self, d: dict) -> None:
        self.names = tuple(d["names"])
        self.W = np.array(d["hidden_w"], dtype=np.float64)  # (H, F)
        self.b = np.array(d["hidden_b"], dtype=np.float64)
        self.v = np.array(d["out_w"], dtype=np.float64)
        self.L = np.array(d["linear"], dtype=np.float64)
        self.c = float(d["bias"])
        self.scale = float(d.get("scale", 100.0))

    def params(self) -> list[np.ndarray]:
        return [self.W, self.b, self.v, self.L]

    def forward(self, X: np.ndarray) -> np.ndarray:
        """Points for each row of X."""
        H = np.tanh(X @ self.W.T + self.b)
        return (self.c + H @ self.v + X @ self.L) * self.scale

    def grads(self, X: np.ndarray, y: np.ndarray) -> tuple[float, list, float]:
        """Mean squared error (in scaled units) against targets y (points) and its gradients."""
        A = X @ self.W.T + self.b
        H = np.tanh(A)
        out = self.c + H @ self.v + X @ self.L
        err = out - y / self.scale
        n = len(y)
        g_out = 2 * err / n
        gv = H.T @ g_out
        gL = X.T @ g_out
        gc = float(g_out.sum())
        gA = np.outer(g_out, self.v) * (1 - H * H)
        gW = gA.T @ X
        gb = gA.sum(axis=0)
        return float((err * err).mean()), [gW, gb, gv, gL], gc

    def to_dict(self) -> dict:
        """The weights as the game reads them, checked as the game checks them (ai/net.check): a run
        that diverged (a NaN, an infinity) stops here instead of writing a file the game refuses."""
        return check_net({"names": list(self.names), "hidden_w": self.W.tolist(), "hidden_b": self.b.tolist(),
                          "out_w": self.v.tolist(), "linear": self.L.tolist(), "bias": self.c, "scale": self.scale})


def initial_net(hidden: int, seed: int) -> dict:
    """Hard's estimate with Expert's points per item (one input) and a hidden layer that adds nothing
    yet: the judgement training starts from is the frozen Expert's."""
    rng = np.random.default_rng(seed)
    size = F.SIZE
    linear = [0.0] * size
    linear[F.NAMES.index("estimate")] = 1.0  # the feature is the estimate / 100, the net's scale 100
    W = rng.normal(0, 1 / math.sqrt(size), (hidden, size))
    return {"names": list(F.NAMES), "hidden_w": W.tolist(), "hidden_b": [0.0] * hidden,
            "out_w": [0.0] * hidden, "linear": linear, "bias": 0.0, "scale": 100.0}


COLUMN = {name: i for i, name in enumerate(F.NAMES)}  # an input's column by its name


def made_once(kept: dict, spec: dict, make):
    """`make(spec)`, kept in `kept` (one per process) for the latest network given: a seat's weights are
    made into a network once, not at each search. Known by the dict itself, not by its "version": two
    files read without one (or stamped alike) are two networks. (Every writer makes a new dict of
    weights -- NumpyNet.to_dict, a file read -- none changes one in place.)"""
    if kept.get("spec") is not spec:
        kept.clear()
        kept.update(spec=spec, made=make(spec))
    return kept["made"]


_NETS: dict = {}  # the latest network made, and its weights


def net_of(spec: dict) -> NumpyNet:
    """The network of these weights, made once per process while it is the latest asked for."""
    return made_once(_NETS, spec, NumpyNet)
