"""Expert's learned judgement: a network of one hidden layer over features.py's vector of a player.

The network reads one player's vector and says how many points to add to Hard's estimate of that
player's final score (the vector's first number), so its whole output is a correction learned from
the final scores of self-play games (tools/train.py). Beside the network the file may hold a linear
part, points per unit of each feature, set from what randomized turns measured (tools/trials.py),
and a second one multiplied by how much of the game is left (a cowboy may be worth more early than
late; tools/trials.py --by-rest measures both).
It is evaluated in plain Python, one player at a time: at about 25 hidden units a position costs
tens of microseconds, which a search of a few thousand positions per decision can pay, and the game
needs no numpy (measured against a numpy batch: docs/experiments/expert.md).

The weights ship as JSON (expert_weights.json beside this module). The file records a checksum of
its numbers and the network's output on a fixed position, so a changed or damaged file is refused
with a clear error instead of quietly playing a different game.
"""
from __future__ import annotations

import hashlib
import json
import math
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from operator import mul

from . import features

FORMAT = 1
WEIGHTS_FILE = "expert_weights.json"
_PROGRESS = features.NAMES.index("progress")


class BadWeights(ValueError):
    """The weights file does not match its own checksum, or was made for other features."""


@dataclass(frozen=True)
class Net:
    w1: tuple[tuple[float, ...], ...]  # hidden x inputs
    b1: tuple[float, ...]
    w2: tuple[float, ...]
    b2: float
    linear: tuple[float, ...] = ()  # points per unit of each feature (empty: none)
    # Points per unit of each feature, times how much of the game is left (1 - the progress feature):
    # a building or a cowboy is worth more early than in the last turns (empty: none).
    linear_rest: tuple[float, ...] = ()

    @property
    def hidden(self) -> int:
        return len(self.b1)

    def correction(self, x) -> float:
        """Points to add to Hard's estimate for the player whose vector is x."""
        out = self.b2
        if self.linear:
            out += sum(map(mul, self.linear, x))
        if self.linear_rest:
            out += (1.0 - x[_PROGRESS]) * sum(map(mul, self.linear_rest, x))
        tanh = math.tanh
        for row, b, v in zip(self.w1, self.b1, self.w2):
            if v:
                out += v * tanh(b + sum(map(mul, row, x)))
        return out

    @classmethod
    def zero(cls, hidden: int, size: int = features.SIZE) -> Net:
        return cls(tuple((0.0,) * size for _ in range(hidden)), (0.0,) * hidden, (0.0,) * hidden, 0.0)

    def numbers(self) -> dict:
        out = {"w1": [list(r) for r in self.w1], "b1": list(self.b1), "w2": list(self.w2), "b2": self.b2}
        if self.linear:
            out["linear"] = list(self.linear)
        if self.linear_rest:
            out["linear_rest"] = list(self.linear_rest)
        return out

    @classmethod
    def from_numbers(cls, d: dict) -> Net:
        return cls(tuple(tuple(float(v) for v in r) for r in d["w1"]), tuple(float(v) for v in d["b1"]),
                   tuple(float(v) for v in d["w2"]), float(d["b2"]), tuple(float(v) for v in d.get("linear", ())),
                   tuple(float(v) for v in d.get("linear_rest", ())))


def checksum(numbers: dict) -> str:
    """sha256 of the weights as the file spells them (rounded as stored), independent of key order."""
    # A file without a linear part keeps the checksum it had before there was one (and likewise one
    # without a part by the game left).
    keys = ("w1", "b1", "w2", "b2") + tuple(k for k in ("linear", "linear_rest") if numbers.get(k))
    text = json.dumps({k: numbers[k] for k in keys}, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def rounded(net: Net, digits: int = 6) -> dict:
    def r(v) -> float:
        return round(float(v), digits)

    out = {"w1": [[r(v) for v in row] for row in net.w1], "b1": [r(v) for v in net.b1],
           "w2": [r(v) for v in net.w2], "b2": r(net.b2)}
    if net.linear:
        out["linear"] = [r(v) for v in net.linear]
    if net.linear_rest:
        out["linear_rest"] = [r(v) for v in net.linear_rest]
    return out


def probe_position():
    """The fixed position whose value the weights file records: a 2-player game, 120 random moves in."""
    import random

    from ..engine import new_game

    g = new_game(2, seed=2101, building_sides="a")
    rng = random.Random(2102)
    for _ in range(120):
        g.apply(rng.choice(g.legal_moves()))
    return g


def probe_value(net: Net) -> list[float]:
    """The network's correction for each player of probe_position(), as the file records it."""
    g = probe_position()
    rest = features.remaining(g)
    base = features.base_values(g, rest)
    return [round(net.correction(features.player_features(g, p, rest, base[p])), 6) for p in range(len(base))]


def document(net: Net, trained: dict) -> dict:
    """The JSON object of a weights file for `net`: its numbers, their checksum, the probe's value and
    what the training took."""
    numbers = rounded(net)
    exact = Net.from_numbers(numbers)
    return {"format": FORMAT, "features": list(features.NAMES), "hidden": net.hidden, **numbers,
            "sha256": checksum(numbers), "probe": probe_value(exact), "trained": trained}


def parse(doc: dict, check_probe: bool = False) -> Net:
    """The network of a weights file's JSON; BadWeights when it is not the file it says it is."""
    if doc.get("format") != FORMAT:
        raise BadWeights(f"weights format {doc.get('format')!r}, expected {FORMAT}")
    if list(doc.get("features", ())) != list(features.NAMES):
        raise BadWeights("the weights were trained on other features than features.NAMES")
    if checksum(doc) != doc.get("sha256"):
        raise BadWeights("the weights do not match their checksum: the file was changed or damaged")
    net = Net.from_numbers(doc)
    if (len(net.w1) != net.hidden or any(len(r) != features.SIZE for r in net.w1) or len(net.w2) != net.hidden
            or len(net.linear) not in (0, features.SIZE) or len(net.linear_rest) not in (0, features.SIZE)):
        raise BadWeights("the weights' shapes do not match the features")
    if check_probe and probe_value(net) != [round(v, 6) for v in doc["probe"]]:
        raise BadWeights("the network's value of the probe position differs from the one recorded")
    return net


def read(path=None) -> dict:
    if path is None:
        text = resources.files(__package__).joinpath(WEIGHTS_FILE).read_text(encoding="utf-8")
    else:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    return json.loads(text)


@lru_cache(maxsize=1)
def shipped() -> Net:
    """The network that ships in the package (expert_weights.json), read once."""
    return parse(read())
