"""The learned judgement's network, in plain Python: a vector of numbers (features.py) in, one
player's expected final score in points out.

One hidden layer of tanh units plus a straight linear part (so the network can start as Hard's
estimate, a single input, and learn what that misses). The weights are a small JSON file that
lab/selfplay.py writes; the game reads it with the standard library (no numpy in the game), through
the one safe reader (gwt_desktop/reading.py: a regular file, without blocking, bounded in size and
depth, no NaN), and takes only finite numbers of the right type and shape (check): a damaged file
is a FileProblem naming it, never a network whose every value is NaN. lab/ checks the same before
it writes a network (check), so a run that diverged never leaves a file the game refuses.
"""
from __future__ import annotations

import math
from operator import mul
from pathlib import Path

from ..problem import Problem
from ..reading import FileProblem, read_json

LIMIT = 1024 * 1024  # bytes: the shipped network is 71 kB
WEIGHT_LIMIT = 1000.0  # no weight or bias beyond this (the trained ones stay under 10): one is damage
SCALE_LIMIT = 10000.0  # points per unit of output (100 shipped); zero or less is damage


class NotANetwork(ValueError):
    """What in a network's weights is not a network: `part` "names" (its inputs are not named by
    text), "shape" (its weights do not fit its inputs or its hidden layer), "numbers" (a weight is not a
    number), "finite" (a weight is not finite, or far too large), "scale" (its scale is not a positive
    number of points). text/problems.py words each."""

    def __init__(self, part: str) -> None:
        self.part = part
        super().__init__(part)


def _number(value, limit: float = WEIGHT_LIMIT) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise NotANetwork("numbers")
    value = float(value)
    if not math.isfinite(value) or abs(value) > limit:
        raise NotANetwork("finite")
    return value


def _numbers(values, size: int | None = None) -> list[float]:
    if not isinstance(values, list) or (size is not None and len(values) != size):
        raise NotANetwork("shape")
    return [_number(v) for v in values]


def check(spec) -> dict:
    """The network's weights (a dict as to_dict gives) as they may be judged with: every weight a finite
    number within WEIGHT_LIMIT, every row of the right length, the scale positive; NotANetwork
    otherwise. The game reads with it and lab/ writes with it."""
    if not isinstance(spec, dict):
        raise NotANetwork("shape")
    names = spec.get("names")
    if not isinstance(names, list) or not names or not all(isinstance(n, str) for n in names):
        raise NotANetwork("names")
    size = len(names)
    hidden = spec.get("hidden_w")
    if not isinstance(hidden, list):
        raise NotANetwork("shape")
    width = len(hidden)
    scale = spec.get("scale", 100.0)
    if isinstance(scale, bool) or not isinstance(scale, (int, float)):
        raise NotANetwork("numbers")
    if not (0 < scale <= SCALE_LIMIT):  # NaN fails here too
        raise NotANetwork("scale")
    return {"names": list(names), "hidden_w": [_numbers(row, size) for row in hidden],
            "hidden_b": _numbers(spec.get("hidden_b"), width), "out_w": _numbers(spec.get("out_w"), width),
            "linear": _numbers(spec.get("linear"), size), "bias": _number(spec.get("bias")),
            "scale": float(scale)}


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
        """The network of these weights, checked (check): NotANetwork when they are not one."""
        d = check(d)
        return cls(tuple(d["names"]), d["hidden_w"], d["hidden_b"], d["out_w"], d["linear"], d["bias"], d["scale"])

    @classmethod
    def load(cls, path) -> Net:
        """The network in the file, read through the one safe reader; a FileProblem naming the file
        when it cannot be read or is not a network (Problem "not_a_network", its part)."""
        path = Path(path)
        spec = read_json(path, LIMIT)
        try:
            return cls.from_dict(spec)
        except NotANetwork as e:
            raise FileProblem(path, Problem("not_a_network", part=e.part)) from None
