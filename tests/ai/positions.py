"""Positions for the bot tests: mid-game states reached by seeded random play."""
from __future__ import annotations

import random

from gwt_desktop.engine import new_game


def midgame(players: int, seed: int, moves: int, prompt: str | None = None):
    """A game after about `moves` random moves, stopped at a real choice (of `prompt` if given)."""
    g = new_game(players, seed=seed)
    rng = random.Random(seed)
    n = 0
    while True:
        legal = g.legal_moves()
        if n >= moves and len(legal) > 1 and (prompt is None or g.prompt == prompt):
            return g
        g.apply(rng.choice(legal))
        n += 1
        assert not g.is_over, "the game ended before the wanted position"


def hidden_variant(g, seat: int, seed: int):
    """A copy of g that differs only in what `seat` cannot see: other hands (same hand plus draw
    cards), the order of every draw stack, the market, objective and Kansas City stacks, and the
    random state that decides future draws."""
    rng = random.Random(seed)
    b = g.clone()
    s = b.s
    for i, pl in enumerate(s.players):
        if i == seat:
            rng.shuffle(pl.draw)
        else:
            pool = pl.hand + pl.draw
            rng.shuffle(pool)
            pl.hand, pl.draw = pool[:len(pl.hand)], pool[len(pl.hand):]
    rng.shuffle(s.market_stack)
    rng.shuffle(s.obj_stack)
    for st in s.kc_stacks:
        rng.shuffle(st)
    s.rng.seed(seed)
    b._legal = None
    return b
