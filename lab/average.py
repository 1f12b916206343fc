"""Averages networks of one run, weight by weight (the checkpoints' mean, as stochastic weight
averaging does): one network that smooths over the last stretch's noise, to probe against the single
checkpoints (the record is in docs/experiments/learned.md).

    python -m lab.average OUT NET [NET ...]

The networks must come from one run (the same inputs and hidden units, trained from one another);
averaging unrelated networks mixes hidden units that mean different things.
"""
from __future__ import annotations

import argparse
import json
from pathlib import Path

from gwt_desktop.ai.net import check


def average(specs: list[dict]) -> dict:
    """The weight-by-weight mean of networks with the same inputs and shape."""
    first = specs[0]
    for spec in specs[1:]:
        if spec["names"] != first["names"] or len(spec["hidden_w"]) != len(first["hidden_w"]):
            raise ValueError("the networks do not share inputs and hidden units")
        if spec.get("scale", 100.0) != first.get("scale", 100.0):
            raise ValueError("the networks do not share a scale")
    n = len(specs)

    def mean(values):
        return sum(values) / n

    return {"names": list(first["names"]),
            "hidden_w": [[mean(vals) for vals in zip(*rows)] for rows in zip(*(s["hidden_w"] for s in specs))],
            "hidden_b": [mean(vals) for vals in zip(*(s["hidden_b"] for s in specs))],
            "out_w": [mean(vals) for vals in zip(*(s["out_w"] for s in specs))],
            "linear": [mean(vals) for vals in zip(*(s["linear"] for s in specs))],
            "bias": mean([s["bias"] for s in specs]), "scale": first.get("scale", 100.0)}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("out")
    ap.add_argument("nets", nargs="+")
    args = ap.parse_args(argv)
    specs = [json.loads(Path(p).read_text()) for p in args.nets]
    Path(args.out).write_text(json.dumps(check(average(specs))))  # a network the game would refuse is not written
    print(f"{args.out}: the mean of {len(specs)} networks")


if __name__ == "__main__":
    main()
