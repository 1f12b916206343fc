"""The learned judgement's network, in plain Python: a vector of numbers (features.py) in, one
player's expected final score in points out.

One hidden layer of tanh units plus a straight linear part (so the network can start as Hard's
estimate, a single input, and learn what that misses). The weights are a small JSON file that
lab/selfplay.py writes; the game reads it with the standard library (no numpy in the game).
"""
from __future__ import annotations

import json
import math
from operator import mul


class Net:
    """out = bias + linear . x + out_w . tanh(hidden_w x + hidden_b), times `scale` points."""

    __slots__ = ("bias", "hidden_b", "hidden_w", "linear", "names", "out_w", "scale")

    def __init__(self, names: tuple[str, ...], hidden_w: list[list[float]], hidden_b: list[float],
                 out_w: list[float], linear: list[float], bias: float, scale: float = 100.0) -> None:
        self.names = tuple(names)
        self.hidden_w = [list(map(float, row)) for row in hidden_w]
        self.hidden_b = list(map(float, hidden_b))
        self.out_w = list(map(float, out_w))
        self.linear = list(map(float, linear))
        self.bias = float(bias)
        self.scale = float(scale)
        size = len(self.names)
        if len(self.linear) != size or any(len(row) != size for row in self.hidden_w):
            raise ValueError("the network's weights do not match its inputs")
        if len(self.hidden_b) != len(self.hidden_w) or len(self.out_w) != len(self.hidden_w):
            raise ValueError("the network's hidden layer is not whole")

    def __call__(self, x: list[float]) -> float:
        tanh = math.tanh
        h = 0.0
        for row, b, w in zip(self.hidden_w, self.hidden_b, self.out_w):
            h += w * tanh(b + sum(map(mul, row, x)))
        return (self.bias + h + sum(map(mul, self.linear, x))) * self.scale

    def to_dict(self) -> dict:
        return {"names": list(self.names), "hidden_w": self.hidden_w, "hidden_b": self.hidden_b,
                "out_w": self.out_w, "linear": self.linear, "bias": self.bias, "scale": self.scale}

    @classmethod
    def from_dict(cls, d: dict) -> Net:
        return cls(tuple(d["names"]), d["hidden_w"], d["hidden_b"], d["out_w"], d["linear"], d["bias"],
                   d.get("scale", 100.0))

    @classmethod
    def load(cls, path) -> Net:
        with open(path, encoding="utf-8") as f:
            return cls.from_dict(json.load(f))
