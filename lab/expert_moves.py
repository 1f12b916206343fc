"""Expert's chosen moves on fixed seeds at a node budget (no clock), to check that a change of its
judgement's code leaves its play alone: `python -m lab.expert_moves OUT.json`, on each checkout
(PYTHONPATH at it), then compare the two files.

The moves: 60 positions of seeded random play and the first 40 decisions of two Expert-vs-Expert
games at a 32/6/6000 beam with three determinizations, and 30 turn starts at Expert's own beam
(256/32/300000 since the tenth session; 64/10/40000 before) with two.
"""
from __future__ import annotations

import argparse
import json
import random

from gwt_desktop.ai.expert import ExpertBot
from gwt_desktop.engine import DecisionKind, new_game


def bot(own_beam: bool = False) -> ExpertBot:
    b = ExpertBot(max_samples=2 if own_beam else 3, use_process=False)
    if not own_beam:
        b.width, b.per_first, b.max_nodes = 32, 6, 6000
    return b


def played_to(seed: int, players: int, moves: int, turn_start: bool):
    """A game after `moves` random moves, on to a real choice (the start of a turn if asked); None if
    it ended first."""
    g = new_game(players, seed=seed, building_sides="random" if seed % 2 else "a")
    rng = random.Random(seed)
    n = 0
    while not g.is_over:
        legal = g.legal_moves()
        if n >= moves and len(legal) > 1 and (not turn_start or g.decision.kind == DecisionKind.TURN):
            return g
        g.apply(rng.choice(legal))
        n += 1
    return None


def moves() -> list[str]:
    out = []
    for k in range(60):
        g = played_to(900 + k, 2 + k % 3, 20 + 6 * k, False)
        if g is not None:
            r = random.Random(k)
            out.append(str(bot().choose(g.determinize(g.to_move, r), g.to_move, r, 1000.0)))
    for seed in (71, 72):
        g = new_game(2, seed=seed)
        bots = [bot(), bot()]
        rng = random.Random(seed)
        for _ in range(40):
            p = g.to_move
            m = bots[p].choose(g.determinize(p, rng), p, rng, 1000.0)
            out.append(str(m))
            g.apply(m)
    for k in range(30):
        g = played_to(1900 + k, 2 + k % 3, 15 + 5 * k, True)
        if g is not None:
            r = random.Random(k)
            out.append(str(bot(own_beam=True).choose(g.determinize(g.to_move, r), g.to_move, r, 1000.0)))
    return out


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])  # so -h answers instead of running
    ap.add_argument("out", help="the JSON file to write: the moves as text, in order")
    out = ap.parse_args().out
    result = moves()
    with open(out, "w", encoding="utf-8") as f:
        json.dump(result, f, indent=0)
    print(len(result), "moves")
