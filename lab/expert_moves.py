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
from gwt_desktop.session.table import Pick, deal, play, random_seats


def bot(own_beam: bool = False) -> ExpertBot:
    b = ExpertBot(max_samples=2 if own_beam else 3, use_process=False)
    if not own_beam:
        b.width, b.per_first, b.max_nodes = 32, 6, 6000
    return b


def played_to(seed: int, players: int, moves: int, turn_start: bool):
    """A game of `players` on `seed` (session/table.deal's game) after `moves` random moves (one random
    stream, Random(seed), for every seat), played on to a real choice (the start of a turn if asked);
    None if it ended first."""
    g = deal(players, seed).game
    played = 0

    def there() -> bool:
        return played >= moves and len(g.legal_moves()) > 1 and (not turn_start or g.decision.kind == DecisionKind.TURN)

    def count(game, move) -> None:
        nonlocal played
        played += 1

    rng = random.Random(seed)
    play(g, random_seats(players), [rng] * players, on_move=count, cancelled=there)
    return None if g.is_over else g


def moves() -> list[str]:
    out = []
    for k in range(60):
        g = played_to(900 + k, 2 + k % 3, 20 + 6 * k, False)
        if g is not None:
            r = random.Random(k)
            out.append(str(bot().choose(g.determinize(g.to_move, r), g.to_move, r, 1000.0)))
    for seed in (71, 72):
        # the first game's building sides on both seeds (new_game's own: not the table's deal, which
        # gives seed 71 a random set), as every record of these moves was made
        g = new_game(2, seed=seed)
        bots = [bot(), bot()]
        rng = random.Random(seed)
        seats = [Pick("expert", lambda game, p, r, b=b: b.choose(game.determinize(p, r), p, r, 1000.0)) for b in bots]
        play(g, seats, [rng, rng], max_moves=40, on_move=lambda game, played: out.append(str(played.answer.move)))
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
